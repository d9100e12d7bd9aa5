"""The census of the input errors a reader can meet (issue 19): every ``raise`` of an error of
the engine (``engine.errors.EngineError``) or of a file (``ruletext.errors.InputError``) in
engine/, verify/ and ruletext/, by whether it carries a record (``says``: the reader's
Japanese, sitegen/text/ja.py ``error.*``), passes on the error it wraps (typed when that one
is: ``ruletext.errors.says_of``), is an error of the code itself (:data:`INTERNAL`), or says
only English. tests/test_error_census.py holds the English-only count: it can only go down.

    python tests/error_sites.py            # the counts
    python tests/error_sites.py --list     # and each English-only site, file:line
"""

from __future__ import annotations

import ast
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("engine", "verify", "ruletext")


def _error_classes() -> dict[str, int]:
    """The names of the engine's error classes and of the file errors → where the English is among
    a raise's arguments (``message`` of its ``__init__``: an engine error's first, a file error's
    third after the path and the line, a key's error's second after the key)."""
    sys.path.insert(0, str(ROOT))
    import inspect

    import engine.errors
    import ruletext.errors
    import verify  # noqa: F401  (every module that declares an error class)
    import verify.cli  # noqa: F401

    def every(cls: type) -> set[type]:
        return {cls}.union(*(every(c) for c in cls.__subclasses__()))

    out = {}
    for cls in every(engine.errors.EngineError) | every(ruletext.errors.InputError):
        names = [p for p in inspect.signature(cls.__init__).parameters if p != "self"]
        out[cls.__name__] = names.index("message") if "message" in names else 0
    out["error"] = out["_fail"] = 2  # a file error's class given by the caller: error(path, line, message)
    return out


# Errors of the code itself, never of the input: a record kind used with other arguments than
# its own (engine/records.py), a branch no input reaches. They have no reader's words.
INTERNAL = {"RecordError"}


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def census() -> dict[str, list[str]]:
    """``typed``, ``wrapped``, ``internal`` and ``english`` raise sites, each as ``file:line``."""
    message_at = _error_classes()
    out: dict[str, list[str]] = {"typed": [], "wrapped": [], "internal": [], "english": []}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            source = path.read_text(encoding="utf-8")
            lines = source.splitlines()
            tree = ast.parse(source)
            handlers = {id(n): h.name for h in ast.walk(tree) if isinstance(h, ast.ExceptHandler) and h.name
                        for n in ast.walk(h)}
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                        and isinstance(node.exc.func, ast.Name)):
                    continue
                name = node.exc.func.id
                if name not in message_at:
                    continue
                call, at = node.exc, message_at[name]
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                if name in INTERNAL or any("pragma: no cover" in line for line in lines[node.lineno - 2:node.lineno]):
                    out["internal"].append(where)
                elif (any(k.arg == "says" for k in call.keywords) or len(call.args) > at + 1
                      or any(isinstance(a, ast.Starred) for a in call.args[at:])):  # *said(…): English and record
                    out["typed"].append(where)
                elif id(node) in handlers and len(call.args) > at and handlers[id(node)] in _names(call.args[at]):
                    out["wrapped"].append(where)  # str(err), f"…{err}": the record is the wrapped error's
                else:
                    out["english"].append(where)
    return out


if __name__ == "__main__":
    found = census()
    total = sum(len(v) for v in found.values())
    print(f"{total} raise sites: " + ", ".join(f"{len(v)} {k}" for k, v in found.items()))
    by_file = Counter(w.rsplit(":", 1)[0] for w in found["english"])
    for file, n in by_file.most_common():
        print(f"  {n:3} English-only  {file}")
    if "--list" in sys.argv:
        print("\n".join(found["english"]))
