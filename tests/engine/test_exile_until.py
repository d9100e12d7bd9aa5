"""610.3: "exile … until this leaves the battlefield" (`exile: …, until: leaves`) — the card returns
to the battlefield under its owner's control as a one-shot effect right after the source leaves
(610.3, 610.3c: no ability triggers, nothing uses the stack); cards exiled by two sources that leave
at the same time return at the same time (610.3d); if the source has already left the battlefield
when the exile would happen, nothing is exiled (610.3a, 610.3b). A spell has no battlefield to
leave: the word is refused there. Anonymous objects, read from a scenario (the sixth round found it
not expressible)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards
from verify.cases import load_case, run_case

PRIEST = """{id: ID, object: {name: NAME, type_line: Creature — Human Cleric, pt: 2/2, abilities: [{triggered: {
                text: "When this creature enters, exile target creature an opponent controls until this creature
                leaves the battlefield.", when: enters, target: target creature an opponent controls,
                do: [{exile: target creature an opponent controls, UNTIL}]}}]}}"""


def _priest(oid: str, until: str = "until: leaves") -> str:
    return PRIEST.replace("ID", oid).replace("NAME", "僧" + oid).replace("UNTIL", until)


CASE = question("610.3", f"""\
  - label: s
    do:
      - enter: {{id: c1, controller: B, object: {{name: 一, type_line: Creature, pt: 1/1}}}}
      - enter: {{id: c2, controller: B, object: {{name: 二, type_line: Creature, pt: 2/2}}}}
      - enter: {_priest("p1")}
      - priority: {{targets: {{t1: [c1]}}}}
      - resolve_top: 1
      - enter: {_priest("p2")}
      - priority: {{targets: {{t2: [c2]}}}}
      - resolve_top: 1
    expect:
      c1: {{zone: exile}}
      c2: {{zone: exile}}
  - label: t
    do:
      - destroy: [p1, p2]
    expect:
      c1: {{zone: battlefield, controller: B}}
      c2: {{zone: battlefield, controller: B}}
      stack: {{count: 0}}
""")


def _run(tmp_path: Path, text: str) -> tuple[str, str]:
    path = tmp_path / "610.3-q.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(load_case(path, "q.yaml"), shipped_cards())
    return result.status, result.message


def test_the_cards_return_under_their_owners_control_as_the_sources_leave(tmp_path: Path) -> None:
    assert _run(tmp_path, CASE) == ("pass", "")
    # without `until`, they stay in exile: the word changes the outcome
    status, message = _run(tmp_path, CASE.replace(", until: leaves", ""))
    assert status == "fail" and "c1" in message, message


def test_the_cards_return_at_the_same_time() -> None:
    """610.3d (its example: two sources destroyed at the same time): one zone change of both, in
    one batch, before anything is put on the stack."""
    from engine_helpers import creature

    from engine import Game, TriggeredAbility
    from engine.instructions import Exile
    from engine.selectors import parse_selector as sel

    def priest() -> TriggeredAbility:
        return TriggeredAbility("When this creature enters, exile target creature an opponent controls until this "
                                "creature leaves the battlefield.", event="enters",
                                target="target creature an opponent controls",
                                instructions=(Exile(sel("target creature an opponent controls"), until="leaves"),))

    g = Game()
    for c in ("c1", "c2"):
        g.create(c, creature(c), controller="B", event=False)
    for n, (p, c) in enumerate((("p1", "c1"), ("p2", "c2")), start=1):
        g.create(p, creature(p, abilities=(priest(),)), controller="A")
        g.priority(targets={f"t{n}": [c]})
        g.resolve_top()
    assert (g.obj("c1").zone, g.obj("c2").zone) == ("exile", "exile")
    g.move_together(["p1", "p2"], "graveyard")
    back = [e for e in g.log if e.kind == "zone_change" and e.to_zone == "battlefield" and e.object in ("c1", "c2")]
    assert len(back) == 2 and back[0].batch == back[1].batch and not g.stack
    assert (g.obj("c1").controller, g.obj("c2").controller) == ("B", "B")  # 610.3c


def test_nothing_is_exiled_when_the_source_left_before_it_resolved(tmp_path: Path) -> None:
    text = question("610.3b", f"""\
  - label: s
    do:
      - enter: {{id: c1, controller: B, object: {{name: 一, type_line: Creature, pt: 1/1}}}}
      - enter: {_priest("p1")}
      - priority: {{targets: {{t1: [c1]}}}}
      - destroy: p1
      - resolve_top: 1
    expect:
      c1: {{zone: battlefield}}
""")
    assert _run(tmp_path, text) == ("pass", "")


def test_in_a_spell_it_is_refused(tmp_path: Path) -> None:
    text = question("610.3", """\
  - label: s
    do:
      - enter: {id: c1, controller: B, object: {name: 一, type_line: Creature, pt: 1/1}}
      - cast_spell: {id: sp, targets: [c1], object: {name: 呪文, type_line: Instant, abilities: [{spell: {
                     text: "Exile target creature until this leaves the battlefield.", target: target creature,
                     do: [{exile: target creature, until: leaves}]}}]}}
    expect:
      c1: {zone: exile}
""")
    path = tmp_path / "610.3-q.yaml"
    path.write_text(text, encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:" in message and "cannot take effect in a spell" in message and "610.3" in message, message


@pytest.mark.parametrize("until", ["until: dies", "until: true"])
def test_another_until_is_refused(tmp_path: Path, until: str) -> None:
    path = tmp_path / "610.3-q.yaml"
    path.write_text(CASE.replace("until: leaves", until, 1), encoding="utf-8")
    message = refusal(path, shipped_cards())
    assert "q.yaml:" in message and "one of leaves" in message, message


def test_in_a_replacement_effects_do_the_source_is_the_permanent_it_is_of() -> None:
    """400.7: "this" in a replacement effect's do: is its source as it applied — the cards return
    when that permanent leaves (its do: acted on no object before: the exile never happened)."""
    from engine_helpers import creature

    from engine import Game
    from engine.instructions import Exile
    from engine.replacement import Do, DrawWould, ReplacementAbility, Skip
    from engine.selectors import parse_selector as sel

    g = Game()
    g.create("c", creature("Theirs"), controller="B", event=False)
    g.create("h", creature("Holder", abilities=(ReplacementAbility(
        "If you would draw a card, instead exile each creature an opponent controls until this leaves the battlefield.",
        DrawWould("you"), (Skip(), Do((Exile(sel("creatures an opponent controls"), until="leaves"),)))),)),
        controller="A", zone="hand", event=False)
    g.move_together(["h"], "battlefield")  # a new object (400.7): not the one it was in the hand
    g.create("l", creature("Card"), controller="A", zone="library", event=False)
    g.draw("A")
    assert g.obj("c").zone == "exile"
    g.move_together(["h"], "graveyard")
    assert (g.obj("c").zone, g.obj("c").controller) == ("battlefield", "B")
