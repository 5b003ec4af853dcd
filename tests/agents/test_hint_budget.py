"""A hint's budget is counted in iterations (docs/search.md, "Hints"): the same
position gives the same hint however slow or busy the machine, unless a time limit
is asked for explicitly (AUTOMEEPLE_HINT_SECONDS)."""

from __future__ import annotations

import itertools

import pytest

from automeeple import catalog
from automeeple.agents import ismcts
from automeeple.agents.ismcts import ESTIMATED, LOST, Hint, MoveStats, hint_lines
from automeeple.sessions.session import Session


def deciding(game_id: str) -> Session:
    """A fresh bots-only-but-the-person game at the person's first decision."""
    info = catalog.get(game_id)
    seats = info.default_seats
    spec = [info.default_bot] * (len(info.person_seats(seats)) - 1)
    session = Session.new(None, info, seats, {}, 3, info.players(spec, seats, human=0))
    session.advance()
    return session


@pytest.fixture
def slow_clock(monkeypatch):
    """A machine so busy that a second of wall time passes between two looks at
    the clock."""
    ticks = itertools.count()
    monkeypatch.setattr(ismcts.time, "perf_counter", lambda: float(next(ticks)))


def test_the_same_position_gives_the_same_hint_on_a_slow_machine(slow_clock, monkeypatch):
    monkeypatch.delenv("AUTOMEEPLE_HINT_SECONDS", raising=False)
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", "60")
    session = deciding("the-alpha")
    first, again = session.hint(0), session.hint(0)
    assert first.iterations == again.iterations == 60
    assert first == again


def test_a_time_limit_is_an_explicit_choice(slow_clock, monkeypatch):
    monkeypatch.setenv("AUTOMEEPLE_HINT_SECONDS", "3")
    monkeypatch.setenv("AUTOMEEPLE_HINT_ITERATIONS", "60")
    assert deciding("the-alpha").hint(0).iterations < 60


@pytest.mark.parametrize("info", catalog.games(), ids=lambda i: i.id)
def test_each_game_declares_its_hint_budget(info, monkeypatch):
    monkeypatch.delenv("AUTOMEEPLE_HINT_ITERATIONS", raising=False)
    monkeypatch.delenv("AUTOMEEPLE_HINT_SECONDS", raising=False)
    assert ismcts.hint_budget(info.hint_iterations) == (info.hint_iterations, None)
    assert info.hint_iterations >= 100


def test_a_hint_whose_every_move_lost_every_future_says_so():
    """A row of "won 0% of those games" tells a person nothing (a tester's
    Islebound, round 14): the hint says every future was lost, and that the search
    cannot tell the moves apart; an estimate says what it is; a hint with a win
    has no note."""
    lost = [MoveStats(f"move {k}", 10, 0.2, 0.0, 0.0) for k in range(5)]
    assert hint_lines(Hint(lost, 50))[-1] == f"  ({LOST})"
    won = [*lost[:4], MoveStats("move 4", 10, 0.2, 0.1, 0.1)]
    assert hint_lines(Hint(won, 50))[-1] == "  - move 4: 20% of the search, won 10% of those games"
    numbers = {"move 4": 17}
    assert hint_lines(Hint(won, 50), number=numbers.get)[-1] == (
        "  [17] move 4: 20% of the search, won 10% of those games")
    cut = [*lost[:4], MoveStats("move 4", 10, 0.2, 0.0, 0.0, cut=3)]
    assert hint_lines(Hint(cut, 50))[-1] == f"  ({ESTIMATED})"
