"""Continuous effects as data: one part per layer, a selector, a duration.

An :class:`EffectSpec` is what a card or a spell says ("enchanted creature has base
power and toughness 0/4, has defender, …"): a :class:`Selector` and a tuple of parts.
Each part kind belongs to one layer (613.1, 613.4) and declares the view fields it
reads and writes; the dependency search (613.8) uses those declarations to prune.

>>> spec = EffectSpec("White creatures get +1/+1.", parse_selector("white creatures"), (ModifyPT(Const(1), Const(1)),))
>>> [p.layer for p in spec.parts]
[<Layer.L7C_MODIFY: (73, '7c', '7c')>]
>>> sorted(spec.reads)
['card_types', 'colors']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias

from engine.copying import CopyValues, FaceDownValues
from engine.errors import ChoiceError, ValueSyntaxError
from engine.expressions import Const, Expr, fixed
from engine.keywords import Keyword, KeywordFor
from engine.layers import EffectPart, Layer
from engine.linked import LINKED_VALUES
from engine.objects import (
    ARTIFACT_TYPES,
    BASIC_LAND_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    NONCREATURE_SUBTYPES,
    SPELL_TYPES,
    changeable_word,
)
from engine.objects import COLORS as COLOR_WORDS
from engine.records import (
    Counter,
    Record,
    Rule,
    Says,
    Term,
    Text,
    declare,
    goes_in,
    missing_key,
    not_a,
    wrong_type,
)
from engine.selectors import Context, Selector, parse_selector, selector_in
from engine.view import (
    ABILITIES_ADD,
    ABILITIES_REMOVE,
    ABILITIES_TEXT,
    CARD_TYPES_F,
    COLORS,
    CONTROLLER,
    POWER,
    SUBTYPES,
    SUPERTYPES_F,
    TOUGHNESS,
    View,
)
from engine.vocab import AbilityValue, Key, Registry
from engine.wording import rewrite_words

if TYPE_CHECKING:
    from engine.conditions import Condition

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("effect.parts", "{parts}"),
)

__all__ = ["CopyValues", "FaceDownValues", "parse_selector"]  # re-exported for callers building specs


class Duration(StrEnum):
    """How long an effect lasts (611.2, 611.3, 514.2)."""

    STATIC = "static"  # while the source has the static ability (611.3a)
    END_OF_TURN = "end_of_turn"  # "until end of turn": ends in the cleanup step (514.2)
    # "until your next turn": ends as its controller's next turn begins (the duration 701.15a and
    # 701.35a name: "until the next turn of the controller of that spell or ability")
    UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
    INDEFINITE = "indefinite"  # no stated end (or until the scenario ends it)
    # 611.2b: "for as long as …": while its condition (ContinuousEffect.lasts_while) holds; once it
    # does not, the effect is over (it does not start again); if it never starts, it does nothing
    FOR_AS_LONG_AS = "for_as_long_as"


# The effect keys (docs/cards.md, "Effects: one part per layer"), each the part class it makes
# (engine.layers.EffectPart: its value type, its docs); the registration order is the order
# in which the parts of one effect apply within a layer.
EFFECT_PARTS: Registry[type[EffectPart]] = Registry("effect key", "a part of a continuous effect (613)")

# ---- layer 1: engine/copying.py (copy effects 707, face-down values 708.2) ----------
EFFECT_PARTS.register(CopyValues)


# ---- layers 2, 3 ---------------------------------------------------------------------


@EFFECT_PARTS.register
@dataclass(frozen=True)
class GainControl(EffectPart):
    """Layer 2: the effect's controller controls the object."""

    key: ClassVar[str] = "gain_control"
    written: ClassVar[str] = "`gain_control: true`"
    doc: ClassVar[str] = "the effect's controller controls it"
    doc_writes: ClassVar[str] = "controller"

    layer: ClassVar[Layer] = Layer.L2_CONTROL
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({CONTROLLER})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.gain_control": "you control it",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """Change the controller."""
        if ctx.controller is not None:
            view.controller = ctx.controller

    def signature(self, view: View, ctx: Context) -> object:
        """Who gains control."""
        return ctx.controller

    def describe(self) -> str:
        """Short English description."""
        return "you control it"

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.gain_control")


@EFFECT_PARTS.register
@dataclass(frozen=True)
class ChangeText(EffectPart):
    """Layer 3: replace a color word, a land type or a creature type in the object's text (612.2)."""

    key: ClassVar[str] = "change_text"
    written: ClassVar[str] = "`change_text: {from: Island, to: Forest}`"
    doc: ClassVar[str] = ("replaces a color word, land type or creature type in all its abilities and its type line "
                          "(612.1: a Forest made an Island taps for {U}, 305.6) — a creature "
                          "type with a creature type (`{from: Goblin, to: Elf}`: its selectors, the types it gives, the "
                          "tokens it creates, their names too, 612.2a); `chosen`: the word chosen as "
                          "its effect begins — the choices `from`/`to` of a resolving spell or ability (scenario "
                          "`resolve_top: {choices: {from: Island, to: Forest}}`, an `effect:`'s `choices`) or of its "
                          "object's linked choice (607.2d); `of: basic land type`, `of: color word` or `of: creature "
                          "type`: what a chosen word must be (\"one basic land type with another\")")
    doc_writes: ClassVar[str] = "ability text, subtypes"
    takes: ClassVar[str] = ""  # a mapping
    records: ClassVar[dict[str, str]] = {"part.change_text": "its text: {old} → {new}"}
    keys: ClassVar[tuple[Key, ...]] = (Key("from", "old", "text", "the word replaced, or `chosen`", required=True),
                                       Key("to", "new", "text", "the word put instead, or `chosen`", required=True),
                                       Key("of", "of", "word", "what a chosen word must be",
                                           words=("color word", "basic land type", "creature type")))
    old: str
    new: str
    of: str = ""  # "color word", "basic land type", "creature type": what a chosen word must be
    layer: ClassVar[Layer] = Layer.L3_TEXT

    def __post_init__(self) -> None:
        """612.2: each word a color word, a land type or a creature type, or ``chosen`` (another changed
        nothing, silently); a creature type only with a creature type."""
        for name in ("old", "new"):
            if getattr(self, name) != "chosen":
                object.__setattr__(self, name, changeable_word(getattr(self, name)))
                if self.of and not _word_of(getattr(self, name), self.of):
                    raise ValueSyntaxError(f"change_text: {getattr(self, name)!r} is not a {self.of} (of: {self.of})",
                                           not_a("value_changeable_word", getattr(self, name), _words_of(self.of)))
        kinds = {w in CREATURE_TYPES for w in (self.old, self.new) if w != "chosen"}
        if len(kinds) > 1:  # 612.2: a creature type word used as one is changed to another creature type
            raise ValueSyntaxError(f"change_text: {self.old!r} → {self.new!r}: a creature type is changed to a creature "
                                   "type (612.2)", not_a("value_creature_type", self.new, ()))
        if self.of and "chosen" not in (self.old, self.new):
            raise ValueSyntaxError("change_text: `of` says what a chosen word must be — with neither word `chosen` it "
                                   "does nothing", not_a("value_changeable_word", self.of, ("chosen",)))
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES_TEXT, SUBTYPES})
    is_global: ClassVar[bool] = False

    @property
    def chosen_as_it_begins(self) -> frozenset[str]:
        """The choices ``from`` and ``to`` of the words written ``chosen`` (612.2)."""
        return frozenset(k for k, w in (("from", self.old), ("to", self.new)) if w == "chosen")

    def check_choices(self, choices: Mapping[str, str]) -> None:
        """Each word written ``chosen`` is chosen as the effect begins, and is of the kind ``of``
        says (a text-changing effect whose word is not chosen changes nothing, silently)."""
        missing = sorted(self.chosen_as_it_begins - set(choices))
        if missing:
            raise ChoiceError(f"change_text: the word(s) {', '.join(missing)} are chosen as the effect begins (612.2): "
                              f"give the choices {', '.join(missing)}", missing_key(", ".join(missing)))
        words = [choices[k] if w == "chosen" else w for k, w in (("from", self.old), ("to", self.new))]
        if len({w in CREATURE_TYPES for w in words}) > 1:
            raise ChoiceError(f"change_text: {words[0]!r} → {words[1]!r}: a creature type is changed to a creature "
                              "type (612.2)", not_a("value_creature_type", words[1], ()))
        for k in sorted(self.chosen_as_it_begins):
            if self.of and not _word_of(choices[k], self.of):
                raise ChoiceError(f"change_text: the choice {k} {choices[k]!r} is not a {self.of} (612.2)",
                                  not_a("value_changeable_word", choices[k], _words_of(self.of)))

    def words(self, ctx: Context) -> tuple[str, str]:
        """The words, with ``chosen`` resolved from the choices ``from`` and ``to``."""
        old = ctx.choices.get("from", "") if self.old == "chosen" else self.old
        new = ctx.choices.get("to", "") if self.new == "chosen" else self.new
        return old, new

    def apply(self, view: View, ctx: Context) -> None:
        """Rewrite every ability's words (612.2) and its type line's land type or creature type
        (612.1: "the text that appears in its type line"; 612.4: a token's subtypes) — the words
        used as that kind of word: a land type for a land type, a creature type for a creature type.
        Layer 4's types come after it (613.1c), and so do a land type's mana ability (305.6)."""
        old, new = self.words(ctx)
        if old and new:
            view.abilities = [(k, rewrite_words(a, old, new)) for k, a in view.abilities]
            if old in view.subtypes and any(old in kind and new in kind for kind in (LAND_TYPES, CREATURE_TYPES)):
                view.subtypes = list(dict.fromkeys(new if s == old else s for s in view.subtypes))

    def signature(self, view: View, ctx: Context) -> object:
        """The words swapped."""
        return self.words(ctx)

    def describe(self) -> str:
        """Short English description."""
        return f"text: {self.old} → {self.new}"

    def says(self) -> Record:
        """What it does, for the reader: the words (612.2), each a color word or a land type, or the
        choice it is."""
        def word(w: str, choice: str) -> Term:
            return Term(choice) if w == "chosen" else Term(f"color_{w}" if w in COLOR_WORDS else f"subtype_{w}")
        return Record.of("part.change_text", old=word(self.old, "choice_from"), new=word(self.new, "choice_to"))


def _words_of(of: str) -> tuple[str, ...]:
    """The words of a kind ``of`` (612.2): the color words, the basic land types or the creature types."""
    if of == "creature type":
        return tuple(sorted(CREATURE_TYPES))
    return COLOR_WORDS if of == "color word" else tuple(BASIC_LAND_TYPES)


def _word_of(word: str, of: str) -> bool:
    """Whether ``word`` is of the kind ``of`` names."""
    return word in _words_of(of)


# ---- layer 4 -------------------------------------------------------------------------


@EFFECT_PARTS.register
@dataclass(frozen=True)
class AddTypes(EffectPart):
    """Layer 4: the object has these types in addition to its other types."""

    key: ClassVar[str] = "add_types"
    written: ClassVar[str] = "`add_types: Artifact Creature — Golem`"
    doc: ClassVar[str] = "adds card types, subtypes (`Wall` alone is a subtype), supertypes"
    doc_writes: ClassVar[str] = "types"
    takes: ClassVar[str] = "types"

    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    layer: ClassVar[Layer] = Layer.L4_TYPE
    reads: ClassVar[frozenset[str]] = frozenset()
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.add_types": "is also {types}",
    }

    @property
    def writes(self) -> frozenset[str]:
        """The type fields it adds to."""
        out = set()
        if self.card_types:
            out.add(CARD_TYPES_F)
        if self.subtypes:
            out.add(SUBTYPES)
        if self.supertypes:
            out.add(SUPERTYPES_F)
        return frozenset(out)

    @classmethod
    def made(cls, value: Any) -> tuple[AddTypes]:
        """(card types, subtypes, supertypes)."""
        return (cls(*value),)

    @property
    def choice_words(self) -> frozenset[str]:
        """``chosen`` among its subtypes: the choice ``creature type`` (607.2d)."""
        return super().choice_words | ({"creature type"} if "chosen" in self.subtypes else set())

    def chosen_subtypes(self, ctx: Context) -> list[str]:
        """The subtypes, ``chosen`` read from the linked choice ``creature type`` (607.2d:
        "it is the chosen type in addition to its other types"); an undefined choice adds none."""
        if "chosen" not in self.subtypes:
            return [s for s in self.subtypes if s]
        out = [ctx.choices.get("creature type", "") if s == "chosen" else s for s in self.subtypes]
        return [s for s in out if s]

    def apply(self, view: View, ctx: Context) -> None:
        """Add the types (keeping the existing ones)."""
        if self.card_types:
            view.card_types |= set(self.card_types)
        if self.subtypes:
            view.subtypes += [s for s in self.chosen_subtypes(ctx) if s not in view.subtypes]
        if self.supertypes:
            view.supertypes |= set(self.supertypes)

    def apply_all(self, views: Iterable[View], ctx: Context) -> None:
        """:meth:`apply` to each of ``views``; one subtype (the usual case) without a call each."""
        if self.card_types or self.supertypes or len(self.subtypes) != 1 or self.subtypes[0] in ("chosen", ""):
            for view in views:
                self.apply(view, ctx)
            return
        word = self.subtypes[0]
        for view in views:
            if word not in view.subtypes:
                view.subtypes.append(word)

    def trial_words(self, ctx: Context) -> tuple[tuple[str, str], ...]:
        """The words it may add, by field: what it changes on an object depends only on which
        of them the object has (for trial application, 613.8a)."""
        return (*((CARD_TYPES_F, t) for t in self.card_types), *((SUBTYPES, s) for s in self.chosen_subtypes(ctx)),
                *((SUPERTYPES_F, t) for t in self.supertypes))

    def signature(self, view: View, ctx: Context) -> object:
        """The types added."""
        return (self.card_types, tuple(self.chosen_subtypes(ctx)), self.supertypes)

    def describe(self) -> str:
        """Short English description."""
        words = [t.capitalize() for t in self.supertypes + self.card_types] + list(self.subtypes)
        return "is also " + " ".join(words)

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.add_types", types=(*(Term(f"supertype_{t}") for t in self.supertypes),
                                                  *(Term(f"type_{t}") for t in self.card_types),
                                                  *(Term(f"subtype_{t}") for t in self.subtypes)))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class SetLandType(EffectPart):
    """Layer 4: the land's land type becomes ``word`` (305.7): it loses its other land types
    and the abilities from its rules text, and has the basic land type's mana ability."""

    key: ClassVar[str] = "set_land_type"
    written: ClassVar[str] = "`set_land_type: Mountain`"
    doc: ClassVar[str] = ("305.7: a basic land type (another word is refused): the land loses its other land types "
                          "and the abilities of its rules text and old land types, has the new type's mana ability "
                          "(305.6); its card types, supertypes and other subtypes stay, and abilities effects grant "
                          "(layer 6) stay")
    doc_writes: ClassVar[str] = "subtypes, abilities"
    takes: ClassVar[str] = "text"  # a basic land type (or ``chosen``)

    word: str
    layer: ClassVar[Layer] = Layer.L4_TYPE
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({SUBTYPES, ABILITIES_REMOVE, ABILITIES_ADD})
    is_global: ClassVar[bool] = False

    @classmethod
    def made(cls, value: Any) -> tuple[SetLandType]:
        """A basic land type: 305.7 is what setting a land's subtype to one does (another land
        type, or a choice, the vocabulary does not take)."""
        if not isinstance(value, str) or value.strip() not in BASIC_LAND_TYPES:
            raise ValueSyntaxError(f"305.7: a basic land type ({', '.join(BASIC_LAND_TYPES)}), not {value!r}",
                                   not_a("value_basic_land_type", value, tuple(BASIC_LAND_TYPES)))
        return (cls(value.strip()),)

    def apply(self, view: View, ctx: Context) -> None:
        """305.7: on a land, its land types become this one (its other subtypes, card types and
        supertypes stay) and it loses the abilities of its rules text, printed or copied (layer
        1) — the abilities effects grant come in layer 6 and stay (613.1f). The new type's mana
        ability, and no old type's, is given from its types after layer 4 (305.6,
        engine.evaluate)."""
        if "land" not in view.card_types:
            return  # 305.7: a land's subtype (205.3d: a land type is a land's)
        view.subtypes = [s for s in view.subtypes if s not in LAND_TYPES] + [self.word]
        view.abilities = [(k, a) for k, a in view.abilities if k in view.granted]

    def signature(self, view: View, ctx: Context) -> object:
        """The land type."""
        return self.word

    def describe(self) -> str:
        """Short English description."""
        return f"is a {self.word} (305.7: loses other land types and rules-text abilities)"


@EFFECT_PARTS.register
@dataclass(frozen=True)
class SetCreatureTypes(EffectPart):
    """Layer 4: its creature types become ``word`` — or the chosen creature type, ``chosen``
    (607.2d) — replacing the creature types it had, not in addition (205.1a: "creatures you
    control are the chosen type"); its other subtypes stay. An undefined choice: it does nothing
    (607.5a)."""

    key: ClassVar[str] = "set_creature_types"
    written: ClassVar[str] = "`set_creature_types: chosen` / `Elf`"
    doc: ClassVar[str] = ("205.1a: its creature types become this one — `chosen`: the chosen creature type (607.2d: "
                          "\"creatures you control are the chosen type\") — replacing the others, not in addition; "
                          "its other subtypes stay")
    doc_writes: ClassVar[str] = "subtypes"
    takes: ClassVar[str] = "any"
    word: str
    layer: ClassVar[Layer] = Layer.L4_TYPE
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({SUBTYPES})
    is_global: ClassVar[bool] = False

    @classmethod
    def made(cls, value: Any) -> tuple[SetCreatureTypes]:
        """A creature type or ``chosen``."""
        if not isinstance(value, str) or not (value == "chosen" or value[:1].isupper()) or " " in value.strip():
            raise ValueSyntaxError(f"a creature type (capitalized) or `chosen`, not {value!r}",
                                   not_a("value_creature_type_or_chosen", value, hint=False))
        return (cls(value.strip()),)

    @property
    def choice_words(self) -> frozenset[str]:
        """``chosen``: the choice ``creature type``."""
        return super().choice_words | ({"creature type"} if self.word == "chosen" else set())

    def creature_type(self, ctx: Context) -> str:
        """The type, the choice read (``""``: none)."""
        return ctx.choices.get("creature type", "") if self.word == "chosen" else self.word

    def apply(self, view: View, ctx: Context) -> None:
        """205.1a: the new creature type replaces the old ones."""
        word = self.creature_type(ctx)
        if word:
            view.subtypes = [s for s in view.subtypes if s in LAND_TYPES or s in NONCREATURE_SUBTYPES] + [word]

    def signature(self, view: View, ctx: Context) -> object:
        """The creature type."""
        return self.creature_type(ctx)

    def describe(self) -> str:
        """Short English description."""
        return f"is the creature type {self.word} (instead of its other creature types, 205.1a)"


# 205.3g–k: the card type a subtype is correlated with (205.1a); a subtype of none of these sets
# is a creature type (205.3m), correlated with creature and kindred (308.3).
_SUBTYPE_OF: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (LAND_TYPES, frozenset({"land"})), (ARTIFACT_TYPES, frozenset({"artifact"})),
    (ENCHANTMENT_TYPES, frozenset({"enchantment"})), (SPELL_TYPES, frozenset({"instant", "sorcery"})))


def _written(type_line: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]) -> str:
    """A type line (card types, subtypes, supertypes) as written (``Legendary Creature — Bear``)."""
    card_types, subtypes, supertypes = type_line
    front = " ".join(w.capitalize() for w in (*supertypes, *card_types))
    return f"{front} — {' '.join(subtypes)}" if subtypes else front


def _correlated(subtype: str) -> frozenset[str]:
    """The card types ``subtype`` is a subtype of (205.3)."""
    return next((types for words, types in _SUBTYPE_OF if subtype in words), frozenset({"creature", "kindred"}))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class SetTypes(EffectPart):
    """Layer 4 (613.1d): the object's card types become these, replacing the others (205.1a:
    "becomes an artifact creature", not "in addition to its other types") — but an instant or
    sorcery keeps that type; a subtype correlated with a card type it no longer has is removed,
    unless it is also a subtype of a card type it has; creature types given replace its creature
    types (205.1a); its supertypes stay.

    >>> from engine.view import View
    >>> SetTypes(("artifact",)).describe()
    'is Artifact (instead of its other card types, 205.1a)'
    """

    key: ClassVar[str] = "set_types"
    written: ClassVar[str] = "`set_types: Artifact Creature` / `Creature — Golem`"
    doc: ClassVar[str] = ("205.1a: its card types become these, replacing the others (an instant or sorcery keeps "
                          "that type); the subtypes of a card type it no longer has are removed; creature types given "
                          "replace its creature types; its supertypes stay")
    doc_writes: ClassVar[str] = "types"
    takes: ClassVar[str] = "types"
    card_types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    layer: ClassVar[Layer] = Layer.L4_TYPE
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({CARD_TYPES_F, SUBTYPES})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.set_types": "is {types} (instead of its other card types)",
    }

    @classmethod
    def made(cls, value: Any) -> tuple[SetTypes]:
        """A type line of card types (and creature types): its supertypes stay its own."""
        card_types, subtypes, supertypes = value
        if not card_types or supertypes:
            raise ValueSyntaxError("card types (and creature types after —: `Artifact Creature — Golem`); its "
                                   f"supertypes stay, not {value!r}", not_a("value_set_types", _written(value)))
        if any(_correlated(s) != {"creature", "kindred"} for s in subtypes):
            raise ValueSyntaxError(f"only creature types go after —, not {subtypes!r} (205.1a)",
                                   not_a("value_creature_types", " ".join(subtypes)))
        return (cls(card_types, subtypes),)

    def apply(self, view: View, ctx: Context) -> None:
        """205.1a."""
        view.card_types = set(self.card_types) | (view.card_types & {"instant", "sorcery"})
        kept = [s for s in view.subtypes if _correlated(s) & view.card_types]
        if self.subtypes:
            kept = [s for s in kept if _correlated(s) != {"creature", "kindred"}]
        view.subtypes = kept + [s for s in self.subtypes if s not in kept]

    def signature(self, view: View, ctx: Context) -> object:
        """The types set."""
        return (self.card_types, self.subtypes)

    def describe(self) -> str:
        """Short English description."""
        words = " ".join([t.capitalize() for t in self.card_types] + list(self.subtypes))
        return f"is {words} (instead of its other card types, 205.1a)"

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.set_types", types=(*(Term(f"type_{t}") for t in self.card_types),
                                                  *(Term(f"subtype_{t}") for t in self.subtypes)))


@dataclass(frozen=True)
class Reconfigured(Says):
    """702.151b (layer 4, 613.1d): an Equipment with reconfigure attached to a creature stops being
    a creature until it becomes unattached — a rule, at the timestamp attaching gave it (701.3c);
    the subtypes of the card type it no longer has go (205.1a)."""

    layer: ClassVar[Layer] = Layer.L4_TYPE
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({CARD_TYPES_F, SUBTYPES})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.reconfigured": "isn't a creature while it is attached ({rule})",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """No longer a creature, nor its creature types."""
        view.card_types.discard("creature")
        view.subtypes = [s for s in view.subtypes if _correlated(s) & view.card_types]

    def signature(self, view: View, ctx: Context) -> object:
        """Always the same change."""
        return "reconfigured"

    def describe(self) -> str:
        """Short English description."""
        return "isn't a creature while it is attached (702.151b)"

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.reconfigured", rule=Rule("702.151b"))


# ---- layer 5 -------------------------------------------------------------------------


def _colors(words: tuple[str, ...], ctx: Context) -> set[str]:
    """Colors with ``chosen`` resolved from the effect's choices."""
    return {ctx.choices.get("color", "") if w == "chosen" else w for w in words} - {""}


@dataclass(frozen=True)
class ColorPart(EffectPart):
    """Layer 5: a part that adds or sets colors (``chosen``: the effect's choice)."""

    doc_writes: ClassVar[str] = "colors"
    takes: ClassVar[str] = "colors"

    colors: tuple[str, ...]
    layer: ClassVar[Layer] = Layer.L5_COLOR
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({COLORS})
    is_global: ClassVar[bool] = False

    @property
    def chosen_as_it_begins(self) -> frozenset[str]:
        """``chosen``: the color chosen as its effect begins ("becomes the color of your choice", 608.2d)."""
        return frozenset({"color"}) if "chosen" in self.colors else frozenset()

    def signature(self, view: View, ctx: Context) -> object:
        """The colors added or set."""
        return frozenset(_colors(self.colors, ctx))

    @property
    def choice_words(self) -> frozenset[str]:
        """``chosen`` among its colors: the choice ``color``."""
        return super().choice_words | ({"color"} if "chosen" in self.colors else set())


@EFFECT_PARTS.register
@dataclass(frozen=True)
class AddColors(ColorPart):
    """Layer 5: the object is these colors in addition to its other colors."""

    key: ClassVar[str] = "add_colors"
    written: ClassVar[str] = "`add_colors: [blue]` / `chosen`"
    doc: ClassVar[str] = "adds colors"

    records: ClassVar[dict[str, str]] = {
        "part.add_colors": "is also {colors}",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """Add the colors."""
        view.colors |= _colors(self.colors, ctx)

    def trial_words(self, ctx: Context) -> tuple[tuple[str, str], ...]:
        """The colors it may add: what it changes on an object depends only on which of them
        the object has (for trial application, 613.8a)."""
        return tuple((COLORS, c) for c in sorted(_colors(self.colors, ctx)))

    def describe(self) -> str:
        """Short English description."""
        return "is also " + " and ".join(self.colors)

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.add_colors", colors=tuple(Term(f"color_{c}") for c in self.colors))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class SetColors(ColorPart):
    """Layer 5: the object is exactly these colors (105.3)."""

    key: ClassVar[str] = "set_colors"
    written: ClassVar[str] = "`set_colors: [black, green]` / `chosen`"
    doc: ClassVar[str] = "replaces the colors"

    records: ClassVar[dict[str, str]] = {
        "part.set_colors": "is {colors}",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """Replace the colors."""
        view.colors = _colors(self.colors, ctx)

    def describe(self) -> str:
        """Short English description."""
        return "is " + " and ".join(self.colors)

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.set_colors", colors=tuple(Term(f"color_{c}") for c in self.colors))


# ---- layer 6 -------------------------------------------------------------------------


@EFFECT_PARTS.register
@dataclass(frozen=True)
class LoseAllAbilities(EffectPart):
    """Layer 6: the object loses all abilities."""

    key: ClassVar[str] = "lose_all_abilities"
    written: ClassVar[str] = "`lose_all_abilities: true`"
    doc: ClassVar[str] = "loses every ability"
    doc_writes: ClassVar[str] = "abilities"

    layer: ClassVar[Layer] = Layer.L6_ABILITY
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES_REMOVE})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.lose_all_abilities": "loses all abilities",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """Remove every ability."""
        view.abilities, view.granted = [], {}

    def signature(self, view: View, ctx: Context) -> object:
        """Always the same."""
        return "lose all"

    def describe(self) -> str:
        """Short English description."""
        return "loses all abilities"

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.lose_all_abilities")


@EFFECT_PARTS.register
@dataclass(frozen=True)
class LoseAbilities(EffectPart):
    """Layer 6: the object loses the named abilities (by text, e.g. ``Flying``)."""

    key: ClassVar[str] = "lose_abilities"
    written: ClassVar[str] = "`lose_abilities: [flying]`"
    doc: ClassVar[str] = "loses the named abilities"
    doc_writes: ClassVar[str] = "abilities"
    takes: ClassVar[str] = "words"  # an ability or a list of abilities

    names: tuple[str, ...]
    layer: ClassVar[Layer] = Layer.L6_ABILITY
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES_REMOVE})

    def __post_init__(self) -> None:
        """Each name a keyword (702) or an ability's whole text (a sentence): another word
        ("vigilence") removed nothing, silently."""
        for name in self.names:
            if not name.rstrip().endswith((".", ")", "\"")):
                Keyword.spelled(name)
    records: ClassVar[dict[str, str]] = {
        "part.lose_abilities": "loses {abilities}",
    }
    is_global: ClassVar[bool] = False
    verb: ClassVar[str] = "loses"  # the English of describe, and the record part.<key>

    def apply(self, view: View, ctx: Context) -> None:
        """Remove the abilities whose text matches a name (case-insensitive)."""
        names = {n.lower() for n in self.names}
        view.abilities = [(k, a) for k, a in view.abilities if a.text.lower() not in names]

    def signature(self, view: View, ctx: Context) -> object:
        """The names."""
        return self.names

    def describe(self) -> str:
        """Short English description."""
        return self.verb + " " + ", ".join(self.names)

    def says(self) -> Record:
        """What it does, for the reader: each keyword by its record, an ability by its text."""
        return Record.of(f"part.{self.key}", abilities=tuple(
            Text(n) if n.rstrip().endswith((".", ")", "\"")) else Keyword(n).says() for n in self.names))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class CantHave(LoseAbilities):
    """Layer 6 (613.1f): the object can't have the named abilities (113.11) — it loses them, as
    :class:`LoseAbilities`, and no effect or keyword counter adds them while this applies, whatever
    its timestamp."""

    key: ClassVar[str] = "cant_have"
    written: ClassVar[str] = "`cant_have: [flying]`"
    doc: ClassVar[str] = ("113.11, 613.1f: \"loses flying and can't have or gain flying\" — it loses the named "
                          "abilities, and while this applies no effect (earlier or later, a static ability's or a "
                          "resolved one's) and no keyword counter gives them to it; its other grants still apply")
    records: ClassVar[dict[str, str]] = {
        "part.cant_have": "can't have {abilities}",
    }
    verb: ClassVar[str] = "can't have"

    def apply(self, view: View, ctx: Context) -> None:
        """113.11: remove the abilities it names, and mark them so no grant in this layer adds them."""
        view.cant_have = view.cant_have | frozenset(n.lower() for n in self.names)
        super().apply(view, ctx)


@EFFECT_PARTS.register
@dataclass(frozen=True)
class AddAbilities(EffectPart):
    """Layer 6: the object has these abilities (613.7a: their effects take the later
    of the object's timestamp and this effect's, and a new one when the object gets one)."""

    key: ClassVar[str] = "add_abilities"
    written: ClassVar[str] = "`add_abilities: [defender, {static: …}]`"
    doc: ClassVar[str] = ("gains abilities (613.7a: their effects take the later of the object's and this effect's "
                          "timestamp, and a new one when the object gets one); a `keyword_for` gets the words of its linked value (607.2a, 607.2d)")
    doc_writes: ClassVar[str] = "abilities"
    takes: ClassVar[str] = "abilities"

    abilities: tuple[AbilityValue, ...]  # engine.abilities.Ability
    layer: ClassVar[Layer] = Layer.L6_ABILITY
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES_ADD})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.add_abilities": "has {abilities}",
    }

    @classmethod
    def made(cls, value: Any) -> tuple[AddAbilities]:
        """A granted ``keyword_for`` gets the linked values of the ability that grants it (607.2a):
        a ``link`` of its own would do nothing and is refused."""
        for ab in value:
            if isinstance(ab, KeywordFor) and ab.link:
                raise ValueSyntaxError("keyword_for: a granted one refers to the linked values of the ability that "
                                       "grants it: give `link` to that ability, not to keyword_for (607.2a)",
                                       goes_in("link", "static", "607.2a"))
        return (cls(tuple(value)),)

    @property
    def choice_words(self) -> frozenset[str]:
        """The choice a keyword made of a linked value reads (607.2d: "protection from the chosen color")."""
        return super().choice_words | {LINKED_VALUES.get(a.each).choice for a in self.abilities
                                       if isinstance(a, KeywordFor)}

    def apply(self, view: View, ctx: Context) -> None:
        """Grant each ability under the key ``<effect id>:<i>``. A keyword made of the words
        of a linked value (:class:`KeywordFor`: "protection from the chosen color", 607.2d)
        is one keyword per word (key ``<effect id>:<i>:<word>`` when the value has several);
        none while the value is undefined for this ability (607.5a)."""
        for i, ability in enumerate(self.abilities):
            granted: list[tuple[str, AbilityValue]] = [(f"{ctx.effect_id}:{i}", ability)]
            if isinstance(ability, KeywordFor):
                value = LINKED_VALUES.get(ability.each)
                granted = [(f"{ctx.effect_id}:{i}:{w}" if value.many else f"{ctx.effect_id}:{i}",
                            Keyword(ability.name.replace("{}", w))) for w in value.words(ctx.choices)]
            for key, ab in granted:
                if ab.text.lower() in view.cant_have or f"{view.id}:{ab.text.lower()}" in ctx.withheld:
                    continue  # 113.11: an ability it can't have is not added, whatever the timestamps
                if all(k != key for k, _ in view.abilities):
                    view.abilities.append((key, ab))
                    view.granted[key] = ctx.timestamp

    def signature(self, view: View, ctx: Context) -> object:
        """The abilities granted."""
        return self.abilities

    def describe(self) -> str:
        """Short English description."""
        return "has " + ", ".join(a.text for a in self.abilities)

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.add_abilities", abilities=tuple(Text(a.text) for a in self.abilities))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class AddAbilitiesOf(EffectPart):
    """Layer 6: the object gains all activated abilities the target objects have now
    ("gains all activated abilities of target creature") — or, with ``of``, every object that
    selector describes ("it has all activated abilities of all creature cards in all
    graveyards", as they are in this layer). The abilities from one object are granted
    together by one effect, so they are linked as on the original (607.5): key
    ``<effect id>:<object>:<i>``."""

    key: ClassVar[str] = "add_abilities_of"
    written: ClassVar[str] = "`add_abilities_of: target` / `all creature cards in all graveyards`"
    doc: ClassVar[str] = ("gains all activated abilities of its target, granted together (607.5) — or of every object "
                          "a selector describes (`all creature cards in all graveyards`), as they are in this layer")
    doc_writes: ClassVar[str] = "abilities"
    doc_reads: ClassVar[str] = "abilities"
    takes: ClassVar[str] = "any"
    selector_context: ClassVar[str] = "static"
    kind: str = "activated"
    of: Selector | None = None
    layer: ClassVar[Layer] = Layer.L6_ABILITY
    reads: ClassVar[frozenset[str]] = frozenset({ABILITIES_ADD, ABILITIES_REMOVE})
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES_ADD})
    is_global: ClassVar[bool] = True

    @classmethod
    def made(cls, value: Any) -> tuple[AddAbilitiesOf]:
        """``target`` or a selector phrase."""
        if value == "target":
            return (cls("activated"),)
        if not isinstance(value, str) or value.startswith("target "):
            raise ValueSyntaxError("target (all activated abilities of the target), or a selector phrase (`all "
                                   f"creature cards in all graveyards`), not {value!r}",
                                   wrong_type("add_abilities_of", "value_target_or_selector", value))
        return (cls("activated", selector_in(value, cls.selector_context)),)

    @property
    def needs(self) -> frozenset[str]:
        """``target``: the targets chosen for its effect; else what its selector reads."""
        return frozenset({"targets"}) if self.of is None else self.of.needs

    def _found(self, ctx: Context) -> list[tuple[str, list[AbilityValue]]]:
        out: list[tuple[str, list[AbilityValue]]] = []
        for t in ctx.targets if self.of is None else self.of.select(ctx):
            other = ctx.views.get(t)
            if other is not None:  # its abilities of the kind (engine.abilities.ABILITY_KINDS: `activated`)
                out.append((t, [a for _, a in other.abilities if a.key == self.kind]))
        return out

    def apply(self, view: View, ctx: Context) -> None:
        """Grant each activated ability of each target."""
        for t, abilities in self._found(ctx):
            for i, ability in enumerate(abilities):
                key = f"{ctx.effect_id}:{t}:{i}"
                if ability.text.lower() in view.cant_have or f"{view.id}:{ability.text.lower()}" in ctx.withheld:
                    continue  # 113.11
                if all(k != key for k, _ in view.abilities):
                    view.abilities.append((key, ability))
                    view.granted[key] = ctx.timestamp

    def signature(self, view: View, ctx: Context) -> object:
        """The abilities it would grant."""
        return tuple((t, tuple(a)) for t, a in self._found(ctx))

    def describe(self) -> str:
        """Short English description."""
        return f"gains all activated abilities of {self.of.text if self.of else 'its target'}"


# ---- layer 7 -------------------------------------------------------------------------


@EFFECT_PARTS.register
@dataclass(frozen=True)
class SetPT(EffectPart):
    """Layer 7b (or 7a when ``defining``, a CDA): power and/or toughness become values."""

    key: ClassVar[str] = "set_pt"
    written: ClassVar[str] = "`set_pt: 0/4` / `its mana value` / `{power: …, toughness: …}`"
    layer_note: ClassVar[str] = " (7a under `cda:`)"
    doc: ClassVar[str] = "sets power and/or toughness (expressions: below)"
    doc_writes: ClassVar[str] = "P/T"
    doc_reads: ClassVar[str] = "the expressions"
    takes: ClassVar[str] = "pt_set"

    power: Expr | None
    toughness: Expr | None
    defining: bool = False
    records: ClassVar[dict[str, str]] = {
        "part.set_pt": "base power and toughness {pt}",
    }

    @classmethod
    def made(cls, value: Any) -> tuple[SetPT]:
        """(power, toughness), either None."""
        return (cls(*value),)

    @property
    def is_global(self) -> bool:
        """Whether an expression reads other objects."""
        return any(e is not None and e.is_global for e in (self.power, self.toughness))

    @property
    def layer(self) -> Layer:
        """7a for a characteristic-defining ability (613.4a), else 7b (613.4b)."""
        return Layer.L7A_CDA if self.defining else Layer.L7B_SET

    @property
    def reads(self) -> frozenset[str]:
        """What the expressions read."""
        out: frozenset[str] = frozenset()
        for e in (self.power, self.toughness):
            if e is not None:
                out |= e.reads
        return out

    @property
    def writes(self) -> frozenset[str]:
        """Power and/or toughness."""
        return frozenset(n for n, e in ((POWER, self.power), (TOUGHNESS, self.toughness)) if e is not None)

    def apply(self, view: View, ctx: Context) -> None:
        """Set the values."""
        if self.power is not None:
            view.power = self.power.evaluate(view, ctx)
        if self.toughness is not None:
            view.toughness = self.toughness.evaluate(view, ctx)

    def fixed(self, views: Mapping[str, View], affected: Iterable[str], ctx: Context) -> SetPT:
        """608.2h: the values determined once, as a resolved effect is created."""
        on = tuple(affected)
        return replace(self, power=None if self.power is None else fixed(self.power, views, on, ctx),
                       toughness=None if self.toughness is None else fixed(self.toughness, views, on, ctx))

    def signature(self, view: View, ctx: Context) -> object:
        """The values it would set."""
        return tuple(None if e is None else e.evaluate(view, ctx) for e in (self.power, self.toughness))

    def describe(self) -> str:
        """Short English description."""
        if isinstance(self.power, Const) and isinstance(self.toughness, Const):
            return f"base power and toughness {self.power.value}/{self.toughness.value}"
        return f"power {self.power}, toughness {self.toughness}"

    def says(self) -> Record:
        """What it does, for the reader."""
        if isinstance(self.power, Const) and isinstance(self.toughness, Const):
            return Record.of("part.set_pt", pt=f"{self.power.value}/{self.toughness.value}")
        return Record.of("part.plain", text=Text(self.describe()))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class ModifyPT(EffectPart):
    """Layer 7c: power and toughness get +X/+Y (613.4c)."""

    key: ClassVar[str] = "modify_pt"
    written: ClassVar[str] = "`modify_pt: +1/+1` / `{power: …, toughness: …}`"
    doc: ClassVar[str] = "adds to power and toughness"
    doc_writes: ClassVar[str] = "P/T"
    doc_reads: ClassVar[str] = "the expressions"
    takes: ClassVar[str] = "pt_modify"

    power: Expr
    toughness: Expr
    layer: ClassVar[Layer] = Layer.L7C_MODIFY
    writes: ClassVar[frozenset[str]] = frozenset({POWER, TOUGHNESS})
    records: ClassVar[dict[str, str]] = {
        "part.modify_pt": "{pt}",
    }

    @classmethod
    def made(cls, value: Any) -> tuple[ModifyPT]:
        """(power, toughness): one not given adds 0."""
        power, toughness = value
        return (cls(power or Const(0), toughness or Const(0)),)

    @property
    def is_global(self) -> bool:
        """Whether an expression reads other objects."""
        return self.power.is_global or self.toughness.is_global

    @property
    def reads(self) -> frozenset[str]:
        """What the expressions read."""
        return self.power.reads | self.toughness.reads

    def apply(self, view: View, ctx: Context) -> None:
        """Add the amounts."""
        if view.power is not None:
            view.power += self.power.evaluate(view, ctx)
        if view.toughness is not None:
            view.toughness += self.toughness.evaluate(view, ctx)

    def fixed(self, views: Mapping[str, View], affected: Iterable[str], ctx: Context) -> ModifyPT:
        """608.2h: the amounts determined once, as a resolved effect is created ("+X/+0 until end of
        turn, where X is the number of creatures you control" keeps that X)."""
        on = tuple(affected)
        return replace(self, power=fixed(self.power, views, on, ctx), toughness=fixed(self.toughness, views, on, ctx))

    def signature(self, view: View, ctx: Context) -> object:
        """The amounts."""
        return (self.power.evaluate(view, ctx), self.toughness.evaluate(view, ctx))

    def describe(self) -> str:
        """Short English description."""
        if isinstance(self.power, Const) and isinstance(self.toughness, Const):
            return f"{self.power.value:+d}/{self.toughness.value:+d}"
        return f"+({self.power})/+({self.toughness})"

    def says(self) -> Record:
        """What it does, for the reader (its typed parts: an effect with no card text)."""
        if isinstance(self.power, Const) and isinstance(self.toughness, Const):
            return Record.of("part.modify_pt", pt=f"{self.power.value:+d}/{self.toughness.value:+d}")
        return Record.of("part.plain", text=Text(self.describe()))


@dataclass(frozen=True)
class CounterPT(Says):
    """Counters that modify power and toughness (613.4c today; 7d in the 2009 CR)."""

    kind: str
    power: int
    toughness: int
    count: int
    layer: ClassVar[Layer] = Layer.L7C_COUNTERS
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({POWER, TOUGHNESS})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.counters": "{amount} {counter} counter(s)",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """Add count × the counter's amounts."""
        if view.power is not None:
            view.power += self.power * self.count
        if view.toughness is not None:
            view.toughness += self.toughness * self.count

    def signature(self, view: View, ctx: Context) -> object:
        """The total."""
        return (self.power * self.count, self.toughness * self.count)

    def describe(self) -> str:
        """Short English description."""
        return f"{self.count} {self.kind} counter" + ("s" if self.count != 1 else "")

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.counters", amount=self.count, counter=Counter(self.kind))


@EFFECT_PARTS.register
@dataclass(frozen=True)
class SwitchPT(EffectPart):
    """Layer 7d (7e in 2009): switch power and toughness (613.4d)."""

    key: ClassVar[str] = "switch_pt"
    written: ClassVar[str] = "`switch_pt: true`"
    doc: ClassVar[str] = "switches power and toughness"
    doc_writes: ClassVar[str] = "P/T"
    doc_reads: ClassVar[str] = "P/T"

    layer: ClassVar[Layer] = Layer.L7D_SWITCH
    reads: ClassVar[frozenset[str]] = frozenset({POWER, TOUGHNESS})
    writes: ClassVar[frozenset[str]] = frozenset({POWER, TOUGHNESS})
    is_global: ClassVar[bool] = False
    records: ClassVar[dict[str, str]] = {
        "part.switch_pt": "switch power and toughness",
    }

    def apply(self, view: View, ctx: Context) -> None:
        """Each becomes the other."""
        view.power, view.toughness = view.toughness, view.power

    def signature(self, view: View, ctx: Context) -> object:
        """Always the same (what it does does not depend on the values)."""
        return "switch"

    def describe(self) -> str:
        """Short English description."""
        return "switch power and toughness"

    def says(self) -> Record:
        """What it does, for the reader."""
        return Record.of("part.switch_pt")


# ---- players and game rules ---------------------------------------------------------


@EFFECT_PARTS.register
@dataclass(frozen=True)
class PlayersGain(EffectPart):
    """Effects on players (613.10 today, 613.9 in 2009): "You have hexproof".

    ``who``: ``you`` (the effect's controller), ``opponents`` or ``each`` player.
    """

    key: ClassVar[str] = "players_gain"
    written: ClassVar[str] = "`players_gain: {who: you, abilities: [hexproof]}`"
    doc: ClassVar[str] = "players gain abilities; `who`: `you`, `opponents`, `each`"
    doc_writes: ClassVar[str] = "players"
    takes: ClassVar[str] = ""  # a mapping
    keys: ClassVar[tuple[Key, ...]] = (
        Key("abilities", "abilities", "words", "an ability or a list of abilities", required=True),
        Key("who", "who", "word", "the players: you, opponents, each", words=("you", "opponents", "each")))

    abilities: tuple[str, ...]
    who: str = "you"
    layer: ClassVar[Layer] = Layer.PLAYERS
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({"players"})
    is_global: ClassVar[bool] = False

    def players(self, ctx: Context, players: tuple[str, ...]) -> list[str]:
        """The players it applies to."""
        if self.who == "each":
            return list(players)
        if self.who == "opponents":
            return [p for p in players if p != ctx.controller]
        return [p for p in players if p == ctx.controller]

    def apply(self, view: View, ctx: Context) -> None:
        """Nothing to do to objects."""

    def signature(self, view: View, ctx: Context) -> object:
        """The abilities."""
        return (self.who, self.abilities)

    def describe(self) -> str:
        """Short English description."""
        return f"{self.who}: " + ", ".join(self.abilities)


@dataclass(frozen=True)
class RulesPart(EffectPart):
    """A part of an effect on the rules of the game (613.11 today, 613.10 in 2009): it changes
    no object, and is shown as its ``text`` (the effect's, when it has none of its own)."""

    doc_writes: ClassVar[str] = "rules"
    selector_context: ClassVar[str] = "game rule"
    text: str
    layer: ClassVar[Layer] = Layer.GAME_RULES
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({"rules"})
    is_global: ClassVar[bool] = False

    def apply(self, view: View, ctx: Context) -> None:
        """Nothing to do to objects."""

    def describe(self) -> str:
        """Short English description."""
        return self.text


# 613.11: the game rules a `game_rule:` may state, each with what it forbids (509.1b, 508.1c) and
# the creatures it forbids it: another text would be shown and do nothing.
GAME_RULES: dict[str, str] = {"Creatures can't attack.": "attack", "Creatures can't block.": "block"}


@EFFECT_PARTS.register
@dataclass(frozen=True)
class GameRule(RulesPart):
    """Effects on the rules of the game (613.11 today, 613.10 in 2009): "Creatures can't block"
    (one of :data:`GAME_RULES`), a restriction on every creature (508.1c, 509.1b).

    >>> GameRule("Creatures can't block.").forbids
    'block'
    """

    key: ClassVar[str] = "game_rule"
    written: ClassVar[str] = "`game_rule: \"Creatures can't block.\"`"
    doc: ClassVar[str] = ("an effect on the rules of the game, one of: `\"Creatures can't attack.\"` (508.1c: no creature "
                          "may be declared as an attacker), `\"Creatures can't block.\"` (509.1b: nor as a blocker) — "
                          "enforced by `attack` and `block`; another text is refused. Shown with the game rules")
    takes: ClassVar[str] = "word"

    @classmethod
    def schema(cls) -> tuple[Key, ...]:
        """Its one text: a rule the game enforces."""
        return (Key(cls.key, cls.key, "word", cls.doc, main=True, words=tuple(GAME_RULES)),)

    @property
    def forbids(self) -> str:
        """What it forbids every creature: ``attack`` or ``block``."""
        return GAME_RULES[self.text]

    def signature(self, view: View, ctx: Context) -> object:
        """The rule."""
        return self.text


@dataclass(frozen=True)
class FlagRulesPart(RulesPart):
    """A part on the rules written as a flag (``true``): one part, its text the effect's."""

    takes: ClassVar[str] = "flag"

    @classmethod
    def made(cls, value: Any) -> tuple[Any, ...]:
        """``true``: one part (its text is the effect's)."""
        return (cls(""),) if value else ()


@dataclass(frozen=True)
class CombatRestriction(FlagRulesPart):
    """508.1c, 509.1b: the objects its effect affects can't attack (``cant_attack``) or block
    (``cant_block``): "This creature can't block" (a static ability, ``affected: self``),
    "Target creature can't block this turn" (a resolved effect: the objects it fixed, 611.2c),
    "Creatures your opponents control can't attack"."""

    forbids: ClassVar[str]

    def signature(self, view: View, ctx: Context) -> object:
        """What it forbids."""
        return self.forbids


@EFFECT_PARTS.register
@dataclass(frozen=True)
class CantAttack(CombatRestriction):
    """508.1c: the objects its effect affects can't attack."""

    key: ClassVar[str] = "cant_attack"
    written: ClassVar[str] = "`cant_attack: true`"
    doc: ClassVar[str] = ("508.1c: the creatures the effect affects (`affected`; a static ability's default: `self`) "
                          "can't be declared as attackers — `attack` refuses them. Shown with the game rules")
    forbids: ClassVar[str] = "attack"


@EFFECT_PARTS.register
@dataclass(frozen=True)
class CantBlock(CombatRestriction):
    """509.1b: the objects its effect affects can't block."""

    key: ClassVar[str] = "cant_block"
    written: ClassVar[str] = "`cant_block: true`"
    doc: ClassVar[str] = ("509.1b: the creatures the effect affects (`affected`; a static ability's default: `self`) "
                          "can't be declared as blockers — `block` refuses them. Shown with the game rules")
    forbids: ClassVar[str] = "block"


@dataclass(frozen=True)
class BlockPermission(FlagRulesPart):
    """509.1a as an effect changes it: the creatures its effect affects may block more than one
    attacking creature (:class:`BlockAdditional`, :class:`BlockAnyNumber`). No restriction."""


@EFFECT_PARTS.register
@dataclass(frozen=True)
class BlockAdditional(BlockPermission):
    """509.1a as an effect changes it: each creature its effect affects can block N more
    attacking creatures each combat ("can block an additional creature each combat": 1).
    Effects add up. No restriction: it forbids nothing."""

    key: ClassVar[str] = "block_additional"
    written: ClassVar[str] = "`block_additional: 1`"
    doc: ClassVar[str] = ("509.1a: each creature the effect affects (`affected`; a static ability's default: `self`) "
                          "can block N more attacking creatures each combat (\"can block an additional creature each "
                          "combat\": 1; two effects add up) — `block: {blocker: [attacker, attacker]}`; it divides its "
                          "combat damage among them as its controller chooses (510.1d). Shown with the game rules")
    takes: ClassVar[str] = "count"
    count: int = 1

    @classmethod
    def made(cls, value: Any) -> tuple[Any, ...]:
        """N: one part."""
        return (cls("", value),)

    def signature(self, view: View, ctx: Context) -> object:
        """How many more."""
        return ("block_additional", self.count)


@EFFECT_PARTS.register
@dataclass(frozen=True)
class BlockAnyNumber(BlockPermission):
    """509.1a as an effect changes it: each creature its effect affects can block any number
    of attacking creatures ("can block any number of creatures")."""

    key: ClassVar[str] = "block_any_number"
    written: ClassVar[str] = "`block_any_number: true`"
    doc: ClassVar[str] = ("509.1a: each creature the effect affects (`affected`; a static ability's default: `self`) "
                          "can block any number of attacking creatures — `block: {blocker: [attacker, …]}`; it divides "
                          "its combat damage among them as its controller chooses (510.1d). Shown with the game rules")

    def signature(self, view: View, ctx: Context) -> object:
        """Any number."""
        return "block_any_number"


@dataclass(frozen=True)
class BlockRequirement(FlagRulesPart):
    """509.1c: a requirement on blocking — the declaration must obey as many requirements as
    can be obeyed without disobeying a restriction (:class:`MustBlock`, :class:`MustBeBlocked`)."""


@EFFECT_PARTS.register
@dataclass(frozen=True)
class MustBlock(BlockRequirement):
    """509.1c: each creature its effect affects blocks each combat if able."""

    key: ClassVar[str] = "must_block"
    written: ClassVar[str] = "`must_block: true`"
    doc: ClassVar[str] = ("509.1c: each creature the effect affects (`affected`; a static ability's default: `self`) "
                          "blocks each combat if able — a requirement: `block` refuses a declaration that obeys fewer "
                          "requirements than the most that could be obeyed without disobeying a restriction (\"can't "
                          "block\", evasion, menace). Shown with the game rules")

    def signature(self, view: View, ctx: Context) -> object:
        """The requirement."""
        return "must_block"


@EFFECT_PARTS.register
@dataclass(frozen=True)
class MustBeBlocked(BlockRequirement):
    """509.1c: each creature able to block the attacking creatures its effect affects does so."""

    key: ClassVar[str] = "must_be_blocked"
    written: ClassVar[str] = "`must_be_blocked: true`"
    doc: ClassVar[str] = ("509.1c: \"all creatures able to block this creature do so\" — for each attacking creature "
                          "the effect affects (`affected`; a static ability's default: `self`), each creature of the "
                          "defending player has a requirement to block it; `block` refuses a declaration that obeys "
                          "fewer requirements than the most that could be obeyed without disobeying a restriction. "
                          "Shown with the game rules")

    def signature(self, view: View, ctx: Context) -> object:
        """The requirement."""
        return "must_be_blocked"


@dataclass(frozen=True)
class CastingBan(RulesPart):
    """101.2: the rule a static ability's ``cant_cast_named`` enforces (engine/casting.py),
    shown with the game rules as the ability's text — the part such an effect has (no key)."""

    def signature(self, view: View, ctx: Context) -> object:
        """The rule."""
        return self.text


CANT_TRIGGER_EVENTS: tuple[str, ...] = ("enters", "dies")


@EFFECT_PARTS.register
@dataclass(frozen=True)
class CantTrigger(RulesPart):
    """An effect on the game rules (613.11 today, 613.10 in 2009) that changes 603.2: an
    event no longer causes abilities to trigger. "Creatures entering the battlefield don't
    cause abilities to trigger": ``events`` ``("enters",)``, ``what`` ``creature`` (the
    object the event involves). ``whose``: only abilities of the permanents it describes
    ("… don't cause abilities of permanents your opponents control to trigger"), judged
    for the effect's controller; ``None``: every ability.

    >>> from engine.selectors import parse_selector
    >>> CantTrigger("Creatures entering don't cause abilities to trigger.", ("enters",),
    ...             parse_selector("creature")).describe()
    "Creatures entering don't cause abilities to trigger."
    """

    key: ClassVar[str] = "cant_trigger"
    written: ClassVar[str] = "`cant_trigger: {event: enters, what: creature}`"
    doc: ClassVar[str] = ("603.2 changed: an event (`enters`, `dies`, or a list `[enters, dies]`) involving an object "
                          "`what` describes doesn't cause abilities (of that event kind) to trigger; `whose: "
                          "permanents your opponents control` limits it to those permanents' abilities (\"you\" is "
                          "the effect's controller). Enforced by `engine/triggers.py`: judged with the game the "
                          "trigger looks at (after the event for enters, 603.6a; before it for dies, 603.10a); the "
                          "log records each ability that did not trigger. Shown with the game rules")
    takes: ClassVar[str] = ""  # a mapping
    keys: ClassVar[tuple[Key, ...]] = (
        Key("event", "events", "words", "enters, dies or a list", required=True, words=CANT_TRIGGER_EVENTS),
        Key("what", "what", "selectors", "the object the event involves", required=True),
        Key("whose", "whose", "selector", "only abilities of the permanents it describes"),
        Key("text", "text", "text", "its text (default: the effect's)"))
    events: tuple[str, ...]
    what: Selector
    whose: Selector | None = None

    @classmethod
    def made(cls, value: Any) -> tuple[CantTrigger]:
        """``event``, ``what``, ``whose``."""
        return (cls(**{"text": "", **value}),)

    def signature(self, view: View, ctx: Context) -> object:
        """The events and the phrases (the trigger check, engine/triggers.py, reads them)."""
        return (self.events, self.what.text, self.whose.text if self.whose else "")


# 101.2: what a "can't cause" effect forbids, and the kinds of stack objects it names
CANT_CAUSE_ACTIONS: tuple[str, ...] = ("sacrifice", "exile")
CANT_CAUSE_BY: tuple[str, ...] = ("spell", "activated", "triggered")
CANT_CAUSE_CONTROLLERS: tuple[str, ...] = ("you", "opponents", "any")


@EFFECT_PARTS.register
@dataclass(frozen=True)
class CantCause(RulesPart):
    """An effect on the game rules (613.11 today, 613.10 in 2009) that forbids what some
    spells or abilities may do (101.2: "can't" beats "can"): "Triggered abilities you
    control can't cause you to sacrifice or exile creature tokens you control" — ``by``
    ``("triggered",)`` (kinds of stack objects: ``spell``, ``activated``, ``triggered``),
    ``controlled_by`` ``you`` (the effect's controller; ``opponents``, ``any``),
    ``actions`` ``("sacrifice", "exile")``, ``what`` ``creature token you control``
    (judged for the effect's controller). The instructions that sacrifice or exile ask
    :func:`engine.prohibitions.forbidden` before they act.

    >>> from engine.selectors import parse_selector
    >>> CantCause("…", ("triggered",), "you", ("sacrifice",), parse_selector("creature token you control")).describe()
    '…'
    """

    key: ClassVar[str] = "cant_cause"
    written: ClassVar[str] = ("`cant_cause: {by: triggered, controlled_by: you, actions: [sacrifice, exile], "
                              "what: creature token you control}`")
    doc: ClassVar[str] = ("101.2 (\"can't\" beats \"can\"): spells or abilities of the kinds `by` names (`spell`, "
                          "`activated`, `triggered`, or a list), controlled by `controlled_by` (`you`: the effect's "
                          "controller, `opponents`, `any`; default `you`), can't `actions` (`sacrifice`, `exile`, or "
                          "a list) the objects `what` describes (judged for the effect's controller). Enforced by the "
                          "instructions that sacrifice or exile (`engine/prohibitions.py`): a player told to "
                          "sacrifice chooses among the rest; the log records each object left alone. Shown with the "
                          "game rules")
    takes: ClassVar[str] = ""  # a mapping
    keys: ClassVar[tuple[Key, ...]] = (
        Key("by", "by", "words", "the kinds of spells or abilities", required=True, words=CANT_CAUSE_BY),
        Key("controlled_by", "controlled_by", "word", "their controller (default you)", words=CANT_CAUSE_CONTROLLERS),
        Key("actions", "actions", "words", "what they can't do", required=True, words=CANT_CAUSE_ACTIONS),
        Key("what", "what", "selectors", "the objects", required=True),
        Key("text", "text", "text", "its text (default: the effect's)"))
    by: tuple[str, ...]
    controlled_by: str
    actions: tuple[str, ...]
    what: Selector

    @classmethod
    def made(cls, value: Any) -> tuple[CantCause]:
        """``by``, ``controlled_by`` (default you), ``actions``, ``what``."""
        return (cls(**{"text": "", "controlled_by": "you", **value}),)

    def signature(self, view: View, ctx: Context) -> object:
        """What it forbids (the instructions, engine/prohibitions.py, read it)."""
        return (self.by, self.controlled_by, self.actions, self.what.text)

    def forbids(self, action: str, by: str, theirs: bool, view: View, ctx: Context) -> bool:
        """101.2: whether a spell or ability of the kind ``by`` (``spell``, ``activated``,
        ``triggered``) — controlled by another player than the effect's (``theirs``) or not —
        can't ``action`` (``sacrifice``, ``exile``) the object ``view``."""
        if action not in self.actions or by not in self.by:
            return False
        if (self.controlled_by == "you" and theirs) or (self.controlled_by == "opponents" and not theirs):
            return False
        return self.what.matches(view, ctx)


@EFFECT_PARTS.register
@dataclass(frozen=True)
class LegendRuleExempt(EffectPart):
    """An effect on the game rules (613.11 today, 613.10 in 2009) that changes 704.5j: "The
    'legend rule' doesn't apply to [the permanents ``what`` describes]" (judged for the
    effect's controller): they are not counted when the legend rule is checked."""

    key: ClassVar[str] = "legend_rule_exempt"
    written: ClassVar[str] = "`legend_rule_exempt: creature token you control`"
    doc: ClassVar[str] = ("704.5j changed: \"the 'legend rule' doesn't apply to\" the permanents it describes (judged "
                          "for the effect's controller): they are not counted when the legend rule is checked. "
                          "Shown with the game rules")
    doc_writes: ClassVar[str] = "rules"
    takes: ClassVar[str] = "selectors"
    selector_context: ClassVar[str] = "game rule"
    text: str
    what: Selector
    layer: ClassVar[Layer] = Layer.GAME_RULES
    reads: ClassVar[frozenset[str]] = frozenset()
    writes: ClassVar[frozenset[str]] = frozenset({"rules"})
    is_global: ClassVar[bool] = False

    @classmethod
    def made(cls, value: Any) -> tuple[LegendRuleExempt]:
        """A selector (or a list of phrases)."""
        return (cls("", value),)

    def apply(self, view: View, ctx: Context) -> None:
        """Nothing to do to objects: the state-based action (engine/sba.py) reads it."""

    def signature(self, view: View, ctx: Context) -> object:
        """What it exempts."""
        return self.what.text

    def describe(self) -> str:
        """Short English description."""
        return self.text


@EFFECT_PARTS.register
@dataclass(frozen=True)
class DamageCantBePrevented(RulesPart):
    """An effect on the game rules (613.11): "Damage can't be prevented." (615.12) — while it
    applies, the damage every source (or each source ``of`` describes, judged for the effect's
    controller as the damage is dealt) would deal can't be prevented: the prevention effects
    still apply, prevent none of it, and reduce no shield."""

    key: ClassVar[str] = "damage_cant_be_prevented"
    written: ClassVar[str] = "`damage_cant_be_prevented: true` / `creatures you control`"
    doc: ClassVar[str] = ("615.12 as a static ability's (or a resolved) effect: `true`: \"Damage can't be prevented.\" — "
                          "while it applies, no damage can be prevented; a selector phrase: only the damage of the "
                          "sources it describes (`creatures you control`: \"damage that would be dealt by creatures you "
                          "control can't be prevented\", judged as the damage is dealt). Prevention effects still apply "
                          "(their additional effects happen) but prevent none of it, reduce no shield, and protection "
                          "prevents none of it. Shown with the game rules")
    takes: ClassVar[str] = "any"
    of: Selector | None = None

    @classmethod
    def made(cls, value: Any) -> tuple[DamageCantBePrevented, ...]:
        """``true`` (all damage), ``false`` (no part) or a selector phrase (the sources)."""
        if value is True or value is False:
            return (cls(""),) if value else ()
        if not isinstance(value, str) or value.startswith("target "):
            raise ValueSyntaxError("damage_cant_be_prevented: true, or a selector phrase for the sources "
                                   f"(`creatures you control`), not {value!r}",
                                   wrong_type("damage_cant_be_prevented", "value_flag_or_selector", value))
        return (cls("", selector_in(value, cls.selector_context)),)

    @property
    def needs(self) -> frozenset[str]:
        """What its selector reads."""
        return frozenset() if self.of is None else self.of.needs

    def covers(self, source: View | None, ctx: Context) -> bool:
        """615.12: whether the damage ``source`` (its view as the damage is dealt) would deal can't
        be prevented by this part."""
        return self.of is None or (source is not None and self.of.matches(source, ctx))

    def signature(self, view: View, ctx: Context) -> object:
        """The sources."""
        return None if self.of is None else self.of.text


@EFFECT_PARTS.register
@dataclass(frozen=True)
class PlayFromTop(RulesPart):
    """An effect on the game rules (613.11 today, 613.10 in 2009) that lets its controller
    play lands from the top of their library (305.1 from another zone: "You may play lands
    from the top of your library"); the scenario action ``play_land`` asks for it
    (:meth:`engine.casting.Casting.play_land`)."""

    key: ClassVar[str] = "play_from_top"
    written: ClassVar[str] = "`play_from_top: lands`"
    doc: ClassVar[str] = ("305.1: \"you may play lands from the top of your library\" — the effect's controller may "
                          "play the top card of their library if it is a land (`play_land`), with the land a turn "
                          "they may play (305.2). Shown with the game rules")
    takes: ClassVar[str] = "word"
    keys: ClassVar[tuple[Key, ...]] = ()
    cards: str = "lands"  # what may be played from there

    @classmethod
    def schema(cls) -> tuple[Key, ...]:
        """Its one word: what may be played (``lands``)."""
        return (Key(cls.key, cls.key, "word", cls.doc, main=True, words=("lands",)),)

    @classmethod
    def made(cls, value: Any) -> tuple[PlayFromTop]:
        """``lands``."""
        return (cls("", value),)

    def signature(self, view: View, ctx: Context) -> object:
        """What it lets be played (casting.play_land reads it)."""
        return self.cards


@dataclass(frozen=True)
class Prohibition:
    """A :class:`CantCause`, :class:`LegendRuleExempt` or :class:`PlayFromTop` part in force,
    with the source and controller of its effect ("you" is judged for ``controller``)."""

    rule: (CantCause | LegendRuleExempt | PlayFromTop | GameRule | CombatRestriction | BlockPermission | BlockRequirement
           | DamageCantBePrevented)
    effect: str
    source: str | None
    controller: str | None
    choices: tuple[tuple[str, str], ...] = ()  # what its words may refer to (607.2d: "the chosen color")
    affected: tuple[str, ...] = ()  # a CombatRestriction's or BlockPermission's: the objects its effect affects

    def restricts(self, action: str, oid: str, view: View) -> bool:
        """508.1c, 509.1b: whether it forbids the creature ``oid`` (``view``) to ``action``
        (``attack``, ``block``)."""
        if isinstance(self.rule, GameRule):
            return self.rule.forbids == action and "creature" in view.card_types
        return isinstance(self.rule, CombatRestriction) and self.rule.forbids == action and oid in self.affected

    def requirements(self, blockers: Sequence[str], attackers: Sequence[str]) -> list[tuple[str, str | None]]:
        """509.1c: the requirements it makes, each a (blocker, attacker) pair — obeyed when the
        blocker blocks that attacker (``None``: any attacker)."""
        if isinstance(self.rule, MustBlock):
            return [(b, None) for b in blockers if b in self.affected]
        if isinstance(self.rule, MustBeBlocked):
            return [(b, a) for a in attackers if a in self.affected for b in blockers]
        return []

    def more_blocks(self, oid: str) -> int | None:
        """509.1a: how many more attacking creatures it lets the creature ``oid`` block — 0 for
        none, ``None`` for any number (:class:`BlockAdditional`, :class:`BlockAnyNumber`)."""
        if oid not in self.affected:
            return 0
        if isinstance(self.rule, BlockAnyNumber):
            return None
        return self.rule.count if isinstance(self.rule, BlockAdditional) else 0

    def context(self, views: Mapping[str, View]) -> Context:
        """What its selectors are judged in: its source, controller and choices."""
        return Context(views=views, source=self.source, controller=self.controller, choices=dict(self.choices))

    def forbids(self, action: str, by: str, controller: str, view: View, views: Mapping[str, View]) -> bool:
        """101.2: whether it stops a spell or ability of the kind ``by`` controlled by ``controller``
        from ``action`` on ``view`` (:meth:`CantCause.forbids`; the other rules forbid nothing)."""
        return isinstance(self.rule, CantCause) and self.rule.forbids(action, by, controller != self.controller, view,
                                                                      self.context(views))


@dataclass(frozen=True)
class TriggerBan:
    """A :class:`CantTrigger` part in force, with the source and controller of its effect
    ("your opponents" is judged for ``controller``)."""

    rule: CantTrigger
    effect: str
    source: str | None
    controller: str | None
    choices: tuple[tuple[str, str], ...] = ()  # what its words may refer to (607.2d: "the chosen color")

    def context(self, views: Mapping[str, View]) -> Context:
        """What its selectors are judged in: its source, controller and choices."""
        return Context(views=views, source=self.source, controller=self.controller, choices=dict(self.choices))


Part: TypeAlias = (
    CopyValues | FaceDownValues | GainControl | ChangeText | AddTypes | SetLandType | SetCreatureTypes | SetTypes
    | Reconfigured | AddColors
    | SetColors
    | LoseAllAbilities | LoseAbilities | CantHave | AddAbilities | AddAbilitiesOf
    | SetPT | ModifyPT | CounterPT | SwitchPT
    | PlayersGain | GameRule | CantAttack | CantBlock | CastingBan | CantTrigger | CantCause | LegendRuleExempt
    | DamageCantBePrevented
)


@dataclass(frozen=True)
class EffectSpec:
    """What an effect says: its text, the objects it applies to, its parts by layer; ``says``:
    what it is for the reader when it has no card text (a rule's, or a scenario's effect)."""

    text: str
    affected: Selector
    parts: tuple[Part, ...]
    says: Record | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        """305.7 sets a land's subtype: an effect that also makes the object a land (``set_types:
        Land``, "is a colorless Forest land") makes it one first, so its land-type part comes
        after its other layer-4 parts."""
        if len(self.parts) > 1 and any(isinstance(p, SetLandType) for p in self.parts):
            object.__setattr__(self, "parts", tuple(sorted(self.parts, key=lambda p: isinstance(p, SetLandType))))

    @property
    def layers(self) -> tuple[Layer, ...]:
        """The layers it has a part in, in order (613.6: each part in its own layer)."""
        return tuple(sorted({p.layer for p in self.parts}, key=lambda la: la.step))

    def parts_in(self, step: int) -> tuple[Part, ...]:
        """Its parts in the layer/sublayer with ``step`` (613.4c: counters with 7c)."""
        return tuple(p for p in self.parts if p.layer.step == step)

    @property
    def needs(self) -> frozenset[str]:
        """What of its context it reads beyond the objects (engine.selectors.CONTEXT_PARTS): its
        ``affected`` and its parts (``targets``: it targets, 115.1).

        >>> sorted(EffectSpec("", parse_selector("all creatures"), (ModifyPT(Const(1), Const(1)),)).needs)
        []
        >>> sorted(EffectSpec("", parse_selector("target creature"), ()).needs)
        ['targets']
        """
        out = self.affected.needs
        for p in self.parts:
            out |= getattr(p, "needs", frozenset())
        return out

    @property
    def choice_words(self) -> frozenset[str]:
        """The choices it reads (engine.choices): its ``affected``'s and its parts' (a choice made for
        it that none reads would do nothing).

        >>> sorted(EffectSpec("", parse_selector("creatures of the chosen color"), (AddColors(("chosen",)),)).choice_words)
        ['color']
        """
        out = self.affected.choice_words
        for p in self.parts:
            out |= getattr(p, "choice_words", frozenset())
        return out

    @property
    def reads(self) -> frozenset[str]:
        """Everything it reads (selector and parts)."""
        out = self.affected.reads
        for p in self.parts:
            out |= p.reads
        return out

    def reads_in(self, step: int) -> frozenset[str]:
        """What it reads to apply in one layer: selector and that layer's parts."""
        out = self.affected.reads
        for p in self.parts_in(step):
            out |= p.reads
        return out

    def writes_in(self, step: int) -> frozenset[str]:
        """What its parts in one layer write."""
        out: frozenset[str] = frozenset()
        for p in self.parts_in(step):
            out |= p.writes
        return out


@dataclass(frozen=True)
class ContinuousEffect:
    """One continuous effect in the game (611).

    ``origin``: ``static`` (from a static ability, 611.3), ``resolution`` (from a
    resolved spell or ability, 611.2), ``rule`` (face-down 708.2, counters 122).
    ``affected``: the set fixed when a resolved effect was created (611.2c); ``None``
    means the selector is evaluated as the effect first applies (613.6 lock-in).
    ``ability_key``: for a static effect, the key of the ability on its source.
    ``within``: its place among effects of one object's static abilities that share a
    timestamp (613.7a: 0 for its own abilities, else the granting effect's timestamp).
    """

    id: str
    spec: EffectSpec
    timestamp: int
    source: str | None = None
    controller: str | None = None
    origin: str = "resolution"
    duration: Duration = Duration.INDEFINITE
    targets: tuple[str, ...] = ()
    affected: frozenset[str] | None = None
    cda: bool = False
    ability_key: str | None = None
    choices: tuple[tuple[str, str], ...] = field(default=())
    exiled: frozenset[str] = field(default=frozenset())  # 607.2a: the cards its linked ability exiled
    within: int = 0
    kind: str = "effect"  # what it is to the reader (EFFECT_KINDS), a field: nothing decodes its id
    counter: str = ""  # a counters effect's kind of counter (122)
    lasts_while: Condition | None = None  # 611.2b: "for as long as …" (duration FOR_AS_LONG_AS)
    # 113.11: "<object>:<ability>" pairs this resolved effect never gives, even once the object could have it
    withheld: frozenset[str] = field(default=frozenset())

    def lasts(self, views: Mapping[str, View], life: Mapping[str, int]) -> bool:
        """611.2b: whether its "for as long as" condition (``lasts_while``) is true in ``views``,
        judged for its source and controller (no such condition: true)."""
        cond = self.lasts_while
        return cond is None or cond.holds(views, self.source, self.controller or "", None, (), life, dict(self.choices))

    @property
    def stays_with_the_permanent(self) -> bool:
        """400.7a: an effect of a resolved spell or ability on a permanent spell applies to the
        permanent it becomes (not a rule's effect, nor a copy effect of an entering object)."""
        return self.origin == "resolution" and self.kind in _OF_A_SPELL_OR_ABILITY


# What a continuous effect is, for the reader (a trace row's ``kind``): a spell's or ability's
# effect (611.2), a static ability's (611.3) — its object's own or one copied (706) — or a rule
# acting like one: face down (708.2), counters (122, 613.4c), entering as a copy (614.1c, 707.5),
# a token created as a copy (707.2), a land's basic land types giving their mana abilities (305.6).
EFFECT_KINDS = ("effect", "ability", "copied_ability", "face_down", "counters", "enters_as_copy", "created_as_copy",
                "reconfigured", "land_types")
_OF_A_SPELL_OR_ABILITY = frozenset(EFFECT_KINDS[:1])  # 611.2: a resolved spell's or ability's effect


def parts_said(parts: Iterable[object]) -> Record:
    """An effect with no card text described by its typed parts (「+0/+1の修整」)."""
    return Record.of("effect.parts", parts=tuple(
        p.says() if hasattr(p, "says") else Record.of("part.plain", text=Text(str(getattr(p, "describe", str)())))
        for p in parts))
