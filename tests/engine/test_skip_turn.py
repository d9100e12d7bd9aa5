"""614.10: skipping a turn, a step or a phase — the replaced event `turn` (`would: {turn: you}`,
`instead: [{skip: true}]`: "skip your turns") and the instruction `skip_next` ("target player skips
their next turn", "skip your next combat phase"): a replacement effect that waits for the next
occurrence, past the end of the turn it was made in, and is used by it; two skip the next two
(614.10a); a skipped turn is as though it didn't exist (500.11: the next player's begins).
Anonymous objects (the sixth round found a phase or a turn not skippable)."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, TriggeredAbility
from engine.abilities import ActivatedAbility
from engine.effects import Duration
from engine.instructions import GainLife
from engine.replacement import ReplacementAbility, Skip, SkipNext, TurnWould
from engine.trigger_events import BeginningOf


def _game() -> Game:
    g = Game()
    g.create("w", permanent("Watch", ("enchantment",), TriggeredAbility(
        "At the beginning of combat on your turn, you gain 1 life.", on=BeginningOf(step="your combat"),
        instructions=(GainLife(1),))), controller="A", event=False)
    return g


def _skip(g: Game, what: str, who: str = "you", controller: str = "A") -> None:
    ab = ActivatedAbility("{1}: …", "{1}", None, Duration.INDEFINITE, instructions=(SkipNext(what, who=who),))
    oid = f"x{len(g.objects)}"
    g.create(oid, permanent("Tool", ("artifact",), ab), controller=controller, event=False)
    g.activate_ability(oid)
    g.resolve_top()


def test_skip_your_next_turn_waits_past_this_turn_and_is_used_once() -> None:
    g = _game()
    _skip(g, "turn", who="each opponent")  # on A's turn: B's next turn
    g.end_turn()
    assert g.active_player == "A"  # B's turn is skipped (500.11)
    g.end_turn()
    assert g.active_player == "B"  # used up: the next one happens


def test_two_skips_skip_the_next_two_turns() -> None:
    g = _game()
    _skip(g, "turn", who="each opponent")
    _skip(g, "turn", who="each opponent")
    g.end_turn()
    g.end_turn()
    assert g.active_player == "A"  # 614.10a
    g.end_turn()
    assert g.active_player == "B"


def test_skip_your_next_combat_phase_waits_for_the_next_one() -> None:
    g = _game()
    _skip(g, "combat")
    g.end_turn()  # a turn of B's in between: its combat is not A's
    assert g.begin_step("combat") is not None
    g.end_turn()
    assert g.begin_step("combat") is None  # A's next combat phase: skipped, nothing triggers
    g.priority()
    assert not g.stack and g.life["A"] == 20
    assert g.begin_step("combat") is not None  # used up


def test_a_static_skip_your_turns_skips_each_of_them() -> None:
    g = Game()
    g.create("s", creature("Stasis", abilities=(ReplacementAbility("Skip your turns.", TurnWould("you"), (Skip(),)),)),
             controller="B", event=False)
    g.end_turn()
    assert g.active_player == "A"
    g.end_turn()
    assert g.active_player == "A"
    g.move_together(["s"], "graveyard")
    g.end_turn()
    assert g.active_player == "B"
