"""Selectors: which objects an effect applies to, as a small English vocabulary.

A selector is evaluated against the *current* characteristics of each object, i.e. the
view as far as the layers have computed it (613.1), so "white creatures" in layer 7c
sees a color set in layer 5.

>>> parse_selector("each other non-Aura enchantment")
Selector(text='each other non-Aura enchantment', scope='each', predicates=(Predicate(field='subtype', word='Aura', negated=True), Predicate(field='card_type', word='enchantment', negated=False)), other=True, zones=('battlefield',), controller=None, owner=None)
>>> parse_selector("creatures you control").controller
'you'
>>> parse_selector("nonbasic lands").predicates
(Predicate(field='supertype', word='basic', negated=True), Predicate(field='card_type', word='land', negated=False))
>>> parse_selector("enchanted creature").scope
'attached'
>>> parse_selector("gizmos")
Traceback (most recent call last):
...
engine.errors.SelectorSyntaxError: unknown word 'gizmos' in selector 'gizmos' (see docs/cards.md, selectors)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from engine.cr_keywords import ALL_KEYWORDS, APPLIED, keyword_of
from engine.errors import SelectorSyntaxError
from engine.objects import CARD_TYPES, COLORS, DESIGNATIONS, SUBTYPE_WORDS, SUPERTYPES, ZONES
from engine.records import Record, Term, Text, not_a, not_allowed, unknown_word
from engine.view import ABILITIES, CARD_TYPES_F, CONTROLLER, POWER, SUBTYPES, SUPERTYPES_F, View
from engine.view import COLORS as COLORS_F
from engine.vocab import suggest

_FIELD_READ = {"card_type": CARD_TYPES_F, "subtype": SUBTYPES, "supertype": SUPERTYPES_F, "color": COLORS_F}

# Nouns that are not card types, with the zones they stand for (110.1, 111.1, 112.1).
_NOUN_ZONES: dict[str, tuple[str, ...]] = {
    "permanent": ("battlefield",),
    "card": ("library", "hand", "graveyard", "exile", "command"),
    "spell": ("stack",),
    "object": ZONES,
}
# Card types whose cards are found in a zone of their own rather than on the battlefield.
_TYPE_ZONES: dict[str, str] = {"dungeon": "command"}  # 309.2a
# ("it" is not one: in a triggered ability it is the object the event involved, 603.7c, 700.7)
_SELF_WORDS = {"self", "this", "~", "this object", "this permanent", "this creature"}


@dataclass(frozen=True)
class Predicate:
    """One condition on an object: a card type, subtype, supertype or color (``word``)."""

    field: str
    word: str
    negated: bool = False

    def matches(self, view: View) -> bool:
        """Whether ``view`` meets the condition now."""
        if self.field == "card_type":
            has = self.word in view.card_types
        elif self.field == "subtype":
            has = self.word in view.subtypes
        elif self.field == "supertype":
            has = self.word in view.supertypes
        elif self.field == "color":
            has = self.word in view.colors
        elif self.field == "colorless":
            has = not view.colors
        elif self.field == "token":  # 111.1: "token", "nontoken"
            has = view.token
        elif self.field == "designation":  # 903.3: "commander creatures"
            has = self.word in view.designations
        elif self.field == "card":  # 108.2b: the noun "card" — a token is not a card
            has = not view.token
        else:  # pragma: no cover - parse_selector only builds the fields above
            raise SelectorSyntaxError(f"unknown predicate field {self.field!r}")
        return has != self.negated


@dataclass(frozen=True)
class Context:
    """What a selector or expression is evaluated for: an effect's source, controller, targets.

    ``views`` is the current state of every object (the layers so far).
    """

    views: Mapping[str, View]
    source: str | None = None
    controller: str | None = None
    targets: tuple[str, ...] = ()
    choices: Mapping[str, str] = field(default_factory=dict)
    effect_id: str = ""
    timestamp: int = 0
    # 607.2a: the cards the linked ability of the source exiled ("exiled with ~"), as objects now
    exiled: frozenset[str] = frozenset()
    # the object ``other`` excludes when it is not the source (a condition's ``other_than: it``)
    other_than: str | None = None
    # the object the ability refers to, as (id, incarnation): a triggered ability's triggering
    # object, a delayed one's object (603.7c, 700.7: "that creature")
    it: tuple[str, int] | None = None
    # 113.11: "<object>:<ability>" (lowercased) pairs a resolved effect never gives — the object
    # couldn't have that ability when the effect was created
    withheld: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Selector:
    """A set of objects described by a phrase from the selector vocabulary (docs/cards.md).

    ``scope``: ``each`` (every object meeting the conditions), ``self`` (the source),
    ``attached`` (the object the source enchants or equips), ``target`` (the chosen targets),
    ``that`` (the object the ability refers to: "that creature", 700.7).
    """

    text: str
    scope: str = "each"
    predicates: tuple[Predicate, ...] = ()
    other: bool = False
    zones: tuple[str, ...] = ("battlefield",)
    controller: str | None = None
    owner: str | None = None
    chosen: str | None = field(default=None, repr=False)
    max_mana_value: int | None = field(default=None, repr=False)  # "with mana value N or less"  # "of the chosen color": the linked choice (607.2d); undefined → nothing
    # "artifact or creature", "artifacts and creatures": a list of type nouns — an object
    # in the set has at least one of them (each other predicate still applies).
    any_of: tuple[Predicate, ...] = field(default=(), repr=False)
    max_power: int | None = field(default=None, repr=False)  # "with power N or less" (an object without power: no)
    # "a legendary permanent or an artifact": whole phrases, any of which describes the object
    # (:func:`union`); the other fields are unused then.
    alternatives: tuple[Selector, ...] = field(default=(), repr=False)
    exiled_with: bool = field(default=False, repr=False)  # 607.2a: "exiled with ~" (the context's ``exiled``)
    shares_color: bool = field(default=False, repr=False)  # "that shares a color with it": with the first target
    # 702: "with flying" / "without flying" — (keyword, has it) pairs, judged on the abilities the
    # object has as far as the layers have gone (613.1f: a keyword granted or lost in layer 6)
    keywords: tuple[tuple[str, bool], ...] = field(default=(), repr=False)

    @property
    def reads(self) -> frozenset[str]:
        """The view fields this selector reads (for dependency pruning, 613.8a)."""
        out = {_FIELD_READ[p.field] for p in self.predicates + self.any_of if p.field in _FIELD_READ}
        for alt in self.alternatives:
            out |= alt.reads
        if any(p.field == "colorless" for p in self.predicates):
            out.add(COLORS_F)
        if self.controller is not None:
            out.add(CONTROLLER)
        if self.chosen is not None:
            out.add(SUBTYPES if self.chosen == "creature type" else COLORS_F)
        if self.max_power is not None:
            out.add(POWER)
        if self.shares_color:
            out.add(COLORS_F)
        if self.keywords:
            out |= ABILITIES  # 613.8a: an effect that grants or removes abilities may change the set
        return frozenset(out)

    def anywhere(self) -> Selector:
        """The same words judged "from anywhere" (a card put into a graveyard "from
        anywhere"): a card is a card in every zone, the battlefield included (108.2: a
        permanent card); a permanent, a creature, a spell stay where those words are.

        >>> parse_selector("card").anywhere().zones == ZONES
        True
        >>> parse_selector("creature").anywhere().zones
        ('battlefield',)
        """
        if self.alternatives:
            alts = tuple(a.anywhere() for a in self.alternatives)
            return replace(self, alternatives=alts, zones=tuple(dict.fromkeys(z for a in alts for z in a.zones)))
        if self.scope == "each" and any(p.field == "card" for p in self.predicates):
            return replace(self, zones=ZONES)
        return self

    @property
    def needs(self) -> frozenset[str]:
        """What of its context this selector reads beyond the object (:data:`CONTEXT_PARTS`):
        a context that cannot give one refuses the phrase (:func:`refused_in`).

        >>> sorted(parse_selector("other creature of the chosen color you control").needs)
        ['choices', 'controller', 'source']
        """
        if self.alternatives:
            return frozenset().union(*(a.needs for a in self.alternatives))
        out = set(_SCOPE_NEEDS.get(self.scope, ()))
        if self.other:
            out.add("source")
        if self.controller is not None or self.owner is not None:
            out.add("controller")
        if self.chosen is not None:
            out.add("choices")
        if self.exiled_with:
            out.add("exiled")
        if self.shares_color:
            out.add("targets")  # "it": the first target
        return frozenset(out)

    @property
    def choice_words(self) -> frozenset[str]:
        """The choices it reads (607.2d: ``color`` for "of the chosen color").

        >>> sorted(parse_selector("creatures of the chosen color and Elves").choice_words)
        ['color']
        """
        out = {self.chosen} if self.chosen is not None else set()
        for alt in self.alternatives:
            out |= alt.choice_words
        return frozenset(out)

    @property
    def fixed(self) -> bool:
        """True when the set does not depend on characteristics (targets)."""
        return self.scope == "target"

    def matches(self, view: View, ctx: Context) -> bool:
        """Whether ``view`` is in the set, judged on its current characteristics."""
        if self.alternatives:
            return any(alt.matches(view, ctx) for alt in self.alternatives)
        if self.scope == "each":
            if view.zone not in self.zones:
                return False
            if self.other and view.id == (ctx.other_than or ctx.source):
                return False
        elif self.scope == "self":
            if view.id != ctx.source:
                return False
        elif self.scope == "attached":
            src = ctx.views.get(ctx.source) if ctx.source is not None else None
            if src is None or src.attached_to != view.id:
                return False
        elif self.scope == "target":
            return view.id in ctx.targets
        elif self.scope == "that":  # 700.7: that very object, even if no longer of its quality;
            return ctx.it == (view.id, view.incarnation)  # 603.7c, 400.7: not a new object it became
        if self.controller == "you" and view.controller != ctx.controller:
            return False
        if self.controller == "opponent" and view.controller == ctx.controller:
            return False
        if self.owner == "you" and view.owner != ctx.controller:
            return False
        if self.owner == "opponent" and view.owner == ctx.controller:
            return False
        if self.chosen is not None and ctx.choices.get(self.chosen) not in (
                view.subtypes if self.chosen == "creature type" else view.colors):
            return False  # 607.5a: an undefined choice matches nothing
        if self.shares_color:  # 105.1: "shares a color with it" — its first target, as it is now
            it = ctx.views.get(ctx.targets[0]) if ctx.targets else None
            if it is None or not set(it.colors) & set(view.colors):
                return False
        if self.exiled_with and view.id not in ctx.exiled:
            return False  # 607.2a: only the cards the linked ability exiled (400.7: as they are now)
        if self.max_mana_value is not None and view.mana_value > self.max_mana_value:
            return False
        if self.max_power is not None and (view.power is None or view.power > self.max_power):
            return False
        if self.any_of and not any(p.matches(view) for p in self.any_of):
            return False
        if self.keywords and not _has_keywords(view, self.keywords):
            return False
        return all(p.matches(view) for p in self.predicates)

    def candidates(self, ctx: Context) -> Iterable[View]:
        """The views worth testing: one object for ``self``/``attached``, all for ``each``."""
        if self.scope == "self":
            v = ctx.views.get(ctx.source) if ctx.source is not None else None
            return () if v is None else (v,)
        if self.scope == "attached":
            src = ctx.views.get(ctx.source) if ctx.source is not None else None
            if src is None or src.attached_to is None or src.attached_to not in ctx.views:
                return ()
            return (ctx.views[src.attached_to],)
        if self.scope == "target":
            return tuple(ctx.views[t] for t in ctx.targets if t in ctx.views)
        if self.scope == "that":
            return (ctx.views[ctx.it[0]],) if ctx.it is not None and ctx.it[0] in ctx.views else ()
        return ctx.views.values()

    def select(self, ctx: Context) -> list[str]:
        """The ids of the objects in the set now, in the order of ``ctx.views``."""
        return [v.id for v in self.candidates(ctx) if self.matches(v, ctx)]


def _has_keywords(view: View, wanted: tuple[tuple[str, bool], ...]) -> bool:
    """702: whether ``view`` has (or lacks) each keyword ability, by its name (``islandwalk`` is
    landwalk, 702.14; ``protection from red`` is protection, 702.16) — the abilities it has now."""
    names = {keyword_of(a.text) for _, a in view.abilities if a.key == "keyword"}
    # a keyword the vocabulary writes out is the abilities it is: persist, undying (702.79a, 702.93a: a
    # triggered ability with its ``keyword``), equip, fortify (702.6a, 702.67a: an activated ability
    # whose text is the keyword)
    names |= {getattr(a, "keyword", "") for _, a in view.abilities if a.key == "triggered"}
    names |= {n for _, a in view.abilities if a.key == "activated" and (n := keyword_of(a.text)) in _WRITTEN_ACTIVATED}
    return all((kw in names) == has for kw, has in wanted)


_WRITTEN_ACTIVATED = frozenset({"equip", "fortify", "reconfigure"})


# 702: the keywords "with …" / "without …" reads — those the game applies (an object with another
# keyword is refused where it is written, so "with banding" would describe nothing), longest first
_KEYWORD_NAMES = sorted(APPLIED, key=len, reverse=True)


def _keyword_trailer(rest: str) -> tuple[str, str, bool] | None:
    """``creatures with flying`` → (``creatures``, ``flying``, True); ``… without flying`` → False."""
    low = rest.lower()
    for name in _KEYWORD_NAMES:
        for word, has in (("without", False), ("with", True)):
            if low.endswith(f" {word} {name}"):
                return rest[: -len(name) - len(word) - 2], name, has
    return None


def _no_unknown_keyword(rest: str, phrase: str) -> None:
    """SelectorSyntaxError for words after ``with`` / ``without`` that are no keyword the game applies.

    >>> _no_unknown_keyword("creatures with banding", "creatures with banding")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.SelectorSyntaxError: 'with banding' in selector 'creatures with banding': banding (702.22) is a keyword the game does not apply ...
    """
    m = re.search(r"\s(with(?:out)?)\s+(.+)$", rest, re.IGNORECASE)
    if m is None:
        return
    words = m.group(2).strip().lower()
    name = keyword_of(words)
    if name is not None and name not in APPLIED:
        raise SelectorSyntaxError(f"'{m.group(1)} {words}' in selector {phrase!r}: {name} ({ALL_KEYWORDS[name]}) is a "
                                  "keyword the game does not apply — no object has it, so the phrase would describe "
                                  "nothing", not_allowed("cant_unapplied_keyword", rule=ALL_KEYWORDS[name]))
    known = [f"{m.group(1).lower()} {k}" for k in sorted(APPLIED)]
    raise SelectorSyntaxError(f"cannot read {m.group(0).strip()!r} in selector {phrase!r}: after 'with' or 'without' a "
                              "selector takes a keyword ability the game applies (702: with flying, without flying, "
                              f"with first strike, …), mana value N or less or power N or less"
                              f"{suggest(m.group(0).strip().lower(), known)}",
                              not_a("value_selector_trailer", m.group(0).strip(), known))


def union(selectors: Iterable[Selector]) -> Selector:
    """The objects any of ``selectors`` describes ("a legendary permanent or an artifact").

    >>> sel = union([parse_selector("legendary permanent"), parse_selector("artifact")])
    >>> sel.text
    'legendary permanent or artifact'
    """
    alts = tuple(selectors)
    if not alts or any(a.scope != "each" for a in alts):
        raise SelectorSyntaxError("a union is of 'each …' selectors (no self, target or enchanted; two targets are a "
                                  "list, one phrase for each 'target': target: [target creature, target player])",
                                  not_allowed("cant_selector_union"))
    if len(alts) == 1:
        return alts[0]
    zones = tuple(dict.fromkeys(z for a in alts for z in a.zones))
    return Selector(text=" or ".join(a.text for a in alts), zones=zones, alternatives=alts)


def _singular(word: str) -> str:
    """``creatures`` → ``creature``, ``Islands`` → ``Island``; ``Plains`` stays."""
    if word.lower() in ("plains",):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def _colour(word: str) -> bool:
    """A colour word (105.1), or ``colorless`` (105.2c)."""
    return word.lower().strip("-") in (*COLORS, "colorless")


# Plurals that are not the subtype and an ``s``: ``Elves``, ``Wolves``, ``Allies``, ``Sphinxes``.
_PLURAL_ENDINGS: tuple[tuple[str, str], ...] = (("s", ""), ("es", ""), ("ies", "y"), ("ves", "f"), ("ves", "fe"))


def _subtype(word: str) -> str | None:
    """The subtype (205.3) a capitalized word names, singular or plural — ``None`` when it is none
    (a word a selector reads as no subtype would match nothing, silently).

    >>> _subtype("Zombies"), _subtype("Elves"), _subtype("Allies"), _subtype("Sphinxes"), _subtype("Plains")
    ('Zombie', 'Elf', 'Ally', 'Sphinx', 'Plains')
    >>> _subtype("Gizmos") is None
    True
    """
    if word in SUBTYPE_WORDS:
        return word
    for ending, singular in _PLURAL_ENDINGS:
        if word.endswith(ending) and word[: -len(ending)] + singular in SUBTYPE_WORDS:
            return word[: -len(ending)] + singular
    return None


def _adjective(word: str) -> bool:
    """A word that is only ever an adjective before a noun (not a noun itself): a colour, a
    supertype or a subtype in the singular, each perhaps negated (``nonblack``, ``non-Human``)."""
    m = re.fullmatch(r"non-?(.+)", word, re.IGNORECASE)
    bare = m.group(1) if m else word
    return _colour(bare) or bare.lower() in SUPERTYPES or bare in SUBTYPE_WORDS or (
        m is not None and _singular(bare.lower()) in (*CARD_TYPES, "token"))


def _word_predicate(word: str, negated: bool, phrase: str) -> Predicate:
    """A predicate from one adjective or noun word."""
    low = word.lower()
    if low in COLORS:
        return Predicate("color", low, negated)
    if low == "colorless":
        return Predicate("colorless", "colorless", negated)
    if _singular(low) == "token":  # 111.1: a token permanent ("creature tokens", "nontoken creature")
        return Predicate("token", "token", negated)
    if _singular(low) in DESIGNATIONS:  # 903.3: "commander creatures you own"
        return Predicate("designation", _singular(low), negated)
    if _singular(low) in CARD_TYPES:
        return Predicate("card_type", _singular(low), negated)
    if low in SUPERTYPES:
        return Predicate("supertype", low, negated)
    if word[:1].isupper() and _subtype(word) is not None:
        return Predicate("subtype", _subtype(word) or word, negated)
    raise SelectorSyntaxError(f"unknown word {word!r} in selector {phrase!r} (see docs/cards.md, selectors)",
                              unknown_word("selector", word, ()))


_TRAILERS: tuple[tuple[str, dict[str, object]], ...] = (
    ("you control", {"controller": "you"}),
    ("you own", {"owner": "you"}),
    ("an opponent owns", {"owner": "opponent"}),  # 108.3: its owner is an opponent of "you"
    ("your opponents own", {"owner": "opponent"}),
    ("you don't own", {"owner": "opponent"}),
    ("an opponent controls", {"controller": "opponent"}),
    ("your opponents control", {"controller": "opponent"}),
    ("you don't control", {"controller": "opponent"}),
    ("on the battlefield", {"zones": ("battlefield",)}),
    ("in your graveyard", {"zones": ("graveyard",), "owner": "you"}),
    ("in all graveyards", {"zones": ("graveyard",)}),
    ("from a graveyard", {"zones": ("graveyard",)}),
    ("in your hand", {"zones": ("hand",), "owner": "you"}),
    ("of the chosen color", {"chosen": "color"}),
    ("of the chosen creature type", {"chosen": "creature type"}),
    ("exiled with this", {"zones": ("exile",), "exiled_with": True}),  # 607.2a
    ("exiled with ~", {"zones": ("exile",), "exiled_with": True}),
    ("from anywhere", {"zones": ZONES}),  # "a card … from anywhere": in every zone, the battlefield included
    ("that shares a color with it", {"shares_color": True}),  # "it": the first target
    ("that share a color with it", {"shares_color": True}),
)


def _readable(word: str) -> bool:
    """Whether a selector reads ``word`` before its trailers: an adjective, a type, ``token``, a
    designation or a noun of a zone (each perhaps negated)."""
    bare = re.sub(r"^non-?", "", word, flags=re.IGNORECASE)
    single = _singular(bare.lower())
    return (_adjective(bare) or single in (*CARD_TYPES, "token", *DESIGNATIONS, *_NOUN_ZONES)
            or (bare[:1].isupper() and _subtype(bare) is not None))


def _no_unknown_trailer(adjectives: list[str], nouns: list[str], phrase: str) -> None:
    """SelectorSyntaxError naming the words after a selector's noun when they are no trailer
    (``card an opponent owns``: not the unknown word ``card``, but ``an opponent owns``, no trailer
    of the vocabulary): words it reads, then words it does not, up to the last.

    >>> _no_unknown_trailer(["card", "an", "opponent"], ["owns"], "card an opponent owns")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.errors.SelectorSyntaxError: cannot read 'an opponent owns' after 'card' in selector 'card an opponent owns': ...
    >>> _no_unknown_trailer(["whte"], ["creatures"], "whte creatures")  # an unknown word: said where it is read
    """
    words = [*adjectives, nouns[0]] if len(nouns) == 1 else []
    j = next((i for i, w in enumerate(words) if not _readable(w)), None)
    if j is None or j == 0 or _readable(words[-1]):
        return
    tail, known = " ".join(words[j:]), [t for t, _ in _TRAILERS]
    raise SelectorSyntaxError(f"cannot read {tail!r} after {words[j - 1]!r} in selector {phrase!r}: after its noun a "
                              f"selector takes one of the trailers ({', '.join(known)}){suggest(tail, known)}",
                              not_a("value_selector_trailer", tail, known))


def _trailed(item: str) -> bool:
    """Whether a phrase of a list ends with a trailer of its own (``creatures you control``)."""
    low = item.lower()
    return any(low.endswith(" " + t) for t, _ in _TRAILERS) or _keyword_trailer(item) is not None


# ---- the words, and the contexts a phrase is read in -------------------------------------

# What a selector may read besides the object itself (the fields of :class:`Context`):
CONTEXT_PARTS: dict[str, str] = {
    "source": "the object the ability or effect is of (`self`, `other`, `enchanted`)",
    "controller": "who \"you\" is (`you control`, `you own`, `an opponent controls`)",
    "choices": "the choices its linked ability made (607.2d: `of the chosen color`)",
    "targets": "the targets chosen for it (`target …`)",
    "exiled": "the cards its linked ability exiled (607.2a: `exiled with this`)",
    "it": "the object its triggered ability refers to (603.7c, 700.7: `that creature`)",
}
_SCOPE_NEEDS: dict[str, tuple[str, ...]] = {"self": ("source",), "attached": ("source",), "target": ("targets",),
                                            "that": ("it",)}
_ALL_PARTS = frozenset(CONTEXT_PARTS) - {"it"}
_NO_TARGETS_OR_EXILED = frozenset({"source", "controller", "choices"})
# The places a selector phrase is read in and what each gives it (a word that reads what a
# place cannot give is refused there: :func:`refused_in`). ``affected``: an effect's
# selector (611.2c, 611.3); ``instruction``: a resolving spell's or ability's (608.2);
# ``amount`` / ``expression``: the phrases of an amount and of an effect's expression.
SELECTOR_CONTEXTS: dict[str, frozenset[str]] = {
    "affected": _ALL_PARTS - {"exiled"},  # a resolved effect's (611.2c)
    "static": _ALL_PARTS - {"targets"},  # a static ability's effect (604.2: it targets nothing)
    "instruction": _ALL_PARTS - {"exiled"} | {"it"},  # what it acts on (return_exiled: only what its linked ability exiled)
    "amount": _ALL_PARTS,
    "expression": _ALL_PARTS - {"targets"},  # "the number of …" in an effect's P/T (a static's too)
    "condition": _NO_TARGETS_OR_EXILED,  # an `if:` (603.4, 611.3a)
    "would": _NO_TARGETS_OR_EXILED,  # a replacement ability's event (614.1)
    "instead": _NO_TARGETS_OR_EXILED,  # what a replacement does instead (`as_copy`)
    "trigger": _NO_TARGETS_OR_EXILED,  # a trigger's `what` (603.2)
    "target": _NO_TARGETS_OR_EXILED,  # a target phrase (115.1)
    "game rule": _NO_TARGETS_OR_EXILED,  # cant_trigger, cant_cause, legend_rule_exempt (613.11)
    "replacement ability": _NO_TARGETS_OR_EXILED,  # more_counters `what` (614.1a)
    "additional triggers": _NO_TARGETS_OR_EXILED,  # additional_triggers `what`, `of` (603.2d)
    "copy": frozenset({"controller", "choices"}),  # as_enters `copy` (707.5): what it may enter as a copy of
    # a card searched for in your library (701.23): never a target (115.1), the source, a card its linked ability
    # exiled or the object an ability refers to (400.7: what moves to a library is a new object); all yours
    "library search": frozenset({"choices"}),
}


def refused_in(sel: Selector, context: str) -> str:
    """Why ``sel`` cannot take effect where it is read (``""``: it can): it reads a part of
    its context that place does not give (the chosen targets in a trigger's `what`…).

    >>> refused_in(parse_selector("cards exiled with this"), "condition")
    "'cards exiled with this' cannot take effect in a condition: it reads the cards its linked ability exiled (607.2a: `exiled with this`), which a condition does not have (it can in: static, amount, expression)"
    >>> refused_in(parse_selector("creature of the chosen color"), "trigger")
    ''
    """
    missing = sorted(sel.needs - SELECTOR_CONTEXTS[context])
    if not missing:
        return ""
    where = [c for c, parts in SELECTOR_CONTEXTS.items() if sel.needs <= parts]
    a = "an" if context[:1] in "aeiou" else "a"
    return (f"{sel.text!r} cannot take effect in {a} {context}: it reads "
            f"{'; '.join(CONTEXT_PARTS[m] for m in missing)}, which {a} {context} does not have (it can in: {', '.join(where)})")


def refused_says(sel: Selector, context: str) -> dict[str, Any] | None:
    """What :func:`refused_in` says, as a record's JSON (``error.cant_read_here``), for the reader."""
    missing = sorted(sel.needs - SELECTOR_CONTEXTS[context])
    if not missing:
        return None
    where = [c for c, parts in SELECTOR_CONTEXTS.items() if sel.needs <= parts]
    return Record.of("error.cant_read_here", text=Text(sel.text), context=Term(f"context_{context}"),
                     missing=tuple(Term(f"part_{m}") for m in missing),
                     where=tuple(Term(f"context_{c}") for c in where)).to_json()


def selector_in(text: str, context: str) -> Selector:
    """A selector phrase read in ``context`` (:data:`SELECTOR_CONTEXTS`): SelectorSyntaxError
    when it is none, or when it cannot take effect there (:func:`refused_in`)."""
    sel = parse_selector(text)
    why = refused_in(sel, context) if context else ""
    if why:
        raise SelectorSyntaxError(why, refused_says(sel, context))
    return sel


def selector_words() -> dict[str, frozenset[str]]:
    """Every word of the selector vocabulary (docs/cards.md, selectors) → the parts of its
    context it reads (:data:`CONTEXT_PARTS`; none: it reads only the object) — derived from
    the tables :func:`parse_selector` reads (scopes, nouns, trailers) and the kinds of
    adjective :class:`Predicate` knows.

    >>> words = selector_words()
    >>> sorted(words["of the chosen color"]), sorted(words["target"]), sorted(words["token"])
    (['choices'], ['targets'], [])
    """
    out: dict[str, frozenset[str]] = {"self": frozenset({"source"}), "enchanted": frozenset({"source"}),
                                      "equipped": frozenset({"source"}), "target": frozenset({"targets"}),
                                      "other": frozenset({"source"}), "that": frozenset({"it"})}
    for noun in (*_NOUN_ZONES, *_TYPE_ZONES):
        out[noun] = frozenset()
    for trailer, _ in _TRAILERS:
        out[trailer] = parse_selector("cards " + trailer).needs
    out["with mana value N or less"] = out["with power N or less"] = frozenset()
    out["with KEYWORD"] = out["without KEYWORD"] = frozenset()  # 702: an ability the object has
    for kind in PREDICATE_KINDS:
        out[kind] = frozenset()
    return out


# The kinds of adjective (:meth:`Predicate.matches`), as docs/cards.md names them.
PREDICATE_KINDS: tuple[str, ...] = ("color", "colorless", "token", "designation", "card type", "supertype", "subtype",
                                    "non-")


@lru_cache(maxsize=4096)  # a value for each phrase: cards and scenarios repeat a few phrases (75 in 337 uses)
def parse_selector(phrase: str) -> Selector:
    """Read a selector phrase (vocabulary: docs/cards.md).

    Forms: ``self`` / ``this creature``; ``enchanted creature``, ``equipped creature``;
    ``target creature``; ``[each|all] [other] ADJECTIVE* NOUN[, NOUN and NOUN] [you
    control | an opponent controls | in your graveyard | in all graveyards]``.
    Adjectives: colors, ``colorless``, card types, supertypes, subtypes (capitalized),
    each optionally negated with ``non``/``non-``. Nouns: card types, subtypes,
    ``permanent``, ``card``, ``spell``, ``object`` (plural or singular).

    >>> parse_selector("white creatures").predicates
    (Predicate(field='color', word='white', negated=False), Predicate(field='card_type', word='creature', negated=False))
    >>> parse_selector("creature cards in your graveyard").zones
    ('graveyard',)
    >>> parse_selector("cards, spells, and permanents").zones
    ('library', 'hand', 'graveyard', 'exile', 'command', 'stack', 'battlefield')

    A list of type nouns is a disjunction: ``artifact or creature`` is every permanent
    that is an artifact, a creature, or both.

    >>> [p.word for p in parse_selector("artifact or creature").any_of]
    ['artifact', 'creature']
    >>> parse_selector("artifacts and creatures you control").controller
    'you'

    The noun of a zone after such a list applies to all of it: ``instant or sorcery spell``
    is a spell (on the stack) that is an instant or a sorcery.

    >>> s = parse_selector("instant or sorcery spell you control")
    >>> s.zones, [p.word for p in s.any_of]
    (('stack',), ['instant', 'sorcery'])
    >>> parse_selector("creature you control with power 2 or less").max_power
    2
    >>> parse_selector("cards exiled with this").exiled_with  # 607.2a: the context's ``exiled``
    True

    A list whose phrases have trailers of their own is a list of whole phrases, any of which
    describes the object:

    >>> [a.text for a in parse_selector("creatures you control and creature spells you control").alternatives]
    ['creatures you control', 'creature spells you control']

    Colours listed before one noun are alternatives of that noun (105.2):

    >>> [a.text for a in parse_selector("black, red, or green creature spell").alternatives]
    ['black creature spell', 'red creature spell', 'green creature spell']
    """
    text = " ".join(phrase.split())
    rest = text
    low = rest.lower()
    whole = ""  # the phrase after its determiner, with its trailers
    if low in _SELF_WORDS:
        return Selector(text=text, scope="self", zones=ZONES)
    if low.startswith("that ") and "that" not in low[5:].split():
        # 700.7: "that creature" is the object the ability refers to, even once it is no longer
        # a creature — its noun is checked as a phrase and then names no quality it must have
        parse_selector(text[5:])
        return Selector(text=text, scope="that", zones=ZONES)
    if low.startswith("another target "):  # 115.3: a target phrase that is another instance's
        return replace(parse_selector(text[len("another "):]), text=text)
    scope = "each"
    for prefix, sc in (("enchanted ", "attached"), ("equipped ", "attached"), ("target ", "target")):
        if low.startswith(prefix):
            scope, rest = sc, rest[len(prefix):]
            break
    else:
        for det in ("each ", "all ", "every "):
            if rest.lower().startswith(det):
                rest = rest[len(det):]
                break
    whole = rest
    items = re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", rest)
    if scope == "each" and len(items) > 1 and any(_trailed(i) for i in items[:-1]):
        # "creatures you control, creature spells you control and creature cards you own": a
        # list of whole phrases, each with its own trailer — any of them describes the object
        return replace(union(parse_selector(i) for i in items), text=text)
    kwargs: dict[str, object] = {}
    changed = True
    while changed:
        changed = False
        m = re.search(r"\s+with mana value (\d+) or less$", rest, re.IGNORECASE)
        if m:  # 202.3
            kwargs["max_mana_value"] = int(m.group(1))
            rest = rest[: m.start()]
            changed = True
        m = re.search(r"\s+with power (\d+) or less$", rest, re.IGNORECASE)
        if m:  # 208.1
            kwargs["max_power"] = int(m.group(1))
            rest = rest[: m.start()]
            changed = True
        for trailer, values in _TRAILERS:
            if rest.lower().endswith(" " + trailer):
                rest = rest[: -len(trailer) - 1]
                kwargs.update(values)
                changed = True
        kw = _keyword_trailer(rest)
        if kw is not None:  # 702: "creatures with flying", "creatures without flying"
            rest = kw[0]
            kwargs["keywords"] = (*kwargs.get("keywords", ()), kw[1:])  # type: ignore[misc]
            changed = True
    _no_unknown_keyword(rest, phrase)
    tail = whole[len(rest):]  # the trailers, as written
    other = False
    if rest.lower().startswith("other "):
        other, rest = True, rest[6:]
    # Nouns: the last word, or a list "cards, spells, and permanents".
    noun_part = re.split(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", rest)
    head_words = noun_part[0].split()
    if not head_words:
        raise SelectorSyntaxError(f"empty selector {phrase!r}", not_a("value_selector", phrase, hint=False))
    nouns = [head_words[-1]] + [n.strip() for n in noun_part[1:] if n.strip()]
    adjectives = head_words[:-1]
    zone_noun = ""
    last = nouns[-1].split()
    if (len(nouns) > 1 and len(last) == 2 and _singular(last[1].lower()) in _NOUN_ZONES
            and _singular(last[0].lower()) in CARD_TYPES):
        # "instant or sorcery spell", "artifact or creature card": types, then the noun of the zone
        zone_noun, nouns[-1] = last[1], last[0]
    elif (len(nouns) > 1 and len(last) > 1 and _adjective(last[0]) and not re.search(r"\b(?:and|or)\b", rest)
          and all(_adjective(n) for n in nouns[:-1])):
        # "nonartifact, nonblack creature": adjectives joined by commas alone all describe the one
        # noun (as "noncreature, nonland permanent")
        return parse_selector(" ".join([*( ["target"] if scope == "target" else []), *(["other"] if other else []),
                                        *adjectives, *nouns[:-1], *last]) + tail)
    elif (scope == "each" and len(last) > 1 and _adjective(last[0])
          and all(_adjective(n) for n in nouns[:-1])):
        # "black, red, or green creature spell" (105.2), "legendary or snow creatures", "Elf or
        # Warrior creatures": adjectives, any of which, before one noun — each with the rest of the
        # last phrase (not black permanents, red permanents and green creature spells)
        alts = [parse_selector(" ".join((["other"] if other else []) + adjectives + [c] + last[1:]) + tail)
                for c in [*nouns[:-1], last[0]]]
        return replace(union(alts), text=text)
    elif scope == "each" and any(len(n.split()) > 1 for n in nouns[1:]):
        # "cards and nontoken permanents", "white creatures and blue creatures": a later noun with
        # adjectives of its own — each noun with its own adjectives (the first one's stay with the
        # first), any of which describes the object
        alts = [parse_selector(" ".join((["other"] if other else []) + (adjectives if i == 0 else []) + [n]) + tail)
                for i, n in enumerate(nouns)]
        return replace(union(alts), text=text)
    _no_unknown_trailer(adjectives, nouns, phrase)
    predicates: list[Predicate] = []
    for adj in adjectives:
        m = re.fullmatch(r"non-?(.+)", adj, re.IGNORECASE)
        if m and adj.lower() not in ("none",):
            predicates.append(_word_predicate(m.group(1), True, phrase))
        else:
            predicates.append(_word_predicate(adj, False, phrase))
    zones: list[str] = []
    noun_preds: list[Predicate] = []
    for noun in nouns:
        if len(noun.split()) != 1:
            raise SelectorSyntaxError(f"cannot read {noun!r} in selector {phrase!r} (see docs/cards.md, selectors)",
                                      unknown_word("selector", noun, ()))
        single = _singular(noun.lower())
        if single in _NOUN_ZONES:
            zones.extend(z for z in _NOUN_ZONES[single] if z not in zones)
            continue
        pred = _word_predicate(noun, False, phrase)
        noun_preds.append(pred)
        zone = _TYPE_ZONES.get(single, "battlefield")
        if zone not in zones:
            zones.append(zone)
    any_of: tuple[Predicate, ...] = ()
    if len(nouns) == 1 and _singular(nouns[0].lower()) == "card":
        predicates.append(Predicate("card", "card"))  # 108.2b: not a token
    if len(nouns) > 1 and noun_preds:
        if len(noun_preds) != len(nouns):
            raise SelectorSyntaxError(f"a list of nouns is either card/spell/permanent/object or types, "
                                      f"not both: {phrase!r}", not_allowed("cant_selector_nouns"))
        any_of = tuple(noun_preds)  # "artifact or creature": one of the types
    else:
        # A type noun after "cards" adjectives ("creature cards") keeps the card zones.
        predicates.extend(noun_preds)
    if zone_noun:
        zones = list(_NOUN_ZONES[_singular(zone_noun.lower())])
        if _singular(zone_noun.lower()) == "card":
            predicates.append(Predicate("card", "card"))  # 108.2b
    if "zones" not in kwargs:
        kwargs["zones"] = tuple(zones)
    # Predicates in a stable order: card types, subtypes, supertypes as written.
    return Selector(
        text=text,
        scope=scope,
        predicates=tuple(predicates),
        other=other,
        zones=kwargs["zones"],  # type: ignore[arg-type]
        controller=kwargs.get("controller"),  # type: ignore[arg-type]
        owner=kwargs.get("owner"),  # type: ignore[arg-type]
        chosen=kwargs.get("chosen"),  # type: ignore[arg-type]
        max_mana_value=kwargs.get("max_mana_value"),  # type: ignore[arg-type]
        any_of=any_of,
        max_power=kwargs.get("max_power"),  # type: ignore[arg-type]
        exiled_with=bool(kwargs.get("exiled_with", False)),
        shares_color=bool(kwargs.get("shares_color", False)),
        keywords=tuple(kwargs.get("keywords", ())),  # type: ignore[arg-type]
    )
