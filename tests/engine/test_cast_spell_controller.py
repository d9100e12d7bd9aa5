"""601.2: a card in a zone is cast by the player who has it there; `cast_spell`'s `controller` says
who casts a card made by `card:`, and is refused at its line for one in a zone that another player
would cast (the ninth review: `controller: A` on a card in B's hand was dropped, B cast it)."""

from __future__ import annotations

from pathlib import Path

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cases import load_case, run_case

STEPS = """  - label: 唱える
    do:
      - enter: {id: bh, controller: B, zone: hand, object: {name: 呪文, type_line: Instant, abilities: [{spell: {text: "You gain 3 life.", text_ja: "あなたは3点のライフを得る。", do: [{gain_life: 3}]}}]}}
      - cast_spell: {object: bh, controller: WHO}
      - resolve_top: 1
    expect:
      B: {life: 23}
"""


def test_a_card_in_another_players_hand_is_not_cast_by_the_player_named(tmp_path: Path) -> None:
    path = written(tmp_path, question("601.2", STEPS.replace("WHO", "A")), "601.2-q.yaml")
    message = refusal(path, shipped_cards())
    assert "q.yaml:9:" in message and "bh is cast by B, not A (601.2" in message, message


def test_the_player_who_has_it_named_casts_it(tmp_path: Path) -> None:
    path = written(tmp_path, question("601.2", STEPS.replace("WHO", "B")), "601.2-q.yaml")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message
