"""Power/toughness expressions: numbers an effect computes when it applies.

>>> parse_expression("3")
Const(value=3)
>>> parse_expression("its mana value")
ManaValue()
>>> parse_expression("the number of creature cards in your graveyard").selector.zones
('graveyard',)
>>> parse_expression("the number of card types among cards in all graveyards plus 1")
Plus(left=CardTypesAmong(selector=...), amount=1)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from engine.errors import ExpressionSyntaxError, SelectorSyntaxError
from engine.objects import CARD_TYPES
from engine.records import not_a
from engine.selectors import Context, Selector, parse_selector
from engine.view import MANA_COST, View

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping


@dataclass(frozen=True)
class Const:
    """A number written on the card."""

    value: int

    reads = frozenset[str]()
    is_global = False

    def evaluate(self, view: View, ctx: Context) -> int:
        """The number."""
        return self.value

    def __str__(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class ManaValue:
    """The mana value of the object the effect applies to (202.3)."""

    reads = frozenset({MANA_COST})
    is_global = False

    def evaluate(self, view: View, ctx: Context) -> int:
        """Its mana value now."""
        return view.mana_value

    def __str__(self) -> str:
        return "its mana value"


@dataclass(frozen=True)
class OverObjects:
    """A number computed over the objects a selector describes (it looks at other objects)."""

    selector: Selector

    is_global = True

    @property
    def reads(self) -> frozenset[str]:
        """What the selector reads."""
        return self.selector.reads


@dataclass(frozen=True)
class CountOf(OverObjects):
    """The number of objects a selector describes ("creature cards in your graveyard")."""

    def evaluate(self, view: View, ctx: Context) -> int:
        """Count the objects now."""
        return len(self.selector.select(ctx))

    def __str__(self) -> str:
        return f"the number of {self.selector.text}"


@dataclass(frozen=True)
class CardTypesAmong(OverObjects):
    """The number of card types among the objects a selector describes."""

    @property
    def reads(self) -> frozenset[str]:
        """Card types and what the selector reads."""
        return self.selector.reads | {"card_types"}

    def evaluate(self, view: View, ctx: Context) -> int:
        """Count the distinct card types now."""
        types: set[str] = set()
        for oid in self.selector.select(ctx):
            types |= ctx.views[oid].card_types
        return len(types & set(CARD_TYPES))

    def __str__(self) -> str:
        return f"the number of card types among {self.selector.text}"

    def __repr__(self) -> str:
        return "CardTypesAmong(selector=...)"


@dataclass(frozen=True)
class Plus:
    """``left`` plus a fixed amount."""

    left: Expr
    amount: int

    @property
    def reads(self) -> frozenset[str]:
        """What ``left`` reads."""
        return self.left.reads

    @property
    def is_global(self) -> bool:
        """Whether ``left`` reads other objects."""
        return self.left.is_global

    def evaluate(self, view: View, ctx: Context) -> int:
        """``left`` + amount."""
        return self.left.evaluate(view, ctx) + self.amount

    def __str__(self) -> str:
        return f"{self.left} plus {self.amount}"


@dataclass(frozen=True)
class Fixed:
    """608.2h, 611.2c: an expression of a resolved spell's or ability's effect, determined once as
    the effect was created — one value per object it affects (``its mana value`` differs from one
    to the next); it reads nothing after (611.3a: only a static ability's is evaluated again)."""

    expr: Const | ManaValue | CountOf | CardTypesAmong | Plus
    values: tuple[tuple[str, int], ...]

    reads = frozenset[str]()
    is_global = False

    def evaluate(self, view: View, ctx: Context) -> int:
        """The value it had for this object as the effect was created."""
        return dict(self.values).get(view.id, 0)

    def __str__(self) -> str:
        return f"{self.expr} (fixed)"


Expr: TypeAlias = Const | ManaValue | CountOf | CardTypesAmong | Plus | Fixed


def fixed(expr: Expr, views: Mapping[str, View], affected: Iterable[str], ctx: Context) -> Expr:
    """608.2h: ``expr`` determined once for each object a resolved effect affects (611.2c), with the
    game as it is now — a number when it is the same for all of them.

    >>> from engine import Characteristics, Game, ManaCost
    >>> g = Game()
    >>> for oid, cost in (("a", "{1}"), ("b", "{3}")):
    ...     _ = g.create(oid, Characteristics(name=oid, card_types=frozenset({"creature"}), power=1, toughness=1,
    ...                                       mana_cost=ManaCost.parse(cost)), controller="A", event=False)
    >>> views = g.characteristics(record=False).views
    >>> ctx = Context(views=views, source=None, controller="A")
    >>> fixed(parse_expression("the number of creatures you control"), views, ["a", "b"], ctx)
    Const(value=2)
    >>> fixed(ManaValue(), views, ["a", "b"], ctx).values
    (('a', 1), ('b', 3))
    """
    if isinstance(expr, (Const, Fixed)):
        return expr
    values = tuple((oid, expr.evaluate(views[oid], ctx)) for oid in affected if oid in views)
    if len({n for _, n in values}) <= 1:
        return Const(values[0][1] if values else 0)
    return Fixed(expr, values)


def parse_expression(text: str | int) -> Expr:
    """Read an expression from the vocabulary in docs/cards.md.

    Forms: an integer; ``its mana value``; ``the number of SELECTOR``;
    ``the number of card types among SELECTOR``; ``EXPR plus N``.
    """
    if isinstance(text, int):
        return Const(text)
    s = " ".join(str(text).split())
    if re.fullmatch(r"[+-]?\d+", s):
        return Const(int(s))
    m = re.fullmatch(r"(.+?)\s+(?:plus|\+)\s+(\d+)", s)
    if m:
        return Plus(parse_expression(m.group(1)), int(m.group(2)))
    if s.lower() in ("its mana value", "mana value", "its converted mana cost"):
        return ManaValue()
    try:
        m = re.fullmatch(r"the number of card types among (.+)", s, re.IGNORECASE)
        if m:
            return CardTypesAmong(parse_selector(m.group(1)))
        m = re.fullmatch(r"the number of (.+)", s, re.IGNORECASE)
        if m:
            return CountOf(parse_selector(m.group(1)))
    except SelectorSyntaxError as err:
        raise ExpressionSyntaxError(f"in expression {s!r}: {err}") from None
    raise ExpressionSyntaxError(
        f"unknown expression {s!r} (expected a number, 'its mana value', 'the number of …', '… plus N')",
        not_a("value_expression", s, hint=False))
