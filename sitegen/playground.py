"""The engine in the browser, as files of the site (``assets/pyodide/``, ``assets/playground/``).

At build time, after mkdocs has written the site:

- Pyodide (the npm package pinned in package.json, installed by ``npm ci`` into
  node_modules/) is copied into ``assets/pyodide/<version>/``;
- the project's wheel — the engine, the scenario runner (verify/, ruletext/) and the result
  renderer shared with the static pages (sitegen/example_html.py, results.py, the template) —
  is built with the standard library, byte for byte the same for the same sources;
- ``vendor.zip``: the pure-Python parts of PyYAML, Jinja2 and MarkupSafe (Pyodide's npm
  package has no packages besides its core), taken from the build's own environment;
- ``data/``: every card file's text, and per executed example its scenario text and what it
  is written for (one small JSON file each, fetched when a reader presses 「この例を動かす」);
- ``engine/snapshot.bin.gz``: Pyodide's memory with the engine imported and warmed up (the site's
  cards read), made with node (sitegen/snapshot.mjs; :func:`memory_snapshot`), which the browser restores in place of
  Python's start and the engine's import — kept in ``node_modules/.cache/cr-snapshot/`` under a
  digest of what it is made of, so a build of the same code reuses it (and is byte-identical).

Nothing here is loaded by a page until a reader presses that button (sitegen/assets/cr.js).
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib.metadata
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruletext.model import Corpus
from verify.cards import CardDef
from verify.report import Report

from .outdir import abandoned, hold
from .words import WORDS, type_words

# Pyodide's core: the loader, the interpreter and the standard library (no packages).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# What the browser runs of ours: the packages whole, and of sitegen only the renderer.
WHEEL_PACKAGES = ("engine", "verify", "ruletext")
CODE_PACKAGES = (*WHEEL_PACKAGES, "sitegen")
WHEEL_SITEGEN = ("__init__.py", "results.py", "words.py", "example_html.py", "inbrowser.py", "text/__init__.py",
                 "text/ja.py", "text/en.py")
VENDORED = (("yaml", "PyYAML"), ("jinja2", "Jinja2"), ("markupsafe", "MarkupSafe"))  # (module, project)
WHEEL_NAME = "mtg_cr_ja"
WHEEL_VERSION = "0.1.0"
_EPOCH = (1980, 1, 1, 0, 0, 0)  # fixed dates in the archives: the same sources give the same bytes
# The code (engine/, verify/, …) and node_modules/ are beside sitegen/, whatever project is built.
CODE_ROOT = Path(__file__).resolve().parent.parent


class PlaygroundError(Exception):
    """The in-browser engine cannot be put into the site (Pyodide is not installed)."""


class SnapshotError(PlaygroundError):
    """The engine's memory snapshot could not be made (no node, or its run failed): the site's
    engine starts without it (Python's own start and the engine's import, as on a first visit)."""


class WheelSourceError(PlaygroundError):
    """A code package holds what must not be published: a symbolic link, an untracked file."""


@dataclass(frozen=True)
class PlaygroundFiles:
    """What :func:`write_playground` put into the site; ``snapshot``: how the memory snapshot
    came (``made in 9.1 s``, ``from the cache``), ``no_snapshot``: why there is none."""

    examples: int
    cards: int
    bytes: int
    snapshot: str = ""
    no_snapshot: str = ""


def pyodide_dir(root_dir: Path) -> Path:
    return root_dir / "node_modules" / "pyodide"


def pyodide_version(root_dir: Path) -> str:
    """The installed Pyodide's version (node_modules/pyodide/package.json)."""
    meta = pyodide_dir(root_dir) / "package.json"
    try:
        return str(json.loads(meta.read_text(encoding="utf-8"))["version"])
    except (OSError, ValueError, KeyError):
        raise PlaygroundError(f"{meta}: Pyodide is not installed; run `npm ci` (make site does)") from None


def _zip(entries: dict[str, bytes]) -> bytes:
    """A zip archive of ``{name: bytes}``, names sorted, dates fixed."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, entries[name])
    return buf.getvalue()


def _sources(folder: Path, prefix: str) -> dict[str, bytes]:
    """The ``*.py`` files of an installed library (vendored)."""
    return {f"{prefix}/{p.relative_to(folder).as_posix()}": p.read_bytes()
            for p in sorted(folder.rglob("*.py")) if "__pycache__" not in p.parts}


def tracked_files(root_dir: Path) -> frozenset[str] | None:
    """The files git tracks in the code packages (paths relative to ``root_dir``), or None
    when ``root_dir`` is not a git work tree (a release unpacked from an archive)."""
    try:
        done = subprocess.run(["git", "-C", str(root_dir), "ls-files", "-z", "--", *CODE_PACKAGES],
                              capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    return frozenset(done.stdout.decode("utf-8", "surrogateescape").split("\0")) - {""}


def _package_files(root_dir: Path, package: str) -> list[str]:
    """Every file of a code package (no ``__pycache__``), relative to ``root_dir``; a symbolic
    link is refused (it would publish whatever it points to)."""
    out: list[str] = []
    for here, dirs, files in os.walk(root_dir / package):
        base = Path(here)
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(dirs + files):
            path = base / name
            rel = path.relative_to(root_dir).as_posix()
            if path.is_symlink():
                raise WheelSourceError(f"{rel}: a symbolic link in a code package; the engine in the browser is "
                                       "built from regular files only (replace the link by the file)")
            if name in files:
                out.append(rel)
    return out


def wheel_files(root_dir: Path) -> dict[str, bytes]:
    """The files of the project's wheel (sources only), without its dist-info: the ``*.py``
    files of the packages and of sitegen the renderer, each tracked by git when the project
    is a work tree (:func:`tracked_files`: a file lying in the tree — notes, a scratch copy —
    is not part of the project, and is refused rather than published)."""
    files = sorted(rel for pkg in CODE_PACKAGES for rel in _package_files(root_dir, pkg))
    wanted = [rel for rel in files if rel.endswith(".py") and rel.split("/", 1)[0] in WHEEL_PACKAGES]
    wanted += [f"sitegen/{rel}" for rel in WHEEL_SITEGEN]
    wanted += [rel for rel in files if rel.startswith("sitegen/templates/") and rel.endswith(".j2")]
    tracked = tracked_files(root_dir)
    for rel in wanted:
        if rel not in files:
            raise WheelSourceError(f"{rel}: missing (the engine in the browser needs it)")
        if tracked is not None and rel not in tracked:
            raise WheelSourceError(f"{rel}: not tracked by git, so not part of the project; the engine in the "
                                   f"browser is built from the tracked files only (`git add` it, or move it out "
                                   f"of {rel.split('/', 1)[0]}/)")
    return {rel: (root_dir / rel).read_bytes() for rel in wanted}


def build_wheel(root_dir: Path) -> tuple[str, bytes]:
    """The project's wheel: ``(file name, bytes)`` — a zip with a dist-info (PEP 427)."""
    files = wheel_files(root_dir)
    info = f"{WHEEL_NAME}-{WHEEL_VERSION}.dist-info"
    files[f"{info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {WHEEL_NAME}\nVersion: {WHEEL_VERSION}\n"
                                 "Summary: the rules engine and the scenario runner, for the browser\n").encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: sitegen.playground\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for name, data in sorted(files.items()):
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{name},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    return f"{WHEEL_NAME}-{WHEEL_VERSION}-py3-none-any.whl", _zip(files)


def build_vendor() -> bytes:
    """PyYAML, Jinja2 and MarkupSafe as pure Python (their C speed-ups left out: each has a
    Python fallback), with their licences."""
    files: dict[str, bytes] = {}
    for module, project in VENDORED:
        spec = importlib.util.find_spec(module)
        if spec is None or not spec.submodule_search_locations:
            raise PlaygroundError(f"{module} is not installed in the build's environment")
        files.update(_sources(Path(next(iter(spec.submodule_search_locations))), module))
        for f in importlib.metadata.distribution(project).files or []:
            if "LICENSE" in f.name.upper():
                files[f"{module}/{f.name}"] = Path(str(f.locate())).read_bytes()
    return _zip(files)


SNAPSHOT_SCRIPT = CODE_ROOT / "sitegen" / "snapshot.mjs"
SNAPSHOT_TIMEOUT_S = 600
SNAPSHOTS_KEPT = 4  # in the cache: the newest few (worktrees, a branch and back)
# zlib's default level: a make after a code edit (the snapshot made anew) takes 10.9 s of CPU at level 9,
# 8.2 s at 8, 7.2 s at 6, for 9,759,745 / 9,790,897 / 9,894,875 bytes (+1.4 %: +0.56 % of what a first
# start downloads; inflating takes 0.12 s at each)
SNAPSHOT_GZIP_LEVEL = 6


def snapshot_cache(root_dir: Path) -> Path:
    return root_dir / "node_modules" / ".cache" / "cr-snapshot"


def snapshot_key(root_dir: Path, wheel: bytes, vendor: bytes, cards: bytes, node_version: str) -> str:
    """What a memory snapshot is made of: this Pyodide (the files the site ships: its loader carries
    the build id the snapshot is checked against, its runtime and standard library), the wheel,
    the vendored libraries, the site's cards (``data/cards.json``), the script that makes it and
    the node that runs it (Python's memory holds node's version: ``sys._emscripten_info.runtime``),
    and how it is gzipped.
    Nothing else reaches the bytes: not where the project lies (sitegen/snapshot.mjs names the
    program as a browser does), nor the machine's clock, time zone or locale."""
    digest = hashlib.sha256()
    for part in [*(pyodide_dir(root_dir) / n for n in PYODIDE_FILES), SNAPSHOT_SCRIPT]:
        digest.update(hashlib.sha256(part.read_bytes()).digest())
    # the cache keeps the gzipped bytes: the level and the zlib that deflates are inputs too
    packing = f"{SNAPSHOT_GZIP_LEVEL} {zlib.ZLIB_RUNTIME_VERSION}"
    for data in (wheel, vendor, cards, node_version.encode(), packing.encode()):
        digest.update(hashlib.sha256(data).digest())
    return digest.hexdigest()[:24]


def _node_version(node: str) -> str:
    """``node --version`` (``v20.20.2``); :class:`SnapshotError` when it cannot say."""
    try:
        done = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise SnapshotError(f"node --version: {err}") from None
    if done.returncode != 0 or not done.stdout.strip():
        raise SnapshotError(f"node --version: {_node_error(done.stderr, done.returncode)}")
    return done.stdout.strip()


def memory_snapshot(root_dir: Path, wheel: bytes, vendor: bytes, cards: bytes) -> tuple[bytes, str]:
    """Pyodide's memory after importing the engine and its warm-up run with ``cards``, gzipped (the worker
    inflates it): ``(bytes, how it came)``. Made by ``node sitegen/snapshot.mjs`` — a few seconds —
    once for each :func:`snapshot_key`, then read from :func:`snapshot_cache` (a fresh one is the
    same bytes: the script fixes the hash seed, random bytes, clock, time zone, locale and program
    name it runs with). :class:`SnapshotError` without node or when its run fails."""
    node = shutil.which("node")
    if node is None:
        raise SnapshotError("node is not on PATH: no memory snapshot of the engine")
    key = snapshot_key(root_dir, wheel, vendor, cards, _node_version(node))
    cache = snapshot_cache(root_dir)
    kept = cache / f"{key}.bin.gz"
    if kept.is_file():
        return kept.read_bytes(), "from the cache"
    try:  # the files node reads and writes in the project's cache, not the machine's temporary folder
        cache.mkdir(parents=True, exist_ok=True)
        remove_abandoned_work(cache)
        folder: Path | None = cache
    except OSError:
        folder = None  # a project that cannot keep the cache makes it again next time
    with tempfile.TemporaryDirectory(prefix=".work-", dir=folder) as tmp:
        work = Path(tmp)
        held = hold(work)  # while this build lives: a SIGKILL lets it go (remove_abandoned_work)
        try:
            done = _make_snapshot(node, root_dir, work, wheel, vendor, cards)
            raw = (work / "snapshot.bin").read_bytes()
        finally:
            os.close(held)
    packed = keep_snapshot(cache, key, gzip.compress(raw, compresslevel=SNAPSHOT_GZIP_LEVEL, mtime=0))
    times = json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else {}
    return packed, f"made in {sum(v for k, v in times.items() if k != 'bytes') / 1000:.1f} s"


def _make_snapshot(node: str, root_dir: Path, work: Path, wheel: bytes, vendor: bytes,
                   cards: bytes) -> subprocess.CompletedProcess[str]:
    """Run ``node sitegen/snapshot.mjs`` in ``work``, which then holds ``snapshot.bin``."""
    (work / "engine.whl").write_bytes(wheel)
    (work / "vendor.zip").write_bytes(vendor)
    (work / "cards.json").write_bytes(cards)
    try:
        done = subprocess.run([node, str(SNAPSHOT_SCRIPT), str(pyodide_dir(root_dir)), str(work / "engine.whl"),
                               str(work / "vendor.zip"), str(work / "cards.json"), str(work / "snapshot.bin")],
                              capture_output=True, text=True, timeout=SNAPSHOT_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        raise SnapshotError(f"node {SNAPSHOT_SCRIPT.name}: no memory snapshot after {SNAPSHOT_TIMEOUT_S} s") from None
    if done.returncode != 0 or not (work / "snapshot.bin").is_file():
        raise SnapshotError(f"node {SNAPSHOT_SCRIPT.name}: {_node_error(done.stderr, done.returncode)}")
    return done


def remove_abandoned_work(cache: Path) -> None:
    """Remove what a build killed outright (SIGKILL, a power cut) left in the snapshot cache: a
    ``.work-*`` folder whose lock no live build holds (:func:`memory_snapshot` holds its own while it
    runs) and a ``.{key}.{pid}.part`` file whose process is gone.

    >>> import tempfile
    >>> cache = Path(tempfile.mkdtemp()); (cache / ".work-abc").mkdir(); _ = (cache / ".k.999999999.part").write_bytes(b"")
    >>> live = cache / ".work-live"; live.mkdir(); fd = hold(live)
    >>> remove_abandoned_work(cache); sorted(p.name for p in cache.iterdir())
    ['.work-live']
    >>> os.close(fd)
    """
    for folder in cache.glob(".work-*"):
        if abandoned(folder):
            shutil.rmtree(folder, ignore_errors=True)
    for part in cache.glob(".*.part"):
        pid = part.name.rsplit(".", 2)[-2]
        if pid.isdigit() and not _alive(int(pid)):
            part.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def keep_snapshot(cache: Path, key: str, packed: bytes) -> bytes:
    """Keep ``packed`` as the snapshot of ``key`` unless another build kept one first, and return
    the one kept: builds at once (two test processes, `serve --watch` beside `make site`) then ship
    the same bytes, as two builds one after the other do (a fresh snapshot is the same bytes too,
    since sitegen/snapshot.mjs fixed what it reads of the world: this keeps a cache made before).
    The newest few are kept; a build that cannot write the cache makes it again next time.

    >>> import tempfile
    >>> cache = Path(tempfile.mkdtemp())
    >>> keep_snapshot(cache, "k", b"first"), keep_snapshot(cache, "k", b"second")
    (b'first', b'first')
    """
    kept = cache / f"{key}.bin.gz"
    try:
        cache.mkdir(parents=True, exist_ok=True)
        part = cache / f".{key}.{os.getpid()}.part"
        part.write_bytes(packed)
        try:
            os.link(part, kept)  # the first one made is the one kept: a link is never made over another
        except FileExistsError:
            packed = kept.read_bytes()
        finally:
            part.unlink()
        for old in sorted(cache.glob("*.bin.gz"), key=lambda p: p.stat().st_mtime)[:-SNAPSHOTS_KEPT]:
            if old != kept:
                old.unlink()
    except OSError:
        pass
    return packed


def _node_error(stderr: str, status: int) -> str:
    """What node said went wrong, in one line: its last ``…Error: …`` line (node prints the failing
    source line, minified Pyodide's a megabyte long, before it), cut short.

    >>> _node_error("file:///x.mjs:1\\nvar a=1;\\n^\\n\\nPythonError: no module named x\\n    at f (x.mjs:1:2)\\n", 1)
    'PythonError: no module named x'
    """
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    errors = [line for line in lines if re.match(r"\w*Error\b", line)]
    return ((errors or lines or [f"exit status {status}"])[-1])[:300]


def _place(src: Path, dest: Path) -> None:
    """``dest``, a copy of ``src`` (never a hard link: a deploy step that edits the site must
    not edit node_modules/)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)


def _short_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def example_data(corpus: Corpus, report: Report, cards: dict[str, CardDef],
                 rules_src: Path) -> dict[str, dict[str, Any]]:
    """Per executed example, card-table row or case: its scenario's text and what it is written for."""
    numbering = {meta.id: meta.numbering for meta in corpus.sources}
    targets: dict[str, tuple[str, str, int, str]] = {
        eid: (ex.text, ex.source, ex.line, "example") for eid, ex in corpus.examples.items()}
    for rid, row in corpus.table_rows.items():
        targets[rid] = (row.text, row.source, row.line, "row")
    path_of = {c.ja: c.path for c in cards.values()}
    out: dict[str, dict[str, Any]] = {}
    for eid, result in report.examples.items():
        if not result.scenario or (eid not in targets and result.kind != "case"):
            continue
        target = None  # a case (rules_src/cases/) is what it is written for
        if eid in targets:
            text, source, line, kind = targets[eid]
            target = {"text": text, "numbering": numbering.get(source, ""), "source": source, "line": line,
                      "kind": kind}
        out[eid] = {
            "id": eid,
            "scenario_path": result.scenario,
            "scenario": (rules_src.parent / result.scenario).read_text(encoding="utf-8"),
            "target": target,
            "cards": [path_of[ja] for ja in result.cards if ja in path_of],
        }
    return out


def card_data(cards: dict[str, CardDef], rules_src: Path) -> dict[str, Any]:
    """Every card file's text by its path, and the card list (names, type line) for the picker."""
    files = {}
    for file in sorted((rules_src / "cards").glob("*.yaml")):
        files[f"{rules_src.name}/cards/{file.name}"] = file.read_text(encoding="utf-8")
    listed = [{"id": c.id, "ja": c.ja, "en": c.en, "path": c.path, "type_line": c.data.get("type_line", ""),
               "type_ja": _type_ja(c),
               "pt": None if c.data.get("pt") is None else str(c.data.get("pt"))}
              for c in sorted(cards.values(), key=lambda c: c.ja)]
    return {"files": files, "cards": listed}


def _type_ja(card: CardDef) -> str:
    """A card's type line in Japanese, from its typed parts (the order of the text table)."""
    order = {k: i for i, k in enumerate([*WORDS["supertype"], *WORDS["type"]])}
    c = card.card
    return type_words({"supertypes": sorted(c.supertypes, key=lambda t: order.get(t, 99)),
                       "card_types": sorted(c.card_types, key=lambda t: order.get(t, 99)), "subtypes": list(c.subtypes)})


def cards_file(cards: dict[str, CardDef], rules_src: Path) -> bytes:
    """``data/cards.json``: :func:`card_data` and the concordance (a dated page's steps cite its own
    numbering) — what the playground and the snapshot's warm-up read."""
    card_json = card_data(cards, rules_src)
    concordance = rules_src / "concordance.yaml"
    card_json["concordance"] = concordance.read_text(encoding="utf-8") if concordance.is_file() else ""
    return json.dumps(card_json, ensure_ascii=False).encode()


def playground_data(corpus: Corpus, report: Report, cards: dict[str, CardDef], rules_src: Path) -> dict[str, bytes]:
    """The data files of ``assets/playground/``: per executed example ``data/ex/<id>.json``
    (:func:`example_data`), and ``data/cards.json`` (every card file, the concordance)."""
    data = {f"data/ex/{eid}.json": json.dumps(entry, ensure_ascii=False).encode()
            for eid, entry in example_data(corpus, report, cards, rules_src).items()}
    data["data/cards.json"] = cards_file(cards, rules_src)
    # the playground's words, from the text table (loaded before playground.js, sitegen/assets/cr.js)
    data["text.js"] = ("window.CRPlaygroundText = " + json.dumps(WORDS["playground"], ensure_ascii=False, indent=0)
                       + ";\n").encode()
    return data


SNAPSHOT_FILE = "engine/snapshot.bin.gz"


def _manifest(version: str, data: dict[str, bytes], pyodide_bytes: int = 0) -> bytes:
    """``engine.json``: where the page's script finds Pyodide, the wheel, the memory snapshot (when
    there is one) and the data (hashes bust caches), and ``bytes``, what a first start downloads
    (the page says it)."""
    wheel_name = next(n for n in data if n.startswith("engine/") and n.endswith(".whl"))
    snapshot = data.get(SNAPSHOT_FILE)
    return json.dumps({
        "files": [f"../pyodide/{version}/{name}" for name in PYODIDE_FILES],
        "bytes": pyodide_bytes + len(data[wheel_name]) + len(data["engine/vendor.zip"]) + len(snapshot or b""),
        "pyodide": f"../pyodide/{version}/",
        "pyodide_version": version,
        "wheel": f"{wheel_name}?v={_short_hash(data[wheel_name])}",
        "vendor": f"engine/vendor.zip?v={_short_hash(data['engine/vendor.zip'])}",
        **({"snapshot": f"{SNAPSHOT_FILE}?v={_short_hash(snapshot)}"} if snapshot else {}),
        "cards": f"data/cards.json?v={_short_hash(data['data/cards.json'])}",
        "examples": "data/ex/",
    }, ensure_ascii=False, indent=1).encode()


def write_playground(site_dir: Path, corpus: Corpus, report: Report, cards: dict[str, CardDef],
                     rules_src: Path, root_dir: Path = CODE_ROOT) -> PlaygroundFiles:
    """Put Pyodide, the wheel, the vendored libraries, the memory snapshot and the data into the
    built site; :class:`PlaygroundError` (and nothing written) when Pyodide is not installed. A
    snapshot that cannot be made is said in ``snapshot`` (the engine starts without it)."""
    version = pyodide_version(root_dir)
    written = 0
    pyo = site_dir / "assets" / "pyodide" / version
    for name in PYODIDE_FILES:
        _place(pyodide_dir(root_dir) / name, pyo / name)
        written += (pyo / name).stat().st_size
    out = site_dir / "assets" / "playground"
    data: dict[str, bytes] = {}
    wheel_name, wheel = build_wheel(root_dir)
    data[f"engine/{wheel_name}"] = wheel
    data["engine/vendor.zip"] = build_vendor()
    data.update(playground_data(corpus, report, cards, rules_src))
    how = why = ""
    try:
        data[SNAPSHOT_FILE], how = memory_snapshot(root_dir, wheel, data["engine/vendor.zip"], data["data/cards.json"])
    except SnapshotError as err:
        why = str(err)
    data["engine.json"] = _manifest(version, data, written)
    for rel, content in data.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        written += len(content)
    return PlaygroundFiles(examples=sum(1 for n in data if n.startswith("data/ex/")),
                           cards=len(json.loads(data["data/cards.json"])["cards"]), bytes=written,
                           snapshot=how, no_snapshot=why)


def refresh_playground(site_dir: Path, corpus: Corpus, report: Report, cards: dict[str, CardDef],
                       rules_src: Path) -> list[str]:
    """In a site :func:`write_playground` made (the preview's): the data files written again
    where their bytes changed, those of examples no longer executed removed, and the manifest
    with the new hash of ``data/cards.json``. The files changed (none when the site has no playground)."""
    out = site_dir / "assets" / "playground"
    if not (out / "engine.json").is_file():
        return []
    data = playground_data(corpus, report, cards, rules_src)
    changed = []
    for old in sorted((out / "data" / "ex").glob("*.json")):
        if f"data/ex/{old.name}" not in data:
            old.unlink()
            changed.append(f"data/ex/{old.name}")
    for rel, content in sorted(data.items()):
        path = out / rel
        if not path.is_file() or path.read_bytes() != content:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
            changed.append(rel)
    if "data/cards.json" in changed:
        manifest = json.loads((out / "engine.json").read_text(encoding="utf-8"))
        manifest["cards"] = f"data/cards.json?v={_short_hash(data['data/cards.json'])}"
        (out / "engine.json").write_bytes(json.dumps(manifest, ensure_ascii=False, indent=1).encode())
        changed.append("engine.json")
    return changed
