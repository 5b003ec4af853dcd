"""The turn flow: one typed mechanism for every multi-step procedure
(docs/design.md, "The seam between a game and a person").

A state keeps a stack of pending **work items** in its ``flow`` field (the top is the
last item). Each item is a small frozen record that says who acts next:

- a :class:`Choice` (``seat`` >= 0): that seat picks one of ``legal(...)``;
- a :class:`Chance` (``seat`` == CHANCE): the resolver answers ``request(...)``;
- a :class:`Step` (``seat`` == AUTO): the rules go on by themselves (``run``).

Applying an action pops the top item and lets it ``resolve`` the action; then every
automatic step on top runs, until a choice or a chance event is on top, or the stack
is empty and the game is over. An item pushes the work that follows it, so a
procedure of several steps (a sub-decision, queued effects, an automa's steps) is a
few items on the stack, each named after the rule it carries out. This is TAG's
``IExtendedSequence`` and boardgame.io's stages, as data: the stack is part of the
state, so it is cloned, hashed and saved with it.

:class:`FlowGame` implements the engine's contract on top of it, so a game writes
only its work items, its rules and its view.
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from .core import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceRequest,
    Event,
    IllegalAction,
    Result,
    is_among,
    why_illegal,
)
from .declaration import Declaration, check_seats
from .edition import LoadedEdition
from .rng import Stream
from .view import View

#: ``seat`` of a work item that runs by itself.
AUTO = -3

#: What :meth:`FlowGame.apply` is given instead of an event list when nobody will
#: read the events (simulation, search): rules test ``if ev is not None`` before
#: building a sentence or a trace.
QUIET = None

Events = list[Event] | None


class Work:
    """A piece of pending work on a state's flow. Subclasses are frozen dataclasses
    (``@dataclass(frozen=True, slots=True)``), so they are hashed with the state."""

    __slots__ = ()
    seat: int

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        # A field named ``seat`` on an automatic step or a chance event would make
        # it look like a seat's decision: name the acting side otherwise.
        for name in ("Step", "Chance"):
            kind = globals().get(name)
            if (kind is not None and kind in cls.__mro__[1:]
                    and "seat" in cls.__dict__.get("__annotations__", {})):
                raise TypeError(f"{cls.__name__}: a {name}'s seat is fixed; call its own "
                                "field something else (side, pack)")


class Step(Work):
    """Automatic work: the rules carry it out as soon as it is on top."""

    __slots__ = ()
    seat: ClassVar[int] = AUTO

    def run(self, game: Any, state: Any, ev: Events) -> None:
        raise NotImplementedError


class Choice(Work):
    """A decision of ``seat`` (a field of the subclass, or a class attribute)."""

    __slots__ = ()

    def question(self, game: Any, state: Any) -> str:
        """What is being decided, as the person reads it ("Red stalks: ...")."""
        raise NotImplementedError

    def legal(self, game: Any, state: Any) -> list[Action]:
        raise NotImplementedError

    def why_not(self, game: Any, state: Any, action: Action) -> str | None:
        """The rule that forbids ``action`` here, a move of the kind this choice
        offers that is not among its legal moves now, as the person reads it ("the
        Livestock takes one wolf in all, and Blue's Beta Wolf is on it (STALK)");
        None where the choice has no such rule to tell (the caller says the move is
        not legal now)."""
        return None

    def resolve(self, game: Any, state: Any, action: Action, ev: Events) -> None:
        raise NotImplementedError


class Chance(Work):
    """A random event: seeded in Play and Simulate, reported by the person in
    Table mode when its request is ``physical``."""

    __slots__ = ()
    seat: ClassVar[int] = CHANCE

    def request(self, game: Any, state: Any) -> ChanceRequest:
        raise NotImplementedError

    def resolve(self, game: Any, state: Any, action: Action, ev: Events) -> None:
        raise NotImplementedError


def push(state: Any, *items: Work) -> None:
    """Put ``items`` on top of the flow, to be done in the order given."""
    state.flow.extend(reversed(items))


def run(game: Any, state: Any, ev: Events) -> None:
    """Carry out automatic steps until someone (a seat or chance) must act, or the
    flow is empty."""
    flow = state.flow
    while flow and flow[-1].seat == AUTO:
        flow.pop().run(game, state, ev)


class FlowGame:
    """The engine's contract for a game whose state has a ``flow`` (and ``rng``).

    A subclass names its ``declaration`` (the package's ``GAME``: its id, title and
    seat range are read from it), sets ``EDITION``, builds ``self.actions`` (its
    :class:`~automeeple.engine.actions.ActionTable`) after calling this class's
    constructor, and writes ``new_initial_state``, ``final_result``, ``view`` and
    ``seat_name`` (and ``sample_hidden`` when its observation hides more than the
    future); the rest is here.
    """

    declaration: ClassVar[Declaration]
    id: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """The class's id, title and seat range, read from its declaration."""
        super().__init_subclass__(**kwargs)
        told = cls.declaration
        cls.id, cls.title = told.id, told.title
        cls.min_seats, cls.max_seats = told.min_seats, told.max_seats

    seats: int
    actions: Any
    opts: Any
    loaded: Any
    edition: Any
    #: Why a person's moves here are reports the rules do not check (a turn played
    #: on the physical table and reported), or "" when the rules check each one.
    #: A search over unchecked reports counts turns the rules forbid, so the person
    #: gets no hint then (``Session.no_hint``).
    unchecked: str = ""

    def __init__(self, seats: int, opts: Any, edition: LoadedEdition) -> None:
        """The game for ``seats`` (checked against ``min_seats``..``max_seats``),
        with ``opts`` (the game's typed options) and the loaded ``edition``."""
        self.seats = check_seats(self.title, self.min_seats, self.max_seats, seats)
        self.opts = opts
        self.loaded = edition
        self.edition = edition.data

    # --- the contract ------------------------------------------------------------

    def to_move(self, state: Any) -> int:
        flow = state.flow
        return flow[-1].seat if flow else TERMINAL

    def is_over(self, state: Any) -> bool:
        return not state.flow

    def legal_actions(self, state: Any) -> list[Action]:
        flow = state.flow
        if not flow or flow[-1].seat < 0:
            return []
        return flow[-1].legal(self, state)

    def why_not(self, state: Any, action: Action) -> str | None:
        """Why the rules forbid ``action``, which is not legal now, when the seat to
        move is asked for a move of its kind (:meth:`Choice.why_not`); else None."""
        flow = state.flow
        if not flow or flow[-1].seat < 0:
            return None
        return flow[-1].why_not(self, state, action)

    def chance_request(self, state: Any) -> ChanceRequest:
        flow = state.flow
        if not flow or flow[-1].seat != CHANCE:
            raise IllegalAction("no chance event is pending")
        return flow[-1].request(self, state)

    def apply(self, state: Any, action: Action, checked: bool = True,
              quiet: bool = False) -> list[Event]:
        """Perform ``action`` for whoever is to move and return the events.

        An illegal action raises :class:`IllegalAction` and changes nothing.
        ``checked=False`` skips that check, for a caller that has just taken the
        action from ``legal_actions`` or the chance request (as OpenSpiel's
        ApplyAction beside ApplyActionWithLegalityCheck). ``quiet`` builds no
        sentences and no traces (simulation, search) and returns no events.
        """
        if checked:
            flow = state.flow
            seat = flow[-1].seat if flow else TERMINAL
            allowed = (self.chance_request(state).outcomes if seat == CHANCE
                       else self.legal_actions(state))
            if not is_among(action, allowed):
                raise IllegalAction(why_illegal(self, state, action))
        ev: Events = QUIET if quiet else []
        state.flow.pop().resolve(self, state, action, ev)
        run(self, state, ev)
        return ev if ev is not None else []

    def observation(self, state: Any, seat: int) -> Any:
        """What ``seat``'s bot decides from: the state without its random stream (so
        no future draw can be seen). A game with secrets hides them too."""
        obs = state.clone()
        obs.rng = None
        return obs

    def glimpse(self, state: Any, seat: int) -> Any:
        """``seat``'s observation for a bot that reads it at once and keeps nothing
        of it (:meth:`~automeeple.engine.agent.Agent.decide`): in the simulator's
        loop (:mod:`.play`) and for a modelled seat's move in a search
        (:mod:`automeeple.agents.mcts`), whose future goes on from ``state`` as
        soon as the bot has chosen. Where the game's observation is this class's
        (the state without its stream: nothing else is hidden), that with the
        state's fields shared instead of copied; else the observation (a game that
        hides more may share too, as The Alpha does)."""
        if type(self).observation is not FlowGame.observation:
            return self.observation(state, seat)
        obs = state.share()
        obs.rng = None
        return obs

    def determinize(self, observation: Any, seat: int, rng: Stream) -> Any:
        """A full state consistent with what ``seat`` sees in ``observation``, for
        search (ISMCTS): a copy of it with what it hides dealt from ``rng``
        (:meth:`sample_hidden`), then a fresh chance stream drawn from ``rng``."""
        state = observation.clone()
        self.sample_hidden(state, seat, rng)
        state.rng = rng.split()
        return state

    def sample_hidden(self, state: Any, seat: int, rng: Stream) -> None:
        """Fill in, in ``state`` (a copy of ``seat``'s observation), what that seat
        cannot see (a hand, a face-down token), consistently with what it can:
        nothing here, for a game that hides nothing but the future."""

    def secrets(self, state: Any, viewer: int | None) -> dict[str, tuple[str, ...]]:
        """What is hidden from ``viewer`` (a seat, None: a spectator) now, each
        thing by its name ("Red's Conflict Token", "Green's Primal Canine") with the
        words that would tell it in a text ("Primal Canine"; none: anything the
        seat that knows it explains may tell it). A bot's explanation that may tell
        what a person cannot see is sealed by its names until none of them is
        hidden any more (the session's "why"). Nothing, for a game that hides
        nothing but the future."""
        return {}

    def result(self, state: Any) -> Result:
        """The end of the game (:meth:`final_result`); an error before it."""
        if state.flow:
            raise IllegalAction("the game is not over yet")
        return self.final_result(state)

    def final_result(self, state: Any) -> Result:
        """Each seat's score and place in a finished game, and how it ended."""
        raise NotImplementedError

    def view(self, state: Any, seat: int | None) -> View:
        """Exactly what ``seat`` may see (None: a spectator, who sees only what is
        public), as the game's view class (a :class:`~automeeple.engine.view.View`
        built on :meth:`header`)."""
        raise NotImplementedError

    def header(self, state: Any, seat: int | None, scores: list[int | None],
               hints: dict[str, str], moves: dict[str, str] | None = None,
               groups: dict[str, str] | None = None) -> dict[str, Any]:
        """The fields every view starts with (:class:`~automeeple.engine.view.View`):
        the game, the viewer, the seats, who is to move, whether it is over, the
        scores, the question being decided or drawn now, a note beside some legal
        moves (``hints``: str(action) -> note), the moves' names where the game
        names them otherwise than their text (``moves``), the group each move comes
        under where the game groups them (``groups``) and the edition's label."""
        flow = state.flow
        top = flow[-1] if flow else None
        question = None
        if top is not None:
            question = (top.question(self, state) if top.seat >= 0
                        else f"Chance: {self.chance_request(state).name}")
        return {
            "game": self.id, "title": self.title, "seat": seat,
            "seats": [self.seat_name(p) for p in range(self.seats)],
            "to_move": top.seat if top is not None and top.seat >= 0 else None,
            "over": top is None, "scores": scores, "question": question, "hints": hints,
            "moves": moves or {}, "groups": groups or {}, "edition": self.edition.label,
        }

    def clone(self, state: Any) -> Any:
        return state.clone()

    def state_key(self, state: Any) -> tuple:
        return state.key()

    def parse_action(self, state: Any, text: str) -> Action:
        return self.actions.parse(text)

    def options(self) -> dict[str, Any]:
        return dataclasses.asdict(self.opts)
