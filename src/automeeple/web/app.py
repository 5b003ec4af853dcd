"""The web app (``automeeple serve``): Play and Table mode in a browser, on the
same saved games as the terminal.

Pages are drawn on the server from the person's view (``Session.view`` of their
seat) and the events as their seat reads them; nothing else about a game reaches a
page. Plain forms do everything; ``static/app.js`` only keeps the screen awake,
ticks the table checklist and installs the service worker. Routes (docs/web.md):

    GET  /                          the games and the saved games
    GET  /new/{game}?players=N      the new-game form
    POST /new/{game}                start a game (then its page)
    GET  /games/{id}                the game: board, news, question, choices or report
    POST /games/{id}/move           the person's move       (field ``move``)
    POST /games/{id}/report         Table mode: what came up (field ``outcome``)
    POST /games/{id}/undo           back to the person's previous move or report
    POST /games/{id}/pass           several people: the phone is with the prompt's person
    GET  /games/{id}/delete         the confirm step;  POST: delete
    GET  /api/games/{id}            the game page's content as JSON
    GET  /sw.js                     the service worker (static files only)
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Form, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException

from automeeple import catalog
from automeeple.catalog import GameInfo
from automeeple.engine.core import GameError
from automeeple.engine.view import wire
from automeeple.sessions.answers import recorded, undone
from automeeple.sessions.session import DECIDE, ENDED, REPORT, Session
from automeeple.sessions.store import GameOpenElsewhere, Store, StoreError

from . import forms
from .boards import install
from .games import Busy, Games, NotFound, Stale
from .page import game_page, resolve_move
from .security import CSRF_FIELD, Guard

HERE = Path(__file__).resolve().parent
STALE = "this page was out of date (the game had moved on); here it is now"
Text = Annotated[str | None, Form()]


def status_of(exc: GameError) -> int:
    """The HTTP status of a person's mistake or a refused request."""
    if isinstance(exc, NotFound):
        return 404
    if isinstance(exc, GameOpenElsewhere | Busy | Stale):
        return 409
    return 400


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
    app.state.games = games
    app.state.guard = guard
    #: The game page of a session as the app draws it (for tests of what it shows).
    def drawn(session: Session) -> str:
        context = game_page(session, games)
        return env.get_template(template(context)).render(**context, error=None)

    app.state.draw_game = drawn

    app.middleware("http")(guard)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")

    def page(name: str, status: int = 200, **context: Any) -> HTMLResponse:
        response = HTMLResponse(env.get_template(name).render(**context), status_code=status)
        response.headers["Cache-Control"] = "no-store"
        return response

    def failed(exc: GameError, back: str = "/") -> HTMLResponse:
        return page("error.html", status_of(exc), message=one_line(exc), back=back)

    def checked(csrf: str | None) -> None:
        if not guard.csrf_ok(csrf):
            raise HTTPException(403, "the form is out of date or from elsewhere "
                                     "(no valid CSRF token); reload the page and try again")

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> HTMLResponse:
        return page("error.html", exc.status_code, message=str(exc.detail), back="/")

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> HTMLResponse:
        where = ", ".join(str(e["loc"][-1]) for e in exc.errors())
        return page("error.html", 400, message=f"bad request: check {where}", back="/")

    # --- home and new games ----------------------------------------------------------

    @app.get("/", response_class=HTMLResponse)
    def home(deleted: int | None = None) -> HTMLResponse:
        try:
            rows, error = games.rows(), None
        except GameError as exc:
            rows, error = [], one_line(exc)
        return page("home.html", 400 if error else 200, infos=catalog.games(), rows=rows,
                    error=error, deleted=deleted, db=games.db,
                    titles={i.id: i.title for i in catalog.games()})

    def new_form(info: GameInfo, n: int, status: int = 200, error: str | None = None,
                 given: dict[str, str] | None = None) -> HTMLResponse:
        return page("new.html", status, info=info, n=n, error=error, given=given or {},
                    fields=forms.fields(info), seats=forms.default_seats(info, n),
                    shown=forms.shown, you=forms.YOU)

    @app.get("/new/{game_id}", response_class=HTMLResponse)
    def new(game_id: str, players: str | None = None) -> HTMLResponse:
        try:
            info = catalog.get(game_id)
        except GameError as exc:
            return failed(NotFound(one_line(exc)))
        try:
            n = forms.players(info, players)
        except GameError as exc:
            return new_form(info, info.default_seats, 400, one_line(exc))
        return new_form(info, n)

    @app.post("/new/{game_id}", response_class=HTMLResponse)
    async def start(game_id: str, request: Request) -> HTMLResponse:
        form = await request.form()
        checked(str(form.get(CSRF_FIELD) or ""))
        try:
            info = catalog.get(game_id)
        except GameError as exc:
            return failed(NotFound(one_line(exc)))
        given = {k: v for k, v in form.items() if isinstance(v, str)}
        try:
            n = forms.players(info, given.get("players"))
        except GameError as exc:
            return new_form(info, info.default_seats, 400, one_line(exc), given)
        edition = form.get("edition")
        upload = edition if isinstance(edition, UploadFile) else None
        data = await upload.read(forms.MAX_EDITION + 1) if upload is not None else b""
        name = upload.filename if upload is not None and upload.filename else ""
        try:
            game_id = await _in_thread(begin, info, n, given, name, data)
        except GameError as exc:
            return new_form(info, n, 400, one_line(exc), given)
        return RedirectResponse(f"/games/{game_id}", status_code=303)

    def begin(info: GameInfo, n: int, given: dict[str, str], name: str, data: bytes) -> int:
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
                                  _fresh_seed() if seed is None else seed, seats,
                                  edition_text, edition_source=name or "edition", table=table,
                                  practice=practice)
            games.tell(session, session.advance())
            return session.id

    # --- a game ---------------------------------------------------------------------

    def show(game_id: int, error: GameError | None = None, hint: bool = False) -> HTMLResponse:
        try:
            with games.session(game_id) as session:
                context = game_page(session, games, hint)
        except GameError as exc:
            return failed(exc)
        context["error"] = one_line(error) if error is not None else None
        return page(template(context), status_of(error) if error is not None else 200,
                    **context)

    @app.get("/games/{game_id}", response_class=HTMLResponse)
    def game(game_id: int) -> HTMLResponse:
        return show(game_id)

    @app.get("/games/{game_id}/hint", response_class=HTMLResponse)
    def game_hint(game_id: int) -> HTMLResponse:
        """The game's page with the search's hint for the person's move (it only
        looks: nothing is played or saved, so it needs no form token)."""
        return show(game_id, hint=True)

    def again(session: Session, exc: GameError) -> HTMLResponse:
        """The game's page as it is now, with the one-line message of ``exc``."""
        context = game_page(session, games)
        context["error"] = one_line(exc)
        return page(template(context), status_of(exc), **context)

    def step(game_id: int, csrf: str | None, at: str | None, act) -> HTMLResponse:
        """Perform ``act(session, prompt)`` (which returns the lines to echo) on the
        game as its page showed it; then its page again (a mistake: the page with
        the one-line message, the game unchanged)."""
        checked(csrf)
        try:
            with games.session(game_id) as session:
                prompt = session.advance()
                try:
                    if str(len(session.match.record.steps)) != (at or "").strip():
                        raise Stale(STALE)
                    if games.holder(session) != prompt.seat:
                        raise Stale(f"pass the phone to {session.game.seat_name(prompt.seat)} "
                                    "first")
                    notes, take_back = act(session, prompt)
                except GameError as exc:
                    return again(session, exc)
                games.tell(session, session.advance(), notes, take_back, by=prompt.seat)
        except GameError as exc:
            return failed(exc)
        return RedirectResponse(f"/games/{game_id}", status_code=303)

    @app.post("/games/{game_id}/move", response_class=HTMLResponse)
    def move(game_id: int, csrf: Text = None, at: Text = None,
             move: Text = None) -> HTMLResponse:
        def act(session: Session, prompt):
            if prompt.kind != DECIDE:
                raise GameError("no move is asked now" + (
                    "; report what came up" if prompt.kind == REPORT else ""))
            session.act(resolve_move(session, prompt, forms.text(move, "move")))
            return [], []
        return step(game_id, csrf, at, act)

    @app.post("/games/{game_id}/report", response_class=HTMLResponse)
    def report(game_id: int, csrf: Text = None, at: Text = None,
               outcome: Text = None) -> HTMLResponse:
        def act(session: Session, prompt):
            if prompt.kind != REPORT:
                raise GameError("no report is asked now")
            request = prompt.request
            chosen = request.outcome_named(forms.text(outcome, "what came up"))
            session.report(chosen)
            return [recorded(request, chosen)], []
        return step(game_id, csrf, at, act)

    @app.post("/games/{game_id}/undo", response_class=HTMLResponse)
    def undo(game_id: int, csrf: Text = None, at: Text = None) -> HTMLResponse:
        def act(session: Session, prompt):
            if prompt.kind == ENDED and not session.table:
                raise GameError("the game is over")
            notes = [undone(session, session.undo())]
            return notes, (session.undone if session.table else [])
        return step(game_id, csrf, at, act)

    @app.post("/games/{game_id}/pass", response_class=HTMLResponse)
    def hand_over(game_id: int, csrf: Text = None, at: Text = None,
                  seat: Text = None) -> HTMLResponse:
        """The pass-the-phone step done: the phone is with the person the prompt is
        for (``seat``, from 1, as the step's page named them)."""
        checked(csrf)
        try:
            with games.session(game_id) as session:
                session.advance()
                if (str(len(session.match.record.steps)) != (at or "").strip()
                        or str(session.viewer + 1) != (seat or "").strip()):
                    return again(session, Stale(STALE))
                games.passed(session)
        except GameError as exc:
            return failed(exc)
        return RedirectResponse(f"/games/{game_id}", status_code=303)

    @app.get("/games/{game_id}/delete", response_class=HTMLResponse)
    def confirm_delete(game_id: int) -> HTMLResponse:
        row = next((r for r in _rows(games) if r.id == game_id), None)
        if row is None:
            return failed(NotFound(f"{games.db}: there is no saved game {game_id}"))
        return page("delete.html", row=row, title=_title(row.game))

    @app.post("/games/{game_id}/delete", response_class=HTMLResponse)
    def delete(game_id: int, csrf: Text = None) -> HTMLResponse:
        checked(csrf)
        try:
            games.delete(game_id)
        except GameError as exc:
            return failed(exc)
        return RedirectResponse(f"/?deleted={game_id}", status_code=303)

    @app.get("/api/games/{game_id}")
    def api_game(game_id: int) -> JSONResponse:
        try:
            with games.session(game_id) as session:
                context = game_page(session, games)
        except GameError as exc:
            return JSONResponse({"error": one_line(exc)}, status_code=status_of(exc))
        return JSONResponse(_public(context))

    @app.get("/sw.js")
    def service_worker() -> FileResponse:
        """At the root so that it may cache the static files the pages load."""
        return FileResponse(HERE / "static" / "sw.js", media_type="text/javascript",
                            headers={"Cache-Control": "no-cache"})

    return app


def template(context: dict[str, Any]) -> str:
    """The game's page, or the pass-the-phone step when the phone is with another
    person than the prompt's."""
    return "pass.html" if context["pass_to"] else "game.html"


def one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _rows(games: Games) -> list:
    try:
        return games.rows()
    except StoreError:
        return []


def _title(game_id: str) -> str:
    try:
        return catalog.get(game_id).title
    except GameError:
        return game_id


def _fresh_seed() -> int:
    import secrets

    return secrets.randbits(32)


async def _in_thread(fn, *args):
    from starlette.concurrency import run_in_threadpool

    return await run_in_threadpool(fn, *args)


def _public(context: dict[str, Any]) -> dict[str, Any]:
    """The game page's content as plain data (what the page shows, no more)."""
    prompt = context["prompt"]
    if context["pass_to"]:  # nothing of anyone's game before the phone is passed
        return {"id": context["id"], "game": context["info_id"], "mode": context["mode"],
                "at": context["at"], "kind": "pass", "pass_to": context["pass_to"],
                "notes": context["notes"]}
    out = {"id": context["id"], "game": context["info_id"], "mode": context["mode"],
           "at": context["at"], "kind": prompt.kind, "question": context["question"],
           "view": wire(context["view"]), "events": [e.text for e in context["events"]],
           "notes": context["notes"], "choices": context["choices"],
           "report": context["report"], "result": context["result"]}
    return out
