"""Mana spent to cast a spell (601.2h): "if {G} was spent to cast this spell" reads the types of
the mana spent on it; a copy of a spell was not cast and no mana was spent on it — mana is not
an object — while the value of X is copied (707.10). Anonymous objects only."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import permanent

from engine import Game
from engine.abilities import SpellAbility
from engine.amounts import parse_amount
from engine.errors import ValueSyntaxError
from engine.instructions import CopySpell, GainLife, IfSpent
from engine.objects import mana_spent

X = parse_amount("X")
INFUSION = permanent("Infusion", ("sorcery",), SpellAbility(
    "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast it.",
    instructions=(IfSpent("G", then=(GainLife(X),)), IfSpent("W", then=(GainLife(X),)))))
TWIN = permanent("Twin", ("instant",), SpellAbility(
    "Copy target instant or sorcery spell.", target="target instant or sorcery spell",
    instructions=(CopySpell("target"),)))


def _cast(spent: str, x: int = 3) -> Game:
    g = Game()
    g.create("inf", INFUSION, controller="A", zone="hand", event=False)
    g.cast("inf", x=x, spent=mana_spent(spent))
    return g


@pytest.mark.parametrize(("spent", "life"), [("{G}{W}{C}", 26), ("{G}{G}{G}", 23), ("{W}", 23), ("{B}{B}", 20),
                                             ("", 20)])
def test_each_type_spent_gives_its_part(spent: str, life: int) -> None:
    g = _cast(spent)
    g.resolve_top()
    assert g.life["A"] == life


def test_a_copy_was_not_cast_so_no_mana_was_spent_on_it_but_x_is_copied() -> None:
    g = _cast("{G}{W}", x=2)
    g.create("twin", TWIN, controller="A", zone="hand", event=False)
    g.cast("twin", targets=[g.stack[0].id])
    g.resolve_top()  # the copy is put on the stack
    copy = g.stack[-1]
    assert copy.copy_of == g.stack[0].id and copy.x == 2 and copy.mana_spent == ()
    g.resolve_top()
    assert g.life["A"] == 20  # the copy gains nothing
    g.resolve_top()
    assert g.life["A"] == 24  # the original: X twice


def test_mana_spent_is_of_a_type() -> None:
    with pytest.raises(ValueSyntaxError, match="not a type of mana"):
        mana_spent("{2}{G}")


@pytest.mark.parametrize(("ability", "says"), [
    ("  - triggered: {text: t, when: enters, do: [{if_spent: G, then: [{gain_life: 1}]}]}\n",
     "if_spent cannot take effect in a triggered ability: it is read in a spell"),
    ("  - spell: {text: t, do: [{if_spent: chosen, then: [{gain_life: 1}]}]}\n",
     "if_spent: a type of mana (W, U, B, R, G, C: 106.1b), not 'chosen'"),
    ("  - spell: {text: t, do: [{if_spent: purple, then: [{gain_life: 1}]}]}\n", "not a type of mana: 'purple'"),
])
def test_if_spent_is_refused_where_no_spell_was_cast_and_for_no_type(tmp_path: Path, ability: str, says: str) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message
