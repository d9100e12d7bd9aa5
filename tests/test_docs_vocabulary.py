"""Docs that cannot drift: the vocabulary tables of docs/cards.md and docs/scenarios.md are
generated from the registries (verify/docs_tables.py), each entry described in Japanese from
the text table (sitegen/docs_tables.py); a registry word missing from the docs, an entry
without its Japanese or its English, or a table edited by hand, fails here."""

from __future__ import annotations

import re
from pathlib import Path

from sitegen.docs_tables import main, render
from sitegen.text.ja import VOCAB_DOC
from verify.docs_tables import TABLES, blocks, entries

DOCS = Path(__file__).resolve().parent.parent / "docs"
_JA_LETTER = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff]")


def test_every_vocabulary_has_its_table_in_the_docs() -> None:
    found = [name for doc in ("cards.md", "scenarios.md") for name in blocks((DOCS / doc).read_text(encoding="utf-8"))]
    assert sorted(found) == sorted(TABLES)


def test_the_tables_are_what_the_registries_say() -> None:
    for doc in ("cards.md", "scenarios.md"):
        text = (DOCS / doc).read_text(encoding="utf-8")
        assert render(text) == text, f"docs/{doc} is out of date: run `python -m sitegen.docs_tables`"
    assert main(["--check"]) == 0


def test_every_registry_entry_has_its_japanese_and_its_english() -> None:
    """Each entry a table describes (a word of a registry, a key of the triggered ability) has
    its English (its own doc) and a Japanese description in the text table, and the table
    describes nothing else."""
    english = entries()
    assert len(english) > 200
    assert sorted(set(english) - set(VOCAB_DOC)) == [], "no Japanese (sitegen/text/ja.py VOCAB_DOC)"
    assert sorted(set(VOCAB_DOC) - set(english)) == [], "described, but no registry has it"
    assert [k for k, v in english.items() if not v.strip()] == [], "no English (the entry's doc)"
    assert [k for k, v in VOCAB_DOC.items() if not _JA_LETTER.search(v)] == [], "not Japanese"


def test_a_changed_english_doc_fails_until_its_japanese_is_reviewed() -> None:
    """Each Japanese description was written from (or reviewed against) its entry's English doc
    as it is now: the digest recorded in sitegen/text/ja_reviewed.py. An English doc that changes
    fails here at the Japanese entry's ``file:line``, with its key, until the Japanese is reviewed
    and the new digest written."""
    from sitegen.text.ja_reviewed import REVIEWED, digest

    stale = [f"{path}:{line}: {key}: " + ("the English doc changed since the Japanese was written — review it"
                                          if key in REVIEWED else "no digest of the English it was written from")
             + f", then write {key!r}: {digest(english)!r}, in sitegen/text/ja_reviewed.py"
             for key, english in entries().items() if REVIEWED.get(key) != digest(english)
             for path, line in [_entry_line(key)]]
    assert stale == [], "\n".join(stale)
    assert sorted(set(REVIEWED) - set(VOCAB_DOC)) == [], "a digest of no entry"


def test_the_review_test_can_fail() -> None:
    """A doc edited by one word no longer has the digest the Japanese was reviewed against."""
    from sitegen.text.ja_reviewed import REVIEWED, digest

    key, english = next(iter(entries().items()))
    assert REVIEWED[key] == digest(english) != digest(english + " now")
    assert _entry_line(key)[1] > 1


def _entry_line(key: str) -> tuple[str, int]:
    """Where ``VOCAB_DOC[key]`` is written (sitegen/text/ja.py, read with ast)."""
    import ast

    path = Path(__file__).resolve().parent.parent / "sitegen" / "text" / "ja.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == "VOCAB_DOC"
                and isinstance(node.value, ast.Dict)):
            for k in node.value.keys:
                if isinstance(k, ast.Constant) and k.value == key:
                    return "sitegen/text/ja.py", k.lineno
    return "sitegen/text/ja.py", 0
