"""'automeeple edition new GAME FILE': a name that must differ from another is
refused at the question that gives it again, naming it (not after the last
question, in the model's words); what only the whole file can tell is laid at
the question it is about, which 'back N' (or the wizard itself) asks again with
the other answers kept; Ctrl-C stops with status 130 on a line of its own; an
empty file is told as empty whether or not --game names the game."""

from __future__ import annotations

import re
import tomllib

import pytest

from automeeple import catalog
from automeeple.cli import common
from automeeple.engine import walkthrough
from automeeple.engine.core import GameError
from automeeple.engine.edition import EditionError

from .test_cli import cli, fail, isolate, ok
from .test_editions import shipped_answers


@pytest.fixture(autouse=True)
def env(tmp_path, monkeypatch):
    return isolate(tmp_path, monkeypatch)


def questions(game_id: str) -> list:
    info = catalog.get(game_id)
    return catalog.load(info.walkthrough)(info.shipped_edition())


def index(game_id: str, *path) -> int:
    return next(k for k, q in enumerate(questions(game_id)) if q.path == path)


def refused(game_id: str, answers: list[str], typed: str) -> str:
    """What ``typed`` as the answer after ``answers`` (the shipped values, else) is
    told: the one-line reason, checked against the answers before it."""
    asked = questions(game_id)
    given = [q.parse(text) for q, text in zip(asked, answers, strict=False)]
    with pytest.raises(GameError) as err:
        walkthrough.answer(asked, given, len(given), typed)
    assert "\n" not in str(err.value)
    return str(err.value)


# --- a name given twice, at its question ----------------------------------------------


def test_wolves_a_board_mark_given_twice_is_refused_at_once_naming_it():
    result = cli("edition", "new", "wolves", "enw.toml", input="1\n1\n2\nquit\n")
    out = result.output
    assert "'1' is the mark of two boards; each region board's mark differs; try again." in out
    # Asked again at once (question 2, twice), then question 3; not after question 15.
    asked = re.findall(r"^(?:> )?([0-9]+/15)\. ", out, re.MULTILINE)
    assert asked == ["1/15", "2/15", "2/15", "3/15"] and "invalid edition" not in out
    assert result.exit_code == 1


def test_wolves_enter_for_two_boards_is_no_duplicate():
    """A board without a mark is named by what it shows: two such differ."""
    asked = questions("wolves")
    given = [asked[0].parse("")]
    assert walkthrough.answer(asked, given, 1, "") != given[0]


def test_dragon_canyon_a_tile_named_twice_in_one_answer_is_refused_naming_it():
    tiles = ("Forest x3 1 Wood; Forest x3 1 Wood; Quarry x3 1 Stone; Boneyard x3 1 Bone; "
             "Guard Tower x2 Guard Tower; Dragon Canyon x2 Dragon Canyon")
    assert refused("dragon-canyon", [], tiles) == ("'Forest' is named twice; each tile's "
                                                   "name differs")
    result = cli("edition", "new", "dragon-canyon", "d.toml", input=f"{tiles}\nquit\n")
    assert "'Forest' is named twice; each tile's name differs; try again." in result.output


@pytest.mark.parametrize(("path", "typed", "told"), [
    (("loot",), "Gem x2 1 VP; gem x1 2 VP", "'gem' is named twice; each loot card's name "
     "differs"),
    (("objectives",), "Rich: stash 5 bonus 2; rich: wins 2 lose 1",
     "'rich' is named twice; each objective card's name differs"),
])
def test_dragon_canyon_loot_and_objectives_named_twice_are_refused(path, typed, told):
    at = index("dragon-canyon", *path)
    assert refused("dragon-canyon", shipped_answers("dragon-canyon")[:at], typed) == told


def test_dragon_canyon_a_force_card_named_as_an_earlier_one_is_refused_naming_it():
    answers = shipped_answers("dragon-canyon")
    first = answers[1].split(";")[0]
    told = refused("dragon-canyon", answers[:2], f"{first.upper()}; 2; Food; none")
    assert told == (f"'{first.upper()}' names two Force cards; each Force card's name differs")


def test_dragon_canyon_two_ai_cards_alike_and_a_purchase_not_listed_are_refused():
    answers = shipped_answers("dragon-canyon")
    first = index("dragon-canyon", "ai_cards", 0)
    assert "two AI action cards read" in refused("dragon-canyon", answers[:first + 1],
                                                 answers[first])
    card = answers[first].rsplit(";", 1)[0] + "; Castle"
    assert refused("dragon-canyon", answers[:first], card).startswith(
        "'Castle' is not one of your buildings: ")


def test_islebound_a_region_named_twice_is_named():
    names = "A, B, C, D, E, F, G, H, I, J, K, a"
    assert refused("islebound", [], names) == ("two regions have the same name, 'a'; each "
                                               "region's name differs")


@pytest.mark.parametrize("what", ["towns", "buildings", "brags"])
def test_islebound_a_town_building_or_brag_named_as_an_earlier_one_is_refused(what):
    answers = shipped_answers("islebound")
    first, second = (index("islebound", what, k) for k in (0, 1))
    name = answers[first].split(";")[0]
    again = ";".join([name.lower(), *answers[second].split(";")[1:]])
    assert refused("islebound", answers[:second], again).startswith(
        f"'{name.lower()}' names two ")


def test_islebound_renown_tokens_named_twice_are_refused():
    at = index("islebound", "tokens")
    typed = "fish = fish 2 x4, Fish = coins 1 x2"
    assert refused("islebound", shipped_answers("islebound")[:at], typed) == (
        "two renown tokens have the same name, 'Fish'; each renown token's name differs")


def test_blitzkrieg_nippon_regions_differ_in_name_and_face_and_are_no_units():
    answers = shipped_answers("blitzkrieg")
    name0 = index("blitzkrieg", "boards", "nippon", "theatres", 0, "name")
    name1 = index("blitzkrieg", "boards", "nippon", "theatres", 1, "name")
    roll1 = index("blitzkrieg", "boards", "nippon", "theatres", 1, "roll")
    spelled = answers[name0].upper().replace(" ", "-")
    assert refused("blitzkrieg", answers[:name1], spelled) == (
        f"'{spelled}' names two regions of the Nippon board (as a move types them); each "
        "region's name differs")
    assert refused("blitzkrieg", answers[:roll1], answers[name0 + 1]) == (
        f"'{answers[name0 + 1]}' is the face of two regions; each region's face of the d6 "
        "differs")
    assert "is the name of a unit" in refused("blitzkrieg", answers[:name0], "Army 2")


# --- the whole file: the question it is about, asked again ------------------------------


def test_a_whole_file_problem_asks_its_question_again_keeping_the_other_answers(tmp_path):
    """The Dragon Slayer renamed: only the whole file tells (the card that bears its
    name may come later); the first Force card question is asked again, not the
    last question, and nothing else is retyped."""
    answers = shipped_answers("dragon-canyon")
    slayer = index("dragon-canyon", "force_cards", 0)
    assert answers[slayer].startswith("Dragon Slayer;")
    renamed = answers[slayer].replace("Dragon Slayer", "Slayer", 1)
    typed = [*answers[:slayer], renamed, *answers[slayer + 1:], answers[slayer]]
    out = ok(cli("edition", "new", "dragon-canyon", "d.toml", input="\n".join(typed) + "\n"))
    assert (f"is not a Force card; name one of force_cards so; question {slayer + 1} gives "
            "it, asked again (your other answers are kept") in " ".join(out.split())
    assert "Written d.toml" in out
    data = tomllib.loads((tmp_path / "d.toml").read_text())
    assert data["force_cards"][0]["name"] == "Dragon Slayer"


def test_at_fault_names_the_most_closely_named_question():
    info = catalog.get("islebound")
    data = info.shipped_edition()
    asked = questions("islebound")
    town = data["towns"][2]["name"]
    assert walkthrough.at_fault(asked, f"invalid edition: towns[3] ({town}): 'X' is not a region",
                    data) == index("islebound", "towns", 2)
    assert walkthrough.at_fault(asked, "invalid edition: (top level): start_roll: face 1 names 'X'",
                    data) == index("islebound", "start_roll")
    assert walkthrough.at_fault(asked, "invalid edition: neutral_cubes: 9", data) is None


def test_back_n_asks_question_n_again_and_keeps_the_answers_after_it(tmp_path):
    answers = shipped_answers("the-alpha")
    bison = "X C6 8 10 12 9"
    typed = [*answers[:3], "back 1", bison, *answers[3:]]
    out = ok(cli("edition", "new", "the-alpha", "a.toml", input="\n".join(typed) + "\n"))
    asked = re.findall(r"^(?:> )?([0-9]+/17)\. ", out, re.MULTILINE)
    assert asked[:5] == ["1/17", "2/17", "3/17", "4/17", "1/17"]  # then the 4th again
    assert asked[5] == "4/17" and len(asked) == 17 + 2
    data = tomllib.loads((tmp_path / "a.toml").read_text())
    assert data["tiles"][0]["die"] == bison.split()


@pytest.mark.parametrize(("typed", "told"), [
    ("back 9", "'back N' takes the number of an answered question: 1 to 2; try again."),
    ("back 0", "'back N' takes the number of an answered question: 1 to 2; try again."),
])
def test_back_to_a_question_not_answered_is_one_line(typed, told):
    answers = shipped_answers("the-alpha")
    result = cli("edition", "new", "the-alpha", "a.toml",
                 input="\n".join([*answers[:2], typed, "quit"]) + "\n")
    assert told in result.output and result.exit_code == 1


# --- messages -----------------------------------------------------------------------------


def test_ctrl_c_in_the_wizard_stops_with_130_on_a_line_of_its_own(tmp_path, monkeypatch):
    def interrupted(prompt=""):
        common.console.print(prompt, end="")
        raise KeyboardInterrupt

    monkeypatch.setattr(common.console, "input", interrupted)
    result = cli("edition", "new", "the-alpha", "a.toml")
    assert result.exit_code == 130
    assert "> \nStopped (Ctrl-C); nothing was written.\n" in result.output
    assert not (tmp_path / "a.toml").exists()


def test_an_empty_file_is_told_empty_with_or_without_the_game(tmp_path):
    (tmp_path / "empty.toml").write_text("\n# nothing yet\n")
    told = ("error: empty.toml: the file is empty; make an edition with 'automeeple edition "
            "new GAME FILE'")
    assert fail(cli("edition", "check", "empty.toml")) == told
    assert fail(cli("edition", "check", "empty.toml", "--game", "wolves")) == told


def test_a_bag_naming_no_unit_says_so_not_how_few_units_it_holds():
    from automeeple.games.blitzkrieg.edition import EDITION, SHIPPED

    data = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))
    data["bags"]["allies"] = ["nosuch"]
    import tomli_w
    with pytest.raises(EditionError) as err:
        EDITION.loads(tomli_w.dumps(data), "mine.toml")
    assert "bags.allies: 'nosuch' is not one of [kinds]" in str(err.value)
    data["bags"]["allies"] = ["army 1"]
    with pytest.raises(EditionError) as err:
        EDITION.loads(tomli_w.dumps(data), "mine.toml")
    assert "bags.allies: 1 unit, fewer than the 5 drawn at set-up" in str(err.value)
