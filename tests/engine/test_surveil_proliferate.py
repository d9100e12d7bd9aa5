"""Surveil (701.25a) and proliferate (701.34a), each one class (engine/instructions.py), with the
player's choices made on resolution as every instruction's are (scenario `resolve_top: {choose:
[…]}`, 608.2d): the cards surveil puts into the graveyard; the permanents and players proliferate
gives counters to. A choice the rule does not allow is refused. Anonymous objects (the sixth round
found both not expressible)."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature, permanent

from engine import Game
from engine.abilities import ActivatedAbility
from engine.effects import Duration
from engine.errors import ChoiceError
from engine.instructions import Proliferate, Surveil
from tests.case_refusal import question, refusal, shipped_cards
from verify.cards import load_cards
from verify.cases import load_case, run_case


def _game(library: int = 4) -> Game:
    g = Game()
    for i in range(library):
        g.create(f"l{i}", permanent("Card", ("land",)), controller="A", zone="library", event=False)
    return g


def _activate(g: Game, *instructions: object, chosen: tuple[str, ...] = ()) -> None:
    ab = ActivatedAbility("{1}: …", "{1}", None, Duration.INDEFINITE, instructions=instructions)  # type: ignore[arg-type]
    g.create("tool", permanent("Tool", ("artifact",), ab), controller="A", event=False)
    g.activate_ability("tool")
    g.resolve_top(chosen)


def test_surveil_puts_the_chosen_cards_of_the_top_n_into_the_graveyard() -> None:
    g = _game()
    _activate(g, Surveil(3), chosen=("l0", "l2"))
    assert g.cards_in("graveyard", "A") == ["l0", "l2"]
    assert g.cards_in("library", "A") == ["l1", "l3"]  # the rest back on top, in their order
    kept = _game()
    _activate(kept, Surveil(3))  # none chosen: all stay (any number, 701.25a, zero included)
    assert kept.cards_in("graveyard", "A") == [] and kept.cards_in("library", "A") == ["l0", "l1", "l2", "l3"]


def test_surveil_refuses_a_card_below_the_top_n() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match=r"l3 is not among the top 2 cards of A's library \(701.25a\)"):
        _activate(g, Surveil(2), chosen=("l3",))
    assert g.cards_in("graveyard", "A") == []


def _counters_game() -> Game:
    g = Game()
    g.create("mine", creature("Mine"), controller="A", event=False, counters={"+1/+1": 1, "charge": 2})
    g.create("theirs", creature("Theirs"), controller="B", event=False, counters={"-1/-1": 1})
    g.create("bare", creature("Bare"), controller="B", event=False)
    g.poison["B"] = 3
    return g


def test_proliferate_gives_each_chosen_one_a_counter_of_each_kind_it_has() -> None:
    g = _counters_game()
    _activate(g, Proliferate("you"), chosen=("mine", "B"))
    assert g.obj("mine").counters == {"+1/+1": 2, "charge": 3}
    assert g.obj("theirs").counters == {"-1/-1": 1}  # not chosen: unchanged
    assert g.poison["B"] == 4  # a player's counter (122.1f)
    none = _counters_game()
    _activate(none, Proliferate("you"))
    assert none.obj("mine").counters == {"+1/+1": 1, "charge": 2} and none.poison["B"] == 3


def test_proliferate_refuses_what_has_no_counter() -> None:
    for chosen in (("bare",), ("A",)):
        g = _counters_game()
        with pytest.raises(ChoiceError, match=r"has no counter to proliferate \(701.34a\)"):
            _activate(g, Proliferate("you"), chosen=chosen)


CASE = question("701.34a", """\
  - label: s
    do:
      - enter: {id: c, object: {name: 一, type_line: Creature, pt: 1/1}}
      - counters: {object: c, kind: "+1/+1", count: 1}
      - enter: {id: g, object: {name: 像, type_line: Artifact, abilities: [
                {activated: {text: "{1}: Proliferate.", cost: "{1}", do: [WORD]}}]}}
      - activate: {object: g}
      - resolve_top: {choose: [c]}
    expect:
      c: {pt: 3/3}
""")


def test_proliferate_read_from_a_scenario(tmp_path: Path) -> None:
    path = tmp_path / "701.34a-q.yaml"
    path.write_text(CASE.replace("WORD", "{proliferate: you}"), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")
    path.write_text(CASE.replace("WORD", "{proliferate: B}"), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:" in message and "one of you, not 'B'" in message, message


@pytest.mark.parametrize("word", ["{surveil: 2}", "{proliferate: you}"])
def test_in_a_replacement_effects_do_they_are_refused(tmp_path: Path, word: str) -> None:
    """A replacement effect's do: resolves nothing, so no choice could be made for them there
    (608.2d): they would never put a card into the graveyard or give a counter."""
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error

    ability = f"  - replacement: {{text: t, would: {{draw: you}}, instead: [{{skip: true}}, {{do: [{word}]}}]}}\n"
    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and "cannot take effect in a replacement effect's do:" \
        in message and "608.2d" in message, message
