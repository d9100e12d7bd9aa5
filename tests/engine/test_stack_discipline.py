"""117.5, 704.3, 603.3, 500.2: between two resolutions a player gets priority — state-based
actions, then the triggered abilities waiting go on the stack — and a step ends (a step begins,
the turn ends, attackers or blockers are declared) only with the stack empty and nothing waiting
(anonymous objects; the ninth review's q108, q109, q110, q113)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cases import load_case, run_case

BEAR = "      - enter: {id: c, controller: B, silent: true, object: {name: Bのクリーチャー, type_line: Creature, pt: 2/2}}\n"
PUMP = ('      - cast_spell: {id: pump, controller: B, targets: [c], object: {name: 呪文, type_line: Instant, abilities: '
        '[{spell: {text: "Target creature gets +3/+3 until end of turn.", text_ja: "クリーチャー1体を対象とする。それは'
        'ターン終了時まで+3/+3の修整を受ける。", target: target creature, affected: target creature, duration: end_of_turn, '
        'modify_pt: +3/+3}}]}}\n')
HEAL = ('      - cast_spell: {id: heal, object: {name: 治癒, type_line: Instant, abilities: [{spell: {text: "You gain 5 '
        'life.", text_ja: "あなたは5点のライフを得る。", do: [{gain_life: 5}]}}]}}\n')
KILL = ('      - cast_spell: {id: kill, targets: [c], object: {name: 破壊, type_line: Instant, abilities: [{spell: {text: '
        '"Destroy target creature.", text_ja: "クリーチャー1体を対象とする。それを破壊する。", target: target creature, '
        'do: [{destroy: target creature}]}}]}}\n')


def _watcher(oid: str, ability: str = "") -> str:
    ability = ability or ('{triggered: {text: "Whenever a creature dies, you gain 1 life.", text_ja: "クリーチャーが1体'
                          '死亡するたび、あなたは1点のライフを得る。", when: dies, what: creature, do: [{gain_life: 1}]}}')
    return f"      - enter: {{id: {oid}, silent: true, object: {{name: 見張り, type_line: Enchantment, abilities: [{ability}]}}}}\n"


def _run(tmp_path: Path, do: str, expect: str) -> tuple[str, str]:
    path = written(tmp_path, question("117.5", f"  - label: 解決\n    do:\n{do}    expect:\n{expect}"), "117.5-q.yaml")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    return result.status, result.message


def test_state_based_actions_happen_between_two_resolutions(tmp_path: Path) -> None:
    # q108: before, the 2/2 with 3 damage got +3/+3 from the spell below and survived
    bolt = "      - cast_spell: {id: bolt, card: Lightning Bolt, targets: [c]}\n"
    status, message = _run(tmp_path, BEAR + PUMP + bolt + "      - resolve_top: 2\n",
                           "      c: {zone: graveyard}\n      pump: {zone: graveyard}\n      stack: {count: 0}\n")
    assert status == "pass", message


def test_a_trigger_goes_on_top_before_the_next_resolution(tmp_path: Path) -> None:
    # q109: before, the spell below resolved second (A 25, stack empty, the trigger pending)
    status, message = _run(tmp_path, _watcher("w") + BEAR + HEAL + KILL + "      - resolve_top: 2\n",
                           "      A: {life: 21}\n      stack: {count: 1}\n      heal: {zone: stack}\n")
    assert status == "pass", message


def test_two_triggers_of_one_player_between_resolutions_are_refused(tmp_path: Path) -> None:
    # 603.3b: their order is the player's choice, which resolve_top cannot carry
    do = _watcher("w1") + _watcher("w2") + BEAR + HEAL + KILL + "      - resolve_top: 2\n"
    path = written(tmp_path, question("117.5", f"  - label: 解決\n    do:\n{do}    expect:\n      A: {{life: 22}}\n"),
                   "117.5-q.yaml")
    message = refusal(path, shipped_cards())
    assert ":13: resolve_top: after s2 resolved: a player gets priority (117.5) and A puts t1, t2 on the stack" in message
    assert "603.3b" in message


def test_a_trigger_needing_a_target_between_resolutions_is_refused(tmp_path: Path) -> None:
    ability = ('{triggered: {text: "Whenever a creature dies, target player gains 1 life.", text_ja: "クリーチャーが'
               '1体死亡するたび、プレイヤー1人を対象とする。そのプレイヤーは1点のライフを得る。", when: dies, what: creature, '
               'target: target player, do: [{gain_life: 1, who: target player}]}}')
    do = _watcher("w", ability) + BEAR + HEAL + KILL + "      - resolve_top: 2\n"
    path = written(tmp_path, question("117.5", f"  - label: 解決\n    do:\n{do}    expect:\n      A: {{life: 21}}\n"),
                   "117.5-q.yaml")
    message = refusal(path, shipped_cards())
    assert "resolve_top: after s2 resolved: a player gets priority (117.5) and t1: choose a target" in message
    assert "`priority: {targets: …}` first" in message


def test_one_at_a_time_with_priority_between_is_the_same_game(tmp_path: Path) -> None:
    status, message = _run(tmp_path, _watcher("w") + BEAR + HEAL + KILL
                           + "      - resolve_top: 1\n      - priority: true\n      - resolve_top: 1\n",
                           "      A: {life: 21}\n      stack: {count: 1}\n")
    assert status == "pass", message


@pytest.mark.parametrize("action", ["begin_step: end", "end_turn: true", "attack: {attackers: [x]}",
                                    "block: {blockers: {}}"])
def test_a_step_does_not_end_with_a_spell_on_the_stack(tmp_path: Path, action: str) -> None:
    # q110, q113 (500.2): before, each was accepted and the spell stayed on the stack into the next step or turn
    do = ("      - enter: {id: x, silent: true, object: {name: 熊, type_line: Creature, pt: 2/2}}\n" + HEAL
          + f"      - {action}\n")
    path = written(tmp_path, question("500.2", f"  - label: 進む\n    do:\n{do}    expect:\n      stack: {{count: 1}}\n"),
                   "500.2-q.yaml")
    message = refusal(path, shipped_cards())
    assert f":10: {action.split(':')[0]}: the stack is not empty (1 object) — a step ends only when the stack is empty" \
           in message and "(500.2)" in message


def test_a_step_does_not_end_with_a_trigger_waiting(tmp_path: Path) -> None:
    do = _watcher("w") + BEAR + "      - destroy: c\n      - begin_step: end\n"
    path = written(tmp_path, question("500.2", f"  - label: 進む\n    do:\n{do}    expect:\n      A: {{life: 21}}\n"),
                   "500.2-q.yaml")
    message = refusal(path, shipped_cards())
    assert "begin_step: a triggered ability waits to be put on the stack" in message


ROD = ("      - enter: {id: rod, silent: true, object: {name: 杖, type_line: Artifact, abilities: [{activated: {text: "
       '"{T}: You gain 3 life.", text_ja: "{T}：あなたは3点のライフを得る。", cost: "{T}", do: [{gain_life: 3}]}}]}}\n')


def test_a_spell_cast_while_a_trigger_waits_goes_on_top_of_it(tmp_path: Path) -> None:
    # q112 (117.5, 603.3): before, the trigger went on the stack above a spell cast after it triggered
    status, message = _run(tmp_path, _watcher("w") + BEAR + "      - destroy: c\n" + HEAL + "      - resolve_top: 1\n",
                           "      A: {life: 25}\n      stack: {count: 1, kinds: [trigger]}\n      pending: {count: 0}\n")
    assert status == "pass", message


def test_an_ability_activated_while_a_trigger_waits_goes_on_top_of_it(tmp_path: Path) -> None:
    # 602.2, 117.5: the same for an activated ability that uses the stack
    status, message = _run(tmp_path, _watcher("w") + BEAR + ROD + "      - destroy: c\n"
                           "      - activate: {object: rod}\n      - resolve_top: 1\n",
                           "      A: {life: 23}\n      stack: {count: 1, kinds: [trigger]}\n")
    assert status == "pass", message


def test_state_based_actions_come_before_a_spell_is_cast(tmp_path: Path) -> None:
    # 117.5, 704.3: the creature with lethal damage dies before A casts, and its dies trigger goes below the spell
    src = "      - enter: {id: src, silent: true, controller: B, object: {name: 発生源, type_line: Creature, pt: 3/3}}\n"
    status, message = _run(tmp_path, _watcher("w") + BEAR + src + "      - damage: {from: src, to: c, amount: 2}\n"
                           + HEAL, "      c: {zone: graveyard}\n      stack: {count: 2, kinds: [trigger, spell]}\n")
    assert status == "pass", message


def test_two_triggers_waiting_as_a_spell_is_cast_are_refused_at_its_line(tmp_path: Path) -> None:
    # 603.3b: their order is the player's choice, which cast_spell cannot carry
    do = _watcher("w1") + _watcher("w2") + BEAR + "      - destroy: c\n" + HEAL
    path = written(tmp_path, question("117.5", f"  - label: 唱える\n    do:\n{do}    expect:\n      A: {{life: 22}}\n"),
                   "117.5-q.yaml")
    message = refusal(path, shipped_cards())
    assert ":12: cast_spell: before heal is cast: a player gets priority (117.5) and A puts t1, t2 on the stack in " \
           "the order they choose (603.3b)" in message, message
    ordered = do.replace(HEAL, "      - priority: {order: [t1, t2]}\n" + HEAL)
    status, message = _run(tmp_path, ordered, "      stack: {count: 3, kinds: [trigger, trigger, spell]}\n")
    assert status == "pass", message


CAST_WATCHER = ('{triggered: {text: "Whenever you cast an instant spell, you gain 1 life.", text_ja: "あなたがインスタント・'
                '呪文を1つ唱えるたび、あなたは1点のライフを得る。", when: cast, what: instant spell you control, '
                'do: [{gain_life: 1}]}}')
LOSE = ('      - cast_spell: {id: g, object: {name: 代償, type_line: Instant, abilities: [{spell: {text: "You lose 2 '
        'life.", text_ja: "あなたは2点のライフを失う。", do: [{lose_life: 2}]}}]}}\n')


def test_a_cast_trigger_goes_on_the_stack_above_its_spell_before_the_first_resolution(tmp_path: Path) -> None:
    # the eleventh review's q81 (601.2i, 117.5, 603.3): before, the spell resolved under its own cast trigger (A 18)
    status, message = _run(tmp_path, _watcher("w", CAST_WATCHER) + LOSE + "      - resolve_top: 1\n",
                           "      A: {life: 21}\n      stack: {count: 1}\n      g: {zone: stack}\n")
    assert status == "pass", message


def test_a_trigger_of_an_activation_cost_goes_on_the_stack_above_the_ability(tmp_path: Path) -> None:
    # q82 (602.2, 117.5): the dies trigger of a sacrifice cost resolves first
    creature = ('      - enter: {id: c, silent: true, object: {name: 献身者, type_line: Creature, pt: 1/1, abilities: ['
                '{activated: {text: "Sacrifice this creature: You lose 2 life.", text_ja: "このクリーチャーを生け贄に捧げる：'
                'あなたは2点のライフを失う。", cost: "Sacrifice this creature", do: [{lose_life: 2}]}}, '
                '{triggered: {text: "When this creature dies, you gain 1 life.", text_ja: "このクリーチャーが死亡したとき、'
                'あなたは1点のライフを得る。", when: dies, do: [{gain_life: 1}]}}]}}\n')
    status, message = _run(tmp_path, creature + "      - activate: {object: c}\n      - resolve_top: 1\n",
                           "      A: {life: 21}\n      stack: {count: 1}\n")
    assert status == "pass", message


def test_two_triggers_waiting_before_the_first_resolution_are_refused(tmp_path: Path) -> None:
    # 603.3b: two cast triggers of one player wait to be ordered
    do = _watcher("w1", CAST_WATCHER) + _watcher("w2", CAST_WATCHER) + LOSE + "      - resolve_top: 1\n"
    path = written(tmp_path, question("117.5", f"  - label: 解決\n    do:\n{do}    expect:\n      A: {{life: 20}}\n"),
                   "117.5-q.yaml")
    message = refusal(path, shipped_cards())
    assert "resolve_top: before the top resolves: a player gets priority (117.5) and A puts t1, t2 on the stack" in message
