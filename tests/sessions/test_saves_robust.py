"""The saved-games file after what a tester found: a save a crash cut short is
rolled back, not called damaged; a refused import saves nothing; an odd row
(a header's seats 1e400, a blob where text belongs) is one damaged game, not a
listing that fails for every game."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.records import GameRecord
from automeeple.sessions import Session, Store, StoreError
from automeeple.web.games import Games
from automeeple.web.handlers import saves

from .test_session import ALPHA, PLAYERS, advance, new
from .test_store_damage import files


def two_games(path: Path) -> list[GameRecord]:
    """A store with two games of The Alpha, 20 prompts each: their records."""
    with Store.open(path) as store:
        for seed in (5, 6):
            advance(new(store, seed), 20)
        return [store.load(game_id)[0] for game_id in (1, 2)]


def crashed(path: Path, into: Path) -> Path:
    """``path`` as a crash leaves it in the middle of a save: the file with part of
    the save written and its rollback journal beside it (a "hot" journal), copied to
    the folder ``into`` while the save is under way; ``path`` itself is left as it
    was. The copy's path."""
    into.mkdir()
    saving = sqlite3.connect(path, isolation_level=None)
    saving.execute("PRAGMA cache_size = 1")  # the save's pages go to the file at once
    saving.execute("BEGIN IMMEDIATE")
    saving.execute("DELETE FROM steps")
    saving.execute("UPDATE sessions SET summary = 'cut short'")
    copy = into / path.name
    for name in (path.name, f"{path.name}-journal"):
        shutil.copyfile(path.with_name(name), into / name)
    saving.execute("ROLLBACK")
    saving.close()
    return copy


# --- a save cut short by a crash is rolled back ---------------------------------------------

def test_a_save_cut_short_is_rolled_back_and_every_step_is_there(tmp_path):
    records = two_games(tmp_path / "s.sqlite3")
    copy = crashed(tmp_path / "s.sqlite3", tmp_path / "crash")
    read_only = sqlite3.connect(f"{copy.as_uri()}?mode=ro", uri=True)
    with pytest.raises(sqlite3.OperationalError, match="readonly"):  # the journal is hot
        read_only.execute("SELECT COUNT(*) FROM steps").fetchone()
    read_only.close()
    Store.check(copy)
    with Store.open(copy) as store:
        assert [store.load(game_id)[0] for game_id in (1, 2)] == records
        assert [row.summary for row in store.list()] == ["", ""]
    assert not copy.with_name(f"{copy.name}-journal").exists()


def test_a_damaged_file_cut_short_is_still_refused(tmp_path):
    path = tmp_path / "s.sqlite3"
    two_games(path)
    with sqlite3.connect(path) as conn:
        conn.execute("ALTER TABLE sessions ADD COLUMN colour TEXT")
    conn.close()
    copy = crashed(path, tmp_path / "crash")
    for refuse in (Store.open, Store.check):
        with pytest.raises(StoreError) as caught:
            refuse(copy)
        assert str(caught.value) == (f"{copy}: the saved-games file is damaged "
                                     "(an unknown column sessions.colour)")


# --- a refused import saves nothing ---------------------------------------------------------

def with_a_bot_not_installed(tmp_path: Path) -> str:
    """A game's record (JSON) whose third seat names a bot this install has not, its
    fingerprint made for it (as another automeeple with that bot would make it)."""
    with Store.open(tmp_path / "elsewhere.sqlite3") as store:
        session = new(store)
        advance(session, 5)
    data = json.loads(session.match.record.to_json())
    data["players"][2] = "nonexistent-bot"
    data["fingerprint"] = GameRecord.from_data(data, [], "x").header_hash()
    return json.dumps(data)


NO_BOT = "r.json: the-alpha has no bot 'nonexistent-bot'; bots: "


def test_an_import_naming_a_bot_not_installed_saves_nothing(tmp_path):
    record = GameRecord.from_json(with_a_bot_not_installed(tmp_path))
    path = tmp_path / "s.sqlite3"
    two_games(path)
    before = files(tmp_path)
    with Store.open(path) as store:
        with pytest.raises(GameError) as caught:
            Session.imported(store, record, "r.json")
        assert str(caught.value).startswith(NO_BOT)
        assert [row.id for row in store.list()] == [2, 1]
    assert files(tmp_path) == before


def test_the_web_import_of_such_a_record_is_one_line_and_saves_nothing(tmp_path):
    data = with_a_bot_not_installed(tmp_path).encode()
    games = Games(tmp_path / "s.sqlite3")
    reply = saves.take_in(games, "r.json", data, "play", csrf_ok=True)
    assert reply.status == 400
    assert reply.context["message"].startswith(NO_BOT)
    assert "\n" not in reply.context["message"]
    assert games.rows() == []


# --- an odd row is one damaged game ---------------------------------------------------------

@pytest.mark.parametrize(("column", "value"), [
    ("header", f'{{"seats": 1e400, "players": {json.dumps(PLAYERS)}}}'),
    ("summary", b"\x00\xff"),
    ("game", ALPHA.id.encode()),
    ("updated", b"2024"),
    ("mode", b"play"),
])
def test_a_row_with_a_value_of_another_kind_is_listed_as_damaged(tmp_path, column, value):
    path = tmp_path / "s.sqlite3"
    two_games(path)
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE sessions SET {column} = ? WHERE id = 1", (value,))
    conn.close()
    with Store.open(path) as store:
        damaged, other = sorted(store.list(), key=lambda row: row.id)
    assert (damaged.status, damaged.seats, damaged.players) == ("damaged", 0, [])
    assert all(isinstance(text, str) for text in (damaged.game, damaged.updated,
                                                  damaged.summary, damaged.mode))
    assert (other.status, other.seats, other.players) == ("playing", 4, PLAYERS)
