"""The Wolves' map: axial hex geometry (notes §3.2), and the map laid out from the
edition's boards for a player count (notes §3.3-3.5).

Hexes get dense integer ids, in coordinate order, so the game can keep per-hex
lists in its state; each hex's neighbours are precomputed as ids. Nothing on the
physical boards is numbered, so a person is told where things are by what the
table shows (docs/wolves.md, "The map on screen"): the six places around the start
board by clock position (:func:`clock_places`), a region board's turn by where its
water source lies from its prey hex (:func:`compass`), and a hex by the row letter
and column number of the grid drawn around the map on screen (:class:`Grid`).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from string import ascii_uppercase
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .edition import Layout, RegionPlace, WolvesEdition

#: Axial coordinates (x, y) of a hex, or an offset between two.
Hex = tuple[int, int]

#: The two kinds of hex that are not terrain (notes §3.1); wolves never enter them.
WATER = "water"
CHASM = "chasm"

#: notes §3.2: the six neighbour offsets.
NEIGHBOURS: tuple[Hex, ...] = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1))

#: Width of one column in :meth:`HexMap.render`.
CELL = 4


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


def layout_hexes(edition: WolvesEdition, layout: Layout) -> list[Hex]:
    """Every hex of a layout's boards: the start board's, then each region's in
    order (a hex twice where boards overlap)."""
    hexes = []
    if layout.start_board is not None:  # notes §3.4; it is never turned
        hexes += [place(layout.start_board, h, False) for h in edition.start_board.hexes]
    board = [edition.region_board.water, *edition.region_board.land]
    for r in layout.regions:
        hexes += [place(r.centre, h, r.rotated) for h in board]
    return hexes


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


def clock_places(edition: WolvesEdition, layout: Layout) -> tuple[str, ...]:
    """The places of a layout's region boards, as the hours of a clock laid over
    the start board (12 o'clock up): "1 o'clock", "11 o'clock", ... Without a
    start board, around the middle of the map."""
    board = [edition.region_board.water, *edition.region_board.land]
    middle = (layout_hexes(edition, layout) if layout.start_board is None else
              [place(layout.start_board, h, False) for h in edition.start_board.hexes])
    out = []
    for r in layout.regions:
        hour = round(bearing(middle, [place(r.centre, h, r.rotated) for h in board]) / 30) % 12
        out.append(f"{hour or 12} o'clock")
    return tuple(out)


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


@dataclass(frozen=True, slots=True)
class Region:
    """One region board on the map (notes §3.3); every hex is an id."""

    index: int
    palette: int
    rotated: bool
    water: int
    hexes: tuple[int, ...]  # all of the board's hexes, its water source included
    lone_wolves: tuple[int, ...]
    prey: int
    top_right: int  # the water source's neighbours where the solo AI sets up (solo §3)
    lower_left: int


#: Geometry shared by the maps of one layout (see ``HexMap._shared``).
_SHARED: dict[tuple, dict] = {}


class HexMap:
    """The map for ``players`` with region ``i`` of the layout showing palette
    ``palettes[i]`` (which board lies where is drawn at set-up, notes §4.1)."""

    def __init__(self, edition: WolvesEdition, players: int, palettes: Sequence[int]):
        layout = edition.layout(players)
        if (len(palettes) != len(layout.regions) or len(set(palettes)) != len(palettes)
                or not all(0 <= p < len(edition.palettes) for p in palettes)):
            raise ValueError(f"{players} players need {len(layout.regions)} different "
                             f"palettes from 0 to {len(edition.palettes) - 1}, not {palettes}")
        terrain: dict[Hex, str] = {}
        north: list[Hex] = []
        south: list[Hex] = []
        if layout.start_board is not None:  # notes §3.4; it is never turned
            start, centre = edition.start_board, layout.start_board
            terrain.update({place(centre, h, False): CHASM for h in start.chasm})
            for side in (start.north, start.south):
                terrain.update({place(centre, h, False): t for t, h in side.items()})
            north = [place(centre, h, False) for h in start.north.values()]
            south = [place(centre, h, False) for h in start.south.values()]
        board = edition.region_board
        boards: list[dict[Hex, str]] = []
        for where, p in zip(layout.regions, palettes, strict=True):
            hexes = {place(where.centre, board.water, where.rotated): WATER}
            for slot, t in zip(board.slots.values(), edition.palettes[p], strict=True):
                hexes.update({place(where.centre, h, where.rotated): t for h in slot})
            boards.append(hexes)
            terrain.update(hexes)

        #: The row letters and column numbers a person finds hexes by.
        self.grid = Grid.of(terrain)
        #: Every hex's coordinates, by id.
        self.coords: tuple[Hex, ...] = self.grid.coords
        #: Every hex's id, by coordinates.
        self.ids: dict[Hex, int] = {h: i for i, h in enumerate(self.coords)}
        #: Every hex's terrain, WATER or CHASM, by id.
        self.terrain: tuple[str, ...] = tuple(terrain[h] for h in self.coords)
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.ids[n] for d in NEIGHBOURS if (n := step(h, d)) in self.ids)
            for h in self.coords)
        #: The start board's land hexes on each side of the chasm (the draft, notes §4.4).
        self.north: frozenset[int] = frozenset(self.ids[h] for h in north)
        self.south: frozenset[int] = frozenset(self.ids[h] for h in south)

        def at(where: RegionPlace, offset: Hex) -> int:
            return self.ids[place(where.centre, offset, where.rotated)]

        def beside(water: int, direction: Hex) -> int:
            return self.ids[step(self.coords[water], direction)]

        top_right, lower_left = edition.water_source.top_right, edition.water_source.lower_left
        self.regions: tuple[Region, ...] = tuple(
            Region(index=i, palette=p, rotated=where.rotated,
                   water=at(where, board.water),
                   hexes=tuple(sorted(self.ids[h] for h in hexes)),
                   lone_wolves=tuple(at(where, h) for h in board.lone_wolves),
                   prey=at(where, board.prey),
                   top_right=beside(at(where, board.water), top_right),
                   lower_left=beside(at(where, board.water), lower_left))
            for i, (where, p, hexes) in enumerate(zip(layout.regions, palettes, boards,
                                                      strict=True)))
        self._region: tuple[int | None, ...] = tuple(
            next((r.index for r in self.regions if h in r.hexes), None)
            for h in range(len(self.coords)))
        #: The region whose prey hex each hex is (None for every other hex).
        self.prey_of: tuple[int | None, ...] = tuple(
            next((r.index for r in self.regions if r.prey == h), None)
            for h in range(len(self.coords)))
        #: The region whose prey hex each hex lies next to (None for the others).
        self.beside_prey: tuple[int | None, ...] = tuple(
            next((r.index for r in self.regions if r.prey in self.neighbours[h]), None)
            for h in range(len(self.coords)))
        #: Every lone-wolf hex of the map (notes §4.1), region by region.
        self.lone_wolves: tuple[int, ...] = tuple(h for r in self.regions
                                                  for h in r.lone_wolves)

        #: Every hex: land a wolf may enter (not water, not chasm).
        self.land: tuple[bool, ...] = tuple(t not in (WATER, CHASM) for t in self.terrain)
        # Which region board lies where changes only the terrains: maps of one
        # layout share their distances and unblocked searches.
        self._shared = _SHARED.setdefault((self.coords, self.land), {})
        self._reach: dict[tuple, Any] = self._shared.setdefault("reach", {})

    def __len__(self) -> int:
        return len(self.coords)

    def distance(self, a: int, b: int) -> int:
        return self.distances[a][b]

    @cached_property
    def distances(self) -> tuple[tuple[int, ...], ...]:
        """Every hex's distance to every other, worked out once per layout."""
        known = self._shared.get("distances")
        if known is None:
            known = self._shared["distances"] = tuple(
                tuple(distance(a, b) for b in self.coords) for a in self.coords)
        return known

    def passable(self, h: int) -> bool:
        """Wolves may enter or cross it: land, not water or chasm (notes §3.1)."""
        return self.land[h]

    def steps_within(self, start: int, n: int, blocked: Collection[int] = ()) -> dict[int, int]:
        """The hexes reachable from ``start`` in at most ``n`` steps through passable
        hexes not in ``blocked``, each with its fewest steps (``start`` is 0). The
        map never changes, so an unblocked search is worked out once; the answer is
        shared and must not be changed."""
        if not blocked:
            key = (start, n)
            known = self._reach.get(key)
            if known is None:
                known = self._reach[key] = self._search(start, n, ())
            return known
        return self._search(start, n, blocked)

    def reachable(self, start: int, n: int) -> tuple[int, ...]:
        """The hexes other than ``start`` within ``n`` steps (unblocked), nearest
        first; worked out once per layout."""
        key = ("list", start, n)
        known = self._reach.get(key)
        if known is None:
            known = self._reach[key] = tuple(h for h, d in self.steps_within(start, n).items()
                                             if d)
        return known

    def nearest_first(self, start: int, n: int) -> tuple[int, ...]:
        """The hexes other than ``start`` within ``n`` steps (unblocked), by steps,
        then by id; worked out once per layout."""
        key = ("sorted", start, n)
        known = self._reach.get(key)
        if known is None:
            known = self._reach[key] = tuple(
                h for _, h in sorted((d, h) for h, d in self.steps_within(start, n).items()
                                     if d))
        return known

    def _search(self, start: int, n: int, blocked: Collection[int]) -> dict[int, int]:
        steps = {start: 0}
        frontier = deque([start])
        land = self.land
        while frontier:
            h = frontier.popleft()
            if steps[h] == n:
                continue
            for m in self.neighbours[h]:
                if m not in steps and land[m] and m not in blocked:
                    steps[m] = steps[h] + 1
                    frontier.append(m)
        return steps

    def adjacent_to_water(self, h: int) -> bool:
        """Next to a water source: where a lair may stand (notes §3.3, §7.3)."""
        return any(self.terrain[m] == WATER for m in self.neighbours[h])

    def region_of(self, h: int) -> int | None:
        """The region board ``h`` lies on; None on the start board."""
        return self._region[h]

    def render(self, label: Callable[[int], str] | None = None) -> list[str]:
        """The map as rows of text, like the notes' picture (§3.5): rows are doubled
        (row = 2y - x) and columns are x, so neighbours are one column apart.
        ``label`` names each hex; by default its terrain, shortened."""
        label = label or (lambda h: short(self.terrain[h]))
        rows: dict[int, list[tuple[int, int]]] = {}
        for h, (x, y) in enumerate(self.coords):
            rows.setdefault(2 * y - x, []).append((x, h))
        left = min(x for x, _ in self.coords)
        lines = []
        for r in sorted(rows):
            line = ""
            for x, h in sorted(rows[r]):
                line = line.ljust(CELL * (x - left)) + label(h)
            lines.append(line)
        return lines
