"""Game actions (engine/actions.py): life totals set (119.5), winning and losing (104.2,
104.3, 704.5a), sacrifice (701.21a), tap and untap (701.26), last known information (608.2h)."""

from __future__ import annotations

import pytest

from engine import ChoiceError, Const, Game, ModifyPT, ReplacementAbility, parse_selector
from engine.actions import lose_game, sacrifice, set_life, win_game
from engine.amounts import last_known_power
from engine.records import Record, Rule, Text
from engine.replacement import Double, GainLifeWould
from tests.engine.engine_helpers import creature, permanent, spec


def test_119_5_setting_a_life_total_is_gaining_or_losing_the_difference() -> None:
    g = Game()
    g.create("boon", permanent("Boon", ("enchantment",), ReplacementAbility(
        "If you would gain life, you gain twice that much life instead.", GainLifeWould("you"), (Double(),))),
        controller="A")
    assert set_life(g, "A", 30) == 20  # gains 10, doubled (119.10, 614.1a)
    assert g.life["A"] == 40
    assert set_life(g, "A", 5) == -35 and g.life["A"] == 5  # a loss is not doubled
    assert set_life(g, "B", 20) == 0 and not [e for e in g.log if e.kind == "life" and e.player == "B"]


def test_704_5a_a_player_at_0_life_loses_and_the_other_wins() -> None:
    g = Game()
    g.deal_damage(None, "B", 20)
    assert g.losers == {} and g.winners == []  # only when state-based actions are checked
    g.check_state_based_actions()
    assert g.losers == {"B": "704.5a: 0 life"} and g.winners == ["A"]  # 104.2a


def test_104_2b_an_effect_says_a_player_wins() -> None:
    g = Game(players=("A", "B", "C"))
    lose_game(g, "C", Record.of("why.rule", rule=Rule("104.3a")))
    assert g.winners == []
    win_game(g, "A", Record.of("why.effect", rule=Rule("104.2b"), text=Text("an effect")))
    assert g.winners == ["A"] and set(g.losers) == {"B", "C"}


def test_701_17a_sacrifice_the_players_choice_of_their_own_permanents() -> None:
    g = Game()
    g.create("a1", creature("A1"), controller="A")
    g.create("a2", creature("A2"), controller="A")
    g.create("b1", creature("B1"), controller="B")
    with pytest.raises(ChoiceError, match="701.21a"):
        sacrifice(g, "A", ["b1"], parse_selector("creature"))
    assert sacrifice(g, "A", ["a2"], parse_selector("creature")) == ["a2"]
    assert (g.obj("a1").zone, g.obj("a2").zone, g.obj("b1").zone) == ("battlefield", "graveyard", "battlefield")


def test_608_2h_the_power_of_a_sacrificed_creature_as_it_last_existed() -> None:
    g = Game()
    g.create("c", creature("C", pt=(2, 2)), controller="A")
    g.create_effect(spec("+3/+0", "target creature", ModifyPT(Const(3), Const(0))), controller="A", targets=["c"])
    assert last_known_power(g, "c") == 5
    sacrifice(g, "A", ["c"], parse_selector("creature"))
    assert g.obj("c").zone == "graveyard" and last_known_power(g, "c") == 5


def test_701_26_tap_and_untap_events() -> None:
    g = Game()
    g.create("c", creature("C"), controller="A")
    assert g.tap("c") is not None and g.obj("c").tapped
    assert g.tap("c") is None  # already tapped: no event (603.2e)
    assert g.tap("c", False) is not None and not g.obj("c").tapped
    assert [e.kind for e in g.log if e.kind in ("tapped", "untapped")] == ["tapped", "untapped"]
