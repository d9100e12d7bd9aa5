"""Copy effects (707) and face-down values (708.2), with anonymous objects."""

from __future__ import annotations

from engine import (
    PT,
    AddAbilities,
    AddTypes,
    AsEntersAbility,
    Const,
    CopyValues,
    Game,
    Keyword,
    ModifyPT,
    SetColors,
    SetPT,
    parse_selector,
)
from engine.keywords import KeywordFor
from tests.engine.engine_helpers import creature, spec, static

TARMO = static("This creature's power is 4 and its toughness is 5.", "self",
               SetPT(Const(4), Const(5), defining=True), cda=True)
DEVOID = static("This creature is colorless.", "self", SetColors(()), cda=True)
CHANGELING = static("This creature is every creature type.", "self", AddTypes(subtypes=("Elf", "Goblin")), cda=True)


def as_copy(**exceptions: object) -> AsEntersAbility:
    """"You may have this creature enter as a copy of any creature on the battlefield, except …"."""
    return AsEntersAbility("Enter as a copy of a creature.", copy=parse_selector("creature"),
                           exceptions=CopyValues("copy", **exceptions))  # type: ignore[arg-type]


def clone_with(**exceptions: object) -> object:
    return creature("Shapeshifter", pt=(0, 0), colors=("blue",), abilities=(as_copy(**exceptions),))


def test_a_copy_of_a_copy_copies_the_copied_values() -> None:
    # 707.3: the first copy's copiable values are those it copied; a copy of it gets them.
    g = Game()
    g.create("bear", creature("Bear", pt=(2, 2), colors=("green",), subtypes=("Bear",)), controller="A")
    g.create("c1", clone_with(), controller="A", choices={"copy": "bear"})  # type: ignore[arg-type]
    g.create("c2", clone_with(), controller="B", choices={"copy": "c1"})  # type: ignore[arg-type]
    s = g.characteristics().state("c2")
    assert (s.name, s.pt, s.colors, s.subtypes) == ("Bear", "2/2", ("green",), ("Bear",))


def test_other_effects_and_counters_are_not_copied() -> None:
    # 707.2: only copiable values; the original's +1/+1 counter and a +3/+3 effect stay on it.
    g = Game()
    g.create("bear", creature("Bear", pt=(2, 2)), controller="A")
    g.put_counters("bear", "+1/+1")
    g.create_effect(spec("+3/+3", "target creature", ModifyPT(Const(3), Const(3))), controller="A", targets=["bear"])
    g.create("c1", clone_with(), controller="A", choices={"copy": "bear"})  # type: ignore[arg-type]
    ev = g.characteristics()
    assert (ev.state("bear").pt, ev.state("c1").pt) == ("6/6", "2/2")


def test_707_9a_an_ability_gained_in_copying_is_copiable() -> None:
    haste = Keyword("haste")
    g = Game()
    g.create("bear", creature("Bear", pt=(2, 2)), controller="A")
    g.create("c1", clone_with(plus=(haste,)), controller="A", choices={"copy": "bear"})  # type: ignore[arg-type]
    g.create("c2", clone_with(), controller="A", choices={"copy": "c1"})  # type: ignore[arg-type]
    ev = g.characteristics()
    assert ev.state("c1").abilities == ("Haste",) and ev.state("c2").abilities == ("Haste",)


def test_707_9b_except_it_is_7_7_and_707_9d_its_pt_cda_is_not_copied() -> None:
    g = Game()
    g.create("goyf", creature("Goyf", pt=(0, 1), abilities=(TARMO,)), controller="A")
    g.create("big", clone_with(pt=PT(7, 7)), controller="A", choices={"copy": "goyf"})  # type: ignore[arg-type]
    g.create("plain", clone_with(), controller="A", choices={"copy": "goyf"})  # type: ignore[arg-type]
    ev = g.characteristics()
    assert ev.state("goyf").pt == "4/5"
    assert (ev.state("big").pt, ev.state("big").abilities) == ("7/7", ())  # 707.9d
    assert (ev.state("plain").pt, ev.state("plain").abilities) == ("4/5", (TARMO.text,))
    # 707.9b: 7/7 is a copiable value of the copy
    g.create("third", clone_with(), controller="A", choices={"copy": "big"})  # type: ignore[arg-type]
    assert g.characteristics().state("third").pt == "7/7"


def test_707_9c_colors_not_copied_and_707_9d_a_color_cda_is_not_copied() -> None:
    g = Game()
    g.create("eldrazi", creature("Eldrazi", pt=(3, 3), colors=("black",), abilities=(DEVOID,)), controller="A")
    g.create("c1", clone_with(keep_colors=True), controller="A", choices={"copy": "eldrazi"})  # type: ignore[arg-type]
    ev = g.characteristics()
    assert ev.state("eldrazi").colors == ()
    assert (ev.state("c1").name, ev.state("c1").colors, ev.state("c1").abilities) == ("Eldrazi", ("blue",), ())


def test_707_9d_does_not_apply_to_types_in_addition() -> None:
    # "except it's an artifact in addition to its other types": a type-defining CDA is copied.
    g = Game()
    g.create("shifter", creature("Shifter", pt=(1, 1), abilities=(CHANGELING,)), controller="A")
    g.create("c1", clone_with(add_card_types=("artifact",)), controller="A",  # type: ignore[arg-type]
             choices={"copy": "shifter"})
    s = g.characteristics().state("c1")
    assert s.card_types == ("artifact", "creature")
    assert s.subtypes == ("Elf", "Goblin") and s.abilities == (CHANGELING.text,)


def test_707_9b_name_and_kept_types() -> None:
    g = Game()
    g.create("bear", creature("Bear", pt=(2, 2), subtypes=("Bear",)), controller="A")
    g.create("c1", clone_with(name="Copycat", keep=("types",)), controller="A",  # type: ignore[arg-type]
             choices={"copy": "bear"})
    s = g.characteristics().state("c1")
    assert (s.name, s.subtypes, s.pt) == ("Copycat", (), "2/2")


def test_708_2_copying_a_face_down_permanent_gets_the_face_down_values() -> None:
    g = Game()
    g.create("morph", creature("Hidden Dragon", pt=(5, 5), colors=("red",), abilities=(Keyword("flying"),)),
             controller="A", face_down=True)
    g.create("c1", clone_with(), controller="B", choices={"copy": "morph"})  # type: ignore[arg-type]
    s = g.characteristics().state("c1")
    assert (s.name, s.pt, s.colors, s.card_types, s.abilities, s.face_down) == ("", "2/2", (), ("creature",), (),
                                                                                 False)
    g.turn_face_up("morph")  # the copy copied the values as it entered (608.2h)
    ev = g.characteristics()
    assert ev.state("morph").name == "Hidden Dragon" and ev.state("c1").pt == "2/2"


def test_707_4_becoming_a_copy_on_the_battlefield() -> None:
    # The same object: no zone change, its counters and noncopy effects stay, its timestamp too.
    g = Game()
    g.create("elf", creature("Elf", pt=(1, 1), subtypes=("Elf",)), controller="A")
    g.create("giant", creature("Giant", pt=(4, 4), subtypes=("Giant",)), controller="B")
    g.create("me", creature("Shifter", pt=(0, 0)), controller="A")
    g.put_counters("me", "+1/+1")
    g.create_effect(spec("+2/+0", "target creature", ModifyPT(Const(2), Const(0))), controller="A", targets=["me"])
    stamp, moves = g.obj("me").timestamp, len([e for e in g.log if e.kind == "zone_change"])
    g.create_effect(spec("It becomes a copy of target creature.", "self", CopyValues(of_target=True)),
                    controller="A", source="me", targets=["elf"])
    assert g.characteristics().state("me").pt == "4/2"  # Elf 1/1 + counter + the +2/+0
    g.create_effect(spec("It becomes a copy of target creature.", "self", CopyValues(of_target=True)),
                    controller="A", source="me", targets=["giant"])
    s = g.characteristics().state("me")
    assert (s.name, s.subtypes, s.pt) == ("Giant", ("Giant",), "7/5")  # the later copy effect wins (613.7)
    assert g.obj("me").timestamp == stamp and g.obj("me").incarnation == 0
    assert len([e for e in g.log if e.kind == "zone_change"]) == moves


def test_707_6_as_enters_choices_are_made_anew_for_the_copy() -> None:
    choose = AsEntersAbility("As this creature enters, choose a color.", choose="color")
    protection = static("This creature has protection from the chosen color.", "self",
                        AddAbilities((KeywordFor("protection from {}", "chosen color"),)))
    g = Game()
    g.create("angel", creature("Angel", abilities=(choose, protection)), controller="A", choices={"color": "blue"})
    g.create("c1", clone_with(), controller="B", choices={"copy": "angel", "color": "red"})  # type: ignore[arg-type]
    ev = g.characteristics()
    assert "Protection from blue" in ev.state("angel").abilities
    assert "Protection from red" in ev.state("c1").abilities and "Protection from blue" not in ev.state("c1").abilities


def test_chosen_type_characteristics_and_a_copy_choosing_its_own() -> None:
    # "As this enters, choose a creature type. This creature is the chosen type in addition to
    # its other types. Other creatures you control of the chosen type get +1/+1." (607.2d; the
    # copy's controller chooses anew, 707.6)
    from engine import AddTypes as Add

    choose = AsEntersAbility("As this creature enters, choose a creature type.", choose="creature type")
    is_type = static("This creature is the chosen type in addition to its other types.", "self", Add(subtypes=("chosen",)))
    lord = static("Other creatures you control of the chosen creature type get +1/+1.",
                  "other creatures you control of the chosen creature type", ModifyPT(Const(1), Const(1)))
    g = Game()
    g.create("elf", creature("Elf", pt=(1, 1), subtypes=("Elf",)), controller="A")
    g.create("goblin", creature("Goblin", pt=(1, 1), subtypes=("Goblin",)), controller="A")
    g.create("mimic", creature("Mimic", pt=(2, 1), subtypes=("Shapeshifter",), abilities=(choose, is_type, lord)),
             controller="A", choices={"creature type": "Elf"})
    ev = g.characteristics()
    assert ev.state("mimic").subtypes == ("Shapeshifter", "Elf")
    assert (ev.state("elf").pt, ev.state("goblin").pt, ev.state("mimic").pt) == ("2/2", "1/1", "2/1")
    g.create("c1", clone_with(), controller="A",  # type: ignore[arg-type]
             choices={"copy": "mimic", "creature type": "Goblin"})
    ev = g.characteristics()
    assert ev.state("c1").subtypes == ("Shapeshifter", "Goblin")  # not Elf: the choice is not copied
    assert (ev.state("elf").pt, ev.state("goblin").pt) == ("2/2", "2/2")
    assert (ev.state("mimic").pt, ev.state("c1").pt) == ("2/1", "2/1")
