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

from engine.abilities import ActivatedAbility, AsEntersAbility, SpellAbility
from engine.effects import ContinuousEffect, CopyValues, Duration, EffectSpec
from engine.errors import IllegalActionError, UnknownObjectError
from engine.evaluate import Evaluation, evaluate
from engine.layers import Layer
from engine.objects import ZONES, Characteristics, GameObject
from engine.selectors import Context, parse_selector


class Game:
    """A game state: enough of it for continuous effects (611, 613).

    ``clock`` gives each new timestamp (613.7); ``active_player`` orders simultaneous
    timestamps (613.7m) — callers pass that choice as an explicit order.
    """

    def __init__(self, players: Iterable[str] = ("A", "B"), active_player: str | None = None) -> None:
        self.players: tuple[str, ...] = tuple(players)
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
               attached_to: str | None = None, timestamp: int | None = None) -> GameObject:
        """Put a new object into a zone; it gets a timestamp (613.7d). "As enters" copy
        choices become a copy effect with the object's timestamp (614.1c, 706)."""
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
            attached_to=attached_to, choices=dict(choices or {}),
        )
        self.objects[oid] = obj
        if zone == "battlefield" and not face_down:
            self._as_enters(obj)
        return obj

    def create_together(self, entries: list[tuple[str, Characteristics, dict[str, object]]],
                        order: list[str] | None = None) -> list[GameObject]:
        """Objects entering at the same time; the active player orders their timestamps
        (613.7m; 613.6g in 2009). ``order`` is that choice (default: as listed)."""
        ids = [e[0] for e in entries]
        order = order or ids
        if sorted(order) != sorted(ids):
            raise IllegalActionError(f"timestamp order {order} must list exactly {ids}")
        stamps = {oid: self.next_timestamp() for oid in order}
        out = []
        for oid, card, kwargs in entries:
            out.append(self.create(oid, card, timestamp=stamps[oid], **kwargs))  # type: ignore[arg-type]
        return out

    def _as_enters(self, obj: GameObject) -> None:
        for ability in obj.card.abilities:
            if isinstance(ability, AsEntersAbility) and ability.copy is not None and "copy" in obj.choices:
                self.obj(obj.choices["copy"])
                spec = EffectSpec(ability.text, parse_selector("self"), (CopyValues("copy"),))
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
        obj.timestamp = self.next_timestamp()

    def put_counters(self, oid: str, kind: str, count: int = 1) -> None:
        """Put counters; a kind of counter has the timestamp of its latest one (613.7, 122)."""
        obj = self.obj(oid)
        if count < 1:
            raise IllegalActionError("put at least one counter")
        obj.counters[kind] = obj.counters.get(kind, 0) + count
        obj.counter_timestamps[kind] = self.next_timestamp()

    def remove_counters(self, oid: str, kind: str, count: int = 1) -> None:
        """Remove counters of a kind."""
        obj = self.obj(oid)
        obj.counters[kind] = max(0, obj.counters.get(kind, 0) - count)

    def move(self, oid: str, zone: str) -> GameObject:
        """Move an object to another zone: it becomes a new object (400.7) with a new
        timestamp, no counters, no attachment; effects no longer apply to the old one."""
        obj = self.obj(oid)
        if zone not in ZONES:
            raise IllegalActionError(f"no zone {zone!r}")
        new = replace(obj, zone=zone, timestamp=self.next_timestamp(), counters={}, counter_timestamps={},
                      attached_to=None, face_down=False, controller=obj.owner, choices={},
                      incarnation=obj.incarnation + 1)
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
        effect = ContinuousEffect(
            id=eid, spec=spec, timestamp=self.next_timestamp(), source=source, controller=controller,
            origin="resolution", duration=duration, targets=targets, affected=affected,
            choices=tuple(sorted((choices or {}).items())),
        )
        self.effects[eid] = effect
        return effect

    def activate(self, oid: str, index: int = 0, *, targets: Iterable[str] = (),
                 choices: Mapping[str, str] | None = None, effect_id: str | None = None) -> ContinuousEffect:
        """Activate the ``index``-th activated ability the object has now and resolve it."""
        now = self.characteristics(record=False)
        view = now.views[self.obj(oid).id]
        activated = [a for _, a in view.abilities if isinstance(a, ActivatedAbility)]
        if not 0 <= index < len(activated):
            raise IllegalActionError(f"{oid!r} has no activated ability #{index} (it has {len(activated)})")
        ability = activated[index]
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

    def end_effect(self, eid: str) -> None:
        """An effect ends (its duration is over)."""
        if eid not in self.effects:
            raise UnknownObjectError(f"no effect {eid!r} (effects: {', '.join(self.effects) or 'none'})")
        del self.effects[eid]

    def end_turn(self) -> None:
        """Cleanup step: "until end of turn" effects end (514.2); the next player's turn begins."""
        for eid in [eid for eid, e in self.effects.items() if e.duration is Duration.END_OF_TURN]:
            del self.effects[eid]
        self.turn += 1
        i = self.players.index(self.active_player)
        self.active_player = self.players[(i + 1) % len(self.players)]

    def characteristics(self, *, stop_before: Layer | None = None, record: bool = True) -> Evaluation:
        """Every object's characteristics now (613); see :func:`engine.evaluate.evaluate`."""
        return evaluate(self, stop_before=stop_before, record=record)
