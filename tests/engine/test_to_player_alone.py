"""``would: {to_player: …}`` without ``damage:`` — "damage that would be dealt to you" (615.1,
616.1): the docs say `damage:` and/or `to_player:`, and `to_player` alone was refused. It is the
damage dealt to that player and to nothing else (120.3: damage to a player and damage to a
permanent are different results); with both keys, damage to either. Read from a scenario as a
contributor writes it (the fifth round's q25a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.replacement import DamageWould
from engine.selectors import parse_selector
from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

CASE = question("616.1", """\
  - label: 準備
    do:
      - enter: {id: prev, object: {name: 盾, type_line: Enchantment, abilities: [{replacement: {text: "If a source
                would deal damage to you, prevent 1 of that damage.", would: WOULD, instead: [{prevent: 1}]}}]}}
      - enter: {id: dbl, object: {name: 倍, type_line: Enchantment, abilities: [{replacement: {text: "If a source
                would deal damage to you, it deals double that damage to you instead.", would: WOULD,
                instead: [{double: true}]}}]}}
      - enter: {id: mine, object: {name: 熊, type_line: Creature, pt: 2/4}}
      - enter: {id: src, controller: B, object: {name: 源, type_line: Creature, pt: 3/3}}
  - label: 軽減が先
    do:
      - replacement_order: {player: A, order: [prev, dbl]}
      - damage: {from: src, to: A, amount: 3}
    expect:
      A: {life: 16}
  - label: 2倍が先
    do:
      - replacement_order: {player: A, order: [dbl, prev]}
      - damage: {from: src, to: A, amount: 3}
    expect:
      A: {life: 11}
  - label: あなたのクリーチャーへのダメージ
    do:
      - damage: {from: src, to: mine, amount: 3}
    expect:
      mine: {damage: MINE}
""")


def _run(tmp_path: Path, would: str, mine: int) -> tuple[str, str]:
    path = tmp_path / "616.1-q.yaml"
    path.write_text(CASE.replace("WOULD", would).replace("MINE", str(mine)), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    return result.status, result.message


def test_to_player_alone_is_damage_to_that_player_only(tmp_path: Path) -> None:
    # 616.1e: A orders the two (3 → 2 → 4, or 3 → 6 → 5); a creature A controls is dealt all 3
    assert _run(tmp_path, "{to_player: you}", 3) == ("pass", "")


def test_both_keys_are_damage_to_either(tmp_path: Path) -> None:
    # the creature's 3 is doubled to 6, then 1 of it prevented: A's order of the step before (616.1)
    assert _run(tmp_path, "{damage: creatures you control, to_player: you}", 5) == ("pass", "")


def test_to_player_alone_does_not_match_a_permanent() -> None:
    from engine.replacement import Would, WouldKind
    from engine.selectors import Context
    ctx = Context(views={}, source="s", controller="A")
    alone, both = DamageWould(to_player="you"), DamageWould(parse_selector("creatures"), to_player="you")
    to_a = Would(WouldKind.DAMAGE, player="A", source="x", amount=1)
    assert alone.matches(to_a, {}, ctx) and both.matches(to_a, {}, ctx)
    assert not alone.matches(Would(WouldKind.DAMAGE, player="B", source="x", amount=1), {}, ctx)


@pytest.mark.parametrize(("would", "says"), [
    ("{by: creatures}", "has exactly one of: damage"),
    ("{to_player: everyone}", "one of you, an opponent, a player, not 'everyone'"),
])
def test_a_damage_to_nothing_is_refused_at_its_line(tmp_path: Path, would: str, says: str) -> None:
    path = tmp_path / "616.1-q.yaml"
    path.write_text(CASE.replace("WOULD", would).replace("MINE", "3"), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:9: " in message and says in message, message


def test_a_damage_word_of_neither_key_is_refused() -> None:
    from engine.errors import ValueSyntaxError
    with pytest.raises(ValueSyntaxError, match="give `damage:` .* or `to_player:`") as err:
        DamageWould.check({"to": None, "to_player": ""})
    assert err.value.says is not None and err.value.says["kind"] == "error.missing_key"
