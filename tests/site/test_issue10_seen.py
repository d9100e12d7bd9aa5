"""Issue #10's "What was seen", bullet by bullet: each has a test that would catch it again.

The bullets and where they are checked (this file holds the ones no other file did):

1. A rule number in search does not find the rule — test_search_browser.py:
   test_a_rule_number_finds_that_rule_first_then_its_sub_rules (613.8, 613.3e, 603.3b, 607.2a …),
   test_enter_goes_straight_to_the_rule, test_enter_right_after_typing_a_number_goes_to_the_rule,
   test_results_update_as_you_type; test_numbers.py: test_the_number_index_is_built_beside_pagefind.
2. English words match single letters — test_search_browser.py:
   test_english_words_do_not_match_single_letters (dependency → 依存, no "d" of 第7d種).
3. Permalinks only in the 2009 numbering; no 404 page — test_search_browser.py:
   test_todays_numbers_have_permalinks_with_a_banner (/613.8a/, /613.4d/, /613.11/, /613.8/),
   test_a_rule_with_no_counterpart_says_so (/613.7c/), test_2009_numbers_have_their_own_permalinks,
   test_the_sites_own_404_page_offers_the_nearest_rules; test_numbers.py:
   test_every_rule_has_a_permalink_in_every_numbering, test_todays_613_8_is_not_the_2009_613_8.
4. On a phone the result is off-screen — test_phone.py: test_every_result_and_badge_is_on_a_phone_screen
   (every badge, final P/T, check, cell, change of every example's loaded steps; no sideways scroll,
   so no cue is needed), test_a_trace_is_a_list_of_cards_on_a_phone,
   test_numbering_and_verification_read_on_a_phone (現行 on screen, ids not one character a line).
5. Internal ids where a judge reads; English step labels, actions, event kinds — test_reader_words.py:
   test_no_internal_id_in_what_a_reader_sees, test_steps_name_objects_by_their_cards,
   test_check_lines_are_words_not_python_values,
   test_every_action_and_event_of_the_report_is_in_the_words_table,
   test_example_headings_trace_counts_and_the_dependency_picture, test_step_labels_and_titles_are_japanese,
   test_case_titles_on_the_cases_page_are_japanese, test_trace_values_are_in_words;
   here: test_search_results_name_examples_not_ids ("例 layers-ex-2 … in search results too").
6. Heavy pages — test_built_site.py: test_pages_are_light (300 KB, event logs and report.json not
   in any page); test_search_browser.py: test_a_first_search_is_light (150 KB compressed); here:
   test_no_page_is_a_wall_of_elements (27,243 elements). DOMContentLoaded on the throttled phone
   is measured by bench/bench_phone.py, not asserted (docs: no timed assertions).
7. Card list — test_built_site.py: test_card_list_paths_mentions_and_order.
8. The wiki note, the 未実行 badge, the rules index, headings, "layer trace — 2", the diagram —
   test_built_site.py: test_the_wiki_note_on_cell_colours_says_the_site_has_none,
   test_rules_index_counts_the_articles_items, test_headings_go_down_one_level_at_a_time;
   test_reader_words.py: test_example_headings_trace_counts_and_the_dependency_picture;
   test_a11y.py (axe, every example's steps opened); here: test_the_unexecuted_badge_has_contrast,
   test_the_dependency_picture_is_readable (text size).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

IDS = re.compile(r"\b[a-z]+-(?:ex|table)-\d[\w-]*|(?<![\w.])\d{3}\.\d+[a-z]?-\d+\b|\b[a-z][\w-]*/printed:\d")


def test_no_page_is_a_wall_of_elements(built_site: Path) -> None:
    """What was seen: /articles/triggered/ had 27,243 elements, 203 event logs open by default."""
    counts = {p.relative_to(built_site).as_posix(): len(re.findall(r"<[a-zA-Z]", p.read_text(encoding="utf-8")))
              for p in built_site.rglob("*.html")}
    heavy = {p: n for p, n in counts.items() if n > 6000}
    assert not heavy, heavy
    assert counts["articles/triggered/index.html"] > 500  # the count is of a real page


def _contrast(fg: list[float], bg: list[float]) -> float:
    def lum(c: list[float]) -> float:
        s = [v / 255 for v in c[:3]]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in s]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(fg), lum(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


COLOURS = """(el) => {
  const rgb = s => s.match(/[\\d.]+/g).map(Number);
  let bg = el, b = rgb(getComputedStyle(bg).backgroundColor);
  while ((b.length > 3 && b[3] === 0) && bg.parentElement) { bg = bg.parentElement; b = rgb(getComputedStyle(bg).backgroundColor); }
  return [rgb(getComputedStyle(el).color), b, parseFloat(getComputedStyle(el).opacity)];
}"""


@pytest.mark.browser
def test_the_unexecuted_badge_has_contrast(page: Any, site_url: str) -> None:
    """What was seen: the 未実行 badge had a contrast of 2.68:1 (4.5:1 is the least for its text)."""
    page.goto(site_url + "verification/")
    badge = page.locator(".cr-badge-unexecuted").first
    assert "未実行" in badge.inner_text()
    fg, bg, opacity = badge.evaluate(COLOURS)
    assert opacity == 1 and _contrast(fg, bg) >= 4.5, (fg, bg)


@pytest.mark.browser
def test_the_dependency_picture_is_readable(page: Any, site_url: str) -> None:
    """What was seen: the dependency diagram showed ids and clipped English at 11 px, no legend."""
    page.goto(site_url + "articles/layers/")
    page.locator("[id='ex-layers-ex-2'] details.cr-detail > summary").click()
    page.wait_for_function("document.querySelector(\"[id='ex-layers-ex-2'] details.cr-detail\").dataset.loaded === '1'")
    figure = page.locator("[id='ex-layers-ex-2'] figure.cr-deps").first
    sizes = figure.evaluate("""f => [...f.querySelectorAll('*')].filter(e => e.textContent.trim())
        .map(e => parseFloat(getComputedStyle(e).fontSize))""")
    assert sizes and min(sizes) >= 12, sizes
    text = figure.inner_text()
    assert "《血染めの月》" in text and "依存" in text and not IDS.search(text)
    clipped = figure.evaluate("""f => [...f.querySelectorAll('*')]
        .filter(e => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible').length""")
    assert clipped == 0


@pytest.mark.browser
def test_search_results_name_examples_not_ids(page: Any, site_url: str) -> None:
    """What was seen: headings "例 layers-ex-2", in search results too."""
    page.goto(site_url)
    found: list[str] = []
    for query in ("血染めの月", "タイムスタンプ", "誘発型能力"):
        page.fill(".cr-header-search input", query)
        page.wait_for_function(
            "q => { const p = document.getElementById('cr-sr-panel');"
            " return p && p.hasAttribute('data-done') && p.getAttribute('data-query') === window.crSearch.normalize(q); }",
            arg=query, timeout=15000)
        text = page.locator("#cr-sr-panel").inner_text()
        found += [f"{query}: {m}" for m in IDS.findall(text)]
        assert "の例" in text or query == "誘発型能力", text[:300]
    assert not found, found
