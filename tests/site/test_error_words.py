"""Input errors in the reader's words (issue 19): the families a reader meets in the playground
and in a failed example are typed records (``error.*``, engine/records.py), rendered from the
text table in Japanese with no English sentence beside them; an untyped one is named by its
cause (sitegen/text/ja.py ``error``) with the command line's English apart (``lang="en"``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sitegen.inbrowser import run
from tests.site.test_english_runs import english_runs

GOOD = """rule: "613.1"
title: 試す
question: どうなるか？
steps:
  - label: 手順
    do:
      - enter: {id: c1, object: {name: 熊, type_line: Creature — Bear, pt: 2/2}}
    expect:
      c1: {pt: 2/2}
"""

BROKEN = {  # what is changed → the record kind the error is, and a word of its Japanese
    "a color": (("c1: {pt: 2/2}", "c1: {colors: [whte]}"), "error.not_a", "もしかして「white」"),
    "a P/T": (("c1: {pt: 2/2}", "c1: {pt: big}"), "error.not_a", "パワー／タフネス"),
    "an integer": (("c1: {pt: 2/2}", "c1: {damage: lots}"), "error.expected", "整数"),
    "an unknown expectation": (("c1: {pt: 2/2}", "c1: {ptt: 2/2}"), "error.unknown_word", "もしかして「pt」"),
    "an unknown key": (("title: 試す", "titel: 試す\ntitle: 試す"), "error.unknown_key", "もしかして「title」"),
    "an unknown card": (("object: {name: 熊, type_line: Creature — Bear, pt: 2/2}", "card: 灰色熊X"), "error.no_card",
                        "灰色熊X"),
    "an unknown action": (("- enter:", "- entr:"), "error.unknown_word", "もしかして「enter」"),
    "an English title": (("title: 試す", "title: Try"), "error.not_japanese", "日本語で書きます"),
    "a rule number": (('rule: "613.1"', 'rule: "x"'), "error.not_a", "ルール番号"),
    "an attacker with defender": (("pt: 2/2}}", "pt: 2/2, abilities: [defender]}}\n      - attack: {attackers: [c1], "
                                   "defender: B}"), "error.cant_attack", "防衛を持つ（702.3b）"),
}


def _answer(change: tuple[str, str]) -> dict[str, object]:
    text = GOOD.replace(*change, 1)
    assert text != GOOD
    return dict(json.loads(run(json.dumps({"scenario": text, "cards": {}})))["error"])


@pytest.mark.parametrize("what", sorted(BROKEN))
def test_an_input_error_is_a_typed_record_in_japanese(what: str) -> None:
    change, _kind, words = BROKEN[what]
    error = _answer(change)
    assert error["typed"] is True, error  # the page shows no English sentence beside it
    assert words in str(error["text"]), error
    assert english_runs(str(error["text"])) == [], error


def test_the_record_kinds_are_those_said() -> None:
    """The kind each family is (the report carries the same record, verify/scenario.py)."""
    from ruletext.errors import InputError, says_of
    from verify.inpage import run_text

    for what, (change, kind, _words) in BROKEN.items():
        with pytest.raises(InputError) as err:
            run_text(GOOD.replace(*change, 1), {}, path="scenario.yaml")
        says = says_of(err.value)
        assert says is not None and says["kind"] == kind, (what, says)


def test_a_yaml_error_is_a_record_with_the_english_apart() -> None:
    """A file's error (ruletext.errors.said, ``file.*``): its Japanese, the parser's own English
    problem quoted, the command line's English in ``message``."""
    error = _answer(("    do:\n", "    do: [\n"))  # not YAML
    assert error["typed"] is True and str(error["text"]).startswith("YAMLとして読めません: 「"), error
    assert str(error["message"]).startswith("not valid YAML: ")


def test_every_file_error_kind_says_in_japanese_what_the_command_line_says_in_english() -> None:
    """Each file error kind (ruletext/errors.py FILE_KINDS, verify/errors.py): the English of
    ``said`` — the command line's message — is the English table's rendering of its record, and
    the Japanese has no English sentence outside its quoted arguments."""
    from ruletext.errors import FILE_KINDS, said
    from sitegen.text import Say
    from verify.report import RECORD_KINDS

    assert len(FILE_KINDS) > 70
    for kind in FILE_KINDS:
        english, record = said(kind, **{f: "two words" for f in RECORD_KINDS[kind].fields})
        assert Say("en")(record) == english, kind
        japanese = Say("ja")(record)
        assert english_runs(japanese) == [], (kind, japanese)


# Inputs a reader meets in the playground that gave English before the error kinds by cause
# (error.no_such, error.not_allowed, error.cant_choose, error.twice …, engine/records.py).
BEFORE_ENGLISH = {
    "a flag that is not one": (("pt: 2/2}}", "pt: 2/2}, tapped: maybe}"), "error.expected", "true か false"),
    "an action on no object": (("      - enter:", "      - destroy: c9\n      - enter:"), "error.no_such",
                               "オブジェクト「c9」はありません"),
    "an attack on the active player": (("pt: 2/2}}", "pt: 2/2}}\n      - attack: {attackers: [c1], defender: A}"),
                                       "error.not_allowed", "アクティブ・プレイヤーは攻撃されません（508.1b）"),
    "a zone misspelt": (("pt: 2/2}}", "pt: 2/2}}\n      - move: {object: c1, to: graveyrd}"), "error.not_a",
                        "もしかして「graveyard」"),
    "a controller who is no player": (("pt: 2/2}}", "pt: 2/2}, controller: C}"), "error.no_such",
                                      "プレイヤー「C」はありません"),
    "a spell with no id": (("pt: 2/2}}", "pt: 2/2}}\n      - cast_spell: {card: 灰色熊}"), "error.missing_key",
                           "「cast_spell id」が必要です"),
    "do: that is no list": (("    do:\n      - enter: {id: c1, object: {name: 熊, type_line: Creature — Bear, pt: 2/2}}\n",
                             "    do: 3\n"), "error.expected", "リスト"),
    "a player named twice": (("title: 試す", "title: 試す\nplayers: [A, A]"), "error.twice", "2回あります"),
    "a second attack": (("pt: 2/2}}", "pt: 2/2}}\n      - attack: {attackers: [c1, c1], defender: B}"),
                        "error.not_allowed", "一度だけ"),
    "a selector's unknown word": (("pt: 2/2}}", "pt: 2/2}}\n      - effect: {id: e1, affected: each gizmo, modify_pt: +1/+1}"),
                                  "error.unknown_word", "選び方の語に「gizmo」はありません"),
    "a selector that can't take effect there": (
        ("pt: 2/2}}", "pt: 2/2, abilities: [{triggered: {text: When x, when: enters, what: target creature, "
                      "do: [{gain_life: 1}]}}]}}"), "error.cant_read_here", "選ばれた対象"),
    "a card type misspelt": (("type_line: Creature — Bear", "type_line: Creatur — Bear"), "error.not_a",
                             "もしかして「creature」"),
    "a duration that is none": (("pt: 2/2}}", "pt: 2/2}}\n      - effect: {id: e1, modify_pt: +1/+1, duration: forever, "
                                              "targets: [c1]}"), "error.not_a", "期間"),
}


@pytest.mark.parametrize("what", sorted(BEFORE_ENGLISH))
def test_a_game_or_value_error_is_a_typed_record_in_japanese(what: str) -> None:
    change, kind, words = BEFORE_ENGLISH[what]
    error = _answer(change)
    assert error["typed"] is True, error
    assert words in str(error["text"]), error
    assert english_runs(str(error["text"])) == [], error
    from ruletext.errors import InputError, says_of
    from verify.inpage import run_text

    with pytest.raises(InputError) as err:
        run_text(GOOD.replace(*change, 1), {}, path="scenario.yaml")
    says = says_of(err.value)
    assert says is not None and says["kind"] == kind, (what, says)


def test_every_word_an_error_names_is_in_both_tables() -> None:
    """Each literal word an error record names (``Term("…")``, the first argument of ``not_a``,
    ``no_such``, ``not_allowed``, ``no_ability``'s second, ``wrong_type``'s second, a scenario value
    type's word) is a key of the ``key`` table in Japanese and in English."""
    import ast
    from pathlib import Path

    from sitegen.text import TABLES
    from verify.actions import VALUE_TERMS

    at = {"Term": 0, "not_a": 0, "no_such": 0, "not_allowed": 0, "no_ability": 1, "wrong_type": 1}
    named: set[str] = set(VALUE_TERMS.values())
    root = Path(__file__).resolve().parents[2]
    for path in [*root.joinpath("engine").rglob("*.py"), *root.joinpath("verify").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in at:
                args = node.args[at[node.func.id]:at[node.func.id] + 1]
                if args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                    named.add(args[0].value)
    assert len(named) > 60
    for lang in ("ja", "en"):
        assert sorted(named - set(TABLES[lang].WORDS["key"])) == [], lang


def test_every_refusal_of_a_card_file_is_a_record_in_japanese(tmp_path: Path) -> None:
    """Each phrase, condition or amount a place cannot give what it reads (tests/engine/
    test_context_coverage.py REFUSED: the English for the command line) is a record too, and its
    Japanese has no English sentence — the editor and a failed example show that."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from test_context_coverage import REFUSED
    from test_verify_input import CARD, make_root

    from ruletext.errors import InputError, says_of
    from sitegen.inbrowser import error_words
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    for i, (ability, _english) in enumerate(REFUSED):
        root = make_root(tmp_path / str(i), card=CARD + "abilities:\n" + ability)
        err = card_error(load_cards(root), InputError).value
        assert says_of(err) is not None, (ability, str(err))
        words = error_words(err)
        assert english_runs(words) == [], (ability, words)


MORE_REFUSED = (  # card files' errors that gave English only before (issue 19)
    "  - spell: {text: t, modes: [{text: m, do: [{draw: 1}]}], do: [{draw: 1}]}\n",  # error.goes_in
    "  - spell: {text: t, duration: end_of_turn, do: [{draw: 1}]}\n",  # error.goes_with
    "  - activated: {text: t, cost: '{X}', x_is: 1, modify_pt: +1/+1}\n",  # x_is goes with do
    "  - triggered: {text: t, when: enters, do: [{reflexive: {text: r, do: [{draw: 1}]}}]}\n",  # reflexive first
)


@pytest.mark.parametrize("ability", MORE_REFUSED)
def test_a_card_files_key_in_the_wrong_place_is_a_record_in_japanese(tmp_path: Path, ability: str) -> None:
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
    from test_verify_input import CARD, make_root

    from ruletext.errors import InputError, says_of
    from sitegen.inbrowser import error_words
    from tests.engine.engine_helpers import card_error
    from verify.cards import load_cards

    err = card_error(load_cards(make_root(tmp_path, card=CARD + "abilities:\n" + ability)), InputError).value
    assert says_of(err) is not None, str(err)
    assert english_runs(error_words(err)) == [], (str(err), error_words(err))


def test_every_word_an_error_makes_from_a_table_is_in_both_tables() -> None:
    """The words an error record names by a computed key (``ability_spell``, ``needs_trigger``,
    ``place_x_is``, ``context_triggered if``, ``reads_kicked``: engine.instructions.unfit_amount,
    engine.amounts.amount_refused, engine.conditions.refused_at_says) are in both tables."""
    from engine.amounts import AMOUNT_NEEDS, AMOUNT_PLACES
    from engine.conditions import CONDITION_PLACES, CONDITIONS
    from engine.instructions import ABILITY_KINDS
    from sitegen.text import TABLES

    named = {*(f"ability_{k}" for k in ABILITY_KINDS), *(f"needs_{k}" for k in AMOUNT_NEEDS),
             *(f"place_{k}" for k in AMOUNT_PLACES), *(f"context_{k}" for k in CONDITION_PLACES),
             *(f"reads_{c.key}" for _, c in CONDITIONS.items() if c.places)}
    assert len(named) > 20
    for lang in ("ja", "en"):
        assert sorted(named - set(TABLES[lang].WORDS["key"])) == [], lang
