"""The Wolves' actions and chance outcomes, each with a readable form that
:class:`ActionTable` parses back. Hexes are named by their number on the map."""

from __future__ import annotations

from dataclasses import dataclass

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
    """Start an action: ``move`` onto a terrain, ``den`` on a hex for a track,
    ``lair`` or ``howl`` on a hex."""

    kind: str
    target: int
    track: str = ""
    text: str = ""

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Pay(Action):
    """The tiles flipped (and bonus terrain tokens spent) to pay for the action."""

    sources: tuple[str, ...]

    def __str__(self) -> str:
        return "pay " + " + ".join(self.sources)


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
    on the map."""

    def __init__(self, terrains, tiles, attributes) -> None:
        self.terrains = tuple(terrains)
        self.tiles = tiles
        self.attributes = tuple(attributes)

    def start(self, kind: str, target: int, track: str = "") -> Start:
        if kind == "move":
            text = f"move onto {self.terrains[target]}"
        elif kind == "den":
            text = f"den at {target} for {track.replace('_', '-')}"
        else:
            text = f"{kind} at {target}"
        return Start(kind, target, track, text)

    def parse(self, text: str) -> Action:
        words = " ".join(text.strip().lower().split()).split(" ")
        try:
            return self._parse(words)
        except (ValueError, IndexError, KeyError):
            raise IllegalAction(f"{text!r} is not an action of The Wolves") from None

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
        if head == "draft":
            return Draft(int(w[1]))
        if w[:2] == ["move", "onto"]:
            return self.start("move", self.terrains.index(w[2]))
        if head == "den" and w[1] == "at" and w[3] == "for":
            track = w[4].replace("-", "_")
            if track not in self.attributes:
                raise ValueError(track)
            return self.start("den", int(w[2]), track)
        if head in ("lair", "howl") and w[1] == "at" and len(w) == 3:
            return self.start(head, int(w[2]))
        if head == "pay":
            return Pay(tuple(" ".join(w[1:]).split(" + ")))
        if head in ("alpha", "pack") and w[2] == "to":
            return WolfMove(head, int(w[1]), int(w[3]))
        if w == ["done"]:
            return Done()
        if w == ["end", "turn"]:
            return EndTurn()
        raise ValueError(head)
