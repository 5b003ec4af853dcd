"""Wheels written here (PEP 427): the project's own, from the installed package, and
a pure-Python fallback's, from a source distribution. Written byte for byte the same
from the same files (fixed dates, sorted names), so the site's cache name changes
only when a file does."""

from __future__ import annotations

import base64
import hashlib
import tarfile
import zipfile
from pathlib import Path

import automeeple

#: Every entry's date: the earliest a zip file holds.
EPOCH = (1980, 1, 1, 0, 0, 0)
#: The parts of automeeple a browser never runs: the terminal, the site's build, the
#: simulations, the environments for PettingZoo and OpenSpiel, and the server's static
#: files (the site has its own copy at its root).
NOT_IN_BROWSER = ("cli/", "site/", "sim/", "envs/", "web/static/")
#: The tag of a wheel any Python 3 installs.
PURE = "py3-none-any"


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"sha256={digest.decode()}"


def write_wheel(folder: Path, name: str, version: str, metadata: str,
                files: dict[str, bytes]) -> Path:
    """The wheel ``NAME-VERSION-py3-none-any.whl`` in ``folder`` holding ``files``
    (path in the wheel to content) and its dist-info: ``metadata`` (METADATA),
    WHEEL and RECORD."""
    dist = f"{name.replace('-', '_')}-{version}"
    info = f"{dist}.dist-info"
    entries = dict(sorted(files.items()))
    entries[f"{info}/METADATA"] = metadata.encode()
    entries[f"{info}/WHEEL"] = (f"Wheel-Version: 1.0\nGenerator: automeeple site\n"
                                f"Root-Is-Purelib: true\nTag: {PURE}\n").encode()
    record = "".join(f"{path},{record_hash(data)},{len(data)}\n"
                     for path, data in entries.items()) + f"{info}/RECORD,,\n"
    entries[f"{info}/RECORD"] = record.encode()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{dist}-{PURE}.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name_in, data in entries.items():
            entry = zipfile.ZipInfo(name_in, EPOCH)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            wheel.writestr(entry, data)
    return path


def project_wheel(folder: Path) -> Path:
    """automeeple's own wheel, from the package as it is installed (a source tree or
    a wheel alike): every file of it but compiled bytecode and :data:`NOT_IN_BROWSER`."""
    package = Path(automeeple.__file__).resolve().parent
    files = {f"automeeple/{p.relative_to(package).as_posix()}": p.read_bytes()
             for p in package.rglob("*")
             if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
             and not p.relative_to(package).as_posix().startswith(NOT_IN_BROWSER)}
    version = automeeple.__version__
    metadata = (f"Metadata-Version: 2.1\nName: automeeple\nVersion: {version}\n"
                f"Summary: {automeeple.__doc__.strip()}\n")
    return write_wheel(folder, "automeeple", version, metadata, files)


def fallback_wheel(sdist: Path, folder: Path) -> Path:
    """The pure-Python wheel of the source distribution ``sdist`` (NAME-VERSION.tar.gz,
    its code under ``src/``): its Python files and type marker, without the compiled
    extension's sources, and its PKG-INFO as the wheel's METADATA."""
    files: dict[str, bytes] = {}
    metadata = ""
    with tarfile.open(sdist) as tar:
        for member in tar.getmembers():
            parts = member.name.split("/")
            if not member.isfile():
                continue
            if parts[1:] == ["PKG-INFO"]:
                metadata = tar.extractfile(member).read().decode()
            elif (len(parts) > 3 and parts[1] == "src" and not parts[2].endswith(".egg-info")
                  and (member.name.endswith((".py", "py.typed")))):
                files["/".join(parts[2:])] = tar.extractfile(member).read()
    name, _, version = sdist.name.removesuffix(".tar.gz").rpartition("-")
    return write_wheel(folder, name.lower(), version, metadata, files)
