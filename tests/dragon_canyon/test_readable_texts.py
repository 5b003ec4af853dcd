"""Texts a person reads and answers a person types, as a tester found them: a flipped
action card whose tile is taken is explained, an action card is read however its
tile and words are written, people are "their" (never "it"), and a festival's
resource names whose card gave it."""

from __future__ import annotations

import pytest

from automeeple import catalog
from automeeple.engine.core import GameError, IllegalAction
from automeeple.games.dragon_canyon.claim import AIClaim
from automeeple.games.dragon_canyon.edition import SHIPPED
from automeeple.games.dragon_canyon.harvest import Festival
from automeeple.games.dragon_canyon.journey import AITurn
from automeeple.games.dragon_canyon.people import Act, Journey
from automeeple.games.dragon_canyon.state import AI
from automeeple.sessions.answers import move_named, move_names, not_a_move
from automeeple.sessions.session import Session

from .helpers import GREEN, act, make_game, position, run_events, tile, waiting


def test_journey_phase_a_card_pointing_at_a_taken_tile_says_why_the_next_is_flipped():
    """Solo rules, Journey Phase: the tile indicated holds a Force card, so the AI
    flips the next card; the table is told so, and where the unused card goes."""
    game = make_game()
    s = position(game, cards={"3,2": (GREEN, "Forager", False)})  # card 1 indicates 3,2
    run_events(game, s, AITurn())
    ev = act(game, s, "action card 1")
    assert [e.text for e in ev] == [
        "AI action card: tile 3,2, Fight, tie break Up clockwise, strength +2, purchase "
        "Lumber Camp.",
        "Tile 3,2 is taken (Green's card is on it): the AI does not place there but flips "
        "the next AI action card (solo rules, Journey Phase). This card goes face up on the "
        "flipped AI action cards."]
    assert waiting(game, s) == "flip the next AI action card (the AI's placement)"
    assert s.flipped == [1]


def purchase_request(game):
    s = position(game, stash={AI: [4, 0, 0, 0]})
    run_events(game, s, AIClaim())
    return game.chance_request(s)


MOVE_2_2 = "2,2 Move Dragon +3 Right anticlockwise Guard Post"


@pytest.mark.parametrize("text", ["2, 2", "2 2", "(2,2)", "(2, 2)", "(2 2)", "(2, 2) move",
                                  "2 , 2 Move Dragon", "2,2 move",
                                  "Move Dragon +3 Right anticlockwise",
                                  "dragon +3 right anti", "+3 Right anticlockwise Guard Post",
                                  MOVE_2_2])
def test_an_action_card_is_read_with_its_tile_spaced_or_bracketed_or_by_unique_words(text):
    request = purchase_request(make_game())
    card = request.outcome_named(text)
    assert request.labels[request.outcomes.index(card)] == MOVE_2_2


def test_words_two_action_cards_print_are_refused_naming_both():
    request = purchase_request(make_game())
    with pytest.raises(GameError, match=r"'move dragon \+3' is ambiguous .*: it could be "
                                        r"2,2 Move Dragon \+3 Right anticlockwise Guard Post, "
                                        r"1,4 Move Dragon \+3 Right clockwise Stone Works$"):
        request.outcome_named("move dragon +3")
    # Words that end two cards alike: both named, whether typed in part or whole.
    for text in ("anticlockwise guard", "Anticlockwise Guard Post"):
        with pytest.raises(GameError, match=r"ambiguous .*: it could be 2,2 Move Dragon \+3 "
                                            r"Right anticlockwise Guard Post, 1,2 Move Dragon "
                                            r"\+5 Right anticlockwise Guard Post$"):
            request.outcome_named(text)
    with pytest.raises(GameError, match="is only the start of"):  # a lone number: as before
        request.outcome_named("2")


def test_a_card_with_a_title_is_read_by_its_title_as_before():
    """A card whose copy prints a title is asked for by it (docs/dragon-canyon.md,
    "Your own edition"): its sections give no other spellings."""
    text = SHIPPED.read_text(encoding="utf-8").replace(
        "{ number = 8,", '{ number = 8, title = "Ambush",', 1)
    request = purchase_request(make_game(edition_text=text))
    assert request.outcome_named("ambush").number == 8
    with pytest.raises(GameError, match="cannot come up"):
        request.outcome_named("(2,2)")


# --- Play mode reads a tile as Table mode does -------------------------------------------------


@pytest.mark.parametrize("text", ["knight 3, 3", "knight 3 3", "Mage Knight (3, 3)",
                                  "play mage knight on 3 , 3", "play Mage Knight on (3,3)"])
def test_journey_a_tile_typed_spaced_or_bracketed_is_read_as_in_table_mode(text):
    """Notes §5, Journey: "knight 3, 3" is the one placement of the Mage Knight on
    3,3 (the play-tester was told it fits 3,1; 3,2; 3,3; 3,4), in a game and in a
    session's Play mode alike."""
    game = make_game()
    s = position(game)
    run_events(game, s, Journey(GREEN))
    assert game.parse_action(s, text) is game.actions.play["Mage Knight", tile("3,3")]
    session = Session.new(None, catalog.get("dragon-canyon"), 2, {}, 1, ["solo-bot", "human"])
    prompt = session.advance()
    assert str(move_named(session, prompt, text)) == "play Mage Knight on 3,3"


def test_journey_a_spaced_tile_that_fits_two_cards_is_no_move():
    """"play mage on 3 3" fits the Mage Knight and the Tribal Mage on 3,3: neither
    is guessed."""
    game = make_game()
    s = position(game)
    run_events(game, s, Journey(GREEN))
    assert game.actions.fitting("play mage on 3 3", game.legal_actions(s)) == [
        game.actions.play[card, tile("3,3")] for card in ("Mage Knight", "Tribal Mage")]
    with pytest.raises(IllegalAction):
        game.parse_action(s, "play mage on 3 3")


@pytest.mark.parametrize("text", ["play mage on 3 3", "mage (3, 3)"])
def test_journey_a_spaced_tile_that_fits_two_cards_is_refused_naming_both(text):
    """The refusal lists the two mages on 3,3 (the tile read as the game writes it),
    not "fits 8 of the moves" (every move with a 3 in it)."""
    session = Session.new(None, catalog.get("dragon-canyon"), 2, {}, 1, ["solo-bot", "human"])
    prompt = session.advance()
    names = move_names(session, prompt)
    both = [f"{names.index(f'play {card} on 3,3') + 1} play {card} on 3,3"
            for card in ("Mage Knight", "Tribal Mage")]
    assert not_a_move(session, prompt, text, "is no move") == (
        f"{text!r} fits 2 moves: {'; '.join(both)}. Type more of it, or its number.")


# --- People are "their"; whose card gave a festival's resource --------------------------------


def test_harvest_festival_names_whose_card_gave_each_resource():
    """Both colours hold a Dragon Slayer and a Forager: each line says whose."""
    game = make_game()
    s = position(game, cards={"1,1": (GREEN, "Forager", False), "2,1": (AI, "Forager", False),
                              "3,1": (GREEN, "Mage Knight", False),
                              "4,1": (AI, "Dragon Slayer", False)})
    ev = run_events(game, s, Festival(AI, tuple(tile(f"{c},1") for c in range(1, 5))))
    gains = [e.text for e in ev if e.kind == "gain"]
    assert gains[0] == ("Green takes 1 Food into their caravan (the festival, Green's Forager "
                        "at column 1, row 1).")
    assert gains[1] == ("AI (Blue) takes 1 Food into its caravan (the festival, AI (Blue)'s "
                        "Forager at column 2, row 1).")
    assert gains[-1] == ("AI (Blue) takes 1 Bone into its caravan (the festival, AI (Blue)'s "
                         "Dragon Slayer at column 4, row 1).")


def test_stockpile_a_persons_caravan_is_theirs():
    from automeeple.games.dragon_canyon.board import stockpile

    game = make_game()
    s = position(game, caravan={GREEN: [1, 0, 0, 2]})
    ev: list = []
    stockpile(game.rulebook, s, GREEN, ev)
    assert [e.text for e in ev] == ["Green moves 1 Wood, 2 Bone from their caravan to their "
                                    "stash."]


def test_the_ais_claim_counts_one_resource_in_the_singular():
    game = make_game()
    s = position(game, stash={AI: [1, 0, 0, 0]})
    ev = run_events(game, s, AIClaim())
    trace = next(e.trace for e in ev if e.trace is not None)
    assert trace.steps[0].detail.startswith("1 resource in its stash; a building takes ")


def test_harvest_festival_a_card_under_the_dragon_says_whose():
    game = make_game()
    s = position(game, dragon="1,1",
                 cards={"1,1": (GREEN, "Forager", False), "2,1": (AI, "Forager", False),
                        "3,1": (GREEN, "Mage Knight", False),
                        "4,1": (AI, "Tribal Chief", False)})
    ev = run_events(game, s, Festival(AI, tuple(tile(f"{c},1") for c in range(1, 5))))
    assert ("Green's Forager at column 1, row 1 is under the dragon: nothing."
            in [e.text for e in ev if e.kind == "festival"])


# --- Each Force card's abilities, where a person chooses it --------------------------------


def test_journey_each_placement_notes_the_cards_strength_and_abilities():
    """Notes §4 (the Force cards' tricks), the Game Play note (a trick cancelling
    the Guard Tower's +2) and "Moving the Dragon" (the Dragon Slayer): beside each
    placement, what the card does, so a person can find that the Tribal Mage
    cancels the Guard Tower or the Assassin gets +4 against the Dragon Slayer."""
    game = make_game()
    s = position(game)
    run_events(game, s, Journey(GREEN))
    hints = game.view(s, GREEN).hints
    assert {card: hints[f"play {card} on 1,1"] for card in game.edition.card} == {
        "Dragon Slayer": "Forest: 1 Wood; strength 4; face up, the dragon never stomps it; "
                         "discarded by the dragon's stomp, it sends the dragon back",
        "Ancient Wood Assassin": "Forest: 1 Wood; strength 2; +4 strength in a fight against "
                                 "the Dragon Slayer",
        "Primal Canine": "Forest: 1 Wood; strength 2; Reveal: in the Action phase it may turn "
                         "an enemy card next to it face up",
        "Tribal Mage": "Forest: 1 Wood; strength 1; in a fight, the other card's Guard Tower "
                       "+2 does not count",
        "Mage Knight": "Forest: 1 Wood; strength 3; Blink: in the Action phase it may move, "
                       "face up, to an empty tile",
        "Tribal Chief": "Forest: 1 Wood; strength 5",
        "Forager": "Forest: 1 Wood; strength 1"}


def test_action_a_fight_notes_the_known_enemy_cards_abilities_and_a_trick_its_own():
    """Notes §5, Action: the AI's Tribal Mage, turned up once and face down now, is
    named with what it does beside the fight; an AI card nobody has seen is not;
    the Blink says what it does."""
    game = make_game()
    s = position(game, cards={"2,1": (GREEN, "Mage Knight", False),
                              "2,2": (AI, "Tribal Mage", False), "3,1": (AI, None, False)})
    run_events(game, s, Act(GREEN, tile("2,1")))
    hints = game.view(s, GREEN).hints
    assert hints["fight 2,2"] == ("AI (Blue)'s Tribal Mage (face down): strength 1; in a "
                                  "fight, the other card's Guard Tower +2 does not count")
    assert hints["fight 3,1"] == "AI (Blue)'s face-down card"
    assert hints["blink to 4,4"] == ("Blink: in the Action phase it may move, face up, to an "
                                     "empty tile")


def test_journey_a_special_tiles_note_says_what_it_does_not_its_name_twice():
    """'moves' read "Dragon Canyon: Dragon Canyon; strength 2": the tile's name, then
    its special, which is the same name. The note says what the tile does."""
    game = make_game()
    s = position(game, dragon="1,1")
    run_events(game, s, Journey(GREEN))
    hints = game.view(s, GREEN).hints
    assert hints["play Forager on 3,4"] == ("Dragon Canyon: you move the dragon onto an "
                                            "enemy card; strength 1")
    assert hints["play Forager on 1,4"] == "Guard Tower: +2 in its fights; strength 1"
    game = make_game(guard_tower="defender")
    s = position(game, dragon="1,1")
    run_events(game, s, Journey(GREEN))
    assert game.view(s, GREEN).hints["play Forager on 1,4"] == (
        "Guard Tower: +2 when it defends; strength 1")
