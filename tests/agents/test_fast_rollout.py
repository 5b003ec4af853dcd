"""The search's fast path plays the same game as the checked one (issue 18).

ISMCTS moves its determinizations with ``apply(..., checked=False, quiet=True)``
and rolls out with :func:`roll_out_flow`, which pops and resolves the flow's work
items itself with no events. Rules build sentences only ``if ev is not None``; a
rule that changed the state (or drew from its stream) only when it speaks, or
only when checked, would make the search plan on a different game. So, for every
game of the catalog at every seat count, seeded random games played three ways
(``game.apply`` checked with events, ``apply`` unchecked and quiet, and
``roll_out_flow`` one step at a time) pass through the same ``state_key`` at every
step, and end with the same result."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.agents.mcts import roll_out_flow
from automeeple.engine.core import CHANCE, TERMINAL, sample_chance
from automeeple.engine.rng import Stream
from tests.facts import facts

SEEDS = (1, 2, 3)
CASES = [(info.id, seats, seed) for info in catalog.games()
         for seats in range(info.min_seats, info.max_seats + 1) for seed in SEEDS]


def checked_step(game, state, rng: Stream, quiet: bool) -> None:
    """One step as the front ends take it (``quiet`` False: checked, with its
    events) or as the search's selection does (unchecked and quiet): the chance
    outcome drawn from the state's stream, a move by ``rng``."""
    if game.to_move(state) == CHANCE:
        action = sample_chance(game, state)
    else:
        moves = game.legal_actions(state)
        action = moves[rng.below(len(moves))]
    game.apply(state, action, checked=not quiet, quiet=quiet)


@pytest.mark.parametrize(("game_id", "seats", "seed"), CASES,
                         ids=[f"{g}-{n}p-seed{s}" for g, n, s in CASES])
def test_the_fast_rollout_visits_the_states_of_checked_play(game_id, seats, seed):
    game = catalog.get(game_id).make(seats, {})
    checked = game.new_initial_state(seed)
    quiet, fast = game.clone(checked), game.clone(checked)
    # One move stream per way of playing, each from the same seed: equal states
    # draw equal moves.
    streams = [Stream(seed), Stream(seed), Stream(seed)]
    step = 0
    while game.to_move(checked) != TERMINAL:
        checked_step(game, checked, streams[0], quiet=False)
        checked_step(game, quiet, streams[1], quiet=True)
        ended = roll_out_flow(game, fast, streams[2], 1)
        step += 1
        key = game.state_key(checked)
        assert game.state_key(quiet) == key, f"step {step}: quiet apply differs"
        assert game.state_key(fast) == key, f"step {step}: the fast rollout differs"
        assert ended == (game.to_move(checked) == TERMINAL)
    assert step >= facts(catalog.get(game_id)).steps
    assert game.result(fast) == game.result(checked) == game.result(quiet)
