"""`build.py serve --watch`: the site is rebuilt when a source changes; a failed rebuild
leaves the previous site served."""

from __future__ import annotations

import gzip
import json
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from sitegen.watch import changes, snapshot, watch
from tests.hostile.hostile_project import make_project


def _page(port: str, path: str = "/rules/607/") -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as r:
        return str(r.read().decode("utf-8"))


def _fragment(path: Path) -> bytes:
    """A Pagefind page fragment's JSON (gzip after a signature)."""
    try:
        return gzip.decompress(path.read_bytes())
    except (OSError, EOFError):
        return b""  # being replaced

ROOT = Path(__file__).resolve().parents[2]


def test_snapshot_sees_added_changed_and_removed_files(tmp_path: Path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "a.yaml").write_text("ja: a\n", encoding="utf-8")
    (tmp_path / "cards" / "b.yaml").write_text("ja: b\n", encoding="utf-8")
    (tmp_path / "__pycache__").mkdir()
    before = snapshot([tmp_path])
    (tmp_path / "cards" / "a.yaml").write_text("ja: aa\n", encoding="utf-8")
    (tmp_path / "cards" / "b.yaml").unlink()
    (tmp_path / "cards" / "c.yaml").write_text("ja: c\n", encoding="utf-8")
    (tmp_path / "cards" / "notes.bin").write_bytes(b"\0")  # not something a build reads
    (tmp_path / "__pycache__" / "x.py").write_text("", encoding="utf-8")  # skipped
    name = tmp_path.name
    assert changes(before, snapshot([tmp_path])) == [f"{name}/cards/a.yaml", f"{name}/cards/b.yaml",
                                                      f"{name}/cards/c.yaml"]


def test_watch_calls_rebuild_once_per_burst_of_changes(tmp_path: Path) -> None:
    (tmp_path / "x.md").write_text("1", encoding="utf-8")
    calls: list[list[str]] = []
    stop = threading.Event()
    thread = threading.Thread(target=watch, args=([tmp_path], calls.append), kwargs={"interval": 0.2, "stop": stop})
    thread.start()
    time.sleep(0.3)
    (tmp_path / "x.md").write_text("22", encoding="utf-8")
    (tmp_path / "y.md").write_text("3", encoding="utf-8")
    deadline = time.time() + 5
    while not calls and time.time() < deadline:
        time.sleep(0.05)
    time.sleep(0.5)
    stop.set()
    thread.join(5)
    assert calls == [[f"{tmp_path.name}/x.md", f"{tmp_path.name}/y.md"]]


def test_serve_watch_rebuilds_and_keeps_the_last_good_site(tmp_path: Path) -> None:
    """On the hostile suite's minimal project (one source, 607: each build a few seconds, not the
    whole corpus's half a minute; the watching is the same)."""
    project = make_project(tmp_path / "project")
    src = project / "rules_src"
    out = tmp_path / "site"
    proc = subprocess.Popen([sys.executable, str(project / "build.py"), "--out", str(out),
                             "serve", "--watch", "--port", "0"], cwd=project, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    lines: list[str] = []
    threading.Thread(target=lambda: lines.extend(line.rstrip() for line in proc.stderr or []), daemon=True).start()

    def wait_for(pattern: str, count: int = 1, timeout: float = 90) -> re.Match[str]:
        deadline = time.time() + timeout
        while time.time() < deadline:
            found = [m for m in (re.search(pattern, line) for line in list(lines)) if m]
            if len(found) >= count:
                return found[count - 1]
            time.sleep(0.1)
        raise AssertionError(f"no {pattern!r} (x{count}) in {lines}")

    try:
        port = wait_for(r"at http://127\.0\.0\.1:(\d+)/").group(1)
        wait_for(r"^built in", 1)

        def page() -> str:  # the scenario title is shown with the steps (the example JSON)
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/data/examples/607.4-1.json", timeout=10) as r:
                return str(r.read().decode("utf-8"))

        assert "WATCHED" not in page()
        scenario = src / "scenarios" / "607" / "607.4-1.yaml"
        text = scenario.read_text(encoding="utf-8")
        scenario.write_text(text.replace('title: "', 'title: "WATCHED ', 1), encoding="utf-8")
        wait_for(r"^built in", 2)
        assert "WATCHED" in page()
        # the playground runs the edited scenario (「この例を動かす」)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/assets/playground/data/ex/607.4-1.json",
                                    timeout=10) as r:
            assert "WATCHED" in json.loads(r.read().decode("utf-8"))["scenario"]

        # a source edit: the rule's page and the search index follow
        source = src / "sources" / "viewer-cr607.txt"
        source.write_bytes(source.read_bytes().replace(b"- 607.1a ", b"- 607.1a ZQXPREVIEW ", 1))
        wait_for(r"^built in", 3)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/rules/607/", timeout=10) as r:
            assert "ZQXPREVIEW" in r.read().decode("utf-8")
        deadline = time.time() + 60
        while not any(b"ZQXPREVIEW" in _fragment(f) for f in tmp_path.glob("site.preview-*/site/pagefind/fragment/*")):
            assert time.time() < deadline, f"the search index does not have the edit: {lines}"
            time.sleep(0.2)
        scenario.write_text("example: [\n", encoding="utf-8")
        wait_for(r"the build failed")
        assert any("607.4-1.yaml:1: not valid YAML" in line for line in lines)  # the unclosed line
        assert "WATCHED" in page()  # the previous site is still served
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/rules/607/", timeout=10) as r:
            shown = r.read().decode("utf-8")  # and says why, on the page too: in Japanese, the English below
        assert "607.4-1.yaml:1: YAMLとして読めません" in shown and "607.4-1.yaml:1: not valid YAML" in shown
        scenario.write_text(text, encoding="utf-8")
        wait_for(r"^built in", 4)
        # issue 22, defect 6: edits that ended the preview — a loop of links, an invalid date in a card
        loop = src / "cards" / "loop.yaml"
        loop.symlink_to("loop.yaml")
        wait_for(r"the build failed", 2)
        assert any("cards/loop.yaml: " in line and "link" in line for line in lines), lines
        loop.unlink()
        card = src / "cards" / "grizzly-bears.yaml"  # a card without a note of its own
        card_text = card.read_text(encoding="utf-8")
        card.write_text(card_text + "printed: 2001-02-30\n", encoding="utf-8")
        wait_for(r"'2001-02-30' is not a valid date or time")
        # the banner: the card's own error, from its record, at its line (as long as wait_for waits: the
        # log line comes first, the page after; 20 s was too short once at load 24–29)
        deadline = time.time() + 90
        while "grizzly-bears.yaml:7: 「2001-02-30」は正しい日付や時刻ではありません" not in (shown := _page(port)):
            assert time.time() < deadline, shown[-2000:]
            time.sleep(0.2)
        built = sum(1 for line in list(lines) if line.startswith("built in"))
        card.write_text(card_text, encoding="utf-8")
        wait_for(r"^built in", built + 1)
        assert proc.poll() is None and not any("Traceback" in line for line in lines), lines
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(30)


def test_the_preview_builds_the_official_files_given_and_runs_their_scenarios_again(tmp_path: Path) -> None:
    """`serve --watch --cr FILE`: the pages of the official files are in the preview, their
    scenarios run again when one changes, and the whole build it starts takes the files too."""
    from sitegen.preview import Preview

    files = [ROOT / "tests" / "parser" / "official" / "en-2031-09-01.txt"]
    preview = Preview(ROOT, ROOT / "rules_src", tmp_path, strict=False, cr_files=files)
    try:
        preview.load()
        assert "cr/index.md" in preview.pages and "cr/2031-09-01/607.md" in preview.pages
        assert {k: r.status for k, r in preview.official_results.items()} == {"en:607.4-1": "stale"}
        preview.official_results = {}
        done = preview.update([ROOT / "rules_src" / "official-scenarios" / "607" / "en-607.4-1.yaml"])
        assert done.startswith("1 example(s) run") and "en:607.4-1" in preview.official_results
        import sitegen.preview as module
        from sitegen.pipeline import BuildError

        commands: list[list[str]] = []
        real = module.subprocess.run
        module.subprocess.run = lambda command, **_: (commands.append(command),  # type: ignore[assignment]
                                                      subprocess.CompletedProcess(command, 1))[1]
        try:
            with pytest.raises(BuildError):
                preview.full(tmp_path / "out")
        finally:
            module.subprocess.run = real
        assert commands[0][-2:] == ["--cr", str(files[0])]
    finally:
        preview.close()
