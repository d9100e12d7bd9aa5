"""The result box answers the example (verify/headline.py, docs/scenarios.md "The result box"):
the step its text is about, with the objects it names, not the last step of the scenario."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from ruletext import load_corpus
from sitegen.example_html import example_element, template_env
from tests.case_refusal import shipped_cards
from verify import verifiable
from verify.inpage import run_text
from verify.scenario import load_scenarios, run_scenario

ROOT = Path(__file__).resolve().parent.parent / "rules_src"
FOR = ("613.5-1", "613.5-2", "613.5-3", "layers-1a")


@pytest.fixture(scope="module")
def results() -> dict[str, dict[str, Any]]:
    corpus, cards, scenarios = load_corpus(ROOT), shipped_cards(), load_scenarios(ROOT)
    targets = verifiable(corpus)
    return {ex: run_scenario(scenarios[ex], cards, targets[ex].text, kind=targets[ex].kind).to_dict() for ex in FOR}


def box(result: dict[str, Any]) -> str:
    """The result box's text (tags removed), as the page shows it before 計算の経過 is opened."""
    html = str(example_element(template_env().get_template("example.html.j2"), result["id"], "例", "", 0, result))
    html = html.split('<details class="cr-detail"')[0]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_613_5_1_shows_the_plus_one_and_the_colour_not_the_end_of_the_turn(results: dict[str, Any]) -> None:
    r = results["613.5-1"]
    assert r["headline"] == {"step": 1, "objects": ["mongrel"]}
    text = box(r)
    assert "手順 2 その能力が起動され、青が選ばれる" in text
    assert "《野生の雑種犬》 3/3" in text and "《野生の雑種犬》の色: 青" in text
    assert "2/2" not in text and "緑" not in text  # the state after the turn ended (step 3) stays in 計算の経過


def test_613_5_2_shows_control_and_haste(results: dict[str, Any]) -> None:
    r = results["613.5-2"]
    assert r["headline"]["step"] == 1
    text = box(r)
    assert "手順 2 Aがそれを対象として《手綱取り》を唱える" in text
    assert "《灰色熊》のコントローラー: A" in text and "《灰色熊》の能力: 速攻" in text
    assert "コントローラー: B" not in text


def test_613_5_3_shows_the_two_artifacts_and_not_the_servant_it_never_mentions(results: dict[str, Any]) -> None:
    r = results["613.5-3"]
    assert r["headline"] == {"step": 1, "objects": ["art1", "art2"]}
    text = box(r)
    assert "《アーティファクト1》 2/2" in text and "《アーティファクト2》 2/2" in text
    assert "絵描きの召使い" not in text


def test_the_clone_example_shows_both_objects(results: dict[str, Any]) -> None:
    r = results["layers-1a"]
    assert r["headline"] == {"step": 0, "objects": ["bears", "clone"]}
    text = box(r)
    assert "《灰色熊》 2/2" in text and "《クローン》（《灰色熊》のコピー） 2/2" in text


SCENARIO = """example: x
text: "2/2のクリーチャーは+1/+1の修整を受けて3/3になる。"
steps:
  - label: 2/2
    do:
      - enter: {id: c1, object: {name: クリーチャー, type_line: Creature, pt: 2/2}}
    expect:
      c1: {pt: 2/2}
  - label: +1/+1
    do:
      - effect: {id: e1, text: "Target creature gets +1/+1 until end of turn.", affected: target creature,
                 targets: [c1], duration: end_of_turn, modify_pt: +1/+1}
    expect:
      c1: {pt: 3/3}
  - label: the turn ends
    do:
      - end_turn: true
    expect:
      c1: {pt: 2/2}
"""


def test_by_default_the_step_whose_checks_account_for_the_most_stated_numbers() -> None:
    assert run_text(SCENARIO, {})["headline"] == {"step": 1, "objects": ["c1"]}


def test_headline_true_names_the_step() -> None:
    text = SCENARIO.replace("  - label: the turn ends\n", "  - label: the turn ends\n    headline: true\n")
    assert run_text(text, {})["headline"]["step"] == 2


@pytest.mark.parametrize(("change", "message"), [
    ("    headline: false\n", "5: headline: true (or leave it out), not False"),
    ("    headline: yes please\n", "5: headline: true (or leave it out), not 'yes please'"),
])
def test_headline_is_true_or_absent(change: str, message: str) -> None:
    from verify.errors import ScenarioError

    with pytest.raises(ScenarioError, match=re.escape(message)):
        run_text(SCENARIO.replace("  - label: 2/2\n", "  - label: 2/2\n" + change), {})


def test_one_step_is_the_headline() -> None:
    from verify.errors import ScenarioError

    text = SCENARIO.replace("  - label: 2/2\n", "  - label: 2/2\n    headline: true\n").replace(
        "  - label: +1/+1\n", "  - label: +1/+1\n    headline: true\n")
    with pytest.raises(ScenarioError, match="scenario.yaml:11: one step is the headline: line 5 already is"):
        run_text(text, {})
