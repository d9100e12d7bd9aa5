"""Docs that cannot drift: the vocabulary tables of docs/cards.md and docs/scenarios.md are
generated from the registries (verify/docs_tables.py), written in Japanese from the text table
(sitegen/docs_tables.py: each entry's description, and every header, value type, key note and
field meaning); a registry word missing from the docs, an entry or a phrase without its
Japanese, a Japanese written from an English that changed since, or a table edited by hand,
fails here. The build writes the tables (sitegen.pipeline.write_docs); the committed docs hold
each block's placeholder, so a new word needs no regenerated doc."""

from __future__ import annotations

import re
from pathlib import Path

from sitegen.docs_tables import FILES, PLACEHOLDER, emptied, filled, main
from sitegen.text.ja import DOC_PHRASES, VOCAB_DOC
from verify.docs_tables import TABLES, blocks, entries, phrases

DOCS = Path(__file__).resolve().parent.parent / "docs"
_JA_LETTER = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff]")


def test_every_vocabulary_has_its_table_in_the_docs() -> None:
    found = [name for doc in ("cards.md", "scenarios.md") for name in blocks((DOCS / doc).read_text(encoding="utf-8"))]
    assert sorted(found) == sorted(TABLES)


def test_the_committed_blocks_hold_no_table_the_build_writes_them() -> None:
    """A table written into a committed doc (by hand, or by an old habit) fails: the build writes
    it from the registries as they are (``python -m sitegen.docs_tables`` empties the blocks)."""
    for doc in FILES:
        text = (DOCS / doc).read_text(encoding="utf-8")
        assert emptied(text, doc) == text, f"docs/{doc} holds a table: run `python -m sitegen.docs_tables`"
        built = filled(text)
        assert PLACEHOLDER.format(doc=doc) not in built
        assert built.count("\n|---") - text.count("\n|---") == len(blocks(text))  # a table in each block
    assert main(["--check"]) == 0


def test_the_build_writes_the_tables_of_the_registries(tmp_path: Path) -> None:
    """The staged copy of docs/ mkdocs builds has every table, each word of each registry in it."""
    from sitegen.pipeline import write_docs
    from verify.docs_tables import table

    class _Site:  # write_docs reads the generated pages of the site; none here
        pass

    import sitegen.pipeline as pipeline

    root = tmp_path / "root"
    (root / "docs").mkdir(parents=True)
    for doc in FILES:
        (root / "docs" / doc).write_text((DOCS / doc).read_text(encoding="utf-8"), encoding="utf-8")

    class _Pages:
        def __init__(self, site: object) -> None:
            pass

        def all_pages(self) -> dict[str, str]:
            return {}

    real, pipeline.Pages = pipeline.Pages, _Pages  # type: ignore[assignment, misc]
    try:
        write_docs(root, _Site(), tmp_path / "staging")  # type: ignore[arg-type]
    finally:
        pipeline.Pages = real  # type: ignore[misc]
    built = (tmp_path / "staging" / "docs" / "cards.md").read_text(encoding="utf-8")
    assert "| `gain_life:` " in table("instructions") and "| `gain_life:` " in built
    assert all(f"| `{word}`" in built for word in __import__("engine.trigger_events").trigger_events.TRIGGER_EVENTS)


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


def test_every_phrase_of_the_tables_has_its_japanese() -> None:
    """Every other English phrase the tables say (a header, a value type, a key's note, an action
    field's meaning, a template) has its Japanese in ``DOC_PHRASES``, keyed by the English itself,
    and every Japanese phrase is said by some table; a Japanese phrase without a Japanese letter is
    code, placeholders and punctuation alone."""
    said = phrases()
    assert len(said) > 150
    assert _phrase_review(said) == []
    words = re.compile(r"`[^`]*`|\{[a-z_]+\}|[\W\d_]")
    assert [v for v in DOC_PHRASES.values() if not _JA_LETTER.search(v) and words.sub("", v)] == [], "not Japanese"


def test_a_changed_english_phrase_fails_at_its_japanese_entry() -> None:
    """An English phrase edited by one word is said by no Japanese entry any more: the old entry
    fails at its ``file:line``, beside the English that now has no Japanese, until it is reviewed."""
    said = phrases()
    english = "the counter kind"
    assert english in said and _phrase_review(said) == []
    changed = {("the kind of counter" if e == english else e): t for e, t in said.items()}
    found = _phrase_review(changed)
    assert len(found) == 2 and found[0].startswith(f"sitegen/text/ja.py:{_entry_line(english, 'DOC_PHRASES')[1]}: "), found
    assert "'the kind of counter'" in found[1], found


def _phrase_review(said: dict[str, str]) -> list[str]:
    """What is out of date between the tables' English phrases (``said``: phrase → table) and the
    Japanese table: each Japanese entry no table says (at its line), then each phrase with none."""
    new = [f"{table}: {english!r}" for english, table in said.items() if english not in DOC_PHRASES]
    old = [f"{path}:{line}: {english!r}: no table says this English now — review its Japanese against the changed"
           " English, then key it by the new one (" + ("; ".join(new) or "none new") + ")"
           for english in DOC_PHRASES if english not in said for path, line in [_entry_line(english, "DOC_PHRASES")]]
    return old + [f"{m}: no Japanese (sitegen/text/ja.py DOC_PHRASES)" for m in new]


def _entry_line(key: str, table: str = "VOCAB_DOC") -> tuple[str, int]:
    """Where ``table[key]`` is written (sitegen/text/ja.py, read with ast)."""
    import ast

    path = Path(__file__).resolve().parent.parent / "sitegen" / "text" / "ja.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == table
                and isinstance(node.value, ast.Dict)):
            for k in node.value.keys:
                if isinstance(k, ast.Constant) and k.value == key:
                    return "sitegen/text/ja.py", k.lineno
    return "sitegen/text/ja.py", 0
