"""The build, one phase after another (read :func:`build` top to bottom, like MkDocs'
commands/build.py). Each phase is one function:

    load    parse rules_src/ into a Corpus, read the numbering concordance
    verify  run every example scenario on the engine: the Report, and the card definitions
    write   the mkdocs config (the navigation follows the corpus) and the pages, into a
            staging folder next to the hand-written docs/
    mkdocs  build with mkdocs-material in strict mode; each searchable page is kept for
            the index as mkdocs converts it
    index   the Pagefind index (extended: CJK segmentation); Pagefind was started when the
            build started, so its Japanese dictionary has loaded meanwhile
    offline the web app manifest and the service worker with the list of files it caches
            (sitegen.offline): written last, it hashes the files the phases before wrote
    check   no broken internal link or anchor
    swap    move the finished site into place; on any failure the old site/ stays untouched

Input errors print as ``error: file:line: message`` and return 1, never a traceback.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from functools import partial
from pathlib import Path
from typing import Any

import yaml

from ruletext import load_corpus
from ruletext.confine import check_pages
from ruletext.crdiff import check_concordance
from ruletext.errors import InputError
from ruletext.model import Corpus
from ruletext.official import OfficialCR
from ruletext.officialset import OfficialSet, load_official
from ruletext.yamlfile import read_yaml
from verify import cycles_collected_after
from verify.cards import CardDef
from verify.report import ExampleResult, Report

from . import docs_tables, rawhtml
from .concordance import Concordance, load_concordance
from .guard import write_error
from .linkcheck import check_site
from .mkdocs_config import check_config
from .official import OFFICIAL_CSS, OfficialPages
from .offline import write_offline
from .outdir import OutputError, check_out, make_parents, make_staging, release_staging, remove_parents, swap
from .pages import Pages, make_env, write_pages
from .playground import PlaygroundError, WheelSourceError, write_playground
from .progress import Progress
from .readings import load_readings
from .search import SearchIndex, SearchIndexError, search_document
from .site import SiteData
from .text import ui

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
    """Parse rules_src/ and read the numbering concordance (a number it names must exist)."""
    corpus = load_corpus(rules_src)
    for w in corpus.warnings:
        warnings.add(w)
    concordance = load_concordance(rules_src)
    for entry in concordance.entries:
        if entry.old not in corpus.rules:
            warnings.add(f"{concordance.path}:{entry.line}: {entry.old} is not a rule of the corpus")
    return corpus, concordance


def load_official_files(files: Sequence[Path], concordance: Concordance, warnings: Warnings,
                        progress: Progress) -> OfficialSet:
    """The official files (``--cr``), read and compared (ruletext.officialset); where the
    hand-written concordance disagrees with the one computed from them, a warning each."""
    official = load_official(files)
    for cr in official.crs:
        counts = cr.counts()
        progress.note(f"{cr.path}: {cr.language} {cr.version}: {counts['rules']} rule nodes, "
                      f"{counts['examples']} examples, {counts['glossary']} glossary terms"
                      + (f", {len(cr.notes)} notes (read despite a slip of the file)" if cr.notes else ""))
    for problem in check_concordance(concordance, official.crs):
        warnings.add(problem)
    return official


def verify(corpus: Corpus, rules_src: Path) -> tuple[Report, dict[str, CardDef]]:
    """Every example scenario run on the engine, and the card definitions. A broken card or
    scenario stops the build, naming every one (each with its file and line)."""
    import verify as verification

    cards = verification.load_cards(rules_src)
    return verification.run(corpus, rules_src, cards=cards, strict=True), cards


def verify_official(english: OfficialCR, rules_src: Path, cards: dict[str, CardDef],
                    progress: Progress) -> dict[str, ExampleResult]:
    """The scenarios of rules_src/official-scenarios/ run on the examples of ``english``
    (verify.official); one whose example the file lacks is inactive, not an error (a note)."""
    from verify.official import run_official

    run = run_official(english, rules_src, cards)
    for line in run.inactive:
        progress.note(line)
    broken = [r.message for r in run.results.values() if r.status == "error"]
    if broken:
        raise BuildError("\n".join(broken))
    return run.results


def verify_official_older(official: OfficialSet, english: OfficialCR, rules_src: Path,
                          cards: dict[str, CardDef]) -> dict[str, dict[str, ExampleResult]]:
    """Older English version → what the scenarios of the examples that changed since (the diff
    into ``english``) give on it (verify.official.run_official_older): the diff pages show which
    results changed."""
    from verify.official import load_official_scenarios, run_official_older

    hist = official.histories.get("en")
    scenarios = load_official_scenarios(rules_src)
    out: dict[str, dict[str, ExampleResult]] = {}
    for old in official.of("en"):
        d = official.diff(old.version, english.version)
        if old is english or d is None or hist is None:
            continue
        rules = {c.new for c in d.changed if c.examples_changed}
        out[old.version] = run_official_older(old, english, hist, rules, rules_src, cards, scenarios)
    return out


def write(root_dir: Path, site: SiteData, staging: Path,
          progress: Progress | None = None) -> tuple[Path, dict[str, str]]:
    """The config (:func:`write_config`) and the pages (:func:`write_docs`) into ``staging``;
    the config file and the generated files."""
    official = OfficialPages(site, site.official, make_env()).nav() if site.official is not None else None
    check_pages(root_dir / "docs", root_dir)  # before the navigation lists its pages (ruletext.confine)
    case_pages = [(f"{section} {site.rule_title(section)}", f"cases/{section}.md") for section in site.case_sections()]
    config_file = write_config(root_dir, site.corpus, staging, official, case_pages)
    return config_file, write_docs(root_dir, site, staging, progress)


def write_docs(root_dir: Path, site: SiteData, staging: Path, progress: Progress | None = None) -> dict[str, str]:
    """Hand-written docs/ + generated pages (``rules/613.md``, …) + assets into ``staging/docs``;
    every generated file by path. The files mkdocs publishes as they are (:func:`as_is`: the
    JSON, the permalink pages) are not written here: mkdocs gets them in memory."""
    docs = staging / "docs"
    hand = root_dir / "docs"
    check_pages(hand, root_dir)  # no link out of the project, UTF-8 (ruletext.confine)
    if hand.is_dir():
        shutil.copytree(hand, docs, dirs_exist_ok=True)
        for name in docs_tables.FILES:  # the vocabulary tables, from the registries as they are now
            if (docs / name).is_file():
                (docs / name).write_text(docs_tables.filled((docs / name).read_text(encoding="utf-8")),
                                         encoding="utf-8", newline="\n")
    shutil.copytree(PACKAGE / "assets", docs / "assets", dirs_exist_ok=True)
    pages = Pages(site).all_pages()
    clash = sorted(p for p in pages if (docs / p).exists())
    if clash:
        raise BuildError(f"docs/{clash[0]}: a hand-written page has the name of a generated page")
    items = sorted(p for p in pages.items() if p[0].endswith(".md"))
    write_pages(dict(progress.bar(items, len(items), "pages") if progress else items), docs)
    return dict(sorted(pages.items()))


def as_is(generated: Mapping[str, str]) -> dict[str, str]:
    """The generated files mkdocs publishes as they are (all but the Markdown pages)."""
    return {path: text for path, text in generated.items() if not path.endswith(".md")}


def _hand_pages(hand: Path) -> list[str]:
    if not hand.is_dir():
        return []
    return sorted(p.relative_to(hand).as_posix() for p in hand.rglob("*.md") if p.name != "index.md")


def write_config(root_dir: Path, corpus: Corpus, staging: Path, official: list[Any] | None = None,
                 case_pages: list[tuple[str, str]] | None = None) -> Path:
    """The project's mkdocs.yml with docs_dir, site_dir, theme override and the generated nav
    (which needs the corpus only: mkdocs can load it before the pages are written); ``official``:
    the navigation of the official files' pages, and their stylesheet (``--cr``)."""
    hand_pages = _hand_pages(root_dir / "docs")
    base_path = root_dir / "mkdocs.yml"
    # The one bounded loader, as for every YAML file the build reads; checked, its paths confined
    # (sitegen/mkdocs_config.py: the configuration is data); plain values, to be dumped again.
    config = json.loads(json.dumps(check_config(read_yaml(base_path, str(base_path)), root_dir, str(base_path))))
    config.update(docs_dir="docs", site_dir="site", nav=make_nav(corpus, hand_pages, official, case_pages or []))
    if official is not None:
        config["extra_css"] = [*config.get("extra_css", []), OFFICIAL_CSS]
    (staging / "docs").mkdir(parents=True, exist_ok=True)
    path = staging / "mkdocs.yml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def make_nav(corpus: Corpus, hand_pages: list[str], official: list[Any] | None = None,
             case_pages: list[tuple[str, str]] | None = None) -> list[Any]:
    """The navigation follows the hierarchy: section → rule page → (table of contents) 613.3 → 613.3e;
    the cases: their list, then ``case_pages`` (title, path: one page for each rule's cases)."""

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
    about = [p for p in hand_pages if p != "playground.md"]
    return [
        {ui("ja", "home"): "index.md"},
        {ui("ja", "cr"): rules},
        *([{ui("ja", "official_full"): official}] if official is not None else []),
        {ui("ja", "article"): articles},
        {ui("ja", "cards"): "cardlist.md"},
        {ui("ja", "for_translators"): [{ui("ja", "numbering"): "numbering.md"}, {ui("ja", "glossary"): "glossary.md"}]},
        {ui("ja", "verification"): "verification.md"},
        {ui("ja", "cases"): ["cases/index.md", *({title(t): p} for t, p in case_pages or [])]},
        {ui("ja", "search"): "search.md"},
        *([{ui("ja", "playground"): "playground.md"}] if "playground.md" in hand_pages else []),
        *([{ui("ja", "about"): about}] if about else []),
    ]


class MkDocs:
    """mkdocs in this process: the config loaded once, built as often as asked.

    :meth:`build` tells ``searchable(url, html)`` of each page marked for the search index
    (``cr_pagefind`` in its meta) as soon as its Markdown is converted, and returns the
    pages it wrote (their HTML by path in the site, for the link check). ``dirty``: only the
    pages whose Markdown is newer than their HTML (``mkdocs build --dirty``; the preview uses it). ``files``: generated files published as
    they are (:func:`as_is`), handed over in memory (mkdocs writes each once, and no copy of
    it goes through docs/); a dirty build is given the changed ones. Warnings are collected;
    a failure is a :class:`BuildError` carrying them.
    """

    def __init__(self, config_file: Path, strict: bool, quiet: bool, generated: Iterable[str] = ()) -> None:
        from mkdocs.config import load_config

        self.generated = frozenset(generated)  # pages whose HTML blocks skip Python-Markdown (sitegen.rawhtml)
        self.strict = strict
        self.quiet = quiet
        self.collected: list[str] = []
        with self._mkdocs():
            self.config = load_config(config_file=str(config_file), strict=strict)

    def build(self, searchable: Callable[[str, str], None] | None = None, dirty: bool = False,
              files: Mapping[str, str] | None = None) -> dict[str, str]:
        from jinja2 import FileSystemBytecodeCache
        from mkdocs.commands.build import build as mkdocs_build
        from mkdocs.plugins import BasePlugin
        from mkdocs.structure.files import File

        from .navcache import nav_cache

        written: dict[str, str] = {}
        generated = self.generated
        stashed: dict[str, list[str]] = {}

        class _Hooks(BasePlugin):  # type: ignore[type-arg,no-untyped-call]
            def on_files(self, found: Any, /, *, config: Any) -> Any:
                for path, text in (files or {}).items():
                    found.append(File.generated(config, path, content=text))
                return found

            def on_page_markdown(self, markdown: str, /, *, page: Any, config: Any, files: Any) -> str:
                if page.file.src_uri not in generated:
                    return markdown
                markdown, stashed[page.file.src_uri] = rawhtml.stash(markdown)
                return markdown

            # Right after Markdown (all pages are converted before any is rendered).
            def on_page_content(self, html: str, /, *, page: Any, config: Any, files: Any) -> str:
                blocks = stashed.pop(page.file.src_uri, None)
                if blocks:
                    html = rawhtml.unstash(html, blocks)
                    page.present_anchor_ids = (page.present_anchor_ids or set()) | rawhtml.anchor_ids(blocks)
                if page.meta.get("cr_pagefind"):
                    if "<h1" not in html:
                        raise BuildError(f"{page.file.src_uri}: a searchable page needs a title (# …)")
                    if searchable is not None:
                        searchable("/" + page.url, search_document(html, config["theme"]["language"]))
                return html

            def on_env(self, env: Any, /, *, config: Any, files: Any) -> Any:
                # The theme's templates compiled once and kept, as ours are (sitegen.pages):
                # jinja2 checks each against its source, so the pages do not change.
                if env.bytecode_cache is None:
                    env.bytecode_cache = FileSystemBytecodeCache()
                env.globals["cr_nav_item"] = nav_cache()  # the navigation's parts rendered once (sitegen.navcache)
                return env

            def on_post_page(self, output: str, /, *, page: Any, config: Any) -> str:
                output = page_language(output, page.meta.get("lang"))
                written[page.file.dest_uri] = output
                return output

        self.collected.clear()
        cfg = self.config
        with self._mkdocs():
            cfg.plugins["cr-build-hooks"] = _Hooks()
            cfg.plugins.on_startup(command="build", dirty=dirty)
            try:
                mkdocs_build(cfg, dirty=dirty)
            finally:
                cfg.plugins.on_shutdown()
        if self.collected and not self.quiet:
            for m in self.collected:
                print(f"warning: mkdocs: {m}", file=sys.stderr)
        return written

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


def page_language(html: str, lang: object) -> str:
    """A page written in another language than the site's (front matter ``lang: en``) says so
    on its ``<html>`` element, for screen readers and hyphenation.

    >>> page_language('<html lang="ja" class="no-js">', "en")
    '<html lang="en" class="no-js">'
    >>> page_language('<html lang="ja">', None)
    '<html lang="ja">'
    """
    if not isinstance(lang, str) or not re.fullmatch(r"[a-z]{2}(-[A-Za-z]{2})?", lang):
        return html
    return re.sub(r'<html lang="[^"]*"', f'<html lang="{lang}"', html, count=1)


def run_mkdocs(config_file: Path, strict: bool, quiet: bool) -> None:
    """Load the config and build at once (:class:`MkDocs`)."""
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


def index(search: SearchIndex, site_dir: Path) -> int:
    """The Pagefind index of the searchable pages into ``site_dir/pagefind``."""
    return search.write(site_dir)


def check(site_dir: Path, warnings: Warnings, pages: Mapping[str, str] | None = None) -> None:
    """Every internal link and anchor of the built site resolves (a warning each otherwise).
    ``pages``: the HTML of pages just written, by path in the site (not read again)."""
    for problem in check_site(site_dir, pages):
        warnings.add(problem)


# -- the pipeline -------------------------------------------------------------------------


@cycles_collected_after()  # the pages and the report live to the end: nothing for it to find
def build(root_dir: Path, rules_src: Path, out: Path, strict: bool = True, quiet: bool = False, *,
          keep_staging: Path | None = None, cr_files: Sequence[Path] = (), error_to: Path | None = None) -> int:
    """Build the site into ``out``; 0 on success, 1 on any error (``out`` untouched then).

    ``keep_staging``: also copy the staging folder (docs, mkdocs.yml, site) there.
    ``cr_files``: official CR files (English or Japanese) added to the seeds (sitegen.official).
    ``error_to``: the error is also written there (:func:`sitegen.guard.write_error`: the preview's banner).
    """
    try:
        check_out(out, rules_src, root_dir)  # before anything is written (sitegen.outdir)
    except OutputError as err:
        print(f"error: {err}", file=sys.stderr)
        write_error(error_to, err)
        return 1
    root_dir, rules_src, out = root_dir.resolve(), rules_src.resolve(), out.resolve()
    progress = Progress(quiet=quiet)
    warnings = Warnings(progress)
    made = make_parents(out)
    staging = make_staging(out)
    search: SearchIndex | None = None
    try:
        search = SearchIndex()  # Pagefind loads its Japanese dictionary while we work
        with progress.phase("load: parse rules_src/"):
            corpus, concordance = load(rules_src, warnings)
        progress.note(f"{len(corpus.rules)} rule nodes, {len(corpus.examples)} examples, "
                      f"{len(corpus.articles)} articles")
        official = None
        if cr_files:
            with progress.phase("official: read and compare the CR files given"):
                official = load_official_files(cr_files, concordance, warnings, progress)
        with progress.phase("verify: every example scenario"):
            report, cards = verify(corpus, rules_src)
        english = official.newest("en") if official is not None else None
        official_results = None
        official_older = None
        if english is not None:
            with progress.phase(f"verify: the English examples of {english.version} with a scenario"):
                official_results = verify_official(english, rules_src, cards, progress)
                official_older = verify_official_older(official, english, rules_src, cards)  # type: ignore[arg-type]
            progress.note("English examples: " + ", ".join(
                f"{k} {v}" for k, v in Counter(r.status for r in official_results.values()).items()))
        site = SiteData(corpus, report, cards, concordance, official, official_results, official_older,
                        readings=load_readings(rules_src))
        for problem in site.reading_problems():  # the gojūon order of the card list and the glossary
            warnings.add(problem)
        progress.note("examples: " + ", ".join(f"{k} {v}" for k, v in _summary(site).items()))
        progress.note("table rows: " + ", ".join(f"{k} {v}" for k, v in _summary(site, rows=True).items()))
        with progress.phase("write: generate pages"):
            config_file, generated = write(root_dir, site, staging, progress)
            published = as_is(generated)  # handed to mkdocs in memory
        with progress.phase("mkdocs: build (material, strict)" if strict else "mkdocs: build (material)"):
            built = MkDocs(config_file, strict=strict, quiet=quiet, generated=generated).build(
                searchable=search.add, files=published)
        with progress.phase("playground: the engine for the browser (Pyodide, the wheel, the scenarios)"):
            try:
                added = write_playground(staging / "site", corpus, report, cards, rules_src)
                progress.note(f"{added.examples} runnable examples, {added.cards} cards, {added.bytes // 1024} KB"
                              + (f", the engine's memory snapshot {added.snapshot}" if added.snapshot else ""))
                if added.no_snapshot:
                    warnings.add(f"{added.no_snapshot} — the engine in the browser starts without it")
            except WheelSourceError as err:
                raise BuildError(str(err)) from None  # nothing is published that was not meant to be
            except PlaygroundError as err:
                warnings.add(f"{err} — the site has no engine in the browser")
        with progress.phase("index: Pagefind (extended, CJK segmentation)"):
            indexed = index(search, staging / "site")
        progress.note(f"{indexed} pages indexed")
        with progress.phase("offline: the web app manifest and the service worker"):
            progress.note(f"{write_offline(staging / 'site')} files cached at the first visit")
        with progress.phase("check: internal links and anchors"):
            check(staging / "site", warnings, {**published, **built})
        if strict and warnings.items:
            raise BuildError(f"{len(warnings.items)} warning(s) in strict mode; site not written")
        if warnings.items:
            progress.note(f"{len(warnings.items)} warning(s), not fatal with --no-strict")
        if keep_staging is not None:
            shutil.copytree(staging, keep_staging, dirs_exist_ok=True)
            write_pages(published, keep_staging / "docs")  # what mkdocs got in memory
        with progress.phase(f"swap: {out}"):
            swap(staging / "site", out)
    except (InputError, BuildError, SearchIndexError) as err:
        print(f"error: {err}", file=sys.stderr)
        write_error(error_to, err)
        return 1
    finally:
        if search is not None:
            search.close()
        release_staging(staging)
        if not out.exists():
            remove_parents(made)  # a failed build leaves no folder it made
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
    import threading

    from .httpd import QuietSiteHandler, SiteHandler, SiteServer

    handler = partial(SiteHandler if watch is None else QuietSiteHandler, directory=str(out))
    with SiteServer(("127.0.0.1", port), handler) as httpd:
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
