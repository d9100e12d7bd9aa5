"""A game reuses its last evaluation of the layers (613) only while nothing the layers read
has changed (engine/snapshot.py): every kind of change makes a fresh one, and over every
scenario, case and card of rules_src/ each evaluation reused equals a fresh one."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import verify
from engine.effects import ContinuousEffect
from engine.evaluate import Evaluation, evaluate
from engine.game import Game
from engine.layers import Layer
from engine.linked import ExileRecord
from engine.objects import Characteristics, GameObject
from engine.snapshot import CONTAINER_FIELDS, LAYER_INPUTS
from engine.state import GameState
from ruletext import load_corpus

ROOT = Path(__file__).resolve().parents[2]
BEAR = Characteristics("Bear", card_types=frozenset({"creature"}), subtypes=("Bear",), power=2, toughness=2)


def _game() -> Game:
    g = Game(players=("A", "B"))
    g.create("bear", BEAR, controller="A")
    g.create("wolf", BEAR, controller="B")
    return g


def test_evaluate_reads_only_the_layer_inputs() -> None:
    """What evaluate.py reads from a game is what a LayerInputs keeps (add to both together)."""
    source = (ROOT / "engine" / "evaluate.py").read_text(encoding="utf-8")
    read = set(re.findall(r"\bgame\.(\w+)", source))
    assert read and read <= set(LAYER_INPUTS), sorted(read - set(LAYER_INPUTS))
    # the game is handed to nothing else (whatever it reads would be unchecked)
    assert not re.findall(r"[(,]\s*(?:self\.|run\.)?game\s*[,)]", source.split("def evaluate(")[0])


def test_object_fields_are_values_or_copied_containers() -> None:
    """Every field of an object holds an immutable value, or a container a snapshot copies."""
    obj = _game().objects["bear"]
    for f in dataclasses.fields(GameObject):
        value = getattr(obj, f.name)
        if f.name in CONTAINER_FIELDS:
            assert isinstance(value, dict | list | set), f.name
        else:
            hash(value)  # an immutable value (a container changed in place would not be seen)


def _other(old: object) -> object:
    """A value of the same kind as ``old``, different from it."""
    if isinstance(old, bool):
        return not old
    if isinstance(old, int):
        return old + 1
    if isinstance(old, str):
        return old + "x"
    if isinstance(old, Characteristics):
        return dataclasses.replace(old, power=5)
    if isinstance(old, tuple):
        return (*old, "x")
    if isinstance(old, frozenset):
        return old | {"commander"}
    assert old is None, old
    return 1


def _changes() -> Iterator[tuple[str, Callable[[Game], Any]]]:
    """Each kind of change to what the layers read, as the engine makes it or by hand."""
    for f in dataclasses.fields(GameObject):
        if f.name in CONTAINER_FIELDS:
            yield f"{f.name} changed in place", lambda g, n=f.name: getattr(g.objects["bear"], n).update({"x": 1})
        elif f.name not in ("id",):
            def assign(g: Game, n: str = f.name) -> None:
                obj = g.objects["bear"]
                setattr(obj, n, _other(getattr(obj, n)))
            yield f"{f.name} set", assign
    yield "counters put", lambda g: g.put_counters("bear", "+1/+1")
    yield "an object created", lambda g: g.create("cat", BEAR, controller="A")
    yield "an object moved", lambda g: g.move("bear", "graveyard")
    yield "an object replaced", lambda g: g.objects.__setitem__("bear", dataclasses.replace(g.objects["bear"], timestamp=9))
    yield "objects reordered", lambda g: g.objects.update({"bear": g.objects.pop("bear")})
    yield "an effect added", lambda g: g.effects.update({"e9": ContinuousEffect("e9", _anthem(), 99)})
    yield "life changed", lambda g: g.life.update({"A": 3})
    yield "an exile record", lambda g: g.exiled_with.append(ExileRecord("wolf", 0, "bear", 0, "printed", "x"))
    yield "players changed", lambda g: setattr(g, "players", ("A", "B", "C"))


def _anthem() -> Any:
    from engine.effects import EffectSpec, ModifyPT
    from engine.expressions import Const
    from engine.selectors import parse_selector

    return EffectSpec("Creatures get +1/+1.", parse_selector("each creature"), (ModifyPT(Const(1), Const(1)),))


@pytest.mark.parametrize("name,change", list(_changes()), ids=[n for n, _ in _changes()])
def test_every_change_makes_a_fresh_evaluation(name: str, change: Callable[[Game], Any]) -> None:
    g = _game()
    kept = g.characteristics()
    assert g.characteristics() is kept  # nothing changed: the same evaluation
    assert g.characteristics(record=False) is kept  # a trace answers record=False too
    change(g)
    assert g.characteristics() is not kept, name


def test_kinds_are_kept_apart() -> None:
    g = _game()
    untraced = g.characteristics(record=False)
    traced = g.characteristics()
    assert traced is not untraced  # record=False has no trace: record=True makes one
    partial = g.characteristics(stop_before=Layer.L7C_MODIFY, record=False)
    assert partial is not traced and g.characteristics(stop_before=Layer.L7C_MODIFY, record=False) is partial


def _same(a: Evaluation, b: Evaluation, record: bool) -> bool:
    if record:
        return a == b
    return dataclasses.replace(a, trace=[]) == dataclasses.replace(b, trace=[])


def test_every_reused_evaluation_is_right(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over every scenario, case and card: each evaluation a game reuses equals a fresh one."""
    cached = GameState.characteristics
    reused = [0]

    def checked(self: GameState, *, stop_before: Layer | None = None, record: bool = True) -> Evaluation:
        before = self._evaluated.get(stop_before)
        ev = cached(self, stop_before=stop_before, record=record)
        if before is not None and ev is before[1]:
            reused[0] += 1
            fresh = evaluate(self, stop_before=stop_before, record=record)
            assert _same(ev, fresh, record), f"a stale evaluation of {self!r}"
        return ev

    monkeypatch.setattr(GameState, "characteristics", checked)
    rules_src = ROOT / "rules_src"
    report = verify.run(load_corpus(rules_src), rules_src)
    assert reused[0] > 1000
    assert {r.status for r in report.examples.values()} <= {"pass", "unexecuted"}


def test_the_dependency_search_knows_every_field_of_a_selector() -> None:
    """A selector field the search does not know makes it read every field as a whole: right, but
    the pruning is lost (100 anthems: 0.5 s → 90 s, issue 22). A new field is added there too."""
    import dataclasses
    import importlib

    from engine.selectors import Selector
    evaluate = importlib.import_module("engine.evaluate")
    assert {f.name for f in dataclasses.fields(Selector)} == evaluate._SELECTOR_FIELDS
