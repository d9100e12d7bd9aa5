"""`build.py scenario ID`: a scenario to start from — the exact text, the stated numbers, the
cards mentioned; TODOs that the loader reports with file and line until filled in."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from ruletext import load_corpus
from verify.errors import UnknownExampleError
from verify.scaffold import skeleton

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "rules_src"


def test_the_skeleton_has_the_exact_text_the_stated_numbers_and_the_cards() -> None:
    corpus = load_corpus(SRC)
    path, text = skeleton(corpus, SRC, "613.4-1")
    assert path == "scenarios/613/613.4-1.yaml"
    doc = yaml.safe_load(text)
    assert doc["example"] == "613.4-1"
    assert doc["text"] == corpus.examples["613.4-1"].text
    assert "# The text states +1/+1, 2/2, 3/3" in text
    assert doc["steps"][0]["do"] == [{"enter": {"id": "c1", "card": "十字軍"}}]


def without_veyran(tmp_path: Path) -> Path:
    """A copy of rules_src/ in which table row 2-2 has neither a scenario nor its card's file."""
    src = tmp_path / "rules_src"
    shutil.copytree(SRC, src)
    (src / "scenarios" / "triggered-tables" / "triggered-table-2-row-2.yaml").unlink()
    (src / "cards" / "veyran.yaml").unlink()
    return src


def test_a_row_whose_card_has_no_file_says_so(tmp_path: Path) -> None:
    src = without_veyran(tmp_path)
    path, text = skeleton(load_corpus(src), src, "triggered-table-2-row-2")
    assert path == "scenarios/triggered-tables/triggered-table-2-row-2.yaml"
    assert "# 双対の声、ヴェイラン/Veyran, Voice of Duality has no card file yet" in text


def test_an_unknown_id_is_an_input_error() -> None:
    with pytest.raises(UnknownExampleError, match="no example or table row '999-1'"):
        skeleton(load_corpus(SRC), SRC, "999-1")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "build.py"), *args], capture_output=True, text=True,
                          timeout=60)


def test_write_puts_it_in_place_once_and_verify_points_at_the_todo(tmp_path: Path) -> None:
    src = without_veyran(tmp_path)
    done = run("--root", str(src), "scenario", "triggered-table-2-row-2", "--write")
    assert done.returncode == 0, done.stderr
    written = src / "scenarios" / "triggered-tables" / "triggered-table-2-row-2.yaml"
    assert written.exists()
    again = run("--root", str(src), "scenario", "triggered-table-2-row-2", "--write")
    assert again.returncode == 1 and "already has a scenario" in again.stderr
    check = run("--root", str(src), "verify", "triggered-table-2-row-2")
    assert check.returncode == 1
    assert "triggered-table-2-row-2.yaml:8: not a power/toughness: 'TODO'" in check.stderr
    assert "Traceback" not in check.stderr
    taken = run("--root", str(src), "scenario", "613.4-1", "--write")
    assert taken.returncode == 1 and "613.4-1 already has a scenario" in taken.stderr
