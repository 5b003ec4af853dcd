"""The simulator's fast loop: a game played through with bots in every seat, quietly
(no sentences, no traces) and with no record, so it runs at full speed. Its steps
are exactly those of the sessions' advance loop (``Session.advance`` in
:mod:`automeeple.sessions.session`): the same seed and bots give the same game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .agent import Agent, decision_streams
from .core import CHANCE, GameError, IllegalAction, Result, drawn, is_among
from .flow import AUTO, QUIET, FlowGame


@dataclass(frozen=True)
class Playout:
    state: Any
    result: Result
    decisions: int  # choices made by seats
    chance_steps: int


def play_out(game: FlowGame, agents: Sequence[Agent], seed: int,
             max_steps: int | None = None,
             each: Callable[[Any, int], None] | None = None) -> Playout:
    """Play a whole game from ``seed`` with ``agents[seat]`` deciding for each seat.

    The step number that seeds each bot decision counts every step, chance
    included, exactly as in a recorded match, so a bots-only game played here and
    one played through a session are the same game. ``max_steps``: a game that has
    not ended after that many steps is stuck (:class:`GameError`). ``each(state,
    step)`` sees every position, the last (the end) included, as it stands (a test
    that looks at a game as it goes; it must not change the state).

    The loop reads the state's flow itself, as the game's ``to_move``,
    ``legal_actions``, ``chance_request`` and quiet unchecked ``apply`` would
    (:class:`~automeeple.engine.flow.FlowGame`): a random bot's decision is little
    more than those, and the calls around them were 6% of a random game of The
    Alpha; for the same reason each seat's bot is found once. A bot is handed the
    game's ``glimpse`` of the position, its observation as a bot that reads it at
    once sees it (the same content; a game may share the state's fields in it
    instead of copying them): it decides there and then, and keeps nothing of it,
    as a search's modelled seats do.
    """
    state = game.new_initial_state(seed)
    flow = state.flow
    steps = decisions = 0
    stream = decision_streams(seed)
    # Each seat's bot's ``decide``, found once (None for a seat the caller leaves
    # empty: one that never moves).
    decides = [None if agent is None else agent.decide for agent in agents]
    looks = [agent is not None and agent.uses_observation for agent in agents]
    # A bot that reads nothing but the moves and its stream may offer
    # ``pick(legal, rng)``, an action of ``legal``: asked directly, with no Decision
    # to make and no check of its choice (the random bot).
    picks = [None if looks[seat] else getattr(agent, "pick", None)
             for seat, agent in enumerate(agents)]
    while flow:
        work = flow[-1]
        seat = work.seat
        if seat == AUTO:  # the automatic steps after a step (``flow.run``)
            flow.pop().run(game, state, QUIET)
            continue
        if each is not None:
            each(state, steps)
        if seat == CHANCE:
            action = drawn(work.request(game, state), state.rng)
        elif (pick := picks[seat]) is not None:
            action = pick(work.legal(game, state), stream(seat, steps))
            decisions += 1
        else:
            obs = game.glimpse(state, seat) if looks[seat] else None
            legal = work.legal(game, state)
            action = decides[seat](game, obs, legal, stream(seat, steps), False).action
            if not is_among(action, legal):
                raise IllegalAction(f"bot {agents[seat].name} chose {action}, which is not "
                                    "legal")
            decisions += 1
        # The action was just checked (or drawn from the chance request): no
        # events, no sentences, no second check.
        flow.pop().resolve(game, state, action, QUIET)
        steps += 1
        if steps == max_steps:
            raise GameError(f"{game.id}: seed {seed} has not ended after {steps} steps")
    if each is not None:
        each(state, steps)
    return Playout(state, game.result(state), decisions, steps - decisions)
