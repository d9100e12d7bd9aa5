"""The build, one phase after another (read it top to bottom, like MkDocs' commands/build.py).

    (start  the helpers, sitegen.workers: a child verifying the examples, a child for the
            link check, Pagefind loading its dictionary; they work while the phases run)
    load    parse rules_src/ into a Corpus, read the numbering concordance
    config  write the mkdocs config (the navigation follows the corpus) and load it: mkdocs
            and its theme get imported
    verify  the report of every example scenario and the card definitions: the child, given
            the corpus after load, has been running them meanwhile
    write   generate the pages into a staging docs folder next to the hand-written docs/
    mkdocs  build with mkdocs-material in strict mode; each searchable page goes to Pagefind
            (extended build: CJK segmentation) as soon as it is converted, and each rendered
            page to the link check
    index   the search index, written by Pagefind once the last page was in
    check   no broken internal link or anchor (the child's findings)
    swap    move the finished site into place; on any failure the old site/ stays untouched

Input errors print as ``error: file:line: message`` and return 1, never a traceback.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from pathlib import Path
from typing import Any, Protocol

import yaml

from ruletext import load_corpus
from ruletext.errors import InputError
from ruletext.model import Corpus

from .concordance import Concordance, load_concordance
from .pages import Pages, write_pages
from .progress import Progress
from .search import SearchIndexError, search_document
from .site import SiteData
from .workers import Workers

PACKAGE = Path(__file__).resolve().parent
# Builds are reproducible: MkDocs dates the sitemap with SOURCE_DATE_EPOCH when it is set.
# The default is the date of the newest source (総合ルール 20231117.0).
DEFAULT_SOURCE_DATE_EPOCH = "1700179200"


class BuildError(Exception):
    """A phase failed for a reason other than bad input (mkdocs, Pagefind, links)."""


class Warnings:
    """Warnings of every phase, counted; fatal at the end under strict."""

    def __init__(self, progress: Progress) -> None:
        self.items: list[str] = []
        self.progress = progress

    def add(self, message: str) -> None:
        self.items.append(message)
        self.progress._close_line()
        print(f"warning: {message}", file=sys.stderr)


# -- the phases ---------------------------------------------------------------------------


def load(rules_src: Path, warnings: Warnings) -> tuple[Corpus, Concordance]:
    corpus = load_corpus(rules_src)
    for w in corpus.warnings:
        warnings.add(w)
    concordance = load_concordance(rules_src)
    for entry in concordance.entries:
        if entry.old not in corpus.rules:
            warnings.add(f"{concordance.path}:{entry.line}: {entry.old} is not a rule of the corpus")
    return corpus, concordance


def write(root_dir: Path, site: SiteData, staging: Path, progress: Progress | None = None) -> int:
    """The config (:func:`write_config`) and the pages (:func:`write_docs`) into ``staging``."""
    write_config(root_dir, site.corpus, staging)
    return write_docs(root_dir, site, staging, progress)


def write_docs(root_dir: Path, site: SiteData, staging: Path, progress: Progress | None = None) -> int:
    """Hand-written docs/ + generated pages + assets into ``staging/docs``; the number of pages."""
    docs = staging / "docs"
    hand = root_dir / "docs"
    if hand.is_dir():
        shutil.copytree(hand, docs, dirs_exist_ok=True)
    shutil.copytree(PACKAGE / "assets", docs / "assets", dirs_exist_ok=True)
    pages = Pages(site).all_pages()
    clash = sorted(p for p in pages if (docs / p).exists())
    if clash:
        raise BuildError(f"docs/{clash[0]}: a hand-written page has the name of a generated page")
    items = sorted(pages.items())
    write_pages(dict(progress.bar(items, len(items), "pages") if progress else items), docs)
    return len(pages)


def _hand_pages(hand: Path) -> list[str]:
    if not hand.is_dir():
        return []
    return sorted(p.relative_to(hand).as_posix() for p in hand.rglob("*.md") if p.name != "index.md")


def write_config(root_dir: Path, corpus: Corpus, staging: Path) -> Path:
    """The project's mkdocs.yml with docs_dir, site_dir, theme override and the generated nav
    (which needs the corpus only: mkdocs can load it before the pages are written)."""
    hand_pages = _hand_pages(root_dir / "docs")
    base_path = root_dir / "mkdocs.yml"
    try:
        config = yaml.safe_load(base_path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as err:
        raise BuildError(f"{base_path}: {err}") from None
    theme = dict(config.get("theme") or {})
    if theme.get("custom_dir"):
        theme["custom_dir"] = str((root_dir / theme["custom_dir"]).resolve())
    config.update(docs_dir="docs", site_dir="site", theme=theme, nav=make_nav(corpus, hand_pages))
    (staging / "docs").mkdir(parents=True, exist_ok=True)
    path = staging / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def make_nav(corpus: Corpus, hand_pages: list[str]) -> list[Any]:
    """The navigation follows the hierarchy: section → rule page → (table of contents) 613.3 → 613.3e."""

    def title(s: str) -> str:
        return "".join(ch for ch in s if ch not in "<>&\"'`")

    nodes = corpus.rules
    rules: list[Any] = ["rules/index.md"]
    for sec in (n for n in nodes.values() if n.level == "section"):
        pages = [{title(f"{n} {nodes[n].text}"): f"rules/{n}.md"}
                 for n in sec.children if n in nodes and nodes[n].level == "rule"]
        rules.append({title(f"{sec.number}. {sec.text}"): pages})
    for node in (n for n in nodes.values() if n.level == "rule"):  # SiteData.rule_pages()
        if node.parent not in nodes:
            rules.append({title(f"{node.number} {node.text}"): f"rules/{node.number}.md"})
    articles = [{title(a.title): f"articles/{a.id}.md"} for a in corpus.articles]
    about = [p for p in hand_pages]
    return [
        {"ホーム": "index.md"},
        {"総合ルール": rules},
        {"解説記事": articles},
        {"カード一覧": "cardlist.md"},
        {"翻訳者向け": [{"番号対照表": "numbering.md"}, {"用語集": "glossary.md"}]},
        {"検証": "verification.md"},
        {"判定事例": "cases.md"},
        {"検索": "search.md"},
        *([{"このプロジェクトについて": about}] if about else []),
    ]


class BuildHooks(Protocol):
    """What mkdocs tells the build's helpers as it goes (:meth:`MkDocs.build`)."""

    def converted(self, path: str, url: str, content: str, searchable: bool, lang: str) -> None:
        """A page's Markdown is converted: ``content`` is its HTML before the theme."""

    def all_converted(self) -> None:
        """Every page is converted; mkdocs renders them into the theme from now on."""

    def written(self, path: str) -> None:
        """A page's file (``rules/613/index.html``) is written."""


class _WorkerHooks:
    """The helpers' part in the mkdocs build: search index and link check."""

    def __init__(self, workers: Workers, site_dir: Path) -> None:
        self.workers = workers
        self.site_dir = site_dir
        workers.links.start(site_dir)

    def converted(self, path: str, url: str, content: str, searchable: bool, lang: str) -> None:
        if searchable:
            self.workers.search.add_page(url, search_document(content, lang))
        self.workers.links.page_converted(path, content)

    def all_converted(self) -> None:
        self.workers.search.start_writing(self.site_dir)

    def written(self, path: str) -> None:
        self.workers.links.page_written(path)


class MkDocs:
    """One mkdocs build in this process, in two steps.

    :meth:`load` reads the config, which imports mkdocs and the theme: the build does it
    while the examples are verified in a child process. :meth:`build` builds the site,
    telling ``hooks`` (:class:`BuildHooks`) of each page converted and written. Warnings are
    collected; a failure is a :class:`BuildError` carrying them.
    """

    def __init__(self, config_file: Path, strict: bool, quiet: bool) -> None:
        self.config_file = config_file
        self.strict = strict
        self.quiet = quiet
        self.collected: list[str] = []
        self._cfg: Any = None

    def load(self) -> None:
        from mkdocs.config import load_config

        with self._mkdocs():
            self._cfg = load_config(config_file=str(self.config_file), strict=self.strict)
            import mkdocs.commands.build  # noqa: F401 - imported now, while the child verifies

    def build(self, hooks: BuildHooks | None = None) -> None:
        from jinja2 import FileSystemBytecodeCache
        from mkdocs.commands.build import build as mkdocs_build
        from mkdocs.plugins import BasePlugin

        class _Hooks(BasePlugin):  # type: ignore[type-arg,no-untyped-call]
            # Right after Markdown (all pages are converted before any is rendered).
            def on_page_content(self, html: str, /, *, page: Any, config: Any, files: Any) -> str:
                if hooks is not None:
                    searchable = bool(page.meta.get("cr_pagefind"))
                    if searchable and "<h1" not in html:
                        raise BuildError(f"{page.file.src_uri}: a searchable page needs a title (# …)")
                    hooks.converted(page.file.dest_uri, "/" + page.url, html, searchable,
                                    config["theme"]["language"])
                return html

            # Every page is converted; mkdocs renders them into the theme from here on.
            def on_env(self, env: Any, /, *, config: Any, files: Any) -> Any:
                if hooks is not None:
                    hooks.all_converted()
                # The theme's templates compiled once and kept, as ours are (sitegen.pages):
                # jinja2 checks each against its source, so the pages do not change.
                if env.bytecode_cache is None:
                    env.bytecode_cache = FileSystemBytecodeCache()
                return env

            # mkdocs writes a page right after this event: so the previous page is written.
            last: str | None = None

            def on_post_page(self, output: str, /, *, page: Any, config: Any) -> str:
                if hooks is not None and self.last is not None:
                    hooks.written(self.last)
                self.last = page.file.dest_uri
                return output

            def on_post_build(self, *, config: Any) -> None:
                if hooks is not None and self.last is not None:
                    hooks.written(self.last)

        if self._cfg is None:
            self.load()
        cfg = self._cfg
        with self._mkdocs():
            cfg.plugins["cr-build-hooks"] = _Hooks()
            cfg.plugins.on_startup(command="build", dirty=False)
            try:
                mkdocs_build(cfg)
            finally:
                cfg.plugins.on_shutdown()
        if self.collected and not self.quiet:
            for m in self.collected:
                print(f"warning: mkdocs: {m}", file=sys.stderr)

    @contextmanager
    def _mkdocs(self) -> Iterator[None]:
        """mkdocs' log collected (warnings are fatal in strict mode), its errors as BuildError."""
        from mkdocs.exceptions import MkDocsException

        collected = self.collected

        class _Collect(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                collected.append(record.getMessage())

        logger = logging.getLogger("mkdocs")
        handler = _Collect(level=logging.WARNING)
        old_level = logger.level
        logger.addHandler(handler)
        logger.setLevel(logging.WARNING)
        try:
            with _source_date_epoch():
                yield
        except (MkDocsException, SystemExit) as err:
            details = "\n".join(f"  {m}" for m in collected)
            raise BuildError(f"mkdocs: {err}\n{details}".rstrip()) from None
        finally:
            logger.removeHandler(handler)
            logger.setLevel(old_level)


def run_mkdocs(config_file: Path, strict: bool, quiet: bool) -> None:
    """Load and build at once (:class:`MkDocs`)."""
    MkDocs(config_file, strict, quiet).build()


@contextmanager
def _source_date_epoch() -> Iterator[None]:
    old = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = old or DEFAULT_SOURCE_DATE_EPOCH
    try:
        yield
    finally:
        if old is None:
            del os.environ["SOURCE_DATE_EPOCH"]


def swap(new_site: Path, out: Path) -> None:
    """Put ``new_site`` in place of ``out`` with two renames; the old site is removed after."""
    old: Path | None = None
    if out.exists():
        old = Path(tempfile.mkdtemp(prefix=f"{out.name}.old-", dir=out.parent))
        os.rename(out, old / "site")
    os.rename(new_site, out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


# -- the pipeline -------------------------------------------------------------------------


def build(
    root_dir: Path,
    rules_src: Path,
    out: Path,
    strict: bool = True,
    quiet: bool = False,
    *,
    keep_staging: Path | None = None,
    workers: Workers | None = None,
) -> int:
    """Build the site into ``out``; 0 on success, 1 on any error (``out`` untouched then).

    ``workers``: the helpers (:class:`Workers`: verification, search index, link check),
    started by the caller as early as it could and closed by it; the build starts and
    closes its own otherwise.
    """
    root_dir, rules_src, out = root_dir.resolve(), rules_src.resolve(), out.resolve()
    own_workers = workers is None
    progress = Progress(quiet=quiet)
    warnings = Warnings(progress)
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f"{out.name}.tmp-", dir=out.parent))
    try:
        if workers is None:
            workers = Workers(rules_src)  # from now on they work while the phases run
        with progress.phase("load: parse rules_src/"):
            corpus, concordance = load(rules_src, warnings)
        workers.verifying.corpus(corpus)  # the child runs the scenarios from now on
        progress.note(f"{len(corpus.rules)} rule nodes, {len(corpus.examples)} examples, "
                      f"{len(corpus.articles)} articles")
        mkdocs = MkDocs(write_config(root_dir, corpus, staging), strict=strict, quiet=quiet)
        with progress.phase("config: load mkdocs, its theme and Markdown"):
            mkdocs.load()
        with progress.phase("verify: every example scenario (run in a child process meanwhile)"):
            report, cards = workers.verifying.result()
        site = SiteData(corpus, report, cards, concordance)
        summary = _summary(site)
        progress.note("examples: " + ", ".join(f"{k} {v}" for k, v in summary.items()))
        progress.note("table rows: " + ", ".join(f"{k} {v}" for k, v in _summary(site, rows=True).items()))
        with progress.phase("write: generate pages"):
            write_docs(root_dir, site, staging, progress)
        with progress.phase("mkdocs: build (material, strict)" if strict else "mkdocs: build (material)"):
            mkdocs.build(_WorkerHooks(workers, staging / "site"))
        with progress.phase("index: Pagefind (extended, CJK segmentation)"):
            indexed = workers.search.write(staging / "site")
        progress.note(f"{indexed} pages indexed")
        with progress.phase("check: internal links and anchors"):
            problems = workers.links.check(staging / "site")
        for p in problems:
            warnings.add(p)
        if strict and warnings.items:
            raise BuildError(f"{len(warnings.items)} warning(s) in strict mode; site not written")
        if warnings.items:
            progress.note(f"{len(warnings.items)} warning(s), not fatal with --no-strict")
        if keep_staging is not None:
            shutil.copytree(staging, keep_staging, dirs_exist_ok=True)
        with progress.phase(f"swap: {out}"):
            swap(staging / "site", out)
    except InputError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except (BuildError, SearchIndexError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    finally:
        if own_workers and workers is not None:
            workers.close()
        shutil.rmtree(staging, ignore_errors=True)
    return 0


def _summary(site: SiteData, rows: bool = False) -> dict[str, int]:
    """Counts by status of the examples, or of the card-table rows."""
    out = {"pass": 0, "fail": 0, "unexecuted": 0, "stale": 0, "error": 0}
    ids = [r.id for r in site.all_rows()] if rows else list(site.corpus.examples)
    for ex_id in ids:
        out[site.status(ex_id)] += 1
    return {k: v for k, v in out.items() if v or k in ("pass", "fail", "unexecuted")}


def serve(out: Path, port: int = 8000, watch: Callable[[], None] | None = None) -> int:
    """Serve the built site on http://127.0.0.1:port/ (port 0: any free port) until interrupted.

    ``watch``: run in this thread while the server answers from another (``build.py serve
    --watch`` rebuilds the site in place; the server always answers from ``out``)."""
    if not (out / "index.html").exists():
        print(f"error: {out}: no built site (run `make site` first)", file=sys.stderr)
        return 1
    import http.server
    import threading

    class _Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
            if watch is None:
                super().log_message(format, *args)

    handler = partial(_Quiet, directory=str(out))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        print(f"serving {out} at http://127.0.0.1:{httpd.server_address[1]}/ (Ctrl-C to stop)",
              file=sys.stderr, flush=True)
        with suppress(KeyboardInterrupt):
            if watch is None:
                httpd.serve_forever()
            else:
                threading.Thread(target=httpd.serve_forever, name="http", daemon=True).start()
                watch()
        httpd.shutdown()
    return 0
