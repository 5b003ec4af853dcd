"""What stays behind the person's screen (notes §2.4, §3; solo §5 bombing): an event
that names a unit in the person's reserve or bag is theirs alone; the bot and a
spectator read a public sentence (``Event.seen_by``). The bot's row is face up and
a unit placed on the board is public."""

from __future__ import annotations

import json

from automeeple.engine.view import wire
from automeeple.games.blitzkrieg.view import Destroyed

from .helpers import (
    BOT,
    PERSON,
    act,
    bot_position,
    chance,
    make_game,
    play,
    position,
    started,
    tiny_game,
)


def event(events, kind: str):
    [e] = [e for e in events if e.kind == kind]
    return e


def public(e):
    """The event as the bot and a spectator read it (the same for both)."""
    assert e.seen_by(BOT) == e.seen_by(None)
    return e.seen_by(None)


def test_a_unit_drawn_into_the_reserve_is_named_to_the_person_only():
    game = make_game()
    s = started(game, 0)
    e = event(chance(game, s, "draw general"), "draw")
    assert e.seen_by(PERSON) == e
    assert e.text == "You draw general into your reserve."
    assert e.data["unit"] == "general"
    seen = public(e)
    assert seen.text == "Allies draw a unit into their reserve."
    assert seen.data == {"seat": PERSON} and seen.seat == PERSON


def test_the_bots_draws_are_face_up():
    game = make_game()
    s = started(game, 0)
    play(game, s, ["draw air 1", "draw army 1", "draw navy 1"])
    e = event(chance(game, s, "draw army 2"), "draw")
    assert e.text == "Axis draws army 2 to the end of its row."
    assert public(e) == e


def test_nippon_names_the_persons_coalition():
    game = make_game(nippon=True)
    s = started(game, 0)
    e = event(chance(game, s, f"draw {game.chance_request(s).outcomes[0].kind}"), "draw")
    assert public(e).text == "Axis draw a unit into their reserve."


def test_research_into_the_persons_bag_is_theirs_alone():
    game = make_game()
    s = position(game, active={"western-europe": 1})
    act(game, s, "place army 1 on western-europe 2.1")
    e = event(chance(game, s, "draw spy"), "research")
    assert e.text == "You take a special weapon (spy) into your bag."
    seen = public(e)
    assert seen.text == "Allies take a special weapon into their bag."
    assert seen.data == {"seat": PERSON}


def test_research_industry_into_the_reserve_is_theirs_alone():
    game = make_game()
    s = position(game, active={"western-europe": 2})
    events = play(game, s, ["place army 1 on western-europe 3.4", "draw elite navy 5"])
    e = event(events, "draw")
    assert e.text == "You draw elite navy 5 from the special-weapons pile into your reserve."
    assert public(e).text == "Allies draw a special weapon into their reserve."
    # The placement itself is public.
    placed = event(events, "place")
    assert public(placed) == placed


def test_solo_5_the_bots_research_industry_says_it_draws_from_the_special_weapons_pile():
    """Solo §5 "AI Effects Execution": "Research Industry: Draw special weapon ->
    place at end of reserve". The row is face up, so the unit is named to all, and
    so is the pile it came from (not the Axis bag, as its other draws)."""
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land:research-industry", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world)
    s = bot_position(game, stratagem="rapid deployment", row=["army 1"] * 5)
    assert game.chance_request(s).name == (
        "draw a unit from the special-weapons pile to the end of the Axis row")
    e = event(chance(game, s, "draw scientist"), "draw")
    assert e.text == "Axis draws scientist from the special-weapons pile to the end of its row."
    assert public(e) == e
    assert s.row == ["army 1"] * 4 + ["scientist"]


def bombing_game(**options):
    """Front [land, land:bombing, land] and a sea Rear the bot cannot enter: with
    Rapid Deployment and a row of five army 1 the bot bombs the person."""
    world = [{"name": "Front", "roll": 1, "track": 6, "bonus": {},
              "campaigns": [(1, ["land", "land:bombing", "land"])]},
             {"name": "Rear", "roll": 2, "track": 4, "bonus": {},
              "campaigns": [(1, ["sea", "sea"])]}]
    game = tiny_game(world, **options)
    return game, bot_position(game, stratagem="rapid deployment", row=["army 1"] * 5)


def test_the_bots_bombing_of_the_persons_unit_back_into_the_bag_is_theirs_alone():
    game, s = bombing_game()
    e = event(chance(game, s, "bombed navy 1"), "bombing")
    assert e.text == "Bombing: your navy 1 goes back into your bag."
    seen = public(e)
    assert seen.text == "Bombing: one of the Allies' units goes back into their bag."
    assert seen.data == {"seat": PERSON}


def test_a_destroyed_unit_of_the_person_stays_hidden_in_views_and_observations():
    game, s = bombing_game(bombed_to="removed")
    e = event(chance(game, s, "bombed navy 1"), "bombing")
    assert e.text == "Bombing: your navy 1 is destroyed."
    assert public(e).text == "Bombing: one of the Allies' units is destroyed."
    assert s.removed == [(PERSON, "navy 1")]
    assert game.view(s, PERSON).removed == [Destroyed(PERSON, "navy 1")]
    for seat in (BOT, None):
        assert game.view(s, seat).removed == [Destroyed(PERSON, "hidden")]
        assert wire(game.view(s, seat))["removed"] == [{"seat": PERSON, "unit": "hidden"}]
    assert game.observation(s, BOT).removed == [(PERSON, "hidden")]
    assert game.observation(s, PERSON).removed == [(PERSON, "navy 1")]


def test_the_reserve_behind_the_screen_reaches_neither_the_view_nor_its_wire_form():
    """Notes §3: the reserve is behind the person's screen. The bot and a spectator
    see how many units it holds (``reserve_size``), and ``reserve`` is None; no unit
    of it is named anywhere in the view or its JSON (a general and an admiral: in no
    bag drawn yet, on no space, not in the bot's row)."""
    game = make_game()
    s = position(game, person=("general", "admiral", "navy 3"))
    mine = game.view(s, PERSON)
    assert mine.reserve == ["admiral", "general", "navy 3"] and mine.reserve_size == 3
    assert wire(mine)["reserve"] == ["admiral", "general", "navy 3"]
    for seat in (BOT, None):
        view = game.view(s, seat)
        assert view.reserve is None and view.reserve_size == 3 and view.hints == {}
        data = wire(view)
        assert data["reserve"] is None and data["reserve_size"] == 3
        text = json.dumps(data)
        assert "general" not in text and "admiral" not in text


def test_the_persons_bombing_of_the_bots_row_is_public():
    game = make_game()
    s = position(game, row=["army 1", "navy 2"])
    act(game, s, "place navy 1 on western-europe 1.3")
    e = event(act(game, s, "bomb army 1"), "bombing")
    assert e.text == "Bombing: Axis's army 1 goes back into the Axis bag."
    assert public(e) == e


def test_the_bots_destroyed_units_are_public():
    game = make_game(bombed_to="removed")
    s = position(game, row=["army 1", "navy 2"])
    play(game, s, ["place navy 1 on western-europe 1.3", "bomb navy 2"])
    assert game.view(s, None).removed == [Destroyed(BOT, "navy 2")]


def test_set_up_draws_read_by_a_spectator_name_no_unit():
    game = make_game()
    s = started(game, 0)
    events = play(game, s, ["draw general", "draw admiral", "draw navy 3"])
    assert [public(e).text for e in events] == ["Allies draw a unit into their reserve."] * 3
