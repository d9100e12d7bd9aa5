"""The trigger engine (603): occurrences, APNAP, look-back, 400.7, intervening if,
delayed and reflexive triggers, additional triggers, targets. Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, static

from engine import Characteristics, Game, ModifyPT, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.conditions import AtLeast, AtMost, NoCounters
from engine.effects import AddTypes, SetPT
from engine.errors import ChoiceError, IllegalActionError, TargetError
from engine.expressions import Const
from engine.instructions import (
    Delayed,
    Destroy,
    Draw,
    Exile,
    GainLife,
    MayPay,
    NthResolution,
    Reflexive,
    ReturnExiled,
    ReturnIt,
    SacrificeSource,
    Scry,
    Transform,
)
from engine.stack import StackKind
from engine.trigger_events import BeginningOf

GAIN1 = (GainLife(1),)


def watcher(event: str = "enters", what: str | None = "other creature", **kw: object) -> TriggeredAbility:
    return TriggeredAbility(f"Whenever {what} {event}, you gain 1 life.", event=event,
                            what=parse_selector(what) if what else None, instructions=GAIN1, **kw)  # type: ignore[arg-type]


def persist_like() -> TriggeredAbility:
    return TriggeredAbility("When this dies, if it had no -1/-1 counters on it, return it with one.", event="dies",
                            condition=NoCounters("-1/-1", text="no -1/-1 counters"),
                            instructions=(ReturnIt("battlefield", counters="-1/-1"),))


def test_two_objects_entering_together_are_two_occurrences() -> None:
    # 603.2c: one event, two creatures entering: the ability triggers twice.
    g = Game()
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A")
    assert g.pending == []  # "another creature": not itself
    g.create_together([("x", creature(), {"controller": "A"}), ("y", creature(), {"controller": "B"})])
    assert [p.source for p in g.pending] == ["w", "w"]
    g.priority()
    g.resolve_top()
    g.resolve_top()
    assert g.life["A"] == 22


def test_silent_setup_does_not_trigger() -> None:
    g = Game()
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A")
    g.create("x", creature(), controller="A", event=False)
    assert g.pending == []


def test_apnap_active_player_first_so_last_to_resolve() -> None:
    # 603.3b: both die at once; the active player's trigger goes on the stack first.
    g = Game(active_player="B")
    g.create("a", creature("Mine", abilities=(persist_like(),)), controller="A", event=False)
    g.create("b", creature("Yours", abilities=(persist_like(),)), controller="B", event=False)
    g.move_together(["a", "b"], "graveyard")
    g.priority()
    assert [i.controller for i in g.stack] == ["B", "A"]
    top = g.resolve_top()
    assert top.source == "a"
    assert g.obj("a").zone == "battlefield" and g.obj("a").counters == {"-1/-1": 1}


def test_each_player_orders_their_own_triggers() -> None:
    g = Game()
    ab1 = TriggeredAbility("When this enters, you gain 1 life.", event="enters", instructions=GAIN1)
    ab2 = TriggeredAbility("When this enters, you gain 2 life.", event="enters",
                           instructions=(GainLife(2),))
    g.create("x", creature(abilities=(ab1, ab2)), controller="A")
    assert [p.id for p in g.pending] == ["t1", "t2"]
    g.priority(order=["t2", "t1"])
    assert [i.text for i in g.stack] == [ab2.text, ab1.text]
    with pytest.raises(ChoiceError):
        g.priority(order=["t9"])


def test_dies_looks_back_at_the_state_before_the_event() -> None:
    # 603.10a: an artifact that was a creature only because of a static ability of
    # another permanent destroyed at the same time still "died" as a creature.
    g = Game()
    animate = static("Artifacts are 3/3 creatures.", "artifacts", AddTypes(("creature",), (), ()),
                     SetPT(Const(3), Const(3)))
    g.create("anim", permanent("Animator", ("enchantment",), animate), controller="A", event=False)
    g.create("relic", permanent("Relic", ("artifact",)), controller="A", event=False)
    g.create("w", creature("Watcher", abilities=(watcher("dies", "creature you control"),)), controller="A",
             event=False)
    g.move_together(["anim", "relic", "w"], "graveyard")
    assert sorted(p.it or "" for p in g.pending) == ["relic", "w"]  # the Watcher sees itself and the relic die


def test_moving_makes_a_new_object_and_return_it_fails_after_it_moved_again() -> None:
    # 400.7 / 603.6: "return it" finds only the object the event put into the graveyard.
    g = Game()
    g.create("c", creature(abilities=(persist_like(),)), controller="A", event=False)
    g.move("c", "graveyard")
    g.priority()
    assert g.obj("c").incarnation == 1
    g.move("c", "exile")
    g.move("c", "graveyard")  # back in the graveyard, but a new object
    g.resolve_top()
    assert g.obj("c").zone == "graveyard"
    assert any("400.7" in e.text for e in g.log)


def test_intervening_if_false_on_the_event_does_not_trigger() -> None:
    cond = AtLeast(2, parse_selector("artifacts you control"), text="two artifacts")
    ab = TriggeredAbility("When this enters, if …, gain 1.", event="enters", condition=cond, instructions=GAIN1)
    g = Game()
    g.create("r1", permanent("Relic", ("artifact",)), controller="A", event=False)
    g.create("x", creature(abilities=(ab,)), controller="A")
    assert g.pending == []  # 603.4


def test_intervening_if_checked_again_on_resolution() -> None:
    cond = AtLeast(2, parse_selector("artifacts you control"), text="two artifacts")
    ab = TriggeredAbility("When this enters, if …, gain 1.", event="enters", condition=cond, instructions=GAIN1)
    g = Game()
    g.create("r1", permanent("Relic", ("artifact",)), controller="A", event=False)
    g.create("r2", permanent("Relic", ("artifact",)), controller="A", event=False)
    g.create("x", creature(abilities=(ab,)), controller="A")
    g.priority()
    g.move("r2", "graveyard")
    g.resolve_top()
    assert g.life["A"] == 20  # 603.4: does nothing


def test_delayed_trigger_fires_once() -> None:
    # 603.7c
    later = TriggeredAbility("At the beginning of the next end step, you gain 1 life.", on=BeginningOf(step="end"),
                             instructions=GAIN1)
    ab = TriggeredAbility("When this enters, create the delayed ability.", event="enters",
                          instructions=(Delayed(later),))
    g = Game()
    g.create("x", creature(abilities=(ab,)), controller="A")
    g.priority()
    g.resolve_top()
    g.begin_step("end")
    assert len(g.pending) == 1 and g.pending[0].delayed
    g.priority()
    g.resolve_top()
    g.begin_step("end")
    assert g.pending == [] and g.life["A"] == 21


def test_reflexive_trigger_triggers_on_resolution() -> None:
    # 603.12
    then = TriggeredAbility("When you do, you gain 1 life.", instructions=GAIN1)
    ab = TriggeredAbility("When this enters, you gain 1 life. When you do, ….", event="enters",
                          instructions=(*GAIN1, Reflexive(then)))
    g = Game()
    g.create("x", creature(abilities=(ab,)), controller="A")
    g.priority()
    g.resolve_top()
    assert [p.text for p in g.pending] == [then.text]
    g.priority()
    g.resolve_top()
    assert g.life["A"] == 22


def test_additional_triggers_are_counted_when_it_triggers() -> None:
    # 603.2d: two "additional time" permanents: three triggers.
    extra = AdditionalTriggers("… triggers an additional time.", "enters", parse_selector("creature"))
    g = Game()
    g.create("e1", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("e2", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A", event=False)
    g.create("b", creature(), controller="A")
    assert len(g.pending) == 3 and [p.additional for p in g.pending] == [False, True, True]


def test_additional_triggers_only_for_your_permanents() -> None:
    extra = AdditionalTriggers("… triggers an additional time.", "enters", parse_selector("creature"))
    g = Game()
    g.create("e1", permanent("Echo", ("artifact",), extra), controller="B", event=False)
    g.create("w", creature("Watcher", abilities=(watcher(),)), controller="A", event=False)
    g.create("b", creature(), controller="A")
    assert len(g.pending) == 1


def test_once_each_turn_wins_over_additional_triggers() -> None:
    # 603.2h, 101.2
    extra = AdditionalTriggers("… triggers an additional time.", "enters", parse_selector("creature"))
    g = Game()
    g.create("e1", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("w", creature("Watcher", abilities=(watcher(once_each_turn=True),)), controller="A", event=False)
    g.create("b", creature(), controller="A")
    g.create("c", creature(), controller="A")
    assert len(g.pending) == 1
    g.priority()  # 514.3a: a trigger waiting in the cleanup step would keep the turn from ending
    g.resolve_top()
    g.end_turn()
    g.end_turn()
    g.create("d", creature(), controller="A")
    assert len(g.pending) == 1  # a new turn: once again, and once only (603.2h over the additional trigger)


def test_no_legal_target_removes_it_and_a_legal_one_must_be_chosen() -> None:
    # 603.3d
    ab = TriggeredAbility("When this enters, destroy target artifact.", event="enters", target="target artifact",
                          instructions=(Destroy(parse_selector("target artifact")),))
    g = Game()
    g.create("x", creature(abilities=(ab,)), controller="A")
    assert g.priority() == [] and g.stack == []
    g.create("r", permanent("Relic", ("artifact",)), controller="A", event=False)
    g.create("y", creature(abilities=(ab,)), controller="A")
    with pytest.raises(TargetError, match="choose a target"):
        g.priority()
    g.priority(targets={g.pending[0].id: ["r"]})
    g.resolve_top()
    assert g.obj("r").zone == "graveyard"


def test_target_that_changed_zones_is_illegal_on_resolution() -> None:
    # 608.2b with 400.7
    ab = TriggeredAbility("When this enters, destroy target artifact.", event="enters", target="target artifact",
                          instructions=(Destroy(parse_selector("target artifact")),))
    g = Game()
    g.create("r", permanent("Relic", ("artifact",)), controller="A", event=False)
    g.create("y", creature(abilities=(ab,)), controller="A")
    g.priority(targets={"t1": ["r"]})
    g.move("r", "hand")
    g.move("r", "battlefield")  # a new object: no longer the target
    g.resolve_top()
    assert g.obj("r").zone == "battlefield"


def test_nth_resolution_counts_this_turn() -> None:
    ab = TriggeredAbility("Whenever another creature enters, scry 1; the second time, draw instead.",
                          event="enters", what=parse_selector("other creature"),
                          instructions=(NthResolution(2, then=(Draw(1),),
                                                    otherwise=(Scry(1),)),))
    g = Game()
    g.create("g", creature(abilities=(ab,)), controller="A", event=False)
    g.create("card", creature(), controller="A", zone="library", event=False)
    for i in range(3):
        g.create(f"c{i}", creature(), controller="A")
        g.priority()
        g.resolve_top()
    assert g.scried["A"] == 2 and sum(1 for e in g.log if e.kind == "draw") == 1


def test_sba_lethal_damage_and_zero_toughness_at_once() -> None:
    # 704.5f, 704.5g
    g = Game()
    g.create("a", creature(pt=(2, 2)), controller="A", event=False)
    g.create("b", creature(pt=(2, 2)), controller="A", event=False)
    g.deal_damage("a", "b", 2)
    g.create_effect(static("x", "target creature", ModifyPT(Const(0), Const(-2))).effect, controller="A",
                    targets=["a"])
    assert sorted(g.check_state_based_actions()) == ["a", "b"]


def test_cast_trigger_sees_the_spell() -> None:
    ab = TriggeredAbility("Whenever a player casts a white spell, you gain 1 life.", event="cast",
                          what=parse_selector("white spell"), instructions=GAIN1)
    g = Game()
    g.create("w", permanent("Watcher", ("artifact",), ab), controller="A", event=False)
    g.create("s1", Characteristics("Spell", colors=frozenset({"white"}), card_types=frozenset({"instant"})),
             controller="B", zone="hand", event=False)
    g.create("s2", Characteristics("Spell", colors=frozenset({"blue"}), card_types=frozenset({"instant"})),
             controller="B", zone="hand", event=False)
    g.cast("s1")
    assert [p.it for p in g.pending] == ["s1"]
    g.cast("s2")  # 117.5: the trigger went on the stack before B could cast again
    assert g.pending == [] and [i.kind for i in g.stack] == [StackKind.SPELL, StackKind.TRIGGER, StackKind.SPELL]


def test_one_or_more_triggers_once_per_event() -> None:
    # 603.2c: "whenever one or more … enter" triggers once for an event with several objects.
    ab = TriggeredAbility("Whenever one or more other creatures enter, gain 1.", event="enters",
                          what=parse_selector("other creature"), one_or_more=True, instructions=GAIN1)
    g = Game()
    g.create("w", creature(abilities=(ab,)), controller="A", event=False)
    g.create_together([("x", creature(), {"controller": "A"}), ("y", creature(), {"controller": "A"})])
    assert len(g.pending) == 1
    g.create("z", creature(), controller="A")
    assert len(g.pending) == 2  # another event


def test_combat_damage_to_a_player_triggers_and_sacrifice_needs_the_same_object() -> None:
    ab = TriggeredAbility("Whenever this deals combat damage to a player, you may sacrifice it. If you do, draw.",
                          event="combat_damage_to_player",
                          instructions=(SacrificeSource("it", then=(Draw(1),)),))
    g = Game()
    g.create("s", creature(abilities=(ab,)), controller="A", event=False)
    g.create("c", Characteristics("Card"), controller="A", zone="library", event=False)
    g.deal_damage_together([("s", "B", 2)], combat=False)
    assert g.pending == []  # not combat damage
    g.deal_damage_together([("s", "B", 2)], combat=True)
    g.priority()
    g.move("s", "hand")
    g.move("s", "battlefield")  # a new object: the ability cannot sacrifice it
    g.resolve_top()
    assert g.obj("s").zone == "battlefield" and g.obj("c").zone == "library"


def test_leaves_ability_returns_every_linked_card_at_once() -> None:
    exile = TriggeredAbility("When this enters, exile target creature.", event="enters", target="target creature",
                             instructions=(Exile(parse_selector("target creature"), link="r"),))
    back = TriggeredAbility("When this leaves, return the exiled card.", event="leaves",
                            instructions=(ReturnExiled(parse_selector("card"), link="r",
                                                      every=True, owner_controls=True),))
    extra = AdditionalTriggers("… an additional time.", "enters", parse_selector("permanent"))
    g = Game()
    g.create("e", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.create("y", creature(), controller="B", event=False)
    g.create("ring", permanent("Ring", ("enchantment",), exile, back), controller="A")
    g.priority(targets={"t1": ["x"], "t2": ["y"]})
    g.resolve_top()
    g.resolve_top()
    g.move("ring", "graveyard")
    g.priority()
    g.resolve_top()
    returns = [e for e in g.log if e.kind == "zone_change" and e.to_zone == "battlefield" and e.object in ("x", "y")]
    assert len(returns) == 2 and returns[0].batch == returns[1].batch
    assert g.obj("x").controller == "B"


def test_exile_one_uses_the_choice_made_on_resolution() -> None:
    ab = TriggeredAbility("When this enters, exile a card from your hand.", event="enters",
                          instructions=(Exile(parse_selector("card in your hand"),
                                                    one=True, link="i"),))
    g = Game()
    g.create("h1", Characteristics("One", colors=frozenset({"red"})), controller="A", zone="hand", event=False)
    g.create("h2", Characteristics("Two", colors=frozenset({"blue"})), controller="A", zone="hand", event=False)
    g.create("m", permanent("Mox", ("artifact",), ab), controller="A")
    g.priority()
    g.resolve_top(chosen=["h2"])
    assert g.obj("h2").zone == "exile" and g.obj("h1").zone == "hand"


def test_do_this_only_once_each_turn_limits_the_action_not_the_trigger() -> None:
    ab = TriggeredAbility("Whenever a creature enters, gain 1 life. Do this only once each turn.", event="enters",
                          what=parse_selector("creature"),
                          instructions=(GainLife(1, once_each_turn=True),))
    g = Game()
    g.create("w", creature(abilities=(ab,)), controller="A", event=False)
    g.create("x", creature(), controller="A")
    g.create("y", creature(), controller="A")
    assert len(g.pending) == 2
    g.priority()
    g.resolve_top()
    g.resolve_top()
    assert g.life["A"] == 21


def test_state_trigger_does_not_trigger_again_while_on_the_stack() -> None:
    # 603.8
    cond = AtMost(0, parse_selector("other creatures you control"), text="no other creatures")
    ab = TriggeredAbility("When you control no other creatures, you gain 1 life.", event="state", condition=cond,
                          instructions=GAIN1)
    g = Game()
    g.create("s", creature(abilities=(ab,)), controller="A", event=False)
    g.priority()
    assert len(g.stack) == 1
    g.priority()
    assert len(g.stack) == 1  # still on the stack: no new trigger
    g.resolve_top()
    g.priority()
    assert len(g.stack) == 1  # true again after it resolved: triggers again
    g.resolve_top()
    g.create("o", creature(), controller="A", event=False)
    g.priority()
    assert g.stack == [] and g.life["A"] == 22


def test_may_pay_is_decided_on_resolution_and_transform_keeps_the_object() -> None:
    back = Characteristics("Back", card_types=frozenset({"creature"}), power=5, toughness=5)
    ab = TriggeredAbility("At the beginning of your upkeep, you may pay {1}. If you do, transform this.",
                          on=BeginningOf(step="your upkeep"),
                          instructions=(MayPay("{1}", then=(Transform("self"),)),))
    card = Characteristics("Front", card_types=frozenset({"creature"}), power=2, toughness=2, abilities=(ab,),
                           back=back)
    g = Game(active_player="B")
    g.create("f", card, controller="A", event=False)
    g.begin_step("upkeep")
    assert g.pending == []  # not A's upkeep
    g.end_turn()
    g.begin_step("upkeep")
    g.priority()
    g.resolve_top()  # A does not pay
    assert g.characteristics(record=False).state("f").pt == "2/2"
    g.begin_step("upkeep")
    g.priority()
    g.resolve_top(chosen=["pay"])
    state = g.characteristics(record=False).state("f")
    assert (state.name, state.pt, g.obj("f").incarnation) == ("Back", "5/5", 0)


def test_resolving_an_empty_stack() -> None:
    from engine.errors import EmptyStackError
    with pytest.raises(EmptyStackError):
        Game().resolve_top()
    assert issubclass(EmptyStackError, IllegalActionError) and issubclass(EmptyStackError, ValueError)


def test_a_game_without_triggers_records_events_without_views() -> None:
    g = Game()
    g.create("x", creature(), controller="A")
    g.move("x", "graveyard")
    assert [e.kind for e in g.log] == ["zone_change", "zone_change"]
    assert all(e.before is None and e.after is None for e in g.log)
    g.create("w", creature("Watcher", abilities=(watcher("dies", "creature"),)), controller="A", event=False)
    g.create("y", creature(), controller="A", event=False)
    g.move("y", "graveyard")
    moved = [e for e in g.log if e.kind == "zone_change"][-1]
    assert moved.before is not None and len(g.pending) == 1


def test_state_trigger_resolves_though_its_state_is_no_longer_true() -> None:
    # 603.8: a state trigger's condition is not an intervening "if" (603.4): it is not
    # checked again as the ability resolves
    cond = AtMost(0, parse_selector("other creatures you control"), text="no other creatures")
    ab = TriggeredAbility("When you control no other creatures, you gain 1 life.", event="state", condition=cond,
                          instructions=GAIN1)
    g = Game()
    g.create("s", creature(abilities=(ab,)), controller="A", event=False)
    g.priority()
    assert len(g.stack) == 1
    g.create("o", creature(), controller="A", event=False)  # the state is false now
    g.resolve_top()
    assert g.life["A"] == 21
    assert not any(e.says is not None and e.says.kind == "resolve.condition_false" for e in g.log)
