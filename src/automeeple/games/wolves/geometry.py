"""The Wolves' hex geometry (notes §3.2), and where things are on the map as a
person at the table finds them.

Nothing on the physical boards is numbered, so a person is told where things are
by what the table shows (docs/wolves.md, "The map on screen"): the six places
around the start board by clock position (:func:`clock_places`), a region board's
turn by where its water source lies from its prey hex (:func:`compass`), and a hex
by the row letter and column number of the grid drawn around the map on screen
(:class:`Grid`). This module reads no edition: the edition's boards are laid out
with it (``edition.py``), and the map is built from them (``hexmap.py``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from string import ascii_uppercase

#: Axial coordinates (x, y) of a hex, or an offset between two.
Hex = tuple[int, int]

#: The two kinds of hex that are not terrain (notes §3.1); wolves never enter them.
WATER = "water"
CHASM = "chasm"

#: notes §3.2: the six neighbour offsets.
NEIGHBOURS: tuple[Hex, ...] = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1))


def distance(a: Hex, b: Hex) -> int:
    """Hex distance (notes §3.2); it crosses any hexes, water and chasm included."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    return (abs(dx) + abs(dy) + abs(dx - dy)) // 2


def step(h: Hex, direction: Hex) -> Hex:
    """The neighbour of ``h`` in ``direction`` (one of NEIGHBOURS)."""
    return h[0] + direction[0], h[1] + direction[1]


def place(centre: Hex, offset: Hex, rotated: bool) -> Hex:
    """Where a board's hex lies on the map; a board turned 180° negates its offsets
    (notes §3.3)."""
    sign = -1 if rotated else 1
    return centre[0] + sign * offset[0], centre[1] + sign * offset[1]


# --- Where things are, as a person at the table finds them ----------------------------------


def on_screen(h: Hex) -> tuple[float, float]:
    """A hex's centre in the picture of the map (notes §3.5), in hex sizes, east
    and south of (0, 0): columns are x and 1.5 apart, rows are doubled (2y - x)
    and each step down is half a hex's height (the hexes' flat sides are up)."""
    x, y = h
    return 1.5 * x, math.sqrt(3) / 2 * (2 * y - x)


def bearing(a: Iterable[Hex], b: Iterable[Hex]) -> float:
    """The direction from the middle of hexes ``a`` to the middle of hexes ``b``
    on screen, in degrees clockwise from north (up)."""
    (ax, ay), (bx, by) = (_middle(list(hexes)) for hexes in (a, b))
    return math.degrees(math.atan2(bx - ax, ay - by)) % 360


def _middle(hexes: list[Hex]) -> tuple[float, float]:
    points = [on_screen(h) for h in hexes]
    return (sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points))


#: The eight directions of :func:`compass`, clockwise from north.
COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west",
           "north-west")


def compass(a: Hex, b: Hex) -> str:
    """Which way ``b`` lies from ``a`` on screen (north is up): "east", ..."""
    return COMPASS[round(bearing([a], [b]) / 45) % 8]


def clock_places(middle: Iterable[Hex], boards: Iterable[Iterable[Hex]]) -> tuple[str, ...]:
    """The places of region ``boards`` (each its hexes on the map), as the hours of
    a clock laid over the hexes ``middle`` (the start board's; 12 o'clock up): "1
    o'clock", "11 o'clock", ..."""
    middle = list(middle)
    return tuple(f"{round(bearing(middle, board) / 30) % 12 or 12} o'clock"
                 for board in boards)


@dataclass(frozen=True)
class Grid:
    """The coordinates drawn around the map on screen (docs/wolves.md): each hex
    is named by the letter of the screen row where its top half is drawn (rows
    are the picture's doubled rows, 2y - x, so a hex spans two of them) and the
    number of its column (x), e.g. "K7". Ids are the hexes in coordinate order."""

    coords: tuple[Hex, ...]

    @classmethod
    def of(cls, hexes: Iterable[Hex]) -> Grid:
        return cls(tuple(sorted(set(hexes))))

    @cached_property
    def rows(self) -> tuple[int, ...]:
        """Each hex's screen row (its top half), from 0 at the top."""
        lines = [2 * y - x for x, y in self.coords]
        return tuple(line - min(lines) for line in lines)

    @cached_property
    def columns(self) -> tuple[int, ...]:
        """Each hex's column, from 0 at the left."""
        left = min(x for x, _ in self.coords)
        return tuple(x - left for x, _ in self.coords)

    @property
    def height(self) -> int:
        """How many screen rows hexes start on (each needs a letter)."""
        return max(self.rows) + 1

    @cached_property
    def names(self) -> tuple[str, ...]:
        """Each hex's name, by id; only for a map at most 26 rows tall."""
        return tuple(f"{ascii_uppercase[r]}{c + 1}"
                     for r, c in zip(self.rows, self.columns, strict=True))

    @cached_property
    def ids(self) -> dict[str, int]:
        """Each hex's id, by its name in upper case."""
        return {name: h for h, name in enumerate(self.names)}


def short(terrain: str) -> str:
    """Two letters for a hex kind: "Fo", "Ro", "Gr", "Tu", "De", "~~" (water), "##"."""
    return {WATER: "~~", CHASM: "##"}.get(terrain, terrain[:2].title())

