"""Property-based tests (Hypothesis): the engine's promises hold for any seed and
any sequence of choices, in every registered game."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from automeeple import catalog
from automeeple.engine.core import CHANCE, TERMINAL, IllegalAction, sample_chance
from automeeple.engine.records import GameRecord, Match
from automeeple.engine.rng import Stream, derive_seed
from automeeple.games.the_alpha.resolve import share_out

SEEDS = st.integers(min_value=0, max_value=2**63)


@given(seed=SEEDS, n=st.integers(min_value=1, max_value=10**12))
def test_below_stays_in_range(seed, n):
    stream = Stream(seed)
    assert all(0 <= stream.below(n) < n for _ in range(20))


@given(seed=SEEDS, items=st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation_and_repeats_with_the_seed(seed, items):
    a, b = list(items), list(items)
    Stream(seed).shuffle(a)
    Stream(seed).shuffle(b)
    assert a == b and sorted(a) == sorted(items)


@given(master=SEEDS, name=st.text(max_size=10))
def test_named_streams_depend_on_seed_and_name_only(master, name):
    assert derive_seed(master, name) == derive_seed(master, name)
    assert Stream.named(master, name) == Stream.named(master, name)


@pytest.mark.parametrize("info", catalog.games(), ids=lambda i: i.id)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=SEEDS, choices=st.lists(st.integers(min_value=0, max_value=10**6), max_size=120))
def test_any_choices_keep_the_contract_and_replay(info, seed, choices):
    """Play the given choices (each taken modulo the number of legal moves) after
    seeded chance; the record replays hash for hash, a clone is equal and
    independent, and an illegal move changes nothing."""
    game = info.make(info.default_seats, {})
    record = GameRecord(game=info.id, seats=game.seats, options=game.options(),
                        edition_hash=game.loaded.hash, seed=seed,
                        players=["test"] * game.seats)
    match = Match(game, record)
    pending = list(choices)
    while pending and not match.over:
        if match.to_move == CHANCE:
            match.apply_chance()
            continue
        legal = game.legal_actions(match.state)
        match.apply(legal[pending.pop(0) % len(legal)], "test")
    state = match.state
    copy = game.clone(state)
    assert game.state_key(copy) == game.state_key(state)
    replayed = Match.replay(game, record)
    assert game.state_key(replayed.state) == game.state_key(state)
    if game.to_move(state) not in (CHANCE, TERMINAL) and (drawn := first_draw(game, seed)):
        before = game.state_key(state)
        with pytest.raises(IllegalAction):
            game.apply(state, drawn)
        assert game.state_key(state) == before


def first_draw(game, seed: int):
    """The chance outcome the game draws first from ``seed`` (no seat's move); None
    in a game whose start draws nothing."""
    try:
        return sample_chance(game, game.new_initial_state(seed))
    except IllegalAction:
        return None


@given(food=st.integers(min_value=0, max_value=60), alpha=st.integers(0, 5),
       packs=st.sets(st.integers(0, 5), min_size=1, max_size=6))
def test_alpha_leftover_food_goes_one_at_a_time_clockwise_from_the_alpha(food, alpha, packs):
    """Resolve, "Leftover Food": an even share each, the rest one at a time starting
    with the Alpha (or the pack closest to it clockwise)."""
    game = catalog.get("the-alpha").make(6, {})
    s = game.new_initial_state(1)
    s.alpha, s.food = alpha, [0] * 6
    share_out(game.rulebook, s, food, packs, "a test", None)
    order = sorted(packs, key=lambda p: (p - alpha) % 6)
    each, left = divmod(food, len(order))
    assert sum(s.food) == food
    assert [s.food[p] for p in order] == [each + (k < left) for k in range(len(order))]
