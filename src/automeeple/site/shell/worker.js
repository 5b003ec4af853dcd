// automeeple on a phone: "the server in the phone". A module worker (Pyodide runs
// only in one) that boots Python from ../pyodide/, installs the wheels the build
// listed in boot.json, opens the saved games on a file kept in the browser's
// IndexedDB (an IDBFS mount), and answers the shell's requests with the project's
// own route table (automeeple.web.phone). Every request that may write (a POST) is
// stored in IndexedDB before its reply is posted: no page shows a step not saved.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const DATA = "/data";
const DB = DATA + "/automeeple.sqlite3";
const SITE = new URL("../", import.meta.url).href;
let pyodide = null;
let phone = null;

function here(path) { return new URL(path, import.meta.url).href; }

function sync(populate) {
  // IndexedDB -> the mount (populate) or the mount -> IndexedDB.
  return new Promise((resolve, reject) => {
    pyodide.FS.syncfs(populate, (error) => error ? reject(error) : resolve());
  });
}

function watched() {
  // Every download of the start (boot.json, Pyodide's files, the wheels) goes
  // through fetch: the first that fails (no network, an error status) fails the
  // start, named. Pyodide would not tell some of them (its WebAssembly's: it logs
  // "wasm instantiation failed!" and waits for good), nor a WebAssembly that does
  // not start (too little memory), which it only logs: that log fails it too.
  const [fetchFile, warn] = [globalThis.fetch, console.warn];
  let stop;
  const failure = new Promise((resolve, reject) => { stop = reject; });
  globalThis.fetch = async (resource, options) => {
    const name = String(resource.url || resource).replace(SITE, "");
    const failed = (why) => stop(new Error(`the download of ${name} failed (${why})`));
    try {
      const response = await fetchFile(resource, options);
      if (!response.ok) failed(`${response.status} ${response.statusText}`.trim());
      return response;
    } catch (error) {
      failed(error.message);
      throw error;
    }
  };
  console.warn = (...parts) => {
    warn(...parts);
    if (parts[0] === "wasm instantiation failed!") {
      stop(new Error("Python did not start (its WebAssembly did not load)"));
    }
  };
  failure.restore = () => { globalThis.fetch = fetchFile; console.warn = warn; };
  return failure;
}

async function boot() {
  const info = await (await fetch(here("boot.json"))).json();
  postMessage({step: "python"});
  pyodide = await loadPyodide({indexURL: here("../pyodide/")});
  postMessage({step: "engine"});
  await pyodide.loadPackage(info.wheels.map((name) => here("../wheels/" + name)),
                            {messageCallback: () => {}});
  const module = pyodide.pyimport("automeeple.web.phone");
  postMessage({step: "saves"});
  pyodide.FS.mkdirTree(DATA);
  pyodide.FS.mount(pyodide.FS.filesystems.IDBFS, {}, DATA);
  await sync(true);
  phone = module.Phone(DB);
  postMessage({ready: true});
}

async function answer(message) {
  const files = message.files.map(([name, filename, data]) => [name, filename, data]);
  const reply = phone.request(message.method, message.path, message.fields, files);
  const plain = reply.toJs({dict_converter: Object.fromEntries});
  reply.destroy();
  if (message.method !== "GET") await sync(false);
  return plain;
}

function oneLine(error) {
  // What the person reads: one line, never Python's traceback (that goes to the
  // console). A Python error's last line names it: "module.Type: message".
  const text = String(error && error.message || error).trim();
  if (text.includes("\n")) console.error(text);
  return text.split("\n").pop();
}

const failure = watched();
const started = Promise.race([boot(), failure]);
started.then(failure.restore,
             (error) => postMessage({failed: oneLine(error).replaceAll(SITE, "")}));

// One request at a time, in the order they came.
let queue = started;
onmessage = (event) => {
  const message = event.data;
  queue = queue.then(() => answer(message)).then(
    (reply) => postMessage({id: message.id, reply: reply}),
    (error) => postMessage({id: message.id,
                            error: "automeeple could not do that: " + oneLine(error)}));
};
