""""That creature" (700.7) and the amounts that read the same object ("its toughness") are the
object a triggered ability refers to (603.7c) — refused at their line where there is none to refer
to: a triggered ability whose trigger event involves no object (the trigger events of the registry
whose ``has_object`` is false), a delayed ability created by a spell with no target (Delayed.perform
remembers nothing for it), and a card searched for in a library (701.23: what moves to a library is a
new object, 400.7; a target is never there either). Before, each was accepted and matched nothing,
silently. Anonymous objects."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.trigger_events import TRIGGER_EVENTS
from tests.case_refusal import question, refusal, shipped_cards, written
from verify.abilities import parse_ability
from verify.cards import CardDef
from verify.cases import load_case, run_case
from verify.errors import CardError, UnknownSelectorError
from verify.specs import Where

# what each trigger event needs besides `when` (its required keys; a `cast` trigger, its spell)
NEEDS: dict[str, dict[str, Any]] = {"beginning_of": {"step": "upkeep"}, "room_entered": {"room": "x"},
                                    "state": {"if": {"life_at_most": 5}}, "cast": {"what": "spell you control"},
                                    "cast_or_copy": {"what": "spell you control"}}


def _accepted(event: str, todo: list[dict[str, Any]]) -> bool:
    body = {"text": "t", "when": event, **NEEDS.get(event, {}), "do": todo}
    try:
        parse_ability({"triggered": body}, Where(Path("q.yaml"), 1))
    except CardError as err:
        assert "involves no object" in str(err), str(err)
        return False
    return True


@pytest.mark.parametrize("event", sorted(k for k, _ in TRIGGER_EVENTS.items()))
@pytest.mark.parametrize("todo", [[{"tap": "that creature"}], [{"gain_life": "its toughness"}]],
                         ids=["that creature", "its toughness"])
def test_the_object_of_a_trigger_is_read_only_where_its_event_involves_one(event: str,
                                                                           todo: list[dict[str, Any]]) -> None:
    assert _accepted(event, todo) is TRIGGER_EVENTS.get(event).has_object


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


UPKEEP = question("603.7c", """\
  - label: s
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: w, object: {name: 番, type_line: Enchantment, abilities: [{triggered: {text: "At the beginning of
                your upkeep, destroy that creature.", when: beginning_of, step: upkeep, do: [{destroy: that creature}]}}]}}
    expect:
      c: {zone: battlefield}
""")


def test_that_creature_in_an_upkeep_trigger_is_refused_at_its_line(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = refusal(written(tmp_path, UPKEEP, "603.7c-q.yaml"), cards)
    assert "q.yaml:10: " in message and "destroy cannot take effect in a triggered ability whose trigger event " \
        "involves no object: it is read in a triggered ability (the object its trigger event involved)" in message


SPELL = question("603.7c", """\
  - label: s
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - cast_spell: {id: s, object: {name: 呪, type_line: Instant, abilities: [{spell: {text: "Destroy that creature
                at the beginning of the next end step.", TARGET do: [{delayed: {text: "Destroy that creature at the
                beginning of the next end step.", when: beginning_of, step: end, do: [{destroy: that creature}]}}]}}]}}
      - resolve_top: 1
      - begin_step: end
      - priority: true
      - resolve_top: 1
    expect:
      c: {zone: graveyard}
""")


def test_a_delayed_ability_of_a_spell_with_a_target_destroys_it(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    text = SPELL.replace("TARGET", "target: target creature,").replace("cast_spell: {id: s,",
                                                                        "cast_spell: {id: s, targets: [c],")
    result = run_case(load_case(written(tmp_path, text, "603.7c-q.yaml"), "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_a_delayed_ability_of_a_spell_with_no_target_refers_to_nothing(tmp_path: Path,
                                                                       cards: dict[str, CardDef]) -> None:
    message = refusal(written(tmp_path, SPELL.replace("TARGET", ""), "603.7c-q.yaml"), cards)
    assert "q.yaml:10: " in message and "destroy cannot take effect in a delayed ability of a spell or ability with " \
        "no target and no object its trigger event involved" in message, message


@pytest.mark.parametrize("phrase", ["that creature", "target land card", "other land card"])
def test_a_card_searched_for_in_a_library_is_never_one_of_these(phrase: str) -> None:
    body = {"text": "t", "when": "dies", "do": [{"search_land": phrase}]}
    with pytest.raises(UnknownSelectorError, match=f"'{phrase}' cannot take effect in a library search"):
        parse_ability({"triggered": body}, Where(Path("q.yaml"), 1))
    parse_ability({"triggered": {**body, "do": [{"search_land": "basic land card of the chosen color"}]}},
                  Where(Path("q.yaml"), 1))
