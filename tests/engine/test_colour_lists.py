"""Colours listed before one noun are alternatives of that noun (105.2): "black, red, or green
creature spell" is a creature spell that is black, red or green — not black permanents, red
permanents and green creature spells (it was read so, silently). Anonymous objects."""

from __future__ import annotations

import pytest

from engine import Const, Game, ModifyPT, parse_selector
from engine.selectors import Context
from tests.engine.engine_helpers import creature, permanent, static


@pytest.mark.parametrize(("phrase", "alternatives"), [
    ("black, red, or green creature spell", ["black creature spell", "red creature spell", "green creature spell"]),
    ("black or red creatures you control", ["black creatures you control", "red creatures you control"]),
    ("other white or blue creatures", ["other white creatures", "other blue creatures"]),
])
def test_the_colours_share_the_noun_and_its_trailer(phrase: str, alternatives: list[str]) -> None:
    assert [a.text for a in parse_selector(phrase).alternatives] == alternatives


def test_an_anthem_for_black_or_red_creatures_reaches_those_and_only_those() -> None:
    anthem = static("Black or red creatures you control get +1/+1.", "black or red creatures you control",
                    ModifyPT(Const(1), Const(1)))
    g = Game()
    g.create("anthem", permanent("Anthem", ("enchantment",), anthem), controller="A")
    g.create("black", creature("Black", colors=("black",)), controller="A")
    g.create("red", creature("Red", colors=("red",)), controller="A")
    g.create("white", creature("White", colors=("white",)), controller="A")
    g.create("black_artifact", permanent("Black thing", ("artifact",)), controller="A")
    g.create("theirs", creature("Their red", colors=("red",)), controller="B")
    state = g.characteristics()
    assert [state.state(i).pt for i in ("black", "red", "white", "theirs")] == ["3/3", "3/3", "2/2", "2/2"]
    # a black artifact is no creature: "black" is not a noun of its own here (it was: black permanents)
    sel = parse_selector("black or red creatures you control")
    assert sel.select(Context(views=state.views, controller="A")) == ["black", "red"]
