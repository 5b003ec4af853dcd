"""What the PettingZoo and OpenSpiel adapters share (docs/environments.md): one game
of the catalog with its seats and options, its moves as whole numbers, a seat's
observation as a vector, the seeded start and the rewards at the end.

**Moves as numbers.** A game whose every action, chance outcomes included, is made
once in its :class:`~automeeple.engine.actions.ActionTable` (The Alpha,
BLITZKRIEG!, Islebound, Dragon Canyon) numbers them by their place in the table:
number i is always the same move. A game whose table reads actions it cannot list
in advance (:meth:`ActionTable.read <automeeple.engine.actions.ActionTable.read>`
overridden: The Wolves' wolf moves and payments) numbers the moves of each position
in the game's own order: number i is the i-th legal move (or the i-th outcome of a
chance event), below the bound :data:`LISTED`, checked at every position.
"""

from __future__ import annotations

from numbers import Integral
from typing import Any

from automeeple import catalog
from automeeple.engine.actions import ActionTable
from automeeple.engine.core import (
    CHANCE,
    TERMINAL,
    Action,
    Game,
    GameError,
    is_among,
    sample_chance,
)
from automeeple.engine.flow import FlowGame
from automeeple.sim.runner import game_seed

from .encoding import encode, tokens

#: The most moves (or chance outcomes) a position of a game of the second kind may
#: offer, a checked bound: The Wolves' positions offered at most 88 in 200 seeded
#: games of random moves (docs/environments.md); a position with more is an error,
#: never a move left out.
LISTED = 512
#: The length of every observation vector, a checked bound: the longest encoding
#: seen in 200 seeded games of random moves is 1,419 numbers (The Wolves); a longer
#: one is an error.
OBSERVATION_SIZE = 4096


class EnvGame:
    """``game`` (an engine game of the catalog, as built) read as the adapters need
    it; :meth:`make` builds one from the catalog's names."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.info = catalog.get(game.id)
        self.seats = game.seats
        #: The seats that choose: an automa seat is played by the game's own flow.
        self.players = self.info.person_seats(self.seats)
        table = game.actions
        #: True: number i is always the same move (the table's i-th action).
        self.fixed = type(table).read is ActionTable.read
        self._number = {a: i for i, a in enumerate(table.all)} if self.fixed else {}
        self._all = table.all
        #: How many numbers a move may take.
        self.moves = len(table.all) if self.fixed else LISTED
        #: How many numbers an observation takes.
        self.size = OBSERVATION_SIZE
        #: True: some seat's observation hides something another seat sees (a hand,
        #: a face-down token), not only the future (the game's own observation).
        self.hides = type(game).observation is not FlowGame.observation

    @classmethod
    def make(cls, game_id: str, seats: int | None = None,
             options: dict[str, Any] | None = None) -> EnvGame:
        """``game_id`` for ``seats`` (None: the usual number) with ``options`` (the
        catalog's names and plain values); a seat count that is not a whole number,
        options that are not a dict and an option of Table mode only (the physical
        table: a bot cannot play it) are a one-line error."""
        info = catalog.get(game_id)
        options = {} if options is None else options
        if not isinstance(options, dict):
            raise GameError(f"{info.title}'s options are a dict of option names and "
                            f"values, not {options!r}")
        if seats is not None:
            seats = whole(seats, f"{info.title}'s seat count")
        game = info.make(info.seat_count(seats), options)
        info.off_the_table(options)
        return cls(game)

    def __deepcopy__(self, memo: dict) -> EnvGame:
        """It holds no position: copies share it (OpenSpiel's ``clone``)."""
        return self

    # --- the game -------------------------------------------------------------------

    def start(self, seed: int, number: int = 0) -> Any:
        """The first state of game ``number`` of ``automeeple simulate GAME --seed
        SEED`` (the simulator's own seed for it), not yet settled."""
        return self.game.new_initial_state(game_seed(seed, number))

    def settle(self, state: Any) -> int:
        """Draw every chance event from the state's own seeded stream, as the
        simulator does, until a seat is to choose or the game is over; who is to
        move then (a seat or ``TERMINAL``)."""
        game = self.game
        while (seat := game.to_move(state)) == CHANCE:
            game.apply(state, sample_chance(game, state), False, True)
        return seat

    def over(self, state: Any) -> bool:
        return self.game.to_move(state) == TERMINAL

    def shares(self, state: Any) -> list[float]:
        """Each seat's share of the win in a finished game: 1/k to each of the k
        seats in first place, 0 to the others."""
        return self.game.result(state).shares

    # --- moves as numbers ---------------------------------------------------------

    def choices(self, state: Any) -> list[Action]:
        """What may happen now: the legal moves, or a chance event's outcomes."""
        game = self.game
        if game.to_move(state) == CHANCE:
            return list(game.chance_request(state).outcomes)
        return game.legal_actions(state)

    def numbers(self, choices: list[Action]) -> list[int]:
        """Each of ``choices`` (a position's legal moves or outcomes) as its number."""
        if not self.fixed:
            if len(choices) > LISTED:
                raise GameError(f"{self.game.title}: a position offers {len(choices)} "
                                f"moves, more than the bound of {LISTED}")
            return list(range(len(choices)))
        try:
            return [self._number[a] for a in choices]
        except KeyError as missing:
            raise GameError(f"{self.game.title}: {missing} is not in the action "
                            "table") from None

    def action(self, number: Any, state: Any) -> Action:
        """The move (or chance outcome) numbered ``number`` in ``state``; a number
        that is not a whole number, or not legal there, is a one-line error naming
        the legal numbers, and changes nothing."""
        number = whole(number, f"{self.game.title}: a move number")
        choices = self.choices(state)
        if self.fixed:
            if 0 <= number < len(self._all) and is_among(self._all[number], choices):
                return self._all[number]
        elif 0 <= number < len(choices):
            return choices[number]
        legal = spans(sorted(set(self.numbers(choices)))) or "none, the game is over"
        raise GameError(f"{self.game.title}: move number {number} is not legal here "
                        f"(legal: {legal})")

    def named(self, number: Any, state: Any) -> Action:
        """The move numbered ``number``, legal now or not, where the numbering is
        fixed (any number of the table); else the legal move of that number now
        (:meth:`action`). A number out of range is a one-line error."""
        if not self.fixed:
            return self.action(number, state)
        number = whole(number, f"{self.game.title}: a move number")
        if not 0 <= number < len(self._all):
            raise GameError(f"{self.game.title}: move number {number} is no move (the "
                            f"moves are numbered 0 to {len(self._all) - 1})")
        return self._all[number]

    def mask(self, state: Any) -> list[int]:
        """1 for each number that is a legal move now, 0 for every other."""
        out = [0] * self.moves
        for number in self.numbers(self.game.legal_actions(state)):
            out[number] = 1
        return out

    # --- what a seat sees ------------------------------------------------------------

    def encode(self, state: Any, seat: int | None) -> list[int]:
        """``seat``'s observation (``game.observation``, never the state itself) as
        :attr:`size` whole numbers; ``seat`` None: what every seat sees alike (a
        spectator's observation, each seat's secrets hidden)."""
        return encode(self.game.observation(state, seat).key(), self.size)

    def seen(self, state: Any, seat: int | None) -> str:
        """``seat``'s observation (None: a spectator's) as text (OpenSpiel's
        information state): equal texts exactly when the observations are equal
        (the encoding's tokens)."""
        return " ".join(map(str, tokens(self.game.observation(state, seat).key())))


def whole(value: Any, what: str, least: int | None = None) -> int:
    """``value`` as an ``int``, when it is a whole number (a Python or NumPy integer,
    never a bool) of at least ``least``; else a one-line error saying that ``what``
    is one."""
    if isinstance(value, Integral) and not isinstance(value, bool) and (
            least is None or value >= least):
        return int(value)
    told = "a whole number" if least is None else f"a whole number from {least}"
    raise GameError(f"{what} is {told}, not {value!r}")


def spans(numbers: list[int]) -> str:
    """Sorted whole numbers as text, each run of consecutive ones as its ends:
    ``0 to 3, 7, 9 to 12``."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    return ", ".join(str(a) if a == b else f"{a} to {b}" for a, b in runs)


def missing(extra: str, what: str, error: ImportError) -> GameError:
    """The one-line error for ``what`` when a library of the extra ``extra`` does
    not import (``error``)."""
    return GameError(f"{what} needs {error.name}, which is not installed: "
                     f"pip install 'automeeple[{extra}]'")
