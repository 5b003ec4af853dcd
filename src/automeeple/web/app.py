"""The web app (``automeeple serve``): Play and Table mode in a browser, on the
same saved games as the terminal.

Pages are drawn on the server from the person's view (``Session.view`` of their
seat) and the events as their seat reads them; nothing else about a game reaches a
page. Plain forms do everything; ``static/app.js`` sends them without leaving the
page (so Back leaves a game instead of walking back through its moves), keeps the
screen awake, lands on the question and may read the AI's turn aloud. Every page's
work is a framework-free handler found by the route table (:mod:`.dispatch`, which
lists the routes), the same one the phone's worker uses; here the server only reads
the request and sends the reply (:mod:`.routes`). Besides those:

    GET  /static/...                the styles, the script and the icons
    GET  /sw.js                     the service worker (static files, the offline page)
    GET  /offline                   the offline page, which the service worker keeps
"""

from __future__ import annotations

from http import HTTPStatus
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from automeeple.sessions.store import Store

from .games import Games
from .handlers.play import drawn
from .handlers.reply import Page, error
from .pages import environment, render
from .routes import Server
from .security import Guard

HERE = Path(__file__).resolve().parent
#: The app's words for what the framework answers before the route table sees a
#: request: another method than a page's or a form's, a static file that is not there.
FRAMEWORK = {
    405: "automeeple's pages are only opened (GET) and their forms sent (POST), so "
         "nothing was done: use the app's pages and buttons",
    404: "there is no such file here: the app's pages link to all its files",
}


def create_app(db: Path | None, token: str | None) -> FastAPI:
    """The app on the saved-games file ``db`` (None: the terminal's default); with
    ``token``, every request must carry it (or the cookie its first use sets)."""
    app = FastAPI(title="automeeple", docs_url=None, redoc_url=None, openapi_url=None)
    guard = Guard(token)
    games = Games(db)
    Store.check(games.db)  # a file that cannot hold saved games shows now
    env = environment(guard.csrf)
    server = Server(games, guard, env)
    app.state.games = games
    app.state.guard = guard
    #: The game page of a session as the app draws it (for tests of what it shows).
    app.state.draw_game = lambda session: render(env, drawn(session, games), "/")

    app.middleware("http")(guard)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        """What the route table never sees (another method, a static file not
        there): the error page too, in the app's words where the framework gives
        only its bare phrase ("Method Not Allowed")."""
        said = str(exc.detail)
        if said == HTTPStatus(exc.status_code).phrase:
            said = FRAMEWORK.get(exc.status_code, said)
        return server.send(error(said, exc.status_code), request.scope.get("root_path", ""))

    @app.get("/sw.js")
    def service_worker() -> FileResponse:
        """At the root so that it may cache the static files the pages load."""
        return FileResponse(HERE / "static" / "sw.js", media_type="text/javascript",
                            headers={"Cache-Control": "no-cache"})

    @app.get("/offline")
    def offline(request: Request) -> Response:
        """The page the service worker shows when a page cannot be loaded."""
        return server.send(Page("offline.html"), request.scope.get("root_path", ""))

    @app.api_route("/{path:path}", methods=["GET", "HEAD", "POST"])
    async def page(request: Request) -> Response:
        return await server(request)

    return app
