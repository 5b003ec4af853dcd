"""Run many seeded bots-only games, in a process pool or in this process.

Game ``i`` of a run with master seed ``seed`` plays from ``derive_seed(seed, "game", i)``,
whichever worker plays it, and rows come back sorted by game index: the same seed gives
the same rows whatever the worker count.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from contextlib import closing, nullcontext
from dataclasses import dataclass
from typing import Any

from automeeple import catalog
from automeeple.catalog import GameInfo
from automeeple.engine.core import Game, GameError, number
from automeeple.engine.play import play_out
from automeeple.engine.rng import derive_seed

from .backends import Backend, LocalPool

#: The most games one worker task plays; smaller chunks mean a smoother progress bar.
MAX_CHUNK = 100
#: A chunk of a costly batch (its games timed) takes about this many seconds at most:
#: its rows are written as it finishes, so a run cut short loses at most that much.
CHUNK_SECONDS = 30.0
#: A batch is timed before it runs (:func:`begin`) by playing its first games in this
#: process: this many at most...
TIMED_GAMES = 3
#: ... or as many as are done in this many seconds (one at least).
TIMED_SECONDS = 2.0
#: The most games a batch plays (``simulate -n``, ``calibrate -n``): millions take
#: hours already; a larger count is a slip of the keyboard.
MAX_GAMES = 10_000_000


@dataclass(frozen=True)
class GameRow:
    """One finished game. Seats are numbered from 0, as in the engine."""

    game: int
    seed: int
    winner: int
    scores: tuple[int, ...]
    places: tuple[int, ...]
    decisions: int
    chance_steps: int
    #: How the game ended (``Result.ended_by``): "full-moon", "cut-off", ...
    ended_by: str = ""


@dataclass(frozen=True)
class _Setup:
    """Everything a worker needs to rebuild the game and its bots (picklable)."""

    game_id: str
    seats: int
    seat_bots: tuple[str, ...]
    options: dict[str, Any]
    edition_text: str | None
    edition_source: str


def parse_seats(spec: str | None, info: GameInfo, seats: int,
                people: Collection[int] = ()) -> list[str]:
    """Who plays each seat: the bots of a spec such as ``"automa,random*3"``, and
    a person in each of the seats ``people``.

    Items are separated by commas; ``name*N`` stands for N seats of that bot. None
    gives every seat the game's default bot. Seats the game's rules play (automa
    seats) and the people's seats are not named in the spec; they are filled in.
    """
    free = len([x for x in info.person_seats(seats) if x not in people])
    if spec is None:
        return info.players([info.default_bot] * free, seats, people)
    named: list[tuple[str, int]] = []  # each bot and how many seats it takes
    for item in spec.split(","):
        name, star, count = item.strip().partition("*")
        name = name.strip()
        n = number(count) or 0
        if star and n < 1:
            raise GameError(f"bad seat item {item.strip()!r}: the count after * must be "
                            "a whole number of at least 1")
        if not info.has_bot(name):
            raise info.no_bot(name)
        named.append((name, n if star else 1))
    # Counted before any list is made: 'random*99999999999' is a mistake, not a
    # list of a hundred billion names.
    total = sum(n for _, n in named)
    if total != free:
        raise GameError(f"{spec!r} names {total:,} bot{'s' * (total != 1)} for "
                        f"{free} seat{'s' * (free != 1)} "
                        f"(for example: {info.default_bot}*{free})")
    return info.players([name for name, n in named for _ in range(n)], seats, people)


def check_batch(info: GameInfo, seats: int, seat_bots: list[str], games: int,
                workers: int) -> None:
    """Refuse a batch that cannot run: seats out of range, no games, no workers, a
    bot for each seat missing."""
    info.seat_count(seats)
    if games < 1:
        raise GameError(f"the number of games must be at least 1, not {games}")
    if games > MAX_GAMES:
        raise GameError(f"the number of games must be at most {MAX_GAMES:,}, not {games}")
    if workers < 1:
        raise GameError(f"the number of workers must be at least 1, not {workers}")
    if len(seat_bots) != seats:
        raise GameError(f"{len(seat_bots)} bots named for {seats} seats")


@dataclass(frozen=True)
class Begun:
    """A batch's first games, played in this process and timed (:func:`begin`):
    their rows and the wall seconds they took."""

    rows: list[GameRow]
    seconds: float
    #: Whether each row was handed on as it was played (``begin``'s ``on_rows``).
    reported: bool = False

    @property
    def per_game(self) -> float:
        return self.seconds / len(self.rows)

    def left(self, games: int, workers: int) -> float:
        """Wall seconds the rest of a batch of ``games`` games should take on
        ``workers`` workers."""
        return self.per_game * max(0, games - len(self.rows)) / workers


def begin(game_id: str, seats: int, seat_bots: list[str], games: int, seed: int,
          options: dict[str, Any] | None = None, edition_text: str | None = None,
          edition_source: str = "edition",
          on_rows: Callable[[list[GameRow]], None] | None = None, start: int = 0) -> Begun:
    """Play a batch's first games (up to :data:`TIMED_GAMES`, or those done in
    :data:`TIMED_SECONDS`) in this process, timing them, so the run can say how long
    it will take before it starts; :func:`simulate` given them plays the rest.
    ``on_rows`` (if given) gets each game's row as it is played (a run stopped while
    timing keeps what it played), and :func:`simulate` then does not hand them on
    again. ``start``: the first game to play, as :func:`simulate`'s."""
    setup = _setup(game_id, seats, seat_bots, options, edition_text, edition_source)
    rows: list[GameRow] = []
    began = time.perf_counter()
    while len(rows) < min(TIMED_GAMES, games - start) and (
            not rows or time.perf_counter() - began < TIMED_SECONDS):
        played = play_chunk(setup, seed, range(start + len(rows), start + len(rows) + 1))
        if on_rows is not None:
            on_rows(played)
        rows += played
    return Begun(rows, time.perf_counter() - began, reported=on_rows is not None)


def _setup(game_id: str, seats: int, seat_bots: list[str], options: dict[str, Any] | None,
           edition_text: str | None, edition_source: str) -> _Setup:
    """The batch's setup, checked: a mistake is one clear :class:`GameError` before
    any game is played."""
    info = catalog.get(game_id)
    setup = _Setup(game_id, seats, tuple(seat_bots), info.option_values(options or {}),
                   edition_text, edition_source)
    _build(setup)  # fail fast on bad seats, options, edition or bot names
    return setup


def simulate(game_id: str, seats: int, seat_bots: list[str], games: int, seed: int,
             workers: int, options: dict[str, Any] | None = None,
             edition_text: str | None = None,
             progress: Callable[[int], None] | None = None,
             on_rows: Callable[[list[GameRow]], None] | None = None,
             edition_source: str = "edition", backend: Backend | None = None,
             keep: bool = True, begun: Begun | None = None, start: int = 0,
             per_game: float | None = None) -> list[GameRow]:
    """Play ``games`` games with ``seat_bots[seat]`` in each seat; rows sorted by game.

    The games are played in chunks by ``backend`` (default: the local pool of
    ``workers`` processes, in this process for one worker; see
    :mod:`automeeple.sim.backends`). As each chunk finishes, ``on_rows`` (if given)
    gets its rows, in the order chunks finish, and ``progress`` the number of games
    finished so far. ``keep=False`` returns no rows: ``on_rows`` has seen them all, and
    the run holds only the chunks in flight, however many games it plays. ``begun``:
    the batch's first games, already played (:func:`begin`); the rest are played.
    ``start``: games ``start`` to ``games - 1`` are played, those before it being
    played already (a resumed run, :mod:`automeeple.sim.resume`); ``progress`` then
    counts the games played from ``start``, and the rows returned are theirs.
    ``per_game``: a game's seconds, as timed (``begun``'s if not given): a chunk of
    costly games holds no more than :data:`CHUNK_SECONDS` of them.
    The game, its options, edition and bots are checked here first, so a mistake is
    one clear :class:`GameError` before any worker starts.
    """
    check_batch(catalog.get(game_id), seats, seat_bots, games, workers)
    setup = _setup(game_id, seats, seat_bots, options, edition_text, edition_source)
    first = begun.rows if begun is not None else []
    rows: list[GameRow] = list(first) if keep else []
    done = len(first)
    if first:
        if on_rows is not None and not begun.reported:
            on_rows(first)
        if progress is not None:
            progress(done)

    runner = backend if backend is not None else LocalPool(workers)
    size = max(1, min(MAX_CHUNK, (games - start) // (runner.workers * 8)))
    if per_game is None and begun is not None:
        per_game = begun.per_game
    if per_game:
        size = max(1, min(size, int(CHUNK_SECONDS / per_game)))
    tasks = ((setup, seed, range(first_game, min(first_game + size, games)))
             for first_game in range(start + done, games, size))
    # closing(): a run stopped by an error cancels the chunks it had submitted.
    with runner if backend is None else nullcontext(), \
            closing(runner.run(play_chunk, tasks)) as finished:
        for chunk_rows in finished:
            done += len(chunk_rows)
            if keep:
                rows.extend(chunk_rows)
            if on_rows is not None:
                on_rows(chunk_rows)
            if progress is not None:
                progress(done)
    rows.sort(key=lambda row: row.game)
    return rows


def game_seed(seed: int, number: int) -> int:
    """The seed game ``number`` of a run with master seed ``seed`` plays from."""
    return derive_seed(seed, "game", number)


def play_chunk(setup: _Setup, seed: int, chunk: range) -> list[GameRow]:
    """Play the games numbered ``chunk``: the worker task, run in any process."""
    info, game = _build(setup)
    rows = []
    for i in chunk:
        start = game_seed(seed, i)
        # Fresh bots per game, so no bot can carry anything from one game to the next.
        agents = [info.bot(name) for name in setup.seat_bots]
        playout = play_out(game, agents, start)
        result = playout.result
        rows.append(GameRow(i, start, result.winner, result.scores, result.places,
                            playout.decisions, playout.chance_steps, result.ended_by))
    return rows


def _build(setup: _Setup) -> tuple[GameInfo, Game]:
    """The registry entry and the game for ``setup``; checks every bot name."""
    info = catalog.get(setup.game_id)
    game = info.make(setup.seats, setup.options, setup.edition_text, setup.edition_source)
    for name in setup.seat_bots:
        info.bot(name)
    return info, game
