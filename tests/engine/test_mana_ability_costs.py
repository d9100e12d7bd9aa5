"""A mana ability's {T} is a cost (605.1a, 602.5a): a tapped permanent can't pay it (118.3), and a
creature's can't be activated unless it has been under its controller's control continuously since
their most recent turn began, or it has haste (302.6, 702.10b) — a land that came this turn taps for
mana (302.6 is about creatures). 502.3: the untap step (`begin_step: untap`) untaps the active
player's permanents, and a skipped untap step (614.10) leaves them tapped. Anonymous objects, read
from a scenario: before, a tapped land and a creature that came this turn each added mana, silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

LAND = "{name: 森, type_line: Land — Forest, abilities: [{mana: G}]}"
ELF = "{name: 妖精, type_line: Creature — Elf, pt: 1/1, abilities: [{mana: G}]}"
HASTY = "{name: 妖精, type_line: Creature — Elf, pt: 1/1, abilities: [haste, {mana: G}]}"

CASE = question("605.1a", """\
  - label: s
    do:
      - enter: {id: m, object: OBJECT}
      - activate_mana: m
    expect:
      A: {mana: "{G}"}
""")


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _write(tmp_path: Path, text: str) -> Path:
    return written(tmp_path, text, "605.1a-q.yaml")


def _passes(tmp_path: Path, text: str, cards: dict[str, CardDef]) -> None:
    result = run_case(load_case(_write(tmp_path, text), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_a_land_that_came_this_turn_taps_for_mana(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(tmp_path, CASE.replace("OBJECT", LAND), cards)


def test_a_creature_with_haste_taps_for_mana_the_turn_it_came(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(tmp_path, CASE.replace("OBJECT", HASTY), cards)


def test_a_creature_that_came_this_turn_cannot_tap_for_mana(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(_write(tmp_path, CASE.replace("OBJECT", ELF)), cards)
    assert "q.yaml:9: " in message and "m came under its controller's control this turn: its {T} ability can't " \
        "be activated (302.6, 602.5a; it has no haste)" in message, message


def test_on_its_controllers_next_turn_it_can(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = CASE.replace("OBJECT", ELF).replace("      - activate_mana: m\n",
                                               "      - end_turn: true\n      - end_turn: true\n      - activate_mana: m\n")
    _passes(tmp_path, text, cards)


@pytest.mark.parametrize("tapped", ["      - enter: {id: m, tapped: true, object: OBJECT}\n",
                                    "      - enter: {id: m, object: OBJECT}\n      - activate_mana: m\n"],
                         ids=["entered tapped", "tapped for mana already"])
def test_a_tapped_permanent_cannot_pay_its_tap(tmp_path: Path, cards: dict[str, CardDef], tapped: str) -> None:
    # entered tapped, or tapped for mana already this turn
    text = CASE.replace("      - enter: {id: m, object: OBJECT}\n", tapped).replace("OBJECT", LAND)
    message = refusal(_write(tmp_path, text), cards)
    line = 9 + tapped.count("\n") - 1
    assert f"q.yaml:{line}: " in message and "m is tapped: its {T} cost can't be paid (118.3)" in message, message


UNTAP = question("502.3", """\
  - label: s
    do:
      - enter: {id: m, object: LAND}
      - enter: {id: b, controller: B, tapped: true, object: LAND}
      - activate_mana: m
      - end_turn: true
      - end_turn: true
      - begin_step: untap
    expect:
      m: {tapped: UNTAPPED}
      b: {tapped: true}
""").replace("LAND", LAND)
SKIP = """\
      - enter: {id: s, object: {name: 停滞, type_line: Enchantment, abilities: [{replacement: {text: "Skip your untap
                step.", would: {step: untap}, instead: [{skip: true}]}}]}}
"""


def test_the_untap_step_untaps_the_active_players_permanents(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(tmp_path, UNTAP.replace("UNTAPPED", "false"), cards)


def test_a_skipped_untap_step_untaps_nothing(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = UNTAP.replace("UNTAPPED", "true").replace("      - activate_mana: m\n", SKIP + "      - activate_mana: m\n")
    _passes(tmp_path, text, cards)
