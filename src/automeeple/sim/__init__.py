"""The batch simulator: many seeded bots-only games in parallel (a local process pool or
Ray), their statistics and their table file (docs/design.md, "Three ways to use it":
Simulate); difficulty calibration is in :mod:`automeeple.sim.calibrate`."""

from .backends import Backend, LocalPool, RayCluster, make_backend
from .output import RowWriter
from .runner import GameRow, parse_seats, simulate
from .stats import SeatStats, Summary, summarize, wilson_interval

__all__ = [
    "Backend",
    "GameRow",
    "LocalPool",
    "RayCluster",
    "RowWriter",
    "SeatStats",
    "Summary",
    "make_backend",
    "parse_seats",
    "simulate",
    "summarize",
    "wilson_interval",
]
