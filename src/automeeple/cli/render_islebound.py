"""Islebound drawn with Rich from a view (``IsleGame.view``), within 80 columns:
the score line, the ring of sea regions clockwise (each with the ships in it and
its towns), the sea ports, the influence track, the building row, the treasure
map, and both players' supplies.

Readable without colour: a town shows its banner as R (red: attack) or B (blue:
diplomacy) and its owner as =Y (yours) or =A (the AI's); its numbers are fee /
diplomacy / attack / spoils. Ships are <Y> and <A>; a track space is N (neutral),
Y, A or a dot (docs/islebound.md, "Reading the screen").
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

PERSON, AI = 0, 1
YOU, IT = "bold green", "bold red"
WIDTH = 80
OWNER = {"You": ("=Y", YOU), "AI": ("=A", IT)}
CUBE = {"You": ("Y", YOU), "AI": ("A", IT), "neutral": ("N", "dim"), None: (".", "dim")}


def town(t: dict[str, Any], compact: bool) -> Text:
    cell = Text(t["name"], style="bold")
    cell.append(" R" if t["banner"] == "red" else " B", style="red" if t["banner"] == "red"
                else "blue")
    if t["owner"] is not None:
        mark, style = OWNER[t["owner"]]
        cell.append(mark, style=style)
    cell.append(f" {t['fee']}/{t['diplomacy']}/{t['attack']}/{t['spoils']}")
    if not compact:
        cell.append(f" {t['action']}", style="dim")
    return cell


def region_line(r: dict[str, Any], compact: bool) -> list[Text]:
    head = Text(f"{r['name']:<3}", style="bold")
    head.append("<Y>" if r["your_ship"] else "   ", style=YOU)
    head.append("<A>" if r["ai_ship"] else "   ", style=IT)
    lines = [head]
    for n, t in enumerate(r["towns"]):
        cell = town(t, compact)
        line = lines[-1]
        if n and len(line) + 3 + len(cell) > WIDTH:
            line = Text(" " * 9)
            lines.append(line)
        line.append(" | " if n and len(line) > 9 else " ")
        line.append_text(cell)
    return lines


def supply(p: dict[str, Any], style: str) -> list[Text]:
    """A player's supply on one line, what they own on the next."""
    line = Text(f"{p['name']:<4}", style=style)
    if p["coins"] is None:
        line.append(" your coins and goods are on the table", style="dim")
    else:
        line.append(f" {p['coins']} coins  fish {p['fish']}  wood {p['wood']}  books "
                    f"{p['books']}  pirates {p['pirates']}  renown {p['renown']}")
    owned = Text(f"     {len(p['buildings'])} buildings, {len(p['towns'])} towns, "
                 f"{len(p['tokens'])} renown tokens, {p['cubes']} cubes on the track",
                 style="dim")
    return [line, owned]


def render(view: dict[str, Any], compact: bool = False) -> RenderableType:
    you, it = view["scores"]
    title = Text(f"Islebound  round {view['round']}", style="bold")
    if view["final"]:
        title.append("  (final turns)" if view["final"] == 2 else "  (end triggered)",
                     style="bold yellow")
    title.append(f"  You {'?' if you is None else you}", style=YOU)
    title.append(f"  AI {it} renown", style=IT)
    title.append(f"  end at {view['end_buildings']} buildings")
    lines: list[Text] = [title]
    if view["placeholder"] and not compact:
        lines.append(Text("PLACEHOLDER edition: towns, buildings, tokens and brags are "
                          "invented", style="bold yellow"))
        lines.append(Text("towns: R red/attack, B blue/diplomacy, =Y yours, =A AI's; "
                          "fee/dipl/att/spoils", style="dim"))
    for r in view["regions"]:
        lines += region_line(r, compact)
    ports = Text("ports:", style="dim")
    for p in view["ports"]:
        ports.append(f" {p['name']} ({'-'.join(p['touches'])})")
        if p["your_ship"]:
            ports.append("<Y>", style=YOU)
    lines.append(ports)
    track = Text("influence: ")
    for cube in view["track"]:
        mark, style = CUBE[cube]
        track.append(mark, style=style)
    track.append(f"   treasure map {view['treasure']} coins   deck {view['deck']}   "
                 f"tokens {sum(view['tokens_left'].values())}   brags "
                 f"{len(view['brags_left'])}")
    lines.append(track)
    row = Text("row:")
    for slot in view["row"]:
        card = slot["card"]
        cell = Text(f" {slot['slot']}:")
        if slot["books"]:
            cell.append(f"[{slot['books']}b]", style="cyan")
        cell.append("-" if card is None else f"{card['name']} {card['cost']}")
        if len(row) + len(cell) > WIDTH:
            lines.append(row)
            row = Text("    ")
        row.append_text(cell)
    lines.append(row)
    you_p, ai_p = view["players"]
    lines += supply(you_p, YOU)
    if you_p["crew"] is not None:
        crew = ", ".join(c["skill"] + ("" if c["ready"] else " (below deck)")
                         for c in you_p["crew"])
        lines.append(Text(f"     crew {crew}; speed {you_p['speed']}", style="dim"))
    lines += supply(ai_p, IT)
    return Group(*lines)
