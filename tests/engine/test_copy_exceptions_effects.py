"""707.9e: an exception of a copy effect that is an additional effect ("except it enters with X
additional +1/+1 counters") rather than a modification of characteristics doesn't happen if
another copy effect is applied to the object after it — as when it copies an object whose own
"enter as a copy" it then gains and applies (616.1f), copying another. Anonymous objects."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature

from engine import Game, parse_selector
from engine.abilities import AsEntersAbility
from engine.copying import CopyValues

EGO = AsEntersAbility("You may have this creature enter as a copy of any creature on the battlefield, except it "
                      "enters with X additional +1/+1 counters on it.", copy=parse_selector("creature"),
                      exceptions=CopyValues("copy", with_x=True))
CLONE = AsEntersAbility("You may have this creature enter as a copy of any creature on the battlefield.",
                        copy=parse_selector("creature"))


def _entered(copies: str, x: int = 3) -> tuple[str, int | None, dict[str, int]]:
    g = Game()
    g.create("bear", creature("Bear", (2, 2)), controller="A", event=False)
    g.create("clone", creature("Clone", (1, 1), abilities=(CLONE,)), controller="A", event=False)
    g.create("ego", creature("Ego", (0, 0), abilities=(EGO,)), controller="A", zone="hand", event=False)
    g.cast("ego", x=x)
    if copies:
        g.choose_as_enters("ego", {"copy": copies})
    g.resolve_top()
    state = g.characteristics().state("ego")
    return state.name, state.power, g.obj("ego").counters


def test_the_additional_counters_come_with_the_copy_effect_applied_last() -> None:
    assert _entered("bear") == ("Bear", 5, {"+1/+1": 3})
    assert _entered("clone") == ("Clone", 4, {"+1/+1": 3})  # Clone's own copy effect not applied (no choice)
    assert _entered("clone", x=0) == ("Clone", 1, {})


def test_a_copy_effect_applied_after_it_cancels_the_exceptions_effect() -> None:
    """It copies Clone, gains Clone's "enter as a copy" and applies it, copying Bear (616.1f):
    the counters of the first copy effect's exception don't happen (707.9e)."""
    assert _entered("clone bear") == ("Bear", 2, {})


def test_the_copy_effect_applied_last_gives_its_own_additional_counters() -> None:
    """Only the earlier effect's exception is dropped (707.9e): the one applied second, "except it
    enters with an additional +1/+1 counter", happens."""
    big = AsEntersAbility("You may have this creature enter as a copy of any creature, except it enters with an "
                          "additional +1/+1 counter on it.",
                          copy=parse_selector("creature"), exceptions=CopyValues("copy", with_counters=1))
    g = Game()
    g.create("bear", creature("Bear", (2, 2)), controller="A", event=False)
    g.create("giant", creature("Giant", (1, 1), abilities=(big,)), controller="A", event=False)
    g.create("ego", creature("Ego", (0, 0), abilities=(EGO,)), controller="A", zone="hand", event=False)
    g.cast("ego", x=3)
    g.choose_as_enters("ego", {"copy": "giant bear"})
    g.resolve_top()
    assert g.characteristics().state("ego").name == "Bear" and g.obj("ego").counters == {"+1/+1": 1}


@pytest.mark.parametrize(("ability", "says"), [
    ("  - as_enters: {text: t, copy: creature, with_counters: Y}\n", "as_enters with_counters: a number or X"),
    ("  - as_enters: {text: t, choose: color, with_counters: X}\n", "as_enters: with_counters is a copy exception"),
])
def test_with_counters_is_a_number_or_x_of_a_copy(tmp_path: Path, ability: str, says: str) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message
