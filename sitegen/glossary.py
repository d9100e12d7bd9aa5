"""The rules' own terms for the glossary, found in the text wherever they occur.

The parser gives the JA/EN pairs the sources mark (``関連している／linked``); those
include templates and single function words (``a → 1枚``, ``the → その``), and they miss
the terms the rules define but never gloss inline. The glossary is the union of:

- :data:`RULE_TERMS`, the terms of rules 603, 607 and 613 (and the ones they lean on),
  each with every place its Japanese form occurs (a longer term wins an overlap:
  遅延誘発型能力 is not also an occurrence of 誘発型能力);
- the parser's pairs, less :data:`FUNCTION_WORDS`.

>>> find_terms("遅延誘発型能力と誘発型能力", [("誘発型能力", "triggered ability"), ("遅延誘発型能力", "delayed triggered ability")])
[('遅延誘発型能力', 'delayed triggered ability', 0, 7), ('誘発型能力', 'triggered ability', 8, 13)]
"""

from __future__ import annotations

from collections.abc import Sequence

from .text import en as _en
from .text import ja as _ja

# (Japanese, English) as the Comprehensive Rules write them (the text tables' ``rule_term``).
RULE_TERMS: list[tuple[str, str]] = [(word, _en.WORDS["rule_term"][key]) for key, word in _ja.WORDS["rule_term"].items()]

# Parser pairs whose English is a function word are not terms of the rules.
FUNCTION_WORDS = {"a", "an", "the", "at", "of", "to", "in", "on", "and", "or", "as", "with", "this", "that", "may",
                  "when", "whenever", "unless", "becomes"}


def is_function_word(en: str) -> bool:
    return " ".join(en.lower().split()).strip(".,") in FUNCTION_WORDS


def find_terms(text: str, terms: Sequence[tuple[str, str]] = RULE_TERMS) -> list[tuple[str, str, int, int]]:
    """Every occurrence of a term's Japanese form in ``text``: (ja, en, start, end), longest first
    where two overlap, in text order."""
    taken: list[tuple[int, int]] = []
    found: list[tuple[str, str, int, int]] = []
    for ja, en in sorted(terms, key=lambda t: -len(t[0])):
        start = text.find(ja)
        while start != -1:
            end = start + len(ja)
            if not any(s < end and start < e for s, e in taken):
                taken.append((start, end))
                found.append((ja, en, start, end))
            start = text.find(ja, end)
    return sorted(found, key=lambda f: f[2])
