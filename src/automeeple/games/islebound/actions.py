"""Islebound's actions and chance outcomes, each with a readable form that
:class:`ActionTable` parses back. Places, towns, cards and tokens are named as they
are printed, so a person at the table types what they see."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine import actions
from automeeple.engine.core import Action

from .board import Board


@dataclass(frozen=True, slots=True)
class Named(Action):
    """An action about one numbered thing (``what``), shown by its printed name."""

    what: int
    name: str

    VERB = ""

    def __str__(self) -> str:
        return f"{self.VERB} {self.name}"


class Roll(Named):
    """Chance: a d6 (``what`` is the face)."""

    __slots__ = ()
    VERB = "roll"


class Card(Named):
    """Chance: the building card dealt into the row."""

    __slots__ = ()
    VERB = "card"


class TokenDrawn(Named):
    """Chance: the renown token on top of the stack."""

    __slots__ = ()
    VERB = "token"


class Home(Named):
    """Solo §3: the person's home port."""

    __slots__ = ()
    VERB = "home"


class Sail(Named):
    """Notes §13.1: where the person's ship ends its move (played)."""

    __slots__ = ()
    VERB = "sail"


class Ship(Named):
    """Table mode: where the person's ship ended its move on the table."""

    __slots__ = ()
    VERB = "ship"


class Visit(Named):
    """Notes §4: pay the fee and carry out the town's action (played); Table mode:
    the person visited the AI's town (solo §5 "AI Port Visits")."""

    __slots__ = ()
    VERB = "visit"


class Attack(Named):
    __slots__ = ()
    VERB = "attack"


class Befriend(Named):
    __slots__ = ()
    VERB = "befriend"


class Took(Named):
    """Table mode: the person took the town (by attack or diplomacy)."""

    __slots__ = ()
    VERB = "took"


class Build(Named):
    """A building card from the row (played: build it; Table mode: it was bought)."""

    __slots__ = ()
    VERB = "build"


class Brag(Named):
    """A brag (reputation) card resolved."""

    __slots__ = ()
    VERB = "brag"


class Count(Named):
    """A number the person gives: coins on the treasure map, cubes put on or taken
    off the track, the final renown's tens and units (``VERB`` says which)."""

    __slots__ = ()


class Treasure(Count):
    __slots__ = ()
    VERB = "treasure"


class CubesOn(Count):
    __slots__ = ()
    VERB = "on"


class CubesOff(Count):
    __slots__ = ()
    VERB = "off"


class Tens(Count):
    __slots__ = ()
    VERB = "tens"


class Units(Count):
    __slots__ = ()
    VERB = "units"


class Given(Count):
    """Table mode: the pirates the supply had to give the AI (the person's own
    pirates are on the table, not reported, notes §2: the box holds 15)."""

    __slots__ = ()
    VERB = "gave"


@dataclass(frozen=True, slots=True)
class Word(Action):
    """An action that is one word or two: hunt, rest, pass, done, hunted, a Table-mode
    topic (took, visit, treasure, cubes on, ...), a comparison (more, fewer, same)."""

    word: str

    def __str__(self) -> str:
        return self.word


#: Table mode: what the person may report (each leads to a detail or a draw).
TOPICS = ("took", "visit", "treasure", "cubes on", "cubes off", "bought", "brag", "token")
COMPARE = ("more", "fewer", "same")
WORDS = ("hunt", "rest", "pass", "done", "hunted", *TOPICS, *COMPARE)
#: The highest final renown a person reports (tens 0..19, units 0..9).
MAX_TENS = 19


class ActionTable(actions.ActionTable):
    """Every action of one edition, made once."""

    game = "Islebound"

    def __init__(self, board: Board, max_count: int) -> None:
        ed = board.edition
        places, towns = board.place_names, [t.name for t in ed.towns]
        self.roll = [Roll(v, str(v)) for v in range(1, 7)]
        self.card = [Card(n, c.name) for n, c in enumerate(ed.buildings)]
        self.token = [TokenDrawn(n, name) for n, name in enumerate(board.token_names)]
        self.home = {p: Home(p, places[p]) for p in range(board.regions, len(places))}
        self.sail = [Sail(n, name) for n, name in enumerate(places)]
        self.ship = [Ship(n, name) for n, name in enumerate(places)]
        self.visit = [Visit(n, name) for n, name in enumerate(towns)]
        self.attack = [Attack(n, name) for n, name in enumerate(towns)]
        self.befriend = [Befriend(n, name) for n, name in enumerate(towns)]
        self.took = [Took(n, name) for n, name in enumerate(towns)]
        self.build = [Build(n, c.name) for n, c in enumerate(ed.buildings)]
        self.brag = [Brag(n, b.name) for n, b in enumerate(ed.brags)]
        counts = range(max_count + 1)
        self.treasure = [Treasure(n, str(n)) for n in counts]
        self.cubes_on = [CubesOn(n, str(n)) for n in counts]
        self.cubes_off = [CubesOff(n, str(n)) for n in counts]
        self.tens = [Tens(n, str(n)) for n in range(MAX_TENS + 1)]
        self.units = [Units(n, str(n)) for n in range(10)]
        self.word = {w: Word(w) for w in WORDS}
        self.given = [Given(n, str(n)) for n in range(ed.pirates + 1)]
        super().__init__([
            *self.roll, *self.card, *self.token, *self.home.values(), *self.sail,
            *self.ship, *self.visit, *self.attack, *self.befriend, *self.took,
            *self.build, *self.brag, *self.treasure, *self.cubes_on, *self.cubes_off,
            *self.tens, *self.units, *self.word.values(), *self.given])
