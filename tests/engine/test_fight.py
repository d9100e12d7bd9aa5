"""701.14: fight — each creature deals damage equal to its power to the other, at the same time
(701.14a); not combat damage (701.14d), so deathtouch and lifelink apply as to any damage; if
either is no longer a creature on the battlefield, or an illegal target, neither fights
(701.14b); a creature that fights itself deals twice its power to itself (701.14c). Anonymous
objects, read from a scenario (the sixth round found fight not expressible)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

CASE = question("701.14a", """\
  - label: s
    do:
      - enter: {id: them, controller: B, object: {name: 相手, type_line: Creature, pt: THEIRS, abilities: [ABILITIES]}}
      - enter: {id: me, object: {name: 闘士, type_line: Creature, pt: 3/3, abilities: [{triggered: {
                text: "When this creature enters, it fights target creature an opponent controls.",
                when: enters, target: target creature an opponent controls,
                do: [FIGHT]}}]}}
      - priority: {targets: {t1: [them]}}
      BEFORE
      - resolve_top: 1
      - priority: true
    expect:
EXPECT""")


def _path(tmp_path: Path, expect: str, theirs: str = "2/4", abilities: str = "", before: str = "",
          fight: str = "{fight: target creature an opponent controls}") -> Path:
    path = tmp_path / "701.14a-q.yaml"
    path.write_text(CASE.replace("THEIRS", theirs).replace("ABILITIES", abilities).replace("BEFORE", before)
                    .replace("FIGHT", fight).replace("EXPECT", "".join(f"      {line}\n" for line in expect.split(";"))),
                    encoding="utf-8")
    return path


def _run(tmp_path: Path, expect: str, **kw: str) -> tuple[str, str]:
    result = run_case(load_case(_path(tmp_path, expect, **kw), "q.yaml"), shipped_cards())
    return result.status, result.message


def test_each_deals_damage_equal_to_its_power_to_the_other(tmp_path: Path) -> None:
    assert _run(tmp_path, "me: {damage: 2};them: {damage: 3}") == ("pass", "")
    assert _run(tmp_path, "me: {damage: 0};them: {damage: 0}")[0] == "fail"  # the word changes the outcome


def test_lifelink_and_deathtouch_of_the_creature_fought_apply(tmp_path: Path) -> None:
    # its damage is damage like any other (701.14d: not combat damage): B gains 1, and the 3/3 dies
    assert _run(tmp_path, "me: {zone: graveyard};them: {damage: 3};B: {life: 21}", theirs="1/4",
                abilities="lifelink, deathtouch") == ("pass", "")


def test_neither_fights_when_the_target_has_left(tmp_path: Path) -> None:
    # 701.14b: the target left before the ability resolved (here it does not resolve: 608.2b)
    assert _run(tmp_path, "me: {damage: 0}", before="- move: {object: them, to: hand}") == ("pass", "")


def test_neither_fights_when_the_fighter_has_left_or_is_no_creature(tmp_path: Path) -> None:
    # 701.14b: this creature left the battlefield, or is no longer a creature; the target is still
    # legal — it is dealt no damage either
    assert _run(tmp_path, "me: {zone: hand};them: {damage: 0}", before="- move: {object: me, to: hand}") == (
        "pass", "")
    noncreature = ("- effect: {id: e, text: \"It's an artifact.\", targets: [me], "
                   "set_types: Artifact}")
    assert _run(tmp_path, "them: {damage: 0}", before=noncreature) == ("pass", "")


def test_a_creature_that_fights_itself_deals_twice_its_power(tmp_path: Path) -> None:
    path = tmp_path / "701.14c-q.yaml"
    path.write_text(question("701.14c", """\
  - label: s
    do:
      - enter: {id: me, object: {name: 闘士, type_line: Creature, pt: 2/5, abilities: [{activated: {
                text: "{1}: This creature fights target creature.", cost: "{1}", target: target creature,
                do: [{fight: target creature}]}}]}}
      - activate: {object: me, targets: [me]}
      - resolve_top: 1
    expect:
      me: {damage: 4}
"""), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")


def test_two_targets_each_phrase_its_own_or_neither_fights(tmp_path: Path) -> None:
    # 115.3: a phrase for each instance of "target"; 701.14c: the same creature for both fights itself;
    # 701.14b: one target illegal on resolution (608.2b) — neither fights
    path = tmp_path / "701.14a-two.yaml"
    path.write_text(question("701.14a", """\
  - label: s
    do:
      - enter: {id: a, object: {name: 一, type_line: Creature, pt: 1/9}}
      - enter: {id: b, controller: B, object: {name: 二, type_line: Creature, pt: 4/5}}
      - cast_spell: {id: sp, targets: [a, b], object: {name: 呪文, type_line: Instant, abilities: [{spell: {
                     text: "Target creature you control fights target creature you don't control.",
                     target: [target creature you control, target creature you don't control],
                     do: [{fight: target creature you don't control, by: target creature you control}]}}]}}
      - resolve_top: 1
    expect:
      a: {damage: 4}
      b: {damage: 1}
  - label: t
    do:
      - cast_spell: {id: sp2, targets: [a, a], object: {name: 呪文2, type_line: Instant, abilities: [{spell: {
                     text: "Target creature you control fights target creature.",
                     target: [target creature you control, target creature],
                     do: [{fight: target creature, by: target creature you control}]}}]}}
      - resolve_top: 1
    expect:
      a: {damage: 6}
  - label: u
    do:
      - enter: {id: c, controller: B, object: {name: 三, type_line: Creature, pt: 3/9}}
      - cast_spell: {id: sp3, targets: [a, c], object: {name: 呪文3, type_line: Instant, abilities: [{spell: {
                     text: "Target creature you control fights target creature you don't control.",
                     target: [target creature you control, target creature you don't control],
                     do: [{fight: target creature you don't control, by: target creature you control}]}}]}}
      - effect: {id: e, text: "It's an artifact.", targets: [c], set_types: Artifact}
      - resolve_top: 1
    expect:
      a: {damage: 6}
      c: {damage: 0}
"""), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")


@pytest.mark.parametrize(("fight", "line", "says"), [
    ("{fight: target creature, by: 3}", 12, "a selector is a phrase, got 3"),
    ("{fight: target creature, with: self}", 12, "unknown key 'with' (accepted: fight, by, once_each_turn)"),
])
def test_a_fight_with_a_bad_key_is_refused(tmp_path: Path, fight: str, line: int, says: str) -> None:
    message = refusal(_path(tmp_path, "me: {damage: 2}", fight=fight), shipped_cards())
    assert f"q.yaml:{line}: " in message and says in message, message
