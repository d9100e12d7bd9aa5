"""Turns (500): a step beginning ("at the beginning of …", delayed triggers, 603.7; the untap 502.3 and the draw 504.1), the cleanup step (514.1 discarding to the maximum hand size, 514.2, 514.3a).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.effects import Duration
from engine.errors import ChoiceError, IllegalActionError
from engine.events import Cleanup, Event, in_cleanup, step_may_end
from engine.records import Effect as EffectId
from engine.records import Obj, Player, Record, Rule, Says, Step, Text, cant_choose, choose, not_allowed
from engine.triggers import (
    detect,
)

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from engine.layered import Layered
    from engine.view import View


MAXIMUM_HAND_SIZE = 7  # 402.2: normally seven — no effect of the engine changes it


class Turns(Says):
    """Turns."""

    records: ClassVar[dict[str, str]] = {
        "event.step": "{step}",
        "event.discard_to_hand_size": "{player} discards {objects} down to their maximum hand size, {size} ({rule})",
        "turn.left_player_turn": "effect {effect} ends: the next turn of {player}, who left the game, would have begun "
                                 "({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def end_turn(self, discarded: Iterable[str] = ()) -> Cleanup:
        """A cleanup step (514): the active player discards down to their maximum hand size
        (514.1: ``discarded``, the cards they choose), then "until end of turn" effects end and
        damage is removed (514.2); then state-based actions are checked (514.3a, 704.3). If any
        are performed or a triggered ability waits, the active player gets priority in this
        cleanup step: the turn does not end, and the next ``end_turn`` is another cleanup step
        (514.3a). Otherwise the next player's turn begins."""
        step_may_end(self.game.stack, self.game.pending)  # 500.2: the step before (or this cleanup step) has ended
        chosen = self._discard_to_hand_size(list(discarded))  # refused before anything changes
        self.game.step = "cleanup"
        self.game.characteristics(record=False)  # 302.6: a control change an ending effect made is seen
        for eid in [eid for eid, e in self.game.effects.items() if e.duration is Duration.END_OF_TURN]:
            del self.game.effects[eid]
        self.game.characteristics(record=False)  # 302.6: and its end, in this turn
        # 514.2: "this turn" shields end (615.7, 701.19a); "skip your next …" waits for it (614.10a)
        self.game.shields[:] = [s for s in self.game.shields if s.lasting]
        for o in self.game.objects.values():
            o.damage = 0  # 514.2
            o.attacking = o.defending = None  # 506.4: combat is over; no creature is attacking any more
            o.blocking, o.blocked, o.first_striker = (), False, False  # 509.1g-h, 510.4
        self.game.combat_damage_steps = 0  # 510.4
        self.game.attackers_declared = False  # 508.8
        self.game.mana_pool = {p: [] for p in self.game.players}  # 500.5
        # 514.3a, 704.3: state-based actions and waiting triggers; if any, the active player gets priority
        done = self.game.check_state_based_actions()
        self.game.check_state_triggers()  # 603.8
        if done or self.game.pending:
            return Cleanup(tuple(chosen), tuple(done), priority=True)
        self.game.turn_counts.clear()  # "this turn" (603.2h) starts again
        self.game.turn += 1
        before = self.game.active_player
        self.game.active_player = self._next_player()
        self._left_players_turns(before, self.game.active_player)
        self.game.turn_began[self.game.active_player] = self.game.turn  # 302.6
        for eid in [eid for eid, e in self.game.effects.items()  # "until your next turn": it begins
                    if e.duration is Duration.UNTIL_YOUR_NEXT_TURN and e.controller == self.game.active_player]:
            del self.game.effects[eid]
        self.game.step = ""
        return Cleanup(tuple(chosen), (), priority=False)

    def _discard_to_hand_size(self, chosen: list[str]) -> list[str]:
        """514.1: the active player discards the cards over their maximum hand size (402.2), the
        ones they choose (701.9b) — a choice that must be made, never one made for them; each
        card goes from their hand to their graveyard (701.9a), a zone change replacement effects
        and "put into a graveyard" triggers see. No effect of the engine changes a maximum hand
        size: it is seven."""
        player = self.game.active_player
        hand = self.game.cards_in("hand", player)
        excess = len(hand) - MAXIMUM_HAND_SIZE
        if excess <= 0:
            if chosen:
                raise IllegalActionError(
                    f"{player} has {len(hand)} card{'' if len(hand) == 1 else 's'} in hand, no more than their maximum "
                    f"hand size ({MAXIMUM_HAND_SIZE}): they discard nothing (514.1) — leave out discarded",
                    not_allowed("cant_discard_hand_size", player=player, rule="514.1"))
            return []
        bad = [c for c in chosen if c not in hand]
        if bad:
            raise ChoiceError(f"{player} can't discard {', '.join(bad)}: not in {player}'s hand (one of {', '.join(hand)}) "
                              "(514.1)", cant_choose(Text("a card"), bad, hand, rule="514.1"))
        if len(set(chosen)) != len(chosen) or len(chosen) != excess:
            said = (f"discarded names {len(chosen)} (" + ", ".join(chosen) + ")" if chosen
                    else "which ones is their choice (701.9b), none was named")
            raise ChoiceError(f"{player} has {len(hand)} cards in hand and discards {excess} down to their maximum hand "
                              f"size ({MAXIMUM_HAND_SIZE}) in the cleanup step (514.1, 402.2): {said} — name {excess} "
                              f"different card{'' if excess == 1 else 's'} of {', '.join(hand)}: "
                              "`end_turn: {discarded: [...]}`", choose(Text("a card"), hand))
        self.game.record("discard", player=player, amount=len(chosen), says=Record.of(
            "event.discard_to_hand_size", player=Player(player), objects=tuple(Obj(c) for c in chosen),
            size=MAXIMUM_HAND_SIZE, rule=Rule("514.1")))
        self.game.move_together(chosen, "graveyard")  # 701.9a: discarded, all at once (one turn-based action)
        return chosen

    def _left_players_turns(self, before: str, now: str) -> None:
        """800.4m: the turn of each player who left the game and sits between ``before`` and
        ``now`` in turn order would have begun (800.4k: it doesn't): their effects that last until
        their next turn end, neither at once nor never."""
        seats = self.game.seats
        i = seats.index(before)
        for k in range(1, len(seats)):
            p = seats[(i + k) % len(seats)]
            if p == now:
                break
            if p not in self.game.left_game:
                continue
            for eid, e in list(self.game.effects.items()):
                if e.duration is Duration.UNTIL_YOUR_NEXT_TURN and e.controller == p:
                    del self.game.effects[eid]
                    self.game.record("effect", says=Record.of("turn.left_player_turn", effect=EffectId(eid),
                                                              player=Player(p), rule=Rule("800.4m")))

    def _next_player(self) -> str:
        """The next player in turn order whose turn a replacement effect doesn't skip (614.10; a
        skipped turn is as though it didn't exist, 500.11) — when every one's would be, the next."""
        from engine.replacement import Would, WouldKind, replace
        players = self.game.players
        i = players.index(self.game.active_player)
        order = [players[(i + k) % len(players)] for k in range(1, len(players) + 1)]
        for p in order:
            now = self.game.characteristics(record=False)
            if replace(self.game, Would(WouldKind.TURN, player=p, amount=1), now.views).amount > 0:
                return p  # (a skipped one: the replacement's own record says so)
        return order[0]

    def begin_step(self, name: str) -> Event | None:
        """A step of the active player's turn begins ("at the beginning of …" abilities and
        delayed triggers, 603.7) — unless a replacement effect skips it (614.10: None; nothing
        triggers, and what waits for it waits for the next one, 614.10a). Its turn-based action
        follows: the untap step's untapping (502.3), the draw step's draw (504.1). The game does not
        know which turn of the game it is (its turns are counted from where it was set up), so the
        starting player's draw of the first turn is not skipped (103.8a is not modelled)."""
        from engine.replacement import Would, WouldKind, replace
        in_cleanup(self.game.step)
        # 500.2: the step before has ended — 502.4: no player gets priority in the untap step, and
        # what triggered then waits for the upkeep
        step_may_end(self.game.stack, [] if self.game.step == "untap" else self.game.pending)
        now = self.game.characteristics(record=False)
        if replace(self.game, Would(WouldKind.STEP, player=self.game.active_player, amount=1, step=name),
                   now.views).amount == 0:
            return None
        self.game.mana_pool = {p: [] for p in self.game.players}  # 500.5: the step before it has ended
        self.game.step = name
        event = self.game.record("step", says=Record.of("event.step", step=Step(name)), player=self.game.active_player)
        detect(self.game, [event], now, now)
        if name == "untap":
            self.untap_permanents(now.views)
        elif name == "draw":  # 504.1, 703.4d: a turn-based action — a draw replacement effects replace (614.11)
            self.game.draw(self.game.active_player)
        return event

    def untap_permanents(self, views: Mapping[str, View]) -> None:
        """502.3: the active player untaps every permanent they control (a stun counter is
        removed instead, 122.1d). Phasing (502.1) and day and night (502.2) are not modelled."""
        for oid, obj in list(self.game.objects.items()):
            if obj.zone == "battlefield" and obj.tapped and views[oid].controller == self.game.active_player:
                self.game.tap(oid, False)
