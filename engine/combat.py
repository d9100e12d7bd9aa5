"""Combat (506–511), damage (120) and life (119): declaring attackers (508.1) and blockers (509.1), the combat damage steps (510), damage dealt at the same time, life gained and lost.

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations, product
from math import prod
from typing import TYPE_CHECKING, ClassVar

from engine.blocking import cant_block_because, menace_unmet
from engine.combat_damage import Assignment, assign_combat_damage, strikes_first
from engine.cr_keywords import keyword_of
from engine.effects import DamageCantBePrevented
from engine.errors import IllegalActionError
from engine.events import Event, in_cleanup, step_may_end
from engine.keywords import Keyword, keywords_of, protected_from
from engine.objects import summoning_sick
from engine.records import Obj, Player, Record, Rule, Says, Term, not_allowed
from engine.replacement import Would, WouldKind
from engine.replacement import replace as replace_event
from engine.triggers import detect, may_trigger

if TYPE_CHECKING:
    from engine.evaluate import Evaluation
    from engine.layered import Layered


class Combat(Says):
    """Combat, damage and life."""

    records: ClassVar[dict[str, str]] = {
        "event.pays_life": "{player} pays {amount} life ({rule})",
        "event.damage": "{object} deals {amount} damage to {target}",
        "event.combat_damage": "{object} deals {amount} combat damage to {target}",
        "event.attacks": "{object} attacks {player}",
        "event.blocks": "{object} blocks {attacker}",
        "event.becomes_blocked": "{object} becomes blocked",
        "event.gains": "{player} gains {amount} life",
        "event.loses_life": "{player} loses {amount} life",
        "event.protection_prevents": "{amount} damage {source} would deal to {object} is prevented: protection ({rule})",
        "event.shield_unpreventable": ("a shield counter is removed from {object}, and the {amount} damage that can't "
                                       "be prevented is dealt ({rule})"),
        "event.shield_prevents": "{amount} damage to {object} is prevented: a shield counter is removed from it ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def change_life(self, player: str, amount: int, says: Record | None = None) -> None:
        """119: gain (positive) or lose (negative) life; replacement effects first (614.1a)."""
        self.game.check_player(player)
        amount = self.game.life_replaced(player, amount)
        if amount == 0:
            return
        self.game.life[player] += amount
        event = self.game.record("life", player=player, amount=amount,
                                 says=says or Record.of("event.gains" if amount > 0 else "event.loses_life",
                                                        player=Player(player), amount=abs(amount)))
        if may_trigger(self.game):
            now = self.game.characteristics(record=False)
            detect(self.game, [event], now, now)  # 119.9: "whenever you gain life"

    def pay_life(self, player: str, amount: int) -> None:
        """119.4: ``player`` pays ``amount`` life — only with at least that much (0 always,
        119.4b): a loss of life, replaced as a payment (``would: pay_life``) and as a loss."""
        self.game.check_player(player)
        if amount <= 0:
            return
        if self.game.life[player] < amount:
            raise IllegalActionError(f"{player} can't pay {amount} life with {self.game.life[player]} (119.4)",
                                     not_allowed("cant_pay_life", rule="119.4", player=player))
        lost = self.game.life_replaced(player, -amount, "pay")
        if lost == 0:
            return
        self.game.life[player] += lost
        event = self.game.record("life", player=player, amount=lost, says=Record.of(
            "event.pays_life", player=Player(player), amount=-lost, rule=Rule("119.4")))
        if may_trigger(self.game):
            now = self.game.characteristics(record=False)
            detect(self.game, [event], now, now)  # "whenever you lose life"

    def deal_damage(self, source: str | None, target: str, amount: int, combat: bool = False, *,
                    batch: int | None = None, gains: dict[tuple[str, str], int] | None = None,
                    preventable: bool = True) -> Event | None:
        """120.3: damage to a player is life loss; to a creature it is marked on it. ``batch``:
        the damage dealt at the same time it is part of; ``gains``: where the life its lifelink
        gains is added up, per source, for one life-gain event each (702.15e). Not ``preventable``:
        damage that "can't be prevented" (615.12) — the prevention effects still apply (their
        additional effects happen) but prevent none of it, and no shield is reduced."""
        if amount <= 0:
            return None
        if preventable and self.cant_be_prevented(source):
            preventable = False  # 615.12: an effect says this damage can't be prevented
        if self.game.may_replace():  # 614.1a, 615: "prevent", "double that damage"
            views = self.game.characteristics(record=False).views
            player = target if target in self.game.players else None
            would = replace_event(self.game, Would(WouldKind.DAMAGE, object=None if player else target, player=player,
                                                   source=source, amount=amount, combat=combat,
                                                   unpreventable=not preventable), views)
            amount, target = would.amount, would.player or would.object or target  # 614.9: maybe another recipient
            if amount <= 0:
                return None
        views = self.game.characteristics(record=False).views
        src = (views.get(source) or self.game.last_known.get(source)) if source else None
        if preventable and target not in self.game.players and target in views and protected_from(views[target], src):
            self.game.record("replace", object=target, says=Record.of(
                "event.protection_prevents", object=Obj(target), source=Obj(source or ""), amount=amount,
                rule=Rule("702.16e")))
            return None  # 702.16e: damage from a source with the quality is prevented
        if target not in self.game.players and self.game.obj(target).counters.get("shield", 0):
            self.game.remove_counters(target, "shield")  # 122.1c: prevented, and a shield counter removed
            if preventable:
                self.game.record("replace", object=target, says=Record.of(
                    "event.shield_prevents", object=Obj(target), amount=amount, rule=Rule("122.1c")))
                return None
            self.game.record("replace", object=target, says=Record.of(  # 615.12: the counter goes; the damage is dealt
                "event.shield_unpreventable", object=Obj(target), amount=amount, rule=Rule("615.12")))
        lost = 0
        kinds = keywords_of(src) if src is not None else frozenset()
        if target in self.game.players:
            self.game.turn_counts[f"dealt damage {target}"] = 1  # 702.54a: "if an opponent was dealt damage this turn"
            if "infect" in kinds:  # 120.3b, 702.90b: poison counters, no life lost
                self.game.poison[target] = self.game.poison.get(target, 0) + amount
            else:
                lost = -self.game.life_replaced(target, -amount, "damage")  # 120.3a: damage → life loss
                self.game.life[target] -= lost
            toxic = sum(a.number() for _, a in src.abilities if isinstance(a, Keyword) and keyword_of(a.name) == "toxic"
                        ) if combat and src is not None else 0
            if toxic:  # 702.164c: combat damage to a player from a creature with toxic: poison counters too (702.164b)
                self.game.poison[target] = self.game.poison.get(target, 0) + toxic
        else:
            recipient = self.game.obj(target)
            types = views[target].card_types if target in views else set()
            if "planeswalker" in types and recipient.counters.get("loyalty", 0):  # 120.3c: loyalty counters removed
                self.game.remove_counters(target, "loyalty", min(amount, recipient.counters["loyalty"]))
            if "battle" in types and recipient.counters.get("defense", 0):  # 120.3h: defense counters removed
                self.game.remove_counters(target, "defense", min(amount, recipient.counters["defense"]))
            if "creature" in types and kinds & {"wither", "infect"}:  # 120.3d, 702.80a, 702.90c
                n = self.game.counters_replaced(target, "-1/-1", amount)
                if n > 0:
                    self.game.put_counters(target, "-1/-1", n)
            elif "creature" in types or not {"planeswalker", "battle"} & types:
                recipient.damage += amount  # 120.3e: marked on it
            if "deathtouch" in kinds:
                recipient.deathtouched = True  # 702.2b: destroyed when state-based actions are checked (704.5h)
        event = self.game.record("combat_damage" if combat else "damage", batch=batch, object=source, target=target,
                                 amount=amount,
                           player=target if target in self.game.players else None, life_lost=lost,
                           says=Record.of("event.combat_damage" if combat else "event.damage", object=Obj(source or ""),
                                          amount=amount, target=Player(target) if target in self.game.players else Obj(target)))
        if src is not None and "lifelink" in kinds:  # 702.15b: its controller gains that much life
            if gains is None:
                self.change_life(src.controller, amount)
            else:
                key = (source or "", src.controller)
                gains[key] = gains.get(key, 0) + amount
        return event

    def cant_be_prevented(self, source: str | None) -> bool:
        """615.12: whether an effect on the game rules in force now says the damage ``source`` would
        deal can't be prevented (:class:`engine.effects.DamageCantBePrevented`: its sources judged
        for the effect's controller, the source as it is now or as it last existed)."""
        ev = self.game.characteristics(record=False)
        rules = [p for p in ev.prohibitions if isinstance(p.rule, DamageCantBePrevented)]
        if not rules:
            return False
        src = (ev.views.get(source) or self.game.last_known.get(source)) if source else None
        return any(isinstance(p.rule, DamageCantBePrevented) and p.rule.covers(src, p.context(ev.views)) for p in rules)

    def deal_damage_together(self, pairs: Iterable[tuple[str | None, str, int]], combat: bool = False,
                             preventable: bool = True) -> None:
        """Damage dealt at the same time (510.2: combat damage; 120.3: a spell's or an
        ability's damage to its targets); abilities trigger on it (510.3a, 120.3). Not
        ``preventable``: it can't be prevented (615.12)."""
        now = self.game.characteristics(record=False)
        batch, gains = self.game.next_batch(), dict[tuple[str, str], int]()
        events = [e for e in (self.deal_damage(s, t, n, combat, batch=batch, gains=gains, preventable=preventable)
                              for s, t, n in pairs) if e is not None]
        for (_, controller), amount in gains.items():  # 702.15e: one life-gain event for each source
            self.change_life(controller, amount)
        detect(self.game, events, now, now)

    def declare_attackers(self, attackers: Iterable[str], defender: str,
                          attacked: Mapping[str, str] | None = None) -> list[Event]:
        """508.1: the active player declares ``attackers`` (creatures they control on the
        battlefield, untapped) attacking ``defender``; they become attacking creatures and
        tap (508.1f) unless they have vigilance (702.20b). 508.1b: ``attacked`` — an attacker →
        the planeswalker the defending player controls that it attacks instead (506.3; a battle
        is refused: its protector, 310.8, is not modelled). 508.3a: abilities that trigger on
        a creature attacking trigger now — one "attacks" event per attacker, all at the same
        time (one batch: 508.1 is a single turn-based action). Summoning sickness (302.6) is judged
        by when it came onto the battlefield (a change of control is not); attack requirements
        and costs (508.1c–d, 508.1g–h) are not modelled."""
        ids = list(attackers)
        in_cleanup(self.game.step)  # 514.3a: no combat after the cleanup step
        step_may_end(self.game.stack, self.game.pending)  # 500.2: the step before has ended
        self.game.check_player(defender)
        if defender == self.game.active_player:
            raise IllegalActionError(f"{defender} is the active player and can't be attacked (508.1b)",
                                     not_allowed("cant_attack_active", rule="508.1b", player=defender))
        now = self.game.characteristics(record=False)
        targets = {oid: defender for oid in ids}
        for oid, what in (attacked or {}).items():
            if oid not in targets:
                raise IllegalActionError(f"{oid} is not declared as an attacker (508.1b)",
                                         _cant_attack(oid, "attack_not_declared", "508.1b"))
            targets[oid] = self._attackable(oid, what, defender, now)
        now = self.game.characteristics(record=False)
        for oid in ids:
            view = now.views.get(self.game.obj(oid).id)
            if view is None or view.zone != "battlefield" or "creature" not in view.card_types:
                raise IllegalActionError(f"{oid} is not a creature on the battlefield (508.1a)",
                                         _cant_attack(oid, "attack_not_creature", "508.1a"))
            if view.controller != self.game.active_player:
                raise IllegalActionError(f"{oid} is not controlled by the active player {self.game.active_player} (508.1a)",
                                         _cant_attack(oid, "attack_not_active", "508.1a"))
            if self.game.obj(oid).tapped:
                raise IllegalActionError(f"{oid} is tapped and can't attack (508.1a)",
                                         _cant_attack(oid, "attack_tapped", "508.1a"))
            if any(isinstance(a, Keyword) and a.name.lower() == "defender" for _, a in view.abilities):
                raise IllegalActionError(f"{oid} has defender and can't attack (702.3b)",
                                         _cant_attack(oid, "attack_defender", "702.3b"))
            if self.game.obj(oid).attacking is not None:
                raise IllegalActionError(f"{oid} is already attacking", _cant_attack(oid, "attack_already", ""))
            for p in now.prohibitions:
                if p.restricts("attack", oid, view):  # 508.1c: a restriction ("can't attack")
                    raise IllegalActionError(f"{oid} can't attack: {p.rule.text!r} (508.1c)",
                                             _cant_attack(oid, "attack_restricted", "508.1c"))
        if len(set(ids)) != len(ids):
            raise IllegalActionError("a creature is declared as an attacker once (508.1a)",
                                     not_allowed("cant_attack_twice", rule="508.1a"))
        for oid in ids:
            view = now.views[self.game.obj(oid).id]
            if summoning_sick(self.game.obj(oid), self.game.turn_began, view.controller) \
                    and "haste" not in keywords_of(view):  # 302.6, 702.10b
                raise IllegalActionError(f"{oid} came under its controller's control this turn and can't attack "
                                         "(302.6; it has no haste)", _cant_attack(oid, "attack_sick", "302.6"))
        self.game.attackers_declared = self.game.attackers_declared or bool(ids)  # 508.8
        for oid in ids:
            obj = self.game.obj(oid)
            obj.attacking, obj.defending = targets[oid], defender  # 508.1b, 506.2
            if not any(isinstance(a, Keyword) and a.name == "vigilance" for _, a in now.views[obj.id].abilities):
                self.game.tap(oid)  # 508.1f
        batch = self.game.next_batch()
        events = [self.game.record("attacks", batch=batch, object=oid, player=defender,
                                   target=None if targets[oid] == defender else targets[oid],
                                   incarnation=self.game.obj(oid).incarnation,
                                   says=Record.of("event.attacks", object=Obj(oid, self.game.obj(oid).incarnation),
                                                  player=Player(defender) if targets[oid] == defender
                                                  else Obj(targets[oid])))
                  for oid in ids]
        after = self.game.characteristics(record=False)
        detect(self.game, events, after, after)
        return events


    def _attackable(self, oid: str, what: str, defender: str, now: Evaluation) -> str:
        """506.3, 508.1b: ``what`` may be attacked by ``oid`` — a planeswalker the defending player
        controls (a battle's protector, 310.8, is not modelled: refused)."""
        view = now.views.get(what)
        if what == defender:
            return what
        if view is None or view.zone != "battlefield" or not {"planeswalker", "battle"} & view.card_types:
            raise IllegalActionError(f"{oid} can attack only a player, a planeswalker or a battle, not {what} (506.3)",
                                     _cant_attack(oid, "attack_not_attackable", "506.3"))
        if "planeswalker" not in view.card_types:
            raise IllegalActionError(f"{oid} can't attack the battle {what}: a battle's protector (310.8) is not "
                                     "modelled", _cant_attack(oid, "attack_battle", "310.8"))
        if view.controller != defender:
            raise IllegalActionError(f"{what} is not controlled by the defending player {defender} (508.1b)",
                                     _cant_attack(oid, "attack_not_defenders", "508.1b"))
        return what

    def declare_blockers(self, blocks: Mapping[str, str | Sequence[str]]) -> list[Event]:
        """509.1: the defending player declares blockers — ``blocks``: each blocking creature →
        the attacking creature it blocks, or the attacking creatures when an effect lets it block
        more than one (509.1a: ``block_additional``, ``block_any_number``). Each must be an untapped
        creature on the battlefield
        controlled by the player its attacker attacks (509.1a), under no restriction (509.1b:
        "can't block", :class:`engine.effects.CombatRestriction`, `game_rule`) and allowed by
        the attacker's evasion (flying and reach 702.9b, 702.17b, fear 702.36b, intimidate
        702.13b, shadow 702.28b, horsemanship 702.31b, skulk 702.118b, protection 702.16f,
        landwalk 702.14c; menace 702.111b: two or more blockers), else the declaration is
        illegal (509.1) and nothing changes. 509.1g–h: they become blocking creatures and their
        attackers blocked; 509.3a, 509.3c: one ``blocks`` event per blocker and one
        ``becomes_blocked`` per attacker blocked, all at the same time. 509.1c: it obeys as many
        requirements as can be obeyed without disobeying a restriction (:meth:`_requirements_obeyed`).
        Costs to block (509.1d) are not modelled."""
        now = self.game.characteristics(record=False)
        in_cleanup(self.game.step)  # 514.3a: no combat after the cleanup step
        step_may_end(self.game.stack, self.game.pending)  # 500.2: the step before has ended
        if any(o.blocking or o.blocked for o in self.game.objects.values()):
            raise IllegalActionError("blockers are declared once a combat (509.1)",
                                     not_allowed("cant_block_twice", rule="509.1"))
        chosen = {b: (a,) if isinstance(a, str) else tuple(a) for b, a in blocks.items()}
        for blocker, attackers in chosen.items():
            if not attackers or len(set(attackers)) != len(attackers):
                raise IllegalActionError(f"{blocker} blocks one or more attacking creatures, each once (509.1a)",
                                         not_allowed("cant_block_list", blocker, rule="509.1a"))
            limit = self._block_limit(blocker, now)
            if limit is not None and len(attackers) > limit:
                raise IllegalActionError(f"{blocker} can block {limit} attacking creature{'s' if limit > 1 else ''}, "
                                         f"not {len(attackers)} (509.1a)",
                                         _cant_block(blocker, attackers[limit], "block_one", "509.1a"))
            for attacker in attackers:
                why = self._cant_block(blocker, attacker, now)
                if why is not None:
                    raise IllegalActionError(*why)
        pairs = [(b, a) for b, attackers in chosen.items() for a in attackers]
        for attacker in dict.fromkeys(a for _, a in pairs):
            if menace_unmet(now.views[self.game.obj(attacker).id], [a for _, a in pairs].count(attacker)):
                raise IllegalActionError(f"{attacker} has menace and can't be blocked except by two or more "
                                         "creatures (702.111b)",
                                         _cant_block(next(b for b, a in pairs if a == attacker), attacker,
                                                     "block_menace", "702.111b"))
        self._requirements_obeyed(chosen, now)
        for blocker, attackers in chosen.items():
            self.game.obj(blocker).blocking = attackers  # 509.1g
            for attacker in attackers:
                self.game.obj(attacker).blocked = True  # 509.1h
        batch = self.game.next_batch()
        events = [self.game.record("blocks", batch=batch, object=b, target=a[0], incarnation=self.game.obj(b).incarnation,
                                   says=Record.of("event.blocks", object=Obj(b, self.game.obj(b).incarnation),
                                                  attacker=tuple(Obj(x) for x in a) if len(a) > 1 else Obj(a[0])))
                  for b, a in chosen.items()]  # 509.3a: once for each blocker, however many it blocks
        events += [self.game.record("becomes_blocked", batch=batch, object=a, incarnation=self.game.obj(a).incarnation,
                                    says=Record.of("event.becomes_blocked", object=Obj(a, self.game.obj(a).incarnation)))
                   for a in dict.fromkeys(a for _, a in pairs)]
        after = self.game.characteristics(record=False)
        detect(self.game, events, after, after)
        return events

    def _requirements_obeyed(self, chosen: Mapping[str, tuple[str, ...]], now: Evaluation) -> None:
        """509.1c: the declaration obeys as many requirements ("blocks each combat if able", "all
        creatures able to block it do so") as any declaration that disobeys no restriction could —
        every such declaration of the defending player's creatures is tried (each blocks nothing,
        or attackers it may block, as many as it may); else it is illegal."""
        attackers = [o.id for o in self.game.objects.values() if o.attacking is not None and o.zone == "battlefield"]
        defending = {self.game.obj(a).defending for a in attackers}
        blockers = [v.id for v in now.views.values() if v.zone == "battlefield" and v.controller in defending
                    and "creature" in v.card_types]
        wanted = [r for p in now.prohibitions for r in p.requirements(blockers, attackers)]
        if not wanted:
            return

        def obeyed(declaration: Mapping[str, tuple[str, ...]]) -> int:
            return sum(b in declaration and (a is None or a in declaration[b]) for b, a in wanted)

        options: list[list[tuple[str, ...]]] = []
        for b in blockers:
            able = [a for a in attackers if self._cant_block(b, a, now) is None]
            limit = self._block_limit(b, now)
            sizes = range(1, min(len(able), len(able) if limit is None else limit) + 1)
            options.append([(), *(c for n in sizes for c in combinations(able, n))])
        if prod(len(o) for o in options) > 20000:
            raise IllegalActionError("too many creatures to judge the blocking requirements (509.1c is judged for "
                                     "up to 20000 declarations)", not_allowed("cant_block_requirements_size",
                                                                               rule="509.1c"))
        best = 0
        for pick in product(*options):
            declaration = {b: p for b, p in zip(blockers, pick, strict=True) if p}
            n = obeyed(declaration)
            if n > best and not self._menace_broken(declaration, now):
                best = n
        have = obeyed(chosen)
        if have < best:
            raise IllegalActionError(f"the declaration obeys {have} blocking requirement{'s' if have != 1 else ''}; "
                                     f"{best} can be obeyed without disobeying a restriction (509.1c)",
                                     not_allowed("cant_block_requirements", rule="509.1c"))

    def _menace_broken(self, declaration: Mapping[str, tuple[str, ...]], now: Evaluation) -> bool:
        """702.111b: an attacking creature with menace blocked by one creature alone."""
        counts = Counter(a for attackers in declaration.values() for a in attackers)
        return any(menace_unmet(now.views[a], n) for a, n in counts.items())

    def _block_limit(self, blocker: str, now: Evaluation) -> int | None:
        """509.1a: how many attacking creatures ``blocker`` may block — one, and more for each
        effect that lets it (``None``: any number)."""
        limit = 1
        for p in now.prohibitions:
            more = p.more_blocks(blocker)
            if more is None:
                return None
            limit += more
        return limit


    def can_block(self, blocker: str) -> list[str]:
        """The attacking creatures ``blocker`` could block now, each alone (509.1a–b and the
        attackers' evasion, as :meth:`declare_blockers` judges them; menace asks for a second
        blocker, 702.111b, and is judged on the whole declaration)."""
        now = self.game.characteristics(record=False)
        return [o.id for o in self.game.objects.values() if o.attacking is not None and o.zone == "battlefield"
                and self._cant_block(blocker, o.id, now) is None]

    def _cant_block(self, blocker: str, attacker: str, now: Evaluation) -> tuple[str, dict[str, object]] | None:
        """Why ``blocker`` can't block ``attacker`` — the message and its record — or None."""
        a_obj, b_obj = self.game.obj(attacker), self.game.obj(blocker)
        a_view, b_view = now.views.get(a_obj.id), now.views.get(b_obj.id)
        if a_obj.attacking is None or a_view is None or a_view.zone != "battlefield":
            return (f"{attacker} is not an attacking creature (509.1a)",
                    _cant_block(blocker, attacker, "block_not_attacker", "509.1a"))
        if b_view is None or b_view.zone != "battlefield" or "creature" not in b_view.card_types:
            return (f"{blocker} is not a creature on the battlefield (509.1a)",
                    _cant_block(blocker, attacker, "block_not_creature", "509.1a"))
        if b_view.controller != a_obj.defending:
            return (f"{blocker} is not controlled by {a_obj.defending}, the defending player of {attacker} (509.1a)",
                    _cant_block(blocker, attacker, "block_not_defending", "509.1a"))
        if b_obj.tapped:
            return f"{blocker} is tapped and can't block (509.1a)", _cant_block(blocker, attacker, "block_tapped",
                                                                                "509.1a")
        for p in now.prohibitions:
            if p.restricts("block", blocker, b_view):  # 509.1b: a restriction ("can't block")
                return (f"{blocker} can't block: {p.rule.text!r} (509.1b)",
                        _cant_block(blocker, attacker, "block_restricted", "509.1b"))
        lands = [v for v in now.views.values() if v.zone == "battlefield" and v.controller == a_obj.defending
                 and "land" in v.card_types]
        why = cant_block_because(a_view, b_view, lands)
        if why is not None:
            return f"{blocker} can't block {attacker}: {why[2]} ({why[1]})", _cant_block(blocker, attacker, why[0],
                                                                                        why[1])
        return None

    def combat_damage_step(self, divisions: Mapping[str, Mapping[str, int]] | None = None
                           ) -> tuple[list[tuple[str | None, str, int]], list[str]]:
        """510: a combat damage step. If an attacking or blocking creature has first strike or
        double strike as the first step begins, only those deal damage in it and a second step
        follows (510.4, 702.7b, 702.4b) for the others and the ones with double strike then
        (702.7c, 702.4c–d). Each attacking and blocking creature assigns combat damage equal to
        its power (510.1a; ``divisions``: how an attacking creature's controller divides it among
        its blockers, 510.1c, and with trample the player, 702.19b — :mod:`engine.combat_damage`)
        and all of it is dealt at once (510.2) by :meth:`deal_damage_together` (lifelink,
        deathtouch, wither, infect, protection, prevention). State-based actions follow (510.3,
        704.3: before a player gets priority). Returns the damage assigned and what the
        state-based actions did."""
        in_cleanup(self.game.step)  # 514.3a: no combat after the cleanup step
        now = self.game.characteristics(record=False)
        in_combat = [o.id for o in self.game.objects.values() if o.zone == "battlefield"
                     and (o.attacking is not None or o.blocking) and o.id in now.views
                     and "creature" in now.views[o.id].card_types]  # 506.4: a noncreature is out of combat
        if not in_combat and not self.game.attackers_declared:  # 508.8: no attackers, no combat damage step
            raise IllegalActionError("no creature is attacking or blocking (510; 508.8: no attackers were declared)",
                                     not_allowed("cant_combat_damage", rule="510"))
        banded = [o for o in in_combat if "banding" in keywords_of(now.views[o])]
        if banded:  # 702.22j: the defending player, or the attacking player, assigns instead — not modelled
            raise IllegalActionError(f"{banded[0]} has banding: how it changes who assigns combat damage (702.22j) "
                                     "is not modelled", not_allowed("cant_banding", rule="702.22j"))
        if self.game.combat_damage_steps >= 2:
            raise IllegalActionError("this combat's combat damage steps are over (510.4)",
                                     not_allowed("cant_combat_damage_again", rule="510.4"))
        first = self.game.combat_damage_steps == 0 and any(strikes_first(now.views[o]) for o in in_combat)
        if first:
            dealers = [o for o in in_combat if strikes_first(now.views[o])]  # 510.4: the first-strike step
        else:  # 510.4: those that had neither as the first step began, and those with double strike now
            dealers = [o for o in in_combat if not self.game.obj(o).first_striker
                       or "double strike" in keywords_of(now.views[o])]
        # 510.1e: an illegal assignment is refused before anything changes
        pairs = assign_combat_damage(Assignment(self.game, now.views, dealers, divisions or {}))
        for o in dealers if first else ():
            self.game.obj(o).first_striker = True
        self.game.combat_damage_steps = 1 if first else 2
        self.game.deal_damage_together(pairs, combat=True)
        return pairs, self.game.check_state_based_actions()


def _cant_block(blocker: str, attacker: str, why: str, rule: str) -> dict[str, object]:
    """Why a creature can't be declared as a blocker, for the reader (``error.cant_block``)."""
    return Record.of("error.cant_block", object=Obj(blocker), attacker=Obj(attacker), why=Term(why),
                     rule=Rule(rule)).to_json()


def _cant_attack(oid: str, why: str, rule: str) -> dict[str, object]:
    """Why a creature can't be declared as an attacker, for the reader (``error.cant_attack``)."""
    return Record.of("error.cant_attack", object=Obj(oid), why=Term(why), rule=Rule(rule) if rule else "").to_json()
