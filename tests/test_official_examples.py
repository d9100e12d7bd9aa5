"""The scenarios of the English examples (rules_src/official-scenarios/, verify.official): run
on the English CR of 2026-01-16 from ../shared/cr/en/ (skipped when it is absent), stale when
the example's text changes, inactive — not an error — when the file lacks the example."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from ruletext.official import OfficialExample
from ruletext.readers.official_en import read_official_en
from verify import load_cards
from verify.errors import UnknownExampleError
from verify.official import load_official_scenarios, official_targets, run_official

ROOT = Path(__file__).resolve().parent.parent
RULES_SRC = ROOT / "rules_src"
FILE = next((b / "shared/cr/en/2026-01-16.txt" for b in (ROOT.parent, ROOT.parent.parent)
             if (b / "shared/cr/en/2026-01-16.txt").is_file()), None)
needs_file = pytest.mark.skipif(FILE is None, reason="../shared/cr/en/ is not beside the repository")
SCENARIOS = load_official_scenarios(RULES_SRC)


def test_the_scenarios_are_of_english_examples() -> None:
    assert sorted(SCENARIOS) == [
        "en:603.10a-1", "en:603.11-1", "en:603.12-1", "en:603.2c-1", "en:603.2e-1", "en:603.2g-1", "en:603.4-1", "en:603.6b-1",
        "en:603.7a-1", "en:603.7a-2", "en:603.7c-1", "en:603.8-1",
        "en:607.2i-1", "en:607.4-1", "en:607.5-1", "en:607.5a-1", "en:607.5a-2", "en:613.4d-1", "en:613.4d-2",
        "en:613.4d-3", "en:613.5-1", "en:613.5-2", "en:613.6-1", "en:613.6-2", "en:613.6-3", "en:613.6-4",
        "en:613.7a-1", "en:613.9-1", "en:613.9-2"]
    assert all(sc.text.startswith("sha256:") for sc in SCENARIOS.values())  # no CR text in the project


@needs_file
def test_every_scenario_passes_on_2026_01_16() -> None:
    cr = read_official_en(FILE.read_bytes(), "2026-01-16.txt")  # type: ignore[union-attr]
    assert len(official_targets(cr)) == 29  # the examples of 603, 607 and 613
    run = run_official(cr, RULES_SRC, load_cards(RULES_SRC), SCENARIOS)
    assert run.inactive == []
    assert {k: (r.status, r.message) for k, r in run.results.items()} == {k: ("pass", "") for k in SCENARIOS}
    assert all(step.checks for r in run.results.values() for step in r.steps)


@needs_file
def test_a_changed_example_text_makes_its_result_stale_and_a_missing_one_inactive() -> None:
    cr = read_official_en(FILE.read_bytes(), "2026-01-16.txt")  # type: ignore[union-attr]
    rules = []
    for rule in cr.rules:
        if rule.number == "613.4d":  # the third example reworded, the first two kept
            ex = rule.examples
            rule = dataclasses.replace(rule, examples=(*ex[:2], OfficialExample(ex[2].text + " Reworded.", ex[2].line)))
        if rule.number != "613.5":
            rules.append(rule)
    changed = dataclasses.replace(cr, rules=tuple(rules))
    run = run_official(changed, RULES_SRC, load_cards(RULES_SRC), SCENARIOS)
    assert run.results["en:613.4d-3"].status == "stale"
    assert run.results["en:613.4d-1"].status == "pass"
    assert sorted(x.split(": ", 1)[1] for x in run.inactive) == [
        "en:613.5-1 is not an example of 2026-01-16; inactive", "en:613.5-2 is not an example of 2026-01-16; inactive"]


def test_an_official_scenario_names_an_en_id(tmp_path: Path) -> None:
    (tmp_path / "official-scenarios").mkdir()
    (tmp_path / "official-scenarios" / "x.yaml").write_text(
        'example: "613.4d-1"\ntext: "x"\nsteps:\n  - expect: {}\n', encoding="utf-8")
    with pytest.raises(UnknownExampleError, match=r"x.yaml:1: an official file's example id starts with 'en:'"):
        load_official_scenarios(tmp_path)


@needs_file
def test_on_an_older_file_the_scenarios_of_the_examples_that_changed_since_are_stale() -> None:
    """The diff page's "which results changed" (sitegen.pipeline.verify_official_older): each
    scenario of an example whose rule's examples changed from 2023-11-17 runs on the example the
    older file has there (its number then) — stale where that one read otherwise."""
    from ruletext.officialset import load_official
    from sitegen.pipeline import verify_official_older

    official = load_official([FILE.parent / "2023-11-17.txt", FILE])  # type: ignore[union-attr]
    older = verify_official_older(official, official.crs[-1], RULES_SRC, load_cards(RULES_SRC))
    assert {k: r.status for k, r in older["2023-11-17"].items()} == {
        "en:603.12-1": "stale", "en:607.4-1": "stale", "en:607.5-1": "stale", "en:607.5a-1": "stale",
        "en:607.5a-2": "pass", "en:613.6-1": "stale", "en:613.6-2": "pass", "en:613.6-3": "pass", "en:613.6-4": "stale"}
