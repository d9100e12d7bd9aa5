"""``python build.py verify [IDS] [-v]``: run the scenarios, one line per example."""

from __future__ import annotations

from pathlib import Path

from ruletext import load_corpus
from verify import run, verifiable
from verify.report import ExampleResult

_MARK = {"pass": "PASS", "fail": "FAIL", "stale": "STALE", "error": "ERROR", "unexecuted": "----"}


def _details(r: ExampleResult) -> list[str]:
    lines: list[str] = []
    for i, step in enumerate(r.steps, 1):
        lines.append(f"    step {i}: {step.label}")
        for a in step.actions:
            lines.append(f"      do: {a}")
        for t in step.trace:
            why = t["order"] + (f" after {', '.join(t['depends_on'])}" if t["depends_on"] else "")
            if not t["applied"]:
                lines.append(f"      [{t['layer']:>2}|2009:{t['layer_2009']:>2}] {t['effect']} — {t['note']}")
                continue
            lines.append(f"      [{t['layer']:>2}|2009:{t['layer_2009']:>2}] {t['effect']} (ts {t['timestamp']}, {why}): "
                         f"{t['part'] or t['description']}")
            if t["note"]:
                lines.append(f"          ({t['note']})")
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


def main(root: Path, ids: list[str], verbose: bool = False) -> int:
    """Verify the examples and table rows (all, or ``ids``); print a line each; 1 if any fail/stale/error."""
    corpus = load_corpus(root)
    known = verifiable(corpus)
    unknown = [i for i in ids if i not in known]
    if unknown:
        print(f"error: no example or table row {', '.join(unknown)} (known ids: `python build.py parse --json`)")
        return 1
    report = run(corpus, root, ids or None)
    for r in report.examples.values():
        title = f"  {r.title}" if r.title else ""
        print(f"{_MARK[r.status]:5} {r.id}{title}")
        if r.message and r.status != "unexecuted":
            print(f"      {r.message}")
        if verbose and r.status != "unexecuted":
            print("\n".join(_details(r)))
    s = report.summary()
    rows = report.summary("row")
    print("examples: " + " ".join(f"{k}={v}" for k, v in s.items()))
    print("rows: " + " ".join(f"{k}={v}" for k, v in rows.items()))
    bad = sum(n[k] for n in (s, rows) for k in ("fail", "stale", "error"))
    return 1 if bad else 0
