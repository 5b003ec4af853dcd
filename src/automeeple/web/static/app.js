// automeeple's page controller (docs/web.md, "What the screens show"). Every page
// works without it; with it, a tap fetches the next page through a transport and
// swaps it in, so that:
// - Back means what it means in an app: a link pushes a history entry, a form (a
//   move, a report, undo, start, delete, hint, import) replaces the current one, so
//   Back from a game leaves it and never undoes;
// - after a move the page lands on the question (scrolled to it, focused);
// - the screen stays awake while a game shows; ticked checklist lines are marked
//   done; the AI's turn may be read aloud (speech synthesis, the person's choice).
// The server's transport is fetch (below); the phone's shell sets
// window.automeeple = {transport: ...} before this script runs. A transport:
//   request(method, path, body) -> Promise<{path, status, html} | {file: {name, type, content}}>
//   href(path) -> the URL for the address bar; pathOf(url) -> app path, or null;
//   first() -> the app path to draw at start, or null (the page is there).
"use strict";

(function () {
  var app = window.automeeple = window.automeeple || {};
  // Pages swapped in so far and the last one's HTTP status (tests wait on them);
  // whether the screen is held awake.
  app.swaps = 0;
  app.status = null;
  app.awake = false;
  var SPEAK_KEY = "automeeple.speak";
  var FIT_KEY = "automeeple.fit";
  var transport = null;
  var busy = false; // a request is under way: a double tap is not sent twice
  var seq = 0; // the latest request: an older one's page is not drawn over it
  var SLOW_MS = 300; // a request slower than this shows "Working..." and the button pressed

  // --- the server's transport: fetch under the site's root (document.baseURI) -------

  function root() { return new URL(".", document.baseURI); }

  function attachment(response) {
    var disposition = response.headers.get("Content-Disposition") || "";
    if (!/^\s*attachment/i.test(disposition)) return null;
    var star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
    var plain = /filename="?([^";]+)"?/i.exec(disposition);
    return star ? decodeURIComponent(star[1]) : plain ? plain[1] : "download";
  }

  var fetchTransport = {
    href: function (path) { return new URL(path.replace(/^\//, ""), root()).href; },
    pathOf: function (url) {
      var base = root();
      if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
      var rest = url.pathname.slice(base.pathname.length);
      if (rest === "sw.js" || rest.startsWith("static/")) return null;
      return "/" + rest + url.search + url.hash;
    },
    first: function () { return null; },
    request: async function (method, path, body) {
      var response;
      try {
        response = await fetch(fetchTransport.href(bare(path)), {
          method: method, body: body, credentials: "same-origin", redirect: "follow",
          headers: {"Accept": "text/html"}});
      } catch (e) {
        throw new Error("The server cannot be reached: check that the computer running " +
                        "'automeeple serve' is on and on this network, then try again.");
      }
      var name = attachment(response);
      if (name !== null) {
        return {file: {name: name, type: response.headers.get("Content-Type") || "",
                       content: await response.text()}};
      }
      var text = await response.text();
      if (!/text\/html/.test(response.headers.get("Content-Type") || "")) {
        throw new Error(text.split("\n")[0] || ("the server answered " + response.status));
      }
      var landed = fetchTransport.pathOf(new URL(response.url)) || path;
      // fetch keeps no fragment of a redirect (its response.url has none): the app's
      // redirects to a game page all land on its question (Redirect("/games/ID#question")).
      if (response.redirected && /^\/games\/[0-9]+$/.test(landed)) landed += "#question";
      return {path: landed, status: response.status, html: text};
    }
  };

  // --- drawing a page -----------------------------------------------------------------

  function say(message) {
    // One line in the page (a network down, a refusal that is no page): never a blank page.
    var line = document.getElementById("controller-error");
    if (!line) {
      line = document.createElement("p");
      line.id = "controller-error";
      line.className = "error";
      line.setAttribute("role", "alert");
      line.dataset.testid = "error";
      var main = document.querySelector("main") || document.body;
      main.insertBefore(line, main.firstChild);
    }
    line.textContent = message;
    line.scrollIntoView({block: "nearest"});
  }

  function working(on, pressed) {
    // A slow request (the bots' turn, a search bot, a hint): the tapped button shown
    // pressed and a line saying the phone is at it; the page drawn next has neither.
    var line = document.getElementById("working");
    if (on && !line) {
      line = document.createElement("p");
      line.id = "working";
      line.className = "working";
      line.setAttribute("role", "status");
      line.dataset.testid = "working";
      line.textContent = "Working\u2026";
      document.body.appendChild(line);
    } else if (!on && line) {
      line.remove();
    }
    if (pressed) pressed.classList.toggle("pressed", on);
  }

  function swap(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    document.title = page.title;
    document.body.replaceWith(document.adoptNode(page.body));
  }

  function focusOn(element) {
    if (!element) return;
    if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
    element.focus({preventScroll: true});
  }

  function land(path, scrollY) {
    // On the question when the path asks for it; else at the top (or where the person
    // was, going Back), focus on the page's heading.
    var question = document.getElementById("question");
    if (path.endsWith("#question") && question) {
      (question.closest("section") || question).scrollIntoView({block: "start"});
      focusOn(question);
      return;
    }
    window.scrollTo(0, scrollY || 0);
    focusOn(document.querySelector("main h1") || document.querySelector("main"));
  }

  async function go(method, path, body, how, pressed) {
    // how: "push" (a link), "replace" (a form), "pop" (Back/Forward: history is there);
    // pressed: the button tapped, if any.
    if (busy && how !== "pop") return;
    var mine = ++seq;
    busy = true;
    document.documentElement.setAttribute("aria-busy", "true");
    var slow = setTimeout(function () { if (mine === seq) working(true, pressed); }, SLOW_MS);
    var scrollY = how === "pop" && history.state ? history.state.y : 0;
    try {
      var reply = await transport.request(method, path, body);
      if (mine !== seq) return;
      if (reply.file) {
        save(reply.file);
        return;
      }
      if (how !== "pop") remember();
      swap(reply.html);
      var shown = reply.path;
      if (method === "POST" && bare(reply.path) === bare(path)) {
        // A form answered by a page of its own (the hint; a mistake): the address stays
        // the page's (reloading it must not send the form again); the hint lands on the
        // question, a mistake shows its line at the top.
        shown = history.state && history.state.automeeple ? bare(history.state.path) : "/";
        if (reply.status === 200) shown += "#question";
      }
      var entry = {automeeple: true, path: shown, y: 0};
      if (how === "push") history.pushState(entry, "", transport.href(shown));
      else if (how === "replace") history.replaceState(entry, "", transport.href(shown));
      land(shown, scrollY);
      hooks(true);
      app.status = reply.status;
      app.swaps += 1;
    } catch (e) {
      if (mine === seq) say(e && e.message ? e.message : String(e));
    } finally {
      clearTimeout(slow);
      if (mine === seq) {
        busy = false;
        document.documentElement.removeAttribute("aria-busy");
        working(false, pressed);
      }
    }
  }

  function bare(path) { return path.split("#")[0]; }

  function remember() {
    // The scroll of the entry being left, so that Back returns to where the person was.
    if (history.state && history.state.automeeple) {
      history.replaceState(Object.assign({}, history.state, {y: window.scrollY}), "");
    }
  }

  function save(file) {
    // A download (a game's record) saved from the transport's reply.
    var url = URL.createObjectURL(new Blob([file.content], {type: file.type}));
    var link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
  }

  // --- taps: the app's links and forms -------------------------------------------------

  function onClick(event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey ||
        event.shiftKey || event.altKey) return;
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link || (link.target && link.target !== "_self")) return;
    var path = transport.pathOf(new URL(link.href));
    if (path === null) return; // another site, a static file: the browser's
    var hash = path.indexOf("#");
    var shown = history.state && history.state.automeeple ? bare(history.state.path) : null;
    if (hash >= 0 && bare(path) === shown) {
      // A place on this very page ("To the question"): no request, no history entry.
      var there = document.getElementById(decodeURIComponent(path.slice(hash + 1)));
      if (!there) return;
      event.preventDefault();
      there.scrollIntoView({block: "start"});
      focusOn(there);
      return;
    }
    event.preventDefault();
    go("GET", path, null, link.hasAttribute("download") ? "file" : "push");
  }

  function onSubmit(event) {
    var form = event.target;
    var submitter = event.submitter || null;
    if (event.defaultPrevented || (form.target && form.target !== "_self")) return;
    var action = submitter && submitter.hasAttribute("formaction") ? submitter.formAction
      : form.action;
    var method = (submitter && submitter.hasAttribute("formmethod") ? submitter.formMethod
      : form.method).toUpperCase();
    var url = new URL(action);
    var fields = new FormData(form, submitter);
    if (method === "GET") {
      url.search = new URLSearchParams(fields).toString();
      fields = null;
    }
    var path = transport.pathOf(url);
    if (path === null) return;
    event.preventDefault();
    go(method === "GET" ? "GET" : "POST", path, fields, "replace", submitter);
  }

  function onPop(event) {
    var entry = event.state;
    if (!entry || !entry.automeeple) return; // a fragment within the page: the browser's
    go("GET", bare(entry.path), null, "pop");
  }

  // --- after every page: the hooks -------------------------------------------------------

  var lock = null;
  async function stayAwake() {
    // The screen stays awake while a game shows (where the browser allows it).
    var wanted = document.body.dataset.wakeLock === "on";
    if (!wanted) {
      if (lock) lock.release().catch(function () {});
      return;
    }
    if (lock || !("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
      app.awake = true;
      lock.addEventListener("release", function () { lock = null; app.awake = false; });
      if (document.body.dataset.wakeLock !== "on") lock.release().catch(function () {});
    } catch (e) {
      lock = null; // refused (battery saver, no permission): the page works as before
    }
  }

  function checklists() {
    // A ticked line of the table's checklist is marked done (page-local, nothing sent).
    document.querySelectorAll("ul.checklist input[type=checkbox]").forEach(function (box) {
      var line = box.closest("li");
      function mark() { line.classList.toggle("done", box.checked); }
      box.addEventListener("change", mark);
      mark();
    });
  }

  function localTimes() {
    // A saved game's time on the phone's own clock (without the script: in UTC, said so).
    document.querySelectorAll("time[data-local]").forEach(function (time) {
      var when = new Date(time.getAttribute("datetime"));
      if (isNaN(when.getTime())) return;
      var pad = function (n) { return String(n).padStart(2, "0"); };
      time.title = time.textContent;
      time.textContent = when.getFullYear() + "-" + pad(when.getMonth() + 1) + "-" +
        pad(when.getDate()) + " " + pad(when.getHours()) + ":" + pad(when.getMinutes());
    });
  }

  function speaking() {
    try { return localStorage.getItem(SPEAK_KEY) === "on"; } catch (e) { return false; }
  }

  function speechToggle() {
    // "Read the AI's turn aloud": on a game page, where the browser can speak.
    var tools = document.querySelector("section.tools");
    if (!tools || !document.getElementById("question") ||
        !("speechSynthesis" in window) || !("SpeechSynthesisUtterance" in window)) return;
    var line = document.createElement("p");
    line.className = "speech";
    var label = document.createElement("label");
    var box = document.createElement("input");
    box.type = "checkbox";
    box.dataset.testid = "speak";
    box.checked = speaking();
    box.addEventListener("change", function () {
      try { localStorage.setItem(SPEAK_KEY, box.checked ? "on" : "off"); } catch (e) {}
      if (!box.checked) window.speechSynthesis.cancel();
    });
    label.append(box, " Read the AI's turn aloud");
    line.append(label);
    tools.insertBefore(line, tools.firstChild);
  }

  function fitToggles() {
    // "Fit the whole map on the screen" (The Wolves): the person's choice, kept as the
    // read-aloud one is, from one page to the next.
    document.querySelectorAll("input.fit-toggle").forEach(function (box) {
      try { box.checked = localStorage.getItem(FIT_KEY) === "on"; } catch (e) {}
      box.addEventListener("change", function () {
        try { localStorage.setItem(FIT_KEY, box.checked ? "on" : "off"); } catch (e) {}
      });
    });
  }

  function readAloud() {
    // The news since the person's last move (or the table's checklist), then the question.
    if (!speaking() || !("speechSynthesis" in window)) return;
    var question = document.getElementById("question");
    if (!question) return;
    var lines = Array.from(document.querySelectorAll("[data-testid=events] li"))
      .map(function (li) { return li.textContent.trim(); });
    lines.push(question.textContent.trim());
    window.speechSynthesis.cancel();
    lines.filter(Boolean).forEach(function (text) {
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
    });
  }

  function hooks(swapped) {
    stayAwake();
    checklists();
    localTimes();
    speechToggle();
    fitToggles();
    if (swapped) readAloud();
  }

  // --- start -----------------------------------------------------------------------------

  app.start = function (given) {
    transport = given;
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    window.addEventListener("popstate", onPop);
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") stayAwake();
    });
    var first = transport.first();
    if (first !== null) {
      go("GET", first, null, "replace");
      return;
    }
    var here = transport.pathOf(new URL(location.href));
    if (here !== null) history.replaceState({automeeple: true, path: here, y: 0}, "");
    hooks(false);
  };

  document.addEventListener("DOMContentLoaded", function () {
    app.start(app.transport || fetchTransport);
    if (!app.transport && "serviceWorker" in navigator) {
      // The server's service worker (static files, the offline page), at the site's root.
      navigator.serviceWorker.register(new URL("sw.js", document.baseURI),
                                       {scope: root().pathname}).catch(function () {});
    }
  });
})();
