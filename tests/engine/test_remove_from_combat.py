"""506.4: the instruction ``remove_from_combat`` — an effect that specifically removes a creature
from combat: it stops being attacking, blocking, blocked or unblocked; a removed attacker and its
blockers deal each other no combat damage; an attacker whose blocker is removed stays blocked
(509.1h) and deals no combat damage (510.1c); it is refused where its words are no selector
(anonymous objects)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cases import load_case, run_case

STEPS = """\
  - label: s
    do:
      - enter: {id: a, silent: true, object: {name: 熊, type_line: Creature — Bear, pt: 2/2}}
      - enter: {id: b, silent: true, object: {name: 熊, type_line: Creature — Bear, pt: 2/2}}
      - enter: {id: guard, controller: B, silent: true, object: {name: 衛兵, type_line: Creature — Soldier, pt: 1/4}}
      - attack: {attackers: [a, b]}
      - block: {blockers: {guard: a}}
      - cast_spell: {id: fog, controller: B, targets: [WHO], object: {name: 霧, type_line: Instant, abilities: [{spell: {
                     text: "Remove target creature from combat.", target: target creature,
                     do: [{remove_from_combat: target creature}]}}]}}
      - resolve_top: 1
    expect:
      a: {attacking: A_ATTACKING, blocked: true}
      guard: {blocking: GUARD_BLOCKING}
  - label: damage
    do:
      - combat_damage: true
    expect:
      a: {damage: A_DAMAGE}
      guard: {damage: 0}
      B: {life: 18}
"""


def _text(who: str, a_attacking: str, guard_blocking: str, a_damage: int) -> str:
    steps = (STEPS.replace("WHO", who).replace("A_ATTACKING", a_attacking).replace("GUARD_BLOCKING", guard_blocking)
             .replace("A_DAMAGE", str(a_damage)))
    if who == "a":  # 506.4: the removed attacker is neither attacking nor blocked
        steps = steps.replace("a: {attacking: null, blocked: true}", "a: {attacking: null, blocked: false}")
    return question("506.4", steps)


@pytest.mark.parametrize(("who", "a_attacking", "guard_blocking", "a_damage"), [
    ("a", "null", "null", 0),      # the attacker: neither deals nor is dealt combat damage
    ("guard", "B", "null", 0),     # the blocker: the attacker stays blocked (509.1h) and deals none (510.1c)
    ("b", "B", "a", 1),            # the unblocked attacker: it deals B none, the others fight
])
def test_the_creature_removed_stops_being_in_combat(tmp_path: Path, who: str, a_attacking: str, guard_blocking: str,
                                                    a_damage: int) -> None:
    text = _text(who, a_attacking, guard_blocking, a_damage)
    if who == "b":
        text = text.replace("B: {life: 18}", "B: {life: 20}").replace("guard: {damage: 0}", "guard: {damage: 2}")
    result = run_case(load_case(written(tmp_path, text, "506.4-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message


def test_without_it_the_creatures_fight(tmp_path: Path) -> None:
    # the same combat with no spell: the outcome the cases above differ from
    text = _text("a", "B", "a", 1).replace("guard: {damage: 0}", "guard: {damage: 2}")
    lines = text.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if "cast_spell" in line)
    text = "".join(lines[:start] + lines[start + 4:])
    result = run_case(load_case(written(tmp_path, text, "506.4-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message


def test_a_word_that_is_no_selector_is_refused_at_its_line(tmp_path: Path) -> None:
    text = _text("a", "null", "null", 0).replace("remove_from_combat: target creature", "remove_from_combat: targt creature")
    message = refusal(written(tmp_path, text, "506.4-q.yaml"), shipped_cards())
    assert "q.yaml:15: unknown word 'targt' in selector" in message, message
