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
    assert "32 games on 1 worker, timed from the first 8 games" in " ".join(result.output.split())


def test_simulate_says_how_long_and_writes_the_timed_games_as_played(slow_games, tmp_path):
    out = tmp_path / "rows.csv"
    result = cli.invoke(app, ["simulate", "islebound", "-n", "5", "--seed", "3",
                              "--out", str(out)])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "5 games on 1 worker, timed from the first game (the bar" in said
    lines = out.read_text().splitlines()
    assert len(lines) == 6 and [line.split(",")[0] for line in lines[1:]] == [
        "0", "1", "2", "3", "4"], "every game once, the timed one too"


@pytest.mark.parametrize(("seconds", "said"), [(40, "40 s"), (720, "12 min"),
                                                (8400, "2 h 20 min")])
def test_durations_read_as_a_person_says_them(seconds, said):
    assert duration(seconds) == said


# --- calibrate's default: the whole table in about ten minutes (issue 20.5) -----------

def timed(*batches: tuple[float, int]) -> list[sim_runner.Begun]:
    """Batches' first games as timing leaves them: (seconds a game, games timed)."""
    return [sim_runner.Begun([None] * n, cost * n) for cost, n in batches]


def wall(counts: list[int], begun: list[sim_runner.Begun], workers: int) -> float:
    """The seconds a run of ``counts`` games takes: the timing, then the rest shared."""
    return sum(b.seconds for b in begun) + sum(
        b.left(n, workers) for n, b in zip(counts, begun, strict=True))


def test_a_run_that_fits_plays_every_game_everywhere():
    assert calibrate.allot(timed((0.01, 3), (0.02, 3), (0.5, 3)), 100, workers=2) == [100] * 3


def test_costly_rungs_play_fewer_games_and_the_run_fits():
    begun = timed((0.01, 3), (0.05, 3), (4.0, 1), (12.0, 1))  # random, baseline, searches
    counts = calibrate.allot(begun, 100, workers=2)
    assert counts[:2] == [100, 100], "the cheap rungs keep every game"
    assert counts[2] >= counts[3] and 100 > counts[3] >= 1
    assert calibrate.BUDGET_SECONDS - 15 < wall(counts, begun, 2) <= calibrate.BUDGET_SECONDS


def test_dragon_canyons_default_table_fits_the_budget_on_one_worker():
    """The default ladder at three levels: the searches' games cost some 6 and 30 s.
    With at least 20 games a search (an even share of the budget as the floor) the
    run took 39 minutes; now the searches play fewer and the cheap rungs all 100."""
    begun = timed(*[(0.02, 3), (0.05, 3), (6.4, 1), (32.0, 1)] * 3)
    counts = calibrate.allot(begun, 100, workers=1)
    assert wall(counts, begun, 1) <= calibrate.BUDGET_SECONDS
    assert counts[0::4] == counts[1::4] == [100] * 3
    assert all(1 <= n < 20 for n in counts[2::4] + counts[3::4])


def test_a_run_whose_timing_takes_the_budget_plays_only_the_timed_games():
    """The Wolves' ismcts:1000 on one worker: its first game alone takes minutes."""
    begun = timed((0.02, 3), (1.0, 2), (80.0, 1), (420.0, 1), (200.0, 1))
    assert calibrate.allot(begun, 100, workers=1) == [3, 2, 1, 1, 1]


def test_calibrates_default_plays_fewer_games_for_costly_rungs_and_says_so(
        slow_games, monkeypatch):
    from automeeple.cli import calibrate as command

    monkeypatch.setattr(command, "DEFAULT_GAMES", 6)
    monkeypatch.setattr(calibrate, "BUDGET_SECONDS", 1200)
    result = cli.invoke(app, ["calibrate", "blitzkrieg", "--ladder", "random"])
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    # 8 batches timed one game each (a minute a game: 480 s), then one more each.
    assert "This run should take about 16 min: 16 games on 1 worker" in said
    assert "2 games" in result.output and "fewer where a cell says so" in said
