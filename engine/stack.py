"""The stack (405) and targets (115): stack objects, legal targets, APNAP order.

A :class:`StackItem` is a spell or an ability on the stack. Its targets are chosen when
it is put on the stack (601.2c, 602.2b, 603.3d) and checked again on resolution (608.2b).
A :class:`PendingTrigger` waits to be put on it (603.3), a :class:`DelayedTrigger` to
trigger (603.7), a :class:`Shield` to replace or prevent an event (614.8, 615.7);
:class:`Resolving` is what a resolving spell or ability knows (608.2).

>>> StackItem("s1", "trigger", "When this enters, you gain 2 life.", source="finks", controller="A")
StackItem(id='s1', kind=<StackKind.TRIGGER: 'trigger'>, text='When this enters, you gain 2 life.', source='finks', controller='A', targets=())
>>> apnap(("A", "B", "C"), "B")
('B', 'C', 'A')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from engine.errors import IllegalActionError, SelectorSyntaxError, TargetError
from engine.events import EventKind
from engine.records import Obj, Record, Rule, declare, illegal_targets, not_a, not_allowed
from engine.selectors import Context, parse_selector

if TYPE_CHECKING:
    from engine.events import Event
    from engine.objects import GameObject
    from engine.view import View
    from engine.vocab import AbilityValue

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("resolve.ceases", "{object} ceases to exist ({rule})"),
)


# The stack's values hold the words without naming them (the words hold stack objects): its
# instructions (an engine.instructions.Instruction) and the triggered ability of its trigger (an
# engine.abilities.TriggeredAbility) are type parameters, tied in engine.ports (StackItem …).
Ins = TypeVar("Ins")
Trig = TypeVar("Trig", bound="AbilityValue", covariant=True)
Rep = TypeVar("Rep", bound="AbilityValue", covariant=True)  # a shield's replacement effect
Then = TypeVar("Then", covariant=True)  # the instructions of a shield's additional effect (615.5)


class Chosen(Protocol):
    """What the stack reads of the mode chosen for a modal spell (an engine.abilities.Mode, 700.2)."""

    @property
    def target(self) -> str | tuple[str, ...]: ...


# 115.3, 601.2c: an ability's targets — one phrase (``target creature``) or, for a text that says
# "target" in more than one place, one phrase for each instance, in the order of its text
Phrases = str | tuple[str, ...]


def phrases_of(target: Phrases | None) -> tuple[str, ...]:
    """The target phrases of ``target``, one for each instance of the word "target" (115.3).

    >>> phrases_of("target creature"), phrases_of(("target creature", "target player")), phrases_of("")
    (('target creature',), ('target creature', 'target player'), ())
    """
    if not target:
        return ()
    return (target,) if isinstance(target, str) else tuple(target)


def same_phrase(a: str, b: str) -> bool:
    """Two phrases written the same (spaces and case aside): an instruction's ``target creature you
    control`` is the ability's phrase ``target creature you control``."""
    return " ".join(a.split()).lower() == " ".join(b.split()).lower()


class StackKind(StrEnum):
    """What a stack object is (405.1): a spell, an activated ability or a triggered ability."""

    SPELL = "spell"
    ABILITY = "ability"
    TRIGGER = "trigger"


@dataclass
class StackItem(Generic[Ins, Trig]):
    """A spell or ability on the stack. ``trigger`` keeps what it triggered on (603.2);
    ``object`` is the spell's card object (a spell) or None (an ability)."""

    id: str
    kind: StackKind
    text: str
    source: str | None
    controller: str
    targets: tuple[str, ...] = ()
    source_incarnation: int = field(default=0, repr=False)
    ability_key: str = field(default="", repr=False)
    ability: AbilityValue | None = field(default=None, repr=False)
    instructions: tuple[Ins, ...] = field(default=(), repr=False)
    trigger: PendingTrigger[Trig] | None = field(default=None, repr=False)
    object: str | None = field(default=None, repr=False)
    link_group: str = field(default="", repr=False)
    target_incarnations: dict[str, int] = field(default_factory=dict, repr=False)  # 400.7
    copy_of: str = field(default="", repr=False)  # 707.10: the stack object this one is a copy of
    x: int = field(default=0, repr=False)  # 107.3: the value of X announced as it was cast (601.2b)
    cost_sacrificed: tuple[str, ...] = field(default=(), repr=False)  # 601.2h: what paying its cost sacrificed
    cost_discarded: tuple[str, ...] = field(default=(), repr=False)  # 601.2h, 701.9a: chosen, then discarded for its cost
    # 601.2h: the type of each mana spent to cast it (106.1b); a copy was not cast — none (707.10)
    mana_spent: tuple[str, ...] = field(default=(), repr=False)
    mode: Chosen | None = field(default=None, repr=False)  # 700.2a: the mode chosen as it was cast
    # 115.1b, 303.4a: an Aura spell's target phrase, defined by its enchant ability as it was cast
    aura_target: str = field(default="", repr=False)
    # 115.3: for each of ``targets``, the index of the phrase (the instance of "target") it was
    # chosen for — kept as illegal targets are dropped on resolution (608.2b); () : all the first's
    target_slots: tuple[int, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        self.kind = StackKind(self.kind)

    @property
    def target_phrases(self) -> tuple[str, ...]:
        """What its targets must be (115.1), one phrase for each instance of "target" (115.3): its
        chosen mode's (700.2c), else its ability's, else, an Aura spell's, its enchant ability's (115.1b)."""
        if self.mode is not None:
            return phrases_of(self.mode.target)
        return phrases_of(getattr(self.ability, "target", "") or "") or phrases_of(self.aura_target)

    @property
    def target_phrase(self) -> str:
        """Its one target phrase ("" for none); for one with several, the first."""
        phrases = self.target_phrases
        return phrases[0] if phrases else ""

    def slot_of(self, i: int) -> int:
        """The phrase ``targets[i]`` was chosen for (115.3)."""
        return self.target_slots[i] if i < len(self.target_slots) else 0

    def targets_for(self, phrase: str) -> tuple[str, ...] | None:
        """608.2b, 115.3: the targets still legal that were chosen for the instance of "target"
        written ``phrase`` — None when it has one phrase (all its targets are that phrase's)."""
        phrases = self.target_phrases
        if len(phrases) < 2:
            return None
        slots = {i for i, p in enumerate(phrases) if same_phrase(p, phrase)}
        return tuple(t for i, t in enumerate(self.targets) if self.slot_of(i) in slots)

    @property
    def is_spell(self) -> bool:
        """A spell (a card or a copy of one) rather than an ability."""
        return self.kind is StackKind.SPELL


@dataclass
class PendingTrigger(Generic[Trig]):
    """A triggered ability that has triggered and waits to be put on the stack (603.3).

    ``it`` / ``it_incarnation`` name the object the event involved ("it" in the
    ability's text) as the object it became after the event (400.7); ``it_view`` is
    that object as the ability saw it (look-back for leaves, 603.10a).
    """

    id: str
    ability: Trig = field(repr=False)
    source: str | None
    controller: str
    source_incarnation: int = field(default=0, repr=False)
    ability_key: str = field(default="", repr=False)
    event_seq: int = field(default=0, repr=False)
    it: str | None = field(default=None, repr=False)
    it_incarnation: int = field(default=0, repr=False)
    it_view: View | None = field(default=None, repr=False)
    source_view: View | None = field(default=None, repr=False)
    kicked: tuple[str, ...] = field(default=(), repr=False)
    additional: bool = field(default=False, repr=False)
    delayed: bool = field(default=False, repr=False)
    link_group: str = field(default="", repr=False)
    choices: Mapping[str, str] = field(default_factory=dict, repr=False)
    that_ability: str = field(default="", repr=False)  # ability_triggers: the pending id of the ability that triggered
    reflexive: bool = field(default=False, repr=False)  # 603.12: ``it`` is what the instruction before it acted on
    text: str = ""

    def __post_init__(self) -> None:
        if not self.text:
            self.text = self.ability.text


@dataclass
class DelayedTrigger(Generic[Trig]):
    """603.7: a delayed triggered ability created by a resolving spell or ability."""

    ability: Trig
    source: str | None
    controller: str
    # 603.7c: "when that creature leaves the battlefield" (no ``what``): only an event
    # involving that very object (``it``, ``it_incarnation``) triggers it — never one of a new
    # object the card has become since (400.7), so it never triggers if the object had left
    # when it was created (603.7a).
    it: str | None = None
    it_incarnation: int = 0
    source_incarnation: int = 0  # 400.7: "this creature" is its source only while the same object

    def involves_it(self, event: Event) -> bool:
        """Whether ``event`` involves the object this delayed ability refers to, as that object."""
        if event.object != self.it:
            return False
        was = event.incarnation - 1 if event.kind is EventKind.ZONE_CHANGE and event.from_zone else event.incarnation
        return was == self.it_incarnation


@dataclass
class Resolving(Generic[Ins, Trig]):
    """What a resolving spell or ability knows: its source, controller, targets, "it"."""

    item: StackItem[Ins, Trig]
    resolutions: int = 0  # how many times this ability has resolved this turn, this one included
    source_view: View | None = field(default=None, repr=False)
    chosen: tuple[str, ...] = ()  # choices made on resolution (608.2d): which card to exile…
    sacrificed: list[str] = field(default_factory=list)  # what its instructions sacrificed (608.2h: "the sacrificed …")
    that_many: int | None = None  # 614.1a: in a replacement's ``do``, the amount of the event it replaced
    on_resolution: bool = True  # false in a replacement's ``do``: no choice is made there (608.2d)
    used: set[str] = field(default_factory=set)  # of ``chosen``, those an instruction took
    choices: Mapping[str, str] = field(default_factory=dict)  # choice words made on resolution (``top``: 701.25a)
    used_choices: set[str] = field(default_factory=set)  # of ``choices``, those an instruction took
    # 603.12 "when you do": what the instruction just performed did (the objects it acted on),
    # or None when it did not do its action (nothing to sacrifice, not paid)
    last: tuple[str, ...] | None = None
    acted: tuple[str, ...] | None = field(default=None, repr=False)  # of the instruction being performed

    def did(self, *objects: str) -> None:
        """The instruction being performed did its action (on ``objects``, if any)."""
        self.acted = (self.acted or ()) + objects

    def use(self, *chosen: str) -> None:
        """An instruction took these choices (each choice must be taken by one: no silent choice)."""
        self.used.update(chosen)

    def take_choice(self, key: str) -> str | None:
        """The choice word ``key`` made on resolution (taken: no silent choice), or None."""
        if key not in self.choices:
            return None
        self.used_choices.add(key)
        return self.choices[key]


class Present(Protocol):
    """What a shield asks of the game (a narrow part of engine.ports.GameOps): its players and objects."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def objects(self) -> Mapping[str, GameObject]: ...


@dataclass
class Shield(Generic[Rep, Then]):
    """A replacement or prevention effect a resolving spell or ability created (614.8, 615.7,
    701.19a), about its ``targets``, until the turn ends: ``once`` — it applies the next time
    only ("the next time … would be destroyed"); ``left`` — the damage it can still prevent
    ("the next 3 damage"); used up, it ends. Its replacement effect and the instructions of its
    additional effect are type parameters (engine.ports.Shield ties them)."""

    id: str
    ability: Rep  # its replacement effect (an engine.replacement.ReplacementAbility)
    source: str
    controller: str
    timestamp: int
    targets: tuple[str, ...] = ()
    once: bool = False
    left: int | None = None
    incarnations: tuple[int, ...] = ()  # of the targets when it was made (a player: -1)
    rule: str = "614.1"  # the rule that defines it, for the log
    says: Record | None = None  # what it is, for the log (its ability's text is its English)
    lasting: bool = False  # 614.10a: "skip your next …" — it waits for that occurrence, past the end of the turn
    then: tuple[Then, ...] = ()  # 615.5: its additional effect (instructions), "that many" as much as it prevented

    def about(self, game: Present) -> tuple[str, ...]:
        """Its targets that are still the objects it was made about (400.7: not a new object)."""
        return tuple(t for t, n in zip(self.targets, self.incarnations, strict=True)
                     if t in game.players or (t in game.objects and game.objects[t].incarnation == n))

    @property
    def used_up(self) -> bool:
        """Nothing more to prevent (615.7)."""
        return self.left is not None and self.left <= 0


# 115.1e / 707.10: a triggered ability on the stack as a target ("target triggered ability you control").
STACK_TARGETS: tuple[str, ...] = ("target triggered ability you control", "target triggered ability")
# What a target phrase gives the instructions of its ability (engine.amounts.AMOUNT_NEEDS), by
# the kind of object it targets: a spell or a triggered ability on the stack is targeted as its
# stack id (115.1, 115.1e); an instruction that acts on one needs a phrase that can target one.
TARGET_ON_STACK = "target on the stack"  # a spell or an ability (701.6a: `counter`)
TARGET_SPELL = "target spell"  # 707.10: `copy_spell`
TARGET_ABILITY = "target ability"  # 707.10: `copy_trigger`


def target_gives(phrase: Phrases) -> frozenset[str]:
    """What an ability with the target phrase ``phrase`` (or phrases) gives its instructions:
    ``target``, and the kind of stack object it can target.

    >>> sorted(target_gives("target instant spell"))
    ['target', 'target on the stack', 'target spell']
    >>> sorted(target_gives("target creature"))
    ['target']
    >>> target_gives("")
    frozenset()
    """
    if not isinstance(phrase, str):
        return frozenset().union(*(target_gives(p) for p in phrase))
    if another(phrase):
        phrase = " ".join(phrase.split())[len("another "):]
    text = " ".join(phrase.split()).lower()
    if not text:
        return frozenset()
    if text in STACK_TARGETS:
        return frozenset({"target", TARGET_ON_STACK, TARGET_ABILITY})
    if text in ("target player", "target opponent", "any target") or not text.startswith("target "):
        return frozenset({"target"})
    try:
        sel = parse_selector(" ".join(phrase.split())[len("target "):])
    except SelectorSyntaxError:  # refused where the phrase is read
        return frozenset({"target"})
    if any("stack" in a.zones for a in sel.alternatives or (sel,)):
        return frozenset({"target", TARGET_ON_STACK, TARGET_SPELL})
    return frozenset({"target"})


def apnap(players: Sequence[str], active: str) -> tuple[str, ...]:
    """101.4: the active player first, then the others in turn order."""
    i = list(players).index(active)
    return tuple(players[i:]) + tuple(players[:i])


def no_split_second(stack: Sequence[StackItem[Ins, Trig]], views: Mapping[str, View], oid: str, doing: str) -> None:
    """702.61a: while a spell with split second is on the stack, players can't cast other spells
    or activate abilities that aren't mana abilities (702.61b: mana abilities, special actions and
    triggered abilities go on) — ``doing`` (``cast``, ``activate``) ``oid`` is refused.

    >>> no_split_second([], {}, "c1", "cast")
    """
    from engine.keywords import keywords_of

    ss = next((i for i in reversed(stack) if i.kind is StackKind.SPELL and i.object is not None and i.object in views
               and "split second" in keywords_of(views[i.object])), None)
    if ss is not None:
        raise IllegalActionError(f"{oid} can't be {'cast' if doing == 'cast' else 'activated'} now: {ss.id} has "
                                 "split second (702.61a)", not_allowed(f"cant_{doing}_split_second", oid, "702.61a"))


def untargeted(oid: str, targets: Sequence[str], phrase: Phrases, needs: frozenset[str] = frozenset()) -> None:
    """115.1: a spell or ability has targets only when its text says "target" — a target phrase
    (``phrase``), or an effect that reads them (its ``needs``, engine.selectors.CONTEXT_PARTS):
    targets chosen for one that has none would do nothing, and are refused (TargetError).

    >>> untargeted("c1", ["c2"], "", frozenset())
    Traceback (most recent call last):
    ...
    engine.errors.TargetError: c1: it has no targets (115.1: only a spell or ability that says "target" has them), not c2
    """
    if targets and not phrase and "targets" not in needs:
        raise TargetError(f'{oid}: it has no targets (115.1: only a spell or ability that says "target" has them), '
                          f"not {', '.join(targets)}", not_allowed("cant_no_targets", oid, "115.1"))


def check_chosen(oid: str, phrases: Sequence[str], chosen: Sequence[str], legal_of: Callable[[str], list[str]],
                 rule: str = "601.2c") -> None:
    """601.2c, 115.3: one target for each instance of "target" (each phrase), in the order of the
    text, each legal for its phrase (``legal_of``: its legal targets now) — the same object or
    player may be chosen once for each instance (115.3), unless the text says otherwise (``another
    target creature``: not one chosen for the phrases before it). None missing and none more: a
    target no phrase asks for, or a phrase with none, would be a silent nothing (TargetError).

    >>> check_chosen("c1", ["target creature"], ["a", "b"], lambda p: ["a", "b"])
    Traceback (most recent call last):
    ...
    engine.errors.TargetError: c1: one target for each 'target' of its text, in its order (601.2c, 115.3): 'target creature' — 1 target, not 2 (a, b)
    """
    if len(chosen) != len(phrases) and (chosen or len(phrases) > 1):
        raise TargetError(f"{oid}: one target for each 'target' of its text, in its order ({rule}, 115.3): "
                          f"{', '.join(repr(p) for p in phrases)} — {len(phrases)} target{'s' if len(phrases) > 1 else ''}"
                          f", not {len(chosen)}{' (' + ', '.join(chosen) + ')' if chosen else ''}",
                          not_allowed("cant_target_count", oid, rule))
    for i, phrase in enumerate(phrases):
        legal = legal_of(phrase)
        if another(phrase):  # 115.3: "another target": not one chosen for an earlier "target"
            legal = [t for t in legal if t not in chosen[:i]]
        if i >= len(chosen) or chosen[i] not in legal:
            raise TargetError(f"{oid}: choose legal targets for '{phrase}' (legal: {', '.join(legal)})",
                              illegal_targets(oid, phrase, legal, chosen[i:i + 1]))


def another(phrase: str) -> bool:
    """115.3: ``another target creature`` — a target other than those of the phrases before it."""
    return " ".join(phrase.split()).lower().startswith("another target ")


def legal_targets(phrase: str, views: Mapping[str, View], players: Sequence[str], source: str | None,
                  controller: str, stack: Sequence[StackItem[Ins, Trig]] = (), choices: Mapping[str, str] | None = None,
                  player_abilities: Mapping[str, Sequence[str]] | None = None) -> list[str]:
    """The legal targets of a target phrase now (115.1): ``target player``, ``target
    opponent``, ``any target`` (115.4: a creature, player, planeswalker or battle),
    ``target SELECTOR`` (e.g. ``target artifact``, ``target nonblack creature``),
    ``target triggered ability you control`` (a triggered ability on ``stack``: its id),
    ``target SELECTOR spell`` (``target instant or sorcery spell``, ``target creature spell``: a
    spell on the stack of that quality, its object: :func:`as_targets`); ``choices``: those
    the spell or ability may refer to (607.2d: ``target creature of the chosen color``);
    ``player_abilities``: what players have from effects (613.10) — a player with shroud, or with
    hexproof against an opponent's, is no legal target (702.18a, 702.11c).

    >>> legal_targets("target player", {}, ("A", "B"), None, "A")
    ['A', 'B']
    >>> legal_targets("target opponent", {}, ("A", "B"), None, "A")
    ['B']
    >>> legal_targets("target player", {}, ("A", "B"), None, "A", player_abilities={"A": ["Hexproof"], "B": ["Hexproof"]})
    ['A']
    """
    if player_abilities:
        players = [p for p in players if not _player_untargetable(p, player_abilities.get(p, ()), controller)]
    if another(phrase):  # 115.3: the same targets as "target …" (not those of another instance: check_chosen)
        phrase = " ".join(phrase.split())[len("another "):]
    text = " ".join(phrase.split()).lower()
    if not text:
        return []
    if text in STACK_TARGETS:  # a triggered ability on the stack (its stack id)
        mine = text.endswith("you control")
        return [i.id for i in stack if i.kind is StackKind.TRIGGER and (not mine or i.controller == controller)]
    if text == "target player":
        return list(players)
    if text == "target opponent":
        return [p for p in players if p != controller]
    if text == "any target":
        objs = [v.id for v in views.values() if v.zone == "battlefield"
                and v.card_types & {"creature", "planeswalker", "battle"}]
        return list(players) + _targetable(objs, views, source, controller)
    if not text.startswith("target "):
        raise IllegalActionError(f"not a target phrase: {phrase!r} (target player, any target, target …)",
                                 not_a("value_target_phrase", phrase, ("target player", "any target", "target …"), hint=False))
    sel = parse_selector(" ".join(phrase.split())[len("target "):])
    ctx = Context(views=views, source=source, controller=controller, choices=choices or {})
    return _targetable(sel.select(ctx), views, source, controller)


def as_targets(chosen: Iterable[str], stack: Sequence[StackItem[Ins, Trig]]) -> tuple[str, ...]:
    """115.1, 112.1: targets as chosen — a spell is the card (or copy) on the stack, so a spell
    named by its stack id (``s1``) is that object, what an effect on it (``target instant spell
    becomes red``) and ``copy_spell`` / ``counter`` act on; a triggered ability keeps its stack id.

    >>> as_targets(["s1", "B"], [StackItem("s1", StackKind.SPELL, "…", "bolt", "A", object="bolt")])
    ('bolt', 'B')
    """
    spells = {i.id: i.object for i in stack if i.kind is StackKind.SPELL and i.object is not None}
    return tuple(spells.get(t, t) for t in chosen)


def on_stack(target: str, stack: Sequence[StackItem[Ins, Trig]]) -> StackItem[Ins, Trig] | None:
    """The stack object a target is: a spell (its object, 112.1) or an ability (its stack id)."""
    return next((i for i in stack if i.id == target or (i.kind is StackKind.SPELL and i.object == target)), None)


def _player_untargetable(player: str, abilities: Sequence[str], controller: str) -> bool:
    """702.18a: a player with shroud can't be targeted; 702.11c: one with hexproof can't be by
    spells or abilities their opponents control."""
    has = {a.lower().rstrip(".") for a in abilities}
    return "shroud" in has or ("hexproof" in has and player != controller)


def _targetable(ids: list[str], views: Mapping[str, View], source: str | None, controller: str) -> list[str]:
    """115.1 with 702.11b, 702.16b, 702.18a: those a spell or ability of ``source`` controlled by
    ``controller`` may target — not one with shroud, hexproof from an opponent's, or protection
    from a quality of the source."""
    from engine.keywords import untargetable_by

    src = views.get(source) if source else None
    return [i for i in ids if i not in views or not untargetable_by(views[i], src, controller)]


class Ceasing(Protocol):
    """What a copy of a spell ceasing to exist asks of the game (a narrow part of
    engine.ports.GameOps): its objects, which of them are copies of cards cast, and its log."""

    objects: dict[str, GameObject]

    @property
    def copies(self) -> set[str]: ...

    def record(self, kind: str, *, batch: int | None = None, **fields: object) -> object: ...


def ceases(game: Ceasing, item: StackItem[Ins, Trig]) -> bool:
    """704.5e, 707.10a: a copy of a spell that has left the stack ceases to exist (True); else
    nothing happens here (False)."""
    if not (item.is_spell and item.object is not None and item.object in game.copies):
        return False
    del game.objects[item.object]
    game.record("resolve", says=Record.of("resolve.ceases", object=Obj(item.object), rule=Rule("704.5e")))
    return True
