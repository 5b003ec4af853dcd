"""The phone's side of the route table (:mod:`.dispatch`): the web pages answered
inside a browser, with no server (docs/phone.md). The site's worker
(``site/shell/worker.js``) runs this module in Pyodide on a saved-games file kept in
the browser's storage, and hands it each request the page controller makes.

Only the page that started the worker can talk to it, so every form is taken as the
app's own (no CSRF token to check); pages are drawn with links relative to the
site's root (``./``), whatever sub-path the site is served at. The home page says
where the games are saved as a phone's owner sees it (in this browser, not a file
name). Imports only the core package and Jinja2 (no FastAPI, Typer or
Rich: they do not run in a browser)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

from .dispatch import Request, Upload, dispatch
from .games import Games
from .handlers.reply import Data, File, Redirect, Reply, error
from .pages import environment, render

#: The token the phone's forms carry (nothing else can post to the worker).
CSRF = "phone"
#: The site's root, as the pages' links are resolved against it.
BASE = "./"


class Phone:
    """The web app on the saved-games file ``db`` (in the browser's storage; the
    terminal never shares it)."""

    def __init__(self, db: str | Path) -> None:
        self.games = Games(Path(db), shared=False)
        self.env = environment(CSRF)
        # The pages say what differs on a phone with no computer (where the games are
        # saved, no terminal's commands).
        self.env.globals["phone"] = True

    def request(self, method: str, target: str, fields: Iterable[Iterable[str]] = (),
                files: Iterable[Iterable[Any]] = ()) -> dict[str, Any]:
        """The reply to ``method`` on ``target`` (an app path with its query; a
        fragment is the page's, not asked for) with the form's ``fields`` (name,
        value) and ``files`` (field, file name, bytes): ``{status, html}`` (a page),
        ``{redirect}`` (an app path to GET next) or ``{file: {name, type, content}}``
        (a download); the JSON API is the server's, for programs, and no page here."""
        path, _, query = target.partition("#")[0].partition("?")
        request = Request(method, path or "/", dict(parse_qsl(query)),
                          {name: value for name, value in fields},
                          {name: Upload(filename, bytes(data)) for name, filename, data in files},
                          csrf_ok=True)
        return reply_of(self, dispatch(self.games, request))


def reply_of(phone: Phone, reply: Reply) -> dict[str, Any]:
    if isinstance(reply, Redirect):
        return {"redirect": reply.url}
    if isinstance(reply, Data):  # the JSON API is the server's, for programs: no page
        reply = error("there is no such page here", 404)
    if isinstance(reply, File):
        return {"file": {"name": reply.name, "type": reply.media_type,
                         "content": reply.content}}
    return {"status": reply.status, "html": render(phone.env, reply, BASE)}
