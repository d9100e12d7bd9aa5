"""The engine's memory snapshot is the same bytes from the same files, made from scratch on another
machine: sitegen/snapshot.mjs fixes what Python reads of the world while it is made (hash seed,
random bytes, clock, time zone, locale). Two machines then build the same site — before, two
fresh snapshots differed in 12,313,676 of their 37,748,880 bytes (the script before, twice on one machine)
and builds agreed only through the cache.

One run more than the build's own (12–30 s here): the build's snapshot (made by the session's
build, or kept in the cache from an earlier one) against one made now by node in another folder,
from a copy of Pyodide at another path, in another time zone and locale, with no cache."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from sitegen.playground import SNAPSHOT_SCRIPT, pyodide_dir

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(shutil.which("node") is None, reason="node makes the snapshot")
def test_the_snapshot_is_the_same_bytes_made_again_elsewhere(built_site: Path, tmp_path: Path) -> None:
    engine = built_site / "assets" / "playground"
    manifest = json.loads((engine / "engine.json").read_text(encoding="utf-8"))
    assert manifest.get("snapshot"), "the build made no snapshot"
    shipped = gzip.decompress((engine / manifest["snapshot"].split("?")[0]).read_bytes())
    pyodide = tmp_path / "elsewhere" / "pyodide"
    shutil.copytree(pyodide_dir(ROOT), pyodide, ignore=shutil.ignore_patterns("*.map", "*.html", "*.d.ts"))
    files = [str(engine / manifest[k].split("?")[0]) for k in ("wheel", "vendor", "cards")]
    env = {**os.environ, "TZ": "Asia/Tokyo", "LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"}
    done = subprocess.run(["node", str(SNAPSHOT_SCRIPT), str(pyodide), *files, str(tmp_path / "again.bin")],
                          capture_output=True, text=True, timeout=600, check=False, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    again = (tmp_path / "again.bin").read_bytes()
    if again != shipped:
        differ = sum(a != b for a, b in zip(shipped, again, strict=False))
        pytest.fail(f"{differ} bytes differ (sizes {len(shipped)}, {len(again)})")
