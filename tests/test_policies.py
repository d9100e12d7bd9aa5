"""Project rules that code review alone would miss."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from ruletext.corpus import read_card_names

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"


def test_engine_names_no_card() -> None:
    """Cards are data: no card defined in rules_src/cards/ is named in engine code."""
    names = read_card_names(ROOT / "rules_src")
    assert names, "no card definitions found in rules_src/cards/"
    words = {n for pair in names.items() for n in pair if n and (len(n) >= 3 or not n.isascii())}
    pattern = re.compile("|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)))
    hits = []
    for path in sorted(ENGINE.rglob("*.py")):
        for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            m = pattern.search(line)
            if m and (m.group(0) in names or re.search(rf"\b{re.escape(m.group(0))}\b", line)):
                hits.append(f"{path.relative_to(ROOT)}:{lineno}: {m.group(0)}")
    assert hits == []


def test_engine_does_no_io() -> None:
    """The engine is pure: it imports nothing that reads files, the network or the clock."""
    banned = {"os", "io", "pathlib", "open", "socket", "subprocess", "yaml", "json", "time", "datetime", "random"}
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                mods = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                mods = [node.module.split(".")[0]]
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "open":
                mods = ["open"]
            else:
                continue
            found += [f"{path.relative_to(ROOT)}:{node.lineno}: {m}" for m in mods if m in banned]
    assert found == []


def test_parser_does_not_import_engine() -> None:
    for path in sorted((ROOT / "ruletext").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+(engine|verify|sitegen)\b", text, re.M), path
