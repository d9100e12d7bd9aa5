"""No silent wrong answer (issue 20, item 1): every trigger event takes effect in every context
of a triggered ability it takes, or is refused there with ``file:line``.

The (event, context) pairs are derived from the registry :data:`engine.trigger_events.TRIGGER_EVENTS`:
each event × ``when`` (the ability triggers on it, and not without it), ``what`` (for an event that
involves an object, ``has_object``: a phrase that describes it triggers, one that does not, not),
``if`` (an intervening "if" that is false stops it, 603.4) and ``looks back`` (for an event that
``looks_back``: ``what`` is judged on the object as it was before the event, 603.10a) — and each of
its own keys (``step``, ``who``…), each shown by a test named below. A triggered ability is written
as a contributor writes it (``triggered: {when: …, what: …, if: …, do: [{draw: 1}]}``) on ``this``,
loaded by the card loader, and the event made to happen in the scene: A controls ``this`` (a 2/2
creature) and ``mine`` (a 2/2 blue creature), B controls ``theirs`` (a 3/3 red creature); A's library
holds two cards. It triggered when A drew a card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import yaml

from engine import Game
from engine.trigger_events import TRIGGER_EVENTS
from ruletext.errors import InputError
from tests.engine.engine_helpers import creature, permanent
from verify.cards import cards_from_yaml
from verify.yamlload import load_yaml

PATH = "rules_src/cards/probe.yaml"


def _bolt(g: Game) -> None:
    """B casts an instant."""
    from engine import SpellAbility
    from engine.instructions import GainLife

    g.create("bolt", permanent("Bolt", ("instant",), SpellAbility("You gain 3 life.", instructions=(GainLife(3),))),
             controller="B", zone="hand", event=False)
    g.cast("bolt")


def _attack(g: Game) -> None:
    g.declare_attackers(["mine"], "B")


def _blocked(g: Game) -> None:
    g.declare_attackers(["mine"], "B")
    g.declare_blockers({"theirs": "mine"})


def _combat_damage(g: Game) -> None:
    g.declare_attackers(["mine"], "B")
    g.combat_damage_step()


def _tap_then_untap(g: Game) -> None:
    g.tap("theirs")


# event → (its own keys, what makes it happen, a `what` that describes its object, one that does not)
DRIVERS: dict[str, tuple[dict[str, Any], Callable[[Game], object], str, str]] = {
    "enters": ({}, lambda g: g.create("new", creature("New"), controller="B"), "creature an opponent controls",
               "creature you control"),
    "counters_put": ({}, lambda g: g.put_counters("theirs", "+1/+1", 1), "creature an opponent controls",
                     "creature you control"),
    "dies": ({}, lambda g: g.move_together(["theirs"], "graveyard"), "creature an opponent controls",
             "creature you control"),
    "leaves": ({}, lambda g: g.move_together(["theirs"], "exile"), "creature an opponent controls",
               "creature you control"),
    "put_into_graveyard": ({}, lambda g: g.move_together(["theirs"], "graveyard"), "creature an opponent controls",
                           "creature you control"),
    "cast": ({}, _bolt, "instant spell", "creature spell"),
    "cast_or_copy": ({}, _bolt, "instant spell", "creature spell"),
    "beginning_of": ({"step": "upkeep"}, lambda g: g.begin_step("upkeep"), "", ""),
    "combat_damage_to_player": ({}, _combat_damage, "creature you control", "creature an opponent controls"),
    "damage_to_player": ({}, lambda g: g.deal_damage_together([("mine", "B", 2)]), "creature you control",
                         "creature an opponent controls"),
    "attacks": ({}, _attack, "creature you control", "creature an opponent controls"),
    "blocks": ({}, _blocked, "creature an opponent controls", "creature you control"),
    "becomes_blocked": ({}, _blocked, "creature you control", "creature an opponent controls"),
    "dealt_damage": ({}, lambda g: g.deal_damage_together([("mine", "theirs", 1)]), "creature an opponent controls",
                     "creature you control"),
    "becomes_tapped": ({}, _tap_then_untap, "creature an opponent controls", "creature you control"),
    "becomes_untapped": ({}, lambda g: (g.tap("theirs"), g.priority(), g.tap("theirs", False)),
                         "creature an opponent controls", "creature you control"),
    "gains_life": ({}, lambda g: g.change_life("A", 2), "", ""),
    "loses_life": ({}, lambda g: g.change_life("A", -2), "", ""),
}
# Events whose happening the scene cannot make (a spell cast with this ability, a card revealed
# this way, a face-down permanent turned up, a dungeon's room, another ability triggering, a state):
# each shown in its contexts by the tests of its own file.
EVENT_TESTS: dict[str, str] = {
    "cast_this": "tests/engine/test_spell_triggers.py",
    "revealed": "tests/engine/test_revealed.py",
    "turned_face_up": "tests/engine/test_face_up.py",
    "room_entered": "tests/engine/test_dungeon.py",
    "ability_triggers": "tests/engine/test_copy_trigger.py",
    "state": "tests/engine/test_triggers.py::test_state_trigger_does_not_trigger_again_while_on_the_stack",
}
# The events' own keys: each shown by a test of its own.
KEY_TESTS: dict[tuple[str, str], str] = {
    ("beginning_of", "step"): "tests/engine/test_step_timing.py",
    ("counters_put", "counters"): "tests/engine/test_more_counters.py",
    ("cast", "targets_only"): "tests/engine/test_spell_triggers.py",
    ("cast_or_copy", "targets_only"): "tests/engine/test_spell_triggers.py",
    ("damage_to_player", "who"): "tests/engine/test_damage_to_player.py",
    ("gains_life", "who"): "tests/engine/test_gains_life.py",
    ("loses_life", "who"): "tests/engine/test_loses_life.py",
    ("revealed", "this_way"): "tests/engine/test_revealed.py",
    ("room_entered", "room"): "tests/engine/test_dungeon.py",
    ("ability_triggers", "of_keyword"): "tests/engine/test_cant_trigger.py",
    ("ability_triggers", "caused_by"): "tests/engine/test_copy_trigger.py",
    ("ability_triggers", "its_own"): "tests/engine/test_copy_trigger.py",
}


def covered_by(word: str, context: str) -> str:
    return KEY_TESTS.get((word, context)) or EVENT_TESTS.get(word, "")


def pairs() -> list[tuple[str, str]]:
    """Every (trigger event, context) the registry accepts."""
    out = []
    for word, cls in TRIGGER_EVENTS.items():
        out.append((word, "when"))
        if cls.has_object:
            out.append((word, "what"))
        if "if" not in cls.required:
            out.append((word, "if"))
        if cls.looks_back:
            out.append((word, "looks back"))
        out += [(word, key) for key in cls.options()]
    return out


def load(when: dict[str, Any]) -> Any:
    card = {"ja": "試し", "en": "Probe", "type_line": "Creature — Elf", "pt": "2/2",
            "abilities": [{"triggered": {"text": "t", **when, "do": [{"draw": 1}]}}]}
    text = yaml.safe_dump(card, allow_unicode=True, sort_keys=False)
    cards = cards_from_yaml([(PATH, "probe", lambda: load_yaml(text, PATH))])
    if cards.broken:
        return next(iter(cards.broken.values()))
    return cards["probe"].card


def drew(card: Any, happen: Callable[[Game], object] | None) -> bool:
    """Whether A drew: the scene with ``this`` holding the ability, the event made to happen."""
    g = Game()
    g.create("this", card, controller="A", event=False)
    g.create("mine", creature("Mine", colors=("blue",)), controller="A", event=False)
    g.create("theirs", creature("Theirs", pt=(3, 3), colors=("red",)), controller="B", event=False)
    for i in (1, 2):
        g.create(f"a{i}", creature(f"Card {i}"), controller="A", zone="library", event=False)
    if happen is not None:
        happen(g)
    for _ in range(6):
        g.priority()
        if not g.stack:
            break
        g.resolve_top()
    return any(o.zone == "hand" for o in g.objects.values() if o.owner == "A")


@pytest.mark.parametrize(("word", "context"), pairs())
def test_each_trigger_event_takes_effect_in_each_context_or_is_refused(word: str, context: str) -> None:
    if covered_by(word, context):
        pytest.skip(f"covered by {covered_by(word, context)}")
    assert word in DRIVERS, f"trigger event {word!r}: no driver here (what makes it happen) and no test named for it"
    own, happen, matching, other = DRIVERS[word]
    when = {"when": word, **own, **({"what": matching} if matching else {})}
    if context == "when":
        card = load(when)
        assert not isinstance(card, InputError), str(card)
        assert (drew(card, None), drew(card, happen)) == (False, True)
    elif context == "what" or context == "looks back":  # 603.10a: dies/leaves judge it as it was
        yes, no = load(when), load({**when, "what": other})
        assert not isinstance(yes, InputError) and not isinstance(no, InputError), (yes, no)
        assert (drew(yes, happen), drew(no, happen)) == (True, False)
    elif context == "if":
        holds, fails = load({**when, "if": {"life_at_least": 1}}), load({**when, "if": {"life_at_least": 99}})
        assert not isinstance(holds, InputError) and not isinstance(fails, InputError), (holds, fails)
        assert (drew(holds, happen), drew(fails, happen)) == (True, False)
    else:
        pytest.fail(f"trigger event {word!r}, its key {context!r}: no test named for it (KEY_TESTS)")


def test_each_covering_test_exists() -> None:
    import ast
    from pathlib import Path

    root = Path(__file__).parent.parent.parent
    for test in (*EVENT_TESTS.values(), *KEY_TESTS.values()):
        path, _, name = test.partition("::")
        tree = ast.parse((root / path).read_text(encoding="utf-8"))
        assert not name or name in {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}, test
    assert set(KEY_TESTS) <= set(pairs()) and set(EVENT_TESTS) <= set(TRIGGER_EVENTS)


def census() -> dict[str, int]:
    """How many pairs; how many shown by the scene; how many by a test of their own."""
    own = sum(bool(covered_by(w, c)) for w, c in pairs())
    return {"pairs": len(pairs()), "shown by the scene": len(pairs()) - own, "by a test of its own": own}


if __name__ == "__main__":  # python -m tests.engine.test_trigger_event_contexts
    print(census())
