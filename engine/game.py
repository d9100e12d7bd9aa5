"""The game: players, objects in zones, a clock for timestamps, the effects in force.

>>> from engine.objects import Characteristics
>>> g = Game(players=("A", "B"))
>>> bear = g.create("bear", Characteristics("Bear", card_types=frozenset({"creature"}), power=2, toughness=2), controller="A")
>>> bear.timestamp
1
>>> g.put_counters("bear", "+1/+1")
>>> g.characteristics().state("bear").pt
'3/3'
>>> g.put_counters == g.zones.put_counters  # each operation is its section's
True
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.activation import Activation
from engine.budget import Budget
from engine.casting import Casting
from engine.combat import Combat
from engine.layers import RulesVersion
from engine.leaving import Leaving
from engine.mana import Mana
from engine.sba import StateBasedActions
from engine.spell_copies import SpellCopies
from engine.state import GameState
from engine.turns import Turns
from engine.zones import Zones


class Game(GameState):
    """A game: its state (:class:`engine.state.GameState`) and the sections that act on it,
    each a component that holds the game as :class:`engine.layered.Layered` (its
    :class:`engine.ports.GameOps`) and reaches the others only through it — zones
    (:mod:`engine.zones`), state-based actions (:mod:`engine.sba`), casting and resolving
    (:mod:`engine.casting`), activated abilities (:mod:`engine.activation`), mana
    (:mod:`engine.mana`), combat, damage and life (:mod:`engine.combat`), turns
    (:mod:`engine.turns`), copies on the stack (:mod:`engine.spell_copies`), a player leaving the
    game (:mod:`engine.leaving`). Each operation of
    the game is its section's method."""

    def __init__(self, players: Iterable[str] = ("A", "B"), active_player: str | None = None,
                 rules_version: RulesVersion = RulesVersion.CURRENT, budget: Budget | None = None) -> None:
        super().__init__(players, active_player, rules_version, budget)
        # zones
        zones = self.zones = Zones(self)
        self.create = zones.create
        self.create_together = zones.create_together
        self.attach = zones.attach
        self.put_counters = zones.put_counters
        self.counters_replaced = zones.counters_replaced
        self.remove_counters = zones.remove_counters
        self.move = zones.move
        self.move_together = zones.move_together
        self.create_tokens = zones.create_tokens
        self.cards_in = zones.cards_in
        self.arrange_library = zones.arrange_library
        self.draw = zones.draw
        self.lock_copies = zones.lock_copies
        self.may_replace = zones.may_replace
        self.life_replaced = zones.life_replaced
        self.turn_face_up = zones.turn_face_up
        self.venture = zones.venture
        # sba
        sba = self.sba = StateBasedActions(self)
        self.check_state_based_actions = sba.check_state_based_actions
        # casting
        casting = self.casting = Casting(self)
        self.create_effect = casting.create_effect
        self.end_effect = casting.end_effect
        self.resolve_spell = casting.resolve_spell
        self.perform_now = casting.perform_now
        self.can_cast = casting.can_cast
        self.cast = casting.cast
        self.play_land = casting.play_land
        self.priority = casting.priority
        self.receives_priority = casting.receives_priority
        self.resolve_top = casting.resolve_top
        self.check_state_triggers = casting.check_state_triggers
        # activation
        activation = self.activation = Activation(self)
        self.activate_ability = activation.activate_ability
        self.activation_costs = activation.activation_costs
        self.tap = activation.tap
        self.sacrifice = activation.sacrifice
        # mana
        mana = self.mana = Mana(self)
        self.add_mana = mana.add_mana
        self.activate_mana = mana.activate_mana
        # combat
        combat = self.combat = Combat(self)
        self.change_life = combat.change_life
        self.pay_life = combat.pay_life
        self.deal_damage = combat.deal_damage
        self.deal_damage_together = combat.deal_damage_together
        self.declare_attackers = combat.declare_attackers
        self.declare_blockers = combat.declare_blockers
        self.can_block = combat.can_block
        self.combat_damage_step = combat.combat_damage_step
        # turns
        turns = self.turns = Turns(self)
        self.end_turn = turns.end_turn
        self.begin_step = turns.begin_step
        # spell_copies
        spell_copies = self.spell_copies = SpellCopies(self)
        self.copy_card = spell_copies.copy_card
        self.copy_spell = spell_copies.copy_spell
        # leaving
        leaving = self.leaving = Leaving(self)
        self.can_leave = leaving.can_leave
        self.leave_game = leaving.leave_game


__all__ = ["Game"]
