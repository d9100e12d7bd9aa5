"""Small builders for engine tests (no card names: anonymous objects)."""

from __future__ import annotations

from engine import (
    Characteristics,
    Const,
    EffectSpec,
    Keyword,
    ManaCost,
    Part,
    StaticAbility,
    parse_selector,
)


def creature(name: str = "Creature", pt: tuple[int, int] = (2, 2), colors: tuple[str, ...] = (),
             abilities: tuple[object, ...] = (), subtypes: tuple[str, ...] = (), cost: str | None = None,
             ) -> Characteristics:
    return Characteristics(
        name=name, card_types=frozenset({"creature"}), power=pt[0], toughness=pt[1], colors=frozenset(colors),
        abilities=tuple(abilities),  # type: ignore[arg-type]
        subtypes=subtypes, mana_cost=None if cost is None else ManaCost.parse(cost),
    )


def static(text: str, affected: str, *parts: Part, cda: bool = False) -> StaticAbility:
    return StaticAbility(text, EffectSpec(text, parse_selector(affected), tuple(parts)), cda=cda)


def permanent(name: str, types: tuple[str, ...], *abilities: object, subtypes: tuple[str, ...] = (),
              supertypes: tuple[str, ...] = (), cost: str | None = None) -> Characteristics:
    return Characteristics(
        name=name, card_types=frozenset(types), subtypes=subtypes, supertypes=frozenset(supertypes),
        abilities=tuple(abilities), mana_cost=None if cost is None else ManaCost.parse(cost),  # type: ignore[arg-type]
    )


def spec(text: str, affected: str, *parts: Part) -> EffectSpec:
    return EffectSpec(text, parse_selector(affected), tuple(parts))


FLYING = Keyword("flying")
__all__ = ["FLYING", "Const", "creature", "permanent", "spec", "static"]
