"""An edition's AI start roll short of a face: told as the list's length, not as
"missing: 5", which read as the value 5 missing (engine/edition.py)."""

from __future__ import annotations

import pytest

from automeeple.engine.edition import EditionError
from automeeple.games.islebound.edition import EDITION, SHIPPED

TEXT = SHIPPED.read_text(encoding="utf-8")
START_ROLL = ('start_roll = ["Northwater", "Whale Reach", "Eastdeep", "Amber Sound", "Southmere",'
              '\n              "Serpent Run"]')


@pytest.mark.parametrize(("faces", "told"), [
    ('"Northwater", "Whale Reach", "Eastdeep", "Amber Sound", "Southmere"', "5 items, not 6"),
    ('"Northwater"', "1 item, not 6"),
])
def test_a_start_roll_short_of_a_face_says_how_many_it_has(faces, told):
    assert TEXT.count(START_ROLL) == 1
    with pytest.raises(EditionError) as err:
        EDITION.loads(TEXT.replace(START_ROLL, f"start_roll = [{faces}]"), "mine.toml")
    assert str(err.value) == f"mine.toml: invalid edition: start_roll: {told}"
