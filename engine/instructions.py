"""One-shot instructions of spells and abilities (608.2) and the conditions of triggers.

An :class:`Instruction` is one step a resolving spell or ability performs ("you gain 1
life", "destroy target artifact", "return it to the battlefield with a -1/-1 counter on
it"). A :class:`Condition` is an intervening "if" clause (603.4) or a kicker link
(607.2i). Both are small frozen values; what they do is in :mod:`engine.resolve`.

>>> Instruction("gain_life", amount=1)
Instruction(kind='gain_life', amount=1)
>>> Instruction("teleport")
Traceback (most recent call last):
...
engine.errors.ValueSyntaxError: unknown instruction 'teleport' (known: gain_life, lose_life, damage, destroy, exile, exile_graveyard, return_it, return_exiled, create_tokens, draw, scry, search_land, nth_resolution, reflexive, delayed, add_mana, become_copy, exile_top, sacrifice_source, discover, may_pay, transform, cast_copies, copy_trigger, put_counters, copy_spell, counter_unless_pays)
>>> Condition("count_at_least", n=5, text="if you control at least five other Mountains").kind
'count_at_least'
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from engine.errors import ValueSyntaxError

if TYPE_CHECKING:
    from engine.abilities import TriggeredAbility
    from engine.objects import Characteristics
    from engine.selectors import Selector

INSTRUCTION_KINDS: tuple[str, ...] = (
    "gain_life",        # 119.1: ``who`` (you) gains ``amount``
    "lose_life",        # 119.3: ``who`` (you / each opponent / target player) loses ``amount``
    "damage",           # 120.3: the source deals ``amount`` (or ``its power``) to the target
    "destroy",          # 701.7: ``what`` (a selector; "target …" uses the targets)
    "exile",            # 406 / 607.2a: ``what``; remembered as exiled by this ability (``link``)
    "exile_graveyard",  # exile all cards from the target player's graveyard
    "return_it",        # 603.6 / 400.7: return the triggering card from the graveyard (``counters``)
    "return_exiled",    # 607.2a: put a card exiled with the linked ability onto the battlefield
    "create_tokens",    # 111: ``amount`` tokens with the values ``token``
    "draw",             # 121: you draw ``amount``
    "scry",             # 701.22: you scry ``amount``
    "search_land",      # 701.23: put a ``what`` card from your library onto the battlefield
    "nth_resolution",   # "if this is the n-th time this ability has resolved this turn" (``amount``)
    "reflexive",        # 603.12: "when you do, …": ``ability`` triggers now
    "delayed",          # 603.7: create the delayed triggered ability ``ability``
    "add_mana",         # 106.4: ``mana`` (a color letter, or ``chosen`` — a linked choice, 607.2d)
    "become_copy",      # 706: the source becomes a copy of ``who`` (``it`` or ``target``); ``flags``: exceptions
    "exile_top",        # exile the top ``amount`` cards of your library (remembered, 607.2a)
    "sacrifice_source",  # "you may sacrifice it. If you do, [then]": only if the source is still that object
    "discover",         # 701.57: discover ``amount`` (or ``amount_of``: "its toughness" of the triggering object)
    "may_pay",          # "you may pay ``mana``. If you do, [then]": decided on resolution (608.2d; chosen "pay")
    "transform",        # 701.28: the source transforms, if it is still that object on the battlefield
    "cast_copies",      # 707.12: for each card exiled by the linked ability (``link``), you may cast a copy
    "copy_trigger",     # 707.10: copy a triggered ability on the stack (``who``: ``target`` or ``it``, the ability
                        # whose triggering made this one trigger); flag ``new_targets``: 707.10c
    "put_counters",     # 122.1: put ``amount`` ``counters`` on each target object
    "copy_spell",       # 707.10: put a copy of the target spell on the stack (not cast); flag ``new_targets``
    "counter_unless_pays",  # 701.5: counter "that ability" (the one whose triggering made this one trigger)
                            # unless its controller pays ``mana`` (decided on resolution; chosen "pay")
)
FLAGS: tuple[str, ...] = (
    "except_colors", "has_this_ability",  # become_copy: the 706.9a exceptions
    "all", "owner_controls",  # return_exiled: every linked card; under its owner's control
    "one",  # exile: one of the matching objects, chosen on resolution
    "once_each_turn",  # "Do this only once each turn": the instruction is performed once per turn per ability
    "new_targets",  # copy_trigger, copy_spell: "You may choose new targets for the copy" (707.10c)
    "may",  # copy_trigger: "you may copy": declined by the choice ``decline`` on resolution (603.5)
)

CONDITION_KINDS: tuple[str, ...] = (
    "count_at_least",   # 603.4: the number of objects ``selector`` is at least ``n``
    "count_at_most",    # 603.8: the number of objects ``selector`` is at most ``n`` ("when you control no …")
    "it_had_no_counters",  # 603.4 / 702.79a: the triggering object had no ``word`` counters (look-back)
    "kicked",           # 607.2i: the source was kicked with its kicker ``word``
)


@dataclass(frozen=True)
class Instruction:
    """One instruction; which fields matter depends on ``kind``."""

    kind: str
    amount: int = 0
    amount_of: str = ""         # "its power": computed at resolution (608.2h)
    who: str = "you"
    what: Selector | None = None
    counters: str = ""
    token: Characteristics | None = None
    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()
    ability: TriggeredAbility | None = None
    mana: str = ""
    link: str = ""
    flags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in INSTRUCTION_KINDS:
            raise ValueSyntaxError(f"unknown instruction {self.kind!r} (known: {', '.join(INSTRUCTION_KINDS)})")
        bad = [f for f in self.flags if f not in FLAGS]
        if bad:
            raise ValueSyntaxError(f"unknown flag(s) {', '.join(bad)} (known: {', '.join(FLAGS)})")

    def __repr__(self) -> str:
        shown = [f"kind={self.kind!r}"]
        for f in fields(self)[1:]:
            value = getattr(self, f.name)
            if value != f.default:
                shown.append(f"{f.name}={value!r}")
        return f"Instruction({', '.join(shown)})"


@dataclass(frozen=True)
class Condition:
    """An intervening "if" clause (603.4), checked on triggering and on resolution."""

    kind: str
    selector: Selector | None = None
    n: int = 0
    word: str = ""
    text: str = ""

    def __post_init__(self) -> None:
        if self.kind not in CONDITION_KINDS:
            raise ValueSyntaxError(f"unknown condition {self.kind!r} (known: {', '.join(CONDITION_KINDS)})")
