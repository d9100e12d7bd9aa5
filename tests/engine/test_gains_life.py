"""The trigger event ``gains_life`` (119.9), one class (engine/trigger_events.py). Anonymous
objects, and read from a card's YAML as a contributor writes it."""

from __future__ import annotations

from engine_helpers import permanent
from test_mill import activate

from engine import Game, TriggeredAbility
from engine.instructions import Draw, GainLife
from engine.trigger_events import GainsLife
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml


def _watcher(who: str = "you") -> TriggeredAbility:
    return TriggeredAbility("Whenever you gain life, draw a card.", on=GainsLife(who=who), instructions=(Draw(1),))


def test_gains_life_triggers_once_per_event_for_the_player_it_names() -> None:
    for who, gainer, triggers in (("you", "A", 1), ("you", "B", 0), ("an opponent", "B", 1),
                                  ("an opponent", "A", 0), ("a player", "B", 1)):
        g = Game()
        g.create("w", permanent("Watcher", ("enchantment",), _watcher(who)), controller="A", event=False)
        activate(g, GainLife(3), controller=gainer)
        assert [p.source for p in g.pending] == ["w"] * triggers, (who, gainer)
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), _watcher()), controller="A", event=False)
    activate(g, GainLife(0))
    assert g.pending == []  # 119.9: gaining 0 life is no life-gain event
    activate(g, GainLife(1), GainLife(1))
    assert len(g.pending) == 2  # once for each life-gain event, 119.9


def test_gains_life_read_from_a_card() -> None:
    text = ("triggered:\n  text: Whenever an opponent gains life, you draw a card.\n  when: gains_life\n"
            "  who: an opponent\n  do:\n    - draw: 1\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, TriggeredAbility) and ab.on == GainsLife(who="an opponent")
