"""Win rates and score statistics of a batch of games: pure functions over rows."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
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
