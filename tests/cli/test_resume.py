"""``simulate --out FILE --resume``: a run cut short (Ctrl-C, a killed process) goes on
where it stopped, and the finished file and the table are exactly those of one
uninterrupted run. ``FILE.run.json`` describes the run; another run's file, a damaged
one, or a mistaken combination of options is refused in one line, changing nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from automeeple import ENGINE_VERSION
from automeeple.sim import runner as sim_runner
from automeeple.sim.runner import game_seed

from .test_cli import cli, fail, isolate, ok, own_edition

N = 20
RUN = ["simulate", "the-alpha", "-p", 3, "--seats", "random*3", "-n", N, "--seed", 4]


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def table(output: str) -> str:
    """The printed summary: the output from the table's title on, the file's name left
    out."""
    start = output.index("The Alpha, 3 players, 20 games, seed 4 (")
    return re.sub(r"rows written to \S+\n$", "rows written", output[start:])


@pytest.fixture
def whole(tmp_path) -> tuple[bytes, str]:
    """The file and the summary of the run played in one go."""
    out = ok(cli(*RUN, "--out", "whole.csv"))
    return (tmp_path / "whole.csv").read_bytes(), table(out)


def whole_lines(whole) -> list[bytes]:
    return whole[0].splitlines(keepends=True)


def test_a_run_stopped_by_ctrl_c_goes_on_to_the_file_and_table_of_one_run(
        whole, tmp_path, monkeypatch):
    play = sim_runner.play_chunk

    def stopped(setup, seed, chunk):
        if chunk.start >= 10:
            raise KeyboardInterrupt
        return play(setup, seed, chunk)

    monkeypatch.setattr(sim_runner, "play_chunk", stopped)
    assert cli(*RUN, "--out", "cut.csv").exit_code != 0
    cut = tmp_path / "cut.csv"
    kept = len(cut.read_bytes().splitlines()) - 1
    assert 10 <= kept < N and cut.read_bytes() == b"".join(whole_lines(whole)[:kept + 1])
    monkeypatch.setattr(sim_runner, "play_chunk", play)
    out = ok(cli(*RUN, "--out", "cut.csv", "--resume"))
    assert out.splitlines()[0] == (f"cut.csv holds the first {kept} of the {N} games: "
                                   f"playing the other {N - kept}.")
    assert re.search(rf"The Alpha: {N} games, the last {N - kept} .* {N - kept}/{N - kept} ",
                     out), "the bar counts only the games left"
    assert cut.read_bytes() == whole[0]
    assert table(out) == whole[1] and out.endswith(f"\n{N} rows written to cut.csv\n")


@pytest.mark.parametrize("workers", [1, 2])
def test_a_file_killed_mid_row_drops_the_torn_line_and_goes_on(whole, tmp_path, workers):
    """kill -9 in the middle of a write: 7 whole rows and part of the eighth."""
    lines = whole_lines(whole)
    cut = tmp_path / "cut.csv"
    cut.write_bytes(b"".join(lines[:8]) + lines[8][:11])
    (tmp_path / "cut.csv.run.json").write_bytes((tmp_path / "whole.csv.run.json").read_bytes())
    out = ok(cli(*RUN, "--out", cut, "--resume", "--workers", workers))
    assert f"holds the first 7 of the {N} games: playing the other 13." in out
    assert cut.read_bytes() == whole[0]
    assert table(out) == whole[1]


def test_the_run_is_described_beside_its_file_and_force_rewrites_both(whole, tmp_path):
    described = json.loads((tmp_path / "whole.csv.run.json").read_text())
    label = "Placeholder edition (PLACEHOLDER data), sha256 "
    assert described.pop("edition").startswith(label)
    assert described == {"game": "the-alpha", "seats": 3, "bots": ["random"] * 3,
                         "options": {"pair_as_one_wolf": False}, "seed": 4, "games": N,
                         "engine_version": ENGINE_VERSION}
    ok(cli(*RUN[:-1], 5, "--out", "whole.csv", "--force"))
    assert json.loads((tmp_path / "whole.csv.run.json").read_text())["seed"] == 5
    assert (tmp_path / "whole.csv").read_bytes() != whole[0]


@pytest.mark.parametrize("change, differs", [
    (["--seed", 5], "(seed 4 there, 5 here)"),
    (["--seats", "random,automa,random"],
     "(bots random,random,random there, random,automa,random here)"),
    (["-o", "pair_as_one_wolf=true"], "(option pair_as_one_wolf false there, true here)"),
    (["-n", N + 10], f"(games {N} there, {N + 10} here)"),
    (["--edition", "mine.toml"], "(edition \"Placeholder edition (PLACEHOLDER data), sha256"),
])
def test_another_runs_file_is_refused_and_left_as_it_was(tmp_path, change, differs):
    own_edition(tmp_path)
    ok(cli(*RUN[:-4], "-n", 8, "--seed", 4, "--out", "cut.csv"))
    # The file of 8 games of a run of N: written by the same command but for -n.
    sidecar = tmp_path / "cut.csv.run.json"
    sidecar.write_text(sidecar.read_text().replace('"games": 8', f'"games": {N}'))
    before = (tmp_path / "cut.csv").read_bytes(), sidecar.read_bytes()
    fail(cli(*RUN, *change, "--out", "cut.csv", "--resume"),
         "--resume cut.csv: it was written by another run", differs)
    assert ((tmp_path / "cut.csv").read_bytes(), sidecar.read_bytes()) == before


def lines_changed(lines: list[bytes]) -> dict[str, list[bytes]]:
    """Ways a file can be damaged, each the file's lines so damaged."""
    seed = str(game_seed(4, 3)).encode()
    return {
        "not our columns": [lines[0].replace(b"score_2", b"score_9"), *lines[1:]],
        "a seed not this run's": [*lines[:4], lines[4].replace(seed, b"12345"), *lines[5:]],
        "rows out of order": [lines[0], lines[2], lines[1], *lines[3:]],
        "a value not a number": [*lines[:3], lines[3].replace(b",", b",x", 1), *lines[4:]],
        "a row short of a value": [*lines[:3], lines[3].replace(b",", b"", 1), *lines[4:]],
        "more rows than games": lines + [lines[-1].replace(b"19,", b"20,", 1).replace(
            str(game_seed(4, 19)).encode(), str(game_seed(4, 20)).encode())],
    }


@pytest.mark.parametrize("damage, says", [
    ("not our columns", "its first line is not the columns of a 3-seat run"),
    ("a seed not this run's", "line 5: game 3's seed is 12345, not this run's"),
    ("rows out of order", "line 2 is game 1, not game 0: the rows are out of order"),
    ("a value not a number", "line 4 holds a value that is not a whole number"),
    ("a row short of a value", "line 4 has 11 values, not 12"),
    ("more rows than games", f"it holds {N + 1} games, more than the run's {N}"),
])
def test_a_damaged_file_is_refused_and_left_as_it_was(whole, tmp_path, damage, says):
    cut = tmp_path / "whole.csv"
    damaged = b"".join(lines_changed(whole_lines(whole))[damage]) + b"21,"  # torn at the end
    assert damaged != whole[0] + b"21,"
    cut.write_bytes(damaged)
    fail(cli(*RUN, "--out", cut, "--resume"), f"--resume {cut}: not a run's file to go on "
         f"with: {says}", "; nothing was changed")
    assert cut.read_bytes() == damaged


def test_a_file_without_its_description_is_refused(whole, tmp_path):
    (tmp_path / "whole.csv.run.json").unlink()
    fail(cli(*RUN, "--out", "whole.csv", "--resume"),
         "--resume whole.csv: there is no whole.csv.run.json beside it")
    assert (tmp_path / "whole.csv").read_bytes() == whole[0]


def test_a_complete_file_is_said_so_and_nothing_is_played(whole, monkeypatch, tmp_path):
    def unplayed(*args):
        raise AssertionError("a game was played")

    monkeypatch.setattr(sim_runner, "play_chunk", unplayed)
    out = ok(cli(*RUN, "--out", "whole.csv", "--resume"))
    assert out.splitlines()[0] == f"whole.csv holds all {N} games of this run: nothing to play."
    assert table(out) == whole[1]
    assert (tmp_path / "whole.csv").read_bytes() == whole[0]


def test_resume_without_a_file_plays_the_whole_run(whole, tmp_path):
    out = ok(cli(*RUN, "--out", "new.csv", "--resume"))
    assert (tmp_path / "new.csv").read_bytes() == whole[0]
    assert table(out) == whole[1]


@pytest.mark.parametrize("args, message", [
    ([], "--resume goes on with an --out file: give --out FILE"),
    (["--out", "x.csv", "--by", "pair_as_one_wolf"],
     "--resume goes on with one batch: leave out --by"),
    (["--out", "whole.csv", "--force"], "--resume goes on with the --out file, --force "
                                        "writes over it: give one of them"),
    (["--out", "x.parquet"], "--resume x.parquet: resume supports .csv files only"),
])
def test_resume_mistakes(whole, tmp_path, args, message):
    fail(cli(*RUN, "--resume", *args), message)
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".sqlite3") == [
        "whole.csv", "whole.csv.run.json"]
    assert (tmp_path / "whole.csv").read_bytes() == whole[0]


def test_an_existing_file_names_resume_too(whole):
    fail(cli(*RUN, "--out", "whole.csv"), "add --force to write over it, or --resume to go "
         "on with a run cut short")
