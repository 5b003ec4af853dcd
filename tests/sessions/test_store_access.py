"""Saved-games files this program may read but not write, files named in a folder
that does not exist, and saves refused by another program's lock: a read-only file
still lists and loads its games but no game is played or deleted in it (said at
once, in one line); a missing folder is made only for the default location; and a
step or an undo that cannot be saved leaves the game, in memory and in the file,
exactly as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.engine.records import state_hash
from automeeple.sessions import store as store_module
from automeeple.sessions.session import Session
from automeeple.sessions.store import ReadOnly, Store, StoreBusy, StoreError

from .test_store_damage import files

READ_ONLY = ": read-only: games cannot be saved there; give another file with --db or " \
            "AUTOMEEPLE_DB"
IN_USE = ": the saved-games file is in use by another program; try again when it is done"


def read_only_opening(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """SQLite opens ``path`` read-only, as it does a file this program may not write
    (root may write any file, so a test cannot make one by ``chmod``)."""
    connect = sqlite3.connect

    def opened(database, *args, uri=False, **kwargs):
        if not uri and Path(database).absolute() == path.absolute():
            return connect(f"{path.resolve().as_uri()}?mode=ro", *args, uri=True, **kwargs)
        return connect(database, *args, uri=uri, **kwargs)

    monkeypatch.setattr(store_module.sqlite3, "connect", opened)


def nim(path: Path, moves: int = 0) -> Session:
    """A game of Nim against the automa saved in ``path``, with ``moves`` of the
    person's made (each answered by the automa), at the person's next prompt."""
    info = catalog.get("nim")
    session = Session.new(Store.open(path), info, 2, {}, 5, ["human", "automa"])
    for _ in range(moves):
        session.act(session.advance().legal[0])
    session.advance()
    return session


def test_a_read_only_file_lists_and_loads_but_no_game_is_played_or_deleted(tmp_path,
                                                                          monkeypatch):
    path = tmp_path / "s.sqlite3"
    nim(path, 1).store.close()
    before = files(tmp_path)
    read_only_opening(monkeypatch, path)
    with pytest.raises(ReadOnly) as caught:
        Store.check(path)  # what the server does before it starts
    assert str(caught.value) == f"{path}{READ_ONLY}"
    with Store.open(path) as store:
        assert [row.id for row in store.list()] == [1]
        assert len(store.load(1)[0].steps) == 2
        for refused in (lambda: Session.resume(store, 1), lambda: store.hold(1),
                        lambda: store.delete(1)):
            with pytest.raises(ReadOnly) as caught:
                refused()
            assert str(caught.value) == f"{path}{READ_ONLY}"
        info = catalog.get("nim")
        with pytest.raises(ReadOnly) as caught:  # nor is a new one started there
            Session.new(store, info, 2, {}, 5, ["human", "automa"])
        assert str(caught.value) == f"{path}{READ_ONLY}"
    assert files(tmp_path) == before


def test_a_file_in_a_folder_that_does_not_exist_is_refused_and_nothing_made(tmp_path,
                                                                           monkeypatch):
    path = tmp_path / "none" / "deeper" / "s.sqlite3"
    for use in (Store.open, Store.check):
        with pytest.raises(StoreError) as caught:
            use(path)
        assert str(caught.value) == f"{path.parent}: no such folder"
    assert list(tmp_path.iterdir()) == []
    # The default location's folder (the user data folder) is made, as it was.
    monkeypatch.delenv("AUTOMEEPLE_DB", raising=False)
    monkeypatch.setattr(store_module.platformdirs, "user_data_dir",
                        lambda app: str(tmp_path / "data" / app))
    Store.check(store_module.default_db_path())
    with Store.open() as store:
        assert store.path == tmp_path / "data" / "automeeple" / "sessions.sqlite3"
        assert store.list() == []


def locked(path: Path) -> sqlite3.Connection:
    """Another program holding ``path`` locked."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def facts(session: Session) -> tuple:
    """What a refused save must leave as it was: the record, the state, what the
    person was told and "why"."""
    return (list(session.match.record.steps), state_hash(session.game, session.match.state),
            [e.text for e in session.history], dict(session.bot_traces),
            list(session.explained), session.viewer)


def test_a_move_or_an_undo_not_saved_leaves_the_game_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "s.sqlite3"
    monkeypatch.setattr(store_module, "_WAIT", 0.1)
    session = nim(path, 1)
    assert session.bot_traces  # the automa's reasons, which undo keeps or drops
    before, saved = facts(session), path.read_bytes()
    move = session.advance().legal[0]
    for refused in (lambda: session.act(move), session.undo):
        other = locked(path)
        try:
            with pytest.raises(StoreBusy) as caught:
                refused()
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert str(caught.value) == f"{path}{IN_USE}"
        assert facts(session) == before
        assert path.read_bytes() == saved
    session.act(move)  # the same move, once the file is free
    session.store.close()
    with Store.open(path) as store:
        assert len(store.load(1)[0].steps) == len(before[0]) + 1
