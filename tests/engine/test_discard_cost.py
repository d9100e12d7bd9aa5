"""118, 701.9a: "Discard a card" as a cost — paid as the ability is activated (602.2b) or the spell
cast (601.2h): the card chosen (701.9b: by the controller; the only one needs no choice) goes from
the hand to the graveyard; with no card in hand it can't be paid (118.3) and nothing happens
(anonymous objects)."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, spec

from engine import ActivatedAbility, Const, Duration, Game, ModifyPT, SpellAbility
from engine.costs import parse_cost
from engine.errors import ChoiceError, IllegalActionError
from engine.instructions import GainLife

PUMP = ActivatedAbility("Discard a card: This creature gets +1/+1 until end of turn.", parse_cost("Discard a card"),
                        spec("This creature gets +1/+1 until end of turn.", "self", ModifyPT(Const(1), Const(1))),
                        Duration.END_OF_TURN)
LIFE = ActivatedAbility("{1}, Discard a card: You gain 2 life.", parse_cost("{1}, Discard a card"), None,
                        Duration.INDEFINITE, (GainLife(2),))


def _game(hand: int) -> Game:
    g = Game()
    g.create("c", creature("Creature", abilities=(PUMP, LIFE)), controller="A", event=False)
    for i in range(hand):
        g.create(f"h{i}", permanent("Card", ("land",)), controller="A", zone="hand", event=False)
    return g


def test_the_only_card_is_discarded_as_the_cost_is_paid() -> None:
    g = _game(1)
    g.activate_ability("c", 0)  # 602.2b: the cost is paid as it is activated
    assert g.obj("h0").zone == "graveyard"
    g.resolve_top()
    assert (g.obj("h0").zone, g.characteristics().state("c").pt) == ("graveyard", "3/3")


def test_with_an_empty_hand_it_cant_be_paid_and_nothing_happens() -> None:
    g = _game(0)
    with pytest.raises(IllegalActionError, match=r"no card in hand — 'Discard a card' can't be paid \(118.3\)"):
        g.activate_ability("c", 0)
    with pytest.raises(IllegalActionError, match=r"118.3"):
        g.activate_ability("c", 1)
    assert (g.characteristics().state("c").pt, g.stack, g.effects) == ("2/2", [], {})


def test_the_card_chosen_is_discarded_on_the_stack() -> None:
    g = _game(2)
    with pytest.raises(ChoiceError, match=r"choose the card to discard \(one of h0, h1\)"):
        g.activate_ability("c", 1)
    assert g.stack == [] and g.cards_in("hand", "A") == ["h0", "h1"]
    item = g.activate_ability("c", 1, discarded=["h1"])
    assert (g.obj("h0").zone, g.obj("h1").zone, item.cost_discarded) == ("hand", "graveyard", ("h1",))
    g.resolve_top()
    assert g.life["A"] == 22
    with pytest.raises(ChoiceError, match=r"can't discard h1: not in A's hand"):
        g.activate_ability("c", 1, discarded=["h1"])


def test_an_additional_cost_of_a_spell() -> None:
    g = _game(1)
    spell = SpellAbility("As an additional cost to cast this spell, discard a card. You gain 3 life.",
                         instructions=(GainLife(3),), additional_cost=parse_cost("Discard a card"))
    g.create("sp", permanent("Spell", ("instant",), spell), controller="A", zone="hand", event=False)
    g.cast("sp", discarded=["h0"])  # the spell itself is on the stack, not a card to discard
    assert g.obj("h0").zone == "graveyard"
    g.resolve_top()
    assert g.life["A"] == 23
