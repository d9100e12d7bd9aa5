"""615.12 as an effect on the game rules: "Damage can't be prevented." while its static
ability's source is on the battlefield (or for a resolved effect's duration) — the prevention
effects still apply but prevent none of it and no shield is reduced; protection and shield
counters prevent none of it; with a selector, only the damage of the sources it describes, judged
for the effect's controller (anonymous objects)."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature, permanent, spec, static

from engine import Game, Keyword, SpellAbility
from engine.effects import DamageCantBePrevented, Duration
from engine.replacement import PreventDamage
from engine.selectors import parse_selector
from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cases import load_case, run_case

ALL = static("Damage can't be prevented.", "self", DamageCantBePrevented(""))
MINE = static("Damage that would be dealt by creatures you control can't be prevented.", "self",
              DamageCantBePrevented("", parse_selector("creatures you control")))


def _game() -> Game:
    g = Game()
    g.create("c", creature("C", pt=(5, 5)), controller="A", event=False)
    g.create("x", creature("Source", colors=("red",)), controller="B", event=False)
    g.create("y", creature("Other", colors=("red",)), controller="A", event=False)
    wall = permanent("Wall", ("instant",), SpellAbility(
        "Prevent the next 3 damage that would be dealt to any target this turn.", target="any target",
        instructions=(PreventDamage(3),)))
    g.create("wall", wall, controller="A", zone="hand", event=False)
    g.cast("wall", targets=["c"])
    g.resolve_top()
    return g


def test_while_its_source_is_on_the_battlefield_no_damage_is_prevented() -> None:
    g = _game()
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 0 and g.shields[0].left == 1  # without it: prevented, the shield reduced
    g.create("e", permanent("Enchantment", ("enchantment",), ALL), controller="B", event=False)
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 2 and g.shields[0].left == 1  # dealt; the shield not reduced
    assert g.characteristics().rules == ["Damage can't be prevented."]
    g.move("e", "graveyard")
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 3 and not g.shields  # prevented again: 1, the shield used up


def test_protection_and_shield_counters_prevent_none_of_it() -> None:
    g = Game()
    g.create("e", permanent("Enchantment", ("enchantment",), ALL), controller="B", event=False)
    g.create("p", creature("P", pt=(5, 5), abilities=(Keyword("protection from red"),)), controller="A", event=False)
    g.create("s", creature("S", pt=(5, 5)), controller="A", event=False, counters={"shield": 1})
    g.create("x", creature("Source", colors=("red",)), controller="B", event=False)
    g.deal_damage("x", "p", 2)
    g.deal_damage("x", "s", 2)
    assert (g.obj("p").damage, g.obj("s").damage, g.obj("s").counters.get("shield", 0)) == (2, 2, 0)


def test_only_the_sources_it_describes_judged_for_its_controller() -> None:
    g = _game()
    g.create("e", permanent("Enchantment", ("enchantment",), MINE), controller="B", event=False)
    g.deal_damage("y", "c", 2)  # A's creature: not one of B's
    assert g.obj("c").damage == 0 and g.shields[0].left == 1
    g.deal_damage("x", "c", 2)  # B's creature
    assert g.obj("c").damage == 2 and g.shields[0].left == 1


def test_a_resolved_effect_for_its_duration() -> None:
    g = _game()
    g.create_effect(spec("Damage can't be prevented this turn.", "self", DamageCantBePrevented("")), controller="B",
                    duration=Duration.END_OF_TURN, effect_id="rage")
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 2 and g.shields[0].left == 3
    g.end_effect("rage")
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 2 and g.shields[0].left == 1


CASE = """\
  - label: s
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 5/5, abilities: [protection from red]}}
      - enter: {id: x, controller: B, object: {name: 炎, type_line: Creature, colors: [red], pt: 1/1}}
      - enter: {id: e, controller: B, object: {name: 紋章, type_line: Enchantment, abilities: [{static: {
                text: "Damage can't be prevented.", VALUE}}]}}
      - damage: {from: x, to: c, amount: 2}
    expect:
      c: {damage: 2}
"""


@pytest.mark.parametrize(("value", "refused"), [
    ("damage_cant_be_prevented: true", ""),
    ("damage_cant_be_prevented: creatures you control", ""),
    ("damage_cant_be_prevented: target creature", "q.yaml:11: "),
    ("damage_cant_be_prevented: 3", "q.yaml:11: "),
])
def test_as_written_in_a_card(tmp_path: Path, value: str, refused: str) -> None:
    path = written(tmp_path, question("615.12", CASE.replace("VALUE", value)), "615.12-q.yaml")
    if refused:
        message = refusal(path, shipped_cards())
        assert refused in message and "damage_cant_be_prevented: true, or a selector phrase" in message, message
    else:
        result = run_case(load_case(path, "q.yaml"), shipped_cards())
        assert result.status == "pass", result.message
