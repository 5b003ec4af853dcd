"""The one route table of the web pages, for the server and the phone alike: a
request (its method, its app path, its query and form fields, its files) to the
handler that answers it (docs/web.md, "Routes"). The server (:mod:`.app`) reads an
HTTP request into a :class:`Request`; the phone's worker builds one from a tap.
Paths are the app's own (``/games/5``), never including the sub-path the site is
served at.

    GET  /                          the games and the saved games (?deleted=ID&mark=M)
    GET  /new/{game}                the new-game form (?players=N)
    POST /new/{game}                start a game (then its page)
    POST /import                    a record from elsewhere as a saved game
    GET  /games/{id}                the game: board, news, question, choices or report
    POST /games/{id}/hint           the same with the search's hint (nothing saved)
    POST /games/{id}/move           the person's move       (field ``move``)
    POST /games/{id}/report         Table mode: what came up (field ``outcome``)
    POST /games/{id}/undo           back to the person's previous move or report
    POST /games/{id}/pass           several people: the phone is with the prompt's person
    GET  /games/{id}/export         the game's record (JSON), to download
    GET  /games/{id}/delete         the confirm step;  POST: delete
    GET  /api/games/{id}            the game page's content as JSON
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from automeeple.engine.core import GameError

from .games import Games, NotFound
from .handlers import home, play, saves
from .handlers.reply import Reply, error, failed, failed_data

#: Saved games are numbered from 1 by SQLite, at most its largest integer.
LARGEST_ID = 2 ** 63 - 1


@dataclass(frozen=True)
class Upload:
    """A file sent with a form: its name, and its bytes (read up to the largest file
    any form takes, plus one byte, so that a larger one is told apart)."""

    name: str
    data: bytes


@dataclass(frozen=True)
class Request:
    """What a page asked: ``method`` ("GET" or "POST"), ``path`` (the app path),
    the ``query`` and ``form`` fields as text, the ``files``, and whether the form
    carried the app's CSRF token."""

    method: str
    path: str
    query: dict[str, str] = field(default_factory=dict)
    form: dict[str, str] = field(default_factory=dict)
    files: dict[str, Upload] = field(default_factory=dict)
    csrf_ok: bool = False


Handler = Callable[[Games, Request, str], Reply]


def game_id(text: str) -> int:
    """A saved game's id as a path names it (a number SQLite can hold, else no game
    has it)."""
    if len(text.lstrip("0")) > len(str(LARGEST_ID)):  # int() refuses 4,300 digits
        shown = text if len(text) <= 24 else f"{text[:20]}... ({len(text):,} digits)"
        raise NotFound(f"there is no saved game {shown}")
    number = int(text)
    if not 1 <= number <= LARGEST_ID:
        raise NotFound(f"there is no saved game {number}")
    return number


def on_game(handler: Callable[[Games, int, Request], Reply]) -> Handler:
    return lambda games, request, part: handler(games, game_id(part), request)


def api(games: Games, part: str) -> Reply:
    """The game page's content as JSON; an id no saved game can have is JSON too."""
    try:
        number = game_id(part)
    except NotFound as exc:
        return failed_data(exc)
    return play.api(games, number)


def upload(request: Request, name: str) -> Upload:
    return request.files.get(name, Upload("", b""))


def deleted(request: Request) -> int | None:
    text = request.query.get("deleted", "").strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(LARGEST_ID)):
        raise GameError("bad request: check deleted")
    return int(text)


#: (method, path pattern, handler of the games, the request and the path's part).
ROUTES: list[tuple[str, re.Pattern[str], Handler]] = [(m, re.compile(p), h) for m, p, h in [
    ("GET", r"/", lambda g, r, _: home.home(g, deleted(r), r.query.get("mark", ""))),
    ("GET", r"/new/([^/]+)", lambda g, r, game: home.new_game(game, r.query.get("players"))),
    ("POST", r"/new/([^/]+)", lambda g, r, game: home.start(
        g, game, r.form, upload(r, "edition").name, upload(r, "edition").data,
        csrf_ok=r.csrf_ok)),
    ("POST", r"/import", lambda g, r, _: saves.take_in(
        g, upload(r, "record").name, upload(r, "record").data, r.form.get("mode"),
        csrf_ok=r.csrf_ok)),
    ("GET", r"/games/([0-9]+)", on_game(lambda g, i, r: play.game(g, i))),
    ("POST", r"/games/([0-9]+)/hint", on_game(lambda g, i, r: play.hint(
        g, i, csrf_ok=r.csrf_ok, at=r.form.get("at")))),
    ("POST", r"/games/([0-9]+)/move", on_game(lambda g, i, r: play.move(
        g, i, csrf_ok=r.csrf_ok, at=r.form.get("at"), move=r.form.get("move")))),
    ("POST", r"/games/([0-9]+)/report", on_game(lambda g, i, r: play.report(
        g, i, csrf_ok=r.csrf_ok, at=r.form.get("at"), outcome=r.form.get("outcome")))),
    ("POST", r"/games/([0-9]+)/undo", on_game(lambda g, i, r: play.undo(
        g, i, csrf_ok=r.csrf_ok, at=r.form.get("at")))),
    ("POST", r"/games/([0-9]+)/pass", on_game(lambda g, i, r: play.hand_over(
        g, i, csrf_ok=r.csrf_ok, at=r.form.get("at"), seat=r.form.get("seat")))),
    ("GET", r"/games/([0-9]+)/export", on_game(lambda g, i, r: saves.export(g, i))),
    ("GET", r"/games/([0-9]+)/delete", on_game(lambda g, i, r: saves.confirm_delete(g, i))),
    ("POST", r"/games/([0-9]+)/delete", on_game(lambda g, i, r: saves.delete(
        g, i, csrf_ok=r.csrf_ok))),
    ("GET", r"/api/games/([0-9]+)", lambda g, r, part: api(g, part)),
]]


def dispatch(games: Games, request: Request) -> Reply:
    """The reply to ``request``: its handler's, or the error page of a path no route
    has (404), a method its route does not take (405) or a field that is no number
    (400)."""
    allowed = False
    for method, pattern, handler in ROUTES:
        match = pattern.fullmatch(request.path)
        if match is None:
            continue
        if method != request.method:
            allowed = True
            continue
        try:
            return handler(games, request, match.group(1) if pattern.groups else "")
        except GameError as exc:
            return failed(exc)
    if allowed:
        return error(f"{request.method} is not how {request.path} is used", 405)
    return error("there is no such page here", 404)
