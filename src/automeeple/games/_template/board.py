"""Nim's board in the web app (``Declaration.board``): its template (``nim.html``,
beside this module) and the one helper it calls, a pure function of the view's
data. A front-end piece: it imports nothing of the game's rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

TEMPLATE = "nim.html"


def nim_rows(pile: int, width: int = 10) -> list[int]:
    """The pile drawn as rows of at most ``width`` counters: the counters in each."""
    return [min(width, pile - start) for start in range(0, pile, width)]


#: The helpers the template calls, by name (unique among every board's helpers).
HELPERS: dict[str, Callable[..., Any]] = {"nim_rows": nim_rows}
