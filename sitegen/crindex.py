"""What a rule number outside the corpus is: the chapter of the Comprehensive Rules it is in
and, for the rules a judge asks for most, the rule's title (the headings of the CR's table of
contents, in the Japanese CR's words and in English). The search box and the 404 page say
it and name the rules this site covers (``data/numbers.json``, :func:`outside_index`).

>>> describe("704.5j")
('7', '追加ルール', '704', '状況起因処理')
>>> describe("1234")
('', '', '', '')
"""

from __future__ import annotations

from typing import NamedTuple

from .text import en, ja


class Heading(NamedTuple):
    ja: str
    en: str


# 1.–9.: the CR's chapters (unchanged since 2009), and the rules of today's CR (current numbering)
# that the corpus cites or its cases illustrate: their headings, from the text tables.
CHAPTERS: dict[str, Heading] = {k: Heading(v, en.WORDS["cr_chapter"][k]) for k, v in ja.WORDS["cr_chapter"].items()}
RULES: dict[str, Heading] = {k: Heading(v, en.WORDS["cr_rule_title"][k]) for k, v in ja.WORDS["cr_rule_title"].items()}


def describe(number: str) -> tuple[str, str, str, str]:
    """(chapter, its title, rule, its title) of a number; "" where the CR has none we know."""
    head = number.partition(".")[0]
    if not (head.isdigit() and len(head) == 3) or head[0] not in CHAPTERS:
        return ("", "", "", "")
    rule = RULES.get(head)
    return (head[0], CHAPTERS[head[0]].ja, head if rule else "", rule.ja if rule else "")


def outside_index(covered: list[tuple[str, str, str]]) -> dict[str, object]:
    """``covered``: [number, title, url] of the rules this site holds; ``chapters`` and ``rules``:
    number → [ja, en]."""
    return {"covered": [list(c) for c in covered],
            "chapters": {k: list(v) for k, v in CHAPTERS.items()},
            "rules": {k: list(v) for k, v in RULES.items()}}
