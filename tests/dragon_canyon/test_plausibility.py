"""The placeholder edition plays a plausible game (issue 17 point 14): the rule
document's only end ("when 1 stack of building tiles runs out", solo rules "Game
End") ends every game, never the safeguard cut-off, and a game lasts about as long
as the reviews' "about 30 minutes" allows (notes §1): 8 to 16 rounds in most games
(docs/dragon-canyon.md, "Balance of the placeholder", has the numbers)."""

from __future__ import annotations

import statistics

import pytest

from automeeple import catalog
from automeeple.catalog import load
from automeeple.engine.agent import decision_stream
from automeeple.engine.core import CHANCE, TERMINAL, sample_chance

from .helpers import make_game


def rounds_and_ends(seats: int, games: int) -> tuple[list[int], set[str]]:
    game = make_game(seats)
    bot = load(catalog.get("dragon-canyon").bots["baseline"])()
    rounds, ends = [], set()
    for seed in range(games):
        s, steps = game.new_initial_state(seed), 0
        while (seat := game.to_move(s)) != TERMINAL:
            action = sample_chance(game, s) if seat == CHANCE else bot.decide(
                game, game.observation(s, seat), game.legal_actions(s),
                decision_stream(seed, seat, steps), False).action
            game.apply(s, action, checked=False, quiet=True)
            steps += 1
        rounds.append(s.round)
        ends.add(game.result(s).ended_by)
    return rounds, ends


@pytest.mark.parametrize("seats", [2, 3])
def test_game_end_a_building_stack_runs_out_in_about_twelve_rounds(seats):
    rounds, ends = rounds_and_ends(seats, 60)
    assert ends == {"stack-ran-out"}
    assert 10 <= statistics.median(rounds) <= 14
    deciles = statistics.quantiles(rounds, n=10)
    assert deciles[0] >= 6 and deciles[-1] <= 18
