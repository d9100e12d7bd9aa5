"""What a case written to be refused is refused with: a word refused as the case is read
(:class:`verify.cases.CaseError`) or as it runs (its result's error). The silent-answer tests
assert the ``file:line`` and the words of the message."""

from __future__ import annotations

import functools
from pathlib import Path

from verify.cards import CardDef, CardSet, load_cards
from verify.cases import CaseError, load_case, run_case


def refusal(path: Path, cards: dict[str, CardDef], shown: str = "q.yaml") -> str:
    """The message ``path`` is refused with; a case that runs to a result other than an error
    fails the test that asked (a refusal that did not happen)."""
    try:
        result = run_case(load_case(path, shown), cards)
    except CaseError as e:
        return str(e)
    assert result.status == "error", (result.status, result.message)
    return result.message


ROOT = Path(__file__).resolve().parent.parent / "rules_src"


@functools.cache
def shipped_cards() -> CardSet:
    """The cards of rules_src/cards/, loaded once for the process (0.15 s of CPU a load; two
    dozen test modules loaded them again): the scenarios and cases only read them, as one
    build's verify runs every scenario on one load."""
    return load_cards(ROOT)


def question(rule: str, steps: str) -> str:
    """The text of a case on anonymous objects asked about ``rule``: its header, then ``steps``
    (the YAML of its ``steps:`` list, each line indented as in a case file)."""
    return f'rule: "{rule}"\ntitle: 問い\nquestion: "問い"\nanswer: "答え"\nsteps:\n{steps}'



def written(directory: Path, text: str, name: str) -> Path:
    """``text`` written as the case file ``name`` in ``directory`` (its path)."""
    path = directory / name
    path.write_text(text, encoding="utf-8")
    return path
