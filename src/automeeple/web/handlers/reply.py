"""What a handler answers, whatever serves it: a page (a template, its context and
its status), a redirect after a form did its work (303, See Other; to an app path
such as ``/games/5``, which the server or the phone puts under its own root), data
for the JSON API, or a file to download; and the error page of a person's mistake
or a refused request, in one line (docs/web.md, "Routes"); a saved-games file
another program holds locked, or that cannot be written, is 503."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from automeeple.engine.core import GameError
from automeeple.sessions.store import GameOpenElsewhere, ReadOnly, StoreBusy

from ..games import Busy, NotFound, Stale

#: A form without this run's CSRF token (403): its page was drawn before the server
#: was last started (the laptop restarted while the phone stayed on the game), or
#: it is not the app's own. Nothing is done.
UNSIGNED = ("this page was drawn before automeeple was last started (or elsewhere), so "
            "nothing was done")


class Unsigned(GameError):
    """A form without this run's CSRF token (:data:`UNSIGNED`)."""


@dataclass(frozen=True)
class Page:
    """The template ``template`` drawn with ``context``, sent with ``status``."""

    template: str
    context: dict[str, Any] = field(default_factory=dict)
    status: int = 200


@dataclass(frozen=True)
class Redirect:
    """On to ``url`` (See Other: the browser then GETs it)."""

    url: str


def to_question(game_id: int) -> Redirect:
    """On to a game's page, landing on its question (after a form did its work)."""
    return Redirect(f"/games/{game_id}#question")


@dataclass(frozen=True)
class Data:
    """``data`` as JSON, sent with ``status``."""

    data: dict[str, Any]
    status: int = 200


@dataclass(frozen=True)
class File:
    """``content`` as a download named ``name``."""

    name: str
    content: str
    media_type: str = "application/json"


Reply = Page | Redirect | Data | File


#: The longest message shown (characters): a message quoting a huge value sent (a
#: record's game, option or step of a megabyte) is cut, not sent back whole.
LONGEST_MESSAGE = 2000


def one_line(exc: BaseException) -> str:
    line = " ".join(str(exc).split())
    if len(line) > LONGEST_MESSAGE:
        line = f"{line[:LONGEST_MESSAGE]}... ({len(line):,} characters in all)"
    return line


def status_of(exc: GameError) -> int:
    """The HTTP status of a person's mistake or a refused request."""
    if isinstance(exc, NotFound):
        return 404
    if isinstance(exc, Unsigned):
        return 403
    if isinstance(exc, GameOpenElsewhere | Busy | Stale):
        return 409
    if isinstance(exc, StoreBusy | ReadOnly):  # the file, not the request: nothing done
        return 503
    return 400


def failed(exc: GameError, back: str = "./") -> Page:
    """The error page: ``exc`` in one line, and a way ``back``."""
    return error(one_line(exc), status_of(exc), back)


def failed_data(exc: GameError) -> Data:
    """The JSON API's error: ``exc`` in one line, with its status."""
    return Data({"error": one_line(exc)}, status_of(exc))


def error(message: str, status: int, back: str = "./") -> Page:
    return Page("error.html", {"message": message, "back": back}, status)


def refused() -> Page:
    """A form without this run's CSRF token: refused, nothing done."""
    return failed(Unsigned(f"{UNSIGNED}: reload the page and try again"))
