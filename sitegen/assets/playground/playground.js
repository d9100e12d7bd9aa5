/* 「この例を動かす」 and /playground/: edit a scenario (YAML) and run it with the engine in the
   browser. Loaded by cr.js only when a reader presses the button (or opens /playground/);
   Pyodide itself is loaded only when something is run (worker.js).

   Results are HTML made by the same Python renderer as the static pages
   (sitegen/example_html.py, autoescaped by jinja2); everything else here is built with
   textContent. */
(function () {
  "use strict";

  var BASE = new URL(".", document.currentScript.src).href;  // …/assets/playground/
  // A run that takes longer is stopped (a loop?): the engine's budget (engine/budget.py). A run
  // uses engine.limitMs, this unless a test set a shorter one (tests/site/test_browser_playground.py
  // run_limited: its runaway runs stop after 1 s, not 5 s, the same stop).
  var TIMEOUT_MS = 5000;
  // A case (docs/cases-format.md): ready to be saved as rules_src/cases/<rule>-<name>.yaml
  // Every word a reader sees here is a key of the site's text table (sitegen/text/ja.py
  // ``playground``), written beside this file as text.js (sitegen/playground.py).
  var TEXT = window.CRPlaygroundText || {};
  function t(key, fields) {
    var s = TEXT[key];
    if (s === undefined) return key;  // tests/site/test_text_tables.py: every key is in the table
    return s.replace(/\{(\w+)\}/g, function (_, f) { return fields && f in fields ? String(fields[f]) : ""; });
  }
  var STARTER = 'rule: "613.1"\ntitle: ' + t("starter_title") + '\nquestion: ' + t("starter_question") +
    '\nsteps:\n  - label: ' + t("step_n", { n: 1 }) + '\n    do:\n';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function secondary(text, lang) {  // a file path or the command line's English, apart from the reader's words
    var s = el("small", "cr-pg-detail", " " + text);
    if (lang) s.lang = lang;
    return s;
  }
  function button(label, cls, onclick) {
    var b = el("button", "cr-pg-btn" + (cls ? " " + cls : ""), label);
    b.type = "button";
    b.addEventListener("click", onclick);
    return b;
  }
  function getJSON(url) {
    return fetch(url).then(function (r) {
      if (!r.ok) throw new Error(url + ": HTTP " + r.status);
      return r.json();
    });
  }
  var manifestP = null;
  function manifest() {
    if (!manifestP) manifestP = fetch(BASE + "engine.json", { cache: "no-cache" }).then(function (r) { return r.json(); });
    return manifestP;
  }
  var cardsP = null;
  function cardData() {
    if (!cardsP) cardsP = manifest().then(function (m) { return getJSON(new URL(m.cards, BASE).href); });
    return cardsP;
  }

  /* -- the engine: one per browser where it can be shared, else one per page ------------ */
  // A SharedWorker (worker.js) is one engine for every page of this build open in the browser,
  // kept across pages (extendedLifetime: it outlives the page that navigates away long enough for
  // the next one to connect), so that a later page finds it started. A run is stopped by the
  // engine's own budget at engine.limitMs (engine/budget.py: the seconds of the run alone, never the
  // start-up); an engine that has not answered twice that after a run was asked of it is left (a
  // dedicated one terminated) and a fresh dedicated one started, and the reader told. Where there
  // is no SharedWorker, or the shared one cannot start, the engine is this page's own Worker.
  // Started on a reader's first sign of intent (cr.js: hovering or focusing 「この例を動かす」, the
  // first focus of an editor, idle time after load on a desktop), so that it is ready when asked.
  var engine = { worker: null, port: null, shared: false, noShared: false, ready: null, isReady: false, jobs: {},
                 seq: 0, loadMs: null, loaded: 0, bytes: 0, watchers: [], id: null, started: null, pages: 0,
                 limitMs: TIMEOUT_MS };

  function progress() {
    engine.watchers.forEach(function (f) { f(); });
  }
  // what the status line says while the engine starts: the download and how far it is
  function startingText() {
    var mb = engine.bytes ? t("about_mb", { mb: (engine.bytes / 1e6).toFixed(1) }) : "";
    var pct = engine.bytes ? Math.min(99, Math.round(100 * engine.loaded / engine.bytes)) : 0;
    return t("starting") + (mb ? t("first_download", { mb: mb }) : "") + "… " + pct + "%";
  }
  // the service worker keeps the engine's files for every later page and offline (sitegen/sw.js)
  function keepFiles(m) {
    var sw = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!sw) return;
    var urls = (m.files || []).concat([m.wheel, m.vendor, m.cards], m.snapshot ? [m.snapshot] : [])
      .map(function (u) { return new URL(u, BASE).href; });
    sw.postMessage({ type: "keep", urls: urls });
  }

  // The shared engine's name: this build's engine (a page of another build gets its own) and a
  // generation, moved on when a page leaves a shared engine that stopped answering (later pages
  // then start another rather than wait on it).
  var GEN_KEY = "cr-engine-generation";
  function generation() {
    try { return Number(localStorage.getItem(GEN_KEY)) || 0; } catch (err) { return 0; }
  }
  function sharedName(m) {
    return "cr-engine " + m.wheel + " " + (m.snapshot || "") + " " + generation();
  }
  function canShare() {
    return typeof SharedWorker === "function" && !engine.noShared;
  }

  function startWorker() {
    engine.isReady = false;
    var ready = engine.ready = manifest().then(function (m) {
      engine.bytes = m.bytes || 0;
      if (!canShare()) return connect(m, false);
      return connect(m, true).catch(function () {  // no shared engine here: this page's own
        engine.noShared = true;
        return connect(m, false);
      });
    });
    ready.catch(function () { if (engine.ready === ready) engine.ready = null; });
    return ready;
  }

  function connect(m, shared) {
    var w = shared ? new SharedWorker(BASE + "worker.js", { type: "module", name: sharedName(m), extendedLifetime: true })
      : new Worker(BASE + "worker.js", { type: "module" });
    var port = shared ? w.port : w;
    var asked = performance.now();
    engine.worker = w;
    engine.port = port;
    engine.shared = shared;
    return new Promise(function (resolve, reject) {
      port.onmessage = function (ev) {
        var msg = ev.data;
        if (msg.type === "progress") { engine.loaded = msg.loaded; progress(); }
        else if (msg.type === "ready") {
          var e = msg.engine || {};
          engine.started = !!e.started;  // this page started it (or found it started)
          engine.loadMs = e.started ? msg.ms : performance.now() - asked;
          engine.phases = msg.phases || {};  // those of the engine's start
          engine.id = e.id || null;
          engine.pages = e.pages || 1;
          engine.isReady = true;
          keepFiles(m);
          resolve();
        }
        else if (msg.type === "failed") reject(new Error(msg.message));
        else if (engine.jobs[msg.id]) engine.jobs[msg.id](msg);
      };
      w.onerror = function (ev) { reject(new Error(ev.message || "the engine could not start")); };
      port.postMessage({ type: "init", cfg: {
        pyodide: new URL(m.pyodide, BASE).href,
        wheel: new URL(m.wheel, BASE).href,
        vendor: new URL(m.vendor, BASE).href,
        snapshot: m.snapshot ? new URL(m.snapshot, BASE).href : null,
        cards: new URL(m.cards, BASE).href
      } });
    });
  }

  // An engine that stopped answering: a dedicated one is terminated; a shared one is left (this
  // page and those after it start another) — it ends when no page is connected to it any more.
  function leave(w, shared) {
    if (shared) {
      w.port.close();
      engine.noShared = true;
      try { localStorage.setItem(GEN_KEY, String(generation() + 1)); } catch (err) { /* this page only */ }
    } else {
      w.terminate();
    }
    if (engine.worker === w) engine.ready = null;
  }

  function warm() {
    if (!engine.ready) startWorker();
    return engine.ready;
  }

  function runScenario(request) {
    if (!engine.ready) startWorker();
    return engine.ready.then(function () {
      var w = engine.worker, port = engine.port, shared = engine.shared;
      var limitMs = engine.limitMs, stuckMs = 2 * limitMs;  // the limit this run was asked with
      return new Promise(function (resolve) {
        var id = ++engine.seq;
        var began = 0;
        var stuck = function () {
          delete engine.jobs[id];
          leave(w, shared);
          if (!engine.ready) startWorker().catch(function () {});  // the page stays usable: a fresh engine
          resolve({ timeout: true, restarted: true, limitMs: limitMs });
        };
        var timer = setTimeout(stuck, stuckMs);  // never started (a shared engine busy for good)
        engine.jobs[id] = function (msg) {
          if (msg.type === "started") {
            began = performance.now();
            clearTimeout(timer);
            timer = setTimeout(stuck, stuckMs);
          } else if (msg.type === "done") {
            clearTimeout(timer);
            delete engine.jobs[id];
            var answer = JSON.parse(msg.answer);
            if (answer.stopped) { answer.timeout = true; answer.limitMs = limitMs; }  // the budget's seconds: stopped by the engine
            answer.runMs = Math.round(performance.now() - began);  // the run alone, never the start-up
            resolve(answer);
          }
        };
        port.postMessage({ type: "run", id: id, request: JSON.stringify(Object.assign({ seconds: limitMs / 1000 }, request)) });
      });
    });
  }

  /* -- an editor: a textarea with line numbers and a message beside a line -------------- */
  // The gutter draws the numbers of the lines in view only (an error's number a span among
  // them), in the textarea's font and line height, moved with its scrolling: number n stays
  // beside line n. An edit counts the lines (linear in the text); a scroll draws a screenful.
  function countLines(text) {
    var n = 1;
    for (var i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
    return n;
  }
  function numbers(from, to) {  // "from\n…to\n" (an empty string when from > to)
    var out = [];
    for (var i = from; i <= to; i++) out.push(i);
    return out.length ? out.join("\n") + "\n" : "";
  }
  function Editor(label, text, path) {
    var wrap = el("div", "cr-pg-editor");
    wrap.setAttribute("data-path", path || "");
    var lab = el("label", "cr-pg-label", label);
    var code = el("div", "cr-pg-code");
    var gutter = el("div", "cr-pg-gutter");
    gutter.setAttribute("aria-hidden", "true");
    var digits = el("div", "cr-pg-numbers");
    gutter.appendChild(digits);
    var area = el("textarea", "cr-pg-text");
    area.spellcheck = false;
    area.setAttribute("wrap", "off");
    area.setAttribute("autocapitalize", "off");
    var id = "cr-pg-ed-" + Math.random().toString(36).slice(2);
    area.id = id;
    lab.htmlFor = id;
    var note = el("div", "cr-pg-linemsg");
    note.hidden = true;
    note.setAttribute("role", "alert");
    code.appendChild(gutter);
    code.appendChild(area);
    code.appendChild(note);
    wrap.appendChild(lab);
    wrap.appendChild(code);
    var errLine = null;
    var total = 0;  // lines in the text
    var drawn = "";  // which numbers the gutter holds: "first:last:error line"

    function lines() { return countLines(area.value); }
    function paint() {
      var n = lines();
      if (n !== total) {
        total = n;
        var width = (String(n).length + 2) + "ch", rows = Math.min(Math.max(n + 1, 6), 30);
        if (gutter.style.width !== width) gutter.style.width = width;  // each lays the text out again
        if (area.rows !== rows) area.rows = rows;
      }
      place();
    }
    function place() {
      var style = getComputedStyle(area);
      var lh = parseFloat(style.lineHeight) || 18;
      var first = Math.min(total, Math.floor(area.scrollTop / lh) + 1);
      var last = Math.min(total, first + Math.ceil(area.clientHeight / lh) + 1);
      var key = first + ":" + last + ":" + errLine;
      if (key !== drawn) {
        drawn = key;
        digits.textContent = "";
        if (errLine === null || errLine < first || errLine > last) {
          digits.appendChild(document.createTextNode(numbers(first, last)));
        } else {
          digits.appendChild(document.createTextNode(numbers(first, errLine - 1)));
          digits.appendChild(el("span", "cr-pg-errline", String(errLine)));
          digits.appendChild(document.createTextNode("\n" + numbers(errLine + 1, last)));
        }
      }
      digits.style.transform = "translateY(" + ((first - 1) * lh - area.scrollTop) + "px)";
      if (errLine === null) return;
      note.style.top = (parseFloat(style.paddingTop) + (errLine - 1) * lh - area.scrollTop) + "px";
    }
    area.addEventListener("input", function () { if (errLine !== null) api.clearError(); else paint(); });
    area.addEventListener("scroll", place);
    area.addEventListener("focus", function () { warm().catch(function () {}); }, { once: true });  // intent
    var api = {
      el: wrap,
      area: area,
      path: path || "",
      get: function () { return area.value; },
      set: function (text) { area.value = text; api.clearError(); },
      showError: function (line, text, detail) {  // text: the reader's words; detail: the CLI's (English)
        errLine = line && line > 0 ? Math.min(line, lines()) : null;
        note.textContent = (line ? t("line", { line: line }) : "") + text;
        if (detail) note.appendChild(secondary(detail, "en"));
        note.hidden = false;
        wrap.classList.add("cr-pg-has-error");
        paint();
      },
      clearError: function () {
        errLine = null;
        note.hidden = true;
        note.textContent = "";
        wrap.classList.remove("cr-pg-has-error");
        paint();
      }
    };
    area.value = text;
    paint();
    return api;
  }

  /* -- a runner: editors, buttons, the status line and the result ----------------------- */
  function Runner(opts) {
    var box = el("div", "cr-pg-runner");
    var scenario = Editor(t("scenario_yaml"), opts.scenario, opts.path);
    box.appendChild(scenario.el);
    var cardEditors = [];
    var cardsBox = el("details", "cr-pg-cards");
    cardsBox.appendChild(el("summary", "", t("cards_used")));
    box.appendChild(cardsBox);
    var bar = el("div", "cr-pg-bar");
    var status = el("p", "cr-pg-status");
    status.setAttribute("aria-live", "polite");
    var result = el("div", "cr-pg-result");
    var runBtn = button(t("run"), "cr-pg-run", function () { run(); });
    bar.appendChild(runBtn);
    (opts.buttons || []).forEach(function (b) { bar.appendChild(b); });
    bar.appendChild(button(t("copy_yaml"), "cr-pg-copy", function () {
      copy(scenario.get(), t("copied"));
    }));
    bar.appendChild(button(t("share"), "cr-pg-share-btn", function () { share(); }));
    var shareOut = el("input", "cr-pg-share");
    shareOut.readOnly = true;
    shareOut.hidden = true;
    shareOut.setAttribute("aria-label", t("share"));
    box.appendChild(bar);
    box.appendChild(shareOut);
    box.appendChild(status);
    box.appendChild(result);

    function copy(text, done) {
      var ok = function () { status.textContent = done; };
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(ok, ok);
      else ok();
    }
    function share() {
      encode(scenario.get()).then(function (frag) {
        var url = new URL(BASE + "../../playground/", window.location.href);
        url.hash = frag + (opts.numbering ? "&n=" + encodeURIComponent(opts.numbering) : "");
        shareOut.value = url.href;
        shareOut.hidden = false;
        shareOut.select();
        if (opts.onShare) opts.onShare(url);
        copy(url.href, t("shared"));
      });
    }
    function setCards(paths, files) {
      cardEditors.forEach(function (c) { c.el.remove(); });
      cardEditors = paths.filter(function (p) { return p in files; }).map(function (p) {
        var ed = Editor(p, files[p], p);
        cardsBox.appendChild(ed.el);
        return ed;
      });
      cardsBox.hidden = cardEditors.length === 0;
    }
    function editorFor(path) {
      for (var i = 0; i < cardEditors.length; i++) if (cardEditors[i].path === path) return cardEditors[i];
      return scenario;
    }
    function clearErrors() {
      scenario.clearError();
      cardEditors.forEach(function (c) { c.clearError(); });
    }
    function run() {
      clearErrors();
      runBtn.disabled = true;
      var started = performance.now();
      var watch = function () { if (!engine.isReady) status.textContent = startingText(); };
      if (engine.isReady) status.textContent = t("running");
      else { watch(); engine.watchers.push(watch); }
      box.setAttribute("data-state", "running");
      return cardData().then(function (data) {
        var files = Object.assign({}, data.files);
        cardEditors.forEach(function (c) { files[c.path] = c.get(); });
        return runScenario({ id: opts.id, scenario: scenario.get(), cards: files, target: opts.target || null,
                             path: opts.path || "scenario.yaml", concordance: data.concordance || "" });
      }).then(function (answer) {
        engine.watchers = engine.watchers.filter(function (f) { return f !== watch; });
        var ms = Math.round(performance.now() - started);
        if (answer.timeout) {
          status.textContent = t("timeout", { s: answer.limitMs / 1000 });
          if (answer.restarted) status.appendChild(secondary(t("restarted"), ""));
          box.setAttribute("data-state", "timeout");
          result.textContent = "";
        } else if (answer.error) {
          var e = answer.error;
          var ed = editorFor(e.path);
          ed.showError(e.line, e.text || e.message, e.text && !e.typed ? e.message : "");  // a typed error says it all
          status.textContent = (e.line ? t("line", { line: e.line }) : "") + (e.text || e.message);
          if (ed !== scenario && e.path) status.appendChild(secondary(e.path, ""));
          box.setAttribute("data-state", "error");
          result.textContent = "";
        } else {
          var tpl = document.createElement("template");
          tpl.innerHTML = answer.html;  // our renderer's output: every text in it is escaped
          var shown = tpl.content.querySelector(".cr-result") || tpl.content;
          // the steps, as "計算の経過" shows them on the static page (loaded there on demand), open here
          var detail = shown.querySelector ? shown.querySelector("details.cr-detail") : null;
          if (detail && answer.detail) {
            var steps = document.createElement("template");
            steps.innerHTML = answer.detail;
            detail.querySelector(".cr-detail-body").replaceChildren(steps.content);
            detail.setAttribute("data-loaded", "1");
            detail.open = true;
          }
          result.textContent = "";
          result.appendChild(shown);
          status.textContent = t("done", { ms: answer.runMs });
          box.setAttribute("data-state", "done");
          box.setAttribute("data-ms", String(ms));
          box.setAttribute("data-run-ms", String(answer.runMs));
        }
        return answer;
      }, function (err) {
        status.textContent = t("engine_failed");
        status.appendChild(secondary(err.message, "en"));
        box.setAttribute("data-state", "failed");
      }).then(function (answer) {
        runBtn.disabled = false;
        return answer;
      });
    }
    cardsBox.hidden = true;
    return { el: box, scenario: scenario, run: run, setCards: setCards, status: status, result: result };
  }

  /* -- the URL fragment of a shared scenario: deflate-raw + base64url (#z=…), or plain (#yaml=…) -- */
  function b64(bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function unb64(text) {
    var s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    var out = new Uint8Array(s.length);
    for (var i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  }
  function pipe(bytes, stream) {
    return new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer()
      .then(function (b) { return new Uint8Array(b); });
  }
  function encode(text) {
    var bytes = new TextEncoder().encode(text);
    if (typeof CompressionStream === "undefined") return Promise.resolve("yaml=" + b64(bytes));
    return pipe(bytes, new CompressionStream("deflate-raw")).then(function (z) { return "z=" + b64(z); });
  }
  /* A shared scenario is at most 1 MiB once inflated, as a file is (a link of a few hundred bytes
     can inflate to gigabytes): the inflating stops there. */
  var MAX_SHARED = 1024 * 1024;
  function SharedLinkError(message) { this.message = message; }
  function inflateBounded(bytes) {
    var reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    var parts = [], size = 0;
    function next() {
      return reader.read().then(function (r) {
        if (r.done) {
          var out = new Uint8Array(size), at = 0;
          parts.forEach(function (p) { out.set(p, at); at += p.length; });
          return out;
        }
        size += r.value.length;
        if (size > MAX_SHARED) {
          reader.cancel();
          throw new SharedLinkError(t("shared_too_large"));
        }
        parts.push(r.value);
        return next();
      });
    }
    return next();
  }
  function decode(hash) {
    return Promise.resolve().then(function () {  /* atob and TextDecoder throw: a rejection, not an error */
      var params = new URLSearchParams(hash.replace(/^#/, ""));
      var n = params.get("n") || "";
      var text = function (b) {
        if (b.length > MAX_SHARED) {
          throw new SharedLinkError(t("shared_too_large"));
        }
        return { text: new TextDecoder("utf-8", { fatal: true }).decode(b), numbering: n };
      };
      if (params.get("yaml")) return text(unb64(params.get("yaml")));
      if (params.get("z") && typeof DecompressionStream !== "undefined") {
        return inflateBounded(unb64(params.get("z"))).then(text);
      }
      return null;
    });
  }

  /* -- 「この例を動かす」 on an example ---------------------------------------------------- */
  function openExample(exEl, opener) {
    var exId = exEl.getAttribute("data-example-id") || exEl.getAttribute("data-case-id");
    var panel = exEl.querySelector(":scope > .cr-pg-panel");
    if (panel) {
      panel.hidden = !panel.hidden;
      opener.setAttribute("aria-expanded", String(!panel.hidden));
      return Promise.resolve(null);
    }
    panel = el("section", "cr-pg-panel");
    panel.setAttribute("aria-label", t("run_this", { id: exId }));
    var head = el("p", "cr-pg-head", t("run_this_head"));
    panel.appendChild(head);
    var status = el("p", "cr-pg-status", t("loading"));
    panel.appendChild(status);
    exEl.appendChild(panel);
    opener.setAttribute("aria-expanded", "true");
    return manifest().then(function (m) {
      return Promise.all([getJSON(new URL(m.examples + encodeURIComponent(exId) + ".json", BASE).href), cardData()]);
    }).then(function (got) {
      var data = got[0];
      var original = data.scenario;
      var runner = Runner({ id: "run-" + exId, scenario: original, path: data.scenario_path, target: data.target,
        numbering: data.target ? data.target.numbering : "",
        buttons: [button(t("reset"), "cr-pg-reset", function () { runner.scenario.set(original); })] });
      runner.setCards(data.cards || [], got[1].files);
      status.remove();
      panel.appendChild(runner.el);
      return runner.run();  // pressing 「動かす」 runs the example as it is
    }).catch(function (err) {
      status.textContent = t("load_failed");
      status.appendChild(secondary(err.message, "en"));
    });
  }

  /* -- /playground/ ---------------------------------------------------------------------- */
  function slug(text) {
    return String(text || "card").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "card";
  }
  function yamlScalar(text) {
    return /^[A-Za-z0-9_.\-]+$/.test(text) ? text : JSON.stringify(text);
  }
  // Add an action to the last step's `do:` list (a new step when there is none).
  function addAction(text, action) {
    var lines = text.replace(/\s+$/, "").split("\n");
    var step = -1;
    for (var i = 0; i < lines.length; i++) if (/^\s*-\s+label:/.test(lines[i])) step = i;
    if (step < 0) {
      if (!/^steps:/m.test(text)) lines.push("steps:");
      lines.push("  - label: " + t("step_n", { n: 1 }), "    do:", "      - " + action);
      return lines.join("\n") + "\n";
    }
    var stepIndent = lines[step].match(/^(\s*)/)[1].length;
    var doLine = -1;
    var end = lines.length;
    for (var j = step + 1; j < lines.length; j++) {
      var ind = lines[j].match(/^(\s*)/)[1].length;
      if (lines[j].trim() && ind <= stepIndent) { end = j; break; }
      if (/^\s*do:\s*$/.test(lines[j])) doLine = j;
    }
    if (doLine < 0) {
      lines.splice(step + 1, 0, " ".repeat(stepIndent + 2) + "do:", " ".repeat(stepIndent + 4) + "- " + action);
      return lines.join("\n") + "\n";
    }
    var doIndent = lines[doLine].match(/^(\s*)/)[1].length;
    var at = doLine + 1;
    while (at < end && (!lines[at].trim() || lines[at].match(/^(\s*)/)[1].length > doIndent)) at++;
    while (at > doLine + 1 && !lines[at - 1].trim()) at--;
    lines.splice(at, 0, " ".repeat(doIndent + 2) + "- " + action);
    return lines.join("\n") + "\n";
  }
  function usedIds(text) {
    var ids = {};
    text.replace(/\bid:\s*"?([^\s,}"]+)/g, function (_, id) { ids[id] = true; return _; });
    return ids;
  }
  var TEMPLATES = [
    ["tpl_object", "enter: {id: c1, object: {name: " + t("tpl_object_name") + ", type_line: Creature, colors: [black], pt: 2/2}}"],
    ["tpl_modify", "effect: {id: e1, text: \"Target creature gets +1/+1.\", affected: target creature, targets: [c1], modify_pt: +1/+1}"],
    ["tpl_colors", "effect: {id: e2, text: \"Target creature becomes white.\", affected: target creature, targets: [c1], set_colors: [white]}"],
    ["tpl_counters", "counters: {object: c1, kind: +1/+1, count: 1}"],
    ["tpl_destroy", "destroy: c1"],
    ["tpl_priority", "priority: true"],
    ["tpl_resolve", "resolve_top: 1"]
  ];

  function page(root) {
    if (root.getAttribute("data-ready")) return;
    root.setAttribute("data-ready", "1");
    var runner = Runner({ id: "playground", scenario: STARTER, path: "playground.yaml",
      buttons: [button(t("clear"), "cr-pg-clear", function () { runner.scenario.set(STARTER); })],
      onShare: function (url) { history.replaceState(null, "", url.hash); } });
    var picker = el("div", "cr-pg-picker");
    var search = el("input", "cr-pg-search");
    search.type = "search";
    search.placeholder = t("search_cards");
    search.setAttribute("aria-label", t("search_cards_label"));
    var list = el("ul", "cr-pg-cardlist");
    picker.appendChild(search);
    picker.appendChild(list);
    var tools = el("div", "cr-pg-tools");
    tools.appendChild(button(t("add_step"), "cr-pg-addstep", function () {
      var text = runner.scenario.get().replace(/\s+$/, "");
      var n = (text.match(/^\s*-\s+label:/gm) || []).length + 1;
      runner.scenario.set(text + "\n  - label: " + t("step_n", { n: n }) + "\n    do:\n");
    }));
    var select = el("select", "cr-pg-template");
    select.setAttribute("aria-label", t("templates"));
    TEMPLATES.forEach(function (x, i) { var o = el("option", "", t(x[0])); o.value = String(i); select.appendChild(o); });
    tools.appendChild(select);
    tools.appendChild(button(t("add_action"), "cr-pg-addaction", function () {
      runner.scenario.set(addAction(runner.scenario.get(), TEMPLATES[Number(select.value)][1]));
    }));
    root.textContent = "";
    root.appendChild(picker);
    root.appendChild(tools);
    root.appendChild(runner.el);

    function addCard(card) {
      var ids = usedIds(runner.scenario.get());
      var base = slug(card.id), id = base, n = 2;
      while (ids[id]) id = base + "-" + n++;
      runner.scenario.set(addAction(runner.scenario.get(), "enter: {id: " + id + ", card: " + yamlScalar(card.ja) + "}"));
      runner.status.textContent = t("added", { card: "《" + card.ja + "》" });
      runner.status.appendChild(secondary("id: " + id, ""));
    }
    function show(cards) {
      var q = search.value.trim().toLowerCase();
      list.textContent = "";
      if (!q) return;
      cards.filter(function (c) {
        return (c.ja || "").toLowerCase().indexOf(q) >= 0 || (c.en || "").toLowerCase().indexOf(q) >= 0;
      }).slice(0, 12).forEach(function (c) {
        var li = el("li", "cr-pg-card");
        li.setAttribute("data-card-id", c.id);
        li.appendChild(button(t("add"), "cr-pg-add", function () { addCard(c); }));
        li.appendChild(document.createTextNode(" 《" + c.ja + "》 "));
        if (c.en) li.appendChild(secondary(c.en, "en"));  // the English name, marked as such
        li.appendChild(document.createTextNode(" — " + (c.type_ja || c.type_line || "")));
        list.appendChild(li);
      });
    }
    search.addEventListener("input", function () { cardData().then(function (d) { show(d.cards); }); });
    function fromHash() {
      if (!/(^#|&)(z|yaml)=/.test(window.location.hash)) return;
      decode(window.location.hash).then(function (got) {
        if (got) {
          runner.scenario.set(got.text);
          runner.status.textContent = t("shared_loaded");
        }
      }, function (err) {
        runner.status.textContent = err instanceof SharedLinkError ? err.message
          : t("shared_damaged");
      });
    }
    window.addEventListener("hashchange", fromHash);
    fromHash();
    return runner;
  }

  var css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = BASE + "playground.css";
  document.head.appendChild(css);

  window.CRPlayground = { openExample: openExample, page: page, run: runScenario, engine: engine, addAction: addAction,
                          warm: warm };
})();
