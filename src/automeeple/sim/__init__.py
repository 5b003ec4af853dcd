"""The batch simulator: many seeded bots-only games in parallel, their statistics and
their table file (DESIGN.md, "Three ways to use it": Simulate)."""

from .output import RowWriter
from .runner import GameRow, parse_seats, simulate
from .stats import SeatStats, Summary, summarize, wilson_interval

__all__ = [
    "GameRow",
    "RowWriter",
    "SeatStats",
    "Summary",
    "parse_seats",
    "simulate",
    "summarize",
    "wilson_interval",
]
