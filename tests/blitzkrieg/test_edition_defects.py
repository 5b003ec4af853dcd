"""Theatre names a person types (edition.py; engine/actions.py reads them): two
theatres of one name are told by the two names, a theatre named as a unit is
refused, and a theatre's printed name inside a space's number is left alone."""

from __future__ import annotations

import pytest

from automeeple.engine.edition import EditionError
from automeeple.games.blitzkrieg.edition import EDITION

from .helpers import TINY_WORLD, make_game, tiny_edition_text


def theatres(*names: str) -> list[dict]:
    """:data:`TINY_WORLD` with its theatres named ``names``."""
    return [{**t, "name": name} for t, name in zip(TINY_WORLD, names, strict=True)]


def error_for(text: str) -> str:
    with pytest.raises(EditionError) as err:
        EDITION.loads(text, "mine.toml")
    return str(err.value)


def test_two_theatres_of_one_name_are_told_by_the_two_names():
    text = tiny_edition_text(theatres("North", "NORTH"), nippon=TINY_WORLD)
    assert error_for(text) == (
        "mine.toml: invalid edition: boards.world: two theatres have the same name: 'North' "
        "and 'NORTH' are both 'north' in a move")


def test_a_theatre_named_as_a_unit_is_refused():
    """"place army 1 on army 1 1.1" would read the unit as the theatre."""
    assert error_for(tiny_edition_text(theatres("North", "Army 1"))) == (
        "mine.toml: invalid edition: (top level): boards.world: the theatre 'Army 1' has the "
        "name of a unit; a name typed must mean one thing")


def test_a_theatres_printed_name_inside_a_space_number_is_left():
    """The theatre "North 2" (north-2 in a move) beside "North", whose 2nd campaign
    has the space 2.1: "north 2.1" is the North's space, however it is typed."""
    game = make_game(edition_text=tiny_edition_text(theatres("North", "North 2")))
    place = next(a for a in game.actions.all if str(a) == "place army 1 on north 2.1")
    assert game.actions.parse("place army1 on North 2.1") is place
    assert str(game.actions.parse("place army1 on North 2 1.1")) == "place army 1 on north-2 1.1"
