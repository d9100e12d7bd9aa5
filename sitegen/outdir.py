"""Where the site goes (``--out``): which folders the build may replace, and the swap.

``--out`` may name a folder that does not exist yet, an empty folder, or a site this build
made before: every site it writes carries a marker file, :data:`MARKER`. Anything else (a
file such as ``README.md``, a path under a file, a folder holding something else, the
sources themselves) is refused before any work starts, so that a mistyped ``--out`` can
never delete what is there. Sites built before the marker existed are recognised by their
Pagefind index and sitemap.

The finished site is put in place by :func:`swap`: two renames under a lock on the parent
folder (builds running at once take turns) with Ctrl-C and SIGTERM held, so that a stop
either comes before the first rename (the old site stays, the build exits 130/143) or after
the second (the new site is in place and the exit says so: 0, see :func:`site_in_place`).
If the second rename fails, the old site is put back. The old site, renamed aside, is
deleted after the signals are let through: a stop then leaves its folder
(``site.old-…``, marked :data:`OLD_MARKER`) for the next build to remove.

>>> import tempfile; tmp = Path(tempfile.mkdtemp())
>>> (tmp / "README.md").write_text("# read me\\n", encoding="utf-8")
10
>>> check_out(tmp / "README.md")
Traceback (most recent call last):
...
sitegen.outdir.OutputError: .../README.md: a file, not a folder: --out names the folder the site is built into (absent, empty, or a site built before)
>>> check_out(tmp / "README.md" / "site")
Traceback (most recent call last):
...
sitegen.outdir.OutputError: .../README.md/site: .../README.md is a file: --out must be a folder
>>> check_out(tmp / "new" / "site")
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ruletext.errors import InputError

MARKER = ".cr-site"
# Only its name is read. No words from the text tables: they import the engine, and this module is the first
# every build, the guard and the signal tests import (a start of theirs 0.33 → 0.12 s of CPU).
MARKER_TEXT = "This folder is a site built by build.py; the next build replaces it.\n"
# A site built before the marker existed (mkdocs + our Pagefind index).
_LEGACY = ("index.html", "sitemap.xml", "pagefind/pagefind-ui.js")


class OutputError(InputError):
    """``--out`` names something the build must not replace."""

    def __init__(self, out: Path | str, message: str) -> None:
        super().__init__(str(out), None, message)


def is_site(folder: Path) -> bool:
    """A site this build made (the marker, or a site from before the marker)."""
    return (folder / MARKER).is_file() or all((folder / name).is_file() for name in _LEGACY)


# The project's own folders: a site is never built into one (a stray .cr-site there notwithstanding).
PROJECT_FOLDERS = ("docs", "rules_src", "ruletext", "engine", "verify", "sitegen", "bench", "tests", ".git", ".ci",
                   "node_modules", ".venv")


def check_out(out: Path, sources: Path | None = None, project: Path | None = None) -> None:
    """Refuse an ``out`` the build may not replace (see the module's docstring); ``sources``:
    the rules_src folder, which the site may not be built into; ``project``: the project's
    folder, which it may neither be nor hold, nor be inside one of :data:`PROJECT_FOLDERS` of
    (``--out docs`` would replace the hand-written pages, ``--out docs/built`` copy itself)."""
    for parent in reversed(out.parents):
        if parent.exists() and not parent.is_dir():
            raise OutputError(out, f"{parent} is a file: --out must be a folder")
    if out.is_symlink():
        raise OutputError(out, f"a symbolic link (to {os.readlink(out)}): name the folder itself")
    resolved = out.resolve()
    if sources is not None and resolved.is_relative_to(sources.resolve()):
        raise OutputError(out, f"inside the sources ({sources}): build the site elsewhere")
    if project is not None:
        root = project.resolve()
        if root.is_relative_to(resolved):
            raise OutputError(out, f"the project's folder or one holding it ({root}): build the site into a "
                                   "folder of its own (site/ by default)")
        for name in PROJECT_FOLDERS:
            if resolved.is_relative_to((root / name).resolve()):
                raise OutputError(out, f"inside the project's {name}/: build the site into a folder of its own "
                                       "(site/ by default)")
    if not out.exists():
        return
    if not out.is_dir():
        raise OutputError(out, "a file, not a folder: --out names the folder the site is built into "
                               "(absent, empty, or a site built before)")
    if is_site(out):
        return
    if next(out.iterdir(), None) is not None:
        raise OutputError(out, f"a folder that is not a site built by build.py (no {MARKER} in it): "
                               "choose a folder that does not exist or is empty, or remove this one")


@contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """An exclusive lock on ``folder`` (builds into the same folder take turns; nothing is written)."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


_HELD = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}


@contextmanager
def _signals_held() -> Iterator[None]:
    """Ctrl-C and SIGTERM wait until the block is done (they are delivered right after)."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


_staging: dict[Path, int] = {}  # each staging folder this process made → an open fd holding its lock
STAGING_MARKER = ".cr-staging"  # in a staging folder from its start: a later build knows it for ours
OLD_MARKER = ".cr-old"  # in an old-site folder from before the old site is moved into it


def make_parents(out: Path) -> list[Path]:
    """The missing folders above ``out``, made; the list of those made, outermost first."""
    made = [p for p in reversed(out.parents) if not p.exists()]
    for folder in made:
        folder.mkdir(exist_ok=True)
    return made


def remove_parents(made: list[Path]) -> None:
    """Remove the folders :func:`make_parents` made, innermost first, where still empty (a
    failed build leaves nothing behind)."""
    for folder in reversed(made):
        try:
            folder.rmdir()
        except OSError:
            return


def make_staging(out: Path) -> Path:
    """A new staging folder beside ``out`` (``site.tmp-…``), recorded before any signal can
    interrupt: :func:`remove_staging` removes it even if the build is stopped before its own
    clean-up could know of it."""
    with _locked(out.parent), _signals_held():
        _remove_abandoned(out)
        path = Path(tempfile.mkdtemp(prefix=f"{out.name}.tmp-", dir=out.parent))
        _staging[path] = hold(path)
        (path / STAGING_MARKER).write_bytes(b"")
    return path


def hold(folder: Path) -> int:
    """Lock ``folder`` while this process lives (a SIGKILL lets it go: :func:`abandoned`); the
    descriptor, which closing lets go."""
    fd = os.open(folder, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def abandoned(folder: Path) -> bool:
    """Whether no live process :func:`hold` s ``folder`` (one killed outright held it).

    >>> import tempfile; d = Path(tempfile.mkdtemp()); fd = hold(d)
    >>> abandoned(d)
    False
    >>> os.close(fd); abandoned(d)
    True
    """
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False  # a live process's
    finally:
        os.close(fd)  # (a lock taken here goes with the descriptor)
    return True


def _remove_abandoned(out: Path) -> None:
    """The staging and old-site folders beside ``out`` that a build killed outright (SIGKILL, a
    power cut) left: a staging folder of ours (its marker) whose lock no live build holds, and
    an old-site folder (its marker; made under the parent's lock, which we hold: a swap that never
    finished or an old site whose deletion was stopped). Called under the parent's lock."""
    for folder in out.parent.glob(f"{out.name}.tmp-*"):
        if not (folder / STAGING_MARKER).is_file() and any(folder.iterdir()):
            continue  # not a staging folder of ours
        if abandoned(folder):
            shutil.rmtree(folder, ignore_errors=True)
    for folder in out.parent.glob(f"{out.name}.old-*"):
        inside = [p.name for p in folder.iterdir()]
        if OLD_MARKER not in inside and inside not in ([], ["site"]):  # (no marker: a build before it)
            continue  # not ours
        if not out.exists() and is_site(folder / "site"):  # killed between the two renames
            os.rename(folder / "site", out)
        remove_old(folder)


def release_staging(path: Path) -> None:
    """Remove the staging folder ``path`` (made by :func:`make_staging`) and let its lock go."""
    shutil.rmtree(path, ignore_errors=True)
    fd = _staging.pop(path, None)
    if fd is not None:
        os.close(fd)


def remove_staging() -> None:
    """Remove every staging folder this process made that is still there."""
    for path in list(_staging):
        release_staging(path)


_in_place: list[Path] = []  # the sites this process put in place (at most one: a build)


def site_in_place() -> Path | None:
    """The output folder a swap of this process completed, if any: a stop after it ends the
    build with exit 0, the site being whole and new (sitegen.guard)."""
    return _in_place[-1] if _in_place else None


def _stop_pending() -> bool:
    """A held Ctrl-C, SIGTERM or SIGHUP waits to be delivered, and will stop the build (an
    ignored one stays pending while it is held, and is then discarded)."""
    return any(signal.getsignal(s) != signal.SIG_IGN for s in signal.sigpending() & _HELD)


def swap(new_site: Path, out: Path) -> None:
    """Put ``new_site`` (marked as a site of this build) in place of ``out``, then delete the
    old site. A stop held before the first rename leaves ``out`` as it was; on failure
    ``out`` is as it was and no ``*.old-*`` folder is left."""
    (new_site / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
    with _locked(out.parent), _signals_held():
        if _stop_pending():
            return  # stopped before anything moved: the signal is delivered as the block ends
        old: Path | None = None
        if out.exists():
            old = Path(tempfile.mkdtemp(prefix=f"{out.name}.old-", dir=out.parent))
            try:
                (old / OLD_MARKER).write_bytes(b"")
                os.rename(out, old / "site")
            except OSError:
                shutil.rmtree(old)
                raise
        try:
            os.rename(new_site, out)
        except OSError:
            if old is not None:
                os.rename(old / "site", out)
                shutil.rmtree(old)
            raise
        _in_place.append(out)
    if old is not None:  # signals go through now: a stop leaves the folder to the next build
        remove_old(old)


def remove_old(old: Path) -> None:
    """Delete an old-site folder, its marker last (a folder half deleted is still known as ours)."""
    shutil.rmtree(old / "site", ignore_errors=True)
    with contextlib.suppress(OSError):
        (old / OLD_MARKER).unlink(missing_ok=True)
        old.rmdir()
