"""Costs of activated abilities (602.1, 118): a parsed :class:`Cost`, its parts words of
the registry :data:`COST_PARTS`, each paid on activation (602.2b) by its own class.

>>> c = parse_cost("{T}, Sacrifice ~")
>>> [type(p).__name__ for p in c.parts]
['Tap', 'SacrificeIt']
>>> parse_cost("{R}, Exile the top ten cards of your library").parts[1]
ExileTop(n=10)
>>> parse_cost("Pay 2 life")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown cost 'Pay 2 life' (known: mana symbols ({2}{B}), {T}, Exile the top N cards of your library, Sacrifice ~ (this object, by its name), Sacrifice a SELECTOR (a creature, an artifact), Discard a card)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from engine.errors import IllegalActionError, UnknownWordError
from engine.linked import Exiling, ExilingAbility, exile_remembered
from engine.objects import summoning_sick
from engine.records import Text, cant_choose, choose, not_a, not_allowed, unknown_word
from engine.vocab import Registry, Word

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from engine.events import Event
    from engine.objects import GameObject
    from engine.selectors import Selector
    from engine.view import View


class Looked(Protocol):
    """The game as a cost looks at it: every object's view now (613)."""

    @property
    def views(self) -> Mapping[str, View]: ...


class Paying(Exiling, Protocol):
    """What paying a cost asks of the game (a narrow part of engine.ports.GameOps): to look at it,
    find a library, move, tap and sacrifice — so that no cost names a module above it."""

    def characteristics(self, *, record: bool = True) -> Looked: ...
    def cards_in(self, zone: str, player: str) -> list[str]: ...
    def tap(self, oid: str, tapped: bool = True) -> Event | None: ...
    def obj(self, oid: str) -> GameObject: ...
    turn_began: dict[str, int]  # 302.6
    def sacrifice(self, player: str, chosen: Iterable[str], what: Selector, source: str | None = None,
                  count: int = 1) -> list[str]: ...


class PaidFor(ExilingAbility, Protocol):
    """What a cost asks of the spell or ability it is paid for (an engine.stack.StackItem)."""

    controller: str
    cost_sacrificed: tuple[str, ...]  # 601.2h: the permanents chosen to sacrifice, then those sacrificed
    cost_discarded: tuple[str, ...]  # 601.2h, 701.9a: the card chosen to discard, then the one discarded

    @property
    def ability(self) -> object: ...
    @property
    def object(self) -> str | None: ...  # the spell's object (not sacrificed for a cost of its own)


class CostPart(Word):
    """One part of a cost ("{T}", "Sacrifice ~")."""

    pattern: ClassVar[str]  # how it is written (a regular expression; groups are its fields)
    written: ClassVar[str]  # how the docs show it
    order: ClassVar[int] = 0  # 602.2b lets the player pay in any order; the engine pays by this, then as written
    at_once: ClassVar[bool] = True  # paid by an ability that resolves at once (`activate` of an effect) too
    gives: ClassVar[frozenset[str]] = frozenset()  # what paying it gives the ability's amounts (AMOUNT_NEEDS)

    def pay(self, game: Paying, item: PaidFor, view: View) -> None:
        """Pay it (602.2b)."""

    def payable(self, game: Paying, item: PaidFor, view: View) -> None:
        """118.3: raise IllegalActionError when the player lacks what paying it takes."""


COST_PARTS: Registry[type[CostPart]] = Registry("cost", "a part of an activated ability's cost (602.1)")
_NUMBERS = {w: i for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"])}


@COST_PARTS.register
@dataclass(frozen=True)
class ManaPayment(CostPart):
    """202, 601.2g: mana symbols — not paid by the engine (mana payment is not modelled)."""

    key: ClassVar[str] = "mana"
    doc: ClassVar[str] = "mana symbols; the engine does not pay mana (an `activation_costs` check shows X computed)"
    pattern: ClassVar[str] = r"((?:\{(?!T\})[0-9A-Z/]+\})+)"
    written: ClassVar[str] = "mana symbols ({2}{B})"
    symbols: str


@COST_PARTS.register
@dataclass(frozen=True)
class Tap(CostPart):
    """{T}: tap this object (107.5)."""

    key: ClassVar[str] = "tap"
    doc: ClassVar[str] = "{T}: the object becomes tapped (107.5)"
    pattern: ClassVar[str] = r"\{T\}"
    written: ClassVar[str] = "{T}"

    def pay(self, game: Paying, item: PaidFor, view: View) -> None:
        """Tap it."""
        game.tap(view.id)

    def payable(self, game: Paying, item: PaidFor, view: View) -> None:
        """118.3 and 302.6 (:func:`tap_payable`)."""
        tap_payable(game, view)


def tap_payable(game: Paying, view: View) -> None:
    """Whether the {T} of ``view``'s ability can be paid — of an activated ability's cost
    (:class:`Tap`) or a mana ability's (605.1a, 602.5a). 118.3: "a permanent that's already
    tapped can't be tapped to pay a cost"; 302.6: a creature's {T} ability can't be activated
    unless it has been under its controller's control continuously since their most recent
    turn began, or it has haste (702.10b)."""
    if game.obj(view.id).tapped:
        raise IllegalActionError(f"{view.id} is tapped: its {{T}} cost can't be paid (118.3)",
                                 not_allowed("cant_pay_tapped", view.id, "118.3"))
    if "creature" in view.card_types and summoning_sick(game.obj(view.id), game.turn_began, view.controller) \
            and not any(getattr(a, "name", "").lower() == "haste" for _, a in view.abilities):
        raise IllegalActionError(f"{view.id} came under its controller's control this turn: its {{T}} ability "
                                 "can't be activated (302.6, 602.5a; it has no haste)",
                                 not_allowed("cant_tap_sick", view.id, "302.6"))


@COST_PARTS.register
@dataclass(frozen=True)
class ExileTop(CostPart):
    """Exile the top N cards of your library (the cost of a card like a 'slogger')."""

    key: ClassVar[str] = "exile top"
    doc: ClassVar[str] = "the top N cards of your library are exiled (remembered as exiled by this ability, 607.2a)"
    pattern: ClassVar[str] = r"Exile the top (\w+) cards? of your library"
    written: ClassVar[str] = "Exile the top N cards of your library"
    n: int

    def pay(self, game: Paying, item: PaidFor, view: View) -> None:
        """From the top, in one event."""
        library = game.cards_in("library", item.controller)
        if library:
            exile_remembered(game, library[:self.n], item, getattr(item.ability, "link", ""))

    def payable(self, game: Paying, item: PaidFor, view: View) -> None:
        """118.3: fewer than N cards in the library — the cost can't be paid."""
        if len(game.cards_in("library", item.controller)) < self.n:
            raise IllegalActionError(f"{view.id}: fewer than {self.n} cards in the library — 'Exile the top {self.n} "
                                     "cards of your library' can't be paid (118.3)",
                                     not_allowed("cant_pay_exile_top", view.id, "118.3"))


@COST_PARTS.register
@dataclass(frozen=True)
class SacrificeIt(CostPart):
    """701.21: sacrifice this object ("Sacrifice ~", written with its name)."""

    key: ClassVar[str] = "sacrifice it"
    doc: ClassVar[str] = "the object is sacrificed (701.21), after the other parts"
    pattern: ClassVar[str] = r"Sacrifice (?!an? |another |two |three )(.+)"
    written: ClassVar[str] = "Sacrifice ~ (this object, by its name)"
    order: ClassVar[int] = 1
    name: str

    def pay(self, game: Paying, item: PaidFor, view: View) -> None:
        """Into its owner's graveyard, if it is still on the battlefield."""
        if view.zone == "battlefield":
            game.move_together([view.id], "graveyard")


@COST_PARTS.register
@dataclass(frozen=True)
class SacrificeOne(CostPart):
    """701.21, 601.2h: sacrifice a permanent it describes ("Sacrifice a creature"), one the
    player controls: the one chosen for it (``StackItem.cost_sacrificed``: scenario
    `cast_spell: {sacrificed: id}`), or the only one there is; none — it can't be paid."""

    key: ClassVar[str] = "sacrifice one"
    doc: ClassVar[str] = ("a permanent it describes that you control is sacrificed (701.21; the one chosen: "
                          "`cast_spell: {sacrificed: id}`, else the only one); \"the sacrificed creature's power\" reads it")
    pattern: ClassVar[str] = r"Sacrifice an? (.+)"
    written: ClassVar[str] = "Sacrifice a SELECTOR (a creature, an artifact)"
    order: ClassVar[int] = 1
    gives: ClassVar[frozenset[str]] = frozenset({"sacrifice"})  # "the sacrificed creature's power" (608.2h)
    what: str

    def pay(self, game: Paying, item: PaidFor, view: View) -> None:
        """The chosen one, sacrificed (its last known information kept, 608.2h)."""
        from engine.errors import ChoiceError
        from engine.selectors import Context, parse_selector

        sel = parse_selector(self.what)
        views = game.characteristics(record=False).views
        legal = [o for o in sel.select(Context(views=views, source=item.source, controller=item.controller))
                 if views[o].controller == item.controller and o != item.object]
        chosen = [c for c in item.cost_sacrificed if c in legal]
        if not legal:
            raise IllegalActionError(f"{item.source}: no {self.what} to sacrifice — the cost can't be paid (601.2h)",
                                     not_allowed("cant_pay_sacrifice", item.source or "", "601.2h"))
        if not chosen and len(legal) > 1:
            raise ChoiceError(f"{item.source}: choose the {self.what} to sacrifice (one of {', '.join(legal)})",
                              choose(Text(self.what), legal, item.source or ""))
        bad = [c for c in item.cost_sacrificed if c not in legal]
        if bad:
            raise ChoiceError(f"{item.source}: can't sacrifice {', '.join(bad)} for 'a {self.what}' (one of "
                              f"{', '.join(legal)})", cant_choose(Text(f"a {self.what}"), bad, legal, item.source or ""))
        item.cost_sacrificed = tuple(game.sacrifice(item.controller, chosen or legal, sel, item.source, 1))


@COST_PARTS.register
@dataclass(frozen=True)
class Discard(CostPart):
    """118, 701.9a: discard a card — the controller moves a card of their choice from their hand
    to their graveyard (the one chosen: ``StackItem.cost_discarded``, else the only one); with no
    card in hand it can't be paid (118.3)."""

    key: ClassVar[str] = "discard"
    doc: ClassVar[str] = ("701.9a: a card of your hand is put into your graveyard as the cost is paid (the one chosen: "
                          "`activate: {discarded: id}`, `cast_spell: {discarded: id}`; else the only one); with an "
                          "empty hand the ability can't be activated (118.3)")
    pattern: ClassVar[str] = r"Discard a card"
    written: ClassVar[str] = "Discard a card"

    def payable(self, game: Paying, item: PaidFor, view: View) -> None:
        """118.3: no card in hand (the spell being cast is on the stack, not in it) — it can't be paid."""
        if not [c for c in game.cards_in("hand", item.controller) if c != item.object]:
            raise IllegalActionError(f"{view.id}: no card in hand — 'Discard a card' can't be paid (118.3)",
                                     not_allowed("cant_pay_discard", view.id, "118.3"))

    def pay(self, game: Paying, item: PaidFor, view: View) -> None:
        """701.9a: the chosen card (701.9b: its controller chooses) to its owner's graveyard."""
        from engine.errors import ChoiceError

        hand = [c for c in game.cards_in("hand", item.controller) if c != item.object]
        bad = [c for c in item.cost_discarded if c not in hand]
        if bad:
            raise ChoiceError(f"{view.id}: can't discard {', '.join(bad)}: not in {item.controller}'s hand (one of "
                              f"{', '.join(hand)})", cant_choose(Text("a card"), bad, hand, view.id))
        if not item.cost_discarded and len(hand) > 1:
            raise ChoiceError(f"{view.id}: choose the card to discard (one of {', '.join(hand)}): `discarded: id`",
                              choose(Text("a card"), hand, view.id))
        card = list(item.cost_discarded[:1] or hand[:1])
        game.move_together(card, "graveyard")
        item.cost_discarded = tuple(card)


@dataclass(frozen=True)
class Cost:
    """A cost as printed (``text``) and its parts, in the order they are paid."""

    text: str
    parts: tuple[CostPart, ...] = ()

    def pay(self, game: Paying, item: PaidFor, view: View, *, at_once: bool = False) -> None:
        """602.2b: every part — none unless all can be paid (601.2h: no partial payment, 118.3);
        ``at_once``: of an ability that resolves at once, the parts it pays (:attr:`CostPart.at_once`)."""
        parts = [p for p in self.parts if p.at_once or not at_once]
        for part in parts:
            part.payable(game, item, view)
        for part in sorted(parts, key=lambda p: p.order):
            part.pay(game, item, view)

    @property
    def gives(self) -> frozenset[str]:
        """What paying it gives the ability's amounts (engine.amounts.AMOUNT_NEEDS)."""
        return frozenset().union(*(p.gives for p in self.parts))

    def __str__(self) -> str:
        return self.text


def parse_cost(text: str) -> Cost:
    """``{2}, {T}, Sacrifice ~`` → :class:`Cost` (UnknownWordError for a part outside the registry)."""
    parts: list[CostPart] = []
    for raw in (p.strip() for p in text.split(",")):
        if not raw:
            continue
        for _, cls in COST_PARTS.items():
            m = re.fullmatch(cls.pattern, raw)
            if m:
                args = [_NUMBERS.get(g.lower(), int(g) if g.isdigit() else -1) if cls is ExileTop else g
                        for g in m.groups()]
                if -1 in args:
                    raise UnknownWordError(f"cost {raw!r}: write the number as a word or digits (ten, 10)",
                                           not_a("value_number_word", raw, ("ten", "10"), hint=False))
                parts.append(cls(*args))
                break
        else:
            known = [c.written for _, c in COST_PARTS.items()]
            raise UnknownWordError(f"unknown cost {raw!r} (known: {', '.join(known)})", unknown_word("cost", raw, known))
    return Cost(text, tuple(parts))


__all__ = ["COST_PARTS", "Cost", "CostPart", "PaidFor", "Paying", "parse_cost", "tap_payable"]
