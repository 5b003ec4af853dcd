"""(Re)write the golden game records.

    python tests/golden/make_golden.py              # every record again, from its header
    python tests/golden/make_golden.py new PATH GAME --players automa,random,random \
        --seed 7 [--option name=value ...]           # a new record

Each golden record is a whole game played by bots from a fixed seed through the
sessions' advance loop (an unsaved :class:`~automeeple.sessions.session.Session`),
exactly as ``--bots-only`` plays it. A record's header names its game, options, bots
and seed, so the records are found, not listed: ``tests/golden/*.json`` and each
game's own ``tests/<package>/golden/*.json``. ``test_golden.py`` replays every file
and plays each game again from scratch, so a change to the rules, the bots or the
engine shows up as a diff. Rewrite them only when such a change is intended, and
review the diff.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from automeeple import catalog
from automeeple.cli.common import parse_options
from automeeple.engine.core import Game
from automeeple.engine.records import GameRecord
from automeeple.sessions.session import ENDED, Session

HERE = Path(__file__).resolve().parent
#: No game in scope comes near this many steps; a game that does is stuck.
MAX_STEPS = 20_000



def files() -> list[Path]:
    """Every golden record: those here, then each game's own."""
    return sorted(HERE.glob("*.json")) + sorted(HERE.parent.glob("*/golden/*.json"))


def load(path: Path) -> GameRecord:
    return GameRecord.from_json(path.read_text(encoding="utf-8"), path.name)


def edition_of(game: Game) -> tuple[str, str | None]:
    """The edition's hash, and its text when it is not the shipped one."""
    loaded = game.loaded
    return loaded.hash, (None if loaded.shipped else loaded.text)


def again(record: GameRecord) -> GameRecord:
    """The game of ``record``'s header played again from scratch."""
    return play_record(record.game, record.seats, record.options, record.seed,
                       record.players, record.edition_text)


def play_record(game_id: str, seats: int, options: dict[str, Any], seed: int,
                players: list[str], edition_text: str | None = None) -> GameRecord:
    """A whole bots-only game through the advance loop, and its record."""
    session = Session.new(None, catalog.get(game_id), seats, options, seed, players,
                          edition_text, explain=False)
    prompt = session.advance(limit=MAX_STEPS)
    assert prompt.kind == ENDED, f"{game_id}: a bots-only game stopped at {prompt.kind}"
    return session.match.record


def write(path: Path, record: GameRecord) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(record.to_json() + "\n", encoding="utf-8")
    print(f"wrote {path}: {len(record.steps)} steps")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command")
    new = commands.add_parser("new", help="play and write a new golden record")
    new.add_argument("path", type=Path)
    new.add_argument("game")
    new.add_argument("--players", required=True, help="a bot per seat, comma-separated")
    new.add_argument("--seed", type=int, required=True)
    new.add_argument("--option", action="append", default=[], help="name=value")
    args = parser.parse_args(argv)
    if args.command == "new":
        info = catalog.get(args.game)
        players = args.players.split(",")
        options = info.option_values(parse_options(args.option))
        write(args.path, play_record(info.id, len(players), options, args.seed, players))
        return
    for path in files():
        write(path, again(load(path)))


if __name__ == "__main__":
    main()
