"""What spells and abilities can't do (101.2: when a rule or effect allows or directs
something to happen and another effect states that it can't happen, the "can't" effect
takes precedence).

An effect on the game rules (:class:`engine.effects.CantCause`, 613.11) names the stack
objects it restricts (``by``: spells, activated or triggered abilities, controlled by its
controller, their opponents, or anyone), the actions (``sacrifice``, ``exile``) and the
objects it protects. Every instruction that sacrifices or exiles asks :func:`forbidden`
which of the objects it would act on it can't, leaves those alone and acts on the rest;
a player told to sacrifice "a creature" chooses among the creatures they may sacrifice.

>>> from engine import Characteristics, Game, parse_selector
>>> from engine.abilities import StaticAbility
>>> from engine.effects import CantCause, EffectSpec
>>> from engine.stack import StackItem
>>> rule = CantCause("Triggered abilities you control can't cause you to sacrifice creature tokens you control.",
...                  ("triggered",), "you", ("sacrifice",), parse_selector("creature token you control"))
>>> keeper = Characteristics("Keeper", card_types=frozenset({"enchantment"}), abilities=(
...     StaticAbility(rule.text, EffectSpec(rule.text, parse_selector("self"), (rule,))),))
>>> g = Game()
>>> _ = g.create("k", keeper, controller="A", event=False)
>>> _ = g.create("t", Characteristics("Token", card_types=frozenset({"creature"}), power=1, toughness=1),
...              controller="A", event=False, token=True)
>>> forbidden(g, StackItem("s1", "trigger", "…", source="k", controller="A"), "sacrifice", ["t"])
['t']
>>> forbidden(g, StackItem("s2", "ability", "…", source="k", controller="A"), "sacrifice", ["t"])
[]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from engine.records import Effect, Item, Obj, Record, Rule, Term, Text, declare

if TYPE_CHECKING:
    from engine.view import View

# The record kinds this module's functions say (engine.records.declare: declared here, where they are said).
declare(
    __name__,
    ("cant.act", "{item} can't {action} {object}: {text} ({rule}, effect {effect} of {source})"),
)

# The words of ``by`` for each kind of stack object (405.1; engine.stack.StackKind's values).
KIND_WORDS: dict[str, str] = {"spell": "spell", "ability": "activated", "trigger": "triggered"}


class Texted(Protocol):
    """A rule of the game as printed."""

    @property
    def text(self) -> str: ...


class Forbidding(Protocol):
    """An effect on the game rules in force (an engine.effects.Prohibition)."""

    @property
    def rule(self) -> Texted: ...
    @property
    def effect(self) -> str: ...
    @property
    def source(self) -> str | None: ...

    def forbids(self, action: str, by: str, controller: str, view: View, views: Mapping[str, View]) -> bool: ...


class InForce(Protocol):
    """The game as the layers left it: every object's view and the prohibitions in force (613.11)."""

    @property
    def views(self) -> Mapping[str, View]: ...
    @property
    def prohibitions(self) -> Sequence[Forbidding]: ...


class Watched(Protocol):
    """What a prohibition asks of the game (a narrow part of engine.ports.GameOps): to look at it
    and to record what it forbade."""

    def characteristics(self, *, record: bool = True) -> InForce: ...
    def record(self, kind: str, *, batch: int | None = None, **fields: object) -> object: ...


class Acting(Protocol):
    """The resolving spell or ability (an engine.stack.StackItem): its id, kind and controller."""

    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def controller(self) -> str: ...


def forbidden(game: Watched, item: Acting, action: str, ids: Sequence[str], record: bool = True) -> list[str]:
    """The objects among ``ids`` that ``item`` (the resolving spell or ability) can't
    ``action`` (``sacrifice``, ``exile``) because of an effect in force (101.2); each is
    recorded in the log with the effect that forbids it unless ``record`` is false."""
    looked = game.characteristics(record=False)
    if not looked.prohibitions or not ids:
        return []
    out: list[str] = []
    for oid in ids:
        view = looked.views.get(oid)
        if view is None:
            continue
        for p in looked.prohibitions:
            if p.forbids(action, KIND_WORDS[item.kind], item.controller, view, looked.views):
                out.append(oid)
                if record:
                    game.record("cant", object=oid, player=item.controller,
                                says=Record.of("cant.act", item=Item(item.id), action=Term(f"cant_{action}"),
                                               object=Obj(oid), text=Text(p.rule.text), rule=Rule("101.2"),
                                               effect=Effect(p.effect), source=Obj(p.source or "")))
                break
    return out


def permitted(game: Watched, item: Acting, action: str, ids: Sequence[str]) -> list[str]:
    """``ids`` without those ``item`` can't ``action`` (each recorded, 101.2)."""
    banned = set(forbidden(game, item, action, ids))
    return [oid for oid in ids if oid not in banned]


__all__ = ["KIND_WORDS", "Watched", "forbidden", "permitted"]
