"""Where a batch's games are played: in this process, in a local process pool, or on a
Ray cluster (the optional extra ``automeeple[ray]``), behind one interface.

A backend runs one task function over a list of argument tuples and yields each
result as soon as its task finishes, in any order. The simulator's task is "play
these games" (:func:`automeeple.sim.runner.play_chunk`), a pure function of its
arguments, so every backend gives the same results; the runner puts them in game
order.

Memory: a backend keeps at most :attr:`Backend.window` tasks submitted and not yet
handed back, so a run of any length holds only those tasks' results (each at most
:data:`~automeeple.sim.runner.MAX_CHUNK` rows) besides what its caller keeps.

A backend is a context manager: the pool or the Ray connection is opened on first
use and closed on leaving, so several batches (``calibrate``'s cells) share one.
"""

from __future__ import annotations

import logging
import multiprocessing
import multiprocessing.connection
import os
import socket
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from automeeple.engine.core import GameError, number

#: The backends' names, as ``--backend`` takes them.
NAMES = ("local", "ray")

#: Tasks kept submitted per worker: enough that no worker waits for the next task.
TASKS_PER_WORKER = 2


class Backend:
    """Runs ``task(*args)`` for each ``args``; yields results as tasks finish."""

    name = ""

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise GameError(f"the number of workers must be at least 1, not {workers}")
        self.workers = workers

    @property
    def window(self) -> int:
        """The most tasks submitted and not yet handed back at once."""
        return TASKS_PER_WORKER * self.workers

    def run(self, task: Callable[..., Any], tasks: Iterable[tuple]) -> Iterator[Any]:
        raise NotImplementedError

    def open(self) -> None:
        """Reach what the tasks run on, where that can fail (a cluster)."""

    def close(self) -> None:
        """Let go of the pool or the cluster (a backend may be used again after)."""

    def __enter__(self) -> Backend:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class LocalPool(Backend):
    """This machine: one worker runs the tasks in this process, in order; more run
    them in that many spawned processes."""

    name = "local"

    def __init__(self, workers: int) -> None:
        super().__init__(workers)
        self._pool: ProcessPoolExecutor | None = None

    def run(self, task: Callable[..., Any], tasks: Iterable[tuple]) -> Iterator[Any]:
        if self.workers == 1:
            for args in tasks:
                yield task(*args)
            return
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers,
                                             mp_context=multiprocessing.get_context("spawn"),
                                             initializer=watch_parent)
        pending: set[Future] = set()
        todo = iter(tasks)
        try:
            while True:
                for args in todo:
                    pending.add(self._pool.submit(task, *args))
                    if len(pending) >= self.window:
                        break
                if not pending:
                    return
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
        finally:
            for future in pending:  # an error, or the caller stopped early
                future.cancel()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


def watch_parent() -> None:
    """In a worker: end it as soon as the process that started it ends, however
    that ends (kill, kill -9: no chance to stop its workers). A thread waits on the
    parent's sentinel, which is ready when the parent is gone."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


class RayCluster(Backend):
    """A Ray cluster: the one at ``address`` (``ray start --head`` prints it; every
    node needs the same automeeple installed), else the one ``RAY_ADDRESS`` names (as
    Ray's own tools read it), else a local instance with ``workers`` CPUs, started on
    first use and stopped on close. A Ray already initialised in this process is used
    as it is, and left running. Ray's token authentication (on by default for a local
    ``ray start --head`` from Ray 2.59) needs nothing here: Ray reads the token the
    cluster wrote (``RAY_AUTH_TOKEN``, ``RAY_AUTH_TOKEN_PATH`` or its default file)."""

    name = "ray"

    def __init__(self, workers: int, address: str | None = None) -> None:
        super().__init__(workers)
        #: Whether the address came from --address (else from RAY_ADDRESS).
        self.given = address is not None
        self.address = address or os.environ.get("RAY_ADDRESS") or None
        if self.address is not None:
            send_token()  # before Ray is imported: it reads its settings then
        self.ray = require_ray()
        self._started = False
        self._remote: dict[Callable, Any] = {}

    def open(self) -> None:
        ray = self.ray
        if self.address is not None:
            reachable(self.address, "--address" if self.given else "RAY_ADDRESS")
        if ray.is_initialized():
            return
        try:
            # "local": a new instance, never one a `ray start` on this machine left
            # behind for Ray's own search to find.
            ray.init(address=self.address or "local",
                     num_cpus=None if self.address else self.workers,
                     include_dashboard=False, logging_level=logging.ERROR,
                     log_to_driver=False)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            where = f"the Ray cluster at {self.address}" if self.address else "a local Ray"
            raise GameError(f"cannot start or reach {where}: "
                            f"{' '.join(str(exc).split())}") from None
        self._started = True

    @property
    def window(self) -> int:
        if not self.ray.is_initialized():
            return super().window
        cpus = int(self.ray.cluster_resources().get("CPU", self.workers))
        return TASKS_PER_WORKER * max(1, cpus)

    def run(self, task: Callable[..., Any], tasks: Iterable[tuple]) -> Iterator[Any]:
        self.open()
        ray = self.ray
        remote = self._remote.get(task)
        if remote is None:
            remote = self._remote[task] = ray.remote(num_cpus=1)(task)
        window = self.window
        pending: list[Any] = []
        todo = iter(tasks)
        try:
            while True:
                for args in todo:
                    pending.append(remote.remote(*args))
                    if len(pending) >= window:
                        break
                if not pending:
                    return
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    yield ray.get(ref)
        finally:
            for ref in pending:
                ray.cancel(ref)

    def close(self) -> None:
        self._remote.clear()
        if self._started:
            self.ray.shutdown()
            self._started = False


#: Seconds to wait for a cluster's address to answer (Ray itself retries for minutes).
CONNECT_TIMEOUT = 5.0


def reachable(address: str, named_by: str = "--address") -> None:
    """Refuse a cluster address ("host:port", or "ray://host:port" for Ray Client)
    that does not answer, naming where it came from (``named_by``); other forms
    ("auto") are left to Ray."""
    host, colon, port = address.removeprefix("ray://").rpartition(":")
    port = number(port)
    if not colon or port is None:
        return
    try:
        socket.create_connection((host.strip("[]"), port), CONNECT_TIMEOUT).close()
    except OSError as exc:
        raise GameError(f"{named_by} {address}: no Ray cluster answers there "
                        f"({exc.strerror or exc})") from None


def send_token() -> None:
    """Joining a cluster: send Ray's token when there is one. ``ray start --head``
    turns token authentication on by default (Ray 2.59 on) and writes the token to
    ``~/.ray/auth_token``, but Ray 2.60's driver sends it only with
    ``RAY_AUTH_MODE=token``, so without this a cluster started as documented refuses
    the run ("Authentication token is missing"). A mode set explicitly is kept."""
    if "RAY_AUTH_MODE" in os.environ:
        return
    if (os.environ.get("RAY_AUTH_TOKEN") or os.environ.get("RAY_AUTH_TOKEN_PATH")
            or (Path.home() / ".ray" / "auth_token").is_file()):
        os.environ["RAY_AUTH_MODE"] = "token"


def require_ray() -> Any:
    """The ``ray`` module, or a one-line error naming the extra that brings it."""
    try:
        import ray
    except ImportError:
        raise GameError("--backend ray needs Ray: pip install 'automeeple[ray]'") from None
    return ray


def cpus() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def make_backend(name: str, workers: int, address: str | None = None) -> Backend:
    """The backend ``name`` ("local" or "ray"), checked now (a missing Ray shows
    before a run starts); it connects on first use."""
    if name == "local":
        if address is not None:
            raise GameError("--address is for --backend ray")
        return LocalPool(workers)
    if name == "ray":
        if address is not None and not address.strip():
            raise GameError("--address is empty: give the cluster's address (host:port, as "
                            "'ray start --head' printed it), or leave --address out")
        return RayCluster(workers, address)
    raise GameError(f"unknown backend {name!r}; backends: {', '.join(NAMES)}")
