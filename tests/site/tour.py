"""One visit of every page that holds an example, case, card-table row or vocabulary table, at each width, for the
checks that read those pages with everything opened (issue 22 item 7: the slow suites in one
browser pass where they test the same thing).

Each page is loaded once per width; every example's steps are opened and loaded from their JSON,
then every details element; then each check's measure runs on that state and its findings are
kept for the tests that assert on them:

- ``visible``: the text a reader sees of each example, case, row and vocabulary table (test_english_runs.py);
- ``trace``: the layer trace cells outside their table's visible area, at 1366 px (test_desktop.py);
- ``results``/``details``/``scroll``: what lies off a phone's screen at 390 px (test_phone.py);
- ``axe``: axe-core's violations on the pages test_a11y.py names (every example's steps opened).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

WIDTHS: dict[str, dict[str, Any]] = {
    "desktop": {"viewport": {"width": 1366, "height": 900}},
    "phone": {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True,
              "has_touch": True},
}
PHONE_WIDTH = 390

# axe-core with every example's steps opened: the pages that fold their steps into details.cr-detail
# (loaded from data/examples/<id>.json when opened), and at a phone's width the pages whose
# result tables become lists of cards.
AXE_PAGES = {"desktop": ("rules/613/", "articles/triggered/", "articles/layers/", "cardlist/", "cases/707/"),
             "phone": ("rules/613/", "articles/layers/", "verification/")}

# The visible text of every example, case and card-table row on the page, and of every vocabulary
# table of the docs (the table after a `<!-- vocabulary: NAME -->` comment), details opened:
# innerText (what is rendered, CSS included) read in place, with lang="en" elements, code and the
# example's own quoted text hidden for the reading (one layout for the whole page, not one a copy).
VISIBLE = """
() => {
  const hide = document.createElement('style');
  hide.textContent = '.cr-tour-reading [lang="en"], .cr-tour-reading code, .cr-tour-reading pre,'
    + ' .cr-tour-reading textarea, .cr-tour-reading .cr-example-text { display: none !important; }';
  document.head.appendChild(hide);
  document.body.classList.add('cr-tour-reading');
  const out = [];
  try {
    for (const el of document.querySelectorAll('[data-example-id], [data-case-id], [data-row-id], .cr-pg-runner')) {
      if (el.parentElement && el.parentElement.closest('[data-example-id], [data-case-id], [data-row-id]')) continue;
      const id = el.getAttribute('data-example-id') || el.getAttribute('data-case-id') || el.getAttribute('data-row-id') || 'runner';
      out.push([id, el.innerText]);
    }
    const marks = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
    for (let c = marks.nextNode(); c; c = marks.nextNode()) {
      const name = c.nodeValue.trim();
      if (!name.startsWith('vocabulary:')) continue;
      let el = c.nextSibling;
      while (el && el.nodeType !== 1) el = el.nextSibling;
      const table = el && (el.matches('table') ? el : el.querySelector('table'));
      if (table) out.push([name, table.innerText]);
    }
  } finally {
    document.body.classList.remove('cr-tour-reading');
    hide.remove();
  }
  return out;
}
"""

# Each trace table's cells against the area the table shows (a table is a block that scrolls
# sideways when it must): a cell beyond its right edge is hidden until the reader scrolls.
TRACE = """
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

# Elements that must lie inside the viewport's width, with no horizontal scrolling.
OFF_SCREEN = """
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
# the badge and the final state of every example (row results unfolded), then every cell of its steps
RESULT = ".cr-example .cr-badge, .cr-example .cr-final, .cr-example .cr-checks li, .cr-cardtable .cr-badge"
DETAIL = (".cr-detail-body td, .cr-detail-body th, .cr-detail-body .cr-pt, .cr-detail-body .cr-change-item,"
          " .cr-detail-body .cr-dep-node, .cr-detail-body li")

# The colour rules measure an element's text colour, size and weight against the backgrounds behind
# it (color-contrast), and a link's colour and marks against the text around it
# (link-in-text-block): of the elements alike in all of these (computed styles; the backgrounds,
# opacities and filters of the ancestors; for a link, its parent's text too), they measure one. A
# page of 29,500 elements with every step opened has about 120 such kinds of text
# (articles/triggered/): measuring every element was most of the suite's accessibility time
# (color-contrast 62 s of 79 s on that page), and one of each kind finds what the measure of every
# element finds — an element whose colours differ from the others' is a kind of its own (test_a11y.py
# injects one). The other rules read the whole page.
COLOUR_RULES = ("color-contrast", "link-in-text-block")
KINDS = """() => {
  const TEXT = ['color', 'font-size', 'font-weight', 'font-style', 'text-shadow', '-webkit-text-fill-color', 'opacity',
                'visibility', 'filter', 'mix-blend-mode', 'background-color', 'background-image'];
  const LINK = ['text-decoration-line', 'text-decoration-style', 'text-decoration-color', 'border-bottom-style',
                'border-bottom-width', 'border-bottom-color', 'outline-style'];
  const BACK = ['background-color', 'background-image', 'opacity', 'filter', 'mix-blend-mode'];
  const PLAIN = 'rgba(0, 0, 0, 0)|none|1|none|normal';
  const behind = new Map();
  const under = (e) => {
    if (!e || e.nodeType !== 1) return '';
    let k = behind.get(e);
    if (k === undefined) {
      const s = getComputedStyle(e), own = BACK.map(p => s.getPropertyValue(p)).join('|');
      k = under(e.parentElement) + (own === PLAIN ? '' : '>' + own);
      behind.set(e, k);
    }
    return k;
  };
  const style = (e, props) => { const s = getComputedStyle(e); return props.map(p => s.getPropertyValue(p)).join('|'); };
  const kinds = new Set();
  let texts = 0;
  for (const e of document.body.querySelectorAll('*')) {
    const link = e.tagName === 'A';
    if (!link && ![...e.childNodes].some(n => n.nodeType === 3 && n.nodeValue.trim())) continue;
    texts++;
    let k = e.tagName + ':' + style(e, TEXT) + '@' + under(e.parentElement);
    if (link && e.parentElement) k += '/' + style(e, LINK) + '/' + style(e.parentElement, TEXT);
    if (kinds.has(k)) e.removeAttribute('data-cr-kind');
    else { kinds.add(k); e.setAttribute('data-cr-kind', ''); }
  }
  return [texts, kinds.size];
}"""

# axe on the whole page, its colour rules apart on the kinds alone: their measure places every
# element of the page on a grid first, so for it the page is cut to the kinds and what holds them
# (every other element left as an empty copy of itself: tag, classes and places, so that each
# selector matches the kinds as before; the kinds' styles are compared before and after, and the
# page is put back as it was).
AXE_RUN = """async ([only, colour]) => {
    const keep = (r) => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                                nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    const found = [];
    const rest = only ? only.filter(id => !colour.includes(id)) : null;
    if (!rest || rest.length) {
        const options = {resultTypes: ['violations']};
        if (rest) options.runOnly = {type: 'rule', values: rest};
        else options.rules = Object.fromEntries(colour.map(id => [id, {enabled: false}]));
        found.push(...keep(await axe.run(document, options)));
    }
    const measured = only ? colour.filter(id => only.includes(id)) : colour;
    if (!measured.length) return found;
    const kinds = [...document.querySelectorAll('[data-cr-kind]')];
    const looks = () => kinds.map(e => { const s = getComputedStyle(e); return [s.color, s.backgroundColor, s.fontSize,
                                                                           s.fontWeight, s.display, s.visibility].join('|'); }).join('\\n');
    const before = looks();
    const holds = new Set();
    for (const e of kinds) for (let a = e; a; a = a.parentElement) holds.add(a);
    const cut = [];
    const walk = (e) => {
        for (const c of [...e.children]) {
            if (holds.has(c)) { walk(c); continue; }
            const empty = c.cloneNode(false);
            c.replaceWith(empty);
            cut.push([empty, c]);
        }
    };
    walk(document.body);
    try {
        if (looks() !== before) throw new Error('the cut page styles the kinds differently');
        axe.configure({rules: [{id: 'color-contrast', selector: '[data-cr-kind]'},
                               {id: 'link-in-text-block', selector: 'a[href][data-cr-kind], [role=link][data-cr-kind]'}]});
        found.push(...keep(await axe.run(document, {resultTypes: ['violations'], runOnly: {type: 'rule', values: measured}})));
    } finally {
        for (const [empty, c] of cut.reverse()) empty.replaceWith(c);
    }
    return found;
}"""


@dataclass
class Visit:
    """What one page showed at one width, everything opened."""

    path: str
    details: int = 0  # details.cr-detail opened (each loaded from its JSON)
    examples: int = 0  # .cr-example on the page
    visible: list[tuple[str, str]] = field(default_factory=list)
    trace: dict[str, Any] = field(default_factory=dict)
    off_screen: list[str] = field(default_factory=list)
    scroll_width: tuple[int, int] = (0, 0)  # before and after everything was opened
    axe: list[dict[str, Any]] | None = None  # None: axe was not run on this page


def violations(page: Any, only: list[str] | None = None) -> list[dict[str, Any]]:
    """axe-core's violations on the page as it is (``only``: those rules alone); the colour rules
    on one element of each kind (``KINDS``)."""
    page.add_script_tag(path=str(AXE))
    page.evaluate(KINDS)
    return list(page.evaluate(AXE_RUN, [only, list(COLOUR_RULES)]))


def open_everything(page: Any) -> int:
    """Open every example's steps, wait until each has loaded from its JSON, then open every
    details element inside (long traces, event logs); the number of steps opened."""
    n = int(page.evaluate("""() => {
        const ds = [...document.querySelectorAll('details')];
        ds.forEach(d => { d.open = true; });
        return document.querySelectorAll('details.cr-detail').length;
    }"""))
    if n:
        page.wait_for_function(
            "[...document.querySelectorAll('details.cr-detail')].every(d => d.dataset.loaded === '1')",
            timeout=60_000)
        page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    return n


def tour_pages(built_site: Path, site_pages: list[str]) -> list[str]:
    """The pages that hold an example, a case, a card-table row or a vocabulary table, or fold steps
    into details."""
    out = []
    for path in site_pages:
        if not path.endswith("/"):
            continue
        text = (built_site / path / "index.html").read_text(encoding="utf-8")
        if any(mark in text for mark in ("data-example-id", "data-case-id", "data-row-id", "cr-detail",
                                              "<!-- vocabulary:")):
            out.append(path)
    return out


def visit(page: Any, url: str, path: str, width: str) -> Visit:
    page.goto(url + path)
    seen = Visit(path=path, examples=page.locator(".cr-example").count())
    before = int(page.evaluate("document.documentElement.scrollWidth"))
    if width == "phone":  # a badge or a result off screen with the steps folded, as a reader first sees it
        page.evaluate("document.querySelectorAll('details.cr-row-result').forEach(d => d.open = true)")
        seen.off_screen = list(page.evaluate(OFF_SCREEN, RESULT))
    seen.details = open_everything(page)
    seen.scroll_width = (before, int(page.evaluate("document.documentElement.scrollWidth")))
    if width == "phone":
        seen.off_screen += list(page.evaluate(OFF_SCREEN, DETAIL))
    else:
        seen.trace = dict(page.evaluate(TRACE))
    if path in AXE_PAGES[width]:
        seen.axe = violations(page)
    seen.visible = [(str(i), str(t)) for i, t in page.evaluate(VISIBLE)]
    return seen


class Tours:
    """The visits, made on first use for each width and kept for the session."""

    def __init__(self, browser: Any, url: str, pages: list[str]) -> None:
        self.browser, self.url, self.pages = browser, url, pages
        self._done: dict[str, list[Visit]] = {}

    def at(self, width: str) -> list[Visit]:
        if width not in self._done:
            context = self.browser.new_context(service_workers="block", **WIDTHS[width])
            try:
                page = context.new_page()
                self._done[width] = [visit(page, self.url, path, width) for path in self.pages]
            finally:
                context.close()
        return self._done[width]
