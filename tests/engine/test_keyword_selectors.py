"""Keyword selectors (702): "creatures with flying", "creatures without flying" follow the layers.

A selector is judged on the object as the layers have left it so far (613.1): a creature that
gains flying in layer 6 is one "with flying" for an effect applied in layer 7c, one that loses
it is not; and where an effect of layer 6 applies to "creatures with flying", an effect that
grants or removes flying changes what it applies to — a dependency (613.8a), so it applies
after that one whatever their timestamps. Anonymous objects. Every other place the phrase is
read: tests/engine/test_context_coverage.py::test_each_place_reads_a_keyword_ability.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Const, Game, ModifyPT
from engine.effects import AddAbilities, LoseAbilities
from engine.errors import SelectorSyntaxError
from engine.keywords import Keyword
from engine.selectors import parse_selector
from tests.engine.engine_helpers import FLYING, creature, permanent, static

TRAMPLE, REACH = Keyword("trample"), Keyword("reach")
ANTHEM = static("Creatures with flying get +1/+1.", "creatures with flying", ModifyPT(Const(1), Const(1)))


def _enchantment(g: Game, oid: str, ability: object) -> None:
    g.create(oid, permanent(oid.title(), ("enchantment",), ability), controller="A", event=False)


def _pt(g: Game, oid: str) -> str:
    return g.characteristics().state(oid).pt


@pytest.mark.parametrize("wings", [False, True])
def test_flying_granted_in_layer_6_is_seen_by_an_effect_in_layer_7c(wings: bool) -> None:
    """613.1f before 613.4c: the anthem is older than the grant, and still sees it."""
    g = Game()
    _enchantment(g, "anthem", ANTHEM)
    g.create("c", creature("Walker"), controller="A", event=False)
    if wings:
        _enchantment(g, "wings", static("Creatures have flying.", "creatures", AddAbilities((FLYING,))))
    assert _pt(g, "c") == ("3/3" if wings else "2/2")


@pytest.mark.parametrize("grounded", [False, True])
def test_flying_lost_in_layer_6_is_not_seen_by_an_effect_in_layer_7c(grounded: bool) -> None:
    g = Game()
    g.create("c", creature("Flier", abilities=(FLYING,)), controller="A", event=False)
    _enchantment(g, "anthem", ANTHEM)
    if grounded:
        _enchantment(g, "ground", static("Creatures lose flying.", "creatures", LoseAbilities(("flying",))))
    assert _pt(g, "c") == ("2/2" if grounded else "3/3")


@pytest.mark.parametrize(("removes", "tramples"), [("flying", False), ("reach", True)])
def test_an_effect_on_creatures_with_flying_depends_on_one_that_removes_flying(removes: str, tramples: bool) -> None:
    """613.8a: "creatures with flying have trample" (the earlier) depends on "creatures lose
    flying" (the later: applying it changes what the first applies to), so it applies after it
    and the creature that lost flying gets no trample; an effect that removes another keyword
    changes nothing of it and timestamps decide (613.7)."""
    g = Game()
    g.create("c", creature("Flier", abilities=(FLYING, REACH)), controller="A", event=False)
    _enchantment(g, "gift", static("Creatures with flying have trample.", "creatures with flying",
                                   AddAbilities((TRAMPLE,))))
    _enchantment(g, "ground", static(f"Creatures lose {removes}.", "creatures", LoseAbilities((removes,))))
    has = g.characteristics().state("c").abilities
    assert ("Trample" in has, "Flying" in has) == (tramples, removes != "flying")


@pytest.mark.parametrize(("grants", "reaches"), [(True, False), (False, True)])
def test_an_effect_on_creatures_without_flying_depends_on_one_that_grants_it(grants: bool, reaches: bool) -> None:
    """613.8a: "creatures without flying have reach" (the earlier) depends on "creatures have
    flying" (the later), which applies first: the creature has flying and no reach."""
    g = Game()
    g.create("c", creature("Walker"), controller="A", event=False)
    _enchantment(g, "nets", static("Creatures without flying have reach.", "creatures without flying",
                                   AddAbilities((REACH,))))
    if grants:
        _enchantment(g, "wings", static("Creatures have flying.", "creatures", AddAbilities((FLYING,))))
    has = g.characteristics().state("c").abilities
    assert ("Reach" in has, "Flying" in has) == (reaches, grants)


def test_a_keyword_ability_in_a_selector_is_one_the_game_applies() -> None:
    """702: after with / without a selector takes a keyword the game applies; another (one no
    object can have, 702.22 banding) or a misspelling is refused, naming the keywords it takes."""
    assert parse_selector("creatures you control without flying").keywords == (("flying", False),)
    assert parse_selector("creature with first strike you control").controller == "you"
    with pytest.raises(SelectorSyntaxError, match=r"banding \(702.22\) is a keyword the game does not apply"):
        parse_selector("creatures with banding")
    with pytest.raises(SelectorSyntaxError, match="did you mean 'with flying'"):
        parse_selector("creatures with flyng")


def test_a_card_with_a_keyword_selector_loads_and_an_unknown_one_is_refused_at_its_line(tmp_path: Path) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    ok = "  - static: {text: t, affected: creatures without flying, modify_pt: +1/+1}\n"
    assert not getattr(load_cards(make_one(tmp_path / "ok", card=CARD + "abilities:\n" + ok)), "broken", {})
    bad = "  - static: {text: t, affected: creatures with flyng, modify_pt: +1/+1}\n"
    message = str(card_error(load_cards(make_one(tmp_path / "bad", card=CARD + "abilities:\n" + bad)),
                             InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and "cannot read 'with flyng'" in message, message
