"""607.2a, 608.2d: which card exiled with a linked ability `return_exiled` returns is chosen as it
resolves (scenario `resolve_top: {choose: [id]}`), like every other choice an instruction makes on
resolution — not given as a target: the ability says no "target" (115.1), so targets for it are
refused. A chosen card its linked ability did not exile is refused. Read from a scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

CASE = question("607.2a", """\
  - label: s
    do:
      - enter: {id: c1, controller: B, object: {name: 一, type_line: Creature, pt: 1/1}}
      - enter: {id: c2, controller: B, object: {name: 二, type_line: Creature, pt: 2/2}}
      - enter: {id: c3, controller: B, object: {name: 三, type_line: Creature, pt: 3/3}}
      - move: {object: c3, to: exile}
      - enter: {id: g, object: {name: 像, type_line: Artifact, abilities: [
                {activated: {text: "{1}: Exile target creature.", cost: "{1}", target: target creature,
                             do: [{exile: target creature, link: stone}]}},
                {activated: {text: "{2}: Put a creature card exiled with this onto the battlefield under your control.",
                             cost: "{2}", do: [{return_exiled: creature card, link: stone}]}}]}}
      - activate: {object: g, targets: [c1]}
      - resolve_top: 1
      - activate: {object: g, targets: [c2]}
      - resolve_top: 1
      - activate: {object: g, ability: 1TARGETS}
      - resolve_top: CHOOSE
    expect:
      c1: {zone: exile}
      c2: {zone: battlefield, controller: A}
""")


def _path(tmp_path: Path, choose: str, targets: str = "") -> Path:
    path = tmp_path / "607.2a-q.yaml"
    path.write_text(CASE.replace("CHOOSE", choose).replace("TARGETS", targets), encoding="utf-8")
    return path


def test_the_card_returned_is_chosen_on_resolution(tmp_path: Path) -> None:
    result = run_case(load_case(_path(tmp_path, "{choose: [c2]}"), "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")


@pytest.mark.parametrize(("choose", "targets", "line", "says"), [
    ("1", ", targets: [c2]", 21, "it has no targets (115.1"),
    ("{choose: [c3]}", "", 22, "c3 was not exiled with this ability's linked ability (607.2a, 607.5)"),
])
def test_targets_or_another_card_are_refused(tmp_path: Path, choose: str, targets: str, line: int, says: str) -> None:
    message = refusal(_path(tmp_path, choose, targets), shipped_cards())
    assert f"q.yaml:{line}: " in message and says in message, message
