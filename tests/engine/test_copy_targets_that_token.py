"""707.10e: an effect that copies a spell and specifies the copy's new target ("create a token,
then copy that spell; the copy targets that token"): each of the copy's targets is that object,
which must be a legal target — or the copy isn't created; when a replacement effect made the
effect create more than one, the copy's controller chooses one of them. And the cast trigger
"whenever you cast a spell that targets only a single creature you control". Anonymous objects."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature, permanent

from engine import Game, ModifyPT, ReplacementAbility, parse_selector
from engine.abilities import SpellAbility, TriggeredAbility
from engine.effects import Duration, EffectSpec
from engine.errors import ChoiceError
from engine.expressions import Const
from engine.instructions import CopySpell, CreateTokens
from engine.replacement import CreateTokensWould, Double
from engine.trigger_events import Cast

SOLDIER = creature("Soldier", (1, 1), colors=("red",))
HEROISM = TriggeredAbility(
    "Whenever you cast a spell that targets only a single creature you control, create a 1/1 red Soldier creature "
    "token, then copy that spell. The copy targets that token.", event="cast", what=parse_selector("spell you control"),
    on=Cast(targets_only=parse_selector("creature you control")),
    instructions=(CreateTokens(1, SOLDIER), CopySpell("it", target_created=True)))
DOUBLER = ReplacementAbility("If an effect would create one or more tokens under your control, it creates twice that "
                             "many of those tokens instead.", CreateTokensWould("you"), (Double(),))


def _pump(target: str = "target creature") -> object:
    return permanent("Pump", ("instant",), SpellAbility(
        "Target creature gets +2/+2 until end of turn.", target=target, duration=Duration.END_OF_TURN,
        effect=EffectSpec("+2/+2", parse_selector("target creature"), (ModifyPT(Const(2), Const(2)),))))


def _game(doubler: bool = False, pump: object | None = None) -> Game:
    g = Game()
    g.create("hero", permanent("Heroism", ("enchantment",), HEROISM), controller="A", event=False)
    if doubler:
        g.create("double", permanent("Double", ("enchantment",), DOUBLER), controller="A", event=False)
    g.create("mine", creature("Mine"), controller="A", event=False)
    g.create("mine2", creature("Mine too"), controller="A", event=False)
    g.create("theirs", creature("Theirs"), controller="B", event=False)
    g.create("pump", pump or _pump(), controller="A", zone="hand", event=False)
    return g


@pytest.mark.parametrize(("target", "triggers"), [("mine", True), ("theirs", False)])
def test_it_triggers_only_on_a_spell_targeting_a_single_creature_you_control(target: str, triggers: bool) -> None:
    g = _game()
    g.cast("pump", targets=[target])
    assert [p.source for p in g.pending] == (["hero"] if triggers else [])


def test_the_copy_targets_the_token_created() -> None:
    g = _game()
    g.cast("pump", targets=["mine"])
    g.priority()
    g.resolve_top()  # the trigger: a token, then a copy of the spell that targets it
    tokens = [o.id for o in g.objects.values() if o.token]
    assert len(tokens) == 1 and g.stack[-1].copy_of and g.stack[-1].targets == (tokens[0],)
    g.resolve_top()
    g.resolve_top()
    views = g.characteristics().views
    assert views[tokens[0]].power == 3 and views["mine"].power == 4


def test_of_two_tokens_the_copys_controller_chooses_one() -> None:
    g = _game(doubler=True)
    g.cast("pump", targets=["mine"])
    g.priority()
    g.resolve_top(["token2"])
    tokens = sorted(o.id for o in g.objects.values() if o.token)
    assert tokens == ["token1", "token2"] and g.stack[-1].targets == ("token2",)  # one of them, not both
    g.resolve_top()
    assert g.characteristics().views["token2"].power == 3 and g.characteristics().views["token1"].power == 1


def test_a_chosen_object_that_is_not_such_a_token_is_refused() -> None:
    g = _game(doubler=True)
    g.cast("pump", targets=["mine"])
    g.priority()
    with pytest.raises(ChoiceError, match="not a token the instruction before created"):
        g.resolve_top(["mine2"])


def test_a_token_that_is_not_a_legal_target_gives_no_copy() -> None:
    """The spell targets only "target creature you control with power 2 or more"… here: a
    nontoken creature — the token isn't a legal target, so the copy isn't created."""
    g = _game(pump=_pump("target nontoken creature"))
    g.cast("pump", targets=["mine"])
    g.priority()
    g.resolve_top()
    assert [i.copy_of for i in g.stack] == [""] and any(e.says and e.says.kind == "resolve.copy_not_created"
                                                       for e in g.log)


@pytest.mark.parametrize(("ability", "says"), [
    ("  - triggered: {text: t, when: enters, do: [{create_tokens: 1, token: {name: S, type_line: Creature, pt: 1/1}}, "
     "{copy_spell: it, target_created: true}]}\n", ""),
    ("  - spell: {text: t, target: target spell, do: [{copy_spell: it}]}\n",
     "copy_spell cannot take effect in a spell: it is read in a triggered ability"),
    ("  - triggered: {text: t, when: cast, what: spell you control, do: [{copy_spell: it, target_created: true}]}\n",
     "copy_spell cannot take effect in a triggered ability: it is read in the instructions after one that creates"),
    ("  - triggered: {text: t, when: cast, what: spell you control, targets_only: target creature, do: []}\n",
     "'target creature' cannot take effect in a trigger"),
])
def test_copy_that_spell_and_that_token_are_refused_where_nothing_gives_them(tmp_path: Path, ability: str,
                                                                           says: str) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    cards = load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability))
    if not says:
        assert not getattr(cards, "broken", {})
        return
    message = str(card_error(cards, InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message
