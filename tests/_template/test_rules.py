"""Nim's rules, section by section (the rule text is the docstring of
``automeeple.games._template``), each on a position made by hand."""

from __future__ import annotations

import pytest

from automeeple.engine.core import CHANCE, TERMINAL, GameError, IllegalAction
from automeeple.games._template.rules import die_take

from .helpers import automa_move, nim, position


def test_s1_the_pile_of_the_edition_and_the_first_seat_begins():
    game = nim(3)
    s = game.new_initial_state(7)
    assert s.pile == 15 and s.taken == [0, 0, 0] and game.to_move(s) == 0


def test_s2_a_turn_takes_one_to_three_or_rolls_and_turns_go_round_the_table():
    game = nim(3)
    s = position(game, 10, seat=2)
    assert [str(a) for a in game.legal_actions(s)] == ["take 1", "take 2", "take 3", "roll"]
    events = game.apply(s, game.parse_action(s, "take 3"))
    assert s.pile == 7 and s.taken[2] == 3 and game.to_move(s) == 0
    assert events[0].text == "Green takes 3 counters: remove 3 from the pile (7 left)"


def test_s2_never_more_than_the_pile_holds():
    game = nim()
    s = position(game, 2)
    assert [str(a) for a in game.legal_actions(s)] == ["take 1", "take 2", "roll"]
    with pytest.raises(IllegalAction):
        game.apply(s, game.actions.take[3])


@pytest.mark.parametrize(("face", "count"), [(1, 1), (3, 3), (4, 1), (5, 2), (6, 3)])
def test_s2_a_face_above_three_counts_three_less(face, count):
    assert die_take(face, 3) == count


def test_s2_the_roll_is_a_physical_die_named_as_printed_and_capped_by_the_pile():
    game = nim()
    s = position(game, 2, seat=1)
    game.apply(s, game.actions.roll)
    assert game.to_move(s) == CHANCE
    request = game.chance_request(s)
    assert request.physical and request.name == "roll the die for Blue"
    assert request.names() == ("1", "2", "3", "4", "5", "6")
    events = game.apply(s, request.outcome_named("6"))  # 6 takes 3, the pile holds 2
    assert [e.text for e in events[:2]] == [
        "The die shows 6: Blue takes 2 (§2)",
        "Blue takes 2 counters: remove 2 from the pile (0 left)"]
    with pytest.raises(IllegalAction):
        request.outcome_named("7")


def test_s3_the_last_counter_wins_and_the_others_share_second_place():
    game = nim(3)
    s = position(game, 1, seat=1)
    game.apply(s, game.actions.take[1])
    assert game.to_move(s) == TERMINAL and s.last == 1
    result = game.result(s)
    assert (result.winner, result.scores, result.places) == (1, (0, 1, 0), (2, 1, 2))
    assert result.summary == "Blue took the last counter and wins."
    assert result.ended_by == "last-counter"


@pytest.mark.parametrize(("pile", "move"), [(15, "take 3"), (9, "take 1"), (6, "take 2"),
                                            (3, "take 3")])
def test_s4_the_automa_takes_what_leaves_a_multiple_of_four(pile, move):
    game = nim()
    decision = automa_move(game, position(game, pile))
    assert str(decision.action) == move
    assert decision.trace.choice == move
    left = pile - int(move.split()[1])
    assert decision.trace.steps[0].rule == "§4"
    assert decision.trace.steps[0].detail == f"{move} leaves {left}, a multiple of 4"


@pytest.mark.parametrize("pile", [16, 12, 4])
def test_s4_otherwise_the_automa_rolls_the_die(pile):
    game = nim()
    decision = automa_move(game, position(game, pile))
    assert decision.action is game.actions.roll
    assert decision.trace.steps[0].detail == (
        f"no take leaves a multiple of 4 from {pile}: roll the die (§2)")


def test_s4_at_the_easy_level_the_automa_always_rolls():
    game = nim(difficulty="easy")
    decision = automa_move(game, position(game, 15))
    assert decision.action is game.actions.roll
    assert decision.trace.steps[0].detail == "easy level: always roll the die"


def test_the_edition_refuses_a_die_that_cannot_show_every_take():
    game = nim()
    text = game.loaded.text.replace("die_faces = 6", "die_faces = 2")
    with pytest.raises(GameError, match="a die of 2 faces cannot show every take from 1 to 3"):
        game.EDITION.loads(text, "mine.toml")
