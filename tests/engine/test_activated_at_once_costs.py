"""An activated ability with an effect (once resolved at once, now on the stack, 602.2) pays its
costs as it is activated (602.2b): its {T} taps it, and a tapped permanent can't pay it again
(118.3) nor a creature that came this turn without haste (302.6). Anonymous objects, read from a
scenario: before, "{T}: Target creature gets +1/+1 until end of turn." neither tapped nor was
refused, so it gave +2/+2 twice in a turn, silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

CASE = question("602.2b", """\
  - label: s
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: w, SILENT object: {name: 杖, type_line: TYPE, ABILITIES}}
      - activate: {object: w, targets: [c]}
      - resolve_top: 1
    expect:
      c: {pt: 3/3}
      w: {tapped: true}
  - label: t
    do:
      - activate: {object: w, targets: [c]}
      - resolve_top: 1
    expect:
      c: {pt: 4/4}
""")
ABILITIES = ("abilities: [{activated: {text: \"{T}: Target creature gets +1/+1 until end of turn.\", cost: \"{T}\","
             " affected: target creature, modify_pt: +1/+1}}]")


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _case(tmp_path: Path, silent: bool = True, type_line: str = "Artifact") -> Path:
    text = CASE.replace("SILENT ", "silent: true, " if silent else "").replace("TYPE", type_line).replace(
        "ABILITIES", ABILITIES)
    return written(tmp_path, text, "602.2b-q.yaml")


def test_its_tap_is_paid_and_a_tapped_permanent_cannot_pay_it_again(tmp_path: Path,
                                                                    cards: dict[str, CardDef]) -> None:
    message = refusal(_case(tmp_path), cards)
    assert "q.yaml:17: " in message and "w is tapped: its {T} cost can't be paid (118.3)" in message, message


def test_a_creature_that_came_this_turn_cannot_pay_it(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(_case(tmp_path, silent=False, type_line="Artifact Creature, pt: 1/1"), cards)
    assert "q.yaml:10: " in message and "its {T} ability can't be activated (302.6" in message, message


def test_once_it_is_paid_its_effect_applies(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = _case(tmp_path).read_text(encoding="utf-8").split("  - label: t")[0]
    result = run_case(load_case(written(tmp_path, text, "602.2b-q.yaml"), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")
