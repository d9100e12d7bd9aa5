"""One reader per source shape; ``READERS`` maps the name used in ``sources.yaml`` to it."""

from __future__ import annotations

from collections.abc import Callable

from ..model import SourceMeta
from .base import RawExample, RawNode, ReaderOutput
from .cr_text import read_cr_text, read_viewer
from .dictionary import read_dictionary
from .wiki import read_wiki

Reader = Callable[[SourceMeta, list[str]], ReaderOutput]

READERS: dict[str, Reader] = {
    "cr_text": read_cr_text,
    "viewer": read_viewer,
    "wiki": read_wiki,
    "dictionary": read_dictionary,
}

__all__ = ["READERS", "RawExample", "RawNode", "Reader", "ReaderOutput"]
