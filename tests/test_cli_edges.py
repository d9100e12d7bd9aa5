"""The command line at its edges: no traceback (issue 22, item 3)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_parse_with_stdout_closed_is_one_error_line() -> None:
    """Issue 22, defect 5: `build.py parse >&-` gave an AttributeError traceback."""
    done = subprocess.run(["sh", "-c", f'exec "{sys.executable}" "{ROOT / "build.py"}" parse >&-'],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip().splitlines()[-1] == "error: the output was closed before everything was written"


def test_serve_on_a_port_out_of_range_is_a_usage_error() -> None:
    """Issue 22, defect 5: `serve --port 70000` gave an OverflowError traceback."""
    done = subprocess.run([sys.executable, str(ROOT / "build.py"), "serve", "--port", "70000"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "argument --port: '70000' is not a port (0 to 65535; 0: any free port)" in done.stderr
