"""The Alpha's invariants, checked after every step of the conformance playouts."""

from __future__ import annotations

from typing import Any

from automeeple.engine.core import TERMINAL


def check(game: Any, state: Any) -> None:
    """Every pack's wolves are somewhere (den, region tiles, Injured, Healing or
    dead): its Betas and its one Alpha Pair, never fewer, never more; counts and
    food never negative, and the start food and the food by source (the score
    breakdown) add up to it; the week within the game; a conflict's tokens one per
    pack in it; the result is the food track, its breakdown adding up."""
    n = state.seats
    betas = game.edition.betas
    for seat in range(n):
        b = (state.den_b[seat], sum(state.on_b[seat::n]), state.injured_b[seat],
             state.healing_b[seat], state.dead_b[seat])
        a = (state.den_a[seat], sum(state.on_a[seat::n]), state.injured_a[seat],
             state.healing_a[seat], state.dead_a[seat])
        where = f"{game.seat_name(seat)} (den, tiles, injured, healing, dead)"
        assert min(b + a) >= 0, f"{where}: Betas {b}, Alpha Pair {a}"
        assert sum(b) + sum(a) == betas + 1, f"{where}: Betas {b}, Alpha Pair {a}"
        assert sum(b) == betas, f"{where}: Betas {b}"
        assert sum(a) == 1, f"{where}: Alpha Pair {a}"
        assert state.food[seat] >= 0, f"{game.seat_name(seat)} has {state.food[seat]} food"
        gained = state.income[seat::n]
        assert game.edition.start_food + sum(gained) == state.food[seat], (
            f"{game.seat_name(seat)}: {state.food[seat]} food, but the start food and the "
            f"food by source {gained} add up to {game.edition.start_food + sum(gained)}")
    assert 1 <= state.week <= game.edition.weeks, f"week {state.week}"
    c = state.conflict
    if c is not None:
        assert len(c.tokens) == len(c.packs) >= 2, f"conflict {c}"
        assert not set(c.packs) & set(c.scavengers), f"conflict {c}"
    if game.to_move(state) == TERMINAL:
        result = game.result(state)
        assert result.scores == tuple(state.food)
        for seat in range(n):
            assert sum(row[seat] for _, row in result.breakdown) == result.scores[seat], (
                f"{game.seat_name(seat)}: breakdown {result.breakdown}")
        for i in range(n):
            for j in range(n):
                if result.scores[i] > result.scores[j]:
                    assert result.places[i] < result.places[j], result
