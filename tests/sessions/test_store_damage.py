"""Saved-games files that cannot be used as they are: one whose tables or columns are
not the ones automeeple writes is damaged, one locked by another program is in use,
and neither is changed; an unknown game leaves no lock behind."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest

from automeeple.sessions import store as store_module
from automeeple.sessions.store import Store, StoreError

from ..cli.test_cli import cli, fail, isolate
from .test_store import record


def saved(path: Path) -> None:
    """A store with two games."""
    with Store.open(path) as store:
        for _ in range(2):
            store.create(record(3), record().players)


def files(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes (a lock folder too)."""
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else b""
            for p in sorted(folder.rglob("*"))}


# --- a layout that is not this version's is damaged --------------------------------------

@pytest.mark.parametrize(("change", "says"), [
    ("DROP TABLE steps", "no table steps"),
    ("ALTER TABLE sessions DROP COLUMN mode", "no column sessions.mode"),
    ("ALTER TABLE steps RENAME COLUMN hash TO digest", "no column steps.hash"),
    ("ALTER TABLE sessions ADD COLUMN colour TEXT", "an unknown column sessions.colour"),
    ("CREATE TABLE notes (text TEXT)", "an unknown table notes"),
    # A version-1 file, brought up to date on opening, still needs its steps.
    ("ALTER TABLE steps DROP COLUMN trace; ALTER TABLE sessions DROP COLUMN mode;"
     " DROP TABLE steps; UPDATE meta SET value = '1' WHERE key = 'schema'",
     "no such table: steps"),
])
def test_a_file_with_other_tables_or_columns_is_damaged_and_untouched(tmp_path, change, says):
    path = tmp_path / "s.sqlite3"
    saved(path)
    conn = sqlite3.connect(path)
    conn.executescript(change)
    conn.close()
    before = files(tmp_path)
    for refuse in (Store.open, Store.check):
        with pytest.raises(StoreError) as caught:
            refuse(path)
        assert str(caught.value) == f"{path}: the saved-games file is damaged ({says})"
    assert files(tmp_path) == before


@pytest.mark.parametrize("command", [["saves"], ["export", "1", "out.json"], ["resume", "1"],
                                     ["delete", "1"]])
def test_every_command_reports_a_damaged_layout_in_one_line(tmp_path, monkeypatch, command):
    db = isolate(tmp_path, monkeypatch)
    saved(db)
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE steps")
    conn.close()
    before = files(tmp_path)
    line = fail(cli(*command))
    assert line == f"error: {db}: the saved-games file is damaged (no table steps)"
    assert files(tmp_path) == before


# --- a file locked by another program is in use, not damaged -------------------------------

def test_a_file_locked_by_another_program_is_in_use_and_untouched(tmp_path, monkeypatch):
    path = tmp_path / "s.sqlite3"
    saved(path)
    before = files(tmp_path)
    monkeypatch.setattr(store_module, "_WAIT", 0.1)
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    try:
        for use in (Store.open, Store.check):
            with pytest.raises(StoreError) as caught:
                use(path)
            assert str(caught.value) == (f"{path}: the saved-games file is in use by another "
                                         "program; try again when it is done")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert files(tmp_path) == before


def test_a_lock_taken_after_opening_is_in_use_when_saving(tmp_path, monkeypatch):
    path = tmp_path / "s.sqlite3"
    saved(path)
    monkeypatch.setattr(store_module, "_WAIT", 0.1)
    with Store.open(path) as store:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        before = path.read_bytes()
        try:
            with pytest.raises(StoreError) as caught:
                store.mark_over(1, "done")
        finally:
            other.execute("ROLLBACK")
            other.close()
    assert str(caught.value) == (f"{path}: the saved-games file is in use by another "
                                 "program; try again when it is done")
    assert path.read_bytes() == before


def test_the_command_line_says_in_use_in_one_line(tmp_path, monkeypatch):
    db = isolate(tmp_path, monkeypatch)
    saved(db)
    before = files(tmp_path)
    monkeypatch.setattr(store_module, "_WAIT", 0.1)
    locked, done = threading.Event(), threading.Event()

    def hold() -> None:  # another program: its lock is the file's, whoever takes it
        other = sqlite3.connect(db, isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        locked.set()
        done.wait(10)
        other.execute("ROLLBACK")
        other.close()

    holder = threading.Thread(target=hold)
    holder.start()
    try:
        locked.wait(10)
        line = fail(cli("saves"))
    finally:
        done.set()
        holder.join()
    assert line == (f"error: {db}: the saved-games file is in use by another program; "
                    "try again when it is done")
    assert files(tmp_path) == before


# --- an unknown game leaves no lock ---------------------------------------------------------

@pytest.mark.parametrize("game", [99, 0])
def test_an_unknown_game_leaves_no_lock(tmp_path, monkeypatch, game):
    db = isolate(tmp_path, monkeypatch)
    saved(db)
    before = files(tmp_path)
    line = fail(cli("resume", game))
    assert line == f"error: {db}: there is no saved game {game}"
    with Store.open(db) as store, pytest.raises(StoreError) as caught:
        store.hold(game)
    assert str(caught.value) == f"{db}: there is no saved game {game}"
    assert files(tmp_path) == before
