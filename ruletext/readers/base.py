"""What a reader produces, and the rule-line reading shared by the readers of rule text.

>>> classify("613.1a 第1種: コピー効果が適用される。")
('rule', '613.1a', '第1種: コピー効果が適用される。')
>>> classify("6. 呪文、能力、効果")
('rule', '6', '呪文、能力、効果')
>>> classify("例：1/3クリーチャーが")
('example', None, '1/3クリーチャーが')
>>> classify("2009年12月23日613.1. オブジェクトの")
('rule', '613.1', 'オブジェクトの')
>>> classify("6枚の山が戦場に出た。")
('text', None, '6枚の山が戦場に出た。')
>>> classify("613.1A 第1種")
Traceback (most recent call last):
...
ruletext.numbers.BadRuleNumber: malformed rule number '613.1A'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from ..errors import MalformedRuleLine, said
from ..model import Article
from ..normalize import display_text
from ..numbers import BadRuleNumber


@dataclass
class RawExample:
    text: str
    raw: str
    line: int
    # (line, offset in text) of each line the text continues on
    more: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class RawNode:
    """A rule line as read: number, display text, the raw line, its examples."""

    number: str
    text: str
    raw: str
    line: int
    examples: list[RawExample] = field(default_factory=list)
    # (line, offset in text) of each line the text continues on
    more: list[tuple[int, int]] = field(default_factory=list)

    def line_at(self, offset: int) -> int:
        """The line the character ``offset`` of ``text`` comes from."""
        return max((line for line, start in self.more if start <= offset), default=self.line)


@dataclass
class ReaderOutput:
    nodes: list[RawNode] = field(default_factory=list)
    articles: list[Article] = field(default_factory=list)
    # What the reader recognised and set aside (glued date, residue lines), as "line: what".
    notes: list[str] = field(default_factory=list)


# "2009年12月23日613.1." – a date glued to the first rule of a dated copy.
GLUED_DATE = re.compile(r"^(?P<date>\d{4}年\d{1,2}月\d{1,2}日)(?=\d{3}\.)")
EXAMPLE = re.compile(r"^例\s*[：:]\s*")
_RULE = re.compile(
    r"^(?P<num>\d{3}\.\d{1,3}[a-z]?)\.?(?:\s+|(?=[^\x00-\x7f]))(?P<text>.*)$"
    r"|^(?P<head>\d{3}|\d)\.?\s+(?P<htext>\S.*)$"
)
_BARE = re.compile(r"^(?P<num>\d{3}(?:\.\d{1,3}[a-z]?)?)\.?$")
# Something that starts like a rule number ("613.1A", "613..2"), to be reported, not read as text.
_LOOKS_LIKE_RULE = re.compile(r"^\d{3}\.\S*")
# A rule line glued to the end of other text ("…参照。613.4. …"): a line break is missing,
# as when text is appended to a file whose last line has none. References are preceded by
# a space, "rule", a bracket or a comma, never by other text.
_GLUED_RULE = re.compile(r"(?:(?<=[^\d.\s\-a-zA-Z（(〔［\[、「『《/／])|(?<=[^\x00-\x7f]- ))"
                         r"(\d{3}\.\d{1,3}[a-z]?)\.?\s+\S")

LineKind = Literal["rule", "example", "text"]


def split_glued_date(text: str) -> tuple[str | None, str]:
    m = GLUED_DATE.match(text)
    if not m:
        return None, text
    return m["date"], text[m.end() :]


def classify(display: str) -> tuple[LineKind, str | None, str]:
    """Kind of a display line: a rule line (number, text), an example (text) or other text."""
    _date, text = split_glued_date(display)
    if EXAMPLE.match(text):
        return "example", None, EXAMPLE.sub("", text, count=1)
    m = _RULE.match(text)
    if m:
        if m["num"]:
            return "rule", m["num"], m["text"].strip()
        return "rule", m["head"], m["htext"].strip()
    bare = _BARE.match(text)
    if bare:
        return "rule", bare["num"], ""
    bad = _LOOKS_LIKE_RULE.match(text)
    if bad:
        raise BadRuleNumber(f"malformed rule number {bad.group(0).rstrip('.')!r}")
    return "text", None, text


def _continue(item: RawNode | RawExample, lineno: int, text: str, raw: str,
              pending: dict[int, tuple[RawNode | RawExample, tuple[list[str], list[str], list[int]]]]) -> None:
    """A continuation line of ``item``: kept aside and joined at the end (a source of 100,000
    continuation lines is read in linear time)."""
    _item, (texts, raws, length) = pending.setdefault(id(item), (item, ([], [], [len(item.text)])))
    item.more.append((lineno, length[0]))
    texts.append(text)
    raws.append("\n" + raw)
    length[0] += len(text)


def read_rule_lines(
    lines: list[str],
    path: str,
    first_line: int = 1,
    *,
    title_line: bool,
    residue: frozenset[str] = frozenset(),
) -> ReaderOutput:
    """Rule lines, their examples and continuation lines, as found in CR text and rule viewers.

    ``title_line``: the first non-rule line titles the rule the file covers (``613``);
    otherwise it is the name of the site it was copied from and is set aside.
    ``residue``: lines that are left-overs of the page (``コメント``), set aside wherever they are.
    """
    out = ReaderOutput()
    title: tuple[str, str, int] | None = None
    current: RawNode | None = None
    last_example: RawExample | None = None
    pending: dict[int, tuple[RawNode | RawExample, tuple[list[str], list[str], list[int]]]] = {}
    for offset, raw in enumerate(lines):
        lineno = first_line + offset
        display = display_text(raw)
        if not display:
            continue
        if display in residue:
            out.notes.append(f"{lineno}: page residue {display!r} set aside")
            continue
        try:
            kind, number, text = classify(display)
        except BadRuleNumber as err:
            raise MalformedRuleLine(path, lineno, str(err)) from None
        glued = _GLUED_RULE.search(text)
        if glued:
            raise MalformedRuleLine(path, lineno, *said("file.number_in_line", number=glued[1]))
        date, _ = split_glued_date(display)
        if date:
            out.notes.append(f"{lineno}: date {date} glued to the rule number, split off")
        if kind == "rule":
            assert number is not None
            if not text:
                raise MalformedRuleLine(path, lineno, *said("file.rule_no_text", number=number))
            current = RawNode(number=number, text=text, raw=raw, line=lineno)
            out.nodes.append(current)
            last_example = None
        elif kind == "example":
            if current is None:
                raise MalformedRuleLine(path, lineno, *said("file.example_first"))
            if not text:
                raise MalformedRuleLine(path, lineno, *said("file.example_no_text"))
            last_example = RawExample(text=text, raw=raw, line=lineno)
            current.examples.append(last_example)
        elif current is None and title is None and title_line:
            title = (text, raw, lineno)
        elif current is None:
            out.notes.append(f"{lineno}: header {text!r} set aside")
        elif last_example is not None:
            # A continuation of the example above.
            _continue(last_example, lineno, text, raw, pending)
        else:
            _continue(current, lineno, text, raw, pending)
    for item, (texts, raws, _length) in pending.values():  # joined once: no quadratic copying
        item.text += "".join(texts)
        item.raw += "".join(raws)
    if title is not None and out.nodes:
        top = out.nodes[0].number.split(".")[0]
        out.nodes.insert(0, RawNode(number=top, text=title[0], raw=title[1], line=title[2]))
    return out
