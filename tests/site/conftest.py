"""Fixtures for the site tests: one built site per session, served on 127.0.0.1."""

from __future__ import annotations

import http.server
import os
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from sitegen.pipeline import build

ROOT = Path(__file__).resolve().parents[2]


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


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
    handler = partial(_QuietHandler, directory=str(built_site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()
