"""A region board with other than two wolf-head hexes passed the edition check, and
then every game made from it stopped with a traceback (``not enough values to
unpack`` in ``rulebook.board_aliases``): the edition now refuses it in one line."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.edition import EditionError
from automeeple.games.wolves.edition import SHIPPED

TEXT = SHIPPED.read_text(encoding="utf-8")
LONE_WOLVES = "lone_wolves = [[-1, -2], [-1, 1]]"


@pytest.mark.parametrize(("hexes", "given"), [
    ("[]", 0), ("[[-1, -2]]", 1), ("[[-1, -2], [-1, 1], [-2, -1]]", 3)])
def test_a_region_board_needs_two_wolf_heads(hexes, given):
    assert TEXT.count(LONE_WOLVES) == 1
    text = TEXT.replace(LONE_WOLVES, f"lone_wolves = {hexes}")
    with pytest.raises(EditionError) as err:
        catalog.get("wolves").make(3, {}, text, "mine.toml")
    assert str(err.value) == (
        "mine.toml: invalid edition: region_board.lone_wolves: a region board has 2 "
        f"wolf-head hexes, each with a lone wolf: give 2 offsets, not {given}")
