"""Docs that cannot drift: the vocabulary tables of docs/cards.md and docs/scenarios.md are
generated from the registries (verify/docs_tables.py); a registry word missing from the
docs, or a table edited by hand, fails here."""

from __future__ import annotations

from pathlib import Path

from verify.docs_tables import TABLES, blocks, main, render

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_every_vocabulary_has_its_table_in_the_docs() -> None:
    found = [name for doc in ("cards.md", "scenarios.md") for name in blocks((DOCS / doc).read_text(encoding="utf-8"))]
    assert sorted(found) == sorted(TABLES)


def test_the_tables_are_what_the_registries_say() -> None:
    for doc in ("cards.md", "scenarios.md"):
        text = (DOCS / doc).read_text(encoding="utf-8")
        assert render(text) == text, f"docs/{doc} is out of date: run `python -m verify.docs_tables`"
    assert main(["--check"]) == 0
