"""``calibrate --out FILE --resume``: a calibration cut short (Ctrl-C, a killed process)
goes on where it stopped. While it runs, ``FILE.games/`` keeps each batch's rows in
the file ``simulate --out`` writes for its lineup; the finished table is byte for byte
an uninterrupted run's, and the folder is gone. Another calibration's folder, a
damaged file, or a mistaken combination of options is refused in one line, changing
nothing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from automeeple.cli import calibrate as cli_calibrate
from automeeple.sim import calibrate as sim_calibrate
from automeeple.sim import runner as sim_runner

from .test_cli import cli, fail, isolate, ok

N = 8
# Four batches: random and the baseline (the default lineup) at two levels.
RUN = ["calibrate", "blitzkrieg", "--ladder", "random", "--level", "easy,hard", "-n", N,
       "--seed", 3]
GAMES = 4 * N


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def table(output: str) -> str:
    """What is printed from the table's title on, the file's name left out."""
    start = output.index("BLITZKRIEG!, 2 players")
    return re.sub(r"rows written to \S+\n$", "rows written", output[start:])


@pytest.fixture
def whole(tmp_path) -> tuple[bytes, str]:
    """The table file and the printed table of the calibration played in one go."""
    out = ok(cli(*RUN, "--out", "whole.csv"))
    assert not (tmp_path / "whole.csv.games").exists(), "the folder goes with the run"
    return (tmp_path / "whole.csv").read_bytes(), table(out)


def stop_after(monkeypatch, games: int) -> None:
    """Ctrl-C once ``games`` games are played (the timed games included)."""
    play = sim_runner.play_chunk
    played = [0]

    def stopped(setup, seed, chunk):
        if played[0] + len(chunk) > games:
            raise KeyboardInterrupt
        played[0] += len(chunk)
        return play(setup, seed, chunk)

    monkeypatch.setattr(sim_runner, "play_chunk", stopped)


def cut_short(monkeypatch, games: int = 19, *args) -> Path:
    """The folder of a calibration to cut.csv stopped after ``games`` games."""
    with monkeypatch.context() as patched:
        stop_after(patched, games)
        assert cli(*RUN, *args, "--out", "cut.csv").exit_code != 0
    folder = Path("cut.csv.games")
    assert not Path("cut.csv").exists() and folder.is_dir()
    return folder


def files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def rows(folder: Path) -> list[int]:
    """The games each batch's file holds."""
    return [len((folder / f"batch-{k}.csv").read_bytes().splitlines()) - 1 for k in range(4)]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_calibration_stopped_by_ctrl_c_goes_on_to_the_table_of_one_run(
        whole, tmp_path, monkeypatch, workers):
    folder = cut_short(monkeypatch)
    # Each batch's timed games (three) are written first, then batch 0 plays on.
    assert rows(folder) == [N, 5, 3, 3]
    assert sorted(files(folder)) == sorted(f"batch-{k}.csv{end}" for k in range(4)
                                           for end in ("", ".run.json"))
    out = ok(cli(*RUN, "--out", "cut.csv", "--resume", "--workers", workers))
    assert out.splitlines()[0] == (f"cut.csv.games holds 19 of {GAMES} games: playing the "
                                   f"other {GAMES - 19}.")
    assert re.search(rf"BLITZKRIEG!: 4 batches, {GAMES} games, the last 13 .* 13/13 ", out), \
        "the bar counts only the games left"
    assert (tmp_path / "cut.csv").read_bytes() == whole[0]
    assert table(out) == whole[1]
    assert not folder.exists()


def test_each_batch_is_kept_as_simulate_writes_its_lineup(tmp_path, monkeypatch):
    folder = cut_short(monkeypatch)
    # Batch 2: random in your seat at the hard level, 3 games of 8 played.
    ok(cli("simulate", "blitzkrieg", "--seats", "random", "-o", "difficulty=hard", "-n", N,
           "--seed", 3, "--out", "hard.csv"))
    assert (folder / "batch-2.csv.run.json").read_bytes() == (
        tmp_path / "hard.csv.run.json").read_bytes()
    described = json.loads((folder / "batch-2.csv.run.json").read_text())
    assert (described["bots"], described["options"]["difficulty"], described["seed"],
            described["games"]) == (["random", "solo-bot"], "hard", 3, N)
    simulated = (tmp_path / "hard.csv").read_bytes().splitlines(keepends=True)
    assert (folder / "batch-2.csv").read_bytes() == b"".join(simulated[:4])


def test_a_file_killed_mid_row_drops_the_torn_line_and_goes_on(whole, tmp_path, monkeypatch):
    folder = cut_short(monkeypatch)
    first = (folder / "batch-0.csv").read_bytes().splitlines(keepends=True)
    (folder / "batch-0.csv").write_bytes(b"".join(first[:7]) + first[7][:9])
    out = ok(cli(*RUN, "--out", "cut.csv", "--resume"))
    assert out.splitlines()[0] == f"cut.csv.games holds 17 of {GAMES} games: playing the other 15."
    assert (tmp_path / "cut.csv").read_bytes() == whole[0]
    assert table(out) == whole[1]


def test_without_n_each_batch_keeps_the_number_of_games_timing_gave_it(tmp_path, monkeypatch):
    """Without -n the numbers come from timing (``allot``): a costly batch plays fewer.
    A resumed run reads them from the folder, and never times for them again."""
    monkeypatch.setattr(cli_calibrate, "DEFAULT_GAMES", N)
    monkeypatch.setattr(sim_calibrate, "allot", lambda costs, games, workers: [5, 8, 5, 8])
    plain = RUN[:6] + RUN[8:]  # no -n
    whole = ok(cli(*plain, "--out", "whole.csv"))
    assert "5 games" in whole  # under the costly cells
    with monkeypatch.context() as patched:
        stop_after(patched, 19)
        assert cli(*plain, "--out", "cut.csv").exit_code != 0

    def untimed(*args):
        raise AssertionError("the numbers of games were decided again")

    monkeypatch.setattr(sim_calibrate, "allot", untimed)
    before = files(tmp_path / "cut.csv.games")
    fail(cli(*plain, "-n", N, "--out", "cut.csv", "--resume"),
         "--resume cut.csv.games/batch-0.csv: it was written by another run (games 5 "
         f"there, {N} here)")
    assert files(tmp_path / "cut.csv.games") == before
    out = ok(cli(*plain, "--out", "cut.csv", "--resume"))
    assert out.splitlines()[0] == "cut.csv.games holds 19 of 26 games: playing the other 7."
    assert (tmp_path / "cut.csv").read_bytes() == (tmp_path / "whole.csv").read_bytes()
    assert table(out) == table(whole)


@pytest.mark.parametrize("change, says", [
    (["--seed", 4], "batch-0.csv: it was written by another run (seed 3 there, 4 here)"),
    (["-n", N + 2], f"batch-0.csv: it was written by another run (games {N} there, "
                    f"{N + 2} here)"),
    (["--level", "medium,hard"], 'batch-0.csv: it was written by another run (option '
                                 'difficulty "easy" there, "medium" here)'),
    (["--ladder", "ismcts:5"], "batch-0.csv: it was written by another run (bots "
                               "random,solo-bot there, ismcts:5,solo-bot here)"),
    (["--level", "easy"], "cut.csv.games describes 4 batches, this calibration plays 2"),
])
def test_another_calibrations_folder_is_refused_and_left_as_it_was(monkeypatch, change,
                                                                     says):
    folder = cut_short(monkeypatch)
    before = files(folder)
    fail(cli(*RUN, *change, "--out", "cut.csv", "--resume"), "--resume", says,
         "give the same command")
    assert files(folder) == before and not Path("cut.csv").exists()


def test_a_damaged_batch_is_refused_before_any_file_is_changed(monkeypatch):
    folder = cut_short(monkeypatch)
    (folder / "batch-0.csv").write_bytes((folder / "batch-0.csv").read_bytes() + b"8,")
    lines = (folder / "batch-2.csv").read_bytes().splitlines(keepends=True)
    (folder / "batch-2.csv").write_bytes(b"".join([lines[0], lines[2], lines[1], *lines[3:]]))
    before = files(folder)
    fail(cli(*RUN, "--out", "cut.csv", "--resume"),
         "--resume cut.csv.games/batch-2.csv: not a run's file to go on with: line 2 is "
         "game 1, not game 0", "nothing was changed")
    assert files(folder) == before, "batch 0's torn line is still there"
    (folder / "batch-3.csv.run.json").unlink()
    fail(cli(*RUN, "--out", "cut.csv", "--resume"),
         "cut.csv.games describes 3 batches, this calibration plays 4")


def test_a_complete_folder_plays_nothing_and_writes_the_table(whole, tmp_path, monkeypatch):
    def unwritten(result, path):
        raise KeyboardInterrupt  # stopped as the table was to be written

    with monkeypatch.context() as patched:
        patched.setattr(sim_calibrate, "write_table", unwritten)
        assert cli(*RUN, "--out", "cut.csv").exit_code != 0
    stop_after(monkeypatch, 0)
    out = ok(cli(*RUN, "--out", "cut.csv", "--resume"))
    assert out.splitlines()[0] == (f"cut.csv.games holds all {GAMES} games of this "
                                   "calibration: nothing to play.")
    assert (tmp_path / "cut.csv").read_bytes() == whole[0]
    assert table(out) == whole[1]
    assert not (tmp_path / "cut.csv.games").exists()


def test_stopped_before_its_folder_went_the_run_writes_its_table_and_plot_again(
        whole, tmp_path, monkeypatch):
    def stopped(path):
        raise KeyboardInterrupt  # the table and the plot are written, the folder not gone

    with monkeypatch.context() as patched:
        patched.setattr(cli_calibrate.shutil, "rmtree", stopped)
        assert cli(*RUN, "--out", "cut.csv", "--plot", "cut.png").exit_code != 0
    assert (tmp_path / "cut.csv.games").is_dir() and (tmp_path / "cut.png").exists()
    (tmp_path / "cut.png").write_bytes(b"")
    stop_after(monkeypatch, 0)
    out = ok(cli(*RUN, "--out", "cut.csv", "--plot", "cut.png", "--resume"))
    assert "nothing to play" in out.splitlines()[0]
    assert (tmp_path / "cut.csv").read_bytes() == whole[0]
    assert (tmp_path / "cut.png").read_bytes().startswith(b"\x89PNG")
    assert not (tmp_path / "cut.csv.games").exists()


def test_resume_without_a_folder_plays_the_whole_calibration(whole, tmp_path):
    out = ok(cli(*RUN, "--out", "new.csv", "--resume"))
    assert "holds" not in out
    assert (tmp_path / "new.csv").read_bytes() == whole[0]


def test_force_starts_over(whole, tmp_path, monkeypatch):
    cut_short(monkeypatch, 19, "--seed", 4)  # another calibration's games
    ok(cli(*RUN, "--out", "cut.csv", "--force"))
    assert (tmp_path / "cut.csv").read_bytes() == whole[0]
    assert not (tmp_path / "cut.csv.games").exists()


def test_a_parquet_table_keeps_its_batches_as_csv(tmp_path, monkeypatch):
    pq = pytest.importorskip("pyarrow.parquet")
    ok(cli(*RUN, "--out", "whole.parquet"))
    with monkeypatch.context() as patched:
        stop_after(patched, 19)
        assert cli(*RUN, "--out", "cut.parquet").exit_code != 0
    assert (tmp_path / "cut.parquet.games" / "batch-0.csv").exists()
    ok(cli(*RUN, "--out", "cut.parquet", "--resume"))
    assert pq.read_table(tmp_path / "cut.parquet").equals(
        pq.read_table(tmp_path / "whole.parquet"))


@pytest.mark.parametrize("args, message", [
    ([], "--resume goes on with an --out table: give --out FILE"),
    (["--out", "whole.csv", "--force"], "--resume goes on with the --out table, --force "
                                        "writes over it: give one of them"),
    (["--out", "whole.csv"], "--resume whole.csv: the table is written already (there is "
                             "no whole.csv.games of a run cut short beside it); --force "
                             "plays it again"),
])
def test_resume_mistakes(whole, tmp_path, args, message):
    fail(cli(*RUN, "--resume", *args), message)
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".sqlite3") == [
        "whole.csv"]
    assert (tmp_path / "whole.csv").read_bytes() == whole[0]


def test_a_run_cut_short_is_named_when_its_table_is_given_again(whole, tmp_path,
                                                                 monkeypatch):
    line = fail(cli(*RUN, "--out", "whole.csv"), "add --force to write over it")
    assert "--resume" not in line
    folder = cut_short(monkeypatch)
    before = files(folder)
    fail(cli(*RUN, "--out", "cut.csv"), "--out cut.csv: cut.csv.games beside it holds a "
         "calibration cut short; add --resume to go on with it, or --force to start over")
    (tmp_path / "cut.csv").write_bytes(b"an older table")
    fail(cli(*RUN, "--out", "cut.csv"), "add --force to write over it, or --resume to go "
         "on with the run cut short in cut.csv.games")
    assert files(folder) == before
