"""What a seat sees of a game, as plain data (docs/design.md, "Views").

Nothing in Islebound is hidden from the person: the board, both players' supplies
and the AI's are on the table. The deck and the renown-token stack show what is
left in them, not their order (which nobody knows). In Table mode the program
does not know the person's coins, goods and crew (they are on the table, not
reported), so the view gives None for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from automeeple.engine.core import Action

from .actions import Attack, Befriend, Build, Sail, Visit, Word
from .ai import PIRATE
from .board import NAMES
from .person import speed, visit_cost
from .reported import MEANING
from .scoring import score
from .state import AI, NEUTRAL, PERSON, IsleState

if TYPE_CHECKING:
    from .game import IsleGame

OWNER = {PERSON: NAMES[PERSON], AI: NAMES[AI], NEUTRAL: "neutral", None: None}
#: The played turn's one-word moves, explained.
PLAYED = {"hunt": "take the coins on the treasure map", "rest": "your crew back on deck",
          "pass": "no action this turn", "done": "end your turn"}


def view(game: IsleGame, s: IsleState, seat: int | None) -> dict[str, Any]:
    board, ed = game.board, game.edition
    played = game.opts.person_turn == "played"
    over = not s.flow
    hints_ = hints(game, s) if seat == PERSON and game.to_move(s) == PERSON else {}
    scores = [score(game, s, PERSON) if played else s.reported, score(game, s, AI)]
    return {
        **game.header(s, seat, scores, hints_),
        "placeholder": ed.placeholder,
        "person_turn": game.opts.person_turn,
        "round": s.round,
        "final": s.final,
        "regions": [region(game, s, r) for r in range(board.regions)],
        "ports": [{"name": board.place_names[p], "touches": list(ed.ports[k].touches),
                   "your_ship": s.ship[PERSON] == p}
                  for k, p in enumerate(range(board.regions, len(board.place_names)))],
        "track": [OWNER[cube] for cube in s.track],
        "row": [{"slot": n + 1, "books": ed.row_books[n],
                 "card": None if c is None else {"name": board.cards[c].name,
                                                 "cost": board.cards[c].cost,
                                                 "renown": board.cards[c].renown}}
                for n, c in enumerate(s.row)],
        "deck": len(s.deck),
        "treasure": s.treasure,
        "tokens_left": {name: s.stack.count(k) for k, name in enumerate(board.token_names)},
        "brags_left": [{"name": b.name, "resource": b.resource, "most": b.most,
                        "other": b.other}
                       for n, b in enumerate(board.brags) if n not in s.bragged],
        "token_threshold": game.opts.token_threshold,
        "end_buildings": ed.end_buildings,
        "players": [player(game, s, PERSON, played), player(game, s, AI, True)],
        "result": ({"winner": s.winner, "ended_by": s.ended_by} if over else None),
    }


def region(game: IsleGame, s: IsleState, r: int) -> dict[str, Any]:
    board = game.board
    towns = []
    for t in board.region_towns[r]:
        town = board.towns[t]
        towns.append({"name": town.name, "banner": town.banner, "owner": OWNER[s.owner[t]],
                      "fee": town.fee, "diplomacy": town.diplomacy, "attack": town.attack,
                      "spoils": town.spoils, "action": town.action})
    face = next((f for f, at in board.start.items() if at == r), None)
    return {"name": board.place_names[r], "start": face,
            "ai_ship": s.ship[AI] == r, "your_ship": s.ship[PERSON] == r, "towns": towns}


def player(game: IsleGame, s: IsleState, seat: int, known: bool) -> dict[str, Any]:
    """A player's supply; ``known`` False (Table mode, the person): what is on the
    table and not reported is None."""
    board = game.board

    def kept(value):
        return value if known else None
    return {
        "name": NAMES[seat],
        "coins": kept(s.coins[seat]), "fish": kept(s.fish[seat]), "wood": kept(s.wood[seat]),
        "books": kept(s.books[seat]), "pirates": kept(s.pirates[seat]),
        "renown": kept(s.renown[seat]),
        "tokens": [board.token_names[k] for k in s.tokens[seat]],
        "buildings": [board.cards[c].name for c in s.built[seat]],
        "cubes": s.cubes(seat),
        "towns": [board.towns[t].name for t, who in enumerate(s.owner) if who == seat],
        "crew": ([{"skill": k, "ready": up} for k, up in s.crew]
                 if seat == PERSON and known else None),
        "speed": speed(s) if seat == PERSON and known else None,
        "ship": None if s.ship[seat] is None else board.place_names[s.ship[seat]],
    }


def hints(game: IsleGame, s: IsleState) -> dict[str, str]:
    """A short note beside each of the person's moves."""
    out = {}
    for action in game.legal_actions(s):
        note = hint(game, s, action)
        if note:
            out[str(action)] = note
    return out


def hint(game: IsleGame, s: IsleState, action: Action) -> str:
    board = game.board
    if isinstance(action, Sail):
        towns = "" if board.is_port(action.what) else ", ".join(
            board.towns[t].name for t in board.region_towns[action.what])
        cq = " (Close Quarters: 1 coin to the AI)" if (
            game.opts.close_quarters and action.what == s.ship[AI]) else ""
        return (towns or "sea port") + cq
    if isinstance(action, Visit) and game.opts.person_turn == "played":
        return f"pay {visit_cost(s, board, action.what)}: {board.towns[action.what].action}"
    if isinstance(action, Attack):
        town = board.towns[action.what]
        return f"{-(-town.attack // PIRATE)} pirates, spoils {town.spoils}"
    if isinstance(action, Befriend):
        town = board.towns[action.what]
        return f"{town.diplomacy} influence, spoils {town.spoils}"
    if isinstance(action, Build):
        card, slot = board.cards[action.what], s.row.index(action.what)
        books = game.edition.row_books[slot]
        return (f"slot {slot + 1}{f' ({books} books)' if books else ''}, cost {card.cost}, "
                f"renown {card.renown}")
    if isinstance(action, Word):
        return (MEANING if game.opts.person_turn == "reported" else PLAYED).get(action.word, "")
    return ""
