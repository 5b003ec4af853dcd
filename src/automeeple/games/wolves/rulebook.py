"""What the rules of The Wolves read but never change: the edition, the rule
options, the 3-player layout, the map once its region boards are drawn, and the
names a person at the table finds things by.

The base game follows ``rules/wolves/base-game-notes.md`` ("notes §n"); the solo
variant ``rules/wolves/solo-rules.md`` ("solo §n"). Rules are functions of the
:class:`Rulebook`, the state and the event list (None when nobody reads events).
"""

from __future__ import annotations

from automeeple.engine.core import ChanceRequest

from .actions import AITileDraw
from .edition import WolvesEdition
from .geometry import Grid, compass, place
from .hexmap import HexMap
from .options import WolvesOptions
from .state import WolvesState

PLAYERS = 3  # solo §3: the 3-player set-up
COLOURS = ("Grey", "Brown", "White")


class Rulebook:
    """The edition and the options, and the map (:meth:`map`), built once per
    drawing of the region boards."""

    def __init__(self, edition: WolvesEdition, opts: WolvesOptions) -> None:
        self.edition = edition
        #: The rule options for what the notes mark uncertain (notes §14) and the
        #: readings of the solo text (docs/wolves.md): ``displace_to`` (§7.1),
        #: ``den_with_enemy_alpha`` (§7.2), ``one_lair_per_region`` (§7.3),
        #: ``grasslands_onward``, ``ai_terrain`` and ``dominate_ai`` (solo §5), and
        #: ``max_rounds`` (a safeguard, not in the rules: a stalled game ends).
        self.opts = opts
        self.layout = edition.layout(PLAYERS)
        #: Each AI action by the terrain of the tile whose front shows it (solo §5).
        self.action_terrain = {tile.action: tile.terrain for tile in edition.ai_tiles}
        self.colours = COLOURS
        #: The row letters and column numbers of the map on screen (hex names).
        self.grid = Grid.of(edition.hexes(self.layout))
        #: Each region's place around the start board, by clock position: "1
        #: o'clock", and the hour alone: "1".
        self.places = edition.places(self.layout)
        self.hours = tuple(place.split(" ")[0] for place in self.places)
        board = edition.region_board
        #: How each place's board is turned: where its water source lies from its
        #: prey hex (notes §3.3: a board may lie turned by 180°).
        self.turns = tuple(compass(place(r.centre, board.prey, r.rotated),
                                   place(r.centre, board.water, r.rotated))
                           for r in self.layout.regions)
        #: Each region board's other names (:meth:`board_aliases`), for its draw.
        self.aliases = tuple(self.board_aliases(p) for p in range(len(edition.palettes)))
        self._maps: dict[tuple[int, ...], HexMap] = {}
        self._draws: dict[tuple[int, tuple[str, ...]], ChanceRequest] = {}

    def map(self, s: WolvesState) -> HexMap:
        """The map of ``s``'s region boards (kept in the state once they are laid)."""
        if s.hexmap is not None:
            return s.hexmap
        m = self._maps.get(s.palettes)
        if m is None:
            m = self._maps[s.palettes] = HexMap(self.edition, PLAYERS, s.palettes)
        return m

    def name(self, pack: int) -> str:
        return self.colours[pack]

    def tile_draw(self, pack: int, tried: tuple[str, ...]) -> ChanceRequest:
        """solo §4: the tiles ``pack`` (AI) may draw from the bag, the ``tried``
        ones left out (worked out once; no text is built in play)."""
        known = self._draws.get((pack, tried))
        if known is None:
            left = [x.name for x in self.edition.ai_tiles if x.name not in tried]
            known = self._draws[pack, tried] = ChanceRequest(
                f"the action tile {self.name(pack)} (AI) draws",
                tuple(AITileDraw(x) for x in left), (1,) * len(left), physical=False,
                labels=tuple(left))
        return known

    # --- Names as the table shows them (docs/wolves.md, "Table mode") -------------------

    def region(self, region: int) -> str:
        """A region by its board's place: "the 1 o'clock region"."""
        return f"the {self.places[region]} region"

    def hex(self, s: WolvesState, h: int) -> str:
        """A hex by its grid name, terrain and board: "hex K7 (forest, 1 o'clock
        region)"; "hex H6 (rock, start board)"."""
        m = self.map(s)
        r = m.region_of(h)
        board = "start board" if r is None else f"{self.places[r]} region"
        return f"hex {self.grid.names[h]} ({m.terrain[h]}, {board})"

    def where(self, s: WolvesState, h: int) -> str:
        """What a hex is, for a move that already names it (beside a move in the
        list): "forest, 1 o'clock"."""
        m = self.map(s)
        r = m.region_of(h)
        return f"{m.terrain[h]}, {'start board' if r is None else self.places[r]}"

    def known_as(self, palette: int) -> str:
        """A region board by its name in the edition: what it shows ("desert prey
        with forest and tundra wolf heads"), or the mark of the owner's copy with
        what it shows ("C (desert prey with forest and tundra wolf heads)")."""
        name, shows = self.edition.board_names[palette], self.edition.shows(palette)
        return name if name == shows else f"{name} ({shows})"

    def board(self, palette: int) -> str:
        """A region board as an instruction names it: 'the region board "desert prey
        with forest and tundra wolf heads"', 'the region board "C" (desert prey with
        forest and tundra wolf heads)'."""
        name = self.edition.board_names[palette]
        return f'the region board "{name}"{self.known_as(palette)[len(name):]}'

    def board_aliases(self, palette: int) -> tuple[str, ...]:
        """Other ways a person may report a region board: its three terrains (prey
        hex first, the wolf heads either way round): "desert forest tundra",
        "desert tundra forest"; and what it shows, when the owner's copy names it
        by a mark."""
        ed = self.edition
        prey, (a, b) = ed.looks(palette)
        shows = ed.shows(palette)
        return ((f"{prey} {a} {b}", f"{prey} {b} {a}")
                + (() if ed.board_names[palette] == shows else (shows,)))
