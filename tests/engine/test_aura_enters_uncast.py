"""303.4f: an Aura put onto the battlefield other than by resolving as an Aura spell, with nothing
said it enters attached to, isn't targeted — the player putting it there chooses, as it enters, an
object or player it can legally enchant (the choice ``enchant``): a creature with hexproof or shroud
may be chosen, one with protection from a quality of the Aura may not (702.16c). 303.4g: with
nothing it can enchant it remains in its zone. Before, such an Aura entered attached to nothing and
the state-based actions put it into its owner's graveyard (704.5m), silently. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, spec

from engine import Game
from engine.effects import AddAbilities
from engine.errors import ChoiceError, IllegalActionError
from engine.keywords import Keyword


def _aura(*more: object) -> object:
    return permanent("Aura", ("enchantment",), Keyword("enchant creature"), *more, subtypes=("Aura",))


def _game(*creatures: tuple[str, tuple[str, ...]]) -> Game:
    g = Game()
    for oid, keywords in creatures:
        g.create(oid, creature(abilities=tuple(Keyword(k) for k in keywords)), controller="B", event=False)
    g.create("aura", _aura(), controller="A", zone="graveyard", event=False)
    return g


def test_an_aura_returned_from_the_graveyard_enchants_the_one_creature_there_is() -> None:
    g = _game(("c", ()))
    g.move_together(["aura"], "battlefield")
    g.check_state_based_actions()
    assert (g.obj("aura").zone, g.obj("aura").attached_to) == ("battlefield", "c")


@pytest.mark.parametrize("keyword", ["hexproof", "shroud"])
def test_a_creature_with_hexproof_or_shroud_may_be_chosen(keyword: str) -> None:  # not targeted
    g = _game(("c", (keyword,)), ("d", ()))
    g.entering_choices["aura"] = {"enchant": "c"}
    g.move_together(["aura"], "battlefield")
    g.check_state_based_actions()
    assert (g.obj("aura").zone, g.obj("aura").attached_to) == ("battlefield", "c")


def test_a_creature_with_protection_from_enchantments_may_not_be_chosen() -> None:  # 702.16c
    g = _game(("c", ("protection from enchantments",)), ("d", ()))
    g.entering_choices["aura"] = {"enchant": "c"}
    with pytest.raises(ChoiceError, match=r"can't enchant c .*303\.4f.*legal: d"):
        g.move_together(["aura"], "battlefield")
    assert g.obj("aura").zone == "graveyard"
    g.entering_choices["aura"] = {}
    g.move_together(["aura"], "battlefield")  # the one it can enchant
    assert g.obj("aura").attached_to == "d"


def test_a_choice_among_several_is_not_made_for_the_player() -> None:
    g = _game(("c", ()), ("d", ()))
    with pytest.raises(ChoiceError, match=r"303\.4f.*legal: c, d"):
        g.move_together(["aura"], "battlefield")
    assert g.obj("aura").zone == "graveyard"


def test_with_nothing_to_enchant_it_stays_in_its_zone() -> None:  # 303.4g
    g = _game(("c", ("protection from enchantments",)))
    g.move_together(["aura"], "battlefield")
    assert g.obj("aura").zone == "graveyard" and g.obj("aura").incarnation == 0
    assert any(e.says is not None and e.says.kind == "event.aura_stays" for e in g.log)


def test_an_aura_created_on_the_battlefield_enchants_what_is_chosen() -> None:
    g = _game(("c", ()), ("d", ()))
    g.create("aura2", _aura(), controller="A", choices={"enchant": "d"})
    assert g.obj("aura2").attached_to == "d"
    with pytest.raises(ChoiceError):
        g.create("aura3", _aura(), controller="A")
    assert "aura3" not in g.objects


def test_an_aura_created_with_nothing_to_enchant_is_refused() -> None:  # 303.4g
    g = Game()
    with pytest.raises(IllegalActionError, match=r"303\.4g"):
        g.create("aura", _aura(), controller="A")
    assert "aura" not in g.objects


def test_the_choice_enchant_of_a_non_aura_is_refused() -> None:  # 614.12a: nothing takes it
    g = _game(("c", ()))
    g.create("x", creature("Other"), controller="A", zone="graveyard", event=False)
    g.entering_choices["x"] = {"enchant": "c"}
    with pytest.raises(ChoiceError, match="enchant"):
        g.move_together(["x"], "battlefield")


def test_protection_gained_later_puts_it_into_the_graveyard() -> None:  # 704.5m still applies
    g = _game(("c", ()))
    g.move_together(["aura"], "battlefield")
    g.create_effect(spec("It gains protection.", "target creature", AddAbilities((Keyword("protection from enchantments"),))),
                    controller="B", targets=["c"])
    g.check_state_based_actions()
    assert g.obj("aura").zone == "graveyard"


def test_the_choice_enchant_of_an_aura_spell_is_refused() -> None:  # 608.3c: it enchants its target
    g = _game(("c", ()), ("d", ()))
    g.create("spell", _aura(), controller="A", zone="hand", event=False)
    g.entering_choices["spell"] = {"enchant": "d"}
    g.cast("spell", targets=["c"])
    with pytest.raises(ChoiceError, match="enchant"):
        g.resolve_top()


def test_an_aura_put_onto_the_battlefield_attached_to_what_it_cant_enchant_is_refused() -> None:  # 303.4i
    g = _game(("c", ("protection from enchantments",)))
    with pytest.raises(IllegalActionError, match=r"303\.4i"):
        g.create("aura2", _aura(), controller="A", attached_to="c")
    assert "aura2" not in g.objects


@pytest.mark.parametrize(("subtype", "rule"), [("Equipment", "301.5e"), ("Vehicle", "303.4h")])
def test_an_equipment_put_onto_the_battlefield_attached_to_a_noncreature_enters_unattached(
        subtype: str, rule: str) -> None:
    g = Game()
    g.create("land", permanent("Land", ("land",)), controller="A", event=False)
    g.create("gear", permanent("Gear", ("artifact",), subtypes=(subtype,)), controller="A", attached_to="land")
    assert (g.obj("gear").zone, g.obj("gear").attached_to) == ("battlefield", None)
    assert any(e.says is not None and e.says.kind == "event.enters_unattached" and rule in str(e.says.to_json())
               for e in g.log)


def test_attach_refuses_an_object_off_the_battlefield() -> None:  # 701.3a: it moves a permanent
    g = _game(("c", ()))
    with pytest.raises(IllegalActionError, match=r"701\.3a"):
        g.attach("aura", "c")
