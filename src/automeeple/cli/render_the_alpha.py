"""The Alpha drawn with Rich from a view (``AlphaView``), for an 80x24 terminal:
one table with a line per region tile (smallest first, the order of Resolve) and a
column per pack, then the Food Tracker, the dens and the wounded as rows of the
same columns; under it a conflict in progress (and, but at a prompt, the legend). Packs are named by
their initials (colour only repeats them, so it reads the same with ``NO_COLOR``).
It reads nothing but the view, and shows every name from an edition file as text,
never as markup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from automeeple.engine.view import initials

if TYPE_CHECKING:
    from automeeple.games.the_alpha.view import AlphaView, Conflict, Region

#: Rich colours for the six packs, in the edition's colour order.
STYLES = ("bold red", "bold blue", "bold green", "bold yellow", "bold magenta", "bold white")
#: The Food Tracker's last space: past it a marker starts again at 1, on its side.
TRACK = 30


def render(view: AlphaView, compact: bool = False) -> RenderableType:
    names = view.seats
    short = initials(names)
    parts: list[RenderableType] = [title(view), board(view, short)]
    if not compact:
        parts.append(legend(view))
    over_30 = [f"{names[p.seat]} at {p.side}" for p in view.packs if p.side]
    if over_30:
        parts.append(Text(f"Past {TRACK} food the marker lies on its side: "
                          + ", ".join(over_30) + "."))
    if view.conflict is not None:
        parts.append(conflict(view, view.conflict))
    return Group(*parts)


def title(view: AlphaView) -> Text:
    """The week, the Alpha Token's holder, the viewer's pack, and whether the dice
    and carrion values are the shipped placeholder's."""
    line = Text("The Alpha", style="bold")
    line.append(f" · week {view.week} of {view.weeks} ({view.weeks_left} left)")
    alpha, seat = view.alpha, view.seat
    if alpha is not None:
        line.append(" · Alpha: ")
        line.append_text(pack(alpha, view.seats[alpha]))
    if seat is not None:
        line.append(" (you)" if seat == alpha else " · you: ")
        if seat != alpha:
            line.append_text(pack(seat, view.seats[seat]))
    if view.over:
        line.append(" · game over", style="bold")
    if view.placeholder:
        line.append(" · PLACEHOLDER", style="bold")
    return line


def pack(seat: int, text: str) -> Text:
    return Text(text, style=STYLES[seat % len(STYLES)])


def board(view: AlphaView, short: list[str]) -> Table:
    """The regions, then the packs' food, dens and wounded wolves, in one grid."""
    table = Table(box=box.HORIZONTALS, show_edge=False, pad_edge=False, padding=0)
    table.add_column("Region", no_wrap=True, overflow="ellipsis", max_width=20)
    table.add_column("Die", no_wrap=True, overflow="ellipsis")
    table.add_column("Roll", justify="right", no_wrap=True)
    for seat, name in enumerate(short):
        mark = "*" if seat == view.alpha else ""
        table.add_column(pack(seat, name + mark), justify="center", no_wrap=True,
                         min_width=3)
    table.add_column("Dominant", no_wrap=True, overflow="ellipsis")
    regions = view.regions
    for r in regions:
        name = Text(r.name, style="bold")
        if r.deep_forest:
            name.append(" (Deep)", style="dim")
        table.add_row(name, die(r), Text(r.rolled or ""), *(str(w) for w in r.wolves),
                      dominant(r, short), end_section=r is regions[-1])
    packs = view.packs
    table.add_row(Text("Food", style="bold"), "", "", *(str(p.food) for p in packs), "")
    table.add_row(Text("Den", style="bold"), "", "", *(str(p.den) for p in packs), "")
    for where, counts in (("Injured", [p.injured for p in packs]),
                          ("Healing", [p.healing for p in packs]),
                          ("Dead", [p.dead for p in packs])):
        if any(w.beta or w.pair for w in counts):
            table.add_row(Text(where, style="bold"), "", "", *map(str, counts), "")
    return table


def die(r: Region) -> Text:
    """What the tile offers: its die's faces, or its carrion side (turned over as
    soon as a C is rolled, for next week), or the Scavenge food."""
    if r.scavenge_food is not None:
        return Text(f"{r.scavenge_food} food each")
    if r.carrion:
        return Text(f"CARRION {r.carrion_food} food", style="bold yellow")
    if r.carrion_next:
        return Text(f"carrion {r.carrion_food} next week", style="yellow")
    return Text(" ".join(r.die))


def dominant(r: Region, short: list[str]) -> Text:
    if r.scavenge_food is not None:
        return Text("-")
    return Text(" ").join(pack(p, short[p]) for p in r.dominant)


def legend(view: AlphaView) -> Text:
    """The board's signs; a Deep Forest tile costs food for each wolf placed there."""
    return Text("A: Alpha Pair  2: two Betas  .: none  *: the Alpha  (Deep): "
                f"{view.deep_forest_cost} food a wolf", style="dim")


def conflict(view: AlphaView, c: Conflict) -> Text:
    """The packs in conflict and their Conflict Tokens: "chosen" while face down,
    the side once shown (to its own pack, or to all after the reveal)."""
    line = Text(f"Conflict on the {c.name} for {c.stake} food: ")
    for k, (p, token) in enumerate(zip(c.packs, c.tokens, strict=True)):
        if k:
            line.append(", ")
        line.append_text(pack(p, view.seats[p]))
        if token is None:
            line.append(" choosing")
        elif token == "hidden":
            line.append(" chosen")
        elif c.revealed:
            line.append(f" {token.upper()}")
        else:
            line.append(f" {token} (secret)")
    return line
