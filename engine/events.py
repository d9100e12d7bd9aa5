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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.view import View

# The kinds of events the engine records.
EVENT_KINDS: tuple[str, ...] = (
    "zone_change",   # 603.6: an object moves (from_zone None: it is created in to_zone)
    "cast",          # 601.2i: a spell becomes cast
    "copy",          # 707.10: a copy of a spell is put on the stack (``object``: the copy; not cast)
    "step",          # 603.7 / 503: a step or phase begins (``text``: its name)
    "damage",        # 120: damage dealt (``object`` the source, ``target`` the recipient)
    "combat_damage",  # 510.2: combat damage dealt (``object`` the source, ``target`` the recipient)
    "attacks",       # 508.1, 508.3a: ``object`` was declared as an attacker (``player`` the defending player)
    "turned_face_up",  # 708.8, 702.37e: the face-down permanent ``object`` was turned face up
    "room",          # 309.4c, 701.46: ``player`` moved the venture marker into the room ``target`` (its name)
                     # of the dungeon ``object`` (``amount``: the room's number)
    "ability_triggered",  # 603.2: an ability of ``object`` triggered (``target``: the pending id), for abilities
                          # that trigger on that ("whenever a backup ability you control triggers")
    "life",          # 119: life gained (+amount) or lost (-amount) by ``player``
    "counters",      # 122: counters put on ``object``
    "draw",          # 121: ``player`` draws
    "scry",          # 701.22: ``player`` scries ``amount``
    "trigger",       # 603.2: an ability triggered (for the log only)
    "stack",         # 603.3: an ability or spell put on the stack / removed (for the log only)
    "resolve",       # 608: a spell or ability resolved (for the log only)
    "sba",           # 704: a state-based action was performed (for the log only)
    "replace",       # 614, 616: a replacement or prevention effect modified an event (``object``: its source)
    "game",          # 104.2, 104.3: ``player`` wins or loses the game
    "sacrifice",     # 701.17a: ``player`` sacrifices (the move itself is a zone_change)
    "tapped",        # 701.26a: ``object`` becomes tapped
    "untapped",      # 701.26b: ``object`` becomes untapped
)


@dataclass(frozen=True)
class Event:
    """One event. ``incarnation`` is the moved object's incarnation *after* the move (400.7)."""

    seq: int
    batch: int
    kind: str
    object: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    player: str | None = None
    amount: int = 0
    target: str | None = None
    text: str = ""
    incarnation: int = 0
    before: View | None = field(default=None, compare=False)
    after: View | None = field(default=None, compare=False)

    def __repr__(self) -> str:
        shown = ["seq", "batch", "kind", "object", "from_zone", "to_zone", "player", "amount", "target", "text"]
        defaults = {"object": None, "from_zone": None, "to_zone": None, "player": None, "amount": 0,
                    "target": None, "text": ""}
        parts = [f"{k}={getattr(self, k)!r}" for k in shown if k not in defaults or getattr(self, k) != defaults[k]]
        return f"Event({', '.join(parts)})"

    @property
    def enters(self) -> bool:
        """An object entered the battlefield (603.6a)."""
        return self.kind == "zone_change" and self.to_zone == "battlefield"

    @property
    def leaves(self) -> bool:
        """An object left the battlefield (603.6c, 603.10a)."""
        return self.kind == "zone_change" and self.from_zone == "battlefield"

    @property
    def dies(self) -> bool:
        """A creature was put into a graveyard from the battlefield (700.4). Judged on the
        object as it last existed on the battlefield when ``before`` is known."""
        if not (self.leaves and self.to_zone == "graveyard"):
            return False
        return self.before is None or "creature" in self.before.card_types

    def describe(self) -> str:
        """A line for the report's event log."""
        if self.text:
            return self.text
        if self.kind == "zone_change":
            src = self.from_zone or "nowhere"
            return f"{self.object}: {src} → {self.to_zone}"
        return f"{self.kind} {self.object or self.player or ''}".strip()
