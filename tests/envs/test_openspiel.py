"""Issue 21, point 5: every game as a registered OpenSpiel python game, which
OpenSpiel's own ISMCTS bot (``open_spiel.python.algorithms.ismcts``) plays through
to the end; and that bot as a seat's bot, ``openspiel-ismcts:N``."""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from automeeple import catalog  # noqa: E402
from automeeple.engine.agent import Decision  # noqa: E402
from automeeple.engine.core import GameError  # noqa: E402
from automeeple.engine.rng import Stream  # noqa: E402
from automeeple.envs.openspiel import SpielState, short_name  # noqa: E402
from automeeple.envs.shared import EnvGame  # noqa: E402
from automeeple.sim.runner import game_seed, simulate  # noqa: E402

#: Each game with a seat count and OpenSpiel's ISMCTS's simulations a move, small
#: enough that a whole game takes seconds (The Wolves' random rollouts are long).
GAMES = [("the-alpha", 3, 4), ("blitzkrieg", 2, 4), ("wolves", 3, 2), ("islebound", 2, 4),
         ("dragon-canyon", 3, 4)]


def test_every_game_is_registered_by_its_name():
    names = set(pyspiel.registered_names())
    assert {f"python_automeeple_{g.replace('-', '_')}" for g, _, _ in GAMES} <= names
    game = pyspiel.load_game("python_automeeple_the_alpha", {"players": 5, "seed": 3})
    assert game.num_players() == 5
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    # The first state is game 0 of `automeeple simulate the-alpha --seed 3`.
    env_game = EnvGame.make("the-alpha", 5)
    assert game.new_initial_state().state.key() == env_game.start(3).key() == (
        env_game.game.new_initial_state(game_seed(3, 0)).key())


@pytest.mark.parametrize(("game_id", "seats", "simulations"), GAMES)
def test_openspiels_ismcts_plays_a_whole_game(game_id, seats, simulations):
    game = pyspiel.load_game(short_name(game_id), {"players": seats, "seed": 1})
    state = game.new_initial_state()
    generator = np.random.RandomState(1)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, generator), 2.0,
                           simulations, random_state=generator)
    env_game = state.env_game
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, odds = zip(*state.chance_outcomes(), strict=True)
            request = env_game.game.chance_request(state.state)
            assert sum(odds) == pytest.approx(1.0)
            assert len(outcomes) == len(set(request.outcomes))
            state.apply_action(int(generator.choice(outcomes, p=odds)))
        else:
            player = state.current_player()
            assert player in env_game.players
            assert state.legal_actions() == sorted(
                env_game.numbers(env_game.game.legal_actions(state.state)))
            state.apply_action(int(bot.step(state)))
            decisions += 1
    assert decisions > 0
    assert state.returns() == env_game.shares(state.state)
    assert sum(state.returns()) == pytest.approx(1.0)


def test_resample_from_infostate_keeps_the_seats_information_state():
    game = pyspiel.load_game("python_automeeple_dragon_canyon", {"players": 3, "seed": 2})
    state = game.new_initial_state()
    generator = np.random.RandomState(0)
    dealt = set()
    while not state.is_terminal() and len(dealt) < 2:
        if state.is_chance_node():
            outcomes, odds = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(generator.choice(outcomes, p=odds)))
            continue
        player = state.current_player()
        for k in range(4):
            world = state.resample_from_infostate(player, lambda k=k: (k + 1) / 7)
            assert isinstance(world, SpielState)
            assert world.information_state_string(player) == (
                state.information_state_string(player))
            assert world.observation_string(player) == state.observation_string(player)
            assert world.legal_actions() == state.legal_actions()
            dealt.add(world.state.key())
        state.apply_action(state.legal_actions()[0])
    assert len(dealt) > 1  # the other person's hand was dealt anew


def test_clone_copies_the_game_and_leaves_the_original():
    game = pyspiel.load_game("python_automeeple_islebound")
    state = game.new_initial_state()
    copy = state.clone()
    before = state.state.key()
    while not copy.is_terminal():
        copy.apply_action(copy.legal_actions()[0] if not copy.is_chance_node()
                          else copy.chance_outcomes()[0][0])
    assert state.state.key() == before and not state.is_terminal()


def rows(spec, game_id="blitzkrieg", games=2, seed=4):
    info = catalog.get(game_id)
    seats = info.default_seats
    return simulate(game_id, seats, info.players(spec, seats), games=games, seed=seed,
                    workers=1)


def test_openspiel_ismcts_is_a_bot_of_every_game_and_replays_exactly():
    first = rows(["openspiel-ismcts:6"])
    assert first == rows(["openspiel-ismcts:6"])  # the same seed, the same games
    assert first != rows(["openspiel-ismcts:6"], seed=5)
    for info in catalog.games():
        assert info.has_bot("openspiel-ismcts:50")
        assert not info.has_bot("openspiel-ismcts") and not info.has_bot("openspiel-ismcts:0")
    assert "openspiel-ismcts:N" in str(catalog.get("wolves").no_bot("nobody"))


def test_the_bots_search_sees_only_its_seats_observation():
    """Its determinizations come from the observation: a state differing only in
    what the seat cannot see gives the same move."""
    from automeeple.envs.openspiel import ISMCTS
    env_game = EnvGame.make("the-alpha", 3)
    game = env_game.game
    state = env_game.start(9)
    env_game.settle(state)
    seat = game.to_move(state)
    moves = set()
    for k in range(3):
        world = game.determinize(game.observation(state, seat), seat, Stream(k))
        moves.add(ISMCTS(8).decide(game, game.observation(world, seat),
                                   game.legal_actions(world), Stream(99), False).action)
    assert len(moves) == 1


@pytest.mark.parametrize(("game_id", "seats"), [("the-alpha", 3), ("blitzkrieg", 2)])
def test_the_bot_explains_its_search_for_why(game_id, seats):
    """``why`` after its move: the most visited moves, each with its share of the
    visits and the share of games won after it; the chosen move is among the most
    visited, and the same decision without ``explain`` is the same move."""
    from automeeple.envs.openspiel import ISMCTS
    env_game = EnvGame.make(game_id, seats)
    game = env_game.game
    state = env_game.start(4)
    env_game.settle(state)
    seat = game.to_move(state)
    legal = game.legal_actions(state)
    decided = ISMCTS(30).decide(game, game.observation(state, seat), legal, Stream(7))
    trace = decided.trace
    assert trace.decision == (f"{game.seat_name(seat)}: searched 30 determinized futures "
                              "(OpenSpiel's ISMCTS)")
    assert trace.choice == str(decided.action)
    shares = [int(step.detail.split(": ")[-1].split("%")[0]) for step in trace.steps]
    assert 0 < len(trace.steps) <= min(5, len(legal)) and sum(shares) <= 101
    assert shares == sorted(shares, reverse=True)
    chosen = next(step for step in trace.steps if step.candidates == (str(decided.action),))
    assert int(chosen.detail.split(": ")[-1].split("%")[0]) == shares[0]
    assert all(" of the visits, won " in step.detail for step in trace.steps)
    assert ISMCTS(30).decide(game, game.observation(state, seat), legal, Stream(7),
                             False) == Decision(decided.action)


def test_a_bad_move_number_is_one_line():
    game = pyspiel.load_game("python_automeeple_wolves")
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    with pytest.raises(GameError, match="not legal here"):
        state.env_game.action(10_000, state.state)
