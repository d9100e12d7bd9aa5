"""No silent wrong answer (issue 20, item 1): every trigger event takes effect in every context
of a triggered ability it takes, or is refused there with ``file:line``.

The (event, context) pairs are derived from the registry :data:`engine.trigger_events.TRIGGER_EVENTS`:
each event × ``when`` (the ability triggers on it, and not without it), ``what`` (for an event that
involves an object, ``has_object``: a phrase that describes it triggers, one that does not, not),
``if`` (an intervening "if" that is false stops it, 603.4) and ``looks back`` (for an event that
``looks_back``: ``what`` is judged on the object as it was before the event, 603.10a) — and each of
its own keys (``step``, ``who``…), each shown by a test the event names (``keys_shown_by``). What
makes the event happen is the event's own ``example`` (an :class:`engine.trigger_events.Happening`:
scenario actions, as a contributor writes them, and a ``what`` that describes its object and one
that does not); an event the scene cannot make happen names the test that shows it (``shown_by``).
A triggered ability is written as a contributor writes it (``triggered: {when: …, what: …, if: …,
do: [{draw: 1}]}``) on ``this``, an inline card of a scenario, and the scenario run by the public
runner (:func:`verify.scenario.run_scenario`): A controls ``this`` (a 2/2 creature) and ``mine`` (a
2/2 blue creature), B controls ``theirs`` (a 3/3 red creature); the example's actions are played,
then ``priority``. It triggered when ``this``'s ability is on the stack then — once.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from engine.stack import StackKind
from engine.trigger_events import TRIGGER_EVENTS, Happening, TriggerEvent
from verify.scenario import run_scenario, scenario_from_yaml
from verify.yamlload import load_yaml

PATH = "rules_src/scenarios/probe.yaml"
_CREATURE = {"type_line": "Creature — Elf"}
# The scene: its objects, entering without an event (nothing triggers on them).
SCENE: tuple[dict[str, Any], ...] = (
    {"enter": {"id": "mine", "object": {"name": "Mine", **_CREATURE, "pt": "2/2", "colors": ["blue"]}, "silent": True}},
    {"enter": {"id": "theirs", "object": {"name": "Theirs", **_CREATURE, "pt": "3/3", "colors": ["red"]},
               "controller": "B", "silent": True}},
)


def covered_by(word: str, context: str) -> str:
    """The test the event names for this context (``keys_shown_by``, else ``shown_by``), or ``""``."""
    cls: type[TriggerEvent] = TRIGGER_EVENTS.get(word)
    return cls.keys_shown_by.get(context) or cls.shown_by


def pairs() -> list[tuple[str, str]]:
    """Every (trigger event, context) the registry accepts."""
    out = []
    for word, cls in TRIGGER_EVENTS.items():
        out.append((word, "when"))
        if cls.has_object:
            out.append((word, "what"))
        if "if" not in cls.required:
            out.append((word, "if"))
        if cls.looks_back:
            out.append((word, "looks back"))
        out += [(word, key) for key in cls.options()]
    return out


def triggered(when: dict[str, Any], happening: Happening | None) -> int:
    """How many times ``this``'s ability (``when``: its trigger) is on the stack after the
    happening's actions (none: nothing happens) and ``priority`` — the scenario must run (an
    ability refused is its ``file:line``)."""
    probe = {"name": "Probe", **_CREATURE, "pt": "2/2",
             "abilities": [{"triggered": {"text": "t", **when, "do": [{"draw": 1}]}}]}
    do = [{"enter": {"id": "this", "object": probe, "silent": True}}, *SCENE,
          *(happening.do if happening is not None else ()), {"priority": True}]
    text = yaml.safe_dump({"example": "probe-1", "text": "probe", "steps": [{"do": do}]}, allow_unicode=True,
                          sort_keys=False)
    result = run_scenario(scenario_from_yaml(load_yaml(text, PATH), PATH), {}, "probe")
    assert result.status == "pass", result.message
    return sum(i["source"] == "this" and i["kind"] == StackKind.TRIGGER for i in result.steps[-1].stack)


@pytest.mark.parametrize(("word", "context"), pairs())
def test_each_trigger_event_takes_effect_in_each_context_or_is_refused(word: str, context: str) -> None:
    if covered_by(word, context):
        pytest.skip(f"covered by {covered_by(word, context)}")
    cls: type[TriggerEvent] = TRIGGER_EVENTS.get(word)
    happening = cls.example
    assert happening is not None, (f"trigger event {word!r}: no example (what makes it happen: "
                                   "engine.trigger_events.Happening) and no test named for it (shown_by)")
    assert bool(happening.what) == bool(happening.not_what) == cls.has_object, (
        f"trigger event {word!r}: its example's what / not_what describe its object, and only an event with one")
    when = {"when": word, **happening.keys, **({"what": happening.what} if happening.what else {})}
    if context == "when":
        assert (triggered(when, None), triggered(when, happening)) == (0, 1)
    elif context == "what" or context == "looks back":  # 603.10a: dies/leaves judge it as it was
        assert (triggered(when, happening), triggered({**when, "what": happening.not_what}, happening)) == (1, 0)
    elif context == "if":
        holds, fails = {**when, "if": {"life_at_least": 1}}, {**when, "if": {"life_at_least": 99}}
        assert (triggered(holds, happening), triggered(fails, happening)) == (1, 0)
    else:
        pytest.fail(f"trigger event {word!r}, its key {context!r}: no test named for it (keys_shown_by)")


def test_each_covering_test_exists() -> None:
    import ast
    from pathlib import Path

    root = Path(__file__).parent.parent.parent
    named = [(word, key, test) for word, cls in TRIGGER_EVENTS.items()
             for key, test in (*cls.keys_shown_by.items(), *((("", cls.shown_by),) if cls.shown_by else ()))]
    for _, _, test in named:
        path, _, name = test.partition("::")
        tree = ast.parse((root / path).read_text(encoding="utf-8"))
        assert not name or name in {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}, test
    assert {(word, key) for word, key, _ in named if key} <= set(pairs())  # each names a key of its own


def census() -> dict[str, int]:
    """How many pairs; how many shown by the scene; how many by a test of their own."""
    own = sum(bool(covered_by(w, c)) for w, c in pairs())
    return {"pairs": len(pairs()), "shown by the scene": len(pairs()) - own, "by a test of its own": own}


if __name__ == "__main__":  # python -m tests.engine.test_trigger_event_contexts
    print(census())
