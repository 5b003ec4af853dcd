"""The Wolves drawn with Rich from a view (``WolvesGame.view``): the hex map with
each hex's number, terrain and pieces, the Moonlight board, the regions and your
player board. It reads nothing but the view."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

WATER, CHASM = "water", "chasm"
TERRAIN = {"forest": "green", "rock": "grey62", "grass": "bright_green", "tundra": "cyan",
           "desert": "yellow", WATER: "blue", CHASM: "grey30"}
PACK = ("bold magenta", "bold red", "bold white")
LETTER = {"alpha": "A", "pack": "p", "den": "d", "lair": "L"}
CELL = 6


def hex_map(hexes: list[dict[str, Any]]) -> list[Text]:
    """Rows of the map as in the notes' picture (§3.5): rows doubled (2y - x),
    columns by x, so neighbours are one column apart."""
    rows: dict[int, list[dict[str, Any]]] = {}
    for h in hexes:
        rows.setdefault(2 * h["y"] - h["x"], []).append(h)
    left = min(h["x"] for h in hexes)
    lines = []
    for r in sorted(rows):
        line = Text()
        for h in sorted(rows[r], key=lambda h: h["x"]):
            line.append(" " * (CELL * (h["x"] - left) - len(line)))
            terrain = h["terrain"]
            if terrain in (WATER, CHASM):
                line.append("~~~" if terrain == WATER else "###", style=TERRAIN[terrain])
                continue
            line.append(f"{h['id']:>3}", style=TERRAIN.get(terrain, ""))
            if h["lone"]:
                line.append("w", style="bold")
            elif h["prey"]:
                line.append(f"P{h['prey']}", style="bold yellow")
            for pack, kind in h["pieces"]:
                line.append(LETTER[kind], style=PACK[pack])
        lines.append(line)
    return lines


def legend(view: dict[str, Any]) -> Text:
    text = Text("hex number in its terrain's colour: ")
    for name in view["terrains"]:
        text.append(f"{name} ", style=TERRAIN.get(name, ""))
    text.append("| w lone wolf, P prey | A Alpha, p Pack Wolf, d Den, L Lair: ")
    for p, colour in enumerate(view["seats"]):
        text.append(f"{colour}{' (you)' if p == view['person'] else ''} ", style=PACK[p])
    return text


def regions_table(view: dict[str, Any]) -> Table:
    table = Table(title="Regions")
    for col in ("region", "token", "prey", *view["seats"]):
        table.add_column(col)
    for r in view["regions"]:
        status = "scored" if r["scored"] else r["token"] or "-"
        prey = f"{r['prey']} x{r['prey_left']}" if r["prey"] else "-"
        cells = [f"{c} ({a}A)" if c else "-" for c, a in r["control"]]
        table.add_row(str(r["number"]), status, prey, *cells)
    return table


def player_board(view: dict[str, Any]) -> Table:
    board = view["player_board"]
    you = Table.grid(padding=(0, 2))
    you.add_row("your tiles:", f"home {board['home']}; " + ", ".join(board["tiles"]))
    you.add_row("bonus tokens:", f"{board['bonus_terrain']} terrain, "
                                 f"{board['bonus_action']} action")
    you.add_row("attributes:", ", ".join(f"{a.replace('_', ' ')} {v}"
                                         for a, v in board["attributes"].items()))
    you.add_row("VP now:", ", ".join(f"{c} {score}"
                                     for c, score in zip(view["seats"], view["scores"],
                                                         strict=True)))
    you.add_row("actions left:", str(board["actions_left"]))
    return you


def render(view: dict[str, Any]) -> RenderableType:
    if view["map"] is None:
        return Group(Text("The map is being laid out."))
    moon = view["moonlight"]
    title = (f"The Wolves (solo): your turn {view['turn']}, Moonlight {moon['count']} "
             f"(scores at {', '.join(f'{p} {n}' for p, n in moon['thresholds'].items())})")
    return Group(Panel(Group(*hex_map(view["map"]["hexes"]), legend(view), regions_table(view),
                             player_board(view)), title=title))
