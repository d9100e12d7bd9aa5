"""506.4: a permanent removed from combat — when its controller changes, when an attacking or
blocking creature stops being a creature, when an effect removes it — stops being an attacking,
blocking, blocked or unblocked creature, deals no combat damage and is dealt none. Anonymous
objects only."""

from __future__ import annotations

from engine_helpers import creature, spec

from engine import Game
from engine.effects import GainControl, SetTypes


def _combat(attackers: tuple[str, ...] = ("a",), blocks: dict[str, str] | None = None) -> Game:
    """A's 2/2 creatures ``attackers`` attack B, whose 2/2 creatures block as ``blocks`` says."""
    g = Game()
    for a in attackers:
        g.create(a, creature(), controller="A", event=False)
    for b in (blocks or {}):
        g.create(b, creature(), controller="B", event=False)
    g.declare_attackers(list(attackers), "B")
    g.declare_blockers(blocks or {})
    return g


def test_an_attacker_whose_controller_changes_is_removed_from_combat() -> None:
    g = _combat(("a", "b"), {"y": "a"})
    g.create_effect(spec("Gain control of target creature.", "target creature", GainControl()), controller="B",
                    targets=["a"])
    g.characteristics()
    assert (g.obj("a").attacking, g.obj("a").blocked, g.obj("y").blocking) == (None, False, ())  # 506.4
    pairs, _ = g.combat_damage_step()
    assert pairs == [("b", "B", 2)] and (g.obj("a").damage, g.obj("y").damage) == (0, 0)
    assert [e.kind for e in g.log].count("removed_from_combat") == 1


def test_a_blocker_whose_controller_changes_leaves_its_attacker_blocked() -> None:
    g = _combat(("a",), {"y": "a", "z": "a"})
    g.create_effect(spec("Gain control of target creature.", "target creature", GainControl()), controller="A",
                    targets=["y"])
    g.characteristics()
    assert (g.obj("y").blocking, g.obj("a").blocked) == ((), True)  # 509.1h: still blocked
    pairs, _ = g.combat_damage_step(divisions={"a": {"z": 2}})
    assert sorted(pairs) == [("a", "z", 2), ("z", "a", 2)] and g.obj("y").damage == 0


def test_an_attacker_that_stops_being_a_creature_stays_out_of_combat() -> None:
    g = _combat(("a",))
    e = g.create_effect(spec("Target creature becomes an artifact.", "target creature", SetTypes(("artifact",))),
                        controller="B", targets=["a"])
    g.characteristics()
    assert g.obj("a").attacking is None  # 506.4
    g.end_effect(e.id)
    g.characteristics()
    assert g.obj("a").attacking is None  # a creature again, but not attacking
    assert g.life["B"] == 20


def test_an_effect_removes_a_creature_from_combat() -> None:
    g = _combat(("a", "b"), {"y": "b"})
    g.remove_from_combat("b")
    assert (g.obj("b").attacking, g.obj("b").blocked, g.obj("y").blocking) == (None, False, ())
    pairs, _ = g.combat_damage_step()
    assert pairs == [("a", "B", 2)]
