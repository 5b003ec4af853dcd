"""Shared position builders for the rule tests of The Wolves (solo).

Set-up is played with chosen chance outcomes: region boards 1..6 in order (so the
map is always the same), the scoring tokens, the prey, the person's home terrain,
the AI packs' starting water sources and the person's two draft hexes. A test may
then edit the state (pieces, lone wolves, Moonlight count, tiles...) before the
person's first action, and play action texts ("move onto grass", "pay home",
"alpha 45 to 44", "done", "end turn", "tile cliffs", ...).

Typical use::

    game, s = position(clear=True, pieces={45: [(PERSON, "alpha")]})
    play(game, s, ["move onto rock", "pay tile 1", "alpha 45 to 44"])

Hexes of the fixed map used below (boards 1..6 in order, see ``test_hexmap``):
the start board's north side is 36 tundra, 45 rock, 54 desert, 64 grass, 73 forest;
its south side 38 desert, 47 grass, 57 forest, 66 tundra, 75 rock. Region ``i``
(0-based) of the map is ``game.rulebook.map(s).regions[i]``.

What the game waits for is the work item on top of ``s.flow``: ``at(s, ChooseAction)``
says the person is to pick an action, ``ai_turn(s)`` lists the AI packs still to
activate this round, and ``trace(events)`` is the AI trace among an action's events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from automeeple import catalog
from automeeple.engine.core import CHANCE, TERMINAL, TRACE, Event
from automeeple.engine.trace import Trace
from automeeple.games.wolves.ai import DrawActionTile
from automeeple.games.wolves.board import reindex
from automeeple.games.wolves.game import WolvesGame
from automeeple.games.wolves.state import AIS, PERSON, WolvesState

__all__ = [
    "AIS", "AI1", "AI2", "CHANCE", "PERSON", "TERMINAL",
    "TOKENS", "PREY", "AI_STARTS", "DRAFT",
    "make_game", "setup", "edit", "position", "play", "act", "legal", "count",
    "end_turn_with", "wolves_of", "at", "ai_turn", "trace",
]

AI1, AI2 = AIS

#: Scoring tokens of regions 1..6 (1-based), so regions 1 and 2 carry a crescent.
TOKENS = ("crescent", "crescent", "half", "half", "full", "full")
#: Prey kinds of regions 1..6.
PREY = ("hare", "hare", "boar", "deer", "moose", "raccoon")
#: Regions (1-based): AI 1's Lair+Alpha, its Pack Wolves, AI 2's Lair+Alpha, its Pack Wolves.
AI_STARTS = (3, 4, 5, 6)
#: The person's draft: 45 (rock, north of the chasm) and 57 (forest, south).
DRAFT = (45, 57)

_GAME: WolvesGame | None = None


def make_game(**options) -> WolvesGame:
    """The game with ``options``; one shared game with the defaults (it holds no
    state of its own but the map cache)."""
    global _GAME
    if options:
        return catalog.get("wolves").make(3, options)
    if _GAME is None:
        _GAME = catalog.get("wolves").make(3, {})
    return _GAME


def at(s: WolvesState, work: type) -> bool:
    """The game waits for the work item ``work`` (a class) on top of the flow."""
    return bool(s.flow) and isinstance(s.flow[-1], work)


def ai_turn(s: WolvesState) -> list[int]:
    """The AI packs still to activate this round, in order (solo §4)."""
    return [w.pack for w in reversed(s.flow) if isinstance(w, DrawActionTile)]


def trace(events: list[Event]) -> Trace | None:
    """The last AI trace among ``events`` (a TRACE event), or None."""
    traces = [e.trace for e in events if e.kind == TRACE]
    return traces[-1] if traces else None


def act(game: WolvesGame, s: WolvesState, text: str) -> list:
    """Apply one action text, a chance outcome when chance is to move."""
    action = game.parse_action(s, text)
    if game.to_move(s) == CHANCE:
        outcomes = game.chance_request(s).outcomes
        assert action in outcomes, f"{text!r} is not a chance outcome: {list(map(str, outcomes))}"
    return game.apply(s, action)


def play(game: WolvesGame, s: WolvesState, texts: Iterable[str]) -> list:
    """Apply each action text in order; the events of all of them."""
    events = []
    for text in texts:
        events.extend(act(game, s, text))
    return events


def setup(game: WolvesGame | None = None, *, seed: int = 1, tokens: Sequence[str] = TOKENS,
          prey: Sequence[str] = PREY, home: str = "grass",
          ai_starts: Sequence[int] = AI_STARTS, draft: Sequence[int] | None = DRAFT,
          ) -> tuple[WolvesGame, WolvesState]:
    """Play set-up with the chosen outcomes; with ``draft`` None it stops at the
    draft, otherwise at the person's first action."""
    game = game or make_game()
    s = game.new_initial_state(seed)
    texts = [f"board {b}" for b in range(1, 7)]
    texts += [f"token {t}" for t in tokens]
    texts += [f"prey {p}" for p in prey]
    texts += [f"home {home}"]
    texts += [f"ai start region {r}" for r in ai_starts]
    play(game, s, texts)
    if draft is not None:
        play(game, s, [f"draft {h}" for h in draft])
    return game, s


def edit(game: WolvesGame, s: WolvesState, *, clear: bool = False, clear_lone: bool = False,
         pieces: Mapping[int, Iterable[tuple[int, str]]] | None = None,
         lone: Mapping[int, bool] | None = None, **fields) -> WolvesState:
    """Change the position before the person's first action: ``clear`` takes every
    piece off the map, ``clear_lone`` every lone wolf; ``pieces`` sets what is on
    each named hex; ``lone`` sets lone wolf tokens; other keywords set state fields
    (``moon=8``, ``bonus_terrain=1``, ``tiles=[...]``...)."""
    if clear:
        s.pieces = [()] * len(s.pieces)
    if clear_lone:
        s.lone = [False] * len(s.lone)
    for h, here in (pieces or {}).items():
        s.pieces[h] = tuple(here)
    for h, value in (lone or {}).items():
        s.lone[h] = value
    for name, value in fields.items():
        setattr(s, name, value)
    reindex(game.rulebook, s)  # the indexes follow the pieces set by hand
    return s


def position(*, seed: int = 1, tokens: Sequence[str] = TOKENS, prey: Sequence[str] = PREY,
             home: str = "grass", ai_starts: Sequence[int] = AI_STARTS,
             draft: Sequence[int] = DRAFT, **changes) -> tuple[WolvesGame, WolvesState]:
    """Set-up, then :func:`edit` with ``changes``: the person is to take a first action."""
    game, s = setup(seed=seed, tokens=tokens, prey=prey, home=home, ai_starts=ai_starts,
                    draft=draft)
    edit(game, s, **changes)
    return game, s


def legal(game: WolvesGame, s: WolvesState) -> list[str]:
    """The texts of the legal actions (or of the chance outcomes)."""
    if game.to_move(s) == CHANCE:
        return [str(a) for a in game.chance_request(s).outcomes]
    return [str(a) for a in game.legal_actions(s)]


def count(s: WolvesState, pack: int, kind: str | None = None) -> int:
    """Pieces of ``pack`` (of ``kind``) on the map."""
    return len(s.owned(pack, kind))


def wolves_of(s: WolvesState, pack: int) -> list[tuple[int, str]]:
    """(hex, kind) of every wolf of ``pack`` on the map."""
    return sorted((h, k) for h, here in enumerate(s.pieces) for p, k in here
                  if p == pack and k in ("alpha", "pack"))


def end_turn_with(game: WolvesGame, s: WolvesState, first: str, second: str | None = None
                  ) -> list:
    """End the person's turn and give AI 1 the tile ``first`` (and AI 2 ``second``)."""
    events = act(game, s, "end turn")
    if at(s, DrawActionTile):
        events += act(game, s, f"tile {first}")
        if second is not None and at(s, DrawActionTile):
            events += act(game, s, f"tile {second}")
    return events
