"""Win rates and score statistics of a batch of games: pure functions over rows, and
:class:`Tally`, which counts them as they come."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .runner import GameRow

#: The normal quantile for a two-sided 95% interval.
Z95 = 1.959963984540054


@dataclass(frozen=True)
class SeatStats:
    """One seat over all games. A first place shared with other seats counts as a win
    for each of them."""

    seat: int
    games: int
    wins: int
    win_rate: float
    win_low: float  # 95% Wilson score interval
    win_high: float
    mean_score: float
    median_score: float


@dataclass(frozen=True)
class Summary:
    games: int
    seats: tuple[SeatStats, ...]
    mean_decisions: float  # game length, in decisions made by seats
    median_decisions: float
    #: How the games ended: (how, share of the games), most common first.
    ended_by: tuple[tuple[str, float], ...] = ()

    def endings(self) -> str:
        """"full-moon 97.5%, cut-off 2.5%"."""
        return ", ".join(f"{how or 'unknown'} {share:.1%}" for how, share in self.ended_by)


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion of ``successes`` in ``trials``."""
    if trials < 1:
        raise ValueError("a proportion needs at least one trial")
    p = successes / trials
    z2n = z * z / trials
    centre = (p + z2n / 2) / (1 + z2n)
    half = z / (1 + z2n) * math.sqrt(p * (1 - p) / trials + z2n / (4 * trials))
    # At no successes (or no failures) the bound is exactly 0 (or 1); computed, it
    # can come out a rounding error away (2.8e-17 for 0 in 7).
    return (0.0 if successes == 0 else max(0.0, centre - half),
            1.0 if successes == trials else min(1.0, centre + half))


def seat_stats(rows: Sequence[GameRow], seat: int) -> SeatStats:
    """Wins and scores of ``seat`` over ``rows`` (at least one)."""
    n = len(rows)
    wins = sum(row.places[seat] == 1 for row in rows)
    scores = [row.scores[seat] for row in rows]
    low, high = wilson_interval(wins, n)
    return SeatStats(seat, n, wins, wins / n, low, high,
                     statistics.fmean(scores), statistics.median(scores))


def summarize(rows: Sequence[GameRow]) -> Summary:
    """Per-seat statistics and game length over ``rows`` (at least one)."""
    if not rows:
        raise ValueError("no games to summarize")
    lengths = [row.decisions for row in rows]
    endings = Counter(row.ended_by for row in rows).most_common()
    return Summary(len(rows), tuple(seat_stats(rows, s) for s in range(len(rows[0].scores))),
                   statistics.fmean(lengths), statistics.median(lengths),
                   tuple((how, count / len(rows)) for how, count in endings))


class Tally:
    """A batch's :class:`~automeeple.sim.stats.Summary`, counted from rows as they
    arrive, in any order. It keeps counts, not rows: its memory grows with the number
    of distinct scores, game lengths and endings, never with the number of games, and
    its summary equals :func:`~automeeple.sim.stats.summarize` over the same rows."""

    def __init__(self) -> None:
        self.games = 0
        self.wins: list[int] = []
        self.scores: list[Counter[int]] = []
        self.decisions: Counter[int] = Counter()
        self.endings: Counter[str] = Counter()
        #: The first game (by number) that ended each way: ties in ``endings`` are
        #: listed in that order, as ``summarize`` lists them.
        self.first_ending: dict[str, int] = {}

    def add(self, rows: Iterable[GameRow]) -> None:
        for row in rows:
            if not self.wins:
                self.wins = [0] * len(row.scores)
                self.scores = [Counter() for _ in row.scores]
            self.games += 1
            for seat, place in enumerate(row.places):
                self.wins[seat] += place == 1
                self.scores[seat][row.scores[seat]] += 1
            self.decisions[row.decisions] += 1
            self.endings[row.ended_by] += 1
            first = self.first_ending.get(row.ended_by)
            self.first_ending[row.ended_by] = row.game if first is None else min(first,
                                                                                row.game)

    def summary(self) -> Summary:
        if not self.games:
            raise ValueError("no games to summarize")
        n = self.games
        seats = []
        for seat, wins in enumerate(self.wins):
            low, high = wilson_interval(wins, n)
            seats.append(SeatStats(seat, n, wins, wins / n, low, high,
                                   _mean(self.scores[seat], n),
                                   _median(self.scores[seat], n)))
        endings = sorted(self.endings.items(),
                         key=lambda item: (-item[1], self.first_ending[item[0]]))
        return Summary(n, tuple(seats), _mean(self.decisions, n),
                       _median(self.decisions, n),
                       tuple((how, count / n) for how, count in endings))


def _mean(counts: Counter[int], n: int) -> float:
    return sum(value * count for value, count in counts.items()) / n


def _median(counts: Counter[int], n: int) -> float:
    """The median of ``n`` values given as counts, as :func:`statistics.median` gives
    it: the middle value, or the mean of the two middle values."""
    wanted = sorted({(n - 1) // 2, n // 2})
    found = []
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        while wanted and wanted[0] < seen:
            found.append(value)
            wanted.pop(0)
    return found[0] if len(found) == 1 else (found[0] + found[1]) / 2
