"""Physical randomisers: dice, bags (cups) and decks.

Each draws from a :class:`~automeeple.engine.rng.Stream` it is given, never from a
stream of its own, so the state that owns the component decides which stream
drives it. Each has ``to_dict``/``from_dict`` for saves and a cheap ``copy``.
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
    """A bag or cup of tokens, drawn blind with or without putting them back."""

    __slots__ = ("contents",)

    def __init__(self, contents: list[T] | tuple[T, ...] = ()) -> None:
        self.contents = list(contents)

    def __len__(self) -> int:
        return len(self.contents)

    def put(self, token: T) -> None:
        self.contents.append(token)

    def draw(self, stream: Stream, *, replace: bool = False) -> T:
        if not self.contents:
            raise IndexError("draw from an empty bag")
        i = stream.below(len(self.contents))
        return self.contents[i] if replace else self.contents.pop(i)

    def remove(self, token: T) -> None:
        """Take out a named token (Table mode: the person says what they drew)."""
        self.contents.remove(token)

    def distribution(self) -> tuple[tuple[T, ...], tuple[int, ...]]:
        """The kinds in the bag (sorted) and how many of each: see :func:`tally`."""
        return tally(self.contents)

    def copy(self) -> Bag[T]:
        return Bag(self.contents)

    def to_dict(self) -> dict:
        return {"contents": list(self.contents)}

    @classmethod
    def from_dict(cls, data: dict) -> Bag:
        return cls(data["contents"])


class Deck(Generic[T]):
    """A draw pile and a discard pile; the discards are shuffled back in when the
    draw pile runs out. The top of the draw pile is the end of the list."""

    __slots__ = ("draw_pile", "discard_pile")

    def __init__(self, draw_pile: list[T] | tuple[T, ...] = (), discard_pile=()) -> None:
        self.draw_pile = list(draw_pile)
        self.discard_pile = list(discard_pile)

    def __len__(self) -> int:
        return len(self.draw_pile) + len(self.discard_pile)

    def shuffle(self, stream: Stream) -> None:
        stream.shuffle(self.draw_pile)

    def draw(self, stream: Stream) -> T:
        if not self.draw_pile:
            if not self.discard_pile:
                raise IndexError("draw from an empty deck with no discards")
            self.draw_pile, self.discard_pile = self.discard_pile, []
            stream.shuffle(self.draw_pile)
        return self.draw_pile.pop()

    def discard(self, card: T) -> None:
        self.discard_pile.append(card)

    def copy(self) -> Deck[T]:
        return Deck(self.draw_pile, self.discard_pile)

    def to_dict(self) -> dict:
        return {"draw": list(self.draw_pile), "discard": list(self.discard_pile)}

    @classmethod
    def from_dict(cls, data: dict) -> Deck:
        return cls(data["draw"], data["discard"])
