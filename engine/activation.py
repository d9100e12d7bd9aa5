"""Activated abilities (602): activating (costs paid, 602.2b), resolving at once or on the stack, their costs now (X computed).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from engine.abilities import (
    ActivatedAbility,
)
from engine.actions import sacrifice
from engine.errors import IllegalActionError
from engine.events import with_priority
from engine.linked import link_group
from engine.ports import Resolving, StackItem
from engine.records import (
    Item,
    Obj,
    Record,
    Rule,
    Says,
    Text,
    no_ability,
    not_allowed,
    target_arg,
)
from engine.stack import (
    StackKind,
    as_targets,
    check_chosen,
    legal_targets,
    no_split_second,
    phrases_of,
    untargeted,
)
from engine.triggers import detect

if TYPE_CHECKING:
    from engine.events import Event
    from engine.layered import Layered
    from engine.selectors import Selector


class Activation(Says):
    """Activated abilities."""

    records: ClassVar[dict[str, str]] = {
        "stack.activated": "{item}: {object}'s ability is activated: {text}[[ → targets {targets}]]",
        "event.tapped": "{object} becomes tapped",
        "event.untapped": "{object} becomes untapped",
        "event.stunned": "{object} doesn't become untapped: a stun counter is removed from it instead ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def activate_ability(self, oid: str, index: int = 0, *, targets: Iterable[str] = (),
                         discarded: Iterable[str] = ()) -> StackItem:
        """602.2: put the ``index``-th activated ability the object has now on the stack;
        its costs are paid (:class:`engine.costs.Cost`: {T} taps it, "Sacrifice ~" moves it to
        the graveyard, "Exile the top N cards of your library", "Discard a card" the card
        ``discarded``…)."""
        self.game.obj(oid)  # (an unknown id is refused first)
        self.game.receives_priority(oid, "activated")  # 602.2, 117.5: what waits goes on the stack below it
        views = self.game.characteristics(record=False).views
        view = views[self.game.obj(oid).id]
        found = [(k, a) for k, a in view.abilities if isinstance(a, ActivatedAbility)]
        if not 0 <= index < len(found):
            raise IllegalActionError(f"{oid!r} has no activated ability #{index} (it has {len(found)})",
                                     no_ability(oid, "thing_activated", index, len(found)))
        key, ab = found[index]
        with_priority(self.game.step, oid)  # 502.4
        if ab.as_sorcery:
            self._as_sorcery(oid, view.controller)
        on = views.get(view.attached_to or "")
        if ab.only_if_attached and (on is None or "creature" not in on.card_types):  # 702.151a, 602.5b
            raise IllegalActionError(f"{oid}: its ability is activated only if it is attached to a creature (702.151a)",
                                     not_allowed("cant_activate_not_attached", oid, "702.151a"))
        no_split_second(self.game.stack, self.game.characteristics(record=False).views, oid, "activate")
        targets = as_targets(targets, self.game.stack)
        untargeted(oid, targets, ab.target)
        if ab.target:  # 602.2b, 601.2c, 115.3: a target for each instance of "target", legal for its phrase
            players_now = self.game.characteristics(record=False).players
            check_chosen(oid, phrases_of(ab.target), targets, lambda p: legal_targets(
                p, views, self.game.players, oid, view.controller, self.game.stack,
                self.game.linked_choices(oid, key), players_now))
        item = StackItem(id=self.game.new_stack_id(), kind=StackKind.ABILITY, text=ab.text, source=oid,
                         controller=view.controller, targets=targets, source_incarnation=view.incarnation,
                         ability_key=key, ability=ab, instructions=ab.instructions, link_group=link_group(key),
                         target_incarnations={t: self.game.objects[t].incarnation for t in targets if t in self.game.objects},
                         cost_discarded=tuple(discarded), target_slots=tuple(range(len(targets))))
        self.game.put_on_stack(item)
        self.game.record("stack", object=oid, says=Record.of("stack.activated", item=Item(item.id), object=Obj(oid),
                                                        text=Text(ab.text),
                                                        targets=tuple(target_arg(t, self.game.players) for t in targets)))
        try:
            ab.cost.pay(self.game, item, view)  # 602.2b: the costs are paid now, each part by its own class
        except IllegalActionError:
            self.game.remove_from_stack(item)
            raise
        if self.game.obj(oid).incarnation != view.incarnation:  # a cost moved it ("Sacrifice ~")
            self.game.last_known[oid] = view  # 608.2h, 113.7a: the ability uses its source as it last existed
        return item

    def _as_sorcery(self, oid: str, controller: str) -> None:
        """602.5d: "Activate only as a sorcery" — when its controller could cast a sorcery: in a
        main phase of their turn, with the stack empty (117.1a, 307.1; the step begun last:
        ``GameState.step``, none said is a main phase)."""
        game = self.game
        if controller == game.active_player and not game.stack and game.step in ("", "main"):
            return
        why = ("cant_activate_not_your_turn" if controller != game.active_player else
               "cant_activate_stack" if game.stack else "cant_activate_not_main")
        raise IllegalActionError(f"{oid}: its ability is activated only as a sorcery — on its controller's turn, in "
                                 "a main phase, with the stack empty (602.5d, 117.1a)", not_allowed(why, oid, "602.5d"))

    def tap(self, oid: str, tapped: bool = True) -> Event | None:
        """701.26: tap (or untap) a permanent — a cost ({T}, 107.5), a mana ability, an attack, the
        untap step or an instruction — and the abilities that trigger on that trigger; nothing
        happens — and nothing triggers, 603.2e — if it already is."""
        game = self.game
        obj = game.obj(oid)
        if obj.zone != "battlefield":
            raise IllegalActionError(f"{oid} is not a permanent", not_allowed("cant_not_permanent", oid))
        if obj.tapped == tapped:
            return None
        if not tapped and obj.counters.get("stun", 0):  # 122.1d: a stun counter is removed instead
            game.remove_counters(oid, "stun")
            game.record("replace", object=oid, says=Record.of("event.stunned", object=Obj(oid, obj.incarnation),
                                                              rule=Rule("122.1d")))
            return None
        obj.tapped = tapped
        event = game.record("tapped" if tapped else "untapped", object=oid, incarnation=obj.incarnation,
                            says=Record.of("event.tapped" if tapped else "event.untapped",
                                           object=Obj(oid, obj.incarnation)))
        now = game.characteristics(record=False)
        detect(game, [event], now, now)  # 603.2e: "whenever … becomes tapped"
        return event

    def sacrifice(self, player: str, chosen: Iterable[str], what: Selector, source: str | None = None,
                  count: int = 1) -> list[str]:
        """701.21: ``player`` sacrifices permanents ``what`` describes (:func:`engine.actions.sacrifice`)."""
        return sacrifice(self.game, player, chosen, what, source, count)

    def activation_costs(self, oid: str) -> list[str]:
        """The costs of the object's activated abilities now, with X computed (its ``x_is``
        amount: "X is the mana value of the exiled card" is the total of every card the
        linked ability exiled, 607.2a with 603.2d)."""
        view = self.game.characteristics(record=False).views[self.game.obj(oid).id]
        out = []
        for key, ab in view.abilities:
            if not isinstance(ab, ActivatedAbility):
                continue
            cost = ab.cost.text
            if ab.x_is is not None:  # 107.3: X computed now (107.1b: a negative number is 0)
                item = StackItem(id="", kind=StackKind.ABILITY, text=ab.text, source=oid, controller=view.controller,
                                 source_incarnation=view.incarnation, ability_key=key, ability=ab,
                                 link_group=link_group(key))
                cost = cost.replace("{X}", f"{{{ab.x_is.result(self.game, Resolving(item))}}}")
            out.append(cost)
        return out
