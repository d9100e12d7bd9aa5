"""602.2: an activated ability that isn't a mana ability goes on the stack as it is activated, its
targets chosen then (602.2b, 601.2c), and resolves later — its continuous effect created as it
resolves (611.2a), and not at all if its targets are all illegal then (608.2b). Before, an
`activated:` ability with an effect alone resolved at once (no one could respond to "{1}: Target
creature gets +2/+2 until end of turn.") and `target:` was refused beside it. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game
from engine.abilities import ActivatedAbility
from engine.errors import TargetError
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml

PUMP = ("activated:\n  text: \"{1}: Target creature gets +2/+2 until end of turn.\"\n  cost: \"{1}\"\n"
        "TARGET  affected: target creature\n  modify_pt: +2/+2\n")


def _pump(target: str = "  target: target creature\n") -> ActivatedAbility:
    ab = parse_ability(load_yaml(PUMP.replace("TARGET", target), "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, ActivatedAbility)
    return ab


def _game(ab: ActivatedAbility) -> Game:
    g = Game()
    g.create("rod", permanent("Rod", ("artifact",), ab), controller="A", event=False)
    g.create("x", creature(pt=(2, 2)), controller="A", event=False)
    g.create("land", permanent("Land", ("land",)), controller="A", event=False)
    return g


@pytest.mark.parametrize("target", ["  target: target creature\n", ""], ids=["target:", "from affected (115.1c)"])
def test_a_targeted_effect_ability_goes_on_the_stack_and_resolves_later(target: str) -> None:
    g = _game(_pump(target))
    item = g.activate_ability("rod", targets=["x"])
    assert ([i.id for i in g.stack], item.targets, g.effects) == ([item.id], ("x",), {})  # 602.2: not yet
    assert g.characteristics().state("x").pt == "2/2"
    g.resolve_top()
    assert (g.stack, g.characteristics().state("x").pt) == ([], "4/4")  # 611.2a: created as it resolves


def test_it_does_not_resolve_when_its_target_left() -> None:
    g = _game(_pump())
    g.activate_ability("rod", targets=["x"])
    g.move_together(["x"], "battlefield")  # 400.7: a new object — the target is gone
    g.resolve_top()
    assert (g.stack, g.effects, g.characteristics().state("x").pt) == ([], {}, "2/2")  # 608.2b
    assert g.log[-1].says is not None and g.log[-1].says.kind == "resolve.no_legal_target"


def test_its_target_is_chosen_and_checked_as_it_is_activated() -> None:
    g = _game(_pump())
    with pytest.raises(TargetError, match="legal targets for 'target creature'"):
        g.activate_ability("rod", targets=["land"])  # 601.2c via 602.2b
    with pytest.raises(TargetError, match="legal targets for 'target creature'"):
        g.activate_ability("rod")
    assert (g.stack, g.effects) == ([], {})
