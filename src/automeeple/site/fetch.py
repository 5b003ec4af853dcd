"""The downloads the site is built from, from the package registries only: Pyodide's
runtime from its npm package (``npm pack``) and the wheels from the Python package
index (``pip download``), kept in a cache folder so that a rebuild needs no network.
A missing tool or a registry's refusal is one line (:class:`SiteError`)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from automeeple.engine.core import GameError

from .pins import Pins


class SiteError(GameError):
    """The site cannot be built (a tool missing, a download refused)."""


def run(args: list[str], cwd: Path, what: str) -> None:
    try:
        done = subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600)
    except FileNotFoundError as exc:
        raise SiteError(f"cannot {what}: {args[0]} is not installed") from exc
    if done.returncode != 0:
        lines = [line for line in (done.stderr or done.stdout).splitlines()
                 if line.strip() and "WARNING" not in line
                 and not line.startswith(("Node.js v", "    at ", "}"))]
        reason = lines[-1].strip() if lines else f"{args[0]} failed"
        raise SiteError(f"cannot {what}: {reason}")


def runtime(pins: Pins, cache: Path) -> Path:
    """The folder holding Pyodide's runtime files (from the npm package)."""
    folder = cache.resolve() / f"pyodide-{pins.pyodide}"
    if all((folder / name).is_file() for name in pins.runtime_files):
        return folder
    work = cache / "npm"
    work.mkdir(parents=True, exist_ok=True)
    run([shutil.which("npm") or "npm", "pack", f"pyodide@{pins.pyodide}", "--silent"],
        work, f"download pyodide {pins.pyodide} from npm")
    package = work / f"pyodide-{pins.pyodide}.tgz"
    partial = folder.with_name(folder.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    with tarfile.open(package) as tar:
        for name in pins.runtime_files:
            source = tar.extractfile(f"package/{name}")
            if source is None:
                raise SiteError(f"the npm package pyodide {pins.pyodide} has no {name}")
            (partial / name).write_bytes(source.read())
    package.unlink()
    shutil.rmtree(folder, ignore_errors=True)
    partial.rename(folder)
    return folder


def pip_download(specs: list[str], folder: Path, *options: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
         "--disable-pip-version-check", "-d", str(folder), *options, *specs], folder,
        f"download {', '.join(specs)} from the package index")


def wheels(pins: Pins, cache: Path) -> list[Path]:
    """The pinned wheels (pure and compiled) and the fallbacks' source distributions,
    each downloaded once into ``cache/wheels``."""
    folder = cache.resolve() / "wheels"
    wanted = {"pure": [f"{n}=={v}" for n, v in pins.wheels.items()],
              "compiled": [f"{n}=={v}" for n, v in pins.compiled.items()],
              "fallback": [f"{n}=={v}" for n, v in pins.fallback.items()]}
    kinds = {"pure": ("--only-binary=:all:",),
             "compiled": ("--only-binary=:all:", "--platform", pins.python["platform"],
                          "--python-version", pins.python["version"],
                          "--implementation", "cp", "--abi", pins.python["abi"]),
             "fallback": ("--no-binary=:all:",)}
    found = []
    for kind, specs in wanted.items():
        missing = [s for s in specs if downloaded(folder, s) is None]
        if missing:
            pip_download(missing, folder, *kinds[kind])
        for spec in specs:
            path = downloaded(folder, spec)
            if path is None:
                raise SiteError(f"the package index gave no file for {spec}")
            found.append(path)
    return found


def canonical(name: str) -> str:
    return name.lower().replace("-", "_").replace(".", "_")


def downloaded(folder: Path, spec: str) -> Path | None:
    """The file of ``spec`` (NAME==VERSION) in ``folder``: its wheel or its source
    distribution."""
    name, _, version = spec.partition("==")
    if not folder.is_dir():
        return None
    for path in sorted(folder.iterdir()):
        stem = path.name.removesuffix(".whl").removesuffix(".tar.gz")
        dist, _, rest = stem.partition("-")
        if canonical(dist) == canonical(name) and rest.split("-")[0] == version:
            return path
    return None
