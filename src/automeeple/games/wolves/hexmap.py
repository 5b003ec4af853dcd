"""The Wolves' map laid out from the edition's boards for a player count (notes
§3.3-3.5), its geometry (``geometry.py``, notes §3.2) worked out once.

Hexes get dense integer ids, in coordinate order, so the game can keep per-hex
lists in its state; each hex's neighbours are precomputed as ids.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from .edition import RegionPlace, WolvesEdition
from .geometry import CHASM, NEIGHBOURS, WATER, Grid, Hex, distance, place, short, step

#: Width of one column in :meth:`HexMap.render`.
CELL = 4
#: How many sets of goals :meth:`HexMap.distances_to` keeps per layout.
KEPT = 1024


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


#: What every map of one edition and player count shares (:class:`Frame`), by the
#: edition's id and the player count (with the edition, to check it is the same),
#: for up to :data:`FRAMES_KEPT` of them: each owner's edition file read is another.
_FRAMES: dict[tuple[int, int], tuple[WolvesEdition, Frame]] = {}
FRAMES_KEPT = 8


@dataclass(frozen=True, slots=True)
class Frame:
    """Everything about the map of one layout but which region board lies where
    (notes §3.5, §4.1: the draw changes only the terrains of the boards' hexes):
    the hexes and their ids, the water sources and the chasm, the regions' hexes,
    and the searches that depend on them alone."""

    grid: Grid
    ids: dict[Hex, int]
    neighbours: tuple[tuple[int, ...], ...]
    north: frozenset[int]
    south: frozenset[int]
    #: Each hex's terrain where no region board sets it (water, the chasm, the start
    #: board); None on a board's land.
    fixed: tuple[str | None, ...]
    #: Each region's hexes of each terrain slot of its board (the palette's order).
    slots: tuple[tuple[tuple[int, ...], ...], ...]
    #: Each region, its ``palette`` left -1.
    regions: tuple[Region, ...]
    region: tuple[int | None, ...]
    prey_of: tuple[int | None, ...]
    beside_prey: tuple[int | None, ...]
    lone_wolves: tuple[int, ...]
    land: tuple[bool, ...]
    by_water: tuple[bool, ...]
    #: The searches every map of the layout shares (see ``HexMap._shared``).
    shared: dict[str, Any]

    @staticmethod
    def of(edition: WolvesEdition, players: int) -> Frame:
        """The frame of ``edition``'s map for ``players``, made once."""
        kept = _FRAMES.get((id(edition), players))
        if kept is not None and kept[0] is edition:
            return kept[1]
        if len(_FRAMES) >= FRAMES_KEPT:
            _FRAMES.clear()
        frame = _FRAMES[id(edition), players] = edition, Frame.laid(edition, players)
        return frame[1]

    @staticmethod
    def laid(edition: WolvesEdition, players: int) -> Frame:
        layout = edition.layout(players)
        fixed: dict[Hex, str | None] = {}
        north: list[Hex] = []
        south: list[Hex] = []
        if layout.start_board is not None:  # notes §3.4; it is never turned
            start, centre = edition.start_board, layout.start_board
            fixed.update({place(centre, h, False): CHASM for h in start.chasm})
            for side in (start.north, start.south):
                fixed.update({place(centre, h, False): t for t, h in side.items()})
            north = [place(centre, h, False) for h in start.north.values()]
            south = [place(centre, h, False) for h in start.south.values()]
        board = edition.region_board
        boards: list[list[list[Hex]]] = []
        for where in layout.regions:
            fixed[place(where.centre, board.water, where.rotated)] = WATER
            slots = [[place(where.centre, h, where.rotated) for h in slot]
                     for slot in board.slots.values()]
            fixed.update({h: None for slot in slots for h in slot})
            boards.append(slots)

        grid = Grid.of(fixed)
        coords = grid.coords
        ids = {h: i for i, h in enumerate(coords)}
        neighbours = tuple(tuple(ids[n] for d in NEIGHBOURS if (n := step(h, d)) in ids)
                           for h in coords)

        def at(where: RegionPlace, offset: Hex) -> int:
            return ids[place(where.centre, offset, where.rotated)]

        def beside(water: int, direction: Hex) -> int:
            return ids[step(coords[water], direction)]

        top_right, lower_left = edition.water_source.top_right, edition.water_source.lower_left
        regions = tuple(
            Region(index=i, palette=-1, rotated=where.rotated,
                   water=at(where, board.water),
                   hexes=tuple(sorted({at(where, board.water),
                                       *(ids[h] for slot in slots for h in slot)})),
                   lone_wolves=tuple(at(where, h) for h in board.lone_wolves),
                   prey=at(where, board.prey),
                   top_right=beside(at(where, board.water), top_right),
                   lower_left=beside(at(where, board.water), lower_left))
            for i, (where, slots) in enumerate(zip(layout.regions, boards, strict=True)))
        # Each lookup below is worked out by region, the first region winning.
        region: dict[int, int] = {}
        prey: dict[int, int] = {}
        by_prey: dict[int, int] = {}
        for r in regions:
            for h in r.hexes:
                region.setdefault(h, r.index)
            prey.setdefault(r.prey, r.index)
            for h in neighbours[r.prey]:
                by_prey.setdefault(h, r.index)
        every = range(len(coords))
        terrain = tuple(fixed[h] for h in coords)
        land = tuple(x not in (WATER, CHASM) for x in terrain)
        return Frame(
            grid, ids, neighbours,
            frozenset(ids[h] for h in north), frozenset(ids[h] for h in south),
            terrain, tuple(tuple(tuple(ids[h] for h in slot) for slot in slots)
                           for slots in boards),
            regions, tuple(map(region.get, every)), tuple(map(prey.get, every)),
            tuple(map(by_prey.get, every)),
            tuple(h for r in regions for h in r.lone_wolves), land,
            tuple(any(terrain[m] == WATER for m in neighbours[h]) for h in every),
            _SHARED.setdefault((coords, land), {}))


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
        frame = Frame.of(edition, players)
        terrain = list(frame.fixed)
        for slots, p in zip(frame.slots, palettes, strict=True):
            for hexes, x in zip(slots, edition.palettes[p], strict=True):
                for h in hexes:
                    terrain[h] = x

        #: The row letters and column numbers a person finds hexes by.
        self.grid = frame.grid
        #: Every hex's coordinates, by id.
        self.coords: tuple[Hex, ...] = frame.grid.coords
        #: Every hex's id, by coordinates.
        self.ids: dict[Hex, int] = frame.ids
        #: Every hex's terrain, WATER or CHASM, by id.
        self.terrain: tuple[str, ...] = tuple(terrain)
        self.neighbours: tuple[tuple[int, ...], ...] = frame.neighbours
        #: The start board's land hexes on each side of the chasm (the draft, notes §4.4).
        self.north: frozenset[int] = frame.north
        self.south: frozenset[int] = frame.south
        self.regions: tuple[Region, ...] = tuple(
            replace(r, palette=p) for r, p in zip(frame.regions, palettes, strict=True))
        self._region: tuple[int | None, ...] = frame.region
        #: The region whose prey hex each hex is (None for every other hex).
        self.prey_of: tuple[int | None, ...] = frame.prey_of
        #: The region whose prey hex each hex lies next to (None for the others).
        self.beside_prey: tuple[int | None, ...] = frame.beside_prey
        #: Every lone-wolf hex of the map (notes §4.1), region by region.
        self.lone_wolves: tuple[int, ...] = frame.lone_wolves
        #: Every hex: land a wolf may enter (not water, not chasm).
        self.land: tuple[bool, ...] = frame.land
        #: Every hex: next to a water source, where a lair may stand (notes §3.3, §7.3).
        self.by_water: tuple[bool, ...] = frame.by_water
        # Which region board lies where changes only the terrains: maps of one
        # layout share their distances and unblocked searches.
        self._shared = frame.shared
        self._reach: dict[tuple, Any] = self._shared.setdefault("reach", {})
        self._to: dict[tuple[int, ...], tuple[int, ...]] = self._shared.setdefault("to", {})
        #: This map's own searches that read its terrains (:meth:`reachable_on`).
        self._on: dict[tuple[int, int, str], tuple[int, ...]] = {}

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

    def distances_to(self, goals: tuple[int, ...]) -> tuple[int, ...]:
        """Every hex's distance to the nearest of ``goals``, kept for the maps of
        the layout (up to :data:`KEPT` sets of goals, then kept afresh)."""
        known = self._to.get(goals)
        if known is None:
            if len(self._to) >= KEPT:
                self._to.clear()
            rows = [self.distances[g] for g in goals]
            known = self._to[goals] = tuple(map(min, zip(*rows, strict=True)))
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

    def reachable_on(self, start: int, n: int, terrain: str) -> tuple[int, ...]:
        """:meth:`reachable`'s hexes of ``terrain`` alone (in the same order);
        worked out once per map (maps of one layout differ in their terrains)."""
        key = (start, n, terrain)
        known = self._on.get(key)
        if known is None:
            known = self._on[key] = tuple(h for h in self.reachable(start, n)
                                             if self.terrain[h] == terrain)
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
        return self.by_water[h]

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
