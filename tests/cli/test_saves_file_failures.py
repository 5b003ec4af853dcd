"""The saved-games file failing the terminal, after what a tester found: a file that
cannot be written is said at once in one line (play, resume, serve), not at the
first move, while saves and export still read it; a file named in a folder that does
not exist is refused, nothing made; and a step another program's lock keeps from
being saved is not lost: the person is asked again, the game as it was."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from automeeple.cli import common
from automeeple.sessions import store as store_module
from automeeple.sessions.store import Store, StoreBusy

from ..sessions.test_store_access import IN_USE, READ_ONLY, read_only_opening
from ..sessions.test_store_damage import files
from .test_cli import cli, fail, isolate, ok, saved


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch) -> Path:
    return isolate(tmp_path, monkeypatch)


def scripted(monkeypatch: pytest.MonkeyPatch, *answers) -> list[str]:
    """The person's answers at the terminal, each a line or a function giving one;
    the prompts they answered, in order."""
    asked: list[str] = []
    queue = list(answers)

    def answer(prompt: str = "", **_: object) -> str:
        asked.append(prompt)
        if not queue:
            raise EOFError
        line = queue.pop(0)
        return line() if callable(line) else line

    monkeypatch.setattr(common.console, "input", answer)
    return asked


# --- a file this program cannot write -----------------------------------------------------

def test_a_read_only_file_is_said_at_once_and_still_read(env, tmp_path, monkeypatch):
    ok(cli("play", "nim", "--seed", 5, input="1\nquit\n"))
    before = files(tmp_path)
    read_only_opening(monkeypatch, env)
    for command in (("resume", 1), ("play", "nim"), ("delete", 1, "--yes")):
        result = cli(*command, input="1\n")
        assert fail(result) == f"error: {env}{READ_ONLY}"
        assert result.stdout == ""  # no board, no prompt: nothing to type a move into
    assert "│ 1 " in ok(cli("saves"))
    ok(cli("export", 1, "g.json"))
    assert "Replayed 2 steps" in ok(cli("replay", "g.json", "--quiet"))
    (tmp_path / "g.json").unlink()
    assert files(tmp_path) == before


def test_serve_refuses_a_read_only_file_before_it_starts(env, monkeypatch):
    import uvicorn

    ok(cli("play", "nim", "--seed", 5, input="1\nquit\n"))
    read_only_opening(monkeypatch, env)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: pytest.fail("the server started"))
    result = cli("serve", "--db", env, "--port", 8)
    assert fail(result) == f"error: {env}{READ_ONLY}"
    assert result.stdout == ""


# --- a folder that does not exist --------------------------------------------------------

def test_a_file_in_a_folder_that_does_not_exist_is_refused_nothing_made(tmp_path,
                                                                        monkeypatch):
    missing = tmp_path / "none" / "x.db"
    for given in (("--db", missing), ()):
        monkeypatch.setenv("AUTOMEEPLE_DB", str(missing))
        result = cli("play", "nim", *given, input="")
        assert fail(result) == f"error: {missing.parent}: no such folder"
        assert result.stdout == ""
    monkeypatch.setattr(__import__("uvicorn"), "run",
                        lambda *a, **k: pytest.fail("the server started"))
    assert fail(cli("serve", "--db", missing)) == f"error: {missing.parent}: no such folder"
    assert not missing.parent.exists()


# --- a save another program's lock refuses -----------------------------------------------

class Lock:
    """Another program taking and letting go of the saved-games file's lock."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.other: sqlite3.Connection | None = None

    def take(self, then: str) -> Callable[[], str]:
        def answer() -> str:
            self.other = sqlite3.connect(self.path, isolation_level=None)
            self.other.execute("BEGIN EXCLUSIVE")
            return then
        return answer

    def free(self, then: str) -> Callable[[], str]:
        def answer() -> str:
            self.other.execute("ROLLBACK")
            self.other.close()
            return then
        return answer


def test_a_move_the_lock_kept_from_being_saved_is_asked_again(env, monkeypatch):
    monkeypatch.setattr(store_module, "_WAIT", 0.1)
    lock = Lock(env)
    asked = scripted(monkeypatch, lock.take("1"), lock.free("1"), "quit")
    out = ok(cli("play", "nim", "--seed", 5))
    assert asked == ["your move> "] * 3  # the same prompt, and the move typed again
    assert out.count(f"{env}{IN_USE}") == 1
    assert "Traceback" not in out and "error:" not in out
    assert "Game 1 saved; continue with" in out
    steps = saved(env)[0].steps
    assert [s.by for s in steps] == ["human", "bot:automa"]


def test_a_bot_s_step_the_lock_kept_from_being_saved_is_tried_again(env, monkeypatch):
    append, refused = Store.append, []

    def locked_once(store, session_id, step, trace=None):
        if step.by.startswith("bot:") and not refused:
            refused.append(step)
            raise StoreBusy(f"{store.path}{IN_USE}")
        append(store, session_id, step, trace)

    monkeypatch.setattr(Store, "append", locked_once)
    asked = scripted(monkeypatch, "1", "", "quit")
    out = ok(cli("play", "nim", "--seed", 5))
    assert asked == ["your move> ", "Enter to try again, or quit> ", "your move> "]
    assert out.count(f"{env}{IN_USE}") == 1
    assert [s.by for s in saved(env)[0].steps] == ["human", "bot:automa"]
    assert saved(env)[0].steps[1] == refused[0]  # the same step, saved once


def test_quitting_at_a_step_not_saved_keeps_what_was(env, monkeypatch):
    def busy(store, *_):
        raise StoreBusy(f"{store.path}{IN_USE}")

    append = Store.append
    monkeypatch.setattr(Store, "append", lambda store, gid, step, trace=None: (
        busy(store) if step.by.startswith("bot:") else append(store, gid, step, trace)))
    scripted(monkeypatch, "1", "quit")
    out = ok(cli("play", "nim", "--seed", 5))
    assert "Game 1 saved; continue with" in out
    assert [s.by for s in saved(env)[0].steps] == ["human"]
