"""612.2: a text-changing effect changes a creature type word used as a creature type into
another — in a selector ("Goblins you control"), in the types an effect gives, in the tokens an
ability creates and their names (612.2a); the object's own other words stay; a creature type is
changed only to a creature type (anonymous objects)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Const, Game, ModifyPT
from engine.effects import ChangeText
from engine.errors import ValueSyntaxError
from tests.case_refusal import question, refusal, shipped_cards, written
from tests.engine.engine_helpers import creature, permanent, spec, static
from verify.cases import load_case, run_case

LORD = static("Goblins you control get +1/+1.", "Goblins you control", ModifyPT(Const(1), Const(1)))


def _lord_game() -> Game:
    g = Game()
    g.create("lord", permanent("Enchantment", ("enchantment",), LORD), controller="A")
    g.create("gob", creature("Goblin", pt=(1, 1), subtypes=("Goblin",)), controller="A")
    g.create("elf", creature("Elf", pt=(1, 1), subtypes=("Elf",)), controller="A")
    return g


def test_the_changed_word_is_the_one_the_selector_reads() -> None:
    g = _lord_game()
    ev = g.characteristics()
    assert (ev.state("gob").pt, ev.state("elf").pt) == ("2/2", "1/1")
    g.create_effect(spec("Change the text of target permanent.", "target enchantment", ChangeText("Goblin", "Elf")),
                    controller="A", targets=["lord"])
    ev = g.characteristics()
    assert (ev.state("gob").pt, ev.state("elf").pt) == ("1/1", "2/2")
    assert ev.state("lord").abilities == ("Elves you control get +1/+1.",)
    assert ev.state("gob").subtypes == ("Goblin",)  # its own type line is not the lord's text


def test_the_words_must_be_creature_types_and_of_one_kind() -> None:
    with pytest.raises(ValueSyntaxError, match=r"not a color word, land type or creature type \(612.2\): 'Gobln'"):
        ChangeText("Gobln", "Elf")
    with pytest.raises(ValueSyntaxError, match=r"a creature type is changed to a creature type \(612.2\)"):
        ChangeText("Goblin", "Island")
    with pytest.raises(ValueSyntaxError, match=r"'Island' is not a creature type"):
        ChangeText("chosen", "Island", of="creature type")


STEPS = """\
  - label: s
    do:
      - enter: {id: maker, object: {name: 工房, type_line: Artifact, abilities: [{activated: {
                text: "{T}: Create a 1/1 red Goblin creature token.", cost: "{T}",
                do: [{create_tokens: 1, token: {name: Goblin, type_line: Creature — Goblin, colors: [red], pt: 1/1}}]}},
                {static: {text: "Creatures you control are Goblins in addition to their other types.",
                          affected: creatures you control, add_types: "— Goblin"}}]}}
      - enter: {id: bear, object: {name: 熊, type_line: Creature — Bear, pt: 2/2}}
      - effect: {id: hack, targets: [maker], text: "Change the text of target permanent.", change_text: CHANGE}
      - activate: {object: maker}
      - resolve_top: 1
    expect:
      token1: {name: NAME, subtypes: [NAME]}
      bear: {subtypes: [Bear, NAME]}
"""


@pytest.mark.parametrize(("change", "name"), [("{from: Elf, to: Wolf}", "Goblin"), ("{from: Goblin, to: Elf}", "Elf")])
def test_the_tokens_it_creates_and_the_types_it_gives_are_changed(tmp_path: Path, change: str, name: str) -> None:
    # 612.2a: the token's creature type and its name, which is that creature type; the types a static
    # ability gives. A change of a word the text does not have changes nothing.
    text = question("612.2", STEPS.replace("CHANGE", change).replace("NAME", name))
    result = run_case(load_case(written(tmp_path, text, "612.2-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message


def test_a_word_that_is_no_creature_type_is_refused_at_its_line(tmp_path: Path) -> None:
    text = question("612.2", STEPS.replace("CHANGE", "{from: Goblin, to: Elff}").replace("NAME", "Elf"))
    message = refusal(written(tmp_path, text, "612.2-q.yaml"), shipped_cards())
    assert "q.yaml:14: " in message and "not a color word, land type or creature type (612.2): 'Elff'" in message
