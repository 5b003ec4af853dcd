"""BLITZKRIEG! drawn with Rich from a view (``BlitzGame.view``), within 80 columns:
the war VP, then each theatre on one line (its battle track, with the bonus icons,
and its open campaign) and the open campaign's spaces below it, then your reserve
(or its size, behind the screen) and the bot's face-up row.

Readable without colour: every unit on the board carries its coalition's first two
letters ("Al army 2"), the marker is a diamond, the bonus icons their VP digit. A
space is numbered as the actions name it: "2.3" is the 2nd campaign from the top,
the 3rd space from the left (docs/blitzkrieg.md, "Reading the screen").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

if TYPE_CHECKING:
    from automeeple.games.blitzkrieg.view import BlitzView, Space, Theatre

PERSON, BOT = 0, 1
YOU, IT = "bold green", "bold red"
WIDTH = 80
#: Terrain and effect icons, short (the rulebook's names are in the docs).
TERRAIN = {"land": "land", "sea": "sea", "coast": "l/s"}
EFFECT = {"none": "", "industry": "Ind", "improved-industry": "Ind2", "research": "Res",
          "improved-research": "Res2", "research-industry": "ResInd", "strategic": "Strat+",
          "tactical": "Tact+", "propaganda": "Prop", "bombing": "Bomb"}
NUMBERED = ("strategic", "tactical", "propaganda")


def short(name: str) -> str:
    """A coalition in two letters: Al(lies), Ax(is), Ja(pan)."""
    return name[:2]


def track(theatre: Theatre, names: list[str]) -> Text:
    """The battle track, your end on the left: the marker is the diamond, the bonus
    icons show their VP, the centre is a bar."""
    m, length = theatre.marker, theatre.track
    icons = {int(steps): str(vp) for steps, vp in theatre.bonus.items()}
    line = Text(f"{short(names[PERSON])} ", style=YOU)
    for step in range(-length, length + 1):
        if step == m:
            line.append("◆", style=YOU if m < 0 else IT if m > 0 else "bold")
        elif step == 0:
            line.append("|", style="dim")
        else:
            line.append(icons.get(abs(step), "·"), style="dim")
    line.append(f" {short(names[BOT])}", style=IT)
    return line


def space(sp: Space, names: list[str]) -> Text:
    """One space: its number, terrain, effect and what stands on it."""
    effect = EFFECT[sp.effect] + (str(sp.amount) if sp.effect in NUMBERED else "")
    cell = Text(f"{sp.position} {TERRAIN[sp.terrain]}")
    if effect:
        cell.append(f" {effect}")
    unit = sp.unit
    if unit is None:
        cell.append(" [ ]", style="dim")
    else:
        who = unit.seat
        cell.append(f" [{short(names[who])} {unit.kind}]", style=YOU if who == PERSON else IT)
    return cell


def packed(cells: list[Text], indent: int = 2, gap: int = 3) -> list[Text]:
    """Cells side by side, on as few lines of :data:`WIDTH` as they fit."""
    lines: list[Text] = []
    line = None
    for cell in cells:
        if line is not None and len(line) + gap + len(cell) <= WIDTH:
            line.append(" " * gap)
            line.append_text(cell)
        else:
            line = Text(" " * indent)
            line.append_text(cell)
            lines.append(line)
    return lines


def theatre_lines(theatre: Theatre, names: list[str], width: int) -> list[Text]:
    head = Text(theatre.name.ljust(width), style="bold")
    head.append(" ")
    head.append_text(track(theatre, names))
    if theatre.active is None:  # closed
        head.append("  closed", style="dim")
        return [head]
    camp = theatre.campaigns[theatre.active - 1]
    head.append(f"  campaign {camp.number}/{len(theatre.campaigns)}, {camp.vp} VP",
                style="dim")
    return [head, *packed([space(sp, names) for sp in camp.spaces])]


def render(view: BlitzView, compact: bool = False) -> RenderableType:
    names = view.seats
    you, it = view.scores
    title = Text("BLITZKRIEG!", style="bold")
    title.append(f"  {names[PERSON]} (you) {you} VP", style=YOU)
    title.append(f"  {names[BOT]} (bot) {it} VP", style=IT)
    # No difficulty: Nippon's set-up took the place of its rolls (nippon_difficulty=false).
    level = f"  {view.difficulty}" if view.difficulty else ""
    title.append(f"  target {view.win_vp}{level}{'  Nippon' if view.nippon else ''}")
    lines: list[Text] = [title]
    if view.placeholder and not compact:  # said at the start; a prompt leaves it out
        lines.append(Text("PLACEHOLDER edition: the board and the tokens are invented",
                          style="bold yellow"))
    # Only while the game is under way: once it is over no turn is coming (the
    # result says how it ended, solo §6).
    if view.final_turn and not view.over:
        lines.append(Text("The bot has reached the target: your last turn.", style="bold"))
    width = max(len(th.name) for th in view.theatres)
    for theatre in view.theatres:
        lines.extend(theatre_lines(theatre, names, width))
    if view.over:
        lines.extend(sources(view, names))
        return Group(*lines)
    hand = Text("your reserve: ", style=YOU)
    hand.append(f"{view.reserve_size} units behind the screen" if view.reserve is None
                else ", ".join(view.reserve) or "-")
    row = Text("bot's row: ", style=IT)
    # At a prompt the row's units are closer, to keep it on one line.
    row.append((" " if compact else "  ").join(f"{k + 1}:{u}" for k, u in enumerate(view.row))
               or "-")
    strat = view.stratagem or "-"
    if view.stratagem == "Steamroll":
        strat += f" (repeats {view.previous or 'nothing'})"
    line = Text("bot's stratagem: ", style=IT)
    line.append(strat)
    if compact and len(hand) + len(line) + 3 <= WIDTH:
        lines.extend([Text(" · ").join([hand, line]), row])
    else:
        lines.extend([hand, row, line])
    return Group(*lines)


def sources(view: BlitzView, names: list[str]) -> list[Text]:
    """At the end: where each side's VP came from."""
    cells = [Text(f"{row.source} {row.vp[PERSON]}/{row.vp[BOT]}")
             for row in view.vp_by_source]
    head = Text(f"VP by source ({short(names[PERSON])}/{short(names[BOT])}):", style="bold")
    return [head, *packed(cells)]
