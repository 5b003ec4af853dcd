"""A calibration drawn: the person's win rate for each rung of the ladder across the
levels, with 95% Wilson intervals (matplotlib, the optional extra ``automeeple[plot]``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from automeeple.engine.core import GameError

from .calibrate import Calibration

#: The picture formats ``--plot`` writes.
SUFFIXES = (".png", ".svg")


def check_plot(path: Path) -> Any:
    """Refuse a picture name or a missing matplotlib before the run starts; the
    :class:`~matplotlib.figure.Figure` class (no pyplot: nothing opens a window)."""
    if path.suffix.lower() not in SUFFIXES:
        raise GameError(f"--plot {path.name!r}: the file name must end in .png or .svg")
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise GameError("--plot needs matplotlib: pip install 'automeeple[plot]'") from None
    return Figure


def draw(result: Calibration, path: Path) -> None:
    """One line per rung: the person's win rate at each level, its interval as error
    bars, and, when every seat is played alike (The Alpha's), a dashed line at an
    equal share of the wins (1/seats); in a game whose rules play a seat (a solo
    game) no share is equal, so there is no such line."""
    figure_class = check_plot(path)
    names = [level.name for level in result.levels]
    fig = figure_class(figsize=(max(5.0, 1.6 * len(names) + 3), 4.2), layout="constrained")
    ax = fig.add_subplot()
    rungs = len(result.ladder)
    for i, rung in enumerate(result.ladder):
        # Rungs side by side around each level, so their intervals do not overlap.
        offset = (i - (rungs - 1) / 2) * 0.08
        rates, below, above = [], [], []
        for name in names:
            st = result.cell(rung, name).wins
            rates.append(st.win_rate)
            below.append(st.win_rate - st.win_low)
            above.append(st.win_high - st.win_rate)
        ax.errorbar([x + offset for x in range(len(names))], rates, yerr=[below, above],
                    marker="o", capsize=4, label=rung)
    if len(result.comparable) == result.seats:
        ax.axhline(1 / result.seats, linestyle="--", color="grey", linewidth=1,
                   label=f"equal share (1/{result.seats})")
    ax.set_xticks(range(len(names)), names)
    ax.set_xlim(-0.5, len(names) - 0.5)
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_formatter(lambda y, _pos: f"{y:.0%}")
    ax.set_xlabel("level")
    ax.set_ylabel(f"your win rate (seat {result.person_seat + 1})")
    ax.set_title(f"{result.title}, {result.seats} players: {result.games} games per point, "
                 "95% intervals", fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8, loc="best")
    try:
        fig.savefig(path)
    except OSError as exc:
        raise GameError(f"cannot write {path}: {exc.strerror}") from None
