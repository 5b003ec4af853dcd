"""The Alpha's edition data: region tiles, their dice and carrion values.

The real dice faces and carrion values are not known (``rules/the-alpha/notes.md``
§1.5), so the shipped ``placeholder.toml`` is a plausible stand-in, labelled as a
placeholder wherever it shows. A person who owns the game writes their own file with
``automeeple edition new the-alpha FILE`` (the questions are in :mod:`.walkthrough`)
and passes it with ``--edition FILE``; this module validates it, refusing what the
game cannot play (a die without six faces, counts out of sane bounds).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    field_validator,
    model_validator,
)

from automeeple.engine.core import number
from automeeple.engine.edition import EditionFile, EditionModel, quoted

SHIPPED = Path(__file__).with_name("placeholder.toml")

Size = Literal["large", "medium", "small", "scavenge", "livestock"]
#: Setup step 5: Large and Medium tiles lie beside the Deep Forest.
DEEP_FOREST_SIZES = ("large", "medium")
#: Resolve "from the smallest Region to the largest Region".
SIZE_ORDER = ("scavenge", "livestock", "small", "medium", "large")

_FACE = re.compile(r"^(?:([0-9]+)|X|D|C([0-9]+))$")

#: POTENTIAL DIE OUTCOMES: "# (1-20)": no face (nor carrion side) shows more food.
MOST_FOOD = 20
#: A region die is a six-sided die (rules/the-alpha/notes.md, 1.5).
FACES = 6
#: The Food Tracker goes to 30: no pack starts higher.
TRACK = 30
#: COMPONENTS: six Den Boards, each pack in its colour.
PACKS = 6
#: Sane bounds on an edition's counts: a game of The Alpha stays a few minutes of
#: play for the program (the box has 5 weeks and 5 Betas in each den).
MOST_WEEKS = 20
MOST_BETAS = 10
MOST_COST = 10


def _printed(text: str) -> str:
    """A name as printed on a component, as a person types it: one line of
    printable characters, words separated by single spaces."""
    if not text.strip() or not text.isprintable():
        raise ValueError(f"{quoted(text)} is not a name as printed (one line of printable "
                         "characters)")
    if text != " ".join(text.split()):
        raise ValueError(f"{quoted(text)}: write the name as printed, with no space before "
                         "or after it and single spaces between its words")
    return text


def same_but_case(names: tuple[str, ...]) -> tuple[str, ...]:
    """The first two of ``names`` that differ only in case ("Red", "RED"), or ()."""
    lowered = [name.lower() for name in names]
    for at, low in enumerate(lowered):
        if low in lowered[:at]:
            return names[lowered.index(low)], names[at]
    return ()


#: A pack colour and a region tile's name as printed, short enough for the board.
Colour = Annotated[str, StringConstraints(max_length=12), AfterValidator(_printed)]
TileName = Annotated[str, StringConstraints(max_length=24), AfterValidator(_printed)]


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a region die (Chase, "Potential die outcomes").

    ``kind`` is "food" (a number), "X" (the prey got away), "C" (carrion, with the
    food at stake) or "D" (dead wolf).
    """

    kind: str
    food: int = 0

    @classmethod
    def parse(cls, text: str) -> Face:
        m = _FACE.match(text.strip().upper())
        digits = m and (m.group(1) if m.group(1) is not None else m.group(2))
        food = number(digits) if digits else None
        if not m or (digits and food is None):  # a number of thousands of digits: none
            raise ValueError(f"{quoted(text)} is not a die face (a number, X, C<number> or D)")
        if food is not None and food > MOST_FOOD:
            raise ValueError(f"{quoted(text)}: a die shows at most {MOST_FOOD} food")
        if m.group(1) is not None:
            return cls("food", food or 0)
        if m.group(2) is not None:
            return cls("C", food or 0)
        return cls(m.group(0))

    def __str__(self) -> str:
        if self.kind == "food":
            return str(self.food)
        return f"C{self.food}" if self.kind == "C" else self.kind


class Tile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$", max_length=24)
    name: TileName
    size: Size
    die: tuple[str, ...] = ()
    carrion: int | None = Field(default=None, ge=0, le=MOST_FOOD)

    @field_validator("die")
    @classmethod
    def _faces_parse(cls, faces: tuple[str, ...]) -> tuple[str, ...]:
        for face in faces:
            Face.parse(face)
        return faces

    @model_validator(mode="after")
    def _die_fits_tile(self) -> Tile:
        kinds = {f.kind for f in self.faces}
        if self.size == "scavenge":
            if self.die:
                raise ValueError("a Scavenge tile has no region die")
            return self
        if not self.die:
            raise ValueError(f"the {self.size} tile {self.id!r} needs a region die")
        if len(self.die) != FACES:
            raise ValueError(f"the {self.name} die must have {FACES} faces, not {len(self.die)}")
        if "D" in kinds and self.size != "livestock":
            raise ValueError("a D face occurs only on the Livestock die")
        if "C" in kinds and self.carrion is None:
            raise ValueError("a die with a C face needs a carrion value for the tile's back")
        return self

    @cached_property
    def faces(self) -> tuple[Face, ...]:
        """The die's faces, parsed once (when the edition is validated)."""
        return tuple(Face.parse(f) for f in self.die)

    @cached_property
    def mean_food(self) -> float:
        """The food the die shows on average: X and D count 0, C<n> counts n."""
        faces = self.faces
        return sum(f.food for f in faces) / len(faces) if faces else 0.0

    @property
    def deep_forest(self) -> bool:
        return self.size in DEEP_FOREST_SIZES


class TileCount(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    large: int = Field(ge=0)
    medium: int = Field(ge=0)
    small: int = Field(ge=1)
    scavenge: int = Field(ge=0)
    livestock: int = Field(ge=0)


class AlphaEdition(EditionModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    colours: tuple[Colour, ...]
    start_food: int = Field(ge=0, le=TRACK)
    weeks: int = Field(ge=1, le=MOST_WEEKS)
    betas: int = Field(ge=1, le=MOST_BETAS,
                       description="Beta Wolves on each Den Board at set-up")
    deep_forest_cost: int = Field(ge=0, le=MOST_COST)
    scavenge_food: int = Field(ge=0, le=MOST_FOOD)
    setup: dict[Literal["3", "4", "5", "6"], TileCount]
    tiles: tuple[Tile, ...]

    @model_validator(mode="after")
    def _consistent(self) -> AlphaEdition:
        ids = [t.id for t in self.tiles]
        if len(set(ids)) != len(ids):
            raise ValueError("tile ids must be unique")
        names = [t.name.lower() for t in self.tiles]
        if len(set(names)) != len(names):
            raise ValueError("tile names must differ: a person names a tile by its name")
        self._names_mean_one_tile()
        if len(self.colours) != PACKS:
            raise ValueError(f"colours: the game has {PACKS} pack colours, not "
                             f"{len(self.colours)}")
        alike = same_but_case(self.colours)
        if alike:
            raise ValueError(f"colours: {' and '.join(map(quoted, alike))} are one colour to a "
                             "person typing it; the six pack colours must differ")
        if sorted(self.setup) != ["3", "4", "5", "6"]:
            raise ValueError("setup needs a tile count for 3, 4, 5 and 6 players")
        have = {size: sum(t.size == size for t in self.tiles) for size in SIZE_ORDER}
        for players, count in self.setup.items():
            for size in SIZE_ORDER:
                if getattr(count, size) > have[size]:
                    raise ValueError(
                        f"setup for {players} players wants {getattr(count, size)} {size}"
                        f" tiles but the edition has {have[size]}"
                    )
        return self

    def _names_mean_one_tile(self) -> None:
        """A tile named as another tile's id ("Elk" on the moose tile, the elk tile
        elsewhere) would make "tile elk" mean either: refused."""
        ids = {t.id: t for t in self.tiles}
        for t in self.tiles:
            other = ids.get(t.name.lower())
            if other is not None and other is not t:
                raise ValueError(f"tiles: the tile {t.id!r} is named {quoted(t.name)}, the id of "
                                 f"the tile {other.id!r} ({other.name}); a name typed must "
                                 "mean one tile")

    def tile(self, tile_id: str) -> Tile:
        for t in self.tiles:
            if t.id == tile_id:
                return t
        raise KeyError(tile_id)


#: The shipped placeholder edition and anyone's own edition file.
EDITION = EditionFile(AlphaEdition, SHIPPED)
