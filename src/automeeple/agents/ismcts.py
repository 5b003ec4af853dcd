"""ISMCTS: information-set Monte Carlo tree search, for every game (issue 13).

Single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte Carlo
Tree Search", 2012; TAG's ``MCTSPlayer`` in its information-set mode). The bot sees
only its seat's observation. Each iteration:

1. **Determinize**: ``game.determinize(observation, seat, stream)`` fills in what
   the seat cannot see (other packs' face-down Conflict Tokens, another person's
   hand, ...) by sampling something consistent with what it can, and gives the
   copy a fresh chance stream, so no iteration can read the real future.
2. **Select** down one tree shared by all determinizations: a node's children are
   keyed by (seat, move); at a decision, only the moves legal in this
   determinization compete, by UCB1 with *availability* counts (a child's count of
   the iterations in which it could have been chosen stands in for its parent's
   visits). Chance events are drawn from the determinization's own stream and are
   not nodes (the tree is open loop over chance: a node is the sequence of choices
   that led to it); a decision with a single legal move is not a node either.
3. **Expand** one untried move, then **roll out** with seeded chance and MAST
   moves (:data:`MAST`) to the end of the game (or, for a game with ``evaluate``,
   to ``depth`` steps past the tree, then score the position).
4. **Back up** each seat's reward along the path: every node is credited with the
   reward of the seat that chose its move, so each seat's moves are chosen for
   that seat's own good (the usual max^n reading of a multiplayer tree).

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
from typing import Any, NamedTuple

from automeeple.engine.agent import Decision, decision_stream
from automeeple.engine.core import CHANCE, TERMINAL, Action, Game, sample_chance
from automeeple.engine.flow import AUTO, QUIET, FlowGame
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace

#: Iterations per decision of the plain ``ismcts`` bot.
DEFAULT_ITERATIONS = 1000
#: For a game with ``evaluate``, a rollout stops this many steps past the tree and
#: the position is scored (a whole game of The Wolves is over 200 steps).
DEPTH = 40
#: Rollouts use MAST (move-average sampling, Finnsson and Bjornsson 2008): half
#: their moves are the best by the mean reward the move has brought its seat in
#: this search so far, in any position; the other half are random.
MAST = True
#: The mean an untried move counts as in MAST.
MAST_PRIOR = 0.5
#: UCB1's exploration constant (rewards are in 0..1).
EXPLORATION = 0.7
#: The part of a seat's reward that is its share of the win; the rest is its place.
WIN_WEIGHT = 0.75
#: How many moves a hint or a trace lists.
TOP = 5


class Node:
    """A move in the tree: how often it was chosen (``visits``), how often it could
    have been (``avail``), the reward and the wins its seat got in total, how many of
    its visits' rollouts were cut off and scored by ``evaluate`` (``cut``), and what
    follows."""

    __slots__ = ("visits", "avail", "total", "wins", "cut", "children")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.wins = 0.0
        self.cut = 0
        self.children: dict[tuple[int, Action], Node] = {}


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
    firsts = places.count(1)
    wins = [1.0 / firsts if place == 1 else 0.0 for place in places]
    if n > 2:
        standing = [(n - place) / (n - 1) for place in places]
    else:  # between two seats the place is the win: the score margin tells more
        standing = [0.5 + (mine - theirs) / (2 * (abs(mine) + abs(theirs) + 1))
                    for mine, theirs in ((scores[0], scores[1]), (scores[1], scores[0]))]
    return ([WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * part
             for win, part in zip(wins, standing, strict=True)], wins)


def evaluated(game: Game, state: Any, seats: int) -> tuple[list[float], list[float]]:
    """Each seat's reward for a rollout cut off before the end: the game's own
    ``evaluate`` squashed into 0..1 (a logistic of its value over 10); it stands for
    the share of the win too."""
    out = []
    for seat in range(seats):
        value = game.evaluate(state, seat)
        out.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, value / 10.0)))))
    return out, out


def search(game: Game, observation: Any, seat: int, legal: list[Action], rng: Stream,
           iterations: int, seconds: float | None = None,
           depth: int | None = DEPTH) -> tuple[list[MoveStats], int]:
    """Search from ``seat``'s ``observation``: at most ``iterations`` iterations and,
    when ``seconds`` is given, no longer than that. Returns the root's moves (those in
    ``legal``), most visited first, and the iterations done.

    ``depth``: for a game with ``evaluate``, a rollout stops that many steps past the
    tree and the position is scored; None plays every rollout to the end.
    """
    to_move, legal_actions, apply = game.to_move, game.legal_actions, game.apply
    determinize = game.determinize
    root = Node()
    seats = game.seats
    cut = depth if depth is not None and hasattr(game, "evaluate") else None
    log, sqrt = math.log, math.sqrt
    flowing = isinstance(game, FlowGame)
    mast: dict | None = {} if MAST else None
    deadline = None if seconds is None else time.perf_counter() + seconds
    done = 0
    while done < iterations:
        if deadline is not None and done and done % 8 == 0 and time.perf_counter() > deadline:
            break
        done += 1
        state = determinize(observation, seat, Stream(rng.next64()))
        node = root
        path: list[tuple[Node, int]] = []
        # Selection and expansion.
        while True:
            who = to_move(state)
            if who == TERMINAL:
                break
            if who == CHANCE:
                apply(state, sample_chance(game, state), False, True)
                continue
            moves = legal_actions(state)
            if len(moves) == 1:
                apply(state, moves[0], False, True)
                continue
            children = node.children
            untried = [a for a in moves if (who, a) not in children]
            if untried:
                action = untried[rng.below(len(untried))]
                child = children[(who, action)] = Node()
                for a in moves:
                    c = children.get((who, a))
                    if c is not None:
                        c.avail += 1
                apply(state, action, False, True)
                path.append((child, who))
                break
            best, best_value = None, -1.0
            for a in moves:
                c = children[(who, a)]
                c.avail += 1
                value = c.total / c.visits + EXPLORATION * sqrt(log(c.avail) / c.visits)
                if value > best_value:
                    best, best_value, action = c, value, a
            apply(state, action, False, True)
            node = best
            path.append((node, who))
        # Rollout: random moves and seeded chance, to the end or the cut.
        played: list[tuple[int, Action]] = []
        if flowing:
            ended = roll_out_flow(game, state, rng, cut, mast, played)
        else:
            ended = roll_out(game, state, rng, cut)
        reward, won = rewards(game, state) if ended else evaluated(game, state, seats)
        # Back-up: each node gets its own seat's reward; so does each move's MAST mean.
        for n, who in path:
            n.visits += 1
            n.total += reward[who]
            n.wins += won[who]
            n.cut += not ended
        if mast is not None:
            for key in played:
                stat = mast.get(key)
                if stat is None:
                    mast[key] = [reward[key[0]], 1]
                else:
                    stat[0] += reward[key[0]]
                    stat[1] += 1
    stats = []
    for a in legal:
        c = root.children.get((seat, a))
        if c is not None and c.visits:
            stats.append((a, c.visits, c.total / c.visits, c.wins / c.visits, c.cut))
    total = sum(x[1] for x in stats) or 1
    stats.sort(key=lambda x: (-x[1], -x[2]))
    return [MoveStats(a, v, v / total, m, w, cut) for a, v, m, w, cut in stats], done


def roll_out(game: Game, state: Any, rng: Stream, limit: int | None) -> bool:
    """Random moves and seeded chance until the game ends (True) or ``limit`` steps
    are taken (False; None: no limit)."""
    steps = 0
    while game.to_move(state) != TERMINAL:
        if steps == limit:
            return False
        if game.to_move(state) == CHANCE:
            game.apply(state, sample_chance(game, state), False, True)
        else:
            moves = game.legal_actions(state)
            game.apply(state, moves[rng.below(len(moves))], False, True)
        steps += 1
    return True


def roll_out_flow(game: FlowGame, state: Any, rng: Stream, limit: int | None,
                  mast: dict | None = None, played: list | None = None) -> bool:
    """:func:`roll_out` straight on a :class:`FlowGame`'s turn flow: the same steps
    as ``apply(..., checked=False, quiet=True)`` with seeded chance, without the
    calls around them (most of a search's time is spent here). With ``mast``, half
    the moves are the best by MAST (see :func:`search`), and every move is noted in
    ``played`` as (seat, move)."""
    flow = state.flow
    steps = 0
    while flow:
        if steps == limit:
            return False
        top = flow[-1]
        seat = top.seat
        if seat == CHANCE:
            request = top.request(game, state)
            outcomes = request.outcomes
            action = (outcomes[0] if len(outcomes) == 1
                      else outcomes[state.rng.weighted_index(request.weights)])
        else:
            moves = top.legal(game, state)
            if mast is None or len(moves) == 1:
                action = moves[rng.below(len(moves))]
            else:
                action = mast_move(mast, seat, moves, rng)
                played.append((seat, action))
        flow.pop().resolve(game, state, action, QUIET)
        while flow and flow[-1].seat == AUTO:
            flow.pop().run(game, state, QUIET)
        steps += 1
    return True


def mast_move(mast: dict, seat: int, moves: list[Action], rng: Stream) -> Action:
    """MAST, epsilon-greedy: a random move half the time, else the move with the
    best mean reward for ``seat`` so far in this search (an untried move counts as
    :data:`MAST_PRIOR`; ties to the first)."""
    if rng.below(2):
        return moves[rng.below(len(moves))]
    best, top = moves[0], -1.0
    get = mast.get
    for a in moves:
        stat = get((seat, a))
        value = MAST_PRIOR if stat is None else stat[0] / stat[1]
        if value > top:
            best, top = a, value
    return best


class ISMCTSAgent:
    """The searching bot: ``ismcts`` (:data:`DEFAULT_ITERATIONS` a move) or
    ``ismcts:N`` (N iterations a move)."""

    uses_observation = True

    def __init__(self, iterations: int = DEFAULT_ITERATIONS, seconds: float | None = None,
                 depth: int | None = DEPTH) -> None:
        if iterations < 1:
            raise ValueError("ISMCTS needs at least one iteration")
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.name = "ismcts" if iterations == DEFAULT_ITERATIONS else f"ismcts:{iterations}"

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1:
            trace = None
            if explain:
                trace = Trace(f"{game.seat_name(game.to_move(observation))}: the only move",
                              choice=str(legal[0]))
            return Decision(legal[0], trace)
        seat = game.to_move(observation)
        stats, done = search(game, observation, seat, legal, rng, self.iterations,
                             self.seconds, self.depth)
        action = stats[0].action if stats else legal[rng.below(len(legal))]
        trace = explain_search(game, observation, seat, stats, done) if explain else None
        return Decision(action, trace)


def explain_search(game: Game, observation: Any, seat: int, stats: list[MoveStats],
                   done: int) -> Trace:
    """The trace ``why`` shows: the most visited moves, with their share of the
    visits, how they did (:func:`outcome`) and mean reward (the session keeps it
    from a person while it names what that person cannot see:
    ``FlowGame.secrets``)."""
    trace = Trace(f"{game.seat_name(seat)}: searched {done} determinized futures (ISMCTS)",
                  choice=str(stats[0].action) if stats else "")
    for k, s in enumerate(stats[:TOP], 1):
        trace.step(f"#{k}", f"{s.action}: {s.share:.0%} of the visits, {outcome(s, 'them')} "
                            f"(mean reward {s.mean:.2f})", [s.action])
    if any(s.cut for s in stats[:TOP]):
        trace.step("note", ESTIMATED)
    return trace


#: What an estimated value is, said once under the moves that have one.
ESTIMATED = "estimated value: futures cut short and the position scored, not games won"


def outcome(move: MoveStats, games: str = "those games") -> str:
    """How the seat did after ``move``, as the search found it: "won N% of
    ``games``" when every future after it was played to the end; "estimated value
    N%" when any was cut short and scored (:data:`ESTIMATED`)."""
    if move.cut:
        return f"estimated value {move.win:.0%}"
    return f"won {move.win:.0%} of {games}"


def parse_name(name: str) -> ISMCTSAgent | None:
    """The agent ``name`` asks for (``ismcts`` or ``ismcts:N``), or None when it
    names no search bot. A bad budget raises ValueError."""
    head, colon, budget = name.partition(":")
    if head != "ismcts":
        return None
    if not colon:
        return ISMCTSAgent()
    if not budget.isdigit() or int(budget) < 1:
        raise ValueError(f"{name!r}: the budget after 'ismcts:' is a whole number of "
                         "iterations, at least 1")
    return ISMCTSAgent(int(budget))


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
    others, and no time limit unless ``AUTOMEEPLE_HINT_SECONDS`` sets one."""
    seconds = os.environ.get("AUTOMEEPLE_HINT_SECONDS")
    return (int(os.environ.get("AUTOMEEPLE_HINT_ITERATIONS", iterations)),
            None if seconds is None else float(seconds))


def hint_lines(found: Hint, name: Any = str) -> list[str]:
    """The hint as a person reads it: the top moves (``name(action)`` names each),
    their share of the search and how the person did after them (:func:`outcome`),
    and what an estimated value is when one is shown."""
    if not found.moves:
        return ["No hint: there is nothing to choose."]
    out = [f"Hint ({found.iterations} searched futures, from what you can see):"]
    for k, m in enumerate(found.moves[:TOP], 1):
        out.append(f"  {k}. {name(m.action)}: {m.share:.0%} of the search, {outcome(m)}")
    if any(m.cut for m in found.moves[:TOP]):
        out.append(f"  ({ESTIMATED})")
    return out
