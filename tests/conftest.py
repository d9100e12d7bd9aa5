"""Session-wide setup for every test."""

from __future__ import annotations

import shutil
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

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
SLOW_TESTS = {"test_every_english_file_parses_and_its_counts_agree",  # every official CR file since 2009
              "test_a_whole_build_with_the_files"}  # a whole strict build (4.6 s of CPU) in a fast module


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: builds a site or starts a browser (left out of `make check`)")


# With two processes (`make test`: pytest-xdist, --dist load) each process makes the session's
# costly things it needs itself (a built site, a Chromium). Two suites share a costly thing of
# their own, and each is kept in one process (--dist load, its tests in groups: below):
# - the tour of every page at two widths (tests/site/tour.py: the axe, desktop, phone and
#   English-run checks read it): split, both processes made it — 213.3 s of CPU for those four
#   modules in two processes, 129.2 s grouped (side by side, a cgroup each, load 7.6–11.7);
# - the hostile suite (its minimal project built, its fork server, the injection cases' site):
#   split, 254.9 s of CPU, in one process 197.5 s.
# The groups go first, the largest first, one to each process, and every other test after them
# in the collection's order, a unit of its own, to whichever process is free (a whole run, load
# ~20: the two processes' tests took 1,441.7 s and 1,428.4 s).
# pytest-xdist's own groups (--dist loadgroup, xdist_group markers) do nothing with pytest 9.2: it
# names a test's group by rewriting its `_nodeid`, which pytest 9.2 no longer reads.
TOGETHER = {"tours": {"test_a11y.py", "test_desktop.py", "test_english_runs.py", "test_phone.py"},
            "hostile": {"test_hostile.py"}}
TOGETHER_FIXTURES = {"tours": "tours", "hostile": "reference"}  # what each group's tests share


@pytest.hookimpl(optionalhook=True, tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """--dist load, but each group of TOGETHER in one process (its tests one work unit), the
    groups first; every other test a unit of its own, in the collection's order."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = True  # the units by size, largest first: the groups (sorted is stable)

    class Together(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0].rsplit("/", 1)[-1]
            return next((group for group, modules in TOGETHER.items() if module in modules), nodeid)

    return Together(config, log)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        for group, fixture in TOGETHER_FIXTURES.items():
            if fixture in fixtures and item.path.name not in TOGETHER[group]:
                raise pytest.UsageError(f"{item.nodeid} uses {fixture!r}: add {item.path.name} to TOGETHER[{group!r}]"
                                        " in tests/conftest.py (its tests run in one process)")
        if (item.get_closest_marker("browser") or item.path.name in SLOW_MODULES or item.name in SLOW_TESTS
                or "built_site" in fixtures or "site_url" in fixtures):
            item.add_marker(pytest.mark.slow)


CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for every browser test of the process (tests/site/ and the hostile
    suite's injection cases)."""
    if not shutil.which(CHROMIUM) and not shutil.which("chromium"):
        pytest.fail(f"{CHROMIUM} is required for the browser tests")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        yield b
        b.close()


class Tabs:
    """Pages kept for the process, one for each set of context options, each handed to one test at
    a time as a new page would be: blank, the storage and cookies of the site it showed cleared,
    the mouse at the corner, the listeners it was given taken off by the test. A new page is a
    renderer process of its own: 0.86 s of CPU before it loads anything, and a page then loads in
    it for 0.87 s where a kept one takes 0.46 s (rules/607/ of the hostile project, six times each).
    A test that fails leaves its page to be closed (the next one gets a new one); a test that
    changes the page itself (its viewport, routes, init scripts) or needs a cold cache makes a
    context of its own."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.kept: dict[str, Any] = {}

    @contextmanager
    def tab(self, request: pytest.FixtureRequest, **options: Any) -> Iterator[Any]:
        key = repr(sorted(options.items()))
        page = self.kept.pop(key, None)
        if page is None:
            page = self.browser.new_context(service_workers="block", **options).new_page()
        failed = request.session.testsfailed
        yield page
        if request.session.testsfailed != failed or page.is_closed():
            page.context.close()
            return
        if page.url.startswith("http"):
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        page.goto("about:blank")
        page.context.clear_cookies()
        page.mouse.move(0, 0)
        self.kept[key] = page

    def close(self) -> None:
        for page in self.kept.values():
            page.context.close()


@pytest.fixture(scope="session")
def tabs(browser: Any) -> Iterator[Tabs]:
    kept = Tabs(browser)
    yield kept
    kept.close()
