"""The Japanese of a scenario's own texts (``text_ja`` beside ``text``, docs/scenarios.md): an
inline object's, its abilities', an effect's, a condition's — checked at its line, and shown in
the steps instead of the English, as a card's ``text_ja`` is (verify.specs.texts_ja)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ruletext.errors import InputError
from ruletext.readers.official_en import read_official_en
from sitegen.inbrowser import render
from tests.english import english_card_texts, english_runs
from tests.test_official_examples import FILE, needs_file
from verify import load_cards
from verify.inpage import run_text
from verify.official import run_official
from verify.yamlload import load_yaml

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


CHANGED = """example: x
text: ""
steps:
  - label: 島を森に
    do:
      - enter: {id: forest, object: {name: 森, type_line: Basic Land — Forest}}
      - enter: {id: wave, zone: stack, object: {name: 波, type_line: Sorcery, abilities: [{spell: {
          text: "Destroy all Islands. White creatures get -1/-1.", text_ja: "すべての島を破壊する。白のクリーチャーは-1/-1の修整を受ける。",
          destroy: all Islands}}]}}
      - effect: {id: hack, source: wave, affected: self, change_text: {from: Island, to: Forest}}
      - effect: {id: hack2, source: wave, affected: self, change_text: {from: white, to: green}}
    expect:
      wave: {abilities: [Destroy all Forests. Green creatures get -1/-1.], destroys: [forest]}
"""


def test_a_text_changed_by_612_is_shown_in_japanese_with_its_new_words() -> None:
    """612.2: the changed text's Japanese is the old one's with the Japanese of the words swapped
    (the trace's typed swaps: a land type, a color word) — it was shown in English, the one card
    text left in 「」 (layers-3's 「Destroy all Forests.」)."""
    result = run_text(CHANGED, {})
    assert result["status"] == "pass", result.get("message")
    shown = _quoted(render("x", result)["detail"])
    assert "すべての森を破壊する。緑のクリーチャーは-1/-1の修整を受ける。" in shown, shown
    assert not [q for q in shown if "Destroy" in q or "creatures get" in q], shown


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


# ---- every text a step may show has its Japanese ----------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
RULES_SRC = ROOT / "rules_src"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH = re.compile(r"[A-Za-z]+[ ,.]+[A-Za-z]+")


def _without_japanese(value: object, path: str, top: bool = True) -> Iterator[str]:
    """Each English ``text`` of a mapping below the file's own (a scenario's or case's ``text`` is
    its example's, in Japanese) without a Japanese ``text_ja`` beside it."""
    if isinstance(value, dict):
        text = value.get("text")
        if not top and isinstance(text, str) and ENGLISH.search(text) and not JAPANESE.search(str(value.get("text_ja", ""))):
            yield f"{path}: {text[:60]}"
        for v in value.values():
            yield from _without_japanese(v, path, False)
    elif isinstance(value, list):
        for v in value:
            yield from _without_japanese(v, path, False)


def test_every_english_text_of_a_scenario_case_or_card_has_its_japanese() -> None:
    """Scenarios, official scenarios, cases and cards: an inline object's text, its abilities' (at
    any depth: a granted ability, a delayed or reflexive one, a mode), an effect's, a condition's."""
    missing = [m for folder in ("scenarios", "official-scenarios", "cases", "cards")
               for f in sorted((RULES_SRC / folder).rglob("*.yaml"))
               for m in _without_japanese(load_yaml(f.read_text(encoding="utf-8"), f.name), str(f.relative_to(ROOT)))]
    assert not missing, f"{len(missing)} texts without text_ja (docs/scenarios.md):\n" + "\n".join(missing)


class _Shown(HTMLParser):
    """The text of an element as a reader sees it, less its secondary parts (lang="en", code)."""

    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.hidden: list[bool] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("br", "img", "hr", "input", "wbr"):
            self.hidden.append(dict(attrs).get("lang") == "en" or tag in ("code", "pre"))

    def handle_endtag(self, tag: str) -> None:
        if tag not in ("br", "img", "hr", "input", "wbr") and self.hidden:
            self.hidden.pop()

    def handle_data(self, data: str) -> None:
        if not any(self.hidden):
            self.text.append(data)


@needs_file
def test_the_official_examples_steps_show_no_english() -> None:
    """The pages of an official English file (``build.py --cr``) show the steps of its examples as
    the seeds' pages do: rendered here from the run of 2026-01-16 (the browser test of English
    runs visits the seeds' pages only)."""
    cr = read_official_en(FILE.read_bytes(), "2026-01-16.txt")  # type: ignore[union-attr]
    run = run_official(cr, RULES_SRC, load_cards(RULES_SRC))
    found = []
    for tid, result in sorted(run.results.items()):
        shown = _Shown()
        html = render(tid, result.to_dict())
        shown.feed(html["html"] + html["detail"])
        text = "".join(shown.text)
        found += [f"{tid}: {r}" for r in english_runs(text) + english_card_texts(text)]
    assert len(run.results) == 29 and not found, "\n".join(found)
