"""Long work says how long (simulate and calibrate, issue 20.5): each batch's first games are timed
before the run, the run says how long it should take when that is more than a
minute, and the bar shows the time left. Timing changes no result: the timed games
are the batch's first, and the run plays the rest."""

from __future__ import annotations

import itertools

import pytest
from typer.testing import CliRunner

from automeeple.cli.app import app
from automeeple.cli.common import duration
from automeeple.sim import calibrate, simulate
from automeeple.sim import runner as sim_runner
from automeeple.sim.backends import LocalPool

cli = CliRunner()


@pytest.mark.parametrize("workers", [1, 2])
def test_a_run_begun_by_its_timed_games_gives_the_same_rows(workers):
    args = ("wolves", 3, ["random", "solo-bot", "solo-bot"], 7, 11)
    begun = sim_runner.begin(*args)
    assert 1 <= len(begun.rows) <= sim_runner.TIMED_GAMES
    assert [r.game for r in begun.rows] == list(range(len(begun.rows)))
    seen = []
    with LocalPool(workers) as pool:
        rows = simulate(*args, workers, backend=pool, begun=begun,
                        progress=seen.append)
    assert rows == simulate(*args, 1)
    assert seen[0] == len(begun.rows) and seen[-1] == 7


@pytest.fixture
def slow_games(monkeypatch):
    """A machine on which half a minute passes between two looks at the clock."""
    ticks = itertools.count()
    monkeypatch.setattr(sim_runner.time, "perf_counter", lambda: 30.0 * next(ticks))


def test_a_short_run_says_nothing_of_its_length():
    result = cli.invoke(app, ["calibrate", "blitzkrieg", "--ladder", "random", "-n", "4"])
    assert result.exit_code == 0, result.output
    assert "should take" not in result.output


def test_calibrate_times_every_batch_first(slow_games):
    result = cli.invoke(app, ["calibrate", "blitzkrieg", "--ladder", "random", "-n", "4"])
    assert result.exit_code == 0, result.output
    # 4 levels, each with the random rung and the default lineup: 8 batches of 4.
    assert "32 games on 1 worker, timed from the first 8" in " ".join(result.output.split())


def test_simulate_says_how_long_and_writes_the_timed_games_as_played(slow_games, tmp_path):
    out = tmp_path / "rows.csv"
    result = cli.invoke(app, ["simulate", "islebound", "-n", "5", "--seed", "3",
                              "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "5 games on 1 worker, timed from the first 1" in " ".join(result.output.split())
    lines = out.read_text().splitlines()
    assert len(lines) == 6 and [line.split(",")[0] for line in lines[1:]] == [
        "0", "1", "2", "3", "4"], "every game once, the timed one too"


@pytest.mark.parametrize(("seconds", "said"), [(40, "40 s"), (720, "12 min"),
                                                (8400, "2 h 20 min")])
def test_durations_read_as_a_person_says_them(seconds, said):
    assert duration(seconds) == said


# --- calibrate's default: the whole table in about ten minutes (issue 20.5) -----------

def test_a_run_that_fits_plays_every_game_everywhere():
    assert calibrate.allot([0.01, 0.02, 0.5], 100, workers=2) == [100, 100, 100]


def test_costly_rungs_play_fewer_games_and_the_run_fits():
    costs = [0.01, 0.05, 4.0, 12.0]  # seconds a game: random, baseline, two searches
    counts = calibrate.allot(costs, 100, workers=2)
    assert counts[:2] == [100, 100], "the cheap rungs keep every game"
    assert counts[2] >= counts[3] and 100 > counts[3] >= calibrate.LEAST_GAMES
    assert sum(n * c for n, c in zip(counts, costs, strict=True)) <= calibrate.BUDGET_SECONDS * 2


def test_a_run_too_costly_for_the_budget_still_plays_the_least(monkeypatch):
    assert calibrate.allot([100.0, 100.0], 100, workers=1) == [calibrate.LEAST_GAMES] * 2


def test_cheap_rungs_keep_every_game_where_the_costly_rungs_alone_overrun_the_budget():
    """The Wolves on one worker: the searches' 20 games each take over an hour, and
    the cheap rungs still play all 100 (once, the cap fell to 0 and cut them to 20)."""
    costs = [0.02, 0.0125, 60.0, 190.0]  # seconds a game: random, baseline, two searches
    assert calibrate.allot(costs, 100, workers=1) == [100, 100, 20, 20]


def test_calibrates_default_plays_fewer_games_for_costly_rungs_and_says_so(
        slow_games, monkeypatch):
    from automeeple.cli import calibrate as command

    monkeypatch.setattr(command, "DEFAULT_GAMES", 6)
    monkeypatch.setattr(calibrate, "LEAST_GAMES", 3)
    result = cli.invoke(app, ["calibrate", "blitzkrieg", "--ladder", "random"])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "24 games on 1 worker" in said  # 8 batches of 3, not of 6
    assert "3 games" in result.output and "fewer where a cell says so" in said
