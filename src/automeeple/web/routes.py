"""The app's routes, one router per concern, each a thin wrapper around its handler
(:mod:`automeeple.web.handlers`): read the request, call the handler, send its
reply. Pages are sent with ``Cache-Control: no-store``; the guard adds the security
headers to every answer (:mod:`.security`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from jinja2 import Environment
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from . import forms
from .games import Games
from .handlers import home, play, saves
from .handlers.reply import Data, Redirect, Reply, render
from .security import CSRF_FIELD, Guard

Text = Annotated[str | None, Form()]


@dataclass(frozen=True)
class Server:
    """What the routes share: the saved games, the guard and the templates."""

    games: Games
    guard: Guard
    env: Environment

    def send(self, reply: Reply) -> Response:
        """``reply`` as an HTTP response."""
        if isinstance(reply, Redirect):
            return RedirectResponse(reply.url, status_code=303)
        if isinstance(reply, Data):
            return JSONResponse(reply.data, status_code=reply.status)
        response = HTMLResponse(render(self.env, reply), status_code=reply.status)
        response.headers["Cache-Control"] = "no-store"
        return response


def home_routes(server: Server) -> APIRouter:
    """The home page and new games (:mod:`.handlers.home`)."""
    router = APIRouter(default_response_class=HTMLResponse)
    games, send = server.games, server.send

    @router.get("/")
    def home_page(deleted: int | None = None) -> Response:
        return send(home.home(games, deleted))

    @router.get("/new/{game_id}")
    def new_game(game_id: str, players: str | None = None) -> Response:
        return send(home.new_game(game_id, players))

    @router.post("/new/{game_id}")
    async def start(game_id: str, request: Request) -> Response:
        form = await request.form()
        csrf_ok = server.guard.csrf_ok(str(form.get(CSRF_FIELD) or ""))
        given = {k: v for k, v in form.items() if isinstance(v, str)}
        edition = form.get("edition")
        upload = edition if isinstance(edition, UploadFile) else None
        data = await upload.read(forms.MAX_EDITION + 1) if upload is not None else b""
        name = upload.filename if upload is not None and upload.filename else ""
        return send(await run_in_threadpool(home.start, games, game_id, given, name, data,
                                            csrf_ok=csrf_ok))

    return router


def play_routes(server: Server) -> APIRouter:
    """A game's page, its JSON and what is done on it (:mod:`.handlers.play`)."""
    router = APIRouter(default_response_class=HTMLResponse)
    games, send, ok = server.games, server.send, server.guard.csrf_ok

    @router.get("/games/{game_id}")
    def game(game_id: int) -> Response:
        return send(play.game(games, game_id))

    @router.get("/games/{game_id}/hint")
    def game_hint(game_id: int) -> Response:
        return send(play.game(games, game_id, hint=True))

    @router.get("/api/games/{game_id}", response_class=JSONResponse)
    def api_game(game_id: int) -> Response:
        return send(play.api(games, game_id))

    @router.post("/games/{game_id}/move")
    def move(game_id: int, csrf: Text = None, at: Text = None, move: Text = None) -> Response:
        return send(play.move(games, game_id, csrf_ok=ok(csrf), at=at, move=move))

    @router.post("/games/{game_id}/report")
    def report(game_id: int, csrf: Text = None, at: Text = None,
               outcome: Text = None) -> Response:
        return send(play.report(games, game_id, csrf_ok=ok(csrf), at=at, outcome=outcome))

    @router.post("/games/{game_id}/undo")
    def undo(game_id: int, csrf: Text = None, at: Text = None) -> Response:
        return send(play.undo(games, game_id, csrf_ok=ok(csrf), at=at))

    @router.post("/games/{game_id}/pass")
    def hand_over(game_id: int, csrf: Text = None, at: Text = None,
                  seat: Text = None) -> Response:
        return send(play.hand_over(games, game_id, csrf_ok=ok(csrf), at=at, seat=seat))

    return router


def saves_routes(server: Server) -> APIRouter:
    """Deleting a saved game (:mod:`.handlers.saves`)."""
    router = APIRouter(default_response_class=HTMLResponse)
    games, send = server.games, server.send

    @router.get("/games/{game_id}/delete")
    def confirm_delete(game_id: int) -> Response:
        return send(saves.confirm_delete(games, game_id))

    @router.post("/games/{game_id}/delete")
    def delete(game_id: int, csrf: Text = None) -> Response:
        return send(saves.delete(games, game_id, csrf_ok=server.guard.csrf_ok(csrf)))

    return router
