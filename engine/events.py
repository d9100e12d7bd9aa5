"""Events: what happened in the game, in order (the event log triggers look at, 603.2).

Each event has a sequence number ``seq``; events that happened at the same time share a
``batch``. A zone change keeps the object's characteristics just before (``before``) and
just after (``after``) it, so a leaves-the-battlefield ability can "look back in time"
(603.10a) and an enters ability can look at the object as it entered (603.6a).

>>> e = Event(seq=1, batch=1, kind="zone_change", object="bear", from_zone="battlefield", to_zone="graveyard")
>>> e.dies
True
>>> e
Event(seq=1, batch=1, kind='zone_change', object='bear', from_zone='battlefield', to_zone='graveyard')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar

from engine.records import Says

if TYPE_CHECKING:
    from collections.abc import Sized

    from engine.records import Record
    from engine.view import View

# The steps and phases of a turn a step event names (500.1: 502 untap, 503 upkeep, 504 draw, 505 main
# phase, 507 beginning of combat, 513 end) — what "at the beginning of …" and a scenario's begin_step name.
STEPS: tuple[str, ...] = ("untap", "upkeep", "draw", "main", "combat", "end")


def with_priority(step: str, oid: str) -> None:
    """502.4: no player receives priority during the untap step — no spell is cast or resolves and
    no ability is activated then, and what triggers waits (``step``: the one begun last,
    engine.state.GameState.step).

    >>> with_priority("upkeep", "c1")
    >>> with_priority("untap", "c1")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalActionError: c1: no player receives priority during the untap step: no spell is cast or resolves and no ability is activated (502.4)
    """
    if step == "untap":
        from engine.errors import IllegalActionError
        from engine.records import not_allowed
        raise IllegalActionError(f"{oid + ': ' if oid else ''}no player receives priority during the untap step: no "
                                 "spell is cast or resolves and no ability is activated (502.4)",
                                 not_allowed("cant_untap_step", oid, "502.4"))


def step_may_end(stack: Sized, pending: Sized) -> None:
    """500.2: a step or phase ends only when the stack is empty and all players pass in
    succession — so a step begins, the turn ends (514) and attackers or blockers are declared
    (508.1, 509.1: turn-based actions as those steps begin) only with the stack empty and no
    triggered ability waiting to be put on it (117.5: a player would get priority first).

    >>> step_may_end([], [])
    >>> step_may_end(["s1"], [])
    Traceback (most recent call last):
    ...
    engine.errors.IllegalActionError: the stack is not empty (1 object) — a step ends only when the stack is empty and all players pass (500.2): resolve it first
    """
    if len(stack) or len(pending):
        from engine.errors import IllegalActionError
        from engine.records import not_allowed
        n, m = len(stack), len(pending)
        them = "them" if (n or m) > 1 else "it"
        if n:
            held, fix = f"the stack is not empty ({n} object{'s' if n > 1 else ''})", f"resolve {them}"
        else:
            held = (f"{m} triggered abilities wait" if m > 1 else "a triggered ability waits") + " to be put on the stack"
            fix = f"put {them} on it with `priority` and resolve {them}"
        raise IllegalActionError(f"{held} — a step ends only when the stack is empty and all players pass (500.2): "
                                 f"{fix} first", not_allowed("cant_step_stack" if n else "cant_step_pending", rule="500.2"))


class EventKind(StrEnum):
    """The kinds of events the engine records (each compares equal to its word)."""

    ZONE_CHANGE = "zone_change"  # 603.6: an object moves (from_zone None: it is created in to_zone)
    CAST = "cast"  # 601.2i: a spell becomes cast
    COPY = "copy"  # 707.10: a copy of a spell is put on the stack (``object``: the copy; not cast)
    STEP = "step"  # 603.7 / 503: a step or phase begins (``text``: its name)
    DAMAGE = "damage"  # 120: damage dealt (``object`` the source, ``target`` the recipient)
    COMBAT_DAMAGE = "combat_damage"  # 510.2: combat damage dealt (``object`` the source, ``target`` the recipient)
    ATTACKS = "attacks"  # 508.1, 508.3a: ``object`` was declared as an attacker (``player`` the defending player)
    BLOCKS = "blocks"  # 509.1g, 509.3a: ``object`` was declared as a blocker (``target``: the attacker it blocks)
    BECOMES_BLOCKED = "becomes_blocked"  # 509.1h, 509.3c: the attacking creature ``object`` became blocked
    TURNED_FACE_UP = "turned_face_up"  # 708.8, 702.37e: the face-down permanent ``object`` was turned face up
    # 309.4c, 701.49: ``player`` moved the venture marker into the room ``target`` (its name)
    # of the dungeon ``object`` (``amount``: the room's number)
    ROOM = "room"
    # 603.2: an ability of ``object`` triggered (``target``: the pending id), for abilities
    # that trigger on that ("whenever a backup ability you control triggers")
    ABILITY_TRIGGERED = "ability_triggered"
    LIFE = "life"  # 119: life gained (+amount) or lost (-amount) by ``player``
    COUNTERS = "counters"  # 122: counters put on ``object``
    DRAW = "draw"  # 121: ``player`` draws
    # 701.20a: ``player`` revealed the card ``object`` because of the ability ``ability`` of ``target``
    REVEALED = "revealed"
    SCRY = "scry"  # 701.22: ``player`` scries ``amount``
    TRIGGER = "trigger"  # 603.2: an ability triggered (for the log only)
    EFFECT = "effect"  # 611.2b: a "for as long as" effect ended or never started (for the log only)
    STACK = "stack"  # 603.3: an ability or spell put on the stack / removed (for the log only)
    RESOLVE = "resolve"  # 608: a spell or ability resolved (for the log only)
    SBA = "sba"  # 704: a state-based action was performed (for the log only)
    REPLACE = "replace"  # 614, 616: a replacement or prevention effect modified an event (``object``: its source)
    REGENERATE = "regenerate"  # 701.19: a permanent was regenerated instead of being destroyed
    REMOVED_FROM_COMBAT = "removed_from_combat"  # 506.4: ``object`` was removed from combat (for the log only)
    GAME = "game"  # 104.2, 104.3: ``player`` wins or loses the game
    SACRIFICE = "sacrifice"  # 701.21a: ``player`` sacrifices (the move itself is a zone_change)
    DISCARD = "discard"  # 701.9a, 514.1: ``player`` discards ``amount`` cards (each move itself is a zone_change)
    TAPPED = "tapped"  # 701.26a: ``object`` becomes tapped
    UNTAPPED = "untapped"  # 701.26b: ``object`` becomes untapped
    ATTACHED = "attached"  # 701.3a: ``object`` became attached to another (for the log only)
    CANT = "cant"  # 101.2: a "can't" effect stopped ``player``'s spell or ability acting on ``object`` (for the log only)


EVENT_KINDS: tuple[str, ...] = tuple(k.value for k in EventKind)


@dataclass(frozen=True)
class Event(Says):
    """One event. ``incarnation`` is the moved object's incarnation *after* the move (400.7)."""

    seq: int
    batch: int
    kind: EventKind
    object: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    player: str | None = None
    amount: int = 0
    target: str | None = None
    text: str = ""  # the English of ``says`` (the command line, the tests)
    incarnation: int = 0
    ability: str = ""  # the key on ``target`` of the ability the event happened by (607: "this way")
    life_lost: int = 0  # damage to a player: the life it made them lose (120.3a; after replacement effects)
    before: View | None = field(default=None, compare=False)
    after: View | None = field(default=None, compare=False)
    says: Record | None = field(default=None, compare=False, repr=False)  # what the log shows (engine/records.py)

    records: ClassVar[dict[str, str]] = {
        "event.zone_change": "{object}: {from_zone} → {to_zone}",
        "event.enters": "{object} enters the {to_zone}",
        "event.plain": "{what} {object}",  # an event no call site said more of
        "event.plain_player": "{what} {player}",
    }

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", EventKind(self.kind))  # an unknown kind is a ValueError
        if self.says is not None and not self.text:
            object.__setattr__(self, "text", self.says.describe())

    def __repr__(self) -> str:
        shown = ["seq", "batch", "kind", "object", "from_zone", "to_zone", "player", "amount", "target", "text"]
        defaults = {"object": None, "from_zone": None, "to_zone": None, "player": None, "amount": 0,
                    "target": None, "text": ""}
        parts = [f"{k}={str(getattr(self, k))!r}" if k == "kind" else f"{k}={getattr(self, k)!r}"
                 for k in shown if k not in defaults or getattr(self, k) != defaults[k]]
        return f"Event({', '.join(parts)})"

    @property
    def enters(self) -> bool:
        """An object entered the battlefield (603.6a)."""
        return self.kind is EventKind.ZONE_CHANGE and self.to_zone == "battlefield"

    @property
    def leaves(self) -> bool:
        """An object left the battlefield (603.6c, 603.10a)."""
        return self.kind is EventKind.ZONE_CHANGE and self.from_zone == "battlefield"

    @property
    def dies(self) -> bool:
        """A creature was put into a graveyard from the battlefield (700.4). Judged on the
        object as it last existed on the battlefield when ``before`` is known."""
        if not (self.leaves and self.to_zone == "graveyard"):
            return False
        return self.before is None or "creature" in self.before.card_types

    def record(self) -> Record:
        """What the event log shows of this event: the record it was made with, or one of its
        typed fields."""
        from engine.records import Obj, Player, Record, Term, Zone

        if self.says is not None:
            return self.says
        if self.kind is EventKind.ZONE_CHANGE and self.object:
            if self.from_zone is None:
                return Record.of("event.enters", object=Obj(self.object, self.incarnation),
                                 to_zone=Zone(self.to_zone or ""))
            return Record.of("event.zone_change", object=Obj(self.object, self.incarnation),
                             from_zone=Zone(self.from_zone), to_zone=Zone(self.to_zone or ""))
        if self.object:
            return Record.of("event.plain", what=Term(f"event_{self.kind.value}"), object=Obj(self.object, self.incarnation))
        return Record.of("event.plain_player", what=Term(f"event_{self.kind.value}"), player=Player(self.player or ""))

    def describe(self) -> str:
        """A line for the report's event log (English, for the command line)."""
        if self.text:
            return self.text
        if self.kind is EventKind.ZONE_CHANGE:
            src = self.from_zone or "nowhere"
            return f"{self.object}: {src} → {self.to_zone}"
        return f"{self.kind} {self.object or self.player or ''}".strip()


def in_cleanup(step: str) -> None:
    """514.3a: when the active player got priority in a cleanup step, the turn goes on with
    another cleanup step (``end_turn``) — no other step of the turn begins, and there is no combat.

    >>> in_cleanup("end")
    >>> in_cleanup("cleanup")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalActionError: the turn is in its cleanup step, where the active player got priority (514.3a): once the stack is empty and all players pass another cleanup step begins — end_turn — and no other step of this turn
    """
    if step == "cleanup":
        from engine.errors import IllegalActionError
        from engine.records import not_allowed
        raise IllegalActionError("the turn is in its cleanup step, where the active player got priority "
                                 "(514.3a): once the stack is empty and all players pass another cleanup step begins — "
                                 "end_turn — and no other step of this turn",
                                 not_allowed("cant_after_cleanup", rule="514.3a"))


@dataclass(frozen=True)
class Cleanup:
    """What a cleanup step did: the cards discarded (514.1), the state-based actions performed
    (514.3a), and whether the active player got priority in it (``priority``: the turn goes on
    and another cleanup step follows, 514.3a)."""

    discarded: tuple[str, ...]
    performed: tuple[str, ...]
    priority: bool
