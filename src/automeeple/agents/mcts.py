"""The search's tree: multiple-observer ISMCTS with modelled opponents (issue 21).

:func:`automeeple.agents.ismcts.search` runs :func:`run`. Who plays each seat in
an iteration (:class:`Plan`):

- **the searching seat** chooses by UCB1 in its own tree;
- **a modelled seat** (by default every other seat of a game whose declaration
  names ``search_model``: The Alpha's other packs are its automa, Dragon Canyon's
  other person its baseline) is played by that bot, deciding from *its own*
  observation of the determinized state, with its dice drawn from the
  determinization's chance stream: it never sees what it could not see in play
  (this seat's face-down Conflict Token), and it is not searched for;
- **a searched seat** (``ismcts:N:search-all``, or a game that names no model)
  chooses by UCB1 in a tree of its own (multiple-observer ISMCTS, Cowling, Powley
  and Whitehouse 2012, section 6): every tree follows every move, but keyed by the
  move *as that tree's seat sees it*: a move that leaves a new secret for the seat
  (``FlowGame.secrets``: another pack's Conflict Token) is keyed :data:`UNSEEN`,
  so no node of a seat ever branches on a choice it could not see.

The AI of a solo game acts inside the turn flow (automatic steps and chance), so it
is never to move: the search plays it by the rules' own procedure, sampling its
chance, and no tree has a node of its seat.

**Large move lists: progressive widening.** At a decision with more than
:data:`WIDEN_FROM` legal moves, only the first ``1 + WIDEN * sqrt(n)`` of the node's
move order compete (n: the node's visits); the order starts with the move the
game's default bot (its baseline or automa) would make there, the rest shuffled
by the search's stream (Coulom 2007; Chaslot et al. 2008, "progressive
unpruning"), or, with priors, is the order of the priors.

**Priors: progressive bias** (Chaslot et al. 2008), where the game declares
``search_prior``: at a searched seat's decision, first visited, its default bot
values every move (its ``values``, from the seat's observation); each move's prior
is its rank among them, from 1 (the best) to 0 (the worst). The untried move of
best prior is expanded first, and a move's UCB value gains ``PRIOR_WEIGHT * prior
/ (1 + visits)``: the bot's judgement leads while a move has few visits, the
futures searched lead after.

**Rollouts** follow the game's ``search_rollout`` (:data:`ROLLOUTS`): ``random``,
``mast`` (:func:`mast_move`) or ``baseline`` (the
searching seats play the game's default bot); modelled seats always play their
model.
"""

from __future__ import annotations

import importlib
import math
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any

from automeeple.engine.agent import Agent
from automeeple.engine.core import CHANCE, TERMINAL, Action, Game, drawn, sample_chance
from automeeple.engine.declaration import Declaration
from automeeple.engine.flow import AUTO, QUIET, FlowGame
from automeeple.engine.rng import Stream

#: The rollout policies a game may declare (``Declaration.search_rollout``).
ROLLOUTS = ("random", "mast", "baseline")
#: What may follow a search bot's budget in its name (``ismcts:200:search-all``).
OPTIONS = ("search-all", *ROLLOUTS)
#: UCB1's exploration constant (rewards are in 0..1).
EXPLORATION = 0.7
#: The mean an untried move counts as in MAST (move-average sampling, Finnsson
#: and Bjornsson 2008: half the moves are the best by the mean reward the move has
#: brought its seat in this search so far, in any position; half are random).
MAST_PRIOR = 0.5
#: How a tree keys a move its seat could not see.
UNSEEN = "unseen"
#: Progressive widening starts above this many legal moves...
WIDEN_FROM = 24
#: ... and lets 1 + WIDEN * sqrt(visits) of them compete.
WIDEN = 1.0
#: What the best prior adds to a move's UCB value before its first visit.
PRIOR_WEIGHT = 0.5
#: A rollout's steps before ``evaluate`` scores it, in a game with ``evaluate``
#: and no declaration: a declaration's default.
DEPTH = Declaration.search_depth


class Node:
    """A move in a seat's tree: how often it was chosen (``visits``), how often it
    could have been (``avail``), the reward and wins of the seat that chose it, how
    many of its visits' rollouts were cut off and scored by ``evaluate`` (``cut``),
    what follows, (at a widened decision) the order its moves are let in, and (with
    priors) the prior of each move of the decision it leads to."""

    __slots__ = ("visits", "avail", "total", "wins", "cut", "children", "order", "known",
                 "prior")

    def __init__(self) -> None:
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.wins = 0.0
        self.cut = 0
        self.children: dict[tuple[int, Any], Node] = {}
        self.order: list[Action] | None = None
        self.known: set[Action] | None = None
        self.prior: dict[Action, float] | None = None


@dataclass
class Plan:
    """How one search plays each seat: ``models`` maps a modelled seat to its bot;
    the seats ``searched`` are searched, each in a tree of its own (the seats the
    rules play are never to move). ``rollout`` is the rollout policy, ``baseline``
    the game's default bot (progressive widening's first move, the ``baseline``
    rollout, the priors' values with ``prior``); ``depth``, the rollout's steps
    before a game with ``evaluate`` scores the position."""

    searched: tuple[int, ...]
    models: dict[int, Agent] = field(default_factory=dict)
    rollout: str = "mast"
    baseline: Agent | None = None
    depth: int = DEPTH
    prior: bool = False


def plan(game: Game, seat: int, search_all: bool = False,
         rollout: str | None = None) -> Plan:
    """The plan the game declares for a search by ``seat``: its ``search_model``
    in every other seat (none with ``search_all``), its ``search_rollout`` (or
    ``rollout``), its default bot as the baseline."""
    told = getattr(game, "declaration", None)
    if told is None:  # a game outside the catalog: search everyone, MAST rollouts
        return Plan(tuple(range(game.seats)), rollout=rollout or "mast")
    people = [p for p in range(game.seats) if p not in told.automa_seats]
    models = {}
    if told.search_model and not search_all:
        models = {p: bot(told, told.search_model) for p in people if p != seat}
    return Plan(tuple(p for p in people if p not in models), models,
                rollout or told.search_rollout, bot(told, told.default_bot),
                told.search_depth, told.search_prior)


def bot(told: Any, name: str) -> Agent:
    """A new bot ``name`` of the game declared by ``told`` (its ``bots`` name each
    by module path, ``"package.module:Class"``)."""
    module, _, cls = told.bots[name].partition(":")
    return getattr(importlib.import_module(module), cls)()


def run(game: Game, observation: Any, seat: int, legal: list[Action], rng: Stream,
        iterations: int, deadline: float | None, cut: int | None,
        how: Plan, trees: dict[int, Node] | None = None,
        ) -> tuple[list[tuple[Action, int, float, float, int]], int]:
    """The search (see the module's docstring): the root's moves among ``legal``
    as (move, visits, mean reward, win rate, rollouts cut), most visited first, and the
    iterations done. ``deadline``: a ``perf_counter`` time to stop by; ``cut``: a
    rollout's steps before ``evaluate`` scores it (None: to the end); ``trees``
    (empty) gets each searched seat's tree, to look at."""
    import time

    from automeeple.agents.ismcts import evaluated, rewards

    to_move, legal_actions, apply = game.to_move, game.legal_actions, game.apply
    observe, glimpse, secrets = game.observation, game.glimpse, game.secrets
    models = how.models
    if trees is None:
        trees = {}
    trees.update({p: Node() for p in how.searched})
    flowing = isinstance(game, FlowGame)
    mast: dict | None = {} if how.rollout == "mast" else None
    rollout_bots = dict(models)
    if how.rollout == "baseline" and how.baseline is not None:
        rollout_bots.update({p: how.baseline for p in trees})
    log, sqrt = math.log, math.sqrt
    movers = {*trees, *models}  # the seats that choose (``evaluated`` scores them)
    done = 0
    while done < iterations:
        if deadline is not None and done and done % 8 == 0 and time.perf_counter() > deadline:
            break
        done += 1
        state = game.determinize(observation, seat, rng.split())
        at = dict(trees)
        for tree in at.values():
            tree.visits += 1  # a root's visits widen its moves as a node's do
        paths: dict[int, list[tuple[Node, int]]] = {p: [] for p in trees}
        # Selection and expansion, down every tree at once.
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
            expanded = False
            if who in models:
                action = models[who].decide(game, glimpse(state, who), moves,
                                            state.rng.split(), False).action
            else:
                node = at[who]
                prior = node.prior
                if prior is None and how.prior:
                    prior = node.prior = ranks(moves, how.baseline.values(
                        game, observe(state, who), moves))
                shown = moves
                if len(moves) > WIDEN_FROM:
                    shown = widened(game, state, who, node, moves, how.baseline, rng, observe)
                children = node.children
                untried, tried = [], []
                for a in shown:
                    c = children.get((who, a))
                    if c is None:
                        untried.append(a)
                    else:
                        c.avail += 1
                        tried.append((a, c))
                if untried and prior is not None:
                    untried = [max(untried, key=lambda a: prior.get(a, 0.0))]
                if untried:
                    action = untried[rng.below(len(untried))]
                    children[(who, action)] = child = Node()
                    child.avail = 1
                    expanded = True
                else:
                    best_value = -1.0
                    for a, c in tried:
                        value = c.total / c.visits + EXPLORATION * sqrt(log(c.avail) / c.visits)
                        if prior is not None:
                            value += PRIOR_WEIGHT * prior.get(a, 0.0) / (1 + c.visits)
                        if value > best_value:
                            best_value, action = value, a
            hidden_before = {p: len(secrets(state, p)) for p in at if p != who}
            apply(state, action, False, True)
            for p, node in at.items():
                key = (who, action if p == who or len(secrets(state, p)) <= hidden_before[p]
                       else UNSEEN)
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = Node()
                at[p] = child
                paths[p].append((child, who))
            if expanded:
                break
        # Rollout to the end or the cut.
        played: list[tuple[int, Action]] = []
        ended = roll_out(game, state, rng, cut, mast, played, rollout_bots, flowing)
        reward, won = rewards(game, state) if ended else evaluated(game, state, movers)
        for path in paths.values():
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
    root = trees[seat]
    stats = []
    for a in legal:
        c = root.children.get((seat, a))
        if c is not None and c.visits:
            stats.append((a, c.visits, c.total / c.visits, c.wins / c.visits, c.cut))
    stats.sort(key=lambda x: (-x[1], -x[2]))
    return stats, done


def widened(game: Game, state: Any, who: int, node: Node, moves: list[Action],
            baseline: Agent | None, rng: Stream, observe) -> list[Action]:
    """Progressive widening: the legal moves among the first ``1 + WIDEN *
    sqrt(visits)`` of ``node``'s order. The order is made at the node's first visit
    (with priors, best prior first; else the baseline's move first, the rest
    shuffled by ``rng``); a move first legal later (another determinization) joins
    at the end."""
    if node.order is None and node.prior is not None:
        node.order = sorted(moves, key=lambda a: -node.prior.get(a, 0.0))
        node.known = set(node.order)
    elif node.order is None:
        rest = list(moves)
        first = None
        if baseline is not None:
            first = baseline.decide(game, observe(state, who), moves,
                                    rng.split(), False).action
            rest.remove(first)
        for i in range(len(rest) - 1, 0, -1):
            j = rng.below(i + 1)
            rest[i], rest[j] = rest[j], rest[i]
        node.order = [first, *rest] if first is not None else rest
        node.known = set(node.order)
    else:
        new = [a for a in moves if a not in node.known]
        node.order += new
        node.known.update(new)
    allowed = 1 + int(WIDEN * math.sqrt(node.visits))
    legal = set(moves)
    shown = [a for a in node.order if a in legal][:allowed]
    return shown


def ranks(moves: list[Action], values: list[float]) -> dict[Action, float]:
    """Each move's prior from the default bot's ``values`` of them: 1 for the best,
    0 for the worst, evenly by rank between (equal values, equal priors)."""
    ordered = sorted(values)
    n = max(1, len(moves) - 1)
    return {a: 1.0 - (len(ordered) - bisect_right(ordered, v)) / n
            for a, v in zip(moves, values, strict=True)}


def roll_out(game: Game, state: Any, rng: Stream, limit: int | None, mast: dict | None,
             played: list, bots: dict[int, Agent], flowing: bool) -> bool:
    """Play on from ``state`` until the game ends (True) or ``limit`` steps are
    taken (False): seeded chance, each seat in ``bots`` by its bot (from its own
    observation, its dice from the state's chance stream), the others by MAST (with
    ``mast``) or at random (:func:`rollout_move`)."""
    if flowing:
        return roll_out_flow(game, state, rng, limit, mast, played, bots)
    steps = 0
    while True:
        who = game.to_move(state)
        if who == TERMINAL:
            return True
        if steps == limit:
            return False
        if who == CHANCE:
            action = sample_chance(game, state)
        else:
            action = rollout_move(game, state, who, game.legal_actions(state), rng, mast,
                                  played, bots)
        game.apply(state, action, False, True)
        steps += 1


def rollout_move(game: Game, state: Any, seat: int, moves: list[Action], rng: Stream,
                 mast: dict | None, played: list, bots: dict[int, Agent]) -> Action:
    """``seat``'s move in a rollout among ``moves``: a forced move as it is; else by
    its bot in ``bots``, by MAST (noted in ``played``) or at random."""
    if len(moves) == 1:
        return moves[0]
    bot = bots.get(seat)
    if bot is not None:
        return bot.decide(game, game.glimpse(state, seat), moves,
                          state.rng.split(), False).action
    if mast is not None:
        action = mast_move(mast, seat, moves, rng)
        played.append((seat, action))
        return action
    return moves[rng.below(len(moves))]


def roll_out_flow(game: FlowGame, state: Any, rng: Stream, limit: int | None,
                  mast: dict | None = None, played: list | None = None,
                  bots: dict[int, Agent] | None = None) -> bool:
    """:func:`roll_out` straight on a :class:`FlowGame`'s turn flow: the same steps
    as ``apply(..., checked=False, quiet=True)`` with seeded chance, without the
    calls around them (most of a search's time is spent here). With no ``bots``, a
    forced move is drawn too (``below(1)``, as it always has been here: a seeded
    search stays the same), and with ``mast`` half the moves are the best by MAST
    (:func:`mast_move`), every move noted in ``played`` as (seat, move)."""
    flow = state.flow
    steps = 0
    while flow:
        if steps == limit:
            return False
        top = flow[-1]
        seat = top.seat
        if seat == CHANCE:
            action = drawn(top.request(game, state), state.rng)
        else:
            moves = top.legal(game, state)
            if bots:
                action = rollout_move(game, state, seat, moves, rng, mast, played, bots)
            elif mast is None or len(moves) == 1:
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
