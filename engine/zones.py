"""Objects in zones (400): entering (with "as enters" choices, 614.1c), changing zones (a new object, 400.7), counters (122), attaching (613.7e), tokens (111), drawing (121), turning face up (708.8), venturing (701.46); the replacement effects on these events (614, 616).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from engine.abilities import AsEntersAbility, MoreCounters, RevealFirstDraw, StaticAbility, TriggeredAbility
from engine.choices import riot_choices
from engine.copying import Copiable, copiable_values, lock_copy
from engine.cr_keywords import ENTERING, keyword_of
from engine.effects import AddAbilities, ContinuousEffect, CopyValues, Duration, EffectSpec
from engine.errors import ChoiceError, IllegalActionError
from engine.evaluate import Evaluation
from engine.events import Event
from engine.keywords import Keyword, attachable, check_kicked, enchants, keywords_of
from engine.layers import Layer
from engine.linked import exile_remembered, link_group, linked_choices
from engine.objects import DESIGNATIONS, ZONES, Characteristics, GameObject
from engine.ports import StackItem
from engine.records import (
    Counter,
    Obj,
    Player,
    Record,
    Rule,
    Says,
    Term,
    Text,
    Zone,
    cant_choose,
    not_a,
    not_allowed,
)
from engine.replacement import Would, WouldKind, as_replacement
from engine.replacement import replace as replace_event
from engine.selectors import Context, parse_selector
from engine.stack import StackKind
from engine.trigger_events import RoomEntered
from engine.triggers import (
    detect,
    may_trigger,
)
from engine.view import View

if TYPE_CHECKING:
    from engine.layered import Layered


class Zones(Says):
    """Objects in zones."""

    records: ClassVar[dict[str, str]] = {
        "event.draw": "{player} draws a card",
        "event.flashback_exiled": "{object} was cast with flashback: it is exiled instead ({rule})",
        "event.token_stays": "{object} is a token in the {zone}: it can't move to another zone ({rule})",
        "event.cant_enter": "{object} is an instant or sorcery card: it can't enter the battlefield and stays in the "
                            "{zone} ({rule})",
        "event.draw_empty": "{player} can't draw a card: the library is empty ({rule})",
        "event.revealed": "{player} reveals {object} ({source}: {text}; {rule})",
        "event.counters": "{amount} {counter} counter(s) put on {object} ({rule})",
        "event.more_counters": "{before} → {count} {counter} counter(s) on {object} ({source}: {text}; {rule})",
        "event.turned_face_up": "{object} is turned face up",
        "event.regenerate": "{object} is regenerated: tapped, all damage removed, removed from combat ({rule})",
        "event.damage_removed": "{object} stays: all damage is removed from it instead ({rule})",
        "event.indestructible": "{object} has indestructible and isn't destroyed ({rule})",
        "event.room": "{player} ventures into the dungeon: the marker moves into {room} ({object}, room {amount} of {rooms})",
        "effect.enters_as_copy": "{object} enters as a copy of {copied}",
        "event.attached": "{object} becomes attached to {to} and gets a new timestamp ({rule})",
        "event.already_attached": "{object} is already attached to {to}: nothing happens ({rule})",
        "event.cant_attach": "{object} can't be attached to {to}: it doesn't move ({rule})",
        "event.enters_unattached": "{object} can't be attached to {to}: it enters the battlefield unattached ({rule})",
        "event.aura_stays": "{object} has nothing it can enchant: it doesn't enter the battlefield and stays in the "
                            "{zone} ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def create(self, oid: str, card: Characteristics, *, controller: str, owner: str | None = None,
               zone: str = "battlefield", face_down: bool = False, choices: Mapping[str, str] | None = None,
               attached_to: str | None = None, timestamp: int | None = None, event: bool = True,
               tapped: bool = False, kicked: Iterable[str] = (), token: bool = False,
               designations: Iterable[str] = (), counters: Mapping[str, int] | None = None,
               arriving: Iterable[str] = (), copy_of: str | None = None, transformed: bool = False,
               flipped: bool = False, copy_values: Copiable | None = None) -> GameObject:
        """Put a new object into a zone; it gets a timestamp (613.7d). "As enters" copy
        choices become a copy effect with the object's timestamp (614.1c, 706). ``token``:
        it is a token (111.1), not a card; ``designations``: e.g. ``("commander",)`` (903.3);
        ``counters``: the counters it enters with (122.6: put on it as it enters, so the
        replacement effects on putting counters apply); ``arriving``: the other objects
        entering at the same time (their replacement effects don't apply to it, 614.12);
        ``copy_of``: it is created as a copy of that object (a token copy, 707.2, 111.1) — its
        copy effect applies before its entering is replaced (614.12); ``transformed``: a
        double-faced object created back face up (707.8a); ``flipped``: a permanent set up flipped
        (110.5, 710.2).

        With ``event`` (the default) entering the battlefield is an event abilities can
        trigger on (603.6a); ``event=False`` sets up a game state without one."""
        watched = event and zone == "battlefield"
        before = self.game.characteristics(record=False) if watched and may_trigger(self.game, [card]) else None
        if oid in self.game.objects:
            raise IllegalActionError(f"object {oid!r} already exists", not_allowed("cant_object_exists", oid))
        if zone not in ZONES:
            raise IllegalActionError(f"no zone {zone!r} (zones: {', '.join(ZONES)})", not_a("value_zone", zone, ZONES))
        unknown = [d for d in designations if d not in DESIGNATIONS]
        if unknown:
            raise IllegalActionError(f"no designation {unknown[0]!r} (designations: {', '.join(DESIGNATIONS)})",
                                     not_a("value_designation", unknown[0], DESIGNATIONS))
        self.game.check_player(controller)
        check_kicked(oid, card.abilities, kicked)  # 702.33: "kicked" only with one of its kickers
        if zone == "battlefield" and not token and card.card_types & {"instant", "sorcery"}:
            raise IllegalActionError(f"{oid}: an instant or sorcery card can't be on the battlefield (400.4a)",
                                     not_allowed("cant_enter_instant", oid, "400.4a"))
        if attached_to is not None:
            self.game.obj(attached_to)
        decided = self.game.entering_choices.pop(oid, {}) if zone == "battlefield" else {}  # 614.12a
        obj = GameObject(
            id=oid, card=card, owner=self.game.check_player(owner or controller), controller=controller, zone=zone,
            timestamp=self.game.next_timestamp() if timestamp is None else timestamp, face_down=face_down,
            attached_to=attached_to, tapped=tapped,
            choices={**decided, **(choices or {})}, kicked=tuple(kicked), token=token,
            designations=frozenset(designations),
        )
        for kind, n in (counters or {}).items():
            if n < 1:
                raise IllegalActionError(f"{oid}: enters with at least one {kind} counter, not {n}",
                                         not_allowed("cant_no_counter", oid))
            obj.counters[kind] = n
            obj.counter_timestamps[kind] = obj.timestamp
        obj.transformed = transformed and card.back is not None
        obj.flipped = flipped and zone == "battlefield"  # 110.5d: only permanents have status
        if watched:
            obj.arrived_turn = self.game.turn  # 302.6
        self.game.objects[oid] = obj
        self.game.card_values.setdefault(id(card), card)
        self.game.tick()
        if copy_of is not None:  # ``copy_values``: of the object as it last existed (608.2h)
            self._enter_as_copy(obj, copy_of, None if copy_values is None else CopyValues("copy", values=copy_values),
                                key="created")
        if zone == "battlefield" and attached_to is None:
            self._enchant_as_created(obj)
        elif zone == "battlefield" and event:
            self._enters_attached(obj, attached_to or "")
        if zone == "battlefield":
            self._enters_replaced([obj], frozenset(arriving))  # 614.1c: "as enters" copying among them (616.1c)
        if obj.choices:
            self._choice_makers(obj)
        self._choices_taken(obj, decided)
        if before is not None:
            self._entered([obj], before, self.game.next_batch())
            self._counters_put([(obj, k, n) for k, n in obj.counters.items() if n > 0])  # 122.6
        elif watched:
            self.game.record("zone_change", object=oid, to_zone=zone, incarnation=obj.incarnation)
        return obj

    def _enchant_as_created(self, obj: GameObject) -> None:
        """303.4f: an Aura created on the battlefield (a token, or an object a scenario puts there)
        with nothing it enters attached to enchants what its controller chooses (the choice
        ``enchant``); with nothing it could enchant it is refused (303.4g: it would stay where it
        was — a token isn't created), and nothing is left of it."""
        chosen = obj.choices.pop("enchant", None)
        views = self.game.characteristics(record=False).views
        view = views.get(obj.id)
        if view is None or "Aura" not in view.subtypes:
            if chosen is not None:
                obj.choices["enchant"] = chosen  # refused by _choices_taken: nothing took it
            return
        try:
            on = self.enchanted_as_it_enters(obj.id, view, views, chosen)
        except ChoiceError:
            self._forget(obj.id)
            raise
        if on is None:
            self._forget(obj.id)
            raise IllegalActionError(f"{obj.id}: there is nothing this Aura can enchant, so it can't enter the battlefield "
                                     "(303.4g: it stays in its zone; a token isn't created)",
                                     not_allowed("cant_aura_nothing_to_enchant", obj.id, "303.4g"))
        obj.attached_to = on

    def _enters_attached(self, obj: GameObject, to: str) -> None:
        """An object put onto the battlefield attached to ``to`` (an event; ``event=False`` sets
        up a game state as it is said): 303.4i — an Aura, to what it can't legally enchant, remains
        in its zone (refused: there is none here, and a token isn't created); 301.5e, 303.4h — an
        Equipment to what it can't equip, or another permanent (no Aura, Equipment or
        Fortification), enters unattached."""
        views = self.game.characteristics(record=False).views
        view, onto = views.get(obj.id), views.get(to)
        if view is None or onto is not None and attachable(view, onto, views):
            return
        if "Aura" in view.subtypes:
            self._forget(obj.id)
            raise IllegalActionError(f"{obj.id}: this Aura can't enchant {to}, so it can't enter the battlefield "
                                     "attached to it (303.4i: it stays in its zone; a token isn't created)",
                                     not_allowed("cant_aura_enchant_illegal", obj.id, "303.4i"))
        obj.attached_to = None
        rule = "303.4h" if not {"Equipment", "Fortification"} & set(view.subtypes) else "301.5e"
        self.game.record("cant", object=obj.id, says=Record.of("event.enters_unattached", object=Obj(obj.id),
                                                               to=Obj(to), rule=Rule(rule)))

    def _forget(self, oid: str) -> None:
        """Undo the creation of ``oid`` (refused as it entered): it and its copy effects."""
        del self.game.objects[oid]
        for eid in [e for e, eff in self.game.effects.items() if eff.source == oid]:
            del self.game.effects[eid]

    def _choice_makers(self, obj: GameObject) -> None:
        """607.2d: remember which "as enters" ability made each choice (its link group)."""
        view = self.game.characteristics(record=False).views[obj.id]
        for key, ab in view.abilities:
            if isinstance(ab, AsEntersAbility) and ab.choose is not None and ab.choose in obj.choices:
                obj.choice_links.setdefault(ab.choose, link_group(key))

    def _choices_taken(self, obj: GameObject, decided: Mapping[str, str]) -> None:
        """614.12a: each choice its controller made for ``obj`` before it entered the battlefield
        (``choose_as_enters``: a player's decision) is one that what it entered with took — an
        "as enters" ability of the object as it entered (a copy's too, 707.5), riot or devour, or
        the copy effect it entered with — else ChoiceError naming what would take it (a choice
        given to a permanent with no such ability did nothing, silently)."""
        if not decided:
            return
        view = self.game.characteristics(record=False).views.get(obj.id)
        abilities = [a for _, a in view.abilities] if view is not None else []
        entering = [a for a in abilities if isinstance(a, AsEntersAbility)]
        keywords = {keyword_of(a.name) for a in abilities if isinstance(a, Keyword)}
        for key, chosen in decided.items():
            if key == "copy":  # 614.1c, 707.5: it entered as a copy (its own ability or a replacement effect, 616.1c)
                made = self.game.effects.get(f"{obj.id}/as-enters")
                taken = made is not None and made.timestamp == obj.timestamp
                lacks = ("it has no ability that has it enter as a copy, and no replacement effect made it one (614.1c, "
                         "707.5: `as_enters: {copy: …}`, `as_copy`)")
            elif key == "exile":
                taken = any(a.exile is not None for a in entering)
                lacks = "it has no \"as this enters, exile any number of …\" ability (614.1c: `as_enters: {exile: …}`)"
            elif key == "pay":
                taken = any(a.pay_life for a in entering)
                lacks = ("it has no \"as this enters, you may pay N life\" ability (614.1c, 119.4: "
                         "`as_enters: {pay_life_or_tapped: N}`)")
            elif key == "enchant":  # 303.4f: taken (and removed) only by an Aura entering with nothing specified
                taken = False
                lacks = ("it is no Aura put onto the battlefield with nothing it enters attached to (303.4f: an Aura "
                         "spell enchants its target, 608.3c)")
            elif key in ("riot", "devour"):
                taken = key in keywords
                lacks = f"it has no {key} ({'702.136a' if key == 'riot' else '702.82a'})"
            else:
                taken = any(a.choose == key for a in entering)
                lacks = f"it has no \"as this enters, choose a {key}\" ability (614.1c: `as_enters: {{choose: {key}}}`)"
            if not taken:
                raise ChoiceError(f"{obj.id}: nothing it enters the battlefield with takes the choice {key}: {chosen} "
                                  f"(614.12a) — {lacks}", not_allowed("cant_choice_untaken", obj.id, "614.12a"))

    def _entered(self, objs: list[GameObject], before: Evaluation | None, batch: int) -> list[Event]:
        after = self.game.characteristics(record=False) if before is not None else None
        events = [self.game.record("zone_change", batch=batch, object=o.id, to_zone=o.zone, incarnation=o.incarnation,
                              after=after.views.get(o.id) if after else None)
                  for o in objs]
        if after is not None:
            detect(self.game, events, before, after)
        return events

    def create_together(self, entries: list[tuple[str, Characteristics, dict[str, object]]],
                        order: list[str] | None = None) -> list[GameObject]:
        """Objects entering at the same time; the active player orders their timestamps
        (613.7m; 613.6g in 2009). ``order`` is that choice (default: as listed)."""
        ids = [e[0] for e in entries]
        order = order or ids
        if sorted(order) != sorted(ids):
            raise IllegalActionError(f"timestamp order {order} must list exactly {ids}",
                                     not_allowed("cant_timestamp_order", rule="613.7m"))
        watched = may_trigger(self.game, [e[1] for e in entries])
        before = self.game.characteristics(record=False) if watched else None
        stamps = {oid: self.game.next_timestamp() for oid in order}
        out = []
        for oid, card, kwargs in entries:
            out.append(self.create(oid, card, timestamp=stamps[oid], event=False, arriving=[i for i in ids if i != oid],
                                   **kwargs))  # type: ignore[arg-type]
        for o in out:
            o.arrived_turn = self.game.turn if o.zone == "battlefield" else -1  # 302.6
        # 603.6a: one event, every object that entered is one occurrence (603.2c).
        self._entered([o for o in out if o.zone == "battlefield"], before, self.game.next_batch())
        return out

    def _enter_as_copy(self, obj: GameObject, copied: str, part: CopyValues | None = None,
                       key: str = "as-enters") -> CopyValues | None:
        """614.1c, 707.5: it enters as a copy of ``copied`` — a copy effect with its timestamp;
        ``part``: the copy effect with the exceptions of the replacement effect that made it (707.9);
        ``key``: ``created`` for a token created as a copy (707.2), which may then enter as a copy too.
        The locked copy part, when the effect is new (None when it existed already)."""
        self.game.obj(copied)
        eid = f"{obj.id}/{key}"
        if eid in self.game.effects and self.game.effects[eid].timestamp == obj.timestamp and \
                self.game.effects[eid].choices == (("copy", copied),):
            return None  # this object entered as a copy already (an earlier object of this card may have, 400.7)
        # else new, or another copy effect applied after the first as it enters (616.1f, 707.9e): it copies anew
        says = Record.of("effect.enters_as_copy", object=Obj(obj.id), copied=Obj(copied))
        spec = self.lock_copies(EffectSpec(says.describe(), parse_selector("self"), (part or CopyValues("copy"),),
                                            says=says),
                                 Context(views={}, choices={"copy": copied}))
        self.game.effects[eid] = ContinuousEffect(
            id=eid, spec=spec, timestamp=obj.timestamp, source=obj.id, controller=obj.controller,
            origin="resolution", duration=Duration.INDEFINITE, affected=frozenset({obj.id}),
            choices=(("copy", copied),), within=0 if key == "created" else 1,  # 707.2: created a copy, then entering as one
            kind="created_as_copy" if key == "created" else "enters_as_copy")
        locked = spec.parts[0]
        return locked if isinstance(locked, CopyValues) else None

    def enchanted_as_it_enters(self, oid: str, view: View, views: Mapping[str, View], chosen: str | None) -> str | None:
        """303.4f: what an Aura put onto the battlefield other than by resolving as an Aura spell,
        with nothing said it enters attached to, enchants: the player putting it there chooses, as it
        enters, an object or player it can legally enchant (702.5a: its enchant keyword; 702.16c:
        not one with protection from a quality of it — hexproof and shroud don't matter, it isn't
        targeted) — ``chosen`` (the choice ``enchant``), or the one there is. ``None``: there is
        none (303.4g: it stays where it is). A choice of another, or none among more, is refused."""
        from engine.keywords import enchant_quality
        qualities = {q for _, a in view.abilities if isinstance(a, Keyword) and (q := enchant_quality(a.name))}
        legal = [v.id for v in views.values() if v.zone == "battlefield" and v.id != oid
                 and enchants(view, v, None, views)]
        if "player" in qualities:  # 702.5d
            legal += [p for p in self.game.players if p not in self.game.losers and enchants(view, None, p, views)]
        if chosen is not None and chosen not in legal:
            raise ChoiceError(f"{oid} can't enchant {chosen} as it enters (303.4f: an object or player it can legally "
                              f"enchant; legal: {', '.join(legal) or 'none'})",
                              cant_choose(Term("thing_enchant"), [chosen], legal, oid, "303.4f"))
        if chosen is None and len(legal) > 1:
            raise ChoiceError(f"{oid}: an Aura put onto the battlefield without being cast enchants what its player "
                              f"chooses as it enters (303.4f): give the choice enchant (move: {{choices: {{enchant: id}}}}, "
                              f"choices_as_enters, or attached_to: with enter) — legal: {', '.join(legal)}",
                              cant_choose(Term("thing_enchant"), [], legal, oid, "303.4f"))
        return chosen or (legal[0] if legal else None)

    def attach(self, oid: str, to: str) -> bool:
        """701.3a: attach an Aura, Equipment or Fortification on the battlefield to the object
        ``to``; it gets a new timestamp (701.3c, 613.7e; 613.6d in 2009). It doesn't move if it
        can't be attached to that object (701.3b, 303.4j, 301.5b: one it couldn't enchant, equip
        or fortify; anything else to anything), and nothing happens if it is already attached to
        it (701.3b). Whether it became attached."""
        obj, target = self.game.obj(oid), self.game.obj(to)
        if obj.zone != "battlefield":
            raise IllegalActionError(f"{oid}: attach moves a permanent (701.3a); {oid} is in the {obj.zone} — an Aura "
                                     "put onto the battlefield is attached as it enters (303.4f)",
                                     not_allowed("cant_attach_not_permanent", oid, "701.3a"))
        if obj.attached_to == to:
            self.game.record("cant", object=oid, says=Record.of("event.already_attached", object=Obj(oid, obj.incarnation),
                                                                to=Obj(to, target.incarnation), rule=Rule("701.3b")))
            return False
        views = self.game.characteristics(record=False).views
        if not attachable(views[oid], views[to], views):
            self.game.record("cant", object=oid, says=Record.of("event.cant_attach", object=Obj(oid, obj.incarnation),
                                                                to=Obj(to, target.incarnation), rule=Rule("701.3b")))
            return False
        obj.attached_to = to
        obj.timestamp = self.game.next_timestamp()
        self.game.record("attached", object=oid, says=Record.of("event.attached", object=Obj(oid, obj.incarnation),
                                                                to=Obj(to, target.incarnation), rule=Rule("701.3c")))
        return True

    def put_counters(self, oid: str, kind: str, count: int = 1) -> None:
        """Put counters; a kind of counter has the timestamp of its latest one (613.7, 122)."""
        obj = self.game.obj(oid)
        if count < 1:
            raise IllegalActionError("put at least one counter", not_allowed("cant_no_counter", oid))
        obj.counters[kind] = obj.counters.get(kind, 0) + count
        obj.counter_timestamps[kind] = self.game.next_timestamp()
        self._counters_put([(obj, kind, count)])

    def _counters_put(self, put: list[tuple[GameObject, str, int]]) -> None:
        """122.6: counters were put on permanents (entering with them included) — an event
        "whenever counters are put on …" abilities trigger on (recorded when one could)."""
        if not put or not may_trigger(self.game):
            return
        batch = self.game.next_batch()
        events = [self.game.record("counters", batch=batch, object=o.id, amount=n, target=kind, incarnation=o.incarnation,
                              says=Record.of("event.counters", amount=n, counter=Counter(kind),
                                             object=Obj(o.id, o.incarnation), rule=Rule("122.6")))
                  for o, kind, n in put]
        now = self.game.characteristics(record=False)
        detect(self.game, events, now, now)

    def counters_replaced(self, oid: str, kind: str, count: int, keyword: str = "",
                          arriving: frozenset[str] = frozenset()) -> int:
        """How many ``kind`` counters an ability (that is the keyword ``keyword``, if any) puts
        on ``oid`` when it would put ``count``: every applicable replacement effect (614.1a,
        :class:`MoreCounters`) modifies the number, in the order the affected object's
        controller chose (616.1, ``replacement_order``), else timestamp order. ``arriving``: the
        permanents entering now, ``oid`` among them — their abilities don't apply (614.12)."""
        views = self.game.characteristics(record=False).views
        target = views.get(self.game.obj(oid).id)
        if target is None or count < 1:
            return count
        wanted = self.game.replacement_order.get(target.controller, [])
        found = sorted(((v.timestamp, v.id, k, a) for v in views.values() if v.zone == "battlefield"
                        and v.id not in arriving for k, a in v.abilities if isinstance(a, MoreCounters)),
                       key=lambda t: (wanted.index(t[1]) if t[1] in wanted else len(wanted), t[0], t[1]))
        for _, vid, key, a in found:
            if a.counters not in (kind, "any") or (a.of_keyword and a.of_keyword != keyword):
                continue
            src = views[vid]
            if not a.on.matches(target, Context(views=views, source=vid, controller=src.controller,
                                                choices=linked_choices(src.choices, src.choice_links,
                                                                       link_group(key)))):
                continue
            before, count = count, a.apply(count)
            self.game.record("resolve", object=vid, says=Record.of(
                "event.more_counters", before=before, count=count, counter=Counter(kind), object=Obj(oid),
                source=Obj(vid), text=Text(a.text), rule=Rule("614.1a")))
        return count

    def remove_counters(self, oid: str, kind: str, count: int = 1) -> None:
        """Remove counters of a kind."""
        obj = self.game.obj(oid)
        obj.counters[kind] = max(0, obj.counters.get(kind, 0) - count)

    def move(self, oid: str, zone: str) -> GameObject:
        """Move an object to another zone: it becomes a new object (400.7) with a new
        timestamp, no counters, no attachment; effects no longer apply to the old one (the
        object itself when it stays where it is: 111.8, 400.4a)."""
        moved = self.move_together([oid], zone)
        return moved[0] if moved else self.game.obj(oid)

    def move_together(self, ids: Iterable[str], zone: str, *, controller: str | None = None,
                      counters: Mapping[str, int] | None = None, tapped: bool = False,
                      kicked: Iterable[str] = (), destroyed: Iterable[str] = (),
                      no_regeneration: bool = False, x: int = 0, spent: Iterable[str] = (),
                      attached_to: Mapping[str, str] | None = None, tokens: Iterable[str] = ()) -> list[GameObject]:
        """Objects change zones at the same time: one event (603.2c: one occurrence per
        object). Each becomes a new object (400.7, ``incarnation`` + 1); ``counters``,
        ``controller``, ``tapped`` are how it enters (614.1c). Abilities that trigger on
        leaving look back at the state before (603.10a); enters abilities look at the
        state after (603.6a). ``destroyed``: those of them being destroyed (701.8, 704.5g) —
        regeneration may replace it (701.19; not with ``no_regeneration``, 701.19c). ``x``: the X
        of the spell that becomes the permanent (107.3m: what its entering replacements read).
        ``attached_to``: what each enters attached to (608.3c: an Aura spell, to the object or
        player it targets); ``tokens``: those that become token permanents as they enter (608.3f:
        a copy of a permanent spell)."""
        ids = list(ids)
        if zone not in ZONES:
            raise IllegalActionError(f"no zone {zone!r}", not_a("value_zone", zone, ZONES))
        for oid in [oid for oid in ids if self.game.obj(oid).token and self.game.obj(oid).zone != "battlefield"]:
            ids.remove(oid)  # 111.8: a token that has left the battlefield stays where it is (704.5d: it ceases)
            self.game.record("cant", object=oid, says=Record.of("event.token_stays", object=Obj(oid),
                                                                zone=Zone(self.game.obj(oid).zone), rule=Rule("111.8")))
        if destroyed:  # 702.12b: a permanent with indestructible can't be destroyed
            now = self.game.characteristics(record=False).views
            kept = {oid for oid in destroyed if oid in now and now[oid].zone == "battlefield"
                    and "indestructible" in keywords_of(now[oid])}
            for oid in kept:
                self.game.record("cant", object=oid, incarnation=self.game.obj(oid).incarnation, says=Record.of(
                    "event.indestructible", object=Obj(oid, self.game.obj(oid).incarnation), rule=Rule("702.12b")))
            ids = [oid for oid in ids if oid not in kept]
            destroyed = [oid for oid in destroyed if oid not in kept]
        watched = may_trigger(self.game)
        # 608.2h: each object as it last existed in its zone — whether or not an ability could
        # trigger ("exile target creature; you gain life equal to its power")
        looked = self.game.characteristics(record=False)
        before = looked if watched else None
        self.game.last_known.update({oid: looked.views[oid] for oid in ids if oid in looked.views})
        leaving = [oid for oid in ids if self.game.obj(oid).zone == "battlefield"]
        if leaving:  # 608.2h, 707.2: what "a copy of that creature" copies once it has left
            layer_1 = self.game.characteristics(stop_before=Layer.L2_CONTROL, record=False).views
            self.game.last_copiable.update({oid: copiable_values(layer_1[oid]) for oid in leaving if oid in layer_1})
        if zone == "battlefield":
            ids = self._stay_out(ids, before)  # 400.4a: not an event to replace
        dest = self._zone_changes_replaced(ids, zone, before, set(destroyed), no_regeneration)  # 614: "… exile it instead"
        ids = [oid for oid in ids if not self._regenerated(oid, dest[oid])]
        sent = [oid for oid in ids if dest[oid].to_zone == "battlefield" and zone != "battlefield"]
        if sent:  # 400.4a: a replacement effect would put it onto the battlefield
            stay = set(sent) - set(self._stay_out(sent, before))
            ids = [oid for oid in ids if oid not in stay]
        onto = dict(attached_to or {})
        if any(dest[oid].to_zone == "battlefield" and oid not in onto for oid in ids):
            ids = self._auras_enchant(ids, dest, onto, before)
        batch = self.game.next_batch()
        moved: list[tuple[str, str, GameObject]] = []
        for oid in ids:
            old = self.game.obj(oid)
            if old.kicked:
                self.game.remember_kicked(oid, old.kicked)
            new = self._move_one(oid, dest[oid].to_zone, controller, counters, tapped, tuple(kicked))
            if new.zone == "battlefield" and oid in onto:
                new.attached_to = onto[oid]  # 608.3c: an Aura spell attached to its target; 303.4f: what was chosen
            if new.zone == "battlefield" and oid in tokens:
                new.token = True  # 608.3f, 707.10f: no longer a copy of a spell — a token permanent
                self.game.copies.discard(oid)
            new.x = x if new.zone == "battlefield" else 0
            new.spent = tuple(spent) if new.zone == "battlefield" else ()
            new.arrived_turn = self.game.turn if new.zone == "battlefield" else -1  # 302.6
            moved.append((oid, old.zone, new))
        entering = [new for _, _, new in moved if new.zone == "battlefield"]
        self._enters_replaced(entering, frozenset(o.id for o in entering))
        for new in entering:
            if new.choices:
                self._choice_makers(new)
                self._choices_taken(new, new.choices)  # each made before it entered (614.12a)
        after = self.game.characteristics(record=False) if watched else None
        events = [self.game.record("zone_change", batch=batch, object=oid, from_zone=src, to_zone=new.zone,
                              incarnation=new.incarnation, before=before.views.get(oid) if before else None,
                              after=after.views.get(oid) if after else None)
                  for oid, src, new in moved]
        if after is not None:
            detect(self.game, events, before, after)
            self._counters_put([(new, k, n) for _, _, new in moved if new.zone == "battlefield"
                                for k, n in new.counters.items() if n > 0])  # 122.6
        left = [(oid, new.incarnation - 1) for oid, src, new in moved if src == "battlefield"]
        if left and self.game.exiled_with:
            from engine.instructions import Exile
            back = Exile.returning(self.game, left)  # 610.3: a one-shot effect right after they left
            if back:
                self.move_together(back, "battlefield")  # 610.3c: under its owner's control; 610.3d: together
        return [new for _, _, new in moved]

    def _auras_enchant(self, ids: list[str], dest: Mapping[str, Would], onto: dict[str, str],
                       before: Evaluation | None) -> list[str]:
        """303.4f: each Aura among ``ids`` going to the battlefield from another zone with nothing
        said it enters attached to enchants what its player chooses as it enters (``onto``); 303.4g:
        with nothing it could enchant it remains in its zone — from the stack, it goes to its
        owner's graveyard instead. The ids that still move."""
        views = (before or self.game.characteristics(record=False)).views
        kept, to_graveyard = [], []
        for oid in ids:
            obj, view = self.game.obj(oid), views.get(oid)
            if dest[oid].to_zone != "battlefield" or oid in onto or obj.zone == "battlefield" or view is None \
                    or "Aura" not in view.subtypes:
                kept.append(oid)
                continue
            on = self.enchanted_as_it_enters(oid, view, views, self.game.entering_choices.get(oid, {}).get("enchant"))
            self.game.entering_choices.get(oid, {}).pop("enchant", None)  # taken (614.12a)
            if on is not None:
                onto[oid] = on
                kept.append(oid)
                continue
            self.game.record("cant", object=oid, incarnation=obj.incarnation, says=Record.of(
                "event.aura_stays", object=Obj(oid, obj.incarnation), zone=Zone(obj.zone), rule=Rule("303.4g")))
            self.game.entering_choices.pop(oid, None)
            if obj.zone == "stack":
                to_graveyard.append(oid)
        if to_graveyard:
            self.move_together(to_graveyard, "graveyard")
        return kept

    def _stay_out(self, ids: list[str], before: Evaluation | None) -> list[str]:
        """400.4a: an instant or sorcery card that would enter the battlefield remains in its
        previous zone (no zone change, no event; judged on the card as it is there) — the others."""
        if not any(self._instant_or_sorcery(self.game.obj(oid).card) for oid in ids):
            return ids
        views = (before or self.game.characteristics(record=False)).views
        kept = []
        for oid in ids:
            obj = self.game.obj(oid)
            types = views[oid].card_types if oid in views else obj.card.card_types
            if obj.token or not types & {"instant", "sorcery"}:
                kept.append(oid)
                continue
            self.game.record("cant", object=oid, incarnation=obj.incarnation, says=Record.of(
                "event.cant_enter", object=Obj(oid, obj.incarnation), zone=Zone(obj.zone), rule=Rule("400.4a")))
        return kept

    @staticmethod
    def _instant_or_sorcery(card: Characteristics) -> bool:
        """Whether a face of the card is an instant or a sorcery (the cheap look before evaluating)."""
        return bool(card.card_types & {"instant", "sorcery"}) or (
            card.back is not None and bool(card.back.card_types & {"instant", "sorcery"}))

    def _move_one(self, oid: str, zone: str, controller: str | None, counters: Mapping[str, int] | None,
                  tapped: bool, kicked: tuple[str, ...]) -> GameObject:
        obj = self.game.obj(oid)
        new = replace(obj, zone=zone, timestamp=self.game.next_timestamp(), counters={}, counter_timestamps={},
                      attached_to=None, face_down=False, controller=controller or obj.owner,
                      choices=self.game.entering_choices.pop(oid, {}) if zone == "battlefield" else {},
                      incarnation=obj.incarnation + 1, damage=0, deathtouched=False, tapped=tapped, attacking=None, defending=None, blocking=(), blocked=False,
                      first_striker=False, kicked=kicked,
                      choice_links={},
                      transformed=False, flipped=False)  # 710.4: no memory of its status
        for kind, n in (counters or {}).items():
            new.counters[kind] = n
            new.counter_timestamps[kind] = new.timestamp
        self.game.objects[oid] = new
        spell_resolves = obj.zone == "stack" and zone == "battlefield"
        for eid, e in list(self.game.effects.items()):
            if spell_resolves and e.stays_with_the_permanent:
                continue  # 400.7a: an effect of a spell or ability on a permanent spell applies to the permanent
            if e.affected is not None and oid in e.affected:
                self.game.effects[eid] = replace(e, affected=e.affected - {oid})
        for other in self.game.objects.values():
            if other.attached_to == oid:
                other.attached_to = None
        return new

    def create_tokens(self, card: Characteristics, count: int, *, controller: str,
                      source: str | None = None, copy_of: str | None = None,
                      copy_values: Copiable | None = None) -> list[GameObject]:
        """111.1: tokens are created at the same time, entering the battlefield together; how
        many, as the replacement effects on creating tokens say (614.1a; their entering is
        an event within it, replaced after, 616.1g). ``copy_of``: each is a copy of that object
        (707.2: its copiable values, copy effects included, 707.3) — of a double-faced permanent
        no copy effect applies to, a double-faced token with its faces, the same face up (707.8a)."""
        if count > 0 and self.may_replace():
            views = self.game.characteristics(record=False).views
            count = replace_event(self.game, Would(WouldKind.TOKENS, player=controller, amount=count), views).amount
        self.game.budget.room_for("objects", count, have=len(self.game.objects))
        entries: list[tuple[str, Characteristics, dict[str, object]]] = []
        made: dict[str, object] = {"controller": controller, "token": True, "copy_of": copy_of,
                                   "copy_values": copy_values}
        if copy_of is not None and copy_values is None and self.game.obj(copy_of).card.back is not None \
                and not self._copied(copy_of):
            # 707.8a: both faces, each the copiable values of the same face; the same face up
            card, made = self.game.obj(copy_of).card, {**made, "copy_of": None, "transformed": self.game.obj(copy_of).transformed}
        for _ in range(count):
            entries.append((f"token{self.game.new_token_number()}", card, dict(made)))
        return self.create_together(entries)

    def _copied(self, oid: str) -> bool:
        """Whether a copy effect of a resolved spell or ability, or one it entered with, applies to ``oid`` (707.2)."""
        return any(e.affected is not None and oid in e.affected and any(isinstance(p, CopyValues) for p in e.spec.parts)
                   for e in self.game.effects.values())

    def cards_in(self, zone: str, player: str) -> list[str]:
        """The ids of the cards ``player`` owns in ``zone`` (a library: the top one first) — not
        tokens, which are no cards (108.2b, 111.7)."""
        return [o.id for o in self.game.objects.values() if o.zone == zone and o.owner == player and not o.token]

    def arrange_library(self, player: str, top: Sequence[str] = (), bottom: Sequence[str] = ()) -> None:
        """The cards ``top`` on top of ``player``'s library in that order (the first one the top
        card), the cards ``bottom`` at its bottom in that order (the last one the bottom card),
        the rest between them as they were (701.22a, 701.25a: "in any order")."""
        library = self.cards_in("library", player)
        placed = [*top, *bottom]
        if len(set(placed)) != len(placed) or not set(placed) <= set(library):
            raise IllegalActionError(f"{', '.join(placed)}: not each once among the cards of {player}'s library",
                                     not_allowed("cant_arrange_library"))
        order = iter([*top, *(c for c in library if c not in placed), *bottom])
        inside = set(library)
        keys = [next(order) if k in inside else k for k in self.game.objects]
        arranged = {k: self.game.objects[k] for k in keys}
        self.game.objects.clear()
        self.game.objects.update(arranged)

    def draw(self, player: str) -> None:
        """121.1: the top card of the library (the first one put there) goes to the hand —
        unless a replacement effect replaces the draw (121.2: one card is one draw; 614.1a)."""
        if self.may_replace():
            views = self.game.characteristics(record=False).views
            if replace_event(self.game, Would(WouldKind.DRAW, player=player, amount=1), views).amount <= 0:
                return
        library = self.cards_in("library", player)
        if not library:  # 121.4: nothing is drawn; 704.5b: they lose when state-based actions are checked
            self.game.drew_from_empty.add(player)
            self.game.record("cant", player=player, says=Record.of("event.draw_empty", player=Player(player),
                                                                   rule=Rule("121.4")))
            return
        self.game.record("draw", player=player, says=Record.of("event.draw", player=Player(player)))
        drawn = self.move_together(library[:1], "hand")
        key = f"cards drawn:{player}"
        self.game.turn_counts[key] = self.game.turn_counts.get(key, 0) + 1
        if self.game.turn_counts[key] == 1:
            self.reveal_first_draw(player, drawn[0])

    def reveal_first_draw(self, player: str, card: GameObject) -> None:
        """"Reveal the first card you draw each turn" (:class:`RevealFirstDraw`): each such
        ability of a permanent ``player`` controls reveals the card their first draw of the turn
        put into their hand — one event each, caused by that ability (701.20a; 603.11, 607:
        what its linked ability triggers on "this way")."""
        now = self.game.characteristics(record=False)
        events = [self.game.record("revealed", object=card.id, incarnation=card.incarnation, player=player,
                                   target=src.id, ability=k,
                                   says=Record.of("event.revealed", player=Player(player),
                                                  object=Obj(card.id, card.incarnation), source=Obj(src.id),
                                                  text=Text(a.text), rule=Rule("701.20a")))
                  for src in list(now.views.values()) if src.zone == "battlefield" and src.controller == player
                  for k, a in src.abilities if isinstance(a, RevealFirstDraw)]
        if events:
            detect(self.game, events, now, now)

    def lock_copies(self, spec: EffectSpec, ctx: Context) -> EffectSpec:
        """A copy effect copies the values the original has as it is created (608.2h, 707.2):
        its layer-1 values, face-down ones for a face-down original (708.2)."""
        if not any(isinstance(p, CopyValues) for p in spec.parts):
            return spec
        layer_1 = self.game.characteristics(stop_before=Layer.L2_CONTROL, record=False).views
        return replace(spec, parts=tuple(lock_copy(p, layer_1, ctx) if isinstance(p, CopyValues) else p
                                         for p in spec.parts))

    def may_replace(self) -> bool:
        """Whether any replacement ability could be in force (a cheap look before evaluating)."""
        def has(abilities: Iterable[object]) -> bool:
            return any(as_replacement(a) is not None for a in abilities)

        if self.game.shields:
            return True

        return (any(has(c.abilities) or (c.back is not None and has(c.back.abilities))
                    for c in self.game.card_values.values())
                or any(has(p.abilities) for e in self.game.effects.values() for p in e.spec.parts
                       if isinstance(p, AddAbilities)))

    def life_replaced(self, player: str, amount: int, cause: str = "") -> int:
        """How much life ``player`` gains or loses instead of ``amount`` (614.1a); ``cause``:
        ``damage`` for a loss from damage dealt to them (120.3a)."""
        if amount == 0 or not self.may_replace():
            return amount
        views = self.game.characteristics(record=False).views
        return replace_event(self.game, Would(WouldKind.LIFE, player=player, amount=amount, cause=cause,
                                              life=self.game.life[player]), views).amount

    def _zone_changes_replaced(self, ids: list[str], zone: str, before: Evaluation | None,
                               destroyed: set[str] | None = None, no_regeneration: bool = False) -> dict[str, Would]:
        """Where each object goes: ``zone``, unless a replacement effect sends it elsewhere
        (or regenerates it: it stays, 701.19)."""
        wills = {oid: Would(WouldKind.ZONE_CHANGE, object=oid, from_zone=self.game.obj(oid).zone, to_zone=zone,
                            cause="destroy" if oid in (destroyed or ()) else "", no_regeneration=no_regeneration)
                 for oid in ids}
        for oid, would in wills.items():
            if self.game.obj(oid).flashback and would.to_zone != "exile":  # 702.34a: exiled instead
                would.to_zone = "exile"
                self.game.record("replace", object=oid, says=Record.of("event.flashback_exiled", object=Obj(oid),
                                                                       rule=Rule("702.34a")))
        if not self.may_replace():
            return wills
        views = (before or self.game.characteristics(record=False)).views
        return {oid: replace_event(self.game, would, views) for oid, would in wills.items()}

    def _regenerated(self, oid: str, would: Would) -> bool:
        """701.19a: instead of being destroyed, all damage is removed from it, it is tapped and
        removed from combat; it stays (no zone change, the same object)."""
        if would.damage_removed and not would.regenerated:  # 702.89a: it stays, all damage removed
            obj = self.game.obj(oid)
            obj.damage = 0
            self.game.record("replace", object=oid, incarnation=obj.incarnation, says=Record.of(
                "event.damage_removed", object=Obj(oid, obj.incarnation), rule=Rule("702.89a")))
            return True
        if not would.regenerated:
            return False
        obj = self.game.obj(oid)
        obj.damage, obj.tapped, obj.attacking, obj.blocking, obj.blocked = 0, True, None, (), False  # 506.4
        self.game.record("regenerate", object=oid, incarnation=obj.incarnation,
                    says=Record.of("event.regenerate", object=Obj(oid, obj.incarnation), rule=Rule("701.19a")))
        return True

    def _enters_replaced(self, objs: list[GameObject], arriving: frozenset[str] = frozenset()) -> None:
        """614.1c, 614.12: how each permanent enters (counters, tapped), judged on it as it
        will be on the battlefield; then, counters it enters with being counters put on it
        (122.6), the replacement effects on putting counters (:meth:`counters_replaced`).
        ``arriving``: every object entering in this event — none of their replacement effects
        applies to another of them (614.12: they are not on the battlefield yet). 306.5b: a
        planeswalker enters with loyalty counters equal to its printed loyalty (a replacement effect,
        614.1c; a copy's is the copied one, 707.2) unless it enters with loyalty counters already."""
        if not objs or not (self.may_replace() or self._entering_keywords() or any(
                o.counters or o.choices.get("exile") or o.choices.get("devour") or o.card.loyalty is not None
                or "planeswalker" in o.card.card_types for o in objs)):
            return
        views = self.game.characteristics(record=False).views
        for obj in objs:
            start = dict(obj.counters)
            if obj.id in views and "loyalty" not in start:
                start.update(_printed_loyalty(views[obj.id]))  # 306.5b
            would = replace_event(self.game, Would(WouldKind.ENTERS, object=obj.id, counters=start,
                                                   tapped=obj.tapped, choices=dict(obj.choices), x=obj.x), views,
                                  look=lambda w, o=obj: self._as_it_would_enter(o, w),  # type: ignore[misc]
                                  arriving=arriving | {obj.id})
            if "loyalty" not in would.counters:  # 306.5b, 707.2: a copy of a planeswalker, as it enters
                would.counters.update(_printed_loyalty(self.game.characteristics(record=False).views[obj.id]))
            self._devours(obj, would, arriving | {obj.id})
            self._enters_by_keywords(obj, would)
            for kind, n in would.counters.items():
                # 122.6: counters it enters with are put on it — "put counters" replacements apply
                n = self.counters_replaced(obj.id, kind, n, arriving=arriving | {obj.id}) if n > 0 else n
                if n != obj.counters.get(kind, 0):
                    obj.counters[kind] = n
                    obj.counter_timestamps[kind] = obj.timestamp
            obj.tapped = would.tapped
            self._exiled_as_it_enters(obj, arriving)

    def _entering_keywords(self) -> bool:
        """Whether any card value of the game has a keyword that says how a permanent enters
        (engine.keywords.ENTERING), on it or granted by a static ability (the cheap look)."""
        def has(abilities: Iterable[object]) -> bool:
            return any(isinstance(a, Keyword) and keyword_of(a.name) in ENTERING or isinstance(a, StaticAbility)
                       and any(has(getattr(p, "abilities", ())) for p in a.effect.parts) for a in abilities)
        return any(has(c.abilities) for c in self.game.card_values.values())

    def _enters_by_keywords(self, obj: GameObject, would: Would) -> None:
        """614.1c: the keywords that say how their permanent enters, on it as it would enter
        (614.12) — riot (702.136a: an additional +1/+1 counter, its choice ``riot: counter``; if
        not, it gains haste), bloodthirst N (702.54a: N +1/+1 counters if an opponent was dealt
        damage this turn), sunburst (702.44a: from the stack, a +1/+1 counter — a charge counter if
        it is no creature — for each color of mana spent to cast it). Each instance on its own."""
        view = self.game.characteristics(record=False).views[obj.id]
        keywords = [a for _, a in view.abilities if isinstance(a, Keyword)]
        riots = riot_choices(obj.choices.get("riot"), sum(keyword_of(a.name) == "riot" for a in keywords))
        if riots is None:
            raise ChoiceError(f"{obj.id} has {sum(keyword_of(a.name) == 'riot' for a in keywords)} riot abilities: "
                              f"one choice for each (702.136b), not {obj.choices['riot']!r}",
                              not_allowed("cant_riot_choices", obj.id, rule="702.136b"))
        for a in keywords:
            name = keyword_of(a.name)
            if name == "riot" and riots.pop(0) == "counter":  # 702.136b: each instance chosen separately
                would.counters["+1/+1"] = would.counters.get("+1/+1", 0) + 1
            elif name == "riot":  # 702.136a: "If you don't, it gains haste" (an effect from now on, 611.2)
                grant = AddAbilities((Keyword("haste"),))
                self.game.create_effect(EffectSpec("Riot", parse_selector("self"), (grant,), says=a.says()),
                                        controller=obj.controller, source=obj.id)
            elif name == "bloodthirst" and any(self.game.turn_counts.get(f"dealt damage {p}") for p in self.game.players
                                               if p != obj.controller):
                would.counters["+1/+1"] = would.counters.get("+1/+1", 0) + a.number()
            elif name == "sunburst" and obj.spent:
                kind = "+1/+1" if "creature" in view.card_types else "charge"
                would.counters[kind] = would.counters.get(kind, 0) + len({m for m in obj.spent if m in "WUBRG"})

    def _devours(self, obj: GameObject, would: Would, arriving: frozenset[str]) -> None:
        """702.82a: "Devour N" — as it enters its controller may sacrifice any number of creatures
        (its choice ``devour``: the ones for each devour N it has as it would enter, 614.12); it
        enters with N +1/+1 counters for each. Not one entering at the same time (614.13a), nor
        one chosen for another of them (614.13b)."""
        views = self.game.characteristics(record=False).views
        amounts = [int(a.name.split()[1]) for _, a in views[obj.id].abilities if isinstance(a, Keyword)
                   and len(a.name.split()) == 2 and a.name.split()[0].lower() == "devour" and a.name.split()[1].isdigit()]
        wanted = {int(n): ids.split(",") if ids else [] for n, ids in
                  (part.split("=", 1) for part in obj.choices.get("devour", "").split())}
        if not wanted:
            return
        missing = [n for n in wanted if n not in amounts]
        if missing:
            raise ChoiceError(f"{obj.id} has no devour {missing[0]} (702.82a; its devour: "
                              f"{', '.join(map(str, amounts)) or 'none'})", not_allowed("cant_no_devour", obj.id))
        legal = [v.id for v in views.values() if v.zone == "battlefield" and v.controller == obj.controller
                 and "creature" in v.card_types and v.id not in arriving]
        chosen = [c for ids in wanted.values() for c in ids]
        twice = sorted({c for c in chosen if chosen.count(c) > 1})
        bad = [c for c in chosen if c not in legal]
        if twice or bad:
            why = (f"{', '.join(twice)} can't be chosen for two devour abilities (614.13b)" if twice else
                   f"{', '.join(bad)} can't be sacrificed as {obj.id} enters"
                   + (" (614.13a: it enters the battlefield at the same time)" if set(bad) & arriving else ""))
            raise ChoiceError(f"{why}; choices: {', '.join(legal) or 'none'}", cant_choose(
                Term("choice_devour"), twice or bad, legal, obj.id, "614.13b" if twice else "614.13a"))
        if chosen:
            self.game.record("sacrifice", player=obj.controller, says=Record.of(
                "event.sacrifices", player=Player(obj.controller), objects=tuple(Obj(o) for o in chosen),
                rule=Rule("702.82a")))
            self.move_together(chosen, "graveyard")
        for n, ids in wanted.items():
            if ids:
                would.counters["+1/+1"] = would.counters.get("+1/+1", 0) + n * len(ids)

    def _exiled_as_it_enters(self, obj: GameObject, arriving: frozenset[str]) -> None:
        """614.1c: "As this enters, exile any number of …" — the cards chosen for it (its choice
        ``exile``); 614.13a: not an object entering the battlefield at the same time (nor any the
        words don't describe)."""
        wanted = obj.choices.get("exile", "").split()
        abilities = [(k, a) for k, a in self.game.characteristics(record=False).views[obj.id].abilities
                     if isinstance(a, AsEntersAbility) and a.exile is not None]
        if not abilities:
            if wanted:
                raise ChoiceError(f"{obj.id}: it has no \"as it enters, exile …\" ability for its choice exile",
                                  not_allowed("cant_no_exile_ability", obj.id))
            return
        key, ability = abilities[0]
        views = self.game.characteristics(record=False).views
        legal = ability.exile.select(Context(views=views, source=obj.id, controller=obj.controller))  # type: ignore[union-attr]
        bad = [c for c in wanted if c not in legal]
        if bad:
            why = " (614.13a: it enters the battlefield at the same time)" if set(bad) & arriving else ""
            raise ChoiceError(f"{obj.id} can't exile {', '.join(bad)} as it enters{why}; "
                              f"choices: {', '.join(legal) or 'none'}", cant_choose(
                                  Term("choice_exile_as_enters"), bad, legal, obj.id, "614.13a" if why else "614.1c"))
        if wanted:
            item = StackItem(id=f"{obj.id}/as-enters", kind=StackKind.ABILITY, text=ability.text, source=obj.id,
                             controller=obj.controller, source_incarnation=obj.incarnation,
                             link_group=link_group(key))
            exile_remembered(self.game, wanted, item, "")

    def _as_it_would_enter(self, obj: GameObject, would: Would) -> Mapping[str, View]:
        """614.12, 616.1f: the game with ``obj`` as the effects applied so far make it enter —
        under whose control (616.1b), as a copy (616.1c), back face up (616.1d), tapped, with
        counters — for judging which effects now apply."""
        if would.controller is not None:
            obj.controller = would.controller
            obj.control = (would.controller, -1)  # 302.6: under it since it arrived
        if would.copy_of is not None:
            made = self._enter_as_copy(obj, would.copy_of, would.copy_part)
            if made is not None and made.if_creature_counters and made.values and made.makes_creature(made.values):
                # 707.9e, 707.9f: "if it's a creature, it enters with N additional +1/+1 counters" — an additional
                # effect of this copy effect (a later one drops it: AsCopy.apply)
                would.counters["+1/+1"] = would.counters.get("+1/+1", 0) + made.if_creature_counters
                would.copy_counters += made.if_creature_counters
        if would.back_face_up and obj.card.back is not None:
            obj.transformed = True
        obj.tapped = would.tapped
        return self.game.characteristics(record=False).views

    def turn_face_up(self, oid: str) -> Event:
        """708.8, 702.37e: a face-down permanent is turned face up. It is the same object
        (no zone change) with a new timestamp (613.7f); its characteristics are its own again
        (layer 1b no longer applies), and abilities that trigger on its being turned face
        up — its own, as it is now — trigger."""
        obj = self.game.obj(oid)
        if obj.zone != "battlefield" or not obj.face_down:
            raise IllegalActionError(f"{oid} is not a face-down permanent (708.8)",
                                     not_allowed("cant_not_face_down", oid, "708.8"))
        obj.face_down = False
        obj.timestamp = self.game.next_timestamp()  # 613.7f
        event = self.game.record("turned_face_up", object=obj.id, incarnation=obj.incarnation,
                            says=Record.of("event.turned_face_up", object=Obj(obj.id, obj.incarnation)))
        after = self.game.characteristics(record=False)
        detect(self.game, [event], after, after)
        return event

    def venture(self, player: str, dungeon: tuple[str, Characteristics] | None = None) -> Event:
        """701.49a: venture into the dungeon. Without a dungeon in the command zone the
        player puts one there (``dungeon``: its id and card) and the venture marker on its
        first room; otherwise the marker moves to the next room (rooms in the order of its
        room abilities: branching paths are not modelled). The room's ability triggers
        (309.4c). Completing a dungeon (309.7, 704.5t) is not modelled."""
        self.game.check_player(player)
        mine = [o for o in self.game.objects.values() if o.zone == "command" and o.owner == player
                and "dungeon" in o.card.card_types]
        if mine:
            obj, room = mine[0], self.game.venture_marker[mine[0].id] + 1
        elif dungeon is not None:
            obj, room = self.create(dungeon[0], dungeon[1], controller=player, zone="command", event=False), 0
        else:
            raise IllegalActionError(f"{player} has no dungeon in the command zone: name one to venture into",
                                     not_allowed("cant_no_dungeon", player=player))
        rooms = [a.on.room for a in obj.card.abilities
                 if isinstance(a, TriggeredAbility) and isinstance(a.on, RoomEntered) and a.on.room]
        if room >= len(rooms):
            raise IllegalActionError(f"{obj.id}: the venture marker is on its last room (completing a dungeon, "
                                     "309.7, is not modelled)", not_allowed("cant_last_room", obj.id, "309.7"))
        self.game.venture_marker[obj.id] = room
        event = self.game.record("room", object=obj.id, player=player, target=rooms[room], amount=room + 1,
                            says=Record.of("event.room", player=Player(player), room=Text(rooms[room]),
                                           object=Obj(obj.id), amount=room + 1, rooms=len(rooms)))
        now = self.game.characteristics(record=False)
        detect(self.game, [event], now, now)
        return event


def _printed_loyalty(view: View) -> dict[str, int]:
    """306.5b: the loyalty counters a planeswalker enters with — its printed loyalty (209.1; a copy's,
    707.2). One with none said is refused: it would enter with none and die (704.5i) for want of a word."""
    if "planeswalker" not in view.card_types:
        return {}
    if view.loyalty is None:
        raise IllegalActionError(f"{view.id} is a planeswalker with no printed loyalty: give its object `loyalty: N` "
                                 "(209.1, 306.5b), or `enter` it with `counters: {loyalty: N}`",
                                 not_allowed("cant_no_loyalty", view.id, "306.5b"))
    return {"loyalty": view.loyalty} if view.loyalty > 0 else {}
