"""Issue #23 item 6, the details a judge, a translator and a contributor met, each where it can fail
(the browser ones: tests/site/test_details_browser.py)."""

from __future__ import annotations

from markupsafe import Markup

from sitegen.example_html import example_element, template_env


def _element(result: dict[str, object]) -> str:
    return str(example_element(template_env().get_template("example.html.j2"), "x", "例", Markup(""), 0, result))


def test_a_run_with_no_checks_is_not_called_a_success() -> None:
    # What was seen: "a case with no checks reports 「✔ 成功 … 確認 0 件」"
    steps = [{"label": "ステップ 1", "objects": [], "checks": []}]
    html = _element({"id": "x", "status": "pass", "steps": steps})
    assert "✔ 成功" not in html and "実行のみ（確認なし）" in html
    checked = [{"label": "ステップ 1", "objects": [], "checks": [{"kind": "pt", "object": "c1", "expected": "2/2",
                                                              "actual": "2/2", "ok": True}]}]
    assert "✔ 成功" in _element({"id": "x", "status": "pass", "steps": checked})
