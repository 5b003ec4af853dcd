"""Dragon Canyon's actions and chance outcomes, each with a readable form that
:class:`ActionTable` parses back. A tile is written "column,row" ("2,3"), and read
also spaced or bracketed ("2, 3", "2 3", "(2,3)"), as Table mode reads an AI action
card's tile; cards, buildings and loot by their printed names."""

from __future__ import annotations

import re
from dataclasses import dataclass

from automeeple.engine import actions
from automeeple.engine.core import Action, words

from .edition import RESOURCES, SIZE, DragonEdition
from .grid import TILES, label

#: A tile typed spaced or bracketed ("3, 2", "3 ,2", "3 2", "(3,2)"), in a text
#: as :func:`~automeeple.engine.core.words` gives it.
TYPED_TILE = re.compile(rf"\(?(?<![\w,])([1-{SIZE}])(?: ?, ?| )([1-{SIZE}])(?![\w,])\)?")


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Journey: play a Force card from hand face down on an empty tile."""

    card: str
    tile: int

    def __str__(self) -> str:
        return f"play {self.card} on {label(self.tile)}"


@dataclass(frozen=True, slots=True)
class Fight(Action):
    """Action: attack the enemy card on an adjacent tile."""

    tile: int

    def __str__(self) -> str:
        return f"fight {label(self.tile)}"


@dataclass(frozen=True, slots=True)
class Blink(Action):
    """Action, the blink trick: move the card just played to an empty tile."""

    tile: int

    def __str__(self) -> str:
        return f"blink to {label(self.tile)}"


@dataclass(frozen=True, slots=True)
class Reveal(Action):
    """Action, the reveal trick: turn an adjacent enemy card face up."""

    tile: int

    def __str__(self) -> str:
        return f"reveal {label(self.tile)}"


@dataclass(frozen=True, slots=True)
class Stomp(Action):
    """The dragon, moved by a person: onto an enemy card."""

    tile: int

    def __str__(self) -> str:
        return f"dragon to {label(self.tile)}"


@dataclass(frozen=True, slots=True)
class Word(Action):
    """A one-word decision: "pass" (no action), "done" (no more buildings)."""

    word: str

    def __str__(self) -> str:
        return self.word


@dataclass(frozen=True, slots=True)
class Take(Action):
    """A resource of one's choice: stolen as spoils ("steal"), or harvested from a
    card whose resource is a choice ("take")."""

    verb: str
    resource: str

    def __str__(self) -> str:
        return f"{self.verb} {self.resource.lower()}"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Claim: buy a building, paying its cost."""

    building: str

    def __str__(self) -> str:
        return f"buy {self.building}"


@dataclass(frozen=True, slots=True)
class Named(Action):
    """Chance: a component that came up, by its printed name: a tile laid
    ("tile Forest"), an objective dealt, a loot card drawn, an AI Force card turned
    up ("turn up Mage Knight"), a card discarded from hand."""

    verb: str
    name: str

    def __str__(self) -> str:
        return f"{self.verb} {self.name}"


@dataclass(frozen=True, slots=True)
class Flip(Action):
    """Chance: the AI action card flipped, by the edition's key for it (a person
    reports it by what is printed on it, ``AICard.name``)."""

    number: int

    def __str__(self) -> str:
        return f"action card {self.number}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Chance: a die."""

    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


#: The verbs of :class:`Named` outcomes.
TILE, OBJECTIVE, LOOT, TURN_UP, DISCARD = "tile", "objective", "loot", "turn up", "discard"


class ActionTable(actions.ActionTable):
    """Every action of one edition, made once."""

    game = "Dragon Canyon"

    def __init__(self, ed: DragonEdition) -> None:
        cards = [c.name for c in ed.force_cards]
        self.play = {(c, t): Play(c, t) for c in cards for t in TILES}
        self.fight = [Fight(t) for t in TILES]
        self.blink = [Blink(t) for t in TILES]
        self.reveal = [Reveal(t) for t in TILES]
        self.stomp = [Stomp(t) for t in TILES]
        self.pass_, self.done = Word("pass"), Word("done")
        self.steal = {r: Take("steal", r) for r in RESOURCES}
        self.take = {r: Take("take", r) for r in RESOURCES}
        self.buy = {b.name: Buy(b.name) for b in ed.buildings}
        self.named = {(verb, n): Named(verb, n) for verb, names in (
            (TILE, [t.name for t in ed.tiles]), (OBJECTIVE, [o.name for o in ed.objectives]),
            (LOOT, [x.name for x in ed.loot]), (TURN_UP, cards), (DISCARD, cards))
            for n in names}
        self.flip = {c.number: Flip(c.number) for c in ed.ai_cards}
        self.roll = {v: Roll(v) for v in sorted(set(ed.die))}
        super().__init__([
            *self.play.values(), *self.fight, *self.blink, *self.reveal, *self.stomp,
            self.pass_, self.done, *self.steal.values(), *self.take.values(),
            *self.buy.values(), *self.named.values(), *self.flip.values(),
            *self.roll.values()])

    def key(self, text: str) -> str:
        """``text`` with each tile as the actions write it: "play forager on 3, 2"
        is "play forager on 3,2"."""
        return TYPED_TILE.sub(r"\1,\2", super().key(text))

    def fitting(self, text: str, legal: list[Action]) -> list[Action]:
        """The moves of ``legal`` that ``text``, which writes a tile spaced or
        bracketed, abbreviates: each word typed starts a word of the move ("knight
        3 3" fits "play Mage Knight on 3,3"); none for a text that writes no tile
        so (a person's front end reads those abbreviations itself)."""
        typed = self.key(text)
        if typed == words(text):
            return []
        return [a for a in legal
                if all(any(w.startswith(t) for w in words(str(a)).split())
                       for t in typed.split())]
