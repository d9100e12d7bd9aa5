/* The engine in a Web Worker (a module worker): Pyodide, then the project's wheel
   (sitegen/playground.py builds it) and the vendored pure-Python libraries.

   Messages in:  {type: "init", cfg: {pyodide, wheel, vendor}}   (absolute URLs)
                 {type: "run", id, request}                      (request: JSON text, sitegen/inbrowser.py)
   Messages out: {type: "ready", ms} | {type: "failed", message}
                 {type: "started", id}, then {type: "done", id, answer}   (answer: JSON text)
   The page stops a run that takes too long by terminating this worker. */
"use strict";

let runner = null;

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(url + ": HTTP " + response.status);
  return new Uint8Array(await response.arrayBuffer());
}

async function init(cfg) {
  const start = performance.now();
  const [{ loadPyodide }, vendor, wheel] = await Promise.all([
    import(cfg.pyodide + "pyodide.mjs"), fetchBytes(cfg.vendor), fetchBytes(cfg.wheel),
  ]);
  const py = await loadPyodide({ indexURL: cfg.pyodide, stdout: () => {}, stderr: () => {} });
  const dir = "/home/pyodide/cr";
  py.unpackArchive(vendor, "zip", { extractDir: dir });
  py.unpackArchive(wheel, "zip", { extractDir: dir });
  py.runPython("import sys\nsys.path.insert(0, '" + dir + "')");
  runner = py.pyimport("sitegen.inbrowser").run;
  return performance.now() - start;
}

function lastLine(text) {
  const lines = String(text).split("\n").filter((l) => l.trim());
  return lines.length ? lines[lines.length - 1].trim() : String(text);
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    try {
      postMessage({ type: "ready", ms: await init(msg.cfg) });
    } catch (err) {
      postMessage({ type: "failed", message: lastLine(err && err.message ? err.message : err) });
    }
  } else if (msg.type === "run") {
    postMessage({ type: "started", id: msg.id });
    let answer;
    try {
      answer = runner(msg.request);
    } catch (err) {  // never a traceback: its last line only
      answer = JSON.stringify({ error: { path: "", line: null,
        message: "internal error: " + lastLine(err && err.message ? err.message : err) } });
    }
    postMessage({ type: "done", id: msg.id, answer: answer });
  }
};
