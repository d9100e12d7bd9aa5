"""The layer system (613): compute every object's characteristics from its own values
and the continuous effects in force, with a trace of what applied where and why.

The order of effects is decided in one place, :func:`order_key`. Dependencies (613.8)
are found by trial application (:meth:`_Run.depends`), pruned by the fields each effect
kind declares it reads and writes, and kept up to date after each application
(:class:`_LayerDependencies`, :class:`_Queue`) at a cost that follows what the application
changed. Lock-in (613.6): an effect that has started to apply keeps applying in later
layers to the same objects, even if its source loses the ability.
"""

from __future__ import annotations

import dataclasses
import heapq
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol, cast

from engine.abilities import StaticAbility
from engine.cr_keywords import keyword_of
from engine.effects import (
    AddAbilities,
    AddTypes,
    BlockPermission,
    BlockRequirement,
    CantCause,
    CantTrigger,
    CastingBan,
    ChangeText,
    CombatRestriction,
    ContinuousEffect,
    CounterPT,
    DamageCantBePrevented,
    Duration,
    EffectSpec,
    FaceDownValues,
    GainControl,
    GameRule,
    LegendRuleExempt,
    Part,
    PlayersGain,
    PlayFromTop,
    Prohibition,
    Reconfigured,
    SetColors,
    TriggerBan,
)
from engine.keywords import Keyword, KeywordFor, ManaAbility, keywords_of
from engine.layers import CDA_FIRST, Layer
from engine.linked import LINKED_VALUES, exiled_values, link_group, linked_choices
from engine.objects import (
    BASIC_LAND_TYPES,
    CREATURE_TYPES,
    KEYWORD_COUNTERS,
    PT,
    SUPERTYPES,
    TYPE_LINE_ORDER,
    order_colors,
)
from engine.records import Effect, Record, Rule, Says
from engine.selectors import Context, Predicate, Selector, parse_selector
from engine.view import (
    ABILITIES,
    ABILITIES_ADD,
    ABILITIES_REMOVE,
    ABILITIES_TEXT,
    CARD_TYPES_F,
    COLORS,
    CONTROLLER,
    NAME,
    POWER,
    SUBTYPES,
    SUPERTYPES_F,
    TOUGHNESS,
    ObjectState,
    View,
)

if TYPE_CHECKING:
    from engine.ports import LayerSource
    from engine.vocab import AbilityValue

_SELF = parse_selector("self")


def static_of(ab: object) -> StaticAbility | None:
    """The static ability ``ab`` is: itself, or the characteristic-defining ability (604.3) a
    keyword is — changeling (702.73a: every creature type, layer 4), devoid (702.114a:
    colorless, layer 5). A CDA works in every zone and first in its layer (613.3)."""
    if isinstance(ab, StaticAbility):
        return ab
    if isinstance(ab, Keyword):
        return _KEYWORD_CDAS.get(keyword_of(ab.name) or "")
    return None


_KEYWORD_CDAS: dict[str, StaticAbility] = {
    "changeling": StaticAbility("Changeling", EffectSpec("Changeling", _SELF, (AddTypes(subtypes=tuple(sorted(
        CREATURE_TYPES))),), says=Keyword("Changeling").says()), cda=True),  # 702.73a, 205.3m
    "devoid": StaticAbility("Devoid", EffectSpec("Devoid", _SELF, (SetColors(()),), says=Keyword("Devoid").says()),
                            cda=True),  # 702.114a, 105.2c
}


@dataclass(frozen=True)
class TraceEntry:
    """One effect applied (or found gone) in one layer.

    ``order`` says why it came when it did: ``cda`` (613.3), ``timestamp`` (613.7),
    ``dependency`` (613.8b: right after what it depends on), ``loop`` (613.8b: a
    dependency loop, timestamp order), ``rule`` (305.6: a land's basic land types give their
    mana abilities once every layer-4 effect has applied). ``changes`` gives (object, before, after).
    """

    layer: Layer
    effect: str
    description: str
    source: str | None
    timestamp: int
    order: str
    depends_on: tuple[str, ...]
    affected: tuple[str, ...]
    changes: tuple[tuple[str, str, str], ...]
    applied: bool = True
    note: Record | None = None  # why it applied when it did, or why not (613.8a, 613.8b)
    part: str = ""  # what the effect does in this layer ("+1/+1", "is also Wall")
    # ``changes``' before and after as typed values (:func:`layer_value`), for the reader's words
    values: tuple[tuple[Mapping[str, object], Mapping[str, object]], ...] = ()
    says: Record | None = None  # the effect for the reader when it has no card text (EffectSpec.says)
    kind: str = "effect"  # what the effect is (engine.effects.EFFECT_KINDS)
    counter: str = ""  # a counters effect's kind of counter
    swaps: tuple[tuple[str, str], ...] = ()  # 612.2: the words a text-changing part put in place of others

    @property
    def before(self) -> str:
        """The values before, ``1/3`` (one object) or ``c1: 1/3; c2: 2/2``."""
        if len(self.changes) == 1:
            return self.changes[0][1]
        return "; ".join(f"{o}: {b}" for o, b, _ in self.changes)

    @property
    def after(self) -> str:
        """The values after."""
        if len(self.changes) == 1:
            return self.changes[0][2]
        return "; ".join(f"{o}: {a}" for o, _, a in self.changes)


@dataclass(frozen=True)
class Dependency:
    """``dependent`` depends on ``depends_on`` in ``layer`` (613.8a)."""

    dependent: str
    depends_on: str
    layer: Layer


@dataclass
class Evaluation:
    """The result of applying the layers: a view per object, the trace, the dependencies."""

    views: dict[str, View]
    trace: list[TraceEntry] = field(default_factory=list)
    dependencies: list[Dependency] = field(default_factory=list)
    players: dict[str, list[str]] = field(default_factory=dict)  # abilities players have (613.10)
    rules: list[str] = field(default_factory=list)  # effects on the game rules in force (613.11)
    bans: list[TriggerBan] = field(default_factory=list)  # of them, those that stop abilities triggering (603.2)
    # of them, "can't cause" effects (101.2) and exceptions to the legend rule (704.5j)
    prohibitions: list[Prohibition] = field(default_factory=list)
    trials: int = 0  # how many pairs were tried by trial application (613.8a), after pruning
    _states: dict[str, ObjectState] = field(default_factory=dict, repr=False, compare=False)

    def state(self, oid: str) -> ObjectState:
        """The characteristics of one object (made once: the views are final)."""
        found = self._states.get(oid)
        if found is None:
            found = self._states[oid] = self.views[oid].state()
        return found

    def context(self, controller: str | None = None, source: str | None = None) -> Context:
        """A context over the final views (to evaluate a selector such as a spell's)."""
        return Context(views=self.views, source=source, controller=controller)


class _Overlay(Mapping[str, View]):
    """The views with some replaced: the state after a trial application."""

    def __init__(self, base: Mapping[str, View], changed: Mapping[str, View]) -> None:
        self.base, self.changed = base, changed

    def __getitem__(self, key: str) -> View:
        return self.changed[key] if key in self.changed else self.base[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.base)

    def __len__(self) -> int:
        return len(self.base)


def order_key(effect: ContinuousEffect, step: int, waiting: bool) -> tuple[int, int, int, int, int, str]:
    """The sort key of continuous effects: the order of application, in one place.

    1. layer and sublayer: 1a, 1b, 2, 3, 4, 5, 6, 7a, 7b, 7c, 7d (613.1, 613.2, 613.4;
       counters are part of 7c today, 613.4c);
    2. characteristic-defining abilities first within layers 2–6 (613.3);
    3. an effect that depends on an effect not yet applied waits (613.8b); effects in
       a dependency loop do not wait on each other (613.8b);
    4. timestamp (613.7); simultaneous timestamps were already ordered when they were
       given (613.7m, a choice of the active player); the effects of one object's static
       abilities that share its new timestamp keep their relative order (613.7a: ``within``);
    5. the effect id, only to make the order total.
    """
    return (step, 0 if effect.cda else 1, 1 if waiting else 0, effect.timestamp, effect.within, effect.id)


def _types(view: View) -> dict[str, object]:
    types: dict[str, object] = {"supertypes": [s for s in SUPERTYPES if s in view.supertypes],
                                "card_types": [t for t in TYPE_LINE_ORDER if t in view.card_types],
                                "subtypes": list(view.subtypes)}
    if set(view.subtypes) >= CREATURE_TYPES:  # 205.3m, 702.73a: every creature type, said once
        types["subtypes"] = [s for s in view.subtypes if s not in CREATURE_TYPES]
        types["every_creature_type"] = True
    return types


def layer_value(view: View, layer: Layer, abilities_too: bool) -> dict[str, object]:
    """The values a layer changes, typed (what :func:`_render` writes as text): the name,
    type line and P/T (1a, 1b), the controller (2), the abilities (3, 6; in 3 with the type line
    when it has a subtype, 612.1), the type line and,
    when the effect sets both, the abilities (4), the colours (5), the P/T (7)."""
    if layer in (Layer.L1A_COPY, Layer.L1B_FACE_DOWN):
        return {"name": view.name or "", "types": _types(view), "pt": view.pt()}
    if layer is Layer.L2_CONTROL:
        return {"controller": view.controller}
    if layer is Layer.L3_TEXT and view.subtypes:  # 612.1: its type line's words change too
        return {"types": _types(view), "abilities": view.ability_texts()}
    if layer in (Layer.L3_TEXT, Layer.L6_ABILITY):
        return {"abilities": view.ability_texts()}
    if layer is Layer.L4_TYPE:
        return {"types": _types(view), **({"abilities": view.ability_texts()} if abilities_too else {})}
    if layer is Layer.L5_COLOR:
        return {"colors": order_colors(view.colors)}
    return {"pt": view.pt()}


def _render(view: View, layer: Layer, abilities_too: bool) -> str:
    """The values a layer changes, as text for the trace."""
    if layer in (Layer.L1A_COPY, Layer.L1B_FACE_DOWN):
        return f"{view.name or '(no name)'}, {view.type_line() or '(no types)'}, {view.pt()}"
    if layer is Layer.L2_CONTROL:
        return view.controller
    if layer is Layer.L3_TEXT and view.subtypes:  # 612.1: its type line's words change too
        return f"{view.type_line()} [{'; '.join(view.ability_texts()) or 'no abilities'}]"
    if layer in (Layer.L3_TEXT, Layer.L6_ABILITY):
        return "; ".join(view.ability_texts()) or "(no abilities)"
    if layer is Layer.L4_TYPE:
        line = view.type_line() or "(no types)"
        if abilities_too:
            line += " [" + ("; ".join(view.ability_texts()) or "no abilities") + "]"
        return line
    if layer is Layer.L5_COLOR:
        return view.colors_text()
    return view.pt()


def _sccs(nodes: list[str], graph: Mapping[str, set[str]]) -> dict[str, int]:
    """Strongly connected components (Tarjan): node → component number."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    comp: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    counter = [0, 0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            while True:
                w = stack.pop()
                on.discard(w)
                comp[w] = counter[1]
                if w == v:
                    break
            counter[1] += 1

    for n in nodes:
        if n not in index:
            visit(n)
    return comp


class _Run(Says):
    """One evaluation of the layers."""

    records: ClassVar[dict[str, str]] = {
        "note.gone": "does not exist: its source no longer has the ability ({rule})",
        "note.before_dependents": "before {effects}, which depend(s) on it ({rule})",
        "effect.face_down": "face-down ({rule})",
        "effect.land_types": "its basic land types' mana abilities ({rule})",
    }

    def __init__(self, game: LayerSource, record: bool) -> None:
        self.game = game
        self.record = record
        self.views: dict[str, View] = {oid: View.of(o) for oid, o in game.objects.items()}
        # 613.6 lock-in: effect id → (the effect as it started, the objects it applies to).
        self.started: dict[str, tuple[ContinuousEffect, tuple[str, ...]]] = {}
        self.trace: list[TraceEntry] = []
        self.dependencies: list[Dependency] = []
        self._recorded: set[Dependency] = set()  # the same, to look up
        self.trials = 0

    # ---- which effects exist ----------------------------------------------------------

    def static_effects(self, step: int, objects: Iterable[str] | None = None) -> list[ContinuousEffect]:
        """Effects with a part in this layer of the static abilities objects have now
        (604.2; 604.3: CDAs work in every zone); ``objects``: of those objects only."""
        out: list[ContinuousEffect] = []
        views = self.views.values() if objects is None else [v for v in self.views.values() if v.id in objects]
        for v in views:
            for key, ability in v.abilities:
                ab = static_of(ability)
                if ab is not None and (v.zone == "battlefield" or ab.cda) and ab.effect.parts_in(step):
                    choices, exiled = self.linked(v, key, ab.link)
                    if ab.condition is not None and not ab.condition.holds(  # 611.3a
                            self.views, v.id, v.controller, None, (), self.game.life, choices):
                        continue
                    timestamp, within = self.granted_timestamp(v, key)
                    out.append(ContinuousEffect(
                        id=f"{v.id}/{key}", spec=ab.effect, timestamp=timestamp, within=within,
                        source=v.id, controller=v.controller, origin="static", duration=Duration.STATIC,
                        cda=ab.cda, ability_key=key, choices=tuple(sorted(choices.items())), exiled=exiled,
                        kind="copied_ability" if key.startswith("copy:") else "ability",  # a key copying.py gave (706)
                    ))
        return out

    def linked(self, v: View, key: str, link: str) -> tuple[dict[str, str], frozenset[str]]:
        """What the ability ``key`` of ``v`` may refer to: the choices its linked ability made
        (607.2d, 607.5a) and, with ``link``, every card its linked ability exiled, with their
        values (607.2a) — and those cards."""
        choices = linked_choices(v.choices, v.choice_links, link_group(key))
        if not link:
            return choices, frozenset()
        records = self.game.linked_exiles(v.id, v.incarnation, link_group(key), link)
        choices.update(exiled_values([self.game.objects[r.object].card for r in records]))
        return choices, frozenset(r.object for r in records)

    def spell_out_keywords(self) -> None:
        """607.2a, 607.2d: a keyword made of the words of a linked value that an object has as
        its own ability (printed, or copied in layer 1) is one keyword per word of that value now
        — "protection from the chosen color" is protection from white — and none while the value
        is undefined (607.5a); before layer 6, whose effects then add and remove abilities as
        they do any other."""
        for v in self.views.values():
            if not any(isinstance(ab, KeywordFor) for _, ab in v.abilities):
                continue
            spelled: list[tuple[str, AbilityValue]] = []
            for key, ab in v.abilities:
                if not isinstance(ab, KeywordFor):
                    spelled.append((key, ab))
                    continue
                value = LINKED_VALUES.get(ab.each)
                words = value.words(self.linked(v, key, ab.link)[0])
                spelled += [(f"{key}:{w}" if value.many else key, Keyword(ab.name.replace("{}", w))) for w in words]
            v.abilities[:] = spelled

    def land_type_abilities(self) -> None:
        """305.6: an object with the land card type and a basic land type has the intrinsic
        ability "{T}: Add [its mana symbol]", one for each basic land type it has — the types it
        has once the type-changing effects have applied (613.1d: a type gained "in addition", or
        set by 305.7, gives its ability; a type lost takes its ability away). Layer 6 then adds
        and removes abilities as it does any other (613.1f). Key ``land:<type>``, before the
        abilities of its text box."""
        for v in self.views.values():
            if "land" not in v.card_types:
                continue
            basic = [s for s in dict.fromkeys(v.subtypes) if s in BASIC_LAND_TYPES]
            if not basic:
                continue
            before = (_render(v, Layer.L4_TYPE, True), layer_value(v, Layer.L4_TYPE, True)) if self.record else None
            v.abilities[:0] = [(f"land:{s}", ManaAbility(BASIC_LAND_TYPES[s])) for s in basic]
            if before is not None and v.zone == "battlefield":  # the reader's trace: where the abilities come from
                self.trace.append(TraceEntry(
                    Layer.L4_TYPE, f"{v.id}/land-types", "305.6", v.id, v.timestamp, "rule", (), (v.id,),
                    ((v.id, before[0], _render(v, Layer.L4_TYPE, True)),), part="305.6",
                    values=((before[1], layer_value(v, Layer.L4_TYPE, True)),),
                    says=Record.of("effect.land_types", rule=Rule("305.6")), kind="land_types"))

    def granted_timestamp(self, v: View, key: str) -> tuple[int, int]:
        """613.7a: the timestamp of a static ability's effect — its object's, or for an
        ability granted by an effect, the later of the object's and the granting effect's —
        and its place among the effects of that object's static abilities with the same
        timestamp: the object getting a new timestamp (613.7e, 613.7f) gives each of them the
        new one, "the relative order of those timestamps remains the same" (its own abilities
        first, then the granted ones by the granting effect's timestamp)."""
        granted = v.granted.get(key)
        if granted is None:
            return v.timestamp, 0
        return max(v.timestamp, granted), granted

    def steps_in_play(self) -> set[int]:
        """The layers any effect could have a part in now: a layer outside this set has
        nothing to apply. It changes only when objects' abilities do (layers 1, 3, 4, 6)."""
        steps = {p.layer.step for e in self.game.effects.values() for p in e.spec.parts}
        steps.update(p.layer.step for e, _ in self.started.values() for p in e.spec.parts)
        for v in self.views.values():
            for _, ability in v.abilities:
                ab = static_of(ability)
                if ab is not None and (v.zone == "battlefield" or ab.cda):
                    steps.update(p.layer.step for p in ab.effect.parts)
                elif isinstance(ability, KeywordFor):
                    steps.add(Layer.L6_ABILITY.step)  # 607.2d: its words are spelled out there
            if v.face_down:
                steps.add(Layer.L1B_FACE_DOWN.step)
            if v.attached_to is not None and "Equipment" in v.subtypes:
                steps.add(Layer.L4_TYPE.step)  # 702.151b
            if self.game.objects[v.id].counters:
                steps.add(Layer.L7C_COUNTERS.step)
                if any(k in KEYWORD_COUNTERS for k in self.game.objects[v.id].counters):
                    steps.add(Layer.L6_ABILITY.step)  # 122.1b, 613.1f
        return steps

    def rule_effects(self, step: int) -> list[ContinuousEffect]:
        """Rules that act like effects: face-down (708.2, layer 1b), counters (122, 613.4c), an
        attached Equipment with reconfigure (702.151b, layer 4)."""
        out: list[ContinuousEffect] = []
        if step == Layer.L4_TYPE.step:  # 702.151b: at the timestamp attaching gave it (701.3c)
            for v in self.views.values():
                if v.zone == "battlefield" and v.attached_to is not None and "Equipment" in v.subtypes \
                        and "reconfigure" in keywords_of(v):
                    shown = Reconfigured()
                    spec = EffectSpec("reconfigure (702.151b)", _SELF, (shown,), says=shown.says())
                    out.append(ContinuousEffect(id=f"{v.id}/reconfigured", spec=spec, timestamp=v.timestamp,
                                                source=v.id, origin="rule", affected=frozenset({v.id}),
                                                kind="reconfigured"))
        if step == Layer.L1B_FACE_DOWN.step:
            for v in self.views.values():
                if v.face_down:
                    spec = EffectSpec("face-down (708.2a)", _SELF, (FaceDownValues(),),
                                      says=Record.of("effect.face_down", rule=Rule("708.2a")))
                    out.append(ContinuousEffect(id=f"{v.id}/face-down", spec=spec, timestamp=v.timestamp,
                                                source=v.id, origin="rule", affected=frozenset({v.id}),
                                                kind="face_down"))
        if step == Layer.L6_ABILITY.step:  # 122.1b, 613.1f: a keyword counter gives its keyword
            for v in self.views.values():
                obj = self.game.objects[v.id]
                for kind, count in sorted(obj.counters.items()):
                    if kind in KEYWORD_COUNTERS and count > 0:
                        grant = AddAbilities((Keyword(kind),))
                        spec = EffectSpec(f"{kind} counter", _SELF, (grant,), says=grant.says())
                        out.append(ContinuousEffect(id=f"{v.id}/counters{kind}", spec=spec,
                                                    timestamp=obj.counter_timestamps.get(kind, obj.timestamp),
                                                    source=v.id, origin="rule", affected=frozenset({v.id}),
                                                    kind="counters", counter=kind))
        if step == Layer.L7C_COUNTERS.step:
            for v in self.views.values():
                obj = self.game.objects[v.id]
                for kind, count in sorted(obj.counters.items()):
                    try:
                        amount = PT.parse(kind)
                    except ValueError:
                        continue  # not a power/toughness counter
                    if count <= 0:
                        continue
                    part = CounterPT(kind, amount.power, amount.toughness, count)
                    spec = EffectSpec(f"{count} {kind} counter(s)", _SELF, (part,), says=part.says())
                    out.append(ContinuousEffect(id=f"{v.id}/counters{kind}", spec=spec,
                                                timestamp=obj.counter_timestamps.get(kind, obj.timestamp),
                                                source=v.id, origin="rule", affected=frozenset({v.id}),
                                                kind="counters", counter=kind))
        return out

    def candidates(self, step: int) -> list[ContinuousEffect]:
        """The effects with a part in this layer: resolved, static (present or locked in), rules."""
        out = [e for e in self.game.effects.values() if e.spec.parts_in(step)]
        seen: set[str] = set()
        for e in self.static_effects(step):
            out.append(self.started[e.id][0] if e.id in self.started else e)
            seen.add(e.id)
        for eid, (e, _) in self.started.items():
            if e.origin == "static" and eid not in seen and e.spec.parts_in(step):
                out.append(e)  # 613.6: its source lost the ability after it started to apply
        out.extend(self.rule_effects(step))
        return out

    def current(self, e: ContinuousEffect, views: Mapping[str, View] | None = None) -> ContinuousEffect | None:
        """``e`` as it exists now, or None if its static ability is gone (613.8a "whether it exists")."""
        if e.id in self.started or e.origin != "static":
            return e
        src = (views or self.views).get(e.source or "")
        found = self._ability(src, e.ability_key)
        ability = static_of(found) if found is not None else None
        if ability is None or src is None:
            return None
        if ability.effect == e.spec:
            return e
        return ContinuousEffect(id=e.id, spec=ability.effect, timestamp=e.timestamp, within=e.within, source=e.source,
                                controller=src.controller, origin=e.origin, duration=e.duration,
                                cda=ability.cda, ability_key=e.ability_key, choices=e.choices, kind=e.kind,
                                counter=e.counter)

    @staticmethod
    def _ability(view: View | None, key: str | None) -> AbilityValue | None:
        """The ability of ``view`` with ``key`` (a static one: :func:`static_of`)."""
        if view is None:
            return None
        for k, a in view.abilities:
            if k == key:
                return a
        return None

    def context(self, e: ContinuousEffect, views: Mapping[str, View] | None = None) -> Context:
        """What ``e``'s selector and parts are evaluated against."""
        vs = self.views if views is None else views
        controller = e.controller
        if e.origin == "static" and e.source is not None and e.source in vs:
            controller = vs[e.source].controller  # a static ability's "you" is its controller now
        return Context(views=vs, source=e.source, controller=controller, targets=e.targets,
                       choices=dict(e.choices), effect_id=e.id, timestamp=e.timestamp, exiled=e.exiled,
                       withheld=e.withheld)

    def affected_of(self, e: ContinuousEffect, views: Mapping[str, View] | None = None) -> tuple[str, ...]:
        """The objects ``e`` applies to: locked in (613.6), fixed at resolution (611.2c), or selected now."""
        vs = self.views if views is None else views
        if e.id in self.started:
            return self.started[e.id][1]
        if e.affected is not None:
            return tuple(oid for oid in vs if oid in e.affected)
        return tuple(e.spec.affected.select(self.context(e, vs)))

    # ---- dependency (613.8) --------------------------------------------------------

    def reads_of(self, e: ContinuousEffect, step: int) -> frozenset[str]:
        """The fields whose change could change ``e`` in this layer (613.8a a–d)."""
        parts = e.spec.parts_in(step)
        out: frozenset[str] = frozenset()
        for p in parts:
            out |= p.reads
        if e.id not in self.started and e.affected is None:
            out |= e.spec.affected.reads  # what it applies to
        if e.id not in self.started and e.origin == "static":
            out |= {ABILITIES_REMOVE, ABILITIES_TEXT}  # whether it exists; its text
            if e.spec.affected.controller is not None or any(isinstance(p, GainControl) for p in parts):
                out |= {CONTROLLER}
        return out

    def trial(self, b: ContinuousEffect, step: int,
              select: Callable[[ContinuousEffect], Iterable[str]] | None = None) -> _Trial:
        """``b`` applied to copies of the objects it applies to in this layer (613.8a): what
        it would change on each (the copies are made when asked for). ``select``: finds
        the objects ``b`` applies to (:meth:`affected_of` otherwise)."""
        cur = self.current(b)
        if cur is None:
            return _Trial(None)
        out = _Trial(_Apply(self.views, cur.spec.parts_in(step), self.context(cur), cur.spec.writes_in(step)))
        for oid in (select or self.affected_of)(cur):
            out.update(oid)
        return out

    def depends(self, a: ContinuousEffect, b: ContinuousEffect, step: int, writes_b: frozenset[str],
                trial: _Trial, tests: _Tests | None = None, affected: Iterable[str] | None = None) -> bool:
        """613.8a: would applying ``b`` change ``a``'s existence, text, what it applies to,
        or what it does to what it applies to? ``trial``: ``b`` applied to copies
        (:meth:`trial`); ``tests``: what ``a``'s selector looks at (:func:`_selector_tests`);
        ``affected``: the objects ``a`` applies to now, when known."""
        changed = trial.views
        if not changed:
            return False
        after = _Overlay(self.views, changed)
        # (b) its text, or whether it exists
        if (a.id not in self.started and a.origin == "static" and a.source in changed
                and self._ability(self.views.get(a.source or ""), a.ability_key)
                != self._ability(changed[a.source or ""], a.ability_key)):
            return True
        cur = self.current(a)
        if cur is None:
            return False
        sel = cur.spec.affected
        parts = cur.spec.parts_in(step)
        reads = frozenset().union(*(p.reads for p in parts)) if parts else frozenset()
        selects = cur.id not in self.started and cur.affected is None and not sel.fixed and bool(writes_b & sel.reads)
        does = bool(writes_b & (reads | {CONTROLLER}))
        if not selects and not does:
            return False
        tests = tests or _selector_tests(sel)
        # a's controller can only change if b changes a's source
        source_changed = a.source in changed
        if selects and not does and not source_changed and not trial.may_change(tests):
            return False
        ctx_now, ctx_after = self.context(cur), self.context(cur, after)
        # (c) what it applies to
        if selects:
            if ctx_now.controller != ctx_after.controller:
                if set(sel.select(ctx_now)) != set(sel.select(ctx_after)):
                    return True
            elif trial.may_change(tests):
                for oid, touched in trial.results():
                    if (touched.may_change(tests)
                            and sel.matches(self.views[oid], ctx_now) != sel.matches(changed[oid], ctx_after)):
                        return True
        # (d) what it does to what it applies to
        if not does:
            return False
        objects = self.affected_of(cur) if affected is None else affected
        is_global = any(p.is_global for p in parts) or ctx_now.controller != ctx_after.controller
        for oid in objects if is_global else [o for o in objects if o in changed]:
            for p in parts:
                if p.signature(self.views[oid], ctx_now) != p.signature(after[oid], ctx_after):
                    return True
        return False

    def run_layer(self, layer: Layer) -> bool:
        """Apply every effect of one layer (or sublayer), in the order of :func:`order_key`;
        whether there was any."""
        step = layer.step
        if layer is Layer.L6_ABILITY:
            self.spell_out_keywords()
        pending = self.candidates(step)
        if self.game.rules_version.counters_apart and step == Layer.L7C_COUNTERS.step:
            # 613.3d (2009): counters are a sublayer of their own, after the other 7c effects.
            pending = [e for e in pending if _is_counters(e, step) == (layer is Layer.L7C_COUNTERS)]
        if not pending:
            return False
        cda_first = layer in CDA_FIRST or layer is Layer.L7A_CDA
        seen = {e.id for e in pending}
        deps = _LayerDependencies(self, step, pending)
        if not deps.active:
            # No pair of effects can interact (613.8a): timestamp order, CDAs first.
            remaining = sorted(pending, key=lambda e: order_key(e if cda_first else _no_cda(e), step, False))
            while remaining:
                e = remaining.pop(0)
                applied = self.apply(e, layer, "cda" if e.cda and cda_first else "timestamp", (),
                                     selected=deps.selected(e))
                deps.selections_after(e.spec.writes_in(step))
                new = self.granted_here(e, step, seen, applied)
                if new:
                    remaining = sorted(remaining + new,
                                       key=lambda e: order_key(e if cda_first else _no_cda(e), step, False))
            return True
        # 613.8: the graph of dependencies is kept up to date after each application (613.8c)
        queue = _Queue(pending, lambda e, waiting: order_key(e if cda_first else _no_cda(e), step, waiting))
        position = {e.id: i for i, e in enumerate(pending)}  # the order dependencies are listed in
        history: dict[str, set[str]] = {}  # the effects each one has been found to depend on
        while queue.pending:
            deps.refresh()
            found, changed_nodes, edges_changed = deps.take_changes()
            queue.update(deps.edges, changed_nodes, edges_changed)
            for a_id, d in sorted(found, key=lambda edge: (position[edge[0]], edge[1])):
                history.setdefault(a_id, set()).add(d)
                dep = Dependency(a_id, d, layer)
                if dep not in self._recorded:
                    self._recorded.add(dep)
                    self.dependencies.append(dep)
            in_loop, chosen = queue.pop()
            held = sorted(a for a in deps.dependents.get(chosen.id, ())
                          if a in queue.pending and queue.pending[a].timestamp < chosen.timestamp)
            note = Record.of("note.before_dependents", effects=tuple(Effect(h) for h in held),
                             rule=Rule("613.8b")) if held else None
            if chosen.cda and cda_first:
                order = "cda"
            elif in_loop:
                order = "loop"
            elif history.get(chosen.id):
                order = "dependency"
            else:
                order = "timestamp"
            trial = deps.exact_trial(chosen.id)  # what applying it changes, known already
            touched = _Touched() if trial is None else None
            changed = self.apply(chosen, layer, order, tuple(sorted(history.get(chosen.id, ()))), note, touched,
                                 deps.selected(chosen))
            # 613.8c: evaluate again
            deps.applied(chosen.id, changed, chosen.spec.writes_in(step), touched or cast(_Trial, trial))
            new = self.granted_here(chosen, step, seen, changed)
            if new:
                for e in new:
                    position[e.id] = len(position)
                queue.add(new)
                deps = _LayerDependencies(self, step, queue.pending.values())
        return True

    def granted_here(self, applied: ContinuousEffect, step: int, seen: set[str],
                     objects: frozenset[str]) -> list[ContinuousEffect]:
        """613.7a: static abilities that ``applied`` has just granted and that create effects
        in this same layer apply in it too (in timestamp order, their timestamp the later of
        their object's and the granting effect's); ``seen`` is updated."""
        if not applied.spec.writes_in(step) & {ABILITIES_ADD}:
            return []
        # only the objects it applied to can have gained an ability
        new = [e for e in self.static_effects(step, objects) if e.id not in seen and e.id not in self.started]
        seen.update(e.id for e in new)
        return new

    def apply(self, e: ContinuousEffect, layer: Layer, order: str, depends_on: tuple[str, ...],
              note: Record | None = None, touched: _Touched | None = None, selected: tuple[str, ...] | None = None,
              ) -> frozenset[str]:
        """Apply ``e``'s parts of this layer to the objects it applies to; return those objects.
        ``touched``: what the application changed is added to it; ``selected``: the objects
        its selector describes now, when the caller knows them."""
        step = layer.step
        if e.id in self.started:
            e, affected = self.started[e.id]
        else:
            cur = self.current(e)
            if cur is None:
                if self.record:
                    self.trace.append(TraceEntry(
                        layer, e.id, e.spec.text, e.source, e.timestamp, order, depends_on, (), (), applied=False,
                        note=Record.of("note.gone", rule=Rule("613.8a")), says=e.spec.says, kind=e.kind,
                        counter=e.counter))
                return frozenset()
            e = cur
            affected = self.affected_of(e) if selected is None else selected
            self.started[e.id] = (e, affected)  # 613.6: the set is fixed from now on
        ctx = self.context(e)
        parts = e.spec.parts_in(step)
        abilities_too = any(p.writes & ABILITIES for p in parts)
        shown = parts[0].layer if parts else layer
        if not self.record and touched is None:  # the same, with nothing to note
            plain = [self.views[oid] for oid in affected if oid in self.views]
            if len(parts) == 1 and isinstance(parts[0], AddTypes):
                parts[0].apply_all(plain, ctx)  # the usual layer-4 part, without a call per object
            else:
                for each in plain:
                    for p in parts:
                        p.apply(each, ctx)
            return frozenset(affected)
        changes: list[tuple[str, str, str]] = []
        values: list[tuple[Mapping[str, object], Mapping[str, object]]] = []
        writes = e.spec.writes_in(step) if touched is not None else frozenset()
        for oid in affected:
            view = self.views.get(oid)
            if view is None:
                continue
            before = _render(view, shown, abilities_too) if self.record else ""
            was = layer_value(view, shown, abilities_too) if self.record else {}
            words = _word_values(view, writes) if touched is not None else None
            for p in parts:
                p.apply(view, ctx)
            if touched is not None and words is not None:
                touched.add_change(words, view, writes)
            if self.record:
                changes.append((oid, before, _render(view, shown, abilities_too)))
                values.append((was, layer_value(view, shown, abilities_too)))
        if self.record:
            self.trace.append(TraceEntry(shown, e.id, e.spec.text, e.source, e.timestamp, order, depends_on,
                                         tuple(affected), tuple(changes), note=note,
                                         part="; ".join(p.describe() for p in parts), values=tuple(values),
                                         says=e.spec.says, kind=e.kind, counter=e.counter,
                                         swaps=tuple(w for p in parts if isinstance(p, ChangeText)
                                                     for w in [p.words(ctx)] if all(w))))
        return frozenset(affected)


# The fields a selector tests word by word (613.8a pruning): an effect that adds or removes
# other words of these fields cannot change which objects the selector describes.
_WORD_FIELDS: dict[str, str] = {"subtype": SUBTYPES, "card_type": CARD_TYPES_F, "supertype": SUPERTYPES_F,
                                "color": COLORS}
_SELECTOR_FIELDS = frozenset({"text", "scope", "predicates", "other", "zones", "controller", "owner", "chosen",
                              "max_mana_value", "any_of", "max_power", "alternatives", "exiled_with", "shares_color",
                              "keywords"})


@dataclass(frozen=True)
class _Tests:
    """What a selector looks at: the words it looks for in each word field, and the fields it
    reads in any other way (a change there may change anything)."""

    words: Mapping[str, frozenset[str]]
    fields: frozenset[str]
    plain: bool = False  # "each …" without "other": which objects it describes does not depend on its source
    # "each <word>" and nothing else: the objects in its zones with this (field, word)
    only: tuple[str, str] | None = None


_TESTS: dict[int, tuple[Selector, _Tests]] = {}


def _selector_tests(sel: Selector) -> _Tests:
    """The words and fields ``sel`` reads (:class:`_Tests`); every field it reads counts as read
    as a whole when the selector has a part this function does not know."""
    found = _TESTS.get(id(sel))
    if found is not None and found[0] is sel:
        return found[1]
    reads = sel.reads
    words: dict[str, set[str]] = {}
    whole: set[str] = set()

    def visit(s: Selector) -> bool:
        if type(s) is not Selector or {f.name for f in dataclasses.fields(s)} != _SELECTOR_FIELDS:
            return False
        if s.shares_color:
            return False  # it reads another object (the first target): every field as a whole
        for p in (*s.predicates, *s.any_of):
            if type(p) is not Predicate:
                return False
            if p.field in _WORD_FIELDS:
                words.setdefault(_WORD_FIELDS[p.field], set()).add(p.word)
            elif p.field == "colorless":
                whole.add(COLORS)
            else:
                return False
        if s.chosen is not None:
            whole.add(SUBTYPES if s.chosen == "creature type" else COLORS)
        return all(visit(alt) for alt in s.alternatives)

    if visit(sel):
        plain = all(s.scope == "each" and not s.other and not s.exiled_with for s in (sel, *sel.alternatives))
        only = None
        if (plain and not sel.alternatives and not sel.any_of and len(sel.predicates) == 1
                and sel.predicates[0].field in _WORD_FIELDS and not sel.predicates[0].negated
                and sel == Selector(sel.text, zones=sel.zones, predicates=sel.predicates)):
            only = (_WORD_FIELDS[sel.predicates[0].field], sel.predicates[0].word)
        tests = _Tests({f: frozenset(w) for f, w in words.items() if f not in whole},
                       frozenset(reads - (words.keys() - whole)), plain, only)
    else:
        tests = _Tests({}, reads)
    if len(_TESTS) > 4096:
        _TESTS.clear()
    _TESTS[id(sel)] = (sel, tests)
    return tests


def _needed_word(sel: Selector) -> tuple[str, str] | None:
    """A (field, word) every object ``sel`` describes has, if it is an "each …" selector with
    such a word (``each Bear``, ``white creatures``)."""
    if sel.scope != "each" or sel.alternatives:
        return None
    for p in sel.predicates:
        if p.field in _WORD_FIELDS and not p.negated:
            return _WORD_FIELDS[p.field], p.word
    return None


def _word_values(view: View, writes: frozenset[str]) -> dict[str, frozenset[str]]:
    """The words of the word fields in ``writes``, before an effect is applied."""
    return {f: frozenset(getattr(view, f)) for f in writes if f in _WORD_FIELD_NAMES}


_WORD_FIELD_NAMES = frozenset(_WORD_FIELDS.values())


class _Touched:
    """What applying an effect changed (or would change): per word field the words added or
    removed, and the other fields it may have changed."""

    __slots__ = ("words", "fields")

    def __init__(self) -> None:
        self.words: dict[str, set[str]] = {}
        self.fields: set[str] = set()

    @classmethod
    def between(cls, before: View, after: View, writes: frozenset[str]) -> _Touched:
        out = cls()
        for f in writes:
            if f in _WORD_FIELD_NAMES:
                old, new = getattr(before, f), getattr(after, f)
                if old != new:
                    diff = set(old) ^ set(new)
                    if diff:
                        out.words.setdefault(f, set()).update(diff)
                    else:
                        out.fields.add(f)  # the same words in another order
            else:
                out.fields.add(f)
        return out

    def add_change(self, words_before: Mapping[str, frozenset[str]], after: View, writes: frozenset[str]) -> None:
        for f in writes:
            if f in _WORD_FIELD_NAMES:
                new = getattr(after, f)
                diff = words_before[f].symmetric_difference(new)
                if diff:
                    self.words.setdefault(f, set()).update(diff)
                elif len(new) != len(words_before[f]) or isinstance(new, list):
                    self.fields.add(f)  # a repeated word or another order: read as a change
            else:
                self.fields.add(f)

    def changed_fields(self) -> set[str]:
        """The fields changed (as a whole or word by word)."""
        return self.fields | self.words.keys()

    def changed_words(self) -> Iterator[tuple[str, str]]:
        """The (field, word) pairs added or removed."""
        for f, words in self.words.items():
            for w in words:
                yield f, w

    def merge(self, other: _Touched) -> None:
        for f, w in other.words.items():
            self.words.setdefault(f, set()).update(w)
        self.fields |= other.fields

    def may_change(self, tests: _Tests) -> bool:
        """Whether a selector that looks at ``tests`` may describe another set after this change."""
        if self.fields & tests.fields:
            return True
        for f, w in self.words.items():
            if f in tests.fields or not w.isdisjoint(tests.words.get(f, ())):
                return True
        return False


# Fields whose values decide what a part does to an object when it reads nothing else
# (and reads no other object): a trial on objects alike in them is made once.
_MEMO_FIELDS = _WORD_FIELD_NAMES | {POWER, TOUGHNESS, NAME, CONTROLLER}
# What of an effect's source decides whether the effect exists, its text and its controller (613.8a b).
_SOURCE_FIELDS = ABILITIES | {CONTROLLER}


class _Keyed(Protocol):
    """A part that adds words (types, colors) and says which: what it changes on an object
    depends only on which of them the object has, so trials on objects alike in them share
    one result, and what a trial changes is known before it is worked out object by object;
    once it has applied, the object has each of them."""

    def trial_words(self, ctx: Context) -> tuple[tuple[str, str], ...]:
        """The (field, word) pairs it may add."""


class _Apply:
    """An effect's parts of one layer, applied to a copy of a view (a trial, 613.8a)."""

    def __init__(self, views: Mapping[str, View], parts: tuple[Part, ...], ctx: Context,
                 writes: frozenset[str]) -> None:
        self.views, self.parts, self.ctx, self.writes = views, parts, ctx, writes
        fields = frozenset().union(writes, *(p.reads for p in parts))
        memo = fields <= _MEMO_FIELDS and not any(p.is_global for p in parts)
        self.key_fields: tuple[str, ...] | None = tuple(sorted(fields)) if memo else None
        # a part whose result on an object depends only on which of a few words the object has
        self.words: tuple[tuple[str, str], ...] | None = (  # (hasattr: a Protocol's isinstance is slow)
            cast(_Keyed, parts[0]).trial_words(ctx) if memo and len(parts) == 1 and hasattr(parts[0], "trial_words")
            else None)

    def __call__(self, oid: str) -> tuple[View, _Touched]:
        view = self.views[oid]
        tv = view.copy()
        for p in self.parts:
            p.apply(tv, self.ctx)
        return tv, _Touched.between(view, tv, self.writes)

    def key(self, oid: str) -> tuple[object, ...] | None:
        """What the result depends on, when that is a few fields of the object itself."""
        if self.key_fields is None:
            return None
        view = self.views[oid]
        if self.words is not None:
            return tuple([w in getattr(view, f) for f, w in self.words])
        return tuple(_frozen(getattr(view, f)) for f in self.key_fields)


def _frozen(value: object) -> object:
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, set):
        return frozenset(value)
    return value


class _Trial:
    """An effect applied to copies of the objects it applies to (613.8a): what changed on each
    object (:class:`_Touched`), and the copies themselves, made when first asked for
    (:attr:`views`). Objects alike in what the effect reads and writes share one result.

    For a part that says which words it adds (:class:`_Keyed`), the result on an object is
    worked out only when asked for (:meth:`results`), and what the trial may change is those
    words: a search that stops at the first object that shows a dependency does not pay for
    the others."""

    def __init__(self, apply: _Apply | None) -> None:
        self.apply = apply
        self.words = None if apply is None else apply.words  # set: the lazy kind
        self.objects: dict[str, _Touched | None] = {}  # None: not worked out yet
        self.views = _TrialViews(self)
        self._made: dict[str, View] = {}
        self._memo: dict[tuple[object, ...], _Touched] = {}
        self._words: dict[str, dict[str, int]] = {}  # field → word → how many objects it changes on
        self._fields: dict[str, int] = {}

    def update(self, oid: str) -> None:
        """(Again) for object ``oid`` as it is now."""
        assert self.apply is not None
        if self.words is not None:
            self.objects[oid] = None
            return
        key = self.apply.key(oid)
        touched = self._memo.get(key) if key is not None else None
        if touched is not None and self.objects.get(oid) is touched:
            self._made.pop(oid, None)  # the same change; the copy is made again when asked for
            return
        self.drop(oid)
        if touched is None:
            view, touched = self.apply(oid)
            self._made[oid] = view
            if key is not None:
                self._memo[key] = touched
        self.objects[oid] = touched
        self._count(touched, 1)

    def update_all(self, objects: Iterable[str]) -> None:
        """:meth:`update` for each of ``objects``."""
        if self.words is None:
            for oid in objects:
                self.update(oid)
        else:
            self.objects.update(dict.fromkeys(objects))

    def drop(self, oid: str) -> None:
        if oid not in self.objects:
            return
        touched = self.objects.pop(oid)
        self._made.pop(oid, None)
        if touched is not None and self.words is None:
            self._count(touched, -1)

    def result(self, oid: str) -> _Touched:
        """What the effect changes on ``oid``."""
        touched = self.objects[oid]
        if touched is None:
            assert self.apply is not None
            key = self.apply.key(oid)
            touched = self._memo.get(key) if key is not None else None
            if touched is None:
                touched = self.apply(oid)[1]
                if key is not None:
                    self._memo[key] = touched
            self.objects[oid] = touched
        return touched

    def results(self) -> Iterator[tuple[str, _Touched]]:
        """(object, what the effect changes on it), each worked out when reached."""
        for oid in list(self.objects):
            yield oid, self.result(oid)

    def made(self, oid: str) -> View:
        """The copy of ``oid`` after the trial (of the lazy kind: made again each time, as no
        application tells it when the object changes otherwise than in its words)."""
        assert self.apply is not None
        if self.words is not None:
            return self.apply(oid)[0]
        if oid not in self._made:
            self._made[oid] = self.apply(oid)[0]
        return self._made[oid]

    def _count(self, touched: _Touched, n: int) -> None:
        for f, words in touched.words.items():
            counts = self._words.setdefault(f, {})
            for w in words:
                counts[w] = counts.get(w, 0) + n
        for f in touched.fields:
            self._fields[f] = self._fields.get(f, 0) + n

    def changed_fields(self) -> set[str]:
        """The fields the trial changes on some object (as a whole or word by word; for the
        lazy kind, those it may change)."""
        if self.words is not None:
            return {f for f, _ in self.words} if self.objects else set()
        out = {f for f, n in self._fields.items() if n}
        out.update(f for f, counts in self._words.items() if any(counts.values()))
        return out

    def changed_words(self) -> Iterator[tuple[str, str]]:
        """The (field, word) pairs the trial adds or removes on some object (for the lazy kind,
        those it may add)."""
        if self.words is not None:
            if self.objects:
                yield from self.words
            return
        for f, counts in self._words.items():
            for w, n in counts.items():
                if n:
                    yield f, w

    def may_change(self, tests: _Tests) -> bool:
        """Whether a selector that looks at ``tests`` may describe another set after the trial."""
        if self.words is not None:
            return bool(self.objects) and any(f in tests.fields or w in tests.words.get(f, ())
                                              for f, w in self.words)
        for f in tests.fields:
            if self._fields.get(f) or any(self._words.get(f, {}).values()):
                return True
        for f, words in tests.words.items():
            counts = self._words.get(f)
            if counts and any(counts.get(w) for w in words):
                return True
        return False


class _TrialViews(Mapping[str, View]):
    """The copies of a trial, by object id (each made when first read)."""

    def __init__(self, trial: _Trial) -> None:
        self.trial = trial

    def __getitem__(self, key: str) -> View:
        if key not in self.trial.objects:
            raise KeyError(key)
        return self.trial.made(key)

    def __contains__(self, key: object) -> bool:
        return key in self.trial.objects

    def __iter__(self) -> Iterator[str]:
        return iter(self.trial.objects)

    def __len__(self) -> int:
        return len(self.trial.objects)


class _LayerDependencies:
    """The dependencies among the pending effects of one layer (613.8a), found by trial
    application and kept up to date after each application (613.8c).

    Only pairs where B writes a field A reads are ever tried, and of those, A's selector is
    only evaluated on objects where B adds or removes a word it looks for (or changes a
    field it reads otherwise). After an effect X is applied to the objects C, B's trial is
    made again for the objects of C only: those it applied to, and those X made enter or
    leave the set B applies to (which is kept, per effect, rather than selected again).
    The A's a trial can concern are found through indexes — by the words their selectors
    look for, the fields they read, their source — and so are the effects an application
    concerns: the cost is proportional to what each application touches, not to the board
    or to the number of effects.
    """

    def __init__(self, run: _Run, step: int, pending: Iterable[ContinuousEffect]) -> None:
        self.run, self.step = run, step
        plain = [e for e in pending if not e.cda]  # 613.8a (c): neither is a CDA
        self.effects: dict[str, ContinuousEffect] = {e.id: e for e in plain}
        self.reads = {e.id: run.reads_of(e, step) for e in plain}
        self.writes = {e.id: e.spec.writes_in(step) for e in plain}
        self.sel_reads = {e.id: e.spec.affected.reads for e in plain}
        self.parts_reads = {e.id: frozenset().union(*(p.reads for p in e.spec.parts_in(step))) | {CONTROLLER}
                            for e in plain}
        self.tests = {e.id: _selector_tests(e.spec.affected) for e in plain}
        self.selects = {e.id for e in plain if self._selects(e)}
        # Indexes (what could make _cannot false): who reads each field, who writes it,
        # whose parts read it, whose selector looks for a word or reads a field, by source.
        self.readers: dict[str, set[str]] = {}
        self.writers: dict[str, set[str]] = {}
        self.part_readers: dict[str, set[str]] = {}
        self.word_readers: dict[tuple[str, str], set[str]] = {}
        self.field_readers: dict[str, set[str]] = {}
        self.by_source: dict[str, set[str]] = {}
        for e in plain:
            for f in self.reads[e.id]:
                self.readers.setdefault(f, set()).add(e.id)
            for f in self.writes[e.id]:
                self.writers.setdefault(f, set()).add(e.id)
            for f in self.parts_reads[e.id]:
                self.part_readers.setdefault(f, set()).add(e.id)
            if e.id in self.selects:
                tests = self.tests[e.id]
                for f, words in tests.words.items():
                    for w in words:
                        self.word_readers.setdefault((f, w), set()).add(e.id)
                for f in tests.fields:
                    self.field_readers.setdefault(f, set()).add(e.id)
            if e.source is not None:
                self.by_source.setdefault(e.source, set()).add(e.id)
        self.sources = frozenset(self.by_source)
        self.global_parts = {e.id for e in plain if any(p.is_global for p in e.spec.parts_in(step))}
        # the B's: effects that write a field another effect reads
        self.bs = {b for b in self.effects
                   if any(self.readers.get(f, set()) - {b} for f in self.writes[b])}
        self.altered = {e.id for e in plain if run.current(e) is not e}  # its ability changed (613.8a)
        self.edges: dict[str, set[str]] = {e.id: set() for e in pending}  # A → the B's it depends on
        self.dependents: dict[str, set[str]] = {}  # B → the A's that depend on it
        self.added: list[tuple[str, str]] = []  # edges found since the last take_changes
        self.changed_nodes: set[str] = set()  # A's whose edges changed since then
        self.edges_changed = False  # a trial found or lost an edge since then
        self.trials: dict[str, _Trial] = {}
        self.members: dict[str, set[str]] = {}  # the objects each effect applies to now
        # Which trials an application makes stale: for a trial of the lazy kind, those that
        # may add a word the application changed; for the others, those that hold an object.
        self.applies: dict[str, set[str]] = {}  # object → the B's (eager trial) whose members hold it
        self.indexed: set[str] = set()  # those B's
        self.lazy_words: dict[tuple[str, str], set[str]] = {}  # word → the B's (lazy trial) that may add it
        self.dirty_b: set[str] = set(self.bs)  # trial made again in full
        self.stale: dict[str, set[str]] = {}  # trial made again for these objects
        self.dirty_pairs: set[tuple[str, str]] = set()
        self.order: dict[str, int] | None = None
        self.selections: dict[tuple[object, ...], tuple[str, ...]] = {}  # until the views change
        self.words: dict[tuple[str, str], set[str]] | None = None  # (field, word) → the objects with it

    @property
    def active(self) -> bool:
        """Whether any pair could interact at all."""
        return bool(self.bs)

    def _selects(self, e: ContinuousEffect) -> bool:
        """Whether ``e`` applies to the objects its selector describes now (not fixed)."""
        return e.id not in self.run.started and e.affected is None and not e.spec.affected.fixed

    def selected(self, e: ContinuousEffect) -> tuple[str, ...] | None:
        """The objects ``e``'s selector describes now, in the order of the views, when kept
        (or, when no pair can interact, as selected for any effect with the same selector)."""
        if not self._selects(e) or self.run.current(e) is not e:
            return None
        if not self.active:
            # kept across applications that do not write what it reads (not in layer 1,
            # where copy effects write every copiable value)
            return self._affected(e) if self.step > Layer.L1B_FACE_DOWN.step else None
        if e.id not in self.members:
            return None
        return tuple(sorted(self.members[e.id], key=self._order().__getitem__))

    def selections_after(self, writes: frozenset[str]) -> None:
        """An effect that writes ``writes`` was applied: the selections that read them are gone."""
        if writes & _WORD_FIELD_NAMES:
            self.words = None
        if writes and self.selections:
            self.selections = {k: v for k, v in self.selections.items()
                               if not (writes & cast(Selector, k[0]).reads)}

    # ---- the objects each effect applies to, and who applies to each object ----------

    def _set_members(self, e_id: str, objects: set[str]) -> None:
        self._drop_members(e_id)
        self.members[e_id] = objects
        if e_id in self.indexed:
            for oid in objects:
                self.applies.setdefault(oid, set()).add(e_id)

    def _drop_members(self, e_id: str) -> None:
        objects = self.members.pop(e_id, set())
        if e_id in self.indexed:
            for oid in objects:
                self.applies[oid].discard(e_id)

    def _flip(self, e_id: str, objects: set[str]) -> None:
        """``objects`` enter or leave the set ``e_id`` applies to."""
        inside = self.members[e_id]
        inside ^= objects
        if e_id in self.indexed:
            for oid in objects:
                if oid in inside:
                    self.applies.setdefault(oid, set()).add(e_id)
                else:
                    self.applies[oid].discard(e_id)

    def _new_trial(self, b_id: str) -> None:
        """Make ``b_id``'s trial (again), and the set it applies to."""
        self._drop_members(b_id)
        old = self.trials.get(b_id)
        for word in old.words or () if old is not None else ():
            self.lazy_words[word].discard(b_id)
        trial = self.trials[b_id] = self.run.trial(self.effects[b_id], self.step, self._affected)
        if trial.words is None:
            self.indexed.add(b_id)
        else:
            self.indexed.discard(b_id)
            for word in trial.words:
                self.lazy_words.setdefault(word, set()).add(b_id)
        self._set_members(b_id, set(trial.views))

    def _members(self, e_id: str) -> set[str]:
        if e_id not in self.members:
            e = self.effects[e_id]
            cur = self.run.current(e)
            self._set_members(e_id, set() if cur is None else set(self._affected(cur)))
        return self.members[e_id]

    def _affected(self, e: ContinuousEffect) -> tuple[str, ...]:
        """:meth:`_Run.affected_of`, selected once for effects with the same selector and context
        until the next application changes the views."""
        run = self.run
        if not self._selects(e):
            return run.affected_of(e)
        ctx = run.context(e)
        sel = e.spec.affected
        if _selector_tests(sel).plain:  # "each …", no "other": the source itself does not matter
            key: tuple[object, ...] = (sel, ctx.controller, tuple(sorted(ctx.choices.items())))
        else:
            key = (sel, ctx.source, ctx.controller, ctx.targets, tuple(sorted(ctx.choices.items())),
                   tuple(sorted(getattr(ctx, "exiled", None) or ())))
        found = self.selections.get(key)
        if found is None:
            found = self.selections[key] = self._select(sel, ctx)
        return found

    def _select(self, sel: Selector, ctx: Context) -> tuple[str, ...]:
        """``sel.select(ctx)``. For "each …" with a word every object in the set has, only the
        objects with that word are tested (:attr:`words`: the words of the views, made when
        first needed and dropped when an application changes a word field)."""
        needed = _needed_word(sel)
        if needed is None:
            return tuple(sel.select(ctx))
        if self.words is None:
            self.words = {}
            for v in self.run.views.values():
                for f in _WORD_FIELD_NAMES:
                    for w in getattr(v, f):
                        self.words.setdefault((f, w), set()).add(v.id)
        views = self.run.views
        return tuple(oid for oid in sorted(self.words.get(needed, ()), key=self._order().__getitem__)
                     if sel.matches(views[oid], ctx))

    def _order(self) -> dict[str, int]:
        if self.order is None:
            self.order = {oid: i for i, oid in enumerate(self.run.views)}
        return self.order

    # ---- the graph ------------------------------------------------------------------

    def _edge(self, a_id: str, b_id: str, found: bool) -> None:
        """Record whether ``a_id`` depends on ``b_id`` now."""
        edges = self.edges[a_id]
        if found == (b_id in edges):
            return
        if found:
            edges.add(b_id)
            self.dependents.setdefault(b_id, set()).add(a_id)
            self.added.append((a_id, b_id))
        else:
            edges.discard(b_id)
            self.dependents[b_id].discard(a_id)
        self.changed_nodes.add(a_id)
        self.edges_changed = True

    def take_changes(self) -> tuple[list[tuple[str, str]], set[str], bool]:
        """Since the last call: the edges found that are still there, the A's whose edges
        changed, and whether a trial found or lost an edge (the marks are reset)."""
        out = ([(a, b) for a, b in self.added if a in self.edges and b in self.edges[a]],
               self.changed_nodes, self.edges_changed)
        self.added, self.changed_nodes, self.edges_changed = [], set(), False
        return out

    def _cannot(self, a: ContinuousEffect, b_id: str) -> bool:
        """Whether ``a`` cannot depend on ``b_id`` as things are (without a trial comparison):
        ``b`` changes neither the abilities or controller of ``a``'s source nor a word ``a``'s
        selector looks for, and writes nothing ``a``'s parts read (613.8a b–d)."""
        trial = self.trials[b_id]
        if not trial.objects:
            return True
        if a.id in self.altered:
            return False
        # (b) its existence and text, and its "you": what ``b`` changes on ``a``'s source there
        # (its other fields matter as any object's do, below)
        writes_b = self.writes[b_id]
        if (writes_b & _SOURCE_FIELDS and a.source in trial.objects
                and trial.result(a.source).changed_fields() & _SOURCE_FIELDS):
            return False
        if writes_b & self.parts_reads[a.id]:
            return False
        return not (a.id in self.selects and writes_b & self.sel_reads[a.id] and trial.may_change(self.tests[a.id]))

    def _candidates(self, b_id: str) -> set[str]:
        """The A's for which :meth:`_cannot` may be false with ``b_id``'s trial as it is: a
        superset, found through the indexes, of the effects that read what ``b_id`` writes."""
        trial = self.trials[b_id]
        if not trial.objects:
            return set()
        writes_b = self.writes[b_id]
        out = set(self.altered)
        for oid in self.by_source.keys() & trial.objects.keys() if writes_b & _SOURCE_FIELDS else ():
            if trial.result(oid).changed_fields() & _SOURCE_FIELDS:
                out |= self.by_source[oid]
        for f in writes_b:
            out |= self.part_readers.get(f, set())
        for f in trial.changed_fields():
            out |= self.field_readers.get(f, set())
        for f, w in trial.changed_words():
            out |= self.word_readers.get((f, w), set())
        return {a for a in out if a != b_id and a in self.effects and writes_b & self.reads[a]}

    def _bs_of(self, a_id: str) -> set[str]:
        """The effects that write a field ``a_id`` reads."""
        out: set[str] = set()
        for f in self.reads[a_id]:
            out |= self.writers.get(f, set())
        out.discard(a_id)
        return out

    def _try(self, a_id: str, b_id: str) -> None:
        self.run.trials += 1
        a = self.effects[a_id]
        if self._cannot(a, b_id):
            self._edge(a_id, b_id, False)
            return
        found = self._enters(a, b_id)
        if found is None:
            found = self.run.depends(a, self.effects[b_id], self.step, self.writes[b_id], self.trials[b_id],
                                     self.tests[a_id], self._members(a_id) if a_id in self.selects else None)
        self._edge(a_id, b_id, found)

    def _enters(self, a: ContinuousEffect, b_id: str) -> bool | None:
        """:meth:`_Run.depends` without copies when ``a`` is "each <word>" (and neither its source
        nor what its parts read is something ``b_id`` changes) and ``b_id`` adds that word
        (:class:`_Keyed`): after ``b_id`` every object it applies to has the word, so ``a``
        would apply to another set (613.8a) iff one of them is in its zones and not in its set
        now. None: not this case."""
        trial = self.trials[b_id]
        only = self.tests[a.id].only
        if (only is None or trial.words is None or only not in trial.words or a.id not in self.selects
                or a.id in self.altered or a.source in trial.objects or self.writes[b_id] & self.parts_reads[a.id]):
            return None
        inside, zones, views = self._members(a.id), a.spec.affected.zones, self.run.views
        return any(o not in inside and views[o].zone in zones for o in trial.objects)

    def refresh(self) -> None:
        """Bring the dependency graph among the pending effects (:attr:`edges`) up to date."""
        tried: set[str] = set()
        for b_id in sorted(self.dirty_b):
            if b_id not in self.effects:
                continue
            self._new_trial(b_id)
            tried.add(b_id)
        for b_id, objects in sorted(self.stale.items()):
            if b_id not in self.effects or b_id in tried:
                continue
            trial = self.trials[b_id]
            if trial.apply is None:
                continue
            inside = self._members(b_id)
            trial.update_all(objects & inside)
            for oid in objects - inside:
                trial.drop(oid)
            tried.add(b_id)
        for b_id in sorted(tried):
            candidates = self._candidates(b_id)
            for a_id in sorted(candidates):
                self._try(a_id, b_id)
            for a_id in sorted(self.dependents.get(b_id, set()) - candidates):
                self._edge(a_id, b_id, False)  # _cannot holds: the trial changes nothing it reads
        for a_id, b_id in sorted(self.dirty_pairs):
            if a_id in self.effects and b_id in self.effects and b_id not in tried:
                self._try(a_id, b_id)
        self.dirty_b.clear()
        self.stale.clear()
        self.dirty_pairs.clear()

    def exact_trial(self, e_id: str) -> _Trial | None:
        """``e_id``'s trial when it is what applying ``e_id`` now changes: made on the objects
        as they are, with parts that read no other object."""
        trial = self.trials.get(e_id)
        if (trial is None or trial.apply is None or e_id not in self.effects or e_id in self.global_parts
                or e_id in self.altered or e_id in self.dirty_b or e_id in self.stale):
            return None
        return trial

    def applied(self, x_id: str, changed: frozenset[str], writes: frozenset[str], touched: _Touched | _Trial,
                ) -> None:
        """Effect ``x_id`` was applied to ``changed`` (``touched``: what it changed there, or its
        exact trial): mark the trials and pairs it could have changed."""
        x = self.effects.pop(x_id, None)
        self._drop_members(x_id)
        self.indexed.discard(x_id)
        for b_id in self.edges.pop(x_id, set()):
            self.dependents[b_id].discard(x_id)
        for a_id in self.dependents.pop(x_id, set()):
            self.edges[a_id].discard(x_id)
            self.changed_nodes.add(a_id)
        if not changed or not writes:
            return
        self.selections.clear()
        if writes & _WORD_FIELD_NAMES:
            self.words = None
        run = self.run
        # the effects whose source changed in what decides their existence, text or controller (613.8a b)
        source_touched = bool(touched.changed_fields() & _SOURCE_FIELDS)
        sourced = ({e_id for oid in self.sources & changed for e_id in self.by_source[oid] if e_id in self.effects}
                   if source_touched else set())
        for e_id in sourced:  # 613.8a: its ability may have changed
            if run.current(self.effects[e_id]) is self.effects[e_id]:
                self.altered.discard(e_id)
            else:
                self.altered.add(e_id)
        # the B's whose trial covered an object of ``changed``, before the sets change
        covered: dict[str, set[str]] = {}
        for oid in changed if self.applies else ():
            for e_id in self.applies.get(oid, ()):
                covered.setdefault(e_id, set()).add(oid)
        for word in touched.changed_words():
            for e_id in self.lazy_words.get(word, ()):
                if e_id in self.members and e_id not in covered:
                    covered[e_id] = self.members[e_id] & changed
        # the objects each effect applies to: entering or leaving the set only among ``changed``
        maybe = set(sourced)
        for f in touched.changed_fields():
            maybe |= self.field_readers.get(f, set())
        for f, w in touched.changed_words():
            maybe |= self.word_readers.get((f, w), set())
        flips: dict[str, set[str]] = {}
        # what the effect applied described, when it applied to the objects that describes now
        x_plain = (x.spec.affected if x is not None and x_id in self.selects and x_id not in self.altered
                   and self.tests[x_id].plain else None)
        for e_id in sorted(maybe):
            e = self.effects.get(e_id)
            if e is None or e_id not in self.members or e_id not in self.selects or not writes & self.sel_reads[e_id]:
                continue
            if e.source in changed and source_touched:
                self._drop_members(e_id)  # its controller may have changed: selected again
            elif touched.may_change(self.tests[e_id]):
                ctx, matches, views = run.context(e), e.spec.affected.matches, run.views
                inside = self.members[e_id]
                only = self.tests[e_id].only
                if isinstance(touched, _Trial) and touched.words is not None and only in touched.words:
                    # "each <word>", and every object of ``changed`` has the word now (:class:`_Keyed`):
                    # the others enter if they are in its zones (all of them, when the effect
                    # applied was "each …" in those zones too)
                    zones = e.spec.affected.zones
                    if x_plain and set(x_plain.zones) <= set(zones):
                        flipped = set(changed - inside)
                    else:
                        flipped = {o for o in changed - inside if o in views and views[o].zone in zones}
                else:
                    flipped = {o for o in changed if o in views and (o in inside) != matches(views[o], ctx)}
                if flipped:
                    self._flip(e_id, flipped)
                    flips[e_id] = flipped
        # their trials, if they are B's of some pair
        for e_id in sorted(sourced | flips.keys() | covered.keys()):
            e = self.effects.get(e_id)
            if e is None or e_id not in self.bs or e_id in self.dirty_b:
                continue
            trial = self.trials.get(e_id)
            if (e.source in changed and source_touched) or trial is None or e_id not in self.members:
                self.dirty_b.add(e_id)
            else:
                stale = flips.get(e_id, set()) | covered.get(e_id, set())
                if stale:
                    self.stale.setdefault(e_id, set()).update(stale)
        # pairs whose A reads another object or has its source changed
        for a_id in sourced | {a for a in self.global_parts if a in self.effects and writes & self.reads[a]}:
            self.dirty_pairs.update((a_id, b_id) for b_id in self._bs_of(a_id))
        # B's whose parts read other objects: what they do may have changed on any object (613.8c)
        for b_id in self.global_parts:
            if b_id in self.bs and b_id in self.effects and writes & self.parts_reads[b_id]:
                self.dirty_b.add(b_id)


def _players_and_rules(run: _Run, in_play: set[int]) -> tuple[dict[str, list[str]], list[str], list[TriggerBan],
                                                             list[Prohibition]]:
    """After the objects' characteristics: effects on players, then on game rules, each in
    timestamp order (613.10, 613.11; 613.9, 613.10 in 2009). Dependencies among them are
    not searched yet; ``in_play``: :meth:`_Run.steps_in_play` after the characteristics."""
    players: dict[str, list[str]] = {p: [] for p in run.game.players}
    rules: list[str] = []
    bans: list[TriggerBan] = []
    prohibitions: list[Prohibition] = []
    for layer in (Layer.PLAYERS, Layer.GAME_RULES):
        if layer.step not in in_play:
            continue  # no effect has a part in it
        for e in sorted(run.candidates(layer.step), key=lambda e: order_key(e, layer.step, False)):
            cur = run.current(e)
            if cur is None:
                continue
            ctx = run.context(cur)
            changes: list[tuple[str, str, str]] = []
            values: list[tuple[Mapping[str, object], Mapping[str, object]]] = []
            for p in cur.spec.parts_in(layer.step):
                if isinstance(p, PlayersGain):
                    for who in p.players(ctx, run.game.players):
                        before = ", ".join(players[who]) or "(none)"
                        was = {"abilities": list(players[who])}
                        players[who] += [a for a in p.abilities if a not in players[who]]
                        changes.append((who, before, ", ".join(players[who])))
                        values.append((was, {"abilities": list(players[who])}))
                elif isinstance(p, CastingBan):  # 101.2: enforced by its static ability's cant_cast_named
                    rules.append(p.text)
                    changes.append(("game", "", p.text))
                    values.append(({"rules": []}, {"rules": [p.text]}))
                elif isinstance(p, (GameRule, CombatRestriction, BlockPermission, BlockRequirement)):  # 508.1c, 509.1a–c
                    text = p.text or cur.spec.text
                    rules.append(text)
                    affected = run.affected_of(cur) if not isinstance(p, GameRule) else ()
                    prohibitions.append(Prohibition(p, cur.id, cur.source, ctx.controller, cur.choices, affected))
                    changes.append(("game", "", text))
                    values.append(({"rules": []}, {"rules": [text]}))
                elif isinstance(p, CantTrigger):  # 603.2 as this effect modifies it
                    rules.append(p.text)
                    bans.append(TriggerBan(p, cur.id, cur.source, ctx.controller, cur.choices))
                    changes.append(("game", "", p.text))
                    values.append(({"rules": []}, {"rules": [p.text]}))
                elif isinstance(p, (CantCause, LegendRuleExempt, PlayFromTop, DamageCantBePrevented)):
                    # 101.2; 704.5j's exceptions; 305.1; 615.12
                    text = p.text or cur.spec.text
                    rules.append(text)
                    prohibitions.append(Prohibition(p, cur.id, cur.source, ctx.controller, cur.choices))
                    changes.append(("game", "", text))
                    values.append(({"rules": []}, {"rules": [text]}))
            if run.record:
                run.trace.append(TraceEntry(layer, cur.id, cur.spec.text, cur.source, cur.timestamp, "timestamp", (),
                                            tuple(c[0] for c in changes), tuple(changes),
                                            part="; ".join(p.describe() for p in cur.spec.parts_in(layer.step)),
                                            values=tuple(values), says=cur.spec.says, kind=cur.kind,
                                            counter=cur.counter))
    return players, rules, bans, prohibitions


class _Queue:
    """The pending effects of one layer, taken in the order of :func:`order_key` (613.8b): an
    effect waits while it depends on an unapplied effect outside its own loop. The loops are
    the strongly connected components of the dependency graph, found again only when an
    edge changes or a loop loses an effect; the least effect comes from a heap, with a new
    entry for each effect that begins or ceases to wait."""

    def __init__(self, pending: Iterable[ContinuousEffect],
                 key: Callable[[ContinuousEffect, bool], tuple[int, int, int, int, int, str]]) -> None:
        self.pending: dict[str, ContinuousEffect] = {e.id: e for e in pending}
        self.key = key
        self.heap: list[tuple[tuple[int, int, int, int, int, str], str]] = []
        self.waits: dict[str, bool] = {}
        self.comp: dict[str, int] = {}
        self.comp_size: dict[int, int] = {}
        self.whole = True  # the components and every effect's place are found again

    def add(self, effects: Iterable[ContinuousEffect]) -> None:
        """Effects that joined the layer (613.7a: granted in it)."""
        for e in effects:
            self.pending[e.id] = e
        self.heap, self.waits, self.whole = [], {}, True

    def update(self, edges: Mapping[str, set[str]], changed: Iterable[str], edges_changed: bool) -> None:
        """The graph is ``edges``; since the last update the effects ``changed`` lost or gained
        an edge (``edges_changed``: an edge was found or lost other than by an application)."""
        if self.whole or edges_changed:
            self.comp = _sccs(list(self.pending), edges)
            self.comp_size = {}
            for c in self.comp.values():
                self.comp_size[c] = self.comp_size.get(c, 0) + 1
            changed = self.pending
        self.whole = False
        for eid in changed:
            if eid not in self.pending:
                continue
            waiting = _waiting(eid, edges, self.comp, self.comp_size)
            if self.waits.get(eid) != waiting:
                self.waits[eid] = waiting
                heapq.heappush(self.heap, (self.key(self.pending[eid], waiting), eid))

    def pop(self) -> tuple[bool, ContinuousEffect]:
        """The next effect to apply, and whether it is in a dependency loop."""
        heap = self.heap
        while heap[0][1] not in self.pending or bool(heap[0][0][2]) != self.waits[heap[0][1]]:
            heapq.heappop(heap)  # made before the effect was applied, or began or ceased to wait
        chosen = self.pending.pop(heapq.heappop(heap)[1])
        in_loop = self.comp_size[self.comp[chosen.id]] > 1
        self.whole = in_loop  # its loop may have come apart
        return in_loop, chosen


def _waiting(eid: str, graph: Mapping[str, set[str]], comp: Mapping[str, int], comp_size: Mapping[int, int]) -> bool:
    """613.8b: an effect waits while something it depends on, outside its own loop, is unapplied."""
    return any(comp[d] != comp[eid] or comp_size[comp[eid]] == 1 for d in graph[eid])


def _no_cda(e: ContinuousEffect) -> ContinuousEffect:
    """Outside 2–6 and 7a a CDA has no priority (1a/1b keep their own order)."""
    if not e.cda:
        return e
    return ContinuousEffect(id=e.id, spec=e.spec, timestamp=e.timestamp, within=e.within, source=e.source, cda=False,
                            kind=e.kind, counter=e.counter)


def _is_counters(e: ContinuousEffect, step: int) -> bool:
    """Is ``e`` the power/toughness change of counters (rule 122), not an effect?"""
    parts = e.spec.parts_in(step)
    return bool(parts) and all(p.layer is Layer.L7C_COUNTERS for p in parts)


def evaluate(game: LayerSource, *, stop_before: Layer | None = None, record: bool = True) -> Evaluation:
    """Apply the layers to every object of ``game`` (613.1).

    ``stop_before``: stop before that layer (e.g. the values "before the switch").
    ``record``: keep a trace (off for speed).

    >>> from engine.game import Game
    >>> from engine.objects import Characteristics
    >>> g = Game()
    >>> _ = g.create("c1", Characteristics("Bear", card_types=frozenset({"creature"}), power=1, toughness=3), controller="A")
    >>> evaluate(g).state("c1").pt
    '1/3'
    """
    run = _Run(game, record)
    in_play = run.steps_in_play()
    for layer in game.rules_version.steps():
        if stop_before is not None and layer.step >= stop_before.step:
            break
        if layer.step in in_play and layer.is_characteristic and run.run_layer(layer):
            in_play = run.steps_in_play()  # abilities may have changed (e.g. 613.1f, 305.7)
        if layer is Layer.L4_TYPE:
            run.land_type_abilities()  # 305.6: from the types layer 4 left (613.1d), before layer 6 (613.1f)
    if stop_before is not None:
        return Evaluation(run.views, run.trace, run.dependencies, trials=run.trials)
    for view in run.views.values():  # 208.3: a noncreature permanent has no power or toughness
        if view.zone == "battlefield" and "creature" not in view.card_types:
            view.power = view.toughness = None
    players, rules, bans, prohibitions = _players_and_rules(run, in_play)
    return Evaluation(run.views, run.trace, run.dependencies, players, rules, bans, prohibitions, run.trials)
