// automeeple: the little the pages do with JavaScript. Everything works without it;
// this keeps the screen awake during a game, marks ticked checklist lines as done,
// and installs the service worker (which caches the static files only).
"use strict";

(function () {
  // The screen stays awake while a game is shown (where the browser allows it).
  var lock = null;
  async function stayAwake() {
    if (!document.body || document.body.dataset.wakeLock !== "on") return;
    if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      lock = await navigator.wakeLock.request("screen");
    } catch (e) {
      lock = null; // refused (battery saver, no permission): the page works as before
    }
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") stayAwake();
  });

  // The table checklist: a ticked line is marked done (page-local, nothing is sent).
  function checklists() {
    document.querySelectorAll("ul.checklist input[type=checkbox]").forEach(function (box) {
      var line = box.closest("li");
      function mark() { line.classList.toggle("done", box.checked); }
      box.addEventListener("change", mark);
      mark();
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    stayAwake();
    checklists();
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js").catch(function () {});
    }
  });
})();
