"""The site's Python as compiled bytecode: what makes the phone's cold start fast.

Pyodide ships its standard library as source and writes no bytecode cache, so every
start compiled each module it imported, the standard library's and the app's (a
start spent more time compiling than running). The build now does that once: it
starts the Python the site ships, under Node (``compile.mjs``, ``inside.py``), runs
the app's start there, and writes every module that start imported, and every module
of automeeple, as bytecode in place of its source, into the wheels and the standard
library's archive. Compiled with ``optimize=2`` (no docstrings, no asserts): bytecode
is larger than its source, and the first visit's bytes are counted.

The standard library loses, first, the modules no page can use in a browser's worker
(:data:`NOT_SHIPPED`): the build's run of the app proves it imports none of them.

The compiled files are kept in ``cache/bytecode``, named by a hash of all they are
made from, so a rebuild of the same files gives the same bytes without Node."""

from __future__ import annotations

import hashlib
import shutil
import zipfile
from pathlib import Path

from .. import fetch

HERE = Path(__file__).resolve().parent
STDLIB = "python_stdlib.zip"
#: The standard library's modules and packages left out of the site, by what they are
#: for: processes, servers and socket clients (a browser's worker has neither), the
#: interactive and debugging tools, the test frameworks and the build tools.
NOT_SHIPPED = (
    "multiprocessing", "socketserver", "wsgiref", "xmlrpc", "smtplib", "imaplib", "poplib",
    "ftplib", "mailbox",
    "_pyrepl", "code", "cmd", "pdb", "bdb", "pydoc", "profile", "pstats", "timeit",
    "trace", "tabnanny",
    "unittest", "doctest",
    "compileall", "modulefinder",
)


def shipped(name: str) -> bool:
    """Whether the standard library's archive entry ``name`` goes to the site."""
    top = name.split("/")[0].removesuffix(".py")
    return top not in NOT_SHIPPED


def trim_stdlib(runtime: Path) -> None:
    """Rewrite ``runtime``'s standard library archive without :data:`NOT_SHIPPED`."""
    path = runtime / STDLIB
    with zipfile.ZipFile(path) as archive:
        entries = [(entry, archive.read(entry)) for entry in archive.infolist()
                   if shipped(entry.filename)]
    with zipfile.ZipFile(path, "w") as archive:
        for entry, data in entries:
            archive.writestr(entry, data)


def compile_site(out: Path, cache: Path) -> None:
    """Put the bytecode in the site built in ``out`` (its ``pyodide/`` and ``wheels/``
    as the build wrote them): the standard library trimmed, then compiled with the
    wheels, from the cache when it holds them."""
    trim_stdlib(out / "pyodide")
    sources = [out / "pyodide" / STDLIB, *sorted((out / "wheels").iterdir()),
               HERE / "compile.mjs", HERE / "inside.py", out / "pyodide" / "pyodide.asm.wasm"]
    digest = hashlib.sha256()
    for path in sources:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    kept = cache.resolve() / "bytecode"
    done = kept / digest.hexdigest()[:16]
    if not done.is_dir():
        shutil.rmtree(kept, ignore_errors=True)  # only the last build's is kept
        partial = done.with_name(done.name + ".partial")
        partial.mkdir(parents=True)
        fetch.run([shutil.which("node") or "node", str(HERE / "compile.mjs"),
                   str(out.resolve()), str(partial)], out, "compile the site's Python to bytecode")
        partial.rename(done)
    shutil.copy2(done / STDLIB, out / "pyodide" / STDLIB)
    for wheel in (out / "wheels").iterdir():
        wheel.unlink()
    for wheel in done.glob("*.whl"):
        shutil.copy2(wheel, out / "wheels" / wheel.name)
