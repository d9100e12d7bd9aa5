"""Each kind of record is declared by the class that says it (issue 20 item 5: a word in one
place): a kind said in one class only is in that class's ``records`` (engine.records.Says), one
said by one module's functions only is declared by that module (engine.records.declare), and a
kind a class or module declares is said there; the kinds left in engine/records.py's table are
said in several places — and the input errors (``error.*``), one table of their
own that every package's raise sites and ruletext's share (issue 19). The text tables are checked against these kinds in
tests/site/test_text_tables.py."""

from __future__ import annotations

import ast
from pathlib import Path

import verify  # noqa: F401 - every class that declares kinds (the scenario's actions, the runner)
import verify.actions  # noqa: F401
from engine.game import Game  # noqa: F401 - the game's sections
from engine.records import KINDS

ROOT = Path(__file__).resolve().parent.parent


def _said() -> dict[str, list[str]]:
    """kind → the places (``module.Class`` or ``module.<function>``) whose code names it."""
    out: dict[str, list[str]] = {}
    for package in ("engine", "verify"):
        for path in sorted((ROOT / package).glob("*.py")):
            if path.name == "records.py":
                continue
            module = f"{package}.{path.stem}"
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                place = f"{module}.{node.name}" if isinstance(node, ast.ClassDef) else f"{module}.<function>"
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub.value in KINDS:
                        out.setdefault(sub.value, []).append(place)
    return out


def test_a_kind_said_by_one_class_is_declared_by_it() -> None:
    said = _said()
    wrong = []
    for name, kind in KINDS.items():
        places = sorted(set(said.get(name, [])))
        if kind.owner:  # a class (module.Class), or a module whose functions say it (engine.records.declare)
            if places and places not in ([kind.owner], [f"{kind.owner}.<function>"]):
                wrong.append(f"{name}: declared by {kind.owner}, said in {', '.join(places)}")
        elif len(places) == 1 and not name.startswith("error."):
            wrong.append(f"{name}: said only in {places[0]} — declare it there (records = {{…}}; a module's "
                         "functions: declare(__name__, …))")
    assert not wrong, "\n".join(wrong)


def test_most_kinds_have_an_owner() -> None:
    owned = sum(1 for k in KINDS.values() if k.owner)
    # 86 of 206 before the actions', the sections' and the events' kinds moved; 134 of 216 before the
    # kinds said by a module's functions were declared by that module
    assert owned >= 188, owned
