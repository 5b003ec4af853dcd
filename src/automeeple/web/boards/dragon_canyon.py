"""Dragon Canyon's board in the web app: its template (``dragon-canyon.html``, beside this
module) and the helpers it calls, each a pure function of the view's data."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

TEMPLATE = "dragon-canyon.html"

DRAGON_SPECIAL = {"Guard Tower": "GT+2", "Dragon Canyon": "DC"}


def dragon_yield(tile: dict[str, Any]) -> str:
    """What a tile gives, short: "W1" (1 Wood), "GT+2", "DC"."""
    special = tile.get("special")
    if special and special != "none":
        return DRAGON_SPECIAL.get(special, special)
    resource = tile.get("resource") or ""
    return f"{resource[:1]}{tile.get('amount', 0)}" if resource and resource != "none" else ""


def rows_of(tiles: list[dict[str, Any]], row_key: str = "row",
            col_key: str = "column") -> list[list[dict[str, Any]]]:
    """Tiles grouped by row, each row by column, both ascending."""
    by_row: dict[Any, list[dict[str, Any]]] = {}
    for t in tiles:
        by_row.setdefault(t[row_key], []).append(t)
    return [sorted(by_row[r], key=lambda t: t[col_key]) for r in sorted(by_row)]


def counts(resources: dict[str, int]) -> str:
    """Resources in letters: "W1 F0 S2 B0"."""
    return " ".join(f"{r[:1]}{n}" for r, n in resources.items())


#: Functions the board templates call, by name (the app adds them to Jinja's globals).


HELPERS: dict[str, Callable[..., Any]] = {
    "counts": counts,
    "dragon_yield": dragon_yield,
    "rows_of": rows_of,
}
