#!/usr/bin/env python3
"""What axe-core costs on the pages the accessibility tests open whole, measured two ways side by
side: every rule on every element (``axe.run(document)``), and as tests/site/tour.py runs it
(the colour rules on one element of each kind of text, on the page cut to those kinds).

    python bench/bench_axe.py [--site site] [--runs 3] [PAGE ...]

For each page (default: tour.AXE_PAGES's desktop pages) it opens every example's steps, then
runs the two ways in turns (a, b, a, b …) and prints the median wall time and the page's main
thread busy time (Chrome's TaskDuration: what the page itself cost, whatever else the machine
did), and the violations each way found (they must be the same).
"""

from __future__ import annotations

import argparse
import http.server
import statistics
import sys
import threading
import time
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitegen.httpd import QuietSiteHandler  # noqa: E402
from tests.site.tour import AXE, AXE_PAGES, open_everything, violations  # noqa: E402

EVERY_ELEMENT = """async () => (await axe.run(document, {resultTypes: ['violations']})).violations
    .map(v => ({id: v.id, impact: v.impact}))"""


def busy(cdp: Any) -> float:
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return float(next(m["value"] for m in metrics if m["name"] == "TaskDuration"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", default="site")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("pages", nargs="*", default=list(AXE_PAGES["desktop"]))
    args = ap.parse_args()
    handler = partial(QuietSiteHandler, directory=str(Path(args.site).resolve()))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                    args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        page = browser.new_context(service_workers="block", viewport={"width": 1366, "height": 900}).new_page()
        cdp = page.context.new_cdp_session(page)
        cdp.send("Performance.enable")
        print(f"{'page':22} {'elements':>8} | every element: wall  busy | kinds: wall  busy | violations")
        for path in args.pages:
            page.goto(url + path)
            open_everything(page)
            page.add_script_tag(path=str(AXE))
            elements = int(page.evaluate("document.querySelectorAll('*').length"))
            times: dict[str, list[tuple[float, float]]] = {"every": [], "kinds": []}
            found: dict[str, set[str]] = {}
            for _ in range(args.runs):
                for way in ("every", "kinds"):
                    b0, t0 = busy(cdp), time.perf_counter()
                    got = page.evaluate(EVERY_ELEMENT) if way == "every" else violations(page)
                    times[way].append((time.perf_counter() - t0, busy(cdp) - b0))
                    found[way] = {f"{v['id']} ({v['impact']})" for v in got}
            med = {w: (statistics.median(t[0] for t in ts), statistics.median(t[1] for t in ts)) for w, ts in times.items()}
            same = "same" if found["every"] == found["kinds"] else f"DIFFER: {found}"
            print(f"{path:22} {elements:8} | {med['every'][0]:17.1f} {med['every'][1]:5.1f} | "
                  f"{med['kinds'][0]:10.1f} {med['kinds'][1]:5.1f} | {sorted(found['every']) or 'none'} {same}")
        browser.close()
    httpd.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
