"""The Wolves' edition data: the map boards, set-up per player count, the player
board's tracks, action costs, scoring, and the solo AI's tiles and scoring.

The shipped ``edition.toml`` is transcribed from the open-source BGA implementation
(``rules/wolves/base-game-notes.md`` §15), not a placeholder; only the backs of the
AI action tiles are our own choice (solo rules §5 never name them), as its ``note``
says. ``--edition FILE`` takes a person's own file (``automeeple edition new wolves
FILE`` asks an owner for those backs, ``walkthrough.py``); this module validates it,
refusing values the game cannot play (counts out of sane bounds, a map a person
could not be guided around) with the field named.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Literal, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PositiveInt,
    field_validator,
    model_validator,
)

from automeeple.engine.edition import EditionFile, EditionModel, printed_name, quoted

from .geometry import NEIGHBOURS, Grid, Hex, clock_places, place

SHIPPED = Path(__file__).with_name("edition.toml")

Terrain = Literal["forest", "rock", "grass", "tundra", "desert"]
TERRAINS: tuple[Terrain, ...] = get_args(Terrain)
#: The region scoring tokens' moon phases, in the order they are scored (notes §9).
Phase = Literal["crescent", "half", "full"]
PHASES: tuple[Phase, ...] = get_args(Phase)
#: Each phase as the solo rules name its token (solo §2: "Crescent, Quarter, Full";
#: the base-game notes and the edition files call the second "half").
PHASE_NAMES: dict[str, str] = {"crescent": "crescent", "half": "quarter", "full": "full"}
#: A token named otherwise in the edition files is heard by that name too ("half moon").
EDITION_MOONS = {phase: (f"{phase} moon",) for phase, name in PHASE_NAMES.items()
                 if name != phase}


def moon(phase: str) -> str:
    """A region scoring token as its moon shows it: "crescent moon", "quarter moon"."""
    return f"{PHASE_NAMES[phase]} moon"


Action = Literal["move", "den", "lair", "howl", "dominate"]
ACTIONS: tuple[Action, ...] = get_args(Action)
#: solo §5: each action as the AI tiles name it.
TILE_ACTIONS: dict[Action, str] = {
    "move": "Move Wolves", "den": "Build Den", "lair": "Build Lair",
    "howl": "Howl at Lone Wolf", "dominate": "Dominate Enemy Wolf"}
Attribute = Literal["pack_spread", "wolf_speed", "howl_range"]
ATTRIBUTES: tuple[Attribute, ...] = get_args(Attribute)


def track_name(track: Attribute) -> str:
    """An attribute track as the player board prints it: "Pack Spread"."""
    return track.replace("_", " ").title()

PreyKind = Literal["deer", "boar", "raccoon", "hare", "moose"]
PREY_KINDS: tuple[PreyKind, ...] = get_args(PreyKind)
Wolf = Literal["alpha", "pack"]
Piece = Literal["alpha", "pack", "den", "lair"]
PIECES: tuple[Piece, ...] = get_args(Piece)
#: What the solo AI scores for at the end (solo §6): its pieces and its prey.
AIScored = Literal["pack", "den", "alpha", "prey", "lair"]


def _every(keys: tuple[str, ...]) -> AfterValidator:
    """A check that a table names each of ``keys``."""

    def check(table: dict) -> dict:
        missing = [k for k in keys if k not in table]
        if missing:
            raise ValueError(f"missing {', '.join(missing)}")
        return table

    return AfterValidator(check)


def _once_each(terrains: tuple[Terrain, ...]) -> tuple[Terrain, ...]:
    repeated = [t for t, n in Counter(terrains).items() if n > 1]
    if repeated or len(terrains) != len(TERRAINS):
        detail = f"{', '.join(repeated)} repeated" if repeated else f"{len(terrains)} given"
        raise ValueError(f"needs each of the {len(TERRAINS)} terrains exactly once ({detail})")
    return terrains


def _distinct(hexes: list[Hex], what: str) -> None:
    repeated = sorted(h for h, n in Counter(hexes).items() if n > 1)
    if repeated:
        raise ValueError(f"{what} {', '.join(map(str, repeated))} more than once")


def _printed_name(name: str) -> str:
    """A name as printed, which a person types to report a draw: words of letters."""
    if not re.fullmatch(r"[A-Za-z]+( [A-Za-z]+)*", name):
        raise ValueError(f"{quoted(name)} must be words of letters, one space apart (as printed)")
    return name


def board_name(name: str) -> str:
    """How a region board is known at the table: a mark printed on it, or what it
    shows (docs/wolves.md, "Table mode")."""
    return printed_name(name, "the region board", 60)


#: Each of the five terrains once: the tile-cycle order, and a region board's slots.
TerrainOrder = Annotated[tuple[Terrain, ...], AfterValidator(_once_each)]
#: Victory points, control and the like: from 0 to a sane bound (a game that plays).
Points = Annotated[int, Field(ge=0, le=100)]
#: The letters that name the map's rows on screen (geometry.Grid).
MAP_ROWS = 26
#: The wolf-head (lone-wolf) hexes of a region board: a board is known by their
#: terrains and its prey hex's (notes §3.3; docs/wolves.md, "Table mode").
WOLF_HEADS = 2


class RegionBoard(BaseModel):
    """The footprint all region boards share, as offsets from the board's centre
    (notes §3.3)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    water: Hex
    slots: dict[str, tuple[Hex, ...]] = Field(min_length=1)
    lone_wolves: tuple[Hex, ...]
    prey: Hex

    @field_validator("lone_wolves")
    @classmethod
    def _wolf_heads(cls, hexes: tuple[Hex, ...]) -> tuple[Hex, ...]:
        if len(hexes) != WOLF_HEADS:
            raise ValueError(f"a region board has {WOLF_HEADS} wolf-head hexes, each with "
                             f"a lone wolf: give {WOLF_HEADS} offsets, not {len(hexes)}")
        return hexes

    @model_validator(mode="after")
    def _consistent(self) -> RegionBoard:
        _distinct([self.water, *self.land], "the board uses the offsets")
        for h in (*self.lone_wolves, self.prey):
            if h not in self.land:
                raise ValueError(f"{h} is not a land hex of the board (a slot hex)")
        _distinct(list(self.lone_wolves), "lone_wolves names")
        return self

    @property
    def land(self) -> tuple[Hex, ...]:
        return tuple(h for hexes in self.slots.values() for h in hexes)


class WaterSource(BaseModel):
    """The neighbours of a water source where the solo AI sets up (solo §3), as map
    directions (NEIGHBOURS), whichever way the board lies."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    top_right: Hex
    lower_left: Hex

    @model_validator(mode="after")
    def _neighbours(self) -> WaterSource:
        for name in ("top_right", "lower_left"):
            if getattr(self, name) not in NEIGHBOURS:
                raise ValueError(f"{name} must be one of the six neighbour directions "
                                 f"{', '.join(map(str, NEIGHBOURS))}")
        if self.top_right == self.lower_left:
            raise ValueError("top_right and lower_left must differ")
        return self


class StartBoard(BaseModel):
    """The start board (notes §3.4): the chasm, and one hex of each terrain on
    either side of it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    chasm: tuple[Hex, ...] = Field(min_length=1)
    north: Annotated[dict[Terrain, Hex], _every(TERRAINS)]
    south: Annotated[dict[Terrain, Hex], _every(TERRAINS)]

    @model_validator(mode="after")
    def _distinct_hexes(self) -> StartBoard:
        _distinct(self.hexes, "the board uses the offsets")
        return self

    @property
    def hexes(self) -> list[Hex]:
        return [*self.chasm, *self.north.values(), *self.south.values()]


class RegionPlace(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    centre: Hex
    rotated: bool = False


class Layout(BaseModel):
    """The set-up for one player count (notes §3.5, §4.2, §9)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    start_board: Hex | None = None
    regions: tuple[RegionPlace, ...] = Field(min_length=1)
    scoring_tokens: tuple[Phase, ...]
    prey: tuple[PreyKind, ...]
    prey_tokens: int = Field(ge=1, le=4, description="tokens stacked on each prey hex")
    moonlight: Annotated[dict[Phase, PositiveInt], _every(PHASES)]

    @model_validator(mode="after")
    def _consistent(self) -> Layout:
        n = len(self.regions)
        if len(self.scoring_tokens) != n:
            raise ValueError(f"scoring_tokens: {len(self.scoring_tokens)} tokens for {n} regions")
        if len(self.prey) != n:
            raise ValueError(f"prey: {len(self.prey)} prey kinds for {n} regions")
        thresholds = [self.moonlight[p] for p in PHASES]
        if any(a >= b for a, b in pairwise(thresholds)):
            raise ValueError(f"moonlight: the thresholds {thresholds} must increase "
                             "from crescent to full")
        return self


class DenTrack(BaseModel):
    """Each attribute track's dens (notes §5.4): the VP gained by the 1st, 2nd, ...
    den taken, and the bonus token revealed by the den taken n-th."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    dens: int = Field(ge=1, le=8)
    vp: tuple[Points, ...]
    bonus: Annotated[dict[Attribute, dict[int, Literal["action", "terrain"]]],
                     _every(ATTRIBUTES)]

    @model_validator(mode="after")
    def _fits(self) -> DenTrack:
        if len(self.vp) != self.dens:
            raise ValueError(f"vp needs one value per den ({self.dens})")
        for attribute, tokens in self.bonus.items():
            for n in tokens:
                if not 1 <= n <= self.dens:
                    raise ValueError(f"bonus.{attribute}: den {n} is off a track of {self.dens}")
        return self


class WolfTrack(BaseModel):
    """The order wolves leave the track and the VP each gains (notes §5.5)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    order: tuple[Wolf, ...] = Field(min_length=1, max_length=20)
    vp: tuple[Points, ...]

    @model_validator(mode="after")
    def _fits(self) -> WolfTrack:
        if len(self.vp) != len(self.order):
            raise ValueError("vp needs one value per wolf in order")
        return self


class LairTrack(BaseModel):
    """notes §5.6: per lair taken, VP and bonus terrain tokens."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    lairs: int = Field(ge=1, le=8)
    vp: Points
    bonus_terrain: int = Field(ge=0, le=5)


class Hunting(BaseModel):
    """notes §5.7, §8: VP by prey kinds already hunted, the bonus action token of a
    hunt, and how many adjacent hexes must hold the hunter's wolves."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    vp: tuple[Points, ...] = Field(min_length=len(PREY_KINDS), max_length=len(PREY_KINDS))
    bonus_action: int = Field(ge=0, le=5)
    adjacent_hexes: int = Field(ge=1, le=len(NEIGHBOURS))


class ActionRule(BaseModel):
    """notes §7: terrain tiles flipped, and whether a piece goes on the Moonlight board."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    cost: int = Field(ge=1, le=6)
    moonlight: bool


class AITile(BaseModel):
    """A solo AI action tile (solo §4-5): its action, and the action on its back."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Annotated[str, AfterValidator(_printed_name)]
    terrain: Terrain
    action: Action
    back: Action

    @model_validator(mode="after")
    def _back_differs(self) -> AITile:
        if self.back == self.action:
            raise ValueError(f"the back of {self.name} repeats its action {self.action!r}")
        return self


class WolvesEdition(EditionModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    terrains: TerrainOrder
    actions_per_turn: int = Field(ge=1, le=6)
    #: notes §7; at least 2: the draft and an AI's start put two pieces on one hex.
    max_pieces_per_hex: int = Field(ge=2, le=6)
    #: notes §4.4: one group north of the chasm and one south, so at most 2.
    draft_groups: int = Field(ge=1, le=2)
    moonlight_spaces: int = Field(ge=1, le=100)
    #: notes §2: the box holds 10 region boards.
    palettes: tuple[TerrainOrder, ...] = Field(min_length=1, max_length=20)
    #: How each region board (in the order of ``palettes``) is known at the table:
    #: what it shows (its prey hex's and wolf heads' terrains), or the mark an
    #: owner's copy prints on it (``automeeple edition new wolves FILE``).
    board_names: tuple[Annotated[str, AfterValidator(board_name)], ...]
    region_board: RegionBoard
    water_source: WaterSource
    start_board: StartBoard
    players: dict[Literal["2", "3", "4", "5"], Layout]
    attributes: Annotated[dict[Attribute, tuple[Annotated[int, Field(ge=1, le=20)], ...]],
                          _every(ATTRIBUTES)]
    den_track: DenTrack
    wolf_track: WolfTrack
    lair_track: LairTrack
    hunting: Hunting
    actions: Annotated[dict[Action, ActionRule], _every(ACTIONS)]
    control: Annotated[dict[Piece, Points], _every(PIECES)]
    region_vp: Annotated[dict[Phase, tuple[Points, Points]], _every(PHASES)]
    ai_scoring: Annotated[dict[AIScored, Points], _every(get_args(AIScored))]
    ai_tiles: tuple[AITile, ...] = Field(min_length=1, max_length=10)

    @model_validator(mode="after")
    def _consistent(self) -> WolvesEdition:
        board = self.region_board
        if len(board.slots) != len(TERRAINS):
            raise ValueError(f"region_board.slots: {len(board.slots)} slots, but a palette "
                             f"gives {len(TERRAINS)} terrains")
        for name in ("top_right", "lower_left"):
            direction = getattr(self.water_source, name)
            if any(place(board.water, direction, rotated) not in board.land
                   for rotated in (False, True)):
                raise ValueError(f"water_source.{name}: the hex there must be a land hex of "
                                 "the region board, whichever way the board lies")
        if "3" not in self.players:
            raise ValueError("players.3 is missing (the solo game uses the 3-player set-up)")
        for count, layout in self.players.items():
            self._check_layout(count, layout)
        self._check_solo(self.players["3"])
        for attribute, values in self.attributes.items():
            if len(values) != self.den_track.dens + 1:
                raise ValueError(f"attributes.{attribute}: needs {self.den_track.dens + 1} "
                                 "values (for 0 to all dens taken)")
        for phase, (first, second) in self.region_vp.items():
            if second > first:
                raise ValueError(f"region_vp.{phase}: 2nd place scores more than 1st")
        if len(self.board_names) != len(self.palettes):
            raise ValueError(f"board_names: {len(self.board_names)} names for "
                             f"{len(self.palettes)} region boards (palettes)")
        marks = [name.lower() for name in self.board_names]
        if len(set(marks)) != len(marks):
            raise ValueError("board_names: two region boards share a name")
        names = [t.name.lower() for t in self.ai_tiles]
        if len(set(names)) != len(names):
            raise ValueError("ai_tiles: two tiles share a name")
        return self

    def _check_layout(self, count: str, layout: Layout) -> None:
        where = f"players.{count}"
        if len(layout.regions) > len(self.palettes):
            raise ValueError(f"{where}: {len(layout.regions)} regions but only "
                             f"{len(self.palettes)} palettes")
        if layout.moonlight["full"] > self.moonlight_spaces:
            raise ValueError(f"{where}.moonlight: full = {layout.moonlight['full']} is past "
                             f"the {self.moonlight_spaces} Moonlight spaces")
        _distinct(self.hexes(layout), f"{where}: the boards overlap, covering")

    def _check_solo(self, layout: Layout) -> None:
        """The solo game's map (solo §3: the 3-player set-up) as the rules and a
        person at the table use it: a start board to draft on, rows that letters
        can name, and a clock position of its own for each region board."""
        if layout.start_board is None:
            raise ValueError("players.3.start_board is missing: the person drafts on the "
                             "start board (notes §4.4)")
        height = Grid.of(self.hexes(layout)).height
        if height > MAP_ROWS:
            raise ValueError(f"players.3: the map is {height} rows tall on screen, but its "
                             f"rows are named by the letters A to Z ({MAP_ROWS})")
        places = self.places(layout)
        shared = sorted({p for p in places if places.count(p) > 1})
        if shared:
            raise ValueError(f"players.3.regions: two region boards lie at {', '.join(shared)} "
                             "around the start board; each needs a clock position of its own")

    def looks(self, palette: int) -> tuple[Terrain, tuple[Terrain, ...]]:
        """What a region board shows that tells it apart from the other nine (notes
        §3.3): the terrain of its prey hex, and of its wolf-head (lone-wolf) hexes."""
        board = self.region_board
        terrains = dict(zip(board.slots, self.palettes[palette], strict=True))

        def on(offset: Hex) -> Terrain:
            return next(terrains[slot] for slot, hexes in board.slots.items()
                        if offset in hexes)

        return on(board.prey), tuple(on(h) for h in board.lone_wolves)

    def shows(self, palette: int) -> str:
        """A region board by what it shows: "desert prey with forest and tundra wolf
        heads" (the shipped edition's name for it)."""
        prey, wolves = self.looks(palette)
        return f"{prey} prey with {' and '.join(wolves)} wolf heads"

    def start_hexes(self, layout: Layout) -> list[Hex]:
        """The start board's hexes on a layout's map (none without one); notes
        §3.4: it is never turned."""
        if layout.start_board is None:
            return []
        return [place(layout.start_board, h, False) for h in self.start_board.hexes]

    def board_hexes(self, where: RegionPlace) -> list[Hex]:
        """A region board's hexes on the map, laid at ``where`` (notes §3.3)."""
        board = self.region_board
        return [place(where.centre, h, where.rotated) for h in (board.water, *board.land)]

    def hexes(self, layout: Layout) -> list[Hex]:
        """Every hex of a layout's boards: the start board's, then each region's in
        order (a hex twice where boards overlap)."""
        return [*self.start_hexes(layout), *(h for r in layout.regions
                                             for h in self.board_hexes(r))]

    def places(self, layout: Layout) -> tuple[str, ...]:
        """The places of a layout's region boards by clock position around the
        start board (geometry.clock_places); without one, around the whole map."""
        return clock_places(self.start_hexes(layout) or self.hexes(layout),
                            (self.board_hexes(r) for r in layout.regions))

    def layout(self, players: int) -> Layout:
        if str(players) not in self.players:
            raise ValueError(f"the edition has no map for {players} players")
        return self.players[str(players)]


#: The shipped edition and anyone's own (``--edition FILE``).
EDITION = EditionFile(WolvesEdition, SHIPPED)
