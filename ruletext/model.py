"""The values the parser produces: rule nodes, examples, inline marks, articles.

All spans are character offsets into the node's *display text* (``text``),
half-open ``[start, end)``.

>>> Ref(text="rule 613.6 参照", start=3, end=16, target="613.6", resolved=True)
Ref(text='rule 613.6 参照', start=3, end=16, target='613.6', resolved=True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal


@dataclass(frozen=True)
class Ref:
    """A reference to another rule. A range (``603.7d-f``) gives one Ref per target."""

    text: str
    start: int
    end: int
    target: str
    resolved: bool


@dataclass(frozen=True)
class Term:
    """A JA/EN term pair such as ``関連している／linked``."""

    ja: str
    en: str
    start: int
    end: int


@dataclass(frozen=True)
class CardMention:
    """A card name: ``《十字軍》`` (en is None) or ``急報/Raise the Alarm``."""

    ja: str
    en: str | None
    start: int
    end: int


@dataclass
class Example:
    """A worked example ("例：…", or an example bullet/paragraph in an article).

    ``id`` is stable: ``613.3e-1`` for the first example of rule 613.3e,
    ``layers-1a`` for the layer-list entry 1a of the article ``layers``,
    ``layers-ex-2`` / ``triggered-ex-5`` for the n-th other example of an article.
    ``owner`` is the rule number or the article id the example belongs to.
    """

    id: str
    owner: str
    text: str
    raw: str
    source: str
    line: int
    refs: list[Ref] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)
    cards: list[CardMention] = field(default_factory=list)


RuleLevel = Literal["section", "rule", "subrule", "letter"]


@dataclass
class RuleNode:
    """One numbered node: ``6`` (section), ``613`` (rule), ``613.3``, ``613.3e``."""

    number: str
    level: RuleLevel
    parent: str | None
    text: str
    raw: str
    source: str
    line: int
    children: list[str] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    refs: list[Ref] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)
    cards: list[CardMention] = field(default_factory=list)
    # Other lines of the same node (identical repeats merged into this node).
    repeat_lines: list[int] = field(default_factory=list)


BlockKind = Literal["heading", "paragraph", "bullet", "table", "layer", "card", "example"]


@dataclass
class Block:
    """One block of an article, in document order.

    ``table`` blocks carry ``rows`` (first row is the header);
    ``layer`` blocks carry ``data = {"layer": "1a", "name": ...}``;
    ``card`` blocks carry ``data = {"ja", "en", "cost", "type_line", "text"}``.
    A block that is an example has ``example_id`` set.
    """

    kind: BlockKind
    text: str
    raw: str
    line: int
    level: int = 0
    rows: list[list[str]] = field(default_factory=list)
    row_lines: list[int] = field(default_factory=list)
    data: dict[str, str] = field(default_factory=dict)
    example_id: str | None = None
    refs: list[Ref] = field(default_factory=list)
    terms: list[Term] = field(default_factory=list)
    cards: list[CardMention] = field(default_factory=list)
    # Tables: the card mentions of each cell, spans relative to the cell text.
    cell_cards: list[list[list[CardMention]]] = field(default_factory=list)
    # Tables: a stable id for each data row (not the header): ``triggered-table-1-row-3``.
    row_ids: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class TableRow:
    """A data row of an article's table, as something a scenario can be written for.

    ``text`` joins the header and cells (``カード名: パンハモニコン/Panharmonicon / コスト: 4 …``);
    a scenario records it, so that a changed row is reported as stale.
    """

    id: str
    article: str
    table: int
    row: int
    header: tuple[str, ...]
    cells: tuple[str, ...]
    source: str
    line: int

    @property
    def text(self) -> str:
        return " / ".join(f"{h}: {c}" for h, c in zip(self.header, self.cells, strict=False))


@dataclass
class Article:
    """A commentary document (wiki page, dictionary article)."""

    id: str
    title: str
    source: str
    about: list[str]
    blocks: list[Block] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)


@dataclass(frozen=True)
class SourceMeta:
    """One entry of ``rules_src/sources.yaml``."""

    id: str
    path: str
    title: str
    kind: str
    language: str
    version: str
    reader: str
    numbering: str
    about: tuple[str, ...] = ()
    article: str = ""
    origin: str = ""


@dataclass
class Corpus:
    """Everything parsed from ``rules_src/``: rule nodes in document order, articles."""

    sources: list[SourceMeta]
    rules: dict[str, RuleNode]
    articles: list[Article]
    warnings: list[str] = field(default_factory=list)

    @property
    def examples(self) -> dict[str, Example]:
        """Every example of every rule and article, by id."""
        out: dict[str, Example] = {}
        for node in self.rules.values():
            for ex in node.examples:
                out[ex.id] = ex
        for art in self.articles:
            for ex in art.examples:
                out[ex.id] = ex
        return out

    @property
    def table_rows(self) -> dict[str, TableRow]:
        """Every data row of every article table, by row id."""
        out: dict[str, TableRow] = {}
        for art in self.articles:
            tables = [b for b in art.blocks if b.kind == "table" and b.rows]
            for t, block in enumerate(tables, start=1):
                for r, row_id in enumerate(block.row_ids, start=1):
                    line = block.row_lines[r] if r < len(block.row_lines) else block.line
                    out[row_id] = TableRow(row_id, art.id, t, r, tuple(block.rows[0]), tuple(block.rows[r]),
                                           art.source, line)
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON document of ``build.py parse --json`` (schema: docs/rule-nodes.md)."""
        return {
            "schema": "ruletext/1",
            "sources": [plain(s) for s in self.sources],
            "rules": [plain(n) for n in self.rules.values()],
            "articles": [plain(a) for a in self.articles],
            "warnings": list(self.warnings),
        }



_LEAVES = (str, int, float, bool, type(None))


def plain(value: Any) -> Any:
    """``dataclasses.asdict`` of the parser's values: dataclasses as dicts (fields in order),
    lists and tuples item by item; the leaves (text, numbers, None) are immutable, so they are
    not copied.

    >>> plain(Term(ja="関連している", en="linked", start=0, end=6))
    {'ja': '関連している', 'en': 'linked', 'start': 0, 'end': 6}
    """
    if type(value) in _LEAVES:
        return value
    if hasattr(type(value), "__dataclass_fields__"):
        return {name: plain(getattr(value, name)) for name in value.__dataclass_fields__}
    if isinstance(value, list | tuple):
        return type(value)([plain(v) for v in value])
    if isinstance(value, dict):
        return {plain(k): plain(v) for k, v in value.items()}
    return value
