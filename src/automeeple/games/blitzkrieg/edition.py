"""BLITZKRIEG!'s edition data: the boards, the unit kinds and the bags.

The real board and token mix are unknown (``rules/blitzkrieg/base-game-notes.md``
§1.8, §2.3), so the shipped ``placeholder.toml`` is the notes' placeholder (§11),
labelled as such wherever it shows. ``--edition FILE`` takes a person's own file
(``automeeple edition new blitzkrieg FILE`` asks for it, :mod:`.walkthrough`). A file
the game cannot play (a count or a number outside the bounds below, a bag naming
an unknown unit, two theatres or units of the same name) is refused on load.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from automeeple.engine.core import counted, number
from automeeple.engine.edition import EditionFile, EditionModel, printed_name, quoted

SHIPPED = Path(__file__).with_name("placeholder.toml")

TERRAINS = ("land", "sea", "coast")
#: Each terrain as the board shows it (notes §1.5): a coastal space is split land/sea.
PRINTED_TERRAIN = {"land": "land", "sea": "sea", "coast": "land/sea"}
#: Space effects (base-game-notes §1.6), by the names used in edition files.
EFFECTS = ("none", "industry", "improved-industry", "research", "improved-research",
           "research-industry", "strategic", "tactical", "propaganda", "bombing")
#: Each effect by its name in the rulebook (notes §1.6), as a person reads its icon.
PRINTED_EFFECT = {
    "industry": "Industrial Production", "improved-industry": "Improved Industrial Production",
    "research": "Research", "improved-research": "Improved Research",
    "research-industry": "Research Industry", "strategic": "Strategic Advantage",
    "tactical": "Tactical Advantage", "propaganda": "Propaganda", "bombing": "Bombing",
}
#: The effects whose icon carries a number, and the number when the file omits it.
DEFAULT_AMOUNT = {"strategic": 3, "tactical": 2, "propaganda": 1}
#: Which unit types may enter which terrain (base-game-notes §1.5, §2.2).
ENTERS = {
    "army": ("land", "coast"), "general": ("land", "coast"),
    "navy": ("sea", "coast"), "admiral": ("sea", "coast"),
    "air": ("land", "sea", "coast"),
}
STEAMROLL = "Steamroll"
STRATAGEMS = ("Big Guns", "Counterattack", "Economic Warfare", "For the Glory",
              "Rapid Deployment", "Research & Development", "Secure", "Steamroll")

# --- Sane bounds: what the game can play (an edition outside them is refused) ----------
#: The VP target: the war VP track is printed to about 30 (notes §8).
MAX_WIN_VP = 60
#: Units drawn at set-up: the person's reserve (3) and the bot's row (5).
MAX_HAND = 10
#: A unit's strength: 0 to 3, special weapons 3 to 5 (notes §2.2, §2.4).
MAX_STRENGTH = 10
#: Steps from a battle track's centre to either end.
MIN_TRACK, MAX_TRACK = 2, 20
#: A campaign's shield, a track bonus icon, the number on a space's icon.
MAX_VP, MAX_AMOUNT = 20, 10
#: Campaigns in a theatre (2 or 3 known), spaces in a campaign (2 to 5 known).
MAX_CAMPAIGNS, MAX_SPACES = 5, 10
#: Tokens in a bag or the special-weapons pile (22 per coalition known).
MAX_BAG = 60
#: The difficulty's rolls of the d6 and the steps of each.
MAX_ROLLS, MAX_STEPS = 6, 10
#: A printed name (a theatre, a unit).
MAX_NAME = 40

#: A unit token read from its printed name: "army 2", "blitz air 0", "elite navy 4"
#: (a special weapon), "general", "admiral" ("airforce" may stand for "air").
TOKEN = re.compile(r"(?P<elite>elite )?(?P<blitz>blitz )?(?P<type>army|navy|air|airforce) "
                   r"(?P<strength>[0-9]+)")


def theatre_name(name: str) -> str:
    """A theatre's printed name, which its actions spell as a :func:`slug`."""
    printed_name(name, "the theatre", MAX_NAME)
    if not slug(name):
        raise ValueError(f"the theatre {quoted(name)}: its name needs a letter or a digit")
    return name


def slug(name: str) -> str:
    """A printed name as a word of an action's text ("western-europe")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


@dataclass(frozen=True, slots=True)
class Space:
    terrain: str
    effect: str = "none"
    amount: int = 0

    @classmethod
    def parse(cls, text: str) -> Space:
        parts = text.strip().split(":")
        if len(parts) > 3 or parts[0] not in TERRAINS:
            raise ValueError(f"{quoted(text)}: write terrain[:effect[:amount]], terrain one of "
                             f"{', '.join(TERRAINS)}")
        effect = parts[1] if len(parts) > 1 else "none"
        if effect not in EFFECTS:
            raise ValueError(f"{quoted(text)}: unknown effect {quoted(effect)}; effects: "
                             f"{', '.join(EFFECTS)}")
        if len(parts) < 3:
            return cls(parts[0], effect, DEFAULT_AMOUNT.get(effect, 0))
        if effect not in DEFAULT_AMOUNT:
            raise ValueError(f"{quoted(text)}: {effect} has no number on its icon (only "
                             f"{', '.join(DEFAULT_AMOUNT)} do)")
        amount = number(parts[2])
        if not 1 <= (amount or 0) <= MAX_AMOUNT:
            raise ValueError(f"{quoted(text)}: the number must be a whole number from 1 to "
                             f"{MAX_AMOUNT}")
        return cls(parts[0], effect, amount)

    @property
    def printed(self) -> str:
        """The space as the board shows it: "land/sea, Tactical Advantage +2"."""
        terrain = PRINTED_TERRAIN[self.terrain]
        if self.effect == "none":
            return terrain
        effect = PRINTED_EFFECT[self.effect]
        if self.effect in ("strategic", "tactical"):
            effect += f" +{self.amount}"
        elif self.effect == "propaganda":
            effect += f" {self.amount}"
        return f"{terrain}, {effect}"


class Kind(BaseModel):
    """A kind of unit token."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: Literal["army", "navy", "air", "general", "admiral"]
    strength: int | None = Field(default=None, ge=0, le=MAX_STRENGTH)
    blitz: bool = False
    special: bool = False
    copies_last: bool = False

    @model_validator(mode="after")
    def _strength_given(self) -> Kind:
        computed = self.type in ("general", "admiral") or self.copies_last
        if computed and self.strength is not None:
            raise ValueError("a General, Admiral or Spy has no printed strength")
        if not computed and self.strength is None:
            raise ValueError("this unit needs a strength")
        return self


def token_kind(name: str) -> Kind | None:
    """The unit a printed name describes ("blitz air 0", "elite navy 4", "general"),
    or None when the name does not read as one."""
    if name in ("general", "admiral"):
        return Kind(type=name)
    m = TOKEN.fullmatch(name)
    strength = number(m["strength"]) if m else None  # None: thousands of digits
    if strength is None or strength > MAX_STRENGTH:
        return None
    return Kind(type="air" if m["type"] == "airforce" else m["type"],
                strength=strength, blitz=bool(m["blitz"]), special=bool(m["elite"]))


class Campaign(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    vp: int = Field(ge=0, le=MAX_VP)
    spaces: tuple[str, ...] = Field(min_length=1, max_length=MAX_SPACES)

    @field_validator("spaces")
    @classmethod
    def _spaces_parse(cls, spaces: tuple[str, ...]) -> tuple[str, ...]:
        for s in spaces:
            Space.parse(s)
        return spaces

    @cached_property
    def parsed(self) -> tuple[Space, ...]:
        return tuple(Space.parse(s) for s in self.spaces)


class Theatre(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    roll: int = Field(ge=1, le=6, description="the difficulty die face that picks it")
    track: int = Field(ge=MIN_TRACK, le=MAX_TRACK,
                       description="steps from the centre to either end")
    bonus: dict[int, int] = Field(default_factory=dict)
    campaigns: tuple[Campaign, ...] = Field(min_length=1, max_length=MAX_CAMPAIGNS)

    @field_validator("name")
    @classmethod
    def _name_printed(cls, name: str) -> str:
        return theatre_name(name)

    @model_validator(mode="after")
    def _bonus_on_track(self) -> Theatre:
        for steps, vp in self.bonus.items():
            if not 1 <= steps <= self.track:
                raise ValueError(f"bonus at {steps} steps is off a track of {self.track}")
            if not 0 <= vp <= MAX_VP:
                raise ValueError(f"bonus at {steps} steps: {vp} VP is not from 0 to {MAX_VP}")
        return self

    def bonus_at(self, distance: int) -> int:
        """Bonus VP for a marker ``distance`` steps onto the winner's side."""
        return max((vp for steps, vp in self.bonus.items() if distance >= steps), default=0)


class Board(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    theatres: tuple[Theatre, ...] = Field(min_length=1, max_length=6)

    @model_validator(mode="after")
    def _rolls_and_names_differ(self) -> Board:
        rolls = [t.roll for t in self.theatres]
        if len(set(rolls)) != len(rolls):
            raise ValueError("two theatres share a difficulty roll")
        slugs = [slug(t.name) for t in self.theatres]
        for at, name in enumerate(slugs):
            if name in slugs[:at]:
                first = self.theatres[slugs.index(name)].name
                raise ValueError(f"two theatres have the same name: {quoted(first)} and "
                                 f"{quoted(self.theatres[at].name)} are both {name!r} in a move")
        return self


class Level(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    rolls: int = Field(ge=0, le=MAX_ROLLS)
    steps: int = Field(ge=0, le=MAX_STEPS)


#: The coalition bags (the special-weapons pile is ``specials``).
COALITIONS = ("allies", "axis", "japan")


class BlitzEdition(EditionModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    win_vp: int = Field(ge=1, le=MAX_WIN_VP)
    reserve_size: int = Field(ge=1, le=MAX_HAND)
    bot_row_size: int = Field(ge=1, le=MAX_HAND)
    stratagems: tuple[str, ...]
    #: Units whose name does not say what they are (the Spy...), or that a file
    #: spells out; a bag may also name a unit by its printed name alone
    #: (:func:`token_kind`).
    kinds: dict[str, Kind]
    bags: dict[Literal["allies", "axis", "japan", "specials"], tuple[str, ...]]
    boards: dict[Literal["world", "nippon"], Board]
    difficulty: dict[Literal["easy", "medium", "hard"], Level]

    @field_validator("kinds")
    @classmethod
    def _kind_names_printed(cls, kinds: dict[str, Kind]) -> dict[str, Kind]:
        for name in kinds:
            printed_name(name, "the unit", MAX_NAME)
        return kinds

    @cached_property
    def units(self) -> dict[str, Kind]:
        """Every unit of the edition by its printed name: [kinds], then the units
        the bags name by their printed name alone, in the order they come."""
        units = dict(self.kinds)
        for bag in self.bags.values():
            for name in bag:
                if name not in units:
                    kind = token_kind(name)
                    assert kind is not None, name  # checked on load
                    units[name] = kind
        return units

    @model_validator(mode="after")
    def _consistent(self) -> BlitzEdition:
        if tuple(sorted(self.stratagems)) != tuple(sorted(STRATAGEMS)):
            raise ValueError(f"stratagems must be exactly: {', '.join(STRATAGEMS)}")
        for bag in (*COALITIONS, "specials"):
            if bag not in self.bags:
                raise ValueError(f"bags.{bag} is missing")
        self._bags_hold_units()
        for board in ("world", "nippon"):
            if board not in self.boards:
                raise ValueError(f"boards.{board} is missing")
        if len(self.boards["nippon"].theatres) < 2:
            raise ValueError("the Nippon board needs at least 2 theatres")
        self._theatres_are_no_units()
        if sorted(self.difficulty) != ["easy", "hard", "medium"]:
            raise ValueError("difficulty needs easy, medium and hard")
        return self

    def _theatres_are_no_units(self) -> None:
        """A theatre named as a unit ("Army 1") would make "place army 1 on army 1
        1.1" read either way: refused, so a name typed means one thing."""
        units = {name.lower() for name in self.units}
        for board, theatres in self.boards.items():
            for t in theatres.theatres:
                if t.name.lower() in units or slug(t.name) in units:
                    raise ValueError(f"boards.{board}: the theatre {quoted(t.name)} has the "
                                     "name of a unit; a name typed must mean one thing")

    def _bags_hold_units(self) -> None:
        """Each bag names units of [kinds] or by their printed name; a coalition's
        units in its bag, special weapons in the pile; a coalition bag holds what
        is drawn at set-up; unit names differ in more than their case."""
        drawn = max(self.reserve_size, self.bot_row_size)
        seen: dict[str, str] = {}
        for bag in (*COALITIONS, "specials"):
            units = self.bags[bag]
            if len(units) > MAX_BAG:
                raise ValueError(f"bags.{bag}: {len(units)} units, more than {MAX_BAG}")
            for name in units:
                kind = self.kinds.get(name) or token_kind(name)
                if kind is None:
                    raise ValueError(f"bags.{bag}: {quoted(name)} is not one of [kinds] and "
                                     "does not read as a unit (army 2, navy 1, air 3, blitz air 0, "
                                     "elite army 4, general, admiral)")
                if kind.special != (bag == "specials"):
                    raise ValueError(f"bags.{bag}: {quoted(name)} is "
                                     f"{'a' if kind.special else 'not a'} special weapon")
            # Once each unit is read: a name that is no unit is told as such, not counted.
            if bag != "specials" and len(units) < drawn:
                raise ValueError(f"bags.{bag}: {counted(len(units), 'unit')}, fewer than the "
                                 f"{drawn} drawn at set-up")
        for name in [*self.kinds, *(n for bag in self.bags.values() for n in bag)]:
            other = seen.setdefault(name.lower(), name)
            if other != name:
                raise ValueError(f"the units {quoted(other)} and {quoted(name)} differ only "
                                 "in case")


#: The shipped placeholder edition, and anyone's own file (``--edition FILE``).
EDITION = EditionFile(BlitzEdition, SHIPPED)
