"""Copying a triggered ability on the stack (707.10, 707.10c) and abilities that trigger on
another ability triggering. Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Characteristics, Game, parse_selector
from engine.abilities import ActivatedAbility, TriggeredAbility
from engine.amounts import Number
from engine.effects import Duration
from engine.errors import ChoiceError, TargetError
from engine.instructions import CopyTrigger, Damage, Destroy, GainLife
from engine.trigger_events import AbilityTriggers

PING = TriggeredAbility("When this enters, it deals 1 damage to any target.", event="enters", target="any target",
                        instructions=(Damage(Number(1)),))


def copier(new_targets: bool = True) -> Characteristics:
    ab = ActivatedAbility("{2}, {T}: Copy target triggered ability you control.", "{2}, {T}", None,
                          Duration.INDEFINITE, instructions=(CopyTrigger(
                              "target", new_targets=new_targets),),
                          target="target triggered ability you control")
    return permanent("Copier", ("artifact",), ab)


def setup(new_targets: bool = True) -> Game:
    g = Game()
    g.create("cop", copier(new_targets), controller="A", event=False)
    g.create("b1", creature(), controller="B", event=False)
    g.create("b2", creature(), controller="B", event=False)
    g.create("p", creature(abilities=(PING,)), controller="A")
    g.priority(targets={"t1": ["b1"]})
    return g


def test_the_copy_goes_on_top_and_resolves_before_the_original() -> None:
    g = setup()
    g.activate_ability("cop", targets=["s1"])
    g.resolve_top()
    assert [(i.id, i.copy_of, i.targets) for i in g.stack] == [("s1", "", ("b1",)), ("s3", "s1", ("b1",))]
    g.resolve_top()
    assert g.obj("b1").damage == 1 and len(g.stack) == 1  # the copy first (405.2)
    g.resolve_top()
    assert g.obj("b1").damage == 2


def test_a_copy_is_not_cast() -> None:
    # 707.10: a copy of an ability is not cast (or activated): "whenever a player casts" doesn't trigger.
    cast_watch = TriggeredAbility("Whenever a player casts a spell, you gain 1 life.", event="cast",
                                  what=parse_selector("spell"), instructions=(GainLife(1),))
    g = setup()
    g.create("w", creature(abilities=(cast_watch,)), controller="A", event=False)
    g.activate_ability("cop", targets=["s1"])
    g.resolve_top()
    assert g.pending == [] and not [e for e in g.log if e.kind == "cast"]


def test_new_targets_are_chosen_on_resolution_and_must_be_legal() -> None:
    g = setup()
    g.activate_ability("cop", targets=["s1"])
    with pytest.raises(ChoiceError):
        g.resolve_top(["cop"])  # an artifact is not "any target" (115.4)
    g.resolve_top(["b2"])
    assert [i.targets for i in g.stack] == [("b1",), ("b2",)]


def test_without_new_targets_the_copy_keeps_the_targets() -> None:
    g = setup(new_targets=False)
    g.activate_ability("cop", targets=["s1"])
    with pytest.raises(ChoiceError):
        g.resolve_top(["b2"])
    g.resolve_top()
    assert [i.targets for i in g.stack] == [("b1",), ("b1",)]


def test_only_a_triggered_ability_you_control_is_a_legal_target() -> None:
    g = Game()
    g.create("cop", copier(), controller="A", event=False)
    g.create("theirs", creature(abilities=(PING,)), controller="B")
    g.priority(targets={"t1": ["A"]})
    with pytest.raises(TargetError):
        g.activate_ability("cop", targets=["s1"])  # B's ability
    g.create("cop2", copier(), controller="A", event=False)
    g.create("mine", creature(abilities=(PING,)), controller="A")
    g.priority(targets={"t2": ["B"]})
    g.activate_ability("cop", targets=["s2"])
    with pytest.raises(TargetError):
        g.activate_ability("cop2", targets=["s3"])  # an activated ability, not a triggered one


def labelled(keyword: str) -> TriggeredAbility:
    return TriggeredAbility("When this enters, you gain 1 life.", event="enters", keyword=keyword,
                            instructions=(GainLife(1),))


def echo(once: bool = False) -> TriggeredAbility:
    return TriggeredAbility("Whenever a backup ability you control triggers, copy it.",
                            on=AbilityTriggers(of_keyword="backup"),
                            what=parse_selector("permanent you control"), once_each_turn=once,
                            instructions=(CopyTrigger("it"),))


def test_an_ability_triggers_on_a_labelled_ability_triggering_and_copies_it() -> None:
    g = Game()
    g.create("e", creature(abilities=(echo(),)), controller="A", event=False)
    g.create("x", creature(abilities=(labelled("backup"),)), controller="A")
    assert [(p.source, p.that_ability) for p in g.pending] == [("x", ""), ("e", "t1")]
    g.create("y", creature(abilities=(labelled("other"),)), controller="A")
    g.create("z", creature(abilities=(labelled("backup"),)), controller="B")
    assert [p.source for p in g.pending][2:] == ["y", "z"]  # not backup; not "you control"
    g.pending = g.pending[:2]
    g.priority(order=["t1", "t2"])
    g.resolve_top()
    assert [i.copy_of for i in g.stack] == ["", "s1"]
    g.resolve_top()
    g.resolve_top()
    assert g.life["A"] == 22


def test_an_ability_triggered_by_an_ability_triggering_goes_on_the_stack_after_it() -> None:
    # Even when the cause is the other player's and APNAP would put it above (Strict Proctor ruling).
    g = Game(active_player="B")
    g.create("e", creature(abilities=(TriggeredAbility(
        "Whenever an ability of a creature an opponent controls triggers, you gain 1 life.", event="ability_triggers",
        what=parse_selector("creature an opponent controls"), instructions=(GainLife(1),)),)),
        controller="B", event=False)
    g.create("x", creature(abilities=(labelled(""),)), controller="A")
    g.priority(order=["t2", "t1"])
    assert [i.source for i in g.stack] == ["x", "e"]


def test_copy_it_does_nothing_when_the_ability_has_left_the_stack() -> None:
    aimed = TriggeredAbility("When this enters, destroy target artifact.", event="enters", keyword="backup",
                             target="target artifact", instructions=(Destroy(
                                 parse_selector("target artifact")),))
    g = Game()
    g.create("e", creature(abilities=(echo(),)), controller="A", event=False)
    g.create("x", creature(abilities=(aimed,)), controller="A")
    g.priority()  # no artifact: the backup ability is removed from the stack (603.3d)
    assert [i.source for i in g.stack] == ["e"]
    g.resolve_top()
    assert g.stack == []


def test_no_ability_triggering_events_without_a_watcher() -> None:
    g = Game()
    g.create("x", creature(abilities=(labelled("backup"),)), controller="A")
    assert not [e for e in g.log if e.kind == "ability_triggered"]


def spawn_like() -> TriggeredAbility:
    return TriggeredAbility("Whenever a creature entering under an opponent's control causes a triggered ability of "
                            "that creature to trigger, you may copy that ability.",
                            on=AbilityTriggers(caused_by="enters", its_own=True),
                            what=parse_selector("creature an opponent controls"),
                            instructions=(CopyTrigger("it", may=True),))


def test_by_entering_needs_the_ability_of_the_entering_creature_itself() -> None:
    other = TriggeredAbility("Whenever another creature enters, you gain 1 life.", event="enters",
                             what=parse_selector("other creature"), instructions=(GainLife(1),))
    g = Game()
    g.create("s", creature(abilities=(spawn_like(),)), controller="A", event=False)
    g.create("w", creature(abilities=(other,)), controller="B", event=False)
    g.create("x", creature(abilities=(labelled(""),)), controller="B")
    assert sorted(p.source or "" for p in g.pending) == ["s", "w", "x"]  # only x's own ability is copied
    assert [p.that_ability for p in g.pending if p.source == "s"] == ["t2"]


def test_a_may_copy_can_be_declined_and_the_copy_is_the_copiers() -> None:
    g = Game()
    g.create("s", creature(abilities=(spawn_like(),)), controller="A", event=False)
    g.create("x", creature(abilities=(labelled(""),)), controller="B")
    g.priority()
    g.resolve_top(["decline"])
    assert len(g.stack) == 1
    g.create("y", creature(abilities=(labelled(""),)), controller="B")
    g.priority()
    g.resolve_top()
    assert [(i.source, i.controller) for i in g.stack][-1] == ("y", "A")  # 707.10: A controls the copy
    g.resolve_top()
    assert g.life == {"A": 21, "B": 20}  # "you gain 1 life": the copy's controller
