"""BLITZKRIEG! drawn with Rich: the war VP, each theatre's battle track and open
campaign, your reserve and the bot's face-up row."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from automeeple.games.blitzkrieg.actions import Place
from automeeple.games.blitzkrieg.game import BlitzGame
from automeeple.games.blitzkrieg.state import BOT, PERSON, BlitzState

YOU, IT = "bold green", "bold red"


def track(s: BlitzState, t: int, length: int, names: tuple[str, str]) -> Text:
    """The battle track, your end on the left: the marker is the diamond."""
    m = s.markers[t]
    line = Text(f"{names[PERSON]} ", style=YOU)
    for step in range(-length, length + 1):
        if step == m:
            line.append("◆", style=YOU if m < 0 else IT if m > 0 else "bold")
        else:
            line.append("|" if step == 0 else "·", style="dim")
    line.append(f" {names[BOT]}", style=IT)
    return line


def render(game: BlitzGame, s: BlitzState, me: int | None) -> Group:
    t, ed = game.table, game.edition
    title = (f"BLITZKRIEG!  VP: you {s.vp[PERSON]}, bot {s.vp[BOT]} (target {ed.win_vp})"
             f"  difficulty {t.difficulty}{', Nippon' if t.nippon else ''}")
    if ed.placeholder:
        title += "  [PLACEHOLDER board and tokens]"
    board = Table(show_lines=True)
    board.add_column("theatre")
    board.add_column("battle track")
    board.add_column("open campaign (space: terrain, effect, unit)")
    for th, theatre in enumerate(t.theatres):
        name = Text(theatre.name, style="bold")
        if s.closed[th]:
            board.add_row(name, track(s, th, theatre.track, t.names), Text("closed", style="dim"))
            continue
        c = s.active[th]
        camp = theatre.campaigns[c]
        cells = Text(f"campaign {c + 1} of {len(theatre.campaigns)}, {camp.vp} VP\n", style="dim")
        for i in t.spaces[th][c]:
            unit = s.board[i]
            cells.append(f"{t.label(i).split()[-1]} {t.space[i]}")
            if unit is None:
                cells.append("  empty\n", style="dim")
            else:
                cells.append(f"  {unit[1]}\n", style=YOU if unit[0] == PERSON else IT)
        board.add_row(name, track(s, th, theatre.track, t.names), cells)
    hands = Table.grid(padding=(0, 2))
    hands.add_row(Text("your reserve:", style=YOU), ", ".join(s.reserve) or "-")
    hands.add_row(Text("bot's row:", style=IT),
                  "  ".join(f"{k + 1}:{u}" for k, u in enumerate(s.row)) or "-")
    strat = s.stratagem or "-"
    if s.stratagem == "Steamroll":
        strat += f" (repeats {s.previous or 'nothing'})"
    hands.add_row(Text("bot's stratagem:", style=IT), strat)
    return Group(Panel(Group(board, hands), title=title))


def note(game: BlitzGame, s: BlitzState, action) -> str:
    """Beside a move: the space's effect and the marker's move."""
    if isinstance(action, Place):
        from automeeple.games.blitzkrieg.rules import strength

        th = game.table.where[action.space][0]
        sp = game.table.space[action.space]
        steps = strength(game.table, s, PERSON, action.kind, th)
        effect = "" if sp.effect == "none" else f"{sp.effect}, "
        return f"{effect}moves {steps}"
    return ""
