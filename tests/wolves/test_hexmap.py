"""The Wolves' map: hex geometry (notes §3.2) and the 3-player map laid out from the
edition (notes §3.3-3.5), checked against the notes' picture."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from automeeple.games.wolves.edition import EDITION as EDITION_FILE
from automeeple.games.wolves.edition import TERRAINS
from automeeple.games.wolves.geometry import CHASM, NEIGHBOURS, WATER, distance, place, short
from automeeple.games.wolves.hexmap import HexMap

EDITION = EDITION_FILE.load().data
#: A fixed draw of which palette lies where.
ORDER = (9, 2, 4, 0, 7, 5)
MAP = HexMap(EDITION, 3, ORDER)

#: notes §3.5, the 3-player map: region digit and slot letter (upper case and L on a
#: lone-wolf hex, P on the prey hex, W the water source), start-board terrain, ## chasm.
PICTURE = """\
                                        1AL     1d
                    2EL     2b      1a      1d
                2e      2b      1a      1c      1d
            2e      2c      2b      1cP     1W
                2W      2cP     1b      1c      1e
            2d      2c      2a      1b      1e
                2d      2a      1b      1EL     6AL     6d
            2d      2AL     De      Fo      6a      6d
        3EL     3b      Ro      Gr      6a      6c      6d
    3e      3b      Tu      ##      ##      6cP     6W
3e      3c      3b      ##      ##      6b      6c      6e
    3W      3cP     ##      ##      Ro      6b      6e
3d      3c      3a      Gr      Tu      6b      6EL
    3d      3a      De      Fo      5EL     5b
3d      3AL     4AL     4d      5e      5b
            4a      4d      5e      5c      5b
        4a      4c      4d      5W      5cP
            4cP     4W      5d      5c      5a
        4b      4c      4e      5d      5a
            4b      4e      5d      5AL
        4b      4EL
"""


def cells(lines: list[str]) -> dict[tuple[int, int], str]:
    """Each word of a picture by its (line, column)."""
    return {(r, m.start()): m.group() for r, line in enumerate(lines)
            for m in re.finditer(r"\S+", line)}


def land(hexes) -> list[int]:
    return [h for h in hexes if MAP.passable(h)]


# --- Geometry -----------------------------------------------------------------------------


def test_distance_formula():
    assert all(distance((5, 5), (5 + dx, 5 + dy)) == 1 for dx, dy in NEIGHBOURS)
    assert distance((0, 0), (0, 0)) == 0
    assert distance((0, 0), (2, 1)) == 2
    assert distance((0, 0), (1, -1)) == 2
    assert distance((0, 0), (3, -2)) == 5
    assert distance((2, 7), (-1, 3)) == distance((-1, 3), (2, 7)) == 4


def test_rotation_negates_offsets():
    assert place((4, 4), (-3, -2), False) == (1, 2)
    assert place((4, 4), (-3, -2), True) == (7, 6)


# --- The 3-player map ---------------------------------------------------------------------


def test_map_size_and_hex_kinds():
    assert len(MAP) == 6 * 16 + 16 == 112
    kinds = Counter(MAP.terrain)
    assert kinds[WATER] == 6 and kinds[CHASM] == 6
    assert all(kinds[t] == 6 * 3 + 2 for t in TERRAINS)
    assert sum(len(r.lone_wolves) for r in MAP.regions) == 12
    assert len({h for r in MAP.regions for h in r.lone_wolves}) == 12
    assert len({r.prey for r in MAP.regions}) == 6


def test_ids_are_dense_and_in_coordinate_order():
    assert list(MAP.coords) == sorted(MAP.coords)
    assert all(MAP.ids[c] == h for h, c in enumerate(MAP.coords))


def test_each_region_has_fifteen_land_hexes_three_of_each_terrain():
    for region in MAP.regions:
        hexes = region.hexes
        assert len(hexes) == 16 and MAP.terrain[region.water] == WATER
        assert Counter(MAP.terrain[h] for h in land(hexes)) == {t: 3 for t in TERRAINS}
        assert all(MAP.region_of(h) == region.index for h in hexes)
        assert all(MAP.passable(h) for h in (*region.lone_wolves, region.prey))
        assert region.palette == ORDER[region.index]


def test_start_board():
    start = [h for h in range(len(MAP)) if MAP.region_of(h) is None]
    assert len(start) == 16
    assert Counter(MAP.terrain[h] for h in start)[CHASM] == 6
    assert MAP.north | MAP.south == set(land(start)) and not MAP.north & MAP.south
    for side in (MAP.north, MAP.south):
        assert sorted(MAP.terrain[h] for h in side) == sorted(TERRAINS)
    # North of the chasm is up in the notes' picture: fewer doubled rows (2y - x).
    row = [2 * y - x for x, y in MAP.coords]
    assert max(row[h] for h in MAP.north) < min(row[h] for h in MAP.south)


def test_start_board_touches_every_region_and_the_regions_form_a_ring():
    touching = {MAP.region_of(m) for h in range(len(MAP)) if MAP.region_of(h) is None
                for m in MAP.neighbours[h]}
    assert touching == {None, 0, 1, 2, 3, 4, 5}
    borders = {frozenset((MAP.region_of(h), MAP.region_of(m)))
               for h in range(len(MAP)) for m in MAP.neighbours[h]
               if None not in (MAP.region_of(h), MAP.region_of(m))
               and MAP.region_of(h) != MAP.region_of(m)}
    assert borders == {frozenset((i, (i + 1) % 6)) for i in range(6)}


def test_neighbours_are_symmetric_and_one_apart():
    for h in range(len(MAP)):
        assert len(set(MAP.neighbours[h])) == len(MAP.neighbours[h]) <= 6
        for m in MAP.neighbours[h]:
            assert h in MAP.neighbours[m]
            assert MAP.distance(h, m) == 1
    assert all(
        (MAP.distance(h, m) == 1) == (m in MAP.neighbours[h])
        for h in range(len(MAP)) for m in range(len(MAP)) if m != h)


def test_distances_on_the_map():
    a, b = MAP.ids[8, 8], MAP.ids[8, 10]  # north Grass and south Tundra of the start board
    assert MAP.distance(a, b) == 2  # straight across the chasm (Howl Range, notes §5.3)
    assert all(MAP.distance(h, h) == 0 for h in range(len(MAP)))
    assert max(MAP.distance(h, m) for h in range(len(MAP)) for m in range(len(MAP))) > 8


def test_steps_within_goes_around_the_chasm():
    a, b = MAP.ids[8, 8], MAP.ids[8, 10]
    assert b not in MAP.steps_within(a, 4)
    assert MAP.steps_within(a, 5)[b] == 5
    assert b not in MAP.steps_within(a, 5, blocked={MAP.ids[10, 10]})
    assert MAP.steps_within(a, 0) == {a: 0}


def test_steps_within_never_crosses_water_or_chasm():
    for h in land(range(len(MAP))):
        reach = MAP.steps_within(h, 3)
        assert reach[h] == 0
        for m, n in reach.items():
            assert MAP.passable(m)
            assert MAP.distance(h, m) <= n <= 3
            assert n == 0 or any(reach.get(k) == n - 1 for k in MAP.neighbours[m])
        for m in land(range(len(MAP))):
            if MAP.distance(h, m) == 1:
                assert reach[m] == 1


def test_each_region_has_six_hexes_beside_its_water():
    for region in MAP.regions:
        beside = [h for h in region.hexes if MAP.adjacent_to_water(h)]
        assert sorted(beside) == sorted(MAP.neighbours[region.water])
        assert len(beside) == 6
    assert sum(MAP.adjacent_to_water(h) for h in range(len(MAP))) == 36


def test_rotation_applies_to_lone_wolves_and_prey():
    board = EDITION.region_board
    for region, where in zip(MAP.regions, EDITION.layout(3).regions, strict=True):
        sign = -1 if where.rotated else 1
        cx, cy = where.centre
        assert [MAP.coords[h] for h in region.lone_wolves] == [
            (cx + sign * x, cy + sign * y) for x, y in board.lone_wolves]
        assert MAP.coords[region.prey] == (cx + sign * board.prey[0], cy + sign * board.prey[1])
        assert MAP.region_of(region.prey) == region.index


def test_ai_setup_hexes_are_drawn_top_right_and_lower_left():
    where = {h: pos for pos, h in cells(MAP.render(str)).items()}
    for region in MAP.regions:
        (wr, wc), (tr, tc), (lr, lc) = (where[str(h)] for h in
                                        (region.water, region.top_right, region.lower_left))
        assert (tr - wr, tc - wc) == (-1, 4)
        assert (lr - wr, lc - wc) == (1, -4)
        assert {region.top_right, region.lower_left} <= set(region.hexes)


def test_bad_palette_choice():
    for palettes in ((0, 1, 2, 3, 4), (0, 0, 1, 2, 3, 4), (0, 1, 2, 3, 4, 10)):
        with pytest.raises(ValueError, match="6 different palettes"):
            HexMap(EDITION, 3, palettes)


# --- Rendering ----------------------------------------------------------------------------


def test_render_matches_the_notes_picture():
    def expected(word: str) -> str:
        if not word[0].isdigit():
            return word
        region, slot, mark = int(word[0]) - 1, word[1], word[2:]
        if slot == "W":
            return f"{word[0]}{short(WATER)}"
        palette = EDITION.palettes[ORDER[region]]
        return f"{word[0]}{short(palette['abcde'.index(slot.lower())])}{mark}"

    def label(h: int) -> str:
        r = MAP.region_of(h)
        if r is None:
            return short(MAP.terrain[h])
        region = MAP.regions[r]
        mark = "L" if h in region.lone_wolves else "P" if h == region.prey else ""
        return f"{r + 1}{short(MAP.terrain[h])}{mark}"

    want = {pos: expected(word) for pos, word in cells(PICTURE.splitlines()).items()}
    assert cells(MAP.render(label)) == want


def test_default_render_shows_terrain():
    lines = MAP.render()
    assert len(lines) == len(PICTURE.splitlines())
    assert lines[9].split()[3:5] == ["##", "##"]
    assert all(line == line.rstrip() for line in lines)
    assert cells(lines).keys() == cells(PICTURE.splitlines()).keys()


def test_3_5_maps_of_one_layout_share_all_but_the_terrains_of_the_boards():
    """notes §4.1: the draw decides which region board lies where, and nothing else:
    two draws give the same hexes, neighbours and regions' hexes, laid out once."""
    other = HexMap(EDITION, 3, tuple(reversed(ORDER)))
    assert other.ids is MAP.ids and other.neighbours is MAP.neighbours
    assert [r.hexes for r in other.regions] == [r.hexes for r in MAP.regions]
    assert [r.palette for r in other.regions] == list(reversed(ORDER))
    assert other.terrain != MAP.terrain

    def shows(m: HexMap, palette: int) -> Counter:
        region = next(r for r in m.regions if r.palette == palette)
        return Counter(m.terrain[h] for h in region.hexes)

    # A board shows the same terrains wherever it lies.
    assert all(shows(other, p) == shows(MAP, p) for p in ORDER)


def test_frames_kept_are_bounded_as_edition_files_are_read():
    """Each owner's edition file read is another edition: the frames kept for them
    stay few."""
    from automeeple.games.wolves import hexmap

    for _ in range(3 * hexmap.FRAMES_KEPT):
        HexMap(EDITION_FILE.load().data, 3, ORDER)
    assert len(hexmap._FRAMES) <= hexmap.FRAMES_KEPT
