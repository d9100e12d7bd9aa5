#!/usr/bin/env python3
"""The engine in the browser: what a reader downloads and waits for after pressing 「この例を動かす」.

    python bench/bench_playground.py [--site site] [--rounds 3]

Serves the built site (``make site`` first) on 127.0.0.1 and drives Chromium. Per round, in
turns:

- cold: a fresh browser profile (empty cache) opens the 613 page and presses the button of
  613.4-1: the time until its result is shown (Pyodide, the wheel, the run) and the bytes
  the server sent (response bodies; the test server does not compress — the gzip size of
  the same files is printed beside, what a compressing host would send);
- warm: the same profile opens the page again (the browser cache holds the files: the server
  sends ``Cache-Control: max-age=600``, as GitHub Pages does) and
  presses the button: time and bytes;
- hot: 「実行」 again on that page (the engine is loaded): the time of a run.

Also the size the engine adds to the site (assets/pyodide/, assets/playground/). The machine
is shared: the medians of interleaved rounds are printed, never asserted.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = "613.4-1"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]


class _Counting(http.server.SimpleHTTPRequestHandler):
    served: list[tuple[str, int, int]] = []  # (path, bytes, gzip bytes)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        outputfile.write(data)
        self.served.append((self.path, len(data), len(gzip.compress(data, 6))))

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "max-age=600")  # as GitHub Pages serves a site
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def _press(page: Any, url: str) -> float:
    page.goto(url + "rules/613/")
    ex = page.locator(f"[data-example-id='{EXAMPLE}']")
    start = time.perf_counter()
    ex.locator(".cr-pg-open").click()
    page.wait_for_selector(f"[data-example-id='{EXAMPLE}'] .cr-pg-runner[data-state='done']", timeout=180_000)
    return time.perf_counter() - start


def _rerun(page: Any) -> float:
    runner = page.locator(f"[data-example-id='{EXAMPLE}'] .cr-pg-runner")
    start = time.perf_counter()
    runner.locator(".cr-pg-run").click()
    page.wait_for_function("el => el.dataset.state === 'done'", arg=runner.element_handle(), timeout=60_000)
    return time.perf_counter() - start


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=str(ROOT / "site"))
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    site = Path(args.site)
    if not (site / "assets" / "playground" / "engine.json").is_file():
        print(f"{site}: no built site with the playground; run `make site` first", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(_Counting, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    rows: dict[str, list[float]] = {"cold": [], "warm": [], "hot": []}
    sent: dict[str, list[tuple[int, int]]] = {"cold": [], "warm": []}
    with sync_playwright() as p, tempfile.TemporaryDirectory() as profiles:
        for n in range(args.rounds):
            # a profile on disk: an in-memory (incognito) cache does not keep a 9.6 MB file
            context = p.chromium.launch_persistent_context(f"{profiles}/{n}", executable_path="/usr/bin/chromium",
                                                           args=ARGS)
            for kind in ("cold", "warm"):
                page = context.new_page()
                page.goto(url + "rules/613/")  # the page itself is not counted
                _Counting.served.clear()
                rows[kind].append(_press(page, url))
                sent[kind].append((sum(b for _, b, _ in _Counting.served), sum(g for _, _, g in _Counting.served)))
                if kind == "warm":
                    rows["hot"].append(_rerun(page))
                    if _Counting.served:
                        print("  warm downloads:", ", ".join(f"{p} {b}" for p, b, _ in _Counting.served))
                page.close()
            context.close()
    httpd.shutdown()
    print(f"after pressing 「この例を動かす」 on {EXAMPLE} (median of {args.rounds} interleaved rounds):")
    for kind in ("cold", "warm", "hot"):
        line = f"  {kind:4}: {statistics.median(rows[kind]):6.2f} s to the first result"
        if kind in sent:
            raw, gz = sent[kind][-1]
            line += f"; downloaded {raw / 1e6:6.2f} MB ({gz / 1e6:.2f} MB gzipped)"
        else:
            line += " (「実行」 again: the engine is loaded)"
        print(line + f"   [{', '.join(f'{t:.2f}' for t in rows[kind])}]")
    pyodide, playground = _size(site / "assets" / "pyodide"), _size(site / "assets" / "playground")
    print(f"added to the site: {(pyodide + playground) / 1e6:.2f} MB "
          f"(Pyodide {pyodide / 1e6:.2f} MB, the wheel, vendored libraries and data {playground / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
