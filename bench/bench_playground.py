#!/usr/bin/env python3
"""The engine in the browser: how long a reader waits after pressing 「この例を動かす」.

    python bench/bench_playground.py [--site site [--site other]] [--rounds 1] [--profiles desktop,phone]

Serves the built site (``make site`` first) on 127.0.0.1 and drives Chromium, in one run, for a
desktop (1366×900) and a throttled phone profile (390×844, touch, the page's CPU 4× slower, 20 Mbit/s
with 40 ms latency made by the server for every request), each in a fresh browser profile on disk:

- floor:  bare Pyodide start in a Web Worker (``loadPyodide()``, empty cache): no page can be quicker;
- cold:   the 613 page opened, 613.4-1's button pressed at once (nothing cached, nothing started):
          the time to its result (Pyodide, the wheels, the warm-up run, the run);
- later:  the service worker has kept the engine's files (Pyodide, the wheels, the memory snapshot
          the build made: worker.js) after the first start; another page (articles/layers/) opened
          in the same tab (a full navigation) and its example's button pressed at once — on the
          engine the first page started where it is shared (a SharedWorker: playground.js);
- offline: the server stopped; a third page (rules/607/) and its example 607.4-1.

Goals (issue #23): cold ≤ 1.3 × floor, later ≤ 0.2 × cold. The machine is shared: the medians of
the rounds are printed, never asserted, with the load average before each press. Two or more
``--site`` (e.g. a build of main and of a branch) are measured side by side: each round runs every
site once for each profile, interleaved. Also what the first start downloads and the site's size.
"""

from __future__ import annotations

import argparse
import http.server
import os
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from sitegen.httpd import QuietSiteHandler  # noqa: E402

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
PROFILES: dict[str, dict[str, Any]] = {
    "desktop": {"context": {"viewport": {"width": 1366, "height": 900}}, "cpu": 1, "net": None},
    "phone": {"context": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
                          "device_scale_factor": 2},
              "cpu": 4, "net": {"latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8}},
}
# the page, the example pressed: cold, later, offline
STEPS = (("cold", "rules/613/", "613.4-1"), ("later", "articles/layers/", "layers-ex-3"),
         ("offline", "rules/607/", "607.4-1"))
FLOOR_JS = """async (indexURL) => {
    const src = `import { loadPyodide } from "${indexURL}pyodide.mjs";
        const t = performance.now(); await loadPyodide({ indexURL: "${indexURL}" });
        postMessage(performance.now() - t);`;
    const start = performance.now();
    const w = new Worker(URL.createObjectURL(new Blob([src], { type: "text/javascript" })), { type: "module" });
    await new Promise((resolve) => { w.onmessage = resolve; });
    return performance.now() - start;
}"""


# each press: the start's parts (worker.js: fetch, pyodide, import, warm_up; snapshot 1 when its memory
# was restored), the whole start and the scenario's run (ms)
PHASES: list[dict[str, int]] = []


class _Paced(QuietSiteHandler):
    """The profile's network, made by the server for every request alike — the page's, a page's
    own Worker's and the shared engine's (a SharedWorker is a target of its own, which DevTools'
    network emulation of the page does not reach): ``latency`` ms before each answer, and every
    answer's bytes together at most ``rate`` bytes a second."""

    latency = 0.0
    rate = 0.0
    lock = threading.Lock()
    free_at = 0.0  # when the link is free again (every connection's bytes go through it)

    def send_head(self) -> Any:
        if self.latency:
            time.sleep(self.latency)
        return super().send_head()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        if not self.rate:
            super().copyfile(source, outputfile)
            return
        while chunk := source.read(16 * 1024):
            with _Paced.lock:
                start = max(time.perf_counter(), _Paced.free_at)
                _Paced.free_at = start + len(chunk) / self.rate
            time.sleep(max(0.0, _Paced.free_at - time.perf_counter()))
            outputfile.write(chunk)


class _Server:
    def __init__(self, site: Path, net: dict[str, float] | None = None) -> None:
        handler = type("Handler", (_Paced,), {"latency": net["latency"] / 1000, "rate": net["downloadThroughput"]}
                       if net else {})
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(handler, directory=str(site)))
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _throttle(page: Any, profile: dict[str, Any]) -> None:
    """The profile's CPU on the page (Chromium throttles no worker's CPU: neither a page's own
    Worker nor the shared engine); its network is the server's (:class:`_Paced`)."""
    if profile["cpu"] > 1:
        page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": profile["cpu"]})


def _press(page: Any, url: str, example: str | None) -> float:
    """Open the page, press the example's button at once: seconds to its result."""
    page.goto(url, wait_until="domcontentloaded")
    sel = f"[data-example-id='{example}']" if example else "[data-example-id]:has(.cr-pg-open)"
    page.wait_for_selector(f"{sel} .cr-pg-open", timeout=60_000)
    ex = page.locator(sel).first
    start = time.perf_counter()
    ex.locator(".cr-pg-open").click()
    ex.locator(".cr-pg-runner[data-state='done']").wait_for(timeout=300_000)
    took = time.perf_counter() - start
    runner = ex.locator(".cr-pg-runner")
    PHASES.append({**page.evaluate("window.CRPlayground.engine.phases"),
                   "start": page.evaluate("Math.round(window.CRPlayground.engine.loadMs)"),
                   "run": int(runner.get_attribute("data-run-ms") or 0)})
    return took


def _kept(page: Any) -> None:
    """Until the service worker controls the page and has kept the engine's files (the snapshot too,
    when the build made one)."""
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=120_000)
    page.wait_for_function("""async () => {
        const m = await (await fetch('/assets/playground/engine.json')).json();
        for (const k of await caches.keys()) {
            if (!k.startsWith('cr-engine-')) continue;
            const urls = (await (await caches.open(k)).keys()).map(r => r.url);
            if (urls.some(u => u.endsWith('pyodide.asm.wasm')) && urls.some(u => u.includes('.whl'))
                && (!m.snapshot || urls.some(u => u.includes('snapshot.bin')))) return true;
        }
        return false; }""", timeout=300_000, polling=500)
    # a build before the snapshot came with the site: its first start kept the memory in cr-snapshot
    if not page.evaluate("fetch('/assets/playground/engine.json').then(r => r.json()).then(m => !!m.snapshot)"):
        page.wait_for_function("""async () => (await caches.keys()).includes('cr-snapshot')
            && (await (await caches.open('cr-snapshot')).keys()).length > 0""", timeout=300_000, polling=500)


def run_profile(p: Any, site: Path, name: str, profile: dict[str, Any], profiles: str, n: int) -> dict[str, float]:
    out: dict[str, float] = {}
    server = _Server(site, profile["net"])
    try:
        ctx = p.chromium.launch_persistent_context(f"{profiles}/{name}-floor-{n}", executable_path="/usr/bin/chromium",
                                                   args=ARGS, **profile["context"])
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        _throttle(page, profile)
        page.goto(server.url + "404.html")
        manifest = page.evaluate("fetch('/assets/playground/engine.json').then(r => r.json())")
        load = os.getloadavg()[0]
        out["floor"] = page.evaluate(FLOOR_JS, server.url + "assets/playground/" + manifest["pyodide"]) / 1000
        print(f"  {site.name} {name} floor: {out['floor']:.2f} s (load {load:.1f})", flush=True)
        ctx.close()
        ctx = p.chromium.launch_persistent_context(f"{profiles}/{name}-{n}", executable_path="/usr/bin/chromium",
                                                   args=ARGS, **profile["context"])
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        _throttle(page, profile)
        for kind, path, example in STEPS:
            if kind == "later":
                _kept(page)
            if kind == "offline":
                server.stop()
            load = os.getloadavg()[0]
            out[kind] = _press(page, server.url + path, example)
            print(f"  {site.name} {name} {kind}: {out[kind]:.2f} s (load {load:.1f}), the start's parts (ms) {PHASES[-1]}",
                  flush=True)
        ctx.close()
    finally:
        if server.httpd.socket.fileno() != -1:
            server.stop()
    return out


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--site", action="append", help="a built site (repeat to compare; default site/)")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--profiles", default="desktop,phone")
    args = parser.parse_args()
    sites = [Path(s) for s in args.site or [str(ROOT / "site")]]
    for site in sites:
        if not (site / "assets" / "playground" / "engine.json").is_file() or not (site / "sw.js").is_file():
            print(f"{site}: no built site with the playground and the service worker; run `make site` first",
                  file=sys.stderr)
            return 1
    from playwright.sync_api import sync_playwright

    names = [n for n in args.profiles.split(",") if n]
    rows: dict[tuple[int, str], dict[str, list[float]]] = {(i, n): {} for i in range(len(sites)) for n in names}
    with sync_playwright() as p, tempfile.TemporaryDirectory() as profiles:
        for n in range(args.rounds):
            for name in names:  # interleaved: each site once, then the next profile
                for i, site in enumerate(sites):
                    for kind, t in run_profile(p, site, name, PROFILES[name], f"{profiles}/{i}", n).items():
                        rows[(i, name)].setdefault(kind, []).append(t)
    import json
    print(f"after pressing 「この例を動かす」 (median of {args.rounds} round(s); seconds):")
    for i, site in enumerate(sites):
        engine = json.loads((site / "assets" / "playground" / "engine.json").read_text(encoding="utf-8"))
        print(f"{site}:")
        for name in names:
            med = {k: statistics.median(v) for k, v in rows[(i, name)].items()}
            print(f"  {name:7}  floor {med['floor']:5.2f}   cold {med['cold']:5.2f} ({med['cold'] / med['floor']:.2f}× floor)"
                  f"   later page {med['later']:5.2f} ({med['later'] / med['cold']:.2f}× cold)   offline {med['offline']:5.2f}")
            print("           " + "; ".join(f"{k} [{', '.join(f'{t:.2f}' for t in v)}]" for k, v in rows[(i, name)].items()))
        pyodide, playground = _size(site / "assets" / "pyodide"), _size(site / "assets" / "playground")
        print(f"  a first start downloads {engine.get('bytes', 0) / 1e6:.1f} MB (what the page says); added to the site: "
              f"{(pyodide + playground) / 1e6:.2f} MB (Pyodide {pyodide / 1e6:.2f} MB, the wheels, the snapshot and data "
              f"{playground / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
