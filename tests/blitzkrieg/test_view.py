"""What each seat sees (DESIGN.md, "Views"): plain JSON data at every step of
seeded games; the person's reserve behind its screen for the bot and a spectator;
bags as counts; the bot's row face up. The invariants (``invariants.py``) are
checked at every step of the same games."""

from __future__ import annotations

import json
import random

import pytest

from automeeple.engine.core import CHANCE, TERMINAL, TRACE, sample_chance

from . import invariants
from .helpers import BOT, PERSON, act, make_game, position, top

COMMON = {"game", "title", "seat", "seats", "to_move", "over", "scores", "question",
          "hints", "edition"}
OPTIONS = [{}, {"difficulty": "hard", "bombed_to": "removed"}, {"nippon": True},
           {"blitz_chain": True, "strategic_target": "any", "leftmost_only": True}]


def seeded_games(options: dict, seeds=range(4)):
    """Every state of seeded games (the person picks at random), with the events
    that led to it."""
    game = make_game(**options)
    for seed in seeds:
        s = game.new_initial_state(seed)
        pick = random.Random(seed)
        events: list = []
        while True:
            yield game, s, events
            seat = game.to_move(s)
            if seat == TERMINAL:
                break
            action = (sample_chance(game, s) if seat == CHANCE
                      else pick.choice(game.legal_actions(s)))
            events = game.apply(s, action)


def hidden_twin(game, s):
    """The same state with other units in the person's reserve (as many)."""
    twin = s.clone()
    twin.reserve = sorted("general" if k != "general" else "admiral" for k in s.reserve)
    return twin


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "default")
def test_views_of_every_step_are_plain_data_and_hide_the_reserve(options):
    steps = 0
    for game, s, events in seeded_games(options):
        steps += 1
        invariants.check(game, s)
        key = s.key()
        views = {seat: game.view(s, seat) for seat in (PERSON, BOT, None)}
        assert s.key() == key, "view() changed the state"
        twin = hidden_twin(game, s)
        for seat, view in views.items():
            json.dumps(view)
            assert set(view) >= COMMON
            assert view["seat"] == seat and view["game"] == "blitzkrieg"
            assert view["over"] == game.is_over(s)
            assert view["scores"] == s.vp
            assert view["to_move"] == (game.to_move(s) if game.to_move(s) >= 0 else None)
            assert (view["question"] is None) == game.is_over(s)
            assert view["row"] == s.row  # face up
            assert view["bags"] == [len(s.bags[PERSON]), len(s.bags[BOT])]
            assert view["specials"] == len(s.specials) and view["cup"] == len(s.cup)
            assert view["reserve_size"] == len(s.reserve)
            if seat == PERSON:
                assert view["reserve"] == s.reserve
            else:
                assert view["reserve"] == "hidden" and view["hints"] == {}
                assert game.view(twin, seat) == view, "the reserve shows through"
        if game.to_move(s) == PERSON:
            legal = {str(a) for a in game.legal_actions(s)}
            assert set(views[PERSON]["hints"]) <= legal
        for e in events:
            if e.kind != TRACE:
                json.dumps(e.data)
    assert steps > 100


def test_the_bots_observation_hides_the_reserve_and_what_would_tell_it():
    game = make_game()
    s = position(game, person=("general", "navy 3", "admiral"))
    obs = game.observation(s, BOT)
    assert obs.rng is None
    assert obs.reserve == ["hidden"] * 3
    assert obs.bags[PERSON] == ["hidden"] * len(s.bags[PERSON])
    assert obs.specials == ["hidden"] * len(s.specials)
    assert obs.row == s.row and obs.bags[BOT] == s.bags[BOT]
    mine = game.observation(s, PERSON)
    assert mine.reserve == s.reserve and mine.bags == s.bags and mine.rng is None
    assert game.evaluate(obs, BOT) == game.evaluate(s, BOT)


def test_view_of_a_placement_shows_the_board_the_question_and_hints():
    game = make_game()
    s = position(game, reserve=["army 1", "navy 1"], markers={"western-europe": 2})
    view = game.view(s, PERSON)
    assert view["question"] == "Place a unit from your reserve"
    assert view["to_move"] == PERSON
    assert view["hints"]["place army 1 on western-europe 1.1"] == "industry, moves 1"
    assert view["hints"]["place navy 1 on western-europe 1.3"] == "bombing, moves 1"
    we = view["theatres"][0]
    assert (we["name"], we["marker"], we["leader"], we["active"]) == (
        "Western Europe", 2, BOT, 1)
    first = we["campaigns"][0]
    assert first["state"] == "active" and first["vp"] == 1
    assert [sp["text"] for sp in first["spaces"]] == ["land: industry", "coast",
                                                      "sea: bombing"]
    act(game, s, "place army 1 on western-europe 1.1")
    view = game.view(s, None)
    assert view["to_move"] is None and view["question"] == "draw a unit from the Allies bag"
    assert view["theatres"][0]["campaigns"][0]["spaces"][0]["unit"] == {
        "seat": PERSON, "kind": "army 1"}
    assert view["last_unit"] == ["army 1", None]


def test_view_of_the_end_names_the_winner():
    game = make_game()
    s = position(game, reserve=[])
    view = game.view(s, None)
    assert view["over"] and view["question"] is None and view["to_move"] is None
    assert view["result"] == {"winner": BOT, "why": "you could not place a unit (solo §6)"}
    assert top(s) is None

