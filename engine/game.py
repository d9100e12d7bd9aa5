"""The game: players, objects in zones, a clock for timestamps, the effects in force.

>>> from engine.objects import Characteristics
>>> g = Game(players=("A", "B"))
>>> bear = g.create("bear", Characteristics("Bear", card_types=frozenset({"creature"}), power=2, toughness=2), controller="A")
>>> bear.timestamp
1
>>> g.put_counters("bear", "+1/+1")
>>> g.characteristics().state("bear").pt
'3/3'
"""

from __future__ import annotations

from engine.activation import Activation
from engine.combat import Combat
from engine.mana import Mana
from engine.spell_copies import SpellCopies
from engine.turns import Turns


class Game(Activation, SpellCopies, Mana, Combat, Turns):
    """A game: its state (:class:`engine.state.GameState`) and the rules that act on it, one
    class per section — zones (:mod:`engine.zones`), casting and resolving
    (:mod:`engine.casting`), activated abilities (:mod:`engine.activation`), mana
    (:mod:`engine.mana`), combat, damage and life (:mod:`engine.combat`), state-based actions
    (:mod:`engine.sba`), copies on the stack (:mod:`engine.spell_copies`), turns
    (:mod:`engine.turns`)."""


__all__ = ["Game"]
