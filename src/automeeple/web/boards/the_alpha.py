"""The Alpha's board in the web app: its template (``the-alpha.html``, beside this
module) and the helpers it calls, each a pure function of the view's parts
(:mod:`automeeple.games.the_alpha.view`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from automeeple.engine.view import initials

if TYPE_CHECKING:
    from automeeple.games.the_alpha.view import Pack

TEMPLATE = "the-alpha.html"

#: The Food Tracker's last space: past it a marker starts again at 1, on its side.
FOOD_TRACK = 30


def food_track(packs: list[Pack], names: list[str], per_row: int = 10,
               cell: int = 30) -> dict[str, Any]:
    """The Food Tracker (spaces 1 to :data:`FOOD_TRACK`, ``per_row`` to a row) with
    each pack's marker on its space (``Pack.space``: past 30 it starts again at 1, on
    its side, and goes round again past 60); a pack with no food stands off the
    track, in the "0" box before space 1.

    Returns the SVG's width and height, the spaces (x, y, number) and the markers
    (x, y, seat, label, food, space, side), a space's markers stacked below its
    number.
    """
    short = initials(names)
    where: dict[int, list[dict[str, Any]]] = {}
    for p in packs:
        where.setdefault(p.space, []).append({"seat": p.seat, "label": short[p.seat],
                                              "food": p.food, "space": p.space,
                                              "side": bool(p.side)})
    rows = -(-FOOD_TRACK // per_row)
    tall = max((len(v) for v in where.values()), default=1)
    head, chip = 12, 12
    height_row = head + tall * chip + 4
    left = cell  # the "0" box
    spaces, markers = [], []
    for n in range(0, FOOD_TRACK + 1):
        if n == 0:
            x, y = 0, 0
        else:
            x, y = left + (n - 1) % per_row * cell, (n - 1) // per_row * height_row
        spaces.append({"x": x, "y": y, "n": n, "w": cell, "h": height_row})
        for k, m in enumerate(where.get(n, [])):
            markers.append({**m, "x": x + 2, "y": y + head + k * chip, "w": cell - 4,
                            "h": chip - 2})
    return {"width": left + per_row * cell, "height": rows * height_row, "spaces": spaces,
            "markers": markers}


HELPERS: dict[str, Callable[..., Any]] = {
    "food_track": food_track,
}
