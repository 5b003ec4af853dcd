"""Run by ``compile.mjs`` inside the Python the site ships (Pyodide under Node), at
build time. It starts the app as the phone does (the home page, then a game of each
kind and its page), then writes copies of the site's wheels and of the standard
library's archive in which every module that start imported, and every module of
automeeple, is compiled bytecode instead of source (a sourceless ``NAME.pyc``, which
both the import system and ``zipimport`` load). The site's folder is ``/build/site``;
the copies go to ``/build/out``. Importing it runs nothing."""

import base64
import csv
import hashlib
import io
import os
import py_compile
import sys
import sysconfig
import tempfile
import zipfile
from collections.abc import Callable

SITE = "/build/site"
OUT = "/build/out"
PACKAGES = sysconfig.get_paths()["purelib"].replace("//", "/") + "/"
#: A wheel holding this Python's bytecode is tagged for it.
PYTHON_TAG = f"cp{sys.version_info.major}{sys.version_info.minor}"


def warm_up() -> None:
    """The app's start on a phone, then a game of each kind started and drawn."""
    from automeeple import catalog
    from automeeple.web.phone import Phone

    phone = Phone(os.path.join(tempfile.mkdtemp(), "warm.sqlite3"))
    phone.request("GET", "/")
    for info in catalog.games():
        reply = phone.request("POST", f"/new/{info.id}")
        if "redirect" in reply:
            phone.request("GET", reply["redirect"])


def imported() -> set[str]:
    """The files of every module loaded now (the standard library's as paths in its
    archive)."""
    return {module.__spec__.origin for module in list(sys.modules.values())
            if getattr(module, "__spec__", None) and module.__spec__.origin
            and module.__spec__.origin.endswith(".py")}


def bytecode(source: bytes, shown_as: str) -> bytes:
    """``source`` compiled as the file ``shown_as`` (tracebacks name it), without
    docstrings and asserts (``optimize=2``: fewer bytes to download), with an
    unchecked hash: there is no source beside it to check against."""
    with tempfile.TemporaryDirectory() as work:
        py, pyc = os.path.join(work, "m.py"), os.path.join(work, "m.pyc")
        with open(py, "wb") as f:
            f.write(source)
        py_compile.compile(py, pyc, dfile=shown_as, doraise=True, optimize=2,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        with open(pyc, "rb") as f:
            return f.read()


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"sha256={digest.decode()}"


def converted(source: str, compiled: Callable[[str, bytes], bytes | None]
              ) -> list[tuple[zipfile.ZipInfo, bytes]]:
    """The entries of the archive ``source``, each in its place and with its date;
    ``compiled(name, data)`` gives a Python file's bytecode, or None to keep it."""
    entries = []
    with zipfile.ZipFile(source) as archive:
        for entry in archive.infolist():
            data = archive.read(entry)
            code = compiled(entry.filename, data) if entry.filename.endswith(".py") else None
            if code is not None:
                entry = zipfile.ZipInfo(entry.filename[:-3] + ".pyc", entry.date_time)
                entry.external_attr = 0o644 << 16
                data = code
            entry.compress_type = zipfile.ZIP_DEFLATED
            entries.append((entry, data))
    return entries


def write(target: str, entries: list[tuple[zipfile.ZipInfo, bytes]]) -> None:
    with zipfile.ZipFile(target, "w") as archive:
        for entry, data in entries:
            archive.writestr(entry, data)


def wheel(name: str, wanted: set[str]) -> None:
    """The wheel ``name`` with the entries in ``wanted`` (paths in the wheel) compiled,
    its RECORD listing what it now holds and, when it was for any Python 3, its tag
    made this Python's."""
    tag = name.removesuffix(".whl").split("-", 2)[2]
    retagged = tag.replace("py3-", f"{PYTHON_TAG}-", 1) if tag.startswith("py3-") else tag
    entries = converted(os.path.join(SITE, "wheels", name),
                        lambda path, data: (bytecode(data, PACKAGES + path)
                                            if path in wanted else None))
    for k, (entry, data) in enumerate(entries):
        if entry.filename.endswith(".dist-info/WHEEL"):
            entries[k] = (entry, data.replace(f"Tag: {tag}".encode(),
                                              f"Tag: {retagged}".encode()))
    for k, (entry, _) in enumerate(entries):
        if entry.filename.endswith(".dist-info/RECORD"):
            entries[k] = (entry, record(entry.filename, entries))
    write(os.path.join(OUT, name.replace(tag, retagged)), entries)


def record(path: str, entries: list[tuple[zipfile.ZipInfo, bytes]]) -> bytes:
    """A wheel's RECORD: every entry with its hash and size, the RECORD itself last."""
    text = io.StringIO()
    rows = csv.writer(text, lineterminator="\n")
    for entry, data in entries:
        if entry.filename != path:
            rows.writerow([entry.filename, record_hash(data), len(data)])
    rows.writerow([path, "", ""])
    return text.getvalue().encode()


def main() -> None:
    stdlib = next(p for p in sys.path if p.endswith(".zip")) + "/"  # the archive's path
    warm_up()
    loaded = imported()
    for name in sorted(os.listdir(os.path.join(SITE, "wheels"))):
        with zipfile.ZipFile(os.path.join(SITE, "wheels", name)) as archive:
            paths = {n for n in archive.namelist() if n.endswith(".py")}
        wanted = {p for p in paths if PACKAGES + p in loaded or p.startswith("automeeple/")}
        wheel(name, wanted)
    write(os.path.join(OUT, "python_stdlib.zip"),
          converted(os.path.join(SITE, "pyodide", "python_stdlib.zip"),
                    lambda path, data: (bytecode(data, stdlib + path)
                                        if stdlib + path in loaded else None)))


if __name__ == "__main__":
    main()
