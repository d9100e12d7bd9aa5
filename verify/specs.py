"""YAML values → engine values: abilities, effects, selectors, expressions, type lines.

The vocabulary is documented in docs/cards.md. Every error names the file and line.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

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
from engine.abilities import TRIGGER_EVENTS, AdditionalTriggers, MoreCounters
from engine.effects import CANT_TRIGGER_EVENTS, AddAbilitiesOf, CantTrigger
from engine.expressions import Expr
from engine.instructions import Condition, Instruction
from engine.objects import CARD_TYPES, COLORS, SUPERTYPES
from engine.selectors import Selector, union
from engine.stack import SPELL_TARGETS, STACK_TARGETS
from verify.errors import CardError, UnknownSelectorError
from verify.yamlload import LineDict, line_of

# The keys of an effect, in the order their parts apply within a layer.
EFFECT_KEYS: tuple[str, ...] = (
    "copy", "gain_control", "change_text", "add_types", "set_land_type", "add_colors", "set_colors",
    "lose_all_abilities", "lose_abilities", "add_abilities", "add_abilities_of", "set_pt", "modify_pt", "switch_pt",
    "players_gain", "game_rule", "cant_trigger",
)
ABILITY_KINDS: tuple[str, ...] = (
    "keyword", "static", "cda", "activated", "spell", "mana", "as_enters", "triggered", "additional_triggers",
    "more_counters",
)
TRIGGER_KEYS: tuple[str, ...] = ("text", "when", "what", "step", "if", "target", "once_each_turn", "one_or_more",
                                 "link", "do", "keyword", "of_keyword", "by_entering", "caused_by", "room")
# An instruction's own key, and the modifiers it may take.
INSTRUCTION_MODIFIERS: dict[str, tuple[str, ...]] = {
    "gain_life": ("who",), "lose_life": ("who",), "damage": (), "destroy": (), "exile": ("link", "one"),
    "exile_graveyard": (), "return_it": ("counters",), "return_exiled": ("link", "all", "owner_controls"), "create_tokens": ("token",),
    "draw": (), "scry": (), "search_land": (), "nth_resolution": ("then", "otherwise"), "reflexive": (),
    "delayed": (), "add_mana": (), "become_copy": ("except_colors", "has_this_ability"), "exile_top": ("link",),
    "sacrifice_source": ("then",), "discover": ("once_each_turn",), "may_pay": ("then",), "transform": (), "cast_copies": ("link",),
    "copy_trigger": ("new_targets", "may"), "put_counters": ("counters",), "counter_unless_pays": (),
    "copy_spell": ("new_targets",),
}
# Modifiers that are flags (true/false) of an instruction.
FLAG_MODIFIERS: tuple[str, ...] = ("except_colors", "has_this_ability", "all", "owner_controls", "one",
                                   "once_each_turn", "new_targets", "may")
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
                                "source", "cost", "target", "link", "forbids", "x_is", "cost_do", "do"}
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


def ability(data: Any, where: Where) -> Ability:
    """One entry of ``abilities:`` → engine ability."""
    if isinstance(data, str):
        return Keyword(data.strip())
    if not isinstance(data, dict) or len(data) != 1:
        raise CardError(where.path, line_of(data, where.line),
                        f"an ability is a keyword or a mapping with one of: {', '.join(ABILITY_KINDS)}")
    kind, body = next(iter(data.items()))
    w = where.key(data, kind) if isinstance(data, LineDict) else where
    if kind not in ABILITY_KINDS:
        raise CardError(w.path, w.line, f"unknown ability kind {kind!r} (known: {', '.join(ABILITY_KINDS)})")
    if kind == "keyword":
        return Keyword(str(body).strip())
    if kind == "mana":
        if isinstance(body, dict):  # {add: exiled, link: imprint}
            return ManaAbility(str(body.get("add", "")).strip("{} "), str(body.get("link", "")))
        return ManaAbility(str(body).strip("{} "))
    if kind == "triggered":
        if not isinstance(body, dict):
            return TriggeredAbility(str(body))
        return triggered(body, w)
    if not isinstance(body, LineDict):
        raise CardError(w.path, w.line, f"{kind}: expected a mapping")
    text = str(body.get("text", ""))
    if not text:
        raise CardError(w.path, w.at(body).line, f"{kind}: give the ability's English 'text'")
    if kind == "static":
        forbids = str(body.get("forbids", ""))
        if forbids not in ("", "cast_exiled_names"):
            raise CardError(w.path, w.key(body, "forbids").line, f"forbids: cast_exiled_names, not {forbids!r}")
        return StaticAbility(text, effect_spec(body, w, "self", text), link=str(body.get("link", "")),
                             forbids=forbids)
    if kind == "cda":
        spec = effect_spec(body, w, "self", text)
        parts = tuple(SetPT(p.power, p.toughness, defining=True) if isinstance(p, SetPT) else p for p in spec.parts)
        return StaticAbility(text, EffectSpec(spec.text, spec.affected, parts), cda=True)
    if kind == "additional_triggers":
        raw = body.get("event", "")
        events = tuple(str(e) for e in raw) if isinstance(raw, list) else ((str(raw),) if raw else ())
        of = selector(body["of"], w.key(body, "of")) if "of" in body else None
        bad = [e for e in events if e not in TRIGGER_EVENTS]
        if bad or (not events and of is None):
            raise CardError(w.path, w.key(body, "event").line,
                            f"additional_triggers: event is one of {', '.join(TRIGGER_EVENTS)} (or a list), not "
                            f"{(bad[0] if bad else '')!r} (or give 'of' alone: the abilities of the permanents it "
                            "describes)")
        what = any_selector(body["what"], w.key(body, "what")) if "what" in body else None
        cond = condition(body["if"], w.key(body, "if")) if "if" in body else None
        event: str | tuple[str, ...] = events[0] if len(events) == 1 else events
        return AdditionalTriggers(text, "" if not events else event, what, of, cond)
    if kind == "more_counters":
        unknown = [k for k in body if k not in ("text", "counters", "what", "add", "double", "of_keyword")]
        if unknown:
            raise CardError(w.path, w.key(body, unknown[0]).line,
                            f"more_counters: unknown key {unknown[0]!r} (text, counters, what, add, double, of_keyword)")
        if "what" not in body or not ("add" in body or body.get("double")):
            raise CardError(w.path, w.line, "more_counters: give 'what' (a selector) and 'add: N' or 'double: true'")
        return MoreCounters(text, pt_value(str(body.get("counters", "+1/+1")), w).signed(),
                            selector(body["what"], w.key(body, "what")), add=int(body.get("add", 0)),
                            double=bool(body.get("double", False)), of_keyword=str(body.get("of_keyword", "")))
    if kind == "activated":
        if "do" in body:
            costs = instructions(body["cost_do"], w.key(body, "cost_do")) if "cost_do" in body else ()
            return ActivatedAbility(text, str(body.get("cost", "")), None, Duration.INDEFINITE,
                                    instructions(body["do"], w.key(body, "do")), str(body.get("target", "")),
                                    str(body.get("link", "")), costs, str(body.get("x_is", "")))
        return ActivatedAbility(text, str(body.get("cost", "")), effect_spec(body, w, "self", text),
                                duration(body.get("duration", "end_of_turn"), w.key(body, "duration")))
    if kind == "spell":
        if "do" in body:
            return SpellAbility(text, instructions=instructions(body["do"], w.key(body, "do")),
                                target=str(body.get("target", "")))
        if "destroy" in body:
            sel = selector(body["destroy"], w.key(body, "destroy"))
            return SpellAbility(text, "destroy", sel, instructions=(Instruction("destroy", what=sel),))
        return SpellAbility(text, effect=effect_spec(body, w, "self", text),
                            duration=duration(body.get("duration", "indefinite"), w.key(body, "duration")))
    # as_enters
    copy = selector(body["copy"], w.key(body, "copy")) if "copy" in body else None
    choose = str(body["choose"]) if "choose" in body else None
    plus_data = body.get("plus_abilities", [])
    plus = tuple(ability(a, w.key(body, "plus_abilities")) for a in (plus_data if isinstance(plus_data, list) else []))
    return AsEntersAbility(text, choose=choose, copy=copy, keep_colors=bool(body.get("except_colors", False)),
                           plus=plus)


def characteristics(data: LineDict, where: Where, name: str) -> Characteristics:
    """A card or inline object's printed values (mana_cost, type_line, colors, pt, abilities)."""
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
        back = characteristics(face, where.at(face), str(face.get("en") or face.get("ja") or "back face"))
    return Characteristics(name=name, mana_cost=cost, colors=col, card_types=frozenset(ct), subtypes=st,
                           supertypes=frozenset(sup), abilities=abilities, power=power, toughness=toughness,
                           back=back)


def triggered(body: dict[str, Any], w: Where) -> TriggeredAbility:
    """A ``triggered:`` mapping → :class:`TriggeredAbility` (docs/cards.md, triggered abilities)."""
    for key in body:
        if key not in TRIGGER_KEYS:
            raise CardError(w.path, w.key(body, key).line,
                            f"unknown triggered-ability key {key!r} (known: {', '.join(TRIGGER_KEYS)})")
    text = str(body.get("text", ""))
    if not text:
        raise CardError(w.path, w.line, "triggered: give the ability's English 'text'")
    if "when" not in body:
        return TriggeredAbility(text)  # text only: shown, not executed
    event = str(body["when"])
    if event not in TRIGGER_EVENTS:
        raise CardError(w.path, w.key(body, "when").line,
                        f"unknown trigger event {event!r} (known: {', '.join(TRIGGER_EVENTS)})")
    what = None
    if "what" in body and str(body["what"]).strip().lower() not in ("self", "this", "~"):
        what = selector(body["what"], w.key(body, "what"))
    if event == "state" and "if" not in body:
        raise CardError(w.path, w.line, "a 'state' trigger needs 'if' (the state, 603.8)")
    if event == "beginning_of" and "step" not in body:
        raise CardError(w.path, w.line, "a 'beginning_of' trigger needs 'step' (upkeep, end, …)")
    if event == "room_entered" and not body.get("room"):
        raise CardError(w.path, w.line, "a 'room_entered' trigger (a room ability) needs 'room' (the room's name)")
    target = str(body.get("target", ""))
    if target:
        _check_target(target, w.key(body, "target"))
    return TriggeredAbility(
        text, event=event, what=what, step=str(body.get("step", "")),
        condition=condition(body["if"], w.key(body, "if")) if "if" in body else None,
        instructions=instructions(body.get("do", []), w.key(body, "do")), target=target,
        once_each_turn=bool(body.get("once_each_turn", False)), link=str(body.get("link", "")),
        one_or_more=bool(body.get("one_or_more", False)), keyword=str(body.get("keyword", "")),
        of_keyword=str(body.get("of_keyword", "")), by_entering=bool(body.get("by_entering", False)),
        caused_by=_caused_by(body, w), room=str(body.get("room", "")))


def _caused_by(body: dict[str, Any], w: Where) -> str:
    value = str(body.get("caused_by", ""))
    if value not in ("", "enters"):
        raise CardError(w.path, w.key(body, "caused_by").line,
                        f"caused_by: {value!r} (known: enters — a permanent entering the battlefield)")
    return value


def _check_target(phrase: str, w: Where) -> None:
    low = " ".join(phrase.split()).lower()
    if low in ("target player", "target opponent", "any target") or low in STACK_TARGETS or low in SPELL_TARGETS:
        return
    if not low.startswith("target "):
        raise CardError(w.path, w.line, f"a target is 'target player', 'any target' or 'target …', not {phrase!r}")
    selector(" ".join(phrase.split())[len("target "):], w)


def condition(data: Any, w: Where) -> Condition:
    """An ``if:`` mapping: ``{count: SELECTOR, at_least: N}``, ``{no_counters: KIND}``, ``{kicked: COST}``."""
    if not isinstance(data, dict):
        raise CardError(w.path, w.line, "if: a mapping: {count: …, at_least: N}, {no_counters: -1/-1} or {kicked: '{W}'}")
    text = str(data.get("text", ""))
    try:
        if "count" in data and "at_most" in data:
            return Condition("count_at_most", selector(data["count"], w), int(data["at_most"]), text=text)
        if "count" in data:
            return Condition("count_at_least", selector(data["count"], w), int(data["at_least"]), text=text)
        if "no_counters" in data:
            return Condition("it_had_no_counters", word=str(data["no_counters"]), text=text)
        if "kicked" in data:
            return Condition("kicked", word=str(data["kicked"]), text=text)
    except (KeyError, TypeError, ValueError) as err:
        raise CardError(w.path, w.line, f"if: malformed ({err})") from None
    raise CardError(w.path, w.line, f"unknown condition {dict(data)!r} (count + at_least or at_most, no_counters, kicked)")


def instructions(data: Any, w: Where) -> tuple[Instruction, ...]:
    """A ``do:`` list → instructions (docs/cards.md, instructions)."""
    if not isinstance(data, list):
        raise CardError(w.path, w.line, "do: a list of instructions")
    return tuple(instruction(item, w.at(item)) for item in data)


def instruction(item: Any, w: Where) -> Instruction:
    """One instruction mapping: its kind key, and that kind's modifiers."""
    if not isinstance(item, dict):
        raise CardError(w.path, w.line, f"an instruction is a mapping (one of: {', '.join(INSTRUCTION_MODIFIERS)})")
    kinds = [k for k in item if k in INSTRUCTION_MODIFIERS]
    if len(kinds) != 1:
        raise CardError(w.path, w.line, f"an instruction has exactly one of: {', '.join(INSTRUCTION_MODIFIERS)}; "
                                        f"got {', '.join(map(str, item)) or 'nothing'}")
    kind = kinds[0]
    for key in item:
        if key != kind and key not in INSTRUCTION_MODIFIERS[kind]:
            raise CardError(w.path, w.line, f"{kind}: unknown key {key!r} (known: "
                                            f"{', '.join(INSTRUCTION_MODIFIERS[kind]) or 'none'})")
    value = item[kind]
    try:
        if kind == "become_copy":
            if str(value) not in ("it", "target"):
                raise CardError(w.path, w.line, "become_copy: it (the triggering object) or target")
            flags = tuple(f for f in ("except_colors", "has_this_ability") if item.get(f))
            return Instruction(kind, who=str(value), flags=flags)
        if kind == "copy_trigger":
            if str(value) not in ("it", "target"):
                raise CardError(w.path, w.line, "copy_trigger: target (the targeted triggered ability) or it "
                                                "(the ability whose triggering made this one trigger)")
            return Instruction(kind, who=str(value), flags=tuple(f for f in ("new_targets", "may") if item.get(f)))
        if kind == "copy_spell":
            if str(value) != "target":
                raise CardError(w.path, w.line, "copy_spell: target (the targeted spell)")
            return Instruction(kind, who="target", flags=("new_targets",) if item.get("new_targets") else ())
        if kind == "put_counters":
            counter = pt_value(str(item.get("counters", "+1/+1")), w).signed()
            if isinstance(value, str) and not value.strip().isdigit():  # "its +1/+1 counters"
                return Instruction(kind, amount_of=str(value), counters=counter)
            return Instruction(kind, amount=int(value), counters=counter,
                               what=selector("target creature", w))
        if kind == "exile_top":
            return Instruction(kind, amount=int(value), link=str(item.get("link", "")))
        if kind in ("gain_life", "lose_life", "draw", "scry"):
            return Instruction(kind, amount=int(value), who=str(item.get("who", "you")))
        if kind in ("damage", "discover"):
            flags = tuple(f for f in FLAG_MODIFIERS if item.get(f))
            if isinstance(value, int):
                return Instruction(kind, amount=value, flags=flags)
            return Instruction(kind, amount_of=str(value), flags=flags)
        if kind in ("destroy", "exile", "return_exiled", "search_land"):
            flags = tuple(f for f in FLAG_MODIFIERS if item.get(f))
            return Instruction(kind, what=selector(value, w), link=str(item.get("link", "")), flags=flags)
        if kind == "sacrifice_source":
            return Instruction(kind, then=instructions(item.get("then", []), w))
        if kind == "may_pay":
            return Instruction(kind, mana=str(value), then=instructions(item.get("then", []), w))
        if kind == "counter_unless_pays":
            return Instruction(kind, mana=str(value), who="it")
        if kind == "transform":
            return Instruction(kind)
        if kind == "cast_copies":
            return Instruction(kind, link=str(item.get("link", "")))
        if kind == "exile_graveyard":
            return Instruction(kind, who=str(value))
        if kind == "return_it":
            kind_of = str(item.get("counters", ""))
            if kind_of:
                kind_of = pt_value(kind_of, w).signed()  # a P/T counter kind: -1/-1, +1/+1
            return Instruction(kind, counters=kind_of)
        if kind == "create_tokens":
            token = item.get("token")
            if not isinstance(token, LineDict):
                raise CardError(w.path, w.line, "create_tokens: give 'token' (name, type_line, colors, pt)")
            return Instruction(kind, amount=int(value), token=characteristics(token, w.at(token),
                                                                               str(token.get("name", "token"))))
        if kind == "nth_resolution":
            return Instruction(kind, amount=int(value), then=instructions(item.get("then", []), w),
                               otherwise=instructions(item.get("otherwise", []), w))
        if kind in ("reflexive", "delayed"):
            if not isinstance(value, dict):
                raise CardError(w.path, w.line, f"{kind}: a triggered-ability mapping")
            return Instruction(kind, ability=triggered(value, w.at(value)))
        return Instruction(kind, mana=str(value).strip("{} "))  # add_mana
    except EngineError as err:
        raise CardError(w.path, w.line, str(err)) from None
    except (TypeError, ValueError) as err:
        raise CardError(w.path, w.line, f"{kind}: malformed ({err})") from None
