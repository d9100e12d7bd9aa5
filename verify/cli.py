"""``python build.py verify [IDS] [-v]``: run the scenarios, one line per example;
``python build.py try FILE.yaml``: run one scenario or case file, wherever it is."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.records import describe_json
from ruletext import load_corpus
from ruletext.concordance import load_concordance
from ruletext.errors import said
from ruletext.official import OfficialCR
from ruletext.officialset import read_official
from verify import run, verifiable
from verify.cards import load_cards
from verify.cases import case_of, load_cases, run_case
from verify.errors import ScenarioError
from verify.official import PREFIX, load_official_scenarios, official_targets, run_official
from verify.report import STATUSES, ExampleResult
from verify.scenario import load_scenario, rules_version_of, run_scenario
from verify.yamlload import LineDict, load_yaml_file

_MARK = {"pass": "PASS", "fail": "FAIL", "stale": "STALE", "error": "ERROR", "unexecuted": "----"}


def _note(t: dict[str, Any]) -> str:
    return describe_json(t["note"]) if t.get("note") else ""


def _details(r: ExampleResult) -> list[str]:
    lines: list[str] = []
    for i, step in enumerate(r.steps, 1):
        lines.append(f"    step {i}: {step.label}")
        for a in step.actions:
            lines.append(f"      do: {a.describe()}")
        for t in step.trace:
            why = t["order"] + (f" after {', '.join(t['depends_on'])}" if t["depends_on"] else "")
            if not t["applied"]:
                lines.append(f"      [{t['layer']:>2}|2009:{t['layer_2009']:>2}] {t['effect']} — {_note(t)}")
                continue
            lines.append(f"      [{t['layer']:>2}|2009:{t['layer_2009']:>2}] {t['effect']} (ts {t['timestamp']}, {why}): "
                         f"{t['part'] or t['description']}")
            if t["note"]:
                lines.append(f"          ({_note(t)})")
            for ch in t["changes"]:
                lines.append(f"          {ch['object']}: {ch['before']} → {ch['after']}")
        for e in step.events:
            lines.append(f"      event #{e['seq']} [{e['kind']}] {e['text']}")
        if step.life:
            lines.append("      stack (bottom→top): " + (", ".join(
                f"{i['id']} {i['source']}({i['controller']})" + (f"→{','.join(i['targets'])}" if i["targets"] else "")
                for i in step.stack) or "empty") + "; pending: " + (", ".join(
                f"{p['id']} {p['source']}" for p in step.pending) or "none")
                + "; life: " + ", ".join(f"{k} {v}" for k, v in step.life.items()))
            for link in step.links:
                lines.append(f"      link: {link['note']}")
        for d in step.dependencies:
            lines.append(f"      dependency: {d['dependent']} depends on {d['depends_on']} (layer {d['layer']})")
        for c in step.checks:
            at = f" ({c.layer})" if c.layer else ""
            lines.append(f"      {'ok ' if c.ok else 'BAD'} {c.object}.{c.field}{at} = {c.actual!r}"
                         + ("" if c.ok else f" (expected {c.expected!r})"))
    if r.stated:
        lines.append(f"    numbers stated: {', '.join(r.stated)}")
    return lines


def newest_english(cr_files: Sequence[Path]) -> OfficialCR | None:
    """The newest English file among the official files given (``--cr``): the one whose
    examples the official scenarios run on (verify.official); None if none is English."""
    english = [cr for cr in (read_official(f) for f in cr_files) if cr.language == "en"]
    return max(english, key=lambda cr: (cr.effective, cr.version)) if english else None


def main(root: Path, ids: list[str], verbose: bool = False, cr_files: Sequence[Path] = ()) -> int:
    """Verify the examples and table rows (all, or ``ids``); print a line each; 1 if any fail/stale/error.
    ``cr_files``: official CR files (``--cr``): the scenarios of the newest English one's examples
    (``en:…``, rules_src/official-scenarios/) run too."""
    corpus = load_corpus(root)
    english = newest_english(cr_files)
    official = {} if english is None else official_targets(english)
    known = set(verifiable(corpus)) | set(load_cases(root)) | set(official)
    unknown = [i for i in ids if i not in known]
    if unknown:
        print(f"error: no example, table row or case {', '.join(unknown)} "
              "(known ids: `python build.py parse --json`, the file stems of rules_src/cases/"
              + (f"; the en: ids of {english.version}'s examples of 603, 607 and 613)" if english is not None
                 else "; an English example's en: id needs its file: --cr FILE)"))
        return 1
    own = [i for i in ids if i not in official]
    report = run(corpus, root, own or None) if own or not ids else None
    results = list(report.examples.values()) if report is not None else []
    inactive: list[str] = []
    if english is not None and (not ids or len(own) < len(ids)):
        scenarios = load_official_scenarios(root)
        wanted = {k: v for k, v in scenarios.items() if not ids or k in ids}
        done = run_official(english, root, load_cards(root), wanted)
        results += list(done.results.values())
        inactive = done.inactive
    # The engine cites today's rules; each example's details cite its own source's numbering.
    concordance = load_concordance(root)
    column = {s.id: concordance.column(s.numbering) for s in corpus.sources}
    for r in results:
        title = f"  {r.title}" if r.title else ""
        print(f"{_MARK[r.status]:5} {r.id}{title}")
        if r.message and r.status == "error":  # bad input: file:line: message, as every input error
            print(f"error: {r.message}", file=sys.stderr)
        elif r.message and r.status != "unexecuted":
            print(f"      {r.message}")
        if verbose and r.status != "unexecuted":
            print(concordance.renumber_text("\n".join(_details(r)), "current", column.get(r.source, "")))
    for line in inactive:
        print(f"note: {line}", file=sys.stderr)
    counts = [_summary(results, kind) for kind in ("example", "row", "case")]
    lines = [("examples", counts[0]), ("rows", counts[1]), ("cases", counts[2])]
    if english is not None:
        counts.append(_summary(results, "example", official=True))
        lines.append((f"English examples of {english.version}", counts[3]))
    for name, n in lines:
        print(f"{name}: " + " ".join(f"{k}={v}" for k, v in n.items()))
    bad = sum(n[k] for n in counts for k in ("fail", "stale", "error"))
    return 1 if bad else 0


def _summary(results: list[ExampleResult], kind: str, official: bool = False) -> dict[str, int]:
    """How many of ``results`` of ``kind`` (the seeds' own, or with ``official`` the English
    file's ``en:`` ones) have each status, and the total — as :meth:`Report.summary` counts."""
    out = {s: 0 for s in STATUSES}
    for r in results:
        if r.kind == kind and r.id.startswith(PREFIX) == official:
            out[r.status] += 1
    out["total"] = sum(out.values())
    return out


def try_file(root: Path, file: Path, cr_files: Sequence[Path] = ()) -> int:
    """Run one scenario file (``example:``) or case file (``rule:``), wherever it is, and print
    its result with every step's actions, trace, events and checks; the corpus, the cards
    and the other scenarios are only read; a scenario of an English example (``en:…``) runs
    on the newest English file of ``cr_files``. 0 if it passes, 1 otherwise. Bad input raises
    an ``InputError`` (``file:line: message``)."""
    shown = str(file)
    if not file.is_file():
        raise ScenarioError(shown, None, *said("file.no_such_file"))
    doc = load_yaml_file(file, shown)
    cards = load_cards(root)
    official = isinstance(doc, LineDict) and str(doc.get("example", "")).startswith(PREFIX)
    if cr_files and not official:  # nothing given is ignored silently
        raise ScenarioError(shown, None, *said("file.cr_for_english", prefix=PREFIX))
    if isinstance(doc, LineDict) and "rule" in doc and "example" not in doc:
        case = case_of(doc, shown, file.stem)
        result = run_case(case, cards)
        print(f"{case.rule} {case.title}\n  問: {case.question}" + (f"\n  答: {case.answer}" if case.answer else ""))
    elif (sc := load_scenario(file, shown)).example.startswith(PREFIX):
        english = newest_english(cr_files)
        if english is None:
            raise ScenarioError(shown, sc.example_line, *said("file.give_cr", example=sc.example))
        found = official_targets(english).get(sc.example)
        if found is None:
            raise ScenarioError(shown, sc.example_line, *said("file.not_example_of", example=sc.example,
                                                              version=english.version))
        result = run_scenario(sc, cards, found.text, found.source, found.line,
                              rules_version=rules_version_of(english.effective))
    else:
        corpus = load_corpus(root)
        target = verifiable(corpus).get(sc.example)
        if target is None:
            raise ScenarioError(shown, sc.example_line, *said("file.no_target_case", example=sc.example))
        numbering = {meta.id: meta.numbering for meta in corpus.sources}
        result = run_scenario(sc, cards, target.text, target.source, target.line, kind=target.kind,
                              rules_version=rules_version_of(numbering.get(target.source, "")))
    print(f"{_MARK[result.status]:5} {result.id}  {result.title}")
    if result.message:
        print(f"      {result.message}")
    print("\n".join(_details(result)))
    return 0 if result.status == "pass" else 1
