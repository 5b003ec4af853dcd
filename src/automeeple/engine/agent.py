"""Bots: anything that picks an action for a seat from what that seat may see.

A bot gets the seat's observation (never the true state), the legal actions and a
stream of its own, and returns a :class:`Decision`. Rule-based bots and automa
attach the trace of their procedure. The stream for each decision is derived from
the game's master seed, the seat and the step number (:func:`decision_stream`), so
a bot keeps no random state between decisions and a resumed game continues exactly
as the original would have.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from .core import Action, Game, GameError
from .rng import MASK, Stream, derive_seed
from .trace import Trace


@dataclass(slots=True)
class Decision:
    """A bot's move, with the trace of its procedure from a bot that explains. A
    plain class of two slots, not a named tuple: every decision of every bot makes
    one, and a tuple's ``__new__`` costs twice as much (nothing unpacks or hashes
    it)."""

    action: Action
    trace: Trace | None = None


class Agent(Protocol):
    name: str
    #: What it is, in a few words, for a person choosing a seat's bot.
    summary: str
    #: False for bots that ignore the board (the random bot): the driver then skips
    #: building an observation, which keeps simulations fast.
    uses_observation: bool

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        """The move for the seat that sees ``observation``; with ``explain`` False
        (simulation) no trace is built. A bot reads ``observation`` here and keeps
        nothing of it, nor changes it (it copies what it plays on): the simulator
        and a search's modelled seats hand it the game's ``glimpse``, which may
        share the state's fields."""
        ...


@lru_cache(maxsize=64)
def _decisions_seed(master_seed: int) -> int:
    return derive_seed(master_seed, "decisions")


def decision_stream(master_seed: int, seat: int, step: int) -> Stream:
    """The stream for ``seat``'s decision at ``step``: the master seed's decision
    seed with (seat, step) folded in. SplitMix64 scrambles its state on every draw,
    so neighbouring decisions still get unrelated numbers."""
    return decision_streams(master_seed)(seat, step)


def decision_streams(master_seed: int) -> Callable[[int, int], Stream]:
    """:func:`decision_stream` for one game's seed, whose decision seed is found
    once (the simulator's loop asks for a stream at every decision)."""
    seed = _decisions_seed(master_seed)
    new = object.__new__

    def stream(seat: int, step: int) -> Stream:
        made = new(Stream)
        made.state = (seed ^ (seat << 48) ^ step) & MASK
        return made

    return stream


def best(actions: list[Action], values: list[float], rng: Stream) -> Action:
    """The action of highest value (``values[i]`` is ``actions[i]``'s); a tie is
    broken by one draw from ``rng``, the decision's stream."""
    top = max(values)
    tied = [a for a, v in zip(actions, values, strict=True) if v == top]
    return tied[rng.below(len(tied))]


def ask(agent: Agent, game: Game, state: Any, seat: int, master_seed: int, step: int,
        explain: bool = True) -> Decision:
    """Ask ``agent`` for ``seat``'s move in ``state``, the same way everywhere."""
    legal = game.legal_actions(state)
    observation = game.observation(state, seat) if agent.uses_observation else None
    return agent.decide(game, observation, legal, decision_stream(master_seed, seat, step),
                        explain)


#: The player name of a seat the game's own rules play (an automa seat).
AUTOMA_SEAT = "solo-bot"


class AutomaSeat:
    """Stands in a seat that the rules play (BLITZKRIEG!'s solo bot): such a seat
    is never to move, so it is never asked."""

    name = AUTOMA_SEAT
    summary = "the game's own solo bot, played by its rules"
    uses_observation = False

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        raise GameError("this seat is played by the game's own rules")
