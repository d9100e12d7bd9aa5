"""Replacement and prevention effects (614, 615) and the order they apply in (616).

A replacement effect watches for an event that *would* happen and modifies it (614.1):
"If damage would be dealt to …, prevent it / it deals double that damage instead",
"If a creature would die, exile it instead", "… enters with N +1/+1 counters", "enters
tapped". The game asks :func:`replace` before the event happens, with a :class:`Would`
describing it; what comes back is the event that happens — still the same event for
abilities that trigger on it (a creature that enters with counters has had no counters
"put on" it; damage doubled is dealt as damage).

Each replacement effect is a :class:`ReplacementAbility` — a static ability of a permanent
(or of the object entering, 614.12) — made of two words, each a small typed class: the
event it watches (:data:`REPLACED_EVENTS`: ``damage``, ``gain_life``, ``lose_life``, ``dies``,
``put_into``, ``enters``) and what it does instead (:data:`MODIFICATIONS`: ``prevent``, ``prevent_all``,
``double``, ``plus``, ``minus``, ``to_zone``, ``with_counters``, ``tapped``).

616.1: when several apply, self-replacement effects go first (616.1a, 614.15); then the
affected player — or the controller of the affected object — chooses one; it applies;
then the others are checked again (616.1e: one may no longer apply), each at most once.

>>> from engine.selectors import parse_selector
>>> r = ReplacementAbility("If a creature would die, exile it instead.", DiesWould(parse_selector("creature")),
...                        (ToZone("exile"),))
>>> r.event.key, r.instead[0].key
('dies', 'to_zone')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, TypeAlias

from engine.objects import ZONES
from engine.selectors import Context, Selector
from engine.vocab import Registry, Word, option, value

if TYPE_CHECKING:
    from engine.game import Game
    from engine.view import View

PLAYERS_WORDS: tuple[str, ...] = ("you", "an opponent", "a player")


class WouldKind(StrEnum):
    """The kinds of events replacement effects modify (each compares equal to its word)."""

    DAMAGE = "damage"
    LIFE = "life"
    ZONE_CHANGE = "zone_change"
    ENTERS = "enters"


@dataclass
class Would:
    """An event that is about to happen (614.1), as the replacement effects modify it.

    ``kind``: ``damage`` (``source`` deals ``amount`` to ``object`` or ``player``),
    ``life`` (``player`` gains — ``amount`` > 0 — or loses life), ``zone_change``
    (``object`` from ``from_zone`` to ``to_zone``), ``enters`` (``object`` enters the
    battlefield with ``counters``, ``tapped``). ``applied``: the texts of the effects that
    modified it, in order (the log says so).
    """

    kind: WouldKind
    object: str | None = None
    player: str | None = None
    source: str | None = None
    amount: int = 0
    from_zone: str = ""
    to_zone: str = ""
    counters: dict[str, int] = field(default_factory=dict)
    tapped: bool = False
    combat: bool = False
    applied: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.kind = WouldKind(self.kind)

    def affected(self, views: Mapping[str, View]) -> str | None:
        """616.1: the affected player, or the controller of the affected object (its owner
        when it is not on the battlefield)."""
        if self.player is not None:
            return self.player
        view = views.get(self.object or "")
        if view is None:
            return None
        return view.controller if view.zone == "battlefield" else view.owner


def _player_matches(word: str, player: str | None, controller: str) -> bool:
    if player is None:
        return False
    if word == "you":
        return player == controller
    if word == "an opponent":
        return player != controller
    return True


# ---- the events a replacement effect watches (614.1) -----------------------------------

REPLACED_EVENTS: Registry[type[Word]] = Registry("replaced event", "the event of `would:` (614.1)")
MODIFICATIONS: Registry[type[Word]] = Registry("replacement", "what happens instead, in `instead:` (614.1, 615.1)")


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class DamageWould(Word):
    """``damage``: damage that would be dealt to a permanent ``to`` describes and/or to a
    player ``to_player`` names (``you``, ``an opponent``, ``a player``), optionally only by
    a source ``by`` describes (615: prevention; 614.1a: "deals double that damage")."""

    key: ClassVar[str] = "damage"
    doc: ClassVar[str] = ("damage that would be dealt to the permanents it describes (`damage: creatures you "
                          "control`), and/or to a player (`to_player: an opponent`); `by`: only from such sources")
    to: Selector | None = value("selector", "the permanents dealt damage", default=None)
    to_player: str = option("word", "the player dealt damage", default="", words=PLAYERS_WORDS)
    by: Selector | None = option("selector", "the sources dealing it", default=None)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """Whether ``would`` is such damage, judged for this ability's controller."""
        if would.kind != "damage" or would.amount <= 0:
            return False
        if self.by is not None:
            src = views.get(would.source or "")
            if src is None or not self.by.matches(src, ctx):
                return False
        if would.player is not None:
            return bool(self.to_player) and _player_matches(self.to_player, would.player, ctx.controller or "")
        view = views.get(would.object or "")
        return self.to is not None and view is not None and self.to.matches(view, ctx)

    def describe(self) -> str:
        """Short English description."""
        whom = " or ".join(w for w in (self.to.text if self.to else "", self.to_player) if w)
        return f"damage would be dealt to {whom}" + (f" by {self.by.text}" if self.by else "")


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class GainLifeWould(Word):
    """``gain_life``: a player ``who`` names would gain life (119.10 with 614.1a)."""

    key: ClassVar[str] = "gain_life"
    doc: ClassVar[str] = "a player would gain life (`gain_life: you`)"
    who: str = value("word", "who", default="you", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A life gain of the player."""
        return would.kind is WouldKind.LIFE and would.amount > 0 and _player_matches(self.who, would.player,
                                                                               ctx.controller or "")

    def describe(self) -> str:
        """Short English description."""
        return f"{self.who} would gain life"


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class LoseLifeWould(Word):
    """``lose_life``: a player ``who`` names would lose life (119.3; damage to a player too, 120.3a)."""

    key: ClassVar[str] = "lose_life"
    doc: ClassVar[str] = "a player would lose life, damage included (120.3a) (`lose_life: an opponent`)"
    who: str = value("word", "who", default="you", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A life loss of the player."""
        return would.kind is WouldKind.LIFE and would.amount < 0 and _player_matches(self.who, would.player,
                                                                               ctx.controller or "")

    def describe(self) -> str:
        """Short English description."""
        return f"{self.who} would lose life"


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class DiesWould(Word):
    """``dies``: a creature ``what`` describes would die — be put into a graveyard from the
    battlefield (700.4), judged as it is on the battlefield."""

    key: ClassVar[str] = "dies"
    doc: ClassVar[str] = "a creature it describes would die (700.4) (`dies: creature you control`)"
    what: Selector = value("selector", "the creatures")

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A creature's move from the battlefield to a graveyard."""
        if would.kind != "zone_change" or would.from_zone != "battlefield" or would.to_zone != "graveyard":
            return False
        view = views.get(would.object or "")
        return view is not None and "creature" in view.card_types and self.what.matches(view, ctx)

    def describe(self) -> str:
        """Short English description."""
        return f"{self.what.text} would die"


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class PutIntoWould(Word):
    """``put_into``: an object ``what`` describes would be put into ``zone`` from anywhere
    (``from_zone``: only from there) — "If a card would be put into a graveyard from anywhere"."""

    key: ClassVar[str] = "put_into"
    doc: ClassVar[str] = ("an object it describes would be put into `zone` (default graveyard) from anywhere, or "
                          "`from` a zone (`put_into: card`)")
    what: Selector = value("selector", "the objects")
    zone: str = option("word", "the zone it would go to", default="graveyard", words=ZONES)
    from_zone: str = option("word", "only from this zone", default="", words=ZONES, name="from")

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A move into the zone (judged on the object as it is before the move)."""
        if would.kind != "zone_change" or would.to_zone != self.zone:
            return False
        if self.from_zone and would.from_zone != self.from_zone:
            return False
        view = views.get(would.object or "")
        if view is None:
            return False
        zones = self.what.zones
        return (view.zone in zones or zones == ("battlefield",)) and _matches_anywhere(self.what, view, ctx)

    def describe(self) -> str:
        """Short English description."""
        return f"{self.what.text} would be put into a {self.zone}" + (f" from the {self.from_zone}"
                                                                       if self.from_zone else " from anywhere")


def _matches_anywhere(sel: Selector, view: View, ctx: Context) -> bool:
    """``sel`` judged on ``view`` wherever it is ("a card … from anywhere")."""
    from dataclasses import replace

    anywhere = replace(sel, zones=(view.zone,)) if sel.scope == "each" else sel
    return anywhere.matches(view, ctx)


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class EntersWould(Word):
    """``enters``: a permanent ``what`` describes would enter the battlefield — judged on it
    as it would exist there (614.12: with the replacement effects already applied to its
    entering, its own static abilities and the continuous effects that would apply to it).
    ``self`` (the default): this permanent ("This creature enters with …", 614.1c)."""

    key: ClassVar[str] = "enters"
    doc: ClassVar[str] = ("a permanent it describes would enter the battlefield, judged as it would be there (614.12) "
                          "(`enters: creature you control`; `enters: self`: this permanent, 614.1c)")
    what: Selector | None = value("selector", "the permanents (`self`: this one)", default=None)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """The object's entering, judged on its view as it would be on the battlefield."""
        if would.kind != "enters":
            return False
        if self.what is None:
            return would.object == ctx.source
        view = views.get(would.object or "")
        return view is not None and self.what.matches(view, ctx)

    def describe(self) -> str:
        """Short English description."""
        return f"{self.what.text if self.what else 'this permanent'} would enter the battlefield"


Event: TypeAlias = DamageWould | GainLifeWould | LoseLifeWould | DiesWould | PutIntoWould | EntersWould


# ---- what happens instead ---------------------------------------------------------------


@MODIFICATIONS.register
@dataclass(frozen=True)
class Prevent(Word):
    """``prevent``: prevent ``amount`` of that damage, or all of it (615.1)."""

    key: ClassVar[str] = "prevent"
    doc: ClassVar[str] = "615.1: prevent N of that damage (`prevent: 2`), or all of it (`prevent_all: true`)"
    amount: int | None = value("int", "how much", default=None)

    def apply(self, would: Would) -> None:
        """Reduce the damage."""
        would.amount = 0 if self.amount is None else max(0, would.amount - self.amount)

    def describe(self) -> str:
        """Short English description."""
        return "prevent it" if self.amount is None else f"prevent {self.amount} of it"


@MODIFICATIONS.register
@dataclass(frozen=True)
class PreventAll(Word):
    """``prevent_all``: prevent all of that damage (615.1)."""

    key: ClassVar[str] = "prevent_all"
    doc: ClassVar[str] = "615.1: prevent all of that damage"
    on: bool = value("flag", "true", default=True)

    def apply(self, would: Would) -> None:
        """No damage."""
        would.amount = 0

    def describe(self) -> str:
        """Short English description."""
        return "prevent it"


@MODIFICATIONS.register
@dataclass(frozen=True)
class Double(Word):
    """``double``: twice that much (damage, life) instead."""

    key: ClassVar[str] = "double"
    doc: ClassVar[str] = "twice that much damage or life instead (`double: true`)"
    on: bool = value("flag", "true", default=True)

    def apply(self, would: Would) -> None:
        """Double the amount."""
        would.amount *= 2

    def describe(self) -> str:
        """Short English description."""
        return "twice that much instead"


@MODIFICATIONS.register
@dataclass(frozen=True)
class Plus(Word):
    """``plus``: that much plus N instead (a loss: that much plus N lost)."""

    key: ClassVar[str] = "plus"
    doc: ClassVar[str] = "that much plus N instead (`plus: 1`)"
    n: int = value("int", "N")

    def apply(self, would: Would) -> None:
        """Add N to the size of the amount."""
        would.amount += self.n if would.amount >= 0 else -self.n

    def describe(self) -> str:
        """Short English description."""
        return f"that much plus {self.n} instead"


@MODIFICATIONS.register
@dataclass(frozen=True)
class Minus(Word):
    """``minus``: that much minus N instead (never below 0)."""

    key: ClassVar[str] = "minus"
    doc: ClassVar[str] = "that much minus N instead, never below 0 (`minus: 1`)"
    n: int = value("int", "N")

    def apply(self, would: Would) -> None:
        """Take N from the size of the amount."""
        size = max(0, abs(would.amount) - self.n)
        would.amount = size if would.amount >= 0 else -size

    def describe(self) -> str:
        """Short English description."""
        return f"that much minus {self.n} instead"


@MODIFICATIONS.register
@dataclass(frozen=True)
class ToZone(Word):
    """``to_zone``: it is put into ``zone`` instead ("exile it instead", 614.1a)."""

    key: ClassVar[str] = "to_zone"
    doc: ClassVar[str] = "it is put into that zone instead (`to_zone: exile`)"
    zone: str = value("word", "the zone", words=ZONES)

    def apply(self, would: Would) -> None:
        """Change the destination."""
        would.to_zone = self.zone

    def describe(self) -> str:
        """Short English description."""
        return f"put it into {'exile' if self.zone == 'exile' else 'the ' + self.zone} instead"


@MODIFICATIONS.register
@dataclass(frozen=True)
class WithCounters(Word):
    """``with_counters``: it enters with N (more) counters of a kind (614.1c)."""

    key: ClassVar[str] = "with_counters"
    doc: ClassVar[str] = "614.1c: it enters with N (more) counters (`with_counters: 2`, `kind: \"+1/+1\"`)"
    n: int = value("int", "how many")
    kind: str = option("counter", "the kind", default="+1/+1")

    def apply(self, would: Would) -> None:
        """Add the counters it enters with."""
        would.counters[self.kind] = would.counters.get(self.kind, 0) + self.n

    def describe(self) -> str:
        """Short English description."""
        return f"it enters with {self.n} {self.kind} counter{'s' if self.n != 1 else ''}"


@MODIFICATIONS.register
@dataclass(frozen=True)
class Tapped(Word):
    """``tapped``: it enters tapped (614.1c)."""

    key: ClassVar[str] = "tapped"
    doc: ClassVar[str] = "614.1c: it enters tapped (`tapped: true`)"
    on: bool = value("flag", "true", default=True)

    def apply(self, would: Would) -> None:
        """It enters tapped."""
        would.tapped = True

    def describe(self) -> str:
        """Short English description."""
        return "it enters tapped"


Modification: TypeAlias = Prevent | PreventAll | Double | Plus | Minus | ToZone | WithCounters | Tapped


@dataclass(frozen=True)
class ReplacementAbility:
    """A static ability that generates a replacement (or prevention) effect (614.1, 615.1):
    when ``event`` would happen, ``instead`` modifies it. ``self_replacement``: it modifies
    how its own spell or ability's effect happens, or how its own permanent enters
    (614.15, 614.1c) — it applies before the others (616.1a)."""

    text: str
    event: Event
    instead: tuple[Modification, ...]
    self_replacement: bool = False


@dataclass(frozen=True)
class Found:
    """A replacement effect in force: the ability, the object it is on, its controller, its timestamp."""

    ability: ReplacementAbility
    source: str
    key: str
    controller: str
    timestamp: int

    @property
    def id(self) -> str:
        """``<object>/<ability key>``."""
        return f"{self.source}/{self.key}"


def in_force(views: Mapping[str, View], entering: str | None = None) -> list[Found]:
    """The replacement abilities of the permanents on the battlefield (and of ``entering``,
    the object whose entering is being replaced: 614.12), by timestamp."""
    out = [Found(a, v.id, key, v.controller, v.timestamp) for v in views.values()
           if v.zone == "battlefield" or v.id == entering
           for key, a in v.abilities if isinstance(a, ReplacementAbility)]
    return sorted(out, key=lambda f: (f.timestamp, f.id))


def replace(game: Game, would: Would, views: Mapping[str, View], order: list[str] | None = None) -> Would:
    """616.1: apply every replacement effect that applies to ``would``, each once. Self-
    replacement effects first (616.1a); among the rest the affected player (or the affected
    object's controller) chooses: ``order`` lists the effects' sources (object ids) in the
    order that player wants, else ``game.replacement_order`` for that player, else timestamp
    order. After each, the rest are checked again (616.1e). ``views``: the game as the event
    would find it (for ``enters``, 614.12: with the object on the battlefield)."""
    applied: set[str] = set()
    chooser = would.affected(views)
    wanted = order if order is not None else game.replacement_order.get(chooser or "", [])
    while True:
        found = [f for f in in_force(views, would.object if would.kind is WouldKind.ENTERS else None)
                 if f.id not in applied and f.ability.event.matches(
                     would, views, Context(views=views, source=f.source, controller=f.controller))]
        if not found:
            return would
        first = [f for f in found if f.ability.self_replacement] or found  # 616.1a
        chosen = min(first, key=lambda f: (wanted.index(f.source) if f.source in wanted else len(wanted),
                                           f.timestamp, f.id))
        why = ("self-replacement, 616.1a" if chosen.ability.self_replacement else
               f"chosen by {chooser}, 616.1" if len(first) > 1 and chosen.source in wanted else
               "timestamp order" if len(first) > 1 else "614.1")
        before = _describe(would)
        for m in chosen.ability.instead:
            m.apply(would)
        applied.add(chosen.id)
        would.applied.append(chosen.ability.text)
        game.record("replace", object=chosen.source, player=chooser,
                    text=f"{chosen.source}: {chosen.ability.text} — {before} → {_describe(would)} ({why})")


def _describe(would: Would) -> str:
    if would.kind is WouldKind.DAMAGE:
        return f"{would.amount} damage to {would.player or would.object}"
    if would.kind is WouldKind.LIFE:
        return f"{would.player} {'gains' if would.amount >= 0 else 'loses'} {abs(would.amount)} life"
    if would.kind is WouldKind.ZONE_CHANGE:
        return f"{would.object}: {would.from_zone} → {would.to_zone}"
    counters = ", ".join(f"{n} {k}" for k, n in would.counters.items())
    return f"{would.object} enters" + (" tapped" if would.tapped else "") + (f" with {counters}" if counters else "")


__all__ = ["MODIFICATIONS", "REPLACED_EVENTS", "Found", "ReplacementAbility", "Would", "in_force", "replace"]
