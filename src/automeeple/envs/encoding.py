"""A seat's observation as a vector of whole numbers (docs/environments.md,
"Observations").

The encoding is structural and exact: the observation's key (every keyed field of
the state as the seat sees it; :mod:`automeeple.engine.state`) is written out as a
sequence of tagged tokens: each value's kind, then its length where it has one, then
its contents, so two observations are encoded alike exactly when their keys are
equal. The sequence is padded with zeros to a fixed length, the game's bound
(:data:`automeeple.envs.shared.EnvGame.size`), after one token giving its own length.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from enum import Enum
from functools import lru_cache
from typing import Any

from automeeple.engine.core import GameError

#: The tag that opens each kind of value.
NONE, FALSE, TRUE, INT, TEXT, SEQUENCE, RECORD = range(1, 8)


def tokens(value: Any) -> Iterator[int]:
    """``value`` as tagged whole numbers: None, a bool, an int, a str (its length,
    then its characters' code points), a tuple or list (its length, then each item),
    a frozen record (its class's name as text, then each field) or an enum member (its
    class's name, then its value)."""
    if value is None:
        yield NONE
    elif value is True or value is False:
        yield TRUE if value else FALSE
    elif isinstance(value, int):
        yield INT
        yield int(value)
    elif isinstance(value, str):
        yield TEXT
        yield len(value)
        yield from map(ord, value)
    elif isinstance(value, tuple | list):
        yield SEQUENCE
        yield len(value)
        for item in value:
            yield from tokens(item)
    elif isinstance(value, Enum) or dataclasses.is_dataclass(value):
        try:
            yield from record(value)
        except TypeError:  # a record holding a list: not kept
            yield from record.__wrapped__(value)
    else:
        raise GameError(f"cannot encode {type(value).__name__} in an observation")


@lru_cache(maxsize=1 << 14)
def record(value: Any) -> tuple[int, ...]:
    """The tokens of a frozen record (a move, a work item) or an enum member, kept:
    the same few records come back in every position."""
    if isinstance(value, Enum):
        return (RECORD, *tokens(type(value).__name__), *tokens(value.value))
    return (RECORD, *tokens(type(value).__name__),
            *(t for field in dataclasses.fields(value) for t in tokens(getattr(value, field.name))))


def encode(key: tuple, size: int) -> list[int]:
    """The observation's ``key`` as ``size`` whole numbers: the length of its
    tokens, the tokens, then zeros. A key longer than the bound is an error, never
    a cut (a cut would let two observations share an encoding)."""
    out = list(tokens(key))
    if len(out) >= size:
        raise GameError(f"an observation of {len(out)} tokens passes the bound of "
                        f"{size - 1}")
    return [len(out), *out, *[0] * (size - 1 - len(out))]
