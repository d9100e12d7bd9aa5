""""Whenever … becomes tapped / untapped" (603.2e, 701.26) and "whenever … is put into a
graveyard from the battlefield" (603.6c, 603.10a): the trigger events ``becomes_tapped``,
``becomes_untapped`` and ``put_into_graveyard``. Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, TriggeredAbility, parse_selector
from engine.abilities import ActivatedAbility
from engine.effects import Duration
from engine.instructions import Destroy, GainLife, Tap, Untap
from engine.keywords import ManaAbility

GAIN1 = (GainLife(1),)


def watcher(event: str, what: str) -> TriggeredAbility:
    return TriggeredAbility(f"Whenever {what} … , you gain 1 life.", event=event, what=parse_selector(what),
                            instructions=GAIN1)


def test_a_permanent_becoming_tapped_on_the_battlefield_triggers_it_by_every_cause() -> None:
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), watcher("becomes_tapped", "creature")), controller="A",
             event=False)
    g.create("c", creature("C", abilities=(ActivatedAbility("{T}: You gain 1 life.", "{T}", None, Duration.INDEFINITE,
                                                           instructions=GAIN1),)), controller="A", event=False)
    g.create("d", creature("D"), controller="A", event=False)
    g.create("m", creature("M", abilities=(ManaAbility("G"),)), controller="A", event=False)
    tapped = []
    g.activate_ability("c")  # a {T} cost (107.5)
    tapped += [p.it for p in g.pending]
    g.priority()
    g.resolve_top()
    g.resolve_top()  # 500.2: the stack is empty before the declare attackers step
    g.declare_attackers(["d"], "B")  # 508.1f
    tapped += [p.it for p in g.pending]
    g.priority()
    g.activate_mana("m")  # a mana ability's {T}
    tapped += [p.it for p in g.pending]
    assert tapped == ["c", "d", "m"]


def test_entering_tapped_or_tapping_a_tapped_permanent_does_not_trigger_it() -> None:
    tapper = permanent("Tapper", ("artifact",), ActivatedAbility("{1}: Tap target creature.", "{1}", None,
                                                                Duration.INDEFINITE, target="target creature",
                                                                instructions=(Tap(parse_selector("target creature")),)))
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), watcher("becomes_tapped", "creature")), controller="A",
             event=False)
    g.create("t", tapper, controller="A", event=False)
    g.create("c", creature("C"), controller="A", tapped=True)  # 603.2e: not already on the battlefield
    assert g.pending == []
    g.activate_ability("t", targets=["c"])
    g.resolve_top()
    assert g.pending == []  # 701.26a: it was tapped already


def test_becoming_untapped_triggers_an_untap_ability_once_per_change() -> None:
    untapper = permanent("Untapper", ("artifact",), ActivatedAbility("{1}: Untap target creature.", "{1}", None,
                                                                    Duration.INDEFINITE, target="target creature",
                                                                    instructions=(Untap(parse_selector(
                                                                        "target creature")),)))
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), watcher("becomes_untapped", "creature")), controller="A",
             event=False)
    g.create("u", untapper, controller="A", event=False)
    g.create("c", creature("C"), controller="A", tapped=True, event=False)
    g.activate_ability("u", targets=["c"])
    g.resolve_top()
    assert [p.it for p in g.pending] == ["c"]
    g.priority()
    g.resolve_top()
    g.activate_ability("u", targets=["c"])
    g.resolve_top()
    assert g.pending == []  # already untapped: nothing happened


def test_put_into_a_graveyard_from_the_battlefield_is_any_permanent_there_and_no_other_move() -> None:
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), watcher("put_into_graveyard", "land")), controller="A",
             event=False)
    for oid in ("l1", "l2"):
        g.create(oid, permanent("Land", ("land",)), controller="A", event=False)
    g.create("l3", permanent("Land", ("land",)), controller="B", event=False)
    g.create("l4", permanent("Land", ("land",)), controller="A", zone="hand", event=False)
    g.move("l3", "exile")  # not to a graveyard
    g.move("l4", "graveyard")  # not from the battlefield
    assert g.pending == []
    wipe = permanent("Wipe", ("artifact",), ActivatedAbility("{1}: Destroy all lands.", "{1}", None,
                                                            Duration.INDEFINITE,
                                                            instructions=(Destroy(parse_selector("all lands")),)))
    g.create("x", wipe, controller="A", event=False)
    g.activate_ability("x")
    g.resolve_top()
    assert sorted(p.it or "" for p in g.pending) == ["l1", "l2"]  # once for each land (603.2c)


def test_an_activated_abilitys_delayed_ability_is_about_its_source_and_waits_for_the_next_untap() -> None:
    from engine.instructions import Delayed

    later = TriggeredAbility("When this creature becomes untapped, you gain 3 life.", event="becomes_untapped",
                             instructions=(GainLife(3),))
    g = Game()
    g.create("c", creature("C", abilities=(ActivatedAbility("{1}: When this creature becomes untapped, you gain 3 life.",
                                                           "{1}", None, Duration.INDEFINITE,
                                                           instructions=(Delayed(later),)),)),
             controller="A", tapped=True, event=False)
    g.create("o", creature("Other"), controller="A", tapped=True, event=False)
    g.activate_ability("c")
    g.obj("c").tapped = False  # untapped before it resolves (603.7a): no delayed ability yet
    g.resolve_top()
    assert g.pending == [] and len(g.delayed) == 1
    untap = ActivatedAbility("{1}: Untap target creature.", "{1}", None, Duration.INDEFINITE, target="target creature",
                             instructions=(Untap(parse_selector("target creature")),))
    g.create("u", permanent("Untapper", ("artifact",), untap), controller="A", event=False)
    g.activate_ability("u", targets=["o"])
    g.resolve_top()
    assert g.pending == []  # another creature
    g.obj("c").tapped = True
    g.activate_ability("u", targets=["c"])
    g.resolve_top()
    assert [p.ability.text for p in g.pending] == [later.text]
