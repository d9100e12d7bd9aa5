"""No broken internal link or anchor in a built site.

Every ``href``/``src`` of every HTML page that stays inside the site must name a file that
exists and, when it has a fragment, an element with that id in the target page.
``javascript:`` URLs are reported wherever they appear.
"""

from __future__ import annotations

import posixpath
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK_ATTRS = {("a", "href"), ("link", "href"), ("script", "src"), ("img", "src"), ("iframe", "src"),
              ("source", "src"), ("form", "action")}


class _PageParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []  # (tag.attr, url)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("id", "name") and (name == "id" or tag == "a"):
                self.ids.add(value)
            if (tag, name) in LINK_ATTRS:
                self.links.append((f"{tag}.{name}", value))


def _parse(path: Path) -> _PageParser:
    parser = _PageParser()
    parser.feed(path.read_text(encoding="utf-8", errors="replace"))
    parser.close()
    return parser


def _target(site: Path, page: Path, url: str) -> tuple[Path | None, str]:
    """The file a site-internal URL points to (None for external URLs) and its fragment."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        return None, ""
    rel_page = page.relative_to(site).as_posix()
    if parts.path.startswith("/"):
        joined = parts.path.lstrip("/")
    elif parts.path:
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(rel_page), unquote(parts.path)))
    else:
        joined = rel_page
    if joined.startswith("../") or joined == "..":
        return site / "__outside_the_site__", parts.fragment
    target = site / unquote(joined)
    if target.is_dir() or parts.path.endswith("/") or joined in (".", ""):
        target = target / "index.html"
    return target, unquote(parts.fragment)


Parsed = dict[Path, _PageParser]


def parse_site(site: Path) -> Parsed:
    """Every HTML page of the site, parsed (ids and links); can run while Pagefind indexes."""
    return {p: _parse(p) for p in sorted(site.rglob("*.html"))}


def check_site(site: Path, parsed: Parsed | None = None) -> list[str]:
    """Problems as ``page: message`` lines (empty when every link and anchor resolves)."""
    if parsed is None:
        parsed = parse_site(site)
    problems: list[str] = []
    for page, parser in parsed.items():
        rel = page.relative_to(site).as_posix()
        for where, url in parser.links:
            if url.strip().lower().startswith("javascript:"):
                problems.append(f"{rel}: {where} is a javascript: URL")
                continue
            if url.startswith(("mailto:", "data:", "tel:")):
                continue
            target, fragment = _target(site, page, url)
            if target is None:
                continue
            if not target.exists():
                problems.append(f"{rel}: {where}={url!r}: no such file {target.relative_to(site) if target.is_relative_to(site) else target}")
                continue
            if fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else _parse(target).ids
                if fragment not in ids:
                    problems.append(f"{rel}: {where}={url!r}: no element with id {fragment!r}")
    return problems
