"""Game actions a judge's question needs, beyond zones and the stack: setting a life total
(119.5), winning and losing (104.2, 104.3, 704.5a), sacrificing (701.21a), shield counters
(122.1c), and the amounts they read (life totals; an object's power as it last existed, 608.2h).

Each function acts on a game as :class:`Played` (what it asks of it) and records its event in
the log; the one-shot instructions that use them are words of the instruction vocabulary.

>>> from engine.game import Game
>>> from engine.records import Record, Rule
>>> g = Game()
>>> set_life(g, "A", 40)
20
>>> g.life["A"]
40
>>> lose_game(g, "B", Record.of("why.life", rule=Rule("704.5a"), life=0))
>>> g.winners, g.losers
(['A'], {'B': '704.5a: 0 life'})
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from engine.amounts import Counting, Measured
from engine.errors import ChoiceError
from engine.prohibitions import Acting, InForce, Watched
from engine.records import Obj, Player, Record, Rule, Term, Text, cant_choose, declare

if TYPE_CHECKING:
    from engine.events import Event
    from engine.objects import GameObject
    from engine.selectors import Selector
    from engine.view import View

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("event.life_total", "{player}'s life total becomes {total} ({rule}: {how} {amount} life)"),
    ("event.shielded", "{object} isn't destroyed: a shield counter is removed from it instead ({rule})"),
    ("event.loses", "{player} loses the game ({why})"),
    ("event.wins", "{player} wins the game ({why})"),
    ("why.life", "{rule}: {life} life"),
    ("why.empty_library", "{rule}: drew from an empty library"),
    ("why.poison", "{rule}: {count} poison counters"),
    ("why.won", "{player} won the game, {rule}"),
    ("why.opponents_left", "{rule}: all their opponents have left the game"),
)


class Played(Counting, Watched, Protocol):
    """What a game action asks of the game (a narrow part of engine.ports.GameOps): its players,
    life totals and poison counters, who has won and lost, its objects as they are now and as they
    last were (608.2h), and the operations that change life, counters and zones — so that no
    action names a module above it."""

    losers: dict[str, str]
    winners: list[str]
    drew_from_empty: set[str]
    last_known: dict[str, View]

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def poison(self) -> dict[str, int]: ...

    def characteristics(self, *, record: bool = True) -> InForce: ...
    def record(self, kind: str, *, batch: int | None = None, **fields: object) -> Event: ...
    def obj(self, oid: str) -> GameObject: ...
    def change_life(self, player: str, amount: int, says: Record | None = None) -> None: ...
    def remove_counters(self, oid: str, kind: str, count: int = 1) -> None: ...
    def move_together(self, ids: Iterable[str], zone: str) -> list[GameObject]: ...
    def can_leave(self, player: str) -> None: ...
    def leave_game(self, player: str) -> None: ...


class Causing(Measured, Acting, Protocol):
    """The resolving spell or ability that makes a player act (an engine.stack.StackItem)."""


def set_life(game: Played, player: str, total: int) -> int:
    """119.5: the player's life total becomes ``total`` — they gain or lose the difference
    (so effects on gaining or losing life apply, 119.10); the change made, after replacement."""
    before = game.life[player]
    diff = total - before
    if diff:
        game.change_life(player, diff, Record.of("event.life_total", player=Player(player), total=total,
                                                 rule=Rule("119.5"), how=Term("gains" if diff > 0 else "loses"),
                                                 amount=abs(diff)))
    return game.life[player] - before


def lose_game(game: Played, player: str, why: Record) -> None:
    """104.3: ``player`` loses the game; when one player is left, that player wins (104.2a); in a
    game that goes on (800.4: more than one player is left), they leave it (800.4a)."""
    lose_together(game, [(player, why)])


def lose_together(game: Played, losing: Iterable[tuple[str, Record]]) -> None:
    """704.3: these players lose the game at the same time (state-based actions); when one
    player is left, that player wins (104.2a); when none is, the game is a draw (104.4a); when more
    than one is, the game goes on and those who lost leave it (800.4, 800.4a: ``leave_game``)."""
    new = [(p, why) for p, why in losing if p not in game.losers]
    if len([p for p in game.players if p not in game.losers and p not in dict(new)]) > 1:
        for player, _ in new:  # 800.4a: they will leave a game that goes on — refused before anything is done
            game.can_leave(player)
    for player, why in new:
        game.losers[player] = why.describe()
        game.record("game", player=player, says=Record.of("event.loses", player=Player(player), why=why))
    if not new:
        return
    left = [p for p in game.players if p not in game.losers]
    if len(left) == 1 and left[0] not in game.winners:
        win_game(game, left[0], Record.of("why.opponents_left", rule=Rule("104.2a")))
    elif len(left) > 1:  # 800.4: a multiplayer game goes on; those who lost leave it (104.3, 800.4a)
        for player, _ in new:
            game.leave_game(player)


def win_game(game: Played, player: str, why: Record) -> None:
    """104.2: ``player`` wins the game (104.2b: an effect may say so); the game ends (104.1): every other
    player is marked as having lost."""
    if player in game.winners:
        return
    game.winners.append(player)
    game.record("game", player=player, says=Record.of("event.wins", player=Player(player), why=why))
    for p in game.players:
        if p != player and p not in game.losers:
            lost = Record.of("why.won", player=Player(player), rule=Rule("104.1"))
            game.losers[p] = lost.describe()
            game.record("game", player=p, says=Record.of("event.loses", player=Player(p), why=lost))


def life_sba(game: Played) -> list[str]:
    """704.5a: a player with 0 or less life loses the game (104.3b); 704.5b: so does one who
    tried to draw from an empty library since the last check (104.3c)."""
    losing = []
    for p in game.players:
        if p not in game.losers and game.life[p] <= 0:
            losing.append((p, Record.of("why.life", rule=Rule("704.5a"), life=game.life[p])))
        elif p not in game.losers and p in game.drew_from_empty:
            losing.append((p, Record.of("why.empty_library", rule=Rule("704.5b"))))
        elif p not in game.losers and game.poison.get(p, 0) >= 10:
            losing.append((p, Record.of("why.poison", rule=Rule("704.5c"), count=game.poison[p])))
    game.drew_from_empty.clear()
    lose_together(game, losing)  # 704.3: all at once — two players at 0 life draw (104.4a)
    return [p for p, _ in losing]


def sacrifice(game: Played, player: str, chosen: Iterable[str], what: Selector, source: str | None = None,
              count: int = 1, cause: Causing | None = None) -> list[str]:
    """701.21a: ``player`` sacrifices ``count`` permanents ``what`` describes — ones they
    control, of their choice (``chosen``; without one, the first found): each goes from the
    battlefield to its owner's graveyard, at the same time. Nothing else can be sacrificed,
    nor what an effect says ``cause`` (the resolving spell or ability) can't make them
    sacrifice (101.2)."""
    from engine.amounts import item_choices
    from engine.prohibitions import permitted
    from engine.selectors import Context

    views = game.characteristics(record=False).views
    choices = item_choices(game, cause) if cause is not None else {}  # 607.2d
    legal = [oid for oid in what.select(Context(views=views, source=source, controller=player, choices=choices))
             if views[oid].zone == "battlefield" and views[oid].controller == player]
    if cause is not None:
        legal = permitted(game, cause, "sacrifice", legal)
    picked = [c for c in chosen]
    bad = [c for c in picked if c not in legal]
    if bad:
        raise ChoiceError(f"{player} can't sacrifice {', '.join(bad)} for '{what.text}' (701.21a: a permanent they "
                          f"control that it describes; choices: {', '.join(legal) or 'none'})",
                          cant_choose(Text(what.text), bad, legal, rule="701.21a"))
    picked = (picked or legal)[:count]
    game.last_known.update({oid: views[oid] for oid in picked})  # 608.2h: "the sacrificed creature's power"
    if picked:
        game.record("sacrifice", player=player, says=Record.of("event.sacrifices", player=Player(player),
                                                              objects=tuple(Obj(o) for o in picked),
                                                              rule=Rule("701.21a")))
        game.move_together(picked, "graveyard")
    return picked


def shielded(game: Played, ids: Iterable[str]) -> list[str]:
    """122.1c: "if this permanent would be destroyed as the result of an effect, instead remove a
    shield counter from it" — of ``ids`` an effect would destroy, those still destroyed."""
    out = []
    for oid in ids:
        obj = game.obj(oid)
        if obj.zone == "battlefield" and obj.counters.get("shield", 0):
            game.remove_counters(oid, "shield")
            game.record("replace", object=oid, says=Record.of("event.shielded", object=Obj(oid, obj.incarnation),
                                                              rule=Rule("122.1c")))
        else:
            out.append(oid)
    return out


__all__ = ["life_sba", "lose_game", "sacrifice", "set_life", "shielded", "win_game"]
