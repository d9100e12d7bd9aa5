"""Rebuild the site when a source changes (``build.py serve --watch``).

The files under the watched folders are polled (no dependency on a file-system
notification library); each burst of changes is handed to the preview
(:mod:`sitegen.preview`), which updates the site in memory or builds it again.

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> _ = (root / "a.yaml").write_text("x: 1\\n", encoding="utf-8")
>>> before = snapshot([root])
>>> _ = (root / "b.yaml").write_text("y: 2\\n", encoding="utf-8")
>>> [Path(p).name for p in changes(before, snapshot([root]))]
['b.yaml']
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable
from pathlib import Path

# What a build reads: data, pages, templates, styles, code and the config.
SUFFIXES = frozenset({".txt", ".yaml", ".yml", ".md", ".j2", ".html", ".css", ".js", ".py"})
SKIP_DIRS = frozenset({"__pycache__", ".git", ".venv", "site", ".mypy_cache", ".ruff_cache", ".pytest_cache"})

Snapshot = dict[str, tuple[int, int]]


def snapshot(roots: Iterable[Path]) -> Snapshot:
    """Every watched file under ``roots`` (a root may be a single file): modification time and size."""
    out: Snapshot = {}
    for root in roots:
        if root.is_file():
            try:
                st = root.stat()
            except OSError:
                continue  # removed meanwhile
            out[root.name] = (st.st_mtime_ns, st.st_size)
            continue
        for top, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("site."))
            for name in files:
                if os.path.splitext(name)[1] in SUFFIXES:
                    path = os.path.join(top, name)
                    try:
                        st = os.stat(path)
                    except OSError:
                        try:
                            st = os.lstat(path)  # a link to nothing, or a loop: a change the build reports
                        except OSError:
                            continue  # removed meanwhile
                    out[os.path.relpath(path, root.parent)] = (st.st_mtime_ns, st.st_size)
    return out


def changes(before: Snapshot, after: Snapshot) -> list[str]:
    """The files added, removed or changed, sorted."""
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))


def watch(roots: list[Path], rebuild: Callable[[list[str]], object], *, interval: float = 0.5,
          stop: threading.Event | None = None, seen: Snapshot | None = None) -> None:
    """Call ``rebuild(changed files)`` after each change under ``roots`` until ``stop`` is set.

    Changes made while a rebuild runs are seen by the next poll, so none is lost; a burst
    of saves within one interval gives one rebuild.
    """
    stop = stop or threading.Event()
    seen = snapshot(roots) if seen is None else seen  # ``seen``: taken before the first build, none is lost
    while not stop.wait(interval):
        now = snapshot(roots)
        changed = changes(seen, now)
        if changed:
            seen = now
            rebuild(changed)

