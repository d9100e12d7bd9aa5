"""Keywords the seventh review round found doing nothing, now applied (issue 20): changeling
(702.73a) and devoid (702.114a) are characteristic-defining abilities (604.3); toxic (702.164c)
gives poison counters with combat damage to a player; absorb (702.64a) prevents damage dealt to
it, each time and each instance. Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import Const, creature, permanent, static

from engine import Game, Keyword, ModifyPT
from engine.errors import ChoiceError
from engine.keywords import keywords_of


def test_changeling_is_every_creature_type_in_every_zone() -> None:
    g = Game()
    g.create("lord", permanent("Lord", ("enchantment",), static("Goblins you control get +1/+1.", "Goblins you control",
                                                                 ModifyPT(Const(1), Const(1)))), controller="A", event=False)
    g.create("c", creature(subtypes=("Shapeshifter",), abilities=(Keyword("Changeling"),)), controller="A", event=False)
    g.create("h", creature(subtypes=("Shapeshifter",), abilities=(Keyword("Changeling"),)), controller="A", zone="hand",
             event=False)
    views = g.characteristics().views
    assert (views["c"].power, views["c"].toughness) == (3, 3)  # 702.73a: a Goblin too
    assert {"Goblin", "Elf", "Shapeshifter"} <= set(views["h"].subtypes)  # 604.3: in the hand as well
    assert (views["h"].power, views["h"].toughness) == (2, 2)  # the lord affects only the battlefield


def test_devoid_is_colorless_whatever_its_mana_cost() -> None:
    g = Game()
    g.create("d", creature(colors=("red",), abilities=(Keyword("Devoid"),), cost="{1}{R}"), controller="A", event=False)
    g.create("r", creature(colors=("red",), cost="{1}{R}"), controller="A", event=False)
    views = g.characteristics().views
    assert views["d"].colors == set() and views["r"].colors == {"red"}  # 702.114a, 105.2c


def test_toxic_gives_poison_counters_with_combat_damage_to_a_player() -> None:
    g = Game()
    g.create("t", creature(pt=(1, 1), abilities=(Keyword("Toxic 2"), Keyword("Toxic 1"))), controller="A", event=False)
    g.deal_damage_together([("t", "B", 1)], combat=True)
    assert (g.life["B"], g.poison.get("B", 0)) == (19, 3)  # 702.164c, 702.164b: the total of its toxic values
    g.deal_damage_together([("t", "B", 1)])  # noncombat damage: none
    assert (g.life["B"], g.poison.get("B", 0)) == (18, 3)


def test_absorb_prevents_that_much_of_each_damage_dealt_to_it() -> None:
    g = Game()
    g.create("a", creature(pt=(2, 5), abilities=(Keyword("Absorb 1"),)), controller="A", event=False)
    g.create("b", creature(pt=(2, 5), abilities=(Keyword("Absorb 1"), Keyword("Absorb 1"))), controller="A", event=False)
    g.create("s", creature(pt=(3, 3)), controller="B", event=False)
    g.deal_damage_together([("s", "a", 3), ("s", "b", 3)])
    g.deal_damage_together([("s", "a", 1)])
    assert (g.obj("a").damage, g.obj("b").damage) == (2, 1)  # 702.64a each time; 702.64b each instance


def test_umbra_armor_destroys_the_aura_instead_and_removes_the_damage() -> None:
    g = Game()
    g.create("c", creature(pt=(2, 4)), controller="A", event=False)
    g.create("a", permanent("Aura", ("enchantment",), Keyword("enchant creature"), Keyword("Umbra armor"),
                            subtypes=("Aura",)), controller="A", event=False)
    g.attach("a", "c")
    g.create("s", creature(pt=(3, 3)), controller="B", event=False)
    g.deal_damage_together([("s", "c", 1)])
    g.move_together(["c"], "graveyard", destroyed=["c"])  # 701.8: destroyed
    assert (g.obj("c").zone, g.obj("c").damage, g.obj("a").zone) == ("battlefield", 0, "graveyard")  # 702.89a
    g.move_together(["c"], "graveyard", destroyed=["c"])  # no Aura now
    assert g.obj("c").zone == "graveyard"


def test_riot_gives_a_counter_or_else_haste() -> None:
    g = Game()
    g.choose_as_enters("r1", {"riot": "counter"})
    g.create("r1", creature(abilities=(Keyword("Riot"),)), controller="A")
    g.create("r2", creature(abilities=(Keyword("Riot"),)), controller="A")
    views = g.characteristics().views
    assert (views["r1"].power, "haste" in keywords_of(views["r1"])) == (3, False)  # 702.136a
    assert (views["r2"].power, "haste" in keywords_of(views["r2"])) == (2, True)


def test_each_riot_is_chosen_separately() -> None:
    g = Game()
    two = creature(abilities=(Keyword("Riot"), Keyword("Riot")))
    g.choose_as_enters("r1", {"riot": "counter haste"})
    g.create("r1", two, controller="A")
    g.choose_as_enters("r2", {"riot": "counter"})
    g.create("r2", two, controller="A")
    g.create("r3", two, controller="A")
    views = g.characteristics().views
    assert [(views[r].power, "haste" in keywords_of(views[r])) for r in ("r1", "r2", "r3")] == [
        (3, True), (4, False), (2, True)]  # 702.136b: each instance its own choice
    g.choose_as_enters("r4", {"riot": "counter haste counter"})
    with pytest.raises(ChoiceError, match="702.136b"):
        g.create("r4", two, controller="A")


def test_bloodthirst_counts_only_damage_to_an_opponent_this_turn() -> None:
    g = Game()
    g.create("s", creature(pt=(1, 1)), controller="A", event=False)
    g.create("b1", creature(abilities=(Keyword("Bloodthirst 2"),)), controller="A")
    g.deal_damage_together([("s", "A", 1)])  # its controller, not an opponent
    g.create("b2", creature(abilities=(Keyword("Bloodthirst 2"),)), controller="A")
    g.deal_damage_together([("s", "B", 1)])
    g.create("b3", creature(abilities=(Keyword("Bloodthirst 2"),)), controller="A")
    views = g.characteristics().views
    assert [views[b].power for b in ("b1", "b2", "b3")] == [2, 2, 4]  # 702.54a


def test_sunburst_counts_the_colors_of_mana_spent_to_cast_it() -> None:
    g = Game()
    g.create("c", creature(pt=(0, 0), abilities=(Keyword("Sunburst"),), cost="{3}"), controller="A", zone="hand")
    g.create("n", permanent("Relic", ("artifact",), Keyword("Sunburst"), cost="{3}"), controller="A", zone="hand")
    g.cast("c", spent=("G", "G", "W"))
    g.resolve_top()
    g.cast("n", spent=("R", "C", "C"))
    g.resolve_top()
    assert g.obj("c").counters == {"+1/+1": 2}  # 702.44a: two colors
    assert g.obj("n").counters == {"charge": 1}  # a noncreature permanent: charge counters
