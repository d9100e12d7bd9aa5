"""Every English CR file since 2009-07-11 (``../shared/cr/en/``, beside the repository in CI):
each parses, and its counts agree with an independent simple count; the numbering concordance
computed from the files of 2009-10-01 and 2026-01-16 is the one of
``../shared/facts/cr-613-numbering.md``. Skipped when the files are absent."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest

from ruletext.concordance import load_concordance
from ruletext.crdiff import check_concordance, concordance
from ruletext.official import decode_official
from ruletext.readers.official_en import read_official_en

ROOT = Path(__file__).resolve().parents[2]


def _shared() -> Path | None:
    # The repository's parent holds shared/ in CI; a git worktree sits one folder deeper.
    for base in (ROOT.parent, ROOT.parent.parent):
        if (base / "shared" / "cr" / "en").is_dir():
            return base / "shared"
    return None


SHARED = _shared()
FILES = sorted((SHARED / "cr" / "en").glob("*.txt")) if SHARED else []
needs_files = pytest.mark.skipif(not FILES, reason="../shared/cr/en/ is not beside the repository")


def simple_count(data: bytes) -> dict[str, int]:
    """Counted without the reader: rule lines, three-digit rule lines and Example lines between
    the first '1. ' line after the contents and the last 'Glossary' line; glossary terms as the
    blocks between that line and the last 'Credits' line."""
    lines = decode_official(data, "x")
    stripped = [x.strip() for x in lines]
    contents_glossary = stripped.index("Glossary")
    start = next(i for i in range(contents_glossary, len(lines)) if lines[i].startswith("1. "))
    glossary = len(stripped) - 1 - stripped[::-1].index("Glossary")
    credits = len(stripped) - 1 - stripped[::-1].index("Credits") if "Credits" in stripped[glossary:] else len(lines)
    body = lines[start:glossary]
    rule = re.compile(r"^\d{3}\.( ?\d+[a-z]?)?\.?( |(?=[A-Z]))")
    return {
        "rules": sum(1 for x in body if rule.match(x)),
        "three_digit": sum(1 for x in body if re.match(r"^\d{3}\. \D", x)),
        "examples": sum(1 for x in body if x.lstrip().startswith("Example:")),
        "glossary": sum(1 for i in range(glossary + 1, credits) if stripped[i] and not stripped[i - 1]),
    }


@needs_files
def test_every_english_file_parses_and_its_counts_agree() -> None:
    assert len(FILES) == 85
    disagree = {}
    for path in FILES:
        data = path.read_bytes()
        got = read_official_en(data, path.name).counts()
        if got != simple_count(data):
            disagree[path.name] = (got, simple_count(data))
    assert disagree == {}


@needs_files
def test_the_counts_of_2026_01_16() -> None:
    cr: Any = _read("2026-01-16")
    assert cr.counts() == {"rules": 3260, "three_digit": 146, "examples": 276, "glossary": 725}
    assert (cr.version, cr.notes) == ("2026-01-16", ())


@functools.cache  # three files, read by four tests: each parsed once
def _read(version: str) -> object:
    return read_official_en((SHARED / f"cr/en/{version}.txt").read_bytes(), f"{version}.txt")  # type: ignore[operator]


# ../shared/facts/cr-613-numbering.md: the ripple of 2020 and the timestamp sub-rules one by one.
FACTS_613 = {
    "613.2": "613.3", "613.3": "613.4", "613.3a": "613.4a", "613.3b": "613.4b", "613.3c": "613.4c",
    "613.3d": "613.4c", "613.3e": "613.4d", "613.4": "613.5", "613.5": "613.6", "613.6": "613.7",
    "613.6a": "613.7a", "613.6b": "613.7b", "613.6c": "613.7d", "613.6d": "613.7e", "613.6e": "613.7h",
    "613.6f": "613.7i", "613.6g": "613.7m", "613.7": "613.8", "613.8": "613.9", "613.9": "613.10",
    "613.10": "613.11",
}


@needs_files
def test_the_613_concordance_computed_from_2009_10_01_and_2026_01_16_is_the_facts() -> None:
    computed = concordance(_read("2009-10-01"), _read("2026-01-16"), "613")  # type: ignore[arg-type]
    assert {old: new for old, (new, _how) in computed.items() if old in FACTS_613} == FACTS_613
    assert computed["613.3d"] == ("613.4c", "merged")  # counters (7d) merged into 7c
    assert computed["613.3e"] == ("613.4d", "renumbered")
    assert computed["613.1a"] == ("613.1a", "unchanged")


@needs_files
def test_the_magic_2010_numbering_612_to_613() -> None:
    computed = concordance(_read("2009-07-11"), _read("2009-10-01"), "612")  # type: ignore[arg-type]
    assert computed["612.3e"] == ("613.3e", "renumbered")
    assert computed["612.1a"] == ("613.1a", "renumbered")


@needs_files
def test_the_hand_written_concordance_agrees_with_the_computed_one() -> None:
    crs = [_read(v) for v in ("2009-07-11", "2009-10-01", "2026-01-16")]
    assert check_concordance(load_concordance(ROOT / "rules_src"), crs) == []  # type: ignore[arg-type]
