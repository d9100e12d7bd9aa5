"""The numbers a case's question states are found in the values its abilities hold, wherever they
stand: a token's P/T in `create_tokens` (111.3) and the P/T counter kind of `put_counters` and
`more_counters` (122.1, 614.1a). The ninth review wrote such cases and got "numbers stated in the
example but not in the scenario: 1/1" until an expectation repeated the number."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, shipped_cards, written
from verify.cases import load_case, run_case

TOKEN = """  - label: トークン
    do:
      - cast_spell: {id: sp, object: {name: 招集, type_line: Sorcery, abilities: [{spell: {text: "Create a 1/1 Soldier creature token.", text_ja: "1/1の兵士・クリーチャー・トークンを1体生成する。", do: [{create_tokens: 1, token: {name: 兵士, type_line: Creature — Soldier, pt: PT}}]}}]}}
      - resolve_top: 1
    expect:
      token1: {zone: battlefield}
"""
SCALES = """  - label: カウンター
    do:
      - enter: {id: scales, silent: true, object: {name: 鱗, type_line: Enchantment, abilities: [{more_counters: {text: "If one or more +1/+1 counters would be put on a creature you control, that many plus one are put on it instead.", text_ja: "あなたがコントロールするクリーチャーの上に1個以上のカウンターが置かれるなら、代わりにその数に1を足した数が置かれる。", counters: KIND, what: creature you control, add: 1}}]}}
      - enter: {id: c, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
    expect:
      c: {pt: 2/2}
"""


@pytest.mark.parametrize(("pt", "status"), [("1/1", "pass"), ("2/2", "fail")])
def test_a_tokens_pt_is_a_number_the_scenario_has(tmp_path: Path, pt: str, status: str) -> None:
    text = question("111.3", TOKEN.replace("PT", pt)).replace('question: "問い"', 'question: "1/1のトークンを生成する"')
    result = run_case(load_case(written(tmp_path, text, "111.3-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == status, result.message
    if status == "fail":
        assert "1/1" in result.message


@pytest.mark.parametrize(("kind", "status"), [('"+1/+1"', "pass"), ("any", "fail")])
def test_a_counter_kind_of_more_counters_is_a_number_the_scenario_has(tmp_path: Path, kind: str, status: str) -> None:
    text = question("614.1a", SCALES.replace("KIND", kind)).replace('question: "問い"',
                                                                     'question: "+1/+1カウンターが置かれるなら"')
    result = run_case(load_case(written(tmp_path, text, "614.1a-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == status, result.message


ENTERS_WITH = """  - label: カウンター
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2,
                abilities: [{replacement: {text: "This creature enters with a KIND counter on it.", text_ja: "このクリーチャーはKINDカウンター1個が置かれた状態で戦場に出る。", would: {enters: self},
                                           instead: [{with_counters: 1, kind: "KIND"}]}}]}}
    expect:
      c: {zone: battlefield}
"""


@pytest.mark.parametrize(("kind", "status"), [("-1/-1", "pass"), ("+1/+1", "fail")])
def test_the_counter_kind_of_with_counters_is_a_number_the_scenario_has(tmp_path: Path, kind: str,
                                                                         status: str) -> None:
    # 614.1c: "enters with a -1/-1 counter" states -1/-1; `with_counters`' kind holds it
    text = question("614.1c", ENTERS_WITH.replace("KIND", kind)).replace(
        'question: "問い"', 'question: "-1/-1カウンター1個が置かれた状態で戦場に出る"')
    result = run_case(load_case(written(tmp_path, text, "614.1c-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == status, result.message
