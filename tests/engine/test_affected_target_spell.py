"""115.1a, 601.2c, 608.2b: a spell whose effect says "target creature" (`affected: target
creature`, no `target:` key) is a targeted spell in every respect — its target is chosen and
checked as it is cast (hexproof against an opponent's spell, 702.11b), and it doesn't resolve if
that target is illegal as it resolves (shroud, protection, a new object, no longer a creature),
as the same spell written with `target:` (anonymous objects)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Const, Game, Keyword, ModifyPT, SpellAbility, parse_selector
from engine.effects import Duration, EffectSpec
from engine.errors import TargetError
from tests.case_refusal import question, refusal, shipped_cards, written
from tests.engine.engine_helpers import creature, permanent
from verify.cases import load_case, run_case

PUMP = """      - cast_spell: {id: gg, targets: [c], object: {name: 呪文, type_line: Instant, abilities: [{spell: {text: "Target creature gets +3/+3 until end of turn.", text_ja: "クリーチャー1体を対象とする。それはターン終了時まで+3/+3の修整を受ける。", TARGETaffected: target creature, duration: end_of_turn, modify_pt: +3/+3}}]}}
"""
SCENE = """  - label: 唱えて、対応して
    do:
      - enter: {id: c, silent: true, object: {name: クリーチャー, type_line: Artifact Creature, pt: 2/2}}
PUMP      - RESPONSE
      - resolve_top: 1
      - END
    expect:
      c: {pt: PT}
      gg: {zone: graveyard}
"""
RESPONSES = {
    "shroud": 'effect: {id: sh, duration: end_of_turn, text: "Target creature gains shroud until end of turn.", '
              'text_ja: "クリーチャー1体を対象とする。それはターン終了時まで被覆を得る。", targets: [c], add_abilities: [shroud]}',
    "protection": 'effect: {id: pr, duration: end_of_turn, text: "Target creature gains protection from blue until end of '
                  'turn.", text_ja: "クリーチャー1体を対象とする。それはターン終了時までプロテクション（青）を得る。", '
                  'targets: [c], add_abilities: [protection from blue]}',
    "flicker": "move: {object: c, to: exile}\n      - move: {object: c, to: battlefield}",
    "not a creature": 'effect: {id: nc, duration: end_of_turn, text: "Target artifact creature becomes a noncreature '
                      'artifact until end of turn.", text_ja: "アーティファクト・クリーチャー1つを対象とする。それはターン終了時まで'
                      'クリーチャーでないアーティファクトになる。", targets: [c], set_types: [artifact]}',
}


def _case(response: str, pt: str, *, target_key: bool) -> str:
    pump = PUMP.replace("TARGET", "target: target creature, " if target_key else "")
    pump = pump.replace("type_line: Instant", "type_line: Instant, colors: [blue]")
    # once the spell is resolved (or not), the effect that made it a noncreature ends: its P/T shows
    end = "end_effect: nc" if "id: nc" in response else "priority: true"
    return question("608.2b", SCENE.replace("PUMP", pump).replace("RESPONSE", response).replace("PT", pt)
                    .replace("END", end))


@pytest.mark.parametrize("response", sorted(RESPONSES))
@pytest.mark.parametrize("target_key", [False, True])
def test_the_spell_does_not_resolve_once_its_target_is_illegal(tmp_path: Path, response: str, target_key: bool) -> None:
    # 608.2b: before, without `target:`, the spell resolved and the creature was 5/5 in all four
    path = written(tmp_path, _case(RESPONSES[response], "2/2", target_key=target_key), "608.2b-q.yaml")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message


def test_it_resolves_while_its_target_is_legal(tmp_path: Path) -> None:
    text = _case("priority: true", "5/5", target_key=False)
    result = run_case(load_case(written(tmp_path, text, "608.2b-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message


def _made(affected: str) -> SpellAbility:
    text = f"{affected.capitalize()} gets +3/+3 until end of turn."
    return SpellAbility.made({"text": text, "duration": Duration.END_OF_TURN,
                              "effect": EffectSpec(text, parse_selector(affected), (ModifyPT(Const(3), Const(3)),))})


def test_the_phrase_is_the_spells_target_phrase() -> None:
    assert _made("target creature you control").target == "target creature you control"  # 115.1a: the spell's targets, one notion


def test_an_opponents_hexproof_creature_is_no_legal_target_as_it_is_cast() -> None:
    pump = _made("target creature")
    g = Game()
    g.create("c", creature("Creature", abilities=(Keyword("hexproof"),)), controller="A")
    g.create("gg", permanent("Pump", ("instant",), pump), controller="B", zone="hand")
    g.active = "B"
    with pytest.raises(TargetError, match="choose legal targets"):  # 702.11b, 601.2c; before: cast, 5/5
        g.cast("gg", targets=["c"])
    g.create("own", creature("Creature", abilities=(Keyword("hexproof"),)), controller="B")
    g.cast("gg", targets=["own"])  # its controller's own spell may target it (702.11b)
    g.resolve_top()
    assert g.characteristics().state("own").pt == "5/5"


def test_an_effect_that_reads_targets_without_a_target_phrase_is_refused(tmp_path: Path) -> None:
    spell = ('      - cast_spell: {id: s, object: {name: 呪文, type_line: Instant, abilities: [{spell: {text: "Creatures '
             'that share a color with it get +1/+1.", affected: creatures that share a color with it, '
             'duration: end_of_turn, modify_pt: +1/+1}}]}}\n')
    text = question("115.1", "  - label: a\n    do:\n" + spell + "    expect:\n      A: {life: 20}\n")
    message = refusal(written(tmp_path, text, "115.1-q.yaml"), shipped_cards())
    assert "give the spell its `target:` (115.1)" in message, message
