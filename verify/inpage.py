"""One scenario given as text, run with card definitions given as texts: the function the
engine in the browser calls (/playground/, "この例を動かす"), and a check that it agrees with
the static build.

Nothing is read from disk: the scenario and every card file arrive as strings, and bad input
raises the same ``InputError`` subclasses as ``build.py verify`` (``file:line: message``).

>>> card = "ja: 十字軍\\nen: Crusade\\ntype_line: Enchantment\\nabilities:\\n  - static: {text: White creatures get +1/+1., affected: white creatures, modify_pt: +1/+1}\\n"
>>> sc = '''example: "x"
... text: "2/2が3/3になる。"
... steps:
...   - label: one
...     do:
...       - enter: {id: crusade, card: 十字軍}
...       - enter: {id: c1, object: {name: c, type_line: Creature, colors: [white], pt: 2/2}}
...     expect:
...       c1: {pt: 3/3}
... '''
>>> result = run_text(sc, {"rules_src/cards/crusade.yaml": card})
>>> result["status"], result["steps"][0]["checks"][0]["actual"], result["cards"]
('pass', '3/3', ['十字軍'])
>>> case = sc.replace('example: "x"', 'rule: "613.1"\\ntitle: 試す\\nquestion: 何になるか？').replace("text: ", "answer: ")
>>> result = run_text(case, {"rules_src/cards/crusade.yaml": card}, path="613.1-try.yaml")
>>> result["kind"], result["id"], result["rule"], result["status"]
('case', '613.1-try', '613.1', 'pass')
>>> run_text("steps: [\\n", {})
Traceback (most recent call last):
...
verify.errors.YamlSyntaxError: scenario.yaml:1: not valid YAML: did not find expected node content
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import partial
from pathlib import PurePosixPath
from typing import Any

from engine.budget import LIMITS, BudgetExceeded
from ruletext.errors import InputError
from verify.cards import CardDef, cards_from_yaml
from verify.cases import case_of, run_case
from verify.errors import ScenarioError
from verify.scenario import rules_version_of, run_scenario, scenario_from_yaml
from verify.yamlload import load_yaml

# The cards parsed last time, by their texts: a reader re-running an edited scenario does
# not pay for parsing every card file again.
_cards_cache: dict[tuple[tuple[str, str], ...], dict[str, CardDef]] = {}


def load_card_texts(card_files: Mapping[str, str]) -> dict[str, CardDef]:
    """Cards by id from ``{shown path: YAML text}`` (as ``load_cards`` reads rules_src/cards/)."""
    key = tuple(sorted(card_files.items()))
    found = _cards_cache.get(key)
    if found is None:
        found = cards_from_yaml((path, PurePosixPath(path).stem, partial(load_yaml, text, path))
                                for path, text in key)
        _cards_cache.clear()
        _cards_cache[key] = found
    return found


def run_text(scenario: str, card_files: Mapping[str, str], *, target_text: str | None = None,
             numbering: str = "", source: str = "", line: int = 0, kind: str = "example",
             path: str = "scenario.yaml", seconds: float | None = None) -> dict[str, Any]:
    """Run ``scenario`` (YAML text: a scenario, docs/scenarios.md, or a case with ``rule:``,
    docs/cases-format.md, whose id is the stem of ``path``) with the cards of ``card_files``;
    the report entry the static pages render (``ExampleResult.to_dict()``).

    ``target_text``: the text of the example or row it is written for (staleness and the
    stated numbers, as in the build); the scenario's own ``text`` when not given.
    ``numbering``: the CR numbering of the example's source (whose order of layers applies).
    ``seconds``: the run's wall time, the budget's (:mod:`engine.budget`; the page's limit, in
    place of the commands' 20 s): a run past a limit fails with an input error at its line,
    :func:`stopped_by` tells which limit.
    """
    limits = LIMITS if seconds is None else dataclasses.replace(LIMITS, seconds=seconds)
    doc = load_yaml(scenario, path)
    cards = load_card_texts(card_files)
    if isinstance(doc, dict) and "rule" in doc and "example" not in doc:  # a case (rules_src/cases/)
        result = run_case(case_of(doc, path, PurePosixPath(path).stem), cards, limits)
    else:
        sc = scenario_from_yaml(doc, path)
        result = run_scenario(sc, cards, sc.text if target_text is None else target_text, source, line,
                              kind=kind, rules_version=rules_version_of(numbering), limits=limits)
    if result.status == "error":
        if isinstance(result.error, ScenarioError | InputError):
            raise result.error  # with the file and line its editor marks, and what it is (says)
        raise _input_error(result.message, [path, *card_files])
    return result.to_dict()


def stopped_by(err: BaseException) -> BudgetExceeded | None:
    """The limit of the run's budget ``err`` was raised for, if any: an action or a step says it
    as an input error at its line, raised while handling it (``__context__``).

    >>> err = ScenarioError("s.yaml", 3, "x")
    >>> err.__context__ = BudgetExceeded("seconds", 5)
    >>> stopped_by(err).limit, stopped_by(ScenarioError("s.yaml", 3, "x"))
    ('seconds', None)
    """
    seen: BaseException | None = err
    while seen is not None:
        if isinstance(seen, BudgetExceeded):
            return seen
        seen = seen.__cause__ or seen.__context__
    return None


def _input_error(message: str, paths: list[str]) -> ScenarioError:
    """The build reports a broken step or card as an ``error`` result (``file:line: message``,
    every other example still runs); here, with one scenario being edited, it is the error
    itself, with the file and line its editor marks."""
    for path in paths:
        line, colon, rest = message.removeprefix(path + ":").partition(": ")
        if message.startswith(path + ":") and colon and line.isdigit():
            return ScenarioError(path, int(line), rest)
    return ScenarioError(paths[0], None, message)


__all__ = ["load_card_texts", "run_text", "stopped_by"]
