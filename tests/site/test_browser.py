"""Real Chromium against the built site: Japanese search, a permalink, a reference preview."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"

# query → (the anchor the right result lands on, a CSS selector that must contain the landing element)
SEARCHES = {
    "依存": ("613.7", "[id='613.7']"),
    "誘発": ("603.", "h2[id^='603.'], h3[id^='603.']"),
    "タイムスタンプ": ("613.6", "[id='613.6']"),
    "謙虚": ("ex-layers-ex-3-h", "[data-example-id='layers-ex-3']"),
    "入れ替え": ("613.3e", "[id='613.3e']"),
}
FIRST_RESULTS = 3  # the right rule must be within the first three pages of results


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not shutil.which(CHROMIUM) and not shutil.which("chromium"):
        pytest.fail(f"{CHROMIUM} is required for the browser tests")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        yield b
        b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context()
    pg = context.new_page()
    yield pg
    context.close()


@pytest.mark.parametrize("query", list(SEARCHES))
def test_search_finds_the_rule_and_lands_on_its_anchor(page: Any, site_url: str, query: str) -> None:
    anchor, container = SEARCHES[query]
    page.goto(site_url)
    page.fill(".cr-header-search input", query)
    page.press(".cr-header-search input", "Enter")
    page.wait_for_selector(".pagefind-ui__result", timeout=15000)
    # Pagefind UI renders result placeholders first and fills in their links as each
    # result's data arrives: wait until the first results have their links.
    page.wait_for_function(
        "n => { const r = [...document.querySelectorAll('.pagefind-ui__result')].slice(0, n);"
        " return r.length > 0 && r.every(x => x.querySelector('a[href]')); }",
        arg=FIRST_RESULTS, timeout=15000,
    )
    results = page.locator(".pagefind-ui__result")
    hrefs: list[str] = []
    for i in range(min(FIRST_RESULTS, results.count())):
        hrefs += results.nth(i).locator("a").evaluate_all("els => els.map(e => e.getAttribute('href'))")
    wanted = [h for h in hrefs if "#" in h and h.split("#", 1)[1].startswith(anchor)]
    assert wanted, f"{query}: no result for #{anchor} among {hrefs}"
    page.click(f".pagefind-ui__result a[href='{wanted[0]}']")
    page.wait_for_load_state()
    fragment = page.evaluate("decodeURIComponent(location.hash.slice(1))")
    assert fragment == wanted[0].split("#", 1)[1]
    inside = page.evaluate(
        "([id, sel]) => { const el = document.getElementById(id);"
        " return !!el && [...document.querySelectorAll(sel)].some(c => c === el || c.contains(el)); }",
        [fragment, container],
    )
    assert inside, f"{query}: #{fragment} is not the expected rule ({container})"
    top = page.evaluate(f"document.getElementById({fragment!r}).getBoundingClientRect().top")
    assert 0 <= top < page.viewport_size["height"], "the anchor is not scrolled into view"


def test_search_page_reads_the_query_from_the_url(page: Any, site_url: str) -> None:
    page.goto(site_url + "search/?q=" + quote("入れ替え"))
    page.wait_for_selector(".pagefind-ui__result a[href*='#613.3e']", timeout=15000)


def test_permalink_lands_on_the_rule(page: Any, site_url: str) -> None:
    page.goto(site_url + "613.3e/")
    page.wait_for_url("**/rules/613/#613.3e")
    assert page.evaluate("location.hash") == "#613.3e"
    assert page.locator("[id='613.3e']").is_visible()


def test_reference_shows_the_referenced_text_on_hover(page: Any, site_url: str) -> None:
    page.goto(site_url + "rules/613/")
    ref = page.locator("[id='613.2'] + .cr-rule a.cr-ref[data-ref='613.6']").first
    ref.hover()
    tip = page.locator("#cr-preview")
    tip.wait_for(state="visible", timeout=5000)
    assert tip.inner_text().startswith("613.6 各種類別")
    assert ref.get_attribute("aria-describedby") == "cr-preview"
    page.mouse.move(0, 0)
    tip.wait_for(state="hidden", timeout=5000)
    # the link itself goes to the rule
    ref.click()
    page.wait_for_function("location.hash === '#613.6'")


def test_a_row_badge_opens_its_result(page: Any, site_url: str) -> None:
    page.goto(site_url + "articles/triggered/")
    result = page.locator("[id='ex-triggered-table-1-row-1']")
    assert not result.is_visible()  # folded under the table
    page.locator("a.cr-badge[href='#ex-triggered-table-1-row-1']").click()
    page.wait_for_function("location.hash === '#ex-triggered-table-1-row-1'")
    result.wait_for(state="visible", timeout=5000)
    assert result.get_attribute("data-status") == "pass"
