""""Reveal the first card you draw each turn. Whenever you reveal a basic land card this way,
draw a card" (603.11, 607): the static ability :class:`RevealFirstDraw`, the trigger event
``revealed`` and its ``this_way``. Anonymous objects, and read from YAML as a contributor
writes it."""

from __future__ import annotations

import pytest
from engine_helpers import permanent

from engine import Game, TriggeredAbility, parse_selector
from engine.abilities import RevealFirstDraw
from engine.instructions import Draw
from engine.trigger_events import Revealed
from verify.abilities import parse_ability
from verify.errors import CardError
from verify.specs import Where, instructions
from verify.yamlload import load_yaml

LAND = permanent("Land", ("land",), supertypes=("basic",))


def _revealer(oid: str, g: Game, this_way: bool = True, link: str = "reveal") -> None:
    g.create(oid, permanent("Revealer", ("enchantment",),
                            RevealFirstDraw("Reveal the first card you draw each turn.", link="reveal"),
                            TriggeredAbility("Whenever you reveal a basic land card this way, draw a card.",
                                             what=parse_selector("basic land card in your hand"),
                                             on=Revealed(this_way=this_way), link=link, instructions=(Draw(1),))),
             controller="A", event=False)


def _game(*library: str) -> Game:
    g = Game()
    for i, kind in enumerate(library):
        card = LAND if kind == "basic" else permanent("Spell", ("sorcery",))
        g.create(f"c{i}", card, controller="A", zone="library", event=False)
    return g


def test_the_first_card_drawn_each_turn_is_revealed_and_a_basic_land_triggers() -> None:
    g = _game("basic", "basic", "basic")
    _revealer("r", g)
    g.draw("A")
    assert [(e.object, e.target) for e in g.log if e.kind == "revealed"] == [("c0", "r")]
    assert [p.source for p in g.pending] == ["r"]
    g.draw("A")  # the second draw of the turn: not revealed
    assert [e.object for e in g.log if e.kind == "revealed"] == ["c0"]
    assert len(g.pending) == 1


def test_a_first_card_that_is_no_basic_land_is_revealed_and_triggers_nothing() -> None:
    g = _game("spell", "basic")
    _revealer("r", g)
    g.draw("A")
    g.draw("A")
    assert [e.object for e in g.log if e.kind == "revealed"] == ["c0"]
    assert g.pending == []


def test_this_way_is_the_reveal_of_the_linked_ability_of_the_same_object() -> None:
    g = _game("basic")
    _revealer("r1", g)
    _revealer("r2", g)
    g.draw("A")  # two reveals, one by each object: each one's ability triggers on its own only
    assert sorted(p.source for p in g.pending) == ["r1", "r2"]
    g = _game("basic")
    _revealer("r1", g, this_way=False)
    _revealer("r2", g, this_way=False)
    g.draw("A")  # "whenever you reveal a basic land card": both reveals, for each
    assert sorted(p.source for p in g.pending) == ["r1", "r1", "r2", "r2"]
    g = _game("basic")
    _revealer("r", g, link="other")  # not the pair of the revealing ability
    g.draw("A")
    assert g.pending == []


def test_revealed_and_this_way_read_from_a_card_and_refused_where_they_cannot_take_effect() -> None:
    text = ("triggered:\n  text: Whenever you reveal a basic land card this way, draw a card.\n  when: revealed\n"
            "  what: basic land card in your hand\n  this_way: true\n  link: reveal\n  do:\n    - draw: 1\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, TriggeredAbility) and ab.on == Revealed(this_way=True) and ab.link == "reveal"
    static = parse_ability(load_yaml("reveal_first_draw:\n  text: Reveal the first card you draw each turn.\n"
                                     "  link: reveal\n", "c.yaml"), Where("c.yaml", 1))
    assert static == RevealFirstDraw("Reveal the first card you draw each turn.", "reveal")
    with pytest.raises(CardError, match=r"c.yaml:5: this_way cannot take effect without link"):
        parse_ability(load_yaml(text.replace("  link: reveal\n", ""), "c.yaml"), Where("c.yaml", 1))
    with pytest.raises(CardError, match=r"c.yaml:4: what: 'basic land' describes no object in the hand"):
        parse_ability(load_yaml(text.replace(" card in your hand", ""), "c.yaml"), Where("c.yaml", 1))
    with pytest.raises(CardError, match=r"c.yaml:5: triggered: unknown key 'this_way' \(with when: enters"):
        parse_ability(load_yaml(text.replace("when: revealed", "when: enters"), "c.yaml"), Where("c.yaml", 1))
    delayed = ("do:\n  - delayed:\n      text: Whenever you reveal a card this way, draw a card.\n"
               "      when: revealed\n      what: card in your hand\n      this_way: true\n      link: x\n"
               "      do:\n        - draw: 1\n")
    with pytest.raises(CardError, match=r"d.yaml:6: this_way cannot take effect in a delayed triggered ability"):
        instructions(load_yaml(delayed, "d.yaml")["do"], Where("d.yaml", 1))
