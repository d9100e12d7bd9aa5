"""The trigger event ``damage_to_player`` (120.3, 120.3a): a source deals damage to a player, in
combat or not — "whenever this creature deals damage to an opponent" was not expressible
(``combat_damage_to_player`` is combat damage only, ``dealt_damage`` a permanent dealt damage).
Anonymous objects, and read from a card's YAML as a contributor writes it."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game, TriggeredAbility, parse_selector
from engine.instructions import Draw
from engine.trigger_events import DamageToPlayer
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml


def _game(who: str = "a player", what: str | None = None) -> Game:
    ab = TriggeredAbility("Whenever this deals damage to a player, draw a card.", on=DamageToPlayer(who=who),
                          what=parse_selector(what) if what else None, instructions=(Draw(1),))
    g = Game()
    g.create("w", creature("Biter", (2, 2), abilities=(ab,)), controller="A", event=False)
    g.create("x", creature("Other", (2, 2)), controller="A", event=False)
    g.create("y", creature("Theirs", (2, 2)), controller="B", event=False)
    return g


@pytest.mark.parametrize(("who", "to", "combat", "triggers"), [
    ("a player", "B", False, 1), ("a player", "A", False, 1), ("a player", "B", True, 1),
    ("an opponent", "B", False, 1), ("an opponent", "A", False, 0), ("you", "A", True, 1), ("you", "B", False, 0),
])
def test_damage_to_the_player_it_names_in_combat_or_not(who: str, to: str, combat: bool, triggers: int) -> None:
    g = _game(who)
    g.deal_damage_together([("w", to, 2)], combat=combat)
    assert [p.source for p in g.pending] == ["w"] * triggers


def test_not_damage_to_a_creature_nor_another_source_s() -> None:
    g = _game()
    g.deal_damage_together([("w", "y", 2), ("x", "B", 2)])
    assert g.pending == []  # w dealt damage to a creature; x (not this object) to the player
    g = _game(what="creature you control")
    g.deal_damage_together([("x", "B", 2)])
    assert [p.source for p in g.pending] == ["w"]  # `what`: any creature you control as the source


def test_damage_to_player_read_from_a_card() -> None:
    text = ("triggered:\n  text: Whenever this creature deals damage to an opponent, draw a card.\n"
            "  when: damage_to_player\n  who: an opponent\n  do:\n    - draw: 1\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, TriggeredAbility) and ab.on == DamageToPlayer(who="an opponent")
    g = Game()
    g.create("w", permanent("Biter", ("creature",), ab), controller="A", event=False)
    g.deal_damage_together([("w", "B", 1)])
    assert [p.source for p in g.pending] == ["w"]
