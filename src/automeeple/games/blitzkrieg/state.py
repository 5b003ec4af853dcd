"""Everything that changes in a solo game of BLITZKRIEG!.

Seat 0 is the person, seat 1 the bot. Each battle marker is a signed number of
steps from the centre, positive toward the bot. Board spaces are numbered once for
the whole board (see :class:`~.rules.Table`); ``board[i]`` is None for an empty
space, else ``(seat, kind)`` of the unit on it. Bags and reserves hold unit kind
names; the bot's reserve is an ordered row, the person's is kept sorted.
"""

from __future__ import annotations

from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace

PERSON, BOT = 0, 1

# What the game waits for (``BlitzState.step``): chance events ...
DRAW = "draw"  # a unit from a bag (``draw_for``: whose) or the special-weapons pile
DIFFICULTY = "difficulty-roll"
NIPPON = "nippon-campaigns"
STRATAGEM = "stratagem"
UNIT_ROLL = "unit-roll"
BOMBED = "bombed"  # which of the person's units the bot's bombing sends back
# ... and the person's decisions.
PLACE = "place"
HANDICAP = "handicap-choice"  # a difficulty roll of 6: the person picks a theatre
STRATEGIC = "strategic"
BOMB = "bomb"  # which of the bot's units the person's bombing sends back
OVER = "over"


class BlitzState:
    __slots__ = (
        "rng", "step", "actor", "markers", "active", "closed", "board", "vp",
        "bags", "specials", "reserve", "row", "last_unit", "cup", "stratagem",
        "previous", "bot_turns", "queue", "final_turn", "winner", "why_over",
        "handicap_left", "pending", "trace", "turn",
    )

    rng: Stream | None
    step: str
    actor: int
    markers: list[int]
    active: list[int]  # index of each theatre's active campaign (len = all closed)
    closed: list[bool]
    board: list  # per space: None or (seat, kind)
    vp: list[int]
    bags: list[list[str]]  # per seat: the coalition's bag
    specials: list[str]  # the shared special-weapons pile
    reserve: list[str]  # the person's reserve (sorted)
    row: list[str]  # the bot's face-up row, left to right
    last_unit: list  # per seat: the kind of the last unit placed (for the Spy)
    cup: list[str]  # stratagem tokens in the cup
    stratagem: str | None  # the bot's stratagem this turn
    previous: str | None  # the one before (what Steamroll repeats)
    bot_turns: int
    queue: list[tuple]  # work still to do this turn, first item next
    final_turn: bool  # the bot reached the target first: the person's last turn
    winner: int | None
    why_over: str
    handicap_left: int  # difficulty rolls still to make
    pending: tuple | None  # the bot's placement waiting for its unit roll
    trace: Trace | None  # the bot's last decision, for "why"
    turn: int  # whose turn it is

    def clone(self) -> BlitzState:
        c = BlitzState.__new__(BlitzState)
        c.rng = self.rng.copy() if self.rng is not None else None
        c.step, c.actor, c.turn = self.step, self.actor, self.turn
        c.markers = self.markers[:]
        c.active = self.active[:]
        c.closed = self.closed[:]
        c.board = self.board[:]
        c.vp = self.vp[:]
        c.bags = [self.bags[0][:], self.bags[1][:]]
        c.specials = self.specials[:]
        c.reserve = self.reserve[:]
        c.row = self.row[:]
        c.last_unit = self.last_unit[:]
        c.cup = self.cup[:]
        c.stratagem, c.previous, c.bot_turns = self.stratagem, self.previous, self.bot_turns
        c.queue = self.queue[:]
        c.final_turn, c.winner, c.why_over = self.final_turn, self.winner, self.why_over
        c.handicap_left, c.pending, c.trace = self.handicap_left, self.pending, self.trace
        return c

    def key(self) -> tuple:
        """Every field that decides the game (the trace only explains it)."""
        return (
            self.rng.state if self.rng is not None else None, self.step, self.actor,
            self.turn, tuple(self.markers), tuple(self.active), tuple(self.closed),
            tuple(self.board), tuple(self.vp), tuple(tuple(sorted(b)) for b in self.bags),
            tuple(sorted(self.specials)), tuple(self.reserve), tuple(self.row),
            tuple(self.last_unit), tuple(sorted(self.cup)), self.stratagem, self.previous,
            self.bot_turns, tuple(self.queue), self.final_turn, self.winner, self.why_over,
            self.handicap_left, self.pending,
        )

    def units(self, seat: int) -> list[str]:
        return self.row if seat == BOT else self.reserve
