"""The scenario editor's line numbers, in real Chromium on /playground/ (no engine needed):
number n beside line n for a file of 80 lines, before and after scrolling, and a gutter that
draws a screenful, not the whole file (a 100,000-line text)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytestmark = pytest.mark.browser

# The box of number n in the gutter (None when it is not drawn), and the part of the textarea's
# inner box on screen (the page scrolled to it; below the theme's header).
NUMBER_BOX = """
([ed, n]) => {
  const digits = ed.querySelector('.cr-pg-numbers');
  const want = String(n);
  for (const node of digits.childNodes) {
    const text = node.textContent;
    let at = 0;
    for (const line of text.split('\\n')) {
      if (line === want) {
        const range = document.createRange();
        const t = node.nodeType === 3 ? node : node.firstChild;
        range.setStart(t, at);
        range.setEnd(t, at + line.length);
        const r = range.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, left: r.left};
      }
      at += line.length + 1;
    }
  }
  return null;
}
"""
AREA_BOX = """ed => { const a = ed.querySelector('textarea'); a.scrollIntoView({block: 'center'});
  const r = a.getBoundingClientRect(), header = document.querySelector('.md-header').getBoundingClientRect();
  return {top: Math.max(r.top, header.bottom), bottom: Math.min(r.top + a.clientHeight, innerHeight), left: r.left}; }"""
CARET_LINE = "ed => { const a = ed.querySelector('textarea'); return a.value.slice(0, a.selectionStart).split('\\n').length; }"


@pytest.fixture
def editor(browser: Any, site_url: str) -> Iterator[Any]:
    # no service worker: it would cache the whole site and then start the engine, which this test
    # does not use (sitegen/assets/cr.js idleStart)
    context = browser.new_context(viewport={"width": 1366, "height": 1000}, service_workers="block")
    page = context.new_page()
    page.goto(site_url + "playground/")
    page.locator("#cr-playground textarea").first.wait_for()
    yield page, page.locator("#cr-playground .cr-pg-editor").first
    context.close()


def check_visible_lines(page: Any, ed: Any, last: int = 0) -> list[int]:
    """For each line wholly in view (or the ``last`` ones drawn): its number is drawn, and a
    click in the text at the number's height puts the caret on that line. The lines checked."""
    handle = ed.element_handle()
    area = page.evaluate(AREA_BOX, handle)
    checked = []
    drawn = page.evaluate("ed => ed.querySelector('.cr-pg-numbers').textContent.split('\\n').filter(Boolean)", handle)
    for n in map(int, drawn[-last:]):
        box = page.evaluate(NUMBER_BOX, [handle, n])
        if box is None or box["top"] < area["top"] or box["bottom"] > area["bottom"]:
            continue
        page.mouse.click(area["left"] + 60, (box["top"] + box["bottom"]) / 2)
        assert page.evaluate(CARET_LINE, handle) == n, f"number {n} is beside another line"
        checked.append(n)
    return checked


def test_number_n_is_beside_line_n_before_and_after_scrolling(editor: Any) -> None:
    page, ed = editor
    ed.locator("textarea").fill("\n".join(f"key{i}: value {i}" for i in range(1, 81)))
    ed.locator("textarea").evaluate("a => { a.setSelectionRange(0, 0); a.scrollTop = 0; }")  # fill leaves it at the end
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(null)))")
    before = check_visible_lines(page, ed)
    assert before[0] == 1 and len(before) >= 25, before  # line 1 has its number
    ed.locator("textarea").evaluate("a => { a.scrollTop = 700; }")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(null)))")
    middle = check_visible_lines(page, ed)
    assert middle[0] > 25 and len(middle) >= 25, middle
    ed.locator("textarea").evaluate("a => { a.scrollTop = a.scrollHeight; }")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(null)))")
    end = check_visible_lines(page, ed)
    assert end[-1] == 80, end


def test_a_long_text_draws_a_screenful_of_numbers(editor: Any) -> None:
    """Line numbers in linear time (issue 22: 500,000 lines froze the tab, the gutter being
    redrawn for each line): the gutter holds the numbers in view, whatever the length."""
    page, ed = editor
    area = ed.locator("textarea")
    area.evaluate("a => { a.value = 'x\\n'.repeat(99999) + 'x'; a.dispatchEvent(new Event('input')); }")
    drawn = ed.locator(".cr-pg-numbers").evaluate("d => d.textContent.split('\\n').filter(Boolean)")
    assert drawn[0] == "1" and 25 <= len(drawn) <= 40, drawn
    area.evaluate("a => { a.scrollTop = a.scrollHeight; }")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(null)))")
    assert check_visible_lines(page, ed, last=3)[-1] == 100_000
