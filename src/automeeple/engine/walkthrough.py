"""The edition walk-through: the questions that turn an owner's components into an
edition file (``automeeple edition new GAME FILE``; docs/design.md, "Editions").

A game lists, for the values its shipped edition invents, one :class:`Question`
each: where the value goes in the edition's TOML data, the question naming the
component as it is printed, and how to read the answer. The front end asks them
in order, writes the answers over a copy of the shipped data, marks it
``placeholder = false`` and validates the whole file with the game's model.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .core import GameError, signed


@dataclass(frozen=True)
class Question:
    """One value an owner reads off a component."""

    #: Where the answer goes in the edition's TOML data (keys and list indexes).
    path: tuple[str | int, ...]
    #: The question, naming the component as it is printed ("The Hare die: its six
    #: faces, as printed (a number of food, X, C<food> or D), e.g. X C1 1 2 2 3").
    text: str
    #: The typed answer as the value to store; a :class:`GameError` with a
    #: one-line reason when it cannot be one.
    parse: Callable[[str], Any]


def place(data: dict[str, Any], path: tuple[str | int, ...], value: Any) -> None:
    """Put ``value`` at ``path`` in the nested TOML data."""
    *outer, last = path
    for key in outer:
        data = data[key]
    data[last] = value


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """A parser for a whole number from ``low`` to ``high``."""
    def parse(text: str) -> int:
        value = signed(text)
        if value is None:
            raise GameError(f"{text!r} is not a whole number")
        if not low <= value <= high:
            raise GameError(f"{value} is not between {low} and {high}")
        return value
    return parse
