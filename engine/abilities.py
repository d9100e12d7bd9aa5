"""Abilities as values, and the word rewriting of text-changing effects (612, layer 3).

Every ability keeps its rules ``text``; the parts of it that a text-changing effect can
change (color words, land types and other subtypes: 612.2) are ``word`` fields of
selector predicates. :func:`rewrite_words` changes both, so an effect really acts on
the new word (a "destroy all Islands" that became "destroy all Forests" destroys Forests).

>>> Keyword("flying").text
'Flying'
>>> ManaAbility("R").text
'{T}: Add {R}.'
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, TypeAlias, TypeVar

from engine.replacement import ReplacementAbility
from engine.vocab import Key

if TYPE_CHECKING:
    from engine.amounts import Amount
    from engine.conditions import Condition
    from engine.copying import CopyValues
    from engine.costs import Cost
    from engine.effects import Duration, EffectSpec
    from engine.instructions import Instruction
    from engine.selectors import Selector
    from engine.trigger_events import TriggerEvent


@dataclass(frozen=True)
class Keyword:
    """A keyword ability (702): ``flying``, ``haste``, ``defender``, ``enchant creature``."""

    name: str

    @property
    def text(self) -> str:
        """The keyword as printed."""
        return self.name[:1].upper() + self.name[1:]


@dataclass(frozen=True)
class KeywordFor:
    """A keyword made of words its linked ability gives (607.2a, 607.2d): ``name`` with
    ``{}`` for each word of the linked value ``each`` (engine/linked.py: ``chosen color``,
    ``exiled card types``…) — "protection from the chosen color". Granted, it is one
    keyword per word; none while the value is undefined (607.5a).

    >>> KeywordFor("protection from {}", "chosen color").text
    'Protection from the chosen color'
    """

    name: str
    each: str

    @property
    def text(self) -> str:
        """As printed."""
        from engine.linked import LINKED_VALUES
        words = self.name.replace("{}", LINKED_VALUES.get(self.each).written)
        return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (604): its effect applies while the object has it.

    ``cda`` marks a characteristic-defining ability (604.3): it applies first in its
    layer (613.3) and never takes part in dependencies (613.8a).
    """

    text: str
    effect: EffectSpec
    cda: bool = False
    link: str = ""  # 607.2a: refers to the cards exiled by the linked ability with this label
    # 101.2: "players can't cast spells with the same name as [a linked value]" (engine/linked.py:
    # ``exiled names``), a prohibition the game enforces
    cant_cast_named: str = ""
    # 611.3a: "as long as [condition], …" — it applies only while the condition is true,
    # checked continuously (each time the layers are applied)
    condition: Condition | None = None


@dataclass(frozen=True)
class ActivatedAbility:
    """An activated ability (602): a continuous ``effect`` with a duration, or one-shot
    ``instructions`` that use the stack (602.2). ``target`` is a target phrase chosen on
    activation; ``link`` names the pair of linked abilities it belongs to (607.2a)."""

    text: str
    cost: Cost
    effect: EffectSpec | None
    duration: Duration
    instructions: tuple[Instruction, ...] = ()
    target: str = ""
    link: str = ""
    x_is: Amount | None = None  # 107.3: what X is ("the total mana value of the exiled cards", 607.2a)

    def __post_init__(self) -> None:
        if isinstance(self.cost, str):  # written as printed: parsed (engine/costs.py)
            from engine.costs import parse_cost
            object.__setattr__(self, "cost", parse_cost(self.cost))


@dataclass(frozen=True)
class Mode:
    """700.2: one option of a modal spell ("Choose one — • …"): its text, its target phrase and
    its instructions."""

    text: str
    target: str = ""
    instructions: tuple[Instruction, ...] = ()


@dataclass(frozen=True)
class SpellAbility:
    """A spell's instructions: one-shot ``instructions`` (608.2c) and/or a continuous
    ``effect`` it creates when it resolves (611.2), with its ``duration``; a modal spell's
    ``modes``, one chosen as it is cast (700.2a)."""

    text: str
    effect: EffectSpec | None = None
    duration: Duration | None = None
    instructions: tuple[Instruction, ...] = ()
    target: str = ""
    additional_cost: Cost | None = None  # 601.2b, 601.2h: "As an additional cost to cast this spell, …"
    modes: tuple[Mode, ...] = ()  # 700.2


@dataclass(frozen=True)
class ManaAbility:
    """``{T}: Add {R}.`` — the intrinsic ability of a basic land type (305.6).

    ``mana`` is ``chosen`` for "add one mana of the chosen color": the choice of the
    linked "as enters, choose a color" ability (607.2d); ``any`` for "add one mana of any
    color" (106.4: its controller chooses the color as it resolves). ``any_of``: "one mana of any of
    [a linked value]" — ``exiled colors``, the colors of every card the linked ability
    (``link``) exiled (607.2a).

    >>> ManaAbility("chosen").text
    '{T}: Add one mana of the chosen color.'
    >>> ManaAbility(any_of="exiled colors", link="imprint").text
    "{T}: Add one mana of any of the exiled card's colors."
    """

    mana: str = ""
    link: str = ""
    any_of: str = ""

    @property
    def text(self) -> str:
        """The ability as printed."""
        if self.mana == "chosen":
            return "{T}: Add one mana of the chosen color."
        if self.mana == "any":
            return "{T}: Add one mana of any color."
        if self.any_of:
            from engine.linked import LINKED_VALUES
            return f"{{T}}: Add one mana of any of {LINKED_VALUES.get(self.any_of).written}."
        return f"{{T}}: Add {{{self.mana}}}."


@dataclass(frozen=True)
class AsEntersAbility:
    """"As ~ enters, choose …" or "enter as a copy of …" (614.1c–d).

    ``choose`` names the choice (``color``); ``copy`` says what may be copied; the
    choice itself is made when the object enters (``GameObject.choices``).
    """

    text: str
    choose: str | None = None
    copy: Selector | None = None
    exile: Selector | None = None  # "As this enters, exile any number of [creature cards from your graveyard]"
    keep_colors: bool = False  # 707.9c: "except it doesn't copy that creature's color"
    plus: tuple[Ability, ...] = ()  # 707.9a: "and it has [this ability]"
    exceptions: CopyValues | None = None  # the copy effect with every 707.9 exception (else keep_colors, plus)

    @property
    def replacement(self) -> ReplacementAbility | None:
        """614.1c, 616.1c: "you may have it enter as a copy of …" is an optional replacement
        effect on its own entering (it enters as a copy of the object chosen, ``copy``)."""
        if self.copy is None:
            return None
        from engine.copying import CopyValues
        from engine.replacement import AsCopy, EntersWould
        part = self.exceptions or CopyValues("copy", keep_colors=self.keep_colors, plus=self.plus)
        return ReplacementAbility(self.text, EntersWould(), (AsCopy(self.copy, part),), optional=True)


@dataclass(frozen=True)
class TriggeredAbility:
    """A triggered ability (603.1): "When/Whenever/At [event], [if condition,] [effect]."

    ``event``: ``enters`` (603.6a, looks forward), ``dies`` / ``leaves`` (603.6c, look back
    in time, 603.10a), ``cast`` (a spell is cast), ``cast_or_copy`` (a spell is cast, or a
    copy of one is put on the stack: 707.10), ``beginning_of`` (a step begins,
    ``step``); empty: text only (not executed). ``what``: the object the event must
    involve. ``condition``: an intervening "if" (603.4). ``target``: a target phrase,
    chosen when the ability is put on the stack (603.3d). ``once_each_turn``: it triggers
    only once each turn (603.2h). ``link``: a kicker cost it is linked to (607.2i).
    ``combat_damage_to_player``: the source deals combat damage to a player (510.3a).
    ``attacks``: the object ``what`` describes (default: this creature) is declared as an
    attacker (508.1, 508.3a). ``dealt_damage``: the object ``what`` describes (default:
    this creature) is dealt damage, in combat or not (120.3; enrage). ``turned_face_up``:
    the permanent ``what`` describes (default: this one) is turned face up (708.8; the
    ability is the face-up permanent's). ``ability_triggers``: a triggered ability of a permanent
    ``what`` describes triggers (``of_keyword``: one that is that keyword ability); the
    instruction ``copy_trigger: it`` then refers to that ability. ``on``: the trigger event
    with its own details (engine/trigger_events.py: ``BeginningOf(step="upkeep")``); given
    alone, ``event`` is its word; given ``event`` alone, it is that event without details.

    >>> TriggeredAbility("When this enters, you gain 2 life.", event="enters").on
    Enters()
    >>> from engine.trigger_events import BeginningOf
    >>> TriggeredAbility("At the beginning of your upkeep, …", on=BeginningOf(step="your upkeep")).event
    'beginning_of'
    """

    # The keys of a ``triggered:`` mapping (docs/cards.md is generated from them) beside the
    # trigger event's own (engine/trigger_events.py: its fields, ``step``, ``room``…).
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text (required)"),
        Key("when", "event", "word", "the trigger event: a word of the table below"),
        Key("what", "what", "selector", "a selector the object of the event must match, judged with the view the "
            "trigger uses (before the event for `dies`/`leaves`): `other creature`, `creature you control` (includes "
            "this one), `Mountain you control`, `spell of the chosen color`. Omitted or `self`: this object",
            context="trigger"),
        Key("if", "condition", "condition", "an intervening \"if\" (603.4), checked when the event happens and again "
            "on resolution: a condition (the table of conditions below); its `text:` is shown in the log"),
        Key("target", "target", "target", "`target player`, `target opponent`, `any target`, `target SELECTOR` "
            "(`target artifact`, `target nonblack creature`)"),
        Key("once_each_turn", "once_each_turn", "flag", "`true`: it triggers only once each turn (603.2h), "
            "additional triggers included (101.2)"),
        Key("one_or_more", "one_or_more", "flag", "`true`: \"whenever one or more …\": once per event however many "
            "objects it involves (603.2c)"),
        Key("link", "link", "text", "a kicker cost it is linked to (607.2i), or the label of a pair of linked "
            "abilities (607.2a)"),
        Key("do", "instructions", "instructions", "the instructions, in order (below)"),
        Key("keyword", "keyword", "text", "the keyword this triggered ability is, when it is one written out "
            "(`backup`): what `of_keyword` looks for"),
    )
    text: str
    event: str = ""
    what: Selector | None = None
    step: str = ""
    condition: Condition | None = None
    instructions: tuple[Instruction, ...] = ()
    target: str = ""
    once_each_turn: bool = False
    link: str = ""
    one_or_more: bool = False  # "whenever one or more …": once per event, however many objects (603.2c)
    keyword: str = ""  # the keyword this triggered ability is (702: ``backup``), for ``of_keyword``
    on: TriggerEvent | None = None

    def __post_init__(self) -> None:
        if self.on is None and self.event:
            from engine.trigger_events import TRIGGER_EVENTS
            object.__setattr__(self, "on", TRIGGER_EVENTS.get(self.event)())
        elif self.on is not None and self.event != self.on.key:
            if self.event:
                raise ValueError(f"event {self.event!r} is not the event of on={self.on!r}")
            object.__setattr__(self, "event", self.on.key)


@dataclass(frozen=True)
class AdditionalTriggers:
    """603.2d: "If [event] causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time." ``event`` as in
    :class:`TriggeredAbility`; ``what`` is the object the event involves.

    ``of``: "If a triggered ability of [a permanent it describes] triggers, …" — the
    ability's source must match (judged for this ability's controller); with ``of`` and
    no ``event``, an ability triggering on any event counts. ``condition``: "if you
    control six or more …" — it applies only while that is true (checked when the
    ability triggers).
    """

    text: str
    event: str | tuple[str, ...]
    what: Selector | None = None
    of: Selector | None = None
    condition: Condition | None = None

    @property
    def events(self) -> tuple[str, ...]:
        """The trigger event kinds it names ("entering or leaving": ``("enters", "leaves")``)."""
        if isinstance(self.event, str):
            return (self.event,) if self.event else ()
        return self.event


@dataclass(frozen=True)
class MoreCounters:
    """614.1a: a replacement effect — "If [an ability of kind …] would put one or more
    ``counters`` on [a permanent ``on`` describes], it puts that many plus ``add`` instead"
    (``double``: twice that many); ``counters: any``: counters of any kind (122.1: "twice that
    many of those counters"). ``on`` is judged for this ability's controller;
    ``of_keyword``: only counters an ability that is that keyword puts ("a modular ability").

    >>> from engine.selectors import parse_selector
    >>> MoreCounters("…", "+1/+1", parse_selector("permanent you control"), add=1).apply(2)
    3
    """

    text: str
    counters: str
    on: Selector
    add: int = 0
    double: bool = False
    of_keyword: str = ""

    @staticmethod
    def kind_of(text: str) -> str:
        """The kind of counter it modifies: a kind (122.1, :func:`engine.objects.counter_kind`)
        or ``any`` ("twice that many of those counters").

        >>> MoreCounters.kind_of("1/1"), MoreCounters.kind_of(" any")
        ('+1/+1', 'any')
        """
        from engine.objects import counter_kind

        return "any" if text.strip() == "any" else counter_kind(text)

    def apply(self, count: int) -> int:
        return count * 2 if self.double else count + self.add


@dataclass(frozen=True)
class RevealFirstDraw:
    """A static ability whose effect changes how the game is played (604.1): "Reveal the
    first card you draw each turn" — as its controller's first draw of a turn puts a card
    into their hand, they reveal it (701.20a), an event with this ability as its cause, so a
    linked "whenever you reveal … this way" ability (603.11, 607) can trigger on it. ``link``:
    the label of that pair.

    >>> RevealFirstDraw("Reveal the first card you draw each turn.", link="reveal").link
    'reveal'
    """

    text: str
    link: str = ""


Ability: TypeAlias = (
    Keyword | KeywordFor | StaticAbility | ActivatedAbility | SpellAbility | ManaAbility | AsEntersAbility | TriggeredAbility
    | AdditionalTriggers | MoreCounters | RevealFirstDraw | ReplacementAbility
)

T = TypeVar("T")


def _replace_in_text(text: str, old: str, new: str) -> str:
    """Replace the word ``old`` (and its plural) in rules text, keeping capitalization."""
    pattern = re.compile(rf"\b({re.escape(old)})(s|es)?\b", re.IGNORECASE)

    def sub(m: re.Match[str]) -> str:
        word = new
        if m.group(1)[0].isupper():
            word = word[:1].upper() + word[1:]
        elif m.group(1)[0].islower():
            word = word[:1].lower() + word[1:]
        if m.group(2) and not word.endswith("s"):
            word += "s"
        return word

    return pattern.sub(sub, text)


def rewrite_words(value: T, old: str, new: str) -> T:
    """612.2: ``value`` with every ``old`` word replaced by ``new``.

    Walks frozen dataclasses and tuples: a field named ``word`` equal to ``old`` is
    replaced; a field named ``text`` has the word replaced in its prose.

    >>> from engine.selectors import parse_selector
    >>> sel = parse_selector("all Islands")
    >>> from engine.instructions import Destroy
    >>> spell = rewrite_words(SpellAbility("Destroy all Islands.", instructions=(Destroy(sel),)), "Island", "Forest")
    >>> spell.text, spell.instructions[0].what.predicates[0].word
    ('Destroy all Forests.', 'Forest')
    >>> rewrite_words(sel, "Island", "Forest").predicates[0].word
    'Forest'
    """
    if isinstance(value, tuple):
        return type(value)(rewrite_words(v, old, new) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes: dict[str, object] = {}
        for f in dataclasses.fields(value):
            current = getattr(value, f.name)
            if f.name == "word" and current == old:
                changes[f.name] = new
            elif f.name == "text" and isinstance(current, str):
                replaced = _replace_in_text(current, old, new)
                if replaced != current:
                    changes[f.name] = replaced
            elif isinstance(current, tuple) or (dataclasses.is_dataclass(current) and not isinstance(current, type)):
                rewritten = rewrite_words(current, old, new)
                if rewritten != current:
                    changes[f.name] = rewritten
        return dataclasses.replace(value, **changes) if changes else value
    return value
