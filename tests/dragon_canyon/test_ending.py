"""Game End (solo rules 1.10.4) and the options around it, each rule on a small
hand-made position: the end trigger of option end_trigger (notes §13: 6 buildings
solo, 5 with three seats), the round cut-off of option max_rounds, the final
ranking's tie-breakers (notes §13 and our reading) and the sentence that names the
one that decided (``Result.tie_break``)."""

from __future__ import annotations

from automeeple.games.dragon_canyon.ending import (
    BUILDINGS,
    CUT_OFF,
    STACK,
    NextTurn,
    end_trigger,
    ranking,
)
from automeeple.games.dragon_canyon.state import AI

from .helpers import GREEN, RED, make_game, position, run_events

BUILT = "Granary"  # 2 VP


def test_game_end_option_stack_or_buildings_six_buildings_solo():
    game = make_game(end_trigger="stack-or-buildings")
    s = position(game)
    s.owned[GREEN] = [BUILT] * 5
    assert end_trigger(game.rulebook, s) == "", "5 buildings do not end a solo game"
    s.owned[GREEN].append(BUILT)
    assert end_trigger(game.rulebook, s) == BUILDINGS
    s.owned[GREEN], s.owned[AI] = [], [BUILT] * 6
    assert end_trigger(game.rulebook, s) == BUILDINGS, "the AI's buildings count too"


def test_game_end_option_stack_or_buildings_five_buildings_with_three_seats():
    game = make_game(3, end_trigger="stack-or-buildings")
    s = position(game)
    s.owned[RED] = [BUILT] * 4
    assert end_trigger(game.rulebook, s) == ""
    s.owned[RED].append(BUILT)
    assert end_trigger(game.rulebook, s) == BUILDINGS


def test_game_end_the_rule_documents_trigger_ignores_buildings():
    game = make_game()
    s = position(game)
    s.owned[GREEN] = [BUILT] * 9
    assert end_trigger(game.rulebook, s) == ""
    s.stacks[3] = 0
    assert end_trigger(game.rulebook, s) == STACK


def test_cut_off_after_max_rounds_ai_turns_and_the_peoples_turns_of_that_round():
    game = make_game(max_rounds=3)
    s = position(game)
    s.round = 2  # two AI turns played: the third is played
    run_events(game, s, NextTurn(AI))
    assert s.round == 3 and s.flow and s.ended_by == ""
    s = position(game)
    s.round = 3  # the people finish round 3 ...
    run_events(game, s, NextTurn(GREEN))
    assert s.turn == GREEN and s.flow and s.ended_by == ""
    s = position(game)
    s.round = 3  # ... and the AI's fourth turn is not played
    ev = run_events(game, s, NextTurn(AI))
    assert s.ended_by == CUT_OFF and not s.flow
    assert [e.text for e in ev if e.kind == "end"][0].startswith(
        "Game over: the round limit (3) was reached.")


def scored(game, s, loot, stash=None):
    """``s`` with Loot cards per seat (and stash counts)."""
    for p, cards in loot.items():
        s.loot[p] = list(cards)
    for p, counts in (stash or {}).items():
        s.stash[p] = list(counts)
    return s


def test_ranking_equal_vp_more_loot_cards_first():
    game = make_game()
    # 2 Trinkets (1 VP each) against 1 Golden Idol (2 VP): 2 VP each.
    s = scored(game, position(game), {AI: ["Trinket", "Trinket"], GREEN: ["Golden Idol"]},
               stash={GREEN: [5, 5, 0, 0]})
    assert ranking(game.rulebook, s) == [AI, GREEN]
    result = game.final_result(s)
    assert result.scores == (2, 2) and result.winner == AI
    assert result.tie_break.startswith(
        "Tie at 2: AI (Blue) before Green on more Loot cards (2 to 1). The tie-breakers "
        "(more Loot cards, then more resources in the stash, then a person before the AI, "
        "then the earlier seat) are our reading")


def test_ranking_equal_vp_and_loot_more_resources_in_the_stash_first():
    game = make_game()
    s = scored(game, position(game), {AI: ["Trinket"], GREEN: ["Trinket"]},
               stash={AI: [1, 0, 0, 2], GREEN: [0, 1, 1, 0]})
    assert ranking(game.rulebook, s) == [AI, GREEN]
    assert game.final_result(s).tie_break.startswith(
        "Tie at 1: AI (Blue) before Green on more resources in the stash (3 to 2).")
    s.stash[GREEN] = [0, 1, 1, 1]
    assert ranking(game.rulebook, s) == [GREEN, AI]


def test_ranking_all_equal_a_person_before_the_ai_then_the_earlier_seat():
    game = make_game(3)
    s = position(game)
    assert ranking(game.rulebook, s) == [GREEN, RED, AI]
    assert game.final_result(s).tie_break.startswith(
        "Tie at 0: Green before Red on the earlier seat; Tie at 0: Red before AI (Blue) on "
        "a person before the AI.")


def test_no_tie_no_tie_break():
    game = make_game()
    s = scored(game, position(game), {AI: ["Dragon Egg"], GREEN: ["Trinket"]})
    assert game.final_result(s).tie_break == ""


def test_objective_scoring_the_score_table_has_objectives_only_in_a_solo_game():
    """"Objective Scoring - Solo game only": with two people no objective is dealt,
    so the score table has no objectives row (the play-tester saw "objectives 0 0
    0")."""
    for seats, rows in ((2, ["buildings", "loot", "objectives"]), (3, ["buildings", "loot"])):
        game = make_game(seats)
        s = position(game)
        s.owned[GREEN] = [BUILT]
        result = game.final_result(s)
        assert [what for what, _ in result.breakdown] == rows
        assert result.breakdown[0][1] == (0, 2, *[0] * (seats - 2))
