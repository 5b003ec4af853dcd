"""The rule document's "Varying the Difficulty": the Easier list, Harder (2-players)
and Harder (solo), each change on a small position (the option difficulty, the
list chosen by the seat count)."""

from __future__ import annotations

import pytest

from automeeple.engine import flow
from automeeple.engine.core import GameError
from automeeple.games.dragon_canyon.battle import StartFight
from automeeple.games.dragon_canyon.claim import AIClaim
from automeeple.games.dragon_canyon.dragon import AdjacencyCheck
from automeeple.games.dragon_canyon.ending import ranking
from automeeple.games.dragon_canyon.setup import DealObjective
from automeeple.games.dragon_canyon.state import AI

from .helpers import GREEN, act, make_game, position, run_events, tile, traces, waiting

SUCCESS = ["Builder", "Collector", "Hoarder", "Raider"]
FAILURE = ["Miser", "Plunderer", "Settler", "Warlord"]


def objectives_dealt(game) -> list[str]:
    s = position(game)
    flow.push(s, DealObjective())
    return sorted(game.chance_request(s).labels)


def test_normal_objectives_come_from_every_card():
    assert objectives_dealt(make_game()) == sorted(SUCCESS + FAILURE)


def test_easier_solo_objectives_from_the_success_bonus_cards_only():
    assert objectives_dealt(make_game(difficulty="easier")) == SUCCESS


def test_easier_no_adjacency_action_after_a_festival_line_but_the_dragon_moves():
    game = make_game(difficulty="easier")
    s = position(game, tiles={"4,1": "Dragon Canyon", "3,4": "Farmland"}, dragon="4,4",
                 cards={"4,1": (AI, None, False), "3,1": (GREEN, "Forager", False)})
    ev = run_events(game, s, AdjacencyCheck(tile("4,1"), True))
    assert "no adjacency action" in traces(ev)[0].steps[1].detail
    assert s.dragon == tile("3,1")


def test_easier_the_person_rolls_both_dice_and_uses_the_better():
    """Easier: "roll both dice and pick": both dice are said, and the one kept."""
    game = make_game(difficulty="easier")
    s = position(game, cards={"2,1": (GREEN, "Forager", True), "2,2": (AI, "Forager", True)})
    run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
    assert waiting(game, s) == "Green rolls both dice: the first for strength"
    act(game, s, "roll 5")
    assert waiting(game, s) == "Green rolls the second die for strength"
    assert [e.text for e in act(game, s, "roll 2") if e.kind == "roll"] == [
        "Green rolls both dice for strength (Easier): 5 and 2; Green keeps the higher, 5."]
    ev = act(game, s, "action card 10")  # the AI's Forager: 1 + 1
    assert next(t for t in traces(ev) if t.decision.startswith("AI defence")).steps[0].detail \
        == "attacker: Forager 1 + roll 5 = 6"


def test_harder_two_people_the_ai_buys_for_three_resources():
    game = make_game(3, difficulty="harder")
    s = position(game, stash={AI: [0, 2, 1, 0]})
    run_events(game, s, AIClaim())
    act(game, s, "action card 4")
    assert s.owned[AI] == ["Granary"] and s.stash[AI] == [0, 0, 0, 0]


def test_harder_two_people_the_ai_wins_every_tie():
    game = make_game(3, difficulty="harder")
    s = position(game, cards={"2,2": (AI, "Tribal Chief", False),
                              "2,1": (GREEN, "Forager", True)})
    run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
    act(game, s, "roll 6")  # Forager 1 + 6 = 7
    ev = act(game, s, "action card 4")  # Tribal Chief 5 + 2 = 7
    fight = next(t for t in traces(ev) if t.decision.startswith("AI defence"))
    assert fight.choice == "AI (Blue) wins" and "Harder" in fight.steps[2].detail


def test_harder_two_people_the_ai_starts_with_a_loot_card():
    game = make_game(3, difficulty="harder")
    s = game.new_initial_state(3)
    while game.chance_request(s).name.startswith("lay"):
        act(game, s, str(game.chance_request(s).outcomes[0]))
    assert waiting(game, s) == "AI (Blue) draws a Loot card"
    act(game, s, "loot Trinket")
    assert s.loot[AI] == ["Trinket"] and s.round == 1


def test_harder_solo_the_ai_buys_for_three_resources():
    game = make_game(difficulty="harder")
    s = position(game, stash={AI: [1, 1, 1, 0]})
    run_events(game, s, AIClaim())
    act(game, s, "action card 4")
    assert s.owned[AI] == ["Granary"] and s.stash[AI] == [0, 0, 0, 0]


def test_harder_solo_you_must_complete_all_three_objectives_or_lose():
    for difficulty, first in (("normal", GREEN), ("harder", AI)):
        game = make_game(difficulty=difficulty)
        s = position(game)
        s.objectives = ["Builder", "Hoarder", "Raider"]
        s.owned[GREEN] = ["Great Hall"] * 2 + ["Granary"] * 3  # Builder done
        s.stash[GREEN] = [2, 2, 2, 0]  # Hoarder done; Raider (2 wins) failed
        assert ranking(game.rulebook, s)[0] == first


def test_harder_solo_challenge_objectives_from_the_failure_cards_only():
    game = make_game(difficulty="harder", failure_objectives=True)
    assert objectives_dealt(game) == FAILURE
    game = make_game(3, difficulty="harder")
    assert not game.rulebook.solo and game.rulebook.price == 3


@pytest.mark.parametrize(("seats", "options", "refusal"), [
    (2, {"difficulty": "easier"}, "failure_objectives=true cannot apply with "
     "difficulty=easier: Easier deals objectives from the success-bonus cards only (solo "
     "rules, Varying the Difficulty)"),
    (3, {}, "failure_objectives=true cannot apply with 3 seats: objectives are dealt in a "
     "solo game only (solo rules, Setup)"),
    (3, {"difficulty": "harder"}, "failure_objectives=true cannot apply with 3 seats: "
     "objectives are dealt in a solo game only (solo rules, Setup)"),
])
def test_varying_the_difficulty_failure_objectives_only_where_it_applies(seats, options,
                                                                        refusal):
    """"Harder (solo)": the failure-effect objectives are a solo challenge. Where
    no objectives are dealt (two people, solo rules "Setup") or Easier deals the
    success-bonus cards (solo rules, "Varying the Difficulty"), the option would do
    nothing: it is refused in one line naming the rule, not ignored."""
    with pytest.raises(GameError) as refused:
        make_game(seats, failure_objectives=True, **options)
    assert str(refused.value) == refusal
