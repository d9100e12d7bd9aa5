""""This creature" of a resolving ability is its source only while that is the same object
(400.7): a delayed ability of a permanent that has left the battlefield does nothing to the
card it became (603.7c); one that triggered on its source's own zone change finds the new
object (400.7d). Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature

from engine import Game, TriggeredAbility, parse_selector
from engine.instructions import Delayed, Exile, ToHand
from engine.trigger_events import BeginningOf

EXILE_AT_END = TriggeredAbility("Exile this creature at the beginning of the next end step.",
                                on=BeginningOf(step="end"),
                                instructions=(Exile(parse_selector("self")),))
MAKES_IT = TriggeredAbility("When this creature enters, exile this creature at the beginning of the next end step.",
                            event="enters", instructions=(Delayed(EXILE_AT_END),))


def _made(g: Game, *, leaves_to: str | None) -> None:
    g.create("c", creature("C", abilities=(MAKES_IT,)), controller="A", zone="hand", event=False)
    g.move("c", "battlefield")  # incarnation 1: the delayed ability's source is that object
    g.priority()
    g.resolve_top()
    if leaves_to is not None:
        g.move("c", leaves_to)
    g.begin_step("end")
    g.priority()
    g.resolve_top()


def test_the_delayed_ability_exiles_its_source_while_it_is_the_same_permanent() -> None:
    g = Game()
    _made(g, leaves_to=None)
    assert g.obj("c").zone == "exile"


def test_it_does_nothing_once_the_source_has_left_the_battlefield() -> None:
    g = Game()
    _made(g, leaves_to="graveyard")
    assert g.obj("c").zone == "graveyard"  # a new object (400.7): not "this creature"


def test_an_ability_of_an_object_that_left_before_it_resolved_does_nothing_to_it() -> None:
    bounce_self = TriggeredAbility("When this creature enters, return this creature to its owner's hand.",
                                   event="enters", instructions=(ToHand(parse_selector("self")),))
    g = Game()
    g.create("c", creature("C", abilities=(bounce_self,)), controller="A")
    g.priority()
    g.move("c", "graveyard")  # in response
    g.resolve_top()
    assert g.obj("c").zone == "graveyard"


def test_a_dies_ability_finds_the_card_its_source_became_in_the_graveyard() -> None:
    back = TriggeredAbility("When this creature dies, return this card to its owner's hand.", event="dies",
                            instructions=(ToHand(parse_selector("self")),))
    g = Game()
    g.create("c", creature("C", abilities=(back,)), controller="A", event=False)
    g.move("c", "graveyard")
    g.priority()
    g.resolve_top()
    assert g.obj("c").zone == "hand"  # 400.7d
