"""Abilities as values: the ability kinds that hold effects, instructions, trigger events and
replacements (the registry :data:`ABILITY_KINDS`); keywords and mana abilities are
engine.keywords's, the word rewriting of text-changing effects engine.wording's (612.2).

>>> ABILITY_KINDS.get("activated") is ActivatedAbility, ABILITY_KINDS.get("keyword") is Keyword
(True, True)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeAlias

from engine.errors import EngineError, ValueSyntaxError
from engine.keywords import Keyword, KeywordFor, ManaAbility
from engine.records import (
    Record,
    Term,
    Text,
    describes_none,
    goes_in,
    goes_with,
    missing_key,
    not_a,
    not_allowed,
    not_both,
    wrong_type,
)
from engine.replacement import ReplacementAbility
from engine.vocab import Key, KeyValueError, Registry, Written

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
class StaticAbility(Written):
    """A static ability (604): its effect applies while the object has it.

    ``cda`` marks a characteristic-defining ability (604.3): it applies first in its
    layer (613.3) and never takes part in dependencies (613.8a).
    """

    key: ClassVar[str] = "static"
    doc: ClassVar[str] = ("an effect (below); applies while the object has the ability (604, 611.3); `as_long_as`: a "
                          "condition (611.3a: \"as long as you have 40 or more life, …\" — it applies only while "
                          "the condition is true, checked continuously)")
    takes: ClassVar[str] = "text"  # text only: shown, not executed
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("", "effect", "effect", "an effect, affecting `self` by default", required=True, context="static"),
        Key("link", "link", "text", "the label of its linked abilities (607.2a)"),
        Key("cant_cast_named", "cant_cast_named", "linked", "players can't cast spells with the same name as it (101.2)"),
        Key("as_long_as", "condition", "condition", "it applies only while this is true (611.3a)",
            context="static as_long_as"))
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

    @classmethod
    def made(cls, value: Any) -> StaticAbility:
        """Its keys; a string: text only (shown, not executed)."""
        if isinstance(value, dict):
            return cls(**value)
        from engine.effects import EffectSpec
        from engine.selectors import parse_selector
        return cls(value.strip(), EffectSpec(value.strip(), parse_selector("self"), ()))


@dataclass(frozen=True)
class CharacteristicDefiningAbility(StaticAbility):
    """604.3: a characteristic-defining ability — a static ability whose P/T part applies in
    7a (613.4a), and first in its layer otherwise (613.3)."""

    key: ClassVar[str] = "cda"
    doc: ClassVar[str] = ("a characteristic-defining ability (604.3): it defines this object's colors, subtypes or P/T "
                          "— another part, or another `affected`, is refused (604.3a); applies in 7a (P/T) or first "
                          "in its layer")
    takes: ClassVar[str] = ""
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("", "effect", "effect", "an effect, affecting `self` by default", required=True, context="static"))
    cda: bool = True

    @classmethod
    def made(cls, value: Any) -> StaticAbility:
        """Its P/T part applies in 7a; a part that defines no color, subtype, power or toughness
        of this object is no characteristic-defining ability (604.3a), and is refused — it would
        have applied first in its layer, ahead of effects with earlier timestamps (613.3)."""
        from engine.effects import AddColors, AddTypes, EffectSpec, SetColors, SetCreatureTypes, SetPT
        spec = value["effect"]
        if spec.affected.scope != "self":  # 604.3a (3): it doesn't directly affect other objects
            raise ValueSyntaxError(f"affected: {spec.affected.text!r}: a characteristic-defining ability affects "
                                   "only the object it is on (604.3a) — affected: self; an effect on other objects "
                                   "is a static: ability", not_allowed("cant_cda_others", rule="604.3a"))
        for p in spec.parts:  # 604.3a (1): it defines colors, subtypes, power or toughness
            defines = isinstance(p, (SetPT, SetColors, AddColors, SetCreatureTypes)) or (
                isinstance(p, AddTypes) and not p.card_types and not p.supertypes)
            if not defines:
                raise ValueSyntaxError(f"{p.key!r} is no characteristic-defining ability: one defines the object's "
                                       "colors (set_colors, add_colors), subtypes (add_types: \"— Elf\", "
                                       "set_creature_types) or power and toughness (set_pt) (604.3a) — write it as "
                                       "static:", not_allowed("cant_cda_part", rule="604.3a"))
        parts = tuple(SetPT(p.power, p.toughness, defining=True) if isinstance(p, SetPT) else p for p in spec.parts)
        return cls(value["text"], EffectSpec(spec.text, spec.affected, parts))


@dataclass(frozen=True)
class ActivatedAbility(Written):
    """An activated ability (602) other than a mana ability (605): it goes on the stack as it is
    activated (602.2), its targets chosen then (602.2b, 601.2c); as it resolves (608.2b: not if
    every target is illegal) it creates its continuous ``effect`` (611.2a), then follows its
    one-shot ``instructions`` (608.2c). ``target`` is its target phrase; ``link`` names the pair of
    linked abilities it belongs to (607.2a)."""

    key: ClassVar[str] = "activated"
    doc: ClassVar[str] = ("`cost:` (parts: the cost table) + an effect + `duration:` and/or one-shot `do:` (`x_is` "
                          "with `do:`); `target:`, `link`. It goes on the stack (602.2: targets chosen and costs paid as "
                          "it is activated) and resolves later (608.2b: not if its targets are all illegal then); its "
                          "effect is created as it resolves, before its instructions (611.2a); `as_sorcery: true`: "
                          "\"Activate only as a sorcery\" (602.5d: refused but in its controller's main phase with the "
                          "stack empty, 117.1a); `only_if_attached: true`: \"Activate only if this permanent is "
                          "attached to a creature\" (702.151a: refused otherwise)")
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("", "effect", "effect", "a continuous effect, affecting `self` by default"),
        Key("cost", "cost", "cost", "its cost (602.1a)"),
        Key("duration", "duration", "duration", "how long its effect lasts (default end_of_turn)"),
        Key("for_as_long_as", "lasts_while", "condition", "611.2b: its effect lasts for as long as this is true, and ends the first time it is not (if it is not true as it resolves, the effect does nothing)",
            context="effect for_as_long_as"),
        Key("do", "instructions", "instructions", "one-shot instructions, followed as it resolves (608.2c)"),
        Key("target", "target", "target", "its target, chosen on activation (602.2b)"),
        Key("link", "link", "text", "the label of its linked abilities (607.2a)"),
        Key("x_is", "x_is", "amount", "what X is (107.3)"),
        Key("as_sorcery", "as_sorcery", "flag", "\"Activate only as a sorcery\" (602.5d)"),
        Key("only_if_attached", "only_if_attached", "flag",
            "\"Activate only if this permanent is attached to a creature\" (702.151a)"))
    text: str
    cost: Cost
    effect: EffectSpec | None
    duration: Duration
    instructions: tuple[Instruction, ...] = ()
    target: str | tuple[str, ...] = ""  # 115.3: a phrase for each instance of "target"
    link: str = ""
    x_is: Amount | None = None  # 107.3: what X is ("the total mana value of the exiled cards", 607.2a)
    lasts_while: Condition | None = None  # 611.2b: "for as long as …"
    # 602.5d: "Activate only as a sorcery" — its controller's main phase, the stack empty (117.1a)
    as_sorcery: bool = False
    # 702.151a: "Activate only if this permanent is attached to a creature"
    only_if_attached: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.cost, str):  # written as printed: parsed (engine/costs.py)
            from engine.costs import parse_cost
            object.__setattr__(self, "cost", parse_cost(self.cost))
        if not self.target and self.effect is not None and self.effect.affected.scope == "target" \
                and "targets" in self.effect.needs:
            # 115.1c: an effect that says "target creature" makes the ability targeted — that phrase is
            # its target, chosen as it is activated (602.2b) and checked as it resolves (608.2b)
            object.__setattr__(self, "target", self.effect.affected.text)

    @classmethod
    def made(cls, value: Any) -> ActivatedAbility:
        """Its effect and/or its instructions; a target its effect reads is the ability's `target:`."""
        from engine.amounts import amount_refused, refused_amount
        from engine.effects import EFFECT_PARTS, Duration
        from engine.instructions import unbound_target, unfit_amount
        from engine.stack import target_gives
        text, cost = value["text"], value.get("cost", "")
        effect, todo = value.get("effect"), value.get("instructions", ())
        if "instructions" not in value and effect is None:
            raise ValueSyntaxError(f"give 'do' (instructions) or an effect part ({', '.join(EFFECT_PARTS)})",
                                   missing_key(Term("key_do_or_effect")))
        if "instructions" not in value and "x_is" in value:
            raise KeyValueError("x_is", "activated: 'x_is' goes with one-shot 'do:'", goes_with("x_is", "do"))
        for f, key in (("duration", "duration"), ("lasts_while", "for_as_long_as")):
            if effect is None and f in value:
                raise KeyValueError(key, f"activated: {key!r} without an effect (`affected` and an effect key)",
                                    Record.of("error.goes_with", key=Text(key),
                                              other=Term("key_effect_part")).to_json())
        _one_duration(value)
        target, x_is = value.get("target", ""), value.get("x_is")
        if effect is not None and "targets" in effect.needs and not target and effect.affected.scope != "target":
            # 115.1c: an effect on "target creature" makes that phrase its target (__post_init__); one that
            # reads its targets elsewhere ("gains the abilities of target creature") needs its `target:`
            raise KeyValueError("affected", f"activated: its effect reads its targets ({effect.affected.text!r}): "
                                            "give the ability its `target:` (115.1)", goes_with("affected", "target"))
        if x_is is not None and refused_amount(x_is, "x_is"):
            raise KeyValueError("x_is", f"x_is: {refused_amount(x_is, 'x_is')}", amount_refused(x_is, "x_is"))
        # 602.2: it goes on the stack (a mana ability is `mana:`, 605.3a); 608.2c, 611.2a: as it resolves
        # its continuous effect is created, then its one-shot instructions are followed
        ability = cls(text, cost, effect, value.get("duration", Duration.END_OF_TURN if effect else Duration.INDEFINITE),
                      todo, target, value.get("link", ""), x_is, value.get("lasts_while"), value.get("as_sorcery", False),
                      value.get("only_if_attached", False))
        why = unfit_amount(ability.instructions, ability.cost.gives | target_gives(target), "activated")
        if why:
            raise KeyValueError("do", *why)
        why = unbound_target(ability.instructions, ability.target, effect)
        if why:
            raise KeyValueError("target", *why)
        return ability


@dataclass(frozen=True)
class Mode(Written):
    """700.2: one option of a modal spell ("Choose one — • …"): its text, its target phrase and
    its instructions (the amounts a spell gives: 608.2h)."""

    key: ClassVar[str] = "mode"
    keys: ClassVar[tuple[Key, ...]] = (Key("text", "text", "text", "its English text", required=True),
                                       Key("target", "target", "target", "its target (700.2c)"),
                                       Key("do", "instructions", "instructions", "its instructions", required=True))
    text: str
    target: str | tuple[str, ...] = ""  # 115.3: a phrase for each instance of "target"
    instructions: tuple[Instruction, ...] = ()

    @classmethod
    def made(cls, value: Any) -> Mode:
        """Its instructions' amounts: a spell's (and its target's)."""
        from engine.instructions import unbound_target, unfit_amount
        from engine.stack import target_gives
        mode = cls(**value)
        why = unfit_amount(mode.instructions, frozenset({"spell"}) | target_gives(mode.target), "spell")
        if why:
            raise KeyValueError("do", *why)
        why = unbound_target(mode.instructions, mode.target)
        if why:
            raise KeyValueError("target", *why)
        return mode


@dataclass(frozen=True)
class SpellAbility(Written):
    """A spell's instructions: one-shot ``instructions`` (608.2c) and/or a continuous
    ``effect`` it creates when it resolves (611.2), with its ``duration``; a modal spell's
    ``modes``, one chosen as it is cast (700.2a)."""

    key: ClassVar[str] = "spell"
    doc: ClassVar[str] = ("an instant's or sorcery's instructions: an effect + `duration:`, and/or `do:` (with "
                          "`target:`); an effect with `affected: target …` and no `target:` makes that phrase the "
                          "spell's target (115.1a: chosen and checked as it is cast, 601.2c, and as it resolves, "
                          "608.2b); `destroy: SELECTOR` is short for `do: [{destroy: SELECTOR}]`; "
                          "`additional_cost: Sacrifice a creature` (601.2b, 601.2h: paid as it is cast — scenario "
                          "`cast_spell: {sacrificed: id}`; parts: the cost table); `modes:` a modal spell's modes "
                          "(700.2: \"Choose one — • …\"), each `{text, target, do}`, one chosen as it is cast (scenario "
                          "`cast_spell: {mode: 1}`, 700.2a; a copy has the same mode, 700.2g)")
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("", "effect", "effect", "a continuous effect it creates as it resolves (611.2)"),
        Key("duration", "duration", "duration", "how long its effect lasts (default indefinite)"),
        Key("for_as_long_as", "lasts_while", "condition", "611.2b: its effect lasts for as long as this is true, and ends the first time it is not (if it is not true as it resolves, the effect does nothing)",
            context="effect for_as_long_as"),
        Key("do", "instructions", "instructions", "its instructions (608.2c)"),
        Key("target", "target", "target", "its target (601.2c)"),
        Key("destroy", "destroy", "selector", "short for `do: [{destroy: SELECTOR}]`", context="instruction"),
        Key("additional_cost", "additional_cost", "cost", "an additional cost, paid as it is cast (601.2b)"),
        Key("modes", "modes", "modes", "a modal spell's modes (700.2)"))
    text: str
    effect: EffectSpec | None = None
    duration: Duration | None = None
    instructions: tuple[Instruction, ...] = ()
    target: str | tuple[str, ...] = ""  # 115.3: a phrase for each instance of "target"
    additional_cost: Cost | None = None  # 601.2b, 601.2h: "As an additional cost to cast this spell, …"
    modes: tuple[Mode, ...] = ()  # 700.2
    lasts_while: Condition | None = None  # 611.2b: "for as long as …"

    @classmethod
    def made(cls, value: Any) -> SpellAbility:
        """Both parts may be given: the effect is created, then the instructions are performed."""
        from engine.effects import EFFECT_PARTS, Duration
        from engine.instructions import Destroy, unbound_target, unfit_amount
        from engine.stack import target_gives
        if "modes" in value:  # 700.2: each mode has its own target and instructions
            alone = {"instructions": "do", "target": "target", "destroy": "destroy", "duration": "duration",
                     "effect": "affected", "lasts_while": "for_as_long_as"}
            for f, key in alone.items():
                if f in value:
                    raise KeyValueError("modes", f"spell: {key!r} goes in a mode (modes: each {{text, target, do}}, "
                                                 "700.2)", goes_in(key, "modes", "700.2"))
            return cls(value["text"], modes=value["modes"])
        todo: tuple[Instruction, ...] = value.get("instructions", ())
        if "destroy" in value:
            todo += (Destroy(value["destroy"]),)
        effect, target, extra = value.get("effect"), value.get("target", ""), value.get("additional_cost")
        for f, key in (("duration", "duration"), ("lasts_while", "for_as_long_as")):
            if effect is None and f in value:
                raise KeyValueError(key, f"spell: {key!r} without an effect part ({', '.join(EFFECT_PARTS)})",
                                    Record.of("error.goes_with", key=Text(key), other=Term("key_effect_part")).to_json())
        _one_duration(value)
        if effect is None and not todo:
            raise ValueSyntaxError(f"give 'do' (instructions) or an effect part ({', '.join(EFFECT_PARTS)})",
                                   missing_key(Term("key_do_or_effect")))
        if effect is not None and not target and "targets" in effect.needs:
            # 115.1a, 601.2c: an effect that says "target creature" makes the spell targeted — its
            # target phrase is the spell's, checked as it is cast (601.2c) and as it resolves (608.2b)
            if effect.affected.scope != "target":
                raise KeyValueError("affected", f"spell: its effect reads its targets ({effect.affected.text!r}): "
                                                "give the spell its `target:` (115.1)", goes_with("affected", "target"))
            target = effect.affected.text
        if "instructions" in value:
            why = unfit_amount(todo, frozenset({"spell", *target_gives(target),
                                                *(extra.gives if extra is not None else ())}), "spell")
            if why:
                raise KeyValueError("do", *why)
        why = unbound_target(todo, target, effect)
        if why:
            raise KeyValueError("target", *why)
        return cls(value["text"], effect=effect, instructions=todo, target=target, additional_cost=extra,
                   duration=value.get("duration", Duration.INDEFINITE) if effect is not None else None,
                   lasts_while=value.get("lasts_while"))


def _one_duration(value: dict[str, Any]) -> None:
    """611.2a, 611.2b: an effect lasts as its duration says, or for as long as its condition — not both."""
    if "duration" in value and "lasts_while" in value:
        raise KeyValueError("for_as_long_as", "for_as_long_as is the effect's duration (611.2b): not with duration",
                            not_both("for_as_long_as", "duration"))


@dataclass(frozen=True)
class AsEntersAbility(Written):
    """"As ~ enters, choose …" or "enter as a copy of …" (614.1c–d).

    ``choose`` names the choice (``color``); ``copy`` says what may be copied; the
    choice itself is made when the object enters (``GameObject.choices``).
    """

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
                          "applies next (616.1f); `pay_life_or_tapped: N`: \"you may pay N life. If you don't, it enters tapped\" "
                          "(614.1c, 119.4; the choice `pay`)")
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("choose", "choose", "choice", "the choice made as it enters (614.1c)"),
        Key("copy", "copy", "selector", "what it may enter as a copy of (614.1c, 707.5)", context="copy"),
        Key("except_colors", "except_colors", "flag", "707.9c: it doesn't copy the colors"),
        Key("plus_abilities", "plus_abilities", "abilities", "707.9a: and it has these abilities"),
        Key("except_pt", "except_pt", "pt", "707.9b: its power and toughness"),
        Key("except_name", "except_name", "text", "707.9b: its name"),
        Key("plus_types", "plus_types", "types", "707.9b: types in addition to its other types"),
        Key("not_copied", "not_copied", "words", "707.9c: characteristics it keeps its own",
            words=("name", "mana_cost", "colors", "types", "pt")),
        Key("if_creature", "if_creature", "mapping", "707.9f: exceptions only if it's a creature", keys=(
            Key("with_counters", "with_counters", "int", "additional +1/+1 counters it enters with (707.9e)"),
            Key("plus_abilities", "plus_abilities", "abilities", "abilities it has"))),
        Key("exile", "exile", "selector", "\"exile any number of …\" as it enters (the choice `exile`)",
            context="copy"),
        Key("with_counters", "with_counters", "any", "707.9e: a number or X (107.3m) of additional +1/+1 counters"),
        Key("pay_life_or_tapped", "pay_life", "count", "\"you may pay N life; if you don't, it enters tapped\" "
            "(614.1c, 119.4: the choice `pay`)"))
    text: str
    choose: str | None = None
    copy: Selector | None = None
    exile: Selector | None = None  # "As this enters, exile any number of [creature cards from your graveyard]"
    keep_colors: bool = False  # 707.9c: "except it doesn't copy that creature's color"
    plus: tuple[Ability, ...] = ()  # 707.9a: "and it has [this ability]"
    exceptions: CopyValues | None = None  # the copy effect with every 707.9 exception (else keep_colors, plus)
    pay_life: int = 0  # "As this enters, you may pay N life. If you don't, it enters tapped." (614.1c, 119.4)

    @property
    def replacement(self) -> ReplacementAbility | None:
        """614.1c, 616.1c: "you may have it enter as a copy of …" is an optional replacement
        effect on its own entering (it enters as a copy of the object chosen, ``copy``); "you may
        pay N life. If you don't, it enters tapped" one it always applies (the choice ``pay``)."""
        from engine.replacement import AsCopy, EntersWould, PayLifeOrTapped
        if self.pay_life:
            return ReplacementAbility(self.text, EntersWould(), (PayLifeOrTapped(self.pay_life),))
        if self.copy is None:
            return None
        from engine.copying import CopyValues
        part = self.exceptions or CopyValues("copy", keep_colors=self.keep_colors, plus=self.plus)
        return ReplacementAbility(self.text, EntersWould(), (AsCopy(self.copy, part),), optional=True)

    EXCEPTIONS: ClassVar[tuple[str, ...]] = ("except_pt", "except_name", "plus_types", "not_copied", "except_colors",
                                             "plus_abilities", "if_creature", "with_counters")

    @classmethod
    def made(cls, value: Any) -> AsEntersAbility:
        """The choice is made in the scenario (``choices:``); a copy with the exceptions of 707.9."""
        from engine.copying import CopyValues
        copy, exile, choose = value.get("copy"), value.get("exile"), value.get("choose")
        pay = value.get("pay_life", 0)
        if copy is None and choose is None and exile is None and not pay:
            raise ValueSyntaxError("give 'choose' (a choice), 'copy' or 'exile' (a selector), or 'pay_life_or_tapped'",
                                   missing_key(Term("key_choose_copy_exile")))
        if pay and copy is not None:
            raise KeyValueError("pay_life_or_tapped", "as_enters: pay_life_or_tapped or copy, not both (two "
                                "abilities: write each as its own)", not_both("pay_life_or_tapped", "copy"))
        keep, plus = value.get("except_colors", False), value.get("plus_abilities", ())
        exceptions = None
        if copy is None:
            for key in cls.EXCEPTIONS:
                if key in value:
                    raise KeyValueError(key, f"as_enters: {key} is a copy exception: give 'copy'", goes_with(key, "copy"))
        else:
            if_creature = value.get("if_creature", {})
            counters = if_creature.get("with_counters", 0)
            if counters < 0:
                raise KeyValueError("if_creature", f"if_creature with_counters: a number, not {counters!r}",
                                    wrong_type("with_counters", "value_zero_or_more", counters))
            more = value.get("with_counters", 0)
            if more != "X" and (isinstance(more, bool) or not isinstance(more, int) or more < 0):
                raise KeyValueError("with_counters", f"as_enters with_counters: a number or X (107.3m), not {more!r}",
                                    wrong_type("with_counters", "value_number_or_x", more))
            card_types, subtypes, supertypes = value.get("plus_types", ((), (), ()))
            exceptions = CopyValues("copy", keep_colors=keep, plus=plus, name=value.get("except_name"),
                                    pt=value.get("except_pt"), add_card_types=card_types, add_subtypes=subtypes,
                                    add_supertypes=supertypes, keep=value.get("not_copied", ()),
                                    if_creature_plus=if_creature.get("plus_abilities", ()),
                                    if_creature_counters=counters, with_counters=more if isinstance(more, int) else 0,
                                    with_x=more == "X")
        return cls(value["text"], choose=choose, copy=copy, exile=exile, keep_colors=keep, plus=plus,
                   exceptions=exceptions, pay_life=pay)


@dataclass(frozen=True)
class TriggeredAbility(Written):
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

    key: ClassVar[str] = "triggered"
    doc: ClassVar[str] = "a triggered ability (603): `when`, `what`, `if`, `target`, `do`… (below)"
    takes: ClassVar[str] = "text"  # text only: shown, not executed
    # The keys of a ``triggered:`` mapping (docs/cards.md is generated from them) beside the
    # trigger event's own (engine/trigger_events.py: its fields, ``step``, ``room``…): which
    # are accepted depends on ``when`` (:meth:`keys_for`).
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text (required)", required=True),
        Key("when", "event", "word", "the trigger event: a word of the table below", required=True),
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
        Key("affected", "effect", "effect", "a continuous effect it creates as it resolves (611.2): `affected` and the "
            "effect keys, as a spell's (`affected: target artifact`, `gain_control: true`)"),
        Key("duration", "duration", "duration", "how long its effect lasts (default indefinite)"),
        Key("for_as_long_as", "lasts_while", "condition", "611.2b: its effect lasts for as long as this is true, and "
            "ends the first time it is not (if it is not true as it resolves, the effect does nothing)",
            context="effect for_as_long_as"),
        Key("keyword", "keyword", "text", "the keyword this triggered ability is, when it is one written out "
            "(`backup`): what `of_keyword` looks for"),
    )
    delayed: ClassVar[bool] = False  # a delayed triggered ability (603.7): linked to no static ability
    _ON = "on."  # the field prefix of the trigger event's own keys, as :meth:`made` gets them

    @classmethod
    def keys_for(cls, raw: Any) -> tuple[Key, ...]:
        """The keys with ``when: raw["when"]``: the shared ones (its words the trigger events;
        the intervening "if" read where the event says, 603.4, 603.8; ``what: self`` this object)
        and the event's own (:meth:`engine.trigger_events.TriggerEvent.options`), each required
        that the event requires."""
        from engine.trigger_events import TRIGGER_EVENTS
        names = TRIGGER_EVENTS.names()
        if "when" not in raw:
            return tuple(dataclasses.replace(k, words=names) if k.name == "when" else k for k in cls.keys)
        try:
            ev = TRIGGER_EVENTS.get(raw["when"])
        except EngineError as err:
            raise KeyValueError("when", str(err), err.says) from None
        this = str(raw.get("what")).strip().lower() in ("self", "this", "~")
        shared = tuple(dataclasses.replace(
            k, words=names if k.name == "when" else (str(raw["what"]),) if this and k.name == "what" else k.words,
            type="word" if k.name == "what" and this else k.type,
            context=ev.condition_context if k.name == "if" else k.context,
            required=k.required or k.name in ev.required) for k in cls.keys)
        own = tuple(dataclasses.replace(k, field=cls._ON + k.field, required=k.required or k.name in ev.required,
                                        context=k.context or getattr(ev, "selector_context", ""))
                    for k in ev.schema())
        return (*shared, *own)

    @classmethod
    def key_notes(cls, raw: Any) -> dict[str, str]:
        """A key of another trigger event: the note an error adds."""
        from engine.trigger_events import TRIGGER_EVENTS
        return {k.name: f" (with when: {raw.get('when')}; it goes with another trigger event)"
                for _, ev in TRIGGER_EVENTS.items() for k in ev.schema()}

    @classmethod
    def made(cls, value: Any) -> TriggeredAbility:
        """Text only (shown, not executed); a mapping: its keys by field, ``on`` its event with
        its own keys — an ability that could never trigger, or whose amounts would read
        nothing, is refused (:class:`KeyValueError` at the key)."""
        if not isinstance(value, dict):
            return cls(value.strip())
        from engine.instructions import unbound_target, unfit_amount
        from engine.stack import target_gives
        from engine.trigger_events import TRIGGER_EVENTS
        ev = TRIGGER_EVENTS.get(value["event"])
        event = f"when: {ev.key}"
        what = value.get("what")
        if "what" in value and not ev.has_object:
            raise KeyValueError("what", f"what cannot take effect with {event}: the event involves no object "
                                        "(it would never trigger)",
                                Record.of("error.no_object_of", key=Text("what"), event=Text(event)).to_json())
        if getattr(value.get("condition"), "other_than", "") and not ev.has_object:
            raise KeyValueError("if", f"other_than: it cannot take effect with {event}: the event involves no object",
                                Record.of("error.no_object_of", key=Text("other_than"), event=Text(event)).to_json())
        if ev.object_zone == "stack" and not cls.delayed and (what is None or isinstance(what, str)):
            # 113.6: this object's abilities function on the battlefield, where it is never cast —
            # a cast trigger about itself would never trigger
            raise KeyValueError("what", f"a {ev.key!r} trigger needs 'what' (the spell: `spell you control`): this "
                                        "object is not cast while its abilities function (113.6) — \"when you cast "
                                        "this spell\" is when: cast_this", missing_key(f"{event} what"))
        if isinstance(what, str):
            what = None  # ``self``: this object
        elif what is not None and any(a.scope == "each" and ev.object_zone not in a.zones
                                      for a in what.alternatives or (what,)):
            raise KeyValueError("what", f"what: {what.text!r} describes no object in the {ev.object_zone}, where the "
                                        f"object of {event} is (it would never trigger; "
                                        f"{'a spell: `creature spell you control`' if ev.object_zone == 'stack' else 'a permanent'})",
                                describes_none(what.text, "thing_object", ev.object_zone))
        own = {f[len(cls._ON):]: v for f, v in value.items() if f.startswith(cls._ON)}
        if own.get("this_way") is True and (cls.delayed or not value.get("link")):  # 603.11, 607: linked to what?
            raise KeyValueError("this_way", "this_way cannot take effect " + (
                "in a delayed triggered ability: it is linked to no static ability (607.1)" if cls.delayed else
                "without link: the label it shares with the static ability whose reveals it means (607.1)"),
                not_allowed("cant_this_way_delayed" if cls.delayed else "cant_this_way_no_link", rule="607.1"))
        fields = {f: v for f, v in value.items() if not f.startswith(cls._ON) and f != "event"}
        for f, key in (("duration", "duration"), ("lasts_while", "for_as_long_as")):
            if "effect" not in fields and f in fields:
                raise KeyValueError(key, f"triggered: {key!r} without an effect (`affected` and an effect key)",
                                    Record.of("error.goes_with", key=Text(key), other=Term("key_effect_part")).to_json())
        _one_duration(fields)
        if "effect" in fields:
            from engine.effects import Duration
            fields.setdefault("duration", Duration.INDEFINITE)
        # 603.7c, 700.7: "that creature", "its power" read the object its trigger event involved — an event
        # that involves none (`beginning_of`, `gains_life`…) gives them nothing (a delayed ability: its creator's)
        has_object = ev.has_object or cls.delayed
        why = unfit_amount(fields.get("instructions", ()),
                           frozenset({*(("trigger",) if has_object else ())}) | target_gives(fields.get("target", "")),
                           "triggered" if has_object else "objectless")
        if why:
            raise KeyValueError("do", *why)
        why = unbound_target(fields.get("instructions", ()), fields.get("target", ""), fields.get("effect"))
        if why:
            raise KeyValueError("target", *why)
        return TriggeredAbility(**{**fields, "what": what, "on": ev(**own)})


    text: str
    event: str = ""
    what: Selector | None = None
    step: str = ""
    condition: Condition | None = None
    instructions: tuple[Instruction, ...] = ()
    target: str | tuple[str, ...] = ""  # 115.3: a phrase for each instance of "target"
    once_each_turn: bool = False
    link: str = ""
    one_or_more: bool = False  # "whenever one or more …": once per event, however many objects (603.2c)
    keyword: str = ""  # the keyword this triggered ability is (702: ``backup``), for ``of_keyword``
    on: TriggerEvent | None = None
    effect: EffectSpec | None = None  # 611.2: a continuous effect it creates as it resolves
    duration: Duration | None = None
    lasts_while: Condition | None = None  # 611.2b: "for as long as …"

    def __post_init__(self) -> None:
        if self.on is None and self.event:
            from engine.trigger_events import TRIGGER_EVENTS
            object.__setattr__(self, "on", TRIGGER_EVENTS.get(self.event)())
        elif self.on is not None and self.event != self.on.key:
            if self.event:
                raise ValueError(f"event {self.event!r} is not the event of on={self.on!r}")
            object.__setattr__(self, "event", self.on.key)



@dataclass(frozen=True)
class DelayedTriggeredAbility(TriggeredAbility):
    """The loader of a delayed triggered ability (603.7: ``delayed: {triggered: …}``): a
    triggered ability, linked to no static ability (``this_way`` refused)."""

    delayed: ClassVar[bool] = True


@dataclass(frozen=True)
class AdditionalTriggers(Written):
    """603.2d: "If [event] causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time." ``event`` as in
    :class:`TriggeredAbility`; ``what`` is the object the event involves.

    ``of``: "If a triggered ability of [a permanent it describes] triggers, …" — the
    ability's source must match (judged for this ability's controller); with ``of`` and
    no ``event``, an ability triggering on any event counts. ``condition``: "if you
    control six or more …" — it applies only while that is true (checked when the
    ability triggers).
    """

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
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("event", "event", "trigger_events", "the trigger events (a word or a list)"),
        Key("what", "what", "selectors", "the object the event involves", context="additional triggers"),
        Key("of", "of", "selectors", "the permanents whose abilities it is about", context="additional triggers"),
        Key("if", "condition", "condition", "only while it is true", context="additional_triggers if"))
    text: str
    event: str | tuple[str, ...]
    what: Selector | None = None
    of: Selector | None = None
    condition: Condition | None = None

    @classmethod
    def made(cls, value: Any) -> AdditionalTriggers:
        """Events from the trigger-event registry, or ``of`` alone."""
        events = value.get("event", ())
        if not events and value.get("of") is None:
            raise ValueSyntaxError("give 'event' (or 'of' alone: the abilities of the permanents it describes)",
                                   missing_key(Term("key_event_or_of")))
        return cls(value["text"], "" if not events else events[0] if len(events) == 1 else events, value.get("what"),
                   value.get("of"), value.get("condition"))

    @property
    def events(self) -> tuple[str, ...]:
        """The trigger event kinds it names ("entering or leaving": ``("enters", "leaves")``)."""
        if isinstance(self.event, str):
            return (self.event,) if self.event else ()
        return self.event


@dataclass(frozen=True)
class MoreCounters(Written):
    """614.1a: a replacement effect — "If [an ability of kind …] would put one or more
    ``counters`` on [a permanent ``on`` describes], it puts that many plus ``add`` instead"
    (``double``: twice that many); ``counters: any``: counters of any kind (122.1: "twice that
    many of those counters"). ``on`` is judged for this ability's controller;
    ``of_keyword``: only counters an ability that is that keyword puts ("a modular ability").

    >>> from engine.selectors import parse_selector
    >>> MoreCounters("…", "+1/+1", parse_selector("permanent you control"), add=1).apply(2)
    3
    """

    key: ClassVar[str] = "more_counters"
    doc: ClassVar[str] = ("614.1a, a replacement effect: \"if [a `of_keyword` ability] would put one or more `counters` "
                          "(default `+1/+1`) on [a permanent `what` describes, judged for this ability's controller], it "
                          "puts that many plus `add` instead\" (`double: true`: twice that many; `counters: any`: "
                          "counters of any kind, \"twice that many of those counters\", 122.1). Several apply in "
                          "the order the affected object's controller chooses (616.1: scenario `replacement_order`), "
                          "else in timestamp order. "
                          "Counters a permanent enters with are counters put on it (122.6): they are replaced too, after "
                          "the `replacement` effects on its entering")
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("counters", "counters", "text", "the kind of counter (default +1/+1), or `any`"),
        Key("what", "on", "selector", "the permanents", context="replacement ability"),
        Key("add", "add", "int", "how many more"),
        Key("double", "double", "flag", "twice that many"),
        Key("of_keyword", "of_keyword", "text", "only counters an ability that is this keyword puts"))
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

    @classmethod
    def made(cls, value: Any) -> MoreCounters:
        """``what`` and ``add`` or ``double``."""
        if "on" not in value or not ("add" in value or value.get("double")):
            raise ValueSyntaxError("give 'what' (a selector) and 'add: N' or 'double: true'",
                                   missing_key(Term("key_what_add_double")))
        try:
            kind = cls.kind_of(value.get("counters", "+1/+1"))
        except ValueSyntaxError as err:
            raise KeyValueError("counters", f"more_counters counters: {err} — or `any`", err.says) from None
        return cls(**{**value, "counters": kind})


@dataclass(frozen=True)
class RevealFirstDraw(Written):
    """A static ability whose effect changes how the game is played (604.1): "Reveal the
    first card you draw each turn" — as its controller's first draw of a turn puts a card
    into their hand, they reveal it (701.20a), an event with this ability as its cause, so a
    linked "whenever you reveal … this way" ability (603.11, 607) can trigger on it. ``link``:
    the label of that pair.

    >>> RevealFirstDraw("Reveal the first card you draw each turn.", link="reveal").link
    'reveal'
    """

    key: ClassVar[str] = "reveal_first_draw"
    doc: ClassVar[str] = ("a static ability (604.1): \"reveal the first card you draw each turn\" — as its "
                          "controller's first draw of a turn puts a card into their hand, they reveal it (701.20a), "
                          "while this permanent is on the battlefield; `link`: the label of the triggered ability "
                          "linked to it (`when: revealed`, `this_way: true`: 603.11, 607)")
    keys: ClassVar[tuple[Key, ...]] = (Key("text", "text", "text", "the ability's English text", required=True),
                                       Key("link", "link", "text", "the label of its linked triggered ability"))
    text: str
    link: str = ""

    @classmethod
    def made(cls, value: Any) -> RevealFirstDraw:
        """Its text and its pair's label."""
        return cls(**value)


@dataclass(frozen=True)
class CounterLimit(Written):
    """A static ability: "This permanent can't have more than ``most`` ``counters`` counters on
    it" — 704.5r: whenever it has more, all but ``most`` of them are removed, as a state-based
    action.

    >>> CounterLimit.made({"text": "…", "counters": "charge", "most": 3})
    CounterLimit(text='…', counters='charge', most=3)
    """

    key: ClassVar[str] = "counter_limit"
    doc: ClassVar[str] = ("704.5r: \"this permanent can't have more than `most` `counters` counters on it\" — "
                          "whenever it has more, all but `most` of them are removed (a state-based action)")
    keys: ClassVar[tuple[Key, ...]] = (
        Key("text", "text", "text", "the ability's English text", required=True),
        Key("counters", "counters", "counter", "the kind of counter", required=True),
        Key("most", "most", "int", "the most it can have", required=True))
    text: str
    counters: str
    most: int

    @classmethod
    def made(cls, value: Any) -> CounterLimit:
        """A kind of counter and a number, 0 or more."""
        if value["most"] < 0:
            raise KeyValueError("most", "counter_limit most: 0 or more", not_a("value_count", value["most"]))
        return cls(**value)


Ability: TypeAlias = (
    Keyword | KeywordFor | StaticAbility | ActivatedAbility | SpellAbility | ManaAbility | AsEntersAbility | TriggeredAbility
    | AdditionalTriggers | MoreCounters | RevealFirstDraw | ReplacementAbility | CounterLimit
)

# The ability kinds (docs/cards.md, "Abilities"): the entries of a card's ``abilities:``, each
# the ability class it makes (its keys, their value types, ``made``), in the docs' order.
ABILITY_KINDS: Registry[type[Written]] = Registry("ability kind", "an entry of `abilities:`")
for _kind in (Keyword, KeywordFor, StaticAbility, CharacteristicDefiningAbility, ActivatedAbility, SpellAbility,
              ManaAbility, AsEntersAbility, TriggeredAbility, AdditionalTriggers, RevealFirstDraw, MoreCounters,
              ReplacementAbility, CounterLimit):
    ABILITY_KINDS.register(_kind)
