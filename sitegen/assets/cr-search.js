/* Search on every page: a rule number goes straight to the rule (data/numbers.json, built
   beside Pagefind), words go to Pagefind through its JS API (no pagefind-ui.js). Results update
   as you type. No markup is built from text: every string is set with textContent, and
   Pagefind's excerpts are split on <mark> and read back as text. */
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

  var MAX_NUMBERS = 10;
  var MAX_RESULTS = 4;   // Pagefind pages whose data (a fragment) is loaded at first; the rest on demand
  var DEBOUNCE_MS = 120;
  var COLUMN_ORDER = { current: 0, old: 1, m10: 2, before_2009: 3 };

  function siteBase() {
    var meta = document.querySelector('meta[name="cr-base"]');
    var base = meta ? meta.getAttribute("content") || "." : ".";
    return new URL(base.replace(/\/?$/, "/"), window.location.href).pathname;
  }
  var BASE = siteBase();

  /* -- data, loaded on first use ------------------------------------------------ */
  var loaded = {};
  function dataFile(name) {
    if (!loaded[name]) {
      loaded[name] = fetch(BASE + "data/" + name).then(function (r) {
        if (!r.ok) throw new Error(name + ": " + r.status);
        return r.json();
      });
    }
    return loaded[name];
  }
  function numbers() { return dataFile("numbers.json"); }
  function names() { return dataFile("names.json"); }
  var pagefindP = null;
  function pagefind() {
    if (!pagefindP) {
      pagefindP = import(BASE + "pagefind/pagefind.js").then(function (pf) {
        return pf.options({ basePath: BASE + "pagefind/", baseUrl: BASE, noWorker: true, excerptLength: 20 })
          .then(function () { return pf.init(); })
          .then(function () { return pf; });
      });
    }
    return pagefindP;
  }

  /* -- queries -------------------------------------------------------------------- */
  // "CR613.3e", "rule 613.3e", "６１３．３ｅ", "ルール603.3b" → "613.3e"
  // … and as the printed rule has it or a phone types it: "613.10.", "613,7", "\"613.10\"", 「613.8a」
  function normalize(q) {
    var s = (q || "").normalize("NFKC").trim().toLowerCase();
    s = s.replace(/^["'`「『《【\[(]+|["'`」』》】\])]+$/g, "").trim();
    s = s.replace(/^(comprehensive\s*rules?|cr|rules?|ルール|総合ルール)\s*/, "").replace(/\s+/g, " ");
    if (/^\d{1,3}[,、，]\d/.test(s)) s = s.replace(/[,、，]/, ".");
    if (/^\d{1,3}\.\d{1,3}[a-z]?\.$/.test(s)) s = s.slice(0, -1);  // the printed rule's period
    return s;
  }
  function isNumber(s) { return /^\d{1,3}(\.\d{0,3}[a-z]?)?$/.test(s); }
  function isEnglish(s) { return /^[a-z][a-z' \-]{2,}$/.test(s); }

  function numberKey(n) {
    var m = /^(\d+)(?:\.(\d+)([a-z]?))?$/.exec(n) || [];
    return [parseInt(m[1] || "0", 10), m[2] === undefined ? -1 : parseInt(m[2], 10), m[3] || ""];
  }
  function byNumber(a, b) {
    var ka = numberKey(a[0]), kb = numberKey(b[0]);
    for (var i = 0; i < 3; i++) {
      if (ka[i] < kb[i]) return -1;
      if (ka[i] > kb[i]) return 1;
    }
    return (COLUMN_ORDER[a[1]] || 0) - (COLUMN_ORDER[b[1]] || 0);
  }
  // exact number first (today's numbering first), then its sub-rules, then numbers it begins.
  function numberHits(data, q) {
    var parent = q.replace(/\.$/, "");
    var exact = [], sub = [], prefix = [];
    data.rules.forEach(function (r) {
      var n = r[0];
      if (n === parent) exact.push(r);
      else if (isSubRule(n, parent)) sub.push(r);
      else if (n.indexOf(q) === 0) prefix.push(r);
    });
    exact.sort(function (a, b) { return (COLUMN_ORDER[a[1]] || 0) - (COLUMN_ORDER[b[1]] || 0); });
    sub.sort(byNumber);
    prefix.sort(byNumber);
    return exact.concat(sub, prefix).slice(0, MAX_NUMBERS);
  }
  // 613.8a under 613.8, 613.8 under 613 (not 613.80 under 613.8)
  function isSubRule(n, p) {
    if (n.length <= p.length || n.indexOf(p) !== 0) return false;
    var c = n.charAt(p.length);
    return p.indexOf(".") >= 0 ? /[a-z]/.test(c) : c === ".";
  }
  // English words match the glossary's English terms word by word (never single letters).
  function termHits(data, q) {
    var words = q.split(" ").filter(function (w) { return w.length >= 3; });
    if (!words.length) return [];
    return data.terms.filter(function (t) {
      var en = String(t[0]).toLowerCase().split(/[^a-z']+/);
      return words.every(function (w) { return en.some(function (e) { return e.indexOf(w) === 0; }); });
    }).slice(0, 5);
  }

  // ... and the concordance's English notes of the rules ("Dependency." → 613.7 依存).
  function noteHits(data, q) {
    var words = q.split(" ").filter(function (w) { return w.length >= 3; });
    if (!words.length) return [];
    return data.rules.filter(function (r) {
      var en = String(r[5] || "").toLowerCase().split(/[^a-z']+/);
      return r[5] && words.every(function (w) { return en.some(function (e) { return e.indexOf(w) === 0; }); });
    }).sort(byNumber).slice(0, 5);
  }

  // A card by its name, Japanese or English, any case, with or without 《》, or by its reading
  // (hiragana and katakana alike: くろーん, ｸﾛｰﾝ, けんきょ): exact names first.
  function fold(t) {
    return String(t || "").normalize("NFKC").toLowerCase().replace(/[《》\s・,'’]/g, "")
      .replace(/[\u3041-\u3096]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) + 0x60); });
  }
  function cardHits(data, q) {
    var f = fold(q);
    if (f.length < 2 || /^[a-z]{1,2}$/.test(f)) return [];
    var exact = [], part = [];
    (data.cards || []).forEach(function (c) {
      var ja = fold(c[0]), en = fold(c[1]), kana = fold(c[4]);
      if (f === ja || f === en || f === kana) exact.push(c);
      else if (ja.indexOf(f) >= 0 || (f.length >= 3 && en.indexOf(f) >= 0) || (kana && kana.indexOf(f) === 0)) part.push(c);
    });
    return exact.concat(part).slice(0, 3);
  }
  // Two or more card names typed together (謙虚 オパール色の輝き, humility opalescence): each
  // word a card's whole name or reading, or none of them.
  function cardsOfWords(data, raw) {
    var words = raw.normalize("NFKC").trim().split(/[\s、,]+/).filter(Boolean);
    if (words.length < 2) return [];
    var out = [];
    for (var i = 0; i < words.length; i++) {
      var f = fold(words[i]);
      var c = (data.cards || []).filter(function (c) { return f === fold(c[0]) || f === fold(c[1]) || f === fold(c[4]); })[0];
      if (!c) return [];
      if (out.indexOf(c) < 0) out.push(c);
    }
    return out;
  }
  // A layer as a judge types it (第7b種, 種類別 7b, layer 7b, レイヤー7b) → the rule that names it
  // today (613.4b), else in the numbering that had it (7e: 2009's 613.3e).
  function layerOf(q) {
    var m = /^(?:(?:layer|レイヤー|種類別)\s*(?:第\s*)?([1-7][a-e]?)\s*(?:種)?|(?:第\s*)?([1-7][a-e]?)\s*種(?:類別)?)$/.exec(q);
    return m ? (m[1] || m[2]) : "";
  }
  function layerRule(data, layer) {
    var l = data.layers || {};
    return (l.current || {})[layer] || (l.old || {})[layer] || (l.m10 || {})[layer] || "";
  }
  // The cases of a rule (101.2), also of one outside the corpus.
  function caseHits(data, q) {
    var p = q.replace(/\.$/, "");
    return (data.cases || []).filter(function (c) {
      return c[0] === p || isSubRule(c[0], p);
    }).sort(function (a, b) { return byNumber([a[0]], [b[0]]); }).slice(0, MAX_NUMBERS);
  }
  // 704.5j: which rule of the CR it is, which rules this site covers, and the nearest of those.
  function outside(data, q) {
    var o = data.outside || { covered: [], chapters: {}, rules: {} };
    var head = q.split(".")[0];
    var chapter = head.length === 3 ? o.chapters[head.charAt(0)] : null;
    var rule = o.rules[head];
    var what;
    if (rule && chapter) {
      what = t("outside_rule", { q: q, chapter: head.charAt(0), chapter_title: chapter[0], rule: head, rule_title: rule[0],
                                 rule_en: rule[1] });
    } else if (chapter) {
      what = t("outside_chapter", { q: q, chapter: head.charAt(0), chapter_title: chapter[0], chapter_en: chapter[1] });
    } else {
      what = t("outside_none", { q: q });
    }
    what += t("outside_covered", { covered: o.covered.map(function (c) { return c[0] + "（" + c[1] + "）"; }).join("、") });
    var near = o.covered.slice().sort(function (a, b) {
      return Math.abs(parseInt(a[0], 10) - parseInt(head, 10)) - Math.abs(parseInt(b[0], 10) - parseInt(head, 10));
    })[0];
    return { text: what, nearest: near ? [near[0], "current", near[2], near[1], "rule"] : null };
  }
  // The numbers nearest to q that exist (613.9z → 613.9; 704.5j → 613, the nearest rule here).
  function nearest(data, q, column) {
    var rules = column ? { rules: data.rules.filter(function (r) { return r[1] === column; }) } : data;
    var hits = [], tried = q;
    while (tried && !(hits = numberHits(rules, tried)).length) {
      tried = /[a-z]$/.test(tried) ? tried.slice(0, -1) : tried.replace(/\.?\d$/, "");
    }
    if (!hits.length && column) return nearest(data, q, null);
    if (!hits.length) { var o = outside(data, q); return o.nearest ? [o.nearest] : []; }
    return hits;
  }

  /* -- rendering (text only) ------------------------------------------------------ */
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function href(url) {
    return /^(https?:)?\//.test(url) ? url : BASE + url;
  }
  // Pagefind's excerpt is escaped text with <mark>…</mark>: keep the marks, read the rest as text.
  // A card name's results mark the whole name, never its particles (Pagefind marks each word).
  function excerpt(html, names) {
    var out = el("span", "cr-sr-excerpt");
    if (names && names.length) {
      var text = new DOMParser().parseFromString(String(html || ""), "text/html").body.textContent || "";
      var re = new RegExp("(" + names.map(function (n) { return n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|") + ")");
      text.split(re).forEach(function (part, i) {
        if (part) out.appendChild(i % 2 ? el("mark", "", part) : document.createTextNode(part));
      });
      return out;
    }
    String(html || "").split(/(<mark>[\s\S]*?<\/mark>)/).forEach(function (part) {
      var m = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
      var text = new DOMParser().parseFromString(m ? m[1] : part, "text/html").body.textContent || "";
      if (!text) return;
      out.appendChild(m ? el("mark", "", text) : document.createTextNode(text));
    });
    return out;
  }
  function item(list, url, kind, label, title, ex) {
    var li = el("li", "cr-sr-item");
    var a = el("a", "cr-sr-link cr-sr-" + kind);
    a.href = href(url);
    a.setAttribute("data-kind", kind);
    if (label) a.appendChild(el("span", "cr-sr-label", label));
    if (title) a.appendChild(el("span", "cr-sr-title", title));
    if (ex) a.appendChild(ex);
    li.appendChild(a);
    list.appendChild(li);
    return a;
  }

  // Number hits, one per place: 613.1d of today and of 2009 land on the same rule (one line).
  function numberItems(list, data, hits) {
    var byUrl = {}, order = [];
    hits.forEach(function (r) {
      var key = r[0] + " " + r[2];
      if (!byUrl[key]) { byUrl[key] = { r: r, cols: [] }; order.push(key); }
      byUrl[key].cols.push(data.numberings[r[1]] || r[1]);
    });
    order.forEach(function (k) {
      var h = byUrl[k];
      item(list, h.r[2], "number", h.r[0] + "（" + h.cols.join("・") + "）", h.r[3]);
    });
  }

  function numberList(box, data, hits) {
    if (!hits.length) return 0;
    var list = el("ul", "cr-sr-list cr-sr-numbers");
    list.setAttribute("aria-label", t("numbers"));
    numberItems(list, data, hits);
    box.appendChild(list);
    return hits.length;
  }

  /* -- one search box ------------------------------------------------------------- */
  function Search(input, panel, opts) {
    this.input = input;
    this.panel = panel;
    this.opts = opts || {};
    this.seq = 0;
    this.first = null;  // the first number hit: where Enter goes
    var self = this;
    var timer = null;
    input.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () { self.run(input.value); }, DEBOUNCE_MS);
    });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "ArrowDown") {
        var first = panel.querySelector("a");
        if (first) { ev.preventDefault(); first.focus(); }
      } else if (ev.key === "Escape") {
        self.close();
      }
    });
    panel.addEventListener("keydown", function (ev) {
      var links = Array.prototype.slice.call(panel.querySelectorAll("a"));
      var i = links.indexOf(document.activeElement);
      if (ev.key === "ArrowDown" && i >= 0 && i < links.length - 1) { ev.preventDefault(); links[i + 1].focus(); }
      else if (ev.key === "ArrowUp" && i > 0) { ev.preventDefault(); links[i - 1].focus(); }
      else if (ev.key === "ArrowUp" && i === 0) { ev.preventDefault(); input.focus(); }
      else if (ev.key === "Escape") { self.close(); input.focus(); }
    });
  }
  Search.prototype.close = function () {
    if (this.opts.dropdown) { this.panel.hidden = true; this.input.setAttribute("aria-expanded", "false"); }
  };
  Search.prototype.open = function () {
    this.panel.hidden = false;
    // only the header's box is a combobox (aria-expanded is not allowed on a plain search input)
    if (this.opts.dropdown) this.input.setAttribute("aria-expanded", "true");
  };
  Search.prototype.run = function (raw) {
    var self = this;
    var seq = ++this.seq;
    var q = normalize(raw);
    var layer = layerOf(q);
    this.first = null;
    if (!q) {
      this.panel.textContent = "";
      this.close();
      return Promise.resolve();
    }
    var panel = this.panel;
    var status = el("p", "cr-sr-status", t("searching"));
    status.setAttribute("role", "status");
    var box = el("div", "cr-sr-box");
    box.appendChild(status);
    panel.textContent = "";
    panel.appendChild(box);
    panel.setAttribute("data-query", q);
    panel.removeAttribute("data-done");
    this.open();
    var count = 0;
    // the number index (cached after the first search): numbers, card names, English terms
    // a number or an English word: the number index; a word: the card names too
    var empty = { rules: [], terms: [], cases: [], cards: [] };
    var index = Promise.all([
      (isNumber(q) || isEnglish(q) || layer) ? numbers().catch(function () { return empty; }) : Promise.resolve(empty),
      isNumber(q) ? Promise.resolve(empty) : names().catch(function () { return empty; })
    ]).then(function (got) {
      return Object.assign({}, got[0], { cards: got[1].cards || [], jaTerms: got[1].terms || [],
                                         notes: got[1].notes || [], numberings: got[0].numberings || got[1].numberings });
    });
    return index.then(function (data) {
      if (seq !== self.seq) return null;
      var words = null;  // what to ask Pagefind, if anything
      if (layer && layerRule(data, layer)) q = layerRule(data, layer);  // then as that number
      if (isNumber(q)) {
        var hits = numberHits(data, q);
        var cases = caseHits(data, q);
        if (hits.length) {
          count += numberList(box, data, hits);
          if (hits[0][0] === q.replace(/\.$/, "")) self.first = href(hits[0][2]);
        }
        if (cases.length) {
          var cl = el("ul", "cr-sr-list cr-sr-cases");
          cl.setAttribute("aria-label", t("cases"));
          cases.forEach(function (c) { item(cl, c[1], "case", t("case_n", { number: c[0] }), c[2]); });
          box.appendChild(cl);
          count += cases.length;
          if (!self.first) self.first = href(cases[0][1]);
        }
        if (!hits.length) {
          var o = outside(data, q);
          var note = el("p", "cr-sr-outside", o.text);
          box.appendChild(note);
          if (o.nearest) {
            var nl0 = el("ul", "cr-sr-list cr-sr-numbers");
            nl0.setAttribute("aria-label", t("nearest"));
            item(nl0, o.nearest[2], "number", t("nearest_n", { number: o.nearest[0] }), o.nearest[3]);
            box.appendChild(nl0);
          }
        }
        return null;
      }
      var cards = cardHits(data, q);
      var together = cards.length ? [] : cardsOfWords(data, raw);
      if (together.length) cards = together;
      if (cards.length) {
        var kl = el("ul", "cr-sr-list cr-sr-cards");
        kl.setAttribute("aria-label", t("cards"));
        cards.forEach(function (c) {
          item(kl, c[2], "card", t("card"), "《" + c[0] + "》" + (c[1] ? " " + c[1] : ""));
          c[3].forEach(function (u) { item(kl, u[1], "use", u[0], t("card_use", { card: c[0] })); });
          count += 1 + c[3].length;
        });
        box.appendChild(kl);
        if (!together.length && [0, 1, 4].some(function (i) { return fold(cards[0][i]) === fold(q); })) {
          self.first = href(cards[0][2]);
        }
      }
      var names = cards.map(function (c) { return c[0]; });
      if (together.length) {
        // the pages that name them all
        words = { term: names.join(" "), english: null, names: names, all: true };
      } else if (isEnglish(q)) {
        var terms = termHits(data, q);
        var noted = noteHits(data, q);
        count += numberList(box, data, noted);
        if (terms.length) {
          var tl = el("ul", "cr-sr-list cr-sr-terms");
          tl.setAttribute("aria-label", t("terms"));
          terms.forEach(function (t) { item(tl, t[2], "term", t[1].join("・"), t[0]); });
          box.appendChild(tl);
          count += terms.length;
          var ja = [];
          terms.forEach(function (t) { ja = ja.concat(t[1]); });
          words = { term: ja.slice(0, 3).join(" "), english: null };
        } else if (names.length) {
          // an English card name: the pages that name the card in Japanese
          words = { term: names[0], english: null, names: names };
        } else {
          words = { term: q, english: q };
        }
      } else {
        // a Japanese rules term (依存, タイムスタンプ): the rules the concordance names for its English first
        var f = fold(q);
        var term = cards.length ? null : data.jaTerms.filter(function (t) {
          return t[1].some(function (ja) { return fold(ja) === f; }) || (t[3] && fold(t[3]) === f);
        })[0];
        if (term) {
          count += numberList(box, data, noteHits({ rules: data.notes }, String(term[0]).toLowerCase()));
          var gl = el("ul", "cr-sr-list cr-sr-terms");
          gl.setAttribute("aria-label", t("terms"));
          item(gl, term[2], "term", term[1].join("・"), term[0]);
          box.appendChild(gl);
          count += 1;
        }
        words = { term: raw.normalize("NFKC").trim(), english: null, names: names.length ? names : null };
      }
      if (!words) return null;
      return self.words(words, box, seq).then(function (n) { count += n; });
    }).then(function () {
      if (seq !== self.seq) return;
      status.textContent = count ? t("n_found", { n: count }) : t("none_found");
      panel.setAttribute("data-done", String(count));
    }).catch(function (err) {
      if (seq !== self.seq) return;
      status.textContent = t("search_failed");
      panel.setAttribute("data-done", "error");
      if (window.console) window.console.warn(err);
    });
  };
  // Pagefind: the first results' data (a fragment each) now, the rest when asked for.
  Search.prototype.words = function (words, box, seq) {
    var self = this;
    return pagefind().then(function (pf) {
      return pf.search(words.term);
    }).then(function (found) {
      if (seq !== self.seq || !found) return 0;
      var list = el("ul", "cr-sr-list cr-sr-pages");
      list.setAttribute("aria-label", t("pages"));
      var wordRe = words.english ? new RegExp("\\b" + words.english.replace(/[^a-z' \-]/g, "") + "\\b", "i") : null;
      var shown = 0;
      var more = null;
      function next() {
        var batch = found.results.slice(shown, shown + MAX_RESULTS);
        shown += batch.length;
        return Promise.all(batch.map(function (r) { return r.data(); })).then(function (datas) {
          if (seq !== self.seq) return 0;
          var n = 0;
          datas.forEach(function (d) { n += self.page(list, d, wordRe, words.names || null, !!words.all); });
          if (more) more.remove();
          more = null;
          if (shown < found.results.length) {
            more = el("button", "cr-sr-more", t("more", { n: found.results.length - shown }));
            more.type = "button";
            more.addEventListener("click", function () { next(); });
            box.appendChild(more);
          }
          return n;
        });
      }
      box.appendChild(list);
      return next();
    });
  };
  // One page's results: its sections with the most hits first (613.7 依存 before 613.2,
  // which mentions it once), three at most; an English word only where it is a whole word.
  // A card name's results: only where the whole name is (never a page matching 「の」 alone).
  Search.prototype.page = function (list, d, wordRe, names, all) {
    var subs = (d.sub_results && d.sub_results.length) ? d.sub_results.map(function (s, i) {
      return { s: s, i: i, w: hits(s) };
    }).sort(function (a, b) { return b.w - a.w || a.i - b.i; }).slice(0, 3).map(function (x) { return x.s; }) : [d];
    var n = 0;
    subs.forEach(function (s) {
      var ex = s.excerpt || d.excerpt;
      var plain = new DOMParser().parseFromString(ex, "text/html").body.textContent || "";
      if (wordRe && !wordRe.test(plain)) return;
      if (names && !names[all ? "every" : "some"](function (nm) { return plain.indexOf(nm) >= 0; })) return;
      var title = s.title || (d.meta && d.meta.title) || s.url;
      if (list.parentNode && list.parentNode.querySelector('a[href="' + CSS.escape(href(s.url)) + '"]')) return;
      item(list, s.url, "page", (d.meta && d.meta.title && s !== d) ? d.meta.title : "", title, excerpt(ex, names));
      n++;
    });
    return n;
  };

  function hits(sub) {
    var w = sub.weighted_locations;
    if (w && w.length) return w.reduce(function (sum, l) { return sum + (l.weight || 1) * (l.balanced_score || 1); }, 0);
    return (sub.locations || []).length;
  }

  /* -- the header box on every page, the search page, the 404 page ---------------- */
  function initHeader() {
    var form = document.querySelector(".cr-header-search");
    var input = form && form.querySelector("input");
    if (!input || document.getElementById("cr-search")) return;
    var panel = el("div", "cr-sr-panel");
    panel.id = "cr-sr-panel";
    panel.hidden = true;
    form.appendChild(panel);
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-controls", panel.id);
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-autocomplete", "list");
    var search = new Search(input, panel, { dropdown: true });
    // Enter on a rule number goes straight to the rule, even before its results were shown.
    form.addEventListener("submit", function (ev) {
      var q = normalize(input.value);
      if (search.first && q === panel.getAttribute("data-query")) {
        ev.preventDefault();
        window.location.href = search.first;
      } else if (isNumber(q)) {
        ev.preventDefault();
        search.run(input.value).then(function () {
          window.location.href = search.first || form.action + "?q=" + encodeURIComponent(input.value);
        });
      }
    });
    document.addEventListener("click", function (ev) {
      if (!form.contains(ev.target)) search.close();
    });
  }

  function initSearchPage() {
    var host = document.getElementById("cr-search");
    if (!host) return;
    var form = el("form", "cr-search-form");
    form.setAttribute("role", "search");
    form.setAttribute("aria-label", t("search_page"));  // the header's box is the other search landmark
    var input = el("input", "cr-search-input");
    input.type = "search";
    input.name = "q";
    input.placeholder = t("placeholder");
    input.setAttribute("aria-label", t("search"));
    input.autocomplete = "off";
    var panel = el("div", "cr-sr-panel cr-sr-page");
    panel.id = "cr-sr-results";
    panel.setAttribute("role", "region");  // aria-label needs a role (axe: aria-prohibited-attr)
    panel.setAttribute("aria-label", t("results"));
    input.setAttribute("aria-controls", panel.id);
    form.appendChild(input);
    host.appendChild(form);
    host.appendChild(panel);
    var search = new Search(input, panel, { dropdown: false });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      if (search.first) window.location.href = search.first;
    });
    var q = new URLSearchParams(window.location.search).get("q");
    var header = document.querySelector(".cr-header-search input");
    if (q) {
      input.value = q;
      if (header) header.value = q;
      search.run(q);
    }
    if (header) {
      header.closest("form").addEventListener("submit", function (ev) {
        ev.preventDefault();
        input.value = header.value;
        search.run(header.value);
      });
    }
  }

  // 404: the number in the path (in the numbering its prefix names: /2009/613.6h/ → 2009's
  // 613.6), then shorter and shorter until some rule has it; a number outside the corpus says
  // what it is and which rules the site covers. The list is never empty.
  var PREFIXES = { "2009": "old", "2009-07": "m10", "2005": "before_2009" };
  function initNotFound() {
    var host = document.getElementById("cr-notfound");
    if (!host) return;
    var list = host.querySelector(".cr-nearest");
    var what = host.querySelector(".cr-notfound-what");
    var path = window.location.pathname;
    try { path = decodeURIComponent(path); } catch (e) { /* a malformed % escape: the path as it is */ }
    var segs = path.split("/").filter(Boolean);
    var raw = segs.length ? segs[segs.length - 1] : "";
    var column = segs.length > 1 ? PREFIXES[segs[segs.length - 2]] || null : null;
    var q = normalize(raw.replace(/\.html?$/, ""));
    numbers().then(function (data) {
      var hits;
      if (isNumber(q)) {
        hits = nearest(data, q, column);
        var inCorpus = data.rules.some(function (r) { return r[0].split(".")[0] === q.split(".")[0]; });
        what.textContent = t("no_rule_page", { raw: raw }) + (inCorpus ? "" : outside(data, q).text + " ") + t("nearest_colon");
      } else {
        hits = (data.outside ? data.outside.covered : []).map(function (c) { return [c[0], "current", c[2], c[1], "rule"]; });
        what.textContent = t("no_page");
      }
      hits.forEach(function (r) {
        item(list, r[2], "number", r[0] + "（" + (data.numberings[r[1]] || r[1]) + "）", r[3]);
      });
      host.setAttribute("data-nearest", String(hits.length));
    }).catch(function () { host.setAttribute("data-nearest", "0"); });
  }

  // for the browser tests: the query normaliser and the excerpt reader
  window.crSearch = { normalize: normalize, excerpt: excerpt };

  function init() {
    initHeader();
    initSearchPage();
    initNotFound();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
