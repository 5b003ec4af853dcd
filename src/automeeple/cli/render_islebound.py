"""Islebound drawn with Rich from a view (``IsleView``), within 80 columns:
the score line, the ring of sea regions clockwise (each with the ships in it and
its towns; two regions a line at a prompt), the sea ports, the influence track, the
building row, the treasure map, and both players' supplies.

Readable without colour: a town shows its banner as R (red: attack) or B (blue:
diplomacy) and its owner as =Y (yours) or =A (the AI's); its numbers are fee /
diplomacy / attack / spoils. Ships are <Y> and <A>; a track space is N (neutral),
Y, A or a dot (docs/islebound.md, "Reading the screen").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

from automeeple.engine.core import counted

if TYPE_CHECKING:
    from automeeple.games.islebound.view import IsleView, Region, Supply, Town

AI = 1
YOU, IT = "bold green", "bold red"
WIDTH = 80
OWNER = {"You": ("=Y", YOU), "AI": ("=A", IT)}
CUBE = {"You": ("Y", YOU), "AI": ("A", IT), "neutral": ("N", "dim"), None: (".", "dim")}


def town(t: Town, compact: bool) -> Text:
    """A town: name, banner, owner; its numbers and action unless ``compact``."""
    cell = Text(t.name, style="bold")
    cell.append(" R" if t.banner == "red" else " B", style="red" if t.banner == "red"
                else "blue")
    if t.owner is not None:
        mark, style = OWNER[t.owner]
        cell.append(mark, style=style)
    if not compact:
        cell.append(f" {t.fee}/{t.diplomacy}/{t.attack}/{t.spoils}")
        cell.append(f" {t.action}", style="dim")
    return cell


def region_cell(r: Region, pad: int, compact: bool) -> Text:
    """A region (its name padded to ``pad``), the ships in it and its towns."""
    cell = Text(f"{r.name:<{pad}}", style="bold")
    cell.append("<Y>" if r.your_ship else "   ", style=YOU)
    cell.append("<A>" if r.ai_ship else "   ", style=IT)
    for n, t in enumerate(r.towns):
        cell.append(" | " if n else " ")
        cell.append_text(town(t, compact))
    return cell


def regions(view: IsleView, compact: bool) -> list[Text]:
    """The ring of regions clockwise, one a line (``compact``: two a line, without the
    towns' numbers, while they fit); a line too long wraps under the name."""
    pad = max(len(r.name) for r in view.regions) + 1
    cells = [region_cell(r, pad, compact) for r in view.regions]
    column = max(map(len, cells))
    if compact and 2 * column + 3 <= WIDTH:
        for cell in cells[::2]:
            cell.pad_right(column - len(cell))
        pairs = [left + Text(" | ") + right
                 for left, right in zip(cells[::2], cells[1::2], strict=False)]
        return pairs + cells[len(pairs) * 2:]
    return [line for cell in cells for line in wrapped(cell, pad + 6)]


def wrapped(line: Text, indent: int) -> list[Text]:
    """``line`` cut into lines of :data:`WIDTH` at spaces, the rest indented."""
    out = []
    while len(line) > WIDTH:
        cut = line.plain.rfind(" ", indent + 1, WIDTH + 1)
        if cut <= indent:
            break
        head, rest = line.divide([cut, cut + 1])[0::2]
        out.append(head)
        line = Text(" " * indent) + rest
    return [*out, line]


def supply(p: Supply, style: str) -> list[Text]:
    """A player's supply on one line, what they own on the next."""
    line = Text(f"{p.name:<4}", style=style)
    if p.coins is None:
        line.append(" your coins and goods are on the table", style="dim")
    else:
        line.append(f" {counted(p.coins, 'coin')}  fish {p.fish}  wood {p.wood}  books "
                    f"{p.books}  pirates {p.pirates}  renown {p.renown}")
    owned = Text(f"     {counted(len(p.buildings), 'building')}, "
                 f"{counted(len(p.towns), 'town')}, "
                 f"{counted(len(p.tokens), 'renown token')}, "
                 f"{counted(p.cubes, 'cube')} on the track", style="dim")
    return [line, owned]


def render(view: IsleView, compact: bool = False) -> RenderableType:
    you, it = view.scores
    title = Text(f"Islebound  round {view.round}", style="bold")
    if view.final:
        title.append("  (final turns)" if view.final == 2 else "  (end triggered)",
                     style="bold yellow")
    title.append(f"  the game ends at {counted(view.end_buildings, 'building')}")
    # The renown as the final scoring would count it now (notes §13.3): the AI's coins
    # and tokens in round 1 read as its score, so the line says what it is.
    scores = Text("renown if the game ended now:")
    scores.append(f"  You {'?' if you is None else you}", style=YOU)
    scores.append(f"  AI {it}", style=IT)
    lines: list[Text] = [title, scores]
    if view.placeholder and not compact:
        lines.append(Text("PLACEHOLDER edition: regions, towns, buildings, tokens and "
                          "brags are invented", style="bold yellow"))
    lines += regions(view, compact)
    ports = Text("ports:", style="dim")
    for p in view.ports:
        ports.append(f" {p.name}")
        if not compact:
            ports.append(f" ({', '.join(p.touches)})")
        if p.your_ship:
            ports.append("<Y>", style=YOU)
    lines += wrapped(ports, 6)
    track = Text("influence: ")
    for cube in view.track:
        mark, style = CUBE[cube]
        track.append(mark, style=style)
    track.append(f"   treasure map {counted(view.treasure, 'coin')}   deck {view.deck}   "
                 f"tokens {sum(view.tokens_left.values())}   brags "
                 f"{len(view.brags_left)}")
    lines.append(track)
    if not compact and view.brags_left:  # what each brag card left calls for (notes §10)
        lines += wrapped(Text("brags left: " + "; ".join(f"{b.name} ({b.terms})"
                                                         for b in view.brags_left),
                              style="dim"), 6)
    row = Text("row:")
    for slot in view.row:
        card = slot.card
        cell = Text(f" {slot.slot}:")
        if slot.books:
            cell.append(f"[{slot.books}b]", style="cyan")
        cell.append("-" if card is None else f"{card.name} {card.cost}")
        if len(row) + len(cell) > WIDTH:
            lines.append(row)
            row = Text("    ")
        row.append_text(cell)
    lines.append(row)
    you_p, ai_p = view.players
    lines += supply(you_p, YOU)
    if you_p.crew is not None:
        crew = ", ".join(c.skill + ("" if c.ready else " (below deck)") for c in you_p.crew)
        lines.append(Text(f"     crew {crew}; speed {you_p.speed}", style="dim"))
    lines += supply(ai_p, IT)
    if view.result is not None:
        lines.append(Text(view.result.summary, style="bold"))
    lines += legend(compact)
    return Group(*lines)


def legend(compact: bool) -> list[Text]:
    """What the board's marks mean, named as the components are (a line at a
    prompt, three under the whole board)."""
    if compact:
        return [Text(SHORT_LEGEND, style="dim")]
    return [Text(line, style="dim") for line in LEGEND]


#: The legend under the board, and at a prompt (docs/islebound.md, "Reading the
#: screen").
LEGEND = ("<Y> your ship  <A> the AI's ship  R red banner (attack), B blue (diplomacy)",
          "=Y your town  =A the AI's town  a town's fee/diplomacy/attack/spoils, action",
          "influence track: N neutral cube, Y yours, A the AI's, . empty; [3b] 3-book token")
SHORT_LEGEND = "<Y> <A> ships  R/B red/blue banner  =Y =A your/the AI's town  N neutral cube"
