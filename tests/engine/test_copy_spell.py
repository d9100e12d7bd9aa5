"""Copying a spell (707.10): a copy on the stack, not cast, with the original's targets or new
ones; "cast or copy" triggers (magecraft) and additional triggers for them (603.2d); the copy
ceases to exist when it leaves the stack (704.5e). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, SpellAbility, TriggeredAbility
from engine.amounts import Number
from engine.errors import IllegalActionError
from engine.instructions import CopySpell, Damage, GainLife

BOLT = permanent("Bolt", ("instant",), SpellAbility("Bolt deals 3 damage to any target.", target="any target",
                                                    instructions=(Damage(Number(3)),)))
TWIN = permanent("Twin", ("instant",), SpellAbility(
    "Copy target instant or sorcery spell. You may choose new targets for the copy.",
    target="target instant or sorcery spell", instructions=(CopySpell("target",
                                                                      new_targets=True),)))


def magecraft() -> TriggeredAbility:
    return TriggeredAbility("Whenever you cast or copy an instant or sorcery spell, you gain 1 life.",
                            event="cast_or_copy", what=parse_selector("instant or sorcery spell you control"),
                            instructions=(GainLife(1),))


def test_a_copy_is_not_cast_but_cast_or_copy_abilities_trigger_on_it() -> None:
    on_cast = TriggeredAbility("Whenever you cast a spell, you gain 1 life.", event="cast",
                               what=parse_selector("spell you control"), instructions=(GainLife(1),))
    g = Game()
    g.create("mage", creature(abilities=(magecraft(),)), controller="A", event=False)
    g.create("caster", creature(abilities=(on_cast,)), controller="A", event=False)
    g.create("bolt", BOLT, controller="A", zone="hand", event=False)
    bolt = g.cast("bolt", targets=["B"])
    assert sorted(p.source for p in g.pending) == ["caster", "mage"]
    g.pending.clear()
    copy = g.copy_spell(bolt.id, controller="A")
    assert [p.source for p in g.pending] == ["mage"]  # the copy was not cast
    assert copy.targets == ("B",) and copy.copy_of == bolt.id and [i.id for i in g.stack] == [bolt.id, copy.id]
    g.pending.clear()
    g.resolve_top()
    assert g.life["B"] == 17
    assert copy.object not in g.objects  # 704.5e
    g.resolve_top()
    assert g.life["B"] == 14 and g.obj("bolt").zone == "graveyard"


def test_new_targets_chosen_on_resolution_must_be_legal() -> None:
    g = Game()
    g.create("x", creature(pt=(3, 3)), controller="B", event=False)
    g.create("bolt", BOLT, controller="A", zone="hand", event=False)
    g.create("twin", TWIN, controller="A", zone="hand", event=False)
    bolt = g.cast("bolt", targets=["B"])
    g.cast("twin", targets=[bolt.id])
    g.resolve_top(["x"])  # the copy aims at the creature instead
    assert g.stack[-1].targets == ("x",)
    g.resolve_top()
    assert g.obj("x").damage == 3 and g.life["B"] == 20


def test_only_a_spell_on_the_stack_can_be_copied() -> None:
    g = Game()
    with pytest.raises(IllegalActionError, match="not a spell on the stack"):
        g.copy_spell("s9", controller="A")


def test_an_additional_trigger_for_casting_or_copying_counts_both() -> None:
    more = AdditionalTriggers("If you casting or copying an instant or sorcery spell causes a triggered ability "
                              "of a permanent you control to trigger, that ability triggers an additional time.",
                              "cast_or_copy", parse_selector("instant or sorcery spell you control"))
    g = Game()
    g.create("doubler", creature(abilities=(more,)), controller="A", event=False)
    g.create("mage", creature(abilities=(magecraft(),)), controller="A", event=False)
    g.create("bolt", BOLT, controller="A", zone="hand", event=False)
    bolt = g.cast("bolt", targets=["B"])
    assert [p.source for p in g.pending] == ["mage", "mage"]
    g.pending.clear()
    g.copy_spell(bolt.id, controller="A")
    assert [p.source for p in g.pending] == ["mage", "mage"]
