"""603.12, reflexive triggered abilities ("when you do, …"): one triggers only if the
instruction before it did its action, and "that creature" is the object it acted on.
Anonymous objects; the loader's checks as a contributor meets them."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import card_error
from test_verify_input import CARD
from test_verify_input import make_root as make_one

from engine import Characteristics, Game, Keyword, SpellAbility, TriggeredAbility, parse_selector
from engine.amounts import parse_amount
from engine.instructions import Damage, Destroy, GainLife, MayPay, Reflexive, Sacrifice
from engine.replacement import RegenerateIt
from tests.engine.engine_helpers import creature, permanent
from verify.cards import load_cards
from verify.errors import CardError

# "When this enters, sacrifice another creature. When you do, this deals damage equal to that
# creature's power to any target." (Heart-Piercer Manticore, its sacrifice made mandatory)
WHEN_YOU_DO = TriggeredAbility("When you do, this creature deals damage equal to that creature's power to any target.",
                               target="any target", instructions=(Damage(parse_amount("that creature's power")),))
MANTICORE = TriggeredAbility("When this creature enters, sacrifice another creature. When you do, …", event="enters",
                             instructions=(Sacrifice(parse_selector("other creature")), Reflexive(WHEN_YOU_DO)))


def _enter_and_resolve(g: Game) -> None:
    g.create("m", creature("Manticore", abilities=(MANTICORE,)), controller="A")
    g.priority()
    g.resolve_top()


def test_it_triggers_when_you_do_and_reads_that_creature() -> None:
    g = Game()
    g.create("big", creature("Big", pt=(4, 4)), controller="A", event=False)
    _enter_and_resolve(g)
    assert g.obj("big").zone == "graveyard"
    assert [p.text for p in g.pending] == [WHEN_YOU_DO.text]
    g.priority(targets={g.pending[0].id: ["B"]})
    g.resolve_top()
    assert g.life["B"] == 16  # the sacrificed creature's power, as it last existed (608.2h)


def test_it_does_not_trigger_when_you_did_not() -> None:
    g = Game()  # no other creature: nothing is sacrificed
    _enter_and_resolve(g)
    assert g.pending == []
    assert g.log[-1].says is not None and g.log[-1].says.kind == "trigger.reflexive_not"


@pytest.mark.parametrize(("choose", "life"), [(["pay"], 23), ([], 20)])
def test_when_you_pay(choose: list[str], life: int) -> None:
    then = TriggeredAbility("When you do, you gain 3 life.", instructions=(GainLife(3),))
    ab = TriggeredAbility("When this enters, you may pay {1}. When you do, you gain 3 life.", event="enters",
                          instructions=(MayPay("{1}"), Reflexive(then)))
    g = Game()
    g.create("x", creature("X", abilities=(ab,)), controller="A")
    g.priority()
    g.resolve_top(choose)
    g.priority()
    while g.stack:
        g.resolve_top()
    assert g.life["A"] == life


_made = [0]


def _message(tmp_path: Path, abilities: str) -> str:
    _made[0] += 1
    folder = tmp_path / str(_made[0])
    folder.mkdir()
    root = make_one(folder, card=CARD + "abilities:\n" + abilities)
    return str(card_error(load_cards(root), CardError).value)


def test_the_loader_checks_a_reflexive_ability(tmp_path: Path) -> None:
    first = ("  - triggered: {text: t, when: enters, do: [{reflexive: {text: 'When you do, you gain 1 life.',"
             " do: [{gain_life: 1}]}}]}\n")
    assert "reflexive: it follows the instruction it refers to" in _message(tmp_path, first)
    with_when = ("  - triggered: {text: t, when: enters, do: [{gain_life: 1}, {reflexive: {text: When you do., "
                 "when: enters, do: []}}]}\n")
    message = _message(tmp_path, with_when)
    assert message.startswith("rules_src/cards/bear.yaml:7: reflexive: unknown key 'when' — a reflexive ability "
                              "triggers on the instruction before it (603.12)"), message


def _destroy_then_reflexive() -> Characteristics:
    then = TriggeredAbility("When a creature is destroyed this way, you gain 3 life.", instructions=(GainLife(3),))
    return permanent("Kill", ("instant",), SpellAbility(
        "Destroy target creature. When a creature is destroyed this way, you gain 3 life.", target="target creature",
        instructions=(Destroy(parse_selector("target creature")), Reflexive(then))))


@pytest.mark.parametrize(("guard", "zone", "life"), [("none", "graveyard", 23), ("indestructible", "battlefield", 20),
                                                     ("regenerated", "battlefield", 20)])
def test_destroyed_this_way_only_when_it_was_destroyed(guard: str, zone: str, life: int) -> None:
    # 603.12: the reflexive ability triggers only if its event happened; a creature with
    # indestructible (702.12b) or one regenerated instead (701.19a) was not destroyed
    g = Game()
    keywords = (Keyword("indestructible"),) if guard == "indestructible" else ()
    g.create("c", creature("C", abilities=keywords), controller="B", event=False)
    if guard == "regenerated":
        g.create("regen", permanent("Regen", ("instant",), SpellAbility(
            "Regenerate target creature.", target="target creature",
            instructions=(RegenerateIt(parse_selector("target creature")),))), controller="B", zone="hand", event=False)
        g.cast("regen", targets=["c"])
        g.resolve_top()
    g.create("kill", _destroy_then_reflexive(), controller="A", zone="hand", event=False)
    g.cast("kill", targets=["c"])
    g.resolve_top()
    g.priority()
    while g.stack:
        g.resolve_top()
    assert (g.obj("c").zone, g.life["A"]) == (zone, life)
