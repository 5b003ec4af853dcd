"""A tester's defects in the hint settings and the simulator's command line: a bad
``AUTOMEEPLE_HINT_ITERATIONS`` or ``AUTOMEEPLE_HINT_SECONDS`` is one line naming the
variable and what it may be, never a traceback nor a hint of nothing; ``simulate
--resume`` refuses a kept row no game can end with (README: a damaged file is
refused)."""

from __future__ import annotations

from pathlib import Path

import pytest

from automeeple.agents import ismcts
from automeeple.sim.output import names

from .test_cli import cli, fail, isolate, ok


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    monkeypatch.delenv("AUTOMEEPLE_HINT_ITERATIONS", raising=False)
    monkeypatch.delenv("AUTOMEEPLE_HINT_SECONDS", raising=False)
    return isolate(tmp_path, monkeypatch)


@pytest.mark.parametrize("value", ["abc", "1.5", "0", "-5", "100000", ""])
def test_a_bad_hint_iterations_is_one_line_naming_it_and_its_range(value, monkeypatch):
    """Said at the hint, in one line; the game goes on (quit saves it)."""
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", value)
    out = ok(cli("play", "blitzkrieg", "--seed", "3", input="hint\nquit\n"))
    line = next(x.partition("your move> ")[2] for x in out.splitlines()
                if "AUTOMEEPLE_HINT_ITERATIONS" in x)
    assert line.startswith(f"AUTOMEEPLE_HINT_ITERATIONS={value!r}") and "from 1 to 10000" in line
    assert "Game 1 saved" in out


@pytest.mark.parametrize("value", ["abc", "0", "-1", "nan", "inf"])
def test_a_bad_hint_seconds_is_one_line_naming_it(value, monkeypatch):
    monkeypatch.setenv("AUTOMEEPLE_HINT_SECONDS", value)
    out = ok(cli("play", "blitzkrieg", "--seed", "3", input="hint\nquit\n"))
    line = next(x.partition("your move> ")[2] for x in out.splitlines()
                if "AUTOMEEPLE_HINT_SECONDS" in x)
    assert line.startswith(f"AUTOMEEPLE_HINT_SECONDS={value!r}") and "seconds above 0" in line
    assert "Game 1 saved" in out


def test_good_hint_settings_are_taken(monkeypatch):
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", " 10000 ")
    monkeypatch.setenv("AUTOMEEPLE_HINT_SECONDS", "1.5")
    assert ismcts.hint_budget(150) == (10000, 1.5)
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", "1")
    monkeypatch.delenv("AUTOMEEPLE_HINT_SECONDS")
    assert ismcts.hint_budget(150) == (1, None)


# --- simulate --resume: a kept row is one a game can end with -------------------------

SIMULATE = ["simulate", "blitzkrieg", "--seats", "random", "-n", 6, "--seed", 2]


@pytest.fixture
def cut(tmp_path) -> tuple[Path, list[str]]:
    """A two-seat run's file cut short after four games, and those games' lines."""
    cli(*SIMULATE, "--out", "r.csv")
    path = tmp_path / "r.csv"
    lines = path.read_text().splitlines(keepends=True)[:5]
    path.write_text("".join(lines))
    return path, lines


def damaged(line: str, column: str, value: str) -> str:
    """``line`` of the run's file with ``column`` holding ``value``."""
    values = line.rstrip("\n").split(",")
    values[names(2).index(column)] = value
    return ",".join(values) + "\n"


@pytest.mark.parametrize("column, value, says", [
    ("place_0", "7", "place_0 is 7, not 1 to 2"),
    ("place_1", "9", "place_1 is 9, not 1 to 2"),
    ("place_0", "0", "place_0 is 0, not 1 to 2"),
    ("winner", "0", "the winner is 0, not a seat in first place"),
    ("winner", "5", "the winner is 5, not a seat in first place"),
    ("decisions", "-18", "decisions is -18, below 0"),
    ("chance_steps", "-1", "chance_steps is -1, below 0"),
    ("ended_by", "bogus-ending", "ended_by is 'bogus-ending', not a way blitzkrieg ends "
                                 "(vp-target, final-turn, no-legal-unit, board-closed)"),
    ("ended_by", "", "ended_by is '', not a way blitzkrieg ends"),
    ("score_0", "1_0", "holds a value that is not a whole number"),
    ("score_1", "+25", "holds a value that is not a whole number"),
    ("decisions", " 9", "holds a value that is not a whole number"),
])
def test_a_kept_row_no_game_ends_with_is_refused_naming_file_and_line(cut, column, value,
                                                                       says):
    path, lines = cut
    lines[3] = damaged(lines[3], column, value)
    path.write_text("".join(lines))
    before = path.read_bytes()
    fail(cli(*SIMULATE, "--out", "r.csv", "--resume"),
         f"--resume {path.name}: not a run's file to go on with: line 4", says,
         "nothing was changed")
    assert path.read_bytes() == before


def test_a_sound_cut_file_still_goes_on(cut):
    out = ok(cli(*SIMULATE, "--out", "r.csv", "--resume"))
    assert "r.csv holds the first 4 of the 6 games: playing the other 2." in out


# --- calibrate stopped while its first games are timed -------------------------------


def test_calibrate_stopped_while_timing_says_nothing_is_kept_yet(tmp_path, monkeypatch):
    from automeeple.sim import runner as sim_runner

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(sim_runner, "play_chunk", interrupted)
    stopped = cli("calibrate", "nim", "-n", 5, "--out", "calA.csv")
    assert stopped.exit_code == 130
    assert stopped.stderr.strip() == ("Stopped: nothing is kept yet (calA.csv.games keeps the "
                                      "games once the first ones are timed); the same command "
                                      "starts the run again.")
    assert not (tmp_path / "calA.csv.games").exists()
    assert not (tmp_path / "calA.csv").exists()


# --- small: one row, the seat the file counts, the options the levels set ------------


def test_one_row_is_written_as_one_row(tmp_path):
    out = ok(cli("simulate", "nim", "-n", 1, "--out", "one.csv"))
    assert out.endswith("\n1 row written to one.csv\n")
    assert ", 1 game, seed" in out
    out = ok(cli("calibrate", "blitzkrieg", "--ladder", "random", "--level", "easy", "-n", 1,
                 "--out", "cal.csv"))
    assert out.endswith("\n1 row written to cal.csv\n")
    assert "Your seat's win rate, 1 game a cell" in out


@pytest.mark.parametrize("args, says", [
    (["calibrate", "blitzkrieg", "-o", "difficulty=hard"],
     "--option difficulty is set by the levels (easy, medium, hard): leave it out, and "
     "choose the levels with --level (--level hard)"),
    (["calibrate", "blitzkrieg", "--level", "nippon", "-o", "nippon=true"],
     "--option nippon is set by the level (nippon): leave it out, and choose the levels "
     "with --level (--level nippon)"),
    (["calibrate", "blitzkrieg", "--by", "difficulty", "-o", "difficulty=hard"],
     "--option difficulty and --by difficulty both set difficulty: give one of them"),
    (["simulate", "blitzkrieg", "--by", "difficulty", "-o", "difficulty=hard"],
     "--option difficulty and --by difficulty both set difficulty: give one of them"),
])
def test_an_option_the_levels_set_says_how_to_choose_levels(args, says):
    assert fail(cli(*args, "-n", 1)) == f"error: {says}"
