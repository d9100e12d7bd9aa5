"""704.5d, 111.7: a token in a zone other than the battlefield ceases to exist as a state-based
action — after the abilities its zone change triggered have triggered (they remember it as it
last was). A case says so with `exists: false`; an expectation of anything else about it is
refused at its line. Anonymous objects."""

from __future__ import annotations

from pathlib import Path

from engine_helpers import creature

from engine import Game
from engine.abilities import TriggeredAbility
from engine.amounts import parse_amount
from engine.instructions import GainLife
from engine.selectors import parse_selector
from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case


def test_a_token_that_died_ceases_to_exist_and_its_dies_ability_still_triggers() -> None:
    g = Game()
    watch = TriggeredAbility("Whenever a creature dies, you gain 1 life.", event="dies", what=parse_selector("creature"),
                             instructions=(GainLife(parse_amount(1)),))
    g.create("w", creature("Watcher", pt=(1, 1), abilities=(watch,)), controller="A", event=False)
    g.create("t", creature("Token", pt=(3, 3)), controller="A", token=True, event=False)
    g.create("c", creature("Card", pt=(2, 2)), controller="A", event=False)
    g.move_together(["t", "c"], "graveyard")
    g.check_state_based_actions()
    assert "t" not in g.objects and g.obj("c").zone == "graveyard" and "t" in g.ceased
    # 111.7: its leaving triggered before it ceased, and the ability knows it as it last was
    assert sorted((p.it, p.it_view.power if p.it_view else None) for p in g.pending) == [("c", 2), ("t", 3)]
    g.priority()
    while g.stack:
        g.resolve_top()
    assert g.life["A"] == 22


def test_a_token_in_exile_ceases_to_exist_only_when_state_based_actions_are_checked() -> None:
    g = Game()
    g.create("t", creature("Token"), controller="A", token=True, event=False)
    g.move_together(["t"], "exile")
    assert g.obj("t").zone == "exile"  # 111.8: until the next check
    g.check_state_based_actions()
    assert "t" not in g.objects


CASE = question("704.5d", """\
  - label: s
    do:
      - enter: {id: t, token: true, object: {name: 精, type_line: Creature — Spirit, pt: 1/1}}
      - destroy: t
      - sba: true
    expect:
      t: EXPECT
""")


def test_a_case_expects_that_it_no_longer_exists(tmp_path: Path) -> None:
    path = tmp_path / "704.5d-q.yaml"
    path.write_text(CASE.replace("EXPECT", "{exists: false}"), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")
    path.write_text(CASE.replace("EXPECT", "{exists: true}"), encoding="utf-8")
    assert run_case(load_case(path, "q.yaml"), shipped_cards()).status == "fail"


def test_anything_else_about_a_ceased_token_is_refused_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "704.5d-q.yaml"
    path.write_text(CASE.replace("EXPECT", "{zone: graveyard}"), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:12: " in message and "ceased to exist" in message and "exists: false" in message, message
