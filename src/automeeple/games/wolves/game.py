"""The Wolves (solo) on the engine's contract. Seat 0 is the person; seats 1 and 2
are the AI packs, automa seats: their activations are rules driven by the tiles
drawn from the bag, never a choice."""

from __future__ import annotations

from automeeple.engine.core import Result, places_of
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Events, FlowGame, push, run
from automeeple.engine.rng import Stream

from . import GAME, view
from .actions import ActionTable
from .edition import ATTRIBUTES, EDITION, WolvesEdition
from .final_scoring import breakdown, standings, tie_break, totals
from .moonlight import ended_by
from .options import WolvesOptions
from .rounds import Round
from .rulebook import COLOURS, Rulebook
from .setup import begin, set_up
from .state import PERSON, WolvesState
from .view import WolvesView


class WolvesGame(FlowGame):
    declaration = GAME
    EDITION = EDITION

    def __init__(self, seats: int, opts: WolvesOptions,
                 edition: LoadedEdition[WolvesEdition]) -> None:
        super().__init__(seats, opts, edition)
        self.rulebook = Rulebook(self.edition, opts)
        self.actions = ActionTable(self.edition.terrains, self.edition.ai_tiles, ATTRIBUTES,
                                   self.rulebook.grid.ids)

    def seat_name(self, seat: int) -> str:
        return COLOURS[seat]

    def new_initial_state(self, seed: int, ev: Events = None) -> WolvesState:
        s = WolvesState()
        s.rng = Stream.named(seed, "chance")
        begin(self.rulebook, s)
        push(s, *set_up(self.rulebook), Round())
        run(self, s, ev)
        return s

    def view(self, s: WolvesState, seat: int | None) -> WolvesView:
        return view.view(self, s, seat)

    def evaluate(self, s: WolvesState, seat: int) -> float:
        """For the greedy bot: its total VP against the better AI's."""
        if not s.pieces:
            return 0.0
        score = totals(self.rulebook, s)
        return score[seat] - max(score[p] for p in range(3) if p != seat)

    def final_result(self, s: WolvesState) -> Result:
        order = standings(self.rulebook, s)
        rows = breakdown(self.rulebook, s)
        score = [sum(vp[p] for _, vp in rows) for p in range(3)]
        if order[0] == PERSON:
            summary = f"You win with {score[PERSON]} VP against {score[1]} and {score[2]}."
        else:
            summary = (f"{COLOURS[order[0]]} (AI) wins with {score[order[0]]} VP; you have "
                       f"{score[PERSON]}.")
        return Result(tuple(score), places_of(order), order[0], summary, tuple(rows),
                      ended_by(self.rulebook, s), tie_break(self.rulebook, s, order))
