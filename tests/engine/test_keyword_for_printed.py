"""607.2d, 702.16e: "protection from the chosen color" written as an object's own ability (the
ability kind ``keyword_for``, as the docs' table shows it) is protection from the color chosen —
before, it was shown and protected from nothing, silently, while the same keyword granted by
``static: add_abilities:`` worked (the seventh round's q103). Its words are spelled out before
layer 6, whose effects then remove it as any other ability; a ``link`` on a granted one, which
would do nothing, is refused. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, static

from engine import Game
from engine.abilities import KeywordFor
from engine.effects import AddAbilities, LoseAllAbilities
from engine.errors import ValueSyntaxError

CHOSEN = KeywordFor("protection from {}", "chosen color")


def _game(choices: dict[str, str]) -> Game:
    g = Game()
    g.create("v", creature(abilities=(CHOSEN,)), controller="A", choices=choices, event=False)
    g.create("w", creature("White", colors=("white",)), controller="B", event=False)
    g.create("r", creature("Red", colors=("red",)), controller="B", event=False)
    return g


def test_protection_from_the_chosen_color_prevents_that_colors_damage() -> None:
    g = _game({"color": "white"})
    g.deal_damage_together([("w", "v", 1), ("r", "v", 1)])
    assert g.obj("v").damage == 1  # the white source's prevented (702.16e), the red one's dealt


def test_no_color_chosen_no_protection() -> None:
    g = _game({})
    g.deal_damage_together([("w", "v", 1)])
    assert g.obj("v").damage == 1  # 607.5a: the value is undefined


@pytest.mark.parametrize("earlier", [True, False])
def test_an_effect_that_removes_all_abilities_removes_it(earlier: bool) -> None:
    humble = static("Creatures lose all abilities.", "creatures", LoseAllAbilities())
    g = Game()
    if earlier:  # its timestamp before the creature's
        g.create("h", permanent("Humble", ("enchantment",), humble), controller="B", event=False)
    g.create("v", creature(abilities=(CHOSEN,)), controller="A", choices={"color": "white"}, event=False)
    if not earlier:
        g.create("h", permanent("Humble", ("enchantment",), humble), controller="B", event=False)
    g.create("w", creature("White", colors=("white",)), controller="B", event=False)
    g.deal_damage_together([("w", "v", 1)])
    assert g.obj("v").damage == 1


def test_a_granted_keyword_for_with_a_link_of_its_own_is_refused() -> None:
    with pytest.raises(ValueSyntaxError, match="607.2a"):
        AddAbilities.made((KeywordFor("protection from {}", "chosen color", link="x"),))
