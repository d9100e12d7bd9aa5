"""800.4: a player who loses a game of three or more players leaves it and the game goes on —
what they own leaves with them, what gave them control ends, what they control on the stack and
no card represents ceases to exist, what they still control is exiled (800.4a); they are no
opponent, target or defender any more (800.4b–e), and their "until your next turn" ends when
their turn would have begun (800.4m). Anonymous objects."""

from __future__ import annotations

import pytest

from engine import Game, TriggeredAbility
from engine.abilities import SpellAbility
from engine.actions import lose_game
from engine.amounts import Number
from engine.effects import AddAbilities, Duration, GainControl, ModifyPT
from engine.errors import IllegalActionError
from engine.instructions import Damage, GainLife, LoseLife
from engine.keywords import keywords_of
from engine.records import Record, Rule
from engine.stack import DelayedTrigger, StackItem
from tests.engine.engine_helpers import FLYING, Const, creature, permanent, spec

WHY = Record.of("why.rule", rule=Rule("104.3e"))
BOLT = permanent("Bolt", ("instant",), SpellAbility("Bolt deals 3 damage to any target.", target="any target",
                                                    instructions=(Damage(Number(3)),)))


def _game() -> Game:
    g = Game(players=("A", "B", "C"))
    g.create("mine", creature(), controller="B")
    g.create("theirs", creature(), controller="C")
    g.create("put", creature(), controller="B", owner="C")  # put onto the battlefield under B's control
    g.create("hand", creature(), controller="B")
    g.move("hand", "hand")
    g.create_effect(spec("Gain control of target creature.", "target creature", GainControl()), controller="B",
                    targets=["theirs"])
    return g


def test_800_4a_what_the_player_owns_leaves_their_control_ends_the_rest_is_exiled() -> None:
    g = _game()
    assert g.characteristics().views["theirs"].controller == "B"
    before = len(g.log)
    lose_game(g, "B", WHY)
    assert not [e for e in g.log[before:] if e.kind == "zone_change" and e.object in ("mine", "hand")]  # not a zone change
    views = g.characteristics().views
    assert "mine" not in g.objects and "hand" not in g.objects  # they leave the game with their owner
    assert views["theirs"].controller == "C" and g.effects == {}  # the effect giving B control ends
    assert g.obj("put").zone == "exile" and views["put"].controller == "C"  # what B still controls is exiled
    assert g.players == ("A", "C") and g.left_game == ("B",) and g.winners == [] and g.losers.keys() == {"B"}
    assert g.last_known["mine"].controller == "B"  # 608.2h: as it last existed
    lose_game(g, "C", WHY)  # 104.2a: the last player left wins
    assert g.winners == ["A"] and g.left_game == ("B",)


def test_800_4a_only_the_control_part_of_an_effect_ends() -> None:
    """The Act of Treason example: its change-of-control effect ends; what else it does goes on."""
    g = Game(players=("A", "B", "C"))
    g.create("bears", creature(), controller="C")
    g.create_effect(spec("Gain control of target creature. It gains flying.", "target creature", GainControl(),
                         AddAbilities((FLYING,))), controller="B", targets=["bears"], duration=Duration.END_OF_TURN)
    lose_game(g, "B", WHY)
    view = g.characteristics().views["bears"]
    assert view.controller == "C" and g.obj("bears").zone == "battlefield"  # it reverts; it is not exiled
    assert "flying" in keywords_of(view)  # the effect's other part goes on


def test_800_4a_an_aura_of_another_player_on_what_they_own_goes_to_its_owners_graveyard() -> None:
    """The Mind Control example's second half: the enchanted creature leaves the game with its owner;
    the Aura, attached to nothing, is put into its owner's graveyard (704.5m)."""
    g = Game(players=("A", "B", "C"))
    g.create("griffin", creature(), controller="B")
    g.create("aura", permanent("Aura", ("enchantment",), subtypes=("Aura",)), controller="C", attached_to="griffin")
    lose_game(g, "B", WHY)
    g.check_state_based_actions()
    assert "griffin" not in g.objects and g.obj("aura").zone == "graveyard" and g.obj("aura").owner == "C"


def test_800_4a_their_objects_on_the_stack_not_represented_by_cards_cease_to_exist() -> None:
    g = Game(players=("A", "B", "C"))
    g.create("bolt", BOLT, controller="B", zone="hand", event=False)
    g.create("ccard", BOLT, controller="C", zone="hand", event=False)
    spell = g.cast("bolt", targets=["C"])
    copy = g.copy_spell(spell.id, controller="B")  # a copy: no card represents it (707.10)
    ability = StackItem("s9", "ability", "B gains 1 life.", source=None, controller="B", instructions=(GainLife(1),))
    g.put_on_stack(ability)
    theirs = g.cast("ccard", targets=["A"])
    lose_game(g, "B", WHY)
    assert [i.id for i in g.stack] == [theirs.id]  # B's card left with B; the copy and the ability ceased
    assert "bolt" not in g.objects and copy.object not in g.objects


def test_800_4d_their_triggered_abilities_are_not_put_on_the_stack() -> None:
    watcher = TriggeredAbility("Whenever a creature enters, you gain 1 life.", event="enters",
                               instructions=(GainLife(1),))
    g = Game(players=("A", "B", "C"))
    g.create("w", creature(abilities=(watcher,)), controller="C", owner="C")
    g.create("stolen", creature(abilities=(watcher,)), controller="B", owner="C")
    g.create("new", creature(), controller="A")
    assert sorted(p.controller for p in g.pending) == ["B", "C"]
    g.delayed.append(DelayedTrigger(watcher, None, "B"))
    lose_game(g, "B", WHY)
    assert [p.controller for p in g.pending] == ["C"] and g.delayed == []
    g.priority()
    g.resolve_top()
    assert g.life["C"] == 21 and g.life["B"] == 20


def test_800_4a_no_longer_an_opponent_a_target_or_a_defender() -> None:
    g = Game(players=("A", "B", "C"))
    g.create("x", creature(), controller="A", event=False)
    lose_game(g, "B", WHY)
    g.put_on_stack(StackItem("s9", "ability", "Each opponent loses 1 life.", source=None, controller="A",
                             instructions=(LoseLife(1, who="each opponent"),)))
    g.resolve_top()
    assert g.life == {"A": 20, "B": 20, "C": 19}
    with pytest.raises(IllegalActionError, match=r"B has left the game \(800.4a\)"):
        g.declare_attackers(["x"], "B")
    g.create("bolt", BOLT, controller="A", zone="hand", event=False)
    with pytest.raises(IllegalActionError, match=r"legal: A, C, x\)"):
        g.cast("bolt", targets=["B"])


def test_800_4a_a_spell_targeting_them_does_not_resolve() -> None:
    g = Game(players=("A", "B", "C"))
    g.create("bolt", BOLT, controller="A", zone="hand", event=False)
    g.cast("bolt", targets=["B"])
    lose_game(g, "B", WHY)
    g.resolve_top()  # 608.2b: its only target is illegal
    assert g.life["B"] == 20 and g.obj("bolt").zone == "graveyard"


def test_800_4e_a_creature_attacking_them_attacks_nothing_and_deals_no_damage() -> None:
    g = Game(players=("A", "B", "C"))
    g.create("x", creature(pt=(3, 3)), controller="A", event=False)
    g.declare_attackers(["x"], "B")
    lose_game(g, "B", WHY)
    assert g.obj("x").attacking == ""  # 506.4c: still an attacking creature, attacking nothing
    g.combat_damage_step()
    assert g.life == {"A": 20, "B": 20, "C": 20}


def test_800_4m_until_their_next_turn_lasts_until_that_turn_would_have_begun() -> None:
    g = Game(players=("A", "B", "C"), active_player="C")
    g.create("c", creature(), controller="A")
    g.create_effect(spec("It gets +1/+1 until your next turn.", "target creature", ModifyPT(Const(1), Const(1))),
                    controller="B", targets=["c"], duration=Duration.UNTIL_YOUR_NEXT_TURN)
    lose_game(g, "B", WHY)
    g.end_turn()
    assert g.active_player == "A" and g.characteristics().views["c"].power == 3  # B's turn is not yet due
    g.end_turn()
    assert g.active_player == "C" and g.characteristics().views["c"].power == 2  # it would have begun
    assert any("800.4m" in e.text for e in g.log)


def test_800_4a_two_players_the_game_ends_and_nothing_leaves() -> None:
    g = Game(players=("A", "B"))
    g.create("mine", creature(), controller="B")
    lose_game(g, "B", WHY)
    assert g.winners == ["A"] and "mine" in g.objects and g.left_game == ()


def test_800_4a_three_players_two_lose_together_the_last_wins_and_nobody_leaves() -> None:
    from engine.actions import lose_together
    g = Game(players=("A", "B", "C"))
    lose_together(g, [("B", WHY), ("C", WHY)])
    assert g.winners == ["A"] and g.left_game == ()


def test_800_4j_leaving_during_ones_own_turn_is_refused_before_anything_happens() -> None:
    g = _game()
    with pytest.raises(IllegalActionError, match="800.4j"):
        lose_game(g, "A", WHY)
    assert g.losers == {} and g.players == ("A", "B", "C")


def test_104_3e_each_opponent_loses_at_once_so_nobody_leaves() -> None:
    from engine.instructions import LoseGame
    g = Game(players=("A", "B", "C"))
    g.create("mine", creature(), controller="B")
    g.put_on_stack(StackItem("s9", "ability", "Each opponent loses the game.", source=None, controller="A",
                             instructions=(LoseGame(who="each opponent"),)))
    g.resolve_top()
    assert g.winners == ["A"] and g.losers.keys() == {"B", "C"} and g.left_game == () and "mine" in g.objects
