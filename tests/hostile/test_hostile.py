"""Hostile input through the real command line (issue 13): the cases are data, cases/*.yaml.

Each case copies a minimal project (``hostile_project.py``) with a site built before into a
temporary folder, changes it as the case says, runs ``build.py`` and asserts:

- the exit status; for a failure, one ``error: …`` line matching the case's regex (the
  file and line where one exists), never a traceback;
- the previous site byte-identical (or, for a build that must succeed, a site built);
- nothing written outside the output: every other file and folder of the case as before,
  no ``site.tmp-*`` / ``site.old-*`` left;
- no process left behind: none in the build's process group once it has exited.

A failing build with nothing about the process itself (most cases) is a fork of one process
that has imported the build once (``forkserver.py``: a failing build spends most of its 0.4 s
importing); the rest — signals, builds at once, full disks, another environment, builds that
must succeed — are fresh subprocesses (``forked``; ``HOSTILE_FRESH=1``: every case one).

Modes beyond a plain build: ``signal`` (a signal once the build has started its staging),
``concurrent`` (builds into one folder at once), ``enospc`` / ``readonly`` (the output on
a tiny or read-only tmpfs), ``immutable`` (``chattr +i`` on the old site), ``inject`` (all
injection cases in one build, each page then loaded in Chromium — once for the cases with the same
page and actions — no dialog may fire).
The format of a case is in cases/README.md.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hostile_project import digest, make_project

HERE = Path(__file__).resolve().parent
OUTSIDE_TEXT = "外部\n- 607.9 外部のファイルの規則。これが公開されてはならない。\n"


def _load_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = []
    for file in sorted((HERE / "cases").glob("*.yaml")):
        for case in yaml.safe_load(file.read_text(encoding="utf-8")) or []:
            case.setdefault("kind", file.stem)
            cases.append(case)
    names = [c["name"] for c in cases]
    assert len(names) == len(set(names)), "case names are unique"
    return cases


CASES = _load_cases()
RUN = [c for c in CASES if c.get("mode") not in ("inject", "request")]
INJECT = [c for c in CASES if c.get("mode") == "inject"]
REQUEST = [c for c in CASES if c.get("mode") == "request"]


# -- the project, a case's changes ---------------------------------------------------------


@pytest.fixture(scope="session")
def reference(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """The minimal project with its site, built once: (project, digest of the site)."""
    project = make_project(tmp_path_factory.mktemp("hostile-ref") / "project")
    done = _run([], project)
    assert done.returncode == 0, done.stderr
    return project, digest(project / "site")


def copy_project(reference: Path, project: Path) -> None:
    """A copy of the reference project to attack; its site's files hard links to the reference's
    (19 MB, most of it the engine for the browser: copying it was a third of the suite's time). The
    build never writes into the old site (it replaces the folder); if it did, the case's
    comparison with the reference site's digest, taken once before any case, would fail."""
    shutil.copytree(reference, project, symlinks=True, ignore=lambda here, names: ["site"] if here == str(reference) else [])
    shutil.copytree(reference / "site", project / "site", symlinks=True, copy_function=os.link)


def _expand(text: str, case_dir: Path) -> str:
    return text.replace("{outside}", str(case_dir / "outside.txt")).replace("{case}", str(case_dir))


def _content(spec: Any, case_dir: Path) -> bytes:
    """A file's new content: text, or {hex}, or {head, line, times, tail} (large files)."""
    if isinstance(spec, str):
        return _expand(spec, case_dir).encode("utf-8")
    if "hex" in spec:
        return bytes.fromhex("".join(spec["hex"].split()))
    body = spec.get("line", "").encode("utf-8") * int(spec.get("times", 1))
    return spec.get("head", "").encode("utf-8") + body + spec.get("tail", "").encode("utf-8")


def apply_changes(case: dict[str, Any], project: Path, case_dir: Path) -> None:
    """The case's changes to the project (paths relative to it)."""
    for rel, spec in (case.get("write") or {}).items():
        path = project / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(_content(spec, case_dir))
    for rel, spec in (case.get("append") or {}).items():
        with open(project / rel, "ab") as f:
            f.write(_content(spec, case_dir))
    for rel, spec in (case.get("repeat_line") or {}).items():  # a line again at the end, then more
        path = project / rel
        line = path.read_text(encoding="utf-8").splitlines()[int(spec["line"]) - 1]
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"\n{line}\n{spec.get('then', '')}\n")
    for rel, pairs in (case.get("replace") or {}).items():
        path = project / rel
        text = path.read_text(encoding="utf-8")
        for old, new in pairs:
            assert old in text, f"{rel}: {old!r} not found (the case is out of date)"
            text = text.replace(old, _expand(new, case_dir), 1)
        path.write_text(text, encoding="utf-8")
    for rel, spec in (case.get("transform") or {}).items():
        path = project / rel
        data = path.read_bytes()
        if spec == "crlf":
            data = data.replace(b"\n", b"\r\n")
        elif spec == "cr":
            data = data.replace(b"\n", b"\r")
        elif spec == "bom":
            data = b"\xef\xbb\xbf" + data
        elif spec == "shift_jis":
            data = data.decode("utf-8").encode("shift_jis", errors="replace")
        elif spec == "utf-16":
            data = data.decode("utf-8").encode("utf-16")
        elif isinstance(spec, dict) and "truncate" in spec:
            data = data[: int(spec["truncate"])]
        else:
            raise AssertionError(f"unknown transform {spec!r}")
        path.write_bytes(data)
    for rel in case.get("remove") or []:
        target = project / rel
        if target.is_dir() and not target.is_symlink():
            shutil.rmtree(target)
        else:
            target.unlink()
    for rel in case.get("mkdir") or []:
        (project / rel).mkdir(parents=True, exist_ok=True)
    for rel in case.get("fifo") or []:
        os.mkfifo(project / rel)
    if "touch" in case:  # every file's times set (links not followed: the code is linked, not copied)
        stamp = float(case["touch"])
        for here, _dirs, files in os.walk(project):
            for name in files:
                os.utime(Path(here) / name, (stamp, stamp), follow_symlinks=False)
    for rel, target in (case.get("symlink") or {}).items():
        link = project / rel
        if link.exists() or link.is_symlink():
            shutil.rmtree(link) if link.is_dir() and not link.is_symlink() else link.unlink()
        link.symlink_to(_expand(target, case_dir))


# -- running build.py ----------------------------------------------------------------------


def _command(args: list[str], project: Path) -> list[str]:
    return [sys.executable, str(project / "build.py"), "--quiet", *args]


def _run(args: list[str], project: Path, timeout: float = 120, env: dict[str, str] | None = None,
         cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.Popen(_command(args, project), cwd=cwd or project, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            env={**os.environ, **env} if env else None)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise AssertionError(f"build.py did not finish within {timeout} s") from None
    assert_no_process_left(proc.pid)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


class ForkServer:
    """``python build.py ARGS`` as a fork of one process that has imported the build once
    (forkserver.py): what the suite's failing builds are run by."""

    def __init__(self, project: Path) -> None:
        self.sock, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.proc = subprocess.Popen([sys.executable, str(HERE / "forkserver.py"), str(theirs.fileno()), str(project)],
                                     pass_fds=[theirs.fileno()], stdin=subprocess.DEVNULL)
        theirs.close()

    def _answer(self, key: str) -> int:
        msg = self.sock.recv(4096)
        assert msg, f"the fork server has stopped (exit {self.proc.wait()})"
        return int(json.loads(msg)[key])

    def run(self, args: list[str], project: Path, timeout: float, cwd: Path | None) -> subprocess.CompletedProcess[str]:
        """As ``_run``: the exit status, stdout and stderr (text, as ``Popen(text=True)`` reads them)."""
        command = _command(args, project)
        (out_r, out_w), (err_r, err_w) = os.pipe(), os.pipe()
        socket.send_fds(self.sock, [json.dumps({"argv": command[1:], "cwd": str(cwd or project)}).encode()],
                        [out_w, err_w])
        os.close(out_w)
        os.close(err_w)
        pid = self._answer("pid")
        chunks: dict[int, list[bytes]] = {out_r: [], err_r: []}
        deadline = time.monotonic() + timeout
        late = False
        with selectors.DefaultSelector() as sel:
            for fd in chunks:
                sel.register(fd, selectors.EVENT_READ)
            while sel.get_map():
                if not late and time.monotonic() > deadline:
                    late = True
                    os.killpg(pid, signal.SIGKILL)
                for key, _ in sel.select(1.0):
                    if data := os.read(key.fd, 65536):
                        chunks[key.fd].append(data)
                    else:
                        sel.unregister(key.fd)
                        os.close(key.fd)
        code = self._answer("exit")
        if late:
            raise AssertionError(f"build.py did not finish within {timeout} s")
        assert_no_process_left(pid)
        out, err = (io.TextIOWrapper(io.BytesIO(b"".join(chunks[fd]))).read() for fd in (out_r, err_r))
        return subprocess.CompletedProcess(command, code, out, err)

    def close(self) -> None:
        self.sock.close()
        self.proc.wait(timeout=30)


def forked(case: dict[str, Any]) -> bool:
    """A failing build with nothing about the process itself: run by the fork server. A fresh
    subprocess for the rest: signals, builds at once, full or read-only disks, another environment,
    and the builds that must succeed (byte-identical, from another folder or time)."""
    return (case.get("mode", "build") == "build" and case.get("exit", 1) != 0 and "env" not in case
            and os.environ.get("HOSTILE_FRESH") != "1")  # HOSTILE_FRESH=1: every build a fresh subprocess


@pytest.fixture(scope="session")
def fork_server(reference: tuple[Path, dict[str, str]]) -> Iterator[ForkServer]:
    server = ForkServer(reference[0])
    yield server
    server.close()


def group_members(pgid: int) -> list[str]:
    """Processes (zombies too) still in the process group ``pgid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        if len(fields) > 2 and fields[2] == str(pgid):
            found.append(f"{entry.name} {stat[: stat.rfind(')') + 1]} state {fields[0]}")
    return found


def assert_no_process_left(pgid: int) -> None:
    deadline = time.monotonic() + 3
    while (left := group_members(pgid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not left, f"processes left behind: {left}"


def _wait_for(predicate: Any, proc: subprocess.Popen[str], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert proc.poll() is None, "the build ended before the signal could be sent"
        assert time.monotonic() < deadline, "the build never reached the point of the signal"
        time.sleep(0.01)


def _staging(parent: Path) -> list[Path]:
    return sorted(parent.glob("site.tmp-*"))


def run_signal(case: dict[str, Any], project: Path) -> subprocess.CompletedProcess[str]:
    """A signal once the build has its staging folder (``when: staging``), is writing the site
    with mkdocs (``when: mkdocs``) or the engine for the browser (``when: playground``)."""
    proc = subprocess.Popen(_command(case.get("args", []), project), cwd=project, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    when = case.get("when", "staging")
    if when == "staging":
        _wait_for(lambda: bool(_staging(project)), proc)
    elif when == "playground":  # mkdocs is done: the engine for the browser is being written
        _wait_for(lambda: any((s / "site" / "assets" / "playground").exists() for s in _staging(project)), proc)
    else:
        _wait_for(lambda: any((s / "site").exists() for s in _staging(project)), proc)
    signum = getattr(signal, case["signal"])
    if case.get("to") == "group":  # Ctrl-C in a terminal reaches the whole process group
        os.killpg(proc.pid, signum)
    else:
        os.kill(proc.pid, signum)
    out, err = proc.communicate(timeout=60)
    assert_no_process_left(proc.pid)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def run_concurrent(case: dict[str, Any], project: Path) -> list[subprocess.CompletedProcess[str]]:
    procs = [subprocess.Popen(_command(case.get("args", []), project), cwd=project, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, start_new_session=True)
             for _ in range(int(case.get("builds", 2)))]
    done = []
    for proc in procs:
        out, err = proc.communicate(timeout=180)
        assert_no_process_left(proc.pid)
        done.append(subprocess.CompletedProcess(proc.args, proc.returncode, out, err))
    return done


@contextlib.contextmanager
def tmpfs(path: Path, size: str) -> Iterator[None]:
    path.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip()}): needs root or CAP_SYS_ADMIN")
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(path)], check=False)


def _size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


# -- the cases -----------------------------------------------------------------------------


def check_failure(case: dict[str, Any], done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == case.get("exit", 1), f"exit {done.returncode}: {done.stderr[-2000:]}"
    if "error" in case:
        errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
        assert len(errors) == 1, done.stderr
        assert re.search(case["error"], errors[0]), errors[0]


@pytest.mark.parametrize("case", RUN, ids=[f"{c['kind']}:{c['name']}" for c in RUN])
def test_hostile(case: dict[str, Any], reference: tuple[Path, dict[str, str]], tmp_path: Path,
                 request: pytest.FixtureRequest) -> None:
    ref_project, ref_site = reference
    project = tmp_path / "project"
    copy_project(ref_project, project)
    (tmp_path / "outside.txt").write_text(OUTSIDE_TEXT, encoding="utf-8")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "viewer-cr607.txt").write_text(OUTSIDE_TEXT, encoding="utf-8")
    apply_changes(case, project, tmp_path)
    mode = case.get("mode", "build")
    out = project / case.get("out", "site")
    args = [_expand(a, tmp_path) for a in case.get("args", [])]

    if mode in ("enospc", "readonly"):
        disk = tmp_path / "disk"
        size = case.get("size") or f"{_size_of(out) * 3 // 2048 + 2048}k"
        with tmpfs(disk, size):
            target = disk / "site"
            if case.get("old_site", True):
                shutil.copytree(out, target)
            if mode == "readonly":
                subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
            before_disk = digest(disk)
            before = digest(tmp_path, skip=disk)
            done = _run(["--out", str(target), *args], project)
            check_failure(case, done)
            assert digest(disk) == before_disk, "the full or read-only disk was changed"
            assert digest(tmp_path, skip=disk) == before, "something was written outside the output"
        return

    before = digest(tmp_path, skip=out)
    if mode == "immutable":
        if subprocess.run(["chattr", "+i", str(out)], capture_output=True).returncode != 0:
            pytest.skip("chattr +i is not available here")
        try:
            done = _run(args, project)
        finally:
            subprocess.run(["chattr", "-i", str(out)], check=True)
        check_failure(case, done)
        assert digest(out) == ref_site
    elif mode == "concurrent":
        for one in run_concurrent(case, project):
            assert one.returncode == 0 and "Traceback" not in one.stderr, one.stderr
        assert digest(out) == ref_site, "builds at once end with the site a build makes"
    elif mode == "signal":
        done = run_signal(case, project)
        check_failure(case, done)
        assert digest(out) == ref_site, "the previous site changed"
    else:
        cwd = (project / case["cwd"]).resolve() if "cwd" in case else None
        if forked(case):
            done = request.getfixturevalue("fork_server").run(args, project, case.get("timeout", 120), cwd)
        else:
            done = _run(args, project, timeout=case.get("timeout", 120), env=case.get("env"), cwd=cwd)
        check_failure(case, done)
        expected = case.get("site", "unchanged")
        if expected == "unchanged":
            assert digest(out) == ref_site, "the previous site changed"
        elif expected == "same":  # a build from input that means the same: byte-identical
            assert digest(out) == ref_site, "a build from equivalent input differs"
        elif expected == "built":
            assert (out / ".cr-site").is_file() and (out / "index.html").is_file()
    after = digest(tmp_path, skip=out)
    assert after == before, ("something outside the output changed: "
                             f"{sorted(set(after.items()) ^ set(before.items()))[:5]}")
    assert not list(tmp_path.rglob("site.tmp-*")) and not list(tmp_path.rglob("site.old-*"))


def test_a_forked_build_is_what_a_fresh_one_is(reference: tuple[Path, dict[str, str]], fork_server: ForkServer,
                                              tmp_path: Path) -> None:
    """The fork server's build says what ``python build.py`` says — the same exit status, stdout
    and stderr — for a failure of each kind (the input, the arguments), started in the project or
    in another folder."""
    picked = [c for c in RUN if c["name"] in ("duplicate-key-in-source", "card-without-ja", "out-docs-with-a-stray-marker")]
    assert len(picked) == 3 and all(forked(c) for c in picked)
    for case in picked:
        project = tmp_path / case["name"] / "project"
        copy_project(reference[0], project)
        apply_changes(case, project, project.parent)
        args = case.get("args", [])
        for cwd in (project, project / "docs"):
            fresh, fork = _run(args, project, cwd=cwd), fork_server.run(args, project, 120, cwd)
            assert (fork.returncode, fork.stdout, fork.stderr) == (fresh.returncode, fresh.stdout, fresh.stderr)
            assert fork.returncode == 1 and fork.stderr.startswith("error: "), fork.stderr


# -- injections: one build, each page in Chromium ----------------------------------------

@pytest.fixture(scope="session")
def injected_site(reference: tuple[Path, dict[str, str]], tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Every injection case applied to one project, built through build.py, served locally."""
    import http.server
    import threading
    from functools import partial

    case_dir = tmp_path_factory.mktemp("hostile-inject")
    project = case_dir / "project"
    copy_project(reference[0], project)
    for case in INJECT:
        apply_changes(case, project, case_dir)
    done = _run([], project)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(project / "site")))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


# What Pagefind's UI does with a result: its excerpt goes into the page as HTML.
_SEARCH = """async (query) => {
  const pagefind = await import('/pagefind/pagefind.js');
  const found = await pagefind.search(query);
  for (const r of found.results.slice(0, 10)) {
    const data = await r.data();
    document.body.insertAdjacentHTML('beforeend', '<p class="excerpt">' + data.excerpt + '</p>');
  }
  return found.results.length;
}"""


@contextlib.contextmanager
def watched(tabs: Any, request: pytest.FixtureRequest) -> Iterator[tuple[Any, list[str]]]:
    """A kept tab (tests/conftest.py ``Tabs``) and the messages of the dialogs it shows (dismissed)."""
    dialogs: list[str] = []

    def seen(d: Any) -> None:
        dialogs.append(d.message)
        d.dismiss()

    with tabs.tab(request) as page:
        page.on("dialog", seen)
        try:
            yield page, dialogs
        finally:
            page.remove_listener("dialog", seen)


def _visit_key(case: dict[str, Any]) -> tuple[str, str, str]:
    """What a visit of an injection case does: its page, the details it opens, its search."""
    return case["page"], case.get("open", ""), case.get("search", "")


@pytest.fixture(scope="session")
def injected_visits() -> dict[tuple[str, str, str], dict[str, Any]]:
    """The visits made, by :func:`_visit_key`: the cases with one page and the same actions read one
    visit (one build holds every injection, so those visits are the same: 30 cases, 11 visits)."""
    return {}


def _visit(key: tuple[str, str, str], injected_site: str, tabs: Any, request: pytest.FixtureRequest) -> dict[str, Any]:
    """Load the page in a kept tab, do the actions, wait for what a dialog would need; the dialogs
    seen, the page's text and, for every case of that visit, whether its ``absent`` matched."""
    path, opened, search = key
    with watched(tabs, request) as (page, dialogs):  # from a blank tab: a fragment is read as a first load reads it
        page.goto(injected_site + path)
        page.wait_for_load_state("load")
        if opened:  # sections whose content is loaded when opened (an example's steps)
            count = page.evaluate("sel => { const ds = [...document.querySelectorAll(sel)];"
                                  " ds.forEach(d => { d.open = true; }); return ds.length; }", opened)
            assert count > 0, f"no {opened} to open"
            page.wait_for_function("([sel, n]) => document.querySelectorAll(sel + '[data-loaded=\"1\"]').length >= n",
                                   arg=[opened, count], timeout=15000)
        found = page.evaluate(_SEARCH, search) if search else None
        page.mouse.move(200, 300)
        page.wait_for_timeout(300)
        return {"dialogs": list(dialogs), "found": found, "text": page.evaluate("document.body.textContent"),
                "absent": {c["absent"]: page.query_selector(c["absent"]) is not None
                           for c in INJECT if _visit_key(c) == key and "absent" in c}}


@pytest.mark.browser
@pytest.mark.parametrize("case", INJECT, ids=[f"{c['kind']}:{c['name']}" for c in INJECT])
def test_injection_is_inert(case: dict[str, Any], injected_site: str, injected_visits: dict[tuple[str, str, str], Any],
                            tabs: Any, request: pytest.FixtureRequest) -> None:
    key = _visit_key(case)
    if key not in injected_visits:
        injected_visits[key] = _visit(key, injected_site, tabs, request)
    seen = injected_visits[key]
    if "search" in case:
        assert seen["found"], "the search found nothing"
    assert seen["dialogs"] == [], f"a dialog fired: {seen['dialogs']}"
    if "visible" in case:
        # text content (a collapsed section counts): the tags themselves are there as text
        assert case["visible"] in seen["text"], "the payload is not text"
    if "absent" in case:
        assert not seen["absent"][case["absent"]], f"{case['absent']} found in the page"


@pytest.mark.browser
def test_the_dialog_check_can_fail(tabs: Any, request: pytest.FixtureRequest) -> None:
    """The injection cases' check sees a dialog when one fires (a check that cannot fail is a bug)."""
    with watched(tabs, request) as (page, dialogs):
        page.set_content("<img src=x onerror=alert(1)>")
        page.wait_for_timeout(300)
    assert dialogs == ["1"]


def test_every_kind_has_cases() -> None:
    """The suite holds the issues' cases (13 and 22): 225 at least, of every kind."""
    kinds = {c["kind"] for c in CASES}
    assert {"encodings", "truncations", "size", "yaml", "schema", "paths", "order", "output", "signals",
            "injections", "outdir", "published", "tracebacks", "budget", "server", "reproducible"} <= kinds
    assert len(CASES) >= 225, len(CASES)


# -- the preview's server: requests for what lies outside the site -------------------------

SECRET = "secret-beside-the-site-4f1c"


@pytest.fixture(scope="module")
def preview_port(reference: tuple[Path, dict[str, str]], tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """The preview's server on (hard links to) the reference site, with a secret beside it."""
    from tests.serving import preview_server

    here = tmp_path_factory.mktemp("hostile-serve")
    shutil.copytree(reference[0] / "site", here / "site", copy_function=os.link)
    (here / "secret.txt").write_text(SECRET, encoding="utf-8")
    with preview_server(here / "site") as port:
        yield port


def _request(port: int, case: dict[str, Any]) -> tuple[int, bytes]:
    import http.client

    path = case["path"] if isinstance(case["path"], str) else _content(case["path"], HERE).decode()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.putrequest(case.get("method", "GET"), path, skip_host=True, skip_accept_encoding=True)
        conn.putheader("Host", case.get("host", f"127.0.0.1:{port}"))
        conn.endheaders()
        answer = conn.getresponse()
        return answer.status, answer.read()
    finally:
        conn.close()


def _leaks(body: bytes) -> bool:
    return SECRET.encode() in body or b"root:x:0:0" in body


@pytest.mark.parametrize("case", REQUEST, ids=[f"{c['kind']}:{c['name']}" for c in REQUEST])
def test_request(case: dict[str, Any], preview_port: int) -> None:
    status, body = _request(preview_port, case)
    expected = case["status"] if isinstance(case["status"], list) else [case["status"]]
    assert status in expected, f"{status}: {body[:300]!r}"
    assert not _leaks(body), "a file outside the site was served"


def test_the_leak_check_can_fail(tmp_path: Path) -> None:
    """The request cases' check sees the secret when it is served (a check that cannot fail is a bug)."""
    from tests.serving import preview_server

    (tmp_path / "secret.txt").write_text(SECRET, encoding="utf-8")
    with preview_server(tmp_path) as port:
        status, body = _request(port, {"path": "/secret.txt"})
    assert status == 200 and _leaks(body)
