"""The step a scenario has begun (`begin_step`) says what may be done then: a noninstant spell
without flash is cast, and a land played, only in a main phase (505.6a, 307.1, 305.1); during the
untap step no player receives priority, so no spell is cast and no ability activated, not even a
mana ability, and nothing goes on the stack (502.4, 605.3a); and the mana in a pool empties as each step ends (500.5). Anonymous
objects, read from a scenario: before, a sorcery was cast in the upkeep, a land played in combat,
an instant cast in the untap step, and mana added in the upkeep was still there in the draw step,
silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

SORCERY = "{name: 遅, type_line: Sorcery, abilities: [{spell: {text: \"You gain 2 life.\", do: [{gain_life: 2}]}}]}"
INSTANT = "{name: 速, type_line: Instant, abilities: [{spell: {text: \"You gain 2 life.\", do: [{gain_life: 2}]}}]}"
CASE = question("505.6a", """\
  - label: s
    do:
      - enter: {id: f, silent: true, object: {name: 森, type_line: Land — Forest, abilities: [{mana: G}]}}
      - enter: {id: l, zone: hand, object: {name: 沼, type_line: Land — Swamp}}
      - begin_step: STEP
      - ACTION
    expect:
      EXPECT
""")


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _case(tmp_path: Path, step: str, action: str, expect: str) -> Path:
    return written(tmp_path, CASE.replace("STEP", step).replace("ACTION", action).replace("EXPECT", expect),
                   "505.6a-q.yaml")


def _passes(path: Path, cards: dict[str, CardDef]) -> None:
    result = run_case(load_case(path, "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


CAST_SORCERY = f"cast_spell: {{id: s, object: {SORCERY}}}"
CAST_INSTANT = f"cast_spell: {{id: s, object: {INSTANT}}}"


@pytest.mark.parametrize(("action", "expect"), [
    (CAST_SORCERY, "s: {zone: stack}"), ("play_land: l", "l: {zone: battlefield}"),
    (CAST_INSTANT, "s: {zone: stack}"), ("activate_mana: f", "A: {mana: \"{G}\"}")],
    ids=["sorcery", "land", "instant", "mana"])
def test_in_a_main_phase_each_is_done(tmp_path: Path, cards: dict[str, CardDef], action: str, expect: str) -> None:
    _passes(_case(tmp_path, "main", action, expect), cards)


@pytest.mark.parametrize(("step", "action", "words"), [
    ("upkeep", CAST_SORCERY, "s can't be cast now: a noninstant spell without flash is cast on its caster's turn, "
                             "in a main phase, with the stack empty (117.1a, 307.1, 505.6a)"),
    ("combat", "play_land: l", "A can't play l now: cant_play_not_your_turn (305.1)"),
    ("untap", CAST_INSTANT, "s: no player receives priority during the untap step: no spell is cast or resolves "
                            "and no ability is activated (502.4)"),
    ("untap", "priority: true", "priority: no player receives priority during the untap step"),
    ("untap", "activate_mana: f", "f: no player receives priority during the untap step"),
], ids=["sorcery in the upkeep", "land in combat", "instant in the untap step", "triggers in the untap step",
       "mana in the untap step"])
def test_elsewhere_it_is_refused(tmp_path: Path, cards: dict[str, CardDef], step: str, action: str,
                                 words: str) -> None:
    message = refusal(_case(tmp_path, step, action, "A: {life: 20}"), cards)
    assert "q.yaml:11: " in message and words in message, message


def test_an_instant_is_cast_in_the_upkeep(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(_case(tmp_path, "upkeep", CAST_INSTANT, "s: {zone: stack}"), cards)


def test_mana_empties_as_a_step_ends(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(_case(tmp_path, "upkeep", "activate_mana: f\n      - begin_step: draw", "A: {mana: \"\"}"), cards)
