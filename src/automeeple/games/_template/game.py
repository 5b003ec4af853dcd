"""Nim on the engine's contract: the state's set-up (§1), the end's result (§3),
the seats' names and the view; the turn flow does the rest (:mod:`.rules`)."""

from __future__ import annotations

from automeeple.engine.core import Result
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Events, FlowGame, push, run
from automeeple.engine.rng import Stream

from . import GAME, view
from .actions import ActionTable
from .edition import EDITION, NimEdition
from .options import NimOptions
from .rules import Turn
from .state import NimState
from .view import NimView

SEATS = ("Red", "Blue", "Green")


class NimGame(FlowGame):
    declaration = GAME
    EDITION = EDITION

    def __init__(self, seats: int, opts: NimOptions, edition: LoadedEdition[NimEdition]
                 ) -> None:
        super().__init__(seats, opts, edition)
        self.actions = ActionTable(self.edition.take_at_most, self.edition.die_faces)

    def seat_name(self, seat: int) -> str:
        return SEATS[seat]

    def new_initial_state(self, seed: int, ev: Events = None) -> NimState:
        """§1: the pile, and the first seat's turn."""
        s = NimState()
        s.rng = Stream.named(seed, "chance")
        s.flow = []
        s.pile = self.edition.counters
        s.taken = [0] * self.seats
        s.last = None
        push(s, Turn(0))
        run(self, s, ev)
        return s

    def view(self, s: NimState, seat: int | None) -> NimView:
        return view.view(self, s, seat)

    def final_result(self, s: NimState) -> Result:
        """§3: the last counter wins; the others share second place."""
        winner = s.last
        assert winner is not None
        return Result(tuple(int(p == winner) for p in range(self.seats)),
                      tuple(1 if p == winner else 2 for p in range(self.seats)), winner,
                      f"{self.seat_name(winner)} took the last counter and wins.",
                      ended_by="last-counter")
