"""603.7c: a delayed triggered ability about a particular object watches that object only,
and a new object the card has become (400.7) is not it (anonymous objects)."""

from __future__ import annotations

from engine import Game, TriggeredAbility, parse_selector
from engine.stack import DelayedTrigger
from tests.engine.engine_helpers import creature, permanent

LEAVES = TriggeredAbility("When that creature leaves the battlefield, you gain 2 life.", event="leaves")


def watch(g: Game, oid: str) -> None:
    g.delayed.append(DelayedTrigger(LEAVES, None, "A", it=oid, it_incarnation=g.obj(oid).incarnation))


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
    g.delayed.append(DelayedTrigger(LEAVES, None, "A", it="c", it_incarnation=old))
    g.move("c", "graveyard")
    assert g.pending == [] and len(g.delayed) == 1  # 603.7a: it may never trigger


def _create_delayed(g: Game, delayed: TriggeredAbility) -> None:
    from engine.instructions import Delayed

    ab = TriggeredAbility("When this enters, choose target creature; create the delayed ability.", event="enters",
                          target="target creature", instructions=(Delayed(delayed),))
    g.create("src", creature("Source", abilities=(ab,)), controller="A")
    g.priority(targets={"t1": ["c"]})
    g.resolve_top()


def test_without_what_a_created_delayed_ability_is_about_its_object() -> None:
    # "When that creature leaves the battlefield": another creature leaving does not trigger it.
    g = Game()
    g.create("c", creature("C"), controller="A", event=False)
    g.create("other", creature("Other"), controller="A", event=False)
    _create_delayed(g, LEAVES)
    g.move("other", "graveyard")
    assert g.pending == [] and len(g.delayed) == 1
    g.move("c", "graveyard")
    assert [p.ability.text for p in g.pending] == [LEAVES.text]


def test_with_what_it_is_about_the_objects_what_describes() -> None:
    any_artifact = TriggeredAbility("When an artifact leaves the battlefield this turn, you gain 2 life.",
                                    event="leaves", what=parse_selector("artifact"))
    g = Game()
    g.create("c", creature("C"), controller="A", event=False)
    g.create("rock", permanent("Rock", ("artifact",)), controller="B", event=False)
    _create_delayed(g, any_artifact)
    g.move("c", "graveyard")
    assert g.pending == []  # not an artifact
    g.move("rock", "graveyard")
    assert [p.ability.text for p in g.pending] == [any_artifact.text]
