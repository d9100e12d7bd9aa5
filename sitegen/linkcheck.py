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
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK_ATTRS = {("a", "href"), ("link", "href"), ("script", "src"), ("img", "src"), ("iframe", "src"),
              ("source", "src"), ("form", "action")}

# Comments, and the contents of script and style elements (raw text, not markup), are removed
# before tags are read (one alternation after the common "<", which the regex engine looks for fast).
_RAW = re.compile(r"<(?:!--.*?-->|((script|style)\b(?:\"[^\"]*\"|'[^']*'|[^>\"'])*>).*?(?=</\2\s*>))", re.S | re.I)
# A start tag with its attributes (quoted values may hold ">"); only tags with an attribute the
# check reads (the lookahead) are matched at all: most tags of a themed page have none. The
# quantifiers are possessive: what follows each can never start with what it took, so giving
# some back (backtracking, most of the time spent on a page) could never make a match.
_ATTRS = r"""(?:\s++[^\s"'>/=]++(?:\s*+=\s*+(?:"[^"]*+"|'[^']*+'|[^\s"'=<>`]++))?+)"""
_TAG = re.compile(rf"""<([a-zA-Z][a-zA-Z0-9-]*+)(?={_ATTRS}*?\s+(?i:id|name|href|src|action)\s*=)({_ATTRS}*+)\s*/?>""")
# One attribute: its name, and its value as written (quotes included; empty when it has none).
_ATTR = re.compile(r"""([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?""")
_WANTED = frozenset(("id", "name", "href", "src", "action"))


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
    ids, links = page.ids, page.links
    for m in _TAG.finditer(_RAW.sub(_unraw, text)):
        tag = m.group(1).lower()
        for name, raw in _ATTR.findall(m.group(2)):
            name = name.lower()
            if name not in _WANTED or not raw:
                continue
            value = html.unescape(raw[1:-1] if raw[0] in "\"'" else raw)
            if name == "id" or (name == "name" and tag == "a"):
                ids.add(value)
            if (tag, name) in LINK_ATTRS:
                links.append((f"{tag}.{name}", value))
    return page


def _unraw(m: re.Match[str]) -> str:
    """A comment removed; a script or style element's start tag kept without its content."""
    return "<" + m.group(1) if m.group(1) else ""


def _split(url: str) -> tuple[str, str, str] | None:
    """A URL's path as written, the path to resolve (unquoted; without its leading ``/``) and
    its fragment; None for an external URL."""
    parts = urlsplit(url)
    if parts.scheme or parts.netloc:
        return None
    path = parts.path
    return path, unquote(path.lstrip("/")) if path.startswith("/") else unquote(path), parts.fragment


def _target(rel_page: str, url: str, dirs: set[str],
            split: tuple[str, str, str] | None = None) -> tuple[str | None, str]:
    """The site-relative file a URL of page ``rel_page`` points to (None for external URLs), and
    its fragment; ``..`` when it leaves the site. ``dirs``: the site's folders; ``split``:
    :func:`_split` of the URL, when it is known.

    >>> _target("rules/613/index.html", "../../cards/x/#a%20b", {"cards/x"})
    ('cards/x/index.html', 'a b')
    """
    if split is None:
        split = _split(url)
    if split is None:
        return None, ""
    path, unquoted, fragment = split
    if path.startswith("/"):
        joined = posixpath.normpath(unquoted or ".")
    elif path:
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(rel_page), unquoted))
    else:
        joined = rel_page
    if joined.startswith("../") or joined == "..":
        return "..", fragment
    if joined in (".", ""):
        joined = "index.html"
    elif joined in dirs or path.endswith("/"):
        joined = f"{joined}/index.html"
    return joined, unquote(fragment)


def _tree(site: Path) -> tuple[set[str], set[str]]:
    """The site's files and folders as site-relative POSIX paths."""
    files: set[str] = set()
    dirs: set[str] = set()
    root = str(site)
    for top, dirnames, filenames in os.walk(root):
        prefix = "" if top == root else top[len(root) + 1:].replace(os.sep, "/") + "/"
        dirs.update(prefix + d for d in dirnames)
        files.update(prefix + f for f in filenames)
    return files, dirs


def check_site(site: Path, pages: Mapping[str, str] | None = None) -> list[str]:
    """Problems as ``page: message`` lines (empty when every link and anchor resolves).

    Every HTML page of the site is checked; ``pages``: the text of pages the caller has just
    written, by site-relative path (the build hands over what mkdocs wrote), read here
    otherwise."""
    files, dirs = _tree(site)
    pages = pages or {}
    by_rel: dict[str, PageLinks] = {}
    for rel in sorted((f for f in files if f.endswith(".html")), key=lambda f: f.split("/")):
        text = pages.get(rel)
        if text is None:
            text = (site / rel).read_text(encoding="utf-8", errors="replace")
        by_rel[rel] = parse_html(text)
    splits: dict[str, tuple[str, str, str] | None] = {}  # each URL split once: most recur on many pages
    problems: list[str] = []
    for rel, links in by_rel.items():
        for where, url in links.links:
            if url.strip().lower().startswith("javascript:"):
                problems.append(f"{rel}: {where} is a javascript: URL")
                continue
            if url.startswith(("mailto:", "data:", "tel:")):
                continue
            if url not in splits:
                splits[url] = _split(url)
            target, fragment = _target(rel, url, dirs, splits[url])
            if target is None:
                continue
            if target not in files:
                problems.append(f"{rel}: {where}={url!r}: no such file "
                                f"{'outside the site' if target == '..' else target}")
                continue
            if fragment and target.endswith(".html") and fragment not in by_rel[target].ids:
                problems.append(f"{rel}: {where}={url!r}: no element with id {fragment!r}")
    return problems
