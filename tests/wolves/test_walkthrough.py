"""The Wolves' edition walk-through (``walkthrough.questions``): the mark of each
region board in the owner's copy, found by what it shows (issue 17, point 7), and
the back of each solo AI action tile (solo §5; edition.toml's header), each
naming the component as printed and checking the answer."""

from __future__ import annotations

import copy
import tomllib

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.walkthrough import place
from automeeple.games.wolves.edition import SHIPPED, TILE_ACTIONS, WolvesEdition
from automeeple.games.wolves.walkthrough import questions

DATA = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))


#: Enter for every region board: each keeps the name of what it shows.
KEEP = [""] * 10


def answered(answers: list[str]) -> WolvesEdition:
    data = copy.deepcopy(DATA)
    for question, answer in zip(questions(data), answers, strict=True):
        place(data, question.path, question.parse(answer))
    return WolvesEdition.model_validate(data)


def test_one_question_per_region_board_found_by_what_it_shows():
    asked = questions(DATA)[:10]
    assert [q.path for q in asked] == [("board_names", p) for p in range(10)]
    assert asked[2].text == ("The region board whose prey hex is on desert and whose "
                             "wolf-head hexes are on forest and tundra: what mark does your "
                             "copy print on it (a number or a name)? Press Enter if none: it "
                             "is then named by what it shows.")
    assert asked[2].parse("") == "desert prey with forest and tundra wolf heads"
    assert asked[2].parse("  Board  C ") == "Board C"


def test_the_marks_of_an_owners_copy_are_stored_and_must_differ():
    ed = answered([str(n) for n in range(10, 0, -1)] + [t["back"] for t in DATA["ai_tiles"]])
    assert ed.board_names == tuple(str(n) for n in range(10, 0, -1))
    data = copy.deepcopy(DATA)
    place(data, ("board_names", 1), "A")
    place(data, ("board_names", 2), "a")
    with pytest.raises(ValueError, match="board_names: two region boards share a name"):
        WolvesEdition.model_validate(data)


def test_one_question_per_ai_tile_back_naming_the_tile():
    asked = questions(DATA)[10:]
    assert [q.path for q in asked] == [("ai_tiles", i, "back") for i in range(5)]
    assert asked[0].text == ("The back of the Grasslands AI action tile (its front: Move "
                             "Wolves): which action does it show? Move Wolves, Build Den, "
                             "Build Lair, Howl at Lone Wolf or Dominate Enemy Wolf")
    assert [q.text.split(" ")[4] for q in asked] == ["Grasslands", "Cliffs", "Tundra",
                                                     "Desert", "Forests"]


def test_the_shipped_values_answered_give_the_shipped_edition():
    shipped = WolvesEdition.model_validate(DATA)
    backs = [tile["back"] for tile in DATA["ai_tiles"]]
    assert answered(KEEP + backs) == shipped
    assert answered(KEEP + [TILE_ACTIONS[b] for b in backs]) == shipped  # as the tiles say
    assert answered(KEEP + ["Tundra", "Grasslands", "Desert", "Forests", "Cliffs"]) == shipped


def test_other_backs_are_stored():
    ed = answered(KEEP + ["howl", "move", "Move Wolves", "den", "lair"])
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
        questions(DATA)[10].parse(answer)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)
