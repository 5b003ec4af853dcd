"""Everything that changes in a game of Nim: the chance stream, the turn flow, the
pile, what each seat took and who took the last counter."""

from __future__ import annotations

from automeeple.engine.flow import Work
from automeeple.engine.rng import Stream
from automeeple.engine.state import FLOW, LIST, RNG, VALUE, GameState


class NimState(GameState):
    FIELDS = {"rng": RNG, "flow": FLOW, "pile": VALUE, "taken": LIST, "last": VALUE}
    __slots__ = tuple(FIELDS)

    rng: Stream | None  # the die (§2), seeded; None in an observation
    flow: list[Work]
    pile: int  # counters left (§1)
    taken: list[int]  # counters each seat took
    last: int | None  # the seat that took the last counter (§3), once it is taken
