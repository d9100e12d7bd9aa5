"""608.2h, 113.7a: an effect that needs information about an object uses that object as it is
when the effect is applied — as the ability resolves, not as it was when it triggered — if it
is still in the zone it was expected to be in; if it has left that zone, its last known
information (as it last existed there). Anonymous objects: a triggered ability whose amount
reads its source ("its power") or its triggering object ("its toughness", "its KIND counters"),
changed between triggering and resolving."""

from __future__ import annotations

from engine import Const, Game, ModifyPT, TriggeredAbility
from engine.abilities import ActivatedAbility
from engine.actions import sacrifice
from engine.amounts import parse_amount
from engine.effects import Duration
from engine.instructions import Exile, GainLife
from engine.selectors import parse_selector
from tests.engine.engine_helpers import creature, permanent, spec


def _watcher(amount: str, **kw: object) -> TriggeredAbility:
    """"Whenever a creature enters, you gain life equal to <amount>" (its: the entering creature)."""
    return TriggeredAbility(f"Whenever a creature enters, you gain life equal to {amount}.", event="enters",
                            what=parse_selector("creature"), instructions=(GainLife(parse_amount(amount)),), **kw)


def _pump(g: Game, oid: str, p: int, t: int) -> None:
    g.create_effect(spec(f"+{p}/+{t}", "target creature", ModifyPT(Const(p), Const(t))), controller="A", targets=[oid])


def _entered(ability: TriggeredAbility) -> Game:
    """A's watcher with ``ability``; a 2/2 "c" enters: the ability has triggered, not yet on the stack."""
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), ability), controller="A", event=False)
    g.create("c", creature("C", pt=(2, 2)), controller="A")
    assert len(g.pending) == 1
    return g


def _resolve(g: Game) -> None:
    g.priority()
    g.resolve_top()


def test_its_toughness_is_read_as_the_ability_resolves() -> None:
    g = _entered(_watcher("its toughness"))
    _pump(g, "c", 0, 3)  # after it triggered: 2/5
    _resolve(g)
    assert g.life["A"] == 25  # not 22, its toughness when it triggered


def test_its_toughness_of_an_object_gone_is_as_it_last_existed() -> None:
    g = _entered(_watcher("its toughness"))
    _pump(g, "c", 0, 3)
    sacrifice(g, "A", ["c"], parse_selector("creature"))  # it left the battlefield, as a 2/5
    _resolve(g)
    assert g.obj("c").zone == "graveyard" and g.life["A"] == 25  # last known information, not 2/2


def test_its_counters_are_counted_as_the_ability_resolves() -> None:
    g = _entered(_watcher("its +1/+1 counters"))
    g.put_counters("c", "+1/+1", 2)
    _resolve(g)
    assert g.life["A"] == 22
    gone = _entered(_watcher("its +1/+1 counters"))
    gone.put_counters("c", "+1/+1", 3)
    sacrifice(gone, "A", ["c"], parse_selector("creature"))  # 122.2: the card has none; as it last existed: 3
    _resolve(gone)
    assert gone.life["A"] == 23


def test_its_power_of_a_source_gone_is_as_it_last_existed_not_as_it_triggered() -> None:
    ab = TriggeredAbility("When this creature enters, you gain life equal to its power.", event="enters",
                          instructions=(GainLife(parse_amount("its power")),))
    g = Game()
    g.create("c", creature("C", pt=(2, 2), abilities=(ab,)), controller="A")
    _pump(g, "c", 3, 0)  # after it triggered: 5/2
    sacrifice(g, "A", ["c"], parse_selector("creature"))
    _resolve(g)
    assert g.life["A"] == 25  # 113.7a: its last known information, 5 — not 2, as it was when it triggered


def test_a_dies_trigger_reads_the_creature_as_it_last_existed_on_the_battlefield() -> None:
    ab = TriggeredAbility("When this creature dies, you gain life equal to its toughness.", event="dies",
                          instructions=(GainLife(parse_amount("its toughness")),))
    g = Game()
    g.create("c", creature("C", pt=(2, 2), abilities=(ab,)), controller="A", event=False)
    _pump(g, "c", 0, 2)
    g.put_counters("c", "+1/+1", 1)
    sacrifice(g, "A", ["c"], parse_selector("creature"))  # as a 3/5
    _resolve(g)
    assert g.life["A"] == 25  # not 2, the card's toughness in the graveyard


def test_a_spells_target_gone_is_read_as_it_last_existed_with_no_trigger_in_the_game() -> None:
    # "Exile target creature. You gain life equal to its power." — no ability in the game triggers
    ab = ActivatedAbility("{1}: Exile target creature. You gain life equal to that creature's power.", "{1}",  # type: ignore[arg-type]
                          None, Duration.INDEFINITE, target="target creature",
                          instructions=(Exile(parse_selector("target creature")),
                                        GainLife(parse_amount("that creature's power"))))
    g = Game()
    g.create("rod", permanent("Rod", ("artifact",), ab), controller="A", event=False)
    g.create("c", creature("C", pt=(2, 2)), controller="B", event=False)
    _pump(g, "c", 3, 0)
    g.activate_ability("rod", targets=["c"])
    g.resolve_top()
    assert g.obj("c").zone == "exile" and g.life["A"] == 25  # 5, as it last existed — not the exiled card's 2
