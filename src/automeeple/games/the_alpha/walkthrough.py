"""The edition walk-through for The Alpha (``automeeple edition new the-alpha FILE``).

The shipped edition invents exactly two things (its header, and
``rules/the-alpha/notes.md`` §1.5): the six faces of each region die and the food
on each region tile's carrion side. So an owner is asked, tile by tile in the
edition's order, for the faces printed on its die and for the number printed on
its carrion side; everything else is the rulebook's and is kept.
"""

from __future__ import annotations

import re
from typing import Any

from automeeple.engine.core import GameError, counted
from automeeple.engine.walkthrough import Question, whole_number

from .edition import FACES, MOST_FOOD, Face


def questions(data: dict[str, Any]) -> list[Question]:
    """One question per die (its six faces on one line) and per carrion value, for
    every tile of ``data`` (the shipped edition's TOML data) that has one."""
    asked = []
    for k, tile in enumerate(data["tiles"]):
        name = tile["name"]
        carrion = "carrion" in tile
        if tile.get("die"):
            example = " ".join(tile["die"])
            asked.append(Question(
                ("tiles", k, "die"),
                f"The {name} die: its {FACES} faces, as printed (a number of food, X, "
                f"C<food>{' or D' if tile['size'] == 'livestock' else ''}), e.g. {example}",
                die_faces(name, livestock=tile["size"] == "livestock", carrion=carrion)))
        if carrion:
            asked.append(Question(
                ("tiles", k, "carrion"),
                f"The {name} tile's carrion side: the food printed on it (0 to {MOST_FOOD})",
                whole_number(0, MOST_FOOD)))
    return asked


def die_faces(name: str, livestock: bool, carrion: bool):
    """A parser for a die's faces typed on one line ("X C1 1 2 2 3"; commas may
    separate them): exactly six faces, each a number of food, X, C<food> or, on
    the Livestock die only, D (POTENTIAL DIE OUTCOMES); a C only on a tile with a
    carrion side. Returns the faces as printed ("x" is stored as "X")."""
    def parse(text: str) -> list[str]:
        words = [w for w in re.split(r"[\s,]+", text.strip()) if w]
        if len(words) != FACES:
            raise GameError(f"the {name} die has {FACES} faces; "
                            f"{counted(len(words), 'face')} typed")
        faces = []
        for word in words:
            try:
                face = Face.parse(word)
            except ValueError as exc:
                raise GameError(str(exc)) from None
            if face.kind == "D" and not livestock:
                raise GameError(f"D (dead wolf) is only on the Livestock die, not the {name} "
                                "die")
            if face.kind == "C" and not carrion:
                raise GameError(f"the {name} tile has no carrion side in this edition, so its "
                                "die shows no C")
            faces.append(str(face))
        return faces
    return parse
