"""614.5: a replacement effect gets one opportunity to affect an event and the modified events
that replace it — also the events its modified event's instructions cause (`do`: "draw that
many cards instead"), where it looped until the engine's recursion limit. Anonymous objects."""

from __future__ import annotations

from engine_helpers import permanent
from test_mill import activate

from engine import Game, ReplacementAbility
from engine.instructions import GainLife
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml

GAIN_TO_DRAW = ("replacement:\n  text: If you would gain life, draw that many cards instead.\n"
                "  would: {gain_life: you}\n  instead: [{skip: true}, {do: [{draw: that many}]}]\n")
DRAW_TO_GAIN = ("replacement:\n  text: If you would draw a card, you gain 1 life instead.\n"
                "  would: {draw: you}\n  instead: [{skip: true}, {do: [{gain_life: 1}]}]\n")


def _ability(text: str) -> ReplacementAbility:
    ab = parse_ability(load_yaml(text, "x.yaml"), Where("x.yaml", 1))
    assert isinstance(ab, ReplacementAbility)
    return ab


def test_each_effect_applies_once_along_the_chain() -> None:
    g = Game()
    for n in range(5):
        g.create(f"lib{n}", permanent(f"Card{n}", ("instant",)), controller="A", zone="library", event=False)
    g.create("e1", permanent("E1", ("enchantment",), _ability(GAIN_TO_DRAW)), controller="A", event=False)
    g.create("e2", permanent("E2", ("enchantment",), _ability(DRAW_TO_GAIN)), controller="A", event=False)
    activate(g, GainLife(2))
    # 2 life → 2 draws (e1) → each a gain of 1 (e2), which e1 can't replace again
    assert g.life["A"] == 22
    assert sum(1 for o in g.objects.values() if o.zone == "library") == 5


def test_an_effect_applies_again_to_a_later_separate_event() -> None:
    g = Game()
    for n in range(5):
        g.create(f"lib{n}", permanent(f"Card{n}", ("instant",)), controller="A", zone="library", event=False)
    g.create("e1", permanent("E1", ("enchantment",), _ability(GAIN_TO_DRAW)), controller="A", event=False)
    activate(g, GainLife(1))
    activate(g, GainLife(2))
    assert g.life["A"] == 20
    assert sum(1 for o in g.objects.values() if o.zone == "hand") == 3
