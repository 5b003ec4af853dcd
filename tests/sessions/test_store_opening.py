"""Opening the saved-games file (issue 17): a new file opened by several processes or
threads at once is made once and every one of them can use it; an id no saved game
can have is an unknown game, not an overflow; a damaged header nested too deeply is
a damaged game."""

from __future__ import annotations

import multiprocessing
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from automeeple import catalog
from automeeple.engine.records import GameRecord
from automeeple.sessions.store import Store, StoreError

OPENERS = 8


def open_and_save(path: str, start) -> int:
    """Wait for the others, then open the (new) file and save a game in it."""
    start.wait(timeout=60)
    game = catalog.get("the-alpha").make(3, {})
    with Store.open(path) as store:
        return store.create(GameRecord.start(game, 1, ["human", "automa", "automa"]),
                            ["human", "automa", "automa"])


def test_a_new_file_opened_by_several_threads_at_once_is_made_once(tmp_path):
    path = str(tmp_path / "new.sqlite3")
    start = threading.Barrier(OPENERS)
    with ThreadPoolExecutor(OPENERS) as pool:
        ids = list(pool.map(lambda _: open_and_save(path, start), range(OPENERS)))
    assert sorted(ids) == list(range(1, OPENERS + 1))
    with Store.open(path) as store:
        assert len(store.list()) == OPENERS


def test_a_new_file_opened_by_several_processes_at_once_is_made_once(tmp_path):
    path = str(tmp_path / "new.sqlite3")
    spawn = multiprocessing.get_context("spawn")
    with spawn.Manager() as manager:
        start = manager.Barrier(OPENERS)
        with spawn.Pool(OPENERS) as pool:
            ids = pool.starmap(open_and_save, [(path, start)] * OPENERS)
    assert sorted(ids) == list(range(1, OPENERS + 1))
    with Store.open(path) as store:
        assert len(store.list()) == OPENERS


@pytest.mark.parametrize("game_id", [2**63, 99999999999999999999999, -2**63 - 1])
def test_an_id_too_large_for_the_file_is_an_unknown_game(tmp_path, game_id):
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        for ask in (store.load, store.mode, store.delete, store.hold,
                    lambda i: store.mark_over(i, "")):
            with pytest.raises(StoreError, match=f"there is no saved game {game_id}$"):
                ask(game_id)


def test_a_header_nested_too_deeply_is_a_damaged_game(tmp_path: Path):
    path = tmp_path / "s.sqlite3"
    with Store.open(path) as store:
        game_id = open_and_save(str(path), threading.Barrier(1))
        store._conn.execute("UPDATE sessions SET header = ? WHERE id = ?",
                            ("[" * 100_000 + "]" * 100_000, game_id))
        with pytest.raises(StoreError, match="saved game 1 is damaged"):
            store.load(game_id)
        assert [row.status for row in store.list()] == ["damaged"]
