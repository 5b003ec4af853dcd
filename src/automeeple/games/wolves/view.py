"""What a seat sees of a solo game of The Wolves, as plain data for the front ends.

Everything in The Wolves lies open on the table: the map, every pack's pieces and
supply, the tracks, the Moonlight board and the tiles an AI has drawn this
activation. Only the random stream (the next region board, the next tile from the
bag) is hidden, and it never appears here. Hints go to the person alone: beside
each move, what it costs and the hexes it names as the table shows them (the
move's text keeps the hex ids game records use).
"""

from __future__ import annotations

from typing import Any

from .actions import (
    BuildDen,
    DominateAt,
    Draft,
    HowlAt,
    MoveOnto,
    Pay,
    Start,
    UpgradeToLair,
    WolfMove,
)
from .ai import DrawActionTile
from .edition import ATTRIBUTES
from .final_scoring import ai_vp, totals, track_vp
from .moonlight import control, ended_by
from .setup import LayRegionBoard
from .state import AIS, PERSON, WolvesState
from .turn import MoveWolves, PayFor, attribute, shows, source_name, tile_name


def view(game, s: WolvesState, seat: int | None) -> dict[str, Any]:
    book, ed = game.rulebook, game.edition
    laid = bool(s.pieces)
    mine = seat == PERSON and game.to_move(s) == PERSON
    return {
        **game.header(s, seat, totals(book, s), hints(game, s) if mine else {}),
        "moves": moves(game, s) if mine else {},
        "person": PERSON, "turn": s.turns,
        "terrains": list(ed.terrains),
        "map": hex_map(game, s) if laid else None,
        "regions": regions(game, s, laid),
        "moonlight": {"count": s.moon, "spaces": ed.moonlight_spaces,
                      "thresholds": dict(book.layout.moonlight),
                      "phases_done": s.phases_done},
        "ended_by": ended_by(book, s) if laid and not s.flow else None,
        "region_vp": s.vp[:], "tokens_won": s.won[:],
        "player_board": player_board(game, s),
        "ai_packs": [ai_pack(game, s, pack) for pack in AIS],
        "pending": pending(game, s, s.flow[-1] if s.flow else None),
    }


def hex_map(game, s: WolvesState) -> dict[str, Any]:
    """Every hex: its id (the number actions use), its name on the map ("K7") with
    the screen row (0 at the top; a hex spans that row and the next) and column
    (0 at the left) it is drawn at, axial coordinates, terrain (or water, chasm),
    region number (None on the start board), lone wolf, prey tokens left and
    pieces as [pack, kind]."""
    m = game.rulebook.map(s)
    grid = game.rulebook.grid
    prey = {r.prey: r.index for r in m.regions}
    hexes = []
    for h, (x, y) in enumerate(m.coords):
        region = m.region_of(h)
        hexes.append({
            "id": h, "name": grid.names[h], "row": grid.rows[h], "col": grid.columns[h],
            "x": x, "y": y, "terrain": m.terrain[h],
            "region": None if region is None else region + 1,
            "lone": s.lone[h], "prey": s.prey_left[prey[h]] if h in prey else 0,
            "pieces": [[p, k] for p, k in s.pieces[h]],
        })
    return {"hexes": hexes, "north": sorted(m.north), "south": sorted(m.south)}


def regions(game, s: WolvesState, laid: bool) -> list[dict[str, Any]]:
    """Each region: its place around the start board and the board there (its
    name in the edition, None until laid), which way its water source lies from
    its prey hex (its turn), the water source's hex, its scoring token (None
    until drawn), prey, and each pack's [control, Alphas] there with
    the pack that would take first place now (notes §10; None on a tie or with
    nobody there)."""
    book = game.rulebook
    m = book.map(s) if laid else None
    out = []
    for r in range(len(book.layout.regions)):
        ranks = control(book, s, r) if laid else [(0, 0)] * 3
        best = max(ranks)
        leader = (ranks.index(best) if best[0] and ranks.count(best) == 1 else None)
        out.append({
            "number": r + 1, "place": book.places[r],
            "board": (game.edition.board_names[s.palettes[r]] if r < len(s.palettes)
                      else None),
            "water_side": book.turns[r],
            "token": s.tokens[r] if r < len(s.tokens) else None,
            "scored": s.scored[r],
            "prey": s.prey_kind[r] if r < len(s.prey_kind) else None,
            "prey_left": s.prey_left[r],
            "water": None if m is None else m.regions[r].water,
            "control": [list(x) for x in ranks], "leader": leader,
        })
    return out


def player_board(game, s: WolvesState) -> dict[str, Any]:
    """The person's board (notes §5): home tile, what each cycle tile shows, bonus
    tokens, attributes, what is taken from each track and the VP it shows."""
    book, ed = game.rulebook, game.edition
    home = ed.terrains[s.home] if s.home >= 0 else None
    return {
        "home": home,
        "tiles": [ed.terrains[shows(book, s, t)] for t in range(len(s.tiles))],
        "tile_names": [tile_name(book, t) for t in range(len(s.tiles))],
        "bonus_terrain": s.bonus_terrain, "bonus_action": s.bonus_action,
        "actions_left": s.actions_left,
        "attributes": {a: attribute(book, s, a) for a in ATTRIBUTES},
        "dens": dict(zip(ATTRIBUTES, s.dens, strict=True)),
        "wolves": s.wolves, "lairs": s.lairs[PERSON], "hunted": s.hunted[PERSON][:],
        "track_vp": track_vp(book, s),
    }


def ai_pack(game, s: WolvesState, pack: int) -> dict[str, Any]:
    """An AI pack's supply, conversions, prey and the VP its pieces are worth (solo §6)."""
    return {
        "pack": pack, "supply": dict(s.supply[pack]),
        "conversions": dict(s.conversions[pack]), "hunted": s.hunted[pack][:],
        "lairs": s.lairs[pack], "vp": ai_vp(game.rulebook, s, pack),
    }


def pending(game, s: WolvesState, top) -> dict[str, Any] | None:
    """The work in hand that the board does not show: the next region board's
    place (and the boards left, with what tells them apart), a Move action under
    way, an action being paid for, the tiles an AI has drawn in vain."""
    book = game.rulebook
    if isinstance(top, LayRegionBoard):
        r = len(s.palettes)
        return {"board_for": book.places[r], "water_side": book.turns[r],
                "boards_left": [book.known_as(p) for p in range(len(game.edition.palettes))
                                if p not in s.palettes]}
    if isinstance(top, MoveWolves):
        return {"move_onto": game.edition.terrains[top.terrain], "wolves_left": top.left,
                "moved_to": list(top.moved)}
    if isinstance(top, PayFor):
        action = top.action
        return {"paying_for": action.name,
                "target": action.terrain if isinstance(action, MoveOnto) else action.hex,
                "track": action.track if isinstance(action, BuildDen) else None}
    if isinstance(top, DrawActionTile):
        return {"ai": top.pack, "tiles_tried": list(top.tried)}
    return None


def moves(game, s: WolvesState) -> dict[str, str]:
    """Each of the person's moves with its hexes named as on the map's grid
    ("alpha N6 to N8" for ``alpha 38 to 57``); the action reads either way."""
    names = game.rulebook.grid.names
    out = {}
    for action in game.legal_actions(s):
        match action:
            case WolfMove(kind=kind, source=a, dest=b):
                out[str(action)] = f"{kind} {names[a]} to {names[b]}"
            case Draft(hex=h):
                out[str(action)] = f"draft {names[h]}"
            case BuildDen(hex=h, track=track):
                # The track first, the hex last: the moves list groups dens by track.
                out[str(action)] = f"den for {track.replace('_', '-')} at {names[h]}"
            case UpgradeToLair() | HowlAt() | DominateAt():
                out[str(action)] = str(action).replace(f" at {action.hex}",
                                                       f" at {names[action.hex]}", 1)
    return out


def hints(game, s: WolvesState) -> dict[str, str]:
    """Beside each move of the person's: what the hexes it names are (the move
    names them by the grid), what an action costs (notes §7), the tiles a payment
    flips (§5.1)."""
    book = game.rulebook
    m = book.map(s)
    out = {}
    for action in game.legal_actions(s):
        match action:
            case Start():
                cost = game.edition.actions[action.name].cost
                text = f"flip {cost} tile{'s' if cost > 1 else ''}"
                if isinstance(action, BuildDen | UpgradeToLair | HowlAt | DominateAt):
                    text = f"{book.where(s, action.hex)}; {text}"
            case Pay(sources=sources):
                text = " + ".join(source_name(book, s, x) for x in sources)
            case WolfMove(source=a, dest=b):
                text = f"from {m.terrain[a]} to {book.where(s, b)}"
            case Draft(hex=h):
                side = "north" if h in m.north else "south"
                text = f"{m.terrain[h]}, {side} of the chasm"
            case _:
                continue
        out[str(action)] = text
    return out
