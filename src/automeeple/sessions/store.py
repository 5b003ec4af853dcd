"""The saved-games file: every session and each of its steps, in one SQLite file.

The file holds three tables: ``meta`` (which program wrote the file and in which
schema version), ``sessions`` (one row per game: the record's header as JSON, who
plays each seat, whether it is still being played and a short summary) and
``steps`` (one row per step). Each change is one transaction, so a crash loses at
most the step being saved.

An existing file is checked before anything is written to it: a file that is not
an automeeple store, or is damaged, is refused with a :class:`StoreError` and left
exactly as it was.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from automeeple.engine.core import GameError
from automeeple.engine.records import GameRecord, Step

APP = "automeeple"
SCHEMA_VERSION = 1
ENV_VAR = "AUTOMEEPLE_DB"
PLAYING, OVER = "playing", "over"

_SQLITE_MAGIC = b"SQLite format 3\x00"
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
        summary TEXT NOT NULL DEFAULT ''
    )""",
    """CREATE TABLE steps (
        session INTEGER NOT NULL REFERENCES sessions (id),
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (session, idx)
    )""",
)


class StoreError(GameError):
    """The saved-games file cannot be used, or a session in it does not exist."""


def default_db_path() -> Path:
    """``$AUTOMEEPLE_DB`` if set, else ``sessions.sqlite3`` in the user's data folder."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP)) / "sessions.sqlite3"


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


class Store:
    """An open saved-games file. Build one with :meth:`open`."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path

    @classmethod
    def open(cls, path: str | Path | None = None, create: bool = True) -> Store:
        """Open the store at ``path`` (default: :func:`default_db_path`).

        A missing or zero-byte file becomes a new, empty store (its folder is
        created), unless ``create`` is False: then a missing file is an error.
        Any other file must be an intact automeeple store.
        """
        path = Path(path) if path is not None else default_db_path()
        if not create and not path.exists():
            raise StoreError(f"{path}: no saved games yet (the file does not exist)")
        try:
            new = not path.exists() or (path.is_file() and path.stat().st_size == 0)
            if new:
                path.parent.mkdir(parents=True, exist_ok=True)
            else:
                _check(path)
            conn = sqlite3.connect(path, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"{path}: cannot open the saved-games file ({exc})") from None
        store = cls(conn, path)
        if new:
            with store._transaction():
                for statement in _SCHEMA:
                    conn.execute(statement)
        return store

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- sessions ----------------------------------------------------------------

    def create(self, record: GameRecord, players: list[str]) -> int:
        """Save a new session for ``record`` (and any steps it already has) with
        ``players[seat]`` playing each seat ("human" or a bot's name); return its id."""
        if len(players) != record.seats:
            raise StoreError(f"{record.seats} seats need {record.seats} players, "
                             f"not {len(players)}")
        header = asdict(record)
        del header["steps"]
        header["players"] = list(players)
        now = _now()
        with self._transaction():
            cur = self._conn.execute(
                "INSERT INTO sessions (game, created, updated, header, status)"
                " VALUES (?, ?, ?, ?, ?)",
                (record.game, now, now, json.dumps(header), PLAYING))
            session_id = cur.lastrowid
            for step in record.steps:
                self._insert_step(session_id, step)
        return session_id

    def append(self, session_id: int, step: Step) -> None:
        """Save ``step`` as the session's next step."""
        with self._transaction():
            self._touch(session_id)
            self._insert_step(session_id, step)

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
        with self._transaction():
            self._touch(session_id)
            self._conn.execute("DELETE FROM steps WHERE session = ?", (session_id,))
            self._conn.execute("DELETE FROM sessions WHERE id = ?", (session_id,))

    def load(self, session_id: int) -> tuple[GameRecord, list[str], str]:
        """The session's record with all its steps, its players and its status."""
        row = self._conn.execute("SELECT header, status FROM sessions WHERE id = ?",
                                 (session_id,)).fetchone()
        if row is None:
            raise self._unknown(session_id)
        header, status = row
        steps = [Step(*s) for s in self._conn.execute(
            "SELECT seat, action, by, hash FROM steps WHERE session = ? ORDER BY idx",
            (session_id,))]
        try:
            record = GameRecord(**json.loads(header), steps=steps)
        except (ValueError, TypeError) as exc:
            raise StoreError(f"{self.path}: saved game {session_id} is damaged ({exc})"
                             ) from None
        return record, record.players, status

    def list(self) -> list[SessionRow]:
        """Every session, the most recently played first."""
        rows = self._conn.execute(
            "SELECT id, game, header, status,"
            " (SELECT COUNT(*) FROM steps WHERE session = sessions.id), updated, summary"
            " FROM sessions ORDER BY updated DESC, id DESC")
        result = []
        for session_id, game, header, status, steps, updated, summary in rows:
            data = json.loads(header)
            result.append(SessionRow(session_id, game, data["seats"], data["players"],
                                     status, steps, updated, summary))
        return result

    # --- helpers -----------------------------------------------------------------

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        """One write transaction: all of it is saved, or none of it."""
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: cannot save ({exc})") from None

    def _touch(self, session_id: int) -> None:
        """Stamp the session as changed now; an unknown id is an error."""
        cur = self._conn.execute("UPDATE sessions SET updated = ? WHERE id = ?",
                                 (_now(), session_id))
        if cur.rowcount == 0:
            raise self._unknown(session_id)

    def _insert_step(self, session_id: int, step: Step) -> None:
        (count,) = self._conn.execute("SELECT COUNT(*) FROM steps WHERE session = ?",
                                      (session_id,)).fetchone()
        self._conn.execute("INSERT INTO steps VALUES (?, ?, ?, ?, ?, ?)",
                           (session_id, count, step.seat, step.action, step.by, step.hash))

    def _unknown(self, session_id: int) -> StoreError:
        return StoreError(f"{self.path}: there is no saved game {session_id}")


def _check(path: Path) -> None:
    """Refuse ``path`` unless it is an intact automeeple store; never writes to it."""
    if not path.is_file():
        raise StoreError(f"{path}: not a file, so it cannot hold saved games")
    with path.open("rb") as f:
        if f.read(len(_SQLITE_MAGIC)) != _SQLITE_MAGIC:
            raise StoreError(f"{path}: not an automeeple saved-games file "
                             "(not an SQLite database)")
    try:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
        try:
            (verdict,) = conn.execute("PRAGMA quick_check").fetchone()
            if verdict != "ok":
                raise StoreError(f"{path}: the saved-games file is damaged ({verdict})")
            tables = {name for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            meta = dict(conn.execute("SELECT key, value FROM meta")) if "meta" in tables else {}
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: the saved-games file is damaged ({exc})") from None
    if meta.get("app") != APP:
        raise StoreError(f"{path}: another program's SQLite database, "
                         "not an automeeple saved-games file")
    if meta.get("schema") != str(SCHEMA_VERSION):
        raise StoreError(f"{path}: saved-games schema version {meta.get('schema')!r}; "
                         f"this automeeple reads version {SCHEMA_VERSION}")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
