"""State-based actions (704).

A section of :class:`engine.game.Game` (each section a class the game is made of).
"""

from __future__ import annotations

from engine.actions import life_sba
from engine.zones import Zones


class StateBasedActions(Zones):
    """State-based actions."""

    def check_state_based_actions(self) -> list[str]:
        """704.3: perform every state-based action at once, repeating until none applies.
        704.5a: a player with 0 or less life loses (104.3b); 704.5f: toughness 0 or less →
        graveyard; 704.5g: lethal damage → destroyed."""
        done: list[str] = []
        while True:
            done += life_sba(self.game)  # 704.5a
            views = self.characteristics(record=False).views
            doomed, destroyed = [], []
            for v in views.values():
                if v.zone != "battlefield" or "creature" not in v.card_types or v.toughness is None:
                    continue
                if v.toughness <= 0:
                    doomed.append(v.id)
                    self.record("sba", object=v.id, text=f"{v.id} has toughness {v.toughness} (704.5f)")
                elif self.objects[v.id].damage >= v.toughness:
                    doomed.append(v.id)
                    destroyed.append(v.id)
                    self.record("sba", object=v.id, text=f"{v.id} has lethal damage (704.5g)")
            if not doomed:
                return done
            self.move_together(doomed, "graveyard", destroyed=destroyed)  # 704.5g: destroyed (701.19: regeneration)
            done += [oid for oid in doomed if self.obj(oid).zone != "battlefield"]
