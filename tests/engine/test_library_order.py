"""701.25a surveil and 701.22a scry: the cards put back on top go in the order the player
chooses (the choice ``top`` made on resolution, the top one first); scry's cards on the bottom go
in the order chosen. An order that is not each of those cards once is refused. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import permanent

from engine import Game
from engine.abilities import ActivatedAbility
from engine.effects import Duration
from engine.errors import ChoiceError
from engine.instructions import Draw, Scry, Surveil


def _game(library: int = 5) -> Game:
    g = Game()
    for i in range(library):
        g.create(f"l{i}", permanent("Card", ("land",)), controller="A", zone="library", event=False)
    return g


def _resolve(g: Game, *instructions: object, chosen: tuple[str, ...] = (), top: list[str] | None = None) -> None:
    ab = ActivatedAbility("{1}: …", "{1}", None, Duration.INDEFINITE, instructions=instructions)  # type: ignore[arg-type]
    g.create("tool", permanent("Tool", ("artifact",), ab), controller="A", event=False)
    g.activate_ability("tool")
    g.resolve_top(chosen, {"top": " ".join(top)} if top is not None else None)


def test_surveil_puts_the_rest_back_in_the_order_chosen() -> None:
    g = _game()
    _resolve(g, Surveil(3), chosen=("l1",), top=["l2", "l0"])
    assert g.cards_in("graveyard", "A") == ["l1"]
    assert g.cards_in("library", "A") == ["l2", "l0", "l3", "l4"]


def test_surveil_then_draw_draws_the_card_put_on_top() -> None:
    g = _game()
    _resolve(g, Surveil(2), Draw(1), top=["l1", "l0"])
    assert g.cards_in("hand", "A") == ["l1"]


def test_surveil_without_an_order_keeps_the_order() -> None:
    g = _game()
    _resolve(g, Surveil(3), chosen=("l1",))
    assert g.cards_in("library", "A") == ["l0", "l2", "l3", "l4"]


def test_an_order_that_is_not_the_rest_each_once_is_refused() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match=r"the cards put back on top are l0, l2, each once \(701.25a\)"):
        _resolve(g, Surveil(3), chosen=("l1",), top=["l2", "l1"])
    h = _game()
    with pytest.raises(ChoiceError, match="each once"):
        _resolve(h, Surveil(2), top=["l0"])  # one of the two left out


def test_scry_puts_the_chosen_on_the_bottom_and_the_rest_on_top_in_order() -> None:
    g = _game()
    _resolve(g, Scry(3), chosen=("l2", "l0"), top=["l1"])
    assert g.cards_in("library", "A") == ["l1", "l3", "l4", "l2", "l0"]  # l0 the bottom card
    assert g.scried["A"] == 3


def test_scry_orders_the_top() -> None:
    g = _game()
    _resolve(g, Scry(2), top=["l1", "l0"])
    assert g.cards_in("library", "A") == ["l1", "l0", "l2", "l3", "l4"]


def test_scry_refuses_a_card_below_the_top_n() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match=r"l3 is not among the top 2 cards of A's library \(701.22a\)"):
        _resolve(g, Scry(2), chosen=("l3",))


def test_an_order_nothing_takes_is_refused() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match="nothing of it takes the choice top"):
        _resolve(g, Draw(1), top=["l0"])
