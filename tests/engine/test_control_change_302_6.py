"""302.6 follows control (613.1b): a creature that came under a player's control this turn — by a
control-changing effect — can't attack or pay {T} for that player unless it has haste, though it
has been on the battlefield for turns; it can on that player's next turn. One given back at end of
turn (514.2) came back before its owner's next turn began: it attacks then. Anonymous objects, read
from a scenario: before, a creature stolen this turn attacked and tapped at once, silently."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

CASE = question("302.6", """\
  - label: s
    do:
      - enter: {id: c, controller: B, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [{activated: {text:
                "{T}: You gain 1 life.", cost: "{T}", do: [{gain_life: 1}]}}]}}
      - end_turn: true
      - end_turn: true
      - effect: {id: e, targets: [c], gain_control: true}
    expect:
      c: {controller: A}
  - label: t
    do:
      - ACTION
    expect:
      EXPECT
""")
ATTACK = "attack: {attackers: [c]}"
TAP = "activate: {object: c}"


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _case(tmp_path: Path, text: str) -> Path:
    return written(tmp_path, text, "302.6-q.yaml")


@pytest.mark.parametrize(("action", "words"), [
    (ATTACK, "c came under its controller's control this turn and can't attack (302.6"),
    (TAP, "c came under its controller's control this turn: its {T} ability can't be activated (302.6"),
], ids=["attack", "tap"])
def test_a_creature_stolen_this_turn_cannot_attack_or_tap(tmp_path: Path, cards: dict[str, CardDef], action: str,
                                                          words: str) -> None:
    text = CASE.replace("ACTION", action).replace("EXPECT", "c: {tapped: true}")
    message = refusal(_case(tmp_path, text), cards)
    assert "q.yaml:17: " in message and words in message, message


@pytest.mark.parametrize("action", [ATTACK, TAP], ids=["attack", "tap"])
def test_on_its_new_controllers_next_turn_it_can(tmp_path: Path, cards: dict[str, CardDef], action: str) -> None:
    text = CASE.replace("ACTION", f"end_turn: true\n      - end_turn: true\n      - {action}").replace(
        "EXPECT", "c: {tapped: true, controller: A}")
    result = run_case(load_case(_case(tmp_path, text), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_with_haste_it_can_at_once(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = CASE.replace("gain_control: true}", "gain_control: true, add_abilities: [haste]}").replace(
        "ACTION", ATTACK).replace("EXPECT", "c: {attacking: B}")
    result = run_case(load_case(_case(tmp_path, text), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_given_back_at_end_of_turn_it_attacks_on_its_owners_turn(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = CASE.replace("gain_control: true}", "gain_control: true, duration: end_of_turn}").replace(
        "ACTION", f"end_turn: true\n      - {ATTACK}").replace("EXPECT", "c: {controller: B, attacking: A}")
    result = run_case(load_case(_case(tmp_path, text), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_a_creature_given_back_this_turn_cannot_tap_for_its_owner(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    # stolen and given back on A's turn: it came under B's control again this turn (302.6)
    text = CASE.replace("      - effect: {id: e, targets: [c], gain_control: true}\n",
                        "      - effect: {id: e, targets: [c], gain_control: true}\n      - end_effect: e\n").replace(
        "c: {controller: A}", "c: {controller: B}").replace("ACTION", TAP).replace("EXPECT", "c: {tapped: true}")
    message = refusal(_case(tmp_path, text), cards)
    assert "q.yaml:18: " in message and "its {T} ability can't be activated (302.6" in message, message


def test_threaten_untaps_the_creature_it_steals_and_it_attacks(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    # 《手綱取り》: "Untap target creature and gain control of it until end of turn. That creature gains haste
    # until end of turn." — its untap (608.2c) with its effect (611.2a); with haste it attacks at once (302.6)
    text = question("302.6", """\
  - label: s
    do:
      - enter: {id: c, controller: B, tapped: true, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - cast_spell: {card: 手綱取り, id: t, targets: [c]}
      - resolve_top: 1
    expect:
      c: {controller: A, tapped: false}
  - label: t
    do:
      - attack: {attackers: [c]}
    expect:
      c: {attacking: B, tapped: true}
""")
    result = run_case(load_case(_case(tmp_path, text), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")
