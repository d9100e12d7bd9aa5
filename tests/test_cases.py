"""Free-standing cases (rules_src/cases/): each one is a test item named by its id
(``pytest -k 613.7a``); the loader checks every key; ``build.py try FILE`` runs any file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.case_refusal import shipped_cards
from verify.cards import CardDef
from verify.cases import CaseError, load_case, load_cases, run_case

PROJECT = Path(__file__).resolve().parent.parent
ROOT = PROJECT / "rules_src"
CASES = load_cases(ROOT)
IDS = sorted(CASES)


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


@pytest.mark.parametrize("case_id", IDS, ids=IDS)
def test_case(case_id: str, cards: dict[str, CardDef]) -> None:
    case = CASES[case_id]
    result = run_case(case, cards)
    assert result.status == "pass", result.message
    assert result.steps and all(step.checks for step in result.steps), f"{case.path}: a step checks nothing"
    assert case.answer, f"{case.path}: a case states its answer in words"


def test_there_are_cases() -> None:
    assert len(CASES) >= 1


GOOD = """\
rule: "613.7a"
title: 付与された能力のタイムスタンプ
question: "2/2のクリーチャーが+1/+1の修整を受けると3/3になるか？"
answer: "なる。"
steps:
  - label: it gets +1/+1
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - effect: {id: e, affected: target creature, targets: [c], modify_pt: +1/+1}
    expect:
      c: {pt: 3/3}
"""


def write(tmp_path: Path, text: str, name: str = "613.7a-test.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_good_case_loads_and_passes(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    case = load_case(write(tmp_path, GOOD), "c.yaml")
    assert (case.id, case.rule) == ("613.7a-test", "613.7a")
    assert run_case(case, cards).status == "pass"


@pytest.mark.parametrize(("edit", "line", "words"), [
    (("rule:", "example:"), 1, "unknown case key 'example'"),
    (("answer:", "anwser:"), 4, "unknown case key 'anwser' (accepted: rule, title, question, answer"),
    # issue #23: "an ASCII title is refused without saying why"
    (("title: 付与された能力のタイムスタンプ", "title: Granted abilities"), 2,
     "write the title in Japanese: 'Granted abilities' has no Japanese letter, and the site shows the title"),
    (('rule: "613.7a"', 'rule: 613.7'), 1, "'rule' is a string (quote it)"),
    (('rule: "613.7a"', 'rule: "rule 613"'), 1, "not a rule number"),
    (("  - label: it gets +1/+1", "  - label: it gets +1/+1\n    expected: {}"), 7, "unknown step key 'expected'"),
])
def test_bad_keys_are_file_line_errors(tmp_path: Path, edit: tuple[str, str], line: int, words: str) -> None:
    with pytest.raises(CaseError) as err:
        load_case(write(tmp_path, GOOD.replace(*edit)), "c.yaml")
    assert str(err.value).startswith(f"c.yaml:{line}: "), str(err.value)
    assert words in str(err.value)


def test_a_missing_question_is_an_error(tmp_path: Path) -> None:
    text = "\n".join(line for line in GOOD.splitlines() if not line.startswith("question"))
    with pytest.raises(CaseError, match=r"c.yaml:1: a case needs 'question'"):
        load_case(write(tmp_path, text), "c.yaml")


def test_a_wrong_expectation_fails(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    result = run_case(load_case(write(tmp_path, GOOD.replace("{pt: 3/3}", "{pt: 4/4}")), "c.yaml"), cards)
    assert result.status == "fail" and "expected 4/4, got 3/3" in result.message


def test_numbers_in_the_question_must_be_accounted_for(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = GOOD.replace('answer: "なる。"', 'answer: "なる。5/5にはならない。"')
    result = run_case(load_case(write(tmp_path, text), "c.yaml"), cards)
    assert result.status == "fail" and "5/5" in result.message


def build_try(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(PROJECT / "build.py"), "try", str(path)],
                          capture_output=True, text=True, cwd=PROJECT)


def test_build_try_runs_a_case_file_anywhere(tmp_path: Path) -> None:
    done = build_try(write(tmp_path, GOOD))
    assert done.returncode == 0, done.stderr
    assert "PASS  613.7a-test" in done.stdout
    assert "[7c|2009:7c] e" in done.stdout  # the trace
    assert "ok  c.pt = '3/3'" in done.stdout


def test_build_try_fails_a_wrong_case_with_exit_1(tmp_path: Path) -> None:
    done = build_try(write(tmp_path, GOOD.replace("{pt: 3/3}", "{pt: 4/4}")))
    assert done.returncode == 1
    assert "FAIL" in done.stdout and "BAD c.pt = '3/3' (expected '4/4')" in done.stdout


def test_build_try_reports_bad_input_as_file_line(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("answer:", "anwser:"))
    done = build_try(path)
    assert done.returncode == 1
    assert done.stderr.startswith(f"error: {path}:4: unknown case key 'anwser'"), done.stderr
    assert "Traceback" not in done.stderr


def test_build_try_runs_an_example_scenario_from_anywhere(tmp_path: Path) -> None:
    src = (ROOT / "scenarios" / "613" / "613.4-1.yaml").read_text(encoding="utf-8")
    done = build_try(write(tmp_path, src, "mine.yaml"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "PASS  613.4-1" in done.stdout
    done = build_try(write(tmp_path, src.replace("{pt: 3/3, colors: [white]}", "{pt: 2/2, colors: [white]}"),
                           "mine.yaml"))
    assert done.returncode == 1 and "FAIL  613.4-1" in done.stdout
