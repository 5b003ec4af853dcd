"""BLITZKRIEG! base rules in solo play: placement, unit strength, space effects for
the person and the bot, the battle marker, campaign and theatre closure, blitz
units and illegal actions.

"notes §n" is ``rules/blitzkrieg/base-game-notes.md``, "solo §n" is
``rules/blitzkrieg/solo-rules.md``. Positions are built with ``helpers.py``: most
on the shipped placeholder board, where

- Western Europe: 1 [land:industry, coast, sea:bombing] 1 VP;
  2 [land:research, land:tactical 2, coast:propaganda 1] 2 VP;
  3 [land, land:strategic 3, land:bombing, coast:research-industry] 3 VP
- Pacific Ocean: 1 [sea:research, sea, coast:industry] 2 VP;
  2 [sea:bombing, sea:tactical 2, coast:improved-research, sea:propaganda 1] 3 VP
- Eastern Europe: 1 [land:industry, land] 1 VP; 2 [...]; 3 [land:bombing, land,
  land:improved-industry, land:strategic 3, land:propaganda 2] 4 VP

and some on tiny boards of their own, where the outcome is easy to work out.
"""

from __future__ import annotations

from collections import Counter

import pytest

from automeeple.engine.core import IllegalAction
from automeeple.games.blitzkrieg import board
from automeeple.games.blitzkrieg.bags import DrawUnit
from automeeple.games.blitzkrieg.turn import DrawStratagem, EndOfTurn

from .helpers import (
    BOT,
    CHANCE,
    PERSON,
    TERMINAL,
    act,
    bot_position,
    chance,
    make_game,
    play,
    position,
    space,
    theatre,
    tiny_game,
    top,
    traces,
)

WE, PO, EE = "western-europe", "pacific-ocean", "eastern-europe"


def legal(game, s) -> set[str]:
    return {str(a) for a in game.legal_actions(s)}


def outcomes(game, s) -> set[str]:
    return {str(a) for a in game.chance_request(s).outcomes}


def marker(game, s, name: str) -> int:
    return s.markers[theatre(game, name)]


def assert_illegal(game, s, text: str) -> None:
    """``text`` raises IllegalAction and leaves the state exactly as it was."""
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, text))
    assert s.key() == before


def front_world(spaces, track=6, rear=("land", "land"), rear_track=4, vp=1):
    """Two theatres: "Front" (one campaign of ``spaces``) and "Rear"."""
    return [
        {"name": "Front", "roll": 1, "track": track, "bonus": {}, "campaigns": [(vp, spaces)]},
        {"name": "Rear", "roll": 2, "track": rear_track, "bonus": {},
         "campaigns": [(1, list(rear))]},
    ]


# --- Placement: terrain, active campaign, leftmost option (notes §1.3, §1.5, §4.1) ------


def test_notes_4_1_placement_must_match_terrain():
    game = make_game()
    s = position(game, reserve=["army 1", "navy 1", "air 1"])
    ok = legal(game, s)
    # Land (Western Europe 1.1): army and airforce, not navy.
    assert "place army 1 on western-europe 1.1" in ok
    assert "place air 1 on western-europe 1.1" in ok
    assert "place navy 1 on western-europe 1.1" not in ok
    # Coast (1.2): all three.
    for kind in ("army 1", "navy 1", "air 1"):
        assert f"place {kind} on western-europe 1.2" in ok
    # Sea (1.3): navy and airforce, not army.
    assert "place navy 1 on western-europe 1.3" in ok
    assert "place air 1 on western-europe 1.3" in ok
    assert "place army 1 on western-europe 1.3" not in ok
    assert_illegal(game, s, "place army 1 on western-europe 1.3")
    assert_illegal(game, s, "place navy 1 on western-europe 1.1")


def test_notes_2_2_general_is_an_army_and_admiral_a_navy():
    game = make_game()
    s = position(game, reserve=["general", "admiral"])
    ok = legal(game, s)
    assert "place general on western-europe 1.1" in ok  # land
    assert "place general on western-europe 1.2" in ok  # coast
    assert "place general on western-europe 1.3" not in ok  # sea
    assert "place admiral on western-europe 1.1" not in ok
    assert "place admiral on western-europe 1.2" in ok
    assert "place admiral on western-europe 1.3" in ok


def test_notes_2_4_special_weapons_follow_their_type():
    game = make_game()
    s = position(game, reserve=["elite army 4", "elite navy 3", "scientist"])
    ok = legal(game, s)
    assert "place elite army 4 on western-europe 1.3" not in ok
    assert "place elite navy 3 on western-europe 1.1" not in ok
    assert "place scientist on western-europe 1.1" in ok
    assert "place scientist on western-europe 1.3" in ok


def test_notes_4_1_cannot_place_on_an_occupied_space():
    game = make_game()
    s = position(game, board={f"{WE} 1.1": (BOT, "army 1")})
    assert not any(a.endswith("western-europe 1.1") for a in legal(game, s))
    assert_illegal(game, s, "place army 1 on western-europe 1.1")


def test_solo_faq_only_the_active_campaign_accepts_units():
    game = make_game()
    s = position(game)
    spaces = {a.rsplit(" ", 1)[1] for a in legal(game, s)}
    assert spaces == {"1.1", "1.2", "1.3"}  # the first campaign of every theatre
    assert_illegal(game, s, "place army 1 on western-europe 2.1")
    assert_illegal(game, s, "place army 1 on western-europe 3.1")


def test_notes_1_3_next_campaign_is_the_active_one_once_the_first_closed():
    game = make_game()
    s = position(game, active={WE: 1})
    ok = legal(game, s)
    assert "place army 1 on western-europe 2.1" in ok
    assert not any(a.startswith("place") and "western-europe 1." in a for a in ok)
    assert not any("western-europe 3." in a for a in ok)


def test_notes_7_2_closed_theatre_accepts_no_units():
    game = make_game()
    s = position(game, closed=[WE])
    assert not any("western-europe" in a for a in legal(game, s))
    assert_illegal(game, s, "place army 1 on western-europe 1.1")


def test_notes_1_3_any_empty_space_by_default():
    game = make_game()
    s = position(game, board={f"{WE} 1.1": (BOT, "army 1")})
    ok = legal(game, s)
    assert "place navy 1 on western-europe 1.2" in ok
    assert "place navy 1 on western-europe 1.3" in ok


def test_notes_1_3_leftmost_only_option():
    game = make_game(leftmost_only=True)
    assert game.options()["leftmost_only"] is True
    s = position(game, board={f"{WE} 1.1": (BOT, "army 1")})
    ok = legal(game, s)
    we = {a for a in ok if "western-europe" in a}
    assert we == {f"place {k} on western-europe 1.2" for k in ("air 1", "army 1", "navy 1")}
    assert_illegal(game, s, "place navy 1 on western-europe 1.3")
    # Elsewhere only the leftmost space too.
    assert {a.rsplit(" ", 1)[1] for a in ok} == {"1.1", "1.2"}
    assert "place navy 1 on pacific-ocean 1.2" not in ok


def test_notes_1_3_leftmost_only_and_a_unit_that_cannot_enter_it():
    """The leftmost empty space is sea: an army cannot go to Western Europe at all."""
    game = make_game(leftmost_only=True)
    s = position(game, reserve=["army 1"],
                 board={f"{WE} 1.1": (BOT, "army 1"), f"{WE} 1.2": (BOT, "navy 1")})
    assert not any("western-europe" in a for a in legal(game, s))


# --- Unit strength (notes §2.2, §6; solo §7) ---------------------------------------------


def test_notes_6_marker_moves_by_strength_toward_the_placer():
    game = make_game()
    s = position(game, reserve=["army 3", "navy 1", "air 1"])
    play(game, s, ["place army 3 on eastern-europe 1.2"])
    assert marker(game, s, EE) == -3


def test_notes_6_zero_strength_unit_does_not_move_the_marker():
    game = make_game()
    s = position(game, reserve=["blitz air 0", "army 1"], markers={EE: 2})
    act(game, s, "place blitz air 0 on eastern-europe 1.2")
    assert marker(game, s, EE) == 2


def general_board():
    """The person's forces in Western Europe: army 2, navy 1, air 1, blitz air 0
    (regular), elite army 4 (a special weapon); the bot's army 3 there; the person's
    air 2 in the Pacific. Western Europe's third campaign is active."""
    return {
        f"{WE} 1.1": (PERSON, "army 2"), f"{WE} 1.2": (PERSON, "navy 1"),
        f"{WE} 1.3": (PERSON, "air 1"), f"{WE} 2.1": (PERSON, "elite army 4"),
        f"{WE} 2.2": (BOT, "army 3"), f"{WE} 2.3": (PERSON, "blitz air 0"),
        f"{PO} 1.1": (PERSON, "air 2"),
    }


def test_notes_2_2_general_counts_its_armies_and_airforces_in_the_theatre():
    """Itself + army 2 + air 1 + blitz air 0 = 4; not the navy, the special weapon,
    the bot's army or the airforce in another theatre."""
    game = make_game()
    s = position(game, reserve=["general", "army 1"], board=general_board(), active={WE: 2})
    play(game, s, ["place general on western-europe 3.1"])
    assert marker(game, s, WE) == -4


def test_notes_2_2_admiral_counts_its_navies_and_airforces_in_the_theatre():
    """Itself + navy 1 + air 1 + blitz air 0 = 4; not the armies, the special
    weapon or the airforce in another theatre. (3.4 is Research Industry: a special
    weapon is drawn first.)"""
    game = make_game()
    s = position(game, reserve=["admiral", "army 1"], board=general_board(), active={WE: 2})
    play(game, s, ["place admiral on western-europe 3.4", "draw elite navy 5"])
    assert marker(game, s, WE) == -4


def test_notes_2_2_lone_general_has_strength_1():
    """"1 step for each army and airforce you have in this theatre, counting the
    General itself": alone, it moves the marker 1."""
    game = make_game()
    s = position(game, reserve=["general", "army 1"])
    play(game, s, ["place general on eastern-europe 1.2"])
    assert marker(game, s, EE) == -1


def test_notes_2_2_lone_admiral_has_strength_1():
    game = make_game()
    s = position(game, reserve=["admiral", "army 1"])
    play(game, s, ["place admiral on pacific-ocean 1.2"])
    assert marker(game, s, PO) == -1


def test_notes_2_2_general_strength_before_placement():
    """The strength the rules compute for a General not yet on the board."""
    game = make_game()
    s = position(game, reserve=["general", "army 1"], board=general_board(), active={WE: 2})
    assert board.strength(game.rulebook, s, PERSON, "general", theatre(game, WE)) == 4
    assert board.strength(game.rulebook, s, PERSON, "admiral", theatre(game, WE)) == 4
    assert board.strength(game.rulebook, s, BOT, "general", theatre(game, WE)) == 2


def test_solo_7_spy_copies_the_opponents_last_unit():
    game = make_game()
    s = position(game, reserve=["spy", "army 1"], last_unit=[None, "army 3"])
    ok = legal(game, s)
    assert "place spy on western-europe 1.1" in ok  # an army now: land
    assert "place spy on western-europe 1.3" not in ok  # not sea
    play(game, s, ["place spy on eastern-europe 1.2"])
    assert marker(game, s, EE) == -3


def test_solo_7_spy_copying_a_navy_goes_to_sea():
    game = make_game()
    s = position(game, reserve=["spy", "army 1"], last_unit=[None, "navy 2"])
    ok = legal(game, s)
    assert "place spy on pacific-ocean 1.2" in ok
    assert "place spy on eastern-europe 1.2" not in ok
    play(game, s, ["place spy on pacific-ocean 1.2"])
    assert marker(game, s, PO) == -2


def test_solo_7_spy_follows_the_bots_placements():
    """The bot places, then the person's Spy copies that unit."""
    game = tiny_game(front_world(["land", "land", "land"], rear=("sea", "sea")))
    s = bot_position(game, row=["army 3"] * 5, reserve=["spy", "navy 1"],
                     stratagem="rapid deployment")
    chance(game, s, "draw army 1")  # the bot's end-of-turn draw
    assert s.last_unit[BOT] == "army 3"
    play(game, s, ["place spy on front 1.2"])
    assert marker(game, s, "front") == 3 - 3


def test_solo_7_scientist_is_a_3_strength_airforce():
    game = make_game()
    s = position(game, reserve=["scientist", "army 1"])
    play(game, s, ["place scientist on pacific-ocean 1.2"])
    assert marker(game, s, PO) == -3
    t = theatre(game, EE)
    assert board.strength(game.rulebook, s, BOT, "scientist", t) == 3
    assert board.unit_type(game.rulebook, s, BOT, "scientist") == "air"


def test_solo_7_bots_spy_copies_the_persons_last_unit():
    game = make_game()
    s = position(game, last_unit=["navy 3", None])
    t = theatre(game, PO)
    assert board.strength(game.rulebook, s, BOT, "spy", t) == 3
    assert board.unit_type(game.rulebook, s, BOT, "spy") == "navy"


# --- Effects for the person (notes §5) ----------------------------------------------------


def test_notes_5_industry_draws_a_unit_and_resolves_before_the_marker():
    game = make_game()
    s = position(game)
    act(game, s, "place army 1 on western-europe 1.1")
    # The effect comes first: the draw is pending, the marker has not moved yet.
    assert game.to_move(s) == CHANCE
    assert "Allies bag" in game.chance_request(s).name
    assert marker(game, s, WE) == 0
    chance(game, s, "draw army 3")
    assert s.reserve == ["air 1", "army 3", "navy 1"]
    assert marker(game, s, WE) == -1
    # Then the turn's own draw.
    assert game.to_move(s) == CHANCE and top(s) == DrawUnit(PERSON, 1)
    chance(game, s, "draw air 3")
    assert s.reserve == ["air 1", "air 3", "army 3", "navy 1"]


def test_notes_5_improved_industry_draws_two_units():
    game = make_game()
    s = position(game, active={EE: 2})
    play(game, s, ["place army 1 on eastern-europe 3.3", "draw army 3", "draw navy 3"])
    assert s.reserve == ["air 1", "army 3", "navy 1", "navy 3"]
    assert marker(game, s, EE) == -1


def test_notes_5_research_puts_a_special_weapon_into_the_bag():
    game = make_game()
    s = position(game, active={WE: 1})
    act(game, s, "place army 1 on western-europe 2.1")
    assert "special-weapons pile" in game.chance_request(s).name
    assert marker(game, s, WE) == 0
    chance(game, s, "draw spy")
    assert "spy" in s.bag(PERSON)
    assert "spy" not in s.reserve
    assert "spy" not in s.specials
    assert marker(game, s, WE) == -1


def test_notes_5_improved_research_two_special_weapons_into_the_bag():
    game = make_game()
    s = position(game, active={PO: 1})
    play(game, s, ["place navy 1 on pacific-ocean 2.3", "draw spy", "draw scientist"])
    assert {"spy", "scientist"} <= set(s.bag(PERSON).contents)
    assert s.reserve == ["air 1", "army 1"]


def test_notes_5_research_industry_puts_a_special_weapon_into_the_reserve():
    game = make_game()
    s = position(game, active={WE: 2})
    play(game, s, ["place army 1 on western-europe 3.4", "draw elite navy 5"])
    assert s.reserve == ["air 1", "elite navy 5", "navy 1"]
    assert "elite navy 5" not in s.bag(PERSON)
    assert marker(game, s, WE) == -1


def test_notes_5_tactical_advantage_moves_this_theatre_two_more():
    game = make_game()
    s = position(game, active={WE: 1})
    act(game, s, "place army 1 on western-europe 2.2")
    assert marker(game, s, WE) == -3
    assert all(m == 0 for i, m in enumerate(s.markers) if i != theatre(game, WE))


def test_notes_5_propaganda_scores_its_vp():
    game = make_game()
    s = position(game, active={WE: 1})
    act(game, s, "place army 1 on western-europe 2.3")
    assert s.vp == [1, 0]
    game = make_game()
    s = position(game, active={EE: 2})
    act(game, s, "place army 1 on eastern-europe 3.5")
    assert s.vp == [2, 0]


def test_notes_5_strategic_advantage_person_chooses_another_open_theatre():
    game = make_game()
    s = position(game, active={WE: 2}, closed=[EE])
    act(game, s, "place army 1 on western-europe 3.2")
    assert game.to_move(s) == PERSON
    assert legal(game, s) == {"advance pacific-ocean", "advance africa-middle-east",
                              "advance south-east-asia"}
    assert marker(game, s, WE) == 0  # the effect first
    assert_illegal(game, s, "advance western-europe")
    assert_illegal(game, s, "advance eastern-europe")
    act(game, s, "advance pacific-ocean")
    assert marker(game, s, PO) == -3
    assert marker(game, s, WE) == -1


def test_notes_5_strategic_advantage_can_close_a_theatre_for_the_person():
    game = tiny_game(front_world(["land", "land:strategic:3", "land"]))
    s = position(game, markers={"rear": -2})
    play(game, s, ["place army 1 on front 1.2", "advance rear"])
    assert marker(game, s, "rear") == -4
    assert s.closed[theatre(game, "rear")]
    assert s.vp == [1, 0]  # Rear's campaign by total victory


def test_notes_5_bombing_person_picks_a_regular_unit_of_the_bots_row():
    game = make_game()
    row = ["elite army 4", "army 1", "spy", "navy 2", "army 1"]
    s = position(game, row=row)
    bag = Counter(s.bag(BOT).contents)
    act(game, s, "place navy 1 on western-europe 1.3")
    assert game.to_move(s) == PERSON
    assert legal(game, s) == {"bomb army 1", "bomb navy 2"}
    assert marker(game, s, WE) == 0
    assert_illegal(game, s, "bomb spy")
    act(game, s, "bomb army 1")
    assert s.row == ["elite army 4", "spy", "navy 2", "army 1"]
    assert Counter(s.bag(BOT).contents) - bag == Counter({"army 1": 1})
    assert marker(game, s, WE) == -1


def test_solo_5_bombing_when_the_bots_row_is_all_special_weapons():
    game = make_game()
    s = position(game, row=["elite army 4", "spy"])
    act(game, s, "place navy 1 on western-europe 1.3")
    assert legal(game, s) == {"bomb elite army 4", "bomb spy"}
    act(game, s, "bomb spy")
    assert s.row == ["elite army 4"]
    assert "spy" in s.bag(BOT)


def test_notes_5_effects_of_the_person_do_not_touch_the_bot():
    game = make_game()
    s = position(game)
    row, bot_bag = s.row[:], sorted(s.bag(BOT).contents)
    play(game, s, ["place army 1 on western-europe 1.1", "draw army 3"])
    assert s.row == row and sorted(s.bag(BOT).contents) == bot_bag


def test_notes_5_bombed_to_removed_option_takes_the_unit_out_of_the_game():
    game = make_game(bombed_to="removed")
    s = position(game, row=["army 1", "navy 2"])
    bag = sorted(s.bag(BOT).contents)
    play(game, s, ["place navy 1 on western-europe 1.3", "bomb navy 2"])
    assert s.row == ["army 1"]
    assert sorted(s.bag(BOT).contents) == bag


# --- Effects for the bot (solo §5 "AI Effects Execution") -------------------------------


def bot_on(spaces, **kw):
    """The bot (its row five army 1, the stratagem Rapid Deployment) places on the
    one space of Front with an effect; Rear is sea the bot cannot enter."""
    world = front_world(spaces, rear=("sea", "sea"), **kw)
    game = tiny_game(world)
    changes = {"row": ["army 1"] * 5}
    return game, changes


def test_solo_5_bot_industrial_production_to_the_end_of_its_row():
    game, ch = bot_on(["land", "land:industry", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    assert s.board[space(game, "front 1.2")] == (BOT, "army 1")
    assert "Axis bag" in game.chance_request(s).name
    assert marker(game, s, "front") == 0  # effect before the marker
    chance(game, s, "draw navy 2")
    assert s.row == ["army 1"] * 4 + ["navy 2"]
    assert marker(game, s, "front") == 1
    chance(game, s, "draw air 3")  # its turn's draw, also to the end
    assert s.row == ["army 1"] * 4 + ["navy 2", "air 3"]
    assert game.to_move(s) == PERSON


def test_solo_5_bot_improved_industry_draws_two_to_the_end_of_its_row():
    game, ch = bot_on(["land", "land:improved-industry", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    play(game, s, ["draw navy 2", "draw air 3"])
    assert s.row == ["army 1"] * 4 + ["navy 2", "air 3"]


def test_solo_5_bot_research_goes_into_its_bag():
    game, ch = bot_on(["land", "land:research", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    assert "special-weapons pile" in game.chance_request(s).name
    chance(game, s, "draw scientist")
    assert "scientist" in s.bag(BOT)
    assert "scientist" not in s.row and "scientist" not in s.specials
    assert s.row == ["army 1"] * 4


def test_solo_5_bot_research_industry_to_the_end_of_its_row():
    game, ch = bot_on(["land", "land:research-industry", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    chance(game, s, "draw elite army 5")
    assert s.row == ["army 1"] * 4 + ["elite army 5"]
    assert "elite army 5" not in s.bag(BOT)


def test_solo_5_bot_tactical_advantage_in_the_same_theatre():
    game, ch = bot_on(["land", "land:tactical:2", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    assert marker(game, s, "front") == 3
    assert marker(game, s, "rear") == 0


def test_solo_5_bot_propaganda_scores():
    game, ch = bot_on(["land", "land:propaganda:2", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    assert s.vp == [0, 2]


def test_solo_5_bot_strategic_advantage_moves_another_theatre():
    game, ch = bot_on(["land", "land:strategic:3", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    assert marker(game, s, "rear") == 3
    assert marker(game, s, "front") == 1


def test_solo_7_bot_strategic_advantage_never_onto_the_final_space():
    """Rear's track is 4: from +2 the bot's +3 stops at +3, and Rear stays open."""
    game, ch = bot_on(["land", "land:strategic:3", "land"])
    s = bot_position(game, stratagem="rapid deployment", markers={"rear": 2}, **ch)
    assert marker(game, s, "rear") == 3
    assert not s.closed[theatre(game, "rear")]
    assert s.vp == [0, 0]


def test_solo_5_bot_bombing_sends_a_random_unit_of_the_person_back_to_the_bag():
    game, ch = bot_on(["land", "land:bombing", "land"])
    s = bot_position(game, stratagem="rapid deployment", **ch)
    assert game.to_move(s) == CHANCE
    request = game.chance_request(s)
    assert {str(o) for o in request.outcomes} == {"bombed air 1", "bombed army 1",
                                                  "bombed navy 1"}
    assert len(set(request.weights)) == 1  # each unit equally likely
    assert marker(game, s, "front") == 0
    bag = Counter(s.bag(PERSON).contents)
    chance(game, s, "bombed navy 1")
    assert s.reserve == ["air 1", "army 1"]
    assert Counter(s.bag(PERSON).contents) - bag == Counter({"navy 1": 1})
    assert marker(game, s, "front") == 1


def test_solo_5_bot_bombing_weights_follow_the_persons_reserve():
    game, ch = bot_on(["land", "land:bombing", "land"])
    s = bot_position(game, stratagem="rapid deployment", reserve=["army 1", "army 1", "air 2"],
                     **ch)
    request = game.chance_request(s)
    weights = {str(o): w for o, w in zip(request.outcomes, request.weights, strict=True)}
    assert weights == {"bombed army 1": 2, "bombed air 2": 1}


# --- Campaign closure (notes §7.1) --------------------------------------------------------
# TINY_WORLD: North (track 4, bonus 1 VP from 2 steps, 2 VP from 3) campaigns
# 1 [land, sea] 1 VP, 2 [land, coast] 2 VP; South (track 4) 1 [land, land] 1 VP.


@pytest.mark.parametrize(("start", "vp"), [
    (0, [1, 0]),   # -1: the person's side, no bonus
    (-1, [2, 0]),  # -2: bonus 1
    (-2, [3, 0]),  # -3: bonus 2
    (2, [0, 1]),   # +1: the bot's side
    (3, [0, 2]),   # +2: the bot's side, bonus 1
    (1, [0, 0]),   # centre: nobody scores
])
def test_notes_7_1_campaign_closes_for_the_side_of_the_marker(start, vp):
    game = tiny_game()
    s = position(game, markers={"north": start}, board={"north 1.1": (BOT, "army 1")})
    act(game, s, "place navy 1 on north 1.2")
    assert marker(game, s, "north") == start - 1
    assert s.vp == vp
    assert s.active[theatre(game, "north")] == 1
    assert not s.closed[theatre(game, "north")]


def test_notes_7_1_next_campaign_opens_and_units_stay():
    game = tiny_game()
    s = position(game, board={"north 1.1": (BOT, "army 1")})
    play(game, s, ["place navy 1 on north 1.2", "draw army 1"])
    assert s.board[space(game, "north 1.1")] == (BOT, "army 1")
    assert s.board[space(game, "north 1.2")] == (PERSON, "navy 1")
    assert board.open_spaces(game.rulebook, s, theatre(game, "north")) == [
        space(game, "north 2.1"), space(game, "north 2.2")]


def test_notes_7_1_campaign_does_not_close_while_a_space_is_empty():
    game = tiny_game()
    s = position(game)
    act(game, s, "place navy 1 on north 1.2")
    assert s.active[theatre(game, "north")] == 0
    assert s.vp == [0, 0]


def test_notes_7_3_theatre_closes_after_its_last_campaign():
    game = tiny_game()
    s = position(game, active={"north": 1}, board={"north 2.1": (BOT, "army 1")})
    act(game, s, "place army 1 on north 2.2")
    n = theatre(game, "north")
    assert s.vp == [2, 0]
    assert s.closed[n]
    assert board.open_spaces(game.rulebook, s, n) == []
    spaces = {game.rulebook.label(i) for _, i in board.placements(game.rulebook, s, PERSON)}
    assert spaces == {"South 1.1", "South 1.2"}


def test_notes_7_1_campaign_closed_by_the_bot_scores_for_the_person_side():
    """The bot fills the last space but the marker stays on the person's side."""
    game = tiny_game([{"name": "Front", "roll": 1, "track": 6, "bonus": {},
                       "campaigns": [(3, ["land", "land"]), (1, ["land"])]},
                      {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
                       "campaigns": [(1, ["sea"])]}])
    s = bot_position(game, stratagem="rapid deployment", row=["army 1"] * 5,
                     markers={"front": -3}, board={"front 1.1": (PERSON, "army 1")})
    assert marker(game, s, "front") == -2
    assert s.vp == [3, 0]


# --- Total victory (notes §7.2) ---------------------------------------------------------


def test_notes_7_2_total_victory_scores_every_open_campaign_the_track_icons_and_empty_spaces():
    world = [{"name": "North", "roll": 1, "track": 4, "bonus": {2: 1, 3: 2},
              "campaigns": [(1, ["land", "sea:propaganda:2"]),
                            (2, ["land:propaganda:1", "coast:industry"])]},
             {"name": "South", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["land", "land"])]}]
    game = tiny_game(world)
    s = position(game, markers={"north": -3})
    act(game, s, "place army 1 on north 1.1")
    n = theatre(game, "north")
    assert s.markers[n] == -4
    assert s.closed[n]
    # Campaigns 1 and 2 (1 + 2 VP), the track's icons (2 VP at 3 steps and more:
    # solo §6 "Closing a Theatre: ... + track icons") and the two empty propaganda
    # spaces (2 + 1).
    assert s.vp == [8, 0]
    assert s.vp_from[PERSON] == [0, 2, 3, 3]
    # The empty industry space: the person draws a unit, then the turn's draw.
    assert game.to_move(s) == CHANCE and "Allies bag" in game.chance_request(s).name
    play(game, s, ["draw army 3", "draw navy 3"])
    assert s.reserve == ["air 1", "army 3", "navy 1", "navy 3"]
    assert board.open_spaces(game.rulebook, s, n) == []


def test_notes_7_2_total_victory_with_track_bonus_says_parts_that_add_up_to_the_total():
    """Solo §6 "Closing a Theatre: Gain VP for all closed campaigns in it + track
    icons": the line gives the total and its parts, which add up to it ("5 VP for
    total victory (3 VP) and its track bonus (2 VP)"), not a total followed by a
    bonus that reads as more on top ("5 VP for total victory and 2 VP of track
    bonus")."""
    world = [{"name": "North", "roll": 1, "track": 4, "bonus": {2: 1, 3: 2},
              "campaigns": [(1, ["land", "sea"]), (2, ["land", "coast"])]},
             {"name": "South", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["land", "land"])]}]
    game = tiny_game(world)
    s = position(game, markers={"north": -3})
    events = act(game, s, "place army 1 on north 1.1")
    assert s.vp == [5, 0]
    assert "Allies scores 5 VP for total victory in North (3 VP) and its track bonus " \
           "(2 VP) (now 5)." in [e.text for e in events]


def test_notes_7_1_a_campaign_with_track_bonus_says_parts_that_add_up_to_the_total():
    """Notes §7.1: a closed campaign scores its shield and, the marker on or past a
    bonus icon, the bonus: the line's parts add up to its total."""
    world = [{"name": "North", "roll": 1, "track": 6, "bonus": {2: 1, 3: 2},
              "campaigns": [(2, ["land", "land"]), (1, ["land"])]},
             {"name": "South", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["land", "land"])]}]
    game = tiny_game(world)
    s = position(game, markers={"north": -1}, board={"north 1.2": (PERSON, "army 1")})
    events = act(game, s, "place army 1 on north 1.1")
    assert s.vp == [3, 0]
    assert "Allies scores 3 VP for North, 1st campaign (2 VP) and its track bonus (1 VP) " \
           "(now 3)." in [e.text for e in events]


def test_notes_7_2_total_victory_effects_option_off():
    world = [{"name": "North", "roll": 1, "track": 4, "bonus": {},
              "campaigns": [(1, ["land", "sea:propaganda:2"]),
                            (2, ["land:propaganda:1", "coast:industry"])]},
             {"name": "South", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["land", "land"])]}]
    game = tiny_game(world, total_victory_effects=False)
    s = position(game, markers={"north": -3})
    act(game, s, "place army 1 on north 1.1")
    assert s.closed[theatre(game, "north")]
    assert s.vp == [3, 0]  # the campaigns only
    assert s.flow == [EndOfTurn(PERSON), DrawUnit(PERSON, 1)]  # just the turn's draw


def test_notes_7_2_total_victory_tactical_space_moves_no_marker():
    """A Tactical advantage among a total victory's empty spaces has nothing left to
    move: the table is told the marker stays at the end."""
    world = front_world(["land", "land:tactical:2", "land"], track=2)
    game = tiny_game(world)
    s = position(game, markers={"front": -1})
    events = act(game, s, "place army 1 on front 1.1")
    assert marker(game, s, "front") == -2 and s.closed[theatre(game, "front")]
    [tactical] = [e for e in events if e.data.get("effect") == "tactical"]
    assert tactical.text == "Tactical advantage: Front is closed; its marker stays at the end."
    assert tactical.data["steps"] == 0


def test_notes_7_2_tactical_advantage_can_close_a_theatre():
    world = front_world(["land", "land:tactical:2", "land"], track=4)
    game = tiny_game(world)
    s = position(game, markers={"front": -1})
    act(game, s, "place army 1 on front 1.2")
    assert marker(game, s, "front") == -4
    assert s.closed[theatre(game, "front")]
    assert s.vp == [1, 0]


def test_notes_7_2_marker_stops_at_the_end_of_the_track():
    world = front_world(["land", "land", "land"], track=2)
    game = tiny_game(world)
    s = position(game, reserve=["army 3", "navy 1"])
    act(game, s, "place army 3 on front 1.1")
    assert marker(game, s, "front") == -2
    assert s.closed[theatre(game, "front")]


def test_notes_7_2_total_victory_for_the_bot():
    """The bot reaches +2 on a 2-step track: the campaign (1 VP), the empty
    propaganda space (2 VP) and the empty industry space (a unit to its row)."""
    world = front_world(["land", "land:propaganda:2", "land:industry"], track=2,
                        rear=("sea", "sea"))
    game = tiny_game(world)
    s = bot_position(game, stratagem="rapid deployment", row=["army 1"] * 5,
                     markers={"front": 1})
    assert s.board[space(game, "front 1.1")] == (BOT, "army 1")
    assert s.closed[theatre(game, "front")]
    assert s.vp == [0, 3]
    play(game, s, ["draw navy 3", "draw air 2"])
    assert s.row == ["army 1"] * 4 + ["navy 3", "air 2"]


def test_notes_7_2_bots_total_victory_strategic_space_is_explained_on_its_own():
    """The bot wins Front outright from an industry space: after the factory's draw,
    the empty Strategic advantage space moves Rear (solo §5: the greatest change);
    that choice is explained in its own step, on its own."""
    world = front_world(["land:industry", "land:strategic:3"], track=2)
    game = tiny_game(world)
    s = bot_position(game, row=["army 1"] * 5, markers={"front": 1})
    [placement] = traces(chance(game, s, "stratagem rapid deployment"))
    assert placement.choice == "army 1 on Front 1.1"
    assert top(s) == DrawUnit(BOT, 1)  # the factory first
    [effect] = traces(chance(game, s, "draw army 2"))
    assert s.closed[theatre(game, "front")]
    assert marker(game, s, "rear") == 3
    assert effect.decision == ('Bot turn 1: strategic advantage of Front 1.2 (solo §5 "AI '
                               'Effects Execution")')
    assert [(st.rule, st.candidates) for st in effect.steps] == [("strategic", ("Rear",))]
    assert effect.choice == "Rear"


# --- Blitz units (notes §4.3) -----------------------------------------------------------


def blitz_game():
    return tiny_game(front_world(["land", "land", "land", "land"], rear=("land", "land")))


def test_notes_4_3_blitz_allows_one_more_unit_in_the_same_theatre():
    game = blitz_game()
    s = position(game, reserve=["blitz air 0", "army 1", "air 1"])
    act(game, s, "place blitz air 0 on front 1.1")
    assert game.to_move(s) == PERSON
    ok = legal(game, s)
    assert "stop" in ok
    assert all(a == "stop" or " on front " in a for a in ok)
    assert "place army 1 on front 1.2" in ok
    assert_illegal(game, s, "place army 1 on rear 1.1")
    act(game, s, "place army 1 on front 1.2")
    # One draw for the whole turn, then the bot's turn.
    assert game.to_move(s) == CHANCE and top(s) == DrawUnit(PERSON, 1)
    chance(game, s, "draw army 3")
    assert s.reserve == ["air 1", "army 3"]
    assert top(s) == DrawStratagem()


def test_notes_4_3_blitz_units_do_not_chain():
    game = blitz_game()
    s = position(game, reserve=["blitz air 0", "blitz air 1", "army 1"])
    play(game, s, ["place blitz air 0 on front 1.1", "place blitz air 1 on front 1.2"])
    assert game.to_move(s) == CHANCE
    assert top(s) == DrawUnit(PERSON, 1)
    assert marker(game, s, "front") == -1


def test_notes_4_3_blitz_chain_option_lets_blitz_units_chain():
    game = tiny_game(front_world(["land", "land", "land", "land"], rear=("land", "land")),
                     blitz_chain=True)
    s = position(game, reserve=["blitz air 0", "blitz air 1", "army 1"])
    play(game, s, ["place blitz air 0 on front 1.1", "place blitz air 1 on front 1.2"])
    assert game.to_move(s) == PERSON
    assert legal(game, s) == {"stop", "place army 1 on front 1.3", "place army 1 on front 1.4"}
    act(game, s, "place army 1 on front 1.3")
    assert game.to_move(s) == CHANCE and top(s) == DrawUnit(PERSON, 1)


def test_notes_4_3_blitz_extra_placement_may_be_declined():
    game = blitz_game()
    s = position(game, reserve=["blitz air 1", "army 1"])
    play(game, s, ["place blitz air 1 on front 1.1", "stop"])
    assert s.reserve == ["army 1"]
    assert game.to_move(s) == CHANCE and top(s) == DrawUnit(PERSON, 1)


def test_notes_4_3_blitz_with_no_unit_left_gives_nothing():
    game = blitz_game()
    s = position(game, reserve=["blitz air 1"])
    act(game, s, "place blitz air 1 on front 1.1")
    assert game.to_move(s) == CHANCE and top(s) == DrawUnit(PERSON, 1)


def test_notes_4_3_blitz_with_no_legal_space_in_the_theatre_gives_nothing():
    """The only unit left is a navy and Front is all land."""
    game = blitz_game()
    s = position(game, reserve=["blitz air 1", "navy 1"])
    act(game, s, "place blitz air 1 on front 1.1")
    assert game.to_move(s) == CHANCE and top(s) == DrawUnit(PERSON, 1)
    assert_illegal(game, s, "stop")


def test_notes_4_3_stop_is_only_for_a_blitz():
    game = blitz_game()
    s = position(game)
    assert "stop" not in legal(game, s)
    assert_illegal(game, s, "stop")


# --- Illegal actions ----------------------------------------------------------------------


def test_illegal_unknown_text():
    game = make_game()
    s = position(game)
    with pytest.raises(IllegalAction):
        game.parse_action(s, "place a tank on the moon")


def test_illegal_unit_not_in_reserve():
    game = make_game()
    s = position(game)
    assert_illegal(game, s, "place army 3 on western-europe 1.1")


def test_illegal_chance_outcome_when_the_person_moves():
    game = make_game()
    s = position(game)
    assert_illegal(game, s, "draw army 1")
    assert_illegal(game, s, "roll 3")
    assert_illegal(game, s, "stratagem secure")


def test_illegal_person_action_during_a_chance_event():
    game = make_game()
    s = position(game)
    act(game, s, "place army 1 on western-europe 1.1")
    assert game.to_move(s) == CHANCE
    assert game.legal_actions(s) == []
    assert_illegal(game, s, "place air 1 on western-europe 1.2")
    assert_illegal(game, s, "bomb army 1")


def test_illegal_chance_outcome_not_in_the_pile():
    game = make_game()
    s = position(game)
    act(game, s, "place army 1 on western-europe 1.1")
    assert_illegal(game, s, "draw elite army 5")  # a special weapon, not in the bag
    assert_illegal(game, s, "bombed army 1")


def test_illegal_advance_and_bomb_when_not_asked():
    game = make_game()
    s = position(game)
    assert_illegal(game, s, "advance pacific-ocean")
    assert_illegal(game, s, "bomb army 1")


def test_illegal_after_the_game_is_over():
    game = make_game()
    s = position(game, reserve=[])
    assert game.to_move(s) == TERMINAL
    assert game.legal_actions(s) == []
    assert_illegal(game, s, "place army 1 on western-europe 1.1")
    assert_illegal(game, s, "draw army 1")
