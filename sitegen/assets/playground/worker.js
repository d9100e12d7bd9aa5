/* The engine in a Web Worker (a module worker): Pyodide, then the project's wheel
   (sitegen/playground.py builds it) and the vendored pure-Python libraries.

   Messages in:  {type: "init", cfg: {pyodide, wheel, vendor}}   (absolute URLs)
                 {type: "run", id, request}                      (request: JSON text, sitegen/inbrowser.py)
   Messages out: {type: "progress", loaded} (bytes fetched so far) while starting,
                 {type: "ready", ms, phases} (ms of each part of the start) | {type: "failed", message}
                 {type: "started", id}, then {type: "done", id, answer}   (answer: JSON text)
   The page stops a run that takes too long by terminating this worker. */
"use strict";

let runner = null;

// While starting: every byte fetched (Pyodide's wasm and standard library, the wheels) is counted
// and reported, so that the page can show how far the download is.
const realFetch = self.fetch.bind(self);
let loaded = 0;
let reported = 0;
function counting(input, init) {
  return realFetch(input, init).then((response) => {
    if (!response.ok || !response.body) return response;
    const counted = response.body.pipeThrough(new TransformStream({
      transform(chunk, out) {
        loaded += chunk.byteLength;
        if (loaded - reported > 256 * 1024) { reported = loaded; postMessage({ type: "progress", loaded }); }
        out.enqueue(chunk);
      },
    }));
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
}

// A first run imports the engine and compiles the result's templates: done here, while starting,
// so that the page's time limit counts the scenario's run only.
const WARM_UP = 'rule: "613.1"\ntitle: 準備\nquestion: 準備\nsteps:\n  - label: ステップ 1\n    do:\n' +
  '      - enter: {id: c1, object: {name: クリーチャー, type_line: Creature, colors: [black], pt: 2/2}}\n' +
  '      - effect: {id: e1, text: "Target creature gets +1/+1.", affected: target creature, targets: [c1], modify_pt: +1/+1}\n';

async function fetchBytes(url) {
  const response = await counting(url);
  if (!response.ok) throw new Error(url + ": HTTP " + response.status);
  return new Uint8Array(await response.arrayBuffer());
}

async function init(cfg) {
  const start = performance.now();
  const [{ loadPyodide }, vendor, wheel] = await Promise.all([
    import(cfg.pyodide + "pyodide.mjs"), fetchBytes(cfg.vendor), fetchBytes(cfg.wheel),
  ]);
  // kept by the service worker: no download to count, and Pyodide's own fetch keeps the compiled
  // WebAssembly in the browser's code cache (a counted response, made here, has no URL to key it)
  const kept = self.caches ? await caches.match(cfg.pyodide + "pyodide.asm.wasm").catch(() => null) : null;
  if (!kept) self.fetch = counting;
  const phases = {};
  let t = start;
  const mark = (name) => { const now = performance.now(); phases[name] = Math.round(now - t); t = now; };
  mark("fetch");
  const py = await loadPyodide({ indexURL: cfg.pyodide, stdout: () => {}, stderr: () => {} });
  self.fetch = realFetch;
  mark("pyodide");
  const dir = "/home/pyodide/cr";
  py.unpackArchive(vendor, "zip", { extractDir: dir });
  py.unpackArchive(wheel, "zip", { extractDir: dir });
  py.runPython("import sys\nsys.path.insert(0, '" + dir + "')");
  runner = py.pyimport("sitegen.inbrowser").run;
  mark("import");
  runner(JSON.stringify({ scenario: WARM_UP, cards: {} }));
  mark("warm_up");
  postMessage({ type: "progress", loaded });
  return { ms: performance.now() - start, phases };
}

function lastLine(text) {
  const lines = String(text).split("\n").filter((l) => l.trim());
  return lines.length ? lines[lines.length - 1].trim() : String(text);
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    try {
      const done = await init(msg.cfg);
      postMessage({ type: "ready", ms: done.ms, phases: done.phases });
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
