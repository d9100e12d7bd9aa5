"""Issue #23 item 6, the details, in the browser: each as the review met it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(tabs: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    with tabs.tab(request, viewport=PHONE, is_mobile=True, has_touch=True) as page:
        yield page


def test_the_header_search_shows_its_focus_and_does_not_zoom_a_phone(page: Any, site_url: str) -> None:
    # What was seen: "the header search box has no focus ring"; "the header search font is 15 px"
    page.goto(site_url + "rules/613/")
    box = page.locator(".cr-header-search input")
    before = box.evaluate("e => getComputedStyle(e).outlineStyle + getComputedStyle(e).boxShadow")
    box.focus()
    ring = box.evaluate("e => [getComputedStyle(e).outlineStyle, getComputedStyle(e).outlineWidth, getComputedStyle(e).boxShadow]")
    assert ring[0] != "none" and ring[1] != "0px" and ring[0] + ring[2] != before, ring
    assert float(box.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 16


def test_tap_targets_on_a_phone(phone: Any, site_url: str) -> None:
    # What was seen: "tap targets 109×24 px (「この例を動かす」) and 8×16 px (breadcrumb 「6」)"
    phone.goto(site_url + "rules/613/")
    button = phone.locator("[data-example-id='613.4-1'] .cr-pg-open").bounding_box()
    crumb = phone.locator("[data-rule='613.1'] .cr-path a").first.bounding_box()
    assert button and button["height"] >= 44 and button["width"] >= 44, button
    assert crumb and crumb["height"] >= 44 and crumb["width"] >= 44, crumb


def test_the_phone_header_shows_the_sites_whole_name(phone: Any, site_url: str) -> None:
    # What was seen: "the phone header cuts the title to 「総合ルール 61…」"
    phone.goto(site_url + "rules/613/")
    cut = phone.evaluate("""() => [...document.querySelectorAll('.md-header__topic:first-child .md-ellipsis')]
        .map(e => e.scrollWidth - e.clientWidth)""")
    assert cut and max(cut) <= 1, cut


def test_the_playground_card_search_and_the_empty_cards_panel(page: Any, site_url: str) -> None:
    # What was seen: "the playground's card search has no border, an empty 「使われているカード」 panel shows"
    page.goto(site_url + "playground/")
    page.wait_for_selector(".cr-pg-runner")
    border = page.locator(".cr-pg-search").evaluate("e => [getComputedStyle(e).borderTopStyle, getComputedStyle(e).borderTopWidth]")
    assert border[0] != "none" and border[1] != "0px", border
    assert page.locator(".cr-pg-cards").evaluate("e => e.getBoundingClientRect().height") == 0
    # 「blood moon」 in lower case finds the card in the picker
    page.fill(".cr-pg-search", "blood moon")
    page.wait_for_selector(".cr-pg-card")
    assert "血染めの月" in page.locator(".cr-pg-cardlist").inner_text()


def test_the_docs_pages_are_japanese(page: Any, site_url: str, built_site: Path) -> None:
    # What was seen: "English pages are lang=\"ja\"" and "every docs page is English only" (issue #23 items 5,
    # 6): the contributor docs are written in Japanese now, lang="ja", most of their prose Japanese (code,
    # YAML keys and the generated vocabulary tables as they are)
    for path in ("", "contributing/", "cases-format/", "playground/", "architecture/", "cards/", "scenarios/",
                 "rule-nodes/", "rules/613/"):
        page.goto(site_url + path)
        assert page.evaluate("document.documentElement.lang") == "ja", path
        prose = page.evaluate("""() => { const a = document.querySelector('article').cloneNode(true);
            a.querySelectorAll('pre, code, table, [lang=en]').forEach(e => e.remove()); return a.innerText; }""")
        japanese = len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", prose))
        latin = len(re.findall(r"[A-Za-z]", prose))
        assert japanese > 2 * latin, (path, japanese, latin)


def test_the_home_page_mentions_the_playground(page: Any, site_url: str) -> None:
    page.goto(site_url)
    assert page.locator("article a[href$='playground/']").count() >= 1
    assert "この例を動かす" in page.locator("article").inner_text()


def test_a_dark_scheme_where_the_system_asks(browser: Any, site_url: str) -> None:
    context = browser.new_context(color_scheme="dark", service_workers="block")
    try:
        page = context.new_page()
        page.goto(site_url + "rules/613/")
        assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
        bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
        assert bg not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), bg
    finally:
        context.close()


def test_the_docs_are_in_japanese_and_true(page: Any, site_url: str) -> None:
    # issue #23 item 5: "every docs page is English only; no page says where the repository is or how
    # to submit a change; contributing.md says renumbered permalinks redirect; a live link to 127.0.0.1:8000"
    page.goto(site_url + "contributing/")
    text = page.locator("article").inner_text()
    for words in ("リポジトリ", "変更の送り方", "make test", "プルリクエスト", "git format-patch"):
        assert words in text, words
    for path in ("", "contributing/", "cases-format/", "playground/", "architecture/", "scenarios/", "cards/",
                 "rule-nodes/"):
        page.goto(site_url + path)
        assert not page.locator("a[href*='127.0.0.1']").count(), path
        if page.evaluate("document.documentElement.lang") == "en":  # English pages open with a Japanese summary
            assert "日本語の要点" in page.locator(".cr-ja-summary[lang='ja']").inner_text(), path
    # what contributing says of permalinks is what they do: /613.8a/ opens the rule with its banner
    page.goto(site_url + "613.8a/")
    page.wait_for_url("**/rules/613/?from=613.8a#613.7a")
