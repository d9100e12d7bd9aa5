"""The verification report: per example a status, steps with characteristics, checks
and the layer trace (JSON shape: docs/architecture.md)."""

from __future__ import annotations

from collections import ChainMap
from dataclasses import dataclass, field
from typing import Any

from engine.records import KINDS as _KINDS
from engine.records import SCHEMA as RECORD_SCHEMA
from engine.records import Kind, Record, fill
from ruletext.errors import FILE_KINDS
from verify import errors as _errors  # noqa: F401  (declares the command line's file error kinds)

# Every kind of record a reader may be shown: the run's (engine/records.py) and the file errors'
# (ruletext/errors.py FILE_KINDS, the command line's among them) — each with its English
# (a view: a kind an engine class declares later, ``engine.records.Says``, is in it too).
RECORD_KINDS: ChainMap[str, Kind] = ChainMap(_KINDS, {name: Kind(name, english) for name, english in FILE_KINDS.items()})

SCHEMA = "report/2"  # the version of data/report.json (docs/architecture.md)

STATUSES = ("pass", "fail", "unexecuted", "stale", "error")
# a worked example, a data row of an article's card table, or a free-standing case (rules_src/cases/):
# each kind → what a message calls the text it is written for (the example, the table row)
KINDS: dict[str, str] = {"example": "example", "row": "table row", "case": "example"}


@dataclass(frozen=True)
class Target:
    """What a scenario is written for: an example or a card-table row, with its text."""

    id: str
    kind: str  # one of KINDS
    text: str
    source: str = ""
    line: int = 0


@dataclass
class Check:
    """One expectation of a step."""

    object: str
    field: str
    expected: Any
    actual: Any
    ok: bool
    layer: str | None = None  # "before 7d": a value before that layer was applied
    line: int = 0
    name: str = ""  # the object's name as the report shows it (a card's Japanese name)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able."""
        out: dict[str, Any] = {"object": self.object, "field": self.field, "expected": self.expected,
                               "actual": self.actual, "ok": self.ok}
        if self.layer:
            out["at"] = self.layer
        if self.line:
            out["line"] = self.line
        if self.name:
            out["name"] = self.name
        return out


@dataclass(frozen=True)
class Headline:
    """The step the result box shows (an index into the steps) and its objects (ids) shown
    there (:func:`verify.headline.choose`)."""

    step: int
    objects: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-able (docs/architecture.md)."""
        return {"step": self.step, "objects": list(self.objects)}


@dataclass
class StepResult:
    """The state after one step of a scenario."""

    label: str
    actions: list[Record] = field(default_factory=list)
    objects: list[dict[str, Any]] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    trace: list[dict[str, Any]] = field(default_factory=list)
    dependencies: list[dict[str, Any]] = field(default_factory=list)
    players: dict[str, list[str]] = field(default_factory=dict)
    rules: list[str] = field(default_factory=list)
    # The trigger engine (603, 607): only in steps of games that use it.
    events: list[dict[str, Any]] = field(default_factory=list)
    pending: list[dict[str, Any]] = field(default_factory=list)
    stack: list[dict[str, Any]] = field(default_factory=list)
    life: dict[str, int] = field(default_factory=dict)
    zones: dict[str, dict[str, list[dict[str, str]]]] = field(default_factory=dict)
    links: list[dict[str, Any]] = field(default_factory=list)
    # Not in the JSON, for the result box (verify.headline): the numbers this step's checks
    # account for (an expected P/T or counter kind), and ``headline: true``.
    numbers: set[str] = field(default_factory=set)
    headline: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-able."""
        out: dict[str, Any] = {
            "label": self.label,
            "actions": [a.to_json() for a in self.actions],
            "objects": self.objects,
            "checks": [c.to_dict() for c in self.checks],
            "trace": self.trace,
            "dependencies": self.dependencies,
        }
        # Effects on players (613.10) and on game rules (613.11), only when there are any.
        if any(self.players.values()):
            out["players"] = self.players
        if self.rules:
            out["rules"] = list(self.rules)
        if self.life:
            out["events"] = self.events
            out["pending"] = self.pending
            out["stack"] = self.stack
            out["life"] = dict(self.life)
            out["zones"] = self.zones
            out["links"] = self.links
        return out


@dataclass
class ExampleResult:
    """The verification of one example."""

    id: str
    status: str
    message: str = ""
    scenario: str | None = None
    title: str = ""
    steps: list[StepResult] = field(default_factory=list)
    stated: list[str] = field(default_factory=list)
    accounted: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    source: str = ""
    line: int = 0
    kind: str = "example"  # "row": a data row of an article's card table
    rules: str = ""  # which CR's order of layers was applied, when not today's
    # ``message`` as records (a failed check, a stale scenario…); an input error's own record
    # (``error.*``) is its JSON already (InputError.says)
    says: list[Record | dict[str, Any]] = field(default_factory=list)
    error: Exception | None = field(default=None, repr=False, compare=False)  # an ``error`` result's InputError
    # A case (kind "case"): the rule it illustrates (current numbering), its question and
    # answer in Japanese, where its rule text or ruling comes from.
    rule: str = ""
    question: str = ""
    answer: str = ""
    sources: str = ""
    headline: Headline | None = None  # the step the result box shows (verify.headline)
    texts: dict[str, str] = field(default_factory=dict)  # English texts → Japanese (text_ja): the cards', the scenario's
    keywords: dict[str, dict[str, Any]] = field(default_factory=dict)  # keyword text → record (Keyword.says)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able (docs/architecture.md), plus ``cards`` (JA names used) and ``source``/``line``;
        a case also has ``rule``, ``question``, ``answer`` and ``sources``."""
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "status": self.status,
            "message": self.message,
            **({"says": [r.to_json() if isinstance(r, Record) else r for r in self.says]} if self.says else {}),
            "scenario": self.scenario,
            "title": self.title,
            "steps": [s.to_dict() for s in self.steps],
            "numbers": {
                "stated": list(self.stated),
                "accounted": [n for n in self.stated if n in self.accounted],
                "unaccounted": [n for n in self.stated if n not in self.accounted],
            },
            "cards": list(self.cards),
            "source": self.source,
            "line": self.line,
            "rules": self.rules,
        }
        if self.headline is not None:
            out["headline"] = self.headline.to_dict()
        if self.texts:
            out["texts"] = dict(self.texts)
        if self.keywords:
            out["keywords"] = dict(self.keywords)
        if self.rule:  # a free-standing case (kind "case"): the rule it illustrates, its question
            out.update(rule=self.rule, question=self.question, answer=self.answer, sources=self.sources)
        return out


@dataclass
class Report:
    """Every example and every card-table row of the corpus with its status.

    >>> r = Report({"e": ExampleResult("e", "pass"), "r": ExampleResult("r", "unexecuted", kind="row")})
    >>> r.summary()["total"], r.summary("row")["unexecuted"]
    (1, 1)
    """

    examples: dict[str, ExampleResult] = field(default_factory=dict)

    def summary(self, kind: str = "example") -> dict[str, int]:
        """How many results of ``kind`` (examples by default, or ``row``) have each status, and the total."""
        out = {s: 0 for s in STATUSES}
        total = 0
        for r in self.examples.values():
            if r.kind == kind:
                out[r.status] += 1
                total += 1
        out["total"] = total
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON document the site consumes (docs/architecture.md): results by id (examples
        and rows), ``summary`` of the examples, ``rows`` the same counts for the table rows."""
        return {
            "schema": SCHEMA,
            "records": RECORD_SCHEMA,
            "examples": {k: r.to_dict() for k, r in self.examples.items()},
            "summary": self.summary(),
            "rows": self.summary("row"),
            "cases": self.summary("case"),
        }


__all__ = ["KINDS", "RECORD_KINDS", "RECORD_SCHEMA", "SCHEMA", "STATUSES", "Check", "ExampleResult", "Record",
           "Report", "StepResult", "Target", "fill"]
