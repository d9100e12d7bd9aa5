"""Declaring attackers (508.1) and "whenever … attacks" triggers (508.3a), with additional
triggers for attack events (603.2d). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game, Keyword, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.errors import IllegalActionError
from engine.instructions import GainLife

GAIN1 = (GainLife(1),)


def on_attack(what: str | None = None) -> TriggeredAbility:
    return TriggeredAbility(f"Whenever {what or 'this creature'} attacks, you gain 1 life.", event="attacks",
                            what=parse_selector(what) if what else None, instructions=GAIN1)


def more_on_attack(what: str) -> AdditionalTriggers:
    return AdditionalTriggers(f"If {what} attacking causes a triggered ability of a permanent you control to "
                              "trigger, that ability triggers an additional time.", "attacks", parse_selector(what))


def test_attackers_declared_together_are_simultaneous_events() -> None:
    # 508.1: one turn-based action; 508.3a: one "attacks" event per attacker, in one batch.
    g = Game()
    g.create("w", creature(abilities=(on_attack("creature you control"),)), controller="A", event=False)
    g.create("x", creature(), controller="A", event=False)
    events = g.declare_attackers(["w", "x"], "B")
    assert [e.kind for e in events] == ["attacks", "attacks"]
    assert len({e.batch for e in events}) == 1
    assert [p.source for p in g.pending] == ["w", "w"]  # 603.2c: two occurrences
    assert g.obj("w").attacking == "B" and g.obj("x").tapped  # 508.1f


def test_self_attack_trigger_only_for_its_own_creature_and_vigilance_does_not_tap() -> None:
    g = Game()
    g.create("w", creature(abilities=(on_attack(), Keyword("vigilance"))), controller="A", event=False)
    g.create("x", creature(), controller="A", event=False)
    g.declare_attackers(["x"], "B")
    assert g.pending == []
    g.declare_attackers(["w"], "B")
    assert [p.source for p in g.pending] == ["w"]
    assert not g.obj("w").tapped  # 702.20b


def test_illegal_attackers_are_refused() -> None:
    g = Game()
    g.create("mine", creature(), controller="A", event=False)
    g.create("theirs", creature(), controller="B", event=False)
    g.create("rock", permanent("Rock", ("artifact",)), controller="A", event=False)
    g.create("wall", creature(abilities=(Keyword("defender"),)), controller="A", event=False)
    for bad in ("theirs", "rock", "wall"):
        with pytest.raises(IllegalActionError):
            g.declare_attackers([bad], "B")
    with pytest.raises(IllegalActionError):
        g.declare_attackers(["mine"], "A")  # the active player can't be attacked
    g.declare_attackers(["mine"], "B")
    with pytest.raises(IllegalActionError):
        g.declare_attackers(["mine"], "B")  # tapped and attacking already


def test_additional_trigger_counts_only_attack_events() -> None:
    # 603.2d: "a creature you control attacking" — an enters ability is not covered.
    enters = TriggeredAbility("Whenever another creature enters, you gain 1 life.", event="enters",
                              what=parse_selector("other creature"), instructions=GAIN1)
    g = Game()
    g.create("amp", permanent("Amp", ("enchantment",), more_on_attack("creature you control")),
             controller="A", event=False)
    g.create("w", creature(abilities=(on_attack(), enters)), controller="A", event=False)
    g.create("x", creature(), controller="A")
    assert len(g.pending) == 1  # enters: once
    g.pending.clear()
    g.declare_attackers(["w"], "B")
    assert [p.additional for p in g.pending] == [False, True]


def test_additional_trigger_needs_the_attacker_described() -> None:
    g = Game()
    g.create("amp", permanent("Amp", ("enchantment",), more_on_attack("creature you control")),
             controller="A", event=False)
    g.create("w", creature(abilities=(on_attack("creature"),)), controller="A", event=False)
    g.create("b", creature(), controller="B", event=False)
    g.end_turn()
    g.declare_attackers(["b"], "A")
    assert len(g.pending) == 1  # B's creature is not "a creature you control"


def test_attacking_ends_with_the_turn_and_with_a_zone_change() -> None:
    g = Game()
    g.create("x", creature(), controller="A", event=False)
    g.create("y", creature(), controller="A", event=False)
    g.declare_attackers(["x", "y"], "B")
    g.move("y", "hand")
    assert g.obj("y").attacking is None  # 400.7: a new object
    g.end_turn()
    assert g.obj("x").attacking is None  # 506.4
