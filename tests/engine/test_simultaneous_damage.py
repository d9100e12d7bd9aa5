"""Damage dealt at the same time (120.3, 510.2) is one event for each recipient and each
source's lifelink: 702.15b, 702.15e, 119.9 — the life a source with lifelink makes its
controller gain for the damage it deals at the same time is one life-gain event, whatever the
number of recipients, and sources make one event each; 603.2c — a permanent dealt damage by
several sources at once is dealt damage once. Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, Keyword, ReplacementAbility, TriggeredAbility
from engine.instructions import Draw
from engine.trigger_events import GainsLife

WATCH = TriggeredAbility("Whenever you gain life, draw a card.", on=GainsLife(who="you"), instructions=(Draw(1),))


def _game() -> Game:
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), WATCH), controller="A", event=False)
    g.create("l1", creature("L1", abilities=(Keyword("lifelink"),)), controller="A", event=False)
    g.create("l2", creature("L2", abilities=(Keyword("lifelink"),)), controller="A", event=False)
    g.create("b1", creature("B1"), controller="B", event=False)
    g.create("b2", creature("B2"), controller="B", event=False)
    return g


def test_one_source_two_recipients_is_one_life_gain_event() -> None:
    g = _game()
    g.deal_damage_together([("l1", "b1", 2), ("l1", "b2", 2), ("l1", "B", 2)])
    assert g.life["A"] == 26
    assert [p.source for p in g.pending] == ["w"]  # once (119.9): one event, the source's 6


def test_two_sources_are_two_life_gain_events() -> None:
    g = _game()
    g.deal_damage_together([("l1", "b1", 2), ("l2", "b2", 2)])
    assert g.life["A"] == 24
    assert [p.source for p in g.pending] == ["w", "w"]  # 702.15e


def test_a_replacement_on_gaining_life_sees_the_one_event() -> None:
    from verify.abilities import parse_ability
    from verify.specs import Where
    from verify.yamlload import load_yaml
    text = ("replacement:\n  text: If you would gain life, you gain that much life plus 1 instead.\n"
            "  would: {gain_life: you}\n  instead: [{plus: 1}]\n")
    plus = parse_ability(load_yaml(text, "x.yaml"), Where("x.yaml", 1))
    assert isinstance(plus, ReplacementAbility)
    g = _game()
    g.create("p", permanent("Plus", ("enchantment",), plus), controller="A", event=False)
    g.deal_damage_together([("l1", "b1", 2), ("l1", "b2", 2)])
    assert g.life["A"] == 25  # 4 + 1, once — not 2 + 1 twice


def test_dealt_damage_by_two_sources_at_once_triggers_once() -> None:
    # 603.2c: a permanent dealt damage by several sources at the same time is dealt damage once
    # (enrage); damage dealt at different times triggers again
    from engine.instructions import GainLife
    from engine.trigger_events import DealtDamage
    enrage = TriggeredAbility("Whenever this creature is dealt damage, you gain 1 life.", on=DealtDamage(),
                              instructions=(GainLife(1),))
    g = _game()
    g.create("e", creature("E", pt=(5, 5), abilities=(enrage,)), controller="A", event=False)
    g.deal_damage_together([("b1", "e", 1), ("b2", "e", 1), ("b1", "l1", 1)])
    assert [p.source for p in g.pending] == ["e"]
    g.deal_damage_together([("b1", "e", 1)])
    assert [p.source for p in g.pending] == ["e", "e"]
