"""Selector words that were read silently wrong (issue 20: questions from the docs alone), each
checked on anonymous objects against the rule the word stands for.

- A subtype in the plural is the subtype (205.3m): "Zombies", "Elves", "Wolves", "Sphinxes" were
  read as the subtypes "Zomby", "Elve", "Wolve", "Sphinxe" and matched nothing ("Elves you
  control get +2/+2" of a card in rules_src/cards/ gave nothing +2/+2). A capitalized word that
  is no subtype (205.3) is refused, as an unknown lower-case word is.
- Adjectives listed before one noun are alternatives of that noun, as colours are (105.2):
  "legendary or snow creatures" are legendary creatures and snow creatures (205.4a) — it was
  read as any legendary permanent or a snow creature; "Elf or Warrior creatures" likewise.
- Adjectives joined by commas alone all describe the noun: "nonartifact, nonblack creature" is
  a creature that is neither (the CR's own "nonbattle, noncreature permanent", 704.5p) — it was
  refused as a list of nouns.
- In a list, a noun with adjectives of its own keeps them and only them: "white creatures and
  blue creatures" are white creatures and blue creatures — it was read as white creatures and
  white blue creatures.
"""

from __future__ import annotations

import pytest
from engine_helpers import creature, permanent, static

from engine import Const, Game, ModifyPT, parse_selector
from engine.errors import SelectorSyntaxError
from engine.selectors import Context


def _board() -> Game:
    g = Game()
    g.create("zombie", creature("Zombie", subtypes=("Zombie",)), controller="A")
    g.create("elf", creature("Elf", subtypes=("Elf", "Warrior")), controller="A")
    g.create("wolf", creature("Wolf", subtypes=("Wolf",)), controller="A")
    g.create("sphinx", creature("Sphinx", subtypes=("Sphinx",)), controller="A")
    g.create("ally", creature("Ally", subtypes=("Human", "Ally")), controller="A")
    return g


@pytest.mark.parametrize(("phrase", "selected"), [
    ("Zombies you control", ["zombie"]),
    ("Elves", ["elf"]),
    ("Wolves", ["wolf"]),
    ("Sphinxes", ["sphinx"]),
    ("Allies", ["ally"]),
    ("non-Zombie creatures", ["elf", "wolf", "sphinx", "ally"]),
    ("Humans and Elves you control", ["elf", "ally"]),
])
def test_a_subtype_in_the_plural_is_the_subtype(phrase: str, selected: list[str]) -> None:
    ctx = _board().characteristics().context(controller="A")
    assert parse_selector(phrase).select(ctx) == selected


def test_an_anthem_for_elves_reaches_the_elves() -> None:
    g = _board()
    g.create("lord", permanent("Lord", ("enchantment",), static(
        "Elves you control get +2/+2.", "Elves you control", ModifyPT(Const(2), Const(2)))), controller="A")
    state = g.characteristics()
    assert [state.state(i).pt for i in ("elf", "zombie")] == ["4/4", "2/2"]


@pytest.mark.parametrize("phrase", ["Gizmos you control", "each Elfz", "non-Gizmo creatures", "Time Lords"])
def test_a_capitalized_word_that_is_no_subtype_is_refused(phrase: str) -> None:
    with pytest.raises(SelectorSyntaxError, match="unknown word"):
        parse_selector(phrase)


def _types_board() -> Game:
    g = Game()
    g.create("legend", permanent("Legend", ("creature",), supertypes=("legendary",)), controller="A")
    g.create("snowy", permanent("Snowy", ("creature",), supertypes=("snow",)), controller="A")
    g.create("plain", creature("Plain"), controller="A")
    g.create("relic", permanent("Relic", ("artifact",), supertypes=("legendary",)), controller="A")
    g.create("black", creature("Black", colors=("black",)), controller="A")
    g.create("golem", permanent("Golem", ("artifact", "creature"), subtypes=("Golem",)), controller="A")
    return g


@pytest.mark.parametrize(("phrase", "selected"), [
    # 205.4a: "legendary" is the creatures' adjective, not a noun (the relic is no creature)
    ("legendary or snow creatures", ["legend", "snowy"]),
    ("legendary and snow creatures you control", ["legend", "snowy"]),
    ("legendary snow creatures", []),
    ("Golem or Zombie creatures", ["golem"]),
    # 704.5p's form: adjectives joined by commas alone all apply
    ("nonartifact, nonblack creatures", ["legend", "snowy", "plain"]),
    ("target nonartifact, nonblack creature", ["plain"]),
    ("noncreature, nonland permanents", ["relic"]),
    ("nonlegendary, nontoken permanents", ["snowy", "plain", "black", "golem"]),
    # a noun with adjectives of its own keeps its own
    ("black creatures and legendary permanents", ["legend", "relic", "black"]),
])
def test_adjectives_before_one_noun(phrase: str, selected: list[str]) -> None:
    ctx = Context(views=_types_board().characteristics().views, controller="A", targets=("plain",))
    assert parse_selector(phrase).select(ctx) == selected
