"""Readers of plain rule text: a dated copy of the CR, and a rules viewer page."""

from __future__ import annotations

from ..model import SourceMeta
from .base import ReaderOutput, read_rule_lines

# Left-overs of the pages the text was copied from.
_RESIDUE = frozenset({"コメント"})


def read_cr_text(meta: SourceMeta, lines: list[str]) -> ReaderOutput:
    """CR text: an untitled first line names the rule the file covers; ``613.1.``-style rule lines."""
    return read_rule_lines(lines, meta.path, title_line=True, residue=_RESIDUE)


def read_viewer(meta: SourceMeta, lines: list[str]) -> ReaderOutput:
    """A rules viewer page: the site's name first, then headings and ``- 607.1 …`` rule lines."""
    return read_rule_lines(lines, meta.path, title_line=False, residue=_RESIDUE)
