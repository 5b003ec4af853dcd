"""The batch simulator: determinism whatever the worker count, seat specs, Wilson
intervals and the table files."""

from __future__ import annotations

import csv
import sys

import pytest

from automeeple import catalog
from automeeple.engine.core import GameError
from automeeple.engine.rng import derive_seed
from automeeple.sim import GameRow, RowWriter, parse_seats, simulate, summarize, wilson_interval
from automeeple.sim.runner import begin

GAME = "the-alpha"
BOTS = ["automa", "random", "random", "random"]


@pytest.fixture(scope="module")
def rows() -> list[GameRow]:
    return simulate(GAME, 4, BOTS, games=40, seed=7, workers=1)


# --- the runner -------------------------------------------------------------------------


def test_rows_are_seeded_per_game_and_in_order(rows):
    assert [r.game for r in rows] == list(range(40))
    assert [r.seed for r in rows] == [derive_seed(7, "game", i) for i in range(40)]
    for r in rows:
        assert len(r.scores) == len(r.places) == 4
        assert sorted(r.places) == [1, 2, 3, 4]
        assert r.places[r.winner] == 1
        assert r.decisions > 0 and r.chance_steps > 0


def test_same_rows_whatever_the_worker_count(rows):
    seen = []
    assert simulate(GAME, 4, BOTS, games=40, seed=7, workers=2, progress=seen.append) == rows
    assert seen == sorted(seen) and seen[-1] == 40


@pytest.mark.parametrize("workers", [1, 2])
def test_a_run_resumed_at_a_game_plays_the_games_from_there(rows, workers):
    """``start``: a resumed run (``simulate --resume``) plays games 25 to 39, as the
    whole run played them, timed first (``begin``), and counts only those."""
    begun = begin(GAME, 4, BOTS, 40, 7, start=25)
    assert begun.rows == rows[25:25 + len(begun.rows)]
    seen = []
    assert simulate(GAME, 4, BOTS, games=40, seed=7, workers=workers, begun=begun,
                    start=25, progress=seen.append) == rows[25:]
    assert seen == sorted(seen) and seen[0] == len(begun.rows) and seen[-1] == 15


def test_progress_counts_up_to_all_games_in_process():
    seen = []
    simulate(GAME, 3, ["random"] * 3, games=9, seed=1, workers=1, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 9


def test_different_seeds_give_different_games(rows):
    other = simulate(GAME, 4, BOTS, games=40, seed=8, workers=1)
    assert [(r.scores, r.decisions) for r in other] != [(r.scores, r.decisions) for r in rows]


@pytest.mark.parametrize("kwargs, message", [
    ({"seats": 2, "seat_bots": ["random"] * 2}, "3 to 6"),
    ({"seat_bots": ["random"] * 3}, "3 bots named for 4 seats"),
    ({"seat_bots": ["random"] * 3 + ["genius"]}, "no bot 'genius'"),
    ({"games": 0}, "at least 1"),
    ({"options": {"colour": "red"}}, "no option 'colour'"),
    ({"edition_text": "not = [toml"}, "edition"),
])
def test_bad_runs_fail_before_any_game(kwargs, message):
    args = {"game_id": GAME, "seats": 4, "seat_bots": BOTS, "games": 5, "seed": 1,
            "workers": 1} | kwargs
    with pytest.raises(GameError, match=message):
        simulate(**args)


# --- seat specs ------------------------------------------------------------------------


@pytest.mark.parametrize("spec, bots", [
    (None, ["automa"] * 4),
    ("automa,random,random,random", BOTS),
    ("random*4", ["random"] * 4),
    ("automa, random*3", BOTS),
    ("random*2,automa*2", ["random", "random", "automa", "automa"]),
])
def test_parse_seats(spec, bots):
    assert parse_seats(spec, catalog.get(GAME), 4) == bots


@pytest.mark.parametrize("spec, message", [
    ("automa,random", "names 2 bots for 4 seats"),
    ("random*5", "names 5 bots for 4 seats"),
    # Counted, not listed: no hundred billion names in memory first.
    ("random*99999999999,automa", "names 100,000,000,000 bots for 4 seats"),
    ("automa,genius*3", "no bot 'genius'; bots: automa, random"),
    ("random*x", "count after \\*"),
    ("random*0,automa*4", "count after \\*"),
])
def test_parse_seats_errors(spec, message):
    with pytest.raises(GameError, match=message):
        parse_seats(spec, catalog.get(GAME), 4)


# --- statistics ------------------------------------------------------------------------


def test_wilson_interval_known_values():
    assert wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0
    assert wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)


@pytest.mark.parametrize("games", [7, 10, 13, 20, 200])
def test_no_wins_bound_at_exactly_zero_and_all_wins_at_exactly_one(games):
    # the formula leaves a rounding error at some counts (2.8e-17 for 0 in 7), which a
    # table prints as "0.0%" but a file keeps
    assert wilson_interval(0, games)[0] == 0.0
    assert wilson_interval(games, games)[1] == 1.0
    with pytest.raises(ValueError):
        wilson_interval(0, 0)


def _row(game, scores, places, decisions):
    return GameRow(game, game, places.index(1), scores, places, decisions, 0)


def test_summarize_counts_wins_scores_and_length():
    rows = [_row(0, (10, 20, 5), (2, 1, 3), 100),
            _row(1, (30, 20, 5), (1, 2, 3), 120),
            _row(2, (8, 20, 5), (2, 1, 3), 200)]
    summary = summarize(rows)
    assert summary.games == 3
    assert [s.wins for s in summary.seats] == [1, 2, 0]
    first = summary.seats[0]
    assert first.win_rate == pytest.approx(1 / 3)
    assert (first.win_low, first.win_high) == wilson_interval(1, 3)
    assert (first.mean_score, first.median_score) == (16, 10)
    assert (summary.mean_decisions, summary.median_decisions) == (140, 120)


def test_a_shared_first_place_is_a_win_for_each_seat():
    summary = summarize([_row(0, (9, 9, 1), (1, 1, 3), 10)])
    assert [s.wins for s in summary.seats] == [1, 1, 0]


def test_summarize_real_rows(rows):
    summary = summarize(rows)
    assert sum(s.wins for s in summary.seats) == 40
    assert all(s.win_low <= s.win_rate <= s.win_high for s in summary.seats)


# --- table files -----------------------------------------------------------------------


def write_rows(rows, path) -> None:
    with RowWriter(path) as writer:
        writer.add(list(rows))


def test_csv_round_trip(rows, tmp_path):
    path = tmp_path / "games.csv"
    write_rows(rows, path)
    with path.open(newline="") as f:
        back = list(csv.DictReader(f))
    assert list(back[0]) == ["game", "seed", "winner", "score_0", "score_1", "score_2",
                             "score_3", "place_0", "place_1", "place_2", "place_3",
                             "decisions", "chance_steps", "ended_by"]
    assert [GameRow(int(b["game"]), int(b["seed"]), int(b["winner"]),
                    tuple(int(b[f"score_{s}"]) for s in range(4)),
                    tuple(int(b[f"place_{s}"]) for s in range(4)),
                    int(b["decisions"]), int(b["chance_steps"]), b["ended_by"])
            for b in back] == rows
    assert {b["ended_by"] for b in back} == {"last-week"}


def test_unknown_suffix_is_refused(rows, tmp_path):
    with pytest.raises(GameError, match=r"\.csv or \.parquet"):
        write_rows(rows, tmp_path / "games.xlsx")
    assert not (tmp_path / "games.xlsx").exists()


def test_parquet_without_pyarrow_says_what_to_install(rows, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(GameError, match=r"pip install 'automeeple\[parquet\]'"):
        write_rows(rows, tmp_path / "games.parquet")


def test_parquet_round_trip(rows, tmp_path):
    import pyarrow.parquet as pq  # the test command installs the parquet extra

    path = tmp_path / "games.parquet"
    write_rows(rows, path)
    table = pq.read_table(path).to_pydict()
    assert table["seed"] == [r.seed for r in rows]
    assert table["score_2"] == [r.scores[2] for r in rows]
    assert table["chance_steps"] == [r.chance_steps for r in rows]
    assert table["ended_by"] == ["last-week"] * len(rows)


def test_the_summary_counts_how_games_ended(rows):
    from dataclasses import replace

    mixed = [replace(r, ended_by="cut-off" if r.game % 4 == 0 else "full-moon") for r in rows]
    summary = summarize(mixed)
    cut = sum(r.ended_by == "cut-off" for r in mixed) / len(mixed)
    assert summary.ended_by == (("full-moon", 1 - cut), ("cut-off", cut))
    assert summary.endings() == f"full-moon {1 - cut:.1%}, cut-off {cut:.1%}"


def test_a_costly_batch_is_played_in_short_chunks():
    """Rows come back (and are written, and kept by a run cut short) chunk by
    chunk: 40 games on one worker go in chunks of 5, and games timed at half of
    CHUNK_SECONDS each in chunks of 2; the rows are the same."""
    from automeeple.sim import runner

    def chunks(per_game):
        sizes, rows = [], []

        def got(chunk):
            sizes.append(len(chunk))
            rows.extend(chunk)
        runner.simulate("blitzkrieg", 2, ["random", "solo-bot"], 40, 3, 1, on_rows=got,
                        per_game=per_game)
        return sizes, rows

    plain, rows = chunks(None)
    short, same = chunks(runner.CHUNK_SECONDS / 2)
    assert plain == [5] * 8 and short == [2] * 20 and same == rows
