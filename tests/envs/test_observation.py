"""Issue 21, point 5: an environment's observation is a function of the seat's
observation alone (``game.observation``), exact and bounded: two states the seat
cannot tell apart give the same vector and text, whatever is hidden in them (The
Alpha's face-down Conflict Tokens of other packs, Dragon Canyon's other hands), and
two observations that differ never share one."""

from __future__ import annotations

from dataclasses import replace

import pytest

from automeeple.engine.rng import Stream
from automeeple.envs.encoding import encode, tokens
from automeeple.envs.shared import EnvGame
from automeeple.games.the_alpha.actions import FIGHT, SHARE
from tests.agents.determinized import positions


@pytest.mark.parametrize(("game_id", "seats"), [("the-alpha", 4), ("dragon-canyon", 3)])
def test_what_a_seat_cannot_see_does_not_change_its_observation(game_id, seats):
    env_game = EnvGame.make(game_id, seats)
    game = env_game.game
    hidden_somewhere = told_to_owner = 0
    for state in positions(game_id, seats, seed=5, every=3):
        for seat in env_game.players:
            obs = game.observation(state, seat)
            worlds = [game.determinize(obs, seat, Stream(k)) for k in range(4)]
            for world in worlds:
                assert env_game.encode(world, seat) == env_game.encode(state, seat)
                assert env_game.seen(world, seat) == env_game.seen(state, seat)
            if len({w.key()[2:] for w in worlds}) > 1:  # something hidden was dealt anew
                hidden_somewhere += 1
                # ... which the seat that holds it sees.
                told_to_owner += any(
                    len({tuple(env_game.encode(w, other)) for w in worlds}) > 1
                    for other in env_game.players if other != seat)
    assert hidden_somewhere > 0 and told_to_owner == hidden_somewhere


def test_the_alpha_face_down_token_of_another_pack_is_not_in_the_vector():
    """The Alpha, CONFLICT: each pack's Conflict Token lies face down until all are
    turned; turning another pack's the other way changes nothing in a seat's vector
    or text, and changes its owner's."""
    env_game = EnvGame.make("the-alpha", 3)
    for state in positions("the-alpha", 3, seed=2):
        c = state.conflict
        if c is None or c.revealed:
            continue
        turned = [(p, t) for p, t in zip(c.packs, c.tokens, strict=True) if t is not None]
        if not turned:
            continue
        owner, token = turned[0]
        other = state.clone()
        other.conflict = replace(c, tokens=tuple(
            (SHARE if t == FIGHT else FIGHT) if p == owner else t
            for p, t in zip(c.packs, c.tokens, strict=True)))
        for seat in range(3):
            same = seat != owner
            assert (env_game.encode(other, seat) == env_game.encode(state, seat)) is same
            assert (env_game.seen(other, seat) == env_game.seen(state, seat)) is same
        return
    pytest.fail("no position with a face-down Conflict Token")


@pytest.mark.parametrize("game_id", ["the-alpha", "blitzkrieg", "wolves", "islebound",
                                     "dragon-canyon"])
def test_the_encoding_is_exact_and_bounded(game_id):
    env_game = EnvGame.make(game_id)
    game = env_game.game
    by_key: dict[tuple, tuple[int, ...]] = {}
    for state in positions(game_id, env_game.seats, seed=11, every=2):
        for seat in env_game.players:
            key = game.observation(state, seat).key()
            vector = env_game.encode(state, seat)
            assert len(vector) == env_game.size and vector[0] < env_game.size
            by_key.setdefault(key, tuple(vector))
            assert by_key[key] == tuple(vector)
    assert len(set(by_key.values())) == len(by_key) > 1  # different views, different vectors


def test_tokens_tell_apart_what_a_flat_list_of_numbers_would_not():
    assert list(tokens(((1, 2), 3))) != list(tokens((1, (2, 3))))
    assert list(tokens(("ab",))) != list(tokens(("a", "b")))
    assert list(tokens((True,))) != list(tokens((1,)))
    assert list(tokens((None, 0))) != list(tokens((0, None)))
    with pytest.raises(Exception, match="passes the bound"):
        encode(tuple(range(100)), 50)


@pytest.mark.parametrize(("game_id", "seats"), [("the-alpha", 4), ("blitzkrieg", 2),
                                                ("dragon-canyon", 3)])
def test_the_spectators_observation_holds_no_seats_secret(game_id, seats):
    """Seat None (OpenSpiel's public observation): dealing anew what any seat
    cannot see leaves its vector and text unchanged."""
    env_game = EnvGame.make(game_id, seats)
    game = env_game.game
    dealt = 0
    for state in positions(game_id, seats, seed=5, every=3):
        for seat in range(seats):
            worlds = [game.determinize(game.observation(state, seat), seat, Stream(k))
                      for k in range(4)]
            for world in worlds:
                assert env_game.encode(world, None) == env_game.encode(state, None)
                assert env_game.seen(world, None) == env_game.seen(state, None)
            dealt += len({w.key()[2:] for w in worlds}) > 1
    assert dealt > 0
