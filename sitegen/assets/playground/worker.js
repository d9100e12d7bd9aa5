/* The engine in a Web Worker (a module worker): Pyodide, then the project's wheel
   (sitegen/playground.py builds it) and the vendored pure-Python libraries.

   Messages in:  {type: "init", cfg: {pyodide, wheel, vendor, cards}}   (absolute URLs)
                 {type: "run", id, request}                      (request: JSON text, sitegen/inbrowser.py)
   Messages out: {type: "progress", loaded} (bytes fetched so far) while starting,
                 {type: "ready", ms, phases} (ms of each part of the start) | {type: "failed", message}
                 {type: "started", id}, then {type: "done", id, answer}   (answer: JSON text)
   The page stops a run that takes too long by terminating this worker.

   A later page's start: the first start, once imported and warmed up, keeps Pyodide's memory
   (a memory snapshot, ~38 MB) in the cache SNAPSHOTS under a key naming Pyodide and the wheels'
   versions; a later start restores it instead of starting Python and importing the engine again
   (bench/bench_playground.py: a later page 6.1 s → about 1.5 s on the desktop). A snapshot that
   does not restore or does not warm up is deleted and the start is a first start. */
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

const SNAPSHOTS = "cr-snapshot";  // not cr-engine-…: a new build's service worker keeps it (its key says whose it is)
const DIR = "/home/pyodide/cr";

function snapshotKey(cfg) {  // what the memory holds: this Pyodide, this wheel, these libraries
  return cfg.pyodide + "snapshot?wheel=" + encodeURIComponent(cfg.wheel) + "&vendor=" + encodeURIComponent(cfg.vendor);
}

async function keptSnapshot(cfg) {
  try {
    const hit = self.caches ? await (await caches.open(SNAPSHOTS)).match(snapshotKey(cfg)) : null;
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (err) {
    return null;
  }
}

async function keepSnapshot(cfg, bytes) {  // this key only: a snapshot of another build is of no use
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(snapshotKey(cfg), new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch (err) { /* no room: every start is a first start */ }
}

async function dropSnapshot() {
  try { await caches.delete(SNAPSHOTS); } catch (err) { /* nothing kept */ }
}

// Pyodide from its own start, or from a snapshot's memory (this build's memory is the module's
// own, not the INITIAL_MEMORY Pyodide sets: grown to the snapshot's size before it is copied in)
async function startPyodide(cfg, snapshot) {
  const options = { indexURL: cfg.pyodide, stdout: () => {}, stderr: () => {} };
  if (snapshot) {
    const create = (await import(cfg.pyodide + "pyodide.asm.mjs")).default;
    options._loadSnapshot = snapshot;
    options.createPyodideModule = async (settings) => {
      const module = await create(settings);
      module.growMemory(snapshot.length);
      return module;
    };
  } else if (self.caches) {
    options._makeSnapshot = true;
  }
  const { loadPyodide } = await import(cfg.pyodide + "pyodide.mjs");
  return loadPyodide(options);
}

async function init(cfg) {
  const start = performance.now();
  const [vendor, wheel, cards, kept, snapshot] = await Promise.all([
    fetchBytes(cfg.vendor), fetchBytes(cfg.wheel), cfg.cards ? fetchBytes(cfg.cards) : null,
    // kept by the service worker: no download to count, and Pyodide's own fetch keeps the compiled
    // WebAssembly in the browser's code cache (a counted response, made here, has no URL to key it)
    self.caches ? caches.match(cfg.pyodide + "pyodide.asm.wasm").catch(() => null) : null,
    keptSnapshot(cfg),
  ]);
  if (!kept) self.fetch = counting;
  const phases = {};
  let t = start;
  const mark = (name) => { const now = performance.now(); phases[name] = Math.round(now - t); t = now; };
  mark("fetch");
  let py = null;
  if (snapshot) {
    try {
      py = await startPyodide(cfg, snapshot);
      phases.snapshot = 1;
    } catch (err) {
      await dropSnapshot();
    }
  }
  if (!py) py = await startPyodide(cfg, null);
  self.fetch = realFetch;
  mark("pyodide");
  // the files, for what the engine imports later (a snapshot holds the memory, not the files)
  py.unpackArchive(vendor, "zip", { extractDir: DIR });
  py.unpackArchive(wheel, "zip", { extractDir: DIR });
  if (!phases.snapshot) py.runPython("import sys\nsys.path.insert(0, '" + DIR + "')");
  runner = py.pyimport("sitegen.inbrowser").run;
  mark("import");
  // with the site's cards: read once here (the engine keeps them by their text), not in the first run
  const files = cards ? JSON.parse(new TextDecoder().decode(cards)).files || {} : {};
  const warm = JSON.parse(runner(JSON.stringify({ scenario: WARM_UP, cards: files })));
  if (!warm.result || warm.result.status !== "pass") {
    if (phases.snapshot) {  // a memory that does not run: forget it, start as the first time
      await dropSnapshot();
      return init(cfg);
    }
    throw new Error("the engine's first run failed: " + JSON.stringify(warm.error || warm.result));
  }
  mark("warm_up");
  postMessage({ type: "progress", loaded });
  return { ms: performance.now() - start, phases, py };
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
      // before any run (this task ends first): the memory as the start left it, for a later page
      if (!done.phases.snapshot && self.caches) {
        const t = performance.now();
        const bytes = done.py.makeMemorySnapshot();
        keepSnapshot(msg.cfg, bytes).then(() => postMessage({ type: "kept", ms: Math.round(performance.now() - t),
          bytes: bytes.length }));
      }
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
