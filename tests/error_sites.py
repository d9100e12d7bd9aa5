"""The census of the input errors a reader can meet (issue 19): every ``raise`` of an error of
the engine (``engine.errors.EngineError``) or of a file (``ruletext.errors.InputError``) in
engine/, verify/ and ruletext/, by whether it carries a record (``says``: the reader's
Japanese, sitegen/text/ja.py ``error.*``), passes on the error it wraps (typed when that one
is: ``ruletext.errors.says_of``), or says only English.

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


def _error_classes() -> tuple[set[str], set[str]]:
    """The names of the engine's error classes and of the file errors (their signatures differ:
    ``(message, says)`` and ``(path, line, message, says)``)."""
    sys.path.insert(0, str(ROOT))
    import engine.errors
    import ruletext.errors
    import verify  # noqa: F401  (every module that declares an error class)
    import verify.cli  # noqa: F401

    def every(cls: type) -> set[str]:
        return {cls.__name__}.union(*(every(c) for c in cls.__subclasses__()))

    return every(engine.errors.EngineError), every(ruletext.errors.InputError)


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def census() -> dict[str, list[str]]:
    """``typed``, ``wrapped`` and ``english`` raise sites, each as ``file:line``."""
    engine_names, file_names = _error_classes()
    out: dict[str, list[str]] = {"typed": [], "wrapped": [], "english": []}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            handlers = {id(n): h.name for h in ast.walk(tree) if isinstance(h, ast.ExceptHandler) and h.name
                        for n in ast.walk(h)}
            for node in ast.walk(tree):
                if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                        and isinstance(node.exc.func, ast.Name)):
                    continue
                name = node.exc.func.id
                if name not in engine_names | file_names:
                    continue
                call = node.exc
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                message_at = 0 if name in engine_names else 2
                if any(k.arg == "says" for k in call.keywords) or len(call.args) > message_at + 1:
                    out["typed"].append(where)
                elif id(node) in handlers and len(call.args) > message_at and handlers[id(node)] in _names(
                        call.args[message_at]):
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
