"""State-based actions (704).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from engine.abilities import CounterLimit
from engine.actions import life_sba
from engine.budget import LoopDraw
from engine.effects import CopyValues, LegendRuleExempt
from engine.errors import IllegalActionError
from engine.keywords import enchants, equips, keywords_of
from engine.records import Counter, Obj, Player, Record, Rule, Says, Term, Text, not_allowed

if TYPE_CHECKING:
    from engine.layered import Layered
    from engine.view import View


class StateBasedActions(Says):
    """State-based actions."""

    records: ClassVar[dict[str, str]] = {
        "sba.toughness_zero": "{object} has toughness {toughness} ({rule})",
        "sba.lethal_damage": "{object} has lethal damage ({rule})",
        "sba.no_loyalty": "{object} has loyalty 0 ({rule})",
        "sba.aura": "{object} is attached to nothing it can enchant ({rule})",
        "sba.deathtouch": "{object} was dealt damage by a source with deathtouch ({rule})",
        "sba.token_ceases": "{object} is a token off the battlefield and ceases to exist ({rule})",
        "sba.unattached": "{object} becomes unattached from {attached} and remains on the battlefield ({rule})",
        "sba.counter_limit": "{count} {counter} counter(s) are removed from {object}: it can't have more than "
            "{most} ({rule})",
        "sba.counters_annihilate": "{count} +1/+1 and {count} -1/-1 counters are removed from {object} ({rule})",
        "sba.legend_rule": "{object}: {player} controls two or more legendary permanents named {name} and keeps {kept} "
            "({rule})",
        "sba.world_rule": "{object}: two or more permanents have the supertype world and another has had it for a "
            "shorter time, or as short ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def check_state_based_actions(self) -> list[str]:
        """704.3: perform every state-based action at once, repeating until none applies.
        704.5a: a player with 0 or less life loses (104.3b), 704.5b: so does one who drew from an
        empty library; 704.5d: a token off the battlefield ceases to exist; 704.5f: toughness 0 or less → graveyard; 704.5g: lethal damage, 704.5h:
        damage from a source with deathtouch → destroyed (not with indestructible, 702.12b);
        704.5i: a planeswalker without loyalty counters → graveyard; 704.5j: the legend rule;
        704.5m: an Aura on nothing it can enchant → graveyard; 704.5n, 704.5p: an Equipment or
        Fortification on an illegal permanent, or another permanent attached, becomes unattached;
        704.5q: +1/+1 and -1/-1 counters removed in pairs; 704.5r: counters over a permanent's limit
        removed."""
        done: list[str] = []
        seen: dict[tuple[object, ...], int] = {}  # a game state after a round → optional actions before it
        while True:
            done += life_sba(self.game)  # 704.5a
            ceased = self._tokens_cease()
            views = self.game.characteristics(record=False).views
            doomed, destroyed = [], []
            for v in views.values():
                if v.zone != "battlefield" or "creature" not in v.card_types or v.toughness is None:
                    continue
                obj = self.game.objects[v.id]
                if v.toughness <= 0:  # 704.5f
                    doomed.append(v.id)
                    self.game.record("sba", object=v.id, says=Record.of("sba.toughness_zero", object=Obj(v.id, v.incarnation),
                                                                 toughness=v.toughness, rule=Rule("704.5f")))
                elif "indestructible" in keywords_of(v):
                    continue  # 702.12b: it ignores 704.5g and 704.5h
                elif obj.damage >= v.toughness or obj.deathtouched:
                    doomed.append(v.id)
                    destroyed.append(v.id)
                    lethal = obj.damage >= v.toughness
                    self.game.record("sba", object=v.id, says=Record.of(
                        "sba.lethal_damage" if lethal else "sba.deathtouch", object=Obj(v.id, v.incarnation),
                        rule=Rule("704.5g" if lethal else "704.5h")))
            for obj in self.game.objects.values():
                obj.deathtouched = False  # 704.5h: "since the last time state-based actions were checked"
            for v in views.values():  # 704.5i (306.5c: its loyalty is the number of loyalty counters on it)
                if v.zone == "battlefield" and "planeswalker" in v.card_types and not v.counters.get("loyalty", 0) \
                        and v.id not in doomed:
                    doomed.append(v.id)
                    self.game.record("sba", object=v.id, says=Record.of("sba.no_loyalty", object=Obj(v.id, v.incarnation),
                                                                        rule=Rule("704.5i")))
            doomed += self._legend_rule()
            doomed += [oid for oid in self._world_rule(views) if oid not in doomed]
            doomed += self._illegal_auras(views)
            if doomed:  # 704.8: those leaving are seen as they were before any of these actions
                self.game.move_together(doomed, "graveyard", destroyed=destroyed)  # 704.5g: destroyed (701.19)
            annihilated = self._counters_annihilate(views) | self._counters_over_limit(views)
            unattached = self._illegal_attachments(views, doomed)
            if not doomed:
                if annihilated or unattached or ceased:
                    continue
                return done
            done += [oid for oid in doomed if self.game.obj(oid).zone != "battlefield"]
            state = self._repeatable_state()
            if seen.get(state) == self.game.optional_done:  # 104.4b, 731.4: the same state, only mandatory actions
                raise LoopDraw("state-based actions and the effects they bring about",
                               Record.of("error.loop_draw", loop=Term("loop_sba"), rule=Rule("104.4b")).to_json())
            seen[state] = self.game.optional_done

    def _illegal_auras(self, views: Mapping[str, View]) -> list[str]:
        """704.5m: an Aura attached to an illegal object or player — one its enchant keyword
        doesn't allow (702.5a), one off the battlefield, or none — goes to its owner's graveyard
        (303.4d: an Aura that's also a creature too)."""
        out = []
        for v in views.values():
            if v.zone != "battlefield" or "Aura" not in v.subtypes:
                continue
            on = v.attached_to
            player = on if on in self.game.players else None
            if enchants(v, views.get(on) if on and player is None else None, player, views):
                continue
            out.append(v.id)
            self.game.record("sba", object=v.id, says=Record.of("sba.aura", object=Obj(v.id, v.incarnation),
                                                                rule=Rule("704.5m")))
        return out

    def _tokens_cease(self) -> bool:
        """704.5d, 111.7: a token in a zone other than the battlefield ceases to exist — the
        abilities its leaving triggered have triggered already and remember it as it last was."""
        gone = [o for o in self.game.objects.values() if o.token and o.zone != "battlefield"]
        for obj in gone:
            del self.game.objects[obj.id]
            self.game.ceased.add(obj.id)
            self.game.record("sba", object=obj.id, says=Record.of("sba.token_ceases", object=Obj(obj.id, obj.incarnation),
                                                                  rule=Rule("704.5d")))
        return bool(gone)

    def _illegal_attachments(self, views: Mapping[str, View], doomed: list[str]) -> bool:
        """704.5n: an Equipment attached to anything but a creature (301.5), a Fortification to
        anything but a land (301.6), or either to a permanent with protection from one of its
        qualities (702.16d) or to itself (301.5c), becomes unattached; 704.5p: so does a creature
        or battle attached to anything, and any other permanent that is neither an Aura, an
        Equipment nor a Fortification (an Aura is 704.5m's). Each remains on the battlefield."""
        done = False
        for v in views.values():
            on = v.attached_to
            if v.zone != "battlefield" or on is None or "Aura" in v.subtypes or v.id in doomed:
                continue
            obj = self.game.objects[v.id]
            if obj.zone != "battlefield" or obj.incarnation != v.incarnation:
                continue  # one that left in the same round is a new object
            attached = views.get(on)
            kind = "creature" if "Equipment" in v.subtypes else "land" if "Fortification" in v.subtypes else ""
            if equips(v, attached):  # 301.5c, 301.6, 702.16d
                continue
            obj.attached_to = None
            self.game.record("sba", object=v.id, says=Record.of(
                "sba.unattached", object=Obj(v.id, v.incarnation),
                attached=Player(on) if on in self.game.players else Obj(on),
                rule=Rule("704.5n" if kind and not {"creature", "battle"} & set(v.card_types) else "704.5p")))
            done = True
        return done

    def _counters_annihilate(self, views: Mapping[str, View]) -> bool:
        """704.5q (122.3): a permanent with both +1/+1 and -1/-1 counters loses N of each, N the
        smaller number."""
        done = False
        for v in views.values():
            obj = self.game.objects[v.id]
            n = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
            if v.zone != "battlefield" or obj.zone != "battlefield" or obj.incarnation != v.incarnation or n <= 0:
                continue  # one that left in the same round is a new object
            self.game.remove_counters(v.id, "+1/+1", n)
            self.game.remove_counters(v.id, "-1/-1", n)
            self.game.record("sba", object=v.id, says=Record.of("sba.counters_annihilate", object=Obj(v.id, v.incarnation),
                                                                count=n, rule=Rule("704.5q")))
            done = True
        return done

    def _counters_over_limit(self, views: Mapping[str, View]) -> bool:
        """704.5r: a permanent with an ability that says it can't have more than N counters of a
        kind, with more, has all but N of them removed (the lowest limit its abilities set)."""
        done = False
        for v in views.values():
            limits = [a for _, a in v.abilities if isinstance(a, CounterLimit)]
            obj = self.game.objects[v.id]
            if v.zone != "battlefield" or not limits or obj.zone != "battlefield" or obj.incarnation != v.incarnation:
                continue
            for kind in {a.counters for a in limits}:
                most = min(a.most for a in limits if a.counters == kind)
                over = obj.counters.get(kind, 0) - most
                if over > 0:
                    self.game.remove_counters(v.id, kind, over)
                    self.game.record("sba", object=v.id, says=Record.of(
                        "sba.counter_limit", object=Obj(v.id, v.incarnation), count=over, counter=Counter(kind),
                        most=most, rule=Rule("704.5r")))
                    done = True
        return done

    def _repeatable_state(self) -> tuple[object, ...]:
        """The game state as a loop would repeat it (104.4b): every object's zone and status,
        counters and damage, life totals, the stack, waiting triggers and effects — not the
        timestamps and object numbers a loop renews (400.7)."""
        objects = tuple(sorted((o.id, o.zone, o.controller, o.tapped, o.face_down, o.damage, o.attached_to or "",
                                tuple(sorted(o.counters.items()))) for o in self.game.objects.values()))
        return (objects, tuple(sorted(self.game.life.items())), len(self.game.stack), len(self.game.pending), len(self.game.effects),
                len(self.game.shields))

    def _world_rule(self, views: Mapping[str, View]) -> list[str]:
        """704.5k, the "world rule": of two or more permanents with the supertype world, all but the
        one that has had it for the shortest time go to their owners' graveyards — all of them on a
        tie. The time it has had it: since it entered (its timestamp) when its card has it; since the
        copy or type-changing effect of a resolved spell or ability gave it (that effect's timestamp);
        given by a static ability: not modelled, refused."""
        worlds = [v for v in views.values() if v.zone == "battlefield" and "world" in v.supertypes]
        if len(worlds) < 2:
            return []
        since: dict[str, int] = {}
        for v in worlds:
            obj = self.game.obj(v.id)
            if "world" in {s.lower() for s in obj.card.supertypes}:
                since[v.id] = obj.timestamp
                continue
            givers = [e.timestamp for e in self.game.effects.values() if e.affected is not None and v.id in e.affected
                      and any(isinstance(p, CopyValues) or "world" in {str(s).lower() for s in getattr(p, "supertypes", ())}
                              for p in e.spec.parts)]
            if not givers:
                raise IllegalActionError(f"{v.id} has the supertype world from a static ability: how long it has had it "
                                         "(704.5k, the world rule) is not modelled",
                                         not_allowed("cant_world_rule", v.id, "704.5k"))
            since[v.id] = max(givers)
        newest = max(since.values())
        keep = [oid for oid, t in since.items() if t == newest]
        out = [v.id for v in worlds if len(keep) > 1 or v.id not in keep]
        for oid in out:
            self.game.record("sba", object=oid, says=Record.of("sba.world_rule", object=Obj(oid, views[oid].incarnation),
                                                               rule=Rule("704.5k")))
        return out

    def _legend_rule(self) -> list[str]:
        """704.5j: a player who controls two or more legendary permanents with the same name
        chooses one (``legend_keep``; by default the newest) and puts the rest into their
        owners' graveyards — not counting those an effect exempts ("the 'legend rule'
        doesn't apply to …", judged for that effect's controller)."""
        ev = self.game.characteristics(record=False)
        exempt = [p for p in ev.prohibitions if isinstance(p.rule, LegendRuleExempt)]
        groups: dict[tuple[str, str], list[str]] = {}
        for v in ev.views.values():
            if v.zone != "battlefield" or "legendary" not in v.supertypes or not v.name:
                continue
            if any(isinstance(p.rule, LegendRuleExempt) and p.rule.what.matches(v, p.context(ev.views)) for p in exempt):
                continue
            groups.setdefault((v.controller, v.name), []).append(v.id)
        out: list[str] = []
        for (player, name), ids in groups.items():
            if len(ids) < 2:
                continue
            chosen = [i for i in ids if i in self.game.legend_keep]
            keep = chosen[0] if chosen else max(ids, key=lambda i: ev.views[i].timestamp)
            for oid in ids:
                if oid != keep:
                    out.append(oid)
                    self.game.record("sba", object=oid, player=player,
                                says=Record.of("sba.legend_rule", object=Obj(oid), player=Player(player),
                                               name=Text(name), kept=Obj(keep), rule=Rule("704.5j")))
        return out
