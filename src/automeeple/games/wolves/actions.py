"""The Wolves' actions and chance outcomes, each with a readable form that
:class:`ActionTable` parses back.

An action's text names a hex by its id, a number that is not on the physical
boards; it stays so, because game records hold these texts. A person reads the
hex's printed-map name (its row letter and column number on screen, with its
terrain and region) in the move's hint and in the events, and may type either:
``alpha 45 to 63`` and ``alpha I7 to G9`` are the same move (docs/wolves.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from automeeple.engine import actions
from automeeple.engine.core import Action, number, words

from .edition import track_name
from .state import WOLF_KINDS


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


def sides(terrains: Sequence[str], tile: int) -> str:
    """Cycle tile ``tile`` by the terrains of its two sides, as printed: tile i
    shows terrains i and i+1 (notes §5.1): ``grass/tundra``."""
    return f"{terrains[tile]}/{terrains[(tile + 1) % len(terrains)]}"


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


class ActionTable(actions.ActionTable):
    """The notation of every action; none is indexed, since payments and moves
    depend on the map. ``hexes`` gives each hex's id by its name on the map ("K7")."""

    game = "The Wolves"

    def __init__(self, terrains, tiles, attributes, hexes: Mapping[str, int]) -> None:
        super().__init__()
        self.terrains = tuple(terrains)
        self.tiles = tiles
        self.attributes = tuple(attributes)
        # "den for Pack Spread at I5", as the move list shows it.
        self.printed = [(words(track_name(a)), a.replace("_", "-")) for a in self.attributes]
        self.hexes = {name.lower(): h for name, h in hexes.items()}

    def read(self, key: str) -> Action:
        """The action ``key`` writes, by the first form of :data:`FORMS` whose
        words it has."""
        words = key.split()
        for form, make in FORMS:
            found = fill(form, words)
            if found is not None:
                return make(*(field for kind, said in found
                              for field in getattr(self, kind)(said)))
        raise ValueError(key)

    # What each kind of blank in a form stands for: the action's fields it gives.

    def nth(self, word: str) -> tuple[int]:
        """A board or region by its number, counted from 1."""
        return (int(word) - 1,)

    def word(self, word: str) -> tuple[str]:
        return (word,)

    def terrain(self, word: str) -> tuple[int, str]:
        return self.terrains.index(word), word

    def tile(self, name: str) -> tuple[str]:
        """An AI action tile by its name, as printed."""
        found = [t.name for t in self.tiles if t.name.lower() == name]
        if not found:
            raise ValueError(name)
        return (found[0],)

    def hex(self, word: str) -> tuple[int]:
        """A hex by its id or by its name on the map."""
        n = number(word)
        return (self.hexes[word] if n is None else n,)

    def place(self, word: str) -> tuple[int]:
        """A hex by its name on the map alone, never by its id: a number alone is a
        move's number in the list."""
        return (self.hexes[word],)

    def track(self, word: str) -> tuple[str]:
        """An attribute track by its name as written: ``wolf-speed``."""
        track = word.replace("-", "_")
        if track not in self.attributes:
            raise ValueError(track)
        return (track,)

    def payment(self, text: str) -> tuple[tuple[PaymentSource, ...]]:
        """The sources of a payment, joined by ``+``."""
        return (tuple(self.payment_source(x) for x in text.split(" + ")),)

    def payment_source(self, text: str) -> PaymentSource:
        """A source of a payment as it is written: ``home``, ``token``, ``tile 2``
        (the notation) or a cycle tile by the terrains of its two sides as printed,
        in either order: ``grass/tundra`` (notes §5.1, tile i shows terrains i and
        i+1)."""
        if text == "home":
            return HomeTile()
        if text == "token":
            return BonusToken()
        word, _, tile = text.partition(" ")
        if word == "tile" and tile.isdigit():
            return CycleTile(int(tile))
        for i in range(len(self.terrains)):
            if sorted(text.split("/")) == sorted(sides(self.terrains, i).split("/")):
                return CycleTile(i)
        raise ValueError(text)

    def wolf(self, word: str) -> tuple[str]:
        if word not in WOLF_KINDS:
            raise ValueError(word)
        return (word,)



#: The notation, one form a line, tried in this order: its words are the action's
#: words, ``{kind}`` one word read by :class:`ActionTable`'s method ``kind``,
#: ``{kind*}`` all the words left read as one text, ``...`` words left over, which
#: are ignored. The first form whose words the text has is its form.
FORMS: tuple[tuple[tuple[str, ...], Callable[..., Action]], ...] = tuple(
    (tuple(form.split()), make) for form, make in (
        ("board {nth} ...", Board),
        ("token {word}", Token),
        ("prey {word}", Prey),
        ("home {terrain}", Home),
        ("ai start region {nth} ...", AIStart),
        ("tile {tile*}", AITileDraw),
        ("draft {hex}", Draft),
        # As the move list shows the draft (notes §4.4: each placement puts an
        # Alpha and a Pack Wolf on one hex).
        ("place alpha and pack wolf on {hex}", Draft),
        ("move onto {terrain}", MoveOnto),
        ("den at {hex} for {track}", BuildDen),
        # As the move list shows a den, grouped by its track.
        ("den for {track} at {hex}", lambda track, h: BuildDen(h, track)),
        ("lair at {hex}", UpgradeToLair),
        ("howl at {hex}", HowlAt),
        ("dominate at {hex}", DominateAt),
        ("dominate den at {hex} for {track}", DominateAt),
        # As the move list shows a domination: the piece dominated by its name.
        ("dominate pack wolf at {hex}", DominateAt),
        ("dominate den for {track} at {hex}", lambda track, h: DominateAt(h, track)),
        ("pay {payment*}", Pay),
        ("{wolf} {hex} to {hex}", WolfMove),
        # As the move list shows a Pack Wolf's move.
        ("pack wolf {hex} to {hex}", lambda a, b: WolfMove("pack", a, b)),
        ("done", Done),
        ("end turn", EndTurn),
        # A hex alone, as the draft asks where the pair goes (notes §4.4): the draft
        # there, so that a hex the rule forbids is told the rule. Last: one word.
        ("{place}", Draft),
    ))


def fill(form: tuple[str, ...], words: list[str]) -> list[tuple[str, str]] | None:
    """What fills each blank of ``form`` in ``words``: (the blank's kind, the
    text), or None when the words do not have the form."""
    found = []
    for i, part in enumerate(form):
        if part == "...":
            return found
        if part.endswith("*}"):
            return [*found, (part[1:-2], " ".join(words[i:]))]
        if i >= len(words):
            return None
        if part.startswith("{"):
            found.append((part[1:-1], words[i]))
        elif part != words[i]:
            return None
    return found if len(words) == len(form) else None
