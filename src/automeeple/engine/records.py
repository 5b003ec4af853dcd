"""Game records: everything needed to reproduce a game, as JSON.

A record holds the engine version, the game, its seat count, options and edition
(hash, and the file's text when it is not the shipped one), the master seed, and
every step: who acted (a seat or chance), the action's text, who decided it, and a
hash of the state after it. Replaying a record rebuilds every state and checks each
hash, so a changed rule or a tampered file is caught at the step where it differs.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from automeeple import ENGINE_VERSION

from .core import CHANCE, TERMINAL, Action, Event, Game, GameError, counted, sample_chance

FORMAT = "automeeple-record/1"
#: ``Step.by`` for a chance outcome drawn from the game's own stream. Any other
#: value ("person", "bot:automa", ...) names who chose or reported the step.
SEEDED = "rng"


class RecordError(GameError):
    pass


#: Deeper than any record nests (a step's action is three levels down): a file
#: nested deeper is refused before it is parsed. Parsing 100,000 "[" overflows the
#: stack of the phone's Python (in a browser), which then cannot go on at all.
MAX_DEPTH = 32
#: The largest game record read (bytes; a long game's record is some hundred kB), from
#: the command line or a web form.
MAX_RECORD = 4 * 1024 * 1024
#: A bracket, or the quote that opens a JSON string.
_OUTSIDE = re.compile(r'[\[\]{}"]')


def too_deep(text: str) -> bool:
    """Whether the JSON ``text`` nests arrays and objects more than
    :data:`MAX_DEPTH` deep (brackets inside strings do not count).

    One pass that copies nothing (a 10 MB record takes no more memory than its
    text): from bracket to bracket, each string skipped whole (:func:`_past_string`)."""
    depth = 0
    pos = 0
    while (found := _OUTSIDE.search(text, pos)) is not None:
        char = found[0]
        pos = found.end()
        if char == '"':
            pos = _past_string(text, pos)
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        else:
            depth -= 1
    return False


def _past_string(text: str, start: int) -> int:
    """Where the JSON string whose text begins at ``start`` ends: just past the
    quote that closes it, one preceded by an even number of backslashes (a string
    never closed runs to the end of the text, as json reads it)."""
    pos = start
    while (quote := text.find('"', pos)) != -1:
        before = quote
        while before > start and text[before - 1] == "\\":
            before -= 1
        if (quote - before) % 2 == 0:
            return quote + 1
        pos = quote + 1
    return len(text)


def state_hash(game: Game, state: Any) -> str:
    return hashlib.blake2b(repr(game.state_key(state)).encode(), digest_size=8).hexdigest()


@dataclass
class Step:
    seat: int  # a seat, or CHANCE
    action: str
    by: str
    hash: str


@dataclass
class GameRecord:
    game: str
    seats: int
    options: dict[str, Any]
    edition_hash: str
    seed: int
    players: list[str]
    edition_text: str | None = None  # only for an edition other than the shipped one
    engine_version: str = ENGINE_VERSION
    initial_hash: str = ""
    steps: list[Step] = field(default_factory=list)
    #: A hash of the header (game, seats, options, edition, seed, players, practice)
    #: made when the game began, so a record whose options were edited later is
    #: refused.
    fingerprint: str = ""
    #: A practice game: undo goes back anywhere, past dice already seen (a game for
    #: learning; its result says so).
    practice: bool = False

    def header_hash(self) -> str:
        header = [self.game, self.seats, self.options, self.edition_hash, self.seed,
                  self.players, *(["practice"] if self.practice else [])]
        return hashlib.blake2b(json.dumps(header, sort_keys=True).encode(),
                               digest_size=8).hexdigest()

    @classmethod
    def start(cls, game: Game, seed: int, players: list[str],
              practice: bool = False) -> GameRecord:
        """An empty record of ``game`` from ``seed``, ``players[seat]`` naming who
        plays each seat; it keeps the edition's text when it is not the shipped one."""
        loaded = game.loaded
        record = cls(game=game.id, seats=game.seats, options=dict(game.options()),
                     edition_hash=loaded.hash, seed=seed, players=list(players),
                     edition_text=None if loaded.shipped else loaded.text,
                     practice=practice)
        record.fingerprint = record.header_hash()
        return record

    def to_json(self) -> str:
        data = {"format": FORMAT, **asdict(self)}
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str, source: str = "record") -> GameRecord:
        if too_deep(text):
            raise RecordError(f"{source}: not an automeeple game record (nested too deeply)")
        try:
            # A BOM (some editors write one) is not part of the record.
            data = json.loads(text.removeprefix("\ufeff"))
        except json.JSONDecodeError as exc:
            raise RecordError(f"{source}: not a JSON game record ({exc.msg}, line {exc.lineno})"
                              ) from None
        except ValueError:  # a number too long for int() (4,300 digits)
            raise RecordError(f"{source}: not an automeeple game record (a number with too "
                              "many digits)") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(f"{source}: not an automeeple game record")
        if data.get("fingerprint") in (None, ""):  # an empty one would check nothing
            raise RecordError(f"{source}: the record has no fingerprint (made by an older "
                              "automeeple, or edited)")
        steps = data.get("steps")
        if not isinstance(steps, list):
            raise RecordError(f"{source}: damaged game record (its steps are not a list)")
        return cls.from_data(data, [step_of(s, n, source) for n, s in enumerate(steps, 1)],
                             source)

    @classmethod
    def from_data(cls, data: dict[str, Any], steps: list[Step], source: str) -> GameRecord:
        """A record from its header's plain data (a record file's or a saved game's)
        and its steps, every field checked for its type."""
        def text(key: str, default: str | None = None) -> str:
            value = data.get(key, default)
            if not isinstance(value, str):
                raise RecordError(f"{source}: damaged game record ({key} is not text)")
            return value

        try:
            options, players = data["options"], data["players"]
            edition_text = data.get("edition_text")
            if not isinstance(options, dict):
                raise TypeError("options are not a table of values")
            if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
                raise TypeError("players are not a list of names")
            if edition_text is not None and not isinstance(edition_text, str):
                raise TypeError("the edition is not text")
            seats, seed = data["seats"], data["seed"]
            if type(seats) is not int or type(seed) is not int:
                raise TypeError("seats and seed are not whole numbers")
            practice = data.get("practice", False)
            if type(practice) is not bool:
                raise TypeError("practice is not true or false")
            return cls(game=text("game"), seats=seats, options=options,
                       edition_hash=text("edition_hash"), seed=seed, players=players,
                       edition_text=edition_text, engine_version=text("engine_version"),
                       initial_hash=text("initial_hash"), steps=steps,
                       fingerprint=text("fingerprint", ""), practice=practice)
        except KeyError as exc:
            raise RecordError(f"{source}: damaged game record (it has no {exc.args[0]})"
                              ) from None
        except TypeError as exc:
            raise RecordError(f"{source}: damaged game record ({exc})") from None


def step_of(data: Any, n: int, source: str) -> Step:
    """Step ``n`` (counted from 1) of a record file, each field checked for its type:
    a seat is a whole number, the rest text."""
    def damaged(what: str) -> RecordError:
        return RecordError(f"{source}: damaged game record (step {n} {what})")

    if not isinstance(data, dict):
        raise damaged("is not a table")
    for key in ("seat", "action", "by", "hash"):
        if key not in data:
            raise damaged(f"has no {key}")
    if type(data["seat"]) is not int:
        raise damaged("has a seat that is not a whole number")
    for key in ("action", "by", "hash"):
        if not isinstance(data[key], str):
            raise damaged(f"has {'an' if key == 'action' else 'a'} {key} that is not text")
    return Step(data["seat"], data["action"], data["by"], data["hash"])


class Match:
    """A game in progress together with its record. Every step of a played,
    resumed or replayed game goes through :meth:`apply`, which checks the step,
    performs it and appends it (with the new state's hash) to the record."""

    def __init__(self, game: Game, record: GameRecord) -> None:
        self.game = game
        self.record = record
        if record.fingerprint and record.fingerprint != record.header_hash():
            raise RecordError("the record's game, seats, options, edition, seed or players "
                              "were changed after it was made")
        if len(record.players) != game.seats:  # each seat's player is named: results, bots
            raise RecordError(f"the record names {counted(len(record.players), 'player')} "
                              f"for {counted(game.seats, 'seat')}")
        #: What the set-up told before the first step (the table set out before the
        #: first question: the start board, the packs' pieces, ...).
        self.opening: list[Event] = []
        self.state = game.new_initial_state(record.seed, self.opening)
        first = state_hash(game, self.state)
        if record.initial_hash and record.initial_hash != first:
            if record.engine_version != ENGINE_VERSION:
                raise RecordError(f"the record was made by automeeple {record.engine_version}, "
                                  f"whose games this version ({ENGINE_VERSION}) cannot replay")
            raise RecordError("the record's starting position differs from this game's "
                              "(another edition?)")
        record.initial_hash = first

    @property
    def to_move(self) -> int:
        return self.game.to_move(self.state)

    @property
    def over(self) -> bool:
        return self.to_move == TERMINAL

    def apply(self, action: Action, by: str) -> tuple[Step, list[Event]]:
        seat = self.to_move
        events = self.game.apply(self.state, action)
        step = Step(seat, str(action), by, state_hash(self.game, self.state))
        self.record.steps.append(step)
        return step, events

    def apply_chance(self) -> tuple[Step, list[Event]]:
        """Resolve the pending chance event from the game's seeded stream."""
        return self.apply(sample_chance(self.game, self.state), SEEDED)

    def replay_step(self, step: Step, number: int) -> list[Event]:
        """Re-perform one recorded step and check it against the record."""
        game, state = self.game, self.state
        where = f"step {number + 1}"
        if step.seat != game.to_move(state):
            raise RecordError(f"{where}: recorded for seat {step.seat} but "
                              f"{_who(game, game.to_move(state))} is to move")
        try:
            action = game.parse_action(state, step.action)
            if step.seat == CHANCE and step.by == SEEDED:
                drawn = sample_chance(game, state)
                if drawn != action:
                    raise RecordError(f"the seeded draw gives {drawn}, the record {action}")
            events = game.apply(state, action)
        except GameError as exc:
            raise RecordError(f"{where}: {exc}") from None
        if state_hash(game, state) != step.hash:
            raise RecordError(f"{where} ({step.action}): the state differs from the record's")
        return events

    @classmethod
    def replay(cls, game: Game, record: GameRecord, upto: int | None = None,
               on_step=None) -> Match:
        """Rebuild a match from ``record`` (its first ``upto`` steps);
        ``on_step(step, events, state)`` hears each step just after it."""
        steps = record.steps if upto is None else record.steps[:upto]
        fresh = replace(record, steps=[])
        match = cls(game, fresh)
        for n, step in enumerate(steps):
            events = match.replay_step(step, n)
            fresh.steps.append(step)
            if on_step is not None:
                on_step(step, events, match.state)
        return match


def _who(game: Game, seat: int) -> str:
    if seat == CHANCE:
        return "chance"
    if seat == TERMINAL:
        return "nobody (the game is over)"
    return game.seat_name(seat)
