"""Keyword abilities (702) and mana abilities (605): the abilities that hold no other word.

A keyword is its printed words (``Kicker {W}``, ``protection from blue``); what it means for an
object as the layers left it — protection, hexproof, shroud, enchant — is read from its view
(:func:`keywords_of`, :func:`protected_from`, :func:`untargetable_by`, :func:`enchants`). A
:class:`ManaAbility` is ``{T}: Add {R}.``, the intrinsic ability of a basic land type (305.6).
The layer parts that grant abilities (engine.effects) make these, so they sit below every
ability that holds effects or instructions (engine.abilities).

>>> Keyword("flying").text
'Flying'
>>> ManaAbility("R").text
'{T}: Add {R}.'
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from engine.cr_keywords import ALL_KEYWORDS, NUMBERED, keyword_of, number_of, unapplied
from engine.errors import ChoiceError, EngineError, IllegalActionError, ValueSyntaxError
from engine.records import (
    Mana,
    Record,
    Term,
    missing_key,
    no_such,
    not_a,
    not_allowed,
    wrong_type,
)
from engine.vocab import Key, Written, suggest

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from engine.view import View


# 702.79a, 702.93a: keywords that are triggered abilities the vocabulary writes out — an object
# with the keyword has that triggered ability (its ``keyword``: what ``of_keyword`` looks for).
WRITTEN_OUT: dict[str, dict[str, Any]] = {
    "persist": {"when": "put_into_graveyard", "if": {"no_counters": "-1/-1"},
                "do": [{"return_it": "battlefield", "counters": "-1/-1"}]},
    "undying": {"when": "put_into_graveyard", "if": {"no_counters": "+1/+1"},
                "do": [{"return_it": "battlefield", "counters": "+1/+1"}]},
}

# 702.6a, 702.67a: the keywords that are an activated ability attaching their permanent, as a
# sorcery, to a target of this kind the player controls (:func:`equip_written_out`)
ATTACHING: dict[str, str] = {"equip": "creature", "fortify": "land"}


def equip_written_out(text: str) -> dict[str, Any]:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery." — the activated ability the vocabulary writes out (its ``activated:``
    mapping); 702.67a: "Fortify [cost]", the same to target land you control. Equip with a quality or
    equip planeswalker (702.6c, 702.6e) is refused: its target would be other than the one written out.

    >>> equip_written_out("Equip {1}{W} (reminder)")["cost"], equip_written_out("Equip—Pay 3 life.")["cost"]
    ('{1}{W}', 'Pay 3 life')
    >>> equip_written_out("Fortify {3}")["target"]
    'target land you control'
    """
    words = re.sub(r"\s*\(.*\)\s*$", "", text).strip()
    m = re.fullmatch(r"(?i:(?P<kw>equip|fortify))(?:\s*[—-]\s*(?P<printed>.+?)\.?|\s+(?P<mana>(?:\{[^}]+\})+))",
                     words)
    if m is None:
        raise ValueSyntaxError(f"{words!r}: the engine writes out \"Equip [cost]\" (702.6a: \"Equip {{2}}\", "
                               "\"Equip—Pay 3 life.\"); equip with a quality or equip planeswalker (702.6c, 702.6e) "
                               "is not modelled — write its activated: ability", not_allowed("cant_equip_quality",
                                                                                          rule="702.6c"))
    target = f"target {ATTACHING[m['kw'].lower()]} you control"
    return {"text": words, "cost": m["mana"] or m["printed"], "target": target, "as_sorcery": True,
            "do": [{"attach": target}]}


def reconfigure_written_out(text: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """702.151a: "Reconfigure [cost]" represents "[Cost]: Attach this permanent to another target
    creature you control. Activate only as a sorcery." and "[Cost]: Unattach this permanent.
    Activate only if this permanent is attached to a creature and only as a sorcery." — the two
    ``activated:`` mappings, beside the keyword itself (702.151b: attached, it is no creature).

    >>> [a["cost"] for a in reconfigure_written_out("Reconfigure {2} (reminder)")]
    ['{2}', '{2}']
    """
    words = re.sub(r"\s*\(.*\)\s*$", "", text).strip()
    m = re.fullmatch(r"(?i:reconfigure)(?:\s*[—-]\s*(?P<printed>.+?)\.?|\s+(?P<mana>(?:\{[^}]+\})+))", words)
    if m is None:
        raise ValueSyntaxError(f"{words!r}: reconfigure is written with its cost (702.151a: \"Reconfigure {{2}}\")",
                               missing_key("reconfigure [cost]"))
    cost, target = m["mana"] or m["printed"], "target other creature you control"
    return ({"text": words, "cost": cost, "target": target, "as_sorcery": True, "do": [{"attach": target}]},
            {"text": words, "cost": cost, "as_sorcery": True, "only_if_attached": True, "do": [{"unattach": "self"}]})


@dataclass(frozen=True)
class Keyword(Written):
    """A keyword ability (702): ``flying``, ``haste``, ``defender``, ``enchant creature``."""

    key: ClassVar[str] = "keyword"
    doc: ClassVar[str] = ("`- flying`, `- enchant creature`, `- Kicker {W}`: a keyword the game applies (the table of "
                          "keywords below; enchant takes a selector phrase or player — an Aura spell targets what it can enchant, "
                          "chosen as it is cast, `cast_spell: {targets: [id]}`, and resolves attached to it, 115.1b, "
                          "303.4a, 608.3b–c; protection and hexproof from a "
                          "color, a card type or everything); any other keyword of 702 is refused where it is written")
    takes: ClassVar[str] = "text"
    name: str
    records: ClassVar[dict[str, str]] = {
        "keyword.plain": "{keyword}",
        "keyword.protection": "protection from {quality}",
        "keyword.with": "{keyword} {amount}",
    }

    @classmethod
    def made(cls, value: Any) -> Keyword:
        """The keyword's words; one the game does not apply is refused (it would do nothing).

        >>> Keyword.made("Graft 2")
        Traceback (most recent call last):
        ...
        engine.errors.ValueSyntaxError: 'Graft 2' is graft (702.58), a keyword the game does not apply: an object with it would do nothing — leave it out (a card says so in its note), or write what it does as an ability of its kind (triggered: with keyword:, replacement:, static:)
        """
        keyword = cls.spelled(value)
        name = keyword_of(keyword.name)
        if name in NUMBERED and number_of(keyword.name) is None:  # "Toxic" alone would give nothing
            raise ValueSyntaxError(f"{keyword.name!r}: {name} is written with its number ({ALL_KEYWORDS[name]}: "
                                   f"\"{keyword.text.split()[0]} 2\")", missing_key(f"{name} N"))
        refused = unapplied(keyword.name)
        if refused is not None:
            name, rule = refused
            raise ValueSyntaxError(f"{keyword.name!r} is {name} ({rule}), a keyword the game does not apply: an "
                                   "object with it would do nothing — leave it out (a card says so in its note), or "
                                   "write what it does as an ability of its kind (triggered: with keyword:, "
                                   "replacement:, static:)", not_allowed("cant_unapplied_keyword", rule=rule))
        return keyword

    @classmethod
    def spelled(cls, value: Any) -> Keyword:
        """The keyword's words, a keyword of 702 whether the game applies it or not (what an
        ability that removes it names: 613.1f)."""
        if not value.strip():
            raise ValueSyntaxError(f"the keyword as printed, not {value!r}", wrong_type("keyword", "value_text", value))
        if keyword_of(value) is None:  # 702: a word no keyword is did nothing ("vigilence": it tapped)
            raise ValueSyntaxError(f"not a keyword ability (702): {value.strip()!r}"
                                   f"{suggest(value.strip().lower(), ALL_KEYWORDS)} — an ability written out "
                                   "is a mapping of its kind (static:, triggered:, …)",
                                   not_a("value_keyword", value.strip(),
                                         difflib.get_close_matches(value.strip().lower(), sorted(ALL_KEYWORDS), n=1)))
        quality = enchant_quality(value)
        if quality is not None and quality != "player":  # 702.5a: what it can enchant, a selector phrase
            from engine.selectors import parse_selector
            try:
                parse_selector(quality)
            except EngineError as err:
                raise ValueSyntaxError(f"enchant {quality!r}: what an Aura can enchant is a selector phrase "
                                       f"(creature, land, Equipment) or player (702.5a): {err}", err.says) from None
        if protection_quality(value, "hexproof") == "":  # 702.11d: a quality the engine does not read
            raise ValueSyntaxError(f"hexproof from {value.strip()[len('hexproof from '):]!r}: the engine reads "
                                   "hexproof from a color (black) or a card type (artifacts) (702.11d)",
                                   not_a("value_protection", value.strip(),
                                         ("hexproof from black", "hexproof from artifacts"), hint=False))
        if protection_quality(value) == "":  # 702.16a: a quality the engine does not read protects from nothing
            raise ValueSyntaxError(f"protection from {value.strip()[len('protection from '):]!r}: the engine reads "
                                   "protection from a color (red), a card type (creatures) or everything (702.16a)",
                                   not_a("value_protection", value.strip(),
                                         ("protection from red", "protection from creatures",
                                          "protection from everything"), hint=False))
        return cls(value.strip())

    @property
    def text(self) -> str:
        """The keyword as printed."""
        return self.name[:1].upper() + self.name[1:]

    def reworded(self, old: str, new: str) -> Keyword:
        """612.2: the keyword with the color word or land type ``old`` replaced by ``new`` where
        it is used as one — the land type of landwalk (702.14a: ``islandwalk`` → ``forestwalk``),
        the color of "protection from" or "hexproof from" (702.16a, 702.11d), what an Aura can
        enchant (702.5a); a keyword's other words are no color or land type.

        >>> Keyword("Islandwalk").reworded("Island", "Forest"), Keyword("snow swampwalk").reworded("Swamp", "Island")
        (Keyword(name='Forestwalk'), Keyword(name='snow islandwalk'))
        >>> Keyword("protection from red").reworded("red", "blue"), Keyword("flying").reworded("red", "blue")
        (Keyword(name='protection from blue'), Keyword(name='flying'))
        """
        from engine.wording import replace_in_text

        *rest, last = self.name.split(" ")
        head = last.removesuffix("walk")
        if head != last and head.lower() == old.lower():  # 702.14a: "[land type]walk", one word
            word = new.lower() if head[:1].islower() else new[:1].upper() + new[1:].lower()
            return Keyword(" ".join((*rest, word + "walk")))
        return Keyword(replace_in_text(self.name, old, new))

    def number(self) -> int:
        """The number it is written with (702.164b: "Toxic 2" → 2), 0 without one."""
        return number_of(self.name) or 0

    @classmethod
    def written(cls, text: str) -> Keyword | None:
        """The keyword ``text`` is written as (words, and a cost or number: ``Protection from blue``,
        ``Ward 2``), or None for other ability text (a sentence).

        >>> Keyword.written("Ward 2"), Keyword.written("This creature has flying.")
        (Keyword(name='Ward 2'), None)
        """
        return cls(text) if _WRITTEN.fullmatch(text) else None

    def says(self) -> Record:
        """The keyword as a record: the keyword (a word of the text tables, ``keyword_Flying``) and
        what it takes — protection's quality as a value (702.16a: a color, a card type), a
        keyword's cost or number (702.37 morph {2}{W}{W}, 702.21 ward 2).

        >>> Keyword("protection from blue").says(), Keyword("protection from creatures").says()
        (Record.of('keyword.protection', quality=Term('color_blue')), Record.of('keyword.protection', quality=Term('type_creature')))
        >>> Keyword("Ward 2").says(), Keyword("morph {2}{W}{W}").says(), Keyword("flying").says()
        (Record.of('keyword.with', keyword=Term('keyword_Ward'), amount=2), Record.of('keyword.with', keyword=Term('keyword_Morph'), amount=Mana('{2}{W}{W}')), Record.of('keyword.plain', keyword=Term('keyword_Flying')))
        """
        from engine.objects import CARD_TYPES, COLORS

        text = self.text
        quality = text.lower().removeprefix("protection from ")
        if quality != text.lower():
            single = quality[:-3] + "y" if quality.endswith("ies") else quality.removesuffix("s")
            if quality in COLORS:
                return Record.of("keyword.protection", quality=Term(f"color_{quality}"))
            if single in CARD_TYPES:
                return Record.of("keyword.protection", quality=Term(f"type_{single}"))
        m = _WITH_AMOUNT.fullmatch(text)
        if m:
            return Record.of("keyword.with", keyword=Term(f"keyword_{m[1]}"),
                             amount=int(m[2]) if m[2].isdigit() else Mana(m[2]))
        return Record.of("keyword.plain", keyword=Term(f"keyword_{text}"))


def protection_quality(text: str, keyword: str = "protection") -> str | None:
    """The quality a "protection from …" keyword names (702.16a) — or, with ``keyword``, a
    "hexproof from …" (702.11d) — as the engine reads it: a color (``blue``), a card type
    (``creature``, from "creatures") or ``everything``; None when ``text`` is no such keyword. A
    quality outside these is refused where the keyword is written (it would protect from nothing).

    >>> protection_quality("Protection from red"), protection_quality("protection from creatures")
    ('red', 'creature')
    >>> protection_quality("flying") is None, protection_quality("hexproof from black", "hexproof")
    (True, 'black')
    """
    from engine.objects import CARD_TYPES, COLORS

    words = re.sub(r"\s*\(.*\)\s*$", "", text).strip().lower()
    if not words.startswith(f"{keyword} from "):
        return None
    quality = words.removeprefix(f"{keyword} from ")
    single = quality[:-3] + "y" if quality.endswith("ies") else quality.removesuffix("s")
    if quality in COLORS or quality == "everything":
        return quality
    if single in CARD_TYPES:
        return single
    return ""


def enchant_quality(text: str) -> str | None:
    """What an Aura's "enchant …" keyword (702.5a) says it can be attached to, as a selector
    phrase (``creature``, ``Equipment`` — a subtype written lower-case is capitalized), or
    ``player``; None when ``text`` is no enchant keyword.

    >>> enchant_quality("Enchant creature"), enchant_quality("enchant equipment"), enchant_quality("flying")
    ('creature', 'Equipment', None)
    """
    from engine.objects import CREATURE_TYPES, LAND_TYPES, NONCREATURE_SUBTYPES

    words = re.sub(r"\s*\(.*\)\s*$", "", text).strip()
    if not words.lower().startswith("enchant "):
        return None
    quality = words[len("enchant "):].strip()
    known = {s.lower(): s for s in CREATURE_TYPES | LAND_TYPES | NONCREATURE_SUBTYPES}
    return " ".join(known.get(w, w) if w.islower() and w not in ("player",) else w for w in quality.split())


def aura_target(view: View) -> str:
    """115.1b, 303.4a: the target phrase of an Aura spell, defined by its enchant ability
    (702.5a: ``enchant creature`` → ``target creature``, ``enchant player`` → ``target player``);
    "" for a spell that is no Aura, or an Aura without an enchant keyword."""
    if "Aura" not in view.subtypes:
        return ""
    qualities = [q for _, a in view.abilities if isinstance(a, Keyword) and (q := enchant_quality(a.name))]
    if not qualities:
        return ""
    if all(q == "player" for q in qualities):
        return "target player"
    if "player" in qualities:
        raise IllegalActionError(f"{view.id}: an Aura that can enchant a player or an object has no target phrase "
                                 "the engine knows (115.1b, 702.5a)", not_allowed("cant_aura_target", view.id, "115.1b"))
    return "target " + " or ".join(qualities)


def enchants(aura: View, attached: View | None, attached_player: str | None, views: Mapping[str, View]) -> bool:
    """303.4d, 704.5m: whether ``aura`` is legally attached — to an object (``attached``) or a
    player its enchant keyword allows (702.5a), not one with protection from a quality of the
    Aura (702.16c), and not itself a creature."""
    from engine.selectors import Context, parse_selector

    if "creature" in aura.card_types:
        return False  # 303.4d: an Aura that's also a creature can't enchant anything
    qualities = [q for _, a in aura.abilities if isinstance(a, Keyword) and (q := enchant_quality(a.name))]
    if attached_player is not None:
        return not qualities or any(q == "player" for q in qualities)
    if attached is None or attached.zone != "battlefield" or protected_from(attached, aura):
        return False
    ctx = Context(views=views, source=aura.id, controller=aura.controller)
    return not qualities or any(q != "player" and parse_selector(q).matches(attached, ctx) for q in qualities)


def equips(thing: View, attached: View | None, *, attaching: bool = False) -> bool:
    """301.5, 301.6, 704.5n: whether an Equipment (a Fortification) can be attached to
    ``attached``: a creature (a land) on the battlefield, not itself (301.5c), not a permanent
    with protection from one of its qualities (702.16d). An Equipment that's also a creature can't
    equip (301.5c) unless it has reconfigure, as it is ``attaching`` (once attached, reconfigure
    has it stop being one, 702.151b); a battle or creature attached to anything can't be (704.5p)."""
    onto = "creature" if "Equipment" in thing.subtypes else "land" if "Fortification" in thing.subtypes else ""
    if not onto or attached is None or attached.id == thing.id or attached.zone != "battlefield":
        return False
    if "battle" in thing.card_types or "creature" in thing.card_types and not (
            attaching and "Equipment" in thing.subtypes and "reconfigure" in keywords_of(thing)):
        return False
    return onto in attached.card_types and not protected_from(attached, thing)


def attachable(thing: View, attached: View, views: Mapping[str, View]) -> bool:
    """701.3a: whether ``thing`` can be attached to the object ``attached`` — an Aura to what it
    could enchant (303.4j, 702.5a), an Equipment or a Fortification to what it could equip or
    fortify (301.5b, 301.6); anything else to nothing (701.3b)."""
    if attached.id == thing.id:
        return False  # 303.4d, 301.5c: it can't be attached to itself
    if "Aura" in thing.subtypes:
        return enchants(thing, attached, None, views)
    return equips(thing, attached, attaching=True)


def kickers(abilities: Iterable[object]) -> list[str]:
    """The kicker costs among these printed abilities (702.33a: "Kicker [cost]")."""
    return [a.name.split(None, 1)[1] for a in abilities
            if isinstance(a, Keyword) and a.name.lower().startswith("kicker ")]


def check_kicked(oid: str, abilities: Iterable[object], kicked: Iterable[str]) -> None:
    """702.33: each kicker cost said paid is one of its kickers — ChoiceError else (as it is cast, or
    as it enters "kicked", whichever way it got there)."""
    own = kickers(abilities)
    for cost in kicked:
        if cost not in own:
            raise ChoiceError(f"{oid} has no kicker {cost} (702.33; its kickers: {', '.join(own) or 'none'})",
                              no_such("thing_kicker", cost, own))


def keywords_of(view: View) -> frozenset[str]:
    """The keyword abilities ``view`` has now (702), by name, lower-case — protection's with
    its quality (``protection from red``)."""
    out: set[str] = set()
    for _, a in view.abilities:
        if isinstance(a, Keyword):
            name = keyword_of(a.name)
            quality = protection_quality(a.name)
            hexproof = protection_quality(a.name, "hexproof")  # 702.11d: "hexproof from [quality]"
            out.add(f"protection from {quality}" if quality else f"hexproof from {hexproof}" if hexproof
                    else name or a.name.lower())
    return frozenset(out)


def protected_from(view: View, source: View | None) -> bool:
    """702.16a: ``view`` has protection from a quality ``source`` has — its color, one of its
    card types, or everything. What protection does is the caller's: damage (702.16e),
    targets (702.16b)."""
    if source is None:
        return False
    for kw in keywords_of(view):
        quality = kw.removeprefix("protection from ")
        if quality == kw:
            continue
        if _has_quality(source, quality):
            return True
    return False


def untargetable_by(view: View, source: View | None, controller: str) -> bool:
    """Whether a spell or ability from ``source`` controlled by ``controller`` can't target
    ``view``: shroud (702.18a), hexproof against an opponent's (702.11b), protection from a
    quality of the source (702.16b)."""
    kws = keywords_of(view)
    if controller != view.controller and source is not None and any(  # 702.11d: of a [quality] source
            _has_quality(source, kw.removeprefix("hexproof from ")) for kw in kws if kw.startswith("hexproof from ")):
        return True
    return ("shroud" in kws or ("hexproof" in kws and controller != view.controller)
            or protected_from(view, source))


def _has_quality(source: View, quality: str) -> bool:
    """702.16a, 702.11d: ``source`` has the quality a keyword names — its color, one of its card
    types, or ``everything``."""
    return quality == "everything" or quality in source.colors or quality in source.card_types


# A keyword followed by its cost or number (702.37 "Morph {2}{W}{W}", 702.21 "Ward 2").
_WITH_AMOUNT = re.compile(r"(\S+) (\d+|(?:\{[^{}\s]+\})+)")
_WRITTEN = re.compile(r"[A-Za-z][A-Za-z -]*(?: (?:\d+|(?:\{[^{}\s]+\})+))?")


@dataclass(frozen=True)
class KeywordFor(Written):
    """A keyword made of words its linked ability gives (607.2a, 607.2d): ``name`` with
    ``{}`` for each word of the linked value ``each`` (engine/linked.py: ``chosen color``,
    ``exiled card types``…) — "protection from the chosen color". Granted, it is one
    keyword per word; none while the value is undefined (607.5a).

    >>> KeywordFor("protection from {}", "chosen color").text
    'Protection from the chosen color'
    """

    key: ClassVar[str] = "keyword_for"
    doc: ClassVar[str] = ("a keyword made of the words of a linked value: `{keyword: \"protection from {}\", each: "
                          "chosen color}` — one keyword per word (`exiled card types`: \"protection from each of the "
                          "exiled card's card types\"); an object's own (its words spelled out before layer 6; `link`: "
                          "the label of its linked exile ability, 607.2a), or granted by `add_abilities` (the granting "
                          "ability's linked values)")
    keys: ClassVar[tuple[Key, ...]] = (Key("keyword", "name", "text", "the keyword, with {} where each word goes"),
                                       Key("each", "each", "linked", "a linked value (engine/linked.py)", required=True),
                                       Key("link", "link", "text", "the label of its linked abilities (607.2a: the "
                                           "cards its linked ability exiled)"))
    name: str
    each: str
    link: str = ""  # 607.2a: as an object's own ability, the label its linked exile ability shares

    @classmethod
    def made(cls, value: Any) -> KeywordFor:
        """``keyword`` with ``{}``, ``each`` a linked value."""
        if "{}" not in value.get("name", ""):
            raise ValueSyntaxError("give 'keyword' with {} where each word goes", missing_key("keyword_for keyword"))
        refused = unapplied(value["name"].replace("{}", "x"))
        if refused is not None:  # one keyword per word, each doing nothing
            raise ValueSyntaxError(f"{value['name']!r} is {refused[0]} ({refused[1]}), a keyword the game does not "
                                   "apply: an object with it would do nothing",
                                   not_allowed("cant_unapplied_keyword", rule=refused[1]))
        return cls(**value)

    @property
    def text(self) -> str:
        """As printed."""
        from engine.linked import LINKED_VALUES
        words = self.name.replace("{}", LINKED_VALUES.get(self.each).written)
        return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class ManaAbility(Written):
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

    key: ClassVar[str] = "mana"
    doc: ClassVar[str] = ("`mana: R` — {T}: Add {R} (one of W, U, B, R, G, C: 106.1b); `mana: chosen` (607.2d); "
                          "`mana: any` — one mana of any color (106.4; the scenario's `activate_mana` gives `color:`); "
                          "`mana: {any_of: exiled colors, link: "
                          "L}`: one mana of any of a linked value's colors (607.2a; the scenario's `activate_mana` "
                          "gives `color:`)")
    takes: ClassVar[str] = "text"
    keys: ClassVar[tuple[Key, ...]] = (Key("any_of", "any_of", "linked", "a linked value's colors (607.2a)", required=True),
                                       Key("link", "link", "text", "the label of its linked abilities"))
    mana: str = ""
    link: str = ""
    any_of: str = ""

    @classmethod
    def made(cls, value: Any) -> ManaAbility:
        """A symbol, ``chosen``, ``any``, or ``{any_of: exiled colors, link: …}``."""
        if isinstance(value, dict):
            return cls(**value)
        if value.strip() in ("chosen", "any"):
            return cls(value.strip())  # 607.2d: the chosen color; 106.4: any color
        from engine.objects import mana_type
        return cls(mana_type(value))

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
