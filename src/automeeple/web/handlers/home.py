"""The home page and new games: the games with the saved games, a game's new-game
form, and the game the form describes started."""

from __future__ import annotations

import secrets

from automeeple import catalog
from automeeple.catalog import GameInfo
from automeeple.engine.core import GameError
from automeeple.sessions.session import Session
from automeeple.sessions.store import Store

from .. import forms
from ..games import Games, NotFound
from .reply import UNSIGNED, Page, Redirect, failed, one_line, status_of, to_question


def home(games: Games, deleted: int | None = None, mark: str = "") -> Page:
    """``GET /``: the games, each with its *New game* button, and the saved games
    (``deleted``: the id of the game just deleted, said at the top when ``mark`` is
    its deletion's mark and no saved game has that id: a link of anyone's making
    says nothing)."""
    try:
        rows, error, status = games.rows(), None, 200
        if deleted is not None and (any(r.id == deleted for r in rows)
                                    or not games.deleted(deleted, mark)):
            deleted = None
    except GameError as exc:  # the file damaged (400), locked by another program (503)
        rows, error, deleted, status = [], one_line(exc), None, status_of(exc)
    return Page("home.html", {"infos": [i for i in catalog.games() if not i.example],
                              "rows": rows, "error": error,
                              "deleted": deleted, "db": games.db.name, "db_shared": games.shared,
                              "titles": {i.id: i.title for i in catalog.games()}},
                status)


def new_game(game_id: str, players: str | None) -> Page:
    """``GET /new/{game}?players=N``: the new-game form for ``players`` seats (the
    game's default when not given)."""
    try:
        info = catalog.get(game_id)
    except GameError as exc:
        return failed(NotFound(one_line(exc)))
    try:
        n = forms.players(info, players)
    except GameError as exc:
        return form(info, info.default_seats, 400, one_line(exc))
    return form(info, n)


def start(games: Games, game_id: str, given: dict[str, str], name: str, data: bytes,
          *, csrf_ok: bool) -> Page | Redirect:
    """``POST /new/{game}``: start the game the form's fields ``given`` describe
    (with the edition file ``name`` holding ``data``, if any), run it to the
    person's first prompt, and go to its page; a mistake: the form again, filled
    in as sent, with its one-line message."""
    try:
        info = catalog.get(game_id)
    except GameError as exc:
        return failed(NotFound(one_line(exc)))
    try:
        n = forms.players(info, given.get("players"))
    except GameError as exc:
        return form(info, info.default_seats, 400, one_line(exc), given)
    if not csrf_ok:
        return form(info, n, 403, f"{UNSIGNED}; here is the form again, as you filled it in",
                    given)
    if given.get(forms.SET_PLAYERS):
        again = " (and the edition file again)" if name else ""
        return form(info, n, given=given,
                    notice=f"Seats for {n} players: choose who plays each{again}, then start "
                           "the game")
    try:
        started = begin(games, info, n, given, name, data)
    except GameError as exc:  # the file locked by another program: 503, nothing started
        return form(info, n, status_of(exc), one_line(exc), given)
    return to_question(started)


def form(info: GameInfo, n: int, status: int = 200, error: str | None = None,
         given: dict[str, str] | None = None, notice: str | None = None) -> Page:
    """The new-game form of ``info`` for ``n`` seats, filled in with ``given``."""
    return Page("new.html", {"info": info, "n": n, "error": error, "notice": notice,
                             "given": given or {}, "fields": forms.fields(info),
                             "seats": forms.default_seats(info, n),
                             "shown": forms.shown, "you": forms.YOU,
                             "set_players": forms.SET_PLAYERS}, status)


def begin(games: Games, info: GameInfo, n: int, given: dict[str, str], name: str,
          data: bytes) -> int:
    """Start the game the form describes, run it to the person's first prompt, and
    return its id."""
    seats = forms.seats(info, n, given)
    options = forms.options(info, given)
    table, practice = forms.mode(given.get("mode"))
    if not table:
        info.off_the_table(options)
    seed = forms.seed(given.get("seed"))
    edition_text = forms.edition(info, name, data)
    with Store.open(games.db) as store:
        session = Session.new(store, info, n, options,
                              secrets.randbits(32) if seed is None else seed, seats,
                              edition_text, edition_source=name or "edition", table=table,
                              practice=practice)
        games.tell(session, session.advance())
        return session.id
