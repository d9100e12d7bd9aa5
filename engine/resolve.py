"""Resolving the top of the stack (608) and performing one-shot instructions.

608.2b: a spell or ability whose targets are all illegal now does not resolve. 603.4:
a triggered ability with an intervening "if" does nothing if the condition is false
now. 608.2h: a value of an object that has left its zone is its last known information.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities import TriggeredAbility
from engine.amounts import item_choices, now_or_last_known
from engine.conditions import condition_holds
from engine.effects import Duration
from engine.errors import ChoiceError, EmptyStackError, IllegalActionError
from engine.instructions import CastRebound, perform
from engine.keywords import keywords_of
from engine.layers import EffectPart
from engine.objects import PERMANENT_TYPES
from engine.ports import DelayedTrigger, Resolving, StackItem
from engine.records import Item, Obj, Record, Rule, Text, cant_choose, declare, no_such, not_a, not_allowed
from engine.stack import ceases, legal_targets
from engine.trigger_events import BeginningOf

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.layered import Layered

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("resolve.condition_false", "{item} does nothing: its condition[[ ({condition})]] is false on resolution ({rule})"),
    ("resolve.no_legal_target", "{item} does not resolve: no target is legal now ({rule})"),
    ("resolve.resolves", "{item} resolves: {text}"),
    ("resolve.permanent_resolves", "{item} resolves ({rule})"),
    ("resolve.rebound", "{object} was cast from the hand with rebound: it is exiled instead ({rule})"),
    ("resolve.token_permanent", "{object}, a copy of a permanent spell, becomes a token permanent as it enters ({rule})"),
)

# 702.88a: the delayed triggered ability rebound creates, about the exiled card
REBOUND = TriggeredAbility("At the beginning of your next upkeep, you may cast this card from exile without paying its "
                           "mana cost.", event="beginning_of", on=BeginningOf(step="your upkeep"),
                           instructions=(CastRebound(),))


def resolve_top(game: Layered, chosen: tuple[str, ...] = (), choices: Mapping[str, str] | None = None) -> StackItem:
    """608.2: the top object of the stack resolves; ``chosen``: the controller's choices
    of objects made on resolution (608.2d); ``choices``: the words chosen as the continuous
    effect it creates begins (612.2: the words a text-changing effect swaps) — with the choices
    its source's linked ability made (607.2d), which its effect may refer to too."""
    if not game.stack:
        raise EmptyStackError("the stack is empty", not_allowed("cant_stack_empty", rule="608.1"))
    effect = getattr(game.stack[-1].ability, "effect", None)
    takes = frozenset().union(*(p.chosen_as_it_begins for p in effect.parts if isinstance(p, EffectPart))
                              ) if effect is not None else frozenset()
    item = game.stack.pop()
    trig = item.trigger
    views = game.characteristics(record=False).views
    ab = item.ability
    # 603.4: an intervening "if" is checked again on resolution; 603.8: a state trigger's
    # state is not (it resolves though the state is no longer true)
    cond = getattr(ab, "condition", None) if getattr(ab, "event", None) != "state" else None
    if trig is not None and cond is not None and not condition_holds(
            cond, views, item.source, item.controller,
            now_or_last_known(game, trig.it_view) if trig.it_view is not None else None,  # 603.4, 608.2h: now
            trig.kicked, game.life,
            item_choices(game, item)):
        game.record("resolve", says=Record.of("resolve.condition_false", item=Item(item.id),
                                              condition=Text(cond.text) if cond.text else (),  # none written
                                              rule=Rule("603.4")))
        return item
    phrases = item.target_phrases
    if item.targets and phrases:
        players_now = game.characteristics(record=False).players
        legal = [legal_targets(ph, views, game.players, item.source, item.controller, game.stack,
                               item_choices(game, item), players_now) for ph in phrases]
        # 608.2b: each target checked against its own instance of "target" (115.3), the illegal dropped
        kept = [(t, item.slot_of(i)) for i, t in enumerate(item.targets)
                if t in legal[min(item.slot_of(i), len(legal) - 1)] and _same(game, t, item)]
        still = tuple(t for t, _ in kept)
        if not still:
            game.record("resolve", says=Record.of("resolve.no_legal_target", item=Item(item.id),  # 608.3b: a permanent spell
                                                  rule=Rule("608.3b" if item.is_spell and ab is None else "608.2b")))
            if item.is_spell and item.object in game.copies:
                del game.objects[item.object]  # 704.5e
            elif item.is_spell and item.object is not None:
                game.move_together([item.object], "graveyard")
            return item
        item.targets, item.target_slots = still, tuple(slot for _, slot in kept)
    count_key = f"resolved:{item.source}#{item.source_incarnation}/{item.ability_key}"
    game.turn_counts[count_key] = game.turn_counts.get(count_key, 0) + 1
    src_view = views.get(item.source or "")
    if src_view is None or src_view.incarnation != item.source_incarnation:
        # 608.2h, 113.7a: as it last existed (a cost sacrificed it; it left after its ability triggered) —
        # for a triggered ability, as it was when it triggered only if nothing later is known of it
        lki = game.last_known.get(item.source or "")
        src_view = lki if lki is not None and lki.incarnation == item.source_incarnation else (
            trig.source_view if trig is not None else src_view)
    ctx = Resolving(item, game.turn_counts[count_key], src_view, tuple(chosen), choices=dict(choices or {}))
    logged = len(game.log)
    permanent = item.is_spell and ab is None  # 608.3: a permanent spell, whose item's text is its name
    game.record("resolve", says=Record.of("resolve.permanent_resolves", item=Item(item.id), rule=Rule("608.3"))
                if permanent else Record.of("resolve.resolves", item=Item(item.id), text=Text(item.text)))
    try:
        effect = getattr(ab, "effect", None)
        if effect is not None:
            # 611.2a: a spell's or ability's instructions may create a continuous effect; it gets its
            # timestamp now — of the spell, or of the permanent the ability is of ("as long as you control ~")
            # 115.3: with more than one "target", the effect affects the targets of its own phrase
            bound = item.targets_for(effect.affected.text) if effect.affected.scope == "target" else None
            game.create_effect(effect, controller=item.controller, source=item.object if item.is_spell else item.source,
                               targets=item.targets if bound is None else bound, choices={**item_choices(game, item), **(choices or {})},
                               duration=getattr(ab, "duration", None) or Duration.INDEFINITE,
                               lasts_while=getattr(ab, "lasts_while", None))
        perform(game, item.instructions, ctx)
        words = sorted(set(choices or {}) - takes - ctx.used_choices)
        if words:  # 608.2d: no silent choice — each one made is one its effect or an instruction takes
            raise ChoiceError(f"{item.id}: nothing of it takes the choice {', '.join(words)} ('{item.text}'; 608.2d)",
                              not_a("value_word", ", ".join(words), sorted(takes | ctx.used_choices)))
        unused = [c for c in chosen if c not in ctx.used]
        if unused:  # 608.2d: each choice made on resolution is one that an instruction makes
            unknown = [c for c in unused if c not in game.objects and c not in game.players]
            raise ChoiceError(f"{item.id}: " + (f"unknown id(s) {', '.join(unknown)}" if unknown else
                                                f"no instruction of it takes the choice(s) {', '.join(unused)}")
                              + f" ('{item.text}'; 608.2d)",
                              no_such("thing_object", ", ".join(unknown), game.objects) if unknown else
                              cant_choose(Text(item.text), unused, (), item.source or "", "608.2d"))
    except IllegalActionError:
        # An illegal choice: the object goes back on the stack. A choice is checked before
        # its instruction acts; earlier instructions of the same object are not undone.
        game.turn_counts[count_key] -= 1
        del game.log[logged:]
        game.stack.append(item)
        raise
    if item.is_spell and item.object is not None and game.obj(item.object).card.card_types & PERMANENT_TYPES \
            and (item.copy_of or item.object not in game.copies):
        obj = game.obj(item.object)
        kicked = obj.kicked
        # 608.3c: an Aura spell is put onto the battlefield attached to the object or player it targets
        onto = {item.object: item.targets[0]} if item.aura_target and item.targets else None
        # 608.3f, 707.10f: a copy of a permanent spell becomes a token permanent as it enters
        if item.copy_of:
            game.record("resolve", says=Record.of("resolve.token_permanent", object=Obj(item.object), rule=Rule("608.3f")))
        game.move_together([item.object], "battlefield", kicked=kicked, x=item.x, spent=item.mana_spent,
                           attached_to=onto, tokens=[item.object] if item.copy_of and item.object in game.copies else ())  # 608.3, 107.3m
    elif ceases(game, item):
        pass
    elif item.is_spell and item.object is not None:
        obj = game.obj(item.object)
        if obj.cast_from == "hand" and "rebound" in keywords_of(game.characteristics(record=False).views[obj.id]):
            rebound(game, item.object, item.controller)
        else:
            game.move_together([item.object], "graveyard")  # 608.2n
    return item


def rebound(game: Layered, oid: str, controller: str) -> None:
    """702.88a: a spell with rebound cast from its controller's hand is exiled instead of put into
    the graveyard as it resolves, and at the beginning of their next upkeep they may cast it from
    exile without paying its mana cost (a delayed triggered ability, 603.7)."""
    game.move_together([oid], "exile")
    game.record("resolve", object=oid, says=Record.of("resolve.rebound", object=Obj(oid), rule=Rule("702.88a")))
    game.add_delayed(DelayedTrigger(REBOUND, oid, controller, oid, game.obj(oid).incarnation,
                                  game.obj(oid).incarnation))


def _same(game: Layered, target: str, item: StackItem) -> bool:
    """A target object must still be the same object (400.7)."""
    if target in game.players:
        return True
    chosen = item.target_incarnations.get(target)
    return chosen is None or game.obj(target).incarnation == chosen


__all__ = ["Resolving", "ceases", "perform", "resolve_top"]
