"""ISMCTS: information-set Monte Carlo tree search, for every game (issue 13).

Multiple-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte
Carlo Tree Search", 2012; TAG's ``MCTSPlayer`` in its information-set mode), the
other seats played as the game declares they play (The Alpha's other packs by its
automa): :mod:`automeeple.agents.mcts` runs it. The bot sees only its seat's
observation. Each iteration determinizes it (``game.determinize``: what the seat
cannot see sampled, a fresh chance stream), selects down each searched seat's tree
by UCB1 with availability counts (a node keyed by the move as that seat saw it),
expands one move, rolls out (the game's rollout policy; for a game with
``evaluate``, the game's ``search_depth`` steps, then the position is scored) and
backs up each
seat's reward to the nodes of its own moves (max^n).

The reward of a seat at the end is its share of the win (1, or 1/k when k seats
share first place) for :data:`WIN_WEIGHT` of it, and its standing for the rest: its
place (1 first, 0 last) among three or more seats, or, between two seats (where
the place is the win), its score margin, 0.5 + (mine - theirs) / 2(|mine| +
|theirs| + 1). The win is what we measure; the standing separates the many lost
rollouts from one another (a random rollout seldom beats a solo game's AI). A
cut-off rollout scores ``evaluate`` squashed to 0..1.

Everything random comes from the stream the bot is given (the game's decision
stream for that step), so the same position and budget give the same move. Moves
are applied with ``checked=False, quiet=True``: no sentences, no traces.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Collection
from typing import Any, NamedTuple

from automeeple.agents import SEARCH_MOST, mcts
from automeeple.agents.mcts import Plan
from automeeple.engine.agent import Decision, decision_stream
from automeeple.engine.core import Action, Game, GameError, number
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace
from automeeple.engine.view import View

#: Iterations per decision of the plain ``ismcts`` bot.
DEFAULT_ITERATIONS = 1000
#: ``depth`` when it is the game's own: its declaration's ``search_depth`` (for a game
#: with ``evaluate``, a rollout stops that many steps past the tree and the position
#: is scored; a whole game of The Wolves is over 200 steps).
DECLARED = "declared"
#: The part of a seat's reward that is its share of the win; the rest is its place.
WIN_WEIGHT = 0.75
#: How many moves a hint or a trace lists.
TOP = 5


class MoveStats(NamedTuple):
    """One root move: how often it was chosen, its share of the visits, the mean
    reward of the seat choosing it, and how often that seat won after it; ``cut``:
    how many of those visits' rollouts were cut off and scored by ``evaluate``
    (then ``win`` is in part an estimate, not a count of games won)."""

    action: Action
    visits: int
    share: float
    mean: float
    win: float
    cut: int = 0


def rewards(game: Game, state: Any) -> tuple[list[float], list[float]]:
    """Each seat's reward and share of the win for a finished game (see the
    module's docstring)."""
    result = game.result(state)
    places, scores = result.places, result.scores
    n = len(places)
    wins = result.shares
    if n > 2:
        standing = [(n - place) / (n - 1) for place in places]
    else:  # between two seats the place is the win: the score margin tells more
        standing = [0.5 + (mine - theirs) / (2 * (abs(mine) + abs(theirs) + 1))
                    for mine, theirs in ((scores[0], scores[1]), (scores[1], scores[0]))]
    return ([WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * part
             for win, part in zip(wins, standing, strict=True)], wins)


def evaluated(game: Game, state: Any, seats: Collection[int]) -> tuple[list[float],
                                                                       list[float]]:
    """Each seat's reward for a rollout cut off before the end: for the ``seats``
    that choose in the search, the game's own ``evaluate`` squashed into 0..1 (a
    logistic of its value over 10); it stands for the share of the win too. A seat
    the rules play never chooses, so no node takes its reward: it gets 0.5."""
    out = []
    for seat in range(game.seats):
        value = game.evaluate(state, seat) if seat in seats else 0.0
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, value / 10.0)))))
    return out, out


def search(game: Game, observation: Any, seat: int, legal: list[Action], rng: Stream,
           iterations: int, seconds: float | None = None,
           depth: int | str | None = DECLARED,
           how: Plan | None = None) -> tuple[list[MoveStats], int]:
    """Search from ``seat``'s ``observation``: at most ``iterations`` iterations and,
    when ``seconds`` is given, no longer than that. Returns the root's moves (those in
    ``legal``), most visited first, and the iterations done.

    ``depth``: for a game with ``evaluate``, a rollout stops that many steps past the
    tree and the position is scored (:data:`DECLARED`: the game's ``search_depth``);
    None plays every rollout to the end. ``how``:
    who plays each seat and the rollout policy (:mod:`automeeple.agents.mcts`; by
    default the game's declared plan, :func:`~automeeple.agents.mcts.plan`).
    """
    how = how if how is not None else mcts.plan(game, seat)
    depth = how.depth if depth == DECLARED else depth
    cut = depth if depth is not None and hasattr(game, "evaluate") else None
    deadline = None if seconds is None else time.perf_counter() + seconds
    stats, done = mcts.run(game, observation, seat, legal, rng, iterations, deadline, cut,
                           how)
    total = sum(x[1] for x in stats) or 1
    return [MoveStats(a, v, v / total, m, w, cut) for a, v, m, w, cut in stats], done


class ISMCTSAgent:
    """The searching bot: ``ismcts`` (:data:`DEFAULT_ITERATIONS` a move) or
    ``ismcts:N`` (N iterations a move), each optionally followed by ``:search-all``
    (the other seats searched in trees of their own, not played by the game's
    model of them) and ``:random``, ``:mast`` or ``:baseline`` (the rollout policy
    instead of the game's): :mod:`automeeple.agents.mcts`."""

    summary = "a search: plays many games out from what it sees (strongest, slowest)"
    uses_observation = True

    def __init__(self, iterations: int = DEFAULT_ITERATIONS, seconds: float | None = None,
                 depth: int | str | None = DECLARED, search_all: bool = False,
                 rollout: str | None = None) -> None:
        if iterations < 1:
            raise ValueError("ISMCTS needs at least one iteration")
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.search_all = search_all
        self.rollout = rollout
        options = [f"{iterations}"] if iterations != DEFAULT_ITERATIONS else []
        if search_all or rollout:
            options = [f"{iterations}", *(["search-all"] * search_all),
                       *([rollout] if rollout else [])]
        self.name = ":".join(["ismcts", *options])

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1:
            trace = None
            if explain:
                seat = game.to_move(observation)
                trace = Trace(f"{game.seat_name(seat)}: the only move",
                              choice=named(game, observation, seat)(legal[0]))
            return Decision(legal[0], trace)
        seat = game.to_move(observation)
        stats, done = search(game, observation, seat, legal, rng, self.iterations,
                             self.seconds, self.depth,
                             mcts.plan(game, seat, self.search_all, self.rollout))
        action = stats[0].action if stats else legal[rng.below(len(legal))]
        trace = explain_search(game, observation, seat, stats, done) if explain else None
        return Decision(action, trace)


def explain_search(game: Game, observation: Any, seat: int, stats: list[MoveStats],
                   done: int) -> Trace:
    """The trace ``why`` shows: the question the seat answered (which conflict,
    which die), then the moves it tried most, first, with their share of the search
    and how they did (:func:`outcome`; with the mean reward where that is no
    estimate already) (the session keeps it from a person while it names what that
    person cannot see: ``FlowGame.secrets``)."""
    view = game.view(observation, seat)
    name = named(game, observation, seat, view)
    trace = Trace(f"{game.seat_name(seat)}: searched {done} determinized futures (ISMCTS), "
                  "the moves it tried most first", choice=name(stats[0].action) if stats else "")
    if view.question:
        trace.step("question", view.question)
    for k, s in enumerate(stats[:TOP], 1):
        reward = "" if s.cut else f" (mean reward {s.mean:.2f})"
        trace.step(f"#{k}", f"{name(s.action)}: {s.share:.0%} of the search, "
                            f"{outcome(s, 'them')}{reward}")
    if any(s.cut for s in stats[:TOP]):
        trace.step("estimated value", ESTIMATED.partition(": ")[2])
    return trace


def named(game: Game, observation: Any, seat: int, view: View | None = None
          ) -> Callable[[Action], str]:
    """Each move as ``seat``'s view of ``observation`` (``view``, where it is at
    hand) names it, by what is printed on the components ("place a Beta Wolf on
    Scavenge (north)"), else its text."""
    moves = (view or game.view(observation, seat)).moves or {}
    return lambda action: moves.get(str(action), str(action))


#: What an estimated value is, said once under the moves that have one.
ESTIMATED = "estimated value: a score of futures cut short, not a chance of winning"
#: The note under a hint whose every move lost every future searched.
LOST = "every future searched after these moves was lost: they cannot be told apart"


def hint_note(top: list[MoveStats]) -> str:
    """The note under a hint's ``top`` moves: what an estimated value is, or that
    every future after them was lost (a row of "won 0%" tells a person nothing); ""
    for none."""
    if any(m.cut for m in top):
        return ESTIMATED
    return LOST if top and not any(m.win for m in top) else ""


def outcome(move: MoveStats, games: str = "those games") -> str:
    """How the seat did after ``move``, as the search found it: "won N% of
    ``games``" when every future after it was played to the end; "estimated value
    N%" when any was cut short and scored (:data:`ESTIMATED`)."""
    if move.cut:
        return f"estimated value {move.win:.0%}"
    return f"won {move.win:.0%} of {games}"


def parse_name(name: str) -> ISMCTSAgent | None:
    """The agent ``name`` asks for (``ismcts``, ``ismcts:N``, either followed by
    options: :class:`ISMCTSAgent`), or None when it names no search bot. A bad
    budget or option raises ValueError."""
    head, colon, rest = name.partition(":")
    if head != "ismcts":
        return None
    if not colon:
        return ISMCTSAgent()
    budget, *options = rest.split(":")
    iterations = number(budget)
    if iterations is None or iterations < 1:
        raise ValueError(f"{name!r}: the budget after 'ismcts:' is a whole number of "
                         "iterations, at least 1")
    wrong = [o for o in options if o not in mcts.OPTIONS]
    if wrong or len(set(options)) < len(options) or len(
            [o for o in options if o in mcts.ROLLOUTS]) > 1:
        raise ValueError(f"{name!r}: after the budget come at most 'search-all' and one "
                         f"rollout policy ({', '.join(mcts.ROLLOUTS)})")
    rollout = next((o for o in options if o in mcts.ROLLOUTS), None)
    return ISMCTSAgent(iterations, search_all="search-all" in options, rollout=rollout)


# --- hints -------------------------------------------------------------------------

class Hint(NamedTuple):
    """The search's advice for a seat: its moves, best first, and the iterations
    it took."""

    moves: list[MoveStats]
    iterations: int


def hint(game: Game, state: Any, seat: int, master_seed: int, step: int,
         iterations: int, seconds: float | None = None) -> Hint:
    """The best moves for ``seat`` at ``state``, searched from its observation only,
    seeded from the game's decision stream for this step (the stream a bot in the
    seat would get). The state is not changed. The search takes ``iterations``
    iterations (the game's hint budget, :func:`hint_budget`): a property of the
    position, not of the machine or its load, so the same position gives the same
    hint. ``seconds``, an explicit choice, also stops it after that long (wall
    time); then the hint depends on the machine."""
    legal = game.legal_actions(state)
    observation = game.observation(state, seat)
    moves, done = search(game, observation, seat, legal,
                         decision_stream(master_seed, seat, step), iterations, seconds)
    return Hint(moves, done)


def hint_budget(iterations: int) -> tuple[int, float | None]:
    """A hint's iterations and time limit: the game's ``iterations``
    (``Declaration.hint_iterations``) unless ``AUTOMEEPLE_HINT_ITERATIONS`` names
    others (1 to :data:`~automeeple.agents.SEARCH_MOST`, as ``ismcts:N``), and no
    time limit unless ``AUTOMEEPLE_HINT_SECONDS`` sets one (a number of seconds
    above 0). A bad value is a one-line ``GameError`` naming its variable."""
    given = os.environ.get("AUTOMEEPLE_HINT_ITERATIONS")
    if given is not None:
        iterations = number(given) or 0
        if not 1 <= iterations <= SEARCH_MOST:
            raise GameError(f"AUTOMEEPLE_HINT_ITERATIONS={given!r}: a hint searches a whole "
                            f"number of iterations from 1 to {SEARCH_MOST}, as ismcts:N")
    given = os.environ.get("AUTOMEEPLE_HINT_SECONDS")
    if given is None:
        return iterations, None
    try:
        seconds = float(given)
    except ValueError:
        seconds = math.nan
    if not 0 < seconds < math.inf:
        raise GameError(f"AUTOMEEPLE_HINT_SECONDS={given!r}: a hint's time limit is a number "
                        "of seconds above 0 (e.g. 2.5)")
    return iterations, seconds


def hint_lines(found: Hint, name: Any = str, number: Any = None) -> list[str]:
    """The hint as a person reads it: the top moves (``name(action)`` names each, by
    its number in the list of moves where ``number(action)`` gives it: the number to
    type, never a rank), their share of the search and how the person did after them
    (:func:`outcome`), and its note (:func:`hint_note`)."""
    if not found.moves:
        return ["No hint: there is nothing to choose."]
    out = [f"Hint ({found.iterations} searched futures, from what you can see), most tried "
           "first:"]
    top = found.moves[:TOP]
    for m in top:
        k = number(m.action) if number is not None else None
        out.append(f"  {f'[{k}]' if k is not None else '-'} {name(m.action)}: "
                   f"{m.share:.0%} of the search, {outcome(m)}")
    if note := hint_note(top):
        out.append(f"  ({note})")
    return out
