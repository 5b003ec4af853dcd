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
from automeeple.envs.openspiel import SpielGame, SpielState, short_name  # noqa: E402
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


def first_decision(name, seed=0):
    """The first state of ``name`` (seeded ``seed``) where a seat is to choose,
    chance drawn by its first outcome."""
    state = pyspiel.load_game(name, {"seed": seed}).new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    return state


def rolling(name):
    """Nim's chance node: Red has chosen to roll the die."""
    state = pyspiel.load_game(name).new_initial_state()
    state.apply_action(3)
    return state


def finished(name):
    """Nim played to its end, the lowest number each time."""
    state = pyspiel.load_game(name).new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.chance_outcomes()[0][0] if state.is_chance_node()
                           else state.legal_actions()[0])
    return state


@pytest.mark.parametrize(("name", "start", "number", "message"), [
    ("python_automeeple_nim", first_decision, 9,
     "Nim (the template game): move number 9 is not legal here (legal: 0 to 3)"),
    ("python_automeeple_nim", first_decision, 4,
     "Nim (the template game): move number 4 is not legal here (legal: 0 to 3)"),
    ("python_automeeple_nim", rolling, 0,  # a chance node: its outcomes are 4 to 9
     "Nim (the template game): move number 0 is not legal here (legal: 4 to 9)"),
    ("python_automeeple_nim", finished, 0, "Nim (the template game): move number 0 is "
                                           "not legal here (legal: none, the game is over)"),
    ("python_automeeple_blitzkrieg", lambda name: first_decision(name, 1), 0,
     "BLITZKRIEG!: move number 0 is not legal here "
     "(legal: 56, 62 to 63, 72 to 74, 79 to 80)"),
    ("python_automeeple_wolves", first_decision, 10_000,  # numbered per position
     "The Wolves: move number 10000 is not legal here (legal: 0 to 9)"),
])
def test_an_illegal_move_number_is_one_line_and_changes_nothing(name, start, number,
                                                                message):
    """``apply_action`` of a number that is not legal (at a decision or a chance
    node, or at the end) is automeeple's one-line error, the state as it was."""
    state = start(name)
    before = shown(state)
    with pytest.raises(GameError) as refused:
        state.apply_action(number)
    assert str(refused.value) == message
    assert shown(state) == before


def shown(state):
    """What OpenSpiel sees of ``state``: its text, history and what may come next,
    and the engine state's key."""
    nexts = ([] if state.is_terminal() else state.chance_outcomes()
             if state.is_chance_node() else state.legal_actions())
    return str(state), state.history(), nexts, state.state.key()


@pytest.mark.parametrize("seed", ["1", 1.0, True, None])
def test_a_seed_that_is_not_a_whole_number_is_one_line(seed):
    """A :class:`SpielGame` built directly checks its seed (``load_game`` checks
    its parameters' types itself, below)."""
    with pytest.raises(GameError) as refused:
        SpielGame(EnvGame.make("nim"), seed)
    assert str(refused.value) == f"the seed is a whole number, not {seed!r}"


def test_load_game_refuses_bad_parameters_in_one_line():
    """OpenSpiel checks the parameters' names and types itself, with its own
    one-line error, before the game is built; the seat count is the catalog's."""
    with pytest.raises(GameError) as refused:
        pyspiel.load_game("python_automeeple_the_alpha", {"players": 9})
    assert str(refused.value) == "The Alpha takes 3 to 6 players, not 9"
    with pytest.raises(pyspiel.SpielError, match="Wrong type for parameter seed"):
        pyspiel.load_game("python_automeeple_the_alpha", {"seed": "1"})
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'colour'"):
        pyspiel.load_game("python_automeeple_the_alpha", {"colour": 1})
