// automeeple's service worker: it caches the static files (styles, script, icons)
// so the app starts without the network; pages and game data always come from the
// server and are never cached.
"use strict";

var CACHE = "automeeple-static-1";
var FILES = [
  "/static/app.css",
  "/static/boards.css",
  "/static/app.js",
  "/static/icon.svg",
  "/static/icon-192.png",
  "/static/icon-512.png",
  "/static/manifest.webmanifest"
];

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

self.addEventListener("fetch", function (event) {
  var url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin ||
      !url.pathname.startsWith("/static/")) {
    return; // pages, forms and everything else: straight to the server
  }
  // The network first (a new version of the app shows at once), the cache offline.
  event.respondWith(fetch(event.request).then(function (response) {
    if (response.ok) {
      var copy = response.clone();
      caches.open(CACHE).then(function (cache) { cache.put(event.request, copy); });
    }
    return response;
  }).catch(function () {
    return caches.match(event.request);
  }));
});
