"""The ``automeeple`` command (Typer). Every person's mistake is a one-line
message and exit status 2, never a traceback."""

from __future__ import annotations

import functools
import re
import secrets
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from automeeple import catalog
from automeeple.engine.agent import AUTOMA_SEAT
from automeeple.engine.core import GameError
from automeeple.engine.records import GameRecord, Match
from automeeple.sessions.session import ENDED, HUMAN, Session, game_of
from automeeple.sessions.store import Store, default_db_path

from . import narrate
from .interactive import Play

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None,
                  help="Runs the AI opponents of solo board games, plays the games, and "
                       "simulates thousands of them.")
console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)

DbOption = Annotated[Path | None, typer.Option(
    "--db", help="the saved-games file (default: $AUTOMEEPLE_DB, else the user data folder)")]
EditionOption = Annotated[Path | None, typer.Option(
    "--edition", help="your own edition file (TOML) instead of the shipped one")]
OptionOption = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="a rule option NAME=VALUE (see 'automeeple games')")]


def friendly(command):
    """Turn a :class:`GameError` (bad input, damaged files) into a message."""
    @functools.wraps(command)
    def run(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except GameError as exc:
            errors.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(2) from None
        except OSError as exc:
            errors.print(f"[red]error:[/red] {exc.filename or ''}: {exc.strerror}")
            raise typer.Exit(2) from None
    return run


def parse_options(pairs: list[str] | None) -> dict:
    options = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep:
            raise GameError(f"--option {pair!r}: write it as NAME=VALUE")
        low = value.strip().lower()
        name = name.strip()
        if name in options:
            raise GameError(f"--option {name} is given twice")
        options[name] = (True if low in ("true", "yes", "on") else
                         False if low in ("false", "no", "off") else
                         int(low) if re.fullmatch(r"-?[0-9]+", low) else value)
    return options


def read_text(path: Path, what: str, error=GameError) -> str:
    """A file's text; ``what`` names it with its article ("an edition file")."""
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise error(f"{path}: cannot read {what} ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise error(f"{path}: not {what} (not UTF-8 text)") from None


def read_edition(path: Path | None) -> str | None:
    if path is None:
        return None
    from automeeple.engine.edition import EditionError

    return read_text(path, "an edition file", EditionError)


@app.command()
@friendly
def games() -> None:
    """The games, their seats, bots, options and edition status."""
    table = Table(title="automeeple games")
    for col in ("id", "title", "seats", "modes", "bots", "edition"):
        table.add_column(col)
    for info in catalog.games():
        bots = ", ".join(f"{b}{' (default)' if b == info.default_bot else ''}"
                         for b in info.bots)
        table.add_row(info.id, info.title, f"{info.min_seats}-{info.max_seats}",
                      ", ".join(info.modes), bots, info.edition_status())
    console.print(table)
    for info in catalog.games():
        console.print(f"[bold]{info.id}[/bold]: {info.summary}")
        for o in info.options:
            console.print(f"  --option {o.name}=VALUE (default {o.default}): {o.help}")


SeatOption = Annotated[int, typer.Option(help="your seat, 1 to the number of players")]
BotsOption = Annotated[str | None, typer.Option(
    help="bots for the other seats (all of them with --bots-only), in seat order: "
         "'automa', 'random*3' or 'automa,random,automa'")]
SeedOption = Annotated[int | None, typer.Option(help="master seed (default: a fresh one)")]
RecordOption = Annotated[Path | None, typer.Option(
    help="also write the game record (JSON) to this file")]
PlayersOption = Annotated[int | None, typer.Option("--players", "-p", help="seats")]
GameArgument = Annotated[str, typer.Argument(help="the game's id, e.g. the-alpha")]


@app.command()
@friendly
def play(
    game: GameArgument,
    players: PlayersOption = None,
    seat: SeatOption = 1,
    bots: BotsOption = None,
    bots_only: Annotated[bool, typer.Option(
        "--bots-only", help="bots in every seat: print the game's log and result")] = False,
    seed: SeedOption = None,
    edition: EditionOption = None,
    option: OptionOption = None,
    record: RecordOption = None,
    db: DbOption = None,
) -> None:
    """Play a game against bots (or watch bots play it with --bots-only)."""
    from automeeple.sim.runner import parse_seats

    info = catalog.get(game)
    n = info.seat_count(players)
    seed = secrets.randbits(32) if seed is None else seed
    options = info.option_values(parse_options(option))
    edition_text = read_edition(edition)
    if bots_only:
        watch(info, n, parse_seats(bots, info, n), seed, options, edition_text, edition, record)
        return
    start(info, n, seat, bots, seed, options, edition_text, edition, record, db, table=False)


@app.command("table")
@friendly
def table_mode(
    game: GameArgument,
    players: PlayersOption = None,
    seat: SeatOption = 1,
    bots: BotsOption = None,
    seed: SeedOption = None,
    edition: EditionOption = None,
    option: OptionOption = None,
    record: RecordOption = None,
    db: DbOption = None,
) -> None:
    """Play with the physical game: the program runs the bots and tells you what to
    do on the table; you tell it your moves and every die rolled or unit drawn."""
    info = catalog.get(game)
    n = info.seat_count(players)
    seed = secrets.randbits(32) if seed is None else seed
    options = info.option_values(parse_options(option))
    start(info, n, seat, bots, seed, options, read_edition(edition), edition, record, db,
          table=True)


def start(info, n, seat, bots, seed, options, edition_text, edition, record, db, table) -> None:
    """A new saved game with the person in ``seat`` and bots elsewhere, played at
    the terminal (``table``: with the physical game)."""
    from automeeple.sim.runner import parse_seats

    playable = [x + 1 for x in range(n) if x not in info.automa_seats]
    if seat not in playable:
        raise GameError(f"--seat must be one of {', '.join(map(str, playable))}")
    free = len(playable) - 1
    if bots and not free:
        raise GameError(f"{info.title}: every other seat is played by the rules; no --bots")
    if bots is not None and "," not in bots and "*" not in bots:
        bots = f"{bots}*{free}"
    others = [b for b in parse_seats(bots, info, free) if b != AUTOMA_SEAT] if free else []
    seats = info.players(others, n, human=seat - 1)
    with Store.open(db) as store:
        session = Session.new(store, info, n, options, seed, seats, edition_text,
                              edition_source=str(edition), table=table)
        announce(session)
        Play(session, console).run()
        if record:
            record.write_text(session.match.record.to_json(), encoding="utf-8")


def announce(session: Session) -> None:
    game = session.game
    loaded = game.loaded
    console.print(f"[bold]{game.title}[/bold], {game.seats} players, edition: "
                  f"{loaded.data.label}")
    for seat, who in enumerate(session.players):
        console.print(f"  seat {seat + 1}: {game.seat_name(seat)} - "
                      f"{'you' if who == HUMAN else who}")


def watch(info, n, seat_bots, seed, options, edition_text, edition_path, record_path) -> None:
    """--bots-only: the whole game through the advance loop, narrated, then the result."""
    session = Session.new(None, info, n, options, seed, seat_bots, edition_text,
                          edition_source=str(edition_path), explain=False)
    game = session.game
    console.print(f"[bold]{game.title}[/bold], {n} bots ({', '.join(seat_bots)}), seed {seed}, "
                  f"edition: {game.loaded.data.label}")
    prompt = session.advance()
    assert prompt.kind == ENDED, "every seat is a bot"
    narrate.say(console, prompt.events)
    console.print(narrate.result_table(game, prompt.result, seat_bots))
    if record_path:
        record_path.write_text(session.match.record.to_json(), encoding="utf-8")
        console.print(f"Record written to {record_path}")


@app.command()
@friendly
def saves(db: DbOption = None) -> None:
    """The saved games."""
    path = db or default_db_path()
    if not path.exists():
        console.print(f"No saved games in {path}.")
        return
    with Store.open(path) as store:
        rows = store.list()
        if not rows:
            console.print(f"No saved games in {store.path}.")
            return
        table = Table(title=f"Saved games ({store.path})")
        for col in ("id", "game", "players", "status", "steps", "updated", "result"):
            table.add_column(col)
        for r in rows:
            table.add_row(str(r.id), r.game, ", ".join(r.players), r.status, str(r.steps),
                          r.updated, r.summary or "")
        console.print(table)


@app.command()
@friendly
def resume(game_id: Annotated[int, typer.Argument(metavar="ID", help="from 'saves'")],
           table: Annotated[bool, typer.Option(
               "--table", help="go on with the physical game (Table mode)")] = False,
           db: DbOption = None) -> None:
    """Continue a saved game where it stopped."""
    with Store.open(db, create=False) as store:
        session = Session.resume(store, game_id, table=table)
        announce(session)
        if session.match.over:
            result = session.game.result(session.match.state)
            console.print(narrate.result_table(session.game, result, session.players))
            return
        Play(session, console).run()


@app.command()
@friendly
def delete(game_id: Annotated[int, typer.Argument(metavar="ID")], db: DbOption = None) -> None:
    """Delete a saved game."""
    with Store.open(db, create=False) as store:
        store.delete(game_id)
        console.print(f"Deleted game {game_id}.")


@app.command()
@friendly
def export(game_id: Annotated[int, typer.Argument(metavar="ID")],
           out: Annotated[Path, typer.Argument(help="the record file to write (JSON)")],
           db: DbOption = None) -> None:
    """Write a saved game's record (JSON) for 'automeeple replay'."""
    with Store.open(db, create=False) as store:
        record, _, _ = store.load(game_id)
    out.write_text(record.to_json(), encoding="utf-8")
    console.print(f"Game {game_id} written to {out} ({len(record.steps)} steps).")


@app.command()
@friendly
def replay(file: Annotated[Path, typer.Argument(help="a game record (JSON)")],
           quiet: Annotated[bool, typer.Option("--quiet", help="only the check")] = False
           ) -> None:
    """Replay a game record, printing its log and checking every step's hash."""
    rec = GameRecord.from_json(read_text(file, "a game record"), str(file))
    game = game_of(rec, str(file))

    def show(step, events):
        if not quiet:
            narrate.say(console, events)

    match = Match.replay(game, rec, on_step=show)
    if match.over:
        console.print(narrate.result_table(game, game.result(match.state), rec.players))
    console.print(f"Replayed {len(rec.steps)} steps of {file}: every state matches its hash.")


@app.command()
@friendly
def simulate(
    game: Annotated[str, typer.Argument(help="the game's id")],
    players: Annotated[int | None, typer.Option("--players", "-p")] = None,
    seats: Annotated[str | None, typer.Option(
        help="the bot in each seat: 'automa,random*3' (default: the game's default bot)")
    ] = None,
    games_: Annotated[int, typer.Option("--games", "-n", help="games to play")] = 1000,
    seed: Annotated[int, typer.Option(help="master seed")] = 1,
    workers: Annotated[int, typer.Option(help="processes")] = 1,
    out: Annotated[Path | None, typer.Option(help="one row per game: FILE.csv or .parquet")
                   ] = None,
    by: Annotated[str | None, typer.Option(
        help="repeat the batch for every value of this option (e.g. difficulty) and "
             "compare")] = None,
    edition: EditionOption = None,
    option: OptionOption = None,
) -> None:
    """Play many seeded games with bots in every seat: win rates and scores."""
    from automeeple.sim import parse_seats, summarize, write_rows
    from automeeple.sim import simulate as run

    info = catalog.get(game)
    n = info.seat_count(players)
    seat_bots = parse_seats(seats, info, n)
    options = info.option_values(parse_options(option))
    edition_text = read_edition(edition)
    if out is not None and out.suffix not in (".csv", ".parquet"):
        raise GameError(f"--out {out}: write .csv or .parquet")
    values = [None]
    if by is not None:
        choices = {o.name: o.choices for o in info.options}
        if not choices.get(by):
            named = ", ".join(name for name, c in choices.items() if c) or "none"
            raise GameError(f"--by {by}: not an option of {info.id} with a set of values "
                            f"(options: {named})")
        if out is not None:
            raise GameError("--out writes one batch; leave out --by, or run once per value")
        values = list(choices[by])
    made = info.make(n, options, edition_text, edition_source=str(edition))
    score = info.score_name
    summaries = []
    columns = (BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress("[progress.description]{task.description}", *columns,
                  console=console) as bar:
        for value in values:
            batch = options if by is None else {**options, by: value}
            label = f"{info.title}: {games_} games" + (f", {by}={value}" if by else "")
            task = bar.add_task(label, total=games_)
            rows = run(game, n, seat_bots, games_, seed, workers, batch, edition_text,
                       progress=lambda done, task=task: bar.update(task, completed=done),
                       edition_source=str(edition))
            summaries.append((value, summarize(rows)))
    title = f"{info.title}, {n} players, {games_} games, seed {seed} ({made.loaded.data.label})"
    if by is None:
        summary = summaries[0][1]
        table = Table(title=title)
        for col in ("seat", "bot", "wins", "win rate", "95% CI", f"mean {score}",
                    f"median {score}"):
            table.add_column(col, justify="left" if col in ("seat", "bot") else "right")
        for st in summary.seats:
            table.add_row(f"{st.seat + 1} {made.seat_name(st.seat)}", seat_bots[st.seat],
                          str(st.wins), f"{st.win_rate:.1%}",
                          f"{st.win_low:.1%}-{st.win_high:.1%}", f"{st.mean_score:.1f}",
                          f"{st.median_score:g}")
        console.print(table)
        console.print(f"Game length: mean {summary.mean_decisions:.1f} decisions, median "
                      f"{summary.median_decisions:g}.")
        if out is not None:
            write_rows(rows, out)
            console.print(f"{len(rows)} rows written to {out}")
        return
    table = Table(title=title)
    table.add_column(by)
    for seat in range(n):
        name = f"{made.seat_name(seat)} ({seat_bots[seat]})"
        table.add_column(f"{name} wins (95% CI)", justify="right")
        table.add_column(f"mean {score}", justify="right")
    table.add_column("decisions/game", justify="right")
    for value, summary in summaries:
        cells = []
        for st in summary.seats:
            cells += [f"{st.win_rate:.1%} ({st.win_low:.1%}-{st.win_high:.1%})",
                      f"{st.mean_score:.1f}"]
        table.add_row(str(value), *cells, f"{summary.mean_decisions:.1f}")
    console.print(table)


def main() -> None:
    app()
