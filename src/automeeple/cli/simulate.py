"""``automeeple simulate``: many seeded bots-only games, their table and their file."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from functools import partial
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from automeeple.engine.core import GameError, counted
from automeeple.sessions.session import played_by

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


@friendly
@stoppable
def simulate(
    game: GameArgument,
    players: PlayersOption = None,
    seats: Annotated[str | None, typer.Option(
        metavar="SPEC",
        help="the bot in each seat: 'automa,random*3' (default: the game's default bot)")
    ] = None,
    games_: Annotated[int, typer.Option("--games", "-n", metavar="G",
                                        help="games to play")] = 1000,
    seed: BatchSeedOption = 1,
    workers: WorkersOption = 1,
    out: Annotated[Path | None, typer.Option(
        metavar="FILE", help="one row per game: FILE.csv or .parquet")] = None,
    force: ForceOption = False,
    resume: Annotated[bool, typer.Option(
        "--resume", help="go on with the --out file of this same command, cut short, "
                         "playing only the games it lacks")] = False,
    by: Annotated[str | None, typer.Option(
        metavar="OPTION",
        help="repeat the batch for every value of this option (e.g. difficulty) and "
             "compare")] = None,
    backend: BackendOption = "local",
    address: AddressOption = None,
    edition: EditionOption = None,
    option: OptionOption = None,
) -> None:
    """Play many seeded games with bots in every seat: win rates and scores."""
    from automeeple.sim import parse_seats
    from automeeple.sim import simulate as run
    from automeeple.sim.backends import make_backend
    from automeeple.sim.calibrate import check_given, levels
    from automeeple.sim.resume import Run, open_rows, resumed, sidecar
    from automeeple.sim.resume import edition as edition_of
    from automeeple.sim.runner import begin, check_batch
    from automeeple.sim.stats import Tally

    if resume and out is None:
        raise GameError("--resume goes on with an --out file: give --out FILE")
    if resume and by is not None:
        raise GameError("--resume goes on with one batch: leave out --by")
    if resume and force:
        raise GameError("--resume goes on with the --out file, --force writes over it: "
                        "give one of them")

    info, n, given, edition_text = game_given(game, players, option, edition)
    seat_bots = parse_seats(seats, info, n)
    options = info.option_values(given)
    values = [None]
    if by is not None:
        columns = levels(info, by)
        check_given(columns, given, by)
        values = [level.options[by] for level in columns]
        if out is not None:
            raise GameError("--out writes one batch; leave out --by, or run once per value")
    made = info.make(n, options, edition_text, edition_source=str(edition))
    score = info.score_name
    check_batch(info, n, seat_bots, games_, workers)
    workers = common.workers_here(workers, backend, address)
    output(out, "--out", force or resume, "--resume to go on with a run cut short")
    if out is not None:  # the file beside it that says which run wrote it
        output(sidecar(out), "--out", force or resume,
               "--resume to go on with a run cut short")
    runner = make_backend(backend, workers, address)  # a missing Ray shows now
    batches = [options if by is None else {**options, by: value} for value in values]
    described = None if out is None else Run(
        game, n, seat_bots, options, edition_of(info, made.loaded.data.label, edition_text),
        seed, games_)
    # Resumed, the file's rows are counted and the run plays the games after them.
    before = resumed(out, described) if resume else []
    start = len(before)
    if start:
        common.console.print(f"{out} holds all {games_} games of this run: nothing to play."
                             if start == games_ else f"{out} holds the first {start} of "
                             f"the {games_} games: playing the other {games_ - start}.")
    # Opened before the run (a missing pyarrow or a bad path shows now), written as
    # games finish (a run cut short keeps what it played). No row is kept: the file
    # gets each row and the tally counts it.
    with (runner, (open_rows(out, described, start) if out is not None else nullcontext())
          as writer, common.progress() as bar):
        tallies = [Tally() for _ in batches]
        tallies[0].add(before)

        def finisher(tally: Tally) -> Callable[[list], None]:
            def finished(rows: list) -> None:
                tally.add(rows)
                if writer is not None:
                    writer.add(rows)
            return finished

        played = [(value, batch, tally) for value, batch, tally
                  in zip(values, batches, tallies, strict=True) if start < games_]
        begun = common.timed([partial(begin, game, n, seat_bots, games_, seed, batch,
                                      edition_text, str(edition), on_rows=finisher(tally),
                                      start=start)
                              for _, batch, tally in played],
                             [f"{by}={value}" if by else ", ".join(seat_bots)
                              for value, _, _ in played], bar)
        common.say_how_long(begun, [games_ - start] * len(begun), runner.workers)
        for (value, batch, tally), first in zip(played, begun, strict=True):
            label = (f"{info.title}: {counted(games_, 'game')}"
                     + (f", {by}={value}" if by else "")
                     + (f", the last {games_ - start}" if start else ""))
            task = bar.add_task(label, total=games_ - start)
            run(game, n, seat_bots, games_, seed, workers, batch, edition_text,
                progress=lambda done, task=task: bar.update(task, completed=done),
                on_rows=finisher(tally), edition_source=str(edition), backend=runner,
                keep=False, begun=first, start=start)
        summaries = [(value, tally.summary()) for value, tally in zip(values, tallies,
                                                                       strict=True)]
    title = (f"{info.title}, {n} players, {counted(games_, 'game')}, seed {seed} "
             f"({made.loaded.data.label})")
    if by is None:
        summary = summaries[0][1]
        table = Table(title=title)
        for col in ("seat", "bot", "wins", "win rate", "95% CI", f"mean {score}",
                    f"median {score}"):
            table.add_column(col, justify="left" if col in ("seat", "bot") else "right")
        for st in summary.seats:
            table.add_row(f"{st.seat + 1} {made.seat_name(st.seat)}", played_by(seat_bots[st.seat]),
                          str(st.wins), f"{st.win_rate:.1%}",
                          f"{st.win_low:.1%}-{st.win_high:.1%}", f"{st.mean_score:.1f}",
                          f"{st.median_score:g}")
        common.console.print(common.unclipped(table))
        common.console.print(f"Game length: mean {summary.mean_decisions:.1f} decisions, "
                             f"median {summary.median_decisions:g}.")
        common.console.print(f"How games ended: {summary.endings()}.")
        if out is not None:
            common.console.print(f"{counted(summary.games, 'row')} written to {out}")
        return
    # A column a seat, as calibrate's table: its win rate, the interval under it, then
    # its mean score (two seats fit 80 columns with no word broken).
    table = Table(title=title)
    table.add_column(by)
    for seat in range(n):
        table.add_column(f"{made.seat_name(seat)} ({played_by(seat_bots[seat])})",
                         justify="right")
    table.add_column("decisions", justify="right")
    table.add_column("ended by")
    for value, summary in summaries:
        table.add_row(str(value), *[f"{st.win_rate:.1%}\n{st.win_low:.1%}-{st.win_high:.1%}"
                                    f"\n{st.mean_score:.1f} {score}" for st in summary.seats],
                      f"{summary.mean_decisions:.1f}", summary.endings())
    common.console.print(common.unclipped(table))
    common.console.print(f"Each seat: its win rate, its 95% interval under it, then its mean "
                         f"{score}. decisions: mean game length.")


