"""The site on a phone (390×844): every example's result and badge on screen, tables as cards.

Every page that holds an example is read from the session's tour (tests/site/tour.py): visited
once, the steps of every example opened (loaded from their JSON) and measured too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture(scope="module")
def phone(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True,
                                  service_workers="block")
    pg = context.new_page()
    yield pg
    context.close()


def _example_pages(built_site: Path, site_pages: list[str]) -> list[str]:
    pages = [p for p in site_pages
             if p.endswith("/") and "data-example-id" in (built_site / p / "index.html").read_text(encoding="utf-8")]
    assert pages, "no page holds an example"
    return pages


def test_every_result_and_badge_is_on_a_phone_screen(tours: Any, built_site: Path, site_pages: list[str]) -> None:
    """The badge and the final state of every example (row results unfolded), then every cell of
    its steps once opened, inside the screen's width; no page scrolls sideways, before or after."""
    pages = set(_example_pages(built_site, site_pages)) - {"verification/"}
    problems: list[str] = []
    examples = 0
    for visit in tours.at("phone"):
        if visit.path not in pages:
            continue
        examples += visit.examples
        assert max(visit.scroll_width) <= PHONE["width"], f"{visit.path} scrolls sideways: {visit.scroll_width}"
        problems += visit.off_screen
    assert examples >= 80
    assert not problems, "off-screen on a phone:\n" + "\n".join(problems[:20])


def test_a_trace_is_a_list_of_cards_on_a_phone(phone: Any, site_url: str) -> None:
    phone.goto(site_url + "rules/613/")
    detail = phone.locator("[id='ex-613.3e-1'] details.cr-detail")
    detail.locator("summary").click()
    phone.wait_for_function("document.querySelector(\"[id='ex-613.3e-1'] details.cr-detail\").dataset.loaded === '1'")
    row = phone.locator("[id='ex-613.3e-1'] table.cr-trace-table tbody tr").first
    assert row.evaluate("r => getComputedStyle(r).display") == "block"
    # the card reads: the effect, then each change before → after; the header row is not shown
    assert "1/3 → 1/4" in row.inner_text()
    head = phone.locator("[id='ex-613.3e-1'] table.cr-trace-table thead").first
    assert head.evaluate("h => h.getBoundingClientRect().height") <= 1


def test_numbering_and_verification_read_on_a_phone(phone: Any, site_url: str) -> None:
    phone.goto(site_url + "numbering/")
    current = phone.locator("tr[data-old='613.3e'] .cr-current")
    box = current.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]  # 現行 on screen
    assert "613.4d" in current.inner_text()
    # issue #23 item 4: "rule numbers broken mid-number (「613./7c」)": each number on one line
    broken = phone.evaluate("""() => [...document.querySelectorAll('.md-content .cr-num')]
        .filter(e => e.getClientRects().length > 1).map(e => e.textContent)""")
    assert not broken, broken
    phone.goto(site_url + "verification/")
    # a row's name is a label on one or two lines, not one character a line
    tall = phone.evaluate("""() => [...document.querySelectorAll('table.cr-verification th.cr-card-title')]
        .filter(th => th.getBoundingClientRect().height > 3 * parseFloat(getComputedStyle(th).lineHeight))
        .map(th => th.textContent)""")
    assert not tall, f"wrapped one character a line: {tall[:5]}"
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
