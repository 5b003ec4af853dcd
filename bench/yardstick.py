"""A fixed yardstick for speed on a noisy, shared machine.

A rate measured on its own (decisions/s, games/s, iterations/s) moves with the machine
and its load. The yardstick is a fixed pure-Python workload (random Connect Four with a
SplitMix64 stream: 750 games, 15,831 decisions, every time). Time your workload and the
yardstick in ONE process, in alternating rounds, in CPU time; keep each side's fastest
round; then

    normalised rate = your rate x 320,000 / yardstick's decisions/s

is what your workload does on the project's reference machine, where the yardstick runs
at 320,000 decisions/s. The project's speed goals are stated in normalised figures.

Use (from the project root, with the project installed):

    python bench/yardstick.py                      # the yardstick alone, a few rounds

    from yardstick import normalised               # in a benchmark script
    rate = normalised(lambda: run_my_batch(), units=decisions_in_one_batch, rounds=20)
"""

from __future__ import annotations

import time
from collections.abc import Callable

REFERENCE_RATE = 320_000  # the yardstick's decisions/s on the reference machine
GAMES = 750
MASK = (1 << 64) - 1


class _Stream:
    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        self.s = seed & MASK

    def below(self, n: int) -> int:
        s = self.s = (self.s + 0x9E3779B97F4A7C15) & MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return ((z ^ (z >> 31)) * n) >> 64


class _ConnectFour:
    __slots__ = ("board", "heights", "player", "over")
    LINES = ((1, 0), (0, 1), (1, 1), (1, -1))

    def __init__(self) -> None:
        self.board = [[0] * 6 for _ in range(7)]
        self.heights = [0] * 7
        self.player = 1
        self.over = False

    def legal(self) -> list[int]:
        return [c for c in range(7) if self.heights[c] < 6]

    def apply(self, c: int) -> None:
        r = self.heights[c]
        board, p = self.board, self.player
        board[c][r] = p
        self.heights[c] = r + 1
        for dx, dy in self.LINES:
            n = 1
            for sgn in (1, -1):
                x, y = c + sgn * dx, r + sgn * dy
                while 0 <= x < 7 and 0 <= y < 6 and board[x][y] == p:
                    n += 1
                    x += sgn * dx
                    y += sgn * dy
            if n >= 4:
                self.over = True
                return
        self.player = 3 - p


def yardstick() -> int:
    """One round of the fixed workload; returns its decisions (always 15,831)."""
    rng = _Stream(12345)
    decisions = 0
    for _ in range(GAMES):
        g = _ConnectFour()
        while not g.over:
            legal = g.legal()
            if not legal:
                break
            g.apply(legal[rng.below(len(legal))])
            decisions += 1
    return decisions


def _cpu(fn: Callable[[], object]) -> float:
    t = time.process_time()
    fn()
    return time.process_time() - t


def normalised(work: Callable[[], object], units: float, rounds: int = 20) -> float:
    """``units`` of your work per CPU second, normalised to the reference machine.

    ``work()`` must do the same fixed work every call (``units`` of it: decisions,
    games, iterations). It and the yardstick run in alternating rounds; each side's
    fastest round counts.
    """
    work()
    yardstick()  # warm-up
    best_work = best_ref = float("inf")
    decisions = 0
    for _ in range(rounds):
        best_work = min(best_work, _cpu(work))
        t = time.process_time()
        decisions = yardstick()
        best_ref = min(best_ref, time.process_time() - t)
    return (units / best_work) * REFERENCE_RATE / (decisions / best_ref)


if __name__ == "__main__":
    best = min(_cpu(yardstick) for _ in range(5))
    rate = yardstick() / best
    print(f"yardstick: {rate:,.0f} decisions/s here; {REFERENCE_RATE:,} on the reference "
          f"machine (this machine is {rate / REFERENCE_RATE:.2f}x it now)")
