"""Islebound (solo AI) on the engine's contract. Seat 0 is the person; seat 1 is
the AI, an automa seat: its turns are the rule document's procedure, driven by its
dice, never a choice. The turn flow's work items are beside the rules they carry
out: :mod:`.setup`, :mod:`.ai`, :mod:`.person`, :mod:`.reported`, :mod:`.supply`
and :mod:`.scoring`."""

from __future__ import annotations

from automeeple.engine import flow
from automeeple.engine.core import Result
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Events, FlowGame
from automeeple.engine.rng import Stream

from . import GAME
from .actions import ActionTable
from .board import NAMES, Board
from .edition import EDITION, IsleEdition
from .options import IsleOptions
from .scoring import result
from .setup import setup
from .state import IsleState
from .view import IsleView, view


class IsleGame(FlowGame):
    declaration = GAME
    EDITION = EDITION

    def __init__(self, seats: int, opts: IsleOptions,
                 edition: LoadedEdition[IsleEdition]) -> None:
        super().__init__(seats, opts, edition)
        self.board = Board(self.edition, opts)
        #: The most coins one report puts on the treasure map: a visit's fee.
        self.max_fee = max(1, *(t.fee for t in self.edition.towns))
        self.actions = ActionTable(self.board, max(self.max_fee,
                                                   self.edition.track_length))

    @property
    def unchecked(self) -> str:
        """Table mode (``person_turn="reported"``): the person's turn is played on the
        physical board and only its effects on the AI are reported (:mod:`.reported`),
        any of them at any time, as the table is the truth."""
        if self.opts.person_turn != "reported":
            return ""
        return ("your turn is played on the table and only reported, and the program "
                "does not check a report against the rules, so a search would count "
                "turns the rules forbid")

    def seat_name(self, seat: int) -> str:
        return NAMES[seat]

    def new_initial_state(self, seed: int, ev: Events = None) -> IsleState:
        s = IsleState()
        s.rng = Stream.named(seed, "chance")
        setup(self.board, s)
        flow.run(self, s, ev)
        return s

    def view(self, s: IsleState, seat: int | None) -> IsleView:
        return view(self, s, seat)

    def final_result(self, s: IsleState) -> Result:
        return result(self, s)
