"""The saved games: deleting one, after a confirm step."""

from __future__ import annotations

from automeeple import catalog
from automeeple.engine.core import GameError
from automeeple.sessions.store import StoreError

from ..games import Games, NotFound
from .reply import Page, Redirect, failed, refused


def confirm_delete(games: Games, game_id: int) -> Page:
    """``GET /games/{id}/delete``: the confirm step, naming the saved game."""
    row = next((r for r in rows(games) if r.id == game_id), None)
    if row is None:
        return failed(NotFound(f"{games.db}: there is no saved game {game_id}"))
    return Page("delete.html", {"row": row, "title": title(row.game)})


def delete(games: Games, game_id: int, *, csrf_ok: bool) -> Page | Redirect:
    """``POST /games/{id}/delete``: delete the saved game, then the home page saying
    so."""
    if not csrf_ok:
        return refused()
    try:
        games.delete(game_id)
    except GameError as exc:
        return failed(exc)
    return Redirect(f"/?deleted={game_id}")


def rows(games: Games) -> list:
    try:
        return games.rows()
    except StoreError:
        return []


def title(game_id: str) -> str:
    try:
        return catalog.get(game_id).title
    except GameError:
        return game_id
