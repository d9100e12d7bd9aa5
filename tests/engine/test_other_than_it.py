"""603.4: "Whenever a Mountain enters under your control, if you control at least five other
Mountains, …" — the official ruling on the card that reads so (quoted in the closing note):
the ability triggers only if, as the Mountain enters, you control five or more Mountains other
than that new one, and does nothing if you control fewer than five other than it on resolution.
"Other" is other than the object the event is about, not the land the ability is of: a
condition's ``other_than: it``. Refused where there is no such object. Anonymous objects."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import permanent

from engine import Game, parse_selector
from engine.abilities import TriggeredAbility
from engine.conditions import AtLeast
from engine.instructions import GainLife
from tests.case_refusal import question
from verify.cards import load_cards
from verify.cases import CaseError, load_case, run_case

OTHER = parse_selector("other Mountains you control")


def _pinnacle(other_than: str) -> TriggeredAbility:
    return TriggeredAbility("Whenever a Mountain enters under your control, if you control at least five other "
                            "Mountains, you gain 1 life.", event="enters", what=parse_selector("Mountain you control"),
                            condition=AtLeast(5, OTHER, other_than=other_than), instructions=(GainLife(1),))


def _mountain() -> object:
    return permanent("Mountain", ("land",), subtypes=("Mountain",), supertypes=("basic",))


@pytest.mark.parametrize(("other_than", "before", "triggers"), [
    ("it", 4, False),  # the fifth Mountain: four others
    ("it", 5, True),   # the sixth: five others
    ("", 4, True),     # "other than this land" (not a Mountain): the five Mountains count
])
def test_other_is_other_than_the_mountain_that_entered(other_than: str, before: int, triggers: bool) -> None:
    g = Game()
    g.create("pin", permanent("Pinnacle", ("land",), _pinnacle(other_than)), controller="A", event=False)
    for i in range(before):
        g.create(f"m{i}", _mountain(), controller="A", event=False)  # type: ignore[arg-type]
    g.create("new", _mountain(), controller="A")  # type: ignore[arg-type]
    assert len(g.pending) == (1 if triggers else 0)


def test_each_of_several_mountains_entering_together_sees_the_others() -> None:
    g = Game()
    g.create("pin", permanent("Pinnacle", ("land",), _pinnacle("it")), controller="A", event=False)
    ids = [f"m{i}" for i in range(6)]
    for oid in ids:
        g.create(oid, _mountain(), controller="A", zone="hand", event=False)  # type: ignore[arg-type]
    g.move_together(ids, "battlefield")
    assert len(g.pending) == 6  # 603.6a: each sees the other five


def test_on_resolution_the_condition_is_checked_again_without_the_new_one() -> None:
    g = Game()
    g.create("pin", permanent("Pinnacle", ("land",), _pinnacle("it")), controller="A", event=False)
    for i in range(5):
        g.create(f"m{i}", _mountain(), controller="A", event=False)  # type: ignore[arg-type]
    g.create("new", _mountain(), controller="A")  # type: ignore[arg-type]
    g.priority()
    g.move_together(["m0"], "graveyard")  # four others now, the new one still here
    g.resolve_top()
    assert g.life["A"] == 20


HEAD = question("603.4", "  - label: s\n    do:\n")
CARD = HEAD + """\
      - enter: {id: p, object: {name: 峰, type_line: Land, abilities: [{triggered: {text: "Whenever a Mountain
                enters, if you control at least five other Mountains, you gain 1 life.", when: WHEN, what: WHAT,
                if: {count: COUNT, other_than: it, at_least: 5}, do: [{gain_life: 1}]}}]}}
    expect:
      A: {life: 20}
"""


@pytest.mark.parametrize(("when", "what", "count", "line", "words"), [
    ("enters", "Mountain you control", "other Mountains you control", 0, ""),
    ("enters", "Mountain you control", "Mountains you control", 10,
     "other_than: 'Mountains you control' has no 'other'"),
    ("beginning_of, step: your upkeep", "", "other Mountains you control", 10,
     "other_than: it cannot take effect with when: beginning_of"),
])
def test_other_than_it_is_refused_where_it_would_do_nothing(tmp_path: Path, when: str, what: str, count: str,
                                                            line: int, words: str) -> None:
    text = CARD.replace("WHEN", when).replace("COUNT", count)
    text = text.replace("what: WHAT,", f"what: {what}," if what else "")
    path = tmp_path / "603.4-q.yaml"
    path.write_text(text, encoding="utf-8")
    cards = load_cards(Path(__file__).resolve().parents[2] / "rules_src")
    try:
        result = run_case(load_case(path, "q.yaml"), cards)
    except CaseError as e:
        message = str(e)
    else:
        if not line:
            assert result.status == "pass", result.message
            return
        assert result.status == "error"
        message = result.message
    assert f"q.yaml:{line}: " in message and words in message, message


def test_other_than_it_is_refused_in_a_static_ability(tmp_path: Path) -> None:
    from verify.specs import Where, condition

    data = {"count": "other creatures you control", "other_than": "it", "at_least": 1}
    with pytest.raises(Exception, match="cannot take effect in a static as_long_as: it reads the object the trigger"):
        condition(data, Where("c.yaml", 3), "static as_long_as")
