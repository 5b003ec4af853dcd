"""Difficulty calibration (docs/design.md, "Search and calibration"): a skill ladder of bots
in the person's seat against every difficulty level of a game.

Each rung of the ladder (a bot name: ``random``, the game's default bot, ``ismcts:200``,
...) takes the person's seat, the first seat the rules do not play; every other free
seat gets the game's default bot and the automa seats are filled by the rules. Each
(rung, level) cell is one batch of games from the same master seed, so game ``i`` of
every cell starts from the same seed and cells differ only by the bot and the level
(common random numbers). Per level, the bots-only default lineup (the default bot in
every free seat) gives the game length and how games ended, and, in a game with
several free seats (the seats it compares: The Alpha's, Dragon Canyon's people), the
first of them's advantage; when a rung is the default bot, its cell is that batch,
played once.

No batch keeps its rows: each is counted as it finishes (:class:`~.stats.Tally`), and handed
on (``on_rows``) to be written where a calibration keeps them while it runs, so that a
run cut short can go on (``calibrate --out FILE --resume``, :mod:`automeeple.sim.resume`).
"""

from __future__ import annotations

import csv
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from automeeple import catalog
from automeeple.catalog import GameInfo
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import GameError

from .backends import Backend
from .runner import Begun, GameRow, simulate
from .stats import SeatStats, Summary, Tally

#: The strong end of the default ladder: ISMCTS at two budgets (iterations a decision).
SEARCH_RUNGS = ("ismcts:200", "ismcts:1000")

#: The one level of a game without difficulty levels: its options as given.
DEFAULT_LEVEL = "default"


# --- the ladder and the levels ------------------------------------------------------------


@dataclass(frozen=True)
class Level:
    """A column of the table: its name and the options it sets."""

    name: str
    options: dict[str, Any] = field(default_factory=dict)


def default_ladder(info: GameInfo) -> list[str]:
    """``random``, the game's default bot, then ISMCTS at two budgets."""
    return list(dict.fromkeys(("random", info.default_bot, *SEARCH_RUNGS)))


def parse_ladder(spec: str | None, info: GameInfo) -> list[str]:
    """The rungs named in ``"random,baseline,ismcts:200"`` (None: the default ladder),
    each checked to be a bot of the game that can take the person's seat."""
    ladder = default_ladder(info) if spec is None else [
        name.strip() for name in spec.split(",")]
    for name in ladder:
        if not name:
            raise GameError(f"--ladder {spec!r}: a bot name is empty")
        if name == AUTOMA_SEAT and info.automa_seats and AUTOMA_SEAT not in info.bots:
            raise GameError(f"--ladder: {AUTOMA_SEAT!r} plays only the seats {info.title}'s "
                            "rules play, not the person's")
        info.bot(name)  # an unknown name: a one-line error listing the bots
    repeated = [name for name, count in Counter(ladder).items() if count > 1]
    if repeated:
        raise GameError(f"--ladder names {', '.join(repeated)} twice")
    return ladder


def levels(info: GameInfo, by: str | None = None) -> list[Level]:
    """The columns: every value of the option ``by`` that a game without the table
    may take (a simulation plays none of :attr:`~automeeple.catalog.GameInfo.table_only`);
    else the game's difficulty levels (its declaration's ``levels``); else one level,
    the options as given."""
    if by is not None:
        choices = {o.name: o.choices for o in info.options}
        if not choices.get(by):
            named = ", ".join(name for name, c in choices.items() if c) or "none"
            raise GameError(f"--by {by}: not an option of {info.id} with a set of values "
                            f"(options: {named})")
        table_only = info.table_only.get(by, {})
        values = [value for value in choices[by] if not table_only.get(value)]
        if len(values) < 2:
            raise GameError(f"--by {by}: its other values are for Table mode only, so a "
                            "simulation has one value to play")
        return [Level(_shown(value), {by: value}) for value in values]
    return [Level(name, dict(opts)) for name, opts in info.levels] or [Level(DEFAULT_LEVEL)]


def only(columns: Sequence[Level], names: str) -> list[Level]:
    """The columns named in ``"medium,hard"`` (``--level``), in the table's order: a
    costly rung measured at the levels that matter. An unknown name is refused with
    the names there are."""
    wanted = [name.strip() for name in names.split(",")]
    known = [level.name for level in columns]
    for name in wanted:
        if name not in known:
            raise GameError(f"--level {name!r}: not a level here (levels: "
                            f"{', '.join(known)})")
        if wanted.count(name) > 1:
            raise GameError(f"--level {name!r} is named twice")
    return [level for level in columns if level.name in wanted]


def check_given(columns: Sequence[Level], given: dict[str, Any], by: str | None = None) -> None:
    """Refuse an option the levels set (a level's value would silently win): given
    with ``--by`` naming it, one of the two; else ``--level`` chooses levels."""
    for name, value in given.items():
        setters = [level.name for level in columns if name in level.options]
        if not setters:
            continue
        if name == by:
            raise GameError(f"--option {name} and --by {name} both set {name}: give one "
                            "of them")
        alike = [level.name for level in columns if level.options.get(name) == value]
        raise GameError(f"--option {name} is set by the level{'s' * (len(setters) > 1)} "
                        f"({', '.join(setters)}): "
                        "leave it out, and choose the levels with --level"
                        + (f" (--level {alike[0]})" if alike else ""))


def _shown(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def person_seat(info: GameInfo, seats: int) -> int:
    """The seat a person plays: the first one the rules do not play."""
    return info.person_seats(seats)[0]


def lineup(info: GameInfo, seats: int, rung: str | None) -> tuple[str, ...]:
    """Who plays each seat: ``rung`` in the person's seat (None: the default bot), the
    default bot in the other free seats, the automa seats as the rules fill them."""
    free = len(info.person_seats(seats))
    first = info.default_bot if rung is None else rung
    return tuple(info.players([first] + [info.default_bot] * (free - 1), seats))


@dataclass(frozen=True)
class Batch:
    """One batch to play: a level and the bot in every seat."""

    level: Level
    seat_bots: tuple[str, ...]


def plan(info: GameInfo, seats: int, ladder: Sequence[str],
         columns: Sequence[Level]) -> list[Batch]:
    """Every batch a calibration plays, each lineup once per level: the ladder's,
    then the default lineup unless a rung already is it."""
    batches = []
    for level in columns:
        lineups = [lineup(info, seats, rung) for rung in ladder]
        lineups.append(lineup(info, seats, None))
        batches += [Batch(level, bots) for bots in dict.fromkeys(lineups)]
    return batches


#: How long a calibration with the default number of games may take (wall seconds
#: on the workers it is given, its timing too): a costly rung then plays fewer games.
BUDGET_SECONDS = 600


def allot(timed: Sequence[Begun], games: int, workers: int) -> list[int]:
    """Games for each batch, from its first games, timed (``runner.begin``: one
    after another in this process, before the others are shared by ``workers``
    workers): ``games`` each when the whole run fits in :data:`BUDGET_SECONDS` of
    wall time, else as many as fit with no batch given more seconds than a common
    cap, so cheap batches keep all ``games`` and costly ones play fewer, down to
    the games timed (played already). A run whose timing alone takes the budget
    plays only those."""
    capacity = (BUDGET_SECONDS - sum(b.seconds for b in timed)) * workers

    def counts(cap: float) -> list[int]:
        return [max(len(b.rows), min(games, int(cap / b.per_game))) if b.per_game > 0
                else games for b in timed]

    def seconds(cap: float) -> float:
        """The seconds of the games played after the timed ones."""
        return sum((n - len(b.rows)) * b.per_game
                   for n, b in zip(counts(cap), timed, strict=True))

    high = max((b.per_game * games for b in timed), default=0.0)
    if seconds(high) <= capacity:
        return [games] * len(timed)
    low = 0.0  # the most seconds any one batch may take: low fits, high does not
    for _ in range(60):
        middle = (low + high) / 2
        low, high = (middle, high) if seconds(middle) <= capacity else (low, middle)
    return counts(low)


# --- the results ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """The person's seat with one rung at one level."""

    rung: str
    level: str
    seat_bots: tuple[str, ...]
    wins: SeatStats  # the person's seat
    summary: Summary


@dataclass(frozen=True)
class LevelStats:
    """A level with the default bots in every seat. ``first_seat`` and ``fair`` are
    None in a game with one free seat (a solo game): there no two seats are alike,
    so no seat's advantage is measured."""

    level: Level
    seat_bots: tuple[str, ...]
    #: The first free seat (:func:`comparable`).
    first_seat: SeatStats | None
    #: Its share if no free seat had an advantage: the mean win rate of the free
    #: seats (1/seats in The Alpha without shared wins).
    fair: float | None
    summary: Summary

    @property
    def advantage(self) -> float | None:
        """The first free seat's win rate less its fair share."""
        return None if self.first_seat is None else self.first_seat.win_rate - self.fair


def comparable(info: GameInfo, seats: int) -> list[int]:
    """The seats whose win rates compare: the free seats (those the rules do not
    play, each with the same default bot in the default lineup), when there are
    two or more; none in a solo game, whose other seats the rules play."""
    free = info.person_seats(seats)
    return free if len(free) > 1 else []


def level_stats(level: Level, bots: tuple[str, ...], summary: Summary,
                seats: Sequence[int]) -> LevelStats:
    """A level's default lineup: its first comparable seat and that seat's fair
    share (None without comparable ``seats``)."""
    if not seats:
        return LevelStats(level, bots, None, None, summary)
    fair = sum(summary.seats[s].win_rate for s in seats) / len(seats)
    return LevelStats(level, bots, summary.seats[seats[0]], fair, summary)


@dataclass(frozen=True)
class Calibration:
    game_id: str
    title: str
    seats: int
    person_seat: int
    #: The seats whose win rates compare (:func:`comparable`): none in a solo game.
    comparable: tuple[int, ...]
    ladder: tuple[str, ...]
    levels: tuple[Level, ...]
    games: int
    seed: int
    edition: str
    #: (rung, level name) -> cell
    cells: dict[tuple[str, str], Cell]
    #: level name -> its default-lineup statistics
    by_level: dict[str, LevelStats]
    options: dict[str, Any]

    def cell(self, rung: str, level: str) -> Cell:
        return self.cells[(rung, level)]


def calibrate(game_id: str, ladder: Sequence[str], columns: Sequence[Level], games: int,
              seed: int, backend: Backend, seats: int | None = None,
              options: dict[str, Any] | None = None, edition_text: str | None = None,
              edition_source: str = "edition",
              progress: Callable[[int], None] | None = None,
              counts: Sequence[int] | None = None,
              played: Sequence[Sequence[GameRow]] | None = None,
              on_rows: Callable[[int, list[GameRow]], None] | None = None,
              per_game: Sequence[float | None] | None = None) -> Calibration:
    """Play every batch of :func:`plan` on ``backend``, ``games`` games each from
    ``seed`` (``counts``: each batch's own number, as :func:`allot` gives);
    ``progress`` gets the number of games played over all batches. ``played``: each
    batch's first games, played already (timed by ``runner.begin``, or read back by a
    resumed run): they are counted, and the batch plays the games after them.
    ``on_rows`` gets the number of the batch and its rows as its games finish.
    ``per_game``: each batch's seconds a game, as timed (None: not timed), which
    keeps a costly batch's chunks short (``runner.simulate``)."""
    info = catalog.get(game_id)
    n = info.seat_count(seats)
    base = dict(options or {})
    check_given(columns, base)
    made = info.make(n, base, edition_text, edition_source)
    batches = plan(info, n, ladder, columns)
    for batch in batches:  # options and bots checked before any game is played
        info.option_values({**base, **batch.level.options})
        for name in batch.seat_bots:
            info.bot(name)
    results: dict[tuple[str, tuple[str, ...]], Summary] = {}
    done_before = 0
    for k, batch in enumerate(batches):
        tally = Tally()
        earlier = [] if played is None else played[k]
        tally.add(earlier)
        batch_games = games if counts is None else counts[k]

        def finished(rows: list[GameRow], k: int = k, tally: Tally = tally) -> None:
            tally.add(rows)
            if on_rows is not None:
                on_rows(k, rows)

        if len(earlier) < batch_games:
            simulate(game_id, n, list(batch.seat_bots), batch_games, seed, backend.workers,
                     {**base, **batch.level.options}, edition_text,
                     progress=None if progress is None else
                     (lambda done, before=done_before: progress(before + done)),
                     on_rows=finished, edition_source=edition_source, backend=backend,
                     keep=False, start=len(earlier),
                     per_game=None if per_game is None else per_game[k])
            done_before += batch_games - len(earlier)
        results[(batch.level.name, batch.seat_bots)] = tally.summary()
    seat = person_seat(info, n)
    compared = comparable(info, n)
    cells = {}
    by_level = {}
    for level in columns:
        for rung in ladder:
            bots = lineup(info, n, rung)
            summary = results[(level.name, bots)]
            cells[(rung, level.name)] = Cell(rung, level.name, bots, summary.seats[seat],
                                             summary)
        bots = lineup(info, n, None)
        summary = results[(level.name, bots)]
        by_level[level.name] = level_stats(level, bots, summary, compared)
    return Calibration(info.id, info.title, n, seat, tuple(compared), tuple(ladder),
                       tuple(columns), games, seed, made.loaded.data.label, cells, by_level,
                       info.option_values(base))


# --- the table file -------------------------------------------------------------------------


def table(result: Calibration) -> dict[str, list]:
    """One row per rung x level cell, column by column: the person's win rate and its
    95% Wilson interval, the cell's game length and endings, and its level's
    default-lineup statistics (repeated on each row of the level; the first seat's
    empty in a solo game)."""
    out: dict[str, list] = {name: [] for name in (
        "game", "players", "person_seat", "level", "level_options", "rung", "seat_bots",
        "games", "seed", "wins", "win_rate", "win_low", "win_high", "mean_score",
        "mean_decisions", "ended_by", "first_seat_wins", "first_seat_rate",
        "first_seat_low", "first_seat_high", "fair_rate", "level_mean_decisions",
        "level_ended_by")}
    for level in result.levels:
        stats = result.by_level[level.name]
        first = stats.first_seat
        for rung in result.ladder:
            cell = result.cell(rung, level.name)
            row = {
                "game": result.game_id, "players": result.seats,
                "person_seat": result.person_seat, "level": level.name,
                "level_options": " ".join(f"{k}={_shown(v)}"
                                          for k, v in level.options.items()),
                "rung": rung, "seat_bots": ",".join(cell.seat_bots),
                "games": cell.wins.games, "seed": result.seed, "wins": cell.wins.wins,
                "win_rate": cell.wins.win_rate, "win_low": cell.wins.win_low,
                "win_high": cell.wins.win_high, "mean_score": cell.wins.mean_score,
                "mean_decisions": cell.summary.mean_decisions,
                "ended_by": _endings(cell.summary),
                **{f"first_seat_{name}": None if first is None else getattr(first, field)
                   for name, field in (("wins", "wins"), ("rate", "win_rate"),
                                       ("low", "win_low"), ("high", "win_high"))},
                "fair_rate": stats.fair,
                "level_mean_decisions": stats.summary.mean_decisions,
                "level_ended_by": _endings(stats.summary)}
            for name, value in row.items():
                out[name].append(value)
    return out


def _endings(summary: Summary) -> str:
    """"full-moon=0.975 cut-off=0.025"."""
    return " ".join(f"{how or 'unknown'}={share:.4g}" for how, share in summary.ended_by)


def check_table_file(path: Path) -> None:
    """Refuse a table file name or a missing pyarrow before the run starts."""
    suffix = path.suffix.lower()
    if suffix not in (".csv", ".parquet"):
        raise GameError(f"--out {path.name!r}: the file name must end in .csv or .parquet")
    if suffix == ".parquet":
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise GameError("writing .parquet needs pyarrow: pip install "
                            "'automeeple[parquet]'") from None


def write_table(result: Calibration, path: Path) -> None:
    """The table of :func:`table` as ``.csv`` or ``.parquet``."""
    check_table_file(path)
    data = table(result)
    try:
        if path.suffix.lower() == ".csv":
            with path.open("w", newline="", encoding="utf-8") as f:
                writer = csv.writer(f)
                writer.writerow(data)
                writer.writerows(zip(*data.values(), strict=True))
            return
        import pyarrow as pa
        import pyarrow.parquet as pq

        # Seeds are whole numbers up to 64 bits, like the simulator's.
        kinds = {"seed": pa.uint64() if result.seed >= 0 else pa.int64()}
        pq.write_table(pa.table({name: pa.array(values, kinds.get(name))
                                 for name, values in data.items()}), path)
    except OSError as exc:
        raise GameError(f"cannot write {path}: {exc.strerror}") from None
