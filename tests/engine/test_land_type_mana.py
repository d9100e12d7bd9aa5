"""305.6: a land's basic land types give it their mana abilities, from its types after layer 4
(613.1d); 305.7: setting a land's subtype to a basic land type removes its rules-text abilities and
its old land types' abilities, not the abilities other effects grant (layer 6, 613.1f)."""

from __future__ import annotations

import pytest
from engine_helpers import FLYING, permanent, spec, static

from engine import (
    AddAbilities,
    AddTypes,
    ChangeText,
    Characteristics,
    Game,
    LoseAllAbilities,
    ManaAbility,
    SetLandType,
)
from engine.effects import SetTypes
from engine.errors import EngineError, IllegalActionError

SWAMP_TOO = ("Each land is a Swamp in addition to its other land types.", "each land", AddTypes(subtypes=("Swamp",)))
MOUNTAINS = ("Nonbasic lands are Mountains.", "nonbasic lands", SetLandType("Mountain"))


def _land(name: str, *abilities: object, subtypes: tuple[str, ...] = (),
          supertypes: tuple[str, ...] = ()) -> Characteristics:
    return permanent(name, ("land",), *abilities, subtypes=subtypes, supertypes=supertypes)


def test_a_basic_land_type_gives_its_mana_ability_without_text() -> None:
    # 305.6: "even if the text box doesn't actually contain that text"
    g = Game()
    g.create("f", _land("F", subtypes=("Forest",), supertypes=("basic",)), controller="A")
    assert g.characteristics().state("f").abilities == ("{T}: Add {G}.",)
    assert g.activate_mana("f", 0) == ["G"]
    assert g.mana_pool["A"] == ["G"] and g.objects["f"].tapped


def test_written_mana_ability_of_its_type_is_the_same_ability_not_a_second() -> None:
    g = Game()
    g.create("f", _land("F", ManaAbility("G"), subtypes=("Forest",), supertypes=("basic",)), controller="A")
    assert g.characteristics().state("f").abilities == ("{T}: Add {G}.",)


def test_a_basic_land_type_added_by_an_effect_gives_its_mana_ability() -> None:
    # 305.7 (last sentence): a land that gains a land type keeps its own and gains the new mana ability
    g = Game()
    g.create("u", _land("U", static(*SWAMP_TOO), supertypes=("legendary",)), controller="A")
    g.create("f", _land("F", ManaAbility("G"), subtypes=("Forest",), supertypes=("basic",)), controller="A")
    ev = g.characteristics()
    assert ev.state("f").subtypes == ("Forest", "Swamp")
    assert ev.state("f").abilities == ("{T}: Add {G}.", "{T}: Add {B}.")
    assert ev.state("u").abilities == ("{T}: Add {B}.", "Each land is a Swamp in addition to its other land types.")
    assert g.activate_mana("f", 1) == ["B"]
    assert g.mana_pool["A"] == ["B"]


def test_a_nonland_with_a_basic_land_type_has_no_mana_ability() -> None:
    # 305.6: only an object with the land card type
    g = Game()
    g.create("c", permanent("C", ("artifact",), subtypes=()), controller="A")
    g.create_effect(spec("It is a Swamp.", "target artifact", AddTypes(subtypes=("Swamp",))), controller="A",
                    targets=["c"])
    assert g.characteristics().state("c").abilities == ()


def test_a_land_no_longer_a_land_loses_its_types_mana_ability() -> None:
    # 205.1a: it is an artifact creature instead, its land types gone (205.3d): no intrinsic ability
    g = Game()
    g.create("f", _land("F", ManaAbility("G"), subtypes=("Forest",)), controller="A")
    g.create_effect(spec("It is an artifact creature.", "target land", SetTypes(("artifact", "creature"))),
                    controller="A", targets=["f"])
    assert g.characteristics().state("f").abilities == ()
    with pytest.raises(IllegalActionError):
        g.activate_mana("f", 0)


def test_set_land_type_leaves_exactly_the_new_types_mana_ability() -> None:
    g = Game()
    g.create("n", _land("N", ManaAbility("C"), FLYING, subtypes=("Desert",), supertypes=("legendary",)),
             controller="A")
    g.create("m", permanent("M", ("enchantment",), static(*MOUNTAINS)), controller="A")
    s = g.characteristics().state("n")
    assert s.subtypes == ("Mountain",) and s.abilities == ("{T}: Add {R}.",)
    assert s.supertypes == ("legendary",)  # 305.7: supertypes stay
    assert g.activate_mana("n", 0) == ["R"]


def test_set_land_type_removes_the_old_basic_types_ability() -> None:
    # a nonbasic Forest Island becomes a Mountain: no {G}, no {U}
    g = Game()
    g.create("d", _land("D", ManaAbility("G"), ManaAbility("U"), subtypes=("Forest", "Island")), controller="A")
    g.create("m", permanent("M", ("enchantment",), static(*MOUNTAINS)), controller="A")
    s = g.characteristics().state("d")
    assert s.subtypes == ("Mountain",) and s.abilities == ("{T}: Add {R}.",)


def test_set_land_type_keeps_card_types_and_other_subtypes() -> None:
    g = Game()
    g.create("d", permanent("D", ("land", "creature"), subtypes=("Forest", "Dryad")), controller="A")
    g.create("m", permanent("M", ("enchantment",), static(*MOUNTAINS)), controller="A")
    s = g.characteristics().state("d")
    assert s.card_types == ("land", "creature")
    assert s.subtypes == ("Dryad", "Mountain") and s.abilities == ("{T}: Add {R}.",)


def test_a_basic_land_type_added_after_set_land_type_adds_its_ability_too() -> None:
    # Layer 4 in timestamp order: Mountain (305.7), then Swamp in addition: both mana abilities.
    g = Game()
    g.create("n", _land("N", ManaAbility("C")), controller="A")
    g.create("m", permanent("M", ("enchantment",), static(*MOUNTAINS)), controller="A")
    g.create("s", permanent("S", ("enchantment",), static(*SWAMP_TOO)), controller="A")
    s = g.characteristics().state("n")
    assert s.subtypes == ("Mountain", "Swamp") and s.abilities == ("{T}: Add {R}.", "{T}: Add {B}.")


def test_an_ability_granted_in_layer_6_stays_after_set_land_type() -> None:
    # 305.7: "this doesn't remove any abilities that were granted to the land by other effects" — even one
    # granted by an effect older than the type change: layer 6 applies after layer 4 (613.1d, 613.1f).
    g = Game()
    g.create("n", _land("N"), controller="A")
    g.create_effect(spec("It has '{T}: Add {C}.'", "target land", AddAbilities((ManaAbility("C"),))),
                    controller="A", targets=["n"])
    g.create("m", permanent("M", ("enchantment",), static(*MOUNTAINS)), controller="A")
    s = g.characteristics().state("n")
    assert s.abilities == ("{T}: Add {R}.", "{T}: Add {C}.")
    assert g.activate_mana("n", 1) == ["C"]


def test_losing_all_abilities_in_layer_6_removes_the_types_mana_ability() -> None:
    # 613.1f after 613.1d: the land type's ability is an ability like any other
    g = Game()
    g.create("f", _land("F", subtypes=("Forest",), supertypes=("basic",)), controller="A")
    g.create_effect(spec("It loses all abilities.", "target land", LoseAllAbilities()), controller="A",
                    targets=["f"])
    assert g.characteristics().state("f").abilities == ()


def test_a_land_card_in_hand_has_its_types_mana_ability() -> None:
    g = Game()
    g.create("f", _land("F", subtypes=("Plains",), supertypes=("basic",)), controller="A", zone="hand")
    assert g.characteristics().state("f").abilities == ("{T}: Add {W}.",)


def test_changing_the_land_type_in_its_type_line_changes_its_mana_ability() -> None:
    # 612.1: a text-changing effect changes the text of its type line too (layer 3, 613.1c); the land
    # type it has then gives its mana ability (305.6) — the written {T}: Add {G} was that ability's reminder
    g = Game()
    g.create("f", _land("F", ManaAbility("G"), subtypes=("Forest",), supertypes=("basic",)), controller="A")
    g.create_effect(spec("Replace Forest with Island in its text.", "target land", ChangeText("Forest", "Island")),
                    controller="A", targets=["f"])
    s = g.characteristics().state("f")
    assert s.subtypes == ("Island",) and s.abilities == ("{T}: Add {U}.",)
    assert g.activate_mana("f", 0) == ["U"]


def test_changing_a_creature_type_in_its_own_type_line() -> None:
    g = Game()
    g.create("c", permanent("C", ("creature",), subtypes=("Goblin", "Warrior")), controller="A")
    g.create_effect(spec("Replace Goblin with Elf in its text.", "target creature", ChangeText("Goblin", "Elf")),
                    controller="A", targets=["c"])
    assert g.characteristics().state("c").subtypes == ("Elf", "Warrior")


@pytest.mark.parametrize("land_first", [True, False])
def test_one_effect_making_a_creature_a_forest_land(land_first: bool) -> None:
    # 205.1a then 305.7 within one effect ("is a colorless Forest land"), whichever order its parts are written in
    g = Game()
    g.create("c", permanent("C", ("creature",), FLYING, subtypes=("Bear",)), controller="A")
    parts = (SetTypes(("land",)), SetLandType("Forest"))
    g.create_effect(spec("It is a Forest land.", "target creature", *(parts if land_first else parts[::-1])),
                    controller="A", targets=["c"])
    s = g.characteristics().state("c")
    assert (s.card_types, s.subtypes, s.abilities) == (("land",), ("Forest",), ("{T}: Add {G}.",))


@pytest.mark.parametrize("word", ["Desert", "chosen", "Elf"])
def test_set_land_type_takes_a_basic_land_type_only(word: str) -> None:
    # 305.7 is about basic land types: another word is refused, not applied as if it were one
    with pytest.raises(EngineError, match="305.7"):
        SetLandType.made(word)
