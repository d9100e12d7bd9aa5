"""603.8: a state trigger triggers as soon as its state is true — also for a moment while a
spell resolves ("discard your hand, then draw that many cards", 701.9a) — and not again
while it is on the stack, its own resolution included (608.2n). Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game, TriggeredAbility, parse_selector
from engine.abilities import ActivatedAbility
from engine.amounts import parse_amount
from engine.conditions import AtMost
from engine.effects import Duration
from engine.errors import IllegalActionError
from engine.instructions import DiscardHand, Draw, GainLife

EMPTY = AtMost(0, parse_selector("cards in your hand"), text="no cards in hand")
DRAW_WHEN_EMPTY = TriggeredAbility("Whenever you have no cards in hand, draw a card.", event="state",
                                   condition=EMPTY, instructions=(Draw(1),))


def _game(hand: int, library: int) -> Game:
    g = Game()
    g.create("w", permanent("Watcher", ("artifact",), DRAW_WHEN_EMPTY), controller="A", event=False)
    for i in range(library):
        g.create(f"l{i}", permanent("Card", ("land",)), controller="A", zone="library", event=False)
    for i in range(hand):
        g.create(f"h{i}", permanent("Card", ("land",)), controller="A", zone="hand", event=False)
    return g


def _wheel() -> ActivatedAbility:
    return ActivatedAbility("{1}: Discard your hand, then draw that many cards.", "{1}", None, Duration.INDEFINITE,
                            instructions=(DiscardHand("you", then=(Draw(parse_amount("that many")),)),))


def test_a_hand_empty_for_a_moment_during_a_resolution_triggers_it() -> None:
    g = _game(hand=2, library=5)
    g.create("x", permanent("Wheel", ("artifact",), _wheel()), controller="A", event=False)
    g.activate_ability("x")
    g.resolve_top()
    assert [p.source for p in g.pending] == ["w"]
    assert len(g.cards_in("hand", "A")) == 2 and len(g.cards_in("graveyard", "A")) == 2


def test_its_own_resolution_does_not_trigger_it_again() -> None:
    g = _game(hand=0, library=0)  # drawing from an empty library: the hand stays empty
    g.priority()
    g.resolve_top()
    assert g.pending == []  # it was still on the stack while it resolved
    g.priority()
    assert len(g.stack) == 1  # it has left the stack: it triggers again


def test_discarding_an_empty_hand_discards_nothing_and_that_many_is_zero() -> None:
    g = _game(hand=0, library=3)
    g.create("o", creature(abilities=(_wheel(),)), controller="B", event=False)
    g.activate_ability("o")
    g.resolve_top()
    assert len(g.cards_in("hand", "B")) == 0 and len(g.cards_in("library", "A")) == 3


def test_that_many_outside_a_replacement_or_a_discard_is_refused_when_it_runs() -> None:
    ab = ActivatedAbility("{1}: Draw that many cards.", "{1}", None, Duration.INDEFINITE,
                          instructions=(Draw(parse_amount("that many")), GainLife(1)))
    g = _game(hand=1, library=3)
    g.create("y", permanent("Bad", ("artifact",), ab), controller="A", event=False)
    g.activate_ability("y")
    with pytest.raises(IllegalActionError, match="discard_hand"):
        g.resolve_top()
