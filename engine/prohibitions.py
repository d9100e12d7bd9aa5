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

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.effects import CantCause
from engine.records import Effect, Item, Obj, Record, Rule, Term, Text
from engine.stack import StackItem, StackKind

if TYPE_CHECKING:
    from engine.effects import Prohibition
    from engine.ports import GameOps

# The words of ``by`` for each kind of stack object (405.1).
KIND_WORDS: dict[StackKind, str] = {StackKind.SPELL: "spell", StackKind.ABILITY: "activated",
                                    StackKind.TRIGGER: "triggered"}


def _covers(p: Prohibition, item: StackItem, action: str) -> bool:
    rule = p.rule
    if not isinstance(rule, CantCause) or action not in rule.actions or KIND_WORDS[item.kind] not in rule.by:
        return False
    if rule.controlled_by == "you":
        return item.controller == p.controller
    if rule.controlled_by == "opponents":
        return item.controller != p.controller
    return True


def forbidden(game: GameOps, item: StackItem, action: str, ids: Sequence[str], record: bool = True) -> list[str]:
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
            ctx = p.context(looked.views)
            if _covers(p, item, action) and isinstance(p.rule, CantCause) and p.rule.what.matches(view, ctx):
                out.append(oid)
                if record:
                    game.record("cant", object=oid, player=item.controller,
                                says=Record.of("cant.act", item=Item(item.id), action=Term(f"cant_{action}"),
                                               object=Obj(oid), text=Text(p.rule.text), rule=Rule("101.2"),
                                               effect=Effect(p.effect), source=Obj(p.source or "")))
                break
    return out


def permitted(game: GameOps, item: StackItem, action: str, ids: Sequence[str]) -> list[str]:
    """``ids`` without those ``item`` can't ``action`` (each recorded, 101.2)."""
    banned = set(forbidden(game, item, action, ids))
    return [oid for oid in ids if oid not in banned]


__all__ = ["KIND_WORDS", "forbidden", "permitted"]
