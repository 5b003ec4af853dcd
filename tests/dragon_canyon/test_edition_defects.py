"""Edition problems told without the field or the item (edition.py), and a
walk-through answer refused only at the end, in pydantic's words (walkthrough.py):
each is now told where it is, in the walk-through's words at its own question."""

from __future__ import annotations

import tomllib

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.edition import EditionError
from automeeple.games.dragon_canyon.edition import EDITION, SHIPPED
from automeeple.games.dragon_canyon.walkthrough import questions

from ..cli.test_cli import cli, isolate, ok
from ..facts import placeholder_answer

TEXT = SHIPPED.read_text(encoding="utf-8")
DATA = tomllib.loads(TEXT)
#: Question 9 of the walk-through: 1 for the tiles, 7 for the Force cards, then this.
BUILDINGS = 8
ONE_BUILDING = "Granary x3 2 Food 1 Wood 2 VP"


def error_for(old: str, new: str) -> str:
    assert TEXT.count(old) == 1, old
    with pytest.raises(EditionError) as err:
        EDITION.loads(TEXT.replace(old, new), "mine.toml")
    return str(err.value)


@pytest.mark.parametrize("field", ["training_ground", "tribal_village"])
def test_a_building_the_rules_single_out_is_told_by_its_field(field):
    """Not "(top level): 'Barracks' is not one of the buildings"."""
    old = f'{field} = "{DATA[field]}"'
    assert error_for(old, f'{field} = "Barracks"') == (
        f"mine.toml: invalid edition: {field}: 'Barracks' is not one of the buildings")


def test_two_force_cards_of_one_name_are_told_by_the_name():
    assert error_for('{ name = "Forager"', '{ name = "tribal chief"') == (
        "mine.toml: invalid edition: (top level): force_cards: two are named 'tribal chief'")


def buildings_question():
    question = questions(DATA)[BUILDINGS]
    assert question.path == ("buildings",)
    return question


@pytest.mark.parametrize(("typed", "told"), [
    (ONE_BUILDING, "1 building stack: the game takes 2 to 12, separated by ';'"),
    ("; ".join([ONE_BUILDING] * 13), "13 building stacks: the game takes 2 to 12, separated "
     "by ';'"),
    (f"{ONE_BUILDING}; granary x1 1 Wood 1 VP",
     "two stacks are named 'granary': give each its own name"),
    (f"Training Ground x3 2 Wood 3 VP; {ONE_BUILDING}",
     "the rules single out the Tribal Village: write it among them, as 'Tribal Village'"),
    ("Training Ground x13 2 Wood 3 VP; Tribal Village x3 1 Bone 2 VP",
     "Training Ground: copies: Input should be less than or equal to 12"),
])
def test_the_buildings_question_refuses_what_the_game_cannot_take(typed, told):
    with pytest.raises(GameError) as err:
        buildings_question().parse(typed)
    assert str(err.value) == told


def test_the_walk_through_asks_again_at_the_buildings_question(tmp_path, monkeypatch):
    """One building at question 9 is refused there, and the answer asked again; the
    file is written once the rest are answered."""
    isolate(tmp_path, monkeypatch)
    answers = [placeholder_answer(q) for q in questions(DATA)]
    typed = [*answers[:BUILDINGS], ONE_BUILDING, *answers[BUILDINGS:]]
    out = ok(cli("edition", "new", "dragon-canyon", "mine.toml", input="\n".join(typed) + "\n"))
    assert "1 building stack: the game takes 2 to 12, separated by ';'; try again." in out
    assert "Tuple should have" not in out
    assert EDITION.load(tmp_path / "mine.toml").data.buildings == EDITION.load().data.buildings
