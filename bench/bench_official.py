#!/usr/bin/env python3
"""The cost of the official files: the default build against builds with 1, 2, … English
CR files added (``build.py --cr``), in turns, each in a fresh process.

    python bench/bench_official.py [--files ../shared/cr/en/2023-11-17.txt ../shared/cr/en/2026-01-16.txt] [--runs 1]

For each build: wall time, CPU time (user+sys of the process and its children: Pagefind
included) and peak memory (the largest resident set of the build's process), the ratio of
each to the default build of the same run, and the time added per version. The builds
take turns (default, 1 file, 2 files, then again), so a load that comes and goes on a
shared machine falls on all of them; the median of ``--runs`` turns is shown.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
SHARED = next((b / "shared" / "cr" / "en" for b in (ROOT.parent, ROOT.parent.parent)
               if (b / "shared" / "cr" / "en").is_dir()), ROOT.parent / "shared" / "cr" / "en")
DEFAULT_FILES = [SHARED / "2023-11-17.txt", SHARED / "2026-01-16.txt"]
# The child reports the peak resident set of the build's own process (Pagefind is a child of it).
CHILD = r"""
import resource, sys
sys.argv = ["build.py", *sys.argv[1:]]
sys.path.insert(0, {root!r})
import build
code = build.main(sys.argv[1:])
print("peak_kb", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
sys.exit(code)
"""


def one(files: list[Path], out: Path) -> dict[str, float]:
    args = ["--quiet", "--no-strict", "--out", str(out)]
    for f in files:
        args += ["--cr", str(f)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run([PY, "-c", CHILD.format(root=str(ROOT)), *args], capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"build failed ({proc.returncode}):\n{proc.stderr}")
    peak = next(int(line.split()[1]) for line in proc.stderr.splitlines() if line.startswith("peak_kb"))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "peak_mb": peak / 1024}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", nargs="+", type=Path, default=DEFAULT_FILES)
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    missing = [f for f in args.files if not f.is_file()]
    if missing:
        sys.exit(f"not found: {missing[0]} (the English CR files are in ../shared/cr/en/)")
    sets = [args.files[:n] for n in range(len(args.files) + 1)]
    results: list[list[dict[str, float]]] = [[] for _ in sets]
    with tempfile.TemporaryDirectory() as tmp:
        for turn in range(args.runs):
            for i, files in enumerate(sets):
                results[i].append(one(files, Path(tmp) / f"site-{turn}-{i}"))

    def med(i: int, key: str) -> float:
        return statistics.median(r[key] for r in results[i])

    print(f"{'build':<34} {'wall s':>8} {'cpu s':>8} {'peak MB':>8} {'× wall':>7} {'× cpu':>7} {'× peak':>7}")
    for i, files in enumerate(sets):
        name = "default (seeds)" if not files else "+ " + ", ".join(f.stem for f in files)
        print(f"{name:<34} {med(i, 'wall'):8.2f} {med(i, 'cpu'):8.2f} {med(i, 'peak_mb'):8.0f} "
              f"{med(i, 'wall') / med(0, 'wall'):7.2f} {med(i, 'cpu') / med(0, 'cpu'):7.2f} "
              f"{med(i, 'peak_mb') / med(0, 'peak_mb'):7.2f}")
    for i in range(1, len(sets)):
        print(f"version {i} added: +{med(i, 'wall') - med(i - 1, 'wall'):.2f} s wall, "
              f"+{med(i, 'cpu') - med(i - 1, 'cpu'):.2f} s cpu, +{med(i, 'peak_mb') - med(i - 1, 'peak_mb'):.0f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
