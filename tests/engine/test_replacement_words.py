"""Words of 614–616, 111, 122 and 701 added for the CR's examples, each shown to change the
outcome, with anonymous objects."""

from __future__ import annotations

from engine import AsEntersAbility, Game, MoreCounters, ReplacementAbility, SpellAbility, parse_selector
from engine.amounts import parse_amount
from engine.instructions import Damage
from engine.replacement import CreateTokensWould, DiesWould, Double
from tests.engine.engine_helpers import Const, creature, permanent

CLONE = AsEntersAbility("You may have this creature enter as a copy of any creature on the battlefield.",
                        copy=parse_selector("creature"))


def test_120_3_damage_to_each_object_a_selector_describes_not_the_targets() -> None:
    def after(to: str | None) -> tuple[int, int]:
        g = Game()
        g.create("bear", creature("Bear", (3, 3)), controller="A")
        g.create("wolf", creature("Wolf", (3, 3)), controller="B")
        spell = SpellAbility("This spell deals 2 damage to each creature.",
                             instructions=(Damage(parse_amount(2), None if to is None else parse_selector(to)),))
        g.perform_now(spell, controller="B", source="wolf", targets=["bear"])
        return g.obj("bear").damage, g.obj("wolf").damage

    assert after(None) == (2, 0)  # its target
    assert after("each creature") == (2, 2)
    assert after("creatures you control") == (0, 2)  # "you": the spell's controller


def _token_copier(of: str = "target", count: int = 1) -> SpellAbility:
    from engine.instructions import CreateTokenCopy
    return SpellAbility("Create a token that's a copy of target creature.", instructions=(CreateTokenCopy(of, count),),
                        target="target creature")


DOUBLER = ReplacementAbility("If an effect would create one or more tokens under your control, it creates twice that "
                             "many of those tokens instead.", CreateTokensWould("you"), (Double(),))


def test_111_1_707_2_a_token_copy_has_the_copiable_values_copy_effects_included() -> None:
    g = Game()
    g.create("bear", creature("Bear", (2, 2), colors=("green",), subtypes=("Bear",)), controller="B")
    g.create("clone", creature("Clone", (0, 0), abilities=(CLONE,)), controller="B", choices={"copy": "bear"})
    g.perform_now(_token_copier(), controller="A", source=None, targets=["clone"])
    state = g.characteristics().state("token1")
    assert (state.name, state.pt, state.colors, state.controller, g.obj("token1").token) == (
        "Bear", "2/2", ("green",), "A", True)


def test_616_1g_doubling_tokens_then_each_token_chooses_anew_as_it_enters() -> None:
    choose = AsEntersAbility("As this creature enters, choose a color.", choose="color")
    g = Game()
    g.create("double", permanent("Double", ("enchantment",), DOUBLER), controller="A")
    g.create("voice", creature("Voice", abilities=(choose,)), controller="B", choices={"color": "blue"})
    g.entering_choices.update({"token1": {"color": "red"}, "token2": {"color": "white"}})
    g.perform_now(_token_copier(), controller="A", targets=["voice"])
    assert [g.obj(t).choices for t in ("token1", "token2")] == [{"color": "red"}, {"color": "white"}]
    assert "token3" not in g.objects
    g.perform_now(_token_copier(), controller="B", targets=["voice"])  # not under A's control: one
    assert "token3" in g.objects and "token4" not in g.objects


def test_create_tokens_is_an_event_replacement_effects_modify() -> None:
    from engine.instructions import CreateTokens
    g = Game()
    g.create("double", permanent("Double", ("enchantment",), DOUBLER), controller="A")
    spell = SpellAbility("Create two 1/1 Soldier tokens.", instructions=(CreateTokens(2, creature("Soldier", (1, 1))),))
    g.perform_now(spell, controller="A")
    assert sorted(o for o in g.objects if g.obj(o).token) == ["token1", "token2", "token3", "token4"]


def test_122_1_counters_of_any_kind_twice_that_many() -> None:
    season = MoreCounters("If an effect would put one or more counters on a permanent you control, it puts twice "
                          "that many of those counters on that permanent instead.", "any",
                          parse_selector("permanent you control"), double=True)
    plus_only = MoreCounters("…", "+1/+1", parse_selector("permanent you control"), double=True)
    for ability, fade in ((season, 4), (plus_only, 2)):
        g = Game()
        g.create("season", permanent("Season", ("enchantment",), ability), controller="A")
        g.create("rock", permanent("Rock", ("artifact",)), controller="A", counters={"fade": 2, "+1/+1": 1})
        assert g.obj("rock").counters == {"fade": fade, "+1/+1": 2}


def _worship() -> ReplacementAbility:
    from engine.conditions import AtLeast
    from engine.replacement import LoseLifeWould, ReduceTo
    return ReplacementAbility("If you control a creature, damage that would reduce your life total to less than 1 "
                              "reduces it to 1 instead.", LoseLifeWould("you", from_damage=True, below=1),
                              (ReduceTo(1),), condition=AtLeast(1, parse_selector("creature you control")))


def test_614_1a_a_condition_on_a_replacement_and_reduces_it_to_1_instead() -> None:
    g = Game()
    g.create("worship", permanent("Worship", ("enchantment",), _worship()), controller="A")
    g.create("src", creature("Source", (9, 9)), controller="B")
    g.deal_damage("src", "A", 5)
    assert g.life["A"] == 15  # no creature: the condition is false
    g.create("bear", creature("Bear"), controller="A")
    g.deal_damage("src", "A", 9)
    assert g.life["A"] == 6  # not to less than 1
    g.deal_damage("src", "A", 9)
    assert g.life["A"] == 1  # reduced to 1 instead
    g.change_life("A", -3)
    assert g.life["A"] == -2  # not damage: "damage that would reduce"


def test_614_1a_skip_and_do_more_than_one_action_instead() -> None:
    from engine.instructions import GainLife, LoseLife
    from engine.replacement import Do, GainLifeWould, Skip, ToZone
    g = Game()
    g.create("drain", permanent("Drain", ("enchantment",), ReplacementAbility(
        "If an opponent would gain life, instead they lose 1 life and you gain 1 life.", GainLifeWould("an opponent"),
        (Skip(), Do((LoseLife(1, who="each opponent"), GainLife(1)))))), controller="A")
    g.change_life("B", 3)
    assert g.life == {"A": 21, "B": 19}
    g.change_life("A", 2)
    assert g.life == {"A": 23, "B": 19}  # not an opponent of A
    exile = ReplacementAbility("If a creature you control would die, exile it instead and you gain 2 life.",
                               DiesWould(parse_selector("creature you control")), (ToZone("exile"), Do((GainLife(2),))))
    g.create("exiler", permanent("Exiler", ("enchantment",), exile), controller="A")
    g.create("bear", creature("Bear"), controller="A")
    g.move("bear", "graveyard")
    assert (g.obj("bear").zone, g.life["A"]) == ("exile", 25)


def test_107_3m_enters_with_x_counters_the_x_of_the_spell() -> None:
    from engine.amounts import parse_amount as amount
    from engine.replacement import EntersWould, WithCounters
    hydra = ReplacementAbility("This creature enters with X +1/+1 counters on it.", EntersWould(),
                               (WithCounters(amount("X")),))
    g = Game()
    g.create("hydra", creature("Hydra", (0, 0), abilities=(hydra,)), controller="A", zone="hand")
    g.cast("hydra", x=3)
    g.resolve_top()
    assert g.obj("hydra").counters == {"+1/+1": 3}
    g.move("hydra", "hand")
    g.move("hydra", "battlefield")  # not cast: X is 0 (107.3m)
    assert g.obj("hydra").counters == {}


def test_205_1a_creatures_are_the_chosen_type_instead_of_their_other_creature_types() -> None:
    from engine.effects import AddTypes, SetCreatureTypes
    from tests.engine.engine_helpers import static
    choose = AsEntersAbility("As this enchantment enters, choose a creature type.", choose="creature type")

    def subtypes(part: object) -> list[list[str]]:
        g = Game()
        g.create("conspiracy", permanent("Conspiracy", ("enchantment",), choose,
                                         static("Creatures you control are the chosen type.", "creatures you control",
                                                part)),  # type: ignore[arg-type]
                 controller="A", choices={"creature type": "Elf"})
        g.create("goblin", creature("Goblin", subtypes=("Goblin", "Warrior")), controller="A")
        g.create("dryad", permanent("Dryad", ("land", "creature"), subtypes=("Forest", "Dryad")), controller="A")
        g.create("theirs", creature("Theirs", subtypes=("Goblin",)), controller="B")
        return [list(g.characteristics().state(o).subtypes) for o in ("goblin", "dryad", "theirs")]

    assert subtypes(SetCreatureTypes("chosen")) == [["Elf"], ["Forest", "Elf"], ["Goblin"]]
    assert subtypes(AddTypes(subtypes=("chosen",))) == [["Goblin", "Warrior", "Elf"], ["Forest", "Dryad", "Elf"],
                                                         ["Goblin"]]


def test_one_trailer_per_noun_of_a_selector_list() -> None:
    from engine.effects import SetCreatureTypes
    from tests.engine.engine_helpers import static
    choose = AsEntersAbility("As this enchantment enters, choose a creature type.", choose="creature type")
    words = "creatures you control, creature spells you control and creature cards you own"
    sel = parse_selector(words)
    assert [a.text for a in sel.alternatives] == ["creatures you control", "creature spells you control",
                                                  "creature cards you own"]
    g = Game()
    g.create("conspiracy", permanent("Conspiracy", ("enchantment",), choose,
                                     static(f"{words} are the chosen type.", words, SetCreatureTypes("chosen"))),
             controller="A", choices={"creature type": "Elf"})
    g.create("mine", creature("Mine", subtypes=("Goblin",)), controller="A")
    g.create("dead", creature("Dead", subtypes=("Goblin",)), controller="A", zone="graveyard")
    g.create("spell", creature("Spell", subtypes=("Goblin",)), controller="A", zone="hand")
    g.cast("spell")
    g.create("theirs", creature("Theirs", subtypes=("Goblin",)), controller="B")
    g.create("their_card", creature("Their card", subtypes=("Goblin",)), controller="B", zone="graveyard")
    state = g.characteristics()
    assert [list(state.state(o).subtypes) for o in ("mine", "dead", "spell", "theirs", "their_card")] == [
        ["Elf"], ["Elf"], ["Elf"], ["Goblin"], ["Goblin"]]


def test_gains_all_activated_abilities_of_all_creature_cards_in_all_graveyards() -> None:
    from engine import ActivatedAbility, Duration
    from engine.effects import AddAbilitiesOf
    from tests.engine.engine_helpers import static

    def activated(text: str, cost: str) -> ActivatedAbility:
        return ActivatedAbility(text, cost, None, Duration.END_OF_TURN)  # type: ignore[arg-type]

    pump = activated("{G}: This creature gets +1/+1 until end of turn.", "{G}")
    fly = activated("{U}: This creature gains flying until end of turn.", "{U}")
    ooze = creature("Ooze", (4, 3), abilities=(static(
        "As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all "
        "graveyards.", "self", AddAbilitiesOf("activated", parse_selector("all creature cards in all graveyards"))),))
    g = Game()
    g.create("ooze", ooze, controller="A")
    g.create("dead", creature("Dead", abilities=(pump,)), controller="A", zone="graveyard")
    g.create("their_dead", creature("Their dead", abilities=(fly,)), controller="B", zone="graveyard")
    g.create("live", creature("Live", abilities=(activated("{T}: …", "{T}"),)), controller="A")
    g.create("spell", permanent("Rock", ("artifact",), activated("{1}: …", "{1}")), controller="A",
             zone="graveyard")
    texts = g.characteristics().state("ooze").abilities
    assert texts[1:] == (pump.text, fly.text)  # not the live creature's, not a noncreature card's
    g.move("dead", "exile")
    assert g.characteristics().state("ooze").abilities[1:] == (fly.text,)


def test_106_4_one_mana_of_any_color_the_color_chosen() -> None:
    import pytest

    from engine import ManaAbility
    from engine.errors import ChoiceError
    g = Game()
    g.create("prism", permanent("Prism", ("artifact",), ManaAbility("any")), controller="A")
    assert g.characteristics().state("prism").abilities == ("{T}: Add one mana of any color.",)
    with pytest.raises(ChoiceError, match="choose the color"):
        g.activate_mana("prism")
    assert g.activate_mana("prism", color="green") == ["G"]
    assert g.mana_pool["A"] == ["G"]


def test_122_1_put_counters_onto_this_permanent_not_the_target() -> None:
    from engine.instructions import PutCounters
    from engine.stack import StackItem, StackKind

    def after(onto: str | None) -> tuple[dict[str, int], dict[str, int]]:
        from engine.instructions import perform
        from engine.stack import Resolving
        g = Game()
        g.create("me", creature("Me"), controller="A")
        g.create("bear", creature("Bear"), controller="B")
        item = StackItem("s1", StackKind.ABILITY, "…", "me", "A", targets=("bear",),
                         source_incarnation=g.obj("me").incarnation)
        perform(g, (PutCounters(parse_amount(1), onto=None if onto is None else parse_selector(onto)),),
                Resolving(item, 1))
        return g.obj("me").counters, g.obj("bear").counters

    assert after(None) == ({}, {"+1/+1": 1})
    assert after("self") == ({"+1/+1": 1}, {})


def test_701_17a_an_optional_sacrifice_when_you_do_that_creatures_power() -> None:
    from engine import TriggeredAbility
    from engine.instructions import Reflexive, Sacrifice
    when = TriggeredAbility("When you do, this creature deals damage equal to that creature's power to any target.",
                            target="any target", instructions=(Damage(parse_amount("that creature's power")),))
    manticore = TriggeredAbility("When this creature enters, you may sacrifice another creature. When you do, …",
                                 event="enters", instructions=(Sacrifice(parse_selector("other creature"), may=True),
                                                               Reflexive(when)))
    for chosen, life, zone in (((), 20, "battlefield"), (("big",), 16, "graveyard")):
        g = Game()
        g.create("big", creature("Big", (4, 4)), controller="A", event=False)
        g.create("m", creature("Manticore", abilities=(manticore,)), controller="A")
        g.priority()
        g.resolve_top(chosen)
        assert g.obj("big").zone == zone
        if g.pending:
            g.priority(targets={g.pending[0].id: ["B"]})
            g.resolve_top()
        assert g.life["B"] == life


def test_707_8a_a_token_copy_of_a_double_faced_permanent_has_both_faces() -> None:
    from dataclasses import replace as dc_replace

    from engine import Characteristics
    from engine.instructions import Transform
    from engine.stack import Resolving, StackItem, StackKind
    back = Characteristics(name="Ransacker", card_types=frozenset({"creature"}), power=5, toughness=4)
    dfc = dc_replace(creature("Deserter", (3, 2)), back=back)
    g = Game()
    g.create("dfc", dfc, controller="A")
    g.obj("dfc").transformed = True
    g.perform_now(_token_copier(), controller="A", targets=["dfc"])
    assert (g.characteristics().state("token1").name, g.obj("token1").transformed) == ("Ransacker", True)
    item = StackItem("s9", StackKind.ABILITY, "…", "token1", "A", source_incarnation=g.obj("token1").incarnation)
    from engine.instructions import perform
    perform(g, (Transform("self"),), Resolving(item, 1))
    assert g.characteristics().state("token1").pt == "3/2"  # it can transform: its front face


def test_616_2_gain_life_becomes_draw_that_many_which_becomes_returning_a_card() -> None:
    from engine.instructions import Draw, ToHand
    from engine.replacement import Do, DrawWould, GainLifeWould, Skip

    def game(*abilities: ReplacementAbility) -> Game:
        g = Game()
        for i, ab in enumerate(abilities):
            g.create(f"e{i}", permanent(f"E{i}", ("enchantment",), ab), controller="A")
        for n in range(3):
            g.create(f"lib{n}", creature(f"Lib{n}"), controller="A", zone="library")
        g.create("dead", creature("Dead"), controller="A", zone="graveyard")
        return g

    to_draw = ReplacementAbility("If you would gain life, draw that many cards instead.", GainLifeWould("you"),
                                 (Skip(), Do((Draw(parse_amount("that many")),))))
    to_return = ReplacementAbility("If you would draw a card, return a card from your graveyard to your hand "
                                   "instead.", DrawWould("you"),
                                   (Skip(), Do((ToHand(parse_selector("card in your graveyard"), one=True),))))
    g = game(to_draw)
    g.change_life("A", 2)
    assert (g.life["A"], len(g.cards_in("hand", "A"))) == (20, 2)  # drew that many instead
    g = game(to_draw, to_return)
    g.change_life("A", 1)
    assert (g.life["A"], g.cards_in("hand", "A"), len(g.cards_in("library", "A"))) == (20, ["dead"], 3)
    g = game(to_return)
    g.draw("A")
    g.draw("A")  # nothing left in the graveyard: the replacement still replaces the draw
    assert (g.cards_in("hand", "A"), len(g.cards_in("library", "A"))) == (["dead"], 3)


def test_that_many_outside_a_replacement_is_an_error() -> None:
    import pytest

    from engine.errors import IllegalActionError
    from engine.instructions import Draw
    g = Game()
    with pytest.raises(IllegalActionError, match="that many"):
        g.perform_now(SpellAbility("Draw that many cards.", instructions=(Draw(parse_amount("that many")),)),
                      controller="A")


def test_707_2_a_token_copy_of_a_clone_enters_as_a_copy_of_what_it_chooses() -> None:
    g = Game()
    g.create("wolf", creature("Wolf", (5, 4)), controller="B")
    g.create("clone", creature("Clone", (0, 0), abilities=(CLONE,)), controller="A")
    g.entering_choices["token1"] = {"copy": "wolf"}
    g.perform_now(_token_copier(), controller="A", targets=["clone"])
    assert (g.characteristics().state("token1").name, g.characteristics().state("token1").pt) == ("Wolf", "5/4")


def test_615_11_a_shield_on_the_target_and_each_creature_sharing_a_color_with_it() -> None:
    from engine.instructions import perform
    from engine.replacement import PreventDamage
    from engine.stack import Resolving, StackItem, StackKind

    def damage_after(and_each: str | None) -> dict[str, int]:
        g = Game()
        g.create("knight", creature("Knight", colors=("white",)), controller="A")
        g.create("monk", creature("Monk", colors=("white", "blue")), controller="B")
        g.create("merfolk", creature("Merfolk", colors=("blue",)), controller="B")
        item = StackItem("s1", StackKind.ABILITY, "…", None, "A", targets=("knight",))
        perform(g, (PreventDamage(1, None if and_each is None else parse_selector(and_each)),), Resolving(item, 1))
        g.deal_damage_together([(None, o, 1) for o in ("knight", "monk", "merfolk")])
        return {o: g.obj(o).damage for o in ("knight", "monk", "merfolk")}

    assert damage_after(None) == {"knight": 0, "monk": 1, "merfolk": 1}
    assert damage_after("creatures that share a color with it") == {"knight": 0, "monk": 0, "merfolk": 1}


def test_707_9f_an_exception_if_its_a_creature_judged_on_the_copy() -> None:
    from engine import AddTypes, SetPT
    from engine.copying import CopyValues
    from engine.effects import Duration
    from tests.engine.engine_helpers import spec
    extra = AsEntersAbility("…", copy=parse_selector("permanent you control"), exceptions=CopyValues(
        "copy", add_supertypes=("snow",), if_creature_plus=(DOUBLER,), if_creature_counters=2))

    def entered(copied: str) -> tuple[dict[str, int], int]:
        g = Game()
        g.create("land", permanent("Land", ("land",)), controller="A")
        g.create_effect(spec("Target land becomes a 3/3 creature until end of turn.", "target land",
                             AddTypes(card_types=("creature",)), SetPT(Const(3), Const(3))),
                        controller="A", targets=["land"], duration=Duration.END_OF_TURN)
        g.create("bear", creature("Bear"), controller="A")
        g.create("moritte", creature("Moritte", (0, 0), abilities=(extra,)), controller="A", choices={"copy": copied})
        return g.obj("moritte").counters, len(g.characteristics().state("moritte").abilities)

    assert entered("land") == ({}, 0)  # not a creature as it would enter: neither exception
    assert entered("bear") == ({"+1/+1": 2}, 1)


def test_601_2h_sacrifice_a_creature_as_an_additional_cost_and_707_10_its_copy() -> None:
    import pytest

    from engine.costs import parse_cost
    from engine.errors import ChoiceError
    fling = SpellAbility("As an additional cost to cast this spell, sacrifice a creature. This spell deals damage "
                         "equal to the sacrificed creature's power to any target.",
                         instructions=(Damage(parse_amount("the sacrificed creature's power")),), target="any target",
                         additional_cost=parse_cost("Sacrifice a creature"))

    def game() -> Game:
        g = Game()
        g.create("big", creature("Big", (4, 4)), controller="A")
        g.create("small", creature("Small", (1, 1)), controller="A")
        g.create("fling", permanent("Fling", ("instant",), fling), controller="A", zone="hand")
        return g

    g = game()
    with pytest.raises(ChoiceError, match="choose the creature"):
        g.cast("fling", targets=["B"])
    g = game()
    item = g.cast("fling", targets=["B"], sacrificed=["big"])
    assert (g.obj("big").zone, item.cost_sacrificed) == ("graveyard", ("big",))
    g.copy_spell(item.id, controller="A")
    g.resolve_top()
    g.resolve_top()
    assert g.life["B"] == 12  # the copy: the power of the creature sacrificed for the original


def test_614_13a_as_it_enters_exile_not_a_card_entering_with_it() -> None:
    import pytest

    from engine.errors import ChoiceError
    ghoul = AsEntersAbility("As this creature enters, exile any number of creature cards from your graveyard.",
                            exile=parse_selector("creature cards in your graveyard"))
    g = Game()
    for oid in ("bear", "wolf"):
        g.create(oid, creature(oid.title()), controller="A", zone="graveyard")
    g.create("ghoul", creature("Ghoul", (0, 0), abilities=(ghoul,)), controller="A", zone="graveyard")
    g.entering_choices["ghoul"] = {"exile": "bear"}
    with pytest.raises(ChoiceError, match="614.13a"):
        g.move_together(["ghoul", "bear"], "battlefield")
    g = Game()
    for oid in ("bear", "wolf"):
        g.create(oid, creature(oid.title()), controller="A", zone="graveyard")
    g.create("ghoul", creature("Ghoul", (0, 0), abilities=(ghoul,)), controller="A", zone="graveyard")
    g.entering_choices["ghoul"] = {"exile": "wolf"}
    g.move_together(["ghoul", "bear"], "battlefield")
    assert [g.obj(o).zone for o in ("ghoul", "bear", "wolf")] == ["battlefield", "battlefield", "exile"]
