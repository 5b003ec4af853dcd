"""The server keeps the games it plays in memory (issue 20.4: a page costs the same at
step 10 and at step 1,000): a request goes on with the session in memory while the
saved game is the same step for step, and replays the record when it is not (a
terminal played on, or undid); a request that fails drops it."""

from __future__ import annotations

from pathlib import Path

import pytest

from automeeple.sessions.session import Session
from automeeple.sessions.store import Store
from automeeple.web.games import Games
from automeeple.web.handlers import home, play
from automeeple.web.page import position


@pytest.fixture
def replays(monkeypatch) -> list[int]:
    """The ids of the games resumed from their records."""
    seen: list[int] = []
    resume = Session.resume.__func__

    def counted(cls, store, session_id):
        seen.append(session_id)
        return resume(cls, store, session_id)
    monkeypatch.setattr(Session, "resume", classmethod(counted))
    return seen


def started(games: Games, game: str, mode: str = "play") -> int:
    reply = home.start(games, game, {"mode": mode, "seed": "3"}, "", b"", csrf_ok=True)
    return int(reply.url.removeprefix("/games/").removesuffix("#question"))


def moves(games: Games, gid: int, n: int) -> None:
    for _ in range(n):
        page = play.game(games, gid)
        play.move(games, gid, csrf_ok=True, at=str(page.context["at"]),
                  move=page.context["choices"][0]["move"])


def test_a_game_goes_on_in_memory_without_replaying(tmp_path: Path, replays):
    games = Games(tmp_path / "s.sqlite3")
    gid = started(games, "wolves")
    moves(games, gid, 6)
    assert replays == [gid], "replayed once, at the first request"
    fresh = Games(games.db)  # another server on the same file: replays, same page
    assert play.game(fresh, gid).context["at"] == play.game(games, gid).context["at"]


def test_a_game_moved_on_elsewhere_is_replayed_from_its_record(tmp_path: Path, replays):
    games = Games(tmp_path / "s.sqlite3")
    gid = started(games, "wolves", "practice")
    moves(games, gid, 2)
    with Store.open(games.db) as store:  # the terminal undoes a move
        session = Session.resume(store, gid)
        session.advance()
        session.undo()
        at = position(session)
    replays.clear()
    assert play.game(games, gid).context["at"] == at
    assert replays == [gid]


def test_a_request_that_fails_drops_the_game_from_memory(tmp_path: Path, replays):
    games = Games(tmp_path / "s.sqlite3")
    gid = started(games, "islebound")
    play.game(games, gid)
    with pytest.raises(RuntimeError), games.session(gid):
        raise RuntimeError("a bug in the middle of a request")
    replays.clear()
    play.game(games, gid)
    assert replays == [gid]
