"""Modal spells (700.2): the mode is chosen as the spell is cast (700.2a) and gives its targets
and instructions (700.2c); a copy has the same mode (700.2g) and may get new targets for it
(707.10c); "except that the copy is red" changes the copy's colors (707.9b). Anonymous objects."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from engine_helpers import creature, permanent

from engine import Game, parse_selector
from engine.abilities import Mode, SpellAbility
from engine.amounts import Number
from engine.errors import ChoiceError, TargetError
from engine.instructions import CopySpell, Damage, Tap, Untap

CHARM = permanent("Charm", ("instant",), SpellAbility(
    "Choose one — • Untap target permanent. • Tap target creature. • Charm deals 2 damage to any target.",
    modes=(Mode("Untap target permanent.", "target permanent", (Untap(parse_selector("target permanent")),)),
           Mode("Tap target creature.", "target creature", (Tap(parse_selector("target creature")),)),
           Mode("Charm deals 2 damage to any target.", "any target", (Damage(Number(2)),)))),
    cost="{1}{G}")
CHARM = dataclasses.replace(CHARM, colors=frozenset({"green"}))  # 202.2: its mana cost's color
FORK = permanent("Fork", ("instant",), SpellAbility(
    "Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.",
    target="target instant or sorcery spell", instructions=(CopySpell("target", new_targets=True, colors=("red",)),)))


def _game() -> Game:
    g = Game()
    g.create("land", permanent("Land", ("land",)), controller="A", event=False, tapped=True)
    g.create("x", creature(pt=(3, 3)), controller="B", event=False)
    g.create("y", creature(pt=(3, 3)), controller="B", event=False)
    g.create("charm", CHARM, controller="A", zone="hand", event=False)
    g.create("fork", FORK, controller="A", zone="hand", event=False)
    return g


@pytest.mark.parametrize(("mode", "targets", "tapped", "life"), [(1, ["land"], {"land": False, "x": False}, 20),
                                                                 (2, ["x"], {"land": True, "x": True}, 20),
                                                                 (3, ["B"], {"land": True, "x": False}, 18)])
def test_the_mode_chosen_gives_the_targets_and_what_it_does(mode: int, targets: list[str], tapped: dict[str, bool],
                                                           life: int) -> None:
    g = _game()
    g.cast("charm", targets=targets, mode=mode)
    g.resolve_top()
    assert {o: g.obj(o).tapped for o in tapped} == tapped and g.life["B"] == life


def test_a_copy_has_the_mode_new_targets_for_it_and_the_color_its_exception_gives() -> None:
    g = _game()
    charm = g.cast("charm", targets=["x"], mode=2)
    g.cast("fork", targets=[charm.id])
    g.resolve_top(["y"])  # Fork resolves: the copy, with a new target
    copy = g.stack[-1]
    assert copy.mode == charm.mode and copy.targets == ("y",)
    views = g.characteristics(record=False).views
    assert views[copy.object or ""].colors == frozenset({"red"}) and views["charm"].colors == frozenset({"green"})
    g.resolve_top()
    assert g.obj("y").tapped and not g.obj("x").tapped
    g.resolve_top()
    assert g.obj("x").tapped


def test_the_copys_new_targets_are_judged_by_its_mode() -> None:
    g = _game()
    charm = g.cast("charm", targets=["x"], mode=2)
    g.cast("fork", targets=[charm.id])
    with pytest.raises(TargetError, match="not a legal target for 'target creature'"):
        g.resolve_top(["land"])  # a land is a permanent (mode 1), not a creature (mode 2)


def test_a_modal_spell_is_cast_with_one_of_its_modes_and_only_a_modal_one() -> None:
    g = _game()
    with pytest.raises(ChoiceError, match="choose one of its 3 modes"):
        g.cast("charm", targets=["x"])
    with pytest.raises(ChoiceError, match="choose one of its 3 modes"):
        g.cast("charm", targets=["x"], mode=4)
    with pytest.raises(TargetError, match="target creature"):
        g.cast("charm", targets=["land"], mode=2)
    with pytest.raises(ChoiceError, match="is not modal"):
        g.cast("fork", targets=["s1"], mode=1)


@pytest.mark.parametrize(("ability", "says"), [
    ("  - spell: {text: t, modes: [{text: a, do: [{draw: 1}]}]}\n", "spell modes: a list of two or more modes"),
    ("  - spell: {text: t, do: [{draw: 1}], modes: [{text: a, do: [{draw: 1}]}, {text: b, do: [{draw: 2}]}]}\n",
     "spell: 'do' goes in a mode"),
    ("  - spell: {text: t, modes: [{text: a, do: [{draw: 1}]}, {text: b, doo: [{draw: 2}]}]}\n",
     "mode: unknown key"),
    ("  - spell: {text: t, modes: [{text: a, do: [{draw: 1}]}, {text: b, target: a creature, do: []}]}\n",
     "a target is 'target player'"),
    ("  - spell: {text: t, target: target spell, do: [{copy_spell: target, colors: [mauve]}]}\n",
     "copy_spell colors: one of white, blue, black, red, green, not 'mauve'"),
])
def test_modes_and_copy_colors_are_checked_at_load(tmp_path: Path, ability: str, says: str) -> None:
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message
