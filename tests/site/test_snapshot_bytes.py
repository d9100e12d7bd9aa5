"""The engine's memory snapshot is the same bytes from the same files, made from scratch on another
machine: sitegen/snapshot.mjs fixes what Python reads of the world while it is made (hash seed,
random bytes, clock, time zone, locale, the program's name). Two machines then build the same site — before, two
fresh snapshots differed in 12,313,676 of their 37,748,880 bytes (the script before, twice on one machine)
and builds agreed only through the cache; and a snapshot held the script's absolute path (node's
argv[1], Python's sys.executable and the environment's "_"), which no cache key named: a cache
copied from /work/main into a worktree served, under the worktree's own key, bytes that a build
there did not make (two under one key, made in /work/main and /tmp/speed/before: 16,009,332 bytes
differed, the allocations after the path shifted).

Made again with a copy of the script and of Pyodide at another path, in another time zone and
locale, with no cache: against the build's own (12–30 s here; the build made it, or kept it in the
cache from an earlier one), and against :func:`memory_snapshot`'s for the tree's files without a
site (one run when the cache has it, as after a build here; two from nothing)."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from sitegen.playground import (
    SNAPSHOT_SCRIPT,
    build_vendor,
    build_wheel,
    cards_file,
    memory_snapshot,
    pyodide_dir,
)
from verify.cards import load_cards

ROOT = Path(__file__).resolve().parents[2]


def _made_elsewhere(tmp_path: Path, wheel: Path, vendor: Path, cards: Path) -> bytes:
    """The snapshot of these files made by a copy of sitegen/snapshot.mjs and of Pyodide in another
    folder (a path of another length: every allocation after a path held in memory would move),
    in another time zone and locale, with no cache."""
    elsewhere = tmp_path / "another checkout" / "of the project"
    pyodide = elsewhere / "node_modules" / "pyodide"
    shutil.copytree(pyodide_dir(ROOT), pyodide, ignore=shutil.ignore_patterns("*.map", "*.html", "*.d.ts"))
    script = elsewhere / "sitegen" / SNAPSHOT_SCRIPT.name
    script.parent.mkdir(parents=True)
    shutil.copyfile(SNAPSHOT_SCRIPT, script)
    env = {**os.environ, "TZ": "Asia/Tokyo", "LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"}
    done = subprocess.run(["node", str(script), str(pyodide), str(wheel), str(vendor), str(cards),
                           str(tmp_path / "again.bin")],
                          capture_output=True, text=True, timeout=600, check=False, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    return (tmp_path / "again.bin").read_bytes()


def _same(made: bytes, again: bytes) -> None:
    if again != made:
        differ = sum(a != b for a, b in zip(made, again, strict=False))
        pytest.fail(f"{differ} bytes differ (sizes {len(made)}, {len(again)})")


@pytest.mark.skipif(shutil.which("node") is None, reason="node makes the snapshot")
def test_the_snapshot_is_the_same_bytes_made_again_elsewhere(built_site: Path, tmp_path: Path) -> None:
    engine = built_site / "assets" / "playground"
    manifest = json.loads((engine / "engine.json").read_text(encoding="utf-8"))
    assert manifest.get("snapshot"), "the build made no snapshot"
    shipped = gzip.decompress((engine / manifest["snapshot"].split("?")[0]).read_bytes())
    wheel, vendor, cards = (engine / manifest[k].split("?")[0] for k in ("wheel", "vendor", "cards"))
    _same(shipped, _made_elsewhere(tmp_path, wheel, vendor, cards))


@pytest.mark.skipif(shutil.which("node") is None, reason="node makes the snapshot")
def test_the_cached_snapshot_is_the_one_a_project_elsewhere_makes(tmp_path: Path) -> None:
    """What the cache serves for a key is what any checkout makes for it: the key names every
    input of the bytes, and where the project lies is none."""
    _, wheel = build_wheel(ROOT)
    vendor = build_vendor()
    cards = cards_file(load_cards(ROOT / "rules_src"), ROOT / "rules_src")
    kept = gzip.decompress(memory_snapshot(ROOT, wheel, vendor, cards)[0])
    files = tmp_path / "files"
    files.mkdir()
    for name, data in (("engine.whl", wheel), ("vendor.zip", vendor), ("cards.json", cards)):
        (files / name).write_bytes(data)
    _same(kept, _made_elsewhere(tmp_path, files / "engine.whl", files / "vendor.zip", files / "cards.json"))
