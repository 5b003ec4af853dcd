"""Islebound's edition data: the map (sea regions in a clockwise ring, which of them
the AI's start roll names, the four sea ports, the towns), the influence track, the
building deck and row, the renown tokens, the brag (reputation) cards and the
pirate cards.

Almost none of it is known (``rules/islebound/base-game-notes.md`` §3, §16), so the
shipped ``placeholder.toml`` invents it, labelled as such wherever it shows.
``--edition FILE`` takes a person's own file (``automeeple edition new islebound
FILE`` asks for it, :mod:`.walkthrough`). A file the game cannot play (a count or a
value outside the bounds below, a town in an unknown region, a port touching
regions that do not exist, two components of the same name) is refused on load.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from automeeple.engine.core import number
from automeeple.engine.edition import EditionFile, EditionModel, printed_name, quoted

SHIPPED = Path(__file__).with_name("placeholder.toml")

#: What a town's action may be (notes §15.1): a kind, then its amount (or, for a
#: crew hire, the crew's skill).
GAINS = ("coins", "fish", "wood", "books", "pirates", "influence")
SKILLS = ("administer", "work", "sail")
#: What a renown token gives besides its renown (solo §5 "gains the benefit").
BENEFITS = ("fish", "wood", "books", "pirates", "coins", "influence")
#: What a brag card compares (notes §10).
RESOURCES = ("fish", "wood", "books", "pirates", "coins")

# --- Sane bounds: what the game can play (an edition outside them is refused) ----------
MAX_NAME = 30
MIN_TRACK, MAX_TRACK = 4, 30
MIN_REGIONS, MAX_REGIONS = 6, 16
MAX_FEE, MAX_VALUE, MAX_SPOILS, MAX_GAIN = 10, 20, 20, 6
MAX_COST, MAX_RENOWN = 20, 20
MIN_DECK, MAX_DECK = 12, 60
MAX_BOOKS = 6
MAX_TOKENS, MAX_BRAGS, MAX_REWARD = 30, 20, 10
MAX_PIRATES = 40


def printed(name: str, what: str) -> str:
    """A name as printed (:func:`~automeeple.engine.edition.printed_name`), starting
    with a letter."""
    printed_name(name, what, MAX_NAME)
    if name[0].isdigit():
        raise ValueError(f"{what} {quoted(name)}: a name starts with a letter")
    return name


def town_action(text: str) -> tuple[str, int | str]:
    """A town's action as the edition writes it: "fish 2", "influence 1", "crew sail",
    "brag" -> (kind, amount or skill)."""
    words = text.split()
    if words == ["brag"]:
        return "brag", 0
    if len(words) == 2 and words[0] == "crew" and words[1] in SKILLS:
        return "crew", words[1]
    if len(words) == 2 and words[0] in GAINS and 1 <= (number(words[1]) or 0) <= MAX_GAIN:
        return words[0], number(words[1])
    raise ValueError(f"town action {quoted(text)}: write one of "
                     f"{', '.join(g + ' N' for g in GAINS)} "
                     f"(N from 1 to {MAX_GAIN}), crew SKILL ({', '.join(SKILLS)}), or brag")


def benefit(text: str) -> tuple[str, int]:
    """A renown token's benefit: "fish 2", "coins 3" -> (kind, amount)."""
    words = text.split()
    if len(words) == 2 and words[0] in BENEFITS and 1 <= (number(words[1]) or 0) <= MAX_GAIN:
        return words[0], number(words[1])
    raise ValueError(f"benefit {quoted(text)}: write KIND N, KIND one of {', '.join(BENEFITS)}, "
                     f"N from 1 to {MAX_GAIN}")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Named(Strict):
    """A component known by its printed name (``WHAT`` names it in an error)."""

    WHAT: ClassVar[str]
    name: str

    @field_validator("name")
    @classmethod
    def _name(cls, name: str) -> str:
        return printed(name, cls.WHAT)


class Region(Named):
    """A sea region, as printed on its sea board."""

    WHAT = "the region"


class Port(Named):
    """A sea port (a corner tile) and the two regions it touches."""

    WHAT = "the port"
    touches: tuple[str, str]


class Town(Named):
    WHAT = "the town"
    region: str
    banner: Literal["red", "blue"]
    fee: int = Field(ge=0, le=MAX_FEE)
    diplomacy: int = Field(ge=1, le=MAX_VALUE)
    attack: int = Field(ge=1, le=MAX_VALUE)
    spoils: int = Field(ge=0, le=MAX_SPOILS)
    action: str

    @field_validator("action")
    @classmethod
    def _action(cls, text: str) -> str:
        town_action(text)
        return text


class Building(Named):
    WHAT = "the building"
    cost: int = Field(ge=0, le=MAX_COST)
    renown: int = Field(ge=0, le=MAX_RENOWN)


class Token(Named):
    """A kind of renown token: its printed benefit and how many there are."""

    WHAT = "the renown token"
    benefit: str
    count: int = Field(ge=1, le=MAX_TOKENS)


    @field_validator("benefit")
    @classmethod
    def _benefit(cls, text: str) -> str:
        benefit(text)
        return text


class Brag(Named):
    """A reputation (brag) card: the resource it calls, the renown for holding the
    most and for the other player (a tie: both take ``other``)."""

    WHAT = "the brag card"
    resource: Literal["fish", "wood", "books", "pirates", "coins"]
    most: int = Field(ge=0, le=MAX_REWARD)
    other: int = Field(ge=0, le=MAX_REWARD)


class IsleEdition(EditionModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    #: The influence track's spaces, and the neutral cubes on its first spaces
    #: (2 players: 2, notes §5).
    track_length: int = Field(ge=MIN_TRACK, le=MAX_TRACK)
    neutral_cubes: int = Field(ge=0, le=MAX_TRACK)
    #: The books each slot of the building row asks, left to right (solo §3: 3, 2,
    #: 1, 0, 0); its length is the row's.
    row_books: tuple[int, ...] = Field(min_length=1, max_length=8)
    #: The buildings that trigger the end (solo §6: 8).
    end_buildings: int = Field(ge=1, le=20)
    #: A renown token's price and its renown at the end (solo §5, §6: 7 and 7).
    token_price: int = Field(ge=0, le=30)
    token_renown: int = Field(ge=0, le=30)
    #: The pirate cards in the box (notes §2: 15): every component but coins,
    #: books, fish and wood is limited to what the box holds.
    pirates: int = Field(ge=1, le=MAX_PIRATES)
    #: The sea regions in clockwise order round the map (the AI moves clockwise,
    #: solo §5): the base game's 4 sea boards of 3 regions each (notes §3.1).
    regions: tuple[Region, ...] = Field(min_length=MIN_REGIONS, max_length=MAX_REGIONS)
    #: The region each face 1 to 6 of the AI's start roll names (solo §3: 1 N, 2 NE,
    #: 3 E, 4 SE, 5 S, 6 SW; which region lies there is the map's).
    start_roll: tuple[str, str, str, str, str, str]
    ports: tuple[Port, ...] = Field(min_length=1, max_length=8)
    towns: tuple[Town, ...] = Field(min_length=1, max_length=40)
    buildings: tuple[Building, ...] = Field(min_length=MIN_DECK, max_length=MAX_DECK)
    tokens: tuple[Token, ...] = Field(min_length=1, max_length=MAX_TOKENS)
    brags: tuple[Brag, ...] = Field(min_length=1, max_length=MAX_BRAGS)

    @field_validator("row_books")
    @classmethod
    def _books(cls, books: tuple[int, ...]) -> tuple[int, ...]:
        if any(not 0 <= b <= MAX_BOOKS for b in books):
            raise ValueError(f"each slot asks 0 to {MAX_BOOKS} books")
        return books

    @model_validator(mode="after")
    def _consistent(self) -> IsleEdition:
        if self.neutral_cubes >= self.track_length:
            raise ValueError(f"neutral_cubes: {self.neutral_cubes} would fill a track of "
                             f"{self.track_length}")
        regions = [r.name for r in self.regions]
        for face, r in enumerate(self.start_roll, 1):
            if r not in regions:
                raise ValueError(f"start_roll: face {face} names {quoted(r)}, not a region")
        if len(set(self.start_roll)) < len(self.start_roll):
            raise ValueError("start_roll: the six faces of the AI's start roll name six "
                             "different regions (solo §3)")
        for k, port in enumerate(self.ports, 1):
            for r in port.touches:
                if r not in regions:
                    raise ValueError(f"ports[{k}] ({port.name}): touches {quoted(r)}, not a "
                                     "region")
            if port.touches[0] == port.touches[1]:
                raise ValueError(f"ports[{k}] ({port.name}): must touch two different regions")
        for k, town in enumerate(self.towns, 1):
            if town.region not in regions:
                raise ValueError(f"towns[{k}] ({town.name}): {quoted(town.region)} is not a "
                                 "region")
        if len(self.buildings) < len(self.row_books):
            raise ValueError("buildings: fewer cards than the row's slots")
        if sum(t.count for t in self.tokens) > MAX_TOKENS:
            raise ValueError(f"tokens: more than {MAX_TOKENS} renown tokens in all")
        for what, names in (("regions and ports", [*regions, *(p.name for p in self.ports)]),
                            ("towns", [t.name for t in self.towns]),
                            ("buildings", [b.name for b in self.buildings]),
                            ("tokens", [t.name for t in self.tokens]),
                            ("brags", [b.name for b in self.brags])):
            lowered = [name.lower() for name in names]
            for name in names:
                if lowered.count(name.lower()) > 1:
                    raise ValueError(f"{what}: two are named {quoted(name)}")
        return self


#: The shipped placeholder edition, and anyone's own file (``--edition FILE``).
EDITION = EditionFile(IsleEdition, SHIPPED)
