"""Dragon Canyon drawn with Rich from a view (``DragonView``), laid out at the
console's width (80 columns at least): the 4x4 map with its column and row numbers
(tiles are named "column,row", as the moves name them), each tile's name and
yield, the card on it and the dragon; then each player's stash, caravan, hand and
buildings; the AI's decks and its current action card; the building stacks.

Nothing is cut: a name too long for its map cell goes on to the cell's next line,
and the other lines are made of items (a name with what belongs to it) that are
never split: a line full at the console's width goes on to the next, indented.

Readable without colour: a card is its owner's colour initial in brackets, face
up ``[G] Mage Knight`` or face down ``(G) ?`` (``?``: a card you may not see);
``@`` marks the dragon's tile; the yields are letters (W1 = 1 Wood, GT = Guard
Tower, DC = Dragon Canyon) (docs/dragon-canyon.md, "Reading the screen").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

if TYPE_CHECKING:
    from automeeple.games.dragon_canyon.view import DragonView, MapTile, Player

#: The map's row numbers take this many columns; each of the 4 columns of tiles
#: takes a gap and a cell, as wide as its longest name (at most :data:`WIDEST`)
#: when the console has room, else a fair share of it.
MARGIN, GAP = 1, "  "
WIDEST = 30
STYLES = ("bold red", "bold green", "bold magenta")
SHORT = {"Guard Tower": "GT+2", "Dragon Canyon": "DC"}


def initial(name: str) -> str:
    """A seat's colour initial: "AI (Blue)" -> B, "Green" -> G."""
    return name.split("(")[-1].rstrip(")")[0]


def tile_head(tile: MapTile) -> Text:
    if tile.name is None:
        return Text("(not laid)", style="dim")
    what = SHORT.get(tile.special) or f"{tile.resource[0]}{tile.amount}"
    cell = Text(f"{tile.name} {what}")
    if tile.dragon:
        cell.append(" @", style="bold yellow")
    return cell


def tile_card(tile: MapTile, seats: list[str]) -> Text:
    card = tile.card
    if card is None:
        return Text("·", style="dim")
    owner = card.owner
    mark = initial(seats[owner])
    name = card.name if card.name not in (None, "hidden") else "?"
    shown = f"[{mark}] {name}" if card.face_up else f"({mark}) {name}"
    return Text(shown, style=STYLES[owner % len(STYLES)])


def cell_lines(console: Console, text: Text, width: int) -> list[Text]:
    """``text`` in a map cell ``width`` wide: on one line, or wrapped between its
    words onto more (a single word wider than the cell is folded, never cut)."""
    lines = list(text.wrap(console, width, overflow="fold"))
    for line in lines:
        line.rstrip()
        line.pad_right(width - len(line))
    return lines


def widths(need: list[int], room: int) -> list[int]:
    """The map's column widths: each as wide as it ``need``s when they fit in
    ``room``; else each gets a fair share, what is left makes whole the columns
    short of the least first, and the rest is shared by those still short."""
    if sum(need) <= room:
        return need
    out = [min(n, room // len(need)) for n in need]
    for k in sorted(range(len(need)), key=lambda k: need[k] - out[k]):
        if need[k] - out[k] <= room - sum(out):
            out[k] = need[k]
    short = [k for k in range(len(need)) if out[k] < need[k]]
    for n in range(room - sum(out)):
        out[short[n % len(short)]] += 1
    return out


def grid(console: Console, view: DragonView, width: int) -> list[Text]:
    seats = view.seats
    columns = [[t for t in view.map if t.column == col] for col in range(1, 5)]
    parts = {t.tile: (tile_head(t), tile_card(t, seats)) for t in view.map}
    need = [min(max(len("column 4"), *(len(x) for t in col for x in parts[t.tile])),
                WIDEST) for col in columns]
    cells = widths(need, width - MARGIN - len(GAP) * len(columns))
    head = Text(" " * MARGIN)
    for col, cell in enumerate(cells, 1):
        head.append(GAP + f"column {col}".ljust(cell), style="dim")
    lines = [head]
    for row in range(1, 5):
        tiles = [t for t in view.map if t.row == row]
        for part, label in ((0, f"{row}"), (1, "")):
            wrapped = [cell_lines(console, parts[t.tile][part], cells[t.column - 1])
                       for t in tiles]
            for k in range(max(map(len, wrapped))):
                line = Text(label.ljust(MARGIN) if k == 0 else " " * MARGIN, style="dim")
                for c, cell in zip(wrapped, cells, strict=True):
                    line.append(GAP)
                    line.append_text(c[k] if k < len(c) else Text(" " * cell))
                lines.append(line)
    return lines


def counts(resources: dict[str, int]) -> str:
    return " ".join(f"{r[0]}{n}" for r, n in resources.items())


def packed(cells: list[str], width: int, indent: int = 2, first: Text | None = None,
           sep: str = "  ") -> list[Text]:
    """``cells`` on lines of at most ``width``, ``sep`` apart, each cell whole, the
    lines indented by ``indent``; ``first``: the start of the first line, which is
    then not indented (a cell wider than the line has a line of its own, which
    Rich wraps between its words)."""
    lines: list[Text] = [first] if first is not None else []
    for cell in cells:
        line = lines[-1] if lines else None
        if line is not None and len(line) + len(sep) + len(cell) <= width:
            line.append(sep + cell)
        else:
            lines.append(Text(" " * indent + cell))
    return lines


def hanging(cells: list[str], width: int) -> list[Text]:
    """``cells`` read as one sentence: one space apart, the lines after the first
    indented."""
    return packed(cells[1:], width, indent=4, first=Text(cells[0]), sep=" ")


def dimmed(lines: list[Text]) -> list[Text]:
    for line in lines:
        line.stylize("dim")
    return lines


def player_lines(p: int, player: Player, score: int | None, name_width: int,
                 width: int) -> list[Text]:
    """A player's line (and the viewer's hand after it)."""
    name = Text(player.name.ljust(name_width), style=STYLES[p % len(STYLES)])
    cells = [f"{score} VP", f"stash {counts(player.stash)}",
             f"caravan {counts(player.caravan)}", f"bld {len(player.buildings)}",
             f"loot {len(player.loot)}"]
    hand = player.hand
    if not player.ai and hand is None:
        cells.append(f"hand {player.hand_size}")
    lines = packed(cells, width, indent=name_width + 2, first=name)
    if player.ai or hand is None:
        return lines
    return lines + packed(["your hand:", *(f"{c}," for c in hand[:-1]), *hand[-1:]], width)


def action_card(view: DragonView, width: int, compact: bool) -> list[Text]:
    """The AI's piles (not at a prompt) and its current action card, as printed."""
    cells = [] if compact else [f"AI pile {view.ai_pile}, actions {view.action_pile}"]
    card = view.action_card
    if card is not None:
        title = f" {card.title}" if card.title else ""
        if cells:
            cells[0] += ";"
        tile = f"{card.tile[0]},{card.tile[1]}"
        cells += [f"AI action card{title}:", f"{tile} {card.action},",
                  f"{card.start} {card.turn} {card.strength:+d},",
                  f"buy {card.purchase}"]
    return dimmed(hanging(cells, width)) if cells else []


class Board:
    """The board of one view, laid out when Rich knows the width it has."""

    def __init__(self, view: DragonView, compact: bool) -> None:
        self.view = view
        self.compact = compact

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from self.lines(console, options.max_width)

    def lines(self, console: Console, width: int) -> list[Text]:
        view, compact = self.view, self.compact
        seats = view.seats
        title = Text("Dragon Canyon", style="bold")
        title.append(f"  round {view.round}  {view.difficulty}")
        if view.over:
            title.append("  game over", style="bold")
        elif view.last_turns is not None:
            title.append("  last turns", style="bold yellow")
        lines: list[Text] = [title]
        if view.placeholder and not compact:
            for line in hanging(["PLACEHOLDER edition:", "tiles, cards, buildings", "and the "
                                 "AI deck are invented"], width):
                line.stylize("bold yellow")
                lines.append(line)
        lines += grid(console, view, width)
        if not compact:
            lines += dimmed(packed(["[x] face up", "(x) face down", "? unseen", "@ dragon",
                                    "W/F/S/B: Wood, Food, Stone, Bone"], width, indent=0))
        name_width = max(len(p.name) for p in view.players)
        for p, player in enumerate(view.players):
            lines += player_lines(p, player, view.scores[p], name_width, width)
        lines += action_card(view, width, compact)
        if not compact:
            stacks = [f"{b.name} {b.left} ({b.vp}VP {counts(b.cost)})"
                      for b in view.buildings]
            lines += [Text("Building stacks:", style="bold"), *packed(stacks, width)]
            for o in view.objectives:
                head, then = o.text.split("; ")
                lines += hanging([f"objective {o.name}:", f"{head};", then], width)
        if view.result is not None:
            lines += hanging([f"{seats[view.result.winner]} wins:", view.result.why], width)
        return lines


def render(view: DragonView, compact: bool = False) -> Board:
    return Board(view, compact)
