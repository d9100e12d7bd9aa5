"""Declaring blockers (509.1): who may block whom, the restrictions that say a creature can't
attack or block (508.1c, 509.1b, the game rules of 613.11), and "whenever … blocks" and
"whenever … becomes blocked" triggers (509.3a, 509.3c). Anonymous objects only."""

from __future__ import annotations

import pytest
from engine_helpers import FLYING, creature, permanent, spec, static

from engine import Game, Keyword, parse_selector
from engine.abilities import TriggeredAbility
from engine.effects import CantAttack, CantBlock, GameRule
from engine.errors import IllegalActionError
from engine.instructions import GainLife


def _attack(*attacker_abilities: object, blockers: dict[str, tuple[object, ...]] | None = None,
            pt: tuple[int, int] = (2, 2), colors: tuple[str, ...] = ()) -> Game:
    """A's creature ``a`` attacks B, who controls the creatures ``blockers`` names (id → abilities)."""
    g = Game()
    g.create("a", creature(pt=pt, colors=colors, abilities=attacker_abilities), controller="A", event=False)
    for oid, abilities in (blockers or {"x": ()}).items():
        g.create(oid, creature(abilities=abilities), controller="B", event=False)
    g.declare_attackers(["a"], "B")
    return g


def _refusal(g: Game, blocks: dict[str, str]) -> str:
    with pytest.raises(IllegalActionError) as caught:
        g.declare_blockers(blocks)
    assert not any(o.blocking or o.blocked for o in g.objects.values())  # 509.1: nothing changed
    return str(caught.value)


def test_a_creature_with_flying_is_blocked_only_by_flying_or_reach() -> None:
    # 702.9b, 702.17b
    g = _attack(FLYING, blockers={"x": (), "r": (Keyword("reach"),), "f": (FLYING,)})
    assert "702.9b" in _refusal(g, {"x": "a"})
    g.declare_blockers({"r": "a", "f": "a"})
    assert g.obj("r").blocking == ("a",) and g.obj("f").blocking == ("a",) and g.obj("a").blocked


def test_a_creature_with_flying_may_block_one_without() -> None:
    g = _attack(blockers={"f": (FLYING,)})
    g.declare_blockers({"f": "a"})
    assert g.obj("a").blocked


def test_a_tapped_creature_cant_block_and_one_with_defender_can() -> None:
    # 509.1a; 702.3b forbids only attacking
    g = _attack(blockers={"t": (), "wall": (Keyword("defender"),)})
    g.tap("t")
    assert "tapped" in _refusal(g, {"t": "a"})
    g.declare_blockers({"wall": "a"})
    assert g.obj("wall").blocking == ("a",)


def test_menace_needs_two_blockers() -> None:
    # 702.111b
    g = _attack(Keyword("menace"), blockers={"x": (), "y": ()})
    assert "702.111b" in _refusal(g, {"x": "a"})
    g.declare_blockers({"x": "a", "y": "a"})
    assert g.obj("a").blocked


def test_only_the_defending_players_creatures_block_attackers() -> None:
    g = _attack(blockers={"x": ()})
    g.create("mine", creature(), controller="A", event=False)
    assert "509.1a" in _refusal(g, {"mine": "a"})
    assert "not an attacking creature" in _refusal(g, {"x": "mine"})
    g.declare_blockers({"x": "a"})
    assert g.obj("x").blocking == ("a",)


def test_blockers_are_declared_once_a_combat() -> None:
    g = _attack(blockers={"x": (), "y": ()})
    g.declare_blockers({"x": "a"})
    with pytest.raises(IllegalActionError, match="once a combat"):
        g.declare_blockers({"y": "a"})
    g.end_turn()  # 506.4: combat ends
    assert (g.obj("x").blocking, g.obj("a").blocked) == ((), False)


@pytest.mark.parametrize(("keyword", "blocker", "can"), [
    ("fear", creature(), False), ("fear", creature(colors=("black",)), True),
    ("fear", permanent("Golem", ("artifact", "creature")), True),
    ("intimidate", creature(colors=("blue",)), False), ("intimidate", creature(colors=("red",)), True),
    ("shadow", creature(), False), ("horsemanship", creature(), False),
    ("horsemanship", creature(abilities=(Keyword("horsemanship"),)), True),
    ("skulk", creature(pt=(3, 3)), False), ("skulk", creature(pt=(2, 2)), True),
    ("protection from green", creature(colors=("green",)), False), ("protection from green", creature(), True),
])
def test_evasion_abilities(keyword: str, blocker: object, can: bool) -> None:
    # 702.36b, 702.13b, 702.28b, 702.31b, 702.118b, 702.16f
    g = Game()
    g.create("a", creature(colors=("red",), abilities=(Keyword(keyword),)), controller="A", event=False)
    g.create("x", blocker, controller="B", event=False)  # type: ignore[arg-type]
    g.declare_attackers(["a"], "B")
    if can:
        g.declare_blockers({"x": "a"})
        assert g.obj("a").blocked
    else:
        _refusal(g, {"x": "a"})


def test_a_creature_with_shadow_cant_block_one_without() -> None:
    g = _attack(blockers={"s": (Keyword("shadow"),)})
    assert "702.28b" in _refusal(g, {"s": "a"})


@pytest.mark.parametrize(("keyword", "land", "can"), [
    ("islandwalk", permanent("Island", ("land",), subtypes=("Island",)), False),
    ("islandwalk", permanent("Forest", ("land",), subtypes=("Forest",)), True),
    ("nonbasic landwalk", permanent("Island", ("land",), subtypes=("Island",), supertypes=("basic",)), True),
    ("nonbasic landwalk", permanent("Odd", ("land",)), False),
])
def test_landwalk_is_judged_on_the_defending_players_lands(keyword: str, land: object, can: bool) -> None:
    # 702.14c
    g = Game()
    g.create("a", creature(abilities=(Keyword(keyword),)), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.create("l", land, controller="B", event=False)  # type: ignore[arg-type]
    g.create("mine", permanent("Island", ("land",), subtypes=("Island",)), controller="A", event=False)
    g.declare_attackers(["a"], "B")
    if can:
        g.declare_blockers({"x": "a"})
    else:
        assert "702.14c" in _refusal(g, {"x": "a"})


def test_the_game_rules_that_creatures_cant_attack_or_block_are_enforced() -> None:
    # 613.11: effects on the rules of the game; 508.1c, 509.1b
    g = Game()
    g.create("rule", permanent("Rule", ("enchantment",), static("Creatures can't block.", "self",
                                                                GameRule("Creatures can't block."))),
             controller="A", event=False)
    g.create("a", creature(), controller="A", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.declare_attackers(["a"], "B")
    assert "509.1b" in _refusal(g, {"x": "a"})
    g.end_turn()
    g.create("rule2", permanent("Rule", ("enchantment",), static("Creatures can't attack.", "self",
                                                                 GameRule("Creatures can't attack."))),
             controller="A", event=False)
    with pytest.raises(IllegalActionError, match=r"508\.1c"):
        g.declare_attackers(["x"], "A")


def test_cant_block_applies_to_the_objects_its_effect_affects() -> None:
    # "This creature can't block." (a static ability: self); "Target creature can't attack this turn."
    g = Game()
    g.create("a", creature(), controller="A", event=False)
    g.create("shy", creature(abilities=(static("This creature can't block.", "self", CantBlock("")),)),
             controller="B", event=False)
    g.create("x", creature(), controller="B", event=False)
    g.create_effect(spec("Target creature can't attack this turn.", "target creature", CantAttack("")),
                    controller="B", targets=["a"])
    with pytest.raises(IllegalActionError, match=r"508\.1c"):
        g.declare_attackers(["a"], "B")
    g.create("b", creature(), controller="A", event=False)
    g.declare_attackers(["b"], "B")
    assert "509.1b" in _refusal(g, {"shy": "b"})
    g.declare_blockers({"x": "b"})
    assert g.obj("b").blocked
    assert set(g.characteristics().rules) == {"This creature can't block.", "Target creature can't attack this turn."}


def _gain(event: str) -> TriggeredAbility:
    return TriggeredAbility(f"Whenever this creature {event.replace('_', ' ')}, you gain 1 life.", event=event,
                            instructions=(GainLife(1),))


def test_blocks_and_becomes_blocked_trigger_once_each() -> None:
    # 509.3a: once for the blocker; 509.3c: once for the attacker, however many block it
    g = _attack(Keyword("menace"), _gain("becomes_blocked"), blockers={"x": (_gain("blocks"),), "y": ()})
    g.declare_blockers({"x": "a", "y": "a"})
    assert sorted(p.source for p in g.pending) == ["a", "x"]


def test_a_blocks_trigger_watches_the_creatures_it_describes() -> None:
    watcher = TriggeredAbility("Whenever a creature you control blocks, you gain 1 life.", event="blocks",
                               what=parse_selector("creature you control"), instructions=(GainLife(1),))
    g = _attack(blockers={"x": (), "y": ()})
    g.create("w", permanent("Watch", ("enchantment",), watcher), controller="B", event=False)
    g.declare_blockers({"x": "a", "y": "a"})
    assert [p.source for p in g.pending] == ["w", "w"]
    g2 = _attack(blockers={"x": ()})
    g2.create("w", permanent("Watch", ("enchantment",), watcher), controller="A", event=False)
    g2.declare_blockers({"x": "a"})
    assert g2.pending == []  # B's creature is not "a creature you control" for A


@pytest.mark.parametrize(("ability", "says"), [
    ("  - static: {text: t, game_rule: Creatures can't be blocked.}\n",
     "game_rule: one of Creatures can't attack., Creatures can't block., not \"Creatures can't be blocked.\""),
    ("  - static: {text: t, cant_block: false}\n", "the effect does nothing"),
])
def test_a_game_rule_the_game_does_not_enforce_is_refused(tmp_path: object, ability: str, says: str) -> None:
    # 613.11: a rule only shown would be a word that does nothing
    from test_verify_input import CARD
    from test_verify_input import make_root as make_one

    from ruletext.errors import InputError
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    message = str(card_error(load_cards(make_one(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value)
    assert message.startswith("rules_src/cards/bear.yaml:7: ") and says in message, message


def test_can_block_says_which_attackers_each_creature_could_block() -> None:
    # 509.1a–b and evasion, judged as declare_blockers judges them; menace is the declaration's
    g = Game()
    g.create("bird", creature(abilities=(FLYING,)), controller="A", event=False)
    g.create("brute", creature(abilities=(Keyword("menace"),)), controller="A", event=False)
    g.create("spider", creature(abilities=(Keyword("reach"),)), controller="B", event=False)
    g.create("bear", creature(), controller="B", event=False)
    g.declare_attackers(["bird", "brute"], "B")
    assert (sorted(g.can_block("spider")), g.can_block("bear")) == (["bird", "brute"], ["brute"])
    assert g.can_block("bird") == []  # not the defending player's
    g.tap("spider")
    assert g.can_block("spider") == []


def test_an_additional_trigger_for_blocking_creatures() -> None:
    # 603.2d with the blocks event: "if a creature you control blocking causes …"
    from engine.abilities import AdditionalTriggers

    more = AdditionalTriggers("If a creature you control blocking causes a triggered ability of a permanent you "
                              "control to trigger, that ability triggers an additional time.", "blocks",
                              parse_selector("creature you control"))
    g = _attack(blockers={"x": (_gain("blocks"),)})
    g.create("amp", permanent("Amp", ("enchantment",), more), controller="B", event=False)
    g.declare_blockers({"x": "a"})
    assert [(p.source, p.additional) for p in g.pending] == [("x", False), ("x", True)]
