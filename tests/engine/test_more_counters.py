"""Replacement effects on putting counters (614.1a): "that many plus one" / "twice that many",
for the permanents described, and only for abilities of a keyword when one is named; "for each
+1/+1 counter on it" counts the dead creature's counters as it last was. Anonymous objects only."""

from __future__ import annotations

from engine_helpers import permanent

from engine import Game, MoreCounters, parse_selector
from engine.abilities import TriggeredAbility
from engine.amounts import ItsCounters
from engine.instructions import PutCounters

MODULAR = TriggeredAbility("Modular (When this dies, put its +1/+1 counters on target artifact creature.)",
                           event="dies", target="target artifact creature", keyword="modular",
                           instructions=(PutCounters(ItsCounters("+1/+1")),))
PLUS_ONE_MODULAR = MoreCounters("If a modular ability would put +1/+1 counters on a permanent you control, "
                                "it puts that many plus one instead.", "+1/+1",
                                parse_selector("permanent you control"), add=1, of_keyword="modular")
DOUBLE = MoreCounters("If one or more +1/+1 counters would be put on a creature you control, twice that many "
                      "are put on it instead.", "+1/+1", parse_selector("creature you control"), double=True)


def artifact_creature(*abilities: object) -> object:
    return permanent("Construct", ("artifact", "creature"), *abilities)


def setup(*modifiers: MoreCounters, target_controller: str = "A") -> Game:
    g = Game()
    for n, m in enumerate(modifiers):
        g.create(f"mod{n}", permanent("Modifier", ("enchantment",), m), controller="A", event=False)
    g.create("w", artifact_creature(MODULAR), controller="A", event=False)  # type: ignore[arg-type]
    g.put_counters("w", "+1/+1", 2)
    g.create("t", artifact_creature(), controller=target_controller, event=False)  # type: ignore[arg-type]
    return g


def kill_and_resolve(g: Game) -> None:
    g.move("w", "graveyard")
    g.priority(targets={g.pending[0].id: ["t"]})
    g.resolve_top()


def test_the_dead_creatures_counters_as_it_last_was() -> None:
    g = setup()
    kill_and_resolve(g)
    assert g.obj("t").counters == {"+1/+1": 2}


def test_plus_one_for_a_modular_ability_on_a_permanent_you_control() -> None:
    g = setup(PLUS_ONE_MODULAR)
    kill_and_resolve(g)
    assert g.obj("t").counters == {"+1/+1": 3}


def test_not_on_a_permanent_an_opponent_controls() -> None:
    g = setup(PLUS_ONE_MODULAR, target_controller="B")
    kill_and_resolve(g)
    assert g.obj("t").counters == {"+1/+1": 2}


def test_not_for_an_ability_that_is_not_modular() -> None:
    g = Game()
    g.create("mod", permanent("Modifier", ("enchantment",), PLUS_ONE_MODULAR), controller="A", event=False)
    assert g.counters_replaced("mod", "+1/+1", 2, keyword="backup") == 2
    assert g.counters_replaced("mod", "+1/+1", 2, keyword="modular") == 3


def test_two_replacements_apply_in_timestamp_order() -> None:
    g = setup(PLUS_ONE_MODULAR, DOUBLE)
    kill_and_resolve(g)
    assert g.obj("t").counters == {"+1/+1": 6}  # (2 + 1) × 2


def test_a_creature_with_no_counters_puts_none() -> None:
    g = Game()
    g.create("mod", permanent("Modifier", ("enchantment",), PLUS_ONE_MODULAR), controller="A", event=False)
    g.create("w", artifact_creature(MODULAR), controller="A", event=False)  # type: ignore[arg-type]
    g.create("t", artifact_creature(), controller="A", event=False)  # type: ignore[arg-type]
    kill_and_resolve(g)
    assert g.obj("t").counters == {}  # "one or more" would be put: none would, so none more (614.1a)
