"""Edition files are read strictly (issue 17): where a whole number is asked for,
true is not 1 and 2.0 is not 2, in every game's edition (engine/edition.py does it
once for all of them)."""

from __future__ import annotations

import re
from typing import Any

import pytest
import tomli_w

from automeeple import catalog
from automeeple.engine.edition import EditionError


def whole_numbers(data: Any, path: tuple = ()) -> list[tuple]:
    """The path of every whole number in the edition's data (not a boolean)."""
    if isinstance(data, dict):
        return [p for key, value in data.items() for p in whole_numbers(value, (*path, key))]
    if isinstance(data, list):
        return [p for k, value in enumerate(data) for p in whole_numbers(value, (*path, k))]
    return [path] if type(data) is int else []


def where_in_file(path: tuple) -> str:
    """A field's path as messages give it (a pattern): an item counted from 1, then
    its name if it has one ("tiles[1] (Bison).die")."""
    out = ""
    for key in path:
        if isinstance(key, int):
            out += rf"\[{key + 1}\]( \([^)]*\))?"
        else:
            out += ("\\." if out else "") + re.escape(key)
    return out


def replaced(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    head, *rest = path
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = replaced(data[head], tuple(rest), value)
    return copy


@pytest.mark.parametrize("game_id", [info.id for info in catalog.games()])
@pytest.mark.parametrize("wrong", [True, 2.0])
def test_a_boolean_or_a_decimal_where_a_whole_number_is_asked_is_refused(game_id, wrong):
    info = catalog.get(game_id)
    data = info.shipped_edition()
    paths = whole_numbers(data)
    if not paths:
        pytest.skip(f"{info.id}'s edition has no whole numbers")
    info.check_edition(tomli_w.dumps(data), "mine.toml")  # as shipped: valid
    for path in paths[:3]:
        text = tomli_w.dumps(replaced(data, path, wrong))
        where = where_in_file(path)
        with pytest.raises(EditionError, match=rf"^mine\.toml: invalid edition: .*{where}"):
            info.check_edition(text, "mine.toml")


def test_the_alpha_weeks_true_is_not_one_week():
    info = catalog.get("the-alpha")
    data = info.shipped_edition()
    assert "weeks" in data
    with pytest.raises(EditionError, match=r"weeks: Input should be a valid integer"):
        info.check_edition(tomli_w.dumps({**data, "weeks": True}), "mine.toml")


def test_a_date_is_no_edition_value():
    info = catalog.get("the-alpha")
    text = tomli_w.dumps(info.shipped_edition()) + "\nwhen = 1979-05-27\n"
    with pytest.raises(EditionError, match="a date or time is not an edition value"):
        info.check_edition(text, "mine.toml")
