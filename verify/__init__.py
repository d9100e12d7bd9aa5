"""verify: run every example's scenario on the engine and report the result.

    >>> from pathlib import Path
    >>> from ruletext import load_corpus
    >>> root = Path(__file__).resolve().parent.parent / "rules_src"
    >>> report = run(load_corpus(root), root)
    >>> report.examples["613.4-1"].status
    'pass'
"""

from __future__ import annotations

from pathlib import Path

from ruletext.model import Corpus
from verify.cards import CardDef, load_cards
from verify.errors import UnknownExampleError
from verify.report import Check, ExampleResult, Report, StepResult
from verify.scenario import Scenario, load_scenarios, run_scenario


def run(corpus: Corpus, root: Path, ids: list[str] | None = None) -> Report:
    """Verify the examples of ``corpus`` with the scenarios and cards under ``root``.

    Every example is in the report (``unexecuted`` when it has no scenario). A scenario
    for an example the corpus does not have raises :class:`UnknownExampleError`; bad
    card or scenario input raises another ``InputError`` subclass (``file:line: message``).
    ``ids`` limits the run to those examples.
    """
    cards = load_cards(root)
    scenarios = load_scenarios(root)
    examples = corpus.examples
    for sc in scenarios.values():
        if sc.example not in examples:
            raise UnknownExampleError(sc.path, sc.example_line,
                                      f"no example {sc.example!r} in the corpus (example ids: `build.py parse --json`)")
    report = Report()
    for eid, ex in examples.items():
        if ids and eid not in ids:
            continue
        found = scenarios.get(eid)
        if found is None:
            report.examples[eid] = ExampleResult(id=eid, status="unexecuted", message="not yet executable",
                                                 source=ex.source, line=ex.line)
            continue
        report.examples[eid] = run_scenario(found, cards, ex.text, ex.source, ex.line)
    return report


__all__ = ["CardDef", "Check", "ExampleResult", "Report", "Scenario", "StepResult", "load_cards", "run"]
