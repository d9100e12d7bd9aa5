"""Bad card and scenario input: a clear ``file:line: message`` InputError, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import card_error, example_error

from ruletext.errors import InputError
from ruletext.model import Article, Block, Corpus, Example
from verify import run
from verify.cards import load_cards
from verify.errors import (
    CardError,
    ScenarioError,
    UnknownCardError,
    UnknownExampleError,
    UnknownSelectorError,
    YamlSyntaxError,
)
from verify.unexecuted import NO_SCENARIO

TEXT = "2/2のクリーチャーが+1/+1の修整を受けて3/3になる。"

CARD = """\
ja: テストの熊
en: Test Bear
mana_cost: "{1}{G}"
type_line: Creature — Bear
pt: 2/2
"""

SCENARIO = """\
example: "art-ex-1"
title: a test
text: "2/2のクリーチャーが+1/+1の修整を受けて3/3になる。"
steps:
  - label: it gets +1/+1
    do:
      - enter: {id: c, card: テストの熊}
      - effect: {id: e, affected: target creature, targets: [c], modify_pt: +1/+1}
    expect:
      c: {pt: 3/3}
"""


ROW = ["テストの熊/Test Bear", "2/2のクリーチャー"]


def corpus(text: str = TEXT, row: list[str] = ROW) -> Corpus:
    ex = Example(id="art-ex-1", owner="art", text=text, raw=text, source="x.txt", line=1)
    table = Block(kind="table", text="", raw="", line=5, rows=[["カード名", "効果"], row], row_lines=[5, 7],
                  row_ids=["art-table-1-row-1"])
    return Corpus(sources=[], rules={}, articles=[Article(id="art", title="t", source="x.txt", about=[],
                                                          blocks=[table], examples=[ex])])


def make_root(tmp_path: Path, card: str = CARD, scenario: str = SCENARIO) -> Path:
    root = tmp_path / "rules_src"
    (root / "cards").mkdir(parents=True)
    (root / "scenarios").mkdir()
    (root / "cards" / "bear.yaml").write_text(card, encoding="utf-8")
    (root / "scenarios" / "art-ex-1.yaml").write_text(scenario, encoding="utf-8")
    return root


def test_the_good_input_passes(tmp_path: Path) -> None:
    report = run(corpus(), make_root(tmp_path))
    assert report.examples["art-ex-1"].status == "pass", report.examples["art-ex-1"].message
    d = report.to_dict()
    assert d["summary"]["pass"] == 1
    assert d["examples"]["art-ex-1"]["numbers"] == {"stated": ["2/2", "+1/+1", "3/3"],
                                                    "accounted": ["2/2", "+1/+1", "3/3"], "unaccounted": []}
    trace = d["examples"]["art-ex-1"]["steps"][0]["trace"]
    assert trace[0]["layer"] == "7c" and trace[0]["before"] == "2/2" and trace[0]["after"] == "3/3"


def test_unknown_card(tmp_path: Path) -> None:
    root = make_root(tmp_path, scenario=SCENARIO.replace("card: テストの熊", "card: 存在しない"))
    err = example_error(run(corpus(), root))
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:7: no card '存在しない'")


def test_yaml_error_names_file_and_line(tmp_path: Path) -> None:
    root = make_root(tmp_path, card=CARD + "abilities: [flying\n")
    err = card_error(load_cards(root), YamlSyntaxError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:6: not valid YAML")  # the unclosed line


def test_scenario_for_an_example_that_does_not_exist(tmp_path: Path) -> None:
    root = make_root(tmp_path, scenario=SCENARIO.replace('"art-ex-1"', '"art-ex-9"'))
    with pytest.raises(UnknownExampleError) as err:
        run(corpus(), root)
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:1: no example or table row 'art-ex-9'")


def test_unknown_selector_in_a_card(tmp_path: Path) -> None:
    card = CARD + "abilities:\n  - static:\n      text: Gizmos get +1/+1.\n      affected: all gizmos\n" \
                  "      modify_pt: +1/+1\n"
    err = card_error(load_cards(make_root(tmp_path, card=card)), UnknownSelectorError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:9: unknown word 'gizmos'")


def test_unknown_selector_in_a_scenario(tmp_path: Path) -> None:
    root = make_root(tmp_path, scenario=SCENARIO.replace("affected: target creature", "affected: target widget"))
    err = example_error(run(corpus(), root))
    assert "art-ex-1.yaml:8" in str(err.value)


def test_unknown_effect_key(tmp_path: Path) -> None:
    card = CARD + "abilities:\n  - static:\n      text: x\n      make_it_big: true\n"
    err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:9: static: unknown key 'make_it_big' (accepted: text, affected")


def test_unknown_action(tmp_path: Path) -> None:
    root = make_root(tmp_path, scenario=SCENARIO.replace("- effect:", "- explode:"))
    err = example_error(run(corpus(), root))
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:8: unknown action 'explode'")


def test_unquoted_example_id(tmp_path: Path) -> None:
    root = make_root(tmp_path, scenario=SCENARIO.replace('"art-ex-1"', "613.3e-1"))
    with pytest.raises(ScenarioError) as err:
        run(corpus(), root)
    assert "quote the example id" in str(err.value)


def test_every_bad_input_is_an_input_error() -> None:
    for cls in (CardError, ScenarioError, UnknownCardError, UnknownExampleError, UnknownSelectorError,
                YamlSyntaxError):
        assert issubclass(cls, InputError)


def test_changed_text_is_stale(tmp_path: Path) -> None:
    report = run(corpus(TEXT + "追加。"), make_root(tmp_path))
    r = report.examples["art-ex-1"]
    assert r.status == "stale" and "rules_src/scenarios/art-ex-1.yaml:3" in r.message


def test_whitespace_and_width_do_not_make_it_stale(tmp_path: Path) -> None:
    report = run(corpus(TEXT.replace("。", " 。").replace("2/2", "２/２")), make_root(tmp_path))
    assert report.examples["art-ex-1"].status == "pass"


def test_unaccounted_number_fails(tmp_path: Path) -> None:
    report = run(corpus(TEXT + "その後5/5になる。"), make_root(tmp_path, scenario=SCENARIO.replace(
        TEXT, TEXT + "その後5/5になる。")))
    r = report.examples["art-ex-1"]
    assert r.status == "fail" and "5/5" in r.message
    assert r.to_dict()["numbers"]["unaccounted"] == ["5/5"]


def test_wrong_expectation_fails(tmp_path: Path) -> None:
    report = run(corpus(), make_root(tmp_path, scenario=SCENARIO.replace("pt: 3/3", "pt: 4/4")))
    r = report.examples["art-ex-1"]
    assert r.status == "fail" and "expected 4/4, got 3/3" in r.message


def test_example_without_scenario_is_unexecuted(tmp_path: Path) -> None:
    root = make_root(tmp_path)
    (root / "scenarios" / "art-ex-1.yaml").unlink()
    r = run(corpus(), root).examples["art-ex-1"]
    assert (r.status, r.message) == ("unexecuted", NO_SCENARIO)


def test_the_reason_an_example_is_not_executed_is_its_message(tmp_path: Path) -> None:
    root = make_root(tmp_path)
    (root / "scenarios" / "art-ex-1.yaml").unlink()
    (root / "unexecuted.yaml").write_text("# why\nart-ex-1: >-\n  設計の歴史で、\n  ゲームの状況がない。\n", encoding="utf-8")
    r = run(corpus(), root).examples["art-ex-1"]
    assert (r.status, r.message) == ("unexecuted", "設計の歴史で、ゲームの状況がない。")


@pytest.mark.parametrize(("text", "message"), [
    ("art-ex-9: 理由。\n", "rules_src/unexecuted.yaml:1: no example or table row 'art-ex-9' in the corpus"),
    ("\nart-ex-1: 理由。\n", "rules_src/unexecuted.yaml:2: 'art-ex-1' has a scenario now: remove its reason"),
    ("art-ex-1: design history\n", "rules_src/unexecuted.yaml:1: write the reason for 'art-ex-1' in Japanese"),
    ("art-ex-1: [a]\n", "rules_src/unexecuted.yaml:1: the reason for 'art-ex-1' is a text"),
    ("- art-ex-1\n", "rules_src/unexecuted.yaml:1: a mapping: example or row id → the reason"),
])
def test_a_bad_reason_file_is_file_line(tmp_path: Path, text: str, message: str) -> None:
    root = make_root(tmp_path)
    (root / "unexecuted.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as err:
        run(corpus(), root)
    assert str(err.value).startswith(message)


def test_player_and_game_expectations(tmp_path: Path) -> None:
    card = CARD + ("abilities:\n  - static:\n      text: You have hexproof.\n      players_gain: {who: you, abilities: [hexproof]}\n"
                   "  - static:\n      text: Creatures can't block.\n      game_rule: Creatures can't block.\n")
    scenario = SCENARIO.replace("      c: {pt: 3/3}", "      c: {pt: 3/3}\n      A: {abilities: [hexproof]}\n"
                                                   "      B: {abilities: []}\n      game: {rules: [\"Creatures can't block.\"]}")
    r = run(corpus(), make_root(tmp_path, card=card, scenario=scenario)).examples["art-ex-1"]
    assert r.status == "pass", r.message
    assert r.to_dict()["steps"][0]["players"] == {"A": ["hexproof"], "B": []}


ROW_SCENARIO = """\
example: "art-table-1-row-1"
title: a row
text: "カード名: テストの熊/Test Bear / 効果: 2/2のクリーチャー"
steps:
  - label: a 2/2
    do:
      - enter: {id: c, card: テストの熊}
    expect:
      c: {pt: 2/2}
"""


def test_a_row_scenario_is_reported_under_the_row_id(tmp_path: Path) -> None:
    root = make_root(tmp_path)
    (root / "scenarios" / "row.yaml").write_text(ROW_SCENARIO, encoding="utf-8")
    report = run(corpus(), root)
    r = report.examples["art-table-1-row-1"]
    assert (r.status, r.kind, r.line) == ("pass", "row", 7), r.message
    d = report.to_dict()
    assert d["examples"]["art-table-1-row-1"]["kind"] == "row"
    assert d["summary"]["total"] == 1 and d["summary"]["pass"] == 1  # examples only
    assert d["rows"] == {"pass": 1, "fail": 0, "unexecuted": 0, "stale": 0, "error": 0, "total": 1}


def test_a_changed_row_is_stale(tmp_path: Path) -> None:
    root = make_root(tmp_path)
    (root / "scenarios" / "row.yaml").write_text(ROW_SCENARIO, encoding="utf-8")
    r = run(corpus(row=["テストの熊/Test Bear", "2/2のクリーチャー。追加"]), root).examples["art-table-1-row-1"]
    assert r.status == "stale" and "row.yaml:3: the table row text changed" in r.message


def test_a_row_without_scenario_is_unexecuted(tmp_path: Path) -> None:
    report = run(corpus(), make_root(tmp_path))
    assert report.examples["art-table-1-row-1"].status == "unexecuted"
    assert report.to_dict()["rows"]["unexecuted"] == 1


def test_scenario_for_a_row_that_does_not_exist(tmp_path: Path) -> None:
    root = make_root(tmp_path)
    (root / "scenarios" / "row.yaml").write_text(ROW_SCENARIO.replace("row-1", "row-9"), encoding="utf-8")
    with pytest.raises(UnknownExampleError) as err:
        run(corpus(), root)
    assert str(err.value).startswith("rules_src/scenarios/row.yaml:1: no example or table row 'art-table-1-row-9'")
