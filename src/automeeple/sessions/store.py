"""The saved-games file: every session and each of its steps, in one SQLite file.

The file holds three tables: ``meta`` (which program wrote the file and in which
schema version), ``sessions`` (one row per game: the record's header as JSON, who
plays each seat, whether it is still being played and a short summary) and
``steps`` (one row per step). Each change is one transaction, so a crash loses at
most the step being saved.

An existing file is checked before anything is written to it: a file that is not
an automeeple store, or is damaged (its tables or columns are not the ones this
version writes, once brought up to date), is refused with a :class:`StoreError` and
left exactly as it was; so is a file another program holds locked, as in use. The
one change a check makes is SQLite's own: a save a crash cut short is rolled back.
A file this program cannot write (read-only, or in a read-only folder) still shows
its games and writes their records, but a game is neither started nor resumed in it
(:meth:`Store.hold`): that is said at once, not at the first move.
"""

from __future__ import annotations

import functools
import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import BinaryIO

import platformdirs

from automeeple.engine.core import GameError
from automeeple.engine.records import GameRecord, Step, step_of
from automeeple.engine.trace import Trace

APP = "automeeple"
SCHEMA_VERSION = 3
ENV_VAR = "AUTOMEEPLE_DB"
PLAYING, OVER = "playing", "over"
#: ``SessionRow.status`` of a session whose saved header cannot be read.
DAMAGED = "damaged"
#: How a saved game is played (``sessions.mode``): all in the program, or with the
#: physical game on the table.
PLAY, TABLE = "play", "table"

_SQLITE_MAGIC = b"SQLite format 3\x00"
#: How long to wait for another program's lock on the file, in seconds.
_WAIT = 5.0
#: The tables of a database that are its own (not SQLite's).
_TABLES = "WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
_SCHEMA = (
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    f"INSERT INTO meta VALUES ('app', '{APP}'), ('schema', '{SCHEMA_VERSION}')",
    f"""CREATE TABLE sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        created TEXT NOT NULL,
        updated TEXT NOT NULL,
        header TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('{PLAYING}', '{OVER}')),
        summary TEXT NOT NULL DEFAULT '',
        mode TEXT NOT NULL DEFAULT '{PLAY}'
    )""",
    """CREATE TABLE steps (
        session INTEGER NOT NULL REFERENCES sessions (id),
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by TEXT NOT NULL,
        hash TEXT NOT NULL,
        trace TEXT,
        PRIMARY KEY (session, idx)
    )""",
)


#: Bringing a file of an older schema version up to date, version by version.
_MIGRATIONS = {
    # Version 2 saves the mode; a game with a report from the table was a Table game.
    1: (f"ALTER TABLE sessions ADD COLUMN mode TEXT NOT NULL DEFAULT '{PLAY}'",
        f"UPDATE sessions SET mode = '{TABLE}' WHERE id IN"
        " (SELECT DISTINCT session FROM steps WHERE by = 'person')"),
    # Version 3 keeps a bot's reasons for its step ("why" after a resume).
    2: ("ALTER TABLE steps ADD COLUMN trace TEXT",),
}


class StoreError(GameError):
    """The saved-games file cannot be used, or a session in it does not exist."""


class GameOpenElsewhere(StoreError):
    """The saved game is being played in another automeeple process."""


class StoreBusy(StoreError):
    """Another program holds the saved-games file locked: try again later."""


class ReadOnly(StoreError):
    """The saved-games file (or its folder) cannot be written: no game can be saved."""


def read_only(path: Path) -> ReadOnly:
    return ReadOnly(f"{path}: read-only: games cannot be saved there; give another file "
                    f"with --db or {ENV_VAR}")


def _default_location() -> Path:
    """Where the saved-games file is when neither --db nor $AUTOMEEPLE_DB names one."""
    return Path(platformdirs.user_data_dir(APP)) / "sessions.sqlite3"


def _folder_for(path: Path) -> None:
    """Refuse a saved-games file named in a folder that does not exist; only the
    default location's folder (the user data folder) is made when missing."""
    if path.absolute().parent.exists() or path.absolute() == _default_location().absolute():
        return
    raise StoreError(f"{path.parent}: no such folder")


def default_db_path() -> Path:
    """``$AUTOMEEPLE_DB`` if set, else ``sessions.sqlite3`` in the user's data folder."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    return _default_location()


@dataclass(frozen=True)
class SessionRow:
    """One line of :meth:`Store.list`."""

    id: int
    game: str
    seats: int
    players: list[str]
    status: str
    steps: int
    updated: str
    summary: str
    mode: str
    #: A practice game (undo goes back anywhere).
    practice: bool = False


class Store:
    """An open saved-games file. Build one with :meth:`open`."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        #: The games this store holds open, each with its locked file.
        self._held: dict[int, BinaryIO] = {}

    @classmethod
    def open(cls, path: str | Path | None = None, create: bool = True) -> Store:
        """Open the store at ``path`` (default: :func:`default_db_path`).

        A missing or zero-byte file becomes a new, empty store, unless ``create`` is
        False: then a missing or empty file is an error, and left as it is. Only the
        default location's folder is created when missing; any other file's folder
        must exist.
        Any other file must be an intact automeeple store.
        """
        path = Path(path) if path is not None else default_db_path()
        if not create and not path.exists():
            raise StoreError(f"{path}: no saved games yet (the file does not exist)")
        if not create and path.is_file() and path.stat().st_size == 0:
            # Left as it is: a command that only reads or removes games makes no store.
            raise StoreError(f"{path}: no saved games yet (the file is empty)")
        try:
            new = not path.exists() or (path.is_file() and path.stat().st_size == 0)
            if new:
                _folder_for(path)
                path.parent.mkdir(parents=True, exist_ok=True)
                version = SCHEMA_VERSION
            else:
                version = _check(path)
            conn = sqlite3.connect(path, isolation_level=None, timeout=_WAIT)
        except OSError as exc:
            raise StoreError(f"{path}: cannot open the saved-games file ({exc})") from None
        except sqlite3.Error as exc:
            raise _error(path, "cannot open the saved-games file", exc) from None
        store = cls(conn, path)
        if new:
            with store._transaction():
                # Looked at again under the write lock: of several processes opening
                # a new file at once, the first makes the tables and the others see them.
                if conn.execute("SELECT 1 FROM sqlite_master").fetchone() is None:
                    for statement in _SCHEMA:
                        conn.execute(statement)
        elif version < SCHEMA_VERSION:
            with store._transaction():
                # Read again inside the transaction: another process may have been first.
                (version,) = conn.execute(
                    "SELECT value FROM meta WHERE key = 'schema'").fetchone()
                for statement in _updates(int(version)):
                    conn.execute(statement)
                conn.execute("UPDATE meta SET value = ? WHERE key = 'schema'",
                             (str(SCHEMA_VERSION),))
        return store

    @staticmethod
    def check(path: Path) -> None:
        """Refuse now a file :meth:`open` would refuse, without creating it (a server
        checks its file as it starts, not at the first page): an existing file must
        be a store this program can write, a missing one must have a writable folder
        to be made in."""
        if path.exists():
            if not (path.is_file() and path.stat().st_size == 0):
                _check(path)
            try:
                conn = sqlite3.connect(path, isolation_level=None, timeout=_WAIT)
            except sqlite3.Error as exc:
                raise _error(path, "cannot open the saved-games file", exc) from None
            try:
                Store(conn, path).writable()
            finally:
                conn.close()
            return
        _folder_for(path)
        folder = next(p for p in path.absolute().parents if p.exists())
        if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
            raise StoreError(f"{path}: cannot make the saved-games file there ({folder} "
                             "is not a folder this program can write in)")

    def close(self) -> None:
        self._conn.close()
        for lock in self._held.values():
            lock.close()  # and with it the lock on that game
        self._held = {}

    def hold(self, session_id: int, check: bool = True) -> None:
        """Hold saved game ``session_id`` open for this store until it is closed:
        any other store, in this process or another, that tries gets
        :class:`GameOpenElsewhere`. The lock is the operating system's (``flock`` on
        ``<file>.locks/<id>``), so a process that dies, even by ``kill -9``, lets go
        of it. A file this program cannot write is refused (:class:`ReadOnly`): a
        game is held to be played or deleted, and it could not be. ``check`` False: a
        game held before in this process, the file then found writable (a web
        request goes on with the game in memory), is not checked again (it costs a
        write transaction; a file made read-only since is found at the next save)."""
        if session_id in self._held:
            return
        self.mode(session_id)  # a game the file does not have gets no lock
        if check:
            self.writable()
        try:
            import fcntl
        except ImportError:  # no flock on this system (Windows): games are not locked
            return
        folder = self.path.resolve().with_name(self.path.name + ".locks")
        try:
            folder.mkdir(exist_ok=True)
            # Kept open while the store holds the game: closing it lets go of the lock.
            lock = open(folder / str(session_id), "ab")  # noqa: SIM115
        except OSError as exc:
            raise StoreError(f"{self.path}: cannot lock saved game {session_id} "
                             f"({exc.strerror})") from None
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            raise GameOpenElsewhere(f"saved game {session_id} is open in another automeeple "
                                    "window; quit it there first") from None
        self._held[session_id] = lock

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def writable(self) -> None:
        """Refuse, as :class:`ReadOnly`, a file this program cannot save to (the file
        or its folder read-only, a read-only disk, an immutable file), found out by
        SQLite itself: a change that changes nothing, rolled back (another program
        holding the file locked: :class:`StoreBusy`). Nothing is written."""
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                (version,) = self._conn.execute("PRAGMA user_version").fetchone()
                self._conn.execute(f"PRAGMA user_version = {int(version)}")
            finally:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
        except sqlite3.Error as exc:
            raise _error(self.path, "cannot save", exc) from None

    # --- sessions ----------------------------------------------------------------

    def create(self, record: GameRecord, players: list[str], mode: str = PLAY) -> int:
        """Save a new session for ``record`` (and any steps it already has) with
        ``players[seat]`` playing each seat ("human" or a bot's name), played in
        ``mode``; return its id, held open by this process (:meth:`hold`)."""
        if len(players) != record.seats:
            raise StoreError(f"{record.seats} seats need {record.seats} players, "
                             f"not {len(players)}")
        header = asdict(record)
        del header["steps"]
        header["players"] = list(players)
        now = _now()
        with self._transaction():
            cur = self._conn.execute(
                "INSERT INTO sessions (game, created, updated, header, status, mode)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (record.game, now, now, json.dumps(header), PLAYING, mode))
            session_id = cur.lastrowid
            for step in record.steps:
                self._insert_step(session_id, step)
        self.hold(session_id)
        return session_id

    def append(self, session_id: int, step: Step, trace: Trace | None = None) -> None:
        """Save ``step`` as the session's next step, with the trace of the bot that
        decided it (its reasons, which a game's record does not keep)."""
        with self._transaction():
            self._touch(session_id)
            self._insert_step(session_id, step, trace)

    def traces(self, session_id: int) -> dict[int, Trace]:
        """The bots' traces kept with the session's steps, by step. A trace is a
        note beside the game, which is its steps: one that cannot be read is left
        out (the bot is asked again, :func:`~automeeple.sessions.session.replayed`)."""
        out = {}
        for idx, text in self._conn.execute(
                "SELECT idx, trace FROM steps WHERE session = ? AND trace IS NOT NULL",
                (session_id,)):
            try:
                out[idx] = Trace.from_dict(json.loads(text))
            except (ValueError, TypeError, KeyError, RecursionError):
                continue
        return out

    def truncate(self, session_id: int, n_steps: int) -> None:
        """Keep only the session's first ``n_steps`` steps; removing any reopens
        a finished session."""
        with self._transaction():
            self._touch(session_id)
            removed = self._conn.execute("DELETE FROM steps WHERE session = ? AND idx >= ?",
                                         (session_id, n_steps)).rowcount
            if removed:
                self._conn.execute("UPDATE sessions SET status = ?, summary = '' WHERE id = ?",
                                   (PLAYING, session_id))

    def mark_over(self, session_id: int, summary: str) -> None:
        """Record that the session's game has ended, with its result."""
        with self._transaction():
            self._touch(session_id)
            self._conn.execute("UPDATE sessions SET status = ?, summary = ? WHERE id = ?",
                               (OVER, summary, session_id))

    def delete(self, session_id: int) -> None:
        self.hold(session_id)
        with self._transaction():
            self._touch(session_id)
            self._conn.execute("DELETE FROM steps WHERE session = ?", (session_id,))
            self._conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    @property
    def page_key(self) -> bytes:
        """This file's own secret (made at its first use, kept in ``meta``, never
        shown): the web app keys the position its pages carry with it
        (``web.page.position``), so the position tells nothing of a hidden state. A
        file of an older automeeple gets one when first asked; an older automeeple
        ignores it."""
        query = "SELECT value FROM meta WHERE key = 'page_key'"
        row = self._conn.execute(query).fetchone()
        if row is None:
            with self._transaction():
                self._conn.execute("INSERT OR IGNORE INTO meta VALUES"
                                   " ('page_key', lower(hex(randomblob(16))))")
            row = self._conn.execute(query).fetchone()
        return bytes.fromhex(row[0])

    def mode(self, session_id: int) -> str:
        """How the session is played: :data:`PLAY` or :data:`TABLE`."""
        self._known(session_id)
        row = self._conn.execute("SELECT mode FROM sessions WHERE id = ?",
                                 (session_id,)).fetchone()
        if row is None:
            raise self._unknown(session_id)
        return row[0]

    def load(self, session_id: int) -> tuple[GameRecord, list[str], str]:
        """The session's record with all its steps, its players and its status."""
        self._known(session_id)
        row = self._conn.execute("SELECT header, status FROM sessions WHERE id = ?",
                                 (session_id,)).fetchone()
        if row is None:
            raise self._unknown(session_id)
        header, status = row
        where = f"{self.path}: saved game {session_id}"
        # Each field checked for its type, as a record file's are: SQLite keeps
        # whatever a hand or another program put in a column.
        steps = [step_of(dict(zip(("seat", "action", "by", "hash"), s, strict=True)), n,
                         where)
                 for n, s in enumerate(self._conn.execute(
                     "SELECT seat, action, by, hash FROM steps WHERE session = ? ORDER BY idx",
                     (session_id,)), 1)]
        try:
            data = json.loads(header)
        except (ValueError, RecursionError) as exc:
            raise StoreError(f"{where} is damaged ({exc})") from None
        if not isinstance(data, dict):
            raise StoreError(f"{where} is damaged (its header is not a table)")
        record = GameRecord.from_data(data, steps, where)
        return record, record.players, status

    def list(self) -> list[SessionRow]:
        """Every session, the most recently played first."""
        rows = self._conn.execute(
            "SELECT id, game, header, status,"
            " (SELECT COUNT(*) FROM steps WHERE session = sessions.id), updated, summary,"
            " mode FROM sessions ORDER BY updated DESC, id DESC")
        result = []
        for session_id, game, header, status, steps, updated, summary, mode in rows:
            texts = [game, updated, summary, mode]
            try:
                # SQLite keeps whatever a hand or another program put in a column.
                if not all(isinstance(text, str) for text in texts):
                    raise TypeError("a value that is not text")
                data = json.loads(header)
                seats, players = data["seats"], [str(p) for p in data["players"]]
                if type(seats) is not int:  # not rounded: 1e400 is no number of seats
                    raise TypeError("seats are not a whole number")
                practice = data.get("practice") is True
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
                seats, players, status, practice = 0, [], DAMAGED, False
                texts = [text if isinstance(text, str) else "" for text in texts]
            game, updated, summary, mode = texts
            result.append(SessionRow(session_id, game, seats, players, status, steps,
                                     updated, summary, mode, practice))
        return result

    # --- helpers -----------------------------------------------------------------

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One write transaction: all of it is saved, or none of it (a failed write,
        a failed commit or any error inside rolls the whole of it back)."""
        try:
            self._conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise _error(self.path, "cannot save", exc) from None
        try:
            yield
            self._conn.execute("COMMIT")
        except BaseException as exc:
            if self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise _error(self.path, "cannot save", exc) from None
            raise

    def _touch(self, session_id: int) -> None:
        """Stamp the session as changed now; an unknown id is an error."""
        self._known(session_id)
        cur = self._conn.execute("UPDATE sessions SET updated = ? WHERE id = ?",
                                 (_now(), session_id))
        if cur.rowcount == 0:
            raise self._unknown(session_id)

    def _insert_step(self, session_id: int, step: Step, trace: Trace | None = None) -> None:
        (count,) = self._conn.execute("SELECT COUNT(*) FROM steps WHERE session = ?",
                                      (session_id,)).fetchone()
        self._conn.execute("INSERT INTO steps (session, idx, seat, action, by, hash, trace)"
                           " VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (session_id, count, step.seat, step.action, step.by, step.hash,
                            None if trace is None else json.dumps(trace.to_dict())))

    def _known(self, session_id: int) -> None:
        """Refuse an id no saved game can have: SQLite's row ids are 64-bit."""
        if not -2**63 <= session_id < 2**63:
            raise self._unknown(session_id)

    def _unknown(self, session_id: int) -> StoreError:
        return StoreError(f"{self.path}: there is no saved game {session_id}")


def _check(path: Path) -> int:
    """Refuse ``path`` unless it is an intact automeeple store. Returns its schema
    version. It writes nothing but the rollback of a save a crash cut short (a
    journal left beside the file), as any open of the file does."""
    if not path.is_file():
        raise StoreError(f"{path}: not a file, so it cannot hold saved games")
    with path.open("rb") as f:
        if f.read(len(_SQLITE_MAGIC)) != _SQLITE_MAGIC:
            raise StoreError(f"{path}: not an automeeple saved-games file "
                             "(not an SQLite database)")
    damaged = "the saved-games file is damaged"
    real = path.resolve()
    # A crash while a save was being written leaves its journal ("hot"): the first
    # read rolls the file back to its last saved state, which a read-only connection
    # cannot do (it fails "attempt to write a readonly database"). Then the file is
    # read with write access, as Store.open would go on to read it.
    access = "rw" if real.with_name(real.name + "-journal").exists() else "ro"
    try:
        conn = sqlite3.connect(f"{real.as_uri()}?mode={access}", uri=True, timeout=_WAIT)
        try:
            (verdict,) = conn.execute("PRAGMA quick_check").fetchone()
            if verdict != "ok":
                raise StoreError(f"{path}: {damaged} ({verdict})")
            tables = dict(conn.execute(f"SELECT name, sql FROM sqlite_master {_TABLES}"))
            meta = dict(conn.execute("SELECT key, value FROM meta")) if "meta" in tables else {}
        finally:
            conn.close()
        if meta.get("app") != APP:
            raise StoreError(f"{path}: another program's SQLite database, "
                             "not an automeeple saved-games file")
        version = meta.get("schema")
        if version not in [str(v) for v in (*_MIGRATIONS, SCHEMA_VERSION)]:
            raise StoreError(f"{path}: saved-games schema version {version!r}; "
                             f"this automeeple reads versions up to {SCHEMA_VERSION}")
        # Its tables, made again in memory and brought up to date as Store.open would
        # bring them, must be this version's, column for column.
        layout = _layout(*tables.values(), *_updates(int(version)))
    except sqlite3.Error as exc:
        raise _error(path, damaged, exc) from None
    expected = _layout(*_SCHEMA)
    if layout != expected:
        missing = sorted(expected - layout)  # named first: a renamed column is missing
        table, column = (missing or sorted(layout - expected))[0]
        what = f"table {table}" if not column else f"column {table}.{column}"
        raise StoreError(f"{path}: {damaged} ({'no' if missing else 'an unknown'} {what})")
    return int(version)


def _updates(version: int) -> list[str]:
    """The statements that bring a file of schema ``version`` up to date."""
    return [statement for old in range(version, SCHEMA_VERSION)
            for statement in _MIGRATIONS[old]]


@functools.lru_cache(maxsize=16)
def _layout(*statements: str) -> frozenset[tuple[str, str]]:
    """The tables and columns that ``statements`` make in an empty database:
    ``(table, "")`` for each table and ``(table, column)`` for each column. Kept for
    the same statements: a server opens the file at every request, and its tables'
    statements are the same each time."""
    conn = sqlite3.connect(":memory:")
    try:
        for statement in statements:
            conn.execute(statement)
        tables = [name for (name,) in conn.execute(f"SELECT name FROM sqlite_master {_TABLES}")]
        return frozenset({(table, "") for table in tables} | {
            (table, column) for table in tables
            for (column,) in conn.execute("SELECT name FROM pragma_table_info(?)", (table,))})
    finally:
        conn.close()


def _error(path: Path, what: str, exc: sqlite3.Error) -> StoreError:
    """The error for ``exc``, met doing ``what`` with the file at ``path``: a file
    another program holds locked is in use, not damaged."""
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
    if code == sqlite3.SQLITE_BUSY:
        return StoreBusy(f"{path}: the saved-games file is in use by another program; "
                         "try again when it is done")
    if code == sqlite3.SQLITE_READONLY:  # the file, its folder or the disk read-only
        return read_only(path)
    return StoreError(f"{path}: {what} ({exc})")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
