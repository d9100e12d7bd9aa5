"""A player leaving a multiplayer game that goes on (800.4): what they own leaves with them, what
gave them control ends, what they control on the stack and not as a card ceases to exist, what
they still control is exiled (800.4a) — and the game goes on without them (800.4b–m).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, ClassVar

from engine.effects import GainControl
from engine.errors import IllegalActionError
from engine.records import Effect as EffectId
from engine.records import Obj, Player, Record, Rule, Says, not_allowed

if TYPE_CHECKING:
    from engine.layered import Layered


class Leaving(Says):
    """Leaving the game."""

    records: ClassVar[dict[str, str]] = {
        "leave.game": "{player} leaves the game ({rule}); the game goes on",
        "leave.with_owner": "{object} leaves the game with its owner {player} ({rule})",
        "leave.control_ends": "effect {effect} no longer gives {player} control ({rule})",
        "leave.ceases": "{object} ceases to exist: its controller {player} left the game ({rule})",
        "leave.pending": "{object}'s triggered ability isn't put on the stack: its controller {player} left the game "
                         "({rule})",
        "leave.attacks_nothing": "{object} attacked {player}, who left the game: it attacks nothing, and its combat "
                                 "damage isn't assigned ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def can_leave(self, player: str) -> None:
        """Refuse what the engine does not model of ``player`` leaving: during their own turn
        the turn goes on without an active player (800.4j)."""
        if player == self.game.active_player:
            raise IllegalActionError(
                f"{player} would leave the game during their own turn: the turn would go on without an active player "
                "(800.4j), which is not modelled", not_allowed("cant_leave_own_turn", player=player, rule="800.4j"))

    def leave_game(self, player: str) -> None:
        """800.4a: ``player`` leaves a game that goes on, all at once (not a state-based action).
        Every object they own leaves the game — with no zone change: nothing triggers on it —
        and every effect giving them control of an object ends; then the objects they control
        on the stack that no card represents (abilities, copies) cease to exist; then what they
        still control is exiled. Their triggered abilities waiting are never put on the stack and
        their delayed ones never will be (800.4d). They are no longer among ``players`` (800.4b–k:
        no turn, no choice, no opponent, no target and no defender is a player who left; naming
        them is refused, 800.4a); a creature attacking them attacks nothing (800.4e)."""
        game = self.game
        self.can_leave(player)
        game.record("game", player=player, says=Record.of("leave.game", player=Player(player), rule=Rule("800.4a")))
        views = game.characteristics(record=False).views
        owned = [oid for oid, o in game.objects.items() if o.owner == player]
        for item in [i for i in game.stack if i.object in owned]:
            game.remove_from_stack(item)
        for oid in owned:  # 800.4a: all objects owned by that player leave the game
            if oid in views:
                game.last_known[oid] = views[oid]
            game.record("game", object=oid, says=Record.of("leave.with_owner", object=Obj(oid, game.objects[oid].incarnation),
                                                           player=Player(player), rule=Rule("800.4a")))
            del game.objects[oid]
            game.copies.discard(oid)
        for eid, e in list(game.effects.items()):  # 800.4a: any effects which give that player control end
            if e.controller != player or not any(isinstance(p, GainControl) for p in e.spec.parts):
                continue
            game.record("effect", says=Record.of("leave.control_ends", effect=EffectId(eid), player=Player(player),
                                                 rule=Rule("800.4a")))
            rest = tuple(p for p in e.spec.parts if not isinstance(p, GainControl))
            if rest:  # its other parts go on ("… until end of turn. It gains haste …")
                game.characteristics(record=False)  # 302.6: the control change it made is seen
                game.effects[eid] = dataclasses.replace(e, spec=dataclasses.replace(e.spec, parts=rest))
            else:
                game.end_effect(eid)
        for item in list(game.stack):  # then: their objects on the stack not represented by cards cease to exist
            if item.controller == player and (item.object is None or item.object in game.copies):
                game.remove_from_stack(item)
                game.record("game", says=Record.of("leave.ceases", object=Obj(item.object or item.source or item.id),
                                                   player=Player(player), rule=Rule("800.4a")))
                if item.object is not None:
                    del game.objects[item.object]
                    game.copies.discard(item.object)
        for t in [t for t in game.pending if t.controller == player]:  # 800.4d
            game.record("game", says=Record.of("leave.pending", object=Obj(t.source or t.id), player=Player(player),
                                               rule=Rule("800.4d")))
            game.remove_pending(t)
        for d in [d for d in game.delayed if d.controller == player]:  # 800.4d: it would never be put on the stack
            game.remove_delayed(d)
        for o in game.objects.values():  # 800.4e: combat damage isn't assigned to a player who left
            if o.attacking == player:
                o.attacking = ""  # 506.4c: it goes on attacking, attacking nothing
                game.record("game", object=o.id, says=Record.of("leave.attacks_nothing", object=Obj(o.id, o.incarnation),
                                                                player=Player(player), rule=Rule("800.4e")))
        views = game.characteristics(record=False).views
        still = [oid for oid, v in views.items() if v.controller == player and v.zone in ("battlefield", "stack")]
        for item in [i for i in game.stack if i.object in still]:
            game.remove_from_stack(item)
        game.players = tuple(p for p in game.players if p != player)
        game.left_game = (*game.left_game, player)
        if still:  # then: what they still control is exiled (800.4a)
            game.move_together(still, "exile")


__all__ = ["Leaving"]
