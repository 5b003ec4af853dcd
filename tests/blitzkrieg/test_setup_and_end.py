"""BLITZKRIEG! solo set-up (solo §3), the bot's stratagem draw (solo §4) and the end
of the game (solo §6, notes §8)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from automeeple.engine.core import GameError, IllegalAction
from automeeple.games.blitzkrieg.edition import STRATAGEMS
from automeeple.games.blitzkrieg.placement import move
from automeeple.games.blitzkrieg.setup import DifficultyRoll, NipponCampaigns
from automeeple.games.blitzkrieg.turn import ENDED_BY, DrawStratagem

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
    settle,
    setup,
    started,
    tiny_game,
    top,
    units_on_board,
)

NOT_STEAMROLL = sorted(x for x in STRATAGEMS if x != "Steamroll")


def legal(game, s) -> set[str]:
    return {str(a) for a in game.legal_actions(s)}


def outcomes(game, s) -> set[str]:
    return {str(a) for a in game.chance_request(s).outcomes}


# --- Set-up (solo §3) ---------------------------------------------------------------------


def test_solo_3_2_person_draws_3_then_bot_5_face_up_in_order():
    game = make_game()
    s = started(game, 7)
    assert game.to_move(s) == CHANCE
    assert "Allies bag" in game.chance_request(s).name
    play(game, s, ["draw general", "draw navy 3", "draw admiral"])
    assert s.reserve == ["admiral", "general", "navy 3"]
    assert "Axis bag" in game.chance_request(s).name
    bot = ["blitz air 0", "army 3", "air 2", "navy 1", "general"]
    play(game, s, [f"draw {k}" for k in bot])
    assert s.row == bot
    full = len(game.edition.bags["allies"])
    assert len(s.bag(PERSON)) == full - 3
    assert len(s.bag(BOT)) == len(game.edition.bags["axis"]) - 5
    assert Counter(s.bag(BOT).contents) + Counter(bot) == Counter(game.edition.bags["axis"])
    assert top(s) == DifficultyRoll(3)


def test_solo_3_2_draws_are_weighted_by_the_bag():
    game = make_game()
    s = started(game, 0)
    request = game.chance_request(s)
    weights = {str(o): w for o, w in zip(request.outcomes, request.weights, strict=True)}
    assert weights["draw army 1"] == 2
    assert weights["draw general"] == 1
    assert sum(weights.values()) == len(game.edition.bags["allies"])


def test_solo_3_3_cup_holds_every_stratagem_but_steamroll():
    game = make_game()
    s = setup(game)
    assert sorted(s.cup.contents) == NOT_STEAMROLL
    assert top(s) == DrawStratagem() and game.to_move(s) == CHANCE
    assert outcomes(game, s) == {f"stratagem {x.lower()}" for x in NOT_STEAMROLL}


@pytest.mark.parametrize(("difficulty", "rolls", "expected"), [
    ("easy", [1, 2, 3], [1, 1, 1, 0, 0]),
    ("medium", [1, 4, 5], [2, 0, 0, 2, 2]),
    ("hard", [2, 3, 4, 5], [0, 2, 2, 2, 2]),
])
def test_solo_3_4_difficulty_rolls(difficulty, rolls, expected):
    game = make_game(difficulty)
    s = setup(game, rolls=rolls[:-1])  # one roll short: still rolling
    assert top(s) == DifficultyRoll(1) and game.to_move(s) == CHANCE
    chance(game, s, f"roll {rolls[-1]}")
    assert s.markers == expected
    # Exactly that many rolls: the bot's first turn is next.
    assert top(s) == DrawStratagem()


def test_solo_3_4_medium_is_three_rolls():
    game = make_game("medium")
    s = setup(game, rolls=[1, 1, 1])
    assert top(s) == DrawStratagem()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "roll 1"))


def test_solo_3_4_a_theatre_rolled_twice_advances_twice():
    game = make_game("medium")
    s = setup(game, rolls=[3, 1, 3])
    assert s.markers == [2, 0, 4, 0, 0]
    game = make_game("easy")
    s = setup(game, rolls=[2, 2, 2])
    assert s.markers == [0, 3, 0, 0, 0]


def test_solo_3_4_six_is_the_persons_choice():
    game = make_game("medium")
    s = started(game, 0)
    play(game, s, [f"draw {k}" for k in ("army 1", "army 2", "navy 1")]
         + [f"draw {k}" for k in ("army 1", "army 2", "navy 1", "navy 2", "air 1")]
         + ["roll 6"])
    assert game.to_move(s) == PERSON
    assert legal(game, s) == {"advance western-europe", "advance pacific-ocean",
                              "advance eastern-europe", "advance africa-middle-east",
                              "advance south-east-asia"}
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "place army 1 on western-europe 1.1"))
    assert s.key() == before
    act(game, s, "advance africa-middle-east")
    assert s.markers == [0, 0, 0, 2, 0]
    assert game.to_move(s) == CHANCE and top(s) == DifficultyRoll(2)
    play(game, s, ["roll 6", "advance africa-middle-east", "roll 1"])
    assert s.markers == [2, 0, 0, 4, 0]
    assert top(s) == DrawStratagem()


def test_solo_3_4_six_in_easy_advances_one():
    game = make_game("easy")
    s = setup(game, rolls=[6, "advance pacific-ocean", 1, 1])
    assert s.markers == [2, 1, 0, 0, 0]


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_solo_3_5_nippon_set_up_with_the_option_off(difficulty):
    """With ``nippon_difficulty=false`` (the reading before issue 17) solo §3.5 takes
    the place of the difficulty rolls: no roll; two campaigns +2. Only the default
    difficulty is accepted then (see the next test)."""
    game = make_game(nippon=True, nippon_difficulty=False)
    assert game.seat_name(PERSON) == "Axis" and game.seat_name(BOT) == "Japan"
    s = started(game, 0)
    assert "Axis bag" in game.chance_request(s).name
    play(game, s, [f"draw {k}" for k in ("army 1", "army 2", "navy 1")])
    assert "Japan bag" in game.chance_request(s).name
    play(game, s, [f"draw {k}" for k in ("army 1", "army 2", "navy 1", "navy 2", "air 1")])
    assert Counter(s.bag(BOT).contents) + Counter(s.row) == Counter(game.edition.bags["japan"])
    assert s.markers == [0, 0, 0, 0]
    # No difficulty roll: two of the four starting campaigns, at random, each pair
    # equally likely.
    assert top(s) == NipponCampaigns()
    assert game.view(s, PERSON).difficulty is None
    request = game.chance_request(s)
    assert len(request.outcomes) == 6 and len(set(request.weights)) == 1
    before = list(s.markers)
    chance(game, s, "campaigns west-coast midwest")
    assert [m - b for m, b in zip(s.markers, before, strict=True)] == [2, 0, 2, 0]
    # The bot moves first.
    assert top(s) == DrawStratagem() and s.turn == BOT
    assert game.to_move(s) == CHANCE


@pytest.mark.parametrize("difficulty", ["easy", "hard"])
def test_solo_3_5_a_difficulty_without_its_rolls_is_refused(difficulty):
    """Issue 17: ``nippon=true difficulty=hard`` used to ignore the difficulty
    silently. With the rolls turned off, a difficulty is refused in one line."""
    with pytest.raises(GameError, match=f"difficulty={difficulty} cannot apply with "
                                        "nippon_difficulty=false"):
        make_game(difficulty, nippon=True, nippon_difficulty=False)


@pytest.mark.parametrize(("difficulty", "rolls", "steps"),
                         [("easy", 3, 1), ("medium", 3, 2), ("hard", 4, 2)])
def test_solo_3_nippon_makes_the_difficulty_rolls_then_japans_campaigns(difficulty, rolls,
                                                                        steps):
    """Solo §3 is the set-up of every game, Nippon's too (step 1 names the Axis
    with Nippon): step 4, the difficulty's rolls, then step 5, Japan's two
    campaigns. ``-o nippon=true -o difficulty=hard`` makes the hard rolls (issue
    17: the difficulty was silently ignored)."""
    game = make_game(difficulty, nippon=True)
    s = started(game, 0)
    play(game, s, [f"draw {k}" for k in ("army 1", "army 2", "navy 1")])
    play(game, s, [f"draw {k}" for k in ("army 1", "army 2", "navy 1", "navy 2", "air 1")])
    assert top(s) == DifficultyRoll(rolls) and game.view(s, PERSON).difficulty == difficulty
    play(game, s, ["roll 3"] * (rolls - 1))
    assert top(s) == DifficultyRoll(1)
    play(game, s, ["roll 2"])
    assert s.markers == [0, steps, steps * (rolls - 1), 0]
    assert top(s) == NipponCampaigns()
    chance(game, s, "campaigns rockies midwest")
    assert s.markers == [0, steps + 2, min(steps * (rolls - 1) + 2, 7), 0]  # never the end
    assert top(s) == DrawStratagem()


def test_solo_4_bot_takes_the_first_turn():
    game = make_game()
    s = setup(game, bot=("army 1", "army 2", "navy 1", "navy 2", "air 1"))
    assert s.turn == BOT and top(s) == DrawStratagem()
    assert all(u is None for u in s.board)
    settle(game, s)
    assert game.to_move(s) == PERSON
    assert len(units_on_board(s, BOT)) == 1
    assert units_on_board(s, PERSON) == []
    assert len(s.row) >= 5  # placed one, drew one


# --- The bot's stratagem (solo §4.1) -------------------------------------------------------


def next_stratagem(game, s):
    """Play on (the person's first legal choice, each chance's first outcome) to the
    bot's next stratagem draw."""
    for _ in range(100):
        if top(s) == DrawStratagem():
            return s
        if game.to_move(s) == CHANCE:
            game.apply(s, game.chance_request(s).outcomes[0])
        else:
            game.apply(s, game.legal_actions(s)[0])
    raise AssertionError("no stratagem draw")


def test_solo_4_1_stratagem_each_turn_previous_back_steamroll_joins():
    game = make_game()
    s = setup(game)
    assert "stratagem steamroll" not in outcomes(game, s)
    chance(game, s, "stratagem secure")
    assert s.stratagem == "Secure"
    # After the first turn's draw Steamroll is in the cup; Secure is out.
    assert sorted(s.cup.contents) == sorted(x for x in STRATAGEMS if x != "Secure")
    next_stratagem(game, s)
    # The previous stratagem goes back only after the new one is drawn.
    assert "stratagem secure" not in outcomes(game, s)
    assert "stratagem steamroll" in outcomes(game, s)
    chance(game, s, "stratagem steamroll")
    assert (s.stratagem, s.previous) == ("Steamroll", "Secure")
    assert sorted(s.cup.contents) == sorted(x for x in STRATAGEMS if x != "Steamroll")
    next_stratagem(game, s)
    chance(game, s, "stratagem big guns")
    assert (s.stratagem, s.previous) == ("Big Guns", "Steamroll")
    assert sorted(s.cup.contents) == sorted(x for x in STRATAGEMS if x != "Big Guns")


def test_solo_4_1_eight_stratagems_in_play():
    game = make_game()
    s = setup(game)
    chance(game, s, "stratagem big guns")
    assert len(s.cup) + 1 == 8


# --- End of the game (solo §6) ----------------------------------------------------------


def test_solo_6_person_reaching_25_wins_at_once():
    game = make_game()
    s = position(game, vp=[24, 0], active={"western-europe": 1})
    act(game, s, "place army 1 on western-europe 2.3")  # propaganda 1
    assert s.vp == [25, 0]
    chance(game, s, "draw army 2")  # the end of the turn
    assert game.to_move(s) == TERMINAL
    r = game.result(s)
    assert r.winner == PERSON and r.places == (1, 2) and r.scores == (25, 0)
    assert r.ended_by == "vp-target"


def final_turn_world():
    return [
        {"name": "Front", "roll": 1, "track": 6, "bonus": {},
         "campaigns": [(1, ["land", "land:propaganda:1", "land", "land"])]},
        {"name": "Rear", "roll": 2, "track": 6, "bonus": {},
         "campaigns": [(1, ["land", "land:propaganda:1", "land"])]},
    ]


def bot_reaches_25(person_vp: int):
    """The bot (24 VP) takes Front's propaganda space and reaches 25."""
    game = tiny_game(final_turn_world())
    s = bot_position(game, vp=[person_vp, 24], row=["army 1"] * 5,
                     stratagem="rapid deployment")
    assert s.vp[BOT] == 25
    chance(game, s, "draw army 2")  # the bot's end-of-turn draw
    return game, s


def test_solo_6_bot_reaching_25_gives_the_person_a_final_turn():
    game, s = bot_reaches_25(10)
    assert game.to_move(s) == PERSON
    assert s.final_turn
    play(game, s, ["place army 1 on rear 1.1", "draw army 3"])
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == BOT
    assert game.result(s).places == (2, 1)
    assert game.result(s).ended_by == "final-turn"


def test_solo_6_final_turn_tie_goes_to_the_person():
    game, s = bot_reaches_25(24)
    play(game, s, ["place army 1 on rear 1.2", "draw army 3"])  # propaganda 1: 25-25
    assert s.vp == [25, 25]
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == PERSON
    assert game.result(s).ended_by == "final-turn"
    # Issue 17: the result names the tie-breaker that decided.
    assert game.result(s).tie_break == ('Tie at 25 VP: you win ties (solo §6, "Tie at '
                                        '25+: Player wins").')


def test_solo_6_a_tie_reached_in_the_persons_turn_goes_to_the_person():
    """Both sides reach 25 in the person's turn (their propaganda, then the bot's
    campaign): tied at 25+, the person wins, and the result says why."""
    game = tiny_game(final_turn_world())
    s = position(game, vp=[24, 24], board={"front 1.1": (BOT, "army 3"),
                                           "front 1.3": (BOT, "army 3"),
                                           "front 1.4": (BOT, "army 3")},
                 markers={"front": 3})
    play(game, s, ["place army 1 on front 1.2", "draw army 2"])  # +1 VP; bot +1 VP shield
    assert s.vp == [25, 25]
    r = game.result(s)
    assert (r.winner, r.ended_by) == (PERSON, "vp-target")
    assert r.tie_break.startswith("Tie at 25 VP: you win ties (solo §6")


def test_solo_6_final_turn_higher_score_wins():
    game, s = bot_reaches_25(23)
    play(game, s, ["place army 1 on rear 1.2", "draw army 3"])
    assert s.vp == [24, 25]
    assert game.result(s).winner == BOT
    assert game.result(s).tie_break == ""  # the scores alone decided


def test_solo_6_person_who_cannot_place_loses():
    game = make_game()
    s = position(game, reserve=[])
    assert game.to_move(s) == TERMINAL
    r = game.result(s)
    assert r.winner == BOT and r.places == (2, 1)
    assert r.ended_by == "no-legal-unit"
    assert r.tie_break == ""  # 0-0, but no tie was broken: it could not place


def test_solo_6_person_with_no_legal_unit_loses():
    """Only a navy in reserve and every open space is land."""
    game = tiny_game(final_turn_world())
    s = position(game, reserve=["navy 1"], vp=[10, 0])
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == BOT
    assert game.result(s).ended_by == "no-legal-unit"


def test_solo_7_bot_that_cannot_place_loses():
    game = make_game()
    s = bot_position(game, row=[], vp=[0, 20])
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == PERSON
    assert game.result(s).ended_by == "no-legal-unit"


def test_solo_7_bot_with_no_legal_unit_loses():
    game = tiny_game(final_turn_world())
    s = bot_position(game, row=["navy 1", "navy 2"], vp=[0, 20])
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == PERSON
    assert game.result(s).ended_by == "no-legal-unit"


@pytest.mark.parametrize(("vp", "winner"), [([5, 5], PERSON), ([6, 5], PERSON),
                                            ([4, 5], BOT)])
def test_notes_8_all_theatres_closed_higher_vp_wins_person_on_ties(vp, winner):
    game = make_game()
    names = ["western-europe", "pacific-ocean", "eastern-europe", "africa-middle-east",
             "south-east-asia"]
    s = position(game, vp=vp, closed=names)
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == winner
    assert game.result(s).ended_by == "board-closed"
    assert bool(game.result(s).tie_break) == (vp[0] == vp[1])


def test_notes_8_closing_the_last_theatre_ends_the_game():
    """The person closes North's last campaign (2 VP) with South already closed:
    3 VP each, and the tie goes to the person."""
    game = tiny_game()
    s = position(game, vp=[1, 3], active={"north": 1}, closed=["south"],
                 board={"north 2.1": (BOT, "army 1")})
    play(game, s, ["place army 1 on north 2.2", "draw army 2"])
    assert s.vp == [3, 3]
    assert game.to_move(s) == TERMINAL
    assert game.result(s).winner == PERSON
    assert game.result(s).ended_by == "board-closed"
    assert game.result(s).tie_break == (
        "Tie at 3 VP with every theatre closed: you win ties (our reading of notes §8, as "
        "solo §6 gives 25+ ties to you).")


def test_solo_6_bot_reaching_25_in_the_persons_turn_wins_at_its_end():
    """The person fills North's campaign 1 (its sea space) with the bot still
    ahead: the bot scores it (24 + 1 = 25) and wins at the end of the person's
    turn."""
    game = tiny_game()
    s = position(game, vp=[10, 24], markers={"north": 2},
                 board={"north 1.1": (BOT, "army 1")})
    play(game, s, ["place navy 1 on north 1.2", "draw army 2"])  # marker 2 -> 1
    assert s.vp == [10, 25]
    assert game.to_move(s) == TERMINAL
    r = game.result(s)
    assert (r.winner, r.ended_by) == (BOT, "vp-target")


def test_solo_6_game_goes_on_below_25():
    game = make_game()
    s = position(game, vp=[23, 24], active={"western-europe": 1})
    play(game, s, ["place army 1 on western-europe 2.3", "draw army 2"])
    assert s.vp == [24, 24]
    assert game.to_move(s) == CHANCE and top(s) == DrawStratagem()
    with pytest.raises(IllegalAction):
        game.result(s)


# --- The score breakdown (notes §8: where war VP come from) -------------------------------


def test_notes_8_the_result_breaks_the_vp_down_by_source_for_both_sides():
    world = [{"name": "North", "roll": 1, "track": 4, "bonus": {2: 1, 3: 2},
              "campaigns": [(1, ["land", "land:propaganda:2"]), (2, ["land"])]},
             {"name": "South", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(3, ["land", "land"])]}]
    game = tiny_game(world)
    # The person closes North's first campaign 2 steps deep: 1 VP and a bonus of 1.
    s = position(game, reserve=["army 2", "army 1"], board={"north 1.1": (BOT, "army 1")})
    act(game, s, "place army 2 on north 1.2")  # Propaganda 2 first
    assert s.vp == [4, 0] and s.vp_from[PERSON] == [1, 1, 0, 2]
    # The bot wins South outright: its campaign by total victory.
    s.markers[1] = 3
    s.flow.clear()
    move(game.rulebook, s, BOT, 1, 1, None)
    assert s.vp == [4, 3] and s.vp_from[BOT] == [0, 0, 3, 0]
    s.winner, s.why_over = PERSON, "a test"
    result = game.result(s)
    assert result.breakdown == (("campaign shields", (1, 0)), ("track bonuses", (1, 0)),
                                ("total victories", (0, 3)), ("propaganda", (2, 0)))
    assert tuple(map(sum, zip(*(points for _, points in result.breakdown), strict=True))
                 ) == result.scores


@pytest.mark.parametrize("seed", range(6))
def test_notes_8_every_finished_game_breaks_its_scores_down(seed):
    game = make_game(difficulty="hard" if seed % 2 else "easy")
    s = started(game, seed)
    rng = random.Random(seed)
    while game.to_move(s) != TERMINAL:
        if game.to_move(s) == CHANCE:
            request = game.chance_request(s)
            game.apply(s, rng.choices(request.outcomes, weights=request.weights)[0])
        else:
            game.apply(s, rng.choice(game.legal_actions(s)))
    result = game.result(s)
    assert result.ended_by in ENDED_BY
    assert [what for what, _ in result.breakdown] == [
        "campaign shields", "track bonuses", "total victories", "propaganda"]
    totals = tuple(map(sum, zip(*(points for _, points in result.breakdown), strict=True)))
    assert totals == result.scores == tuple(s.vp)
