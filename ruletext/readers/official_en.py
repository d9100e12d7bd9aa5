"""The English CR file as Wizards publishes it (``MagicCompRules YYYYMMDD.txt``).

Its parts, in order: the title; "These rules are effective as of <date>."; Introduction;
Contents (the section and rule headings once more, then Glossary and Credits: skipped, but
checked against the body); the rules (``100.1. text``, ``100.1a text``, ``Example:`` lines
under their rule, an indented paragraph continuing the rule above); Glossary (a term line,
its definition lines, a blank line); Credits.

>>> text = '''Magic: The Gathering Comprehensive Rules
...
... These rules are effective as of May 1, 2031.
...
... Introduction
...
... An intro.
...
... Contents
...
... 1. Concepts
... 100. General
...
... Glossary
...
... Credits
...
... 1. Concepts
...
... 100. General
...
... 100.1. A _Magic_(R) rule.
...
... 100.1a A letter.
...
...  Example: An example.
...
... Glossary
...
... Term
... Its definition.
...
... Credits
...
... Someone
... '''
>>> cr = read_official_en(text.encode("utf-8"), "x.txt")
>>> cr.version, cr.title, [r.number for r in cr.rules]
('2031-05-01', 'Magic: The Gathering Comprehensive Rules', ['1', '100', '100.1', '100.1a'])
>>> cr.by_number["100.1"].text, cr.by_number["100.1a"].examples
('A Magic® rule.', (OfficialExample(text='An example.', line=26),))
>>> cr.glossary, cr.credits
((GlossaryEntry(term='Term', definition='Its definition.', line=30, en=''),), ('Someone',))
"""

from __future__ import annotations

import re

from ..errors import MalformedRuleLine, said
from ..official import (
    GlossaryEntry,
    OfficialCR,
    OfficialExample,
    OfficialRule,
    Reference,
    contents_notes,
    decode_official,
)

_MONTHS = {m: i for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july", "august",
                                       "september", "october", "november", "december"), start=1)}
_EFFECTIVE = re.compile(r"These rules are effective as of (\w+) (\d{1,2}), (\d{4})")
# "100.1a text", "100.1. text", "100. General", "1. Game Concepts"; one file writes "901.4.All".
RULE_LINE = re.compile(r"^(?P<num>\d{3}\.\d{1,3}[a-z]?|\d{3}|\d)\.?(?:[ \t]+|(?<=\.)(?=[A-Z]))(?P<text>\S.*?)\s*$")
# "702. 37a Storm is …": a space inside the number, in one file.
_SPLIT_NUMBER = re.compile(r"^(\d{3})\. (\d{1,3}[a-z]?)(?=\.? )")
_EXAMPLE = re.compile(r"^\s*Example:\s*")
_CONTENTS_ENTRY = re.compile(r"^(?P<num>\d{3}|\d)\.\s+(?P<text>\S.*?)\s*$")
_ITALICS = re.compile(r"(?<![\w_])_([^_\n]+?)_(?![\w_])")
_SEE_RULE = re.compile(r"\brules? (\d{3}(?:\.\d{1,3}[a-z]?)?)")


def display(text: str) -> str:
    """The text as shown: italics marks dropped, ``(R)``/``(TM)`` as ``®``/``™``.

    >>> display("the _Magic: The Gathering_(R) game(TM)")
    'the Magic: The Gathering® game™'
    """
    if "_" in text:
        text = _ITALICS.sub(r"\1", text)
    if "(" in text:
        text = text.replace("(TM)", "™").replace("(R)", "®")
    return text.strip()


def _heading(lines: list[str], name: str, start: int, path: str, what: str) -> int:
    for i in range(start, len(lines)):
        if lines[i].strip() == name:
            return i
    raise MalformedRuleLine(path, None, *said("file.no_heading", name=name, what=what))


def _effective(lines: list[str], path: str) -> str:
    for i, line in enumerate(lines[:40]):
        m = _EFFECTIVE.search(line)
        if m:
            month = _MONTHS.get(m[1].lower())
            if month is None:
                raise MalformedRuleLine(path, i + 1, *said("file.unknown_month", month=m[1]))
            return f"{m[3]}-{month:02d}-{int(m[2]):02d}"
    raise MalformedRuleLine(path, None, *said("file.no_effective"))


def read_official_en(data: bytes, path: str) -> OfficialCR:
    """Read an English CR file; bad input is ``file:line: message``."""
    lines = decode_official(data, path)
    notes: list[str] = []
    first = next(i for i, line in enumerate(lines) if line.strip())
    title = display(lines[first])
    if "Comprehensive Rules" not in title:
        raise MalformedRuleLine(path, first + 1, *said("file.not_english_cr", title=title[:60]))
    effective = _effective(lines, path)
    contents_at = _heading(lines, "Contents", first, path, "the table of contents")
    intro_at = next((i for i in range(first, contents_at) if lines[i].strip() == "Introduction"), first + 1)
    intro = tuple(display(x) for x in lines[intro_at + 1 : contents_at] if x.strip())
    # The body begins at the first section heading after the contents' Glossary and Credits.
    contents_end = _heading(lines, "Glossary", contents_at, path, "the contents' last entries")
    body_at = next((i for i in range(contents_end, len(lines)) if re.match(r"1\.\s", lines[i])), None)
    if body_at is None:
        raise MalformedRuleLine(path, contents_end + 1, *said("file.no_rules_after_contents"))
    contents = []
    for i in range(contents_at + 1, body_at):
        m = _CONTENTS_ENTRY.match(lines[i])
        if m:
            contents.append((m["num"], display(m["text"])))
        elif lines[i].strip():
            contents.append(("", display(lines[i])))
    glossary_at = _heading(lines, "Glossary", body_at, path, "the glossary after the rules")
    rules = _body(lines, body_at, glossary_at, path, notes)
    notes.extend(contents_notes(contents, rules, contents_at + 1, path, 'contents'))
    credits_at = next((i for i in range(len(lines) - 1, glossary_at, -1) if lines[i].strip() == "Credits"), None)
    if credits_at is None:
        notes.append(f"{path}:{len(lines)}: no Credits after the glossary (the file ends in it)")
    glossary = _glossary(lines, glossary_at + 1, credits_at or len(lines), path, notes)
    credits = tuple(display(x) for x in lines[(credits_at or len(lines)) + 1 :]
                    if x.strip() and not _EFFECTIVE.search(x))
    return OfficialCR(path=path, language="en", version=effective, effective=effective, title=title, intro=intro,
                      contents=tuple(contents), rules=rules, glossary=glossary, credits=credits, notes=tuple(notes))


class _Open:
    """A rule being read: its text paragraphs and examples."""

    def __init__(self, number: str, text: str, line: int) -> None:
        self.number, self.line = number, line
        self.text = [text]
        self.examples: list[tuple[list[str], int]] = []

    def close(self) -> OfficialRule:
        text = "\n".join(self.text)
        refs = tuple(dict.fromkeys(Reference(m[1]) for m in _SEE_RULE.finditer(text)))
        return OfficialRule(self.number, text, self.line,
                            tuple(OfficialExample("\n".join(t), line) for t, line in self.examples), refs)


def _body(lines: list[str], start: int, end: int, path: str, notes: list[str]) -> tuple[OfficialRule, ...]:
    out: list[OfficialRule] = []
    seen: dict[str, int] = {}
    current: _Open | None = None
    in_example = False
    for i in range(start, end):
        raw = lines[i]
        if not raw.strip():
            continue
        lineno = i + 1
        if _SPLIT_NUMBER.match(raw):
            notes.append(f"{path}:{lineno}: a space inside the rule number {raw[:8].strip()!r}, read without it")
            raw = _SPLIT_NUMBER.sub(r"\1.\2", raw)
        m = RULE_LINE.match(raw)
        if m:
            number = m["num"]
            if number in seen:  # as published (2009-09-04: two 702.30d): both kept, the first is the rule's
                notes.append(f"{path}:{lineno}: rule {number} again (first on line {seen[number]}); "
                             "both kept, the first answers for the number")
            seen.setdefault(number, lineno)
            if not raw.startswith(number + " ") and not raw.startswith(number + ". "):
                notes.append(f"{path}:{lineno}: no space after rule number {number}")
            if current:
                out.append(current.close())
            current, in_example = _Open(number, display(m["text"]), lineno), False
            continue
        if current is None:
            raise MalformedRuleLine(path, lineno, *said("file.text_before_rules", text=raw.strip()[:60]))
        if _EXAMPLE.match(raw):
            text = _EXAMPLE.sub("", raw)
            while _EXAMPLE.match(text):
                notes.append(f"{path}:{lineno}: 'Example:' twice at the start of an example")
                text = _EXAMPLE.sub("", text)
            if not text.strip():
                raise MalformedRuleLine(path, lineno, *said("file.example_of_no_text", number=current.number))
            current.examples.append(([display(text)], lineno))
            in_example = True
            continue
        # Another paragraph of the rule (or example) above: indented in the files, once a stray line.
        if not raw[0].isspace():
            notes.append(f"{path}:{lineno}: {raw.strip()[:40]!r} read as a paragraph of rule {current.number}")
        (current.examples[-1][0] if in_example else current.text).append(display(raw))
    if current:
        out.append(current.close())
    if not out:
        raise MalformedRuleLine(path, start + 1, *said("file.no_rules"))
    return tuple(out)


def _glossary(lines: list[str], start: int, end: int, path: str, notes: list[str]) -> tuple[GlossaryEntry, ...]:
    out: list[GlossaryEntry] = []
    block: list[tuple[int, str]] = []
    for i in range(start, end + 1):
        raw = lines[i] if i < end else ""
        if raw.strip():
            block.append((i + 1, raw))
            continue
        if block:
            (line, term), rest = block[0], block[1:]
            if not rest:
                notes.append(f"{path}:{line}: glossary term {term.strip()!r} has no definition")
            out.append(GlossaryEntry(display(term), "\n".join(display(x) for _n, x in rest), line))
            block = []
    return tuple(out)
