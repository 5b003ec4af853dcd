"""A move the rules forbid is refused with the rule that forbids it (notes §5
Journey and Action, §10 Claim), told to the person whose turn it is, and changes
nothing."""

from __future__ import annotations

import pytest

from automeeple.games.dragon_canyon.people import Act, Journey, PersonClaim
from automeeple.games.dragon_canyon.state import AI

from ..refusals import refused
from .helpers import GREEN, make_game, position, run_events, tile


def test_notes_5_journey_a_card_from_your_hand_onto_an_empty_tile():
    game = make_game()
    s = position(game, cards={"2,2": (AI, None, False)}, hands={GREEN: ["Forager"]})
    run_events(game, s, Journey(GREEN))
    assert refused(game, s, "play Tribal Chief on 1,1") == (
        "your hand holds no Tribal Chief (notes §5: a card from your hand)")
    assert refused(game, s, "play Forager on 2,2") == (
        "a card is on column 2, row 2 already (notes §5: an empty tile)")


def acting(game, card: str, cards: dict):
    s = position(game, cards={"2,1": (GREEN, card, False), **cards})
    run_events(game, s, Act(GREEN, tile("2,1")))
    return s


@pytest.mark.parametrize("card, cards, text, reason", [
    ("Forager", {"2,2": (AI, None, False)}, "blink to 4,4",
     "your Forager has no Blink trick (notes §5)"),
    ("Mage Knight", {"2,2": (AI, None, False)}, "blink to 2,2",
     "a card is on column 2, row 2: a blink goes to an empty tile (notes §5)"),
    ("Forager", {"2,2": (AI, None, False)}, "reveal 2,2",
     "your Forager has no Reveal trick (notes §5)"),
    ("Forager", {"2,2": (AI, None, False)}, "fight 4,4",
     "column 4, row 4 is not next to your card at column 2, row 1 (notes §5)"),
    ("Forager", {"2,2": (AI, None, False)}, "fight 1,1",
     "column 1, row 1 holds no card (notes §5)"),
    ("Primal Canine", {"2,2": (AI, "Tribal Chief", True)}, "reveal 2,2",
     "the card at column 2, row 2 is face up already (notes §5)"),
])
def test_notes_5_action_fight_next_to_your_card_or_use_the_trick_it_has(card, cards, text,
                                                                        reason):
    game = make_game()
    s = acting(game, card, cards)
    assert refused(game, s, text) == reason


def test_notes_10_claim_a_building_left_in_its_stack_paid_from_the_stash():
    game = make_game()
    s = position(game, stash={GREEN: [1, 1, 1, 0]})
    run_events(game, s, PersonClaim(GREEN, ()))
    assert refused(game, s, "buy Great Hall") == (
        "the Great Hall costs 2 Wood, 2 Food, 2 Stone, and your stash holds 1 Wood, 1 Food, "
        "1 Stone (notes §10)")
    s.stacks[game.rulebook.stack["Guard Post"]] = 0
    assert refused(game, s, "buy Guard Post") == "no Guard Post is left in its stack (notes §10)"
