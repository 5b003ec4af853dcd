"""BLITZKRIEG! drawn with Rich from a view (``BlitzGame.view``): the war VP, each
theatre's battle track and open campaign, your reserve (or its size, behind the
screen) and the bot's face-up row."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

PERSON, BOT = 0, 1
YOU, IT = "bold green", "bold red"


def track(theatre: dict[str, Any], names: list[str]) -> Text:
    """The battle track, your end on the left: the marker is the diamond."""
    m, length = theatre["marker"], theatre["track"]
    line = Text(f"{names[PERSON]} ", style=YOU)
    for step in range(-length, length + 1):
        if step == m:
            line.append("◆", style=YOU if m < 0 else IT if m > 0 else "bold")
        else:
            line.append("|" if step == 0 else "·", style="dim")
    line.append(f" {names[BOT]}", style=IT)
    return line


def campaign(theatre: dict[str, Any]) -> Text:
    """The open campaign, space by space: terrain, effect and the unit on it."""
    number = theatre["active"]
    camp = theatre["campaigns"][number - 1]
    cells = Text(f"campaign {number} of {len(theatre['campaigns'])}, {camp['vp']} VP\n",
                 style="dim")
    for sp in camp["spaces"]:
        cells.append(f"{sp['position']} {sp['text']}")
        unit = sp["unit"]
        if unit is None:
            cells.append("  empty\n", style="dim")
        else:
            cells.append(f"  {unit['kind']}\n", style=YOU if unit["seat"] == PERSON else IT)
    return cells


def render(view: dict[str, Any]) -> RenderableType:
    names = view["seats"]
    you, it = view["scores"]
    title = (f"BLITZKRIEG!  VP: you {you}, bot {it} (target {view['win_vp']})"
             f"  difficulty {view['difficulty']}{', Nippon' if view['nippon'] else ''}")
    if view["placeholder"]:
        title += "  [PLACEHOLDER board and tokens]"
    board = Table(show_lines=True)
    board.add_column("theatre")
    board.add_column("battle track")
    board.add_column("open campaign (space: terrain, effect, unit)")
    for theatre in view["theatres"]:
        name = Text(theatre["name"], style="bold")
        cells = (Text("closed", style="dim") if theatre["closed"] else campaign(theatre))
        board.add_row(name, track(theatre, names), cells)
    hands = Table.grid(padding=(0, 2))
    reserve = view["reserve"]
    if reserve == "hidden":
        reserve = f"{view['reserve_size']} units behind the screen"
    else:
        reserve = ", ".join(reserve) or "-"
    hands.add_row(Text("your reserve:", style=YOU), reserve)
    hands.add_row(Text("bot's row:", style=IT),
                  "  ".join(f"{k + 1}:{u}" for k, u in enumerate(view["row"])) or "-")
    strat = view["stratagem"] or "-"
    if view["stratagem"] == "Steamroll":
        strat += f" (repeats {view['previous'] or 'nothing'})"
    hands.add_row(Text("bot's stratagem:", style=IT), strat)
    return Group(Panel(Group(board, hands), title=title))
