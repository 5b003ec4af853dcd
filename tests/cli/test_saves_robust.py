"""The command line after what a tester found: a save a crash cut short is rolled
back and every command goes on; a record whose players do not number its seats, or
whose fingerprint is empty, is refused in one line; an odd row lists as one damaged
game; no output file is the saved-games file, --force or not; and Ctrl-C while the
program starts is a stop, not a traceback."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from automeeple.engine.records import GameRecord

from ..sessions.test_saves_robust import crashed
from ..sessions.test_store_damage import files
from .test_cli import ONES, cli, fail, isolate, ok, saved, saves_rows


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def two_games() -> None:
    """Game 1 of The Alpha played to its end, game 2 stopped after two moves."""
    ok(cli("play", "the-alpha", "--seed", 7, input=ONES))
    ok(cli("play", "the-alpha", "--seed", 7, input="1\n1\nquit\n"))


# --- a save cut short by a crash ------------------------------------------------------------

def test_after_a_crash_mid_save_every_command_finds_every_step(env, tmp_path):
    two_games()
    over, playing = saved(env, 1)[0], saved(env, 2)[0]
    copy = crashed(env, tmp_path / "crash")
    rows = saves_rows(copy)
    assert [row[:6] for row in rows] == [
        ["2", "the-alpha", "play", "a person, automa ×3", "playing",
         str(len(playing.steps))],
        ["1", "the-alpha", "play", "a person, automa ×3", "over",
         str(len(over.steps))]]
    assert "Replayed" not in ok(cli("resume", 1, "--db", copy))  # its result, no prompt
    ok(cli("export", 2, "two.json", "--db", copy))
    assert GameRecord.from_json(Path("two.json").read_text()) == playing


# --- records whose header cannot be checked -------------------------------------------------

def exported(change) -> Path:
    """Game 1 (over, 4 seats) exported to r.json, then its data changed by ``change``."""
    ok(cli("export", 1, "r.json"))
    path = Path("r.json")
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return path


def forged(data: dict) -> None:
    """One player for the four seats, and a fingerprint made for that header."""
    data["players"] = ["human"]
    data["fingerprint"] = GameRecord.from_data(data, [], "x").header_hash()


def test_a_record_with_an_empty_fingerprint_is_refused_as_one_without(env):
    two_games()
    path = exported(lambda data: data.update(fingerprint="", players=["human"]))
    assert fail(cli("replay", path)) == ("error: r.json: the record has no fingerprint (made "
                                         "by an older automeeple, or edited)")


def test_a_record_naming_too_few_players_for_its_seats_is_one_line(env):
    two_games()
    path = exported(forged)
    assert fail(cli("replay", path)) == "error: r.json: the record names 1 player for 4 seats"


def test_a_save_naming_too_few_players_for_its_seats_is_one_line(env):
    two_games()
    conn = sqlite3.connect(env)
    (text,) = conn.execute("SELECT header FROM sessions WHERE id = 1").fetchone()
    header = json.loads(text)
    forged(header)
    with conn:
        conn.execute("UPDATE sessions SET header = ? WHERE id = 1", (json.dumps(header),))
    conn.close()
    before = files(env.parent)
    assert fail(cli("resume", 1)) == (f"error: {env}: saved game 1: the record names 1 "
                                      "player for 4 seats")
    assert files(env.parent) == before


# --- an odd row in the file -----------------------------------------------------------------

@pytest.mark.parametrize(("column", "value"), [
    ("header", '{"seats": 1e400, "players": ["human", "automa", "automa", "automa"]}'),
    ("summary", b"\x00\xff"),
])
def test_saves_lists_an_odd_row_as_damaged_and_the_other_games(env, column, value):
    two_games()
    with sqlite3.connect(env) as conn:
        conn.execute(f"UPDATE sessions SET {column} = ? WHERE id = 1", (value,))
    conn.close()
    rows = saves_rows()
    assert [row[:5] for row in rows] == [
        ["2", "the-alpha", "play", "a person, automa ×3", "playing"],
        ["1", "the-alpha", "play", "", "damaged"]]


# --- no output file is the saved-games file -------------------------------------------------

@pytest.mark.parametrize("command", [
    ("export", 1, "s.sqlite3"), ("export", 1, "./s.sqlite3"),
    ("play", "the-alpha", "--seed", 7, "--record", "s.sqlite3"),
    ("play", "the-alpha", "--bots-only", "--record", "s.sqlite3"),
    ("table", "the-alpha", "--record", "sub/../s.sqlite3"),
])
def test_the_saved_games_file_is_no_output_even_with_force(env, command):
    two_games()
    before = files(env.parent)
    path = Path(command[-1])  # as the line names it: ./s.sqlite3 is s.sqlite3
    option = "--record" if command[0] != "export" else "export"
    assert fail(cli(*command, "--force", input=ONES)) == (
        f"error: {option} {path}: that is the saved-games file; write to another file")
    assert files(env.parent) == before


def test_the_file_db_names_is_no_output_either(env, tmp_path):
    ok(cli("play", "the-alpha", "--seed", 7, "--db", "victim.db", input="1\nquit\n"))
    before = files(tmp_path)
    victim = tmp_path / "victim.db"  # another path to it than --db's
    assert fail(cli("export", 1, victim, "--db", "victim.db", "--force")) == (
        f"error: export {victim}: that is the saved-games file; write to another file")
    assert fail(cli("play", "the-alpha", "--record", victim, "--db", "victim.db",
                    "--force")) == (f"error: --record {victim}: that is the saved-games "
                                    "file; write to another file")
    assert files(tmp_path) == before


# --- Ctrl-C while the program starts --------------------------------------------------------

#: The program, started with Ctrl-C pressed as the module ``name`` imports.
STARTED = """
import sys

class Interrupted:
    def find_spec(self, name, path=None, target=None):
        if name == {name!r}:
            raise KeyboardInterrupt

sys.meta_path.insert(0, Interrupted())
sys.argv = ["automeeple", "games"]
from automeeple.cli.entry import main
main()
"""


@pytest.mark.parametrize("module", ["typer", "automeeple.cli.app"])
def test_ctrl_c_while_the_program_starts_stops_it_with_status_130(module):
    """typer: as the extras are checked; automeeple.cli.app: the commands."""
    run = subprocess.run([sys.executable, "-c", STARTED.format(name=module)],
                         capture_output=True, text=True, timeout=60)
    assert (run.returncode, run.stdout, run.stderr) == (130, "\n", "")
