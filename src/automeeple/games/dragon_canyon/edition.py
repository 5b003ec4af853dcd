"""Dragon Canyon's edition data: the map tiles, the Force cards, the buildings, the
loot and objective cards, and the AI action deck.

Almost nothing of the base game is public (``rules/dragon-canyon/base-game-notes.md``
§15), and the rule document's "AI Action Card Reference" is an image missing from
its text, so the shipped ``placeholder.toml`` invents all of it, labelled as such
wherever it shows. ``automeeple edition new dragon-canyon FILE`` asks an owner for
their components (:mod:`.walkthrough`). A file the game cannot play (a map that is
not 16 tiles, a name used twice, a card naming an unknown building, a number out
of the bounds below) is refused on load with a one-line reason.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from automeeple.engine.core import counted
from automeeple.engine.edition import EditionFile, EditionModel, printed_name, quoted

SHIPPED = Path(__file__).with_name("placeholder.toml")

#: The resources, least valuable first (solo rules, "Claim Phase": Wood; Food;
#: Stone; Bone; "Spoils" steals in the reverse order).
RESOURCES = ("Wood", "Food", "Stone", "Bone")
#: A Force card's resource may be a choice (the Dragon Slayer's: the solo rules'
#: "Harvest Festival", the AI "chooses to take a Bone").
ANY = "any"
DIRECTIONS = ("Up", "Right", "Down", "Left")  # clockwise order
TURNS = ("clockwise", "anticlockwise")
ACTIONS = ("Fight", "Move Dragon")

SIZE = 4  # the 4x4 map (notes §3)
# --- Sane bounds: what the game can play ------------------------------------------------
MAX_NAME = 30
MAX_STRENGTH = 10
MAX_COUNT = 12
#: The building stacks: the Training Ground and the Tribal Village at least.
MIN_BUILDINGS = 2
MAX_CARDS = 12
MAX_VP = 20
MAX_AI_CARDS = 60
MAX_MODIFIER = 6


def printed(name: str) -> str:
    """A name as printed (:func:`~automeeple.engine.edition.printed_name`), with no
    comma (actions name tiles as "2,3")."""
    printed_name(name, "the name", MAX_NAME)
    if "," in name:
        raise ValueError(f"the name {quoted(name)}: no comma (the moves name tiles as 2,3)")
    return name


def named_twice(names: list[str]) -> str | None:
    """The second of two ``names`` alike but for case, or None: a person types a
    name in any case."""
    lowered = [name.lower() for name in names]
    return next((name for at, name in enumerate(names) if lowered[at] in lowered[:at]), None)


class Printed(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str

    @field_validator("name")
    @classmethod
    def _printed(cls, name: str) -> str:
        return printed(name)


class Tile(Printed):
    """A kind of map tile: how many, what it yields when gathered, its special."""

    count: int = Field(ge=1, le=16)
    resource: Literal["Wood", "Food", "Stone", "Bone", "none"] = "none"
    amount: int = Field(default=0, ge=0, le=3)
    special: Literal["none", "Guard Tower", "Dragon Canyon"] = "none"

    @model_validator(mode="after")
    def _yield(self) -> Tile:
        if (self.resource == "none") != (self.amount == 0):
            raise ValueError(f"tile {self.name}: a resource needs an amount, and no "
                             "resource no amount")
        return self


class ForceCard(Printed):
    """A Force card (every colour has the same set, notes §4). Its trick: a
    strength ``bonus`` against the card named ``against``, ``cancel-tower`` (the
    other card's Guard Tower +2 does not count): the only tricks the AI uses
    (solo rules, "Game Play"); ``blink`` and ``reveal``, which a person may use
    in the Action phase (notes §4)."""

    strength: int = Field(ge=0, le=MAX_STRENGTH)
    resource: Literal["Wood", "Food", "Stone", "Bone", "any"]
    trick: Literal["none", "bonus", "cancel-tower", "blink", "reveal"] = "none"
    against: str = ""  # a "bonus" trick: the card it is strong against
    bonus: int = Field(default=0, ge=0, le=MAX_STRENGTH)

    @property
    def trick_text(self) -> str:
        """The trick as a person reads it, where the card is chosen ("" for none)."""
        return {"none": "",
                "bonus": f"+{self.bonus} strength in a fight against the {self.against}",
                "cancel-tower": "in a fight, the other card's Guard Tower +2 does not count",
                "blink": "Blink: in the Action phase it may move, face up, to an empty tile",
                "reveal": "Reveal: in the Action phase it may turn an enemy card next to it "
                          "face up"}[self.trick]

    @model_validator(mode="after")
    def _bonus(self) -> ForceCard:
        if (self.trick == "bonus") != bool(self.against and self.bonus):
            raise ValueError(f"card {self.name}: a bonus trick names the card it is "
                             "against and its bonus; other tricks neither")
        return self


class Building(Printed):
    copies: int = Field(ge=1, le=MAX_COUNT)
    cost: dict[Literal["Wood", "Food", "Stone", "Bone"], int]
    vp: int = Field(ge=0, le=MAX_VP)

    @field_validator("cost")
    @classmethod
    def _cost(cls, cost: dict[str, int]) -> dict[str, int]:
        if not cost or any(not 1 <= n <= 6 for n in cost.values()):
            raise ValueError("a cost of 1 to 6 of each resource it names")
        return cost


class Loot(Printed):
    copies: int = Field(ge=1, le=MAX_COUNT)
    vp: int = Field(ge=0, le=MAX_VP)


#: An objective's condition and effect as a person reads them: the sentence, and
#: the noun its number counts (none: VP, the same for one).
CONDITIONS = {"buildings": ("own at least {}", "building"),
              "stash": ("end with at least {} in your stash", "resource"),
              "loot": ("hold at least {}", "Loot card"),
              "wins": ("win at least {} as the attacker", "fight")}
EFFECTS = {"bonus": ("done: you gain {} VP", ""), "lose": ("failed: you lose {} VP", ""),
           "ai": ("failed: the AI gains {} VP", ""),
           "demolish": ("failed: remove your {}", "most valuable building")}


def worded(said: tuple[str, str], n: int) -> str:
    """A condition or effect (``CONDITIONS``, ``EFFECTS``) with the number ``n``."""
    sentence, noun = said
    return sentence.format(counted(n, noun) if noun else n)


class Objective(Printed):
    """An objective card (solo rules; notes §12): a condition checked at the end,
    and a success bonus (``bonus``: VP) or a failure effect (``lose`` VP, the
    ``ai`` gains VP, ``demolish``: remove your most valuable buildings)."""

    condition: Literal["buildings", "stash", "loot", "wins"]
    target: int = Field(ge=1, le=30)
    effect: Literal["bonus", "lose", "ai", "demolish"]
    amount: int = Field(ge=1, le=MAX_VP)

    @property
    def success(self) -> bool:
        return self.effect == "bonus"

    @property
    def text(self) -> str:
        """"own at least 5 buildings; done: you gain 4 VP"."""
        return (f"{worded(CONDITIONS[self.condition], self.target)}; "
                f"{worded(EFFECTS[self.effect], self.amount)}")


class AICard(BaseModel):
    """An AI action card (solo rules, "Journey Phase" and "AI Action Card
    Reference"): the tile it indicates (column, row), its Action, Tie Break,
    Strength and Purchase. ``number`` is the file's own key for the card (records
    keep it), printed on nothing; ``title`` is how the owner's copy marks the card
    (a title, or a number, as printed), empty when it prints neither. A person
    reports the card by :attr:`name`."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    number: int = Field(ge=1, le=999)
    title: str = ""
    tile: tuple[int, int]
    action: Literal["Fight", "Move Dragon"]
    start: Literal["Up", "Right", "Down", "Left"]
    turn: Literal["clockwise", "anticlockwise"]
    strength: int = Field(ge=-MAX_MODIFIER, le=MAX_MODIFIER)
    purchase: str

    @field_validator("tile")
    @classmethod
    def _on_map(cls, tile: tuple[int, int]) -> tuple[int, int]:
        if not all(1 <= x <= SIZE for x in tile):
            raise ValueError(f"a tile is (column, row), each 1 to {SIZE}")
        return tile

    @field_validator("title")
    @classmethod
    def _title(cls, title: str) -> str:
        return title and printed(title)

    @property
    def sections(self) -> str:
        """What the card prints, as it is read: "3,2 Fight +2 Up clockwise Lumber Camp"."""
        return (f"{self.tile[0]},{self.tile[1]} {self.action} {self.strength:+d} "
                f"{self.start} {self.turn} {self.purchase}")

    @property
    def called(self) -> str:
        """The card in a sentence: 'action card "Ambush"', else "the action card"."""
        return f'action card "{self.title}"' if self.title else "the action card"

    @property
    def name(self) -> str:
        """The card as a person reports it: its printed title, else its sections."""
        return self.title or self.sections


class DragonEdition(EditionModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    #: The colours: the AI's first (the rule document's example: the AI is Blue).
    colours: tuple[str, str, str] = ("Blue", "Green", "Red")
    die: tuple[int, ...] = Field(min_length=2, max_length=20)
    tiles: tuple[Tile, ...]
    force_cards: tuple[ForceCard, ...] = Field(min_length=2, max_length=MAX_CARDS)
    dragon_slayer: str
    buildings: tuple[Building, ...] = Field(min_length=MIN_BUILDINGS, max_length=MAX_COUNT)
    training_ground: str
    tribal_village: str
    loot: tuple[Loot, ...] = Field(min_length=1, max_length=MAX_COUNT)
    loot_bonus: int = Field(ge=0, le=MAX_VP)
    objectives: tuple[Objective, ...] = Field(max_length=30)
    ai_cards: tuple[AICard, ...] = Field(min_length=1, max_length=MAX_AI_CARDS)

    @field_validator("colours")
    @classmethod
    def _colours(cls, colours: tuple[str, str, str]) -> tuple[str, str, str]:
        # Each seat is named by its colour: two alike would be two seats of one name.
        for colour in colours:
            printed_name(colour, "the colour", MAX_NAME)
        if len({c.lower() for c in colours}) != len(colours):
            raise ValueError("the three colours must differ: each names a seat")
        return colours

    @field_validator("die")
    @classmethod
    def _die(cls, die: tuple[int, ...]) -> tuple[int, ...]:
        if any(not 0 <= face <= MAX_STRENGTH for face in die):
            raise ValueError(f"die faces are 0 to {MAX_STRENGTH}")
        return die

    @field_validator("training_ground", "tribal_village")
    @classmethod
    def _a_building(cls, name: str, info: ValidationInfo) -> str:
        """The building the rules single out, named as in ``buildings`` (when they
        are valid: else their own problem is told)."""
        buildings = [b.name for b in info.data.get("buildings", ())]
        if buildings and name not in buildings:
            raise ValueError(f"{quoted(name)} is not one of the buildings")
        return name

    @model_validator(mode="after")
    def _consistent(self) -> DragonEdition:
        for what, items in (("tiles", self.tiles), ("force_cards", self.force_cards),
                            ("buildings", self.buildings), ("loot", self.loot),
                            ("objectives", self.objectives)):
            twice = named_twice([x.name for x in items])
            if twice:
                raise ValueError(f"{what}: two are named {quoted(twice)}")
        if sum(t.count for t in self.tiles) != SIZE * SIZE:
            raise ValueError(f"tiles: the counts add up to "
                             f"{sum(t.count for t in self.tiles)}, not {SIZE * SIZE}")
        if not any(t.special == "Dragon Canyon" for t in self.tiles):
            raise ValueError("tiles: the dragon needs a Dragon Canyon tile to start on")
        cards = {c.name for c in self.force_cards}
        if self.dragon_slayer not in cards:
            raise ValueError(f"dragon_slayer: {quoted(self.dragon_slayer)} is not a Force card; "
                             "name one of force_cards so")
        for k, c in enumerate(self.force_cards, 1):
            if c.trick == "bonus" and c.against not in cards:
                raise ValueError(f"force_cards[{k}] ({c.name}): its bonus is against "
                                 f"{quoted(c.against)}, not a Force card")
        buildings = {b.name for b in self.buildings}
        for what in ("success", "failure"):
            if sum(o.success == (what == "success") for o in self.objectives) < 3:
                raise ValueError(f"objectives: at least 3 {what} cards (3 are dealt)")
        numbers = [c.number for c in self.ai_cards]
        if len(set(numbers)) != len(numbers):
            raise ValueError("ai_cards: two cards have the same number")
        names = [c.name.lower() for c in self.ai_cards]
        if len(set(names)) != len(names):
            raise ValueError("ai_cards: two cards read the same; give each its title as "
                             "printed")
        for k, c in enumerate(self.ai_cards, 1):
            if c.purchase not in buildings:
                raise ValueError(f"ai_cards[{k}]: card {c.number} buys {quoted(c.purchase)}, "
                                 "not one of the buildings")
        return self

    @cached_property
    def card(self) -> dict[str, ForceCard]:
        return {c.name: c for c in self.force_cards}

    @cached_property
    def ability(self) -> dict[str, str]:
        """Each Force card's abilities as a person reads them ("" for none): its
        trick (notes §4), and the Dragon Slayer's against the dragon (solo rules,
        "Moving the Dragon": the dragon never stomps it face up; discarded by the
        stomp, it sends the dragon back)."""
        slayer = ("face up, the dragon never stomps it; discarded by the dragon's stomp, it "
                  "sends the dragon back")
        return {c.name: "; ".join(x for x in (c.trick_text, slayer if c.name ==
                                              self.dragon_slayer else "") if x)
                for c in self.force_cards}

    @cached_property
    def tile(self) -> dict[str, Tile]:
        return {t.name: t for t in self.tiles}

    @cached_property
    def building(self) -> dict[str, Building]:
        return {b.name: b for b in self.buildings}

    @cached_property
    def ai_card(self) -> dict[int, AICard]:
        return {c.number: c for c in self.ai_cards}

    @cached_property
    def loot_vp(self) -> dict[str, int]:
        return {x.name: x.vp for x in self.loot}

    @cached_property
    def objective(self) -> dict[str, Objective]:
        return {o.name: o for o in self.objectives}


#: The shipped placeholder edition, and anyone's own file (``--edition FILE``).
EDITION = EditionFile(DragonEdition, SHIPPED)
