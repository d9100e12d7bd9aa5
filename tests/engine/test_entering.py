"""How a permanent enters (614.1c–d, 614.12, 616.1c, 707.5, 122.6), with anonymous objects."""

from __future__ import annotations

import pytest

from engine import AsEntersAbility, Game, MoreCounters, ReplacementAbility, parse_selector
from engine.errors import ChoiceError
from engine.replacement import AsCopy, EntersWould, Tapped, WithCounters
from tests.engine.engine_helpers import creature, permanent


def rep(text: str, event: object, *instead: object, self_replacement: bool = False,
        optional: bool = False) -> ReplacementAbility:
    return ReplacementAbility(text, event, tuple(instead), self_replacement, optional)  # type: ignore[arg-type]


ORB = rep("Permanents enter tapped.", EntersWould(parse_selector("permanent")), Tapped())


def test_614_12_a_general_enters_tapped_effect_does_not_apply_to_its_own_permanent() -> None:
    g = Game()
    g.create("orb", permanent("Orb", ("artifact",), ORB), controller="A")
    assert g.obj("orb").tapped is False  # 614.12: it affects a general subset, so not itself
    g.create("rock", permanent("Rock", ("artifact",)), controller="B")
    assert g.obj("rock").tapped is True  # one entering after it


def test_614_12_an_effect_about_only_itself_applies_to_its_own_entering() -> None:
    own = rep("This artifact enters tapped.", EntersWould(), Tapped())
    g = Game()
    g.create("slow", permanent("Slow", ("artifact",), own), controller="A")
    assert g.obj("slow").tapped is True


def test_614_12_permanents_entering_together_do_not_see_each_others_effects() -> None:
    g = Game()
    g.create_together([("orb", permanent("Orb", ("artifact",), ORB), {"controller": "A"}),
                       ("rock", permanent("Rock", ("artifact",)), {"controller": "A"})])
    assert (g.obj("orb").tapped, g.obj("rock").tapped) == (False, False)
    g.move_together(["orb", "rock"], "graveyard")
    g.move_together(["orb", "rock"], "battlefield")
    assert (g.obj("orb").tapped, g.obj("rock").tapped) == (False, False)
    g.move("rock", "hand")
    g.move("rock", "battlefield")
    assert g.obj("rock").tapped is True  # now the orb is on the battlefield


SCALES = MoreCounters("If one or more +1/+1 counters would be put on a creature you control, twice that many "
                      "are put on it instead.", "+1/+1", parse_selector("creature you control"), double=True)


def test_122_6_counters_it_enters_with_are_put_on_it_and_replaced() -> None:
    g = Game()
    g.create("scales", permanent("Scales", ("enchantment",), SCALES), controller="A")
    g.create("bear", creature("Bear"), controller="A", counters={"+1/+1": 2})
    assert g.obj("bear").counters == {"+1/+1": 4}
    g.create("wolf", creature("Wolf"), controller="B", counters={"+1/+1": 2})
    assert g.obj("wolf").counters == {"+1/+1": 2}  # not a creature A controls


def test_614_12_its_own_counter_replacement_does_not_see_its_own_entering() -> None:
    g = Game()
    g.create("hydra", creature("Hydra", abilities=(SCALES,)), controller="A", counters={"+1/+1": 2})
    assert g.obj("hydra").counters == {"+1/+1": 2}  # "a creature you control": a general subset


CLONE = AsEntersAbility("You may have this creature enter as a copy of any creature on the battlefield.",
                        copy=parse_selector("creature"))


def test_614_12a_a_cast_permanent_enters_as_a_copy_of_the_object_chosen_for_it() -> None:
    g = Game()
    g.create("bear", creature("Bear", (3, 3)), controller="B")
    g.create("clone", creature("Clone", (0, 0), abilities=(CLONE,)), controller="A", zone="hand")
    g.entering_choices["clone"] = {"copy": "bear"}
    g.cast("clone")
    g.resolve_top()
    state = g.characteristics().state("clone")
    assert (state.name, state.pt, state.zone) == ("Bear", "3/3", "battlefield")


def test_a_card_returned_to_the_battlefield_copies_anew() -> None:
    g = Game()
    g.create("bear", creature("Bear", (3, 3)), controller="B")
    g.create("wolf", creature("Wolf", (4, 4)), controller="B")
    g.create("clone", creature("Clone", (0, 0), abilities=(CLONE,)), controller="A", choices={"copy": "bear"})
    assert g.characteristics().state("clone").name == "Bear"
    g.move("clone", "graveyard")
    g.entering_choices["clone"] = {"copy": "wolf"}
    g.move("clone", "battlefield")
    assert g.characteristics().state("clone").pt == "4/4"  # a new object (400.7), a new choice
    g.move("clone", "hand")
    g.move("clone", "battlefield")  # no choice this time: it enters as itself ("you may")
    assert g.characteristics().state("clone").pt == "0/0"


ESSENCE = rep("Creatures you control enter as a copy of this creature.",
              EntersWould(parse_selector("creature you control")), AsCopy(parse_selector("self")))


def test_616_1f_enters_as_a_copy_of_this_and_its_own_enters_tapped_no_longer_applies() -> None:
    g = Game()
    g.create("essence", creature("Essence", (6, 6), abilities=(ESSENCE,)), controller="A")
    slow = rep("This creature enters tapped.", EntersWould(), Tapped())
    g.create("sentinel", creature("Sentinel", (3, 4), abilities=(slow,)), controller="A", zone="hand")
    g.cast("sentinel")
    g.resolve_top()
    state = g.characteristics().state("sentinel")
    assert (state.name, state.pt, g.obj("sentinel").tapped) == ("Essence", "6/6", False)
    g.create("other", creature("Other"), controller="B")
    assert g.characteristics().state("other").name == "Other"  # not a creature A controls


def test_a_mandatory_copy_needs_its_choice_when_there_is_an_object_to_copy() -> None:
    must = rep("This creature enters as a copy of a creature you control.", EntersWould(),
               AsCopy(parse_selector("creature you control")), self_replacement=True)
    g = Game()
    g.create("alone", creature("Alone", (1, 1), abilities=(must,)), controller="A")
    assert g.characteristics().state("alone").name == "Alone"  # nothing to copy
    g.create("bear", creature("Bear", (3, 3)), controller="A")
    with pytest.raises(ChoiceError, match="choose which"):
        g.create("second", creature("Second", (1, 1), abilities=(must,)), controller="A")


def test_with_counters_still_enters_with_them() -> None:
    g = Game()
    grow = rep("Each creature you control enters with an additional +1/+1 counter on it.",
               EntersWould(parse_selector("creature you control")), WithCounters(1))
    g.create("grow", permanent("Grow", ("enchantment",), grow), controller="A")
    g.create("bear", creature("Bear"), controller="A", counters={"+1/+1": 1})
    assert g.obj("bear").counters == {"+1/+1": 2}
