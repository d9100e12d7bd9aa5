"""115.1b, 303.4a: an Aura spell is targeted — its enchant ability defines its legal targets,
chosen and checked as it is cast (601.2c); it doesn't resolve if that target is illegal as it
resolves and goes to its owner's graveyard (608.3b); it resolves into an Aura attached to the
object or player it targeted (608.3c). Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, static

from engine import Game
from engine.effects import AddAbilities, GainControl
from engine.errors import TargetError
from engine.keywords import Keyword
from engine.objects import Characteristics

STEAL = static("You control enchanted creature.", "enchanted creature", GainControl())


def _aura(enchant: str = "enchant creature", colors: tuple[str, ...] = ("blue",)) -> Characteristics:
    return Characteristics(name="Aura", card_types=frozenset({"enchantment"}), subtypes=("Aura",),
                           colors=frozenset(colors), abilities=(Keyword(enchant), STEAL))


def _game(enchant: str = "enchant creature") -> Game:
    g = Game()
    g.create("c", creature(), controller="B")
    g.create("l", permanent("Land", ("land",)), controller="B")
    g.create("a", _aura(enchant), controller="A", zone="hand")
    return g


def test_it_resolves_attached_to_its_target() -> None:
    g = _game()
    item = g.cast("a", targets=["c"])
    assert item.target_phrase == "target creature"  # 115.1b: from its enchant ability
    g.resolve_top()
    assert g.obj("a").zone == "battlefield" and g.obj("a").attached_to == "c"  # 608.3c; before: attached to nothing
    g.check_state_based_actions()
    assert g.obj("a").zone == "battlefield" and g.characteristics().state("c").controller == "A"


def test_it_is_cast_only_with_a_legal_target() -> None:
    g = _game()
    with pytest.raises(TargetError, match="choose legal targets for 'target creature'"):
        g.cast("a")  # 601.2c, 303.4a: it requires a target; before: cast, resolved attached to nothing
    with pytest.raises(TargetError, match="legal: c"):
        g.cast("a", targets=["l"])  # not what its enchant ability says
    g.create("pro", creature(abilities=(Keyword("protection from blue"),)), controller="B")
    with pytest.raises(TargetError):
        g.cast("a", targets=["pro"])  # 702.16b: a blue Aura spell can't target it
    assert g.obj("a").zone == "hand"


def test_it_does_not_resolve_once_its_target_is_illegal() -> None:
    g = _game()
    g.cast("a", targets=["c"])
    g.create_effect(static("Target creature gains protection from blue.", "target creature",
                           AddAbilities((Keyword("protection from blue"),))).effect, controller="B", targets=["c"])
    g.resolve_top()
    assert g.obj("a").zone == "graveyard"  # 608.3b
    assert g.characteristics().state("c").controller == "B"
    assert any(e.says is not None and e.says.kind == "resolve.no_legal_target" and "608.3b" in str(e.says.to_json())
               for e in g.log)


def test_an_aura_with_enchant_player_targets_a_player() -> None:
    g = _game("enchant player")
    with pytest.raises(TargetError):
        g.cast("a", targets=["c"])
    g.cast("a", targets=["B"])
    g.resolve_top()
    assert g.obj("a").attached_to == "B"  # 608.3c: attached to the player it targeted
