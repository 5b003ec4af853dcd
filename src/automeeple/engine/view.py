"""Views: what a seat may see of a game, as a declared type (docs/engine.md, "Views").

A game's ``view(state, seat)`` returns an instance of its own view class: a
dataclass that extends :class:`View` (the header every view starts with) by the
game's board, its parts dataclasses too. The front ends read its fields; the wire
form (a web page's JSON, a test's snapshot) is :func:`wire`, plain JSON data. The
game's declaration names the class (``Declaration.view``), and the conformance suite
checks every view of every step against it (:func:`check`).

The view module of a game reads the game through :class:`Viewed` (or a protocol of
its own that extends it with the game's parts), never by importing the game's
class, so the game may import its view.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol


@dataclass
class View:
    """The header every view starts with (built by ``FlowGame.header``)."""

    #: The game's id and title.
    game: str
    title: str
    #: The seat the view is for (None: a spectator, who sees only what is public).
    seat: int | None
    #: Each seat's name, in seat order.
    seats: list[str]
    #: The seat deciding now (None: chance, or the end).
    to_move: int | None
    over: bool
    #: Each seat's score as far as it is known (None: on the table, not reported).
    scores: list[int | None]
    #: What is being decided or drawn now (None: the end).
    question: str | None
    #: A short note beside some of the legal moves: ``str(action)`` -> note.
    hints: dict[str, str]
    #: How the moves are listed where the game names them otherwise than their
    #: text ("alpha N6 to N8" for ``alpha 38 to 57``): ``str(action)`` -> name.
    moves: dict[str, str]
    #: Where the moves share a structure the game can state (a card, then the tile
    #: it goes on): ``str(action)`` -> the group it comes under (the card). A front
    #: end listing many moves shows the groups first, then a group's moves.
    groups: dict[str, str]
    #: The edition's label.
    edition: str


class Viewed(Protocol):
    """What a view reads of its game (the game's class provides it; a game's view
    module may extend it with the game's own parts, the board or the rulebook)."""

    id: str
    title: str
    seats: int
    opts: Any
    edition: Any

    def header(self, state: Any, seat: int | None, scores: list[int | None],
               hints: dict[str, str], moves: dict[str, str] | None = None,
               groups: dict[str, str] | None = None) -> dict[str, Any]: ...

    def to_move(self, state: Any) -> int: ...

    def legal_actions(self, state: Any) -> list[Any]: ...

    def seat_name(self, seat: int) -> str: ...


def initials(names: list[str]) -> list[str]:
    """A short, unique name for each seat, as the boards write them: its first
    letter, or, when seats share it, the first and last letters (Green "Gn", Grey
    "Gy"), else the whole name."""
    firsts = [n[:1].upper() for n in names]
    short = [f if firsts.count(f) == 1 else f + n[-1:].lower()
             for f, n in zip(firsts, names, strict=True)]
    return short if len(set(short)) == len(short) else list(names)


def wire(view: View) -> dict[str, Any]:
    """The view as plain JSON data (dataclasses as objects, in field order), each
    value as it is (a tuple as a list). pydantic_core is imported here, not at the
    top: ``automeeple --help`` imports this module and needs none of it."""
    from pydantic_core import to_jsonable_python

    return to_jsonable_python(view)


def check(cls: type[View], view: Any) -> None:
    """Raise ``ValueError`` unless ``view`` is a ``cls`` whose every field holds a value
    of its declared type, and whose wire form reads back to the same view."""
    from pydantic import ValidationError
    from pydantic_core import to_json

    if type(view) is not cls:
        raise ValueError(f"the view is a {type(view).__name__}, not the declared "
                         f"{cls.__name__}")
    text = to_json(view)  # wire(view), as text
    try:
        back = _adapter(cls).validate_json(text, strict=True)
    except ValidationError as exc:
        raise ValueError(f"{cls.__name__}: {exc}") from None
    if back != view:
        raise ValueError(f"{cls.__name__} does not read back from its wire form (a tuple "
                         "where a list is declared, a key that is no string?)")


@cache
def _adapter(cls: type) -> Any:
    from pydantic import TypeAdapter  # for checks only: not at start-up

    return TypeAdapter(cls)
