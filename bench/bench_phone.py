#!/usr/bin/env python3
"""Every page of the built site on a throttled phone: DOMContentLoaded, bytes of HTML.

    python bench/bench_phone.py [--site site] [--runs 1] [--only rules/613/ ...]

The profile of issue #10: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4 slower,
cache disabled (a first visit), a 390×844 viewport — set through the Chrome DevTools
Protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate) in headless
Chromium. Prints each page's DOMContentLoaded (median of the runs) and HTML size, heaviest
last, and the largest page. Target: every page under 2.5 s, no HTML page over 300 KB.

The site is served by a local HTTP server that gzips text (HTML, CSS, JS, JSON) as a web
host does; ``--no-gzip`` serves the bytes as they are (a pessimistic figure). On a shared
machine the CPU-bound part varies; run it on an idle machine for figures to quote.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import statistics
import sys
import threading
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
PROFILE = {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8}
CPU_SLOWDOWN = 4
TARGET_MS = 2500


class _Quiet(http.server.SimpleHTTPRequestHandler):
    gzip_text = True

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def do_GET(self) -> None:  # noqa: N802
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        wants = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.gzip_text and wants and path.is_file() and path.suffix in (".html", ".css", ".js", ".json")):
            super().do_GET()
            return
        body = gzip.compress(path.read_bytes(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def pages_of(site: Path) -> list[str]:
    out = []
    for path in sorted(site.rglob("*.html")):
        if 'http-equiv="refresh"' in path.read_text(encoding="utf-8", errors="replace")[:2000]:
            continue  # a permalink: a redirect to a page measured anyway
        rel = path.relative_to(site).as_posix()
        out.append(rel[: -len("index.html")] if rel.endswith("index.html") else rel)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--site", default=str(ROOT / "site"))
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--only", nargs="*", default=None, help="URL paths (rules/613/) instead of every page")
    ap.add_argument("--no-gzip", action="store_true", help="serve the files uncompressed")
    args = ap.parse_args()
    _Quiet.gzip_text = not args.no_gzip
    site = Path(args.site)
    if not (site / "index.html").exists():
        print(f"{site}: no built site (run `make site`)", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    pages = args.only or pages_of(site)
    results: list[tuple[float, int, str]] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM,
                                    args=["--headless", "--no-sandbox", "--disable-gpu",
                                          "--disable-background-networking"])
        for path in pages:
            times = []
            for _ in range(args.runs):
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
                page = context.new_page()
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
                cdp.send("Network.emulateNetworkConditions", PROFILE)
                cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
                page.goto(base + path, wait_until="domcontentloaded", timeout=120_000)
                times.append(page.evaluate(
                    "(() => { const n = performance.getEntriesByType('navigation')[0];"
                    " return n.domContentLoadedEventEnd - n.startTime; })()"))
                context.close()
            file = site / (path + "index.html" if path.endswith("/") or not path else path)
            results.append((statistics.median(times), file.stat().st_size, path))
        browser.close()
    httpd.shutdown()
    results.sort()
    print(f"{'DOMContentLoaded':>17}  {'HTML bytes':>10}  page   (150 ms, 1.6 Mbit/s, CPU ×{CPU_SLOWDOWN})")
    for ms, size, path in results:
        flag = "  over 2.5 s" if ms > TARGET_MS else ""
        print(f"{ms / 1000:>15.2f} s  {size:>10,}  /{path}{flag}")
    slowest = results[-1]
    largest = max(results, key=lambda r: r[1])
    print(f"\nslowest: /{slowest[2]} {slowest[0] / 1000:.2f} s; largest HTML: /{largest[2]} {largest[1]:,} bytes; "
          f"pages over 2.5 s: {sum(1 for r in results if r[0] > TARGET_MS)} of {len(results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
