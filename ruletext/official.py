"""An official Comprehensive Rules file, as read: the values the two official readers produce
(``readers/official_en.py``, ``readers/official_ja.py``) and the decoding of the file.

The official files come as Wizards published them: UTF-8 with or without a BOM, UTF-16 big-
or little-endian with a BOM, Windows-1252 in the oldest; CRLF, CR or LF line ends, mixed.

>>> decode_official("\\ufeffa\\r\\nb\\rc\\n".encode("utf-16-le"), "x.txt")
['a', 'b', 'c']
>>> decode_official(b"caf\\xe9 \\x93q\\x94", "x.txt")     # not UTF-8: Windows-1252
['café “q”']
>>> OfficialRule("613.4d", "Layer 7d: ...", 12).level
'letter'
>>> compare_key("It’s  _Magic_ “x”\\u2014y")
'It\\'s Magic "x"-y'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from .decode import MAX_LINE_CHARS, TooLargeError
from .errors import EmptySourceError, EncodingError, said
from .numbers import RuleNumber

_NEWLINE = re.compile(r"\r\n|\r|\n")


def decode_official(data: bytes, path: str) -> list[str]:
    """The lines of an official file (no line ends; a final newline adds no line)."""
    if data.startswith(b"\xef\xbb\xbf"):
        text = _decode(data[3:], "utf-8", path)
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = _decode(data[2:], "utf-16-le" if data[0] == 0xFF else "utf-16-be", path)
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = _decode(data, "cp1252", path)
    if "\x00" in text:
        raise EncodingError(path, text.count("\n", 0, text.index("\x00")) + 1, *said("file.nul_char"))
    if not text.strip():
        raise EmptySourceError(path, None, *said("file.empty"))
    lines = _NEWLINE.split(text)
    if lines[-1] == "":
        lines.pop()
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE_CHARS:
            raise TooLargeError(path, number, *said("file.long_line", length=f"{len(line):,}", limit=f"{MAX_LINE_CHARS:,}"))
    return lines


def _decode(data: bytes, encoding: str, path: str) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1 if encoding in ("utf-8", "cp1252") else None
        raise EncodingError(path, line, f"invalid {encoding} (byte 0x{data[err.start]:02x} at offset {err.start})") from None


@dataclass(frozen=True)
class Reference:
    """A citation of another rule in a rule's text (``rule 725〔…〕参照``, ``See rule 613.4``)."""

    target: str
    title: str = ""


@dataclass(frozen=True)
class CardName:
    """A card name in the Japanese text: ``《十字軍/Crusade》`` (``en`` empty when not given)."""

    ja: str
    en: str = ""


@dataclass(frozen=True)
class OfficialExample:
    """An ``Example:`` / ``例：`` paragraph under its rule; ``line`` is the file's line (1-based)."""

    text: str
    line: int


@dataclass(frozen=True)
class OfficialRule:
    """A numbered node of the body: section ``6``, rule ``613``, ``613.4`` or ``613.4d``."""

    number: str
    text: str
    line: int
    examples: tuple[OfficialExample, ...] = ()
    refs: tuple[Reference, ...] = ()
    cards: tuple[CardName, ...] = ()

    @property
    def level(self) -> str:
        return RuleNumber.parse(self.number).level


@dataclass(frozen=True)
class GlossaryEntry:
    """A glossary term and its definition; ``en`` is the English headword of a Japanese entry
    (``タイムスタンプ順／Timestamp Order``), empty in the English file."""

    term: str
    definition: str
    line: int
    en: str = ""


@dataclass(frozen=True)
class OfficialCR:
    """One official CR file. ``version`` is what the text says: the effective date
    (``2026-01-16``) of an English file, the translation's version (``20231117.0``) of a
    Japanese one; ``effective`` is the date the rules take effect (ISO)."""

    path: str
    language: str
    version: str
    effective: str
    title: str
    intro: tuple[str, ...]
    contents: tuple[tuple[str, str], ...]
    rules: tuple[OfficialRule, ...]
    glossary: tuple[GlossaryEntry, ...]
    credits: tuple[str, ...]
    # What the reader noticed and read anyway, as "file:line: what" (a contents heading the
    # body words otherwise, a stray line joined to the rule above, a file with no credits).
    notes: tuple[str, ...] = field(default=())

    @cached_property
    def by_number(self) -> dict[str, OfficialRule]:
        """The rules by number; a number printed twice answers with its first rule."""
        out: dict[str, OfficialRule] = {}
        for r in self.rules:
            out.setdefault(r.number, r)
        return out

    def counts(self) -> dict[str, int]:
        """Rule nodes (every numbered node but the sections), three-digit rules, examples,
        glossary terms.

        >>> OfficialCR("x", "en", "2026-01-16", "2026-01-16", "t", (), (), (
        ...     OfficialRule("1", "Game Concepts", 1), OfficialRule("100", "General", 2),
        ...     OfficialRule("100.1", "x", 3, (OfficialExample("e", 4),))), (), ()).counts()
        {'rules': 2, 'three_digit': 1, 'examples': 1, 'glossary': 0}
        """
        return {
            "rules": sum(1 for r in self.rules if r.level != "section"),
            "three_digit": sum(1 for r in self.rules if r.level == "rule"),
            "examples": sum(len(r.examples) for r in self.rules),
            "glossary": len(self.glossary),
        }


_SPACES = re.compile(r"\s+")
_TYPOGRAPHY = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2014": "-",
                             "\u2013": "-", "\u2212": "-", "_": None, "\u00a0": " "})


def compare_key(text: str) -> str:
    """``text`` as two versions are compared: quotes, dashes and spaces of one kind, italics
    marks (underscores) and ``(R)``/``(TM)`` against ``®``/``™`` not told apart."""
    text = text.replace("(TM)", "™").replace("(R)", "®").translate(_TYPOGRAPHY)
    return _SPACES.sub(" ", text).strip()


def contents_notes(contents: tuple[tuple[str, str], ...] | list[tuple[str, str]], rules: tuple[OfficialRule, ...],
                   line: int, path: str, name: str) -> list[str]:
    """The contents (``name``: "contents", "もくじ"; the heading on ``line``) against the body:
    each section 1–9 and three-digit rule listed is in the body with the same words (compared
    by :func:`compare_key`), and each of the body's is listed."""
    body = {r.number: r for r in rules if r.level in ("section", "rule")}
    listed = {num: text for num, text in contents if len(num) == 3 or num and num in "123456789"}
    out = []
    for num, text in listed.items():
        rule = body.get(num)
        if rule is None:
            out.append(f"{path}:{line}: the {name} list {num}. {text!r}, the body has no rule {num}")
        elif compare_key(rule.text) != compare_key(text):
            out.append(f"{path}:{rule.line}: {num} is {rule.text!r} in the body, {text!r} in the {name}")
    out.extend(f"{path}:{rule.line}: {num}. {rule.text!r} is not in the {name}"
               for num, rule in body.items() if num not in listed)
    return out
