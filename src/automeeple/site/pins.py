"""The versions the phone's site ships (``pins.toml``, the one place they are
written)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
PINS = HERE / "pins.toml"


@dataclass(frozen=True)
class Pins:
    """Pyodide's version and the files of its npm package shipped; the Python inside
    it (``python``: version, ``abi``, ``platform`` tags); the pure wheels, the
    compiled ones and the pure fallbacks, each a name and its version."""

    pyodide: str
    runtime_files: tuple[str, ...]
    python: dict[str, str]
    wheels: dict[str, str]
    compiled: dict[str, str]
    fallback: dict[str, str]


def pins(path: Path = PINS) -> Pins:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return Pins(data["pyodide"]["version"], tuple(data["pyodide"]["files"]), data["python"],
                data["wheels"], data["compiled"], data["fallback"])
