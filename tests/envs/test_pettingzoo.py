"""Issue 21, point 5: every game as a PettingZoo AEC environment. PettingZoo's own
API test passes for each; ``reset(seed=S)`` is the game ``automeeple simulate GAME
--seed S`` plays; the mask is exactly the legal moves; the rewards are the shares
of the win."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from automeeple import catalog  # noqa: E402
from automeeple.engine.agent import Decision  # noqa: E402
from automeeple.engine.core import CHANCE, TERMINAL  # noqa: E402
from automeeple.engine.play import play_out  # noqa: E402
from automeeple.envs.pettingzoo import env  # noqa: E402
from automeeple.envs.shared import LISTED, EnvGame  # noqa: E402
from automeeple.sim.runner import simulate  # noqa: E402

#: PettingZoo's API test warns of every Dict observation space, as its own classic
#: environments (an observation and its action mask) have.
pytestmark = pytest.mark.filterwarnings(
    "ignore:Observation space for each agent probably should be",
    "ignore:Observation is not a NumPy array")

#: Each game at its usual seat count, The Alpha and Dragon Canyon at two.
GAMES = [("the-alpha", 3), ("the-alpha", 6), ("blitzkrieg", None), ("wolves", None),
         ("islebound", None), ("dragon-canyon", 2), ("dragon-canyon", 3)]


@pytest.mark.parametrize(("game_id", "seats"), GAMES)
@pytest.mark.filterwarnings("ignore:reset takes the option 'game' only")  # its own option
def test_pettingzoo_api_test_passes(game_id, seats):
    api_test(env(game_id, seats), num_cycles=200)


def first_legal(e, agent):
    """The lowest legal number: a policy both loops below can follow."""
    return int(e.observe(agent)["action_mask"].argmax())


def play(e, seed=None, options=None):
    """A whole game in ``e`` by :func:`first_legal`: each agent's observations and
    its rewards."""
    e.reset(seed=seed, options=options)
    seen, rewards = [], {}
    for agent in e.agent_iter():
        obs, reward, done, cut, _ = e.last()
        seen.append((agent, obs["observation"].tolist(), obs["action_mask"].tolist()))
        rewards[agent] = rewards.get(agent, 0.0) + reward
        e.step(None if done or cut else first_legal(e, agent))
    return seen, rewards, e.state


class Lowest:
    """The engine's bot that plays what :func:`first_legal` plays."""

    name, uses_observation = "lowest", False

    def __init__(self, env_game):
        self.env_game = env_game

    def decide(self, game, observation, legal, rng, explain=True):
        numbers = self.env_game.numbers(legal)
        return Decision(legal[numbers.index(min(numbers))])


@pytest.mark.parametrize(("game_id", "seats"), [("the-alpha", 4), ("wolves", None),
                                                 ("dragon-canyon", 3)])
def test_reset_seed_is_the_simulators_game_and_chance_comes_from_its_stream(game_id, seats):
    e = env(game_id, seats)
    env_game = e.env_game
    e.reset(seed=7)
    rows = simulate(game_id, env_game.seats, catalog.get(game_id).players(
        ["random"] * len(env_game.players), env_game.seats), games=2, seed=7, workers=1)
    start = env_game.game.new_initial_state(rows[0].seed)
    env_game.settle(start)
    assert e.state.key() == start.key()
    # The same policy in the env and in the simulator's loop: the same whole game.
    _, rewards, end = play(e, seed=7)
    out = play_out(env_game.game, [Lowest(env_game)] * env_game.seats, rows[0].seed)
    assert end.key() == out.state.key()
    shares = env_game.shares(out.state)
    assert rewards == {f"player_{s}": shares[s] for s in env_game.players}
    # reset() without a seed: the next game of the same run; a seed again: game 0.
    e.reset()
    second = env_game.game.new_initial_state(rows[1].seed)
    env_game.settle(second)
    assert e.state.key() == second.key()
    assert play(e, seed=7)[0] == play(e, seed=7)[0]


def test_rewards_are_the_shares_of_the_win():
    e = env("the-alpha", 4)
    for seed in range(3):
        _, rewards, end = play(e, seed=seed)
        places = e.env_game.game.result(end).places
        first = places.count(1)
        assert rewards == {f"player_{s}": (1 / first if places[s] == 1 else 0.0)
                           for s in range(4)}
        assert sum(rewards.values()) == pytest.approx(1.0)


def test_the_agents_are_the_seats_that_choose():
    assert env("the-alpha", 5).possible_agents == [f"player_{s}" for s in range(5)]
    assert env("blitzkrieg").possible_agents == ["player_0"]  # the Axis is the solo bot
    assert env("wolves").possible_agents == ["player_0"]  # the AI packs
    assert env("islebound").possible_agents == ["player_0"]
    assert env("dragon-canyon", 3).possible_agents == ["player_1", "player_2"]  # AI: 0


@pytest.mark.parametrize(("game_id", "seats"), GAMES)
def test_the_mask_is_exactly_the_legal_moves(game_id, seats):
    e = env(game_id, seats)
    env_game, game = e.env_game, e.env_game.game
    e.reset(seed=3)
    for agent in e.agent_iter():
        obs, _, done, cut, _ = e.last()
        if done or cut:
            e.step(None)
            continue
        assert game.to_move(e.state) == e.seat_of[agent]
        legal = game.legal_actions(e.state)
        marked = [i for i, on in enumerate(obs["action_mask"]) if on]
        if env_game.fixed:  # number i is the table's i-th move, always
            assert {game.actions.all[i] for i in marked} == set(legal)
            assert len(marked) == len(set(legal))
        else:  # number i is the i-th legal move
            assert marked == list(range(len(legal))) and len(legal) <= LISTED
            assert [env_game.action(i, e.state) for i in marked] == legal
        others = [a for a in e.agents if a != agent]
        assert all(not e.observe(a)["action_mask"].any() for a in others)
        e.step(marked[len(marked) // 2])


def test_which_games_number_their_moves_once_and_which_per_position():
    fixed = {info.id: EnvGame.make(info.id).fixed for info in catalog.games()}
    assert fixed == {"the-alpha": True, "blitzkrieg": True, "wolves": False,
                     "islebound": True, "dragon-canyon": True, "nim": True}


def shown(e):
    """What the environment shows: its run and game, the agent to move, its
    observation and mask, and the engine state's key."""
    agent = e.agent_selection
    obs = e.observe(agent)
    return (e.master_seed, e.number, agent, obs["observation"].tolist(),
            obs["action_mask"].tolist(), e.state.key())


def test_an_illegal_number_is_one_line_and_changes_nothing():
    e = env("the-alpha", 3)
    e.reset(seed=1)
    before = shown(e)
    with pytest.raises(catalog.GameError) as refused:
        e.step(0)
    assert str(refused.value) == ("The Alpha: move number 0 is not legal here "
                                  "(legal: 6 to 9, 12 to 15, 18, 20)")
    assert shown(e) == before


@pytest.mark.parametrize("action", [6.0, 6.5, "6", None, True])
def test_a_move_that_is_not_a_whole_number_is_one_line_and_changes_nothing(action):
    """6 is legal there: a float, a text or a bool is not read as it."""
    e = env("the-alpha", 3)
    e.reset(seed=1)
    before = shown(e)
    with pytest.raises(catalog.GameError) as refused:
        e.step(action)
    assert str(refused.value) == f"The Alpha: a move number is a whole number, not {action!r}"
    assert shown(e) == before
    e.step(np.int64(6))  # a NumPy integer is one (the action space's samples)
    assert shown(e) != before




@pytest.mark.parametrize(("seed", "options", "message"), [
    (1, {"game": "2"}, "option 'game' is a whole number from 0, not '2'"),
    (1, {"game": 1.0}, "option 'game' is a whole number from 0, not 1.0"),
    (1, {"game": -1}, "option 'game' is a whole number from 0, not -1"),
    (1, {"game": True}, "option 'game' is a whole number from 0, not True"),
    (1, [("game", 2)], "reset's options are a dict, {'game': N} (N: a game's number "
                       "in the seed's run), not [('game', 2)]"),
    ("1", None, "reset's seed is a whole number, not '1'"),
    (1.5, {"game": 2}, "reset's seed is a whole number, not 1.5"),
])
def test_bad_reset_arguments_are_one_line_and_change_nothing(seed, options, message):
    """The seed is a whole number, the only option ``game`` (the game's number in
    the seed's run) one from 0; after a refused reset the run goes on as before."""
    e = env("the-alpha", 3)
    e.reset(seed=7)
    e.step(first_legal(e, e.agent_selection))
    before = shown(e)
    with pytest.raises(catalog.GameError) as refused:
        e.reset(seed=seed, options=options)
    assert str(refused.value) == message
    assert shown(e) == before
    e.reset()  # the next game of the same run
    assert (e.master_seed, e.number) == (7, 1)


def test_other_reset_options_are_ignored_with_a_warning():
    """PettingZoo's ``api_test`` passes ``options={"options": 1}`` to check that
    ``reset`` takes options, so an unknown one cannot be refused: it is named in a
    warning and the game is the one started without it."""
    e = env("the-alpha", 3)
    with pytest.warns(UserWarning) as warned:
        e.reset(seed=7, options={"game": 2, "gmae": 3, "players": 4})
    assert [str(w.message) for w in warned] == [
        "reset takes the option 'game' only; ignored: 'gmae', 'players'"]
    with_others = shown(e)
    e.reset(seed=7, options={"game": 2})
    assert shown(e) == with_others and e.number == 2


@pytest.mark.parametrize(("seats", "options", "message"), [
    ("4", None, "The Alpha's seat count is a whole number, not '4'"),
    (4.0, None, "The Alpha's seat count is a whole number, not 4.0"),
    (True, None, "The Alpha's seat count is a whole number, not True"),
    (4, "pair_as_one_wolf", "The Alpha's options are a dict of option names and "
                            "values, not 'pair_as_one_wolf'"),
])
def test_bad_environment_arguments_are_one_line(seats, options, message):
    with pytest.raises(catalog.GameError) as refused:
        env("the-alpha", seats, options)
    assert str(refused.value) == message


def test_chance_and_automa_never_reach_an_agent():
    for game_id, seats in GAMES:
        e = env(game_id, seats)
        e.reset(seed=2)
        for agent in e.agent_iter(max_iter=60):
            _, _, done, cut, _ = e.last()
            seat = e.env_game.game.to_move(e.state)
            assert seat == TERMINAL or (seat != CHANCE and seat == e.seat_of[agent])
            e.step(None if done or cut else first_legal(e, agent))


def over(e):
    """What is left of a finished environment to compare: its run, agents, state."""
    return e.master_seed, e.number, list(e.agents), e.agent_selection, e.state.key()


def test_calls_after_the_end_are_one_line_and_change_nothing():
    """After the doc's loop, the game is over: a step, ``last`` or ``observe`` says
    to reset, in one line; before the last agent is passed, stepping a done agent
    takes None only (PettingZoo's rule), and anything else is one line too."""
    e = env("the-alpha", 3)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, _, done, cut, _ = e.last()
        if done and e.agents == e.possible_agents:
            before = over(e)
            with pytest.raises(catalog.GameError) as refused:
                e.step(0)
            assert str(refused.value) == ("The Alpha: the game is over: step(None) passes "
                                          "a done agent, not step(0); reset() starts the "
                                          "next game")
            assert over(e) == before
        e.step(None if done or cut else first_legal(e, agent))
    before = over(e)
    for call in (lambda: e.step(0), lambda: e.step(None), e.last, lambda: e.last(False),
                 lambda: e.observe("player_0")):
        with pytest.raises(catalog.GameError) as refused:
            call()
        assert str(refused.value) == "The Alpha: the game is over; reset() starts the next game"
        assert over(e) == before
    e.reset()
    assert e.agents == e.possible_agents and e.number == 1


def test_calls_before_reset_or_for_no_agent_are_one_line():
    e = env("the-alpha", 3, render_mode="ansi")
    for call in (lambda: e.step(0), e.last, lambda: e.observe("player_0"), e.render):
        with pytest.raises(catalog.GameError) as refused:
            call()
        assert str(refused.value) == "The Alpha: no game has started; reset() starts one"
    assert list(e.agent_iter()) == []
    e.reset(seed=1)
    with pytest.raises(catalog.GameError) as refused:
        e.observe("player_9")
    assert str(refused.value) == ("The Alpha has no agent 'player_9' (agents: player_0, "
                                  "player_1, player_2)")


def test_an_option_of_table_mode_only_is_refused_as_the_command_line_does():
    with pytest.raises(catalog.GameError) as refused:
        env("islebound", options={"person_turn": "reported"})
    assert str(refused.value) == (
        "option person_turn=reported is for Table mode only (your turn is played on the "
        "physical board and reported); play it with the physical game: 'table islebound'")
    assert env("islebound", options={"person_turn": "played"}).possible_agents == [
        "player_0"]
