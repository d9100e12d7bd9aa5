"""509.1a as effects change it: a creature that can block additional creatures blocks several
attacking creatures; it divides its combat damage among them (510.1d), and a trampling attacker
counts the damage the other attackers assign to a blocker as lethal damage (702.19b, its first
example). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, static

from engine import Game, Keyword
from engine.effects import BlockAdditional, BlockAnyNumber, MustBeBlocked, MustBlock
from engine.errors import IllegalActionError


def _game(blocker_part: object | None, *attackers: tuple[str, tuple[int, int], tuple[object, ...]],
          blocker_pt: tuple[int, int] = (2, 2)) -> Game:
    """A attacks B with ``attackers`` (id, P/T, abilities); B controls ``w``, with ``blocker_part``."""
    g = Game()
    for oid, pt, abilities in attackers:
        g.create(oid, creature(pt=pt, abilities=abilities), controller="A", event=False)
    abilities = (static("This creature can block an additional creature each combat.", "self", blocker_part),) \
        if blocker_part is not None else ()
    g.create("w", creature(pt=blocker_pt, abilities=abilities), controller="B", event=False)
    g.declare_attackers([a[0] for a in attackers], "B")
    return g


def test_a_creature_blocks_one_attacker_unless_an_effect_lets_it_block_more() -> None:
    g = _game(None, ("a1", (1, 1), ()), ("a2", (1, 1), ()))
    with pytest.raises(IllegalActionError, match="509.1a"):
        g.declare_blockers({"w": ("a1", "a2")})
    g = _game(BlockAdditional("", 1), ("a1", (1, 1), ()), ("a2", (1, 1), ()), ("a3", (1, 1), ()))
    with pytest.raises(IllegalActionError, match="can block 2 attacking creatures, not 3"):
        g.declare_blockers({"w": ("a1", "a2", "a3")})
    g.declare_blockers({"w": ("a1", "a2")})
    assert g.obj("w").blocking == ("a1", "a2") and g.obj("a1").blocked and g.obj("a2").blocked
    assert not g.obj("a3").blocked


def test_any_number_and_each_attacker_once() -> None:
    g = _game(BlockAnyNumber(""), ("a1", (1, 1), ()), ("a2", (1, 1), ()), ("a3", (1, 1), ()))
    with pytest.raises(IllegalActionError, match="each once"):
        g.declare_blockers({"w": ("a1", "a1")})
    g.declare_blockers({"w": ("a1", "a2", "a3")})
    assert g.obj("w").blocking == ("a1", "a2", "a3")
    blocks = [e for e in g.log if e.kind == "blocks"]
    assert len(blocks) == 1  # 509.3a: "whenever it blocks" once, however many it blocks


def test_evasion_is_judged_for_each_attacker_it_blocks() -> None:
    g = _game(BlockAdditional("", 1), ("a1", (1, 1), ()), ("f", (1, 1), (Keyword("flying"),)))
    with pytest.raises(IllegalActionError, match="702.9b"):
        g.declare_blockers({"w": ("a1", "f")})


def test_a_blocker_of_several_divides_its_damage_among_them() -> None:
    g = _game(BlockAdditional("", 1), ("a1", (1, 1), ()), ("a2", (1, 1), ()), blocker_pt=(3, 3))
    g.declare_blockers({"w": ("a1", "a2")})
    with pytest.raises(IllegalActionError, match="510.1d"):
        g.combat_damage_step()
    with pytest.raises(IllegalActionError, match="510.1a"):
        g.combat_damage_step({"w": {"a1": 1, "a2": 1}})
    pairs, done = g.combat_damage_step({"w": {"a1": 2, "a2": 1}})
    assert sorted(pairs, key=str) == sorted([("a1", "w", 1), ("a2", "w", 1), ("w", "a1", 2), ("w", "a2", 1)], key=str)
    assert sorted(done) == ["a1", "a2"] and g.obj("w").damage == 2


def test_trample_counts_the_damage_other_attackers_assign_to_the_blocker() -> None:
    # 702.19b, the first example: a 2/2 that can block an additional creature blocks a 1/1 and a 3/3 with trample
    g = _game(BlockAdditional("", 1), ("a1", (1, 1), ()), ("t", (3, 3), (Keyword("trample"),)))
    g.declare_blockers({"w": ("a1", "t")})
    pairs, _ = g.combat_damage_step({"t": {"w": 1, "B": 2}, "w": {"a1": 1, "t": 1}})
    assert ("t", "B", 2) in pairs and ("a1", "w", 1) in pairs and g.life["B"] == 18
    assert g.obj("w").zone == "graveyard"  # 2 damage in all: lethal


def test_trample_without_enough_lethal_damage_in_all_is_refused() -> None:
    g = _game(BlockAdditional("", 1), ("a1", (1, 1), ()), ("t", (3, 3), (Keyword("trample"),)), blocker_pt=(3, 3))
    g.declare_blockers({"w": ("a1", "t")})
    with pytest.raises(IllegalActionError, match="702.19b"):
        g.combat_damage_step({"t": {"w": 1, "B": 2}, "w": {"a1": 1, "t": 2}})  # 1 + 1 < 3
    pairs, _ = g.combat_damage_step({"t": {"w": 2, "B": 1}, "w": {"a1": 1, "t": 2}})
    assert ("t", "B", 1) in pairs


# ---- 509.1c: requirements, as many obeyed as can be without disobeying a restriction ------

def _defended(*blockers: tuple[str, tuple[object, ...]], attacker: tuple[object, ...] = ()) -> Game:
    """A's ``a`` (with ``attacker``'s abilities) attacks B, who controls ``blockers``."""
    g = Game()
    g.create("a", creature(abilities=attacker), controller="A", event=False)
    for oid, abilities in blockers:
        g.create(oid, creature(abilities=abilities), controller="B", event=False)
    g.declare_attackers(["a"], "B")
    return g


def test_a_creature_that_blocks_if_able_must_block() -> None:
    must = static("This creature blocks each combat if able.", "self", MustBlock(""))
    g = _defended(("m", (must,)), ("x", ()))
    with pytest.raises(IllegalActionError, match="509.1c"):
        g.declare_blockers({})
    with pytest.raises(IllegalActionError, match="509.1c"):
        g.declare_blockers({"x": "a"})
    g.declare_blockers({"m": "a"})
    assert g.obj("m").blocking == ("a",)


def test_the_menace_example_of_509_1c_needs_both_blockers() -> None:
    # 509.1c's example: one creature "blocks if able", another with no abilities, a creature with menace attacks
    must = static("This creature blocks each combat if able.", "self", MustBlock(""))
    g = _defended(("m", (must,)), ("x", ()), attacker=(Keyword("menace"),))
    with pytest.raises(IllegalActionError, match="702.111b"):
        g.declare_blockers({"m": "a"})  # the restriction of menace
    with pytest.raises(IllegalActionError, match="509.1c"):
        g.declare_blockers({})  # obeys the restriction, not the requirement
    g.declare_blockers({"m": "a", "x": "a"})
    assert g.obj("a").blocked


def test_a_requirement_that_cant_be_obeyed_asks_nothing() -> None:
    must = static("This creature blocks each combat if able.", "self", MustBlock(""))
    g = _defended(("m", (must,)), attacker=(Keyword("flying"),))
    g.declare_blockers({})  # it can't block a creature with flying: no requirement can be obeyed
    assert not g.obj("a").blocked


def test_all_creatures_able_to_block_it_do_so() -> None:
    lure = static("All creatures able to block this creature do so.", "self", MustBeBlocked(""))
    g = _defended(("x", ()), ("y", ()), ("t", ()), attacker=(lure,))
    g.tap("t")
    with pytest.raises(IllegalActionError, match="obeys 1 blocking requirement; 2 can be obeyed"):
        g.declare_blockers({"x": "a"})
    g.declare_blockers({"x": "a", "y": "a"})
    assert g.obj("a").blocked
