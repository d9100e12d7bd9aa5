"""The site offline after one visit: a web app manifest and a service worker (``sw.js`` at the
site's root, its scope the whole site), written after every other file of the build.

The service worker (its code: ``sitegen/sw.js``) puts into its cache, on the first visit, every
page and what the pages read: the theme's files, Pagefind's index, ``data/numbers.json`` and
the other small indexes, the playground's scenarios and card files (:func:`precache_list`).
Pyodide, the engine's wheels and its memory snapshot (22 MB) are kept when the engine first starts, not on every
first visit. The cache's name carries the build's :func:`version`: a new build replaces it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .text.ja import WORDS

# Not put into the cache at the first visit: the engine (kept when it starts), the steps of each
# example (fetched when 計算の経過 is opened, then kept), files no page reads.
LATER = ("assets/pyodide/", "assets/playground/engine/", "data/examples/")
UNREAD = ("data/report.json", "data/rules.json", "sw.js")
UNREAD_PREFIX = ("assets/javascripts/lunr/", "assets/javascripts/workers/")
SW_SOURCE = Path(__file__).with_name("sw.js")
MANIFEST = {
    "name": WORDS["site"]["name"],
    "short_name": WORDS["site"]["short_name"],
    "lang": "ja",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "background_color": "#ffffff",
    "theme_color": "#3f51b5",
    "icons": [{"src": "assets/images/favicon.png", "sizes": "48x48", "type": "image/png"}],
}


def precache_list(site_dir: Path) -> list[str]:
    """The site-relative URLs the service worker caches at install: a page as its directory
    URL (``rules/613/``), any other file as its path.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> for f in ("index.html", "rules/613/index.html", "404.html", "assets/pyodide/x/a.wasm", "a.js.map", "data/numbers.json"):
    ...     (d / f).parent.mkdir(parents=True, exist_ok=True); _ = (d / f).write_text("x")
    >>> precache_list(d)
    ['', '404.html', 'data/numbers.json', 'rules/613/']
    """
    out = []
    for path in sorted(site_dir.rglob("*")):
        rel = path.relative_to(site_dir).as_posix()
        if not path.is_file() or rel.startswith(LATER + UNREAD_PREFIX) or rel in UNREAD or rel.endswith(".map"):
            continue
        out.append(rel[: -len("index.html")] if rel == "index.html" or rel.endswith("/index.html") else rel)
    return sorted(out)


def version(site_dir: Path, files: list[str]) -> str:
    """A hash of the cached files' contents and of the engine's files' names (their ``?v=``)."""
    h = hashlib.sha256()
    for rel in files:
        path = site_dir / (rel + "index.html" if rel == "" or rel.endswith("/") else rel)
        h.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:12]


def write_offline(site_dir: Path) -> int:
    """``manifest.webmanifest`` and ``sw.js`` into the built site; the number of files cached at install."""
    (site_dir / "manifest.webmanifest").write_text(json.dumps(MANIFEST, ensure_ascii=False, indent=1) + "\n",
                                                   encoding="utf-8")
    files = precache_list(site_dir)
    sw = SW_SOURCE.read_text(encoding="utf-8")
    sw = sw.replace('"__VERSION__"', json.dumps(version(site_dir, files)))
    sw = sw.replace("__PRECACHE__", json.dumps(files, ensure_ascii=False))
    (site_dir / "sw.js").write_text(sw, encoding="utf-8")
    return len(files)
