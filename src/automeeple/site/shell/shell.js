// automeeple on a phone: the shell (index.html). It shows the loading steps while
// "the server in the phone" starts (a module worker running Python:
// phone/worker.js), keeps one game in one tab (a Web Lock held for the tab's life),
// asks the browser to keep the saved games, installs the service worker (the site
// offline), and gives the page controller (static/app.js, loaded after this) its
// transport: each request is answered by the worker instead of a server. The
// address bar holds the app path after "#" (a reload draws the same page; the site
// works at any sub-path), and the page follows it when the person changes it.
"use strict";

(function () {
  var STEPS = ["download", "python", "engine", "saves"];
  var LOCK = "automeeple";
  var ROOT = new URL("./", location.href);
  // Files of the site that are no page of the app (the browser fetches them itself).
  var FILES = /^(static|pyodide|wheels|phone)\/|^(sw\.js|manifest\.webmanifest)$/;
  var worker = null;
  var waiting = {};
  var serial = 0;
  var ready, failed;
  var booted = new Promise(function (resolve, reject) { ready = resolve; failed = reject; });
  booted.catch(function () {}); // told on the loading screen, and by each request

  function onScreen(work) {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", work);
    } else {
      work();
    }
  }

  function show(step, part) {
    // The loading screen: the steps before ``step`` done, ``step`` under way (and
    // ``part`` of it done, from 0 to 1).
    if (!part && performance.mark) performance.mark("automeeple " + step);
    onScreen(function () {
      var at = STEPS.indexOf(step);
      if (at < 0) at = STEPS.length;
      document.querySelectorAll(".boot-steps li").forEach(function (line) {
        var index = STEPS.indexOf(line.dataset.step);
        line.classList.toggle("done", index < at);
        line.classList.toggle("doing", index === at);
      });
      var bar = document.getElementById("boot-progress");
      if (bar) bar.value = at + (part || 0);
    });
  }

  function tell(id, text) {
    onScreen(function () {
      var line = document.getElementById(id);
      if (!line) return;
      line.hidden = !text;
      line.textContent = text || "";
    });
  }

  var failure = null;

  function fail(message, remedy) {
    // Said once, on the loading screen, with what to do and a Reload button. The
    // first request of the page controller (static/app.js) fails with the same
    // message, which it writes in its one error line, #controller-error: the
    // loading screen's own line, so the message shows once. The first failure is
    // the one told (a worker that failed may report it twice).
    if (failure) return;
    failure = "automeeple could not start: " + message;
    if (!remedy) {
      remedy = navigator.serviceWorker && navigator.serviceWorker.controller
        ? "Reload to try again (your saved games are kept)."
        : "The first visit needs a network connection: it downloads automeeple " +
          "(about 9 MB) once, then it starts without the network. Check this " +
          "phone's connection (Wi-Fi or mobile data), then reload.";
    }
    onScreen(function () {
      document.getElementById("controller-error").textContent = failure;
      document.getElementById("boot-remedy").textContent = remedy;
      document.getElementById("boot-reload").addEventListener("click", function () {
        location.reload();
      });
      document.getElementById("boot-error").hidden = false;
    });
    failed(new Error(failure));
  }

  function offline() {
    // The service worker stores every file of the site (after this, it starts with
    // no network). On the first visit the engine waits for it, so that each file is
    // downloaded once, by it; a browser without it, or a store that fails, starts
    // from the network.
    if (!("serviceWorker" in navigator)) return Promise.resolve();
    var workers = navigator.serviceWorker;
    // Once the page is served by a service worker, a new one is a new build, stored
    // while this page runs the build before it.
    var stored = workers.controller !== null;
    return new Promise(function (resolve) {
      workers.addEventListener("controllerchange", function () {
        if (stored) updated();
        stored = true;
        resolve();
      });
      workers.addEventListener("message", function (event) {
        var got = event.data || {};
        if (!got.of) return;
        show("download", got.downloaded / got.of);
        tell("boot-bytes", "(" + Math.round(100 * got.downloaded / got.of) + " %)");
      });
      workers.register("sw.js").then(function (registration) {
        var coming = registration.installing;
        if (workers.controller || !coming) {
          resolve();
          return;
        }
        coming.addEventListener("statechange", function () {
          if (coming.state === "redundant") resolve();
        });
      }, resolve);
    });
  }

  function updated() {
    // A new build is stored: one line with a Reload button, fixed at the top of the
    // screen (beside the page, which the page controller swaps: it stays).
    onScreen(function () {
      if (document.getElementById("updated")) return;
      var line = document.createElement("p");
      line.id = "updated";
      line.className = "updated";
      line.setAttribute("role", "status");
      line.dataset.testid = "updated";
      var reload = document.createElement("button");
      reload.type = "button";
      reload.textContent = "Reload";
      reload.addEventListener("click", function () { location.reload(); });
      line.append("A new version of automeeple is ready (your games are kept). ", reload);
      document.documentElement.appendChild(line);
    });
  }

  function boot() {
    tell("boot-wait", "");
    show("download");
    offline().then(engine);
  }

  function engine() {
    show("python");
    try {
      worker = new Worker("phone/worker.js", {type: "module"});
    } catch (e) {
      fail("this browser cannot run it (" + e.message + ")",
           "Open this page in an up-to-date browser (Chrome, Safari, Firefox or Edge).");
      return;
    }
    worker.onerror = function (event) {
      event.preventDefault();
      fail(event.message || "the engine did not load");
    };
    worker.onmessage = function (event) {
      var message = event.data;
      if (message.step) {
        show(message.step);
      } else if (message.ready) {
        show("ready");
        ready();
      } else if (message.failed) {
        fail(message.failed);
      } else if (waiting[message.id]) {
        var promise = waiting[message.id];
        delete waiting[message.id];
        if (message.error) promise.reject(new Error(message.error));
        else promise.resolve(message.reply);
      }
    };
  }

  function holdTheLock() {
    // One game in one tab: each tab has its own copy of the saved games, the last
    // to store would win. A second tab waits for the first to close.
    if (!("locks" in navigator)) {
      boot();
      return;
    }
    var forever = new Promise(function () {});
    navigator.locks.request(LOCK, {ifAvailable: true}, function (lock) {
      if (lock) {
        boot();
        return forever;
      }
      tell("boot-wait", "automeeple is open in another tab; it continues here when that " +
                        "one closes.");
      navigator.locks.request(LOCK, function () {
        boot();
        return forever;
      });
      return null;
    });
  }

  function ask(method, path, fields, files) {
    return booted.then(function () {
      return new Promise(function (resolve, reject) {
        serial += 1;
        waiting[serial] = {resolve: resolve, reject: reject};
        worker.postMessage({id: serial, method: method, path: path, fields: fields,
                            files: files});
      });
    });
  }

  async function formOf(body) {
    // A FormData as the worker takes it: text fields, and files as bytes.
    var fields = [], files = [];
    if (!body) return {fields: fields, files: files};
    for (var [name, value] of body.entries()) {
      if (typeof value === "string") fields.push([name, value]);
      else files.push([name, value.name, new Uint8Array(await value.arrayBuffer())]);
    }
    return {fields: fields, files: files};
  }

  function inTheBar(path) {
    // Whether the address bar holds ``path`` (a fragment within the page aside).
    return location.hash.slice(1).split("#")[0] === path.split("#")[0];
  }

  var transport = {
    request: async function (method, path, body) {
      var form = await formOf(body);
      var reply = await ask(method, path, form.fields, form.files);
      if (reply.redirect) {
        var page = await transport.request("GET", reply.redirect, null);
        return page.file ? page : Object.assign({}, page, {path: reply.redirect});
      }
      if (reply.file && method === "GET" && inTheBar(path)) {
        // A download's address typed, bookmarked or reloaded (the app never shows
        // one there): the page it downloads from, at its own address.
        var from = path.split("#")[0].replace(/\/[^/]*$/, "") || "/";
        history.replaceState({automeeple: true, path: from, y: 0}, "", "#" + from);
        return transport.request("GET", from, null);
      }
      if (reply.file) return {file: reply.file};
      return {path: path, status: reply.status, html: reply.html};
    },
    href: function (path) { return "#" + path; },
    pathOf: function (url) {
      if (url.origin !== ROOT.origin || !url.pathname.startsWith(ROOT.pathname)) return null;
      var rest = url.pathname.slice(ROOT.pathname.length);
      if (FILES.test(rest)) return null;
      if (rest === "index.html") rest = "";
      if (rest === "" && url.hash.startsWith("#/")) return url.hash.slice(1);
      return "/" + rest + url.search + url.hash;
    },
    first: function () {
      return location.hash.startsWith("#/") ? location.hash.slice(1) : "/";
    }
  };

  function follow() {
    // The person changed the address (typed it, opened a bookmark or a link into the
    // site in this tab, a script set location.hash): the browser made a history entry
    // that the controller never drew. It is marked as the app's and drawn as Back
    // draws an entry (the controller's popstate). Entries of the app's own (its links
    // and forms use pushState and replaceState, which fire no hashchange; Back and
    // Forward to them, which the controller draws at their popstate) are marked
    // already: each page is drawn once.
    if (history.state && history.state.automeeple) return;
    if (!location.hash.startsWith("#/")) return; // no app path: a place in the page
    var entry = {automeeple: true, path: location.hash.slice(1), y: 0};
    history.replaceState(entry, "");
    window.dispatchEvent(new PopStateEvent("popstate", {state: entry}));
  }

  window.automeeple = {transport: transport};
  window.addEventListener("hashchange", follow);
  holdTheLock();
  if (navigator.storage && navigator.storage.persist) {
    // Ask that the saved games be kept when the browser runs short of room.
    navigator.storage.persist().catch(function () {});
  }
})();
