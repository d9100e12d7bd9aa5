"""Copies on the stack (707.10, 707.12): a copy of a card cast as a spell, a copy of a spell — not cast.

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from engine.errors import IllegalActionError
from engine.objects import GameObject
from engine.ports import StackItem
from engine.records import Item, Obj, Player, Record, Rule, Says, no_such
from engine.stack import StackKind
from engine.triggers import (
    detect,
)

if TYPE_CHECKING:
    from engine.layered import Layered


class SpellCopies(Says):
    """Copies on the stack."""

    records: ClassVar[dict[str, str]] = {
        "copy.card": "{player} copies {object} ({copy}, {rule})",
        "copy.spell": "{player} copies {original} ({object}) as {item} — not cast ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def copy_card(self, oid: str, *, controller: str) -> GameObject:
        """707.12: a copy of a card (its copiable values), created on the stack to be cast."""
        copy = self._copy_on_stack(oid, controller)
        self.game.record("resolve", player=controller, says=Record.of("copy.card", player=Player(controller), object=Obj(oid),
                                                                  copy=Obj(copy.id), rule=Rule("707.12")))
        return copy

    def _copy_on_stack(self, oid: str, controller: str, colors: Iterable[str] | None = None) -> GameObject:
        """An object on the stack with ``oid``'s copiable values (707.2) — ``colors``: "except
        that the copy is red", a modification made as part of the copying (707.9b); it ceases
        to exist when it leaves the stack (704.5e)."""
        card = self.game.obj(oid).card
        if colors is not None:
            card = dataclasses.replace(card, colors=frozenset(colors))
        copy = self.game.create(f"{oid}-copy{self.game.new_token_number()}", card, controller=controller, zone="stack",
                           event=False)
        self.game.copies.add(copy.id)
        return copy

    def copy_spell(self, stack_id: str, *, controller: str, targets: Iterable[str] | None = None,
                   colors: Iterable[str] | None = None) -> StackItem:
        """707.10: put a copy of the spell ``stack_id`` on the stack, controlled by
        ``controller``: the same text, instructions and targets (707.10c: ``targets``, new
        ones chosen for the copy), the mode chosen for it (700.2g) and the value of X;
        ``colors``: the copy's colors instead of the original's (707.9b: "except that the copy is
        red"). A copy is not cast (no cast event; no mana
        was spent to cast it: mana is not an object, 707.10); abilities that trigger on a spell
        being copied do (a ``copy`` event). It resolves first (405.2)."""
        orig = next((i for i in self.game.stack if i.id == stack_id and i.is_spell and i.object), None)
        if orig is None or orig.object is None:
            raise IllegalActionError(f"{stack_id} is not a spell on the stack", no_such("thing_spell", stack_id,
                                     (i.id for i in self.game.stack if i.kind is StackKind.SPELL)))
        copy = self._copy_on_stack(orig.object, controller, colors)
        copy.kicked = self.game.obj(orig.object).kicked  # 707.10: the additional costs paid for the original
        chosen = orig.targets if targets is None else tuple(targets)
        item = StackItem(id=self.game.new_stack_id(), kind=StackKind.SPELL, text=orig.text, source=copy.id, controller=controller,
                         targets=chosen, source_incarnation=copy.incarnation, ability=orig.ability,
                         instructions=orig.instructions, object=copy.id, copy_of=orig.id,
                         cost_sacrificed=orig.cost_sacrificed,  # 707.10: what was paid for the original
                         x=orig.x,  # 707.10: the value of X
                         mode=orig.mode,  # 700.2g: the mode chosen for the original
                         aura_target=orig.aura_target,  # 115.1b: an Aura spell's target phrase
                         target_incarnations={t: self.game.objects[t].incarnation for t in chosen if t in self.game.objects},
                         # 707.10, 115.3: each target for the instance of "target" it was chosen for
                         target_slots=orig.target_slots if targets is None else tuple(range(len(chosen))))
        self.game.put_on_stack(item)
        now = self.game.characteristics(record=False)
        event = self.game.record("copy", object=copy.id, player=controller, after=now.views.get(copy.id),
                            says=Record.of("copy.spell", player=Player(controller), original=Item(orig.id),
                                           object=Obj(orig.object or ""), item=Item(item.id), rule=Rule("707.10")))
        detect(self.game, [event], now, now)
        return item
