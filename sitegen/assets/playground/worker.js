/* The engine in a worker (a module worker): Pyodide, then the project's wheel
   (sitegen/playground.py builds it) and the vendored pure-Python libraries. The same script runs
   as a SharedWorker (one engine for every page of the site in the browser, kept across pages:
   playground.js) or, where there is none, as a dedicated Worker of one page.

   Messages in:  {type: "init", cfg: {pyodide, wheel, vendor, snapshot?, cards}}   (absolute URLs)
                 {type: "run", id, request}    (request: JSON text, sitegen/inbrowser.py; its
                                                "seconds" is the run's budget, engine/budget.py)
   Messages out: {type: "progress", loaded} (bytes fetched so far) while starting,
                 {type: "ready", ms, phases, engine: {id, pages, started, shared}} (ms of each part of
                 the engine's start; id: this engine's, one per start; pages: how many pages it has
                 served; started: whether this page's init started it) | {type: "failed", message}
                 {type: "started", id}, then {type: "done", id, answer}   (answer: JSON text)
   A run is stopped by the engine's budget at its "seconds" (engine/budget.py, a clock the engine
   reads at each step); a page that hears nothing long after that leaves this worker (terminates a
   dedicated one) and starts a fresh one.

   The engine's memory from the build: the site carries Pyodide's memory with the engine imported
   and warmed up (cfg.snapshot, gzipped; made with node at build time, sitegen/snapshot.mjs), fetched
   beside Pyodide's own files and restored in place of Python's start and the engine's import, on a
   first visit as on a later page (the service worker keeps it with Pyodide). Restoring uses
   Pyodide's private options (_loadSnapshot; pinned Pyodide 314.0.7, whose build id the snapshot
   carries and Pyodide checks): a snapshot that does not download, inflate, restore or warm up is
   left, and the start is Pyodide's own with the engine imported (phases without "snapshot") —
   tests/site/test_offline.py breaks it both ways. */
"use strict";

const SHARED = typeof SharedWorkerGlobalScope !== "undefined" && self instanceof SharedWorkerGlobalScope;
const ENGINE_ID = Date.now().toString(36) + "-" + Math.random().toString(36).slice(2, 8);
let runner = null;
let starting = null;  // the engine's start (a promise), whichever page asked first
let pages = 0;
const waiting = new Set();  // the ports of the pages waiting for the start: told its progress
function tell(msg) { waiting.forEach((port) => port.postMessage(msg)); }

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
        if (loaded - reported > 256 * 1024) { reported = loaded; tell({ type: "progress", loaded }); }
        out.enqueue(chunk);
      },
    }));
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
}

async function fetchBytes(url) {
  const response = await counting(url);
  if (!response.ok) throw new Error(url + ": HTTP " + response.status);
  return new Uint8Array(await response.arrayBuffer());
}

async function fetchSnapshot(url) {  // counted as downloaded (gzipped), inflated as it comes
  const response = await counting(url);
  if (!response.ok) throw new Error(url + ": HTTP " + response.status);
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

const DIR = "/home/pyodide/cr";  // where sitegen/snapshot.mjs unpacked the wheels before the memory was kept

// Pyodide from its own start, or from the snapshot's memory (a promise: Pyodide fetches its files
// meanwhile; this build's memory is the module's own, not the INITIAL_MEMORY Pyodide sets, so it
// is grown to the snapshot's size before the memory is copied in)
async function startPyodide(cfg, snapshot) {
  const options = { indexURL: cfg.pyodide, stdout: () => {}, stderr: () => {} };
  if (snapshot) {
    const create = (await import(cfg.pyodide + "pyodide.asm.mjs")).default;
    options._loadSnapshot = snapshot;
    options.createPyodideModule = async (settings) => {
      const size = (await snapshot).length;
      const module = await create(settings);
      module.growMemory(size);
      return module;
    };
  }
  const { loadPyodide } = await import(cfg.pyodide + "pyodide.mjs");
  return loadPyodide(options);
}

async function init(cfg) {
  const start = performance.now();
  // kept by the service worker: no download to count, and Pyodide's own fetch keeps the compiled
  // WebAssembly in the browser's code cache (a counted response, made here, has no URL to key it)
  const kept = self.caches ? await caches.match(cfg.pyodide + "pyodide.asm.wasm").catch(() => null) : null;
  const phases = {};
  const files = Promise.all([fetchBytes(cfg.vendor), fetchBytes(cfg.wheel), cfg.cards ? fetchBytes(cfg.cards) : null]);
  const snapshot = cfg.snapshot ? fetchSnapshot(cfg.snapshot) : null;
  files.then(() => snapshot).then(() => { phases.fetch = Math.round(performance.now() - start); }, () => {});
  if (!kept) self.fetch = counting;
  let t = start;
  const mark = (name) => { const now = performance.now(); phases[name] = Math.round(now - t); t = now; };
  let py = null;
  if (snapshot) {
    try {
      py = await startPyodide(cfg, snapshot);
      phases.snapshot = 1;
    } catch (err) { /* the start as without one */ }
  }
  if (!py) py = await startPyodide(cfg, null);
  self.fetch = realFetch;
  const [vendor, wheel, cards] = await files;
  mark("pyodide");
  // the files, for what the engine imports later (a snapshot holds the memory, not the files)
  py.unpackArchive(vendor, "zip", { extractDir: DIR });
  py.unpackArchive(wheel, "zip", { extractDir: DIR });
  if (!phases.snapshot) py.runPython("import sys\nsys.path.insert(0, '" + DIR + "')");
  const inbrowser = py.pyimport("sitegen.inbrowser");
  runner = inbrowser.run;
  mark("import");
  // with the site's cards: read once here (the engine keeps them by their text), not in the first run
  const warm = JSON.parse(inbrowser.warm_up(JSON.stringify(cards ? JSON.parse(new TextDecoder().decode(cards)).files || {} : {})));
  if (!warm.result || warm.result.status !== "pass") {
    if (phases.snapshot) return init({ ...cfg, snapshot: null });  // a memory that does not run: the start as without it
    throw new Error("the engine's first run failed: " + JSON.stringify(warm.error || warm.result));
  }
  mark("warm_up");
  tell({ type: "progress", loaded });
  return { ms: performance.now() - start, phases };
}

function lastLine(text) {
  const lines = String(text).split("\n").filter((l) => l.trim());
  return lines.length ? lines[lines.length - 1].trim() : String(text);
}

// one page's messages: a dedicated worker's own (self), or a port of the shared one
function listen(port) {
  port.onmessage = async (event) => {
    const msg = event.data;
    if (msg.type === "init") {
      pages += 1;
      const fresh = !starting;
      if (fresh) starting = init(msg.cfg);
      waiting.add(port);
      try {
        const done = await starting;
        port.postMessage({ type: "ready", ms: done.ms, phases: done.phases,
                           engine: { id: ENGINE_ID, pages, started: fresh, shared: SHARED } });
      } catch (err) {
        starting = null;  // the next page tries again
        port.postMessage({ type: "failed", message: lastLine(err && err.message ? err.message : err) });
      } finally {
        waiting.delete(port);
      }
    } else if (msg.type === "run") {
      port.postMessage({ type: "started", id: msg.id });
      let answer;
      try {
        answer = runner(msg.request);
      } catch (err) {  // never a traceback: its last line only
        answer = JSON.stringify({ error: { path: "", line: null,
          message: "internal error: " + lastLine(err && err.message ? err.message : err) } });
      }
      port.postMessage({ type: "done", id: msg.id, answer: answer });
    }
  };
}

if (SHARED) self.onconnect = (event) => listen(event.ports[0]);
else listen(self);
