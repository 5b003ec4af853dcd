"""A game: its page (with the search's hint on asking), its content as JSON, and
what the person does on it: a move, a Table-mode report, an undo, the phone passed
on. Every action is checked against the step its page was drawn at (``at``) and the
person the phone is with; a mistake shows the page again with its one-line message
and changes nothing (docs/web.md, "Routes")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from automeeple.engine.core import Event, GameError, number
from automeeple.engine.view import wire
from automeeple.sessions.answers import recorded, typed, undone
from automeeple.sessions.session import DECIDE, ENDED, REPORT, Prompt, Session

from ..games import Games, Stale
from ..page import game_page, position, resolve_move
from .reply import (
    UNSIGNED,
    Data,
    Page,
    Redirect,
    Unsigned,
    failed,
    failed_data,
    one_line,
    status_of,
    to_question,
)

STALE = "this page was out of date (the game had moved on); here it is now"

#: What an action does to the game: the lines to echo and what to take back on the
#: table.
Act = Callable[[Session, Prompt], tuple[list[str], list[Event]]]


def game(games: Games, game_id: int) -> Page:
    """``GET /games/{id}``: the game's page (bots and seeded chance run up to the
    person's prompt)."""
    try:
        with games.session(game_id) as session:
            return drawn(session, games)
    except GameError as exc:
        return failed(exc)


def hint(games: Games, game_id: int, *, csrf_ok: bool, at: str | None) -> Page:
    """``POST /games/{id}/hint``: the game's page with the search's hint for the
    person's move, as the page asking showed it (step ``at``). It only looks: nothing
    is played or saved. One hint at a time (a search is a second of work): another
    asked meanwhile is refused (409)."""
    if not csrf_ok:
        return unsigned(games, game_id)
    try:
        with games.hinting(), games.session(game_id) as session:
            session.advance()
            if not shown(session, at):
                return drawn(session, games, Stale(STALE))
            return drawn(session, games, hint=True)
    except GameError as exc:
        return failed(exc)


def api(games: Games, game_id: int) -> Data:
    """``GET /api/games/{id}``: the game page's content as JSON."""
    try:
        with games.session(game_id) as session:
            context = game_page(session, games)
    except GameError as exc:
        return failed_data(exc)
    return Data(public(context))


def move(games: Games, game_id: int, *, csrf_ok: bool, at: str | None,
         move: str | None) -> Page | Redirect:
    """``POST /games/{id}/move``: the person's move (a button's move, or typed the
    terminal's ways)."""
    def act(session: Session, prompt: Prompt) -> tuple[list[str], list[Event]]:
        if prompt.kind != DECIDE:
            raise GameError("no move is asked now" + (
                "; report what came up" if prompt.kind == REPORT else ""))
        session.act(resolve_move(session, prompt, typed(move, "move")))
        return [], []
    return step(games, game_id, csrf_ok, at, act)


def report(games: Games, game_id: int, *, csrf_ok: bool, at: str | None,
           outcome: str | None) -> Page | Redirect:
    """``POST /games/{id}/report``: Table mode, what came up (as printed); echoed."""
    def act(session: Session, prompt: Prompt) -> tuple[list[str], list[Event]]:
        if prompt.kind != REPORT:
            raise GameError("no report is asked now")
        request = prompt.request
        chosen = request.outcome_named(typed(outcome, "what came up"))
        session.report(chosen)
        return [recorded(request, chosen)], []
    return step(games, game_id, csrf_ok, at, act)


def undo(games: Games, game_id: int, *, csrf_ok: bool, at: str | None) -> Page | Redirect:
    """``POST /games/{id}/undo``: back to the previous move or report of the person
    holding the phone (in Table mode, with what to take back on the table); on the
    pass-the-phone step, the move they just made, before they pass it on."""
    def act(session: Session, prompt: Prompt) -> tuple[list[str], list[Event]]:
        if prompt.kind == ENDED and not session.table:
            raise GameError("the game is over")
        notes = [undone(session, session.undo(games.holder(session)))]
        return notes, (session.undone if session.table else [])
    return step(games, game_id, csrf_ok, at, act, held=True)


def hand_over(games: Games, game_id: int, *, csrf_ok: bool, at: str | None,
              seat: str | None) -> Page | Redirect:
    """``POST /games/{id}/pass``: the pass-the-phone step done; the phone is with
    the person the prompt is for (``seat``, from 1, as the step's page named them)."""
    if not csrf_ok:
        return unsigned(games, game_id)
    try:
        with games.session(game_id) as session:
            seats = len(session.players)
            named = number(seat or "")
            if named is None or not 1 <= named <= seats:
                raise GameError(f"seat must be a seat's number, 1 to {seats}, not {seat!r}")
            session.advance()
            if not shown(session, at):
                return drawn(session, games, Stale(STALE))
            if len(session.people) < 2:
                return drawn(session, games, GameError(
                    "one person plays this game: there is nobody to pass the phone to"))
            if session.viewer + 1 != named:
                name = session.game.seat_name
                return drawn(session, games, Stale(
                    f"the phone goes to {name(session.viewer)} now, not to "
                    f"{name(named - 1)}"))
            games.passed(session)
    except GameError as exc:
        return failed(exc)
    return to_question(game_id)


def step(games: Games, game_id: int, csrf_ok: bool, at: str | None, act: Act,
         held: bool = False) -> Page | Redirect:
    """Perform ``act`` on the game as its page showed it (drawn at step ``at``, for
    the person the phone is with: the prompt's, or with ``held`` whoever holds it, as
    on the pass-the-phone step); then its page again (a mistake: the page with the
    one-line message, the game unchanged)."""
    if not csrf_ok:
        return unsigned(games, game_id)
    try:
        with games.session(game_id) as session:
            prompt = session.advance()
            try:
                if not shown(session, at):
                    raise Stale(STALE)
                holder = games.holder(session)
                if holder != prompt.seat and not held:
                    raise Stale(f"pass the phone to {session.game.seat_name(prompt.seat)} "
                                "first")
                notes, take_back = act(session, prompt)
            except GameError as exc:
                return drawn(session, games, exc)
            games.tell(session, session.advance(), notes, take_back, by=holder)
    except GameError as exc:
        return failed(exc)
    return to_question(game_id)


def unsigned(games: Games, game_id: int) -> Page:
    """A form on a game's page without this run's CSRF token: nothing done; the
    page as it is now, saying so (as a page drawn before the game moved on)."""
    try:
        with games.session(game_id) as session:
            return drawn(session, games, Unsigned(f"{UNSIGNED}; here it is now"))
    except GameError as exc:
        return failed(exc)


def shown(session: Session, at: str | None) -> bool:
    """Whether the page a form came from was drawn where the game is now (``at``,
    its forms' hidden field: :func:`~automeeple.web.page.position`)."""
    return position(session) == (at or "").strip()


def drawn(session: Session, games: Games, error: GameError | None = None,
          hint: bool = False) -> Page:
    """The game's page as it is now (the pass-the-phone step when the phone is with
    another person than the prompt's), with the one-line message of ``error``. A
    refusal's page has no echo of the last move or report: beside the error it would
    read as if the refused one had been taken."""
    context = game_page(session, games, hint)
    context["error"] = one_line(error) if error is not None else None
    if error is not None:
        context["notes"] = []
    return Page("pass.html" if context["pass_to"] else "game.html", context,
                status_of(error) if error is not None else 200)


def public(context: dict[str, Any]) -> dict[str, Any]:
    """The game page's content as plain data (what the page shows, no more)."""
    prompt = context["prompt"]
    # Table mode, after an undo: what to take back on the table, as the page lists it.
    take_back = [e.text for e in context["take_back"]]
    if context["pass_to"]:  # nothing of anyone's game before the phone is passed
        return {"id": context["id"], "game": context["info_id"], "mode": context["mode"],
                "at": context["at"], "kind": "pass", "pass_to": context["pass_to"],
                "notes": context["notes"], "take_back": take_back}
    return {"id": context["id"], "game": context["info_id"], "mode": context["mode"],
            "at": context["at"], "kind": prompt.kind, "question": context["question"],
            "view": wire(context["view"]), "events": [e.text for e in context["events"]],
            "earlier": [e.text for e in context["earlier"]],
            "notes": context["notes"], "take_back": take_back, "choices": context["choices"],
            "report": context["report"], "result": context["result"]}
