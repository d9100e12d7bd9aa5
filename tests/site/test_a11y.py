"""Accessibility: axe-core (pinned in package.json, installed by `npm ci`) on every page type.

No serious or critical violation on any kind of page; the steps of an example, loaded when
opened, are checked too. (Heading levels, which axe's heading-order rates only "moderate",
are checked on every page in test_built_site.py.)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.site.tour import AXE, AXE_PAGES, COLOUR_RULES, open_everything, violations

pytestmark = pytest.mark.browser

# One page of each type (the rule and article pages at their heaviest), and a phone width.
PAGE_TYPES = ["", "rules/", "rules/613/", "articles/triggered/", "articles/layers/", "cardlist/", "glossary/", "numbering/",
              "verification/", "cases/", "cases/707/", "search/", "search/?q=依存", "playground/", "404.html", "architecture/",
              "613.8a/"]
# The dark scheme (issue #23): the pages with the most marks of their own
DARK_PAGES = ["", "rules/613/", "articles/layers/", "numbering/", "cases/707/", "search/?q=依存", "playground/"]


# The pages whose examples fold their steps into details.cr-detail (loaded from
# data/examples/<id>.json when opened): every one of them is opened before axe runs.
DETAIL_PAGES = list(AXE_PAGES["desktop"])
# At a phone's width the result tables are lists of cards: the pages that hold them.
PHONE_PAGES = list(AXE_PAGES["phone"])
# The dark scheme changes colours only (cr.css's [data-md-color-scheme="slate"] rules, the theme's
# palette): it is checked by the rules that read colours (COLOUR_RULES); the structure is the light
# pages'.
# ... with the steps opened on the rule and article pages: their marks (changes, dependencies,
# results) are the cases page's steps' too, from the same templates
DARK_OPENED = ("rules/613/", "articles/layers/")


SHOWN = {"light": "default", "dark": "slate"}  # the theme's scheme for each preference


@pytest.fixture
def axe_context(browser: Any) -> Iterator[Any]:
    """A context of the test's own for each scheme: the theme keeps the scheme a page was last
    shown in (localStorage ``__palette``), so a dark preference after a light visit showed the
    light scheme, and the dark pages were checked in light colours."""
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (make test does)")
    made: list[Any] = []

    def make(**options: Any) -> Any:
        made.append(browser.new_context(service_workers="block", **options))
        return made[-1]

    yield make
    for context in made:
        context.close()


@pytest.mark.parametrize(("width", "pages", "scheme"), [(1366, PAGE_TYPES, "light"), (390, PHONE_PAGES, "light"),
                                                    (1366, DARK_PAGES, "dark")])
def test_no_serious_accessibility_violation(axe_context: Any, tours: Any, site_url: str, width: int,
                                            pages: list[str], scheme: str) -> None:
    """Each page with its examples' steps opened. The example pages are checked in the session's
    tour (tests/site/tour.py: visited once at 1366 and at 390 px with everything opened, for the
    English-run, desktop and phone checks too); the other pages, and the dark scheme, here."""
    toured = {v.path: v for v in tours.at("desktop" if width == 1366 else "phone") if v.axe is not None}
    axe_page = axe_context(viewport={"width": width, "height": 900}, color_scheme=scheme).new_page()
    found: list[str] = []
    counts: dict[str, int] = {}
    opened: dict[str, int] = {}
    for path in pages:
        if scheme == "light" and path in toured:
            opened[path], result = toured[path].details, toured[path].axe or []
        else:
            axe_page.goto(site_url + path)
            shown = axe_page.evaluate("document.body.getAttribute('data-md-color-scheme')")
            assert shown == SHOWN[scheme], f"/{path} is shown in the {shown!r} scheme, not {scheme}'s"
            opened[path] = open_everything(axe_page) if scheme == "light" or path in DARK_OPENED else 0
            result = violations(axe_page, list(COLOUR_RULES) if scheme == "dark" else None)
        for v in result:
            counts[str(v["impact"])] = counts.get(str(v["impact"]), 0) + 1
            if v["impact"] in ("serious", "critical"):
                found.append(f"/{path}: {v['impact']} {v['id']} — {v['help']} {v['nodes']}")
    print(f"axe-core at {width}px ({scheme}): {counts}; details opened: {opened}")
    # the example pages really were checked with their steps loaded; in the light scheme, in the tour
    assert all(opened[p] > 0 for p in pages if p in (DETAIL_PAGES if scheme == "light" else DARK_OPENED)), opened
    assert scheme == "dark" or {p for p in pages if p in AXE_PAGES["desktop" if width == 1366 else "phone"]} <= set(
        toured), sorted(toured)
    assert not found, "\n".join(found)


def test_contrast_measured_once_per_kind_of_text_still_finds_one_pale_cell(axe_context: Any, site_url: str) -> None:
    """color-contrast runs on one element of each kind of text (tests/site/tour.py KINDS):
    one cell among thousands given a pale colour of its own is a kind of its own, and is found."""
    axe_page = axe_context(viewport={"width": 1366, "height": 900}, color_scheme="light").new_page()
    axe_page.goto(site_url + "rules/613/")
    assert open_everything(axe_page) > 0
    assert not [v for v in violations(axe_page, ["color-contrast"]) if v["impact"] in ("serious", "critical")]
    shown = axe_page.evaluate("""() => {  // the cells shown whole (a table that scrolls clips some)
        const cells = [...document.querySelectorAll('.cr-detail-body td')].filter(td => {
            const t = td.closest('table'), r = td.getBoundingClientRect(), b = t.getBoundingClientRect();
            return r.width > 0 && r.left >= b.left && r.right <= b.left + t.clientWidth; });
        const td = cells[Math.floor(cells.length / 2)];
        td.style.color = '#d8d8d8';
        td.textContent = 'うすい字';
        return cells.length; }""")
    assert shown > 100
    found = violations(axe_page, ["color-contrast"])
    assert [v["id"] for v in found] == ["color-contrast"], found
    # a link in a sentence told apart by nothing but a colour near the text's: a kind of link of its own
    axe_page.locator(".cr-example-text").first.evaluate(
        "p => { const a = document.createElement('a'); a.href = '#x'; a.textContent = 'まぎらわしいリンク';"
        " a.style.cssText = 'color: #1e1e1e; text-decoration: none; border: 0'; p.append(' ', a, ' 後の文。'); }")
    found = violations(axe_page, list(COLOUR_RULES))
    assert sorted(v["id"] for v in found) == ["color-contrast", "link-in-text-block"], found
