"""Session-wide setup for every test."""

from __future__ import annotations

import signal

import pytest

# A shell starts a background job (`make test &`, a CI runner without job control) with SIGINT
# ignored, and a child process inherits that: the build under test would then never see the
# Ctrl-C that the interrupt tests send. Give this process Python's own handler again, so the
# children start with the default disposition, as they do from a terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


# `make check` runs the fast tests: `-m "not slow"`. Slow: a test that drives the browser, builds a
# site (the session's built site, or builds of its own: the modules below), or runs build.py on
# hostile input, or reads every official CR file. Everything else (about 760 tests) runs in seconds.
SLOW_MODULES = {"test_hostile.py", "test_watch.py", "test_pipeline.py", "test_search_service.py",
                "test_linkcheck.py", "test_navcache.py", "test_pages.py", "test_preview_server.py"}
SLOW_TESTS = {"test_every_english_file_parses_and_its_counts_agree"}  # every official CR file since 2009


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: builds a site or starts a browser (left out of `make check`)")
    config.addinivalue_line("markers", "xdist_group(name): run in the process of the group (pytest-xdist)")


# With two processes (`make test JOBS=2`: pytest-xdist, --dist loadgroup), the tests that share a
# session's costly thing run in the process that made it: the built site and its Chromium
# ("site"), the hostile suite's reference project and its own Chromium ("hostile"); the tests
# of the engine in the browser (each starts Pyodide) build a site of their own in the other
# process ("engine"), which keeps the two about even; the rest go wherever a process is free.
SITE_FIXTURES = {"built_site", "site_url", "browser", "tours", "page", "site_pages"}
ENGINE_MODULES = {"test_offline.py", "test_browser_playground.py", "test_editor.py", "test_share_links.py",
                  "test_shared_engine.py", "test_snapshot_bytes.py"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if (item.get_closest_marker("browser") or item.path.name in SLOW_MODULES or item.name in SLOW_TESTS
                or "built_site" in fixtures or "site_url" in fixtures):
            item.add_marker(pytest.mark.slow)
        if item.path.parent.name == "hostile":
            item.add_marker(pytest.mark.xdist_group("hostile"))
        elif item.path.name in ENGINE_MODULES:
            item.add_marker(pytest.mark.xdist_group("engine"))
        elif fixtures & SITE_FIXTURES or item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.xdist_group("site"))
