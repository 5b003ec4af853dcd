"""What the game page shows, from the person's view and the session's prompt: the
board's view, the news since the last prompt, the question with its choices or the
report asked for, why, history, undo, and at the end the result with each seat's
score breakdown. Nothing else about the game's state reaches the page.

With several people at one phone, the page is drawn from the view of the person the
prompt is for; when that is not the person the phone was last passed to, the page
is the pass-the-phone step instead, with nothing of either person's game on it
(only the echo of what the last person did, for them)."""

from __future__ import annotations

import hashlib
from typing import Any

from automeeple.agents.ismcts import TOP, hint_note, outcome
from automeeple.engine.core import Action, GameError
from automeeple.engine.view import View
from automeeple.sessions.answers import move_named, not_a_move, to_undo
from automeeple.sessions.session import (
    DECIDE,
    ENDED,
    HUMAN,
    REPORT,
    Prompt,
    Session,
    played_by,
)

from .games import Games

#: A report asks with a button per label up to this many labels, else a text field.
REPORT_BUTTONS = 16
#: A decision with more moves than this, where the game groups them (``View.groups``),
#: lists the groups first (each opens on its moves), so the page stays short.
GROUPED_OVER = 24


def position(session: Session) -> str:
    """Where the game is, as a page's forms carry it (``at``): its step count and a
    digest of the state there. After an undo and another move the step count comes
    back but the state differs, so a page of the line of play the undo left behind
    is out of date too. The digest is keyed with the saved-games file's own secret
    (:attr:`~automeeple.sessions.store.Store.page_key`): it tells nothing of what is
    hidden (a guessed hand, hashed, cannot be checked against it)."""
    record = session.match.record
    steps = record.steps
    state = steps[-1].hash if steps else record.initial_hash
    tag = hashlib.blake2b(state.encode(), key=session.store.page_key, digest_size=4)
    return f"{len(steps)}-{tag.hexdigest()}"


def game_page(session: Session, games: Games, hint: bool = False) -> dict[str, Any]:
    """The game page's context: the game advanced to the person's next prompt (bots
    and seeded chance run and saved), and what to show with it; with ``hint``, the
    search's advice for the person's decision too."""
    prompt = session.advance()
    told = games.told(session, prompt)
    game, seat, holder = session.game, session.screen(prompt), games.holder(session)
    # The echo and what to take back are for the person who acted, while the phone
    # is still theirs.
    mine = told.by == holder
    page = {
        "id": session.id,
        "title": game.title,
        "mode": "table" if session.table else "play",
        "table": session.table,
        "practice": session.practice,
        "at": position(session),
        "seat": seat,
        "turn": game.seat_name(seat) if len(session.people) > 1 and seat is not None else None,
        # Whether the person the page is for has moved yet: the news is "so far" if not.
        "moved": any(step.by == HUMAN and step.seat == seat
                     for step in session.match.record.steps),
        "seats": [{"name": game.seat_name(s), "who": who_plays(session, s)}
                  for s in range(len(session.players))],
        "info_id": session.info.id,
        "prompt": prompt,
        "pass_to": None,
    }
    notes = {"notes": told.notes if mine else [], "take_back": told.take_back if mine else [],
             "shown_before": told.drawn > 0}
    if seat is not None and holder != seat:
        # What came of the move, for the person who made it, in words anyone may read.
        came = session.public_since(holder) if mine and holder is not None else []
        return page | notes | {"pass_to": game.seat_name(seat), "came": came,
                               "mover": game.seat_name(holder) if came else "",
                               "to_undo": to_undo(session, holder) if holder is not None
                               else ""}
    view = session.view(seat)
    data = game.loaded.data
    listed = choices(prompt, view)
    undoes = to_undo(session)
    return page | {
        "view": view,
        "edition": data.label,
        "placeholder": data.note if session.table and data.placeholder else None,
        "question": question(session, prompt, view),
        "choices": listed,
        "groups": grouped(listed),
        "report": report(prompt),
        "result": result(session, prompt),
        "events": told.events,
        "earlier": told.earlier,
        **notes,
        "why": [t.to_dict() for t in (told.traces or session.explained)],
        "history": session.history,
        "can_undo": (prompt.kind != ENDED or session.table) and bool(undoes),
        "to_undo": undoes,
        "undo_stop": session.undo_stop() if prompt.kind != ENDED else None,
        "can_hint": prompt.kind == DECIDE and not session.no_hint,
        "no_hint": session.no_hint if prompt.kind == DECIDE else "",
        "advice": advice(session, prompt, view) if hint else None,
    }


def who_plays(session: Session, seat: int, over: bool = False) -> str:
    """Who plays ``seat``, as the page names it for the person it is drawn for (once
    the game is ``over``, with several people, for them all)."""
    you = seat == session.viewer and not (over and len(session.people) > 1)
    return played_by(session.players[seat], "you" if you else "a person at this phone")


def advice(session: Session, prompt: Prompt, view: View) -> dict[str, Any] | None:
    """The hint for the person's decision: the search's best moves (named as the
    choices name them) with their share of the search and how the person did after
    them (won, or an estimated value: :func:`automeeple.agents.ismcts.outcome`),
    searched from the person's observation within the hint's budget
    (:func:`automeeple.agents.ismcts.hint`). Nothing is played or saved."""
    if prompt.kind != DECIDE or session.no_hint:  # the page says why (no_hint)
        return None
    found = session.hint(prompt.seat)
    names = {c["move"]: c["name"] for c in choices(prompt, view)}
    top = found.moves[:TOP]
    return {"iterations": found.iterations,
            "moves": [{"move": str(m.action), "name": names.get(str(m.action), str(m.action)),
                       "share": round(100 * m.share), "outcome": outcome(m)} for m in top],
            "note": hint_note(top)}


def question(session: Session, prompt: Prompt, view: View) -> str:
    if prompt.kind == DECIDE:
        return view.question or f"{session.game.seat_name(prompt.seat)}: your move"
    if prompt.kind == REPORT:
        return f"On the table: {prompt.request.name}. {prompt.request.ask}"
    return "The game is over."


def choices(prompt: Prompt, view: View) -> list[dict[str, str]]:
    """Each legal move: its text (what the form sends back), its name as the view
    names it, the view's hint beside it and the group it comes under ("" for none)."""
    if prompt.kind != DECIDE:
        return []
    moves, hints, groups = view.moves, view.hints, view.groups
    return [{"move": str(a), "name": moves.get(str(a), str(a)), "hint": hints.get(str(a), ""),
             "group": groups.get(str(a), "")}
            for a in prompt.legal]


def grouped(listed: list[dict[str, str]]) -> list[dict[str, Any]] | None:
    """Many moves in two steps: the groups the game puts them under, in the order
    their first move comes, each with its moves; a move under no group is a group
    of its own, shown as its button. None: few moves, or none grouped (a flat list)."""
    if len(listed) <= GROUPED_OVER or not any(c["group"] for c in listed):
        return None
    out: dict[str, dict[str, Any]] = {}
    for c in listed:
        key = c["group"] or f"\0{c['move']}"
        out.setdefault(key, {"name": c["group"], "choices": []})["choices"].append(c)
    return list(out.values())


def report(prompt: Prompt) -> dict[str, Any] | None:
    """Table mode: what to report and the labels that can come up (buttons when
    there are few)."""
    if prompt.kind != REPORT:
        return None
    request = prompt.request
    # A card from one person's hand is asked without listing that hand.
    labels = [] if request.secret else list(dict.fromkeys(request.names()))
    return {"name": request.name, "labels": labels, "secret": request.secret,
            "buttons": 0 < len(labels) <= REPORT_BUTTONS}


def result(session: Session, prompt: Prompt) -> dict[str, Any] | None:
    """The end: the standings, and where each seat's points came from."""
    if prompt.kind != ENDED:
        return None
    r, game = prompt.result, session.game
    names = [game.seat_name(s) for s in range(len(r.scores))]
    standings = [{"place": r.places[s], "seat": names[s],
                  "who": who_plays(session, s, over=True),
                  "score": r.scores[s]}
                 for s in sorted(range(len(r.scores)), key=lambda s: r.places[s])]
    return {"summary": r.summary, "tie_break": r.tie_break,
            "score_name": session.info.score_name, "seats": names,
            "standings": standings, "scores": list(r.scores),
            "breakdown": [{"what": what, "points": list(points)} for what, points in r.breakdown]}


def resolve_move(session: Session, prompt: Prompt, text: str) -> Action:
    """The legal move the person sent: a button's move text, or a move typed the
    terminal's ways (its name as listed, a unique start, enough words, or the
    game's own notation)."""
    if not text.strip():
        raise GameError("nothing typed: pick one of the buttons or type a move as it is "
                        "written")
    action = next((a for a in prompt.legal if str(a) == text), None) or move_named(
        session, prompt, text)
    if action is None:
        raise GameError(not_a_move(session, prompt, text, "is not one of the moves; pick one "
                                   "of the buttons or type a move as it is written",
                                   numbered=False))
    return action
