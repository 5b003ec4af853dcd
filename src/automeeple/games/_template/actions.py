"""Nim's actions (§2): "take N", "roll", and the die's faces ("die N"), the
chance outcomes. Each is made once per edition, so the rules compare identities."""

from __future__ import annotations

from dataclasses import dataclass

from automeeple.engine import actions
from automeeple.engine.core import Action

from . import GAME


@dataclass(frozen=True, slots=True)
class Take(Action):
    """§2: take ``count`` counters from the pile."""

    count: int

    def __str__(self) -> str:
        return f"take {self.count}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """§2: roll the die and take what it shows."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Face(Action):
    """What the die came up with (a chance outcome): the number printed on it."""

    number: int

    def __str__(self) -> str:
        return f"die {self.number}"


class ActionTable(actions.ActionTable):
    game = GAME.title

    def __init__(self, take_at_most: int, die_faces: int) -> None:
        self.take = {n: Take(n) for n in range(1, take_at_most + 1)}
        self.roll = Roll()
        self.face = {n: Face(n) for n in range(1, die_faces + 1)}
        super().__init__([*self.take.values(), self.roll, *self.face.values()])
