"""Named random streams split from one master seed.

Every random number in automeeple comes from a :class:`Stream`. A stream is a
SplitMix64 generator whose whole state is one 64-bit integer, so copying it is free
and a state that carries its stream clones cheaply. Streams are derived from a
master seed and a name ("chance", "seat 2 decision 17", "search"), so one seed
fixes a whole game while each consumer draws from its own sequence.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from .core import GameError

T = TypeVar("T")

MASK = (1 << 64) - 1
#: The master seeds a person may give (a saved game or record made with another still
#: plays).
SEEDS = range(2 ** 63)
_GOLDEN = 0x9E3779B97F4A7C15
_new = object.__new__


def checked_seed(number: int) -> int:
    """``number`` as a master seed a person gives, else a one-line ``GameError``."""
    if number not in SEEDS:
        raise GameError(f"seed must be a whole number from 0 to {SEEDS.stop - 1}, "
                        f"not {number}")
    return number


def derive_seed(master: int, *names: object) -> int:
    """A 64-bit seed for the stream called ``names`` under ``master``."""
    text = "/".join([str(master), *map(str, names)]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


class Stream:
    """A SplitMix64 stream. ``state`` is the only thing that changes."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK

    @classmethod
    def named(cls, master: int, *names: object) -> Stream:
        return cls(derive_seed(master, *names))

    def copy(self) -> Stream:
        """The stream at the same point (made without ``__init__``: every clone of a
        state copies its stream)."""
        copy = _new(Stream)
        copy.state = self.state
        return copy

    def split(self) -> Stream:
        """A new stream seeded by this one's next output (a search's futures, each
        with its own dice)."""
        split = _new(Stream)
        split.state = self.next64()
        return split

    def next64(self) -> int:
        """The next 64-bit output: the state steps on by the golden gamma and is
        scrambled by SplitMix64's output function."""
        x = self.state = (self.state + _GOLDEN) & MASK
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK
        return x ^ (x >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (multiply-shift; bias under 2**-50).

        :meth:`next64` written out in its body: this is the engine's busiest call
        (every random move, every die, every search step)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        x = self.state = (self.state + _GOLDEN) & MASK
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK
        return ((x ^ (x >> 31)) * n) >> 64

    def roll(self, sides: int = 6) -> int:
        """A die roll, 1..sides."""
        return self.below(sides) + 1

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def weighted_index(self, weights: Sequence[int]) -> int:
        """An index drawn with probability proportional to integer ``weights``."""
        pick = self.below(sum(weights))
        for i, w in enumerate(weights):
            if pick < w:
                return i
            pick -= w
        raise AssertionError("unreachable: weights exhausted")

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def __repr__(self) -> str:
        return f"Stream({self.state:#018x})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stream) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)
