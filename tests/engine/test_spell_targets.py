"""115.1, 701.6a, 707.10: a target phrase with a quality and "spell" ("target instant spell",
"target creature spell") targets a spell on the stack of that quality — as its stack id, the
object ``copy_spell`` and ``counter`` act on. Before, such a phrase selected the card on the stack
(its object id): the spell was cast, and ``copy_spell: target`` / ``counter: target`` then did
nothing, silently (the seventh review round's q37 and q75). An instruction that acts on a spell
or ability with a target phrase that can target none is refused as it is read. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Game, parse_selector
from engine.abilities import SpellAbility, TriggeredAbility
from engine.amounts import parse_amount
from engine.errors import TargetError
from engine.instructions import CopySpell, CopyTrigger, Counter, Destroy, GainLife
from engine.keywords import Keyword
from engine.stack import legal_targets
from verify.abilities import parse_ability
from verify.errors import CardError
from verify.specs import Where
from verify.yamlload import load_yaml

KILL = permanent("Kill", ("instant",), SpellAbility("Destroy target creature.", target="target creature",
                                                    instructions=(Destroy(parse_selector("target creature")),)))
GAIN = permanent("Gain", ("sorcery",), Keyword("flash"),
                 SpellAbility("You gain 3 life.", instructions=(GainLife(parse_amount("3")),)))


def _spell(name: str, phrase: str, ins: object) -> object:
    return permanent(name, ("instant",), SpellAbility(f"{name} {phrase}.", target=phrase, instructions=(ins,)))


def _game() -> Game:
    g = Game()
    g.create("x", creature(pt=(2, 2)), controller="A", event=False)
    g.create("kill", KILL, controller="B", zone="hand", event=False)
    g.create("bear", creature(pt=(2, 2), abilities=(Keyword("flash"),)), controller="B", zone="hand", event=False)
    g.create("gain", GAIN, controller="B", zone="hand", event=False)
    return g


def test_a_spell_of_a_quality_is_targeted_as_the_object_it_is() -> None:
    g = _game()
    g.cast("kill", targets=["x"]), g.cast("bear"), g.cast("gain")
    views = g.characteristics(record=False).views
    assert legal_targets("target instant spell", views, g.players, None, "A", g.stack) == ["kill"]
    assert legal_targets("target creature spell", views, g.players, None, "A", g.stack) == ["bear"]
    assert legal_targets("target instant or sorcery spell", views, g.players, None, "A", g.stack) == ["kill", "gain"]
    assert legal_targets("target spell", views, g.players, None, "A", g.stack) == ["kill", "bear", "gain"]


@pytest.mark.parametrize("named", ["card", "stack id"])
def test_copy_target_instant_spell_copies_it(named: str) -> None:
    g = _game()
    g.create("fork", _spell("Copy", "target instant spell", CopySpell("target")), controller="A", zone="hand",
             event=False)
    s1 = g.cast("kill", targets=["x"])
    with pytest.raises(TargetError, match="legal: kill"):
        g.cast("fork", targets=["x"])  # a creature on the battlefield is no instant spell
    fork = g.cast("fork", targets=["kill" if named == "card" else s1.id])
    assert fork.targets == ("kill",)  # 112.1: the spell is the card on the stack
    g.resolve_top()
    assert len(g.stack) == 2 and g.stack[-1].copy_of == s1.id


def test_an_effect_on_target_instant_spell_changes_the_spell() -> None:
    from engine.effects import EffectSpec, SetColors
    from engine.selectors import parse_selector
    red = permanent("Red", ("instant",), SpellAbility(
        "Target instant spell becomes red.", effect=EffectSpec("Target instant spell becomes red.",
                                                              parse_selector("target instant spell"),
                                                              (SetColors(("red",)),)), target="target instant spell"))
    g = _game()
    g.create("red", red, controller="A", zone="hand", event=False)
    s1 = g.cast("kill", targets=["x"])
    g.cast("red", targets=[s1.id])
    g.resolve_top()
    assert g.characteristics(record=False).state("kill").colors == ("red",)


def test_counter_target_creature_spell_counters_it() -> None:
    g = _game()
    g.create("no", _spell("Counter", "target creature spell", Counter("target")), controller="A", zone="hand",
             event=False)
    s2 = g.cast("bear")
    g.cast("no", targets=[s2.id])
    g.resolve_top()
    assert g.stack == [] and g.obj("bear").zone == "graveyard"


@pytest.mark.parametrize(("phrase", "do"), [("target creature", "copy_spell: target"),
                                            ("target creature", "counter: target"),
                                            ("target player", "counter: target"),
                                            ("target triggered ability", "copy_spell: target"),
                                            ("target spell", "copy_trigger: target")])
def test_an_instruction_on_a_kind_its_target_is_not_is_refused(phrase: str, do: str) -> None:
    text = f"spell:\n  text: It.\n  target: {phrase}\n  do:\n    - {do}\n"
    with pytest.raises(CardError, match="c.yaml:4: " + do.split(":")[0] + " cannot take effect"):
        parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))


def test_copy_trigger_on_a_triggered_target_is_read() -> None:
    ab = parse_ability(load_yaml("triggered:\n  text: It.\n  when: enters\n  target: target triggered ability\n"
                                 "  do:\n    - copy_trigger: target\n", "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, TriggeredAbility) and ab.instructions == (CopyTrigger("target"),)
