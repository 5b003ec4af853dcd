"""The Wolves drawn with Rich: the hex map with each hex's number, terrain and
pieces, the Moonlight board, the regions and your player board."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from automeeple.games.wolves import rules
from automeeple.games.wolves.actions import Start
from automeeple.games.wolves.edition import ATTRIBUTES
from automeeple.games.wolves.game import COLOURS, WolvesGame
from automeeple.games.wolves.hexmap import CHASM, WATER
from automeeple.games.wolves.state import PERSON, WolvesState

TERRAIN = {"forest": "green", "rock": "grey62", "grass": "bright_green", "tundra": "cyan",
           "desert": "yellow", WATER: "blue", CHASM: "grey30"}
PACK = ("bold magenta", "bold red", "bold white")
LETTER = {"alpha": "A", "pack": "p", "den": "d", "lair": "L"}
CELL = 6


def hex_map(game: WolvesGame, s: WolvesState) -> list[Text]:
    m = game.table.map(s)
    prey = {r.prey: r.index for r in m.regions}
    rows: dict[int, list[tuple[int, int]]] = {}
    for h, (x, y) in enumerate(m.coords):
        rows.setdefault(2 * y - x, []).append((x, h))
    left = min(x for x, _ in m.coords)
    lines = []
    for r in sorted(rows):
        line = Text()
        for x, h in sorted(rows[r]):
            line.append(" " * (CELL * (x - left) - len(line)))
            terrain = m.terrain[h]
            if terrain in (WATER, CHASM):
                line.append("~~~" if terrain == WATER else "###", style=TERRAIN[terrain])
                continue
            line.append(f"{h:>3}", style=TERRAIN[terrain])
            if s.lone[h]:
                line.append("w", style="bold")
            elif h in prey and s.prey_left[prey[h]]:
                line.append(f"P{s.prey_left[prey[h]]}", style="bold yellow")
            for p, k in s.pieces[h]:
                line.append(LETTER[k], style=PACK[p])
        lines.append(line)
    return lines


def render(game: WolvesGame, s: WolvesState, me: int | None) -> Group:
    t, ed = game.table, game.edition
    if not s.pieces:
        return Group(Text("The map is being laid out."))
    moon = t.layout.moonlight
    title = (f"The Wolves (solo): your turn {s.turns}, Moonlight {s.moon} "
             f"(scores at {', '.join(f'{p} {n}' for p, n in moon.items())})")
    legend = Text("hex number in its terrain's colour: ")
    for name, style in TERRAIN.items():
        if name not in (WATER, CHASM):
            legend.append(f"{name} ", style=style)
    legend.append("| w lone wolf, P prey | A Alpha, p Pack Wolf, d Den, L Lair: ")
    for p, colour in enumerate(COLOURS):
        legend.append(f"{colour}{' (you)' if p == PERSON else ''} ", style=PACK[p])

    regions = Table(title="Regions")
    for col in ("region", "token", "prey", *COLOURS):
        regions.add_column(col)
    for r in range(len(s.tokens)):
        ranks = rules.control(t, s, r)
        status = "scored" if s.scored[r] else s.tokens[r]
        cells = [f"{c} ({a}A)" if c else "-" for c, a in ranks]
        regions.add_row(str(r + 1), status, f"{s.prey_kind[r]} x{s.prey_left[r]}", *cells)

    you = Table.grid(padding=(0, 2))
    terrains = ed.terrains
    shown = [terrains[rules.shows(t, s, k)] for k in range(len(s.tiles))]
    you.add_row("your tiles:", f"home {terrains[s.home]}; " + ", ".join(shown))
    you.add_row("bonus tokens:", f"{s.bonus_terrain} terrain, {s.bonus_action} action")
    you.add_row("attributes:", ", ".join(f"{a.replace('_', ' ')} {rules.attribute(t, s, a)}"
                                         for a in ATTRIBUTES))
    score = rules.totals(t, s)
    you.add_row("VP now:", ", ".join(f"{c} {score[p]}" for p, c in enumerate(COLOURS)))
    you.add_row("actions left:", str(s.actions_left))
    return Group(Panel(Group(*hex_map(game, s), legend, regions, you), title=title))


def note(game: WolvesGame, s: WolvesState, action) -> str:
    """Beside a move: what the action costs."""
    if isinstance(action, Start):
        cost = game.edition.actions[action.kind].cost
        return f"flip {cost} tile{'s' if cost > 1 else ''}"
    return ""
