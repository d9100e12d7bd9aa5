"""The live preview (``build.py serve --watch``, ``make serve``): the site follows an edit at once.

One :class:`Preview` keeps in memory what a build computes — the parsed corpus, the
verification report, the card definitions, mkdocs' loaded config — and a staging folder
with the pages and the built site, which is what the server shows. On a change:

- a scenario or a card: only the examples that use it are run again (a card: the examples
  whose report names it), the pages are generated again in memory and only the ones whose
  text changed are written, and mkdocs rebuilds only those (``dirty``);
- a source, ``sources.yaml`` or the concordance: the corpus is parsed again, then the same;
- anything else (code, templates, hand-written docs, mkdocs.yml): a whole build in a fresh
  process, so that changed code is picked up.

The playground's data (``assets/playground/data/``: the scenario and card texts the button
「この例を動かす」 runs) is written again where it changed. When a page of the search index
(rules, articles, cards) was rebuilt with other content, the whole index is made again from
the pages kept here, by one Pagefind service kept running (its dictionary loads once), in a
thread of its own: the page never waits for it, and search follows a moment later. Each served HTML page carries a small
script that waits for the next change and reloads the page; a failed update keeps the
last good site on show, says ``file:line: message`` in the terminal, and puts it at the top
of every page until the next good update.
"""

from __future__ import annotations

import html
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ruletext.errors import InputError
from ruletext.officialset import OfficialSet
from verify.report import ExampleResult

from .guard import describe, error_json
from .httpd import QuietSiteHandler, SiteServer
from .pages import Pages
from .pipeline import (
    BuildError,
    MkDocs,
    Warnings,
    as_is,
    load,
    load_official_files,
    verify,
    verify_official,
    verify_official_older,
    write,
)
from .playground import refresh_playground
from .progress import Progress
from .readings import load_readings
from .search import SearchIndex, SearchIndexError
from .site import SiteData
from .text.ja import WORDS

DATA = frozenset({"scenarios", "cards"})
OFFICIAL_DATA = frozenset({"official-scenarios", "cards"})  # what the official results are run again for
SOURCES = frozenset({"sources", "sources.yaml", "concordance.yaml"})


class State:
    """What the browser waits on: a version that moves on each update, and the last error (the
    command line's line, and the banner's HTML)."""

    def __init__(self) -> None:
        self.version = 0
        self.error = ""
        self.banner = ""
        self._changed = threading.Condition()

    def moved(self, error: str = "", banner: str = "") -> None:
        with self._changed:
            self.version += 1
            self.error, self.banner = error, banner
            self._changed.notify_all()

    def wait(self, version: int, timeout: float = 25) -> int:
        with self._changed:
            self._changed.wait_for(lambda: self.version != version, timeout)
            return self.version


_SCRIPT = """<script>(function(){var v=%d;function w(){fetch("/__preview__/wait?v="+v).then(function(r){return r.json()})
.then(function(s){if(s.version!==v){location.reload()}else{w()}}).catch(function(){setTimeout(w,1000)})}w()})();</script>"""
_BANNER = ('<div id="cr-preview-error" role="alert" style="position:fixed;top:0;left:0;right:0;z-index:1000;'
           'background:#b00020;color:#fff;padding:.6em 1em;font:14px monospace;white-space:pre-wrap">'
           + WORDS["site"]["preview_failed"] + WORDS["site"]["preview_last_good"] + '：\n{}</div>')


class FailedBuild(BuildError):
    """A whole build (another process) failed: ``error`` is its failure as it wrote it
    (:func:`sitegen.guard.error_json`), or None when it wrote none."""

    def __init__(self, error: dict[str, Any] | None) -> None:
        super().__init__("the build failed (above)")
        self.error = error


def banner(error: dict[str, Any]) -> str:
    """The banner's text (HTML) for a failure (:func:`sitegen.guard.error_json`): each error in
    the reader's words from its record, at its ``file:line``, then the command line's English
    (``lang="en"``).

    >>> print(banner({"english": "a.yaml:1: not valid YAML: x", "where": "a.yaml:1", "causes": ["YamlSyntaxError"],
    ...               "says": None, "parts": []}))
    a.yaml:1: YAMLとして読めません
    <span lang="en">a.yaml:1: not valid YAML: x</span>
    """
    from .inbrowser import said_words

    def line(e: dict[str, Any]) -> str:
        if not e["where"] and e["says"] is None and "InputError" not in e["causes"]:
            return str(WORDS["site"]["preview_other"])
        words = said_words(e["says"], e["causes"])
        return f"{e['where']}: {words}" if e["where"] else words

    parts = error.get("parts") or []
    shown = [line(error) if not parts else said_words(error["says"], error["causes"]), *map(line, parts)]
    return "\n".join(html.escape(s) for s in shown) + f'\n<span lang="en">{html.escape(error["english"])}</span>'


class Preview:
    """The site of ``rules_src`` kept built in ``work`` (see the module's docstring)."""

    def __init__(self, root_dir: Path, rules_src: Path, work: Path, strict: bool,
                 cr_files: Sequence[Path] = ()) -> None:
        self.root_dir, self.rules_src, self.work, self.strict = root_dir.resolve(), rules_src.resolve(), work, strict
        self.cr_files = [f.resolve() for f in cr_files]  # official CR files (build.py serve --watch --cr FILE)
        self.official: OfficialSet | None = None
        self.official_results: dict[str, ExampleResult] = {}
        self.official_older: dict[str, dict[str, ExampleResult]] = {}
        self.site_dir = work / "site"
        self.state = State()
        self.mkdocs: MkDocs | None = None
        self.pages: dict[str, str] = {}
        # The search documents of the searchable pages, by URL; the index is stale when one changed.
        self.search_docs: dict[str, str] = {}
        self.search_stale = False
        self.search: SearchIndex | None = None
        # The search thread: the documents it is to index next (the latest request wins).
        self._search_wanted: tuple[int, dict[str, str]] | None = None
        self._search_cv = threading.Condition()
        self._search_thread: threading.Thread | None = None
        self._closing = False
        self._site_lock = threading.Lock()  # the served site's folders are replaced by one thread at a time
        self._generation = 0  # moves on with each whole build (an index of older pages is then dropped)

    # -- the updates --------------------------------------------------------------------

    def full(self, out: Path) -> None:
        """A whole build in a fresh process into ``out``, then everything loaded here again."""
        said = self.work / "error.json"  # the build's failure, for the banner
        said.unlink(missing_ok=True)
        command = [sys.executable, str(self.root_dir / "build.py"), "--quiet", "--root", str(self.rules_src),
                   "--out", str(out), "--error-json", str(said), *([] if self.strict else ["--no-strict"]),
                   *(a for f in self.cr_files for a in ("--cr", str(f)))]
        if subprocess.run(command).returncode != 0:
            try:
                error = json.loads(said.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                error = None  # it wrote none (stopped, or failed past its guard): the terminal says why
            raise FailedBuild(error)
        self.load()
        with self._site_lock:
            self._generation += 1
            if self.site_dir.exists():
                shutil.rmtree(self.site_dir)
            shutil.copytree(out, self.site_dir, symlinks=True)
        self._touch_html()

    def load(self) -> None:
        """Parse, verify and write the pages here; load mkdocs' config."""
        warnings = Warnings(Progress(quiet=True))
        self.corpus, self.concordance = load(self.rules_src, warnings)
        self.report, self.cards = verify(self.corpus, self.rules_src)
        self.official = (load_official_files(self.cr_files, self.concordance, warnings, Progress(quiet=True))
                         if self.cr_files else None)
        self._verify_official()
        shutil.rmtree(self.work / "docs", ignore_errors=True)
        config_file, self.pages = write(self.root_dir, self._site(), self.work)
        self.mkdocs = MkDocs(config_file, strict=False, quiet=True, generated=self.pages)
        # Every page converted once here, for the search documents (the whole build made the index).
        self.search_docs = {}
        self.mkdocs.build(searchable=self._searchable, files=as_is(self.pages))
        self.search_stale = False

    def _searchable(self, url: str, document: str) -> None:
        if self.search_docs.get(url) != document:
            self.search_docs[url] = document
            self.search_stale = True

    def search_later(self) -> None:
        """The search index made again from the documents as they are now, by the search thread."""
        with self._search_cv:
            self._search_wanted = (self._generation, dict(self.search_docs))
            self._search_cv.notify()
            if self._search_thread is None:
                self._search_thread = threading.Thread(target=self._search_loop, name="search", daemon=True)
                self._search_thread.start()
        self.search_stale = False

    def _search_loop(self) -> None:
        while True:
            with self._search_cv:
                self._search_cv.wait_for(lambda: self._search_wanted is not None or self._closing)
                if self._closing or self._search_wanted is None:
                    return
                (generation, documents), self._search_wanted = self._search_wanted, None
            start = time.perf_counter()
            try:
                indexed = self.refresh_search(documents, generation)
            except (SearchIndexError, OSError) as err:
                if not self._closing:
                    print(f"error: search index: {err} (search shows the previous index)", file=sys.stderr, flush=True)
                continue
            print(f"search index: {indexed} pages in {time.perf_counter() - start:.2f} s", file=sys.stderr, flush=True)

    def refresh_search(self, documents: dict[str, str], generation: int) -> int:
        """The search index of ``documents`` (URL → search document) into the served site, unless a
        whole build came since they were taken (``generation``); the pages indexed."""
        if self.search is None:
            self.search = SearchIndex()
        else:
            self.search.reset()
        for url, document in sorted(documents.items()):
            self.search.add(url, document)
        new, old = self.work / "search-new", self.work / "search-old"
        for folder in (new, old):
            shutil.rmtree(folder, ignore_errors=True)
        indexed = self.search.write(new)
        with self._site_lock:
            if generation == self._generation:
                if (self.site_dir / "pagefind").exists():
                    (self.site_dir / "pagefind").rename(old)
                (new / "pagefind").rename(self.site_dir / "pagefind")
        shutil.rmtree(old, ignore_errors=True)
        shutil.rmtree(new, ignore_errors=True)
        return indexed

    def close(self) -> None:
        """Stop the search thread (after the index it is making) and Pagefind."""
        with self._search_cv:
            self._closing = True
            self._search_cv.notify()
        if self._search_thread is not None:
            self._search_thread.join(30)
        if self.search is not None:
            self.search.close()

    def _site(self) -> SiteData:
        return SiteData(self.corpus, self.report, self.cards, self.concordance, self.official, self.official_results,
                        self.official_older, readings=load_readings(self.rules_src))

    def _verify_official(self) -> None:
        """The scenarios of the newest English file's examples (verify.official), all again."""
        english = self.official.newest("en") if self.official is not None else None
        self.official_results = ({} if english is None else
                                 verify_official(english, self.rules_src, self.cards, Progress(quiet=True)))
        self.official_older = ({} if english is None or self.official is None else
                               verify_official_older(self.official, english, self.rules_src, self.cards))

    def _touch_html(self) -> None:
        """The built files newer than what they were made from (mkdocs' dirty build compares them)."""
        import os

        now = time.time()  # after the pages were written; an edit from now on is newer
        for file in self.site_dir.rglob("*"):
            if file.is_file():
                os.utime(file, (now, now))

    def update(self, changed: list[Path]) -> str:
        """Bring the site up to date with ``changed`` files of rules_src; what was done."""
        parts = {p.relative_to(self.rules_src).parts[0] for p in changed}
        if parts & SOURCES:
            self.corpus, self.concordance = load(self.rules_src, Warnings(Progress(quiet=True)))
            self.report, self.cards = verify(self.corpus, self.rules_src)
            ran = len(self.report.examples)
        else:
            ran = self._verify_again(changed)
        if self.official is not None and parts & (SOURCES | OFFICIAL_DATA):
            self._verify_official()
            ran += len(self.official_results)
        written = self._write_pages()
        for rel in written:  # mkdocs' dirty build makes again what is missing
            (self.site_dir / _dest(rel)).unlink(missing_ok=True)
        assert self.mkdocs is not None
        changed_as_is = as_is({rel: self.pages[rel] for rel in written})
        rebuilt = self.mkdocs.build(dirty=True, searchable=self._searchable, files=changed_as_is) if written else []
        played = refresh_playground(self.site_dir, self.corpus, self.report, self.cards, self.rules_src)
        return (f"{ran} example(s) run, {len(written)} file(s) written, {len(rebuilt)} page(s) rebuilt, "
                f"{len(played)} playground file(s) written")

    def _verify_again(self, changed: list[Path]) -> int:
        """Run again only the examples the changed scenarios and cards concern."""
        import verify as verification
        from ruletext.errors import said
        from verify.cases import load_cases
        from verify.errors import BrokenInputError
        from verify.scenario import load_scenarios

        names = {str(p.relative_to(self.rules_src.parent)) for p in changed} | {
            str(p.relative_to(self.rules_src)) for p in changed}
        cards_changed = any(p.relative_to(self.rules_src).parts[0] == "cards" for p in changed)
        old_cards = self.cards
        if cards_changed:
            self.cards = verification.load_cards(self.rules_src)
            broken = {str(err): err for err in getattr(self.cards, "broken", {}).values()}
            if broken:  # a broken card no example uses stops the build too (verify.run, strict)
                raise BrokenInputError(sorted(broken), said("file.broken", count=len(broken))[1],
                                       [broken[m] for m in sorted(broken)])
        scenarios = load_scenarios(self.rules_src)
        ids = {sid for sid, sc in scenarios.items() if any(str(sc.path).endswith(n) for n in names)}
        ids |= {eid for eid, r in self.report.examples.items()
                if r.scenario and any(str(r.scenario).endswith(n) for n in names)}
        if cards_changed:
            touched = {c.ja for k, c in self.cards.items() if k not in old_cards or c != old_cards[k]}
            touched |= {c.ja for k, c in old_cards.items() if k not in self.cards}
            ids |= {eid for eid, r in self.report.examples.items() if set(r.cards) & touched or r.status == "error"}
        if not ids:
            return 0
        found = verification.run(self.corpus, self.rules_src, ids=sorted(ids), cards=self.cards,
                                 scenarios=scenarios, cases=load_cases(self.rules_src), strict=True)
        for eid in ids:
            if eid in found.examples:
                self.report.examples[eid] = found.examples[eid]
        return len(ids)

    def _write_pages(self) -> list[str]:
        """The pages generated again; those whose text changed written (the others untouched;
        mkdocs gets the files it publishes as they are in memory: :func:`sitegen.pipeline.as_is`)."""
        pages = Pages(self._site()).all_pages()
        written = []
        docs = self.work / "docs"
        for rel, text in sorted(pages.items()):
            if self.pages.get(rel) != text:
                if rel.endswith(".md"):
                    path = docs / rel
                    path.parent.mkdir(parents=True, exist_ok=True)
                    path.write_text(text, encoding="utf-8", newline="\n")
                written.append(rel)
        self.pages = pages
        return written

    # -- the watch loop -----------------------------------------------------------------

    def changed(self, files: list[str], out: Path) -> None:
        """Called by the watcher with the changed files (relative to their root's parent)."""
        shown = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        print(f"changed: {shown} — building …", file=sys.stderr, flush=True)
        start = time.perf_counter()
        paths = [self.rules_src.parent / f for f in files]
        try:
            if self.mkdocs is not None and all(_under(p, self.rules_src) for p in paths):
                done = self.update(paths)
            else:
                self.full(out)
                done = "whole build"
        except Exception as err:  # the preview outlives any edit: a banner, the last good site stays
            shown = (str(err) if isinstance(err, InputError | BuildError)
                     else describe(err) if isinstance(err, OSError)
                     else f"internal error while building: {type(err).__name__}: {err} (please report it)")
            print(f"error: {shown}", file=sys.stderr)
            print("the build failed (above); the previous site stays", file=sys.stderr, flush=True)
            error = err.error if isinstance(err, FailedBuild) else None  # as the build's own process said it
            self.state.moved(shown, banner(error or {**error_json(err), "english": shown}))
            return
        print(f"built in {time.perf_counter() - start:.2f} s ({done})", file=sys.stderr, flush=True)
        self.state.moved("")
        if self.search_stale:
            self.search_later()


def _dest(rel: str) -> str:
    """Where mkdocs writes a docs file (``rules/613.md`` → ``rules/613/index.html``)."""
    if not rel.endswith(".md"):
        return rel
    stem = rel[:-3]
    if stem == "index" or stem.endswith("/index"):
        return stem + ".html"
    return stem + "/index.html"


def _under(path: Path, folder: Path) -> bool:
    try:
        rel = path.relative_to(folder)
    except ValueError:
        return False
    return bool(rel.parts) and (rel.parts[0] in DATA | SOURCES)


class PreviewHandler(QuietSiteHandler):
    """The preview's site, each HTML page with the reload script (and the last error, if any)."""

    state: State

    def do_GET(self) -> None:  # noqa: N802 - the base class's name
        self._answer(body=True)

    def do_HEAD(self) -> None:  # noqa: N802 - the same headers as GET (the page's length with the script)
        self._answer(body=False)

    def _answer(self, body: bool) -> None:
        if self.path.startswith("/__preview__/wait"):
            try:
                version = int(self.path.split("v=", 1)[1])
            except (IndexError, ValueError):
                version = -1
            now = self.state.wait(version) if body else self.state.version
            self._send(json.dumps({"version": now, "error": self.state.error}).encode(), "application/json", body)
            return
        path = self.translate_path(self.path)
        if Path(path).is_dir():
            if not self.path.split("?", 1)[0].endswith("/"):
                super().do_GET() if body else super().do_HEAD()  # 301 to the folder's address, as any host
                return
            path = str(Path(path) / "index.html")
        if path.endswith(".html") and Path(path).is_file():
            page = Path(path).read_bytes().decode("utf-8", errors="replace")  # a broken page is still shown
            extra = _SCRIPT % self.state.version
            if self.state.error:
                extra = _BANNER.format(self.state.banner) + extra
            at = page.rfind("</body>")
            page = page[:at] + extra + page[at:] if at >= 0 else page + extra
            self._send(page.encode("utf-8"), "text/html; charset=utf-8", body)
            return
        super().do_GET() if body else super().do_HEAD()

    def _send(self, data: bytes, kind: str, body: bool = True) -> None:
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if body:
            self.wfile.write(data)


def run(root_dir: Path, rules_src: Path, out: Path, port: int, strict: bool, roots: list[Path],
        cr_files: Sequence[Path] = ()) -> int:
    """``build.py serve --watch``: build, serve on 127.0.0.1:port, follow every change
    (``cr_files``: official CR files, built as ``build.py --cr`` builds them; a change to one is
    a whole build)."""
    from contextlib import suppress
    from functools import partial

    from .watch import snapshot, watch

    work = Path(tempfile.mkdtemp(prefix=f"{out.name}.preview-", dir=out.resolve().parent))
    preview = Preview(root_dir, rules_src, work, strict, cr_files)
    watched = [r for r in roots if r.exists()]
    seen = snapshot(watched)  # before the first build: an edit made while it runs is a change
    try:
        preview.changed(["(the whole site)"], out)
        handler = type("Handler", (PreviewHandler,), {"state": preview.state})
        with SiteServer(("127.0.0.1", port), partial(handler, directory=str(preview.site_dir))) \
                as httpd:
            print(f"serving {out} at http://127.0.0.1:{httpd.server_address[1]}/ (Ctrl-C to stop)",
                  file=sys.stderr, flush=True)
            threading.Thread(target=httpd.serve_forever, name="http", daemon=True).start()
            with suppress(KeyboardInterrupt):
                watch(watched, lambda files: preview.changed(files, out), interval=0.1, seen=seen)
            httpd.shutdown()
    finally:
        preview.close()
        shutil.rmtree(work, ignore_errors=True)
    return 0

