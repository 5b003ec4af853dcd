"""BLITZKRIEG!'s edition data: the boards, the unit kinds and the bags.

The real board and token mix are unknown (``rules/blitzkrieg/base-game-notes.md``
§1.8, §2.3), so the shipped ``placeholder.toml`` is the notes' placeholder (§11),
labelled as such wherever it shows. ``--edition FILE`` takes a person's own file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from automeeple.engine.edition import EditionFile, EditionModel

SHIPPED = Path(__file__).with_name("placeholder.toml")

TERRAINS = ("land", "sea", "coast")
#: Space effects (base-game-notes §1.6), by the names used in edition files.
EFFECTS = ("none", "industry", "improved-industry", "research", "improved-research",
           "research-industry", "strategic", "tactical", "propaganda", "bombing")
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


@dataclass(frozen=True, slots=True)
class Space:
    terrain: str
    effect: str = "none"
    amount: int = 0

    @classmethod
    def parse(cls, text: str) -> Space:
        parts = text.strip().split(":")
        if len(parts) > 3 or parts[0] not in TERRAINS:
            raise ValueError(f"{text!r}: write terrain[:effect[:amount]], terrain one of "
                             f"{', '.join(TERRAINS)}")
        effect = parts[1] if len(parts) > 1 else "none"
        if effect not in EFFECTS:
            raise ValueError(f"{text!r}: unknown effect {effect!r}; effects: {', '.join(EFFECTS)}")
        if len(parts) == 3:
            if not parts[2].isdigit():
                raise ValueError(f"{text!r}: the amount must be a whole number")
            amount = int(parts[2])
        else:
            amount = DEFAULT_AMOUNT.get(effect, 0)
        return cls(parts[0], effect, amount)

    def __str__(self) -> str:
        if self.effect == "none":
            return self.terrain
        amount = f" {self.amount}" if self.effect in DEFAULT_AMOUNT else ""
        return f"{self.terrain}: {self.effect}{amount}"


class Kind(BaseModel):
    """A kind of unit token."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    type: Literal["army", "navy", "air", "general", "admiral"]
    strength: int | None = Field(default=None, ge=0)
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


class Campaign(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    vp: int = Field(ge=0)
    spaces: tuple[str, ...] = Field(min_length=1)

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
    track: int = Field(ge=1, description="steps from the centre to either end")
    bonus: dict[int, int] = Field(default_factory=dict)
    campaigns: tuple[Campaign, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _bonus_on_track(self) -> Theatre:
        for steps in self.bonus:
            if not 1 <= steps <= self.track:
                raise ValueError(f"bonus at {steps} steps is off a track of {self.track}")
        return self

    def bonus_at(self, distance: int) -> int:
        """Bonus VP for a marker ``distance`` steps onto the winner's side."""
        return max((vp for steps, vp in self.bonus.items() if distance >= steps), default=0)


class Board(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    theatres: tuple[Theatre, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _rolls_differ(self) -> Board:
        rolls = [t.roll for t in self.theatres]
        if len(set(rolls)) != len(rolls):
            raise ValueError("two theatres share a difficulty roll")
        return self


class Level(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    rolls: int = Field(ge=0)
    steps: int = Field(ge=0)


class BlitzEdition(EditionModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    win_vp: int = Field(ge=1)
    reserve_size: int = Field(ge=1)
    bot_row_size: int = Field(ge=1)
    stratagems: tuple[str, ...]
    kinds: dict[str, Kind]
    bags: dict[Literal["allies", "axis", "japan", "specials"], tuple[str, ...]]
    boards: dict[Literal["world", "nippon"], Board]
    difficulty: dict[Literal["easy", "medium", "hard"], Level]

    @model_validator(mode="after")
    def _consistent(self) -> BlitzEdition:
        if tuple(sorted(self.stratagems)) != tuple(sorted(STRATAGEMS)):
            raise ValueError(f"stratagems must be exactly: {', '.join(STRATAGEMS)}")
        for bag in ("allies", "axis", "japan", "specials"):
            if bag not in self.bags:
                raise ValueError(f"bags.{bag} is missing")
            for kind in self.bags[bag]:
                if kind not in self.kinds:
                    raise ValueError(f"bags.{bag}: {kind!r} is not one of [kinds]")
                if self.kinds[kind].special != (bag == "specials"):
                    raise ValueError(f"bags.{bag}: {kind!r} is "
                                     f"{'a' if self.kinds[kind].special else 'not a'} "
                                     "special weapon")
        for board in ("world", "nippon"):
            if board not in self.boards:
                raise ValueError(f"boards.{board} is missing")
        if len(self.boards["nippon"].theatres) < 2:
            raise ValueError("the Nippon board needs at least 2 theatres")
        if sorted(self.difficulty) != ["easy", "hard", "medium"]:
            raise ValueError("difficulty needs easy, medium and hard")
        return self


#: The shipped placeholder edition, and anyone's own file (``--edition FILE``).
EDITION = EditionFile(BlitzEdition, SHIPPED)
