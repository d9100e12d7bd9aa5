"""Done when (issue 19): no visible text of any example, case, table row, trace, event log,
editor message or playground result contains a run of two or more English words, outside
card names (《》), quoted card text (「」 — itself in Japanese: tests/english.py), mana symbols and
P/T — every example and case opened, on every page type that holds one, at 1366 px and at 390 px; and none in the docs'
vocabulary tables (docs/cards.md, docs/scenarios.md: headers, value types, key notes, field
meanings). Text marked lang="en" (an input error as the command line prints it, the English a
description was written from) and code (a scenario's path, a key) are secondary and left out.

The pages are visited once per width by the session's tour (tests/site/tour.py), which the
desktop, phone and axe checks read too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.english import english_card_texts, english_runs
from verify.docs_tables import TABLES

pytestmark = pytest.mark.browser

WIDTHS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
LOAD_MS = 90_000

# The English a reader still sees, each with why: the list can only shrink (the test fails when
# one is no longer shown).
# (612.2's 「Destroy all Forests.」 left it: the trace's swaps give the changed text its Japanese,
# sitegen.words._changed_texts)
STILL_ENGLISH: set[str] = set()


def _pages(built_site: Path, site_pages: list[str]) -> list[str]:
    return [p for p in site_pages if p.endswith("/") and (
        "data-example-id" in (text := (built_site / p / "index.html").read_text(encoding="utf-8"))
        or "data-case-id" in text or "data-row-id" in text or "<!-- vocabulary:" in text)]


def _open_everything(pg: Any) -> None:
    pg.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
    pg.wait_for_function(
        "[...document.querySelectorAll('details.cr-detail')].every(d => d.getAttribute('data-loaded') === '1')",
        timeout=30000)
    pg.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")  # the loaded steps' own


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_no_english_in_what_a_reader_sees(tours: Any, built_site: Path, site_pages: list[str], width: str) -> None:
    pages = _pages(built_site, site_pages)
    assert {"rules/613/", "articles/layers/", "articles/triggered/", "cases/707/", "verification/", "cards/",
            "scenarios/"} <= set(pages), pages
    found: list[str] = []
    still: set[str] = set()
    seen = tables = 0
    for visit in tours.at(width):
        if visit.path not in pages:
            continue
        for ex_id, text in visit.visible:
            seen += 1
            tables += ex_id.startswith("vocabulary:")
            runs = english_runs(text) + english_card_texts(text)
            still |= STILL_ENGLISH & set(runs)
            found += [f"{visit.path} {ex_id}: {run!r}" for run in runs if run not in STILL_ENGLISH]
    assert seen >= 250 and tables == len(TABLES), (seen, tables)
    assert still == STILL_ENGLISH, f"no longer shown — take it out of STILL_ENGLISH: {STILL_ENGLISH - still}"
    assert not found, f"{len(found)} English runs at {width}:\n" + "\n".join(sorted(set(found))[:400])


@pytest.fixture(scope="module")
def desktop(browser: Any) -> Iterator[Any]:
    """One tab for the module's pages, each opened by a full navigation: one engine in the browser
    (the build's SharedWorker) runs both tests' examples, started once; no service worker (it would
    cache the whole site first)."""
    context = browser.new_context(viewport=WIDTHS["desktop"], service_workers="block")
    yield context.new_page()
    context.close()


def test_no_english_in_the_editor_and_the_playground_result(desktop: Any, site_url: str) -> None:
    """An example run in the page, and a broken edit: the result, the editor's message and the
    status line (the playground's own labels and buttons are the page's, not a result)."""
    pg = desktop
    pg.goto(site_url + "rules/613/")
    ex = pg.locator("[data-example-id='613.4-1']")
    ex.locator(".cr-pg-open").click()
    runner = ex.locator(".cr-pg-runner")
    _wait(pg, runner)
    _open_everything(pg)
    texts = [_shown(runner.locator(".cr-pg-result").first)]  # the result the engine in the page gave
    area = runner.locator("textarea").first
    area.fill(area.input_value().replace("card: 十字軍", "card: 十字軍X", 1))
    runner.locator(".cr-pg-run").click()
    assert _wait(pg, runner) == "error"
    texts.append(_shown(runner.locator(".cr-pg-linemsg").first))
    texts.append(_shown(runner.locator(".cr-pg-status").first))
    found = [run for t in texts for run in english_runs(t)]
    assert texts and not found, found


def test_no_english_in_the_playground(desktop: Any, site_url: str) -> None:
    """The playground's own words — /playground/ with a card searched for and an example's
    「この例を動かす」 panel, run: labels, buttons, the card list, the status line, the result and
    what a reader hears (aria-label) or sees on hover and in an empty field (title, placeholder)."""
    pg = desktop
    pg.goto(site_url + "playground/")
    root = pg.locator("#cr-playground")
    root.locator(".cr-pg-search").fill("灰色")
    root.locator(".cr-pg-card").first.wait_for(timeout=LOAD_MS)
    texts = [_shown(root), *_attributes(root)]
    pg.goto(site_url + "rules/613/")
    ex = pg.locator("[data-example-id='613.4-1']")
    ex.locator(".cr-pg-open").click()
    runner = ex.locator(".cr-pg-runner")
    assert _wait(pg, runner) == "done"
    panel = ex.locator(".cr-pg-panel")
    texts += [_shown(panel), *_attributes(panel)]
    found = [run for t in texts for run in english_runs(t)]
    assert len(texts) >= 6 and not found, found


def _attributes(locator: Any) -> list[str]:
    """The labels an element's parts carry for the reader: aria-label, title, placeholder."""
    return list(locator.evaluate("""el => [...el.querySelectorAll('[aria-label], [title], [placeholder]')]
        .filter(n => !n.closest('[lang="en"]'))
        .flatMap(n => ['aria-label', 'title', 'placeholder'].map(a => n.getAttribute(a) || ''))
        .filter(Boolean)"""))


def _shown(locator: Any) -> str:
    """An element's rendered text without its secondary parts (lang="en", code)."""
    return str(locator.evaluate("""el => { const c = el.cloneNode(true);
        c.querySelectorAll('[lang="en"], code, pre').forEach(n => n.remove());
        document.body.appendChild(c); const t = c.innerText; c.remove(); return t; }"""))


def _wait(pg: Any, runner: Any) -> str:
    runner.wait_for(state="attached", timeout=LOAD_MS)
    pg.wait_for_function("el => el.dataset.state && el.dataset.state !== 'running'", arg=runner.element_handle(),
                         timeout=LOAD_MS)
    return str(runner.get_attribute("data-state"))
