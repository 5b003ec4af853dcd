"""Before and after in one run: ``python bench/compare.py REV [--games N]``.

Checks REV out into a temporary git worktree, then runs this tree's benchmark on
REV's package and on this tree's, one after the other, twice, alternating, on this
interpreter (the machine is noisy: compare numbers taken minutes apart, not days),
and prints each run whole, plus the start-up time of both trees' ``automeeple
--help`` and ``automeeple games``. Both sides are measured the same way, so a change
to the benchmark cannot pass for a change in speed; where REV's package lacks
something this benchmark reads, REV's own benchmark measures it, and says so.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def run(tree: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    return subprocess.run([sys.executable, *args], cwd=tree, env=env, text=True,
                          capture_output=True, check=check)


def benchmark(tree: Path, games: str) -> str:
    """This tree's benchmark's report on ``tree``'s package (or, where that fails,
    ``tree``'s own benchmark's, with a note why)."""
    done = run(tree, str(HERE / "bench" / "benchmark.py"), "--games", games, check=False)
    if done.returncode == 0:
        return done.stdout
    why = (done.stderr.strip().splitlines() or ["no message"])[-1]
    own = run(tree, "bench/benchmark.py", "--games", games).stdout
    return f"(this tree's benchmark failed on it: {why}; its own benchmark:)\n{own}"


def startup_ms(tree: Path, *args: str) -> float:
    times = []
    for _ in range(5):
        start = time.perf_counter()
        run(tree, "-c", "from automeeple.cli.app import main; main()", *args)
        times.append(time.perf_counter() - start)
    return min(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("rev", help="the commit to compare against (e.g. HEAD~5, a tag)")
    parser.add_argument("--games", default="300")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "-C", str(HERE), "worktree", "add", "--detach", str(base),
                        args.rev], check=True, capture_output=True)
        try:
            trees = {f"before ({args.rev})": base, "after (this tree)": HERE}
            for label, tree in trees.items():
                print(f"start-up {label}: --help {startup_ms(tree, '--help'):.0f} ms, "
                      f"games {startup_ms(tree, 'games'):.0f} ms")
            for round_ in (1, 2):
                for label, tree in trees.items():
                    out = benchmark(tree, args.games)
                    print(f"\n===== {label}, round {round_} =====\n{out}", flush=True)
        finally:
            subprocess.run(["git", "-C", str(HERE), "worktree", "remove", "--force",
                            str(base)], check=False)


if __name__ == "__main__":
    main()
