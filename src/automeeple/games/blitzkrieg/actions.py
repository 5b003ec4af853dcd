"""BLITZKRIEG!'s actions and chance outcomes, each with a readable form that
:class:`ActionTable` parses back."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

from automeeple.engine import actions
from automeeple.engine.core import Action, words

from .edition import slug


def unspaced(kind: str) -> str | None:
    """A unit's printed name typed without the space before its number ("army1" for
    "army 1", "blitz army1" for "blitz army 1"), which a person's answer may be; None
    for a name that ends in no number ("general")."""
    m = re.fullmatch(r"(.*[^\W\d_]) ([0-9]+)", kind)
    return f"{m[1]}{m[2]}" if m else None


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Deploy a unit from the reserve onto an empty space (``label``: "western-europe 2.3")."""

    kind: str
    space: int
    label: str

    def __str__(self) -> str:
        return f"place {self.kind} on {self.label}"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """Decline the extra placement a blitz unit allows."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Advance(Action):
    """Pick a theatre: for a Strategic advantage, or a difficulty roll of 6."""

    theatre: int
    name: str

    def __str__(self) -> str:
        return f"advance {self.name}"


@dataclass(frozen=True, slots=True)
class Bomb(Action):
    """Bombing the bot: which unit of its row goes back into its bag."""

    kind: str

    def __str__(self) -> str:
        return f"bomb {self.kind}"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Chance: the unit drawn from a bag or the special-weapons pile."""

    kind: str

    def __str__(self) -> str:
        return f"draw {self.kind}"


@dataclass(frozen=True, slots=True)
class Bombed(Action):
    """Chance: which of the person's units the bot's bombing hits."""

    kind: str

    def __str__(self) -> str:
        return f"bombed {self.kind}"


@dataclass(frozen=True, slots=True)
class Stratagem(Action):
    """Chance: the stratagem drawn from the cup."""

    name: str

    def __str__(self) -> str:
        return f"stratagem {self.name.lower()}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Chance: a d6."""

    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


@dataclass(frozen=True, slots=True)
class Campaigns(Action):
    """Chance (Nippon set-up): the two starting campaigns advanced for the bot."""

    theatres: tuple[int, int]
    names: str

    def __str__(self) -> str:
        return f"campaigns {self.names}"


@dataclass(frozen=True, slots=True)
class SetUp(Action):
    """Chance with one outcome (never asked): the table is set up as told (solo §3)."""

    def __str__(self) -> str:
        return "set up the table"


class ActionTable(actions.ActionTable):
    """Every action of one edition and board, made once."""

    game = "BLITZKRIEG!"

    def __init__(self, kinds, theatres, labels: list[str], stratagems) -> None:
        names = [slug(t.name) for t in theatres]
        # "place army 1 on Western Europe 1.1", as the move list shows it.
        self.printed = [(words(t.name), name) for t, name in zip(theatres, names, strict=True)
                        if words(t.name) != name]
        # "place army1 on ...", "bomb army1": a unit's word and number typed together,
        # read as its printed name (a joined form that is itself a unit's name is left).
        last = {tuple(words(k).split()[-2:]) for k in kinds if unspaced(k)}
        names_of = {words(k) for k in kinds}
        self.joined = [(re.compile(rf"(?<![\w-]){re.escape(word + n)}(?![\w.])"), f"{word} {n}")
                       for word, n in sorted(last) if word + n not in names_of]
        self.place = {(k, i): Place(k, i, label) for k in kinds for i, label in enumerate(labels)}
        # A placement written short (:meth:`short`): the units by their words, the
        # spaces by their labels.
        self.unit_named = {words(k): k for k in kinds}
        self.space_labelled = {label: i for i, label in enumerate(labels)}
        self.theatre_names = names
        self.stop = Stop()
        self.set_up = SetUp()
        self.advance = [Advance(t, n) for t, n in enumerate(names)]
        self.bomb = {k: Bomb(k) for k in kinds}
        self.draw = {k: Draw(k) for k in kinds}
        self.bombed = {k: Bombed(k) for k in kinds}
        self.stratagem = {s: Stratagem(s) for s in stratagems}
        self.roll = [Roll(v) for v in range(1, 7)]
        self.campaigns = {pair: Campaigns(pair, f"{names[pair[0]]} {names[pair[1]]}")
                          for pair in combinations(range(len(names)), 2)}
        super().__init__([
            *self.place.values(), self.stop, *self.advance, *self.bomb.values(),
            *self.draw.values(), *self.bombed.values(), *self.stratagem.values(), *self.roll,
            *self.campaigns.values(), self.set_up])

    def key(self, text: str) -> str:
        """As the engine reads it, with a unit typed without the space before its
        number ("army1") read as printed ("army 1"), and a placement written short
        as its whole text (:meth:`short`)."""
        key = super().key(text)
        for pattern, gap in self.joined:
            key = pattern.sub(gap, key)
        return self.short(key) or key

    def short(self, key: str) -> str | None:
        """The text of the placement ``key`` writes short, as a person types it: its
        unit's printed name (after :meth:`key`: "army2" is "army 2"), then its space,
        "place" and "on" left out or not: "army 2 ee1.1", "army2 WE 1.2", "army 2 on
        western 2.3". The theatre is its name, its initials or the start of its name
        or of one of its words, the space's number joined to it or not. None unless
        exactly one placement fits (docs/blitzkrieg.md, "Table mode")."""
        m = SHORT_PLACE.fullmatch(key)
        if m is None:
            return None
        fits = {(unit, theatre) for unit, where in self.unit_and_theatre(m["rest"])
                for theatre in self.theatres_named(where)}
        if len(fits) != 1:
            return None
        ((unit, theatre),) = fits
        return words(str(self.place[unit, self.space_labelled[f"{theatre} {m['space']}"]]))

    def unit_and_theatre(self, rest: str) -> list[tuple[str, str]]:
        """Each way ``rest`` reads as a unit's printed name and then a theatre's
        ("army 2 on ee": army 2, "ee")."""
        return [(unit, rest[len(name) + 1:].removeprefix("on "))
                for name, unit in self.unit_named.items() if rest.startswith(f"{name} ")]

    def theatres_named(self, where: str) -> list[str]:
        """The theatres (their slugs) that ``where`` names: the slug, its initials
        ("ee" for eastern-europe), or the start of it or of one of its words."""
        typed = slug(where)
        return [name for name in self.theatre_names if typed and (
            typed == "".join(w[0] for w in name.split("-"))
            or any(w.startswith(typed) for w in (name, *name.split("-"))))]


#: A placement written short (:meth:`ActionTable.short`): "place" optional, then the
#: unit and the theatre, then the space's campaign and place, with a space before
#: them or not ("ee1.1").
SHORT_PLACE = re.compile(r"(?:place )?(?P<rest>.+?) ?(?P<space>[0-9]+\.[0-9]+)")
