""""From anywhere" (a card put into a graveyard from anywhere: the battlefield included,
108.2) and nouns with adjectives of their own in a list ("cards and nontoken permanents").
Anonymous objects."""

from __future__ import annotations

import pytest

from engine import Game, ReplacementAbility, parse_selector
from engine.errors import SelectorSyntaxError
from engine.replacement import PutIntoWould, ToZone
from tests.engine.engine_helpers import creature, permanent


def _exiler(phrase: str) -> object:
    rep = ReplacementAbility(f"If {phrase} would be put into a graveyard from anywhere, exile it instead.",
                             PutIntoWould(parse_selector(phrase)), (ToZone("exile"),))
    return permanent("Exiler", ("enchantment",), rep)


@pytest.mark.parametrize(("phrase", "card", "token", "in_hand"), [
    ("card", "exile", "graveyard", "exile"),  # a permanent card is a card; a token is not (108.2b)
    ("cards and nontoken permanents", "exile", "graveyard", "exile"),
    ("creature", "exile", "exile", "graveyard"),  # a creature is on the battlefield
    ("object", "exile", "exile", "exile"),
])
def test_put_into_a_graveyard_from_anywhere(phrase: str, card: str, token: str, in_hand: str) -> None:
    g = Game()
    g.create("rest", _exiler(phrase), controller="A")
    g.create("bear", creature("Bear"), controller="B")
    g.create("tok", creature("Token"), controller="B", token=True)
    g.create("drawn", creature("Drawn"), controller="B", zone="hand", event=False)
    g.move_together(["bear", "tok"], "graveyard")
    g.move("drawn", "graveyard")
    assert (g.obj("bear").zone, g.obj("tok").zone, g.obj("drawn").zone) == (card, token, in_hand)


def test_from_anywhere_is_a_trailer_and_card_is_not_a_token() -> None:
    g = Game()
    g.create("bear", creature("Bear"), controller="A")
    g.create("tok", creature("Token"), controller="A", token=True)
    g.create("drawn", creature("Drawn"), controller="A", zone="hand", event=False)
    ctx = g.characteristics().context(controller="A")
    assert parse_selector("creature cards from anywhere").select(ctx) == ["bear", "drawn"]
    assert parse_selector("cards").select(ctx) == ["drawn"]
    assert parse_selector("nontoken creatures").select(ctx) == ["bear"]


def test_each_noun_of_a_list_may_have_adjectives_of_its_own() -> None:
    g = Game()
    g.create("bear", creature("Bear"), controller="A")
    g.create("tok", creature("Token"), controller="A", token=True)
    g.create("blue", creature("Blue", colors=("blue",)), controller="A")
    ctx = g.characteristics().context(controller="A")
    # each noun keeps its own adjectives: "blue" is the creatures' (the bear is a nontoken permanent;
    # it was read as blue nontoken permanents)
    assert parse_selector("blue creatures and nontoken permanents you control").select(ctx) == ["bear", "blue"]
    assert parse_selector("white creatures and blue creatures").select(ctx) == ["blue"]
    assert parse_selector("tokens and blue creatures").select(ctx) == ["tok", "blue"]
    with pytest.raises(SelectorSyntaxError, match="gizmos"):
        parse_selector("cards and nontoken gizmos")
