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

from . import forms
from .dispatch import Request as PageRequest
from .dispatch import Upload, dispatch
from .games import Games
from .handlers.reply import Data, File, Redirect, Reply
from .pages import CSRF_FIELD, render
from .security import Guard

#: The most of an uploaded file read: a larger one is refused by its handler.
UPLOAD_LIMIT = max(forms.MAX_EDITION, forms.MAX_RECORD) + 1


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
        page = await self.read(request, root)
        return self.send(await run_in_threadpool(dispatch, self.games, page), root)

    async def read(self, request: Request, root: str) -> PageRequest:
        """``request`` as the route table takes it (its path within ``root``)."""
        method = "GET" if request.method == "HEAD" else request.method
        path = request.url.path.removeprefix(root) or "/"
        if method != "POST":
            return PageRequest(method, path, dict(request.query_params))
        form = await request.form()
        fields, files = {}, {}
        for name, value in form.items():
            if isinstance(value, UploadFile):
                files[name] = Upload(value.filename or "", await value.read(UPLOAD_LIMIT))
            else:
                fields[name] = value
        return PageRequest(method, path, dict(request.query_params), fields,
                           files, self.guard.csrf_ok(fields.get(CSRF_FIELD)))

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
