"""SIGTERM and Ctrl-C at random moments of a build's end (issue 22, list 9): the staging, the new
site written, the swap, the old site's deletion. Whatever the moment, the output folder holds one
whole site, and the exit says which: 0 — the new site (a stop after the swap only cuts the old
site's deletion short, and the next build finishes it); 143 or 130 — the old site, untouched.

The build here is the real guard (sitegen.guard.run) and the real output folder code
(sitegen.outdir) around a stand-in for the pages: a site of many small files, so that writing
and deleting them take long enough for the signals to land everywhere. Each run is a process of
its own, stopped by a real signal at a random moment after it made its staging folder (what
comes before is Python starting; build.py's own start is the hostile signal cases'); every
third run is stopped within 10 ms of the old site's being moved aside, where the swap and the
deletion are.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from sitegen.outdir import make_staging, release_staging

ROOT = Path(__file__).resolve().parents[2]
FILES = 600  # per site: deleting the old one takes a good part of a run
RUNS = 40

BUILD = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from sitegen.guard import run
from sitegen.outdir import make_parents, make_staging, release_staging, swap

out, version, files = Path(sys.argv[2]), sys.argv[3], int(sys.argv[4])

def build() -> int:
    make_parents(out)
    staging = make_staging(out)
    try:
        site = staging / "site"
        (site / "pages").mkdir(parents=True)
        for i in range(files):
            (site / "pages" / f"{i}.html").write_text(version)
        (site / "index.html").write_text(version)
        swap(site, out)
    finally:
        release_staging(staging)
    return 0

sys.exit(run(build))
"""


def _build(out: Path, version: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", BUILD, str(ROOT), str(out), version, str(FILES)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)


def _staged(parent: Path, proc: subprocess.Popen[bytes]) -> float:
    """The moment the build has made its staging folder (its start; the imports before are
    Python's own), or has already ended."""
    while not any(n.startswith("site.tmp-") for n in os.listdir(parent)) and proc.poll() is None:
        time.sleep(0.001)
    return time.monotonic()


def _old_aside(parent: Path, proc: subprocess.Popen[bytes]) -> None:
    """Wait until the old site is moved aside (``site.old-…``: the swap has begun), or the build ended."""
    while not any(n.startswith("site.old-") for n in os.listdir(parent)) and proc.poll() is None:
        time.sleep(0.001)


def _version(site: Path) -> str:
    """The one version every file of ``site`` holds (the site is whole), else a failure."""
    pages = sorted((site / "pages").iterdir())
    assert len(pages) == FILES, f"{len(pages)} of {FILES} pages"
    versions = {p.read_text() for p in pages} | {(site / "index.html").read_text()}
    assert len(versions) == 1, f"a site of two builds: {versions}"
    return versions.pop()


def test_a_stop_at_any_moment_leaves_one_whole_site_and_says_which(tmp_path: Path) -> None:
    out = tmp_path / "site"
    first = _build(out, "v0")
    _out, err = first.communicate(timeout=120)
    assert first.returncode == 0, err
    probe = _build(out, "v1")  # how long a build takes here: the signals are spread over it
    start = _staged(tmp_path, probe)
    probe.communicate(timeout=120)
    length = time.monotonic() - start
    assert _version(out) == "v1"

    rng = random.Random(22)
    outcomes: Counter[str] = Counter()
    current = "v1"
    for run in range(RUNS):
        new = f"v{run + 2}"
        proc = _build(out, new)
        signum = rng.choice([signal.SIGTERM, signal.SIGINT])
        _staged(tmp_path, proc)
        if run % 3 == 2:  # every third: once the old site is moved aside (the swap, its deletion)
            _old_aside(tmp_path, proc)
            time.sleep(rng.uniform(0, 0.01))
        else:
            time.sleep(rng.uniform(0, length * 1.2))
        try:
            if signum == signal.SIGINT:  # Ctrl-C in a terminal: the whole process group
                os.killpg(proc.pid, signum)
            else:
                os.kill(proc.pid, signum)
        except ProcessLookupError:
            pass  # it had finished
        _out, err = proc.communicate(timeout=120)
        text = err.decode()
        assert "Traceback" not in text, text
        found = _version(out)
        if proc.returncode == 0:
            assert found == new, f"exit 0, but the site is {found}, not {new}"
            outcomes["new site, 0" + (" (stopped after the swap)" if "note: stopped" in text else "")] += 1
            current = new
        else:
            assert proc.returncode == 128 + signum, f"exit {proc.returncode}: {text}"
            assert found == current, f"exit {proc.returncode}, but the site is {found}, not the old {current}"
            outcomes[f"old site, {proc.returncode}"] += 1
        left = sorted(p.name for p in tmp_path.iterdir() if p.name != "site")
        assert all(n.startswith("site.old-") for n in left), left  # no staging left, ever
        assert len(left) <= 1, left  # an old site whose deletion was stopped, removed by the next build
    staging = make_staging(out)  # the next build
    release_staging(staging)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]
    # the signals landed before, during and after the swap
    assert {"old site, 143", "old site, 130"} <= set(outcomes), outcomes
    assert "new site, 0 (stopped after the swap)" in outcomes, outcomes
