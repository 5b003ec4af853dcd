"""The contract every game implements (docs/design.md, "The engine's contract").

A :class:`Game` is the static description (id, seats, options, loaded edition) and
the rules as methods that take a state; the state holds everything that changes,
the random stream included. Front ends, sessions, the simulator and the tests
speak only this protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .rng import Stream

#: ``to_move`` answers a seat number, or one of these.
CHANCE = -1
TERMINAL = -2

#: The kind of an event that carries an automa's trace (``data["trace"]``).
TRACE = "trace"
#: The kind of the event that reveals secret choices: a bot's trace for a secret
#: decision is shown to the person only once such an event has happened.
REVEAL = "reveal"


def words(text: str) -> str:
    """A text as a person's answer is read: lower case, single spaces."""
    return " ".join(text.lower().split())


def said_back(text: str) -> str:
    """A person's answer quoted back in a refusal: as typed but for its spaces, with
    a mark for each byte that was no text (a terminal in another encoding), never an
    escape code ("'\\udcff'")."""
    return repr(" ".join("".join("\ufffd" if "\ud800" <= c <= "\udfff" else c
                                 for c in text).split()))


#: The most digits a number read from a person or a file may have: more is no
#: number anyone means (and Python reads no more than 4,300).
MOST_DIGITS = 100


def number(text: str) -> int | None:
    """``text`` (spaces around it allowed) as a whole number written with the digits
    0 to 9, or None: '²' is a digit to ``str.isdigit`` but no number to ``int``, and
    a number of thousands of digits is none anyone means."""
    text = text.strip()
    if text.isascii() and text.isdigit() and len(text) <= MOST_DIGITS:
        return int(text)
    return None


def signed(text: str) -> int | None:
    """:func:`number`, with a minus sign allowed just before its digits ("-3"; not
    "- 3")."""
    text = text.strip()
    digits = text.removeprefix("-")
    value = number(digits) if digits[:1].isdigit() else None
    if value is None or digits == text:
        return value
    return -value


#: The most characters of outcome names a refused report lists: more (The Wolves'
#: ten region boards) is a list of several lines, which the question shows already.
NAMED_AT_MOST = 100
#: The plurals that are not the noun and "s", by the noun's last word.
PLURALS = {"wolf": "wolves"}


def counted(n: int, noun: str) -> str:
    """A number of things as a sentence says it: "1 step", "0 steps", "3 steps";
    "1 Pack Wolf", "6 Pack Wolves" (:data:`PLURALS`)."""
    if n == 1:
        return f"{n} {noun}"
    head, _, last = noun.rpartition(" ")
    plural = PLURALS.get(last.lower())
    if plural is None:
        return f"{n} {noun}s"
    return f"{n} {head + ' ' if head else ''}{last[:1]}{plural[1:]}"


def joined(names: list[str]) -> str:
    """Names as a sentence lists them: "a", "a and b", "a, b and c"."""
    return " and ".join(filter(None, (", ".join(names[:-1]), *names[-1:])))


class GameError(Exception):
    """A person's mistake or bad data: shown as a message, never as a traceback."""


class IllegalAction(GameError):
    """The action is not legal here. The state is left exactly as it was."""


class Action:
    """Base of every action and chance outcome.

    Subclasses are small frozen records. ``str(action)`` is the readable form and
    ``Game.parse_action`` turns it back into the same record.
    """

    __slots__ = ()


class Event(NamedTuple):
    """Something that happened, for the log, the front ends and table-mode orders.

    ``kind`` is a stable machine name, ``text`` the sentence a person reads,
    ``seat`` the pack or player it is about (None for the table as a whole), and
    ``data`` the same facts as plain, JSON-serialisable values (for a web page or
    a table-mode instruction).

    ``others``: the event is private to ``seat`` (a unit drawn into a screened
    reserve); everyone else reads this sentence instead, and no data but the seat
    (:meth:`seen_by`). ``trace``: an event of kind :data:`TRACE` carries an
    automa's decision trace (made by :func:`traced`).
    """

    kind: str
    text: str
    seat: int | None = None
    data: dict[str, Any] | None = None
    others: str | None = None
    trace: Any = None

    def __str__(self) -> str:
        return self.text

    def seen_by(self, viewer: int | None) -> Event:
        """The event as ``viewer`` (a seat, or None for a spectator) may read it."""
        if self.others is None or viewer == self.seat:
            return self
        return Event(self.kind, self.others, self.seat, {"seat": self.seat})


def traced(trace: Any, seat: int | None) -> Event:
    """The event that reports an automa's decision ``trace`` for ``seat``."""
    return Event(TRACE, trace.decision, seat, trace.to_dict(), trace=trace)


@dataclass(frozen=True, slots=True)
class ChanceRequest:
    """A named random event and its possible outcomes with integer weights.

    Probabilities are ``weights[i] / sum(weights)``; search can branch on them and a
    person in Table mode answers with what is printed on the component that came
    up (``labels``), never with a position in a list.
    """

    name: str
    outcomes: tuple[Action, ...]
    weights: tuple[int, ...]
    #: True for randomness that happens on the table (a die the players roll, a
    #: token drawn from a bag): Table mode asks the person for it. False for the
    #: program's own randomness (the automa's stratagem cup, its tie-break die).
    physical: bool = True
    #: What is printed on each outcome's component ("3" or "C2" on a die's face, a
    #: unit's name, a board's number); empty: the outcomes' own text.
    labels: tuple[str, ...] = ()
    #: Other ways a person may name each outcome (a pair of things drawn together,
    #: read in the other order), whole or by their start; one tuple per outcome,
    #: or empty. Or a function that makes them, where that costs: it is called only
    #: when a person's answer is read (:meth:`spellings`), never in a simulation.
    aliases: tuple[tuple[str, ...], ...] | Callable[[], tuple[tuple[str, ...], ...]] = ()
    #: True when the outcomes are known only to the seat it happens to (a card taken
    #: at random from a hand): a front end asks without listing them, and a wrong
    #: answer does not name them, so another person at the screen learns nothing.
    secret: bool = False
    #: The seat a secret belongs to (the hand's owner), if one does: where that seat's
    #: person is alone at the screen, it is no secret to them
    #: (:meth:`~automeeple.sessions.session.Session.shown`).
    owner: int | None = None
    #: Table mode's question after :attr:`name` ("On the table: roll the Moose die.
    #: What came up?"), where the outcome is no thing that comes up (a pack's colour).
    ask: str = "What came up?"
    #: What is printed on components of this kind that none of which can come up now
    #: (every one drawn: "army 1" when the bag holds none): a person who types one is
    #: told that, not that it is no name at all. Or a function that makes them, called
    #: only when a person's answer is read.
    gone: tuple[str, ...] | Callable[[], tuple[str, ...]] = ()

    def probabilities(self) -> tuple[float, ...]:
        total = sum(self.weights)
        return tuple(w / total for w in self.weights)

    def names(self) -> tuple[str, ...]:
        """Each outcome as the person sees it on the table."""
        return self.labels or tuple(str(o) for o in self.outcomes)

    def spellings(self) -> tuple[tuple[str, ...], ...]:
        """:attr:`aliases`, made if they are given as a function."""
        return self.aliases() if callable(self.aliases) else self.aliases

    def name_of(self, outcome: Action) -> str:
        """``outcome`` as the component prints it (:meth:`names`)."""
        return self.names()[self.outcomes.index(outcome)]

    def outcome_named(self, text: str) -> Action:
        """The outcome a person reported: its printed label (or its text, or an
        alias), typed in any case, or the start of exactly one outcome's label or
        aliases. A number means the whole number printed on the component, never a
        place in a list nor the start of another.
        Ambiguous or impossible text raises :class:`IllegalAction` naming the
        candidates. A sentence's full stop after it is no part of it ("general.")."""
        wanted = words(text).rstrip(".").rstrip()
        if not wanted:
            raise IllegalAction(f"nothing typed: type what came up for '{self.name}'")
        names = self.names()
        aliases = self.spellings() or ((),) * len(names)
        for outcome, name, more in zip(self.outcomes, names, aliases, strict=True):
            if wanted in (name.lower(), str(outcome).lower(), *(a.lower() for a in more)):
                return outcome
        # A number is the whole number printed (1 is never the start of 10); the
        # start of an alias counts as its outcome's ("Midwest" is the start of
        # "Midwest and Rockies" as well as of "Midwest and East Coast").
        starts = {name: o for o, name, more in zip(self.outcomes, names, aliases, strict=True)
                  if wanted and not wanted.isdigit() and not self.secret
                  and any(n.lower().startswith(wanted) for n in (name, *more))}
        if len(starts) == 1:
            return next(iter(starts.values()))
        typed = said_back(text)
        if self.secret:
            raise IllegalAction(f"{typed} is not what came up for '{self.name}': type "
                                "the whole name, as printed")
        if starts:
            raise IllegalAction(f"{typed} is ambiguous for '{self.name}': it could be "
                                f"{', '.join(starts)}")
        # A number that begins printed names ("3" of the card "3,2 Fight ..."): those
        # names, not every one.
        begun = [n for n in dict.fromkeys(names) if n.lower().startswith(wanted)
                 and not n[len(wanted):][:1].isdigit()] if wanted.isdigit() else []
        if begun:
            raise IllegalAction(f"{typed} is only the start of {' or '.join(begun)} for "
                                f"'{self.name}': type the whole name, as printed")
        distinct = list(dict.fromkeys(names))
        listed = ", ".join(distinct)
        can_be = (f"it can be: {listed}" if len(listed) <= NAMED_AT_MOST else
                  f"it can be one of the {len(distinct)} listed, as printed")
        gone = self.gone() if callable(self.gone) else self.gone
        if any(wanted == g.lower() for g in gone):
            raise IllegalAction(f"{typed} cannot come up now for '{self.name}': there is "
                                f"none of it to draw; {can_be}")
        raise IllegalAction(f"{typed} cannot come up for '{self.name}'; {can_be}")


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: each seat's score and its final place (1 = winner)."""

    scores: tuple[int, ...]
    places: tuple[int, ...]
    winner: int
    summary: str
    #: Where the scores came from: (what, points of each seat), e.g.
    #: ("regions", (12, 30, 18)); the rows add up to ``scores``.
    breakdown: tuple[tuple[str, tuple[int, ...]], ...] = ()
    #: How the game ended, as a short stable word naming the rule that ended it
    #: ("last-week", "full-moon", "25-vp", "no-legal-unit"; "cut-off" for a
    #: safeguard that is not in the rules). The simulator counts them.
    ended_by: str = ""
    #: When equal scores were split, the tie-breaker that decided, as a sentence the
    #: end screen shows ("Tie at 13: the AI wins ties (our reading of §6)"); "" when
    #: the scores alone decided.
    tie_break: str = ""

    @property
    def shares(self) -> list[float]:
        """Each seat's share of the win: 1/k to each of the k seats in first place,
        0 to the others."""
        first = self.places.count(1)
        return [1.0 / first if place == 1 else 0.0 for place in self.places]


def places_of(order: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place (1 = first) from the seats in finishing order."""
    places = [0] * len(order)
    for place, seat in enumerate(order, 1):
        places[seat] = place
    return tuple(places)


@dataclass(frozen=True)
class Option:
    """A rule option a game offers: name, default and what it means."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = field(default=())
    minimum: int | None = None
    maximum: int | None = None


@runtime_checkable
class Game(Protocol):
    """What a game supplies. ``State`` is whatever class the game defines."""

    id: ClassVar[str]
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]

    seats: int
    edition: Any
    #: The edition as loaded, with ``hash``, ``text`` and ``shipped`` (saves and
    #: records keep the hash, and the text of an edition that is not shipped).
    loaded: Any

    def new_initial_state(self, seed: int, ev: list[Event] | None = None) -> Any:
        """The game at its start from ``seed``: its set-up run up to the first
        decision or draw. ``ev``, when given, hears the events of that set-up (what
        the table sets out before anyone is asked anything)."""
    def to_move(self, state: Any) -> int: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def apply(self, state: Any, action: Action, checked: bool = True,
              quiet: bool = False) -> list[Event]: ...
    def chance_request(self, state: Any) -> ChanceRequest: ...
    def observation(self, state: Any, seat: int) -> Any: ...
    def secrets(self, state: Any, viewer: int | None) -> dict[str, tuple[str, ...]]: ...
    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...
    def is_over(self, state: Any) -> bool: ...
    def clone(self, state: Any) -> Any: ...
    def result(self, state: Any) -> Result: ...
    def parse_action(self, state: Any, text: str) -> Action: ...
    def why_not(self, state: Any, action: Action) -> str | None: ...
    def state_key(self, state: Any) -> tuple: ...
    def seat_name(self, seat: int) -> str: ...
    def options(self) -> dict[str, Any]: ...


def is_among(action: Action, actions: Sequence[Action]) -> bool:
    """``action in actions``, looking for the very object first: a game makes each
    action once (its action table), so a legal choice is nearly always an object
    of the list, and ``in`` would call a record's ``==`` (Python code) on every
    action it passes over."""
    for listed in actions:
        if listed is action:
            return True
    return action in actions


def why_illegal(game: Game, state: Any, action: Action) -> str:
    """The message for an action that cannot be applied in ``state``."""
    seat = game.to_move(state)
    if seat == TERMINAL:
        return f"{action}: the game is over"
    if seat == CHANCE:
        return f"{action} cannot happen now; waiting for: {game.chance_request(state).name}"
    reason = game.why_not(state, action)
    if reason:
        return f"{action}: {reason}"
    return f"{action} is not legal now ({game.seat_name(seat)} to move)"


def sample_chance(game: Game, state: Any) -> Action:
    """The seeded resolver: draw the pending chance outcome from the state's stream."""
    return drawn(game.chance_request(state), state.rng)


def drawn(request: ChanceRequest, rng: Stream) -> Action:
    """An outcome of ``request`` drawn from ``rng`` by its weights (no draw when
    there is one outcome)."""
    outcomes = request.outcomes
    if len(outcomes) == 1:
        return outcomes[0]
    return outcomes[rng.weighted_index(request.weights)]
