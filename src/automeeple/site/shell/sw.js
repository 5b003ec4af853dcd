// automeeple on a phone: the service worker. It stores every file of this build
// of the site (the list, each file's size and the cache's name are written by
// `automeeple site`; the name is a hash of every file, so a new build is a new
// cache) and answers from that store first: after one visit the site starts with
// no network at all. On the first visit the shell waits for it, so that each file
// is downloaded once; it tells the shell how far the download is. A new build
// installs beside the old one and, once active, deletes the old caches.
"use strict";

var CACHE = "automeeple-__BUILD__";
var FILES = __FILES__; // [address relative to the site's root, bytes]

function tell(message) {
  return self.clients.matchAll({includeUncontrolled: true, type: "window"})
    .then(function (clients) {
      clients.forEach(function (client) { client.postMessage(message); });
    });
}

self.addEventListener("install", function (event) {
  var total = FILES.reduce(function (sum, file) { return sum + file[1]; }, 0);
  var done = 0;
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(FILES.map(function (file) {
      // Asked of the host again ("no-cache": a file unchanged since the browser
      // kept it is not sent twice), never the browser's copy from an older build.
      return cache.add(new Request(file[0], {cache: "no-cache"})).then(function () {
        done += file[1];
        return tell({downloaded: done, of: total});
      });
    }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.startsWith("automeeple-") && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(function (cache) {
    // A page opened at any address of the site is the shell (its own path is in
    // the address's fragment).
    var wanted = request.mode === "navigate" ? new URL("./", self.registration.scope).href
      : request;
    return cache.match(wanted, {ignoreSearch: true}).then(function (found) {
      return found || fetch(request);
    });
  }));
});
