"""The vocabulary tables of docs/cards.md and docs/scenarios.md in the docs' language: the
tables verify/docs_tables.py generates from the registries, each entry described in Japanese
from the text table (``sitegen/text/ja.py`` ``VOCAB_DOC``; its English is the entry's own doc).

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
    """An entry's description in Japanese (a KeyError names an entry the text table lacks)."""
    return VOCAB_DOC[key]


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
