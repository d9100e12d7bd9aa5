"""Scenarios for the examples of an official English CR file (``build.py --cr``).

The examples of rules 603, 607 and 613 of the newest English file given are verifiable as
``en:<rule>-<n>`` (``en:613.4d-3``: the third example of 613.4d). Their scenarios are in
``rules_src/official-scenarios/`` — apart from ``scenarios/``, so that a build without the
file neither runs nor misses them: they are inactive then, not errors. A scenario records
the digest of the example's text (:func:`verify.stated.text_digest`; the project copies no
text of the official files), so a new file whose example reads otherwise makes it ``stale``
until it is checked again. A scenario whose example the file given does not have is
inactive as well, and said so (:class:`OfficialRun`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ruletext.crdiff import History
from ruletext.errors import said
from ruletext.official import OfficialCR
from verify.cards import CardDef
from verify.errors import UnknownExampleError
from verify.report import ExampleResult, Target
from verify.scenario import Scenario, load_scenario, rules_version_of, run_scenario
from verify.yamlload import shown_path

FOLDER = "official-scenarios"
PREFIX = "en:"
RULES = ("603", "607", "613")


def official_targets(cr: OfficialCR, rules: tuple[str, ...] = RULES) -> dict[str, Target]:
    """The examples of ``rules`` in ``cr`` by id (``en:613.4d-1``), with their text and line."""
    out: dict[str, Target] = {}
    for rule in cr.rules:
        if rule.number.split(".")[0] in rules:
            for n, ex in enumerate(rule.examples, start=1):
                tid = f"{PREFIX}{rule.number}-{n}"
                out[tid] = Target(tid, "example", ex.text, cr.path, ex.line)
    return out


def load_official_scenarios(root: Path) -> dict[str, Scenario]:
    """Every scenario under ``root/official-scenarios/``, by example id (``en:…``)."""
    out: dict[str, Scenario] = {}
    folder = root / FOLDER
    for file in sorted(folder.rglob("*.yaml")) if folder.is_dir() else ():
        sc = load_scenario(file, shown_path(file, root))
        if not sc.example.startswith(PREFIX):
            raise UnknownExampleError(sc.path, sc.example_line, *said("file.en_prefix", prefix=PREFIX))
        out[sc.example] = sc
    return out


@dataclass
class OfficialRun:
    """The results by id, and the scenarios left inactive (their example is not in the file)."""

    results: dict[str, ExampleResult] = field(default_factory=dict)
    inactive: list[str] = field(default_factory=list)


def run_official(cr: OfficialCR, root: Path, cards: Mapping[str, CardDef],
                 scenarios: Mapping[str, Scenario] | None = None) -> OfficialRun:
    """Run the official scenarios on the examples of ``cr`` (under the order of layers of its date)."""
    targets = official_targets(cr)
    out = OfficialRun()
    for tid, sc in (scenarios if scenarios is not None else load_official_scenarios(root)).items():
        target = targets.get(tid)
        if target is None:
            out.inactive.append(f"{sc.path}:{sc.example_line}: {tid} is not an example of {cr.version}; inactive")
            continue
        out.results[tid] = run_scenario(sc, dict(cards), target.text, target.source, target.line,
                                        rules_version=rules_version_of(cr.effective))
    return out


def run_official_older(older: OfficialCR, newest: OfficialCR, history: History, rules: Collection[str],
                       root: Path, cards: Mapping[str, CardDef],
                       scenarios: Mapping[str, Scenario] | None = None) -> dict[str, ExampleResult]:
    """What the scenarios of the examples of ``rules`` (the newest file's numbers) give on an
    older file: each run on the example the older file has at that place (the rule's number
    then, from the histories), by the newest id — ``stale`` where that example read otherwise.
    The diff page shows it beside the result on the newest file (which results changed)."""
    targets = official_targets(older)
    out: dict[str, ExampleResult] = {}
    for tid, sc in (scenarios if scenarios is not None else load_official_scenarios(root)).items():
        number, n = tid[len(PREFIX):].rsplit("-", 1)
        then = history.counterpart(newest.version, number, older.version) if number in rules else None
        target = targets.get(f"{PREFIX}{then}-{n}") if then else None
        if target is not None:
            out[tid] = run_scenario(sc, dict(cards), target.text, target.source, target.line,
                                    rules_version=rules_version_of(older.effective))
    return out
