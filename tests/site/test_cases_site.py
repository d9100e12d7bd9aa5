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


def test_every_case_is_on_the_cases_page_with_its_status(built_site: Path) -> None:
    html = (built_site / "cases" / "index.html").read_text(encoding="utf-8")
    report = json.loads((built_site / "data" / "report.json").read_text(encoding="utf-8"))
    cases = load_cases(ROOT / "rules_src")
    for cid, case in cases.items():
        assert f'id="case-{cid}" data-case-id="{cid}" data-status="pass"' in html
        assert report["examples"][cid]["kind"] == "case" and report["examples"][cid]["rule"] == case.rule
    assert report["cases"]["total"] == len(cases) == report["cases"]["pass"]
    assert "総合ルールの本文ではありません" in html


def test_a_case_is_shown_under_its_rule_in_the_page_numbering(built_site: Path) -> None:
    # 613.7a today is 613.6a on the page of the CR of 2009 (the concordance); that page's own
    # 613.7a (dependency) must not get it.
    html = (built_site / "rules" / "613" / "index.html").read_text(encoding="utf-8")
    assert _block_of(html, "613.7a-granted-static-ability") == "613.6a"
    assert "判定事例" in html and 'href="../../cases/#case-613.7a-granted-static-ability"' in html


def test_example_elements_stay_examples(built_site: Path) -> None:
    html = (built_site / "cases" / "index.html").read_text(encoding="utf-8")
    assert "data-example-id" not in html
