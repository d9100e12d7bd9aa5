"""The legend rule (704.5j) as a state-based action, and effects that say it doesn't apply
to some permanents (an effect on the game rules, 613.11). Anonymous objects only."""

from __future__ import annotations

from engine_helpers import permanent, static

from engine import Characteristics, Game, parse_selector
from engine.effects import LegendRuleExempt

TEXT = "The \"legend rule\" doesn't apply to creature tokens you control."


def legend(name: str = "Hero") -> Characteristics:
    return Characteristics(name, card_types=frozenset({"creature"}), supertypes=frozenset({"legendary"}),
                           power=2, toughness=2)


def test_two_legends_with_one_name_the_player_keeps_one() -> None:
    g = Game()
    g.create("h1", legend(), controller="A", event=False)
    g.create("h2", legend(), controller="A", event=False)
    g.create("other", legend("Other"), controller="A", event=False)
    g.create("theirs", legend(), controller="B", event=False)
    assert g.check_state_based_actions() == ["h1"]  # by default the newest stays
    assert [g.obj(o).zone for o in ("h2", "other", "theirs")] == ["battlefield"] * 3
    assert any("704.5j" in e.text and e.kind == "sba" for e in g.log)


def test_the_chosen_one_stays() -> None:
    g = Game()
    g.create("h1", legend(), controller="A", event=False)
    g.create("h2", legend(), controller="A", event=False)
    g.legend_keep.add("h1")
    assert g.check_state_based_actions() == ["h2"]


def test_an_exemption_leaves_the_tokens_it_describes_out() -> None:
    g = Game()
    g.create("m", permanent("Keeper", ("enchantment",), static(
        TEXT, "self", LegendRuleExempt(TEXT, parse_selector("creature tokens you control")))), controller="A",
        event=False)
    g.create("t1", legend(), controller="A", event=False, token=True)
    g.create("t2", legend(), controller="A", event=False, token=True)
    g.create("bt1", legend(), controller="B", event=False, token=True)
    g.create("bt2", legend(), controller="B", event=False, token=True)
    assert g.check_state_based_actions() == ["bt1"]  # B's tokens are not A's
    g.create("card", legend(), controller="A", event=False)
    assert g.check_state_based_actions() == []  # one nontoken legend is alone in its group
    g.create("card2", legend(), controller="A", event=False)
    assert g.check_state_based_actions() == ["card"]
    assert g.characteristics().rules == [TEXT]
