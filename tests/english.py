"""What the Done-when of issue 19 counts as English a reader sees: :func:`english_runs` (the
browser test of every page, tests/site/test_english_runs.py; the official scenarios' steps,
tests/test_inline_text_ja.py)."""

from __future__ import annotations

import re

_QUOTED = re.compile(r"《[^》]*》|「[^」]*」|\{[^}]*\}|[+-]?[\dX*]+/[+-]?[\dX*]+")
_CARD_TEXT = re.compile(r"「([^」]*)」")
_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’-]*)+")
_LONG_RUN = re.compile(r"[A-Za-z][A-Za-z'’-]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’-]*){3,}")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def english_runs(text: str) -> list[str]:
    """Runs of two or more English words outside card names, quoted text, mana and P/T.

    >>> english_runs("《灰色熊》が戦場に出る（613.7a）: 「Target creature gets +0/+1.」")
    []
    >>> english_runs("手順 1: B controls 灰色熊")
    ['B controls']
    >>> english_runs("Aのライフ: 20、B 22、X=3、{2}{W}、2/2 → 3/3")
    []
    """
    return [m.group(0) for m in _RUN.finditer(_QUOTED.sub(" ", text))]


def english_card_texts(text: str) -> list[str]:
    """The card texts quoted in 「」 that are English: one with a run of two or more English words
    and no Japanese, or a run of four or more (a Japanese text may name a card in English:
    《Vesuvan Doppelganger》's own text does). What a step quotes is a card's or an ability's text;
    an error message quotes the words written instead (「forever」), so it is not read by this.

    >>> english_card_texts("《灰色熊》が戦場に出る（613.7a）: 「クリーチャー1体を対象とする。それは+0/+1の修整を受ける。」")
    []
    >>> english_card_texts("《灰色熊》が戦場に出る（613.7a）: 「Target creature gets +0/+1.」")
    ['「Target creature gets +0/+1.」']
    >>> english_card_texts("「入口 — When you move your venture marker into this room, you gain 1 life.」")
    ['「入口 — When you move your venture marker into this room, you gain 1 life.」']
    >>> english_card_texts("「あなたはVesuvan Doppelgangerを、戦場にあるクリーチャー1体のコピーとして戦場に出してもよい。」、「{T}」")
    []
    """
    return [f"「{q}」" for q in _CARD_TEXT.findall(text)
            if _LONG_RUN.search(_QUOTED.sub(" ", q)) or (_RUN.search(_QUOTED.sub(" ", q)) and not _JAPANESE.search(q))]
