"""The AI packs' activations (solo §4, §5, §7 FAQ).

Tiles and their backs (edition.toml, the printed terrain cycle): Grasslands move /
lair, Cliffs den / move, Tundra lair / howl, Desert howl / dominate, Forests
dominate / den. Each test clears the map, places the pieces it needs, ends the
person's turn and gives AI 1 (the first to activate) the tile it names.

Region 1 (index 0, crescent, scores next): water 91, land 61, 62, 63, 70, 72, 81,
82, 90, 92, 99, 100, 101; prey (hare) on 71; lone wolves on 80 and 83.
"""

from __future__ import annotations

import pytest

from automeeple.engine.core import TRACE
from automeeple.games.wolves.ai import DrawActionTile
from automeeple.games.wolves.board import may_land
from automeeple.games.wolves.turn import ChooseAction

from .helpers import (
    AI1,
    AI2,
    PERSON,
    act,
    ai_turn,
    at,
    count,
    edit,
    legal,
    make_game,
    play,
    position,
    setup,
    trace,
    wolves_of,
)

AA = (AI1, "alpha")
AP = (AI1, "pack")
AD = (AI1, "den")
AL = (AI1, "lair")


def ai_position(**kw):
    game, s = position(clear=True, **kw)
    act(game, s, "end turn")
    assert at(s, DrawActionTile) and ai_turn(s)[0] == AI1
    return game, s


# --- solo §4: the AI round ----------------------------------------------------------------


def test_solo_4_each_ai_activates_once_after_the_person():
    game, s = ai_position(pieces={99: [AA]})
    assert ai_turn(s) == [AI1, AI2]
    act(game, s, "tile cliffs")
    assert at(s, DrawActionTile) and ai_turn(s) == [AI2]
    assert count(s, AI1, "den") == 1  # one action only
    act(game, s, "tile cliffs")  # AI 2 has no pieces: it cannot act
    assert at(s, DrawActionTile) and ai_turn(s) == [AI2]
    play(game, s, ["tile grasslands", "tile tundra", "tile desert", "tile forests"])
    assert at(s, ChooseAction) and s.turns == 2 and s.actions_left == 2


def test_solo_4_all_five_tiles_in_the_bag():
    game, s = ai_position(pieces={99: [AA]})
    assert sorted(legal(game, s)) == ["tile cliffs", "tile desert", "tile forests",
                                      "tile grasslands", "tile tundra"]


def test_solo_4_tile_goes_back_to_the_bag_next_activation():
    game, s = ai_position(pieces={99: [AA], 81: [(AI2, "alpha")]})
    play(game, s, ["tile cliffs", "tile cliffs"])
    assert at(s, ChooseAction)
    act(game, s, "end turn")
    assert "tile cliffs" in legal(game, s)


# --- solo §5 Cliffs: den ------------------------------------------------------------------


def test_solo_5_cliffs_den_by_an_alpha():
    game, s = ai_position(pieces={61: [AA]})
    m = game.rulebook.map(s)
    ev = act(game, s, "tile cliffs")
    dens = s.owned(AI1, "den")
    assert len(dens) == 1 and dens[0] in (61, *m.neighbours[61])
    assert dens[0] != m.regions[0].prey
    assert s.supply[AI1]["den"] == 11
    assert trace(ev).choice == "Build Den (front of Cliffs)"


def test_solo_5_cliffs_not_on_an_enemy_pack_wolf_or_another_den():
    # 99's neighbours are 100 and 90 (and water): only 99 itself is free
    game, s = ai_position(pieces={99: [AA], 100: [(PERSON, "pack")], 90: [(AI2, "den")]})
    act(game, s, "tile cliffs")
    assert s.owned(AI1, "den") == [99]


def test_solo_5_cliffs_needs_an_alpha_then_flips_then_draws_again():
    game, s = ai_position(pieces={100: [AD]})
    ev = act(game, s, "tile cliffs")
    # front (den: no Alpha) and back (move: no wolf) impossible: AI 1 draws a new tile
    assert at(s, DrawActionTile) and ai_turn(s)[0] == AI1
    assert "tile cliffs" not in legal(game, s)
    assert s.owned(AI1, "den") == [100]
    assert trace(ev) is not None and "back" in str(trace(ev))
    # the flip has one outcome: an instruction for the table (issue 17, point 9)
    said = [e.text for e in ev if e.kind == "ai"]
    assert said == ["Brown cannot Build Den: on the table, flip the Cliffs tile to its back "
                    "(Move Wolves).", "Brown cannot Move Wolves: it draws a new tile."]


#: Tundra fails on both sides (no Den to upgrade; no lone wolf to howl at); Desert
#: cannot howl either, and its back could dominate the person's Pack Wolf on 100.
FRONT_ONLY = {99: [AA], 100: [(PERSON, "pack")]}


@pytest.mark.parametrize("flip_redrawn", [False, True])
def test_solo_7_faq_a_tile_drawn_again_shows_its_front_only(flip_redrawn):
    # "Can AI flip tiles multiple times during a turn? No.": after the Tundra tile's
    # flip, the Desert tile drawn again is not flipped (rule option flip_redrawn: it is)
    game = make_game(flip_redrawn=flip_redrawn)
    _, s = setup(game)
    edit(game, s, clear=True, clear_lone=True, pieces=FRONT_ONLY)
    act(game, s, "end turn")
    ev = act(game, s, "tile tundra")
    assert [e.text for e in ev if e.kind == "ai"][0] == (
        "Brown cannot Build Lair: on the table, flip the Tundra tile to its back (Howl at "
        "Lone Wolf).")
    ev = act(game, s, "tile desert")
    said = [e.text for e in ev if e.kind == "ai"]
    if flip_redrawn:
        assert s.pieces[100] == (AP,)
        assert said == ["Brown cannot Howl at Lone Wolf: on the table, flip the Desert tile "
                        "to its back (Dominate Enemy Wolf)."]
    else:
        assert s.pieces[100] == ((PERSON, "pack"),)
        assert said == ["Brown cannot Howl at Lone Wolf: it draws a new tile."]
        assert "it has flipped a tile this turn: the front only" in str(trace(ev))
        assert at(s, DrawActionTile) and ai_turn(s)[0] == AI1


def test_solo_7_ai_draws_until_an_action_can_be_done():
    game, s = ai_position(pieces={64: [AP]})
    play(game, s, ["tile tundra", "tile desert"])  # no Alpha: neither side can be done
    assert ai_turn(s)[0] == AI1 and at(s, DrawActionTile)
    assert sorted(legal(game, s)) == ["tile cliffs", "tile forests", "tile grasslands"]
    ev = act(game, s, "tile grasslands")  # the Pack Wolf moves toward a scoring region
    assert ai_turn(s) == [AI2]
    assert s.pieces[64] == ()
    # solo §4: "Return the tile to the bag after use": the program keeps the bag
    # (set-up lays the tiles beside the board), so the table puts them back front up
    assert [e.text for e in ev if e.kind == "ai-tile"][-1] == (
        "The Tundra, Desert and Grasslands tiles go back beside the board, front up (solo "
        "§4: they go back into the bag).")


# --- solo §5 Tundra: lair -----------------------------------------------------------------


def test_solo_5_tundra_upgrades_a_den_beside_water_by_an_alpha():
    game, s = ai_position(pieces={99: [AA], 100: [AD]})
    lairs = s.supply[AI1]["lair"]
    ev = act(game, s, "tile tundra")
    assert s.pieces[100] == (AL,)
    assert s.moon == 1
    assert s.supply[AI1]["lair"] == lairs - 1
    assert trace(ev).choice == "Build Lair (front of Tundra)"


def test_solo_5_tundra_not_away_from_water():
    game, s = ai_position(clear_lone=True, pieces={80: [AA], 70: [AD]})
    m = game.rulebook.map(s)
    assert not m.adjacent_to_water(70)
    act(game, s, "tile tundra")
    assert s.pieces[70] == (AD,) and s.moon == 0


def test_solo_5_tundra_flips_when_it_has_a_lair_on_that_board():
    # back: howl at the lone wolf on 80, two hexes from the Alpha on 99
    game, s = ai_position(pieces={99: [AA], 100: [AD], 92: [AL]})
    m = game.rulebook.map(s)
    assert m.distance(99, 80) == 2 and s.lone[80]
    ev = act(game, s, "tile tundra")
    assert s.pieces[100] == (AD,)
    assert s.pieces[80] == (AP,)
    assert "back" in trace(ev).choice


def test_solo_5_tundra_lair_on_another_board_is_no_bar():
    game, s = ai_position(pieces={99: [AA], 100: [AD], 33: [AL]})
    act(game, s, "tile tundra")
    assert s.pieces[100] == (AL,)


def test_solo_5_tundra_back_impossible_draws_a_new_tile():
    game, s = ai_position(clear_lone=True, pieces={99: [AA], 100: [AD], 92: [AL]})
    act(game, s, "tile tundra")
    assert at(s, DrawActionTile) and ai_turn(s)[0] == AI1
    assert "tile tundra" not in legal(game, s)


# --- solo §5 Desert: howl -----------------------------------------------------------------


def test_solo_5_desert_howls_at_a_lone_wolf_within_two_hexes():
    game, s = ai_position(pieces={99: [AA]})
    act(game, s, "tile desert")
    assert not s.lone[80]
    assert s.pieces[80] == (AP,)
    assert s.moon == 1
    assert s.lone[83]  # 4 hexes away


def test_solo_5_desert_not_three_hexes_away():
    game, s = ai_position(clear_lone=True, lone={83: True}, pieces={61: [AA]})
    m = game.rulebook.map(s)
    assert m.distance(61, 83) == 3
    act(game, s, "tile desert")
    assert s.lone[83] and s.moon == 0


def test_solo_5_desert_third_conversion_is_an_alpha():
    game, s = ai_position(pieces={99: [AA]},
                          conversions=[{}, {"howl": 2, "dominate": 0}, {"howl": 0, "dominate": 0}])
    act(game, s, "tile desert")
    assert s.pieces[80] == (AA,)


def test_solo_5_desert_first_and_second_are_pack_wolves():
    game, s = ai_position(pieces={99: [AA]},
                          conversions=[{}, {"howl": 1, "dominate": 0}, {"howl": 0, "dominate": 0}])
    act(game, s, "tile desert")
    assert s.pieces[80] == (AP,)


def test_solo_5_desert_makes_a_pack_wolf_so_none_left_in_the_supply_means_no_howl():
    # "converts a Lone Wolf token ... into a Pack Wolf of their color": with its Pack
    # Wolves all on the map, the first conversion cannot be done (no Alpha instead),
    # and the tile flips to its back (Dominate: no enemy wolf near, draw again)
    game, s = ai_position(pieces={99: [AA]})
    s.supply[AI1]["pack"] = 0
    ev = act(game, s, "tile desert")
    assert s.lone[80] and s.pieces[99] == (AA,) and s.supply[AI1]["alpha"] == 3
    assert "no Pack Wolf left in its supply" in str(trace(ev))
    assert at(s, DrawActionTile) and ai_turn(s)[0] == AI1
    # the third conversion is an Alpha: with none left, no howl either
    game, s = ai_position(pieces={99: [AA]},
                          conversions=[{}, {"howl": 2, "dominate": 0}, {"howl": 0, "dominate": 0}])
    s.supply[AI1]["alpha"] = 0
    act(game, s, "tile desert")
    assert s.lone[80] and s.supply[AI1]["pack"] > 0


def test_solo_5_desert_needs_an_alpha():
    game, s = ai_position(pieces={81: [AP]})
    act(game, s, "tile desert")
    assert s.lone[80]


def test_solo_5_desert_flips_to_dominate_without_lone_wolves_near():
    game, s = ai_position(clear_lone=True, pieces={99: [AA], 100: [(PERSON, "pack")]})
    ev = act(game, s, "tile desert")
    assert s.pieces[100] == (AP,)
    assert "back" in trace(ev).choice


# --- solo §5 Forests: dominate ------------------------------------------------------------


def test_solo_5_forests_dominates_the_persons_pack_wolf():
    game, s = ai_position(pieces={99: [AA], 90: [(PERSON, "pack")]})
    act(game, s, "tile forests")
    assert s.pieces[90] == (AP,)
    assert s.moon == 1
    assert count(s, PERSON) == 0


def test_faq_forests_dominates_the_other_ais_pack_wolf():
    game, s = ai_position(pieces={99: [AA], 90: [(AI2, "pack")]})
    act(game, s, "tile forests")
    assert s.pieces[90] == (AP,)


def test_solo_5_forests_two_hexes_away_not_three():
    game, s = ai_position(pieces={99: [AA], 81: [(PERSON, "pack")]})
    m = game.rulebook.map(s)
    assert m.distance(99, 81) == 2
    act(game, s, "tile forests")
    assert s.pieces[81] == (AP,)
    game, s = ai_position(clear_lone=True, pieces={99: [AA], 82: [(PERSON, "pack")]})
    assert game.rulebook.map(s).distance(99, 82) == 3
    act(game, s, "tile forests")
    assert s.pieces[82] == ((PERSON, "pack"),)


def test_solo_5_forests_never_an_alpha():
    game, s = ai_position(clear_lone=True, pieces={99: [AA], 90: [(PERSON, "alpha")]})
    ev = act(game, s, "tile forests")
    assert (PERSON, "alpha") in s.pieces[90]
    assert s.moon == 0
    assert "dominate" not in (trace(ev).choice or "").split(" (")[0]


def test_solo_5_forests_third_domination_is_an_alpha():
    game, s = ai_position(pieces={99: [AA], 90: [(PERSON, "pack")]},
                          conversions=[{}, {"howl": 0, "dominate": 2}, {"howl": 0, "dominate": 0}])
    act(game, s, "tile forests")
    assert s.pieces[90] == (AA,)


def test_solo_5_forests_needs_an_alpha():
    game, s = ai_position(clear_lone=True, pieces={100: [AP], 90: [(PERSON, "pack")]})
    act(game, s, "tile forests")
    assert (PERSON, "pack") in s.pieces[90]


# --- solo §5 Grasslands: move -------------------------------------------------------------


def test_solo_5_grasslands_moves_an_alpha_and_a_pack_wolf_up_to_three_hexes():
    game, s = ai_position(pieces={64: [AA], 73: [AP]})
    m = game.rulebook.map(s)
    waters = [m.regions[0].water, m.regions[1].water]  # the crescent regions score next
    before = {k: h for h, k in wolves_of(s, AI1)}
    ev = act(game, s, "tile grasslands")
    after = {k: h for h, k in wolves_of(s, AI1)}
    assert set(after) == {"alpha", "pack"}
    for kind in ("alpha", "pack"):
        src, dst = before[kind], after[kind]
        assert dst != src
        assert m.steps_within(src, 3).get(dst) is not None  # at most 3 steps
        assert min(m.distance(dst, w) for w in waters) < min(m.distance(src, w) for w in waters)
    assert trace(ev).choice == "Move Wolves (front of Grasslands)"


def test_solo_5_grasslands_moves_at_most_one_alpha_and_one_pack_wolf():
    game, s = ai_position(pieces={64: [AA, AP], 73: [AA, AP]})
    before = wolves_of(s, AI1)
    act(game, s, "tile grasslands")
    after = wolves_of(s, AI1)
    moved = len([w for w in before if w not in after])
    assert 1 <= moved <= 2


def test_solo_5_grasslands_toward_the_region_with_most_of_its_colour():
    # AI 1 has a Pack Wolf in region 2 (current), none in region 1; the person
    # has more there, so AI 1 does not dominate it
    game, s = ai_position(pieces={64: [AA], 34: [AP], 33: [(PERSON, "alpha"), (PERSON, "pack")]})
    m = game.rulebook.map(s)
    water2 = m.regions[1].water
    act(game, s, "tile grasslands")
    alpha = s.owned(AI1, "alpha")[0]
    assert m.distance(alpha, water2) < m.distance(64, water2)


#: AI 1 dominates region 1 (index 0), the person holds region 2 (index 1): both
#: score next. AI 1 has a Den by region 1's water source, next to its Alpha.
HOLDS_REGION_1 = {90: [AA], 81: [AP], 100: [AD], 33: [(PERSON, "alpha")]}


def test_solo_5_grasslands_flips_when_it_already_dominates_its_target():
    # the literal reading (grasslands_onward=false): its target is region 1, where
    # it has the most, and it already dominates it: it flips to the back (lair)
    game = make_game(grasslands_onward=False)
    _, s = setup(game)
    edit(game, s, clear=True, pieces=HOLDS_REGION_1)
    act(game, s, "end turn")
    ev = act(game, s, "tile grasslands")
    assert s.pieces[100] == ((AI1, "lair"),)
    assert (90, "alpha") in wolves_of(s, AI1) and (81, "pack") in wolves_of(s, AI1)
    assert "back" in trace(ev).choice


def test_solo_5_grasslands_passes_over_a_region_it_dominates():
    # by default (grasslands_onward): region 1 is passed over, and both wolves
    # head for region 2, the other region that scores next
    game, s = ai_position(pieces=HOLDS_REGION_1)
    m = game.rulebook.map(s)
    water2 = m.regions[1].water
    ev = act(game, s, "tile grasslands")
    moved = dict((k, h) for h, k in wolves_of(s, AI1))
    assert m.distance(moved["alpha"], water2) < m.distance(90, water2)
    assert m.distance(moved["pack"], water2) < m.distance(81, water2)
    assert s.pieces[100] == (AD,)
    assert "front" in trace(ev).choice


def test_solo_5_grasslands_flips_when_it_dominates_every_target():
    game, s = ai_position(pieces={**HOLDS_REGION_1, 33: [(AI1, "pack")]})
    act(game, s, "tile grasslands")
    assert s.pieces[100] == ((AI1, "lair"),)


def test_solo_5_grasslands_split_between_even_regions():
    # control even in regions 1 and 2 (a Den in each): the Alpha heads for the
    # nearer, the Pack Wolf for the other; the person holds both, so neither is
    # dominated
    game, s = ai_position(pieces={64: [AA], 73: [AP], 70: [AD], 44: [AD],
                                  62: [(PERSON, "alpha"), (PERSON, "pack")],
                                  42: [(PERSON, "alpha"), (PERSON, "pack")]})
    m = game.rulebook.map(s)
    w1, w2 = m.regions[0].water, m.regions[1].water
    act(game, s, "tile grasslands")
    moved = dict((k, h) for h, k in wolves_of(s, AI1))
    near = sorted((min(m.distance(64, w), m.distance(73, w)), r) for r, w in ((0, w1), (1, w2)))
    first, second = (m.regions[r].water for _, r in near)
    assert m.distance(moved["alpha"], first) < m.distance(64, first)
    assert m.distance(moved["pack"], second) < m.distance(73, second)


@pytest.mark.parametrize("onward", [False, True])
def test_solo_5_grasslands_checks_dominance_for_each_split_target(onward):
    # control even in regions 1 and 2 (a Den in each), but AI 1 dominates region 1,
    # the nearer (3 hexes from the Pack Wolf on 73): both wolves head for region 2,
    # under either reading of Grasslands
    game = make_game(grasslands_onward=onward)
    _, s = setup(game)
    edit(game, s, clear=True, pieces={64: [AA], 73: [AP], 70: [AD], 44: [AD],
                                      42: [(PERSON, "alpha"), (PERSON, "pack")]})
    act(game, s, "end turn")
    m = game.rulebook.map(s)
    w2 = m.regions[1].water
    act(game, s, "tile grasslands")
    moved = dict((k, h) for h, k in wolves_of(s, AI1))
    assert m.distance(moved["alpha"], w2) < m.distance(64, w2)
    assert m.distance(moved["pack"], w2) < m.distance(73, w2)


def test_solo_5_grasslands_tries_every_wolf():
    # the Pack Wolf nearest region 1 (on 81, next to its water) is already there;
    # the one on 45, outside it, moves instead
    game, s = ai_position(pieces={64: [AA], 81: [AP], 45: [AP],
                                  62: [(PERSON, "alpha"), (PERSON, "pack")],
                                  63: [(PERSON, "pack"), (PERSON, "pack")]})
    act(game, s, "tile grasslands")
    assert (81, "pack") in wolves_of(s, AI1)
    assert (45, "pack") not in wolves_of(s, AI1)


def test_solo_5_ai_alpha_may_displace_the_persons_pack_wolf():
    # notes §7.1: an Alpha may end on an enemy Pack Wolf, which is displaced
    game, s = ai_position(pieces={61: [AA], 62: [(PERSON, "pack")]})
    assert may_land(game.rulebook, s, AI1, "alpha", 62)
    assert not may_land(game.rulebook, s, AI1, "pack", 62)


# --- solo §5 / FAQ: hunting ---------------------------------------------------------------


def test_faq_ai_takes_the_top_prey_token():
    # region 1's hare on 71: AI 1 on 62 and 70; it dominates the person's Pack
    # Wolf on 72, its third hex around the prey
    game, s = ai_position(clear_lone=True, pieces={62: [AA], 70: [AP], 72: [(PERSON, "pack")]})
    events = act(game, s, "tile forests")
    assert s.pieces[72] == (AP,)
    assert s.hunted[AI1] == ["hare"]
    assert s.prey_left[0] == 1
    assert [e.text for e in events if e.kind == "hunt"] == [
        "Brown hunts: it takes a Hare token from hex D10 (tundra, 1 o'clock region) onto its "
        "player board."]
    assert s.bonus_action == 1  # no bonus action for the AI (FAQ), the person's unchanged


def test_solo_5_ai_hunts_each_kind_once():
    game, s = ai_position(clear_lone=True, pieces={62: [AA], 70: [AP], 72: [(PERSON, "pack")]},
                          hunted=[[], ["hare"], []])
    act(game, s, "tile forests")
    assert s.pieces[72] == (AP,)
    assert s.hunted[AI1] == ["hare"]
    assert s.prey_left[0] == 2


# --- traces -------------------------------------------------------------------------------


def test_every_activation_leaves_a_trace():
    for tile, pieces in (("cliffs", {99: [AA]}), ("tundra", {99: [AA], 100: [AD]}),
                         ("desert", {99: [AA]}), ("forests", {99: [AA], 90: [(AI2, "pack")]}),
                         ("grasslands", {64: [AA], 73: [AP]})):
        game, s = ai_position(pieces=pieces)
        ev = act(game, s, f"tile {tile}")
        got = trace(ev)
        assert got is not None, tile
        assert got.steps and got.choice, tile
        # the trace follows the draw and comes before what the AI does
        kinds = [e.kind for e in ev]
        assert kinds[:2] == ["ai-tile", TRACE] and kinds.count(TRACE) == 1, (tile, kinds)
        assert ev[1].seat == AI1 and ev[1].text == got.decision
        assert "trace" not in s.FIELDS and not hasattr(game, "automa_trace")


def test_a_failed_draw_traces_both_sides_in_its_own_step():
    game, s = ai_position(pieces={100: [AD]})
    ev = act(game, s, "tile cliffs")
    got = trace(ev)
    assert got is not None and got.choice == ""
    # each side's failure says why, in the terms of the rule of its action (issue: the
    # why of every activation)
    assert got.lines() == [
        "Brown draws the Cliffs tile: Build Den, its back Move Wolves",
        "  1. [solo §5 Cliffs] front: Build Den",
        '  2. [solo §5 Cliffs] it has no Alpha on the map ("An Alpha Wolf builds a Den")',
        "  3. [solo §5 Cliffs] the front cannot be done: it flips the tile",
        "  4. [solo §5 Cliffs] back: Move Wolves",
        "  5. [solo §5 Grasslands] it has no Alpha or Pack Wolf on the map",
        "  6. [solo §5 Cliffs] the back cannot be done: it draws a new tile"]


def test_quiet_activation_builds_no_trace_and_does_the_same():
    game, s = ai_position(pieces={99: [AA], 100: [AD]})
    loud, quiet = s.clone(), s.clone()
    action = game.parse_action(s, "tile tundra")
    assert game.apply(loud, action) and game.apply(quiet, action, quiet=True) == []
    assert game.state_key(loud) == game.state_key(quiet)


def test_7_3_ai_lair_displaces_an_enemy_alpha_on_its_den():
    # notes §7.3 (4): "if an enemy wolf (Alpha or Pack Wolf) is on that hex, it is
    # displaced as in 7.1"; the person may stand on any den (notes §7.1)
    game, s = ai_position(pieces={99: [AA], 100: [AD, (PERSON, "alpha")]})
    act(game, s, "tile tundra")
    assert (AI1, "lair") in s.pieces[100]
    assert (PERSON, "alpha") not in s.pieces[100]
    assert count(s, PERSON, "alpha") == 1  # displaced, not removed


def test_7_3_ai_lair_displaces_an_enemy_pack_wolf_on_its_den():
    game, s = ai_position(pieces={99: [AA], 100: [AD, (PERSON, "pack")]})
    events = act(game, s, "tile tundra")
    assert s.pieces[100] == (AL,)
    assert count(s, PERSON, "pack") == 1
    displaced = [e.text for e in events if e.kind == "displace"]
    assert len(displaced) == 1 and displaced[0].startswith("Your Pack Wolf on hex ")
    assert displaced[0].endswith(" by Brown's new Lair."), "what displaced it"


# --- rule option ai_terrain ------------------------------------------------------------------


@pytest.mark.parametrize(("option", "hex_", "taken"), [
    (False, 70, True),   # any terrain (the default)
    (True, 70, False),   # grass: not the Forests tile's terrain
    (True, 62, True),    # forest
])
def test_ai_terrain_a_tile_acts_on_its_own_terrain(option, hex_, taken):
    game = make_game(ai_terrain=option)
    _, s = setup(game)
    edit(game, s, clear=True, clear_lone=True, pieces={61: [AA], hex_: [(PERSON, "pack")]})
    act(game, s, "end turn")
    act(game, s, "tile forests")
    assert (s.pieces[hex_] == (AP,)) is taken
