"""Staging and old-site folders that a build killed outright left (SIGKILL: no clean-up ran) are
removed by the next build into the same folder (an old site a swap had moved aside before it was
killed is put back); a live build's staging, and folders that are not ours, are kept
(sitegen.outdir.make_staging)."""
from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from sitegen.outdir import MARKER, OLD_MARKER, STAGING_MARKER, make_staging, release_staging

HOLD = """
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDONLY)
fcntl.flock(fd, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(60)
"""


def _staging_of(parent: Path, name: str) -> Path:
    folder = parent / f"site.tmp-{name}"
    (folder / "site").mkdir(parents=True)
    (folder / STAGING_MARKER).write_bytes(b"")
    (folder / "site" / "index.html").write_text("half a build", encoding="utf-8")
    return folder


def _holder(folder: Path) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(folder)], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_killed_builds_folders_go_and_a_live_ones_stay(tmp_path: Path) -> None:
    killed, live = _staging_of(tmp_path, "killed"), _staging_of(tmp_path, "live")
    holders = [_holder(killed), _holder(live)]
    holders[0].send_signal(signal.SIGKILL)  # the build that made it is killed: its lock goes with it
    holders[0].wait(10)
    old = tmp_path / "site.old-abc" / "site"  # killed between the swap's renames: no site/ beside it
    old.mkdir(parents=True)
    (old / MARKER).write_text("a site", encoding="utf-8")
    half = tmp_path / "site.old-ghi"  # an old site whose deletion was stopped (its own marker stays last)
    (half / "site" / "pages").mkdir(parents=True)
    (half / OLD_MARKER).write_bytes(b"")
    empty_old = tmp_path / "site.old-def"
    empty_old.mkdir()
    not_ours = tmp_path / "site.tmp-notes"  # no marker, not empty: a user's folder
    not_ours.mkdir()
    (not_ours / "notes.txt").write_text("mine", encoding="utf-8")
    other_old = tmp_path / "site.old-mine"
    other_old.mkdir()
    (other_old / "photo.jpg").write_bytes(b"x")
    try:
        staging = make_staging(tmp_path / "site")
        try:
            left = sorted(p.name for p in tmp_path.iterdir())
            assert left == sorted(["site", "site.tmp-live", "site.tmp-notes", "site.old-mine", staging.name]), left
            assert (tmp_path / "site" / MARKER).read_text(encoding="utf-8") == "a site"  # put back
            assert (staging / STAGING_MARKER).is_file()
        finally:
            release_staging(staging)
        assert not staging.exists()
    finally:
        for proc in holders:
            proc.kill()
            proc.wait(10)
    # the live holder is gone now: its folder is abandoned, for the next build to remove
    again = make_staging(tmp_path / "site")
    release_staging(again)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site", "site.old-mine", "site.tmp-notes"]
