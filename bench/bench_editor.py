#!/usr/bin/env python3
"""The scenario editor with a long text: how long the line numbers take to follow an edit.

    python bench/bench_editor.py [--site site] [--lines 10000,100000,500000] [--rounds 3]

Serves the built site (``make site`` first) on 127.0.0.1, opens /playground/ in Chromium and,
per size, times a text of that many lines put in the editor as a paste or a share link does
(the browser lays it out, the editor numbers it), the browser alone with another text of as
many lines (no event), a keystroke's input event (after the browser has laid the new text
out) and a scroll to the end. The machine is shared:
the medians of the rounds are printed, never asserted.
"""

from __future__ import annotations

import argparse
import http.server
import statistics
import sys
import threading
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]

MEASURE = """n => {
  const a = document.querySelector('#cr-playground textarea');
  const gutter = document.querySelector('.cr-pg-gutter');
  const timed = f => { const t = performance.now(); f(); void gutter.getBoundingClientRect(); return performance.now() - t; };
  const text = c => (c + '\\n').repeat(n - 1) + c;
  // a text pasted or opened from a share link: the browser lays it out, the editor numbers it
  const load = timed(() => { a.value = text('x'); a.dispatchEvent(new Event('input')); });
  // the browser alone: another text of as many lines, laid out, no event
  const browser = timed(() => { a.value = text('z'); void a.scrollHeight; });
  a.value += 'y';  // a keystroke at the end; the browser lays the text out before the editor hears of it
  void a.scrollHeight;
  const key = timed(() => a.dispatchEvent(new Event('input')));
  const scroll = timed(() => { a.scrollTop = a.scrollHeight; a.dispatchEvent(new Event('scroll')); });
  return [load, browser, key, scroll];
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", type=Path, default=ROOT / "site")
    ap.add_argument("--lines", default="10000,100000,500000")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    if not (args.site / "playground" / "index.html").is_file():
        print(f"no built site in {args.site}: run `make site` first", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(args.site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/playground/"
    sizes = [int(n) for n in args.lines.split(",")]
    got: dict[int, list[list[float]]] = {n: [] for n in sizes}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page: Any = browser.new_page(viewport={"width": 1366, "height": 900})
            for _ in range(args.rounds):
                for n in sizes:
                    page.goto(url)
                    page.locator("#cr-playground textarea").first.wait_for()
                    got[n].append(page.evaluate(MEASURE, n))
            browser.close()
    finally:
        httpd.shutdown()
    print(f"{'lines':>8}  {'text + numbers':>14}  {'browser alone':>13}  {'keystroke':>9}  {'scroll to end':>13}"
          f"  (ms, median of {args.rounds})")
    for n in sizes:
        load, alone, key, scroll = (statistics.median(r[i] for r in got[n]) for i in range(4))
        print(f"{n:>8}  {load:>14.0f}  {alone:>13.0f}  {key:>9.1f}  {scroll:>13.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
