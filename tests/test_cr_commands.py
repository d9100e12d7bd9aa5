"""`--cr FILE` on the commands beside the build (issue 21): `verify` runs the scenarios of the
newest English file's examples too (`en:…` ids), `try` runs one of them, `serve --watch`
builds and watches the files; a command that cannot use them refuses them (nothing given is
ignored silently). On our own fixtures, and on the English CR of 2026-01-16 when
../shared/cr/en/ is beside the repository."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from verify.cli import main, try_file
from verify.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[1]
RULES_SRC = ROOT / "rules_src"
FIXTURES = ROOT / "tests" / "parser" / "official"
FILE = next((b / "shared/cr/en/2026-01-16.txt" for b in (ROOT.parent, ROOT.parent.parent)
             if (b / "shared/cr/en/2026-01-16.txt").is_file()), None)
needs_file = pytest.mark.skipif(FILE is None, reason="../shared/cr/en/ is not beside the repository")
SCENARIO = RULES_SRC / "official-scenarios" / "613" / "en-613.4d-1.yaml"


def _build(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "build.py"), *args], capture_output=True, text=True, timeout=120)


def test_verify_with_an_english_file_runs_its_examples_and_says_which_scenarios_are_inactive(
        capsys: pytest.CaptureFixture[str]) -> None:
    # the fixture's 607.4 has one example, worded otherwise: stale; the others are not in it: inactive
    assert main(RULES_SRC, [], cr_files=[FIXTURES / "en-2031-09-01.txt"]) == 1
    out, err = capsys.readouterr()
    assert "STALE en:607.4-1" in out and "the example text changed since the scenario was written" in out
    assert "English examples of 2031-09-01: pass=0 fail=0 unexecuted=0 stale=1 error=0 total=1" in out
    assert "en-613.4d-1.yaml:2: en:613.4d-1 is not an example of 2031-09-01; inactive" in err


def test_an_en_id_without_its_file_is_an_error_that_says_what_to_give(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(RULES_SRC, ["en:613.4d-1"]) == 1
    assert "an English example's en: id needs its file: --cr FILE" in capsys.readouterr().out


@needs_file
def test_verify_runs_the_english_examples_by_id_or_all(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(RULES_SRC, ["en:613.4d-1", "613.3e-1"], cr_files=[FILE]) == 0  # type: ignore[list-item]
    out = capsys.readouterr().out
    assert "PASS  en:613.4d-1" in out and "PASS  613.3e-1" in out
    assert "English examples of 2026-01-16: pass=1 fail=0 unexecuted=0 stale=0 error=0 total=1" in out
    older = FILE.parent / "2023-11-17.txt"  # type: ignore[union-attr]
    assert main(RULES_SRC, [], cr_files=[FILE, older]) == 0  # type: ignore[list-item]
    assert "English examples of 2026-01-16: pass=29 " in capsys.readouterr().out  # the newest English file


@needs_file
def test_try_runs_an_official_scenario_on_the_file_given(capsys: pytest.CaptureFixture[str]) -> None:
    assert try_file(RULES_SRC, SCENARIO, cr_files=[FILE]) == 0  # type: ignore[list-item]
    assert capsys.readouterr().out.startswith("PASS  en:613.4d-1")


def test_try_refuses_an_official_scenario_without_its_file_and_a_file_for_a_seed_scenario() -> None:
    with pytest.raises(ScenarioError, match=r"en-613.4d-1.yaml:\d+: en:613.4d-1 is an example of an official "
                                            r"English file: give the file with --cr FILE"):
        try_file(RULES_SRC, SCENARIO)
    with pytest.raises(ScenarioError, match="--cr is for a scenario of an English example"):
        try_file(RULES_SRC, RULES_SRC / "scenarios" / "613" / "613.3e-1.yaml", cr_files=[FIXTURES / "en-2031-09-01.txt"])


def test_commands_that_cannot_use_the_files_refuse_them() -> None:
    fixture = str(FIXTURES / "en-2031-09-01.txt")
    done = _build("--cr", fixture, "parse")
    assert done.returncode == 2 and "--cr is taken by the build, verify, try and serve --watch, not by parse" in done.stderr
    done = _build("serve", "--cr", fixture)
    assert done.returncode == 1 and "serve --cr FILE needs --watch" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_the_option_is_taken_before_or_after_the_command() -> None:
    fixture = str(FIXTURES / "en-2031-09-01.txt")
    for args in (("--cr", fixture, "verify", "613.3e-1"), ("verify", "613.3e-1", "--cr", fixture)):
        done = _build(*args)
        assert done.returncode == 0, done.stderr
        assert "English examples of 2031-09-01: pass=0 fail=0 unexecuted=0 stale=0 error=0 total=0" in done.stdout
