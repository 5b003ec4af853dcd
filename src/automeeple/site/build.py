"""``automeeple site DIR``: one folder any static HTTPS host serves, with which a
phone plays every game with no computer (docs/phone.md):

    index.html              the shell: the loading screen, then the app's pages
    sw.js                   the service worker: every file below, cached by a hash
    manifest.webmanifest    to install it as an app (name, icons, colours)
    static/                 the web app's styles, page controller and icons
    phone/                  the shell's script and style, the worker, boot.json
    pyodide/                Python in WebAssembly (the npm package's runtime files)
    wheels/                 automeeple and the few packages it needs in a browser

The Python in ``pyodide/`` and ``wheels/`` is shipped as bytecode where the app's
start needs it (:mod:`.bytecode`).

The versions are the pins' (``pins.toml``); the downloads are cached in ``cache``."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from . import bytecode, fetch, wheels
from .pins import Pins, pins

HERE = Path(__file__).resolve().parent
SHELL = HERE / "shell"
STATIC = HERE.parent / "web" / "static"
#: The server's own files among the static ones (the site writes its own).
SERVER_ONLY = ("sw.js", "manifest.webmanifest")
#: The placeholders of the service worker's template.
BUILD_MARK, FILES_MARK = "__BUILD__", "__FILES__"


def build(out: Path, cache: Path, pinned: Pins | None = None) -> str:
    """Build the site into ``out`` (a new or empty folder, or a site built before,
    which is replaced only once the new one is whole); its build id (the cache
    name's hash)."""
    if out.exists() and any(out.iterdir()) and not (out / "phone" / "boot.json").is_file():
        raise fetch.SiteError(f"{out} is not empty and holds no site built before: "
                              "give a new or empty folder")
    # The new site's folder first: a place it cannot go fails before any download.
    work = out.with_name(f".{out.name}.partial")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        pinned = pinned or pins()
        runtime = fetch.runtime(pinned, cache)
        downloads = fetch.wheels(pinned, cache)
        build_id = assemble(work, runtime, downloads, cache)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    if out.exists():
        shutil.rmtree(out)
    work.rename(out)
    return build_id


def assemble(out: Path, runtime: Path, downloads: list[Path], cache: Path) -> str:
    """Write the site's files into the empty folder ``out``; its build id."""
    shutil.copy2(SHELL / "index.html", out / "index.html")
    phone = out / "phone"
    phone.mkdir()
    for name in ("shell.js", "shell.css", "worker.js"):
        shutil.copy2(SHELL / name, phone / name)
    shutil.copytree(STATIC, out / "static", ignore=shutil.ignore_patterns(*SERVER_ONLY))
    shutil.copytree(runtime, out / "pyodide")
    ship_wheels(downloads, out / "wheels")
    bytecode.compile_site(out, cache)
    names = sorted(p.name for p in (out / "wheels").iterdir())
    (phone / "boot.json").write_text(json.dumps({"wheels": names}, indent=1) + "\n",
                                     encoding="utf-8")
    (out / "manifest.webmanifest").write_text(manifest(), encoding="utf-8")
    return service_worker(out)


def ship_wheels(downloads: list[Path], folder: Path) -> None:
    """The wheels the worker installs, in ``folder``: the downloaded ones, the pure
    fallbacks made from their source distributions, and automeeple's own (their
    Python compiled afterwards: :mod:`.bytecode`)."""
    folder.mkdir()
    for path in downloads:
        if path.name.endswith(".whl"):
            shutil.copy2(path, folder / path.name)
        else:
            wheels.fallback_wheel(path, folder)
    wheels.project_wheel(folder)


def manifest() -> str:
    """The server's manifest with every address relative to the site's root."""
    data = json.loads((STATIC / "manifest.webmanifest").read_text(encoding="utf-8"))
    data["start_url"] = data["scope"] = "./"
    for icon in data["icons"]:
        icon["src"] = icon["src"].lstrip("/")
    return json.dumps(data, indent=1) + "\n"


def precached(out: Path) -> list[str]:
    """Every file of the site but the service worker, as addresses relative to its
    root."""
    return sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                  if p.is_file() and p.name != "sw.js")


def build_id(out: Path, files: list[str]) -> str:
    """A hash of every file's name and content."""
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (out / name).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def service_worker(out: Path) -> str:
    """Write ``sw.js`` from its template: the files to store (the root, which is
    the shell, and every file with its size) and the cache's name."""
    files = precached(out)
    build = build_id(out, files)
    sizes = [["./", (out / "index.html").stat().st_size],
             *[[name, (out / name).stat().st_size] for name in files]]
    text = (SHELL / "sw.js").read_text(encoding="utf-8")
    text = text.replace(BUILD_MARK, build).replace(FILES_MARK, json.dumps(sizes))
    (out / "sw.js").write_text(text, encoding="utf-8")
    return build
