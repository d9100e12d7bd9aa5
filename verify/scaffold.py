"""A scenario to start from, for an example or a card-table row that has none yet.

``python build.py scenario 613.3e-1`` prints it (``--write`` puts it in place): the
example's text exactly as the corpus has it (a scenario records the text it was written
for), the power/toughness numbers the text states (each must be accounted for), and an
``enter`` for every card the text mentions that has a definition. What it cannot know is
left as ``TODO``, which the scenario loader reports with its file and line until it is
filled in.

>>> from ruletext import load_corpus
>>> root = Path(__file__).resolve().parent.parent / "rules_src"
>>> path, text = skeleton(load_corpus(root), root, "613.4-1")
>>> path
'scenarios/613/613.4-1.yaml'
>>> print(text.splitlines()[0])
example: "613.4-1"
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from ruletext.errors import said
from ruletext.model import CardMention, Corpus
from verify.cards import CardDef, load_cards
from verify.errors import UnknownExampleError
from verify.stated import stated_numbers


def scenario_path(corpus: Corpus, target_id: str) -> str:
    """Where the scenario of an example or a table row goes, under ``rules_src/``:
    ``scenarios/613/`` for a rule's examples, ``scenarios/<article>/`` for an article's,
    ``scenarios/<article>-tables/`` for the rows of its card tables."""
    if target_id in corpus.table_rows:
        article = target_id.split("-table-")[0]
        return f"scenarios/{article}-tables/{target_id}.yaml"
    owner = corpus.examples[target_id].owner
    folder = owner.split(".")[0] if owner in corpus.rules else owner
    return f"scenarios/{folder}/{target_id}.yaml"


def skeleton(corpus: Corpus, root: Path, target_id: str) -> tuple[str, str]:
    """The path (relative to ``root``) and the text of a scenario to start from."""
    if target_id in corpus.examples:
        text, mentions = corpus.examples[target_id].text, corpus.examples[target_id].cards
    elif target_id in corpus.table_rows:
        row = corpus.table_rows[target_id]
        text, mentions = row.text, _row_cards(corpus, target_id)
    else:
        raise UnknownExampleError(str(root), None, *said("file.no_target", example=target_id))
    cards = _defined(load_cards(root), mentions)
    numbers = stated_numbers(text)
    lines = [
        f"example: {json.dumps(target_id)}",
        'title: "TODO: この例が示すこと（日本語で短く）"',
        f"text: {json.dumps(text, ensure_ascii=False)}",
    ]
    if numbers:
        lines += [f"# The text states {', '.join(numbers)}: each must be accounted for (a card's or an",
                  "# object's pt, an effect, or an expected pt) — docs/scenarios.md."]
    missing = [m for m in mentions if _find(cards, m) is None]
    for m in missing:
        lines.append(f"# {m.ja}{'/' + m.en if m.en else ''} has no card file yet: docs/cards.md")
    lines += ["steps:", "  - label: TODO 例の文章が始まる状況（日本語で）", "    do:"]
    entered = []
    for n, card in enumerate(cards, 1):
        oid = f"c{n}"
        entered.append(oid)
        lines.append(f"      - enter: {{id: {oid}, card: {card.ja}}}")
    if not cards:
        lines.append("      - enter: {id: c1, object: {name: TODO, type_line: Creature, pt: TODO}}")
        entered.append("c1")
    lines += ["    expect:", f"      {entered[0]}: {{pt: TODO}}"]
    return scenario_path(corpus, target_id), "\n".join(lines) + "\n"


def _row_cards(corpus: Corpus, row_id: str) -> list[CardMention]:
    for article in corpus.articles:
        for block in article.blocks:
            for rid, cells in zip(block.row_ids, block.cell_cards[1:] if block.cell_cards else [], strict=False):
                if rid == row_id:
                    return [m for cell in cells for m in cell]
    return []


def _find(cards: Iterable[CardDef], m: CardMention) -> CardDef | None:
    """The definition of a mentioned card: by its Japanese name, or its English one."""
    return next((c for c in cards if c.ja == m.ja or (m.en is not None and c.en == m.en)), None)


def _defined(defs: dict[str, CardDef], mentions: list[CardMention]) -> list[CardDef]:
    """The definitions of the cards mentioned, in the order first mentioned, each once."""
    out: list[CardDef] = []
    for m in mentions:
        found = _find(defs.values(), m)
        if found is not None and found not in out:
            out.append(found)
    return out
