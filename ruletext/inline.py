"""Inline marks in display text: rule references, JA/EN term pairs, card mentions.

Like markdown-it-py's inline rules: an ordered chain of small functions, each finding one
kind of mark. Spans are offsets into the display text. References are found unresolved
(``resolved=False``); the corpus resolves them once every node is known.

>>> [(r.target, r.text) for r in find_refs("(rule 613.7 参照。)と rule 706〔オブジェクトのコピー〕参照")]
[('613.7', 'rule 613.7'), ('706', 'rule 706〔オブジェクトのコピー〕')]
>>> [r.target for r in find_refs("rule 603.7d-f 参照")]
['603.7d', '603.7e', '603.7f']
>>> [r.target for r in find_refs("rule 601.2cからrule 601.2d に")]
['601.2c', '601.2d']
>>> [r.target for r in find_refs("これはCR613で定義")]
['613']
>>> [(t.ja, t.en) for t in find_terms("これらの能力は「関連している／linked」ものであり")]
[('関連している', 'linked')]
>>> [(c.ja, c.en) for c in find_cards("例：溶鉄の尖峰、ヴァラクート/Valakut, the Molten Pinnacleと6枚の山/Mountainが")]
[('溶鉄の尖峰、ヴァラクート', 'Valakut, the Molten Pinnacle'), ('山', 'Mountain')]
>>> [(c.ja, c.en) for c in find_cards("《十字軍》と《Vesuvan Doppelganger》")]
[('十字軍', None), ('Vesuvan Doppelganger', 'Vesuvan Doppelganger')]
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .model import CardMention, Ref, Term
from .numbers import BadRuleNumber, expand_letters

# --- references -----------------------------------------------------------------

_NUM = r"\d{3}(?:\.\d{1,3}[a-z]?)?"
_REF = re.compile(
    rf"(?:rule\s*|CR\s?)(?P<num>{_NUM})(?:-(?P<to>[a-z]))?(?!\d)(?P<title>〔[^〕]*〕)?",
)
_THROUGH = re.compile(r"^\s*から\s*$")


def find_refs(text: str) -> list[Ref]:
    """``rule 613.6``, ``rule 706〔…〕``, ``rule 603.7d-f`` (expanded), ``CR613``."""
    refs: list[Ref] = []
    prev_end = -1
    prev_num = ""
    for m in _REF.finditer(text):
        num, to = m["num"], m["to"]
        targets = [num]
        if to:
            try:
                targets = expand_letters(num, to)
            except BadRuleNumber:
                targets = [num]
        # "rule 601.2cからrule 601.2d": a range written out in words.
        if prev_num and _THROUGH.match(text[prev_end : m.start()]) and prev_num[:-1] == num[:-1]:
            try:
                between = expand_letters(prev_num, num[-1])[1:-1]
            except BadRuleNumber:
                between = []
            for t in between:
                refs.append(Ref(text=m.group(0), start=m.start(), end=m.end(), target=t, resolved=False))
        for t in targets:
            refs.append(Ref(text=m.group(0), start=m.start(), end=m.end(), target=t, resolved=False))
        prev_end, prev_num = m.end(), targets[-1]
    return refs


# --- term pairs -----------------------------------------------------------------

_LATIN = re.compile(r"[A-Za-z]")
_BRACKET = re.compile("[「」]")


def _quotes(text: str) -> Iterable[tuple[int, int]]:
    """(start, end) of the content of each outermost 「…」, nesting respected."""
    depth = 0
    start = 0
    for m in _BRACKET.finditer(text):
        i, ch = m.start(), m.group()
        if ch == "「":
            if depth == 0:
                start = i + 1
            depth += 1
        elif ch == "」" and depth:
            depth -= 1
            if depth == 0:
                yield start, i


def _top_level_index(text: str, start: int, end: int, sep: str) -> int:
    """Index of the last ``sep`` in ``text[start:end]`` outside nested 「」, or -1."""
    depth = 0
    found = -1
    for i in range(start, end):
        ch = text[i]
        if ch == "「":
            depth += 1
        elif ch == "」":
            depth -= 1
        elif ch == sep and depth == 0:
            found = i
    return found


def find_terms(text: str, headword: str | None = None) -> list[Term]:
    """「日本語／english」 (also 「〜とき/when」), and ``headword/English`` for an article's own term."""
    terms: list[Term] = []
    for start, end in _quotes(text):
        for sep in ("／", "/"):
            i = _top_level_index(text, start, end, sep)
            if i < 0:
                continue
            ja, en = text[start:i].strip(), text[i + 1 : end].strip()
            if ja and en and _LATIN.search(en) and (sep == "／" or not _LATIN.search(ja)):
                terms.append(Term(ja=ja, en=en, start=start, end=end))
                break
    if headword:
        for m in re.finditer(re.escape(headword) + r"/([A-Z][A-Za-z' -]*[A-Za-z])", text):
            terms.append(Term(ja=headword, en=m.group(1), start=m.start(), end=m.end()))
    for m in _LOWER_PAIR.finditer(text):
        if not any(t.start <= m.start() < t.end for t in terms):
            terms.append(Term(ja=m["ja"], en=m["en"], start=m.start(), end=m.end()))
    return sorted(terms, key=lambda t: t.start)


# 〜とき/when outside quotes: a Japanese word, a slash, a lower-case English word.
_LOWER_PAIR = re.compile(r"(?P<ja>[〜～][\u3040-\u30ff\u4e00-\u9fff]+)/(?P<en>[a-z][a-z ]*[a-z])")

# --- card mentions --------------------------------------------------------------

_BRACKETED = re.compile(r"《([^《》]+)》")
# A JA/EN pair: Japanese name, a half-width slash, an English name starting upper-case.
_EN_NAME = re.compile(r"[A-Z][A-Za-z0-9'’\-]*(?:(?:, | |-)[A-Za-z0-9'’\-]+)*")
_NAME_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff・ー々〆ヶ]")
_HIRAGANA = re.compile(r"[\u3040-\u309f]")
# A particle or verb ending right before a name (…が|大修道士, …に|躁の蛮人, …て|ズーラポート).
_BOUNDARY_KANA = set("がをにはでともへてや")


_COUNTED = re.compile(r"(?:枚|体|つ|個|人|点|回|本)の")


def _ja_name_before(text: str, slash: int, commas: int) -> int:
    """Start index of the Japanese card name that ends right before ``slash``."""
    i = slash
    allowed_commas = commas
    while i > 0:
        ch = text[i - 1]
        if ch == "、" and allowed_commas > 0:
            allowed_commas -= 1
            i -= 1
            continue
        if not _NAME_CHAR.match(ch) or ch == "は":
            break
        # A particle (…が|大修道士) or a negative ending (…ない|噂の) right before a
        # non-kana character: the name starts after it.
        before_name = i < slash and not _HIRAGANA.match(text[i])
        if before_name and (ch in _BOUNDARY_KANA or (ch == "い" and text[i - 2 : i - 1] == "な")):
            break
        i -= 1
    # "6枚の山": a counted noun after a number is not part of the name.
    if i > 0 and text[i - 1].isdigit():
        m = _COUNTED.match(text, i)
        if m and m.end() < slash:
            i = m.end()
    return i


def find_cards(text: str, headword: str | None = None, taken: Iterable[tuple[int, int]] = ()) -> list[CardMention]:
    """``《十字軍》`` and ``急報/Raise the Alarm``; spans already taken by terms are skipped."""
    spans = list(taken)
    cards: list[CardMention] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in spans)

    for m in _BRACKETED.finditer(text):
        name = m.group(1)
        en = name if not _NAME_CHAR.search(name) else None
        cards.append(CardMention(ja=name, en=en, start=m.start(), end=m.end()))
    i = 0
    while (i := text.find("/", i + 1)) > 0:  # a slash, not the first character
        name = _EN_NAME.match(text, i + 1)
        if not name:
            continue
        en = name.group(0).rstrip(" ,")
        start = _ja_name_before(text, i, en.count(","))
        ja = text[start:i]
        if not ja or ja == headword or not free(start, i + 1 + len(en)):
            continue
        cards.append(CardMention(ja=ja, en=en, start=start, end=i + 1 + len(en)))
    return sorted(cards, key=lambda c: c.start)


def find_known_names(text: str, names: Iterable[str], taken: Iterable[tuple[int, int]] = ()) -> list[CardMention]:
    """Unmarked mentions of known card names (longest name first, no overlaps)."""
    spans = list(taken)
    found: list[CardMention] = []
    # only the names the text contains (a substring test is cheap; the corpus knows hundreds)
    for name in sorted({n for n in names if n and n in text}, key=len, reverse=True):
        for m in re.finditer(re.escape(name), text):
            a, b = m.start(), m.end()
            if all(b <= s or a >= e for s, e in spans):
                found.append(CardMention(ja=name, en=None, start=a, end=b))
                spans.append((a, b))
    return sorted(found, key=lambda c: c.start)


def marks(
    text: str, headword: str | None = None, known_names: Iterable[str] = ()
) -> tuple[list[Ref], list[Term], list[CardMention]]:
    """Run the whole chain on ``text``: references, then terms, then cards (terms win overlaps)."""
    refs = find_refs(text)
    terms = find_terms(text, headword)
    taken = [(t.start, t.end) for t in terms]
    cards = find_cards(text, headword, taken)
    taken += [(c.start, c.end) for c in cards]
    known = list(known_names)
    if known:
        cards = sorted(cards + find_known_names(text, known, taken), key=lambda c: c.start)
    return refs, terms, cards
