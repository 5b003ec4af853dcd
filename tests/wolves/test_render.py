"""The Wolves on the terminal (``cli/render_wolves.py``): drawn from the view alone,
within 80 columns and no taller than it must be, every region board outlined, and
everything colour shows also written as a letter (readable with NO_COLOR)."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console

from automeeple.cli import render_wolves
from automeeple.engine.core import CHANCE, sample_chance
from automeeple.games.wolves.baseline import WolvesBaseline

from ..engine.test_layers import imported
from .helpers import AI1, AI2, PERSON, make_game, play, position
from .test_flow import playout

A = (PERSON, "alpha")
P = (PERSON, "pack")
#: What the map needs: a header of column numbers, 21 rows of hexes two lines
#: tall with the top edges above them; then the legend (7 lines), the regions (7)
#: and the player board (4) under a title.
MOST_LINES = 1 + 1 + 23 + 7 + 7 + 4
#: At a prompt: the title, the column numbers, 11 lines of hex rows, the key to a
#: cell, your tiles.
COMPACT_LINES = 1 + 1 + 11 + 1 + 1


def drawn(view, width: int = 80, color: bool = True, compact: bool = False) -> str:
    console = Console(width=width, record=True, file=io.StringIO(), no_color=not color)
    console.print(render_wolves.render(view, compact=compact))
    return console.export_text()


def cell(text: str, name: str) -> tuple[str, str]:
    """The two lines of the hex ``name`` ("C9") as drawn: found by the letter at
    the start of its row and the number above its column."""
    lines = text.splitlines()
    letter, column = name[0], int(name[1:])
    row = next(k for k, line in enumerate(lines) if line.startswith(f"{letter} "))
    x = render_wolves.GUTTER + render_wolves.CELL * (column - 1)
    header = next(line for line in lines if line.startswith("    1    2"))
    assert header[x:x + 4].strip() == str(column), "the column's number stands above it"
    return lines[row][x:x + 4], lines[row + 1][x:x + 4]


def test_renderer_draws_the_view_alone():
    """It imports nothing of automeeple but the view's classes, for annotations."""
    assert not imported(Path(render_wolves.__file__))


def test_pieces_tokens_and_terrain_are_letters_at_the_named_hex():
    game, s = position(clear=True, pieces={61: [A, P], 100: [(AI1, "lair")],
                                           45: [(AI2, "den"), (PERSON, "alpha")]})
    view = game.view(s, PERSON)
    names = {h.id: h.name for h in view.map.hexes}
    text = drawn(view, color=False)
    assert "The Wolves (solo): your turn 1, Moonlight 0" in text
    assert cell(text, names[61]) == ("g GA", "  GP")  # grass; Grey's Alpha and Pack Wolf
    assert cell(text, names[100])[0] == "r BL"  # rock; Brown's Lair
    assert cell(text, names[45]) == ("r WD", "  GA")
    assert cell(text, names[80])[1].startswith("lw")  # a lone wolf token
    assert cell(text, names[71])[1].startswith("p2")  # two prey tokens
    m = game.rulebook.map(s)
    assert cell(text, names[m.regions[0].water]) == ("~1h~", "~C~~")  # place, crescent token
    assert cell(text, names[m.regions[4].water]) == ("~5h~", "~F~~")
    assert "#" in cell(text, names[m.ids[8, 9]])[0]  # the chasm
    assert "your tiles: home grass; forest, rock, grass, tundra, desert" in text
    assert "G Grey (you) B Brown (AI) W White (AI) | A Alpha P Pack Wolf D Den L Lair" in text
    assert "f forest r rock g grass t tundra d desert" in text
    for h in view.map.hexes:  # colour shows nothing that a letter does not
        top, bottom = cell(text, h.name)
        mark = {"water": "~", "chasm": "#"}.get(h.terrain, h.terrain[0])
        assert mark in top, (h.name, top)
        pieces = [view.seats[x.pack][0] + {"alpha": "A", "pack": "P", "den": "D", "lair": "L"}[
                  x.kind] for x in h.pieces]
        if h.terrain not in ("water", "chasm"):
            drawn_pieces = [x for x in (top[2:], bottom[2:]) if x.strip("_ ")]
            assert pieces == drawn_pieces, (h.name, pieces)


def test_region_boards_are_outlined_and_nothing_else_is():
    game, s = position(clear=True)
    view = game.view(s, None)
    text = drawn(view, width=120).splitlines()
    hexes = {(h.col, h.row): h for h in view.map.hexes}
    first = next(k for k, line in enumerate(text) if line.startswith("A "))

    def board(col, row):
        h = hexes.get((col, row))
        return "outside" if h is None else h.region

    def char(line, x):
        return text[line][x] if x < len(text[line]) else " "

    outlined = 0
    for (col, row), h in hexes.items():
        x = render_wolves.GUTTER + render_wolves.CELL * col + render_wolves.CELL - 1
        top = first + row
        ne = board(col + 1, row - 1) != h.region
        se = board(col + 1, row + 1) != h.region
        assert char(top, x) == ("\\" if ne else " "), (h.name, "north-east edge")
        assert char(top + 1, x) == ("/" if se else " "), (h.name, "south-east edge")
        below = text[top + 1][x - 4:x]
        south = board(col, row + 2) != h.region
        assert ("_" in below) == (south and h.terrain != "water"), (h.name, below)
        outlined += ne + se + south
    assert outlined > 80


def test_every_screen_of_a_game_fits_80_columns_and_is_short():
    game = make_game()
    s = game.new_initial_state(8)
    views = []
    while game.to_move(s) == CHANCE:
        views.append(game.view(s, PERSON))
        game.apply(s, sample_chance(game, s))
    views.append(game.view(s, PERSON))
    count = [0]

    def each(state):
        count[0] += 1
        if count[0] % 25 == 0:
            views.append(game.view(state, PERSON))

    s = playout(game, 8, WolvesBaseline(), each=each)
    views.append(game.view(s, PERSON))
    for view in views:
        text = drawn(view)
        lines = text.splitlines()
        assert max(len(line) for line in lines) <= 80
        assert text == drawn(view, width=200), "nothing wraps at 80 columns"
        assert len(lines) <= MOST_LINES
        small = drawn(view, compact=True)
        assert small == drawn(view, width=200, compact=True), "nothing wraps at 80 columns"
        assert len(small.splitlines()) <= COMPACT_LINES
    assert len(views) > 10


def test_the_compact_map_puts_each_hex_in_its_cell_under_its_letters():
    """At a prompt a line holds two rows of hexes: the odd columns' row, whose letter
    is on the left, and the even columns' row, whose letter is on the right."""
    game = make_game()
    s = game.new_initial_state(8)
    while game.to_move(s) == CHANCE:
        game.apply(s, sample_chance(game, s))
    view = game.view(s, PERSON)
    lines = drawn(view, color=False, compact=True).splitlines()
    for h in view.map.hexes:
        line = lines[2 + h.row // 2]
        letter = h.name.rstrip("0123456789")
        column = int(h.name[len(letter):])
        assert (line[0] if column % 2 else line.rstrip()[-1]) == letter, (h.name, line)
        x = render_wolves.GUTTER - 1 + render_wolves.CELL * h.col
        shown = line[x:x + 4]
        if h.terrain == "water":  # its region's hour and token
            hour = next(r.place for r in view.regions if r.number == h.region)
            assert hour.split()[0] in shown, (h.name, shown)
        else:
            want = "#" if h.terrain == "chasm" else h.terrain[0]
            assert shown[0] == want, (h.name, shown)
        for x in h.pieces[:1]:
            assert shown[1:3] == view.seats[x.pack][0] + render_wolves.KIND[x.kind]


def test_the_board_at_the_end_shows_no_action_left():
    # you end your turn with 2 actions untaken; AI 1 howls the Moonlight board to
    # the full moon: the game is over, and your player board has no action left
    game, s = position(home="rock", clear=True, moon=21, phases_done=2,
                       scored=[True] * 4 + [False] * 2, pieces={61: [(AI1, "alpha")]})
    play(game, s, ["end turn", "tile desert"])
    assert game.is_over(s) and s.actions_left == 2
    view = game.view(s, PERSON)
    assert view.player_board.actions_left == 0
    whole, compact = drawn(view), drawn(view, compact=True)
    assert "0 bonus terrain, 1 bonus action; 0 actions left" in whole
    assert compact.rstrip().endswith("; 0 actions left")
    assert "2 actions" not in whole + compact


def test_the_plus_of_a_crowded_hex_is_explained_at_the_prompt_and_in_the_legend():
    """A cell such as "tGA+" (the map at a prompt) and a "+2" under a piece (the
    full map) were explained nowhere on screen, only in docs/wolves.md."""
    game, s = position(home="rock", clear=True,
                       pieces={61: [A, P, (AI1, "alpha")], 62: [A, P]})
    view = game.view(s, PERSON)
    compact = drawn(view, color=False, compact=True).splitlines()
    key = "fGA+: forest, Grey's Alpha, + more pieces (w lone wolf, p prey)"
    assert compact[-2] == key
    whole = drawn(view, color=False)
    assert "\n+2 under a piece: 2 more pieces on the hex\n" in whole
    assert f"even columns),\na cell: {key}\n" in whole
    assert any("+" in line[4:] for line in compact[2:-2]), "a cell shows the +"
    assert "+2" in whole
