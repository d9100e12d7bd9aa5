"""Strict words (issue 20): `mana:` takes only the types of mana (106.1b) and costs only the
CR's mana symbols (107.4); `resolve_top: {choose: …}` refuses an empty list, an unknown id
and a choice nothing on resolution takes; `create_tokens`' `token:` only the values 111.3
lets an effect define; one definition of a kind of counter for every word that names one
(122.1). Each a ``file:line`` message; written as a contributor writes them."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import card_error, example_error
from test_verify_input import CARD, SCENARIO, corpus
from test_verify_input import make_root as make_one

from engine import Game, TriggeredAbility
from engine.errors import ChoiceError
from engine.instructions import Exile
from engine.selectors import parse_selector
from tests.engine.engine_helpers import creature
from verify import run
from verify.cards import load_cards
from verify.errors import CardError

_made = [0]


def make_root(tmp_path: Path, **kw: str) -> Path:
    _made[0] += 1
    folder = tmp_path / str(_made[0])
    folder.mkdir()
    return make_one(folder, **kw)


def _card_message(tmp_path: Path, abilities: str) -> str:
    return str(card_error(load_cards(make_root(tmp_path, card=CARD + "abilities:\n" + abilities)), CardError).value)


@pytest.mark.parametrize(("ability", "line", "says"), [
    ("  - mana: purple\n", 7, "mana: not a type of mana: 'purple' (one of {W}, {U}, {B}, {R}, {G}, {C}: 106.1b)"),
    ("  - triggered: {text: t, when: enters, do: [{add_mana: '{P}'}]}\n", 7, "not a type of mana: '{P}'"),
    ("  - triggered: {text: t, when: enters, do: [{may_pay: '{2}{Q}', then: []}]}\n", 7,
     "not a mana symbol: {Q} in '{2}{Q}' (107.4"),
    ("  - triggered: {text: t, when: enters, do: [{create_tokens: 1, token: {name: x, type_line: Creature, pt: 1/1,"
     " mana_cost: '{1}'}}]}\n", 7, "unknown key 'mana_cost' (accepted: name, type_line, colors, pt, loyalty, abilities)"),
    ("  - more_counters: {text: t, counters: fad, what: creature you control, add: 1}\n", 7,
     "not a kind of counter: 'fad'"),
    ("  - triggered: {text: t, when: counters_put, counters: fad, do: []}\n", 7, "not a kind of counter: 'fad'"),
])
def test_mana_token_and_counter_words_are_strict(tmp_path: Path, ability: str, line: int, says: str) -> None:
    message = _card_message(tmp_path, ability)
    assert message.startswith(f"rules_src/cards/bear.yaml:{line}: "), message
    assert says in message, message


def test_good_mana_and_counter_kinds_load(tmp_path: Path) -> None:
    cards = load_cards(make_root(tmp_path, card=CARD + "abilities:\n  - mana: '{C}'\n"
                                 "  - more_counters: {text: t, counters: fade, what: creature you control, add: 1}\n"
                                 "  - triggered: {text: t, when: counters_put, counters: fade, do: []}\n"))
    assert not getattr(cards, "broken", {})


CHOOSING = SCENARIO.replace("      - effect: {id: e, affected: target creature, targets: [c], modify_pt: +1/+1}\n",
                            "      - effect: {id: e, affected: target creature, targets: [c], modify_pt: +1/+1}\n"
                            "      - cast_spell: {card: テストの熊, id: s}\n"
                            "      - resolve_top: {choose: CHOICE}\n")


@pytest.mark.parametrize(("choice", "says"), [
    ("[]", "resolve_top choose: a non-empty list of ids or words, not []"),
    ("[nobody]", "unknown id(s) nobody"),
    ("[c]", "no instruction of it takes the choice(s) c"),
])
def test_resolve_top_choose_is_checked(tmp_path: Path, choice: str, says: str) -> None:
    message = str(example_error(run(corpus(), make_root(tmp_path, scenario=CHOOSING.replace("CHOICE", choice)))).value)
    assert message.startswith("rules_src/scenarios/art-ex-1.yaml:"), message
    assert says in message, message


def test_a_choice_an_instruction_takes_is_used() -> None:
    exile_one = TriggeredAbility("When this enters, exile a creature.", event="enters",
                                 instructions=(Exile(parse_selector("creature"), one=True),))
    g = Game()
    g.create("a", creature("A"), controller="B", event=False)
    g.create("b", creature("B"), controller="B", event=False)
    g.create("x", creature("X", abilities=(exile_one,)), controller="A")
    g.priority()
    with pytest.raises(ChoiceError, match=r"no instruction of it takes the choice\(s\) b "):
        g.resolve_top(["a", "b"])  # one card is exiled: "b" is a choice nothing takes


def test_the_one_card_chosen_is_exiled() -> None:
    exile_one = TriggeredAbility("When this enters, exile a creature.", event="enters",
                                 instructions=(Exile(parse_selector("creature"), one=True),))
    g = Game()
    g.create("a", creature("A"), controller="B", event=False)
    g.create("b", creature("B"), controller="B", event=False)
    g.create("x", creature("X", abilities=(exile_one,)), controller="A")
    g.priority()
    g.resolve_top(["b"])
    assert (g.obj("a").zone, g.obj("b").zone) == ("battlefield", "exile")
