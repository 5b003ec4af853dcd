"""BLITZKRIEG! (solo) on the engine's contract. Seat 0 is the person; seat 1 is the
solo bot, an automa seat: its turns are rules driven by chance, never a choice.
The turn flow's work items are beside the rules they carry out: :mod:`.setup`,
:mod:`.bags`, :mod:`.turn` and :mod:`.placement`."""

from __future__ import annotations

from automeeple.engine import flow
from automeeple.engine.components import Bag
from automeeple.engine.core import ChanceRequest, GameError, Result
from automeeple.engine.edition import LoadedEdition
from automeeple.engine.flow import Events, FlowGame
from automeeple.engine.rng import Stream

from . import GAME
from .actions import ActionTable
from .baseline import VP, Outlook
from .board import Rulebook
from .edition import EDITION, BlitzEdition, slug
from .options import BlitzOptions
from .setup import setup
from .state import BOT, HIDDEN, PERSON, VP_SOURCES, BlitzState, hidden_removed
from .turn import tie_break
from .view import BlitzView, view

#: What one VP of lead is worth to :meth:`BlitzGame.evaluate` (measured with the
#: search: docs/search.md).
EVALUATE_VP = 2.0


class BlitzGame(FlowGame):
    declaration = GAME
    EDITION = EDITION

    def __init__(self, seats: int, opts: BlitzOptions,
                 edition: LoadedEdition[BlitzEdition]) -> None:
        super().__init__(seats, opts, edition)
        if (opts.nippon and not opts.nippon_difficulty
                and opts.difficulty != BlitzOptions.difficulty):
            # Without its rolls a difficulty would be silently ignored (issue 17).
            raise GameError(f"difficulty={opts.difficulty} cannot apply with "
                            "nippon_difficulty=false: Japan's two starting campaigns take "
                            "the place of the difficulty rolls (solo §3.5)")
        self.rulebook = book = Rulebook(self.edition, opts)
        labels = [f"{slug(book.theatres[t].name)} {c + 1}.{k + 1}" for t, c, k in book.where]
        self.actions = ActionTable(self.edition.units, book.theatres, labels,
                                   self.edition.stratagems)
        #: The bot's d6 (difficulty rolls, solo §3.4; its unit, solo §5 step 3): the
        #: program rolls it, in Table mode too. Its faces read 1 to 6.
        self.d6 = ChanceRequest("roll a d6 for the bot", tuple(self.actions.roll), (1,) * 6,
                                physical=False, labels=tuple(str(r.value) for r in
                                                             self.actions.roll))

    def seat_name(self, seat: int) -> str:
        return self.rulebook.names[seat]

    def new_initial_state(self, seed: int, ev: Events = None) -> BlitzState:
        s = BlitzState()
        s.rng = Stream.named(seed, "chance")
        setup(self.rulebook, s)
        flow.run(self, s, ev)
        return s

    def observation(self, s: BlitzState, seat: int) -> BlitzState:
        """No random stream (the next draws and the dice); the bot's row is face up.
        To any seat but the person's, the person's reserve is behind a screen, and
        so is what its bag and the special-weapons pile hold (either would tell the
        reserve): each shows only how many units it has; a unit of theirs that a
        bombing destroyed is hidden too (it came from the reserve)."""
        obs = s.clone()
        obs.rng = None
        if seat != PERSON:
            obs.reserve = [HIDDEN] * len(s.reserve)
            obs.person_bag = Bag([HIDDEN] * len(s.person_bag))
            obs.specials = Bag([HIDDEN] * len(s.specials))
            obs.removed = hidden_removed(s)
        return obs

    def sample_hidden(self, state: BlitzState, seat: int, rng: Stream) -> None:
        """For search. The person's observation hides nothing but the future. Behind
        the person's screen (any other seat's observation), the units not seen
        anywhere are dealt at random: the special-weapons pile from the special
        weapons not seen, then the reserve, the bag and the bombed-out units from the
        rest."""
        if seat != PERSON:
            book = self.rulebook
            kinds = book.kinds
            bags = self.edition.bags
            seen = [*(k for who, k in (u for u in state.board if u is not None)),
                    *state.bot_bag.contents, *state.row,
                    *(k for who, k in state.removed if who == BOT)]
            own = [*bags[book.bag_names[PERSON]]]
            person_on_board = [k for who, k in (u for u in state.board if u is not None)
                               if who == PERSON]
            for k in person_on_board:
                if not kinds[k].special:
                    own.remove(k)
            specials = [*bags["specials"]]
            for k in seen:
                if kinds[k].special:
                    specials.remove(k)
            rng.shuffle(specials)
            pile = len(state.specials)
            state.specials = Bag(specials[:pile])
            rest = own + specials[pile:]
            rng.shuffle(rest)
            n_reserve, n_bag = len(state.reserve), len(state.person_bag)
            state.reserve = sorted(rest[:n_reserve])
            state.person_bag = Bag(rest[n_reserve:n_reserve + n_bag])
            gone = rest[n_reserve + n_bag:]
            state.removed = sorted([(who, k) for who, k in state.removed if who != PERSON]
                                   + [(PERSON, k) for k in gone])

    def view(self, s: BlitzState, seat: int | None) -> BlitzView:
        return view(self, s, seat)

    def evaluate(self, s: BlitzState, seat: int) -> float:
        """The position as the baseline person judges it (:mod:`.baseline`): the
        person's turn played out as it would play it, then its score, one VP counting
        :data:`EVALUATE_VP` (the search reads a logistic of ``evaluate / 10``); for
        the bot, the same negated. It reads the person's reserve and bag, which the
        bot cannot see: nothing judges a position from the bot's seat (its turns are
        the rules'), so it judges a state the person sees or a search's
        determinization. The search scores the position its tree reaches with it
        (``search_depth`` 0); the greedy bot, each move's."""
        value = Outlook(self, s).turn_out(self.clone(s), 0) * EVALUATE_VP / VP
        return value if seat == PERSON else -value

    def final_result(self, s: BlitzState) -> Result:
        places = (1, 2) if s.winner == PERSON else (2, 1)
        who = "You win" if s.winner == PERSON else "The bot wins"
        breakdown = tuple((source, (s.vp_from[PERSON][n], s.vp_from[BOT][n]))
                          for n, source in enumerate(VP_SOURCES))
        return Result(tuple(s.vp), places, s.winner, f"{who}: {s.why_over}.", breakdown,
                      s.ended_by, tie_break(s))
