"""The edition walk-through (walkthrough.py): one question per value the shipped
edition invents (each die's six faces, each carrion side's food), each naming the
component as printed, each answer checked."""

from __future__ import annotations

import copy
import tomllib

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.walkthrough import place
from automeeple.games.the_alpha.edition import EDITION, SHIPPED
from automeeple.games.the_alpha.walkthrough import questions


def shipped_data() -> dict:
    return tomllib.loads(SHIPPED.read_text(encoding="utf-8"))


def by_path(path):
    return next(q for q in questions(shipped_data()) if q.path == path)


def test_one_question_per_die_and_per_carrion_value():
    data = shipped_data()
    asked = questions(data)
    dice = [t["name"] for t in data["tiles"] if t.get("die")]
    carrion = [t["name"] for t in data["tiles"] if "carrion" in t]
    assert len(dice) == 9 and len(carrion) == 8
    assert len(asked) == len(dice) + len(carrion)
    assert [q.text.split(":")[0] for q in asked if q.path[-1] == "die"] == [
        f"The {name} die" for name in dice]
    assert [q.text.split(":")[0] for q in asked if q.path[-1] == "carrion"] == [
        f"The {name} tile's carrion side" for name in carrion]
    hare = by_path(("tiles", 6, "die"))
    assert hare.text == ("The Hare die: its 6 faces, as printed (a number of food, X, C<food>), "
                         "e.g. X C1 1 2 2 3")
    assert "or D" in by_path(("tiles", 10, "die")).text  # the Livestock die
    # Nothing the rulebook gives is asked: no Scavenge tile, no count, no colour.
    assert {q.path[0] for q in asked} == {"tiles"}


def test_answering_with_the_shipped_values_gives_an_edition_the_model_accepts():
    data = shipped_data()
    mine = copy.deepcopy(data)
    for q in questions(data):
        tile = data["tiles"][q.path[1]]
        answer = " ".join(tile["die"]) if q.path[-1] == "die" else str(tile["carrion"])
        place(mine, q.path, q.parse(answer))
    assert mine == data
    mine["placeholder"] = False
    edition = EDITION.model.model_validate(mine)
    assert not edition.placeholder and edition.tile("hare").die == ("X", "C1", "1", "2", "2", "3")


def test_answers_are_read_as_printed():
    hare = by_path(("tiles", 6, "die"))
    assert hare.parse("x c1 1 2 2 3") == ["X", "C1", "1", "2", "2", "3"]
    assert hare.parse(" X, C2, 0, 2, 3, 4 ") == ["X", "C2", "0", "2", "3", "4"]
    livestock = by_path(("tiles", 10, "die"))
    assert livestock.parse("X D 3 4 5 6") == ["X", "D", "3", "4", "5", "6"]
    assert by_path(("tiles", 6, "carrion")).parse(" 4 ") == 4


@pytest.mark.parametrize(("path", "answer", "reason"), [
    (("tiles", 6, "die"), "X C1 1 2 2", "the Hare die has 6 faces; 5 faces typed"),
    (("tiles", 6, "die"), "X C1 1 2 2 3 4", "the Hare die has 6 faces; 7 faces typed"),
    (("tiles", 6, "die"), "", "the Hare die has 6 faces; 0 faces typed"),
    (("tiles", 6, "die"), "X", "the Hare die has 6 faces; 1 face typed"),
    (("tiles", 6, "die"), "X Q 1 2 2 3", "'Q' is not a die face"),
    (("tiles", 6, "die"), "X [/x] 1 2 2 3", "'[/x]' is not a die face"),
    (("tiles", 6, "die"), "X C1 1 2 2 30", "a die shows at most 20 food"),
    (("tiles", 6, "die"), "X D 1 2 2 3", "D (dead wolf) is only on the Livestock die"),
    (("tiles", 10, "die"), "X C2 3 4 5 6", "the Livestock tile has no carrion side"),
    (("tiles", 6, "carrion"), "two", "'two' is not a whole number"),
    (("tiles", 6, "carrion"), "21", "21 is not between 0 and 20"),
    (("tiles", 6, "carrion"), "-1", "-1 is not between 0 and 20"),
])
def test_a_bad_answer_is_refused_with_a_one_line_reason(path, answer, reason):
    with pytest.raises(GameError) as info:
        by_path(path).parse(answer)
    message = str(info.value)
    assert reason in message and "\n" not in message
