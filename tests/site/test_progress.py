"""Progress lines: one per phase on stderr, nothing with --quiet, a failed phase says so."""

from __future__ import annotations

import io

import pytest

from sitegen.progress import Progress


def test_a_line_per_phase_with_notes() -> None:
    out = io.StringIO()
    p = Progress(stream=out)
    with p.phase("load"):
        pass
    p.note("105 rule nodes")
    with p.phase("write"):
        list(p.bar(range(3), 3, "pages"))
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("[1] load … done (")
    assert lines[1] == "    105 rule nodes"
    assert lines[2] == "[2] write …"
    assert lines[3] == "    pages: 3"
    assert lines[4].startswith("    done (")


def test_quiet_writes_nothing_and_failure_is_marked() -> None:
    quiet = io.StringIO()
    with Progress(stream=quiet, quiet=True).phase("load"):
        pass
    assert quiet.getvalue() == ""
    out = io.StringIO()
    with pytest.raises(ValueError), Progress(stream=out).phase("mkdocs"):
        raise ValueError("boom")
    assert out.getvalue() == "[1] mkdocs … failed\n"
