"""The pipeline: byte-identical builds, failure leaves the old site, input errors as file:line."""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sitegen.pipeline import build

ROOT = Path(__file__).resolve().parents[2]
STRICT = os.environ.get("CR_SITE_STRICT", "1") != "0"


def digest(site: Path) -> dict[str, str]:
    return {
        p.relative_to(site).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(site.rglob("*"))
        if p.is_file()
    }


def test_two_builds_are_byte_identical(tmp_path: Path, built_site: Path) -> None:
    """A second build, from a copy of rules_src into another folder, is the session's site byte
    for byte (the session's build is the first: one whole build less)."""
    src = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src", src)
    second = tmp_path / "two" / "site"
    assert build(ROOT, src, second, strict=STRICT, quiet=True) == 0
    a, b = digest(built_site), digest(second)
    assert a.keys() == b.keys()
    assert [k for k in a if a[k] != b[k]] == []


def test_failed_build_leaves_the_old_site_untouched(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src", src)
    (src / "concordance.yaml").write_text("schema: concordance/1\nrules:\n  - {old: '613.1'}\n", encoding="utf-8")
    out = tmp_path / "site"
    out.mkdir()
    (out / "index.html").write_text("old site", encoding="utf-8")
    (out / ".cr-site").write_text("a site built before\n", encoding="utf-8")  # sitegen.outdir.MARKER
    assert build(ROOT, src, out, strict=True, quiet=True) == 1
    assert (out / "index.html").read_text(encoding="utf-8") == "old site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rules_src", "site"]  # no staging left behind
    err = capsys.readouterr().err
    assert "concordance.yaml:3: each rule needs 'old' and 'current'" in err
    assert "Traceback" not in err


def test_bad_source_is_reported_as_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src", src)
    (src / "sources.yaml").write_text("sources: [\n", encoding="utf-8")
    assert build(ROOT, src, tmp_path / "site", strict=True, quiet=True) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "sources.yaml" in err and "Traceback" not in err
    assert not (tmp_path / "site").exists()


def test_a_bad_scenario_is_reported_as_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src", src)
    scenario = src / "scenarios" / "613" / "613.4-1.yaml"
    scenario.write_text(scenario.read_text(encoding="utf-8").replace("steps:", "steps: [", 1), encoding="utf-8")
    out = tmp_path / "site"
    assert build(ROOT, src, out, strict=True, quiet=True) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "scenarios/613/613.4-1.yaml:" in err and "Traceback" not in err
    assert not out.exists()


def test_build_py_reports_a_bad_scenario_and_exits_1(tmp_path: Path) -> None:
    src = tmp_path / "rules_src"
    shutil.copytree(ROOT / "rules_src", src)
    (src / "scenarios" / "613" / "613.4-1.yaml").write_text("example: [\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(ROOT / "build.py"), "--quiet", "--root", str(src),
                           "--out", str(tmp_path / "site")], capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.startswith("error: ") and "613.4-1.yaml:" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "site").exists()


def test_ctrl_c_stops_the_build_and_pagefind_quietly(tmp_path: Path) -> None:
    """An interrupt reaches build.py and Pagefind: exit 130, no traceback, no staging folder
    left behind."""
    out = tmp_path / "site"
    proc = subprocess.Popen([sys.executable, str(ROOT / "build.py"), "--out", str(out)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(0.6)  # Pagefind has started; the phases are under way
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == []
