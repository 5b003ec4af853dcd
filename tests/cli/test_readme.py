"""Every command the README shows runs as printed (issue 17): each ``automeeple ...``
of its command table, in a fresh folder with its own saved-games file, as a person
would type it (a placeholder such as ID or FILE stands for the game or file the
commands before it made). A game waits for its first answer and is then quit; a
command that runs for long (the server, a whole calibration) must be running, with
no error, after a few seconds, and is then stopped."""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .test_editions import shipped_answers

README = Path(__file__).parents[2] / "README.md"
PROGRAM = Path(sys.executable).parent / "automeeple"
#: How long a command that does not end by itself runs before it is stopped.
LONG = {"serve": 8, "calibrate": 15}


def table_commands() -> list[str]:
    """The first column of the README's command table, in order."""
    return re.findall(r"^\| `(automeeple [^`]*)` \|", README.read_text(encoding="utf-8"), re.M)


def test_the_table_lists_the_commands_a_person_needs():
    commands = table_commands()
    assert len(commands) >= 20
    assert "automeeple play dragon-canyon --players 3" in commands


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("readme")


def typed(args: list[str]) -> str:
    """What the person types: the walk-through's answers, else quit at once."""
    if args[:2] == ["edition", "new"]:
        return "\n".join(shipped_answers(args[2])) + "\n"
    return "quit\n"


def run(command: str, folder: Path) -> tuple[int | None, str]:
    """Run ``command`` as printed in ``folder``; None for a long command still
    running when stopped."""
    args = shlex.split(command)[1:]
    args = [{"ID": "1", "FILE": "game1.json"}.get(a, a) for a in args]
    env = {**os.environ, "AUTOMEEPLE_DB": str(folder / "sessions.sqlite3"), "COLUMNS": "100"}
    proc = subprocess.Popen([str(PROGRAM), *args], cwd=folder, env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)
    long = LONG.get(args[0])
    try:
        out, _ = proc.communicate(typed(args), timeout=long or 120)
        return proc.returncode, out
    except subprocess.TimeoutExpired:
        if long is None:
            raise
        os.killpg(proc.pid, signal.SIGINT)
        time.sleep(1)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return None, out


@pytest.mark.parametrize("command", table_commands())
def test_each_readme_command_runs_as_printed(command, folder):
    code, out = run(command, folder)
    assert "Traceback" not in out, out
    assert not re.search(r"^error:", out, re.M), out
    if code is None:  # stopped by us while it ran, as a person would stop it
        assert out.strip(), f"{command!r} printed nothing in {LONG}s"
    else:
        # A game quit at its first prompt is kept and exits 0; quitting is not failing.
        assert code == 0, out
