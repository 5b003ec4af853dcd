"""Rules: Resolve, Conflict, the Conflict Result Table, Scavenger Packs and
Leftover Food (rules.txt, "RESOLVE" and "CONFLICT")."""

from __future__ import annotations

import pytest

from automeeple.engine.core import IllegalAction
from automeeple.games.the_alpha.resolve import ChooseWound, TurnConflictToken
from automeeple.games.the_alpha.state import HIDDEN

from .helpers import (
    BLUE,
    GREEN,
    PREFERRED_TILES,
    PURPLE,
    RED,
    YELLOW,
    legal_texts,
    new_game,
    of_kind,
    on,
    play,
    slot,
    start,
    top,
)


def dens(seats=4, **betas):
    """Den sizes: the named packs' Betas, nobody else's wolves, no Alpha Pairs."""
    nobody = {c: 0 for c in ("red", "blue", "green", "yellow", "purple", "grey")[:seats]}
    return {"betas": {**nobody, **betas}, "pairs": dict(nobody)}


# --- Resolve -------------------------------------------------------------------


def test_resolve_smallest_region_to_largest():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, green=1, yellow=1))
    events = play(game, s, "red: place beta on moose", "blue: place beta on deer",
                  "green: place beta on hare", "yellow: place beta on scavenge-1",
                  "roll 9", "roll 9", "roll 9")
    hunts = [e.seat for e in of_kind(events, "food") if "hunt" in e.text]
    assert hunts == [GREEN, BLUE, RED]  # Hare (small), Deer (medium), Moose (large)
    assert s.food == [5 - 1 + 9, 5 - 1 + 9, 14, 6]


def test_resolve_conflicts_in_order_smallest_region_first():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=2))
    play(game, s, "red: place beta on moose", "blue: place beta on moose",
         "red: place beta on hare", "blue: place beta on hare", "roll 9", "roll 9")
    assert s.conflict.slot == slot(game, s, "hare")
    play(game, s, "red: share", "blue: share")
    assert s.conflict.slot == slot(game, s, "moose")


def test_resolve_one_dominant_pack_takes_the_die_number():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=2, blue=1))
    play(game, s, "red: place beta on beaver", "blue: place beta on beaver",
         "red: place beta on beaver", "roll 4")
    assert s.food == [9, 5, 5, 5]


def test_resolve_a_hunt_whose_die_shows_0_brings_no_food():
    """RESOLVE: the Fish die's 0 face: the Dominant Pack takes nothing, said so (a
    tester read "gains 0 food")."""
    game = new_game(4)
    s = start(game, alpha="red", tiles=("fish", "hare", *PREFERRED_TILES[3:]), **dens(red=1))
    events = play(game, s, "red: place beta on fish", "roll 0")
    assert [e.text for e in of_kind(events, "food")] == [
        "Red gains no food from the Fish hunt (now 5)."]
    assert s.food[RED] == 5


def test_resolve_food_above_thirty_keeps_counting():
    game = new_game(4)
    s = start(game, alpha="red", food={"red": 29}, **dens(red=1))
    play(game, s, "red: place beta on hare", "roll 9")
    assert s.food[RED] == 38


# --- The 9-food, three-pack example ----------------------------------------------


def _nine_food_three_packs():
    """Five packs. Red, Blue and Yellow have 2 wolves each on the Hare, 9 food at
    stake. Green and Purple are in a conflict on the Fish (resolved after the Hare),
    so the game stops there and the state after the Hare conflict can be read."""
    game = new_game(5)
    s = start(game, alpha="red", **dens(5, red=2, blue=2, green=1, yellow=2, purple=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on fish", "yellow: place beta on hare",
         "purple: place beta on fish", "red: place beta on hare", "blue: place beta on hare",
         "yellow: place beta on hare", "roll 9", "roll 9")
    assert s.conflict.packs == (RED, BLUE, YELLOW) and s.conflict.stake == 9
    return game, s


def _after_hare(game, s):
    assert s.conflict.packs == (GREEN, PURPLE), "the Fish conflict is next"


def test_conflict_result_table_all_share_each_gets_three():
    game, s = _nine_food_three_packs()
    play(game, s, "red: share", "blue: share", "yellow: share")
    _after_hare(game, s)
    assert s.food == [8, 8, 5, 8, 5]
    assert s.injured_b == [0] * 5


def test_conflict_result_table_one_fights_takes_all():
    game, s = _nine_food_three_packs()
    play(game, s, "red: share", "blue: fight", "yellow: share")
    _after_hare(game, s)
    assert s.food == [5, 14, 5, 5, 5]
    assert s.injured_b == [0] * 5


def test_conflict_result_table_all_fight_each_injured_food_lost():
    game, s = _nine_food_three_packs()
    events = play(game, s, "red: fight", "blue: fight", "yellow: fight")
    _after_hare(game, s)
    assert s.food == [5] * 5
    assert s.injured_b == [1, 1, 0, 1, 0]
    assert [on(game, s, "hare", c) for c in ("red", "blue", "yellow")] == [(1, 0)] * 3
    assert {e.seat for e in of_kind(events, "wound")} == {RED, BLUE, YELLOW}
    assert of_kind(events, "lost")


def test_conflict_result_table_two_fight_the_sharer_gets_all():
    game, s = _nine_food_three_packs()
    play(game, s, "red: fight", "blue: fight", "yellow: share")
    _after_hare(game, s)
    assert s.food == [5, 5, 5, 14, 5]
    assert s.injured_b == [1, 1, 0, 0, 0]


def test_conflict_two_fight_two_share_the_sharers_divide():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=1, green=1, yellow=1))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on hare", "yellow: place beta on hare", "roll 9",
         "red: fight", "blue: share", "green: fight", "yellow: share")
    # 9 between Blue and Yellow; the leftover goes first to Blue (closer to Red).
    assert s.food == [5, 10, 5, 9]
    assert s.healing_b == [1, 0, 1, 0]  # wounded, and moved on by Advance


def test_conflict_no_food_until_every_pack_has_chosen():
    game, s = _nine_food_three_packs()
    play(game, s, "red: fight", "blue: share")
    assert s.food == [5] * 5
    assert game.to_move(s) == YELLOW


# --- Scavenger Packs -----------------------------------------------------------


def test_conflict_scavenger_example_green_gets_nine():
    """Blue and Yellow have 2 wolves each, Green 1; 9 food. Blue and Yellow fight:
    both put a wolf on the Injured space and get nothing; Green receives 9."""
    game = new_game(4)
    s = start(game, alpha="red", **dens(blue=2, green=1, yellow=2))
    events = play(game, s, "blue: place beta on hare", "green: place beta on hare",
                  "yellow: place beta on hare", "blue: place beta on hare",
                  "yellow: place beta on hare", "roll 9", "blue: fight", "yellow: fight")
    assert s.food == [5, 5, 14, 5]
    assert {e.seat for e in of_kind(events, "wound")} == {BLUE, YELLOW}
    assert s.healing_b == [0, 1, 0, 1]  # the week is over: Injured moved to Healing


def test_conflict_scavengers_divide_evenly_with_leftover_from_the_alpha():
    game = new_game(4)
    s = start(game, alpha="red", **dens(red=1, blue=2, green=1, yellow=2))
    play(game, s, "red: place beta on hare", "blue: place beta on hare",
         "green: place beta on hare", "yellow: place beta on hare",
         "blue: place beta on hare", "yellow: place beta on hare", "roll 9",
         "blue: fight", "yellow: fight")
    assert s.food == [10, 5, 9, 5]


def test_conflict_scavengers_get_nothing_when_a_dominant_pack_shares():
    game = new_game(4)
    s = start(game, alpha="red", **dens(blue=2, green=1, yellow=2))
    play(game, s, "blue: place beta on hare", "green: place beta on hare",
         "yellow: place beta on hare", "blue: place beta on hare",
         "yellow: place beta on hare", "roll 9", "blue: share", "yellow: share")
    assert s.food == [5, 10, 5, 9]


def test_conflict_scavengers_get_nothing_when_one_dominant_pack_fights():
    game = new_game(4)
    s = start(game, alpha="red", **dens(blue=2, green=1, yellow=2))
    play(game, s, "blue: place beta on hare", "green: place beta on hare",
         "yellow: place beta on hare", "blue: place beta on hare",
         "yellow: place beta on hare", "roll 9", "blue: share", "yellow: fight")
    assert s.food == [5, 5, 5, 14]


# --- Leftover Food ---------------------------------------------------------------


def test_leftover_food_one_at_a_time_from_the_alpha_clockwise():
    game = new_game(4)
    s = start(game, alpha="blue", **dens(red=1, blue=1))
    play(game, s, "blue: place beta on hare", "red: place beta on hare", "roll 9",
         "blue: share", "red: share")
    assert s.food[:2] == [9, 10]  # the Alpha (Blue) gets the odd one


def test_leftover_food_goes_round_clockwise_from_the_alpha():
    game = new_game(4)
    s = start(game, alpha="yellow", **dens(red=1, blue=1, yellow=1))
    play(game, s, "yellow: place beta on hare", "red: place beta on hare",
         "blue: place beta on hare", "roll 2",
         "yellow: share", "red: share", "blue: share")
    # 2 food, 3 packs: Yellow (the Alpha), then Red, clockwise; Blue gets none.
    assert s.food == [6, 5, 5, 6]


@pytest.mark.parametrize(("alpha", "packs", "first"), [
    ("green", ("red", "blue"), RED),
    ("blue", ("red", "green"), GREEN),
    ("yellow", ("blue", "green"), BLUE),
])
def test_leftover_food_alpha_not_in_conflict_starts_closest_clockwise(alpha, packs, first):
    game = new_game(4)
    s = start(game, alpha=alpha, **dens(**{c: 1 for c in packs}))
    order = sorted(packs, key=lambda c: (["red", "blue", "green", "yellow"].index(c)
                                         - ["red", "blue", "green", "yellow"].index(alpha)) % 4)
    play(game, s, *[f"{c}: place beta on hare" for c in order], "roll 9",
         *[f"{c}: share" for c in order])
    gains = {p: s.food[p] - 5 for p in range(4) if s.food[p] != 5}
    assert gains[first] == 5
    assert sorted(gains.values()) == [4, 5]


# --- Wounds ----------------------------------------------------------------------


def _pair_and_beta_fight():
    """Red and Blue each have a Beta and the Alpha Pair on the Hare (3 wolves);
    Green and Yellow contest the Moose, which is resolved later."""
    game = new_game(4)
    both = {"red": 1, "blue": 1, "green": 0, "yellow": 0}
    s = start(game, alpha="red", betas={**both, "green": 1, "yellow": 1}, pairs=both)
    play(game, s, "red: place alpha-pair on hare", "blue: place beta on hare",
         "green: place beta on moose", "yellow: place beta on moose",
         "red: place beta on hare", "blue: place alpha-pair on hare", "roll 9", "roll 9",
         "red: fight", "blue: fight")
    return game, s


def test_conflict_wound_owner_chooses_between_beta_and_alpha_pair():
    game, s = _pair_and_beta_fight()
    assert isinstance(top(s), ChooseWound) and game.to_move(s) == RED
    assert legal_texts(game, s) == {"wound beta", "wound alpha-pair"}
    before = s.key()
    with pytest.raises(IllegalAction):
        game.apply(s, game.parse_action(s, "fight"))
    assert s.key() == before
    play(game, s, "red: wound alpha-pair")
    assert game.to_move(s) == BLUE
    assert legal_texts(game, s) == {"wound beta", "wound alpha-pair"}
    play(game, s, "blue: wound beta")
    # The Moose conflict is next: the Hare's outcome can be read.
    assert s.conflict.packs == (GREEN, YELLOW)
    assert s.injured_a[:2] == [1, 0] and s.injured_b[:2] == [0, 1]
    assert on(game, s, "hare", "red") == (1, 0)
    assert on(game, s, "hare", "blue") == (0, 1)


def test_conflict_wound_is_automatic_with_only_one_kind_of_wolf():
    game, s = _nine_food_three_packs()
    play(game, s, "red: fight", "blue: fight", "yellow: share")
    assert isinstance(top(s), TurnConflictToken)  # no wound choice was asked: only Betas there


# --- Secret choices ------------------------------------------------------------


@pytest.mark.parametrize("choice", ["fight", "share"])
def test_conflict_choice_is_secret_until_all_reveal(choice):
    game, s = _nine_food_three_packs()
    events = play(game, s, f"red: {choice}")
    for viewer in (BLUE, YELLOW, GREEN, PURPLE):
        seen = game.observation(s, viewer).conflict.tokens
        assert list(seen) == [HIDDEN, None, None]
        assert choice not in seen
    assert list(game.observation(s, RED).conflict.tokens) == [choice, None, None]
    assert all(choice not in e.text.lower() for e in events)
    assert game.observation(s, BLUE).rng is None


def test_conflict_observation_is_the_same_whatever_was_chosen():
    game, s_fight = _nine_food_three_packs()
    s_share = s_fight.clone()
    play(game, s_fight, "red: fight", "blue: fight")
    play(game, s_share, "red: share", "blue: share")
    assert game.observation(s_fight, YELLOW).key() == game.observation(s_share, YELLOW).key()
