"""Mana (106) and mana abilities (605): added at once, of a linked choice's color (607.2d) or an exiled card's (607.2a).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.costs import tap_payable
from engine.errors import ChoiceError, IllegalActionError
from engine.events import with_priority
from engine.keywords import ManaAbility
from engine.linked import LINKED_VALUES
from engine.objects import COLOR_OF_SYMBOL, COLORS
from engine.records import Mana as ManaSymbols
from engine.records import Obj, Player, Record, Rule, Says, no_ability, not_a

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.layered import Layered
    from engine.view import View


class Mana(Says):
    """Mana."""

    records: ClassVar[dict[str, str]] = {
        "mana.undefined_color": "{object}: the chosen color is undefined for this ability ({rule}): no mana",
        "mana.adds": "{player} adds {mana}",
        "mana.no_color": "{object}: no exiled card linked to this ability has a color: no mana",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def add_mana(self, player: str, mana: str, source: str, key: str) -> list[str]:
        """106.4: add mana; ``chosen``: of the color the linked ability chose (607.2d) —
        none if that choice is undefined for this ability (607.5a)."""
        if mana == "chosen":
            color = self.game.linked_choices(source, key).get("color")
            if color is None:
                self.game.record("resolve", says=Record.of("mana.undefined_color", object=Obj(source or ""),
                                                      rule=Rule("607.5a")))
                return []
            letters = [k for k, v in COLOR_OF_SYMBOL.items() if v == color]
            mana = letters[0]
        self.game.mana_pool[player].append(mana)
        self.game.record("resolve", player=player, says=Record.of("mana.adds", player=Player(player), mana=ManaSymbols(f"{{{mana}}}")))
        return [mana]

    def activate_mana(self, oid: str, index: int = 0, color: str | None = None) -> list[str]:
        """605.3: a mana ability resolves at once, without the stack. ``color``: the color
        chosen for "one mana of any of the exiled cards' colors" (607.2a) or "of any color" (106.4)."""
        views = self.game.characteristics(record=False).views
        view = views[self.game.obj(oid).id]
        found = [(k, a) for k, a in view.abilities if isinstance(a, ManaAbility)]
        if not 0 <= index < len(found):
            raise IllegalActionError(f"{oid!r} has no mana ability #{index}",
                                     no_ability(oid, "thing_mana_ability", index, len(found)))
        key, ab = found[index]
        with_priority(self.game.step, oid)  # 502.4, 605.3a
        tap_payable(self.game, view)  # 118.3, 302.6: its {T} can be paid
        mana = self._chosen(oid, view, key, ab, color, views)  # a choice refused before anything is paid
        self.game.tap(self.game.obj(oid).id)
        if mana is None:
            self.game.record("resolve", says=Record.of("mana.no_color", object=Obj(oid)))
            return []
        return self.add_mana(view.controller, mana, oid, key)

    def _chosen(self, oid: str, view: View, key: str, ab: ManaAbility, color: str | None,
                views: Mapping[str, View]) -> str | None:
        """The mana the ability adds (``chosen``: the linked choice's, read as it is added); None:
        "one mana of any of [a linked value]" with no value (607.2a: no exiled card has a color)."""
        if ab.any_of:  # "one mana of any of [a linked value]" (607.2a: the exiled cards' colors)
            options = LINKED_VALUES.get(ab.any_of).words(self.game.linked_values(view, key, ab.link, views))
            if not options:
                return None
            if color not in options:
                raise ChoiceError(f"{oid}: choose a color among the exiled cards' colors: "
                                  f"{', '.join(options)} (got {color!r})", not_a("value_exiled_color", color, options))
            return next(k for k, v in COLOR_OF_SYMBOL.items() if v == color)
        if ab.mana == "any":  # 106.4: "one mana of any color" — the color chosen now
            if color not in COLORS:
                raise ChoiceError(f"{oid}: choose the color of the mana: {', '.join(COLORS)} (got {color!r})",
                                  not_a("value_color", color, COLORS))
            return next(k for k, v in COLOR_OF_SYMBOL.items() if v == color)
        return ab.mana
