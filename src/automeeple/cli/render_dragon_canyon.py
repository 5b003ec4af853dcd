"""Dragon Canyon drawn with Rich from a view (``DragonGame.view``), within 80
columns: the 4x4 map with its column and row numbers (tiles are named
"column,row", as the moves name them), each tile's name and yield, the card on it
and the dragon; then each player's stash, caravan, hand and buildings; the AI's
decks and its current action card; the building stacks.

Readable without colour: a card is its owner's colour initial in brackets, face
up ``[G] Mage Knight`` or face down ``(G) ?`` (``?``: a card you may not see);
``@`` marks the dragon's tile; the yields are letters (W1 = 1 Wood, GT = Guard
Tower, DC = Dragon Canyon) (docs/dragon-canyon.md, "Reading the screen").
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

WIDTH = 80
CELL = 18
STYLES = ("bold red", "bold green", "bold magenta")
SHORT = {"Guard Tower": "GT+2", "Dragon Canyon": "DC"}


def initial(name: str) -> str:
    """A seat's colour initial: "AI (Blue)" -> B, "Green" -> G."""
    return name.split("(")[-1].rstrip(")")[0]


def tile_head(tile: dict[str, Any]) -> Text:
    if tile["name"] is None:
        return Text("(not laid)".ljust(CELL), style="dim")
    what = SHORT.get(tile["special"]) or f"{tile['resource'][0]}{tile['amount']}"
    text = f"{tile['name'][:CELL - 7]} {what}"
    cell = Text(text)
    if tile["dragon"]:
        cell.append(" @", style="bold yellow")
    cell.pad_right(CELL - len(cell))
    return cell


def tile_card(tile: dict[str, Any], seats: list[str]) -> Text:
    card = tile["card"]
    if card is None:
        return Text("·".ljust(CELL), style="dim")
    owner = card["owner"]
    mark = initial(seats[owner])
    name = card["name"] if card["name"] not in (None, "hidden") else "?"
    shown = f"[{mark}] {name}" if card["face_up"] else f"({mark}) {name}"
    return Text(shown[:CELL - 1].ljust(CELL), style=STYLES[owner % len(STYLES)])


def grid(view: dict[str, Any]) -> list[Text]:
    seats = view["seats"]
    head = Text("   ")
    for col in range(1, 5):
        head.append(" " + f"column {col}".ljust(CELL), style="dim")
    lines = [head]
    for row in range(1, 5):
        tiles = [t for t in view["map"] if t["row"] == row]
        top, bottom = Text(f"{row}  "), Text("   ")
        top.stylize("dim")
        for t in tiles:
            top.append(" ")
            top.append_text(tile_head(t))
            bottom.append(" ")
            bottom.append_text(tile_card(t, seats))
        lines += [top, bottom]
    return lines


def counts(resources: dict[str, int]) -> str:
    return " ".join(f"{r[0]}{n}" for r, n in resources.items())


def player_lines(p: int, player: dict[str, Any], score: int) -> list[Text]:
    """A player's line (and the viewer's hand on the next)."""
    line = Text(f"{player['name'][:10]:<10}", style=STYLES[p % len(STYLES)])
    line.append(f" {score} VP  stash {counts(player['stash'])}  caravan "
                f"{counts(player['caravan'])}  bld {len(player['buildings'])}  "
                f"loot {len(player['loot'])}")
    if player["ai"]:
        return [line]
    hand = player["hand"]
    if hand == "hidden":
        line.append(f"  hand {player['hand_size']}")
        return [line]
    return [line, *packed(["your hand:", *(f"{c}," for c in hand[:-1]), *hand[-1:]])]


def packed(cells: list[str], indent: int = 2) -> list[Text]:
    lines: list[Text] = []
    line = None
    for cell in cells:
        if line is not None and len(line) + 2 + len(cell) <= WIDTH:
            line.append("  " + cell)
        else:
            line = Text(" " * indent + cell)
            lines.append(line)
    return lines


def render(view: dict[str, Any], compact: bool = False) -> RenderableType:
    seats = view["seats"]
    title = Text("Dragon Canyon", style="bold")
    title.append(f"  round {view['round']}  {view['difficulty']}")
    if view["last_turns"] is not None:
        title.append("  last turns", style="bold yellow")
    lines: list[Text] = [title]
    if view["placeholder"] and not compact:
        lines.append(Text("PLACEHOLDER edition: tiles, cards, buildings and the AI deck are "
                          "invented", style="bold yellow"))
    lines += grid(view)
    if not compact:
        lines.append(Text("[x] face up  (x) face down  ? unseen  @ dragon  W/F/S/B: Wood, "
                          "Food, Stone, Bone", style="dim"))
    for p, player in enumerate(view["players"]):
        lines += player_lines(p, player, view["scores"][p])
    card = view["action_card"]
    ai = Text(f"AI pile {view['ai_pile']}, actions {view['action_pile']}", style="dim")
    if card is not None:
        ai.append(f"  card {card['number']}: {card['tile'][0]},{card['tile'][1]} "
                  f"{card['action']}, {card['start']} {card['turn']} {card['strength']:+d}, "
                  f"buy {card['purchase']}"[:WIDTH - len(ai)])
    lines.append(ai)
    if not compact:
        stacks = [f"{b['name']} {b['left']} ({b['vp']}VP {counts(b['cost'])})"
                  for b in view["buildings"]]
        lines += [Text("Building stacks:", style="bold"), *packed(stacks)]
        if view["objectives"]:
            lines += [Text(f"objective {o['name']}: {o['text']}"[:WIDTH])
                      for o in view["objectives"]]
    if view["over"] and view["result"]:
        lines.append(Text(f"{seats[view['result']['winner']]} wins: {view['result']['why']}",
                          style="bold"))
    return Group(*lines)
