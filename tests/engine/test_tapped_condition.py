"""The condition `tapped` (110.5, 701.26): "for as long as ~ remains tapped" (611.2b) and "as long
as ~ is tapped" (611.3a) read the tapped status of the object the ability is of — a view has it
now (engine.view.View.tapped; only a permanent is tapped). Anonymous objects, read from a card's
YAML as a contributor writes it."""

from __future__ import annotations

from engine_helpers import creature

from engine import Game
from engine.abilities import ActivatedAbility, StaticAbility
from engine.conditions import Tapped
from engine.view import View
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml


def test_for_as_long_as_it_remains_tapped() -> None:
    text = ("activated:\n  text: \"{T}: Gain control of target creature for as long as this remains tapped.\"\n"
            "  cost: \"{T}\"\n  affected: target creature\n  gain_control: true\n"
            "  for_as_long_as: {tapped: true}\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, ActivatedAbility) and ab.lasts_while == Tapped(True)
    g = Game()
    g.create("rod", creature("Rod", abilities=(ab,)), controller="A", event=False)
    g.create("x", creature(pt=(2, 2)), controller="B", event=False)
    g.activate_ability("rod", targets=["x"])  # its cost {T} paid: it is tapped
    g.resolve_top()
    assert g.obj("rod").tapped
    assert g.characteristics().state("x").controller == "A"
    g.obj("rod").tapped = False  # it untaps: the duration is over (611.2b)
    assert g.characteristics().state("x").controller == "B"
    g.obj("rod").tapped = True  # and does not begin again
    assert g.characteristics().state("x").controller == "B"


def test_as_long_as_it_is_tapped() -> None:
    text = ("static:\n  text: \"As long as this creature is tapped, it gets +2/+0.\"\n  affected: self\n"
            "  modify_pt: +2/+0\n  as_long_as: {tapped: true}\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, StaticAbility)
    g = Game()
    g.create("c", creature(pt=(1, 1), abilities=(ab,)), controller="A", event=False)
    assert g.characteristics().state("c").power == 1
    g.obj("c").tapped = True
    assert g.characteristics().state("c").power == 3


def test_only_a_permanent_is_tapped_in_its_view() -> None:
    g = Game()
    g.create("c", creature(), controller="A", event=False)
    g.obj("c").tapped = True
    assert View.of(g.obj("c")).tapped
    g.obj("c").zone = "graveyard"
    assert not View.of(g.obj("c")).tapped
