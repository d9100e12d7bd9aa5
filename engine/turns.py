"""Turns (500): a step beginning ("at the beginning of …", delayed triggers, 603.7; the untap 502.3 and the draw 504.1), the cleanup step (514.1, 514.2).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.effects import Duration
from engine.events import Event
from engine.records import Record, Says, Step
from engine.triggers import (
    detect,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.layered import Layered
    from engine.view import View


class Turns(Says):
    """Turns."""

    records: ClassVar[dict[str, str]] = {
        "event.step": "{step}",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def end_turn(self) -> None:
        """Cleanup step: "until end of turn" effects end (514.2); the next player's turn begins."""
        self.game.characteristics(record=False)  # 302.6: a control change an ending effect made is seen
        for eid in [eid for eid, e in self.game.effects.items() if e.duration is Duration.END_OF_TURN]:
            del self.game.effects[eid]
        self.game.characteristics(record=False)  # 302.6: and its end, in this turn
        self.game.turn_counts.clear()  # "this turn" (603.2h) starts again
        # 514.2: "this turn" shields end (615.7, 701.19a); "skip your next …" waits for it (614.10a)
        self.game.shields[:] = [s for s in self.game.shields if s.lasting]
        for o in self.game.objects.values():
            o.damage = 0  # 514.2
            o.attacking = o.defending = None  # 506.4: combat is over; no creature is attacking any more
            o.blocking, o.blocked, o.first_striker = (), False, False  # 509.1g-h, 510.4
        self.game.combat_damage_steps = 0  # 510.4
        self.game.attackers_declared = False  # 508.8
        self.game.mana_pool = {p: [] for p in self.game.players}  # 500.5
        self.game.turn += 1
        self.game.active_player = self._next_player()
        self.game.turn_began[self.game.active_player] = self.game.turn  # 302.6
        for eid in [eid for eid, e in self.game.effects.items()  # "until your next turn": it begins
                    if e.duration is Duration.UNTIL_YOUR_NEXT_TURN and e.controller == self.game.active_player]:
            del self.game.effects[eid]
        self.game.step = ""

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
