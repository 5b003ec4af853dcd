"""Everything that changes in a solo game of The Wolves.

Seat 0 is the person, seats 1 and 2 the two AI packs. ``pieces[h]`` holds the
pieces on hex ``h`` as ``(pack, kind)`` pairs, kind one of alpha, pack, den, lair
(at most two, notes §7). Lone wolves and prey are tokens apart from the pieces.
"""

from __future__ import annotations

from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace

PERSON = 0
AIS = (1, 2)

# What the game waits for (``WolvesState.step``).
BOARD = "region-board"  # chance: which region board lies at the next place
TOKEN = "scoring-token"  # chance: the next region's scoring token
PREY = "prey"  # chance: the next region's prey
HOME = "home"  # chance: the person's faction (home terrain)
AI_START = "ai-start"  # chance: a water source for an AI's starting pieces
DRAFT = "draft"  # the person places an Alpha and a Pack Wolf on the start board
ACTION = "action"  # the person picks an action (or ends the turn)
PAY = "pay"  # the person picks the tiles to flip
MOVE = "move"  # the person moves a wolf during a Move action
AI_TILE = "ai-tile"  # chance: the action tile an AI draws from the bag
OVER = "over"


class WolvesState:
    __slots__ = (
        "rng", "step", "actor", "palettes", "tokens", "prey_kind", "prey_left", "scored",
        "pieces", "lone", "moon", "phases_done", "vp", "won", "hunted", "home", "tiles",
        "bonus_terrain", "bonus_action", "dens", "lairs", "wolves", "supply",
        "conversions", "actions_left", "pending", "moved", "ai_turn", "tried", "trace",
        "setup", "turns", "last",
    )

    rng: Stream | None
    step: str
    actor: int
    palettes: tuple[int, ...]  # the region board at each place of the layout
    tokens: tuple[str, ...]  # each region's scoring token (its phase)
    prey_kind: tuple[str, ...]
    prey_left: list[int]  # prey tokens left on each region's prey hex
    scored: list[bool]  # the region has been scored
    pieces: list[tuple]  # per hex: ((pack, kind), ...)
    lone: list[bool]  # per hex: a lone wolf token is there
    moon: int  # pieces on the Moonlight board
    phases_done: int  # scorings done (crescent, half, full)
    vp: list[int]  # VP won in region scorings, per pack
    won: list[int]  # region scoring tokens won (first places), per pack
    hunted: list[list[str]]  # prey kinds hunted, per pack
    home: int  # the person's home terrain (index into the edition's terrains)
    tiles: list[int]  # the person's five cycle tiles: 0 shows terrain i, 1 terrain i+1
    bonus_terrain: int
    bonus_action: int
    dens: list[int]  # dens the person took from each attribute track
    lairs: list[int]  # lairs taken from the supply, per pack
    wolves: int  # wolves the person took from the wolf track
    supply: list[dict[str, int]]  # an AI pack's pieces not on the map
    conversions: list[dict[str, int]]  # an AI's howls and dominations so far
    actions_left: int
    pending: tuple | None  # the action being paid for
    moved: list[int]  # Move action: hexes where a wolf moved to (each moves once)
    ai_turn: list[int]  # AI packs still to activate this round
    tried: list[str]  # action tiles an AI drew this activation that it could not use
    trace: Trace | None  # the last AI activation, for "why"
    setup: list[tuple]  # set-up work still to do
    turns: int  # the person's turns so far
    last: int  # the last pack whose turn it was (scoring happens at its end)

    def clone(self) -> WolvesState:
        c = WolvesState.__new__(WolvesState)
        c.rng = self.rng.copy() if self.rng is not None else None
        c.step, c.actor = self.step, self.actor
        c.palettes, c.tokens, c.prey_kind = self.palettes, self.tokens, self.prey_kind
        c.prey_left = self.prey_left[:]
        c.scored = self.scored[:]
        c.pieces = self.pieces[:]
        c.lone = self.lone[:]
        c.moon, c.phases_done = self.moon, self.phases_done
        c.vp, c.won = self.vp[:], self.won[:]
        c.hunted = [h[:] for h in self.hunted]
        c.home, c.tiles = self.home, self.tiles[:]
        c.bonus_terrain, c.bonus_action = self.bonus_terrain, self.bonus_action
        c.dens, c.lairs, c.wolves = self.dens[:], self.lairs[:], self.wolves
        c.supply = [dict(x) for x in self.supply]
        c.conversions = [dict(x) for x in self.conversions]
        c.actions_left, c.pending = self.actions_left, self.pending
        c.moved, c.ai_turn, c.tried = self.moved[:], self.ai_turn[:], self.tried[:]
        c.trace, c.setup, c.turns, c.last = self.trace, self.setup[:], self.turns, self.last
        return c

    def key(self) -> tuple:
        return (
            self.rng.state if self.rng is not None else None, self.step, self.actor,
            self.palettes, self.tokens, self.prey_kind, tuple(self.prey_left),
            tuple(self.scored), tuple(self.pieces), tuple(self.lone), self.moon,
            self.phases_done, tuple(self.vp), tuple(self.won), tuple(map(tuple, self.hunted)),
            self.home, tuple(self.tiles), self.bonus_terrain, self.bonus_action,
            tuple(self.dens), tuple(self.lairs), self.wolves,
            tuple(tuple(sorted(x.items())) for x in self.supply),
            tuple(tuple(sorted(x.items())) for x in self.conversions), self.actions_left,
            self.pending, tuple(self.moved), tuple(self.ai_turn), tuple(self.tried),
            tuple(self.setup), self.turns, self.last,
        )

    def owned(self, pack: int, kind: str | None = None) -> list[int]:
        """Hexes holding a piece of ``pack`` (of ``kind``), one entry per piece."""
        return [h for h, here in enumerate(self.pieces) if here for p, k in here
                if p == pack and (kind is None or k == kind)]
