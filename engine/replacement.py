"""Replacement and prevention effects (614, 615) and the order they apply in (616).

A replacement effect watches for an event that *would* happen and modifies it (614.1):
"If damage would be dealt to …, prevent it / it deals double that damage instead",
"If a creature would die, exile it instead", "… enters with N +1/+1 counters", "enters
tapped". The game asks :func:`replace` before the event happens, with a :class:`Would`
describing it; what comes back is the event that happens — still the same event for
abilities that trigger on it (a creature that enters with counters has had no counters
"put on" it; damage doubled is dealt as damage).

Each replacement effect is a :class:`ReplacementAbility` — a static ability of a permanent
(or of the object entering, 614.12), or a :class:`Shield` a resolving spell or ability
created (614.8 regeneration, 615.7 "prevent the next N damage": the instructions
``regenerate``, ``prevent_damage``, ``redirect_damage``, ``skip_next`` are here) — made of two words, each a
small typed class: the event it watches (:data:`REPLACED_EVENTS`: ``damage``, ``gain_life``,
``lose_life``, ``dies``, ``destroyed``, ``put_into``, ``enters``) and what it does instead
(:data:`MODIFICATIONS`: ``prevent``, ``prevent_all``, ``double``, ``plus``, ``minus``,
``to_zone``, ``with_counters``, ``tapped``, ``under_control``, ``as_copy``, ``transformed``,
``regenerate``, ``redirect_to``). ``may: true``: an optional one ("you may … instead") — its
controller chooses whether to apply it (:attr:`GameState.replacement_declined`; by default
they do).

616.1: when several apply, the affected player — or the controller of the affected object —
chooses one, in steps (:data:`STEPS`): a self-replacement effect first (616.1a, 614.15), then
one that changes under whose control the object enters (616.1b), then one that makes it
enter as a copy (616.1c), then one that makes it enter back face up (616.1d), then any
(616.1e); it applies; then the others are checked again (616.1f: one may no longer apply),
each at most once. Each modification word says which step it belongs to (``step``).

>>> from engine.selectors import parse_selector
>>> r = ReplacementAbility("If a creature would die, exile it instead.", DiesWould(parse_selector("creature")),
...                        (ToZone("exile"),))
>>> r.event.key, r.instead[0].key
('dies', 'to_zone')
>>> r.event.describe(), r.instead[0].describe(), r.step
('creature would die', 'put it into exile instead', '616.1e')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias

from engine.amounts import selection_context
from engine.cr_keywords import keyword_of
from engine.errors import ChoiceError, ValueSyntaxError
from engine.events import STEPS as STEPS_OF_A_TURN
from engine.instructions import (
    INSTRUCTIONS,
    PLAYER_WORDS,
    Example,
    Instruction,
    objects,
    players,
    take_chosen,
)
from engine.keywords import Keyword
from engine.linked import link_group, linked_choices
from engine.objects import ZONES
from engine.records import (
    Counter,
    Obj,
    Player,
    Record,
    Rule,
    Step,
    Term,
    Text,
    Zone,
    cant_choose,
    choose,
    declare,
    describes_none,
    missing_key,
    target_arg,
)
from engine.selectors import Context, Selector, parse_selector
from engine.stack import Shield
from engine.vocab import AbilityValue, Key, KeyValueError, Registry, Word, Written, option, value

if TYPE_CHECKING:
    from engine.amounts import Amount
    from engine.conditions import Condition
    from engine.copying import CopyValues
    from engine.ports import GameOps, Performable, Resolving
    from engine.view import View

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("replace.shield", "{object}: {effect} — a shield on {targets} this turn ({rule})"),
    ("replace.prevention", "{object}: {effect} — a prevention effect until the turn ends ({rule})"),
    ("replace.declined", "{object}: {text} — {player} chooses not to apply it (optional, {rule})"),
    ("replace.applied", "{object}: {text} — {before} → {after} ({why})"),
    ("would.damage", "{amount} damage to {target}"),
    ("would.gain", "{player} gains {amount} life"),
    ("would.lose", "{player} loses {amount} life"),
    ("would.pay", "{player} pays {amount} life"),
    ("would.no_life", "{player}'s life total doesn't change"),
    ("would.zone_change", "{object}: {from_zone} → {to_zone}"),
    ("would.regenerated", "{object}: {from_zone} → {to_zone} (regenerated)"),
    ("would.damage_removed", "{object}: {from_zone} → {to_zone} (all damage removed instead)"),
    ("would.tokens", "{amount} token(s) under {player}'s control"),
    ("would.draw", "{player} draws a card"),
    ("would.no_draw", "{player} draws no card"),
    ("would.step", "{player}'s {step} step begins"),
    ("would.no_step", "{player}'s {step} step is skipped"),
    ("would.turn", "{player}'s turn begins"),
    ("would.no_turn", "{player}'s turn is skipped"),
    ("would.enters", "{object} enters"),
    ("would.enters_as", "{object} enters {how}"),
    ("how.under", "under {player}'s control"),
    ("how.copy", "as a copy of {object}"),
    ("how.transformed", "transformed"),
    ("how.tapped", "tapped"),
    ("how.counters", "with {counters}"),
    ("how.counter", "{amount} {counter}"),
    ("why.replace_chosen", "{rule}, chosen by {player}"),
    ("why.replace_timestamp", "{rule}, timestamp order"),
    ("why.used_up", "{why}, used up"),
    ("why.rule", "{rule}"),
)

PLAYERS_WORDS: tuple[str, ...] = ("you", "an opponent", "a player")


class WouldKind(StrEnum):
    """The kinds of events replacement effects modify (each compares equal to its word)."""

    DAMAGE = "damage"
    LIFE = "life"
    ZONE_CHANGE = "zone_change"
    ENTERS = "enters"
    TOKENS = "tokens"
    DRAW = "draw"
    STEP = "step"
    TURN = "turn"


@dataclass
class Would:
    """An event that is about to happen (614.1), as the replacement effects modify it.

    ``kind``: ``damage`` (``source`` deals ``amount`` to ``object`` or ``player``),
    ``life`` (``player`` gains — ``amount`` > 0 — or loses life), ``zone_change``
    (``object`` from ``from_zone`` to ``to_zone``; ``cause: destroy`` when it is being
    destroyed, 701.8, 704.5g; ``regenerated``: it stays, 701.19; ``no_regeneration``: "it
    can't be regenerated", 701.19c), ``enters`` (``object`` enters the battlefield with
    ``counters``, ``tapped``, under ``controller``'s control, as a copy of ``copy_of``,
    ``back_face_up``; ``choices``: the choices made for it, "as enters" ones included), ``tokens``
    (an effect would create ``amount`` tokens under ``player``'s control, 111.1; the tokens'
    entering is an event within it, 616.1g). A loss of life from damage has ``cause: damage``
    (120.3a) and ``life``, the life total it would reduce. ``also``: the instructions the
    applied effects perform as part of the event (``do``), with the effect that performs them.
    ``applied``: the texts of the effects that modified it, in order (the log says so).
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
    unpreventable: bool = False  # 615.12: damage that "can't be prevented"
    cause: str = ""
    regenerated: bool = False
    damage_removed: bool = False  # 702.89a: it stays instead of being destroyed, all damage removed from it
    no_regeneration: bool = False
    controller: str | None = None
    copy_of: str | None = None
    copy_part: CopyValues | None = None  # the copy effect of the replacement that made it a copy (its 707.9 exceptions)
    copies: int = 0  # how many copy effects were applied to it as it enters (616.1f: one it gains by copying may apply)
    copy_counters: int = 0  # the +1/+1 counters the last copy effect's exception gives it (707.9e, 707.9f)
    back_face_up: bool = False
    choices: Mapping[str, str] = field(default_factory=dict)
    applied: list[str] = field(default_factory=list)
    x: int = 0  # ``enters``: the X of the spell that became the object as it resolved (107.3m)
    life: int = 0  # ``life``: the player's life total before it (a loss "to less than N", 614.1a)
    # ``do``: the instructions performed with it, the effect, and the event's amount as that effect met it
    also: list[tuple[tuple[Performable, ...], Found, int]] = field(default_factory=list)
    was: int = 0  # the amount as the effect being applied met it ("that many", 614.1a)
    step: str = ""  # ``step``: the step of ``player``'s turn that would begin (614.10; amount 1, 0 once skipped)
    # ``turn``: ``player``'s turn would begin (614.10; amount 1, 0 once skipped)

    def __post_init__(self) -> None:
        self.kind = WouldKind(self.kind)

    def affected(self, views: Mapping[str, View]) -> str | None:
        """616.1: the affected player, or the controller of the affected object (its owner
        when it is not on the battlefield)."""
        if self.player is not None:
            return self.player
        if self.kind is WouldKind.ENTERS and self.controller is not None:
            return self.controller
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


@dataclass(frozen=True)
class Phrased(Word):
    """A word described by ``said``, a format of itself (``"{self.what.text} would die"``)."""

    said: ClassVar[str] = ""
    selector_context: ClassVar[str] = "would"  # where its selectors are read (engine.selectors)
    watches: ClassVar[WouldKind | None] = None  # a replaced event: the kind of event it watches
    on_battlefield: ClassVar[tuple[str, ...]] = ()  # its fields whose objects are permanents

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """A phrase of a field about permanents must describe some (`creature card` never would)."""
        for name in cls.on_battlefield:
            sel = values.get(name)
            if not isinstance(sel, Selector):
                continue
            if any(a.scope == "each" and "battlefield" not in a.zones for a in sel.alternatives or (sel,)):
                raise ValueSyntaxError(f"{sel.text!r} describes no permanent (it would never apply): "
                                       "a permanent is on the battlefield (`creature`, not `creature card`)",
                                       describes_none(sel.text, "thing_permanent"))

    def describe(self) -> str:
        """Short English description."""
        return self.said.format(self=self)

REPLACED_EVENTS: Registry[type[Word]] = Registry("replaced event", "the event of `would:` (614.1)")
MODIFICATIONS: Registry[type[Word]] = Registry("replacement", "what happens instead, in `instead:` (614.1, 615.1)")


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class DamageWould(Phrased):
    """``damage``: damage that would be dealt to a permanent ``to`` describes and/or to a
    player ``to_player`` names (``you``, ``an opponent``, ``a player``), optionally only by
    a source ``by`` describes (615: prevention; 614.1a: "deals double that damage").

    ``to_player`` alone (``{to_player: you}``, :attr:`named_by`) is damage to that player and
    to nothing else: "damage that would be dealt to you" is not dealt to your permanents
    (120.3: damage dealt to a player and to a permanent are different events).

    >>> DamageWould(to_player="you").describe()
    'damage would be dealt to you'
    """

    key: ClassVar[str] = "damage"
    watches: ClassVar[WouldKind] = WouldKind.DAMAGE
    doc: ClassVar[str] = ("damage that would be dealt to the permanents it describes (`damage: creatures you "
                          "control`), to a player (`to_player: an opponent`, without `damage:`), or to either (both "
                          "keys); `by`: only from such sources; `combat: true`: only combat damage (510.2)")
    named_by: ClassVar[tuple[str, ...]] = ("to_player",)
    on_battlefield: ClassVar[tuple[str, ...]] = ("to",)
    to: Selector | None = value("selector", "the permanents dealt damage", default=None)
    to_player: str = option("word", "the player dealt damage", default="", words=PLAYERS_WORDS)
    by: Selector | None = option("selector", "the sources dealing it", default=None)
    combat: bool = option("flag", "only combat damage (510.2)", default=False)

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """It is damage to something: to the permanents ``damage`` describes, or to a player."""
        super().check(values)
        if values.get("to") is None and not values.get("to_player"):
            raise ValueSyntaxError("give `damage:` (the permanents dealt damage) or `to_player:` (the player)",
                                   missing_key(Term("key_damage_or_to_player")))

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """Whether ``would`` is such damage, judged for this ability's controller."""
        if would.kind != "damage" or would.amount <= 0:
            return False
        if self.combat and not would.combat:  # 510.2: combat damage is dealt in the combat damage step
            return False
        if self.by is not None:
            src = views.get(would.source or "")
            if src is None or not self.by.matches(src, ctx):
                return False
        if would.player is not None:
            if self.to is not None and self.to.scope == "target":  # a shield on "any target" (615.7)
                return would.player in ctx.targets
            return bool(self.to_player) and _player_matches(self.to_player, would.player, ctx.controller or "")
        view = views.get(would.object or "")
        return self.to is not None and view is not None and self.to.matches(view, ctx)

    def describe(self) -> str:
        """Short English description."""
        whom = " or ".join(w for w in (self.to.text if self.to else "", self.to_player) if w)
        return (f"{'combat ' if self.combat else ''}damage would be dealt to {whom}"
                + (f" by {self.by.text}" if self.by else ""))


@dataclass(frozen=True)
class LifeWould(Phrased):
    """A player ``who`` names would gain (``gains``) or lose life."""

    gains: ClassVar[bool] = True
    watches: ClassVar[WouldKind] = WouldKind.LIFE
    who: str = value("word", "who", default="you", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A life gain (a loss) of the player."""
        return (would.kind is WouldKind.LIFE and would.amount != 0 and (would.amount > 0) is self.gains
                and _player_matches(self.who, would.player, ctx.controller or ""))


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class GainLifeWould(LifeWould):
    """``gain_life``: a player ``who`` names would gain life (119.10 with 614.1a)."""

    key: ClassVar[str] = "gain_life"
    doc: ClassVar[str] = "a player would gain life (`gain_life: you`)"
    said: ClassVar[str] = "{self.who} would gain life"


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class LoseLifeWould(LifeWould):
    """``lose_life``: a player ``who`` names would lose life (119.3; damage to a player too, 120.3a)."""

    key: ClassVar[str] = "lose_life"
    doc: ClassVar[str] = ("a player would lose life, damage included (120.3a) (`lose_life: an opponent`); "
                          "`from_damage: true`: only a loss from damage (\"damage that would reduce your life "
                          "total\"); `below: N`: only a loss that would reduce the life total to less than N")
    said: ClassVar[str] = "{self.who} would lose life"
    gains: ClassVar[bool] = False
    from_damage: bool = option("flag", "only life lost from damage dealt to the player (120.3a)", default=False)
    below: int | None = option("int", "only a loss that would reduce the life total to less than N", default=None)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A loss of the player (from damage; to less than N)."""
        return (super().matches(would, views, ctx) and (not self.from_damage or would.cause == "damage")
                and (self.below is None or would.life + would.amount < self.below))

    def describe(self) -> str:
        """Short English description."""
        if not self.from_damage and self.below is None:
            return f"{self.who} would lose life"
        what = "damage" if self.from_damage else "a loss of life"
        return f"{what} would reduce the life total of {self.who}" + (
            f" to less than {self.below}" if self.below is not None else "")


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class PayLifeWould(LifeWould):
    """``pay_life``: a player ``who`` names would pay life (119.4: a loss of life that is a
    payment); ``library_at_least``: only while their library has at least that many cards in
    it — 614.13c: not counting a card entering the battlefield from it."""

    key: ClassVar[str] = "pay_life"
    doc: ClassVar[str] = ("a player would pay life (119.4) (`pay_life: you`); `library_at_least: true`: only while "
                          "their library has at least that many cards in it (a card entering the battlefield from it "
                          "not counted, 614.13c)")
    said: ClassVar[str] = "{self.who} would pay life"
    gains: ClassVar[bool] = False
    library_at_least: bool = option("flag", "only while the player's library has at least that many cards in it",
                                    default=False)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A payment of life by the player (with as many cards in their library)."""
        if not (super().matches(would, views, ctx) and would.cause == "pay"):
            return False
        # 614.13c: a card entering the battlefield is moved before its entering replacements apply
        library = sum(1 for v in views.values() if v.zone == "library" and v.owner == would.player)
        return not self.library_at_least or library >= -would.amount


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class CreateTokensWould(Phrased):
    """``create_tokens``: an effect would create one or more tokens under the control of a
    player ``who`` names (111.1, 614.1a: "If an effect would create one or more tokens under
    your control, it creates twice that many of those tokens instead"). Their entering the
    battlefield is an event within this one: its replacement effects come after (616.1g)."""

    key: ClassVar[str] = "create_tokens"
    watches: ClassVar[WouldKind] = WouldKind.TOKENS
    doc: ClassVar[str] = ("an effect would create one or more tokens under a player's control (111.1; "
                          "`create_tokens: you`); their entering is an event within it, replaced after it (616.1g)")
    said: ClassVar[str] = "an effect would create tokens under the control of {self.who}"
    who: str = value("word", "whose", default="you", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """Tokens for the player."""
        return (would.kind is WouldKind.TOKENS and would.amount > 0
                and _player_matches(self.who, would.player, ctx.controller or ""))


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class DrawWould(Phrased):
    """``draw``: a player ``who`` names would draw a card (121.2: each card drawn is a draw of its
    own; 614.1a: "If you would draw a card, … instead")."""

    key: ClassVar[str] = "draw"
    watches: ClassVar[WouldKind] = WouldKind.DRAW
    doc: ClassVar[str] = "a player would draw a card — each card drawn is one event (121.2) (`draw: you`)"
    said: ClassVar[str] = "{self.who} would draw a card"
    who: str = value("word", "who draws", default="you", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A draw of the player."""
        return (would.kind is WouldKind.DRAW and would.amount > 0
                and _player_matches(self.who, would.player, ctx.controller or ""))


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class StepWould(Phrased):
    """``step``: a step of the turn of a player ``whose`` names would begin (614.10: "skip your
    draw step" is "instead of doing it, do nothing": ``instead: [{skip: true}]``; once it has
    begun it can't be skipped; anything scheduled for it waits for the next one, 614.10a)."""

    key: ClassVar[str] = "step"
    watches: ClassVar[WouldKind] = WouldKind.STEP
    doc: ClassVar[str] = ("a step of a player's turn would begin (614.10: `step: draw`, `whose: you` — \"skip your draw "
                          "step\" with `instead: [{skip: true}]`: it doesn't begin, no \"at the beginning of\" ability "
                          "triggers, and a delayed one waits for the next one, 614.10a)")
    said: ClassVar[str] = "{self.whose}'s {self.step} step would begin"
    step: str = value("word", "the step", words=STEPS_OF_A_TURN)
    whose: str = option("word", "whose turn", default="you", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """That step of that player's turn."""
        return (would.kind is WouldKind.STEP and would.amount > 0 and would.step == self.step
                and _player_matches(self.whose, would.player, ctx.controller or ""))


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class TurnWould(Phrased):
    """``turn``: the turn of a player ``turn`` names would begin (614.10: "skip your next turn",
    614.10a; a turn skipped is as though it didn't exist, 500.11: the next player's begins)."""

    key: ClassVar[str] = "turn"
    watches: ClassVar[WouldKind] = WouldKind.TURN
    doc: ClassVar[str] = ("a player's turn would begin (614.10: `turn: you` — \"skip your turns\" with `instead: "
                          "[{skip: true}]`: the turn doesn't happen and the next player's begins, 500.11; \"skip your "
                          "next turn\": the instruction `skip_next`)")
    said: ClassVar[str] = "{self.whose}'s turn would begin"
    whose: str = value("word", "whose turn", words=PLAYERS_WORDS)

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """That player's turn."""
        return (would.kind is WouldKind.TURN and would.amount > 0
                and _player_matches(self.whose, would.player, ctx.controller or ""))


@dataclass(frozen=True)
class LeavesWould(Phrased):
    """A permanent ``what`` describes would leave the battlefield in a way :meth:`leaves` says,
    judged as it is on the battlefield."""

    on_battlefield: ClassVar[tuple[str, ...]] = ("what",)
    watches: ClassVar[WouldKind] = WouldKind.ZONE_CHANGE
    what: Selector = value("selector", "the permanents")

    def leaves(self, would: Would, view: View) -> bool:
        """Whether the move is this event."""
        raise NotImplementedError

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A move from the battlefield of such a permanent."""
        view = views.get(would.object or "")
        return (would.kind is WouldKind.ZONE_CHANGE and would.from_zone == "battlefield" and view is not None
                and self.leaves(would, view) and self.what.matches(view, ctx))


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class DiesWould(LeavesWould):
    """``dies``: a creature ``what`` describes would die — be put into a graveyard from the
    battlefield (700.4)."""

    key: ClassVar[str] = "dies"
    doc: ClassVar[str] = "a creature it describes would die (700.4) (`dies: creature you control`)"
    said: ClassVar[str] = "{self.what.text} would die"

    def leaves(self, would: Would, view: View) -> bool:
        """A creature, to a graveyard."""
        return would.to_zone == "graveyard" and "creature" in view.card_types


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class DestroyedWould(LeavesWould):
    """``destroyed``: a permanent ``what`` describes would be destroyed (701.8; lethal damage,
    704.5g) — what regeneration replaces (701.19, 614.8)."""

    key: ClassVar[str] = "destroyed"
    doc: ClassVar[str] = "a permanent it describes would be destroyed (701.8, 704.5g) (`destroyed: creature you control`)"
    said: ClassVar[str] = "{self.what.text} would be destroyed"

    def leaves(self, would: Would, view: View) -> bool:
        """Destroying it."""
        return would.cause == "destroy"


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class PutIntoWould(Phrased):
    """``put_into``: an object ``what`` describes would be put into ``zone`` from anywhere
    (``from_zone``: only from there) — "If a card would be put into a graveyard from anywhere":
    ``what`` is judged where the object is, a card wherever it is (the battlefield included:
    a permanent card is a card, 108.2), a creature or a permanent on the battlefield."""

    key: ClassVar[str] = "put_into"
    watches: ClassVar[WouldKind] = WouldKind.ZONE_CHANGE
    doc: ClassVar[str] = ("an object it describes would be put into `zone` (default graveyard) from anywhere, or "
                          "`from` a zone (`put_into: card`: a card from any zone, the battlefield included — not a "
                          "token, 108.2b; `put_into: creature`: a creature permanent; `cards and nontoken permanents`)")
    said: ClassVar[str] = "{self.what.text} would be put into a {self.zone} from {self.whence}"
    what: Selector = value("selector", "the objects")
    zone: str = option("word", "the zone it would go to", default="graveyard", words=ZONES)
    from_zone: str = option("word", "only from this zone", default="", words=ZONES, name="from")

    @property
    def whence(self) -> str:
        """``anywhere`` or ``the <zone>``."""
        return f"the {self.from_zone}" if self.from_zone else "anywhere"

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """A move into the zone (judged on the object as it is before the move)."""
        if would.kind != "zone_change" or would.to_zone != self.zone:
            return False
        if self.from_zone and would.from_zone != self.from_zone:
            return False
        view = views.get(would.object or "")
        return view is not None and self.what.anywhere().matches(view, ctx)  # a card on the battlefield too


@REPLACED_EVENTS.register
@dataclass(frozen=True)
class EntersWould(Phrased):
    """``enters``: a permanent ``what`` describes would enter the battlefield — judged on it
    as it would exist there (614.12: with the replacement effects already applied to its
    entering, its own static abilities and the continuous effects that would apply to it).
    ``self`` (the default): this permanent ("This creature enters with …", 614.1c)."""

    key: ClassVar[str] = "enters"
    watches: ClassVar[WouldKind] = WouldKind.ENTERS
    doc: ClassVar[str] = ("a permanent it describes would enter the battlefield, judged as it would be there (614.12) "
                          "(`enters: creature you control`; `enters: self`: this permanent, 614.1c)")
    said: ClassVar[str] = "{self.whom} would enter the battlefield"
    on_battlefield: ClassVar[tuple[str, ...]] = ("what",)
    what: Selector | None = value("selector", "the permanents (`self`: this one)", default=None)

    @property
    def whom(self) -> str:
        """What would enter."""
        return self.what.text if self.what else "this permanent"

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """The object's entering, judged on its view as it would be on the battlefield."""
        if would.kind != "enters":
            return False
        if self.what is None:
            return would.object == ctx.source
        view = views.get(would.object or "")
        return view is not None and self.what.matches(view, ctx)


@dataclass(frozen=True)
class DamageFromChosen(Phrased):
    """Damage the source chosen as a prevention effect resolved would deal (615.8, 615.9) — that
    very object (400.7: not a new object it has become), while it still has the quality
    ``quality`` describes (615.9: rechecked as it would deal damage), to its controller (``to:
    you``), to its targets (``target``) or to anything (``any``). Not a word of `would:`: the
    shield :class:`engine.instructions.PreventDamageFrom` makes watches it."""

    chosen: str = ""
    incarnation: int = 0
    quality: Selector | None = None
    to: str = "you"
    watches: ClassVar[WouldKind] = WouldKind.DAMAGE

    def matches(self, would: Would, views: Mapping[str, View], ctx: Context) -> bool:
        """Damage from the chosen source, as the object it was, still of the quality."""
        if would.kind != "damage" or would.amount <= 0 or would.source != self.chosen:
            return False
        src = views.get(self.chosen)
        if src is None or src.incarnation != self.incarnation:
            return False
        if self.quality is not None and not self.quality.matches(src, ctx):
            return False  # 615.9: the properties no longer match — not prevented, the shield not used up
        if self.to == "any":
            return True
        recipient = would.player or would.object
        if self.to == "you":
            return would.player is not None and would.player == ctx.controller
        return recipient in ctx.targets

    def describe(self) -> str:
        """Short English description."""
        return f"damage {self.chosen} would deal"


Event: TypeAlias = (DamageWould | GainLifeWould | LoseLifeWould | CreateTokensWould | DrawWould | DiesWould
                    | DestroyedWould | PutIntoWould | EntersWould | DamageFromChosen)


# ---- what happens instead ---------------------------------------------------------------

# 616.1a–e: the steps in which one of several effects is chosen, first first.
STEPS: tuple[str, ...] = ("616.1a", "616.1b", "616.1c", "616.1d", "616.1e")


@dataclass(frozen=True)
class Modification(Phrased):
    """What a replacement effect does instead. ``step``: the step of 616.1 that chooses an
    effect doing this (616.1b control, 616.1c copy, 616.1d back face up, else 616.1e)."""

    step: ClassVar[str] = "616.1e"
    selector_context: ClassVar[str] = "instead"
    # the kinds of event it can modify; with a replaced event of another kind it is refused (614.1)
    modifies: ClassVar[frozenset[WouldKind]] = frozenset(WouldKind)

    def applies(self, would: Would) -> bool:
        """Whether it can modify ``would`` at all (regeneration: not "can't be regenerated")."""
        return True

    def missing(self, would: Would, views: Mapping[str, View], ctx: Context) -> tuple[str, dict[str, Any]] | None:
        """A choice it needs and does not have (614.12a): the English and the record; ``None``: none."""
        return None

    def apply(self, would: Would, by: Found) -> None:
        """Modify ``would``; ``by``: the effect in force (its source, controller, targets, shield)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Switch(Modification):
    """A modification without a value of its own (``tapped: true``); ``sets``: the fields of
    the event it sets, and to what (else its own :meth:`apply`)."""

    sets: ClassVar[tuple[tuple[str, object], ...]] = ()
    on: bool = value("true", "true", default=True)  # `false` would set it all the same: refused

    def apply(self, would: Would, by: Found) -> None:
        """Set the fields."""
        for name, to in self.sets:
            setattr(would, name, to)


@MODIFICATIONS.register
@dataclass(frozen=True)
class Prevent(Modification):
    """``prevent``: prevent ``amount`` of that damage, or all of it (615.1); on a shield a
    resolving spell or ability made, "the next N damage": what it prevents is used up (615.7)."""

    key: ClassVar[str] = "prevent"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.DAMAGE})  # 615.1
    doc: ClassVar[str] = "615.1: prevent N of that damage (`prevent: 2`), or all of it (`prevent_all: true`)"
    said: ClassVar[str] = "prevent {self.how_much}"
    amount: int | None = value("int", "how much", default=None)

    @property
    def how_much(self) -> str:
        """``it`` or ``N of it``."""
        return "it" if self.amount is None else f"{self.amount} of it"

    def apply(self, would: Would, by: Found) -> None:
        """Reduce the damage (by what is left of the shield, 615.7) — none of damage that can't be
        prevented, and the shield stays whole (615.12); then its additional effect (615.5)."""
        most = self.amount if by.shield is None or by.shield.left is None else by.shield.left
        prevented = would.amount if most is None else min(most, would.amount)
        prevent_and_then(would, by, prevented)


def prevent_and_then(would: Would, by: Found, prevented: int) -> None:
    """615.1: ``prevented`` of the damage is prevented (its shield reduced by as much, 615.7) —
    unless it can't be prevented (615.12: none is, and no shield is reduced); 615.5: the
    additional effect of a shield (``then``) takes place right after, with ``that many`` the
    damage prevented (615.12: it takes place with damage that can't be prevented too)."""
    if not would.unpreventable:
        would.amount -= prevented
        if by.shield is not None and by.shield.left is not None:
            by.shield.left -= prevented
    if by.shield is not None and by.shield.then and prevented > 0:
        would.also.append((by.shield.then, by, prevented))


@MODIFICATIONS.register
@dataclass(frozen=True)
class PreventAll(Switch):
    """``prevent_all``: prevent all of that damage (615.1) — none that can't be prevented (615.12)."""

    key: ClassVar[str] = "prevent_all"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.DAMAGE})  # 615.1
    doc: ClassVar[str] = "615.1: prevent all of that damage"
    said: ClassVar[str] = "prevent it"

    def apply(self, would: Would, by: Found) -> None:
        """All of it (615.12: none, if it can't be prevented)."""
        prevent_and_then(would, by, would.amount)


@MODIFICATIONS.register
@dataclass(frozen=True)
class Double(Switch):
    """``double``: twice that much (damage, life) instead."""

    key: ClassVar[str] = "double"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.DAMAGE, WouldKind.LIFE, WouldKind.TOKENS})
    doc: ClassVar[str] = "twice that much damage or life, or twice that many tokens, instead (`double: true`)"
    said: ClassVar[str] = "twice that much instead"

    def apply(self, would: Would, by: Found) -> None:
        """Double the amount."""
        would.amount *= 2


@dataclass(frozen=True)
class Resize(Modification):
    """That much ``sign`` × N instead: the size of the amount (a gain or a loss) changes, never below 0."""

    sign: ClassVar[int] = 1
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.DAMAGE, WouldKind.LIFE, WouldKind.TOKENS})
    n: int = value("int", "N")

    def apply(self, would: Would, by: Found) -> None:
        """Change the size of the amount."""
        size = max(0, abs(would.amount) + self.sign * self.n)
        would.amount = size if would.amount >= 0 else -size


@MODIFICATIONS.register
@dataclass(frozen=True)
class Plus(Resize):
    """``plus``: that much plus N instead (a loss: that much plus N lost)."""

    key: ClassVar[str] = "plus"
    doc: ClassVar[str] = "that much plus N instead (`plus: 1`)"
    said: ClassVar[str] = "that much plus {self.n} instead"


@MODIFICATIONS.register
@dataclass(frozen=True)
class Minus(Resize):
    """``minus``: that much minus N instead (never below 0)."""

    key: ClassVar[str] = "minus"
    doc: ClassVar[str] = "that much minus N instead, never below 0 (`minus: 1`)"
    said: ClassVar[str] = "that much minus {self.n} instead"
    sign: ClassVar[int] = -1


@MODIFICATIONS.register
@dataclass(frozen=True)
class ReduceTo(Modification):
    """``reduce_to``: a loss of life reduces the life total to N instead (614.1a: "damage that
    would reduce your life total to less than 1 reduces it to 1 instead"); at N or less, it
    loses nothing."""

    key: ClassVar[str] = "reduce_to"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.LIFE})
    doc: ClassVar[str] = ("614.1a: a loss of life reduces the life total to N instead (`reduce_to: 1`, with `would: "
                          "{lose_life: you, below: 1}`); a life total at N or less loses nothing")
    said: ClassVar[str] = "it reduces it to {self.n} instead"
    n: int = value("int", "N")

    def applies(self, would: Would) -> bool:
        """A loss of life."""
        return would.kind is WouldKind.LIFE and would.amount < 0

    def apply(self, would: Would, by: Found) -> None:
        """Lose only down to N."""
        would.amount = -max(0, would.life - self.n)


@MODIFICATIONS.register
@dataclass(frozen=True)
class Skip(Switch):
    """``skip``: the event doesn't happen (614.1a "instead" with something else in its place,
    ``do``): no damage, no life gained or lost, no tokens."""

    key: ClassVar[str] = "skip"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.DAMAGE, WouldKind.LIFE, WouldKind.TOKENS, WouldKind.DRAW,
                                                          WouldKind.STEP, WouldKind.TURN})
    doc: ClassVar[str] = ("614.1a: the event doesn't happen — no damage, life, tokens or draw, no step or turn (614.10) "
                          "(`skip: true`; with `do:`, what happens instead)")
    said: ClassVar[str] = "that doesn't happen"
    sets: ClassVar[tuple[tuple[str, object], ...]] = (("amount", 0),)

    def applies(self, would: Would) -> bool:
        """An event with an amount."""
        return would.kind in (WouldKind.DAMAGE, WouldKind.LIFE, WouldKind.TOKENS, WouldKind.DRAW, WouldKind.STEP,
                              WouldKind.TURN)


@MODIFICATIONS.register
@dataclass(frozen=True)
class Do(Modification):
    """``do``: the effect's controller performs these instructions as part of the modified
    event (614.1a: "… instead, [do this]"; with other words of the list, "exile it instead and
    you gain 2 life"): more than one action in one replacement."""

    key: ClassVar[str] = "do"
    doc: ClassVar[str] = ("614.1a: this effect's controller performs these instructions as part of the event "
                          "(`do: [{gain_life: 2}]`; with `skip: true`, instead of it; with `to_zone: exile`, "
                          "\"exile it instead and …\")")
    said: ClassVar[str] = "and they perform {self.count} instruction(s)"
    instructions: tuple[Instruction, ...] = value("instructions", "what is done")

    @property
    def count(self) -> int:
        """How many instructions."""
        return len(self.instructions)

    def apply(self, would: Would, by: Found) -> None:
        """Performed when every effect has applied; "that many" is the amount it replaced."""
        would.also.append((self.instructions, by, abs(would.was)))


@MODIFICATIONS.register
@dataclass(frozen=True)
class ToZone(Modification):
    """``to_zone``: it is put into ``zone`` instead ("exile it instead", 614.1a)."""

    key: ClassVar[str] = "to_zone"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ZONE_CHANGE})
    doc: ClassVar[str] = "it is put into that zone instead (`to_zone: exile`)"
    said: ClassVar[str] = "put it into {self.place} instead"
    zone: str = value("word", "the zone", words=ZONES)

    @property
    def place(self) -> str:
        """``exile`` or ``the <zone>``."""
        return "exile" if self.zone == "exile" else f"the {self.zone}"

    def apply(self, would: Would, by: Found) -> None:
        """Change the destination."""
        would.to_zone = self.zone


@MODIFICATIONS.register
@dataclass(frozen=True)
class WithCounters(Modification):
    """``with_counters``: it enters with N (more) counters of a kind (614.1c)."""

    key: ClassVar[str] = "with_counters"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ENTERS})  # 614.1c
    doc: ClassVar[str] = ("614.1c: it enters with N (more) counters (`with_counters: 2`, `kind: \"+1/+1\"`); "
                          "`with_counters: X`: the X of the spell that became it (107.3m; scenario `cast_spell: {x: N}`)")
    said: ClassVar[str] = "it enters with {self.n} {self.kind} counter(s)"
    n: int | Amount = value("amount", "how many: a number, or X")
    kind: str = option("counter", "the kind", default="+1/+1")

    @classmethod
    def check(cls, values: dict[str, object]) -> None:
        """A number or X."""
        from engine.amounts import amount_refused, refused_amount
        n = values.get("n")
        why = "" if isinstance(n, int) else refused_amount(n, "with_counters")  # type: ignore[arg-type]
        if why:
            raise ValueSyntaxError(f"with_counters: a number or X (107.3m): {why}",
                                   amount_refused(n, "with_counters"))  # type: ignore[arg-type]

    def count(self, would: Would) -> int:
        """How many: the number, or the X of the spell it was (107.3m)."""
        from engine.amounts import Number
        return self.n if isinstance(self.n, int) else self.n.n if isinstance(self.n, Number) else would.x

    def apply(self, would: Would, by: Found) -> None:
        """Add the counters it enters with."""
        would.counters[self.kind] = would.counters.get(self.kind, 0) + self.count(would)


@MODIFICATIONS.register
@dataclass(frozen=True)
class Tapped(Switch):
    """``tapped``: it enters tapped (614.1c)."""

    key: ClassVar[str] = "tapped"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ENTERS})  # 614.1c
    doc: ClassVar[str] = "614.1c: it enters tapped (`tapped: true`)"
    said: ClassVar[str] = "it enters tapped"
    sets: ClassVar[tuple[tuple[str, object], ...]] = (("tapped", True),)


@MODIFICATIONS.register
@dataclass(frozen=True)
class PayLifeOrTapped(Modification):
    """``pay_life_or_tapped``: "As this enters, you may pay N life. If you don't, it enters
    tapped" (614.1c, 119.4): the entering permanent's controller pays N life as it enters —
    the choice ``pay: yes`` made for it (614.12a) — or it enters tapped."""

    key: ClassVar[str] = "pay_life_or_tapped"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ENTERS})  # 614.1c
    doc: ClassVar[str] = ("614.1c, 119.4: \"you may pay N life; if you don't, it enters tapped\" (`pay_life_or_tapped: 2`): "
                          "the controller pays as it enters with the choice `pay: yes` made for it; else it enters tapped")
    said: ClassVar[str] = "its controller may pay {self.n} life, else it enters tapped"
    n: int = value("count", "N")

    def applies(self, would: Would) -> bool:
        """A permanent entering."""
        return would.kind is WouldKind.ENTERS

    def apply(self, would: Would, by: Found) -> None:
        """Paid as part of the event (the payment is an event replacements see), or tapped."""
        from engine.amounts import parse_amount
        from engine.instructions import PayLife
        if would.choices.get("pay") == "yes":
            would.also.append(((PayLife(parse_amount(self.n)),), by, 0))
        else:
            would.tapped = True


@MODIFICATIONS.register
@dataclass(frozen=True)
class UnderControl(Switch):
    """``under_control``: it enters under this effect's controller's control instead (616.1b)."""

    key: ClassVar[str] = "under_control"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ENTERS})  # 614.1c
    doc: ClassVar[str] = ("616.1b: it enters the battlefield under your (this effect's controller's) control instead "
                          "(`under_control: true`); chosen before other effects")
    step: ClassVar[str] = "616.1b"
    said: ClassVar[str] = "it enters under your control instead"

    def apply(self, would: Would, by: Found) -> None:
        """The controller it enters under."""
        would.controller = by.controller


@MODIFICATIONS.register
@dataclass(frozen=True)
class AsCopy(Modification):
    """``as_copy``: it enters as a copy of an object ``of`` describes, the one chosen for it
    (its choice ``copy``: 707.5, 614.1c, chosen before it enters, 614.12a) — or, with
    ``as_copy: self``, a copy of this effect's source ("Creatures you control enter as a copy
    of this creature", 616.1c). An optional one with no choice: it enters as itself; a
    mandatory one needs the choice when there is an object to copy. ``part``: the copy effect
    with its exceptions (707.9), set by the ability that makes it (not a key)."""

    key: ClassVar[str] = "as_copy"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ENTERS})  # 614.1c
    doc: ClassVar[str] = ("616.1c, 707.5: it enters as a copy of the object chosen for it (its choice `copy`, made "
                          "before it enters, 614.12a), which must be one it describes (`as_copy: creature`), or of "
                          "this permanent (`as_copy: self`: \"enter as a copy of this creature\"); chosen before other "
                          "effects but control")
    step: ClassVar[str] = "616.1c"
    said: ClassVar[str] = "it enters as a copy of {self.whom}"
    of: Selector = value("selector", "what may be copied (`self`: this permanent)")
    part: CopyValues | None = None

    @property
    def whom(self) -> str:
        """``this permanent`` or ``a <what>``."""
        return "this permanent" if self.of.scope == "self" else f"a {self.of.text}"

    @staticmethod
    def next_choice(would: Would) -> str:
        """The object chosen for the next copy effect applied to it (its choice ``copy``, in the
        order they apply: 616.1f — a copy effect it gained by copying may apply after the first,
        707.9e), or ``""``."""
        chosen = would.choices.get("copy", "").split()
        return chosen[would.copies] if would.copies < len(chosen) else ""

    def applies(self, would: Would) -> bool:
        """Only when there is an object to copy: this permanent (when it is not a copy already),
        or one chosen for this copy effect."""
        return (would.copy_of is None) if self.of.scope == "self" else bool(self.next_choice(would))

    def missing(self, would: Would, views: Mapping[str, View], ctx: Context) -> tuple[str, dict[str, Any]] | None:
        """614.12a: why a mandatory copy cannot go without a choice (an object it could copy), or
        why the object chosen is not one it may copy (707.5: "a copy of a creature"): the English
        and the record (``error.cant_choose``, ``error.choose``); ``None``: neither."""
        chosen = self.next_choice(would)

        def could() -> list[str]:
            return sorted(v.id for v in views.values() if v.zone == "battlefield" and v.id != would.object
                          and self.of.matches(v, ctx))

        if chosen and self.of.scope != "self":
            view = views.get(chosen)
            if view is None or not self.of.matches(view, ctx):
                return (f"{would.object} cannot enter as a copy of {chosen}: it is not a {self.of.text} "
                        f"({ctx.source}: as_copy {self.of.text}; 707.5)",
                        cant_choose(Term("choice_copy"), [chosen], could(), would.object or "", "707.5"))
            return None
        if self.of.scope == "self" or chosen or would.copy_of is not None:
            return None
        legal = could()
        if not legal:
            return None
        return (f"{would.object} enters as a copy of a {self.of.text} ({ctx.source}): choose which (choices: "
                f"{{copy: ID}}; one of {', '.join(legal)}) — 614.12a, 707.5",
                choose(Term("choice_copy"), legal, would.object or ""))

    def apply(self, would: Would, by: Found) -> None:
        """The object it copies, and the +1/+1 counters its exception adds (707.9e) — those of a
        copy effect applied before it don't happen."""
        would.copy_of = by.source if self.of.scope == "self" else self.next_choice(would)
        would.copy_part = self.part
        would.copies += 1
        extra = self.part.additional_counters(would.x) if self.part is not None else 0
        n = would.counters.pop("+1/+1", 0) - would.copy_counters + extra
        if n:
            would.counters["+1/+1"] = n
        would.copy_counters = extra


@MODIFICATIONS.register
@dataclass(frozen=True)
class Transformed(Switch):
    """``transformed``: it enters with its back face up (616.1d, 712.14)."""

    key: ClassVar[str] = "transformed"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ENTERS})  # 614.1c
    doc: ClassVar[str] = ("616.1d: it enters transformed — back face up (`transformed: true`); chosen before other "
                          "effects but control and copy")
    step: ClassVar[str] = "616.1d"
    said: ClassVar[str] = "it enters transformed"
    sets: ClassVar[tuple[tuple[str, object], ...]] = (("back_face_up", True),)


@MODIFICATIONS.register
@dataclass(frozen=True)
class Regenerate(Switch):
    """``regenerate``: instead of being destroyed, it stays; all damage is removed from it,
    it is tapped and removed from combat (701.19a–b, 614.8). "Can't be regenerated": it
    does not apply (701.19c)."""

    key: ClassVar[str] = "regenerate"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ZONE_CHANGE})  # 701.19, 614.8
    doc: ClassVar[str] = ("701.19, 614.8: instead of being destroyed it is regenerated — tapped, all damage removed, "
                          "removed from combat (`regenerate: true`); not when it can't be regenerated (701.19c)")
    said: ClassVar[str] = "regenerate it instead"

    def applies(self, would: Would) -> bool:
        """701.19c."""
        return not would.no_regeneration

    def apply(self, would: Would, by: Found) -> None:
        """It stays where it is."""
        would.to_zone = would.from_zone
        would.regenerated = True


@dataclass(frozen=True)
class RemoveDamageInstead(Modification):
    """702.89a, umbra armor's: instead of being destroyed, it stays on the battlefield and all
    damage marked on it is removed (what the keyword does, not a word of ``instead:``)."""

    key: ClassVar[str] = "remove_damage_instead"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.ZONE_CHANGE})
    said: ClassVar[str] = "remove all damage from it instead"

    def apply(self, would: Would, by: Found) -> None:
        """It stays where it is; its damage goes."""
        would.to_zone = would.from_zone
        would.damage_removed = True


@MODIFICATIONS.register
@dataclass(frozen=True)
class RedirectTo(Modification):
    """``redirect_to``: the damage is dealt to another object or player instead (614.9):
    ``self`` (this effect's source), ``you`` (its controller), ``target`` (the shield's target)."""

    key: ClassVar[str] = "redirect_to"
    modifies: ClassVar[frozenset[WouldKind]] = frozenset({WouldKind.DAMAGE})  # 615.1
    doc: ClassVar[str] = ("614.9: that damage is dealt to another instead — `self` (this permanent), `you` (its "
                          "controller), `target` (the target of the spell or ability that made this effect)")
    said: ClassVar[str] = "that damage is dealt to {self.to} instead"
    to: str = value("word", "the new recipient", words=("self", "you", "target"))

    def apply(self, would: Would, by: Found) -> None:
        """Another recipient."""
        new = by.source if self.to == "self" else by.controller if self.to == "you" else next(iter(by.targets), "")
        if new:
            would.player, would.object = (new, None) if new in by.players else (None, new)


@dataclass(frozen=True)
class ReplacementAbility(Written):
    """A static ability that generates a replacement (or prevention) effect (614.1, 615.1):
    when ``event`` would happen, ``instead`` modifies it. ``self_replacement``: it modifies
    how its own spell or ability's effect happens, or how its own permanent enters
    (614.15, 614.1c) — it applies before the others (616.1a). ``optional``: "you may …
    instead" — its controller chooses whether it applies. ``condition``: it applies only while
    that is true, judged for its controller when the event would happen ("If you control a
    creature, damage that would …")."""

    key: ClassVar[str] = "replacement"
    doc: ClassVar[str] = ""  # (below: it names the registries' words)
    records: ClassVar[dict[str, str]] = {
        "error.cant_modify": "{key} cannot take effect with would: {event}: it modifies {kinds} ({rule})",
    }
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("would", "event", "replaced_event", "the event it watches", required=True),
        Key("instead", "instead", "modifications", "what happens instead", required=True),
        Key("self", "self_replacement", "flag", "a self-replacement effect (614.15)"),
        Key("may", "optional", "flag", "an optional one (\"you may … instead\")"),
        Key("if", "condition", "condition", "it applies only while this is true", context="replacement if"))
    text: str
    event: Event
    instead: tuple[Modification, ...]
    self_replacement: bool = False
    optional: bool = False
    condition: Condition | None = None  # "If you control a creature, …": it applies only while true

    @classmethod
    def made(cls, value: Any) -> ReplacementAbility:
        """``would`` a word of the replaced-event registry, ``instead`` words of the replacement registry."""
        from engine.instructions import unfit_amount
        event = value["event"]
        for m in value["instead"]:  # 614.1: what it does instead is a change of that kind of event
            if event.watches is not None and event.watches not in m.modifies:
                raise KeyValueError("instead", f"{m.key} cannot take effect with would: {event.key}: it modifies "
                                    f"{' or '.join(sorted(k.value for k in m.modifies))} (614.1)",
                                    Record.of("error.cant_modify", key=Text(m.key), event=Text(event.key),
                                              kinds=Text(", ".join(sorted(k.value for k in m.modifies))),
                                              rule=Rule("614.1")).to_json())
        for m in value["instead"]:  # 614.1a: "that many" is the amount of the event it replaces
            why = unfit_amount(getattr(m, "instructions", ()), frozenset({"that many"}), "replacement")
            if why:
                raise KeyValueError("instead", *why)
        return cls(**value)

    @property
    def step(self) -> str:
        """The step of 616.1 that chooses it (616.1a for a self-replacement effect)."""
        return "616.1a" if self.self_replacement else min((m.step for m in self.instead), default="616.1e")

    @property
    def only_itself(self) -> bool:
        """614.12: whether it affects only the permanent it is on as that permanent enters
        ("This creature enters tapped"), as opposed to a general subset of permanents that
        includes it ("Permanents enter tapped") — only such an effect applies to its own entering."""
        if self.self_replacement:
            return True
        what = getattr(self.event, "what", "")
        return isinstance(self.event, EntersWould) and (what is None or getattr(what, "scope", "") == "self")


@dataclass(frozen=True)
class Found:
    """A replacement effect in force: the ability, the object it is on, its controller, its
    timestamp; a shield's targets and the shield itself; the players (to tell them from objects)."""

    ability: ReplacementAbility
    source: str
    key: str
    controller: str
    timestamp: int
    targets: tuple[str, ...] = ()
    shield: Shield[AbilityValue, Performable] | None = None
    players: tuple[str, ...] = ()
    choices: Mapping[str, str] = field(default_factory=dict)  # 607.2d: the choices its words may refer to
    incarnation: int = 0  # its source's as it applied (400.7: "this" in its ``do`` is that object)

    @property
    def id(self) -> str:
        """``<object>/<ability key>``."""
        return f"{self.source}/{self.key}"


def add_shield(game: GameOps, says: Record, event: Event, instead: Modification, *, source: str, controller: str,
               targets: tuple[str, ...], rule: str, once: bool = False, left: int | None = None,
               lasting: bool = False, then: tuple[Instruction, ...] = ()) -> Shield[ReplacementAbility, Instruction]:
    """A resolving spell or ability creates a replacement or prevention effect about ``targets``
    until the turn ends (614.8 "the next time", 615.7 "the next N damage", 701.19a) — or, ``lasting``,
    until it is used (614.10a: "skip your next turn")."""
    stamp = game.next_timestamp()
    made = Shield(f"shield{stamp}", ReplacementAbility(says.describe(), event, (instead,)), source, controller, stamp,
                  targets, once, left, tuple(-1 if t in game.players else game.obj(t).incarnation for t in targets), rule,
                  says, lasting, then)
    game.add_shield(made)
    game.record("resolve", object=source, says=Record.of(
        "replace.shield", object=Obj(source), effect=says, targets=tuple(target_arg(t, game.players) for t in targets),
        rule=Rule(rule)) if targets else Record.of("replace.prevention", object=Obj(source), effect=says,
                                                   rule=Rule(rule)))  # 611.2c: about no target
    return made


# The instructions that make a shield (614.8, 614.9, 614.10, 615.7, 701.19a): words of engine.instructions.INSTRUCTIONS.


@INSTRUCTIONS.register
@dataclass(frozen=True)
class RegenerateIt(Instruction):
    """701.19a: regenerate — a shield: the next time it would be destroyed this turn, instead
    it is tapped, all damage is removed from it and it is removed from combat (614.8)."""

    key: ClassVar[str] = "regenerate"
    example: ClassVar[Example] = Example({"regenerate": "self"})
    doc: ClassVar[str] = ("701.19a: regenerate what it describes (`self`, `target creature`): the next time it would be "
                          "destroyed this turn, instead tap it, remove all damage from it and remove it from combat")
    what: Selector = value("selector", "what is regenerated")
    records: ClassVar[dict[str, str]] = {
        "shield.regenerate": "Regenerate {objects}.",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One shield on each."""
        ids = tuple(objects(game, self.what, ctx))
        if ids:
            add_shield(game, Record.of("shield.regenerate", objects=tuple(Obj(i) for i in ids)),
                       DestroyedWould(parse_selector("target permanent")),
                       Regenerate(), source=ctx.item.source or "", controller=ctx.item.controller, targets=ids,
                       rule="701.19a", once=True)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class PreventDamage(Instruction):
    """615.7: "prevent the next N damage that would be dealt to [its targets] this turn" — a
    shield the damage it prevents uses up."""

    key: ClassVar[str] = "prevent_damage"
    example: ClassVar[Example] = Example({"prevent_damage": 2}, target="target creature", targets=("theirs",))
    doc: ClassVar[str] = ("615.7: prevent the next N damage that would be dealt to its targets (objects or players) "
                          "this turn — a shield, reduced by what it prevents, ended when used up (`prevent_damage: 3`); "
                          "`and_each: SELECTOR`: \"… to target creature and each other creature that shares a color "
                          "with it\" — a shield of its own on each, the set fixed as it resolves (615.11); `then`: "
                          "615.5, its additional effect — \"if damage is prevented this way, …\": right after each time "
                          "it prevents damage, by its controller, `that many` the damage it prevented (with damage that "
                          "can't be prevented, what it would have prevented, 615.12)")
    then_gives: ClassVar[frozenset[str]] = frozenset({"that many"})
    amount: int = value("int", "N")
    and_each: Selector | None = option("selector", "and each object it describes as it resolves: a shield on each",
                                       default=None)
    then: tuple[Instruction, ...] = option("instructions", "615.5: right after it prevents damage (`that many`: "
                                           "the damage prevented)", default=())

    def needs_all(self) -> tuple[str, ...]:
        """615.7: its targets (or, with ``and_each``, those it describes too)."""
        return (*super().needs_all(), *(("target",) if self.and_each is None else ()))
    records: ClassVar[dict[str, str]] = {
        "shield.prevent_next": "Prevent the next {amount} damage that would be dealt to {targets} this turn.",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One shield on the targets together — or, with ``and_each``, one on each (615.11)."""
        if self.and_each is not None:
            each = [*ctx.item.targets, *(o for o in objects(game, self.and_each, ctx) if o not in ctx.item.targets)]
            for t in each:
                add_shield(game, Record.of("shield.prevent_next", amount=self.amount,
                                           targets=(target_arg(t, game.players),)),
                           DamageWould(parse_selector("target permanent")), Prevent(), source=ctx.item.source or "",
                           controller=ctx.item.controller, targets=(t,), rule="615.11", left=self.amount,
                           then=self.then)
            return
        if ctx.item.targets:
            add_shield(game, Record.of("shield.prevent_next", amount=self.amount,
                                       targets=tuple(target_arg(t, game.players) for t in ctx.item.targets)),
                       DamageWould(parse_selector("target permanent")),
                       Prevent(), source=ctx.item.source or "", controller=ctx.item.controller,
                       targets=tuple(ctx.item.targets), rule="615.7", left=self.amount, then=self.then)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class RedirectDamage(Instruction):
    """614.9: "the next time damage would be dealt to you this turn, that damage is dealt to
    [its target] instead" — a redirection shield, used up once applied."""

    key: ClassVar[str] = "redirect_damage"
    example: ClassVar[Example] = Example({"redirect_damage": "you"}, target="target creature", targets=("theirs",))
    doc: ClassVar[str] = ("614.9: the next time damage would be dealt to `you` (its controller) this turn, it is dealt "
                          "to its target instead (`redirect_damage: you`)")
    who: str = value("word", "whose damage", words=("you",))

    def needs_all(self) -> tuple[str, ...]:
        """614.9: dealt to its target instead."""
        return (*super().needs_all(), "target")
    records: ClassVar[dict[str, str]] = {
        "shield.redirect": ("The next time damage would be dealt to {player} this turn, it is dealt to "
                            "{target} instead."),
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One shield, on its first target."""
        if ctx.item.targets:
            add_shield(game, Record.of("shield.redirect", player=Player(ctx.item.controller),
                                       target=target_arg(ctx.item.targets[0], game.players)),
                       DamageWould(to_player="you"), RedirectTo("target"),
                       source=ctx.item.source or "", controller=ctx.item.controller, targets=ctx.item.targets[:1],
                       rule="614.9", once=True)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class PreventDamageFrom(Instruction):
    """615.8: "the next time a source of your choice would deal damage to you this turn, prevent
    that damage" — the next instance of damage from it, whatever its amount; 615.9: "prevent all
    damage a [red] source of your choice would deal this turn" (``all``) — the source's quality
    rechecked each time it would deal damage."""

    key: ClassVar[str] = "prevent_damage_from"
    example: ClassVar[Example] = Example({"prevent_damage_from": "objects", "to": "any", "all": True},
                                         chosen=("theirs",))
    doc: ClassVar[str] = ("615.8: the next time a source of its controller's choice that the phrase describes would "
                          "deal damage (`to`: `you` — its controller, the default; `target` — its targets; `any` — to "
                          "anything) this turn, prevent that damage — the next instance, whatever its amount; `all: "
                          "true`: all damage that source would deal this turn (615.9). The source is chosen on "
                          "resolution (scenario `resolve_top: {choose: [id]}`: one the phrase describes then, 608.2d); "
                          "615.9: when it would deal damage the shield rechecks the phrase — no longer true, the damage "
                          "isn't prevented and the shield isn't used up (`prevent_damage_from: red objects`)")
    needs: ClassVar[str] = "resolves"  # its choice is made as it resolves (608.2d)
    quality: Selector = value("selector", "the quality of the source chosen (`objects`: any source)")
    to: str = option("word", "to whom the damage would be dealt", default="you", words=("you", "target", "any"))
    all: bool = option("flag", "615.9: all damage from it this turn (else the next time only, 615.8)", default=False)
    records: ClassVar[dict[str, str]] = {
        "shield.prevent_next_from": "The next time {source} would deal damage to {targets} this turn, prevent that damage.",
        "shield.prevent_next_from_any": "The next time {source} would deal damage this turn, prevent that damage.",
        "shield.prevent_all_from": "Prevent all damage {source} would deal to {targets} this turn.",
        "shield.prevent_all_from_any": "Prevent all damage {source} would deal this turn.",
    }

    def needs_all(self) -> tuple[str, ...]:
        """``to: target``: a target (115.1: with none it would prevent nothing)."""
        return (*super().needs_all(), *(("target",) if self.to == "target" else ()))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One shield about the source chosen (it must be one the phrase describes now)."""
        c = selection_context(game, ctx)
        fits = [o for o, v in c.views.items() if self.quality.matches(v, c)]
        source, = take_chosen(ctx, lambda o: o in game.objects, fits, lambda picked: (
            f"'{ctx.item.text}': choose one source it describes ({self.quality.text}) as it resolves (615.8, 608.2d)"
            f"{': not ' + ', '.join(picked) if picked else ''}"), "615.8", exactly=1)
        targets = tuple(ctx.item.targets) if self.to == "target" else (ctx.item.controller,)
        kind = "shield.prevent_" + ("all" if self.all else "next") + "_from" + ("_any" if self.to == "any" else "")
        add_shield(game, Record.of(kind, source=Obj(source), **({} if self.to == "any" else {
                       "targets": tuple(target_arg(t, game.players) for t in targets)})),
                   DamageFromChosen(chosen=source, incarnation=game.obj(source).incarnation,
                                    quality=self.quality, to=self.to),
                   PreventAll(), source=ctx.item.source or "", controller=ctx.item.controller, targets=targets,
                   rule="615.9" if self.all else "615.8", once=not self.all)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class PreventAllDamage(Instruction):
    """615.1, 611.2c: "prevent all combat damage that would be dealt this turn" (``combat``), "prevent
    all damage [sources of a kind] would deal this turn" (``all`` with ``by``) — one prevention effect
    until the turn ends that applies to all such damage, to any permanent or player: it modifies the
    rules of the game (611.2c), so it applies to damage from and to objects that weren't on the
    battlefield, or weren't of that kind, when it began — no shield on a target (615.7), never used up."""

    key: ClassVar[str] = "prevent_all_damage"
    example: ClassVar[Example] = Example({"prevent_all_damage": "combat"})
    doc: ClassVar[str] = ("615.1, 611.2c: prevent all damage of a kind that would be dealt this turn — `combat`: all "
                          "combat damage (510.2: \"prevent all combat damage that would be dealt this turn\"), `all`: "
                          "all damage; `by: SELECTOR`: only damage such sources would deal (\"prevent all damage "
                          "creatures would deal this turn\"), judged as the damage would be dealt. One prevention "
                          "effect on the rules of the game until the turn ends, to any permanent or player (not a "
                          "shield on a target, 615.7); damage that can't be prevented is not (615.12)")
    COMBAT_ONLY: ClassVar[Mapping[str, bool]] = {"combat": True, "all": False}  # each word: combat damage only (510.2)
    kind: str = value("word", "`combat` or `all`", words=tuple(COMBAT_ONLY))
    by: Selector | None = option("selector", "only damage the sources it describes would deal", default=None)
    records: ClassVar[dict[str, str]] = {
        "shield.prevent_all_combat": "Prevent all combat damage that would be dealt this turn.",
        "shield.prevent_all": "Prevent all damage that would be dealt this turn.",
        "shield.prevent_all_combat_by": "Prevent all combat damage {sources} would deal this turn.",
        "shield.prevent_all_by": "Prevent all damage {sources} would deal this turn.",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One prevention effect until the turn ends, about no target (611.2c: the rules of the game)."""
        combat = self.COMBAT_ONLY[self.kind]
        name = "shield.prevent_all" + ("_combat" if combat else "") + ("_by" if self.by else "")
        says = Record.of(name, **({"sources": Text(self.by.text)} if self.by is not None else {}))
        add_shield(game, says, DamageWould(parse_selector("permanents"), to_player="a player", by=self.by,
                                           combat=combat),
                   PreventAll(), source=ctx.item.source or "", controller=ctx.item.controller, targets=(),
                   rule="615.1")


@INSTRUCTIONS.register
@dataclass(frozen=True)
class SkipNext(Instruction):
    """614.10: "skip your next turn" / "… next draw step" — a replacement effect that waits for
    that occurrence and is used by it (614.10a)."""

    key: ClassVar[str] = "skip_next"
    example: ClassVar[Example] = Example({"skip_next": "turn"})
    doc: ClassVar[str] = ("614.10: `who` (default you) skips their next turn (`skip_next: turn`: the next player's "
                          "begins, 500.11) or their next step or phase of that name (`skip_next: draw`, `combat`…); it "
                          "waits for the next one, past the end of this turn, and two skip the next two (614.10a)")
    what: str = value("word", "the turn, or a step or phase", words=("turn", *STEPS_OF_A_TURN))
    who: str = option("word", "who skips it", default="you", words=PLAYER_WORDS)
    records: ClassVar[dict[str, str]] = {
        "shield.skip_turn": "{player} skips their next turn.",
        "shield.skip_step": "{player} skips their next {step} step.",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """A shield for each player, judged as theirs ("you" is that player)."""
        for p in players(game, self.who, ctx):
            if self.what == "turn":
                event: Any = TurnWould("you")
                says = Record.of("shield.skip_turn", player=Player(p))
            else:
                event, says = StepWould(self.what), Record.of("shield.skip_step", player=Player(p), step=Step(self.what))
            add_shield(game, says, event, Skip(), source=ctx.item.source or "", controller=p, targets=(p,),
                       rule="614.10", once=True, lasting=True)


def in_force(views: Mapping[str, View], entering: str | None = None,
             shields: tuple[tuple[Shield[AbilityValue, Performable], tuple[str, ...]], ...] = (), players: tuple[str, ...] = (),
             arriving: frozenset[str] = frozenset(), resolving: tuple[str, int] | None = None) -> list[Found]:
    """The replacement abilities of the permanents on the battlefield, and the ``shields``
    (each with the targets it is still about), by timestamp. An ability with a
    ``replacement`` property (an "as enters" copy ability, 614.1c) counts. ``entering``: the
    object whose entering is being replaced — of its own abilities only those that affect
    only it apply (614.12: "This creature enters tapped", not "Permanents enter tapped");
    ``arriving``: the objects entering the battlefield with it, not there yet (theirs don't).
    ``resolving``: the object (id, incarnation) whose spell or ability is resolving — a
    self-replacement effect modifies only the effects of its own spell or ability (614.15: a spell's
    on the stack too), or its own permanent's entering (614.1c), and no other event."""
    def functions(v: View, a: ReplacementAbility) -> bool:
        if a.self_replacement:  # 614.15
            return v.id == entering or (v.id, v.incarnation) == resolving
        return ((v.zone == "battlefield" and v.id not in arriving) or v.id == entering) and (
            v.id != entering or a.only_itself)

    out = [Found(a, v.id, key, v.controller, v.timestamp, players=players,
                 choices=linked_choices(v.choices, v.choice_links, link_group(key)), incarnation=v.incarnation)
           for v in views.values()
           for key, a in ((k, as_replacement(ab)) for k, ab in v.abilities)
           if a is not None and functions(v, a)]
    out += [Found(a, s.source, s.id, s.controller, s.timestamp, about, s, players) for s, about in shields
            if (about or not s.targets)  # 611.2c: one made about no target is on the rules of the game
            and not s.used_up and (a := as_replacement(s.ability)) is not None]
    return sorted(out, key=lambda f: (f.timestamp, f.id))


def as_replacement(ability: object) -> ReplacementAbility | None:
    """The replacement effect an ability is: a replacement ability, an ability with one (an "as
    enters" copy, 614.1c), or a keyword that is one (:func:`keyword_replacement`); else None."""
    if isinstance(ability, ReplacementAbility):
        return ability
    if isinstance(ability, Keyword):
        return keyword_replacement(ability)
    made = getattr(ability, "replacement", None)
    return made if isinstance(made, ReplacementAbility) else None


def keyword_replacement(keyword: Keyword) -> ReplacementAbility | None:
    """The replacement effect a keyword is, or None: absorb N (702.64a: "if a source would deal
    damage to this creature, prevent N of that damage"; each instance its own, 702.64b)."""
    name = keyword_of(keyword.name)
    if name == "absorb":
        return ReplacementAbility(keyword.text, DamageWould(to=parse_selector("self")), (Prevent(keyword.number()),))
    if name in ("umbra armor", "totem armor"):  # 702.89a: "... instead remove all damage from it and destroy this Aura"
        from engine.instructions import Destroy
        return ReplacementAbility(keyword.text, DestroyedWould(what=parse_selector("enchanted creature")),
                                  (RemoveDamageInstead(), Do((Destroy(parse_selector("self")),))))
    return None


def replace(game: GameOps, would: Would, views: Mapping[str, View], order: list[str] | None = None,
            look: Callable[[Would], Mapping[str, View]] | None = None,
            arriving: frozenset[str] = frozenset()) -> Would:
    """616.1: apply every replacement effect that applies to ``would``, each once. Among those
    that apply, the first step of :data:`STEPS` that has any chooses (616.1a–e); within it
    the affected player (or the affected object's controller) chooses: ``order`` lists the
    effects' sources (object ids) in the order that player wants, else
    ``game.replacement_order`` for that player, else timestamp order. An optional one ("you
    may") applies unless its controller declined it (``game.replacement_declined``). After
    each, the rest are checked again (616.1f), on the game as ``look`` then shows it (614.12:
    the entering permanent as it now would be). ``views``: the game as the event would find it;
    ``arriving``: the permanents entering the battlefield in the same event (614.12)."""
    done: set[str] = set()
    above = _APPLIED_ABOVE.get()  # 614.5: the effects whose ``do`` is being performed now
    chooser = would.affected(views)
    wanted = order if order is not None else game.replacement_order.get(chooser or "", [])
    entering = would.object if would.kind is WouldKind.ENTERS else None
    resolving = _resolving(game)
    while True:
        shields = tuple((s, s.about(game)) for s in game.shields)
        watching = [f for f in in_force(views, entering, shields, tuple(game.players), arriving, resolving)
                    if f.id not in done and f.id not in above and f.ability.event.matches(would, views, Context(
                        views=views, source=f.source, controller=f.controller, targets=f.targets, choices=f.choices))
                    and (f.ability.condition is None or f.ability.condition.holds(
                        views, f.source, f.controller, None, (), game.life, f.choices))]
        for why in _missing(watching, would, views):
            raise ChoiceError(*why)
        found = [f for f in watching if all(m.applies(would) for m in f.ability.instead)]
        if not found:
            token = _APPLIED_ABOVE.set(above | done)  # 614.5: once to an event and what it was modified into
            try:
                _perform_also(game, would)
            finally:
                _APPLIED_ABOVE.reset(token)
            return would
        step = min(f.ability.step for f in found)
        first = [f for f in found if f.ability.step == step]  # 616.1a–e
        chosen = min(first, key=lambda f: (wanted.index(f.source) if f.source in wanted else len(wanted),
                                           f.timestamp, f.id))
        done.add(chosen.id)
        _apply(game, would, chosen, chooser, _why(chosen, first, step, chooser, wanted))
        if look is not None:
            views = look(would)


def _resolving(game: GameOps) -> tuple[str, int] | None:
    """614.15: the object whose spell or ability is resolving now, as (id, incarnation): a spell's
    own object; an ability's source, as the object it was when the ability was put on the stack."""
    if not game.resolving:
        return None
    item = game.resolving[-1]
    if item.is_spell and item.object is not None and item.object in game.objects:
        return item.object, game.objects[item.object].incarnation
    return (item.source, item.source_incarnation) if item.source is not None else None


# 614.5: a replacement effect gets one opportunity to affect an event and the events it was modified
# into — the effects applied to an event whose ``do`` instructions are being performed (614.1a)
_APPLIED_ABOVE: ContextVar[frozenset[str]] = ContextVar("applied_above", default=frozenset())


def _perform_also(game: GameOps, would: Would) -> None:
    """The instructions of ``do`` (614.1a), each by its effect's controller, in the order applied."""
    from engine.instructions import perform
    from engine.ports import Resolving, StackItem
    from engine.stack import StackKind

    done, would.also = would.also, []
    for instructions, by, amount in done:
        item = StackItem(id=f"{by.id}/instead", kind=StackKind.ABILITY, text=by.ability.text, source=by.source,
                         controller=by.controller, targets=by.targets, ability_key=by.key,
                         source_incarnation=by.incarnation)
        perform(game, instructions, Resolving(item, 1, that_many=amount, on_resolution=False))


def _missing(found: list[Found], would: Would, views: Mapping[str, View]) -> list[tuple[str, dict[str, Any]]]:
    """The choices mandatory effects among ``found`` still need (614.12a: a copy to enter as),
    and a choice made for any of them that it does not take (707.5: not a creature)."""
    return [why for f in found if not f.ability.optional or would.choices.get("copy") for m in f.ability.instead
            for why in (m.missing(would, views, Context(views=views, source=f.source, controller=f.controller,
                                                        choices=f.choices)),)
            if why]


def _why(chosen: Found, first: list[Found], step: str, chooser: str | None, wanted: list[str]) -> Record:
    if len(first) == 1:
        rule = chosen.shield.rule if chosen.shield is not None else step if step != "616.1e" else "614.1"
        return Record.of("why.rule", rule=Rule(rule))
    if chosen.source in wanted:
        return Record.of("why.replace_chosen", rule=Rule(step), player=Player(chooser or ""))
    return Record.of("why.replace_timestamp", rule=Rule(step))


def _apply(game: GameOps, would: Would, chosen: Found, chooser: str | None, why: Record) -> None:
    ability = chosen.ability
    shown = chosen.shield.says if chosen.shield is not None and chosen.shield.says is not None else Text(ability.text)
    if ability.optional and chosen.source in game.replacement_declined.get(chosen.controller, set()):
        game.record("replace", object=chosen.source, player=chosen.controller,
                    says=Record.of("replace.declined", object=Obj(chosen.source), text=shown,
                                   player=Player(chosen.controller), rule=Rule("608.2d")))
        return
    game.optional_done += ability.optional  # 731.4: a loop with an optional action is no draw
    before = _describe(would)
    would.was = would.amount
    for m in ability.instead:
        m.apply(would, chosen)
    would.applied.append(ability.text)
    if chosen.shield is not None and (chosen.shield.once or chosen.shield.used_up):
        game.remove_shield(chosen.shield)  # 614.8, 615.7: used up
        why = Record.of("why.used_up", why=why)
    game.record("replace", object=chosen.source, player=chooser,
                says=Record.of("replace.applied", object=Obj(chosen.source), text=shown, before=before,
                               after=_describe(would), why=why))


def _describe(would: Would) -> Record:
    """The event as it would happen now (what a replacement effect changed, for the log)."""
    if would.kind is WouldKind.DAMAGE:
        return Record.of("would.damage", amount=would.amount,
                         target=Player(would.player) if would.player else Obj(would.object or ""))
    if would.kind is WouldKind.LIFE:
        kind = ("would.no_life" if would.amount == 0 else "would.gain" if would.amount > 0 else
                "would.pay" if would.cause == "pay" else "would.lose")  # 119.4: a payment
        if would.amount == 0:
            return Record.of(kind, player=Player(would.player or ""))
        return Record.of(kind, player=Player(would.player or ""), amount=abs(would.amount))
    if would.kind is WouldKind.TOKENS:
        return Record.of("would.tokens", amount=would.amount, player=Player(would.player or ""))
    if would.kind is WouldKind.DRAW:
        return Record.of("would.draw" if would.amount > 0 else "would.no_draw", player=Player(would.player or ""))
    if would.kind is WouldKind.STEP:
        return Record.of("would.step" if would.amount > 0 else "would.no_step", player=Player(would.player or ""),
                         step=Step(would.step))
    if would.kind is WouldKind.TURN:
        return Record.of("would.turn" if would.amount > 0 else "would.no_turn", player=Player(would.player or ""))
    if would.kind is WouldKind.ZONE_CHANGE:
        return Record.of("would.regenerated" if would.regenerated else "would.damage_removed" if would.damage_removed
                         else "would.zone_change",
                         object=Obj(would.object or ""), from_zone=Zone(would.from_zone or ""),
                         to_zone=Zone(would.to_zone or ""))
    how: list[Record] = []
    if would.controller:
        how.append(Record.of("how.under", player=Player(would.controller)))
    if would.copy_of:
        how.append(Record.of("how.copy", object=Obj(would.copy_of)))
    if would.back_face_up:
        how.append(Record.of("how.transformed"))
    if would.tapped:
        how.append(Record.of("how.tapped"))
    if would.counters:
        how.append(Record.of("how.counters", counters=tuple(Record.of("how.counter", amount=n, counter=Counter(k))
                                                           for k, n in would.counters.items())))
    if not how:
        return Record.of("would.enters", object=Obj(would.object or ""))
    return Record.of("would.enters_as", object=Obj(would.object or ""), how=tuple(how))


__all__ = ["MODIFICATIONS", "REPLACED_EVENTS", "STEPS", "Found", "add_shield", "Modification", "ReplacementAbility", "Shield", "Would",
           "in_force", "replace"]


# (the registries it names are whole only now)
ReplacementAbility.doc = (
    "614.1, 615.1: a replacement (or prevention) effect — `would:` the event it watches (one "
    "of: " + ", ".join(f"`{k}`" for k in REPLACED_EVENTS) + "), `instead:` what happens instead "
    "(a list of: " + ", ".join(f"`{k}`" for k in MODIFICATIONS) + "), `self: true` for a "
    "self-replacement effect (614.15: it applies first, 616.1a), `may: true` for an optional "
    "one (\"you may … instead\": its controller chooses; it applies unless they decline — "
    "scenario `decline_replacement`), `if:` a condition (the table of conditions) — it applies only while it is true "
    "(\"If you control a creature, …\"). Several on one event: the affected player or controller "
    "chooses the order (616.1; scenario `replacement_order`) — a self-replacement effect first "
    "(616.1a), then one changing the control it enters under (616.1b), one making it enter as a "
    "copy (616.1c), one making it enter transformed (616.1d), then any (616.1e); each applies "
    "once, the rest checked again after each (616.1f); the event it makes is still that event "
    "for triggers")
