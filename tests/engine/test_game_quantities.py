"""Life totals as conditions (611.3a "as long as"), counters put as a trigger event (122.6),
X (107.3) — anonymous objects."""

from __future__ import annotations

from engine import AddAbilities, Const, Game, Keyword, ModifyPT, StaticAbility, TriggeredAbility
from engine.conditions import LifeAtLeast
from engine.selectors import parse_selector
from tests.engine.engine_helpers import creature, spec


def test_611_3a_as_long_as_is_checked_continuously() -> None:
    ab = StaticAbility("As long as you have 30 or more life, this creature gets +5/+5 and has flying.",
                       spec("…", "self", ModifyPT(Const(5), Const(5)), AddAbilities((Keyword("flying"),))),
                       condition=LifeAtLeast(30))
    g = Game()
    g.create("c", creature("C", pt=(1, 1), abilities=(ab,)), controller="A")
    assert g.characteristics().state("c").pt == "1/1"
    g.change_life("A", 10)
    s = g.characteristics().state("c")
    assert s.pt == "6/6" and "Flying" in s.abilities
    g.change_life("B", 20)  # the opponent's life total is not "you"
    g.change_life("A", -1)
    assert g.characteristics().state("c").pt == "1/1"


def test_122_6_counters_put_is_an_event_entering_with_counters_included() -> None:
    watcher = TriggeredAbility("Whenever counters are put on a creature you control, you gain 1 life.",
                               event="counters_put", what=parse_selector("creature you control"))
    g = Game()
    g.create("w", creature("Watcher", abilities=(watcher,)), controller="A")
    g.create("c", creature("C"), controller="A")
    g.put_counters("c", "+1/+1", 2)
    assert [e.amount for e in g.log if e.kind == "counters"] == [2]
    assert len(g.pending) == 1
    g.move_together(["c"], "graveyard")
    g.move_together(["c"], "battlefield", counters={"+1/+1": 1})  # returns with a counter (persist-like)
    assert [e.amount for e in g.log if e.kind == "counters"] == [2, 1] and len(g.pending) == 2
