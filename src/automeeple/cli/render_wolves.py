"""The Wolves drawn with Rich from a view (``WolvesView``): the map with each
region board outlined, row letters and column numbers around it (a hex is named
"K7", docs/wolves.md), the regions, the Moonlight board and your player board. It
reads nothing but the view, and everything colour shows is also written as a
letter, so it reads the same without colour (NO_COLOR); it fits 80 columns.

Each hex is two screen rows tall and four characters wide, its columns half a hex
apart (the notes' picture, §3.5)::

     ____
    /f GA\\      f: its terrain (forest); GA: Grey's Alpha
    \\__GP/      GP: a second piece (Grey's Pack Wolf); lw or p2 would stand left

Edges are drawn only where two boards meet (``_`` below a hex's second row), so the
outlines are the boards'. A water source shows its region's place ("1h": 1
o'clock) and scoring token; ``lw`` is a lone wolf token, ``p2`` two prey tokens.

At a prompt (``compact``) the map is half as tall, so that the question and the
moves fit an 80x24 screen with it: each screen line holds two rows of hexes, the
odd columns' row (its letter on the left) and the even columns' row half a hex
lower (its letter on the right; the ``board`` command's legend says so); a hex is
one cell, ``fGA+`` (forest, Grey's Alpha, more pieces), ``f lw``, ``~1C~`` (the
1 o'clock water source, its Crescent token). ``board`` draws the full map.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, cast

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

if TYPE_CHECKING:
    from automeeple.games.wolves.view import MapHex, NextBoard, Region, WolvesView

WATER, CHASM = "water", "chasm"
TERRAIN = {"forest": "green4", "rock": "grey62", "grass": "chartreuse3", "tundra": "cyan",
           "desert": "yellow", WATER: "blue", CHASM: "grey35"}
#: Each pack's colour; every piece also shows the pack's initial.
PACK = ("bold blue", "bold dark_orange3", "bold black on grey85")
KIND = {"alpha": "A", "pack": "P", "den": "D", "lair": "L"}
KIND_NAMES = {"alpha": "Alpha", "pack": "Pack Wolf", "den": "Den", "lair": "Lair"}
#: A hex's width on screen, its right edge included, and the columns before the map
#: (the row letter and a space, then column 0's left edge).
CELL, GUTTER = 5, 3
OUTSIDE = "outside"


class Canvas:
    """Lines of styled characters, written at (line, column)."""

    def __init__(self, lines: int, width: int) -> None:
        self.cells = [[(" ", "")] * width for _ in range(lines)]

    def put(self, line: int, col: int, text: str, style: str = "") -> None:
        for k, ch in enumerate(text):
            self.cells[line][col + k] = (ch, style)

    def lines(self) -> list[Text]:
        out = []
        for row in self.cells:
            text = Text()
            for ch, style in row:
                text.append(ch, style=style)
            text.rstrip()
            out.append(text)
        return out


class Grid(NamedTuple):
    """The view's map as both drawings read it."""

    at: dict[tuple[int, int], MapHex]  # (column, row) -> hex
    cols: int
    rows: int
    letters: dict[int, str]  # row -> its letter
    initials: list[str]  # each pack's initial
    regions: dict[int, Region]  # number -> region

    @classmethod
    def of(cls, view: WolvesView) -> Grid:
        assert view.map is not None, "the map is laid out"
        hexes = view.map.hexes
        return cls({(h.col, h.row): h for h in hexes},
                   max(h.col for h in hexes) + 1, max(h.row for h in hexes) + 1,
                   {h.row: h.name.rstrip("0123456789") for h in hexes},
                   [name[0] for name in view.seats],
                   {r.number: r for r in view.regions})

    def header(self, indent: int) -> Text:
        """The column numbers, each over its hexes."""
        header = Text(" " * indent)
        for col in range(self.cols):
            header.append(f"{col + 1:^{CELL - 1}} ", style="bold")
        return header.rstrip() or header

    def water(self, h: MapHex) -> tuple[str, str]:
        """A water source's region hour ("11") and its token's initial ("~" once
        scored, or with none)."""
        assert h.region is not None, "a water source lies on a region board"
        region = self.regions[h.region]
        token = "~" if region.scored or not region.token else region.token[0]
        return region.place.split(" ")[0], token.upper()


def hex_map(view: WolvesView) -> list[Text]:
    """The map: a header of column numbers, then each screen row with its letter."""
    grid = Grid.of(view)
    at, cols, rows, initials = grid.at, grid.cols, grid.rows, grid.initials

    def board(col: int, row: int) -> int | str | None:
        h = at.get((col, row))
        return OUTSIDE if h is None else h.region

    def edge(a: tuple[int, int], b: tuple[int, int]) -> bool:
        """A board's outline between two places (a hex or nothing)."""
        return board(*a) != board(*b) and (a in at or b in at)

    # Line 0 holds the top edges of the highest hexes; screen row r is line r + 1.
    canvas = Canvas(rows + 2, GUTTER + CELL * cols)
    for (col, row), h in at.items():
        x, top, bottom = GUTTER + CELL * col, row + 1, row + 2
        terrain = h.terrain
        style = TERRAIN.get(terrain, "")
        below = edge((col, row), (col, row + 2))
        if terrain == WATER:  # its region's place and token
            hour, token = grid.water(h)
            canvas.put(top, x, (hour + "h").center(4, "~"), style)
            canvas.put(bottom, x, token.center(4, "~"), style)
        elif terrain == CHASM:
            canvas.put(top, x, "####", style)
            canvas.put(bottom, x, "____" if below else "####", style)
        else:
            canvas.put(top, x, terrain[0], style)
            canvas.put(bottom, x, ("_" if below else " ") * 4)
            if h.lone:
                canvas.put(bottom, x, "lw", "bold")
            elif h.prey:
                canvas.put(bottom, x, f"p{h.prey}", "bold")
            pieces = h.pieces
            for k, piece in enumerate(pieces[:2]):
                text = initials[piece.pack] + KIND[piece.kind]
                if k == 1 and len(pieces) > 2:
                    text = f"+{len(pieces) - 1}"
                canvas.put(top if k == 0 else bottom, x + 2, text, PACK[piece.pack])
        if (col, row - 2) not in at and edge((col, row), (col, row - 2)):
            canvas.put(top - 1, x, "____")  # nothing above: the hex's top edge
        if edge((col, row), (col + 1, row - 1)):
            canvas.put(top, x + CELL - 1, "\\")
        if edge((col, row), (col + 1, row + 1)):
            canvas.put(bottom, x + CELL - 1, "/")
        if (col - 1, row - 1) not in at and edge((col, row), (col - 1, row - 1)):
            canvas.put(top, x - 1, "/")
        if (col - 1, row + 1) not in at and edge((col, row), (col - 1, row + 1)):
            canvas.put(bottom, x - 1, "\\")
    for row, letter in grid.letters.items():
        canvas.put(row + 1, 0, letter, "bold")
    return [grid.header(GUTTER), *canvas.lines()]


def compact_map(view: WolvesView) -> list[Text]:
    """The map at half height: a line per two rows of hexes (the odd columns' row,
    lettered on the left; the even columns', on the right), a cell per hex."""
    grid = Grid.of(view)
    lines = [grid.header(GUTTER - 1)]
    for pair in range(0, grid.rows, 2):
        line = Text(f"{grid.letters.get(pair, ' ')} ", style="bold")
        for col in range(grid.cols):
            h = grid.at.get((col, pair + col % 2))
            line.append_text(cell(h, grid) if h else Text("    "))
            line.append(" ")
        line.append(grid.letters.get(pair + 1, ""), style="bold")
        lines.append(line)
    return lines


def cell(h: MapHex, grid: Grid) -> Text:
    """One hex in four characters: its terrain's initial, then its first piece (pack
    and kind), then ``+`` for more pieces, or its lone wolf or prey tokens."""
    terrain = h.terrain
    style = TERRAIN.get(terrain, "")
    if terrain == WATER:
        hour, token = grid.water(h)
        return Text((hour + token).center(4, "~"), style)
    if terrain == CHASM:
        return Text("####", style)
    text = Text(terrain[0], style)
    pieces = h.pieces
    if pieces:
        first = pieces[0]
        text.append(grid.initials[first.pack] + KIND[first.kind], PACK[first.pack])
        text.append("+" if len(pieces) > 1 else "w" if h.lone else "p" if h.prey else " ")
    else:
        text.append(" lw" if h.lone else f" p{h.prey}" if h.prey else "   ", "bold")
    return text


def cell_key(view: WolvesView) -> str:
    """What a cell of the map at a prompt holds, by example (the person's pack):
    "fGA+: forest, Grey's Alpha, + more pieces (w lone wolf, p prey)"; the map at a
    prompt ends with it, and the ``board`` legend says it too."""
    me = view.seats[view.person]
    return f"f{me[0]}A+: forest, {me}'s Alpha, + more pieces (w lone wolf, p prey)"


def legend(view: WolvesView) -> Text:
    text = Text()
    for name in view.terrains:
        text.append(f"{name[0]} {name}", style=TERRAIN.get(name, ""))
        text.append(" ")
    text.append("## chasm lw lone wolf p2 prey\n~1h~ water source, 1 o'clock region; "
                "~C~~ its Crescent/Quarter/Full moon token\n+2 under a piece: 2 more pieces "
                "on the hex\nAt a prompt the map is half as tall: a hex is its column and "
                "its line's letter\n(the letter on the left for odd columns, the one on the "
                f"right for even columns),\na cell: {cell_key(view)}\n")
    for p, name in enumerate(view.seats):
        text.append(f"{name[0]} {name}{' (you)' if p == view.person else ' (AI)'}",
                    style=PACK[p])
        text.append(" ")
    text.append("| " + " ".join(f"{letter} {KIND_NAMES[k]}" for k, letter in KIND.items()))
    return text


def regions_table(view: WolvesView) -> Table:
    """Each region by its place, with its token, prey and each pack's control (its
    board, known by a long name, is in the set-up instructions and on the web)."""
    table = Table(box=None, padding=(0, 1), pad_edge=False)
    for col in ("region", "token", "prey", *view.seats):
        table.add_column(col)
    for r in view.regions:
        status = "scored" if r.scored else r.token or "-"
        prey = f"{r.prey} x{r.prey_left}" if r.prey else "-"
        cells = [f"{c} ({a}A)" if c else "-" for c, a in r.control]
        if r.leader is not None:
            cells[r.leader] += " *"
        table.add_row(r.place, status, prey, *cells)
    return table


def counted(n: int, noun: str) -> str:
    """A number of things as a sentence says it: "1 turn", "2 turns" (as
    ``engine.core.counted``: the renderer imports nothing but the view)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def player_board(view: WolvesView) -> Table:
    board = view.player_board
    you = Table.grid(padding=(0, 1))
    you.add_row("your tiles:", f"home {board.home}; " + ", ".join(board.tiles))
    you.add_row("attributes:", ", ".join(f"{a.replace('_', ' ')} {v}"
                                         for a, v in board.attributes.items()))
    left = board.actions_left
    you.add_row("tokens:", f"{board.bonus_terrain} bonus terrain, {board.bonus_action} "
                           f"bonus action; {counted(left, 'action')} left")
    you.add_row("VP now:", ", ".join(f"{c} {score}"
                                     for c, score in zip(view.seats, view.scores,
                                                         strict=True)))
    return you


def laying_out(pending: NextBoard | None) -> RenderableType:
    """Before the map is complete: the next board's place and the boards left."""
    lines = [Text("The map is being laid out.")]
    if pending is not None:
        lines[0].append(f" Next: a region board for the {pending.board_for} place.")
        lines.append(Text(f"Lay it with its water source {pending.water_side} of its prey "
                          "hex. Boards left:"))
        lines += [Text(f"  {b}") for b in pending.boards_left]
    return Group(*lines)


def render(view: WolvesView, compact: bool = False) -> RenderableType:
    if view.map is None:
        # Until the last region board is laid, the only work in hand is laying
        # the next one out (notes §4.1).
        return laying_out(cast("NextBoard | None", view.pending))
    moon = view.moonlight
    title = Text(f"The Wolves (solo): your turn {view.turn}, Moonlight {moon.count} "
                 f"({', '.join(f'{p} {n}' for p, n in moon.thresholds.items())})",
                 style="bold")
    ended = view.ended_by
    if ended is not None:  # the thresholds no longer matter: how it ended
        full = moon.thresholds["full"]
        how = (f"by the full moon (Moonlight {moon.count})" if ended == "full-moon" else
               f"cut off, Moonlight {moon.count} of {full} (max_rounds)")
        title = Text(f"The Wolves (solo): over after {counted(view.turn, 'turn')}, {how}",
                     style="bold")
    if compact:
        return Group(short_title(view), *compact_map(view),
                     Text(cell_key(view), style="dim"), status(view))
    return Group(title, *hex_map(view), legend(view), regions_table(view), player_board(view))


def short_title(view: WolvesView) -> Text:
    """The turn, the Moonlight track and the scores in a line (a prompt's)."""
    moon = view.moonlight
    line = Text(f"Turn {view.turn} · Moonlight {moon.count} ("
                + ", ".join(f"{p} {n}" for p, n in moon.thresholds.items()) + ") · VP",
                style="bold")
    for p, (name, score) in enumerate(zip(view.seats, view.scores, strict=True)):
        line.append(f" {name[0]} {score}", style=PACK[p])
    return line


def status(view: WolvesView) -> Text:
    """Your player board in a line (a prompt's)."""
    board = view.player_board
    left = board.actions_left
    return Text(f"Your tiles: home {board.home}; " + ", ".join(board.tiles)
                + f"; {counted(left, 'action')} left")
