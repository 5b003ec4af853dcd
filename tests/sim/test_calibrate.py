"""Calibration: the ladder, the levels, the lineups, the batches played, the running
tally, the table file and the plot."""

from __future__ import annotations

import csv
import random
import statistics
import sys

import pytest

from automeeple import catalog
from automeeple.engine.agent import AUTOMA_SEAT as SOLO
from automeeple.engine.core import GameError
from automeeple.sim import simulate, summarize
from automeeple.sim.backends import LocalPool
from automeeple.sim.calibrate import (
    SEARCH_RUNGS,
    Level,
    calibrate,
    default_ladder,
    levels,
    lineup,
    only,
    parse_ladder,
    person_seat,
    plan,
    table,
    write_table,
)
from automeeple.sim.plot import check_plot, draw
from automeeple.sim.stats import Tally, _median

BLITZ = catalog.get("blitzkrieg")
DRAGON = catalog.get("dragon-canyon")
ALPHA = catalog.get("the-alpha")
WOLVES = catalog.get("wolves")


# --- the tally ---------------------------------------------------------------------------


def test_the_tally_is_the_summary_of_its_rows_in_any_order():
    rows = simulate("the-alpha", 4, ["automa", "random", "random", "random"], games=30,
                    seed=3, workers=1)
    chunks = [rows[i:i + 4] for i in range(0, 30, 4)]
    random.Random(1).shuffle(chunks)
    tally = Tally()
    for chunk in chunks:
        tally.add(chunk)
    assert tally.summary() == summarize(rows)
    assert tally.games == 30 and tally.summary() != summarize(rows[:29])


def test_the_tally_counts_endings_ties_in_order_of_first_game():
    rows = simulate("dragon-canyon", 2, [SOLO, "random"], games=12, seed=2, workers=1)
    tally = Tally()
    tally.add(reversed(rows))
    assert tally.summary().ended_by == summarize(rows).ended_by


@pytest.mark.parametrize("values", [[3], [1, 2], [5, 1, 4], [2, 2, 7, 9], [1, 1, 1, 8, 8]])
def test_median_from_counts(values):
    from collections import Counter

    assert _median(Counter(values), len(values)) == statistics.median(values)


def test_an_empty_tally_has_no_summary():
    with pytest.raises(ValueError, match="no games"):
        Tally().summary()


# --- ladder, levels, lineups -----------------------------------------------------------------


def test_the_default_ladder_climbs_to_search_at_two_budgets():
    assert default_ladder(BLITZ) == ["random", "baseline", "ismcts:200", "ismcts:1000"]
    assert default_ladder(ALPHA) == ["random", "automa", *SEARCH_RUNGS]


def test_parse_ladder_checks_every_name():
    assert parse_ladder(" random , baseline", BLITZ) == ["random", "baseline"]
    with pytest.raises(GameError, match="no bot 'genius'"):
        parse_ladder("random,genius", BLITZ)
    with pytest.raises(GameError, match="names random twice"):
        parse_ladder("random,random", BLITZ)
    with pytest.raises(GameError, match="empty"):
        parse_ladder("random,,baseline", BLITZ)
    with pytest.raises(GameError, match="only the seats"):
        parse_ladder(SOLO, BLITZ)
    assert parse_ladder("automa,random", ALPHA) == ["automa", "random"]  # The Alpha's bot


def test_levels_of_each_game():
    assert [(lv.name, lv.options) for lv in levels(BLITZ)] == [
        ("easy", {"difficulty": "easy"}), ("medium", {"difficulty": "medium"}),
        ("hard", {"difficulty": "hard"}), ("nippon", {"nippon": True})]
    assert [lv.name for lv in levels(DRAGON)] == ["easier", "normal", "harder"]
    assert levels(WOLVES) == [Level("default")]
    assert [lv.name for lv in levels(WOLVES, "dominate_ai")] == ["false", "true"]
    assert levels(WOLVES, "dominate_ai")[1].options == {"dominate_ai": True}
    with pytest.raises(GameError, match="--by max_rounds: not an option of wolves with a set"):
        levels(WOLVES, "max_rounds")


def test_a_level_named_twice_is_refused():
    with pytest.raises(GameError, match="^--level 'easy' is named twice$"):
        only(levels(BLITZ), "easy, easy")
    assert [lv.name for lv in only(levels(BLITZ), "hard,easy")] == ["easy", "hard"]


def test_by_never_plays_a_value_for_table_mode_only():
    """Islebound's person_turn=reported is the table's (its turn is played on the
    board): a simulation of it scored the person 0% and 11 renown."""
    with pytest.raises(GameError, match="^--by person_turn: its other values are for Table "
                                        "mode only, so a simulation has one value to play$"):
        levels(catalog.get("islebound"), "person_turn")


def test_the_rung_takes_the_persons_seat_and_the_default_bot_the_others():
    assert person_seat(BLITZ, 2) == 0 and lineup(BLITZ, 2, "random") == ("random", SOLO)
    assert person_seat(DRAGON, 3) == 1
    assert lineup(DRAGON, 3, "random") == (SOLO, "random", "baseline")
    assert lineup(ALPHA, 4, "random") == ("random", "automa", "automa", "automa")
    assert lineup(ALPHA, 4, None) == ("automa",) * 4


def test_the_default_lineup_is_played_once_per_level():
    both = [Level("easy", {"difficulty": "easy"}), Level("hard", {"difficulty": "hard"})]
    with_default = plan(BLITZ, 2, ["random", "baseline"], both)
    assert [(b.level.name, b.seat_bots) for b in with_default] == [
        ("easy", ("random", SOLO)), ("easy", ("baseline", SOLO)),
        ("hard", ("random", SOLO)), ("hard", ("baseline", SOLO))]
    without = plan(BLITZ, 2, ["random"], both[:1])
    assert [b.seat_bots for b in without] == [("random", SOLO), ("baseline", SOLO)]


# --- a calibration ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def blitz():
    columns = [Level("easy", {"difficulty": "easy"}), Level("hard", {"difficulty": "hard"})]
    return calibrate("blitzkrieg", ["random", "baseline"], columns, games=8, seed=4,
                     backend=LocalPool(1))


def test_each_cell_is_its_lineups_batch(blitz):
    for level, difficulty in (("easy", "easy"), ("hard", "hard")):
        for rung in ("random", "baseline"):
            rows = simulate("blitzkrieg", 2, [rung, SOLO], 8, 4, 1,
                            {"difficulty": difficulty})
            cell = blitz.cell(rung, level)
            assert cell.summary == summarize(rows)
            assert cell.wins == summarize(rows).seats[0]
            assert cell.wins.games == 8
    # the baseline is the default bot: its cell is the level's default lineup
    for level in ("easy", "hard"):
        assert blitz.by_level[level].summary == blitz.cell("baseline", level).summary


def test_a_solo_game_has_no_first_seat_advantage(blitz):
    # seat 1 is the person's, seat 2 the solo bot's: no two seats are alike, so a
    # 'first seat' against a 'fair' 50% would only repeat the baseline's win rate
    assert blitz.comparable == ()
    for level in ("easy", "hard"):
        stats = blitz.by_level[level]
        assert (stats.first_seat, stats.fair, stats.advantage) == (None, None, None)


def test_dragon_canyons_people_are_its_comparable_seats():
    # three seats: the AI (seat 1, played by the rules) and two people
    result = calibrate("dragon-canyon", ["random"], [Level("normal", {"difficulty": "normal"})],
                       games=3, seed=2, backend=LocalPool(1), seats=3)
    assert result.comparable == (1, 2)
    stats = result.by_level["normal"]
    people = stats.summary.seats[1:]
    assert stats.first_seat == people[0]
    assert stats.fair == pytest.approx((people[0].win_rate + people[1].win_rate) / 2)


def test_the_same_calibration_on_a_pool_of_two(blitz):
    columns = [Level("easy", {"difficulty": "easy"}), Level("hard", {"difficulty": "hard"})]
    seen = []
    with LocalPool(2) as pool:
        again = calibrate("blitzkrieg", ["random", "baseline"], columns, games=8, seed=4,
                          backend=pool, progress=seen.append)
    assert again == blitz
    assert seen[-1] == 4 * 8 and seen == sorted(seen)


def test_games_played_already_are_counted_and_each_batch_plays_those_after_them(blitz):
    """A resumed run (``calibrate --resume``) gives each batch's games read back from
    its file: the calibration is the one played in one go, and only the games after
    them are played and handed on; a batch with all its games plays none."""
    columns = [Level("easy", {"difficulty": "easy"}), Level("hard", {"difficulty": "hard"})]
    batches = plan(BLITZ, 2, ["random", "baseline"], columns)
    taken = [0, 3, 5, 8]
    played = [simulate("blitzkrieg", 2, list(b.seat_bots), 8, 4, 1, b.level.options)[:first]
              for b, first in zip(batches, taken, strict=True)]
    handed: dict[int, list[int]] = {}
    seen = []
    again = calibrate("blitzkrieg", ["random", "baseline"], columns, games=8, seed=4,
                      backend=LocalPool(1), progress=seen.append, played=played,
                      on_rows=lambda k, rows: handed.setdefault(k, []).extend(
                          row.game for row in rows))
    assert again == blitz
    assert handed == {0: list(range(8)), 1: list(range(3, 8)), 2: list(range(5, 8))}
    assert seen[-1] == 8 + 5 + 3


def test_a_game_without_levels_adds_its_default_lineup():
    result = calibrate("the-alpha", ["random"], [Level("default")], games=3, seed=2,
                       backend=LocalPool(1))
    stats = result.by_level["default"]
    assert stats.seat_bots == ("automa",) * 4
    assert stats.summary == summarize(simulate("the-alpha", 4, ["automa"] * 4, 3, 2, 1))
    assert result.comparable == (0, 1, 2, 3)
    assert stats.first_seat == stats.summary.seats[0]
    # the mean of the four seats' win rates: 1/4 when no first place is shared
    assert stats.fair == pytest.approx(sum(s.win_rate for s in stats.summary.seats) / 4)
    assert stats.advantage == pytest.approx(stats.first_seat.win_rate - stats.fair)
    assert result.cell("random", "default").seat_bots == ("random",) + ("automa",) * 3


def test_options_the_levels_set_cannot_be_given_too():
    with pytest.raises(GameError, match=r"--option difficulty is set by the levels \(easy, "
                                        r"medium, hard\): leave it out, and choose the levels "
                                        r"with --level \(--level hard\)$"):
        calibrate("blitzkrieg", ["random"], levels(BLITZ), 2, 1, LocalPool(1),
                  options={"difficulty": "hard"})


def test_bad_names_and_options_fail_before_any_game():
    with pytest.raises(GameError, match="no bot 'genius'"):
        calibrate("blitzkrieg", ["random", "genius"], levels(BLITZ), 2, 1, LocalPool(1),
                  progress=lambda done: pytest.fail("a game was played"))
    with pytest.raises(GameError, match="option difficulty must be one of"):
        calibrate("blitzkrieg", ["random"], [Level("x", {"difficulty": "brutal"})], 2, 1,
                  LocalPool(1), progress=lambda done: pytest.fail("a game was played"))


# --- the table file and the plot ----------------------------------------------------------------


def test_the_table_has_a_row_per_cell(blitz, tmp_path):
    data = table(blitz)
    assert data["rung"] == ["random", "baseline", "random", "baseline"]
    assert data["level"] == ["easy", "easy", "hard", "hard"]
    assert data["level_options"][0] == "difficulty=easy"
    assert data["win_rate"][3] == blitz.cell("baseline", "hard").wins.win_rate
    assert data["first_seat_rate"] == data["fair_rate"] == [None] * 4  # a solo game
    out = tmp_path / "cal.csv"
    write_table(blitz, out)
    with out.open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 4 and rows[1]["seat_bots"] == f"baseline,{SOLO}"
    assert rows[0]["first_seat_rate"] == rows[0]["fair_rate"] == ""
    assert float(rows[0]["win_low"]) <= float(rows[0]["win_rate"]) <= float(rows[0]["win_high"])


def test_the_table_as_parquet(blitz, tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")  # the parquet extra, tested with it
    out = tmp_path / "cal.parquet"
    write_table(blitz, out)
    assert pq.read_table(out).to_pydict() == table(blitz)


@pytest.mark.parametrize("suffix, head", [(".png", b"\x89PNG"), (".svg", b"<?xml")])
def test_the_plot(blitz, tmp_path, suffix, head):
    out = tmp_path / f"cal{suffix}"
    draw(blitz, out)
    assert out.read_bytes().startswith(head)


def test_the_plot_draws_an_equal_share_only_where_every_seat_is_played_alike(blitz, tmp_path):
    solo, alpha = tmp_path / "solo.svg", tmp_path / "alpha.svg"
    draw(blitz, solo)
    draw(calibrate("the-alpha", ["random"], [Level("default")], games=2, seed=2,
                   backend=LocalPool(1)), alpha)
    assert "equal share" not in solo.read_text()
    assert "equal share (1/4)" in alpha.read_text()


def test_plot_mistakes(tmp_path, monkeypatch):
    with pytest.raises(GameError, match="must end in .png or .svg"):
        check_plot(tmp_path / "cal.gif")
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    with pytest.raises(GameError, match=r"pip install 'automeeple\[plot\]'"):
        check_plot(tmp_path / "cal.png")
