"""The instruction ``counter`` (701.6a): "Counter target spell." — the instruction added to measure
what adding one takes (one class in engine/instructions.py, its words in the text tables). A
countered spell does not resolve and goes to its owner's graveyard; a copy ceases to exist;
a target that has left the stack is not countered. Anonymous objects, and read from a card."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game, parse_selector
from engine.abilities import SpellAbility
from engine.instructions import CopySpell, Counter, Destroy
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml

CANCEL = permanent("Cancel", ("instant",), SpellAbility("Counter target spell.", target="target spell",
                                                        instructions=(Counter("target"),)))
KILL = permanent("Kill", ("instant",), SpellAbility("Destroy target creature.", target="target creature",
                                                    instructions=(Destroy(parse_selector("target creature")),)))


def _game() -> Game:
    g = Game()
    g.create("x", creature(pt=(2, 2)), controller="A", event=False)
    g.create("kill", KILL, controller="B", zone="hand", event=False)
    g.create("cancel", CANCEL, controller="A", zone="hand", event=False)
    return g


def test_a_countered_spell_does_not_resolve_and_goes_to_the_graveyard() -> None:
    g = _game()
    s1 = g.cast("kill", targets=["x"])
    g.cast("cancel", targets=[s1.id])
    g.resolve_top()
    assert g.stack == [] and g.obj("kill").zone == "graveyard" and g.obj("x").zone == "battlefield"


def test_a_target_that_left_the_stack_is_not_countered() -> None:
    g = _game()
    s1 = g.cast("kill", targets=["x"])
    s2 = g.cast("cancel", targets=[s1.id])
    g.stack.remove(s2)
    g.resolve_top()  # the spell resolves first: the creature is destroyed
    g.stack.append(s2)
    g.resolve_top()
    assert g.obj("x").zone == "graveyard" and not any(e.says is not None and e.says.kind == "stack.countered_by"
                                                       for e in g.log)


def test_a_countered_copy_ceases_to_exist() -> None:
    fork = permanent("Fork", ("instant",), SpellAbility("Copy target spell.", target="target spell",
                                                        instructions=(CopySpell("target"),)))
    g = _game()
    g.create("fork", fork, controller="A", zone="hand", event=False)
    s1 = g.cast("kill", targets=["x"])
    g.cast("fork", targets=[s1.id])
    g.resolve_top()
    copy = g.stack[-1]
    assert copy.copy_of and copy.object is not None and copy.object in g.objects
    g.cast("cancel", targets=[copy.id])
    g.resolve_top()
    assert copy not in g.stack and copy.object not in g.objects


def test_counter_read_from_a_card_needs_a_target() -> None:
    ab = parse_ability(load_yaml("spell:\n  text: Counter target spell.\n  target: target spell\n"
                                 "  do:\n    - counter: target\n", "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, SpellAbility) and ab.instructions == (Counter("target"),)
    with pytest.raises(Exception, match="counter"):
        parse_ability(load_yaml("spell:\n  text: Counter it.\n  do:\n    - counter: target\n", "c.yaml"),
                      Where("c.yaml", 1))
