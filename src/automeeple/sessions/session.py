"""A game being played and saved: a :class:`~automeeple.engine.records.Match`
whose every step goes to the :class:`~.store.Store` as it happens.

Undo and resume both rebuild the state by replaying the record, so they check
every step's hash, and undo cannot reroll dice: chance comes from the state's
seeded stream, so the same choice after an undo brings up the same outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from automeeple.engine import registry
from automeeple.engine.agent import AUTOMA_SEAT, Agent, Decision, ask
from automeeple.engine.core import Action, Event, GameError
from automeeple.engine.records import GameRecord, Match, RecordError, Step, game_of
from automeeple.engine.registry import GameInfo

from .store import OVER, Store

#: ``players[seat]`` for a seat a person plays; any other value names a bot. Also
#: the ``by`` of a step the person decided.
HUMAN = "human"
#: The ``by`` of a chance step the person reported from the table (Table mode).
REPORTED = "person"


class Session:
    """One saved game: the match in memory and its session in the store."""

    def __init__(self, store: Store, session_id: int, info: GameInfo, match: Match,
                 players: list[str]) -> None:
        self.store = store
        self.id = session_id
        self.info = info
        self.match = match
        self.players = players
        self.bots: dict[int, Agent] = {seat: info.bot(name)
                                       for seat, name in enumerate(players) if name != HUMAN}

    @classmethod
    def new(cls, store: Store, info: GameInfo, seats: int, options: dict[str, Any], seed: int,
            players: list[str], edition_text: str | None = None,
            edition_source: str = "edition") -> Session:
        """Start a game of ``info`` and save it as a new session; ``edition_source``
        names the edition file in error messages."""
        options = info.option_values(options)
        game = info.make(seats, options, edition_text, edition_source=edition_source)
        _check_players(info, seats, players)
        record = GameRecord.start(game, seed, players)
        match = Match(game, record)
        return cls(store, store.create(record, record.players), info, match, record.players)

    @classmethod
    def resume(cls, store: Store, session_id: int) -> Session:
        """Load a saved session and replay it, checking every step; a record that
        does not replay is an error and nothing is changed."""
        record, players, status = store.load(session_id)
        where = f"{store.path}: saved game {session_id}"
        game = game_of(record, where)
        info = registry.get(record.game)
        try:
            match = Match.replay(game, record)
        except RecordError as exc:
            raise RecordError(f"{where}: {exc}") from None
        session = cls(store, session_id, info, match, players)
        if status != OVER:  # the last step may have been saved but not the result
            session._mark_if_over()
        return session

    @property
    def game(self) -> Any:
        return self.match.game

    def apply(self, action: Action, by: str) -> tuple[Step, list[Event]]:
        """Perform ``action`` for whoever is to move (``by`` says who chose it) and save it."""
        return self._step(lambda: self.match.apply(action, by))

    def apply_chance(self) -> tuple[Step, list[Event]]:
        """Resolve the pending chance event from the seeded stream and save it."""
        return self._step(self.match.apply_chance)

    def bot_step(self) -> tuple[Step, list[Event], Decision]:
        """Let the bot whose seat is to move decide, then perform and save its
        move; the decision carries the bot's trace for the front end."""
        seat = self.match.to_move
        if seat not in self.bots:
            raise GameError("it is not a bot's turn")
        decision = ask(self.bots[seat], self.game, self.match.state, seat,
                       self.match.record.seed, len(self.match.record.steps))
        step, events = self.apply(decision.action, f"bot:{self.players[seat]}")
        return step, events, decision

    def undo(self) -> int:
        """Go back to just before the most recent step a person made (a decision,
        or in Table mode a report of what came up), deleting every later step;
        return how many steps were undone."""
        steps = self.match.record.steps
        human = [n for n, s in enumerate(steps) if s.by in (HUMAN, REPORTED)]
        if not human:
            raise GameError("nothing to undo")
        keep = human[-1]
        rewound = Match.replay(self.game, self.match.record, upto=keep)
        self.store.truncate(self.id, keep)
        self.match = rewound
        return len(steps) - keep

    def _step(self, perform: Callable[[], tuple[Step, list[Event]]]
              ) -> tuple[Step, list[Event]]:
        """Run ``perform`` (one step of the match) and save the step; if either
        fails, the match is put back as it was, so it never runs ahead of the file."""
        match = self.match
        before, n_steps = self.game.clone(match.state), len(match.record.steps)
        try:
            step, events = perform()
            self.store.append(self.id, step)
        except BaseException:
            match.state = before
            del match.record.steps[n_steps:]
            raise
        self._mark_if_over()
        return step, events

    def _mark_if_over(self) -> None:
        if self.match.over:
            self.store.mark_over(self.id, self.game.result(self.match.state).summary)


def _check_players(info: GameInfo, seats: int, players: list[str]) -> None:
    if len(players) != seats:
        raise GameError(f"{seats} seats need {seats} players, not {len(players)}")
    for seat, name in enumerate(players):
        if seat in info.automa_seats:
            if name != AUTOMA_SEAT:
                raise GameError(f"seat {seat + 1} is played by the rules ({AUTOMA_SEAT!r})")
        elif name != HUMAN and name not in info.bots:
            raise GameError(f"seat {seat + 1}: {name!r} is neither {HUMAN!r} nor a bot of "
                            f"{info.id} ({', '.join(info.bots)})")
