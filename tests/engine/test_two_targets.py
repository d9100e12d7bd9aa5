"""115.3, 601.2c, 608.2b: a spell or ability that says "target" in more than one place has a phrase
for each instance (`target: [target creature you control, target creature you don't control]`) and
a target for each, in the order of its text — none missing, none more (a review found "target
creature you control fights target creature you don't control" cast with one target, doing
nothing); the same object may be chosen for two instances (115.3), not for `another target …`; an
instruction names the target it acts on by its phrase; on resolution each target is checked against
its own phrase, and the spell resolves unless all are illegal (608.2b). Anonymous objects."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

BOARD = """\
  - label: s
    do:
      - enter: {id: a, object: {name: 一, type_line: Creature, pt: 1/9}}
      - enter: {id: b, controller: B, object: {name: 二, type_line: Creature, pt: 4/5}}
      - enter: {id: p, object: {name: 三, type_line: Creature, pt: 2/2}}
"""

FIGHT = """\
      - cast_spell: {id: sp, targets: TARGETS, object: {name: 呪文, type_line: Instant, abilities: [{spell: {
                     text: "Target creature you control fights target creature you don't control.",
                     target: PHRASES,
                     do: [DO]}}]}}
"""


def _case(tmp_path: Path, expect: str, targets: str = "[a, b]", do: str = "", before: str = "",
          phrases: str = "[target creature you control, target creature you don't control]",
          instructions: str = "{fight: target creature you don't control, by: target creature you control}") -> Path:
    steps = BOARD + FIGHT.replace("TARGETS", targets).replace("PHRASES", phrases).replace("DO", instructions)
    steps += before + "      - resolve_top: 1\n" + do + "    expect:\n" + "".join(
        f"      {line}\n" for line in expect.split(";"))
    path = tmp_path / "q.yaml"
    path.write_text(question("115.3", steps), encoding="utf-8")
    return path


def _run(path: Path) -> tuple[str, str]:
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    return result.status, result.message


def test_each_target_is_its_own_phrases(tmp_path: Path) -> None:
    # 701.14a: the target of the first phrase fights the target of the second
    assert _run(_case(tmp_path, "a: {damage: 4};b: {damage: 1}")) == ("pass", "")
    assert _run(_case(tmp_path, "a: {damage: 0};b: {damage: 0}"))[0] == "fail"


@pytest.mark.parametrize(("targets", "says"), [
    ("[a]", "2 targets, not 1 (a)"),  # the review's spell: one target for two instances of "target"
    ("[a, b, p]", "2 targets, not 3"),
    ("[b, a]", "choose legal targets for 'target creature you control'"),  # in the order of the text
    ("[a, p]", "choose legal targets for 'target creature you don't control'"),
])
def test_a_target_for_each_instance_in_order(tmp_path: Path, targets: str, says: str) -> None:
    message = refusal(_case(tmp_path, "a: {damage: 4}", targets=targets), shipped_cards())
    assert says in message and ("601.2c" in message or "legal:" in message), message


def test_one_phrase_takes_one_target(tmp_path: Path) -> None:
    # 601.2c: "destroy target creature" has one target — a second one is refused, not destroyed too
    # (before: both were destroyed)
    path = _case(tmp_path, "a: {zone: graveyard}", targets="[a, b]", phrases="target creature",
                 instructions="{destroy: target creature}")
    message = refusal(path, shipped_cards())
    assert "'target creature' — 1 target, not 2 (a, b)" in message, message


def test_the_same_object_for_two_instances_but_not_for_another(tmp_path: Path) -> None:
    # 115.3: once for each instance of "target" — a creature that fights itself deals twice its
    # power to itself (701.14c); "another target creature" can't be the first target
    same = _case(tmp_path, "a: {damage: 2}", targets="[a, a]", phrases="[target creature you control, target creature]",
                 instructions="{fight: target creature, by: target creature you control}")
    assert _run(same) == ("pass", "")
    other = _case(tmp_path, "a: {damage: 2}", targets="[a, a]",
                  phrases="[target creature you control, another target creature]",
                  instructions="{fight: another target creature, by: target creature you control}")
    message = refusal(other, shipped_cards())
    assert "choose legal targets for 'another target creature' (legal: b, p)" in message, message
    fine = _case(tmp_path, "a: {damage: 2};p: {damage: 1}", targets="[a, p]",
                 phrases="[target creature you control, another target creature]",
                 instructions="{fight: another target creature, by: target creature you control}")
    assert _run(fine) == ("pass", "")


GROW = ("{put_counters: 1, onto: target creature you control}, "
        "{fight: target creature you don't control, by: target creature you control}")


def test_an_illegal_target_is_not_affected_the_spell_resolves(tmp_path: Path) -> None:
    # 608.2b: the second target left — the spell resolves, the first gets its counter, and neither
    # fights (701.14b); the first left — the second is dealt no damage, and no counter is put
    gone = "      - move: {object: b, to: hand}\n"
    assert _run(_case(tmp_path, "a: {counters: {+1/+1: 1}, damage: 0};sp: {zone: graveyard}", before=gone,
                      instructions=GROW)) == ("pass", "")
    first = "      - move: {object: a, to: hand}\n"
    assert _run(_case(tmp_path, "b: {damage: 0}", before=first, instructions=GROW)) == ("pass", "")
    both = gone + first  # 608.2b: all its targets illegal — it doesn't resolve
    assert _run(_case(tmp_path, "sp: {zone: graveyard};b: {zone: hand}", before=both, instructions=GROW)) == ("pass", "")


def test_an_effect_affects_the_targets_of_its_phrase(tmp_path: Path) -> None:
    # 115.3: "Target creature gets +2/+2; destroy target creature you don't control"
    path = tmp_path / "q.yaml"
    path.write_text(question("115.3", BOARD + """\
      - cast_spell: {id: sp, targets: [p, b], object: {name: 呪文, type_line: Instant, abilities: [{spell: {
                     text: "Target creature gets +2/+2 until end of turn. Destroy target creature you don't control.",
                     target: [target creature, target creature you don't control],
                     affected: target creature, modify_pt: +2/+2, duration: end_of_turn,
                     do: [{destroy: target creature you don't control}]}}]}}
      - resolve_top: 1
    expect:
      p: {power: 4, toughness: 4}
      b: {zone: graveyard}
"""), encoding="utf-8")
    assert _run(path) == ("pass", "")


def test_activated_and_triggered_abilities_take_a_target_for_each(tmp_path: Path) -> None:
    path = tmp_path / "q.yaml"
    path.write_text(question("115.3", BOARD + """\
      - enter: {id: m, object: {name: 四, type_line: Creature, pt: 1/1, abilities: [
          {activated: {text: "{1}: Target creature you control fights target creature you don't control.",
                       cost: "{1}", target: [target creature you control, target creature you don't control],
                       do: [{fight: target creature you don't control, by: target creature you control}]}},
          {triggered: {text: "When this creature enters, target player gains 3 life and target creature gets a +1/+1 counter.",
                       when: enters, target: [target player, target creature],
                       do: [{gain_life: 3, who: target player}, {put_counters: 1, onto: target creature}]}}]}}
      - priority: {targets: {t1: [B, p]}}
      - resolve_top: 1
      - activate: {object: m, targets: [p, b]}
      - resolve_top: 1
    expect:
      B: {life: 23}
      p: {counters: {+1/+1: 1}, damage: 4}
      b: {damage: 3}
"""), encoding="utf-8")
    assert _run(path) == ("pass", "")
    text = path.read_text(encoding="utf-8").replace("t1: [B, p]", "t1: [B]")
    path.write_text(text, encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "2 targets, not 1 (B)" in message and "603.3d" in message, message


@pytest.mark.parametrize(("phrases", "instructions", "line", "says"), [
    # an instruction names its target by a phrase of the ability
    ("[target creature you control, target creature you don't control]", "{destroy: target creature}", 13,
     "'target creature' is none of its target phrases"),
    # "deals 2 damage" to which of them?
    ("[target creature you control, target creature you don't control]", "{damage: 2}", 13,
     "damage: it acts on its targets without naming which"),
    # two phrases written the same can't be told apart
    ("[target creature, target creature]", "{fight: target creature, by: target creature}", 13,
     "'target creature' is written twice"),
    # one phrase, but the fight names two targets (before: accepted with one target, no fight)
    ("target creature", "{fight: target creature you don't control, by: target creature you control}", 13,
     "fight: it names 2 targets"),
])
def test_a_target_that_names_no_phrase_is_refused_at_its_line(tmp_path: Path, phrases: str, instructions: str,
                                                              line: int, says: str) -> None:
    message = refusal(_case(tmp_path, "a: {damage: 4}", phrases=phrases, instructions=instructions), shipped_cards())
    assert f"q.yaml:{line}: " in message and says in message, message


@pytest.mark.parametrize("instructions", ["{damage: 2}", "{put_counters: 1}"])
def test_an_instruction_on_its_targets_in_an_ability_with_none_is_refused(tmp_path: Path, instructions: str) -> None:
    # 115.1: "deals 2 damage" / "put a +1/+1 counter" on its targets, with no target — before: it did nothing
    path = tmp_path / "q.yaml"
    path.write_text(question("115.1", BOARD + f"""\
      - cast_spell: {{id: sp, object: {{name: 呪文, type_line: Instant, abilities: [{{spell: {{
                     text: "It deals 2 damage.", do: [{instructions}]}}}}]}}}}
      - resolve_top: 1
    expect:
      a: {{damage: 0}}
"""), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:12: " in message and "target" in message, message


COPY = """\
      - cast_spell: {id: twin, targets: [s1], object: {name: 双子, type_line: Instant, abilities: [{spell: {
                     text: "Copy target instant spell.", target: target instant spell, do: [{copy_spell: target NEW}]}}]}}
      - resolve_top: CHOSEN
      - resolve_top: 1
"""


def test_a_copy_keeps_the_target_of_each_instance(tmp_path: Path) -> None:
    # 707.10: the copy has the original's targets, each for its own instance of "target" (115.3) —
    # before: the copy's targets were all the first phrase's, and it fought nothing
    steps = BOARD + FIGHT.replace("TARGETS", "[a, b]").replace("PHRASES", "[target creature you control, target "
                                                                "creature you don't control]").replace(
        "DO", "{fight: target creature you don't control, by: target creature you control}")
    path = tmp_path / "q.yaml"
    path.write_text(question("707.10", steps + COPY.replace(" NEW", "").replace("CHOSEN", "1")
                             + "    expect:\n      a: {damage: 4}\n      b: {damage: 1}\n"), encoding="utf-8")
    assert _run(path) == ("pass", "")
    # 707.10c, 115.7d: new targets for it, as a list of choices, would not say which is for which "target"
    path.write_text(question("707.10", steps + COPY.replace("NEW", ", new_targets: true").replace(
        "CHOSEN", "{choose: [p, b]}") + "    expect:\n      a: {damage: 4}\n"), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "is not expressible here" in message and "707.10c" in message, message


@pytest.mark.parametrize(("instructions", "says"), [
    # 608.2h: "that creature's power" is its first target's — of which instance?
    ("{damage: that creature's power, to: target creature you don't control}",
     "damage: it acts on its targets without naming which"),
    # 603.7c: a delayed ability without `what` is about its first target
    ("{delayed: {text: d, when: beginning_of, step: end, do: [{gain_life: 1}]}}",
     "delayed: it acts on its targets without naming which"),
])
def test_what_reads_the_first_target_is_refused_with_two(tmp_path: Path, instructions: str, says: str) -> None:
    message = refusal(_case(tmp_path, "a: {damage: 4}", instructions=instructions), shipped_cards())
    assert "q.yaml:13: " in message and says in message, message


def test_a_card_whose_second_target_is_another(tmp_path: Path) -> None:
    # 115.3: "target creature you control fights another target creature" — the second can't be the
    # first (the card's ability was left out of its definition before: not expressible)
    path = tmp_path / "q.yaml"
    case = question("701.14a", """\
  - label: s
    do:
      - enter: {id: wayta, card: 調教師の神童、ウェイタ}
      - enter: {id: mine, object: {name: 一, type_line: Creature, pt: 3/3}}
      - enter: {id: theirs, controller: B, object: {name: 二, type_line: Creature, pt: 2/5}}
      - end_turn: true
      - end_turn: true
      - activate: {object: wayta, targets: TARGETS}
      - resolve_top: 1
    expect:
      mine: {damage: 2}
      theirs: {damage: 3}
""")
    path.write_text(case.replace("TARGETS", "[mine, theirs]"), encoding="utf-8")
    assert _run(path) == ("pass", "")
    path.write_text(case.replace("TARGETS", "[mine, mine]"), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "choose legal targets for 'another target creature' (legal: wayta, theirs)" in message, message
