"""The site on a desktop (1366×900): every cell of every layer trace is visible without scrolling
the table sideways — the effect text wraps, the change, timestamp, order and dependency
columns stay on screen.

Every page that holds an example (rule pages, articles, cases) is read from the session's tour
(tests/site/tour.py): visited once, the steps of every example and card-table row opened (loaded
from their JSON), each trace table's cells measured against the area the table shows.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser


def _example_pages(built_site: Path, site_pages: list[str]) -> list[str]:
    return [p for p in site_pages if p.endswith("/") and "cr-detail" in (built_site / p / "index.html").read_text(
        encoding="utf-8")]


def test_every_trace_cell_is_inside_its_table_on_a_desktop(tours: Any, built_site: Path,
                                                           site_pages: list[str]) -> None:
    pages = _example_pages(built_site, site_pages)
    assert {"rules/613/", "articles/layers/", "articles/triggered/", "cases/707/"} <= set(pages)
    tables = cells = 0
    hidden: list[str] = []
    for visit in tours.at("desktop"):
        if visit.path in pages:
            tables, cells = tables + visit.trace["tables"], cells + visit.trace["cells"]
            hidden += visit.trace["hidden"]
    assert tables >= 100 and cells >= 1000, (tables, cells)
    assert not hidden, f"{len(hidden)} of {cells} trace cells hidden sideways in {tables} tables:\n" + "\n".join(hidden[:20])
