"""Dragon Canyon's board in the web app: its template (``dragon-canyon.html``, beside this
module) and the helpers it calls, each a pure function of the view's parts
(``automeeple.games.dragon_canyon.view``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from automeeple.games.dragon_canyon.view import MapTile

TEMPLATE = "dragon-canyon.html"

DRAGON_SPECIAL = {"Guard Tower": "GT+2", "Dragon Canyon": "DC"}


def dragon_yield(tile: MapTile) -> str:
    """What a laid tile gives, short: "W1" (1 Wood), "GT+2", "DC"; "" before it is laid."""
    if tile.special and tile.special != "none":
        return DRAGON_SPECIAL.get(tile.special, tile.special)
    if tile.resource and tile.resource != "none":
        return f"{tile.resource[:1]}{tile.amount}"
    return ""


def rows_of(tiles: list[MapTile]) -> list[list[MapTile]]:
    """The map's tiles grouped by row, each row by column, both ascending."""
    by_row: dict[int, list[MapTile]] = {}
    for t in tiles:
        by_row.setdefault(t.row, []).append(t)
    return [sorted(by_row[r], key=lambda t: t.column) for r in sorted(by_row)]


def counts(resources: dict[str, int]) -> str:
    """Resources in letters (a stash, a caravan, a building's cost): "W1 F0 S2 B0"."""
    return " ".join(f"{r[:1]}{n}" for r, n in resources.items())


#: Functions the board templates call, by name (the app adds them to Jinja's globals).


HELPERS: dict[str, Callable[..., Any]] = {
    "counts": counts,
    "dragon_yield": dragon_yield,
    "rows_of": rows_of,
}
