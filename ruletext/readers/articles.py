"""Pieces shared by the article readers: tables, bullets, headings, example ids."""

from __future__ import annotations

import re

from ..model import Article, Block, Example, SourceMeta
from ..normalize import display_text

_SEPARATOR_CELL = re.compile(r"^:?-{3,}:?$")
_INDENT = re.compile(r"^(\s*)[-*・•]\s+")


def new_article(meta: SourceMeta, title: str) -> Article:
    return Article(id=meta.article or meta.id, title=title, source=meta.id, about=list(meta.about))


def bullet_level(raw: str) -> int:
    """1 for ``- x``, 2 for ``  - x``; 0 if the line is not a bullet."""
    m = _INDENT.match(raw)
    if not m:
        return 0
    return len(m.group(1).expandtabs(4)) // 2 + 1


def is_heading(display: str, max_len: int) -> bool:
    """A short line that is not a sentence: a section heading of the article."""
    return "。" not in display and len(display) <= max_len and not display.endswith(("、", "，"))


def table_cells(raw: str) -> list[str]:
    """Cells of a pipe-table line (``| a | b |`` or a continuation ``b |``), display-normalised."""
    parts = raw.strip().split("|")
    if raw.strip().startswith("|"):
        parts = parts[1:]
    if parts and parts[-1].strip() == "":
        parts = parts[:-1]
    return [display_text(p) for p in parts]


def is_separator_row(cells: list[str]) -> bool:
    return bool(cells) and all(_SEPARATOR_CELL.match(c) for c in cells)


def add_example(art: Article, meta: SourceMeta, block: Block, example_id: str, text: str) -> None:
    """Make ``block`` an example of ``art`` with the given id and text."""
    block.example_id = example_id
    art.examples.append(
        Example(id=example_id, owner=art.id, text=text, raw=block.raw, source=meta.id, line=block.line)
    )
