"""611.2b: "for as long as …" durations of a resolved spell's or ability's effect — it lasts while
its condition is true and ends the first time it is not (it does not start again); if the
condition is false as the effect would begin, the effect does nothing. Anonymous objects, and
read from a card's YAML and a scenario as a contributor writes them."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature, permanent, spec

from engine import GainControl, Game, ModifyPT
from engine.abilities import ActivatedAbility
from engine.conditions import LifeAtLeast, YouControlThis
from engine.effects import Duration
from engine.expressions import Const
from tests.case_refusal import question, refusal
from verify.abilities import parse_ability
from verify.cards import load_cards
from verify.cases import load_case, run_case
from verify.specs import Where
from verify.yamlload import load_yaml


def _game() -> Game:
    g = Game()
    g.create("rod", permanent("Rod", ("artifact",)), controller="A", event=False)
    g.create("x", creature(pt=(2, 2)), controller="B", event=False)
    return g


def _steal(g: Game) -> str:
    e = g.create_effect(spec("Gain control of target creature for as long as you control this.", "target creature",
                             GainControl()), controller="A", source="rod", targets=["x"],
                        lasts_while=YouControlThis(True))
    return e.id


def test_for_as_long_as_you_control_this() -> None:
    g = _game()
    eid = _steal(g)
    assert g.characteristics().state("x").controller == "A" and g.effects[eid].duration is Duration.FOR_AS_LONG_AS
    g.move_together(["rod"], "graveyard")  # the duration ends: the creature goes back
    assert g.characteristics().state("x").controller == "B" and eid not in g.effects
    g.move_together(["rod"], "battlefield")  # 611.2b: it does not start again
    assert g.characteristics().state("x").controller == "B"


def test_a_duration_that_never_starts_does_nothing() -> None:
    g = _game()
    g.move_together(["rod"], "graveyard")
    eid = _steal(g)
    assert eid not in g.effects and g.characteristics().state("x").controller == "B"
    assert any(e.says is not None and e.says.kind == "effect.never_starts" for e in g.log)


def test_it_ends_the_first_time_the_condition_is_false_even_if_true_again() -> None:
    g = _game()
    g.create_effect(spec("…", "target creature", ModifyPT(Const(2), Const(2))), controller="A", source="rod",
                    targets=["x"], lasts_while=LifeAtLeast(20))
    assert g.characteristics().state("x").power == 4
    g.life["A"] = 19
    assert g.characteristics().state("x").power == 2
    g.life["A"] = 20
    assert g.characteristics().state("x").power == 2


def test_for_as_long_as_read_from_a_card() -> None:
    text = ("activated:\n  text: \"{T}: Target creature gets +1/+1 for as long as you control this.\"\n"
            "  cost: \"{T}\"\n  affected: target creature\n  modify_pt: +1/+1\n"
            "  for_as_long_as: {you_control_this: true}\n")
    ab = parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))
    assert isinstance(ab, ActivatedAbility) and ab.lasts_while == YouControlThis(True)
    g = Game()
    g.create("rod", permanent("Rod", ("artifact",), ab), controller="A", event=False)
    g.create("x", creature(pt=(2, 2)), controller="A", event=False)
    g.activate_ability("rod", targets=["x"])
    g.resolve_top()
    assert g.characteristics().state("x").power == 3
    g.move_together(["rod"], "graveyard")
    assert g.characteristics().state("x").power == 2


@pytest.mark.parametrize(("text", "words"), [
    ("  duration: end_of_turn\n  for_as_long_as: {you_control_this: true}\n", "not with duration"),
    ("  for_as_long_as: {kicked: \"{W}\"}\n", "'kicked' cannot take effect in an effect for_as_long_as"),
])
def test_for_as_long_as_refused_where_it_would_be_unclear(text: str, words: str) -> None:
    head = ("activated:\n  text: \"{T}: ….\"\n  cost: \"{T}\"\n  affected: target creature\n  modify_pt: +1/+1\n")
    with pytest.raises(Exception, match=words):
        parse_ability(load_yaml(head + text, "c.yaml"), Where("c.yaml", 1))


def test_you_control_this_is_refused_elsewhere() -> None:
    text = ("static:\n  text: \"As long as you control this, …\"\n  modify_pt: +1/+1\n"
            "  as_long_as: {you_control_this: true}\n")
    with pytest.raises(Exception, match="'you_control_this' cannot take effect in a static as_long_as"):
        parse_ability(load_yaml(text, "c.yaml"), Where("c.yaml", 1))


CASE = question("611.2b", """\
  - label: s
    do:
      - enter: {id: src, object: {name: 杖, type_line: Artifact}}
      - enter: {id: c1, controller: B, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - effect: {id: e, source: src, controller: A, targets: [c1], gain_control: true, text: "…",
                 for_as_long_as: {you_control_this: true}DURATION}
    expect:
      c1: {controller: A}
  - label: t
    do:
      - destroy: src
    expect:
      c1: {controller: B}
""")


def test_a_scenario_effect_for_as_long_as(tmp_path: Path) -> None:
    cards = load_cards(Path(__file__).resolve().parents[2] / "rules_src")
    path = tmp_path / "611.2b-q.yaml"
    path.write_text(CASE.replace("DURATION", ""), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), cards)
    assert result.status == "pass", result.message
    path.write_text(CASE.replace("DURATION", ", duration: indefinite"), encoding="utf-8")
    message = refusal(path, cards)
    assert "q.yaml:11: " in message and "not with duration" in message, message


THIEF = question("611.2b", """\
  - label: s
    do:
      - enter: {id: art, controller: B, object: {name: 甲, type_line: Artifact}}
      - enter: {id: thief, object: {name: 盗人, type_line: Creature, pt: 2/2, abilities: [{triggered: {text: "When this
                creature enters, gain control of target artifact for as long as you control this creature.",
                when: enters, target: target artifact, affected: target artifact, gain_control: true,
                for_as_long_as: {you_control_this: true}}}]}}
      - priority: {targets: {t1: [art]}}
BEFORE      - resolve_top: 1
    expect:
      art: {controller: NOW}
  - label: t
    do:
      - destroy: thief
    expect:
      art: {controller: B}
""")


@pytest.mark.parametrize(("before", "now"), [
    ("", "A"),  # 611.2b: it ends as the thief leaves
    ("      - effect: {id: steal, text: \"Gain control of target creature.\", targets: [thief], controller: B,\n"
     "                 gain_control: true}\n", "B"),  # lost control of it before it resolved: it does nothing
])
def test_for_as_long_as_in_a_triggered_ability(tmp_path: Path, before: str, now: str) -> None:
    """611.2b and its example: the triggered ability's effect lasts while its source's controller
    controls it; if they lost control before it resolved, the effect never starts."""
    cards = load_cards(Path(__file__).resolve().parents[2] / "rules_src")
    path = tmp_path / "611.2b-q.yaml"
    path.write_text(THIEF.replace("BEFORE", before).replace("NOW", now), encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), cards)
    assert (result.status, result.message) == ("pass", "")


def test_for_as_long_as_in_a_triggered_ability_needs_an_effect(tmp_path: Path) -> None:
    path = tmp_path / "611.2b-q.yaml"
    path.write_text(THIEF.replace("affected: target artifact, gain_control: true,", "do: [{gain_life: 1}],")
                    .replace("BEFORE", "").replace("NOW", "A"), encoding="utf-8")
    message = refusal(path, load_cards(Path(__file__).resolve().parents[2] / "rules_src"))
    assert "q.yaml:12: " in message and "'for_as_long_as' without an effect" in message, message
