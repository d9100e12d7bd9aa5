"""Free-standing cases: ``rules_src/cases/**/*.yaml`` — a judge's question about a rule,
run on the engine like an example's scenario, but named by the rule it illustrates
(``rule: "614.12"``) instead of an example id, with a title and a question in Japanese.

A case is not part of the CR text: the site shows it under its rule, marked as such
(docs/cases.md). Its id is the file's stem (``rules_src/cases/614/614.12-look-ahead.yaml``
→ ``614.12-look-ahead``).

>>> from verify.yamlload import load_yaml
>>> case_of(load_yaml('rule: "613.7a"\\ntitle: 題\\nquestion: 問い？\\nsteps: [{label: x}]\\n', "c.yaml"),
...         "c.yaml", "c").rule
'613.7a'
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from engine.budget import LIMITS, Limits
from engine.records import Record, Text, no_such, not_a, wrong_type
from ruletext.schema import check_keys
from verify.cards import CardDef
from verify.errors import ScenarioError, unknown_key_says
from verify.report import ExampleResult
from verify.scenario import STEP_KEYS, Scenario, run_scenario
from verify.yamlload import LineDict, load_yaml_file, shown_path

# The keys of a case file, each with what it holds (the loader's message lists them).
CASE_KEYS: dict[str, str] = {
    "rule": "the rule it illustrates, current numbering, quoted (\"614.12\")",
    "title": "a short title, in Japanese",
    "question": "the question, in Japanese",
    "answer": "the answer in words, in Japanese (the steps check it)",
    "sources": "where the rule text, example or ruling comes from; cards written from memory say so",
    "players": "the players (default [A, B])",
    "active_player": "the active player (default the first)",
    "steps": "the steps, as in a scenario (docs/scenarios.md)",
    "note": "anything else a reader should know",
}
REQUIRED = ("rule", "title", "question", "steps")
RULE_NUMBER = re.compile(r"^[1-9][0-9]{2}(\.[0-9]+[a-z]?)?$")
CASE_ID = re.compile(r"^[0-9a-z][0-9a-z.\-]*$")


class CaseError(ScenarioError):
    """A case file is malformed (an unknown key, a missing field, no Japanese question)."""


@dataclass
class Case:
    """One free-standing case: a scenario named by a rule (current numbering)."""

    id: str
    rule: str
    title: str
    question: str
    answer: str
    sources: str
    scenario: Scenario

    @property
    def path(self) -> str:
        """The file, as shown in messages."""
        return self.scenario.path


def _japanese(text: str) -> bool:
    """Whether ``text`` has a kana or kanji character."""
    return any(unicodedata.name(ch, "").startswith(("HIRAGANA", "KATAKANA", "CJK UNIFIED")) for ch in text)


def _accepted() -> str:
    return ", ".join(CASE_KEYS)


def case_of(doc: object, shown: str, stem: str) -> Case:
    """Check a case file's mapping and make a :class:`Case` of it (``file:line`` errors)."""
    if not isinstance(doc, LineDict):
        raise CaseError(shown, 1, f"a case is a mapping with {', '.join(REQUIRED)} (accepted keys: {_accepted()})",
                        wrong_type("case", "value_case", doc))
    check_keys(doc, CASE_KEYS, shown, what="case", notes={"example": " — a case names its rule with 'rule:', not an "
                                                                   "example id"}, error=CaseError, says=unknown_key_says)
    for key in REQUIRED:
        if key not in doc:
            raise CaseError(shown, doc.line, f"a case needs {key!r}: {CASE_KEYS[key]} (accepted keys: {_accepted()})",
                            Record.of("error.missing_key", key=Text(key)).to_json())
    for key in ("rule", "title", "question", "answer", "sources", "note", "active_player"):
        if key in doc and not isinstance(doc[key], str):
            raise CaseError(shown, doc.key_line(key), f"{key!r} is a string (quote it): {CASE_KEYS[key]}",
                            wrong_type(key, "value_text", doc[key]))
    if not RULE_NUMBER.match(doc["rule"]):
        raise CaseError(shown, doc.key_line("rule"), f"not a rule number: {doc['rule']!r} (e.g. \"613.7a\", \"104.3\")",
                        not_a("value_rule_number", doc["rule"], ("613.7a", "104.3"), hint=False))
    for key in ("title", "question", "answer"):
        if key in doc and not _japanese(doc[key]):
            raise CaseError(shown, doc.key_line(key),
                            f"write the {key} in Japanese: {doc[key]!r} has no Japanese letter, and the site shows "
                            f"the {key} to Japanese readers as it is written (an English card name or term may "
                            f"stay beside the Japanese, e.g. 「《謙虚》(Humility) と …」)",
                            Record.of("error.not_japanese", key=Text(key), value=Text(doc[key])).to_json())
    if not CASE_ID.match(stem):
        raise CaseError(shown, 1, f"name the file with lowercase letters, digits, '.' and '-' (not {stem!r}): "
                                  "its stem is the case's id", not_a("value_case_file_name", stem, hint=False))
    steps = doc["steps"]
    if not isinstance(steps, list) or not steps:
        raise CaseError(shown, doc.key_line("steps"), "'steps' is a non-empty list",
                        wrong_type("steps", "value_nonempty_list", steps))
    for step in steps:
        if not isinstance(step, LineDict):
            raise CaseError(shown, getattr(steps, "line", doc.line), "each step is a mapping",
                            wrong_type("steps", "value_step", step))
        check_keys(step, STEP_KEYS, shown, what="step", error=CaseError, says=unknown_key_says)
    players = doc.get("players", ["A", "B"])
    if not isinstance(players, list) or not players:
        raise CaseError(shown, doc.key_line("players"), "'players' is a non-empty list",
                        wrong_type("players", "value_player_names", players))
    names = tuple(str(p) for p in players)
    if len(set(names)) != len(names):
        twice = next(p for p in names if names.count(p) > 1)
        raise CaseError(shown, doc.key_line("players"), f"players: {twice!r} is named twice (each player once)",
                        Record.of("error.twice", key=Text("players"), value=Text(twice)).to_json())
    active = str(doc.get("active_player", names[0]))
    if active not in names:
        raise CaseError(shown, doc.key_line("active_player"), f"no player {active!r} (players: {', '.join(names)})",
                        no_such("thing_player", active, names))
    question, answer = doc["question"], str(doc.get("answer", ""))
    scenario = Scenario.of(stem, doc["title"], question + "\n" + answer, shown, doc, doc.key_line("rule"), names,
                           active, list(steps))
    return Case(id=stem, rule=doc["rule"], title=doc["title"], question=question, answer=answer,
                sources=str(doc.get("sources", "")), scenario=scenario)


def load_case(file: Path, shown: str) -> Case:
    """Read one case file."""
    return case_of(load_yaml_file(file, shown), shown, file.stem)


def load_cases(root: Path) -> dict[str, Case]:
    """Every case under ``root/cases/``, by id; two files with one stem are an error."""
    out: dict[str, Case] = {}
    folder = root / "cases"
    if not folder.is_dir():
        return out
    for file in sorted(folder.rglob("*.yaml")):
        case = load_case(file, shown_path(file, root))
        if case.id in out:
            raise CaseError(case.path, 1, f"case id {case.id!r} (the file's stem) is taken: {out[case.id].path}",
                            Record.of("error.twice", key=Text("case id"), value=Text(case.id)).to_json())
        out[case.id] = case
    return out


def run_case(case: Case, cards: dict[str, CardDef], limits: Limits = LIMITS) -> ExampleResult:
    """Run a case: pass when every expectation holds and every number its question and
    answer state (``4/4``, ``+1/+1``) appears in its steps. Bad steps raise an
    ``InputError`` (``file:line: message``), as a scenario's do. ``limits``: the run's budget."""
    result = run_scenario(case.scenario, cards, case.scenario.text, kind="case", limits=limits)
    result.rule, result.question, result.answer, result.sources = case.rule, case.question, case.answer, case.sources
    result.source, result.line = case.path, case.scenario.line
    return result


__all__ = ["CASE_KEYS", "Case", "CaseError", "case_of", "load_case", "load_cases", "run_case"]
