"""Effect parts (docs/cards.md, "Effects: one part per layer"): the registry :data:`EFFECT_PARTS`.

Each key of an effect mapping is a small class: how it is written, what it writes and
reads (the dependency search prunes on that, 613.8), and :meth:`PartKey.parse`, which
turns the value into engine parts. The layer it applies in (613.1) is the engine part's
(engine/effects.py declares it): :meth:`PartKey.layer` reads it from the parts its
written example makes. The registration order is the order in which parts apply within a
layer.

>>> EFFECT_PARTS.get("modify_pt").layer(), EFFECT_PARTS.get("switch_pt").layer()
('7c / 7c', '7d / 7e')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, ClassVar

from engine import (
    AddAbilities,
    AddColors,
    AddTypes,
    ChangeText,
    Const,
    CopyValues,
    GainControl,
    GameRule,
    LoseAbilities,
    LoseAllAbilities,
    ModifyPT,
    Part,
    PlayersGain,
    SetColors,
    SetLandType,
    SetPT,
    SwitchPT,
)
from engine.effects import (
    CANT_CAUSE_ACTIONS,
    CANT_CAUSE_BY,
    CANT_CAUSE_CONTROLLERS,
    AddAbilitiesOf,
    CantCause,
    LegendRuleExempt,
    SetCreatureTypes,
)
from engine.layers import Layer
from engine.vocab import Registry, Word, suggest
from ruletext.schema import check_keys
from verify.errors import CardError, unknown_key_says
from verify.specs import (
    Where,
    _pt_exprs,
    ability,
    any_selector,
    cant_trigger,
    colors,
    pt_value,
    selector,
    type_line,
)
from verify.yamlload import load_yaml


class PartKey(Word):
    """A key of an effect mapping."""

    written: ClassVar[str]  # examples of the key and its value (`a` / `b`): the first is read for its layer
    layer_note: ClassVar[str] = ""  # another layer it may apply in (`cda:`)
    writes: ClassVar[str] = "—"
    reads: ClassVar[str] = "—"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """The value → the parts (none for ``false``)."""
        raise NotImplementedError

    @classmethod
    def layer(cls) -> str:
        """The layer its parts apply in, today / in 2009 (613.1; the engine part's own)."""
        example = load_yaml(cls.written.split("` / `")[0].strip("`"), "docs/cards.md")
        layers = sorted({p.layer for p in cls.parse(example[cls.key], Where("docs/cards.md", 1))},
                        key=lambda la: la.step)
        return ", ".join(_LAYER_NAMES.get(la, f"{la.current} / {la.cr2009}") for la in layers) + cls.layer_note


EFFECT_PARTS: Registry[type[PartKey]] = Registry("effect key", "a part of a continuous effect (613)")
# The layers that are not of characteristics, as the table names them (613.10, 613.11; 2009: 613.9, 613.10).
_LAYER_NAMES = {Layer.PLAYERS: "players (613.10; 613.9 in 2009)",
                Layer.GAME_RULES: "game rules (613.11; 613.10 in 2009)"}


class _FlagKey(PartKey):
    """``key: true``: one part that takes no value (``false``: none)."""

    part: ClassVar[Callable[[], Part]]

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``true``."""
        if not isinstance(value, bool):
            raise CardError(w.path, w.line, f"{cls.key}: true or false, not {value!r}")
        return [cls.part()] if value else []


class _TextKey(PartKey):
    """``key: text``: one part made from the text."""

    part: ClassVar[Callable[[str], Part]]
    expects: ClassVar[str]  # what the text is, for the error

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """The text."""
        if not isinstance(value, str):
            raise CardError(w.path, w.line, f"{cls.key}: {cls.expects}, not {value!r}")
        return [cls.part(value)]


class _ColorsKey(PartKey):
    """``key: [colors]`` (or ``chosen``): one part made from the colors."""

    part: ClassVar[Callable[[tuple[str, ...]], Part]]

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """Colors."""
        return [cls.part(colors(value, w))]


@EFFECT_PARTS.register
class CopyKey(PartKey):
    key: ClassVar[str] = "copy"
    written: ClassVar[str] = "`copy: chosen`"
    doc: ClassVar[str] = "copiable values become those of the object chosen as `copy` (707.2)"
    writes: ClassVar[str] = "everything copiable"
    reads: ClassVar[str] = "the copied object"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """The choice naming the copied object (``chosen``: the choice ``copy``)."""
        return [CopyValues(str(value) if value not in (True, "chosen") else "copy")]


@EFFECT_PARTS.register
class GainControlKey(_FlagKey):
    key: ClassVar[str] = "gain_control"
    written: ClassVar[str] = "`gain_control: true`"
    doc: ClassVar[str] = "the effect's controller controls it"
    writes: ClassVar[str] = "controller"
    part: ClassVar[Callable[[], Part]] = GainControl


@EFFECT_PARTS.register
class ChangeTextKey(PartKey):
    key: ClassVar[str] = "change_text"
    written: ClassVar[str] = "`change_text: {from: Island, to: Forest}`"
    doc: ClassVar[str] = ("replaces a color word or land type in all its abilities (612); `chosen` takes the choices "
                          "`from`/`to`")
    writes: ClassVar[str] = "ability text"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``from`` and ``to``."""
        if not isinstance(value, dict) or set(value) != {"from", "to"}:
            raise CardError(w.path, w.line, "change_text: exactly 'from' and 'to' (a word, or 'chosen')")
        return [ChangeText(str(value["from"]), str(value["to"]))]


@EFFECT_PARTS.register
class AddTypesKey(PartKey):
    key: ClassVar[str] = "add_types"
    written: ClassVar[str] = "`add_types: Artifact Creature — Golem`"
    doc: ClassVar[str] = "adds card types, subtypes (`Wall` alone is a subtype), supertypes"
    writes: ClassVar[str] = "types"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """A type line."""
        ct, st, sup = type_line(value, w, subtypes_alone=True)
        return [AddTypes(ct, st, sup)]


@EFFECT_PARTS.register
class SetLandTypeKey(_TextKey):
    key: ClassVar[str] = "set_land_type"
    written: ClassVar[str] = "`set_land_type: Mountain`"
    doc: ClassVar[str] = ("305.7: loses other land types and its rules-text abilities, gains the basic type's mana "
                          "ability")
    writes: ClassVar[str] = "subtypes, abilities"
    part: ClassVar[Callable[[str], Part]] = SetLandType  # a basic land type (or ``chosen``)
    expects: ClassVar[str] = "a land type"


@EFFECT_PARTS.register
class SetCreatureTypesKey(_TextKey):
    key: ClassVar[str] = "set_creature_types"
    written: ClassVar[str] = "`set_creature_types: chosen` / `Elf`"
    doc: ClassVar[str] = ("205.1a: its creature types become this one — `chosen`: the chosen creature type (607.2d: "
                          "\"creatures you control are the chosen type\") — replacing the others, not in addition; "
                          "its other subtypes stay")
    writes: ClassVar[str] = "subtypes"
    part: ClassVar[Callable[[str], Part]] = SetCreatureTypes
    expects: ClassVar[str] = "a creature type (capitalized) or `chosen`"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """A creature type or ``chosen``."""
        if not isinstance(value, str) or not (value == "chosen" or value[:1].isupper()) or " " in value.strip():
            raise CardError(w.path, w.line, f"{cls.key}: {cls.expects}, not {value!r}")
        return [SetCreatureTypes(value.strip())]


@EFFECT_PARTS.register
class AddColorsKey(_ColorsKey):
    key: ClassVar[str] = "add_colors"
    written: ClassVar[str] = "`add_colors: [blue]` / `chosen`"
    doc: ClassVar[str] = "adds colors"
    writes: ClassVar[str] = "colors"
    part: ClassVar[Callable[[tuple[str, ...]], Part]] = AddColors


@EFFECT_PARTS.register
class SetColorsKey(_ColorsKey):
    key: ClassVar[str] = "set_colors"
    written: ClassVar[str] = "`set_colors: [black, green]` / `chosen`"
    doc: ClassVar[str] = "replaces the colors"
    writes: ClassVar[str] = "colors"
    part: ClassVar[Callable[[tuple[str, ...]], Part]] = SetColors


@EFFECT_PARTS.register
class LoseAllAbilitiesKey(_FlagKey):
    key: ClassVar[str] = "lose_all_abilities"
    written: ClassVar[str] = "`lose_all_abilities: true`"
    doc: ClassVar[str] = "loses every ability"
    writes: ClassVar[str] = "abilities"
    part: ClassVar[Callable[[], Part]] = LoseAllAbilities


@EFFECT_PARTS.register
class LoseAbilitiesKey(PartKey):
    key: ClassVar[str] = "lose_abilities"
    written: ClassVar[str] = "`lose_abilities: [flying]`"
    doc: ClassVar[str] = "loses the named abilities"
    writes: ClassVar[str] = "abilities"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """A name or a list of names."""
        names = [value] if isinstance(value, str) else value
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise CardError(w.path, w.line, f"lose_abilities: an ability or a list of abilities, not {value!r}")
        return [LoseAbilities(tuple(names))]


@EFFECT_PARTS.register
class AddAbilitiesKey(PartKey):
    key: ClassVar[str] = "add_abilities"
    written: ClassVar[str] = "`add_abilities: [defender, {static: …}]`"
    doc: ClassVar[str] = ("gains abilities (613.7a: their effects take the later of the object's and this effect's "
                          "timestamp, and a new one when the object gets one); a `keyword_for` gets the words of its linked value (607.2a, 607.2d)")
    writes: ClassVar[str] = "abilities"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """Abilities, as in ``abilities:``."""
        items = value if isinstance(value, list) else [value]
        lines = getattr(value, "item_lines", None)
        return [AddAbilities(tuple(ability(a, Where(w.path, lines[i]) if lines else w.at(value))
                                   for i, a in enumerate(items)))]


@EFFECT_PARTS.register
class AddAbilitiesOfKey(PartKey):
    key: ClassVar[str] = "add_abilities_of"
    written: ClassVar[str] = "`add_abilities_of: target` / `all creature cards in all graveyards`"
    doc: ClassVar[str] = ("gains all activated abilities of its target, granted together (607.5) — or of every object "
                          "a selector describes (`all creature cards in all graveyards`), as they are in this layer")
    writes: ClassVar[str] = "abilities"
    reads: ClassVar[str] = "abilities"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``target`` or a selector phrase."""
        if value == "target":
            return [AddAbilitiesOf("activated")]
        if not isinstance(value, str) or value.startswith("target "):
            raise CardError(w.path, w.line, "add_abilities_of: target (all activated abilities of the target), or a "
                                            f"selector phrase (`all creature cards in all graveyards`), not {value!r}")
        return [AddAbilitiesOf("activated", selector(value, w, "static"))]


@EFFECT_PARTS.register
class SetPTKey(PartKey):
    key: ClassVar[str] = "set_pt"
    written: ClassVar[str] = "`set_pt: 0/4` / `its mana value` / `{power: …, toughness: …}`"
    layer_note: ClassVar[str] = " (7a under `cda:`)"
    doc: ClassVar[str] = "sets power and/or toughness (expressions: below)"
    writes: ClassVar[str] = "P/T"
    reads: ClassVar[str] = "the expressions"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """P/T, an expression, or power/toughness expressions."""
        power, toughness = _pt_exprs(value, w)
        return [SetPT(power, toughness)]


@EFFECT_PARTS.register
class ModifyPTKey(PartKey):
    key: ClassVar[str] = "modify_pt"
    written: ClassVar[str] = "`modify_pt: +1/+1` / `{power: …, toughness: …}`"
    doc: ClassVar[str] = "adds to power and toughness"
    writes: ClassVar[str] = "P/T"
    reads: ClassVar[str] = "the expressions"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``+1/+1`` or power/toughness expressions."""
        if isinstance(value, dict):
            power, toughness = _pt_exprs(value, w)
            return [ModifyPT(power or Const(0), toughness or Const(0))]
        if not isinstance(value, str) or not re.fullmatch(r"\s*[+-]?\d+\s*/\s*[+-]?\d+\s*", value):
            raise CardError(w.path, w.line, f"modify_pt: +N/+N or {{power: …, toughness: …}}, not {value!r}")
        amount = pt_value(value, w)
        return [ModifyPT(Const(amount.power), Const(amount.toughness))]


@EFFECT_PARTS.register
class SwitchPTKey(_FlagKey):
    key: ClassVar[str] = "switch_pt"
    written: ClassVar[str] = "`switch_pt: true`"
    doc: ClassVar[str] = "switches power and toughness"
    writes: ClassVar[str] = "P/T"
    reads: ClassVar[str] = "P/T"
    part: ClassVar[Callable[[], Part]] = SwitchPT


@EFFECT_PARTS.register
class PlayersGainKey(PartKey):
    key: ClassVar[str] = "players_gain"
    written: ClassVar[str] = "`players_gain: {who: you, abilities: [hexproof]}`"
    doc: ClassVar[str] = "players gain abilities; `who`: `you`, `opponents`, `each`"
    writes: ClassVar[str] = "players"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``abilities`` and ``who``."""
        if not isinstance(value, dict) or "abilities" not in value or not set(value) <= {"abilities", "who"}:
            raise CardError(w.path, w.line, "players_gain: 'abilities' (and 'who': you, opponents, each)")
        who = str(value.get("who", "you"))
        if who not in ("you", "opponents", "each"):
            raise CardError(w.path, w.line, f"players_gain: who is you, opponents or each, not {who!r}")
        items = value["abilities"] if isinstance(value["abilities"], list) else [value["abilities"]]
        return [PlayersGain(tuple(str(a) for a in items), who)]


@EFFECT_PARTS.register
class GameRuleKey(_TextKey):
    key: ClassVar[str] = "game_rule"
    written: ClassVar[str] = "`game_rule: \"Creatures can't block.\"`"
    doc: ClassVar[str] = "an effect on the rules of the game (recorded, shown, not enforced yet)"
    writes: ClassVar[str] = "rules"
    part: ClassVar[Callable[[str], Part]] = GameRule
    expects: ClassVar[str] = "the rule as printed"


@EFFECT_PARTS.register
class CantTriggerKey(PartKey):
    key: ClassVar[str] = "cant_trigger"
    written: ClassVar[str] = "`cant_trigger: {event: enters, what: creature}`"
    doc: ClassVar[str] = ("603.2 changed: an event (`enters`, `dies`, or a list `[enters, dies]`) involving an object "
                          "`what` describes doesn't cause abilities (of that event kind) to trigger; `whose: "
                          "permanents your opponents control` limits it to those permanents' abilities (\"you\" is "
                          "the effect's controller). Enforced by `engine/triggers.py`: judged with the game the "
                          "trigger looks at (after the event for enters, 603.6a; before it for dies, 603.10a); the "
                          "log records each ability that did not trigger. Shown with the game rules")
    writes: ClassVar[str] = "rules"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``event``, ``what``, ``whose``."""
        return [cant_trigger(value, w)]


def _words(value: Any, key: str, known: tuple[str, ...], w: Where) -> tuple[str, ...]:
    raw = value if isinstance(value, list) else [value]
    out = tuple(str(v) for v in raw)
    for v in out:
        if v not in known:
            raise CardError(w.path, w.line, f"cant_cause: {key} is one of {', '.join(known)}, not {v!r}"
                                            f"{suggest(v, known)}")
    if not out:
        raise CardError(w.path, w.line, f"cant_cause: {key} names at least one of {', '.join(known)}")
    return out


@EFFECT_PARTS.register
class CantCauseKey(PartKey):
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
    writes: ClassVar[str] = "rules"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """``by``, ``controlled_by``, ``actions``, ``what``."""
        fields = ("by", "controlled_by", "actions", "what", "text")
        if not isinstance(value, dict):
            raise CardError(w.path, w.line, "cant_cause is a mapping: by, controlled_by, actions, what")
        check_keys(value, fields, w.path, w.line, what="cant_cause", error=CardError, says=unknown_key_says)
        for key in ("by", "actions", "what"):
            if key not in value:
                raise CardError(w.path, w.line, f"cant_cause needs {key!r} (by, actions, what; controlled_by "
                                                f"optional)")
        by = _words(value["by"], "by", CANT_CAUSE_BY, w.key(value, "by"))
        actions = _words(value["actions"], "actions", CANT_CAUSE_ACTIONS, w.key(value, "actions"))
        controlled_by = _words(value.get("controlled_by", "you"), "controlled_by", CANT_CAUSE_CONTROLLERS,
                               w.key(value, "controlled_by") if "controlled_by" in value else w)
        if len(controlled_by) != 1:
            raise CardError(w.path, w.key(value, "controlled_by").line, "cant_cause: controlled_by is one word")
        return [CantCause(str(value.get("text", "")), by, controlled_by[0], actions,
                          any_selector(value["what"], w.key(value, "what"), "game rule"))]


@EFFECT_PARTS.register
class LegendRuleExemptKey(PartKey):
    key: ClassVar[str] = "legend_rule_exempt"
    written: ClassVar[str] = "`legend_rule_exempt: creature token you control`"
    doc: ClassVar[str] = ("704.5j changed: \"the 'legend rule' doesn't apply to\" the permanents it describes (judged "
                          "for the effect's controller): they are not counted when the legend rule is checked. "
                          "Shown with the game rules")
    writes: ClassVar[str] = "rules"

    @classmethod
    def parse(cls, value: Any, w: Where) -> list[Part]:
        """A selector (or a list of phrases)."""
        return [LegendRuleExempt("", any_selector(value, w, "game rule"))]


EFFECT_KEYS: tuple[str, ...] = EFFECT_PARTS.names()

__all__ = ["EFFECT_KEYS", "EFFECT_PARTS", "PartKey"]
