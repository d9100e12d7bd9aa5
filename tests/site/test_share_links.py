"""Malformed and oversized share links and fragments are a message, never a throw (issue 22, item 5)."""

from __future__ import annotations

import base64
import zlib
from collections.abc import Iterator
from typing import Any

import pytest

pytestmark = pytest.mark.browser

STATUS = "#cr-playground .cr-pg-status"


@pytest.fixture
def tab(tabs: Any, request: pytest.FixtureRequest) -> Iterator[tuple[Any, list[str]]]:
    errors: list[str] = []

    def seen(e: Any) -> None:
        errors.append(str(e))

    with tabs.tab(request) as page:
        page.on("pageerror", seen)
        yield page, errors
        page.remove_listener("pageerror", seen)


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _status_after(page: Any, url: str) -> str:
    page.goto(url)
    page.wait_for_function("sel => /共有リンク/.test((document.querySelector(sel) || {}).textContent || '')",
                           arg=STATUS, timeout=30_000)
    return str(page.locator(STATUS).inner_text())


@pytest.mark.parametrize("fragment", ["#yaml=@@@", "#z=%%%%", "#z=AAAA", "#yaml=_w"])
def test_a_malformed_share_link_is_a_message(tab: tuple[Any, list[str]], site_url: str, fragment: str) -> None:
    """Issue 22, defect 8: #yaml=@@@ and #z=%%%% threw from atob; invalid deflate or UTF-8 likewise."""
    page, errors = tab
    assert "共有リンクを読めませんでした" in _status_after(page, site_url + "playground/" + fragment)
    assert errors == []


def test_a_link_that_inflates_past_1_mib_stops_there(tab: tuple[Any, list[str]], site_url: str) -> None:
    """Issue 22, defect 8: a 259 KB link crashed the tab (inflate unbounded); 500,000 newlines froze it."""
    page, errors = tab
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = squeeze.compress(b"\n" * (64 * 1024 * 1024)) + squeeze.flush()  # 64 MiB of newlines, ~65 KB
    assert "1 MiB を超えます" in _status_after(page, site_url + "playground/#z=" + _b64url(bomb))
    assert page.locator("#cr-playground textarea").first.input_value().count("\n") < 1000  # not loaded
    assert errors == []


@pytest.mark.parametrize("path", ["rules/613/#%E0%A4%A", "rules/613/#%", "no-such-page/%E0%A4%A/"])
def test_a_malformed_percent_escape_in_a_page_address_throws_nothing(tab: tuple[Any, list[str]], site_url: str,
                                                                   path: str) -> None:
    """Issue 22, defect 8: a malformed % escape in a fragment threw in cr.js and on the 404 page."""
    page, errors = tab
    page.goto(site_url + path)
    page.wait_for_load_state("load")
    page.wait_for_timeout(300)
    assert errors == []
