"""514: the cleanup step `end_turn` performs — 514.1 the active player discards down to their
maximum hand size (402.2: seven; which cards is their choice, 701.9b: named with `discarded`,
refused when needed and not named), 514.2, and 514.3a: state-based actions are checked, and if
any are performed or a triggered ability waits, the active player gets priority in the cleanup
step, the turn does not end and the next `end_turn` is another cleanup step. Anonymous objects
(the ninth round's q69 and q106)."""

from __future__ import annotations

from pathlib import Path

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cases import load_case, run_case

HAND = "{name: 手札のカード, type_line: Instant}"
WEAKEN = ("{id: e, silent: true, object: {name: 場, type_line: Enchantment, abilities: [{static: {"
          "text: \"All creatures get -1/-1.\", affected: all creatures, modify_pt: -1/-1}}]}}")
PUMP = ("{id: pump, duration: end_of_turn, text: \"Target creature gets +1/+1 until end of turn.\", targets: [c], "
        "modify_pt: +1/+1}")


def _passes(tmp_path: Path, steps: str) -> None:
    result = run_case(load_case(written(tmp_path, question("514.1", steps), "514.1-q.yaml"), "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", ""), result.message


def _refused(tmp_path: Path, steps: str) -> str:
    return refusal(written(tmp_path, question("514.1", steps), "514.1-q.yaml"), shipped_cards())


def test_the_active_player_discards_the_cards_they_name_down_to_seven(tmp_path: Path) -> None:
    """514.1, 402.2: nine cards → the two named go to the graveyard; the nonactive player's nine stay."""
    _passes(tmp_path, f"""\
  - label: s
    do:
      - enter: {{id: h, count: 9, zone: hand, object: {HAND}}}
      - enter: {{id: b, count: 9, zone: hand, controller: B, object: {HAND}}}
      - end_turn: {{discarded: [h-3, h-8]}}
    expect:
      A: {{hand: 7, graveyard: 2, active: false}}
      B: {{hand: 9, graveyard: 0, active: true}}
      h-3: {{zone: graveyard}}
      h-8: {{zone: graveyard}}
      h-1: {{zone: hand}}
""")


def test_a_discard_is_a_zone_change_replacement_effects_see(tmp_path: Path) -> None:
    """701.9a: each discarded card is put from the hand into the graveyard — "if a card would be
    put into a graveyard from anywhere, exile it instead" applies."""
    _passes(tmp_path, f"""\
  - label: s
    do:
      - enter: {{id: void, silent: true, controller: B, object: {{name: 虚空, type_line: Enchantment, abilities: [{{
          replacement: {{text: "If a card would be put into a graveyard from anywhere, instead exile it.",
                        would: {{put_into: card}}, instead: [{{to_zone: exile}}]}}}}]}}}}
      - enter: {{id: h, count: 8, zone: hand, object: {HAND}}}
      - end_turn: {{discarded: [h-1]}}
    expect:
      A: {{hand: 7, graveyard: 0, exile: 1}}
""")


def test_more_than_seven_and_none_named_is_refused_at_its_line(tmp_path: Path) -> None:
    """701.9b: the player chooses — the engine never picks for them."""
    message = _refused(tmp_path, f"""\
  - label: s
    do:
      - enter: {{id: h, count: 9, zone: hand, object: {HAND}}}
      - end_turn: true
""")
    assert message.startswith("q.yaml:9: end_turn: A has 9 cards in hand and discards 2 down to their maximum hand "
                              "size (7) in the cleanup step (514.1, 402.2)"), message
    assert "`end_turn: {discarded: [...]}`" in message


def test_the_wrong_number_a_card_not_in_hand_or_a_discard_not_needed_is_refused(tmp_path: Path) -> None:
    """514.1: exactly as many as they have over seven, from their hand; none when they have seven or fewer."""
    head = f"""\
  - label: s
    do:
      - enter: {{id: h, count: 9, zone: hand, object: {HAND}}}
      - enter: {{id: x, zone: hand, controller: B, object: {HAND}}}
"""
    assert "discarded names 1 (h-1) — name 2 different cards" in _refused(tmp_path, head + "      - end_turn: {discarded: [h-1]}\n")
    assert "discarded names 2 (h-1, h-1)" in _refused(tmp_path, head + "      - end_turn: {discarded: [h-1, h-1]}\n")
    assert "A can't discard x: not in A's hand" in _refused(tmp_path, head + "      - end_turn: {discarded: [h-1, x]}\n")
    message = _refused(tmp_path, f"""\
  - label: s
    do:
      - enter: {{id: h, count: 7, zone: hand, object: {HAND}}}
      - end_turn: {{discarded: [h-1]}}
""")
    assert message.startswith("q.yaml:9: end_turn: A has 7 cards in hand, no more than their maximum hand size (7): "
                              "they discard nothing (514.1)"), message


def test_a_zero_toughness_creature_dies_in_the_cleanup_step_and_the_turn_goes_on(tmp_path: Path) -> None:
    """514.2 ends the +1/+1: it is 0/0 — 514.3a: state-based actions put it into the graveyard in
    this cleanup step; the active player gets priority there, so the turn has not ended; the
    next `end_turn` is another cleanup step, with nothing to do: the next turn begins."""
    _passes(tmp_path, f"""\
  - label: s
    do:
      - enter: {{id: c, silent: true, object: {{name: 生き物, type_line: Creature, pt: 1/1}}}}
      - effect: {PUMP}
      - enter: {WEAKEN}
    expect:
      c: {{pt: 1/1, zone: battlefield}}
  - label: t
    do:
      - end_turn: true
    expect:
      c: {{zone: graveyard}}
      A: {{active: true}}
  - label: u
    do:
      - end_turn: true
    expect:
      A: {{active: false}}
      B: {{active: true}}
""")


def test_its_dies_trigger_waits_in_the_cleanup_step_then_another_cleanup_step_follows(tmp_path: Path) -> None:
    """514.3a: the dies trigger waits; `priority` puts it on the stack in the cleanup step, it
    resolves (a card drawn: eight in hand), and the next cleanup step discards again (514.1) and
    ends an "until end of turn" effect made in the priority (514.2) before the turn ends."""
    _passes(tmp_path, f"""\
  - label: s
    do:
      - enter: {{id: lib, count: 2, zone: library, object: {HAND}}}
      - enter: {{id: h, count: 7, zone: hand, object: {HAND}}}
      - enter: {{id: c, silent: true, object: {{name: 生き物, type_line: Creature, pt: 1/1, abilities: [{{triggered: {{
          text: "When this creature dies, draw a card.", when: dies, do: [{{draw: 1}}]}}}}]}}}}
      - enter: {{id: d, silent: true, object: {{name: 別の生き物, type_line: Creature, pt: 2/2}}}}
      - effect: {PUMP}
      - enter: {WEAKEN}
      - end_turn: true
    expect:
      c: {{zone: graveyard}}
      pending: {{count: 1, sources: [c]}}
      A: {{active: true, hand: 7}}
  - label: t
    do:
      - priority: true
      - resolve_top: 1
      - effect: {{id: grow, duration: end_of_turn, text: "Target creature gets +1/+1 until end of turn.",
                 targets: [d], modify_pt: +1/+1}}
    expect:
      A: {{hand: 8, active: true}}
      d: {{pt: 2/2}}
  - label: u
    do:
      - end_turn: {{discarded: [h-1]}}
    expect:
      A: {{hand: 7, graveyard: 2, active: false}}
      d: {{pt: 1/1}}
""")


def test_no_other_step_and_no_combat_before_the_next_cleanup_step(tmp_path: Path) -> None:
    """514.3a: once the stack is empty and all pass, another cleanup step begins — not the next
    turn's steps, not a combat."""
    head = f"""\
  - label: s
    do:
      - enter: {{id: c, silent: true, object: {{name: 生き物, type_line: Creature, pt: 1/1}}}}
      - enter: {{id: w, silent: true, object: {{name: 戦士, type_line: Creature, pt: 3/3}}}}
      - effect: {PUMP}
      - enter: {WEAKEN}
      - end_turn: true
"""
    for action in ("begin_step: upkeep", "attack: {attackers: [w]}"):
        message = _refused(tmp_path, head + f"      - {action}\n")
        assert message.startswith(f"q.yaml:13: {action.split(':')[0]}: the turn is in its cleanup step, where the "
                                  "active player got priority (514.3a)"), message


def test_another_cleanup_step_waits_for_the_stack_to_be_empty_and_the_triggers_put_on_it(tmp_path: Path) -> None:
    """514.3a with 500.2: another cleanup step begins once the stack is empty and all pass —
    `end_turn` with the dies trigger still waiting, or on the stack, is refused at its line."""
    head = f"""\
  - label: s
    do:
      - enter: {{id: c, silent: true, object: {{name: 生き物, type_line: Creature, pt: 1/1, abilities: [{{triggered: {{
          text: "When this creature dies, you gain 1 life.", when: dies, do: [{{gain_life: 1}}]}}}}]}}}}
      - effect: {PUMP}
      - enter: {WEAKEN}
      - end_turn: true
"""
    waiting = _refused(tmp_path, head + "      - end_turn: true\n")
    assert waiting.startswith("q.yaml:13: end_turn: a triggered ability waits to be put on the stack — a step ends only "
                               "when the stack is empty and all players pass (500.2)"), waiting
    stacked = _refused(tmp_path, head + "      - priority: true\n      - end_turn: true\n")
    assert stacked.startswith("q.yaml:14: end_turn: the stack is not empty (1 object)"), stacked
    _passes(tmp_path, head + """\
      - priority: true
      - resolve_top: 1
      - end_turn: true
    expect:
      A: {life: 21, active: false}
""")
