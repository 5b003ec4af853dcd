"""The simulator's worker processes (issue 17): killing the command that started them,
by kill or kill -9, ends them too; more workers than CPUs are brought down to the
CPUs, with a note."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from automeeple.sim.backends import cpus

#: ``automeeple`` itself, run by this Python (its PYTHONPATH included).
COMMAND = [sys.executable, "-c", "from automeeple.cli.app import main; main()"]


def children(pid: int) -> set[int]:
    found = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        found |= {int(c) for c in (task / "children").read_text().split()}
    return found


def alive(pid: int) -> bool:
    """Running (a zombie waiting for a parent to reap it has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def wait_for(check, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.2)
    return check()


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
@pytest.mark.skipif(cpus() < 2, reason="two workers need two CPUs")
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["kill", "kill -9"])
def test_killing_simulate_ends_its_workers(tmp_path, how):
    parent = subprocess.Popen([*COMMAND, "simulate", "the-alpha", "--games", "100000",
                               "--workers", "2"], cwd=tmp_path, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    workers: set[int] = set()
    try:
        # Two spawned workers (and multiprocessing's resource tracker), playing games.
        assert wait_for(lambda: len(children(parent.pid)) >= 2, 120), "no workers started"
        time.sleep(3)
        workers = children(parent.pid)
        assert parent.poll() is None and all(map(alive, workers))
        parent.send_signal(how)
        parent.wait(30)
        assert wait_for(lambda: not any(map(alive, workers)), 20), \
            f"workers {sorted(filter(alive, workers))} outlived their parent"
    finally:
        for pid in [parent.pid, *workers]:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        parent.wait(30)
