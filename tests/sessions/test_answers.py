"""What a typed answer means (sessions.answers): a move by its name as listed, its
own text or enough of its words; brackets in a printed name need not be typed."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.sessions.answers import move_named, not_a_move
from automeeple.sessions.session import Session


@pytest.fixture
def first_placement():
    """The Alpha, STALK: Red's first placement, with two Scavenge tiles beside the
    forests, named "Scavenge (north)" and "Scavenge (south)"."""
    session = Session.new(None, catalog.get("the-alpha"), 4, {}, 3,
                          ["human", "automa", "automa", "automa"])
    return session, session.advance()


@pytest.mark.parametrize("typed", ["scavenge north", "place beta on scavenge north",
                                   "Place a Beta Wolf on Scavenge (north)", "beta (north)",
                                   "scavenge [north]"])
def test_a_name_with_brackets_is_typed_with_or_without_them(first_placement, typed):
    session, prompt = first_placement
    assert str(move_named(session, prompt, typed)) == "place beta on scavenge-1"


def test_too_little_of_a_name_lists_the_moves_it_fits(first_placement):
    session, prompt = first_placement
    assert move_named(session, prompt, "scavenge") is None
    assert not_a_move(session, prompt, "place beta on scavenge", "is no move") == (
        "'place beta on scavenge' fits 2 moves: 1 place a Beta Wolf on Scavenge (north); "
        "2 place a Beta Wolf on Scavenge (south). Type more of it, or its number.")
