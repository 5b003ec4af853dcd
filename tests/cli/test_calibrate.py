"""``automeeple calibrate``: the table in 80 columns, its file and its plot, and every
mistake as one line (status 2) before any game is played."""

from __future__ import annotations

import csv
import sys

import pytest
from rich.console import Console

from automeeple.cli import common

from .test_cli import cli, fail, isolate, ok

LADDER = "random,baseline"


@pytest.fixture(autouse=True)
def _private(tmp_path, monkeypatch):
    isolate(tmp_path, monkeypatch)
    # the table must fit an 80-column terminal
    monkeypatch.setattr(common, "console", Console(highlight=False, markup=False, width=80))


def test_the_table_fits_80_columns_with_every_rung_and_level(tmp_path):
    out = ok(cli("calibrate", "blitzkrieg", "--ladder", LADDER, "-n", 4, "--seed", 3,
                 "--out", "cal.csv", "--plot", "cal.png"))
    assert max(len(line) for line in out.splitlines()) <= 80
    assert "…" not in out  # nothing cut short
    header = next(line for line in out.splitlines() if "in your seat (1)" in line)
    for level in ("easy", "medium", "hard", "nippon"):
        assert level in header
    rows = [line.split("│")[1].strip() for line in out.splitlines() if line.startswith("│")]
    # a solo game: no seat is like the person's, so no 'first seat' row
    assert [r for r in rows if r] == ["random", "baseline", "decisions"]
    assert "first seat" not in out and "fair" not in out
    assert "How games ended (default bots):" in out and "  nippon: " in out
    assert "8 rows written to cal.csv" in out and "Plot written to cal.png" in out
    with (tmp_path / "cal.csv").open() as f:
        table = list(csv.DictReader(f))
    assert [(r["rung"], r["level"]) for r in table][:3] == [
        ("random", "easy"), ("baseline", "easy"), ("random", "medium")]
    # the table shows the file's numbers
    easy_random = f"{float(table[0]['win_rate']):.1%}"
    line = next(line for line in out.splitlines() if line.startswith("│ random"))
    assert line.split("│")[2].strip() == easy_random
    assert (tmp_path / "cal.png").read_bytes().startswith(b"\x89PNG")


def test_a_game_without_levels_has_one_column_and_by_chooses_an_option():
    out = ok(cli("calibrate", "wolves", "--ladder", "random", "-n", 2))
    # two AI packs and you: no 'fair' third for you, no 'first seat'
    assert "default" in out and "first seat" not in out and "fair" not in out
    out = ok(cli("calibrate", "wolves", "--ladder", "random", "-n", 2, "--by", "dominate_ai"))
    header = next(line for line in out.splitlines() if "in your seat (1)" in line)
    assert "false" in header and "true" in header


def test_the_first_seat_against_its_fair_share_where_seats_are_alike():
    out = ok(cli("calibrate", "the-alpha", "--ladder", "random", "-n", 2, "--seed", 2))
    rows = [line.split("│")[1].strip() for line in out.splitlines() if line.startswith("│")]
    assert [r for r in rows if r] == ["random", "first seat", "decisions"]
    assert "first seat: seat 1's win rate" in " ".join(out.split())
    assert "fair: the mean of seats 1, 2, 3, 4: 25.0%" in " ".join(out.split())


def test_level_keeps_the_levels_named_and_their_cells_are_the_full_tables(tmp_path):
    ok(cli("calibrate", "blitzkrieg", "--ladder", "random", "-n", 3, "--out", "all.csv"))
    out = ok(cli("calibrate", "blitzkrieg", "--ladder", "random", "-n", 3,
                 "--level", "nippon,medium", "--out", "two.csv"))
    header = next(line for line in out.splitlines() if "in your seat (1)" in line)
    # the table's own order, whatever the order named
    assert header.index("medium") < header.index("nippon")
    assert "easy" not in header and "hard" not in header

    def read(name):
        with (tmp_path / name).open(newline="") as f:
            return {row["level"]: row for row in csv.DictReader(f)}
    every, two = read("all.csv"), read("two.csv")
    assert list(two) == ["medium", "nippon"]
    for level in two:  # the same seeded games as in the whole table
        assert two[level] == every[level]


def test_the_same_seed_gives_the_same_table_whatever_the_workers(tmp_path):
    ok(cli("calibrate", "dragon-canyon", "--ladder", LADDER, "-n", 4, "--out", "one.csv"))
    ok(cli("calibrate", "dragon-canyon", "--ladder", LADDER, "-n", 4, "--workers", 2,
           "--out", "two.csv"))
    assert (tmp_path / "one.csv").read_text() == (tmp_path / "two.csv").read_text()


@pytest.mark.parametrize("args, fragments", [
    (["--ladder", "random,genius"], ["no bot 'genius'"]),
    (["--by", "max_rounds"], ["--by max_rounds: not an option"]),
    (["--games", 0], ["at least 1"]),
    (["--workers", 0], ["at least 1"]),
    (["--players", 3], ["BLITZKRIEG! takes 2 players, not 3"]),
    (["--option", "difficulty=hard"], ["--option difficulty is set by the level"]),
    (["--out", "cal.txt"], ["must end in .csv or .parquet"]),
    (["--plot", "cal.gif"], ["must end in .png or .svg"]),
    (["--out", "missing/cal.csv"], ["does not exist"]),
    (["--backend", "dask"], ["unknown backend 'dask'"]),
    (["--level", "medium,brutal"], ["--level 'brutal': not a level here",
                                    "levels: easy, medium, hard, nippon"]),
    (["--address", "127.0.0.1:6379"], ["--address is for --backend ray"]),
])
def test_mistakes_are_one_line(args, fragments):
    fail(cli("calibrate", "blitzkrieg", "--ladder", LADDER, "-n", 2, *args), *fragments)


def test_missing_extras_are_named_before_the_run(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    fail(cli("calibrate", "blitzkrieg", "--ladder", LADDER, "-n", 2, "--out", "cal.csv",
             "--plot", "cal.png"), "pip install 'automeeple[plot]'")
    assert not (tmp_path / "cal.csv").exists()
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    fail(cli("calibrate", "blitzkrieg", "--ladder", LADDER, "-n", 2, "--out", "cal.parquet"),
         "pip install 'automeeple[parquet]'")
    monkeypatch.setitem(sys.modules, "ray", None)
    fail(cli("calibrate", "blitzkrieg", "--ladder", LADDER, "-n", 2, "--backend", "ray"),
         "pip install 'automeeple[ray]'")


def test_the_default_ladder_names_search_at_two_budgets():
    out = ok(cli("calibrate", "--help"))
    assert "ismcts:200, ismcts:1000" in " ".join(out.split())
