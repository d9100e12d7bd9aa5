"""Unreadable is an error, never a skipped folder (issue 22, item 4).

The tests run as root, whom permissions do not stop: a folder or file that cannot be read is
simulated where the operating system would refuse it (``os.scandir``, ``open``)."""

from __future__ import annotations

import builtins
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from ruletext import load_corpus
from ruletext.errors import UnreadableError

ROOT = Path(__file__).resolve().parents[2]


def _refuse(monkeypatch: pytest.MonkeyPatch, name: str, real: Any, target: Path) -> None:
    def fake(path: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(path) == target:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *args, **kwargs)
    monkeypatch.setattr(os if name == "scandir" else builtins, name, fake)


def test_an_unreadable_scenario_folder_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22, defect 7: chmod 000 rules_src/scenarios/607 gave exit 0 and 607's examples 未実行."""
    rules = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src", rules)
    _refuse(monkeypatch, "scandir", os.scandir, rules / "scenarios" / "607")
    with pytest.raises(UnreadableError, match=r"scenarios/607: cannot read this folder \(Permission denied\)"):
        load_corpus(rules)


def test_an_unreadable_card_file_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from verify.cards import load_cards
    rules = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src" / "cards", rules / "cards")
    _refuse(monkeypatch, "open", builtins.open, rules / "cards" / "clone.yaml")
    cards = load_cards(rules)
    assert "cannot read this file (Permission denied)" in str(cards.broken["clone"])


def test_an_unreadable_cards_folder_is_an_error_not_no_card(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22, defect 7: an unreadable cards/ gave a misleading "no card" error."""
    from verify.cards import load_cards
    rules = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src" / "cards", rules / "cards")
    real = os.listdir
    monkeypatch.setattr(os, "listdir", lambda p=".": (_ for _ in ()).throw(PermissionError(13, "Permission denied"))
                        if Path(p) == rules / "cards" else real(p))
    with pytest.raises(UnreadableError, match=r"cards: cannot read this folder \(Permission denied\)"):
        load_cards(rules)
