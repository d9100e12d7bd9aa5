"""The Japanese of a scenario's own texts (``text_ja`` beside ``text``, docs/scenarios.md): an
inline object's, its abilities', an effect's, a condition's — checked at its line, and shown in
the steps instead of the English, as a card's ``text_ja`` is (verify.specs.texts_ja)."""

from __future__ import annotations

import re

import pytest

from ruletext.errors import InputError
from sitegen.inbrowser import render
from verify.inpage import run_text

LAND = "When this land enters the battlefield, you gain 1 life."
LAND_JA = "この土地が戦場に出たとき、あなたは1点のライフを得る。"
RULE = "Creatures entering the battlefield don't cause abilities to trigger."
RULE_JA = "クリーチャーが戦場に出ることによっては能力は誘発しない。"

SCENARIO = f"""example: x
text: ""
steps:
  - label: 土地が出る
    do:
      - enter: {{id: orb, object: {{name: 宝珠, type_line: Artifact, abilities: [{{static: {{
          text: "{RULE}", text_ja: "{RULE_JA}",
          cant_trigger: {{event: enters, what: creature}}}}}}]}}}}
      - enter: {{id: land, object: {{name: 誘発する土地, type_line: Land, abilities: [{{triggered: {{
          text: "{LAND}", text_ja: "{LAND_JA}",
          when: enters, if: {{life_at_least: 20, text: "if you have 20 or more life", text_ja: "20点以上なら"}},
          do: [{{gain_life: 1}}]}}}}]}}}}
      - effect:
          id: pump
          text: "This artifact gets +1/+1."
          text_ja: "このアーティファクトは+1/+1の修整を受ける。"
          affected: self
          source: orb
          modify_pt: +1/+1
    expect:
      land: {{zone: battlefield}}
"""


def _quoted(html: str) -> list[str]:
    return re.findall(r"「([^」]*)」", html)


def test_the_steps_show_an_inline_objects_japanese_text() -> None:
    result = run_text(SCENARIO, {})
    assert result["status"] == "pass", result.get("message")
    assert result["texts"] == {RULE: RULE_JA, LAND: LAND_JA, "if you have 20 or more life": "20点以上なら",
                               "This artifact gets +1/+1.": "このアーティファクトは+1/+1の修整を受ける。"}
    html = render("x", result)["detail"]
    shown = _quoted(html)
    assert LAND_JA in shown and RULE_JA in shown, shown
    assert not [q for q in shown if "the battlefield" in q], shown  # no English inside 「」


@pytest.mark.parametrize(("change", "message"), [
    ((f'text: "{LAND}", text_ja', "text_ja"), "scenario.yaml:10: triggered text_ja: the Japanese of its 'text': "
                                             "give 'text' beside it"),
    ((f'text_ja: "{LAND_JA}"', "text_ja: 7"), "scenario.yaml:10: triggered text_ja: the Japanese of its 'text' "
                                             "(text), not 7"),
    (('text_ja: "20点以上なら"', "text_ja: [a]"), "scenario.yaml:11: life_at_least text_ja: the Japanese of its "
                                               "'text' (text), not ['a']"),
    (("type_line: Land,", "type_line: Land, text_ja: 土地,"), "scenario.yaml:9: object text_ja: the Japanese of its "
                                                             "'text': give 'text' beside it"),
    (('          text: "This artifact gets +1/+1."\n', ""), "scenario.yaml:15: effect text_ja: the Japanese of its "
                                                             "'text': give 'text' beside it"),
    (("text_ja: \"このアーティファクト", "text_jp: \"このアーティファクト"), "scenario.yaml:16: effect: unknown key 'text_jp'"),
])
def test_a_bad_text_ja_is_refused_at_its_line(change: tuple[str, str], message: str) -> None:
    text = SCENARIO.replace(*change, 1)
    with pytest.raises(InputError) as got:
        run_text(text, {})
    assert str(got.value).startswith(message), str(got.value)
