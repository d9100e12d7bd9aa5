"""YAML values → engine values: abilities, effects, selectors, expressions, type lines.

The vocabulary is documented in docs/cards.md. Every error names the file and line.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine import (
    PT,
    Ability,
    Characteristics,
    Const,
    Duration,
    EffectSpec,
    EngineError,
    ExpressionSyntaxError,
    ManaCost,
    Part,
    SelectorSyntaxError,
    TriggeredAbility,
    parse_expression,
    parse_selector,
)
from engine.conditions import CONDITIONS, Condition, refused_at, refused_at_says
from engine.effects import EFFECT_PARTS, CastingBan, LegendRuleExempt, RulesPart
from engine.expressions import Expr
from engine.instructions import INSTRUCTIONS, Instruction, unbound_target
from engine.objects import CARD_TYPES, COLORS, SUPERTYPES, counter_kind
from engine.records import Term, goes_with, missing_key, not_a, not_allowed, wrong_type
from engine.selectors import Selector, refused_in, refused_says, union
from engine.stack import STACK_TARGETS
from engine.vocab import suggest
from ruletext.errors import InputError
from ruletext.schema import check_keys
from verify.errors import CardError, UnknownSelectorError, unknown_key_says
from verify.yamlload import LineDict, line_of

DURATIONS: dict[str, Duration] = {
    "end_of_turn": Duration.END_OF_TURN, "until end of turn": Duration.END_OF_TURN,
    "indefinite": Duration.INDEFINITE, "static": Duration.STATIC,
    "until_your_next_turn": Duration.UNTIL_YOUR_NEXT_TURN, "until your next turn": Duration.UNTIL_YOUR_NEXT_TURN,
}


@dataclass(frozen=True)
class Where:
    """A place in an input file, for error messages."""

    path: str
    line: int

    def at(self, value: object) -> Where:
        """The place of a nested mapping/sequence (or this place)."""
        return Where(self.path, line_of(value, self.line))

    def key(self, mapping: object, key: str) -> Where:
        """The line of a key in a mapping read with line numbers."""
        if isinstance(mapping, LineDict):
            return Where(self.path, mapping.key_line(key))
        return self


# ---- the reader's Japanese of a shown English text --------------------------------------------

def text_ja_beside(data: object, w: Where, label: str, error: type[InputError] = CardError) -> None:
    """``text_ja`` beside a shown English ``text`` (an ability's, an inline object's, an effect's,
    a condition's…): its Japanese, for the reader only (collected by :func:`texts_ja`) — text,
    with ``text`` in the same mapping, else ``file:line``."""
    if not isinstance(data, dict) or "text_ja" not in data:
        return
    line = data.key_line("text_ja") if isinstance(data, LineDict) else w.line
    value = data["text_ja"]
    if not isinstance(value, str) or not value.strip():
        raise error(w.path, line, f"{label} text_ja: the Japanese of its 'text' (text), not {value!r}",
                    wrong_type(f"{label} text_ja", "value_text", value))
    if "text" not in data:
        raise error(w.path, line, f"{label} text_ja: the Japanese of its 'text': give 'text' beside it",
                    goes_with(f"{label} text_ja", f"{label} text"))


def texts_ja(value: object) -> dict[str, str]:
    """Every English ``text`` → its ``text_ja`` in a YAML value, at any depth (a card's, an
    inline object's, its abilities', an effect's…): the Japanese the site shows for it. A text of
    one ability a line whose Japanese has as many lines gives each line's too (an ability written
    as its text alone, ``triggered: Whenever …``, has no text_ja of its own).

    >>> texts_ja({"object": {"abilities": [{"static": {"text": "Flying.", "text_ja": "飛行"}}]}, "text": "x"})
    {'Flying.': '飛行'}
    >>> texts_ja({"text": "Flying\\nWhenever it deals damage, you gain 1 life.", "text_ja": "飛行\\n…"})["Flying"]
    '飛行'
    """
    out: dict[str, str] = {}
    lines: dict[str, str] = {}
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, dict):
            if isinstance(item.get("text"), str) and isinstance(item.get("text_ja"), str):
                out[item["text"]] = item["text_ja"]
                en, ja = item["text"].strip().splitlines(), item["text_ja"].strip().splitlines()
                if len(en) > 1 and len(en) == len(ja):
                    lines.update(zip(en, ja, strict=True))
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return {**lines, **out}


def selector(text: object, where: Where, context: str = "") -> Selector:
    """A selector phrase → :class:`Selector` (UnknownSelectorError with file:line); ``context``:
    where it is read (engine.selectors.SELECTOR_CONTEXTS) — a phrase that cannot take effect
    there is refused."""
    if not isinstance(text, str):
        raise UnknownSelectorError(where.path, where.line, f"a selector is a phrase, got {text!r}",
                                   wrong_type("selector", "value_selector", text))
    try:
        sel = parse_selector(text)
    except SelectorSyntaxError as err:
        raise UnknownSelectorError(where.path, where.line, str(err)) from None
    why = refused_in(sel, context) if context else ""
    if why:
        raise UnknownSelectorError(where.path, where.line, why, refused_says(sel, context))
    return sel


def any_selector(value: object, where: Where, context: str = "") -> Selector:
    """A phrase, or a list of phrases any of which describes the object (``[legendary
    permanent, artifact]``: "a legendary permanent or an artifact")."""
    if not isinstance(value, list):
        return selector(value, where, context)
    try:
        return union(selector(v, where.at(value), context) for v in value)
    except SelectorSyntaxError as err:
        raise UnknownSelectorError(where.path, where.line, str(err)) from None


def expression(text: object, where: Where) -> Expr:
    """An expression phrase or number → engine expression."""
    if isinstance(text, bool) or not isinstance(text, (str, int)):
        raise UnknownSelectorError(where.path, where.line, f"an expression is a number or a phrase, got {text!r}",
                                   wrong_type("expression", "value_expression", text))
    try:
        expr = parse_expression(text)
    except (ExpressionSyntaxError, SelectorSyntaxError) as err:
        raise UnknownSelectorError(where.path, where.line, str(err)) from None
    inner: object = expr
    while inner is not None:  # the phrase counted ("the number of …", "… plus 1")
        sel = getattr(inner, "selector", None)
        why = refused_in(sel, "expression") if isinstance(sel, Selector) else ""
        if why and isinstance(sel, Selector):
            raise UnknownSelectorError(where.path, where.line, why, refused_says(sel, "expression"))
        inner = getattr(inner, "left", None)
    return expr


def pt_value(text: object, where: Where) -> PT:
    """``2/2`` or ``+1/+1`` → :class:`PT`."""
    try:
        return PT.parse(str(text))
    except EngineError as err:
        raise CardError(where.path, where.line, str(err)) from None


def colors(value: object, where: Where, allow_chosen: bool = True) -> tuple[str, ...]:
    """A color or a list of colors (``chosen``: the color chosen for the effect)."""
    items = [value] if isinstance(value, str) else list(value) if isinstance(value, list) else None
    if items is None:
        raise CardError(where.path, where.line, f"expected a color or a list of colors, got {value!r}",
                        wrong_type("colors", "value_colors", value))
    out: list[str] = []
    for item in items:
        word = str(item).strip().lower()
        if word not in COLORS and not (allow_chosen and word == "chosen"):
            raise CardError(where.path, where.line, f"not a color: {item!r} (expected one of {', '.join(COLORS)})",
                            not_a("value_color", item, COLORS))
        out.append(word)
    return tuple(out)


def type_line(text: object, where: Where, subtypes_alone: bool = False,
              ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """``Legendary Land — Swamp`` → (card types, subtypes, supertypes).

    >>> type_line("Artifact Creature — Plant Zombie", Where("x", 1))
    (('artifact', 'creature'), ('Plant', 'Zombie'), ())
    """
    if not isinstance(text, str):
        raise CardError(where.path, where.line, f"a type line is text, got {text!r}",
                        wrong_type("type_line", "value_text", text))
    left, _, right = _split_dash(text)
    card_types: list[str] = []
    supertypes: list[str] = []
    for word in left.split():
        low = word.lower()
        if low in CARD_TYPES:
            card_types.append(low)
        elif low in SUPERTYPES:
            supertypes.append(low)
        elif subtypes_alone and word[:1].isupper():
            right = f"{right} {word}".strip()
        else:
            raise CardError(where.path, where.line,
                            f"unknown card type or supertype {word!r} in {text!r} (subtypes go after '—')",
                            not_a("value_type_word", word, (*CARD_TYPES, *SUPERTYPES)))
    subtypes = tuple(right.split())
    return tuple(card_types), subtypes, tuple(supertypes)


def _split_dash(text: str) -> tuple[str, str, str]:
    m = re.split(r"\s*(?:—|--|\s-\s)\s*", text, maxsplit=1)
    if len(m) == 1:
        return m[0], "", ""
    return m[0], "—", m[1]


# The keys an effect mapping takes beside its parts (engine.effects.EFFECT_PARTS).
EFFECT_SHARED_KEYS: tuple[str, ...] = ("affected", "text", "text_ja", "duration", "id", "targets", "controller", "choices",
                                       "source", "cost", "target", "link", "cant_cast_named", "x_is", "do", "as_long_as",
                                       "for_as_long_as")


def effect_spec(data: LineDict, where: Where, default_affected: str, text: str | None = None,
                context: str = "affected", checked: bool = False) -> EffectSpec:
    """An effect mapping (``affected`` + the effect keys, engine.effects.EFFECT_PARTS) → :class:`EffectSpec`;
    ``checked``: its keys were checked by the caller (the keys of the ability the effect is of)."""
    from verify.schema import build_part
    where = where.at(data)
    if not checked:
        check_keys(data, (*EFFECT_PARTS.names(), *EFFECT_SHARED_KEYS), where.path, where.line, what="effect",
                   error=CardError, says=unknown_key_says)
    text_ja_beside(data, where, "effect")
    affected = selector(data.get("affected", default_affected), where.key(data, "affected"), context)
    parts: list[Part] = []
    for key, cls in EFFECT_PARTS.items():
        if key in data:
            parts.extend(build_part(cls, data[key], where.key(data, key)))
    if not parts and data.get("cant_cast_named"):
        parts = [CastingBan("")]  # 101.2: the static ability's own prohibition (engine/casting.py), shown
    if not parts:
        raise CardError(where.path, where.line, f"the effect does nothing: give one of {', '.join(EFFECT_PARTS)}",
                        missing_key(Term("key_effect_part")))
    shown = text or str(data.get("text", ""))
    # A rule-modifying part without its own text shows the effect's text (613.11).
    parts = [dataclasses.replace(p, text=shown) if isinstance(p, (RulesPart, LegendRuleExempt)) and not p.text else p
             for p in parts]
    return EffectSpec(shown, affected, tuple(parts))


def pt_exprs(value: Any, w: Where, modify: bool = False, label: str = "modify_pt",
             ) -> tuple[Expr | None, Expr | None]:
    """Power and toughness: ``{power: …, toughness: …}`` (either), ``2/2`` — or, to modify
    them (``modify``), ``+1/+1`` — or an expression for both (``its mana value``, not to modify)."""
    if isinstance(value, dict):
        check_keys(value, ("power", "toughness"), w.path, w.line, error=CardError, says=unknown_key_says)
        power = expression(value["power"], w) if "power" in value else None
        toughness = expression(value["toughness"], w) if "toughness" in value else None
        if power is None and toughness is None:
            raise CardError(w.path, w.line, "give 'power' and/or 'toughness'", missing_key(Term("key_power_toughness")))
        return power, toughness
    if modify:
        if not isinstance(value, str) or not re.fullmatch(r"\s*[+-]?\d+\s*/\s*[+-]?\d+\s*", value):
            raise CardError(w.path, w.line, f"{label}: +N/+N or {{power: …, toughness: …}}, not {value!r}",
                            wrong_type(label, "value_pt_change", value))
        amount = pt_value(value, w)
        return Const(amount.power), Const(amount.toughness)
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*/\s*-?\d+\s*", value):
        pt = pt_value(value, w)
        return Const(pt.power), Const(pt.toughness)
    e = expression(value, w)  # "its mana value": both power and toughness
    return e, e


def duration(value: object, where: Where) -> Duration:
    """``end_of_turn`` / ``until_your_next_turn`` / ``indefinite``."""
    key = str(value).strip().lower()
    if key not in DURATIONS:
        raise CardError(where.path, where.line, f"unknown duration {value!r} (known: end_of_turn, "
                        "until_your_next_turn, indefinite)",
                        not_a("value_duration", value, DURATIONS))
    return DURATIONS[key]


# The keys of an inline object (a scenario's ``object:``, a token) and of a back face.
OBJECT_KEYS: tuple[str, ...] = ("name", "mana_cost", "type_line", "colors", "pt", "loyalty", "text", "text_ja",
                                 "abilities", "back", "flip")
# 710.1b: a flip card's alternative characteristics (its colors and mana cost are the normal ones, 710.1c)
FLIP_KEYS: tuple[str, ...] = ("en", "ja", "type_line", "pt", "text", "text_ja", "abilities")
BACK_KEYS: tuple[str, ...] = ("en", "ja", "mana_cost", "type_line", "colors", "pt", "loyalty", "text", "text_ja",
                              "abilities")
# 111.3: the characteristics an effect creating a token may define (no mana cost, no back face)
TOKEN_KEYS: tuple[str, ...] = ("name", "type_line", "colors", "pt", "loyalty", "abilities")


def _labels(node: Any, key: str, line: int) -> list[tuple[str, int]]:
    """Every ``key: value`` (text) inside ``node``, with its line."""
    out: list[tuple[str, int]] = []
    if isinstance(node, dict):
        for k, v in node.items():
            at = node.key_line(k) if isinstance(node, LineDict) else line
            if k == key and isinstance(v, str):
                out.append((v.strip(), at))
            else:
                out.extend(_labels(v, key, at))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out.extend(_labels(v, key, node.item_lines[i] if hasattr(node, "item_lines") else line))
    return out


def _check_links(abilities: list[Any], w: Where) -> None:
    """607.1: a label links abilities printed on one object — a `link` that names no other of
    them (a kicker cost its Kicker keyword, 607.2i) linked to nothing, and the ability that reads
    it read nothing, silently; so does `kicked:` with a cost no Kicker keyword of it has."""
    kicker = {a.split(None, 1)[1].strip() for a in abilities
              if isinstance(a, str) and a.lower().startswith("kicker ") and " " in a.strip()}
    links = _labels(abilities, "link", w.line)
    counts: dict[str, int] = {}
    for label, _ in links:
        counts[label] = counts.get(label, 0) + 1
    for label, line in links:
        if label.startswith("{") and label not in kicker:
            raise CardError(w.path, line, f"link: {label!r} is no kicker cost of this object (its kicker costs: "
                                          f"{', '.join(sorted(kicker)) or 'none'}; 607.2i)",
                            not_a("value_linked_kicker", label, sorted(kicker)))
        if not label.startswith("{") and counts[label] < 2:
            others = sorted(set(counts) - {label})
            raise CardError(w.path, line, f"link: {label!r} names no other ability of this object (607.1: linked "
                                          f"abilities are on one object; its other labels: {', '.join(others) or 'none'})"
                                          f"{suggest(label, others)}",
                            not_a("value_link_label", label, others))
    for cost, line in _labels(abilities, "kicked", w.line):
        if cost not in kicker:
            raise CardError(w.path, line, f"kicked: {cost!r} is no kicker cost of this object (its kicker costs: "
                                          f"{', '.join(sorted(kicker)) or 'none'}; 607.2i)",
                            not_a("value_linked_kicker", cost, sorted(kicker)))


def star_pt(text: str, where: Where) -> tuple[int, int]:
    """208.2a: a power/toughness with a star, as printed (``*/1+*``): each star is 0 until a
    characteristic-defining ability sets it (layer 7a) — so ``1+*`` is 1 when the ability is
    gone (613.1f: it lost its abilities; the official rulings: "*/*+1 … it's 0/1").

    >>> star_pt("*/1+*", Where("c.yaml", 1)), star_pt("*/*", Where("c.yaml", 1))
    ((0, 1), (0, 0))
    """
    halves = text.replace(" ", "").split("/")
    out = []
    for half in halves:
        written = half.replace("*", "0")
        if len(halves) != 2 or not re.fullmatch(r"[+-]?\d+(?:[+-]\d+)*", written):
            raise CardError(where.path, where.line, f"not a power/toughness: {text!r} (e.g. 2/2, */*, */1+*)",
                            not_a("value_pt", text, ("2/2", "*/*", "*/1+*"), hint=False))
        out.append(sum(int(n) for n in re.findall(r"[+-]?\d+", written)))
    return out[0], out[1]


def characteristics(data: LineDict, where: Where, name: str, keys: tuple[str, ...] = OBJECT_KEYS) -> Characteristics:
    """A card or inline object's printed values (mana_cost, type_line, colors, pt, abilities);
    ``keys``: the keys it may have (an unknown one is an error naming the accepted ones)."""
    check_keys(data, keys, where.path, where.line, error=CardError, says=unknown_key_says)
    text_ja_beside(data, where, "object")
    cost = None
    if data.get("mana_cost"):
        try:
            cost = ManaCost.parse(str(data["mana_cost"]))
        except EngineError as err:
            raise CardError(where.path, where.key(data, "mana_cost").line, str(err)) from None
    ct, st, sup = type_line(data.get("type_line", ""), where.key(data, "type_line"))
    if "colors" in data:
        col = frozenset(colors(data["colors"], where.key(data, "colors"), allow_chosen=False))
    else:
        col = cost.colors if cost is not None else frozenset()  # 202.2
    power = toughness = None
    if "pt" in data:
        raw = str(data["pt"])
        if "*" in raw:
            power, toughness = star_pt(raw, where.key(data, "pt"))  # 208.2a: a CDA sets "*" in layer 7a
        else:
            pt = pt_value(raw, where.key(data, "pt"))
            power, toughness = pt.power, pt.toughness
    loyalty = _loyalty(data, where, ct)
    abilities_data = data.get("abilities", [])
    if not isinstance(abilities_data, list):
        raise CardError(where.path, where.key(data, "abilities").line, "abilities: expected a list",
                        wrong_type("abilities", "value_list", abilities_data))
    w = where.key(data, "abilities")
    abilities = tuple(
        one for i, a in enumerate(abilities_data)
        for one in abilities_of(a, Where(w.path, abilities_data.item_lines[i] if hasattr(abilities_data, "item_lines")
                                         else w.line)))
    _check_links(abilities_data, w)  # across its abilities, each read first
    back = None
    if "back" in data:  # 712: a transforming double-faced card's back face
        face = data["back"]
        if not isinstance(face, LineDict):
            raise CardError(where.path, where.key(data, "back").line, "back: a mapping (en, type_line, pt, abilities…)",
                            wrong_type("back", "value_face", face))
        back = characteristics(face, where.at(face), str(face.get("en") or face.get("ja") or "back face"), BACK_KEYS)
    flip = None
    if "flip" in data:  # 710.1b: a flip card's alternative name, text box, type line, power and toughness
        half = data["flip"]
        if not isinstance(half, LineDict):
            raise CardError(where.path, where.key(data, "flip").line, "flip: a mapping (en, type_line, pt, abilities…)",
                        wrong_type("flip", "value_face", half))
        flip = characteristics(half, where.at(half), str(half.get("en") or half.get("ja") or "flipped"), FLIP_KEYS)
    if not name:  # 111.4: a token whose name isn't given is named for its subtypes plus "Token"
        name = " ".join([*st, "Token"])
    return Characteristics(name=name, mana_cost=cost, colors=col, card_types=frozenset(ct), subtypes=st,
                           supertypes=frozenset(sup), abilities=abilities, power=power, toughness=toughness,
                           back=back, flip=flip, loyalty=loyalty)


def _loyalty(data: LineDict, where: Where, card_types: Iterable[str]) -> int | None:
    """209.1, 306.5b: a planeswalker's printed loyalty — a number, 0 or more, only on a planeswalker."""
    if "loyalty" not in data:
        return None
    value, line = data["loyalty"], where.key(data, "loyalty").line
    if "planeswalker" not in card_types:
        raise CardError(where.path, line, "loyalty: only a planeswalker has a printed loyalty (209.1, 306.5b)",
                        not_allowed("cant_loyalty_not_planeswalker", rule="209.1"))
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise CardError(where.path, line, f"loyalty: a number, 0 or more (209.1), not {value!r}",
                        wrong_type("loyalty", "value_zero_or_more", value))
    return value



def ability(data: Any, where: Where) -> Ability:
    """One entry of ``abilities:`` → engine ability (verify/abilities.py: the ability kinds)."""
    from verify.abilities import parse_ability
    return parse_ability(data, where)


def abilities_of(data: Any, where: Where) -> tuple[Ability, ...]:
    """One entry of ``abilities:`` → the abilities it is (702.151a: reconfigure is three)."""
    from verify.abilities import parse_abilities
    return parse_abilities(data, where)


# ---- triggered abilities, conditions, instructions --------------------------------------------

def ability_text(body: LineDict | dict[str, Any], w: Where, kind: str) -> str:
    """The ability's English ``text`` (required)."""
    text = body.get("text", "")
    if not isinstance(text, str) or not text:
        raise CardError(w.path, w.line, f"{kind}: give the ability's English 'text'", missing_key(f"{kind} text"))
    return text


REFLEXIVE_KEYS: tuple[str, ...] = ("text", "text_ja", "target", "if", "do")


def reflexive(body: LineDict, w: Where) -> TriggeredAbility:
    """A ``reflexive:`` mapping (603.12: "when you do, …") → :class:`TriggeredAbility`: it
    triggers on the instruction before it, so it has no ``when`` (nor ``what``)."""
    check_keys(body, REFLEXIVE_KEYS, w.path, w.line, label="reflexive",
               notes=dict.fromkeys(("when", "what"), " — a reflexive ability triggers on the instruction before it "
                                                      "(603.12)"), error=CardError, says=unknown_key_says)
    text_ja_beside(body, w, "reflexive")
    text = body.get("text", "")
    if not isinstance(text, str) or not text:
        raise CardError(w.path, w.line, "reflexive: give the ability's English 'text'", missing_key("reflexive text"))
    target = body.get("target", "")
    for phrase in target if isinstance(target, list) else [target] if target else []:
        check_target(str(phrase), w.key(body, "target"))
    target = tuple(str(t) for t in target) if isinstance(target, list) and len(target) > 1 else (
        str(target[0]) if isinstance(target, list) and target else target)
    todo = instructions(body.get("do", []), w.key(body, "do"))  # checked where it is
    why = unbound_target(todo, target if isinstance(target, tuple) else str(target))  # 115.3
    if why:
        raise CardError(w.path, w.key(body, "target").line, why[0], why[1])
    return TriggeredAbility(text, condition=condition(body["if"], w.key(body, "if"), "reflexive if") if "if" in body
                            else None, instructions=todo, target=target if isinstance(target, tuple) else str(target))


def counter_kind_at(raw: object, w: Where) -> str:
    """A kind of counter (122.1: ``+1/+1``, ``-1/-1``, a named kind), ``file:line`` when it is not one."""
    try:
        return counter_kind(str(raw))
    except EngineError as err:
        raise CardError(w.path, w.line, str(err)) from None


def check_target(phrase: str, w: Where) -> None:
    """A target phrase (115.1): ``target player``, ``any target``, ``target SELECTOR``, ``another
    target SELECTOR`` (115.3: not a target of an earlier instance of "target"), else ``file:line``."""
    low = " ".join(phrase.split()).lower()
    if low.startswith("another target "):
        phrase, low = " ".join(phrase.split())[len("another "):], low[len("another "):]
    if low in ("target player", "target opponent", "any target") or low in STACK_TARGETS:
        return
    if not low.startswith("target "):
        raise CardError(w.path, w.line, f"a target is 'target player', 'any target' or 'target …', not {phrase!r}",
                        not_a("value_target_phrase", phrase, ("target player", "any target", "target …"), hint=False))
    selector(" ".join(phrase.split())[len("target "):], w, "target")


def condition(data: Any, w: Where, place: str) -> Condition:
    """An ``if:`` mapping → a word of the condition registry (``{count: SELECTOR, at_least: N}``…);
    ``place``: where it is read (engine.conditions.CONDITION_PLACES) — one that cannot take
    effect there is refused."""
    from verify.schema import entry_of
    cond: Condition = entry_of(CONDITIONS, data, w.at(data), "a condition (if:)")
    why = refused_at(cond, place)
    if why:
        raise CardError(w.path, w.line, why, refused_at_says(cond, place))
    return cond


def check_amounts(todo: tuple[Instruction, ...], w: Where, gives: frozenset[str], what: str) -> None:
    """Every amount among ``todo`` can take effect in ``what``, which gives its amounts ``gives``
    (engine.instructions.unfit_amount), else ``file:line``."""
    from engine.instructions import unfit_amount
    why = unfit_amount(todo, gives, what)
    if why:
        raise CardError(w.path, w.line, *why)


def instructions(data: Any, w: Where, gives: frozenset[str] | None = None, what: str = "") -> tuple[Instruction, ...]:
    """A ``do:`` list → instructions (docs/cards.md, instructions); ``gives``: what the ability
    they are of gives their amounts (:func:`check_amounts`; ``None``: checked by the caller)."""
    if not isinstance(data, list):
        raise CardError(w.path, w.line, "do: a list of instructions", wrong_type("do", "value_list", data))
    lines = getattr(data, "item_lines", None)
    out = tuple(instruction(item, Where(w.path, lines[i]) if lines else w.at(item)) for i, item in enumerate(data))
    if out and out[0].key == "reflexive":  # 603.12: "when you do" refers to the instruction before it
        raise CardError(w.path, lines[0] if lines else w.line,
                        "reflexive: it follows the instruction it refers to (\"you may sacrifice …. When you do, …\", "
                        "603.12); put that instruction before it", not_allowed("cant_reflexive_first", rule="603.12"))
    if gives is not None:
        check_amounts(out, w, gives, what)
    return out


def instruction(item: Any, w: Where) -> Instruction:
    """One instruction mapping: its word (a key of the instruction registry) and that word's keys."""
    from verify.schema import entry_of
    return entry_of(INSTRUCTIONS, item, w.at(item), "an instruction")  # type: ignore[no-any-return]
