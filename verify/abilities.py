"""Ability kinds (docs/cards.md, "Abilities"): the registry :data:`ABILITY_KINDS`.

Each kind of ability in a card's ``abilities:`` list is a small class: the keys it
accepts and how its mapping becomes an engine ability (:meth:`AbilityKind.parse`).

>>> ABILITY_KINDS.get("statc")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown ability kind 'statc' (known: keyword, keyword_for, static, cda, activated, spell, mana, as_enters, triggered, additional_triggers, reveal_first_draw, more_counters, replacement; did you mean 'static'?)
"""

from __future__ import annotations

from typing import Any, ClassVar

from engine import (
    Ability,
    ActivatedAbility,
    AsEntersAbility,
    Duration,
    EffectSpec,
    EngineError,
    Keyword,
    ManaAbility,
    SetPT,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from engine.abilities import AdditionalTriggers, KeywordFor, Mode, MoreCounters, RevealFirstDraw
from engine.amounts import parse_amount, refused_amount
from engine.choices import CHOICES
from engine.copying import KEPT_FIELDS, CopyValues
from engine.costs import parse_cost
from engine.effects import EFFECT_PARTS
from engine.errors import ValueSyntaxError
from engine.instructions import Destroy, Instruction
from engine.linked import LINKED_VALUES
from engine.objects import mana_type
from engine.replacement import MODIFICATIONS, REPLACED_EVENTS, ReplacementAbility
from engine.trigger_events import TRIGGER_EVENTS
from engine.vocab import Registry, Word, suggest
from ruletext.schema import check_keys
from verify.errors import CardError, unknown_key_says
from verify.schema import entry_of
from verify.specs import (
    Where,
    any_selector,
    check_amounts,
    check_target,
    condition,
    duration,
    effect_spec,
    instructions,
    pt_value,
    selector,
    triggered,
    type_line,
)
from verify.yamlload import LineDict, line_of


class AbilityKind(Word):
    """A kind of ability in ``abilities:`` (docs/cards.md): its keys and how it is read."""

    keys: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """The body of ``{kind: body}`` → engine ability."""
        raise NotImplementedError

    @classmethod
    def check_keys(cls, body: LineDict, w: Where) -> None:
        """Every key of the mapping ``body`` is one of :attr:`keys` (else ``file:line``, with a did-you-mean)."""
        check_keys(body, cls.keys, w.path, w.line, label=cls.key, error=CardError, says=unknown_key_says)


ABILITY_KINDS: Registry[type[AbilityKind]] = Registry("ability kind", "an entry of `abilities:`")
EFFECT_KEYS = EFFECT_PARTS.names()
_EFFECT_ABILITY_KEYS = ("text", "affected", *EFFECT_KEYS)


def _body(cls: type[AbilityKind], body: Any, w: Where) -> tuple[LineDict, str]:
    """The mapping of an ability, its keys checked, and its English text."""
    if not isinstance(body, LineDict):
        raise CardError(w.path, w.line, f"{cls.key}: a mapping ({', '.join(cls.keys)})")
    cls.check_keys(body, w)
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
        cls.check_keys(body, w)
        keyword = body.get("keyword")
        if not isinstance(keyword, str) or "{}" not in keyword:
            raise CardError(w.path, w.line, "keyword_for: give 'keyword' with {} where each word goes")
        return KeywordFor(keyword, _linked_value(body.get("each"), w.key(body, "each"), "keyword_for each"))


@ABILITY_KINDS.register
class StaticKind(AbilityKind):
    """604, 611.3: an effect that applies while the object has the ability."""

    key: ClassVar[str] = "static"
    doc: ClassVar[str] = ("an effect (below); applies while the object has the ability (604, 611.3); `as_long_as`: a "
                          "condition (611.3a: \"as long as you have 40 or more life, …\" — it applies only while "
                          "the condition is true, checked continuously)")
    keys: ClassVar[tuple[str, ...]] = (*_EFFECT_ABILITY_KEYS, "link", "cant_cast_named", "as_long_as")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """An effect spec, affecting ``self`` by default; a string: text only (shown, not executed)."""
        if isinstance(body, str) and body.strip():
            return StaticAbility(body.strip(), EffectSpec(body.strip(), selector("self", w), ()))
        body, text = _body(cls, body, w)
        named = body.get("cant_cast_named", "")
        if named:
            _linked_value(named, w.key(body, "cant_cast_named"), "cant_cast_named")
        cond = condition(body["as_long_as"], w.key(body, "as_long_as"), "static as_long_as") if "as_long_as" in body else None
        return StaticAbility(text, effect_spec(body, w, "self", text, "static"), link=str(body.get("link", "")),
                             cant_cast_named=named, condition=cond)


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
        spec = effect_spec(body, w, "self", text, "static")
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
                check_target(target, w.key(body, "target"))
            x_is = None
            if "x_is" in body:
                try:
                    x_is = parse_amount(body["x_is"])
                except EngineError as err:
                    raise CardError(w.path, w.key(body, "x_is").line, f"x_is: {err}") from None
                if refused_amount(x_is, "x_is"):
                    raise CardError(w.path, w.key(body, "x_is").line, f"x_is: {refused_amount(x_is, 'x_is')}")
            gives = cost.gives | ({"target"} if target else set())
            return ActivatedAbility(text, cost, None, Duration.INDEFINITE,
                                    instructions(body["do"], w.key(body, "do"), gives, "an activated ability"),
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
                          "`target:`); `destroy: SELECTOR` is short for `do: [{destroy: SELECTOR}]`; "
                          "`additional_cost: Sacrifice a creature` (601.2b, 601.2h: paid as it is cast — scenario "
                          "`cast_spell: {sacrificed: id}`; parts: the cost table); `modes:` a modal spell's modes "
                          "(700.2: \"Choose one — • …\"), each `{text, target, do}`, one chosen as it is cast (scenario "
                          "`cast_spell: {mode: 1}`, 700.2a; a copy has the same mode, 700.2g)")
    keys: ClassVar[tuple[str, ...]] = (*_EFFECT_ABILITY_KEYS, "duration", "do", "target", "destroy", "additional_cost",
                                       "modes")
    mode_keys: ClassVar[tuple[str, ...]] = ("text", "target", "do")

    @classmethod
    def parse_modes(cls, body: LineDict, w: Where) -> tuple[Mode, ...]:
        """700.2: ``modes:`` — two or more, each with its text, target and instructions."""
        raw = body["modes"]
        at = w.key(body, "modes")
        if not isinstance(raw, list) or len(raw) < 2:
            raise CardError(at.path, at.line, "spell modes: a list of two or more modes (700.2), each {text, target, do}")
        alone = [k for k in body if k in ("do", "target", "destroy", "duration", "affected", *EFFECT_KEYS)]
        if alone:
            raise CardError(w.path, w.key(body, alone[0]).line,
                            f"spell: {alone[0]!r} goes in a mode (modes: each {{text, target, do}}, 700.2)")
        out: list[Mode] = []
        for item in raw:
            mw = at.at(item)
            if not isinstance(item, LineDict):
                raise CardError(mw.path, mw.line, f"spell modes: each mode a mapping (text, target, do), not {item!r}")
            check_keys(item, cls.mode_keys, mw.path, mw.line, label="mode", error=CardError, says=unknown_key_says)
            text, target = item.get("text", ""), str(item.get("target", ""))
            if not isinstance(text, str) or not text or "do" not in item:
                raise CardError(mw.path, mw.line, "mode: give its English 'text' and 'do' (instructions)")
            if target:
                check_target(target, mw.key(item, "target"))
            out.append(Mode(text, target, instructions(item["do"], mw.key(item, "do"),
                                                       frozenset({"spell", *(("target",) if target else ())}),
                                                       "a spell")))
        return tuple(out)

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """Both parts may be given: the effect is created, then the instructions are performed."""
        body, text = _body(cls, body, w)
        todo: tuple[Instruction, ...] = ()
        if "modes" in body:
            return SpellAbility(text, modes=cls.parse_modes(body, w))
        if "do" in body:
            todo = instructions(body["do"], w.key(body, "do"))  # its amounts checked below, with its costs
        if "destroy" in body:
            todo += (Destroy(selector(body["destroy"], w.key(body, "destroy"), "instruction")),)
        target = body.get("target", "")
        if target:
            check_target(str(target), w.key(body, "target"))
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
        extra = None
        if "additional_cost" in body:
            raw = body["additional_cost"]
            try:
                extra = parse_cost(str(raw)) if isinstance(raw, str) else None
            except EngineError as err:
                raise CardError(w.path, w.key(body, "additional_cost").line, f"additional_cost: {err}") from None
            if extra is None:
                raise CardError(w.path, w.key(body, "additional_cost").line,
                                f"additional_cost: a cost as printed ('Sacrifice a creature'), not {raw!r}")
        if "do" in body:
            check_amounts(todo, w.key(body, "do"), frozenset({"spell", *(("target",) if target else ()),
                                                              *(extra.gives if extra is not None else ())}), "a spell")
        return SpellAbility(text, effect=effect, instructions=todo, target=str(target), additional_cost=extra,
                            duration=duration(body.get("duration", "indefinite"), w.key(body, "duration"))
                            if effect is not None else None)


@ABILITY_KINDS.register
class ManaKind(AbilityKind):
    """605: a mana ability."""

    key: ClassVar[str] = "mana"
    doc: ClassVar[str] = ("`mana: R` — {T}: Add {R} (one of W, U, B, R, G, C: 106.1b); `mana: chosen` (607.2d); "
                          "`mana: any` — one mana of any color (106.4; the scenario's `activate_mana` gives `color:`); "
                          "`mana: {any_of: exiled colors, link: "
                          "L}`: one mana of any of a linked value's colors (607.2a; the scenario's `activate_mana` "
                          "gives `color:`)")
    keys: ClassVar[tuple[str, ...]] = ("any_of", "link")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """A symbol, ``chosen``, or ``{add: exiled, link: …}``."""
        if isinstance(body, LineDict):
            cls.check_keys(body, w)
            if "any_of" not in body:
                raise CardError(w.path, w.line, "mana: {any_of: exiled colors, link: LABEL}")
            return ManaAbility(any_of=_linked_value(body["any_of"], w.key(body, "any_of"), "any_of"),
                               link=str(body.get("link", "")))
        if not isinstance(body, str):
            raise CardError(w.path, w.line, f"mana: a type of mana (R, {{G}}, C: 106.1b), chosen or any, not {body!r}")
        if body.strip() in ("chosen", "any"):
            return ManaAbility(body.strip())  # 607.2d: the chosen color; 106.4: any color
        try:
            return ManaAbility(mana_type(body))
        except ValueSyntaxError as err:
            raise CardError(w.path, w.line, f"mana: {err}") from None


@ABILITY_KINDS.register
class AsEntersKind(AbilityKind):
    """614.1c–d: "as ~ enters, choose …" or "enter as a copy of …"."""

    key: ClassVar[str] = "as_enters"
    doc: ClassVar[str] = ("`choose: color` (or another choice word), `exile: creature cards in your graveyard` (\"exile any "
                          "number of …\": the choice `exile`, not a card entering with it, 614.13a) or `copy: creature` "
                          "(614.1c–d, 707.5), with "
                          "the copy exceptions of 707.9: `plus_abilities: [abilities]` (707.9a: \"and it has …\"), "
                          "`except_pt: 7/7`, `except_name: NAME`, `plus_types: [Enchantment]` (707.9b: \"… in addition "
                          "to its other types\"; card types, supertypes or subtypes), `except_colors: true`, "
                          "`not_copied: [name, mana_cost, colors, types, pt]` (707.9c: it keeps its own); a "
                          "characteristic-defining ability for a characteristic the exceptions set or keep is not "
                          "copied (707.9d), except with `plus_types`; `if_creature: {with_counters: N, plus_abilities: "
                          "[…]}` (707.9f: \"if it's a creature, it enters with N additional +1/+1 counters and it has "
                          "…\" — judged on the copy with the other exceptions, as it enters); `with_counters: X` (or N: "
                          "\"except it enters with X additional +1/+1 counters\", the X of the spell, 107.3m — an "
                          "additional effect: with `if_creature`'s, it doesn't happen if another copy effect is applied "
                          "to it after this one, 707.9e); the choice `copy` a list when a copy effect it gains by copying "
                          "applies next (616.1f)")
    keys: ClassVar[tuple[str, ...]] = ("text", "choose", "copy", "except_colors", "plus_abilities", "except_pt",
                                       "except_name", "plus_types", "not_copied", "if_creature", "exile",
                                       "with_counters")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """The choice is made in the scenario (``choices:``)."""
        body, text = _body(cls, body, w)
        copy = selector(body["copy"], w.key(body, "copy"), "copy") if "copy" in body else None
        exile = selector(body["exile"], w.key(body, "exile"), "copy") if "exile" in body else None
        choose = body.get("choose")
        if choose is not None and choose not in CHOICES:
            raise CardError(w.path, w.key(body, "choose").line, f"choose: one of {', '.join(CHOICES)}, not "
                                                                f"{choose!r}{suggest(str(choose), CHOICES)}")
        if copy is None and choose is None and exile is None:
            raise CardError(w.path, w.line, "as_enters: give 'choose' (a choice), 'copy' or 'exile' (a selector)")
        plus_data = body.get("plus_abilities", [])
        if not isinstance(plus_data, list):
            raise CardError(w.path, w.key(body, "plus_abilities").line, "plus_abilities: a list of abilities")
        plus = tuple(parse_ability(a, w.key(body, "plus_abilities")) for a in plus_data)
        keep = body.get("except_colors", False)
        if not isinstance(keep, bool):
            raise CardError(w.path, w.key(body, "except_colors").line, f"except_colors: true or false, not {keep!r}")
        if copy is None:
            for key in ("except_pt", "except_name", "plus_types", "not_copied", "except_colors", "plus_abilities",
                        "if_creature", "with_counters"):
                if key in body:
                    raise CardError(w.path, w.key(body, key).line, f"as_enters: {key} is a copy exception: give 'copy'")
        return AsEntersAbility(text, choose=choose, copy=copy, exile=exile, keep_colors=keep, plus=plus,
                               exceptions=copy_exceptions(body, w, keep, plus) if copy is not None else None)


def copy_exceptions(body: LineDict, w: Where, keep_colors: bool, plus: tuple[Ability, ...]) -> CopyValues:
    """The 707.9 exceptions of an "as a copy" ability → the copy effect's part (layer 1a)."""
    pt = pt_value(body["except_pt"], w.key(body, "except_pt")) if "except_pt" in body else None
    name = body.get("except_name")
    if name is not None and not isinstance(name, str):
        raise CardError(w.path, w.key(body, "except_name").line, f"except_name: a name, not {name!r}")
    raw_types = body.get("plus_types", [])
    words = [raw_types] if isinstance(raw_types, str) else raw_types
    if not isinstance(words, list):
        raise CardError(w.path, w.key(body, "plus_types").line, "plus_types: a type or a list of types")
    card_types, subtypes, supertypes = type_line(" ".join(str(t) for t in words), w.key(body, "plus_types"),
                                                 subtypes_alone=True)
    raw_kept = body.get("not_copied", [])
    kept = [raw_kept] if isinstance(raw_kept, str) else raw_kept
    if not isinstance(kept, list) or any(k not in KEPT_FIELDS for k in kept):
        raise CardError(w.path, w.key(body, "not_copied").line,
                        f"not_copied: a list of {', '.join(KEPT_FIELDS)}, not {raw_kept!r}")
    if_creature = body.get("if_creature", {})
    where = w.key(body, "if_creature") if "if_creature" in body else w
    if not isinstance(if_creature, dict):
        raise CardError(where.path, where.line, "if_creature: a mapping (with_counters, plus_abilities)")
    check_keys(if_creature, ("with_counters", "plus_abilities"), where.path, where.line, label="if_creature",
               error=CardError, says=unknown_key_says)
    counters = if_creature.get("with_counters", 0)
    if isinstance(counters, bool) or not isinstance(counters, int) or counters < 0:
        raise CardError(where.path, where.line, f"if_creature with_counters: a number, not {counters!r}")
    plus_data = if_creature.get("plus_abilities", [])
    if not isinstance(plus_data, list):
        raise CardError(where.path, where.line, "if_creature plus_abilities: a list of abilities")
    if_plus = tuple(parse_ability(a, where) for a in plus_data)
    more = body.get("with_counters", 0)
    if more != "X" and (isinstance(more, bool) or not isinstance(more, int) or more < 0):
        raise CardError(w.path, w.key(body, "with_counters").line,
                        f"as_enters with_counters: a number or X (107.3m), not {more!r}")
    return CopyValues("copy", keep_colors=keep_colors, plus=plus, name=name, pt=pt, add_card_types=card_types,
                      add_subtypes=subtypes, add_supertypes=supertypes, keep=tuple(str(k) for k in kept),
                      if_creature_plus=if_plus, if_creature_counters=counters,
                      with_counters=more if isinstance(more, int) else 0, with_x=more == "X")


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
                          "permanent it describes] triggers …\" (`of: legendary creature you control`; a list: any of them — "
                          "`[colorless spell you control, other colorless permanent you control]`, a spell's "
                          "abilities on the stack, 113.6); `event` may be a "
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
        of = any_selector(body["of"], w.key(body, "of"), "additional triggers") if "of" in body else None
        if not events and of is None:
            raise CardError(w.path, w.line, "additional_triggers: give 'event' (or 'of' alone: the abilities of the "
                                            "permanents it describes)")
        what = any_selector(body["what"], w.key(body, "what"), "additional triggers") if "what" in body else None
        cond = condition(body["if"], w.key(body, "if"), "additional_triggers if") if "if" in body else None
        event: str | tuple[str, ...] = events[0] if len(events) == 1 else events
        return AdditionalTriggers(text, "" if not events else event, what, of, cond)


@ABILITY_KINDS.register
class RevealFirstDrawKind(AbilityKind):
    """604.1, 701.20a: "reveal the first card you draw each turn"."""

    key: ClassVar[str] = "reveal_first_draw"
    doc: ClassVar[str] = ("a static ability (604.1): \"reveal the first card you draw each turn\" — as its "
                          "controller's first draw of a turn puts a card into their hand, they reveal it (701.20a), "
                          "while this permanent is on the battlefield; `link`: the label of the triggered ability "
                          "linked to it (`when: revealed`, `this_way: true`: 603.11, 607)")
    keys: ClassVar[tuple[str, ...]] = ("text", "link")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """Its text and its pair's label."""
        body, text = _body(cls, body, w)
        link = body.get("link", "")
        if not isinstance(link, str):
            raise CardError(w.path, w.key(body, "link").line, f"reveal_first_draw link: text, not {link!r}")
        return RevealFirstDraw(text, link)


@ABILITY_KINDS.register
class MoreCountersKind(AbilityKind):
    """614.1a: a replacement effect on putting counters."""

    key: ClassVar[str] = "more_counters"
    doc: ClassVar[str] = ("614.1a, a replacement effect: \"if [a `of_keyword` ability] would put one or more `counters` "
                          "(default `+1/+1`) on [a permanent `what` describes, judged for this ability's controller], it "
                          "puts that many plus `add` instead\" (`double: true`: twice that many; `counters: any`: "
                          "counters of any kind, \"twice that many of those counters\", 122.1). Several apply in "
                          "the order the affected object's controller chooses (616.1: scenario `replacement_order`), "
                          "else in timestamp order. "
                          "Counters a permanent enters with are counters put on it (122.6): they are replaced too, after "
                          "the `replacement` effects on its entering")
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
        kind = str(body.get("counters", "+1/+1"))
        try:
            kind = MoreCounters.kind_of(kind)
        except EngineError as err:
            raise CardError(w.path, w.key(body, "counters").line, f"more_counters counters: {err} — or `any`") from None
        return MoreCounters(text, kind,
                            selector(body["what"], w.key(body, "what"), "replacement ability"), add=add, double=double,
                            of_keyword=str(body.get("of_keyword", "")))


@ABILITY_KINDS.register
class ReplacementKind(AbilityKind):
    """614.1, 615.1: a static ability that generates a replacement or prevention effect."""

    key: ClassVar[str] = "replacement"
    doc: ClassVar[str] = ("614.1, 615.1: a replacement (or prevention) effect — `would:` the event it watches (one "
                          "of: " + ", ".join(f"`{k}`" for k in REPLACED_EVENTS) + "), `instead:` what happens instead "
                          "(a list of: " + ", ".join(f"`{k}`" for k in MODIFICATIONS) + "), `self: true` for a "
                          "self-replacement effect (614.15: it applies first, 616.1a), `may: true` for an optional "
                          "one (\"you may … instead\": its controller chooses; it applies unless they decline — "
                          "scenario `decline_replacement`), `if:` a condition (the table of conditions) — it applies only while it is true "
                          "(\"If you control a creature, …\"). Several on one event: the affected player or controller "
                          "chooses the order (616.1; scenario `replacement_order`) — a self-replacement effect first "
                          "(616.1a), then one changing the control it enters under (616.1b), one making it enter as a "
                          "copy (616.1c), one making it enter transformed (616.1d), then any (616.1e); each applies "
                          "once, the rest checked again after each (616.1f); the event it makes is still that event "
                          "for triggers")
    keys: ClassVar[tuple[str, ...]] = ("text", "would", "instead", "self", "may", "if")

    @classmethod
    def parse(cls, body: Any, w: Where) -> Ability:
        """``would`` a word of the replaced-event registry, ``instead`` words of the replacement registry."""
        body, text = _body(cls, body, w)
        if "would" not in body or "instead" not in body:
            raise CardError(w.path, w.line, "replacement: give 'would' (the event) and 'instead' (what happens instead)")
        event = entry_of(REPLACED_EVENTS, body["would"], w.key(body, "would"), "replacement would")
        raw = body["instead"]
        items = raw if isinstance(raw, list) else [raw]
        lines = getattr(raw, "item_lines", None)
        instead = tuple(entry_of(MODIFICATIONS, item, Where(w.path, lines[i]) if lines else w.key(body, "instead"),
                                 "replacement instead") for i, item in enumerate(items))
        for m in instead:  # 614.1a: "that many" is the amount of the event it replaces
            check_amounts(getattr(m, "instructions", ()), w.key(body, "instead"), frozenset({"that many"}),
                          "a replacement effect's do:")
        own, may = body.get("self", False), body.get("may", False)
        for key, flag in (("self", own), ("may", may)):
            if not isinstance(flag, bool):
                raise CardError(w.path, w.key(body, key).line, f"replacement {key}: true or false, not {flag!r}")
        cond = condition(body["if"], w.key(body, "if"), "replacement if") if "if" in body else None
        return ReplacementAbility(text, event, instead, own, may, cond)


def parse_ability(data: Any, where: Where) -> Ability:
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
    if isinstance(body, LineDict) and "text_ja" in body:  # for the reader only (verify.cards.CardDef.texts_ja)
        if not isinstance(body["text_ja"], str) or "text" not in body:
            raise CardError(w.path, body.key_line("text_ja"),
                            f"{kind} text_ja: the Japanese of the ability's 'text' (text), with 'text' beside it")
        body = _without(body, "text_ja")
    return cls.parse(body, w)  # type: ignore[no-any-return]


def _without(body: LineDict, key: str) -> LineDict:
    """``body`` less ``key``, its lines kept."""
    out = LineDict((k, v) for k, v in body.items() if k != key)
    out.line, out.key_lines = body.line, body.key_lines
    return out


__all__ = ["ABILITY_KINDS", "AbilityKind", "parse_ability"]
