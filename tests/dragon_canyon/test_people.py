"""The people's turn (the base game as the notes know it, modelled like the AI's):
a question with one possible answer is never asked (an Action with nothing to
do, a Claim with nothing affordable, a dragon with one card to go to), and the
questions name the card, its trick and the tile as the table sees them."""

from __future__ import annotations

from automeeple.games.dragon_canyon.board import unseen_request
from automeeple.games.dragon_canyon.people import PersonTurn
from automeeple.games.dragon_canyon.state import AI
from automeeple.games.dragon_canyon.unseen import Unseen

from .helpers import GREEN, RED, act, make_game, position, run_events, tile, waiting


def test_nothing_to_do_and_nothing_to_buy_is_not_asked():
    game = make_game()
    s = position(game, hands={GREEN: ["Forager", "Tribal Chief"]})
    run_events(game, s, PersonTurn(GREEN))
    assert waiting(game, s) == "Journey: play a Force card face down on an empty tile"
    act(game, s, "play Forager on 1,1")  # no enemy next to it, no trick
    assert not s.flow and s.caravan[GREEN] == [1, 0, 0, 0]


def test_the_action_names_the_tile_but_not_the_face_down_card():
    game = make_game()
    s = position(game, cards={"2,2": (AI, None, False)}, hands={GREEN: ["Mage Knight"]})
    run_events(game, s, PersonTurn(GREEN))
    act(game, s, "play Mage Knight on 2,1")
    assert waiting(game, s) == ("Action with your card at column 2, row 1: fight a card next "
                                "to it, use its trick if it can, or pass")
    assert {"fight 2,2", "blink to 4,4", "pass"} <= set(map(str, game.legal_actions(s)))


def test_with_two_people_the_action_is_asked_whenever_some_card_could_act():
    """Left out, it would tell Red that Green's card has no trick."""
    game = make_game(3)
    s = position(game, hands={GREEN: ["Forager"]})
    run_events(game, s, PersonTurn(GREEN))
    act(game, s, "play Forager on 1,1")
    assert [str(a) for a in game.legal_actions(s)] == ["pass"]
    assert game.view(s, RED).question == ("Action with your card at column 1, row 1: use "
                                          "its trick if it can, or pass")


def test_claim_is_asked_while_a_building_is_affordable_up_to_two():
    game = make_game()
    s = position(game, hands={GREEN: ["Forager"]}, stash={GREEN: [3, 3, 0, 0]})
    run_events(game, s, PersonTurn(GREEN))
    act(game, s, "play Forager on 4,4")
    assert waiting(game, s) == "Claim: buy a building (stash: 3 Wood, 3 Food), or done"
    assert {str(a) for a in game.legal_actions(s)} == {
        "buy Granary", "buy Lumber Camp", "done"}
    act(game, s, "buy Granary")
    act(game, s, "buy Lumber Camp")
    assert not s.flow and s.owned[GREEN] == ["Granary", "Lumber Camp"]


#: Green's move that sends the dragon onto the AI's one card on the map.
SENT = ("Move the dragon from column 4, row 4 onto AI (Blue)'s card on the Forest at "
        "column 1, row 1.")
#: The question of the stomp's discard from the AI's Force pile.
STOMP_DISCARD = ("turn up the top card of the AI's Force pile and discard it (the dragon's "
                 "stomp)")


def sent_onto_the_ais_card(**more):
    """Green's turn, the dragon on 4,4, the AI's one card on the map at 1,1: Green
    plays onto a Dragon Canyon tile, and the dragon goes there."""
    game = make_game()
    s = position(game, dragon="4,4", cards={"1,1": (AI, None, False)},
                 hands={GREEN: ["Forager"]}, **more)
    run_events(game, s, PersonTurn(GREEN))
    ev = act(game, s, "play Forager on 3,4")  # a Dragon Canyon tile
    assert s.dragon == tile("1,1")
    return game, s, [e.text for e in ev if e.kind == "dragon"]


def test_a_dragon_canyon_with_one_enemy_card_sends_the_dragon_without_asking():
    game, s, said = sent_onto_the_ais_card()
    assert said == [SENT]
    assert waiting(game, s) == STOMP_DISCARD
    act(game, s, "turn up Tribal Chief")
    assert s.discards[AI] == ["Tribal Chief"] and s.caravan[GREEN] == [0, 0, 1, 0]


def test_a_dragon_canyon_with_several_enemy_cards_asks_where():
    game = make_game()
    s = position(game, dragon="4,4", cards={"1,1": (AI, None, False),
                                            "2,2": (AI, None, False)},
                 hands={GREEN: ["Forager"]})
    run_events(game, s, PersonTurn(GREEN))
    act(game, s, "play Forager on 3,4")
    assert waiting(game, s) == "The Dragon Canyon: move the dragon onto an enemy card"
    assert [str(a) for a in game.legal_actions(s)] == ["dragon to 1,1", "dragon to 2,2"]


def test_the_ai_stomped_with_an_empty_pile_reshuffles_its_discards_first():
    """Solo rules, "Setup": the new pile is the discards alone, so its top card is
    the Mage Knight; the unknown card on 1,1 came from the old pile and is not in
    it (and turned up, it is still the Tribal Chief, never the Mage Knight)."""
    game = make_game()
    s = position(game, dragon="4,4", cards={"1,1": (AI, None, False)}, pile=0,
                 hands={GREEN: ["Forager"]})
    s.discards[AI] = ["Mage Knight"]
    s.unseen = Unseen(["Tribal Chief"])  # the unknown card on 1,1
    s.unseen.place(tile("1,1"))
    run_events(game, s, PersonTurn(GREEN))
    act(game, s, "play Forager on 3,4")
    assert s.discards[AI] == [] and s.pile == 1
    assert game.chance_request(s).labels == ("Mage Knight",)
    assert unseen_request(game.rulebook, s, "", tile("1,1")).labels == ("Tribal Chief",)


def test_the_ai_stomped_with_no_card_in_its_pile_nor_discards_discards_nothing_and_says_so():
    """Moving the Dragon (the stomp) and Setup: all the AI's Force cards are on the
    map, so there is no pile to reshuffle and no top card to discard; the table is
    told so and nothing is asked nor given."""
    game, s, said = sent_onto_the_ais_card(pile=0)
    assert said == [SENT, "AI (Blue) has no card in its Force pile to discard (all its Force "
                          "cards are on the map)."]
    assert s.discards[AI] == [] and s.caravan[GREEN] == [0, 0, 0, 0]
    assert waiting(game, s) != STOMP_DISCARD
