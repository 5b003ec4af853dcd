"""The person's actions: payment (notes §5.1), Move (§7.1, solo §5), Build Den
(§7.2, §5.3, §5.4), Upgrade to Lair (§7.3), Howl (§7.4) and hunting (§8).

The person's home terrain is grass unless a test says otherwise; cycle tile ``i``
shows terrain ``i`` (forest, rock, grass, tundra, desert) until flipped.
"""

from __future__ import annotations

import pytest

from automeeple.engine.core import IllegalAction
from automeeple.games.wolves.actions import (
    BonusToken,
    BuildDen,
    CycleTile,
    HomeTile,
    HowlAt,
    MoveOnto,
    Pay,
    UpgradeToLair,
)
from automeeple.games.wolves.ai import DrawActionTile
from automeeple.games.wolves.final_scoring import track_vp
from automeeple.games.wolves.targets import attribute, shows
from automeeple.games.wolves.turn import ChooseAction, MoveWolves, PayFor, payments

from .helpers import (
    AI1,
    AI2,
    PERSON,
    act,
    ai_turn,
    at,
    edit,
    legal,
    make_game,
    play,
    position,
    setup,
)

A = (PERSON, "alpha")
P = (PERSON, "pack")
D = (PERSON, "den")


def dests(game, s, kind=None, src=None):
    """Destination hexes of the legal Move steps."""
    out = set()
    for t in legal(game, s):
        w = t.split()
        if len(w) == 4 and w[2] == "to" and (kind is None or w[0] == kind) and (
                src is None or int(w[1]) == src):
            out.add(int(w[3]))
    return out


def starts(game, s, word):
    return [t for t in legal(game, s) if t.startswith(word)]


# --- notes §5.1: payment -------------------------------------------------------------------


def test_actions_are_typed_records_written_as_before():
    game, s = position(clear=True, pieces={45: [A]})
    grass = game.edition.terrains.index("grass")
    for text, action in [
        ("move onto grass", MoveOnto(grass, "grass")),
        ("den at 47 for wolf-speed", BuildDen(47, "wolf_speed")),
        ("lair at 52", UpgradeToLair(52)),
        ("howl at 80", HowlAt(80)),
        ("pay home + tile 2 + token", Pay((HomeTile(), CycleTile(2), BonusToken()))),
    ]:
        assert game.actions.parse(text) == action and str(action) == text
    # §5.1: a cycle tile is also named by its two printed sides, in either order.
    for text in ("pay grass/tundra + home", "pay tundra/grass + home"):
        assert game.actions.parse(text) == Pay((CycleTile(2), HomeTile()))
    for text in ("pay tile", "pay tiles 2", "pay home + chit", "den at 47 for speed",
                 "lair at 52 now", "pay grass/desert", "pay grass/tundra/rock", "pay /"):
        with pytest.raises(IllegalAction):
            game.actions.parse(text)



def test_5_1_single_way_to_pay_is_taken_and_the_cycle_tile_flips():
    game, s = position(clear=True, pieces={45: [A]})
    act(game, s, "move onto rock")  # only tile 1 shows rock
    assert at(s, MoveWolves)
    assert shows(game.rulebook, s, 1) == game.edition.terrains.index("grass")
    assert s.tiles == [0, 1, 0, 0, 0]


def test_5_1_cycle_tile_flips_to_its_other_side_and_back():
    game, s = position(clear=True, pieces={45: [A]})
    t = game.rulebook
    assert shows(t, s, 4) == 4  # desert
    s.tiles[4] ^= 1
    assert shows(t, s, 4) == 0  # forest: tile 4 is desert / forest
    s.tiles[4] ^= 1
    assert shows(t, s, 4) == 4


def test_5_1_home_tile_shows_the_same_terrain_after_paying():
    game, s = position(clear=True, pieces={45: [A]})
    act(game, s, "move onto grass")
    assert at(s, PayFor)
    assert sorted(legal(game, s)) == ["pay home", "pay tile 2"]
    act(game, s, "pay home")
    assert s.tiles == [0, 0, 0, 0, 0]
    assert at(s, MoveWolves)
    # home still pays for grass
    grass = game.edition.terrains.index("grass")
    assert (HomeTile(),) in payments(game.rulebook, s, grass, 1)


def test_5_1_paying_with_a_cycle_tile_flips_it():
    game, s = position(clear=True, pieces={45: [A]})
    play(game, s, ["move onto grass", "pay tile 2"])
    assert s.tiles[2] == 1
    assert shows(game.rulebook, s, 2) == game.edition.terrains.index("tundra")


def test_5_1_bonus_terrain_token_stands_in_for_a_tile():
    game, s = position(clear=True, pieces={33: [A]}, bonus_terrain=1)
    rock = game.edition.terrains.index("rock")
    # only one tile shows rock: a 2-cost rock action needs the token
    assert payments(game.rulebook, s, rock, 2) == [(CycleTile(1), BonusToken())]
    s.bonus_terrain = 0
    assert payments(game.rulebook, s, rock, 2) == []


def test_5_1_token_spent_when_paying():
    game, s = position(clear=True, pieces={45: [A]}, bonus_terrain=1)
    play(game, s, ["move onto grass", "pay token"])
    assert s.bonus_terrain == 0
    assert s.tiles == [0, 0, 0, 0, 0]


@pytest.mark.parametrize(("kind", "cost"), [("move", 1), ("den", 2), ("lair", 2),
                                            ("howl", 2), ("dominate", 3)])
def test_7_action_costs(kind, cost):
    game, _ = position()
    assert game.edition.actions[kind].cost == cost


def test_7_2_den_costs_two_tiles_home_plus_tile():
    game, s = position(clear=True, pieces={33: [A]})
    act(game, s, "den at 34 for pack-spread")  # grass: home + tile 2 is the only way
    assert s.tiles == [0, 0, 1, 0, 0]
    assert (PERSON, "den") in s.pieces[34]
    # only the home tile still shows grass: no second grass den without a token
    assert not [t for t in starts(game, s, "den at") if t.split()[2] in ("33", "34")]


# --- notes §7.1: Move ------------------------------------------------------------------------


def test_7_1_move_ends_on_the_paid_terrain_within_wolf_speed():
    game, s = position(clear=True, pieces={45: [A, P]})
    play(game, s, ["move onto grass", "pay home"])
    m = game.rulebook.map(s)
    reach = m.steps_within(45, 3)
    got = dests(game, s)
    assert got
    assert all(m.terrain[d] == "grass" and d in reach for d in got)
    assert 64 in got  # 45 -> 54 -> 64


def test_7_1_move_goes_around_the_chasm():
    game, s = position(clear=True, pieces={45: [A]})
    m = game.rulebook.map(s)
    assert m.distance(45, 47) == 2  # straight across the chasm
    play(game, s, ["move onto grass", "pay home"])
    assert 47 not in dests(game, s)  # five steps around it


def test_7_1_move_goes_around_water():
    game, s = position(clear=True, pieces={24: [A]})
    m = game.rulebook.map(s)
    # 33 is grass, two hexes from 24 across the water source 23
    assert m.terrain[23] == "water" and m.distance(24, 33) == 2
    assert m.steps_within(24, 3).get(33) == 2  # around by 34
    play(game, s, ["move onto grass", "pay home"])
    assert 33 in dests(game, s)
    assert m.steps_within(24, 1).get(33) is None


def test_7_1_up_to_pack_spread_wolves():
    game, s = position(clear=True, pieces={45: [A, P], 54: [A]})
    play(game, s, ["move onto grass", "pay home", "alpha 45 to 64", "pack 45 to 64"])
    # Pack Spread 2: the action is over
    assert at(s, ChooseAction) and s.actions_left == 1
    assert s.pieces[54] == (A,)


def test_7_1_pack_spread_3_after_one_pack_spread_den():
    game, s = position(clear=True, pieces={45: [A, P], 54: [A]}, dens=[1, 0, 0])
    play(game, s, ["move onto grass", "pay home", "alpha 45 to 64", "pack 45 to 64"])
    assert at(s, MoveWolves)
    act(game, s, "alpha 54 to 34")  # 54 -> 44 -> 34
    assert at(s, ChooseAction) and s.pieces[34] == (A,)


def test_7_1_each_wolf_moves_once_and_move_may_stop_early():
    game, s = position(clear=True, pieces={45: [A]})
    play(game, s, ["move onto grass", "pay home", "alpha 45 to 64"])
    # the only wolf has moved: the action ends
    assert at(s, ChooseAction)
    game, s = position(clear=True, pieces={45: [A, P]})
    play(game, s, ["move onto grass", "pay home", "alpha 45 to 64"])
    assert at(s, MoveWolves)
    act(game, s, "done")
    assert at(s, ChooseAction) and s.actions_left == 1


def test_7_1_a_wolf_moved_onto_another_does_not_stop_that_one_moving():
    # "Each wolf moves at most once per Move action": the Pack Wolf on 54 has not
    # moved when the Alpha joins it there
    game, s = position(clear=True, pieces={45: [A], 54: [P]}, dens=[1, 0, 0])
    m = game.rulebook.map(s)
    assert m.terrain[54] == m.terrain[84] == "desert"
    act(game, s, "move onto desert")
    if not at(s, MoveWolves):
        act(game, s, legal(game, s)[0])  # whichever payment
    act(game, s, "alpha 45 to 54")
    assert at(s, MoveWolves)
    assert "pack 54 to 84" in legal(game, s) and "alpha 54 to 84" not in legal(game, s)
    act(game, s, "pack 54 to 84")
    assert at(s, ChooseAction) and s.pieces[84] == (P,) and s.pieces[54] == (A,)


def test_7_1_wolf_speed_rises_with_wolf_speed_dens():
    game, s = position(clear=True, pieces={45: [A]}, dens=[0, 1, 0])
    m = game.rulebook.map(s)
    play(game, s, ["move onto grass", "pay home"])
    far = {h for h, d in m.steps_within(45, 4).items()
           if d == 4 and m.terrain[h] == "grass" and not s.lone[h]}
    assert far and far <= dests(game, s)


def test_7_1_not_onto_a_lone_wolf_hex():
    game, s = position(clear=True, pieces={45: [A]}, lone={64: True})
    play(game, s, ["move onto grass", "pay home"])
    assert 64 not in dests(game, s)


def test_7_1_not_onto_a_prey_hex_until_it_is_empty():
    game, s = position(clear=True, pieces={45: [A]})
    m = game.rulebook.map(s)
    assert m.regions[1].prey == 43 and m.steps_within(45, 3)[43] == 2
    play(game, s, ["move onto grass", "pay home"])
    assert 43 not in dests(game, s)
    game, s = position(clear=True, pieces={45: [A]}, prey_left=[2, 0, 2, 2, 2, 2])
    play(game, s, ["move onto grass", "pay home"])
    assert 43 in dests(game, s)


def test_7_1_may_pass_through_lone_wolves_and_prey():
    # 34 is reached from 45 through 35 (lone wolf) or 44; block 44 with an AI Alpha
    game, s = position(clear=True, pieces={45: [A], 44: [(AI1, "alpha"), (AI1, "lair")]})
    m = game.rulebook.map(s)
    assert s.lone[35] and m.terrain[34] == "grass"
    play(game, s, ["move onto grass", "pay home"])
    assert 34 in dests(game, s)


def test_7_1_at_most_two_pieces_on_a_hex():
    game, s = position(clear=True, pieces={45: [A], 64: [A, P]})
    play(game, s, ["move onto grass", "pay home"])
    assert 64 not in dests(game, s, src=45)


def test_7_1_may_end_with_own_piece_or_any_den():
    game, s = position(clear=True, pieces={45: [A], 64: [(AI1, "den")], 43: [P]},
                       prey_left=[2, 0, 2, 2, 2, 2])
    play(game, s, ["move onto grass", "pay home"])
    got = dests(game, s, src=45)
    assert 64 in got  # an AI den
    assert 43 in got  # own pack wolf


@pytest.mark.parametrize("kind", ["pack", "alpha", "lair"])
def test_solo_5_person_cannot_land_on_an_ai_piece(kind):
    game, s = position(clear=True, pieces={45: [A], 64: [(AI1, kind)]})
    play(game, s, ["move onto grass", "pay home"])
    assert 64 not in dests(game, s)


def test_solo_5_person_alpha_does_not_displace_an_ai_pack_wolf():
    game, s = position(clear=True, pieces={45: [A], 64: [(AI2, "pack")]})
    play(game, s, ["move onto grass", "pay home"])
    with pytest.raises(IllegalAction):
        act(game, s, "alpha 45 to 64")
    assert s.pieces[64] == ((AI2, "pack"),)


def test_7_1_move_offered_only_for_terrains_a_wolf_can_reach():
    game, s = position(clear=True, pieces={45: [A]})
    m = game.rulebook.map(s)
    reach = {m.terrain[h] for h, d in m.steps_within(45, 3).items() if d and m.passable(h)}
    moves = {t.split()[2] for t in starts(game, s, "move onto")}
    assert moves <= reach


# --- notes §7.2: Build Den -------------------------------------------------------------------


def test_7_2_den_on_or_next_to_an_alpha():
    game, s = position(clear=True, pieces={33: [A]})
    dens = {int(t.split()[2]) for t in starts(game, s, "den at")}
    m = game.rulebook.map(s)
    assert dens <= {33, *m.neighbours[33]}
    assert 34 in dens and 33 in dens
    assert 25 not in dens and 26 not in dens  # grass, but 3 hexes away


def test_7_2_no_den_by_a_pack_wolf_alone():
    game, s = position(clear=True, pieces={33: [P]})
    assert starts(game, s, "den at") == []


def test_7_2_no_den_on_a_den_lair_ai_pack_wolf_or_a_full_hex():
    game, s = position(clear=True, pieces={33: [A, P], 34: [(AI1, "den")], 62: [A],
                                           61: [(AI2, "pack")], 72: [(AI1, "lair")]},
                       bonus_terrain=3)
    dens = {int(t.split()[2]) for t in starts(game, s, "den at")}
    assert not dens & {33, 34, 61, 72}
    assert 63 in dens  # forest next to the Alpha on 62


def test_7_2_no_den_on_a_lone_wolf_or_prey_hex():
    game, s = position(clear=True, pieces={33: [A]}, bonus_terrain=3)
    dens = {int(t.split()[2]) for t in starts(game, s, "den at")}
    assert 43 not in dens  # prey
    game, s = position(clear=True, pieces={34: [A]}, bonus_terrain=3)
    dens = {int(t.split()[2]) for t in starts(game, s, "den at")}
    assert 35 not in dens  # lone wolf


def test_7_2_track_choice_offered_for_each_track():
    game, s = position(clear=True, pieces={33: [A]})
    assert {t for t in starts(game, s, "den at 34")} == {
        "den at 34 for pack-spread", "den at 34 for wolf-speed", "den at 34 for howl-range"}


@pytest.mark.parametrize(("track", "index", "attr", "values"), [
    ("pack-spread", 0, "pack_spread", [2, 3, 3, 4, 4]),
    ("wolf-speed", 1, "wolf_speed", [3, 4, 4, 5, 5]),
    ("howl-range", 2, "howl_range", [2, 3, 3, 4, 4]),
])
def test_5_3_den_raises_the_attribute(track, index, attr, values):
    for taken in range(4):
        dens = [0, 0, 0]
        dens[index] = taken
        game, s = position(clear=True, pieces={33: [A]}, dens=dens)
        assert attribute(game.rulebook, s, attr) == values[taken]
        act(game, s, f"den at 34 for {track}")
        assert s.dens[index] == taken + 1
        assert attribute(game.rulebook, s, attr) == values[taken + 1]


def test_7_2_no_den_from_an_empty_track():
    game, s = position(clear=True, pieces={33: [A]}, dens=[4, 0, 0])
    assert "den at 34 for pack-spread" not in legal(game, s)
    assert "den at 34 for wolf-speed" in legal(game, s)


@pytest.mark.parametrize(("track", "index", "second", "fourth"), [
    ("pack-spread", 0, "action", "terrain"),
    ("wolf-speed", 1, "terrain", "action"),
    ("howl-range", 2, "terrain", "action"),
])
def test_5_4_second_and_fourth_den_give_bonus_tokens(track, index, second, fourth):
    for taken, expected in ((0, None), (1, second), (2, None), (3, fourth)):
        dens = [0, 0, 0]
        dens[index] = taken
        game, s = position(clear=True, pieces={33: [A]}, dens=dens)
        before = (s.bonus_action, s.bonus_terrain)
        act(game, s, f"den at 34 for {track}")
        gained = (s.bonus_action - before[0], s.bonus_terrain - before[1])
        assert gained == {None: (0, 0), "action": (1, 0), "terrain": (0, 1)}[expected], taken


def test_5_4_den_track_vp():
    game, s = position(clear=True, pieces={33: [A]}, dens=[2, 3, 0])
    # 3rd den shows 3, 4th 7 (3-5p side)
    assert track_vp(game.rulebook, s)["pack_spread"] == 0
    assert track_vp(game.rulebook, s)["wolf_speed"] == 3
    act(game, s, "den at 34 for pack-spread")
    assert track_vp(game.rulebook, s)["pack_spread"] == 3
    s.dens = [4, 4, 0]
    assert track_vp(game.rulebook, s)["pack_spread"] == 7


# --- notes §7.3: Upgrade to Lair --------------------------------------------------------------


def test_7_3_upgrade_own_den_by_an_alpha_beside_water():
    game, s = position(clear=True, pieces={33: [A], 34: [D]})
    assert "lair at 34" in legal(game, s)
    act(game, s, "lair at 34")
    assert s.pieces[34] == ((PERSON, "lair"),)
    assert s.moon == 1  # the den goes to the Moonlight board
    assert s.bonus_terrain == 1
    assert s.lairs[PERSON] == 1
    assert track_vp(game.rulebook, s)["lairs"] == 5
    assert s.tiles == [0, 0, 1, 0, 0]  # 2 tiles: home + tile 2


def test_7_3_5_6_table_is_told_the_lair_comes_from_the_track_and_the_bonus_token():
    # notes §7.3, §5.6: the Lair is the lair track's next, and the person takes a
    # bonus terrain token: the sentence says both, as Build Den says its token
    game, s = position(clear=True, pieces={33: [A], 34: [D]})
    ev = act(game, s, "lair at 34")
    assert [e.text for e in ev if e.kind == "lair"] == [
        f"You upgrade your Den on {game.rulebook.hex(s, 34)} to a Lair from your lair track: "
        "the Den goes on the Moonlight board (space 1); you gain 1 bonus terrain token."]
    assert s.bonus_terrain == 1


def test_7_3_den_under_the_alpha():
    game, s = position(clear=True, pieces={34: [A, D]})
    assert "lair at 34" in legal(game, s)


def test_7_3_no_lair_away_from_water():
    # 25 is grass, two hexes from the water source 23
    game, s = position(clear=True, pieces={25: [A, D]}, bonus_terrain=2)
    m = game.rulebook.map(s)
    assert not m.adjacent_to_water(25)
    assert "lair at 25" not in legal(game, s)


def test_7_3_no_lair_without_an_alpha_by_it():
    game, s = position(clear=True, pieces={34: [D, P], 45: [A]}, bonus_terrain=2)
    assert starts(game, s, "lair at") == []


def test_7_3_not_an_ai_den():
    game, s = position(clear=True, pieces={33: [A], 34: [(AI1, "den")]}, bonus_terrain=2)
    assert starts(game, s, "lair at") == []


def test_7_3_one_lair_per_region_for_you_as_in_the_published_implementation():
    # notes §7.3: the BGA implementation refuses a second lair of a player in one
    # region, for every player; it is the default for you as for an AI (issue 17)
    game, s = position(clear=True, pieces={33: [A], 34: [D], 24: [(PERSON, "lair")]},
                       lairs=[1, 1, 1], bonus_terrain=2)
    m = game.rulebook.map(s)
    assert m.region_of(24) == m.region_of(34)
    assert game.opts.one_lair_per_region is True
    assert starts(game, s, "lair at") == []
    game = make_game(one_lair_per_region=False)  # the option: a second lair for you
    _, s = setup(game)
    edit(game, s, clear=True, pieces={33: [A], 34: [D], 24: [(PERSON, "lair")]},
         lairs=[1, 1, 1], bonus_terrain=2)
    assert starts(game, s, "lair at") == ["lair at 34"]


def test_7_3_lair_in_another_region_is_fine():
    game, s = position(clear=True, pieces={33: [A], 34: [D], 100: [(PERSON, "lair")]},
                       lairs=[1, 1, 1])
    assert "lair at 34" in legal(game, s)


def test_7_3_no_lair_once_the_track_is_empty():
    game, s = position(clear=True, pieces={33: [A], 34: [D]}, lairs=[4, 1, 1])
    assert starts(game, s, "lair at") == []


# --- notes §7.4: Howl -------------------------------------------------------------------------


def test_7_4_howl_at_a_lone_wolf_within_howl_range():
    game, s = position(home="rock", clear=True, pieces={45: [A]})
    assert s.lone[35]
    assert "howl at 35" in legal(game, s)
    act(game, s, "howl at 35")  # rock: home + tile 1
    assert not s.lone[35]
    assert s.moon == 1
    assert s.pieces[35] == ((PERSON, "pack"),)
    assert s.wolves == 1
    assert track_vp(game.rulebook, s)["wolves"] == 1
    assert s.tiles == [0, 1, 0, 0, 0]


def test_7_4_table_is_told_the_wolf_comes_from_the_wolf_track():
    # notes §7.4, §5.5: the wolf that takes the lone wolf's hex is the next of the
    # wolf track (not one already on the map), an Alpha the third time
    game, s = position(home="rock", clear=True, pieces={45: [A]}, wolves=1)
    ev = act(game, s, "howl at 35")
    assert [e.text for e in ev if e.kind == "howl"] == [
        f"You howl: the lone wolf token on {game.rulebook.hex(s, 35)} goes on the Moonlight "
        "board (space 1), and a Pack Wolf from your wolf track takes its hex."]
    game, s = position(home="rock", clear=True, pieces={45: [A]}, wolves=2)
    ev = act(game, s, "howl at 35")
    assert s.pieces[35] == ((PERSON, "alpha"),)
    assert [e.text for e in ev if e.kind == "howl"][0].endswith(
        "and an Alpha from your wolf track takes its hex.")


def test_7_4_not_beyond_howl_range():
    game, s = position(clear=True, pieces={45: [A]}, bonus_terrain=2)
    m = game.rulebook.map(s)
    assert s.lone[32] and m.distance(45, 32) > 2
    assert "howl at 32" not in legal(game, s)


def test_7_4_howl_range_is_plain_distance_and_rises_with_dens():
    # the lone wolf on 35 is 3 hexes from 47 as the crow flies, 5 steps around the chasm
    game, s = position(clear=True, clear_lone=True, lone={35: True}, pieces={47: [A]},
                       bonus_terrain=2)
    m = game.rulebook.map(s)
    assert m.distance(47, 35) == 3 and m.steps_within(47, 9)[35] == 5
    assert "howl at 35" not in legal(game, s)
    s.dens = [0, 0, 1]
    assert "howl at 35" in legal(game, s)


def test_7_4_needs_an_alpha_not_a_pack_wolf():
    game, s = position(home="rock", clear=True, pieces={45: [P]})
    assert "howl at 35" not in legal(game, s)


def test_7_4_third_wolf_of_the_track_is_an_alpha():
    game, s = position(home="rock", clear=True, pieces={45: [A]}, wolves=2)
    act(game, s, "howl at 35")
    assert s.pieces[35] == ((PERSON, "alpha"),)
    assert s.wolves == 3
    assert track_vp(game.rulebook, s)["wolves"] == 3


def test_5_5_wolf_track_order():
    game, _ = position()
    assert list(game.edition.wolf_track.order) == [
        "pack", "pack", "alpha", "pack", "pack", "alpha", "pack", "pack"]


def test_7_4_no_howl_once_the_wolf_track_is_empty():
    game, s = position(home="rock", clear=True, pieces={45: [A]}, wolves=8)
    assert starts(game, s, "howl at") == []


# --- notes §8: hunting --------------------------------------------------------------------


def test_8_wolves_on_three_hexes_around_prey_hunt():
    # prey (hare) of region 2 on 43; around it 42, 52, 53, 44, 34, 33
    game, s = position(clear=True, pieces={42: [P], 52: [P], 45: [A]})
    play(game, s, ["move onto rock", "alpha 45 to 44", "done"])
    assert s.hunted[PERSON] == ["hare"]
    assert s.prey_left[1] == 1
    assert s.bonus_action == 2  # 1 at the start + 1 for the hunt
    assert track_vp(game.rulebook, s)["hunting"] == 1


def test_8_two_wolves_on_one_hex_count_once():
    game, s = position(clear=True, pieces={42: [A, P], 52: [P], 45: [A]})
    play(game, s, ["move onto desert", "alpha 45 to 54", "done"])
    assert s.hunted[PERSON] == []
    assert s.prey_left[1] == 2


def test_8_dens_do_not_count():
    game, s = position(clear=True, pieces={42: [P], 52: [D], 45: [A]})
    play(game, s, ["move onto rock", "alpha 45 to 44", "done"])
    assert s.hunted[PERSON] == []


def test_8_each_prey_kind_once():
    # regions 1 and 2 both hold hare; the person has a hare already
    game, s = position(clear=True, pieces={42: [P], 52: [P], 45: [A]},
                       hunted=[["hare"], [], []])
    play(game, s, ["move onto rock", "alpha 45 to 44", "done"])
    assert s.hunted[PERSON] == ["hare"]
    assert s.prey_left[1] == 2


def test_8_hunting_vp_by_kinds_already_hunted():
    game, s = position(clear=True, pieces={42: [P], 52: [P], 45: [A]},
                       hunted=[["boar", "deer"], [], []])
    play(game, s, ["move onto rock", "alpha 45 to 44", "done"])
    assert track_vp(game.rulebook, s)["hunting"] == 1 + 3 + 5


def test_8_second_token_of_a_stack_to_another_pack():
    game, s = position(clear=True, pieces={42: [P], 52: [P], 45: [A]}, prey_left=[2, 1, 2, 2, 2, 2],
                       hunted=[[], ["hare"], []])
    play(game, s, ["move onto rock", "alpha 45 to 44", "done"])
    assert s.prey_left[1] == 0
    assert s.hunted[PERSON] == ["hare"]


# --- notes §6 / solo §4: the turn ---------------------------------------------------------


def test_6_two_actions_then_a_bonus_action():
    game, s = position(clear=True, pieces={45: [A, P]})
    play(game, s, ["move onto grass", "pay home", "alpha 45 to 64", "done"])
    assert s.actions_left == 1 and s.bonus_action == 1
    play(game, s, ["move onto rock", "pack 45 to 44", "done"])
    assert s.actions_left == 0 and at(s, ChooseAction)
    # the bonus action token buys a third action
    play(game, s, ["move onto desert", "alpha 64 to 54", "done"])
    assert s.bonus_action == 0
    assert s.pieces[54] == (A,)
    # no actions and no bonus tokens left: the turn is over, the AI packs follow
    assert at(s, DrawActionTile) and ai_turn(s) == [AI1, AI2]


def test_6_same_action_twice():
    game, s = position(clear=True, pieces={45: [A]})
    play(game, s, ["move onto grass", "pay home", "alpha 45 to 64"])
    play(game, s, ["move onto grass", "pay home", "alpha 64 to 34"])
    assert s.pieces[34] == (A,)
    assert s.actions_left == 0
