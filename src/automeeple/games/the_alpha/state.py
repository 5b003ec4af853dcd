"""Everything that changes during a game of The Alpha, in plain lists of ints.

Wolves are counted per pack (seat) in each place they can be: the den, each region
tile in play, the Injured and Healing spaces, and out of the game (dead). Beta
Wolves and Alpha Pairs are counted apart (``*_b`` and ``*_a``). Wolves on tiles live
in one flat list indexed ``slot * seats + seat``, so a clone copies a few short lists.
"""

from __future__ import annotations

from functools import cache

from automeeple.engine.rng import Stream

# What the game waits for (``AlphaState.step``).
DRAW_TILE = "draw-tile"
FIRST_ALPHA = "first-alpha"
PLACE = "place"
ROLL = "roll"
REROLL = "reroll"
CHOOSE = "choose"
WOUND = "wound"
OVER = "over"

#: How an observation shows a conflict choice that is made but not yet revealed.
HIDDEN = "hidden"


@cache
def clockwise_from(seats: int, first: int) -> tuple[int, ...]:
    """The seats in clockwise order starting with ``first``."""
    return tuple((first + k) % seats for k in range(seats))


class Conflict:
    """A conflict in progress (Resolve, "Conflict"; Chase, "C").

    ``packs`` are the packs in conflict in clockwise order from the Alpha,
    ``scavengers`` the other packs on the tile, ``choices`` each pack's secret
    token (None until chosen) and ``wounds`` the fighters still to lose a wolf.
    ``carrion_roll`` marks the immediate conflict of a C result.
    """

    __slots__ = ("slot", "stake", "packs", "scavengers", "choices", "wounds", "carrion_roll")

    def __init__(self, slot, stake, packs, scavengers, carrion_roll, choices=None, wounds=()):
        self.slot = slot
        self.stake = stake
        self.packs = packs
        self.scavengers = scavengers
        self.carrion_roll = carrion_roll
        self.choices = choices if choices is not None else [None] * len(packs)
        self.wounds = list(wounds)

    def copy(self) -> Conflict:
        return Conflict(self.slot, self.stake, self.packs, self.scavengers, self.carrion_roll,
                        self.choices[:], self.wounds)

    def key(self) -> tuple:
        return (self.slot, self.stake, self.packs, self.scavengers, self.carrion_roll,
                tuple(self.choices), tuple(self.wounds))


class AlphaState:
    __slots__ = (
        "seats", "rng", "step", "actor", "week", "alpha",
        "tiles", "to_draw",
        "food", "den_b", "den_a", "injured_b", "injured_a", "healing_b", "healing_a",
        "dead_b", "dead_a", "on_b", "on_a",
        "carrion", "carrion_next", "faces", "settled",
        "chase", "rolled", "declined", "resolve_at", "conflict",
    )

    seats: int
    rng: Stream | None
    step: str
    actor: int
    week: int
    alpha: int
    tiles: tuple[int, ...]  # edition tile index of each slot, in resolve order
    to_draw: tuple[str, ...]  # sizes still to draw at set-up
    food: list[int]
    den_b: list[int]
    den_a: list[int]
    injured_b: list[int]
    injured_a: list[int]
    healing_b: list[int]
    healing_a: list[int]
    dead_b: list[int]
    dead_a: list[int]
    on_b: list[int]
    on_a: list[int]
    carrion: list[bool]  # the tile shows its carrion side this week
    carrion_next: list[bool]  # a C was rolled: carrion side next week
    faces: list  # the die face each slot's chase left for Resolve (or None)
    settled: list[bool]  # the slot was dealt with in the Chase (X, C, D)
    chase: list[int]  # slots still to chase this week; chase[0] is being rolled
    rolled: list[int]  # packs that rolled the current slot's die
    declined: list[int]  # packs that let an X stand
    resolve_at: int  # next slot to resolve
    conflict: Conflict | None

    def clone(self) -> AlphaState:
        c = AlphaState.__new__(AlphaState)
        c.seats = self.seats
        c.rng = self.rng.copy() if self.rng is not None else None
        c.step = self.step
        c.actor = self.actor
        c.week = self.week
        c.alpha = self.alpha
        c.tiles = self.tiles
        c.to_draw = self.to_draw
        c.food = self.food[:]
        c.den_b = self.den_b[:]
        c.den_a = self.den_a[:]
        c.injured_b = self.injured_b[:]
        c.injured_a = self.injured_a[:]
        c.healing_b = self.healing_b[:]
        c.healing_a = self.healing_a[:]
        c.dead_b = self.dead_b[:]
        c.dead_a = self.dead_a[:]
        c.on_b = self.on_b[:]
        c.on_a = self.on_a[:]
        c.carrion = self.carrion[:]
        c.carrion_next = self.carrion_next[:]
        c.faces = self.faces[:]
        c.settled = self.settled[:]
        c.chase = self.chase[:]
        c.rolled = self.rolled[:]
        c.declined = self.declined[:]
        c.resolve_at = self.resolve_at
        c.conflict = self.conflict.copy() if self.conflict is not None else None
        return c

    def key(self) -> tuple:
        """Every field as plain values: equal keys mean equal states."""
        return (
            self.seats, self.rng.state if self.rng is not None else None, self.step,
            self.actor, self.week, self.alpha, self.tiles, self.to_draw,
            *(tuple(getattr(self, f)) for f in (
                "food", "den_b", "den_a", "injured_b", "injured_a", "healing_b",
                "healing_a", "dead_b", "dead_a", "on_b", "on_a", "carrion",
                "carrion_next", "settled", "chase", "rolled", "declined")),
            tuple(str(f) if f is not None else None for f in self.faces),
            self.resolve_at, self.conflict.key() if self.conflict is not None else None,
        )

    # --- small queries the rules and bots share ---------------------------------

    def strength(self, slot: int, seat: int) -> int:
        """Wolves a pack has on a tile for region control: a Beta counts 1, the
        Alpha Pair 2 (Stalk)."""
        i = slot * self.seats + seat
        return self.on_b[i] + 2 * self.on_a[i]

    def clockwise(self) -> tuple[int, ...]:
        """Every pack in seating order clockwise from the Alpha (the Alpha first)."""
        return clockwise_from(self.seats, self.alpha)

    def from_alpha(self, packs) -> list[int]:
        """``packs`` in seating order clockwise from the Alpha."""
        packs = set(packs)
        return [p for p in self.clockwise() if p in packs]

    def region(self, slot: int) -> tuple[list[int], list[int]]:
        """The packs on a tile and, among them, the Dominant Packs: those with the
        most wolves (Establish Dominance). Both lists run clockwise from the Alpha."""
        n = self.seats
        base = slot * n
        on_b, on_a = self.on_b, self.on_a
        packs: list[int] = []
        dominant: list[int] = []
        top = 0
        for p in clockwise_from(n, self.alpha):
            wolves = on_b[base + p] + 2 * on_a[base + p]
            if wolves:
                packs.append(p)
                if wolves > top:
                    top, dominant = wolves, [p]
                elif wolves == top:
                    dominant.append(p)
        return packs, dominant

    def dominant(self, slot: int) -> list[int]:
        return self.region(slot)[1]

    def in_den(self, seat: int) -> int:
        return self.den_b[seat] + self.den_a[seat]
