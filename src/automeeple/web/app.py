"""The web app (``automeeple serve``): Play and Table mode in a browser, on the
same saved games as the terminal.

Pages are drawn on the server from the person's view (``Session.view`` of their
seat) and the events as their seat reads them; nothing else about a game reaches a
page. Plain forms do everything; ``static/app.js`` only keeps the screen awake,
ticks the table checklist and installs the service worker. Each route's work is a
framework-free handler (:mod:`.handlers`); the routes (:mod:`.routes`) only read
the request and send the handler's reply. Routes (docs/web.md), by router:

    home (handlers/home.py)
    GET  /                          the games and the saved games
    GET  /new/{game}?players=N      the new-game form
    POST /new/{game}                start a game (then its page)
    play (handlers/play.py)
    GET  /games/{id}                the game: board, news, question, choices or report
    GET  /games/{id}/hint           the same with the search's hint (nothing saved)
    POST /games/{id}/move           the person's move       (field ``move``)
    POST /games/{id}/report         Table mode: what came up (field ``outcome``)
    POST /games/{id}/undo           back to the person's previous move or report
    POST /games/{id}/pass           several people: the phone is with the prompt's person
    GET  /api/games/{id}            the game page's content as JSON
    saves (handlers/saves.py)
    GET  /games/{id}/delete         the confirm step;  POST: delete
    here
    GET  /sw.js                     the service worker (static files only)
"""

from __future__ import annotations

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.exceptions import HTTPException

from automeeple import catalog
from automeeple.sessions.store import Store

from .boards import install
from .games import Games
from .handlers.play import drawn
from .handlers.reply import error, render
from .routes import Server, home_routes, play_routes, saves_routes
from .security import CSRF_FIELD, Guard

HERE = Path(__file__).resolve().parent


def create_app(db: Path | None, token: str | None) -> FastAPI:
    """The app on the saved-games file ``db`` (None: the terminal's default); with
    ``token``, every request must carry it (or the cookie its first use sets)."""
    app = FastAPI(title="automeeple", docs_url=None, redoc_url=None, openapi_url=None)
    guard = Guard(token)
    games = Games(db)
    Store.check(games.db)  # a file that cannot hold saved games shows now
    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    install(env, catalog.games())
    env.globals["csrf_field"] = CSRF_FIELD
    env.globals["csrf"] = guard.csrf
    server = Server(games, guard, env)
    app.state.games = games
    app.state.guard = guard
    #: The game page of a session as the app draws it (for tests of what it shows).
    app.state.draw_game = lambda session: render(env, drawn(session, games))

    app.middleware("http")(guard)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    for routes in (home_routes, play_routes, saves_routes):
        app.include_router(routes(server))

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        return server.send(error(str(exc.detail), exc.status_code))

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> Response:
        where = ", ".join(str(e["loc"][-1]) for e in exc.errors())
        return server.send(error(f"bad request: check {where}", 400))

    @app.get("/sw.js")
    def service_worker() -> FileResponse:
        """At the root so that it may cache the static files the pages load."""
        return FileResponse(HERE / "static" / "sw.js", media_type="text/javascript",
                            headers={"Cache-Control": "no-cache"})

    return app
