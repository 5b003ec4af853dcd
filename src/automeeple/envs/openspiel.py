"""Every game as an OpenSpiel python game, and OpenSpiel's ISMCTS as a bot of every
game (docs/environments.md), the extra ``automeeple[openspiel]``::

    import pyspiel
    import automeeple.envs.openspiel  # registers python_automeeple_the_alpha, ...
    game = pyspiel.load_game("python_automeeple_the_alpha", {"players": 4, "seed": 1})

A registered game takes ``players`` (the seat count), ``seed`` (its first state is
that of game 0 of ``automeeple simulate GAME --seed SEED``) and each of the game's
options by its name, so ``str(game)`` names the whole game and ``load_game`` of it
builds it again. OpenSpiel's players are the game's seats (a seat its own rules play
never moves). Chance is explicit: each chance event's outcomes and probabilities
are the game's chance request. A seat's information state and observation are its
observation (``game.observation``) as text; the public observation is what every
seat sees alike (``game.observation`` for no seat); ``resample_from_infostate`` is
``game.determinize``. The returns at the end are the seats' shares of the win (they
add up to 1).

``openspiel-ismcts:N`` (the catalog's bot name, N from 1 to 10000) is OpenSpiel's
own ISMCTS (``open_spiel.python.algorithms.ismcts``) with N simulations a move and
random rollouts, playing a seat through this adapter.
"""

from __future__ import annotations

from typing import Any

from automeeple.agents.ismcts import TOP
from automeeple.catalog import games
from automeeple.engine.agent import Decision
from automeeple.engine.core import CHANCE, TERMINAL, Action, Game, GameError
from automeeple.engine.rng import Stream
from automeeple.engine.trace import Trace

from .shared import EnvGame, missing, whole

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
except ImportError as error:
    raise missing("openspiel", "OpenSpiel's games and bots", error) from None

#: A bound on a game's length in steps, chance included, that OpenSpiel's game
#: information asks for (the longest seeded game of random moves: some 300 steps).
MAX_LENGTH = 10_000
#: OpenSpiel's ISMCTS exploration constant (its examples' default, ``uct_c`` = 2).
UCT_C = 2.0
#: The seeds an OpenSpiel game parameter holds (a C++ ``int``).
SEEDS = range(-(2**31), 2**31)


def short_name(game_id: str) -> str:
    """OpenSpiel's name of the game ``game_id``: ``python_automeeple_the_alpha``."""
    return f"python_automeeple_{game_id.replace('-', '_')}"


def game_type(env_game: EnvGame) -> pyspiel.GameType:
    info = env_game.info
    return pyspiel.GameType(
        short_name=short_name(info.id), long_name=f"automeeple: {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_seats, min_num_players=info.min_seats,
        provides_information_state_string=True, provides_information_state_tensor=True,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={"players": info.default_seats, "seed": 0,
                                 **{o.name: o.default for o in info.options}})


class SpielGame(pyspiel.Game):
    """The OpenSpiel game of ``env_game``; its first state is game 0 of
    ``automeeple simulate --seed SEED`` (a whole number of :data:`SEEDS`, else a
    one-line error). Its parameters are the seat count, the seed and the game's
    options, so ``load_game(str(game))`` and pickling build it again."""

    def __init__(self, env_game: EnvGame, seed: int = 0) -> None:
        self.env_game, self.seed = env_game, whole(seed, "the seed")
        if self.seed not in SEEDS:
            raise GameError(f"the seed is a whole number from {SEEDS.start} to "
                            f"{SEEDS.stop - 1} (OpenSpiel's), not {self.seed}")
        info = pyspiel.GameInfo(
            num_distinct_actions=env_game.moves, max_chance_outcomes=env_game.moves,
            num_players=env_game.seats, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
            max_game_length=MAX_LENGTH)
        super().__init__(game_type(env_game), info, {
            "players": env_game.seats, "seed": self.seed, **env_game.game.options()})

    def __reduce__(self) -> tuple:
        return loaded, (str(self),)

    def new_initial_state(self) -> SpielState:
        return SpielState(self, self.env_game.start(self.seed))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """The observer of ``iig_obs_type`` (None: a seat's observation). Every
        observation holds the public information; a seat's private information is
        its own (``SINGLE_PLAYER``: its observation), none (``NONE``: what every
        seat sees alike, the same for every player) or every seat's
        (``ALL_PLAYERS``: given only in a game that hides nothing of one seat from
        another, where it is a seat's observation). The information state
        (``perfect_recall``) is the observation too: it keeps what is known."""
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        title = self.env_game.game.title
        if params:
            raise GameError(f"{title}'s observations take no parameters, not {params!r}")
        if not kind.public_info:
            raise GameError(f"{title}: every observation holds the public information "
                            "(public_info=False is not given)")
        private = kind.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS and self.env_game.hides:
            raise GameError(f"{title} hides some of a seat's information from the others:"
                            " no observation holds every seat's (private_info=ALL_PLAYERS)")
        return Observer(self.env_game, private == pyspiel.PrivateInfoType.NONE)


def loaded(name: str) -> SpielGame:
    """``pyspiel.load_game(name)``, once this module has registered the games: how
    a pickled game is built again."""
    return pyspiel.load_game(name)


def registered(game_id: str) -> type:
    """The class OpenSpiel builds ``game_id`` with from its parameters: a class of
    its own per game, as OpenSpiel's python games register (a plain function kept
    in OpenSpiel's registry crashes the interpreter as it exits)."""
    def build(self: SpielGame, params: dict[str, Any] | None = None) -> None:
        options = dict(params or {})
        players, seed = options.pop("players", None), options.pop("seed", 0)
        SpielGame.__init__(self, EnvGame.make(game_id, players, options), seed)
    return type(f"SpielGame_{game_id.replace('-', '_')}", (SpielGame,), {"__init__": build})


class SpielState(pyspiel.State):
    """An engine state seen through OpenSpiel."""

    def __init__(self, game: SpielGame, state: Any) -> None:
        super().__init__(game)
        self.env_game, self.held = game.env_game, Held(game.env_game.game, state)

    @property
    def state(self) -> Any:
        return self.held.state

    def current_player(self) -> int:
        seat = self.env_game.game.to_move(self.state)
        if seat == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return pyspiel.PlayerId.CHANCE if seat == CHANCE else seat

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.env_game.numbers(self.env_game.game.legal_actions(self.state)))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance request's outcomes as numbers, each with its probability (an
        outcome listed twice adds up)."""
        request = self.env_game.game.chance_request(self.state)
        total = sum(request.weights)
        odds: dict[int, float] = {}
        for number, weight in zip(self.env_game.numbers(list(request.outcomes)),
                                  request.weights, strict=True):
            odds[number] = odds.get(number, 0.0) + weight / total
        return sorted(odds.items())

    def _apply_action(self, action: int) -> None:
        """Apply the move (or chance outcome) numbered ``action``; one that is not
        legal here is a one-line error and changes nothing."""
        env_game = self.env_game
        env_game.game.apply(self.state, env_game.action(action, self.state), False, True)

    def _action_to_string(self, player: int, action: int) -> str:
        """The move numbered ``action``: any number of a fixed numbering, legal now
        or not; in The Wolves (numbered per position) a legal one."""
        return str(self.env_game.named(action, self.state))

    def is_terminal(self) -> bool:
        return self.env_game.over(self.state)

    def returns(self) -> list[float]:
        if not self.env_game.over(self.state):
            return [0.0] * self.env_game.seats
        return self.env_game.shares(self.state)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpielState:
        """A state ``player_id`` cannot tell from this one: its observation
        determinized (``game.determinize``) from a stream seeded by the sampler."""
        return self.resampled(player_id, Stream(int(probability_sampler() * 2**53)))

    def resampled(self, seat: int, rng: Stream) -> SpielState:
        """A determinization of ``seat``'s observation drawn from ``rng``."""
        game = self.env_game.game
        return SpielState(self.get_game(),
                          game.determinize(game.observation(self.state, seat), seat, rng))

    def __str__(self) -> str:
        view = self.env_game.game.view(self.state, None)
        return f"{view.title}: {view.question or 'the game is over'}"


class Held:
    """The engine state inside an OpenSpiel state. OpenSpiel clones a python state
    by deep-copying its attributes: this one copies as the engine does
    (``game.clone``), and the :class:`~.shared.EnvGame` beside it is shared."""

    __slots__ = ("game", "state")

    def __init__(self, game: Game, state: Any) -> None:
        self.game, self.state = game, state

    def __deepcopy__(self, memo: dict) -> Held:
        return Held(self.game, self.game.clone(self.state))


class Observer:
    """A seat's observation for OpenSpiel (its python observer), or with ``public``
    what every seat sees alike (the observation of no seat, whichever player is
    asked for): the text of :meth:`EnvGame.seen <automeeple.envs.shared.EnvGame.seen>`
    and the vector of :meth:`EnvGame.encode <automeeple.envs.shared.EnvGame.encode>`.
    The information state is the same observation: each game's observation keeps
    what a seat knows."""

    def __init__(self, env_game: EnvGame, public: bool = False) -> None:
        self.env_game, self.public = env_game, public
        self.tensor = np.zeros(env_game.size, np.float32)
        self.dict = {"observation": self.tensor}

    def seat(self, player: int) -> int | None:
        return None if self.public else player

    def set_from(self, state: SpielState, player: int) -> None:
        self.tensor[:] = self.env_game.encode(state.state, self.seat(player))

    def string_from(self, state: SpielState, player: int) -> str:
        return self.env_game.seen(state.state, self.seat(player))


class ISMCTS:
    """OpenSpiel's ISMCTS bot (``open_spiel.python.algorithms.ismcts.ISMCTSBot``,
    random rollouts, :data:`UCT_C`, the most visited move) with ``iterations``
    simulations a move, as a seat's bot. Its random numbers come from the decision's
    stream: its determinizations (``game.determinize``) and a NumPy generator seeded
    from it for its tree and rollouts, so the same seed gives the same game."""

    summary = "OpenSpiel's ISMCTS search, random play-outs"
    uses_observation = True

    def __init__(self, iterations: int) -> None:
        self.iterations = iterations
        self.name = f"openspiel-ismcts:{iterations}"
        self._games: dict[int, SpielGame] = {}

    def decide(self, game: Game, observation: Any, legal: list[Action], rng: Stream,
               explain: bool = True) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0])
        spiel = self._games.get(id(game))
        if spiel is None:
            spiel = self._games[id(game)] = SpielGame(EnvGame(game))
        seat = game.to_move(observation)
        root = SpielState(spiel, game.determinize(observation, seat, rng))
        generator = np.random.RandomState(rng.below(2**32))
        bot = ismcts.ISMCTSBot(spiel, mcts.RandomRolloutEvaluator(1, generator), UCT_C,
                               self.iterations, random_state=generator)
        bot.set_resampler(lambda state, player: state.resampled(player, rng))
        action = spiel.env_game.action(int(bot.step(root)), observation)
        # OpenSpiel keeps the last search's root in ``_root_node``.
        return Decision(action, explained(game, seat, spiel, observation, bot._root_node,
                                          self.iterations, action) if explain else None)


def explained(game: Game, seat: int, spiel: SpielGame, observation: Any, root: Any,
              iterations: int, action: Action) -> Trace:
    """The trace ``why`` shows for OpenSpiel's search (``root``: its root node): the
    most visited moves, each with its share of the search and how the seat did after
    it (its random rollouts play every game to the end and a seat's return is its
    share of the win, so the mean return is a share of games won)."""
    total = sum(child.visits for child in root.child_info.values()) or 1
    moves = sorted(root.child_info.items(), key=lambda item: -item[1].visits)
    trace = Trace(f"{game.seat_name(seat)}: searched {iterations} determinized "
                  "futures (OpenSpiel's ISMCTS)", choice=str(action))
    for k, (number, child) in enumerate(moves[:TOP], 1):
        move = spiel.env_game.action(int(number), observation)
        trace.step(f"#{k}", f"{move}: {child.visits / total:.0%} of the search, won "
                            f"{child.value():.0%} of them", [move])
    return trace


def register() -> None:
    """Register every game of the catalog with OpenSpiel (once)."""
    known = set(pyspiel.registered_names())
    for info in games():
        if short_name(info.id) not in known:
            pyspiel.register_game(game_type(EnvGame.make(info.id)), registered(info.id))


register()
