"""Rule numbers: parsing, hierarchy and ordering.

>>> RuleNumber.parse("613.3e")
RuleNumber('613.3e')
>>> RuleNumber.parse("613.3e").parent
RuleNumber('613.3')
>>> [str(n) for n in RuleNumber.parse("613.3e").ancestors()]
['613.3', '613', '6']
>>> RuleNumber.parse("613.3e").level
'letter'
>>> sorted(["613.10", "613.2", "613.1a", "6", "603"], key=lambda s: RuleNumber.parse(s).sort_key)
['6', '603', '613.1a', '613.2', '613.10']
>>> expand_letters("603.7d", "f")
['603.7d', '603.7e', '603.7f']
>>> next_letter("k")   # the CR skips l and o
'm'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .model import RuleLevel

NUMBER_RE = re.compile(r"(?P<rule>\d{3})(?:\.(?P<sub>\d{1,3})(?P<letter>[a-z])?)?|(?P<section>\d)")
# The CR never uses l or o as sub-rule letters (they look like 1 and 0).
LETTERS = "abcdefghijkmnpqrstuvwxyz"


class BadRuleNumber(ValueError):
    """Text that is not a rule number."""


@dataclass(frozen=True)
class RuleNumber:
    """A CR rule number: section ``6``, rule ``613``, ``613.3`` or ``613.3e``."""

    text: str

    @classmethod
    def parse(cls, text: str) -> RuleNumber:
        m = NUMBER_RE.fullmatch(text)
        if not m:
            raise BadRuleNumber(f"not a rule number: {text!r}")
        return cls(text)

    def __repr__(self) -> str:
        return f"RuleNumber({self.text!r})"

    def __str__(self) -> str:
        return self.text

    @property
    def _match(self) -> re.Match[str]:
        m = NUMBER_RE.fullmatch(self.text)
        assert m is not None
        return m

    @property
    def level(self) -> RuleLevel:
        m = self._match
        if m["section"]:
            return "section"
        if m["letter"]:
            return "letter"
        if m["sub"]:
            return "subrule"
        return "rule"

    @property
    def parent(self) -> RuleNumber | None:
        m = self._match
        if m["section"]:
            return None
        if m["letter"]:
            return RuleNumber(f"{m['rule']}.{m['sub']}")
        if m["sub"]:
            return RuleNumber(m["rule"])
        return RuleNumber(m["rule"][0])

    def ancestors(self) -> list[RuleNumber]:
        out: list[RuleNumber] = []
        p = self.parent
        while p is not None:
            out.append(p)
            p = p.parent
        return out

    @property
    def sort_key(self) -> tuple[int, int, int, int]:
        m = self._match
        if m["section"]:
            return (int(m["section"]), -1, -1, -1)
        rule = int(m["rule"])
        sub = int(m["sub"]) if m["sub"] else -1
        letter = LETTERS.index(m["letter"]) if m["letter"] else -1
        return (rule // 100, rule, sub, letter)

    @property
    def letter(self) -> str | None:
        return self._match["letter"]


def next_letter(letter: str) -> str:
    """The sub-rule letter after ``letter`` (skipping l and o)."""
    return LETTERS[LETTERS.index(letter) + 1]


def expand_letters(first: str, last_letter: str) -> list[str]:
    """``603.7d`` through letter ``f``: every number in the range, in order."""
    num = RuleNumber.parse(first)
    start = num.letter
    if start is None or last_letter not in LETTERS or LETTERS.index(last_letter) < LETTERS.index(start):
        raise BadRuleNumber(f"not a letter range: {first}-{last_letter}")
    base = first[:-1]
    return [base + c for c in LETTERS[LETTERS.index(start) : LETTERS.index(last_letter) + 1]]
