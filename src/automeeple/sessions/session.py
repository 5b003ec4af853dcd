"""A game being played: a :class:`~automeeple.engine.records.Match`, the bots in its
seats, and (for a saved game) its session in the :class:`~.store.Store`.

:meth:`Session.advance` is the one loop between a game and a person (docs/design.md, "The
advance loop and its prompts"): it runs seeded chance, bots and automa until a person must decide or
report what came up on the table, and returns that :class:`Prompt` with the events
and traces since the last one. The terminal's Play and Table modes, ``--bots-only``
and the golden-record maker all use it; the simulator's fast loop
(:func:`automeeple.engine.play.play_out`) takes the very same steps.

Undo and resume both rebuild the state by replaying the record, so they check
every step's hash. Chance comes from the state's seeded stream, so the same choice
after an undo would bring up the same outcome: in Play mode undo therefore stops at
the last thing chance or a secret choice has shown (as the digital board-game sites
do), unless the game is a practice game. Table mode undoes through reports (the
table is the truth, and a report can be wrong).

A bot's explanation ("why") may name what the person cannot see yet: the cards in
the bot's hand, the Conflict Token it just turned face down. Such a trace is sealed
by those names (the game's ``secrets`` the bot's seat knows and the person's does
not, just after the decision) and shown only once the game hides none of them
from the person.

Several people may share a game (two people against Dragon Canyon's AI): each
prompt is for one of them, its *viewer*, and what it shows (the events since that
person's own last prompt, the history) is read through ``Event.seen_by`` of that
seat, never another's. The bots' traces ("why") are the same for everyone: a trace
stays sealed while it names what any of them cannot see.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

from automeeple import catalog
from automeeple.catalog import GameInfo
from automeeple.engine.agent import AUTOMA_SEAT, Agent, ask
from automeeple.engine.core import (
    CHANCE,
    REVEAL,
    TRACE,
    Action,
    ChanceRequest,
    Event,
    GameError,
    Result,
    traced,
)
from automeeple.engine.records import SEEDED, GameRecord, Match, RecordError, Step
from automeeple.engine.trace import Trace
from automeeple.engine.view import View

if TYPE_CHECKING:  # the search is imported when a hint is asked
    from automeeple.agents.ismcts import Hint

from .store import OVER, PLAY, TABLE, Store, StoreError

#: ``players[seat]`` for a seat a person plays; any other value names a bot. Also
#: the ``by`` of a step the person decided.
HUMAN = "human"
#: The ``by`` of a chance step the person reported from the table (Table mode).
REPORTED = "person"
#: A seat the game's own rules play (player :data:`AUTOMA_SEAT`), as people read it.
RULES = "the solo rules"
#: The start of the ``by`` of a step a bot decided ("bot:automa").
BOT = "bot:"


def played_by(player: str, person: str = "a person") -> str:
    """Who plays a seat whose player is ``player``, as people read it: ``person`` for a
    person, the solo rules for a seat the game's rules play, else the bot as named."""
    return person if player == HUMAN else RULES if player == AUTOMA_SEAT else player


# What a prompt asks for (``Prompt.kind``).
DECIDE = "decide"  # a person chooses one of ``legal``
REPORT = "report"  # Table mode: the person says what came up for ``request``
ENDED = "over"  # the game is over: ``result``


@dataclass
class Prompt:
    """What the person is asked now, and what happened since the last prompt: the
    events (sentences with data) and the bots' traces the person may see."""

    kind: str
    seat: int | None
    events: list[Event] = field(default_factory=list)
    traces: list[Trace] = field(default_factory=list)
    legal: list[Action] = field(default_factory=list)
    request: ChanceRequest | None = None
    result: Result | None = None


class Session:
    """One game: the match in memory, its bots, and its saved copy (``store`` None:
    a game that is not saved, such as ``--bots-only``)."""

    def __init__(self, store: Store | None, session_id: int | None, info: GameInfo,
                 match: Match, players: list[str], table: bool = False,
                 explain: bool = True) -> None:
        self.store = store
        self.id = session_id
        self.info = info
        self.match = match
        self.players = players
        #: The seats people play.
        self.people = [s for s, p in enumerate(players) if p == HUMAN]
        #: Table mode: the person reports physical chance (dice, draws from bags).
        self.table = table
        #: False when nobody will ask "why" (--bots-only, golden records): bots then
        #: build no traces.
        self.explain = explain
        self.bots = seated(info, players)
        #: The bot decisions the person may see explained ("why"): those since the
        #: prompt before the last one that brought any.
        self.explained: list[Trace] = []
        #: The trace of each bot decision, by its step (made in this session, or
        #: kept in the save): an undo or a resume explains them again without
        #: asking the bots again (:func:`replayed`).
        self.bot_traces: dict[int, Trace] = {}
        #: The seat of the person the last prompt was for (in Table mode, a report is
        #: asked of the person who decided last); None when bots play every seat.
        self.viewer: int | None = self.person
        #: Every event so far as it happened, read by each person through its
        #: ``seen_by`` (:attr:`history`), from what the set-up told (``Match.opening``),
        #: and where each viewer's last prompt was in it.
        self._log: list[Event] = [*match.opening]
        self._seen: dict[int | None, int] = {}
        #: Whether the last undo took back a report from the table (not a decision),
        #: and what had happened since (what to take back on the table).
        self.undone_report = False
        self.undone: list[Event] = []
        self._traces: list[Trace] = []
        #: What each step that showed the person something showed (what chance drew,
        #: a secret choice revealed), by its step: Play mode's undo stops there.
        self._shown: list[tuple[int, str]] = []
        #: Traces that name what the person cannot see yet, kept until it is seen.
        self._sealed: list[Trace] = []

    @classmethod
    def new(cls, store: Store | None, info: GameInfo, seats: int, options: dict[str, Any],
            seed: int, players: list[str], edition_text: str | None = None,
            edition_source: str = "edition", table: bool = False,
            explain: bool = True, practice: bool = False) -> Session:
        """Start a game of ``info`` (saved as a new session when ``store`` is given);
        ``edition_source`` names the edition file in error messages; a ``practice``
        game undoes freely."""
        if table:  # how a person at the physical table plays, unless told otherwise
            options = info.option_values(options, table=True)
        game = info.make(seats, options, edition_text, edition_source=edition_source)
        _check_players(info, seats, players)
        record = GameRecord.start(game, seed, players, practice)
        match = Match(game, record)
        session_id = (store.create(record, record.players, TABLE if table else PLAY)
                      if store is not None else None)
        return cls(store, session_id, info, match, record.players, table, explain)

    @classmethod
    def resume(cls, store: Store, session_id: int) -> Session:
        """Load a saved session and replay it, checking every step, to go on in the
        mode it was saved in; a record that does not replay is an error and nothing
        is changed. The game is held open by this process."""
        store.hold(session_id)
        known = store.traces(session_id)
        saved = load_checked(store, session_id, known)
        session = cls(store, session_id, catalog.get(saved.record.game), saved.match,
                      saved.record.players, store.mode(session_id) == TABLE)
        session.bot_traces = known
        session._rehear(saved.heard, recap=True)
        if saved.status != OVER:  # the last step may have been saved but not the result
            session._mark_if_over()
        return session

    @classmethod
    def imported(cls, store: Store, record: GameRecord, where: str,
                 table: bool = False) -> Session:
        """A record exported elsewhere (the terminal's ``export``, another phone) saved
        as a new session, to go on in Table mode or not; a record that does not
        replay (its game, edition or a step's hash), or names a bot this install has
        not, is refused and nothing is saved."""
        game = game_of(record, where)
        try:
            replayed(game, record)
            # Before saving: resume seats each seat's bot, and a game saved with a
            # bot this install has not could never go on.
            seated(catalog.get(record.game), record.players)
        except GameError as exc:
            raise type(exc)(f"{where}: {exc}") from None
        return cls.resume(store, store.create(record, record.players,
                                              TABLE if table else PLAY))

    def reattach(self, store: Store) -> bool:
        """Go on with this session, as it is in memory, on ``store`` (opened anew for
        another request), if the game saved there is this one step for step: no
        replay. False, with nothing changed: the saved game moved on elsewhere (a
        terminal played or undid), so it must be resumed from its record."""
        record, _, _ = store.load(self.id)
        if record.steps != self.match.record.steps:
            return False
        store.hold(self.id, check=False)
        self.store = store
        return True

    @property
    def game(self) -> Any:
        return self.match.game

    @property
    def practice(self) -> bool:
        """A practice game: undo goes back anywhere (its record and result say so)."""
        return self.match.record.practice

    @property
    def person(self) -> int | None:
        """The first seat a person plays (None when bots play every seat)."""
        return next(iter(self.people), None)

    @property
    def history(self) -> list[Event]:
        """Every event so far, as the :attr:`viewer`'s seat may read it."""
        return [e.seen_by(self.viewer) for e in self._log]

    @property
    def no_hint(self) -> str:
        """Why there is no hint in this game, in one line ("" when there is one): the
        person's moves are reports the rules do not check (``FlowGame.unchecked``:
        Islebound's turn in Table mode), and a search from them would count turns
        the rules forbid as if they were possible (it "won" 93-100%)."""
        why = getattr(self.game, "unchecked", "")
        return f"No hint here: {why}." if why else ""

    def hint(self, seat: int) -> Hint:
        """The search's advice for ``seat``'s decision now, from its observation
        only, within the game's hint budget (``GameInfo.hint_iterations``, or the
        environment's: :func:`~automeeple.agents.ismcts.hint_budget`): the same
        position gives the same hint. Nothing is played or saved. A game with
        :attr:`no_hint` gives none (a one-line ``GameError`` saying why)."""
        from automeeple.agents.ismcts import hint, hint_budget  # the search, when asked

        if self.no_hint:
            raise GameError(self.no_hint)
        record = self.match.record
        return hint(self.game, self.match.state, seat, record.seed, len(record.steps),
                    *hint_budget(self.info.hint_iterations))

    def public_since(self, seat: int) -> list[Event]:
        """What happened since ``seat``'s last prompt as anyone at the screen may read
        it (a spectator's words): what came of a person's move, shown to them before
        they pass the screen on, with nothing of theirs another person may not see."""
        return [e.seen_by(None) for e in self._log[self._seen.get(seat, 0):]]

    def screen(self, prompt: Prompt) -> int | None:
        """Whose the screen is at ``prompt``: its viewer's (passed to them, where
        several people share it); once the game is over with several people, all of
        theirs: a spectator's view, the result being for everyone and none of them
        asked to take the screen."""
        if prompt.kind == ENDED and len(self.people) > 1:
            return None
        return self.viewer

    def view(self, seat: int | None) -> View:
        """The game as ``seat`` (None: a spectator) may see it."""
        return self.game.view(self.match.state, seat)

    # --- the advance loop -------------------------------------------------------------

    def advance(self, limit: int | None = None) -> Prompt:
        """Run seeded chance, bots and automa until a person must decide or report,
        or the game is over; return that prompt with what happened since the last.
        ``limit``: the most steps to run (a game that goes on past it is stuck)."""
        match, game = self.match, self.game
        start = len(match.record.steps)
        while not match.over:
            if limit is not None and len(match.record.steps) - start >= limit:
                raise GameError(f"{game.title}: no prompt and no end after {limit} steps")
            seat = match.to_move
            if seat == CHANCE:
                request = self.shown(game.chance_request(match.state))
                # A question with one possible answer is not asked.
                if self.table and request.physical and len(request.outcomes) > 1:
                    return self._prompt(REPORT, self.viewer, request=request)
                self._step(match.apply_chance, told=self._forced(request), asked=request)
            elif seat in self.bots:
                self._bot_step(seat)
            else:
                return self._prompt(DECIDE, seat, legal=game.legal_actions(match.state))
        return self._prompt(ENDED, self.viewer, result=game.result(match.state))

    def shown(self, request: ChanceRequest) -> ChanceRequest:
        """``request`` as this session asks it: a secret of one seat (a hand) is none
        where that seat's person is the only one at the screen, so their own hand is
        listed and named, as they see it."""
        if request.secret and request.owner is not None and self.people == [request.owner]:
            return replace(request, secret=False)
        return request

    def act(self, action: Action) -> None:
        """The person's decision (checked, performed, saved)."""
        self._step(lambda: self.match.apply(action, HUMAN))

    def report(self, outcome: Action) -> None:
        """Table mode: what came up on the table for the pending chance event."""
        self._step(lambda: self.match.apply(outcome, REPORTED))

    def undo(self, by: int | None = None) -> int:
        """Go back to just before the most recent step a person made (a decision,
        or in Table mode a report of what came up), deleting every later step;
        return how many steps were undone. In Play mode, not past what chance or a
        secret choice has shown since (a practice game undoes freely). ``by``: the
        seat of the person asking (the viewer's unless told), who takes back only a
        move of their own (:meth:`undo_stop`)."""
        steps = self.match.record.steps
        keep = self.last_by_a_person()
        if keep is None:
            raise GameError("nothing to undo")
        if stop := self.undo_stop(by):
            raise GameError(stop)
        rewound, heard = replayed(self.game, self.match.record, upto=keep, bots=self.bots,
                                  known=self.bot_traces)
        if self.store is not None:  # not saved: nothing changed, in the file or here
            self.store.truncate(self.id, keep)
        self.bot_traces = {n: trace for n, trace in self.bot_traces.items() if n < keep}
        self.undone_report = steps[keep].by == REPORTED
        self.match = rewound
        before = self.history
        self._rehear(heard)  # "why" as it stood at the prompt now pending
        self.undone = before[len(self.history):]
        return len(steps) - keep

    def _asked(self, heard: list[Heard], n: int) -> ChanceRequest:
        """The chance question replayed step ``n`` answered."""
        if n:
            return heard[n - 1].asks
        return self.game.chance_request(self.game.new_initial_state(self.match.record.seed))

    def last_by_a_person(self) -> int | None:
        """The most recent step a person made (a decision or a report), or None:
        nothing was played yet."""
        steps = self.match.record.steps
        return next((n for n in range(len(steps) - 1, -1, -1)
                     if steps[n].by in (HUMAN, REPORTED)), None)

    def made_by(self, n: int) -> int | None:
        """The seat of the person who made step ``n``, a decision or a report: a
        report is answered by the person at the screen, the one who decided last
        (the first person before anyone has)."""
        steps = self.match.record.steps
        return next((steps[k].seat for k in range(n, -1, -1)
                     if steps[k].by == HUMAN), self.person)

    def undo_stop(self, by: int | None = None) -> str | None:
        """Why undo is refused now to the person in seat ``by`` (the viewer's unless
        told): with several people at the screen, the last move is another's (each
        takes back only their own, before passing the screen on); in Play mode, the
        person's last step or a later one has shown them what chance drew (a die, a
        card) or what a secret choice was, and undoing it would let them choose
        again knowing it. None: undo may go back (or there is nothing to undo)."""
        keep = self.last_by_a_person()
        if keep is None:
            return None
        step = self.match.record.steps[keep]
        asker = self.viewer if by is None else by
        several = len(self.people) > 1
        if several and (maker := self.made_by(keep)) != asker:
            name = self.game.seat_name(maker)
            last = "report" if step.by == REPORTED else "move"
            return (f"Undo stops here: the last {last} is {name}'s, and only {name} may take "
                    "it back, before the next person takes over")
        first = None  # the first thing shown since the person's last step
        for n, what in reversed(self._shown):
            if n < keep:
                break
            first = what
        if first is None:
            return None
        whose = f"{self.game.seat_name(asker)}'s" if several and asker is not None else "your"
        return (f"Undo stops here: the game has shown {first!r} since {whose} last move "
                "(a practice game undoes freely)")

    def _note_shown(self, n: int, step: Step, asked: ChanceRequest | None,
                    events: list[Event]) -> None:
        """Keep what step ``n`` showed the person, if anything (:attr:`_shown`):
        what chance drew for ``asked`` (unnamed when only its owner may know it: the
        refusal is on every person's screen), or what a secret choice revealed. In
        Table mode and in a practice game undo stops at nothing: nothing is kept."""
        if self.table or self.practice:
            return
        if step.seat == CHANCE and asked:
            what = asked.name if asked.secret else drawn_as_printed(asked, step.action)
        else:
            what = next((e.text for e in events if e.kind == REVEAL), "")
        if what:
            self._shown.append((n, what))

    def _rehear(self, heard: list[Heard], recap: bool = False) -> None:
        """The history and "why" as they stood after the replayed steps' events: "why"
        holds the traces since the prompt before the last (a prompt came before each
        step a person made, for the seat that decided, or for a report the person who
        decided last), as it did when the game was played; the prompt now pending has
        been shown to its viewer, or with ``recap`` (a game resumed: its person back
        at it) is yet to be, with what happened since their last prompt."""
        self.explained, self.viewer = [], self.person
        self._log, self._seen, self._traces, self._sealed = [*self.match.opening], {}, [], []
        self._shown = []
        steps = self.match.record.steps
        for n, (step, (events, secrets, _)) in enumerate(zip(steps, heard, strict=False)):
            self._note_shown(n, step, self._asked(heard, n) if step.seat == CHANCE else None,
                             events)
            if step.seat == CHANCE and step.by == SEEDED and self.table:
                events = [*self._forced(self._asked(heard, n)), *events]
            if step.by in (HUMAN, REPORTED):
                self._prompt_boundary(step.seat if step.by == HUMAN else self.viewer)
            self._heard(events, secrets)
        to_move = None if self.match.over else self.match.to_move
        viewer = to_move if to_move in self.people else self.viewer
        since = self._seen.get(viewer, 0)
        self._prompt_boundary(viewer)
        if recap:
            self._seen[viewer] = since

    # --- inside the loop ------------------------------------------------------------------

    def _bot_step(self, seat: int) -> None:
        """Let the bot in ``seat`` decide, then perform and save its move; its trace
        counts once the move is saved."""
        n = len(self.match.record.steps)
        decision = ask(self.bots[seat], self.game, self.match.state, seat,
                       self.match.record.seed, n, self.explain)
        self._step(lambda: self.match.apply(decision.action, BOT + self.players[seat]),
                   decision.trace, seat)
        if decision.trace is not None:
            self.bot_traces[n] = decision.trace

    def _forced(self, request: ChanceRequest) -> list[Event]:
        """Table mode: a draw or flip with one possible outcome is not asked, but the
        person is told to make it ("On the table: flip ...: it can only be ..."),
        the outcome unnamed when only its owner may know it."""
        if not (self.table and request.physical):
            return []
        only = "" if request.secret else f": it can only be {request.names()[0]}"
        return [Event("table", f"On the table: {request.name}{only}.")]

    def _step(self, perform: Callable[[], tuple[Step, list[Event]]],
              trace: Trace | None = None, seat: int | None = None,
              told: list[Event] | None = None, asked: ChanceRequest | None = None) -> None:
        """Run ``perform`` (one step of the match: ``seat``'s decision explained by
        ``trace``, or the answer to chance's question ``asked``) and save the step;
        if either fails, the match is put back as it was, so it never runs ahead of
        the file."""
        match = self.match
        before, n_steps = self.game.clone(match.state), len(match.record.steps)
        try:
            step, events = perform()
            if self.store is not None:
                self.store.append(self.id, step, trace)
        except BaseException:
            match.state = before
            del match.record.steps[n_steps:]
            raise
        self._note_shown(n_steps, step, asked, events)
        secrets = Secrets(self.game, match.state)
        if trace is not None:
            self._explain(trace, seat, secrets)
        self._heard([*(told or []), *events], secrets)
        # The step is saved; should its result not be (the file locked just then),
        # the game is over all the same, and a resume marks it over.
        with contextlib.suppress(StoreError):
            self._mark_if_over()

    def _heard(self, events: list[Event], secrets: Secrets) -> None:
        """Sort a step's events (``secrets``: what each seat could not see just
        after it): sentences for the log (each person reads them as their seat
        may), traces for "why"; then the sealed traces whose secrets are all out
        are shown."""
        for e in events:
            if e.kind == TRACE:
                self._explain(e.trace, e.seat, secrets)
                continue
            self._log.append(e)
        if not self._sealed:
            return
        hidden, sealed = self._hidden(secrets), self._sealed
        self._sealed = [t for t in sealed if hidden.keys() & set(t.sealed_by)]
        for trace in sealed:
            if not hidden.keys() & set(trace.sealed_by):
                self._show(trace)

    def _hidden(self, secrets: Secrets) -> dict[str, tuple[str, ...]]:
        """What is hidden from any person at the game ("why" is the same for all of
        them; a spectator's when bots play every seat)."""
        return {name: tells for seat in (self.people or [None])
                for name, tells in secrets[seat].items()}

    def _explain(self, trace: Trace, seat: int | None, secrets: Secrets) -> None:
        """``seat``'s decision, explained by ``trace``: sealed by what that seat
        knows and a person does not, else shown."""
        if seat is not None and seat not in self.people:
            known = {name: tells for name, tells in self._hidden(secrets).items()
                     if name not in secrets[seat]}
            text = str(trace) if known else ""
            told = sorted(name for name, tells in known.items()
                          if not tells or any(word in text for word in tells))
            if told:
                trace = replace(trace, sealed_by=tuple(told))
        if trace.sealed:
            self._sealed.append(trace)
        else:
            self._show(trace)

    def _show(self, trace: Trace) -> None:
        self._traces.append(trace)

    def _prompt(self, kind: str, seat: int | None, **what: Any) -> Prompt:
        """The prompt for ``seat`` (its viewer), with the events since that seat's
        last prompt as it may read them."""
        news = [e.seen_by(seat) for e in self._log[self._seen.get(seat, 0):]]
        prompt = Prompt(kind, seat, news, self._traces, **what)
        self._prompt_boundary(seat)
        return prompt

    def _prompt_boundary(self, viewer: int | None) -> None:
        """A prompt for ``viewer``: what happened since their last one is shown; "why"
        now explains its traces, if it brought any."""
        if self._traces:
            self.explained = self._traces
        self._traces = []
        self.viewer = viewer
        self._seen[viewer] = len(self._log)

    def _mark_if_over(self) -> None:
        if self.store is not None and self.match.over:
            summary = self.game.result(self.match.state).summary
            self.store.mark_over(self.id, f"Practice: {summary}" if self.practice else summary)


class Saved(NamedTuple):
    """A saved game as :func:`load_checked` found it."""

    record: GameRecord
    status: str
    match: Match
    heard: list[Heard]


def drawn_as_printed(request: ChanceRequest, text: str) -> str:
    """What came up for ``request`` (the outcome whose text is ``text``), named as
    the component prints it: "the action tile Brown (AI) draws: Tundra"."""
    outcome = next((o for o in request.outcomes if str(o) == text), None)
    return f"{request.name}: {text if outcome is None else request.name_of(outcome)}"


def seated(info: GameInfo, players: list[str]) -> dict[int, Agent]:
    """The bot of each seat a bot plays, by its seat."""
    return {seat: info.bot(name) for seat, name in enumerate(players) if name != HUMAN}


def load_checked(store: Store, session_id: int, known: dict[int, Trace] | None = None
                 ) -> Saved:
    """A saved game's record replayed, every step's hash checked (what ``resume``
    goes on from and ``export`` writes): a record that does not replay is an
    error naming the save. With ``known`` (the bots' traces kept in the save, by
    step), "why" is heard again: those traces, and the bots asked again for the
    moves it may explain that have none (:func:`replayed`)."""
    record, _, status = store.load(session_id)
    where = f"{store.path}: saved game {session_id}"
    game = game_of(record, where)
    try:
        bots = None if known is None else seated(catalog.get(record.game), record.players)
        match, heard = replayed(game, record, bots=bots, known=known)
    except GameError as exc:  # a step that does not replay; a bot this install has not
        raise type(exc)(f"{where}: {exc}") from None
    return Saved(record, status, match, heard)


def replayed(game: Any, record: GameRecord, upto: int | None = None,
             bots: dict[int, Agent] | None = None, known: dict[int, Trace] | None = None
             ) -> tuple[Match, list[Heard]]:
    """``Match.replay`` of ``record`` (its first ``upto`` steps), with what each
    replayed step let be heard (:class:`Heard`).

    A bot's trace is not in the record: ``known`` holds those kept (in the save,
    or made in this session), by step, and each is heard before its step's
    events, as when the move was played. With ``bots`` (each seat's bot), the
    moves "why" may explain that have none (a save from before traces were kept)
    are asked again, each in the position it was made in: the last two runs of
    the bots' moves between the person's steps (reports in Table mode included;
    the last run may be sealed, a secret choice). A move the bot would not make
    now (another version of it) gets no trace: "why" never explains a move with
    another's reasons."""
    steps = record.steps if upto is None else record.steps[:upto]
    # "why" holds a run of the bots' moves between two of the person's steps: the
    # last, or the one before while the last is sealed (a secret choice).
    starts: list[int] = []  # where each run begins (the person's step before it)
    start = 0
    for n, step in enumerate(steps):
        if step.by in (HUMAN, REPORTED):
            start = n
        elif step.by.startswith(BOT) and (not starts or starts[-1] != start):
            starts.append(start)
    since = starts[-2] if len(starts) > 1 else 0
    heard: list[Heard] = []
    traces: dict[int, Event] = {}

    def retrace(n: int, state: Any) -> None:
        """Step ``n``'s trace: known, or its bot's asked again in ``state`` (the
        position before the step)."""
        step = steps[n] if n < len(steps) else None
        if step is None or not step.by.startswith(BOT):
            return
        trace = (known or {}).get(n)
        if trace is None and bots and step.seat in bots and n >= since:
            decision = ask(bots[step.seat], game, state, step.seat, record.seed, n)
            if str(decision.action) == step.action:
                trace = decision.trace
        if trace is not None:
            traces[n] = traced(trace, step.seat)

    def hear(_step: Step, events: list[Event], state: Any) -> None:
        n = len(heard)
        if n in traces:
            events = [traces.pop(n), *events]
        asks = game.chance_request(state) if game.to_move(state) == CHANCE else None
        heard.append(Heard(events, Secrets(game, state).all(), asks))
        retrace(n + 1, state)

    if steps and steps[0].by.startswith(BOT):
        retrace(0, game.new_initial_state(record.seed))
    match = Match.replay(game, record, upto=upto, on_step=hear)
    return match, heard


class Heard(NamedTuple):
    """A replayed step's events, what each seat could not see just after it, and the
    chance question it left pending (None: none)."""

    events: list[Event]
    secrets: Secrets
    asks: ChanceRequest | None


class Secrets(dict):
    """What is hidden from each seat (and from None, a spectator) in ``state``
    (``FlowGame.secrets``), asked of the game for a seat when first looked up; the
    state must not change meanwhile."""

    def __init__(self, game: Any, state: Any) -> None:
        super().__init__()
        self.game, self.state = game, state

    def __missing__(self, seat: int | None) -> dict[str, tuple[str, ...]]:
        hidden = self[seat] = self.game.secrets(self.state, seat)
        return hidden

    def all(self) -> Secrets:
        """Every seat's looked up now (the state is about to change)."""
        for seat in (None, *range(self.game.seats)):
            if seat not in self:
                self.__missing__(seat)
        self.state = None
        return self


def game_of(record: GameRecord, where: str) -> Any:
    """The game a record was played in, rebuilt from the catalog with the record's
    seats, options and edition; ``where`` names the record in errors."""
    try:
        game = catalog.get(record.game).make(record.seats, record.options,
                                             record.edition_text,
                                             edition_source="its edition")
    except GameError as exc:  # an edited header: not a mistake typed just now
        raise RecordError(f"{where} is damaged: its game cannot be set up ({exc})") from None
    if game.loaded.hash != record.edition_hash:
        raise RecordError(f"{where} was played with edition {record.edition_hash}, which is "
                          f"not in the record and is not the shipped one ({game.loaded.hash})")
    return game


def _check_players(info: GameInfo, seats: int, players: list[str]) -> None:
    if len(players) != seats:
        raise GameError(f"{seats} seats need {seats} players, not {len(players)}")
    for seat, name in enumerate(players):
        if seat in info.automa_seats:
            if name != AUTOMA_SEAT:
                raise GameError(f"seat {seat + 1} is played by the rules ({AUTOMA_SEAT!r})")
        elif name != HUMAN and not info.has_bot(name):
            raise GameError(f"seat {seat + 1}: {name!r} is neither {HUMAN!r} nor a bot of "
                            f"{info.id} ({', '.join(info.bot_names())})")
