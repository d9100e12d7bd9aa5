"""Casting and resolving (601, 608): continuous effects from resolving spells and abilities (611.2), prohibitions on casting (101.2), casting a spell (601.2), priority (117.5), the top of the stack resolving (608).

A section of the game: a component :class:`engine.game.Game` is composed of, holding the game as
:class:`engine.layered.Layered` (:class:`engine.ports.GameOps`) and reaching the other sections only through it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar

from engine.abilities import SpellAbility, StaticAbility
from engine.costs import SacrificeOne
from engine.cr_keywords import keyword_of
from engine.effects import ContinuousEffect, Duration, EffectSpec, PlayFromTop
from engine.errors import ChoiceError, IllegalActionError, TargetError, UnknownObjectError, ValueSyntaxError
from engine.events import with_priority
from engine.instructions import perform
from engine.keywords import Keyword, aura_target, check_kicked, keywords_of, kickers
from engine.layers import EffectPart
from engine.linked import LINKED_VALUES
from engine.objects import Characteristics, ManaCost, mana_type
from engine.ports import PendingTrigger, Resolving, Spell, StackItem
from engine.records import Effect as EffectId
from engine.records import Obj, Player, Record, Rule, Says, Text, no_such, not_a, not_allowed
from engine.resolve import resolve_top
from engine.selectors import Context
from engine.stack import (
    StackKind,
    as_targets,
    check_chosen,
    legal_targets,
    no_split_second,
    phrases_of,
    untargeted,
)
from engine.triggers import (
    check_state_triggers,
    detect,
    put_on_stack,
)

if TYPE_CHECKING:
    from engine.conditions import Condition
    from engine.layered import Layered


class Casting(Says):
    """Casting and resolving."""

    records: ClassVar[dict[str, str]] = {
        "event.cast": "{player} casts {object}",
        "event.cast_flashback": "{object} is cast from the graveyard with flashback ({rule})",
        "effect.never_starts": "effect {effect} does nothing: its \"for as long as\" duration never starts ({rule})",
    }

    def __init__(self, game: Layered) -> None:
        self.game = game

    def create_effect(self, spec: EffectSpec, *, controller: str, source: str | None = None,
                      targets: Iterable[str] = (), duration: Duration = Duration.INDEFINITE,
                      choices: Mapping[str, str] | None = None, effect_id: str | None = None,
                      lasts_while: Condition | None = None) -> ContinuousEffect:
        """A continuous effect from a resolving spell or ability (611.2): it gets a timestamp
        now (613.7b), and the set of objects it affects is fixed now (611.2c). ``lasts_while``:
        "for as long as …" (611.2b) — if that is not true now, the effect does nothing (it is
        returned, never applied); it ends the first time it is seen false (:func:`lapsed`)."""
        targets = tuple(targets)
        for t in targets:
            self.game.obj(t)
        for part in spec.parts:  # 612.2: a word chosen as the effect begins is chosen, and of its kind
            if isinstance(part, EffectPart):
                part.check_choices(choices or {})
        eid = effect_id or self.game.new_effect_id()
        if eid in self.game.effects:
            raise IllegalActionError(f"effect {eid!r} already exists", not_allowed("cant_effect_exists"))
        now = self.game.characteristics(record=False)
        ctx = Context(views=now.views, source=source, controller=self.game.check_player(controller),
                      targets=targets, choices=dict(choices or {}))
        affected = frozenset(spec.affected.select(ctx))
        spec = self.game.lock_copies(spec, ctx)
        # 608.2h: what its parts read of the game is determined once, now, for the objects it affects
        spec = replace(spec, parts=tuple(p.fixed(now.views, sorted(affected), ctx) if isinstance(p, EffectPart) else p
                                         for p in spec.parts))
        effect = ContinuousEffect(
            id=eid, spec=spec, timestamp=self.game.next_timestamp(), source=source, controller=controller,
            origin="resolution", duration=Duration.FOR_AS_LONG_AS if lasts_while is not None else duration,
            targets=targets, affected=affected, choices=tuple(sorted((choices or {}).items())), lasts_while=lasts_while,
            # 113.11: the part that would give an object an ability it can't have now does not apply —
            # not later either, once it could have it (a static ability's grant applies again then)
            withheld=frozenset(f"{oid}:{name}" for oid in affected if oid in now.views
                               for name in now.views[oid].cant_have),
        )
        if lasts_while is not None and not effect.lasts(now.views, self.game.life):
            self.game.record("effect", says=Record.of("effect.never_starts", effect=EffectId(eid), rule=Rule("611.2b")))
            return effect  # 611.2b: the duration never starts — the effect does nothing
        self.game.effects[eid] = effect
        return effect

    def end_effect(self, eid: str) -> None:
        """An effect ends (its duration is over)."""
        if eid not in self.game.effects:
            raise UnknownObjectError(f"no effect {eid!r} (effects: {', '.join(self.game.effects) or 'none'})",
                                     no_such("thing_effect", eid, self.game.effects))
        self.game.characteristics(record=False)  # 302.6: a control change it made is seen
        del self.game.effects[eid]

    def resolve_spell(self, spell: Spell, *, controller: str, source: str | None = None,
                      targets: Iterable[str] = (), choices: Mapping[str, str] | None = None,
                      effect_id: str | None = None) -> ContinuousEffect:
        """Resolve a spell whose instructions create a continuous effect (611.2)."""
        if spell.effect is None:
            raise IllegalActionError(f"{spell.text!r} creates no continuous effect", not_allowed("cant_no_effect"))
        return self.create_effect(spell.effect, controller=controller, source=source, targets=targets,
                                  duration=spell.duration or Duration.INDEFINITE, choices=choices,
                                  effect_id=effect_id, lasts_while=spell.lasts_while)

    def perform_now(self, spell: Spell, *, controller: str, source: str | None = None,
                    targets: Iterable[str] = ()) -> None:
        """A spell's one-shot instructions performed at once, as if it resolved (608.2c) —
        for a scenario that resolves a card without putting it on the stack."""
        targets = tuple(targets)
        item = StackItem(id=self.game.new_stack_id(), kind=StackKind.SPELL, text=spell.text, source=source,
                         controller=self.game.check_player(controller), targets=targets, ability=spell,
                         instructions=spell.instructions, target_slots=tuple(range(len(targets))),
                         target_incarnations={t: self.game.objects[t].incarnation for t in targets if t in self.game.objects})
        perform(self.game, spell.instructions, Resolving(item, 1))

    def _total_cost(self, oid: str, how: str, kicked: tuple[str, ...]) -> ManaCost | None:
        """601.2f: the mana of the total cost — its mana cost, or the alternative cost it is cast
        with (702.34a: flashback's; cast without paying its mana cost: nothing), plus the kicker
        costs paid (702.33a) — or None when a part of it is not mana (the engine does not judge it)."""
        card = self.game.obj(oid).card
        if how == "flashback":
            costs = [a.name.split(None, 1)[1] for a in card.abilities
                     if isinstance(a, Keyword) and keyword_of(a.name) == "flashback" and " " in a.name.strip()]
            if not costs:
                return None
            try:
                base = ManaCost.parse(costs[0])
            except ValueSyntaxError:  # "Flashback—Sacrifice …": a cost that is not mana
                return None
        elif how:  # an effect has it cast without paying its mana cost (702.88a)
            base = ManaCost(())
        elif card.mana_cost is None:
            return None
        else:
            base = card.mana_cost
        try:
            return ManaCost(base.symbols + tuple(s for k in kicked for s in ManaCost.parse(k).symbols))
        except ValueSyntaxError:
            return None

    @staticmethod
    def _announced(oid: str, card: Characteristics, x: int, sacrificed: tuple[str, ...],
                   spell: SpellAbility | None, kickers: list[str]) -> None:
        """601.2b: a value of X is announced only for a cost with {X} in it (107.3m: X is the value
        chosen for one of its costs) — its mana cost, a kicker or flashback cost, an additional cost (an object
        whose mana cost is not said: not judged); a
        permanent chosen to sacrifice only for an additional cost that sacrifices one (601.2b, 601.2h)."""
        costs = [str(card.mana_cost) if card.mana_cost is not None else "", *kickers,
                 *(a.name.split(None, 1)[1] for a in card.abilities
                   if isinstance(a, Keyword) and keyword_of(a.name) == "flashback" and " " in a.name.strip()),
                 spell.additional_cost.text if spell is not None and spell.additional_cost is not None else ""]
        if x and card.mana_cost is not None and not any("{X}" in c for c in costs):  # (costs unsaid: not judged)
            raise ChoiceError(f"{oid} has no {{X}} in its costs: no value of X is announced for it (601.2b, 107.3m; "
                              f"its costs: {', '.join(c for c in costs if c) or 'none'})",
                              not_allowed("cant_x_no_x", oid, "601.2b"))
        sacrifices = spell is not None and spell.additional_cost is not None and any(
            isinstance(p, SacrificeOne) for p in spell.additional_cost.parts)
        if sacrificed and not sacrifices:
            extra = spell.additional_cost.text if spell is not None and spell.additional_cost is not None else "none"
            raise ChoiceError(f"{oid} has no additional cost that sacrifices a permanent: nothing is chosen to "
                              f"sacrifice for it (601.2b, 601.2h; its additional cost: {extra})",
                              not_allowed("cant_sacrifice_no_cost", oid, "601.2b"))

    def can_cast(self, oid: str) -> tuple[bool, str]:
        """Whether the card ``oid`` may be cast now, as far as prohibitions go (101.2: "can't"
        beats "can"): a static ability that forbids casting spells with a name its linked
        value gives (``cant_cast_named``: the names of every card its linked ability exiled,
        607.2a)."""
        by = self._cant_cast_by(oid)
        return (True, "") if by is None else (False, f"{by[0]}: {by[1]} (101.2)")

    def _cant_cast_by(self, oid: str) -> tuple[str, str] | None:
        """The permanent and the text of the ability that forbids casting ``oid`` now, if one does."""
        views = self.game.characteristics(record=False).views
        name = views[self.game.obj(oid).id].name
        for v in views.values():
            if v.zone != "battlefield":
                continue
            for key, ab in v.abilities:
                if isinstance(ab, StaticAbility) and ab.cant_cast_named:
                    names = LINKED_VALUES.get(ab.cant_cast_named).words(self.game.linked_values(v, key, ab.link))
                    if name in names:
                        return v.id, ab.text
        return None

    def play_land(self, oid: str) -> None:
        """305.1: the owner of the land card ``oid`` plays it — a special action (116.2a), not
        a spell: it is put onto the battlefield. From their hand, or from the top of their
        library while an effect of theirs lets them (:class:`engine.effects.PlayFromTop`);
        in a main phase of their turn, with an empty stack (305.1), once a turn (305.2)."""
        obj = self.game.obj(oid)
        player = obj.owner
        now = self.game.characteristics(record=False)
        view = now.views[oid]
        library = self.game.cards_in("library", player)
        from_top = library[:1] == [oid] and any(isinstance(p.rule, PlayFromTop) and p.controller == player
                                               for p in now.prohibitions)
        why = ("cant_play_not_land" if "land" not in view.card_types else
               "cant_play_from_zone" if not (obj.zone == "hand" or from_top) else
               "cant_play_not_your_turn" if player != self.game.active_player or self.game.stack
               or self.game.step not in ("", "main") else
               "cant_play_second_land" if self.game.turn_counts.get(f"lands played {player}", 0) >= 1 else "")
        if why:
            rule = "305.2" if why == "cant_play_second_land" else "305.1"
            raise IllegalActionError(f"{player} can't play {oid} now: {why} ({rule})",
                                     not_allowed(why, oid, rule=rule))
        self.game.turn_counts[f"lands played {player}"] = self.game.turn_counts.get(f"lands played {player}", 0) + 1
        self.game.move_together([oid], "battlefield", controller=player)

    def _timing(self, oid: str) -> None:
        """117.1a, 307.1, 505.6a: a noninstant spell without flash (702.8a) is cast by the active
        player in a main phase with the stack empty (the step begun last: ``GameState.step``; none
        said is a main phase); no spell is cast during the untap step (502.4). One an effect casts
        as it resolves (608.2g, 707.12) is cast then."""
        if self.game.resolving:
            return
        with_priority(self.game.step, oid)
        view = self.game.characteristics(record=False).views[self.game.obj(oid).id]
        if "instant" in view.card_types or "flash" in keywords_of(view):
            return
        controller = self.game.obj(oid).controller
        if controller != self.game.active_player or self.game.stack or self.game.step not in ("", "main"):
            why = ("cant_cast_not_your_turn" if controller != self.game.active_player else
                   "cant_cast_stack" if self.game.stack else "cant_cast_not_main")
            raise IllegalActionError(f"{oid} can't be cast now: a noninstant spell without flash is cast on its "
                                     "caster's turn, in a main phase, with the stack empty (117.1a, 307.1, 505.6a)",
                                     not_allowed(why, oid, "117.1a"))

    def _cast_from(self, oid: str) -> str:
        """601.3: what lets the card be cast from where it is — ``""``: the hand (601.2a), or a copy
        made on the stack to be cast (707.12); ``flashback``: an instant or sorcery card in a
        graveyard with flashback (702.34a). From anywhere else no rule or effect does: refused."""
        obj = self.game.obj(oid)
        if obj.zone in ("hand", "stack"):
            return ""
        view = self.game.characteristics(record=False).views[obj.id]
        if obj.zone == "graveyard" and "flashback" in keywords_of(view) and view.card_types & {"instant", "sorcery"}:
            return "flashback"
        raise IllegalActionError(f"{oid} can't be cast from the {obj.zone}: only from the hand, unless a rule or "
                                 "effect allows it (601.3; from a graveyard: flashback, 702.34a)",
                                 not_allowed("cant_cast_from_zone", oid, "601.3"))

    def cast(self, oid: str, *, targets: Iterable[str] = (), kicked: Iterable[str] = (), x: int = 0,
             sacrificed: Iterable[str] = (), spent: Iterable[str] | None = None, mode: int = 0,
             allowed_by: str = "", discarded: Iterable[str] = ()) -> StackItem:
        """601.2: the card ``oid`` becomes a spell on the stack; targets are chosen (601.2c);
        the cast event can trigger abilities (601.2i). ``x``: the value announced for X
        (601.2b, 107.3); on the stack its mana value counts it (107.3f). ``sacrificed``: what the
        caster chooses to sacrifice for an additional cost (601.2b, 601.2h); ``discarded``: the card
        they choose to discard for one (701.9b). ``spent``: the type
        of each mana spent to pay its cost (601.2h, 106.1b: ``W U B R G C``). ``mode``: a modal
        spell's mode, chosen as it is cast (700.2a, 601.2b; 1 is the first); its targets and
        instructions are that mode's (700.2c). ``allowed_by``: the rule of the effect that has it cast
        now, from where it is, as that effect resolves (601.3; 702.88a: rebound's delayed ability)."""
        if x < 0:
            raise ChoiceError(f"X is 0 or more (107.3), not {x}", not_allowed("cant_x_negative", rule="107.3"))
        obj = self.game.obj(oid)
        self.receives_priority(oid, "cast")
        allowed, why = self.can_cast(oid)
        if not allowed:
            by = self._cant_cast_by(oid)
            raise IllegalActionError(f"{oid} can't be cast: {why}", None if by is None else Record.of(
                "error.cant_cast", object=Obj(oid), source=Obj(by[0]), text=Text(by[1]), rule=Rule("101.2")).to_json())
        self._timing(oid)
        no_split_second(self.game.stack, self.game.characteristics(record=False).views, oid, "cast")
        how = allowed_by or self._cast_from(oid)
        cast_from = obj.zone
        targets = as_targets(targets, self.game.stack)
        kicked = tuple(kicked)
        check_kicked(oid, obj.card.abilities, kicked)
        spells = [a for a in obj.card.abilities if isinstance(a, SpellAbility)]
        spell = spells[0] if spells else None
        self._announced(oid, obj.card, x, tuple(sacrificed), spell, kickers(obj.card.abilities))
        modes = spell.modes if spell is not None else ()
        if bool(modes) != bool(mode) or not 0 <= mode <= len(modes):
            raise ChoiceError(f"{oid}: choose one of its {len(modes)} modes as it is cast (700.2a: mode: 1–{len(modes)})"
                              if modes else f"{oid} is not modal (700.2): it has no mode {mode}",
                              not_a("value_mode", mode, [str(i) for i in range(1, len(modes) + 1)], hint=False)
                              if modes else not_allowed("cant_not_modal", oid, "700.2"))
        chosen_mode = modes[mode - 1] if modes else None
        phrase = chosen_mode.target if chosen_mode is not None else spell.target if spell is not None else ""
        # 115.1b, 303.4a: an Aura spell is targeted — its enchant ability defines its legal targets
        aura = "" if phrase else aura_target(self.game.characteristics(record=False).views[oid])
        phrase = phrase or aura
        untargeted(oid, targets, phrase, spell.effect.needs if spell is not None and spell.effect is not None
                   else frozenset())
        if phrase:  # 601.2c, 115.3: a target for each instance of "target", legal for its phrase
            now = self.game.characteristics(record=False)
            check_chosen(oid, phrases_of(phrase), targets, lambda p: legal_targets(
                p, now.views, self.game.players, oid, obj.controller, self.game.stack, player_abilities=now.players))
        paid = None if spent is None else tuple(mana_type(m) for m in spent)
        if paid is not None:  # 601.2f–h: the mana spent pays the total cost, all of it
            total = self._total_cost(oid, how, kicked)
            if total is not None and total.paid_by(paid, x) is False:
                raise IllegalActionError(
                    f"{oid}: the mana spent ({''.join('{' + m + '}' for m in paid) or 'none'}) does not pay its total cost "
                    f"{total or '{0}'} ({'702.34a: the flashback cost, ' if how == 'flashback' else ''}601.2f; "
                    "601.2h: no partial payment)", not_allowed("cant_pay_mana", oid, "601.2h"))
        controller = obj.controller
        if obj.zone != "stack":
            self.game.move_together([oid], "stack", controller=controller, kicked=kicked)
        self.game.obj(oid).cast_from = cast_from
        if how == "flashback":  # 702.34a: exiled as it leaves the stack (engine.zones)
            self.game.obj(oid).flashback = True
            self.game.record("cast", object=oid, player=controller,
                             says=Record.of("event.cast_flashback", object=Obj(oid), rule=Rule("702.34a")))
        self.game.obj(oid).x = x  # 202.3e: its mana value counts X while it is on the stack
        item = StackItem(id=self.game.new_stack_id(), kind=StackKind.SPELL, text=spell.text if spell else obj.card.name,
                         source=oid, controller=controller, targets=targets,
                         source_incarnation=self.game.obj(oid).incarnation, ability=spell,
                         instructions=(chosen_mode.instructions if chosen_mode is not None
                                       else spell.instructions if spell else ()), object=oid, mode=chosen_mode,
                         target_incarnations={t: self.game.objects[t].incarnation for t in targets if t in self.game.objects},
                         x=x, cost_sacrificed=tuple(sacrificed), mana_spent=paid or (), cost_discarded=tuple(discarded),
                         aura_target=aura, target_slots=tuple(range(len(targets))))
        if spell is not None and spell.additional_cost is not None:  # 601.2h: costs are paid, then it is cast
            spell.additional_cost.pay(self.game, item, self.game.characteristics(record=False).views[oid])
        self.game.put_on_stack(item)
        before = self.game.characteristics(record=False)
        event = self.game.record("cast", object=oid, player=controller, after=before.views.get(oid),
                                 incarnation=self.game.obj(oid).incarnation,  # the spell, as the object it is (400.7)
                            says=Record.of("event.cast", player=Player(controller), object=Obj(oid)))
        detect(self.game, [event], before, before)
        return item

    def receives_priority(self, oid: str, does: str) -> None:
        """117.1a, 602.2: a player casts a spell or activates an ability when they have priority;
        117.5: before they receive it, state-based actions are performed and the triggered
        abilities waiting are put on the stack (603.3) — so what they cast or activate goes on top
        of them. Refused where that needs a choice the player was not asked for (603.3b, 603.3d:
        :meth:`priority`'s ``unasked``). Not while a spell or ability resolves (608.2g, 707.12,
        702.88a: the effect casts it then) and not during the untap step, where no one gets
        priority (502.4: refused)."""
        if self.game.resolving:
            return
        with_priority(self.game.step, oid)  # 502.4
        self.priority(unasked=f"before {oid} is {does}")

    def priority(self, order: list[str] | None = None,
                 targets: Mapping[str, list[str]] | None = None, *, unasked: str = "") -> list[StackItem]:
        """117.5: before a player gets priority, state-based actions are performed (704.3),
        then triggered abilities are put on the stack (603.3b, APNAP, each player's order) — not
        during the untap step (502.4). ``unasked``: why a player gets priority where the scenario
        did not say so (between two resolutions, before a spell is cast): no choice was given, so
        a player with two or more abilities to order (603.3b) or one needing targets (603.3d) is
        refused — nothing is put on the stack for them."""
        with_priority(self.game.step, "")
        self.game.check_state_based_actions()
        check_state_triggers(self.game)  # 603.8
        if unasked:
            controllers = [p.controller for p in self.game.pending]
            several = next((c for c in controllers if controllers.count(c) > 1), "")
            if several:
                ids = ", ".join(p.id for p in self.game.pending if p.controller == several)
                raise ChoiceError(f"{unasked}: a player gets priority (117.5) and {several} puts {ids} on the stack "
                                  "in the order they choose (603.3b): say it with `priority: {order: …}` first",
                                  not_allowed("cant_priority_unasked", player=several, rule="603.3b"))
            try:
                return put_on_stack(self.game, order, targets)
            except TargetError as err:
                raise TargetError(f"{unasked}: a player gets priority (117.5) and {err}: say it with "
                                  "`priority: {targets: …}` first", err.says) from None
        return put_on_stack(self.game, order, targets)

    def resolve_top(self, chosen: Iterable[str] = (), choices: Mapping[str, str] | None = None) -> StackItem:
        """608: the top object of the stack resolves (``chosen``: choices of objects made on
        resolution; ``choices``: the words chosen as its continuous effect begins, 612.2) — not
        during the untap step (502.4)."""
        with_priority(self.game.step, "")
        return resolve_top(self.game, tuple(chosen), choices)

    def check_state_triggers(self, resolving: StackItem | None = None) -> list[PendingTrigger]:
        """603.8: the state triggers whose state is true now trigger (:func:`engine.triggers.check_state_triggers`;
        ``resolving``: the spell or ability resolving, whose own state trigger does not trigger again) —
        the game's operation its instructions call before each of them, so that no instruction names
        the triggers."""
        return check_state_triggers(self.game, resolving)
