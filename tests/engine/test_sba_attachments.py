"""704.5n, 704.5p: an Equipment attached to a permanent that is not a creature (301.5), a
Fortification to one that is not a land (301.6), either to one with protection from one of its
qualities (702.16d), and a creature or another permanent that is no Aura, Equipment or
Fortification attached to anything, become unattached and remain on the battlefield. Anonymous
objects."""

from __future__ import annotations

from engine_helpers import creature, permanent, spec

from engine import Game
from engine.effects import AddTypes, SetTypes
from engine.keywords import Keyword


def _equipped(subtype: str = "Equipment", to: str = "c") -> Game:
    g = Game()
    g.create("c", creature(pt=(2, 2)), controller="A", event=False)
    g.create("l", permanent("Land", ("land",)), controller="A", event=False)
    # set up attached (701.3b: the instruction attach would not move it onto an illegal one)
    g.create("e", permanent("Gear", ("artifact",), subtypes=(subtype,)), controller="A", event=False, attached_to=to)
    return g


def test_an_equipment_on_a_creature_stays_attached() -> None:
    g = _equipped()
    g.check_state_based_actions()
    assert g.obj("e").attached_to == "c"


def test_an_equipment_on_a_permanent_no_longer_a_creature_becomes_unattached() -> None:
    g = _equipped()
    g.create_effect(spec("It becomes an artifact.", "target permanent", SetTypes(("artifact",))), controller="B",
                    targets=["c"])
    g.check_state_based_actions()
    assert g.obj("e").attached_to is None and g.obj("e").zone == "battlefield"
    assert any(e.says is not None and e.says.kind == "sba.unattached" and "704.5n" in str(e.says.to_json())
               for e in g.log)


def test_an_equipment_that_becomes_a_creature_becomes_unattached() -> None:  # 704.5p, 301.5c
    g = _equipped()
    g.create_effect(spec("It becomes a creature.", "target permanent", AddTypes(("creature",))), controller="B",
                    targets=["e"])
    g.check_state_based_actions()
    assert g.obj("e").attached_to is None and g.obj("e").zone == "battlefield"


def test_protection_from_artifacts_unattaches_an_equipment() -> None:  # 702.16d
    g = _equipped()
    g.create_effect(spec("It gains protection from artifacts.", "target creature", _gains("protection from artifacts")),
                    controller="A", targets=["c"])
    g.check_state_based_actions()
    assert g.obj("e").attached_to is None


def test_a_fortification_on_a_land_stays_and_on_a_creature_does_not() -> None:
    g = _equipped("Fortification", to="l")
    g.check_state_based_actions()
    assert g.obj("e").attached_to == "l"
    g = _equipped("Fortification", to="c")
    g.check_state_based_actions()
    assert g.obj("e").attached_to is None


def test_a_permanent_that_attaches_nothing_becomes_unattached() -> None:  # 704.5p
    g = _equipped("Vehicle")
    g.check_state_based_actions()
    assert g.obj("e").attached_to is None and g.obj("e").zone == "battlefield"


def _gains(keyword: str) -> object:
    from engine.effects import AddAbilities
    return AddAbilities((Keyword(keyword),))
