"""Conditions: intervening "if" clauses (603.4), the states of state triggers (603.8),
the "if" of additional-trigger abilities, and kicker links (607.2i).

Each condition is a word of :data:`CONDITIONS` (its key in an ``if:`` mapping) with
its schema and :meth:`Condition.holds`.

>>> from engine.selectors import parse_selector
>>> c = AtLeast(5, parse_selector("other Mountains you control"), text="if you control at least five other Mountains")
>>> c.holds({}, None, "A", None, ())
False
>>> CONDITIONS.names()
('at_least', 'at_most', 'no_counters', 'kicked', 'you_control_this', 'tapped', 'life_at_least', 'life_at_most')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import KW_ONLY, dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from engine.records import Record, Term, Text, goes_with
from engine.selectors import Context, Selector
from engine.vocab import KeyValueError, Registry, Word, option, value

if TYPE_CHECKING:
    from engine.view import View


@dataclass(frozen=True)
class Condition(Word):
    """A condition: true or false in a game state."""

    _: KW_ONLY
    text: str = option("text", "the clause as printed, for the log", default="")
    selector_context: ClassVar[str] = "condition"  # where its selectors are read (engine.selectors)
    # the places it can take effect in (:data:`CONDITION_PLACES`); elsewhere it is refused
    places: ClassVar[tuple[str, ...]] = ()
    reads_what: ClassVar[str] = ""

    def takes_effect_in(self) -> tuple[tuple[str, ...], str, str]:
        """The places it can take effect in (:data:`CONDITION_PLACES`; none: every one), and what it
        reads that the others do not give: the word of the text tables (``reads_…``), its English."""
        return self.places, self.key, self.reads_what

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """Whether it is true now: ``views`` the game, ``source`` and ``controller`` of the
        ability, ``it_view`` the object the trigger event involved (as it last was),
        ``kicked`` the kicker costs paid for the source, ``life`` the players' life totals,
        ``choices`` the choices the ability may refer to (607.2d: "of the chosen color")."""
        raise NotImplementedError


CONDITIONS: Registry[type[Condition]] = Registry("condition", "an `if:` mapping (603.4, 603.8, 607.2i)")
# Where an `if:` is read: a triggered ability's intervening "if" (603.4), a state trigger's
# state (603.8), a reflexive ability's, a static ability's "as long as" (611.3a), an
# additional-triggers ability's, a replacement effect's ("If you control a creature, …"), a
# resolved effect's "for as long as" duration (611.2b).
CONDITION_PLACES: tuple[str, ...] = ("triggered if", "state trigger if", "reflexive if", "static as_long_as",
                                     "additional_triggers if", "replacement if", "effect for_as_long_as")


def refused_at(cond: Condition, place: str) -> str:
    """Why ``cond`` cannot take effect at ``place`` (``""``: it can).

    >>> refused_at(Kicked("{W}"), "static as_long_as")
    "'kicked' cannot take effect in a static as_long_as: it reads the kicker paid for the object a trigger is of (it can in: triggered if)"
    """
    places, _, reads = cond.takes_effect_in()
    if not places or place in places:
        return ""
    a = "an" if place[:1] in "aeiou" else "a"
    return f"{cond.key!r} cannot take effect in {a} {place}: it reads {reads} (it can in: {', '.join(places)})"


def refused_at_says(cond: Condition, place: str) -> dict[str, Any] | None:
    """What :func:`refused_at` says, as a record's JSON (``error.cant_read_here``), for the reader."""
    places, reads, _ = cond.takes_effect_in()
    if not places or place in places:
        return None
    return Record.of("error.cant_read_here", text=Text(cond.key), context=Term(f"context_{place}"),
                     missing=(Term(f"reads_{reads}"),), where=tuple(Term(f"context_{p}") for p in places)).to_json()


@dataclass(frozen=True)
class Threshold(Condition):
    """A number compared with ``n``: at least ``n`` (``at_least``), or at most."""

    at_least: ClassVar[bool]
    n: int = value("int", "the number")

    def meets(self, number: int) -> bool:
        """Whether ``number`` is at least (at most) ``n``."""
        return number >= self.n if self.at_least else number <= self.n


@dataclass(frozen=True)
class CountThreshold(Threshold):
    """603.4, 603.8: the number of objects ``count`` describes, compared with ``n``."""

    count: Selector = option("selector", "the objects counted")
    other_than: str = option("word", "`it`: the phrase's `other` is other than the object the trigger event is "
                             "about, not this object (\"whenever a Mountain enters, if you control five other "
                             "Mountains\": other than the one that entered)", default="", words=("it",))

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """``other_than`` says whom the phrase's ``other`` excludes: a phrase without it is refused."""
        if values.get("other_than") and not any(s.other for s in (values["count"], *values["count"].alternatives)):
            raise KeyValueError("other_than", f"other_than: {values['count'].text!r} has no 'other' to say it of "
                                "(write `other Mountains you control`)",
                                goes_with("other_than", "other"))

    def takes_effect_in(self) -> tuple[tuple[str, ...], str, str]:
        """``other_than: it``: only where there is a trigger event's object (603.4)."""
        if self.other_than:
            return ("triggered if",), "other_than_it", "the object the trigger event is about (other_than: it)"
        return super().takes_effect_in()

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """Count now (``other_than: it``: each but the object the event is about, as it is now)."""
        other = it_view.id if self.other_than and it_view is not None else None
        return self.meets(len(self.count.select(Context(views=views, source=source, controller=controller,
                                                        choices=choices or {}, other_than=other))))


@CONDITIONS.register
@dataclass(frozen=True)
class AtLeast(CountThreshold):
    """603.4: the number of objects ``count`` describes is at least ``n``."""

    key: ClassVar[str] = "at_least"
    doc: ClassVar[str] = "`{count: SELECTOR, at_least: N}`: at least N objects match (603.4)"
    at_least: ClassVar[bool] = True
    n: int = value("int", "the least number")


@CONDITIONS.register
@dataclass(frozen=True)
class AtMost(CountThreshold):
    """603.8: the number of objects ``count`` describes is at most ``n`` ("when you control no …")."""

    key: ClassVar[str] = "at_most"
    doc: ClassVar[str] = "`{count: SELECTOR, at_most: N}`: at most N objects match (603.8: `at_most: 0`)"
    at_least: ClassVar[bool] = False
    n: int = value("int", "the greatest number")


@CONDITIONS.register
@dataclass(frozen=True)
class NoCounters(Condition):
    """603.4 / 702.79a: the object the event involved had no ``kind`` counters (as it last was)."""

    key: ClassVar[str] = "no_counters"
    places: ClassVar[tuple[str, ...]] = ("triggered if",)
    reads_what: ClassVar[str] = "the object the trigger event involved, as it last was"
    doc: ClassVar[str] = "`{no_counters: \"-1/-1\"}`: it had no such counters, as it last was (persist)"
    kind: str = value("counter", "the counter kind")

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """Look at the object as it last was."""
        return it_view is None or it_view.counters.get(self.kind, 0) == 0


@CONDITIONS.register
@dataclass(frozen=True)
class Kicked(Condition):
    """607.2i: the source was kicked with its kicker ``cost``."""

    key: ClassVar[str] = "kicked"
    places: ClassVar[tuple[str, ...]] = ("triggered if",)
    reads_what: ClassVar[str] = "the kicker paid for the object a trigger is of"
    doc: ClassVar[str] = "`{kicked: \"{W}\"}`: its kicker with that cost was paid (607.2i)"
    cost: str = value("text", "the kicker cost")

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """Whether that kicker was paid."""
        return self.cost in kicked


def condition_holds(cond: Condition | None, views: Mapping[str, View], source: str | None, controller: str,
                    it_view: View | None, kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
                    choices: Mapping[str, str] | None = None) -> bool:
    """Whether an intervening "if" (603.4), a kicker link (607.2i) or an "as long as" (611.3a)
    is true now (no condition: true); ``choices``: those the ability may refer to (607.2d)."""
    return cond is None or cond.holds(views, source, controller, it_view, kicked, life, choices)


@CONDITIONS.register
@dataclass(frozen=True)
class YouControlThis(Condition):
    """"For as long as you control ~" (611.2b): the object the effect's spell or ability is of is
    a permanent the effect's controller controls."""

    key: ClassVar[str] = "you_control_this"
    doc: ClassVar[str] = ("`{you_control_this: true}`: the object the effect is of is on the battlefield under the "
                          "effect's controller's control (\"for as long as you control ~\", 611.2b)")
    places: ClassVar[tuple[str, ...]] = ("effect for_as_long_as",)
    reads_what: ClassVar[str] = "the object a resolved effect is of (its duration, 611.2b)"
    yes: bool = value("flag", "true")

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """``false`` would be a condition that says nothing: refused."""
        if values.get("yes") is not True:
            raise KeyValueError("you_control_this", "you_control_this: true (false says nothing)",
                                Record.of("error.expected", key=Text("you_control_this"), expected=Term("value_true"),
                                          value=Text(repr(values.get("yes")))).to_json())

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """On the battlefield under that player's control now."""
        v = views.get(source or "")
        return v is not None and v.zone == "battlefield" and v.controller == controller


@CONDITIONS.register
@dataclass(frozen=True)
class Tapped(Condition):
    """"As long as ~ is tapped" (611.3a), "for as long as ~ remains tapped" (611.2b): the object
    the ability or effect is of is a tapped permanent (``false``: an untapped one; 110.5, 701.26)."""

    key: ClassVar[str] = "tapped"
    doc: ClassVar[str] = ("`{tapped: true}`: the object the ability or effect is of is a tapped permanent (\"as long as "
                          "~ is tapped\", 611.3a; \"for as long as ~ remains tapped\", 611.2b); `false`: an untapped one")
    yes: bool = value("flag", "true: tapped; false: untapped")

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """A permanent with that status now."""
        v = views.get(source or "")
        return v is not None and v.zone == "battlefield" and v.tapped is self.yes


LIFE_WHO: tuple[str, ...] = ("you", "an opponent")


@dataclass(frozen=True)
class LifeThreshold(Threshold):
    """A life total as a condition (119): ``who``'s, compared with ``n``."""

    who: str = option("word", "whose life total", default="you", words=LIFE_WHO)

    def holds(self, views: Mapping[str, View], source: str | None, controller: str, it_view: View | None,
              kicked: tuple[str, ...], life: Mapping[str, int] | None = None,
              choices: Mapping[str, str] | None = None) -> bool:
        """Compare the life total now."""
        return any(self.meets(n) for p, n in (life or {}).items() if (p == controller) == (self.who == "you"))


@CONDITIONS.register
@dataclass(frozen=True)
class LifeAtLeast(LifeThreshold):
    """A life total as a condition: "if you have 40 or more life" (119)."""

    key: ClassVar[str] = "life_at_least"
    doc: ClassVar[str] = ("`{life_at_least: 40}` (`who: an opponent`): the player's life total is N or more "
                          "(\"if you have 40 or more life\")")
    at_least: ClassVar[bool] = True
    n: int = value("int", "the least life total")


@CONDITIONS.register
@dataclass(frozen=True)
class LifeAtMost(LifeThreshold):
    """A life total as a condition: "if you have 5 or less life" (119)."""

    key: ClassVar[str] = "life_at_most"
    doc: ClassVar[str] = "`{life_at_most: 5}` (`who: an opponent`): the player's life total is N or less"
    at_least: ClassVar[bool] = False
    n: int = value("int", "the greatest life total")


__all__ = ["CONDITIONS", "AtLeast", "AtMost", "Condition", "Kicked", "LifeAtLeast", "LifeAtMost", "NoCounters",
           "YouControlThis", "condition_holds"]
