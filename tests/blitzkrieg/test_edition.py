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
    game = make_game()
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
    assert "boards.world.theatres.0.campaigns.0.spaces" in message
    assert "swamp" in message


def test_unknown_effect_names_file_field_and_effect():
    text = tiny_edition_text().replace('"sea"', '"sea:nuke"', 1)
    message = bad(text)
    assert "boards.world.theatres.0.campaigns.0.spaces" in message
    assert "nuke" in message and "unknown effect" in message


def test_bag_naming_an_unknown_kind():
    text = tiny_edition_text().replace('allies = ["army 1"', 'allies = ["army 9"', 1)
    message = bad(text)
    assert "bags.allies" in message and "army 9" in message


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
    assert "boards.world.theatres.0" in message and "bonus" in message


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
