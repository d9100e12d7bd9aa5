"""One-shot instructions of spells and abilities (608.2c): the registry :data:`INSTRUCTIONS`.

Each instruction is a small frozen dataclass: its key (the word in a ``do:`` list), its
schema (the fields marked :func:`~engine.vocab.value` and :func:`~engine.vocab.option`)
and what it does (:meth:`Instruction.perform`). Adding one is one class here and its Japanese in
the text table (the build writes its line of docs/cards.md; tests/engine/test_context_coverage.py
runs it in every kind of ability that takes it); one that makes a replacement or prevention shield
is a class of engine.replacement, beside the effects it makes.

>>> GainLife(2)
GainLife(once_each_turn=False, amount=Number(n=2), who='you')
>>> INSTRUCTIONS.get("gain_life") is GainLife
True
>>> INSTRUCTIONS.get("gain_lfe")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown instruction 'gain_lfe' (known: gain_life, lose_life, ...; did you mean 'gain_life'?)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping
from dataclasses import KW_ONLY, dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from engine.actions import lose_game, lose_together, sacrifice, set_life, shielded, win_game
from engine.amounts import Amount, parse_amount, selection_context
from engine.errors import ChoiceError, IllegalActionError, TargetError, ValueSyntaxError
from engine.linked import exile_remembered
from engine.objects import COLORS
from engine.ports import Triggered
from engine.prohibitions import permitted
from engine.records import (
    Item,
    Mana,
    Obj,
    Player,
    Record,
    Rule,
    Term,
    Text,
    cant_choose,
    choose,
    declare,
    describes_none,
    not_a,
    not_allowed,
    not_both,
    read_in,
    target_arg,
)
from engine.selectors import Selector, parse_selector
from engine.stack import (
    TARGET_ABILITY,
    TARGET_ON_STACK,
    TARGET_SPELL,
    Phrases,
    StackKind,
    as_targets,
    legal_targets,
    on_stack,
    phrases_of,
    same_phrase,
    target_gives,
)
from engine.vocab import Registry, Word, option, value

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.copying import Copiable
    from engine.objects import Characteristics, GameObject
    from engine.ports import GameOps, Performable, Resolving, StackItem
    from engine.vocab import AbilityValue


@dataclass(frozen=True)
class Example:
    """An instruction as a contributor writes it in a ``do:`` (``do``: its mapping), with what the
    ability around it needs: its ``target`` phrase and the ``targets`` chosen, the ``chosen`` choices
    made as it resolves (608.2d), ``stack``: a spell on the stack first (B's ``bolt``, its target),
    ``card``: other keys of the card (a ``back`` face), ``when``: a trigger event of an object for a
    triggered ability (``theirs`` dies), ``combat``: ``mine`` attacks B first.
    tests/engine/test_instruction_contexts.py writes it into a
    card in each kind of ability with a ``do:`` and runs it in its scene (you control ``this``,
    ``mine`` and a tapped ``land``; B controls ``theirs``; libraries ``a1``–``a3``, ``b1``–``b3``):
    refused there at its line, or the game ends otherwise than without it."""

    do: Mapping[str, Any]
    target: str = ""
    targets: tuple[str, ...] = ()
    chosen: tuple[str, ...] = ()
    stack: bool = False
    card: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    when: Mapping[str, Any] | None = None
    combat: bool = False  # the scene in combat: ``mine`` attacking B before the ability (506.4)


@dataclass(frozen=True)
class Instruction(Word):
    """One step a resolving spell or ability performs."""

    _: KW_ONLY
    once_each_turn: bool = option("flag", "\"Do this only once each turn\": the ability may still trigger and "
                                  "resolve; the action happens once", default=False)
    # 603.12: whether it says when it did its action (``ctx.did``), which may not happen (nothing
    # to sacrifice, a cost not paid); otherwise performing it is doing it
    reports: ClassVar[bool] = False
    # what its ability must give it (engine.amounts.AMOUNT_NEEDS), as an amount's ``needs``; "": nothing
    needs: ClassVar[str] = ""
    selector_context: ClassVar[str] = "instruction"  # where its selectors are read (engine.selectors)
    example: ClassVar[Example | None] = None  # it as written, run in every kind of ability that takes it
    then_gives: ClassVar[frozenset[str]] = frozenset()  # what its ``then`` gives its amounts (AMOUNT_NEEDS)
    # what it gives the amounts of the instructions after it, and of a reflexive ability on it (603.12)
    gives_after: ClassVar[frozenset[str]] = frozenset()
    records: ClassVar[dict[str, str]] = {
        "resolve.done_this_turn": "{item}: already done this turn — nothing happens",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Do it (608.2c)."""
        raise NotImplementedError

    def needs_all(self) -> tuple[str, ...]:
        """What its ability (or the instructions before it) must give it, with these keys
        (engine.amounts.AMOUNT_NEEDS): its ``needs``; ``target`` for a selector of the targets
        (``target creature``: an ability with no target of its own acted on nothing, 115.1);
        ``trigger`` for ``that creature`` (the object a triggered ability refers to, 700.7)."""
        sels = [v for v in (getattr(self, f.name) for f in dataclasses.fields(self)) if isinstance(v, Selector)]
        scopes = {s.scope for v in sels for s in (v, *v.alternatives)}
        return tuple(n for n in (self.needs, "target" if "target" in scopes else "",
                                 "trigger" if "that" in scopes else "") if n)

    def target_words(self) -> tuple[str, ...]:
        """The target phrases it names (``target creature you control``, ``who: target player``),
        in an ability that says "target" in more than one place each the target of the phrase
        written the same (115.3); ``target``: it acts on its targets without naming one (the word
        ``target``, or none where its ability's target is read: ``damage`` with no ``to``)."""
        words: list[str] = []
        reads_first = False  # it reads its first target, whatever its phrase
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if isinstance(v, Selector):
                words += [s.text for s in (v, *v.alternatives) if s.scope == "target"]
                # "that shares a color with it": its first target (105.1)
                reads_first |= any(s.scope != "target" and "targets" in s.needs for s in (v, *v.alternatives))
            elif isinstance(v, str) and (v == "target" or v.startswith("target ")):
                words.append(v)
            elif isinstance(v, Amount) and v.needs == "target":  # 608.2h: "that creature's power": its first target
                reads_first = True
        if reads_first or not words and {"target", TARGET_ON_STACK, TARGET_SPELL, TARGET_ABILITY} & set(self.needs_all()):
            words.append("target")
        return tuple(words)

    def run(self, game: GameOps, ctx: Resolving) -> None:
        """Perform it, once each turn when it says "Do this only once each turn"; afterwards
        ``ctx.last`` says what it did (603.12: what a following "when you do" looks at)."""
        outer, ctx.acted = ctx.acted, None
        if self.once_each_turn:
            item = ctx.item
            done_key = f"done:{item.source}#{item.source_incarnation}/{item.ability_key}/{self.key}"
            if game.turn_counts.get(done_key):
                game.record("resolve", says=Record.of("resolve.done_this_turn", item=Item(item.id)))
                ctx.acted, ctx.last = outer, None
                return
            game.turn_counts[done_key] = 1
        self.perform(game, ctx)
        acted = ctx.acted if self.reports else (ctx.acted or ())
        ctx.acted, ctx.last = outer, acted


INSTRUCTIONS: Registry[type[Instruction]] = Registry("instruction", "a one-shot instruction of `do:` (608.2c)")

# Who an instruction acts for.
PLAYER_WORDS: tuple[str, ...] = ("you", "each opponent", "each player", "target player", "target opponent")


def perform(game: GameOps, instructions: Sequence[Performable], ctx: Resolving) -> None:
    """Perform the instructions in order (608.2c). 603.8: a state trigger triggers as soon as its
    state is true — the game is looked at before and after each instruction, so a hand empty
    for a moment ("discard your hand, then draw that many cards") is seen; the resolving
    ability is still on the stack (608.2n), so its own state trigger does not trigger again."""
    game.begin_resolving(ctx.item)  # 614.15: whose effects a self-replacement effect modifies
    try:
        for ins in instructions:
            game.check_state_triggers(ctx.item)
            ins.run(game, ctx)
        game.check_state_triggers(ctx.item)
    finally:
        game.end_resolving()


def players(game: GameOps, who: str, ctx: Resolving) -> list[str]:
    """The players a player word names for this spell or ability."""
    you = ctx.item.controller
    if who == "you":
        return [you]
    if who in ("each opponent", "opponents"):
        return [p for p in game.players if p != you]
    if who == "each player":
        return list(game.players)
    if who in ("target player", "target opponent", "target"):
        bound = ctx.item.targets_for(who)  # 115.3: with more than one "target", its own phrase's
        return [t for t in (ctx.item.targets if bound is None else bound) if t in game.players]
    raise IllegalActionError(f"unknown player word {who!r} (known: {', '.join(PLAYER_WORDS)})",
                             not_a("value_player_word", who, PLAYER_WORDS))


def objects(game: GameOps, what: Selector | None, ctx: Resolving) -> list[str]:
    """The objects a selector describes now; ``target …``: the targets that still match (608.2b)."""
    if what is None or what.scope == "target":
        bound = ctx.item.targets_for(what.text) if what is not None else None  # 115.3: its own phrase's
        found = [t for t in (ctx.item.targets if bound is None else bound) if t not in game.players]
        if what is not None:
            c = selection_context(game, ctx)
            each = dataclasses.replace(what, scope="each")  # the target must still match (608.2b)
            found = [t for t in found if t in c.views and each.matches(c.views[t], c)]
        return found
    return what.select(selection_context(game, ctx))  # "exiled with this": the linked exiled cards (607.2a)


def forced(found: list[str], ctx: Resolving, key: str) -> list[str]:
    """The first of ``found`` when none was chosen — in a replacement's ``do`` (614.1a: no choice is
    made there, ``ctx.on_resolution`` false) only when it is the one there is: a choice among more is
    refused (ChoiceError), not made silently."""
    if not ctx.on_resolution and len(found) > 1:
        raise ChoiceError(f"{key}: a choice among {', '.join(found)} in a replacement's do, where none is made "
                          "(608.2d; 614.1a)", choose(Text(key), found))
    return found[:1]


def source_permanent(game: GameOps, item: StackItem) -> GameObject | None:
    """400.7: the source of ``item`` if it is still that permanent (the same object, on the
    battlefield); else None."""
    src = game.objects.get(item.source or "")
    if src is None or src.incarnation != item.source_incarnation or src.zone != "battlefield":
        return None
    return src


def _remember_exiled(game: GameOps, ids: list[str], ctx: Resolving, link: str, until_leaves: bool = False) -> None:
    """607.2a: the cards exiled by this ability, for its linked ability; not those it
    can't exile (101.2); ``until_leaves``: until its source leaves the battlefield (610.3)."""
    item = ctx.item
    ids = permitted(game, item, "exile", ids)
    if ids:
        exile_remembered(game, ids, item, link, until_leaves)


# ---- life, damage, cards ----------------------------------------------------------------


@dataclass(frozen=True)
class ChangeLife(Instruction):
    """119: players gain life (``sign`` 1) or lose it (``sign`` -1)."""

    sign: ClassVar[int]
    verb: ClassVar[str]  # "gains" / "loses"
    amount: Amount = value("amount", "how much")
    who: str = option("word", "who gains or loses it", default="you", words=PLAYER_WORDS)

    def __post_init__(self) -> None:
        if isinstance(self.amount, int):  # a number written on the card
            object.__setattr__(self, "amount", parse_amount(self.amount))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each player named gains or loses ``amount``, computed now (608.2h; 107.1b: not below 0)."""
        n = self.amount.result(game, ctx)
        for p in players(game, self.who, ctx):
            game.change_life(p, self.sign * n)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class GainLife(ChangeLife):
    """119.1: players gain life."""

    key: ClassVar[str] = "gain_life"
    example: ClassVar[Example] = Example({"gain_life": 2})
    doc: ClassVar[str] = "119: `who` gains N life"
    sign: ClassVar[int] = 1
    verb: ClassVar[str] = "gains"
    who: str = option("word", "who gains it", default="you", words=PLAYER_WORDS)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class LoseLife(ChangeLife):
    """119.3: players lose life."""

    key: ClassVar[str] = "lose_life"
    example: ClassVar[Example] = Example({"lose_life": 2})
    doc: ClassVar[str] = "119: `who` loses N life"
    sign: ClassVar[int] = -1
    verb: ClassVar[str] = "loses"
    who: str = option("word", "who loses it", default="you", words=PLAYER_WORDS)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class PayLife(Instruction):
    """119.4: you pay N life — only with a life total of at least N (0 always, 119.4b); it is
    a loss of life that the replacement effects on paying life and on losing it see (614.1a)."""

    key: ClassVar[str] = "pay_life"
    example: ClassVar[Example] = Example({"pay_life": 2})
    doc: ClassVar[str] = ("119.4: this ability's controller pays N life (only with at least N life; a loss of life, "
                          "which the replacements of `would: {pay_life: …}` and `{lose_life: …}` modify)")
    amount: Amount = value("amount", "how much")

    def __post_init__(self) -> None:
        if isinstance(self.amount, int):  # a number written on the card
            object.__setattr__(self, "amount", parse_amount(self.amount))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The amount computed now (608.2h)."""
        game.pay_life(ctx.item.controller, self.amount.result(game, ctx))  # 107.1b


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Damage(Instruction):
    """120.3: the source deals damage to each of its targets, at the same time."""

    key: ClassVar[str] = "damage"
    example: ClassVar[Example] = Example({"damage": 1, "to": "each creature"})
    doc: ClassVar[str] = ("120.3: the source deals N (or `its power`, 608.2h) damage to each target, at once — or, "
                          "with `to`, to each object it describes (`to: each creature`: \"deals 2 damage to each "
                          "creature\"); `cant_be_prevented: true`: \"this damage can't be prevented\" (615.12: "
                          "prevention effects still apply — their additional effects happen — but prevent none of it, "
                          "and no shield is reduced; protection prevents none of it)")
    amount: Amount = value("amount", "how much")
    to: Selector | None = option("selector", "instead of its targets: each object it describes", default=None)
    cant_be_prevented: bool = option("flag", "615.12: the damage can't be prevented", default=False)

    def needs_all(self) -> tuple[str, ...]:
        """No ``to``: its targets (115.1: an ability with none would deal no damage)."""
        return (*super().needs_all(), *(("target",) if self.to is None else ()))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """"Is dealt damage" abilities trigger on it (120.3)."""
        n = self.amount.result(game, ctx)  # 107.1b
        dealt = ctx.item.targets if self.to is None else tuple(objects(game, self.to, ctx))
        game.deal_damage_together([(ctx.item.source, t, n) for t in dealt], preventable=not self.cant_be_prevented)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Fight(Instruction):
    """701.14: a creature fights another — each deals damage equal to its power to the other."""

    key: ClassVar[str] = "fight"
    example: ClassVar[Example] = Example({"fight": "creature you don't control"})
    reports: ClassVar[bool] = True  # 603.12: "when they fight" — not when neither fights (701.14b)
    doc: ClassVar[str] = ("701.14a: `by` (default `self`: \"this creature fights …\") and the creature it describes "
                          "each deal damage equal to their power to the other, at the same time, not combat damage "
                          "(701.14d; deathtouch, lifelink and the like apply); when both are target phrases, each is "
                          "the target chosen for its own phrase of `target:` (\"target creature you control fights "
                          "target creature you don't control\": `target: [target creature you control, target creature "
                          "you don't control]`, 115.3); 701.14b: if either is no longer a creature on the battlefield, or is an "
                          "illegal target, neither fights; 701.14c: a creature that fights itself deals twice its "
                          "power to itself")
    what: Selector = value("selector", "the creature it fights")
    by: Selector = option("selector", "the creature that fights", default=parse_selector("self"))

    def needs_all(self) -> tuple[str, ...]:
        """``by: self``: the source, a creature — a permanent, not a spell (701.14a)."""
        return (*super().needs_all(), *(("permanent",) if self.by.scope == "self" else ()))
    records: ClassVar[dict[str, str]] = {
        "resolve.fights": "{object} fights {other} ({rule})",
        "resolve.no_fight": "neither fights: {objects} ({rule})",
    }

    def _one(self, game: GameOps, what: Selector, ctx: Resolving) -> str | None:
        """The creature a phrase names: a target phrase, the target chosen for it (in an ability that
        says "target" twice, the one of its own instance, 115.3) — none if it was dropped as illegal
        (608.2b, 701.14b); else the first it describes (the source: only if it is still that
        permanent, 400.7)."""
        if what.scope == "self":
            src = source_permanent(game, ctx.item)
            return src.id if src is not None else None
        found = objects(game, what, ctx)
        return found[0] if found else None

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Both deal their damage in one event (701.14a), or neither (701.14b)."""
        fighter = self._one(game, self.by, ctx)
        other = self._one(game, self.what, ctx)
        views = game.characteristics(record=False).views
        fights = [o for o in (fighter, other) if o is not None and o in views
                  and views[o].zone == "battlefield" and "creature" in views[o].card_types]
        if fighter is None or other is None or len(fights) < 2:
            game.record("resolve", says=Record.of("resolve.no_fight", objects=tuple(Obj(o) for o in (fighter, other)
                                                                                 if o is not None),
                                                  rule=Rule("701.14b")))
            return
        game.record("resolve", says=Record.of("resolve.fights", object=Obj(fighter), other=Obj(other),
                                              rule=Rule("701.14c" if fighter == other else "701.14a")))
        power = {o: max(views[o].power or 0, 0) for o in (fighter, other)}
        if fighter == other:  # 701.14c: twice its power, to itself
            game.deal_damage_together([(fighter, fighter, 2 * power[fighter])])
        else:
            game.deal_damage_together([(fighter, other, power[fighter]), (other, fighter, power[other])])
        ctx.did(fighter, other)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Destroy(Instruction):
    """701.8: destroy what the selector describes (the targets, or all), at the same time."""

    key: ClassVar[str] = "destroy"
    example: ClassVar[Example] = Example({"destroy": "creatures you don't control"})
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("701.8: `target artifact` (the targets) or `all creatures`; destroyed at the same time; "
                          "`no_regeneration: true`: \"they can't be regenerated\" (701.19c)")
    what: Selector = value("selector", "what is destroyed")
    no_regeneration: bool = option("flag", "they can't be regenerated (701.19c)", default=False)

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Into the graveyard, in one event (unless regenerated, 701.19). 603.12: it did its
        action on those that left the battlefield — not on one with indestructible (702.12b) or
        one regenerated instead (701.19a), which stay."""
        doomed = shielded(game, objects(game, self.what, ctx))  # 122.1c
        if doomed:
            moved = game.move_together(doomed, "graveyard", destroyed=doomed, no_regeneration=self.no_regeneration)
            gone = [o.id for o in moved]
            if gone:
                ctx.did(*gone)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Exile(Instruction):
    """406, 607.2a: exile what the selector describes; remembered as exiled by this ability."""

    key: ClassVar[str] = "exile"
    example: ClassVar[Example] = Example({"exile": "creatures you don't control"})
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("607.2a: exiles; remembered as exiled by this ability. `one`: a single card, chosen on "
                          "resolution (scenario `resolve_top: {choose: [id]}`). `until: leaves`: \"until this "
                          "leaves the battlefield\" (610.3) — right after the source leaves, what it exiled returns to "
                          "the battlefield under its owner's control (610.3c; no ability, no stack; those of sources "
                          "leaving at the same time at the same time, 610.3d); if the source has already left when it "
                          "would exile, nothing is exiled (610.3a, 610.3b); an ability of a permanent only")
    what: Selector = value("selector", "what is exiled")
    link: str = option("text", "the label of the linked pair (607.2a)", default="")
    one: bool = option("flag", "a single one, chosen on resolution (608.2d)", default=False)
    until: str = option("word", "\"until this leaves the battlefield\" (610.3)", default="", words=("leaves",))
    records: ClassVar[dict[str, str]] = {
        "resolve.not_exiled_until": "{object} has already left the battlefield: nothing is exiled ({rule})",
        "effect.returns_until": "{object} has left the battlefield: {objects} return to the battlefield ({rule})",
    }

    def needs_all(self) -> tuple[str, ...]:
        """``until``: a permanent's, which can leave the battlefield (610.3)."""
        return (*super().needs_all(), *(("permanent",) if self.until else ()))

    @staticmethod
    def returning(game: GameOps, left: list[tuple[str, int]]) -> list[str]:
        """610.3: the cards exiled "until" one of ``left`` (each an object and the incarnation it
        had on the battlefield) leaves the battlefield, still those cards in exile (400.7) — the
        second one-shot effect, created right after that event."""
        keys = set(left)
        back = [r.object for r in game.exiled_with if r.until_leaves and (r.source, r.source_incarnation) in keys
                and r.object in game.objects and game.objects[r.object].incarnation == r.incarnation
                and game.objects[r.object].zone == "exile"]
        for source in dict.fromkeys(r.source for r in game.exiled_with if r.object in back):
            game.record("effect", object=source, says=Record.of(
                "effect.returns_until", object=Obj(source), rule=Rule("610.3"),
                objects=tuple(Obj(r.object) for r in game.exiled_with if r.source == source and r.object in back)))
        return back

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Exile, and remember (607.2a); what this can't exile stays (101.2)."""
        if self.until and source_permanent(game, ctx.item) is None:  # 610.3a, 610.3b: it has already left
            game.record("resolve", says=Record.of("resolve.not_exiled_until", object=Obj(ctx.item.source or ""),
                                                  rule=Rule("610.3b" if ctx.item.trigger is not None else "610.3a")))
            return
        gone = permitted(game, ctx.item, "exile", objects(game, self.what, ctx))
        if self.one:  # "exile a … card": the controller chooses one on resolution (608.2d)
            picked = [c for c in ctx.chosen if c in gone]
            bad = [c for c in ctx.chosen if c not in gone and c in game.objects]
            if bad:
                raise ChoiceError(f"{', '.join(bad)} cannot be chosen for '{ctx.item.text}' (choices: "
                                  f"{', '.join(gone) or 'none'})", cant_choose(Text(ctx.item.text), bad, gone))
            ctx.use(*picked[:1])
            gone = picked[:1] or forced(gone, ctx, self.key)
        if gone:
            _remember_exiled(game, gone, ctx, self.link, bool(self.until))
            ctx.did(*gone)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class ExileGraveyard(Instruction):
    """Exile all cards from players' graveyards."""

    key: ClassVar[str] = "exile_graveyard"
    example: ClassVar[Example] = Example({"exile_graveyard": "each opponent"})
    doc: ClassVar[str] = "exiles all cards from that player's graveyard"
    who: str = value("word", "whose graveyard", words=PLAYER_WORDS)

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Every card in the graveyard, in one event per player."""
        for p in players(game, self.who, ctx):
            cards = permitted(game, ctx.item, "exile",
                              game.cards_in("graveyard", p))
            if cards:
                game.move_together(cards, "exile")


@INSTRUCTIONS.register
@dataclass(frozen=True)
class ReturnIt(Instruction):
    """603.6, 400.7: return the object the trigger event put into the graveyard — only if
    it is still that object."""

    key: ClassVar[str] = "return_it"
    example: ClassVar[Example] = Example({"return_it": "battlefield"}, when={"when": "dies", "what": "creature"})
    needs: ClassVar[str] = "trigger"  # 603.10a, 700.7: the object its trigger event put there
    doc: ClassVar[str] = ("returns the object the trigger event put into the graveyard — only if it is still that "
                          "object (400.7); `counters`: with a counter of that kind")
    zone: str = value("word", "where it returns", words=("battlefield",))
    counters: str = option("counter", "it returns with one counter of this kind", default="")
    records: ClassVar[dict[str, str]] = {
        "resolve.not_returned": ("{object} is no longer the object that went to the graveyard ({rule}): "
                                 "it is not returned"),
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Onto the battlefield under its owner's control."""
        item = ctx.item
        trig = item.trigger
        if trig is None or trig.it is None:
            raise IllegalActionError(f"'{item.text}': 'it' is not defined here (no triggering object)",
                                     not_allowed("cant_it_undefined", item.source or ""))
        it = game.objects.get(trig.it)
        # 400.7 / 603.6: only the object the event put into the graveyard; if it has moved
        # since, it is a new object and the ability cannot find it.
        if it is None or it.incarnation != trig.it_incarnation or it.zone != "graveyard":
            game.record("resolve", says=Record.of("resolve.not_returned", object=Obj(trig.it or ""),
                                                  rule=Rule("400.7")))
            return
        counters = {self.counters: 1} if self.counters else {}
        game.move_together([it.id], self.zone, controller=it.owner, counters=counters)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class ReturnExiled(Instruction):
    """607.2a, 607.5: put cards exiled by the linked ability onto the battlefield."""

    key: ClassVar[str] = "return_exiled"
    needs: ClassVar[str] = "permanent"  # 607.1, 607.2a: linked to another ability of the same permanent
    example: ClassVar[Example] = Example({"return_exiled": "cards", "all": True})
    doc: ClassVar[str] = ("607.2a, 607.5: puts a card exiled by the linked ability of this object onto the "
                          "battlefield under your control — which one is chosen on resolution (608.2d: scenario "
                          "`resolve_top: {choose: [id]}`; by default the first); `all`: every such card at once; "
                          "`owner_controls`: under its owner's control")
    what: Selector = value("selector", "which exiled cards")
    link: str = option("text", "the label of the linked pair (607.2a)", default="")
    every: bool = option("flag", "every such card, at the same time", default=False, name="all")
    owner_controls: bool = option("flag", "under its owner's control", default=False)
    records: ClassVar[dict[str, str]] = {
        "resolve.no_linked_card": "{item}: no card exiled with the linked ability ({rule})",
    }

    def needs_all(self) -> tuple[str, ...]:
        """An ability that resolves: which one is chosen as it does (608.2d), and a replacement effect's
        ``do:`` is no linked ability's (607.2a: it would find no card, and did nothing)."""
        return (*super().needs_all(), "resolves")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The one chosen on resolution among them (608.2d: it targets nothing), or the first, or all."""
        item = ctx.item
        records = game.linked_exiles(item.source or "", item.source_incarnation, item.link_group, self.link)
        c = selection_context(game, ctx)
        views = c.views
        linked_ids = [r.object for r in records if self.what.matches(views[r.object], c)]
        # the choices of exiled cards are its; any other is another instruction's, or none's (608.2d)
        wanted = [t for t in ctx.chosen if t in linked_ids or (t in game.objects and game.obj(t).zone == "exile")]
        ctx.use(*wanted)
        for t in wanted:
            if t not in linked_ids:
                raise ChoiceError(f"{t} was not exiled with this ability's linked ability (607.2a, 607.5)",
                                  cant_choose(Term("choice_linked_exile"), [t], linked_ids, rule="607.2a"))
        ids = linked_ids if self.every else (wanted or linked_ids[:1])
        if not ids:
            game.record("resolve", says=Record.of("resolve.no_linked_card", item=Item(item.id), rule=Rule("607.2a")))
        elif self.owner_controls:
            game.move_together(ids, "battlefield")  # at the same time, each under its owner's control
        else:
            game.move_together(ids, "battlefield", controller=item.controller)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class CreateTokens(Instruction):
    """111.1: tokens are created at the same time (one event, N occurrences)."""

    key: ClassVar[str] = "create_tokens"
    example: ClassVar[Example] = Example({"create_tokens": 1, "token": {
        "name": "Thopter", "type_line": "Artifact Creature — Thopter", "pt": "1/1"}})
    gives_after: ClassVar[frozenset[str]] = frozenset({"created"})  # "that token" (707.10e)
    doc: ClassVar[str] = ("111: N tokens `token: {name, type_line, colors, pt, loyalty, abilities}` enter together (one "
                          "event); any other key is an error")
    count: int = value("count", "how many")
    token: Characteristics = option("object", "the token's values (111.3)")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Under this ability's controller; what it created is what it did (the tokens an
        instruction after it names: "the copy targets that token", 707.10e)."""
        made = game.create_tokens(self.token, self.count, controller=ctx.item.controller, source=ctx.item.source)
        ctx.did(*(o.id for o in made))


def _as_it_last_was(game: GameOps, ctx: Resolving) -> Copiable | None:
    """608.2h: the copiable values of the object the trigger event involved as it last existed
    on the battlefield, when it has left it since ("create a token that's a copy of that
    creature" after it died: a copy of what it was there, its copy effects included, 707.3) —
    None while it is still there (its values now)."""
    trig = ctx.item.trigger
    if trig is None or trig.it is None or trig.it_view is None or trig.it_view.zone != "battlefield":
        return None
    now = game.objects.get(trig.it)
    if now is not None and now.zone == "battlefield" and now.incarnation == trig.it_view.incarnation:
        return None
    return game.last_copiable.get(trig.it)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class CreateTokenCopy(Instruction):
    """111.1, 707.2: create tokens that are copies of an object — its copiable values, with the
    copy effects that apply to it (707.3); each then enters the battlefield, its "as enters"
    choices made anew (707.6, 614.12)."""

    key: ClassVar[str] = "create_token_copy"
    example: ClassVar[Example] = Example({"create_token_copy": "self"})
    doc: ClassVar[str] = ("111.1, 707.2: create a token that's a copy of `target` (its target), `it` (the triggering "
                          "object) or `self` (this object); `count`: that many; the number is what replacement "
                          "effects on creating tokens make it (`would: {create_tokens: you}`, 616.1g)")
    of: str = value("word", "what it copies", words=("target", "it", "self"))
    count: int = option("count", "how many", default=1)
    records: ClassVar[dict[str, str]] = {
        "resolve.no_token_copy": "{item}: no object to copy — no token is created",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Tokens under this ability's controller; nothing if the object is gone (400.7)."""
        item = ctx.item
        if self.of == "self":
            copied = item.source
        elif self.of == "it":
            copied = item.trigger.it if item.trigger is not None else None
        else:
            copied = next((t for t in item.targets if t not in game.players), None)
        if copied is None or copied not in game.objects:
            game.record("resolve", says=Record.of("resolve.no_token_copy", item=Item(item.id)))
            return
        game.create_tokens(game.obj(copied).card, self.count, controller=item.controller, source=item.source,
                           copy_of=copied, copy_values=_as_it_last_was(game, ctx) if self.of == "it" else None)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class DiscardHand(Instruction):
    """701.9a: players discard their hands; ``then``: what follows, where ``that many`` is the
    number of cards discarded ("discard your hand, then draw that many cards")."""

    key: ClassVar[str] = "discard_hand"
    example: ClassVar[Example] = Example({"discard_hand": "you"})
    doc: ClassVar[str] = ("701.9a: `who` discards their hand — every card in it, at the same time; `then`: the "
                          "instructions after it, in which the amount `that many` is the number of cards discarded "
                          "(\"discard your hand, then draw that many cards\")")
    then_gives: ClassVar[frozenset[str]] = frozenset({"that many"})
    who: str = value("word", "who discards", words=PLAYER_WORDS)
    then: tuple[Instruction, ...] = option("instructions", "then (`that many`: the cards discarded)", default=())

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each player's hand to their graveyard, then ``then``."""
        discarded = 0
        for p in players(game, self.who, ctx):
            cards = game.cards_in("hand", p)
            if cards:
                game.move_together(cards, "graveyard")
                discarded += len(cards)
        outer, ctx.that_many = ctx.that_many, discarded
        perform(game, self.then, ctx)
        ctx.that_many = outer


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Draw(Instruction):
    """121: you draw cards."""

    key: ClassVar[str] = "draw"
    example: ClassVar[Example] = Example({"draw": 1})
    doc: ClassVar[str] = ("121: you draw N cards, one at a time (121.2; each draw an event replacement effects may "
                          "replace: `would: {draw: you}`); `draw: that many` in a replacement's `do`")
    amount: int | Amount = value("amount", "how many")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One at a time."""
        n = self.amount if isinstance(self.amount, int) else self.amount.result(game, ctx)  # 107.1b
        for _ in range(n):
            game.draw(ctx.item.controller)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class ToHand(Instruction):
    """Return what the selector describes to its owner's hand ("return a card from your
    graveyard to your hand", "return target creature to its owner's hand"); ``one``: a single
    one, chosen on resolution (608.2d)."""

    key: ClassVar[str] = "to_hand"
    example: ClassVar[Example] = Example({"to_hand": "creatures you don't control"})
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("400.7: puts what it describes into its owner's hand (`to_hand: target creature`; `to_hand: "
                          "card in your graveyard, one: true`: \"return a card from your graveyard to your hand\", "
                          "chosen on resolution — scenario `resolve_top: {choose: [id]}`, else the first)")
    what: Selector = value("selector", "what returns")
    one: bool = option("flag", "a single one, chosen on resolution (608.2d)", default=False)

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Into the hand, at the same time."""
        found = [o for o in objects(game, self.what, ctx) if game.obj(o).zone != "hand"]
        if self.one:
            picked = [c for c in ctx.chosen if c in found]
            ctx.use(*picked[:1])
            found = picked[:1] or forced(found, ctx, self.key)
        if found:
            game.move_together(found, "hand")
            ctx.did(*found)


declare(__name__, ("resolve.on_top", "{player} puts {objects} back on top of their library, in this order ({rule})"))


def _on_top(game: GameOps, ctx: Resolving, you: str, rest: list[str], rule: str) -> list[str]:
    """The cards ``rest`` in the order the player puts them back on top (the choice ``top``, the
    top one first; not made: the order they were in) — refused unless it is each of them once."""
    chosen = ctx.take_choice("top")
    if chosen is None:
        return rest
    order = chosen.split()
    if sorted(order) != sorted(rest):
        raise ChoiceError(f"top: {', '.join(order)} — the cards put back on top are {', '.join(rest) or 'none'}, "
                          f"each once ({rule})", cant_choose(Text(ctx.item.text), [c for c in order if c not in rest]
                                                             or order, rest, rule=rule))
    if order != rest:
        game.record("resolve", player=you, says=Record.of("resolve.on_top", player=Player(you),
                                                          objects=tuple(Obj(o) for o in order), rule=Rule(rule)))
    return order


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Scry(Instruction):
    """701.22a: scry N — look at the top N cards of your library, put any number of them on the
    bottom in any order and the rest on top in any order."""

    key: ClassVar[str] = "scry"
    example: ClassVar[Example] = Example({"scry": 1})
    doc: ClassVar[str] = ("701.22a: you look at the top N cards of your library and put any number of them on the "
                          "bottom — those chosen on resolution, in the order chosen, the last one the bottom card "
                          "(scenario `resolve_top: {choose: [id, …]}`; none chosen: none) — and the rest back on top "
                          "in the order chosen (`resolve_top: {choices: {top: [id, …]}}`, the top one first; not "
                          "chosen: the order they were in); a card that is not among them is refused")
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    amount: int = value("count", "how many")
    records: ClassVar[dict[str, str]] = {
        "event.scry": "{player} scries {amount}",
        "resolve.scry_bottom": "{player} puts {objects} on the bottom of their library ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The chosen cards among the top N to the bottom, the rest back on top."""
        you = ctx.item.controller
        game.scried[you] = game.scried.get(you, 0) + self.amount
        game.record("scry", player=you, amount=self.amount, says=Record.of("event.scry", player=Player(you), amount=self.amount))
        seen = game.cards_in("library", you)[:self.amount]
        bottom = _among_top(game, ctx, you, seen, self.amount, "701.22a")
        top = _on_top(game, ctx, you, [c for c in seen if c not in bottom], "701.22a")
        if bottom:
            game.record("resolve", player=you, says=Record.of("resolve.scry_bottom", player=Player(you),
                                                              objects=tuple(Obj(o) for o in bottom),
                                                              rule=Rule("701.22a")))
        game.arrange_library(you, top=top, bottom=bottom)


def take_chosen(ctx: Resolving, mine: Callable[[str], bool], legal: Collection[str], why: Callable[[list[str]], str],
                rule: str, *, exactly: int | None = None) -> list[str]:
    """608.2d: the choices made on resolution that this instruction takes, in the order chosen —
    each one no instruction before it took that ``mine`` says is its kind (a card of that
    library, an object) — each among ``legal``, and ``exactly`` so many when it says: else a
    :class:`ChoiceError` (``why`` of the ones refused, every one taken when their number is
    wrong); taken, no other instruction takes them (:meth:`Resolving.use`)."""
    picked = [c for c in ctx.chosen if c not in ctx.used and mine(c)]
    miscounted = exactly is not None and len(picked) != exactly
    bad = picked if miscounted else [c for c in picked if c not in legal]
    if bad or miscounted:
        raise ChoiceError(why(bad), cant_choose(Text(ctx.item.text), bad, legal, rule=rule))
    ctx.use(*picked)
    return picked


def _among_top(game: GameOps, ctx: Resolving, you: str, seen: list[str], n: int, rule: str) -> list[str]:
    """The cards of ``you``'s library chosen on resolution (608.2d), in the order chosen — each
    among ``seen``, the top ``n`` (refused otherwise)."""
    return take_chosen(ctx, lambda c: c in game.objects and game.obj(c).zone == "library" and game.obj(c).owner == you,
                       seen, lambda bad: f"{', '.join(bad)} is not among the top {n} cards of {you}'s library ({rule})",
                       rule)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Surveil(Instruction):
    """701.25a: surveil N — look at the top N cards of your library, put any number of them into
    your graveyard and the rest back on top in any order."""

    key: ClassVar[str] = "surveil"
    example: ClassVar[Example] = Example({"surveil": 1}, chosen=("a1",))
    reports: ClassVar[bool] = True  # 603.12: the cards put into the graveyard
    doc: ClassVar[str] = ("701.25a: you look at the top N cards of your library and put any number of them into your "
                          "graveyard — those chosen on resolution (scenario `resolve_top: {choose: [id, …]}`; none "
                          "chosen: none) — and the rest back on top in the order chosen (`resolve_top: {choices: "
                          "{top: [id, …]}}`, the top one first; not chosen: the order they were in); a card that is "
                          "not among them is refused")
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    amount: int = value("count", "how many")
    records: ClassVar[dict[str, str]] = {
        "resolve.surveils": "{player} surveils {amount}: {objects} into the graveyard ({rule})",
        "resolve.surveils_keeps": "{player} surveils {amount}: all back on top ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The chosen cards among the top N go to the graveyard at the same time; the rest back on top."""
        you = ctx.item.controller
        seen = game.cards_in("library", you)[:self.amount]
        chosen = _among_top(game, ctx, you, seen, self.amount, "701.25a")
        binned = [c for c in seen if c in chosen]
        top = _on_top(game, ctx, you, [c for c in seen if c not in binned], "701.25a")
        game.record("resolve", player=you, says=Record.of(
            "resolve.surveils", player=Player(you), amount=self.amount, objects=tuple(Obj(o) for o in binned),
            rule=Rule("701.25a")) if binned else Record.of("resolve.surveils_keeps", player=Player(you),
                                                          amount=self.amount, rule=Rule("701.25a")))
        if binned:
            game.move_together(binned, "graveyard")
            ctx.did(*binned)
        game.arrange_library(you, top=top)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Proliferate(Instruction):
    """701.34a: proliferate — any number of permanents and players with counters, chosen, each get
    one more counter of each kind already there."""

    key: ClassVar[str] = "proliferate"
    example: ClassVar[Example] = Example({"proliferate": "you"}, chosen=("mine",))
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("701.34a: you choose any number of permanents and/or players that have a counter — on "
                          "resolution (scenario `resolve_top: {choose: [id, B]}`; none chosen: none) — and give each "
                          "one more counter of each kind it already has (replacement effects on putting counters "
                          "apply, 122.6; a player's counters: poison); a chosen one without a counter is refused")
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    who: str = value("word", "who proliferates", words=("you",))
    records: ClassVar[dict[str, str]] = {
        "resolve.proliferates": "{player} proliferates: {objects} ({rule})",
        "resolve.proliferates_none": "{player} proliferates, choosing nothing ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each chosen one, each kind it has."""
        you = ctx.item.controller

        def mine(c: str) -> bool:  # a player or a permanent
            return c in game.players or (c in game.objects and game.obj(c).zone == "battlefield")

        having = [c for c in ctx.chosen if c not in ctx.used and mine(c) and (
            game.poison.get(c, 0) if c in game.players else any(n > 0 for n in game.obj(c).counters.values()))]
        picked = take_chosen(ctx, mine, having, lambda bad: f"{', '.join(bad)} has no counter to proliferate (701.34a)",
                             "701.34a")
        game.record("resolve", player=you, says=Record.of(
            "resolve.proliferates", player=Player(you), objects=tuple(target_arg(c, game.players) for c in picked),
            rule=Rule("701.34a")) if picked else Record.of("resolve.proliferates_none", player=Player(you),
                                                          rule=Rule("701.34a")))
        for c in picked:
            if c in game.players:
                game.poison[c] = game.poison.get(c, 0) + 1  # 122.1f
                continue
            for kind in [k for k, n in game.obj(c).counters.items() if n > 0]:
                n = game.counters_replaced(c, kind, 1)
                if n > 0:
                    game.put_counters(c, kind, n)
        if picked:
            ctx.did(*(c for c in picked if c not in game.players))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class SearchLand(Instruction):
    """701.23: put a matching card from your library onto the battlefield tapped."""

    key: ClassVar[str] = "search_land"
    example: ClassVar[Example] = Example({"search_land": "Forest card"})
    doc: ClassVar[str] = ("701.23: puts a matching card from your library onto the battlefield tapped — the phrase a "
                          "card's (`basic land card`); one that describes no card in a library (`basic land`, `… in "
                          "your graveyard`) is refused")
    selector_context: ClassVar[str] = "library search"
    what: Selector = value("selector", "the card searched for")
    records: ClassVar[dict[str, str]] = {
        "resolve.finds_nothing": "{player} finds no card",
    }

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """701.23: the phrase describes cards in a library — `basic land` (a permanent), `… in your
        graveyard`, `… on the battlefield` would never find one."""
        sel = values.get("what")
        if isinstance(sel, Selector) and any("library" not in a.zones for a in sel.alternatives or (sel,)):
            raise ValueSyntaxError(f"{sel.text!r} describes no card in a library (it would never find "
                                   "one, 701.23): a card in a library is a `card` (`basic land card`), with no zone "
                                   "words", describes_none(sel.text, "thing_card", "library"))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The first match in the library."""
        you = ctx.item.controller
        c = selection_context(game, ctx)
        views = c.views
        cands = [v.id for v in views.values() if v.zone == "library" and v.owner == you and self.what.matches(v, c)]
        if cands:
            game.move_together(cands[:1], "battlefield", controller=you, tapped=True)
        else:
            game.record("resolve", says=Record.of("resolve.finds_nothing", player=Player(you)))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class NthResolution(Instruction):
    """"If this is the N-th time this ability has resolved this turn, …"."""

    key: ClassVar[str] = "nth_resolution"
    example: ClassVar[Example] = Example({"nth_resolution": 1, "then": [{"gain_life": 1}]})
    needs: ClassVar[str] = "resolves"  # the times this ability resolved (a replacement effect is no resolution)
    doc: ClassVar[str] = "\"if this is the N-th time this ability has resolved this turn\": `then`, else `otherwise`"
    n: int = value("count", "which resolution")
    then: tuple[Instruction, ...] = option("instructions", "if it is", default=())
    otherwise: tuple[Instruction, ...] = option("instructions", "if it is not", default=())

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One branch."""
        perform(game, self.then if ctx.resolutions == self.n else self.otherwise, ctx)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class IfSpent(Instruction):
    """601.2h: "if {G} was spent to cast this spell, …" — a mana of that type was among the mana
    spent to pay its costs. A copy of a spell was not cast and no mana was spent on it: mana is
    not an object (707.10)."""

    key: ClassVar[str] = "if_spent"
    example: ClassVar[Example] = Example({"if_spent": "G", "then": [{"gain_life": 1}]})
    needs: ClassVar[str] = "spell"
    doc: ClassVar[str] = ("601.2h: \"if {G} was spent to cast this spell, …\" (`if_spent: G`, `then: [...]`): only if "
                          "mana of that type was spent to cast it (scenario `cast_spell: {spent: \"{G}{W}\"}`); a copy "
                          "of a spell was not cast — none was spent on it (707.10)")
    mana: str = value("mana_type", "the type of mana (106.1b)")
    then: tuple[Instruction, ...] = option("instructions", "if it was", default=())
    records: ClassVar[dict[str, str]] = {
        "resolve.not_spent": "{item}: no {mana} was spent to cast it ({rule})",
    }

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """A type of mana, not a linked choice."""
        if values.get("mana") == "chosen":
            raise ValueSyntaxError("if_spent: a type of mana (W, U, B, R, G, C: 106.1b), not 'chosen'",
                                   not_a("value_mana_type", "chosen", "WUBRGC", hint=False))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """``then``, or nothing."""
        if self.mana in ctx.item.mana_spent:
            perform(game, self.then, ctx)
            return
        game.record("resolve", says=Record.of("resolve.not_spent", item=Item(ctx.item.id), mana=Mana("{" + self.mana + "}"),
                                              rule=Rule("707.10" if ctx.item.copy_of else "601.2h")))


class HeldTrigger(Triggered, Protocol):
    """A triggered ability an instruction holds (603.7, 603.12: an engine.abilities.TriggeredAbility),
    whose instructions are read as it is loaded (:func:`unfit_amount`)."""

    @property
    def instructions(self) -> tuple[Instruction, ...]: ...


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Reflexive(Instruction):
    """603.12: "when you do, …": the reflexive ability triggers now."""

    key: ClassVar[str] = "reflexive"
    example: ClassVar[Example] = Example({"tap": "creatures you don't control"})
    doc: ClassVar[str] = ("603.12: \"when you do, …\": it follows the instruction it refers to and triggers only if "
                          "that instruction did its action (`sacrifice`, `exile`, `destroy`, `sacrifice_source`, "
                          "`may_pay` paid; any other always does); \"that creature\" (`that creature's power`, "
                          "`the sacrificed creature's power`, `its toughness`) is the object it acted on")
    ability: HeldTrigger = value("reflexive", "the reflexive triggered ability: `text`, `target`, `if`, `do`")
    records: ClassVar[dict[str, str]] = {
        "trigger.reflexive": "{item}: reflexive ability triggers ({rule}): {text}",
        "trigger.reflexive_not": ("{item}: you did not — the reflexive ability does not trigger ({rule}): "
                                  "{text}"),
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """It waits to be put on the stack — if the instruction before it did its action."""
        from engine.ports import PendingTrigger
        item, done = ctx.item, ctx.last
        if done is None:  # 603.12: "when you do" — you did not
            game.record("trigger", says=Record.of("trigger.reflexive_not", item=Item(item.id), rule=Rule("603.12"),
                                                  text=Text(self.ability.text)))
            return
        it = done[0] if done else None
        views = game.characteristics(record=False).views
        it_view = None
        if it is not None:
            now = views.get(it)
            it_view = now if now is not None and now.zone == "battlefield" else game.last_known.get(it, now)
        reflexive = PendingTrigger(id=game.new_trigger_id(), ability=self.ability, source=item.source,
                                   controller=item.controller, source_incarnation=item.source_incarnation,
                                   ability_key=item.ability_key, it=it,
                                   it_incarnation=game.objects[it].incarnation if it in game.objects else 0,
                                   it_view=it_view, reflexive=True,
                                   choices=dict(item.trigger.choices) if item.trigger else {})
        game.add_pending(reflexive)
        game.record("trigger", says=Record.of("trigger.reflexive", item=Item(reflexive.id), rule=Rule("603.12"),
                                              text=Text(self.ability.text)))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Delayed(Instruction):
    """603.7: create a delayed triggered ability (it triggers once)."""

    key: ClassVar[str] = "delayed"
    example: ClassVar[Example] = Example({"delayed": {"text": "d", "when": "beginning_of", "step": "end",
                                                      "do": [{"gain_life": 1}]}})
    doc: ClassVar[str] = ("603.7: creates a delayed triggered ability (it triggers once, 603.7b): a triggered-ability "
                          "mapping. Without `what` it is about its object — \"when that creature …\": the first target, "
                          "else the trigger's \"it\", else an activated ability's source (\"when this creature …\") — and only an event involving that very object triggers it, "
                          "never the new object the card becomes (603.7a, 603.7c, 400.7); with `what`, an event "
                          "involving an object `what` describes (judged for its controller)")
    ability: HeldTrigger = value("triggered", "the delayed triggered ability")
    records: ClassVar[dict[str, str]] = {
        "resolve.delayed_created": "delayed ability created ({rule}): {text}",
    }

    def target_words(self) -> tuple[str, ...]:
        """Without ``what``: about its first target ("that creature", 603.7c) — which, in an ability
        that says "target" in more than one place, it can't say (115.3)."""
        return ("target",) if getattr(self.ability, "what", None) is None else ()

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Remember the object of this ability — its first target, else the trigger's "it", else
        an activated ability's source — for the delayed one ("that creature", "this creature")."""
        from engine.ports import DelayedTrigger
        trig, item = ctx.item.trigger, ctx.item
        found = [t for t in item.targets if t in game.objects]
        it: str | None
        if found:
            it, inc = found[0], item.target_incarnations.get(found[0], 0)
        elif trig and trig.it:
            it, inc = trig.it, trig.it_incarnation
        elif item.source is not None and not item.is_spell:  # an activated ability: "when this creature …"
            it, inc = item.source, item.source_incarnation
        else:
            it, inc = None, 0
        game.add_delayed(DelayedTrigger(self.ability, item.source, item.controller, it, inc, item.source_incarnation))
        game.record("resolve", says=Record.of("resolve.delayed_created", rule=Rule("603.7"),
                                              text=Text(self.ability.text)))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class AddMana(Instruction):
    """106.4: add mana (``chosen``: of the color the linked ability chose, 607.2d)."""

    key: ClassVar[str] = "add_mana"
    example: ClassVar[Example] = Example({"add_mana": "G"})
    doc: ClassVar[str] = "106.4: one mana of a type (`R`, `{C}`: 106.1b), or `chosen` — the linked choice (607.2d)"
    mana: str = value("mana_type", "a type of mana, or `chosen`")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Into the controller's pool."""
        game.add_mana(ctx.item.controller, self.mana, ctx.item.source or "", ctx.item.ability_key)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Gains(Instruction):
    """611.2: "it gains [abilities]" — a continuous effect of the resolving ability on the object
    its trigger event involved (``it``: "whenever a player casts a creature spell, it gains
    devour 5") or its target; on a permanent spell it goes on applying to the permanent the
    spell becomes (400.7a)."""

    key: ClassVar[str] = "gains"
    example: ClassVar[Example] = Example({"gains": ["flying"], "what": "target"}, target="target creature", targets=("theirs",))
    doc: ClassVar[str] = ("611.2: `what` (`it`: the object the trigger event involved; `target`: its target) gains these "
                          "abilities (`gains: [Devour 5]`), until end of turn or for good (`duration`); a permanent spell "
                          "that gains them has them as the permanent it becomes (400.7a)")
    abilities: tuple[AbilityValue, ...] = value("abilities", "the abilities it gains")
    what: str = option("word", "what gains them", default="it", words=("it", "target"))
    duration: str = option("word", "how long", default="indefinite", words=("indefinite", "end_of_turn"))

    def needs_all(self) -> tuple[str, ...]:
        """``it``: a trigger; ``target``: a target."""
        return ("trigger",) if self.what == "it" else ("target",)

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """One effect with a timestamp now, its object fixed now (611.2c)."""
        from engine.effects import AddAbilities, Duration, EffectSpec
        item = ctx.item
        if self.what == "it":
            trig = item.trigger
            it = game.objects.get(trig.it or "") if trig is not None else None
            objs = [it.id] if it is not None and it.incarnation == trig.it_incarnation else []  # type: ignore[union-attr]
        else:
            objs = [t for t in item.targets if t not in game.players]
        if objs:
            game.create_effect(EffectSpec(item.text, parse_selector("target object"), (AddAbilities(self.abilities),)),
                               controller=item.controller, source=item.source, targets=objs,
                               duration=Duration(self.duration))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Flip(Instruction):
    """710: "flip it" — the source permanent becomes flipped (110.5): a flip card's alternative
    characteristics apply (710.2); flipping is one-way (710.4)."""

    key: ClassVar[str] = "flip"
    example: ClassVar[Example] = Example({"flip": "self"})
    needs: ClassVar[str] = "permanent"  # the source permanent (a spell is none: 608.2d, 110.1)
    doc: ClassVar[str] = ("710.2: the source permanent flips (`flip: self`) — only if it is still that permanent: a flip "
                          "card's alternative name, text box, type line, power and toughness apply (its colors and mana "
                          "cost stay, 710.1c); a status (110.5): it stays flipped while it is on the battlefield, even as "
                          "a copy of another object (707.3), and is no longer flipped after it leaves (710.4)")
    what: str = value("word", "what flips", words=("self",))
    records: ClassVar[dict[str, str]] = {
        "resolve.flips": "{object} flips ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The status changes (it was unflipped)."""
        src = source_permanent(game, ctx.item)
        if src is None or src.flipped:
            return
        src.flipped = True
        game.record("resolve", says=Record.of("resolve.flips", object=Obj(src.id, src.incarnation), rule=Rule("710.2")))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class BecomeCopy(Instruction):
    """706: the source becomes a copy of "it" (the triggering object) or of its target."""

    key: ClassVar[str] = "become_copy"
    example: ClassVar[Example] = Example({"become_copy": "target"}, target="target creature", targets=("theirs",))
    doc: ClassVar[str] = ("706: the source becomes a copy of `it` (the triggering object) or its `target`; "
                          "`except_colors`, `has_this_ability`: the 706.9a exceptions")
    of: str = value("word", "what it copies", words=("it", "target"))

    def needs_all(self) -> tuple[str, ...]:
        """706: the source, a permanent, copies the triggering object or its target."""
        return (*super().needs_all(), "permanent", "trigger" if self.of == "it" else "target")
    except_colors: bool = option("flag", "706.9a: except its colors", default=False)
    has_this_ability: bool = option("flag", "706.9a: and it has this ability", default=False)
    records: ClassVar[dict[str, str]] = {
        "resolve.nothing_to_copy": "{item}: nothing to copy, or its source is gone",
        "resolve.becomes_copy": "{object} becomes a copy of {copied} ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """A copy effect with a timestamp now, fixed to the source (611.2c)."""
        from engine.effects import CopyValues, Duration, EffectSpec
        item = ctx.item
        if self.of == "it":
            copied = item.trigger.it if item.trigger is not None else None
        else:
            copied = next((t for t in item.targets if t not in game.players), None)
        if copied is None or item.source is None or game.obj(item.source).incarnation != item.source_incarnation:
            game.record("resolve", says=Record.of("resolve.nothing_to_copy", item=Item(item.id)))
            return
        # 706.9a: this triggered ability (707.10: a copy of one is one too)
        plus = (item.ability,) if self.has_this_ability and item.ability is not None and item.kind is StackKind.TRIGGER \
            else ()
        spec = EffectSpec(item.text, parse_selector("self"),
                          (CopyValues("copy", keep_colors=self.except_colors, plus=plus,
                                      values=_as_it_last_was(game, ctx) if self.of == "it" else None),))
        game.create_effect(spec, controller=item.controller, source=item.source, duration=Duration.INDEFINITE,
                           choices={"copy": copied})
        game.record("resolve", says=Record.of("resolve.becomes_copy", object=Obj(item.source), copied=Obj(copied),
                                               rule=Rule("707")))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class ExileTop(Instruction):
    """Exile the top N cards of your library (remembered, 607.2a)."""

    key: ClassVar[str] = "exile_top"
    example: ClassVar[Example] = Example({"exile_top": 1})
    doc: ClassVar[str] = ("exiles the top N cards of your library (or an amount: `that many`, in a replacement's `do`; "
                          "remembered, 607.2a); a card entering the battlefield from that library is not among them "
                          "(614.13c)")
    amount: int | Amount = value("amount", "how many")
    link: str = option("text", "the label of the linked pair (607.2a)", default="")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """From the top. 614.13c: a card entering the battlefield from this library is not in
        it — the game moves it before its entering replacement effects apply (engine.zones)."""
        n = self.amount if isinstance(self.amount, int) else self.amount.result(game, ctx)  # 107.1b
        library = game.cards_in("library", ctx.item.controller)
        gone = library[:max(n, 0)]
        if gone:
            _remember_exiled(game, gone, ctx, self.link)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Mill(Instruction):
    """701.17a: players mill N — put that many cards from the top of their library into their
    graveyard, at the same time; 701.17b: no more than there are."""

    key: ClassVar[str] = "mill"
    example: ClassVar[Example] = Example({"mill": 1})
    reports: ClassVar[bool] = True  # 603.12: "when you do"
    doc: ClassVar[str] = ("701.17a: `who` (default you) mills N: puts the top N cards of their library into their "
                          "graveyard at the same time (701.17b: as many as there are)")
    amount: int | Amount = value("amount", "how many")
    who: str = option("word", "who mills", default="you", words=PLAYER_WORDS)
    records: ClassVar[dict[str, str]] = {
        "event.mills": "{player} mills {amount}: {objects} ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each player's top cards to their graveyard (the library's first cards are its top)."""
        n = self.amount if isinstance(self.amount, int) else self.amount.result(game, ctx)  # 107.1b
        for p in players(game, self.who, ctx):
            milled = game.cards_in("library", p)[:max(n, 0)]
            game.record("resolve", player=p, says=Record.of("event.mills", player=Player(p), amount=n,
                                                            objects=tuple(Obj(o) for o in milled), rule=Rule("701.17a")))
            if milled:
                game.move_together(milled, "graveyard")
                ctx.did(*milled)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class SacrificeSource(Instruction):
    """"You may sacrifice it. If you do, …": only if the source is still that object (400.7)."""

    key: ClassVar[str] = "sacrifice_source"
    example: ClassVar[Example] = Example({"sacrifice_source": "it"})
    needs: ClassVar[str] = "permanent"  # the source permanent (a spell is none: 608.2d, 110.1)
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("\"you may sacrifice it. If you do, …\" (`then`): only if the source is still the same "
                          "object on the battlefield (400.7)")
    it: str = value("word", "the source", words=("it",))
    then: tuple[Instruction, ...] = option("instructions", "if it was sacrificed", default=())
    records: ClassVar[dict[str, str]] = {
        "resolve.source_gone": "{object} is gone: it cannot be sacrificed, so nothing more happens",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """701.21."""
        item = ctx.item
        src = source_permanent(game, item)
        if src is None:
            game.record("resolve", says=Record.of("resolve.source_gone", object=Obj(item.source or "")))
            return
        if not permitted(game, item, "sacrifice", [src.id]):  # 101.2: it can't be sacrificed: "if you do" fails
            return
        game.move_together([src.id], "graveyard")  # 701.21
        ctx.did(src.id)
        perform(game, self.then, ctx)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Discover(Instruction):
    """701.57a: discover N."""

    key: ClassVar[str] = "discover"
    example: ClassVar[Example] = Example({"discover": 3})
    doc: ClassVar[str] = ("701.57: exile from the top until a nonland card with mana value ≤ N; it goes to the hand "
                          "(casting it is not modelled), the rest to the bottom")
    amount: Amount = value("amount", "N (or `its toughness`)")
    records: ClassVar[dict[str, str]] = {
        "resolve.discovers": "{player} discovers {amount}: exiled {objects}",
        "resolve.discovers_nothing": "{player} discovers {amount}: exiled nothing",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Exile until a nonland card with mana value ≤ N; it goes to the hand; the rest to the bottom."""
        player, n = ctx.item.controller, self.amount.result(game, ctx)  # 107.1b: discover 0 at a negative N
        views = game.characteristics(record=False).views
        library = game.cards_in("library", player)
        exiled: list[str] = []
        found = None
        for oid in library:
            exiled.append(oid)
            v = views[oid]
            if "land" not in v.card_types and v.mana_value <= n:
                found = oid
                break
        if exiled:
            game.move_together(exiled, "exile")
        game.record("resolve", player=player, says=Record.of(
            "resolve.discovers", player=Player(player), amount=n, objects=tuple(Obj(o) for o in exiled))
            if exiled else Record.of("resolve.discovers_nothing", player=Player(player), amount=n))
        if found is not None:
            game.move_together([found], "hand")
        rest = [o for o in exiled if o != found]
        if rest:
            game.move_together(rest, "library")


@INSTRUCTIONS.register
@dataclass(frozen=True)
class MayPay(Instruction):
    """"You may pay …. If you do, …": decided while it resolves (608.2d)."""

    key: ClassVar[str] = "may_pay"
    example: ClassVar[Example] = Example({"may_pay": "{1}", "then": [{"gain_life": 1}]}, chosen=("pay",))
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("\"you may pay …. If you do, …\" (`then`): decided while it resolves (scenario "
                          "`resolve_top: {choose: [pay]}`); mana payment is not modelled")
    mana: str = value("mana", "the cost")
    then: tuple[Instruction, ...] = option("instructions", "if paid", default=())
    records: ClassVar[dict[str, str]] = {
        "resolve.pays": "{player} pays {mana}",
        "resolve.does_not_pay": "{player} does not pay {mana}",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Nobody can respond to the decision; choosing ``pay`` pays it."""
        you = ctx.item.controller
        if "pay" in ctx.chosen:
            ctx.use("pay")
            ctx.did()
            game.record("resolve", player=you, says=Record.of("resolve.pays", player=Player(you), mana=Mana(self.mana)))
            perform(game, self.then, ctx)
        else:
            game.record("resolve", player=you, says=Record.of("resolve.does_not_pay", player=Player(you), mana=Mana(self.mana)))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Transform(Instruction):
    """701.27: the source transforms — only if it is still that permanent."""

    key: ClassVar[str] = "transform"
    example: ClassVar[Example] = Example({"transform": "self"}, card={"back": {
        "ja": "裏", "en": "Probe back", "type_line": "Creature — Elf", "pt": "5/5"}})
    needs: ClassVar[str] = "permanent"  # the source permanent (a spell is none: 608.2d, 110.1)
    doc: ClassVar[str] = ("701.27: the source turns to its other face — only if it is still that permanent (it "
                          "stays the same object)")
    what: str = value("word", "what transforms", words=("self",))
    records: ClassVar[dict[str, str]] = {
        "resolve.not_transformed": "{object} is not that permanent any more: it does not transform ({rule})",
        "resolve.transforms": "{object} transforms",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """712.9: still the same object."""
        item = ctx.item
        src = source_permanent(game, item)
        if src is None or src.card.back is None:
            game.record("resolve", says=Record.of("resolve.not_transformed", object=Obj(item.source or ""),
                                                  rule=Rule("701.27")))
            return
        src.transformed = not src.transformed
        src.timestamp = game.next_timestamp()  # 613.7g
        game.record("resolve", says=Record.of("resolve.transforms", object=Obj(item.source or "")))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class CastCopies(Instruction):
    """707.12: for each card the linked ability exiled, the controller may cast a copy."""

    key: ClassVar[str] = "cast_copies"
    example: ClassVar[Example] = Example({"cast_copies": "exiled"})
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    doc: ClassVar[str] = ("707.12: for each card the linked ability exiled, the controller may copy it and cast the "
                          "copy (scenario `resolve_top: {choose: [ids in cast order]}`)")
    what: str = value("word", "the cards", words=("exiled",))
    link: str = option("text", "the label of the linked pair (607.2a)", default="")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The chosen ones, in the chosen order, cast without paying their mana cost."""
        item = ctx.item
        linked = [r.object for r in game.linked_exiles(item.source or "", item.source_incarnation,
                                                       item.link_group, self.link)]
        bad = [c for c in ctx.chosen if c not in linked]
        if bad:
            raise ChoiceError(f"{', '.join(bad)} was not exiled with the linked ability (607.2a); "
                              f"cards: {', '.join(linked) or 'none'}",
                              cant_choose(Term("choice_linked_exile"), bad, linked, rule="607.2a"))
        ctx.use(*ctx.chosen)
        for card in ctx.chosen:
            copy = game.copy_card(card, controller=item.controller)
            game.cast(copy.id)


@dataclass(frozen=True)
class CastRebound(Instruction):
    """702.88a: "you may cast this card from exile without paying its mana cost" — the delayed
    triggered ability rebound creates (engine.resolve.rebound), not a word of the vocabulary: the
    card it is about, if it is still that card in exile, is cast; the choice ``decline`` declines
    it (608.2d), the other choices are the new spell's targets (601.2c)."""

    key: ClassVar[str] = "cast_rebound"
    records: ClassVar[dict[str, str]] = {
        "resolve.rebound_gone": "{item}: the card is no longer in exile — nothing is cast ({rule})",
        "resolve.rebound_declined": "{item}: {player} chooses not to cast {object} ({rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Cast it (without paying its mana cost: the game pays none), or decline."""
        trig = ctx.item.trigger
        card = trig.it if trig is not None else None
        if trig is None or card is None or card not in game.objects or game.obj(card).zone != "exile" or (
                game.obj(card).incarnation != trig.it_incarnation):  # 400.7: a new object
            game.record("resolve", says=Record.of("resolve.rebound_gone", item=Item(ctx.item.id), rule=Rule("702.88a")))
            return
        ctx.use(*ctx.chosen)
        if ctx.chosen == ("decline",):
            game.record("resolve", says=Record.of("resolve.rebound_declined", item=Item(ctx.item.id),
                                                  player=Player(ctx.item.controller), object=Obj(card),
                                                  rule=Rule("702.88a")))
            return
        game.cast(card, targets=ctx.chosen, allowed_by="702.88a")


def that_ability(game: GameOps, item: StackItem) -> StackItem | None:
    """"That ability": the ability on the stack whose triggering made ``item`` trigger
    (``when: ability_triggers``), or None if it has left the stack."""
    ref = item.trigger.that_ability if item.trigger is not None else ""
    return next((i for i in game.stack if i.trigger is not None and i.trigger.id == ref and not i.copy_of), None)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class CopyTrigger(Instruction):
    """707.10: put a copy of a triggered ability on the stack."""

    key: ClassVar[str] = "copy_trigger"
    example: ClassVar[Example] = Example({"copy_trigger": "it"}, when={"when": "ability_triggers"})
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    doc: ClassVar[str] = ("707.10: puts a copy of a triggered ability on the stack — the `target`, or `it` (the "
                          "ability whose triggering made this one trigger); `new_targets` (707.10c), `may` (603.5: "
                          "the choice `decline`)")
    of: str = value("word", "which ability", words=("it", "target"))
    new_targets: bool = option("flag", "707.10c: you may choose new targets for the copy", default=False)
    may: bool = option("flag", "\"you may copy\": declined by the choice `decline`", default=False)

    def needs_all(self) -> tuple[str, ...]:
        """``target``: a target phrase that can target a triggered ability (115.1e)."""
        return (*super().needs_all(), *(("trigger",) if self.of == "it" else (TARGET_ABILITY,)))

    records: ClassVar[dict[str, str]] = {
        "resolve.copy_gone": "{item}: the ability to copy is no longer on the stack — nothing is copied",
        "resolve.declines_copy": "{item}: {player} chooses not to copy {original} ({rule})",
        "stack.copy": ("{item}: a copy of {original} is put on the stack by {player} ({rule}; not cast or "
                       "activated): {text}[[ → targets {targets}]]"),
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """The copy has the original's source, text, targets and trigger event; it is
        controlled by the player who copies it; not cast or activated; on top (405.2)."""
        item = ctx.item
        if self.of == "it":
            original = that_ability(game, item)
        else:
            original = next((i for i in game.stack if i.id in item.targets and i.kind is StackKind.TRIGGER), None)
        if original is None:
            game.record("resolve", says=Record.of("resolve.copy_gone", item=Item(item.id)))
            return
        if self.may and ctx.chosen == ("decline",):
            ctx.use("decline")
            game.record("resolve", says=Record.of("resolve.declines_copy", item=Item(item.id), player=Player(item.controller),
                                                   original=Item(original.id), rule=Rule("603.5")))
            return
        targets = original.targets
        if ctx.chosen:
            if not self.new_targets:
                raise ChoiceError(f"{item.id}: the copy keeps the original's targets (707.10); no new targets",
                                  not_allowed("cant_copy_keeps_targets", rule="707.10"))
            several_targets(item.id, original)
            phrase = original.target_phrase
            views = game.characteristics(record=False).views
            legal = legal_targets(phrase, views, game.players, original.source, item.controller, game.stack)
            chosen = as_targets(ctx.chosen, game.stack)
            bad = [t for t in chosen if t not in legal]
            if not phrase or bad:
                raise ChoiceError(f"{item.id}: {', '.join(bad) or 'a target'} is not a legal new target for the copy "
                                  f"('{phrase}'; legal: {', '.join(legal) or 'none'}; 707.10c)",
                                  cant_choose(Term("choice_new_target"), bad, legal, rule="707.10c"))
            targets = chosen
            ctx.use(*ctx.chosen)
        copy = dataclasses.replace(
            original, id=game.new_stack_id(), controller=item.controller, targets=targets, copy_of=original.id,
            target_slots=original.target_slots if targets is original.targets else tuple(range(len(targets))),
            target_incarnations={t: game.objects[t].incarnation for t in targets if t in game.objects})
        game.put_on_stack(copy)
        game.record("stack", says=Record.of("stack.copy", item=Item(copy.id), original=Item(original.id),
                                            player=Player(item.controller), rule=Rule("707.10"), text=Text(copy.text),
                                            targets=tuple(target_arg(t, game.players) for t in targets)))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class PutCounters(Instruction):
    """122.1: put counters on each target creature (replacement effects apply, 614.1a)."""

    key: ClassVar[str] = "put_counters"
    example: ClassVar[Example] = Example({"put_counters": 1, "onto": "creatures you control"})
    doc: ClassVar[str] = ("122.1: N counters (`counters`, default `+1/+1`) on each target creature — or as many as "
                          "the triggering object had (`its +1/+1 counters`, 608.2h); `onto`: on each permanent it "
                          "describes instead (`onto: self`: \"put a +1/+1 counter on this creature\" — the source, "
                          "whatever it is a copy of now, 707.11); `more_counters` applies")
    amount: Amount = value("amount", "how many")
    counters: str = option("counter", "the counter kind", default="+1/+1")
    onto: Selector | None = option("selector", "instead of its target creatures: each permanent it describes",
                                   default=None)

    def needs_all(self) -> tuple[str, ...]:
        """No ``onto``: its target creatures (115.1: an ability with none would put none)."""
        return (*super().needs_all(), *(("target",) if self.onto is None else ()))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """None are put if there would be none."""
        n = self.amount.result(game, ctx)  # 107.1b
        keyword = getattr(ctx.item.ability, "keyword", "")
        on = self.onto if self.onto is not None else parse_selector("target creature")
        for t in (objects(game, on, ctx) if on.scope != "self" else
                  [s.id for s in (source_permanent(game, ctx.item),) if s is not None]):
            if game.obj(t).zone == "battlefield" and n > 0:
                game.put_counters(t, self.counters, game.counters_replaced(t, self.counters, n, keyword))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class CopySpell(Instruction):
    """707.10: put a copy of the target spell on the stack (not cast)."""

    key: ClassVar[str] = "copy_spell"
    example: ClassVar[Example] = Example({"copy_spell": "target"}, target="target spell", targets=("bolt",), stack=True)
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    doc: ClassVar[str] = ("707.10: puts a copy of the target spell on the stack, controlled by this spell's "
                          "controller; not cast (a `copy` event); `new_targets`: chosen on resolution (707.10c); it "
                          "has the original's mode (700.2g), X and kicker costs paid (707.10); `colors: [red]`: \"except "
                          "that the copy is red\" (707.9b); a copy of a permanent spell becomes a token permanent as it "
                          "resolves (608.3f, 707.10f: a copy of an Aura spell attached to its target, 608.3c)")
    of: str = value("word", "which spell: its target, or `it` — the spell whose casting triggered this ability "
                             "(\"copy that spell\")", words=("target", "it"))
    new_targets: bool = option("flag", "707.10c: you may choose new targets for the copy", default=False)
    colors: tuple[str, ...] | None = option("words", "707.9b: \"except that the copy is red\" — its colors instead",
                                            default=None, words=COLORS)
    target_created: bool = option("flag", "707.10e: \"the copy targets that token\" — the token the instruction "
                                  "before it created (of several, the one chosen on resolution)", default=False)
    records: ClassVar[dict[str, str]] = {
        "resolve.copy_not_created": "{object} is not a legal target for {item} ({rule}): the copy isn't created",
    }

    @classmethod
    def check(cls, values: dict[str, Any]) -> None:
        """A new target is specified, or chosen — not both."""
        if values.get("target_created") and values.get("new_targets"):
            raise ValueSyntaxError("copy_spell: target_created (the copy's target is specified, 707.10e) or "
                                   "new_targets (chosen, 707.10c), not both", not_both("target_created", "new_targets"))

    def needs_all(self) -> tuple[str, ...]:
        """``it``: a trigger (the spell cast); ``target``: a target phrase that can target a spell
        (115.1: ``target instant spell``); ``target_created``: an instruction before it that
        created tokens."""
        return (*super().needs_all(), *(("trigger",) if self.of == "it" else (TARGET_SPELL,)),
                *(("created",) if self.target_created else ()))

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """A copy of each target spell (or of the spell cast) still on the stack; new targets must be
        legal for it."""
        trig = ctx.item.trigger
        spells = ctx.item.targets if self.of == "target" else [
            i.id for i in game.stack if i.is_spell and trig is not None and i.object == trig.it][-1:]
        for sid in spells:
            orig = on_stack(sid, game.stack)
            if orig is None or not orig.is_spell:
                continue
            targets: tuple[str, ...] | None = None
            if self.target_created:  # 707.10e: each of its targets is that object, which must be legal
                made = [o for o in ctx.last or () if o in game.objects]
                picked = [c for c in ctx.chosen if c in made]
                bad = [c for c in ctx.chosen if c not in made]
                if bad:
                    raise ChoiceError(f"{', '.join(bad)}: not a token the instruction before created (707.10e; "
                                      f"choices: {', '.join(made) or 'none'})",
                                      cant_choose(Term("choice_new_target"), bad, made))
                several_targets(ctx.item.id, orig)
                ctx.use(*picked[:1])
                new = (picked or made or [""])[0]
                legal = legal_targets(orig.target_phrase, game.characteristics(record=False).views, game.players,
                                      orig.source, ctx.item.controller, game.stack)
                if new not in legal:
                    game.record("resolve", says=Record.of("resolve.copy_not_created", object=Obj(new),
                                                          item=Item(orig.id), rule=Rule("707.10e")))
                    continue
                targets = (new,) * max(1, len(orig.targets))
            elif self.new_targets and ctx.chosen:
                several_targets(ctx.item.id, orig)
                chosen = as_targets(ctx.chosen, game.stack)
                phrase = orig.target_phrase
                legal = legal_targets(phrase, game.characteristics(record=False).views, game.players, orig.source,
                                      ctx.item.controller, game.stack)
                bad = [t for t in chosen if t not in legal]
                if bad:
                    raise TargetError(f"{', '.join(bad)}: not a legal target for '{phrase}' (legal: "
                                      f"{', '.join(legal)})", cant_choose(Term("choice_new_target"), bad, legal))
                targets = chosen
                ctx.use(*ctx.chosen)
            game.copy_spell(orig.id, controller=ctx.item.controller, targets=targets, colors=self.colors)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class CounterUnlessPays(Instruction):
    """701.6: counter "that ability" unless its controller pays."""

    key: ClassVar[str] = "counter_unless_pays"
    example: ClassVar[Example] = Example({"counter_unless_pays": "{1}"}, when={"when": "ability_triggers"})
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    doc: ClassVar[str] = ("701.6: with `when: ability_triggers`, counters \"that ability\" unless its controller "
                          "pays — decided while this resolves (scenario `resolve_top: {choose: [pay]}`)")
    mana: str = value("mana", "the cost")
    records: ClassVar[dict[str, str]] = {
        "resolve.counter_gone": "{item}: that ability has left the stack — nothing to counter",
        "resolve.paid_not_countered": "{player} pays {mana}: {item} is not countered",
        "stack.countered": "{player} does not pay {mana}: {item} is countered ({rule}): {text}",
    }

    def needs_all(self) -> tuple[str, ...]:
        """"That ability": the one whose triggering made this one trigger (``when: ability_triggers``)."""
        return (*super().needs_all(), "trigger")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """A countered ability leaves the stack and does nothing (701.6a)."""
        that = that_ability(game, ctx.item)
        if that is None:
            game.record("resolve", says=Record.of("resolve.counter_gone", item=Item(ctx.item.id)))
            return
        if "pay" in ctx.chosen:
            ctx.use("pay")
            game.record("resolve", player=that.controller,
                        says=Record.of("resolve.paid_not_countered", player=Player(that.controller),
                                       mana=Mana(self.mana), item=Item(that.id)))
            return
        game.remove_from_stack(that)
        game.record("stack", player=that.controller,
                    says=Record.of("stack.countered", player=Player(that.controller), mana=Mana("{" + self.mana + "}"),
                                   item=Item(that.id), rule=Rule("701.6a"), text=Text(that.text)))


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Counter(Instruction):
    """701.6a: counter the target spell or ability — it leaves the stack and does not resolve; a
    countered spell goes to its owner's graveyard (a copy of a spell ceases to exist, 707.10a)."""

    key: ClassVar[str] = "counter"
    example: ClassVar[Example] = Example({"counter": "target"}, target="target spell", targets=("bolt",), stack=True)
    doc: ClassVar[str] = ("701.6a: `counter: target` counters its target spell or ability on the stack (`target "
                          "spell`, `target triggered ability you control`): it does not resolve; a spell goes to its "
                          "owner's graveyard, a copy of one ceases to exist (707.10a)")
    what: str = value("word", "what is countered", words=("target",))
    needs: ClassVar[str] = TARGET_ON_STACK  # 701.6a: a spell or ability — a permanent can't be countered
    records: ClassVar[dict[str, str]] = {
        "stack.countered_by": "{item} is countered ({rule}): {text}",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each target still on the stack leaves it (608.2b: one that has left is not countered)."""
        from engine.stack import ceases

        for t in ctx.item.targets:
            that = on_stack(t, game.stack)
            if that is None:
                continue
            game.remove_from_stack(that)
            game.record("stack", player=that.controller, says=Record.of(
                "stack.countered_by", item=Item(that.id), rule=Rule("701.6a"), text=Text(that.text)))
            if not ceases(game, that) and that.object is not None and that.object in game.objects:
                game.move_together([that.object], "graveyard")


# ---- game actions (engine/actions.py) ---------------------------------------------------


@INSTRUCTIONS.register
@dataclass(frozen=True)
class SetLife(Instruction):
    """119.5: a player's life total becomes a number — they gain or lose the difference."""

    key: ClassVar[str] = "set_life"
    example: ClassVar[Example] = Example({"set_life": 7})
    doc: ClassVar[str] = ("119.5: `who`'s life total becomes N (an amount): they gain or lose the difference, so "
                          "effects on gaining or losing life apply")
    amount: Amount = value("amount", "the new life total")
    who: str = option("word", "whose life total", default="you", words=PLAYER_WORDS)

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each player named: 107.1b — an effect that sets a life total to a specific value uses a
        negative number as it is."""
        n = self.amount.evaluate(game, ctx)
        for p in players(game, self.who, ctx):
            set_life(game, p, n)


@dataclass(frozen=True)
class EndsTheGame(Instruction):
    """104.2b, 104.3e: an effect says players win or lose the game (:meth:`decide`), citing ``rule``."""

    rule: ClassVar[str]
    who: str = value("word", "who wins or loses", default="you", words=PLAYER_WORDS)
    records: ClassVar[dict[str, str]] = {
        "why.effect": "{rule}: {text}",
    }

    def decide(self, game: GameOps, player: str, why: Record) -> None:
        """The player wins or loses."""
        raise NotImplementedError

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each player named."""
        self.decide_all(game, players(game, self.who, ctx), Record.of("why.effect", rule=Rule(self.rule),
                                                                      text=Text(ctx.item.text)))

    def decide_all(self, game: GameOps, named: list[str], why: Record) -> None:
        """The players named, one after another."""
        for p in named:
            self.decide(game, p, why)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class WinGame(EndsTheGame):
    """104.2b: an effect says a player wins the game (the game ends, 104.1: the others have lost)."""

    key: ClassVar[str] = "win_game"
    example: ClassVar[Example] = Example({"win_game": "you"})
    doc: ClassVar[str] = "104.2b: `you win the game` (`win_game: you`); the game ends (104.1): every other player has lost"
    rule: ClassVar[str] = "104.2b"
    who: str = value("word", "who wins", default="you", words=PLAYER_WORDS)

    def decide(self, game: GameOps, player: str, why: Record) -> None:
        """The player wins."""
        win_game(game, player, why)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class LoseGame(EndsTheGame):
    """104.3e: an effect says a player loses the game."""

    key: ClassVar[str] = "lose_game"
    example: ClassVar[Example] = Example({"lose_game": "you"})
    doc: ClassVar[str] = ("104.3e: the players named lose the game, at once (`lose_game: each opponent`); one left wins "
                          "(104.2a); with more left the game goes on and those who lost leave it (800.4a: what they own "
                          "leaves with them, the effects giving them control end, what they control on the stack and no "
                          "card represents ceases to exist, what they still control is exiled; they are no opponent, "
                          "target or defender any more) — refused when the active player would leave (800.4j)")
    rule: ClassVar[str] = "104.3e"
    who: str = value("word", "who loses", default="you", words=PLAYER_WORDS)

    def decide(self, game: GameOps, player: str, why: Record) -> None:
        """The player loses."""
        lose_game(game, player, why)

    def decide_all(self, game: GameOps, named: list[str], why: Record) -> None:
        """The players named lose at the same time (two of three losing: the third wins, none leaves, 104.2a)."""
        lose_together(game, [(p, why) for p in named])


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Sacrifice(Instruction):
    """701.21a: players sacrifice permanents they control, of their choice."""

    key: ClassVar[str] = "sacrifice"
    example: ClassVar[Example] = Example({"sacrifice": "creature", "who": "each opponent"})
    needs: ClassVar[str] = "resolves"  # its choices are made as it resolves (608.2d)
    reports: ClassVar[bool] = True  # 603.12
    gives_after: ClassVar[frozenset[str]] = frozenset({"sacrifice"})  # "the sacrificed creature's power" (608.2h)
    doc: ClassVar[str] = ("701.21a: `who` (default you) sacrifices `count` (default 1) permanents it describes "
                          "(`sacrifice: creature`), ones they control, chosen on resolution (scenario `resolve_top: "
                          "{choose: [id]}`); the amount `the sacrificed creature's power` reads it (608.2h); `may: "
                          "true`: \"you may sacrifice …\" — only what they choose is sacrificed (none chosen: they "
                          "don't), and a reflexive \"when you do\" after it triggers only if they did (603.12)")
    what: Selector = value("selector", "what is sacrificed")
    who: str = option("word", "who sacrifices", default="you", words=PLAYER_WORDS)
    count: int = option("count", "how many", default=1)
    may: bool = option("flag", "\"you may sacrifice\": only if they choose to (608.2d)", default=False)
    records: ClassVar[dict[str, str]] = {
        "resolve.declines_sacrifice": "{player} chooses not to sacrifice (optional, {rule})",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each player named chooses among their own."""
        for p in players(game, self.who, ctx):
            chosen = [c for c in ctx.chosen if c in game.objects and game.obj(c).controller == p] if len(
                players(game, self.who, ctx)) > 1 else list(ctx.chosen)
            if self.may and not [c for c in chosen if c in game.objects]:  # 608.2d: "you may" — they choose not to
                game.record("resolve", player=p, says=Record.of("resolve.declines_sacrifice", player=Player(p),
                                                                rule=Rule("608.2d")))
                continue
            gone = sacrifice(game, p, chosen, self.what, ctx.item.source, self.count, cause=ctx.item)
            ctx.use(*(c for c in chosen if c in gone))
            ctx.sacrificed += gone
            if gone:
                ctx.did(*gone)


@dataclass(frozen=True)
class TapOrUntap(Instruction):
    """701.26: tap (``tapped``) or untap the permanents it describes."""

    tapped: ClassVar[bool]
    what: Selector = value("selector", "what is tapped or untapped")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each."""
        for oid in objects(game, self.what, ctx):
            game.tap(oid, self.tapped)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Tap(TapOrUntap):
    """701.26a: tap the permanents it describes."""

    key: ClassVar[str] = "tap"
    example: ClassVar[Example] = Example({"tap": "creatures you don't control"})
    doc: ClassVar[str] = "701.26a: tap what it describes (`tap: target creature`); a `tapped` event for each"
    tapped: ClassVar[bool] = True
    what: Selector = value("selector", "what is tapped")


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Untap(TapOrUntap):
    """701.26b: untap the permanents it describes."""

    key: ClassVar[str] = "untap"
    example: ClassVar[Example] = Example({"untap": "lands you control"})
    doc: ClassVar[str] = "701.26b: untap what it describes (`untap: target creature`)"
    tapped: ClassVar[bool] = False
    what: Selector = value("selector", "what is untapped")


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Attach(Instruction):
    """701.3a: attach this permanent (the source) to the object the selector describes — equip's
    "attach this permanent to target creature you control" (702.6a)."""

    key: ClassVar[str] = "attach"
    example: ClassVar[Example] = Example({"attach": "target creature you control"}, target="target creature you control",
                                         targets=("mine",), card={"type_line": "Artifact — Equipment"})
    needs: ClassVar[str] = "permanent"  # the source permanent (701.3a: an Aura, Equipment or Fortification)
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("701.3a: \"attach this permanent to target creature you control\" (equip, 702.6a) — as it "
                          "resolves, the source, if it is still that permanent (400.7), becomes attached to the one "
                          "object the selector describes and gets a new timestamp (701.3c); it doesn't move if it "
                          "can't be attached to it (701.3b: an Aura to what it couldn't enchant, an Equipment to a "
                          "noncreature, anything else to anything), and nothing happens if it is already attached to it")
    to: Selector = value("selector", "what it is attached to")
    records: ClassVar[dict[str, str]] = {
        "resolve.not_attached": "{object} is no longer that permanent ({rule}): it isn't attached",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """701.3a–c (``GameOps.attach``); more than one object described: refused (301.5c, 303.4d:
        its controller chooses one — give the target)."""
        src = source_permanent(game, ctx.item)
        if src is None:
            game.record("resolve", says=Record.of("resolve.not_attached", object=Obj(ctx.item.source or ""),
                                                  rule=Rule("400.7")))
            return
        found = [o for o in objects(game, self.to, ctx) if o in game.objects]
        if len(found) > 1:
            raise ChoiceError(f"attach: {self.to.text!r} describes {', '.join(found)}: it is attached to one object "
                              "(301.5c, 303.4d) — write a target", choose(Text(self.key), found))
        if found and game.attach(src.id, found[0]):
            ctx.did(src.id)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class Unattach(Instruction):
    """701.3d: unattach this permanent (the source) — reconfigure's "Unattach this permanent" (702.151a)."""

    key: ClassVar[str] = "unattach"
    example: ClassVar[Example] = Example({"unattach": "self"}, card={"type_line": "Artifact — Equipment"})
    needs: ClassVar[str] = "permanent"  # the source permanent
    reports: ClassVar[bool] = True  # 603.12
    doc: ClassVar[str] = ("\"unattach this permanent\" (reconfigure, 702.151a; 701.3d) — as it resolves, the source, if "
                          "it is still that permanent (400.7) and attached to something, stays on the battlefield "
                          "attached to nothing; otherwise nothing happens")
    it: str = value("word", "the source", words=("self",))
    records: ClassVar[dict[str, str]] = {
        "event.unattached": "{object} becomes unattached from {attached} ({rule})",
        "resolve.not_unattached": "{object} is no longer that permanent ({rule}): nothing happens",
    }

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """701.3d."""
        src = source_permanent(game, ctx.item)
        if src is None:
            game.record("resolve", says=Record.of("resolve.not_unattached", object=Obj(ctx.item.source or ""),
                                                  rule=Rule("400.7")))
            return
        if src.attached_to is None:
            return
        on, src.attached_to = src.attached_to, None
        game.record("attached", object=src.id, says=Record.of("event.unattached", object=Obj(src.id, src.incarnation),
                                                              attached=target_arg(on, game.players), rule=Rule("701.3d")))
        ctx.did(src.id)


@INSTRUCTIONS.register
@dataclass(frozen=True)
class RemoveFromCombat(Instruction):
    """506.4: an effect specifically removes the creatures it describes from combat."""

    key: ClassVar[str] = "remove_from_combat"
    example: ClassVar[Example] = Example({"remove_from_combat": "creatures you control"}, combat=True)
    doc: ClassVar[str] = ("506.4: \"remove target creature from combat\" — each creature it describes stops being an "
                          "attacking, blocking, blocked or unblocked creature: it deals and is dealt no combat damage "
                          "(510.1); a creature it blocked stays blocked (509.1h); one not in combat: nothing")
    what: Selector = value("selector", "what is removed from combat")

    def perform(self, game: GameOps, ctx: Resolving) -> None:
        """Each (506.4; ``GameOps.remove_from_combat``: nothing for one not in combat)."""
        for oid in objects(game, self.what, ctx):
            game.remove_from_combat(oid, "combat_effect")


def unfit_amount(todo: tuple[Instruction, ...], gives: frozenset[str] | set[str],
                 what: str) -> tuple[str, dict[str, Any]] | None:
    """Why an amount among ``todo`` (and the instructions they hold: ``then``, ``otherwise``)
    cannot take effect in ``what`` (a kind of ability: :data:`ABILITY_KINDS`), which gives its
    amounts ``gives`` (engine.amounts.AMOUNT_NEEDS): the English and the record
    (``error.read_in``); ``None``: every one can. ``its toughness`` in a spell reads no trigger
    and would be 0; an instruction gives those after it (and a reflexive ability on it) its
    ``gives_after``."""
    from engine.amounts import AMOUNT_NEEDS

    def said(key: str, amount: str, need: str) -> tuple[str, dict[str, Any]]:
        english = f"{key}: {amount!r}" if amount else key
        return (f"{english} cannot take effect in {ABILITY_KINDS[what]}: it is read in {AMOUNT_NEEDS[need]}",
                read_in(key, amount, f"ability_{what}", f"needs_{need}").to_json())

    gives = frozenset(gives) | ({"resolves"} if what != "replacement" else frozenset()) | (
        {"permanent"} if what != "spell" else frozenset())  # 608.2d; 610.3: a spell is on no battlefield
    gives_after: frozenset[str] = frozenset()
    for ins in todo:
        for f in dataclasses.fields(ins):  # its amounts first: the word that can't be read is named
            value = getattr(ins, f.name)
            if isinstance(value, Amount) and value.needs and value.needs not in gives:
                return said(ins.key, value.written, value.needs)
        for need in ins.needs_all():
            if need not in gives:
                return said(ins.key, "", need)
        for f in dataclasses.fields(ins):
            value = getattr(ins, f.name)
            if isinstance(value, tuple) and value and all(isinstance(v, Instruction) for v in value):
                why = unfit_amount(value, gives | (ins.then_gives if f.name == "then" else frozenset()), what)
                if why:
                    return why
            if isinstance(ins, Reflexive) and f.name == "ability":  # 603.12: the instruction before it
                why = unfit_amount(ins.ability.instructions, frozenset({"trigger", "target"})
                                   | target_gives(ins.ability.target) | gives_after, "reflexive")
                if why:
                    return why
            if isinstance(ins, Delayed) and f.name == "ability" and not (
                    gives & {"target", "trigger"} or what in ("activated", "replacement")):
                # 603.7c: its "that creature" is the object its creator targeted, the one its trigger event
                # involved, or the permanent whose ability created it (Delayed.perform) — here none
                why = unfit_amount(ins.ability.instructions, frozenset({"target"} if ins.ability.target else ()),
                                   "delayed")
                if why:
                    return why
        gives_after = ins.gives_after
        gives |= gives_after
    return None


def several_targets(oid: str, original: StackItem) -> None:
    """707.10c, 115.7d: new targets for a copy of a spell or ability that says "target" in more than
    one place — which new target is for which instance is not said by a list of choices: refused."""
    if len(original.target_phrases) > 1:
        raise ChoiceError(f"{oid}: new targets for a copy of {original.id}, which has a target for each of "
                          f"{', '.join(repr(p) for p in original.target_phrases)} — choosing them for each instance "
                          "(707.10c, 115.7d) is not expressible here; the copy keeps its targets without choices",
                          not_allowed("cant_new_targets_several", rule="707.10c"))


def unbound_target(todo: Sequence[Instruction], target: Phrases, effect: Any = None) -> tuple[str, dict[str, Any]] | None:
    """115.3, 601.2c: why the targets its instructions (and its continuous ``effect``) name can't
    be told apart in an ability whose target phrases are ``target`` — the English and the record;
    ``None``: each names one. With one phrase, every target is that phrase's; with two or more, an
    instruction names its target by its phrase, written the same (``fight: target creature you
    don't control, by: target creature you control``), and two phrases can't be written the same."""
    phrases = phrases_of(target)
    for i, p in enumerate(phrases):
        if any(same_phrase(p, q) for q in phrases[:i]):
            return (f"target: {p!r} is written twice — an instruction could not say which of the two it means "
                    "(115.3); write the later one `another target …` if it must be another object",
                    not_allowed("cant_target_twice", rule="115.3"))
    words: list[tuple[str, str]] = []

    def walk(todo: Sequence[Instruction]) -> None:
        for ins in todo:
            words.extend((ins.key, w) for w in ins.target_words())
            named = {" ".join(w.split()).lower() for w in ins.target_words() if w != "target"}
            if phrases and len(named) > len(phrases):
                words.append((ins.key, f"{len(named)} targets ({', '.join(repr(w) for w in sorted(named))})"))
            for f in dataclasses.fields(ins):
                v = getattr(ins, f.name)
                if isinstance(v, tuple) and v and all(isinstance(x, Instruction) for x in v):
                    walk(v)
    walk(todo)
    if effect is not None and "targets" in effect.needs:
        words.append(("affected", effect.affected.text if effect.affected.scope == "target" else "target"))
        if len(phrases) > 1 and any("targets" in getattr(p, "needs", frozenset()) for p in effect.parts):
            words.append(("affected", "target"))  # a part that reads the targets beside its affected ones
    for key, word in words:
        if word.endswith(")") and not word.startswith("target"):  # more targets than phrases
            return (f"{key}: it names {word} and its ability has {len(phrases)} `target:` phrase"
                    f"{'s' if len(phrases) > 1 else ''} ({', '.join(repr(p) for p in phrases)}) — give one for each "
                    "instance of \"target\", in the order of its text (115.3, 601.2c: `target: [target creature you "
                    "control, target creature you don't control]`)", not_allowed("cant_target_unnamed", rule="115.3"))
        if len(phrases) > 1 and word == "target":
            return (f"{key}: it acts on its targets without naming which — in an ability that says \"target\" in "
                    "more than one place, an instruction names the target it acts on by its phrase, written the same "
                    f"(115.3: one of {', '.join(repr(p) for p in phrases)})",
                    not_allowed("cant_target_unnamed", rule="115.3"))
        if len(phrases) > 1 and not any(same_phrase(word, p) for p in phrases):
            return (f"{key}: {word!r} is none of its target phrases ({', '.join(repr(p) for p in phrases)}): in an "
                    "ability that says \"target\" in more than one place, an instruction names the target it acts "
                    "on by its phrase, written the same (115.3)", not_allowed("cant_target_unnamed", rule="115.3"))
    return None


# The kinds of ability an instruction is of, as :func:`unfit_amount` names them.
ABILITY_KINDS: dict[str, str] = {"spell": "a spell", "triggered": "a triggered ability",
                                 "objectless": "a triggered ability whose trigger event involves no object",
                                 "delayed": "a delayed ability of a spell or ability with no target and no object its "
                                            "trigger event involved",
                                 "reflexive": "a reflexive ability", "activated": "an activated ability",
                                 "replacement": "a replacement effect's do:"}


__all__ = ["INSTRUCTIONS", "PLAYER_WORDS", "Instruction", "objects", "perform", "players", "take_chosen", "that_ability",
           "unbound_target", "unfit_amount",
           "GainLife", "LoseLife", "Damage", "Destroy", "Exile", "ExileGraveyard", "ReturnIt", "ReturnExiled", "CreateTokens", "Draw", "Scry", "SearchLand", "NthResolution", "Reflexive", "Delayed", "AddMana", "BecomeCopy", "ExileTop", "PayLife", "SacrificeSource", "Discover", "MayPay", "Transform", "CastCopies", "CopyTrigger", "PutCounters", "CopySpell", "CounterUnlessPays"]
