"""The layer system: CDAs, timestamps, dependencies, loops, lock-in, copy, face-down, text."""

from __future__ import annotations

from engine_helpers import FLYING, creature, permanent, spec, static

from engine import (
    AddAbilities,
    AddTypes,
    ChangeText,
    Const,
    CopyValues,
    Duration,
    Game,
    Keyword,
    LoseAbilities,
    LoseAllAbilities,
    ManaValue,
    ModifyPT,
    SetColors,
    SetLandType,
    SetPT,
    SpellAbility,
    parse_selector,
    rewrite_words,
)
from engine.instructions import Destroy


def test_later_timestamp_wins_and_attaching_gives_a_new_timestamp() -> None:
    g = Game()
    g.create("c", creature(), controller="A")
    gain = static("Enchanted creature has flying.", "enchanted creature", AddAbilities((FLYING,)))
    lose = static("Enchanted creature loses flying.", "enchanted creature", LoseAbilities(("flying",)))
    g.create("gain", permanent("Aura 1", ("enchantment",), gain, subtypes=("Aura",)), controller="A",
             attached_to="c")
    g.create("lose", permanent("Aura 2", ("enchantment",), lose, subtypes=("Aura",)), controller="A",
             attached_to="c")
    g.create("d", creature(), controller="A")
    assert "Flying" not in g.characteristics().state("c").abilities
    g.attach("gain", "c")  # 701.3b: already attached to it — nothing happens
    assert "Flying" not in g.characteristics().state("c").abilities
    g.attach("gain", "d")
    g.attach("gain", "c")  # 613.7e: a new timestamp
    assert "Flying" in g.characteristics().state("c").abilities


def test_cda_applies_first_in_its_layer() -> None:
    g = Game()
    # A non-CDA effect with an earlier timestamp, then a CDA on a later object.
    g.create("lord", permanent("Lord", ("enchantment",),
                               static("Each Shapeshifter is also a Wizard.", "each Shapeshifter",
                                      AddTypes(subtypes=("Wizard",)))), controller="A")
    every = static("This is every creature type.", "self", AddTypes(subtypes=("Shapeshifter",)), cda=True)
    g.create("c", creature(abilities=(every,)), controller="A")
    ev = g.characteristics()
    layer4 = [t for t in ev.trace if t.layer.current == "4"]
    assert [t.order for t in layer4] == ["cda", "timestamp"]
    assert ev.state("c").subtypes == ("Shapeshifter", "Wizard")


def test_cda_then_set_then_modify_then_switch() -> None:
    g = Game()
    count = static("P/T equal to the number of cards in all graveyards.", "self",
                   SetPT(Const(5), Const(6), defining=True), cda=True)
    g.create("c", creature(pt=(0, 0), abilities=(count,)), controller="A")
    assert g.characteristics().state("c").pt == "5/6"
    g.create_effect(spec("It is 1/1.", "target creature", SetPT(Const(1), Const(1))), controller="A", targets=["c"])
    assert g.characteristics().state("c").pt == "1/1"


def test_dependency_overrides_timestamp() -> None:
    # A (earlier): each Island is also a Swamp. B (later): each land is also an Island.
    # B changes what A applies to, so A depends on B and applies after it (613.8a-b).
    g = Game()
    g.create("a", permanent("A", ("enchantment",), static("Each Island is also a Swamp.", "each Island",
                                                              AddTypes(subtypes=("Swamp",)))), controller="A")
    g.create("b", permanent("B", ("enchantment",), static("Each land is also an Island.", "each land",
                                                              AddTypes(subtypes=("Island",)))), controller="A")
    g.create("f", permanent("Land", ("land",), subtypes=("Forest",)), controller="A")
    ev = g.characteristics()
    assert ev.state("f").subtypes == ("Forest", "Island", "Swamp")
    assert [(d.dependent, d.depends_on) for d in ev.dependencies] == [("a/printed:0", "b/printed:0")]
    order = [(t.effect, t.order) for t in ev.trace if t.layer.current == "4"]
    # then 305.6, after every layer-4 effect: the land's basic land types give their mana abilities
    assert order == [("b/printed:0", "timestamp"), ("a/printed:0", "dependency"), ("f/land-types", "rule")]
    assert ev.state("f").abilities == ("{T}: Add {G}.", "{T}: Add {U}.", "{T}: Add {B}.")


def test_dependency_loop_falls_back_to_timestamps() -> None:
    # Two nonbasic lands, each with "nonbasic lands are Mountains": each would remove the
    # other's ability, so each depends on the other: a loop, applied in timestamp order.
    g = Game()
    moon = static("Nonbasic lands are Mountains.", "nonbasic lands", SetLandType("Mountain"))
    g.create("p", permanent("P", ("land",), moon), controller="A")
    g.create("q", permanent("Q", ("land",), moon), controller="A")
    ev = g.characteristics()
    deps = {(d.dependent, d.depends_on) for d in ev.dependencies}
    assert deps == {("p/printed:0", "q/printed:0"), ("q/printed:0", "p/printed:0")}
    entries = [t for t in ev.trace if t.layer.current == "4"]
    assert (entries[0].effect, entries[0].order, entries[0].applied) == ("p/printed:0", "loop", True)
    assert entries[1].effect == "q/printed:0" and not entries[1].applied
    assert ev.state("p").subtypes == ("Mountain",) and ev.state("q").subtypes == ("Mountain",)


def test_lock_in_keeps_applying_after_the_ability_is_lost() -> None:
    # "All creatures lose all abilities and are 1/1" on a creature: it loses the ability in
    # layer 6 but the effect, once started, still applies in 7b (613.6).
    g = Game()
    humble = static("All creatures lose all abilities and have base P/T 1/1.", "all creatures",
                    LoseAllAbilities(), SetPT(Const(1), Const(1)))
    g.create("h", creature(pt=(4, 4), abilities=(humble,)), controller="A")
    g.create("c", creature(pt=(3, 3), abilities=(FLYING,)), controller="A")
    ev = g.characteristics()
    assert ev.state("h").pt == "1/1" and ev.state("c").pt == "1/1"
    assert ev.state("h").abilities == () and ev.state("c").abilities == ()


def test_lock_in_same_set_of_objects() -> None:
    # Layer 4 makes noncreature artifacts creatures; in 7b the same objects are 2/2 even
    # though they are no longer "noncreature artifacts".
    g = Game()
    anim = static("Noncreature artifacts are 2/2 artifact creatures.", "noncreature artifacts",
                  AddTypes(card_types=("creature",)), SetPT(Const(2), Const(2)))
    g.create("src", permanent("Source", ("enchantment",), anim), controller="A")
    g.create("art", permanent("Art", ("artifact",)), controller="A")
    assert g.characteristics().state("art").pt == "2/2"


def test_a_resolved_effect_fixes_its_set_when_created() -> None:
    g = Game()
    g.create("w1", creature(colors=("white",)), controller="A")
    g.create_effect(spec("White creatures get +1/+1 until end of turn.", "white creatures",
                         ModifyPT(Const(1), Const(1))), controller="A", duration=Duration.END_OF_TURN)
    g.create("w2", creature(colors=("white",)), controller="A")
    ev = g.characteristics()
    assert (ev.state("w1").pt, ev.state("w2").pt) == ("3/3", "2/2")
    g.end_turn()
    assert g.characteristics().state("w1").pt == "2/2"


def test_a_static_effect_sees_colors_from_layer_5() -> None:
    g = Game()
    g.create("anthem", permanent("Anthem", ("enchantment",), static("White creatures get +1/+1.", "white creatures",
                                                                    ModifyPT(Const(1), Const(1)))), controller="A")
    g.create("c", creature(colors=("black",)), controller="A")
    assert g.characteristics().state("c").pt == "2/2"
    g.create_effect(spec("It becomes white.", "target creature", SetColors(("white",))), controller="A",
                    targets=["c"])
    assert g.characteristics().state("c").pt == "3/3"


def test_ability_granted_in_layer_6_applies_in_layer_7() -> None:
    g = Game()
    pump = static("This gets +1/+1.", "self", ModifyPT(Const(1), Const(1)))
    g.create("c", creature(), controller="A")
    e = g.create_effect(spec("It gains 'this gets +1/+1'.", "target creature", AddAbilities((pump,))),
                        controller="A", targets=["c"])
    ev = g.characteristics()
    assert ev.state("c").pt == "3/3"
    granted = [t for t in ev.trace if t.layer.current == "7c"][0]
    assert granted.timestamp == e.timestamp  # 613.7a: the later of object and granting effect


def test_copy_uses_copiable_values_only() -> None:
    g = Game()
    g.create("orig", creature("Original", pt=(2, 2), colors=("green",), subtypes=("Bear",), cost="{1}{G}"),
             controller="B")
    g.put_counters("orig", "+1/+1")
    g.create_effect(spec("It gets +3/+3.", "target creature", ModifyPT(Const(3), Const(3))), controller="B",
                    targets=["orig"])
    g.create("copy", creature("Copier", pt=(0, 0)), controller="A")
    g.create_effect(spec("It becomes a copy.", "target creature", CopyValues("copy")), controller="A",
                    targets=["copy"], choices={"copy": "orig"})
    state = g.characteristics().state("copy")
    assert (state.name, state.pt, state.colors, state.subtypes, state.mana_value) == (
        "Original", "2/2", ("green",), ("Bear",), 2)


def test_face_down() -> None:
    g = Game()
    g.create("m", creature("Angel", pt=(4, 5), colors=("white",), abilities=(FLYING,), cost="{4}{W}{W}"),
             controller="A", face_down=True)
    s = g.characteristics().state("m")
    assert (s.name, s.pt, s.colors, s.card_types, s.subtypes, s.abilities, s.mana_value) == (
        "", "2/2", (), ("creature",), (), (), 0)


def test_text_change_changes_what_the_ability_acts_on() -> None:
    destroy = SpellAbility("Destroy all Islands.", instructions=(Destroy(parse_selector("all Islands")),))
    g = Game()
    g.create("spell", permanent("Spell", ("sorcery",), destroy), controller="A", zone="stack")
    g.create("i", permanent("I", ("land",), subtypes=("Island",), supertypes=("basic",)), controller="B")
    g.create("f", permanent("F", ("land",), subtypes=("Forest",), supertypes=("basic",)), controller="B")
    g.create_effect(spec("Island → Forest.", "target spell", ChangeText("Island", "Forest")), controller="B",
                    targets=["spell"])
    ev = g.characteristics()
    (ability,) = [a for _, a in ev.views["spell"].abilities]
    assert isinstance(ability, SpellAbility) and ability.text == "Destroy all Forests."
    (destroying,) = ability.instructions
    assert isinstance(destroying, Destroy)
    assert destroying.what.select(ev.context(controller="A", source="spell")) == ["f"]


def test_rewrite_words_keeps_plural_and_case() -> None:
    assert rewrite_words(Keyword("Islandwalk"), "Island", "Forest") == Keyword("Forestwalk")  # 612.2: a land type
    ab = SpellAbility("Islands and an Island.", instructions=(Destroy(parse_selector("all Islands")),))
    assert rewrite_words(ab, "Island", "Plains").text == "Plains and an Plains."


def test_set_land_type_removes_rules_text_abilities_not_granted_ones() -> None:
    g = Game()
    g.create("land", permanent("L", ("land",), static("Each land is a Swamp.", "each land",
                                                      AddTypes(subtypes=("Swamp",)))), controller="A")
    g.create_effect(spec("It has flying.", "target land", AddAbilities((FLYING,))), controller="A", targets=["land"])
    g.create("moon", permanent("M", ("enchantment",), static("Nonbasic lands are Mountains.", "nonbasic lands",
                                                             SetLandType("Mountain"))), controller="A")
    s = g.characteristics().state("land")
    assert s.subtypes == ("Mountain",)
    assert set(s.abilities) == {"{T}: Add {R}.", "Flying"}


def test_mana_value_expression_and_stop_before() -> None:
    g = Game()
    g.create("e", permanent("E", ("enchantment",), cost="{2}{W}{W}"), controller="A")
    g.create_effect(spec("It is a creature with P/T equal to its mana value.", "target enchantment",
                         AddTypes(card_types=("creature",)), SetPT(ManaValue(), ManaValue())),
                    controller="A", targets=["e"])
    g.create_effect(spec("Switch.", "target creature", ModifyPT(Const(1), Const(0))), controller="A", targets=["e"])
    from engine import Layer

    assert g.characteristics().state("e").pt == "5/4"
    assert g.characteristics(stop_before=Layer.L7C_MODIFY).state("e").pt == "4/4"


def test_independent_effects_report_no_dependency() -> None:
    g = Game()
    for i in range(5):
        g.create(f"a{i}", permanent(f"A{i}", ("enchantment",), static("Creatures you control get +1/+1.",
                                                                      "creatures you control",
                                                                      ModifyPT(Const(1), Const(1)))),
                 controller="A")
    g.create("c", creature(), controller="A")
    ev = g.characteristics()
    assert ev.dependencies == [] and ev.state("c").pt == "7/7"
    assert {t.order for t in ev.trace} == {"timestamp"}


def test_simultaneous_timestamps_follow_the_active_players_order() -> None:
    gain = static("Enchanted creature has flying.", "enchanted creature", AddAbilities((FLYING,)))
    lose = static("Enchanted creature loses flying.", "enchanted creature", LoseAbilities(("flying",)))
    for order, has_flying in ((["lose", "gain"], True), (["gain", "lose"], False)):
        g = Game()
        g.create("c", creature(), controller="A")
        g.create_together([
            ("gain", permanent("Aura 1", ("enchantment",), gain, subtypes=("Aura",)),
             {"controller": "A", "attached_to": "c"}),
            ("lose", permanent("Aura 2", ("enchantment",), lose, subtypes=("Aura",)),
             {"controller": "A", "attached_to": "c"}),
        ], order=order)
        assert ("Flying" in g.characteristics().state("c").abilities) is has_flying


def test_a_zone_change_makes_a_new_object() -> None:
    g = Game()
    g.create("c", creature(), controller="A")
    g.put_counters("c", "+1/+1", 2)
    g.create_effect(spec("It gets +3/+3.", "target creature", ModifyPT(Const(3), Const(3))), controller="A",
                    targets=["c"])
    assert g.characteristics().state("c").pt == "7/7"
    before = g.obj("c").timestamp
    g.move("c", "graveyard")
    g.move("c", "battlefield")  # 400.7: counters and the old effect do not follow it
    assert g.characteristics().state("c").pt == "2/2"
    assert g.obj("c").timestamp > before and g.obj("c").incarnation == 2


def test_effects_on_players_and_game_rules_come_after_objects() -> None:
    from engine import GameRule, PlayersGain

    g = Game(players=("A", "B"))
    g.create("shield", permanent("Shield", ("enchantment",), static(
        "You have hexproof.", "self", PlayersGain(("hexproof",), "you"))), controller="A")
    g.create("rule", permanent("Rule", ("enchantment",), static(
        "Creatures can't block.", "self", GameRule("Creatures can't block."))), controller="B")
    ev = g.characteristics()
    assert ev.players == {"A": ["hexproof"], "B": []}
    assert ev.rules == ["Creatures can't block."]
    assert [t.layer.current for t in ev.trace] == ["players", "rules"]


def test_a_copy_effect_copies_the_values_the_original_has_when_it_is_created() -> None:
    # A (earlier) makes "a" a copy of "x"; B (later) makes "x" a copy of "y". The values A
    # copies were fixed when A was created (608.2h, 707.2): "a" stays a copy of X; an object
    # that copies "x" after B copies Y (707.3).
    g = Game()
    g.create("y", creature("Y", pt=(5, 5)), controller="A")
    g.create("x", creature("X", pt=(1, 1)), controller="A")
    g.create("a", creature("A", pt=(0, 0)), controller="A")
    g.create("b", creature("B", pt=(0, 0)), controller="A")
    g.create_effect(spec("A copies X.", "target creature", CopyValues("copy")), controller="A", targets=["a"],
                    choices={"copy": "x"}, effect_id="copy-x")
    g.create_effect(spec("X copies Y.", "target creature", CopyValues("copy")), controller="A", targets=["x"],
                    choices={"copy": "y"}, effect_id="copy-y")
    g.create_effect(spec("B copies X.", "target creature", CopyValues("copy")), controller="A", targets=["b"],
                    choices={"copy": "x"}, effect_id="copy-x-again")
    ev = g.characteristics()
    assert (ev.state("a").name, ev.state("a").pt) == ("X", "1/1")
    assert (ev.state("x").name, ev.state("x").pt) == ("Y", "5/5")
    assert (ev.state("b").name, ev.state("b").pt) == ("Y", "5/5")


def test_pruning_tries_no_pair_that_cannot_interact() -> None:
    # Anthems read types/controller and write P/T; nothing in 7c writes what they read.
    g = Game()
    for i in range(10):
        g.create(f"a{i}", permanent(f"A{i}", ("enchantment",), static(
            "Creatures you control get +1/+1.", "creatures you control", ModifyPT(Const(1), Const(1)))),
            controller="A")
    for i in range(50):
        g.create(f"c{i}", creature(), controller="A")
    assert g.characteristics().trials == 0


def test_trials_do_not_grow_with_unrelated_permanents() -> None:
    def trials(extra: int) -> int:
        g = Game()
        g.create("a", permanent("A", ("enchantment",), static("Each Island is also a Swamp.", "each Island",
                                                              AddTypes(subtypes=("Swamp",)))), controller="A")
        g.create("b", permanent("B", ("enchantment",), static("Each land is also an Island.", "each land",
                                                              AddTypes(subtypes=("Island",)))), controller="A")
        g.create("l", permanent("Land", ("land",)), controller="A")  # b's trial makes it an Island: a is tried
        for i in range(extra):
            g.create(f"c{i}", creature(), controller="A")
        return g.characteristics().trials

    assert trials(10) == trials(200) > 0
