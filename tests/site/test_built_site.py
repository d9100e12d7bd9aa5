"""The built site: links, anchors, permalinks, example elements, verification numbers, JSON."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ruletext import load_corpus
from sitegen.linkcheck import check_site
from verify.unexecuted import NO_SCENARIO

ROOT = Path(__file__).resolve().parents[2]


class _Elements(HTMLParser):
    """Collects the attributes of elements that match a predicate."""

    def __init__(self, attr: str) -> None:
        super().__init__()
        self.attr = attr
        self.found: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        d = dict(attrs)
        if self.attr in d:
            d["_tag"] = tag
            self.found.append(d)


def elements(path: Path, attr: str) -> list[dict[str, str | None]]:
    p = _Elements(attr)
    p.feed(path.read_text(encoding="utf-8"))
    return p.found


@pytest.fixture(scope="module")
def corpus():  # type: ignore[no-untyped-def]
    return load_corpus(ROOT / "rules_src")


def test_no_broken_internal_link_or_anchor(built_site: Path) -> None:
    assert check_site(built_site) == []


def test_linkcheck_finds_a_broken_anchor(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text('<a href="../b/#x">b</a><a href="#here">h</a><p id="here"></p>')
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "index.html").write_text('<p id="y"></p><a href="javascript:alert(1)">j</a>')
    problems = check_site(tmp_path)
    assert len(problems) == 2
    assert "no element with id 'x'" in problems[0]
    assert "javascript:" in problems[1]


def test_every_rule_has_its_number_as_anchor(built_site: Path, corpus) -> None:  # type: ignore[no-untyped-def]
    for number, node in corpus.rules.items():
        if node.level == "section":
            page = built_site / "rules" / "index.html"
        else:
            top = number.split(".")[0]
            page = built_site / "rules" / top / "index.html"
        ids = {e["id"] for e in elements(page, "id")}
        assert number in ids, f"{number} has no anchor on {page}"


def test_permalink_lands_on_the_rule(built_site: Path) -> None:
    html = (built_site / "613.3e" / "index.html").read_text(encoding="utf-8")
    assert 'href="../rules/613/#613.3e"' in html
    assert 'http-equiv="refresh" content="0; url=../rules/613/#613.3e"' in html
    heading = [e for e in elements(built_site / "rules" / "613" / "index.html", "id") if e["id"] == "613.3e"]
    assert heading and heading[0]["_tag"] == "h3"


def test_every_example_element_is_readable_by_tools(built_site: Path, corpus) -> None:  # type: ignore[no-untyped-def]
    found: dict[str, dict[str, str | None]] = {}
    for page in built_site.glob("**/index.html"):
        for e in elements(page, "data-example-id"):
            if e.get("id", "").startswith("ex-"):  # type: ignore[union-attr]
                found[str(e["data-example-id"])] = e
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    rows_run = {k for k, v in report["examples"].items() if v.get("kind") == "row" and v.get("scenario")}
    assert rows_run, "no table row has a scenario"
    # a row's result is the same element; so is the reason a row is not executed (rules_src/unexecuted.yaml)
    rows_why = {k for k, v in report["examples"].items() if v.get("kind") == "row" and not v.get("scenario")
                and v["message"] != NO_SCENARIO}
    assert rows_why, "no row shows why it is not executed"
    assert set(found) == set(corpus.examples) | rows_run | rows_why
    for ex_id, e in found.items():
        assert e["id"] == f"ex-{ex_id}"
        assert e["data-status"] in ("pass", "fail", "unexecuted")


def test_verification_page_counts_match_the_report(built_site: Path, corpus) -> None:  # type: ignore[no-untyped-def]
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    page = built_site / "verification" / "index.html"
    summary = [e for e in elements(page, "data-total") if e.get("id") == "summary"][0]
    rows = [e for e in elements(page, "data-row-id") if e["_tag"] == "tr"]
    examples = [e for e in elements(page, "data-example-id") if e["_tag"] == "tr"]
    assert len(examples) == len(corpus.examples)
    assert int(str(summary["data-total"])) == len(corpus.examples) + len(rows)
    statuses = {k: v.get("status") for k, v in report.get("examples", {}).items()}
    passed = sum(1 for e in examples if statuses.get(str(e["data-example-id"])) == "pass")
    passed += sum(1 for e in rows if statuses.get(str(e["data-row-id"])) == "pass")
    assert int(str(summary["data-pass"])) == passed
    executed = int(str(summary["data-executed"]))
    assert executed == int(str(summary["data-total"])) - int(str(summary["data-unexecuted"]))
    assert sum(1 for e in examples + rows if e["data-status"] != "unexecuted") == executed


def test_rule_nodes_json_is_published(built_site: Path, corpus) -> None:  # type: ignore[no-untyped-def]
    data = json.loads((built_site / "data" / "rules.json").read_text(encoding="utf-8"))
    assert data["schema"] == "ruletext/1"
    assert [n["number"] for n in data["rules"]] == list(corpus.rules)


def test_outside_references_are_marked_not_linked(built_site: Path) -> None:
    html = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<span class="cr-ref cr-ref-outside" data-ref="706"', html)
    assert 'class="cr-ref" href="#613.6"' in html  # a reference inside the corpus is a link


def test_articles_and_rules_link_both_ways(built_site: Path) -> None:
    rules = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    article = (built_site / "articles" / "layers" / "index.html").read_text(encoding="utf-8")
    assert 'href="../../articles/layers/"' in rules
    assert 'href="../../rules/613/#613"' in article


def test_an_executed_row_links_its_badge_to_its_steps(built_site: Path) -> None:
    page = built_site / "articles" / "triggered" / "index.html"
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    assert report["rows"]["pass"] >= 1 and report["rows"]["total"] == 39
    assert report["summary"]["total"] == sum(1 for v in report["examples"].values() if v["kind"] == "example")
    row = [e for e in elements(page, "data-row-id") if e["id"] == "row-triggered-table-1-row-1"][0]
    assert row["data-status"] == "pass"
    badge = [e for e in elements(page, "href") if e.get("href") == "#ex-triggered-table-1-row-1"]
    assert badge and "cr-badge" in str(badge[0]["class"])
    result = [e for e in elements(page, "data-example-id") if e.get("id") == "ex-triggered-table-1-row-1"][0]
    assert result["data-status"] == "pass"
    detail = json.loads((built_site / "data" / "examples" / "triggered-table-1-row-1.json").read_text(encoding="utf-8"))
    assert "の能力が追加で誘発する（603.2d、イベント #" in detail["html"]  # the event log of its steps
    assert detail["result"] == report["examples"]["triggered-table-1-row-1"]


def test_card_table_rows_have_a_computed_column(built_site: Path) -> None:
    rows = elements(built_site / "articles" / "triggered" / "index.html", "data-row-id")
    assert rows and all(r["id"] == f"row-{r['data-row-id']}" for r in rows)
    assert all(r["data-status"] in ("pass", "fail", "unexecuted") for r in rows)


def test_numbering_is_shown_on_each_rule_of_the_2009_text(built_site: Path) -> None:
    html = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert "2009: 613.3e → 現行: 613.4d" in html
    conc = (built_site / "numbering" / "index.html").read_text(encoding="utf-8")
    assert 'id="old-613.3e" data-old="613.3e" data-current="613.4d"' in conc


def test_glossary_lists_terms_with_occurrences(built_site: Path, corpus) -> None:  # type: ignore[no-untyped-def]
    from sitegen.glossary import is_function_word

    terms = {t.en.lower() for n in corpus.rules.values() for t in n.terms if not is_function_word(t.en)}
    rows = elements(built_site / "glossary" / "index.html", "data-term")
    assert terms <= {str(r["data-term"]).lower() for r in rows}


def test_no_time_based_or_lunr_search_output(built_site: Path) -> None:
    assert not (built_site / "search" / "search_index.json").exists()
    assert (built_site / "pagefind" / "pagefind-ui.js").exists()


def test_glossary_flags_english_terms_with_several_translations(built_site: Path, corpus) -> None:  # type: ignore[no-untyped-def]
    from sitegen.glossary import find_terms, is_function_word
    from sitegen.site import term_key

    variants: dict[str, set[str]] = {}
    places = [*corpus.rules.values(), *corpus.examples.values(), *(b for a in corpus.articles for b in a.blocks)]
    for place in places:
        for t in place.terms:
            if not is_function_word(t.en):
                variants.setdefault(term_key(t.en), set()).add(t.ja)
        for ja, en, _, _ in find_terms(place.text):
            variants.setdefault(term_key(en), set()).add(ja)
    expected = {k for k, v in variants.items() if len(v) > 1}
    rows = elements(built_site / "glossary" / "index.html", "data-variants")
    assert {term_key(str(r["data-term"])) for r in rows} == expected


def test_pages_are_light(built_site: Path) -> None:
    """No HTML page over 300 KB: the steps of the examples are in their own JSON, loaded when opened."""
    heavy = {p.relative_to(built_site).as_posix(): p.stat().st_size for p in built_site.rglob("*.html")
             if p.stat().st_size > 300_000}
    assert not heavy
    triggered = (built_site / "articles" / "triggered" / "index.html").read_text(encoding="utf-8")
    assert 'class="cr-event-log"' not in triggered  # the event logs load with the steps
    assert triggered.count('class="cr-detail" data-src="../../data/examples/') >= 39
    for path in (built_site / "assets").glob("*.js"):
        assert "report.json" not in path.read_text(encoding="utf-8"), path  # no page downloads the whole report
    for path in built_site.rglob("*.html"):
        assert not re.search(r'(src|data-src)="[^"]*report\.json"', path.read_text(encoding="utf-8")), path


def test_every_example_json_is_published(built_site: Path) -> None:
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    with_steps = {k for k, v in report["examples"].items() if v.get("steps")}
    published = {p.stem for p in (built_site / "data" / "examples").glob("*.json")}
    assert with_steps == published


def test_headings_go_down_one_level_at_a_time(built_site: Path) -> None:
    """In every page's content: no h2 → h4 (an example's heading is one level below its section's)."""
    jumps: list[str] = []
    for path in sorted(built_site.rglob("*.html")):
        html = path.read_text(encoding="utf-8")
        start = html.find("<article")
        body = html[start:html.find("</article>", start)] if start >= 0 else ""
        last = 1
        for m in re.finditer(r"<h([1-6])[ >]", body):
            level = int(m.group(1))
            if level > last + 1:
                jumps.append(f"{path.relative_to(built_site)}: h{last} → h{level}")
            last = level
    assert not jumps, "\n".join(jumps[:20])


def test_glossary_holds_the_rules_terms_and_no_function_words(built_site: Path) -> None:
    rows = {str(r["data-term"]).lower(): r for r in elements(built_site / "glossary" / "index.html", "data-term")}
    for en in ("layer", "dependency", "timestamp", "characteristic-defining ability", "triggered ability",
               "linked abilities", "delayed triggered ability"):
        assert en in rows and "data-rule-term" in rows[en], en
    assert not {"a", "the", "at", "may"} & set(rows)  # a → 1枚, the → その are not terms
    html = (built_site / "glossary" / "index.html").read_text(encoding="utf-8")
    row = html[html.index('data-term="dependency"'):]
    row = row[:row.index("</tr>")]
    assert "依存" in row and row.count("<a href=") >= 10  # its occurrences, linked


def test_card_list_paths_mentions_and_order(built_site: Path) -> None:
    html = (built_site / "cardlist" / "index.html").read_text(encoding="utf-8")
    assert "rules_src/rules_src/" not in html and "<code>rules_src/cards/" in html
    assert "<pre>" not in html  # each card's definition loads when opened, from its JSON
    srcs = re.findall(r'class="cr-card-def cr-detail" data-src="\.\./([^"]+)"', html)
    assert srcs and all((built_site / src).exists() for src in srcs)
    assert "<pre>" in json.loads((built_site / srcs[0]).read_text(encoding="utf-8"))["html"]
    for block in re.findall(r'<p class="cr-mentions".*?</p>', html, re.S):
        hrefs = re.findall(r'href="([^"]+)"', block)
        assert len(hrefs) == len(set(hrefs)), block[:200]  # each place once
    names = re.findall(r'<p class="cr-card-names"><span lang="ja">([^<]*)</span>', html)
    japanese = [bool(re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", n)) for n in names]
    assert japanese[0] and japanese == sorted(japanese, reverse=True)  # English-only names last


def test_the_wiki_note_on_cell_colours_says_the_site_has_none(built_site: Path) -> None:
    html = (built_site / "articles" / "triggered" / "index.html").read_text(encoding="utf-8")
    note = html.index("セルの背景色が紫色")
    start = html.rfind("<details", 0, note)
    assert start != -1 and 'class="cr-block cr-source-note"' in html[start:note]
    assert "このサイトの表には色分けがありません" in html[start:note]
    assert not re.search(r'<t[dr][^>]*style="[^"]*background', html)  # indeed no coloured cells


def test_rules_index_counts_the_articles_items(built_site: Path) -> None:
    html = (built_site / "rules" / "index.html").read_text(encoding="utf-8")
    item = html[html.index('href="603/#603"'):]
    item = item[:item.index("</li>")]
    passed = int(re.search(r"成功 (\d+)", item).group(1))  # type: ignore[union-attr]
    assert passed >= 30 and "解説記事の例と表" in item  # 603's executed items are in its article
