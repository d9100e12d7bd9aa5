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
from .errors import LinkError, OutsideProjectError, UnreadableError, said

# A hand-written page is a few tens of kilobytes.
MAX_PAGE_BYTES = 4 * 1024 * 1024


def inside(root: Path, path: str, shown: str, line: int | None) -> Path:
    """``root / path`` resolved, if it is inside ``root`` (resolved too); else an error at ``shown:line``."""
    if "\0" in path:  # a YAML escape can write one; no file name holds it
        raise OutsideProjectError(shown, line, *said("file.path_nul_in", path=path))
    base = root.resolve()
    try:
        target = (root / path).resolve()
    except RuntimeError:  # 3.11: a loop of symbolic links
        raise OutsideProjectError(shown, line, *said("file.path_loop", path=path)) from None
    if not target.is_relative_to(base):
        raise OutsideProjectError(shown, line, *said("file.path_outside", path=path, base=str(base)))
    return target


def check_tree(folder: Path, root: Path, folder_links: bool = True) -> None:
    """No symbolic link under ``folder`` leads outside ``root`` (links inside are fine), loops
    or to nothing; with ``folder_links`` false no link to a folder at all (``docs/`` is copied
    without following them). A folder that cannot be read is an error, never skipped."""
    if not folder.is_dir():
        return
    base = root.resolve()

    def unreadable(err: OSError) -> None:
        raise UnreadableError(str(err.filename), None, *said("file.folder_unreadable", why=str(err.strerror)))

    for here, dirs, files in os.walk(folder, onerror=unreadable):
        for name in sorted(dirs + files):
            entry = Path(here, name)
            if not entry.is_symlink():
                continue
            link = os.readlink(entry)
            try:
                target = entry.resolve(strict=True)
            except (OSError, RuntimeError):  # 3.11: RuntimeError for a loop
                raise LinkError(str(entry), None, *said("file.link_nowhere", link=link)) from None
            if not target.is_relative_to(base):
                raise OutsideProjectError(str(entry), None, *said("file.link_outside", link=link, base=str(base)))
            if not folder_links and target.is_dir():
                raise LinkError(str(entry), None, *said("file.link_folder", link=link, folder=folder.name))


def check_pages(folder: Path, root: Path) -> None:
    """The hand-written pages under ``folder``: no link out of ``root``, each Markdown page
    UTF-8 without NUL bytes (else ``file:line``) and of a bounded size."""
    check_tree(folder, root, folder_links=False)
    if folder.is_dir():
        for page in sorted(folder.rglob("*.md")):
            decode_text(read_bytes(page, str(page), MAX_PAGE_BYTES), str(page))
