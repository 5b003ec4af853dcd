"""Defects of editions a person writes, fixed in the engine: an action's own text
is read before any printed name is (engine/actions.py), a printed name stands for
whole words alone, read in one pass; and items missing from a list of a fixed
length are counted as the list's length, never as a place counted from 0
(engine/edition.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import ValidationError

from automeeple.engine.actions import ActionTable
from automeeple.engine.core import Action
from automeeple.engine.edition import EditionError, EditionFile, EditionModel, problems


@dataclass(frozen=True, slots=True)
class Go(Action):
    """A move to a tile by its id."""

    tile: str

    def __str__(self) -> str:
        return f"go {self.tile}"


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """A move from one tile to another, both by their ids."""

    tile: str
    to: str

    def __str__(self) -> str:
        return f"swap {self.tile} to {self.to}"


class Tiles(ActionTable):
    """Tiles by id, each also typed by its printed name (``names``: name, id)."""

    game = "Tiles"

    def __init__(self, names: list[tuple[str, str]]) -> None:
        ids = [tile for _, tile in names]
        self.printed = names
        self.go = {tile: Go(tile) for tile in ids}
        self.swap = {(a, b): Swap(a, b) for a in ids for b in ids if a != b}
        super().__init__([*self.go.values(), *self.swap.values()])


def test_an_actions_own_text_is_read_before_a_printed_name_in_it():
    """The moose tile printed "Elk", the elk tile "Wapiti": "go elk" is the elk
    tile's own text (a resumed game read it as the moose, step 4 of the report)."""
    table = Tiles([("elk", "moose"), ("wapiti", "elk")])
    assert table.parse("Go  ELK") is table.go["elk"]
    assert table.parse("go moose") is table.go["moose"]


def test_a_printed_name_is_read_once_not_again_as_another():
    """One pass: "wapiti" gives "elk", which is not then read as the moose's name."""
    table = Tiles([("wapiti", "elk"), ("elk", "moose")])
    assert table.parse("swap wapiti to moose") is table.swap[("elk", "moose")]


def test_a_printed_name_inside_a_hyphenated_id_is_left():
    """The tile snowshoe-hare printed "Hare": its id is one word, the name in it
    is no name ("'tile snowshoe-hare' is not an action", step 1 of the report)."""
    table = Tiles([("hare", "snowshoe-hare"), ("scavenge", "scavenge-1")])
    assert table.parse("swap snowshoe-hare to scavenge") is table.swap[
        ("snowshoe-hare", "scavenge-1")]
    assert table.parse("swap hare to scavenge-1") is table.swap[
        ("snowshoe-hare", "scavenge-1")]


def test_a_printed_name_inside_a_longer_word_or_a_number_is_left():
    table = Tiles([("elk", "moose"), ("elkhound", "elkhound")])
    assert table.parse("swap elkhound to elk") is table.swap[("elkhound", "moose")]
    table = Tiles([("fish 2", "fish-2"), ("fish", "fish-1")])
    # "fish 2.1" is the fish and a number: "fish 2" in it is not the tile printed so.
    assert table.key("swap fish 2.1 to fish 2") == "swap fish-1 2.1 to fish-2"


def test_the_longest_printed_name_is_read_first():
    table = Tiles([("fish", "fish-1"), ("big fish", "fish-2")])
    assert table.parse("swap big fish to fish") is table.swap[("fish-2", "fish-1")]


class Rolls(EditionModel):
    start_roll: tuple[str, str, str, str, str, str]


ROLLS = EditionFile(Rolls, Path("unused.toml"))
HEAD = 'name = "Mine"\nplaceholder = false\n'


@pytest.mark.parametrize(("given", "told"), [
    ('["a", "b", "c", "d", "e"]', "start_roll: 5 items, not 6"),
    ('["a", "b", "c", "d"]', "start_roll: 4 items, not 6"),
    ("[]", "start_roll: 0 items, not 6"),
])
def test_items_missing_from_a_list_are_counted_as_its_length(given, told):
    """A list of six with five: not "missing: 5", which reads as the value 5."""
    with pytest.raises(EditionError) as err:
        ROLLS.loads(f"{HEAD}start_roll = {given}\n", "mine.toml")
    assert str(err.value) == f"mine.toml: invalid edition: {told}"


def test_missing_fields_are_still_named():
    with pytest.raises(ValidationError) as err:
        Rolls.model_validate({})
    assert problems(err.value, {}) == ["missing: name, placeholder and start_roll"]
