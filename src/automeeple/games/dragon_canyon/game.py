"""Dragon Canyon with the AI variant on the engine's contract. Seat 0 is the AI, an
automa seat: its turns are the rule document's procedure driven by its cards,
never a choice; seats 1 (and 2) are people. The turn flow's work items are beside
the rules they carry out (see the package's docstring)."""

from __future__ import annotations

from automeeple.engine import flow
from automeeple.engine.core import Action, IllegalAction, Result, places_of
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Events, FlowGame
from automeeple.engine.rng import Stream

from . import GAME
from .actions import ActionTable
from .board import Rulebook
from .edition import EDITION, DragonEdition
from .ending import breakdown, final_scores, ranking, tie_break
from .options import DragonOptions, refuse_inapplicable
from .setup import setup
from .state import HIDDEN, DragonState, known_to_all
from .view import DragonView, view


class DragonGame(FlowGame):
    declaration = GAME
    EDITION = EDITION

    def __init__(self, seats: int, opts: DragonOptions,
                 edition: LoadedEdition[DragonEdition]) -> None:
        super().__init__(seats, opts, edition)
        refuse_inapplicable(opts, seats)
        self.actions = ActionTable(self.edition)
        self.rulebook = Rulebook(self.edition, opts, seats, self.actions)

    def seat_name(self, seat: int) -> str:
        return self.rulebook.names[seat]

    def new_initial_state(self, seed: int, ev: Events = None) -> DragonState:
        s = DragonState()
        s.rng = Stream.named(seed, "chance")
        setup(self.rulebook, s)
        flow.run(self, s, ev)
        return s

    def observation(self, s: DragonState, seat: int) -> DragonState:
        """No random stream; another person's hand and their face-down cards are
        hidden, unless everyone has seen the card face up (the AI's unseen cards
        are unknown to everyone already): what the seat's view shows."""
        obs = s.clone()
        obs.rng = None
        for p in self.rulebook.people:
            if p != seat:
                obs.hands[p] = [HIDDEN] * len(s.hands[p])
        obs.cards = [c if c is None or c[0] == seat or known_to_all(s, t)
                     else (c[0], HIDDEN, False) for t, c in enumerate(s.cards)]
        return obs

    def sample_hidden(self, state: DragonState, seat: int, rng: Stream) -> None:
        """For search: each other person's hand and face-down cards are dealt at
        random from that person's Force cards not seen elsewhere (not in their
        discard pile, not known on the map), hand first; the AI's unseen cards stay
        the bag they are (nobody knows them, and turning one up draws from it)."""
        every = [c.name for c in self.edition.force_cards]
        for p in self.rulebook.people:
            if p == seat:
                continue
            hidden = [t for t, c in enumerate(state.cards)
                      if c is not None and c[0] == p and c[1] == HIDDEN]
            if not hidden and HIDDEN not in state.hands[p]:
                continue
            unknown = list(every)
            for name in (*state.discards[p],
                         *(c[1] for c in state.cards
                           if c is not None and c[0] == p and c[1] != HIDDEN)):
                unknown.remove(name)
            rng.shuffle(unknown)
            hand = len(state.hands[p])
            state.hands[p] = unknown[:hand]
            for t, name in zip(hidden, unknown[hand:], strict=True):
                state.cards[t] = (p, name, False)

    def secrets(self, s: DragonState, viewer: int | None) -> dict[str, tuple[str, ...]]:
        """Each card in another person's hand or face down on the map and not
        known to all, as "Green's Primal Canine", told by its name (the AI's
        unseen cards are unknown to everyone)."""
        names = self.rulebook.names
        return {f"{names[p]}'s {card}": (card,)
                for p in self.rulebook.people if p != viewer
                for card in (*s.hands[p], *(c[1] for t, c in enumerate(s.cards)
                                            if c is not None and c[0] == p
                                            and not known_to_all(s, t)))}

    def parse_action(self, s: DragonState, text: str) -> Action:
        """An action by its text (a tile also spaced or bracketed, as Table mode
        reads it), or the one legal move a text with such a tile abbreviates
        ("knight 3, 3": "play Mage Knight on 3,3")."""
        try:
            return self.actions.parse(text)
        except IllegalAction:
            fits = self.actions.fitting(text, self.legal_actions(s))
            if len(fits) != 1:
                raise
            return fits[0]

    def view(self, s: DragonState, seat: int | None) -> DragonView:
        return view(self, s, seat)

    def final_result(self, s: DragonState) -> Result:
        rows, notes = final_scores(self.rulebook, s)
        scores = tuple(sum(col) for col in zip(*rows, strict=True))
        order = ranking(self.rulebook, s)
        summary = f"{self.seat_name(order[0])} wins: {s.why_over}."
        if notes:
            summary += " Objectives: " + "; ".join(notes) + "."
        return Result(scores, places_of(order), order[0], summary,
                      breakdown(self.rulebook, rows), s.ended_by, tie_break(self.rulebook, s))
