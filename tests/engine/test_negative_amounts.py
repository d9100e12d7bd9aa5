"""107.1b: a calculation that determines the result of an effect and yields a negative number
uses 0 instead — unless the effect sets a life total (or a power/toughness) to a specific value.
"You lose life equal to its power" at -2 power loses no life (it doesn't gain 2). Anonymous
objects: a 1/2 creature given -3/-0 (so -2/2) with an activated ability of one instruction."""

from __future__ import annotations

import pytest

from engine import Const, Game, ModifyPT
from engine.abilities import ActivatedAbility
from engine.amounts import parse_amount
from engine.effects import Duration
from engine.errors import ValueSyntaxError
from engine.instructions import Damage, Discover, Draw, GainLife, LoseLife, Mill, PutCounters, SetLife
from engine.selectors import parse_selector
from tests.engine.engine_helpers import creature, permanent, spec

POWER = parse_amount("its power")


def _minus_two(g: Game, *instructions: object, target: str = "", x_is: object = None) -> None:
    """A 1/2 creature "c" of A's with "{1}: <instructions>", given -3/-0: it is -2/2."""
    ab = ActivatedAbility("{1}: …", "{1}", None, Duration.INDEFINITE,  # type: ignore[arg-type]
                          instructions=instructions, target=target, x_is=x_is)  # type: ignore[arg-type]
    g.create("c", creature("C", pt=(1, 2), abilities=(ab,)), controller="A", event=False)
    g.create_effect(spec("-3/-0", "target creature", ModifyPT(Const(-3), Const(0))), controller="A", targets=["c"])
    assert g.characteristics().views["c"].power == -2


def _run(g: Game, targets: tuple[str, ...] = ()) -> None:
    g.activate_ability("c", targets=targets)
    g.resolve_top()


@pytest.mark.parametrize(("instruction", "life"), [
    (LoseLife(POWER), 20),  # loses 0, not "loses -2" (a gain of 2)
    (GainLife(POWER), 20),  # gains 0, not "gains -2" (a loss of 2)
])
def test_life_gained_or_lost_equal_to_a_negative_power_is_none(instruction: object, life: int) -> None:
    g = Game()
    _minus_two(g, instruction)
    _run(g)
    assert g.life["A"] == life
    assert not [e for e in g.log if e.kind == "life"]  # no life-gain or life-loss event at all (119.9)


def test_damage_draw_and_counters_equal_to_a_negative_power_are_none() -> None:
    g = Game()
    for i in range(2):
        g.create(f"l{i}", permanent("Card", ("land",)), controller="A", zone="library", event=False)
    _minus_two(g, Damage(POWER), Draw(POWER), PutCounters(POWER, onto=parse_selector("self")), target="any target")
    _run(g, ("B",))
    assert g.life["B"] == 20 and len(g.cards_in("hand", "A")) == 0 and g.obj("c").counters == {}


def test_mill_a_negative_number_mills_zero_and_says_zero() -> None:
    g = Game()
    g.create("l0", permanent("Card", ("land",)), controller="A", zone="library", event=False)
    _minus_two(g, Mill(POWER))
    _run(g)
    said = [e.says for e in g.log if e.says is not None and e.says.kind == "event.mills"]
    assert g.cards_in("library", "A") == ["l0"] and said and dict(said[-1].args)["amount"] == 0


def test_discover_a_negative_number_is_discover_0() -> None:
    # 701.57a with 107.1b: exile until a nonland card with mana value 0 or less — not the whole
    # library (no card has mana value -2 or less)
    g = Game()
    g.create("land", permanent("Land", ("land",)), controller="A", zone="library", event=False)
    g.create("zero", permanent("Zero", ("artifact",), cost="{0}"), controller="A", zone="library", event=False)
    g.create("rest", permanent("Rest", ("artifact",), cost="{3}"), controller="A", zone="library", event=False)
    _minus_two(g, Discover(POWER))
    _run(g)
    assert g.obj("zero").zone == "hand" and g.obj("rest").zone == "library"


def test_setting_a_life_total_to_a_negative_number_uses_it() -> None:
    # 107.1b: "unless that effect … sets to a specific value a player's life total"
    g = Game()
    _minus_two(g, SetLife(POWER))
    _run(g)
    assert g.life["A"] == -2


def test_an_x_defined_as_a_negative_power_is_0_in_the_cost() -> None:
    g = Game()
    ab = ActivatedAbility("{X}: You gain X life, where X is this creature's power.", "{X}", None,
                          Duration.INDEFINITE, instructions=(GainLife(POWER),), x_is=POWER)  # type: ignore[arg-type]
    g.create("c", creature("C", pt=(1, 2), abilities=(ab,)), controller="A", event=False)
    g.create_effect(spec("-3/-0", "target creature", ModifyPT(Const(-3), Const(0))), controller="A", targets=["c"])
    assert g.activation_costs("c") == ["{0}"]


def test_a_negative_number_written_as_an_amount_is_refused() -> None:
    with pytest.raises(ValueSyntaxError, match=r"zero or more \(107.1b\)"):
        parse_amount(-2)
    assert parse_amount(0).n == 0  # type: ignore[attr-defined]
