"""Everything that changes in a solo game of BLITZKRIEG!.

Seat 0 is the person, seat 1 the bot. Each battle marker is a signed number of
steps from the centre, positive toward the bot. Board spaces are numbered once for
the whole board (see :class:`~.board.Rulebook`); ``board[i]`` is None for an empty
space, else ``(seat, kind)`` of the unit on it. Bags and reserves hold unit kind
names; the bot's reserve is an ordered row, the person's is kept sorted. What is
still to be done (draws, rolls, the person's placement, a space's effect...) is on
``flow``, as work items named after the rules they carry out.
"""

from __future__ import annotations

from typing import ClassVar

from automeeple.engine.flow import Choice, Work
from automeeple.engine.rng import Stream
from automeeple.engine.state import BAG, FLOW, LIST, LISTS, RNG, VALUE, GameState

PERSON, BOT = 0, 1


class PersonChoice(Choice):
    """A decision of the person (the bot never chooses: its turn is rules driven by
    chance, solo §5)."""

    __slots__ = ()
    seat: ClassVar[int] = PERSON

    def question(self, game, s: BlitzState) -> str:
        """What the person is asked, in a few words (for the view)."""
        raise NotImplementedError


class BlitzState(GameState):
    FIELDS = {
        "rng": RNG, "flow": FLOW, "turn": VALUE,
        "markers": LIST, "active": LIST, "closed": LIST, "board": LIST, "vp": LIST,
        "bags": LISTS, "specials": BAG, "reserve": LIST, "row": LIST, "removed": BAG,
        "last_unit": LIST, "cup": BAG, "stratagem": VALUE, "previous": VALUE,
        "bot_turns": VALUE, "final_turn": VALUE, "winner": VALUE, "why_over": VALUE,
    }
    __slots__ = tuple(FIELDS)

    rng: Stream | None
    flow: list[Work]
    turn: int  # whose turn it is
    markers: list[int]
    active: list[int]  # index of each theatre's active campaign (len = all closed)
    closed: list[bool]
    board: list  # per space: None or (seat, kind)
    vp: list[int]
    bags: list[list[str]]  # per seat: the coalition's bag
    specials: list[str]  # the shared special-weapons pile
    reserve: list[str]  # the person's reserve (sorted), behind a screen
    row: list[str]  # the bot's face-up row, left to right
    removed: list[tuple[int, str]]  # (seat, kind) bombed out of the game
    last_unit: list  # per seat: the kind of the last unit placed (for the Spy)
    cup: list[str]  # stratagem tokens in the cup
    stratagem: str | None  # the bot's stratagem this turn
    previous: str | None  # the one before (what Steamroll repeats)
    bot_turns: int
    final_turn: bool  # the bot reached the target first: the person's last turn
    winner: int | None
    why_over: str

    def units(self, seat: int) -> list[str]:
        """The seat's units in hand: the bot's row or the person's reserve."""
        return self.row if seat == BOT else self.reserve
