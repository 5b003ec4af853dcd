"""Every game as a PettingZoo AEC environment (docs/environments.md), the extra
``automeeple[pettingzoo]``::

    from automeeple.envs.pettingzoo import env
    e = env(game_id, seats=4)    # any game's id: `automeeple games` lists them
    e.reset(seed=1)              # game 0 of `automeeple simulate GAME --seed 1`
    for agent in e.agent_iter():
        obs, reward, done, cut, info = e.last()
        e.step(None if done or cut else e.action_space(agent).sample(obs["action_mask"]))

The agents are the seats that choose (``player_0``...; a seat the game's own rules
play is none); chance is drawn inside from the game's own seeded stream; each agent's
observation is its seat's observation encoded (:mod:`.encoding`) with the mask of
its legal moves; at the end each agent is rewarded its share of the win.
"""

from __future__ import annotations

import warnings
from typing import Any

from automeeple.engine.core import GameError

from .shared import EnvGame, missing, whole

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as error:
    raise missing("pettingzoo", "the PettingZoo environments", error) from None

#: The range of an observation's numbers (code points and the games' counts).
LOW, HIGH = -(2**31), 2**31 - 1


def env(game_id: str, seats: int | None = None, options: dict[str, Any] | None = None,
        render_mode: str | None = None) -> Environment:
    """The AEC environment of ``game_id`` for ``seats`` with ``options``."""
    return Environment(game_id, seats, options, render_mode)


class Environment(AECEnv):
    """One game as an AEC environment. ``reset(seed=S)`` starts game 0 of
    ``automeeple simulate GAME --seed S``; ``reset(seed=S, options={"game": i})``
    game i; ``reset()`` the next game of the same seed."""

    def __init__(self, game_id: str, seats: int | None = None,
                 options: dict[str, Any] | None = None,
                 render_mode: str | None = None) -> None:
        super().__init__()
        self.env_game = EnvGame.make(game_id, seats, options)
        self.metadata = {"name": f"automeeple_{game_id.replace('-', '_')}",
                         "render_modes": ["ansi"], "is_parallelizable": False}
        self.render_mode = render_mode
        self.seat_of = {f"player_{seat}": seat for seat in self.env_game.players}
        self.possible_agents = list(self.seat_of)
        self.agent_of = {seat: agent for agent, seat in self.seat_of.items()}
        moves, size = self.env_game.moves, self.env_game.size
        self.action_spaces = {a: spaces.Discrete(moves) for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(LOW, HIGH, (size,), np.int64),
            "action_mask": spaces.Box(0, 1, (moves,), np.int8),
        }) for a in self.possible_agents}
        self.master_seed, self.number = 0, -1
        self.state: Any = None
        self.agents, self.agent_selection = [], self.possible_agents[0]

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start game ``options["game"]`` (a whole number from 0) of the run seeded
        ``seed`` (a whole number); without a seed, of the same run; without a
        game's number, the next game. A bad seed, options that are not a dict or a
        bad game's number are a one-line error and change nothing. Other options
        are ignored with a warning: PettingZoo's ``api_test`` passes one to check
        that ``reset`` takes options."""
        options = {} if options is None else options
        if not isinstance(options, dict):
            raise GameError(f"reset's options are a dict, {{'game': N}} (N: a game's "
                            f"number in the seed's run), not {options!r}")
        master = self.master_seed if seed is None else whole(seed, "reset's seed")
        last = self.number if seed is None else -1
        number = whole(options.get("game", last + 1), "option 'game'", 0)
        if unknown := [name for name in options if name != "game"]:
            warnings.warn(f"reset takes the option 'game' only; ignored: "
                          f"{', '.join(map(repr, unknown))}", stacklevel=2)
        self.master_seed, self.number = master, number
        self.state = self.env_game.start(self.master_seed, self.number)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._next()

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.seat_of[self.playing(agent)]
        mask = np.zeros(self.env_game.moves, np.int8)
        if agent == self.agent_selection and not self.terminations[agent]:
            mask[:] = self.env_game.mask(self.state)
        return {"observation": np.array(self.env_game.encode(self.state, seat), np.int64),
                "action_mask": mask}

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        self.playing(self.agent_selection)
        return super().last(observe)

    def step(self, action: int | None) -> None:
        """Play move number ``action`` for the agent selected; at the end, None
        passes each agent (PettingZoo's loop), and then the environment waits for
        ``reset``. A move that cannot be played is a one-line error and changes
        nothing."""
        agent = self.playing(self.agent_selection)
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise GameError(f"{self.env_game.game.title}: the game is over: step(None) "
                                f"passes a done agent, not step({action!r}); reset() "
                                "starts the next game")
            self._was_dead_step(action)
            return
        env_game = self.env_game
        move = env_game.action(action, self.state)
        env_game.game.apply(self.state, move, False, True)
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._next()
        self._accumulate_rewards()

    def started(self) -> str:
        """The game's title, once ``reset`` has started a game; else a one-line
        error saying to call it."""
        title = self.env_game.game.title
        if self.state is None:
            raise GameError(f"{title}: no game has started; reset() starts one")
        return title

    def playing(self, agent: str) -> str:
        """``agent``, when it is in the game; else a one-line error saying why (no
        game yet, the game is over, no such agent) and what to do."""
        title = self.started()
        if agent not in self.agents:
            if agent in self.seat_of:
                raise GameError(f"{title}: the game is over; reset() starts the next game")
            raise GameError(f"{title} has no agent {agent!r} (agents: "
                            f"{', '.join(self.possible_agents)})")
        return agent

    def _next(self) -> None:
        """Draw chance up to the next choice; select its seat, or end the game,
        rewarding each agent its share of the win."""
        seat = self.env_game.settle(self.state)
        if self.env_game.over(self.state):
            shares = self.env_game.shares(self.state)
            self.rewards = {a: shares[self.seat_of[a]] for a in self.agents}
            self.terminations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.agent_of[seat]

    def render(self) -> str | None:
        """The board as a spectator reads it (its question, then whose move it is),
        for ``render_mode="ansi"``."""
        if self.render_mode != "ansi":
            return None
        self.started()
        view = self.env_game.game.view(self.state, None)
        return f"{view.title}: {view.question or 'the game is over'}"

    def close(self) -> None:
        """Nothing to let go of."""
