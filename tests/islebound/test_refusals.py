"""A move or action the rules forbid is refused with the rule that forbids it
(notes §4-§8, §12, §13.1, addendum; solo §4, §5), and changes nothing. On the
placeholder: The Grotto (blue; fee 1, diplomacy 2) in Northwater, Farrow Cove (red;
attack 5) in Whale Reach."""

from __future__ import annotations

import pytest

from automeeple.games.islebound.person import FreeBuild, Move, TakeAction, speed
from automeeple.games.islebound.state import AI, PERSON

from ..refusals import refused
from .helpers import card, deal, make, position, run, town


def sailing(game, s):
    run(game, s, Move())
    return s


def test_addendum_the_ship_moves_at_least_one_place():
    game = make()
    s = sailing(game, position(game, person_place="Borsham"))
    assert refused(game, s, "sail Borsham") == (
        "your ship is at Borsham: it moves at least one place (notes addendum)")


def test_addendum_the_ship_moves_up_to_its_speed():
    game = make()
    s = sailing(game, position(game, person_place="Borsham"))
    most = speed(s)
    far = next(p for p, name in enumerate(game.board.place_names)
               if p not in game.board.distances(s.ship[PERSON], most))
    name = game.board.place_names[far]
    assert refused(game, s, f"sail {name}") == (
        f"{name} is more than {most} places from Borsham (your ship's speed; notes addendum)")


def test_solo_5_close_quarters_without_an_administer_ready():
    game = make()
    s = position(game, ai_region="Northwater", person_place="Borsham")
    s.crew = [("work", True)]
    sailing(game, s)
    assert refused(game, s, "sail Northwater") == (
        "the AI's ship is at Northwater: ending there takes a ready administer crew and 1 coin "
        "(Close Quarters, solo §5)")


def acting(game, where: str, **changes):
    s = position(game, person_place=where, ai_region="Southmere")
    for name, value in changes.items():
        setattr(s, name, value)
    run(game, s, TakeAction())
    return s


@pytest.mark.parametrize("where, changes, text, reason", [
    ("Northwater", {}, "befriend Farrow Cove",
     "Farrow Cove is in Whale Reach, and your ship is at Northwater (notes §13.1: you act "
     "where your ship stopped)"),
    ("Northwater", {}, "attack The Grotto",
     "The Grotto flies a blue banner: it is befriended, not attacked (notes §4)"),
    ("Whale Reach", {}, "befriend Farrow Cove",
     "Farrow Cove flies a red banner: it is attacked, not befriended (notes §4)"),
    ("Northwater", {}, "befriend The Grotto",
     "befriending The Grotto takes 2 cubes on the influence track, and you have 0 there "
     "(notes §5)"),
    ("Whale Reach", {"pirates": [2, 0]}, "attack Farrow Cove",
     "Farrow Cove takes 5 attack, and your 2 pirates give 4 (2 each, notes §6)"),
    ("Northwater", {"coins": [0, 7]}, "visit The Grotto",
     "a visit to The Grotto costs 1 coin, and you have 0 coins (notes §4)"),
    ("Northwater", {"treasure": 0}, "hunt",
     "the treasure map holds no coins to hunt for (notes §7)"),
])
def test_notes_4_to_7_13_1_a_main_action_out_of_reach_says_why(where, changes, text, reason):
    game = make()
    s = acting(game, where, **changes)
    assert refused(game, s, text) == reason


def test_notes_4_a_town_taken_is_no_longer_befriended():
    game = make()
    s = position(game, person_place="Northwater", ai_region="Southmere")
    s.owner[town(game, "The Grotto")] = AI
    run(game, s, TakeAction())
    assert refused(game, s, "befriend The Grotto") == "The Grotto is the AI's already (notes §4)"


def test_notes_12_rest_needs_a_crew_member_off_deck():
    game = make()
    s = acting(game, "Northwater")
    assert all(up for _, up in s.crew)
    assert refused(game, s, "rest") == (
        "your whole crew is on deck: there is no one to rest (notes §12)")


def test_solo_4_notes_8_building_is_a_free_action_and_needs_the_row_and_the_coins():
    game = make()
    s = acting(game, "Northwater")
    row, other = game.board.cards[0].name, game.board.cards[1].name
    deal(game, s, row)
    assert refused(game, s, f"build {row}") == (
        "building is a free action after your main action (solo §4)")
    s.flow = []
    s.coins[PERSON] = 0
    run(game, s, FreeBuild())
    cost = game.board.cards[card(game, row)].cost
    assert refused(game, s, f"build {other}") == f"the {other} is not in the row (notes §8)"
    assert refused(game, s, f"build {row}") == (
        f"the {row} costs {cost} coin{'' if cost == 1 else 's'}, and you have 0 coins "
        "(notes §8)")
