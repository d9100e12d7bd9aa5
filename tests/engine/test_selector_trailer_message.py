"""A selector whose words after its noun are no trailer is refused naming those words — not the
noun before them as an "unknown word" (`put_into: card an opponent owns` said "unknown word 'card'",
though `card` is the vocabulary's own noun, 108.2); and the trailers of an owner who is an opponent
(108.3: `an opponent owns`, `your opponents own`, `you don't own`) that phrase was written for."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.errors import SelectorSyntaxError
from engine.selectors import parse_selector
from tests.case_refusal import question, refusal, shipped_cards, written

STEPS = """\
  - label: s
    do:
      - enter: {id: rest, object: {name: 安息, type_line: Enchantment, abilities: [{replacement: {
                text: "If a card would be put into a graveyard from anywhere, exile it instead.",
                would: {put_into: WHAT}, instead: [{to_zone: exile}]}}]}}
      - enter: {id: c, controller: B, object: {name: 熊, type_line: Creature, pt: 2/2}}
      - destroy: c
    expect:
      c: {zone: exile}
"""


def test_the_words_that_are_no_trailer_are_named_at_their_line(tmp_path: Path) -> None:
    text = question("614.1a", STEPS.replace("WHAT", "card your opponent owns"))
    message = refusal(written(tmp_path, text, "614.1a-q.yaml"), shipped_cards())
    assert message.startswith("q.yaml:10: cannot read 'your opponent owns' after 'card' in selector 'card your "
                              "opponent owns': after its noun a selector takes one of the trailers (you control, "), message
    assert message.endswith("; did you mean 'your opponents own'?"), message


@pytest.mark.parametrize(("what", "mine_to"), [("card from anywhere", "exile"), ("card an opponent owns", "graveyard"),
                                               ("card you don't own", "graveyard"), ("card you own", "exile")])
def test_the_phrase_with_a_trailer_runs(tmp_path: Path, what: str, mine_to: str) -> None:
    # 108.3: "a card an opponent owns" — the enchantment's controller A's opponent B owns the creature
    steps = STEPS.replace("WHAT", what).replace("""      - destroy: c
    expect:
      c: {zone: exile}""", f"""      - enter: {{id: m, object: {{name: 鹿, type_line: Creature, pt: 1/1}}}}
      - destroy: [c, m]
    expect:
      c: {{zone: {'graveyard' if mine_to == 'exile' and what == 'card you own' else 'exile'}}}
      m: {{zone: {mine_to}}}""")
    from verify.cases import load_case, run_case

    result = run_case(load_case(written(tmp_path, question("614.1a", steps), "614.1a-q.yaml"), "q.yaml"),
                      shipped_cards())
    assert result.status == "pass", result.message


@pytest.mark.parametrize(("phrase", "said"), [
    ("creatures an opponent holds", "cannot read 'an opponent holds' after 'creatures'"),
    ("whte creatures", "unknown word 'whte' in selector 'whte creatures'"),  # a word of its own: where it is read
    ("white Gizmo creatures", "unknown word 'Gizmo'"),
])
def test_an_unknown_word_is_still_named_as_one(phrase: str, said: str) -> None:
    with pytest.raises(SelectorSyntaxError) as caught:
        parse_selector(phrase)
    assert said in str(caught.value), str(caught.value)
