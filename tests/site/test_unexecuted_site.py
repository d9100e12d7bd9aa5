"""An example or a card-table row that is not executed shows the reader why, in Japanese
(rules_src/unexecuted.yaml), next to it: a row's badge links to the reason under its table."""

from __future__ import annotations

import re
from pathlib import Path

from ruletext import load_corpus
from verify import verifiable
from verify.scenario import load_scenarios
from verify.unexecuted import load_reasons

ROOT = Path(__file__).resolve().parent.parent.parent / "rules_src"


def _element(html: str, ex_id: str) -> str:
    start = html.index(f'id="ex-{ex_id}"')
    return html[start:html.index("</div>\n</div>", start)]


def test_each_one_not_executed_shows_its_reason(built_site: Path) -> None:
    corpus = load_corpus(ROOT)
    reasons = load_reasons(ROOT, verifiable(corpus), load_scenarios(ROOT))
    assert reasons, "nothing is listed in rules_src/unexecuted.yaml"
    pages = {p: p.read_text(encoding="utf-8") for p in (built_site / "articles").rglob("index.html")}
    for ex_id, reason in reasons.items():
        found = [html for html in pages.values() if f'id="ex-{ex_id}"' in html]
        assert found, f"{ex_id}: no element on the article pages"
        element = _element(found[0], ex_id)
        assert 'data-status="unexecuted"' in element
        shown = re.search(r'<p class="cr-message cr-unexecuted-reason">(.*?)</p>', element, re.S)
        assert shown is not None, f"{ex_id}: no reason shown"
        assert shown.group(1) == f"実行しない理由: {reason}"
        if f'id="row-{ex_id}"' in found[0]:  # a row: its badge links to the reason under the table
            assert f'href="#ex-{ex_id}"' in found[0]
            assert f'data-result-for="{ex_id}"' in found[0]
