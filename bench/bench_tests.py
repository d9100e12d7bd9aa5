#!/usr/bin/env python3
"""What `make test`'s pytest costs: wall time and CPU time (user + system of every process of the
run: builds, Pagefind, Chromium), for one or more ways to run it.

    python bench/bench_tests.py                         # the suite as `make test` runs it
    python bench/bench_tests.py -- -m "not slow"        # as `make check` runs it
    python bench/bench_tests.py --way "" --way "-n 2"   # ways side by side, in turns
    python bench/bench_tests.py --durations -- tests/hostile   # one folder, by module
    python bench/bench_tests.py --way "" --way "HOSTILE_FRESH=1" -- tests/hostile/test_hostile.py
                                                        # a way's NAME=value words: its environment

On a machine other people use, wall time says how busy it was as much as how long the suite
is; CPU time says what the suite itself costs. CPU time is that of a cgroup of the run's own
(cgroup v1 ``cpuacct``, where it can be made: every process of the run, Chromium's too), else the
processes the run waited for (``getrusage``: Chromium's processes are not waited for by pytest,
and their time is missing — 7 of test_editor.py's 21 s). With ``--way`` each way runs in turn (a, b, a,
b… for ``--runs``), so that each pair sees about the same load; the load average before each
run is printed beside it. ``--durations`` prints pytest's slowest phases summed by module.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shlex
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


CPUACCT = Path("/sys/fs/cgroup/cpuacct")


def _cgroup() -> Path | None:
    """A cpuacct cgroup of the run's own, or None where none can be made."""
    group = CPUACCT / f"bench-tests-{os.getpid()}"
    try:
        group.mkdir()
    except OSError:
        return None
    return group


def run(args: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """One pytest run: (wall s, CPU s, its output)."""
    group = _cgroup()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args], cwd=ROOT,
                          capture_output=True, text=True, env={**os.environ, **(env or {})},
                          preexec_fn=(lambda: (group / "cgroup.procs").write_text(str(os.getpid())))
                          if group else None)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if group:
        cpu = int((group / "cpuacct.usage").read_text()) / 1e9
        for _ in range(50):  # a browser's last processes may take a moment to go
            try:
                group.rmdir()
                break
            except OSError:
                time.sleep(0.1)
    return wall, cpu, done.stdout + done.stderr


def by_module(output: str) -> list[tuple[float, str]]:
    sums: dict[str, float] = defaultdict(float)
    for m in re.finditer(r"^([\d.]+)s (?:call|setup|teardown)\s+([^:\s]+)", output, re.M):
        sums[m[2]] += float(m[1])
    return sorted(((v, k) for k, v in sums.items()), reverse=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--way", action="append", help="extra pytest arguments of one way (repeatable)")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--durations", action="store_true", help="the slowest modules (pytest --durations=0)")
    ap.add_argument("rest", nargs="*", help="pytest arguments for every way (after --)")
    opts = ap.parse_args()
    ways = opts.way or [""]
    for n in range(opts.runs):
        for way in ways:
            words = shlex.split(way)
            env = dict(w.split("=", 1) for w in words if re.match(r"[A-Z_][A-Z0-9_]*=", w))
            args = [*(w for w in words if not re.match(r"[A-Z_][A-Z0-9_]*=", w)), *opts.rest,
                    *(["--durations=0"] if opts.durations else [])]
            load = os.getloadavg()[0]
            wall, cpu, out = run(args, env)
            summary = out.strip().splitlines()[-1] if out.strip() else ""
            print(f"run {n + 1} [{way or 'as given'}] load {load:.1f}: wall {wall:.1f} s, CPU {cpu:.1f} s — {summary}",
                  flush=True)
            if opts.durations:
                for secs, module in by_module(out)[:15]:
                    print(f"    {secs:7.1f} s  {module}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
