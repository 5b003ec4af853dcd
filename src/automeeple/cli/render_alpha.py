"""The Alpha drawn with Rich: the food track, the regions, the dens and the moves."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from automeeple.games.the_alpha.actions import Place
from automeeple.games.the_alpha.game import AlphaGame
from automeeple.games.the_alpha.state import CHOOSE, HIDDEN, AlphaState

#: Rich colours for the six packs, in the edition's colour order.
STYLES = ("bold red", "bold blue", "bold green", "bold yellow", "bold magenta", "bold white")


def pack(game: AlphaGame, seat: int) -> Text:
    return Text(game.seat_name(seat), style=STYLES[seat % len(STYLES)])


def food_text(food: int) -> str:
    """The Food Tracker goes to 30; past it the marker starts again at 1, on its side."""
    return f"{food}" if food <= 30 else f"{food} (marker on its side at {food - 30})"


def wolves(beta: int, pair: int) -> str:
    parts = []
    if pair:
        parts.append("Pair" if pair == 1 else f"{pair} Pairs")
    if beta:
        parts.append(f"{beta}B")
    return "+".join(parts) or "-"


def render(game: AlphaGame, s: AlphaState, me: int | None) -> Group:
    ed = game.edition
    n = s.seats
    weeks_left = ed.weeks - s.week + 1
    title = f"The Alpha: week {s.week} of {ed.weeks} ({weeks_left} left)"
    if ed.placeholder:
        title += "  [PLACEHOLDER dice and carrion values]"

    track = Table(title="Food Tracker and dens", expand=False)
    for col in ("pack", "food", "den", "injured", "healing", "dead", "stalk left"):
        track.add_column(col, justify="left" if col == "pack" else "right")
    for seat in s.clockwise() if s.alpha >= 0 else range(n):
        name = pack(game, seat)
        if seat == s.alpha:
            name.append("  (Alpha)", style="bold")
        if seat == me:
            name.append("  <- you", style="italic")
        track.add_row(name, food_text(s.food[seat]), wolves(s.den_b[seat], s.den_a[seat]),
                      wolves(s.injured_b[seat], s.injured_a[seat]),
                      wolves(s.healing_b[seat], s.healing_a[seat]),
                      wolves(s.dead_b[seat], s.dead_a[seat]), str(s.in_den(seat)))

    regions = Table(title="Regions (smallest first)")
    regions.add_column("region")
    regions.add_column("die / food")
    for seat in range(n):
        regions.add_column(pack(game, seat), justify="center")
    regions.add_column("dominant")
    for slot, ti in enumerate(s.tiles):
        tile = ed.tiles[ti]
        forest = "Deep Forest" if tile.deep_forest else "Near Forest"
        label = Text(f"{tile.name}\n", style="bold")
        label.append(f"{tile.size}, {forest}", style="dim")
        if tile.size == "scavenge":
            dice = f"{ed.scavenge_food} food per pack"
        elif s.carrion[slot]:
            dice = Text(f"CARRION: {tile.carrion} food", style="bold yellow")
        else:
            dice = " ".join(tile.die)
            if s.faces and s.faces[slot] is not None:
                dice += f"\nrolled: {s.faces[slot]}"
        if s.carrion_next and s.carrion_next[slot]:
            dice = f"{dice}\n(carrion next week)"
        cells = []
        for seat in range(n):
            i = slot * n + seat
            cells.append(wolves(s.on_b[i], s.on_a[i]) if s.on_b else "-")
        dom = s.dominant(slot) if s.on_b and tile.size != "scavenge" else []
        regions.add_row(label, dice, *cells, Text(", ").join(pack(game, p) for p in dom))

    parts = [track, regions]
    c = s.conflict
    if c is not None and s.step == CHOOSE:
        tile = ed.tiles[s.tiles[c.slot]]
        line = Text(f"Conflict on the {tile.name} for {c.stake} food: ")
        for k, (p, ch) in enumerate(zip(c.packs, c.choices, strict=True)):
            if k:
                line.append(", ")
            line.append_text(pack(game, p))
            line.append(" " + ("chosen" if ch == HIDDEN else ch if ch else "choosing"))
        parts.append(line)
    return Group(Panel(Group(*parts), title=title))


def note(game: AlphaGame, s: AlphaState, action) -> str:
    """A hint beside a move in the list: what a Deep Forest placement costs."""
    if isinstance(action, Place):
        tile = game.edition.tile(action.tile)
        if tile.deep_forest:
            return f"Deep Forest: pays {game.edition.deep_forest_cost} food"
        if tile.size == "scavenge":
            return f"{game.edition.scavenge_food} food guaranteed"
        if tile.size == "livestock":
            return "alone; beware the D"
    return ""
