"""Accessibility: axe-core (pinned in package.json, installed by `npm ci`) on every page type.

No serious or critical violation on any kind of page; the steps of an example, loaded when
opened, are checked too. (Heading levels, which axe's heading-order rates only "moderate",
are checked on every page in test_built_site.py.)
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# One page of each type (the rule and article pages at their heaviest), and a phone width.
PAGE_TYPES = ["", "rules/", "rules/613/", "articles/triggered/", "articles/layers/", "cardlist/", "glossary/", "numbering/",
              "verification/", "cases/", "search/", "search/?q=依存", "playground/", "404.html", "architecture/",
              "613.8a/"]
# The dark scheme (issue #23): the pages with the most marks of their own
DARK_PAGES = ["", "rules/613/", "articles/layers/", "numbering/", "cases/", "search/?q=依存", "playground/"]


@pytest.fixture(scope="module")
def axe_page(browser: Any) -> Iterator[Any]:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (make test does)")
    context = browser.new_context(service_workers="block")
    pg = context.new_page()
    yield pg
    context.close()


def _violations(page: Any) -> list[dict[str, Any]]:
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                       nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    return list(result)


# The pages whose examples fold their steps into details.cr-detail (loaded from
# data/examples/<id>.json when opened): every one of them is opened before axe runs.
DETAIL_PAGES = ["rules/613/", "articles/triggered/", "articles/layers/", "cardlist/", "cases/"]


def _open_every_detail(page: Any) -> int:
    """Open every example's steps, wait until each has loaded from its JSON, then open every
    details element inside (long traces, event logs): axe skips what is folded away."""
    n = int(page.evaluate("""() => {
        const ds = [...document.querySelectorAll('details.cr-detail')];
        ds.forEach(d => { d.open = true; });
        return ds.length;
    }"""))
    if n:
        page.wait_for_function(
            "[...document.querySelectorAll('details.cr-detail')].every(d => d.dataset.loaded === '1')",
            timeout=60_000)
        page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    return n


# At a phone's width the result tables are lists of cards: the pages that hold them.
PHONE_PAGES = ["rules/613/", "articles/layers/", "verification/"]


@pytest.mark.parametrize(("width", "pages", "scheme"), [(1366, PAGE_TYPES, "light"), (390, PHONE_PAGES, "light"),
                                                    (1366, DARK_PAGES, "dark")])
def test_no_serious_accessibility_violation(axe_page: Any, site_url: str, width: int, pages: list[str],
                                            scheme: str) -> None:
    axe_page.set_viewport_size({"width": width, "height": 900})
    axe_page.emulate_media(color_scheme=scheme)
    found: list[str] = []
    counts: dict[str, int] = {}
    opened: dict[str, int] = {}
    for path in pages:
        axe_page.goto(site_url + path)
        opened[path] = _open_every_detail(axe_page)
        for v in _violations(axe_page):
            counts[str(v["impact"])] = counts.get(str(v["impact"]), 0) + 1
            if v["impact"] in ("serious", "critical"):
                found.append(f"/{path}: {v['impact']} {v['id']} — {v['help']} {v['nodes']}")
    print(f"axe-core at {width}px ({scheme}): {counts}; details opened: {opened}")
    # the example pages really were checked with their steps loaded
    assert all(opened[p] > 0 for p in pages if p in DETAIL_PAGES), opened
    assert not found, "\n".join(found)
