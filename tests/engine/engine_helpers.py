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


class Caught:
    """An input error found while loading or running (as ``pytest.raises`` gives it: ``.value``)."""

    def __init__(self, value: Exception) -> None:
        self.value = value


def card_error(cards: object, cls: type[Exception]) -> Caught:
    """The error of the (one) broken card: cards with bad input are kept aside, not raised."""
    errors = list(getattr(cards, "broken", {}).values())
    assert errors, "no card is broken"
    assert isinstance(errors[0], cls), f"{type(errors[0]).__name__}: {errors[0]}"
    return Caught(errors[0])


def example_error(report: object, example_id: str = "art-ex-1") -> Caught:
    """The error of an example whose scenario (or a card it uses) has bad input: its status
    is ``error`` and the message is ``file:line: message``; every other example still ran."""
    result = report.examples[example_id]  # type: ignore[attr-defined]
    assert result.status == "error", (result.status, result.message)
    return Caught(ValueError(result.message))
