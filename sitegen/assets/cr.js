/* Reference previews, card-table results and the steps of an example, loaded when opened
   (search: cr-search.js). No markup is built from text: previews are set with textContent;
   the steps are HTML the build wrote (escaped by its templates) into the example's JSON. */
(function () {
  "use strict";
  // Every word a reader sees here is a key of the site's text table (sitegen/text/ja.py
  // ``script``), loaded before this file as assets/cr-text.js (sitegen/pages.py).
  var TEXT = window.CRText || {};
  function t(key, fields) {
    var s = TEXT[key];
    if (s === undefined) return key;  // tests/site/test_text_tables.py: every key is in the table
    return s.replace(/\{(\w+)\}/g, function (_, f) { return fields && f in fields ? String(fields[f]) : ""; });
  }

  function siteBase() {
    var meta = document.querySelector('meta[name="cr-base"]');
    var base = meta ? meta.getAttribute("content") || "." : ".";
    return new URL(base.replace(/\/?$/, "/"), window.location.href).pathname;
  }

  /* -- hover / focus preview of a referenced rule ------------------------------- */
  var box = null;
  function preview() {
    if (!box) {
      box = document.createElement("div");
      box.className = "cr-preview";
      box.setAttribute("role", "tooltip");
      box.id = "cr-preview";
      box.hidden = true;
      document.body.appendChild(box);
    }
    return box;
  }
  function show(link) {
    var text = link.getAttribute("data-preview");
    if (!text) return;
    var b = preview();
    b.textContent = text;
    b.hidden = false;
    var r = link.getBoundingClientRect();
    b.style.left = Math.max(8, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - 420)) + "px";
    b.style.top = (window.scrollY + r.bottom + 6) + "px";
    link.setAttribute("aria-describedby", "cr-preview");
  }
  function hide(link) {
    if (box) box.hidden = true;
    if (link) link.removeAttribute("aria-describedby");
  }
  function refOf(ev) {
    var t = ev.target;
    return t && t.closest ? t.closest("a.cr-ref[data-preview]") : null;
  }
  document.addEventListener("mouseover", function (ev) { var l = refOf(ev); if (l) show(l); });
  document.addEventListener("mouseout", function (ev) { var l = refOf(ev); if (l) hide(l); });
  document.addEventListener("focusin", function (ev) { var l = refOf(ev); if (l) show(l); });
  document.addEventListener("focusout", function (ev) { var l = refOf(ev); if (l) hide(l); });

  /* -- a card-table row's result: open its <details> when the badge (or a link) lands on it -- */
  function openTarget() {
    var id = window.location.hash.slice(1);
    try { id = decodeURIComponent(id); } catch (e) { /* a malformed % escape: the fragment as it is */ }
    var el = id ? document.getElementById(id) : null;
    var d = el && el.closest ? el.closest("details.cr-row-result") : null;
    if (d && !d.open) {
      d.open = true;
      el.scrollIntoView();
    }
  }
  window.addEventListener("hashchange", openTarget);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", openTarget);
  } else {
    openTarget();
  }

  /* -- an example's steps: loaded from its JSON when "計算の経過" is opened ------------ */
  function loadDetail(d) {
    if (d.getAttribute("data-loaded")) return;
    var body = d.querySelector(".cr-detail-body");
    var src = d.getAttribute("data-src");
    if (!body || !src) return;
    d.setAttribute("data-loaded", "loading");
    body.setAttribute("aria-busy", "true");
    fetch(src).then(function (r) {
      if (!r.ok) throw new Error(r.status + " " + src);
      return r.json();
    }).then(function (doc) {
      var t = document.createElement("template");
      t.innerHTML = doc.html;
      body.replaceChildren(t.content);
      body.removeAttribute("aria-busy");
      d.setAttribute("data-loaded", "1");
    }).catch(function () {
      d.removeAttribute("data-loaded");
      body.removeAttribute("aria-busy");
      var p = document.createElement("p");
      p.className = "cr-message";
      p.textContent = t("detail_failed");
      body.replaceChildren(p);
    });
  }
  document.addEventListener("toggle", function (ev) {
    var d = ev.target;
    if (d && d.matches && d.matches("details.cr-detail") && d.open) loadDetail(d);
  }, true);

  /* -- tables the theme wraps to scroll sideways: reachable with the keyboard ----------- */
  function focusableScroll() {
    var n = document.querySelectorAll(".md-typeset__scrollwrap[tabindex]").length;
    document.querySelectorAll(".md-typeset__scrollwrap:not([tabindex])").forEach(function (w) {
      w.setAttribute("tabindex", "0");
      w.setAttribute("role", "region");
      w.setAttribute("aria-label", t("table_region", { n: ++n }));  // each region its own name
    });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { setTimeout(focusableScroll, 0); });
  } else {
    setTimeout(focusableScroll, 0);
  }

  /* -- a number of another numbering landed here (/613.8a/ → 2009's 613.7a): say so by the rule -- */
  function landingBanner() {
    var from = new URLSearchParams(window.location.search).get("from");
    if (!from) return;
    var base = siteBase();
    fetch(base + "data/landings.json").then(function (r) { return r.json(); }).then(function (data) {
      var l = (data.landings || {})[from];
      var head = l && document.getElementById(l.rule);
      if (!head || document.querySelector(".cr-landing")) return;
      function p(cls, text) { var e = document.createElement("p"); e.className = cls; e.textContent = text; return e; }
      function link(text, url) { var a = document.createElement("a"); a.href = base + url; a.textContent = text; return a; }
      var b = document.createElement("div");
      b.className = "cr-banner cr-landing";
      b.setAttribute("role", "note");
      b.setAttribute("data-from", from);
      b.appendChild(p("cr-what", t("landing_what", { label: l.label, number: l.number, rule_short: l.rule_short, rule: l.rule })));
      if (l.change) b.appendChild(p("cr-change", l.change + (l.numbers ? "（" + l.numbers + "）" : "")));
      if (l.note) b.appendChild(p("cr-note", l.note));
      if (l.note_en) { var en = p("cr-en", l.note_en); en.lang = "en"; b.appendChild(en); }
      (l.others || []).forEach(function (o) {
        var e = p("cr-other", t("landing_other", { label: o.label, number: o.number }));
        e.appendChild(link(o.rule, o.href));
        e.appendChild(document.createTextNode((o.note ? "（" + o.note + "）" : "") + " " + o.text));
        b.appendChild(e);
      });
      var more = p("cr-more", "");
      more.appendChild(link(t("numbering_link"), "numbering/"));
      b.appendChild(more);
      head.insertAdjacentElement("afterend", b);
      head.scrollIntoView();
    }).catch(function () { /* the rule is shown without the banner */ });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", landingBanner);
  } else {
    landingBanner();
  }

  /* -- 「この例を動かす」 and /playground/: the engine in the browser, loaded on demand --- */
  var playground = null;
  function withPlayground(then) {
    if (!playground) {
      playground = new Promise(function (resolve, reject) {
        var load = function (name, then) {  // its words (text.js, from the text table) first
          var s = document.createElement("script");
          s.src = siteBase() + "assets/playground/" + name;
          s.onload = then;
          s.onerror = reject;
          document.head.appendChild(s);
        };
        load("text.js", function () { load("playground.js", function () { resolve(window.CRPlayground); }); });
      });
    }
    return playground.then(then);
  }
  function initPlayground() {
    // every executed example (a result with a scenario) gets the button; no markup in the page
    var examples = document.querySelectorAll(".cr-example[data-status='pass'], .cr-example[data-status='fail']");
    Array.prototype.forEach.call(examples, function (ex) {
      var head = ex.querySelector(".cr-result-head");
      if (!head || head.querySelector(".cr-pg-open")) return;
      var b = document.createElement("button");
      b.type = "button";
      b.className = "cr-pg-open";
      b.textContent = t("run_example");
      b.setAttribute("aria-expanded", "false");
      b.addEventListener("click", function () { withPlayground(function (pg) { return pg.openExample(ex, b); }); });
      // a sign of intent starts the engine, so that it is ready (or nearly) when pressed
      ["pointerenter", "focus", "touchstart"].forEach(function (type) {
        b.addEventListener(type, warmEngine, { once: true, passive: true });
      });
      head.appendChild(b);
    });
    var root = document.getElementById("cr-playground");
    if (root) withPlayground(function (pg) { return pg.page(root); });
    if (examples.length || root) idleStart();
  }
  function warmEngine() {
    withPlayground(function (pg) { return pg.warm(); }).catch(function () {});
  }
  // On a desktop with a good connection, the engine starts when the page is idle after load — where
  // the service worker keeps it (the page is controlled), so that it is downloaded once.
  function idleStart() {
    var conn = navigator.connection || {};
    var desktop = window.matchMedia && window.matchMedia("(pointer: fine) and (min-width: 1024px)").matches;
    if (!desktop || conn.saveData || /2g|3g/.test(conn.effectiveType || "")) return;
    if (!navigator.serviceWorker) return;
    var later = window.requestIdleCallback || function (f) { return setTimeout(f, 1500); };
    var start = function () {
      if (navigator.serviceWorker.controller) warmEngine();
      else navigator.serviceWorker.addEventListener("controllerchange", warmEngine, { once: true });
    };
    if (document.readyState === "complete") later(start, { timeout: 4000 });
    else window.addEventListener("load", function () { later(start, { timeout: 4000 }); });
  }

  /* -- offline after one visit: the service worker (sitegen/sw.js) -------------------------- */
  if ("serviceWorker" in navigator && window.isSecureContext) {
    var registerSW = function () {
      navigator.serviceWorker.register(siteBase() + "sw.js", { scope: siteBase() }).catch(function () {});
    };
    if (document.readyState === "complete") registerSW();
    else window.addEventListener("load", registerSW);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", initPlayground);
  } else {
    initPlayground();
  }
})();
