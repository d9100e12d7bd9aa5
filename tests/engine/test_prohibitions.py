""""Can't" effects on what spells and abilities may do (101.2: "can't" beats "can"), as
an effect on the game rules (613.11): a kind of stack object, controlled by whom, can't
sacrifice or exile the objects a selector describes; tokens (111.1) in selectors.
Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, static

from engine import Game, parse_selector
from engine.effects import CantCause
from engine.errors import ChoiceError
from engine.instructions import Exile, ExileGraveyard, GainLife, Instruction, Sacrifice, SacrificeSource
from engine.stack import StackItem, StackKind

TEXT = "Triggered abilities you control can't cause you to sacrifice or exile creature tokens you control."


def keeper(by: tuple[str, ...] = ("triggered",), controlled_by: str = "you",
           actions: tuple[str, ...] = ("sacrifice", "exile"), what: str = "creature token you control") -> object:
    return static(TEXT, "self", CantCause(TEXT, by, controlled_by, actions, parse_selector(what)))


def game(**kw: object) -> Game:
    g = Game()
    g.create("keeper", permanent("Keeper", ("enchantment",), keeper(**kw)), controller="A", event=False)  # type: ignore[arg-type]
    g.create("tok", creature("Token"), controller="A", event=False, token=True)
    g.create("card", creature("Card"), controller="A", event=False)
    return g


def resolve(g: Game, kind: str, controller: str, *instructions: Instruction, chosen: tuple[str, ...] = (),
            source: str = "keeper") -> None:
    g.stack.append(StackItem(f"s{len(g.log)}", kind, "…", source=source, controller=controller,
                             instructions=tuple(instructions)))
    g.resolve_top(chosen)


def test_a_triggered_ability_you_control_cant_sacrifice_a_creature_token_you_must_choose_another() -> None:
    g = game()
    with pytest.raises(ChoiceError, match="can't sacrifice tok"):
        resolve(g, "trigger", "A", Sacrifice(parse_selector("creature")), chosen=("tok",))
    resolve(g, "trigger", "A", Sacrifice(parse_selector("creature")))
    assert g.obj("tok").zone == "battlefield" and g.obj("card").zone == "graveyard"
    assert any(e.kind == "cant" and e.object == "tok" and "101.2" in e.text for e in g.log)


def test_with_only_tokens_the_triggered_ability_sacrifices_nothing() -> None:
    g = game()
    g.move("card", "graveyard")
    resolve(g, "trigger", "A", Sacrifice(parse_selector("creature")), GainLife(1))
    assert g.obj("tok").zone == "battlefield" and g.life["A"] == 21  # the rest of it still happens


@pytest.mark.parametrize("kind", ["spell", "ability"])
def test_spells_and_activated_abilities_still_can(kind: str) -> None:
    g = game()
    resolve(g, kind, "A", Sacrifice(parse_selector("creature")), chosen=("tok",))
    assert g.obj("tok").zone == "graveyard"
    g = game()
    resolve(g, kind, "A", Exile(parse_selector("all creatures")))
    assert g.obj("tok").zone == "exile" and g.obj("card").zone == "exile"


def test_an_opponents_triggered_ability_still_can() -> None:
    g = game()
    resolve(g, "trigger", "B", Sacrifice(parse_selector("creature"), who="each opponent"), chosen=("tok",))
    assert g.obj("tok").zone == "graveyard"
    assert not any(e.kind == "cant" for e in g.log)


def test_exiling_leaves_the_tokens_and_exiles_the_rest() -> None:
    g = game()
    g.create("theirs", creature(), controller="B", event=False, token=True)
    resolve(g, "trigger", "A", Exile(parse_selector("all creatures")))
    # "creature tokens you control": B's token is not protected
    assert [g.obj(o).zone for o in ("tok", "card", "theirs")] == ["battlefield", "exile", "exile"]
    assert [r.object for r in g.exiled_with] == ["card", "theirs"]  # 607.2a: only what it exiled


def test_exile_one_cant_choose_a_protected_token() -> None:
    g = game()
    with pytest.raises(ChoiceError, match="cannot be chosen"):
        resolve(g, "trigger", "A", Exile(parse_selector("creature"), one=True), chosen=("tok",))


def test_sacrificing_itself_if_you_do_fails_for_a_token_source() -> None:
    g = game()
    resolve(g, "trigger", "A", SacrificeSource("it", then=(GainLife(3),)), source="tok")
    assert g.obj("tok").zone == "battlefield" and g.life["A"] == 20


def test_the_words_by_controlled_by_and_actions_narrow_it() -> None:
    g = game(by=("activated",), controlled_by="opponents", actions=("exile",), what="creature you control")
    resolve(g, "trigger", "B", Exile(parse_selector("all creatures")))  # a triggered ability: not covered
    assert g.obj("card").zone == "exile"
    g = game(by=("activated",), controlled_by="opponents", actions=("exile",), what="creature you control")
    resolve(g, "ability", "A", Exile(parse_selector("all creatures")))  # A's own: not an opponent's
    assert g.obj("card").zone == "exile"
    g = game(by=("activated",), controlled_by="opponents", actions=("exile",), what="creature you control")
    resolve(g, "ability", "B", Sacrifice(parse_selector("creature"), who="each opponent"), chosen=("card",))
    assert g.obj("card").zone == "graveyard"  # a sacrifice, not an exile
    g = game(by=("activated",), controlled_by="opponents", actions=("exile",), what="creature you control")
    resolve(g, "ability", "B", Exile(parse_selector("all creatures")))
    assert g.obj("card").zone == "battlefield" and g.obj("tok").zone == "battlefield"
    g = game(by=("spell", "activated", "triggered"), controlled_by="any", actions=("exile",),
             what="nontoken creature")
    resolve(g, "spell", "B", Exile(parse_selector("all creatures")))
    assert g.obj("card").zone == "battlefield" and g.obj("tok").zone == "exile"


def test_graveyards_are_exiled_but_for_what_it_protects() -> None:
    g = game(what="card")
    g.move("card", "graveyard")
    resolve(g, "trigger", "A", ExileGraveyard("you"))
    assert g.obj("card").zone == "graveyard"


def test_it_ends_with_its_source() -> None:
    g = game()
    g.move("keeper", "graveyard")
    resolve(g, "trigger", "A", Sacrifice(parse_selector("creature")), chosen=("tok",))
    assert g.obj("tok").zone == "graveyard"


def test_the_effect_is_a_rule_of_the_game_and_a_token_is_a_selector_word() -> None:
    g = game()
    assert g.characteristics().rules == [TEXT]
    views = g.characteristics().views
    tokens = parse_selector("creature tokens")
    ctx = g.characteristics().context("A")
    assert tokens.select(ctx) == ["tok"]
    assert parse_selector("nontoken creatures").select(ctx) == ["card"]
    assert views["tok"].token and not views["card"].token
    assert StackKind("trigger") is StackKind.TRIGGER


def test_tokens_created_by_an_instruction_are_tokens() -> None:
    g = Game()
    made = g.create_tokens(creature(), 2, controller="A")
    assert all(o.token for o in made)
    g.move(made[0].id, "graveyard")
    assert g.obj(made[0].id).token  # 111.8: still a token (until it ceases to exist)
