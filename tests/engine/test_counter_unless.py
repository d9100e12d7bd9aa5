""""Whenever a permanent entering the battlefield causes a triggered ability to trigger,
counter that ability unless its controller pays {2}" (701.6): which triggerings count, who
decides, what countering does. Anonymous objects only."""

from __future__ import annotations

from engine_helpers import creature

from engine import Game, parse_selector
from engine.abilities import TriggeredAbility
from engine.instructions import CounterUnlessPays, GainLife
from engine.trigger_events import AbilityTriggers

GAIN = (GainLife(1),)
ON_ENTER = TriggeredAbility("Whenever another creature enters, you gain 1 life.", event="enters",
                            what=parse_selector("other creature"), instructions=GAIN)
ON_DIE = TriggeredAbility("Whenever another creature dies, you gain 1 life.", event="dies",
                          what=parse_selector("other creature"), instructions=GAIN)
PROCTOR = TriggeredAbility("Whenever a permanent entering the battlefield causes a triggered ability to trigger, "
                           "counter that ability unless its controller pays {2}.", on=AbilityTriggers(caused_by="enters"),
                           what=parse_selector("permanent"),
                           instructions=(CounterUnlessPays("{2}"),))


def game() -> Game:
    g = Game()
    g.create("proctor", creature(abilities=(PROCTOR,)), controller="A", event=False)
    g.create("enter", creature(abilities=(ON_ENTER,)), controller="B", event=False)
    g.create("die", creature(abilities=(ON_DIE,)), controller="B", event=False)
    return g


def test_only_abilities_a_permanent_entering_made_trigger_count() -> None:
    g = game()
    g.create("x", creature(), controller="A")
    assert [p.source for p in g.pending] == ["enter", "proctor"]
    g.pending.clear()
    g.move("x", "graveyard")
    assert [p.source for p in g.pending] == ["die"]


def test_not_paying_counters_that_ability_and_paying_does_not() -> None:
    g = game()
    g.create("x", creature(), controller="A")
    g.priority()
    g.resolve_top()  # the proctor's ability: no "pay" chosen
    assert [i.source for i in g.stack] == []
    assert g.life["B"] == 20
    g.create("y", creature(), controller="A")
    g.priority()
    g.resolve_top(["pay"])
    assert [i.source for i in g.stack] == ["enter"]
    g.resolve_top()
    assert g.life["B"] == 21
