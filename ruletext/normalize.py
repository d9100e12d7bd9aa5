"""Display normalisation of source text, as a named, ordered chain of small rules.

The raw line is always kept beside the result; normalisation only affects what is shown
and where inline marks (references, terms, cards) are found.

>>> display_text("- 603.1 [[[誘発条件]]またはイベント]とき")
'603.1 [誘発条件またはイベント]とき'
>>> display_text("カードを１枚引く。 ")
'カードを1枚引く。'
>>> display_text("「～とき／When」") == display_text("「〜とき／When」")
True
>>> display_text("追放 領域にある(rule 613.6 参照)")
'追放領域にある（rule 613.6 参照）'
>>> display_text("プロテクション(赤)と(2)(U)")
'プロテクション（赤）と(2)(U)'
>>> display_text("謙虚(能力を失い(第6種)、1/1になる)")
'謙虚（能力を失い（第6種）、1/1になる）'
"""

from __future__ import annotations

import re
from collections.abc import Callable

Rule = Callable[[str], str]

_CJK = r"\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff0f\uff1a-\uff20\uff5b-\uff65「」『』〔〕（）：、。・ー"
_CJK_CLASS = f"[{_CJK}]"
_BULLET = re.compile(r"^\s*[-*・•]\s+")
_WIKI_LINK = re.compile(r"\[\[([^\[\]|]*?)(?:\|([^\[\]]*?))?\]\]")
_FOOTNOTE = re.compile(r"\[\d{1,3}\]")
_CJK_SPACE = re.compile(rf"(?<={_CJK_CLASS})[ \u3000]+(?={_CJK_CLASS})")
_PARENS = re.compile(r"\(([^()（）]*(?:（[^()（）]*）[^()（）]*)*)\)")
_HAS_CJK = re.compile(_CJK_CLASS)
_FULLWIDTH_ALNUM = re.compile("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")  # ０-９ Ａ-Ｚ ａ-ｚ


def strip_bullet(text: str) -> str:
    """A list bullet (``- ``) at the start of a line."""
    return _BULLET.sub("", text, count=1)


def wiki_links(text: str) -> str:
    """MediaWiki link residue: ``[[誘発条件]]`` → ``誘発条件``, ``[[a|b]]`` → ``b``.

    ``[[[効果]]]`` becomes ``[効果]``: the outer brackets are the CR's own placeholder brackets.
    """
    return _WIKI_LINK.sub(lambda m: m.group(2) if m.group(2) is not None else m.group(1), text)


def footnote_markers(text: str) -> str:
    """Wiki footnote markers such as ``[1]``."""
    return _FOOTNOTE.sub("", text)


def fullwidth_alnum(text: str) -> str:
    """Full-width digits and Latin letters to ASCII (``１`` → ``1``)."""
    return _FULLWIDTH_ALNUM.sub(lambda m: chr(ord(m.group()) - 0xFEE0), text)


def wave_dash(text: str) -> str:
    """The full-width tilde ``～`` (U+FF5E) and the wave dash ``〜`` (U+301C) look alike and
    stand for the same thing in Japanese rules text; legacy encodings map one to the other.
    Both are shown as the wave dash, so that ``～とき`` and ``〜とき`` are one term."""
    return text.replace("\uff5e", "\u301c")


def cjk_spaces(text: str) -> str:
    """A space between two Japanese characters is residue of a removed link (``追放 領域``)."""
    return _CJK_SPACE.sub("", text)


def paren_width(text: str) -> str:
    """Half-width parentheses around Japanese text become full-width: ``(第5種)`` → ``（第5種）``."""
    while True:  # innermost first, then the parentheses around them
        new = _PARENS.sub(lambda m: f"（{m.group(1)}）" if _HAS_CJK.search(m.group(1)) else m.group(0), text)
        if new == text:
            return text
        text = new


def trim(text: str) -> str:
    """Surrounding white space."""
    return text.strip()


# The chain, in order. Each rule is one function from text to text.
RULES: list[tuple[str, Rule]] = [
    ("strip_bullet", strip_bullet),
    ("wiki_links", wiki_links),
    ("footnote_markers", footnote_markers),
    ("fullwidth_alnum", fullwidth_alnum),
    ("wave_dash", wave_dash),
    ("cjk_spaces", cjk_spaces),
    ("paren_width", paren_width),
    ("trim", trim),
]


def display_text(raw: str) -> str:
    """Apply every normalisation rule to ``raw``, in order."""
    text = raw
    for _name, rule in RULES:
        text = rule(text)
    return text
