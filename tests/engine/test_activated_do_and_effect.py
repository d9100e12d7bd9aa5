"""An activated ability with one-shot instructions (`do:`) and a continuous effect (608.2c, 611.2a:
"Target creature gets +2/+2 until end of turn. Destroy that creature at the beginning of the next
end step.", 700.7's example): it goes on the stack, and as it resolves it creates the effect, then
follows its instructions. Anonymous objects, read from a scenario: before, the pair was refused, so
the 700.7 case left the +2/+2 out."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

CASE = question("611.2a", """\
  - label: s
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: w, silent: true, object: {name: 杖, type_line: Artifact, abilities: [{activated: {text: "{T}:
                Target creature gets +2/+2 until end of turn. You gain 1 life.", cost: "{T}", TARGET
                affected: target creature, modify_pt: +2/+2, DURATION do: [{gain_life: 1}]}}]}}
      - activate: {object: w, targets: [c]}
    expect:
      c: {pt: 2/2}
      stack: {count: 1}
  - label: t
    do:
      - resolve_top: 1
    expect:
      c: {pt: 4/4}
      A: {life: 21}
  - label: u
    do:
      - end_turn: true
    expect:
      c: {pt: PT}
""")


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _case(tmp_path: Path, target: str = "target: target creature,", duration: str = "",
          pt: str = "2/2") -> Path:
    return written(tmp_path, CASE.replace("TARGET", target).replace("DURATION", duration).replace("PT", pt),
                   "611.2a-q.yaml")


@pytest.mark.parametrize(("duration", "pt"), [("", "2/2"), ("duration: indefinite,", "4/4")],
                         ids=["until end of turn", "indefinite"])
def test_it_uses_the_stack_and_creates_its_effect_as_it_resolves(tmp_path: Path, cards: dict[str, CardDef],
                                                                 duration: str, pt: str) -> None:
    result = run_case(load_case(_case(tmp_path, duration=duration, pt=pt), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_an_effect_on_target_creature_makes_that_phrase_its_target(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    result = run_case(load_case(_case(tmp_path, target=""), "q.yaml"), cards)  # 115.1b, 602.2b
    assert (result.status, result.message) == ("pass", "")


def test_an_effect_that_reads_targets_elsewhere_needs_the_abilitys_target(tmp_path: Path,
                                                                         cards: dict[str, CardDef]) -> None:
    path = _case(tmp_path, target="")
    path.write_text(path.read_text(encoding="utf-8").replace("affected: target creature, modify_pt: +2/+2, ",
                                                             "affected: self, add_abilities_of: target, "),
                    encoding="utf-8")
    message = refusal(path, cards)
    assert "q.yaml:11: " in message and "its effect reads its targets ('self'): give the ability its " \
        "`target:` (115.1)" in message, message


def test_a_duration_without_an_effect_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    path = _case(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace("affected: target creature, modify_pt: +2/+2, ",
                                                             "duration: end_of_turn, "), encoding="utf-8")
    message = refusal(path, cards)
    assert "q.yaml:11: " in message and "activated: 'duration' without an effect" in message, message
