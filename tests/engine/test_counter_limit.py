"""704.5r: "This permanent can't have more than N KIND counters on it" (`counter_limit`) — with
more, all but N of them are removed as a state-based action; counters of other kinds stay, and
a permanent that has lost the ability keeps them. Anonymous objects, read from a scenario."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

CASE = question("704.5r", """\
  - label: s
    do:
      - enter: {id: p, object: {name: 器, type_line: Artifact, abilities: [{counter_limit: {text: "This artifact
                can't have more than three charge counters on it.", counters: charge, most: MOST}}]}}
      - counters: {object: p, kind: charge, count: 5}
      - counters: {object: p, kind: +1/+1, count: 4}
      - sba: true
    expect:
      p: {counters: COUNTERS}
""")


def _run(tmp_path: Path, most: str, counters: str) -> tuple[str, str]:
    path = tmp_path / "704.5r-q.yaml"
    path.write_text(CASE.replace("MOST", most).replace("COUNTERS", counters), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    return result.status, result.message


def test_all_but_n_of_those_counters_are_removed(tmp_path: Path) -> None:
    assert _run(tmp_path, "3", '{charge: 3, "+1/+1": 4}') == ("pass", "")


def test_a_limit_of_zero_removes_them_all(tmp_path: Path) -> None:
    assert _run(tmp_path, "0", '{"+1/+1": 4}') == ("pass", "")


def test_without_the_ability_they_stay() -> None:
    from engine import Game
    from engine.abilities import CounterLimit
    from tests.engine.engine_helpers import permanent
    g = Game()
    g.create("p", permanent("P", ("artifact",), CounterLimit("…", "charge", 1)), controller="A", event=False)
    g.create("q", permanent("Q", ("artifact",)), controller="A", event=False)
    for oid in ("p", "q"):
        g.put_counters(oid, "charge", 3)
    g.check_state_based_actions()
    assert (g.obj("p").counters.get("charge"), g.obj("q").counters.get("charge")) == (1, 3)


@pytest.mark.parametrize(("most", "says"), [("-1", "counter_limit most: 0 or more"), ("two", "an integer")])
def test_a_limit_that_is_no_number_is_refused(tmp_path: Path, most: str, says: str) -> None:
    path = tmp_path / "704.5r-q.yaml"
    path.write_text(CASE.replace("MOST", most).replace("COUNTERS", "{}"), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:9: " in message and says in message, message
