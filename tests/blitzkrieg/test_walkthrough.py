"""The edition walk-through (issue 8): one question per value the placeholder
invents (base-game-notes §1.8, §2.3, §9, §11), each naming the component as
printed; answering with the shipped values gives the shipped data back; a bad
answer is refused with a one-line reason."""

from __future__ import annotations

import copy
import tomllib

import pytest

from automeeple.engine.core import GameError
from automeeple.engine.walkthrough import place
from automeeple.games.blitzkrieg.edition import EDITION, SHIPPED, BlitzEdition
from automeeple.games.blitzkrieg.walkthrough import (
    bag_text,
    bonus_text,
    campaigns_text,
    questions,
)

DATA = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))
QUESTIONS = questions(DATA)


def at(data, path):
    for key in path:
        data = data[key]
    return data


def shipped_answer(question) -> str:
    """The shipped value at the question's path, typed as an owner would."""
    value, last = at(DATA, question.path), question.path[-1]
    if last == "bonus":
        return bonus_text(value)
    if last == "campaigns":
        return campaigns_text(value)
    if question.path[0] == "bags":
        return bag_text(value)
    return str(value)


def question(*path):
    return next(q for q in QUESTIONS if q.path == path)


def test_one_question_per_invented_value_naming_the_component():
    paths = [q.path for q in QUESTIONS]
    assert len(paths) == len(set(paths))
    world = DATA["boards"]["world"]["theatres"]
    nippon = DATA["boards"]["nippon"]["theatres"]
    # The world board: its theatres' names and rolls are in the rules; the rest is not.
    assert len(QUESTIONS) == 3 * len(world) + 5 * len(nippon) + 4
    for n, th in enumerate(world):
        for field in ("track", "bonus", "campaigns"):
            q = question("boards", "world", "theatres", n, field)
            assert q.text.startswith(f"{th['name']}: ")
        assert ("boards", "world", "theatres", n, "name") not in paths
        assert ("boards", "world", "theatres", n, "roll") not in paths
    for n in range(len(nippon)):
        for field in ("name", "roll", "track", "bonus", "campaigns"):
            assert ("boards", "nippon", "theatres", n, field) in paths
    assert [q.path for q in QUESTIONS[-4:]] == [("bags", "allies"), ("bags", "axis"),
                                               ("bags", "japan"), ("bags", "specials")]
    assert question("bags", "allies").text.startswith("The Allies bag (green): ")
    assert "shield" in question("boards", "world", "theatres", 2, "campaigns").text
    for field in ("win_vp", "reserve_size", "bot_row_size", "stratagems", "difficulty"):
        assert all(q.path[0] != field for q in QUESTIONS), f"{field} is in the rules"


def test_the_shipped_answers_give_the_shipped_data_which_the_model_accepts():
    data = copy.deepcopy(DATA)
    for q in QUESTIONS:
        value = q.parse(shipped_answer(q))
        assert value == at(DATA, q.path), q.path
        place(data, q.path, value)
    assert data == DATA
    assert BlitzEdition.model_validate(data) == EDITION.load().data


def test_an_owners_answers_make_an_edition_the_model_accepts():
    data = copy.deepcopy(DATA)
    answers = {
        ("boards", "world", "theatres", 0, "track"): "6",
        ("boards", "world", "theatres", 0, "bonus"): "3:1, 5:2",
        ("boards", "world", "theatres", 0, "campaigns"):
            "1: Land Industry, Land/Sea / 3: sea tactical 2, land/sea propaganda 2, land",
        ("boards", "nippon", "theatres", 0, "name"): "  New   York ",
        ("bags", "allies"): "Army 1 x3, airforce 2 x2, blitz navy 2, general, admiral",
        ("bags", "specials"): "elite army 4 x2, spy",
    }
    for q in QUESTIONS:
        if q.path in answers:
            place(data, q.path, q.parse(answers[q.path]))
    we = data["boards"]["world"]["theatres"][0]
    assert we["track"] == 6 and we["bonus"] == {"3": 1, "5": 2}
    assert we["campaigns"] == [
        {"vp": 1, "spaces": ["land:industry", "coast"]},
        {"vp": 3, "spaces": ["sea:tactical:2", "coast:propaganda:2", "land"]}]
    assert data["boards"]["nippon"]["theatres"][0]["name"] == "New York"
    assert data["bags"]["allies"] == ["army 1"] * 3 + ["airforce 2"] * 2 + [
        "blitz navy 2", "general", "admiral"]
    edition = BlitzEdition.model_validate(data)
    assert edition.units["blitz navy 2"].blitz and edition.units["airforce 2"].type == "air"


@pytest.mark.parametrize("path,answer,reason", [
    (("boards", "world", "theatres", 0, "track"), "eight", "'eight' is not a whole number"),
    (("boards", "world", "theatres", 0, "track"), "99", "99 is not between 2 and 20"),
    (("boards", "world", "theatres", 0, "bonus"), "4-1", "write each icon as STEPS:VP"),
    (("boards", "world", "theatres", 0, "bonus"), "4:1 4:2", "two icons at 4 steps"),
    (("boards", "world", "theatres", 0, "bonus"), "", "write each icon as STEPS:VP"),
    (("boards", "world", "theatres", 0, "campaigns"), "land, sea",
     "campaign 1: start with the VP on its shield"),
    (("boards", "world", "theatres", 0, "campaigns"), "1: land / 2: swamp",
     "campaign 2: 'swamp': start a space with land, sea or land/sea"),
    (("boards", "world", "theatres", 0, "campaigns"), "1: land nuke",
     "unknown effect 'nuke'"),
    (("boards", "world", "theatres", 0, "campaigns"), "1: land industry 2",
     "industry has no number on its icon"),
    (("boards", "world", "theatres", 0, "campaigns"), "1: land / 1: land / 1: land / 1: land "
     "/ 1: land / 1: land", "a theatre has 1 to 5 campaigns, not 6"),
    (("boards", "world", "theatres", 0, "campaigns"), "99: land", "more than 20"),
    (("boards", "nippon", "theatres", 0, "name"), "  ", "on one line"),
    (("boards", "nippon", "theatres", 0, "name"), "&&", "needs a letter or a digit"),
    (("boards", "nippon", "theatres", 0, "roll"), "7", "7 is not between 1 and 6"),
    (("bags", "allies"), "tiger 1 x2", "'tiger 1' does not read as a unit"),
    (("bags", "allies"), "army 1 x2, spy", "'spy' is a special weapon"),
    (("bags", "allies"), "army 1 x2", "2 tokens, fewer than the 5 drawn at set-up"),
    (("bags", "allies"), "army 1 x99", "from 1 to 60 alike"),
    (("bags", "allies"), "army 1 x40, navy 1 x40", "80 tokens, more than 60"),
    (("bags", "specials"), "army 3", "'army 3' is not a special weapon"),
])
def test_a_bad_answer_is_refused_with_its_reason(path, answer, reason):
    with pytest.raises(GameError) as err:
        question(*path).parse(answer)
    message = str(err.value)
    assert reason in message and "\n" not in message


def test_an_empty_special_weapons_pile_is_none():
    assert question("bags", "specials").parse("none") == []
