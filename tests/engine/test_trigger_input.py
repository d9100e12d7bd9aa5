"""Bad trigger input: unknown events, instructions, targets, choices → ``file:line: message``."""

from __future__ import annotations

from pathlib import Path

from engine_helpers import card_error, example_error
from test_verify_input import CARD, corpus, make_root

from verify import run
from verify.cards import load_cards
from verify.errors import CardError, UnknownSelectorError

TRIGGER = CARD + """\
abilities:
  - triggered:
      text: When this enters, destroy target artifact.
      when: enters
      target: target artifact
      do:
        - destroy: target artifact
"""

SCENARIO = """\
example: "art-ex-1"
title: a test
text: "2/2のクリーチャーが+1/+1の修整を受けて3/3になる。"
steps:
  - label: it enters; its ability must target the only artifact
    do:
      - enter: {id: relic, object: {name: relic, type_line: Artifact}, silent: true}
      - enter: {id: c, card: テストの熊}
      - priority: true
    expect:
      c: {pt: 2/2}
"""


def test_unknown_trigger_event(tmp_path: Path) -> None:
    err = card_error(load_cards(make_root(tmp_path, card=TRIGGER.replace("when: enters", "when: sneezes"))), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:9: unknown trigger event 'sneezes'")


def test_unknown_instruction(tmp_path: Path) -> None:
    err = card_error(load_cards(make_root(tmp_path, card=TRIGGER.replace("- destroy: target artifact", "- explode: 3"))), CardError)
    assert "rules_src/cards/bear.yaml:" in str(err.value) and "an instruction has exactly one of" in str(err.value)


def test_bad_target_phrase(tmp_path: Path) -> None:
    err = card_error(load_cards(make_root(tmp_path, card=TRIGGER.replace("target: target artifact", "target: target gizmo"))), UnknownSelectorError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:10: unknown word 'gizmo'")


def test_bad_intervening_if(tmp_path: Path) -> None:
    card = TRIGGER.replace("      target: target artifact\n", "      if: {whenever: maybe}\n")
    err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:10: a condition (if:) has exactly one of: at_least, at_most")


def test_a_missing_target_choice_names_the_scenario_line(tmp_path: Path) -> None:
    err = example_error(run(corpus(), make_root(tmp_path, card=TRIGGER, scenario=SCENARIO)))
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:9: priority: t1: choose a target")


def test_an_unknown_trigger_id_in_the_order(tmp_path: Path) -> None:
    scenario = SCENARIO.replace("- priority: true", "- priority: {order: [t7], targets: {t1: relic}}")
    err = example_error(run(corpus(), make_root(tmp_path, card=TRIGGER, scenario=scenario)))
    assert "no pending triggered ability 't7'" in str(err.value)


def test_the_chosen_target_works(tmp_path: Path) -> None:
    scenario = SCENARIO.replace("- priority: true", "- priority: {targets: {t1: relic}}")
    report = run(corpus(), make_root(tmp_path, card=TRIGGER, scenario=scenario))
    step = report.to_dict()["examples"]["art-ex-1"]["steps"][0]
    assert step["stack"][0]["targets"] == ["relic"] and step["life"] == {"A": 20, "B": 20}
    assert [e["kind"] for e in step["events"]].count("trigger") == 1


def test_copy_trigger_names_target_or_it(tmp_path: Path) -> None:
    card = TRIGGER.replace("- destroy: target artifact", "- copy_trigger: everything")
    err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
    assert "rules_src/cards/bear.yaml:" in str(err.value) and "copy_trigger: one of it, target, not 'everything'" in str(err.value)


def test_an_illegal_attacker_names_the_scenario_line(tmp_path: Path) -> None:
    # c enters silently: with its trigger waiting no attackers could be declared at all (500.2)
    scenario = SCENARIO.replace("- priority: true", "- attack: {attackers: [relic], defender: B}").replace(
        "card: テストの熊}", "card: テストの熊, silent: true}")
    err = example_error(run(corpus(), make_root(tmp_path, card=TRIGGER, scenario=scenario)))
    assert str(err.value).startswith("rules_src/scenarios/art-ex-1.yaml:9: attack: relic is not a creature")


def test_a_malformed_attack_action(tmp_path: Path) -> None:
    scenario = SCENARIO.replace("- priority: true", "- attack: c")
    err = example_error(run(corpus(), make_root(tmp_path, card=TRIGGER, scenario=scenario)))
    assert "art-ex-1.yaml:9: attack: a mapping (attackers, defender, attacked), not 'c'" in str(err.value)


def test_a_counter_kind_goes_with_counters_put_only(tmp_path: Path) -> None:
    card = TRIGGER.replace("      target: target artifact\n", '      counters: "+1/+1"\n')
    err = card_error(load_cards(make_root(tmp_path, card=card)), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:10: triggered: unknown key 'counters' "
                                     "(with when: enters; it goes with another trigger event)")
    card = TRIGGER.replace("when: enters", "when: counters_put").replace("      target: target artifact\n",
                                                                         '      counters: "+1/+1/+1"\n')
    err = card_error(load_cards(make_root(tmp_path / "2", card=card)), CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:10:")


REPLACEMENT = CARD + """\
abilities:
  - replacement:
      text: If a creature you control would die, you may exile it instead.
      would: {dies: creature you control}
      instead: [{to_zone: exile}]
      may: true
"""


def test_a_replacement_may_is_true_or_false_and_its_words_are_checked(tmp_path: Path) -> None:
    assert not getattr(load_cards(make_root(tmp_path, card=REPLACEMENT)), "broken", {})
    err = card_error(load_cards(make_root(tmp_path / "2", card=REPLACEMENT.replace("may: true", "may: perhaps"))),
                     CardError)
    assert str(err.value).startswith("rules_src/cards/bear.yaml:11: replacement may: true or false, not 'perhaps'")
    err = card_error(load_cards(make_root(tmp_path / "3", card=REPLACEMENT.replace("to_zone: exile",
                                                                                   "redirect_to: them"))), CardError)
    assert "rules_src/cards/bear.yaml:10:" in str(err.value) and "redirect_to" in str(err.value)
