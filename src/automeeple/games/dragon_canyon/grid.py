"""The 4x4 map (notes §3) and the AI's tie-break searches (solo rules, "Moving the
Dragon", "Battle", and the "Example tie-break situation").

A tile is numbered 0..15 in reading order; it is named "column,row", both 1 to 4,
row 1 at the top, as the rule document's example names (2,2) and (4,2)
(notes, addendum 2). "Up" is toward row 1. Adjacent means orthogonally adjacent
(notes §3); a Harvest Festival line is a full row or column (notes §9).
"""

from __future__ import annotations

from functools import cache

from .edition import DIRECTIONS, SIZE

TILES = range(SIZE * SIZE)
#: Each direction as (column, row) steps.
STEP = {"Up": (0, -1), "Right": (1, 0), "Down": (0, 1), "Left": (-1, 0)}


def col_row(tile: int) -> tuple[int, int]:
    """The tile's column and row, 1-based."""
    return tile % SIZE + 1, tile // SIZE + 1


def at(col: int, row: int) -> int | None:
    """The tile at (column, row), or None off the map."""
    if 1 <= col <= SIZE and 1 <= row <= SIZE:
        return (row - 1) * SIZE + col - 1
    return None


def label(tile: int) -> str:
    """The tile as actions and the screen name it: "2,3" (column 2, row 3)."""
    c, r = col_row(tile)
    return f"{c},{r}"


def where(tile: int) -> str:
    """The tile as the table reads it off the screen: "column 2, row 3"."""
    c, r = col_row(tile)
    return f"column {c}, row {r}"


def line_names(tiles: tuple[int, ...]) -> str:
    """The full rows and columns among ``tiles`` (a Harvest Festival's lines):
    "row 2", "column 1", "row 2 and column 1"."""
    rows = [f"row {r}" for r in range(1, SIZE + 1)
            if all(at(c, r) in tiles for c in range(1, SIZE + 1))]
    cols = [f"column {c}" for c in range(1, SIZE + 1)
            if all(at(c, r) in tiles for r in range(1, SIZE + 1))]
    return " and ".join(rows + cols)


def turned(direction: str, turn: str) -> str:
    """The direction a quarter turn clockwise or anticlockwise from ``direction``."""
    k = DIRECTIONS.index(direction)
    return DIRECTIONS[(k + (1 if turn == "clockwise" else -1)) % 4]


def steps(a: int, b: int) -> int:
    """Orthogonal steps from tile ``a`` to tile ``b``."""
    (ca, ra), (cb, rb) = col_row(a), col_row(b)
    return abs(ca - cb) + abs(ra - rb)


@cache
def neighbours(tile: int) -> tuple[int, ...]:
    c, r = col_row(tile)
    return tuple(t for dc, dr in STEP.values() if (t := at(c + dc, r + dr)) is not None)


@cache
def lines_through(tile: int) -> tuple[tuple[int, ...], ...]:
    """The row and the column through ``tile`` (notes §9: lines of 4)."""
    c, r = col_row(tile)
    row = tuple(at(x, r) for x in range(1, SIZE + 1))
    column = tuple(at(c, y) for y in range(1, SIZE + 1))
    return row, column


@cache
def scan(tile: int, start: str, turn: str) -> tuple[int, ...]:
    """The orthogonal neighbours of ``tile`` in tie-break order: ``start`` first,
    then turning clockwise or anticlockwise (solo rules, "Battle": "starting
    up/down/left/right, then scanning clockwise or anti-clockwise")."""
    c, r = col_row(tile)
    out, d = [], start
    for _ in range(4):
        dc, dr = STEP[d]
        if (t := at(c + dc, r + dr)) is not None:
            out.append(t)
        d = turned(d, turn)
    return tuple(out)


@cache
def spiral(tile: int, start: str, turn: str) -> tuple[int, ...]:
    """Every other tile of the map in the order of the tie-break spiral (solo
    rules, "Moving the Dragon" and its example): from the tile next to ``tile`` in
    the ``start`` direction, outward, turning clockwise or anticlockwise; steps of
    1, 1, 2, 2, 3, 3, ... so each ring round ``tile`` is searched before the next.
    Where the spiral leaves the map it goes on outside it and comes back in where
    it next meets the map (the example: "the spiral continued outside the tile
    grid and re-entered at the next available column")."""
    c, r = col_row(tile)
    out: list[int] = []
    d, length = start, 1
    while len(out) < SIZE * SIZE - 1:
        for _ in range(2):
            dc, dr = STEP[d]
            for _ in range(length):
                c, r = c + dc, r + dr
                if (t := at(c, r)) is not None:
                    out.append(t)
            d = turned(d, turn)
        length += 1
    return tuple(out)

