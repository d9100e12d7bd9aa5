"""The engine in the browser without a browser: the in-page entry point agrees with the build
for every executed example, the wheel runs on its own, errors are ``file:line: message``."""

from __future__ import annotations

import gzip
import json
import os
import re
import signal
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import sitegen.playground as playground
import verify
from ruletext import load_corpus
from sitegen.inbrowser import run as run_in_browser
from sitegen.playground import (
    PYODIDE_FILES,
    SnapshotError,
    build_vendor,
    build_wheel,
    card_data,
    memory_snapshot,
    snapshot_cache,
)
from verify.cards import load_cards
from verify.inpage import run_text

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "rules_src"


@pytest.fixture(scope="module")
def static_report() -> dict[str, dict[str, object]]:
    return verify.run(load_corpus(RULES), RULES).to_dict()["examples"]  # type: ignore[no-any-return]


def test_every_example_runs_the_same_from_text_as_in_the_build(static_report: dict[str, dict[str, object]],
                                                               built_site: Path) -> None:
    """What the browser sends (the site's data files) gives the report entry the static page shows."""
    data = built_site / "assets" / "playground" / "data"
    cards = json.loads((data / "cards.json").read_text(encoding="utf-8"))["files"]
    executed = [eid for eid, r in static_report.items() if r["status"] != "unexecuted"]
    assert len(executed) > 50 and any(static_report[eid]["kind"] == "case" for eid in executed)
    for eid in executed:
        entry = json.loads((data / "ex" / f"{eid}.json").read_text(encoding="utf-8"))
        t = entry["target"] or {}  # none for a case
        got = run_text(entry["scenario"], cards, target_text=t.get("text"), numbering=t.get("numbering", ""),
                       source=t.get("source", ""), line=t.get("line", 0), kind=t.get("kind", "example"),
                       path=entry["scenario_path"])
        assert got == static_report[eid], eid


def test_the_html_is_the_static_pages_element(built_site: Path) -> None:
    """The in-browser answer's HTML is the static page's result element (the same renderer)."""
    data = built_site / "assets" / "playground" / "data"
    common = json.loads((data / "cards.json").read_text(encoding="utf-8"))
    for eid, page in (("613.4-1", "rules/613"), ("layers-ex-2", "articles/layers")):
        entry = json.loads((data / "ex" / f"{eid}.json").read_text(encoding="utf-8"))
        answer = json.loads(run_in_browser(json.dumps({
            "id": eid, "scenario": entry["scenario"], "cards": common["files"], "target": entry["target"],
            "path": entry["scenario_path"], "concordance": common["concordance"]})))
        html = (built_site / page / "index.html").read_text(encoding="utf-8")
        src = re.search(rf'data-src="([^"]*/{re.escape(eid)}\.json)"', html)
        assert src, eid
        html = html.replace(f'"{src[1]}"', '""')  # the browser's element loads no steps: it has them
        start = answer["html"].index('<div class="cr-result"')
        assert answer["html"][start:-len("</div>")] in html, eid
        static = json.loads((built_site / "data" / "examples" / f"{eid}.json").read_text(encoding="utf-8"))
        assert answer["detail"] == static["html"], eid


def test_errors_are_file_line_message_never_a_traceback() -> None:
    cards = card_data({}, RULES)["files"]
    bad = [
        ("steps:\n  - label: x\n    do: [\n", 3, "not valid YAML"),
        ('example: "x"\ntext: ""\nsteps:\n  - label: x\n    do:\n      - enter: {id: a, card: 存在しないカード}\n', 6,
         "no card"),
        ('example: "x"\ntext: ""\nsteps:\n  - label: x\n    do:\n      - jump: 1\n', 6, "unknown action 'jump'"),
        ('example: "x"\ntext: ""\ncolour: red\nsteps:\n  - label: x\n', 3, "unknown scenario key 'colour'"),
    ]
    for text, line, message in bad:
        answer = json.loads(run_in_browser(json.dumps({"scenario": text, "cards": cards})))
        assert answer["error"]["line"] == line, (text, answer)
        assert message in answer["error"]["message"], answer
        assert "Traceback" not in answer["error"]["message"]
    broken = dict(cards, **{"rules_src/cards/crusade.yaml": "ja: 十字軍\ntype_line: [\n"})
    ok = 'example: "x"\ntext: ""\nsteps:\n  - label: x\n    do:\n      - enter: {id: c, card: crusade}\n'
    answer = json.loads(run_in_browser(json.dumps({"scenario": ok, "cards": broken})))
    assert answer["error"]["path"] == "rules_src/cards/crusade.yaml" and answer["error"]["line"] == 2  # the unclosed line


def test_the_wheel_and_the_vendored_libraries_run_alone(tmp_path: Path) -> None:
    """Only the wheel and vendor.zip on the path (as in Pyodide): no mkdocs, no markdown-it, no C code."""
    name, wheel = build_wheel(ROOT)
    (tmp_path / name).write_bytes(wheel)
    (tmp_path / "vendor.zip").write_bytes(build_vendor())
    names = zipfile.ZipFile(tmp_path / name).namelist()
    assert "sitegen/templates/example.html.j2" in names and not any(n.endswith(".so") for n in names)
    assert not any(n.startswith(("sitegen/pipeline", "sitegen/pages", "sitegen/render")) for n in names)
    scenario = (RULES / "scenarios" / "613" / "613.4-1.yaml").read_text(encoding="utf-8")
    request = json.dumps({"id": "613.4-1", "scenario": scenario, "cards": card_data({}, RULES)["files"]})
    code = (
        "import sys, json\n"
        f"sys.path[:0] = [{str(tmp_path / name)!r}, {str(tmp_path / 'vendor.zip')!r}]\n"
        "from sitegen.inbrowser import run\n"
        "answer = json.loads(run(sys.stdin.read()))\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('mkdocs', 'markdown_it', '_yaml', 'pymdownx'))\n"
        "print(answer['result']['status'], answer['result']['steps'][-1]['checks'][0]['actual'], heavy)\n"
    )
    out = subprocess.run([sys.executable, "-I", "-S", "-c", code], input=request, capture_output=True, text=True,
                         cwd=tmp_path, check=True)
    assert out.stdout.split() == ["pass", "2/2", "[]"]


def test_the_site_carries_pyodide_and_loads_it_on_demand_only(built_site: Path) -> None:
    manifest = json.loads((built_site / "assets" / "playground" / "engine.json").read_text(encoding="utf-8"))
    pyodide = (built_site / "assets" / "playground" / manifest["pyodide"]).resolve()
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    assert manifest["pyodide_version"] == lock["packages"]["node_modules/pyodide"]["version"]
    for name in PYODIDE_FILES:
        assert (pyodide / name).is_file(), name
    page = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert "pyodide" not in page and "playground.js" not in page  # cr.js adds the button; nothing loads before it


def test_the_site_carries_the_engines_memory(built_site: Path) -> None:
    """The build's memory snapshot (sitegen/snapshot.mjs): named by the manifest, gzipped, counted in
    what a first start downloads, a Pyodide snapshot (its format's magic number first)."""
    engine = built_site / "assets" / "playground"
    manifest = json.loads((engine / "engine.json").read_text(encoding="utf-8"))
    packed = (engine / manifest["snapshot"].split("?")[0]).read_bytes()
    raw = gzip.decompress(packed)
    assert len(raw) > 10_000_000 and int.from_bytes(raw[:4], "little") == 0x706E7300  # Pyodide's snapshot magic number
    files = [engine / manifest["pyodide"] / n for n in PYODIDE_FILES] + [engine / manifest[k].split("?")[0]
                                                                          for k in ("wheel", "vendor", "snapshot")]
    assert manifest["bytes"] == sum(f.stat().st_size for f in files)


FAKE_NODE = """#!/bin/sh
# a stand-in for node running sitegen/snapshot.mjs: says its version, notes its runs (the wheel's path), writes its last argument
[ "$1" = --version ] && { echo "${NODE_VERSION:-v20.0.0}"; exit 0; }
echo "$3" >> "$(dirname "$0")/runs"
[ -n "$FAIL" ] && { echo "Error: $FAIL" >&2; exit 1; }
[ -n "$HANG" ] && { touch "$HANG"; sleep 60; }
for last in "$@"; do :; done
cat "$5" > "$last"
echo '{"pyodide": 1000, "import": 500, "bytes": 3}'
"""


def _project_with_fake_node(tmp_path: Path) -> tuple[Path, Path]:
    """A project (its Pyodide the real one) and a folder with FAKE_NODE as ``node``."""
    root = tmp_path / "project"
    (root / "node_modules").mkdir(parents=True)
    (root / "node_modules" / "pyodide").symlink_to(ROOT / "node_modules" / "pyodide")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "node").write_text(FAKE_NODE, encoding="utf-8")
    (bin_dir / "node").chmod(0o755)
    return root, bin_dir


def test_the_snapshot_is_made_once_for_what_it_is_made_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot is made by node once for each Pyodide, wheel, vendored libraries, cards, node
    version (Python's memory holds it) and gzip level, then read from node_modules/.cache (a build of the same code
    is byte-identical); no node or a failed run is a SnapshotError (the build warns, the engine
    starts without it)."""
    root, bin_dir = _project_with_fake_node(tmp_path)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    runs = bin_dir / "runs"

    def count() -> int:
        return len(runs.read_text(encoding="utf-8").split()) if runs.exists() else 0

    first, how = memory_snapshot(root, b"wheel", b"vendor", b'{"files": {}}')
    assert gzip.decompress(first) == b'{"files": {}}' and how == "made in 1.5 s" and count() == 1
    again, how = memory_snapshot(root, b"wheel", b"vendor", b'{"files": {}}')
    assert again == first and how == "from the cache" and count() == 1
    assert len(list(snapshot_cache(root).glob("*.bin.gz"))) == 1
    assert Path(runs.read_text(encoding="utf-8").split()[0]).parent.parent == snapshot_cache(root)  # in the project
    other, how = memory_snapshot(root, b"wheel", b"vendor", b'{"files": {"a.yaml": "ja: x"}}')
    assert how.startswith("made") and count() == 2 and len(list(snapshot_cache(root).glob("*.bin.gz"))) == 2
    monkeypatch.setenv("NODE_VERSION", "v22.1.0")
    _, how = memory_snapshot(root, b"wheel", b"vendor", b'{"files": {}}')
    assert how.startswith("made") and count() == 3 and len(list(snapshot_cache(root).glob("*.bin.gz"))) == 3
    monkeypatch.setattr(playground, "SNAPSHOT_GZIP_LEVEL", 1)  # the cache keeps the gzipped bytes
    packed, how = memory_snapshot(root, b"wheel", b"vendor", b'{"files": {}}')
    assert how.startswith("made") and count() == 4 and packed == gzip.compress(b'{"files": {}}', 1, mtime=0)
    monkeypatch.setenv("FAIL", "the engine's warm-up run failed")
    with pytest.raises(SnapshotError, match="^node snapshot.mjs: Error: the engine's warm-up run failed$"):
        memory_snapshot(root, b"wheel 2", b"vendor", b"{}")
    monkeypatch.setenv("PATH", str(bin_dir))
    (bin_dir / "node").unlink()
    with pytest.raises(SnapshotError, match="node is not on PATH"):
        memory_snapshot(root, b"wheel 3", b"vendor", b"{}")


def test_a_build_killed_while_making_the_snapshot_leaves_nothing_the_next_one_keeps(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A build killed outright (SIGKILL) while node makes the snapshot leaves its ``.work-*`` folder in the
    project's cache; the next build removes it (no live build holds its lock), and leaves a live one's."""
    root, bin_dir = _project_with_fake_node(tmp_path)
    started = tmp_path / "started"
    env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "HANG": str(started), "PYTHONPATH": str(ROOT)}
    code = f"from pathlib import Path; import sitegen.playground as p; p.memory_snapshot(Path({str(root)!r}), b'w', b'v', b'{{}}')"
    build = subprocess.Popen([sys.executable, "-c", code], env=env, start_new_session=True)
    try:
        for _ in range(600):
            if started.exists() or build.poll() is not None:
                break
            subprocess.run(["sleep", "0.05"], check=True)
        assert started.exists(), "the fake node never started"
        live = subprocess.Popen([sys.executable, "-c", code], env={**env, "HANG": str(tmp_path / "live")},
                                start_new_session=True)
        for _ in range(600):
            if (tmp_path / "live").exists():
                break
            subprocess.run(["sleep", "0.05"], check=True)
        os.killpg(build.pid, signal.SIGKILL)
        build.wait()
        left = sorted(p.name for p in snapshot_cache(root).glob(".work-*"))
        assert len(left) == 2  # the killed build's and the live one's
        monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
        packed, how = memory_snapshot(root, b"w", b"v", b"{}")
        assert gzip.decompress(packed) == b"{}" and how.startswith("made")
        after = sorted(p.name for p in snapshot_cache(root).glob(".work-*"))
        assert len(after) == 1 and after[0] in left  # the live build's, still running
    finally:
        for proc in (build, locals().get("live")):
            if isinstance(proc, subprocess.Popen) and proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()


def test_card_list_has_both_names() -> None:
    listed = card_data(load_cards(RULES), RULES)["cards"]
    moon = next(c for c in listed if c["en"] == "Blood Moon")
    assert moon["ja"] == "血染めの月" and moon["path"] == "rules_src/cards/blood-moon.yaml"


def _code_copy(tmp_path: Path, git: bool) -> Path:
    """The four code packages copied into a new project (a git work tree with them committed)."""
    import shutil
    dest = tmp_path / "project"
    for pkg in ("engine", "verify", "ruletext", "sitegen"):
        shutil.copytree(ROOT / pkg, dest / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    if git:
        run = ["git", "-C", str(dest), "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"]
        subprocess.run([*run[:3], "init", "-q"], check=True)
        subprocess.run([*run, "add", "-A"], check=True)
        subprocess.run([*run, "commit", "-q", "-m", "c"], check=True)
    return dest


def test_the_wheel_holds_the_tracked_files_only(tmp_path: Path) -> None:
    """Issue 22, defect 2: an untracked engine/scratch_notes.py (a token in it) was published in the wheel."""
    from sitegen.playground import WheelSourceError, wheel_files
    project = _code_copy(tmp_path, git=True)
    before = wheel_files(project)
    (project / "engine" / "scratch_notes.py").write_text("TOKEN = 'secret'\n", encoding="utf-8")
    with pytest.raises(WheelSourceError, match=r"^engine/scratch_notes\.py: not tracked by git"):
        wheel_files(project)
    (project / "engine" / "scratch_notes.py").unlink()
    (project / "engine" / "notes.txt").write_text("not code\n", encoding="utf-8")  # not a module: not in the wheel
    assert wheel_files(project) == before


@pytest.mark.parametrize("git", [True, False])
def test_a_symbolic_link_in_a_code_package_is_refused(tmp_path: Path, git: bool) -> None:
    """Issue 22, defect 2: verify/passwd_link.py → /etc/passwd was published in the wheel."""
    from sitegen.playground import WheelSourceError, wheel_files
    project = _code_copy(tmp_path, git=git)
    (project / "verify" / "passwd_link.py").symlink_to("/etc/passwd")
    with pytest.raises(WheelSourceError, match=r"^verify/passwd_link\.py: a symbolic link in a code package"):
        wheel_files(project)
