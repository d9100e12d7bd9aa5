"""612.2: ``change_text: {from: chosen, to: chosen}`` — the words are chosen as the effect begins:
the choices of the resolving spell (``resolve_top``'s ``choices``), refused when missing, when
its effect takes no such choice, or when a word is not of the kind ``of`` names. Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import ChangeText, Game, Keyword, SpellAbility, parse_selector
from engine.effects import EFFECT_PARTS, EffectSpec
from engine.errors import ChoiceError, ValueSyntaxError


def _hack(of: str = "") -> SpellAbility:
    text = "Change the text of target creature by replacing all instances of one word with another."
    return SpellAbility(text, effect=EffectSpec(text, parse_selector("target creature"),
                                                (ChangeText("chosen", "chosen", of),)), target="target creature")


def _game(of: str = "") -> Game:
    g = Game()
    g.create("c", creature("Protected", abilities=(Keyword("protection from red"),)), controller="A")
    g.create("hack", permanent("Hack", ("instant",), _hack(of)), controller="B", zone="hand", event=False)
    g.cast("hack", targets=["c"])
    return g


def test_the_words_chosen_as_it_resolves() -> None:
    g = _game()
    g.resolve_top(choices={"from": "red", "to": "blue"})
    assert g.characteristics().state("c").abilities == ("Protection from blue",)


def test_words_not_chosen_are_refused() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match="from, to are chosen as the effect begins"):
        g.resolve_top()
    assert len(g.stack) == 1  # it goes back on the stack


def test_a_choice_its_effect_does_not_take_is_refused() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match="nothing of it takes the choice color"):
        g.resolve_top(choices={"from": "red", "to": "blue", "color": "red"})


def test_of_limits_the_words_chosen() -> None:
    g = _game("basic land type")
    with pytest.raises(ChoiceError, match="'red' is not a basic land type"):
        g.resolve_top(choices={"from": "red", "to": "blue"})
    g.resolve_top(choices={"from": "Island", "to": "Forest"})
    assert g.characteristics().state("c").abilities == ("Protection from red",)


def test_of_refuses_a_written_word_of_another_kind() -> None:
    part = EFFECT_PARTS.get("change_text")
    with pytest.raises(ValueSyntaxError, match="'red' is not a basic land type"):
        part.made({"old": "red", "new": "chosen", "of": "basic land type"})
    with pytest.raises(ValueSyntaxError, match="with neither word `chosen`"):
        part.made({"old": "Island", "new": "Forest", "of": "basic land type"})


def test_an_effect_created_at_once_needs_its_choices_too() -> None:
    g = Game()
    g.create("c", creature("Protected", abilities=(Keyword("protection from red"),)), controller="A")
    spec = EffectSpec("Change a word.", parse_selector("target creature"), (ChangeText("chosen", "chosen"),))
    with pytest.raises(ChoiceError):
        g.create_effect(spec, controller="B", targets=["c"])
    g.create_effect(spec, controller="B", targets=["c"], choices={"from": "red", "to": "white"})
    assert g.characteristics().state("c").abilities == ("Protection from white",)
