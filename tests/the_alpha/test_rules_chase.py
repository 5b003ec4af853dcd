"""Rules: Chase (rules.txt, "CHASE" and "POTENTIAL DIE OUTCOMES").

Tiles in play (four packs, test edition), in slot order: scavenge-1, scavenge-2,
livestock, beaver, hare, deer, elk, moose. A lone wolf on the Moose is often
placed only so that the game stops for the Moose roll after the tile under test is
chased, and the state right after that tile's result can be inspected.
"""

from __future__ import annotations

import pytest

from automeeple.engine.core import CHANCE, IllegalAction
from automeeple.games.the_alpha.resolve import TurnConflictToken

from .helpers import (
    BLUE,
    RED,
    YELLOW,
    legal_texts,
    new_game,
    of_kind,
    on,
    play,
    seat,
    slot,
    start,
    top,
)

NOBODY = {c: 0 for c in ("red", "blue", "green", "yellow")}


def dens(**betas):
    """Den sizes: the named packs' Betas, nobody else's wolves, no Alpha Pairs."""
    return {"betas": {**NOBODY, **betas}, "pairs": dict(NOBODY)}


# --- Who rolls -----------------------------------------------------------------


def test_chase_dominant_pack_rolls_the_region_die():
    game = new_game(4)
    s = start(game, alpha="blue", **dens(red=1))
    events = play(game, s, "red: place beta on hare")
    assert game.to_move(s) == CHANCE
    assert game.chance_request(s).name == "roll the Hare die"
    events = play(game, s, "roll 9")
    (roll,) = of_kind(events, "roll")
    assert roll.seat == RED


def test_chase_scavenger_pack_does_not_roll_even_as_the_alpha():
    game = new_game(4)
    s = start(game, alpha="blue", **dens(red=2, blue=1))
    play(game, s, "blue: place beta on hare", "red: place beta on hare",
         "red: place beta on hare")
    events = play(game, s, "roll 9")
    assert of_kind(events, "roll")[0].seat == RED


@pytest.mark.parametrize(("alpha", "tied", "roller"), [
    ("green", ("red", "yellow"), YELLOW),
    ("yellow", ("red", "blue"), RED),
    ("blue", ("red", "yellow"), YELLOW),
    ("red", ("red", "blue"), RED),
    ("blue", ("blue", "green", "yellow"), BLUE),
])
def test_chase_tied_dominant_pack_closest_clockwise_to_the_alpha_rolls(alpha, tied, roller):
    game = new_game(4)
    s = start(game, alpha=alpha, **dens(**{c: 1 for c in tied}))
    order = sorted(tied, key=lambda c: (seat(c) - seat(alpha)) % 4)
    play(game, s, *[f"{c}: place beta on hare" for c in order])
    events = play(game, s, "roll 9")
    assert of_kind(events, "roll")[0].seat == roller


def test_chase_scavenge_tiles_are_not_rolled():
    game = new_game(4)
    s = start(game, **dens(red=1, blue=1))
    events = play(game, s, "red: place beta on scavenge-1", "blue: place beta on scavenge-2")
    assert of_kind(events, "roll") == []
    assert s.week == 2


def test_chase_every_region_with_wolves_rolls_in_turn():
    game = new_game(4)
    s = start(game, **dens(red=1, blue=1, green=1))
    play(game, s, "red: place beta on moose", "blue: place beta on beaver",
         "green: place beta on livestock")
    names = []
    while game.to_move(s) == CHANCE:
        names.append(game.chance_request(s).name)
        play(game, s, "roll 4" if "Livestock" in names[-1] else "roll 9")
    assert sorted(names) == ["roll the Beaver die", "roll the Livestock die",
                             "roll the Moose die"]


def test_chase_face_not_on_the_die_is_illegal_and_changes_nothing():
    game = new_game(4)
    s = start(game, **dens(red=1))
    play(game, s, "red: place beta on hare")
    before = s.key()
    for text in ("roll 14", "roll D", "roll C4"):
        with pytest.raises(IllegalAction):
            game.apply(s, game.parse_action(s, text))
        assert s.key() == before


# --- Number: the hunt was successful -------------------------------------------


@pytest.mark.parametrize("face", ["1", "2", "3", "9"])
def test_chase_number_is_the_food_for_the_dominant_pack(face):
    game = new_game(4)
    s = start(game, **dens(red=2, blue=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "red: place beta on hare", f"roll {face}")
    assert s.food == [5 + int(face), 5, 5, 5]


def test_chase_number_on_livestock_feeds_its_wolf():
    game = new_game(4)
    s = start(game, **dens(red=1))
    play(game, s, "red: place beta on livestock", "roll 6")
    assert s.food[RED] == 11


# --- X: the prey got away ------------------------------------------------------


def test_chase_x_no_food_and_all_wolves_in_the_region_go_home():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1, green=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on moose", "red: place beta on hare")
    events = play(game, s, "roll X")
    # One Dominant Pack: nobody may re-roll; Red and the scavenger Blue go home now.
    assert of_kind(events, "escape")
    assert game.to_move(s) == CHANCE and game.chance_request(s).name == "roll the Moose die"
    assert on(game, s, "hare", "red") == (0, 0) and on(game, s, "hare", "blue") == (0, 0)
    assert s.den_b[:2] == [2, 1]
    play(game, s, "roll 9")
    assert s.food == [5, 5, 5 - 1 + 9, 5]


def test_chase_x_reroll_offered_to_another_dominant_pack():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll X")
    assert game.to_move(s) == BLUE
    assert legal_texts(game, s) == {"reroll", "let it go"}
    # Nothing has gone home yet.
    assert on(game, s, "hare", "red") == (1, 0)


def test_chase_x_reroll_accepted_the_other_pack_rolls_again():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare", "roll X")
    events = play(game, s, "blue: reroll")
    assert game.to_move(s) == CHANCE
    events = play(game, s, "roll 9")
    assert of_kind(events, "roll")[0].seat == BLUE
    # A number: the two Dominant Packs are in conflict over it.
    assert isinstance(top(s), TurnConflictToken) and s.conflict.stake == 9
    play(game, s, "red: share", "blue: share")
    assert s.food[:2] == [10, 9]


def test_chase_x_reroll_declined_no_food_wolves_go_home():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, green=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on moose", "roll X")
    events = play(game, s, "blue: let it go")
    assert of_kind(events, "escape")
    assert game.to_move(s) == CHANCE and game.chance_request(s).name == "roll the Moose die"
    assert s.den_b[:2] == [1, 1]
    assert on(game, s, "hare", "red") == (0, 0) and on(game, s, "hare", "blue") == (0, 0)
    play(game, s, "roll 9")
    assert s.food[:2] == [5, 5]


def test_chase_x_each_other_dominant_pack_may_reroll_in_turn():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, yellow=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "yellow: place beta on hare", "roll X", "blue: let it go")
    assert game.to_move(s) == YELLOW
    events = play(game, s, "yellow: reroll", "roll 3")
    assert of_kind(events, "roll")[0].seat == YELLOW
    assert s.conflict.packs == (RED, BLUE, YELLOW) and s.conflict.stake == 3


def test_chase_x_on_the_reroll_stands_when_no_other_dominant_pack_is_left():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, green=1))
    events = play(game, s, "red: place beta on hare", "blue: place beta on hare",
                  "green: place beta on moose", "roll X", "blue: reroll", "roll X")
    assert of_kind(events, "escape")
    assert game.chance_request(s).name == "roll the Moose die"
    assert s.den_b[:2] == [1, 1]


def test_chase_x_scavengers_are_not_offered_a_reroll():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1, yellow=1))
    events = play(game, s, "red: place beta on hare", "blue: place beta on hare",
                  "yellow: place beta on hare", "red: place beta on hare", "roll X")
    assert of_kind(events, "reroll") == []
    assert s.week == 2  # the prey got away; the week ended
    assert s.food == [5, 5, 5, 5]


# --- C: carrion ----------------------------------------------------------------


def test_chase_carrion_all_packs_in_region_conflict_for_the_small_number():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1, green=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on moose", "red: place beta on hare", "roll C1")
    # Red (2 wolves) and the scavenger Blue (1) are both in the conflict, at once.
    assert isinstance(top(s), TurnConflictToken)
    assert s.conflict.packs == (RED, BLUE)
    assert s.conflict.stake == 1


def test_chase_carrion_stake_is_the_number_next_to_the_c():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1))
    play(game, s, "red: place beta on deer", "blue: place beta on deer",
         "red: place beta on deer", "roll C4", "red: share", "blue: share")
    # Deep Forest paid (Red 2, Blue 1); 4 food shared evenly.
    assert s.food[:2] == [5 - 2 + 2, 5 - 1 + 2]


def test_chase_carrion_one_pack_alone_takes_the_small_number():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, green=1))
    events = play(game, s, "red: place beta on hare", "green: place beta on moose",
                  "roll C1")
    assert of_kind(events, "conflict") == []
    assert s.food[RED] == 6
    assert s.carrion_next[slot(game, s, "hare")]


def test_chase_carrion_non_wounded_wolves_go_home_wounded_to_injured():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1, green=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on moose", "red: place beta on hare", "roll C1")
    events = play(game, s, "red: fight", "blue: fight")
    assert {e.seat for e in of_kind(events, "wound")} == {RED, BLUE}
    # Still in the Chase (the Moose is next): the state right after the conflict.
    assert game.chance_request(s).name == "roll the Moose die"
    assert s.injured_b[:2] == [1, 1]
    assert s.den_b[:2] == [1, 0]  # Red's unwounded Beta went home
    assert on(game, s, "hare", "red") == (0, 0) and on(game, s, "hare", "blue") == (0, 0)
    assert s.food[:2] == [5, 5]  # both fought: the food is lost
    assert s.carrion_next[slot(game, s, "hare")]


def test_chase_carrion_one_fighter_takes_the_small_number_all_go_home():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1, green=1))
    play(game, s, "red: place beta on beaver", "blue: place beta on beaver",
         "green: place beta on moose", "red: place beta on beaver", "roll C2",
         "red: share", "blue: fight")
    assert s.food[:2] == [5, 7]
    assert s.injured_b == [0, 0, 0, 0]
    assert s.den_b[:2] == [2, 1]


def _carrion_on_hare_in_week_one(game):
    """Week 1: Red alone on the Hare rolls C1 (takes 1); Blue scavenges (1)."""
    s = start(game, alpha="red", **dens(red=1, blue=1))
    play(game, s, "red: place beta on hare", "blue: place beta on scavenge-1", "roll C1")
    assert s.week == 2 and s.food[:2] == [6, 6] and s.alpha == RED
    assert s.carrion[slot(game, s, "hare")]
    return s


def test_chase_carrion_round_no_chase_guaranteed_carrion_food():
    game = new_game(4)
    s = _carrion_on_hare_in_week_one(game)
    events = play(game, s, "red: place beta on hare", "blue: place beta on scavenge-1")
    # No die for the Hare: Red takes the food on the Hare's carrion side (2).
    assert of_kind(events, "roll") == []
    assert s.food[:2] == [6 + 2, 7]
    assert s.week == 3


def test_chase_carrion_round_several_dominant_packs_have_a_conflict():
    game = new_game(4)
    s = _carrion_on_hare_in_week_one(game)
    events = play(game, s, "red: place beta on hare", "blue: place beta on hare")
    assert of_kind(events, "roll") == []
    assert isinstance(top(s), TurnConflictToken) and s.conflict.stake == 2
    play(game, s, "red: fight", "blue: share")
    assert s.food[:2] == [8, 6]


def test_chase_carrion_tile_flips_back_after_the_carrion_round():
    game = new_game(4)
    s = _carrion_on_hare_in_week_one(game)
    play(game, s, "red: place beta on hare", "blue: place beta on scavenge-1")
    assert s.week == 3
    assert not any(s.carrion)
    play(game, s, "red: place beta on hare", "blue: place beta on scavenge-1")
    assert game.to_move(s) == CHANCE
    assert game.chance_request(s).name == "roll the Hare die"


def test_chase_carrion_on_a_deep_forest_tile_still_costs_food():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1))
    play(game, s, "red: place beta on deer", "roll C4")
    assert s.food[RED] == 5 - 1 + 4
    play(game, s, "red: place beta on deer")
    assert s.food[RED] == 8 - 1 + 5  # Deer carrion side: 5


# --- D: dead wolf --------------------------------------------------------------


def test_chase_dead_wolf_on_livestock_leaves_the_game():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, green=1))
    play(game, s, "red: place beta on livestock", "green: place beta on moose",
         "red: place beta on hare")
    events = play(game, s, "roll D")
    (dead,) = of_kind(events, "dead")
    assert dead.seat == RED
    assert s.dead_b[RED] == 1
    assert on(game, s, "livestock", "red") == (0, 0)
    assert s.den_b[RED] == 0  # the Hare Beta is still out hunting
    play(game, s, "roll 9", "roll 9")  # the Hare, then the Moose
    assert s.food[RED] == 14
    # It never returns: later weeks have only one Red Beta.
    for _ in range(2):
        assert s.den_b[RED] == 1 and s.dead_b[RED] == 1
        play(game, s, "red: place beta on scavenge-1", "green: place beta on scavenge-1")
    assert s.den_b[RED] == 1 and s.dead_b[RED] == 1


def test_chase_dead_alpha_pair_when_the_pair_may_take_the_livestock():
    game = new_game(4, pair_as_one_wolf=True)
    s = start(game, alpha="red", betas=NOBODY, pairs={**NOBODY, "red": 1})
    play(game, s, "red: place alpha-pair on livestock", "roll D")
    assert s.dead_a[RED] == 1
    # No wolf is left in any den: the remaining weeks pass with nobody to stalk.
    assert game.is_over(s) and s.den_a[RED] == 0


def test_chase_d_face_is_only_on_the_livestock_die():
    game = new_game(4, shipped=True)
    for tile in game.edition.tiles:
        kinds = {f.kind for f in tile.faces}
        assert ("D" in kinds) == (tile.size == "livestock"), tile.id

