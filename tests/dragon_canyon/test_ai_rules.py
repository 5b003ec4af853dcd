"""The AI's turn up to the dragon, clause by clause of the rule document (solo rules
1.10.4: Setup, Stockpile Phase, Journey Phase, Action Phase, Moving the Dragon),
each test on a small hand-made position, named after the section it checks."""

from __future__ import annotations

from automeeple.games.dragon_canyon.board import reshuffle_force, unseen_request
from automeeple.games.dragon_canyon.dragon import AdjacencyCheck, MoveTheDragon
from automeeple.games.dragon_canyon.edition import SHIPPED
from automeeple.games.dragon_canyon.grid import label, spiral
from automeeple.games.dragon_canyon.journey import AITurn, JourneyFlip, place
from automeeple.games.dragon_canyon.state import AI
from automeeple.games.dragon_canyon.unseen import Unseen

from .helpers import GREEN, RED, act, make_game, position, run_events, tile, traces, waiting

SLAYER = "Dragon Slayer"
ALL = ("Ancient Wood Assassin", "Dragon Slayer", "Forager", "Mage Knight", "Primal Canine",
       "Tribal Chief", "Tribal Mage")


def test_setup_the_ai_takes_the_first_turn_after_the_map_and_objectives():
    game = make_game()
    s = game.new_initial_state(5)
    assert waiting(game, s) == "lay the next map tile at column 1, row 1"
    while s.round == 0:
        act(game, s, str(game.chance_request(s).outcomes[0]))
    assert len(s.objectives) == 3 and s.turn == AI and s.round == 1
    assert game.edition.tile[s.tiles[s.dragon]].special == "Dragon Canyon"
    assert sorted(s.hands[GREEN]) == list(ALL) and s.pile == 7 and not s.hands[AI]


def test_setup_two_people_set_up_as_three_players_without_objectives():
    game = make_game(3)
    s = game.new_initial_state(5)
    while s.round == 0:
        act(game, s, str(game.chance_request(s).outcomes[0]))
    assert s.objectives == [] and sorted(s.hands[RED]) == list(ALL)


def test_setup_the_force_pile_is_reshuffled_from_the_discards_when_it_runs_out():
    game = make_game()
    s = position(game, pile=0)
    s.unseen = Unseen()
    s.discards[AI] = ["Forager", "Mage Knight"]
    ev = run_events(game, s, AITurn())
    assert [e.text for e in ev if e.kind == "shuffle"] == [
        "Shuffle the 2 cards of the AI's Force discard pile into a new face-down draw pile."]
    assert s.pile == 2 and len(s.unseen) == 2 and s.discards[AI] == []
    assert waiting(game, s) == "flip the next AI action card (the AI's placement)"


def test_setup_a_reshuffle_of_one_discarded_card_says_1_card():
    """Solo rules, "Setup": the pile ran out with one card discarded (a stomp): "the
    1 card", not "the 1 cards"."""
    game = make_game()
    s = position(game, pile=0)
    s.unseen = Unseen()
    s.discards[AI] = ["Dragon Slayer"]
    ev = run_events(game, s, AITurn())
    assert [e.text for e in ev if e.kind == "shuffle"] == [
        "Shuffle the 1 card of the AI's Force discard pile into a new face-down draw pile."]
    assert s.pile == 1 and s.discards[AI] == []


def test_setup_the_action_deck_is_reshuffled_from_the_discards_when_it_runs_out():
    game = make_game()
    s = position(game, cards={"3,2": (AI, None, False), "3,1": (GREEN, "Forager", False)})
    s.flipped, s.actions = sorted(s.actions), []
    ev = run_events(game, s, AdjacencyCheck(tile("3,2"), False))
    assert any(e.kind == "shuffle" for e in ev)
    assert len(s.actions) == 16 and s.flipped == []
    assert waiting(game, s) == "flip the next AI action card (the AI's action)"


def test_stockpile_moves_the_caravan_into_the_stash():
    game = make_game()
    s = position(game, caravan={AI: [1, 0, 2, 0]}, stash={AI: [0, 1, 0, 0]})
    run_events(game, s, AITurn())
    assert s.stash[AI] == [1, 1, 2, 0] and s.caravan[AI] == [0, 0, 0, 0]


def test_journey_completes_the_line_with_the_most_resources_for_the_ai():
    game = make_game()
    # Row 1 lacks 4,1 (two AI cards in it); column 1 lacks 1,4 (one AI card).
    s = position(game, cards={"1,1": (AI, None, False), "2,1": (AI, None, False),
                              "3,1": (GREEN, "Forager", False),
                              "1,2": (GREEN, "Mage Knight", False),
                              "1,3": (GREEN, "Tribal Mage", False)})
    ev = run_events(game, s, AITurn())
    journey = traces(ev)[0]
    assert journey.steps[0].candidates == ("4,1", "1,4")
    assert journey.steps[1].candidates == ("4,1",)
    assert journey.choice == "place on 4,1"
    assert s.cards[tile("4,1")] == (AI, None, False) and s.pile == 4
    # Then the Action Phase: Green's Forager on 3,1 is next to it.
    assert waiting(game, s) == "flip the next AI action card (the AI's action)"


def test_journey_tied_for_the_ai_picks_the_fewest_resources_for_the_people():
    game = make_game()
    # 4,1 completes row 1 and column 4 (one AI card, five of Green's); 1,4 completes
    # column 1 (the same AI card, two of Green's): two resources for the AI either way.
    green = dict(zip(("2,1", "3,1", "4,2", "4,3", "4,4", "1,2", "1,3"), ALL, strict=True))
    s = position(game, dragon="2,2", cards={"1,1": (AI, None, False),
                                            **{t: (GREEN, n, False) for t, n in green.items()}})
    ev = run_events(game, s, AITurn())
    journey = traces(ev)[0]
    assert [st.candidates for st in journey.steps] == [("4,1", "1,4"), ("4,1", "1,4"),
                                                        ("1,4",)]
    assert journey.steps[2].detail == "the fewest resources for the people"
    assert s.cards[tile("1,4")] == (AI, None, False)


def test_journey_a_card_under_the_dragon_gives_nothing_so_counts_nothing():
    game = make_game()
    # Row 1 (via 4,1) holds two AI cards, but 2,1 is under the dragon; column 1
    # (via 1,4) holds two AI cards that both harvest.
    s = position(game, dragon="2,1", cards={"1,1": (AI, None, False), "2,1": (AI, None, False),
                                            "3,1": (GREEN, "Forager", False),
                                            "1,2": (AI, None, False),
                                            "1,3": (GREEN, "Tribal Mage", False)})
    ev = run_events(game, s, AITurn())
    assert traces(ev)[0].choice == "place on 1,4"


def test_journey_never_completes_a_line_under_the_dragon():
    game = make_game()
    s = position(game, dragon="4,1", cards={"1,1": (GREEN, "Forager", False),
                                            "2,1": (GREEN, "Tribal Mage", False),
                                            "3,1": (GREEN, "Mage Knight", False)})
    ev = run_events(game, s, AITurn())
    journey = traces(ev)[0]
    assert "never underneath the dragon" in journey.steps[1].detail
    assert journey.steps[1].candidates == ()
    assert journey.choice == "flip the next AI action card"
    assert isinstance(s.flow[-1], JourneyFlip)


def test_journey_still_tied_plays_an_action_card_instead():
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, "Forager", False), "2,1": (AI, None, False),
                              "3,1": (GREEN, "Mage Knight", False),
                              "1,2": (AI, None, False), "1,3": (GREEN, "Tribal Mage", False)})
    ev = run_events(game, s, AITurn())
    journey = traces(ev)[0]
    assert [st.candidates for st in journey.steps[1:3]] == [("4,1", "1,4")] * 2
    assert "still tied" in journey.steps[3].detail
    assert isinstance(s.flow[-1], JourneyFlip)


def test_journey_flips_the_next_card_while_the_tile_is_occupied():
    game = make_game()
    occupied = game.edition.ai_card[1].tile  # card 1 indicates 3,2
    s = position(game, cards={f"{occupied[0]},{occupied[1]}": (GREEN, "Forager", False)})
    run_events(game, s, AITurn())
    ev = act(game, s, "action card 1")
    assert waiting(game, s) == "flip the next AI action card (the AI's placement)"
    ev = act(game, s, "action card 2")
    trace = traces(ev)[0]
    assert trace.steps[0].detail == ("the action card (3,2 Fight +2 Up clockwise Lumber Camp) "
                                     "indicates 3,2: occupied, flip the next")
    assert trace.choice == "place on 4,3"
    assert s.cards[tile("4,3")] == (AI, None, False)
    assert [e.text for e in ev if e.kind == "place"] == [
        "The AI places the top card of its Force pile face down on the Boneyard at "
        "column 4, row 3."]


def test_journey_no_action_card_indicates_an_empty_tile_goes_straight_to_harvest():
    game = make_game(3)
    s = position(game)
    s.cards = [(GREEN + t % 2, "Forager", False) for t in range(16)]  # the map is full
    ev = run_events(game, s, AITurn())
    assert traces(ev)[0].choice == "no placement: straight to Harvest"
    assert s.pile == 7 and not s.flow


def test_setup_a_card_placed_before_the_reshuffle_is_not_one_of_the_discards():
    """Solo rules, "Setup": the new pile is the discards; a card placed face down
    from the old pile is none of them, and the new pile's cards are none of it."""
    game = make_game()
    book = game.rulebook
    s = position(game, cards={"1,1": (AI, None, False)}, pile=0)
    s.unseen = Unseen(["Tribal Chief"])
    s.unseen.place(tile("1,1"))
    s.discards[AI] = ["Forager", "Mage Knight"]
    reshuffle_force(book, s, None)
    place(book, s, tile("2,2"), None)  # the new pile's top card, face down
    assert unseen_request(book, s, "", None).labels == ("Forager", "Mage Knight")
    assert unseen_request(book, s, "", tile("2,2")).labels == ("Forager", "Mage Knight")
    assert unseen_request(book, s, "", tile("1,1")).labels == ("Tribal Chief",)
    s.unseen.turn_up("Mage Knight", tile("2,2"))
    assert unseen_request(book, s, "", None).labels == ("Forager",)


def test_journey_with_no_force_card_left_goes_straight_to_harvest():
    game = make_game()
    s = position(game, pile=0)
    s.unseen = Unseen()
    ev = run_events(game, s, AITurn())
    journey = traces(ev)[0]
    assert journey.choice == "straight to Harvest"
    assert all(c is None for c in s.cards)


def test_action_adjacency_check_flips_a_card_and_fights():
    game = make_game()
    s = position(game, cards={"3,2": (AI, None, False), "3,1": (GREEN, "Forager", False)})
    run_events(game, s, AdjacencyCheck(tile("3,2"), False))
    assert waiting(game, s) == "flip the next AI action card (the AI's action)"
    ev = act(game, s, "action card 1")  # Fight, Up clockwise
    assert [t.choice for t in traces(ev)] == ["Fight", "attack Green's card on 3,1"]
    assert waiting(game, s) == "turn up the AI's card at column 3, row 2"


def test_action_no_adjacent_card_no_action():
    game = make_game()
    s = position(game, cards={"3,2": (AI, None, False), "1,4": (GREEN, "Forager", False)})
    ev = run_events(game, s, AdjacencyCheck(tile("3,2"), False))
    assert traces(ev)[0].choice == "no action" and not s.flow


def test_action_on_a_dragon_canyon_tile_a_fight_card_moves_the_dragon_then_fights():
    game = make_game()
    s = position(game, dragon="4,4", cards={"3,4": (AI, None, False),
                                            "3,3": (GREEN, "Forager", False),
                                            "1,1": (GREEN, "Mage Knight", False)})
    run_events(game, s, AdjacencyCheck(tile("3,4"), False))
    ev = act(game, s, "action card 1")  # Fight, Up clockwise: no second flip
    assert [t.choice for t in traces(ev)] == ["Move Dragon and Fight", "stomp 3,3"]
    assert s.dragon == tile("3,3")
    assert waiting(game, s) == "Green discards a card at random from hand (the dragon's stomp)"
    ev = act(game, s, "discard Tribal Chief")
    assert s.caravan[AI] == [0, 0, 1, 0]
    assert traces(ev)[0].choice == "attack Green's card on 3,3"


def test_moving_the_dragon_a_move_dragon_card_gives_the_tie_break_itself():
    game = make_game()
    s = position(game, cards={"2,2": (AI, None, False), "2,1": (GREEN, "Forager", False),
                              "4,4": (GREEN, "Mage Knight", False)})
    run_events(game, s, AdjacencyCheck(tile("2,2"), False))
    ev = act(game, s, "action card 8")  # Move Dragon, Right anticlockwise
    dragon = traces(ev)[1]
    assert dragon.steps[-1].candidates == ("3,2", "3,1", "2,1")
    assert dragon.choice == "stomp 2,1" and s.dragon == tile("2,1")


def test_moving_the_dragon_stays_with_no_person_card_on_the_map():
    game = make_game()
    s = position(game, cards={"2,2": (AI, None, False)})
    ev = run_events(game, s, MoveTheDragon(tile("2,2"), None))
    assert traces(ev)[0].choice == "the dragon stays on 3,4" and not s.flow


def test_moving_the_dragon_stays_with_only_a_face_up_dragon_slayer():
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, SLAYER, True), "2,2": (AI, None, False)})
    ev = run_events(game, s, MoveTheDragon(tile("2,2"), 3))
    assert traces(ev)[0].choice == "the dragon stays on 3,4" and s.dragon == tile("3,4")


def test_moving_the_dragon_stomps_the_only_card():
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, "Forager", False), "2,2": (AI, None, False),
                              "4,4": (GREEN, SLAYER, True)})
    run_events(game, s, MoveTheDragon(tile("2,2"), None))
    assert s.dragon == tile("1,1")
    assert waiting(game, s) == "Green discards a card at random from hand (the dragon's stomp)"


def test_moving_the_dragon_onto_the_only_card_it_stands_on_stomps_it_again():
    """"If there is only one of the human-players' Force Cards on the map, stomp the
    dragon on that card": also when the dragon stands on it (our reading); the table
    is told the dragon stays, not that it moves from a tile onto the same tile."""
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, "Forager", False), "2,1": (AI, None, False)},
                 dragon="1,1")
    ev = run_events(game, s, MoveTheDragon(tile("2,1"), None))
    assert [e.text for e in ev if e.kind == "dragon"] == [
        "The dragon stays on Green's card on the Forest at column 1, row 1 and stomps it "
        "again."]
    assert s.dragon == tile("1,1")
    assert waiting(game, s) == "Green discards a card at random from hand (the dragon's stomp)"


def test_moving_the_dragon_tie_break_example_spirals_up_anticlockwise_to_4_2():
    """The rule document's example: the AI (Blue) places on the Dragon Canyon tile
    (2,2); several face-down Green cards; the next action card says Up and
    anticlockwise; the spiral leaves the grid and re-enters, and finds (4,2)."""
    game = make_game()
    card = next(c for c in game.edition.ai_cards if (c.start, c.turn) == ("Up", "anticlockwise"))
    s = position(game, tiles={"2,2": "Dragon Canyon", "3,4": "Farmland"}, dragon="4,4",
                 cards={"2,2": (AI, None, False), "4,2": (GREEN, "Forager", False),
                        "4,1": (GREEN, "Mage Knight", False)})
    ev = run_events(game, s, AdjacencyCheck(tile("2,2"), False))
    assert traces(ev)[0].choice == "placed on a Dragon Canyon tile: move the dragon"
    assert traces(ev)[1].choice == "several: flip the next AI action card for its tie break"
    ev = act(game, s, f"action card {card.number}")
    [trace] = traces(ev)
    assert trace.steps[-1].candidates == (
        "2,1", "1,1", "1,2", "1,3", "2,3", "3,3", "3,2", "3,1",  # the first ring
        "1,4", "2,4", "3,4", "4,4", "4,3", "4,2")  # outside the grid, back in: found
    assert trace.choice == "stomp 4,2" and s.dragon == tile("4,2")


def test_moving_the_dragon_the_spiral_looks_at_every_tile_once():
    for t in range(16):
        for start in ("Up", "Right", "Down", "Left"):
            for turn in ("clockwise", "anticlockwise"):
                order = spiral(t, start, turn)
                assert sorted(order) == [x for x in range(16) if x != t]
    assert [label(t) for t in spiral(tile("1,1"), "Up", "clockwise")][:3] == ["2,1", "2,2",
                                                                               "1,2"]


def test_moving_the_dragon_closest_steps_option_prefers_an_orthogonal_card():
    # Card 6: Up anticlockwise. The spiral meets the diagonal 1,1 before 1,2.
    for closest, target in (("spiral", "1,1"), ("steps", "1,2")):
        game = make_game(closest=closest)
        s = position(game, cards={"2,2": (AI, None, False), "1,1": (GREEN, "Forager", False),
                                  "1,2": (GREEN, "Mage Knight", False)})
        ev = run_events(game, s, MoveTheDragon(tile("2,2"), 6))
        assert traces(ev)[0].choice == f"stomp {target}"


def test_stomp_the_dragon_slayer_sends_the_dragon_back():
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, "Forager", False), "2,2": (AI, None, False)},
                 hands={GREEN: [SLAYER]})
    run_events(game, s, MoveTheDragon(tile("2,2"), None))
    assert s.dragon == tile("1,1")
    act(game, s, "discard Dragon Slayer")
    assert s.dragon == tile("3,4") and s.discards[GREEN] == [SLAYER]
    assert s.caravan[AI] == [0, 0, 0, 0]


def test_stomp_any_other_card_gives_the_ai_its_resource():
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, "Forager", False), "2,2": (AI, None, False)},
                 hands={GREEN: ["Mage Knight", "Tribal Mage"]})
    run_events(game, s, MoveTheDragon(tile("2,2"), None))
    act(game, s, "discard Mage Knight")
    assert s.caravan[AI] == [0, 0, 0, 1]  # the Mage Knight's Bone


def test_stomp_a_card_of_any_resource_gives_the_ai_bone():
    text = SHIPPED.read_text(encoding="utf-8").replace(
        '{ name = "Forager", strength = 1, resource = "Food" }',
        '{ name = "Forager", strength = 1, resource = "any" }')
    game = make_game(edition_text=text)
    s = position(game, cards={"1,1": (GREEN, "Mage Knight", False), "2,2": (AI, None, False)},
                 hands={GREEN: ["Forager", "Tribal Mage"]})
    run_events(game, s, MoveTheDragon(tile("2,2"), None))
    act(game, s, "discard Forager")
    assert s.caravan[AI] == [0, 0, 0, 1]


def set_up_events(game) -> list[str]:
    """The set-up's sentences up to the first question after the map."""
    s = game.new_initial_state(5)
    texts = []
    while any(type(w).__name__ == "LayTile" for w in s.flow):
        texts += [e.text for e in act(game, s, str(game.chance_request(s).outcomes[0]))]
    return [t for t in texts if t.startswith("Set-up:")]


def test_setup_spelled_out_for_the_table_once_the_map_is_laid():
    assert set_up_events(make_game()) == [
        "Set-up: as for a 2-player game, you (Green) take the 7 Green Force cards into hand.",
        "Set-up: give AI (Blue) the 7 Blue Force cards: shuffle them and put them face down "
        "as its Force draw pile.",
        "Set-up: shuffle the 16 AI action cards and put them face down as the AI's action "
        "draw pile.",
        "Set-up: shuffle the Objective cards and deal yourself 3."]


def test_setup_spelled_out_with_the_difficulty_changes():
    easier = set_up_events(make_game(difficulty="easier"))
    assert easier[3] == ("Set-up: shuffle the Objective cards from the success-bonus cards "
                         "only (Easier) and deal yourself 3.")
    assert easier[4].startswith("Set-up: Easier: in a fight, roll both dice")
    harder = set_up_events(make_game(3, difficulty="harder"))
    assert harder[0].startswith("Set-up: as for a 3-player game, Green and Red each take")
    assert harder[3:] == [
        "Set-up: AI (Blue) starts with 1 Loot card (Harder): draw it for the AI.",
        "Set-up: Harder: the AI buys a building with 3 resources; the AI wins every fight "
        "that ends in a draw."]
    challenge = set_up_events(make_game(difficulty="harder", failure_objectives=True))
    assert challenge[3] == ("Set-up: shuffle the Objective cards from the failure-effect "
                            "cards only (the Harder challenge) and deal yourself 3.")
    assert challenge[4].endswith("you must complete all 3 of your objectives or you lose.")
