"""What one seat may see of a game, as plain data (docs/design.md, "Views").

The board, the markers, the VP and the bot's face-up row are public. The person's
reserve is behind a screen: only the person sees what it holds, anyone else its
size (and a unit of theirs a bombing destroyed as hidden). Bags, the
special-weapons pile and the stratagem cup show how many they hold, never what.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Place
from .board import strength
from .bot import stratagem_in_force
from .edition import PRINTED_EFFECT
from .state import BOT, HIDDEN, PERSON, VP_SOURCES, BlitzState, hidden_removed

if TYPE_CHECKING:
    from .game import BlitzGame


def view(game: BlitzGame, s: BlitzState, seat: int | None) -> dict[str, Any]:
    book = game.rulebook
    over = not s.flow
    mine = seat == PERSON
    removed = sorted(s.removed) if mine else hidden_removed(s)
    return {
        **game.header(s, seat, list(s.vp),
                      hints(game, s) if mine and game.to_move(s) == PERSON else {}),
        "placeholder": game.edition.placeholder,
        "difficulty": book.difficulty,
        "nippon": book.opts.nippon,
        "win_vp": book.edition.win_vp,
        "turn": s.turn,
        "final_turn": s.final_turn,
        "theatres": [theatre(game, s, t) for t in range(len(book.theatres))],
        "reserve": sorted(s.reserve) if mine else HIDDEN,
        "reserve_size": len(s.reserve),
        "row": list(s.row),
        "bags": [len(s.bag(PERSON)), len(s.bag(BOT))],
        "specials": len(s.specials),
        "removed": [{"seat": who, "unit": kind} for who, kind in removed],
        "last_unit": list(s.last_unit),
        "cup": len(s.cup),
        "stratagem": s.stratagem,
        "previous": s.previous,
        "stratagem_in_force": stratagem_in_force(s),
        "bot_turns": s.bot_turns,
        "vp_by_source": [{"source": source, "vp": [s.vp_from[PERSON][n], s.vp_from[BOT][n]]}
                         for n, source in enumerate(VP_SOURCES)],
        "result": ({"winner": s.winner, "why": s.why_over, "ended_by": s.ended_by}
                   if over else None),
    }


def hints(game: BlitzGame, s: BlitzState) -> dict[str, str]:
    """Beside each of the person's placements: the space's effect and how far the
    unit moves the marker."""
    book = game.rulebook
    out = {}
    for action in game.legal_actions(s):
        if isinstance(action, Place):
            t = book.where[action.space][0]
            sp = book.space[action.space]
            effect = "" if sp.effect == "none" else f"{PRINTED_EFFECT[sp.effect]}, "
            out[str(action)] = f"{effect}moves {strength(book, s, PERSON, action.kind, t)}"
    return out


def theatre(game: BlitzGame, s: BlitzState, t: int) -> dict[str, Any]:
    """A theatre: its battle track and its campaigns, space by space."""
    book = game.rulebook
    th = book.theatres[t]
    m = s.markers[t]
    campaigns = []
    for c, camp in enumerate(th.campaigns):
        spaces = []
        for i in book.spaces[t][c]:
            sp, unit = book.space[i], s.board[i]
            spaces.append({
                "label": book.label(i), "position": f"{c + 1}.{book.where[i][2] + 1}",
                "terrain": sp.terrain, "effect": sp.effect, "amount": sp.amount,
                "text": sp.printed, "where": book.printed(i),
                "unit": None if unit is None else {"seat": unit[0], "kind": unit[1]}})
        state = ("closed" if c < s.active[t] else "active" if c == s.active[t] else "later")
        campaigns.append({"number": c + 1, "vp": camp.vp, "state": state, "spaces": spaces})
    return {
        "name": th.name, "roll": th.roll, "track": th.track, "marker": m,
        "leader": None if m == 0 else (BOT if m > 0 else PERSON),
        "bonus": {str(steps): vp for steps, vp in sorted(th.bonus.items())},
        "closed": s.closed[t],
        "active": None if s.closed[t] else s.active[t] + 1,
        "campaigns": campaigns,
    }
