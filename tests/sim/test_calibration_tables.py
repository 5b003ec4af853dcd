"""The calibration tables of README.md and docs/calibration.md are what
``bench/calibration_tables.py`` makes from the ``calibrate --out`` files kept in
docs/data/calibration (issue 21): each file holds what its recorded command asks,
and its slice (the first games of each rung's first cell) plays again row for row,
so neither the tables nor the files can drift from the code unnoticed."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.sim.stats import wilson_interval

SCRIPT = Path(__file__).parents[2] / "bench" / "calibration_tables.py"


def load():
    spec = importlib.util.spec_from_file_location("calibration_tables", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


tables = load()
RUNS = tables.runs()
MADE = [pytest.param(run, id=run.file) for run in RUNS if run.rows() is not None]


def test_the_readme_and_the_doc_show_what_the_kept_files_make():
    for path, text in tables.rendered().items():
        assert path.read_text(encoding="utf-8") == text, (
            f"{path.name} differs from its files: python bench/calibration_tables.py")


def test_a_table_edited_by_hand_is_found(tmp_path, monkeypatch, capsys):
    readme = tmp_path / "README.md"
    text = tables.README.read_text(encoding="utf-8")
    line = next(row for row in text.splitlines() if row.startswith("| BLITZKRIEG! |"))
    readme.write_text(text.replace(line, line.replace("%", "1%", 1)), encoding="utf-8")
    monkeypatch.setattr(tables, "README", readme)
    monkeypatch.setattr(tables, "HERE", tmp_path.parent)
    assert tables.main(["--check"]) == 1
    assert f"+{line}" in capsys.readouterr().out


def test_every_game_has_its_runs_and_a_run_not_made_says_so():
    shipped = {info.id for info in catalog.games() if "._template." not in info.game}
    assert set(tables.by_game(RUNS)) == shipped  # every game but the template's Nim
    doc = tables.DOC.read_text(encoding="utf-8")
    for run in RUNS:
        assert f"- `{run.file}`: `{run.command}`" in doc
        assert (run.rows() is None) == (f"`{run.command}` (not run yet)" in doc)


@pytest.mark.parametrize("run", MADE)
def test_each_file_holds_what_its_command_asks(run):
    a, rows = run.args, run.rows()
    assert a.out == run.file
    names = [level.name for level in run.levels()]
    assert [(r["level"], r["rung"]) for r in rows] == [
        (name, rung) for name in names for rung in run.rungs]
    assert {(r["game"], int(r["players"]), int(r["seed"]), int(r["games"])) for r in rows} == {
        (a.game, run.seats(), a.seed, a.games)}


@pytest.mark.parametrize("run", MADE)
def test_the_slice_plays_again_row_for_row(run):
    kept = run.kept_slice()
    rungs = run.rungs
    assert [r["rung"] for r in kept] == [rung for rung in rungs for _ in range(run.slice)]
    assert [r["game"] for r in kept] == [str(k) for _ in rungs for k in range(run.slice)]
    assert run.slice_rows() == kept, (
        f"{run.file}'s games changed: make it again (python bench/calibration_tables.py "
        f"--run {run.file})")


def row(wins: int, games: int, score: float) -> dict[str, str]:
    """A calibration file's cell as the file keeps it (text), its interval Wilson's."""
    low, high = wilson_interval(wins, games)
    return {"wins": str(wins), "games": str(games), "win_rate": str(wins / games),
            "win_low": str(low), "win_high": str(high), "mean_score": str(score)}


def run_of(game: str, players: int | None = None):
    players_arg = f" -p {players}" if players else ""
    return tables.Run("x.csv", "x", f"automeeple calibrate {game}{players_arg} --ladder "
                      "ismcts:300 -n 200 --seed 1 --out x.csv", 1)


def test_a_solo_search_meets_its_target_only_with_its_interval_above_the_baselines():
    solo = run_of("islebound")
    baseline = row(85, 200, 59.5)  # 42.5%, 35.9%-49.4%
    assert tables.verdict(solo, row(130, 200, 63.0), baseline).endswith(": met")
    assert tables.verdict(solo, row(105, 200, 63.0), baseline).endswith(": not met")
    assert tables.verdict(solo, row(18, 20, 63.0), baseline).endswith(
        ": so far, on fewer than 200 games")


def test_the_alphas_search_needs_a_lower_bound_above_30_and_more_food_than_the_automa():
    alpha = run_of("the-alpha", 4)
    automa = row(54, 200, 35.1)
    assert tables.verdict(alpha, row(120, 200, 41.0), automa).endswith(": met")
    # the bound is above 30% but the food is not above the automa's
    assert tables.verdict(alpha, row(120, 200, 35.0), automa).endswith(": not met")
    assert tables.verdict(alpha, row(65, 200, 41.0), automa).endswith(": not met")  # 27%


def test_making_a_run_goes_on_with_one_cut_short(tmp_path, monkeypatch):
    """``make calibration`` runs each command with ``--force``, or with ``--resume``
    where the run's ``FILE.games`` folder says it was cut short."""
    commands = []
    monkeypatch.setattr(tables, "DATA", tmp_path)
    monkeypatch.setattr(tables.subprocess, "run", lambda words, **_: commands.append(words))
    monkeypatch.setattr(tables.Run, "write_slice", lambda self: None)
    run = next(r for r in RUNS if r.file == "wolves-ismcts.csv")
    run.make()
    (tmp_path / "wolves-ismcts.csv.games").mkdir()
    run.make()
    assert [words[-1] for words in commands] == ["--force", "--resume"]
    assert commands[1][1:-1] == run.command.split()[1:]
