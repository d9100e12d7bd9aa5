"""Turns (500): a step beginning ("at the beginning of …", delayed triggers, 603.7), the cleanup step (514.2).

A section of :class:`engine.game.Game` (each section a class the game is made of).
"""

from __future__ import annotations

from engine.effects import Duration
from engine.events import Event
from engine.records import Record, Step
from engine.triggers import (
    detect,
)
from engine.zones import Zones


class Turns(Zones):
    """Turns."""

    def end_turn(self) -> None:
        """Cleanup step: "until end of turn" effects end (514.2); the next player's turn begins."""
        for eid in [eid for eid, e in self.effects.items() if e.duration is Duration.END_OF_TURN]:
            del self.effects[eid]
        self.turn_counts.clear()  # "this turn" (603.2h) starts again
        self.shields.clear()  # 514.2: "this turn" shields end (615.7, 701.19a)
        for o in self.objects.values():
            o.damage = 0  # 514.2
            o.attacking = None  # 506.4: combat is over; no creature is attacking any more
        self.mana_pool = {p: [] for p in self.players}  # 500.5
        self.turn += 1
        i = self.players.index(self.active_player)
        self.active_player = self.players[(i + 1) % len(self.players)]

    def begin_step(self, name: str) -> Event:
        """A step of the active player's turn begins ("at the beginning of …" abilities and
        delayed triggers, 603.7)."""
        now = self.characteristics(record=False)
        event = self.record("step", says=Record.of("event.step", step=Step(name)), player=self.active_player)
        detect(self.game, [event], now, now)
        return event
