"""The Wolves's board in the web app: its template (``wolves.html``, beside this
module) and the helpers it calls, each a pure function of parts of the view
(``WolvesView``)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from . import svg_number

if TYPE_CHECKING:
    from automeeple.games.wolves.view import MapHex, Moonlight, Piece, Region

TEMPLATE = "wolves.html"

SQRT3 = math.sqrt(3)
#: Where each edge of a flat-topped hex faces, in doubled rows: edge k joins
#: corners k and k+1 (corner k at 60k degrees, y downwards).
EDGE_NEIGHBOURS = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))
WOLVES_KIND = {"alpha": "A", "pack": "P", "den": "D", "lair": "L"}
#: The pieces as the rules name them (``games/wolves/board.py``'s ``PIECE_NAMES``:
#: a board imports no game).
PIECE_NAMES = {"alpha": "Alpha", "pack": "Pack Wolf", "den": "Den", "lair": "Lair"}
#: The map is drawn at this many CSS px per unit of its SVG, so that its smallest
#: text (a hex's name, 6.5 units) reads at about 11.7 px on a phone; the map then
#: scrolls sideways in its box, and a toggle fits it to the screen.
READABLE_SCALE = 1.8


def hex_grid(hexes: list[MapHex], size: float = 20, margin: float = 16
             ) -> dict[str, Any]:
    """The Wolves' map as flat-topped hexes in the terminal's layout: a hex's
    ``col`` is its column (half a hex wide apart), its ``row`` the screen row its
    top half is on (a hex spans that row and the next: "doubled" rows).

    Returns the SVG's ``width``/``height`` (and ``shown``, the width it is drawn at
    to be read: :data:`READABLE_SCALE`); per hex (same order) the hex, its centre
    and its ``points``; the region outlines (``borders``: the edges where two
    regions, or a region and the outside, meet, each once); the column numbers and
    row letters around the map, as (x, y, label). The drawing is worked out once
    per layout of the region boards (:func:`layout`); the hexes bring the pieces."""
    drawn = layout(tuple((h.id, h.name, h.col, h.row, h.region) for h in hexes),
                   size, margin)
    return {**drawn, "hexes": [{"hex": h, **cell}
                               for h, cell in zip(hexes, drawn["cells"], strict=True)]}


@lru_cache(maxsize=16)
def layout(hexes: tuple[tuple[int, str, int, int, int | None], ...], size: float,
           margin: float) -> dict[str, Any]:
    """:func:`hex_grid`'s drawing of the hexes given as (id, name, col, row,
    region), with ``cells`` (each hex's centre and points) in place of the hexes.
    Kept: a game's map is laid once, and every page draws it."""
    half = size * SQRT3 / 2
    at = {(col, row): (hid, region) for hid, _, col, row, region in hexes}
    cells, borders = [], []
    for hid, _, col, row, region in hexes:
        cx = margin + size + col * 1.5 * size
        cy = margin + (row + 1) * half
        corners = [(cx + size * math.cos(math.radians(60 * k)),
                    cy + size * math.sin(math.radians(60 * k))) for k in range(6)]
        cells.append({"cx": round(cx, 1), "cy": round(cy, 1),
                      "points": " ".join(f"{svg_number(x)},{svg_number(y)}"
                                         for x, y in corners)})
        for k, (dc, dr) in enumerate(EDGE_NEIGHBOURS):
            other = at.get((col + dc, row + dr))
            if other is not None and (other[1] == region or other[0] < hid):
                continue  # the same board, or drawn from the other side
            (x1, y1), (x2, y2) = corners[k], corners[(k + 1) % 6]
            borders.append({"x1": svg_number(x1), "y1": svg_number(y1),
                            "x2": svg_number(x2), "y2": svg_number(y2)})
    cols = max((h[2] for h in hexes), default=0) + 1
    rows = max((h[3] for h in hexes), default=0) + 2
    letters = {row: name.rstrip("0123456789") for _, name, _, row, _ in hexes}
    columns = [{"x": svg_number(margin + size + c * 1.5 * size), "y": svg_number(margin - 4),
                "label": c + 1}
               for c in range(cols)]
    row_labels = [{"x": svg_number(margin / 2), "y": svg_number(margin + (r + 1) * half + 3),
                   "label": letter}
                  for r, letter in sorted(letters.items())]
    width = 2 * margin + size * (2 + 1.5 * (cols - 1))
    return {"width": svg_number(width), "shown": svg_number(width * READABLE_SCALE),
            "height": svg_number(2 * margin + rows * half), "cells": cells,
            "borders": borders, "columns": columns, "rows": row_labels, "size": size}


def wolves_piece(names: list[str], piece: Piece) -> str:
    """A piece as the pack's initial and the kind's letter ("GA": Grey's Alpha)."""
    return names[piece.pack][:1].upper() + WOLVES_KIND.get(piece.kind, piece.kind[:1].upper())


def wolves_kind(kind: str) -> str:
    """A piece's kind ("pack") by its printed name ("Pack Wolf")."""
    return PIECE_NAMES.get(kind, kind)


def wolves_hex_names(hexes: list[MapHex]) -> dict[int, str]:
    """Each hex's name on the grid ("K7") by its id."""
    return {h.id: h.name for h in hexes}


def wolves_water(regions: list[Region], number: int | None) -> dict[str, str]:
    """A water source's region hour ("11") and its scoring token ("crescent"; ""
    when none is drawn, "scored" once scored)."""
    region = next((r for r in regions if r.number == number), None)
    if region is None:
        return {"hour": "", "token": "", "mark": "~"}
    hour = region.place.split(" ")[0]
    if region.scored:
        token, mark = "scored", "~"
    elif region.token:
        token, mark = region.token, region.token[:1].upper()
    else:
        token, mark = "", "~"
    return {"hour": hour, "token": token, "mark": mark}


def moon_track(moon: Moonlight, per_row: int = 15, cell: int = 20) -> dict[str, Any]:
    """The Moonlight board: its spaces, ``per_row`` to a row, the marker on its
    count (0: before the first space) and each phase's threshold."""
    marks = {v: k for k, v in moon.thresholds.items()}
    boxes = []
    for n in range(1, moon.spaces + 1):
        boxes.append({"x": (n - 1) % per_row * cell, "y": (n - 1) // per_row * (cell + 12),
                      "n": n, "here": n == moon.count, "phase": marks.get(n)})
    rows = -(-moon.spaces // per_row)
    return {"width": per_row * cell, "height": rows * (cell + 12), "cell": cell,
            "boxes": boxes}


HELPERS: dict[str, Callable[..., Any]] = {
    "hex_grid": hex_grid,
    "moon_track": moon_track,
    "wolves_hex_names": wolves_hex_names,
    "wolves_kind": wolves_kind,
    "wolves_piece": wolves_piece,
    "wolves_water": wolves_water,
}
