"""The ``automeeple`` command line, run in-process with Typer's CliRunner: listing games,
bots-only play, records and replay, saved games, the saved-games file, editions,
mistakes (status 2, one line, no traceback) and the simulator.

Every test gets its own saved-games file ($AUTOMEEPLE_DB in a temporary folder) and
wide, colourless consoles, so nothing touches the user's data and tables do not wrap.
The prompt loop is in ``test_interactive.py``.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import re
import sqlite3
from collections import Counter
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from automeeple import catalog
from automeeple.cli import common
from automeeple.cli.app import app
from automeeple.engine.records import GameRecord, Match
from automeeple.sessions.store import Store

SHIPPED = catalog.GAMES_DIR / catalog.get("the-alpha").edition
WIDTH = 200
PROMPT = "your move> "
ONES = "1\n" * 200  # the prompt always offers move 1: enough to finish any game
runner = CliRunner()


# --- helpers shared with test_interactive.py ------------------------------------------


def isolate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private saved-games file, a private working folder, and consoles that are
    wide and colourless whatever terminal runs the tests."""
    db = tmp_path / "s.sqlite3"
    monkeypatch.setenv("AUTOMEEPLE_DB", str(db))
    for var in ("FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "COLUMNS", "LINES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=WIDTH))
    monkeypatch.setattr(common, "errors", Console(stderr=True, highlight=False, markup=False,
                                                  width=WIDTH))
    monkeypatch.chdir(tmp_path)
    return db


def cli(*args, input: str | None = None):
    return runner.invoke(app, [str(a) for a in args], input=input)


def ok(result) -> str:
    assert result.exit_code == 0, result.output
    assert result.exception is None, result.exception
    assert "Traceback" not in result.output
    return result.output


def fail(result, *fragments: str) -> str:
    """A person's mistake: status 2, exactly one line on stderr, no traceback."""
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    line = lines[0]
    assert line.startswith("error: "), line
    for fragment in fragments:
        assert fragment in line, line
    return line


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("│").split("│")]


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the Rich tables in ``text`` (not the header, not boxes in panels)."""
    return [cells(line) for line in text.splitlines()
            if line.startswith("│") and not line.startswith("│ │")]


def saved(db: Path, game_id: int = 1) -> tuple[GameRecord, list[str], str]:
    with Store.open(db) as store:
        return store.load(game_id)


def replayed(rec: GameRecord):
    """The game and the final state, rebuilt from the record independently of the CLI."""
    game = catalog.get(rec.game).make(rec.seats, rec.options, rec.edition_text)
    return game, Match.replay(game, rec).state


def expected_result_rows(rec: GameRecord, players: list[str] | None = None) -> list[list[str]]:
    game, state = replayed(rec)
    result = game.result(state)
    rows = []
    for seat in sorted(range(rec.seats), key=lambda s: result.places[s]):
        row = [str(result.places[seat]), game.seat_name(seat)]
        if players:  # who played it: "a person" for a seat a person played
            row.append("a person" if players[seat] == "human" else players[seat])
        rows.append([*row, str(result.scores[seat])])
    return rows


def result_part(output: str, rec: GameRecord) -> tuple[str, list[list[str]]]:
    """The result table printed at the end of ``output``: its title and rows."""
    game, state = replayed(rec)
    summary = game.result(state).summary
    assert summary in output
    tail = output[output.rindex(summary):]
    return summary, table_rows(tail)


def saves_rows(db: Path | None = None) -> list[list[str]]:
    out = ok(cli("saves", *(["--db", db] if db else [])))
    return table_rows(out)


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


# --- games ----------------------------------------------------------------------------


def test_games_lists_the_alpha_with_its_seats_bots_and_placeholder_label():
    out = ok(cli("games"))
    header = next(cells(line.replace("┃", "│")) for line in out.splitlines()
                  if line.startswith("┃"))
    rows = {row[0]: dict(zip(header, row, strict=True)) for row in table_rows(out)}
    assert list(rows) == [info.id for info in catalog.games()]
    alpha = rows["the-alpha"]
    assert {k: alpha.get(k) for k in ("id", "title", "seats", "bots", "edition")} == {
        "id": "the-alpha", "title": "The Alpha", "seats": "3-6",
        "bots": "automa (default), random, ismcts",
        "edition": "Placeholder edition (PLACEHOLDER data)"}
    assert "the-alpha: 3-6 wolf packs" in out
    assert "  --option pair_as_one_wolf=VALUE (default False): " in out


def test_no_command_shows_the_help():
    result = cli()
    assert result.exit_code == 2
    for command in ("games", "play", "saves", "resume", "delete", "export", "replay",
                    "simulate"):
        assert command in result.output


# --- bots only, records and replay ----------------------------------------------------

HEADER = ("The Alpha, 4 bots (automa, automa, automa, automa), seed 3, "
          "edition: Placeholder edition (PLACEHOLDER data)")


def test_bots_only_prints_the_log_and_the_result_and_is_repeatable(tmp_path):
    first = ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "r.json"))
    lines = first.splitlines()
    assert lines[0] == HEADER
    assert lines[-1] == "Record written to r.json"
    for week in range(1, 6):
        assert sum(line.startswith(f"Week {week} (") for line in lines) == 1
    rec = GameRecord.from_json((tmp_path / "r.json").read_text())
    assert rec.seed == 3 and rec.players == ["automa"] * 4 and rec.edition_text is None
    assert result_part(first, rec)[1] == expected_result_rows(rec, rec.players)

    again = ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "r.json",
                   "--force"))
    assert again == first
    other = ok(cli("play", "the-alpha", "--bots-only", "--seed", 4))
    assert other.splitlines()[1:] != lines[1:-1]
    # Bots only never touches the saved games.
    assert not (tmp_path / "s.sqlite3").exists()


def test_bots_only_with_named_bots(tmp_path):
    out = ok(cli("play", "the-alpha", "--bots-only", "-p", 3, "--seed", 1,
                 "--bots", "random,automa,random", "--record", "r.json"))
    assert out.startswith("The Alpha, 3 bots (random, automa, random), seed 1, ")
    rec = GameRecord.from_json((tmp_path / "r.json").read_text())
    assert rec.players == ["random", "automa", "random"]
    assert result_part(out, rec)[1] == expected_result_rows(rec, rec.players)


def test_record_then_replay_prints_the_same_log_and_every_state_matches(tmp_path):
    played = ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "r.json"))
    rec = GameRecord.from_json((tmp_path / "r.json").read_text())
    out = ok(cli("replay", "r.json"))
    lines = out.splitlines()
    assert lines[-1] == (f"Replayed {len(rec.steps)} steps of r.json: every state matches "
                         "its hash.")
    # The same narration and result table as the game itself, header and footer aside.
    assert lines[:-1] == played.splitlines()[1:-1]
    quiet = ok(cli("replay", "r.json", "--quiet")).splitlines()
    assert quiet[-1] == lines[-1]
    assert not any(line.startswith("Week ") for line in quiet)
    assert result_part("\n".join(quiet), rec)[1] == expected_result_rows(rec, rec.players)


@pytest.fixture
def record(tmp_path) -> Path:
    ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "r.json"))
    return tmp_path / "r.json"


def tamper(path: Path, change) -> dict:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data, indent=1))
    return data


def first_bot_step(data: dict) -> int:
    return next(n for n, s in enumerate(data["steps"]) if s["seat"] >= 0)


def test_replay_of_a_record_with_a_changed_hash_names_the_step(record):
    data = json.loads(record.read_text())
    n = first_bot_step(data) + 2
    tamper(record, lambda d: d["steps"][n].update(hash="0123456789abcdef"))
    fail(cli("replay", record), f"step {n + 1} ({data['steps'][n]['action']}): "
                                "the state differs from the record's")


def test_replay_of_a_record_whose_edition_is_damaged_names_the_file_once(record):
    tamper(record, lambda d: d.update(edition_text="[[[ not toml"))
    line = fail(cli("replay", record), f"{record} is damaged: its game cannot be set up "
                                       "(its edition: not valid TOML")
    assert line.count(str(record)) == 1, line


def test_replay_of_a_record_with_another_legal_move_names_the_step(record):
    data = json.loads(record.read_text())
    n = first_bot_step(data)
    step = data["steps"][n]
    # The first placement of the game: any other in-play tile is legal too.
    tiles = [s["action"].split()[-1] for s in data["steps"][:n] if s["action"].startswith("tile")]
    other = next(t for t in tiles if not step["action"].endswith(f" {t}"))
    changed = f"place alpha-pair on {other}"
    tamper(record, lambda d: d["steps"][n].update(action=changed))
    fail(cli("replay", record), f"step {n + 1} ({changed}): the state differs")


def test_replay_of_a_record_with_a_changed_die_roll_names_the_step(record):
    data = json.loads(record.read_text())
    n = next(i for i, s in enumerate(data["steps"]) if s["action"].startswith("roll "))
    face = data["steps"][n]["action"].split()[-1]
    tamper(record, lambda d: d["steps"][n].update(action="roll X" if face != "X" else "roll 3"))
    fail(cli("replay", record), f"step {n + 1}: the seeded draw gives roll {face}")


@pytest.mark.parametrize("action", ["place beta on mars", "place alpha-pair on moose"])
def test_replay_of_a_record_with_an_impossible_move_names_the_step(record, action):
    # Seed 3 has no Moose in play, and there is no Mars at all.
    data = json.loads(record.read_text())
    assert "tile moose" not in [s["action"] for s in data["steps"]]
    n = first_bot_step(data)
    tamper(record, lambda d: d["steps"][n].update(action=action))
    fail(cli("replay", record), f"step {n + 1}: ", action)


def test_replay_of_a_record_whose_edition_is_not_the_shipped_one(record):
    tamper(record, lambda d: d.update(edition_hash="feedfeedfeedfeed"))
    fail(cli("replay", record), "played with edition feedfeedfeedfeed, ",
         "not the shipped one")


def test_replay_of_a_record_with_a_missing_field(record):
    tamper(record, lambda d: d["steps"][4].pop("hash"))
    fail(cli("replay", record), f"{record.name}: damaged game record")


@pytest.mark.parametrize("content, message", [
    ("hello, wolves\n", "hello.json: not a JSON game record (Expecting value, line 1)"),
    ('{"format": "something/1"}', "hello.json: not an automeeple game record"),
    ("[1, 2, 3]", "hello.json: not an automeeple game record"),
    ("", "hello.json: not a JSON game record"),
])
def test_replay_of_a_file_that_is_not_a_record(tmp_path, content, message):
    (tmp_path / "hello.json").write_text(content)
    fail(cli("replay", "hello.json"), message)


def test_replay_of_a_binary_file(tmp_path):
    (tmp_path / "noise.json").write_bytes(bytes(range(256)) * 4)
    # Once a bug: the UnicodeDecodeError escaped 'friendly' (status 1, a traceback).
    fail(cli("replay", "noise.json"), "noise.json: ", "not UTF-8")


def test_replay_of_a_missing_file_or_a_folder(tmp_path):
    fail(cli("replay", "nowhere.json"), "nowhere.json: ", "No such file or directory")
    (tmp_path / "folder").mkdir()
    fail(cli("replay", "folder"), "folder")


# --- saved games: saves, export, delete, resume ---------------------------------------


def test_saves_on_a_new_file(env):
    out = ok(cli("saves"))
    assert out == f"No saved games in {env}.\n"


def test_a_finished_game_resumes_to_its_result_and_exports_and_replays(env, tmp_path):
    ok(cli("play", "the-alpha", "--players", 4, "--seed", 7, input=ONES))
    rec, players, status = saved(env)
    assert status == "over"

    out = ok(cli("resume", 1))
    assert PROMPT not in out
    assert out.splitlines()[:5] == [
        "The Alpha, 4 players, Play mode, edition: Placeholder edition (PLACEHOLDER data)",
        "  seat 1: Red - you", "  seat 2: Blue - automa", "  seat 3: Green - automa",
        "  seat 4: Yellow - automa"]
    assert result_part(out, rec)[1] == expected_result_rows(rec, players)

    out = ok(cli("export", 1, "game.json"))
    assert out == f"Game 1 written to game.json ({len(rec.steps)} steps).\n"
    exported = GameRecord.from_json((tmp_path / "game.json").read_text())
    assert exported == rec
    out = ok(cli("replay", "game.json"))
    assert out.splitlines()[-1] == (f"Replayed {len(rec.steps)} steps of game.json: every "
                                    "state matches its hash.")
    assert result_part(out, rec)[1] == expected_result_rows(rec, players)


def test_export_of_an_unfinished_game_replays_without_a_result(env, tmp_path):
    ok(cli("play", "the-alpha", "--seed", 7, input="1\n1\nquit\n"))
    rec, _, status = saved(env)
    assert status == "playing"
    ok(cli("export", 1, "game.json"))
    out = ok(cli("replay", "game.json", "--quiet"))
    assert out == (f"Replayed {len(rec.steps)} steps of game.json: every state matches "
                   "its hash.\nThe game is unfinished: the record stops before its end, "
                   "so there is no result.\n")


def test_an_export_that_fails_midway_leaves_the_old_record_whole(env, monkeypatch):
    """A full disk halfway through: the record already there is left as it was,
    no part of a file is left beside it, and the one line names the file."""
    ok(cli("play", "the-alpha", "--seed", 7, input="1\nquit\n"))
    ok(cli("export", 1, "game.json"))
    before = Path("game.json").read_bytes()
    write = Path.write_text

    def half_then_full(self, text, *args, **kwargs):
        write(self, text[:len(text) // 2], *args, **kwargs)
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as full:
        full.setattr(Path, "write_text", half_then_full)
        fail(cli("export", 1, "game.json", "--force"),
             "game.json: cannot write it (No space left on device); nothing was written")
        fail(cli("export", 1, "new.json"), "new.json: cannot write it")
    assert Path("game.json").read_bytes() == before
    assert sorted(p.name for p in Path().iterdir() if "json" in p.name) == ["game.json"]
    ok(cli("replay", "game.json", "--quiet"))


def test_a_damaged_save_is_not_exported(env):
    """Export replays the save, every hash checked (issue 20: replay with hashes
    stays the check for replay and export): a save whose step was changed is
    refused in one line naming the step, and no file is written."""
    ok(cli("play", "the-alpha", "--seed", 7, input="1\n1\nquit\n"))
    conn = sqlite3.connect(env)
    conn.execute("UPDATE steps SET hash = '0000000000000000' WHERE idx = 9")
    conn.commit()
    conn.close()
    fail(cli("export", 1, "game.json"), f"{env}: saved game 1: step 10 ")
    assert not list(Path().glob("*game.json*"))


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_an_export_to_a_device_writes_to_it_and_a_full_one_says_so(env):
    """A device is written to as it is, never replaced by a file."""
    ok(cli("play", "the-alpha", "--seed", 7, input="quit\n"))
    ok(cli("export", 1, os.devnull, "--force"))
    fail(cli("export", 1, "/dev/full", "--force"), "/dev/full: cannot write it (No space")
    assert Path("/dev/full").is_char_device() and Path(os.devnull).is_char_device()


def test_delete_then_resume_export_and_delete_again(env):
    ok(cli("play", "the-alpha", "--seed", 7, input="quit\n"))
    assert [r[0] for r in saves_rows()] == ["1"]
    asked = "Game 1: The Alpha, play mode, playing, 8 steps. This cannot be undone.\n"
    assert ok(cli("delete", 1, input="n\n")) == asked + "Delete game 1? [y/N]: n\nGame 1 is kept.\n"
    assert ok(cli("delete", 1)) == asked + "Delete game 1? [y/N]: \nGame 1 is kept.\n"
    assert [r[0] for r in saves_rows()] == ["1"]
    assert ok(cli("delete", 1, input="y\n")) == asked + "Delete game 1? [y/N]: y\nDeleted game 1.\n"
    fail(cli("resume", 1), f"{env}: there is no saved game 1")
    fail(cli("export", 1, "x.json"), f"{env}: there is no saved game 1")
    fail(cli("delete", 1), f"{env}: there is no saved game 1")
    ok(cli("play", "the-alpha", "--seed", 7, input="quit\n"))
    assert ok(cli("delete", 2, "--yes")) == "Deleted game 2.\n"
    assert ok(cli("saves")) == f"No saved games in {env}.\n"


def test_db_option_overrides_the_environment(env, tmp_path):
    other = tmp_path / "sub" / "other.sqlite3"
    other.parent.mkdir()
    ok(cli("play", "the-alpha", "--seed", 7, "--db", other, input="quit\n"))
    assert other.exists() and not env.exists()
    assert [r[:5] for r in saves_rows(other)] == [
        ["1", "the-alpha", "play", "a person, automa ×3", "playing"]]


def corrupt_files(tmp_path: Path) -> list[Path]:
    noise = tmp_path / "noise.sqlite3"
    noise.write_bytes(hashlib.sha256(b"wolves").digest() * 64)
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"SQLite format 3\x00" + hashlib.sha256(b"pack").digest() * 64)
    return [noise, damaged]


@pytest.mark.parametrize("kind", [0, 1], ids=["random-bytes", "sqlite-header-then-junk"])
@pytest.mark.parametrize("command", [
    ["saves"], ["play", "the-alpha", "--seed", "7"], ["resume", "1"], ["delete", "1"],
    ["export", "1", "x.json"]])
def test_a_corrupt_db_is_refused_and_left_untouched(tmp_path, kind, command):
    path = corrupt_files(tmp_path)[kind]
    before = path.read_bytes()
    line = fail(cli(*command, "--db", path, input="1\n" * 5), str(path))
    assert "saved-games file" in line
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["damaged.sqlite3", "noise.sqlite3"]


def test_a_corrupt_db_named_by_the_environment(env):
    env.write_bytes(os.urandom(4096))
    before = env.read_bytes()
    fail(cli("saves"), str(env), "not an automeeple saved-games file")
    assert env.read_bytes() == before


# --- play: mistakes --------------------------------------------------------------------


def test_a_choice_is_read_in_any_case():
    """-o difficulty=Hard is the choice "hard" (the record keeps the choice's own)."""
    assert common.parse_options(["Difficulty=Hard", "nippon=Yes"]) == {
        "difficulty": "Hard", "nippon": True}
    opts = catalog.get("blitzkrieg").parse_options({"difficulty": "HARD"})
    assert opts.difficulty == "hard"


@pytest.mark.parametrize("args, message", [
    (["the-alpha", "--players", "9"], "The Alpha takes 3 to 6 players, not 9"),
    (["the-alpha", "--players", "2", "--bots-only"], "The Alpha takes 3 to 6 players, not 2"),
    (["the-alpha", "--seat", "0"], "--seat must be one of 1, 2, 3, 4"),
    (["the-alpha", "-p", "3", "--seat", "4"], "--seat must be one of 1, 2, 3"),
    (["chess"], "unknown game 'chess'; games: "
                + ", ".join(sorted(info.id for info in catalog.games()))),
    (["the-alpha", "--option", "colour=red"],
     "the-alpha has no option 'colour'; options: pair_as_one_wolf"),
    (["the-alpha", "--option", "bad"], "--option 'bad': write it as NAME=VALUE"),
    (["the-alpha", "--option", "pair_as_one_wolf=maybe"],
     "option pair_as_one_wolf takes true or false, not 'maybe'"),
    (["the-alpha", "--bots", "genius"], "the-alpha has no bot 'genius'"),
    (["the-alpha", "--bots", "automa,random"], "names 2 bots for 3 seats"),
    (["the-alpha", "--bots-only", "--bots", "automa*3"], "names 3 bots for 4 seats"),
    (["the-alpha", "--players", "0"], "The Alpha takes 3 to 6 players, not 0"),
    (["wolves", "-o", "max_rounds=--1"], "option max_rounds takes a whole number, not '--1'"),
    (["wolves", "-o", "max_rounds=0"], "option max_rounds must be a whole number from 1 to"),
    (["the-alpha", "-o", "pair_as_one_wolf=true", "-o", "pair_as_one_wolf=false"],
     "--option pair_as_one_wolf is given twice"),
    (["the-alpha", "--edition", "missing.toml"],
     "missing.toml: cannot read an edition file"),
    (["the-alpha", "--bots-only", "--edition", "missing.toml"],
     "missing.toml: cannot read an edition file"),
])
def test_play_mistakes(env, args, message):
    fail(cli("play", *args, input=ONES), message)
    assert not env.exists()  # refused before a saved-games file is made


BAD_TOML = 'name = "unterminated\nplaceholder = \n'


def test_play_bots_only_with_a_malformed_edition(tmp_path):
    (tmp_path / "bad.toml").write_text(BAD_TOML)
    fail(cli("play", "the-alpha", "--bots-only", "--edition", "bad.toml"),
         "bad.toml: not valid TOML")


def test_play_with_a_malformed_edition_names_the_file(env, tmp_path):
    (tmp_path / "bad.toml").write_text(BAD_TOML)
    line = fail(cli("play", "the-alpha", "--edition", "bad.toml", input=ONES),
                "not valid TOML")
    # Once a bug: Session.new built the game without the file's name, so the message
    # said "edition: not valid TOML".
    assert "bad.toml: not valid TOML" in line


def test_play_with_a_binary_edition(tmp_path):
    (tmp_path / "bin.toml").write_bytes(bytes(range(128, 256)))
    for bots_only in (["--bots-only"], []):
        fail(cli("play", "the-alpha", *bots_only, "--edition", "bin.toml", input=ONES),
             "bin.toml: ", "not UTF-8")


def test_an_edition_with_bad_data_names_the_file_and_the_field(tmp_path):
    text = SHIPPED.read_text().replace('die = ["X", "D", "3", "4", "5", "6"]',
                                       'die = ["X", "D", "3", "4", "5", "Z"]')
    (tmp_path / "bad.toml").write_text(text)
    result = cli("play", "the-alpha", "--bots-only", "--edition", "bad.toml")
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert result.stderr.startswith("error: bad.toml: invalid edition: tiles[11] (Livestock).die: ")
    assert result.stderr.count("\n") == 1, "one line"
    assert "tiles[11] (Livestock).die" in result.stderr and "'Z' is not a die face" in result.stderr


@pytest.mark.parametrize("command", [["play", "blitzkrieg", "--bots-only"],
                                     ["table", "blitzkrieg"],
                                     ["simulate", "blitzkrieg", "-n", 1],
                                     ["edition", "check", "--game", "blitzkrieg"]])
def test_another_games_edition_is_named_as_such(tmp_path, command):
    """The Wolves' edition given for BLITZKRIEG!: one short line saying whose it
    is, not every field the one game misses and the other adds."""
    wolves = catalog.get("wolves").edition_path
    args = [*command, wolves] if command[0] == "edition" else [*command, "--edition", wolves]
    line = fail(cli(*args, input="quit\n"),
                f"{wolves}: an edition of The Wolves, not of BLITZKRIEG! (its fields are "
                "those of The Wolves)")
    assert len(line) < 200


# --- a person's own edition ------------------------------------------------------------


def own_edition(tmp_path: Path) -> tuple[Path, str]:
    text = SHIPPED.read_text(encoding="utf-8")
    changes = [('name = "Placeholder edition"', 'name = "My own copy"'),
               ("placeholder = true", "placeholder = false"),
               # The Livestock is in play at every player count.
               ('die = ["X", "D", "3", "4", "5", "6"]', 'die = ["X", "D", "3", "4", "5", "9"]')]
    for old, new in changes:
        assert text.count(old) == 1
        text = text.replace(old, new)
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    return path, text


def test_own_edition_plays_bots_only_and_its_record_replays_without_the_file(tmp_path):
    path, text = own_edition(tmp_path)
    played = ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--edition", path,
                    "--record", "r.json"))
    assert played.splitlines()[0] == ("The Alpha, 4 bots (automa, automa, automa, automa), "
                                      "seed 3, edition: My own copy")
    assert "PLACEHOLDER" not in played
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["edition_text"] == text
    assert data["edition_hash"] == hashlib.sha256(text.encode()).hexdigest()[:16]
    shipped = ok(cli("play", "the-alpha", "--bots-only", "--seed", 3))
    assert played.splitlines()[1:-1] != shipped.splitlines()[1:]  # the new die matters

    path.unlink()  # the record carries the edition
    out = ok(cli("replay", "r.json"))
    assert out.splitlines()[-1].endswith("every state matches its hash.")
    assert out.splitlines()[:-1] == played.splitlines()[1:-1]

    # Without the edition text the record cannot be replayed on the shipped edition.
    tamper(tmp_path / "r.json", lambda d: d.update(edition_text=None))
    fail(cli("replay", "r.json"), "r.json was played with edition ", "not the shipped one")


def test_own_edition_in_a_saved_game_resumes_and_exports(env, tmp_path):
    path, text = own_edition(tmp_path)
    out = ok(cli("play", "the-alpha", "--seed", 7, "--edition", path, input="1\nquit\n"))
    assert out.splitlines()[0] == "The Alpha, 4 players, Play mode, edition: My own copy"
    path.unlink()
    out = ok(cli("resume", 1, input="quit\n"))
    assert out.splitlines()[0] == "The Alpha, 4 players, Play mode, edition: My own copy"
    ok(cli("export", 1, "game.json"))
    assert json.loads((tmp_path / "game.json").read_text())["edition_text"] == text
    assert "every state matches its hash.\n" in ok(cli("replay", "game.json", "--quiet"))


# --- simulate ---------------------------------------------------------------------------

SIM = ["simulate", "the-alpha", "--players", "4", "--games", "30", "--seed", "5"]
TITLE = "The Alpha, 4 players, 30 games, seed 5 (Placeholder edition (PLACEHOLDER data))"


def sim_table(output: str) -> str:
    """The output from the table on: without the progress bar and its timer."""
    lines = output.splitlines()
    assert lines[0].startswith("The Alpha: 30 games ") and re.search(
        r" 30/30 0:00:\d\d taken, 0:00:00 left$", lines[0])
    start = next(i for i, line in enumerate(lines) if line.strip() == TITLE)
    return "\n".join(lines[start:])


def test_simulate_gives_the_same_table_with_one_or_two_workers():
    one = sim_table(ok(cli(*SIM, "--workers", 1)))
    two = sim_table(ok(cli(*SIM, "--workers", 2)))
    assert one == two
    rows = table_rows(one)
    assert [r[:2] for r in rows] == [["1 Red", "automa"], ["2 Blue", "automa"],
                                     ["3 Green", "automa"], ["4 Yellow", "automa"]]
    assert sum(int(r[2]) for r in rows) == 30
    assert re.fullmatch(r"Game length: mean \d+\.\d decisions, median \d+(\.5)?\.",
                        one.splitlines()[-2])
    assert one.splitlines()[-1] == "How games ended: last-week 100.0%."
    other = ok(cli(*SIM[:-1], "6", "--workers", 1))
    assert "30 games, seed 6 (" in other
    assert table_rows(other) != rows


def test_simulate_writes_one_csv_row_per_game(tmp_path):
    out = ok(cli(*SIM, "--workers", 1, "--out", "x.csv"))
    assert out.splitlines()[-1] == "30 rows written to x.csv"
    with (tmp_path / "x.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 30
    assert [int(r["game"]) for r in rows] == list(range(30))
    assert list(rows[0]) == ["game", "seed", "winner", *(f"score_{s}" for s in range(4)),
                             *(f"place_{s}" for s in range(4)), "decisions", "chance_steps",
                             "ended_by"]
    # The table's wins are the CSV's winners.
    wins = Counter(int(r["winner"]) for r in rows)
    table = table_rows(sim_table(out))
    assert [int(r[2]) for r in table] == [wins[s] for s in range(4)]


def test_simulate_refuses_an_unknown_table_format_before_playing(tmp_path):
    fail(cli(*SIM, "--out", "x.txt"), "cannot write 'x.txt': the file name must end in .csv")
    assert not (tmp_path / "x.txt").exists()


def test_simulate_with_random_bots():
    out = ok(cli(*SIM, "--seats", "random*4"))
    assert [r[1] for r in table_rows(sim_table(out))] == ["random"] * 4


def test_simulate_at_80_columns_cuts_nothing_short(monkeypatch):
    """A terminal of 80 columns: what does not fit a column goes on to the next line,
    never '…' (an interval, a bot's name, a column's name)."""
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))
    for args in (["nim", "-n", 5, "--seats", "ismcts:5:mast,random"],
                 ["blitzkrieg", "-n", 2, "--by", "difficulty"]):
        out = ok(cli("simulate", *args))
        assert "…" not in out
    assert "…" not in ok(cli("games"))


def test_games_at_80_columns_breaks_lines_between_words(monkeypatch):
    """Where the longest words fit, each column is at least its longest word wide:
    "Placeholder" is never shown as "Placeholde" and "r"."""
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))
    out = ok(cli("games"))
    table = out[:out.index("└")]
    shown = set(re.split(r"[\s│┃]+", table))
    for info in catalog.games():
        assert set((info.title + " " + info.edition_status()).split()) <= shown, info.id
    assert max(map(len, table.splitlines())) <= 80


def test_saves_at_80_columns_lists_a_game_a_block(env, monkeypatch):
    """Too wide for 80 columns, the saved games are listed a game a block, each
    fact whole (the table broke "a person, the solo rules" over four lines and cut
    the date to "2026-11…"): its line, who plays, the result."""
    ok(cli("play", "the-alpha", "--seed", 7, input="quit\n"))
    ok(cli("play", "the-alpha", "--players", 4, "--seed", 7, input=ONES))
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))
    out = ok(cli("saves"))
    assert "…" not in out and max(map(len, out.splitlines())) <= 80
    assert out.startswith("Saved games, last played (UTC), in ")
    head, body = out.split("\n2 the-alpha", 1)
    assert "".join(head.split("\n")).endswith(f"{env}:")
    lines = [line.rstrip() for line in ("2 the-alpha" + body).splitlines()]
    with Store.open(env) as store:
        summary = next(r.summary for r in store.list() if r.id == 2)
    assert re.fullmatch(r"2 the-alpha · play · over · \d+ steps · \d{4}-\d\d-\d\d \d\d:\d\d",
                        lines[0])
    assert lines[1] == "  a person, automa ×3"
    assert " ".join(" ".join(lines[2:-2]).split()) == summary
    assert re.fullmatch(r"1 the-alpha · play · playing · 8 steps · .*", lines[-2])
    assert lines[-1] == "  a person, automa ×3"


def test_fitted_gives_the_room_left_to_the_columns_wanting_most():
    assert common.fitted([5, 3, 4], [20, 3, 6], 15) == [8, 3, 4]
    assert common.fitted([5, 3, 4], [6, 3, 5], 30) == [6, 3, 5]


def test_a_simulation_names_the_seat_the_solo_rules_play(monkeypatch):
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=120))
    out = ok(cli("simulate", "blitzkrieg", "-n", 2))
    assert "solo-bot" not in out
    assert [row[:2] for row in table_rows(out)] == [["1 Allies", "baseline"],
                                                   ["2 Axis", "the solo rules"]]
    out = ok(cli("simulate", "blitzkrieg", "-n", 1, "--by", "difficulty"))
    assert "Axis (the solo rules)" in out and "solo-bot" not in out


def test_simulate_by_an_option_fits_80_columns_for_two_seats(monkeypatch):
    """A column a seat (win rate, interval, mean score), as calibrate's: no word or
    interval broken at 80 columns ("difficult" "y", "(38.7%-78" ".1%)" once)."""
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))
    out = ok(cli("simulate", "blitzkrieg", "-n", 3, "--by", "difficulty"))
    table = out[out.index("┏"):out.index("└")]
    assert max(map(len, table.splitlines())) <= 80
    shown = set(re.split(r"[\s│┃]+", table))
    assert {"difficulty", "decisions", "easy", "medium", "hard", "VP"} <= shown
    assert all(re.fullmatch(r"\d+\.\d%-\d+\.\d%", cell) for cell in shown
               if "%-" in cell), "every interval whole"
    assert "Each seat: its win rate, its 95% interval under it, then its mean VP." in out


@pytest.mark.parametrize("command", ["simulate", "calibrate"])
def test_a_run_stopped_with_ctrl_c_says_what_it_kept(monkeypatch, command):
    from automeeple.sim import runner as sim_runner

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(sim_runner, "begin", interrupted)
    kept = cli(command, "nim", "-n", 5, "--out", "x.csv")
    assert kept.exit_code == 130
    assert kept.stderr.strip() == (
        "Stopped: the games played are kept with x.csv; the same command with --resume "
        "plays the rest." if command == "simulate" else
        # calibrate keeps games in x.csv.games once its first games are timed
        "Stopped: nothing is kept yet (x.csv.games keeps the games once the first ones are "
        "timed); the same command starts the run again.")
    lost = cli(command, "nim", "-n", 5)
    assert lost.exit_code == 130 and lost.stderr.strip().startswith("Stopped: nothing is kept")


def test_site_into_a_folder_that_does_not_exist_is_refused_and_makes_none(tmp_path):
    out = tmp_path / "no" / "such" / "site"
    line = fail(cli("site", out, "--cache", tmp_path / "cache"))
    assert line == f"error: site {out}: the folder {out.parent} does not exist"
    assert not (tmp_path / "no").exists() and not (tmp_path / "cache").exists()


def test_simulate_with_mixed_bots():
    out = ok(cli("simulate", "the-alpha", "-p", 3, "-n", 5, "--seats", "automa, random*2"))
    assert [r[1] for r in table_rows(out)] == ["automa", "random", "random"]


@pytest.mark.parametrize("args, message", [
    (["--seats", "automa*3"], "'automa*3' names 3 bots for 4 seats (for example: automa*4)"),
    (["--seats", "genius*4"], "the-alpha has no bot 'genius'; bots: automa, random"),
    (["--seats", "automa*0"], "bad seat item 'automa*0'"),
    (["--seats", "automa*x"], "bad seat item 'automa*x'"),
    (["--seats", ""], "has no bot ''"),
    (["--players", "7"], "The Alpha takes 3 to 6 players, not 7"),
    (["--games", "0"], "the number of games must be at least 1, not 0"),
    (["--workers", "0"], "the number of workers must be at least 1, not 0"),
    (["--option", "colour=red"], "the-alpha has no option 'colour'"),
    (["--edition", "missing.toml"], "missing.toml: cannot read an edition file"),
])
def test_simulate_mistakes(args, message):
    base = ["simulate", "the-alpha", "--games", "3"]
    if "--players" not in args:
        base += ["--players", "4"]
    fail(cli(*base, *args), message)


def test_simulate_with_a_malformed_edition(tmp_path):
    (tmp_path / "bad.toml").write_text(BAD_TOML)
    fail(cli("simulate", "the-alpha", "-n", 3, "--edition", "bad.toml"),
         "bad.toml: not valid TOML")


def test_simulate_with_own_edition(tmp_path):
    path, _ = own_edition(tmp_path)
    out = ok(cli("simulate", "the-alpha", "-p", 4, "-n", 5, "--edition", path))
    assert "The Alpha, 4 players, 5 games, seed 1 (My own copy)" in out


def test_simulate_says_how_games_ended():
    out = ok(cli("simulate", "the-alpha", "--games", 8))
    assert "How games ended: last-week 100.0%." in out
    out = ok(cli("simulate", "the-alpha", "--games", 4, "--by", "pair_as_one_wolf"))
    assert "ended by" in out and "last-week 100.0%" in out
