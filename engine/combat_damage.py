"""How attacking and blocking creatures assign their combat damage (510.1): to the player
attacked, to the blocking creatures — divided as the attacking creature's controller chooses
among several (510.1c: the current rules have no damage assignment order), a blocking
creature's among the creatures it blocks (510.1d) — and, with
trample, the excess over lethal damage to the player (702.19b–d; deathtouch makes 1 lethal,
702.2c).

:meth:`engine.combat.Combat.combat_damage_step` gives :func:`assign_combat_damage` the
creatures that deal damage in the step and the controller's division (``divisions``:
attacker → recipient → amount); the result is the (source, recipient, amount) triples the
step deals at once (510.2). A division that breaks these rules is refused (510.1e) with the
rule, and so is a division missing where the controller has a choice to make.

>>> lethal(toughness=3, marked=1, deathtouch=False), lethal(toughness=3, marked=0, deathtouch=True)
(2, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.errors import IllegalActionError
from engine.keywords import keywords_of
from engine.records import not_allowed

if TYPE_CHECKING:
    from engine.ports import GameOps
    from engine.view import View

Pair = tuple[str | None, str, int]


@dataclass(frozen=True)
class Assignment:
    """One combat damage step's assignment: the game, its views as the step begins, the
    creatures that deal damage in it and the divisions their controllers chose."""

    game: GameOps
    views: Mapping[str, View]
    dealers: Sequence[str]
    divisions: Mapping[str, Mapping[str, int]]


def strikes_first(view: View) -> bool:
    """510.4: it has first strike (702.7b) or double strike (702.4b)."""
    return bool(keywords_of(view) & {"first strike", "double strike"})


def lethal(toughness: int, marked: int, deathtouch: bool) -> int:
    """702.19b: the damage that is lethal to a creature — its toughness less the damage marked
    on it (120.6), or 1 from a source with deathtouch (702.2c); 0 once it has that much."""
    left = max(0, toughness - marked)
    return min(left, 1) if deathtouch else left


def assign_combat_damage(a: Assignment) -> list[Pair]:
    """510.1: every dealer's combat damage, as (source, recipient, amount); 510.1e: the whole
    assignment is checked — a trampling creature's damage to the player only once each creature
    blocking it is assigned lethal damage by all the attacking creatures together (702.19b)."""
    for oid in a.divisions:
        if oid not in a.dealers or a.game.obj(oid).attacking is None and not _blocked_by(a, oid):
            raise IllegalActionError(f"assign: {oid} is no attacking or blocking creature that deals combat damage in "
                                     "this step (510.1c, 510.1d)", not_allowed("cant_assign_not_dealing", rule="510.1c"))
    pairs: list[Pair] = []
    for oid in a.dealers:
        power = a.views[oid].power or 0
        if power <= 0:
            continue  # 510.1a: it assigns no combat damage
        obj = a.game.obj(oid)
        if obj.attacking is not None:
            pairs += _attacker(a, oid, power)
        else:
            pairs += _blocker(a, oid, power)
    _trample_checked(a, pairs)
    return pairs


def _trample_checked(a: Assignment, pairs: Sequence[Pair]) -> None:
    """702.19b: an attacking creature with trample assigns damage to the player it attacks only
    once each creature blocking it is assigned lethal damage — counting the damage the other
    attacking creatures assign to it in this step (its first example) and damage already marked
    on it; from a source with deathtouch, any damage is lethal (702.2c)."""
    to_player = [src for src, to, n in pairs if src and to == a.game.obj(src).attacking and a.game.obj(src).blocked
                 and "trample" in keywords_of(a.views[src])]
    for src in to_player:
        for b in _blockers_of(a, src):
            given = [(s, n) for s, to, n in pairs if to == b and s and a.game.obj(s).attacking is not None]
            if any(n > 0 and "deathtouch" in keywords_of(a.views[s]) for s, n in given if s in a.views):
                continue
            if sum(n for _, n in given) < lethal(a.views[b].toughness or 0, a.game.obj(b).damage, False):
                raise IllegalActionError(f"assign: {src} assigns damage to {a.game.obj(src).attacking} only once each "
                                         f"creature blocking it is assigned lethal damage ({b}: 702.19b)",
                                         not_allowed("cant_assign_trample", rule="702.19b"))


def _blockers_of(a: Assignment, oid: str) -> list[str]:
    """The creatures blocking ``oid`` now."""
    return [o.id for o in a.game.objects.values() if oid in o.blocking and o.zone == "battlefield"
            and o.id in a.views and "creature" in a.views[o.id].card_types]


def _blocked_by(a: Assignment, oid: str) -> list[str]:
    """The attacking creatures ``oid`` blocks now (510.1d: not those removed from combat)."""
    return [b for b in a.game.obj(oid).blocking if a.game.obj(b).attacking is not None
            and a.game.obj(b).zone == "battlefield"]


def _blocker(a: Assignment, oid: str, power: int) -> list[Pair]:
    """510.1d: a blocking creature's damage goes to the creature it blocks, if that is still
    attacking; blocking two or more, divided among them as its controller chooses."""
    blocked = _blocked_by(a, oid)
    division = a.divisions.get(oid)
    if len(blocked) <= 1 and division is None:
        return [(oid, blocked[0], power)] if blocked else []
    if division is None:
        raise IllegalActionError(
            f"{oid} blocks {', '.join(blocked)}: give how its controller divides its {power} combat damage among "
            f"them (510.1d) — `assign: {{{oid}: {{…}}}}`", not_allowed("cant_assign_choose", rule="510.1d"))
    if not blocked:
        raise IllegalActionError(f"assign: {oid} blocks no attacking creature now (510.1d)",
                                 not_allowed("cant_assign_no_blockers", rule="510.1d"))
    return _divided(oid, power, division, blocked, None)


def _attacker(a: Assignment, oid: str, power: int) -> list[Pair]:
    """510.1b–c, 702.19b–d: an attacking creature's damage."""
    obj = a.game.obj(oid)
    player = obj.attacking or ""
    trample = "trample" in keywords_of(a.views[oid]) and bool(player)  # 506.4c: attacking nothing
    blockers = _blockers_of(a, oid)
    division = a.divisions.get(oid)
    if not obj.blocked:
        if division is not None:
            raise IllegalActionError(f"assign: {oid} is unblocked; its damage goes to {player} (510.1b)",
                                     not_allowed("cant_assign_unblocked", rule="510.1b"))
        return [(oid, player, power)] if player else []  # 510.1b: the player or planeswalker; nothing
    if not blockers:  # 510.1c: no creature blocks it any more; 702.19d: with trample, all to the player
        if division is not None:
            raise IllegalActionError(f"assign: no creature blocks {oid} now (510.1c)",
                                     not_allowed("cant_assign_no_blockers", rule="510.1c"))
        return [(oid, player, power)] if trample else []
    deathtouch = "deathtouch" in keywords_of(a.views[oid])
    need = {b: lethal(a.views[b].toughness or 0, a.game.obj(b).damage, deathtouch) for b in blockers}
    if division is None:
        if len(blockers) == 1 and (not trample or power <= need[blockers[0]]):
            return [(oid, blockers[0], power)]  # 510.1c: all to its one blocker
        if trample and power >= sum(need.values()):  # 702.19b: lethal to each, the rest to the player
            rest = power - sum(need.values())
            out: list[Pair] = [(oid, b, n) for b, n in need.items() if n > 0]
            return out + ([(oid, player, rest)] if rest > 0 else [])
        raise IllegalActionError(
            f"{oid} is blocked by {', '.join(blockers)}: give how its controller divides its {power} combat damage "
            f"among them (510.1c{', and the player: 702.19b' if trample else ''}) — `assign: {{{oid}: {{…}}}}`",
            not_allowed("cant_assign_choose", rule="510.1c"))
    return _divided(oid, power, division, blockers, player if trample else None)


def _divided(oid: str, power: int, division: Mapping[str, int], blockers: list[str], player: str | None
             ) -> list[Pair]:
    """510.1c–d, 510.1e: a division of ``power`` among ``blockers`` (a blocking creature's: the
    creatures it blocks) and, with trample (``player``), the player — once every blocker is
    assigned lethal damage, which :func:`_trample_checked` judges on the whole assignment (702.19b)."""
    allowed = [*blockers, *([player] if player else [])]
    for to, n in division.items():
        if to not in allowed:
            raise IllegalActionError(f"assign: {oid} can't assign combat damage to {to} (510.1c; it may to: "
                                     f"{', '.join(allowed)})", not_allowed("cant_assign_to", rule="510.1c"))
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise IllegalActionError(f"assign: {to}: a number of damage, not {n!r}",
                                     not_allowed("cant_assign_amount", rule="510.1c"))
    if sum(division.values()) != power:
        raise IllegalActionError(f"assign: {oid} assigns combat damage equal to its power, {power}, not "
                                 f"{sum(division.values())} (510.1a)", not_allowed("cant_assign_total", rule="510.1a"))
    return [(oid, to, n) for to, n in division.items() if n > 0]


__all__ = ["Assignment", "assign_combat_damage", "lethal", "strikes_first"]
