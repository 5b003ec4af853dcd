"""Nim drawn for the terminal from its view (``Declaration.renderer``): the pile as
a row of counters, what each seat took, and the die's faces. A front-end piece: it
imports nothing of the game but its view class, for annotations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.text import Text

if TYPE_CHECKING:
    from .view import NimView

#: Counters drawn on one line.
ROW = 30


def render(view: NimView, compact: bool = False) -> RenderableType:
    """The board; ``compact`` (at a prompt) leaves out the die's faces."""
    pile = Text(f"Pile: {view.pile:>3}  ", style="bold")
    pile.append("o" * min(view.pile, ROW) + ("+" if view.pile > ROW else ""))
    seats = Text("Taken: " + ", ".join(f"{name} {n}" for name, n in
                                      zip(view.seats, view.taken, strict=True)))
    lines: list[RenderableType] = [pile, seats]
    if view.last is not None:
        lines.append(Text(f"{view.seats[view.last]} took the last counter.", style="bold"))
    if not compact:
        lines.append(Text(f"Take 1 to {view.take_at_most}, or roll: " + "; ".join(view.die),
                          style="dim"))
    return Group(*lines)
