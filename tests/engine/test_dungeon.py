"""Venturing into the dungeon (701.49a, 309): the dungeon in the command zone, the marker
room by room, room abilities triggering there (309.4c) and additional triggers for them
(603.2d). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature

from engine import Characteristics, Game, parse_selector
from engine.abilities import AdditionalTriggers, TriggeredAbility
from engine.errors import IllegalActionError
from engine.instructions import GainLife
from engine.trigger_events import RoomEntered


def room(name: str, life: int) -> TriggeredAbility:
    return TriggeredAbility(f"{name} — When you move your venture marker into this room, you gain {life} life.",
                            on=RoomEntered(room=name), instructions=(GainLife(life),))


DUNGEON = Characteristics("Test Dungeon", card_types=frozenset({"dungeon"}),
                          abilities=(room("Entrance", 1), room("Hall", 2)))


def test_the_marker_moves_room_by_room_and_each_rooms_ability_triggers() -> None:
    g = Game()
    g.venture("A", ("d", DUNGEON))
    assert g.obj("d").zone == "command" and g.obj("d").owner == "A"
    assert [p.ability.on.room for p in g.pending] == ["Entrance"]
    g.priority()
    g.resolve_top()
    g.venture("A")
    assert [p.ability.on.room for p in g.pending] == ["Hall"]
    g.priority()
    g.resolve_top()
    assert g.life["A"] == 23
    with pytest.raises(IllegalActionError, match="last room"):
        g.venture("A")


def test_venturing_needs_a_dungeon_the_first_time() -> None:
    with pytest.raises(IllegalActionError, match="no dungeon in the command zone"):
        Game().venture("A")


def test_room_abilities_of_dungeons_you_own_trigger_an_additional_time() -> None:
    more = AdditionalTriggers("Room abilities of dungeons you own trigger an additional time.", "room_entered",
                              of=parse_selector("dungeon you own"))
    g = Game()
    g.create("h", creature(abilities=(more,)), controller="A", event=False)
    g.venture("A", ("d", DUNGEON))
    g.venture("B", ("e", DUNGEON))
    assert [p.source for p in g.pending] == ["d", "d", "e"]


def test_a_dungeon_selector_looks_in_the_command_zone() -> None:
    assert parse_selector("dungeon you own").zones == ("command",)
    assert parse_selector("dungeon you own").owner == "you"
