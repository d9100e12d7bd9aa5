"""113.11, 613.1f: "loses flying and can't have or gain flying" — an object that can't have an
ability loses it, and no effect (earlier or later, of a static ability or a resolved one) and no
keyword counter gives it to it while that applies; the other parts of those effects still apply
(anonymous objects)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import AddAbilities, Game, Keyword, LoseAbilities
from engine.effects import CantHave
from tests.case_refusal import question, refusal, shipped_cards, written
from tests.engine.engine_helpers import FLYING, creature, permanent, spec, static
from verify.cases import load_case, run_case

CANT = static("Creatures lose flying and can't have or gain flying.", "creatures", CantHave(("flying",)))
LOSE = static("Creatures lose flying.", "creatures", LoseAbilities(("flying",)))
GAINS = spec("Target creature gains flying and trample.", "target creature",
             AddAbilities((FLYING, Keyword("trample"))))


def _game(ability: object) -> Game:
    g = Game()
    g.create("c", creature("Creature", abilities=(FLYING,)), controller="A")  # ts 1
    g.create("e", permanent("Enchantment", ("enchantment",), ability), controller="B")  # ts 2
    return g


def test_a_later_grant_gives_nothing_it_cant_have_and_its_other_abilities_still() -> None:
    for ability, after in ((LOSE, ("Flying", "Trample")), (CANT, ("Trample",))):
        g = _game(ability)
        assert g.characteristics().state("c").abilities == ()  # it loses the printed one either way
        g.create_effect(GAINS, controller="A", targets=["c"], effect_id="gain")  # ts 3: later than the static one
        # "loses flying" alone: the later grant gives it flying (613.7 timestamp order); "can't have":
        # that part does not apply, whatever the timestamp; trample, the effect's other part, still does
        assert g.characteristics().state("c").abilities == after


def test_an_earlier_grant_and_a_keyword_counter_give_nothing_either() -> None:
    g = Game()
    g.create("c", creature("Creature"), controller="A")
    g.create("aura", permanent("Aura", ("enchantment",), static("Enchanted creature has flying.", "enchanted creature",
                                                                  AddAbilities((FLYING,))), subtypes=("Aura",)),
             controller="A", attached_to="c")
    g.create_effect(GAINS, controller="A", targets=["c"], effect_id="gain")  # earlier than the can't-have
    g.put_counters("c", "flying")  # 122.1b: a flying counter
    assert g.characteristics().state("c").abilities == ("Flying", "Flying", "Trample", "Flying")
    g.create("e", permanent("Enchantment", ("enchantment",), CANT), controller="B")
    assert g.characteristics().state("c").abilities == ("Trample",)
    # once its source is gone, the static ability's grant and the counter give flying again (113.11)
    g.move("e", "graveyard")
    assert g.characteristics().state("c").abilities == ("Flying", "Flying", "Trample", "Flying")


def test_a_grant_resolved_while_it_cant_have_it_never_gives_it() -> None:
    # 113.11: that part of the resolved effect does not apply — not once the can't-have is gone either
    # (a static ability's grant does apply again then); its other part, trample, applies all along
    g = Game()
    g.create("c", creature("Creature"), controller="A")
    g.create("e", permanent("Enchantment", ("enchantment",), CANT), controller="B")
    g.create_effect(GAINS, controller="A", targets=["c"], effect_id="gain")
    assert g.characteristics().state("c").abilities == ("Trample",)
    g.move("e", "graveyard")
    assert g.characteristics().state("c").abilities == ("Trample",)
    g.create_effect(GAINS, controller="A", targets=["c"], effect_id="again")  # resolved now: it gives flying
    assert g.characteristics().state("c").abilities == ("Trample", "Flying", "Trample")


def test_only_what_it_affects_and_only_what_it_names() -> None:
    g = _game(static("Creatures your opponents control can't have flying.", "creatures your opponents control",
                     CantHave(("flying",))))
    g.create("own", creature("Creature", abilities=(FLYING, Keyword("vigilance"))), controller="B")
    g.create("other", creature("Creature", abilities=(Keyword("vigilance"),)), controller="A")
    g.create_effect(spec("Creatures gain flying.", "creatures", AddAbilities((FLYING,))), controller="A")
    ev = g.characteristics()
    assert ev.state("c").abilities == ()
    assert ev.state("own").abilities == ("Flying", "Vigilance", "Flying")  # its own, the grant's
    assert ev.state("other").abilities == ("Vigilance",)


CASE = """\
  - label: s
    do:
      - enter: {id: c, object: {name: 熊, type_line: Creature, pt: 2/2, abilities: [flying]}}
      - enter: {id: e, object: {name: 紋章, type_line: Enchantment, abilities: [{KIND: {text: "Creatures can't have flying.",
                affected: creatures, cant_have: [flying]}}]}}
    expect:
      c: {abilities: []}
"""


@pytest.mark.parametrize(("old", "new", "words"), [
    ("cant_have: [flying]", "cant_have: [flyng]", "q.yaml:10: cant_have: not a keyword ability (702): 'flyng'"),
    # 604.3a: a characteristic-defining ability defines no abilities
    ("affected: creatures", "affected: self", "q.yaml:9: cda: 'cant_have' is no characteristic-defining ability"),
])
def test_it_is_refused_where_it_would_do_nothing(tmp_path: Path, old: str, new: str, words: str) -> None:
    text = question("113.11", CASE.replace(old, new).replace("KIND", "cda" if "affected" in old else "static"))
    message = refusal(written(tmp_path, text, "113.11-q.yaml"), shipped_cards())
    assert words in message, message


def test_the_case_as_written_runs(tmp_path: Path) -> None:
    text = question("113.11", CASE.replace("KIND", "static"))
    result = run_case(load_case(written(tmp_path, text, "113.11-q.yaml"), "q.yaml"), shipped_cards())
    assert result.status == "pass", result.message
