"""What the layers read from a game, kept so that an evaluation can be reused (613).

:func:`engine.evaluate.evaluate` reads from a game only the attributes named in
:data:`LAYER_INPUTS` (a test reads evaluate.py and checks it): every object's own values,
the continuous effects (611), the life totals (conditions, 611.3a), the exiled-with records
(607.2a), the players and the rules version. A :class:`LayerInputs` is a copy of those;
while a game still equals it, an evaluation made from it is the evaluation of the game
now. The game's own objects and effects are compared, not a change counter: no action can
forget to say that it changed something.

>>> from engine.game import Game
>>> from engine.objects import Characteristics
>>> g = Game()
>>> _ = g.create("c1", Characteristics("Bear", card_types=frozenset({"creature"}), power=2, toughness=2), controller="A")
>>> kept = LayerInputs.of(g)
>>> kept.same(g)
True
>>> g.put_counters("c1", "+1/+1")
>>> kept.same(g)
False
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import TYPE_CHECKING, Any

from engine.effects import ContinuousEffect
from engine.layers import RulesVersion
from engine.linked import ExileRecord
from engine.objects import GameObject

if TYPE_CHECKING:
    from engine.ports import LayerSource

# The game attributes the layers read (``linked_exiles`` reads exiled_with and objects).
LAYER_INPUTS = ("objects", "effects", "life", "exiled_with", "players", "rules_version", "linked_exiles")

# The fields of an object that hold a container changed in place (counters, choices, …):
# a copy keeps its own; every other field holds an immutable value.
CONTAINER_FIELDS = tuple(f.name for f in fields(GameObject) if f.default_factory is not MISSING)


def _values(obj: GameObject) -> dict[str, Any]:
    values = vars(obj).copy()
    for name in CONTAINER_FIELDS:
        values[name] = values[name].copy()
    return values


@dataclass(frozen=True)
class LayerInputs:
    """A copy of what the layers read from a game (see the module's docstring)."""

    objects: tuple[str, ...]  # the ids, in the game's order: the layers visit them so
    values: tuple[dict[str, Any], ...]  # each object's values, in that order
    effects: tuple[tuple[str, ContinuousEffect], ...]
    life: tuple[tuple[str, int], ...]
    exiled_with: tuple[ExileRecord, ...]
    players: tuple[str, ...]
    rules_version: RulesVersion

    @classmethod
    def of(cls, game: LayerSource) -> LayerInputs:
        """The inputs of ``game`` now."""
        objects = game.objects
        return cls(tuple(objects), tuple([_values(o) for o in objects.values()]), tuple(game.effects.items()),
                   tuple(game.life.items()), tuple(game.exiled_with), game.players, game.rules_version)

    def same(self, game: LayerSource) -> bool:
        """Whether ``game`` still has these inputs (objects and effects compared by value)."""
        objects = game.objects
        return (len(self.objects) == len(objects) and self.rules_version is game.rules_version
                and self.players == game.players and self.effects == tuple(game.effects.items())
                and self.life == tuple(game.life.items()) and self.exiled_with == tuple(game.exiled_with)
                and self.objects == tuple(objects) and self.values == tuple([vars(o) for o in objects.values()]))


__all__ = ["CONTAINER_FIELDS", "LAYER_INPUTS", "LayerInputs"]
