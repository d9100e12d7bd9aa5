"""115.1: a spell or ability has targets only when its text says "target". Targets chosen for one
that has none did nothing and were taken silently (issue 20: `targets:` beside `affected: all
creatures`); they are refused — by the engine as the spell is cast or the ability activated, and
in a scenario's effect at the `targets` line. Anonymous objects."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import creature, permanent, spec

from engine import Duration, Game, ModifyPT, parse_selector
from engine.abilities import ActivatedAbility, SpellAbility
from engine.copying import CopyValues
from engine.effects import AddAbilitiesOf
from engine.errors import TargetError
from engine.expressions import Const
from engine.instructions import Destroy
from tests.case_refusal import question, refusal
from verify.cards import load_cards
from verify.cases import load_case, run_case

PLUS = ModifyPT(Const(1), Const(1))


def _game(*cards: tuple[str, object]) -> Game:
    g = Game()
    g.create("x", creature(pt=(2, 2)), controller="B", event=False)
    g.create("y", creature(pt=(2, 2)), controller="B", event=False)
    for oid, card in cards:
        g.create(oid, card, controller="A", zone="hand" if oid == "spell" else "battlefield", event=False)  # type: ignore[arg-type]
    return g


def test_what_an_effect_reads_says_whether_it_targets() -> None:
    assert "targets" not in spec("All creatures get +1/+1.", "all creatures", PLUS).needs
    assert "targets" in spec("Target creature gets +1/+1.", "target creature", PLUS).needs
    # "gains all activated abilities of target creature", "becomes a copy of target creature" (707.4)
    assert "targets" in spec("…", "self", AddAbilitiesOf()).needs
    assert "targets" not in spec("…", "self", AddAbilitiesOf("activated", parse_selector("creature cards"))).needs
    assert "targets" in spec("…", "self", CopyValues(of_target=True)).needs
    assert "targets" not in spec("…", "self", CopyValues()).needs


def test_a_spell_that_targets_nothing_is_cast_without_targets() -> None:
    wrath = permanent("Sweep", ("sorcery",), SpellAbility("Destroy all creatures.",
                                                          instructions=(Destroy(parse_selector("all creatures")),)))
    g = _game(("spell", wrath))
    with pytest.raises(TargetError, match="115.1"):
        g.cast("spell", targets=["x"])
    assert g.obj("spell").zone == "hand" and not g.stack
    g.cast("spell")
    g.resolve_top()
    assert g.obj("x").zone == g.obj("y").zone == "graveyard"


def test_a_spell_with_a_target_phrase_still_takes_its_target() -> None:
    kill = permanent("Kill", ("instant",), SpellAbility("Destroy target creature.", target="target creature",
                                                        instructions=(Destroy(parse_selector("target creature")),)))
    g = _game(("spell", kill))
    g.cast("spell", targets=["x"])
    g.resolve_top()
    assert (g.obj("x").zone, g.obj("y").zone) == ("graveyard", "battlefield")


@pytest.mark.parametrize(("affected", "targets", "refused"), [("all creatures", ["x"], True),
                                                             ("target creature", ["x"], False),
                                                             ("all creatures", [], False)])
def test_an_activated_ability_takes_targets_only_when_its_effect_reads_them(
        affected: str, targets: list[str], refused: bool) -> None:
    pump = ActivatedAbility("{T}: …", "{T}", spec("…", affected, PLUS), Duration.END_OF_TURN)
    g = _game(("rod", permanent("Rod", ("artifact",), pump)))
    if refused:
        with pytest.raises(TargetError, match="115.1"):
            g.activate_ability("rod", targets=targets)
        assert not g.effects and not g.stack
        return
    g.activate_ability("rod", targets=targets)
    assert not g.effects  # 602.2: on the stack; its effect is created as it resolves (611.2a)
    g.resolve_top()
    assert g.characteristics().views["x"].power == 3
    assert g.characteristics().views["y"].power == (2 if affected.startswith("target") else 3)


CASE = question("115.1", """\
  - label: s
    do:
      - enter: {id: c1, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - enter: {id: c2, object: {name: 狼, type_line: Creature, pt: 2/2}}
      - effect: {id: e, affected: AFFECTED,
                 targets: [c1], modify_pt: +1/+1, text: "Creatures get +1/+1."}
    expect:
      c1: {pt: 3/3}
      c2: {pt: PT}
""")


def test_a_scenario_effect_that_targets_nothing_refuses_targets_at_their_line(tmp_path: Path) -> None:
    cards = load_cards(Path(__file__).resolve().parents[2] / "rules_src")
    path = tmp_path / "115.1-q.yaml"
    path.write_text(CASE.replace("AFFECTED", "target creature").replace("PT", "2/2"), encoding="utf-8")
    assert run_case(load_case(path, "q.yaml"), cards).status == "pass"
    path.write_text(CASE.replace("AFFECTED", "all creatures").replace("PT", "3/3"), encoding="utf-8")
    message = refusal(path, cards)
    assert "q.yaml:11: " in message and "it has no targets (115.1" in message
