"""STALK: a placement the rules forbid is refused with the rule that forbids it
(rules.txt, STALK), and changes nothing."""

from __future__ import annotations

import pytest

from ..refusals import refused
from .helpers import new_game, play, start

REFUSALS = {
    "not_in_play": (
        {}, (), "place beta on bison",
        "the Bison is not in play this game (Setup 5)"),
    "no_beta_in_the_den": (
        {"betas": {"red": 0}}, (), "place beta on hare",
        "your den has no Beta Wolf left (STALK: wolves come from the den)"),
    "no_pair_in_the_den": (
        {"pairs": {"red": 0}}, (), "place alpha-pair on hare",
        "your Alpha Pair is not in your den (STALK: wolves come from the den)"),
    "pair_counts_two_on_the_livestock": (
        {}, (), "place alpha-pair on livestock",
        "the Alpha Pair counts as 2 wolves, and the Livestock takes one wolf in all (STALK)"),
    "pair_counts_two_on_a_scavenge_tile": (
        {}, (), "place alpha-pair on scavenge-2",
        "the Alpha Pair counts as 2 wolves, and the Scavenge (south) takes one wolf per pack "
        "(STALK)"),
    "one_wolf_per_pack_on_a_scavenge_tile": (
        {}, ("red: place beta on scavenge-1", "blue: place beta on scavenge-1",
             "green: place beta on hare", "yellow: place beta on hare"),
        "place beta on scavenge-1",
        "the Scavenge (north) takes one wolf per pack, and your Beta Wolf is on it (STALK)"),
    "one_wolf_in_all_on_the_livestock": (
        {}, ("red: place beta on livestock",), "place beta on livestock",
        "the Livestock takes one wolf in all, and Red's Beta Wolf is on it (STALK)"),
    "no_deep_forest_at_zero_food": (
        {"food": {"red": 0}}, (), "place beta on moose",
        "the Deep Forest costs 1 food, and your pack has 0 (STALK: at zero food, no wolf "
        "goes there)"),
}


@pytest.mark.parametrize("case", REFUSALS.values(), ids=REFUSALS.keys())
def test_stalk_a_forbidden_placement_is_refused_with_its_rule(case):
    changes, moves, text, reason = case
    game = new_game(4)
    s = start(game, **changes)
    play(game, s, *moves)
    assert refused(game, s, text) == reason


def test_stalk_pair_as_one_wolf_the_livestock_names_the_pair_on_it():
    game = new_game(4, pair_as_one_wolf=True)
    s = start(game)
    play(game, s, "red: place alpha-pair on livestock")
    assert game.why_not(s, game.parse_action(s, "place beta on livestock")) == (
        "the Livestock takes one wolf in all, and Red's Alpha Pair is on it (STALK)")


def test_stalk_a_legal_placement_or_another_phases_move_has_no_reason():
    game = new_game(4)
    s = start(game)
    for text in ("place beta on hare", "fight", "roll 9"):
        assert game.why_not(s, game.parse_action(s, text)) is None


def test_stalk_a_placement_typed_as_the_tile_is_printed_is_read_and_told_its_rule():
    """The move list names a tile as printed ("Scavenge (south)"); typed so, a
    forbidden placement is the same move and is told the same rule."""
    game = new_game(4)
    s = start(game)
    typed = game.parse_action(s, "place Alpha Pair on Scavenge (south)")
    assert typed is game.parse_action(s, "place alpha-pair on scavenge-2")
    assert game.why_not(s, typed) == (
        "the Alpha Pair counts as 2 wolves, and the Scavenge (south) takes one wolf per pack "
        "(STALK)")
