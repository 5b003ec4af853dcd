"""The greedy bot: tries each legal action on a copy of what it sees and keeps the
one the game's own evaluation likes best; ties by its stream.

A game offers it by defining ``evaluate(state, seat) -> float`` (higher is better
for ``seat``). It looks one step ahead only; chance is not sampled (the copy stops
at the next chance event), so it never sees the future.
"""

from __future__ import annotations

from typing import Any

from automeeple.engine.agent import Decision, best
from automeeple.engine.core import Action, Game
from automeeple.engine.rng import Stream


class GreedyAgent:
    name = "baseline"
    summary = "the move its own scoring likes best, one step ahead"
    uses_observation = True

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        seat = game.to_move(observation)
        scores = []
        for action in legal:
            after = game.clone(observation)
            game.apply(after, action, False, quiet=True)
            scores.append(game.evaluate(after, seat))
        return Decision(best(legal, scores, rng))
