"""Triggered abilities (603): matching events to trigger conditions, pending triggers,
putting them on the stack in APNAP order.

- 603.2: an ability triggers when its trigger event occurs; 603.2c: once per occurrence
  (two tokens entering at once are two occurrences: two triggers).
- 603.2d: "additional trigger" static abilities make an ability trigger extra times;
  they are counted when the ability triggers. 603.2h (and the golden rule 101.2): an
  ability that triggers "only once each turn" never triggers additionally beyond that.
- 603.4: an intervening "if" is checked when the event occurs (no trigger if false) and
  again on resolution (the ability does nothing if false).
- 603.6a / 603.10: enters abilities look at the game after the event; 603.6c / 603.10a:
  leaves-the-battlefield abilities (dies) look back at the game before the event.
- 603.3b: pending abilities are put on the stack, active player first (APNAP), each
  player in the order they choose; 603.3d: targets are chosen then, or the ability is
  removed from the stack if it has no legal target.
- 603.7: delayed triggers trigger once (603.7c); 603.12: reflexive triggers.
- 603.2 as an effect on the game rules changes it (613.11 today, 613.10 in 2009): "Creatures
  entering the battlefield don't cause abilities to trigger" — an ability does not trigger
  on an event that such an effect in force covers. The effect is judged with the game the
  trigger looks at: after the event for enters (603.6a: such a permanent entering together with
  a creature already stops it), before the event for dies (603.10a).

>>> from engine.abilities import TriggeredAbility
>>> p = PendingTrigger("t1", TriggeredAbility("Whenever another creature enters, you gain 1 life.", event="enters"), source="warden", controller="A")
>>> p
PendingTrigger(id='t1', source='warden', controller='A', text='Whenever another creature enters, you gain 1 life.')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.conditions import condition_holds
from engine.effects import TriggerBan
from engine.errors import ChoiceError, IllegalActionError, TargetError
from engine.linked import link_group, linked_choices
from engine.ports import PendingTrigger, StackItem, Triggered
from engine.records import (
    Effect,
    Item,
    Obj,
    Player,
    Record,
    Rule,
    Text,
    declare,
    illegal_targets,
    no_such,
    not_allowed,
    target_arg,
)
from engine.selectors import Context, Selector
from engine.stack import StackKind, apnap, as_targets, check_chosen, legal_targets, phrases_of
from engine.trigger_events import TRIGGER_EVENTS, occurrences

if TYPE_CHECKING:
    from engine.evaluate import Evaluation
    from engine.events import Event
    from engine.layered import Layered
    from engine.view import View

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("stack.no_target", "{item} is removed from the stack: no legal target for '{target}' ({rule})"),
    ("stack.put", "{item} ({trigger}) put on the stack by {player}: {text}[[ → targets {targets}]]"),
    ("trigger.banned", "{object}'s ability does not trigger on event #{seq}: {ban} ({source}; {rule}, {rule2}): {text}"),
    ("trigger.triggered", "{item} ({object}'s ability) triggered"),
    ("trigger.condition_false", "{object}: '{text}' does not trigger: its condition[[ ({condition})]] is false ({rule})"),
    ("trigger.once_each_turn", "{object}: '{text}' already triggered this turn ({rule})"),
    ("trigger.triggers", "{item}: {object}'s ability triggers on event #{seq}: {text}"),
    ("trigger.triggers_again", "{item}: {object}'s ability triggers an additional time ({rule}) on event #{seq}: {text}"),
    ("trigger.delayed", "{item}: delayed ability triggers ({rule}): {text}"),
    ("trigger.state", "{item}: {object}'s state trigger ({rule}): {text}"),
)


def has_trigger(value: object) -> bool:
    """Whether a card, ability or effect contains a triggered ability (executed ones) or an
    additional-trigger ability, anywhere inside (granted abilities, copy exceptions, back faces)."""
    if isinstance(value, TriggeredAbility):
        return bool(value.event)
    if isinstance(value, AdditionalTriggers):
        return True
    if isinstance(value, tuple):
        return any(has_trigger(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(has_trigger(getattr(value, f.name)) for f in dataclasses.fields(value)
                   if f.name not in ("text", "affected", "what", "predicates"))
    return False


def may_trigger(game: Layered, extra: Iterable[object] = ()) -> bool:
    """Whether any ability could trigger on an event now: if not, the engine records the
    event without computing the views a trigger would look at (a layers-only game)."""
    if game.delayed:
        return True
    cache = game.trigger_cache
    for value in [*game.card_values.values(), *(e.spec for e in game.effects.values()), *extra]:
        key = id(value)
        if key not in cache:
            cache[key] = (value, has_trigger(value))
        if cache[key][1]:
            return True
    return False


def _abilities(view: View, kinds: tuple[str, ...]) -> Iterator[tuple[str, TriggeredAbility]]:
    for key, ab in view.abilities:
        if isinstance(ab, TriggeredAbility) and ab.event in kinds:
            yield key, ab


def _event_matches(ab: Triggered, event: Event, source_controller: str | None = None) -> bool:
    return ab.on is not None and ab.on.matches(event, source_controller)


def _object_matches(what: Selector | None, obj: View | None, src: View, views: Mapping[str, View],
                    choices: Mapping[str, str]) -> bool:
    if obj is None:
        return what is None
    if what is None:
        return obj.id == src.id  # "When ~ enters / dies"
    ctx = Context(views=_with(views, obj), source=src.id, controller=src.controller, choices=choices)
    return what.matches(obj, ctx)


def _with(views: Mapping[str, View], obj: View) -> Mapping[str, View]:
    if views.get(obj.id) is obj:
        return views
    out = dict(views)
    out[obj.id] = obj
    return out


# 700.4: "dies" is leaving the battlefield for a graveyard: an effect about leaving covers it.
_COVERED: dict[str, tuple[str, ...]] = {"leaves": ("leaves", "dies"),
                                        # "casting or copying" covers abilities of either
                                        "cast_or_copy": ("cast", "cast_or_copy")}


def _covers(kinds: tuple[str, ...], ability_event: str) -> bool:
    """Whether an additional-trigger effect naming ``kinds`` covers an ability of ``ability_event``.

    >>> _covers(("enters", "leaves"), "dies"), _covers(("dies",), "leaves")
    (True, False)
    """
    return any(ability_event in _COVERED.get(k, (k,)) for k in kinds)


_SOURCES: list[tuple[Mapping[str, View], list[tuple[View, str, AdditionalTriggers]]]] = []


def _additional_sources(views: Mapping[str, View]) -> list[tuple[View, str, AdditionalTriggers]]:
    """The permanents in ``views`` with an ability of 603.2d, found once per game state: each
    ability that triggers asks (a game state is never changed once evaluated)."""
    if _SOURCES and _SOURCES[0][0] is views:
        return _SOURCES[0][1]
    found = [(v, key, a) for v in views.values() if v.zone == "battlefield"
             for key, a in v.abilities if isinstance(a, AdditionalTriggers)]
    _SOURCES[:] = [(views, found)]
    return found


def _additional(game: Layered, ab: TriggeredAbility, src: View, event: Event, obj: View | None,
                views: Mapping[str, View]) -> int:
    """603.2d: how many additional times the ability triggers."""
    extra = 0
    for v, key, a in _additional_sources(views):
        if v.controller != src.controller:
            continue
        # 607.2d: "the chosen creature type" is the choice of this ability's own group
        ctx = Context(views=views, source=v.id, controller=v.controller,
                      choices=linked_choices(v.choices, v.choice_links, link_group(key)))
        if (a.events or a.of is None) and (not _covers(a.events, ab.event) or not _event_matches(ab, event)):
            continue  # "if [event] causes …": only that kind of event
        if a.what is not None and (obj is None or not a.what.matches(obj, ctx)):
            continue
        if a.of is not None and not a.of.matches(src, ctx):
            continue  # "if a triggered ability of [a permanent it describes] triggers"
        if not condition_holds(a.condition, views, v.id, v.controller, None, (), game.life, ctx.choices):
            continue  # "if you control six or more …": not now
        extra += 1
    return extra


def detect(game: Layered, events: list[Event], before: Evaluation | None, after: Evaluation) -> list[PendingTrigger]:
    """Find the abilities that trigger on ``events`` and add them to ``game.pending``."""
    found: list[PendingTrigger] = []
    for event in events:
        involved = occurrences(event, before, after)
        for looked, kinds, obj in involved:
            if looked is None:
                continue
            views = looked.views
            for src in list(views.values()):
                dungeon = src.zone == "command" and "dungeon" in src.card_types  # 309.2a: rooms work there
                if src.zone not in ("battlefield", "stack") and not dungeon:
                    continue
                for key, ab in _abilities(src, kinds):
                    if not dungeon and TRIGGER_EVENTS.get(ab.event).functions_in != src.zone:
                        continue  # 113.6: a permanent's abilities on the battlefield, a spell's on the stack
                    if not _event_matches(ab, event, src.controller):
                        continue
                    if ab.on is not None and not ab.on.happened_by(event, src, key, ab.link):
                        continue  # 603.11, 607: "… this way"
                    # 607.2d: the choices of the object as the trigger sees it (look-back for leaves)
                    choices = linked_choices(src.choices, src.choice_links, link_group(key))
                    if not _object_matches(ab.what, obj, src, views, choices):
                        continue
                    if ab.on is not None and not ab.on.involves(game, event, views, src):
                        continue  # "a spell that targets only a single creature you control"
                    ban = banned_by(looked, ab, event, obj, src)
                    if ban is not None:
                        game.record("trigger", says=Record.of(
                            "trigger.banned", object=Obj(src.id), seq=event.seq, ban=Text(ban.rule.text),
                            source=Obj(ban.source) if ban.source else Effect(ban.effect), rule=Rule("603.2"),
                            rule2=Rule("613.11"), text=Text(ab.text)))
                        continue
                    found += _trigger(game, ab, src, key, event, obj, after.views, views)
        if involved:
            found += _delayed(game, event, involved[0][2], after)
    game.add_pending(*found)
    return found + _abilities_triggered(game, found, after)


def _abilities_triggered(game: Layered, triggered: list[PendingTrigger], after: Evaluation) -> list[PendingTrigger]:
    """"Whenever a [backup] ability you control triggers": each ability that just triggered
    is an event (``ability_triggered``, its source as ``object``, its pending id as
    ``target``) that such abilities trigger on. An ability that triggers on an ability
    triggering is not itself such an event (no endless chain). Nothing is recorded unless
    a permanent has such an ability."""
    views = after.views
    watchers = [(src, key, ab) for src in views.values() if src.zone == "battlefield"
                for key, ab in _abilities(src, ("ability_triggers",))]
    causes = [p for p in triggered if p.ability.event != "ability_triggers"]
    if not watchers or not causes:
        return []
    batch = game.next_batch()
    found: list[PendingTrigger] = []
    for p in causes:
        event = game.record("ability_triggered", batch=batch, object=p.source, player=p.controller, target=p.id,
                            incarnation=p.source_incarnation,
                            says=Record.of("trigger.triggered", item=Item(p.id),
                                           object=Obj(p.source or "", p.source_incarnation)))
        obj = p.source_view if p.source_view is not None else views.get(p.source or "")
        for src, key, ab in watchers:
            if ab.on is None or not ab.on.admits(game, p):
                continue  # not that keyword's, not one that event caused, not of that creature
            choices = linked_choices(src.choices, src.choice_links, link_group(key))
            if not _object_matches(ab.what, obj, src, views, choices):
                continue
            for q in _trigger(game, ab, src, key, event, obj, views, views):
                q.that_ability = p.id
                found.append(q)
    game.add_pending(*found)
    return found


def _event_kind(event: Event) -> str:
    """The kind of trigger event a rule-modifying effect can name: ``enters``, ``dies`` or ``""``."""
    if event.enters:
        return "enters"
    if event.dies:
        return "dies"
    return ""


def banned_by(looked: Evaluation, ab: TriggeredAbility, event: Event, obj: View | None,
              src: View) -> TriggerBan | None:
    """The effect in force that stops ``ab`` of ``src`` from triggering on ``event`` (603.2
    changed by an effect on the game rules, 613.11), or ``None``.

    An effect covers an event of one of its kinds (``enters``, ``dies``) involving an
    object its ``what`` describes, and abilities of that kind — of every permanent, or of
    those its ``whose`` describes (judged for the effect's controller).

    >>> from engine import Characteristics, Game, parse_selector
    >>> from engine.abilities import StaticAbility
    >>> from engine.effects import CantTrigger, EffectSpec
    >>> rule = CantTrigger("Creatures entering don't cause abilities to trigger.", ("enters",),
    ...                    parse_selector("creature"))
    >>> orb = Characteristics("Orb", card_types=frozenset({"artifact"}), abilities=(
    ...     StaticAbility(rule.text, EffectSpec(rule.text, parse_selector("self"), (rule,))),))
    >>> etb = TriggeredAbility("When this enters, you gain 1 life.", event="enters")
    >>> g = Game()
    >>> _ = g.create("orb", orb, controller="B", event=False)
    >>> _ = g.create("x", Characteristics("X", card_types=frozenset({"creature"}), power=1, toughness=1,
    ...                                   abilities=(etb,)), controller="A")
    >>> g.pending, g.log[-1].text.split(":")[0]
    ([], "x's ability does not trigger on event #1")
    """
    kind = _event_kind(event)
    if not kind or ab.event != kind or obj is None:
        return None
    views = _with(looked.views, obj)
    for ban in looked.bans:
        rule = ban.rule
        if kind not in rule.events:
            continue
        ctx = ban.context(views)
        if not rule.what.matches(obj, ctx):
            continue
        if rule.whose is not None and not rule.whose.matches(src, ctx):
            continue
        return ban
    return None


def _trigger(game: Layered, ab: TriggeredAbility, src: View, key: str, event: Event, obj: View | None,
             now: Mapping[str, View], looked: Mapping[str, View]) -> list[PendingTrigger]:
    src_obj = game.objects.get(src.id)
    incarnation = src.incarnation
    kicked = src_obj.kicked if src_obj is not None and src_obj.incarnation == incarnation else game.lki_kicked(src.id)
    # 603.4: the intervening "if" is checked when the event occurs.
    cond_views = looked if TRIGGER_EVENTS.get(ab.event).looks_back else now
    if not condition_holds(ab.condition, cond_views, src.id, src.controller, obj, kicked, game.life,
                           linked_choices(src.choices, src.choice_links, link_group(key))):
        game.record("trigger", says=Record.of("trigger.condition_false", object=Obj(src.id), text=Text(ab.text),
                                              condition=Text(ab.condition.text) if ab.condition and ab.condition.text else (),
                                              rule=Rule("603.4")))
        return []
    if ab.one_or_more:
        batch_key = f"batch:{src.id}#{incarnation}/{key}/{event.batch}"
        if game.turn_counts.get(batch_key):
            return []  # 603.2c: "one or more" — this event already made it trigger
        game.turn_counts[batch_key] = 1
    kind = TRIGGER_EVENTS.get(ab.event)
    if kind.once_per_recipient and obj is not None:
        seen_key = f"recipient:{src.id}#{incarnation}/{key}/{event.batch}/{obj.id}#{obj.incarnation}"
        if game.turn_counts.get(seen_key):
            return []  # 603.2c: one occurrence for it, however many sources dealt damage at once
        game.turn_counts[seen_key] = 1
    once_key = f"triggered:{src.id}#{incarnation}/{key}"
    if ab.once_each_turn and game.turn_counts.get(once_key, 0) >= 1:
        game.record("trigger", says=Record.of("trigger.once_each_turn", object=Obj(src.id), text=Text(ab.text),
                                              rule=Rule("603.2h")))
        return []
    times = 1 + _additional(game, ab, src, event, obj, looked)
    if ab.once_each_turn:
        times = 1  # 603.2h with 101.2: "only once each turn" wins over "an additional time"
    # "it": the object the event is about — for "is dealt damage", the creature dealt damage
    it, it_incarnation = ((obj.id, obj.incarnation) if TRIGGER_EVENTS.get(ab.event).it_is_recipient and obj is not None
                          else (event.object, event.incarnation))
    out = []
    for n in range(times):
        game.turn_counts[once_key] = game.turn_counts.get(once_key, 0) + 1
        p = PendingTrigger(
            id=game.new_trigger_id(), ability=ab, source=src.id, controller=src.controller,
            source_incarnation=incarnation, ability_key=key, event_seq=event.seq, it=it,
            it_incarnation=it_incarnation, it_view=obj, source_view=src, kicked=kicked,
            additional=n > 0, link_group=link_group(key),
            choices=linked_choices(src.choices, src.choice_links, link_group(key)))
        game.record("trigger", says=Record.of("trigger.triggers_again", item=Item(p.id), object=Obj(src.id),
                                              rule=Rule("603.2d"), seq=event.seq, text=Text(ab.text)) if n
                    else Record.of("trigger.triggers", item=Item(p.id), object=Obj(src.id), seq=event.seq,
                                   text=Text(ab.text)))
        out.append(p)
    return out


def _delayed(game: Layered, event: Event, obj: View | None, after: Evaluation) -> list[PendingTrigger]:
    out = []
    for d in list(game.delayed):
        if not _event_matches(d.ability, event, d.controller):
            continue
        if obj is not None and (not d.involves_it(event) if d.ability.what is None else not d.ability.what.matches(
                obj, Context(views=_with(after.views, obj), source=d.source, controller=d.controller))):
            continue  # about its object (603.7c), or about the objects ``what`` describes
        game.remove_delayed(d)  # 603.7c: a delayed trigger triggers only once
        p = PendingTrigger(id=game.new_trigger_id(), ability=d.ability, source=d.source, controller=d.controller,
                           source_incarnation=d.source_incarnation, event_seq=event.seq, it=d.it,
                           it_incarnation=d.it_incarnation, it_view=after.views.get(d.it) if d.it else None,
                           delayed=True)
        game.record("trigger", says=Record.of("trigger.delayed", item=Item(p.id), rule=Rule("603.7"),
                                              text=Text(d.ability.text)))
        out.append(p)
    return out


def check_state_triggers(game: Layered, resolving: StackItem | None = None) -> list[PendingTrigger]:
    """603.8: a state-triggered ability triggers whenever its condition is true, and
    not again while it is pending or on the stack (until it has resolved or been removed);
    ``resolving``: the spell or ability resolving now, still on the stack until it has (608.2n)."""
    views = game.characteristics(record=False).views
    waiting = {(p.source, p.ability_key) for p in game.pending} | {
        (i.source, i.ability_key) for i in (*game.stack, *([resolving] if resolving else ())) if i.trigger is not None}
    found = []
    for src in views.values():
        if src.zone != "battlefield":
            continue
        for key, ab in _abilities(src, ("state",)):
            if (src.id, key) in waiting or not condition_holds(
                    ab.condition, views, src.id, src.controller, None, (), game.life,
                    linked_choices(src.choices, src.choice_links, link_group(key))):
                continue
            p = PendingTrigger(id=game.new_trigger_id(), ability=ab, source=src.id, controller=src.controller,
                               source_incarnation=src.incarnation, ability_key=key, source_view=src,
                               link_group=link_group(key))
            game.record("trigger", says=Record.of("trigger.state", item=Item(p.id), object=Obj(src.id),
                                                  rule=Rule("603.8"), text=Text(ab.text)))
            found.append(p)
    game.add_pending(*found)
    return found


def put_on_stack(game: Layered, order: list[str] | None = None,
                 targets: Mapping[str, list[str]] | None = None) -> list[StackItem]:
    """603.3b: put every pending ability on the stack: the active player's first, in the
    order they choose, then each other player's in turn order. ``order`` lists trigger
    ids (the players' choices, bottom first); ``targets`` gives each one's targets (603.3d)."""
    order = list(order or [])
    targets = dict(targets or {})
    ids = [p.id for p in game.pending]
    known = set(ids)
    for tid in list(order) + list(targets):
        if tid not in known:
            raise ChoiceError(f"no pending triggered ability {tid!r} (pending: {', '.join(ids) or 'none'})",
                              no_such("thing_pending", tid, ids))
    rank = {tid: i for i, tid in enumerate(order)}
    pushed: list[StackItem] = []
    pending, game.pending = game.pending, []
    triggered = {id(p): i for i, p in enumerate(pending)}  # the order they triggered in
    height, logged = len(game.stack), len(game.log)
    # 603.3b: first, in APNAP order, each player puts the abilities whose trigger condition is
    # not that another ability triggered; then, in APNAP order, the rest (those that triggered
    # on an ability triggering) — so such an ability resolves before the one that caused it.
    rounds = [[p for p in pending if not p.that_ability], [p for p in pending if p.that_ability]]
    try:
        for group in rounds:
            for player in apnap(game.players, game.active_player):
                mine = [p for p in group if p.controller == player]
                mine.sort(key=lambda p: (rank.get(p.id, len(rank)), triggered[id(p)]))
                for p in mine:
                    item = _push(game, p, targets.get(p.id, []))
                    if item is not None:
                        pushed.append(item)
    except IllegalActionError:
        # A choice was missing or illegal: nothing happened.
        del game.stack[height:]
        del game.log[logged:]
        game.pending = pending
        raise
    return pushed


def _push(game: Layered, p: PendingTrigger, chosen: list[str]) -> StackItem | None:
    ab = p.ability
    chosen = list(as_targets(chosen, game.stack))
    if ab.target:
        now = game.characteristics(record=False)
        views = now.views
        phrases = phrases_of(ab.target)

        def legal_of(phrase: str) -> list[str]:
            return legal_targets(phrase, views, game.players, p.source, p.controller, game.stack, p.choices, now.players)
        # 603.3d: an instance of "target" with no legal target to choose — it is removed
        empty = next((ph for ph in phrases if not legal_of(ph)), None)
        if empty is not None and chosen:  # 603.3d: no targets to choose — it is removed, and the choice said is none
            raise TargetError(f"{p.id}: '{empty}' has no legal target now, so the ability is removed from the "
                              f"stack (603.3d): no targets are chosen for it (said: {', '.join(chosen)})",
                              not_allowed("cant_targets_removed", p.source or p.id, "603.3d"))
        if empty is not None:
            game.record("stack", says=Record.of("stack.no_target", item=Item(p.id), target=Text(empty),
                                                rule=Rule("603.3d")))
            return None
        if not chosen:
            legal = legal_of(phrases[0])
            raise TargetError(f"{p.id}: choose a target for '{ab.target if len(phrases) == 1 else phrases[0]}' "
                              f"(603.3d); legal targets: {', '.join(legal)}",
                              illegal_targets(p.source or p.id, phrases[0], legal, rule="603.3d"))
        check_chosen(p.id, phrases, chosen, legal_of, "603.3d")  # 601.2c, 115.3: one for each "target"
    elif chosen:
        raise TargetError(f"{p.id}: '{ab.text}' has no targets", not_allowed("cant_no_targets", p.source or ""))
    item = StackItem(id=game.new_stack_id(), kind=StackKind.TRIGGER, text=p.text, source=p.source, controller=p.controller,
                     targets=tuple(chosen), source_incarnation=p.source_incarnation, ability_key=p.ability_key,
                     ability=ab, instructions=ab.instructions, trigger=p, link_group=p.link_group,
                     target_incarnations={t: game.objects[t].incarnation for t in chosen if t in game.objects},
                     target_slots=tuple(range(len(chosen))))
    game.put_on_stack(item)
    game.record("stack", says=Record.of("stack.put", item=Item(item.id), trigger=Item(p.id),
                                        player=Player(p.controller), text=Text(p.text),
                                        targets=tuple(target_arg(t, game.players) for t in chosen)))
    return item
