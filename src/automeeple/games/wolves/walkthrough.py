"""The edition walk-through for The Wolves (``automeeple edition new wolves FILE``):
how the owner's copy marks each region board (the shipped edition knows them by
what they show, their prey hex's and wolf heads' terrains: whether the boards
carry a printed number could not be checked, notes §14), and what the back of
each solo AI action tile shows (solo §5 says "flip the tile and perform the
action on the back" but never names it; edition.toml's header). An owner answers
with the mark printed on each board (or nothing, to keep what it shows) and with
the action each tile's back shows.
"""

from __future__ import annotations

from typing import Any

from automeeple.engine.core import GameError, words
from automeeple.engine.walkthrough import Distinct, Question

from .edition import TILE_ACTIONS, WolvesEdition, board_name


def questions(data: dict[str, Any]) -> list[Question]:
    """One question per region board (its mark) and per AI action tile (the action
    on its back)."""
    return [*board_questions(data), *tile_questions(data)]


def board_questions(data: dict[str, Any]) -> list[Question]:
    """One question per region board, found by what it shows: the mark printed on
    it in the owner's copy; nothing keeps naming it by what it shows."""
    edition = WolvesEdition.model_validate(data)
    marks = Distinct("{name} is the mark of two boards; each region board's mark differs")
    out = []
    for p in range(len(edition.palettes)):
        prey, wolves = edition.looks(p)
        out.append(Question(
            ("board_names", p), f"The region board whose prey hex is on {prey} and whose "
            f"wolf-head hexes are on {' and '.join(wolves)}: what mark does your copy print "
            "on it (a number or a name)? Press Enter if none: it is then named by what it "
            "shows.", mark_of(edition.shows(p)), (marks,)))
    return out


def mark_of(shows: str):
    """A parser for a region board's mark: the words typed, or, for nothing,
    ``shows`` (what the board shows)."""

    def parse(text: str) -> str:
        mark = " ".join(text.split())
        if not mark:
            return shows
        try:
            return board_name(mark)
        except ValueError as exc:
            raise GameError(str(exc)) from None

    return parse


def tile_questions(data: dict[str, Any]) -> list[Question]:
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
        answer = words(text)
        action = names.get(answer)
        if not action:
            raise GameError(f"{text.strip()!r} is not an action of the AI tiles; answer "
                            f"with one of {', '.join(TILE_ACTIONS.values())}")
        if action == tile["action"]:
            raise GameError(f"the back of the {tile['name']} tile cannot show its front's "
                            f"action ({TILE_ACTIONS[action]})")
        return action

    return parse
