"""614.10: "Skip your draw step" — a replacement effect on a step beginning (`would: {step: draw}`,
`instead: [{skip: true}]`): the step doesn't begin, so no "at the beginning of" ability
triggers, and a delayed one scheduled for the next such step waits for the first one not
skipped (614.10a); another player's step is not skipped. Anonymous objects, read from a
scenario (the fifth round's q81)."""

from __future__ import annotations

from pathlib import Path

from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

CASE = question("614.10", """\
  - label: s
    do:
      - enter: {id: s, object: {name: 停滞, type_line: Enchantment, abilities: [{replacement: {text: "Skip your draw
                step.", would: WOULD, instead: [{skip: true}]}}]}}
      - enter: {id: w, object: {name: 番, type_line: Enchantment, abilities: [{triggered: {text: "At the beginning of
                each draw step, you gain 1 life.", when: beginning_of, step: draw, do: [{gain_life: 1}]}}]}}
      - begin_step: draw
      - priority: true
    expect:
      stack: {count: FIRST}
  - label: t
    do:RESOLVE
      - end_turn: true
      - begin_step: draw
      - priority: true
    expect:
      stack: {count: 1}
""")


def _run(tmp_path: Path, would: str, first: int) -> tuple[str, str]:
    path = tmp_path / "614.10-q.yaml"
    # 500.2: the turn ends only with the stack empty — A's trigger, if any, resolves first
    resolve = "\n      - resolve_top: 1" if first else ""
    path.write_text(CASE.replace("WOULD", would).replace("FIRST", str(first)).replace("RESOLVE", resolve),
                    encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    return result.status, result.message


def test_your_draw_step_is_skipped_and_nothing_triggers(tmp_path: Path) -> None:
    # A's draw step is skipped; B's, the next turn, is not
    assert _run(tmp_path, "{step: draw}", 0) == ("pass", "")


def test_another_step_or_player_is_not_skipped(tmp_path: Path) -> None:
    assert _run(tmp_path, "{step: upkeep}", 1) == ("pass", "")


def test_a_step_that_is_not_one_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "614.10-q.yaml"
    path.write_text(CASE.replace("WOULD", "{step: your draw}").replace("FIRST", "0").replace("RESOLVE", ""),
                    encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:9: " in message and "one of untap, upkeep, draw, main, combat, end, not 'your draw'" in message, message
