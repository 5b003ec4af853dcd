"""The saved games: deleting one (after a confirm step), a game's record to take
elsewhere, and a record from elsewhere (the terminal's ``export``, another phone)
taken in as a saved game."""

from __future__ import annotations

from automeeple.engine.core import GameError
from automeeple.engine.records import GameRecord
from automeeple.sessions.answers import described
from automeeple.sessions.session import Session, load_checked
from automeeple.sessions.store import OVER, Store, StoreError

from .. import forms
from ..games import Games, NotFound
from .reply import File, Page, Redirect, failed, refused, to_question


def confirm_delete(games: Games, game_id: int) -> Page:
    """``GET /games/{id}/delete``: the confirm step, naming the saved game."""
    row = next((r for r in rows(games) if r.id == game_id), None)
    if row is None:
        return failed(NotFound(f"there is no saved game {game_id}"))
    return Page("delete.html", {"row": row, "about": described(row)})


def delete(games: Games, game_id: int, *, csrf_ok: bool) -> Page | Redirect:
    """``POST /games/{id}/delete``: delete the saved game, then the home page saying
    so (with the deletion's mark, which the home page checks)."""
    if not csrf_ok:
        return refused()
    try:
        mark = games.delete(game_id)
    except GameError as exc:
        return failed(exc)
    return Redirect(f"/?deleted={game_id}&mark={mark}")


def export(games: Games, game_id: int) -> Page | File:
    """``GET /games/{id}/export``: the game's record (JSON) as a file, for
    ``automeeple replay`` or another phone. A game not over: the file holds its seed
    and hidden cards, as the terminal's ``export`` warns; the page offering it says
    so. The save is replayed, every hash checked: a damaged one is not sent."""
    try:
        with games.held(game_id) as store:
            record, status, _, _ = load_checked(store, game_id)
    except GameError as exc:
        return failed(exc)
    state = "" if status == OVER else "-unfinished"
    return File(f"automeeple-{record.game}-{game_id}{state}.json", record.to_json())


def take_in(games: Games, name: str, data: bytes, mode: str | None, *,
            csrf_ok: bool) -> Page | Redirect:
    """``POST /import``: the record file ``name`` (holding ``data``) saved as a new
    game, checked by replaying every step, then its page; to go on in Play or Table
    mode (``mode``)."""
    if not csrf_ok:
        return refused()
    try:
        if not data:
            raise GameError(f"{name}: the file is empty, not a game record" if name else
                            "choose a record file (JSON) to import")
        if len(data) > forms.MAX_RECORD:
            raise GameError(f"{name}: a game record is at most {forms.MAX_RECORD // 1024} kB")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise GameError(f"{name}: not a game record (not UTF-8 text)") from None
        record = GameRecord.from_json(text, name or "record")
        table, practice = forms.mode(mode)
        if practice:  # a record says itself whether it is practice (its fingerprint)
            raise GameError(f"mode must be {forms.PLAY} or {forms.TABLE} for an imported "
                            "game, not 'practice' (the record says whether it is practice)")
        with Store.open(games.db) as store:
            session = Session.imported(store, record, name or "record", table)
            games.tell(session, session.advance())
            return to_question(session.id)
    except GameError as exc:
        return failed(exc)


def rows(games: Games) -> list:
    try:
        return games.rows()
    except StoreError:
        return []
