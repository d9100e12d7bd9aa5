"""Issue #10, as a judge uses the site: a rule by its number in either numbering, from the search
box of any page; a permalink in every numbering; the site's own 404 page; a light first search."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

# What was seen: "613.8 and 613.3e return 613.2, 613.3, 613.7a; 603.3b returns 603.2e …".
# query → the first result (exact number first), and sub-rules that must follow it
NUMBERS = {
    # today's 613.8 (dependency) = 2009's 613.7: straight to it, with the banner (issue #23 item 3)
    "613.8": ("rules/613/?from=613.8#613.7", ["rules/613/?from=613.8a#613.7a", "rules/613/?from=613.8b#613.7b"]),
    "613.3e": ("rules/613/#613.3e", []),
    "603.3b": ("rules/603/#603.3b", []),
    "607.2a": ("rules/607/#607.2a", []),
    "613.8a": ("rules/613/?from=613.8a#613.7a", []),         # today's numbering
    "418.5a": ("2005/418.5a/", []),                          # before Magic 2010
    "CR613.3e": ("rules/613/#613.3e", []),
    "ＣＲ６１３．３ｅ": ("rules/613/#613.3e", []),          # full-width, as typed on a phone
    "603": ("rules/603/#603", ["rules/603/#603.1"]),
}


def _type(page: Any, query: str) -> list[str]:
    page.fill(".cr-header-search input", query)
    page.wait_for_function(
        "q => { const p = document.getElementById('cr-sr-panel');"
        " return p && p.hasAttribute('data-done') && p.getAttribute('data-query') === window.crSearch.normalize(q); }",
        arg=query, timeout=15000)
    base = page.evaluate("new URL(document.querySelector('meta[name=cr-base]').content, location.href).pathname")
    hrefs = page.eval_on_selector_all("#cr-sr-panel a", "els => els.map(e => e.getAttribute('href'))")
    return [h[len(base):] if h.startswith(base) else h for h in hrefs]


def test_a_rule_number_finds_that_rule_first_then_its_sub_rules(page: Any, site_url: str) -> None:
    page.goto(site_url + "rules/607/")  # on any page: the header box (one page for every query: quicker)
    wrong = []
    for query, (first, subs) in NUMBERS.items():
        hrefs = _type(page, query)
        if not hrefs or hrefs[0] != first or any(s not in hrefs[1:] for s in subs):
            wrong.append(f"{query}: {hrefs[:6]} (expected {first} first, then {subs})")
    assert not wrong


def test_enter_goes_straight_to_the_rule(page: Any, site_url: str) -> None:
    page.goto(site_url)
    _type(page, "613.3e")
    page.press(".cr-header-search input", "Enter")
    page.wait_for_url("**/rules/613/#613.3e")
    assert page.locator("[id='613.3e']").is_visible()


def test_enter_right_after_typing_a_number_goes_to_the_rule(page: Any, site_url: str) -> None:
    page.goto(site_url + "articles/layers/")
    page.fill(".cr-header-search input", "613.8a")
    page.press(".cr-header-search input", "Enter")  # before the results were shown
    page.wait_for_url("**/rules/613/?from=613.8a#613.7a")
    assert "613.7a" in page.locator(".cr-landing").inner_text()


def test_results_update_as_you_type(page: Any, site_url: str) -> None:
    page.goto(site_url)
    box = page.locator(".cr-header-search input")
    box.click()
    seen = []
    for ch in "613.3e":
        box.press(ch)
        page.wait_for_function(
            "q => { const p = document.getElementById('cr-sr-panel');"
            " return p && p.getAttribute('data-query') === q && p.hasAttribute('data-done'); }",
            arg=box.input_value(), timeout=15000)
        seen.append(page.eval_on_selector("#cr-sr-panel a", "a => a.getAttribute('href')"))
    assert seen[2].endswith("613/") or "613" in seen[2]  # "613": the rule 613 first
    assert seen[-1].endswith("#613.3e")


def test_english_words_do_not_match_single_letters(page: Any, site_url: str) -> None:
    # What was seen: "dependency returns 613.3d and layers-7c/7d with the d of 第7d種 highlighted".
    page.goto(site_url)
    hrefs = _type(page, "dependency")
    assert not [h for h in hrefs if h.endswith("#613.3d") or "layers-7" in h], hrefs
    marks = page.eval_on_selector_all("#cr-sr-panel mark", "els => els.map(e => e.textContent)")
    assert all(len(m) > 1 for m in marks), marks
    # ... it finds 依存: the 2009 rule 613.7 (today's 613.8), through the concordance's English note
    assert hrefs and hrefs[0] == "rules/613/#613.7", hrefs
    # An English word finds the Japanese term through the glossary's JA/EN pairs, and its rules.
    hrefs = _type(page, "switch")
    assert any(h.startswith("glossary/#term-switch") for h in hrefs), hrefs
    assert any(h.endswith("#613.3e") for h in hrefs), hrefs


def test_search_results_are_text_never_markup(page: Any, site_url: str) -> None:
    page.goto(site_url)
    page.wait_for_function("!!window.crSearch")
    out = page.evaluate(
        "() => { const e = window.crSearch.excerpt("
        "'&lt;b&gt;x&lt;/b&gt; <img src=x onerror=\"window.pwned=1\"><mark>依存</mark><script>window.pwned=2</script>');"
        " document.body.appendChild(e);"
        " return [e.querySelectorAll('img,script,b').length, e.querySelectorAll('mark').length, e.textContent]; }")
    assert out[0] == 0 and out[1] == 1
    assert out[2].startswith("<b>x</b>")
    page.wait_for_timeout(200)
    assert page.evaluate("window.pwned === undefined")
    assert page.evaluate("window.crSearch.normalize(' ＣＲ ６１３．３ｅ ')") == "613.3e"


# What was seen: "/613.8a/, /613.4d/, /613.11/, /613.7c/ are 404"; "/613.8/ opens the 2009 613.8
# (today's 613.9), with only a badge to warn". today's number → the 2009 rule it corresponds to
TODAYS = {"613.8a/": "613.7a", "613.4d/": "613.3e", "613.11/": "613.10", "613.8/": "613.7"}


def test_todays_numbers_land_on_the_rule_with_a_banner(page: Any, site_url: str) -> None:
    # issue #23 item 3: "a renumbered current number lands on a stub without navigation or
    # examples (three taps to the rule)": it opens the rule in the text, the banner beside it.
    for number, what in TODAYS.items():
        response = page.goto(site_url + number)
        assert response is not None and response.status == 200, number
        page.wait_for_url(f"**/rules/613/?from={number.rstrip('/')}#{what}")
        banner = page.locator(f"[id='{what}'] + .cr-landing")
        banner.wait_for(timeout=10000)
        text = banner.inner_text()
        assert "現行" in text and number.rstrip("/") in text and what in text, (number, text)
        assert banner.locator(".cr-change").inner_text()  # what changed
        assert page.locator(".md-nav").count()  # the themed page: navigation, examples, search
    # the same number meant another rule in the 2009 numbering: the banner says so and links it
    page.goto(site_url + "613.7a/")
    other = page.locator(".cr-landing .cr-other")
    other.wait_for(timeout=10000)
    assert "2009年10月1日版" in other.inner_text() and "613.7a" in other.inner_text()
    assert other.locator("a").get_attribute("href").endswith("rules/613/#613.7a")


def test_a_stub_says_when_the_number_meant_another_rule(page: Any, site_url: str) -> None:
    # /613.2/: new today (no 2009 counterpart); 2009's 613.2 was the CDA rule
    page.goto(site_url + "613.2/")
    assert "対応するルールがありません" in page.locator(".cr-banner").inner_text()
    assert "613.2 は別のルールでした" in page.locator(".cr-others").inner_text()


def test_a_rule_with_no_counterpart_says_so(page: Any, site_url: str) -> None:
    response = page.goto(site_url + "613.7c/")
    assert response is not None and response.status == 200
    assert "対応するルールがありません" in page.locator(".cr-banner").inner_text()


def test_2009_numbers_have_their_own_permalinks(page: Any, site_url: str) -> None:
    page.goto(site_url + "2009/613.8/")
    page.wait_for_url("**/rules/613/#613.8")
    page.goto(site_url + "2009-07/612.7/")
    assert "613.7" in page.locator(".cr-banner").inner_text()


def test_the_sites_own_404_page_offers_the_nearest_rules(page: Any, site_url: str) -> None:
    # What was seen: "The site has no 404 page of its own in use".
    response = page.goto(site_url + "613.9z/")
    assert response is not None and response.status == 404
    page.wait_for_selector("#cr-notfound[data-nearest]", timeout=10000)
    hrefs = page.eval_on_selector_all(".cr-nearest a", "els => els.map(e => e.getAttribute('href'))")
    assert hrefs and hrefs[0].endswith(("613.9/", "#613.9", "?from=613.9#613.8")), hrefs
    assert page.locator(".cr-header-search input").count() == 1  # the site's theme, with its search


@pytest.fixture
def cold(browser: Any) -> Iterator[Any]:
    """A page of a context of its own: nothing in its cache (the kept ``page`` has the site's files)."""
    context = browser.new_context(service_workers="block")
    yield context.new_page()
    context.close()


def test_a_first_search_is_light(cold: Any, site_url: str) -> None:
    # What was seen: "A first search downloads 337 KB (pagefind-ui.js alone 120 KB)".
    page = cold
    page.goto(site_url)
    page.wait_for_load_state("networkidle")
    started: list[Any] = []
    finished: list[Any] = []
    page.on("request", lambda r: started.append(r))
    page.on("requestfinished", lambda r: finished.append(r))
    page.on("requestfailed", lambda r: finished.append(r))
    assert _type(page, "タイムスタンプ")
    seen = -1
    while seen != len(started) or len(finished) < len(started):  # every request of the search, finished
        seen = len(started)
        page.wait_for_timeout(300)
    names = [r.url for r in started]
    assert any("pagefind" in n for n in names) and any(".pf_fragment" in n for n in names), names
    assert not [n for n in names if "pagefind-ui" in n or "pagefind-worker" in n], names
    bodies = [r.response().body() for r in started if r.response() is not None]
    compressed = sum(min(len(b), len(gzip.compress(b, 6))) for b in bodies)
    # 150 KB; since issue #23 the card names and terms a word is looked up in (data/names.json, 9 KB), and
    # Pagefind's index grew with the official CR pages (153 KB of Pagefind on 2026-12-01)
    named = [len(gzip.compress(r.response().body(), 6)) for r in started
             if r.response() is not None and r.url.endswith("data/names.json")]
    # it grows with the cards of the cases: 12,022 bytes on 2026-12-02, with the eighth review's cases
    assert named and named[0] <= 14_000, named
    assert compressed <= 170_000, f"a first search downloads {compressed} bytes compressed: {names}"


def test_the_permalink_pages_have_the_search_box_too(page: Any, site_url: str) -> None:
    page.goto(site_url + "2009-07/612.7/")
    assert _type(page, "603.3b")[0] == "rules/603/#603.3b"


def test_the_open_results_panel_is_accessible(page: Any, site_url: str) -> None:
    # axe-core (vendored by npm ci, as in test_a11y.py) with the header box's results open
    axe = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
    if not axe.exists():
        pytest.fail(f"{axe} is missing: run `npm ci` (make test does)")
    page.goto(site_url + "rules/607/")
    found = []
    for query in ("613.8", "依存"):
        assert _type(page, query)
        page.add_script_tag(path=str(axe))
        found += page.evaluate("""async () => {
            const r = await axe.run(document.querySelector('.cr-header-search'), {resultTypes: ['violations']});
            return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                .map(v => v.id + ': ' + v.nodes.slice(0, 2).map(n => n.target.join(' ')).join(', '));
        }""")
    assert not found


# -- issue #23 item 2, search a judge can trust: a fixed list of what judges type, each with the
# result that must come first (Japanese terms, card names in both languages and any case, English
# terms, rule numbers in every form a phone or the printed rules give) --------------------------

BLOOD_MOON = "cardlist/#card-blood-moon"
HUMILITY = "cardlist/#card-humility"
# query → (first result, results that must follow it)
JUDGE_QUERIES: dict[str, tuple[str, list[str]]] = {
    # card names: the card, then every example that runs it
    "血染めの月": (BLOOD_MOON, ["articles/layers/#ex-layers-4", "articles/layers/#ex-layers-ex-2"]),
    "ヨーグモスの墳墓": ("cardlist/#card-urborg-tomb-of-yawgmoth", ["articles/layers/#ex-layers-ex-2"]),
    "謙虚": (HUMILITY, ["articles/layers/#ex-layers-ex-3"]),
    "《謙虚》": (HUMILITY, ["articles/layers/#ex-layers-ex-3"]),
    "Humility": (HUMILITY, ["articles/layers/#ex-layers-ex-3"]),
    "Blood Moon": (BLOOD_MOON, ["articles/layers/#ex-layers-4"]),
    "blood moon": (BLOOD_MOON, ["articles/layers/#ex-layers-4"]),
    "BLOOD MOON": (BLOOD_MOON, []),
    # Japanese and English terms: the rule that defines them first
    "依存": ("rules/613/#613.7", ["glossary/#term-dependency"]),
    "タイムスタンプ": ("rules/613/#613.6", []),
    "種類別": ("rules/613/#613", []),
    "dependency": ("rules/613/#613.7", ["glossary/#term-dependency"]),
    "timestamp": ("rules/613/#613.6", []),
    # numbers as typed: the printed rule's period, a comma, quotes, full width, a prefix
    "613.10.": ("rules/613/?from=613.10#613.9", ["rules/613/#613.10"]),
    "613.8a.": ("rules/613/?from=613.8a#613.7a", []),
    "613.1d.": ("rules/613/#613.1d", []),
    "613,7": ("rules/613/?from=613.7#613.6", ["rules/613/#613.7"]),
    '"613.10"': ("rules/613/?from=613.10#613.9", []),
    "「613.8a」": ("rules/613/?from=613.8a#613.7a", []),
    "６１３．１０．": ("rules/613/?from=613.10#613.9", []),
    "603.3b": ("rules/603/#603.3b", []),
    "rule 613.4": ("rules/613/?from=613.4#613.3", []),
    # numbers outside the corpus: their cases, then the nearest rule here
    "704.5j": ("cases/704/#case-704.5j-the-legend-rule-and-creature-tokens", ["rules/613/#613"]),
    "101.2": ("cases/101/#case-101.2-cant-beats-can-triggered-abilities-and-tokens", ["rules/603/#603"]),
    # a layer as a judge types it: the rule that names it today (concordance.yaml layers), in the text
    # of this site's 2009 page with the banner; 7e only the 2009 numbering had
    "第7d種": ("rules/613/?from=613.4d#613.3e", []),
    "種類別 7b": ("rules/613/?from=613.4b#613.3b", []),
    "レイヤー7c": ("613.4c/", []),
    "layer 7": ("rules/613/#613.1g", []),
    "第7e種": ("rules/613/#613.3e", []),
    # a name in kana, hiragana or katakana, full or half width: the card by its reading
    "くろーん": ("cardlist/#card-clone", []),
    "ｸﾛｰﾝ": ("cardlist/#card-clone", []),
    "けんきょ": ("cardlist/#card-humility", []),
    # a term by its reading: the rules its English names, then the glossary
    "いぞん": ("rules/613/#613.7", ["glossary/#term-dependency"]),
    # two cards typed together: both, each with the examples that use it
    "謙虚 オパール色の輝き": ("cardlist/#card-humility", ["cardlist/#card-opalescence", "articles/layers/#ex-layers-ex-3"]),
    "humility opalescence": ("cardlist/#card-humility", ["cardlist/#card-opalescence"]),
}


def test_the_judge_queries_find_what_a_judge_expects_first(page: Any, site_url: str) -> None:
    page.goto(site_url + "rules/607/")
    wrong = []
    for query, (first, then) in JUDGE_QUERIES.items():
        hrefs = _type(page, query)
        if not hrefs or hrefs[0] != first or any(h not in hrefs[1:] for h in then):
            wrong.append(f"{query}: {hrefs[:6]} (expected {first} first, then {then})")
    assert not wrong, "\n".join(wrong)


def test_a_card_name_is_not_split_into_particles(page: Any, site_url: str) -> None:
    # What was seen: "results 5–6 match only 「の」 (every 「の」 highlighted)"
    page.goto(site_url)
    for name in ("血染めの月", "ヨーグモスの墳墓"):
        _type(page, name)
        texts = page.eval_on_selector_all("#cr-sr-panel a", "els => els.map(e => e.textContent)")
        assert texts and all(name in t for t in texts), (name, texts)
        marks = page.eval_on_selector_all("#cr-sr-panel mark", "els => els.map(e => e.textContent)")
        assert "の" not in marks, marks


def test_a_number_outside_the_corpus_says_what_it_is(page: Any, site_url: str) -> None:
    page.goto(site_url)
    _type(page, "704.5j")
    note = page.locator("#cr-sr-panel .cr-sr-outside").inner_text()
    assert "704" in note and "状況起因処理" in note and all(n in note for n in ("603", "607", "613")), note


@pytest.mark.parametrize("path, first, words", [
    ("704.5j/", "rules/613/#613", "状況起因処理"),
    ("101.2/", "rules/603/#603", "マジックの黄金律"),
    ("2009/613.6h/", "rules/613/#613.6", ""),  # 2009's 613.6, not today's
    ("no-such-page/", "rules/603/#603", ""),
])
def test_the_404_page_always_names_near_rules(page: Any, site_url: str, path: str, first: str, words: str) -> None:
    page.goto(site_url + path)
    page.wait_for_selector("#cr-notfound[data-nearest]", timeout=10000)
    hrefs = page.eval_on_selector_all(".cr-nearest a", "els => els.map(e => e.getAttribute('href'))")
    assert hrefs and hrefs[0] == "/" + first, hrefs
    assert words in page.locator(".cr-notfound-what").inner_text()
