"""Designations on objects (903.3: a player's commander) — not characteristics: selectors
read them ("commander creatures you own"), a zone change keeps them, a copy effect does
not copy them (707.2); an ability granted to commanders (a Background's). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, spec, static

from engine import Game, parse_selector
from engine.abilities import AdditionalTriggers, AsEntersAbility, TriggeredAbility
from engine.effects import AddAbilities, ModifyPT
from engine.errors import IllegalActionError
from engine.expressions import Const
from engine.instructions import GainLife
from engine.trigger_events import RoomEntered

BOOST = static("Commander creatures you own get +1/+1.", "commander creatures you own", ModifyPT(Const(1), Const(1)))


def test_commander_creatures_you_own_and_a_zone_change_keeps_the_designation() -> None:
    g = Game()
    g.create("bg", permanent("Background", ("enchantment",), BOOST), controller="A", event=False)
    g.create("cmd", creature(pt=(3, 3)), controller="A", event=False, designations=("commander",))
    g.create("other", creature(pt=(3, 3)), controller="A", event=False)
    g.create("theirs", creature(pt=(3, 3)), controller="B", event=False, designations=("commander",))
    ev = g.characteristics()
    assert [ev.state(o).pt for o in ("cmd", "other", "theirs")] == ["4/4", "3/3", "3/3"]
    g.move("cmd", "command")
    assert g.obj("cmd").designations == frozenset({"commander"})  # 903.3: in every zone
    g.move("cmd", "battlefield")
    assert g.characteristics().state("cmd").pt == "4/4"
    assert parse_selector("noncommander creatures").select(g.characteristics().context("A")) == ["other"]


def test_a_copy_of_a_commander_is_not_a_commander() -> None:
    g = Game()
    g.create("bg", permanent("Background", ("enchantment",), BOOST), controller="A", event=False)
    g.create("cmd", creature(pt=(3, 3)), controller="A", event=False, designations=("commander",))
    clone = creature("Clone", (0, 0), abilities=(AsEntersAbility("Enter as a copy of a creature.",
                                                                 copy=parse_selector("creature")),))
    g.create("clone", clone, controller="A", choices={"copy": "cmd"}, event=False)
    assert g.characteristics().state("clone").pt == "3/3"  # 707.2: copiable values only


def test_an_unknown_designation_is_an_error() -> None:
    with pytest.raises(IllegalActionError, match="no designation 'monarch'"):
        Game().create("x", creature(), controller="A", designations=("monarch",))


def test_a_granted_additional_trigger_ability_counts_only_while_the_commander_has_it() -> None:
    more = AdditionalTriggers("Room abilities of dungeons you own trigger an additional time.", "room_entered",
                              of=parse_selector("dungeon you own"))
    grant = permanent("Background", ("enchantment",), static(
        "Commander creatures you own have it.", "commander creatures you own", AddAbilities((more,))))
    rooms = [TriggeredAbility(f"{r} — When you move your venture marker into this room, you gain 1 life.",
                              on=RoomEntered(room=r), instructions=(GainLife(1),)) for r in ("Hall", "Vault")]
    dungeon = permanent("Dungeon", ("dungeon",), *rooms)
    g = Game()
    g.create("bg", grant, controller="A", event=False)
    g.create("cmd", creature(), controller="A", event=False, designations=("commander",))
    g.venture("A", ("d", dungeon))
    assert [p.source for p in g.pending] == ["d", "d"]
    g.pending.clear()
    g.move("cmd", "command")
    g.venture("B", ("e", dungeon))
    assert [p.source for p in g.pending] == ["e"]  # B's dungeon: once
    g.pending.clear()
    g.venture("A")
    assert [p.source for p in g.pending] == ["d"]  # the commander is not on the battlefield: once
    assert spec("x", "commander creature you own").affected.owner == "you"
