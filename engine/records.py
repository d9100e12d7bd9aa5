"""Records: what a run says, as a kind plus typed arguments — never as prose.

Every event line, action, trace note, link note and check of a run is a :class:`Record`:
a kind (a key of :data:`KINDS`) and arguments whose types say what they are — an object
with its incarnation (400.7), a player, a zone, a counter kind, a rule number, a card's
own text, mana symbols, a stack item or trigger, an effect, a step, a number, or another
record. The engine's English for a kind (its ``describe()``) is for the command line and
the tests; the site renders the JSON (:meth:`Record.to_json`) through its text tables
(``sitegen/text/ja.py``, ``sitegen/text/en.py``), keyed by kind, and applies the page's
numbering to the :class:`Rule` arguments.

Adding a kind: one line in :data:`KINDS` (its English, whose ``{fields}`` are its
arguments) and one entry per language in the site's text tables (a test checks both).

>>> r = Record.of("sba.toughness_zero", object=Obj("c1"), toughness=0, rule=Rule("704.5f"))
>>> r.describe()
'c1 has toughness 0 (704.5f)'
>>> r
Record.of('sba.toughness_zero', object=Obj('c1'), toughness=0, rule=Rule('704.5f'))
>>> r.to_json()
{'kind': 'sba.toughness_zero', 'args': {'object': {'object': 'c1', 'incarnation': 0}, 'toughness': 0, 'rule': {'rule': '704.5f'}}}
>>> Record.of("sba.toughness_zero", object=Obj("c1"))
Traceback (most recent call last):
...
engine.records.RecordError: sba.toughness_zero: arguments object, rule, toughness, not object
"""

from __future__ import annotations

from dataclasses import dataclass
from string import Formatter
from typing import Any, ClassVar, Union

from engine.errors import EngineError

SCHEMA = "record/1"  # the JSON shape of a record (docs/architecture.md)


class RecordError(EngineError):
    """A record of an unknown kind, or with other arguments than its kind's."""


@dataclass(frozen=True, slots=True)
class Obj:
    """A game object: its id and which object it is (400.7: a new object after a zone change)."""

    id: str
    incarnation: int = 0
    tag: ClassVar[str] = "object"

    def __repr__(self) -> str:
        return f"Obj({self.id!r})" if not self.incarnation else f"Obj({self.id!r}, {self.incarnation})"

    def json(self) -> dict[str, Any]:
        return {"object": self.id, "incarnation": self.incarnation}


@dataclass(frozen=True, slots=True)
class _Word:
    """An argument that is one word of a vocabulary (its JSON: ``{tag: value}``)."""

    value: str
    tag: ClassVar[str] = ""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.value!r})"

    def json(self) -> dict[str, Any]:
        return {self.tag: self.value}


class Player(_Word):
    """A player (``A``)."""

    tag = "player"


class Zone(_Word):
    """A zone (``graveyard``; 400.1)."""

    tag = "zone"


class Counter(_Word):
    """A kind of counter (``+1/+1``; 122.1)."""

    tag = "counter"


class Rule(_Word):
    """A rule number in today's numbering; a page applies its own numbering to it."""

    tag = "rule"


class Text(_Word):
    """A card's own text (or an ability's), shown as it is written."""

    tag = "text"


class Mana(_Word):
    """Mana symbols (``{R}``, ``{2}{W}``)."""

    tag = "mana"


class Item(_Word):
    """A spell or ability on the stack (``s1``) or a triggered ability waiting (``t1``)."""

    tag = "item"


class Effect(_Word):
    """A continuous or replacement effect by its id (``moon/printed:0``)."""

    tag = "effect"


class Step(_Word):
    """A step or phase of the turn (``upkeep``; 500.1)."""

    tag = "step"


class Key(_Word):
    """A word of one of the engine's vocabularies that the text tables name (an event kind,
    a status, a layer)."""

    tag = "key"


Arg = Union[int, str, Obj, _Word, "Record", tuple["Arg", ...]]


def _english(value: Arg) -> str:
    if isinstance(value, Record):
        return value.describe()
    if isinstance(value, tuple):
        return ", ".join(_english(v) for v in value)
    if isinstance(value, Obj):
        return value.id
    if isinstance(value, _Word):
        return value.value
    return str(value)


def _json(value: Arg) -> Any:
    if isinstance(value, Record):
        return {"record": value.to_json()}
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    if isinstance(value, Obj | _Word):
        return value.json()
    return value


@dataclass(frozen=True, slots=True)
class Record:
    """One thing a run says: a kind of :data:`KINDS` and its arguments (in the kind's order)."""

    kind: str
    args: tuple[tuple[str, Arg], ...]

    @classmethod
    def of(cls, kind: str, **args: Arg) -> Record:
        """A record of ``kind``; its arguments are exactly those its English names."""
        try:
            fields = KINDS[kind].fields
        except KeyError:
            raise RecordError(f"no record kind {kind!r}") from None
        if set(args) != set(fields):
            raise RecordError(f"{kind}: arguments {', '.join(sorted(fields))}, not {', '.join(sorted(args))}")
        return cls(kind, tuple((f, args[f]) for f in fields))

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Record.of({self.kind!r}{inner})"

    def arg(self, name: str) -> Arg:
        return dict(self.args)[name]

    def describe(self) -> str:
        """The record in English, for the command line and the tests (never for the site)."""
        return KINDS[self.kind].english.format(**{k: _english(v) for k, v in self.args})

    def to_json(self) -> dict[str, Any]:
        """``{"kind", "args": {name: value}}``; a typed value is ``{tag: …}`` (docs/architecture.md)."""
        return {"kind": self.kind, "args": {k: _json(v) for k, v in self.args}}


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of record: its English (whose ``{fields}`` are its arguments)."""

    name: str
    english: str

    @property
    def fields(self) -> tuple[str, ...]:
        out: list[str] = []
        for _, name, _, _ in Formatter().parse(self.english):
            if name and name not in out:
                out.append(name)
        return tuple(out)


def _kinds(*pairs: tuple[str, str]) -> dict[str, Kind]:
    return {name: Kind(name, english) for name, english in pairs}


# Every kind of record, with its English. Group by what says it: ``event.*`` the event log
# (engine/), ``action.*`` a scenario's actions (verify/actions.py), ``note.*`` a layer-trace
# row, ``link.*`` an exiled-with record (607.2a).
KINDS: dict[str, Kind] = _kinds(
    # -- the event log (engine/events.py kinds) --
    ("event.zone_change", "{object}: {from_zone} → {to_zone}"),
    ("event.enters", "{object} enters the {to_zone}"),
    ("event.cast", "{player} casts {object}"),
    ("event.step", "{step}"),
    ("event.damage", "{object} deals {amount} damage to {target}"),
    ("event.combat_damage", "{object} deals {amount} combat damage to {target}"),
    ("event.attacks", "{object} attacks {player}"),
    ("event.gains", "{player} gains {amount} life"),
    ("event.loses_life", "{player} loses {amount} life"),
    ("event.life_total", "{player}'s life total becomes {total} ({rule}: {how} {amount} life)"),
    ("event.draw", "{player} draws a card"),
    ("event.scry", "{player} scries {amount}"),
    ("event.counters", "{amount} {counter} counter(s) put on {object} ({rule})"),
    ("event.more_counters", "{before} → {count} {counter} counter(s) on {object} ({source}: {text}; {rule})"),
    ("event.tapped", "{object} becomes tapped"),
    ("event.untapped", "{object} becomes untapped"),
    ("event.turned_face_up", "{object} is turned face up"),
    ("event.regenerate", "{object} is regenerated: tapped, all damage removed, removed from combat ({rule})"),
    ("event.room", "{player} ventures into the dungeon: the marker moves into {room} ({object}, room {amount} of {rooms})"),
    ("event.loses", "{player} loses the game ({why})"),
    ("event.wins", "{player} wins the game ({why})"),
    ("event.sacrifices", "{player} sacrifices {objects} ({rule})"),
    ("event.plain", "{what} {object}"),  # an event no call site said more of
    ("event.plain_player", "{what} {player}"),
    ("sba.toughness_zero", "{object} has toughness {toughness} ({rule})"),
    ("sba.lethal_damage", "{object} has lethal damage ({rule})"),
    ("sba.legend_rule", "{object}: {player} controls two or more legendary permanents named {name} and keeps {kept} "
                        "({rule})"),
    # -- why a game is won or lost (104) --
    ("why.rule", "{rule}"),
    ("why.life", "{rule}: {life} life"),
    ("why.effect", "{rule}: {text}"),
    ("why.won", "{player} won the game, {rule}"),
    ("why.opponents_left", "{rule}: all their opponents have left the game"),
)
