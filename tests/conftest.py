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


# With two processes (`make test JOBS=2`: pytest-xdist, --dist load) each process makes the
# session's costly things it needs itself (a built site, a Chromium, the hostile suite's reference
# project). Groups that kept them in one process (--dist loadgroup, xdist_group markers) did
# nothing: pytest-xdist 3.8 names a test's group by rewriting its `_nodeid`, which pytest 9.2 no
# longer reads (a test's id is its NodeId), so every group was ignored — and the two processes, each making its own,
# finish within seconds of each other (351 s and 350 s of tests; groups that worked would put the
# hostile suite and the engine's browser tests, 355 s, in one of them).
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if (item.get_closest_marker("browser") or item.path.name in SLOW_MODULES or item.name in SLOW_TESTS
                or "built_site" in fixtures or "site_url" in fixtures):
            item.add_marker(pytest.mark.slow)
