"""A scenario is parsed into typed steps (actions, expectations) as it is loaded: every input
error of a step is found then, with its file:line — not midway through a run after earlier
steps played — and nothing of a broken scenario runs."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Layer
from verify.actions import ACTIONS, Action
from verify.scenario import Expectation, Scenario, Step, run_scenario, scenario_from_yaml
from verify.yamlload import load_yaml

GOOD = """\
example: "x-1"
text: "A 2/2 creature."
steps:
  - label: one
    do:
      - enter: {id: c1, object: {name: Bear, type_line: Creature — Bear, pt: 2/2}}
    expect:
      c1: {pt: 2/2}
  - label: two
    do:
      - effect: {id: e1, affected: target creature, targets: [c1], modify_pt: +1/+1}
    expect:
      c1: {pt: 3/3}
    expect_before_layer:
      7c: {c1: {pt: 2/2}}
"""


EFFECT = "effect: {id: e1, affected: target creature, targets: [c1], modify_pt: +1/+1}"


def load(text: str) -> Scenario:
    return scenario_from_yaml(load_yaml(text, "x.yaml"), "x.yaml")


def test_the_steps_are_typed_records() -> None:
    sc = load(GOOD)
    assert sc.error is None and all(isinstance(s, Step) for s in sc.steps)
    first, second = sc.steps
    assert [type(a) for a in first.actions] == [ACTIONS.get("enter")]
    assert isinstance(second.actions[0], Action) and second.actions[0].body["id"] == "e1"
    assert [(e.object, e.scope, e.name, e.value, e.line) for e in first.expect] == [("c1", "object", "pt", "2/2", 8)]
    (layer, before), = second.before
    assert layer is Layer.L7C_MODIFY and before[0].at == "before 7c" and isinstance(before[0], Expectation)
    assert run_scenario(sc, {}, "A 2/2 creature.").status == "pass"


@pytest.mark.parametrize(("old", "new", "message"), [
    ("modify_pt: +1/+1", "modify_pt: +1/+1, colour: red", "x.yaml:11: effect: unknown key 'colour'"),
    ("- effect:", "- efect:", "x.yaml:11: unknown action 'efect'"),
    ("affected: target creature", "affected: target widget", "x.yaml:11: "),
    ("c1: {pt: 3/3}", "c1: {pt: tall}", "x.yaml:13: c1: "),
    ("c1: {pt: 3/3}", "c1: {colour: red}", "x.yaml:13: c1: unknown object expectation 'colour'"),
    ("7c: {c1", "7z: {c1", "x.yaml:15: "),
    ("    expect:\n      c1: {pt: 3/3}", "    expect: [c1]", "x.yaml:12: expect: a mapping"),
    ("targets: [c1], ", "targets: [c1], duration: forever, ", "x.yaml:11: "),
    ("  - label: two\n", "  - label: two\n    headline: 1\n", "x.yaml:10: headline: true"),
    (EFFECT, "cast_spell: {object: {name: X, type_line: Instant}}", "x.yaml:11: cast_spell: give the 'id'"),
    (EFFECT, "cast_spell: {targets: [c1]}", "x.yaml:11: cast_spell: give 'object'"),
    (EFFECT, "venture: {card: Some Dungeon}", "x.yaml:11: venture: give the dungeon's 'id'"),
    (EFFECT, "enter: {id: c2, object: {name: X, type_line: Creature, pt: 2/two}}", "x.yaml:11: "),
    (EFFECT, "enter_together: {objects: [{id: c2, colour: red}]}", "x.yaml:11: enter: unknown key 'colour'"),
    (EFFECT, "damage: [{from: c1, to: A, amount: lots}]", "x.yaml:11: damage amount: "),
    (EFFECT, "move: {object: [c1, c2], to: exile, choices: {color: blue}}", "x.yaml:11: move: choices are for one"),
    # 122.1: a counter of no kind is refused, not put on (it was, silently: `fad` for `fade`)
    (EFFECT, "counters: {object: c1, kind: fad}", "x.yaml:11: counters kind: not a kind of counter: 'fad'"),
    (EFFECT, "enter: {id: c2, card: x, counters: {fad: 2}}", "x.yaml:11: enter counters: not a kind of counter: 'fad'"),
    (EFFECT, "enter: {id: c2, card: x, counters: {fade: none}}",
     "x.yaml:11: enter counters fade: a positive integer, not 'none'"),
])
def test_a_later_step_s_bad_input_is_found_as_it_loads(old: str, new: str, message: str) -> None:
    """The error is in step two; step one never runs (no check of it is judged)."""
    assert old in GOOD
    sc = load(GOOD.replace(old, new))
    assert sc.error is not None and str(sc.error).startswith(message), str(sc.error)
    judged: list[Any] = []
    result = run_scenario(sc, {}, "A 2/2 creature.", each_check=lambda e, ev, judge: judged.append(e))
    assert (result.status, result.message, result.steps, judged) == ("error", str(sc.error), [], [])


def test_an_unknown_card_is_found_before_anything_runs() -> None:
    sc = load(GOOD.replace("effect: {id: e1, affected: target creature, targets: [c1], modify_pt: +1/+1}",
                           "enter: {id: c2, card: No Such Card}"))
    judged: list[Any] = []
    result = run_scenario(sc, {}, "A 2/2 creature.", each_check=lambda e, ev, judge: judged.append(e))
    assert result.status == "error" and result.message.startswith("x.yaml:11: no card 'No Such Card'")
    assert judged == []  # step one's expectation was never judged


def test_what_only_the_game_can_tell_is_found_as_it_runs() -> None:
    """An illegal action or an object the game does not have: file:line at the action or expectation."""
    sc = load(GOOD.replace("targets: [c1]", "targets: [c9]"))
    assert sc.error is None
    result = run_scenario(sc, {}, "A 2/2 creature.")
    assert result.status == "error" and result.message.startswith("x.yaml:11: effect: ")
    sc = load(GOOD.replace("c1: {pt: 3/3}", "c9: {pt: 3/3}"))
    result = run_scenario(sc, {}, "A 2/2 creature.")
    assert result.status == "error" and result.message.startswith("x.yaml:13: no object 'c9' in the game")


def test_a_replaced_expectation_makes_a_new_scenario() -> None:
    sc = load(GOOD)
    e = sc.steps[1].expect[0]
    mutated = sc.replaced(e, Expectation(e.object, e.scope, e.name, e.field, "4/4", e.line))
    assert sc.steps[1].expect[0].value == "3/3" and mutated.steps[1].expect[0].value == "4/4"
    assert run_scenario(mutated, {}, "A 2/2 creature.").status == "fail"
