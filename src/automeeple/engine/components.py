"""Physical randomisers: dice and bags (cups). A die rolls from a
:class:`~automeeple.engine.rng.Stream` it is given, never from one of its own, so
the state that owns it decides which stream drives it; a bag is drawn from through
a chance request. A state holds a bag as an ``OBJECT`` field (``copy``, ``key``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Generic, TypeVar

from .rng import Stream

T = TypeVar("T")


def tally(tokens) -> tuple[tuple, tuple[int, ...]]:
    """The kinds among ``tokens`` in sorted order, with how many there are of each:
    the outcomes and weights of a blind draw, listed the same way whatever order
    the tokens went in."""
    counts = Counter(tokens)
    kinds = tuple(sorted(counts))
    return kinds, tuple(counts[k] for k in kinds)


@dataclass(frozen=True, slots=True)
class Die(Generic[T]):
    """A die with any faces (repeats allowed: a face printed twice is twice as likely)."""

    faces: tuple[T, ...]

    def roll(self, stream: Stream) -> T:
        return self.faces[stream.below(len(self.faces))]

    def distribution(self) -> tuple[tuple[T, ...], tuple[int, ...]]:
        """Distinct faces in first-printed order, with how many sides show each."""
        counts = Counter(self.faces)
        distinct = tuple(dict.fromkeys(self.faces))
        return distinct, tuple(counts[f] for f in distinct)


class Bag(Generic[T]):
    """A bag or cup of tokens, drawn blind: what it holds, in no order. A draw is a
    chance request (:meth:`distribution`) answered by the seeded stream or, in Table
    mode, by the person; the token that came out is then taken out (:meth:`remove`)."""

    __slots__ = ("contents",)

    def __init__(self, contents=()) -> None:
        self.contents = list(contents)

    def __len__(self) -> int:
        return len(self.contents)

    def __contains__(self, token: object) -> bool:
        return token in self.contents

    def put(self, token: T) -> None:
        self.contents.append(token)

    def remove(self, token: T) -> None:
        """Take out a named token (the one drawn, or reported from the table)."""
        self.contents.remove(token)

    def distribution(self) -> tuple[tuple[T, ...], tuple[int, ...]]:
        """The kinds in the bag (sorted) and how many of each: see :func:`tally`."""
        return tally(self.contents)

    def copy(self) -> Bag[T]:
        return Bag(self.contents)

    def key(self) -> tuple:
        """What the bag holds, whatever order the tokens went in."""
        return tuple(sorted(self.contents))
