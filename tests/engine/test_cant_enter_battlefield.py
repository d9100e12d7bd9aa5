"""400.4a: an instant or sorcery card that would enter the battlefield remains in its previous
zone — whatever puts it there: the `move` action and every instruction (they all pass through
one place, `Zones.move_together`); the cards moved with it still move. A scenario can't set an
instant card up on the battlefield either. Anonymous objects (the ninth round's q87)."""

from __future__ import annotations

from pathlib import Path

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cases import load_case, run_case

INSTANT = "{name: 火花, type_line: Instant}"
SORCERY = "{name: 火炎, type_line: Sorcery}"
CREATURE = "{name: 熊, type_line: Creature — Bear, pt: 2/2}"


def _passes(path: Path) -> None:
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", ""), result.message


def test_the_move_action_leaves_an_instant_and_a_sorcery_where_they_are(tmp_path: Path) -> None:
    _passes(written(tmp_path, question("400.4a", f"""\
  - label: s
    do:
      - enter: {{id: i, zone: graveyard, object: {INSTANT}}}
      - enter: {{id: s, zone: hand, object: {SORCERY}}}
      - enter: {{id: c, zone: graveyard, object: {CREATURE}}}
      - move: {{object: [i, s, c], to: battlefield}}
    expect:
      i: {{zone: graveyard}}
      s: {{zone: hand}}
      c: {{zone: battlefield}}
"""), "400.4a-q.yaml"))


def test_an_instruction_returning_exiled_cards_leaves_the_instant_in_exile(tmp_path: Path) -> None:
    _passes(written(tmp_path, question("400.4a", f"""\
  - label: s
    do:
      - enter: {{id: i, zone: graveyard, object: {INSTANT}}}
      - enter: {{id: c, zone: graveyard, object: {CREATURE}}}
      - enter: {{id: r, silent: true, object: {{name: 石, type_line: Artifact, abilities: [
          {{activated: {{text: "{{1}}: Exile all cards from your graveyard.", cost: "{{1}}",
                       do: [{{exile: cards in your graveyard, link: stone}}]}}}},
          {{activated: {{text: "{{2}}: Put all cards exiled with this artifact onto the battlefield under your control.",
                       cost: "{{2}}", do: [{{return_exiled: card, link: stone, all: true}}]}}}}]}}}}
      - activate: {{object: r, ability: 0}}
      - resolve_top: 1
      - activate: {{object: r, ability: 1}}
      - resolve_top: 1
    expect:
      i: {{zone: exile}}
      c: {{zone: battlefield}}
"""), "400.4a-q.yaml"))


def test_an_instant_card_set_up_on_the_battlefield_is_refused(tmp_path: Path) -> None:
    path = written(tmp_path, question("400.4a", f"""\
  - label: s
    do:
      - enter: {{id: i, object: {INSTANT}}}
    expect:
      i: {{zone: battlefield}}
"""), "400.4a-q.yaml")
    message = refusal(path, shipped_cards())
    assert "q.yaml:8: " in message and "i: an instant or sorcery card can't be on the battlefield (400.4a)" in message, \
        message
