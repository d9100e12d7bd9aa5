"""A run's budget: how much one game may grow and how long it may take.

Every game has one (:attr:`engine.state.GameState.budget`); the game asks it at each event it
records and at each object it makes (:meth:`Budget.tick`), and before it makes many at once
(:meth:`Budget.room_for`). Past a limit the run stops with :class:`BudgetExceeded`, which
names the limit; a scenario that would never end, or grow without bound, then fails alone
with its ``file:line``. The engine reads no clock: the caller passes one for the run's time
(:data:`verify.scenario.RUN_CLOCK`: the thread's CPU time; in the browser, the Worker's wall time).

104.4b, 731.4: a loop of mandatory actions that returns the game to a state it was in before
is a draw — :class:`LoopDraw`, raised where state-based actions repeat (:mod:`engine.sba`).

>>> b = Budget(Limits(steps=3))
>>> for _ in range(3):
...     b.tick(objects=1)
>>> b.tick(objects=1)
Traceback (most recent call last):
...
engine.budget.BudgetExceeded: the run stopped at a limit of its budget: more than 3 steps (events and objects made) (limit steps = 3, engine/budget.py)
>>> Budget().room_for("objects", 10, have=5)
>>> Budget().room_for("objects", 10 ** 12, have=0)
Traceback (most recent call last):
...
engine.budget.BudgetExceeded: the run stopped at a limit of its budget: more than 10000 objects (limit objects = 10000, engine/budget.py)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.errors import EngineError


@dataclass(frozen=True)
class Limits:
    """The limits of one run (one scenario or case, all its steps)."""

    steps: int = 20_000  # events recorded and objects made
    objects: int = 10_000  # game objects, in every zone
    pending: int = 10_000  # triggered abilities not yet on the stack (603.3)
    stack: int = 10_000  # objects on the stack (405)
    seconds: float = 20.0  # the run's time, by the caller's clock (none: not limited)


LIMITS = Limits()

# What each limit counts, for the message (one place per message).
WHAT = {
    "steps": "steps (events and objects made)",
    "objects": "objects",
    "pending": "triggered abilities waiting to be put on the stack",
    "stack": "objects on the stack",
    "seconds": "seconds",
}


class BudgetExceeded(EngineError):
    """A run went past one of its :class:`Limits`: ``limit`` (its name) and ``value``."""

    def __init__(self, limit: str, value: float) -> None:
        self.limit, self.value = limit, value
        super().__init__(f"the run stopped at a limit of its budget: more than {value:g} {WHAT[limit]} "
                         f"(limit {limit} = {value:g}, engine/budget.py)")


class LoopDraw(EngineError):
    """104.4b, 731.4: a loop of mandatory actions — the game is a draw. ``what``: the loop."""

    def __init__(self, what: str, says: dict[str, object] | None = None) -> None:
        self.what = what
        super().__init__(f"{what} return the game to a state it was in before, with no optional action in the "
                         "loop: the game is a draw (104.4b, 731.4)", says)


class Budget:
    """The running count of one game against its :class:`Limits`. ``clock``: seconds, any
    origin (``time.thread_time``, ``time.monotonic``); without one the time is not limited."""

    __slots__ = ("limits", "steps", "_clock", "_deadline")

    def __init__(self, limits: Limits = LIMITS, clock: Callable[[], float] | None = None) -> None:
        self.limits = limits
        self.steps = 0
        self._clock = clock
        self._deadline = None if clock is None else clock() + limits.seconds

    def __repr__(self) -> str:
        return f"<Budget steps={self.steps}/{self.limits.steps}>"

    def tick(self, *, objects: int = 0, pending: int = 0, stack: int = 0) -> None:
        """One step more; the game's sizes now (each against its limit), and the time."""
        self.steps += 1
        lim = self.limits
        if self.steps > lim.steps:
            raise BudgetExceeded("steps", lim.steps)
        if objects > lim.objects:
            raise BudgetExceeded("objects", lim.objects)
        if pending > lim.pending:
            raise BudgetExceeded("pending", lim.pending)
        if stack > lim.stack:
            raise BudgetExceeded("stack", lim.stack)
        self.in_time()

    def in_time(self) -> None:
        """The run's time against its limit."""
        if self._deadline is not None and self._clock is not None and self._clock() > self._deadline:
            raise BudgetExceeded("seconds", self.limits.seconds)

    def room_for(self, limit: str, more: int, *, have: int) -> None:
        """Before making ``more`` of what ``limit`` counts (``have`` now): fail at once rather
        than after growing past it."""
        value = getattr(self.limits, limit)
        if have + more > value:
            raise BudgetExceeded(limit, value)


__all__ = ["LIMITS", "WHAT", "Budget", "BudgetExceeded", "Limits", "LoopDraw"]
