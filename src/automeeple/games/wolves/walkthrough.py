"""The edition walk-through for The Wolves (``automeeple edition new wolves FILE``):
the one thing the shipped edition invents is what the back of each solo AI action
tile shows (solo §5 says "flip the tile and perform the action on the back" but
never names it; edition.toml's header). An owner reads each tile's back and
answers with the action it shows.
"""

from __future__ import annotations

from typing import Any

from automeeple.engine.core import GameError
from automeeple.engine.walkthrough import Question

#: solo §5: each action as the AI tiles name it.
TILE_ACTIONS = {"move": "Move Wolves", "den": "Build Den", "lair": "Build Lair",
                "howl": "Howl at Lone Wolf", "dominate": "Dominate Enemy Wolf"}


def questions(data: dict[str, Any]) -> list[Question]:
    """One question per AI action tile: the action on its back."""
    tiles = data["ai_tiles"]
    *others, last = TILE_ACTIONS.values()
    actions = f"{', '.join(others)} or {last}"
    return [Question(("ai_tiles", i, "back"),
                     f"The back of the {tile['name']} AI action tile (its front: "
                     f"{TILE_ACTIONS[tile['action']]}): which action does it show? {actions}",
                     back_of(tile, tiles))
            for i, tile in enumerate(tiles)]


def back_of(tile: dict[str, Any], tiles: list[dict[str, Any]]):
    """A parser for the back of ``tile``: an action by its name in the edition
    ("den"), as the tiles name it ("Build Den"), or by the tile whose front shows
    it ("Cliffs")."""
    names = {t["name"].lower(): t["action"] for t in tiles}
    for action, printed in TILE_ACTIONS.items():
        names[action] = names[printed.lower()] = action

    def parse(text: str) -> str:
        answer = " ".join(text.lower().split())
        action = names.get(answer)
        if not action:
            raise GameError(f"{text.strip()!r} is not an action of the AI tiles; answer "
                            f"with one of {', '.join(TILE_ACTIONS.values())}")
        if action == tile["action"]:
            raise GameError(f"the back of the {tile['name']} tile cannot show its front's "
                            f"action ({TILE_ACTIONS[action]})")
        return action

    return parse
