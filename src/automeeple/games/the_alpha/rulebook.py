"""What the rules of The Alpha read but never change: the edition, the number of
packs and the rule options, with each tile's place on the table (Setup 5), its
die and the placements onto it worked out once."""

from __future__ import annotations

from typing import NamedTuple

from automeeple.engine.components import Die
from automeeple.engine.core import ChanceRequest

from .actions import BETA, PAIR, PLACED, ActionTable, Place, Wound
from .edition import TRACK, AlphaEdition, Tile
from .options import AlphaOptions
from .state import AlphaState

# Where a tile lies, for Stalk: hunting tiles in the Near or the Deep Forest, or
# the tiles that take one wolf per pack (Scavenge) or one in total (Livestock).
NEAR, DEEP, SCAVENGE, LIVESTOCK = range(4)


#: What a den holds, indexing a layout's placements: Betas only, the Alpha Pair
#: only, both.
BETAS, PAIR_ONLY, BOTH = range(3)


class Layout(NamedTuple):
    """The tiles in play: each tile's slot (by tile id), and the placements onto
    them by what the den holds (:data:`BETAS`, :data:`PAIR_ONLY`, :data:`BOTH`):
    for each tile that takes one wolf, (its first index in the state's ``on_b`` and
    ``on_a``, whether it is a Scavenge tile (one wolf per pack; else the Livestock,
    one in all), its placements), and all those onto the Near and the Deep
    Forest."""

    slot: dict[str, int]
    limited: tuple[tuple[int, bool, tuple[tuple[Place, ...], ...]], ...]
    near: tuple[tuple[Place, ...], ...]
    deep: tuple[tuple[Place, ...], ...]


class Rulebook:
    """The edition, the seat count and the rule options, and what follows from
    them: each tile's Stalk kind, its die as a chance request, its placements."""

    def __init__(self, edition: AlphaEdition, seats: int, opts: AlphaOptions,
                 actions: ActionTable) -> None:
        self.edition = edition
        self.colours = edition.colours
        self.seats = seats
        #: Rule option: may the Alpha Pair go where the rules allow "one wolf" (a
        #: Scavenge tile per pack, the Livestock in total)? Off by default: the pair
        #: counts as two wolves (Stalk).
        self.pair_as_one_wolf = opts.pair_as_one_wolf
        self.actions = actions
        #: Stalk: the least food a pack needs to place a wolf in the Deep Forest (it
        #: pays the cost, and the forest is closed at zero food).
        self.deep_forest_open = max(1, edition.deep_forest_cost)
        tiles = edition.tiles
        self.tile_index = {t.id: i for i, t in enumerate(tiles)}
        self.kind = tuple(
            SCAVENGE if t.size == "scavenge" else LIVESTOCK if t.size == "livestock"
            else DEEP if t.deep_forest else NEAR for t in tiles)
        #: The Beta and Alpha Pair placements onto each tile.
        self.place = tuple((actions.place[(BETA, t.id)], actions.place[(PAIR, t.id)])
                           for t in tiles)
        #: Chase: each region die, as the chance request to roll it; a face is
        #: reported as printed ("X", "C2", "3", "D").
        self.dice: dict[int, ChanceRequest] = {}
        for i, tile in enumerate(tiles):
            if tile.die:
                faces, weights = Die(tile.faces).distribution()
                self.dice[i] = ChanceRequest(f"roll the {tile.name} die",
                                             tuple(actions.roll[f] for f in faces), weights,
                                             labels=tuple(str(f) for f in faces))
        #: Setup 6: whoever howls the loudest, reported by the pack's colour.
        self.howl = ChanceRequest("choose who howls the loudest (the first Alpha)",
                                  tuple(actions.first_alpha[:seats]), (1,) * seats,
                                  labels=edition.colours[:seats], ask="Which pack?")
        self._layouts: dict[tuple[int, ...], Layout] = {}
        self._tiles: tuple[int, ...] | None = None  # the tiles last asked about
        self._layout: Layout | None = None  # and their layout

    def layout(self, tiles: tuple[int, ...]) -> Layout:
        """The tiles in play (``tiles``, by slot): their slots, and the placements
        onto them grouped for Stalk."""
        if tiles is self._tiles:
            # Every clone of a game shares its tiles: the same tuple, asked over
            # and over (every Stalk turn), is answered without hashing it.
            return self._layout
        lay = self._layouts.get(tiles)
        if lay is None:
            def forest(kind: int) -> tuple[tuple[Place, ...], ...]:
                here = [self.place[ti] for ti in tiles if self.kind[ti] == kind]
                return (tuple(b for b, _ in here), tuple(p for _, p in here),
                        tuple(a for pair in here for a in pair))

            def one_wolf(ti: int) -> tuple[tuple[Place, ...], ...]:
                # The Alpha Pair counts as two wolves unless the rule option says one.
                beta, pair = self.place[ti]
                if self.pair_as_one_wolf:
                    return (beta,), (pair,), (beta, pair)
                return (beta,), (), (beta,)
            limited = tuple((slot * self.seats, self.kind[ti] == SCAVENGE, one_wolf(ti))
                            for slot, ti in enumerate(tiles) if self.kind[ti] >= SCAVENGE)
            slot = {self.edition.tiles[ti].id: k for k, ti in enumerate(tiles)}
            lay = self._layouts[tiles] = Layout(slot, limited, forest(NEAR), forest(DEEP))
        self._tiles, self._layout = tiles, lay
        return lay

    def tile(self, s: AlphaState, slot: int) -> Tile:
        """The region tile in ``slot`` of state ``s``."""
        return self.edition.tiles[s.tiles[slot]]

    def colour(self, seat: int) -> str:
        return self.colours[seat]


def forest(tile: Tile) -> str:
    """Where a tile lies (Setup 5): Large and Medium tiles beside the Deep Forest,
    the others beside the Near Forest."""
    return "Deep Forest" if tile.deep_forest else "Near Forest"


def printed(book: Rulebook, action: Place | Wound) -> str:
    """A move naming its piece, and its tile, as printed: "place a Beta Wolf on
    Scavenge (south)" for ``place beta on scavenge-2``, "wound the Alpha Pair" for
    ``wound alpha-pair``."""
    if isinstance(action, Wound):
        return f"wound {PLACED[action.piece]}"
    return f"place {PLACED[action.piece]} on {book.edition.tile(action.tile).name}"


def marker(food: int) -> tuple[int, int]:
    """Where a pack's marker stands on the Food Tracker: its space (0: the box before
    space 1) and how often it has gone past 30. Past 30 it starts again at 1, laid on
    its side (RESOLVE); the track has no space past 60 (the rules do not say; our
    reading) so it goes round again, still on its side."""
    if food <= TRACK:
        return food, 0
    laps, space = divmod(food - 1, TRACK)
    return space + 1, laps


def on_side(food: int) -> str:
    """The space a marker past 30 lies on, the laps added up past 60: "8",
    "8 (30 + 30 + 8)"; "" up to 30 (it stands upright)."""
    space, laps = marker(food)
    if not laps:
        return ""
    return str(space) if laps == 1 else f"{space} ({' + '.join([str(TRACK)] * laps)} + {space})"


def on_track(food: int, before: int | None = None) -> str:
    """A pack's food as its marker shows it on the Food Tracker (:func:`marker`); from
    ``before`` past 30 back to 30 or less (a Deep Forest paid), the marker stands
    upright again."""
    laps = marker(food)[1]
    if not laps:
        if before is not None and marker(before)[1]:
            return f"{food}: the marker stands upright again on {food}"
        return str(food)
    if laps == 1:
        return f"{food}: past {TRACK}, the marker lies on its side at {on_side(food)}"
    return (f"{food}: past {laps * TRACK}, the marker goes round again and lies on its "
            f"side at {on_side(food)}")
