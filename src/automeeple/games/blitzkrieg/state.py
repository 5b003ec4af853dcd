"""Everything that changes in a solo game of BLITZKRIEG!.

Seat 0 is the person, seat 1 the bot. Each battle marker is a signed number of
steps from the centre, positive toward the bot. Board spaces are numbered once for
the whole board (see :class:`~.board.Rulebook`); ``board[i]`` is None for an empty
space, else ``(seat, kind)`` of the unit on it. Bags and reserves hold unit kind
names; each bag, the special-weapons pile and the stratagem cup is an engine
:class:`~automeeple.engine.components.Bag` (drawn blind, in no order); the bot's
reserve is an ordered row, the person's is kept sorted. What is
still to be done (draws, rolls, the person's placement, a space's effect...) is on
``flow``, as work items named after the rules they carry out.
"""

from __future__ import annotations

from typing import ClassVar

from automeeple.engine.components import Bag
from automeeple.engine.flow import Choice, Work
from automeeple.engine.rng import Stream
from automeeple.engine.state import BAG, FLOW, LIST, LISTS, OBJECT, RNG, VALUE, GameState

PERSON, BOT = 0, 1
#: What a unit behind the person's screen shows to anyone else.
HIDDEN = "hidden"
#: Where war VP come from (notes §8): a closed campaign's shield, the track bonus
#: at its close (and once at a theatre won outright), a theatre won outright (its
#: campaigns left), Propaganda spaces.
SHIELDS, BONUS, TOTAL_VICTORY, PROPAGANDA = range(4)
VP_SOURCES = ("campaign shields", "track bonuses", "total victories", "propaganda")


class PersonChoice(Choice):
    """A decision of the person (the bot never chooses: its turn is rules driven by
    chance, solo §5)."""

    __slots__ = ()
    seat: ClassVar[int] = PERSON


class BlitzState(GameState):
    FIELDS = {
        "rng": RNG, "flow": FLOW, "turn": VALUE,
        "markers": LIST, "active": LIST, "closed": LIST, "board": LIST, "vp": LIST,
        "vp_from": LISTS,
        "person_bag": OBJECT, "bot_bag": OBJECT, "specials": OBJECT, "reserve": LIST,
        "row": LIST, "removed": BAG, "last_unit": LIST, "cup": OBJECT,
        "stratagem": VALUE, "previous": VALUE,
        "bot_turns": VALUE, "final_turn": VALUE, "winner": VALUE, "why_over": VALUE,
        "ended_by": VALUE,
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
    vp_from: list[list[int]]  # per seat: its VP by source (VP_SOURCES)
    person_bag: Bag[str]  # the person's coalition bag
    bot_bag: Bag[str]  # the bot's coalition bag
    specials: Bag[str]  # the shared special-weapons pile
    reserve: list[str]  # the person's reserve (sorted), behind a screen
    row: list[str]  # the bot's face-up row, left to right
    removed: list[tuple[int, str]]  # (seat, kind) bombed out of the game
    last_unit: list  # per seat: the kind of the last unit placed (for the Spy)
    cup: Bag[str]  # stratagem tokens in the cup
    stratagem: str | None  # the bot's stratagem this turn
    previous: str | None  # the one before (what Steamroll repeats)
    bot_turns: int
    final_turn: bool  # the bot reached the target first: the person's last turn
    winner: int | None
    why_over: str
    ended_by: str  # the rule that ended the game (turn.ENDED_BY), "" until then

    def gain(self, seat: int, source: int, vp: int) -> None:
        """``seat`` scores ``vp`` war VP from ``source`` (one of VP_SOURCES)."""
        self.vp[seat] += vp
        self.vp_from[seat][source] += vp

    def bag(self, seat: int) -> Bag[str]:
        """The seat's coalition bag."""
        return self.bot_bag if seat == BOT else self.person_bag

    def units(self, seat: int) -> list[str]:
        """The seat's units in hand: the bot's row or the person's reserve."""
        return self.row if seat == BOT else self.reserve


def hidden_removed(s: BlitzState) -> list[tuple[int, str]]:
    """The units a bombing destroyed (``bombed_to="removed"``), as anyone but the
    person sees them: the person's came from behind their screen, so hidden."""
    return sorted((who, HIDDEN if who == PERSON else kind) for who, kind in s.removed)
