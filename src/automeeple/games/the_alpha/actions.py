"""The Alpha's actions and chance outcomes, each with a readable form.

``str(action)`` is what a person types; :class:`ActionTable` parses it back. Every
possible action is made once per edition and reused, so a game compares actions
by identity.
"""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine import actions
from automeeple.engine.core import Action, words

from .edition import AlphaEdition, Face

BETA = "beta"
PAIR = "alpha-pair"
PIECES = (BETA, PAIR)
#: Each piece as a placement names it (STALK: "a Beta Wolf or the Alpha Pair").
PLACED = {BETA: "a Beta Wolf", PAIR: "the Alpha Pair"}
FIGHT = "fight"
SHARE = "share"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Stalk: put a Beta Wolf or the Alpha Pair from the den onto a region tile."""

    piece: str
    tile: str

    def __str__(self) -> str:
        return f"place {self.piece} on {self.tile}"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Conflict: the secret Fight or Share choice on the Conflict Token."""

    choice: str

    def __str__(self) -> str:
        return self.choice


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """Chase, X: another Dominant Pack may choose to re-roll the die."""

    accept: bool

    def __str__(self) -> str:
        return "reroll" if self.accept else "let it go"


@dataclass(frozen=True, slots=True)
class Wound(Action):
    """Conflict: which of the pack's wolves in the region is wounded."""

    piece: str

    def __str__(self) -> str:
        return f"wound {self.piece}"


@dataclass(frozen=True, slots=True)
class DrawTile(Action):
    """Chance at set-up: which region tile of a size is used this game."""

    tile: str

    def __str__(self) -> str:
        return f"tile {self.tile}"


@dataclass(frozen=True, slots=True)
class FirstAlpha(Action):
    """Chance at set-up: the player who howls the loudest takes the Alpha Token."""

    colour: str

    def __str__(self) -> str:
        return f"first alpha {self.colour}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Chance: a region die shows this face."""

    face: Face

    def __str__(self) -> str:
        return f"roll {self.face}"


class ActionTable(actions.ActionTable):
    """Every action one edition allows, made once."""

    game = "The Alpha"

    def __init__(self, edition: AlphaEdition) -> None:
        tiles = edition.tiles
        # "place a Beta Wolf on Scavenge (north)", as the move list shows it; the
        # Alpha Pair may be written as two words: "place alpha pair on hare".
        self.printed = [*((words(name), piece) for piece, name in PLACED.items()),
                        ("alpha pair", PAIR),
                        *((words(t.name), t.id) for t in tiles if words(t.name) != t.id)]
        self.place = {(p, t.id): Place(p, t.id) for t in tiles for p in PIECES}
        self.choose = {c: Choose(c) for c in (FIGHT, SHARE)}
        self.reroll = {a: Reroll(a) for a in (True, False)}
        self.wound = {p: Wound(p) for p in PIECES}
        self.draw_tile = {t.id: DrawTile(t.id) for t in tiles}
        self.first_alpha = [FirstAlpha(c.lower()) for c in edition.colours]
        faces = {f: None for t in tiles for f in t.faces}
        self.roll = {f: Roll(f) for f in faces}
        super().__init__([
            *self.place.values(), *self.choose.values(), *self.reroll.values(),
            *self.wound.values(), *self.draw_tile.values(), *self.first_alpha,
            *self.roll.values(),
        ])
