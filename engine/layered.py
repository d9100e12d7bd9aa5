"""The game as its sections, the triggers and resolving the stack see it.

:class:`engine.ports.GameOps` gives the words what they read of the layers' result (every
object's view and the prohibitions in force, :class:`engine.prohibitions.InForce`), so that no
word names the layers (:mod:`engine.evaluate`). The sections (:mod:`engine.zones` …
:mod:`engine.spell_copies`), trigger detection (:mod:`engine.triggers`) and resolving
(:mod:`engine.resolve`) look at the whole evaluation — its trace, the bans on triggering (603.2),
the abilities players have (613.10) — and hold the game as :class:`Layered`.

>>> from engine.game import Game
>>> game: Layered = Game()
>>> game.characteristics().trials
0
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from engine.ports import GameOps

if TYPE_CHECKING:
    from engine.evaluate import Evaluation
    from engine.layers import Layer
    from engine.ports import PendingTrigger, Shield, StackItem


class Layered(GameOps, Protocol):
    """A game whose characteristics are the layers' whole evaluation (613)."""

    # Changed in place here only, where a change is taken back or is all at once: resolve_top takes
    # the top object off (608.2) and puts it back on an illegal choice; putting the pending
    # triggers on the stack takes them all and undoes that on a missing or illegal choice (603.3b,
    # 603.3d); the cleanup ends "this turn" shields (514.2). Elsewhere, the game's operations.
    stack: list[StackItem]
    pending: list[PendingTrigger]
    shields: list[Shield]

    def characteristics(self, *, stop_before: Layer | None = None, record: bool = True) -> Evaluation: ...


__all__ = ["Layered"]
