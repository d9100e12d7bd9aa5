"""608.2h, 611.2c, 611.3a: a continuous effect of a resolved spell or ability determines the
information it reads of the game once, as it is created ("+X/+0 until end of turn, where X is the
number of creatures you control" keeps that X), and affects only the objects it affected then; a
static ability's effect reads it again at any moment. Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent, spec, static

from engine import Game, ModifyPT, SetPT
from engine.abilities import SpellAbility
from engine.copying import CopyValues
from engine.effects import Duration
from engine.expressions import Const, Fixed, ManaValue, parse_expression

MINE = "the number of creatures you control"


def _three() -> Game:
    g = Game()
    for oid in ("c1", "c2", "c3"):
        g.create(oid, creature(pt=(2, 2)), controller="A", event=False)
    g.create("o", creature(pt=(2, 2)), controller="B", event=False)
    return g


def _pump(g: Game, *, power: str = MINE, target: str = "c1") -> None:
    g.create_effect(spec("Target creature gets +X/+0 until end of turn, where X is …", "target creature",
                         ModifyPT(parse_expression(power), Const(0))),
                    controller="A", targets=[target], duration=Duration.END_OF_TURN)


def test_608_2h_x_of_a_resolved_effect_is_determined_once() -> None:
    g = _three()
    _pump(g)
    assert g.characteristics().state("c1").pt == "5/2"
    g.create("c4", creature(pt=(2, 2)), controller="A", event=False)  # a fourth creature: X stays 3
    assert g.characteristics().state("c1").pt == "5/2"
    g.move_together(["c2", "c3"], "graveyard")  # two left: X stays 3
    assert g.characteristics().state("c1").pt == "5/2"


def test_611_3a_a_static_abilitys_x_changes_with_the_count() -> None:
    g = _three()
    g.create("lord", creature(pt=(0, 2), abilities=(static("This creature gets +X/+0, where X is …", "self",
                                                             ModifyPT(parse_expression(MINE), Const(0))),)),
             controller="A", event=False)
    assert g.characteristics().state("lord").pt == "4/2"
    g.create("c4", creature(pt=(2, 2)), controller="A", event=False)
    assert g.characteristics().state("lord").pt == "5/2"
    g.move_together(["c2"], "graveyard")
    assert g.characteristics().state("lord").pt == "4/2"


def test_608_2h_a_resolved_set_pt_is_determined_once() -> None:
    g = _three()
    g.create_effect(spec("Target creature has base power and toughness X/X, where X is …", "target creature",
                         SetPT(parse_expression(MINE), parse_expression(MINE))), controller="A", targets=["o"])
    assert g.characteristics().state("o").pt == "3/3"
    g.move_together(["c1"], "graveyard")
    assert g.characteristics().state("o").pt == "3/3"


def test_608_2h_its_mana_value_is_determined_once_for_each_object() -> None:
    # "Creatures you control get +X/+0, where X is its mana value": one value per object, as it is
    # created; a later copy effect changing a mana value changes no X.
    g = Game()
    g.create("one", creature(pt=(1, 1), cost="{1}"), controller="A", event=False)
    g.create("three", creature(pt=(1, 1), cost="{2}{G}"), controller="A", event=False)
    e = g.create_effect(spec("Creatures you control get +X/+0 until end of turn, where X is its mana value.",
                             "creatures you control", ModifyPT(ManaValue(), Const(0))), controller="A")
    part = e.spec.parts[0]
    assert isinstance(part, ModifyPT) and isinstance(part.power, Fixed) and not part.power.reads
    assert [g.characteristics().state(o).pt for o in ("one", "three")] == ["2/1", "4/1"]
    g.create_effect(spec("It becomes a copy of target creature.", "self", CopyValues(of_target=True)),
                    controller="A", source="one", targets=["three"])
    assert g.characteristics().state("one").pt == "2/1"  # now a copy with mana value 3: X stays 1


def test_611_2c_the_affected_set_is_fixed_as_the_effect_begins() -> None:
    g = _three()
    g.create_effect(spec("Creatures you control get +1/+1 until end of turn.", "creatures you control",
                         ModifyPT(Const(1), Const(1))), controller="A", duration=Duration.END_OF_TURN)
    g.create("c4", creature(pt=(2, 2)), controller="A", event=False)
    ev = g.characteristics()
    assert [ev.state(o).pt for o in ("c1", "c4", "o")] == ["3/3", "2/2", "2/2"]


def test_608_2h_a_resolving_spell_fixes_x_as_it_resolves() -> None:
    # Through the stack: the spell is cast while two creatures are there, a third enters before it
    # resolves — X is read as it resolves (3), then no more.
    g = Game()
    for oid in ("c1", "c2"):
        g.create(oid, creature(pt=(2, 2)), controller="A", event=False)
    text = "Target creature gets +X/+0 until end of turn, where X is the number of creatures you control."
    spell = SpellAbility(text, effect=spec(text, "target creature", ModifyPT(parse_expression(MINE), Const(0))),
                         duration=Duration.END_OF_TURN, target="target creature")
    g.create("s", permanent("Spell", ("instant",), spell), controller="A", zone="hand", event=False)
    g.cast("s", targets=["c1"])
    g.create("c3", creature(pt=(2, 2)), controller="A", event=False)
    g.resolve_top()
    assert g.characteristics().state("c1").pt == "5/2"
    g.create("c4", creature(pt=(2, 2)), controller="A", event=False)
    assert g.characteristics().state("c1").pt == "5/2"
