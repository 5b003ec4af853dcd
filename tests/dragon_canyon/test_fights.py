"""The AI's fights, clause by clause of the rule document (solo rules 1.10.4:
Battle, Spoils, Defending, and the Game Play note on tricks), each on a small
hand-made position, named after the section it checks."""

from __future__ import annotations

from automeeple.games.dragon_canyon.battle import AIAttack, StartFight
from automeeple.games.dragon_canyon.dragon import AdjacencyCheck
from automeeple.games.dragon_canyon.people import Journey
from automeeple.games.dragon_canyon.state import AI

from .helpers import GREEN, RED, act, make_game, play, position, run_events, tile, traces, waiting


def fight_trace(ev):
    return next(t for t in traces(ev) if t.decision.startswith(("AI attack", "AI defence")))


def test_battle_target_by_the_tie_break_direction_and_the_ai_card_strength():
    game = make_game()
    s = position(game, cards={"2,2": (AI, None, False), "2,1": (GREEN, "Forager", False),
                              "1,2": (GREEN, "Tribal Mage", False)},
                 caravan={GREEN: [1, 0, 1, 0]})
    run_events(game, s, AdjacencyCheck(tile("2,2"), False))
    card = game.edition.ai_card[12]
    assert (card.action, card.start, card.turn, card.strength) == (
        "Fight", "Left", "anticlockwise", 5)
    ev = act(game, s, "action card 12")
    assert traces(ev)[-1].choice == "attack Green's card on 1,2"  # Left first
    assert traces(ev)[-1].steps[0].candidates == ("1,2", "2,3", "3,2", "2,1")
    ev = act(game, s, "turn up Forager")  # the AI's card: 1 + 5 = 6
    assert [e.text for e in ev if e.kind == "reveal"] == [
        "The AI's card at column 2, row 2 is Forager.",
        "Turn Green's Tribal Mage at column 1, row 2 face up."]
    assert waiting(game, s) == "Green rolls the die for strength"
    ev = act(game, s, "roll 5")  # Green's Tribal Mage: 1 + 5 = 6: a tie
    fight = fight_trace(ev)
    assert fight.steps[0].detail == "attacker: Forager 1 + action card Strength 5 = 6"
    assert fight.choice == "AI (Blue) wins" and "the attacker wins ties" in fight.steps[2].detail
    assert s.cards[tile("1,2")] is None and s.discards[GREEN] == ["Tribal Mage"]
    assert s.cards[tile("2,2")] == (AI, "Forager", True)


def test_battle_strength_tricks_and_the_guard_tower_count():
    game = make_game()
    # The Assassin's trick: +4 against the Dragon Slayer; the Slayer on a Guard Tower.
    s = position(game, tiles={"2,1": "Guard Tower"},
                 cards={"2,2": (AI, "Ancient Wood Assassin", False),
                        "2,1": (GREEN, "Dragon Slayer", False)})
    run_events(game, s, AIAttack(tile("2,2"), 13))  # card 13: Strength 6
    ev = act(game, s, "roll 6")
    fight = fight_trace(ev)
    assert [st.detail for st in fight.steps[:2]] == [
        "attacker: Ancient Wood Assassin 2 + action card Strength 6 + trick 4 against "
        "Dragon Slayer = 12",
        "defender: Dragon Slayer 4 + roll 6 + Guard Tower 2 = 12"]
    assert fight.choice == "AI (Blue) wins"


def test_battle_the_tribal_mage_cancels_the_guard_tower():
    game = make_game()
    s = position(game, tiles={"2,1": "Guard Tower"},
                 cards={"2,2": (AI, "Tribal Mage", False), "2,1": (GREEN, "Forager", False)})
    run_events(game, s, AIAttack(tile("2,2"), 10))  # card 10: Strength 1
    ev = act(game, s, "roll 1")
    fight = fight_trace(ev)
    assert fight.steps[1].detail == ("defender: Forager 1 + roll 1 = 2 (Guard Tower +2 "
                                     "cancelled by Tribal Mage's trick)")
    assert fight.choice == "AI (Blue) wins"  # 1 + 1 = 2, a tie: the attacker


def test_spoils_the_ai_steals_the_most_valuable_and_draws_loot():
    game = make_game()
    s = position(game, cards={"2,2": (AI, "Tribal Chief", False),
                              "2,1": (GREEN, "Forager", False)},
                 caravan={GREEN: [2, 1, 1, 0]})
    run_events(game, s, AIAttack(tile("2,2"), 13))
    ev = act(game, s, "roll 1")
    spoils = next(t for t in traces(ev) if t.decision == "AI spoils")
    assert spoils.steps[0].candidates == ("Wood", "Food", "Stone")
    assert spoils.choice == "steal Stone"
    assert s.caravan[GREEN] == [2, 1, 0, 0] and s.caravan[AI] == [0, 0, 1, 0]
    assert s.wins[AI] == 1 and waiting(game, s) == "AI (Blue) draws a Loot card"
    act(game, s, "loot Dragon Egg")
    assert s.loot[AI] == ["Dragon Egg"] and not s.flow


def test_defending_flips_the_next_card_for_the_strength_modifier():
    game = make_game()
    s = position(game, cards={"2,2": (AI, "Tribal Chief", False)},
                 hands={GREEN: ["Forager"]})
    run_events(game, s, Journey(GREEN))
    play(game, s, ["play Forager on 2,1", "fight 2,2", "roll 6"])  # Forager 1 + 6 = 7
    assert waiting(game, s) == "flip the next AI action card (the AI's defence)"
    ev = act(game, s, "action card 3")  # Strength 1: Tribal Chief 5 + 1 = 6
    fight = fight_trace(ev)
    assert fight.steps[0].rule == "Defending" and fight.choice == "Green wins"
    assert s.cards[tile("2,2")] is None and s.discards[AI] == ["Tribal Chief"]


def test_defending_the_ai_wins_steals_and_uses_no_trick_but_strength():
    game = make_game()
    s = position(game, cards={"2,2": (AI, "Mage Knight", False)},
                 hands={GREEN: ["Forager"]}, caravan={GREEN: [1, 0, 0, 1]})
    run_events(game, s, Journey(GREEN))
    play(game, s, ["play Forager on 2,1", "fight 2,2", "roll 1"])
    ev = act(game, s, "action card 3")  # Mage Knight 3 + 1 = 4 against 1 + 1
    assert fight_trace(ev).choice == "AI (Blue) wins"
    assert not [e for e in ev if e.kind == "trick"], "no Blink (it does not change strength)"
    assert s.cards[tile("2,2")] == (AI, "Mage Knight", True)
    assert s.caravan[AI] == [0, 0, 0, 1], "the most valuable: Bone"
    assert s.loot[AI] == [] and s.wins[AI] == 0, "a defender draws no Loot"


def test_battle_a_person_attacking_a_person_is_not_the_ai():
    game = make_game(3)
    s = position(game, cards={"2,2": (2, "Tribal Chief", True),
                              "2,1": (GREEN, "Forager", True)})
    run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
    act(game, s, "roll 6")
    ev = act(game, s, "roll 2")  # 7 against 7: the attacker
    assert not traces(ev) and s.cards[tile("2,2")] is None


def test_battle_option_guard_tower_defender_an_attacker_on_it_gets_no_plus_two():
    # The AI attacks from a Guard Tower, then is attacked on it (notes §3 options).
    for option, value in (("occupant", "+ action card Strength 6 + Guard Tower 2 = 13"),
                          ("defender", "+ action card Strength 6 = 11")):
        game = make_game(guard_tower=option)
        s = position(game, tiles={"2,2": "Guard Tower"},
                     cards={"2,2": (AI, "Tribal Chief", True),
                            "2,1": (GREEN, "Forager", True)})
        run_events(game, s, AIAttack(tile("2,2"), 13))  # card 13: Strength 6
        fight = fight_trace(act(game, s, "roll 1"))
        assert fight.steps[0].detail == f"attacker: Tribal Chief 5 {value}"
        s = position(game, tiles={"2,2": "Guard Tower"},
                     cards={"2,2": (AI, "Tribal Chief", True),
                            "2,1": (GREEN, "Forager", True)})
        run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
        act(game, s, "roll 1")
        fight = fight_trace(act(game, s, "action card 3"))  # Strength 1
        assert fight.steps[1].detail == ("defender: Tribal Chief 5 + action card Strength 1 + "
                                         "Guard Tower 2 = 8")


def test_spoils_a_defender_who_wins_draws_no_loot_card():
    game = make_game()
    s = position(game, cards={"2,2": (AI, "Tribal Chief", True),
                              "2,1": (GREEN, "Forager", True)})
    run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
    act(game, s, "roll 1")
    ev = act(game, s, "action card 3")  # Tribal Chief 5 + 1 against Forager 1 + 1
    assert fight_trace(ev).choice == "AI (Blue) wins"
    assert not s.flow, "nothing waits: no Loot card is drawn"
    assert len(s.loot_deck) == 20 and s.loot == [[], []]
    # The person defending and winning draws none either.
    s = position(game, cards={"2,2": (AI, "Forager", True),
                              "2,1": (GREEN, "Tribal Chief", True)})
    run_events(game, s, AIAttack(tile("2,2"), 3))  # card 3: Strength 1, Right clockwise
    assert waiting(game, s) == "Green rolls the die for strength"
    act(game, s, "roll 1")  # Forager 1 + 1 against Tribal Chief 5 + 1
    assert not s.flow and len(s.loot_deck) == 20 and s.loot == [[], []]


def fight_events(ev) -> list[str]:
    return [e.text for e in ev if e.kind in ("roll", "fight")]


def test_battle_person_against_person_the_table_reads_each_roll_and_the_guard_tower():
    """Notes §6 (each side adds a die to its card's strength) and §3 (the Guard
    Tower's +2): with no AI in the fight there is no "why", so the sentences say
    each roll and each side's sum, to check at the table."""
    game = make_game(3)
    s = position(game, tiles={"2,1": "Guard Tower"},
                 cards={"2,1": (GREEN, "Forager", True), "2,2": (RED, "Tribal Chief", True)})
    run_events(game, s, StartFight(tile("2,1"), tile("2,2"), None))
    ev = play(game, s, ["roll 6", "roll 2"])
    assert fight_events(ev) == [
        "Green rolls 6 for strength.",
        "Red rolls 2 for strength.",
        "Green's Forager attacks Red's Tribal Chief at column 2, row 2: Forager 1 + roll 6 + "
        "Guard Tower 2 = 9 against Tribal Chief 5 + roll 2 = 7: Green wins; Tribal Chief "
        "goes to Red's discard pile."]


def test_defending_the_sentence_gives_the_ai_card_strength_and_the_cancelled_tower():
    """Solo rules, "Defending" (the AI adds its action card's Strength) and the
    Tribal Mage's trick (the Game Play note: cancelling a +2 from a Guard Tower),
    said in the fight's sentence as well as in "why"."""
    game = make_game()
    s = position(game, tiles={"1,4": "Guard Tower", "2,4": "Guard Tower"},
                 cards={"1,4": (GREEN, "Tribal Chief", False), "2,4": (AI, "Tribal Mage", False)})
    run_events(game, s, StartFight(tile("1,4"), tile("2,4"), None))
    ev = play(game, s, ["roll 5", "action card 6"])  # card 6: Strength 6
    assert fight_events(ev) == [
        "Green rolls 5 for strength.",
        "Green's Tribal Chief attacks AI (Blue)'s Tribal Mage at column 2, row 4: Tribal "
        "Chief 5 + roll 5 = 10 (Guard Tower +2 cancelled by Tribal Mage's trick) against "
        "Tribal Mage 1 + action card Strength 6 + Guard Tower 2 = 9: Green wins; Tribal "
        "Mage goes to AI (Blue)'s discard pile."]


def test_spoils_a_tie_says_the_attacker_wins_it():
    """Solo rules, "Spoils": the attacker wins a tie, and the sentence says why."""
    game = make_game()
    s = position(game, cards={"2,2": (AI, "Forager", True), "2,1": (GREEN, "Tribal Mage", True)})
    run_events(game, s, AIAttack(tile("2,2"), 12))  # card 12: Strength 5, Left first
    assert fight_events(act(game, s, "roll 5")) == [
        "Green rolls 5 for strength.",
        "AI (Blue)'s Forager attacks Green's Tribal Mage at column 2, row 1: Forager 1 + "
        "action card Strength 5 = 6 against Tribal Mage 1 + roll 5 = 6: AI (Blue) wins (the "
        "attacker wins ties); Tribal Mage goes to Green's discard pile."]


def test_harvest_festival_a_line_the_ais_fight_breaks_is_explained():
    """Solo rules, "Harvest Festival": only "if the line of 4 is still there after
    a potential fight". The AI's card on 3,1 completed row 1 and attacked Green's
    Forager on 4,1; won or lost, the fight takes a card of the row away, and "why"
    says there is no festival (the play-tester found it silent)."""
    game = make_game()
    for roll, loser in (("roll 6", "3,1"), ("roll 1", "4,1")):
        s = position(game, cards={"1,1": (GREEN, "Mage Knight", False),
                                  "2,1": (GREEN, "Tribal Chief", False),
                                  "3,1": (AI, "Forager", False),
                                  "4,1": (GREEN, "Forager", False)})
        run_events(game, s, AIAttack(tile("3,1"), 10))  # card 10: Strength 1, Down first
        fight = fight_trace(act(game, s, roll))
        assert s.cards[tile(loser)] is None
        assert (fight.steps[-1].rule, fight.steps[-1].detail) == (
            "Harvest Festival", "the fight breaks row 1, which its card on 3,1 completed: no "
                                "Harvest Festival (the line must still be there after a fight)")
