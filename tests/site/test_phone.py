"""The site on a phone (390×844): every example's result and badge on screen, tables as cards.

One browser context, every page that holds an example visited once; the steps of every
example are opened (loaded from their JSON) and measured too.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}

# Elements that must lie inside the viewport's width, with no horizontal scrolling:
# the badge and the final state of every example, and (once opened) every cell of its steps.
MEASURE = """
(sel) => {
  const w = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;  // not rendered (a folded row result)
    if (r.left < -1 || r.right > w + 1) {
      const ex = el.closest('[data-example-id]');
      out.push((ex ? ex.getAttribute('data-example-id') : location.pathname) + ' ' + el.className + ' ' +
               Math.round(r.left) + '..' + Math.round(r.right));
    }
  }
  return out;
}
"""
RESULT = ".cr-example .cr-badge, .cr-example .cr-final, .cr-example .cr-checks li, .cr-cardtable .cr-badge"
DETAIL = (".cr-detail-body td, .cr-detail-body th, .cr-detail-body .cr-pt, .cr-detail-body .cr-change-item,"
          " .cr-detail-body .cr-dep-node, .cr-detail-body li")


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


def test_every_result_and_badge_is_on_a_phone_screen(phone: Any, site_url: str, built_site: Path,
                                                     site_pages: list[str]) -> None:
    problems: list[str] = []
    examples = 0
    for path in _example_pages(built_site, site_pages):
        if path == "verification/":
            continue
        phone.goto(site_url + path)
        examples += phone.locator(".cr-example").count()
        assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], f"{path} scrolls sideways"
        # the row results fold under their table: open them all, then every example's steps
        phone.evaluate("document.querySelectorAll('details.cr-row-result').forEach(d => d.open = true)")
        problems += phone.evaluate(MEASURE, RESULT)
        phone.evaluate("document.querySelectorAll('details.cr-detail').forEach(d => d.open = true)")
        phone.wait_for_function(
            "[...document.querySelectorAll('details.cr-detail')].every(d => d.getAttribute('data-loaded') === '1')",
            timeout=20000)
        problems += phone.evaluate(MEASURE, DETAIL)
        assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], f"{path} scrolls sideways"
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
