"""The rule a refused move is told with (``Choice.why_not``), for the games' tests."""

from __future__ import annotations

from typing import Any

import pytest

from automeeple.engine.core import Game, IllegalAction


def refused(game: Game, state: Any, text: str) -> str:
    """Why ``text``, a move of the game that is not legal in ``state``, is refused:
    the one-line reason after the move's own text; the state is left as it was."""
    before = game.state_key(state)
    with pytest.raises(IllegalAction) as caught:
        game.apply(state, game.parse_action(state, text))
    assert game.state_key(state) == before
    said = str(caught.value)
    assert said.startswith(f"{text}: ") and "\n" not in said, said
    return said.removeprefix(f"{text}: ")
