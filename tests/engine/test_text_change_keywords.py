"""612.2: a text-changing effect changes a color word or land type inside a keyword ability
too — landwalk's land type (702.14a), the color of protection (702.16a) — on the object's own
keywords, on copied ones (layer 3 after layer 1), inside an ability that grants one, and on a
token's; never an ability granted to the object (612.3), never its name."""

from __future__ import annotations

from engine_helpers import creature, permanent, spec, static

from engine import AddAbilities, ChangeText, CopyValues, Game, Keyword, rewrite_words


def _walker(g: Game, oid: str, keyword: str = "islandwalk") -> None:
    g.create(oid, creature("Island Walker", abilities=(Keyword(keyword),)), controller="A")


def test_landwalk_gets_the_new_land_type() -> None:
    g = Game()
    _walker(g, "x")
    g.create_effect(spec("Island → Forest.", "target creature", ChangeText("Island", "Forest")), controller="A",
                    targets=["x"])
    s = g.characteristics().state("x")
    assert s.abilities == ("Forestwalk",)
    assert s.name == "Island Walker"  # 612.2: never a name


def test_protection_gets_the_new_color() -> None:
    g = Game()
    g.create("x", creature(abilities=(Keyword("protection from red"),)), controller="A")
    g.create_effect(spec("red → blue.", "target creature", ChangeText("red", "blue")), controller="A", targets=["x"])
    assert g.characteristics().state("x").abilities == ("Protection from blue",)


def test_a_copy_copies_the_printed_keyword_and_its_own_can_be_changed() -> None:
    g = Game()
    _walker(g, "x")
    g.create_effect(spec("Island → Forest.", "target creature", ChangeText("Island", "Forest")), controller="A",
                    targets=["x"])
    g.create("copy", creature("Copy", (0, 0)), controller="A")
    g.create_effect(spec("It becomes a copy of target creature.", "self", CopyValues(of_target=True)),
                    controller="A", source="copy", targets=["x"])
    ev = g.characteristics()
    assert ev.state("copy").abilities == ("Islandwalk",)  # 707.2: the text change is not copied
    g.create_effect(spec("Island → Swamp.", "target creature", ChangeText("Island", "Swamp")), controller="A",
                    targets=["copy"])
    assert g.characteristics().state("copy").abilities == ("Swampwalk",)  # 613.1c after 613.1a


def test_the_keyword_in_a_granting_ability_changes_but_not_a_granted_one() -> None:
    g = Game()
    g.create("c", creature(), controller="A")
    grant = static("Enchanted creature has islandwalk.", "enchanted creature", AddAbilities((Keyword("islandwalk"),)))
    g.create("aura", permanent("Aura", ("enchantment",), grant, subtypes=("Aura",)), controller="A",
             attached_to="c")
    g.create("d", creature(), controller="A")
    g.create_effect(spec("It gains islandwalk.", "target creature", AddAbilities((Keyword("islandwalk"),))),
                    controller="A", targets=["d"])
    for target in ("aura", "d"):
        g.create_effect(spec("Island → Mountain.", "target permanent", ChangeText("Island", "Mountain")),
                        controller="A", targets=[target])
    ev = g.characteristics()
    assert ev.state("c").abilities == ("Mountainwalk",)  # the Aura's text changed
    assert ev.state("d").abilities == ("Islandwalk",)  # 612.3: a granted ability is no text of d


def test_other_words_of_a_keyword_stay() -> None:
    assert rewrite_words(Keyword("snow swampwalk"), "Swamp", "Island") == Keyword("snow islandwalk")
    assert rewrite_words(Keyword("nonbasic landwalk"), "Island", "Forest") == Keyword("nonbasic landwalk")
    assert rewrite_words(Keyword("flying"), "red", "blue") == Keyword("flying")
    assert rewrite_words(Keyword("Islandwalk"), "Swamp", "Forest") == Keyword("Islandwalk")
