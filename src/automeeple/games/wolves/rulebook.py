"""What the rules of The Wolves read but never change: the edition, the rule
options, the 3-player layout and the map once its region boards are drawn.

The base game follows ``rules/wolves/base-game-notes.md`` ("notes §n"); the solo
variant ``rules/wolves/solo-rules.md`` ("solo §n"). Rules are functions of the
:class:`Rulebook`, the state and the event list (None when nobody reads events).
"""

from __future__ import annotations

from .edition import WolvesEdition
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
        #: The rule options for what the notes mark uncertain (notes §14,
        #: docs/wolves.md): ``displace_to`` (§7.1), ``den_with_enemy_alpha`` (§7.2),
        #: ``one_lair_per_region`` (§7.3), ``grasslands_onward`` (solo §5) and
        #: ``max_rounds`` (not in the rules: a stalled game ends).
        self.opts = opts
        self.layout = edition.layout(PLAYERS)
        self.colours = COLOURS
        self._maps: dict[tuple[int, ...], HexMap] = {}
        self._last: tuple = (None, None)

    def map(self, s: WolvesState) -> HexMap:
        if s.palettes is self._last[0]:  # states of one game share the tuple
            return self._last[1]
        m = self._maps.get(s.palettes)
        if m is None:
            m = self._maps[s.palettes] = HexMap(self.edition, PLAYERS, s.palettes)
        self._last = (s.palettes, m)
        return m

    def name(self, pack: int) -> str:
        return self.colours[pack]
