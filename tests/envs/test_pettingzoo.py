"""Issue 21, point 5: every game as a PettingZoo AEC environment. PettingZoo's own
API test passes for each; ``reset(seed=S)`` is the game ``automeeple simulate GAME
--seed S`` plays; the mask is exactly the legal moves; the rewards are the shares
of the win."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

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


def test_an_illegal_number_is_one_line_and_changes_nothing():
    e = env("the-alpha", 3)
    e.reset(seed=1)
    before = e.state.key()
    mask = e.observe(e.agent_selection)["action_mask"]
    wrong = int((mask == 0).argmax())
    with pytest.raises(catalog.GameError, match="move number .* is not legal here"):
        e.step(wrong)
    assert e.state.key() == before


def test_chance_and_automa_never_reach_an_agent():
    for game_id, seats in GAMES:
        e = env(game_id, seats)
        e.reset(seed=2)
        for agent in e.agent_iter(max_iter=60):
            _, _, done, cut, _ = e.last()
            seat = e.env_game.game.to_move(e.state)
            assert seat == TERMINAL or (seat != CHANCE and seat == e.seat_of[agent])
            e.step(None if done or cut else first_legal(e, agent))
