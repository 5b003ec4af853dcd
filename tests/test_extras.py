"""Dependencies by use (issue 19): the core (engine, catalog, games, agents,
sessions, simulator) runs on the core dependencies alone; the terminal and the web
server are the extras ``automeeple[cli]`` and ``automeeple[web]``, and the command
says in one line which to install when one is missing, never a traceback.

Each check runs in a fresh interpreter whose imports of the extras' libraries are
refused (a finder first on ``sys.meta_path``), as on a machine without them. The
wheel's metadata is checked in tests/packaging/test_wheel.py."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).parents[1]
#: The import names of the extras' libraries (and of their own dependencies).
EXTRAS = ("typer", "click", "rich", "tomli_w", "fastapi", "starlette", "uvicorn", "jinja2",
          "multipart", "python_multipart", "pettingzoo", "gymnasium", "numpy", "pyspiel",
          "open_spiel")
#: Refuses every import of ``BLOCKED`` (and of its submodules) as a missing library.
BLOCKER = """
import sys

class Missing:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

assert not [m for m in sys.modules if m.partition(".")[0] in BLOCKED], "imported already"
sys.meta_path.insert(0, Missing())
"""

#: Imports every module of the core and plays a seeded game of every game with
#: bots in every seat to its end, saved in a store, then simulates two more.
CORE = """
import importlib, pkgutil, tempfile
from pathlib import Path

import automeeple
from automeeple import catalog
from automeeple.sessions import Session, Store
from automeeple.sessions.session import ENDED
from automeeple.sessions.store import OVER
from automeeple.sim.runner import simulate

TERMINAL = {info.renderer for info in catalog.games()}  # each game's terminal drawing
for module in pkgutil.walk_packages(automeeple.__path__, "automeeple."):
    top = module.name.split(".")[1]
    if top not in ("cli", "web") and module.name not in TERMINAL and not module.name.startswith(
            ("automeeple.envs.pettingzoo", "automeeple.envs.openspiel")):  # extras
        importlib.import_module(module.name)

with tempfile.TemporaryDirectory() as folder, Store.open(Path(folder) / "s.sqlite3") as store:
    for info in catalog.games():
        seats = info.default_seats
        players = info.players([info.default_bot] * len(info.person_seats(seats)), seats)
        session = Session.new(store, info, seats, {}, 1, players)
        assert session.advance().kind == ENDED
        assert store.load(session.id)[2] == OVER
        rows = simulate(info.id, seats, players, games=2, seed=1, workers=1)
        print(info.id, len(session.match.record.steps), len(rows))
"""


def blocked(code: str, blocked: tuple[str, ...] = EXTRAS) -> subprocess.CompletedProcess:
    """Run ``code`` in a fresh interpreter (this checkout's package) whose imports
    of ``blocked`` fail as if they were not installed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    script = f"BLOCKED = {blocked!r}\n{BLOCKER}\n{code}"
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=600, cwd=ROOT)


def command(*args: str) -> str:
    """Code that runs the ``automeeple`` console script of pyproject.toml with ``args``."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        target = tomllib.load(f)["project"]["scripts"]["automeeple"]
    module, _, function = target.partition(":")
    return (f"sys.argv = ['automeeple', *{list(args)!r}]\n"
            f"from {module} import {function}\n{function}()")


def one_line(done: subprocess.CompletedProcess, extra: str) -> str:
    assert done.returncode == 1, done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr, done.stderr
    line, = done.stderr.splitlines()
    assert f"pip install 'automeeple[{extra}]'" in line
    return line


def test_the_core_imports_and_plays_every_game_without_the_extras():
    done = blocked(CORE)
    assert done.returncode == 0, done.stderr
    from automeeple import catalog
    played = [line.split()[0] for line in done.stdout.splitlines()]
    assert played == [info.id for info in catalog.games()]


def test_the_command_without_the_terminal_extra_names_it_in_one_line():
    for args in (["games"], [], ["serve"]):
        line = one_line(blocked(command(*args), ("typer",)), "cli")
        assert "typer" in line


def test_serve_without_the_web_extra_names_it_in_one_line():
    for missing in ("fastapi", "uvicorn", "jinja2", "python_multipart"):
        line = one_line(blocked(command("serve"), (missing,)), "web")
        assert missing in line

