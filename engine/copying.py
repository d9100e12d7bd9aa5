"""Copy effects (707) and face-down values (708.2): the layer 1 parts.

A copy effect overwrites an object's copiable values (707.2) with those of another
object — the values printed on it as modified by other copy effects (707.3) and by its
face-down status (708.2) — and may modify or except some of them as part of the copying
process (707.9): it gains an ability (707.9a), a characteristic becomes a value or gains a
value "in addition to" (707.9b), a characteristic is not copied and keeps its original
value (707.9c). When an exception sets, keeps or does not copy a characteristic, a
characteristic-defining ability of the original that would define it is not copied
(707.9d) — unless the exception is "in addition to its other types".

>>> from engine.objects import Characteristics, PT
>>> CopyValues(pt=PT(7, 7)).describe()
'becomes a copy of the chosen object (copy), except it is 7/7 (707.9b)'
>>> CopyValues(keep=("colors",), add_card_types=("enchantment",)).describe()
'becomes a copy of the chosen object (copy), except it keeps its colors (707.9c), is also Enchantment (707.9b)'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from engine.layers import EffectPart, Layer
from engine.records import CardName, Record, Rule, Term, Text
from engine.selectors import Context
from engine.view import (
    CARD_TYPES_F,
    COLORS,
    COPIABLE,
    MANA_COST,
    NAME,
    POWER,
    SUBTYPES,
    SUPERTYPES_F,
    TOUGHNESS,
    View,
)

if TYPE_CHECKING:
    from engine.objects import PT, Characteristics, ManaCost
    from engine.vocab import AbilityValue as Ability  # copying knows an ability by what it reads of it

# 707.9c: the characteristics an exception may keep (not copy), by the view fields they are.
KEPT_FIELDS: dict[str, frozenset[str]] = {
    "name": frozenset({NAME}),
    "mana_cost": frozenset({MANA_COST}),
    "colors": frozenset({COLORS}),
    "types": frozenset({CARD_TYPES_F, SUBTYPES, SUPERTYPES_F}),
    "pt": frozenset({POWER, TOUGHNESS}),
}


@dataclass(frozen=True)
class Copiable:
    """An object's copiable values (707.2), as a copy effect found them."""

    id: str
    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    card_types: frozenset[str]
    subtypes: tuple[str, ...]
    supertypes: frozenset[str]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    flip: Characteristics | None = None  # 710.1b: a flip card's alternative characteristics are copiable values
    loyalty: int | None = None  # 707.2: the printed loyalty is a copiable value (306.5b)


def copiable_values(other: View) -> Copiable:
    """The copiable values of ``other`` as layer 1 leaves them: its values with the copy
    effects that apply to it (707.3: a copy of a copy gets the copied values), or — face
    down — the face-down values (708.2a; 707.2), whatever the card is."""
    if other.face_down:
        return Copiable(other.id, "", None, frozenset(), frozenset({"creature"}), (), frozenset(), (), 2, 2)
    return Copiable(other.id, other.name, other.mana_cost, frozenset(other.colors), frozenset(other.card_types),
                    tuple(other.subtypes), frozenset(other.supertypes),
                    tuple(a for _, a in other.abilities),
                    other.power, other.toughness, other.flip, other.loyalty)


def lock_copy(part: CopyValues, after_layer_1: Mapping[str, View], ctx: Context) -> CopyValues:
    """The copy effect with the values it copies fixed now (608.2h: information from the
    game is determined once, when the effect is created; an "as enters" copy, 707.5, as the
    object enters): later changes to the original do not change the copy."""
    if part.values is not None:
        return part  # fixed already: the object as it last existed (608.2h)
    oid = part.copied(ctx)
    other = after_layer_1.get(oid) if oid is not None else None
    return part if other is None else replace(part, values=copiable_values(other))


def _cda_defines(ability: Ability, fields: frozenset[str]) -> bool:
    """Whether ``ability`` is a characteristic-defining ability (604.3: a static ability's ``cda``)
    that defines one of ``fields``."""
    effect = getattr(ability, "effect", None)
    if not getattr(ability, "cda", False) or effect is None:
        return False
    return any(part.writes & fields for part in effect.parts)


@dataclass(frozen=True)
class CopyValues(EffectPart):
    """Layer 1a (613.2a): the object's copiable values become those of another object
    (707.2), with the exceptions of 707.9.

    The copied object is the effect's choice named ``choice`` (made as the object entered,
    707.5) — or, with ``of_target``, the effect's first target ("becomes a copy of target
    creature", 707.4: it stays the same object, so no enters or leaves event, and noncopy
    effects, counters and its timestamp are unchanged).
    """

    key: ClassVar[str] = "copy"
    written: ClassVar[str] = "`copy: chosen`"
    doc: ClassVar[str] = "copiable values become those of the object chosen as `copy` (707.2)"
    doc_writes: ClassVar[str] = "everything copiable"
    doc_reads: ClassVar[str] = "the copied object"
    takes: ClassVar[str] = "any"
    choice: str = "copy"
    keep_colors: bool = False  # 707.9c: "except it doesn't copy that creature's color"
    plus: tuple[Ability, ...] = ()  # 707.9a: "and it has this ability"
    name: str | None = None  # 707.9b: "except its name is …"
    pt: PT | None = None  # 707.9b: "except it's 7/7"
    add_card_types: tuple[str, ...] = ()  # 707.9b: "… in addition to its other types" (707.9d does not apply)
    add_subtypes: tuple[str, ...] = ()
    add_supertypes: tuple[str, ...] = ()
    keep: tuple[str, ...] = ()  # 707.9c: characteristics not copied (KEPT_FIELDS), besides the colors
    of_target: bool = False
    values: Copiable | None = None  # the copied values, fixed when the effect was created (lock_copy)
    # 707.9f: exceptions only "if it's a creature" — judged on the copy with the other exceptions
    if_creature_plus: tuple[Ability, ...] = ()  # "… and it has changeling"
    if_creature_counters: int = 0  # 707.9e: "it enters with N additional +1/+1 counters" (an additional effect)
    # 707.9e: "except it enters with N (X: the spell's, 107.3m) additional +1/+1 counters" — an additional effect,
    # not a characteristic: it doesn't happen if another copy effect is applied to it after this one
    with_counters: int = 0
    with_x: bool = False
    layer: ClassVar[Layer] = Layer.L1A_COPY
    writes: ClassVar[frozenset[str]] = COPIABLE
    records: ClassVar[dict[str, str]] = {
        "part.copy_target": "becomes a copy of its target[[, except {exceptions}]]",
        "part.copy_chosen": "becomes a copy of the chosen object[[, except {exceptions}]]",
        "copy.keeps": "it keeps its {fields} ({rule})",
        "copy.name": "its name is {name} ({rule})",
        "copy.pt": "it is {pt} ({rule})",
        "copy.also": "is also {types} ({rule})",
        "copy.has": "it has {abilities} ({rule})",
    }

    @property
    def needs(self) -> frozenset[str]:
        """``of_target``: the effect's targets (707.4); else the choice made as it entered."""
        return frozenset({"targets"}) if self.of_target else frozenset({"choices"})

    @classmethod
    def made(cls, value: Any) -> tuple[CopyValues]:
        """The choice naming the copied object (``chosen``: the choice ``copy``)."""
        return (cls(str(value) if value not in (True, "chosen") else "copy"),)

    @property
    def choice_words(self) -> frozenset[str]:
        """The choice naming the object copied (none when it copies its target, 707.4)."""
        return super().choice_words | (set() if self.of_target else {self.choice})

    @property
    def reads(self) -> frozenset[str]:
        """The copiable values of the copied object — none once they are fixed (``values``):
        then no other effect changes what this one does (613.8a), as in a chain of copies."""
        return COPIABLE if self.values is None else frozenset()

    @property
    def is_global(self) -> bool:
        """Whether it reads another object (the copied one, while its values are not fixed)."""
        return self.values is None

    def copied(self, ctx: Context) -> str | None:
        """The id of the object copied, or None when there is none."""
        if self.of_target:
            return ctx.targets[0] if ctx.targets else None
        chosen = ctx.choices.get(self.choice, "").split()
        return chosen[-1] if chosen else None  # the last copy effect chosen for it (616.1f)

    @property
    def kept(self) -> frozenset[str]:
        """The view fields the exceptions keep (707.9c) or set (707.9b)."""
        out: set[str] = set()
        for word in (*self.keep, *(("colors",) if self.keep_colors else ())):
            out |= KEPT_FIELDS[word]
        if self.name is not None:
            out.add(NAME)
        if self.pt is not None:
            out |= {POWER, TOUGHNESS}
        return frozenset(out)

    def apply(self, view: View, ctx: Context) -> None:
        """Overwrite the copiable values (707.2), then the exceptions (707.9). Copied
        abilities get the keys ``copy:<copied id>:i`` (abilities copied from one object are
        linked with each other, 607.5); an ability gained as part of copying, ``<effect>:i``."""
        values = self.found(ctx)
        if values is None:
            return  # nothing to copy
        kept = self.kept
        if NAME not in kept:
            view.name = values.name
        if MANA_COST not in kept:
            view.mana_cost, view.front_cost = values.mana_cost, None  # 712.8e: a copy of a back face has 0
        if COLORS not in kept:
            view.colors = set(values.colors)
        if CARD_TYPES_F not in kept:
            view.card_types, view.subtypes = set(values.card_types), list(values.subtypes)
            view.supertypes = set(values.supertypes)
        # 707.9d: a CDA that would define a characteristic the exceptions set or keep is not copied.
        view.abilities = [(f"copy:{values.id}:{i}", a) for i, a in enumerate(values.abilities)
                          if not _cda_defines(a, kept)]
        view.granted = {}
        if POWER not in kept:
            view.power, view.toughness = values.power, values.toughness
        view.loyalty = values.loyalty  # 707.2
        view.flip = values.flip  # 707.3, 710.2: flipped, it has the copied flip card's alternative characteristics
        view.flip_as_copied(f"copy:{values.id}:flip:", kept)
        view.abilities += [(f"{ctx.effect_id}:{i}", a) for i, a in enumerate(self.plus)]  # 707.9a
        # 707.9b: values set as part of the copying process are copiable values of the copy.
        if self.name is not None:
            view.name = self.name
        if self.pt is not None:
            view.power, view.toughness = self.pt.power, self.pt.toughness
        view.card_types |= set(self.add_card_types)
        view.subtypes += [s for s in self.add_subtypes if s not in view.subtypes]
        view.supertypes |= set(self.add_supertypes)
        if self.if_creature_plus and self.makes_creature(values):  # 707.9f
            view.abilities += [(f"{ctx.effect_id}:if:{i}", a) for i, a in enumerate(self.if_creature_plus)]

    def makes_creature(self, values: Copiable) -> bool:
        """707.9f: whether the copy, with the other exceptions, is a creature."""
        return "creature" in values.card_types | set(self.add_card_types)

    def additional_counters(self, x: int) -> int:
        """707.9e: the +1/+1 counters its exception makes it enter with — N, or X (the X of the
        spell it was, 107.3m); those "if it's a creature" are judged on the values it copies
        (707.9f: :meth:`makes_creature`)."""
        return self.with_counters + (x if self.with_x else 0)

    def found(self, ctx: Context) -> Copiable | None:
        """The values it copies: fixed when it was created, else the copied object's now."""
        if self.values is not None:
            return self.values
        oid = self.copied(ctx)
        other = ctx.views.get(oid) if oid is not None else None
        return None if other is None else copiable_values(other)

    def signature(self, view: View, ctx: Context) -> object:
        """The values it would copy."""
        return self.found(ctx)

    def describe(self) -> str:
        """Short English description."""
        what = "its target" if self.of_target else f"the chosen object ({self.choice})"
        exceptions = []
        if self.keep_colors or self.keep:
            words = [*(("colors",) if self.keep_colors else ()), *self.keep]
            exceptions.append(f"it keeps its {', '.join(w.replace('_', ' ') for w in words)} (707.9c)")
        if self.name is not None:
            exceptions.append(f"its name is {self.name} (707.9b)")
        if self.pt is not None:
            exceptions.append(f"it is {self.pt} (707.9b)")
        added = [t.capitalize() for t in self.add_supertypes + self.add_card_types] + list(self.add_subtypes)
        if added:
            exceptions.append(f"is also {' '.join(added)} (707.9b)")
        if self.plus:
            exceptions.append("it has " + "; ".join(a.text for a in self.plus) + " (707.9a)")
        return f"becomes a copy of {what}" + (", except " + ", ".join(exceptions) if exceptions else "")

    def says(self) -> Record:
        """What it does, for the reader: the copy and its exceptions (707.9), typed.

        >>> from engine.objects import PT
        >>> CopyValues(pt=PT(7, 7)).says().describe()
        'becomes a copy of the chosen object, except it is 7/7 (707.9b)'
        """
        exceptions = []
        kept = [*(("colors",) if self.keep_colors else ()), *self.keep]
        if kept:
            exceptions.append(Record.of("copy.keeps", fields=tuple(Term(f"kept_{w}") for w in kept), rule=Rule("707.9c")))
        if self.name is not None:
            exceptions.append(Record.of("copy.name", name=CardName(self.name), rule=Rule("707.9b")))
        if self.pt is not None:
            exceptions.append(Record.of("copy.pt", pt=f"{self.pt}", rule=Rule("707.9b")))
        added = (*(Term(f"supertype_{t}") for t in self.add_supertypes), *(Term(f"type_{t}") for t in self.add_card_types),
                 *(Term(f"subtype_{t}") for t in self.add_subtypes))
        if added:
            exceptions.append(Record.of("copy.also", types=added, rule=Rule("707.9b")))
        if self.plus:
            exceptions.append(Record.of("copy.has", abilities=tuple(Text(a.text) for a in self.plus), rule=Rule("707.9a")))
        return Record.of("part.copy_target" if self.of_target else "part.copy_chosen", exceptions=tuple(exceptions))


@dataclass(frozen=True)
class FaceDownValues:
    """Layer 1b (613.2b): a face-down spell or permanent is a 2/2 creature with no text,
    name, subtypes, mana cost or color (708.2a)."""

    layer: ClassVar[Layer] = Layer.L1B_FACE_DOWN
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = COPIABLE
    is_global: ClassVar[bool] = False

    def apply(self, view: View, ctx: Context) -> None:
        """708.2a."""
        view.name, view.mana_cost, view.front_cost = "", None, None
        view.colors, view.card_types, view.subtypes, view.supertypes = set(), {"creature"}, [], set()
        view.abilities, view.granted = [], {}
        view.power, view.toughness, view.loyalty = 2, 2, None

    def signature(self, view: View, ctx: Context) -> object:
        """Always the same."""
        return "face-down"

    def describe(self) -> str:
        """Short English description."""
        return "face-down: a nameless colorless 2/2 creature with no text (708.2a)"
