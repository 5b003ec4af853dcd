"""(Re)write the golden game records: ``python tests/golden/make_golden.py``.

Each golden record is a whole game played by bots from a fixed seed through the
sessions' advance loop (an unsaved :class:`~automeeple.sessions.session.Session`),
exactly as ``--bots-only`` plays it. ``test_golden.py`` replays every file and plays
each game again from scratch, so a change to the rules, the bots or the engine shows
up as a diff here. Run this script only when such a change is intended, and review the diff.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from automeeple import catalog
from automeeple.engine.core import Game
from automeeple.engine.records import GameRecord
from automeeple.sessions.session import ENDED, Session

HERE = Path(__file__).resolve().parent
#: No game in scope comes near this many steps; a game that does is stuck.
MAX_STEPS = 20_000

#: file name: (game id, options, bot per seat, master seed)
GOLDEN: dict[str, tuple[str, dict[str, Any], list[str], int]] = {
    "the-alpha-4p-automa.json": ("the-alpha", {}, ["automa"] * 4, 20240501),
    "the-alpha-3p-random.json": ("the-alpha", {}, ["random"] * 3, 31337),
    "the-alpha-6p-mixed.json": ("the-alpha", {}, ["automa", "random"] * 3, 6),
    "the-alpha-5p-pair-as-one-wolf.json":
        ("the-alpha", {"pair_as_one_wolf": True}, ["automa"] * 5, 555),
    "blitzkrieg-medium-baseline.json": ("blitzkrieg", {}, ["baseline", "solo-bot"], 1939),
    "blitzkrieg-hard-random.json":
        ("blitzkrieg", {"difficulty": "hard"}, ["random", "solo-bot"], 1940),
    "blitzkrieg-easy-baseline-long.json":
        ("blitzkrieg", {"difficulty": "easy"}, ["baseline", "solo-bot"], 82),
    "blitzkrieg-nippon.json": ("blitzkrieg", {"nippon": True}, ["baseline", "solo-bot"], 1946),
    "wolves-baseline.json": ("wolves", {}, ["baseline", "solo-bot", "solo-bot"], 2022),
    "wolves-random.json": ("wolves", {}, ["random", "solo-bot", "solo-bot"], 2023),
    "islebound-baseline.json": ("islebound", {}, ["baseline", "solo-bot"], 2016),
    "islebound-random.json": ("islebound", {}, ["random", "solo-bot"], 2017),
    "dragon-canyon-solo-baseline.json":
        ("dragon-canyon", {}, ["solo-bot", "baseline"], 2018),
    "dragon-canyon-3p-harder.json":
        ("dragon-canyon", {"difficulty": "harder"}, ["solo-bot", "baseline", "random"], 2019),
    "dragon-canyon-solo-easier-random.json":
        ("dragon-canyon", {"difficulty": "easier"}, ["solo-bot", "random"], 2020),
}


def edition_of(game: Game) -> tuple[str, str | None]:
    """The edition's hash, and its text when it is not the shipped one."""
    loaded = game.loaded
    return loaded.hash, (None if loaded.shipped else loaded.text)


def golden_record(name: str) -> GameRecord:
    """Play the golden game ``name`` (a key of :data:`GOLDEN`) from scratch."""
    game_id, options, players, seed = GOLDEN[name]
    return play_record(game_id, len(players), options, seed, players)


def play_record(game_id: str, seats: int, options: dict[str, Any], seed: int,
                players: list[str], edition_text: str | None = None) -> GameRecord:
    """A whole bots-only game through the advance loop, and its record."""
    session = Session.new(None, catalog.get(game_id), seats, options, seed, players,
                          edition_text, explain=False)
    prompt = session.advance(limit=MAX_STEPS)
    assert prompt.kind == ENDED, f"{game_id}: a bots-only game stopped at {prompt.kind}"
    return session.match.record


def main() -> None:
    for name in GOLDEN:
        record = golden_record(name)
        (HERE / name).write_text(record.to_json() + "\n", encoding="utf-8")
        print(f"wrote {name}: {len(record.steps)} steps")


if __name__ == "__main__":
    main()
