"""Everything that changes in a solo game of Islebound.

Seat 0 is the person, seat 1 the AI. Places, towns, building cards, renown-token
kinds and brag cards are numbered as in :class:`~.board.Board`. The influence
track is a list of spaces, each empty (None) or holding a cube of a seat or a
neutral cube; the building row a list of slots, each a card or None; the deck and
the renown-token stack are drawn blind (bags, in no order). What is still to be
done is on ``flow``, as work items named after the rules they carry out.
"""

from __future__ import annotations

from typing import ClassVar

from automeeple.engine.flow import Choice, Work
from automeeple.engine.rng import Stream
from automeeple.engine.state import BAG, FLOW, LIST, LISTS, RNG, UNKEYED, VALUE, GameState
from automeeple.engine.trace import Trace

PERSON, AI = 0, 1
#: A neutral cube on the influence track (solo §3, 2-player rule).
NEUTRAL = 2
#: ``final``: no end yet; the end is triggered (the round is finished); the final
#: turns (solo §6).
PLAYING, TRIGGERED, FINAL_TURNS = 0, 1, 2
#: What triggered the end (``Result.ended_by``), set when it happens: a player's
#: 8th building (solo §6), the last renown token (solo §7 FAQ, an option), or the
#: round cap, a safeguard that is not a rule.
EIGHT_BUILDINGS, LAST_TOKEN, CUT_OFF = "eight-buildings", "last-token", "cut-off"


class PersonChoice(Choice):
    """A decision or report of the person (the AI never chooses: its turn is the
    rule document's procedure, driven by its dice, solo §5)."""

    __slots__ = ()
    seat: ClassVar[int] = PERSON


class IsleState(GameState):
    FIELDS = {
        "rng": RNG, "flow": FLOW, "round": VALUE,
        "coins": LIST, "fish": LIST, "wood": LIST, "books": LIST, "pirates": LIST,
        "renown": LIST, "tokens": LISTS, "built": LISTS, "crew": LIST, "ship": LIST,
        "owner": LIST, "track": LIST, "treasure": VALUE, "row": LIST, "deck": BAG,
        "stack": BAG, "bragged": LIST, "passed": VALUE, "final": VALUE,
        "reported": VALUE, "winner": VALUE, "ended_by": VALUE, "tie_break": VALUE,
        # UNKEYED: they explain the game, never decide it (left out of the key, so
        # the records' hashes do not see them).
        "trigger": UNKEYED, "moved": UNKEYED,
    }
    __slots__ = tuple(FIELDS)

    rng: Stream | None
    flow: list[Work]
    round: int
    coins: list[int]  # per seat
    fish: list[int]
    wood: list[int]
    books: list[int]
    pirates: list[int]
    renown: list[int]  # per seat: the renown track (brags, solo §5)
    tokens: list[list[int]]  # per seat: the renown-token kinds taken
    built: list[list[int]]  # per seat: the building cards owned
    crew: list[tuple[str, bool]]  # the person's crew: (skill, ready)
    ship: list[int | None]  # per seat: its place (None before set-up puts it)
    owner: list[int | None]  # per town: the seat that controls it
    track: list[int | None]  # per influence space: PERSON, AI, NEUTRAL or None
    treasure: int  # coins on the treasure map
    row: list[int | None]  # per slot of the building row, left to right
    deck: list[int]  # building cards left to deal
    stack: list[int]  # renown-token kinds left
    bragged: list[int]  # brag cards resolved
    passed: bool  # the person passed this turn (solo §4)
    final: int  # PLAYING, TRIGGERED or FINAL_TURNS
    reported: int | None  # Table mode: the person's final renown as reported so far
    winner: int | None
    ended_by: str  # what triggered the end, "" until then
    tie_break: str  # the tie-breaker that decided equal renown (solo §6), or ""
    trigger: int | None  # the seat whose 8th building triggered the end (solo §6)
    moved: Trace | None  # the AI's last movement explained (Table mode's "why")

    def cubes(self, seat: int) -> int:
        """How many of ``seat``'s cubes are on the influence track."""
        return self.track.count(seat)
