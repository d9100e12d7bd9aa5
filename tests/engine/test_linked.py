"""Linked abilities (607): exiled-with records, choices linked to the ability that made
them, abilities granted together, kicker links. Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Characteristics, Game, Keyword, ManaAbility, parse_selector
from engine.abilities import ActivatedAbility, AsEntersAbility, TriggeredAbility
from engine.amounts import TotalManaValue
from engine.conditions import Kicked
from engine.effects import AddAbilities, AddAbilitiesOf, Duration, EffectSpec
from engine.errors import IllegalActionError
from engine.instructions import CastCopies, Exile, GainLife, ReturnExiled
from engine.keywords import KeywordFor
from engine.linked import link_group

EXILE = ActivatedAbility("Exile target creature.", "{1}", None, Duration.INDEFINITE,
                         (Exile(parse_selector("target creature"), link="pair"),),
                         target="target creature", link="pair")
RETURN = ActivatedAbility("Return a creature card exiled with this.", "{2}", None, Duration.INDEFINITE,
                          (ReturnExiled(parse_selector("creature card"), link="pair"),),
                          link="pair")


def jailer() -> Characteristics:
    return creature("Jailer", abilities=(EXILE, RETURN))


def test_return_finds_only_what_its_linked_ability_exiled() -> None:
    g = Game()
    g.create("j1", jailer(), controller="A", event=False)
    g.create("j2", jailer(), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.create("y", creature(), controller="B", event=False)
    g.activate_ability("j1", 0, targets=["x"])
    g.resolve_top()
    g.activate_ability("j2", 0, targets=["y"])
    g.resolve_top()
    g.activate_ability("j1", 1)
    with pytest.raises(IllegalActionError, match="607"):
        g.resolve_top(chosen=["y"])  # y was exiled by the other jailer (chosen on resolution, 608.2d)
    g.stack.clear()
    g.activate_ability("j1", 1)
    g.resolve_top()
    assert g.obj("x").zone == "battlefield" and g.obj("x").controller == "A"
    assert g.obj("y").zone == "exile"


def test_a_new_jailer_object_does_not_remember_what_the_old_one_exiled() -> None:
    # 607.2a with 400.7: "exiled with this object" means this object, not an earlier one.
    g = Game()
    g.create("j", jailer(), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.activate_ability("j", 0, targets=["x"])
    g.resolve_top()
    g.move("j", "hand")
    g.move("j", "battlefield")
    g.activate_ability("j", 1)
    g.resolve_top()
    assert g.obj("x").zone == "exile"


def test_abilities_granted_together_are_linked_but_not_with_other_grants() -> None:
    # 607.5: abilities gained from one object by one effect are linked with each other.
    g = Game()
    g.create("donor", jailer(), controller="B", event=False)
    gain = EffectSpec("gains all activated abilities of target creature", parse_selector("self"), (AddAbilitiesOf(),))
    g.create("m", creature("Mimic"), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.create_effect(gain, controller="A", source="m", targets=["donor"])
    keys = [k for k, a in g.characteristics(record=False).views["m"].abilities]
    assert {link_group(k) for k in keys} == {"e1:donor"}
    g.activate_ability("m", 0, targets=["x"])
    g.resolve_top()
    g.activate_ability("m", 1)
    g.resolve_top()
    assert g.obj("x").zone == "battlefield" and g.obj("x").controller == "A"


def test_mana_of_the_chosen_color_is_linked_to_the_choosing_ability() -> None:
    chooser = AsEntersAbility("As this enters, choose a color.", choose="color")
    g = Game()
    g.create("p", permanent("Prism", ("artifact",), chooser, ManaAbility("chosen")), controller="A",
             choices={"color": "red"})
    assert g.activate_mana("p") == ["R"]


def test_mana_of_the_chosen_color_is_undefined_when_another_ability_chose() -> None:
    # 607.5a: the mana ability was granted by an effect; the choice was made by a printed ability.
    chooser = AsEntersAbility("As this enters, choose a color.", choose="color")
    g = Game()
    g.create("p", permanent("Prism", ("artifact",), chooser), controller="A", choices={"color": "red"})
    grant = EffectSpec("has the mana ability", parse_selector("self"), (AddAbilities((ManaAbility("chosen"),)),))
    g.create_effect(grant, controller="A", source="p", targets=[])
    assert g.activate_mana("p") == []
    assert g.mana_pool["A"] == []


def test_protection_from_the_chosen_color_needs_a_linked_choice() -> None:
    from engine.abilities import StaticAbility
    from engine.effects import AddAbilities as Grant
    chooser = AsEntersAbility("As this enters, choose a color.", choose="color")
    prot = StaticAbility("This has protection from the chosen color.",
                         EffectSpec("protection", parse_selector("self"),
                                    (Grant((KeywordFor("protection from {}", "chosen color"),)),)))
    g = Game()
    g.create("v", creature("Angel", abilities=(chooser, prot)), controller="A", choices={"color": "blue"})
    g.create("w", creature("Angel", abilities=(chooser, prot)), controller="A")  # no choice made
    ev = g.characteristics(record=False)
    assert "Protection from blue" in ev.state("v").abilities
    assert not any(a.startswith("Protection from") for a in ev.state("w").abilities)


def test_kicker_linked_trigger() -> None:
    # 607.2i
    ab = TriggeredAbility("When this enters, if it was kicked with its {R} kicker, gain 1.", event="enters",
                          condition=Kicked("{R}", text="kicked with {R}"),
                          instructions=(GainLife(1),))
    card = creature("Kicked", abilities=(Keyword("Kicker {R}"), Keyword("Kicker {G}"), ab))
    g = Game()
    g.create("k1", card, controller="A", zone="hand", event=False)
    g.create("k2", card, controller="A", zone="hand", event=False)
    g.cast("k1", kicked=["{G}"])
    g.resolve_top()
    assert g.pending == []
    g.cast("k2", kicked=["{R}"])
    g.resolve_top()
    assert len(g.pending) == 1
    g.priority()
    g.resolve_top()  # 117.1a: a creature spell is cast with the stack empty
    g.create("k3", card, controller="A", zone="hand", event=False)
    with pytest.raises(IllegalActionError, match="kicker"):
        g.cast("k3", kicked=["{B}"])


def test_mana_of_an_exiled_cards_color_uses_every_linked_card() -> None:
    ab = TriggeredAbility("When this enters, exile a card from your hand.", event="enters",
                          instructions=(Exile(parse_selector("card in your hand"),
                                                    one=True, link="i"),))
    from engine.abilities import AdditionalTriggers
    extra = AdditionalTriggers("… an additional time.", "enters", parse_selector("artifact"))
    g = Game()
    g.create("e", permanent("Echo", ("artifact",), extra), controller="A", event=False)
    g.create("h1", Characteristics("One", colors=frozenset({"red"})), controller="A", zone="hand", event=False)
    g.create("h2", Characteristics("Two", colors=frozenset({"blue"})), controller="A", zone="hand", event=False)
    g.create("m", permanent("Mox", ("artifact",), ab, ManaAbility(any_of="exiled colors", link="i")), controller="A")
    g.priority()
    g.resolve_top(chosen=["h1"])
    g.resolve_top(chosen=["h2"])
    view = g.characteristics().views["m"]
    assert g.linked_values(view, "printed:1", "i")["exiled colors"] == "blue|red"
    with pytest.raises(IllegalActionError, match="choose a color"):
        g.activate_mana("m", color="green")
    assert g.activate_mana("m", color="red") == ["R"]


def test_protection_from_the_types_of_every_linked_exiled_card() -> None:
    from engine.abilities import StaticAbility
    exile = TriggeredAbility("When this enters, exile target card from a graveyard.", event="enters",
                             target="target card from a graveyard",
                             instructions=(Exile(parse_selector("target card from a graveyard"),
                                                       link="i"),))
    prot = StaticAbility("Protection from each of the exiled card's card types.",
                         EffectSpec("p", parse_selector("self"),
                                    (AddAbilities((KeywordFor("protection from {}", "exiled card types"),)),)),
                         link="i")
    g = Game()
    g.create("c", creature(), controller="B", zone="graveyard", event=False)
    g.create("s", Characteristics("Sorc", card_types=frozenset({"sorcery"})), controller="B", zone="graveyard",
             event=False)
    g.create("golem", creature("Golem", abilities=(exile, prot)), controller="A")
    g.priority(targets={"t1": ["s"]})
    g.resolve_top()
    assert "Protection from sorceries" in g.characteristics(record=False).state("golem").abilities
    g.move("golem", "hand")
    g.move("golem", "battlefield")  # a new object: nothing exiled with it (607.2a, 400.7)
    abilities = g.characteristics(record=False).state("golem").abilities
    assert "Protection from sorceries" not in abilities


def test_cant_cast_the_names_of_linked_exiled_cards() -> None:
    from engine.abilities import StaticAbility
    from engine.effects import GameRule
    exile = TriggeredAbility("When this enters, exile target creature.", event="enters", target="target creature",
                             instructions=(Exile(parse_selector("target creature"), link="i"),))
    rule = StaticAbility("Players can't cast spells with the same name as the exiled card.",
                         EffectSpec("r", parse_selector("self"), (GameRule("no casting"),)), link="i",
                         cant_cast_named="exiled names")
    g = Game()
    g.create("x", creature("Bear"), controller="B", event=False)
    g.create("h", creature("Bear"), controller="B", zone="hand", event=False)
    g.create("r", permanent("Ritual", ("enchantment",), exile, rule), controller="A")
    assert g.can_cast("h") == (True, "")
    g.priority(targets={"t1": ["x"]})
    g.resolve_top()
    assert g.can_cast("h")[0] is False
    with pytest.raises(IllegalActionError, match="can't be cast"):
        g.cast("h")
    g.move("r", "graveyard")
    assert g.can_cast("h")[0] is True


def test_cast_copies_of_every_linked_card_and_x_is_their_total() -> None:
    from engine.abilities import SpellAbility
    exile = TriggeredAbility("When this enters, exile an instant card from your hand.", event="enters",
                             instructions=(Exile(parse_selector(
                                 "instant card with mana value 2 or less in your hand"), one=True, link="i"),))
    copy = ActivatedAbility("{X}, {T}: copy the exiled card; cast the copy.", "{X}, {T}", None, Duration.INDEFINITE,
                            (CastCopies("exiled", link="i"),), link="i", x_is=TotalManaValue.of("cards exiled with this"))
    heal = SpellAbility("You gain 2 life.", instructions=(GainLife(2),))
    from engine.objects import ManaCost
    g = Game()
    g.create("h", Characteristics("Heal", card_types=frozenset({"instant"}), mana_cost=ManaCost.parse("{1}{W}"),
                                  abilities=(heal,)), controller="A", zone="hand", event=False)
    g.create("big", Characteristics("Big", card_types=frozenset({"instant"}), mana_cost=ManaCost.parse("{3}{W}")),
             controller="A", zone="hand", event=False)
    g.create("s", permanent("Scepter", ("artifact",), exile, copy), controller="A")
    assert g.activation_costs("s") == ["{0}, {T}"]
    g.priority()
    with pytest.raises(IllegalActionError, match="cannot be chosen"):
        g.resolve_top(chosen=["big"])  # not a legal choice: mana value 4
    assert len(g.stack) == 1  # still there
    g.resolve_top(chosen=["h"])
    assert g.obj("big").zone == "hand" and g.obj("h").zone == "exile"
    assert g.activation_costs("s") == ["{2}, {T}"]
    g.activate_ability("s")
    g.resolve_top(chosen=["h"])
    assert [i.kind for i in g.stack] == ["spell"]
    g.resolve_top()
    assert g.life["A"] == 22 and g.obj("h").zone == "exile"
    assert not any(oid.startswith("h-copy") for oid in g.objects)  # 704.5e


def test_a_static_ability_counts_the_cards_exiled_with_it() -> None:
    """607.2a with a selector: "gets +1/+1 for each card exiled with it" — the cards its linked
    ability exiled, as they are now (a card that left exile no longer counts, 400.7)."""
    from engine import CountOf, ModifyPT, StaticAbility
    exile = TriggeredAbility("When this enters, exile target card from a graveyard.", event="enters",
                             target="target card from a graveyard",
                             instructions=(Exile(parse_selector("target card from a graveyard"), link="i"),))
    count = CountOf(parse_selector("cards exiled with this"))
    grow = StaticAbility("This gets +1/+1 for each card exiled with it.",
                         EffectSpec("grow", parse_selector("self"), (ModifyPT(count, count),)), link="i")
    g = Game()
    g.create("c", creature(), controller="B", zone="graveyard", event=False)
    g.create("x", creature(), controller="B", zone="exile", event=False)  # in exile, but not exiled with it
    g.create("golem", creature("Golem", abilities=(exile, grow)), controller="A")
    assert g.characteristics(record=False).state("golem").pt == "2/2"
    g.priority(targets={"t1": ["c"]})
    g.resolve_top()
    assert g.characteristics(record=False).state("golem").pt == "3/3"
    g.move("c", "graveyard")  # it left exile: a new object (400.7)
    assert g.characteristics(record=False).state("golem").pt == "2/2"
