"""Bad input at the command line, found by a hunt: each is one line and changes
nothing (digits Python cannot read, option values with spaces or none, answers to
the edition walk-through, a file name too long for an edition's name, records and
saves edited by hand, a run's file beside ``simulate --out``)."""

from __future__ import annotations

import json
import sqlite3

import pytest

from automeeple import catalog
from automeeple.cli import common
from automeeple.sessions.store import Store

from .test_cli import cli, fail, isolate, ok
from .test_editions import shipped_answers


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


# --- digits that str.isdigit() takes and int() does not --------------------------------

@pytest.mark.parametrize("args", [
    ("play", "the-alpha", "--seat", "²"),
    ("play", "the-alpha", "--seat", "9" * 5000),
    ("play", "the-alpha", "--bots", "random*²"),
    ("play", "the-alpha", "--bots", "openspiel-ismcts:²"),
    ("play", "the-alpha", "--bots", "openspiel-ismcts:" + "9" * 5000),
    ("simulate", "the-alpha", "--seats", "random*²", "-n", 1),
])
def test_odd_digits_in_seats_and_bots_are_one_line(args):
    fail(cli(*args))


# --- --option NAME=VALUE ---------------------------------------------------------------

def test_an_option_value_with_spaces_around_it_is_read_as_the_value():
    ok(cli("play", "blitzkrieg", "--bots-only", "--seed", 1, "-o", "difficulty= hard"))


@pytest.mark.parametrize("pair, missing", [("difficulty=", "no value"), ("=hard", "no name"),
                                           (" = ", "no name")])
def test_an_option_without_a_name_or_a_value_says_so(pair, missing):
    fail(cli("play", "blitzkrieg", "-o", pair), "write it as NAME=VALUE", missing)


def test_an_option_of_more_digits_than_python_reads_is_one_line():
    fail(cli("play", "wolves", "-o", "max_rounds=" + "9" * 5000),
         "option max_rounds takes a whole number")
    fail(cli("play", "wolves", "-o", "max_rounds=-3"),
         "option max_rounds must be a whole number from 1 to 1000, not -3")


# --- the edition walk-through ------------------------------------------------------------

def walk(tmp_path, game: str, before: str, typed: str):
    """``edition new`` answered as the shipped edition up to the question whose
    path ends in ``before``, which gets ``typed``; then quit."""
    info = catalog.get(game)
    questions = catalog.load(info.walkthrough)(info.shipped_edition())
    answers = shipped_answers(game)
    k = next(k for k, q in enumerate(questions) if q.path[-1] == before)
    result = cli("edition", "new", game, "mine.toml",
                 input="\n".join([*answers[:k], typed, "quit"]) + "\n")
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Stopped; nothing was written." in result.output
    assert not (tmp_path / "mine.toml").exists()
    return result.output


@pytest.mark.parametrize("typed", ["9" * 5000, "²", "- 5"])
def test_a_number_python_cannot_read_is_no_whole_number(tmp_path, typed):
    # The battle track's length, the first question.
    assert "is not a whole number; try again." in walk(tmp_path, "blitzkrieg", "track", typed)


def test_a_campaign_whose_vp_is_no_number_is_asked_again(tmp_path):
    assert "start with the VP on its shield" in walk(tmp_path, "blitzkrieg", "campaigns",
                                                      "²: land")


def test_a_number_too_long_to_read_inside_an_answer_is_asked_again(tmp_path):
    out = walk(tmp_path, "blitzkrieg", "bonus", "9" * 5000 + ":1")
    assert "holds a number too long to read; try again." in out


@pytest.mark.parametrize("name", ["a-very-very-very-long-name-for-my-own-edition.toml",
                                  "tab\there.toml", "my edition.toml"])
def test_any_file_name_gives_an_edition_that_is_written(tmp_path, name):
    answers = shipped_answers("the-alpha")
    out = ok(cli("edition", "new", "the-alpha", name, input="\n".join(answers) + "\n"))
    assert "Written " in out and (tmp_path / name).is_file()
    if name == "my edition.toml":  # the command to play it, as it can be typed
        assert "--edition 'my edition.toml'" in out
    assert "a valid edition of The Alpha" in ok(cli("edition", "check", name))


# --- records edited by hand --------------------------------------------------------------

@pytest.fixture
def record_file(tmp_path):
    ok(cli("play", "the-alpha", "--bots-only", "--seed", 3, "--record", "game.json"))
    return tmp_path / "game.json"


def edited(path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_a_step_that_does_not_replay_names_the_record(record_file):
    edited(record_file, lambda d: d["steps"][0].update(action="nonsense"))
    fail(cli("replay", "game.json"), "game.json: step 1:")


def test_a_changed_header_names_the_record(record_file):
    edited(record_file, lambda d: d.update(seed=d["seed"] + 1))
    fail(cli("replay", "game.json"), "game.json: the record's game")


def test_a_huge_action_is_not_quoted_whole(record_file):
    edited(record_file, lambda d: d["steps"][0].update(action="x" * 100_000))
    line = fail(cli("replay", "game.json"), "game.json: step 1:", "characters left out")
    assert len(line) <= common.LONGEST_ERROR + 100


def test_a_missing_field_is_named(record_file):
    edited(record_file, lambda d: d.pop("players"))
    fail(cli("replay", "game.json"), "damaged game record (it has no players)")


# --- saved games edited by hand ----------------------------------------------------------

@pytest.fixture
def saved(env):
    result = cli("play", "the-alpha", "--seed", 5, input="1\n1\n")
    assert result.exit_code == 1, result.output
    return env


@pytest.mark.parametrize("change, says", [
    ("UPDATE steps SET action = x'00ff' WHERE idx = 3", "step 4 has an action that is not text"),
    ("UPDATE steps SET seat = 'x' WHERE idx = 3", "step 4 has a seat that is not a whole number"),
    ("UPDATE sessions SET header = '{}'", "(it has no options)"),
])
@pytest.mark.parametrize("command", [("resume", 1), ("export", 1, "out.json")])
def test_a_damaged_saved_step_is_one_line(saved, tmp_path, change, says, command):
    with sqlite3.connect(saved) as conn:
        conn.execute(change)
    conn.close()
    fail(cli(*command), "saved game 1", says)
    assert not (tmp_path / "out.json").exists()


def test_a_saved_game_with_a_bot_this_automeeple_has_not_is_one_line(saved):
    from automeeple.engine.records import GameRecord

    with sqlite3.connect(saved) as conn:
        (text,) = conn.execute("SELECT header FROM sessions").fetchone()
        header = json.loads(text)
        header["players"][1] = "openspiel-ismcts:²"
        header["fingerprint"] = GameRecord.from_data(header, [], "x").header_hash()
        conn.execute("UPDATE sessions SET header = ?", (json.dumps(header),))
    conn.close()
    fail(cli("resume", 1), "saved game 1:", "has no bot 'openspiel-ismcts:²'")


@pytest.mark.parametrize("command", [("resume", 1), ("delete", 1), ("export", 1, "out.json")])
def test_an_empty_saved_games_file_is_left_empty(env, command):
    env.write_bytes(b"")
    fail(cli(*command), "no saved games yet")
    assert env.stat().st_size == 0


def test_store_open_without_create_leaves_an_empty_file_alone(tmp_path):
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    with pytest.raises(Exception, match="no saved games yet"):
        Store.open(path, create=False)
    assert path.stat().st_size == 0


# --- simulate --out: the run's file beside it --------------------------------------------

def test_an_existing_run_file_beside_the_out_file_is_not_written_over(tmp_path):
    beside = tmp_path / "runs.csv.run.json"
    beside.write_text('{"mine": 1}\n')
    fail(cli("simulate", "the-alpha", "-n", 1, "--out", "runs.csv"), "runs.csv.run.json",
         "--force")
    assert beside.read_text() == '{"mine": 1}\n'
    assert not (tmp_path / "runs.csv").exists()
    ok(cli("simulate", "the-alpha", "-n", 1, "--out", "runs.csv", "--force"))
    assert json.loads(beside.read_text())["game"] == "the-alpha"


def test_a_run_file_that_cannot_be_written_leaves_no_out_file(tmp_path):
    from automeeple.engine.core import GameError
    from automeeple.sim.resume import Run, open_rows

    (tmp_path / "runs.csv.run.json").mkdir()
    run = Run("the-alpha", 4, ["automa"] * 4, {}, "shipped", 1, 1)
    with pytest.raises(GameError, match="no game was played"):
        open_rows(tmp_path / "runs.csv", run)
    assert not (tmp_path / "runs.csv").exists()
