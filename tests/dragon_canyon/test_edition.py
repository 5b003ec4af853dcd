"""The edition: the shipped placeholder loads and says so; a file the game cannot
play is refused with one line naming the problem; the walk-through asks for every
invented value and gives the shipped data back from the shipped answers."""

from __future__ import annotations

import copy
import tomllib

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.edition import EditionError
from automeeple.engine.walkthrough import place
from automeeple.games.dragon_canyon.edition import EDITION, SHIPPED, DragonEdition, Objective
from automeeple.games.dragon_canyon.walkthrough import questions

TEXT = SHIPPED.read_text(encoding="utf-8")
DATA = tomllib.loads(TEXT)


def test_the_placeholder_is_labelled():
    ed = EDITION.load().data
    assert ed.placeholder and ed.label == "Placeholder edition (PLACEHOLDER data)"
    assert "INVENTED" in TEXT.split("name =")[0]


@pytest.mark.parametrize(("old", "new", "message"), [
    ('{ name = "Forest", count = 3,', '{ name = "Forest", count = 4,', "add up to 17"),
    ('dragon_slayer = "Dragon Slayer"', 'dragon_slayer = "Slayer"', "not a Force card"),
    ('purchase = "Lumber Camp" },', 'purchase = "Castle" },', "not one of the buildings"),
    ('tile = [3, 2]', 'tile = [5, 2]', "each 1 to 4"),
    ('colours = ["Blue", "Green", "Red"]', 'colours = ["Blue", "blue", "Red"]',
     r"^mine.toml: invalid edition: colours: the three colours must differ: each names a "
     r"seat$"),
    ('colours = ["Blue", "Green", "Red"]', 'colours = ["Blue", "", "Red"]', "the colour ''"),
])
def test_an_edition_the_game_cannot_play_is_refused(old, new, message):
    with pytest.raises(EditionError, match=message):
        EDITION.loads(TEXT.replace(old, new, 1), "mine.toml")


def test_the_walkthrough_gives_the_shipped_data_back():
    qs = questions(DATA)
    assert [q.path for q in qs[:2]] == [("tiles",), ("force_cards", 0)]
    assert sum(q.path[0] == "ai_cards" for q in qs) == len(DATA["ai_cards"])
    data = copy.deepcopy(DATA)
    for q in qs:
        place(data, q.path, q.parse(q.text.split("Placeholder: ", 1)[1]))
    assert DragonEdition.model_validate(data) == EDITION.load().data


def test_a_bad_answer_is_one_line():
    card = next(q for q in questions(DATA) if q.path == ("ai_cards", 0))
    with pytest.raises(GameError, match="Fight"):
        card.parse("7; 3,2; Fly; Up clockwise; +1; Granary")
    with pytest.raises(GameError, match="each 1 to 4"):
        card.parse("7; 9,2; Fight; Up clockwise; +1; Granary")


@pytest.mark.parametrize(("fields", "text"), [
    ({"condition": "loot", "target": 1, "effect": "demolish", "amount": 1},
     "hold at least 1 Loot card; failed: remove your 1 most valuable building"),
    ({"condition": "buildings", "target": 5, "effect": "demolish", "amount": 2},
     "own at least 5 buildings; failed: remove your 2 most valuable buildings"),
    ({"condition": "wins", "target": 1, "effect": "bonus", "amount": 1},
     "win at least 1 fight as the attacker; done: you gain 1 VP"),
])
def test_an_objective_card_reads_as_printed_one_thing_singular(fields, text):
    """Objective cards (notes §12): a condition and an effect, counted as a person
    reads them ("1 Loot card", not "1 Loot cards")."""
    assert Objective(name="Objective", **fields).text == text
