/* The site offline after one visit (sitegen/offline.py writes this file with its lists).

   install:  every page, the search (Pagefind), the site's data and the playground's data are
             put into this build's cache (PRECACHE, the build's VERSION in its name);
   fetch:    files named by their content (Pyodide's versioned folder, the engine's ?v= files,
             Pagefind's hashed files, the theme's bundles) come from a cache first, fetched and kept
             when missing; everything else from the network first (a new build is seen at once,
             `build.py serve` too), the cache when the network fails or is slower than NETWORK_MS;
   message:  {type: "keep", urls}: the page's engine started; keep its files (Pyodide, the wheels)
             even when the worker fetched them before this service worker controlled the page.
   A new build's service worker takes over at once and deletes the caches of the builds before
   (and cr-snapshot, where pages once kept the engine's memory: it comes with the build now). */
"use strict";

const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const SITE = "cr-site-" + VERSION;          // this build's pages and data
const ENGINE = "cr-engine-" + VERSION;      // kept when the engine starts (Pyodide, wheels, example data)
const NETWORK_MS = 2500;
const IMMUTABLE = /\/assets\/pyodide\/|\/assets\/playground\/engine\/|[?&]v=|\/pagefind\/(?!pagefind-entry\.json)|\.[0-9a-f]{8}\.min\.(js|css)$/;
const SCOPE = new URL(self.registration.scope).pathname;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SITE).then((c) => c.addAll(PRECACHE.map((p) => SCOPE + p))).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => (/^cr-(site|engine)-/.test(k) && k !== SITE && k !== ENGINE) || k === "cr-snapshot")
    .map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});

function fromCache(request) {
  return caches.match(request);
}
// offline: a page is one file whatever its query (?from=613.8a, ?q=…), a file too (Pagefind's ?ts=)
function fromCacheAnyQuery(request) {
  return caches.match(request).then((hit) => hit || caches.match(request, { ignoreSearch: true }));
}

async function keep(request, response) {
  if (response && response.ok && response.type === "basic") {
    const cache = await caches.open(IMMUTABLE.test(request.url) ? ENGINE : SITE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function cacheFirst(request) {
  const cached = await fromCache(request);
  if (cached) return cached;
  try {
    return await keep(request, await fetch(request));
  } catch (err) {  // offline: the same file of another ?v= (the precached one has none)
    const any = await fromCacheAnyQuery(request);
    if (any) return any;
    throw err;
  }
}

async function networkFirst(request) {
  const network = fetch(request).then((r) => (r.ok || request.mode !== "navigate" ? keep(request, r) : r));
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_MS, null));
  try {
    const first = await Promise.race([network, slow]);
    if (first) return first;
    return (await fromCacheAnyQuery(request)) || (await network);
  } catch (err) {
    const cached = await fromCacheAnyQuery(request);
    if (cached) return cached;
    if (request.mode === "navigate") {
      const notFound = await caches.match(SCOPE + "404.html");
      if (notFound) return notFound;
    }
    throw err;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
  event.respondWith(IMMUTABLE.test(request.url) ? cacheFirst(request) : networkFirst(request));
});

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.type !== "keep" || !Array.isArray(msg.urls)) return;
  event.waitUntil(caches.open(ENGINE).then((cache) => Promise.all(msg.urls.map((u) =>
    cache.match(u).then((hit) => hit || cache.add(u).catch(() => null))))));
});
