"""The built site shows the cards' Japanese text (text_ja): first on the card list, the English
Oracle text after it marked lang="en"; in an example's steps instead of the English."""

from __future__ import annotations

import json
from pathlib import Path


def test_the_card_list_shows_the_japanese_text_first(built_site: Path) -> None:
    html = (built_site / "cardlist" / "index.html").read_text(encoding="utf-8")
    ja = '<p class="cr-rules-text cr-rules-text-ja">白のクリーチャーは+1/+1の修整を受ける。</p>'
    en = '<span lang="en" class="cr-en">White creatures get +1/+1.</span>'
    assert ja in html and en in html and html.index(ja) < html.index(en)


def test_an_examples_steps_show_the_japanese_card_text(built_site: Path) -> None:
    detail = json.loads((built_site / "data" / "examples" / "613.4-1.json").read_text(encoding="utf-8"))["html"]
    assert "白のクリーチャーは+1/+1の修整を受ける。" in detail
    assert "White creatures get" not in detail
