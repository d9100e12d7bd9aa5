"""The site on a desktop (1366×900): every cell of every layer trace is visible without scrolling
the table sideways — the effect text wraps, the change, timestamp, order and dependency
columns stay on screen.

One browser context; every page that holds an example (rule pages, articles, cases) is
visited once, the steps of every example and card-table row opened (loaded from their JSON).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1366, "height": 900}

# Each trace table's cells against the area the table shows (a table is a block that scrolls
# sideways when it must): a cell beyond its right edge is hidden until the reader scrolls.
MEASURE = """
() => {
  const page = document.documentElement.clientWidth;
  const out = {tables: 0, cells: 0, hidden: []};
  for (const table of document.querySelectorAll('table.cr-trace-table')) {
    const r = table.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    out.tables++;
    const right = Math.min(r.left + table.clientWidth, page);
    for (const cell of table.querySelectorAll('th, td')) {
      const c = cell.getBoundingClientRect();
      out.cells++;
      if (c.left < r.left - 1 || c.right > right + 1) {
        const ex = table.closest('[data-example-id], [data-case-id]');
        const id = ex ? (ex.getAttribute('data-example-id') || ex.getAttribute('data-case-id')) : '?';
        out.hidden.push(location.pathname + ' ' + id + ' ' + (cell.getAttribute('data-label') || cell.textContent.slice(0, 12))
                        + ' ' + Math.round(c.left) + '..' + Math.round(c.right) + ' of ' + Math.round(r.left) + '..' + Math.round(right));
      }
    }
  }
  return out;
}
"""


@pytest.fixture(scope="module")
def desktop(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=DESKTOP, service_workers="block")
    pg = context.new_page()
    yield pg
    context.close()


def _example_pages(built_site: Path, site_pages: list[str]) -> list[str]:
    return [p for p in site_pages if p.endswith("/") and "cr-detail" in (built_site / p / "index.html").read_text(
        encoding="utf-8")]


def test_every_trace_cell_is_inside_its_table_on_a_desktop(desktop: Any, site_url: str, built_site: Path,
                                                           site_pages: list[str]) -> None:
    pages = _example_pages(built_site, site_pages)
    assert {"rules/613/", "articles/layers/", "articles/triggered/", "cases/"} <= set(pages)
    tables = cells = 0
    hidden: list[str] = []
    for path in pages:
        desktop.goto(site_url + path)
        desktop.evaluate("document.querySelectorAll('details.cr-row-result, details.cr-detail').forEach(d => d.open = true)")
        desktop.wait_for_function(
            "[...document.querySelectorAll('details.cr-detail')].every(d => d.getAttribute('data-loaded') === '1')",
            timeout=30000)
        desktop.evaluate("document.querySelectorAll('details.cr-trace').forEach(d => d.open = true)")
        got = desktop.evaluate(MEASURE)
        tables, cells, hidden = tables + got["tables"], cells + got["cells"], hidden + got["hidden"]
    assert tables >= 100 and cells >= 1000, (tables, cells)
    assert not hidden, f"{len(hidden)} of {cells} trace cells hidden sideways in {tables} tables:\n" + "\n".join(hidden[:20])
