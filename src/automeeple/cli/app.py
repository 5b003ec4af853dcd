"""The ``automeeple`` command (Typer). Every person's mistake is a one-line
message and exit status 2, never a traceback; every text a person or a file gave
is printed as it is (the consoles read no markup)."""

from __future__ import annotations

import secrets
import shlex
import sys
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from automeeple import __version__, catalog
from automeeple.engine.core import GameError, counted, number, words
from automeeple.engine.records import GameRecord, Match, RecordError
from automeeple.sessions.answers import described
from automeeple.sessions.session import (
    ENDED,
    Session,
    game_of,
    load_checked,
    played_by,
)
from automeeple.sessions.store import OVER, Store, default_db_path

from . import common, narrate
from .calibrate import calibrate
from .common import (
    DbOption,
    EditionOption,
    ForceOption,
    GameArgument,
    OptionOption,
    PeopleOption,
    PlayersOption,
    RecordOption,
    SeatOption,
    SeedOption,
    error,
    friendly,
    game_given,
    output,
    program,
    read_text,
    write_text,
)
from .editions import editions
from .interactive import End, Play
from .serve import serve
from .simulate import simulate
from .site import site

app = typer.Typer(add_completion=False, no_args_is_help=True, rich_markup_mode=None,
                  help="Runs the AI opponents of solo board games, plays the games, and "
                       "simulates thousands of them.")
@app.command()
@friendly
def games() -> None:
    """The games, their seats, bots, options and edition status."""
    table = Table(title="automeeple games")
    whole(table, "id", [info.id for info in catalog.games()])
    for col in ("title", "seats", "modes", "bots", "edition"):
        table.add_column(col)
    for info in catalog.games():
        bots = ", ".join(f"{b}{' (default)' if b == info.default_bot else ''}"
                         for b in info.bot_names())
        seats = (str(info.min_seats) if info.min_seats == info.max_seats
                 else f"{info.min_seats}-{info.max_seats}")
        table.add_row(info.id, info.title, seats, ", ".join(info.modes), bots,
                      info.edition_status())
    common.console.print(common.unclipped(table))
    for info in catalog.games():
        common.console.print(Text.assemble((info.id, "bold"), f": {info.summary}"))
        for o in info.options:
            common.console.print(f"  --option {o.name}=VALUE (default {o.default}): {o.help}")


BotsOption = Annotated[str | None, typer.Option(
    metavar="SPEC", help="bots for the seats no person takes (all of them with "
                         "--bots-only), in seat order: 'automa', 'random*3' or "
                         "'automa,random,automa'")]
TableBotsOption = Annotated[str | None, typer.Option(
    "--bots", metavar="SPEC", help="bots for the seats no person takes, in seat order: "
                                   "'automa', 'random*3' or 'automa,random,automa'")]


@app.command()
@friendly
def play(
    game: GameArgument,
    players: PlayersOption = None,
    seat: SeatOption = None,
    people: PeopleOption = None,
    bots: BotsOption = None,
    bots_only: Annotated[bool, typer.Option(
        "--bots-only", help="bots in every seat: print the game's log and result")] = False,
    seed: SeedOption = None,
    edition: EditionOption = None,
    option: OptionOption = None,
    record: RecordOption = None,
    force: ForceOption = False,
    db: DbOption = None,
    practice: Annotated[bool, typer.Option(
        "--practice", help="a practice game: undo goes back anywhere, past dice already "
                           "rolled (marked as practice in saves, record and result)")] = False,
) -> None:
    """Play a game against bots (or watch bots play it with --bots-only)."""
    from automeeple.sim.runner import parse_seats

    info, n, seed, options, edition_text = new_game(game, players, seed, option, edition,
                                                    record, force, db, table=False)
    if bots_only:
        if seat is not None or people is not None:
            raise GameError("--bots-only puts bots in every seat: no --seat or --people")
        if practice:
            raise GameError("--practice lets a person undo freely, and --bots-only has no "
                            "person (nor undo, nor a save): give one of them")
        watch(info, n, parse_seats(bots, info, n), seed, options, edition_text, edition, record)
        return
    start(info, n, seats_of(info, n, seat, people, bots), seed, options, edition_text,
          edition, record, db, table=False, practice=practice)


@app.command("table")
@friendly
def table_mode(
    game: GameArgument,
    players: PlayersOption = None,
    seat: SeatOption = None,
    people: PeopleOption = None,
    bots: TableBotsOption = None,
    seed: SeedOption = None,
    edition: EditionOption = None,
    option: OptionOption = None,
    record: RecordOption = None,
    force: ForceOption = False,
    db: DbOption = None,
) -> None:
    """Play with the physical game: the program runs the bots and tells you what to
    do on the table; you tell it your moves and every die rolled or unit drawn."""
    info, n, seed, options, edition_text = new_game(game, players, seed, option, edition,
                                                    record, force, db, table=True)
    start(info, n, seats_of(info, n, seat, people, bots), seed, options, edition_text,
          edition, record, db, table=True)


def new_game(game, players, seed, option, edition, record, force, db, table):
    """What ``play`` and ``table`` check and choose first: the record file
    (:func:`common.output`; never the saved-games file ``db``), the game given
    (:func:`common.game_given`), the seed (a fresh one unless given) and every rule
    option's value (``table``: with the game's Table-mode defaults)."""
    output(record, "--record", force, db=db)
    info, n, given, edition_text = game_given(game, players, option, edition, table)
    seed = secrets.randbits(32) if seed is None else seed
    return info, n, seed, info.option_values(given, table=table), edition_text


def seats_of(info, n: int, seat: str | None, people: int | None, bots: str | None
             ) -> list[str]:
    """Who plays each of the ``n`` seats: people in the seats ``--seat`` names (or
    the first ``--people`` seats a person may take; else the game's default, or one
    person when ``--bots`` is given), the bots ``--bots`` names in the other seats
    the rules do not play."""
    from automeeple.sim.runner import parse_seats

    playable = [x + 1 for x in info.person_seats(n)]
    listed = ", ".join(map(str, playable))
    if seat is not None and people is not None:
        raise GameError("--seat and --people both say where people sit: give one of them")
    if seat is not None:
        items = [x.strip() for x in seat.split(",")]
        if not all(number(x) in playable for x in items):
            several = (f" (several with commas, e.g. {playable[0]},{playable[1]})"
                       if len(playable) > 1 else "")
            raise GameError(f"--seat must be one of {listed}{several}, not {seat!r}")
        chosen = [int(x) - 1 for x in items]
        if len(set(chosen)) < len(chosen):
            raise GameError(f"--seat {seat!r} names a seat twice")
    elif people is not None:
        if not 1 <= people <= len(playable):
            raise GameError(f"--people must be 1 to {len(playable)} (the seats a person may "
                            f"take: {listed}), not {people}")
        chosen = info.person_seats(n)[:people]
    else:
        chosen = info.default_people(n)[:1 if bots else None]
    free = len(playable) - len(chosen)
    if bots and not free:
        raise GameError(f"{info.title}: every seat is played by the rules or a person "
                        f"(people: {', '.join(str(x + 1) for x in sorted(chosen))}); "
                        "no --bots")
    if bots is not None and "," not in bots and "*" not in bots:
        bots = f"{bots}*{free}"
    return parse_seats(bots, info, n, chosen)


def start(info, n, seats, seed, options, edition_text, edition, record, db, table,
          practice=False) -> None:
    """A new saved game with people and bots in ``seats``, played at the terminal
    (``table``: with the physical game; ``practice``: undo goes back anywhere)."""
    with Store.open(db) as store:
        session = Session.new(store, info, n, options, seed, seats, edition_text,
                              edition_source=str(edition), table=table, practice=practice)
        announce(session)
        end = play_at_terminal(session, started=True)
        if record:
            write_text(record, session.match.record.to_json())
    if end is End.CUT:
        raise typer.Exit(1)


def play_at_terminal(session: Session, started: bool = False) -> End:
    """The game at the prompt. A game ``started`` here and cut off (EOF, Ctrl-C,
    even while a bot thinks) before the person did anything is not kept; any other
    that stops is saved, and the command to go on is printed. Ctrl-C ends the
    program there, with status 130."""
    end = Play(session, common.console).run()
    if end is End.OVER:
        return end
    why = "Stopped (Ctrl-C). " if end is End.STOPPED else ""
    if end is not End.QUIT and started and session.last_by_a_person() is None:
        session.store.delete(session.id)
        common.console.print(f"{why}Nothing was played; game {session.id} is not kept.")
    else:
        common.console.print(f"{why}Game {session.id} saved; continue with: "
                             f"{resume_command(session)}", soft_wrap=True)
    if end is End.STOPPED:
        raise typer.Exit(130)
    return end


def resume_command(session: Session) -> str:
    """The command that reopens ``session``: its saved-games file is named unless it
    is the one ``resume`` opens by default."""
    words = [program(), "resume", str(session.id)]
    path = session.store.path.resolve()
    if path != default_db_path().resolve():
        words += ["--db", str(path)]
    return shlex.join(words)


def announce(session: Session) -> None:
    game = session.game
    loaded = game.loaded
    mode = ("Table mode, with the physical game" if session.table else
            "Play mode, practice (undo goes back anywhere)" if session.practice else "Play mode")
    common.console.print(Text.assemble((game.title, "bold"), f", {game.seats} players, {mode}, "
                                                      f"edition: {loaded.data.label}"))
    person = "you" if len(session.people) == 1 else "a person at this screen"
    for seat, who in enumerate(session.players):
        common.console.print(f"  seat {seat + 1}: {game.seat_name(seat)} - "
                      f"{played_by(who, person)}")
    if session.table and loaded.data.placeholder:
        common.console.print(Text(
            f"This edition is a PLACEHOLDER: some of its values are invented (its note: "
            f"{loaded.data.note}) and will not match your components. Make your own with "
            f"'{program()} edition new {session.info.id} MY-EDITION.toml' and play with "
            "--edition MY-EDITION.toml.", style="bold yellow"))


def watch(info, n, seat_bots, seed, options, edition_text, edition_path, record_path) -> None:
    """--bots-only: the whole game through the advance loop, narrated, then the result."""
    session = Session.new(None, info, n, options, seed, seat_bots, edition_text,
                          edition_source=str(edition_path), explain=False)
    game = session.game
    common.console.print(Text.assemble(
        (game.title, "bold"), f", {n} bots ({', '.join(seat_bots)}), seed {seed}, edition: "
                              f"{game.loaded.data.label}"))
    prompt = session.advance()
    assert prompt.kind == ENDED, "every seat is a bot"
    narrate.say(common.console, prompt.events)
    common.console.print(narrate.result_table(game, prompt.result, seat_bots))
    if record_path:
        write_text(record_path, session.match.record.to_json())
        common.console.print(f"Record written to {record_path}")


#: How ``saves`` shows when a game was last played: its minute, in UTC.
UPDATED = "2000-01-01 00:00"


def whole(table: Table, header: str, values: list[str]) -> None:
    """A column that is never wrapped or cut, however narrow the terminal (the
    other columns wrap): what a person types back, such as an id."""
    table.add_column(header, no_wrap=True, min_width=max(map(len, values), default=0))


@app.command()
@friendly
def saves(db: DbOption = None) -> None:
    """The saved games."""
    path = db or default_db_path()
    if not path.exists():
        common.console.print(f"No saved games in {path}.")
        return
    with Store.open(path) as store:
        rows = store.list()
        if not rows:
            common.console.print(f"No saved games in {store.path}.")
            return
        table = Table(title=f"Saved games ({store.path})")
        whole(table, "id", [str(r.id) for r in rows])
        whole(table, "game", [r.game for r in rows])
        for col in ("mode", "players", "status", "steps"):
            table.add_column(col)
        table.add_column("updated (UTC)")
        results = any(r.summary for r in rows)
        if results:
            table.add_column("result")
        listed = []
        for r in rows:
            listed.append((str(r.id), r.game, f"{r.mode}, practice" if r.practice else r.mode,
                           seated(r.players), r.status, str(r.steps),
                           r.updated[:len(UPDATED)].replace("T", " "), r.summary))
            table.add_row(*listed[-1][:7 + results])
        console = common.console
        if console.measure(table, options=console.options.update_width(2**16)).maximum \
                <= console.width:
            console.print(table)
            return
        # Too wide for the terminal: a game a block, its facts on a line, who plays
        # and the result under them, each wrapped whole.
        blocks = Table.grid(padding=(0, 1))
        whole(blocks, "", [row[0] for row in listed])
        blocks.add_column()
        for game_id, game, mode, players, status, steps, updated, summary in listed:
            blocks.add_row(game_id, "\n".join(
                [f"{game} · {mode} · {status} · {counted(int(steps), 'step')} · {updated}",
                 players, *([summary] if summary else [])]))
        console.print(f"Saved games, last played (UTC), in {store.path}:", blocks,
                      highlight=False)


def seated(players: list[str]) -> str:
    """Who plays a saved game, each player once with how many seats it takes ("a
    person, automa ×3")."""
    seats = Counter(map(played_by, players))
    return ", ".join(who if n == 1 else f"{who} ×{n}" for who, n in seats.items())


@app.command()
@friendly
def resume(game_id: Annotated[int, typer.Argument(metavar="ID", help="from 'saves'")],
           db: DbOption = None) -> None:
    """Continue a saved game where it stopped, in the mode it was played in."""
    with Store.open(db, create=False) as store:
        session = Session.resume(store, game_id)
        announce(session)
        if session.match.over:
            result = session.game.result(session.match.state)
            common.console.print(narrate.result_table(session.game, result, session.players))
            return
        end = play_at_terminal(session)
    if end is End.CUT:
        raise typer.Exit(1)


@app.command()
@friendly
def delete(game_id: Annotated[int, typer.Argument(metavar="ID")],
           yes: Annotated[bool, typer.Option("--yes", "-y",
                                             help="delete without asking first")] = False,
           db: DbOption = None) -> None:
    """Delete a saved game, once you say yes to the game it names."""
    with Store.open(db, create=False) as store:
        store.hold(game_id)  # no such game, or open elsewhere: said before asking
        if not yes:
            row = next(r for r in store.list() if r.id == game_id)
            common.console.print(f"Game {game_id}: {described(row)} This cannot be undone.",
                                 highlight=False)
            try:
                sure = yes_or_no(f"Delete game {game_id}?", f"delete game {game_id}")
            except KeyboardInterrupt:
                common.console.print()
                common.console.print(f"Stopped (Ctrl-C): nothing was deleted; game {game_id} "
                                     "is kept.")
                raise typer.Exit(130) from None
            if not sure:
                common.console.print(f"Game {game_id} is kept.")
                return
        store.delete(game_id)
        common.console.print(f"Deleted game {game_id}.")


def yes_or_no(question: str, what: str) -> bool:
    """The person's y or n to ``question`` (yes or no, in any case), asked again
    until it is one (``what``: what a yes does); Enter alone, or the end of the
    input, is no. Ctrl-C is let through (KeyboardInterrupt)."""
    while True:
        try:
            answer = words(typer.prompt(f"{question} [y/N]", default="", show_default=False))
        except typer.Abort as exc:  # the prompt's word for the end of the input and Ctrl-C
            if isinstance(exc.__context__, KeyboardInterrupt):
                raise KeyboardInterrupt from None
            common.console.print()  # the input ended: no answer is no
            return False
        if answer in ("y", "yes"):
            return True
        if answer in ("", "n", "no"):
            return False
        common.console.print(f"Type y to {what}, or n (or Enter alone) not to.")


@app.command()
@friendly
def export(game_id: Annotated[int, typer.Argument(metavar="ID")],
           out: Annotated[Path, typer.Argument(metavar="FILE",
                                               help="the record file to write (JSON)")],
           force: ForceOption = False, db: DbOption = None) -> None:
    """Write a saved game's record (JSON) for 'automeeple replay'."""
    output(out, "export", force, db=db)
    with Store.open(db, create=False) as store:
        record, status, _, _ = load_checked(store, game_id)  # a damaged save is not written
    write_text(out, record.to_json())
    common.console.print(f"Game {game_id} written to {out} ({len(record.steps)} steps).")
    if status != OVER:
        common.console.print(f"Game {game_id} is not over: the file holds its seed and every "
                             "hidden card and choice, so reading it spoils the game "
                             "('replay' shows only what is public).")


@app.command()
@friendly
def replay(file: Annotated[Path, typer.Argument(metavar="FILE", help="a game record (JSON)")],
           quiet: Annotated[bool, typer.Option("--quiet", help="only the check")] = False
           ) -> None:
    """Replay a game record, printing its log and checking every step's hash (the
    log of an unfinished game as a spectator reads it: no one's hidden cards)."""
    rec = GameRecord.from_json(read_text(file, "a game record"), str(file))
    game = game_of(rec, str(file))
    log: list = []
    try:
        match = Match.replay(game, rec,
                             on_step=lambda _step, events, _state: log.extend(events))
    except RecordError as exc:  # which file, as every other mistake in it says
        raise RecordError(f"{file}: {exc}") from None
    if not quiet:
        log = [*match.opening, *log]
        narrate.say(common.console, log if match.over else [e.seen_by(None) for e in log])
    if match.over:
        common.console.print(narrate.result_table(game, game.result(match.state), rec.players))
    common.console.print(f"Replayed {len(rec.steps)} steps of {file}: every state matches "
                         "its hash.")
    if not match.over:
        common.console.print("The game is unfinished: the record stops before its end, so "
                             "there is no result.")


app.command()(simulate)
app.command()(calibrate)
app.command()(serve)
app.command()(site)
app.add_typer(editions, name="edition")


def version(value: bool) -> None:
    if value:
        common.console.print(f"automeeple {__version__}")
        raise typer.Exit()


@app.callback()
def about(_version: Annotated[bool, typer.Option(
        "--version", callback=version, is_eager=True, help="the version, then stop")] = False
          ) -> None:
    """Runs the AI opponents of solo board games, plays the games, and simulates
    thousands of them."""


def usage_hint(exc: Exception) -> str:
    """What follows a usage error's own words: the command's help to see, and, for a
    command not known and like none, the commands there are."""
    ctx = getattr(exc, "ctx", None)
    if ctx is None:
        return ""
    _, _, command = ctx.command_path.partition(" ")
    see = f" (see '{program()} {command + ' ' if command else ''}--help')"
    listed = getattr(ctx.command, "list_commands", None)
    message = str(exc)
    if listed is None or not message.startswith("No such command") or "Did you mean" in message:
        return see
    names = [name for name in listed(ctx) if not ctx.command.get_command(ctx, name).hidden]
    return f" The commands: {', '.join(names)}{see}."


def main() -> None:
    """The program: a mistake in the command line is one line too (status 2)."""
    try:
        code = app(args=sys.argv[1:] or ["--help"], prog_name="automeeple",
                   standalone_mode=False)
    except typer.Abort:  # Ctrl-C outside a prompt
        common.console.print()
        code = 130
    except typer.TyperException as exc:  # a usage error: unknown option, missing argument
        if type(exc).__name__ == "NoArgsIsHelpError":  # a command group alone: its help
            common.console.print(exc.format_message())
            sys.exit(0)
        error(getattr(exc, "format_message", exc.__str__)() + usage_hint(exc))
        code = getattr(exc, "exit_code", 2)
    sys.exit(code if isinstance(code, int) else 0)
