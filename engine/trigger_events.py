"""Trigger events (603.2): the words of ``when:``, the registry :data:`TRIGGER_EVENTS`.

Each trigger event is a small frozen dataclass: which game events are occurrences of it
and which game state a trigger looks at for them (:meth:`TriggerEvent.occurrence`: 603.6a
looks forward for enters, 603.10a back for leaves), and whether an event is one for the
ability (:meth:`TriggerEvent.matches`). Its fields are the keys of a ``triggered:`` mapping
that only this event takes (``step``, ``room``: :meth:`TriggerEvent.options`), each with its
type and its line of docs/cards.md; an ability holds the event with its details
(``TriggeredAbility.on``). Each carries what makes it happen in a scene (:class:`Happening`,
its ``example``), or names the tests that show it. Adding one is one class here (and its words
in the text tables).

>>> TRIGGER_EVENTS.get("dies").looks_back
True
>>> BeginningOf(step="your upkeep")
BeginningOf(step='your upkeep')
>>> BeginningOf.options(), BeginningOf.required
(('step',), ('step',))
>>> TRIGGER_EVENTS.get("enter")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown trigger event 'enter' (known: enters, counters_put, dies, ...; did you mean 'enters'?)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from engine.errors import ValueSyntaxError
from engine.events import STEPS, EventKind
from engine.records import goes_with
from engine.selectors import Context, Selector
from engine.vocab import Registry, Word, option

if TYPE_CHECKING:
    from engine.events import Event
    from engine.view import View


class Looked(Protocol):
    """A game state a trigger looks at (an engine.evaluate.Evaluation): every object's view."""

    @property
    def views(self) -> Mapping[str, View]: ...


L = TypeVar("L", bound=Looked)
# (the game state a trigger looks at, the object the event involves)
Occurrence = tuple["L | None", "View | None"]


class Spelled(Protocol):
    """What an event's details read of a stack object (an engine.stack.StackItem)."""

    @property
    def is_spell(self) -> bool: ...
    @property
    def object(self) -> str | None: ...
    @property
    def targets(self) -> tuple[str, ...]: ...


class Watching(Protocol):
    """What an event's details ask of the game (a narrow part of engine.ports.GameOps): its
    players, the stack and the events so far — so that no trigger event names a module above it."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def stack(self) -> Sequence[Spelled]: ...
    @property
    def log(self) -> Sequence[Event]: ...


class Triggering(Protocol):
    """What an event's details read of a triggered ability (an engine.abilities.TriggeredAbility)."""

    @property
    def keyword(self) -> str: ...
    @property
    def event(self) -> str: ...
    @property
    def on(self) -> TriggerEvent | None: ...


class Caused(Protocol):
    """What an event's details read of an ability that triggered (an engine.triggers.PendingTrigger)."""

    @property
    def ability(self) -> Triggering: ...
    @property
    def event_seq(self) -> int: ...
    @property
    def controller(self) -> str: ...
    @property
    def source(self) -> str | None: ...
    @property
    def it(self) -> str | None: ...


# The objects a Happening names: tests/engine/test_trigger_event_contexts.py's scene, in the inline
# card words of a scenario (docs/scenarios.md `object:`).
_BEAR: Mapping[str, Any] = {"name": "New", "type_line": "Creature — Bear", "pt": "2/2"}


def _instant(name: str, text: str, do: Mapping[str, Any]) -> Mapping[str, Any]:
    """An instant card with one instruction, inline (``cast_spell: {object: …, id: …}``)."""
    return {"name": name, "type_line": "Instant", "abilities": [{"spell": {"text": text, "do": [dict(do)]}}]}


@dataclass(frozen=True)
class Happening:
    """What makes a trigger event happen, as a contributor writes it in a scenario step's ``do:``
    (``do``: its actions in order, docs/scenarios.md), with what the triggered ability around it
    needs: ``keys``, the event's own keys (``step: upkeep``); ``what``, a phrase that describes
    the object the event involves, and ``not_what``, one that does not (both empty for an event
    with no object). tests/engine/test_trigger_event_contexts.py writes the event into a
    triggered ability of ``this`` and plays ``do`` in its scene — A controls ``this`` (a 2/2
    creature) and ``mine`` (a 2/2 blue creature), B controls ``theirs`` (a 3/3 red creature) — in
    each context the event takes: the ability triggers, and not without it."""

    do: tuple[Mapping[str, Any], ...]
    keys: Mapping[str, Any] = field(default_factory=dict)
    what: str = ""
    not_what: str = ""


@dataclass(frozen=True)
class TriggerEvent(Word):
    """A kind of trigger event; its fields are the ability's own details of it (``step``)."""

    watches: ClassVar[frozenset[EventKind]] = frozenset()  # the game events that can be occurrences
    required: ClassVar[tuple[str, ...]] = ()  # triggered-ability keys it must have (its own or shared: ``if``)
    # where the intervening "if" of such an ability is read (engine.conditions contexts)
    condition_context: ClassVar[str] = "triggered if"
    looks_back: ClassVar[bool] = False  # 603.10a: the trigger looks at the game before the event
    it_is_recipient: ClassVar[bool] = False  # "it" is the object dealt damage, not the event's object
    # 603.2c: the events of one batch (at the same time) that reach one recipient are one occurrence
    # for it ("is dealt damage" by several sources at once)
    once_per_recipient: ClassVar[bool] = False
    # 113.6: the zone an object's abilities of this kind function in (a permanent's: the battlefield;
    # "when you cast this spell": the stack, as the object is a spell)
    functions_in: ClassVar[str] = "battlefield"
    has_object: ClassVar[bool] = True  # it involves an object (`what` describes it); a step beginning does not
    object_zone: ClassVar[str] = "battlefield"  # where that object is as the trigger looks at it (`what` must say so)
    # what makes it happen in the contexts test's scene (tests/engine/test_trigger_event_contexts.py); for an
    # event the scene cannot make happen, ``shown_by``: the test that shows it in its contexts
    example: ClassVar[Happening | None] = None
    shown_by: ClassVar[str] = ""
    keys_shown_by: ClassVar[Mapping[str, str]] = {}  # each of its own keys → the test that shows it

    @classmethod
    def options(cls) -> tuple[str, ...]:
        """The triggered-ability keys only this event takes (its fields)."""
        return tuple(k.name for k in cls.schema())

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """If ``event`` is an occurrence of this trigger event: the state to look in and the
        object involved; else None."""
        if event.kind not in cls.watches:
            return None
        return after, after.views.get(event.object or "")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Whether ``event`` is this trigger event, with these details, for an ability
        controlled by ``controller``."""
        return event.kind in self.watches

    def happened_by(self, event: Event, source: View, key: str, link: str) -> bool:
        """Whether ``event`` came about the way the ability (``key`` on ``source``, its pair
        ``link``) asks: every way, but for "this way" (:class:`Revealed`)."""
        return True

    def admits(self, game: Watching, caused: Caused) -> bool:
        """``ability_triggers``: whether the ability that just triggered (``caused``) is one this
        event is about (every one, but for the details)."""
        return True

    def involves(self, game: Watching, event: Event, views: Mapping[str, View], source: View) -> bool:
        """Whether the event is one the ability's details ask for, judged on the game it looks at
        (every one, but for the details: :class:`Cast`'s ``targets_only``)."""
        return True


TRIGGER_EVENTS: Registry[type[TriggerEvent]] = Registry("trigger event", "the word of `when:` (603.2)")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Enters(TriggerEvent):
    """603.6a: an object enters the battlefield; the trigger looks at the game after it."""

    key: ClassVar[str] = "enters"
    doc: ClassVar[str] = "an object enters the battlefield (603.6a: looks at the game after the event)"
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.ZONE_CHANGE})
    example: ClassVar[Happening | None] = Happening(({"enter": {"id": "new", "object": _BEAR, "controller": "B"}},),
                                                    what="creature an opponent controls", not_what="creature you control")

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """The object as it entered."""
        return (after, event.after) if event.enters else None

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """A zone change to the battlefield."""
        return event.enters


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class CountersPut(TriggerEvent):
    """122.6: counters are put on a permanent — by an effect, or as it enters with them."""

    key: ClassVar[str] = "counters_put"
    doc: ClassVar[str] = ("one or more counters are put on the permanent `what` describes (default this one) — "
                          "entering the battlefield with counters included (122.6); `counters: \"+1/+1\"`: only "
                          "counters of that kind")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.COUNTERS})
    example: ClassVar[Happening | None] = Happening(({"counters": {"object": "theirs", "kind": "+1/+1", "count": 1}},),
                                                    what="creature an opponent controls", not_what="creature you control")
    keys_shown_by: ClassVar[Mapping[str, str]] = {"counters": "tests/engine/test_more_counters.py"}
    counters: str = option("counter", "only counters of that kind (`\"+1/+1\"`: \"whenever one or more +1/+1 "
                           "counters are put on …\")", default="")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Counters of the ability's kind (any kind when it names none); the event's ``target`` is the kind."""
        return event.kind in self.watches and (not self.counters or event.target == self.counters)


@dataclass(frozen=True)
class LeavesTheBattlefield(TriggerEvent):
    """603.6c: an object leaves the battlefield; the trigger looks back at it as it last was
    there (603.10a). The base of ``leaves`` and ``dies``."""

    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.ZONE_CHANGE})
    looks_back: ClassVar[bool] = True

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """The object as it last was on the battlefield."""
        return (before, event.before) if event.leaves else None

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """From the battlefield to anywhere."""
        return event.leaves


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Dies(LeavesTheBattlefield):
    """700.4: a creature is put into a graveyard from the battlefield (603.10a: look back)."""

    key: ClassVar[str] = "dies"
    doc: ClassVar[str] = "a creature goes to a graveyard from the battlefield (700.4; looks back, 603.10a)"
    example: ClassVar[Happening | None] = Happening(({"move": {"object": "theirs", "to": "graveyard"}},),
                                                    what="creature an opponent controls", not_what="creature you control")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """A creature, battlefield → graveyard."""
        return event.dies


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Leaves(LeavesTheBattlefield):
    """603.6c: an object leaves the battlefield (603.10a: look back)."""

    key: ClassVar[str] = "leaves"
    doc: ClassVar[str] = "an object leaves the battlefield (603.6c; looks back, 603.10a)"
    example: ClassVar[Happening | None] = Happening(({"move": {"object": "theirs", "to": "exile"}},),
                                                    what="creature an opponent controls", not_what="creature you control")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class PutIntoGraveyard(LeavesTheBattlefield):
    """603.6c: an object is put into a graveyard from the battlefield (603.10a: look back);
    ``dies`` is this event for a creature (700.4)."""

    key: ClassVar[str] = "put_into_graveyard"
    doc: ClassVar[str] = ("an object `what` describes (default this one) is put into a graveyard from the battlefield "
                          "(603.6c; looks back, 603.10a: `what: land` — \"whenever a land is put into a graveyard from "
                          "the battlefield\"; `dies` is this for a creature, 700.4)")
    example: ClassVar[Happening | None] = Happening(({"move": {"object": "theirs", "to": "graveyard"}},),
                                                    what="creature an opponent controls", not_what="creature you control")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Battlefield → graveyard."""
        return event.leaves and event.to_zone == "graveyard"


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Cast(TriggerEvent):
    """601.2i: a spell is cast."""

    key: ClassVar[str] = "cast"
    object_zone: ClassVar[str] = "stack"  # a spell
    doc: ClassVar[str] = ("a spell is cast (601.2i); `what` describes the spell; `targets_only: creature you control`: "
                          "\"a spell that targets only a single creature you control\" (115.1)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.CAST})
    selector_context: ClassVar[str] = "trigger"
    example: ClassVar[Happening | None] = Happening(
        ({"cast_spell": {"object": _instant("Bolt", "You gain 3 life.", {"gain_life": 3}), "id": "bolt",
                        "controller": "B"}},),
        what="instant spell", not_what="creature spell")  # cast_or_copy: a cast too
    keys_shown_by: ClassVar[Mapping[str, str]] = {"targets_only": "tests/engine/test_spell_triggers.py"}
    targets_only: Selector | None = option("selector", "\"a spell that targets only a single …\": it has one target, "
                                           "an object this describes (judged for this ability's controller)",
                                           default=None)

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """The spell."""
        return (after, event.after) if event.kind in cls.watches else None

    def involves(self, game: Watching, event: Event, views: Mapping[str, View], source: View) -> bool:
        """``targets_only``: the spell's targets (115.1), chosen as it was cast (601.2c), are one
        object this describes."""
        if self.targets_only is None:
            return True
        spell = next((i for i in reversed(game.stack) if i.is_spell and i.object == event.object), None)
        chosen = set(spell.targets) if spell is not None else set()
        if len(chosen) != 1 or chosen & set(game.players):
            return False
        target = views.get(next(iter(chosen)))
        return target is not None and self.targets_only.matches(target, Context(views=views, source=source.id,
                                                                                controller=source.controller))


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class CastThis(TriggerEvent):
    """601.2i, 113.6: "When you cast this spell" — an ability of the spell itself, which
    functions while the object is a spell on the stack; it triggers as the spell becomes
    cast, and (603.3) goes on the stack above it."""

    key: ClassVar[str] = "cast_this"
    doc: ClassVar[str] = ("\"when you cast this spell\" (601.2i): an ability of the spell itself, that functions on "
                          "the stack (113.6); its source is the spell; it resolves before the spell")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.CAST})
    functions_in: ClassVar[str] = "stack"
    shown_by: ClassVar[str] = "tests/engine/test_spell_triggers.py"  # a spell cast with this ability

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """The spell."""
        return (after, event.after) if event.kind in cls.watches else None


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class CastOrCopy(Cast):
    """707.10: a spell is cast, or a copy of one is put on the stack (magecraft)."""

    key: ClassVar[str] = "cast_or_copy"
    doc: ClassVar[str] = ("a spell is cast, or a copy of one is put on the stack (707.10; magecraft: "
                          "`what: instant or sorcery spell you control`)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.CAST, EventKind.COPY})


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class BeginningOf(TriggerEvent):
    """"At the beginning of [step]" (503, 513); ``step: your upkeep``: the controller's turn only."""

    key: ClassVar[str] = "beginning_of"
    has_object: ClassVar[bool] = False
    doc: ClassVar[str] = "a step begins: `step: upkeep`, `step: your upkeep`, `step: end`"
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.STEP})
    required: ClassVar[tuple[str, ...]] = ("step",)
    example: ClassVar[Happening | None] = Happening(({"begin_step": "upkeep"},), keys={"step": "upkeep"})
    keys_shown_by: ClassVar[Mapping[str, str]] = {"step": "tests/engine/test_step_timing.py"}
    step: str = option("word", "`upkeep`, `your upkeep` (the controller's turn only), `end`", default="",
                       words=(*STEPS, *(f"your {s}" for s in STEPS)))

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """No object."""
        return (after, event.after) if event.kind in cls.watches else None

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """That step (of the controller's turn for ``your …``)."""
        if event.kind not in self.watches:
            return False
        if self.step.startswith("your "):
            return event.text == self.step[5:] and event.player == (controller or event.player)
        return event.text == self.step


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class CombatDamageToPlayer(TriggerEvent):
    """510.3a: this object deals combat damage to a player."""

    key: ClassVar[str] = "combat_damage_to_player"
    doc: ClassVar[str] = "this object deals combat damage to a player (510.3a)"
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.COMBAT_DAMAGE})
    example: ClassVar[Happening | None] = Happening(
        ({"attack": {"attackers": ["mine"], "defender": "B"}}, {"combat_damage": True}),
        what="creature you control", not_what="creature an opponent controls")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """To a player."""
        return event.kind in self.watches and event.player is not None


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class DamageToPlayer(TriggerEvent):
    """120.3, 120.3a: the source ``what`` describes deals damage to a player, in combat or not
    ("whenever this creature deals damage to an opponent"); "it" is the source."""

    key: ClassVar[str] = "damage_to_player"
    doc: ClassVar[str] = ("the source `what` describes (default this object) deals damage to a player, in combat or "
                          "not (120.3): `who` — `a player` (default), `you`, `an opponent` (the player dealt damage)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.DAMAGE, EventKind.COMBAT_DAMAGE})
    example: ClassVar[Happening | None] = Happening(({"damage": {"from": "mine", "to": "B", "amount": 2}},),
                                                    what="creature you control", not_what="creature an opponent controls")
    keys_shown_by: ClassVar[Mapping[str, str]] = {"who": "tests/engine/test_damage_to_player.py"}
    who: str = option("word", "the player dealt damage", default="a player", words=("a player", "you", "an opponent"))

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Damage to that player (0 damage is none, 120.8)."""
        if event.kind not in self.watches or event.player is None or event.amount <= 0:
            return False
        return self.who == "a player" or (event.player == controller) == (self.who == "you")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Attacks(TriggerEvent):
    """508.3a: a creature is declared as an attacker."""

    key: ClassVar[str] = "attacks"
    doc: ClassVar[str] = ("the creature `what` describes (default this one) is declared as an attacker (508.3a: "
                          "`what: creature you control`)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.ATTACKS})
    example: ClassVar[Happening | None] = Happening(({"attack": {"attackers": ["mine"]}},),
                                                    what="creature you control", not_what="creature an opponent controls")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Blocks(TriggerEvent):
    """509.3a: a creature is declared as a blocker (once a combat, 509.3a)."""

    key: ClassVar[str] = "blocks"
    doc: ClassVar[str] = ("the creature `what` describes (default this one) is declared as a blocker (509.3a: "
                          "\"whenever this creature blocks\"; `what: creature you control`)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.BLOCKS})
    example: ClassVar[Happening | None] = Happening(({"attack": {"attackers": ["mine"]}}, {"block": {"blockers": {"theirs": "mine"}}}),
                                                    what="creature an opponent controls", not_what="creature you control")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class BecomesBlocked(TriggerEvent):
    """509.3c: an attacking creature becomes blocked (once a combat, however many block it)."""

    key: ClassVar[str] = "becomes_blocked"
    doc: ClassVar[str] = ("the attacking creature `what` describes (default this one) becomes blocked, once however "
                          "many creatures block it (509.3c: \"whenever this creature becomes blocked\")")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.BECOMES_BLOCKED})
    example: ClassVar[Happening | None] = Happening(({"attack": {"attackers": ["mine"]}}, {"block": {"blockers": {"theirs": "mine"}}}),
                                                    what="creature you control", not_what="creature an opponent controls")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class DealtDamage(TriggerEvent):
    """120.3: a permanent is dealt damage, in combat or not (enrage); "it" is that permanent."""

    key: ClassVar[str] = "dealt_damage"
    doc: ClassVar[str] = ("the permanent `what` describes (default this one) is dealt damage, in combat or not "
                          "(120.3: enrage; damage to a player is not)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.DAMAGE, EventKind.COMBAT_DAMAGE})
    it_is_recipient: ClassVar[bool] = True
    once_per_recipient: ClassVar[bool] = True  # 603.2c: damage from several sources at once is one event for it
    example: ClassVar[Happening | None] = Happening(({"damage": {"from": "mine", "to": "theirs", "amount": 1}},),
                                                    what="creature an opponent controls", not_what="creature you control")

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """The permanent dealt damage."""
        if event.kind not in cls.watches or event.player is not None:
            return None
        return after, after.views.get(event.target or "")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Damage to a permanent."""
        return event.kind in self.watches and event.player is None


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class BecomesTapped(TriggerEvent):
    """603.2e, 701.26a: a permanent becomes tapped — its status changes from untapped to tapped
    on the battlefield (entering tapped, or tapping a tapped one, is not it)."""

    key: ClassVar[str] = "becomes_tapped"
    doc: ClassVar[str] = ("the permanent `what` describes (default this one) becomes tapped: 603.2e, its status "
                          "changes from untapped to tapped on the battlefield — entering tapped is not it, nor is "
                          "tapping a tapped one (701.26a)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.TAPPED})
    example: ClassVar[Happening | None] = Happening(({"attack": {"attackers": ["mine"]}},),  # 508.1f: it taps
                                                    what="creature you control", not_what="creature an opponent controls")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class BecomesUntapped(TriggerEvent):
    """603.2e, 701.26b: a permanent becomes untapped on the battlefield."""

    key: ClassVar[str] = "becomes_untapped"
    doc: ClassVar[str] = ("the permanent `what` describes (default this one) becomes untapped: its status changes from "
                          "tapped to untapped on the battlefield (603.2e, 701.26b)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.UNTAPPED})
    example: ClassVar[Happening | None] = Happening(  # 502.3: the untap step untaps it
        ({"enter": {"id": "new", "object": _BEAR, "tapped": True, "silent": True}}, {"begin_step": "untap"},
         {"begin_step": "upkeep"}), what="creature you control", not_what="creature an opponent controls")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class GainsLife(TriggerEvent):
    """119.9: "whenever [a player] gains life" — once for each life-gain event; gaining 0 life
    is no event."""

    key: ClassVar[str] = "gains_life"
    has_object: ClassVar[bool] = False
    doc: ClassVar[str] = ("a player gains life (119.9: once for each event that gains them life, however much; 0 "
                          "life is no event): `who: you` (default), `an opponent`, `a player`")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.LIFE})
    example: ClassVar[Happening | None] = Happening(
        ({"cast_spell": {"object": _instant("Salve", "You gain 2 life.", {"gain_life": 2}), "id": "salve"}}, {"resolve_top": 1}))
    keys_shown_by: ClassVar[Mapping[str, str]] = {"who": "tests/engine/test_gains_life.py"}
    who: str = option("word", "whose gaining life", default="you", words=("you", "an opponent", "a player"))

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """No object: a player gains life."""
        return (after, None) if event.kind in cls.watches and event.amount > 0 else None

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Life gained by that player."""
        if event.kind not in self.watches or event.amount <= 0:
            return False
        mine = event.player == controller
        return self.who == "a player" or mine == (self.who == "you")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class LosesLife(TriggerEvent):
    """119.3: "whenever [a player] loses life" — once for each event that makes them lose life:
    an effect's loss, a payment of life (119.4) or damage dealt to them (119.2, 120.3a: the
    life it made them lose, after replacement effects); losing 0 life is no event."""

    key: ClassVar[str] = "loses_life"
    has_object: ClassVar[bool] = False
    doc: ClassVar[str] = ("a player loses life (119.3: once for each event that makes them lose life — an effect, "
                          "paying life 119.4, damage dealt to them 120.3a; 0 life is no event): `who: you` (default), "
                          "`an opponent`, `a player`")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.LIFE, EventKind.DAMAGE, EventKind.COMBAT_DAMAGE})
    example: ClassVar[Happening | None] = Happening(({"damage": {"from": "theirs", "to": "A", "amount": 2}},))  # 120.3a
    keys_shown_by: ClassVar[Mapping[str, str]] = {"who": "tests/engine/test_loses_life.py"}
    who: str = option("word", "whose losing life", default="you", words=("you", "an opponent", "a player"))

    @staticmethod
    def lost(event: Event) -> int:
        """The life the event made its player lose (a damage event's: ``life_lost``, 120.3a)."""
        return -event.amount if event.kind is EventKind.LIFE else event.life_lost

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """No object: a player loses life."""
        return (after, None) if event.kind in cls.watches and cls.lost(event) > 0 else None

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Life lost by that player."""
        if event.kind not in self.watches or self.lost(event) <= 0:
            return False
        mine = event.player == controller
        return self.who == "a player" or mine == (self.who == "you")


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class Revealed(TriggerEvent):
    """701.20a: "whenever you reveal [a card]" — `what` is judged on the card in the hand (a
    first draw revealed, :class:`engine.abilities.RevealFirstDraw`); ``this_way``: only a
    reveal by the linked static ability of the same object (603.11, 607.2)."""

    key: ClassVar[str] = "revealed"
    doc: ClassVar[str] = ("you reveal the card `what` describes in your hand (701.20a: `what: basic land card in your "
                          "hand`); `this_way: true` (with `link`): only a reveal by the static ability of this object "
                          "linked to it (603.11: \"reveal the first card you draw each turn. Whenever you reveal a "
                          "basic land card this way, …\"; 607.2)")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.REVEALED})
    object_zone: ClassVar[str] = "hand"
    shown_by: ClassVar[str] = "tests/engine/test_revealed.py"  # a card revealed by a linked ability
    keys_shown_by: ClassVar[Mapping[str, str]] = {"this_way": "tests/engine/test_revealed.py"}
    this_way: bool = option("flag", "`true` (with `link`): only a reveal by the linked static ability of this object "
                            "(603.11, 607.2: \"… this way\")", default=False)

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """A card revealed by the ability's controller."""
        return event.kind in self.watches and event.player == controller

    def happened_by(self, event: Event, source: View, key: str, link: str) -> bool:
        """"This way": the reveal was by an ability of this object (the same one, 400.7) of
        this ability's group with its pair's label (607.1, 607.5)."""
        if not self.this_way:
            return True
        from engine.linked import link_group

        if event.target != source.id or link_group(event.ability) != link_group(key):
            return False
        return any(k == event.ability and getattr(a, "link", None) == link for k, a in source.abilities)


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class TurnedFaceUp(TriggerEvent):
    """708.8: a permanent is turned face up; the ability is the face-up permanent's."""

    key: ClassVar[str] = "turned_face_up"
    doc: ClassVar[str] = "the permanent `what` describes (default this one) is turned face up (708.8)"
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.TURNED_FACE_UP})
    shown_by: ClassVar[str] = "tests/engine/test_face_up.py"  # a face-down permanent turned up


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class RoomEntered(TriggerEvent):
    """309.4c: a room ability, "when you move your venture marker into this room"."""

    key: ClassVar[str] = "room_entered"
    doc: ClassVar[str] = ("a dungeon's room ability with `room: NAME` (309.4c); a dungeon's rooms are its room "
                          "abilities in order, and its abilities work in the command zone")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.ROOM})
    required: ClassVar[tuple[str, ...]] = ("room",)
    shown_by: ClassVar[str] = "tests/engine/test_dungeon.py"  # a dungeon's room
    keys_shown_by: ClassVar[Mapping[str, str]] = {"room": "tests/engine/test_dungeon.py"}
    room: str = option("text", "the room of this dungeon it is the ability of (309.4c)", default="")

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """This room."""
        return event.kind in self.watches and event.target == self.room


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class AbilityTriggers(TriggerEvent):
    """603.2: a triggered ability of a permanent ``what`` describes triggers (see
    :func:`engine.triggers.detect`: such an ability is not itself such an event)."""

    key: ClassVar[str] = "ability_triggers"
    doc: ClassVar[str] = ("a triggered ability of a permanent `what` describes triggers; `of_keyword`: only that "
                          "keyword's; `caused_by: EVENT` (a trigger event: `enters`): only one such an event made trigger; `its_own`: "
                          "only an ability of the object that event involves; `caused_by: "
                          "enters`: only one a permanent entering made trigger; it goes on the stack after the "
                          "ability that caused it")
    watches: ClassVar[frozenset[EventKind]] = frozenset({EventKind.ABILITY_TRIGGERED})
    shown_by: ClassVar[str] = "tests/engine/test_copy_trigger.py"  # another ability triggering
    keys_shown_by: ClassVar[Mapping[str, str]] = {"of_keyword": "tests/engine/test_cant_trigger.py",
                                                  "caused_by": "tests/engine/test_copy_trigger.py",
                                                  "its_own": "tests/engine/test_copy_trigger.py"}
    of_keyword: str = option("text", "only an ability with that `keyword` (\"a backup ability\")", default="")
    caused_by: str = option("text", "a trigger event (`enters`) — only an ability that such an event made trigger, "
                            "whatever its source (\"whenever a permanent entering the battlefield causes a triggered "
                            "ability to trigger\")", default="")
    its_own: bool = option("flag", "`true` (with `caused_by`): only an ability of the object that event involves "
                           "(\"a creature entering … causes a triggered ability of that creature to trigger\")",
                           default=False)

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """``caused_by`` is a trigger event; ``its_own`` goes with it."""
        if values.get("caused_by"):
            try:
                TRIGGER_EVENTS.get(values["caused_by"])
            except ValueSyntaxError as err:
                raise ValueSyntaxError(f"caused_by: {err}") from None
        if values.get("its_own") and not values.get("caused_by"):
            raise ValueSyntaxError("its_own goes with caused_by (the event that involves the object)",
                                   goes_with("its_own", "caused_by"))

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """Found by :func:`engine.triggers.detect` from the abilities that triggered."""
        return None

    def admits(self, game: Watching, caused: Caused) -> bool:
        """That keyword's; one the ``caused_by`` event made trigger; of the object that event involves."""
        if self.of_keyword and caused.ability.keyword != self.of_keyword:
            return False
        if self.caused_by:
            # "whenever a permanent entering the battlefield causes a triggered ability to trigger"
            ab = caused.ability
            on = ab.on if ab.on is not None and ab.event == self.caused_by else TRIGGER_EVENTS.get(self.caused_by)()
            if not any(e.seq == caused.event_seq and on.matches(e, caused.controller) for e in reversed(game.log)):
                return False
        return not self.its_own or caused.it == caused.source  # "… a triggered ability of that creature"


@TRIGGER_EVENTS.register
@dataclass(frozen=True)
class State(TriggerEvent):
    """603.8: a state trigger — ``if:`` is the state."""

    key: ClassVar[str] = "state"
    has_object: ClassVar[bool] = False
    doc: ClassVar[str] = ("603.8: a state trigger; `if:` is the state — it triggers when that is true and not again "
                          "until it has left the stack; the state is not checked again as it resolves (unlike 603.4)")
    required: ClassVar[tuple[str, ...]] = ("if",)
    condition_context: ClassVar[str] = "state trigger if"
    shown_by: ClassVar[str] = "tests/engine/test_triggers.py::test_state_trigger_does_not_trigger_again_while_on_the_stack"

    @classmethod
    def occurrence(cls, event: Event, before: L | None, after: L) -> Occurrence[L] | None:
        """Never an event: checked whenever a player would receive priority."""
        return None

    def matches(self, event: Event, controller: str | None = None) -> bool:
        """Never an event."""
        return False


def occurrences(event: Event, before: L | None, after: L) -> list[tuple[L | None, tuple[str, ...], View | None]]:
    """For an event: each game state abilities are looked for in, the trigger events it is
    an occurrence of there, and the object it involves (one event can be two: combat
    damage to a creature is "deals combat damage" for its source, "is dealt damage" for it)."""
    out: list[tuple[L | None, tuple[str, ...], View | None]] = []
    for word, cls in TRIGGER_EVENTS.items():
        occ = cls.occurrence(event, before, after)
        if occ is None:
            continue
        looked, obj = occ
        for i, (l2, words, o2) in enumerate(out):
            if l2 is looked and o2 is obj:
                out[i] = (l2, words + (word,), o2)
                break
        else:
            out.append((looked, (word,), obj))
    return out


__all__ = ["TRIGGER_EVENTS", "TriggerEvent", "occurrences"]
