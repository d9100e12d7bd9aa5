"""615.8: "the next time a source of your choice would deal damage to you this turn, prevent that
damage" — the next instance, whatever its amount; 615.9: "prevent all damage a red source of your
choice would deal this turn" — the quality rechecked as it would deal damage: no longer red, not
prevented and the shield not used up. The source is chosen on resolution. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, spec

from engine import Game, SetColors, SpellAbility, parse_selector
from engine.errors import ChoiceError
from engine.replacement import PreventDamageFrom


def _game(chosen: tuple[str, ...], quality: str = "objects", to: str = "you", every: bool = False,
          target: str = "") -> Game:
    g = Game()
    g.create("red", creature("Red", colors=("red",)), controller="B", event=False)
    g.create("green", creature("Green", colors=("green",)), controller="B", event=False)
    g.create("c", creature("Mine", pt=(5, 5)), controller="A", event=False)
    circle = permanent("Circle", ("instant",), SpellAbility(
        "Prevent damage from a source of your choice.", target="any target" if target else "",
        instructions=(PreventDamageFrom(parse_selector(quality), to=to, all=every),)))
    g.create("circle", circle, controller="A", zone="hand", event=False)
    g.cast("circle", targets=[target] if target else [])
    g.resolve_top(chosen)
    return g


def test_615_8_the_next_instance_whatever_its_amount() -> None:
    g = _game(("red",))
    g.deal_damage("green", "A", 1)  # another source: dealt
    g.deal_damage("red", "c", 2)  # to another recipient: dealt
    assert g.life["A"] == 19 and g.obj("c").damage == 2
    g.deal_damage("red", "A", 7)  # the next time: all 7 prevented
    assert g.life["A"] == 19 and not g.shields
    g.deal_damage("red", "A", 2)  # used up
    assert g.life["A"] == 17


def test_615_8_to_its_target() -> None:
    g = _game(("red",), to="target", target="c")
    g.deal_damage("red", "A", 2)
    g.deal_damage("red", "c", 3)
    assert g.life["A"] == 18 and g.obj("c").damage == 0


def test_615_9_all_damage_from_it_this_turn_while_it_is_red() -> None:
    g = _game(("red",), quality="red objects", to="any", every=True)
    g.deal_damage("red", "A", 2)
    g.deal_damage("red", "c", 2)
    assert g.life["A"] == 20 and g.obj("c").damage == 0 and g.shields  # all of it, the shield stays
    g.create_effect(spec("It becomes green.", "target creature", SetColors(("green",))), controller="B",
                    targets=["red"])
    g.deal_damage("red", "A", 3)  # 615.9: no longer red — not prevented, the shield not used up
    assert g.life["A"] == 17 and g.shields
    g.end_effect(next(iter(g.effects)))
    g.deal_damage("red", "A", 3)
    assert g.life["A"] == 17


def test_the_source_is_one_the_phrase_describes_and_is_chosen() -> None:
    with pytest.raises(ChoiceError, match="choose one source it describes"):
        _game(())
    with pytest.raises(ChoiceError, match="not green"):
        _game(("green",), quality="red objects")


def test_to_target_needs_a_target() -> None:
    assert "target" in PreventDamageFrom(parse_selector("objects"), to="target").needs_all()
