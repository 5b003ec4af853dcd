"""The server's side of the route table (:mod:`.dispatch`): an HTTP request read
into a :class:`~.dispatch.Request` (its form's CSRF token checked by the guard), and
the handler's reply sent as an HTTP response under the server's root path. Pages are
sent with ``Cache-Control: no-store``; the guard adds the security headers to every
answer (:mod:`.security`)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from jinja2 import Environment
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException

from . import forms
from .dispatch import Request as PageRequest
from .dispatch import Upload, dispatch
from .games import Games
from .handlers.reply import Data, File, Redirect, Reply, error
from .pages import CSRF_FIELD, render
from .security import Guard

#: The most a form's field other than a file may hold (bytes): far more than any
#: answer typed.
FIELD_LIMIT = 1024 * 1024
#: The most fields (and files) a form may have: far more than any of the app's.
FIELDS_LIMIT = 1000


class Unread(Exception):
    """A form the server cannot read (too large a field, too many fields, not a
    form as a browser sends one): its one-line message and status."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Server:
    """What every request shares: the saved games, the guard and the templates."""

    games: Games
    guard: Guard
    env: Environment

    async def __call__(self, request: Request) -> Response:
        """Answer ``request`` by the route table (the work in a thread: a game's
        search or replay must not hold up other requests)."""
        root = request.scope.get("root_path", "")
        try:
            page = await self.read(request, root)
        except Unread as exc:
            return self.send(error(str(exc), exc.status), root)
        return self.send(await run_in_threadpool(dispatch, self.games, page), root)

    async def read(self, request: Request, root: str) -> PageRequest:
        """``request`` as the route table takes it (its path within ``root``)."""
        method = "GET" if request.method == "HEAD" else request.method
        path = request.url.path.removeprefix(root) or "/"
        if method != "POST":
            return PageRequest(method, path, dict(request.query_params))
        form = await self.form(request)
        fields, files = {}, {}
        for name, value in form.items():
            if isinstance(value, UploadFile):
                files[name] = Upload(value.filename or "", await value.read(forms.UPLOAD_LIMIT))
            else:
                fields[name] = value
        return PageRequest(method, path, dict(request.query_params), fields,
                           files, self.guard.csrf_ok(fields.get(CSRF_FIELD)))

    @staticmethod
    async def form(request: Request):
        """The form ``request`` sent; one the server cannot read is :class:`Unread`,
        in the app's words, not the form parser's."""
        try:
            return await request.form(max_files=FIELDS_LIMIT, max_fields=FIELDS_LIMIT,
                                      max_part_size=FIELD_LIMIT)
        except HTTPException as exc:
            said = str(exc.detail)
            if "exceeded maximum size" in said:
                raise Unread(f"a field of the form holds more than {FIELD_LIMIT // 1024} kB, "
                             "far more than any answer, so nothing was done: send a shorter "
                             "one (a file goes in the form's file field)", 413) from None
            if said.startswith("Too many"):
                raise Unread(f"the form has more than {FIELDS_LIMIT} fields or files, more "
                             "than any of the app's forms, so nothing was done: send the "
                             "app's own form", 400) from None
            raise Unread("the form could not be read (it is not as a browser sends one), "
                         "so nothing was done: send it again from the app's page",
                         400) from None

    def send(self, reply: Reply, root: str = "") -> Response:
        """``reply`` as an HTTP response, its links under ``root`` (the server's root
        path)."""
        if isinstance(reply, Redirect):
            return RedirectResponse(root + reply.url, status_code=303)
        if isinstance(reply, Data):
            return JSONResponse(reply.data, status_code=reply.status)
        if isinstance(reply, File):
            return Response(reply.content, media_type=reply.media_type, headers={
                "Content-Disposition": f"attachment; filename*=UTF-8''{quote(reply.name)}",
                "Cache-Control": "no-store"})
        response = HTMLResponse(render(self.env, reply, root + "/"), status_code=reply.status)
        response.headers["Cache-Control"] = "no-store"
        return response
