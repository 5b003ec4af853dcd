"""The end of the AI's turn and of the game, clause by clause of the rule document
(solo rules 1.10.4: Harvest Phase, Claim Phase and the building actions, Game End,
Objective Scoring), each on a small hand-made position, named after the section."""

from __future__ import annotations

from automeeple.games.dragon_canyon.board import unseen_request
from automeeple.games.dragon_canyon.claim import AIClaim
from automeeple.games.dragon_canyon.ending import EndOfTurn, final_scores
from automeeple.games.dragon_canyon.harvest import Festival, Gathering, Harvest
from automeeple.games.dragon_canyon.state import AI
from automeeple.games.dragon_canyon.unseen import Unseen

from .helpers import GREEN, act, make_game, position, run_events, tile, traces, waiting

SLAYER = "Dragon Slayer"


def test_harvest_festival_the_ai_takes_bone_for_its_dragon_slayer():
    game = make_game()
    row = {f"{c},1": (GREEN, name, False) for c, name in ((2, "Forager"), (3, "Mage Knight"))}
    s = position(game, cards={"1,1": (AI, None, False), **row, "4,1": (AI, "Forager", False)})
    run_events(game, s, Festival(AI, tuple(tile(f"{c},1") for c in range(1, 5))))
    ev = act(game, s, f"turn up {SLAYER}")
    assert [t.choice for t in traces(ev)] == ["take Bone"]
    assert [e.text for e in ev if e.kind == "festival"] == [
        "Harvest Festival for AI (Blue) on row 1.",
        "Put the cards of row 1 on their owners' discard piles."]
    assert s.caravan[AI] == [0, 1, 0, 1] and s.caravan[GREEN] == [0, 1, 0, 1]
    assert sorted(s.discards[AI]) == [SLAYER, "Forager"]
    assert all(s.cards[tile(f"{c},1")] is None for c in range(1, 5))


def test_harvest_festival_a_persons_dragon_slayer_gives_the_resource_they_choose():
    """Harvest Phase, "Harvest Festival": a person's card of any resource (the
    Dragon Slayer) gives the resource they pick, and the table is told it is a
    resource of their choice (not "a card")."""
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, SLAYER, False), "2,1": (AI, "Forager", False),
                              "3,1": (AI, "Tribal Chief", False),
                              "4,1": (AI, "Mage Knight", False)})
    ev = run_events(game, s, Festival(AI, tuple(tile(f"{c},1") for c in range(1, 5))))
    # the festival names every card of the line, the person's own too, and the
    # question says what the resource is for
    assert "Green's Dragon Slayer at column 1, row 1 gives a resource of their choice " \
           "(asked next)." in [e.text for e in ev if e.kind == "festival"]
    assert waiting(game, s) == ("Take a resource of your choice (the festival, Green's "
                                "Dragon Slayer at column 1, row 1)")
    ev = act(game, s, "take stone")
    assert [e.text for e in ev if e.kind == "gain"] == [
        "Green takes 1 Stone into their caravan (the festival, Green's Dragon Slayer at "
        "column 1, row 1: a resource of their choice)."]
    assert s.caravan[GREEN] == [0, 0, 1, 0] and s.discards[GREEN] == [SLAYER]


def test_harvest_festival_only_if_the_line_is_still_there_after_the_fight():
    game = make_game()
    line = {"1,1": (AI, "Forager", False), "2,1": (GREEN, "Forager", False),
            "4,1": (GREEN, "Mage Knight", False)}  # 3,1 lost its card in the fight
    s = position(game, cards=line)
    ev = run_events(game, s, Harvest(AI, tile("1,1")))
    assert not [e for e in ev if e.kind == "festival"]
    assert s.caravan[AI] == [1, 0, 0, 0]  # gathering only: 1,1 is a Forest
    s = position(game, cards={**line, "3,1": (AI, "Tribal Mage", False)})
    ev = run_events(game, s, Harvest(AI, tile("3,1")))
    assert [e.text for e in ev if e.kind == "festival"][0] == (
        "Harvest Festival for AI (Blue) on row 1.")


def test_harvest_festival_a_card_under_the_dragon_gives_nothing():
    game = make_game()
    s = position(game, dragon="2,1", cards={
        "1,1": (AI, "Forager", False), "2,1": (GREEN, "Forager", False),
        "3,1": (GREEN, "Mage Knight", False), "4,1": (AI, "Tribal Chief", False)})
    run_events(game, s, Festival(AI, tuple(tile(f"{c},1") for c in range(1, 5))))
    assert s.caravan[GREEN] == [0, 0, 0, 1] and s.caravan[AI] == [0, 1, 1, 0]


def test_gathering_pays_face_down_cards_then_turns_face_up_cards_down():
    game = make_game()
    s = position(game, dragon="2,1", cards={"1,1": (AI, None, False),
                                            "2,1": (AI, None, False),
                                            "4,1": (AI, "Forager", True)})
    run_events(game, s, Gathering(AI))
    assert s.caravan[AI] == [1, 0, 0, 0]  # 1,1 Forest; 2,1 is under the dragon
    assert s.cards[tile("4,1")] == (AI, "Forager", False)


def test_gathering_the_table_is_told_in_rule_order_gather_then_turn_face_down():
    """Solo rules, "Gathering": the AI gains its face-down cards' resources, then
    flips its face-up cards face down; the sentences come in that order."""
    game = make_game()
    s = position(game, cards={"1,1": (AI, None, False), "4,1": (AI, "Tribal Mage", True)})
    ev = run_events(game, s, Gathering(AI))
    assert [e.text for e in ev if e.kind != "trace"] == [
        "AI (Blue) takes 1 Wood into its caravan (gathering).",
        "Turn AI (Blue)'s Tribal Mage at column 4, row 1 face down."]


def test_gathering_why_says_what_each_card_gathers_and_that_face_up_cards_gather_nothing():
    """Solo rules, "Gathering": only face-down cards gather their tile's resources
    (nothing under the dragon, notes §7, nor on a tile that yields none); the
    face-up ones gather nothing and are turned face down."""
    game = make_game()
    s = position(game, dragon="2,1", tiles={"3,1": "Guard Tower"},
                 cards={"1,1": (AI, None, False), "2,1": (AI, None, False),
                        "3,1": (AI, "Forager", False), "4,1": (AI, "Tribal Mage", True)})
    [trace] = traces(run_events(game, s, Gathering(AI)))
    assert [(st.rule, st.detail, st.candidates) for st in trace.steps] == [
        ("Gathering", "its face-down cards gather their tiles' resources",
         ("1,1: 1 Wood", "2,1: nothing (under the dragon)",
          "3,1: nothing (a Guard Tower yields none)")),
        ("Gathering", "its face-up cards gather nothing; then it turns them face down",
         ("4,1",))]
    assert trace.choice == "gather 1 Wood"


def test_claim_pays_the_least_valuable_first_and_buys_a_second_building():
    game = make_game()
    s = position(game, stash={AI: [2, 1, 3, 2]})
    run_events(game, s, AIClaim())
    act(game, s, "action card 1")  # Lumber Camp
    assert s.owned[AI] == ["Lumber Camp"] and s.stash[AI] == [0, 0, 2, 2]
    act(game, s, "action card 4")  # Granary
    assert s.owned[AI] == ["Lumber Camp", "Granary"] and s.stash[AI] == [0, 0, 0, 0]
    assert not s.flow


def test_claim_keeps_what_is_left_for_a_later_turn():
    game = make_game()
    s = position(game, stash={AI: [1, 1, 1, 0]})
    ev = run_events(game, s, AIClaim())
    assert traces(ev)[0].choice == "no purchase" and not s.flow
    s = position(game, stash={AI: [2, 1, 1, 3]})
    run_events(game, s, AIClaim())
    ev = act(game, s, "action card 1")
    assert s.stash[AI] == [0, 0, 0, 3] and not s.flow
    assert traces(ev)[-1].steps[0].detail.startswith("3 resources in its stash; a building "
                                                     "takes 4 more")


def test_claim_second_identical_building_flips_again():
    game = make_game()
    s = position(game, stash={AI: [4, 4, 0, 0]})
    run_events(game, s, AIClaim())
    act(game, s, "action card 1")  # Lumber Camp
    ev = act(game, s, "action card 7")  # Lumber Camp again
    assert "identical to the first" in traces(ev)[0].steps[0].detail
    assert waiting(game, s) == "flip the next AI action card (the AI's purchase)"
    act(game, s, "action card 3")  # Hunters' Lodge
    assert s.owned[AI] == ["Lumber Camp", "Hunters' Lodge"]


def test_claim_a_sold_out_building_flips_again():
    game = make_game()
    s = position(game, stash={AI: [4, 0, 0, 0]})
    s.stacks[[b.name for b in game.edition.buildings].index("Lumber Camp")] = 0
    run_events(game, s, AIClaim())
    ev = act(game, s, "action card 1")
    assert "its stack is empty" in traces(ev)[0].steps[0].detail and s.owned[AI] == []


def test_training_ground_each_person_discards_a_card_at_random():
    game = make_game(3)
    s = position(game, stash={AI: [4, 0, 0, 0]})
    run_events(game, s, AIClaim())
    act(game, s, "action card 2")  # Training Ground
    assert waiting(game, s) == "Green discards a card at random from hand (Training Ground)"
    act(game, s, "discard Forager")
    assert waiting(game, s) == "Red discards a card at random from hand (Training Ground)"
    act(game, s, "discard Tribal Chief")
    assert s.discards[GREEN] == ["Forager"] and s.discards[2] == ["Tribal Chief"]


def test_tribal_village_the_ai_takes_back_its_discards_into_its_pile():
    game = make_game()
    s = position(game, stash={AI: [4, 0, 0, 0]}, pile=2)
    s.discards[AI] = ["Forager", "Mage Knight"]
    for name in s.discards[AI]:
        s.unseen.turn_up(name, None)
    before = len(s.unseen)
    run_events(game, s, AIClaim())
    act(game, s, "action card 6")  # Tribal Village
    assert s.discards[AI] == [] and s.pile == 4 and len(s.unseen) == before + 2


def test_tribal_village_with_an_empty_pile_makes_a_pile_of_the_discards_alone():
    """The pile ran out: the discards, seen by all, are the new pile; the AI's unknown
    card on 1,1 came from the old one, so neither can be the other."""
    game = make_game()
    s = position(game, stash={AI: [4, 0, 0, 0]}, cards={"1,1": (AI, None, False)}, pile=0)
    s.unseen = Unseen(["Tribal Chief"])
    s.unseen.place(tile("1,1"))
    s.discards[AI] = ["Forager", "Mage Knight"]
    run_events(game, s, AIClaim())
    act(game, s, "action card 6")  # Tribal Village
    book = game.rulebook
    assert s.pile == 2
    assert unseen_request(book, s, "", None).labels == ("Forager", "Mage Knight")
    assert unseen_request(book, s, "", tile("1,1")).labels == ("Tribal Chief",)


def test_game_end_the_others_have_one_more_turn():
    game = make_game()
    s = position(game)
    s.stacks[0] = 0
    ev = run_events(game, s, EndOfTurn(AI))
    assert any(e.kind == "final" for e in ev)
    assert s.turn == GREEN and s.last_turns == 0  # Green's last turn is under way
    while s.flow:
        act(game, s, str(game.legal_actions(s)[-1]))
    assert s.round == 0 and s.ended_by == "stack-ran-out", "the AI has no more turn"


def test_objective_scoring_success_bonus_and_failure_effects():
    game = make_game()
    s = position(game)
    s.objectives = ["Builder", "Settler", "Warlord"]
    s.owned[GREEN] = ["Granary"] * 5  # 5 buildings: Builder +4, Settler met
    rows, notes = final_scores(game.rulebook, s)
    assert rows == [[0, 10], [0, 0], [3, 4]]  # Warlord failed (no win): the AI +3
    assert notes == ["Builder: done, +4 VP", "Settler: done, no effect",
                     "Warlord: failed, the AI gains 3 VP"]
    s.objectives = ["Plunderer", "Miser", "Hoarder"]
    s.owned[GREEN] = ["Granary", "Great Hall"]
    s.stash[GREEN] = [1, 1, 1, 0]
    rows, notes = final_scores(game.rulebook, s)
    assert rows == [[0, 2], [0, 0], [0, -2]]  # the Great Hall is removed; Miser -2
    assert notes[0] == "Plunderer: failed, you remove Great Hall"
