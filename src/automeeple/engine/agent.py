"""Bots: anything that picks an action for a seat from what that seat may see.

A bot gets the seat's observation (never the true state), the legal actions and a
stream of its own, and returns a :class:`Decision`. Rule-based bots and automa
attach the trace of their procedure. The stream for each decision is derived from
the game's master seed, the seat and the step number (:func:`decision_stream`), so
a bot keeps no random state between decisions and a resumed game continues exactly
as the original would have.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from .core import Action, Game
from .rng import Stream
from .trace import Trace


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    trace: Trace | None = None


class Agent(Protocol):
    name: str
    #: False for bots that ignore the board (the random bot): the driver then skips
    #: building an observation, which keeps simulations fast.
    uses_observation: bool

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream) -> Decision:
        ...


def decision_stream(master_seed: int, seat: int, step: int) -> Stream:
    return Stream.named(master_seed, "seat", seat, "step", step)


def ask(agent: Agent, game: Game, state: Any, seat: int, master_seed: int, step: int) -> Decision:
    """Ask ``agent`` for ``seat``'s move in ``state``, the same way everywhere."""
    legal = game.legal_actions(state)
    observation = game.observation(state, seat) if agent.uses_observation else None
    return agent.decide(game, observation, legal, decision_stream(master_seed, seat, step))
