"""YAML values → engine values: abilities, effects, selectors, expressions, type lines.

The vocabulary is documented in docs/cards.md. Every error names the file and line.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any, ClassVar

from engine import (
    PT,
    Ability,
    ActivatedAbility,
    AddAbilities,
    AddColors,
    AddTypes,
    AsEntersAbility,
    ChangeText,
    Characteristics,
    Const,
    CopyValues,
    Duration,
    EffectSpec,
    EngineError,
    ExpressionSyntaxError,
    GainControl,
    GameRule,
    Keyword,
    LoseAbilities,
    LoseAllAbilities,
    ManaAbility,
    ManaCost,
    ModifyPT,
    Part,
    PlayersGain,
    SelectorSyntaxError,
    SetColors,
    SetLandType,
    SetPT,
    SpellAbility,
    StaticAbility,
    SwitchPT,
    TriggeredAbility,
    parse_expression,
    parse_selector,
)
from engine.abilities import AdditionalTriggers, KeywordFor, MoreCounters
from engine.amounts import parse_amount
from engine.choices import CHOICES
from engine.conditions import CONDITIONS, Condition
from engine.costs import parse_cost
from engine.effects import CANT_TRIGGER_EVENTS, AddAbilitiesOf, CantTrigger
from engine.expressions import Expr
from engine.instructions import INSTRUCTIONS, Destroy, Instruction
from engine.linked import LINKED_VALUES
from engine.objects import CARD_TYPES, COLORS, SUPERTYPES
from engine.selectors import Selector, union
from engine.stack import SPELL_TARGETS, STACK_TARGETS
from engine.trigger_events import TRIGGER_EVENTS
from engine.vocab import VALUE_TYPES, Key, Registry, Word, suggest
from ruletext.errors import InputError
from verify.errors import CardError, UnknownSelectorError
from verify.yamlload import LineDict, line_of

# The keys of an effect, in the order their parts apply within a layer.
EFFECT_KEYS: tuple[str, ...] = (
    "copy", "gain_control", "change_text", "add_types", "set_land_type", "add_colors", "set_colors",
    "lose_all_abilities", "lose_abilities", "add_abilities", "add_abilities_of", "set_pt", "modify_pt", "switch_pt",
    "players_gain", "game_rule", "cant_trigger",
)
DURATIONS: dict[str, Duration] = {
    "end_of_turn": Duration.END_OF_TURN, "until end of turn": Duration.END_OF_TURN,
    "indefinite": Duration.INDEFINITE, "static": Duration.STATIC,
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


def selector(text: object, where: Where) -> Selector:
    """A selector phrase → :class:`Selector` (UnknownSelectorError with file:line)."""
    if not isinstance(text, str):
        raise UnknownSelectorError(where.path, where.line, f"a selector is a phrase, got {text!r}")
    try:
        return parse_selector(text)
    except SelectorSyntaxError as err:
        raise UnknownSelectorError(where.path, where.line, str(err)) from None


def any_selector(value: object, where: Where) -> Selector:
    """A phrase, or a list of phrases any of which describes the object (``[legendary
    permanent, artifact]``: "a legendary permanent or an artifact")."""
    if not isinstance(value, list):
        return selector(value, where)
    try:
        return union(selector(v, where.at(value)) for v in value)
    except SelectorSyntaxError as err:
        raise UnknownSelectorError(where.path, where.line, str(err)) from None


def expression(text: object, where: Where) -> Expr:
    """An expression phrase or number → engine expression."""
    if isinstance(text, bool) or not isinstance(text, (str, int)):
        raise UnknownSelectorError(where.path, where.line, f"an expression is a number or a phrase, got {text!r}")
    try:
        return parse_expression(text)
    except (ExpressionSyntaxError, SelectorSyntaxError) as err:
        raise UnknownSelectorError(where.path, where.line, str(err)) from None


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
        raise CardError(where.path, where.line, f"expected a color or a list of colors, got {value!r}")
    out: list[str] = []
    for item in items:
        word = str(item).strip().lower()
        if word not in COLORS and not (allow_chosen and word == "chosen"):
            raise CardError(where.path, where.line, f"not a color: {item!r} (expected one of {', '.join(COLORS)})")
        out.append(word)
    return tuple(out)


def type_line(text: object, where: Where, subtypes_alone: bool = False,
              ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """``Legendary Land — Swamp`` → (card types, subtypes, supertypes).

    >>> type_line("Artifact Creature — Plant Zombie", Where("x", 1))
    (('artifact', 'creature'), ('Plant', 'Zombie'), ())
    """
    if not isinstance(text, str):
        raise CardError(where.path, where.line, f"a type line is text, got {text!r}")
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
                            f"unknown card type or supertype {word!r} in {text!r} (subtypes go after '—')")
    subtypes = tuple(right.split())
    return tuple(card_types), subtypes, tuple(supertypes)


def _split_dash(text: str) -> tuple[str, str, str]:
    m = re.split(r"\s*(?:—|--|\s-\s)\s*", text, maxsplit=1)
    if len(m) == 1:
        return m[0], "", ""
    return m[0], "—", m[1]


def effect_spec(data: LineDict, where: Where, default_affected: str, text: str | None = None) -> EffectSpec:
    """An effect mapping (``affected`` + part keys) → :class:`EffectSpec`."""
    where = where.at(data)
    known = set(EFFECT_KEYS) | {"affected", "text", "duration", "id", "targets", "controller", "choices",
                                "source", "cost", "target", "link", "cant_cast_named", "x_is", "do"}
    for key in data:
        if key not in known:
            raise CardError(where.path, where.key(data, key).line,
                            f"unknown effect key {key!r} (known: {', '.join(EFFECT_KEYS)}; see docs/cards.md)")
    affected = selector(data.get("affected", default_affected), where.key(data, "affected"))
    parts: list[Part] = []
    for key in EFFECT_KEYS:
        if key in data:
            parts.extend(_parts(key, data[key], where.key(data, key)))
    if not parts:
        raise CardError(where.path, where.line, f"the effect does nothing: give one of {', '.join(EFFECT_KEYS)}")
    shown = text or str(data.get("text", ""))
    # A rule-modifying part without its own text shows the effect's text (613.11).
    parts = [dataclasses.replace(p, text=shown) if isinstance(p, CantTrigger) and not p.text else p for p in parts]
    return EffectSpec(shown, affected, tuple(parts))


def cant_trigger(value: Any, w: Where) -> CantTrigger:
    """``cant_trigger: {event: enters | [enters, dies], what: SELECTOR, whose: SELECTOR}`` →
    :class:`CantTrigger` (603.2 changed by an effect on the game rules, 613.11)."""
    if not isinstance(value, dict) or "event" not in value or "what" not in value:
        raise CardError(w.path, w.line, "cant_trigger needs 'event' (enters, dies or a list) and 'what' (a selector)")
    for key in value:
        if key not in ("event", "what", "whose", "text"):
            raise CardError(w.path, w.key(value, str(key)).line,
                            f"unknown cant_trigger key {key!r} (known: event, what, whose, text)")
    raw = value["event"] if isinstance(value["event"], list) else [value["event"]]
    events = tuple(str(e) for e in raw)
    for e in events:
        if e not in CANT_TRIGGER_EVENTS:
            raise CardError(w.path, w.key(value, "event").line,
                            f"cant_trigger: event is one of {', '.join(CANT_TRIGGER_EVENTS)}, not {e!r}")
    whose = selector(value["whose"], w.key(value, "whose")) if "whose" in value else None
    return CantTrigger(str(value.get("text", "")), events, any_selector(value["what"], w.key(value, "what")), whose)


def _parts(key: str, value: Any, w: Where) -> list[Part]:
    if key == "copy":
        return [CopyValues(str(value) if value not in (True, "chosen") else "copy")]
    if key == "gain_control":
        return [GainControl()]
    if key == "change_text":
        if not isinstance(value, dict) or "from" not in value or "to" not in value:
            raise CardError(w.path, w.line, "change_text needs 'from' and 'to' (a word, or 'chosen')")
        return [ChangeText(str(value["from"]), str(value["to"]))]
    if key == "add_types":
        ct, st, sup = type_line(value, w, subtypes_alone=True)
        return [AddTypes(ct, st, sup)]
    if key == "set_land_type":
        return [SetLandType(str(value))]
    if key == "add_colors":
        return [AddColors(colors(value, w))]
    if key == "set_colors":
        return [SetColors(colors(value, w))]
    if key == "lose_all_abilities":
        return [LoseAllAbilities()] if value else []
    if key == "lose_abilities":
        names = [value] if isinstance(value, str) else list(value)
        return [LoseAbilities(tuple(str(n) for n in names))]
    if key == "add_abilities":
        items = value if isinstance(value, list) else [value]
        return [AddAbilities(tuple(ability(a, w.at(value)) for a in items))]
    if key == "add_abilities_of":
        if str(value) != "target":
            raise CardError(w.path, w.line, "add_abilities_of: target (all activated abilities of the target)")
        return [AddAbilitiesOf("activated")]
    if key == "set_pt":
        power, toughness = _pt_exprs(value, w)
        return [SetPT(power, toughness)]
    if key == "modify_pt":
        if isinstance(value, dict):
            power, toughness = _pt_exprs(value, w)
            return [ModifyPT(power or Const(0), toughness or Const(0))]
        amount = pt_value(value, w)
        return [ModifyPT(Const(amount.power), Const(amount.toughness))]
    if key == "switch_pt":
        return [SwitchPT()] if value else []
    if key == "players_gain":
        if not isinstance(value, dict) or "abilities" not in value:
            raise CardError(w.path, w.line, "players_gain needs 'abilities' (and 'who': you, opponents, each)")
        who = str(value.get("who", "you"))
        if who not in ("you", "opponents", "each"):
            raise CardError(w.path, w.line, f"players_gain: who is you, opponents or each, not {who!r}")
        items = value["abilities"] if isinstance(value["abilities"], list) else [value["abilities"]]
        return [PlayersGain(tuple(str(a) for a in items), who)]
    if key == "game_rule":
        return [GameRule(str(value))]
    if key == "cant_trigger":
        return [cant_trigger(value, w)]
    raise CardError(w.path, w.line, f"unknown effect key {key!r}")  # pragma: no cover


def _pt_exprs(value: Any, w: Where) -> tuple[Expr | None, Expr | None]:
    if isinstance(value, dict):
        for key in value:
            if key not in ("power", "toughness"):
                raise CardError(w.path, w.key(value, key).line, f"unknown key {key!r} (accepted: power, toughness"
                                                                f"{suggest(key, ('power', 'toughness'))})")
        power = expression(value["power"], w) if "power" in value else None
        toughness = expression(value["toughness"], w) if "toughness" in value else None
        if power is None and toughness is None:
            raise CardError(w.path, w.line, "give 'power' and/or 'toughness'")
        return power, toughness
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*/\s*-?\d+\s*", value):
        pt = pt_value(value, w)
        return Const(pt.power), Const(pt.toughness)
    e = expression(value, w)  # "its mana value": both power and toughness
    return e, e


def duration(value: object, where: Where) -> Duration:
    """``end_of_turn`` / ``indefinite``."""
    key = str(value).strip().lower()
    if key not in DURATIONS:
        raise CardError(where.path, where.line, f"unknown duration {value!r} (known: end_of_turn, indefinite)")
    return DURATIONS[key]


# The keys of an inline object (a scenario's ``object:``, a token) and of a back face.
OBJECT_KEYS: tuple[str, ...] = ("name", "mana_cost", "type_line", "colors", "pt", "text", "abilities")
BACK_KEYS: tuple[str, ...] = ("en", "ja", "mana_cost", "type_line", "colors", "pt", "text", "abilities")


def characteristics(data: LineDict, where: Where, name: str, keys: tuple[str, ...] = OBJECT_KEYS) -> Characteristics:
    """A card or inline object's printed values (mana_cost, type_line, colors, pt, abilities);
    ``keys``: the keys it may have (an unknown one is an error naming the accepted ones)."""
    for key in data:
        if key not in keys:
            raise CardError(where.path, where.key(data, key).line,
                            f"unknown key {key!r} (accepted: {', '.join(keys)}{suggest(key, keys)})")
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
            power = toughness = 0  # 208.2a: "*" is defined by a CDA, which sets it in layer 7a
        else:
            pt = pt_value(raw, where.key(data, "pt"))
            power, toughness = pt.power, pt.toughness
    abilities_data = data.get("abilities", [])
    if not isinstance(abilities_data, list):
        raise CardError(where.path, where.key(data, "abilities").line, "abilities: expected a list")
    w = where.key(data, "abilities")
    abilities = tuple(
        ability(a, Where(w.path, abilities_data.item_lines[i] if hasattr(abilities_data, "item_lines") else w.line))
        for i, a in enumerate(abilities_data)
    )
    back = None
    if "back" in data:  # 712: a transforming double-faced card's back face
        face = data["back"]
        if not isinstance(face, LineDict):
            raise CardError(where.path, where.key(data, "back").line, "back: a mapping (en, type_line, pt, abilities…)")
        back = characteristics(face, where.at(face), str(face.get("en") or face.get("ja") or "back face"), BACK_KEYS)
    return Characteristics(name=name, mana_cost=cost, colors=col, card_types=frozenset(ct), subtypes=st,
                           supertypes=frozenset(sup), abilities=abilities, power=power, toughness=toughness,
                           back=back)



# ---- the schema loader: a mapping checked against a vocabulary entry's keys -------------


def _fail(error: type[InputError], w: Where, message: str) -> InputError:
    return error(w.path, w.line, message)


def _want(ok: bool, error: type[InputError], w: Where, label: str, what: str, raw: object) -> None:
    if not ok:
        raise _fail(error, w, f"{label}: {what}, not {raw!r}")


def convert(k: Key, raw: Any, w: Where, label: str, error: type[InputError] = CardError) -> Any:
    """One value of a schema key (``k.type``, engine/vocab.py VALUE_TYPES) → its engine value."""
    t = k.type
    try:
        if t == "int" or t == "count":
            _want(isinstance(raw, int) and not isinstance(raw, bool) and (t == "int" or raw >= 1), error, w, label,
                  "an integer" if t == "int" else "a positive integer", raw)
            return raw
        if t == "flag":
            _want(isinstance(raw, bool), error, w, label, "true or false", raw)
            return raw
        if t in ("text", "mana"):
            _want(isinstance(raw, str), error, w, label, "text" if t == "text" else "mana symbols ('{2}{B}')", raw)
            return raw
        if t == "word":
            if raw not in k.words:
                raise _fail(error, w, f"{label}: one of {', '.join(k.words)}, not {raw!r}"
                                      f"{suggest(str(raw), k.words)}")
            return raw
        if t == "counter":
            _want(isinstance(raw, str), error, w, label, "a counter kind ('+1/+1')", raw)
            return pt_value(raw, w).signed()
        if t == "selector":
            return selector(raw, w)
        if t == "selectors":
            return any_selector(raw, w)
        if t == "amount":
            return parse_amount(raw)
        if t == "instructions":
            return instructions(raw, w)
        if t == "triggered":
            _want(isinstance(raw, LineDict), error, w, label, "a triggered-ability mapping (text, when, do…)", raw)
            return triggered(raw, w.at(raw))
        if t == "condition":
            return condition(raw, w)
        if t == "object":
            _want(isinstance(raw, LineDict), error, w, label, "a mapping (name, type_line, colors, pt)", raw)
            return characteristics(raw, w.at(raw), str(raw.get("name", "token")))
    except EngineError as err:
        raise _fail(error, w, f"{label}: {err}") from None
    raise _fail(error, w, f"{label}: no loader for the value type {t!r}")  # pragma: no cover


def build_word(cls: Any, data: LineDict | dict[str, Any], w: Where, shared: tuple[str, ...] = (),
               error: type[InputError] = CardError) -> Any:
    """A mapping → an instance of the vocabulary entry ``cls``: every key must be one of its
    schema (or ``shared``, read by the caller); each value is converted by its type; a
    missing required key or a wrong value is ``file:line: message`` naming the key."""
    schema = {k.name: k for k in cls.schema()}
    for key in data:
        if key not in schema and key not in shared:
            accepted = [*schema, *shared]
            raise error(w.path, w.key(data, key).line,
                        f"{cls.key}: unknown key {key!r} (accepted: {', '.join(accepted)}{suggest(key, accepted)})")
    values: dict[str, Any] = {}
    for name, k in schema.items():
        if name in data:
            values[k.field] = convert(k, data[name], w.key(data, name), f"{cls.key}" + ("" if k.main else f" {name}"),
                                      error)
        elif k.required:
            raise error(w.path, w.line, f"{cls.key}: give {name!r} ({k.doc or VALUE_TYPES[k.type]})")
    try:
        cls.check(values)
        return cls(**values)
    except EngineError as err:
        raise error(w.path, w.line, f"{cls.key}: {err}") from None


def entry_of(registry: Registry[Any], data: Any, w: Where, what: str, shared: tuple[str, ...] = (),
             error: type[InputError] = CardError) -> Any:
    """A mapping with exactly one word of ``registry`` as a key (and that word's other keys)."""
    if not isinstance(data, dict):
        raise error(w.path, w.line, f"{what} is a mapping with one of: {', '.join(registry)}; got {data!r}")
    found = [k for k in data if k in registry]
    if len(found) != 1:
        unknown = [k for k in data if k not in registry and k not in shared]
        hint = suggest(unknown[0], registry) if unknown else ""
        raise error(w.path, w.key(data, unknown[0]).line if unknown and len(found) == 0 else w.line,
                    f"{what} has exactly one of: {', '.join(registry)}; got {', '.join(map(str, data)) or 'nothing'}"
                    + hint)
    return build_word(registry.get(found[0]), data, w, shared, error)


# ---- abilities ------------------------------------------------------------------------------


class AbilityKind(Word):
    """A kind of ability in ``abilities:`` (docs/cards.md): its keys and how it is read."""

    keys: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """The body of ``{kind: body}`` → engine ability."""
        raise NotImplementedError


ABILITY_KINDS: Registry[type[AbilityKind]] = Registry("ability kind", "an entry of `abilities:`")
_EFFECT_ABILITY_KEYS = ("text", "affected", *EFFECT_KEYS)


def _body(cls: type[AbilityKind], body: Any, w: Where) -> tuple[LineDict, str]:
    """The mapping of an ability, its keys checked, and its English text."""
    if not isinstance(body, LineDict):
        raise CardError(w.path, w.line, f"{cls.key}: a mapping ({', '.join(cls.keys)})")
    for key in body:
        if key not in cls.keys:
            raise CardError(w.path, w.key(body, key).line, f"{cls.key}: unknown key {key!r} (accepted: "
                                                          f"{', '.join(cls.keys)}{suggest(key, cls.keys)})")
    text = body.get("text", "")
    if not isinstance(text, str) or not text:
        raise CardError(w.path, w.at(body).line, f"{cls.key}: give the ability's English 'text'")
    return body, text


@ABILITY_KINDS.register
class KeywordKind(AbilityKind):
    """A keyword ability (702), also written as a plain string."""

    key: ClassVar[str] = "keyword"
    doc: ClassVar[str] = "`- flying`, `- enchant creature`, `- Morph {2}{W}{W}`, `- Kicker {W}`"

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """The keyword's words."""
        if not isinstance(body, str) or not body.strip():
            raise CardError(w.path, w.line, f"keyword: the keyword as printed, not {body!r}")
        return Keyword(body.strip())


def _linked_value(word: object, w: Where, label: str) -> str:
    """A word of the linked-value registry (engine/linked.py)."""
    try:
        LINKED_VALUES.get(str(word))
    except EngineError as err:
        raise CardError(w.path, w.line, f"{label}: {err}") from None
    return str(word)


@ABILITY_KINDS.register
class KeywordForKind(AbilityKind):
    """A keyword made of the words of a linked value (607.2a, 607.2d)."""

    key: ClassVar[str] = "keyword_for"
    doc: ClassVar[str] = ("a keyword made of the words of a linked value: `{keyword: \"protection from {}\", each: "
                          "chosen color}` — one keyword per word (`exiled card types`: \"protection from each of the "
                          "exiled card's card types\")")
    keys: ClassVar[tuple[str, ...]] = ("keyword", "each")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """``keyword`` with ``{}``, ``each`` a linked value."""
        if not isinstance(body, LineDict):
            raise CardError(w.path, w.line, "keyword_for: a mapping (keyword, each)")
        for key in body:
            if key not in cls.keys:
                raise CardError(w.path, w.key(body, key).line, f"keyword_for: unknown key {key!r} (accepted: keyword, "
                                                              f"each{suggest(key, cls.keys)})")
        keyword = body.get("keyword")
        if not isinstance(keyword, str) or "{}" not in keyword:
            raise CardError(w.path, w.line, "keyword_for: give 'keyword' with {} where each word goes")
        return KeywordFor(keyword, _linked_value(body.get("each"), w.key(body, "each"), "keyword_for each"))


@ABILITY_KINDS.register
class StaticKind(AbilityKind):
    """604, 611.3: an effect that applies while the object has the ability."""

    key: ClassVar[str] = "static"
    doc: ClassVar[str] = "an effect (below); applies while the object has the ability (604, 611.3)"
    keys: ClassVar[tuple[str, ...]] = (*_EFFECT_ABILITY_KEYS, "link", "cant_cast_named")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """An effect spec, affecting ``self`` by default; a string: text only (shown, not executed)."""
        if isinstance(body, str) and body.strip():
            return StaticAbility(body.strip(), EffectSpec(body.strip(), selector("self", w), ()))
        body, text = _body(cls, body, w)
        named = body.get("cant_cast_named", "")
        if named:
            _linked_value(named, w.key(body, "cant_cast_named"), "cant_cast_named")
        return StaticAbility(text, effect_spec(body, w, "self", text), link=str(body.get("link", "")),
                             cant_cast_named=named)


@ABILITY_KINDS.register
class CdaKind(AbilityKind):
    """604.3: a characteristic-defining ability."""

    key: ClassVar[str] = "cda"
    doc: ClassVar[str] = "a characteristic-defining ability (604.3): applies in 7a (P/T) or first in its layer"
    keys: ClassVar[tuple[str, ...]] = _EFFECT_ABILITY_KEYS

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """Its P/T part applies in 7a."""
        body, text = _body(cls, body, w)
        spec = effect_spec(body, w, "self", text)
        parts = tuple(SetPT(p.power, p.toughness, defining=True) if isinstance(p, SetPT) else p for p in spec.parts)
        return StaticAbility(text, EffectSpec(spec.text, spec.affected, parts), cda=True)


@ABILITY_KINDS.register
class ActivatedKind(AbilityKind):
    """602: an activated ability — a continuous effect, or one-shot instructions on the stack."""

    key: ClassVar[str] = "activated"
    doc: ClassVar[str] = ("`cost:` (parts: the cost table) + an effect + `duration:`, or one-shot `do:` (with `target`, "
                          "`link`, `x_is`) that uses the stack (602.2)")
    keys: ClassVar[tuple[str, ...]] = (*_EFFECT_ABILITY_KEYS, "cost", "duration", "do", "target", "link", "x_is")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """One-shot with ``do:``, else a continuous effect."""
        body, text = _body(cls, body, w)
        raw = body.get("cost", "")
        if not isinstance(raw, str):
            raise CardError(w.path, w.key(body, "cost").line, f"activated cost: text ('{{2}}, {{T}}'), not {raw!r}")
        try:
            cost = parse_cost(raw)
        except EngineError as err:
            raise CardError(w.path, w.key(body, "cost").line, str(err)) from None
        if "do" in body:
            extra = [k for k in body if k in EFFECT_KEYS or k in ("affected", "duration")]
            if extra:
                raise CardError(w.path, w.key(body, extra[0]).line,
                                f"activated: {extra[0]!r} is a key of a continuous effect; an ability with 'do' "
                                "uses instructions")
            target = str(body.get("target", ""))
            if target:
                _check_target(target, w.key(body, "target"))
            x_is = None
            if "x_is" in body:
                try:
                    x_is = parse_amount(body["x_is"])
                except EngineError as err:
                    raise CardError(w.path, w.key(body, "x_is").line, f"x_is: {err}") from None
            return ActivatedAbility(text, cost, None, Duration.INDEFINITE, instructions(body["do"], w.key(body, "do")),
                                    target, str(body.get("link", "")), x_is)
        for key in ("target", "x_is"):
            if key in body:
                raise CardError(w.path, w.key(body, key).line, f"activated: {key!r} goes with one-shot 'do:'")
        return ActivatedAbility(text, cost, effect_spec(body, w, "self", text),
                                duration(body.get("duration", "end_of_turn"), w.key(body, "duration")),
                                link=str(body.get("link", "")))


@ABILITY_KINDS.register
class SpellKind(AbilityKind):
    """608.2c, 611.2: an instant's or sorcery's instructions and/or continuous effect."""

    key: ClassVar[str] = "spell"
    doc: ClassVar[str] = ("an instant's or sorcery's instructions: an effect + `duration:`, and/or `do:` (with "
                          "`target:`); `destroy: SELECTOR` is short for `do: [{destroy: SELECTOR}]`")
    keys: ClassVar[tuple[str, ...]] = (*_EFFECT_ABILITY_KEYS, "duration", "do", "target", "destroy")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """Both parts may be given: the effect is created, then the instructions are performed."""
        body, text = _body(cls, body, w)
        todo: tuple[Instruction, ...] = ()
        if "do" in body:
            todo = instructions(body["do"], w.key(body, "do"))
        if "destroy" in body:
            todo += (Destroy(selector(body["destroy"], w.key(body, "destroy"))),)
        target = body.get("target", "")
        if target:
            _check_target(str(target), w.key(body, "target"))
        effect = None
        if any(k in body for k in EFFECT_KEYS):
            effect = effect_spec(body, w, "self", text)
        elif "affected" in body or "duration" in body:
            key = "affected" if "affected" in body else "duration"
            raise CardError(w.path, w.key(body, key).line, f"spell: {key!r} without an effect part "
                                                          f"({', '.join(EFFECT_KEYS)})")
        if effect is None and not todo:
            raise CardError(w.path, w.line, f"spell: give 'do' (instructions) or an effect part "
                                            f"({', '.join(EFFECT_KEYS)})")
        return SpellAbility(text, effect=effect, instructions=todo, target=str(target),
                            duration=duration(body.get("duration", "indefinite"), w.key(body, "duration"))
                            if effect is not None else None)


@ABILITY_KINDS.register
class ManaKind(AbilityKind):
    """605: a mana ability."""

    key: ClassVar[str] = "mana"
    doc: ClassVar[str] = ("`mana: R` — {T}: Add {R}; `mana: chosen` (607.2d); `mana: {any_of: exiled colors, link: "
                          "L}`: one mana of any of a linked value's colors (607.2a; the scenario's `activate_mana` "
                          "gives `color:`)")
    keys: ClassVar[tuple[str, ...]] = ("any_of", "link")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """A symbol, ``chosen``, or ``{add: exiled, link: …}``."""
        if isinstance(body, LineDict):
            for key in body:
                if key not in cls.keys:
                    raise CardError(w.path, w.key(body, key).line, f"mana: unknown key {key!r} (accepted: any_of, "
                                                                  f"link{suggest(key, cls.keys)})")
            if "any_of" not in body:
                raise CardError(w.path, w.line, "mana: {any_of: exiled colors, link: LABEL}")
            return ManaAbility(any_of=_linked_value(body["any_of"], w.key(body, "any_of"), "any_of"),
                               link=str(body.get("link", "")))
        if not isinstance(body, str):
            raise CardError(w.path, w.line, f"mana: a mana symbol (R) or chosen, not {body!r}")
        return ManaAbility(body.strip("{} "))


@ABILITY_KINDS.register
class AsEntersKind(AbilityKind):
    """614.1c–d: "as ~ enters, choose …" or "enter as a copy of …"."""

    key: ClassVar[str] = "as_enters"
    doc: ClassVar[str] = ("`choose: color` (or another choice word) or `copy: creature` (614.1c–d), with copy "
                          "exceptions `except_colors: true`, `plus_abilities: [abilities]` (706.9a)")
    keys: ClassVar[tuple[str, ...]] = ("text", "choose", "copy", "except_colors", "plus_abilities")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """The choice is made in the scenario (``choices:``)."""
        body, text = _body(cls, body, w)
        copy = selector(body["copy"], w.key(body, "copy")) if "copy" in body else None
        choose = body.get("choose")
        if choose is not None and choose not in CHOICES:
            raise CardError(w.path, w.key(body, "choose").line, f"choose: one of {', '.join(CHOICES)}, not "
                                                                f"{choose!r}{suggest(str(choose), CHOICES)}")
        if copy is None and choose is None:
            raise CardError(w.path, w.line, "as_enters: give 'choose' (a choice) or 'copy' (a selector)")
        plus_data = body.get("plus_abilities", [])
        if not isinstance(plus_data, list):
            raise CardError(w.path, w.key(body, "plus_abilities").line, "plus_abilities: a list of abilities")
        plus = tuple(ability(a, w.key(body, "plus_abilities")) for a in plus_data)
        keep = body.get("except_colors", False)
        if not isinstance(keep, bool):
            raise CardError(w.path, w.key(body, "except_colors").line, f"except_colors: true or false, not {keep!r}")
        return AsEntersAbility(text, choose=choose, copy=copy, keep_colors=keep, plus=plus)


@ABILITY_KINDS.register
class TriggeredKind(AbilityKind):
    """603: a triggered ability."""

    key: ClassVar[str] = "triggered"
    doc: ClassVar[str] = "a triggered ability (603): `when`, `what`, `if`, `target`, `do`… (below)"

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """See :func:`triggered`; a string: text only (shown, not executed)."""
        if isinstance(body, str) and body.strip():
            return TriggeredAbility(body.strip())
        if not isinstance(body, LineDict):
            raise CardError(w.path, w.line, f"triggered: a mapping (text, when, do…), not {body!r}")
        return triggered(body, w.at(body))


@ABILITY_KINDS.register
class AdditionalTriggersKind(AbilityKind):
    """603.2d: abilities trigger an additional time."""

    key: ClassVar[str] = "additional_triggers"
    doc: ClassVar[str] = ("603.2d: `event` (`enters`…), `what` (a selector): \"… causes a triggered ability of a permanent "
                          "you control to trigger, that ability triggers an additional time\" (`event: attacks`, `what: "
                          "creature you control`: \"a creature you control attacking\"; `event: dealt_damage`: \"a "
                          "creature you control being dealt damage\"; `event: turned_face_up`, `what: permanent`: "
                          "\"turning a face-down permanent face up\"; `event: cast_or_copy`, `what: instant or sorcery "
                          "spell you control`: \"you casting or copying an instant or sorcery spell\" — it covers `cast` "
                          "abilities too); `of` (a selector, with or without `event`): \"if a triggered ability of [a "
                          "permanent it describes] triggers …\" (`of: legendary creature you control`); `event` may be a "
                          "list (`[enters, leaves]`: \"entering or leaving\"; `leaves` covers dies abilities, 700.4); "
                          "`what` may be a list of phrases, any of which describes the object (`[legendary permanent, "
                          "artifact]`: \"a legendary permanent or an artifact\"); `if` (`{count: Shrines you control, "
                          "at_least: 6}`): only while it is true")
    keys: ClassVar[tuple[str, ...]] = ("text", "event", "what", "of", "if")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """Events from the trigger-event registry."""
        body, text = _body(cls, body, w)
        raw = body.get("event", [])
        events = tuple(raw) if isinstance(raw, list) else (raw,)
        for e in events:
            if e not in TRIGGER_EVENTS:
                raise CardError(w.path, w.key(body, "event").line,
                                f"additional_triggers: event is one of {', '.join(TRIGGER_EVENTS)} (or a list), not "
                                f"{e!r}{suggest(str(e), TRIGGER_EVENTS)}")
        of = selector(body["of"], w.key(body, "of")) if "of" in body else None
        if not events and of is None:
            raise CardError(w.path, w.line, "additional_triggers: give 'event' (or 'of' alone: the abilities of the "
                                            "permanents it describes)")
        what = any_selector(body["what"], w.key(body, "what")) if "what" in body else None
        cond = condition(body["if"], w.key(body, "if")) if "if" in body else None
        event: str | tuple[str, ...] = events[0] if len(events) == 1 else events
        return AdditionalTriggers(text, "" if not events else event, what, of, cond)


@ABILITY_KINDS.register
class MoreCountersKind(AbilityKind):
    """614.1a: a replacement effect on putting counters."""

    key: ClassVar[str] = "more_counters"
    doc: ClassVar[str] = ("614.1a, a replacement effect: \"if [a `of_keyword` ability] would put one or more `counters` "
                          "(default `+1/+1`) on [a permanent `what` describes, judged for this ability's controller], it "
                          "puts that many plus `add` instead\" (`double: true`: twice that many). Several apply in "
                          "timestamp order (616.1 lets the affected object's controller choose; this is one such order). "
                          "Only counters put by instructions (`put_counters`) are replaced: \"enters with counters\" is "
                          "not modelled")
    keys: ClassVar[tuple[str, ...]] = ("text", "counters", "what", "add", "double", "of_keyword")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """``what`` and ``add`` or ``double``."""
        body, text = _body(cls, body, w)
        if "what" not in body or not ("add" in body or body.get("double")):
            raise CardError(w.path, w.line, "more_counters: give 'what' (a selector) and 'add: N' or 'double: true'")
        add, double = body.get("add", 0), body.get("double", False)
        if isinstance(add, bool) or not isinstance(add, int) or not isinstance(double, bool):
            raise CardError(w.path, w.line, "more_counters: 'add' is an integer, 'double' true or false")
        return MoreCounters(text, pt_value(str(body.get("counters", "+1/+1")), w).signed(),
                            selector(body["what"], w.key(body, "what")), add=add, double=double,
                            of_keyword=str(body.get("of_keyword", "")))


def ability(data: Any, where: Where) -> Ability:
    """One entry of ``abilities:`` → engine ability (a keyword, or ``{kind: body}``)."""
    if isinstance(data, str):
        return Keyword(data.strip())
    if not isinstance(data, dict) or len(data) != 1:
        raise CardError(where.path, line_of(data, where.line),
                        f"an ability is a keyword or a mapping with one of: {', '.join(ABILITY_KINDS)}")
    kind, body = next(iter(data.items()))
    w = where.key(data, kind) if isinstance(data, LineDict) else where
    try:
        cls = ABILITY_KINDS.get(kind)
    except EngineError as err:
        raise CardError(w.path, w.line, str(err)) from None
    return cls.parse(body, w)  # type: ignore[no-any-return]


# ---- triggered abilities, conditions, instructions --------------------------------------------

# The keys of a ``triggered:`` mapping (docs/cards.md is generated from this table); ``step``,
# ``room``, ``of_keyword``, ``by_entering``, ``caused_by`` go with the trigger events that take them.
TRIGGER_KEY_DOCS: dict[str, str] = {
    "text": "the ability's English text (required)",
    "when": "the trigger event: a word of the table below",
    "what": "a selector the object of the event must match, judged with the view the trigger uses (before the event for `dies`/`leaves`): `other creature`, `creature you control` (includes this one), `Mountain you control`, `spell of the chosen color`. Omitted or `self`: this object",
    "if": "an intervening \"if\" (603.4), checked when the event happens and again on resolution: a condition (the table of conditions below); its `text:` is shown in the log",
    "target": "`target player`, `target opponent`, `any target`, `target SELECTOR` (`target artifact`, `target nonblack creature`)",
    "once_each_turn": "`true`: it triggers only once each turn (603.2i), additional triggers included (101.2)",
    "one_or_more": "`true`: \"whenever one or more …\": once per event however many objects it involves (603.2c)",
    "link": "a kicker cost it is linked to (607.2i), or the label of a pair of linked abilities (607.2a)",
    "do": "the instructions, in order (below)",
    "keyword": "the keyword this triggered ability is, when it is one written out (`backup`): what `of_keyword` looks for",
    "step": "with `when: beginning_of`: `upkeep`, `your upkeep` (the controller's turn only), `end`",
    "room": "with `when: room_entered`: the room of this dungeon it is the ability of (309.4c)",
    "of_keyword": "with `when: ability_triggers`: only an ability with that `keyword` (\"a backup ability\")",
    "by_entering": "with `when: ability_triggers`: only an ability that its own source entering made trigger (\"a creature entering … causes a triggered ability of that creature to trigger\")",
    "caused_by": "with `when: ability_triggers`: `enters` — only an ability that a permanent entering the battlefield made trigger, whatever its source (\"whenever a permanent entering the battlefield causes a triggered ability to trigger\")",
}
TRIGGER_KEYS: tuple[str, ...] = tuple(k for k in TRIGGER_KEY_DOCS
                                 if not any(k in c.options for _, c in TRIGGER_EVENTS.items()))
_TRIGGER_FLAGS = ("once_each_turn", "one_or_more", "by_entering")
_TRIGGER_TEXTS = ("text", "link", "keyword", "of_keyword", "step", "room")


def triggered(body: LineDict | dict[str, Any], w: Where) -> TriggeredAbility:
    """A ``triggered:`` mapping → :class:`TriggeredAbility` (docs/cards.md, triggered abilities).

    ``when`` is a word of the trigger-event registry; the keys only some events take
    (``step``, ``room``, ``of_keyword``…) are accepted with those events only."""
    text = body.get("text", "")
    if not isinstance(text, str) or not text:
        raise CardError(w.path, w.line, "triggered: give the ability's English 'text'")
    if "when" not in body:
        raise CardError(w.path, w.line, f"triggered: give 'when' (the trigger event: {', '.join(TRIGGER_EVENTS)}); "
                                        "an ability the engine does not execute is left out of 'abilities' and "
                                        "shown in the card's 'text'")
    event = body["when"]
    try:
        ev = TRIGGER_EVENTS.get(event)
    except EngineError as err:
        raise CardError(w.path, w.key(body, "when").line, str(err)) from None
    accepted = (*TRIGGER_KEYS, *ev.options)
    every = (*TRIGGER_KEYS, *(o for _, c in TRIGGER_EVENTS.items() for o in c.options))
    for key in body:
        if key not in accepted:
            why = f" (with when: {event}; it goes with another trigger event)" if key in every else ""
            raise CardError(w.path, w.key(body, key).line,
                            f"unknown triggered-ability key {key!r}{why} (accepted: {', '.join(accepted)}"
                            f"{suggest(key, accepted)})")
    for key in ev.required:
        if key not in body:
            raise CardError(w.path, w.line, f"a {event!r} trigger needs {key!r}")
    for key in _TRIGGER_FLAGS:
        if key in body and not isinstance(body[key], bool):
            raise CardError(w.path, w.key(body, key).line, f"triggered {key}: true or false, not {body[key]!r}")
    for key in _TRIGGER_TEXTS:
        if key in body and not isinstance(body[key], str):
            raise CardError(w.path, w.key(body, key).line, f"triggered {key}: text, not {body[key]!r}")
    what = None
    if "what" in body and str(body["what"]).strip().lower() not in ("self", "this", "~"):
        what = selector(body["what"], w.key(body, "what"))
    target = body.get("target", "")
    if target:
        _check_target(str(target), w.key(body, "target"))
    caused_by = body.get("caused_by", "")
    if caused_by not in ("", "enters"):
        raise CardError(w.path, w.key(body, "caused_by").line,
                        f"caused_by: {caused_by!r} (known: enters — a permanent entering the battlefield)")
    return TriggeredAbility(
        text, event=event, what=what, step=body.get("step", ""),
        condition=condition(body["if"], w.key(body, "if")) if "if" in body else None,
        instructions=instructions(body.get("do", []), w.key(body, "do")), target=str(target),
        once_each_turn=body.get("once_each_turn", False), link=body.get("link", ""),
        one_or_more=body.get("one_or_more", False), keyword=body.get("keyword", ""),
        of_keyword=body.get("of_keyword", ""), by_entering=body.get("by_entering", False),
        caused_by=caused_by, room=body.get("room", ""))


def _check_target(phrase: str, w: Where) -> None:
    low = " ".join(phrase.split()).lower()
    if low in ("target player", "target opponent", "any target") or low in STACK_TARGETS or low in SPELL_TARGETS:
        return
    if not low.startswith("target "):
        raise CardError(w.path, w.line, f"a target is 'target player', 'any target' or 'target …', not {phrase!r}")
    selector(" ".join(phrase.split())[len("target "):], w)


def condition(data: Any, w: Where) -> Condition:
    """An ``if:`` mapping → a word of the condition registry (``{count: SELECTOR, at_least: N}``…)."""
    return entry_of(CONDITIONS, data, w.at(data), "a condition (if:)")  # type: ignore[no-any-return]


def instructions(data: Any, w: Where) -> tuple[Instruction, ...]:
    """A ``do:`` list → instructions (docs/cards.md, instructions)."""
    if not isinstance(data, list):
        raise CardError(w.path, w.line, "do: a list of instructions")
    lines = getattr(data, "item_lines", None)
    return tuple(instruction(item, Where(w.path, lines[i]) if lines else w.at(item)) for i, item in enumerate(data))


def instruction(item: Any, w: Where) -> Instruction:
    """One instruction mapping: its word (a key of the instruction registry) and that word's keys."""
    return entry_of(INSTRUCTIONS, item, w.at(item), "an instruction")  # type: ignore[no-any-return]
