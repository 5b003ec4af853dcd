"""What one seat may see of a game of The Alpha, as plain data (docs/design.md, "Views"):
the Food Tracker, the dens, the region tiles and every wolf on them, the Alpha
Token, and the Conflict Tokens already turned, face down until all are revealed
(CONFLICT: "secretly choose ..., then all players reveal")."""

from __future__ import annotations

from typing import Any

from .actions import Place
from .rulebook import DEEP, LIVESTOCK, SCAVENGE, Rulebook
from .state import HIDDEN, AlphaState


def view(game, s: AlphaState, seat: int | None) -> dict[str, Any]:
    """The game as ``seat`` sees it (None: a spectator, who sees only what is on
    the table for everyone)."""
    book: Rulebook = game.rulebook
    ed = book.edition
    n = s.seats
    started = s.alpha >= 0
    return {
        **game.header(s, seat, list(s.food), hints(game, s, seat)),
        "moves": moves(game, s, seat),
        "placeholder": ed.placeholder,
        "week": s.week,
        "weeks": ed.weeks,
        "weeks_left": ed.weeks - s.week + 1,
        "deep_forest_cost": ed.deep_forest_cost,
        "alpha": s.alpha if started else None,
        "order": list(s.clockwise() if started else range(n)),
        "packs": [pack(s, p) for p in range(n)],
        "regions": [region(book, s, slot) for slot in range(len(s.tiles))],
        "conflict": conflict(book, s, seat),
    }


def wolves(beta: int, pair: int) -> dict[str, int]:
    return {"beta": beta, "pair": pair}


def pack(s: AlphaState, p: int) -> dict[str, Any]:
    """A pack's Den Board, its Injured and Healing wolves, the dead and its food."""
    return {
        "seat": p,
        "food": s.food[p],
        "den": wolves(s.den_b[p], s.den_a[p]),
        "injured": wolves(s.injured_b[p], s.injured_a[p]),
        "healing": wolves(s.healing_b[p], s.healing_a[p]),
        "dead": wolves(s.dead_b[p], s.dead_a[p]),
    }


def region(book: Rulebook, s: AlphaState, slot: int) -> dict[str, Any]:
    """A region tile: its die (and the face rolled), its side, and the wolves on it."""
    n = s.seats
    tile = book.tile(s, slot)
    kind = book.kind[s.tiles[slot]]
    laid = bool(s.on_b)  # the tiles lie out from Setup 6 on
    face = s.faces[slot] if s.faces else None
    on = [wolves(s.on_b[slot * n + p], s.on_a[slot * n + p]) if laid else wolves(0, 0)
          for p in range(n)]
    dominant = s.dominant(slot) if laid and kind != SCAVENGE else []
    return {
        "slot": slot,
        "id": tile.id,
        "name": tile.name,
        "size": tile.size,
        "deep_forest": kind == DEEP,
        "die": list(tile.die),
        "carrion_food": tile.carrion,
        "carrion": laid and s.carrion[slot],
        "carrion_next": laid and s.carrion_next[slot],
        "rolled": None if face is None else str(face),
        "scavenge_food": book.edition.scavenge_food if kind == SCAVENGE else None,
        "wolves": on,
        "dominant": dominant,
    }


def conflict(book: Rulebook, s: AlphaState, seat: int | None) -> dict[str, Any] | None:
    """The conflict in progress: each pack's token is ``None`` until turned, then
    "hidden" to everyone but its pack until all are revealed."""
    c = s.conflict
    if c is None:
        return None
    revealed = c.revealed
    tokens = [ch if revealed or p == seat or ch is None else HIDDEN
              for p, ch in zip(c.packs, c.tokens, strict=True)]
    tile = book.tile(s, c.slot)
    return {"tile": tile.id, "name": tile.name, "stake": c.stake, "packs": list(c.packs),
            "scavengers": list(c.scavengers), "tokens": tokens, "revealed": revealed}


def hints(game, s: AlphaState, seat: int | None) -> dict[str, str]:
    """A note beside each placement the seat to move may make (a spectator sees
    them too); none for the other seats, and none on a chance event or at the end
    (no legal moves then)."""
    legal = game.legal_actions(s)
    if not legal or seat not in (None, game.to_move(s)):
        return {}
    book = game.rulebook
    notes = {}
    for action in legal:
        hint = place_hint(book, action) if isinstance(action, Place) else ""
        if hint:
            notes[str(action)] = hint
    return notes


def moves(game, s: AlphaState, seat: int | None) -> dict[str, str]:
    """Each placement the seat to move may make, naming the tile as printed on it
    ("place beta on Scavenge (south)" for ``place beta on scavenge-2``)."""
    if seat != game.to_move(s):
        return {}
    book = game.rulebook
    return {str(a): f"place {a.piece} on {book.edition.tile(a.tile).name}"
            for a in game.legal_actions(s) if isinstance(a, Place)}


def place_hint(book: Rulebook, action: Place) -> str:
    """What a placement costs or promises (Stalk)."""
    kind = book.kind[book.tile_index[action.tile]]
    if kind == DEEP:
        return f"Deep Forest: pays {book.edition.deep_forest_cost} food"
    if kind == SCAVENGE:
        return f"{book.edition.scavenge_food} food guaranteed"
    if kind == LIVESTOCK:
        return "alone; beware the D"
    return ""
