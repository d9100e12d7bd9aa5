"""Turning a face-down permanent face up (708.8): the same object with a new timestamp (613.7f), its own
characteristics again, "when … is turned face up" triggers (the face-up permanent's own) and
additional triggers for that event (603.2d). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.errors import IllegalActionError
from engine.instructions import GainLife

ON_FACE_UP = TriggeredAbility("When this creature is turned face up, you gain 2 life.", event="turned_face_up",
                              instructions=(GainLife(2),))


def test_it_is_the_same_object_with_its_own_characteristics_and_its_ability_triggers() -> None:
    g = Game()
    o = g.create("m", creature("Spy", pt=(3, 3), abilities=(ON_FACE_UP,)), controller="A", face_down=True)
    stamp, incarnation = o.timestamp, o.incarnation
    assert g.characteristics().state("m").pt == "2/2"  # 708.2a, layer 1b
    assert g.pending == []  # a face-down permanent has no abilities: nothing of it triggers
    g.turn_face_up("m")
    assert g.characteristics().state("m").pt == "3/3"
    assert (g.obj("m").timestamp, g.obj("m").incarnation) == (stamp + 1, incarnation)  # 613.7f, 708.8
    assert [p.source for p in g.pending] == ["m"]
    g.priority()
    g.resolve_top()
    assert g.life["A"] == 22


def test_only_a_face_down_permanent_can_be_turned_face_up() -> None:
    g = Game()
    g.create("m", creature(), controller="A")
    with pytest.raises(IllegalActionError, match="not a face-down permanent"):
        g.turn_face_up("m")


def test_an_additional_trigger_for_turning_face_up_counts_only_that_event() -> None:
    more = AdditionalTriggers("If turning a face-down permanent face up causes a triggered ability of a permanent "
                              "you control to trigger, that ability triggers an additional time.",
                              "turned_face_up", parse_selector("permanent"))
    enters = TriggeredAbility("Whenever another creature enters, you gain 1 life.", event="enters",
                              what=parse_selector("other creature"), instructions=(GainLife(1),))
    g = Game()
    g.create("doubler", creature(abilities=(more,)), controller="A", event=False)
    g.create("watcher", creature(abilities=(enters,)), controller="A", event=False)
    g.create("m", creature(abilities=(ON_FACE_UP,)), controller="A", face_down=True)
    assert [p.source for p in g.pending] == ["watcher"]  # entering: once
    g.pending.clear()
    g.turn_face_up("m")
    assert [p.source for p in g.pending] == ["m", "m"]
