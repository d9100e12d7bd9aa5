"""The ninth review round's accepted-but-ignored choices (q94, q95; issue 20: every word the vocabulary
accepts takes effect where it is accepted, or is refused there with ``file:line``): a choice made for a
permanent as it enters the battlefield (614.12a: `enter … choices:`, `choices_as_enters`, `move`,
`cast_spell` of a permanent spell) that nothing it enters with takes — Grizzly Bears given `{copy: c}`
or `{color: red}` was a plain Bears, without a word."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.case_refusal import question, refusal, shipped_cards, written
from verify.cards import CardDef
from verify.cases import load_case, run_case

HEAD = question("614.12a", "  - label: s\n    do:\n")
OTHER = "      - enter: {id: c, silent: true, object: {name: クリーチャー, type_line: Creature, pt: 2/2}}\n"


@pytest.fixture(scope="module")
def cards() -> dict[str, CardDef]:
    return shipped_cards()


def _run(tmp_path: Path, steps: str, cards: dict[str, CardDef], expect: str = "      A: {life: 20}\n") -> str:
    """The message the case of these actions is refused with (its line: steps begin on line 8)."""
    return refusal(written(tmp_path, HEAD + OTHER + steps + "    expect:\n" + expect, "q.yaml"), cards)


def test_a_copy_choice_for_a_permanent_that_cannot_enter_as_a_copy_is_refused(tmp_path: Path,
                                                                               cards: dict[str, CardDef]) -> None:
    message = _run(tmp_path, "      - enter: {id: d, card: Grizzly Bears, choices: {copy: c}}\n", cards)
    assert ("q.yaml:9: enter: d: nothing it enters the battlefield with takes the choice copy: c (614.12a) — it has "
            "no ability that has it enter as a copy, and no replacement effect made it one") in message, message


def test_a_color_choice_for_a_permanent_with_no_such_ability_is_refused(tmp_path: Path,
                                                                       cards: dict[str, CardDef]) -> None:
    message = _run(tmp_path, "      - enter: {id: d, card: Grizzly Bears, choices: {color: red}}\n", cards)
    assert ("q.yaml:9: enter: d: nothing it enters the battlefield with takes the choice color: red (614.12a) — it "
            "has no \"as this enters, choose a color\" ability (614.1c: `as_enters: {choose: color}`)") in message


def test_choices_as_enters_not_taken_are_refused_where_it_enters(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    steps = ("      - enter: {id: d, card: Grizzly Bears, zone: hand}\n"
             "      - choices_as_enters: {object: d, choices: {creature type: Elf}}\n"
             "      - move: {object: d, to: battlefield}\n")
    message = _run(tmp_path, steps, cards)
    assert "q.yaml:11: move: d: nothing it enters the battlefield with takes the choice creature type: Elf" in message


def test_a_choice_taken_by_an_ability_it_copied_is_taken(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    """707.5: a Clone copying a permanent with "as this enters, choose a color" makes that choice too."""
    steps = ("      - enter: {id: p, silent: true, object: {name: 選ぶもの, type_line: Creature, pt: 2/2, abilities: [{"
             "as_enters: {text: \"As this creature enters, choose a color.\", choose: color}}, {static: {text: \"Creatures "
             "of the chosen color get +1/+1.\", affected: creatures of the chosen color, modify_pt: +1/+1}}]}, "
             "choices: {color: green}}\n"
             "      - enter: {id: clone, card: Clone, choices: {copy: p, color: blue}}\n"
             "      - enter: {id: g, silent: true, object: {name: 緑, type_line: Creature, colors: [green], pt: 2/2}}\n")
    path = written(tmp_path, HEAD + OTHER + steps + "    expect:\n      g: {pt: 3/3}\n      clone: {pt: 2/2}\n",
                   "q.yaml")
    assert run_case(load_case(path, "q.yaml"), cards).status == "pass"


def test_a_copy_choice_taken_by_clone_and_a_color_choice_on_enter_together(tmp_path: Path,
                                                                          cards: dict[str, CardDef]) -> None:
    steps = ("      - enter_together: {objects: [{id: d, card: Grizzly Bears, choices: {color: red}}, "
             "{id: e, card: Grizzly Bears}]}\n")
    message = _run(tmp_path, steps, cards)
    assert "q.yaml:9: enter_together: d: nothing it enters the battlefield with takes the choice color: red" in message
    path = written(tmp_path, HEAD + OTHER + "      - enter: {id: d, card: Clone, choices: {copy: c}}\n"
                   "    expect:\n      d: {name: クリーチャー}\n", "ok.yaml")
    assert run_case(load_case(path, "ok.yaml"), cards).status == "pass"


EFFECT = ('      - effect: {id: e, text: "Target creature gets +1/+1.", text_ja: "対象。", targets: [c], choices: '
          '{CHOICES}, modify_pt: +1/+1}\n')


def test_an_effects_choice_that_nothing_of_it_reads_is_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    """q95: `effect … choices: {color: red}` on "target creature gets +1/+1" did nothing, without a word."""
    message = _run(tmp_path, EFFECT.replace("{CHOICES}", "{color: red}"), cards)
    assert "q.yaml:9: effect: nothing of it reads the choice(s) color: a choice made for an effect is read by its " \
           "selectors (`of the chosen color`" in message, message


def test_an_effects_choice_its_selector_or_part_reads_is_taken(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    steps = ('      - enter: {id: b, silent: true, object: {name: 青, type_line: Creature, colors: [blue], pt: 2/2}}\n'
             '      - effect: {id: e, text: "Creatures of the chosen color get +1/+1.", text_ja: "選ばれた色。", '
             'affected: creatures of the chosen color, choices: {color: blue}, modify_pt: +1/+1}\n'
             '      - effect: {id: f, text: "Target creature becomes the chosen color.", text_ja: "対象。", '
             'targets: [c], choices: {color: green}, set_colors: [chosen]}\n')
    path = written(tmp_path, HEAD + OTHER + steps + "    expect:\n      b: {pt: 3/3}\n      c: {colors: [green]}\n",
                   "q.yaml")
    assert run_case(load_case(path, "q.yaml"), cards).status == "pass"


def test_the_choices_a_spec_reads() -> None:
    from engine.copying import CopyValues
    from engine.effects import AddTypes, EffectSpec, SetCreatureTypes
    from engine.selectors import parse_selector

    def words(affected: str, *parts: object) -> list[str]:
        return sorted(EffectSpec("", parse_selector(affected), parts).choice_words)  # type: ignore[arg-type]

    assert words("creatures") == []
    assert words("creatures of the chosen creature type or artifacts") == ["creature type"]
    assert words("self", SetCreatureTypes("chosen")) == ["creature type"]
    assert words("self", SetCreatureTypes("Elf")) == []
    assert words("self", AddTypes((), ("chosen",), ())) == ["creature type"]
    assert words("self", CopyValues("copy")) == ["copy"]


def test_choices_for_an_object_put_into_another_zone_are_refused(tmp_path: Path, cards: dict[str, CardDef]) -> None:
    """They were kept on the card in hand and dropped as it entered the battlefield later (400.7)."""
    message = _run(tmp_path, "      - enter: {id: d, card: Clone, zone: hand, choices: {copy: c}}\n", cards)
    assert "q.yaml:9: enter: d: choices are made as an object enters the battlefield (614.12a), and it is put " \
           "into the hand" in message, message
