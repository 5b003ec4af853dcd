"""Solo §3 (set-up) and solo §4 / notes §4.3, §6 (the person's starting state)."""

from __future__ import annotations

import pytest

from automeeple.engine.core import IllegalAction
from automeeple.games.wolves.setup import ChooseAIWaterSource, DraftWolves
from automeeple.games.wolves.targets import attribute, shows
from automeeple.games.wolves.turn import ChooseAction

from .helpers import (
    AI1,
    AI2,
    PERSON,
    act,
    at,
    legal,
    play,
    setup,
)


def _until_ai_start():
    game, s = setup(draft=None, ai_starts=())
    return game, s


def test_solo_3_ai_start_only_at_water_sources_without_a_crescent():
    game, s = _until_ai_start()
    assert at(s, ChooseAIWaterSource)
    # regions 1 and 2 carry the crescent tokens (helpers.TOKENS)
    assert legal(game, s) == [f"ai start region {r}" for r in (3, 4, 5, 6)]


def test_solo_3_ai_start_with_crescents_elsewhere():
    game, s = setup(draft=None, ai_starts=(),
                    tokens=("half", "full", "crescent", "half", "crescent", "full"))
    assert legal(game, s) == [f"ai start region {r}" for r in (1, 2, 4, 6)]


def test_solo_3_lair_and_alpha_on_the_top_right_hex_of_the_water_source():
    game, s = setup()
    m = game.rulebook.map(s)
    r = m.regions[2]  # AI 1's Lair + Alpha
    assert sorted(s.pieces[r.top_right]) == [(AI1, "alpha"), (AI1, "lair")]
    assert m.distance(r.top_right, r.water) == 1
    r = m.regions[4]  # AI 2's Lair + Alpha
    assert sorted(s.pieces[r.top_right]) == [(AI2, "alpha"), (AI2, "lair")]


def test_solo_3_pack_pair_on_top_right_and_lower_left_of_another_water_source():
    game, s = setup()
    m = game.rulebook.map(s)
    for region, pack in ((3, AI1), (5, AI2)):
        r = m.regions[region]
        assert s.pieces[r.top_right] == ((pack, "pack"),)
        assert s.pieces[r.lower_left] == ((pack, "pack"),)
        assert m.distance(r.top_right, r.water) == m.distance(r.lower_left, r.water) == 1
        assert m.distance(r.top_right, r.lower_left) == 2  # opposite sides of the water


def test_solo_3_each_ai_has_exactly_its_starting_pieces():
    game, s = setup()
    for pack in (AI1, AI2):
        assert sorted(k for here in s.pieces for p, k in here if p == pack) == [
            "alpha", "lair", "pack", "pack"]


def test_solo_3_ai_packs_not_where_its_lair_and_alpha_stand():
    game, s = setup(draft=None, ai_starts=(3,))
    # AI 1's Pack Wolves: another water source without a crescent
    assert legal(game, s) == [f"ai start region {r}" for r in (4, 5, 6)]


def test_solo_3_the_two_ais_lairs_on_different_boards():
    game, s = setup(draft=None, ai_starts=(3, 4))
    # AI 2's Lair + Alpha: neither AI 1's Lair board nor its Pack Wolves' board
    assert legal(game, s) == [f"ai start region {r}" for r in (5, 6)]


def test_solo_3_the_person_drafts_on_the_start_board():
    game, s = setup(draft=None)
    m = game.rulebook.map(s)
    assert at(s, DraftWolves) and game.to_move(s) == PERSON
    assert {int(t.split()[1]) for t in legal(game, s)} == set(m.north | m.south)
    assert all(m.region_of(h) is None for h in m.north | m.south)


def test_notes_4_4_one_group_north_and_one_south_of_the_chasm():
    game, s = setup(draft=None)
    m = game.rulebook.map(s)
    act(game, s, "draft 45")  # north
    assert 45 in m.north
    assert {int(t.split()[1]) for t in legal(game, s)} == set(m.south)
    with pytest.raises(IllegalAction):
        act(game, s, "draft 36")  # a second north hex
    act(game, s, "draft 57")
    assert sorted(s.pieces[45]) == [(PERSON, "alpha"), (PERSON, "pack")]
    assert sorted(s.pieces[57]) == [(PERSON, "alpha"), (PERSON, "pack")]
    assert at(s, ChooseAction)


def test_notes_4_4_south_first_then_north():
    game, s = setup(draft=None)
    m = game.rulebook.map(s)
    act(game, s, "draft 66")
    assert {int(t.split()[1]) for t in legal(game, s)} == set(m.north)


def test_solo_3_5_person_starts_with_one_bonus_action_token():
    game, s = setup()
    assert s.bonus_action == 1
    assert s.bonus_terrain == 0


def test_solo_4_two_actions_per_turn():
    game, s = setup()
    assert at(s, ChooseAction) and game.to_move(s) == PERSON
    assert s.actions_left == 2


def test_notes_4_3_starting_attributes_and_tiles():
    game, s = setup()
    assert attribute(game.rulebook, s, "pack_spread") == 2
    assert attribute(game.rulebook, s, "wolf_speed") == 3
    assert attribute(game.rulebook, s, "howl_range") == 2
    # every cycle tile on its first side: each terrain shown once
    shown = sorted(shows(game.rulebook, s, t) for t in range(5))
    assert shown == [0, 1, 2, 3, 4]
    assert s.home == game.edition.terrains.index("grass")


def test_notes_4_1_lone_wolves_and_prey_on_the_map():
    game, s = setup()
    m = game.rulebook.map(s)
    assert sum(s.lone) == 12
    for r in m.regions:
        assert all(s.lone[h] for h in r.lone_wolves)
    assert s.prey_left == [2] * 6
    assert s.moon == 0 and s.phases_done == 0


def test_setup_plays_the_texts_in_order():
    game, s = setup(draft=None)
    play(game, s, ["draft 73", "draft 75"])
    assert at(s, ChooseAction)

