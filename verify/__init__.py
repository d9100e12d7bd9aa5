"""verify: run every example's scenario on the engine and report the result.

    >>> from pathlib import Path
    >>> from ruletext import load_corpus
    >>> root = Path(__file__).resolve().parent.parent / "rules_src"
    >>> report = run(load_corpus(root), root)
    >>> report.examples["613.4-1"].status
    'pass'
    >>> report.examples["triggered-table-1-row-1"].kind
    'row'
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ruletext.errors import InputError, said
from ruletext.model import Corpus
from verify.cards import CardDef, load_cards
from verify.cases import Case, CaseError, load_cases, run_case
from verify.errors import BrokenInputError, UnknownExampleError
from verify.report import Check, ExampleResult, Report, StepResult, Target
from verify.scenario import Scenario, load_scenarios, rules_version_of, run_scenario
from verify.unexecuted import NO_SCENARIO, load_reasons


def verifiable(corpus: Corpus) -> dict[str, Target]:
    """Everything a scenario can be written for: every example, then every card-table row
    (``triggered-table-1-row-1``), by id, with its text and where it is.

    >>> from pathlib import Path
    >>> from ruletext import load_corpus
    >>> found = verifiable(load_corpus(Path(__file__).resolve().parent.parent / "rules_src"))
    >>> found["613.4-1"].kind, found["triggered-table-5-row-1"].kind
    ('example', 'row')
    >>> found["triggered-table-5-row-1"].text.split(" / ")[0]
    'カード名: 倦怠の宝珠/Torpor Orb'
    """
    out = {eid: Target(eid, "example", ex.text, ex.source, ex.line) for eid, ex in corpus.examples.items()}
    for rid, row in corpus.table_rows.items():
        out[rid] = Target(rid, "row", row.text, row.source, row.line)
    return out


@contextmanager
def cycles_collected_after() -> Iterator[None]:
    """Python's cycle collector paused: a run (and the site build, :func:`sitegen.pipeline.build`)
    makes a few hundred thousand objects that live on (the scenarios, the results, the pages)
    and few reference cycles, and the collector would walk all of them again and again (a
    quarter of the run at 20 times the corpus, a sixth of the write phase). Resumed at the
    end (unless it was paused already), it collects what cycles there are in its own time."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def run(corpus: Corpus, root: Path, ids: list[str] | None = None,
        cards: dict[str, CardDef] | None = None, scenarios: dict[str, Scenario] | None = None,
        cases: dict[str, Case] | None = None, strict: bool = False) -> Report:
    """Verify the examples and table rows of ``corpus`` with the scenarios and cards under ``root``.

    Every example and every table row is in the report (``unexecuted`` when it has no
    scenario, with the reason of ``rules_src/unexecuted.yaml`` as its message); a row's result has ``kind`` ``row``. A scenario for an id the corpus does
    not have raises :class:`UnknownExampleError`. ``ids`` limits the run;
    ``cards``, ``scenarios``: the definitions and scenarios, when the caller has loaded them
    (:func:`load_cards`, :func:`verify.scenario.load_scenarios`). The free-standing cases
    (``cases``, default :func:`verify.cases.load_cases`) follow, each with ``kind`` ``case``;
    a case whose id is also an example's or row's id raises ``CaseError``.

    A scenario or card with bad input fails only the examples that use it: their status is
    ``error`` with the ``file:line: message``; every other example still runs. ``strict``
    (the site build): after running them all, raise :class:`BrokenInputError` listing every
    such error.
    """
    with cycles_collected_after():
        return _run(corpus, root, ids, cards, scenarios, cases, strict)


def _run(corpus: Corpus, root: Path, ids: list[str] | None, cards: dict[str, CardDef] | None,
         scenarios: dict[str, Scenario] | None, cases: dict[str, Case] | None, strict: bool) -> Report:
    if cards is None:
        cards = load_cards(root)
    if scenarios is None:
        scenarios = load_scenarios(root)
    if cases is None:
        cases = load_cases(root)
    targets = verifiable(corpus)
    for sc in scenarios.values():
        if sc.example not in targets:
            raise UnknownExampleError(sc.path, sc.example_line, *said("file.no_target", example=sc.example))
    reasons = load_reasons(root, targets, scenarios)  # why the ones without a scenario are not executed
    numbering = {meta.id: meta.numbering for meta in corpus.sources}
    report = Report()
    for tid, target in targets.items():
        if ids and tid not in ids:
            continue
        found = scenarios.get(tid)
        if found is None:
            report.examples[tid] = ExampleResult(id=tid, status="unexecuted", message=reasons.get(tid, NO_SCENARIO),
                                                 source=target.source, line=target.line, kind=target.kind)
            continue
        report.examples[tid] = run_scenario(found, cards, target.text, target.source, target.line, kind=target.kind,
                                            rules_version=rules_version_of(numbering.get(target.source, "")))
    for cid, case in cases.items():
        if cid in targets:
            raise CaseError(case.path, 1, *said("file.case_id_is_example", example=cid))
        if not ids or cid in ids:
            report.examples[cid] = run_case(case, cards)
    failed = [r for r in report.examples.values() if r.status == "error"]
    broken = [r.message for r in failed]
    errors = [r.error if isinstance(r.error, InputError) else None for r in failed]
    # A broken card no example uses is bad input all the same (nothing is ignored silently).
    unused = {str(err): err for err in getattr(cards, "broken", {}).values()}
    for message in sorted(set(unused) - set(broken)):
        broken.append(message)
        errors.append(unused[message])
    if strict and broken:
        raise BrokenInputError(broken, said("file.broken", count=len(broken))[1], errors)
    return report


__all__ = ["Case", "CardDef", "Check", "ExampleResult", "Report", "Scenario", "StepResult", "Target", "cycles_collected_after", "load_cards", "run", "verifiable"]
