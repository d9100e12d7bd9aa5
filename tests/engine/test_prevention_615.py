"""615.5 (a prevention shield with an additional effect: "if damage is prevented this way, …",
right after, `that many` the damage prevented) and 615.12 (damage that "can't be prevented": the
prevention effects still apply — their additional effects happen — but prevent none of it, and no
shield is reduced; protection and shield counters prevent none of it). Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, Keyword, ReplacementAbility, SpellAbility, parse_selector
from engine.amounts import parse_amount
from engine.instructions import Damage, GainLife
from engine.replacement import DamageWould, PreventAll, PreventDamage


def _shield(g: Game, then: tuple[object, ...] = (), n: int = 3, target: str = "c") -> None:
    wall = permanent("Wall", ("instant",), SpellAbility(
        f"Prevent the next {n} damage that would be dealt to any target this turn.", target="any target",
        instructions=(PreventDamage(n, then=then),)))  # type: ignore[arg-type]
    g.create("wall", wall, controller="A", zone="hand", event=False)
    g.cast("wall", targets=[target])
    g.resolve_top()


def _game() -> Game:
    g = Game()
    g.create("c", creature("C", pt=(5, 5)), controller="A", event=False)
    g.create("x", creature("Source", colors=("red",)), controller="B", event=False)
    return g


def test_615_5_the_additional_effect_reads_the_damage_prevented() -> None:
    g = _game()
    _shield(g, then=(GainLife(parse_amount("that many")),))
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 0 and g.life["A"] == 22  # 2 prevented: A gains 2
    g.deal_damage("x", "c", 4)
    assert g.obj("c").damage == 3 and g.life["A"] == 23 and not g.shields  # 1 prevented, the shield used up
    g.deal_damage("x", "c", 2)
    assert g.life["A"] == 23  # no shield: nothing prevented, no additional effect


def test_615_5_no_additional_effect_without_prevention() -> None:
    g = _game()
    _shield(g, then=(GainLife(parse_amount("that many")),))
    g.deal_damage("x", "B", 2)  # another recipient: the shield does not apply
    assert g.life["A"] == 20 and g.life["B"] == 18


def test_615_12_unpreventable_damage_is_dealt_and_the_shield_stays() -> None:
    g = _game()
    _shield(g)
    g.deal_damage("x", "c", 2, preventable=False)
    assert g.obj("c").damage == 2 and g.shields[0].left == 3  # not reduced
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 2 and g.shields[0].left == 1


def test_615_12_the_additional_effect_still_happens() -> None:
    g = _game()
    _shield(g, then=(GainLife(parse_amount("that many")),))
    g.deal_damage("x", "c", 2, preventable=False)
    assert g.obj("c").damage == 2 and g.life["A"] == 22 and g.shields[0].left == 3


def test_615_12_a_static_prevention_prevents_none_of_it() -> None:
    g = _game()
    g.create("ward", permanent("Ward", ("enchantment",), ReplacementAbility(
        "Prevent all damage that would be dealt to creatures you control.",
        DamageWould(to=parse_selector("creatures you control")), (PreventAll(),))), controller="A", event=False)
    g.deal_damage("x", "c", 3)
    assert g.obj("c").damage == 0
    g.deal_damage("x", "c", 3, preventable=False)
    assert g.obj("c").damage == 3


def test_615_12_protection_and_a_shield_counter_prevent_none_of_it() -> None:
    g = Game()
    g.create("c", creature("C", pt=(5, 5), abilities=(Keyword("protection from red"),)), controller="A", event=False)
    g.create("x", creature("Source", colors=("red",)), controller="B", event=False)
    g.deal_damage("x", "c", 2)
    assert g.obj("c").damage == 0  # 702.16e
    g.deal_damage("x", "c", 2, preventable=False)
    assert g.obj("c").damage == 2
    g.create("s", creature("Shielded", pt=(5, 5)), controller="A", event=False, counters={"shield": 1})
    g.deal_damage("x", "s", 2, preventable=False)
    assert g.obj("s").damage == 2 and not g.obj("s").counters.get("shield")  # 122.1c applied, prevents none


def test_a_spell_whose_damage_cant_be_prevented() -> None:
    g = _game()
    _shield(g)
    bolt = permanent("Bolt", ("instant",), SpellAbility(
        "This spell deals 3 damage to any target. This damage can't be prevented.", target="any target",
        instructions=(Damage(parse_amount("3"), cant_be_prevented=True),)))
    g.create("bolt", bolt, controller="B", zone="hand", event=False)
    g.cast("bolt", targets=["c"])
    g.resolve_top()
    assert g.obj("c").damage == 3 and g.shields[0].left == 3
