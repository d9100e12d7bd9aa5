"""Confinement: a path named by the configuration stays inside the project.

A path is resolved (``..`` and every symbolic link followed) before it is compared with
the project's folder, so that neither ``../../etc/passwd``, an absolute path nor a link
inside ``rules_src/`` pointing out of it can bring a file from elsewhere onto the site.

>>> import tempfile; root = Path(tempfile.mkdtemp())
>>> inside(root, "../outside.txt", "sources.yaml", 7)
Traceback (most recent call last):
...
ruletext.errors.OutsideProjectError: sources.yaml:7: path '../outside.txt' is outside the project (it leads out of ...)
"""

from __future__ import annotations

import os
from pathlib import Path

from .decode import decode_text, read_bytes
from .errors import OutsideProjectError

# A hand-written page is a few tens of kilobytes.
MAX_PAGE_BYTES = 4 * 1024 * 1024


def inside(root: Path, path: str, shown: str, line: int | None) -> Path:
    """``root / path`` resolved, if it is inside ``root`` (resolved too); else an error at ``shown:line``."""
    base = root.resolve()
    target = (root / path).resolve()
    if not target.is_relative_to(base):
        raise OutsideProjectError(shown, line, f"path {path!r} is outside the project (it leads out of {base})")
    return target


def check_tree(folder: Path, root: Path) -> None:
    """No symbolic link under ``folder`` leads outside ``root`` (links inside are fine)."""
    if not folder.is_dir():
        return
    base = root.resolve()
    for here, dirs, files in os.walk(folder):
        for name in sorted(dirs + files):
            entry = Path(here, name)
            if entry.is_symlink() and not entry.resolve().is_relative_to(base):
                raise OutsideProjectError(str(entry), None, f"a symbolic link to {os.readlink(entry)!r}, "
                                                            f"outside the project ({base}): "
                                                            "copy the file in, or remove the link")


def check_pages(folder: Path, root: Path) -> None:
    """The hand-written pages under ``folder``: no link out of ``root``, each Markdown page
    UTF-8 without NUL bytes (else ``file:line``) and of a bounded size."""
    check_tree(folder, root)
    if folder.is_dir():
        for page in sorted(folder.rglob("*.md")):
            decode_text(read_bytes(page, str(page), MAX_PAGE_BYTES), str(page))
