"""The ninth review round's accepted-but-ignored input (issue 20: every word the vocabulary accepts takes
effect where it is accepted, or is refused there with ``file:line``): X announced for a spell with no {X} in
its costs, a sacrifice chosen for a spell with no such cost, "kicked" on an object with no kicker as it
enters, an order of replacement effects naming an object with none, a declined replacement that is
mandatory, targets said for a trigger removed for lack of targets; and two rules the engine lacked — a
combat damage step with no attacker left (508.8), the world rule (704.5k)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Game
from engine.abilities import TriggeredAbility
from engine.amounts import parse_amount
from engine.errors import TargetError
from engine.instructions import PutCounters
from engine.objects import Characteristics
from engine.selectors import parse_selector
from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

HEAD = question("601.2b", "  - label: s\n    do:\n")
BEAR = "{name: 熊, type_line: Creature — Bear, pt: 2/2}"
EXILE = ('{name: 置換, type_line: Enchantment, abilities: [{replacement: {text: "If a creature would die, exile it '
         'instead.", would: {dies: creature}, instead: [{to_zone: exile}]}}]}')


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _run(tmp_path: Path, steps: str, cards: dict[str, CardDef], expect: str = "      A: {life: 20}\n") -> str:
    """The message the case of these actions is refused with (its line: steps begin on line 8)."""
    return refusal(written(tmp_path, HEAD + steps + "    expect:\n" + expect, "q.yaml"), cards)


HYDRA = ('{id: hydra, x: 3, object: {name: 水, type_line: Creature — Hydra, mana_cost: "{X}{G}", pt: 0/0, abilities: '
         '[{replacement: {text: "This creature enters with X +1/+1 counters on it.", would: {enters: self}, '
         'instead: [{with_counters: X}]}}]}}')


def test_x_for_a_spell_without_x_in_its_costs_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    # 601.2b, 107.3m: Clone ({3}{U}) has no X; it was a 3/3 copy of the X hydra instead of a 0/0 that dies
    steps = (f"      - cast_spell: {HYDRA}\n      - resolve_top: 1\n"
             "      - cast_spell: {id: clone, card: Clone, x: 3, choices: {copy: hydra}}\n")
    message = _run(tmp_path, steps, cards)
    assert "q.yaml:10: cast_spell: clone has no {X} in its costs: no value of X is announced for it (601.2b, " \
           "107.3m; its costs: {3}{U})" in message


def test_x_for_a_spell_with_x_is_taken(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    path = written(tmp_path, HEAD + f"      - cast_spell: {HYDRA}\n      - resolve_top: 1\n    expect:\n"
                   "      hydra: {pt: 3/3}\n", "q.yaml")
    assert run_case(load_case(path, "q.yaml"), cards).status == "pass"


def test_a_sacrifice_for_a_spell_without_such_a_cost_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    steps = (f"      - enter: {{id: c, silent: true, object: {BEAR}}}\n"
             "      - cast_spell: {id: b, card: Lightning Bolt, targets: [B], sacrificed: c}\n")
    message = _run(tmp_path, steps, cards)
    assert "q.yaml:9: cast_spell: b has no additional cost that sacrifices a permanent" in message
    assert "(601.2b, 601.2h; its additional cost: none)" in message


def test_kicked_as_it_enters_without_a_kicker_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = _run(tmp_path, '      - enter: {id: d, card: Grizzly Bears, kicked: ["{W}"]}\n', cards)
    assert "q.yaml:8: enter: d has no kicker {W} (702.33; its kickers: none)" in message


def test_an_order_of_replacements_naming_an_object_with_none_is_refused(tmp_path: Path,
                                                                        cards: dict[str, CardDef]) -> None:
    steps = (f"      - enter: {{id: c, silent: true, object: {BEAR}}}\n"
             f"      - enter: {{id: rip, silent: true, object: {EXILE}}}\n"
             "      - replacement_order: {player: A, order: [rip, c]}\n")
    message = _run(tmp_path, steps, cards)
    assert "q.yaml:10: replacement_order: c has no replacement effect to order (616.1; objects with one: rip)" \
        in message


def test_declining_a_mandatory_replacement_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    steps = (f"      - enter: {{id: rip, silent: true, object: {EXILE}}}\n"
             "      - decline_replacement: {player: A, objects: [rip]}\n")
    message = _run(tmp_path, steps, cards)
    assert "q.yaml:9: decline_replacement: rip: its replacement effects are mandatory — only an optional one " \
           "(`may: true`" in message


def test_declining_an_optional_replacement_is_taken(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    optional = EXILE.replace("would: {dies", "may: true, would: {dies")
    path = written(tmp_path, HEAD + f"      - enter: {{id: c, silent: true, object: {BEAR}}}\n"
                   f"      - enter: {{id: rip, silent: true, object: {optional}}}\n"
                   "      - decline_replacement: {player: A, objects: [rip]}\n      - destroy: c\n"
                   "    expect:\n      c: {zone: graveyard}\n", "q.yaml")
    result = run_case(load_case(path, "q.yaml"), cards)
    assert result.status == "pass", result.message


def test_targets_said_for_a_trigger_removed_for_lack_of_targets_are_refused() -> None:
    # 603.3d: no legal target — the ability is removed from the stack; the targets said were ignored
    ab = TriggeredAbility("Whenever a creature enters, put a +1/+1 counter on target artifact.", event="enters",
                          what=parse_selector("creature"), target="target artifact",
                          instructions=(PutCounters(parse_amount(1)),))
    g = Game()
    g.create("w", Characteristics("Watcher", card_types=frozenset({"enchantment"}), abilities=(ab,)),
             controller="A", event=False)
    g.create("c", Characteristics("Bear", card_types=frozenset({"creature"}), power=2, toughness=2), controller="A")
    with pytest.raises(TargetError, match=r"has no legal target now, so the ability is removed from the stack "
                                          r"\(603.3d\): no targets are chosen for it \(said: c\)"):
        g.priority(targets={g.pending[0].id: ["c"]})
    assert len(g.pending) == 1 and not g.stack  # nothing happened
    g.priority()
    assert not g.stack and not g.pending


COMBAT = (f"      - enter: {{id: bear, silent: true, object: {BEAR}}}\n"
          "      - attack: {attackers: [bear]}\n      - block: {blockers: {}}\n      - destroy: bear\n"
          "      - combat_damage: true\n")


def test_a_combat_damage_step_with_every_attacker_gone_deals_nothing(tmp_path: Path,
                                                                     cards: dict[str, CardDef]) -> None:
    # 508.8: the step is skipped only when no attackers were declared (it was refused before)
    path = written(tmp_path, HEAD + COMBAT + "    expect:\n      B: {life: 20}\n", "q.yaml")
    result = run_case(load_case(path, "q.yaml"), cards)
    assert result.status == "pass", result.message


def test_a_combat_damage_step_without_attackers_declared_is_refused(tmp_path: Path,
                                                                    cards: dict[str, CardDef]) -> None:
    steps = f"      - enter: {{id: bear, silent: true, object: {BEAR}}}\n      - combat_damage: true\n"
    assert "q.yaml:9: combat_damage: no creature is attacking or blocking (510; 508.8: no attackers were declared)" \
        in _run(tmp_path, steps, cards)


def _world(g: Game, oid: str, timestamp: int | None = None) -> None:
    g.create(oid, Characteristics(oid, card_types=frozenset({"enchantment"}), supertypes=frozenset({"world"})),
             controller="A", timestamp=timestamp)


def test_the_world_rule_keeps_the_newest_world() -> None:
    g = Game()
    _world(g, "w1")
    _world(g, "w2")
    g.check_state_based_actions()
    assert (g.obj("w1").zone, g.obj("w2").zone) == ("graveyard", "battlefield")  # 704.5k


def test_the_world_rule_on_a_tie_puts_all_into_the_graveyard() -> None:
    g = Game()
    _world(g, "w1", timestamp=50)
    _world(g, "w2", timestamp=50)
    g.check_state_based_actions()
    assert (g.obj("w1").zone, g.obj("w2").zone) == ("graveyard", "graveyard")  # 704.5k: a tie


# 306.5b, 209.1: a planeswalker enters with its printed loyalty in loyalty counters (a replacement effect,
# 614.1c, so counter replacements apply); 707.2: a copy has the copied one. It entered with none and died.
WALKER = "{name: 歩, type_line: Legendary Planeswalker — Jace, mana_cost: \"{2}{U}{U}\", loyalty: 3}"


def _passes(tmp_path: Path, steps: str, expect: str, cards: dict[str, CardDef]) -> None:
    path = written(tmp_path, HEAD + steps + "    expect:\n" + expect, "q.yaml")
    result = run_case(load_case(path, "q.yaml"), cards)
    assert result.status == "pass", result.message


def test_a_planeswalker_spell_enters_with_its_printed_loyalty(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(tmp_path, f"      - cast_spell: {{id: pw, object: {WALKER}}}\n      - resolve_top: 1\n      - sba: true\n",
            "      pw: {zone: battlefield, counters: {loyalty: 3}}\n", cards)


def test_counters_said_as_it_enters_are_its_loyalty(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    _passes(tmp_path, f"      - enter: {{id: pw, counters: {{loyalty: 5}}, object: {WALKER}}}\n",
            "      pw: {counters: {loyalty: 5}}\n", cards)


def test_its_loyalty_counters_are_counters_put_as_it_enters(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    more = ('{name: 誓い, type_line: Enchantment, abilities: [{more_counters: {text: "Each planeswalker you control '
            'enters with an additional loyalty counter on it.", what: planeswalker you control, counters: loyalty, '
            'add: 1}}]}')
    _passes(tmp_path, f"      - enter: {{id: oath, silent: true, object: {more}}}\n"
            f"      - enter: {{id: pw, object: {WALKER}}}\n", "      pw: {counters: {loyalty: 4}}\n", cards)


def test_a_copy_of_a_planeswalker_enters_with_the_copied_loyalty(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    mirror = ('{name: 鏡, type_line: Artifact, abilities: [{as_enters: {text: "You may have this artifact enter as a '
              'copy of a planeswalker on the battlefield.", copy: planeswalker}}]}')
    _passes(tmp_path, f"      - enter: {{id: pw, silent: true, object: {WALKER}}}\n"
            f"      - enter: {{id: m, object: {mirror}, choices: {{copy: pw}}}}\n",
            "      m: {counters: {loyalty: 3}}\n", cards)


def test_a_planeswalker_with_no_loyalty_said_is_refused_as_it_enters(tmp_path: Path,
                                                                     cards: dict[str, CardDef]) -> None:
    bare = WALKER.replace(", loyalty: 3", "")
    message = _run(tmp_path, f"      - cast_spell: {{id: pw, object: {bare}}}\n      - resolve_top: 1\n", cards)
    assert "q.yaml:9: resolve_top: pw is a planeswalker with no printed loyalty: give its object `loyalty: N` " \
           "(209.1, 306.5b), or `enter` it with `counters: {loyalty: N}`" in message


def test_loyalty_is_refused_on_an_object_that_is_no_planeswalker(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    message = _run(tmp_path, f"      - enter: {{id: c, object: {BEAR[:-1]}, loyalty: 3}}}}\n", cards)
    assert "q.yaml:8: loyalty: only a planeswalker has a printed loyalty (209.1, 306.5b)" in message


def test_a_planeswalker_token_enters_with_the_loyalty_its_effect_defines(tmp_path: Path,
                                                                          cards: dict[str, CardDef]) -> None:
    # 111.3: the effect that creates a token may define its characteristics, its loyalty too (209.1, 306.5b)
    maker = ('{name: 誓願, type_line: Sorcery, mana_cost: "{1}", abilities: [{spell: {text: "Create a 0/0 '
             'planeswalker token with loyalty 2.", do: [{create_tokens: 1, token: {name: 歩兵, type_line: '
             'Legendary Planeswalker — Jace, loyalty: 2}}]}}]}')
    _passes(tmp_path, f"      - cast_spell: {{id: s, object: {maker}}}\n      - resolve_top: 1\n      - sba: true\n",
            "      token1: {zone: battlefield, counters: {loyalty: 2}}\n", cards)
