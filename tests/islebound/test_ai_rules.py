"""The AI's movement and its actions 1 to 4 (solo rules §3, §5, §7 FAQ), each clause
on a small hand-made position, asserting the exact outcome. The placeholder's
towns used here: N The Grotto (blue; diplomacy 2, attack 4, spoils 3) and Farrow
Cove (red; 4, 5, 5); NE Saltmarsh (blue; 3, 6, 4); NW Kelpmoor (red; 6, 10, 9)."""

from __future__ import annotations

import pytest

from automeeple.engine.core import CHANCE
from automeeple.games.islebound.ai import ActionPhase, ActionRoll, MovementRoll
from automeeple.games.islebound.state import AI, NEUTRAL, PERSON

from .helpers import act, fill_track, make, place, position, roll, run, town, traces


def test_5_ai_movement_roll_of_6_moves_three_regions_clockwise():
    game = make()
    s = position(game, ai_region="NW")
    run(game, s, MovementRoll())
    events = roll(game, s, 6)
    assert s.ship[AI] == place(game, "E")  # NW -> N -> NE -> E
    assert any(e.text == "Move the AI's ship from NW to E." for e in events)
    trace = traces(events)[0]
    assert trace.steps[0].rule == "§5 AI Movement"
    assert trace.steps[0].candidates == ("NW", "N", "NE", "E")


@pytest.mark.parametrize(("face", "to"), [(1, "S"), (2, "SW"), (3, "SW"), (4, "W"),
                                          (5, "W"), (6, "NW")])
def test_5_ai_movement_one_stays_two_and_three_move_one_four_and_five_two(face, to):
    game = make()
    s = position(game, ai_region="S")
    run(game, s, MovementRoll())
    events = roll(game, s, face)
    assert s.ship[AI] == place(game, to)
    if face == 1:
        assert "The AI's ship stays in S." in [e.text for e in events]


def test_3_the_ai_never_enters_a_port():
    game = make()
    for start in ("N", "NE", "E", "SE", "S", "SW", "W", "NW"):
        for face in range(1, 7):
            s = position(game, ai_region=start)
            run(game, s, MovementRoll())
            roll(game, s, face)
            assert not game.board.is_port(s.ship[AI])


def test_5_no_close_quarters_when_the_ai_moves_into_your_region():
    game = make()
    s = position(game, ai_region="NW", person_place="N")
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
    assert "Give the AI all 5 coins on the treasure map." in [e.text for e in events]


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
    assert "Put 3 AI cube(s) on the influence track, space(s) 3, 5, 6." in [
        e.text for e in events]
    assert all(t is None for t in s.owner), "the track is not full: no alliance"


def test_5_1_a_full_track_allies_with_the_highest_cost_town_in_the_region():
    game = make(ai_banners=False)
    s = position(game, ai_region="N")
    fill_track(s, AI, 7)  # 2 neutral + 7 AI: 3 spaces left, filled by the action
    act(game, s, 1)
    # The Grotto needs 2, Farrow Cove 4: the highest cost is Farrow Cove.
    assert s.owner[town(game, "Farrow Cove")] == AI
    assert s.owner[town(game, "The Grotto")] is None
    assert s.cubes(AI) == 10 - 4
    assert s.track[2:6] == [None] * 4, "paid from the left"
    assert s.coins[AI] == 7 + 5, "Farrow Cove's spoils"


def test_5_1_the_highest_cost_town_unaffordable_looks_in_the_next_region_clockwise():
    game = make(ai_banners=False)
    s = position(game, ai_region="N")
    fill_track(s, PERSON, 7)  # 3 spaces left: the AI's 3 cubes fill the track
    events = act(game, s, 1)
    # Farrow Cove (4) is N's highest and too dear for 3 cubes; The Grotto (2) is
    # not the highest, so the AI looks in NE: Saltmarsh (3).
    assert s.owner[town(game, "The Grotto")] is None
    assert s.owner[town(game, "Saltmarsh")] == AI and s.cubes(AI) == 0
    assert [step.rule for step in traces(events)[0].steps].count("§5 action 1") == 3


def test_5_1_a_full_track_and_no_town_to_pay_for_leaves_the_track_full():
    game = make()
    s = position(game, ai_region="NW")  # Kelpmoor is red; N's blue town is yours
    s.owner[town(game, "The Grotto")] = PERSON  # 2 + 2 = 4 against you
    fill_track(s, PERSON, 7)
    act(game, s, 1)
    assert s.cubes(AI) == 3 and None not in s.track
    assert s.owner[town(game, "The Grotto")] == PERSON


def test_5_1_a_full_track_looks_in_the_next_region_when_none_here():
    game = make()
    s = position(game, ai_region="NW")  # Kelpmoor is red: no diplomacy there
    fill_track(s, AI, 10)
    act(game, s, 1)
    assert s.owner[town(game, "The Grotto")] == AI  # N, the next region clockwise


def test_7_faq_influence_on_a_full_track_places_nothing_and_allies_at_once():
    game = make()
    s = position(game, ai_region="N")
    fill_track(s, AI, 10)
    events = act(game, s, 1)
    assert s.owner[town(game, "The Grotto")] == AI and s.cubes(AI) == 8
    assert not any(e.text.startswith("Put") for e in events), "no space to place on"


# --- Action 2: Diplomacy --------------------------------------------------------------


def test_5_2_diplomacy_takes_the_lowest_value_town_and_its_spoils():
    game = make(ai_banners=False)
    s = position(game, ai_region="N")
    fill_track(s, PERSON, 1)
    fill_track(s, AI, 5)  # spaces 4 to 8
    act(game, s, 2)
    assert s.owner[town(game, "The Grotto")] == AI  # 2, not Farrow Cove's 4
    assert s.track[3:8] == [None, None, AI, AI, AI], "its 2 cubes from the left"
    assert s.coins[AI] == 7 + 3


def test_5_2_diplomacy_against_the_persons_town_costs_two_more():
    game = make()
    s = position(game, ai_region="N")
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
    s = position(game, ai_region="NW")
    act(game, s, 2)
    assert s.cubes(AI) == 1 and s.track[2] == AI


def test_5_2_diplomacy_never_targets_the_ais_own_town():
    game = make()
    s = position(game, ai_region="N")
    s.owner[town(game, "The Grotto")] = AI
    fill_track(s, AI, 5)
    act(game, s, 2)
    assert s.cubes(AI) == 6, "no other blue town in N: a cube instead"


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
    game = make(ai_banners=False)
    s = position(game, ai_region="N")  # The Grotto attack 4, Farrow Cove 5
    s.pirates[AI] = 3
    act(game, s, 4)
    assert s.owner[town(game, "The Grotto")] == AI
    assert s.pirates[AI] == 1, "attack 4 takes 2 pirates"
    assert s.coins[AI] == 7 + 3, "The Grotto's spoils"


def test_5_4_attack_takes_only_red_banner_towns_by_default():
    game = make()
    s = position(game, ai_region="N")
    s.pirates[AI] = 3
    act(game, s, 4)
    assert s.owner[town(game, "Farrow Cove")] == AI, "red: attack 5, 3 pirates"
    assert s.owner[town(game, "The Grotto")] is None and s.pirates[AI] == 0


def test_5_4_attack_against_the_persons_town_needs_two_more_else_no_effect():
    game = make()
    s = position(game, ai_region="N")
    s.owner[town(game, "Farrow Cove")] = PERSON  # red, attack 5 + 2 = 7: 4 pirates
    s.pirates[AI] = 3
    events = act(game, s, 4)
    assert s.owner[town(game, "Farrow Cove")] == PERSON and s.pirates[AI] == 3
    assert traces(events)[0].choice == "no effect"
    s.pirates[AI] = 4
    act(game, s, 4)
    assert s.owner[town(game, "Farrow Cove")] == AI and s.pirates[AI] == 0
