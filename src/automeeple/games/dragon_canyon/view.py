"""What one seat may see of a game, as plain data (docs/design.md, "Views").

The map, the dragon, every caravan and stash, the discard piles, the buildings,
the loot and the AI's decks (how many cards, and the AI action card face up) are
public. A person's hand and the cards they placed face down are theirs alone:
anyone else sees how many cards they hold and a face-down card as hidden. An AI
card placed from its pile unseen is unknown to all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Buy, Fight, Play
from .edition import RESOURCES
from .ending import final_scores
from .grid import TILES, col_row, label
from .state import AI, HIDDEN, DragonState

if TYPE_CHECKING:
    from .game import DragonGame


def view(game: DragonGame, s: DragonState, seat: int | None) -> dict[str, Any]:
    book, ed = game.rulebook, game.edition
    over = not s.flow
    rows = final_scores(book, s)[0] if over else [
        [sum(ed.building[b].vp for b in o) for o in s.owned],
        [sum(ed.loot_vp[x] for x in cards) for cards in s.loot]]
    scores = [sum(col) for col in zip(*rows, strict=True)]
    to_move = game.to_move(s)
    hints = move_hints(game, s) if seat is not None and to_move == seat else {}
    current = None if s.current is None else ed.ai_card[s.current].model_dump()
    return {
        **game.header(s, seat, scores, hints),
        "placeholder": ed.placeholder,
        "difficulty": book.opts.difficulty,
        "round": s.round,
        "turn": s.turn,
        "last_turns": s.last_turns,
        "map": [tile(game, s, t, seat) for t in TILES],
        "dragon": label(s.dragon),
        "players": [player(game, s, p, seat) for p in range(book.seats)],
        "ai_pile": s.pile,
        "ai_unseen": sorted(s.unseen.contents),
        "action_pile": len(s.actions),
        "action_card": current,
        "buildings": [{"name": b.name, "left": s.stacks[k], "vp": b.vp,
                       "cost": {r: b.cost[r] for r in RESOURCES if r in b.cost}}
                      for k, b in enumerate(ed.buildings)],
        "loot_deck": len(s.loot_deck),
        "objectives": [{"name": o, **ed.objective[o].model_dump(exclude={"name"}),
                        "text": ed.objective[o].text} for o in s.objectives],
        "result": ({"winner": s.winner, "why": s.why_over, "ended_by": s.ended_by,
                    "by_source": rows} if over else None),
    }


def tile(game: DragonGame, s: DragonState, t: int, seat: int | None) -> dict[str, Any]:
    """A map tile: where it is, what it is, and the card on it as ``seat`` sees it."""
    ed = game.edition
    col, row = col_row(t)
    kind = ed.tile[s.tiles[t]] if s.tiles[t] else None
    card = s.cards[t]
    shown = None
    if card is not None:
        owner, name, up = card
        known = up or owner in (AI, seat)
        shown = {"owner": owner, "face_up": up,
                 "name": (name if known else HIDDEN) if name is not None else None}
    return {"tile": label(t), "column": col, "row": row,
            "name": s.tiles[t], "special": kind.special if kind else None,
            "resource": kind.resource if kind else None, "amount": kind.amount if kind else 0,
            "card": shown, "dragon": t == s.dragon}


def player(game: DragonGame, s: DragonState, p: int, seat: int | None) -> dict[str, Any]:
    ed = game.edition
    return {
        "name": game.seat_name(p), "ai": p == AI,
        "hand": sorted(s.hands[p]) if p == seat else HIDDEN, "hand_size": len(s.hands[p]),
        "discards": list(s.discards[p]),
        "stash": dict(zip(RESOURCES, s.stash[p], strict=True)),
        "caravan": dict(zip(RESOURCES, s.caravan[p], strict=True)),
        "buildings": list(s.owned[p]), "loot": list(s.loot[p]),
        "loot_vp": sum(ed.loot_vp[x] for x in s.loot[p]), "wins": s.wins[p],
    }


def move_hints(game: DragonGame, s: DragonState) -> dict[str, str]:
    """Beside each move: a placement's tile and yield, a fight's target, a
    building's VP."""
    ed, out = game.edition, {}
    for action in game.legal_actions(s):
        if isinstance(action, Play):
            kind = ed.tile[s.tiles[action.tile]]
            what = (kind.special if kind.special != "none"
                    else f"{kind.amount} {kind.resource}")
            out[str(action)] = f"{kind.name}: {what}, strength {ed.card[action.card].strength}"
        elif isinstance(action, Fight):
            owner, name, up = s.cards[action.tile]
            out[str(action)] = f"{game.seat_name(owner)}'s {name if up else 'face-down card'}"
        elif isinstance(action, Buy):
            out[str(action)] = f"{ed.building[action.building].vp} VP"
    return out
