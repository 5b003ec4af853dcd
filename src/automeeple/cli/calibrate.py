"""``automeeple calibrate``: a skill ladder in the person's seat against every difficulty
level of a game; the person's win rates with 95% intervals, and per level the first
seat's advantage, the game length and how games ended.

With ``--out FILE`` the games are kept in ``FILE.games`` beside the table while the run
lasts, one run's file per batch (:mod:`automeeple.sim.resume`), so that ``--resume``
can go on with a run cut short; the folder goes once the table is written."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from automeeple.engine.core import counted

from . import common
from .common import (
    AddressOption,
    BackendOption,
    BatchSeedOption,
    EditionOption,
    ForceOption,
    GameArgument,
    OptionOption,
    PlayersOption,
    WorkersOption,
    friendly,
    game_given,
    output,
    stoppable,
)

if TYPE_CHECKING:  # the simulator is imported when the command runs
    from automeeple.sim.calibrate import Calibration
    from automeeple.sim.resume import Run
    from automeeple.sim.runner import GameRow
    from automeeple.sim.stats import SeatStats


#: Games per rung and level unless told (a costly rung may play fewer: ``allot``).
DEFAULT_GAMES = 100


@friendly
@stoppable
def calibrate(
    game: GameArgument,
    ladder: Annotated[str | None, typer.Option(
        metavar="BOTS", help="the bots in your seat, comma-separated (default: random, the "
                             "game's default bot, ismcts:200, ismcts:1000)")] = None,
    games_: Annotated[int | None, typer.Option(
        "--games", "-n", metavar="G",
        help="games per rung and level (default: 100, fewer for a costly rung so that "
             "the table takes about 10 minutes at most)")] = None,
    seed: BatchSeedOption = 1,
    workers: WorkersOption = 1,
    players: PlayersOption = None,
    by: Annotated[str | None, typer.Option(
        metavar="OPTION", help="levels: every value of this option (default: the game's "
                               "difficulty levels)")] = None,
    level: Annotated[str | None, typer.Option(
        metavar="NAMES", help="only these levels, comma-separated (e.g. medium)")] = None,
    out: Annotated[Path | None, typer.Option(
        metavar="FILE", help="one row per rung and level: FILE.csv or .parquet (the "
                             "games are kept in FILE.games until it is written)")] = None,
    plot: Annotated[Path | None, typer.Option(
        metavar="FILE", help="draw it: FILE.png or .svg (pip install "
                             "'automeeple[plot]')")] = None,
    force: ForceOption = False,
    resume: Annotated[bool, typer.Option(
        "--resume", help="go on with the --out table of this same command, cut short, "
                         "playing only the games its FILE.games lacks")] = False,
    backend: BackendOption = "local",
    address: AddressOption = None,
    edition: EditionOption = None,
    option: OptionOption = None,
) -> None:
    """How hard is each level? Your win rate with bots of every skill in your seat."""
    from automeeple.engine.core import GameError
    from automeeple.sim import calibrate as cal
    from automeeple.sim import resume as kept
    from automeeple.sim.backends import make_backend
    from automeeple.sim.runner import begin, check_batch

    if resume and out is None:
        raise GameError("--resume goes on with an --out table: give --out FILE")
    if resume and force:
        raise GameError("--resume goes on with the --out table, --force writes over it: "
                        "give one of them")
    info, n, given, edition_text = game_given(game, players, option, edition)
    rungs = cal.parse_ladder(ladder, info)
    columns = cal.levels(info, by)
    if level is not None:
        columns = cal.only(columns, level)
    games = DEFAULT_GAMES if games_ is None else games_
    check_batch(info, n, list(cal.lineup(info, n, None)), games, workers)
    cal.check_given(columns, given, by)
    workers = common.workers_here(workers, backend, address)
    folder = None if out is None else kept.folder(out)
    going_on = resume and folder.is_dir()
    _check_out(out, folder, force, resume)
    output(plot, "--plot", force or going_on)  # a run cut short may have drawn it
    if out is not None:
        cal.check_table_file(out)
    if plot is not None:
        from automeeple.sim.plot import check_plot, draw

        check_plot(plot)
    if out is not None and plot is not None and out.resolve() == plot.resolve():
        raise GameError("--out and --plot name the same file")
    runner = make_backend(backend, workers, address)
    batches = cal.plan(info, n, rungs, columns)
    label = kept.edition(info, info.make(n, given, edition_text, str(edition)).loaded.data.label,
                         edition_text)

    def batch_run(k: int, count: int) -> kept.Run:
        """Batch ``k``'s run, as its file in the folder describes it."""
        return kept.Run(game, n, list(batches[k].seat_bots),
                        info.option_values({**given, **batches[k].level.options}), label,
                        seed, count)

    counts = None if games_ is None else [games] * len(batches)
    played: list[list[GameRow]] = [[] for _ in batches]
    if going_on:
        counts, played = _kept(folder, len(batches), batch_run, counts)
        if games_ is None:  # the table's "games a cell": -n's, or allot's when it differs
            games = counts[0] if len(set(counts)) == 1 else DEFAULT_GAMES
    held = sum(map(len, played))
    todo = [k for k in range(len(batches)) if counts is None or len(played[k]) < counts[k]]
    # The folder is made once the batches are timed: a stop before that keeps nothing.
    with nullcontext() if out is None or going_on else _unkept(folder):
        begun = common.timed([partial(begin, game, n, list(batches[k].seat_bots),
                                      games if counts is None else counts[k], seed,
                                      {**given, **batches[k].level.options}, edition_text,
                                      str(edition), start=len(played[k])) for k in todo],
                             [f"{', '.join(batches[k].seat_bots)} at {batches[k].level.name}"
                              if len(columns) > 1 else ", ".join(batches[k].seat_bots)
                              for k in todo])
        timed_at = {k: first.per_game for k, first in zip(todo, begun, strict=True)}
        if counts is None:
            counts = cal.allot(begun, games, runner.workers)
        common.say_how_long(begun, [counts[k] - len(played[k]) for k in todo], runner.workers)
        if out is not None and not going_on and folder.exists():
            shutil.rmtree(folder)  # --force: another run's games
    # Each batch's rows go to its file in the folder as its games finish (the games
    # timed just now, then the others), and a run cut short keeps them.
    files = nullcontext([]) if out is None else kept.open_batches(
        folder, [batch_run(k, count) for k, count in enumerate(counts)],
        [len(rows) for rows in played])
    with runner, files as writers, common.progress() as bar:
        for k, first in zip(todo, begun, strict=True):
            played[k] = played[k] + first.rows
            if writers:
                writers[k].add(first.rows)
        # The bar counts the games this command plays, the timed ones first.
        timed, left = sum(len(first.rows) for first in begun), sum(counts) - held
        task = bar.add_task(f"{info.title}: {len(batches)} batches, {sum(counts):,} games"
                            + (f", the last {left:,}" if held else ""), total=left,
                            completed=timed, visible=left > 0)
        result = cal.calibrate(game, rungs, columns, games, seed, runner, n, given,
                               edition_text, str(edition),
                               progress=lambda done: bar.update(task,
                                                                completed=timed + done),
                               counts=counts, played=played,
                               on_rows=(lambda k, rows: writers[k].add(rows)) if writers
                               else None,
                               per_game=[timed_at.get(k) for k in range(len(batches))])
    common.console.print(render(result))
    for line in notes(result):
        common.console.print(line)
    if out is not None:
        cal.write_table(result, out)
        common.console.print(f"{counted(len(rungs) * len(columns), 'row')} written to {out}")
    if plot is not None:
        draw(result, plot)
        common.console.print(f"Plot written to {plot}")
    if out is not None:
        shutil.rmtree(folder)  # the table is the result: the games were kept until it was


@contextmanager
def _unkept(folder: Path) -> Iterator[None]:
    """Ctrl-C before ``folder`` holds this run's games (the batches are timed first):
    said so, not that the games played are kept (status 130, as ``stoppable``)."""
    try:
        yield
    except KeyboardInterrupt:
        common.console.print()  # past the line naming the batch being timed
        common.errors.print(f"Stopped: nothing is kept yet ({folder.name} keeps the games "
                            "once the first ones are timed); the same command starts the "
                            "run again.", soft_wrap=True)
        raise typer.Exit(130) from None


def _kept(folder: Path, batches: int, batch_run: Callable[[int, int], Run],
          counts: list[int] | None) -> tuple[list[int], list[list[GameRow]]]:
    """A run cut short, from its folder: each batch's number of games (``counts``,
    -n's, checked against the folder's; without -n, the folder's, as timing gave them
    at first) and the rows it holds, every file checked before any is changed. Says
    what is left to play."""
    from automeeple.sim import resume as kept

    saved = kept.kept_runs(folder, batches)
    counts = counts or [run.games for run in saved]
    played = kept.resumed_all([(kept.batch_file(folder, k), batch_run(k, count))
                               for k, count in enumerate(counts)])
    held, total = sum(map(len, played)), sum(counts)
    common.console.print(f"{folder} holds all {total} games of this calibration: nothing "
                         "to play." if held == total else f"{folder} holds {held} of "
                         f"{total} games: playing the other {total - held}.")
    return counts, played


def _check_out(out: Path | None, folder: Path | None, force: bool, resume: bool) -> None:
    """``--out FILE``, checked with the folder beside it where a run keeps its games
    until the table is written: an existing folder holds a run cut short."""
    if out is None:
        return
    from automeeple.engine.core import GameError

    cut = folder.is_dir()
    if resume and out.exists() and not cut:
        raise GameError(f"--resume {out}: the table is written already (there is no "
                        f"{folder.name} of a run cut short beside it); --force plays it "
                        "again")
    output(out, "--out", force or resume,
           f"--resume to go on with the run cut short in {folder.name}" if cut else "")
    if cut and not (force or resume):
        raise GameError(f"--out {out}: {folder.name} beside it holds a calibration cut "
                        "short; add --resume to go on with it, or --force to start over")


def render(result: Calibration) -> Table:
    """The table: a row per rung, a column per level; under them, per level, the game
    length with the default bots in every seat and, in a game with several free
    seats, the first one's win rate with them."""
    table = Table(title=f"{result.title}, {result.seats} players")
    table.add_column(f"in your seat ({result.person_seat + 1})")
    for level in result.levels:
        table.add_column(level.name, justify="right")
    for rung in result.ladder:
        table.add_row(rung, *(_rate(result.cell(rung, level.name).wins, result.games)
                              for level in result.levels))
    table.add_section()
    stats = [result.by_level[level.name] for level in result.levels]
    if result.comparable:
        table.add_row("first seat", *(_rate(st.first_seat, result.games) for st in stats))
    table.add_row("decisions", *(f"{st.summary.mean_decisions:.1f}" for st in stats))
    return common.unclipped(table)


def notes(result: Calibration) -> list[str]:
    """What the table shows, and how the default lineup's games ended, per level."""
    fewer = any(c.wins.games < result.games for c in result.cells.values())
    first = ""
    if result.comparable:
        fair = ", ".join(f"{result.by_level[level.name].fair:.1%}" for level in result.levels)
        first = (f"first seat: seat {result.comparable[0] + 1}'s win rate with the default "
                 f"bots in every seat (fair: the mean of seats "
                 f"{', '.join(str(s + 1) for s in result.comparable)}: {fair}). ")
    return [f"Your seat's win rate, {counted(result.games, 'game')} a cell"
            f"{' (fewer where a cell says so: its rung is costly)' if fewer else ''} "
            f"(seed {result.seed}), its 95% Wilson interval under it. {first}"
            f"decisions: mean game length with the default bots. {result.edition}.",
            "How games ended (default bots):",
            *(f"  {level.name}: {result.by_level[level.name].summary.endings()}"
              for level in result.levels)]


def _rate(st: SeatStats, games: int) -> str:
    """A win rate, its interval, and its number of games when fewer than ``games``."""
    fewer = f"\n{counted(st.games, 'game')}" if st.games < games else ""
    return f"{st.win_rate:.1%}\n{st.win_low:.1%}-{st.win_high:.1%}{fewer}"
