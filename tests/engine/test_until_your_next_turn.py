"""Durations: "until your next turn" ends as its controller's next turn begins (the duration of
701.15a goad and 701.35a detain: "until the next turn of the controller of that spell or
ability") — not at the end of this turn, nor as another player's turn begins. Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, spec

from engine import Duration, Game, ModifyPT
from engine.expressions import Const


def _game(controller: str) -> Game:
    g = Game()
    g.create("c", creature("C", pt=(2, 2)), controller="B", event=False)
    g.create_effect(spec("It gets +1/+1 until your next turn.", "target creature", ModifyPT(Const(1), Const(1))),
                    controller=controller, targets=["c"], duration=Duration.UNTIL_YOUR_NEXT_TURN)
    return g


def test_it_lasts_through_the_other_players_turn_and_ends_as_yours_begins() -> None:
    g = _game("A")
    assert g.active_player == "A" and g.characteristics().state("c").pt == "3/3"
    g.end_turn()  # B's turn: still
    assert g.active_player == "B" and g.characteristics().state("c").pt == "3/3"
    g.end_turn()  # A's next turn begins: it ends
    assert g.active_player == "A" and g.characteristics().state("c").pt == "2/2"


def test_the_next_turn_of_its_controller_not_the_next_turn() -> None:
    g = _game("B")  # created on A's turn by B: it ends as B's turn begins
    g.end_turn()
    assert g.active_player == "B" and g.characteristics().state("c").pt == "2/2"


def test_until_end_of_turn_is_another_duration() -> None:
    g = Game()
    g.create("c", creature("C", pt=(2, 2)), controller="B", event=False)
    g.create_effect(spec("It gets +1/+1 until end of turn.", "target creature", ModifyPT(Const(1), Const(1))),
                    controller="A", targets=["c"], duration=Duration.END_OF_TURN)
    g.end_turn()
    assert g.characteristics().state("c").pt == "2/2"
