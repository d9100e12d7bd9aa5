"""504.1, 703.4d: at the beginning of the draw step the active player draws a card, a
turn-based action (`begin_step: draw`) — a draw "if you would draw a card, … instead"
replaces (614.11), from an empty library a loss at the next state-based actions (704.5b), and
the "at the beginning of the draw step" abilities trigger too. Anonymous objects (the ninth
round's q85)."""

from __future__ import annotations

from pathlib import Path

from tests.case_refusal import question, shipped_cards, written
from verify.cases import load_case, run_case

LIBRARY = "{name: 山札のカード, type_line: Instant}"


def _passes(path: Path) -> None:
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", ""), result.message


def test_the_active_player_draws_a_card(tmp_path: Path) -> None:
    _passes(written(tmp_path, question("504.1", f"""\
  - label: s
    do:
      - enter: {{id: a, count: 3, zone: library, object: {LIBRARY}}}
      - enter: {{id: b, count: 3, zone: library, controller: B, object: {LIBRARY}}}
      - begin_step: draw
    expect:
      A: {{hand: 1, library: 2}}
      B: {{hand: 0, library: 3}}
  - label: t
    do:
      - end_turn: true
      - begin_step: draw
    expect:
      A: {{hand: 1, library: 2}}
      B: {{hand: 1, library: 2}}
"""), "504.1-q.yaml"))


def test_a_replacement_of_draws_replaces_it_and_the_step_triggers(tmp_path: Path) -> None:
    _passes(written(tmp_path, question("504.1", f"""\
  - label: s
    do:
      - enter: {{id: a, count: 3, zone: library, object: {LIBRARY}}}
      - enter: {{id: r, silent: true, object: {{name: 泉, type_line: Enchantment, abilities: [{{replacement: {{
          text: "If you would draw a card, you gain 1 life instead.", would: {{draw: you}},
          instead: [{{skip: true}}, {{do: [{{gain_life: 1}}]}}]}}}}]}}}}
      - enter: {{id: w, silent: true, object: {{name: 番, type_line: Enchantment, abilities: [{{triggered: {{
          text: "At the beginning of your draw step, you gain 2 life.", when: beginning_of, step: draw,
          do: [{{gain_life: 2}}]}}}}]}}}}
      - begin_step: draw
      - priority: true
      - resolve_top: 1
    expect:
      A: {{hand: 0, library: 3, life: 23}}
"""), "504.1-q.yaml"))


def test_from_an_empty_library_the_player_loses(tmp_path: Path) -> None:
    _passes(written(tmp_path, question("504.1", """\
  - label: s
    do:
      - begin_step: draw
      - sba: true
    expect:
      A: {lost: true}
"""), "504.1-q.yaml"))
