"""The Alpha drawn with Rich from a view (``AlphaGame.view``): the food track, the
dens, the regions and a conflict in progress. It reads nothing but the view."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

#: Rich colours for the six packs, in the edition's colour order.
STYLES = ("bold red", "bold blue", "bold green", "bold yellow", "bold magenta", "bold white")


def pack(view: dict[str, Any], seat: int) -> Text:
    return Text(view["seats"][seat], style=STYLES[seat % len(STYLES)])


def food_text(food: int) -> str:
    """The Food Tracker goes to 30; past it the marker starts again at 1, on its side."""
    return f"{food}" if food <= 30 else f"{food} (marker on its side at {food - 30})"


def wolves(count: dict[str, int]) -> str:
    parts = []
    pair, beta = count["pair"], count["beta"]
    if pair:
        parts.append("Pair" if pair == 1 else f"{pair} Pairs")
    if beta:
        parts.append(f"{beta}B")
    return "+".join(parts) or "-"


def render(view: dict[str, Any]) -> RenderableType:
    title = (f"The Alpha: week {view['week']} of {view['weeks']} "
             f"({view['weeks_left']} left)")
    if view["placeholder"]:
        title += "  [PLACEHOLDER dice and carrion values]"
    parts: list[RenderableType] = [dens(view), regions(view)]
    if view["conflict"] is not None:
        parts.append(conflict(view))
    if view["question"]:
        parts.append(Text(view["question"], style="italic"))
    return Group(Panel(Group(*parts), title=title))


def dens(view: dict[str, Any]) -> Table:
    track = Table(title="Food Tracker and dens", expand=False)
    for col in ("pack", "food", "den", "injured", "healing", "dead", "stalk left"):
        track.add_column(col, justify="left" if col == "pack" else "right")
    for seat in view["order"]:
        p = view["packs"][seat]
        name = pack(view, seat)
        if seat == view["alpha"]:
            name.append("  (Alpha)", style="bold")
        if seat == view["seat"]:
            name.append("  <- you", style="italic")
        den = p["den"]
        track.add_row(name, food_text(p["food"]), wolves(den), wolves(p["injured"]),
                      wolves(p["healing"]), wolves(p["dead"]), str(den["beta"] + den["pair"]))
    return track


def regions(view: dict[str, Any]) -> Table:
    table = Table(title="Regions (smallest first)")
    table.add_column("region")
    table.add_column("die / food")
    for seat in range(len(view["seats"])):
        table.add_column(pack(view, seat), justify="center")
    table.add_column("dominant")
    for r in view["regions"]:
        forest = "Deep Forest" if r["deep_forest"] else "Near Forest"
        label = Text(f"{r['name']}\n", style="bold")
        label.append(f"{r['size']}, {forest}", style="dim")
        dice: str | Text
        if r["scavenge_food"] is not None:
            dice = f"{r['scavenge_food']} food per pack"
        elif r["carrion"]:
            dice = Text(f"CARRION: {r['carrion_food']} food", style="bold yellow")
        else:
            dice = " ".join(r["die"])
            if r["rolled"] is not None:
                dice += f"\nrolled: {r['rolled']}"
        if r["carrion_next"]:
            dice = f"{dice}\n(carrion next week)"
        cells = [wolves(w) for w in r["wolves"]]
        dominant = Text(", ").join(pack(view, p) for p in r["dominant"])
        table.add_row(label, dice, *cells, dominant)
    return table


def conflict(view: dict[str, Any]) -> Text:
    """The packs in conflict and their Conflict Tokens: "chosen" while face down,
    the side once shown (to its own pack, or to all after the reveal)."""
    c = view["conflict"]
    line = Text(f"Conflict on the {c['name']} for {c['stake']} food: ")
    for k, (p, token) in enumerate(zip(c["packs"], c["tokens"], strict=True)):
        if k:
            line.append(", ")
        line.append_text(pack(view, p))
        if token is None:
            line.append(" choosing")
        elif token == "hidden":
            line.append(" chosen")
        elif c["revealed"]:
            line.append(f" {token.upper()}")
        else:
            line.append(f" {token} (secret)")
    return line
