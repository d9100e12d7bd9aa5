""""Whenever … is dealt damage" (120.3; enrage): combat and noncombat damage to a permanent,
never to a player; "it" is the creature dealt damage; additional triggers (603.2d). Anonymous
objects only."""

from __future__ import annotations

from engine_helpers import creature

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.amounts import Number
from engine.instructions import Damage, GainLife

GAIN1 = (GainLife(1),)


def enrage(what: str | None = None) -> TriggeredAbility:
    return TriggeredAbility(f"Whenever {what or 'this creature'} is dealt damage, you gain 1 life.",
                            event="dealt_damage", what=parse_selector(what) if what else None, instructions=GAIN1)


def test_noncombat_and_combat_damage_to_it_trigger_it() -> None:
    g = Game()
    g.create("e", creature(pt=(3, 5), abilities=(enrage(),)), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.deal_damage_together([("x", "e", 2)])
    assert [(p.source, p.it) for p in g.pending] == [("e", "e")]  # "it": the creature dealt damage
    g.deal_damage_together([("x", "e", 1), ("e", "x", 3)], combat=True)
    assert [p.source for p in g.pending] == ["e", "e"]


def test_damage_to_another_creature_or_to_a_player_does_not_trigger_it() -> None:
    g = Game()
    g.create("e", creature(abilities=(enrage(),)), controller="A", event=False)
    g.create("x", creature(), controller="A", event=False)
    g.deal_damage_together([("e", "x", 1), ("e", "B", 2)])
    assert g.pending == []
    assert g.life["B"] == 18


def test_zero_damage_is_no_event() -> None:
    g = Game()
    g.create("e", creature(abilities=(enrage(),)), controller="A", event=False)
    g.deal_damage_together([("e", "e", 0)])
    assert g.pending == []


def test_a_creature_you_control_dealt_damage_triggers_an_additional_time() -> None:
    more = AdditionalTriggers("If a creature you control being dealt damage causes a triggered ability of a "
                              "permanent you control to trigger, that ability triggers an additional time.",
                              "dealt_damage", parse_selector("creature you control"))
    g = Game()
    g.create("doubler", creature(abilities=(more,)), controller="A", event=False)
    g.create("watcher", creature(abilities=(enrage("creature"),)), controller="A", event=False)
    g.create("mine", creature(), controller="A", event=False)
    g.create("theirs", creature(), controller="B", event=False)
    g.deal_damage_together([("theirs", "mine", 1)])
    assert [p.source for p in g.pending] == ["watcher", "watcher"]
    g.pending.clear()
    g.deal_damage_together([("mine", "theirs", 1)])  # not a creature A controls: once
    assert [p.source for p in g.pending] == ["watcher"]


def test_an_ability_dealing_damage_on_resolution_triggers_it() -> None:
    """The damage instruction deals damage to its targets at once; the enraged creature's
    ability triggers as the ability resolves."""
    ping = TriggeredAbility("When this enters, it deals 1 damage to any target.", event="enters",
                            target="any target", instructions=(Damage(Number(1)),))
    g = Game()
    g.create("e", creature(pt=(3, 5), abilities=(enrage(),)), controller="B", event=False)
    g.create("p", creature(abilities=(ping,)), controller="A")
    g.priority(targets={"t1": ["e"]})
    g.resolve_top()
    assert g.obj("e").damage == 1
    assert [(p.source, p.controller) for p in g.pending] == [("e", "B")]
