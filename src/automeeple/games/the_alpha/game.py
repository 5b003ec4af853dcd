"""The Alpha on the engine's contract. The turn flow (:mod:`automeeple.engine.flow`)
runs the rules, set out along rules.txt's sections: :mod:`.setup`, :mod:`.week`
(the phases of a round and Advance), :mod:`.stalk`, :mod:`.chase` (Establish
Dominance and Chase) and :mod:`.resolve` (Resolve and Conflict). What a seat may
see is :mod:`.view`."""

from __future__ import annotations

from dataclasses import replace

from automeeple.engine.core import Result, places_of
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Events, FlowGame, run
from automeeple.engine.rng import Stream

from . import GAME
from .actions import FIGHT, SHARE, ActionTable
from .edition import EDITION, AlphaEdition
from .options import AlphaOptions
from .rulebook import Rulebook
from .setup import set_up
from .state import HIDDEN, AlphaState
from .view import AlphaView, view
from .week import standings, tie_break


class AlphaGame(FlowGame):
    declaration = GAME
    EDITION = EDITION

    def __init__(self, seats: int = 4, opts: AlphaOptions | None = None,
                 edition: LoadedEdition[AlphaEdition] | None = None) -> None:
        super().__init__(seats, opts or AlphaOptions(), edition or EDITION.load())
        self.actions = ActionTable(self.edition)
        self.rulebook = Rulebook(self.edition, seats, self.opts, self.actions)

    def seat_name(self, seat: int) -> str:
        return self.edition.colours[seat]

    def new_initial_state(self, seed: int, ev: Events = None) -> AlphaState:
        s = set_up(self.rulebook, seed)
        run(self, s, ev)
        return s

    def observation(self, state: AlphaState, seat: int) -> AlphaState:
        """What ``seat`` may see: everything on the table, but no other pack's
        Conflict Token before the reveal and no random stream (the future dice)."""
        return self.hidden(state.clone(), seat)

    def glimpse(self, state: AlphaState, seat: int) -> AlphaState:
        """The observation sharing the state's lists: the automa reads what it
        observes and never changes it, and a search asks it for every other pack's
        move in every future (copying the state's fifteen lists for it was a tenth
        of a search's time)."""
        return self.hidden(state.share(), seat)

    @staticmethod
    def hidden(obs: AlphaState, seat: int) -> AlphaState:
        """``obs``, a copy of the state, as ``seat`` may see it (:meth:`observation`)."""
        obs.rng = None
        c = obs.conflict
        if c is not None and not c.revealed:
            obs.conflict = replace(c, tokens=tuple(
                ch if (p == seat or ch is None) else HIDDEN
                for p, ch in zip(c.packs, c.tokens, strict=True)))
        return obs

    def sample_hidden(self, state: AlphaState, seat: int, rng: Stream) -> None:
        """For search: each other pack's face-down Conflict Token is FIGHT or SHARE
        at even odds (nothing on the table says which)."""
        c = state.conflict
        if c is not None and HIDDEN in c.tokens:
            state.conflict = replace(c, tokens=tuple(
                (FIGHT, SHARE)[rng.below(2)] if ch == HIDDEN else ch for ch in c.tokens))

    def secrets(self, state: AlphaState, viewer: int | None) -> dict[str, tuple[str, ...]]:
        """Another pack's Conflict Token, turned face down and not yet revealed
        (CONFLICT: all are revealed together): anything its pack explains may tell
        it."""
        c = state.conflict
        if c is None or c.revealed:
            return {}
        return {f"{self.seat_name(p)}'s Conflict Token": ()
                for p, ch in zip(c.packs, c.tokens, strict=True)
                if ch is not None and p != viewer}

    def view(self, state: AlphaState, seat: int | None) -> AlphaView:
        return view(self, state, seat)

    def evaluate(self, state: AlphaState, seat: int) -> float:
        """For the search, a future cut short (its ``search_depth``): the pack's food
        against the best other pack's, 3 a food (HOW TO WIN: the most food at the
        end of the fifth week wins)."""
        food = state.food
        return 3.0 * (food[seat] - max(food[p] for p in range(state.seats) if p != seat))

    def final_result(self, state: AlphaState) -> Result:
        order = standings(state)
        winner = order[0]
        return Result(tuple(state.food), places_of(order), winner,
                      f"{self.seat_name(winner)} is THE ALPHA with {state.food[winner]} food.",
                      breakdown(self.edition, state),
                      "last-week",  # the only way it ends: no weeks left (Advance)
                      tie_break(self.rulebook, state, order))


#: The rows of the score breakdown: (what the person reads, source in the state).
BREAKDOWN = (("scavenging", "scavenge"), ("hunts", "hunt"), ("carrion", "carrion"),
             ("conflicts", "conflict"), ("Deep Forest paid", "deep forest"))


def breakdown(edition: AlphaEdition, s: AlphaState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The score is food (HOW TO WIN): where each pack's came from, the start
    food first and the Deep Forest payments last (negative); the rows add up to
    the Food Tracker."""
    return (("start food", (edition.start_food,) * s.seats),
            *((what, s.earned(source)) for what, source in BREAKDOWN))
