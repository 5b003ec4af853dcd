"""The Wolves' actions and chance outcomes, each with a readable form that
:class:`ActionTable` parses back.

An action's text names a hex by its id, a number that is not on the physical
boards; it stays so, because game records hold these texts. A person reads the
hex's printed-map name (its row letter and column number on screen, with its
terrain and region) in the move's hint and in the events, and may type either:
``alpha 45 to 63`` and ``alpha I7 to G9`` are the same move (docs/wolves.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from automeeple.engine.core import Action, IllegalAction


@dataclass(frozen=True, slots=True)
class Board(Action):
    """Chance at set-up: the region board laid at the next place."""

    palette: int

    def __str__(self) -> str:
        return f"board {self.palette + 1}"


@dataclass(frozen=True, slots=True)
class Token(Action):
    phase: str

    def __str__(self) -> str:
        return f"token {self.phase}"


@dataclass(frozen=True, slots=True)
class Prey(Action):
    kind: str

    def __str__(self) -> str:
        return f"prey {self.kind}"


@dataclass(frozen=True, slots=True)
class Home(Action):
    """Chance at set-up: your faction, shown by its home terrain."""

    terrain: int
    name: str

    def __str__(self) -> str:
        return f"home {self.name}"


@dataclass(frozen=True, slots=True)
class AIStart(Action):
    """Chance at set-up: the water source where an AI's next pieces start."""

    region: int

    def __str__(self) -> str:
        return f"ai start region {self.region + 1}"


@dataclass(frozen=True, slots=True)
class AITileDraw(Action):
    name: str

    def __str__(self) -> str:
        return f"tile {self.name.lower()}"


@dataclass(frozen=True, slots=True)
class Draft(Action):
    hex: int

    def __str__(self) -> str:
        return f"draft {self.hex}"


@dataclass(frozen=True, slots=True)
class Start(Action):
    """Start one of the person's actions (notes §7); it is paid for next (§5.1)."""

    #: The action's name in the rules and in the edition's table of costs.
    name: ClassVar[str]


@dataclass(frozen=True, slots=True)
class MoveOnto(Start):
    """notes §7.1: Move, paid with the terrain the wolves move onto."""

    name: ClassVar[str] = "move"
    terrain: int
    terrain_name: str

    def __str__(self) -> str:
        return f"move onto {self.terrain_name}"


@dataclass(frozen=True, slots=True)
class BuildDen(Start):
    """notes §7.2: Build Den on a hex, taking the den from an attribute ``track``."""

    name: ClassVar[str] = "den"
    hex: int
    track: str

    def __str__(self) -> str:
        return f"den at {self.hex} for {self.track.replace('_', '-')}"


@dataclass(frozen=True, slots=True)
class UpgradeToLair(Start):
    """notes §7.3: Upgrade the den on a hex to a lair."""

    name: ClassVar[str] = "lair"
    hex: int

    def __str__(self) -> str:
        return f"lair at {self.hex}"


@dataclass(frozen=True, slots=True)
class HowlAt(Start):
    """notes §7.4: Howl at the lone wolf on a hex."""

    name: ClassVar[str] = "howl"
    hex: int

    def __str__(self) -> str:
        return f"howl at {self.hex}"


@dataclass(frozen=True, slots=True)
class DominateAt(Start):
    """notes §7.5: Dominate the AI's Pack Wolf on a hex, or its Den, replaced by a
    den from an attribute ``track`` (rule option ``dominate_ai``: solo §5 says the
    AI cannot be dominated)."""

    name: ClassVar[str] = "dominate"
    hex: int
    track: str | None = None

    def __str__(self) -> str:
        if self.track is None:
            return f"dominate at {self.hex}"
        return f"dominate den at {self.hex} for {self.track.replace('_', '-')}"


@dataclass(frozen=True, slots=True)
class CycleTile:
    """notes §5.1: one of the five cycle tiles, flipped to pay."""

    tile: int

    def __str__(self) -> str:
        return f"tile {self.tile}"


@dataclass(frozen=True, slots=True)
class HomeTile:
    """notes §5.1: the home tile, which shows the home terrain on both sides."""

    def __str__(self) -> str:
        return "home"


@dataclass(frozen=True, slots=True)
class BonusToken:
    """notes §5.1: a bonus terrain token, standing in for any one tile."""

    def __str__(self) -> str:
        return "token"


PaymentSource = CycleTile | HomeTile | BonusToken


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """The tiles flipped (and bonus terrain tokens spent) to pay for the action."""

    sources: tuple[PaymentSource, ...]

    def __str__(self) -> str:
        return "pay " + " + ".join(map(str, self.sources))


@dataclass(frozen=True, slots=True)
class WolfMove(Action):
    """During a Move action: one wolf moves."""

    kind: str
    source: int
    dest: int

    def __str__(self) -> str:
        return f"{self.kind} {self.source} to {self.dest}"


@dataclass(frozen=True, slots=True)
class Done(Action):
    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "end turn"


class ActionTable:
    """Parsing for every action; made on demand, since payments and moves depend
    on the map. ``hexes`` gives each hex's id by its name on the map ("K7")."""

    def __init__(self, terrains, tiles, attributes, hexes: Mapping[str, int]) -> None:
        self.terrains = tuple(terrains)
        self.tiles = tiles
        self.attributes = tuple(attributes)
        self.hexes = {name.lower(): h for name, h in hexes.items()}

    def parse(self, text: str) -> Action:
        words = " ".join(text.strip().lower().split()).split(" ")
        try:
            return self._parse(words)
        except (ValueError, IndexError, KeyError, StopIteration):
            raise IllegalAction(f"{text!r} is not an action of The Wolves") from None

    def hex(self, word: str) -> int:
        """A hex by its id or by its name on the map."""
        return int(word) if word.isdigit() else self.hexes[word]

    def track(self, word: str) -> str:
        """An attribute track by its name as written: ``wolf-speed``."""
        track = word.replace("-", "_")
        if track not in self.attributes:
            raise ValueError(track)
        return track

    def _parse(self, w: list[str]) -> Action:
        head = w[0]
        if head == "board":
            return Board(int(w[1]) - 1)
        if head == "token" and len(w) == 2:
            return Token(w[1])
        if head == "prey" and len(w) == 2:
            return Prey(w[1])
        if head == "home" and len(w) == 2:
            return Home(self.terrains.index(w[1]), w[1])
        if w[:3] == ["ai", "start", "region"]:
            return AIStart(int(w[3]) - 1)
        if head == "tile":
            name = next(t.name for t in self.tiles if t.name.lower() == " ".join(w[1:]))
            return AITileDraw(name)
        if head == "draft" and len(w) == 2:
            return Draft(self.hex(w[1]))
        if w[:2] == ["move", "onto"] and len(w) == 3:
            return MoveOnto(self.terrains.index(w[2]), w[2])
        if head == "den" and w[1] == "at" and w[3] == "for" and len(w) == 5:
            return BuildDen(self.hex(w[2]), self.track(w[4]))
        if head == "lair" and w[1] == "at" and len(w) == 3:
            return UpgradeToLair(self.hex(w[2]))
        if head == "howl" and w[1] == "at" and len(w) == 3:
            return HowlAt(self.hex(w[2]))
        if head == "dominate" and w[1] == "at" and len(w) == 3:
            return DominateAt(self.hex(w[2]))
        if w[:3] == ["dominate", "den", "at"] and w[4] == "for" and len(w) == 6:
            return DominateAt(self.hex(w[3]), self.track(w[5]))
        if head == "pay":
            return Pay(tuple(payment_source(x) for x in " ".join(w[1:]).split(" + ")))
        if head in ("alpha", "pack") and w[2] == "to" and len(w) == 4:
            return WolfMove(head, self.hex(w[1]), self.hex(w[3]))
        if w == ["done"]:
            return Done()
        if w == ["end", "turn"]:
            return EndTurn()
        raise ValueError(head)


def payment_source(text: str) -> PaymentSource:
    """A source of a payment as it is written: ``tile 2``, ``home`` or ``token``."""
    if text == "home":
        return HomeTile()
    if text == "token":
        return BonusToken()
    word, tile = text.split(" ")
    if word != "tile":
        raise ValueError(text)
    return CycleTile(int(tile))
