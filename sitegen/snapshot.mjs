/* The engine's memory, made at build time (sitegen/playground.py runs this with node):

     node sitegen/snapshot.mjs <pyodide dir> <wheel> <vendor.zip> <cards.json> <out>

   Starts the vendored Pyodide (node_modules/pyodide) with its private option _makeSnapshot,
   unpacks the wheel and the vendored libraries where the browser's worker unpacks them
   (assets/playground/worker.js, DIR), imports the engine, runs sitegen.inbrowser.warm_up() with
   the site's card files (the engine keeps them read: the worker's warm-up finds them) and writes Pyodide's memory (makeMemorySnapshot) to <out>. The browser restores it in
   place of Python's own start and the engine's import; a snapshot is only good for the same
   Pyodide build (Pyodide checks its build id and refuses another; the worker then starts as
   without one). Prints the parts' times (ms) as JSON. */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, vendor, cards, out] = process.argv.slice(2);
const DIR = "/home/pyodide/cr";  // as worker.js
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
const times = {};
let t = performance.now();
const mark = (name) => { const now = performance.now(); times[name] = Math.round(now - t); t = now; };
const py = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
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
