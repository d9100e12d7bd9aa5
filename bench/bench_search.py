"""What a first search downloads: the built site served locally, a page opened, a query typed
into the header box; every response after the page load is counted, as served (raw) and as
served compressed (gzip -6, or as is for Pagefind's files, which are gzip already).

    .venv/bin/python bench/bench_search.py [SITE_DIR] [QUERY …]

Needs the built site (``make site``) and Chromium (/usr/bin/chromium).
"""

from __future__ import annotations

import gzip
import http.server
import sys
import threading
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sitegen.httpd import QuietSiteHandler  # noqa: E402

QUERIES = ["依存", "タイムスタンプ", "誘発", "613.8a", "dependency"]


def main(argv: list[str]) -> int:
    site = Path(argv[0]) if argv else ROOT / "site"
    queries = argv[1:] or QUERIES
    if not (site / "index.html").exists():
        print(f"error: {site}: no built site (make site)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietSiteHandler, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    print(f"{'query':<16} {'files':>5} {'raw bytes':>10} {'compressed':>10}  page load (raw / compressed)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--headless", "--no-sandbox", "--disable-gpu",
                                          "--disable-background-networking"])
        for q in queries:
            context = browser.new_context()
            page = context.new_page()
            loaded: list[bytes] = []
            page.on("response", lambda r, acc=loaded: acc.append(_body(r)))
            page.goto(url + "rules/607/")
            page.wait_for_load_state("networkidle")
            load_raw, load_gz = _sizes(loaded)
            started: list[object] = []
            finished: list[object] = []
            page.on("request", lambda r, acc=started: acc.append(r))
            page.on("requestfinished", lambda r, acc=finished: acc.append(r))
            page.on("requestfailed", lambda r, acc=finished: acc.append(r))
            page.fill(".cr-header-search input", q)
            page.wait_for_function(
                "q => { const p = document.getElementById('cr-sr-panel'); return p && p.hasAttribute('data-done')"
                " && p.getAttribute('data-query') === window.crSearch.normalize(q); }", arg=q, timeout=30000)
            settle(page, started, finished)
            got = [_body(r.response()) for r in started if r.response() is not None]  # type: ignore[attr-defined]
            raw, gz = _sizes(got)
            print(f"{q:<16} {len(got):>5} {raw:>10} {gz:>10}  ({load_raw} / {load_gz})")
            context.close()
        browser.close()
    httpd.shutdown()
    return 0


def settle(page: object, started: list[object], finished: list[object], quiet_ms: int = 300) -> None:
    """Wait until every request the search started has finished and none started for ``quiet_ms``
    (events reach Python only while it waits on the page)."""
    seen = -1
    while seen != len(started) or len(finished) < len(started):
        seen = len(started)
        page.wait_for_timeout(quiet_ms)  # type: ignore[attr-defined]


def _body(response: object) -> bytes:
    try:
        return bytes(response.body())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - a redirect or an aborted request has no body
        return b""


def _sizes(bodies: list[bytes]) -> tuple[int, int]:
    return sum(len(b) for b in bodies), sum(min(len(b), len(gzip.compress(b, 6))) for b in bodies)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
