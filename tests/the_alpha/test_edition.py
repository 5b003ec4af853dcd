"""The Alpha's edition data: the shipped placeholder and the checks on a
person's own edition file (edition.py, engine/edition.py)."""

from __future__ import annotations

from collections import Counter

import pytest

from automeeple import catalog
from automeeple.engine.core import sample_chance
from automeeple.engine.edition import EditionError
from automeeple.games.the_alpha.edition import EDITION, SHIPPED
from automeeple.games.the_alpha.game import AlphaGame

from .helpers import TEST_EDITION_TOML, new_game, play, start

HARE_DIE = 'die = ["X", "C1", "1", "2", "9", "3"]'
HARE_CARRION = 'die = ["X", "C1", "1", "2", "9", "3"]\ncarrion = 2\n'


def broken(old: str, new: str) -> str:
    assert old in TEST_EDITION_TOML
    return TEST_EDITION_TOML.replace(old, new, 1)


def load(path=None):
    return EDITION.load(path)


def loads(text: str, source: str):
    return EDITION.loads(text, source)


def error_for(text: str, source: str = "mine.toml") -> str:
    with pytest.raises(EditionError) as info:
        loads(text, source)
    return str(info.value)


# --- The shipped edition -----------------------------------------------------------


def test_shipped_edition_loads_and_says_it_is_a_placeholder():
    ed = load()
    assert ed.data.placeholder is True
    assert "PLACEHOLDER" in ed.data.label
    assert ed.shipped
    assert ed.source == str(SHIPPED)
    assert "PLACEHOLDER" in catalog.get("the-alpha").edition_status()


def test_shipped_edition_matches_the_rules_setup():
    ed = load().data
    assert ed.start_food == 5
    assert ed.weeks == 5
    assert ed.betas == 5  # 6 Betas per colour, one keeps the score
    assert ed.deep_forest_cost == 1
    assert ed.scavenge_food == 1
    assert [c.lower() for c in ed.colours] == ["red", "blue", "green", "yellow", "purple",
                                               "grey"]
    rows = {p: ed.setup[p].model_dump() for p in ("3", "4", "5", "6")}
    assert rows == {
        "3": {"large": 0, "medium": 2, "small": 2, "scavenge": 1, "livestock": 1},
        "4": {"large": 1, "medium": 2, "small": 2, "scavenge": 2, "livestock": 1},
        "5": {"large": 1, "medium": 2, "small": 3, "scavenge": 1, "livestock": 1},
        "6": {"large": 1, "medium": 2, "small": 3, "scavenge": 2, "livestock": 1},
    }


def test_shipped_edition_has_the_eleven_region_tiles():
    ed = load().data
    sizes = Counter(t.size for t in ed.tiles)
    assert sizes == {"large": 2, "medium": 3, "small": 3, "scavenge": 2, "livestock": 1}
    by_size = {size: sorted(t.name for t in ed.tiles if t.size == size) for size in sizes}
    assert by_size["large"] == ["Bison", "Moose"]
    assert by_size["medium"] == ["Caribou", "Deer", "Elk"]
    assert by_size["small"] == ["Beaver", "Fish", "Hare"]
    # Nine region dice: every tile but the Scavenge tiles has one.
    assert sum(1 for t in ed.tiles if t.die) == 9
    assert all(not t.die for t in ed.tiles if t.size == "scavenge")


def test_shipped_edition_dice_faces_are_consistent_with_the_rules():
    for tile in load().data.tiles:
        kinds = {f.kind for f in tile.faces}
        assert ("D" in kinds) == (tile.size == "livestock"), tile.id
        if "C" in kinds:
            assert tile.carrion is not None, tile.id


def test_deep_forest_is_large_and_medium():
    ed = load().data
    for tile in ed.tiles:
        assert tile.deep_forest == (tile.size in ("large", "medium")), tile.id


# --- A person's own edition ------------------------------------------------------


def test_own_edition_loads_and_plays():
    text = broken(HARE_DIE, 'die = ["9", "9", "9", "9", "9", "9"]')
    ed = loads(text, "mine.toml")
    assert ed.source == "mine.toml" and not ed.shipped
    game = AlphaGame(4, edition=ed)
    s = start(game, betas={"red": 1, "blue": 0, "green": 0, "yellow": 0},
              pairs={"red": 0, "blue": 0, "green": 0, "yellow": 0})
    play(game, s, "red: place beta on hare")
    request = game.chance_request(s)
    assert [str(o) for o in request.outcomes] == ["roll 9"]
    assert request.weights == (6,)
    game.apply(s, sample_chance(game, s))
    assert s.food[0] == 14


def test_die_face_weights_count_repeated_faces():
    game = new_game(4, shipped=True)
    s = start(game, betas={"red": 1, "blue": 0, "green": 0, "yellow": 0},
              pairs={"red": 0, "blue": 0, "green": 0, "yellow": 0})
    play(game, s, "red: place beta on hare")
    request = game.chance_request(s)
    faces = load().data.tile("hare").die
    counts = {f"roll {f}": faces.count(f) for f in faces}
    assert dict(zip((str(o) for o in request.outcomes), request.weights, strict=True)) == counts
    assert sum(request.weights) == 6


def test_catalog_make_uses_a_given_edition_text():
    info = catalog.get("the-alpha")
    game = info.make(4, {}, TEST_EDITION_TOML, "test-edition.toml")
    assert game.edition.name == "Test edition"
    assert info.make(4, {}).edition.placeholder


def test_die_faces_are_parsed_once_when_the_edition_is_loaded():
    tile = loads(TEST_EDITION_TOML, "test-edition.toml").data.tile("hare")
    assert tile.faces is tile.faces
    assert [str(f) for f in tile.faces] == list(tile.die)
    # X counts 0, C1 counts 1: (0 + 1 + 1 + 2 + 9 + 3) / 6
    assert tile.mean_food == 16 / 6


# --- Malformed editions -------------------------------------------------------------


def test_edition_bad_toml_names_the_file_and_line():
    message = error_for(broken('name = "Test edition"', "name = "))
    assert message.startswith("mine.toml:")
    assert "TOML" in message and "line 1" in message


def test_edition_unknown_field_is_named():
    message = error_for("colour_count = 6\n" + TEST_EDITION_TOML)
    assert message.startswith("mine.toml:")
    assert "colour_count" in message


def test_edition_unknown_tile_field_is_named():
    message = error_for(broken(HARE_DIE, HARE_DIE + "\nspeed = 3"))
    assert "mine.toml" in message
    assert "tiles[7] (Hare).speed" in message


def test_edition_d_face_on_a_non_livestock_tile():
    message = error_for(broken(HARE_DIE, 'die = ["X", "D", "1", "2", "9", "3"]'))
    assert "mine.toml" in message
    assert "tiles[7] (Hare)" in message
    assert "D face" in message and "Livestock" in message


def test_edition_c_face_without_carrion_value():
    message = error_for(broken(HARE_CARRION, HARE_DIE + "\n"))
    assert "mine.toml" in message
    assert "tiles[7] (Hare)" in message
    assert "carrion" in message


def test_edition_setup_asks_more_tiles_than_exist():
    message = error_for(broken("[setup.4]\nlarge = 1", "[setup.4]\nlarge = 3"))
    assert "mine.toml" in message
    assert "setup" in message and "4 players" in message and "large" in message


def test_edition_bad_face_q():
    message = error_for(broken(HARE_DIE, 'die = ["X", "Q", "1", "2", "9", "3"]'))
    assert "mine.toml" in message
    assert "tiles[7] (Hare).die" in message
    assert "'Q'" in message


def test_edition_missing_field_is_named():
    message = error_for(broken("start_food = 5\n", ""))
    assert "mine.toml" in message and "start_food" in message


def test_edition_negative_start_food_is_refused():
    message = error_for(broken("start_food = 5", "start_food = -1"))
    assert "mine.toml" in message and "start_food" in message


def test_edition_scavenge_tile_with_a_die_is_refused():
    old = 'size = "scavenge"\n'
    message = error_for(broken(old, old + 'die = ["1", "1", "1", "1", "1", "1"]\n'))
    assert "mine.toml" in message and "tiles[9]" in message and "Scavenge" in message


def test_edition_hunting_tile_without_a_die_is_refused():
    message = error_for(broken(HARE_CARRION, "carrion = 2\n"))
    assert "mine.toml" in message and "tiles[7] (Hare)" in message and "die" in message


def test_edition_file_errors_name_the_path(tmp_path):
    path = tmp_path / "my-alpha.toml"
    path.write_text(broken(HARE_DIE, 'die = ["X", "Q", "1", "2", "9", "3"]'), encoding="utf-8")
    with pytest.raises(EditionError) as info:
        load(path)
    assert str(path) in str(info.value) and "tiles[7] (Hare).die" in str(info.value)
    with pytest.raises(EditionError) as info:
        load(tmp_path / "missing.toml")
    assert "missing.toml" in str(info.value)


# --- What the game can play (issue 8): refused at load, the field named ----------------


@pytest.mark.parametrize(("old", "new", "field", "words"), [
    (HARE_DIE, 'die = ["X", "C1", "1", "2", "9"]', "tiles[7] (Hare)", "must have 6 faces, not 5"),
    (HARE_DIE, 'die = ["X", "C1", "1", "2", "9", "3", "4"]', "tiles[7] (Hare)", "6 faces, not 7"),
    (HARE_DIE, 'die = ["X", "C1", "1", "2", "9", "21"]', "tiles[7] (Hare).die", "at most 20 food"),
    (HARE_DIE, 'die = ["X", "C21", "1", "2", "9", "3"]', "tiles[7] (Hare).die", "at most 20 food"),
    (HARE_DIE, 'die = ["X", "[/x]", "1", "2", "9", "3"]', "tiles[7] (Hare).die", "not a die face"),
    ("carrion = 2\n", "carrion = 21\n", "tiles[7] (Hare).carrion", "less than or equal to 20"),
    ("weeks = 5", "weeks = 100000000", "weeks", "less than or equal to 20"),
    ("weeks = 5", "weeks = 0", "weeks", "greater than or equal to 1"),
    ("betas = 5", "betas = 0", "betas", "greater than or equal to 1"),
    ("betas = 5", "betas = 11", "betas", "less than or equal to 10"),
    ("start_food = 5", "start_food = 31", "start_food", "less than or equal to 30"),
    ("deep_forest_cost = 1", "deep_forest_cost = 11", "deep_forest_cost", "less than"),
    ("deep_forest_cost = 1", "deep_forest_cost = -1", "deep_forest_cost", "greater than"),
    ("scavenge_food = 1", "scavenge_food = 21", "scavenge_food", "less than or equal to 20"),
    ('"Grey"]', '"Grey", "Pink"]', "colours", "6 pack colours, not 7"),
    ('"Red", ', "", "colours", "6 pack colours, not 5"),
    ('"Red"', '"Red\\u0007"', "colours[1]", "not a name as printed"),
    ('"Red"', '""', "colours[1]", "not a name as printed"),
    ('"Red"', '"Red Red Red Red"', "colours[1]", "at most 12 characters"),
    ('name = "Hare"', 'name = "Beaver"', "top level", "tile names must differ"),
    ('name = "Hare"', 'name = "Hare\\nHound"', "tiles[7].name", "not a name as printed"),
    ('name = "Hare"', f'name = "{"H" * 25}"', "tiles[7].name", "at most 24 characters"),
])
def test_edition_values_the_game_cannot_play_are_refused(old, new, field, words):
    message = error_for(broken(old, new))
    assert message.startswith("mine.toml: invalid edition"), message
    assert f"{field}:" in message or f"({field}):" in message, message
    assert words in message, message


def test_edition_names_are_kept_as_written_even_with_brackets():
    """A name with Rich markup in it is a name like any other: the board shows it as
    text (test_view checks the drawing)."""
    ed = loads(broken('name = "Hare"', 'name = "[/x] Hare"'), "mine.toml").data
    assert ed.tile("hare").name == "[/x] Hare"


def test_edition_bounds_keep_a_game_quick():
    """The largest edition the checks allow still plays a whole seeded game fast."""
    text = (TEST_EDITION_TOML.replace("weeks = 5", "weeks = 20")
            .replace("betas = 5", "betas = 10"))
    game = AlphaGame(6, edition=loads(text, "big.toml"))
    s = game.new_initial_state(3)
    steps = 0
    while not game.is_over(s):
        legal = game.legal_actions(s)
        game.apply(s, legal[0] if legal else sample_chance(game, s), quiet=True)
        steps += 1
    assert s.week == 20 and steps < 5000
