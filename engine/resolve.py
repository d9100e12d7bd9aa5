"""Resolving the top of the stack (608) and performing one-shot instructions.

608.2b: a spell or ability whose targets are all illegal now does not resolve. 603.4:
a triggered ability with an intervening "if" does nothing if the condition is false
now. 608.2h: a value of an object that has left its zone is its last known information.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.abilities import TriggeredAbility
from engine.effects import CopyValues, Duration, EffectSpec
from engine.errors import ChoiceError, EmptyStackError, IllegalActionError, TargetError
from engine.instructions import Instruction
from engine.linked import ExileRecord
from engine.objects import PERMANENT_TYPES
from engine.selectors import Context, parse_selector
from engine.stack import StackItem, legal_targets
from engine.triggers import DelayedTrigger, PendingTrigger, condition_holds

if TYPE_CHECKING:
    from engine.game import Game
    from engine.view import View


@dataclass
class Resolving:
    """What a resolving spell or ability knows: its source, controller, targets, "it"."""

    item: StackItem
    resolutions: int = 0  # how many times this ability has resolved this turn, this one included
    source_view: View | None = field(default=None, repr=False)
    chosen: tuple[str, ...] = ()  # choices made on resolution (608.2d): which card to exile…


def resolve_top(game: Game, chosen: tuple[str, ...] = ()) -> StackItem:
    """608.2: the top object of the stack resolves; ``chosen``: the controller's choices
    of objects made on resolution (608.2d)."""
    if not game.stack:
        raise EmptyStackError("the stack is empty")
    item = game.stack.pop()
    trig = item.trigger
    views = game.characteristics(record=False).views
    ab = item.ability
    cond = getattr(ab, "condition", None)
    if trig is not None and cond is not None and not condition_holds(
            cond, views, item.source, item.controller, trig.it_view, trig.kicked):
        game.record("resolve", text=f"{item.id} does nothing: {cond.text} is false on resolution (603.4)")
        return item
    target_phrase = getattr(ab, "target", "")
    if item.targets and target_phrase:
        legal = legal_targets(target_phrase, views, game.players, item.source, item.controller, game.stack)
        still = tuple(t for t in item.targets if t in legal and _same(game, t, item))
        if not still:
            game.record("resolve", text=f"{item.id} does not resolve: no target is legal now (608.2b)")
            if item.kind == "spell" and item.object in game.copies:
                del game.objects[item.object]  # 704.5e
            elif item.kind == "spell" and item.object is not None:
                game.move_together([item.object], "graveyard")
            return item
        item.targets = still
    count_key = f"resolved:{item.source}#{item.source_incarnation}/{item.ability_key}"
    game.turn_counts[count_key] = game.turn_counts.get(count_key, 0) + 1
    src_view = views.get(item.source or "")
    if src_view is None or src_view.incarnation != item.source_incarnation:
        src_view = trig.source_view if trig is not None else src_view
    ctx = Resolving(item, game.turn_counts[count_key], src_view, tuple(chosen))
    logged = len(game.log)
    game.record("resolve", text=f"{item.id} resolves: {item.text}")
    try:
        perform(game, item.instructions, ctx)
    except IllegalActionError:
        # An illegal choice: the object goes back on the stack. A choice is checked before
        # its instruction acts; earlier instructions of the same object are not undone.
        game.turn_counts[count_key] -= 1
        del game.log[logged:]
        game.stack.append(item)
        raise
    if item.kind == "spell" and item.object is not None and item.object in game.copies:
        # 704.5e / 707.10a: a copy of a spell that leaves the stack ceases to exist.
        del game.objects[item.object]
        game.record("resolve", text=f"{item.object} ceases to exist (704.5e)")
    elif item.kind == "spell" and item.object is not None:
        obj = game.obj(item.object)
        if obj.card.card_types & PERMANENT_TYPES:
            kicked = obj.kicked
            game.move_together([item.object], "battlefield", kicked=kicked)  # 608.3
        else:
            game.move_together([item.object], "graveyard")  # 608.2n
    return item


def _same(game: Game, target: str, item: StackItem) -> bool:
    """A target object must still be the same object (400.7)."""
    if target in game.players:
        return True
    chosen = item.target_incarnations.get(target)
    return chosen is None or game.obj(target).incarnation == chosen


def _players(game: Game, who: str, ctx: Resolving) -> list[str]:
    you = ctx.item.controller
    if who == "you":
        return [you]
    if who in ("each opponent", "opponents"):
        return [p for p in game.players if p != you]
    if who == "each player":
        return list(game.players)
    if who in ("target player", "target opponent", "target"):
        return [t for t in ctx.item.targets if t in game.players]
    raise IllegalActionError(f"unknown player word {who!r} (you, each opponent, each player, target player)")


def _objects(game: Game, ins: Instruction, ctx: Resolving) -> list[str]:
    if ins.what is None or ins.what.scope == "target":
        found = [t for t in ctx.item.targets if t not in game.players]
        if ins.what is not None:
            views = game.characteristics(record=False).views
            c = Context(views=views, source=ctx.item.source, controller=ctx.item.controller)
            each = dataclasses.replace(ins.what, scope="each")  # the target must still match (608.2b)
            found = [t for t in found if t in views and each.matches(views[t], c)]
        return found
    views = game.characteristics(record=False).views
    return ins.what.select(Context(views=views, source=ctx.item.source, controller=ctx.item.controller))


def perform(game: Game, instructions: tuple[Instruction, ...], ctx: Resolving) -> None:
    """Perform the instructions in order (608.2c)."""
    for ins in instructions:
        _perform(game, ins, ctx)


def _amount(game: Game, ins: Instruction, ctx: Resolving) -> int:
    if ins.amount_of == "its toughness":  # the triggering object ("that creature"), as it last was
        trig = ctx.item.trigger
        view = trig.it_view if trig is not None else None
        return (view.toughness or 0) if view is not None else 0
    if ins.amount_of == "its power":
        src = ctx.item.source
        views = game.characteristics(record=False).views
        view = views.get(src or "")
        if view is None or view.incarnation != ctx.item.source_incarnation or view.zone != "battlefield":
            view = ctx.source_view  # 608.2h: last known information
        return (view.power or 0) if view is not None else 0
    m = re.fullmatch(r"its (\S+) counters", ins.amount_of)
    if m:  # "for each +1/+1 counter on it": the triggering object as it last was (608.2h)
        trig = ctx.item.trigger
        view = trig.it_view if trig is not None else None
        return view.counters.get(m.group(1), 0) if view is not None else 0
    if ins.amount_of:
        raise IllegalActionError(f"unknown amount {ins.amount_of!r} (a number, 'its power', 'its toughness' "
                                 "or 'its +1/+1 counters')")
    return ins.amount


def _perform(game: Game, ins: Instruction, ctx: Resolving) -> None:
    item = ctx.item
    you = item.controller
    k = ins.kind
    if "once_each_turn" in ins.flags:
        # "Do this only once each turn": the ability may trigger (and resolve) more often,
        # but the action is performed only once (this source object, this ability).
        done_key = f"done:{item.source}#{item.source_incarnation}/{item.ability_key}/{k}"
        if game.turn_counts.get(done_key):
            game.record("resolve", text=f"{item.id}: already done this turn — nothing happens")
            return
        game.turn_counts[done_key] = 1
    if k == "gain_life":
        for p in _players(game, ins.who, ctx):
            game.change_life(p, ins.amount, f"{p} gains {ins.amount} life")
    elif k == "lose_life":
        for p in _players(game, ins.who, ctx):
            game.change_life(p, -ins.amount, f"{p} loses {ins.amount} life")
    elif k == "damage":
        n = _amount(game, ins, ctx)
        # dealt to all its targets at once; "is dealt damage" abilities trigger on it (120.3)
        game.deal_damage_together([(item.source, t, n) for t in item.targets])
    elif k == "destroy":
        doomed = _objects(game, ins, ctx)
        if doomed:
            game.move_together(doomed, "graveyard")
    elif k == "exile":
        gone = _objects(game, ins, ctx)
        if "one" in ins.flags:  # "exile a … card": the controller chooses one on resolution (608.2d)
            picked = [c for c in ctx.chosen if c in gone]
            bad = [c for c in ctx.chosen if c not in gone and c in game.objects]
            if bad:
                raise ChoiceError(f"{', '.join(bad)} cannot be chosen for '{item.text}' (choices: "
                                         f"{', '.join(gone) or 'none'})")
            gone = picked[:1] or gone[:1]
        if gone:
            moved = game.move_together(gone, "exile")
            for obj in moved:
                game.exiled_with.append(ExileRecord(obj.id, obj.incarnation, item.source or "",
                                                    item.source_incarnation, item.link_group, ins.link))
    elif k == "exile_graveyard":
        for p in _players(game, ins.who, ctx):
            cards = [o.id for o in game.objects.values() if o.zone == "graveyard" and o.owner == p]
            if cards:
                game.move_together(cards, "exile")
    elif k == "return_it":
        trig = item.trigger
        if trig is None or trig.it is None:
            raise IllegalActionError(f"'{item.text}': 'it' is not defined here (no triggering object)")
        it = game.objects.get(trig.it)
        # 400.7 / 603.6: only the object the event put into the graveyard; if it has moved
        # since, it is a new object and the ability cannot find it.
        if it is None or it.incarnation != trig.it_incarnation or it.zone != "graveyard":
            game.record("resolve", text=f"{trig.it} is no longer the object that went to the graveyard "
                                        "(400.7): it is not returned")
            return
        counters = {ins.counters: 1} if ins.counters else {}
        game.move_together([it.id], "battlefield", controller=it.owner, counters=counters)
    elif k == "return_exiled":
        records = game.linked_exiles(item.source or "", item.source_incarnation, item.link_group, ins.link)
        views = game.characteristics(record=False).views
        c = Context(views=views, source=item.source, controller=you)
        linked_ids = [r.object for r in records if ins.what is None or ins.what.matches(views[r.object], c)]
        wanted = [t for t in item.targets if t not in game.players]
        for t in wanted:
            if t not in linked_ids:
                raise ChoiceError(f"{t} was not exiled with this ability's linked ability (607.2a, 607.5)")
        ids = linked_ids if "all" in ins.flags else (wanted or linked_ids[:1])
        if not ids:
            game.record("resolve", text=f"{item.id}: no card exiled with the linked ability (607.2a)")
        elif "owner_controls" in ins.flags:
            game.move_together(ids, "battlefield")  # at the same time, each under its owner's control
        else:
            game.move_together(ids, "battlefield", controller=you)
    elif k == "sacrifice_source":
        src = game.objects.get(item.source or "")
        if src is None or src.incarnation != item.source_incarnation or src.zone != "battlefield":
            game.record("resolve", text=f"{item.source} is gone: it cannot be sacrificed, so nothing more happens")
            return
        game.move_together([src.id], "graveyard")  # 701.21
        perform(game, ins.then, ctx)
    elif k == "create_tokens":
        if ins.token is None:
            raise IllegalActionError("create_tokens needs a token")
        game.create_tokens(ins.token, ins.amount or 1, controller=you, source=item.source)
    elif k == "draw":
        for _ in range(ins.amount or 1):
            game.draw(you)
    elif k == "scry":
        game.scried[you] = game.scried.get(you, 0) + (ins.amount or 1)
        game.record("scry", player=you, amount=ins.amount or 1, text=f"{you} scries {ins.amount or 1}")
    elif k == "search_land":
        views = game.characteristics(record=False).views
        cands = [v.id for v in views.values() if v.zone == "library" and v.owner == you and ins.what is not None
                 and ins.what.matches(v, Context(views=views, source=item.source, controller=you))]
        if cands:
            game.move_together(cands[:1], "battlefield", controller=you, tapped=True)
        else:
            game.record("resolve", text=f"{you} finds no card")
    elif k == "nth_resolution":
        perform(game, ins.then if ctx.resolutions == ins.amount else ins.otherwise, ctx)
    elif k == "reflexive":
        if ins.ability is None:
            raise IllegalActionError("reflexive needs an ability")
        reflexive = PendingTrigger(id=game.new_trigger_id(), ability=ins.ability, source=item.source,
                                   controller=you, source_incarnation=item.source_incarnation,
                                   ability_key=item.ability_key)
        game.pending.append(reflexive)  # 603.12: it triggers now, and waits to be put on the stack
        game.record("trigger", text=f"{reflexive.id}: reflexive ability triggers (603.12): {ins.ability.text}")
    elif k == "delayed":
        if ins.ability is None:
            raise IllegalActionError("delayed needs an ability")
        trig = item.trigger
        game.delayed.append(DelayedTrigger(ins.ability, item.source, you,
                                           trig.it if trig else None, trig.it_incarnation if trig else 0))
        game.record("resolve", text=f"delayed ability created (603.7): {ins.ability.text}")
    elif k == "exile_top":
        library = [o.id for o in game.objects.values() if o.zone == "library" and o.owner == you]
        gone = library[:ins.amount]
        if gone:
            for obj in game.move_together(gone, "exile"):
                game.exiled_with.append(ExileRecord(obj.id, obj.incarnation, item.source or "",
                                                    item.source_incarnation, item.link_group, ins.link))
    elif k == "may_pay":
        # The controller decides while the ability resolves (608.2d); nobody can respond
        # to the decision. Mana payment itself is not modelled: choosing "pay" pays it.
        if "pay" in ctx.chosen:
            game.record("resolve", player=you, text=f"{you} pays {ins.mana}")
            perform(game, ins.then, ctx)
        else:
            game.record("resolve", player=you, text=f"{you} does not pay {ins.mana}")
    elif k == "transform":
        src = game.objects.get(item.source or "")
        if src is None or src.incarnation != item.source_incarnation or src.zone != "battlefield" \
                or src.card.back is None:
            game.record("resolve", text=f"{item.source} is not that permanent any more: it does not transform (701.28)")
            return
        src.transformed = not src.transformed  # 712.9: still the same object
        game.record("resolve", text=f"{item.source} transforms")
    elif k == "cast_copies":
        # 607.2a with 603.2d: for *each* card exiled by the linked ability, the controller
        # chooses whether to copy it and cast the copy (the chosen ones, in the chosen order).
        linked = [r.object for r in game.linked_exiles(item.source or "", item.source_incarnation,
                                                       item.link_group, ins.link)]
        bad = [c for c in ctx.chosen if c not in linked]
        if bad:
            raise ChoiceError(f"{', '.join(bad)} was not exiled with the linked ability (607.2a); "
                                     f"cards: {', '.join(linked) or 'none'}")
        for card in ctx.chosen:
            copy = game.copy_card(card, controller=you)
            game.cast(copy.id)  # cast without paying its mana cost
    elif k == "discover":
        _discover(game, you, _amount(game, ins, ctx))
    elif k == "become_copy":
        _become_copy(game, ins, ctx)
    elif k == "add_mana":
        game.add_mana(you, ins.mana, item.source or "", item.ability_key)
    elif k == "copy_trigger":
        _copy_trigger(game, ins, ctx)
    elif k == "counter_unless_pays":
        _counter_unless_pays(game, ins, ctx)
    elif k == "copy_spell":
        _copy_spell(game, ins, ctx)
    elif k == "put_counters":
        n = _amount(game, ins, ctx)
        keyword = getattr(item.ability, "keyword", "")
        for t in _objects(game, ins, ctx):
            if game.obj(t).zone == "battlefield" and n > 0:
                game.put_counters(t, ins.counters, game.counters_replaced(t, ins.counters, n, keyword))
    else:  # pragma: no cover - Instruction validates its kind
        raise IllegalActionError(f"unknown instruction {k!r}")


def _that_ability(game: Game, item: StackItem) -> StackItem | None:
    """"That ability": the ability on the stack whose triggering made ``item`` trigger
    (``when: ability_triggers``), or None if it has left the stack."""
    ref = item.trigger.that_ability if item.trigger is not None else ""
    return next((i for i in game.stack if i.trigger is not None and i.trigger.id == ref and not i.copy_of), None)


def _copy_spell(game: Game, ins: Instruction, ctx: Resolving) -> None:
    """707.10: a copy of each target spell still on the stack, controlled by this spell's
    controller; with ``new_targets`` (707.10c) the choices made on resolution are its
    targets, which must be legal for the copied spell (none chosen: the same targets)."""
    for sid in ctx.item.targets:
        orig = next((i for i in game.stack if i.id == sid and i.kind == "spell"), None)
        if orig is None:
            continue
        targets: tuple[str, ...] | None = None
        if "new_targets" in ins.flags and ctx.chosen:
            phrase = getattr(orig.ability, "target", "")
            legal = legal_targets(phrase, game.characteristics(record=False).views, game.players, orig.source,
                                  ctx.item.controller, game.stack)
            bad = [t for t in ctx.chosen if t not in legal]
            if bad:
                raise TargetError(f"{', '.join(bad)}: not a legal target for '{phrase}' (legal: {', '.join(legal)})")
            targets = tuple(ctx.chosen)
        game.copy_spell(sid, controller=ctx.item.controller, targets=targets)


def _counter_unless_pays(game: Game, ins: Instruction, ctx: Resolving) -> None:
    """701.5: counter "that ability" unless its controller pays ``mana``. Its controller
    decides while this resolves (608.2d; the choice ``pay``); mana payment itself is not
    modelled. A countered ability is removed from the stack and does nothing (701.5a)."""
    that = _that_ability(game, ctx.item)
    if that is None:
        game.record("resolve", text=f"{ctx.item.id}: that ability has left the stack — nothing to counter")
        return
    if "pay" in ctx.chosen:
        game.record("resolve", player=that.controller,
                    text=f"{that.controller} pays {ins.mana}: {that.id} is not countered")
        return
    game.stack.remove(that)
    game.record("stack", player=that.controller,
                text=f"{that.controller} does not pay {ins.mana}: {that.id} is countered (701.5a): {that.text}")


def _copy_trigger(game: Game, ins: Instruction, ctx: Resolving) -> None:
    """707.10: put a copy of a triggered ability on the stack — the target of this ability
    (``who: target``) or "it", the ability whose triggering made this ability trigger
    (``who: it``). The copy has the original's source, text, targets and what it triggered
    on (its "it", 603.2); it is controlled by the player who put it on the stack (707.10).
    It is not cast or activated (707.10), so "whenever you cast" abilities don't trigger;
    being put on the stack it is on top of the original and resolves first (405.2). With
    the ``new_targets`` flag the controller may choose new targets (707.10c): the choices
    made on resolution (``ctx.chosen``), which must be legal for the copied ability; no
    choice keeps the original's targets."""
    item = ctx.item
    if ins.who == "it":
        original = _that_ability(game, item)
    else:
        original = next((i for i in game.stack if i.id in item.targets and i.kind == "trigger"), None)
    if original is None:
        game.record("resolve", text=f"{item.id}: the ability to copy is no longer on the stack — nothing is copied")
        return
    if "may" in ins.flags and ctx.chosen == ("decline",):
        game.record("resolve", text=f"{item.id}: {item.controller} chooses not to copy {original.id} (603.5)")
        return
    targets = original.targets
    if ctx.chosen:
        if "new_targets" not in ins.flags:
            raise ChoiceError(f"{item.id}: the copy keeps the original's targets (707.10); no new targets")
        phrase = getattr(original.ability, "target", "")
        views = game.characteristics(record=False).views
        legal = legal_targets(phrase, views, game.players, original.source, item.controller, game.stack)
        bad = [t for t in ctx.chosen if t not in legal]
        if not phrase or bad:
            raise ChoiceError(f"{item.id}: {', '.join(bad) or 'a target'} is not a legal new target for the copy "
                              f"('{phrase}'; legal: {', '.join(legal) or 'none'}; 707.10c)")
        targets = tuple(ctx.chosen)
    copy = dataclasses.replace(
        original, id=game.new_stack_id(), controller=item.controller, targets=targets, copy_of=original.id,
        target_incarnations={t: game.objects[t].incarnation for t in targets if t in game.objects})
    game.stack.append(copy)
    game.record("stack", text=f"{copy.id}: a copy of {original.id} is put on the stack by {item.controller} "
                              f"(707.10; not cast or activated): {copy.text}"
                              + (f" → targets {', '.join(targets)}" if targets else ""))


def _become_copy(game: Game, ins: Instruction, ctx: Resolving) -> None:
    """706: the source becomes a copy of "it" (the triggering object) or of its target,
    with the 706.9a exceptions in ``flags``; a copy effect with a timestamp now."""
    item = ctx.item
    if ins.who == "it":
        copied = item.trigger.it if item.trigger is not None else None
    else:
        copied = next((t for t in item.targets if t not in game.players), None)
    if copied is None or item.source is None or game.obj(item.source).incarnation != item.source_incarnation:
        game.record("resolve", text=f"{item.id}: nothing to copy, or its source is gone")
        return
    plus = (item.ability,) if "has_this_ability" in ins.flags and isinstance(item.ability, TriggeredAbility) else ()
    spec = EffectSpec(item.text, parse_selector("self"),
                      (CopyValues("copy", keep_colors="except_colors" in ins.flags, plus=plus),))
    game.create_effect(spec, controller=item.controller, source=item.source, duration=Duration.INDEFINITE,
                       choices={"copy": copied})
    # The copy effect applies to the source only (611.2c): fix it to that object.
    game.record("resolve", text=f"{item.source} becomes a copy of {copied} (707)")


def _discover(game: Game, player: str, n: int) -> None:
    """701.57a: exile cards from the top of the library until a nonland card with mana
    value ``n`` or less is exiled; it goes to the hand (the engine does not cast it
    without paying); the rest go to the bottom (in the order exiled, not random)."""
    views = game.characteristics(record=False).views
    library = [o.id for o in game.objects.values() if o.zone == "library" and o.owner == player]
    exiled: list[str] = []
    found = None
    for oid in library:
        exiled.append(oid)
        v = views[oid]
        if "land" not in v.card_types and v.mana_value <= n:
            found = oid
            break
    if exiled:
        game.move_together(exiled, "exile")
    game.record("resolve", player=player, text=f"{player} discovers {n}: exiled {', '.join(exiled) or 'nothing'}")
    if found is not None:
        game.move_together([found], "hand")
    rest = [o for o in exiled if o != found]
    if rest:
        game.move_together(rest, "library")
