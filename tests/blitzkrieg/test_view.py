"""What each seat sees (docs/design.md, "Views"): a :class:`BlitzView` whose wire
form is plain JSON data at every step of seeded games; the person's reserve behind
its screen for the bot and a spectator; bags as counts; the bot's row face up. The
invariants (``invariants.py``) are checked at every step of the same games."""

from __future__ import annotations

import json
import random

import pytest

from automeeple.engine.core import CHANCE, TERMINAL, sample_chance
from automeeple.engine.view import check, wire
from automeeple.games.blitzkrieg.view import BlitzView, Outcome, Unit
from automeeple.sessions.answers import match_action

from . import invariants
from .helpers import BOT, PERSON, act, make_game, position, started, top

OPTIONS = [{}, {"difficulty": "hard", "bombed_to": "removed"}, {"nippon": True},
           {"blitz_chain": True, "strategic_target": "any", "leftmost_only": True}]


def seeded_games(options: dict, seeds=range(4)):
    """Every state of seeded games (the person picks at random), with the events
    that led to it."""
    game = make_game(**options)
    for seed in seeds:
        s = started(game, seed)
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


def assert_kept_behind_the_screen(e) -> None:
    """An event about one of the person's units that was not placed on the board
    (a draw, a research, a bombing) names it to the person only: anyone else reads
    the public sentence, with no data but the seat."""
    secret = e.seat == PERSON and "unit" in (e.data or {}) and e.kind != "place"
    assert e.seen_by(PERSON) == e
    for viewer in (BOT, None):
        seen = e.seen_by(viewer)
        if secret:
            assert e.others and seen.text == e.others, e
            assert seen.data == {"seat": PERSON} and e.data["unit"] not in seen.text, e
        else:
            assert seen == e, e


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
            check(BlitzView, view)
            json.dumps(wire(view))
            assert view.seat == seat and view.game == "blitzkrieg"
            assert view.over == game.is_over(s)
            assert view.scores == s.vp
            assert view.to_move == (game.to_move(s) if game.to_move(s) >= 0 else None)
            assert (view.question is None) == game.is_over(s)
            assert view.row == s.row  # face up
            assert view.bags == [len(s.person_bag), len(s.bot_bag)]
            assert view.specials == len(s.specials) and view.cup == len(s.cup)
            assert view.reserve_size == len(s.reserve)
            removed = [(u.seat, u.unit) for u in view.removed]
            if seat == PERSON:
                assert view.reserve == s.reserve
                assert removed == sorted(s.removed)
            else:
                assert view.reserve is None and view.hints == {}
                assert game.view(twin, seat) == view, "the reserve shows through"
                assert all(unit == "hidden" for who, unit in removed if who == PERSON)
                assert len(removed) == len(s.removed)
        if game.to_move(s) == PERSON:
            legal = {str(a) for a in game.legal_actions(s)}
            assert set(views[PERSON].hints) <= legal
        for e in events:
            json.dumps(e.data)
            assert_kept_behind_the_screen(e)
    assert steps > 100


def test_the_bots_observation_hides_the_reserve_and_what_would_tell_it():
    game = make_game()
    s = position(game, person=("general", "navy 3", "admiral"))
    obs = game.observation(s, BOT)
    assert obs.rng is None
    assert obs.reserve == ["hidden"] * 3
    assert obs.person_bag.contents == ["hidden"] * len(s.person_bag)
    assert obs.specials.contents == ["hidden"] * len(s.specials)
    assert obs.row == s.row and obs.bot_bag.key() == s.bot_bag.key()
    assert obs.cup.key() == s.cup.key()  # the bot's own stratagems
    mine = game.observation(s, PERSON)
    assert mine.reserve == s.reserve and mine.rng is None
    assert mine.person_bag.key() == s.person_bag.key()
    assert mine.specials.key() == s.specials.key()
    # The evaluation reads the person's hand: the same from the person's view, and
    # the bot's is its negative.
    assert game.evaluate(mine, PERSON) == game.evaluate(s, PERSON) == -game.evaluate(s, BOT)


def test_view_of_a_placement_shows_the_board_the_question_and_hints():
    game = make_game()
    s = position(game, reserve=["army 1", "navy 1"], markers={"western-europe": 2})
    view = game.view(s, PERSON)
    assert view.question == "Place a unit from your reserve"
    assert view.to_move == PERSON
    assert view.hints["place army 1 on western-europe 1.1"] == (
        "Industrial Production, moves 1")
    assert view.hints["place navy 1 on western-europe 1.3"] == "Bombing, moves 1"
    we = view.theatres[0]
    assert (we.name, we.marker, we.leader, we.active) == ("Western Europe", 2, BOT, 1)
    first = we.campaigns[0]
    assert first.state == "active" and first.vp == 1
    assert [sp.text for sp in first.spaces] == ["land, Industrial Production", "land/sea",
                                                "sea, Bombing"]
    assert first.spaces[2].where == (
        "Western Europe, 1st campaign (1 VP), 3rd space from the left (sea, Bombing)")
    act(game, s, "place army 1 on western-europe 1.1")
    view = game.view(s, None)
    assert view.to_move is None
    assert view.question == "Chance: draw a unit from the Allies bag into your reserve"
    assert view.theatres[0].campaigns[0].spaces[0].unit == Unit(PERSON, "army 1")
    assert wire(view)["theatres"][0]["campaigns"][0]["spaces"][0]["unit"] == {
        "seat": PERSON, "kind": "army 1"}
    assert view.last_unit == ["army 1", None]


def test_view_names_the_placements_as_the_board_prints_them_grouped_by_space():
    """The moves are named by the theatres' printed names and the spaces as the board
    numbers them ("place army 1 on Western Europe 1.1"), not by the action's words
    ("western-europe 1.1"), and grouped by space: a turn offers every unit of the
    reserve on every empty space of the active campaigns."""
    game = make_game()
    s = position(game, reserve=["army 1", "navy 1"])
    view = game.view(s, PERSON)
    assert view.moves["place army 1 on western-europe 1.1"] == (
        "place army 1 on Western Europe 1.1")
    assert view.moves["place navy 1 on south-east-asia 1.3"] == (
        "place navy 1 on South East Asia 1.3")
    assert not any("-" in name for name in view.moves.values())
    assert view.groups["place navy 1 on western-europe 1.3"] == "Western Europe 1.3: sea, Bombing"
    assert set(view.groups) == {str(a) for a in game.legal_actions(s)}
    # Typed as the page names it, the move is found.
    legal = game.legal_actions(s)
    shown = [view.moves[str(a)] for a in legal]
    assert str(match_action("army 1 Western Europe 1.1", legal, shown)) == (
        "place army 1 on western-europe 1.1")
    # Nobody else is shown the person's moves.
    assert game.view(s, None).moves == {} and game.view(s, None).groups == {}


def test_solo_3_4_a_difficulty_roll_of_6_names_the_theatres_as_printed():
    """Solo §3.4: "6 = Your choice": the choice names each theatre as the board
    prints it ("advance Pacific Ocean"), not "advance pacific-ocean"."""
    game = make_game()
    s = game.new_initial_state(1)
    while not (game.to_move(s) == PERSON and str(game.legal_actions(s)[0]).startswith(
            "advance")):
        request = game.chance_request(s)
        six = next((o for o in request.outcomes if str(o) == "roll 6"), None)
        game.apply(s, six or request.outcomes[0])
    view = game.view(s, PERSON)
    assert [view.moves[str(a)] for a in game.legal_actions(s)] == [
        f"advance {t.name}" for t in view.theatres]


def test_view_of_the_end_names_the_winner():
    game = make_game()
    s = position(game, reserve=[])
    view = game.view(s, None)
    assert view.over and view.question is None and view.to_move is None
    assert view.result == Outcome(BOT, "you could not place a unit (solo §6)",
                                  "no-legal-unit")
    assert wire(view)["result"] == {"winner": BOT, "why": "you could not place a unit "
                                    "(solo §6)", "ended_by": "no-legal-unit"}
    assert top(s) is None

