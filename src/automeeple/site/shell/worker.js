// automeeple on a phone: "the server in the phone". A module worker (Pyodide runs
// only in one) that boots Python from ../pyodide/, installs the wheels the build
// listed in boot.json, opens the saved games on a file kept in the browser's
// IndexedDB (an IDBFS mount), and answers the shell's requests with the project's
// own route table (automeeple.web.phone). Every request that may write (a POST) is
// stored in IndexedDB before its reply is posted: no page shows a step not saved.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const DATA = "/data";
const DB = DATA + "/automeeple.sqlite3";
let pyodide = null;
let phone = null;

function here(path) { return new URL(path, import.meta.url).href; }

function sync(populate) {
  // IndexedDB -> the mount (populate) or the mount -> IndexedDB.
  return new Promise((resolve, reject) => {
    pyodide.FS.syncfs(populate, (error) => error ? reject(error) : resolve());
  });
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

const started = boot();
started.catch((error) => postMessage({failed: String(error && error.message || error)}));

// One request at a time, in the order they came.
let queue = started;
onmessage = (event) => {
  const message = event.data;
  queue = queue.then(() => answer(message)).then(
    (reply) => postMessage({id: message.id, reply: reply}),
    (error) => postMessage({id: message.id,
                            error: "automeeple could not do that: " + oneLine(error)}));
};
