"""The saved-games file: round trips, listing, and refusing files it must not touch."""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import platformdirs
import pytest

from automeeple.engine.records import GameRecord, Step
from automeeple.sessions import Store, StoreError, default_db_path


def record(n_steps: int = 0) -> GameRecord:
    return GameRecord(game="the-alpha", seats=3, options={"pair_as_one_wolf": False},
                      edition_hash="abc", seed=42, players=["human", "automa", "automa"],
                      initial_hash="start", steps=[step(i) for i in range(n_steps)])


def step(i: int) -> Step:
    return Step(seat=i % 3 - 1, action=f"action {i}", by="rng" if i % 3 == 0 else "person",
                hash=f"h{i}")


def test_default_path_is_in_the_user_data_folder(monkeypatch):
    monkeypatch.delenv("AUTOMEEPLE_DB", raising=False)
    expected = Path(platformdirs.user_data_dir("automeeple")) / "sessions.sqlite3"
    assert default_db_path() == expected


def test_environment_variable_overrides_default_and_explicit_path_wins(tmp_path, monkeypatch):
    from_env = tmp_path / "env" / "games.sqlite3"
    from_env.parent.mkdir()  # a folder named by --db or the environment must exist
    monkeypatch.setenv("AUTOMEEPLE_DB", str(from_env))
    with Store.open() as store:
        assert store.path == from_env
    assert from_env.is_file()
    explicit = tmp_path / "explicit.sqlite3"
    with Store.open(explicit) as store:
        assert store.path == explicit


def test_round_trip_survives_reopening(tmp_path):
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        sid = store.create(record(2), ["human", "automa", "random"])
        store.append(sid, step(2))
        store.append(sid, step(3))
    with Store.open(path) as store:
        loaded, players, status = store.load(sid)
    expected = record(4)
    expected.players = ["human", "automa", "random"]
    assert loaded == expected
    assert players == ["human", "automa", "random"]
    assert status == "playing"


def test_mark_over_and_truncate(tmp_path):
    with Store.open(tmp_path / "s.sqlite3") as store:
        sid = store.create(record(5), record().players)
        store.mark_over(sid, "Red wins.")
        [row] = store.list()
        assert (row.status, row.summary, row.steps) == ("over", "Red wins.", 5)
        store.truncate(sid, 5)  # removes nothing: still over
        assert store.list()[0].status == "over"
        store.truncate(sid, 2)
        [row] = store.list()
        assert (row.status, row.summary, row.steps) == ("playing", "", 2)
        assert store.load(sid)[0].steps == [step(0), step(1)]
        store.append(sid, step(9))
        assert store.load(sid)[0].steps == [step(0), step(1), step(9)]


def test_list_and_delete(tmp_path):
    with Store.open(tmp_path / "s.sqlite3") as store:
        first = store.create(record(3), ["human", "automa", "automa"])
        second = store.create(record(), ["automa", "random", "automa"])
        rows = {row.id: row for row in store.list()}
        assert rows[first].steps == 3 and rows[second].steps == 0
        assert rows[second].players == ["automa", "random", "automa"]
        assert (rows[first].game, rows[first].seats, rows[first].status) == (
            "the-alpha", 3, "playing")
        store.delete(first)
        assert [row.id for row in store.list()] == [second]
        for call in (store.delete, store.load, lambda sid: store.append(sid, step(0)),
                     lambda sid: store.truncate(sid, 0), lambda sid: store.mark_over(sid, "")):
            with pytest.raises(StoreError, match=f"no saved game {first}"):
                call(first)
        assert store.create(record(), record().players) not in (first, second)


def test_create_needs_a_player_per_seat(tmp_path):
    with Store.open(tmp_path / "s.sqlite3") as store, pytest.raises(StoreError, match="3 seats"):
        store.create(record(), ["human"])


def test_zero_byte_file_becomes_a_store(tmp_path):
    path = tmp_path / "empty.sqlite3"
    path.touch()
    with Store.open(path) as store:
        sid = store.create(record(1), record().players)
    with Store.open(path) as store:
        assert store.load(sid)[0] == record(1)


# --- files that must be refused and left alone ---------------------------------------------

def random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(1).randbytes(5000))


def truncated_store(path: Path) -> None:
    with Store.open(path) as store:
        for _ in range(3):
            sid = store.create(record(50), record().players)
            store.mark_over(sid, "x" * 2000)
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])


def foreign_sqlite(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (name TEXT, phone TEXT)")
    conn.execute("INSERT INTO contacts VALUES ('Ada', '555')")
    conn.commit()
    conn.close()


def newer_schema(path: Path) -> None:
    Store.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
    conn.commit()
    conn.close()


def text_file(path: Path) -> None:
    path.write_text("my shopping list\n")


def sqlite_header_only(path: Path) -> None:
    path.write_bytes(b"SQLite format 3\x00" + bytes(84))


@pytest.mark.parametrize("make", [random_bytes, truncated_store, foreign_sqlite, newer_schema,
                                  text_file, sqlite_header_only])
def test_unusable_file_is_refused_and_untouched(tmp_path, make):
    path = tmp_path / "sessions.sqlite3"
    make(path)
    before, files = path.read_bytes(), sorted(os.listdir(tmp_path))
    with pytest.raises(StoreError) as caught:
        Store.open(path)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == files  # no journal or other file left


def test_directory_is_refused(tmp_path):
    with pytest.raises(StoreError, match="not a file") as caught:
        Store.open(tmp_path)
    assert str(tmp_path) in str(caught.value)
    assert os.listdir(tmp_path) == []


# --- writes that fail roll back whole -------------------------------------------------------


class FailingConnection:
    """A connection whose ``fail_on``-th statement matching ``word`` fails."""

    def __init__(self, conn: sqlite3.Connection, word: str, fail_on: int = 1) -> None:
        self.conn, self.word, self.left = conn, word, fail_on

    def execute(self, sql: str, *args):
        if self.word in sql:
            self.left -= 1
            if self.left == 0:
                raise sqlite3.OperationalError("disk I/O error")
        return self.conn.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self.conn, name)


def snapshot(path: Path) -> tuple:
    conn = sqlite3.connect(path)
    try:
        return (conn.execute("SELECT id, status, summary FROM sessions").fetchall(),
                conn.execute("SELECT * FROM steps ORDER BY session, idx").fetchall())
    finally:
        conn.close()


@pytest.mark.parametrize(("action", "word", "fail_on"), [
    ("create", "INSERT INTO steps", 3),  # the session row and two steps are written first
    ("append", "INSERT INTO steps", 1),  # after the session's time stamp
    ("truncate", "UPDATE sessions SET status", 1),  # after the steps are deleted
    ("create", "COMMIT", 1),
])
def test_a_failed_write_rolls_the_whole_change_back(tmp_path, action, word, fail_on):
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        sid = store.create(record(5), record().players)
        store.mark_over(sid, "done")
        before = snapshot(path)
        real = store._conn
        store._conn = FailingConnection(real, word, fail_on)
        with pytest.raises(StoreError, match="cannot save .*disk I/O error"):
            {"create": lambda: store.create(record(5), record().players),
             "append": lambda: store.append(sid, step(5)),
             "truncate": lambda: store.truncate(sid, 2)}[action]()
        store._conn = real
        assert not real.in_transaction
        assert snapshot(path) == before
        store.append(sid, step(5))  # and the file takes the next write
    assert len(snapshot(path)[1]) == 6


# --- one game, one process -----------------------------------------------------------------

HOLD = """
import sys, time
from automeeple.sessions import Store
store = Store.open(sys.argv[1])
store.hold(int(sys.argv[2]))
print("holding", flush=True)
time.sleep(60)
"""


def test_a_game_open_in_another_process_is_refused_until_that_process_dies(tmp_path):
    import subprocess
    import sys

    from automeeple.sessions.store import GameOpenElsewhere

    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        first = store.create(record(), record().players)
        second = store.create(record(), record().players)
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(path), str(first)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        with Store.open(path) as store:
            with pytest.raises(GameOpenElsewhere, match=f"saved game {first} is open in "
                                                        "another automeeple window"):
                store.hold(first)
            store.hold(second)  # another game in the same file is free
            with pytest.raises(GameOpenElsewhere):
                store.delete(first)
    finally:
        holder.kill()  # as kill -9: no chance to clean up
        holder.wait()
    with Store.open(path) as store:
        store.hold(first)  # nothing is left that blocks it
        store.delete(first)


def test_two_stores_in_one_process_hold_their_games_apart(tmp_path):
    from automeeple.sessions.store import GameOpenElsewhere

    path = tmp_path / "s.sqlite3"
    with Store.open(path) as a:
        game = a.create(record(), record().players)  # held by a
        with Store.open(path) as b, pytest.raises(GameOpenElsewhere):
            b.hold(game)
        Store.open(path).close()  # another store closing lets go of nothing of a's
        with Store.open(tmp_path / "." / "s.sqlite3") as c, pytest.raises(GameOpenElsewhere):
            c.hold(game)  # the same file by another name
    with Store.open(path) as d:
        d.hold(game)


def test_the_mode_is_saved_listed_and_old_files_are_brought_up_to_date(tmp_path):
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        play = store.create(record(), record().players)
        table = store.create(record(), record().players, mode="table")
        assert (store.mode(play), store.mode(table)) == ("play", "table")
        assert sorted(row.mode for row in store.list()) == ["play", "table"]
    # A version-1 file (before the mode was saved): a game with reports from the
    # table was a Table game, any other a Play game.
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE sessions DROP COLUMN mode")
    conn.execute("ALTER TABLE steps DROP COLUMN trace")
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema'")
    conn.execute("INSERT INTO steps VALUES (?, 0, -1, 'roll 3', 'person', 'h')", (table,))
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        assert (store.mode(play), store.mode(table)) == ("play", "table")
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone() == ("3",)
    conn.close()


def test_a_damaged_header_spoils_only_its_own_line(tmp_path):
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        good = store.create(record(), record().players)
        bad = store.create(record(), record().players)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE sessions SET header = '{not json' WHERE id = ?", (bad,))
    conn.commit()
    conn.close()
    with Store.open(path) as store:
        rows = {row.id: row for row in store.list()}
        assert rows[good].status == "playing" and rows[good].players == record().players
        assert rows[bad].status == "damaged" and rows[bad].players == []
        with pytest.raises(StoreError, match=f"saved game {bad} is damaged"):
            store.load(bad)
