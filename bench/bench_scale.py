#!/usr/bin/env python3
"""How the build grows with the corpus: the seeds ×1, ×5, ×20 (bench/make_corpus.py).

    python bench/bench_scale.py [--scales 1 5 20] [--runs 1]

For each scale: the corpus is generated, then ``build.py --no-strict`` runs in a fresh
process (``--runs`` times: the run with the median wall time is shown); printed are its
wall time, its CPU time (user+sys, Pagefind included) and peak memory, and the CPU time
of each phase (measured inside the process, so a busy machine changes them less than the
wall time), with the counts: the CR's sections (``1.`` … ``9.``), its three-digit rules
(``613``, each a page of the site), rule nodes, examples and table rows, cards, pages.
Wall time is what a contributor waits for on an idle machine; on a shared one, CPU time
is the figure to compare.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable

# Run inside the child: the pipeline's phase functions timed with the process's CPU clock.
CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import sitegen.pipeline as p
from pathlib import Path
cpu = {}
def timed(name, fn):
    def wrapper(*a, **k):
        t = time.process_time()
        try:
            return fn(*a, **k)
        finally:
            cpu[name] = cpu.get(name, 0) + time.process_time() - t
    return wrapper
for name in ("load", "verify", "write", "index", "check", "swap"):
    setattr(p, name, timed(name, getattr(p, name)))
p.MkDocs.build = timed("mkdocs", p.MkDocs.build)
code = p.build(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), strict=False, quiet=True)
print(json.dumps({"code": code, "cpu": cpu}))
"""


def run(scale: int, tmp: Path) -> dict[str, object]:
    src = tmp / f"rules_src-{scale}"
    subprocess.run([PY, str(ROOT / "bench" / "make_corpus.py"), str(src), "--scale", str(scale)], check=True,
                   stdout=subprocess.DEVNULL)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load = os.getloadavg()[0]
    start = time.perf_counter()
    done = subprocess.run([PY, "-c", CHILD, str(ROOT), str(src), str(tmp / f"site-{scale}")], check=True,
                          capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = json.loads(done.stdout.strip().splitlines()[-1])
    rules = json.loads((tmp / f"site-{scale}" / "data" / "rules.json").read_text(encoding="utf-8"))
    pages = sum(1 for _ in (tmp / f"site-{scale}").rglob("index.html"))
    return {"scale": scale, "wall": wall, "cpu": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
            "rss_mb": after.ru_maxrss / 1024, "phases": result["cpu"], "load": load,
            "sections": sum(1 for n in rules["rules"] if n["level"] == "section"),
            "rules": sum(1 for n in rules["rules"] if n["level"] == "rule"),
            "cards": sum(1 for _ in (tmp / f"site-{scale}" / "data" / "cards").glob("*.json")),
            "nodes": len(rules["rules"]), "examples": sum(len(n["examples"]) for n in rules["rules"])
            + sum(len(a.get("examples", [])) for a in rules["articles"]), "pages": pages}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 5, 20])
    parser.add_argument("--runs", type=int, default=1, help="builds per scale (the median wall time is shown)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as name:
        rows = []
        for scale in args.scales:
            runs = sorted((run(scale, Path(name)) for _ in range(max(1, args.runs))), key=lambda r: cast(float, r["wall"]))
            rows.append(runs[len(runs) // 2])
    print(f"{'scale':>5} {'sections':>8} {'rules':>5} {'nodes':>6} {'examples':>8} {'cards':>5} {'pages':>6} "
          f"{'wall s':>7} {'cpu s':>6} {'peak MB':>8}  cpu s by phase (load verify write mkdocs index check)   load avg")
    for r in rows:
        ph = r["phases"]
        assert isinstance(ph, dict)
        phases = " ".join(f"{ph.get(k, 0):.2f}" for k in ("load", "verify", "write", "mkdocs", "index", "check"))
        print(f"{r['scale']:>5} {r['sections']:>8} {r['rules']:>5} {r['nodes']:>6} {r['examples']:>8} {r['cards']:>5} "
              f"{r['pages']:>6} {r['wall']:>7.2f} {r['cpu']:>6.2f} {r['rss_mb']:>8.0f}  {phases}   {r['load']:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
