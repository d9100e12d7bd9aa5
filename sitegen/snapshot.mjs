/* The engine's memory, made at build time (sitegen/playground.py runs this with node):

     node sitegen/snapshot.mjs <pyodide dir> <wheel> <vendor.zip> <cards.json> <out>

   Starts the vendored Pyodide (node_modules/pyodide) with its private option _makeSnapshot,
   unpacks the wheel and the vendored libraries where the browser's worker unpacks them
   (assets/playground/worker.js, DIR), imports the engine, runs sitegen.inbrowser.warm_up() with
   the site's card files (the engine keeps them read: the worker's warm-up finds them) and writes Pyodide's memory (makeMemorySnapshot) to <out>. The browser restores it in
   place of Python's own start and the engine's import; a snapshot is only good for the same
   Pyodide build (Pyodide checks its build id and refuses another; the worker then starts as
   without one). Prints the parts' times (ms) as JSON.

   The same files make the same bytes, on any machine and at any time (two machines build the same
   site; tests/site/test_snapshot_bytes.py makes it twice): what Python reads of the world while the
   memory is made is fixed — its hash seed (PYTHONHASHSEED=0: the order of sets of strings), every
   random byte Pyodide asks node for (os.urandom, the random module's seed: node:crypto's
   randomFillSync) from one seeded sequence, the clock (Date.now: files' times and time.time(), frozen;
   performance.now: time.monotonic, a step a call), the time zone (UTC), the locale (C; the
   environment Pyodide gives Python is its own, not the machine's) and the program's name: node's
   process.argv[1], this script's absolute path, would be Python's sys.executable and the
   environment's "_" (a snapshot made in /work/main differed from one made in a worktree, and the
   build's path reached the reader's browser); it is Emscripten's own default, as a browser has it.
   What it cannot fix is named in the cache key (sitegen/playground.py, snapshot_key): Pyodide's
   files, this script, the wheel, the vendored libraries, the cards, and node's version
   (sys._emscripten_info.runtime, "Node.js v20.20.2"). The browser's Python goes on
   from that state: its hash seed and the random module's state are the snapshot's (the engine draws
   no random numbers), os.urandom the browser's. */
import crypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, vendor, cards, out] = process.argv.slice(2);
const DIR = "/home/pyodide/cr";  // as worker.js
const clock = performance.now.bind(performance);  // the parts' times, the only real time read
process.env.TZ = "UTC";
let seed = 0x2545f491;  // xorshift32
const byte = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return seed & 0xff; };
crypto.randomFillSync = (view, offset = 0, size) => {
  const bytes = new Uint8Array(view.buffer || view, view.byteOffset || 0, view.byteLength);
  const end = size === undefined ? bytes.length : offset + size;
  for (let i = offset; i < end; i++) bytes[i] = byte();
  return view;
};
Math.random = () => (byte() * 256 + byte()) / 65536;
const FROZEN = Date.UTC(2000, 0, 1);
Date.now = () => FROZEN;
let ticks = 0;
performance.now = () => (ticks += 1) / 1000;
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const times = {};
let t = clock();
const mark = (name) => { const now = clock(); times[name] = Math.round(now - t); t = now; };
const py = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true, _sysExecutable: "./this.program",
                               stdout: () => {}, stderr: () => {},
                               env: { PYTHONHASHSEED: "0", LANG: "C.UTF-8", HOME: "/home/pyodide" } });
mark("pyodide");
for (const file of [vendor, wheel]) py.unpackArchive(new Uint8Array(readFileSync(file)), "zip", { extractDir: DIR });
py.runPython("import sys\nsys.path.insert(0, '" + DIR + "')");
const inbrowser = py.pyimport("sitegen.inbrowser");
mark("import");
const warm = JSON.parse(inbrowser.warm_up(JSON.stringify(JSON.parse(readFileSync(cards, "utf8")).files || {})));
inbrowser.destroy();
if (!warm.result || warm.result.status !== "pass") {
  console.error("the engine's warm-up run failed: " + JSON.stringify(warm.error || warm.result));
  process.exit(1);
}
mark("warm_up");
const bytes = py.makeMemorySnapshot();
writeFileSync(out, bytes);
mark("snapshot");
console.log(JSON.stringify({ ...times, bytes: bytes.length }));
