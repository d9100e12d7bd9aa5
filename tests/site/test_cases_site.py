"""Free-standing cases on the site: each under its rule (through the numbering concordance),
all of them on the cases page, marked as not part of the CR text."""

from __future__ import annotations

import json
import re
from pathlib import Path

from verify.cases import load_cases

ROOT = Path(__file__).resolve().parents[2]


def _block_of(html: str, case_id: str) -> str:
    """The number of the rule block a case element sits in on a rule page."""
    at = html.index(f'data-case-id="{case_id}"')
    return re.findall(r'data-rule="([^"]+)"', html[:at])[-1]


def test_every_case_is_on_its_rules_cases_page_and_in_the_list(built_site: Path) -> None:
    index = (built_site / "cases" / "index.html").read_text(encoding="utf-8")
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    cases = load_cases(ROOT / "rules_src")
    sections = {case.rule.partition(".")[0] for case in cases.values()}
    assert sorted(p.parent.name for p in (built_site / "cases").glob("*/index.html")) == sorted(sections)
    for cid, case in cases.items():
        section = case.rule.partition(".")[0]
        html = (built_site / "cases" / section / "index.html").read_text(encoding="utf-8")
        assert f'id="case-{cid}" data-case-id="{cid}" data-status="pass"' in html
        assert "総合ルールの本文ではなく" in html  # cases_section_intro
        assert f'<li data-case-id="{cid}" data-status="pass"><a href="{section}/#case-{cid}">{case.rule}</a>' in index
        assert report["examples"][cid]["kind"] == "case" and report["examples"][cid]["rule"] == case.rule
    assert report["cases"]["total"] == len(cases) == report["cases"]["pass"]
    assert f'data-total="{len(cases)}" data-pass="{len(cases)}"' in index


def test_a_case_is_shown_under_its_rule_in_the_page_numbering(built_site: Path) -> None:
    # 613.7a today is 613.6a on the page of the CR of 2009 (the concordance); that page's own
    # 613.7a (dependency) must not get it.
    html = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert _block_of(html, "613.7a-granted-static-ability") == "613.6a"
    assert "判定事例" in html and 'href="../../cases/613/#case-613.7a-granted-static-ability"' in html


def test_example_elements_stay_examples(built_site: Path) -> None:
    for page in (built_site / "cases").rglob("index.html"):
        assert "data-example-id" not in page.read_text(encoding="utf-8"), page
