"""The person's side of the solo rules (solo §3-§6): set-up, Close Quarters, paying
the AI at its towns, brags, passing, the end at 8 buildings and the score."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from automeeple.engine.core import CHANCE
from automeeple.engine.view import check, wire
from automeeple.games.islebound import view as view_module
from automeeple.games.islebound.ai import AITurn, MovementRoll
from automeeple.games.islebound.person import FreeBuild, Move, PersonTurn, TakeAction
from automeeple.games.islebound.scoring import EndOfRound, GameEnd, Round, score
from automeeple.games.islebound.setup import ChooseHome, StartRegion
from automeeple.games.islebound.state import AI, FINAL_TURNS, PERSON, TRIGGERED
from automeeple.games.islebound.supply import DealCard, DrawToken, take_buildings
from automeeple.games.islebound.view import IsleView

from .helpers import card, deal, make, place, position, roll, run, town


def test_3_setup_seven_coins_each_two_neutral_cubes_the_ai_ship_by_d6():
    game = make()
    s = game.new_initial_state(4)
    assert isinstance(s.flow[-1], ChooseHome)
    assert s.coins == [7, 7] and s.track[:2] == [2, 2] and s.cubes(AI) == 0
    assert [k for k, _ in s.crew] == ["administer", "administer", "work"]
    game.apply(s, game.actions.home[place(game, "Krazk")])
    assert isinstance(s.flow[-1], StartRegion)
    roll(game, s, 6)
    assert s.ship == [place(game, "Krazk"), place(game, "Serpent Run")]
    assert game.to_move(s) == CHANCE  # the row is dealt
    assert make(ai_start_coins=0).new_initial_state(4).coins == [7, 0]


@pytest.mark.parametrize(("face", "region"), [(1, "Northwater"), (2, "Whale Reach"),
                                              (3, "Eastdeep"), (4, "Amber Sound"),
                                              (5, "Southmere"), (6, "Serpent Run")])
def test_3_the_start_roll_puts_the_ais_ship_on_its_region(face, region):
    game = make()
    s = game.new_initial_state(4)
    game.apply(s, game.actions.home[place(game, "Borsham")])
    events = roll(game, s, face)
    assert s.ship[AI] == place(game, region)
    assert f"Rolled {face}: put the AI's ship in {region}." in [e.text for e in events]


def test_3_five_cards_dealt_under_the_book_tokens_then_the_person_goes_first():
    game = make()
    s = game.new_initial_state(4)
    game.apply(s, game.actions.home[place(game, "Borsham")])
    roll(game, s, 1)
    for slot in range(5):
        assert isinstance(s.flow[-1], DealCard) and s.flow[-1].slot == slot
        game.apply(s, game.chance_request(s).outcomes[0])
    view = game.view(s, PERSON)
    assert [r.books for r in view.row] == [3, 2, 1, 0, 0]
    assert None not in s.row and len(s.deck) == 30
    assert isinstance(s.flow[-1], Move) and s.round == 1, "round 1: your turn first"


def test_5_close_quarters_the_person_pays_the_ai_one_coin_and_exhausts_an_administer():
    game = make()
    s = position(game, ai_region="Northwater", person_place="Borsham")
    run(game, s, Move())
    game.apply(s, game.actions.sail[place(game, "Northwater")])
    assert s.coins == [6, 8]
    assert s.crew[0] == ("administer", False)


def test_5_close_quarters_off_costs_nothing():
    game = make(close_quarters=False)
    s = position(game, ai_region="Northwater", person_place="Borsham")
    run(game, s, Move())
    game.apply(s, game.actions.sail[place(game, "Northwater")])
    assert s.coins == [7, 7]


def test_5_no_close_quarters_without_an_administer_ready():
    game = make()
    s = position(game, ai_region="Northwater", person_place="Borsham")
    s.crew = [("work", True)]
    run(game, s, Move())
    assert game.actions.sail[place(game, "Northwater")] not in game.legal_actions(s)


def test_5_the_person_pays_the_spoils_visiting_an_ai_town():
    game = make()
    s = position(game, person_place="Northwater", ai_region="Southmere")
    grotto = town(game, "The Grotto")
    s.owner[grotto] = AI
    run(game, s, TakeAction())
    game.apply(s, game.actions.visit[grotto])
    spoils = game.board.towns[grotto].spoils
    assert s.coins == [7 - spoils, 7 + spoils] and s.treasure == 0
    assert s.fish[PERSON] == 3, "fish 2 and 1 for the ready work crew"


def test_5_brag_the_ai_always_has_at_least_two():
    game = make()
    s = position(game, person_place="Serpent Run", ai_region="Northwater")
    steps = town(game, "Coral Steps")
    s.owner[steps] = PERSON  # free to visit
    s.fish[PERSON] = 2
    run(game, s, TakeAction())
    game.apply(s, game.actions.visit[steps])
    angler = [b.name for b in game.board.brags].index("Master Angler")
    game.apply(s, game.actions.brag[angler])
    assert s.renown == [1, 1], "2 fish against the AI's 2: a tie, both the lower reward"


def test_5_brag_the_ai_counts_its_real_amount_when_higher():
    game = make()
    s = position(game, person_place="Serpent Run", ai_region="Northwater")
    steps = town(game, "Coral Steps")
    s.owner[steps] = PERSON
    s.fish = [3, 4]
    run(game, s, TakeAction())
    game.apply(s, game.actions.visit[steps])
    game.apply(s, game.actions.brag[[b.name for b in game.board.brags].index("Master Angler")])
    assert s.renown == [1, 3], "your 3 fish against its 4: the AI takes the most"


def test_4_building_is_a_free_action_after_the_main_action():
    game = make()
    s = position(game, ai_region="Southmere", person_place="Borsham")
    deal(game, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Bank")
    s.coins[PERSON] = 12
    run(game, s, PersonTurn())
    game.apply(s, game.actions.sail[place(game, "Anchor Bay")])
    assert game.actions.build[card(game, "Bank")] not in game.legal_actions(s)
    game.apply(s, game.actions.visit[town(game, "Brinehold")])  # fee 2, coins 5
    assert isinstance(s.flow[-1], FreeBuild) and s.coins[PERSON] == 15
    legal = [str(a) for a in game.legal_actions(s)]
    assert legal == ["build Fish Market", "build Bank", "done"], "slots 4 and 5: no books"
    game.apply(s, game.actions.build[card(game, "Bank")])
    game.apply(s, game.chance_request(s).outcomes[0])  # the row is dealt up
    assert isinstance(s.flow[-1], FreeBuild), "another, while one is affordable"
    game.apply(s, game.actions.word["done"])
    assert s.built[PERSON] == [card(game, "Bank")] and s.coins[PERSON] == 10 and not s.flow


def test_4_a_building_is_hinted_with_its_slot_books_cost_and_renown():
    """The row's book tokens (3, 2, 1 on the placeholder's first slots), counted as a
    sentence counts them."""
    game = make()
    s = position(game, ai_region="Southmere", person_place="Borsham")
    deal(game, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Bank")
    hints = [view_module.hint(game, s, game.actions.build[card(game, name)])
             for name in ("Granary", "Palace", "Bank")]
    assert [h.split(", cost")[0] for h in hints] == ["slot 2 (2 books)", "slot 3 (1 book)",
                                                     "slot 5"]


def test_4_no_free_build_is_asked_when_none_is_affordable():
    game = make()
    s = position(game, ai_region="Southmere", person_place="Borsham")
    deal(game, s, "Lighthouse", "Granary", "Palace", "Arena", "Cathedral")
    run(game, s, PersonTurn())
    game.apply(s, game.actions.sail[place(game, "Northwater")])
    game.apply(s, game.actions.word["pass"])
    assert not s.flow, "7 coins: nothing in slots 4 and 5 (10 each), no books"


def test_4_with_free_build_off_building_is_the_main_action():
    game = make(free_build=False)
    s = position(game, ai_region="Southmere", person_place="Borsham")
    deal(game, s, "Lighthouse", "Granary", "Palace", "Fish Market", "Bank")
    run(game, s, PersonTurn())
    game.apply(s, game.actions.sail[place(game, "Northwater")])
    assert game.actions.build[card(game, "Bank")] in game.legal_actions(s)


def test_4_the_ai_passes_when_you_pass_only_with_the_option():
    for literal, moves in ((False, True), (True, False)):
        game = make(ai_passes=literal)
        s = position(game)
        run(game, s, TakeAction())
        game.apply(s, game.actions.word["pass"])
        assert s.passed
        s.flow = []
        run(game, s, AITurn())
        assert (game.to_move(s) == CHANCE) == moves


def test_6_eight_buildings_finish_the_round_then_one_final_turn_each():
    game = make()
    s = position(game)
    s.built[AI] = list(range(7))
    s.deck = [c for c in s.deck if c >= 7]
    s.row[0] = 7
    s.deck.remove(7)
    events: list = []
    take_buildings(game.board, s, AI, [7], events)
    assert s.final == TRIGGERED and s.ended_by == "eight-buildings"
    s.flow = []
    run(game, s, EndOfRound())
    assert s.final == FINAL_TURNS and s.round == 2, "one more round: a final turn each"
    s.flow = []
    run(game, s, EndOfRound())
    assert not s.flow and s.winner == AI


def test_6_your_eighth_building_finishes_the_round_then_one_final_turn_each():
    game = make()
    s = position(game, ai_region="Southmere", person_place="Borsham")
    s.built[PERSON] = list(range(7))
    s.deck = [c for c in s.deck if c >= 7]
    deal(game, s, "Palace", "Arena", "Cathedral", "Gardens", "Bank")
    s.coins[PERSON] = 5
    s.round = 0
    run(game, s, Round())
    game.apply(s, game.actions.sail[place(game, "Northwater")])
    game.apply(s, game.actions.word["pass"])
    game.apply(s, game.actions.build[card(game, "Bank")])
    assert s.final == TRIGGERED and s.ended_by == "eight-buildings"
    game.apply(s, game.chance_request(s).outcomes[0])  # the row is dealt up
    assert isinstance(s.flow[-1], MovementRoll), "the AI still takes its turn this round"
    roll(game, s, 1)
    roll(game, s, 3)  # 3 pirates
    assert s.round == 2 and s.final == FINAL_TURNS and isinstance(s.flow[-1], Move)
    events = game.apply(s, game.actions.sail[place(game, "Whale Reach")])
    assert events[-1].text == ("No action at Whale Reach: you pass; a visit to Farrow Cove "
                               "costs 2 coins, and you have 0 coins (notes §4)."), "not asked"
    roll(game, s, 1)
    roll(game, s, 3)
    assert not s.flow and s.round == 2 and s.pirates[AI] == 6


def test_6_your_score_coins_printed_renown_track_and_tokens():
    game = make()
    s = position(game)
    s.coins[PERSON], s.renown[PERSON], s.tokens[PERSON] = 4, 2, [0]
    s.built[PERSON] = [card(game, "Palace"), card(game, "Lighthouse")]  # renown 13 and 4
    assert score(game, s, PERSON) == 4 + 13 + 4 + 2 + 7


def test_6_ai_scoring_costs_coins_track_tokens_and_the_variants():
    game = make()
    s = position(game)
    s.coins[AI], s.renown[AI], s.tokens[AI] = 5, 3, [0, 1]
    s.built[AI] = [card(game, "Palace"), card(game, "Lighthouse")]
    s.fish[AI], s.wood[AI] = 3, 2
    s.track[2:5] = [AI, AI, AI]
    cost = sum(game.board.cards[c].cost for c in s.built[AI])
    assert score(game, s, AI) == 5 + cost + 3 + 14
    both = make(fish_wood_scoring=True, cube_scoring=True)
    assert score(both, s, AI) == 5 + cost + 3 + 14 + 2 + 3


def ended(game, coins: list[int], fish: list[int]):
    """A position scored at the end (solo §6) with these coins and fish, the end
    triggered by the AI's eighth building."""
    s = position(game)
    s.coins, s.fish = coins, fish
    s.ended_by, s.trigger = "eight-buildings", AI
    run(game, s, GameEnd())
    return s


def test_6_a_tie_goes_to_the_most_fish_and_wood_and_the_result_names_it():
    game = make()
    s = ended(game, [10, 10], [1, 2])
    assert s.winner == AI
    result = game.result(s)
    assert result.scores == (10, 10) and result.places == (2, 1)
    assert result.tie_break == ("Tie at 10 renown: the most fish and wood wins (solo §6), "
                                "the AI's")
    s = ended(game, [10, 10], [0, 0])
    assert s.winner == PERSON, "still tied: the person"
    assert game.result(s).tie_break == ("Tie at 10 renown and equal fish and wood: you win "
                                        "the tie (our reading of solo §6)")


def test_6_scores_alone_decide_without_a_tie_break():
    game = make()
    s = ended(game, [11, 10], [0, 5])
    assert s.winner == PERSON and game.result(s).tie_break == ""


def test_6_the_result_gives_the_winners_renown_first_then_the_ending():
    """Solo §6 "Highest total renown wins": the summary says the winner's count
    first, "The AI wins 12 to 3", as "You win 12 to 3", then how the game ended
    (an account, not the cause of the win)."""
    game = make()
    s = ended(game, [3, 12], [0, 0])
    assert s.winner == AI
    result = game.result(s)
    assert result.scores == (3, 12)
    assert result.summary == ("The AI wins 12 to 3; the game ended when the AI built its "
                              "eighth building (solo §6).")
    s = ended(game, [12, 3], [0, 0])
    assert game.result(s).summary == ("You win 12 to 3; the game ended when the AI built its "
                                      "eighth building (solo §6).")


def test_views_are_json_and_show_the_ai_supply_and_the_map():
    for turn in ("played", "reported"):
        game = make(person_turn=turn)
        s = game.new_initial_state(2)
        view = game.view(s, PERSON)
        check(IsleView, view)
        json.dumps(wire(view))
        assert [r.name for r in view.regions] == [
            "Northwater", "Whale Reach", "Ratnest", "Eastdeep", "Amber Sound", "Pearl Shoals",
            "Southmere", "Serpent Run", "Fogbank", "Westgale", "Anchor Bay", "Stormwake"]
        assert [r.start for r in view.regions] == [1, 2, None, 3, 4, None, 5, 6,
                                                   None, None, None, None]
        assert view.players[AI].coins == 7
        assert (view.players[PERSON].coins is None) == (turn == "reported")
        assert (view.players[PERSON].crew is None) == (turn == "reported")


def test_the_view_reads_the_game_through_a_protocol_not_its_class():
    """Issue 18: view.py <-> game.py was an import circle (for annotations only)."""
    tree = ast.parse(Path(view_module.__file__).read_text(encoding="utf-8"))
    modules = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "game" not in modules and "automeeple.games.islebound.game" not in modules


def test_the_renown_token_stack_is_drawn_as_printed():
    game = make()
    s = position(game)
    run(game, s, DrawToken(PERSON))
    request = game.chance_request(s)
    assert request.physical and set(request.names()) == set(game.board.token_names)


def test_15_1_a_towns_hint_counts_the_ready_work_crew_as_the_visit_will():
    from automeeple.games.islebound.view import hint

    game = make()
    s = position(game, person_place="Northwater", ai_region="Southmere")
    grotto = town(game, "The Grotto")
    run(game, s, TakeAction())
    visit = game.actions.visit[grotto]
    assert hint(game, s, visit) == "pay 1: fish 2, +1 for your ready work crew"
    s.crew = [(skill, False) for skill, _ in s.crew]  # the work crew exhausted
    assert hint(game, s, visit) == "pay 1: fish 2"
