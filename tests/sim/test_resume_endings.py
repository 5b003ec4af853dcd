"""``--resume`` refuses a kept row that ended in a way its game does not: every
shipped game declares its endings (``Declaration.endings``), as its rules name them
and as its games end."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.games.blitzkrieg import turn
from automeeple.games.dragon_canyon import ending
from automeeple.games.islebound import state
from automeeple.sim.runner import simulate


def test_every_shipped_game_declares_its_endings():
    assert all(info.endings for info in catalog.games())


def test_the_endings_are_the_rules_own():
    assert catalog.get("blitzkrieg").endings == turn.ENDED_BY
    assert catalog.get("dragon-canyon").endings == ending.ENDED_BY
    assert catalog.get("islebound").endings == (state.EIGHT_BUILDINGS, state.LAST_TOKEN,
                                                state.CUT_OFF)


@pytest.mark.parametrize("info", catalog.games(), ids=lambda info: info.id)
def test_seeded_games_end_in_declared_ways(info):
    rows = simulate(info.id, info.default_seats, ["random"] * info.default_seats, 6, 1, 1)
    assert {row.ended_by for row in rows} <= set(info.endings)
