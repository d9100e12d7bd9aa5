"""The layers of docs/architecture.md ("Layers: the direction of imports"), walked with ast.

Every import of every module of the project — type-only ones under ``if TYPE_CHECKING:``
and imports inside functions included — goes to the module's own layer or an earlier one,
never to one its row refuses; every module is in a layer; no section of the game imports
another; the engine's modules import one another in no circle. The table is read
from the doc, so the doc and the test cannot disagree.
"""

from __future__ import annotations

import ast
import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
PACKAGES = ("ruletext", "engine", "verify", "sitegen")
SECTIONS = "engine sections"  # the layer whose modules never import one another
# The engine's import circle (issue 20 item 5), in modules: 32 → 22 → 16 → 14 → 12 → 11 → 9 → 8 → 7 → 6 → 5 → 4
# → 3 → 2 → none. Every import now points down the table; a circle is a fault (circle_faults).


@dataclass(frozen=True)
class Layer:
    """One row of the table: its name, its modules (``pkg.*``: every module of the package) and
    the layers or packages it never imports."""

    name: str
    modules: tuple[str, ...]
    never: tuple[str, ...]

    def holds(self, module: str) -> bool:
        return any(module == m or (m.endswith(".*") and (module == m[:-2] or module.startswith(m[:-1])))
                   for m in self.modules)


def read_layers(doc: str) -> list[Layer]:
    """The table after the heading "Layers: the direction of imports", in order."""
    part = doc.split("## Layers: the direction of imports", 1)[1]
    rows = [line for line in part.splitlines() if line.startswith("| `")]
    out = []
    for row in rows[: next((i for i, r in enumerate(rows) if r.startswith("| `build`")), len(rows)) + 1]:
        name, modules, never = (c.strip() for c in row.strip("|").split("|"))
        out.append(Layer(name.strip("`"), tuple(re.findall(r"`([\w.*]+)`", modules.split(" (")[0])),
                         tuple(re.findall(r"`([\w.*]+)`", never))))
    return out


def module_sources(root: Path) -> dict[str, tuple[str, str]]:
    """Module name → (shown path, source) for the packages and build.py."""
    out: dict[str, tuple[str, str]] = {}
    for pkg in PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            out[name] = (str(path.relative_to(root)), path.read_text(encoding="utf-8"))
    out["build"] = ("build.py", (root / "build.py").read_text(encoding="utf-8"))
    return out


@functools.cache
def imports(module: str, shown: str, source: str, known: frozenset[str]) -> list[tuple[int, str]]:
    """(line, imported module) for every import in ``source``, at any depth (``if
    TYPE_CHECKING:``, functions); ``from pkg import name`` imports ``pkg.name`` when that is
    a module, else ``pkg``; relative imports resolved from ``module``."""
    out = []
    package = module.split(".") if shown.endswith("__init__.py") else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join([*package[: len(package) - node.level + 1], *([base] if base else [])])
            for a in node.names:
                out.append((node.lineno, f"{base}.{a.name}" if f"{base}.{a.name}" in known else base))
    return [(line, name) for line, name in out if name.split(".")[0] in (*PACKAGES, "build")]


def violations(sources: Mapping[str, tuple[str, str]], layers: list[Layer]) -> list[str]:
    """``path:line: message`` for each import that points up, a refused import, a section
    importing another section and each module in no layer."""
    def layer_of(module: str) -> int | None:
        found = [i for i, layer in enumerate(layers) if layer.holds(module)]
        return found[0] if found else None

    out = []
    known = frozenset(sources)
    for module, (shown, source) in sorted(sources.items()):
        mine = layer_of(module)
        if mine is None:
            out.append(f"{shown}:1: {module} is in no layer of docs/architecture.md")
            continue
        for line, target in imports(module, shown, source, known):
            theirs = layer_of(target)
            if theirs is None or target == module:
                continue
            here, there = layers[mine], layers[theirs]
            if there.name in here.never or target.split(".")[0] in here.never:
                out.append(f"{shown}:{line}: {module} ({here.name}) imports {target}: {here.name} never imports it")
            elif theirs > mine:
                out.append(f"{shown}:{line}: {module} ({here.name}) imports {target} ({there.name}), a later layer")
            elif here.name == there.name == SECTIONS:
                out.append(f"{shown}:{line}: {module} imports {target}: a section reaches another only through "
                           "the game (engine.ports.GameOps)")
    return out


LAYERS = read_layers(DOC.read_text(encoding="utf-8"))
SOURCES = module_sources(ROOT)


def test_the_table_is_read() -> None:
    names = [layer.name for layer in LAYERS]
    assert names[0] == "ruletext" and names[-1] == "build" and SECTIONS in names
    assert (names.index("engine values") < names.index("engine word parts") < names.index("engine stack values")
            < names.index("engine ports") < names.index("engine instructions") < names.index("engine replacement")
            < names.index("engine abilities") < names.index("engine layers") < names.index("engine state") < names.index("engine stack")
            < names.index(SECTIONS) < names.index("engine game") < names.index("verify") < names.index("sitegen"))


def test_no_import_points_up() -> None:
    assert violations(SOURCES, LAYERS) == []


def _with(module: str, line: int, code: str) -> dict[str, tuple[str, str]]:
    """The project with ``code`` put into ``module`` after its ``line``-th line."""
    shown, source = SOURCES[module]
    lines = source.splitlines()
    return {**SOURCES, module: (shown, "\n".join([*lines[:line], code, *lines[line:]]))}


def _after_imports(module: str) -> int:
    tree = ast.parse(SOURCES[module][1])
    return max(n.end_lineno or 0 for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom)))


def test_an_upward_type_only_import_fails() -> None:
    """A test for the test: the import circle this change ended (a word naming the game), and one
    of the cuts since (a word naming the layers' evaluation: engine.ports.GameOps gives the words
    what they read of it, engine.prohibitions.InForce)."""
    at = _after_imports("engine.triggers")
    found = violations(_with("engine.triggers", at, "if TYPE_CHECKING:\n    from engine.game import Game"), LAYERS)
    assert found == [f"engine/triggers.py:{at + 2}: engine.triggers (engine stack) imports engine.game "
                     "(engine game), a later layer"]
    at = _after_imports("engine.instructions")
    found = violations(_with("engine.instructions", at, "if TYPE_CHECKING:\n    from engine.evaluate import Evaluation"),
                       LAYERS)
    assert found == [f"engine/instructions.py:{at + 2}: engine.instructions (engine instructions) imports engine.evaluate "
                     "(engine layers), a later layer"]


def test_injected_imports_each_fail() -> None:
    cases = {
        ("engine.zones", "from engine.casting import Casting"): "a section reaches another only through the game",
        ("engine.state", "import engine.zones"): "a later layer",
        ("engine.instructions", "from engine import Game"): "a later layer",
        ("engine.errors", "def f() -> None:\n    from engine.abilities import Keyword"): "a later layer",
        # the values an ability is made of know it only by its text (engine.vocab.AbilityValue)
        ("engine.view", "if TYPE_CHECKING:\n    from engine.abilities import Ability"): "a later layer",
        # copiable values know an ability by what they read of it; exiling "with" an ability asks the game
        # and the ability only for what it uses (engine.linked.Exiling, ExilingAbility)
        ("engine.copying", "if TYPE_CHECKING:\n    from engine.abilities import Ability"): "a later layer",
        ("engine.linked", "if TYPE_CHECKING:\n    from engine.ports import GameOps"): "a later layer",
        # the cuts of the circle: each of these was an edge of it (issue 20 item 5)
        ("engine.trigger_events", "if TYPE_CHECKING:\n    from engine.ports import GameOps"): "a later layer",
        ("engine.trigger_events", "if TYPE_CHECKING:\n    from engine.stack import PendingTrigger"): "a later layer",
        ("engine.actions", "if TYPE_CHECKING:\n    from engine.stack import StackItem"): "a later layer",
        ("engine.actions", "def f() -> None:\n    from engine.triggers import detect"): "a later layer",
        ("engine.instructions", "def f() -> None:\n    from engine.triggers import check_state_triggers"):
            "a later layer",
        ("engine.instructions", "from engine.resolve import resolve_top"): "a later layer",
        ("engine.ports", "if TYPE_CHECKING:\n    from engine.evaluate import Evaluation"): "a later layer",
        ("engine.stack", "if TYPE_CHECKING:\n    from engine.layered import Layered"): "a later layer",
        ("engine.stack", "if TYPE_CHECKING:\n    from engine.abilities import TriggeredAbility"): "a later layer",
        ("engine.ports", "if TYPE_CHECKING:\n    from engine.abilities import SpellAbility"): "a later layer",
        ("engine.ports", "if TYPE_CHECKING:\n    from engine.instructions import Instruction"): "a later layer",
        ("engine.ports", "if TYPE_CHECKING:\n    from engine.replacement import Shield"): "a later layer",
        ("engine.instructions", "def f() -> None:\n    from engine.replacement import add_shield"): "a later layer",
        ("engine.replacement", "if TYPE_CHECKING:\n    from engine.abilities import Ability"): "a later layer",
        ("engine.instructions", "def f() -> None:\n    from engine.abilities import TriggeredAbility"): "a later layer",
        ("engine.effects", "if TYPE_CHECKING:\n    from engine.abilities import Ability"): "a later layer",
        ("engine.keywords", "from engine.effects import EffectSpec"): "a later layer",
        ("ruletext.corpus", "from verify.report import Report"): "a later layer",
        ("ruletext.corpus", "from engine.errors import EngineError"): "ruletext never imports it",
        ("engine.layers", "from ruletext.errors import InputError"): "engine values never imports it",
        ("verify.scenario", "from sitegen import pages"): "a later layer",
        ("sitegen.results", "from engine.records import Record"): "sitegen never imports it",
        ("sitegen.results", "import build"): "a later layer",
        ("verify.cases", "from ..sitegen import pages"): "a later layer",  # relative
        ("engine.casting", "from . import mana"): "a section reaches another only through the game",
    }
    for (module, code), message in cases.items():
        found = violations(_with(module, _after_imports(module), code), LAYERS)
        assert len(found) == 1 and message in found[0], (module, code, found)


def test_a_new_module_must_be_placed() -> None:
    found = violations({**SOURCES, "engine.newword": ("engine/newword.py", "")}, LAYERS)
    assert found == ["engine/newword.py:1: engine.newword is in no layer of docs/architecture.md"]


def test_every_module_the_table_names_exists() -> None:
    named = [m for layer in LAYERS for m in layer.modules if not m.endswith(".*")]
    assert [m for m in named if m not in SOURCES] == []


def _circles(sources: Mapping[str, tuple[str, str]]) -> list[list[str]]:
    """The engine's import circles (strongly connected components of more than one module), by
    every import (type-only and inside functions included), largest first."""
    known = frozenset(sources)
    graph = {m: {t for _, t in imports(m, shown, src, known) if t in known and t != m and t.startswith("engine.")}
             for m, (shown, src) in sources.items() if m.startswith("engine.")}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's algorithm
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out, key=len, reverse=True)


def circle_faults(sources: Mapping[str, tuple[str, str]]) -> list[str]:
    """Each import circle of the engine's modules: there is none (every import points down the
    table, and within a row no two modules import each other)."""
    return [f"an import circle of {len(c)} modules: {', '.join(c)}" for c in _circles(sources)]


def test_no_import_circle() -> None:
    """The engine's modules import one another in no circle, type-only imports and imports in
    functions included — the words' grammar is recursive (an ability holds instructions that
    create abilities; a replacement's ``do`` holds instructions, and instructions create
    shields), and the recursion is held by what each module asks of the others. Each left the
    circle as it asked the game and the stack object only for what it uses: engine.costs.Paying, PaidFor;
    engine.prohibitions.Watched, Acting; engine.amounts.Counting, Measuring;
    engine.trigger_events.Watching, Caused; engine.actions.Played, Causing; the instructions reach
    the triggers through the game (GameOps.tap, check_state_triggers); the words see the layers'
    result as engine.prohibitions.InForce, the sections as engine.layered.Layered; the layer parts
    know the abilities they grant by their kind and text (engine.vocab.AbilityValue) and make
    only keywords and mana abilities (engine.keywords); the stack's values hold the words as type
    parameters (engine.stack.StackItem[Ins, Trig], tied in engine.ports); the instructions and GameOps
    know a triggered ability and a spell by what they read of them (engine.ports.Triggered, Spell), and
    the abilities are above the words they hold; GameOps knows an instruction by what it performs of
    it (engine.ports.Performable) and a shield as a value of the stack's (engine.stack.Shield[Rep, Then]:
    its replacement effect and its additional effect's instructions, tied in engine.ports); the
    instructions that make a shield are the replacement effects' (engine.replacement: regenerate,
    prevent_damage, redirect_damage, skip_next)."""
    assert circle_faults(SOURCES) == []


def test_a_new_circle_fails() -> None:
    """A test for the test: an import that makes a circle of two modules of one row fails (an
    import up the table fails test_no_import_points_up as well)."""
    at = _after_imports("engine.costs")
    injected = _with("engine.costs", at, "if TYPE_CHECKING:\n    from engine.amounts import Amount")
    assert circle_faults(injected) == ["an import circle of 2 modules: engine.amounts, engine.costs"]
    at = _after_imports("engine.instructions")
    injected = _with("engine.instructions", at, "def f() -> None:\n    from engine.replacement import add_shield")
    assert circle_faults(injected) == ["an import circle of 2 modules: engine.instructions, engine.replacement"]
