"""Amounts of one-shot instructions: numbers computed when a spell or ability resolves
(608.2h: a value of an object that has left its zone is its last known information).

Each amount phrase is a word of :data:`AMOUNTS` with the pattern it is written in.

>>> parse_amount(3), parse_amount("its power"), parse_amount("its +1/+1 counters")
(Number(n=3), ItsPower(), ItsCounters(kind='+1/+1'))
>>> parse_amount("its speed")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown amount 'its speed' (known: a number, its power, its toughness, its KIND counters, the total mana value of SELECTOR, your life total, X, the sacrificed creature's power, that creature's power, that many; did you mean 'its power'?)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from engine.errors import IllegalActionError, UnknownWordError, ValueSyntaxError
from engine.objects import counter_kind
from engine.records import amount_place, not_allowed, unknown_word, wrong_type
from engine.selectors import Context, Selector, parse_selector
from engine.vocab import Registry, Word, suggest

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from engine.costs import Looked
    from engine.linked import ExileRecord
    from engine.objects import GameObject
    from engine.view import View


class Triggered(Protocol):
    """What an amount reads of the trigger a resolving ability came from (an
    engine.triggers.PendingTrigger): the object its event involved, as the event saw it (an amount
    reads it as it is on resolution, :func:`now_or_last_known`, 608.2h), and the choices its source
    had made (607.2d)."""

    @property
    def it(self) -> str | None: ...
    @property
    def it_incarnation(self) -> int: ...
    @property
    def it_view(self) -> View | None: ...
    @property
    def delayed(self) -> bool: ...
    @property
    def reflexive(self) -> bool: ...  # 603.12: ``it`` is what the instruction before it acted on
    @property
    def choices(self) -> Mapping[str, str]: ...


class Measured(Protocol):
    """What an amount reads of the resolving spell or ability (an engine.stack.StackItem)."""

    @property
    def source(self) -> str | None: ...
    @property
    def source_incarnation(self) -> int: ...
    @property
    def controller(self) -> str: ...
    @property
    def targets(self) -> tuple[str, ...]: ...
    @property
    def ability_key(self) -> str: ...
    @property
    def ability(self) -> object: ...
    @property
    def link_group(self) -> str: ...
    @property
    def trigger(self) -> Triggered | None: ...
    @property
    def x(self) -> int: ...  # 107.3: announced as it was cast (601.2b)
    @property
    def cost_sacrificed(self) -> tuple[str, ...]: ...  # 601.2h


class Measuring(Protocol):
    """What an amount reads of the resolution (an engine.resolve.Resolving)."""

    @property
    def item(self) -> Measured: ...
    @property
    def source_view(self) -> View | None: ...  # 608.2h: the source as it last was
    @property
    def sacrificed(self) -> Sequence[str]: ...
    @property
    def that_many(self) -> int | None: ...  # 614.1a


class Counting(Protocol):
    """What an amount asks of the game (a narrow part of engine.ports.GameOps): its objects and
    life totals, their characteristics now (613) and as they last were (608.2h), and what the
    source's linked abilities chose and exiled (607.2a, 607.2d) — so that no amount names a
    module above it."""

    @property
    def objects(self) -> Mapping[str, GameObject]: ...
    @property
    def life(self) -> Mapping[str, int]: ...
    @property
    def last_known(self) -> Mapping[str, View]: ...
    def characteristics(self, *, record: bool = True) -> Looked: ...
    def linked_choices(self, oid: str, key: str) -> dict[str, str]: ...
    def linked_exiles(self, oid: str, incarnation: int, group: str, link: str) -> Sequence[ExileRecord]: ...


class Amount(Word):
    """A number an instruction computes on resolution."""

    pattern: ClassVar[str]  # how it is written (a regular expression; groups are its fields)
    written: ClassVar[str]  # how the docs show it
    # the places it can take effect in (:data:`AMOUNT_PLACES`); elsewhere it is refused
    places: ClassVar[tuple[str, ...]] = ("instruction", "x_is")
    # in an instruction, what its ability must give it (:data:`AMOUNT_NEEDS`); "": nothing
    needs: ClassVar[str] = ""

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """The number now — negative if the value it reads is (a power below 0: 107.1b)."""
        raise NotImplementedError

    def result(self, game: Counting, ctx: Measuring) -> int:
        """The number an effect uses: 107.1b — a calculation that determines an effect's result
        and yields a negative number uses 0 ("you lose life equal to its power" at -2 power loses
        none), except for an effect that sets a life total to a specific value (``set_life``)."""
        return max(0, self.evaluate(game, ctx))


AMOUNTS: Registry[type[Amount]] = Registry("amount", "a number or a phrase for one (608.2h)")
# Where an amount is read: an instruction of a resolving spell or ability (608.2h), an
# activated ability's `x_is` (107.3, computed with its cost: no trigger, no target, no X
# yet), the number of counters a permanent enters with (`with_counters`, 614.1c).
AMOUNT_PLACES: tuple[str, ...] = ("instruction", "x_is", "with_counters")
# What an amount in an instruction may need from the ability the instruction is of: the
# object its trigger event involved (a triggered, delayed or reflexive ability), the X
# announced as its spell was cast (a spell), the event its replacement effect replaces.
AMOUNT_NEEDS: dict[str, str] = {"trigger": "a triggered ability (the object its trigger event involved)",
                                "spell": "a spell (the X announced as it was cast, 601.2b)",
                                "sacrifice": "an ability that sacrificed one: after a `sacrifice` instruction, in a "
                                             "reflexive ability after one (603.12), or with a cost `Sacrifice a "
                                             "SELECTOR` (a spell's `additional_cost`, 601.2h)",
                                "target": "an ability with a `target`, or a reflexive ability (the object the "
                                          "instruction before it acted on, 603.12)",
                                "target on the stack": "an ability whose `target` can be a spell or an ability on "
                                                       "the stack (`target spell`, `target creature spell`, `target "
                                                       "triggered ability`: 115.1, 701.6a)",
                                "target spell": "an ability whose `target` can be a spell (`target spell`, `target "
                                                "instant spell`: 115.1, 707.10)",
                                "target ability": "an ability whose `target` is a triggered ability on the stack "
                                                  "(`target triggered ability you control`: 115.1e)",
                                "created": "the instructions after one that creates tokens (`create_tokens`: "
                                           "\"that token\", 707.10e)",
                                "that many": "a replacement effect's `do:` (the amount of the event it replaces) or "
                                             "the `then` of `discard_hand` (the cards discarded)",
                                "permanent": "an ability of a permanent (one that can leave the battlefield, 610.3)",
                                "resolves": "a spell or an ability that resolves (the choices its controller makes "
                                            "as it resolves, 608.2d; a replacement effect's `do:` resolves nothing)"}


def refused_amount(amount: Amount, place: str) -> str:
    """Why ``amount`` cannot take effect at ``place`` (``""``: it can).

    >>> refused_amount(parse_amount("its toughness"), "x_is")
    "'its toughness' cannot take effect in x_is (it can in: instruction)"
    """
    if place in amount.places:
        return ""
    return f"{amount.written!r} cannot take effect in {place} (it can in: {', '.join(amount.places)})"


def amount_refused(amount: Amount, place: str) -> dict[str, Any] | None:
    """What :func:`refused_amount` says, as a record's JSON (``error.amount_place``), for the reader."""
    if place in amount.places:
        return None
    return amount_place(amount.written, f"place_{place}", [f"place_{p}" for p in amount.places]).to_json()


def now_or_last_known(game: Counting, seen: View) -> View:
    """608.2h, 113.7a: the object ``seen`` shows (as an earlier game state saw it: the event it
    triggered on) as it is now, if it is still that object in that zone — else its last known
    information, as it last existed there; ``seen`` itself when nothing later is known of it."""
    now = game.characteristics(record=False).views.get(seen.id)
    if now is not None and now.zone == seen.zone and now.incarnation == seen.incarnation:
        return now
    lki = game.last_known.get(seen.id)
    if lki is not None and lki.zone == seen.zone and lki.incarnation == seen.incarnation:
        return lki
    return seen


def _triggering_object(game: Counting, ctx: Measuring) -> View | None:
    """The object the trigger event involved ("that creature"), as it is as the ability resolves
    — not as it was when it triggered — or as it last existed if it has left its zone (608.2h)."""
    trig = ctx.item.trigger
    return now_or_last_known(game, trig.it_view) if trig is not None and trig.it_view is not None else None


@AMOUNTS.register
@dataclass(frozen=True)
class Number(Amount):
    """A number written on the card."""

    key: ClassVar[str] = "number"
    places: ClassVar[tuple[str, ...]] = ("instruction", "x_is", "with_counters")
    doc: ClassVar[str] = "a number written on the card, 0 or more (107.1b)"
    pattern: ClassVar[str] = r"([+-]?\d+)"
    written: ClassVar[str] = "a number"
    n: int

    def __post_init__(self) -> None:
        """107.1b: no effect gains, deals or draws a negative number ("gain -2 life" would gain none)."""
        if self.n < 0:
            raise ValueSyntaxError(f"an amount is a number zero or more (107.1b), not {self.n}",
                                   wrong_type("amount", "value_zero_or_more", self.n))

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """The number."""
        return self.n


@AMOUNTS.register
@dataclass(frozen=True)
class ItsPower(Amount):
    """The source's power now, or as it last existed on the battlefield (608.2h)."""

    key: ClassVar[str] = "its power"
    doc: ClassVar[str] = ("the source's power as the spell or ability resolves, or as it last existed on the "
                          "battlefield if it has left (608.2h, 113.7a)")
    pattern: ClassVar[str] = r"its power"
    written: ClassVar[str] = "its power"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """Power of the source, or its last known information."""
        views = game.characteristics(record=False).views
        view = views.get(ctx.item.source or "")
        if view is None or view.incarnation != ctx.item.source_incarnation or view.zone != "battlefield":
            view = ctx.source_view  # 608.2h: last known information
        return (view.power or 0) if view is not None else 0


@AMOUNTS.register
@dataclass(frozen=True)
class ItsToughness(Amount):
    """The toughness of the object the trigger event involved, now or as it last existed (608.2h)."""

    key: ClassVar[str] = "its toughness"
    places: ClassVar[tuple[str, ...]] = ("instruction",)
    needs: ClassVar[str] = "trigger"
    doc: ClassVar[str] = ("the triggering object's toughness as the ability resolves, or as it last existed if it has "
                          "left its zone (608.2h)")
    pattern: ClassVar[str] = r"its toughness"
    written: ClassVar[str] = "its toughness"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """Toughness of "it"."""
        view = _triggering_object(game, ctx)
        return (view.toughness or 0) if view is not None else 0


@AMOUNTS.register
@dataclass(frozen=True)
class ItsCounters(Amount):
    """"For each +1/+1 counter on it": the counters of that kind on the triggering object as
    the ability resolves, or as it last existed if it has left its zone (608.2h: modular)."""

    key: ClassVar[str] = "its counters"
    places: ClassVar[tuple[str, ...]] = ("instruction",)
    needs: ClassVar[str] = "trigger"
    doc: ClassVar[str] = ("the number of counters of a kind on the triggering object as the ability resolves, or as "
                          "it last existed if it has left its zone (608.2h)")
    pattern: ClassVar[str] = r"its (\S+) counters"
    written: ClassVar[str] = "its KIND counters"
    kind: str

    def __post_init__(self) -> None:
        """KIND is a kind of counter (122.1): another word ("its plus counters") counted none, silently."""
        object.__setattr__(self, "kind", counter_kind(self.kind))

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """Counters on "it"."""
        view = _triggering_object(game, ctx)
        return view.counters.get(self.kind, 0) if view is not None else 0


@AMOUNTS.register
@dataclass(frozen=True)
class TotalManaValue(Amount):
    """202.3: the total mana value of the objects a selector describes — with ``exiled with
    this``, every card the linked ability (the ability's ``link``) exiled (607.2a; with
    additional triggers, every one of them)."""

    key: ClassVar[str] = "total mana value"
    doc: ClassVar[str] = ("the total mana value of the objects a selector describes (`cards exiled with this`: "
                          "every card the linked ability exiled, 607.2a)")
    pattern: ClassVar[str] = r"the total mana value of (.+)"
    written: ClassVar[str] = "the total mana value of SELECTOR"
    what: Selector

    @classmethod
    def of(cls, phrase: str) -> TotalManaValue:
        """From the selector phrase."""
        return cls(parse_selector(phrase))

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """Summed over the objects now."""
        return sum(game.characteristics(record=False).views[o].mana_value
                   for o in self.what.select(selection_context(game, ctx)))


def last_known_power(game: Counting, oid: str) -> int:
    """608.2h: the power of ``oid`` now if it is still on the battlefield as the same object,
    else as it last existed there ("damage equal to that creature's power")."""
    views = game.characteristics(record=False).views
    view = views.get(oid)
    if view is not None and view.zone == "battlefield" or oid not in game.last_known:
        return int(view.power or 0) if view is not None else 0
    return int(game.last_known[oid].power or 0)


def item_choices(game: Counting, item: Measured) -> dict[str, str]:
    """The choices a resolving spell or ability may refer to (607.2d, 607.5a: "the chosen
    color"): those its source's linked ability made — for a triggered ability, as its source
    was when it triggered."""
    if item.trigger is not None:
        return dict(item.trigger.choices)
    return game.linked_choices(item.source or "", item.ability_key) if item.ability_key else {}


def _same_source(game: Counting, item: Measured) -> str | None:
    """400.7: "this creature" of a resolving spell or ability is its source only while that is
    the same object (603.7c: a delayed ability of a permanent that has left the battlefield does
    nothing to it) — or, for an ability that triggered on its source's own zone change, the
    object it became then (400.7d)."""
    src = game.objects.get(item.source or "")
    if src is None or src.incarnation == item.source_incarnation:
        return item.source
    trig = item.trigger
    if trig is not None and not trig.delayed and trig.it == src.id and trig.it_incarnation == src.incarnation:
        return item.source
    return None


def selection_context(game: Counting, ctx: Measuring) -> Context:
    """The context a selector of a resolving ability is judged in: its source and controller,
    the choices it may refer to (607.2d), the cards its linked ability exiled (607.2a,
    ``exiled with this``), its targets (``that shares a color with it``) and the object its
    triggered ability refers to (``that creature``, 700.7)."""
    item = ctx.item
    link = getattr(item.ability, "link", "")
    exiled = frozenset(r.object for r in game.linked_exiles(item.source or "", item.source_incarnation,
                                                             item.link_group, link)) if link else frozenset()
    trig = item.trigger  # "that creature": the object its triggered ability refers to (603.7c, 700.7)
    return Context(views=game.characteristics(record=False).views, source=_same_source(game, item),
                   controller=item.controller,
                   choices=item_choices(game, item), exiled=exiled,
                   targets=tuple(t for t in item.targets if t in game.objects),  # "it" of "shares a color with it"
                   it=(trig.it, trig.it_incarnation) if trig is not None and trig.it else None)


@AMOUNTS.register
@dataclass(frozen=True)
class YourLife(Amount):
    """A life total as an amount (119): the controller's, now."""

    key: ClassVar[str] = "your life total"
    doc: ClassVar[str] = "the life total of this spell's or ability's controller, now (119)"
    pattern: ClassVar[str] = r"your life total"
    written: ClassVar[str] = "your life total"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """The controller's life total."""
        return game.life[ctx.item.controller]


@AMOUNTS.register
@dataclass(frozen=True)
class X(Amount):
    """107.3: X — the value announced for it as the spell was cast (601.2b); 0 otherwise (107.3b)."""

    key: ClassVar[str] = "X"
    places: ClassVar[tuple[str, ...]] = ("instruction", "with_counters")
    needs: ClassVar[str] = "spell"
    doc: ClassVar[str] = "107.3: the value of X announced as the spell was cast (scenario `cast_spell: {x: N}`)"
    pattern: ClassVar[str] = r"X"
    written: ClassVar[str] = "X"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """The announced value."""
        return ctx.item.x


@AMOUNTS.register
@dataclass(frozen=True)
class SacrificedPower(Amount):
    """608.2h: the power of the creature this spell or ability sacrificed, as it last existed
    on the battlefield ("damage equal to the sacrificed creature's power")."""

    key: ClassVar[str] = "the sacrificed creature's power"
    places: ClassVar[tuple[str, ...]] = ("instruction",)
    doc: ClassVar[str] = ("the power of what its `sacrifice` instruction — or paying its cost (a spell's "
                          "`additional_cost: Sacrifice a creature`; a copy: the original's, 707.10) — sacrificed, as it "
                          "last existed (608.2h)")
    pattern: ClassVar[str] = r"the sacrificed creature's power"
    written: ClassVar[str] = "the sacrificed creature's power"
    needs: ClassVar[str] = "sacrifice"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """Its last known power."""
        trig = ctx.item.trigger
        parent = [trig.it] if trig is not None and trig.reflexive and trig.it else []  # 603.12: "when you do"
        paid = list(ctx.item.cost_sacrificed[-1:])  # 601.2h: sacrificed to pay its cost (a copy: the original's, 707.10)
        return sum(last_known_power(game, oid) for oid in ctx.sacrificed[-1:] or parent or paid)


@AMOUNTS.register
@dataclass(frozen=True)
class TargetPower(Amount):
    """608.2h: the power of its first target creature — now, or as it last existed on the
    battlefield if it has left ("damage equal to that creature's power")."""

    key: ClassVar[str] = "that creature's power"
    places: ClassVar[tuple[str, ...]] = ("instruction",)
    doc: ClassVar[str] = ("the power of its target creature — in a reflexive ability, of the creature the instruction "
                          "before it acted on (603.12) — now or as it last existed on the battlefield (608.2h)")
    pattern: ClassVar[str] = r"that creature's power"
    written: ClassVar[str] = "that creature's power"
    needs: ClassVar[str] = "target"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """The target's power, or its last known information."""
        trig = ctx.item.trigger
        if trig is not None and trig.reflexive and trig.it:  # 603.12: the creature the parent acted on
            return last_known_power(game, trig.it)
        found = [t for t in ctx.item.targets if t in game.objects]
        return last_known_power(game, found[0]) if found else 0


@AMOUNTS.register
@dataclass(frozen=True)
class ThatMany(Amount):
    """614.1a: in a replacement effect's ``do``, the amount of the event it replaces ("If you
    would gain life, draw that many cards instead"); in the ``then`` of ``discard_hand``, the
    cards discarded ("discard your hand, then draw that many cards"); anywhere else it is an
    error, not 0."""

    key: ClassVar[str] = "that many"
    doc: ClassVar[str] = ("614.1a: in a replacement's `do:`, the amount of the event it replaces (\"draw that many "
                          "cards instead\"); in the `then` of `discard_hand`, the cards discarded; refused anywhere "
                          "else")
    pattern: ClassVar[str] = r"that many"
    written: ClassVar[str] = "that many"
    places: ClassVar[tuple[str, ...]] = ("instruction",)  # in a replacement's `do:`, a discard's `then` (else an error)
    needs: ClassVar[str] = "that many"

    def evaluate(self, game: Counting, ctx: Measuring) -> int:
        """The replaced event's amount, or the cards discarded."""
        if ctx.that_many is None:
            raise IllegalActionError("'that many' is the amount of the event a replacement effect replaces (only in "
                                     "a replacement's do:, 614.1a) or the cards discard_hand discarded (its then:)",
                                     not_allowed("cant_that_many", rule="614.1a"))
        return ctx.that_many


def parse_amount(text: int | str) -> Amount:
    """A number or an amount phrase → :class:`Amount` (UnknownWordError otherwise)."""
    if isinstance(text, bool):
        raise UnknownWordError(f"an amount is a number or a phrase, not {text!r}", wrong_type("amount", "value_amount", text))
    if isinstance(text, int):
        return Number(text)
    phrase = " ".join(str(text).split())
    for _, cls in AMOUNTS.items():
        m = re.fullmatch(cls.pattern, phrase, re.IGNORECASE)
        if m:
            if cls is TotalManaValue:
                return TotalManaValue.of(m.group(1))
            args = [int(g) if cls is Number else g for g in m.groups()]
            return cls(*args)  # type: ignore[no-any-return]
    written = [cls.written for _, cls in AMOUNTS.items()]
    raise UnknownWordError(f"unknown amount {phrase!r} (known: {', '.join(written)}{suggest(phrase, written)})",
                           unknown_word("amount", phrase, written))


__all__ = ["AMOUNTS", "Amount", "ItsCounters", "ItsPower", "ItsToughness", "Number", "SacrificedPower", "TargetPower",
           "TotalManaValue", "X", "YourLife", "last_known_power", "now_or_last_known", "parse_amount",
           "selection_context"]
