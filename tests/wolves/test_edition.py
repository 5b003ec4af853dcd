"""The Wolves' edition data: the shipped file holds the notes' values (base-game-notes
§15, solo rules §4-6); a malformed edition is one EditionError naming the file and
the field."""

from __future__ import annotations

from collections import Counter
from itertools import accumulate

import pytest

from automeeple import catalog
from automeeple.engine.core import CHANCE, sample_chance
from automeeple.engine.edition import EditionError
from automeeple.games.wolves.edition import EDITION, SHIPPED, TERRAINS

SOURCE = "my-edition.toml"
TEXT = SHIPPED.read_text(encoding="utf-8")


def broken(old: str, new: str) -> str:
    assert old in TEXT
    return TEXT.replace(old, new, 1)


def bad(text: str) -> str:
    """The message of the EditionError ``text`` raises."""
    with pytest.raises(EditionError) as err:
        EDITION.loads(text, SOURCE)
    message = str(err.value)
    assert message.startswith(SOURCE)
    return message


# --- The shipped edition ------------------------------------------------------------------


def test_shipped_edition_loads_and_is_not_a_placeholder():
    loaded = EDITION.load()
    assert loaded.shipped and loaded.source == str(SHIPPED)
    ed = loaded.data
    assert ed.placeholder is False
    assert "PLACEHOLDER" not in ed.label
    assert "not from the rulebook" in ed.note
    assert EDITION.loads(TEXT, "copy.toml").data == ed


def test_shipped_map_data():
    ed = EDITION.load().data
    assert ed.terrains == ("forest", "rock", "grass", "tundra", "desert")
    assert len(ed.palettes) == 10
    assert ed.palettes[0] == ("grass", "forest", "tundra", "rock", "desert")
    board = ed.region_board
    assert board.water == (0, 0) and list(board.slots) == ["a", "b", "c", "d", "e"]
    assert board.lone_wolves == ((-1, -2), (-1, 1)) and board.prey == (-2, -1)
    assert len(ed.start_board.chasm) == 6
    assert ed.start_board.north["tundra"] == (-3, -2)
    assert ed.start_board.south["rock"] == (1, 1)
    assert (ed.water_source.top_right, ed.water_source.lower_left) == ((1, 0), (-1, 0))


def test_shipped_three_player_setup():
    three = EDITION.load().data.layout(3)
    assert three.start_board == (8, 9)
    assert [r.centre for r in three.regions] == [(11, 7), (4, 4), (1, 6), (5, 11), (8, 12),
                                                 (13, 11)]
    assert [r.rotated for r in three.regions] == [False, True, True, False, True, False]
    assert Counter(three.scoring_tokens) == {"crescent": 2, "half": 2, "full": 2}
    assert Counter(three.prey) == {"hare": 2, "boar": 1, "deer": 1, "moose": 1, "raccoon": 1}
    assert three.prey_tokens == 2
    assert three.moonlight == {"crescent": 9, "half": 17, "full": 22}


def test_shipped_player_board_and_scoring():
    ed = EDITION.load().data
    assert ed.attributes == {"pack_spread": (2, 3, 3, 4, 4), "wolf_speed": (3, 4, 4, 5, 5),
                             "howl_range": (2, 3, 3, 4, 4)}
    assert list(accumulate(ed.den_track.vp)) == [0, 0, 3, 7]
    assert ed.den_track.bonus["pack_spread"] == {2: "action", 4: "terrain"}
    assert ed.den_track.bonus["howl_range"] == {2: "terrain", 4: "action"}
    assert ed.wolf_track.order.count("alpha") == 2 and ed.wolf_track.order[2] == "alpha"
    assert list(accumulate(ed.wolf_track.vp)) == [1, 2, 3, 4, 6, 8, 10, 12]
    assert (ed.lair_track.lairs, ed.lair_track.vp, ed.lair_track.bonus_terrain) == (4, 5, 1)
    assert list(accumulate(ed.hunting.vp)) == [1, 4, 9, 16, 25]
    assert (ed.hunting.bonus_action, ed.hunting.adjacent_hexes) == (1, 3)
    assert {a: r.cost for a, r in ed.actions.items()} == {
        "move": 1, "den": 2, "lair": 2, "howl": 2, "dominate": 3}
    assert {a for a, r in ed.actions.items() if r.moonlight} == {"lair", "howl", "dominate"}
    assert ed.control == {"alpha": 1, "pack": 1, "den": 1, "lair": 3}
    assert ed.region_vp == {"crescent": (4, 2), "half": (6, 3), "full": (8, 4)}
    assert (ed.actions_per_turn, ed.max_pieces_per_hex, ed.moonlight_spaces) == (2, 2, 30)


def test_shipped_ai_tiles_and_scoring():
    ed = EDITION.load().data
    assert ed.ai_scoring == {"pack": 2, "den": 4, "alpha": 6, "prey": 8, "lair": 10}
    tiles = {t.name: (t.terrain, t.action, t.back) for t in ed.ai_tiles}
    assert tiles == {
        "Grasslands": ("grass", "move", "lair"),
        "Cliffs": ("rock", "den", "move"),
        "Tundra": ("tundra", "lair", "howl"),
        "Desert": ("desert", "howl", "dominate"),
        "Forests": ("forest", "dominate", "den"),
    }
    assert sorted(t.terrain for t in ed.ai_tiles) == sorted(TERRAINS)
    # Each back shows the next terrain of the printed cycle (notes §5.1), and so the
    # action of the tile whose front shows that terrain.
    front = {t.terrain: t.action for t in ed.ai_tiles}
    for t in ed.ai_tiles:
        after = ed.terrains[(ed.terrains.index(t.terrain) + 1) % len(ed.terrains)]
        assert t.back == front[after], t.name


def test_other_player_counts_are_refused():
    with pytest.raises(ValueError, match="4 players"):
        EDITION.load().data.layout(4)


# --- Malformed editions -------------------------------------------------------------------


def test_bad_terrain_name_in_a_palette():
    message = bad(broken('["grass", "forest", "tundra", "rock", "desert"],',
                         '["grass", "forest", "swamp", "rock", "desert"],'))
    assert "palettes[1][3]" in message and "'tundra'" in message


def test_palette_repeating_a_terrain():
    message = bad(broken('["rock", "forest", "grass", "tundra", "desert"],',
                         '["rock", "forest", "rock", "tundra", "desert"],'))
    assert "palettes[2]" in message and "rock repeated" in message


def test_palette_missing_a_terrain():
    message = bad(broken('["rock", "forest", "grass", "tundra", "desert"],',
                         '["rock", "forest", "grass", "tundra"],'))
    assert "palettes[2]" in message and "4 given" in message


def test_board_names_one_per_region_board_each_its_own():
    # issue 17, point 7: the region boards are known by their names at the table
    message = bad(broken('    "rock prey with tundra and grass wolf heads",\n', ""))
    assert "board_names: 9 names for 10 region boards" in message
    message = bad(broken('"rock prey with tundra and grass wolf heads"',
                         '"Rock prey with desert and forest wolf heads"'))
    assert "board_names: two region boards share a name" in message
    message = bad(broken('"rock prey with tundra and grass wolf heads"', '"rock  prey"'))
    assert "board_names[10]" in message and "words separated by single spaces" in message


def test_unknown_action_on_a_tile_back():
    message = bad(broken('back = "lair"', 'back = "hunt"'))
    assert "ai_tiles[1] (Grasslands).back" in message and "'dominate'" in message


def test_tile_back_repeating_its_action():
    message = bad(broken('back = "lair"', 'back = "move"'))
    assert "ai_tiles[1] (Grasslands)" in message and "Grasslands" in message


def test_bad_terrain_on_the_start_board():
    message = bad(broken("north = { tundra", "north = { ice"))
    assert "start_board.north" in message and "tundra" in message


def test_tile_cycle_repeating_a_terrain():
    message = bad(broken('terrains = ["forest", "rock"', 'terrains = ["forest", "forest"'))
    assert "terrains" in message and "forest repeated" in message


def test_repeated_offset_on_the_region_board():
    message = bad(broken("e = [[-1, 1], [0, 1], [1, 1]]", "e = [[-1, 1], [0, 1], [1, 0]]"))
    assert "region_board" in message and "(1, 0)" in message


def test_lone_wolf_off_the_land():
    message = bad(broken("lone_wolves = [[-1, -2], [-1, 1]]", "lone_wolves = [[0, 0], [-1, 1]]"))
    assert "region_board" in message and "(0, 0)" in message


def test_top_right_not_a_neighbour():
    message = bad(broken("top_right = [1, 0]", "top_right = [2, 0]"))
    assert "water_source" in message and "top_right" in message


def test_moonlight_thresholds_must_increase():
    message = bad(broken("half = 17", "half = 8"))
    assert "players.3" in message and "increase" in message


def test_moonlight_threshold_missing():
    message = bad(broken("crescent = 9, half = 17, ", ""))
    assert "players.3.moonlight" in message and "crescent" in message


def test_full_moon_past_the_moonlight_board():
    message = bad(broken("full = 22", "full = 31"))
    assert "players.3.moonlight" in message and "30" in message


def test_overlapping_boards():
    message = bad(broken("{ centre = [13, 11] }", "{ centre = [12, 11] }"))
    assert "players.3" in message and "overlap" in message


def test_scoring_tokens_for_each_region():
    message = bad(broken('"full", "full"]', '"full"]'))
    assert "players.3" in message and "5 tokens for 6 regions" in message


def test_unknown_prey_kind():
    message = bad(broken('prey = ["hare"', 'prey = ["wolf"'))
    assert "players.3.prey[1]" in message


def test_three_player_layout_required():
    message = bad(broken("[players.3]", "[players.4]"))
    assert "players.3 is missing" in message


def test_attribute_values_for_every_den():
    message = bad(broken("wolf_speed = [3, 4, 4, 5, 5]", "wolf_speed = [3, 4, 4, 5]"))
    assert "attributes.wolf_speed" in message


def test_den_bonus_off_the_track():
    message = bad(broken('{ 2 = "action", 4 = "terrain" }', '{ 2 = "action", 5 = "terrain" }'))
    assert "den_track" in message and "bonus.pack_spread" in message


def test_missing_action():
    message = bad(broken("dominate = { cost = 3, moonlight = true }\n", ""))
    assert "actions" in message and "missing dominate" in message


def test_unknown_field_is_named():
    message = bad(broken("moonlight_spaces = 30", "moonlight_spaces = 30\nmoon_spaces = 30"))
    assert "moon_spaces" in message


def test_not_toml():
    assert "not valid TOML" in bad("this is [ not toml")


def test_edition_file_errors_name_the_path(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text(broken('back = "lair"', 'back = "hunt"'), encoding="utf-8")
    with pytest.raises(EditionError) as err:
        EDITION.load(path)
    assert str(path) in str(err.value) and "ai_tiles[1] (Grasslands).back" in str(err.value)


# --- Values the game cannot play are refused at load (issue 8) ---------------------------


@pytest.mark.parametrize(("old", "new", "field", "why"), [
    # notes §4.4: one group north of the chasm, one south; 40 used to crash the draft
    ("draft_groups = 2 ", "draft_groups = 40 ", "draft_groups", "less than or equal to 2"),
    ("draft_groups = 2 ", "draft_groups = 0 ", "draft_groups", "greater than or equal to 1"),
    # the draft and an AI's start put two pieces on one hex
    ("max_pieces_per_hex = 2 ", "max_pieces_per_hex = 1 ", "max_pieces_per_hex",
     "greater than or equal to 2"),
    ("actions_per_turn = 2 ", "actions_per_turn = 1000 ", "actions_per_turn",
     "less than or equal to 6"),
    ("moonlight_spaces = 30 ", "moonlight_spaces = 100000000 ", "moonlight_spaces",
     "less than or equal to 100"),
    ("prey_tokens = 2 ", "prey_tokens = 50 ", "players.3.prey_tokens", "less than or equal"),
    ("pack_spread = [2, 3, 3, 4, 4]", "pack_spread = [0, 3, 3, 4, 4]",
     "attributes.pack_spread[1]", "greater than or equal to 1"),
    ("wolf_speed = [3, 4, 4, 5, 5]", "wolf_speed = [3, 4, 4, 5, 500]",
     "attributes.wolf_speed[5]", "less than or equal to 20"),
    ("dens = 4\n", "dens = 40\n", "den_track.dens", "less than or equal to 8"),
    ("lairs = 4\n", "lairs = 0\n", "lair_track.lairs", "greater than or equal to 1"),
    ('order = ["pack", "pack", "alpha", "pack", "pack", "alpha", "pack", "pack"]',
     'order = [' + '"pack", ' * 30 + '"alpha"]', "wolf_track.order", "at most 20"),
    ("move = { cost = 1,", "move = { cost = 0,", "actions.move.cost",
     "greater than or equal to 1"),
    ("dominate = { cost = 3,", "dominate = { cost = 30,", "actions.dominate.cost",
     "less than or equal to 6"),
    ("lair = 3\n", "lair = -3\n", "control.lair", "greater than or equal to 0"),
    ("full = [8, 4]", "full = [8000, 4]", "region_vp.full[1]", "less than or equal to 100"),
    ("pack = 2\nden = 4", "pack = -2\nden = 4", "ai_scoring.pack",
     "greater than or equal to 0"),
    ("vp = [1, 3, 5, 7, 9]", "vp = [1, 3, 5, 7, -9]", "hunting.vp[5]",
     "greater than or equal to 0"),
])
def test_counts_out_of_bounds_are_refused_naming_the_field(old, new, field, why):
    message = bad(broken(old, new))
    assert f"{field}:" in message and why in message, message


def test_the_draft_groups_that_crashed_now_fail_at_load():
    """Issue 8: ``draft_groups = 40`` passed the check, then the draft ran out of
    hexes; now it is refused before a game starts."""
    with pytest.raises(EditionError, match="draft_groups"):
        EDITION.loads(broken("draft_groups = 2 ", "draft_groups = 40 "), SOURCE)
    ok = EDITION.loads(broken("draft_groups = 2 ", "draft_groups = 1 "), SOURCE)
    game = catalog.get("wolves").make(3, {}, ok.text)
    s = game.new_initial_state(1)
    while game.to_move(s) == CHANCE:
        game.apply(s, sample_chance(game, s))
    game.apply(s, game.legal_actions(s)[0])
    assert game.to_move(s) == 0 and "end turn" in map(str, game.legal_actions(s))


def test_the_solo_map_needs_a_start_board():
    message = bad(broken("start_board = [8, 9]\n", ""))
    assert "players.3.start_board is missing" in message


def test_the_solo_map_must_fit_the_row_letters():
    message = bad(broken("{ centre = [13, 11] }", "{ centre = [13, 41] }"))
    assert "players.3: the map is 73 rows tall" in message and "A to Z" in message


def test_each_region_board_needs_its_own_clock_position():
    message = bad(broken("{ centre = [13, 11] }", "{ centre = [-5, 0] }"))
    assert "players.3.regions: two region boards lie at 9 o'clock" in message


@pytest.mark.parametrize("name", ["Cliffs  2", "Cliffs2", "", " Cliffs"])
def test_ai_tile_names_are_printed_words(name):
    message = bad(broken('name = "Cliffs"', f'name = "{name}"'))
    assert "ai_tiles[2].name" in message and "words of letters" in message


def test_ai_tile_names_differ_in_any_case():
    message = bad(broken('name = "Cliffs"', 'name = "grasslands"'))
    assert "two tiles share a name" in message
