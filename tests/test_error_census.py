"""A ratchet on the input errors a reader meets in English only (issue 19): the census of
tests/error_sites.py counts the raise sites without a record; the count can only go down. A new
``raise`` with English alone fails here with its ``file:line``; one given a record lowers the
figure, and the test asks for the lower one to be written here."""

from __future__ import annotations

from tests.error_sites import census

# Raise sites with no record (no ``says``): none left (85 before ruletext.errors.said).
ENGLISH_ONLY = 0


def test_no_raise_site_is_added_without_a_record() -> None:
    english = census()["english"]
    assert len(english) <= ENGLISH_ONLY, (
        f"{len(english) - ENGLISH_ONLY} more raise site(s) with English only — give each a record "
        "(says=, engine/records.py error.*, or ruletext.errors.said): " + ", ".join(english))
    assert len(english) == ENGLISH_ONLY, (
        f"{ENGLISH_ONLY - len(english)} fewer raise sites with English only: write ENGLISH_ONLY = {len(english)} "
        "in tests/test_error_census.py (the figure only goes down)")


def test_the_census_sees_every_kind_of_raise() -> None:
    """The census counts a raise of an error class by name, of a class a caller gives (``error(…)``),
    of a helper that makes one (``_fail``), and ``*said(…)`` / ``*why`` as English with its record."""
    found = census()
    assert sum(map(len, found.values())) > 300  # every raise of engine/, verify/, ruletext/
    assert any(w.startswith("verify/schema.py") for w in found["typed"])
    assert any(w.startswith("ruletext/yamlfile.py") for w in found["typed"] + found["english"])
    assert len(found["internal"]) <= 5  # errors of the code itself: RecordError, a branch no input reaches
