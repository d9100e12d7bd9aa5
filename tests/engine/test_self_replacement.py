"""614.15, 616.1a: a self-replacement effect (``self: true``) modifies only the effects of its
own spell or ability — and it is applied before the other replacement effects. Before, a
spell's own self-replacement never applied while the spell resolved (it was on the stack, not
the battlefield), and a permanent's applied to the events of every other spell and ability as
well (it doubled another spell's life gain): the seventh review round's q14 and q14b.
Anonymous objects."""

from __future__ import annotations

from engine_helpers import creature, permanent

from engine import Game, ReplacementAbility
from engine.abilities import SpellAbility, TriggeredAbility
from engine.amounts import parse_amount
from engine.instructions import GainLife
from engine.keywords import Keyword
from engine.replacement import Double, GainLifeWould, Plus

GAIN2 = (GainLife(parse_amount("2")),)


def _twice(text: str) -> ReplacementAbility:
    return ReplacementAbility(text, GainLifeWould("you"), (Double(),), self_replacement=True)


def _game() -> Game:
    g = Game()
    g.create("plus", permanent("Plus", ("enchantment",), ReplacementAbility(
        "If you would gain life, you gain that much life plus 1 instead.", GainLifeWould("you"), (Plus(1),))),
             controller="A", event=False)
    g.replacement_order["A"] = ["plus"]  # A would apply the +1 first: 616.1a does not let them
    return g


def _spell(name: str, *abilities: object) -> object:
    return permanent(name, ("instant",), SpellAbility("You gain 2 life.", instructions=GAIN2), *abilities)


def test_a_spells_own_self_replacement_applies_first_as_it_resolves() -> None:
    g = _game()
    g.create("sp", _spell("Sp", _twice("If this spell would cause you to gain life, you gain twice that much "
                                      "life instead.")), controller="A", zone="hand", event=False)
    g.cast("sp")
    g.resolve_top()
    assert g.life["A"] == 25  # 2 → 4 (616.1a) → 5


def test_a_permanents_self_replacement_modifies_its_own_abilitys_effect_only() -> None:
    g = _game()
    enters = TriggeredAbility("When this creature enters, you gain 2 life.", event="enters", instructions=GAIN2)
    g.create("cr", creature(abilities=(enters, _twice("If this creature's ability would cause you to gain life, "
                                                      "you gain twice that much life instead."), Keyword("flash"))),
             controller="A")
    g.priority()
    g.resolve_top()
    assert g.life["A"] == 25  # its own ability: 2 → 4 → 5
    g.create("other", _spell("Other"), controller="A", zone="hand", event=False)
    g.cast("other")
    g.resolve_top()
    assert g.life["A"] == 28  # another spell's: 2 → 3, not doubled


def test_a_self_replacement_of_a_spell_that_has_not_resolved_modifies_nothing() -> None:
    g = _game()
    g.create("sp", _spell("Sp", _twice("If this spell would cause you to gain life, you gain twice that much "
                                      "life instead.")), controller="A", zone="hand", event=False)
    g.create("other", _spell("Other"), controller="A", zone="hand", event=False)
    g.cast("sp")
    g.cast("other")
    g.resolve_top()
    assert g.life["A"] == 23  # the other spell's gain, with the sp still on the stack: 2 → 3
