"""Fixtures for the site tests: one built site per session, served on 127.0.0.1."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from sitegen.httpd import QuietSiteHandler, SiteServer
from sitegen.pipeline import build

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole pipeline into a temporary folder (strict: warnings are fatal)."""
    out = tmp_path_factory.mktemp("build") / "site"
    strict = os.environ.get("CR_SITE_STRICT", "1") != "0"
    rc = build(ROOT, ROOT / "rules_src", out, strict=strict, quiet=True)
    assert rc == 0, "build.py failed; run `python build.py` to see why"
    return out


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    handler = partial(QuietSiteHandler, directory=str(built_site))
    httpd = SiteServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture
def page(tabs: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A page as a new one is (tests/conftest.py ``Tabs``): a blank tab, no service worker (it would
    cache the whole site for each test; tests/site/test_offline.py has one)."""
    with tabs.tab(request) as pg:
        yield pg


@pytest.fixture(scope="session")
def site_pages(built_site: Path) -> list[str]:
    """Every HTML page of the built site as a URL path (``rules/613/``), redirects left out."""
    out = []
    for path in sorted(built_site.rglob("*.html")):
        rel = path.relative_to(built_site).as_posix()
        if 'http-equiv="refresh"' in path.read_text(encoding="utf-8")[:2000]:
            continue
        out.append(rel[: -len("index.html")] if rel.endswith("index.html") else rel)
    return out


@pytest.fixture(scope="session")
def tours(browser: Any, site_url: str, built_site: Path, site_pages: list[str]) -> Any:
    """Every page with an example, case or row, visited once per width with everything opened
    (tests/site/tour.py): the English-run, desktop, phone and axe checks read the same visit."""
    from tests.site.tour import Tours, tour_pages

    return Tours(browser, site_url, tour_pages(built_site, site_pages))
