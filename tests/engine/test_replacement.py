"""Replacement and prevention effects (614, 615) and their order (616), with anonymous objects."""

from __future__ import annotations

from engine import (
    AddTypes,
    Const,
    Game,
    MoreCounters,
    ReplacementAbility,
    SetPT,
    parse_selector,
)
from engine.replacement import (
    DamageWould,
    DiesWould,
    Double,
    EntersWould,
    GainLifeWould,
    LoseLifeWould,
    Plus,
    Prevent,
    PutIntoWould,
    Tapped,
    ToZone,
    WithCounters,
)
from tests.engine.engine_helpers import creature, permanent, static


def rep(text: str, event: object, *instead: object, self_replacement: bool = False) -> ReplacementAbility:
    return ReplacementAbility(text, event, tuple(instead), self_replacement)  # type: ignore[arg-type]


def enchantment(name: str, *abilities: object) -> object:
    return permanent(name, ("enchantment",), *abilities)


def kinds(g: Game) -> list[str]:
    return [e.kind for e in g.log]


def test_615_prevention_damage_never_dealt() -> None:
    g = Game()
    g.create("shield", enchantment("Shield", rep("Prevent all damage that would be dealt to creatures you control.",
                                                 DamageWould(to=parse_selector("creatures you control")),
                                                 Prevent())), controller="A")
    g.create("mine", creature("Mine"), controller="A")
    g.create("theirs", creature("Theirs"), controller="B")
    g.deal_damage_together([("x", "mine", 3), ("x", "theirs", 3)])
    assert (g.obj("mine").damage, g.obj("theirs").damage) == (0, 3)
    damage = [e for e in g.log if e.kind == "damage"]
    assert [(e.target, e.amount) for e in damage] == [("theirs", 3)]  # prevented damage is not dealt (603.2g)


def test_double_damage_is_still_damage_dealt_and_a_player_loses_that_life() -> None:
    g = Game()
    g.create("fire", enchantment("Fire", rep("If a source you control would deal damage to an opponent, it deals "
                                             "double that damage instead.",
                                             DamageWould(to_player="an opponent", by=parse_selector("permanent you control")),
                                             Double())), controller="A")
    g.create("src", creature("Source"), controller="A")
    g.deal_damage("src", "B", 3)
    g.deal_damage("src", "A", 3)
    assert g.life == {"A": 17, "B": 14}
    assert [(e.target, e.amount) for e in g.log if e.kind == "damage"] == [("B", 6), ("A", 3)]


def test_616_1_the_affected_player_chooses_the_order_each_applies_once() -> None:
    def game() -> Game:
        g = Game()
        g.create("double", enchantment("Double", rep("If you would gain life, you gain twice that much instead.",
                                                     GainLifeWould("you"), Double())), controller="A")
        g.create("plus", enchantment("Plus", rep("If you would gain life, you gain that much plus 1 instead.",
                                                 GainLifeWould("you"), Plus(1))), controller="A")
        return g

    g = game()
    g.change_life("A", 3)  # default: timestamp order — double, then plus 1
    assert g.life["A"] == 27
    g = game()
    g.replacement_order["A"] = ["plus", "double"]  # A's choice (616.1)
    g.change_life("A", 3)
    assert g.life["A"] == 28
    assert [e.kind for e in g.log].count("replace") == 2  # each once
    g.change_life("B", 3)  # B is not "you" for A's permanents
    assert g.life["B"] == 23


def test_lose_life_replacement_applies_to_damage_to_a_player() -> None:
    g = Game()
    g.create("ward", enchantment("Ward", rep("If you would lose life, you lose that much plus 1 instead.",
                                             LoseLifeWould("you"), Plus(1))), controller="A")
    g.deal_damage(None, "A", 2)  # 120.3a: the damage is a life loss
    assert g.life["A"] == 17


def test_would_die_exile_instead_and_616_1f_the_other_no_longer_applies() -> None:
    g = Game()
    g.create("rip", enchantment("Exiler", rep("If a creature would die, exile it instead.",
                                              DiesWould(parse_selector("creature")), ToZone("exile"))), controller="B")
    g.create("hand", enchantment("Returner", rep("If a creature you control would die, return it to its owner's hand "
                                                 "instead.", DiesWould(parse_selector("creature you control")),
                                                 ToZone("hand"))), controller="A")
    g.create("bear", creature("Bear"), controller="A")
    g.create("rock", permanent("Rock", ("artifact",)), controller="A")
    g.move_together(["bear", "rock"], "graveyard")  # destroyed at the same time
    assert (g.obj("bear").zone, g.obj("rock").zone) == ("exile", "graveyard")
    assert [e.kind for e in g.log].count("replace") == 1  # once exiled, it no longer would die
    g = Game()
    g.create("rip", enchantment("Exiler", rep("If a creature would die, exile it instead.",
                                              DiesWould(parse_selector("creature")), ToZone("exile"))), controller="B")
    g.create("hand", enchantment("Returner", rep("…return it to its owner's hand instead.",
                                                 DiesWould(parse_selector("creature you control")), ToZone("hand"))),
             controller="A")
    g.create("bear", creature("Bear"), controller="A")
    g.replacement_order["A"] = ["hand"]  # the controller of the creature chooses (616.1)
    g.move_together(["bear"], "graveyard")
    assert g.obj("bear").zone == "hand"


def test_put_into_a_graveyard_from_anywhere() -> None:
    g = Game()
    g.create("rest", enchantment("Rest", rep("If a card would be put into a graveyard from anywhere, exile it "
                                             "instead.", PutIntoWould(parse_selector("card")), ToZone("exile"))),
             controller="A")
    g.create("spell", permanent("Spell", ("instant",)), controller="B", zone="hand", event=False)
    g.move("spell", "graveyard")
    assert g.obj("spell").zone == "exile"


def test_614_1c_enters_with_counters_and_tapped_and_614_12_look_ahead() -> None:
    g = Game()
    # "Noncreature artifacts you control are 2/2 artifact creatures": a continuous effect that
    # will apply to the entering artifact; "creatures you control enter with an additional
    # +1/+1 counter" sees it as a creature (614.12).
    g.create("march", enchantment("March", static("Noncreature artifacts you control are 2/2 creatures.",
                                                  "noncreature artifacts you control",
                                                  AddTypes(card_types=("creature",)), SetPT(Const(2), Const(2)))),
             controller="A")
    g.create("grow", enchantment("Grow", rep("Each creature you control enters with an additional +1/+1 counter.",
                                             EntersWould(parse_selector("creature you control")), WithCounters(1))),
             controller="A")
    g.create("cold", enchantment("Cold", rep("Creatures your opponents control enter tapped.",
                                             EntersWould(parse_selector("creature an opponent controls")), Tapped())),
             controller="B")
    g.create("rock", permanent("Rock", ("artifact",)), controller="A")
    g.create("book", enchantment("Book"), controller="A")
    ev = g.characteristics()
    assert g.obj("rock").counters == {"+1/+1": 1} and ev.state("rock").pt == "3/3"
    assert g.obj("rock").tapped and g.obj("book").counters == {} and not g.obj("book").tapped


def test_614_1c_its_own_enters_with_counters_and_122_6_more_counters() -> None:
    own = rep("This creature enters with two +1/+1 counters on it.", EntersWould(), WithCounters(2),
              self_replacement=True)
    g = Game()
    g.create("scales", enchantment("Scales", MoreCounters("If one or more +1/+1 counters would be put on a creature "
                                                          "you control, that many plus one are put on it instead.",
                                                          "+1/+1", parse_selector("creature you control"), add=1)),
             controller="A")
    g.create("hydra", creature("Hydra", pt=(0, 0), abilities=(own,)), controller="A")
    assert g.obj("hydra").counters == {"+1/+1": 3}  # entering with counters is having them put on it (122.6)
    assert "zone_change" in kinds(g)  # it entered: the event is still entering the battlefield


def test_616_1a_self_replacement_first_whatever_the_order_chosen() -> None:
    own = rep("This creature enters with a +1/+1 counter.", EntersWould(), WithCounters(1), self_replacement=True)
    g = Game()
    g.create("cold", enchantment("Cold", rep("Creatures enter tapped.", EntersWould(parse_selector("creature")),
                                             Tapped())), controller="B")
    g.replacement_order["A"] = ["cold"]
    g.create("c", creature("C", abilities=(own,)), controller="A")
    texts = [e.text for e in g.log if e.kind == "replace"]
    assert texts[0].startswith("c: This creature enters") and "616.1a" in texts[0]
    assert texts[1].startswith("cold:")
