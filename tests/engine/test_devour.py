"""Devour (702.82a) as a permanent enters, and 614.13b: the same object can't be chosen to change
zones for two replacement effects that modify how it enters — a creature spell with devour 3 that
gained devour 5 as it was cast (the ability stays with the permanent it becomes, 400.7a) enters
with 0, 3 or 5 +1/+1 counters. Anonymous objects."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature, permanent

from engine import Game, Keyword, parse_selector
from engine.abilities import TriggeredAbility
from engine.errors import ChoiceError
from engine.instructions import Gains

PLANE = permanent("Plane", ("enchantment",), TriggeredAbility(
    "Whenever a player casts a red creature spell, it gains devour 5.", event="cast",
    what=parse_selector("red creature spell"), instructions=(Gains((Keyword("Devour 5"),)),)))
ELDER = creature("Elder", (1, 1), colors=("red",), abilities=(Keyword("Devour 3"),))


def _entered(devour: dict[int, list[str]] | None, plane: bool = True) -> tuple[dict[str, int], list[str]]:
    g = Game()
    if plane:
        g.create("plane", PLANE, controller="A", event=False)
    g.create("bear", creature("Bear"), controller="A", event=False)
    g.create("wolf", creature("Wolf"), controller="A", event=False)
    g.create("theirs", creature("Theirs"), controller="B", event=False)
    g.create("elder", ELDER, controller="A", zone="hand", event=False)
    g.cast("elder")
    g.priority()
    if plane:
        g.resolve_top()  # the plane's trigger: the spell gains devour 5
    if devour is not None:
        from engine.choices import CHOICES
        g.choose_as_enters("elder", {"devour": CHOICES.get("devour").take(devour)})
    g.resolve_top()
    return g.obj("elder").counters, sorted(o.id for o in g.objects.values() if o.zone == "graveyard")


@pytest.mark.parametrize(("devour", "counters", "gone"), [
    (None, {}, []), ({3: ["bear"]}, {"+1/+1": 3}, ["bear"]), ({5: ["bear"]}, {"+1/+1": 5}, ["bear"]),
    ({3: ["bear"], 5: ["wolf"]}, {"+1/+1": 8}, ["bear", "wolf"]), ({5: ["bear", "wolf"]}, {"+1/+1": 10}, ["bear", "wolf"]),
])
def test_each_devour_counts_the_creatures_sacrificed_for_it(devour: dict[int, list[str]] | None,
                                                           counters: dict[str, int], gone: list[str]) -> None:
    assert _entered(devour) == (counters, gone)


def test_the_same_creature_is_not_sacrificed_for_both() -> None:
    with pytest.raises(ChoiceError, match=r"bear can't be chosen for two devour abilities \(614.13b\)"):
        _entered({3: ["bear"], 5: ["bear"]})


def test_only_your_creatures_and_only_its_own_devour() -> None:
    with pytest.raises(ChoiceError, match="theirs can't be sacrificed"):
        _entered({3: ["theirs"]})
    with pytest.raises(ChoiceError, match="has no devour 5"):
        _entered({5: ["bear"]}, plane=False)
    with pytest.raises(ChoiceError, match="elder can't be sacrificed"):
        _entered({3: ["elder"]})


def test_the_ability_a_spell_gained_stays_with_the_permanent_400_7a() -> None:
    g = Game()
    g.create("plane", PLANE, controller="A", event=False)
    g.create("elder", ELDER, controller="A", zone="hand", event=False)
    g.cast("elder")
    g.priority()
    g.resolve_top()
    assert "Devour 5" in g.characteristics().views["elder"].ability_texts()
    g.resolve_top()
    assert "Devour 5" in g.characteristics().views["elder"].ability_texts()
    g.move_together(["elder"], "hand")  # 400.7: a new object — the effect no longer applies
    assert "Devour 5" not in g.characteristics().views["elder"].ability_texts()


@pytest.mark.parametrize(("ability", "says"), [
    ("  - spell: {text: t, do: [{gains: [flying]}]}\n", "gains cannot take effect in a spell: it is read in a triggered"),
    ("  - triggered: {text: t, when: enters, do: [{gains: [flying], what: target}]}\n",
     "gains cannot take effect in a triggered ability: it is read in an ability with a `target`"),
])
def test_gains_is_refused_where_nothing_gives_it_an_object(tmp_path: Path, ability: str, says: str) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message


def test_a_creature_entering_at_the_same_time_is_not_devoured_614_13a() -> None:
    g = Game()
    g.create("bear", creature("Bear"), controller="A", event=False)
    g.create("eater", creature("Eater", abilities=(Keyword("Devour 2"),)), controller="A", zone="hand", event=False)
    g.create("boar", creature("Boar"), controller="A", zone="hand", event=False)
    g.choose_as_enters("eater", {"devour": "2=boar"})
    with pytest.raises(ChoiceError, match=r"boar can't be sacrificed as eater enters \(614.13a"):
        g.move_together(["eater", "boar"], "battlefield")
