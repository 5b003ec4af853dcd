"""The AI's movement and its actions 1 to 4 (solo rules §3, §5, §7 FAQ), each clause
on a small hand-made position, asserting the exact outcome. The placeholder's map:
12 sea regions clockwise, Northwater (The Grotto: blue; diplomacy 2, attack 4,
spoils 3), Whale Reach (Farrow Cove: red; 4, 5, 5), Ratnest (Saltmarsh: blue; 3, 6,
4), ... Anchor Bay, Stormwake (Kelpmoor: red; 6, 10, 9). ``paired()`` moves The
Grotto beside Farrow Cove, for the clauses that choose between two towns."""

from __future__ import annotations

import pytest

from automeeple.engine.core import CHANCE
from automeeple.games.islebound.ai import ActionPhase, ActionRoll, MovementRoll
from automeeple.games.islebound.state import AI, NEUTRAL, PERSON

from .helpers import (
    act,
    edition_game,
    fill_track,
    make,
    paired,
    place,
    position,
    roll,
    run,
    town,
    towns_named,
    traces,
)


def test_5_ai_movement_roll_of_6_moves_three_regions_clockwise_round_the_ring():
    game = make()
    s = position(game, ai_region="Anchor Bay")
    run(game, s, MovementRoll())
    events = roll(game, s, 6)
    assert s.ship[AI] == place(game, "Whale Reach")  # past Stormwake and Northwater
    assert ("The AI rolls 6 for its movement: move its ship 3 regions clockwise, from "
            "Anchor Bay to Whale Reach (solo §5).") in [e.text for e in events]
    trace = traces(events)[0]
    assert trace.steps[0].rule == "solo §5 AI Movement"
    assert trace.steps[0].candidates == ("Anchor Bay", "Stormwake", "Northwater",
                                         "Whale Reach")


@pytest.mark.parametrize(("face", "to"), [(1, "Southmere"), (2, "Serpent Run"),
                                          (3, "Serpent Run"), (4, "Fogbank"),
                                          (5, "Fogbank"), (6, "Westgale")])
def test_5_ai_movement_one_stays_two_and_three_move_one_four_and_five_two(face, to):
    game = make()
    s = position(game, ai_region="Southmere")
    run(game, s, MovementRoll())
    events = roll(game, s, face)
    assert s.ship[AI] == place(game, to)
    if face == 1:
        assert ("The AI rolls 1 for its movement: its ship stays in Southmere (solo §5)."
                in [e.text for e in events])


def test_5_ai_movement_counts_the_editions_regions_twelve_in_the_placeholder():
    """The base game's map: 4 sea boards of 3 regions; one region clockwise is the
    next of twelve (the old eight-region ring moved the AI twice as far)."""
    game = make()
    assert game.board.regions == 12
    assert game.board.place_names[:12] == [
        "Northwater", "Whale Reach", "Ratnest", "Eastdeep", "Amber Sound", "Pearl Shoals",
        "Southmere", "Serpent Run", "Fogbank", "Westgale", "Anchor Bay", "Stormwake"]
    s = position(game, ai_region="Northwater")
    run(game, s, MovementRoll())
    roll(game, s, 2)
    assert game.board.place_names[s.ship[AI]] == "Whale Reach"


def test_3_the_ai_never_enters_a_port():
    game = make()
    for start in game.board.place_names[:game.board.regions]:
        for face in range(1, 7):
            s = position(game, ai_region=start)
            run(game, s, MovementRoll())
            roll(game, s, face)
            assert not game.board.is_port(s.ship[AI])


def test_5_no_close_quarters_when_the_ai_moves_into_your_region():
    game = make()
    s = position(game, ai_region="Stormwake", person_place="Northwater")
    run(game, s, MovementRoll())
    roll(game, s, 2)
    assert s.ship[AI] == s.ship[PERSON] and s.coins == [7, 7]


def test_5_five_coins_on_the_treasure_map_make_the_ai_hunt_instead_of_rolling():
    game = make()
    s = position(game)
    s.treasure = 5
    events = run(game, s, ActionPhase())
    assert s.treasure == 0 and s.coins[AI] == 7 + 5
    assert game.to_move(s) != CHANCE, "no action roll"
    assert traces(events)[0].choice == "Hunt for Treasure"
    assert [e.text for e in events if e.kind != "trace"][:2] == [
        "5 coins on the treasure map (5 or more): the AI hunts for treasure instead of its "
        "action roll.",
        "Give the AI all 5 coins on the treasure map."], "the table rolls no die for it"


def test_5_four_coins_on_the_map_leave_the_action_roll():
    game = make()
    s = position(game)
    s.treasure = 4
    run(game, s, ActionPhase())
    assert isinstance(s.flow[-1], ActionRoll) and s.treasure == 4


# --- Action 1: Gain 3 Influence ---------------------------------------------------------


def test_5_1_gain_influence_places_three_cubes_on_the_leftmost_empty_spaces():
    game = make()
    s = position(game)
    s.track[3] = PERSON
    events = act(game, s, 1)
    assert s.track[:7] == [NEUTRAL, NEUTRAL, AI, PERSON, AI, AI, None]
    assert "Put 3 AI cubes on the influence track, spaces 3, 5, 6." in [
        e.text for e in events]
    assert all(t is None for t in s.owner), "the track is not full: no alliance"


def test_5_1_a_full_track_allies_with_the_highest_cost_town_in_the_region():
    game = paired(ai_banners=False)
    s = position(game, ai_region="Whale Reach")
    fill_track(s, AI, 7)  # 2 neutral + 7 AI: 3 spaces left, filled by the action
    act(game, s, 1)
    # The Grotto needs 2, Farrow Cove 4: the highest cost is Farrow Cove.
    assert s.owner[town(game, "Farrow Cove")] == AI
    assert s.owner[town(game, "The Grotto")] is None
    assert s.cubes(AI) == 10 - 4
    assert s.track[2:6] == [None] * 4, "paid from the left"
    assert s.coins[AI] == 7 + 5, "Farrow Cove's spoils"


def test_5_1_the_highest_cost_town_unaffordable_looks_in_the_next_region_clockwise():
    game = paired(ai_banners=False)
    s = position(game, ai_region="Whale Reach")
    fill_track(s, PERSON, 7)  # 3 spaces left: the AI's 3 cubes fill the track
    events = act(game, s, 1)
    # Farrow Cove (4) is Whale Reach's highest and too dear for 3 cubes; The Grotto
    # (2) is not the highest, so the AI looks in Ratnest: Saltmarsh (3).
    assert s.owner[town(game, "The Grotto")] is None
    assert s.owner[town(game, "Saltmarsh")] == AI and s.cubes(AI) == 0
    assert [step.rule for step in traces(events)[0].steps].count("solo §5 action 1") == 3


def test_5_1_a_full_track_and_no_town_to_pay_for_leaves_the_track_full():
    game = make()
    s = position(game, ai_region="Stormwake")  # Kelpmoor is red; The Grotto is yours
    s.owner[town(game, "The Grotto")] = PERSON  # 2 + 2 = 4 against you
    fill_track(s, PERSON, 7)
    act(game, s, 1)
    assert s.cubes(AI) == 3 and None not in s.track
    assert s.owner[town(game, "The Grotto")] == PERSON


def test_5_1_a_full_track_looks_in_the_next_region_when_none_here():
    game = make()
    s = position(game, ai_region="Stormwake")  # Kelpmoor is red: no diplomacy there
    fill_track(s, AI, 10)
    act(game, s, 1)
    assert s.owner[town(game, "The Grotto")] == AI  # Northwater, next clockwise


def test_7_faq_influence_on_a_full_track_places_nothing_and_allies_at_once():
    game = make()
    s = position(game, ai_region="Northwater")
    fill_track(s, AI, 10)
    events = act(game, s, 1)
    assert s.owner[town(game, "The Grotto")] == AI and s.cubes(AI) == 8
    assert not any(e.text.startswith("Put") for e in events), "no space to place on"


# --- Action 2: Diplomacy --------------------------------------------------------------


def test_5_2_diplomacy_takes_the_lowest_value_town_and_its_spoils():
    game = paired(ai_banners=False)
    s = position(game, ai_region="Whale Reach")
    fill_track(s, PERSON, 1)
    fill_track(s, AI, 5)  # spaces 4 to 8
    act(game, s, 2)
    assert s.owner[town(game, "The Grotto")] == AI  # 2, not Farrow Cove's 4
    assert s.track[3:8] == [None, None, AI, AI, AI], "its 2 cubes from the left"
    assert s.coins[AI] == 7 + 3


def test_5_2_diplomacy_against_the_persons_town_costs_two_more():
    game = make()
    s = position(game, ai_region="Northwater")
    s.owner[town(game, "The Grotto")] = PERSON  # diplomacy 2, so 4 against you
    fill_track(s, AI, 3)
    act(game, s, 2)
    assert s.owner[town(game, "The Grotto")] == PERSON, "3 cubes are not enough"
    assert s.cubes(AI) == 4, "impossible: one cube instead"
    events = act(game, s, 2)
    assert s.owner[town(game, "The Grotto")] == AI
    assert s.cubes(AI) == 0
    assert any("Take your cube off it." in e.text for e in events)


def test_5_2_diplomacy_impossible_places_one_cube():
    game = make()
    s = position(game, ai_region="Stormwake")  # Kelpmoor is red
    act(game, s, 2)
    assert s.cubes(AI) == 1 and s.track[2] == AI


def test_5_2_diplomacy_never_targets_the_ais_own_town():
    game = make()
    s = position(game, ai_region="Northwater")
    s.owner[town(game, "The Grotto")] = AI
    fill_track(s, AI, 5)
    act(game, s, 2)
    assert s.cubes(AI) == 6, "no other blue town in Northwater: a cube instead"


# --- Action 3: Hire 3 Pirates ----------------------------------------------------------


def test_5_3_hire_three_pirates():
    game = make()
    s = position(game)
    s.pirates[AI] = 1
    events = act(game, s, 3)
    assert s.pirates[AI] == 4
    assert "Give the AI 3 pirates (it has 4)." in [e.text for e in events]


# --- Action 4: Attack -------------------------------------------------------------------


def test_5_4_attack_takes_the_lowest_attack_value_with_two_strength_per_pirate():
    game = paired(ai_banners=False)
    s = position(game, ai_region="Whale Reach")  # The Grotto attack 4, Farrow Cove 5
    s.pirates[AI] = 3
    act(game, s, 4)
    assert s.owner[town(game, "The Grotto")] == AI
    assert s.pirates[AI] == 1, "attack 4 takes 2 pirates"
    assert s.coins[AI] == 7 + 3, "The Grotto's spoils"


def test_5_4_attack_takes_only_red_banner_towns_by_default():
    game = paired()
    s = position(game, ai_region="Whale Reach")
    s.pirates[AI] = 3
    act(game, s, 4)
    assert s.owner[town(game, "Farrow Cove")] == AI, "red: attack 5, 3 pirates"
    assert s.owner[town(game, "The Grotto")] is None and s.pirates[AI] == 0


def test_5_4_attack_against_the_persons_town_needs_two_more_else_no_effect():
    game = make()
    s = position(game, ai_region="Whale Reach")
    s.owner[town(game, "Farrow Cove")] = PERSON  # red, attack 5 + 2 = 7: 4 pirates
    s.pirates[AI] = 3
    events = act(game, s, 4)
    assert s.owner[town(game, "Farrow Cove")] == PERSON and s.pirates[AI] == 3
    assert traces(events)[0].choice == "no effect"
    s.pirates[AI] = 4
    act(game, s, 4)
    assert s.owner[town(game, "Farrow Cove")] == AI and s.pirates[AI] == 0


# --- Ties between towns of equal cost (first listed, docs/islebound.md) ------------------


def equal_pair(**options):
    """:func:`paired` with Farrow Cove's diplomacy and attack made The Grotto's (2
    and 4): two towns of equal cost in Whale Reach, The Grotto listed first."""
    def change(data):
        towns = towns_named(data)
        towns["The Grotto"].update(region="Whale Reach")
        towns["Farrow Cove"].update(diplomacy=2, attack=4)
    return edition_game(change, ai_banners=False, **options)


def test_5_1_a_full_track_allies_with_the_first_listed_of_two_equal_highest_cost_towns():
    game = equal_pair()
    s = position(game, ai_region="Whale Reach")
    fill_track(s, AI, 7)  # the action's 3 cubes fill the track
    events = act(game, s, 1)
    assert s.owner[town(game, "The Grotto")] == AI
    assert s.owner[town(game, "Farrow Cove")] is None
    assert s.cubes(AI) == 10 - 2 and s.coins[AI] == 7 + 3, "The Grotto's spoils"
    assert traces(events)[0].choice == "takes The Grotto (Whale Reach) for 2 influence"


def test_5_2_diplomacy_takes_the_first_listed_of_two_equal_lowest_towns():
    game = equal_pair()
    s = position(game, ai_region="Whale Reach")
    fill_track(s, AI, 3)
    act(game, s, 2)
    assert s.owner[town(game, "The Grotto")] == AI
    assert s.owner[town(game, "Farrow Cove")] is None


def test_5_4_attack_takes_the_first_listed_of_two_equal_lowest_towns():
    game = equal_pair()
    s = position(game, ai_region="Whale Reach")
    s.pirates[AI] = 2
    act(game, s, 4)
    assert s.owner[town(game, "The Grotto")] == AI and s.pirates[AI] == 0


# --- Pirates: the box holds 15 (notes §2) --------------------------------------------------


def test_5_3_hire_pirates_takes_only_what_the_box_has_left():
    game = make()
    assert game.edition.pirates == 15
    s = position(game)
    s.pirates = [2, 11]  # 2 left in the supply
    events = act(game, s, 3)
    assert s.pirates[AI] == 13
    assert "Give the AI the last 2 pirates in the supply (it has 13)." in [
        e.text for e in events]
    assert traces(events)[0].choice == "2 pirates"
    assert traces(events)[0].steps[-1].detail == ("3 pirates from the supply, which held 2 "
                                                  "of the box's 15 (notes §2)")
    events = act(game, s, 3)
    assert s.pirates[AI] == 13
    assert "No pirates are left in the supply: the AI hires none." in [e.text for e in events]
    s.pirates = [3, 11]  # the last one
    events = act(game, s, 3)
    assert "Give the AI the last 1 pirate in the supply (it has 12)." in [e.text for e in events]
    assert traces(events)[0].choice == "1 pirate"


def test_5_renown_token_pirates_come_while_the_supply_lasts():
    game = make()
    s = position(game)
    s.pirates = [0, 15]
    s.coins[AI] = 16
    act(game, s, 1)
    pirate = game.board.token_names.index("pirate")
    events = game.apply(s, game.actions.token[pirate])
    assert s.pirates[AI] == 15
    assert "gains no pirates (none left in the supply)" in events[0].text
