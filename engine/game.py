"""The game: players, objects in zones, a clock for timestamps, the effects in force.

>>> from engine.objects import Characteristics
>>> g = Game(players=("A", "B"))
>>> bear = g.create("bear", Characteristics("Bear", card_types=frozenset({"creature"}), power=2, toughness=2), controller="A")
>>> bear.timestamp
1
>>> g.put_counters("bear", "+1/+1")
>>> g.characteristics().state("bear").pt
'3/3'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from engine.abilities import (
    ActivatedAbility,
    AsEntersAbility,
    Keyword,
    ManaAbility,
    MoreCounters,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from engine.actions import life_sba
from engine.copying import lock_copy
from engine.effects import AddAbilities, ContinuousEffect, CopyValues, Duration, EffectSpec
from engine.errors import ChoiceError, IllegalActionError, TargetError, UnknownObjectError
from engine.evaluate import Evaluation, evaluate
from engine.events import Event, EventKind
from engine.instructions import perform
from engine.layers import Layer, RulesVersion
from engine.linked import ExileRecord, link_group, linked_choices
from engine.objects import COLOR_OF_SYMBOL, ZONES, Characteristics, GameObject
from engine.replacement import ReplacementAbility, Would
from engine.replacement import replace as replace_event
from engine.resolve import Resolving, resolve_top
from engine.selectors import Context, parse_selector
from engine.stack import StackItem, StackKind, legal_targets
from engine.triggers import (
    DelayedTrigger,
    PendingTrigger,
    check_state_triggers,
    detect,
    may_trigger,
    put_on_stack,
)
from engine.view import View


class Game:
    """A game state: enough of it for continuous effects (611, 613).

    ``clock`` gives each new timestamp (613.7); ``active_player`` orders simultaneous
    timestamps (613.7m) — callers pass that choice as an explicit order.
    """

    def __init__(self, players: Iterable[str] = ("A", "B"), active_player: str | None = None,
                 rules_version: RulesVersion = RulesVersion.CURRENT) -> None:
        self.players: tuple[str, ...] = tuple(players)
        # The CR whose order of layers applies (613.3d of 2009: counters after 7c).
        self.rules_version = rules_version
        if not self.players:
            raise IllegalActionError("a game needs at least one player")
        self.active_player: str = active_player or self.players[0]
        if self.active_player not in self.players:
            raise UnknownObjectError(f"no player {self.active_player!r}")
        self.clock = 0
        self.turn = 1
        self.objects: dict[str, GameObject] = {}
        self.effects: dict[str, ContinuousEffect] = {}
        self._effect_counter = 0
        # The trigger engine (603): life totals, the stack, pending triggers, the event log.
        self.life: dict[str, int] = {p: 20 for p in self.players}  # 103.4
        self.stack: list[StackItem] = []  # bottom → top (405.2)
        self.pending: list[PendingTrigger] = []  # triggered, not yet on the stack (603.3)
        self.delayed: list[DelayedTrigger] = []  # 603.7
        self.log: list[Event] = []
        self.turn_counts: dict[str, int] = {}  # per turn: triggers (603.2i), resolutions
        self.exiled_with: list[ExileRecord] = []  # 607.2a
        self.mana_pool: dict[str, list[str]] = {p: [] for p in self.players}
        self.scried: dict[str, int] = {}
        self._seq = self._batch = self._triggers = self._stack_ids = self._tokens = 0
        self._lki_kicked: dict[str, tuple[str, ...]] = {}
        self.trigger_cache: dict[int, tuple[object, bool]] = {}  # id → (value kept alive, has a trigger)
        self.venture_marker: dict[str, int] = {}  # 309.4: dungeon id → the room its marker is on
        self.copies: set[str] = set()  # copies of cards cast as spells (707.12): they cease to exist off the stack
        self.last_known: dict[str, View] = {}  # 608.2h: an object as it last existed before it left its zone
        self.losers: dict[str, str] = {}  # 104.3: player → why they lost
        self.winners: list[str] = []  # 104.2
        # 616.1: per player, the order in which they apply replacement effects (the sources' ids)
        self.replacement_order: dict[str, list[str]] = {}

    def __repr__(self) -> str:
        return f"<Game turn={self.turn} clock={self.clock} objects={len(self.objects)} effects={len(self.effects)}>"

    # ---- time --------------------------------------------------------------------

    def next_timestamp(self) -> int:
        """A new timestamp, later than every earlier one (613.7)."""
        self.clock += 1
        return self.clock

    def _new_effect_id(self) -> str:
        self._effect_counter += 1
        return f"e{self._effect_counter}"

    # ---- objects -----------------------------------------------------------------

    def obj(self, oid: str) -> GameObject:
        """The object with id ``oid``."""
        try:
            return self.objects[oid]
        except KeyError:
            raise UnknownObjectError(f"no object {oid!r}") from None

    def _check_player(self, player: str) -> str:
        if player not in self.players:
            raise UnknownObjectError(f"no player {player!r} (players: {', '.join(self.players)})")
        return player

    def create(self, oid: str, card: Characteristics, *, controller: str, owner: str | None = None,
               zone: str = "battlefield", face_down: bool = False, choices: Mapping[str, str] | None = None,
               attached_to: str | None = None, timestamp: int | None = None, event: bool = True,
               tapped: bool = False, kicked: Iterable[str] = ()) -> GameObject:
        """Put a new object into a zone; it gets a timestamp (613.7d). "As enters" copy
        choices become a copy effect with the object's timestamp (614.1c, 706).

        With ``event`` (the default) entering the battlefield is an event abilities can
        trigger on (603.6a); ``event=False`` sets up a game state without one."""
        watched = event and zone == "battlefield"
        before = self.characteristics(record=False) if watched and may_trigger(self, [card]) else None
        if oid in self.objects:
            raise IllegalActionError(f"object {oid!r} already exists")
        if zone not in ZONES:
            raise IllegalActionError(f"no zone {zone!r} (zones: {', '.join(ZONES)})")
        self._check_player(controller)
        if attached_to is not None:
            self.obj(attached_to)
        obj = GameObject(
            id=oid, card=card, owner=self._check_player(owner or controller), controller=controller, zone=zone,
            timestamp=self.next_timestamp() if timestamp is None else timestamp, face_down=face_down,
            attached_to=attached_to, choices=dict(choices or {}), tapped=tapped, kicked=tuple(kicked),
        )
        self.objects[oid] = obj
        if zone == "battlefield" and not face_down:
            self._as_enters(obj)
        if obj.choices:
            self._choice_makers(obj)
        if zone == "battlefield":
            self._enters_replaced([obj])
        if before is not None:
            self._entered([obj], before, self.next_batch())
        elif watched:
            self.record("zone_change", object=oid, to_zone=zone, incarnation=obj.incarnation,
                        text=f"{oid} enters the {zone}")
        return obj

    def _choice_makers(self, obj: GameObject) -> None:
        """607.2d: remember which "as enters" ability made each choice (its link group)."""
        view = self.characteristics(record=False).views[obj.id]
        for key, ab in view.abilities:
            if isinstance(ab, AsEntersAbility) and ab.choose is not None and ab.choose in obj.choices:
                obj.choice_links.setdefault(ab.choose, link_group(key))

    def _entered(self, objs: list[GameObject], before: Evaluation | None, batch: int) -> list[Event]:
        after = self.characteristics(record=False) if before is not None else None
        events = [self.record("zone_change", batch=batch, object=o.id, to_zone=o.zone, incarnation=o.incarnation,
                              after=after.views.get(o.id) if after else None, text=f"{o.id} enters the {o.zone}")
                  for o in objs]
        if after is not None:
            detect(self, events, before, after)
        return events

    def create_together(self, entries: list[tuple[str, Characteristics, dict[str, object]]],
                        order: list[str] | None = None) -> list[GameObject]:
        """Objects entering at the same time; the active player orders their timestamps
        (613.7m; 613.6g in 2009). ``order`` is that choice (default: as listed)."""
        ids = [e[0] for e in entries]
        order = order or ids
        if sorted(order) != sorted(ids):
            raise IllegalActionError(f"timestamp order {order} must list exactly {ids}")
        watched = may_trigger(self, [e[1] for e in entries])
        before = self.characteristics(record=False) if watched else None
        stamps = {oid: self.next_timestamp() for oid in order}
        out = []
        for oid, card, kwargs in entries:
            out.append(self.create(oid, card, timestamp=stamps[oid], event=False, **kwargs))  # type: ignore[arg-type]
        # 603.6a: one event, every object that entered is one occurrence (603.2c).
        self._entered([o for o in out if o.zone == "battlefield"], before, self.next_batch())
        return out

    def _as_enters(self, obj: GameObject) -> None:
        for ability in obj.card.abilities:
            if isinstance(ability, AsEntersAbility) and ability.copy is not None and "copy" in obj.choices:
                self.obj(obj.choices["copy"])
                part = ability.exceptions or CopyValues("copy", keep_colors=ability.keep_colors, plus=ability.plus)
                spec = self._lock_copies(EffectSpec(ability.text, parse_selector("self"), (part,)),
                                         Context(views={}, choices={"copy": obj.choices["copy"]}))
                eid = f"{obj.id}/as-enters"
                self.effects[eid] = ContinuousEffect(
                    id=eid, spec=spec, timestamp=obj.timestamp, source=obj.id, controller=obj.controller,
                    origin="resolution", duration=Duration.INDEFINITE, affected=frozenset({obj.id}),
                    choices=(("copy", obj.choices["copy"]),))

    def attach(self, oid: str, to: str) -> None:
        """Attach an Aura or Equipment; it gets a new timestamp (613.7e; 613.6d in 2009)."""
        obj, target = self.obj(oid), self.obj(to)
        if obj is target:
            raise IllegalActionError(f"{oid!r} cannot be attached to itself")
        obj.attached_to = to
        if obj.entered is None:
            obj.entered = obj.timestamp  # 613.7a: what granted abilities keep
        obj.timestamp = self.next_timestamp()

    def put_counters(self, oid: str, kind: str, count: int = 1) -> None:
        """Put counters; a kind of counter has the timestamp of its latest one (613.7, 122)."""
        obj = self.obj(oid)
        if count < 1:
            raise IllegalActionError("put at least one counter")
        obj.counters[kind] = obj.counters.get(kind, 0) + count
        obj.counter_timestamps[kind] = self.next_timestamp()

    def counters_replaced(self, oid: str, kind: str, count: int, keyword: str = "") -> int:
        """How many ``kind`` counters an ability (that is the keyword ``keyword``, if any) puts
        on ``oid`` when it would put ``count``: every applicable replacement effect (614.1a,
        :class:`MoreCounters`) modifies the number, in timestamp order (616.1: the
        affected object's controller chooses the order; this is one such order)."""
        views = self.characteristics(record=False).views
        target = views.get(self.obj(oid).id)
        if target is None or count < 1:
            return count
        found = sorted(((v.timestamp, v.id, a) for v in views.values() if v.zone == "battlefield"
                        for _, a in v.abilities if isinstance(a, MoreCounters)), key=lambda t: (t[0], t[1]))
        for _, vid, a in found:
            if a.counters != kind or (a.of_keyword and a.of_keyword != keyword):
                continue
            if not a.on.matches(target, Context(views=views, source=vid, controller=views[vid].controller)):
                continue
            before, count = count, a.apply(count)
            self.record("resolve", object=vid, text=f"{before} → {count} {kind} counter(s) on {oid} "
                        f"({vid}: {a.text}; 614.1a)")
        return count

    def remove_counters(self, oid: str, kind: str, count: int = 1) -> None:
        """Remove counters of a kind."""
        obj = self.obj(oid)
        obj.counters[kind] = max(0, obj.counters.get(kind, 0) - count)

    def move(self, oid: str, zone: str) -> GameObject:
        """Move an object to another zone: it becomes a new object (400.7) with a new
        timestamp, no counters, no attachment; effects no longer apply to the old one."""
        return self.move_together([oid], zone)[0]

    def move_together(self, ids: Iterable[str], zone: str, *, controller: str | None = None,
                      counters: Mapping[str, int] | None = None, tapped: bool = False,
                      kicked: Iterable[str] = ()) -> list[GameObject]:
        """Objects change zones at the same time: one event (603.2c: one occurrence per
        object). Each becomes a new object (400.7, ``incarnation`` + 1); ``counters``,
        ``controller``, ``tapped`` are how it enters (614.1c). Abilities that trigger on
        leaving look back at the state before (603.10a); enters abilities look at the
        state after (603.6a)."""
        ids = list(ids)
        if zone not in ZONES:
            raise IllegalActionError(f"no zone {zone!r}")
        watched = may_trigger(self)
        before = self.characteristics(record=False) if watched else None
        if before is not None:
            self.last_known.update({oid: before.views[oid] for oid in ids if oid in before.views})
        dest = self._zone_changes_replaced(ids, zone, before)  # 614: "… exile it instead"
        batch = self.next_batch()
        moved: list[tuple[str, str, GameObject]] = []
        for oid in ids:
            old = self.obj(oid)
            if old.kicked:
                self._lki_kicked[oid] = old.kicked
            new = self._move_one(oid, dest[oid], controller, counters, tapped, tuple(kicked))
            moved.append((oid, old.zone, new))
        self._enters_replaced([new for _, _, new in moved if new.zone == "battlefield"])
        after = self.characteristics(record=False) if watched else None
        events = [self.record("zone_change", batch=batch, object=oid, from_zone=src, to_zone=new.zone,
                              incarnation=new.incarnation, before=before.views.get(oid) if before else None,
                              after=after.views.get(oid) if after else None, text=f"{oid}: {src} → {new.zone}")
                  for oid, src, new in moved]
        if after is not None:
            detect(self, events, before, after)
        return [new for _, _, new in moved]

    def _move_one(self, oid: str, zone: str, controller: str | None, counters: Mapping[str, int] | None,
                  tapped: bool, kicked: tuple[str, ...]) -> GameObject:
        obj = self.obj(oid)
        new = replace(obj, zone=zone, timestamp=self.next_timestamp(), counters={}, counter_timestamps={},
                      attached_to=None, face_down=False, controller=controller or obj.owner, choices={},
                      incarnation=obj.incarnation + 1, damage=0, tapped=tapped, attacking=None, kicked=kicked,
                      choice_links={}, entered=None,
                      transformed=False)
        for kind, n in (counters or {}).items():
            new.counters[kind] = n
            new.counter_timestamps[kind] = new.timestamp
        self.objects[oid] = new
        for eid, e in list(self.effects.items()):
            if e.affected is not None and oid in e.affected:
                self.effects[eid] = replace(e, affected=e.affected - {oid})
        for other in self.objects.values():
            if other.attached_to == oid:
                other.attached_to = None
        return new

    # ---- effects -----------------------------------------------------------------

    def create_effect(self, spec: EffectSpec, *, controller: str, source: str | None = None,
                      targets: Iterable[str] = (), duration: Duration = Duration.INDEFINITE,
                      choices: Mapping[str, str] | None = None, effect_id: str | None = None) -> ContinuousEffect:
        """A continuous effect from a resolving spell or ability (611.2): it gets a timestamp
        now (613.7b), and the set of objects it affects is fixed now (611.2c)."""
        targets = tuple(targets)
        for t in targets:
            self.obj(t)
        eid = effect_id or self._new_effect_id()
        if eid in self.effects:
            raise IllegalActionError(f"effect {eid!r} already exists")
        now = self.characteristics(record=False)
        ctx = Context(views=now.views, source=source, controller=self._check_player(controller),
                      targets=targets, choices=dict(choices or {}))
        affected = frozenset(spec.affected.select(ctx))
        spec = self._lock_copies(spec, ctx)
        effect = ContinuousEffect(
            id=eid, spec=spec, timestamp=self.next_timestamp(), source=source, controller=controller,
            origin="resolution", duration=duration, targets=targets, affected=affected,
            choices=tuple(sorted((choices or {}).items())),
        )
        self.effects[eid] = effect
        return effect

    def _lock_copies(self, spec: EffectSpec, ctx: Context) -> EffectSpec:
        """A copy effect copies the values the original has as it is created (608.2h, 707.2):
        its layer-1 values, face-down ones for a face-down original (708.2)."""
        if not any(isinstance(p, CopyValues) for p in spec.parts):
            return spec
        layer_1 = self.characteristics(stop_before=Layer.L2_CONTROL, record=False).views
        return replace(spec, parts=tuple(lock_copy(p, layer_1, ctx) if isinstance(p, CopyValues) else p
                                         for p in spec.parts))

    def activate(self, oid: str, index: int = 0, *, targets: Iterable[str] = (),
                 choices: Mapping[str, str] | None = None, effect_id: str | None = None) -> ContinuousEffect:
        """Activate the ``index``-th activated ability the object has now and resolve it."""
        now = self.characteristics(record=False)
        view = now.views[self.obj(oid).id]
        activated = [a for _, a in view.abilities if isinstance(a, ActivatedAbility)]
        if not 0 <= index < len(activated):
            raise IllegalActionError(f"{oid!r} has no activated ability #{index} (it has {len(activated)})")
        ability = activated[index]
        if ability.effect is None:
            raise IllegalActionError(f"{oid!r}'s ability #{index} uses the stack: activate_ability")
        return self.create_effect(ability.effect, controller=view.controller, source=oid, targets=targets,
                                  duration=ability.duration, choices=choices, effect_id=effect_id)

    def resolve_spell(self, spell: SpellAbility, *, controller: str, source: str | None = None,
                      targets: Iterable[str] = (), choices: Mapping[str, str] | None = None,
                      effect_id: str | None = None) -> ContinuousEffect:
        """Resolve a spell whose instructions create a continuous effect (611.2)."""
        if spell.effect is None:
            raise IllegalActionError(f"{spell.text!r} creates no continuous effect")
        return self.create_effect(spell.effect, controller=controller, source=source, targets=targets,
                                  duration=spell.duration or Duration.INDEFINITE, choices=choices,
                                  effect_id=effect_id)

    def perform_now(self, spell: SpellAbility, *, controller: str, source: str | None = None,
                    targets: Iterable[str] = ()) -> None:
        """A spell's one-shot instructions performed at once, as if it resolved (608.2c) —
        for a scenario that resolves a card without putting it on the stack."""
        item = StackItem(id=self.new_stack_id(), kind=StackKind.SPELL, text=spell.text, source=source,
                         controller=self._check_player(controller), targets=tuple(targets), ability=spell,
                         instructions=spell.instructions,
                         target_incarnations={t: self.objects[t].incarnation for t in targets if t in self.objects})
        perform(self, spell.instructions, Resolving(item, 1))

    def end_effect(self, eid: str) -> None:
        """An effect ends (its duration is over)."""
        if eid not in self.effects:
            raise UnknownObjectError(f"no effect {eid!r} (effects: {', '.join(self.effects) or 'none'})")
        del self.effects[eid]

    def end_turn(self) -> None:
        """Cleanup step: "until end of turn" effects end (514.2); the next player's turn begins."""
        for eid in [eid for eid, e in self.effects.items() if e.duration is Duration.END_OF_TURN]:
            del self.effects[eid]
        self.turn_counts.clear()  # "this turn" (603.2i) starts again
        for o in self.objects.values():
            o.damage = 0  # 514.2
            o.attacking = None  # 506.4: combat is over; no creature is attacking any more
        self.mana_pool = {p: [] for p in self.players}  # 500.5
        self.turn += 1
        i = self.players.index(self.active_player)
        self.active_player = self.players[(i + 1) % len(self.players)]

    def characteristics(self, *, stop_before: Layer | None = None, record: bool = True) -> Evaluation:
        """Every object's characteristics now (613); see :func:`engine.evaluate.evaluate`."""
        return evaluate(self, stop_before=stop_before, record=record)

    # ---- events, the stack, triggers (603) --------------------------------------------

    def next_batch(self) -> int:
        """A new batch number: events recorded with one batch happened at the same time."""
        self._batch += 1
        return self._batch

    def record(self, kind: str, *, batch: int | None = None, **fields: object) -> Event:
        """Append an event to the log (603.2: what abilities trigger on); ``kind``: an
        :class:`EventKind` word."""
        self._seq += 1
        event = Event(seq=self._seq, batch=self.next_batch() if batch is None else batch, kind=EventKind(kind),
                      **fields)  # type: ignore[arg-type]
        self.log.append(event)
        return event

    def new_trigger_id(self) -> str:
        """``t1``, ``t2``, … in the order abilities trigger."""
        self._triggers += 1
        return f"t{self._triggers}"

    def new_stack_id(self) -> str:
        """``s1``, ``s2``, … in the order objects are put on the stack."""
        self._stack_ids += 1
        return f"s{self._stack_ids}"

    def lki_kicked(self, oid: str) -> tuple[str, ...]:
        """The kicker costs paid for the object ``oid`` last was on the battlefield (608.2h)."""
        return self._lki_kicked.get(oid, ())

    def linked_choices(self, oid: str, key: str) -> dict[str, str]:
        """The choices of ``oid`` that its ability ``key`` may refer to (607.2d, 607.5a)."""
        obj = self.objects.get(oid)
        if obj is None:
            return {}
        return linked_choices(obj.choices, obj.choice_links, link_group(key))

    def linked_exiles(self, oid: str, incarnation: int, group: str, link: str) -> list[ExileRecord]:
        """The cards in exile that the linked ability of this object exiled (607.2a)."""
        return [r for r in self.exiled_with if r.linked_to(oid, incarnation, group, link)
                and self.objects[r.object].incarnation == r.incarnation]

    def change_life(self, player: str, amount: int, text: str = "") -> None:
        """119: gain (positive) or lose (negative) life; replacement effects first (614.1a)."""
        self._check_player(player)
        amount = self._life_replaced(player, amount)
        if amount == 0:
            return
        self.life[player] += amount
        self.record("life", player=player, amount=amount, text=text or f"{player}: {amount:+d} life")

    # ---- replacement effects (614, 615, 616: engine/replacement.py) -------------------

    def may_replace(self) -> bool:
        """Whether any replacement ability could be in force (a cheap look before evaluating)."""
        def has(abilities: Iterable[object]) -> bool:
            return any(isinstance(a, ReplacementAbility) for a in abilities)

        return (any(has(o.card.abilities) or (o.card.back is not None and has(o.card.back.abilities))
                    for o in self.objects.values())
                or any(has(p.abilities) for e in self.effects.values() for p in e.spec.parts
                       if isinstance(p, AddAbilities)))

    def _life_replaced(self, player: str, amount: int) -> int:
        if amount == 0 or not self.may_replace():
            return amount
        views = self.characteristics(record=False).views
        return replace_event(self, Would("life", player=player, amount=amount), views).amount

    def _zone_changes_replaced(self, ids: list[str], zone: str, before: Evaluation | None) -> dict[str, str]:
        """Where each object goes: ``zone``, unless a replacement effect sends it elsewhere."""
        if not self.may_replace():
            return {oid: zone for oid in ids}
        views = (before or self.characteristics(record=False)).views
        return {oid: replace_event(self, Would("zone_change", object=oid, from_zone=self.obj(oid).zone,
                                               to_zone=zone), views).to_zone for oid in ids}

    def _enters_replaced(self, objs: list[GameObject]) -> None:
        """614.1c, 614.12: how each permanent enters (counters, tapped), judged on it as it
        will be on the battlefield; then, counters it enters with being counters put on it
        (122.6), the replacement effects on putting counters (:meth:`counters_replaced`)."""
        if not objs or not (self.may_replace() or any(o.counters for o in objs)):
            return
        views = self.characteristics(record=False).views
        for obj in objs:
            would = replace_event(self, Would("enters", object=obj.id, counters=dict(obj.counters),
                                              tapped=obj.tapped), views)
            for kind, n in would.counters.items():
                # 122.6: counters it enters with are put on it — "put counters" replacements apply
                n = self.counters_replaced(obj.id, kind, n) if n > 0 else n
                if n != obj.counters.get(kind, 0):
                    obj.counters[kind] = n
                    obj.counter_timestamps[kind] = obj.timestamp
            obj.tapped = would.tapped

    def deal_damage(self, source: str | None, target: str, amount: int, combat: bool = False) -> Event | None:
        """120.3: damage to a player is life loss; to a creature it is marked on it."""
        if amount <= 0:
            return None
        if self.may_replace():  # 614.1a, 615: "prevent", "double that damage"
            views = self.characteristics(record=False).views
            player = target if target in self.players else None
            amount = replace_event(self, Would("damage", object=None if player else target, player=player,
                                               source=source, amount=amount, combat=combat), views).amount
            if amount <= 0:
                return None
        if target in self.players:
            self.life[target] += self._life_replaced(target, -amount)  # 120.3a: damage → life loss
        else:
            self.obj(target).damage += amount
        return self.record("combat_damage" if combat else "damage", object=source, target=target, amount=amount,
                           player=target if target in self.players else None,
                           text=f"{source} deals {amount} {'combat ' if combat else ''}damage to {target}")

    def deal_damage_together(self, pairs: Iterable[tuple[str | None, str, int]], combat: bool = False) -> None:
        """Damage dealt at the same time (510.2: combat damage; 120.3: a spell's or an
        ability's damage to its targets); abilities trigger on it (510.3a, 120.3)."""
        now = self.characteristics(record=False)
        events = [e for e in (self.deal_damage(s, t, n, combat) for s, t, n in pairs) if e is not None]
        detect(self, events, now, now)

    def create_tokens(self, card: Characteristics, count: int, *, controller: str,
                      source: str | None = None) -> list[GameObject]:
        """111.1: tokens are created at the same time, entering the battlefield together."""
        entries: list[tuple[str, Characteristics, dict[str, object]]] = []
        for _ in range(count):
            self._tokens += 1
            entries.append((f"token{self._tokens}", card, {"controller": controller}))
        return self.create_together(entries)

    def draw(self, player: str) -> None:
        """121.1: the top card of the library (the first one put there) goes to the hand."""
        library = [o.id for o in self.objects.values() if o.zone == "library" and o.owner == player]
        self.record("draw", player=player, text=f"{player} draws a card")
        if library:
            self.move_together(library[:1], "hand")

    def add_mana(self, player: str, mana: str, source: str, key: str) -> list[str]:
        """106.4: add mana; ``chosen``: of the color the linked ability chose (607.2d) —
        none if that choice is undefined for this ability (607.5a)."""
        if mana == "chosen":
            color = self.linked_choices(source, key).get("color")
            if color is None:
                self.record("resolve", text=f"{source}: the chosen color is undefined for this ability "
                                            "(607.5a): no mana")
                return []
            letters = [k for k, v in COLOR_OF_SYMBOL.items() if v == color]
            mana = letters[0]
        self.mana_pool[player].append(mana)
        self.record("resolve", player=player, text=f"{player} adds {{{mana}}}")
        return [mana]

    def activate_mana(self, oid: str, index: int = 0, color: str | None = None) -> list[str]:
        """605.3: a mana ability resolves at once, without the stack. ``color``: the color
        chosen for "one mana of any of the exiled cards' colors" (607.2a)."""
        views = self.characteristics(record=False).views
        view = views[self.obj(oid).id]
        found = [(k, a) for k, a in view.abilities if isinstance(a, ManaAbility)]
        if not 0 <= index < len(found):
            raise IllegalActionError(f"{oid!r} has no mana ability #{index}")
        key, ab = found[index]
        self.obj(oid).tapped = True
        if ab.mana == "exiled":
            options = self.exiled_colors(oid, view.incarnation, link_group(key), ab.link)
            if not options:
                self.record("resolve", text=f"{oid}: no exiled card linked to this ability has a color: no mana")
                return []
            if color not in options:
                raise ChoiceError(f"{oid}: choose a color among the exiled cards' colors: "
                                         f"{', '.join(options)} (got {color!r})")
            mana = next(k for k, v in COLOR_OF_SYMBOL.items() if v == color)
            return self.add_mana(view.controller, mana, oid, key)
        return self.add_mana(view.controller, ab.mana, oid, key)

    def exiled_colors(self, oid: str, incarnation: int, group: str, link: str) -> list[str]:
        """The colors among all cards exiled by the linked ability of this object (607.2a;
        with additional triggers, every card it exiled)."""
        views = self.characteristics(record=False).views
        colors: set[str] = set()
        for r in self.linked_exiles(oid, incarnation, group, link):
            colors |= views[r.object].colors
        return [c for c in ("white", "blue", "black", "red", "green") if c in colors]

    def check_state_based_actions(self) -> list[str]:
        """704.3: perform every state-based action at once, repeating until none applies.
        704.5a: a player with 0 or less life loses (104.3b); 704.5f: toughness 0 or less →
        graveyard; 704.5g: lethal damage → destroyed."""
        done: list[str] = []
        while True:
            done += life_sba(self)  # 704.5a
            views = self.characteristics(record=False).views
            doomed = []
            for v in views.values():
                if v.zone != "battlefield" or "creature" not in v.card_types or v.toughness is None:
                    continue
                if v.toughness <= 0:
                    doomed.append(v.id)
                    self.record("sba", object=v.id, text=f"{v.id} has toughness {v.toughness} (704.5f)")
                elif self.objects[v.id].damage >= v.toughness:
                    doomed.append(v.id)
                    self.record("sba", object=v.id, text=f"{v.id} has lethal damage (704.5g)")
            if not doomed:
                return done
            self.move_together(doomed, "graveyard")
            done += doomed

    def priority(self, order: list[str] | None = None,
                 targets: Mapping[str, list[str]] | None = None) -> list[StackItem]:
        """117.5: before a player gets priority, state-based actions are performed (704.3),
        then triggered abilities are put on the stack (603.3b, APNAP, each player's order)."""
        self.check_state_based_actions()
        check_state_triggers(self)  # 603.8
        return put_on_stack(self, order, targets)

    def resolve_top(self, chosen: Iterable[str] = ()) -> StackItem:
        """608: the top object of the stack resolves (``chosen``: choices made on resolution)."""
        return resolve_top(self, tuple(chosen))

    def copy_card(self, oid: str, *, controller: str) -> GameObject:
        """707.12: a copy of a card (its copiable values), created on the stack to be cast."""
        copy = self._copy_on_stack(oid, controller)
        self.record("resolve", player=controller, text=f"{controller} copies {oid} ({copy.id}, 707.12)")
        return copy

    def _copy_on_stack(self, oid: str, controller: str) -> GameObject:
        """An object on the stack with ``oid``'s copiable values (707.2); it ceases to exist
        when it leaves the stack (704.5e)."""
        self._tokens += 1
        copy = self.create(f"{oid}-copy{self._tokens}", self.obj(oid).card, controller=controller, zone="stack",
                           event=False)
        self.copies.add(copy.id)
        return copy

    def copy_spell(self, stack_id: str, *, controller: str, targets: Iterable[str] | None = None) -> StackItem:
        """707.10: put a copy of the spell ``stack_id`` on the stack, controlled by
        ``controller``: the same text, instructions and targets (707.10c: ``targets``, new
        ones chosen for the copy). A copy is not cast (no cast event); abilities that trigger
        on a spell being copied do (a ``copy`` event). It resolves first (405.2)."""
        orig = next((i for i in self.stack if i.id == stack_id and i.is_spell and i.object), None)
        if orig is None or orig.object is None:
            raise IllegalActionError(f"{stack_id} is not a spell on the stack")
        copy = self._copy_on_stack(orig.object, controller)
        chosen = orig.targets if targets is None else tuple(targets)
        item = StackItem(id=self.new_stack_id(), kind=StackKind.SPELL, text=orig.text, source=copy.id, controller=controller,
                         targets=chosen, source_incarnation=copy.incarnation, ability=orig.ability,
                         instructions=orig.instructions, object=copy.id, copy_of=orig.id,
                         target_incarnations={t: self.objects[t].incarnation for t in chosen if t in self.objects})
        self.stack.append(item)
        now = self.characteristics(record=False)
        event = self.record("copy", object=copy.id, player=controller, after=now.views.get(copy.id),
                            text=f"{controller} copies {orig.id} ({orig.object}) as {item.id} — not cast (707.10)")
        detect(self, [event], now, now)
        return item

    def activation_costs(self, oid: str) -> list[str]:
        """The costs of the object's activated abilities now, with X computed: "X is the
        mana value of the exiled card" is the total of every card the linked ability
        exiled (607.2a with 603.2d)."""
        view = self.characteristics(record=False).views[self.obj(oid).id]
        out = []
        for key, ab in view.abilities:
            if not isinstance(ab, ActivatedAbility):
                continue
            cost = ab.cost
            if ab.x_is == "exiled_mana_value":
                total = sum(self.objects[r.object].card.mana_value
                            for r in self.linked_exiles(oid, view.incarnation, link_group(key), ab.link))
                cost = cost.replace("{X}", f"{{{total}}}")
            out.append(cost)
        return out

    def can_cast(self, oid: str) -> tuple[bool, str]:
        """Whether the card ``oid`` may be cast now, as far as prohibitions go (101.2: "can't"
        beats "can"): a static ability that forbids casting spells with the name of a card
        its linked ability exiled (607.2a — every such card)."""
        views = self.characteristics(record=False).views
        name = views[self.obj(oid).id].name
        for v in views.values():
            if v.zone != "battlefield":
                continue
            for key, ab in v.abilities:
                if isinstance(ab, StaticAbility) and ab.forbids == "cast_exiled_names":
                    names = {self.objects[r.object].card.name
                             for r in self.linked_exiles(v.id, v.incarnation, link_group(key), ab.link)}
                    if name in names:
                        return False, f"{v.id}: {ab.text} (101.2)"
        return True, ""

    def cast(self, oid: str, *, targets: Iterable[str] = (), kicked: Iterable[str] = ()) -> StackItem:
        """601.2: the card ``oid`` becomes a spell on the stack; targets are chosen (601.2c);
        the cast event can trigger abilities (601.2i)."""
        obj = self.obj(oid)
        allowed, why = self.can_cast(oid)
        if not allowed:
            raise IllegalActionError(f"{oid} can't be cast: {why}")
        targets = tuple(targets)
        kicked = tuple(kicked)
        kickers = [a.name.split(None, 1)[1] for a in obj.card.abilities
                   if isinstance(a, Keyword) and a.name.lower().startswith("kicker ")]
        for cost in kicked:
            if cost not in kickers:
                raise ChoiceError(f"{oid} has no kicker {cost} (702.33; its kickers: {', '.join(kickers) or 'none'})")
        spells = [a for a in obj.card.abilities if isinstance(a, SpellAbility)]
        spell = spells[0] if spells else None
        if spell is not None and spell.target:
            legal = legal_targets(spell.target, self.characteristics(record=False).views, self.players, oid,
                                  obj.controller, self.stack)
            bad = [t for t in targets if t not in legal]
            if bad or not targets:
                raise TargetError(f"{oid}: choose legal targets for '{spell.target}' (legal: {', '.join(legal)})")
        controller = obj.controller
        if obj.zone != "stack":
            self.move_together([oid], "stack", controller=controller, kicked=kicked)
        item = StackItem(id=self.new_stack_id(), kind=StackKind.SPELL, text=spell.text if spell else obj.card.name,
                         source=oid, controller=controller, targets=targets,
                         source_incarnation=self.obj(oid).incarnation, ability=spell,
                         instructions=spell.instructions if spell else (), object=oid,
                         target_incarnations={t: self.objects[t].incarnation for t in targets if t in self.objects})
        self.stack.append(item)
        before = self.characteristics(record=False)
        event = self.record("cast", object=oid, player=controller, after=before.views.get(oid),
                            text=f"{controller} casts {oid}")
        detect(self, [event], before, before)
        return item

    def activate_ability(self, oid: str, index: int = 0, *, targets: Iterable[str] = ()) -> StackItem:
        """602.2: put the ``index``-th activated ability the object has now on the stack;
        its costs are paid (a "Sacrifice ~" cost moves it to the graveyard, {T} taps it)."""
        views = self.characteristics(record=False).views
        view = views[self.obj(oid).id]
        found = [(k, a) for k, a in view.abilities if isinstance(a, ActivatedAbility)]
        if not 0 <= index < len(found):
            raise IllegalActionError(f"{oid!r} has no activated ability #{index} (it has {len(found)})")
        key, ab = found[index]
        targets = tuple(targets)
        if ab.target:
            legal = legal_targets(ab.target, views, self.players, oid, view.controller, self.stack)
            bad = [t for t in targets if t not in legal]
            if bad or not targets:
                raise TargetError(f"{oid}: choose legal targets for '{ab.target}' (legal: {', '.join(legal)})")
        item = StackItem(id=self.new_stack_id(), kind=StackKind.ABILITY, text=ab.text, source=oid,
                         controller=view.controller, targets=targets, source_incarnation=view.incarnation,
                         ability_key=key, ability=ab, instructions=ab.instructions, link_group=link_group(key),
                         target_incarnations={t: self.objects[t].incarnation for t in targets if t in self.objects})
        self.stack.append(item)
        self.record("stack", object=oid, text=f"{item.id}: {oid}'s ability is activated: {ab.text}"
                    + (f" → targets {', '.join(targets)}" if targets else ""))
        if "{T}" in ab.cost:
            self.obj(oid).tapped = True
        if ab.cost_instructions:
            perform(self, ab.cost_instructions, Resolving(item, 0, view))  # 602.2b: costs are paid now
        if "sacrifice" in ab.cost.lower() and view.zone == "battlefield":
            self.move_together([oid], "graveyard")  # 701.21: a cost, paid on activation
        return item

    def declare_attackers(self, attackers: Iterable[str], defender: str) -> list[Event]:
        """508.1: the active player declares ``attackers`` (creatures they control on the
        battlefield, untapped) attacking ``defender``; they become attacking creatures and
        tap (508.1f) unless they have vigilance (702.20b). 508.3a: abilities that trigger on
        a creature attacking trigger now — one "attacks" event per attacker, all at the same
        time (one batch: 508.1 is a single turn-based action). Summoning sickness (302.6),
        attack requirements and costs (508.1c–d, 508.1g–h) and planeswalkers or battles as
        the attacked object are not modelled."""
        ids = list(attackers)
        self._check_player(defender)
        if defender == self.active_player:
            raise IllegalActionError(f"{defender} is the active player and can't be attacked (508.1b)")
        now = self.characteristics(record=False)
        for oid in ids:
            view = now.views.get(self.obj(oid).id)
            if view is None or view.zone != "battlefield" or "creature" not in view.card_types:
                raise IllegalActionError(f"{oid} is not a creature on the battlefield (508.1a)")
            if view.controller != self.active_player:
                raise IllegalActionError(f"{oid} is not controlled by the active player {self.active_player} (508.1a)")
            if self.obj(oid).tapped:
                raise IllegalActionError(f"{oid} is tapped and can't attack (508.1a)")
            if any(isinstance(a, Keyword) and a.name.lower() == "defender" for _, a in view.abilities):
                raise IllegalActionError(f"{oid} has defender and can't attack (702.3b)")
            if self.obj(oid).attacking is not None:
                raise IllegalActionError(f"{oid} is already attacking")
        if len(set(ids)) != len(ids):
            raise IllegalActionError("a creature is declared as an attacker once (508.1a)")
        for oid in ids:
            obj = self.obj(oid)
            obj.attacking = defender
            if not any(isinstance(a, Keyword) and a.name == "vigilance" for _, a in now.views[obj.id].abilities):
                obj.tapped = True  # 508.1f
        batch = self.next_batch()
        events = [self.record("attacks", batch=batch, object=oid, player=defender,
                              incarnation=self.obj(oid).incarnation, text=f"{oid} attacks {defender}")
                  for oid in ids]
        after = self.characteristics(record=False)
        detect(self, events, after, after)
        return events

    def turn_face_up(self, oid: str) -> Event:
        """708.8, 702.37e: a face-down permanent is turned face up. It is the same object
        (no zone change, its timestamp unchanged); its characteristics are its own again
        (layer 1b no longer applies), and abilities that trigger on its being turned face
        up — its own, as it is now — trigger."""
        obj = self.obj(oid)
        if obj.zone != "battlefield" or not obj.face_down:
            raise IllegalActionError(f"{oid} is not a face-down permanent (708.8)")
        obj.face_down = False
        event = self.record("turned_face_up", object=obj.id, incarnation=obj.incarnation,
                            text=f"{obj.id} is turned face up")
        after = self.characteristics(record=False)
        detect(self, [event], after, after)
        return event

    def venture(self, player: str, dungeon: tuple[str, Characteristics] | None = None) -> Event:
        """701.46a: venture into the dungeon. Without a dungeon in the command zone the
        player puts one there (``dungeon``: its id and card) and the venture marker on its
        first room; otherwise the marker moves to the next room (rooms in the order of its
        room abilities: branching paths are not modelled). The room's ability triggers
        (309.4c). Completing a dungeon (309.7, 704.5t) is not modelled."""
        self._check_player(player)
        mine = [o for o in self.objects.values() if o.zone == "command" and o.owner == player
                and "dungeon" in o.card.card_types]
        if mine:
            obj, room = mine[0], self.venture_marker[mine[0].id] + 1
        elif dungeon is not None:
            obj, room = self.create(dungeon[0], dungeon[1], controller=player, zone="command", event=False), 0
        else:
            raise IllegalActionError(f"{player} has no dungeon in the command zone: name one to venture into")
        rooms = [a.room for a in obj.card.abilities if isinstance(a, TriggeredAbility) and a.room]
        if room >= len(rooms):
            raise IllegalActionError(f"{obj.id}: the venture marker is on its last room (completing a dungeon, "
                                     "309.7, is not modelled)")
        self.venture_marker[obj.id] = room
        event = self.record("room", object=obj.id, player=player, target=rooms[room], amount=room + 1,
                            text=f"{player} ventures into the dungeon: the marker moves into {rooms[room]} "
                                 f"({obj.id}, room {room + 1} of {len(rooms)})")
        now = self.characteristics(record=False)
        detect(self, [event], now, now)
        return event

    def begin_step(self, name: str) -> Event:
        """A step of the active player's turn begins ("at the beginning of …" abilities and
        delayed triggers, 603.7)."""
        now = self.characteristics(record=False)
        event = self.record("step", text=name, player=self.active_player)
        detect(self, [event], now, now)
        return event

