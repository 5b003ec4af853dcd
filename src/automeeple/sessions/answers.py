"""What a person's answer means, and the sentences that answer it, the same at the
terminal and in the browser: a move by its number, its name or enough of its
words; a report by what is printed on the component (``ChanceRequest.outcome_named``);
the echo of a report and the note after an undo."""

from __future__ import annotations

from typing import TYPE_CHECKING

from automeeple import catalog
from automeeple.engine.core import (
    Action,
    ChanceRequest,
    GameError,
    counted,
    number,
    said_back,
    words,
)

from .session import REPORTED

if TYPE_CHECKING:
    from .session import Prompt, Session
    from .store import SessionRow


#: The most characters a typed answer (a move, a report, a form value) may have.
MAX_TEXT = 200
#: The most moves a refusal lists that a typed text fits.
FITS = 4


def typed(value: str | None, what: str) -> str:
    """A typed answer (``what``: "move"), checked for length: a pasted page is a
    mistake said in one line, not quoted back whole."""
    value = value or ""
    if len(value) > MAX_TEXT:
        raise GameError(f"{what}: too long ({len(value):,} characters; at most {MAX_TEXT})")
    return value


def unbracketed(text: str) -> str:
    """``text`` as a typed answer is compared: :func:`words`, brackets read as spaces."""
    return words(text.translate(BRACKETS))


def said(text: str) -> str:
    """A typed move as it is compared with the moves' names (:func:`unbracketed`:
    "scavenge north" is "Scavenge (north)", "[3]" is 3), a sentence's full stop
    left out."""
    return unbracketed(text).rstrip(".").rstrip()


#: Brackets, each read as a space.
BRACKETS = str.maketrans("()[]", "    ")
#: Words a person may add to a move's words, or leave out, as they say it.
ARTICLES = frozenset({"a", "an", "the"})


def counts(legal: list[Action], shown: list[str] | None = None) -> dict[int, Action] | None:
    """The moves by their number where they are a count the person gives, each shown
    (``shown``, else the action's own text) as the same word and a whole number
    ("tens 0" ... "tens 19"): a number typed is then the count itself, never a
    place in the list. None where they are not."""
    by_count: dict[int, Action] = {}
    heads = set()
    for action, name in zip(legal, shown or map(str, legal), strict=True):
        head, _, last = name.rpartition(" ")
        if not (head and last.isdigit()):
            return None
        heads.add(head)
        by_count[int(last)] = action
    return by_count if len(heads) == 1 else None


def match_action(text: str, legal: list[Action], shown: list[str] | None = None
                 ) -> Action | None:
    """The legal action a person meant (the one :func:`meant`), or None."""
    hits = meant(text, legal, shown)
    return hits[0] if len(hits) == 1 else None


def meant(text: str, legal: list[Action], shown: list[str] | None = None) -> list[Action]:
    """The legal actions a person's ``text`` may mean, one when it picks one out: its
    number in the list, its text as shown (``shown``, else the action's own) or its
    own text, a unique start of either, or the only one with a word starting with
    each word typed ("pair moose" for "place alpha-pair on moose"), an article
    typed or not ("a beta wolf on the hare" is "place a Beta Wolf on Hare"; "the
    hare" fits the Beta Wolf's move as much as the Alpha Pair's). Where none picks
    one out, the first that fits several: those it fits (a move typed too short)."""
    text = said(text)
    if not text:
        return []
    if text.isdigit():  # the count itself in a list of counts, else its number in the list
        k = number(text)
        by_count = counts(legal, shown)
        if by_count is not None:
            return [by_count[k]] if k in by_count else []
        return [legal[k - 1]] if k is not None and 1 <= k <= len(legal) else []
    own = [unbracketed(str(a)) for a in legal]
    if text in own:
        return [legal[own.index(text)]]
    names = [unbracketed(name) for name in shown] if shown else own
    if text in names:
        return [legal[names.index(text)]]

    given = [w for w in text.split() if w not in ARTICLES] or text.split()

    def words_fit(name: str) -> bool:
        words = name.split()
        words += [part for w in words for part in w.split("-")]
        return all(any(w.startswith(typed) for w in words) for typed in given)

    several: list[Action] = []
    for listed in (names, own):
        for test in (lambda n: n.startswith(text), words_fit):
            hits = [a for a, n in zip(legal, listed, strict=True) if test(n)]
            if len(hits) == 1:
                return hits
            several = several or hits
    return several


def move_names(session: Session, prompt: Prompt) -> list[str]:
    """The legal moves as the game's view names them (hexes by the map's grid, tiles
    by their printed names), else the actions' own text."""
    moves = session.view(prompt.seat).moves
    return [moves.get(str(a), str(a)) for a in prompt.legal]


def move_named(session: Session, prompt: Prompt, text: str,
               names: list[str] | None = None) -> Action | None:
    """The legal move ``text`` means (:func:`match_action` over the moves as listed,
    ``names``), or the move written in the game's own notation (The Wolves' ``alpha
    I7 to G9``); None when it is no legal move."""
    shown = move_names(session, prompt) if names is None else names
    action = match_action(text, prompt.legal, shown)
    if action is not None:
        return action
    try:
        action = session.game.parse_action(session.match.state, text)
    except GameError:
        return None
    return action if action in prompt.legal else None


def not_a_move(session: Session, prompt: Prompt, text: str, otherwise: str,
               names: list[str] | None = None, numbered: bool = True) -> str:
    """The refusal of ``text``, which names no one legal move of ``prompt`` (the moves
    listed as ``names``), in one line: where the game's notation reads it as a move
    the rules forbid now, the rule that forbids it ("'place beta on livestock': the
    Livestock takes one wolf in all, and Blue's Beta Wolf is on it (STALK)."); where
    it fits a few moves, those (by number, where the list is ``numbered``, and
    name); a number past the list, the list's numbers (how moves are counted, where
    the list shows no numbers); else ``otherwise`` after the text."""
    shown = said_back(text)
    action = named(session, text)
    reason = None if action is None else session.game.why_not(session.match.state, action)
    if reason:
        return f"{shown}: {reason}."
    names = move_names(session, prompt) if names is None else names
    hits = fitting(session, text, prompt.legal, names)
    more = "type more of it, or its number" if numbered else "type more of it"
    if len(hits) > FITS:
        return f"{shown} fits {len(hits)} of the moves: {more}."
    if len(hits) > 1:
        listed = [f"{k} {names[k - 1]}" if numbered else names[k - 1]
                  for k, a in enumerate(prompt.legal, 1) if a in hits]
        return f"{shown} fits {len(hits)} moves: {'; '.join(listed)}. {more.capitalize()}."
    if said(text).removeprefix("-").isdigit():  # 0, -1 or past the list
        by_count = counts(prompt.legal, names)
        if by_count is not None:
            return f"{shown}: type a number from {min(by_count)} to {max(by_count)}."
        n = len(prompt.legal)
        if not numbered:  # a page of buttons shows no numbers: its moves are counted
            return (f"{shown}: a move's number counts the moves from the first, 1 to {n}."
                    if n > 1 else f"{shown}: there is one move, number 1.")
        return (f"{shown}: the moves are numbered 1 to {n}." if n > 1
                else f"{shown}: the only move is number 1.")
    return f"{shown} {otherwise}"


def fitting(session: Session, text: str, legal: list[Action], names: list[str]) -> list[Action]:
    """The moves ``text`` may mean (:func:`meant`), read as typed and as the game's
    own spellings give it (its ``actions.key``: Dragon Canyon's "3 3" is the tile
    "3,3"), whichever fits fewer: "play mage on 3 3" fits the two mages on 3,3, not
    every move with a 3 in it."""
    hits = meant(text, legal, names)
    key = session.game.actions.key(text)
    if len(hits) > 1 and key != words(text):
        keyed = meant(key, legal, names)
        if keyed and len(keyed) < len(hits):
            return keyed
    return hits


def named(session: Session, text: str) -> Action | None:
    """The one action of the game, legal now or not, that ``text`` names: in the
    game's notation, else by :func:`meant` over every action of its table ("pair
    livestock", a move the rules forbid now, so that its refusal says why)."""
    try:
        return session.game.parse_action(session.match.state, text)
    except GameError:
        pass
    every = session.game.actions.all
    hits = meant(text, every) if every and not said(text).isdigit() else []
    return hits[0] if len(hits) == 1 else None


def recorded(request: ChanceRequest, outcome: Action) -> str:
    """The echo of a report: "Recorded: roll the Beaver die = 3"."""
    return f"Recorded: {request.name} = {request.name_of(outcome)}"


def to_undo(session: Session, by: int | None = None) -> str:
    """What an undo by the person in seat ``by`` (the viewer's unless told) would
    take back now, for its button: "your last move", "your last report" (Table
    mode); "" when they may undo nothing (nothing was played, or the last move is
    another person's: :meth:`Session.undo_stop` says so)."""
    last = session.last_by_a_person()
    if last is None or session.undo_stop(by):
        return ""
    step = session.match.record.steps[last]
    return f"your last {'report' if step.by == REPORTED else 'move'}"


def undone(session: Session, steps: int) -> str:
    """What ``session``'s undo of ``steps`` did: "Undone: your last move and the 3
    steps after it." (with several people: "Red's last move", the person's whose
    turn it is again; in Table mode, maybe "your last report")."""
    whose = "your" if len(session.people) < 2 else f"{session.game.seat_name(session.viewer)}'s"
    after = f" and the {counted(steps - 1, 'step')} after it" if steps > 1 else ""
    return f"Undone: {whose} last {'report' if session.undone_report else 'move'}{after}."


def described(row: SessionRow) -> str:
    """A saved game in a sentence, as deleting it asks: "The Alpha, play mode, over,
    45 steps: Red wins." (one full stop, where the result ends with its own)."""
    result = f": {row.summary.rstrip('.')}" if row.summary else ""
    return (f"{catalog.title_of(row.game)}, {row.mode} mode, {row.status}, "
            f"{counted(row.steps, 'step')}{result}.")
