"""The power/toughness numbers an example text states, and the check that a scenario
accounts for each of them.

>>> stated_numbers("1/3クリーチャーが+0/+1の修整を受け…4/1になる。")
['1/3', '+0/+1', '4/1']
>>> stated_numbers("(0/1→呪文の効果で+4/+4→…)5/8")
['0/1', '+4/+4', '5/8']
>>> stated_numbers("P/T定義、2009年12月23日")
[]
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_PAIR = re.compile(r"(?<![0-9A-Za-z/+\-])([+-]?\d+)/([+-]?\d+)(?![0-9A-Za-z/])")


def normalize_pair(power: str, toughness: str) -> str:
    """``+4``/``+4`` → ``+4/+4``; ``4``/``1`` → ``4/1``; a pair with one sign is signed."""
    if power[:1] in "+-" or toughness[:1] in "+-":
        return f"{int(power):+d}/{int(toughness):+d}"
    return f"{int(power)}/{int(toughness)}"


def stated_numbers(text: str) -> list[str]:
    """Every P/T-like pair in ``text`` (after NFKC), in order, without repeats."""
    out: list[str] = []
    for m in _PAIR.finditer(unicodedata.normalize("NFKC", text)):
        pair = normalize_pair(m.group(1), m.group(2))
        if pair not in out:
            out.append(pair)
    return out


def _norm(s: str) -> str:
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", s))


def same_text(a: str, b: str) -> bool:
    """Equal after NFKC and with all whitespace removed (the staleness check); ``a`` may be
    the :func:`text_digest` of the text instead (a scenario for an example of an official
    file records its digest: the project copies no text of those files).

    >>> same_text("例 (A)", "例（A）"), same_text(text_digest("A 1/3 creature."), "A 1/3  creature.")
    (True, True)
    """
    if a.startswith(DIGEST):
        return a == text_digest(b)
    return a == b or _norm(a) == _norm(b)


DIGEST = "sha256:"


def text_digest(text: str) -> str:
    """A text's digest as a scenario records it: the first 16 hex digits of the SHA-256 of
    the text after NFKC, without whitespace, with straight quotes.

    >>> text_digest("It’s 4/1.") == text_digest("It's 4/1.")
    True
    """
    plain = _norm(text).replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return DIGEST + hashlib.sha256(plain.encode("utf-8")).hexdigest()[:16]
