"""What a new contributor hit (issue #8), each now a ``file:line`` message — or, for the
spell with both kinds of instructions, now working. Cards and scenarios are written as a
contributor writes them from docs/cards.md and docs/scenarios.md."""

from __future__ import annotations

from pathlib import Path

from engine_helpers import card_error, example_error
from test_verify_input import CARD, SCENARIO, corpus
from test_verify_input import make_root as make_one

from verify import run
from verify.cards import load_cards
from verify.errors import CardError, ScenarioError

_made = [0]


def make_root(tmp_path: Path, **kw: str) -> Path:
    """A fresh rules_src under ``tmp_path`` (each call its own)."""
    _made[0] += 1
    folder = tmp_path / str(_made[0])
    folder.mkdir()
    return make_one(folder, **kw)


CLONE = CARD.replace("pt: 2/2\n", "pt: 0/0\n") + """\
abilities:
  - as_enters:
      text: You may have this enter as a copy of a creature, except it's 7/7.
      copy: creature
"""


def test_unknown_keys_in_a_card_are_errors(tmp_path: Path) -> None:
    # except_pt and plus_types are words of the vocabulary (707.9b); misspelt, they are errors
    for bad, line, meant in (("      except_pts: 7/7\n", 10, "except_pt"),
                             ("      plus_type: Enchantment\n", 10, "plus_types")):
        err = card_error(load_cards(make_root(tmp_path, card=CLONE + bad)), CardError)
        key = bad.split(":")[0].strip()
        assert str(err.value).startswith(f"rules_src/cards/bear.yaml:{line}: as_enters: unknown key '{key}' "
                                         "(accepted: text, choose, copy, except_colors, plus_abilities")
        assert f"did you mean '{meant}'?" in str(err.value)
    err = card_error(load_cards(make_root(tmp_path, card=CARD + "bogus_key: 1\n")), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:6: unknown card key 'bogus_key' (accepted: id, ja")
    err = card_error(load_cards(make_root(tmp_path, card=CARD + "abilitys: [flying]\n")), CardError)
    assert "did you mean 'abilities'?" in str(err.value)


def test_unknown_keys_in_inline_objects_and_instructions(tmp_path: Path) -> None:
    scenario = SCENARIO.replace("{id: c, card: テストの熊}", "{id: c, object: {name: x, type_line: Creature, pt: 2/2, "
                                                               "power: 3}}")
    err = example_error(run(corpus(), make_root(tmp_path, scenario=scenario)))
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:7: unknown key 'power'")
    card = CARD + """\
abilities:
  - triggered:
      text: When this enters, you gain 1 life.
      when: enters
      do:
        - gain_life: 1
          whom: each opponent
"""
    err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:12: gain_life: unknown key 'whom' (accepted: "
                                     "gain_life, who, once_each_turn; did you mean 'who'?)")
    err = card_error(load_cards(make_root(tmp_path, card=card.replace("whom: each opponent", "who: everyone"))),
                     CardError)
    assert "gain_life who: one of you, each opponent, each player" in str(err.value)
    err = card_error(load_cards(make_root(tmp_path, card=card.replace(
        "whom:", "who:").replace("gain_life: 1\n", "gain_life: one\n"))),
                     CardError)
    assert "gain_life: unknown amount 'one'" in str(err.value)


def test_unknown_choice_keys_are_errors(tmp_path: Path) -> None:
    scenario = SCENARIO.replace("{id: c, card: テストの熊}", "{id: c, card: テストの熊, choices: {creature_type: Elf}}")
    err = example_error(run(corpus(), make_root(tmp_path, scenario=scenario)))
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:7: unknown choice 'creature_type' "
                                     "(known: color, creature type, copy, exile, enchant, top, devour, from, to, pay, riot; did you mean 'creature type'?)")
    scenario = SCENARIO.replace("{id: c, card: テストの熊}", "{id: c, card: テストの熊, choices: {color: purple}}")
    err = example_error(run(corpus(), make_root(tmp_path, scenario=scenario)))
    assert "choice 'color': one of white, blue, black, red, green, not 'purple'" in str(err.value)


def _named(name: str, expected: str) -> str:
    return SCENARIO.replace("{id: c, card: テストの熊}", f"{{id: c, object: {{name: {name}, type_line: Creature, "
                                                          "pt: 2/2}}").replace("c: {pt: 3/3}",
                                                                               f"c: {{pt: 3/3, name: \"{expected}\"}}")


def test_an_empty_name_does_not_match_a_named_object(tmp_path: Path) -> None:
    for name in ("Grinning Demon", "Foo", "にやにや笑う悪魔"):
        r = run(corpus(), make_root(tmp_path, scenario=_named(name, ""))).examples["art-ex-1"]
        assert r.status == "fail", (name, r.message)
        assert r.status == "fail" and f"c.name: expected , got {name}" in r.message
        assert run(corpus(), make_root(tmp_path, scenario=_named(name, name))).examples["art-ex-1"].status == "pass"
    # a card: its Japanese or its English name, exactly
    scenario = SCENARIO.replace("c: {pt: 3/3}", "c: {pt: 3/3, name: Test Bear}")
    assert run(corpus(), make_root(tmp_path, scenario=scenario)).examples["art-ex-1"].status == "pass"
    scenario = SCENARIO.replace("c: {pt: 3/3}", "c: {pt: 3/3, name: Test}")
    assert run(corpus(), make_root(tmp_path, scenario=scenario)).examples["art-ex-1"].status == "fail"


SPELL = CARD.replace("type_line: Creature — Bear\npt: 2/2\n", "type_line: Sorcery\n") + """\
abilities:
  - spell:
      text: Creatures you control get +1/+1 until end of turn. You gain 2 life.
      affected: creatures you control
      modify_pt: +1/+1
      duration: end_of_turn
      do:
        - gain_life: 2
"""

BOTH = """\
example: "art-ex-1"
title: a spell with an effect and an instruction
text: "2/2のクリーチャーが+1/+1の修整を受けて3/3になる。"
steps:
  - label: it resolves
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - HOW
    expect:
      c: {pt: 3/3}
      A: {life: 22}
"""


def test_a_spell_with_a_continuous_effect_and_instructions(tmp_path: Path) -> None:
    cast = BOTH.replace("- HOW", "- cast: {card: テストの熊}")
    r = run(corpus(), make_root(tmp_path, card=SPELL, scenario=cast)).examples["art-ex-1"]
    assert r.status == "pass", r.message
    on_stack = BOTH.replace("- HOW", "- cast_spell: {card: テストの熊, id: s}\n      - resolve_top: 1")
    r = run(corpus(), make_root(tmp_path, card=SPELL, scenario=on_stack)).examples["art-ex-1"]
    assert r.status == "pass", r.message


def test_text_only_abilities_are_handled_alike(tmp_path: Path) -> None:
    for kind in ("static", "triggered"):
        card = CARD + f"abilities:\n  - {kind}: Whenever this deals damage, you gain that much life.\n"
        cards = load_cards(make_root(tmp_path, card=card))
        assert not cards.broken
        (ability,) = cards["bear"].card.abilities
        assert ability.text == "Whenever this deals damage, you gain that much life."
    # a mapping says it is to be executed: it must be complete
    for kind, message in (("static", "the effect does nothing"), ("triggered", "triggered: give 'when'")):
        card = CARD + f"abilities:\n  - {kind}:\n      text: Something happens.\n"
        err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
        assert message in str(err.value) and str(err.value).startswith("rules_src/cards/bear.yaml:")


def test_the_delayed_notation_of_the_docs_works(tmp_path: Path) -> None:
    docs = (Path(__file__).resolve().parents[2] / "docs" / "cards.md").read_text(encoding="utf-8")
    assert "`delayed: {triggered" not in docs
    card = CARD + """\
abilities:
  - triggered:
      text: When this enters, at the beginning of the next end step, you gain 1 life.
      when: enters
      do:
        - delayed: {text: "At the beginning of the next end step, you gain 1 life.", when: beginning_of,
                    step: end, do: [{gain_life: 1}]}
"""
    cards = load_cards(make_root(tmp_path, card=card))
    assert not cards.broken
    wrapped = card.replace("delayed: {text", "delayed: {triggered: {text").replace("1}]}\n", "1}]}}\n")
    err = card_error(load_cards(make_root(tmp_path, card=wrapped)), CardError)
    assert "triggered: unknown key 'triggered' (accepted: text, when," in str(err.value)


def test_one_broken_card_blocks_no_other_example(tmp_path: Path) -> None:
    root = make_root(tmp_path)
    (root / "cards" / "broken.yaml").write_text("ja: 壊れた\nen: Broken\ntype_line: Creature\npt: x/2\n",
                                                encoding="utf-8")
    (root / "cards" / "not-yaml.yaml").write_text("ja: [\n", encoding="utf-8")
    r = run(corpus(), root).examples["art-ex-1"]
    assert r.status == "pass", r.message
    (root / "scenarios" / "art-ex-1.yaml").write_text(SCENARIO.replace("card: テストの熊", "card: 壊れた"),
                                                      encoding="utf-8")
    err = example_error(run(corpus(), root))
    assert str(err.value).startswith("rules_src/cards/broken.yaml:4: not a power/toughness: 'x/2'")


def test_every_id_is_reported(tmp_path: Path) -> None:
    root = make_root(tmp_path, scenario=SCENARIO.replace("- effect:", "- explode:"))
    (root / "scenarios" / "row.yaml").write_text(SCENARIO.replace('"art-ex-1"', '"art-table-1-row-1"').replace(
        "text: \"2/2のクリーチャーが+1/+1の修整を受けて3/3になる。\"",
        "text: \"カード名: テストの熊/Test Bear / 効果: 2/2のクリーチャー\"").replace("modify_pt: +1/+1", "modify_pt: +0/+0")
        .replace("pt: 3/3", "pt: 2/2"), encoding="utf-8")
    report = run(corpus(), root)
    assert report.examples["art-ex-1"].status == "error"
    assert report.examples["art-table-1-row-1"].status == "pass", report.examples["art-table-1-row-1"].message
    try:
        run(corpus(), root, strict=True)
    except ScenarioError:
        raise AssertionError("strict: one error listing every broken example, not the first one") from None
    except ValueError as err:
        assert "art-ex-1.yaml:8: unknown action 'explode'" in str(err)


def test_effect_parts_check_their_values(tmp_path: Path) -> None:
    for part, message in (("modify_pt: big", "modify_pt: +N/+N or {power: …, toughness: …}, not 'big'"),
                          ("switch_pt: 1", "switch_pt: true or false, not 1"),
                          ("modify_pt: {power: 1, toughnes: 1}", "unknown key 'toughnes' (accepted: power, toughness; "
                                                                 "did you mean 'toughness'?)"),
                          ("modifypt: +1/+1", "static: unknown key 'modifypt'")):
        card = CARD + f"abilities:\n  - static:\n      text: It grows.\n      {part}\n"
        err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
        assert message in str(err.value) and str(err.value).startswith("rules_src/cards/bear.yaml:9"), err.value


def test_checks_carry_plain_values_and_the_name(tmp_path: Path) -> None:
    card = CARD.replace("pt: 2/2\n", "pt: 2/2\ncolors: [black]\n") + "abilities: [flying, trample, reach]\n"
    scenario = SCENARIO.replace("c: {pt: 3/3}", "c: {pt: 3/3, colors: [Black], lacks_abilities: [haste], "
                                                "has_abilities: [Flying], counters: {}}")
    r = run(corpus(), make_root(tmp_path, card=card, scenario=scenario)).examples["art-ex-1"]
    assert r.status == "pass", r.message
    checks = {c["field"]: c for c in r.to_dict()["steps"][0]["checks"]}
    assert checks["colors"]["expected"] == ["black"] and checks["colors"]["actual"] == ["black"]
    assert checks["lacks_abilities"]["actual"] == ["haste"]  # what was compared, not the whole list
    assert checks["has_abilities"]["actual"] == ["Flying"]
    assert checks["pt"] == {"object": "c", "field": "pt", "expected": "3/3", "actual": "3/3", "ok": True,
                            "line": 10, "name": "テストの熊"}
    assert checks["counters"]["expected"] == {} and checks["counters"]["actual"] == {}


def test_scenario_keys_and_players_are_checked(tmp_path: Path) -> None:
    from verify.scenario import load_scenario
    bad = tmp_path / "bad.yaml"
    bad.write_text(SCENARIO.replace("title: a test", "titel: a test"), encoding="utf-8")
    try:
        load_scenario(bad, "bad.yaml")
    except ScenarioError as err:
        assert str(err).startswith("bad.yaml:2: unknown scenario key 'titel'") and "did you mean 'title'?" in str(err)
    else:
        raise AssertionError("an unknown scenario key loads")
    bad.write_text(SCENARIO.replace("title: a test", "title: a test\nplayers: [A, B]\nactive_player: C"),
                   encoding="utf-8")
    try:
        load_scenario(bad, "bad.yaml")
    except ScenarioError as err:
        assert str(err) == "bad.yaml:4: active_player: one of A, B, not 'C'"
    else:
        raise AssertionError("an active player who is not a player loads")


def test_a_true_only_word_refuses_false_at_its_line() -> None:
    # `end_turn: false` ended the turn all the same, `priority: false` gave priority: a word that is
    # only ever true takes `true` or is left out
    from verify.actions import Action
    from verify.yamlload import load_yaml

    for text, message in (("end_turn: false", "s.yaml:1: end_turn end: true (false says nothing; leave the key out)"),
                          ("priority: false", "s.yaml:1: priority now: true (false says nothing"),
                          ("sba: false", "s.yaml:1: sba now: true (false says nothing"),
                          ("combat_damage: {now: false}", "s.yaml:1: combat_damage now: true (false says nothing")):
        try:
            Action.parse(load_yaml(text, "s.yaml"), "s.yaml", 1)
        except ScenarioError as err:
            assert str(err).startswith(message), str(err)
        else:
            raise AssertionError(f"{text} loads")
    assert Action.parse(load_yaml("end_turn: true", "s.yaml"), "s.yaml", 1).body == {"end": True}
