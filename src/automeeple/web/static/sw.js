// automeeple's service worker (the server's): it caches the static files (styles,
// script, icons) so the app starts without the network, and shows the offline page
// when a page cannot be fetched (the server is down or out of reach) instead of the
// browser's error. Pages and game data always come from the server and are never
// cached. Its scope is the site's root, where it is served (sw.js), so every path
// below is relative to it: the site may be served under a sub-path.
"use strict";

var CACHE = "automeeple-static-2";
var ROOT = new URL("./", self.location).href;
var OFFLINE = ROOT + "offline";
var FILES = [
  "static/app.css",
  "static/boards.css",
  "static/app.js",
  "static/icon.svg",
  "static/icon-192.png",
  "static/icon-512.png",
  "static/manifest.webmanifest",
  "offline"
].map(function (path) { return ROOT + path; });

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(FILES.map(function (url) {
      return cache.add(url).catch(function () {}); // one missing file does not stop the rest
    }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n !== CACHE; })
      .map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

function offline() {
  // The offline page (drawn by the server when installed: its <base href> is the root).
  return caches.match(OFFLINE).then(function (cached) {
    if (!cached) return Response.error();
    return cached.text().then(function (html) {
      return new Response(html, {
        status: 503, headers: {"Content-Type": "text/html; charset=utf-8"}});
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method === "GET" && request.mode === "navigate") {
    // A page: from the server; when it cannot be reached, the offline page.
    event.respondWith(fetch(request).catch(offline));
    return;
  }
  if (request.method !== "GET" || !request.url.startsWith(ROOT + "static/")) {
    return; // forms, the page controller's requests, everything else: straight to the server
  }
  // The network first (a new version of the app shows at once), the cache offline.
  event.respondWith(fetch(request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
    }
    return response;
  }).catch(function () {
    return caches.match(request);
  }));
});
