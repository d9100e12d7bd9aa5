"""700.7, 603.7c: "that creature" in a triggered ability is the object the ability refers to —
a delayed ability's object (the first target of the ability that created it), a triggered
ability's triggering object — even once it is no longer a creature; not a new object it has
become (400.7). Refused where no triggered ability gives it an object (a spell, an activated
ability, a static ability's `affected`). The fifth round's q34 and q34b, as a contributor
writes them."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.selectors import Context, parse_selector
from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

CASE = question("700.7", """\
  - label: 起動
    do:
      - enter: {id: c, object: {name: 生き物, type_line: Artifact Creature, pt: 2/2}}
      - enter: {id: src, object: {name: 源, type_line: Artifact, abilities: [{activated: {text: "{T}: Target creature
                gets +2/+2 until end of turn. Destroy that creature at the beginning of the next end step.",
                cost: "{T}", target: target creature, do: [{delayed: {text: "Destroy that creature at the beginning of
                the next end step.", when: beginning_of, step: end, do: [{destroy: WHAT}]}}]}}]}}
      - activate: {object: src, targets: [c]}
      - resolve_top: 1
      - effect: {id: notc, text: "Target permanent becomes a noncreature artifact.", affected: target permanent,
                 targets: [c], set_types: Artifact}
BETWEEN  - label: 終了ステップ
    do:
      - begin_step: end
      - priority: true
      - resolve_top: 1
    expect:
      c: {zone: ZONE}
      src: {zone: battlefield}
""")


def _case(tmp_path: Path, what: str = "that creature", between: str = "", zone: str = "graveyard") -> Path:
    path = tmp_path / "700.7-q.yaml"
    path.write_text(CASE.replace("WHAT", what).replace("BETWEEN", between).replace("ZONE", zone), encoding="utf-8")
    return path


def test_that_creature_is_destroyed_though_no_longer_a_creature(tmp_path: Path) -> None:
    result = run_case(load_case(_case(tmp_path), "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")


def test_a_new_object_it_became_is_not_that_creature(tmp_path: Path) -> None:
    # 603.7c, 400.7: it left the battlefield and came back — a new object the ability won't affect
    back = "      - move: {object: c, to: exile}\n      - move: {object: c, to: battlefield}\n"
    result = run_case(load_case(_case(tmp_path, between=back, zone="battlefield"), "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")


def test_a_triggered_abilitys_that_creature_is_its_triggering_object(tmp_path: Path) -> None:
    text = question("700.7", """\
  - label: s
    do:
      - enter: {id: a, object: {name: 甲, type_line: Creature, pt: 2/2}}
      - enter: {id: w, object: {name: 番, type_line: Enchantment, abilities: [{triggered: {text: "Whenever a creature
                enters, destroy that creature.", when: enters, what: creature, do: [{destroy: that creature}]}}]}}
      - enter: {id: b, object: {name: 乙, type_line: Creature, pt: 2/2}}
      - priority: true
      - resolve_top: 1
    expect:
      b: {zone: graveyard}
      a: {zone: battlefield}
""")
    path = tmp_path / "700.7-q.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    assert (result.status, result.message) == ("pass", "")


@pytest.mark.parametrize(("ability", "says"), [
    ('{activated: {text: "{T}: Destroy that creature.", cost: "{T}", do: [{destroy: that creature}]}}',
     "cannot take effect in an activated ability"),
    ('{static: {text: "That creature gets +1/+1.", affected: that creature, modify_pt: +1/+1}}',
     "'that creature' cannot take effect in a static"),
    ('{triggered: {text: "Whenever that creature dies, …", when: dies, what: that creature, do: [{gain_life: 1}]}}',
     "'that creature' cannot take effect in a trigger"),
])
def test_that_creature_is_refused_where_no_triggered_ability_gives_it(tmp_path: Path, ability: str, says: str) -> None:
    text = question("700.7", "  - label: s\n    do:\n"
                    f"      - enter: {{id: w, object: {{name: 番, type_line: Enchantment, abilities: [{ability}]}}}}\n")
    path = tmp_path / "700.7-q.yaml"
    path.write_text(text, encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:8: " in message and says in message, message


def test_that_creature_matches_that_object_only_as_that_object() -> None:
    from engine import Game
    from tests.engine.engine_helpers import creature, permanent
    g = Game()
    g.create("c", creature("C"), controller="A", event=False)
    g.create("art", permanent("Art", ("artifact",)), controller="A", event=False)
    views = g.characteristics().views
    sel = parse_selector("that creature")
    assert sel.scope == "that" and sel.needs == frozenset({"it"})
    inc = views["art"].incarnation
    assert sel.select(Context(views=views, it=("art", inc))) == ["art"]  # 700.7: no longer of its quality
    assert sel.select(Context(views=views, it=("art", inc + 1))) == []  # 400.7: another object
    assert sel.select(Context(views=views)) == []
    with pytest.raises(Exception, match="gizmo"):
        parse_selector("that gizmo")
