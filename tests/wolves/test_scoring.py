"""Region scoring (notes §10), the Moonlight phases (§9), the end (§11), the AI's
score (solo §6), and who wins (solo §6: the person must beat both AIs; ties by
region tokens, then wolves on the map).

Region 1 (index 0) carries a crescent token; its land hexes include 61, 62, 63,
72, 81, 82, 90, 100 (71 is its prey hex, 80 and 83 lone wolves).
"""

from __future__ import annotations

import pytest

from automeeple.engine.core import Event
from automeeple.games.wolves.final_scoring import (
    ai_vp,
    breakdown,
    standings,
    tie_break,
    totals,
    track_vp,
)
from automeeple.games.wolves.moonlight import control, score_region

from .helpers import (
    AI1,
    AI2,
    PERSON,
    TERMINAL,
    act,
    edit,
    play,
    position,
)

A = (PERSON, "alpha")
P = (PERSON, "pack")
D = (PERSON, "den")


def score(game, s, region):
    ev: list[Event] = []
    score_region(game.rulebook, s, region, ev)
    return s.vp[:], s.won[:]


# --- notes §10: control and places -----------------------------------------------------------


def test_10_control_alpha_pack_den_one_lair_three():
    game, s = position(clear=True, pieces={61: [A, P], 62: [D], 100: [(AI1, "lair")],
                                           90: [(AI2, "alpha"), (AI2, "den")]})
    c = control(game.rulebook, s, 0)
    assert c[PERSON] == (3, 1)
    assert c[AI1] == (3, 0)
    assert c[AI2] == (2, 1)


def test_10_start_board_and_other_regions_do_not_count():
    game, s = position(clear=True, pieces={64: [A, P], 33: [A], 61: [P]})
    assert control(game.rulebook, s, 0)[PERSON] == (1, 0)


def test_10_first_and_second_place_crescent():
    game, s = position(clear=True, pieces={61: [A, P], 62: [D], 100: [(AI1, "alpha")]})
    vp, won = score(game, s, 0)
    assert vp == [4, 2, 0]
    assert won == [1, 0, 0]  # the token to the first place only
    assert s.scored[0]


def test_10_first_place_takes_the_scoring_token_and_a_tie_takes_none():
    # "1st takes the token"; the table is told where it goes
    game, s = position(clear=True, pieces={61: [A, P], 62: [D], 100: [(AI1, "alpha")]})
    ev: list[Event] = []
    score_region(game.rulebook, s, 0, ev)
    assert [e.text for e in ev] == [
        "Grey scores 4 VP for first place in the 1 o'clock region.",
        "Grey takes the crescent moon token of the 1 o'clock region.",
        "Brown scores 2 VP for second place in the 1 o'clock region."]
    game, s = position(clear=True, pieces={61: [A], 62: [(AI1, "alpha")], 63: [(AI2, "pack")]})
    ev = []
    score_region(game.rulebook, s, 0, ev)
    assert ev[-1].text == ("Nobody takes the crescent moon token of the 1 o'clock region: put "
                           "it aside.")


def test_10_a_lair_outweighs_two_wolves():
    game, s = position(clear=True, pieces={61: [A, P], 100: [(AI1, "lair")]})
    vp, won = score(game, s, 0)
    assert vp == [2, 4, 0]
    assert won == [0, 1, 0]


def test_10_tie_on_control_broken_by_alphas():
    game, s = position(clear=True, pieces={61: [A, P], 62: [(AI1, "pack"), (AI1, "den")]})
    vp, won = score(game, s, 0)
    assert vp == [4, 2, 0]
    assert won == [1, 0, 0]


def test_10_tied_first_places_each_get_the_second_place_vp():
    game, s = position(clear=True, pieces={61: [A], 62: [(AI1, "alpha")], 63: [(AI2, "pack")]})
    vp, won = score(game, s, 0)
    assert vp == [2, 2, 0]  # nobody gets 1st, and no other 2nd place
    assert won == [0, 0, 0]


def test_10_three_way_tie_for_first():
    game, s = position(clear=True, pieces={61: [A], 62: [(AI1, "alpha")], 63: [(AI2, "alpha")]})
    vp, _ = score(game, s, 0)
    assert vp == [2, 2, 2]


def test_10_tie_for_second_gives_nobody_second():
    game, s = position(clear=True, pieces={61: [A, P], 62: [(AI1, "pack")], 63: [(AI2, "pack")]})
    vp, won = score(game, s, 0)
    assert vp == [4, 0, 0]
    assert won == [1, 0, 0]


def test_10_tie_for_second_broken_by_alphas():
    game, s = position(clear=True, pieces={61: [A, P], 62: [(AI1, "alpha")],
                                           63: [(AI2, "pack")]})
    vp, _ = score(game, s, 0)
    assert vp == [4, 2, 0]


def test_10_alone_takes_first_with_no_second():
    game, s = position(clear=True, pieces={100: [(AI2, "pack")]})
    vp, won = score(game, s, 0)
    assert vp == [0, 0, 4]
    assert won == [0, 0, 1]


def test_10_nobody_there_nobody_scores():
    game, s = position(clear=True)
    ev: list[Event] = []
    score_region(game.rulebook, s, 0, ev)
    assert s.vp == [0, 0, 0] and s.won == [0, 0, 0]
    assert [e.text for e in ev] == ["The 1 o'clock region: nobody is there; put its crescent "
                                    "moon token aside."]


@pytest.mark.parametrize(("region", "high", "low"), [(2, 6, 3), (4, 8, 4)])
def test_10_half_and_full_values(region, high, low):
    game, s = position(clear=True)
    m = game.rulebook.map(s)
    a, b = [h for h in m.regions[region].hexes if m.passable(h) and not s.lone[h]
            and h != m.regions[region].prey][:2]
    edit(game, s, pieces={a: [A, P], b: [(AI1, "alpha")]})
    vp, _ = score(game, s, region)
    assert vp == [high, low, 0]


# --- notes §9: the Moonlight board triggers scoring ---------------------------------------


def _howl_position(moon, phases_done=0, scored=None, **kw):
    """The person (home rock, Alpha on 45) can howl at the lone wolf on 35; an AI
    Alpha in region 1 and the person's Pack Wolf in region 2 set up a scoring."""
    return position(home="rock", clear=True, moon=moon, phases_done=phases_done,
                    scored=scored or [False] * 6,
                    pieces={45: [A], 61: [(AI1, "alpha")], 33: [P], **kw.pop("pieces", {})},
                    **kw)


def test_9_thresholds_for_three_players():
    game, _ = position()
    assert dict(game.rulebook.layout.moonlight) == {"crescent": 9, "half": 17, "full": 22}


def test_9_crescent_scores_at_the_end_of_the_turn_that_reaches_nine():
    game, s = _howl_position(8)
    act(game, s, "howl at 35")
    assert s.moon == 9
    assert s.phases_done == 0 and s.vp == [0, 0, 0]  # not yet: at the end of the turn
    act(game, s, "end turn")
    assert s.phases_done == 1
    assert s.scored == [True, True, False, False, False, False]
    # region 1: AI 1 alone; region 2: the person's Pack Wolf + the new one on 35
    assert s.vp == [4, 4, 0]
    assert not game.is_over(s)


def test_9_below_the_threshold_nothing_scores():
    game, s = _howl_position(7)
    play(game, s, ["howl at 35", "end turn"])
    assert s.moon == 8
    assert s.phases_done == 0 and not any(s.scored)


def test_9_several_phases_in_one_turn_each_score():
    game, s = _howl_position(16)
    play(game, s, ["howl at 35", "end turn"])
    assert s.phases_done == 2
    assert s.scored == [True, True, True, True, False, False]


def test_9_quarter_moon_scores_its_regions_only():
    game, s = _howl_position(16, phases_done=1, scored=[True, True, False, False, False, False])
    events = play(game, s, ["howl at 35", "end turn"])
    assert s.phases_done == 2
    assert s.scored == [True, True, True, True, False, False]
    assert s.vp == [0, 0, 0]  # nobody in regions 3 and 4
    # notes §9: the reminder token marks the next scoring
    assert [e.text for e in events if e.kind == "phase"] == [
        "The Moonlight board reaches the quarter moon space (17): regions with a quarter moon "
        "token score.",
        "The region scoring reminder token moves to the full moon space (22)."]


def test_9_a_phase_passed_in_one_turn_names_its_space_and_the_pieces():
    """notes §9: the space is the threshold; the pieces on the board may be past it."""
    game, s = _howl_position(17, phases_done=1, scored=[True, True, False, False, False, False])
    events = play(game, s, ["howl at 35", "end turn"])
    assert [e.text for e in events if e.kind == "phase"][0] == (
        "The Moonlight board reaches the quarter moon space (17; 18 pieces on the board): "
        "regions with a quarter moon token score.")


def test_11_game_ends_after_the_full_moon_scoring():
    game, s = _howl_position(21, phases_done=2, scored=[True] * 4 + [False] * 2)
    play(game, s, ["howl at 35", "end turn"])
    assert s.phases_done == 3
    assert s.scored == [True] * 6
    assert game.is_over(s)
    assert game.to_move(s) == TERMINAL
    assert game.legal_actions(s) == []
    result = game.result(s)
    assert result is not None


def test_9_full_moon_not_reached_game_goes_on():
    game, s = _howl_position(20, phases_done=2, scored=[True] * 4 + [False] * 2)
    play(game, s, ["howl at 35", "end turn"])
    assert not game.is_over(s) and s.phases_done == 2


def test_9_an_ai_can_trigger_scoring():
    # AI 1's Alpha on 61 howls at the lone wolf on 80 (2 hexes) with the Desert tile
    game, s = _howl_position(8)
    m = game.rulebook.map(s)
    assert m.distance(61, 80) <= 2 and s.lone[80]
    play(game, s, ["end turn", "tile desert"])
    assert s.moon == 9
    assert s.phases_done == 1
    assert s.scored[0] and s.scored[1]
    assert s.vp[AI1] == 4  # alone in region 1 with its Alpha and the new Pack Wolf


# --- solo §6: scoring ---------------------------------------------------------------------


def test_solo_6_ai_vp_per_piece_and_prey():
    game, s = position(clear=True, pieces={
        61: [(AI1, "alpha"), (AI1, "pack")], 62: [(AI1, "pack"), (AI1, "den")],
        100: [(AI1, "lair")], 63: [(AI2, "den")]},
        hunted=[[], ["hare", "boar"], []], vp=[0, 7, 3])
    parts = ai_vp(game.rulebook, s, AI1)
    assert parts == {"pack": 4, "den": 4, "alpha": 6, "lair": 10, "prey": 16}
    score = totals(game.rulebook, s)
    assert score[AI1] == 7 + 2 * 2 + 4 + 6 + 2 * 8 + 10
    assert score[AI2] == 3 + 4


def test_solo_6_ai_lair_from_setup_counts():
    game, s = position()
    # each AI: Lair (10) + Alpha (6) + 2 Pack Wolves (4)
    assert totals(game.rulebook, s)[1:] == [20, 20]


def test_11_person_score_is_region_vp_plus_tracks():
    game, s = position(clear=True, vp=[10, 0, 0], dens=[3, 4, 0], wolves=5, lairs=[2, 0, 0],
                       hunted=[["hare", "boar"], [], []])
    tv = track_vp(game.rulebook, s)
    assert tv == {"pack_spread": 3, "wolf_speed": 7, "howl_range": 0, "wolves": 6,
                  "lairs": 10, "hunting": 4}
    assert totals(game.rulebook, s)[PERSON] == 10 + 3 + 7 + 6 + 10 + 4


def test_solo_6_person_must_beat_both_ais():
    game, s = position(clear=True, vp=[10, 9, 0])
    assert standings(game.rulebook, s)[0] == PERSON
    s.vp = [10, 0, 11]
    assert standings(game.rulebook, s)[0] == AI2


def test_solo_6_tie_broken_by_region_tokens():
    game, s = position(clear=True, vp=[10, 10, 0], won=[1, 0, 0])
    assert standings(game.rulebook, s)[0] == PERSON
    s.won = [0, 1, 0]
    assert standings(game.rulebook, s)[0] == AI1


def test_solo_6_then_by_wolves_on_the_map():
    # AI 1: 8 VP + a Pack Wolf (2) = 10; the person: 10 VP with two wolves on the map
    game, s = position(clear=True, vp=[10, 8, 0], pieces={64: [A, P], 61: [(AI1, "pack")]})
    assert totals(game.rulebook, s)[:2] == [10, 10]
    assert standings(game.rulebook, s)[0] == PERSON
    edit(game, s, pieces={64: [], 63: [D]})
    assert standings(game.rulebook, s)[0] == AI1


def test_solo_6_a_full_tie_goes_against_the_person():
    game, s = position(clear=True, vp=[10, 10, 0])
    assert standings(game.rulebook, s)[0] == AI1


def tie_said(game, s) -> str:
    return tie_break(game.rulebook, s, standings(game.rulebook, s))


def test_solo_6_result_tie_break_names_the_tie_breaker_that_decided():
    # issue 17, point 10: Result.tie_break says which tie-breaker split equal VP
    game, s = position(clear=True, vp=[10, 10, 0], won=[1, 0, 0])
    assert tie_said(game, s) == ("You ahead of Brown (AI) at 10 VP: most region scoring "
                                 "tokens (solo §6).")
    game, s = position(clear=True, vp=[10, 8, 0], pieces={64: [A, P], 61: [(AI1, "pack")]})
    assert tie_said(game, s) == ("You ahead of Brown (AI) at 10 VP: most wolves on the map "
                                 "(solo §6).")
    game, s = position(clear=True, vp=[10, 10, 10])
    assert tie_said(game, s) == (
        "Brown (AI) ahead of White (AI) at 10 VP: equal on every count, the AI packs keep "
        "their seats' order (our reading: solo §6 names no further tie-breaker); White (AI) "
        "ahead of you at 10 VP: a tie that remains goes against you, who must beat both AI "
        "packs (our reading of solo §6).")
    game, s = position(clear=True, vp=[10, 9, 0])
    assert tie_said(game, s) == ""


def test_solo_6_result_names_the_winner():
    game, s = _howl_position(21, phases_done=2, scored=[True] * 4 + [False] * 2, vp=[50, 0, 0])
    play(game, s, ["howl at 35", "end turn"])
    result = game.result(s)
    assert result.places[PERSON] == 1
    assert result.tie_break == ""


def test_11_solo_6_breakdown_of_every_packs_score():
    """Issue 8: the end shows where each pack's VP come from, the AIs' included,
    and the rows add up to the scores."""
    game, s = position(clear=True, vp=[10, 7, 3], dens=[3, 4, 0], wolves=5, lairs=[2, 0, 0],
                       hunted=[["hare", "boar"], ["hare", "boar"], []],
                       pieces={61: [(AI1, "alpha"), (AI1, "pack")],
                               62: [(AI1, "pack"), (AI1, "den")], 100: [(AI1, "lair")],
                               63: [(AI2, "den")]})
    rows = dict(breakdown(game.rulebook, s))
    assert list(rows) == ["regions", "wolves", "dens", "lairs", "prey"]
    assert rows == {"regions": (10, 7, 3), "wolves": (6, 6 + 2 * 2, 0),
                    "dens": (3 + 7, 4, 4), "lairs": (10, 10, 0), "prey": (4, 2 * 8, 0)}
    assert [sum(vp[p] for vp in rows.values()) for p in range(3)] == totals(game.rulebook, s)


def test_11_result_carries_the_breakdown_of_a_finished_game():
    game, s = _howl_position(21, phases_done=2, scored=[True] * 4 + [False] * 2, vp=[50, 0, 0])
    events = play(game, s, ["howl at 35", "end turn"])
    result = game.result(s)
    assert [what for what, _ in result.breakdown] == ["regions", "wolves", "dens", "lairs",
                                                       "prey"]
    assert all(len(vp) == 3 for _, vp in result.breakdown)
    assert tuple(sum(vp[p] for _, vp in result.breakdown) for p in range(3)) == result.scores
    assert result.breakdown[0][1][PERSON] >= 50  # the regions row
    assert events[-1].data["breakdown"] == [[w, list(vp)] for w, vp in result.breakdown]
