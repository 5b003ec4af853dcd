"""``bench/floors.py`` measures what the rules alone cost (issue 20's speed targets):
its replay of a game's recorded moves must be that very game, and its timed share
must count only the time spent in the call it names."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.engine.play import play_out

# floors.py imports its neighbours (benchmark, yardstick) as bench/ scripts do. A
# plain import: a broken script fails here, never skips.
sys.path.insert(0, str(Path(__file__).parents[2] / "bench"))
floors = importlib.import_module("floors")


@pytest.mark.parametrize("game_id", ["the-alpha", "blitzkrieg"])
def test_the_recorded_moves_replayed_are_the_same_game(game_id):
    info = catalog.get(game_id)
    game = info.make(info.default_seats, {})
    agents = [info.bot(name) for name in
              floors.lineup(info, info.default_seats, info.default_bot)]
    for seed in range(3):
        moves = floors.recorded(game, agents, seed)
        played = play_out(game, agents, seed)
        assert len(moves) == played.decisions
        assert floors.replay(game, seed, moves).key() == played.state.key()


def test_a_timed_share_counts_the_named_call_once_however_deep(monkeypatch):
    clock = [0.0]
    monkeypatch.setattr(floors.time, "perf_counter", lambda: clock[0])

    class Work:
        def inner(self, depth):
            clock[0] += 10
            if depth:
                self.inner(depth - 1)

    def outer():
        clock[0] += 30
        Work().inner(2)  # 30 in all, one outermost call

    assert floors.timed_share(Work, "inner", outer) == 0.5
    assert Work.inner.__name__ == "inner"  # put back afterwards


def test_each_round_of_the_benchmarks_playouts_plays_on_a_game_of_its_own(monkeypatch):
    """A bot may keep what it worked out with its game's rulebook (BLITZKRIEG!'s
    baseline does); a timed round must not find the positions of the round before
    already worked out, so no two rounds share a game or a bot."""
    benchmark = importlib.import_module("benchmark")
    rounds: list[tuple[int, int]] = []

    def played(game, agents, seed, *args, **kwargs):
        if seed == 0:
            rounds.append((id(game), id(agents[0])))
        return play_out(game, agents, seed, *args, **kwargs)

    monkeypatch.setattr(benchmark, "play_out", played)
    monkeypatch.setattr(benchmark, "normalised",
                        lambda run, units, rounds: [run() for _ in range(rounds + 1)] and 1.0)
    benchmark.playouts(catalog.get("blitzkrieg"), 2, "baseline", 1, rounds=2)
    assert len(rounds) == 4  # the count of the decisions, the warm-up, two timed rounds
    assert len(set(rounds)) == 4
