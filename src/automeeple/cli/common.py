"""What every command shares: the consoles (which read no markup, so any text a
person or a file gave is printed as it is), the one-line error, the arguments and
options several commands take, the check of the game a command names, and checks of
files given on the command line."""

from __future__ import annotations

import functools
import os
import shutil
import signal
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from automeeple import catalog
from automeeple.engine.core import GameError, counted
from automeeple.engine.options import read
from automeeple.engine.records import MAX_RECORD
from automeeple.engine.rng import checked_seed
from automeeple.sessions.store import default_db_path

if TYPE_CHECKING:  # the simulator is imported when a run starts
    from automeeple.sim.runner import Begun

console = Console(highlight=False, markup=False)
errors = Console(stderr=True, highlight=False, markup=False)


#: The longest error line printed whole: a longer one (a pasted page quoted back in
#: it) keeps its start and its end, which say what is wrong and what to do.
LONGEST_ERROR = 2000


def error(message: str) -> None:
    """One line on stderr: what went wrong."""
    line = " ".join(str(message).split())
    if len(line) > LONGEST_ERROR:
        cut = len(line) - LONGEST_ERROR
        line = f"{line[:1200]} ... ({cut:,} characters left out) ... {line[-800:]}"
    errors.print(Text.assemble(("error:", "red"), " ", line), soft_wrap=True)


# --- the arguments and options several commands take ------------------------------------

def seed_given(value: int | None) -> int | None:
    """``--seed``, refused outside 0 to 2**63 - 1 as the web form refuses it, in its
    words (a saved game or a record made with another seed still plays)."""
    if value is not None:
        try:
            checked_seed(value)
        except GameError as exc:
            raise typer.BadParameter(str(exc)) from None
    return value


GameArgument = Annotated[str, typer.Argument(metavar="GAME", help="the game's id, e.g. the-alpha")]
PlayersOption = Annotated[int | None, typer.Option("--players", "-p", metavar="N",
                                                  help="seats")]
EditionOption = Annotated[Path | None, typer.Option(
    "--edition", metavar="FILE", help="your own edition file (TOML) instead of the shipped one")]
OptionOption = Annotated[list[str] | None, typer.Option(
    "--option", "-o", metavar="NAME=VALUE",
    help="a rule option (see 'automeeple games'); repeat for several")]
ForceOption = Annotated[bool, typer.Option(
    "--force", help="write over the output file if it exists")]
DbOption = Annotated[Path | None, typer.Option(
    "--db", metavar="FILE",
    help="the saved-games file (default: $AUTOMEEPLE_DB, else the user data folder)")]

# One game at the terminal (play, table).
SeatOption = Annotated[str | None, typer.Option(
    metavar="N[,N]", help="your seat, 1 to the number of players; several people at this "
                          "screen: their seats, '2,3'")]
PeopleOption = Annotated[int | None, typer.Option(
    metavar="N", help="N people at this screen, in the first N seats a person may take")]
SeedOption = Annotated[int | None, typer.Option(
    metavar="SEED", help="master seed (default: a fresh one)", callback=seed_given)]
RecordOption = Annotated[Path | None, typer.Option(
    metavar="FILE", help="also write the game record (JSON) to this file")]

# Batches of bots-only games (simulate, calibrate).
BatchSeedOption = Annotated[int, typer.Option(metavar="SEED", help="master seed",
                                              callback=seed_given)]
WorkersOption = Annotated[int, typer.Option(metavar="W", help="processes (CPUs)")]
BackendOption = Annotated[str, typer.Option(
    metavar="NAME", help="where games are played: local (processes on this machine) or "
                         "ray (pip install 'automeeple[ray]')")]
AddressOption = Annotated[str | None, typer.Option(
    metavar="ADDR", help="with --backend ray: an existing cluster (default: a local one "
                         "with --workers CPUs, for this run)")]


def friendly(command):
    """Turn a :class:`GameError` (bad input, damaged files) into a message."""
    @functools.wraps(command)
    def run(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except GameError as exc:
            error(str(exc))
            raise typer.Exit(2) from None
        except OSError as exc:
            error(f"{exc.filename}: {exc.strerror}" if exc.filename else str(exc.strerror))
            raise typer.Exit(2) from None
    return run


def interrupted(_signal: int, _frame: object) -> None:
    """A stop asked by another program (``kill``, ``timeout``: SIGTERM) is taken as
    Ctrl-C is: the workers are stopped and what was played is kept."""
    raise KeyboardInterrupt


def stoppable(command):
    """A long run stopped with Ctrl-C (or SIGTERM) says what it kept and how to go
    on (status 130), not a bare stop: with ``--out FILE``, the games played are in
    it, and the same command with ``--resume`` plays the rest."""
    @functools.wraps(command)
    def run(*args, **kwargs):
        before = signal.signal(signal.SIGTERM, interrupted)
        try:
            return command(*args, **kwargs)
        except KeyboardInterrupt:
            out = kwargs.get("out")
            console.print()  # past the progress bar
            errors.print(f"Stopped: the games played are kept with {out}; the same command "
                         "with --resume plays the rest." if out is not None else
                         "Stopped: nothing is kept (--out FILE keeps the games as they are "
                         "played, and --resume goes on with them).", soft_wrap=True)
            raise typer.Exit(130) from None
        finally:
            signal.signal(signal.SIGTERM, before)
    return run


def parse_options(pairs: list[str] | None) -> dict:
    options = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        name, value = name.strip().lower(), value.strip()  # "Difficulty" is difficulty
        if not sep or not name or not value:
            raise GameError(f"--option {pair!r}: write it as NAME=VALUE"
                            + (f" (no {'name' if sep and not name else 'value'})"
                               if sep else ""))
        if name in options:
            raise GameError(f"--option {name} is given twice")
        options[name] = read(value)
    return options


def read_text(path: Path, what: str, error=GameError, most: int | None = None) -> str:
    """A file's text; ``what`` names it with its article ("an edition file"). Only a
    regular file is read (a device or a pipe could give bytes forever, or none), and
    one of at most ``most`` bytes (default: the web app's limit on the same file
    uploaded; anything else as much as a game record)."""
    if most is None:
        from automeeple.engine.edition import MAX_EDITION  # pydantic's, not for --help

        most = MAX_EDITION if what == "an edition file" else MAX_RECORD
    try:
        # Opened without waiting, so a pipe no one writes to is refused, not waited on;
        # what it is is asked of the open file (a folder opens too, on POSIX).
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
        try:
            status = os.fstat(fd)
            if not stat.S_ISREG(status.st_mode):
                raise error(f"{path}: cannot read {what} (not a regular file: a device, "
                            "a pipe or a folder)")
            if status.st_size > most:
                raise error(f"{path}: too large for {what} ({status.st_size:,} bytes; "
                            f"{what} is at most {most:,} bytes)")
            with open(fd, "rb", closefd=False) as file:
                data = file.read(most + 1)  # it may have grown since
        finally:
            os.close(fd)
    except OSError as exc:
        raise error(f"{path}: cannot read {what} ({exc.strerror})") from None
    if len(data) > most:
        raise error(f"{path}: too large for {what} (more than {most:,} bytes; {what} is "
                    f"at most {most:,} bytes)")  # it grew while it was read
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise error(f"{path}: not {what} (not UTF-8 text)") from None
    # Line ends as a file opened as text reads them (Windows' CR LF is one LF).
    return text.replace("\r\n", "\n").replace("\r", "\n")


def write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all: into a new file beside it,
    which then takes its place, so a write that fails (a full disk) leaves no part
    of a file and a file already there as it was. Anything but a plain file (a
    device, a pipe) is written to as it is. The error names ``path``."""
    plain = not path.exists() or path.is_file()
    part = path.with_name(f".{path.name}.partial") if plain else path
    try:
        part.write_text(text, encoding="utf-8")
        if plain:
            os.replace(part, path)
    except OSError as exc:
        if plain:
            part.unlink(missing_ok=True)
        raise GameError(f"{path}: cannot write it ({exc.strerror})"
                        + ("; nothing was written" if plain else "")) from None


def read_edition(path: Path | None) -> str | None:
    if path is None:
        return None
    from automeeple.engine.edition import EditionError

    return read_text(path, "an edition file", EditionError)


def game_given(game: str, players: int | None, option: list[str] | None,
               edition: Path | None, table: bool = False
               ) -> tuple[catalog.GameInfo, int, dict, str | None]:
    """What every command that plays a game checks first: the game, its number of
    players, the rule options given (away from the physical table, none that is for
    Table mode only) and the edition file's text."""
    info = catalog.get(game)
    n = info.seat_count(players)
    given = parse_options(option)
    if not table:
        info.off_the_table(given)
    return info, n, given, read_edition(edition)


def program() -> str:
    """How the person ran automeeple: its name if that is on the PATH, else the path
    they typed (after 'make play', .venv/bin/automeeple)."""
    typed = sys.argv[0]
    if os.path.basename(typed) != "automeeple":
        return "automeeple"
    found = shutil.which("automeeple")
    if found and os.path.realpath(found) == os.path.realpath(typed):
        return "automeeple"
    return typed


def output(path: Path | None, option: str, force: bool, or_else: str = "",
           db: Path | None = None) -> None:
    """An output file given on the command line, checked before any work: it can be
    written, and an existing one is written over only with ``--force`` (``or_else``:
    what else the command can do with it, said then), never the saved-games file
    (``db``, by default :func:`default_db_path`), which holds every game."""
    if path is None:
        return
    if path.is_dir():
        raise GameError(f"{option} {path}: is a folder, not a file")
    # Compared with links resolved, so any path to it (./s.sqlite3, a linked folder)
    # is refused; a hard link needs no refusal: write_text replaces the name it is
    # given, not the file behind it.
    if path.resolve() == (db or default_db_path()).resolve():
        raise GameError(f"{option} {path}: that is the saved-games file; write to another "
                        "file")
    folder = path.parent
    if not folder.is_dir():
        raise GameError(f"{option} {path}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise GameError(f"{option} {path}: cannot write there (permission denied)")
    if path.exists() and not force:
        raise GameError(f"{option} {path}: the file exists; add --force to write over it"
                        + (f", or {or_else}" if or_else else ""))


def workers_here(workers: int, backend: str, address: str | None) -> int:
    """``--workers`` for this machine: at most the CPUs it gives automeeple (a
    note says so), unless a Ray cluster elsewhere plays the games."""
    from automeeple.sim.backends import cpus

    most = cpus()
    elsewhere = address is not None or bool(os.environ.get("RAY_ADDRESS"))
    if workers <= most or (backend == "ray" and elsewhere):
        return workers
    errors.print(f"note: --workers {workers}, but this machine has {most} CPU"
                 f"{'s' if most > 1 else ''} for it: {most} worker{'s' if most > 1 else ''} "
                 "play the games (the results are the same)", soft_wrap=True)
    return most


def unclipped(table: Any) -> Any:
    """``table`` (Rich's) with no cell cut short, however narrow the terminal: what
    does not fit its column goes on to the next line (an interval, a bot's name).
    Where the table is wider than the terminal but its longest words fit, each
    column is as wide as its longest word and the room left goes to the columns
    that want it most (:func:`fitted`), so lines break between words; Rich's own
    narrowing may break "Placeholder" in two."""
    from rich.padding import Padding

    for column in table.columns:
        column.overflow = "fold"
    cells = [(column.header, *column.cells) for column in table.columns]
    if not all(isinstance(cell, str | Text) for column in cells for cell in column):
        return table  # a drawing in a cell: Rich measures it
    # The console reads no markup: a string cell is its text.
    texts = [[Text(cell) if isinstance(cell, str) else cell for cell in column]
             for column in cells]
    _, right, _, left = Padding.unpack(table.padding)
    n = len(table.columns)
    frame = (n + 1 if table.show_edge else n - 1) if table.box else 0
    room = console.width - frame - n * (left + right)
    least = [max([cell_len(word) for text in column for word in text.plain.split()], default=1)
             for column in texts]
    body, most = ([max([longest(text) for text in column[start:]], default=1)
                   for column in texts] for start in (1, 0))
    if sum(most) > room >= sum(least):
        # The cells on one line first, then the headings.
        widths = fitted(fitted(least, [max(a, b) for a, b in zip(least, body, strict=True)],
                               room), most, room)
        for column, width in zip(table.columns, widths, strict=True):
            column.width = width
    return table


def longest(text: Text) -> int:
    """The width of ``text``'s longest line."""
    return max(map(cell_len, text.plain.splitlines() or [""]))


def fitted(least: list[int], most: list[int], room: int) -> list[int]:
    """Widths of columns from ``least`` each, ``room`` in all: one more at a time to
    the column furthest from its ``most`` (the first of those on a tie)."""
    widths = list(least)
    for _ in range(room - sum(least)):
        i = max(range(len(widths)), key=lambda k: most[k] - widths[k])
        if widths[i] >= most[i]:
            break
        widths[i] += 1
    return widths


def progress() -> Any:
    """A bar for each batch of games being played (simulate, calibrate): what it is,
    the games done, the time taken and the time left, each said ("0:01:07 taken,
    0:39:13 left"); in a narrow terminal the description wraps and the counts and
    times stay whole. Rich's progress module is loaded only then."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )
    from rich.table import Column

    def whole() -> Column:
        return Column(no_wrap=True)

    return Progress(TextColumn("{task.description}", markup=False,
                               table_column=Column(overflow="fold")),
                    BarColumn(bar_width=10),
                    MofNCompleteColumn(table_column=whole()),
                    TimeElapsedColumn(table_column=whole()),
                    TextColumn("taken,", table_column=whole()),
                    TimeRemainingColumn(table_column=whole()),
                    TextColumn("left", table_column=whole()), console=console)


#: A run that should take longer than this (seconds) says so before it starts.
SAY_HOW_LONG = 60


def timed(begins: list[Callable[[], Begun]], names: list[str], bar: Any = None
          ) -> list[Begun]:
    """Each batch's first games played and timed (``begin()``: :func:`~automeeple.sim.
    runner.begin` with the batch's arguments), the batch being timed named meanwhile
    (``names``; a costly one's first game may take minutes): on ``bar``, the run's
    progress bar, if it is shown already, else in a line that goes when it is done."""
    if len(begins) > 1:  # a few seconds each: say what is going on
        console.print(f"Timing the first games of {len(begins)} batches ...")
    out = []
    for k, (begin, name) in enumerate(zip(begins, names, strict=True), 1):
        which = f"timing the first games of {name}" + (
            f" (batch {k} of {len(begins)})" if len(begins) > 1 else "")
        if bar is None:
            with console.status(which):
                out.append(begin())
        else:
            task = bar.add_task(which, total=None)
            out.append(begin())
            bar.remove_task(task)
    return out


def say_how_long(begun: list[Begun], counts: list[int], workers: int) -> None:
    """Say how long the run of ``counts[i]`` games of each timed batch should take on
    ``workers`` workers, when that is more than :data:`SAY_HOW_LONG` seconds."""
    spent = sum(b.seconds for b in begun)
    left = sum(b.left(games, workers) for b, games in zip(begun, counts, strict=True))
    if spent + left > SAY_HOW_LONG:
        played = sum(len(b.rows) for b in begun)
        console.print(f"This run should take about {duration(spent + left)}: "
                      f"{counted(sum(counts), 'game')} on {counted(workers, 'worker')}, timed "
                      f"from the first {'game' if played == 1 else f'{played} games'} (the bar "
                      "shows the time left; Ctrl-C stops it).")


def duration(seconds: float) -> str:
    """"40 s", "12 min", "2 h 20 min"."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 90 else f"{minutes // 60} h {minutes % 60} min"
