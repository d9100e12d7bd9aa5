"""The cards' Japanese text (``text_ja``, docs/cards.md): checked like every key, given for every
card and ability with an English text, and shown instead of the English where the run shows it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ruletext.errors import InputError
from tests.case_refusal import shipped_cards
from verify.cards import cards_from_yaml
from verify.inpage import run_text
from verify.yamlload import load_yaml

ROOT = Path(__file__).resolve().parent.parent / "rules_src"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

CARD = """ja: 試しの熊
en: Test Bear
type_line: Creature — Bear
pt: 2/2
text: "{1}: Test Bear gets +1/+1 until end of turn."
text_ja: "{1}：ターン終了時まで、試しの熊は+1/+1の修整を受ける。"
abilities:
  - activated:
      text: "{1}: Test Bear gets +1/+1 until end of turn."
      text_ja: "{1}：ターン終了時まで、試しの熊は+1/+1の修整を受ける。"
      cost: "{1}"
      duration: end_of_turn
      affected: self
      modify_pt: +1/+1
"""


def cards(text: str) -> dict[str, object]:
    return cards_from_yaml([("rules_src/cards/test-bear.yaml", "test-bear", lambda: load_yaml(text, "test-bear.yaml"))])


def test_the_japanese_texts_of_a_card_by_its_english_ones() -> None:
    card = shipped_cards()["wild-mongrel"]
    assert card.texts_ja == {
        "Discard a card: Wild Mongrel gets +1/+1 and becomes the color of your choice until end of turn.":
            "カードを1枚捨てる：ターン終了時まで、野生の雑種犬は+1/+1の修整を受けるとともに、あなたが選んだ色1色になる。"}
    assert card.to_dict()["text_ja"].startswith("カードを1枚捨てる")


@pytest.mark.parametrize(("change", "message"), [
    (("text_ja: \"{1}：", "text_ja: 7\n# \""), "test-bear.yaml:6: 'text_ja' must be text, not"),
    (("      text_ja: \"{1}：", "      text_ja: [x]\n#"), "test-bear.yaml:10: activated text_ja: the Japanese of its 'text' (text), not"),
    (('text: "{1}: Test Bear gets +1/+1 until end of turn."\ntext_ja', "text_ja"),
     "test-bear.yaml:5: 'text_ja' is the Japanese of the card's 'text': give 'text' too"),
    (("text_ja: \"{1}：", "text_jp: \"{1}："), "test-bear.yaml:6: unknown card key 'text_jp'"),
    (("abilities:", "back:\n  en: Back Bear\n  type_line: Creature — Bear\n  text_ja: 裏\nabilities:"),
     "test-bear.yaml:10: back: 'text_ja' is the Japanese of the back face's 'text'"),
])
def test_text_ja_is_checked(change: tuple[str, str], message: str) -> None:
    got = cards(CARD.replace(*change, 1))
    errors = [str(e) for e in getattr(got, "broken", {}).values()]
    assert errors and all(e.startswith("rules_src/cards/" + message) or message in e for e in errors), errors


def test_every_card_and_ability_with_an_english_text_has_its_japanese() -> None:
    missing = []
    for card in shipped_cards().values():
        faces = [card.data, *([card.data["back"]] if isinstance(card.data.get("back"), dict) else [])]  # 712
        bodies = [*faces, *(next(iter(a.values())) for face in faces for a in face.get("abilities") or []
                            if isinstance(a, dict) and isinstance(next(iter(a.values())), dict))]
        for body in bodies:
            if body.get("text") and not JAPANESE.search(str(body.get("text_ja", ""))):
                missing.append(f"{card.path}: {str(body['text'])[:40]}")
        back = card.data.get("back")
        if isinstance(back, dict) and not JAPANESE.search(str(back.get("ja", ""))):
            missing.append(f"{card.path}: back: its Japanese name 'ja'")
    assert not missing, "give text_ja (docs/cards.md):\n" + "\n".join(missing)


def test_the_run_shows_the_japanese_text() -> None:
    scenario = ("example: x\ntext: \"\"\nsteps:\n  - label: 起動する\n    do:\n"
                "      - enter: {id: b, card: 試しの熊}\n      - activate: {object: b}\n    expect:\n      b: {pt: 3/3}\n")
    result = run_text(scenario, {"rules_src/cards/test-bear.yaml": CARD})
    assert result["texts"] == {"{1}: Test Bear gets +1/+1 until end of turn.":
                               "{1}：ターン終了時まで、試しの熊は+1/+1の修整を受ける。"}
    from sitegen.inbrowser import render

    html = render("x", result)["detail"]
    assert "試しの熊は+1/+1の修整を受ける" in html and "Test Bear gets" not in html


def test_a_broken_text_ja_fails_only_its_scenario() -> None:
    with pytest.raises(InputError, match="text_ja"):
        run_text("example: x\ntext: \"\"\nsteps:\n  - label: 出る\n    do:\n      - enter: {id: b, card: 試しの熊}\n",
                 {"rules_src/cards/test-bear.yaml": CARD.replace("text_ja: \"{1}：", "text_ja: 7\n# \"", 1)})
