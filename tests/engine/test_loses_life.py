"""The trigger event ``loses_life`` (119.3), one class (engine/trigger_events.py) — the word
added to measure what adding a trigger event takes. Anonymous objects, and read from a card's
YAML as a contributor writes it."""

from __future__ import annotations

from engine_helpers import creature, permanent
from test_mill import activate

from engine import Game, ReplacementAbility, TriggeredAbility
from engine.instructions import Draw, GainLife, LoseLife
from engine.replacement import LoseLifeWould, ReduceTo
from engine.trigger_events import LosesLife
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml


def _watcher(who: str = "you") -> TriggeredAbility:
    return TriggeredAbility("Whenever you lose life, draw a card.", on=LosesLife(who=who), instructions=(Draw(1),))


def _game(who: str = "you") -> Game:
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), _watcher(who)), controller="A", event=False)
    return g


def test_loses_life_triggers_once_per_event_for_the_player_it_names() -> None:
    for who, loser, triggers in (("you", "A", 1), ("you", "B", 0), ("an opponent", "B", 1),
                                 ("an opponent", "A", 0), ("a player", "B", 1)):
        g = _game(who)
        activate(g, LoseLife(3, who="you"), controller=loser)
        assert [p.source for p in g.pending] == ["w"] * triggers, (who, loser)
    g = _game()
    activate(g, LoseLife(0), GainLife(2))
    assert g.pending == []  # losing 0 life is no event; gaining life is not losing it
    activate(g, LoseLife(1), LoseLife(1))
    assert len(g.pending) == 2  # once for each event


def test_damage_dealt_to_a_player_is_life_lost() -> None:
    g = _game()
    g.create("c", creature("Bear", (2, 2)), controller="B", event=False)
    g.deal_damage_together([("c", "A", 2)])  # 120.3a
    assert [p.source for p in g.pending] == ["w"] and g.life["A"] == 18
    g = _game()
    g.create("c", creature("Bear", (2, 2)), controller="A", event=False)
    g.deal_damage_together([(None, "c", 2)])  # damage to a creature: no player loses life
    assert g.pending == []


def test_a_loss_replaced_to_nothing_is_no_event() -> None:
    g = _game()
    g.life["A"] = 1
    g.create("r", permanent("Ward", ("enchantment",), ReplacementAbility(
        "Damage that would reduce your life total to less than 1 reduces it to 1 instead.",
        LoseLifeWould(who="you", below=1), (ReduceTo(1),))), controller="A", event=False)
    g.create("c", creature("Bear", (2, 2)), controller="B", event=False)
    g.deal_damage_together([("c", "A", 2)])  # 614.1a: it loses no life
    assert g.life["A"] == 1 and g.pending == []


def test_loses_life_read_from_a_card() -> None:
    text = ("triggered:\n  text: Whenever an opponent loses life, you draw a card.\n  when: loses_life\n"
            "  who: an opponent\n  do:\n    - draw: 1\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, TriggeredAbility) and ab.on == LosesLife(who="an opponent")
