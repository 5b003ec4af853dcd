"""A Ray cluster started the documented way (docs/calibration.md, "Scale"): ``ray
get-auth-token --generate`` then ``ray start --head`` in its own processes, so Ray's
token authentication is on (a head turns it on when a token exists: a local Ray that
automeeple started before writes one too), then ``simulate --backend ray --address HOST:PORT`` and
``RAY_ADDRESS=HOST:PORT simulate --backend ray`` from a shell that knows nothing of
the token but the file the head wrote. Both give the local rows (issue 20.6)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from automeeple.sim import RowWriter, simulate

from ..web.conftest import free_port
from .test_backends import GAME

BIN = Path(sys.executable).parent
#: How long a head may take to start on a loaded two-core machine (seconds).
START = 120


@pytest.fixture(scope="module")
def head(tmp_path_factory) -> Iterator[tuple[str, dict[str, str]]]:
    """``ray start --head --block`` on a free port, with a home folder of its own
    (where it writes its token); yields its address and a person's environment."""
    home = tmp_path_factory.mktemp("home")
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAY_")}
    env.update(HOME=str(home), COLUMNS="120")
    port = free_port()
    subprocess.run([str(BIN / "ray"), "get-auth-token", "--generate"], env=env, check=True,
                   capture_output=True, timeout=START)
    log = home / "head.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [str(BIN / "ray"), "start", "--head", f"--port={port}", "--num-cpus=2",
             "--disable-usage-stats", "--include-dashboard=false", "--block"],
            stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    try:
        deadline = time.monotonic() + START
        while "Ray runtime started" not in log.read_text():
            assert process.poll() is None, log.read_text()
            assert time.monotonic() < deadline, "the head did not start:\n" + log.read_text()
            time.sleep(0.5)
        assert "Token authentication is enabled" in log.read_text()
        yield f"127.0.0.1:{port}", env
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:  # Ray drains for up to 30 s: not needed here
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


def local_rows(tmp_path: Path) -> str:
    expected = tmp_path / "local.csv"
    with RowWriter(expected) as writer:  # the command's defaults: automa in every seat
        writer.add(simulate(GAME, 4, ["automa"] * 4, games=3, seed=1, workers=1))
    return expected.read_text()


@pytest.mark.parametrize("how", ["--address", "RAY_ADDRESS"])
def test_simulate_joins_a_head_started_by_ray_start(head, tmp_path, how):
    address, env = head
    out = tmp_path / "joined.csv"
    command = [str(BIN / "automeeple"), "simulate", GAME, "-n", "3", "--backend", "ray",
               "--out", str(out)]
    if how == "--address":
        command += ["--address", address]
    else:
        env = {**env, "RAY_ADDRESS": address}
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "InvalidAuthToken" not in done.stderr
    assert out.read_text() == local_rows(tmp_path)


def test_a_wrong_ray_address_names_where_it_came_from(head, tmp_path):
    _, env = head
    done = subprocess.run([str(BIN / "automeeple"), "simulate", GAME, "-n", "2", "--backend",
                           "ray"], capture_output=True, text=True,
                          env={**env, "RAY_ADDRESS": f"127.0.0.1:{free_port()}"}, timeout=60)
    assert done.returncode == 2
    assert "RAY_ADDRESS 127.0.0.1:" in done.stderr and "no Ray cluster answers" in done.stderr
