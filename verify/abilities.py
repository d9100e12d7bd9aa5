"""Ability kinds (docs/cards.md, "Abilities"): loading one entry of a card's ``abilities:``.

Each kind is its engine ability class (engine.abilities.ABILITY_KINDS: its keys, their value
types and ``made``); here an entry is read — a keyword, or ``{kind: body}`` — and its body
converted by those types (verify.schema.build_written), every error at its ``file:line``.

>>> ABILITY_KINDS.get("statc")
Traceback (most recent call last):
...
engine.errors.UnknownWordError: unknown ability kind 'statc' (known: keyword, keyword_for, static, cda, activated, spell, mana, as_enters, triggered, additional_triggers, reveal_first_draw, more_counters, replacement, counter_limit; did you mean 'static'?)
"""

from __future__ import annotations

from typing import Any

from engine import Ability, EngineError, Keyword
from engine.abilities import ABILITY_KINDS
from engine.cr_keywords import keyword_of
from engine.keywords import ATTACHING, WRITTEN_OUT, equip_written_out, reconfigure_written_out
from engine.records import wrong_type
from verify.errors import CardError
from verify.schema import build_written
from verify.specs import Where
from verify.yamlload import LineDict, line_of


def parse_abilities(data: Any, where: Where) -> tuple[Ability, ...]:
    """One entry of ``abilities:`` → the abilities it is: one, or — a keyword that represents
    several (702.151a: reconfigure) — the keyword and the activated abilities it represents."""
    if isinstance(data, str) and keyword_of(data) == "reconfigure":
        try:
            attach, unattach = reconfigure_written_out(data)
        except EngineError as err:
            raise CardError(where.path, where.line, str(err), err.says) from None
        return (parse_ability(data, where), parse_ability({"activated": attach}, where),
                parse_ability({"activated": unattach}, where))
    return (parse_ability(data, where),)


def parse_ability(data: Any, where: Where) -> Ability:
    """One entry of ``abilities:`` → engine ability (a keyword, or ``{kind: body}``)."""
    if isinstance(data, str):
        name = keyword_of(data)
        if name in WRITTEN_OUT:  # 702.79a, 702.93a: the triggered ability the keyword is
            return parse_ability({"triggered": {"text": data.strip(), "keyword": name, **WRITTEN_OUT[name]}}, where)
        if name in ATTACHING:  # 702.6a, 702.67a: the activated ability the keyword is
            try:
                written = equip_written_out(data)
            except EngineError as err:
                raise CardError(where.path, where.line, str(err), err.says) from None
            return parse_ability({"activated": written}, where)
        try:
            return Keyword.made(data)  # 702: a keyword the game applies (another did nothing, silently)
        except EngineError as err:
            raise CardError(where.path, where.line, str(err), err.says) from None
    if not isinstance(data, dict) or len(data) != 1:
        raise CardError(where.path, line_of(data, where.line),
                        f"an ability is a keyword or a mapping with one of: {', '.join(ABILITY_KINDS)}",
                        wrong_type("abilities", "value_ability", data))
    kind, body = next(iter(data.items()))
    w = where.key(data, kind) if isinstance(data, LineDict) else where
    try:
        cls = ABILITY_KINDS.get(kind)
    except EngineError as err:
        raise CardError(w.path, w.line, str(err)) from None
    return build_written(cls, body, w.at(body) if isinstance(body, LineDict) else w)  # type: ignore[no-any-return]


__all__ = ["ABILITY_KINDS", "parse_abilities", "parse_ability"]
