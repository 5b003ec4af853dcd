"""Rule options, declared once per game as one typed, frozen dataclass.

    @dataclass(frozen=True)
    class AlphaOptions:
        pair_as_one_wolf: bool = option(False, "let the Alpha Pair go where ...")

The catalog lists them from the class (:func:`describe`), the command line and
records pass plain values that :func:`parse` checks (type, choices, bounds) and turns
into the object the game's rules read.
"""

from __future__ import annotations

import dataclasses
from typing import Any, get_type_hints

from .core import GameError, Option, signed


def option(default: Any, help: str, choices: tuple[Any, ...] = (), minimum: int | None = None,
           maximum: int | None = None) -> Any:
    """A field of an options dataclass: its default, what it means, and the values
    it may take (``choices``, or whole numbers from ``minimum`` to ``maximum``)."""
    if isinstance(default, bool) and not choices:
        choices = (False, True)
    return dataclasses.field(default=default, metadata={
        "help": help, "choices": tuple(choices), "minimum": minimum, "maximum": maximum})


def describe(cls: type) -> tuple[Option, ...]:
    """The options of ``cls`` as the catalog lists them."""
    return tuple(Option(f.name, f.default, f.metadata["help"], f.metadata["choices"],
                        f.metadata["minimum"], f.metadata["maximum"])
                 for f in dataclasses.fields(cls))


def parse(cls: type, given: dict[str, Any], game: str = "the game") -> Any:
    """The options object for ``given`` (name: value) over the defaults. An unknown
    name, a value of the wrong type, outside its choices or bounds is a
    :class:`GameError` naming the option."""
    fields = {f.name: f for f in dataclasses.fields(cls)}
    types = get_type_hints(cls)
    values = {}
    for name, value in given.items():
        f = fields.get(name)
        if f is None:
            raise GameError(f"{game} has no option {name!r}; options: "
                            f"{', '.join(fields) or 'none'}")
        values[name] = _checked(f, types[name], value)
    return cls(**values)


def read(text: str) -> Any:
    """An option's value typed as text (the command line's NAME=VALUE, a web form's
    field): true, yes or on; false, no or off; a whole number; else the text (a
    choice in any case: :func:`parse` matches it to the choice)."""
    text = text.strip()
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    whole = signed(low)
    return text if whole is None else whole


def _checked(f: dataclasses.Field, kind: Any, value: Any) -> Any:
    meta = f.metadata
    if isinstance(value, str):  # "Hard" is the choice "hard"
        value = next((c for c in meta["choices"]
                      if isinstance(c, str) and c.lower() == value.lower()), value)
    if kind is bool:
        ok = isinstance(value, bool)
    elif kind is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, kind) if isinstance(kind, type) else True
    if not ok:
        raise GameError(f"option {f.name} takes {_kind_name(kind)}, not {value!r}")
    if meta["choices"] and value not in meta["choices"]:
        given = shown(value) if str(value).strip() else "empty"
        raise GameError(f"option {f.name} must be one of "
                        f"{', '.join(map(shown, meta['choices']))}, not {given}")
    low, high = meta["minimum"], meta["maximum"]
    if (low is not None and value < low) or (high is not None and value > high):
        raise GameError(f"option {f.name} must be a whole number from {low} to {high}, "
                        f"not {value}")
    return value


def _kind_name(kind: Any) -> str:
    return {bool: "true or false", int: "a whole number", str: "a word"}.get(kind, str(kind))


def shown(value: Any) -> str:
    """An option's value as a person types it (``true``/``false`` for yes/no)."""
    return str(value).lower() if isinstance(value, bool) else str(value)
