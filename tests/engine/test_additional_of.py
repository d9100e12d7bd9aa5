"""603.2d by the source of the ability ("if a triggered ability of a legendary creature you
control triggers …") and the "with power N or less" selector trailer. Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.conditions import AtLeast
from engine.effects import EffectSpec, ModifyPT
from engine.expressions import Const
from engine.instructions import GainLife

GAIN1 = (GainLife(1),)
ENTERS = TriggeredAbility("Whenever another creature enters, you gain 1 life.", event="enters",
                          what=parse_selector("other creature"), instructions=GAIN1)
DIES = TriggeredAbility("When this dies, you gain 1 life.", event="dies", instructions=GAIN1)


def doubler(of: str) -> AdditionalTriggers:
    return AdditionalTriggers("… triggers an additional time.", "", of=parse_selector(of))


def test_of_counts_any_event_of_a_matching_source() -> None:
    g = Game()
    g.create("d", permanent("Echo", ("enchantment",), doubler("legendary creature you control")), controller="A",
             event=False)
    g.create("legend", permanent("Legend", ("creature",), ENTERS, DIES, supertypes=("legendary",)),
             controller="A", event=False)
    g.create("plain", creature("Plain", abilities=(ENTERS,)), controller="A", event=False)
    g.create("x", creature(), controller="A")
    assert [p.source for p in g.pending] == ["legend", "legend", "plain"]
    assert [p.additional for p in g.pending] == [False, True, False]
    g.priority()
    g.resolve_top(), g.resolve_top(), g.resolve_top()
    g.move("legend", "graveyard")  # a dies trigger counts too: no event named
    assert [p.source for p in g.pending] == ["legend", "legend"]


def test_of_judges_the_source_as_it_is_now() -> None:
    # "with power 2 or less": the power after the layers (7c here)
    g = Game()
    g.create("d", permanent("Lookout", ("creature",), doubler("creature you control with power 2 or less")),
             controller="A", event=False)
    g.create("w", creature("Watcher", (1, 1), abilities=(ENTERS,)), controller="A", event=False)
    g.create("x", creature(), controller="A")
    assert len(g.pending) == 2
    g.pending.clear()
    g.create_effect(EffectSpec("+2/+0", parse_selector("target creature"), (ModifyPT(Const(2), Const(0)),)),
                    controller="A", targets=["w"])
    g.create("y", creature(), controller="A")
    assert len(g.pending) == 1


def test_of_does_not_count_an_opponents_permanent() -> None:
    g = Game()
    g.create("d", permanent("Echo", ("enchantment",), doubler("creature you control")), controller="A", event=False)
    g.create("w", creature("Watcher", abilities=(ENTERS,)), controller="B", event=False)
    g.create("x", creature(), controller="A")
    assert len(g.pending) == 1


def test_with_power_or_less_excludes_objects_without_power() -> None:
    sel = parse_selector("permanents with power 2 or less")
    assert sel.max_power == 2
    g = Game()
    g.create("a", permanent("Thing", ("artifact",)), controller="A", event=False)
    g.create("c", creature(pt=(2, 5)), controller="A", event=False)
    g.create("big", creature(pt=(3, 3)), controller="A", event=False)
    from engine.selectors import Context
    assert sel.select(Context(views=g.characteristics().views)) == ["c"]


def test_a_condition_is_checked_when_the_ability_triggers() -> None:
    cond = AtLeast(2, parse_selector("artifacts you control"), text="two or more artifacts")
    extra = AdditionalTriggers("… an additional time.", "enters", parse_selector("creature"), condition=cond)
    g = Game()
    g.create("d", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("w", creature("Watcher", abilities=(ENTERS,)), controller="A", event=False)
    g.create("x", creature(), controller="A")
    assert len(g.pending) == 1  # one artifact: not yet
    g.create("a2", permanent("Thing", ("artifact",)), controller="A", event=False)
    g.create("y", creature(), controller="A")
    assert len(g.pending) == 3


def test_a_union_of_phrases_and_leaving_covers_dying() -> None:
    # "If a legendary permanent or an artifact entering or leaving the battlefield causes …"
    from engine.selectors import union
    what = union([parse_selector("legendary permanent"), parse_selector("artifact")])
    extra = AdditionalTriggers("… an additional time.", ("enters", "leaves"), what)
    dies = TriggeredAbility("Whenever a creature you control dies, you gain 1 life.", event="dies",
                            what=parse_selector("creature you control"), instructions=GAIN1)
    g = Game()
    g.create("d", permanent("Wizard", ("creature",), extra), controller="A", event=False)
    g.create("w", creature("Watcher", abilities=(dies,)), controller="A", event=False)
    g.create("legend", permanent("Legend", ("creature",), supertypes=("legendary",)), controller="A", event=False)
    g.create("golem", permanent("Golem", ("artifact", "creature")), controller="A", event=False)
    g.create("plain", creature(), controller="A", event=False)
    for oid, times in (("legend", 2), ("golem", 2), ("plain", 1)):
        g.pending.clear()
        g.move(oid, "graveyard")
        assert len(g.pending) == times, oid


def test_a_union_is_of_each_selectors_only() -> None:
    import pytest

    from engine.errors import SelectorSyntaxError
    from engine.selectors import union
    with pytest.raises(SelectorSyntaxError):
        union([parse_selector("target creature"), parse_selector("artifact")])


def test_of_the_chosen_creature_type_uses_the_linked_choice() -> None:
    # 607.2d: the choice made by the "as enters" ability of the same object
    from engine.abilities import AsEntersAbility
    choose = AsEntersAbility("As this enters, choose a creature type.", choose="creature type")
    extra = doubler("other creature you control of the chosen creature type")
    g = Game()
    g.create("t", creature("Throne", abilities=(choose, extra)), controller="A", event=False,
             choices={"creature type": "Cleric"})
    g.create("cleric", creature("Watcher", abilities=(ENTERS,), subtypes=("Cleric",)), controller="A", event=False)
    g.create("elf", creature("Watcher", abilities=(ENTERS,), subtypes=("Elf",)), controller="A", event=False)
    g.create("x", creature(), controller="A")
    assert [p.source for p in g.pending] == ["cleric", "cleric", "elf"]
    g.pending.clear()
    g.create("u", creature("Unchosen", abilities=(extra,)), controller="A", event=False)  # no choice: 607.5a
    g.create("y", creature(), controller="A")
    assert [p.source for p in g.pending] == ["cleric", "cleric", "elf"]
