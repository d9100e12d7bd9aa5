"""Every example or card-table row with a scenario is one test item named by its id:
``pytest -k 613.3e``, ``pytest -k triggered-table-1-row-1``."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruletext import load_corpus
from ruletext.model import Corpus
from tests.case_refusal import shipped_cards
from verify import verifiable
from verify.cards import CardDef
from verify.scenario import load_scenarios, run_scenario
from verify.unexecuted import load_reasons

ROOT = Path(__file__).resolve().parent.parent / "rules_src"
SCENARIOS = load_scenarios(ROOT)
IDS = list(SCENARIOS)


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(ROOT)


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


@pytest.mark.parametrize("example_id", IDS, ids=IDS)
def test_example(example_id: str, corpus: Corpus, cards: dict[str, CardDef]) -> None:
    sc = SCENARIOS[example_id]
    targets = verifiable(corpus)
    assert example_id in targets, f"{sc.path}: no example or table row {example_id!r} in the corpus"
    target = targets[example_id]
    result = run_scenario(sc, cards, target.text, kind=target.kind)
    assert result.status == "pass", result.message
    assert result.steps and all(step.checks for step in result.steps), f"{sc.path}: a step checks nothing"


def test_every_layer_example_has_a_scenario(corpus: Corpus) -> None:
    wanted = {eid for eid, ex in corpus.examples.items() if ex.owner.startswith("613") or ex.owner == "layers"}
    assert wanted, "the corpus has no 613 / layers examples"
    assert sorted(wanted - set(SCENARIOS)) == []


def test_every_607_example_has_a_scenario(corpus: Corpus) -> None:
    wanted = {eid for eid, ex in corpus.examples.items() if ex.owner.startswith("607")}
    assert wanted, "the corpus has no 607 examples"
    assert sorted(wanted - set(SCENARIOS)) == []


# Narrative examples of the triggered-abilities article that are not executed yet, and why.
NOT_YET = {
    "triggered-ex-20": "design history, nothing to execute",
}


def test_triggered_examples_have_scenarios_except_the_listed_ones(corpus: Corpus) -> None:
    wanted = {eid for eid in corpus.examples if eid.startswith("triggered-ex-")}
    assert sorted(wanted - set(SCENARIOS)) == sorted(NOT_YET)


# Rows of the triggered-abilities article's card tables that are not executed, and why.
ROWS_NOT_YET = {
    "triggered-table-4-row-4": "Trigger Happy: an Unfinity acorn card (not for sanctioned play); its effect (an "
                               "ability triggers without its trigger event, and you control it) is not a "
                               "Comprehensive Rules action, and its Oracle text could not be checked here",
}


def test_triggered_table_rows_have_scenarios_except_the_listed_ones(corpus: Corpus) -> None:
    rows = {rid for rid in corpus.table_rows if rid.startswith("triggered-table-")}
    assert len(rows) == 39
    assert sorted(rows - set(SCENARIOS)) == sorted(ROWS_NOT_YET)


def test_each_one_not_executed_has_its_reason_for_the_reader(corpus: Corpus) -> None:
    """The reader sees why (rules_src/unexecuted.yaml, in Japanese) next to each one."""
    targets = verifiable(corpus)
    reasons = load_reasons(ROOT, targets, SCENARIOS)
    assert sorted(reasons) == sorted(set(targets) - set(SCENARIOS)) == sorted({**NOT_YET, **ROWS_NOT_YET})
