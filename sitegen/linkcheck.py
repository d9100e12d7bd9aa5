"""No broken internal link or anchor in a built site.

Every ``href``/``src`` of every HTML page that stays inside the site must name a file that
exists and, when it has a fragment, an element with that id in the target page.
``javascript:`` URLs are reported wherever they appear.
"""

from __future__ import annotations

import html
import os
import posixpath
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK_ATTRS = {("a", "href"), ("link", "href"), ("script", "src"), ("img", "src"), ("iframe", "src"),
              ("source", "src"), ("form", "action")}

# Comments, and the contents of script and style elements (raw text, not markup), are removed
# before tags are read (one alternation after the common "<", which the regex engine looks for fast).
_RAW = re.compile(r"<(?:!--.*?-->|((script|style)\b(?:\"[^\"]*\"|'[^']*'|[^>\"'])*>).*?(?=</\2\s*>))", re.S | re.I)
# A start tag with its attributes (quoted values may hold ">"); only tags with an attribute the
# check reads (the lookahead) are matched at all: most tags of a themed page have none.
_ATTRS = r"""(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)"""
_TAG = re.compile(rf"""<([a-zA-Z][a-zA-Z0-9-]*)(?={_ATTRS}*?\s+(?i:id|name|href|src|action)\s*=)({_ATTRS}*)\s*/?>""")
_ATTR = re.compile(r"""([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")
_WANTED = ("id", "name", "href", "src", "action")


@dataclass
class PageLinks:
    """What the link check needs of one page: its ids and its links as ``(tag.attr, url)``."""

    ids: set[str] = field(default_factory=set)
    links: list[tuple[str, str]] = field(default_factory=list)


def parse_html(text: str) -> PageLinks:
    """The ids and links of an HTML page.

    >>> p = parse_html('<a id="x" href="../b/#y">b</a><!-- <a href="gone"> --><script>"<a href=z>"</script>')
    >>> sorted(p.ids), p.links
    (['x'], [('a.href', '../b/#y')])
    """
    page = PageLinks()
    text = _RAW.sub(lambda m: "<" + m.group(1) if m.group(1) else "", text)
    for m in _TAG.finditer(text):
        attrs = m.group(2)
        tag = m.group(1).lower()
        for a in _ATTR.finditer(attrs):
            name = a.group(1).lower()
            if name not in _WANTED:
                continue
            raw = a.group(2) if a.group(2) is not None else a.group(3) if a.group(3) is not None else a.group(4)
            if raw is None:
                continue
            value = html.unescape(raw)
            if name == "id" or (name == "name" and tag == "a"):
                page.ids.add(value)
            if (tag, name) in LINK_ATTRS:
                page.links.append((f"{tag}.{name}", value))
    return page


def _parse(path: Path) -> PageLinks:
    return parse_html(path.read_text(encoding="utf-8", errors="replace"))


def _target(rel_page: str, url: str, dirs: set[str]) -> tuple[str | None, str]:
    """The site-relative file a URL of page ``rel_page`` points to (None for external URLs), and
    its fragment; ``..`` when it leaves the site. ``dirs``: the site's folders."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        return None, ""
    if parts.path.startswith("/"):
        joined = posixpath.normpath(unquote(parts.path.lstrip("/")) or ".")
    elif parts.path:
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(rel_page), unquote(parts.path)))
    else:
        joined = rel_page
    if joined.startswith("../") or joined == "..":
        return "..", parts.fragment
    if joined in (".", ""):
        joined = "index.html"
    elif joined in dirs or parts.path.endswith("/"):
        joined = f"{joined}/index.html"
    return joined, unquote(parts.fragment)


Parsed = dict[Path, PageLinks]


def parse_site(site: Path) -> Parsed:
    """Every HTML page of the site, parsed (ids and links)."""
    return {p: _parse(p) for p in sorted(site.rglob("*.html"))}


def _tree(site: Path) -> tuple[set[str], set[str]]:
    """The site's files and folders as site-relative POSIX paths."""
    files: set[str] = set()
    dirs: set[str] = set()
    for top, dirnames, filenames in os.walk(site):
        rel = Path(top).relative_to(site).as_posix()
        prefix = "" if rel == "." else f"{rel}/"
        dirs.update(prefix + d for d in dirnames)
        files.update(prefix + f for f in filenames)
    return files, dirs


def check_site(site: Path, parsed: Parsed | None = None) -> list[str]:
    """Problems as ``page: message`` lines (empty when every link and anchor resolves)."""
    if parsed is None:
        parsed = parse_site(site)
    files, dirs = _tree(site)
    by_rel = {page.relative_to(site).as_posix(): links for page, links in parsed.items()}
    problems: list[str] = []
    for rel, links in by_rel.items():
        for where, url in links.links:
            if url.strip().lower().startswith("javascript:"):
                problems.append(f"{rel}: {where} is a javascript: URL")
                continue
            if url.startswith(("mailto:", "data:", "tel:")):
                continue
            target, fragment = _target(rel, url, dirs)
            if target is None:
                continue
            if target not in files:
                problems.append(f"{rel}: {where}={url!r}: no such file "
                                f"{'outside the site' if target == '..' else target}")
                continue
            if fragment and target.endswith(".html"):
                if target not in by_rel:
                    by_rel[target] = _parse(site / target)
                if fragment not in by_rel[target].ids:
                    problems.append(f"{rel}: {where}={url!r}: no element with id {fragment!r}")
    return problems
