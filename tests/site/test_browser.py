"""Real Chromium against the built site: Japanese search, a permalink, a reference preview.

Search by rule number, the 404 page and the size of a first search: test_search_browser.py."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import pytest

pytestmark = pytest.mark.browser

# query → (the anchor the right result lands on, a CSS selector that must contain the landing element)
SEARCHES = {
    "依存": ("613.7", "[id='613.7']"),
    "誘発": ("603", "h1[id='603'], h2[id^='603.'], h3[id^='603.']"),  # rule 603 itself, or one of its rules
    "タイムスタンプ": ("613.6", "[id='613.6']"),
    "謙虚": ("ex-layers-ex-3-h", "[data-example-id='layers-ex-3']"),
    "入れ替え": ("613.3e", "[id='613.3e']"),
}
FIRST_RESULTS = 6  # the right rule must be within the first six results (a page gives up to three)


def _search(page: Any, query: str) -> list[str]:
    """Type ``query`` into the header box (results update as you type); the result links."""
    page.fill(".cr-header-search input", query)
    page.wait_for_selector("#cr-sr-panel[data-done]", timeout=15000)
    assert page.get_attribute("#cr-sr-panel", "data-query")
    return page.eval_on_selector_all("#cr-sr-panel a", "els => els.map(e => e.getAttribute('href'))")


@pytest.mark.parametrize("query", list(SEARCHES))
def test_search_finds_the_rule_and_lands_on_its_anchor(page: Any, site_url: str, query: str) -> None:
    anchor, container = SEARCHES[query]
    page.goto(site_url)
    hrefs = _search(page, query)[:FIRST_RESULTS]
    wanted = [h for h in hrefs if "#" in h and h.split("#", 1)[1].startswith(anchor)]
    wanted.sort(key=lambda h: h.split("#", 1)[1] != anchor)  # the rule itself before its sub-rules
    assert wanted, f"{query}: no result for #{anchor} among {hrefs}"
    page.click(f"#cr-sr-panel a[href='{wanted[0]}']")
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
    page.wait_for_selector("#cr-sr-results a[href*='#613.3e']", timeout=15000)


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
