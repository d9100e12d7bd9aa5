"""The vocabulary tables of docs/cards.md and docs/scenarios.md in the docs' language: the
tables verify/docs_tables.py generates from the registries, written in Japanese from the text
table (``sitegen/text/ja.py``: each entry's description in ``VOCAB_DOC``, every other phrase —
headers, value types, key notes, field meanings — in ``DOC_PHRASES``), each cell's English beside
it (``lang="en"``).

    python -m sitegen.docs_tables            # rewrite the tables
    python -m sitegen.docs_tables --check    # exit 1 if a doc is out of date

>>> "| `mill:` " in table("instructions") and "切削する" in table("instructions")
True
"""

from __future__ import annotations

import sys
from pathlib import Path

from verify import docs_tables

from .text.ja import DOC_PHRASES, VOCAB_DOC

DOCS = Path(__file__).resolve().parent.parent / "docs"
FILES = ("cards.md", "scenarios.md")


class Japanese:
    """The tables' words in Japanese (:class:`verify.docs_tables.Words`); a KeyError names an
    entry or a phrase the text table lacks.

    >>> Japanese().say("one of {words}", words="`you`")
    '`you` のいずれか'
    """

    def doc(self, key: str, english: str) -> str:
        return VOCAB_DOC[key]

    def say(self, english: str, **fields: str) -> str:
        return DOC_PHRASES[english].format(**fields) if fields else DOC_PHRASES[english]


def beside(japanese: str, english: str) -> str:
    """A cell in Japanese with the English it was written from beside it (``lang="en"``); once
    when they are the same.

    >>> beside("色", "colors"), beside("—", "—")
    ('色<br><span lang="en">colors</span>', '—')
    """
    return japanese if japanese == english else f'{japanese}<br><span lang="en">{english}</span>'


def table(name: str) -> str:
    """One table as the docs show it: the Japanese header; each cell in Japanese, its English beside."""
    ja, en = docs_tables.TABLES[name](Japanese()), docs_tables.TABLES[name](docs_tables.ENGLISH)
    return docs_tables.markdown(docs_tables.Table(
        ja.header, tuple(tuple(beside(j, e) for j, e in zip(jr, er, strict=True)) for jr, er in zip(ja.rows, en.rows, strict=True)),
        beside(ja.after, en.after) if ja.after else ""))


def render(text: str) -> str:
    """A doc with every vocabulary block regenerated, in Japanese."""
    return docs_tables.render(text, table)


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
