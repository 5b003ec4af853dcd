"""Rules: Advance, passing the Alpha Token, the end of the game and the Tie
Breaker (rules.txt, "ADVANCE" and "THE ALPHA!")."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.core import TERMINAL, IllegalAction
from automeeple.engine.play import play_out

from .helpers import (
    BLUE,
    GREEN,
    RED,
    YELLOW,
    new_game,
    of_kind,
    play,
    start,
)

PACKS = ("red", "blue", "green", "yellow")
NOBODY = {c: 0 for c in PACKS}


def dens(**betas):
    return {"betas": {**NOBODY, **betas}, "pairs": dict(NOBODY)}


def scavenge_week(game, s, alpha_first=True):
    """Every pack with a Beta in the den puts it on Scavenge (north): +1 food each,
    no die, no conflict. Returns the events."""
    order = [(s.alpha + k) % game.seats for k in range(game.seats)]
    moves = [f"{PACKS[p]}: place beta on scavenge-1" for p in order if s.den_b[p]]
    return play(game, s, *moves)


# --- Advance -------------------------------------------------------------------


def test_advance_wolves_on_tiles_go_home():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1))
    play(game, s, "red: place beta on hare", "blue: place beta on scavenge-1",
         "red: place beta on moose", "roll 9", "roll 9")
    assert s.week == 2
    assert sum(s.on_b) == 0 and sum(s.on_a) == 0
    assert s.den_b == [2, 1, 0, 0]


def test_advance_healing_to_den_injured_to_healing():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1), injured_b={"red": 2},
              healing_b={"blue": 1})
    play(game, s, "red: place beta on scavenge-1", "blue: place beta on scavenge-1")
    assert s.week == 2
    assert s.den_b[:2] == [1, 1 + 1]
    assert s.healing_b[:2] == [2, 0]
    assert s.injured_b[:2] == [0, 0]
    play(game, s, "red: place beta on scavenge-1", "blue: place beta on scavenge-1",
         "blue: place beta on scavenge-2")
    assert s.week == 3
    assert s.den_b[:2] == [1 + 2, 2]
    assert s.healing_b == [0, 0, 0, 0]


def test_advance_injured_wolf_misses_exactly_one_round():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, green=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on scavenge-1", "roll 9", "red: fight", "blue: fight")
    # Week 2: Red's and Blue's only Betas are healing; Green alone stalks.
    assert s.week == 2
    assert s.den_b == [0, 0, 1, 0] and s.healing_b == [1, 1, 0, 0]
    events = scavenge_week(game, s)
    assert {e.seat for e in of_kind(events, "place")} == {GREEN}
    # Week 3: back in the den, placeable again.
    assert s.week == 3
    assert s.den_b == [1, 1, 1, 0] and s.healing_b == [0, 0, 0, 0]
    play(game, s, "green: place beta on scavenge-1", "red: place beta on scavenge-1",
         "blue: place beta on scavenge-1")


def test_advance_wounded_alpha_pair_heals_the_same_way():
    game = new_game(4)
    s = start(game, alpha="red", betas={**NOBODY, "green": 1},
              pairs={**NOBODY, "red": 1, "blue": 1})
    play(game, s, "red: place alpha-pair on hare", "blue: place alpha-pair on hare",
         "green: place beta on scavenge-1", "roll 9", "red: fight", "blue: fight")
    assert s.week == 2
    assert s.healing_a[:2] == [1, 1] and s.den_a[:2] == [0, 0]
    assert game.to_move(s) == GREEN
    play(game, s, "green: place beta on scavenge-1")
    assert s.week == 3 and s.den_a[:2] == [1, 1] and s.healing_a[:2] == [0, 0]


def test_advance_weeks_left_token_moves_down():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1))
    for week in (2, 3, 4, 5):
        events = scavenge_week(game, s)
        assert s.week == week
        (w,) = of_kind(events, "week")
        assert w.text.startswith(f"Week {week} ({6 - week} left)")
        assert game.view(s, RED).weeks_left == 6 - week
    # "The game is over when the Weeks Left Token reaches zero": the board says 0
    (advance,) = of_kind(scavenge_week(game, s), "advance")
    assert advance.text.endswith("the Weeks Left token moves down to 0.")
    assert game.to_move(s) == TERMINAL
    assert game.view(s, RED).weeks_left == 0


# --- The Alpha Token -----------------------------------------------------------


def test_advance_alpha_token_to_the_most_food():
    game = new_game(4)
    s = start(game, alpha="red", food={"green": 7}, **dens(red=1, blue=1, green=1, yellow=1))
    events = scavenge_week(game, s)
    assert s.alpha == GREEN
    assert [e.seat for e in of_kind(events, "alpha")] == [GREEN]
    # The next Stalk starts with the new Alpha.
    assert game.to_move(s) == GREEN


def test_advance_alpha_token_tie_goes_closest_clockwise_to_the_current_alpha():
    game = new_game(4)
    s = start(game, alpha="green", food={"red": 9, "blue": 9, "green": 3},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert s.alpha == RED  # Red (2 seats after Green) is closer than Blue (3)


def test_advance_alpha_token_tie_closest_clockwise_wraps_round():
    game = new_game(4)
    s = start(game, alpha="blue", food={"red": 9, "yellow": 9},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert s.alpha == YELLOW


def test_advance_alpha_holder_tied_for_the_most_keeps_the_token():
    game = new_game(4)
    s = start(game, alpha="yellow", food={"red": 9, "yellow": 9},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert s.alpha == YELLOW


def test_advance_alpha_holder_with_less_food_passes_the_token():
    game = new_game(4)
    s = start(game, alpha="yellow", food={"blue": 6}, **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert s.alpha == BLUE


# --- End of the game -------------------------------------------------------------


def test_game_over_after_the_fifth_week():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, green=1, yellow=1))
    for week in range(1, 6):
        assert s.week == week and not game.is_over(s)
        with pytest.raises(IllegalAction):
            game.result(s)
        events = scavenge_week(game, s)
    assert game.is_over(s)
    assert game.to_move(s) == TERMINAL
    assert game.legal_actions(s) == []
    assert of_kind(events, "end")
    assert s.food == [10, 10, 10, 10]
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "place beta on hare"))
    assert s.key() == before


def test_game_winner_has_the_most_food():
    game = new_game(4)
    s = start(game, alpha="red", week=5, food={"green": 12, "yellow": 8},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    result = game.result(s)
    assert result.winner == GREEN
    assert result.places == (3, 4, 1, 2)
    assert result.scores == (6, 6, 13, 9)


def test_game_tie_the_alpha_holder_wins():
    game = new_game(4)
    s = start(game, alpha="blue", week=5, food={"red": 9, "blue": 9},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert s.alpha == BLUE
    result = game.result(s)
    assert result.winner == BLUE
    assert result.places[BLUE] == 1 and result.places[RED] == 2


def test_game_tie_without_the_alpha_nearest_clockwise_to_the_alpha_wins():
    game = new_game(4)
    # Green holds the token and has the least; Red and Yellow tie for the most.
    s = start(game, alpha="green", week=5, food={"red": 9, "yellow": 9, "green": 1},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    result = game.result(s)
    assert result.winner == YELLOW  # one seat after Green; Red is two
    assert result.places == (2, 3, 4, 1)


def test_game_places_below_the_winner_break_ties_clockwise_from_the_alpha():
    game = new_game(4)
    s = start(game, alpha="green", week=5, food={"green": 20},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    # Green wins; Red, Blue and Yellow tie: Yellow, Red, Blue clockwise from Green.
    assert game.result(s).places == (3, 4, 1, 2)


def test_game_tie_break_names_the_rules_tie_breaker():
    # Tie Breaker: the Alpha Token's holder wins a tie, otherwise the pack seated
    # nearest the Alpha clockwise; the result says what split equal food
    game = new_game(4)
    s = start(game, alpha="green", week=5, food={"red": 9, "yellow": 9, "green": 1},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert s.food[RED] == s.food[YELLOW] == 10
    assert game.result(s).tie_break == (
        "Yellow, Red tie at 10 food and rank in that order (Tie Breaker: the pack holding "
        "the Alpha Token (Yellow) wins a tie, otherwise the pack seated nearest the Alpha "
        "clockwise).")
    # below the winner: the packs tied for second go clockwise from the holder
    s = start(game, alpha="green", week=5, food={"green": 20},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert game.result(s).tie_break == (
        "Yellow, Red, Blue tie at 6 food and rank in that order (clockwise from the Alpha "
        "(Green), as the Tie Breaker ranks a tie for first; our reading: it names only the "
        "winner).")


def test_game_without_equal_food_has_no_tie_break():
    game = new_game(4)
    s = start(game, alpha="red", week=5, food={"green": 12, "yellow": 8, "blue": 3},
              **dens(red=1, blue=1, green=1, yellow=1))
    scavenge_week(game, s)
    assert len(set(s.food)) == 4
    assert game.result(s).tie_break == ""


# --- The score breakdown (HOW TO WIN: the score is food) ------------------------------


def test_breakdown_says_where_each_packs_food_came_from():
    game = new_game(4)
    s = start(game, alpha="red", week=5, **dens(red=2, blue=1, green=1, yellow=1))
    play(game, s, "red: place beta on moose", "blue: place beta on hare",
         "green: place beta on hare", "yellow: place beta on beaver",
         "red: place beta on scavenge-1",
         "roll 4", "roll 9", "roll C5",  # Beaver, Hare, Moose (region order)
         "blue: fight", "green: share")
    result = game.result(s)
    assert result.scores == (5 - 1 + 5 + 1, 5 + 9, 5, 5 + 4)
    assert result.breakdown == (
        ("start food", (5, 5, 5, 5)),
        ("scavenging", (1, 0, 0, 0)),
        ("hunts", (0, 0, 0, 4)),
        ("carrion", (5, 0, 0, 0)),
        ("conflicts", (0, 9, 0, 0)),
        ("Deep Forest paid", (-1, 0, 0, 0)),
    )


@pytest.mark.parametrize(("seats", "seed"), [(3, 21), (4, 22), (5, 23), (6, 24)])
def test_breakdown_adds_up_for_every_pack_the_automa_included(seats, seed):
    """Played quietly, as the simulator plays: the automa in the even seats."""
    info = catalog.get("the-alpha")
    game = info.make(seats, {})
    bots = [info.bot("automa" if seat % 2 == 0 else "random") for seat in range(seats)]
    result = play_out(game, bots, seed).result
    rows = dict(result.breakdown)
    assert list(rows) == ["start food", "scavenging", "hunts", "carrion", "conflicts",
                          "Deep Forest paid"]
    assert rows["start food"] == (game.edition.start_food,) * seats
    assert all(v <= 0 for v in rows["Deep Forest paid"])
    for seat in range(seats):
        assert sum(row[seat] for row in rows.values()) == result.scores[seat]
    assert any(rows["Deep Forest paid"]) and any(rows["hunts"])
