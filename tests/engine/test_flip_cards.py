"""Flip cards (710): a flipped permanent has the alternative name, text box, type line, power and
toughness (710.2), its colors and mana cost unchanged (710.1c); flipping is a status (110.5) kept
while it becomes a copy of other objects, so a flipped copy of an unflipped flip card has that
card's alternative characteristics (707.3); leaving the battlefield forgets it (710.4). Anonymous."""

from __future__ import annotations

import dataclasses

from engine_helpers import FLYING, creature, permanent

from engine import Game, parse_selector
from engine.abilities import ActivatedAbility
from engine.copying import CopyValues
from engine.effects import Duration, EffectSpec
from engine.instructions import Flip

FLIPS = ActivatedAbility("{T}: Flip this creature.", "{T}", None, Duration.INDEFINITE, (Flip("self"),))
APPRENTICE = dataclasses.replace(
    creature("Apprentice", (1, 2), colors=("blue",), abilities=(FLIPS,), subtypes=("Wizard",), cost="{1}{U}"),
    flip=dataclasses.replace(permanent("Revealer", ("creature",), FLYING, subtypes=("Wizard",),
                                       supertypes=("legendary",)), power=2, toughness=3))
SHORTFANG = dataclasses.replace(
    creature("Shortfang", (1, 1), colors=("black",), subtypes=("Rat",), cost="{1}{B}"),
    flip=dataclasses.replace(permanent("Odious", ("creature",), subtypes=("Rat",), supertypes=("legendary",)),
                             power=3, toughness=3))


def _state(g: Game, oid: str) -> tuple[str, str, int | None, tuple[str, ...], tuple[str, ...]]:
    v = g.characteristics().views[oid]
    return v.name, v.type_line(), v.power, tuple(sorted(v.colors)), tuple(v.ability_texts())


def _becomes_copy(g: Game, oid: str, of: str) -> None:
    g.create_effect(EffectSpec("becomes a copy", parse_selector("target creature"), (CopyValues("copy"),)),
                    controller="A", targets=[oid], choices={"copy": of})


def test_a_flipped_permanent_has_its_alternative_characteristics_but_its_colors() -> None:
    g = Game()
    g.create("a", APPRENTICE, controller="A", event=False)
    assert _state(g, "a") == ("Apprentice", "Creature — Wizard", 1, ("blue",), ("{T}: Flip this creature.",))
    g.activate_ability("a", 0)
    g.resolve_top()
    assert g.obj("a").flipped
    assert _state(g, "a") == ("Revealer", "Legendary Creature — Wizard", 2, ("blue",), ("Flying",))
    assert g.characteristics().views["a"].mana_value == 2  # 710.1c


def test_a_flipped_copy_of_an_unflipped_flip_card_has_its_alternative_characteristics() -> None:
    g = Game()
    g.create("a", APPRENTICE, controller="A", event=False, flipped=True)
    g.create("s", SHORTFANG, controller="B", event=False)
    g.create("bear", creature("Bear", (2, 2), colors=("green",)), controller="B", event=False)
    _becomes_copy(g, "a", "bear")
    assert _state(g, "a")[:3] == ("Bear", "Creature", 2) and g.obj("a").flipped  # kept: no relevance to Bear
    _becomes_copy(g, "a", "s")
    assert _state(g, "a") == ("Odious", "Legendary Creature — Rat", 3, ("black",), ())
    assert _state(g, "s")[:3] == ("Shortfang", "Creature — Rat", 1)  # the original is not flipped


def test_a_flipped_permanent_that_leaves_forgets_it() -> None:
    g = Game()
    g.create("a", APPRENTICE, controller="A", event=False, flipped=True)
    g.move_together(["a"], "graveyard")
    assert _state(g, "a")[0] == "Apprentice"
    g.move_together(["a"], "battlefield")
    assert not g.obj("a").flipped and _state(g, "a")[0] == "Apprentice"


def test_only_a_permanent_is_flipped() -> None:
    g = Game()
    g.create("a", APPRENTICE, controller="A", zone="hand", event=False, flipped=True)
    assert not g.obj("a").flipped and _state(g, "a")[0] == "Apprentice"
