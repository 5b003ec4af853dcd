"""The saved games the web app plays, one request at a time per game.

Around each request that touches a game: the game's own lock in this server (so two
requests on one game never interleave), then the store opened, the game held with
the operating-system lock the terminal also takes (:meth:`Store.hold`; a game open
in a terminal is refused), resumed, acted on, and closed. Resuming replays the
record only the first time: the server keeps the last few games it played in memory
and goes on with one as long as the saved game is the same step for step
(:meth:`Session.reattach`), so a page costs the same at step 10 and at step 1,000.

Between requests the server remembers, per game, only what the person was last told
(the events since the previous prompt, the bots' traces, an echo or an undo's list of
what to take back), as their seat read it: it is shown again on the next page drawn
at the same step, and forgotten as soon as the game moves on. With several people at
one phone it also remembers whom the phone was last passed to: a page for another
person waits behind the pass-the-phone step (forgotten with a restart, the step is
then asked again).
"""

from __future__ import annotations

import hashlib
import hmac
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from automeeple.engine.core import Event, GameError
from automeeple.engine.trace import Trace
from automeeple.sessions.session import REPORT, Prompt, Session
from automeeple.sessions.store import SessionRow, Store, StoreError, default_db_path

#: How many games the server keeps in memory between requests (the most recent).
LIVE = 8
#: How long a request waits for another request on the same game (seconds).
LOCK_WAIT = 30.0


class NotFound(GameError):
    """No saved game has this id."""


class Busy(GameError):
    """Another request on the same game did not finish in time."""


class Stale(GameError):
    """The page the form came from was drawn before the game moved on."""


@dataclass
class Moment:
    """What the person was told at one step of a game: the news for ``seat`` (the
    prompt's viewer), and the echo and what to take back for ``by`` (the person who
    acted, who may have passed the phone since)."""

    steps: int
    seat: int | None = None
    by: int | None = None
    events: list[Event] = field(default_factory=list)
    traces: list[Trace] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    take_back: list[Event] = field(default_factory=list)
    #: How many pages have shown it: what to take back, shown again (the game left
    #: and resumed, a reload), says it was shown before.
    drawn: int = 0
    #: Table mode: the news of the reports asked since the person's last move, each
    #: shown once before ``events`` (a quick run of reports taps past a bot's move).
    earlier: list[Event] = field(default_factory=list)
    #: The kind of prompt it came with (a decision, a report, the end).
    kind: str = ""


class Games:
    """The store's games as the server plays them."""

    def __init__(self, db: Path | None, shared: bool = True) -> None:
        self.db = Path(db) if db is not None else default_db_path()
        #: Whether the terminal plays the same file (not so in a phone's browser).
        self.shared = shared
        self._guard = threading.Lock()
        self._locks: dict[int, threading.Lock] = {}
        self._told: dict[int, Moment] = {}
        self._holder: dict[int, int | None] = {}
        self._hint = threading.Lock()
        self._live: OrderedDict[int, Session] = OrderedDict()

    def rows(self) -> list[SessionRow]:
        """The saved games, newest first (none when the file does not exist yet: it is
        not created just by looking)."""
        if not self.db.exists():
            return []
        with Store.open(self.db) as store:
            return store.list()

    @contextmanager
    def hinting(self) -> Iterator[None]:
        """The search, held by this request alone: a hint asked while another is
        being worked out is refused, not queued (a page cannot make the server search
        many times at once)."""
        if not self._hint.acquire(blocking=False):
            raise Busy("another hint is being worked out; ask again in a moment")
        try:
            yield
        finally:
            self._hint.release()

    def lock(self, game_id: int) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(game_id, threading.Lock())

    @contextmanager
    def held(self, game_id: int) -> Iterator[Store]:
        """The store, with saved game ``game_id`` held by this request alone."""
        lock = self.lock(game_id)
        if not lock.acquire(timeout=LOCK_WAIT):
            raise Busy(f"saved game {game_id} is busy with another request; try again")
        try:
            if not self.db.exists():
                raise NotFound(f"there is no saved game {game_id}")
            with Store.open(self.db) as store:
                try:
                    store.mode(game_id)
                except StoreError:
                    raise NotFound(f"there is no saved game {game_id}") from None
                yield store
        finally:
            lock.release()

    @contextmanager
    def session(self, game_id: int) -> Iterator[Session]:
        """Saved game ``game_id`` resumed, held by this request alone: the session in
        memory if the saved game is still that one, else its record replayed and
        checked. A request that fails unexpectedly drops it from memory."""
        with self.held(game_id) as store:
            with self._guard:
                live = self._live.pop(game_id, None)
            session = (live if live is not None and live.reattach(store)
                       else Session.resume(store, game_id))
            yield session
            with self._guard:
                self._live[game_id] = session
                while len(self._live) > LIVE:
                    self._live.popitem(last=False)

    def delete(self, game_id: int) -> str:
        """Delete saved game ``game_id``; the mark of its deletion, for the home page
        to say so (:meth:`deleted`)."""
        with self.held(game_id) as store:
            store.delete(game_id)
            mark = deletion_mark(store.page_key, game_id)
        with self._guard:
            self._live.pop(game_id, None)
            self._told.pop(game_id, None)
            self._holder.pop(game_id, None)
        return mark

    def deleted(self, game_id: int, mark: str) -> bool:
        """Whether ``mark`` is the one :meth:`delete` gave for saved game ``game_id``
        of this file: keyed with the file's secret, no page can make it up (a
        ``?deleted=`` of its own naming a game that still exists or never did)."""
        if not self.db.exists():
            return False
        try:
            with Store.open(self.db) as store:
                key = store.page_key
        except StoreError:
            return False
        return hmac.compare_digest(mark.encode(), deletion_mark(key, game_id).encode())

    # --- whom the phone was passed to -----------------------------------------------

    def holder(self, session: Session) -> int | None:
        """The seat of the person the phone is with: the one it was last passed to
        (with one person, theirs)."""
        if len(session.people) < 2:
            return session.person
        with self._guard:
            return self._holder.get(session.id)

    def passed(self, session: Session) -> None:
        """The phone is now with the prompt's person."""
        with self._guard:
            self._holder[session.id] = session.viewer

    # --- what the person was told ---------------------------------------------------

    def tell(self, session: Session, prompt: Prompt, notes: list[str] = (),
             take_back: list[Event] = (), by: int | None = None) -> None:
        """Remember ``prompt``'s events and traces (for its viewer), with ``notes`` to
        echo and what to take back on the table (for ``by``, the person who acted;
        None: the viewer) as what is told at this step. In Table mode, a report asked
        after another one of the same person's, with no move between (and no undo),
        keeps what the last told as ``earlier``."""
        steps = len(session.match.record.steps)
        with self._guard:
            last = self._told.get(session.id)
            earlier = ([*last.earlier, *last.events]
                       if session.table and prompt.kind == REPORT and last is not None
                       and last.kind == REPORT and last.seat == prompt.seat
                       and last.steps < steps else [])
            self._told[session.id] = Moment(
                steps, prompt.seat, prompt.seat if by is None else by, list(prompt.events),
                list(prompt.traces), list(notes), list(take_back), earlier=earlier,
                kind=prompt.kind)

    def told(self, session: Session, prompt: Prompt) -> Moment:
        """What the person is told now: ``prompt``'s news if it brought any (a game
        left with bots to move, or moved on in a terminal), else what they were last
        told at this very step (counted as drawn once more), else nothing."""
        steps = len(session.match.record.steps)
        if prompt.events or prompt.traces:
            self.tell(session, prompt)
        with self._guard:
            moment = self._told.get(session.id)
            if moment is None or moment.steps != steps or moment.seat != session.viewer:
                return Moment(steps, session.viewer, session.viewer)
            shown = replace(moment)
            moment.drawn += 1
        return shown


def deletion_mark(key: bytes, game_id: int) -> str:
    """The mark of saved game ``game_id``'s deletion from the file whose secret is
    ``key`` (:attr:`Store.page_key`)."""
    return hashlib.blake2b(f"deleted {game_id}".encode(), key=key, digest_size=8).hexdigest()
