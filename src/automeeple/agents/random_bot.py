"""The random bot: any legal action, uniformly, from its own stream."""

from __future__ import annotations

from typing import Any

from automeeple.engine.agent import Decision
from automeeple.engine.core import Action, Game
from automeeple.engine.rng import Stream


class RandomAgent:
    name = "random"
    summary = "any legal move, at random"
    uses_observation = False

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        return Decision(self.pick(legal, rng))

    @staticmethod
    def pick(legal: list[Action], rng: Stream) -> Action:
        """Its choice among ``legal`` (the simulator's loop asks this directly:
        :func:`~automeeple.engine.play.play_out`)."""
        return legal[rng.below(len(legal))]
