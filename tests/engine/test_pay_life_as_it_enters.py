"""614.13c's words, each one class: paying life as an event replacements see (``pay_life``,
119.4; the replaced event ``pay_life`` with ``library_at_least``), "as this enters, you may pay
N life; if you don't, it enters tapped" (``pay_life_or_tapped``, the choice ``pay``),
``exile_top`` with an amount, playing a land (``play_land``, 305.1–305.2) from the top of the
library (``play_from_top``). Anonymous objects, and read from YAML as a contributor writes it."""

from __future__ import annotations

import pytest
from engine_helpers import permanent, static

from engine import Game, ReplacementAbility, TriggeredAbility
from engine.abilities import AsEntersAbility
from engine.amounts import parse_amount
from engine.effects import PlayFromTop
from engine.errors import IllegalActionError
from engine.instructions import Draw, ExileTop, PayLife
from engine.replacement import Do, PayLifeOrTapped, PayLifeWould, Skip
from engine.trigger_events import LosesLife
from verify.abilities import parse_ability
from verify.specs import Where
from verify.yamlload import load_yaml

POOL = AsEntersAbility("As this land enters, you may pay 2 life. If you don't, it enters tapped.", pay_life=2)
INSTEAD = ReplacementAbility("If you would pay life while your library has at least that many cards in it, exile "
                             "that many cards from the top of your library instead.",
                             PayLifeWould(who="you", library_at_least=True),
                             (Skip(), Do((ExileTop(parse_amount("that many")),))))
FROM_TOP = static("You may play lands from the top of your library.", "self", PlayFromTop("You may play lands …"))


def _game(library: int = 3, instead: bool = True, from_top: bool = True) -> Game:
    """A's library: the land on top, then ``library`` other cards."""
    g = Game()
    g.create("land", permanent("Land", ("land",), POOL), controller="A", zone="library", event=False)
    for i in range(library):
        g.create(f"c{i}", permanent("Card", ("creature",)), controller="A", zone="library", event=False)
    if instead:
        g.create("r", permanent("Replacer", ("enchantment",), INSTEAD), controller="A", event=False)
    if from_top:
        g.create("p", permanent("Permitter", ("enchantment",), FROM_TOP), controller="A", event=False)
    return g


def test_the_payment_replaced_ignores_the_land_entering_from_that_library() -> None:
    g = _game()
    g.choose_as_enters("land", {"pay": "yes"})
    g.play_land("land")
    assert g.obj("land").zone == "battlefield" and not g.obj("land").tapped
    assert g.cards_in("exile", "A") == ["c0", "c1"]  # 614.13c: the next two cards, not the land
    assert g.cards_in("library", "A") == ["c2"] and g.life["A"] == 20  # no life was paid


def test_paying_and_not_paying_without_the_replacement() -> None:
    g = _game(instead=False)
    g.choose_as_enters("land", {"pay": "yes"})
    g.play_land("land")
    assert g.life["A"] == 18 and not g.obj("land").tapped  # 119.4
    g = _game(instead=False)
    g.play_land("land")  # no choice: not paid
    assert g.life["A"] == 20 and g.obj("land").tapped
    g = _game()
    g.choose_as_enters("land", {"pay": "no"})
    g.play_land("land")
    assert g.life["A"] == 20 and g.obj("land").tapped and g.cards_in("exile", "A") == []


def test_the_replacement_needs_that_many_cards_in_the_library() -> None:
    g = _game(library=1)  # one card besides the land: fewer than 2
    g.choose_as_enters("land", {"pay": "yes"})
    g.play_land("land")
    assert g.life["A"] == 18 and g.cards_in("exile", "A") == [] and g.cards_in("library", "A") == ["c0"]
    g = _game(library=2)  # exactly two: it applies
    g.choose_as_enters("land", {"pay": "yes"})
    g.play_land("land")
    assert g.life["A"] == 20 and g.cards_in("exile", "A") == ["c0", "c1"]


def test_paying_life_is_losing_it_and_needs_enough_life() -> None:
    g = _game(instead=False)
    g.create("w", permanent("Watcher", ("enchantment",), TriggeredAbility(
        "Whenever you lose life, draw a card.", on=LosesLife(), instructions=(Draw(1),))), controller="A", event=False)
    g.choose_as_enters("land", {"pay": "yes"})
    g.play_land("land")
    assert [p.source for p in g.pending] == ["w"]  # 119.4: the payment is a loss of life
    g = Game()
    g.life["A"] = 1
    with pytest.raises(IllegalActionError, match=r"119\.4"):
        g.pay_life("A", 2)
    g.pay_life("A", 0)  # 119.4b
    assert g.life["A"] == 1 and PayLife(parse_amount(2)).key == "pay_life"


def test_playing_a_land_follows_305() -> None:
    g = _game(from_top=False)
    with pytest.raises(IllegalActionError, match=r"cant_play_from_zone \(305\.1\)"):
        g.play_land("land")  # from the library, with no effect allowing it
    g = _game()
    with pytest.raises(IllegalActionError, match=r"cant_play_not_land"):
        g.move("c0", "hand")
        g.play_land("c0")
    g = _game()
    g.create("h", permanent("Other Land", ("land",)), controller="A", zone="hand", event=False)
    g.play_land("h")
    with pytest.raises(IllegalActionError, match=r"cant_play_second_land \(305\.2\)"):
        g.play_land("land")
    g.end_turn()
    g.end_turn()
    g.play_land("land")  # a new turn of theirs
    assert g.obj("land").zone == "battlefield"
    g = _game()
    g.end_turn()
    with pytest.raises(IllegalActionError, match=r"cant_play_not_your_turn"):
        g.play_land("land")
    g = _game()
    g.create("b", permanent("B's effect", ("enchantment",), FROM_TOP), controller="B", event=False)
    g.objects.pop("p")
    with pytest.raises(IllegalActionError, match=r"cant_play_from_zone"):
        g.play_land("land")  # the effect lets its own controller only


def test_the_words_read_from_yaml() -> None:
    land = parse_ability(load_yaml("as_enters:\n  text: As this land enters, you may pay 2 life. If you don't, it "
                                   "enters tapped.\n  pay_life_or_tapped: 2\n", "c.yaml"), Where("c.yaml", 1))
    assert land == POOL and land.replacement is not None
    assert land.replacement.instead == (PayLifeOrTapped(2),)
    ashiok = parse_ability(load_yaml(
        "replacement:\n  text: If you would pay life …\n  would: {pay_life: you, library_at_least: true}\n"
        "  instead: [{skip: true}, {do: [{exile_top: that many}]}]\n", "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ashiok, ReplacementAbility) and ashiok.event == PayLifeWould(who="you", library_at_least=True)
    top = parse_ability(load_yaml("static:\n  text: You may play lands from the top of your library.\n"
                                  "  play_from_top: lands\n", "c.yaml"), Where("c.yaml", 1))
    assert [p.key for p in top.effect.parts] == ["play_from_top"]  # type: ignore[attr-defined]
