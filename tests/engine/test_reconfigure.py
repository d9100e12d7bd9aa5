"""702.151b: an Equipment with reconfigure attached to a creature stops being a creature until it
becomes unattached — a rule in layer 4 at the timestamp attaching gave it (701.3c) — so 704.5p
(a creature attached to anything becomes unattached) leaves it attached; without reconfigure an
Equipment creature falls off; an effect with a later timestamp that makes it a creature again
does make it fall off (704.5p, 613.7). Anonymous objects (the sixth round found reconfigure not
expressible)."""

from __future__ import annotations

from dataclasses import replace

from engine_helpers import creature, spec

from engine import Game, Keyword, StaticAbility
from engine.effects import AddTypes, ModifyPT
from engine.expressions import parse_expression


def _fox(*keywords: str) -> Game:
    g = Game()
    g.create("bear", creature("Bear"), controller="A", event=False)
    fox = creature("Fox", pt=(3, 3), subtypes=("Equipment", "Fox"), abilities=(
        *(Keyword(k) for k in keywords),
        StaticAbility("Equipped creature gets +1/+1.", spec("Equipped creature gets +1/+1.", "equipped creature",
                                                             ModifyPT(parse_expression("1"), parse_expression("1"))))))
    # set up attached (without reconfigure, attaching it would not move it, 301.5c, 701.3b)
    g.create("fox", replace(fox, card_types=frozenset({"artifact", "creature"})), controller="A", event=False,
             attached_to="bear")
    g.check_state_based_actions()
    return g


def test_attached_with_reconfigure_it_is_no_creature_and_stays_attached() -> None:
    g = _fox("Reconfigure {2}")
    ev = g.characteristics()
    assert g.obj("fox").attached_to == "bear"
    assert set(ev.state("fox").card_types) == {"artifact"} and list(ev.state("fox").subtypes) == ["Equipment"]
    assert ev.state("fox").power is None  # 208.3
    assert ev.state("bear").pt == "3/3"
    g.move_together(["bear"], "graveyard")
    g.check_state_based_actions()
    assert set(g.characteristics().state("fox").card_types) == {"artifact", "creature"}  # unattached: a creature


def test_without_reconfigure_an_equipment_creature_falls_off() -> None:
    g = _fox()
    assert g.obj("fox").attached_to is None  # 704.5p
    assert g.characteristics().state("bear").pt == "2/2"


def test_a_later_effect_making_it_a_creature_makes_it_fall_off() -> None:
    g = _fox("Reconfigure {2}")
    g.create_effect(spec("Artifacts are creatures.", "artifacts", AddTypes(("creature",))), controller="A")
    g.check_state_based_actions()
    assert g.obj("fox").attached_to is None  # 613.7: the later effect wins; 704.5p
