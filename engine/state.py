"""The state of a game: players, objects, effects, the clock, the event log, the stack.

:class:`GameState` holds what the rules sections :class:`engine.game.Game` is composed of (zones,
casting, activation, mana, combat, state-based actions, copies, turns) act on, with the
bookkeeping they share (timestamps 613.7, event batches, ids, last known information).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, ClassVar

from engine.budget import Budget
from engine.effects import ContinuousEffect
from engine.errors import ChoiceError, IllegalActionError, UnknownObjectError
from engine.evaluate import Evaluation, evaluate
from engine.events import Event, EventKind
from engine.layers import Layer, RulesVersion
from engine.linked import ExileRecord, exiled_values, link_group, linked_choices
from engine.objects import Characteristics, GameObject, in_combat
from engine.ports import DelayedTrigger, PendingTrigger, Shield, StackItem
from engine.records import Effect as EffectId
from engine.records import Obj, Record, Rule, Says, Term, cant_choose, no_such, not_allowed
from engine.snapshot import LayerInputs
from engine.view import View

if TYPE_CHECKING:
    from engine.copying import Copiable
    from engine.view import View


class GameState(Says):
    """A game state: enough of it for continuous effects (611, 613).

    ``clock`` gives each new timestamp (613.7); ``active_player`` orders simultaneous
    timestamps (613.7m) — callers pass that choice as an explicit order.
    """

    records: ClassVar[dict[str, str]] = {
        "effect.duration_over": "effect {effect} ends: its \"for as long as\" duration is over ({rule})",
        "event.removed_from_combat": "{object} is removed from combat: {why} ({rule})",
    }

    def __init__(self, players: Iterable[str] = ("A", "B"), active_player: str | None = None,
                 rules_version: RulesVersion = RulesVersion.CURRENT, budget: Budget | None = None) -> None:
        self.budget = budget or Budget()  # how far this game may grow (engine.budget)
        self.players: tuple[str, ...] = tuple(players)  # the players in the game, in turn order (800.4a: not those who left)
        self.seats: tuple[str, ...] = self.players  # every player in turn order as the game began (800.4m)
        # The CR whose order of layers applies (613.3d of 2009: counters after 7c).
        self.rules_version = rules_version
        if not self.players:
            raise IllegalActionError("a game needs at least one player", not_allowed("cant_no_players"))
        self.active_player: str = active_player or self.players[0]
        if self.active_player not in self.players:
            raise UnknownObjectError(f"no player {self.active_player!r}",
                                     no_such("thing_player", self.active_player, self.players))
        self.clock = 0
        self.turn = 1
        self.turn_began: dict[str, int] = {self.active_player: 1}  # 302.6: each player's most recent turn
        self.step = ""  # 500.1: the step or phase begun last this turn (STEPS; "": none said — a main phase)
        self.objects: dict[str, GameObject] = {}
        self.effects: dict[str, ContinuousEffect] = {}
        self._effect_counter = 0
        # The trigger engine (603): life totals, the stack, pending triggers, the event log.
        self.life: dict[str, int] = {p: 20 for p in self.players}  # 103.4
        self.stack: list[StackItem] = []  # bottom → top (405.2)
        self.pending: list[PendingTrigger] = []  # triggered, not yet on the stack (603.3)
        self.delayed: list[DelayedTrigger] = []  # 603.7
        self.log: list[Event] = []
        self.turn_counts: dict[str, int] = {}  # per turn: triggers (603.2h), resolutions
        self.exiled_with: list[ExileRecord] = []  # 607.2a
        self.mana_pool: dict[str, list[str]] = {p: [] for p in self.players}
        self.scried: dict[str, int] = {}
        self.poison: dict[str, int] = {}  # 122.1f: each player's poison counters (120.3b)
        self._seq = self._batch = self._triggers = self._stack_ids = self._tokens = 0
        self._lki_kicked: dict[str, tuple[str, ...]] = {}
        # Every card value an object of this game was made from (id → value; an object keeps its
        # card, 400.7): the cheap looks "may anything trigger / replace?" read these, not each object.
        self.card_values: dict[int, Characteristics] = {}
        self.trigger_cache: dict[int, tuple[object, bool]] = {}  # id → (value kept alive, has a trigger)
        self.venture_marker: dict[str, int] = {}  # 309.4: dungeon id → the room its marker is on
        self.copies: set[str] = set()  # copies of cards cast as spells (707.12): they cease to exist off the stack
        self.ceased: set[str] = set()  # 704.5d: the tokens that ceased to exist off the battlefield (their ids)
        self.last_known: dict[str, View] = {}  # 608.2h: an object as it last existed before it left its zone
        self.last_copiable: dict[str, Copiable] = {}  # 608.2h, 707.2: its copiable values as it last was on the battlefield
        self.losers: dict[str, str] = {}  # 104.3: player → why they lost
        self.left_game: tuple[str, ...] = ()  # 800.4a: the players who have left the game (no longer in ``players``)
        self.drew_from_empty: set[str] = set()  # 704.5b: players who tried to draw from an empty library since the last check
        self.legend_keep: set[str] = set()  # 704.5j: the legendary permanents players chose to keep
        self.winners: list[str] = []  # 104.2
        # 616.1: per player, the order in which they apply replacement effects (the sources' ids)
        self.replacement_order: dict[str, list[str]] = {}
        # 614.1: per player, the sources of optional ("you may … instead") effects they choose not to apply
        self.replacement_declined: dict[str, set[str]] = {}
        # 614.12a: per object, the choices its controller makes for it the next time it enters the
        # battlefield (the object an "enter as a copy" effect copies, a color…) — taken when it enters
        self.entering_choices: dict[str, dict[str, str]] = {}
        # 614.8, 615.7, 701.19a: replacement and prevention effects resolving spells and abilities created
        self.shields: list[Shield] = []
        # 608.2, 614.15: the spells and abilities resolving now, innermost last (a self-replacement
        # effect modifies only its own spell's or ability's effects)
        self.resolving: list[StackItem] = []
        # 510, 510.4: the combat damage steps of this combat done so far (0, 1: the first-strike one, 2: all)
        self.combat_damage_steps = 0
        self.attackers_declared = False  # 508.8: attackers were declared this combat (its damage step happens)
        self.optional_done = 0  # optional actions taken ("you may …"): a loop with one is no draw (104.4b, 731.4)
        # 613: the last evaluation (per stop_before), the inputs it was made from, whether it has a trace
        self._evaluated: dict[Layer | None, tuple[LayerInputs, Evaluation, bool]] = {}
        # Every evaluation keeps its trace (verify shows each step's): one evaluation then answers both kinds.
        self.keep_traces = False

    def __repr__(self) -> str:
        return f"<Game turn={self.turn} clock={self.clock} objects={len(self.objects)} effects={len(self.effects)}>"

    def next_timestamp(self) -> int:
        """A new timestamp, later than every earlier one (613.7)."""
        self.clock += 1
        return self.clock

    def new_effect_id(self) -> str:
        self._effect_counter += 1
        return f"e{self._effect_counter}"

    def obj(self, oid: str) -> GameObject:
        """The object with id ``oid``."""
        try:
            return self.objects[oid]
        except KeyError:
            raise UnknownObjectError(f"no object {oid!r}", no_such("thing_object", oid, self.objects)) from None

    def check_player(self, player: str) -> str:
        if player in self.left_game:  # 800.4a: nothing a player who left does or is done to them happens
            raise IllegalActionError(f"{player} has left the game (800.4a)",
                                     not_allowed("cant_left_game", player=player, rule="800.4a"))
        if player not in self.players:
            raise UnknownObjectError(f"no player {player!r} (players: {', '.join(self.players)})",
                                     no_such("thing_player", player, self.players))
        return player

    def characteristics(self, *, stop_before: Layer | None = None, record: bool = True) -> Evaluation:
        """Every object's characteristics now (613); see :func:`engine.evaluate.evaluate`.

        An evaluation is made again only when something it reads has changed since the last
        one (:class:`engine.snapshot.LayerInputs`); one with a trace also answers ``record=False``
        (with ``keep_traces`` every evaluation has one).
        The evaluation returned may be shared: read it, never change it."""
        record = record or self.keep_traces
        kept = self._evaluated.get(stop_before)
        if kept is not None and (kept[2] or not record) and kept[0].same(self):
            return kept[1]
        self.budget.in_time()
        inputs = LayerInputs.of(self)
        evaluation = evaluate(self, stop_before=stop_before, record=record)
        self._evaluated[stop_before] = (inputs, evaluation, record)
        if stop_before is None:
            self._control_seen(evaluation)
            if self._lapsed(evaluation):
                return self.characteristics(record=record)
        return evaluation

    def _control_seen(self, evaluation: Evaluation) -> None:
        """302.6: a permanent whose controller (613.1b) is not the one it was last seen with came
        under this one's control this turn (``GameObject.control``). Judged whenever the game is
        looked at — and so before an effect ends (end_effect, end_turn), that a change it made is seen."""
        self._attacked_seen(evaluation)
        for oid, view in evaluation.views.items():
            obj = self.objects.get(oid)
            if obj is None or obj.zone != "battlefield":
                continue
            if obj.control[0] != view.controller:
                if in_combat(obj):  # 506.4: its controller changes
                    self.remove_from_combat(oid, "combat_control")
                obj.control = (view.controller, self.turn)
            elif in_combat(obj) and "creature" not in view.card_types:  # 506.4: it stops being a creature
                self.remove_from_combat(oid, "combat_not_creature")

    def _attacked_seen(self, evaluation: Evaluation) -> None:
        """506.4: a planeswalker being attacked is removed from combat when it leaves the battlefield,
        its controller changes or it stops being a planeswalker; the creatures attacking it go on
        attacking, attacking nothing (506.4c)."""
        for pw in {o.attacking for o in self.objects.values() if o.attacking and o.attacking not in self.players}:
            obj, view = self.objects.get(pw), evaluation.views.get(pw)
            why = ("combat_left" if obj is None or obj.zone != "battlefield" or view is None
                   else "combat_not_planeswalker" if "planeswalker" not in view.card_types
                   else "combat_control" if obj.control[0] != view.controller else "")
            if why:
                for o in self.objects.values():
                    if o.attacking == pw:
                        o.attacking = ""
                self.record("removed_from_combat", object=pw, says=Record.of(
                    "event.removed_from_combat", object=Obj(pw), why=Term(why), rule=Rule("506.4")))

    def remove_from_combat(self, oid: str, why: str = "combat_effect") -> None:
        """506.4: it stops being an attacking, blocking, blocked or unblocked creature (``why``: a
        word of the text tables: ``combat_control``, ``combat_not_creature``, ``combat_effect``).
        The creatures it blocked stay blocked (509.1h); those blocking it no longer block it (510.1d)."""
        obj = self.objects[oid]
        if not in_combat(obj):
            return
        obj.attacking, obj.blocking, obj.blocked = None, (), False
        for other in self.objects.values():
            if oid in other.blocking:
                other.blocking = tuple(a for a in other.blocking if a != oid)
        self.record("removed_from_combat", object=oid, incarnation=obj.incarnation, says=Record.of(
            "event.removed_from_combat", object=Obj(oid, obj.incarnation), why=Term(why), rule=Rule("506.4")))
    def _lapsed(self, evaluation: Evaluation) -> bool:
        """611.2b: end each "for as long as" effect whose condition is false in the game now (it
        does not start again); whether one ended. Judged whenever the game is looked at."""
        over = [eid for eid, e in self.effects.items() if e.lasts_while is not None
                and not e.lasts(evaluation.views, self.life)]
        for eid in over:
            del self.effects[eid]
            self.record("effect", says=Record.of("effect.duration_over", effect=EffectId(eid), rule=Rule("611.2b")))
        return bool(over)

    def next_batch(self) -> int:
        """A new batch number: events recorded with one batch happened at the same time."""
        self._batch += 1
        return self._batch

    def record(self, kind: str, *, batch: int | None = None, **fields: object) -> Event:
        """Append an event to the log (603.2: what abilities trigger on); ``kind``: an
        :class:`EventKind` word; ``says``: what the log shows of it, a
        :class:`engine.records.Record` (never an English ``text``: the site cannot read that)."""
        self._seq += 1
        self.tick()
        event = Event(seq=self._seq, batch=self.next_batch() if batch is None else batch, kind=EventKind(kind),
                      **fields)  # type: ignore[arg-type]
        self.log.append(event)
        return event

    def tick(self) -> None:
        """One step of the run against its budget (:mod:`engine.budget`)."""
        self.budget.tick(objects=len(self.objects), pending=len(self.pending), stack=len(self.stack))

    def new_trigger_id(self) -> str:
        """``t1``, ``t2``, … in the order abilities trigger."""
        self._triggers += 1
        return f"t{self._triggers}"

    def new_stack_id(self) -> str:
        """``s1``, ``s2``, … in the order objects are put on the stack."""
        self._stack_ids += 1
        return f"s{self._stack_ids}"

    def new_token_number(self) -> int:
        """1, 2, … for the objects made without an id (tokens, copies on the stack), in the order made."""
        self._tokens += 1
        return self._tokens

    # -- the changes of the stack, the triggers waiting and the shields: each in one place

    def put_on_stack(self, item: StackItem) -> None:
        """``item`` goes on top of the stack (405.1, 601.2a, 602.2a, 603.3)."""
        self.stack.append(item)

    def remove_from_stack(self, item: StackItem) -> None:
        """``item`` leaves the stack without resolving (701.6a: countered; 601.2: an illegal cast undone)."""
        self.stack.remove(item)

    def add_pending(self, *triggers: PendingTrigger) -> None:
        """``triggers`` have triggered and wait to be put on the stack (603.3), in this order."""
        self.pending.extend(triggers)

    def remove_pending(self, trigger: PendingTrigger) -> None:
        """``trigger`` is never put on the stack: its controller left the game (800.4d)."""
        self.pending.remove(trigger)

    def add_delayed(self, trigger: DelayedTrigger) -> None:
        """A resolving spell or ability created the delayed triggered ability ``trigger`` (603.7a)."""
        self.delayed.append(trigger)

    def remove_delayed(self, trigger: DelayedTrigger) -> None:
        """``trigger`` has triggered: a delayed triggered ability triggers only once (603.7c)."""
        self.delayed.remove(trigger)

    def add_shield(self, shield: Shield) -> None:
        """A resolving spell or ability created the replacement or prevention effect ``shield`` (614.8, 615.7)."""
        self.shields.append(shield)

    def remove_shield(self, shield: Shield) -> None:
        """``shield`` is used up (614.8 "the next time", 615.7 "the next N damage")."""
        self.shields.remove(shield)

    def begin_resolving(self, item: StackItem) -> None:
        """``item``'s instructions are performed now, inside those of any spell or ability resolving (614.15)."""
        self.resolving.append(item)

    def end_resolving(self) -> None:
        """The innermost spell or ability resolving has performed its instructions (614.15)."""
        self.resolving.pop()

    def remember_kicked(self, oid: str, kicked: tuple[str, ...]) -> None:
        """The kicker costs paid for ``oid`` as it leaves the battlefield (608.2h: last known information)."""
        self._lki_kicked[oid] = kicked

    # -- the players' decisions, each kept where the rule that reads it looks

    def choose_as_enters(self, oid: str, choices: Mapping[str, str]) -> None:
        """614.12a: the choices its controller makes for ``oid`` the next time it enters the
        battlefield (the object an "enter as a copy" effect copies, a color), taken as it enters."""
        self.entering_choices[oid] = dict(choices)

    def order_replacements(self, player: str, sources: Iterable[str]) -> None:
        """616.1: ``player`` applies the replacement effects of these sources in this order to
        events that affect them or what they control (the others after, in timestamp order)."""
        ids = [self.obj(oid).id for oid in sources]
        self._with_replacement(ids, optional=False)
        self.replacement_order[self.check_player(player)] = ids

    def decline_replacements(self, player: str, sources: Iterable[str]) -> None:
        """614.1: ``player`` chooses not to apply the optional ("you may … instead") replacement
        effects of these sources."""
        ids = [self.obj(oid).id for oid in sources]
        self._with_replacement(ids, optional=True)
        self.replacement_declined.setdefault(self.check_player(player), set()).update(ids)

    def _with_replacement(self, ids: list[str], *, optional: bool) -> None:
        """Each of ``ids`` has a replacement effect now (616.1: what a player orders) — with
        ``optional``, one that is optional (614.1: "you may … instead", the only kind declined);
        ChoiceError naming the objects that have one, else (a choice that would do nothing)."""
        from engine.abilities import MoreCounters
        from engine.replacement import as_replacement

        views = self.characteristics(record=False).views

        def kinds(oid: str) -> list[bool]:  # each replacement effect of it: whether it is optional
            abilities = [a for _, a in views[oid].abilities] if oid in views else []
            found = [as_replacement(a) for a in abilities] + [as_replacement(s.ability) for s in self.shields
                                                               if s.source == oid and not s.used_up]
            return [r.optional for r in found if r is not None] + [False for a in abilities
                                                                    if isinstance(a, MoreCounters)]

        having = [o for o in views if (any(kinds(o)) if optional else kinds(o))]
        for oid in ids:
            if optional and not any(kinds(oid)):
                why = "its replacement effects are mandatory" if kinds(oid) else "it has no replacement effect"
                raise ChoiceError(f"{oid}: {why} — only an optional one (`may: true`, \"you may … instead\") is "
                                  f"declined (614.1; objects with one: {', '.join(having) or 'none'})",
                                  cant_choose(Term("thing_optional_replacement"), [oid], having, oid, "614.1"))
            if not optional and not kinds(oid):
                raise ChoiceError(f"{oid} has no replacement effect to order (616.1; objects with one: "
                                  f"{', '.join(having) or 'none'})",
                                  cant_choose(Term("thing_replacement_effect"), [oid], having, oid, "616.1"))

    def keep_legends(self, ids: Iterable[str]) -> None:
        """704.5j: the legendary permanents their controllers choose to keep (the legend rule)."""
        self.legend_keep.update(ids)

    def lki_kicked(self, oid: str) -> tuple[str, ...]:
        """The kicker costs paid for the object ``oid`` last was on the battlefield (608.2h)."""
        return self._lki_kicked.get(oid, ())

    def linked_choices(self, oid: str, key: str) -> dict[str, str]:
        """The choices of ``oid`` that its ability ``key`` may refer to (607.2d, 607.5a)."""
        obj = self.objects.get(oid)
        if obj is None:
            return {}
        return linked_choices(obj.choices, obj.choice_links, link_group(key))

    def linked_exiles(self, oid: str, incarnation: int, group: str, link: str) -> list[ExileRecord]:
        """The cards in exile that the linked ability of this object exiled (607.2a)."""
        return [r for r in self.exiled_with if r.linked_to(oid, incarnation, group, link)
                and r.object in self.objects and self.objects[r.object].incarnation == r.incarnation]  # 704.5d

    def linked_values(self, view: View, key: str, link: str, views: Mapping[str, View] | None = None
                      ) -> dict[str, str]:
        """What the ability ``key`` of ``view`` may refer to (607): the choices its linked
        ability made (607.2d), and the values of every card its linked ability ``link``
        exiled (607.2a: card types, colors — as they are now when ``views`` is given —,
        names, total mana value)."""
        out = linked_choices(view.choices, view.choice_links, link_group(key))
        if link:
            recs = self.linked_exiles(view.id, view.incarnation, link_group(key), link)
            out.update(exiled_values([self.objects[r.object].card for r in recs],
                                     None if views is None else [views[r.object].colors for r in recs]))
        return out
