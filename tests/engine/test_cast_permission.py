"""601.3: a spell is cast from the hand unless a rule or effect allows it from elsewhere —
flashback from a graveyard (702.34a, and the card is exiled as it leaves the stack); 702.61a:
while a spell with split second is on the stack, no other spell is cast and no ability that
isn't a mana ability is activated. Before, an instant was cast from a graveyard with no
permission, a flashback spell went to the graveyard, and a spell was cast above a split second
spell, silently (the seventh round's q88, q87, q28). Anonymous objects."""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent

from engine import Duration, Game
from engine.abilities import ActivatedAbility, Keyword, ManaAbility, SpellAbility
from engine.amounts import parse_amount
from engine.errors import IllegalActionError
from engine.instructions import Counter, GainLife

GAIN = SpellAbility("You gain 2 life.", instructions=(GainLife(parse_amount("2")),))
CANCEL = permanent("Cancel", ("instant",), SpellAbility("Counter target spell.", target="target spell",
                                                        instructions=(Counter("target"),)))


def _game(zone: str, *keywords: str, types: tuple[str, ...] = ("instant",)) -> Game:
    g = Game()
    g.create("c", permanent("C", types, *(Keyword(k) for k in keywords), GAIN), controller="A", zone=zone,
             event=False)
    return g


@pytest.mark.parametrize("zone", ["graveyard", "exile", "library"])
def test_a_card_is_not_cast_from_another_zone_without_a_permission(zone: str) -> None:
    g = _game(zone)
    with pytest.raises(IllegalActionError, match=r"601\.3"):
        g.cast("c")
    assert g.obj("c").zone == zone and g.stack == []


def test_flashback_casts_it_from_the_graveyard_and_it_is_exiled_as_it_resolves() -> None:
    g = _game("graveyard", "Flashback {2}{R}")
    g.cast("c")
    g.resolve_top()
    assert g.life["A"] == 22 and g.obj("c").zone == "exile"


def test_a_countered_flashback_spell_is_exiled() -> None:
    g = _game("graveyard", "Flashback {2}{R}")
    g.create("no", CANCEL, controller="B", zone="hand", event=False)
    s1 = g.cast("c")
    g.cast("no", targets=[s1.id])
    g.resolve_top()
    assert g.obj("c").zone == "exile" and g.life["A"] == 20


def test_a_flashback_card_cast_from_the_hand_goes_to_the_graveyard() -> None:
    g = _game("hand", "Flashback {2}{R}")
    g.cast("c")
    g.resolve_top()
    assert g.obj("c").zone == "graveyard"


def test_flashback_casts_only_an_instant_or_sorcery() -> None:
    g = Game()
    g.create("c", creature(abilities=(Keyword("Flashback {2}{R}"),)), controller="A", zone="graveyard", event=False)
    with pytest.raises(IllegalActionError, match=r"601\.3"):
        g.cast("c")


def test_split_second_no_spell_and_no_ability_but_mana_abilities() -> None:
    g = _game("hand", "Split second")
    g.create("other", permanent("Other", ("instant",), GAIN), controller="B", zone="hand", event=False)
    rock = ActivatedAbility("{1}: You gain 1 life.", "{1}", None, Duration.INDEFINITE,
                            (GainLife(parse_amount("1")),))
    g.create("rock", permanent("Rock", ("artifact",), rock, ManaAbility("G")), controller="B", event=False)
    g.cast("c")
    with pytest.raises(IllegalActionError, match=r"702\.61a"):
        g.cast("other")
    with pytest.raises(IllegalActionError, match=r"702\.61a"):
        g.activate_ability("rock")
    assert g.activate_mana("rock", 0) == ["G"]  # 702.61b
    assert len(g.stack) == 1
    g.resolve_top()
    g.cast("other")  # the split second spell has left the stack
    assert len(g.stack) == 1


def _rebound_game() -> Game:
    g = _game("hand", "Rebound")
    g.cast("c")
    g.resolve_top()
    return g


def test_rebound_exiles_it_and_it_may_be_cast_at_its_controllers_next_upkeep() -> None:
    g = _rebound_game()
    assert g.life["A"] == 22 and g.obj("c").zone == "exile"
    g.end_turn()
    g.begin_step("upkeep")  # B's upkeep: not A's
    g.priority()
    assert g.stack == []
    g.end_turn()
    g.begin_step("upkeep")
    g.priority()
    g.resolve_top()  # the delayed ability: A casts it from exile
    assert g.obj("c").zone == "stack"
    g.resolve_top()
    assert g.life["A"] == 24 and g.obj("c").zone == "graveyard"  # not cast from the hand this time


def test_rebound_declined_leaves_it_in_exile() -> None:
    g = _rebound_game()
    g.end_turn()
    g.end_turn()
    g.begin_step("upkeep")
    g.priority()
    g.resolve_top(["decline"])
    assert g.stack == [] and g.obj("c").zone == "exile"


def test_rebound_applies_only_to_a_spell_cast_from_the_hand() -> None:
    g = _game("graveyard", "Rebound", "Flashback {1}")
    g.cast("c")
    g.resolve_top()
    assert g.obj("c").zone == "exile" and g.delayed == []  # flashback's exile; rebound needs the hand


# 601.2f–h: the mana spent, when the cast gives it, pays the total cost — the mana cost, or from a
# graveyard the flashback cost (702.34a, an alternative cost, 118.9), plus kickers — all of it (no
# partial payment); before, a flashback spell was cast with its cost left unpaid.
@pytest.mark.parametrize(("zone", "spent", "cast"), [
    ("graveyard", ("R", "G", "G"), True), ("graveyard", ("R",), False), ("graveyard", (), False),
    ("graveyard", ("G", "G", "G"), False), ("graveyard", ("U",), False),  # {U} its mana cost, not the flashback cost
    ("hand", ("U",), True), ("hand", ("R", "G", "G"), False)])
def test_the_mana_spent_pays_the_total_cost(zone: str, spent: tuple[str, ...], cast: bool) -> None:
    g = Game()
    g.create("c", permanent("C", ("instant",), Keyword("Flashback {2}{R}"), GAIN, cost="{U}"), controller="A",
             zone=zone, event=False)
    if cast:
        g.cast("c", spent=spent)
        assert g.stack and g.stack[-1].mana_spent == spent
    else:
        with pytest.raises(IllegalActionError, match="does not pay its total cost"):
            g.cast("c", spent=spent)
        assert g.obj("c").zone == zone and g.stack == []


def test_kicker_costs_are_part_of_the_total_cost() -> None:
    g = Game()
    g.create("c", permanent("C", ("instant",), Keyword("Kicker {W}"), GAIN, cost="{1}{U}"), controller="A",
             zone="hand", event=False)
    with pytest.raises(IllegalActionError, match=r"total cost \{1\}\{U\}\{W\}"):
        g.cast("c", kicked=["{W}"], spent=("U", "G"))
    g.cast("c", kicked=["{W}"], spent=("U", "G", "W"))
