"""The vocabulary tables of docs/cards.md and docs/scenarios.md in the docs' language: the
tables verify/docs_tables.py generates from the registries, written in Japanese from the text
table (``sitegen/text/ja.py``: each entry's description in ``VOCAB_DOC``, every other phrase —
headers, value types, key notes, field meanings — in ``DOC_PHRASES``), each cell's English beside
it (``lang="en"``).

The build fills them in (:func:`filled`, as ``sitegen.pipeline.write_docs`` copies docs/): the
committed docs hold each block's :data:`PLACEHOLDER` only, so a new word reaches the docs with
nothing to regenerate.

    python -m sitegen.docs_tables                  # every table built (a missing Japanese: exit 1), the blocks emptied
    python -m sitegen.docs_tables --check          # exit 1 if a committed block holds a table
    python -m sitegen.docs_tables --print cards.md # the doc as the site shows it

>>> "| `mill:` " in table("instructions") and "切削する" in table("instructions")
True
"""

from __future__ import annotations

import sys
from pathlib import Path

from verify import docs_tables

from .text.ja import DOC_PHRASES, DOCS_TABLE_PLACE, VOCAB_DOC

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


# What a committed block holds: the build writes the table there.
PLACEHOLDER = DOCS_TABLE_PLACE


def filled(text: str) -> str:
    """A doc with every vocabulary block written, in Japanese (what the site shows)."""
    return docs_tables.render(text, table)


def emptied(text: str, doc: str) -> str:
    """A doc with every vocabulary block holding its :data:`PLACEHOLDER` (what is committed).

    >>> emptied(f"<!-- vocabulary: x -->{chr(10)}| a |{chr(10)}<!-- /vocabulary -->", "c.md").splitlines()[1][-6:]
    'c.md`）'
    """
    return docs_tables.render(text, lambda name: PLACEHOLDER.format(doc=doc))


def main(argv: list[str]) -> int:
    """Build every table of docs/cards.md and docs/scenarios.md (a KeyError names what the text
    table lacks) and empty their blocks; ``--check``: only say which committed doc holds a table;
    ``--print DOC``: the doc filled in, on stdout."""
    if "--print" in argv:
        doc = argv[argv.index("--print") + 1] if len(argv) > argv.index("--print") + 1 else FILES[0]
        print(filled((DOCS / Path(doc).name).read_text(encoding="utf-8")), end="")
        return 0
    stale = []
    for name in FILES:
        path = DOCS / name
        old = path.read_text(encoding="utf-8")
        try:
            filled(old)
        except KeyError as e:
            print(f"sitegen/text/ja.py: no Japanese for {e.args[0]!r} (VOCAB_DOC or DOC_PHRASES)", file=sys.stderr)
            return 1
        new = emptied(old, name)
        if new != old:
            stale.append(f"docs/{name}")
            if "--check" not in argv:
                path.write_text(new, encoding="utf-8")
    if stale and "--check" in argv:
        print("a table written into the committed doc (the build writes it; run `python -m sitegen.docs_tables`): "
              + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
