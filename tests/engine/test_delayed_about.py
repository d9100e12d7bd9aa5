"""603.7c: a delayed triggered ability about a particular object watches that object only,
and a new object the card has become (400.7) is not it (anonymous objects)."""

from __future__ import annotations

from engine import Game, TriggeredAbility
from engine.triggers import DelayedTrigger
from tests.engine.engine_helpers import creature

LEAVES = TriggeredAbility("When that creature leaves the battlefield, you gain 2 life.", event="leaves")


def watch(g: Game, oid: str) -> None:
    g.delayed.append(DelayedTrigger(LEAVES, None, "A", it=oid, it_incarnation=g.obj(oid).incarnation, about_it=True))


def test_it_watches_that_creature_only() -> None:
    g = Game()
    g.create("c", creature("C"), controller="A")
    g.create("other", creature("Other"), controller="A")
    watch(g, "c")
    g.move("other", "graveyard")
    assert g.pending == [] and len(g.delayed) == 1
    g.move("c", "exile")
    assert [p.ability.text for p in g.pending] == [LEAVES.text] and g.delayed == []  # 603.7b: once


def test_it_never_triggers_when_the_creature_had_already_left() -> None:
    g = Game()
    g.create("c", creature("C"), controller="A")
    old = g.obj("c").incarnation
    g.move("c", "exile")
    g.move("c", "battlefield")  # a new object (400.7)
    g.delayed.append(DelayedTrigger(LEAVES, None, "A", it="c", it_incarnation=old, about_it=True))
    g.move("c", "graveyard")
    assert g.pending == [] and len(g.delayed) == 1  # 603.7a: it may never trigger
