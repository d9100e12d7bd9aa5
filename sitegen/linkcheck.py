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

from .forked import Inbox

LINK_ATTRS = {("a", "href"), ("link", "href"), ("script", "src"), ("img", "src"), ("iframe", "src"),
              ("source", "src"), ("form", "action")}

# A start tag with its attributes (quoted values may hold ">"); comments, and the contents
# of script and style elements (raw text, not markup), are removed before tags are read.
_RAW = re.compile(r"<!--.*?-->|(<(script|style)\b(?:\"[^\"]*\"|'[^']*'|[^>\"'])*>).*?(?=</\2\s*>)", re.S | re.I)
_TAG = re.compile(r"""<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*/?>""")
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
    text = _RAW.sub(lambda m: m.group(1) or "", text)
    for m in _TAG.finditer(text):
        attrs = m.group(2)
        if not attrs or not any(w in attrs for w in _WANTED) and not any(w in attrs.lower() for w in _WANTED):
            continue
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
    """Every HTML page of the site, parsed (ids and links); can run while Pagefind indexes."""
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


def _merge(*parts: PageLinks) -> PageLinks:
    out = PageLinks()
    for part in parts:
        out.ids |= part.ids
        out.links += part.links
    return out


def _parse_around(path: Path, content: tuple[str, PageLinks] | None) -> PageLinks:
    """A written page, whose content (read before, while mkdocs converted it) stands in it
    verbatim: only the theme around it is read now."""
    text = path.read_text(encoding="utf-8", errors="replace")
    at = text.find(content[0]) if content is not None and content[0] else -1
    if content is None or at < 0:
        return parse_html(text)
    return _merge(parse_html(text[:at]), content[1], parse_html(text[at + len(content[0]):]))


def _check_in_child(inbox: Inbox) -> list[str]:
    """The link check's child. Messages, in order: ``("site", folder)``; ``("content", path,
    html)`` for each page as soon as mkdocs has converted its Markdown; ``("written", path)``
    once mkdocs has written the page; ``("end",)`` when the site is built (``("abort",)``
    when the build failed). Then every other HTML file of the site is read and the links
    and anchors are checked."""
    site = Path()
    contents: dict[str, tuple[str, PageLinks]] = {}
    parsed: dict[str, PageLinks] = {}
    while True:
        kind, *args = inbox.recv()
        if kind == "site":
            site = Path(args[0])
        elif kind == "content":
            contents[args[0]] = (args[1], parse_html(args[1]))
        elif kind == "written":
            parsed[args[0]] = _parse_around(site / args[0], contents.pop(args[0], None))
        elif kind == "end":
            break
        else:
            return []  # the build failed: nothing to check
    inbox.close()
    every = {p.relative_to(site).as_posix(): p for p in site.rglob("*.html")}
    return check_site(site, {every[rel]: parsed[rel] if rel in parsed else _parse(every[rel])
                             for rel in sorted(every)})


class LinkChecker:
    """The link check, done in a forked child while mkdocs builds: :meth:`start` names the
    site folder, :meth:`page_converted` gives each page's content as soon as it is converted
    (the child reads it while mkdocs converts the others), :meth:`page_written` says mkdocs
    has written a page (the child reads the theme around the content), :meth:`check` waits
    for the problems. Messages go through :class:`Forked`'s inbox: mkdocs never waits.

    >>> import tempfile; site = Path(tempfile.mkdtemp())
    >>> checker = LinkChecker()
    >>> checker.start(site)
    >>> checker.page_converted("index.html", '<p><a href="#top">top</a></p>')
    >>> _ = (site / "index.html").write_text('<nav id="nav"></nav><p><a href="#top">top</a></p>', encoding="utf-8")
    >>> checker.page_written("index.html")
    >>> checker.check(site)
    ["index.html: a.href='#top': no element with id 'top'"]
    """

    def __init__(self) -> None:
        from .forked import Forked

        self._job: Forked[list[str]] = Forked(_check_in_child, inbox=True)
        self._started = self._ended = False

    def _tell(self, *message: str) -> None:
        if self._ended:
            return
        self._job.send(message)
        if message[0] in ("end", "abort"):
            self._ended = True
            self._job.end_inbox()

    def start(self, site: Path) -> None:
        """The folder the site is being built into."""
        if not self._started:
            self._started = True
            self._tell("site", str(site))

    def page_converted(self, rel: str, content: str) -> None:
        """The HTML of a page's content (``rules/613/index.html``), before the theme."""
        self._tell("content", rel, content)

    def page_written(self, rel: str) -> None:
        """A page is written into the site folder."""
        self._tell("written", rel)

    def check(self, site: Path) -> list[str]:
        """Problems as ``page: message`` lines, once the site is built (``[]`` if none)."""
        self.start(site)
        self._tell("end")
        return self._job.result()

    def close(self) -> None:
        """Stop the child if the check was not asked for (a failed build)."""
        self._tell("abort")
        self._job.close()
