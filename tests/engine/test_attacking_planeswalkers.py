"""506.3, 508.1b: a creature attacks a planeswalker the defending player controls; that player's
creatures may block it (509.1a); unblocked, it deals its combat damage to the planeswalker (510.1b),
which loses that many loyalty counters (120.3c); trample's excess goes to the planeswalker
(702.19b); a planeswalker that leaves the battlefield, changes controller or stops being one is
removed from combat and its attackers attack nothing (506.4, 506.4c). Damage to a battle removes
defense counters (120.3h). Anonymous objects only."""

from __future__ import annotations

from dataclasses import replace

import pytest
from engine_helpers import creature, permanent, spec

from engine import Game, Keyword
from engine.effects import GainControl, SetTypes
from engine.errors import IllegalActionError


def _game(*attacker_abilities: object, loyalty: int = 3) -> Game:
    """A's 2/2 ``a`` (and ``b``) may attack B, who controls the planeswalker ``pw`` and the 2/2 ``x``."""
    g = Game()
    g.create("a", creature(abilities=attacker_abilities), controller="A", event=False)
    g.create("b", creature(), controller="A", event=False)
    g.create("pw", replace(permanent("Walker", ("planeswalker",)), loyalty=loyalty), controller="B", event=False)
    g.obj("pw").counters["loyalty"] = loyalty
    g.create("x", creature(), controller="B", event=False)
    return g


def test_an_unblocked_creature_damages_the_planeswalker_it_attacks() -> None:
    g = _game()
    g.declare_attackers(["a", "b"], "B", {"a": "pw"})
    assert (g.obj("a").attacking, g.obj("b").attacking) == ("pw", "B")
    pairs, _ = g.combat_damage_step()
    assert sorted(pairs) == [("a", "pw", 2), ("b", "B", 2)]  # 510.1b
    assert g.obj("pw").counters["loyalty"] == 1 and g.life["B"] == 18  # 120.3c


def test_its_controller_blocks_a_creature_attacking_it() -> None:
    g = _game()
    g.declare_attackers(["a"], "B", {"a": "pw"})
    g.declare_blockers({"x": "a"})  # 509.1a: attacking a planeswalker the defending player controls
    pairs, _ = g.combat_damage_step()
    assert sorted(pairs) == [("a", "x", 2), ("x", "a", 2)] and g.obj("pw").counters["loyalty"] == 3


def test_only_the_defending_players_planeswalker_and_no_creature_can_be_attacked() -> None:
    g = _game()
    g.create("mine", replace(permanent("Mine", ("planeswalker",)), loyalty=3), controller="A", event=False)
    with pytest.raises(IllegalActionError, match="508.1b"):
        g.declare_attackers(["a"], "B", {"a": "mine"})
    with pytest.raises(IllegalActionError, match="506.3"):
        g.declare_attackers(["a"], "B", {"a": "x"})
    g.create("siege", permanent("Siege", ("battle",)), controller="A", event=False)
    with pytest.raises(IllegalActionError, match="310.8"):
        g.declare_attackers(["a"], "B", {"a": "siege"})
    assert g.obj("a").attacking is None


def test_trample_assigns_its_excess_to_the_planeswalker() -> None:
    g = _game(Keyword("trample"))
    g.obj("a").counters["+1/+1"] = 2  # a 4/4
    g.declare_attackers(["a"], "B", {"a": "pw"})
    g.declare_blockers({"x": "a"})
    pairs, _ = g.combat_damage_step()
    assert ("a", "pw", 2) in pairs and ("a", "x", 2) in pairs and g.life["B"] == 20  # 702.19b


def test_a_planeswalker_that_leaves_or_changes_is_removed_and_its_attacker_attacks_nothing() -> None:
    g = _game()
    g.declare_attackers(["a", "b"], "B", {"a": "pw", "b": "pw"})
    g.move_together(["pw"], "graveyard")
    g.characteristics()
    assert (g.obj("a").attacking, g.obj("b").attacking) == ("", "")  # 506.4c: still attacking creatures
    g.declare_blockers({"x": "b"})  # 506.4c: it may be blocked
    pairs, _ = g.combat_damage_step()
    assert sorted(pairs) == [("b", "x", 2), ("x", "b", 2)] and g.life["B"] == 20  # 510.1b: a deals none
    g = _game()
    g.declare_attackers(["a"], "B", {"a": "pw"})
    g.create_effect(spec("Gain control of target permanent.", "target permanent", GainControl()), controller="A",
                    targets=["pw"])
    g.characteristics()
    assert g.obj("a").attacking == ""  # 506.4: its controller changed
    g = _game()
    g.declare_attackers(["a"], "B", {"a": "pw"})
    g.create_effect(spec("It becomes an artifact.", "target permanent", SetTypes(("artifact",))), controller="A",
                    targets=["pw"])
    g.characteristics()
    assert g.obj("a").attacking == ""  # 506.4: it stopped being a planeswalker


def test_damage_to_a_battle_removes_defense_counters() -> None:
    g = Game()
    g.create("s", creature(pt=(3, 3)), controller="A", event=False)
    g.create("siege", permanent("Siege", ("battle",)), controller="B", event=False)
    g.obj("siege").counters["defense"] = 5
    g.deal_damage_together([("s", "siege", 3)])
    assert (g.obj("siege").counters["defense"], g.obj("siege").damage) == (2, 0)  # 120.3h
