// Run at build time by site/bytecode/__init__.py: `node compile.mjs SITE OUT`. Starts
// the Python the site ships (SITE/pyodide/, under Node), installs the site's wheels
// (SITE/wheels/) and runs inside.py there, which writes the compiled copies into OUT.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site, out] = process.argv.slice(2).map((p) => path.resolve(p));
const runtime = path.join(site, "pyodide") + path.sep;
const { loadPyodide } = await import(pathToFileURL(runtime + "pyodide.mjs").href);
// A fixed hash seed: the same sources give the same bytecode (sets' order).
const pyodide = await loadPyodide({indexURL: runtime, env: {PYTHONHASHSEED: "0"}});
const wheels = fs.readdirSync(path.join(site, "wheels")).filter((n) => n.endsWith(".whl"));
await pyodide.loadPackage(wheels.sort().map((n) => path.join(site, "wheels", n)),
                          {messageCallback: () => {}});
pyodide.FS.mkdirTree("/build/site");
pyodide.FS.mkdirTree("/build/out");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, {root: site}, "/build/site");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, {root: out}, "/build/out");
pyodide.runPython(fs.readFileSync(new URL("inside.py", import.meta.url), "utf8"),
                  {filename: "inside.py"});
