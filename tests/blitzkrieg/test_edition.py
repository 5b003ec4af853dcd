"""BLITZKRIEG! edition data: the shipped file is the notes' labelled placeholder
(notes §11); a malformed edition is one EditionError naming the file and field."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.core import GameError
from automeeple.engine.edition import EditionError
from automeeple.games.blitzkrieg.edition import EDITION, SHIPPED, Space
from automeeple.games.blitzkrieg.game import BlitzGame

from .helpers import TINY_WORLD, make_game, position, tiny_edition_text, tiny_game

INFO = catalog.get("blitzkrieg")

SOURCE = "my-edition.toml"


def bad(text: str) -> str:
    """The message of the EditionError ``text`` raises."""
    with pytest.raises(EditionError) as err:
        EDITION.loads(text, SOURCE)
    message = str(err.value)
    assert message.startswith(SOURCE)
    return message


# --- The shipped placeholder --------------------------------------------------------------


def test_shipped_edition_is_a_labelled_placeholder():
    edition = EDITION.load().data
    assert edition.placeholder is True
    assert "PLACEHOLDER" in edition.label
    assert "PLACEHOLDER" in INFO.edition_status()
    assert "PLACEHOLDER" in SHIPPED.read_text(encoding="utf-8")
    game = make_game(edition_text=None)
    assert isinstance(game, BlitzGame) and game.EDITION is EDITION
    assert game.loaded.shipped
    assert game.edition.placeholder


def test_shipped_edition_shape_matches_the_rules():
    ed = EDITION.load().data
    assert ed.win_vp == 25
    assert ed.reserve_size == 3 and ed.bot_row_size == 5
    assert len(ed.stratagems) == 8
    world = ed.boards["world"].theatres
    assert [t.name for t in world] == ["Western Europe", "Pacific Ocean", "Eastern Europe",
                                       "Africa & Middle East", "South East Asia"]
    assert [t.roll for t in world] == [1, 2, 3, 4, 5]
    assert len(ed.boards["nippon"].theatres) == 4
    assert {k: (v.rolls, v.steps) for k, v in ed.difficulty.items()} == {
        "easy": (3, 1), "medium": (3, 2), "hard": (4, 2)}
    assert ed.bags["allies"] == ed.bags["axis"]
    assert all(ed.kinds[k].special for k in ed.bags["specials"])
    assert ed.kinds["scientist"].type == "air" and ed.kinds["scientist"].strength == 3
    assert ed.kinds["spy"].copies_last


def test_own_edition_is_not_the_shipped_one():
    game = tiny_game()
    assert not game.loaded.shipped
    assert [t.name for t in game.rulebook.theatres] == [t["name"] for t in TINY_WORLD]
    s = position(game)
    assert game.to_move(s) == 0


def test_make_takes_an_edition_text():
    game = INFO.make(2, {"difficulty": "hard"}, tiny_edition_text(), "mine.toml")
    assert game.loaded.source == "mine.toml"
    options = game.options()
    assert (options["difficulty"], options["nippon"], options["leftmost_only"]) == (
        "hard", False, False)
    with pytest.raises(GameError):
        INFO.make(3, {})
    with pytest.raises(GameError):
        INFO.make(2, {"difficulty": "impossible"})
    with pytest.raises(GameError):
        BlitzGame(3, game.opts, game.loaded)


# --- Spaces -------------------------------------------------------------------------------


def test_space_text_and_default_amounts():
    assert Space.parse("land") == Space("land", "none", 0)
    assert Space.parse("coast:tactical") == Space("coast", "tactical", 2)
    assert Space.parse("sea:strategic") == Space("sea", "strategic", 3)
    assert Space.parse("land:propaganda") == Space("land", "propaganda", 1)
    assert Space.parse("land:propaganda:2") == Space("land", "propaganda", 2)
    assert Space.parse("land:bombing") == Space("land", "bombing", 0)


@pytest.mark.parametrize("text", ["lnd", "land:industry:2:3", "land:propaganda:x", ""])
def test_space_text_errors(text):
    with pytest.raises(ValueError):
        Space.parse(text)


# --- Malformed editions ------------------------------------------------------------------


def test_bad_space_text_names_file_and_field():
    text = tiny_edition_text().replace('"sea"', '"swamp"', 1)
    message = bad(text)
    assert "boards.world.theatres[1] (North).campaigns[1].spaces" in message
    assert "swamp" in message


def test_unknown_effect_names_file_field_and_effect():
    text = tiny_edition_text().replace('"sea"', '"sea:nuke"', 1)
    message = bad(text)
    assert "boards.world.theatres[1] (North).campaigns[1].spaces" in message
    assert "nuke" in message and "unknown effect" in message


def test_bag_naming_an_unknown_kind():
    text = tiny_edition_text().replace('allies = ["army 1"', 'allies = ["tiger 1"', 1)
    message = bad(text)
    assert "bags.allies" in message and "tiger 1" in message
    assert "does not read as a unit" in message


def test_bag_naming_a_unit_by_its_printed_name_alone():
    text = tiny_edition_text().replace('allies = ["army 1"', 'allies = ["navy 4"', 1)
    text = text.replace('specials = ["elite army 3"', 'specials = ["elite airforce 6"', 1)
    edition = EDITION.loads(text, SOURCE).data
    assert "navy 4" not in edition.kinds
    assert edition.units["navy 4"].model_dump() == {
        "type": "navy", "strength": 4, "blitz": False, "special": False, "copies_last": False}
    assert edition.units["elite airforce 6"].special
    assert edition.units["elite airforce 6"].type == "air"
    assert list(edition.units)[:len(edition.kinds)] == list(edition.kinds)


def test_special_weapon_in_a_coalition_bag():
    text = tiny_edition_text().replace('axis = ["army 1"', 'axis = ["spy", "army 1"', 1)
    message = bad(text)
    assert "bags.axis" in message and "spy" in message and "special weapon" in message


def test_regular_unit_in_the_specials_pile():
    text = tiny_edition_text().replace('specials = ["elite army 3"', 'specials = ["army 1"', 1)
    message = bad(text)
    assert "bags.specials" in message and "army 1" in message


def test_missing_board():
    text = tiny_edition_text()
    text = text[:text.index("[[boards.nippon.theatres]]")] + text[text.index("[difficulty]"):]
    message = bad(text)
    assert "boards.nippon" in message and "missing" in message


def test_missing_boards_table():
    text = tiny_edition_text()
    text = text[:text.index("[[boards.world.theatres]]")] + text[text.index("[difficulty]"):]
    assert "boards" in bad(text)


def test_missing_bag():
    text = tiny_edition_text()
    start = text.index("japan = [")
    end = text.index("]", start) + 1
    message = bad(text[:start] + text[end:])
    assert "bags.japan" in message and "missing" in message


def test_unknown_field_is_named():
    message = bad(tiny_edition_text().replace("win_vp = 25", "win_vp = 25\nwin_points = 3"))
    assert "win_points" in message


def test_two_theatres_sharing_a_roll():
    world = [dict(t) for t in TINY_WORLD]
    world[1]["roll"] = world[0]["roll"]
    message = bad(tiny_edition_text(world))
    assert "boards.world" in message and "roll" in message


def test_bonus_off_the_track():
    world = [dict(t) for t in TINY_WORLD]
    world[0]["bonus"] = {9: 1}
    message = bad(tiny_edition_text(world))
    assert "boards.world.theatres[1] (North)" in message and "bonus" in message


def test_wrong_stratagems():
    message = bad(tiny_edition_text().replace('"Steamroll"]', '"Blitz"]'))
    assert "stratagems" in message


def test_general_with_a_printed_strength():
    message = bad(tiny_edition_text().replace('"general" = { type = "general" }',
                                              '"general" = { type = "general", strength = 2 }'))
    assert "kinds.general" in message


def test_nippon_board_needs_two_theatres():
    message = bad(tiny_edition_text(nippon=TINY_WORLD[:1]))
    assert "nippon" in message.lower()


def test_not_toml():
    assert "not valid TOML" in bad("this is [ not toml")


def test_edition_file_errors_name_the_path(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(tiny_edition_text().replace('"sea"', '"sea:nuke"', 1), encoding="utf-8")
    with pytest.raises(EditionError) as err:
        EDITION.load(path)
    assert str(path) in str(err.value) and "nuke" in str(err.value)
    with pytest.raises(EditionError) as err:
        EDITION.load(tmp_path / "absent.toml")
    assert "absent.toml" in str(err.value)


# --- What the game can play (issue 8: sane bounds, each named by its field) -------------


def theatre(**changes) -> list[dict]:
    """:data:`TINY_WORLD` with its first theatre changed."""
    world = [dict(t) for t in TINY_WORLD]
    world[0].update(changes)
    return world


@pytest.mark.parametrize("text,field,problem", [
    (tiny_edition_text(win_vp=0), "win_vp", "greater than or equal to 1"),
    (tiny_edition_text(win_vp=1000), "win_vp", "less than or equal to 60"),
    (tiny_edition_text().replace("reserve_size = 3", "reserve_size = 0"), "reserve_size",
     "greater than or equal to 1"),
    (tiny_edition_text().replace("reserve_size = 3", "reserve_size = 50"), "reserve_size",
     "less than or equal to 10"),
    (tiny_edition_text().replace("bot_row_size = 5", "bot_row_size = 500"), "bot_row_size",
     "less than or equal to 10"),
    (tiny_edition_text().replace('"army 3" = { type = "army", strength = 3 }',
                                 '"army 3" = { type = "army", strength = 300 }'),
     "kinds.army 3.strength", "less than or equal to 10"),
    (tiny_edition_text(theatre(track=1)), "boards.world.theatres[1] (North).track",
     "greater than or equal to 2"),
    (tiny_edition_text(theatre(track=1000)), "boards.world.theatres[1] (North).track",
     "less than or equal to 20"),
    (tiny_edition_text(theatre(bonus={2: 500})), "boards.world.theatres[1] (North)",
     "500 VP is not from 0 to 20"),
    (tiny_edition_text(theatre(campaigns=[(500, ["land"])])),
     "boards.world.theatres[1] (North).campaigns[1].vp", "less than or equal to 20"),
    (tiny_edition_text(theatre(campaigns=[(1, ["land"])] * 6)),
     "boards.world.theatres[1] (North).campaigns", "at most 5"),
    (tiny_edition_text(theatre(campaigns=[(1, ["land"] * 11)])),
     "boards.world.theatres[1] (North).campaigns[1].spaces", "at most 10"),
    (tiny_edition_text(theatre(campaigns=[(1, ["land:industry:2"])])),
     "boards.world.theatres[1] (North).campaigns[1].spaces", "industry has no number on its icon"),
    (tiny_edition_text(theatre(campaigns=[(1, ["land:propaganda:50"])])),
     "boards.world.theatres[1] (North).campaigns[1].spaces", "a whole number from 1 to 10"),
    (tiny_edition_text(theatre(roll=7)), "boards.world.theatres[1] (North).roll",
     "less than or equal to 6"),
    (tiny_edition_text(theatre(name="  ")), "boards.world.theatres[1].name", "on one line"),
    (tiny_edition_text(theatre(name="x" * 41)), "boards.world.theatres[1].name",
     "longer than 40 characters"),
    (tiny_edition_text(theatre(name="!!")), "boards.world.theatres[1].name",
     "needs a letter or a digit"),
    (tiny_edition_text(theatre(name="south")), "boards.world", "the same name"),
    (tiny_edition_text(difficulty="easy = { rolls = 100, steps = 1 }\n"
                                  "medium = { rolls = 3, steps = 2 }\n"
                                  "hard = { rolls = 4, steps = 2 }"),
     "difficulty.easy.rolls", "less than or equal to 6"),
    (tiny_edition_text(difficulty="easy = { rolls = 3, steps = 100 }\n"
                                  "medium = { rolls = 3, steps = 2 }\n"
                                  "hard = { rolls = 4, steps = 2 }"),
     "difficulty.easy.steps", "less than or equal to 10"),
    (tiny_edition_text().replace('allies = ["army 1", "army 1", "army 2", "army 2", "army 3", '
                                 '"navy 1", "navy 1", "navy 2",\n          "navy 2", "navy 3", '
                                 '"air 1", "air 2", "air 3", "blitz air 0", "blitz air 0",\n'
                                 '          "blitz air 1", "blitz army 1", "general", '
                                 '"admiral"]', 'allies = ["army 1", "army 2"]'),
     "bags.allies", "2 units, fewer than the 5 drawn at set-up"),
    (tiny_edition_text().replace('allies = ["army 1"', 'allies = [' + '"army 1", ' * 60
                                 + '"army 1"'), "bags.allies", "more than 60"),
    (tiny_edition_text().replace('"general" = { type = "general" }',
                                 '"general" = { type = "general" }\n" Army 9" = { type = '
                                 '"army", strength = 9 }'), "kinds", "on one line"),
    (tiny_edition_text().replace('"general" = { type = "general" }',
                                 '"general" = { type = "general" }\n"Army 1" = { type = '
                                 '"army", strength = 1 }'), "(top level)",
     "'army 1' and 'Army 1' differ only in case"),
])
def test_an_edition_the_game_cannot_play_is_refused_naming_the_field(text, field, problem):
    message = bad(text)
    assert f"{field}: " in message and problem in message, message
