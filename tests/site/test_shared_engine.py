"""Issue #23 item 1: the engine kept across pages. A SharedWorker (assets/playground/worker.js) is
one engine for every page of the build in the browser: a later page, opened by a full navigation
in the same tab, runs on the engine the first page started — it is not started, nor its memory
restored, again (the engine's id and its ``started`` say so, not a time). A runaway run on it is
stopped by the engine's own budget (engine/budget.py) with the 5-second message, and the same
engine runs the next one; an engine that stops answering is left for a fresh one; where there is
no SharedWorker, each page has its own Worker, as before."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_browser_playground import RUNAWAY, run, run_limited, wait_done

pytestmark = pytest.mark.browser

ENGINE = """() => { const e = window.CRPlayground.engine;
    return {id: e.id, started: e.started, pages: e.pages, shared: e.shared, snapshot: (e.phases || {}).snapshot}; }"""


def press(page: Any, url: str, example: str) -> Any:
    """Open ``url`` (a full navigation), press the example's 「この例を動かす」; its runner, done."""
    page.goto(url)
    ex = page.locator(f"[data-example-id='{example}']")
    ex.locator(".cr-pg-open").click()
    runner = ex.locator(".cr-pg-runner")
    assert wait_done(page, runner) == "done", runner.locator(".cr-pg-status").inner_text()
    return runner


@pytest.fixture(scope="module")
def tab(browser: Any) -> Iterator[Any]:
    """One tab of a browser of its own (its engine is this module's), every page opened in it."""
    ctx = browser.new_context(service_workers="block")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    ctx.close()
    assert not errors


@pytest.fixture(scope="module")
def first(tab: Any, site_url: str) -> dict[str, Any]:
    """613.4-1 run on the rules page of 613: the engine this tab started."""
    press(tab, site_url + "rules/613/", "613.4-1")
    return dict(tab.evaluate(ENGINE))


def test_a_later_page_runs_on_the_engine_the_first_page_started(tab: Any, site_url: str,
                                                                 first: dict[str, Any]) -> None:
    assert first["shared"] and first["started"] and first["snapshot"] == 1, first
    runner = press(tab, site_url + "articles/layers/", "layers-ex-3")
    assert "謙虚" in runner.locator(".cr-pg-result").inner_text()
    later = tab.evaluate(ENGINE)
    # the same engine (its id), not started again by this page, and it has served both
    assert later["id"] == first["id"] and later["started"] is False and later["pages"] == first["pages"] + 1, later


def test_a_runaway_run_on_the_shared_engine_is_stopped_by_its_budget(tab: Any, site_url: str,
                                                                      first: dict[str, Any]) -> None:
    runner = press(tab, site_url + "rules/613/", "613.4-1")
    runner.locator("textarea").first.fill(RUNAWAY)
    assert run_limited(tab, runner) == "timeout"  # the page's limit (5 s) at 1 s for this run
    assert runner.locator(".cr-pg-status").inner_text() == "1秒以上かかったため停止しました — ループしていませんか？"
    runner.locator(".cr-pg-reset").click()
    assert run(tab, runner) == "done"
    assert "パワー／タフネス: 2/2" in runner.locator(".cr-pg-result").inner_text()
    # the engine stopped the run itself: the same one ran the next
    assert tab.evaluate(ENGINE)["id"] == first["id"]


def test_a_shared_engine_that_stops_answering_is_left_for_a_fresh_one(tab: Any, site_url: str,
                                                                      first: dict[str, Any]) -> None:
    runner = press(tab, site_url + "rules/613/", "613.4-1")
    assert tab.evaluate(ENGINE)["id"] == first["id"]
    # the engine's port swapped for one nobody answers: as an engine stuck where its budget is not asked
    tab.evaluate("() => { window.CRPlayground.engine.port = new MessageChannel().port1; }")
    assert run_limited(tab, runner) == "timeout"  # left after twice the limit: 2 s (the page's own: 10 s)
    said = runner.locator(".cr-pg-status").inner_text()
    assert said.startswith("1秒以上かかったため停止しました") and "新しく起動しました" in said, said
    assert run(tab, runner) == "done"  # on a fresh engine of this page's own
    fresh = tab.evaluate(ENGINE)
    assert fresh["shared"] is False and fresh["started"] and fresh["id"] != first["id"], fresh
    # a later page does not wait on the one left: it starts another shared engine
    press(tab, site_url + "articles/layers/", "layers-ex-3")
    later = tab.evaluate(ENGINE)
    assert later["shared"] and later["started"] and later["id"] not in (first["id"], fresh["id"]), later


def test_without_a_shared_worker_each_page_has_its_own_engine(browser: Any, site_url: str) -> None:
    ctx = browser.new_context(service_workers="block")
    try:
        ctx.add_init_script("delete window.SharedWorker;")  # a browser without SharedWorker
        page = ctx.new_page()
        runner = press(page, site_url + "rules/613/", "613.4-1")
        own = page.evaluate(ENGINE)
        assert own["shared"] is False and own["started"] and own["snapshot"] == 1, own
        runner.locator("textarea").first.fill(RUNAWAY)
        assert run_limited(page, runner) == "timeout"
        assert "1秒" in runner.locator(".cr-pg-status").inner_text()
        runner.locator(".cr-pg-reset").click()
        assert run(page, runner) == "done"
    finally:
        ctx.close()
