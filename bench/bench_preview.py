#!/usr/bin/env python3
"""Edit → page updated: how long the live preview (``build.py serve --watch``) takes.

    python bench/bench_preview.py [--edits 9]

Starts the preview on a copy of rules_src/, opens /rules/613/ in Chromium, then edits the
scenario 613.4-1 again and again — an expected P/T made wrong, then right again — and each
time measures from the file being saved to the browser showing the example's new status
(fail, then pass: the page reloaded by the preview's script). Prints each and the median, and
how long the search index then takes to follow (it is made again after the reload).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=9)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-preview-") as name:
        tmp = Path(name)
        src = tmp / "rules_src"
        shutil.copytree(ROOT / "rules_src", src)
        proc = subprocess.Popen([sys.executable, str(ROOT / "build.py"), "--root", str(src), "--out", str(tmp / "site"),
                                 "serve", "--watch", "--port", "0"], stderr=subprocess.PIPE, text=True,
                                start_new_session=True)
        lines: list[str] = []
        threading.Thread(target=lambda: lines.extend(proc.stderr or []), daemon=True).start()
        try:
            deadline = time.time() + 300
            port = None
            while port is None and time.time() < deadline:
                found = [m for m in (re.search(r"at http://127\.0\.0\.1:(\d+)/", x) for x in list(lines)) if m]
                port = found[0].group(1) if found else None
                time.sleep(0.1)
            if port is None:
                print("the preview did not start:\n" + "".join(lines), file=sys.stderr)
                return 1
            scenario = src / "scenarios" / "613" / "613.4-1.yaml"
            text = scenario.read_text(encoding="utf-8")
            times: list[float] = []
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=[
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
                page = browser.new_page()
                page.goto(f"http://127.0.0.1:{port}/rules/613/")
                wrong = text.replace("pt: 3/3", "pt: 9/9", 1)
                assert wrong != text
                for i in range(args.edits):
                    status = "fail" if i % 2 == 0 else "pass"
                    time.sleep(0.5)
                    scenario.write_text(wrong if status == "fail" else text, encoding="utf-8")
                    start = time.perf_counter()
                    page.wait_for_function(
                        "(s) => { const e = document.querySelector('[data-example-id=\"613.4-1\"]');"
                        " return e && e.dataset.status === s; }", arg=status, timeout=60000)
                    times.append(time.perf_counter() - start)
                    print(f"edit {i + 1}: {times[-1]:.2f} s (load average {os.getloadavg()[0]:.1f})", flush=True)
                browser.close()
        finally:
            proc.terminate()
            proc.wait(30)
    print(f"edit → page updated: median {statistics.median(times):.2f} s of {len(times)} "
          f"(fastest {min(times):.2f} s, slowest {max(times):.2f} s)")
    updates = [float(m.group(1)) for m in (re.search(r"built in ([0-9.]+) s \(\d+ example", x) for x in lines) if m]
    if updates:
        print(f"of which the preview's update (verify, pages, mkdocs): median {statistics.median(updates):.2f} s")
    searches = [float(m.group(1)) for m in (re.search(r"search index: \d+ pages in ([0-9.]+) s", x) for x in lines) if m]
    if searches:
        print(f"then, after the reload, the search index made again: median {statistics.median(searches):.2f} s "
              f"({len(searches)} times)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
