"""The vocabulary tables of docs/cards.md and docs/scenarios.md in the docs' language: the
tables verify/docs_tables.py generates from the registries, each entry described in Japanese
from the text table (``sitegen/text/ja.py`` ``VOCAB_DOC``), its English (the entry's own doc) beside it.

    python -m sitegen.docs_tables            # rewrite the tables
    python -m sitegen.docs_tables --check    # exit 1 if a doc is out of date

>>> "| `mill:` " in table("instructions") and "切削する" in table("instructions")
True
"""

from __future__ import annotations

import sys
from pathlib import Path

from verify import docs_tables

from .text.ja import VOCAB_DOC

DOCS = Path(__file__).resolve().parent.parent / "docs"
FILES = ("cards.md", "scenarios.md")


def japanese(key: str, text: str) -> str:
    """An entry's description in Japanese, and beside it the English it was written from (its own
    doc, ``lang="en"``: sitegen/text/ja_reviewed.py records which); a KeyError names an entry the
    text table lacks.

    >>> japanese("choice.color", "a color")
    '色：`{color: blue}`（105.1）<br><span lang="en">a color</span>'
    """
    return f'{VOCAB_DOC[key]}<br><span lang="en">{text}</span>'


def table(name: str) -> str:
    """One table as the docs show it."""
    return docs_tables.table(name, japanese)


def render(text: str) -> str:
    """A doc with every vocabulary block regenerated, in Japanese."""
    return docs_tables.render(text, japanese)


def main(argv: list[str]) -> int:
    """Rewrite (or, with ``--check``, check) docs/cards.md and docs/scenarios.md."""
    stale = []
    for name in FILES:
        path = DOCS / name
        old = path.read_text(encoding="utf-8")
        new = render(old)
        if new != old:
            stale.append(str(path))
            if "--check" not in argv:
                path.write_text(new, encoding="utf-8")
    if stale and "--check" in argv:
        print("out of date (run `python -m sitegen.docs_tables`): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
