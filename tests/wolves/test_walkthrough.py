"""The Wolves' edition walk-through (``walkthrough.questions``): one question per
value the shipped edition invents, the back of each solo AI action tile (solo §5;
edition.toml's header), each naming the tile as printed and checking the answer."""

from __future__ import annotations

import copy
import tomllib

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.walkthrough import place
from automeeple.games.wolves.edition import SHIPPED, WolvesEdition
from automeeple.games.wolves.walkthrough import TILE_ACTIONS, questions

DATA = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))


def answered(answers: list[str]) -> WolvesEdition:
    data = copy.deepcopy(DATA)
    for question, answer in zip(questions(data), answers, strict=True):
        place(data, question.path, question.parse(answer))
    return WolvesEdition.model_validate(data)


def test_one_question_per_ai_tile_back_naming_the_tile():
    asked = questions(DATA)
    assert [q.path for q in asked] == [("ai_tiles", i, "back") for i in range(5)]
    assert asked[0].text == ("The back of the Grasslands AI action tile (its front: Move "
                             "Wolves): which action does it show? Move Wolves, Build Den, "
                             "Build Lair, Howl at Lone Wolf or Dominate Enemy Wolf")
    assert [q.text.split(" ")[4] for q in asked] == ["Grasslands", "Cliffs", "Tundra",
                                                     "Desert", "Forests"]


def test_the_shipped_values_answered_give_the_shipped_edition():
    shipped = WolvesEdition.model_validate(DATA)
    backs = [tile["back"] for tile in DATA["ai_tiles"]]
    assert answered(backs) == shipped
    assert answered([TILE_ACTIONS[b] for b in backs]) == shipped  # as the tiles name them
    assert answered(["Tundra", "Grasslands", "Desert", "Forests", "Cliffs"]) == shipped


def test_other_backs_are_stored():
    ed = answered(["howl", "move", "Move Wolves", "den", "lair"])
    assert [t.back for t in ed.ai_tiles] == ["howl", "move", "move", "den", "lair"]


@pytest.mark.parametrize(("answer", "message"), [
    ("fly", "'fly' is not an action of the AI tiles; answer with one of Move Wolves, "),
    ("", "'' is not an action of the AI tiles"),
    ("move", "the back of the Grasslands tile cannot show its front's action (Move Wolves)"),
    ("Grasslands", "the back of the Grasslands tile cannot show its front's action"),
    ("3", "'3' is not an action"),
])
def test_a_bad_answer_is_refused_with_a_reason(answer, message):
    with pytest.raises(GameError) as err:
        questions(DATA)[0].parse(answer)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)
