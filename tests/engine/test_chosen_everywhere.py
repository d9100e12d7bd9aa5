""""Of the chosen color" / "of the chosen creature type" (607.2d) in every context a selector
is read in: an effect's `affected`, an `if:` condition, a replacement's `would:`, a resolving
ability's instructions and targets, a "can't" effect, counters replaced. Anonymous objects;
each test shows the word changing the outcome (the chosen color, then another)."""

from __future__ import annotations

import pytest

from engine import Game, ReplacementAbility, parse_selector
from engine.abilities import MoreCounters, TriggeredAbility
from engine.amounts import parse_amount
from engine.conditions import AtLeast
from engine.effects import CantCause
from engine.instructions import Destroy, GainLife, PutCounters, Sacrifice
from engine.replacement import DiesWould, ToZone
from tests.engine.engine_helpers import creature, permanent, spec, static


def _watcher(*abilities: object, color: str) -> tuple[str, object, dict[str, str]]:
    return "w", permanent("Watcher", ("enchantment",), *abilities), {"color": color}


@pytest.mark.parametrize(("color", "life"), [("blue", 22), ("red", 20)])
def test_chosen_color_in_an_intervening_if(color: str, life: int) -> None:
    # "Whenever a creature enters, if you control a creature of the chosen color, you gain 2 life."
    ab = TriggeredAbility("Whenever a creature enters, if you control a creature of the chosen color, you gain 2 life.",
                          event="enters", what=parse_selector("creature"),
                          condition=AtLeast(1, parse_selector("creature of the chosen color you control")),
                          instructions=(GainLife(2),))
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), ab), controller="A", choices={"color": color}, event=False)
    g.create("c", creature("Blue", colors=("blue",)), controller="A")
    g.priority()
    while g.stack:
        g.resolve_top()
    assert g.life["A"] == life


@pytest.mark.parametrize(("color", "pt"), [("blue", "3/3"), ("red", "2/2")])
def test_chosen_color_in_an_as_long_as_condition(color: str, pt: str) -> None:
    from engine import Const, ModifyPT

    anthem = static("As long as you control a creature of the chosen color, this creature gets +1/+1.", "self",
                    ModifyPT(Const(1), Const(1)))
    anthem = type(anthem)(anthem.text, anthem.effect, condition=AtLeast(
        1, parse_selector("other creature of the chosen color you control")))
    g = Game()
    g.create("w", creature("Watcher", abilities=(anthem,)), controller="A", choices={"color": color})
    g.create("c", creature("Blue", colors=("blue",)), controller="A")
    assert g.characteristics().state("w").pt == pt


@pytest.mark.parametrize(("color", "zone"), [("blue", "exile"), ("red", "graveyard")])
def test_chosen_color_in_a_replacements_would(color: str, zone: str) -> None:
    rep = ReplacementAbility("If a creature of the chosen color would die, exile it instead.",
                             DiesWould(parse_selector("creature of the chosen color")), (ToZone("exile"),))
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), rep), controller="A", choices={"color": color})
    g.create("c", creature("Blue", colors=("blue",)), controller="B")
    g.move_together(["c"], "graveyard")
    assert g.obj("c").zone == zone


def _resolve(g: Game, ab: TriggeredAbility, color: str, targets: dict[str, list[str]] | None = None) -> None:
    g.create("w", permanent("Watcher", ("enchantment",), ab), controller="A", choices={"color": color}, event=False)
    g.create("x", creature("Trigger"), controller="A")  # its entering triggers the ability
    g.priority(targets=targets)
    while g.stack:
        g.resolve_top()


@pytest.mark.parametrize(("color", "zone"), [("blue", "graveyard"), ("red", "battlefield")])
def test_chosen_color_in_an_instruction(color: str, zone: str) -> None:
    ab = TriggeredAbility("Whenever a creature enters, destroy all creatures of the chosen color.", event="enters",
                          what=parse_selector("creature"),
                          instructions=(Destroy(parse_selector("all creatures of the chosen color")),))
    g = Game()
    g.create("c", creature("Blue", colors=("blue",)), controller="B", event=False)
    _resolve(g, ab, color)
    assert g.obj("c").zone == zone


@pytest.mark.parametrize(("color", "counters"), [("blue", {"+1/+1": 1}), ("red", {})])
def test_chosen_color_in_a_target(color: str, counters: dict[str, int]) -> None:
    ab = TriggeredAbility("Whenever a creature enters, put a +1/+1 counter on target creature of the chosen color.",
                          event="enters", what=parse_selector("creature"),
                          target="target creature of the chosen color", instructions=(PutCounters(parse_amount(1)),))
    g = Game()
    g.create("c", creature("Blue", colors=("blue",)), controller="B", event=False)
    # red: no legal target, it is removed (603.3d) — and no target is chosen for it
    _resolve(g, ab, color, targets={"t1": ["c"]} if color == "blue" else None)
    assert g.obj("c").counters == counters


@pytest.mark.parametrize(("color", "sacrificed"), [("blue", "c"), ("red", "d")])
def test_chosen_color_in_what_a_player_sacrifices(color: str, sacrificed: str) -> None:
    ab = TriggeredAbility("Whenever a creature enters, sacrifice a creature of the chosen color.", event="enters",
                          what=parse_selector("creature"),
                          instructions=(Sacrifice(parse_selector("creature of the chosen color")),))
    g = Game()
    g.create("d", creature("Red", colors=("red",)), controller="A", event=False)
    g.create("c", creature("Blue", colors=("blue",)), controller="A", event=False)
    _resolve(g, ab, color)
    assert [o for o in ("c", "d") if g.obj(o).zone == "graveyard"] == [sacrificed]


@pytest.mark.parametrize(("color", "zone"), [("blue", "battlefield"), ("red", "graveyard")])
def test_chosen_color_in_a_cant_effect(color: str, zone: str) -> None:
    # "Spells and abilities your opponents control can't make you sacrifice creatures of the chosen color."
    cant = static("Creatures of the chosen color you control can't be sacrificed.", "self",
                  CantCause("…", ("triggered",), "any", ("sacrifice",),
                            parse_selector("creature of the chosen color you control")))
    ab = TriggeredAbility("Whenever a creature enters, sacrifice a creature.", event="enters",
                          what=parse_selector("creature"), instructions=(Sacrifice(parse_selector("creature")),))
    g = Game()
    g.create("ward", permanent("Ward", ("enchantment",), cant), controller="A", choices={"color": color},
             event=False)
    g.create("c", creature("Blue", colors=("blue",)), controller="A", event=False)
    g.create("w", permanent("Watcher", ("enchantment",), ab), controller="A", event=False)
    g.create("x", permanent("Trigger", ("creature",)), controller="B")  # not A's: nothing else to sacrifice
    g.priority()
    while g.stack:
        g.resolve_top()
    assert g.obj("c").zone == zone


@pytest.mark.parametrize(("color", "counters"), [("blue", 2), ("red", 1)])
def test_chosen_color_in_a_counter_replacement(color: str, counters: int) -> None:
    more = MoreCounters("If one or more +1/+1 counters would be put on a creature of the chosen color you control, "
                        "that many plus one are put on it instead.", "+1/+1",
                        parse_selector("creature of the chosen color you control"), add=1)
    g = Game()
    g.create("w", permanent("Watcher", ("enchantment",), more), controller="A", choices={"color": color})
    g.create("c", creature("Blue", colors=("blue",)), controller="A")
    assert g.counters_replaced("c", "+1/+1", 1) == counters


def test_chosen_creature_type_in_a_resolved_effect_is_its_choice() -> None:
    g = Game()
    g.create("e", creature("Elf", subtypes=("Elf",)), controller="A")
    g.create("o", creature("Orc", subtypes=("Orc",)), controller="A")
    from engine import Const, ModifyPT

    g.create_effect(spec("Creatures of the chosen type get +1/+1.", "creatures of the chosen creature type",
                         ModifyPT(Const(1), Const(1))), controller="A", choices={"creature type": "Elf"})
    ev = g.characteristics()
    assert (ev.state("e").pt, ev.state("o").pt) == ("3/3", "2/2")
