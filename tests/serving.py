"""The preview's server (build.py serve) on a site folder, in a thread, for the tests that ask it
what a browser or an attacker would (tests/site/test_preview_server.py, tests/hostile/cases/server.yaml)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path

from sitegen.httpd import SiteServer
from sitegen.preview import PreviewHandler, State


@contextmanager
def preview_server(site: Path) -> Iterator[int]:
    """Serve ``site`` as ``build.py serve`` does, on 127.0.0.1 while the block runs; its port."""
    handler = type("Handler", (PreviewHandler,), {"state": State()})
    httpd = SiteServer(("127.0.0.1", 0), partial(handler, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield int(httpd.server_address[1])
    finally:
        httpd.shutdown()
        httpd.server_close()
