"""Words of 614–616, 111, 122 and 701 added for the CR's examples, each shown to change the
outcome, with anonymous objects."""

from __future__ import annotations

from engine import Game, SpellAbility, parse_selector
from engine.amounts import parse_amount
from engine.instructions import Damage
from tests.engine.engine_helpers import creature


def test_120_3_damage_to_each_object_a_selector_describes_not_the_targets() -> None:
    def after(to: str | None) -> tuple[int, int]:
        g = Game()
        g.create("bear", creature("Bear", (3, 3)), controller="A")
        g.create("wolf", creature("Wolf", (3, 3)), controller="B")
        spell = SpellAbility("This spell deals 2 damage to each creature.",
                             instructions=(Damage(parse_amount(2), None if to is None else parse_selector(to)),))
        g.perform_now(spell, controller="B", source="wolf", targets=["bear"])
        return g.obj("bear").damage, g.obj("wolf").damage

    assert after(None) == (2, 0)  # its target
    assert after("each creature") == (2, 2)
    assert after("creatures you control") == (0, 2)  # "you": the spell's controller
