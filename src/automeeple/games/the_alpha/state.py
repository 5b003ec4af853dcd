"""Everything that changes during a game of The Alpha, in plain lists of ints.

Wolves are counted per pack (seat) in each place they can be: the den, each region
tile in play, the Injured and Healing spaces, and out of the game (dead). Beta
Wolves and Alpha Pairs are counted apart (``*_b`` and ``*_a``). Wolves on tiles live
in one flat list indexed ``slot * seats + seat``, so a clone copies a few short lists.
What happens next (whose Stalk turn, which die to roll, who turns a Conflict Token)
is the turn flow (``flow``, :mod:`automeeple.engine.flow`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from automeeple.engine.rng import Stream
from automeeple.engine.state import FLOW, LIST, RNG, TALLY, VALUE, GameState

from .edition import Face

#: How an observation or a view shows a Conflict Token turned but not yet revealed.
HIDDEN = "hidden"

#: Where a pack's food comes from, for the score breakdown at the end: the food
#: gained in RESOLVE and CONFLICT (:func:`.resolve.gain`'s sources), and the food
#: paid for the Deep Forest in STALK.
SOURCES = ("scavenge", "hunt", "carrion", "conflict", "deep forest")
_SOURCE = {source: k for k, source in enumerate(SOURCES)}


@cache
def clockwise_from(seats: int, first: int) -> tuple[int, ...]:
    """The seats in clockwise order starting with ``first``."""
    return tuple((first + k) % seats for k in range(seats))


@dataclass(frozen=True, slots=True)
class Conflict:
    """A conflict in progress (CONFLICT): the packs in conflict clockwise from the
    Alpha, the Scavenger Packs on the tile (who divide the food if every
    Dominant Pack is wounded), the food at stake, and each pack's Conflict Token
    (None until turned; all are revealed together once none is None)."""

    slot: int
    stake: int
    packs: tuple[int, ...]
    scavengers: tuple[int, ...]
    tokens: tuple[str | None, ...]

    @property
    def revealed(self) -> bool:
        return None not in self.tokens


class AlphaState(GameState):
    FIELDS = {
        "seats": VALUE, "rng": RNG, "flow": FLOW, "week": VALUE, "alpha": VALUE,
        "tiles": VALUE,
        "food": LIST, "den_b": LIST, "den_a": LIST, "injured_b": LIST, "injured_a": LIST,
        "healing_b": LIST, "healing_a": LIST, "dead_b": LIST, "dead_a": LIST,
        "on_b": LIST, "on_a": LIST,
        "carrion": LIST, "carrion_next": LIST, "faces": LIST, "conflict": VALUE,
        "income": TALLY,
    }
    __slots__ = tuple(FIELDS)

    seats: int
    rng: Stream | None
    flow: list
    week: int
    alpha: int  # the seat holding the Alpha Token (-1 before Setup 6)
    tiles: tuple[int, ...]  # edition tile index of each slot, smallest region first
    food: list[int]
    den_b: list[int]
    den_a: list[int]
    injured_b: list[int]
    injured_a: list[int]
    healing_b: list[int]
    healing_a: list[int]
    dead_b: list[int]
    dead_a: list[int]
    on_b: list[int]
    on_a: list[int]
    carrion: list[bool]  # the tile shows its carrion side this week
    carrion_next: list[bool]  # a C was rolled: carrion side next week
    faces: list[Face | None]  # the die each slot's Chase left on the tile for Resolve
    conflict: Conflict | None
    #: The food each pack gained or paid since set-up, by source: a list indexed
    #: ``k * seats + seat`` for the k-th of :data:`SOURCES`. It explains the score
    #: and never decides anything, so it is a tally, not in the state's key.
    income: list[int]

    # --- small queries the rules and bots share ---------------------------------

    def strength(self, slot: int, seat: int) -> int:
        """Wolves a pack has on a tile for region control: a Beta counts 1, the
        Alpha Pair 2 (Stalk)."""
        i = slot * self.seats + seat
        return self.on_b[i] + 2 * self.on_a[i]

    def clockwise(self) -> tuple[int, ...]:
        """Every pack in seating order clockwise from the Alpha (the Alpha first)."""
        return clockwise_from(self.seats, self.alpha)

    def from_alpha(self, packs) -> list[int]:
        """``packs`` in seating order clockwise from the Alpha."""
        packs = set(packs)
        return [p for p in self.clockwise() if p in packs]

    def region(self, slot: int) -> tuple[list[int], list[int]]:
        """The packs on a tile and, among them, the Dominant Packs: those with the
        most wolves (Establish Dominance). Both lists run clockwise from the Alpha."""
        n = self.seats
        base = slot * n
        on_b, on_a = self.on_b, self.on_a
        packs: list[int] = []
        dominant: list[int] = []
        top = 0
        for p in clockwise_from(n, self.alpha):
            wolves = on_b[base + p] + 2 * on_a[base + p]
            if wolves:
                packs.append(p)
                if wolves > top:
                    top, dominant = wolves, [p]
                elif wolves == top:
                    dominant.append(p)
        return packs, dominant

    def dominant(self, slot: int) -> list[int]:
        return self.region(slot)[1]

    def earn(self, source: str, seat: int, food: int) -> None:
        """Note ``food`` (negative: paid) for the pack's score breakdown."""
        self.income[_SOURCE[source] * self.seats + seat] += food

    def earned(self, source: str) -> tuple[int, ...]:
        """The food each pack gained (or paid) from ``source`` so far."""
        k = _SOURCE[source] * self.seats
        return tuple(self.income[k:k + self.seats])

    def send_home(self, slot: int) -> None:
        """Every wolf on a tile goes back to its pack's Den Board."""
        n = self.seats
        for seat in range(n):
            i = slot * n + seat
            self.den_b[seat] += self.on_b[i]
            self.den_a[seat] += self.on_a[i]
            self.on_b[i] = self.on_a[i] = 0
