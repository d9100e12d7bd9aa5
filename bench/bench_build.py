#!/usr/bin/env python3
"""How long `build.py` takes against a plain `mkdocs build` of the same generated pages.

    python bench/bench_build.py [--runs 7]

Prints, in one run: the median wall time of `python build.py` (every phase: parse, verify,
pages, mkdocs, Pagefind, link check, swap) and of `mkdocs build` on the staging folder that
build.py generates (same pages, same config), their ratio, the time of each phase, Pagefind's
dictionary load (which overlaps the phases before 'index') and the size of the largest rules
page. What a first search downloads: bench/bench_search.py.

The two commands run in turns (build.py, mkdocs, build.py, …) and the ratio is the median
of the ratios of each pair: on a shared virtual machine the speed of the same command
varies by a fifth from one minute to the next, and a pair sees the same conditions.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitegen.pipeline import DEFAULT_SOURCE_DATE_EPOCH, build  # noqa: E402

PY = sys.executable


def timed(cmd: list[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def pagefind_warm_up() -> float:
    """Seconds the extended Pagefind binary needs before it can index Japanese (dictionary load)."""
    from sitegen.search import SearchIndex

    start = time.perf_counter()
    index = SearchIndex()
    index.wait_ready()
    elapsed = time.perf_counter() - start
    index.close()
    return elapsed


def phase_times(out: Path) -> list[tuple[str, float]]:
    """The time of each phase of one build, as build.py reports it."""
    done = subprocess.run([PY, "build.py", "--no-strict", "--out", str(out)], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    text = done.stdout + done.stderr
    names = re.findall(r"\[\d+\] ([a-z]+):", text)
    times = [float(t) for t in re.findall(r"done \(([0-9.]+) s\)", text)]
    return list(zip(names, times, strict=False))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp_name:
        tmp = Path(tmp_name)
        stage = tmp / "stage"
        if build(ROOT, ROOT / "rules_src", tmp / "site", strict=False, quiet=True, keep_staging=stage) != 0:
            print("build failed", file=sys.stderr)
            return 1
        env = {**os.environ, "SOURCE_DATE_EPOCH": DEFAULT_SOURCE_DATE_EPOCH}
        full: list[float] = []
        plain: list[float] = []
        for _ in range(args.runs):  # interleaved, so that both see the same state of the machine
            full.append(timed([PY, "build.py", "--quiet", "--no-strict", "--out", str(tmp / "out" / "site")]))
            plain.append(timed([PY, "-m", "mkdocs", "build", "-q", "-f", str(stage / "mkdocs.yml"),
                                "-d", str(tmp / "plain")], env=env))
        t_full, t_plain = statistics.median(full), statistics.median(plain)
        ratio = statistics.median(f / p for f, p in zip(full, plain, strict=True))
        site = tmp / "out" / "site"
        rules_pages = sorted(site.glob("rules/*/index.html"), key=lambda p: p.stat().st_size)
        largest_name = rules_pages[-1].relative_to(site).as_posix()
        largest_size = rules_pages[-1].stat().st_size
        phases = phase_times(tmp / "phases" / "site")
        warm = statistics.median(pagefind_warm_up() for _ in range(args.runs))
    print(f"build.py (all phases)     {t_full:6.2f} s  (median of {args.runs}; fastest {min(full):.2f} s)")
    print(f"mkdocs build (same pages) {t_plain:6.2f} s  (median of {args.runs}; fastest {min(plain):.2f} s)")
    print(f"ratio                     {ratio:6.2f}   (median of the {args.runs} pairs)")
    print("phases of one build       " + ", ".join(f"{name} {t:.2f}" for name, t in phases))
    print(f"Pagefind's dictionary load {warm:.2f} s, while the phases before 'index' run")
    print(f"largest rules page        {largest_name}: {largest_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
