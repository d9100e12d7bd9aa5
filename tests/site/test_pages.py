"""Page writers on a small hand-made corpus: hostile text stays inert end to end."""

from __future__ import annotations

import json

from engine.records import Item, Obj, Player, Record, Rule, Text, Zone
from ruletext.model import Corpus, Example, Ref, RuleNode, SourceMeta
from sitegen.concordance import Concordance
from sitegen.pages import Pages
from sitegen.site import SiteData
from verify.report import Check, ExampleResult, Report, StepResult

HOSTILE = '<script>alert(1)</script>[x](javascript:alert(1)) <a href="javascript:alert(2)">y</a> {#evil}'


def tiny_corpus() -> Corpus:
    src = SourceMeta("s", "sources/s.txt", "t", "cr-text", "ja", "v", "cr_text", "2009-10-01")
    sec = RuleNode("6", "section", None, "呪文", "6", "s", 1, children=["613"])
    rule = RuleNode("613", "rule", "6", HOSTILE, HOSTILE, "s", 2, children=["613.1"])
    ex = Example("613.1-1", "613.1", HOSTILE + " rule 613", HOSTILE, "s", 4,
                 refs=[Ref("rule 613", len(HOSTILE) + 1, len(HOSTILE) + 9, "613", True)])
    sub = RuleNode("613.1", "subrule", "613", HOSTILE, HOSTILE, "s", 3, examples=[ex])
    return Corpus([src], {"6": sec, "613": rule, "613.1": sub}, [])


def report_of(*results: ExampleResult) -> Report:
    return Report({r.id: r for r in results})


def test_hostile_rule_text_renders_inert_in_every_page() -> None:
    report = report_of(ExampleResult("613.1-1", "fail", HOSTILE, steps=[StepResult(
        HOSTILE, objects=[{"id": "c1", "name": HOSTILE}], trace=[{"effect": "e1", "description": HOSTILE}],
        dependencies=[{"dependent": "e1", "depends_on": "e1", "layer": HOSTILE}])]))
    site = SiteData(tiny_corpus(), report, {}, Concordance())
    pages = Pages(site).all_pages()
    assert pages
    assert "data/examples/613.1-1.json" in pages
    for path, text in pages.items():
        if path.startswith("data/examples/"):
            text = json.loads(text)["html"]  # the HTML of the steps; the report entry is data
        elif path.endswith(".json"):
            continue
        assert "<script>alert" not in text, path
        assert 'href="javascript' not in text, path
        headings = [line for line in text.splitlines() if line.startswith("#")]
        assert path.endswith((".html", ".json", ".js")) or headings
        assert not any("{#evil}" in h for h in headings), path  # attr_list syntax escaped


def test_example_element_attributes_and_failure_detail() -> None:
    report = report_of(ExampleResult("613.1-1", "stale", "scenario is stale"))
    site = SiteData(tiny_corpus(), report, {}, Concordance())
    html = Pages(site).rule_pages()["rules/613.md"]
    assert 'id="ex-613.1-1" data-example-id="613.1-1" data-status="fail" data-detail="stale"' in html
    assert "scenario is stale" in html


def test_hostile_text_stays_inert_through_mkdocs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Pages → mkdocs-material → HTML: Python-Markdown must not revive escaped markup."""
    from pathlib import Path

    from sitegen.pipeline import run_mkdocs, write

    root = Path(__file__).resolve().parents[2]
    site = SiteData(tiny_corpus(), Report(), {}, Concordance())
    write(root, site, tmp_path)
    run_mkdocs(tmp_path / "mkdocs.yml", strict=False, quiet=True)
    page = (tmp_path / "site" / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script>alert" not in page
    assert 'href="javascript' not in page
    assert 'id="evil"' not in page


def test_trigger_and_linked_results_render() -> None:
    """A trigger step shows the event log, the waiting triggers and the stack top first; a 607
    step shows the exile entries and their links. Hostile text in them stays inert."""
    step = StepResult(
        "two tokens enter",
        events=[{"seq": 1, "kind": "zone_change", "text": "token1 enters the battlefield",
                 "record": Record.of("event.enters", object=Obj("token1"), to_zone=Zone("battlefield")).to_json()},
                {"seq": 2, "kind": "resolve", "text": HOSTILE,
                 "record": Record.of("resolve.resolves", item=Item("s9"), text=Text(HOSTILE)).to_json()}],
        pending=[{"text": "gain 1 life", "source": "warden", "controller": "A"}],
        stack=[{"id": "s1", "kind": "triggered", "text": "bottom ability", "source": "warden", "controller": "A"},
                  {"id": "s2", "kind": "triggered", "text": "top ability", "source": "warden", "controller": "A",
                   "targets": ["c1", "c2"]}],
        life={"A": 22, "B": 20},
        zones={"A": {"exile": ["bear"], "graveyard": []}},
        links=[{"object": "sisters", "ability": "exile target creature", "linked_to": "printed",
                "group": Record.of("link.printed").to_json(), "refers_to": ["bear"],
                "note": Record.of("link.exiled", card=Obj("bear"), source=Obj("sisters"), group=Record.of("link.printed"),
                                  finds=Record.of("link.can_find", rule=Rule("607.2a")), left="").to_json()}],
    )
    report = report_of(ExampleResult("613.1-1", "pass", steps=[step, StepResult("empty", stack=[], life={"A": 22})]))
    pages = Pages(SiteData(tiny_corpus(), report, {}, Concordance()))
    page = pages.rule_pages()["rules/613.md"]
    assert "top ability" not in page  # the steps load when opened, from the example's JSON
    assert 'data-src="../../data/examples/613.1-1.json"' in page
    html = _detail(pages, "613.1-1")
    assert html.index("top ability") < html.index("bottom ability")  # the stack is drawn top first
    assert "c1、c2" in html and "A 22" in html and "token1が戦場に出る" in html
    assert "sistersの能力がbearを追放した（印刷されている能力）" in html and "<b>追放領域</b>: bear" in html
    assert "墓地" not in html  # empty zones are left out
    assert "（空）" in html  # an empty stack is drawn as such
    assert "<script>alert" not in html


def _detail(pages: Pages, ex_id: str) -> str:
    doc = json.loads(pages.example_data()[f"data/examples/{ex_id}.json"])
    assert doc["id"] == ex_id and doc["result"]["id"] == ex_id
    return str(doc["html"])


def _corpus_with_a_table(cell: str) -> Corpus:
    from ruletext.model import Article, Block

    table = Block(kind="table", text="", raw="", line=5, rows=[["カード名", "効果"], [cell, HOSTILE],
                                                               ["別のカード/Other", "何もしない"]],
                  row_lines=[5, 6, 7], row_ids=["art-table-1-row-1", "art-table-1-row-2"])
    corpus = tiny_corpus()
    corpus.articles.append(Article(id="art", title="記事", source="s", about=[], blocks=[table]))
    return corpus


def test_a_row_with_a_result_shows_its_steps_and_status() -> None:
    report = report_of(ExampleResult(
        "art-table-1-row-1", "pass", kind="row", title=HOSTILE,
        scenario="rules_src/scenarios/art-tables/art-table-1-row-1.yaml",
        steps=[StepResult("a creature enters", actions=[Record.of("action.enter", objects=(Obj("bear"),))],
                          checks=[Check("pending", "count", expected=2, actual=2, ok=True)],
                          events=[{"seq": 1, "kind": "trigger", "text": HOSTILE, "record": Record.of(
                              "resolve.resolves", item=Item("s1"), text=Text(HOSTILE)).to_json()}],
                          pending=[], stack=[],
                          life={"A": 20}, zones={}, links=[])]))
    site = SiteData(_corpus_with_a_table("テストの石/Test Stone"), report, {}, Concordance())
    html = Pages(site).articles()["articles/art.md"]
    # the badge links to the result, which is the same element as an example's
    assert '<a class="cr-badge cr-badge-pass" href="#ex-art-table-1-row-1"' in html
    assert 'id="ex-art-table-1-row-1" data-example-id="art-table-1-row-1" data-status="pass"' in html
    assert "誘発してスタック待ちの能力の数: 2" in html  # the last step's checks, on the page
    assert "手順 1: a creature enters" in _detail(Pages(site), "art-table-1-row-1")
    assert '<details class="cr-row-result" data-result-for="art-table-1-row-1" data-pagefind-ignore>' in html
    # a row without a scenario keeps a plain badge and gets no result element
    assert 'id="ex-art-table-1-row-2"' not in html
    assert '<span class="cr-badge cr-badge-unexecuted">' in html
    assert "<script>alert" not in html and 'href="javascript' not in html


def test_example_and_report_json_are_their_values_encoded() -> None:
    """Each entry is encoded once for its example's JSON and data/report.json: both are the
    json.dumps of their documents (a 2009 page's example has its steps renumbered in its own)."""
    report = report_of(ExampleResult("613.1-1", "pass", steps=[StepResult("613.7a と 613.6", actions=[Record.of("action.end_turn", rule=Rule("514.2"), player=Player("you"), objects=(), rule1=Rule("514.1"))])]),
                       ExampleResult("613.1-2", "unexecuted", kind="row"))
    site = SiteData(tiny_corpus(), report, {}, Concordance())
    pages = Pages(site)
    out = pages.data()

    def dumps(value: object) -> str:
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"

    assert out["data/report.json"] == dumps(report.to_dict())
    doc = json.loads(out["data/examples/613.1-1.json"])
    assert out["data/examples/613.1-1.json"] == dumps(doc)
    assert doc["result"] == site.result("613.1-1") and doc["id"] == "613.1-1" and doc["status"] == "pass"
