"""Everything that changes in a solo game of The Wolves.

Seat 0 is the person, seats 1 and 2 the two AI packs. ``pieces[h]`` holds the
pieces on hex ``h`` as ``(pack, kind)`` pairs, kind one of alpha, pack, den, lair
(at most two, notes §7). Lone wolves and prey are tokens apart from the pieces.
What is still to be done (set-up, the person's action, an AI's tile draw...) is on
``flow``, as work items named after the rules they carry out.
"""

from __future__ import annotations

from typing import ClassVar

from automeeple.engine.flow import Choice, Work
from automeeple.engine.rng import Stream
from automeeple.engine.state import DICTS, FLOW, LIST, LISTS, RNG, UNKEYED, VALUE, GameState

from .edition import PIECES
from .hexmap import HexMap

PERSON = 0
AIS = (1, 2)
#: Each kind of piece by its place in ``WolvesState.at``.
KIND = {kind: i for i, kind in enumerate(PIECES)}
#: The pieces that are wolves (a den is not).
WOLF_KINDS = ("alpha", "pack")


class PersonChoice(Choice):
    """A decision of the person (the AI packs never choose: solo §4)."""

    __slots__ = ()
    seat: ClassVar[int] = PERSON


class WolvesState(GameState):
    FIELDS = {
        "rng": RNG, "flow": FLOW,
        "palettes": VALUE, "tokens": VALUE, "prey_kind": VALUE, "prey_left": LIST,
        "scored": LIST, "pieces": LIST, "lone": LIST, "moon": VALUE, "phases_done": VALUE,
        "vp": LIST, "won": LIST, "hunted": LISTS, "home": VALUE, "tiles": LIST,
        "bonus_terrain": VALUE, "bonus_action": VALUE, "dens": LIST, "lairs": LIST,
        "wolves": VALUE, "supply": DICTS, "conversions": DICTS, "actions_left": VALUE,
        "turns": VALUE,
        # Indexes kept up to date as pieces move (board.py), so the rules never
        # rescan the map. UNKEYED: each is a pure function of keyed fields (the map
        # of ``palettes``; where pieces stand of ``pieces``; where a wolf may land
        # of ``pieces``, ``lone`` and ``prey_left`` on that map), so two states
        # with equal keys have equal indexes. They are immutable values, replaced
        # (never changed in place) when a piece moves, so clones may share them.
        "hexmap": UNKEYED, "at": UNKEYED, "room": UNKEYED,
    }
    __slots__ = tuple(FIELDS)

    rng: Stream | None
    flow: list[Work]
    palettes: tuple[int, ...]  # the region board at each place of the layout
    tokens: tuple[str, ...]  # each region's scoring token (its phase)
    prey_kind: tuple[str, ...]
    prey_left: list[int]  # prey tokens left on each region's prey hex
    scored: list[bool]  # the region has been scored
    pieces: list[tuple]  # per hex: ((pack, kind), ...)
    lone: list[bool]  # per hex: a lone wolf token is there
    moon: int  # pieces on the Moonlight board
    phases_done: int  # scorings done (crescent, half, full)
    vp: list[int]  # VP won in region scorings, per pack
    won: list[int]  # region scoring tokens won (first places), per pack
    hunted: list[list[str]]  # prey kinds hunted, per pack
    home: int  # the person's home terrain (index into the edition's terrains)
    tiles: list[int]  # the person's five cycle tiles: 0 shows terrain i, 1 terrain i+1
    bonus_terrain: int
    bonus_action: int
    dens: list[int]  # dens the person took from each attribute track
    lairs: list[int]  # lairs taken from the supply, per pack
    wolves: int  # wolves the person took from the wolf track
    supply: list[dict[str, int]]  # an AI pack's pieces not on the map
    conversions: list[dict[str, int]]  # an AI's howls and dominations so far
    actions_left: int
    turns: int  # the person's turns so far
    hexmap: HexMap | None  # the map once its region boards are laid
    at: tuple[tuple[tuple[int, ...], ...], ...]  # per pack, per kind: its hexes, in order
    room: tuple[bytes, ...] | None  # per pack, per hex: a wolf of it may end a move there

    def owned(self, pack: int, kind: str | None = None) -> list[int]:
        """Hexes holding a piece of ``pack`` (of ``kind``), in order, one entry per
        piece."""
        at = self.at[pack]
        if kind is not None:
            return list(at[KIND[kind]])
        return sorted(h for hexes in at for h in hexes)
