"""The backends behind ``simulate``: the local pool and Ray give the same rows, hand
them over as chunks finish, and keep only a bounded number of chunks in flight.

Ray is tested for real: one local instance for the whole test session (the
``cluster`` fixture), started by the backend itself. A missing ``ray`` fails these
tests (install the extra: pip install 'automeeple[ray]'), it does not skip them.
"""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.rng import derive_seed
from automeeple.sim import RowWriter, simulate
from automeeple.sim.backends import LocalPool, RayCluster, make_backend, require_ray
from automeeple.sim.runner import play_chunk

from ..cli.test_cli import cli, fail, isolate, ok

GAME = "the-alpha"
BOTS = ["automa", "random", "random", "random"]


@pytest.fixture(scope="session")
def cluster():
    """A local Ray instance with two CPUs, started by the backend, for every Ray test."""
    try:
        import ray  # noqa: F401
    except ImportError:
        pytest.fail("Ray is not installed: pip install 'automeeple[ray]' (the Ray tests "
                    "must run, not skip)")
    with RayCluster(workers=2) as backend:
        yield backend


# --- the same rows everywhere -------------------------------------------------------------


def test_ray_gives_the_local_pools_rows_in_the_same_order(cluster):
    local = simulate(GAME, 4, BOTS, games=2, seed=11, workers=2)
    on_ray = simulate(GAME, 4, BOTS, games=2, seed=11, workers=2, backend=cluster)
    assert on_ray == local
    assert [r.seed for r in on_ray] == [derive_seed(11, "game", i) for i in range(2)]
    # and in this process, one chunk after another
    assert simulate(GAME, 4, BOTS, games=2, seed=11, workers=1) == local


def test_ray_hands_rows_over_as_chunks_finish(cluster):
    chunks, seen = [], []
    rows = simulate(GAME, 3, ["random"] * 3, games=24, seed=5, workers=2, backend=cluster,
                    on_rows=chunks.append, progress=seen.append, keep=False)
    assert rows == []  # keep=False: nothing is kept, on_rows saw every row
    assert len(chunks) > 1 and seen[-1] == 24 and seen == sorted(seen)
    played = sorted((r for chunk in chunks for r in chunk), key=lambda r: r.game)
    assert played == simulate(GAME, 3, ["random"] * 3, games=24, seed=5, workers=1)


def test_the_cluster_stays_up_across_batches_and_its_window_follows_its_cpus(cluster):
    assert cluster.ray.is_initialized()
    assert cluster.window == 4  # two tasks per CPU of the two-CPU instance
    simulate(GAME, 3, ["random"] * 3, games=2, seed=1, workers=2, backend=cluster)
    assert cluster.ray.is_initialized()


@pytest.mark.parametrize("kind", ["local", "ray"])
def test_at_most_a_window_of_chunks_is_in_flight(kind, cluster):
    """The memory bound: a backend pulls a task only when fewer than ``window`` are
    submitted and not handed back, so a long run holds a few chunks, not all its rows."""
    from automeeple import catalog
    from automeeple.sim.runner import _Setup

    info = catalog.get(GAME)
    setup = _Setup(GAME, 3, ("random",) * 3, info.option_values({}), None, "edition")
    pulled = 0

    def tasks():
        nonlocal pulled
        for i in range(12):
            pulled += 1
            yield (setup, 3, range(i, i + 1))

    backend = cluster if kind == "ray" else LocalPool(2)
    # (the session's cluster stays up: only the local pool is closed here)
    with backend if kind == "local" else nullcontext():
        results = backend.run(play_chunk, tasks())
        first = next(results)
        assert pulled == backend.window == 4
        rest = list(results)
    assert pulled == 12
    games = sorted(row.game for chunk in [first, *rest] for row in chunk)
    assert games == list(range(12))


def test_a_local_pool_serves_several_batches_and_closes():
    with LocalPool(2) as pool:
        one = simulate(GAME, 3, ["random"] * 3, games=4, seed=2, workers=2, backend=pool)
        kept = pool._pool
        two = simulate(GAME, 3, ["random"] * 3, games=4, seed=3, workers=2, backend=pool)
        assert pool._pool is kept is not None  # one pool for both batches
    assert pool._pool is None
    assert one == simulate(GAME, 3, ["random"] * 3, games=4, seed=2, workers=1)
    assert two != one


# --- choosing a backend, and its mistakes ---------------------------------------------------


def test_make_backend_names_and_mistakes():
    assert isinstance(make_backend("local", 3), LocalPool)
    assert make_backend("local", 3).window == 6
    with pytest.raises(GameError, match="unknown backend 'dask'; backends: local, ray"):
        make_backend("dask", 1)
    with pytest.raises(GameError, match="--address is for --backend ray"):
        make_backend("local", 1, "127.0.0.1:6379")
    with pytest.raises(GameError, match="at least 1"):
        make_backend("ray", 0)
    with pytest.raises(GameError, match="^--address is empty: give the cluster's address"):
        make_backend("ray", 1, " ")  # once, it started a Ray of its own here


def test_a_missing_ray_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails
    with pytest.raises(GameError, match=r"pip install 'automeeple\[ray\]'"):
        require_ray()


def test_an_address_where_no_cluster_answers_is_one_line(tmp_path, monkeypatch):
    isolate(tmp_path, monkeypatch)
    fail(cli("simulate", GAME, "-n", 2, "--backend", "ray", "--address", "127.0.0.1:1"),
         "--address 127.0.0.1:1: no Ray cluster answers there")


def test_simulate_without_ray_fails_before_the_run(tmp_path, monkeypatch):
    isolate(tmp_path, monkeypatch)
    monkeypatch.setitem(sys.modules, "ray", None)
    out = tmp_path / "rows.csv"
    fail(cli("simulate", GAME, "-n", 2, "--backend", "ray", "--out", out),
         "pip install 'automeeple[ray]'")
    assert not out.exists()


# --- the command line on Ray ----------------------------------------------------------------


def test_simulate_on_ray_writes_the_local_file(cluster, tmp_path, monkeypatch):
    isolate(tmp_path, monkeypatch)
    ok(cli("simulate", GAME, "-n", 6, "--workers", 2, "--out", "local.csv"))
    ok(cli("simulate", GAME, "-n", 6, "--workers", 2, "--backend", "ray", "--out", "ray.csv"))
    assert (tmp_path / "ray.csv").read_text() == (tmp_path / "local.csv").read_text()


def test_simulate_on_ray_resumes_a_run_cut_short(cluster, tmp_path, monkeypatch):
    """--resume on Ray: the cluster plays the games after the file's (simulate's start),
    and the file is the one run's."""
    isolate(tmp_path, monkeypatch)
    run = ["simulate", GAME, "-p", 3, "--seats", "random*3", "-n", 9, "--workers", 2]
    ok(cli(*run, "--out", "whole.csv"))
    whole = (tmp_path / "whole.csv").read_bytes()
    cut = tmp_path / "cut.csv"
    cut.write_bytes(b"".join(whole.splitlines(keepends=True)[:5]) + b"4,12")
    (tmp_path / "cut.csv.run.json").write_bytes((tmp_path / "whole.csv.run.json").read_bytes())
    out = ok(cli(*run, "--backend", "ray", "--out", "cut.csv", "--resume"))
    assert "cut.csv holds the first 4 of the 9 games: playing the other 5." in out
    assert cut.read_bytes() == whole
    assert simulate(GAME, 3, ["random"] * 3, games=9, seed=1, workers=2, backend=cluster,
                    start=4) == simulate(GAME, 3, ["random"] * 3, games=9, seed=1,
                                         workers=1)[4:]


def test_simulate_joins_an_existing_cluster_by_its_address(cluster, tmp_path):
    """A separate process joins the test session's instance with --address."""
    address = cluster.ray.get_runtime_context().gcs_address
    out = tmp_path / "joined.csv"
    program = Path(sys.executable).parent / "automeeple"
    done = subprocess.run([str(program), "simulate", GAME, "-n", "3", "--backend", "ray",
                           "--address", address, "--out", str(out)],
                          capture_output=True, text=True, env={**os.environ, "COLUMNS": "120"},
                          timeout=120)
    assert done.returncode == 0, done.stderr
    expected = tmp_path / "local.csv"
    with RowWriter(expected) as writer:  # the command's defaults: automa in every seat
        writer.add(simulate(GAME, 4, ["automa"] * 4, games=3, seed=1, workers=1))
    assert out.read_text() == expected.read_text()
    with out.open() as f:
        assert [int(row["game"]) for row in csv.DictReader(f)] == [0, 1, 2]


def test_calibrate_on_ray_gives_the_local_pools_table(cluster):
    from automeeple.sim.calibrate import Level, calibrate

    columns = [Level("easy", {"difficulty": "easy"}), Level("hard", {"difficulty": "hard"})]
    args = ("blitzkrieg", ["random", "baseline"], columns, 3, 9)
    with LocalPool(2) as pool:
        local = calibrate(*args, backend=pool)
    assert calibrate(*args, backend=cluster) == local
